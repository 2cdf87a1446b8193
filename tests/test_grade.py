"""python -m attnviz.grading.grade: the chapter table against the notebooks, every kind of
submission graded into rows (never a crash, the submitted file left as it was), each exercise
graded alone in a fresh process, the attacks on the checker that change nothing, and the class
outputs (the gradebook CSV for an LMS, feedback files).

Most cases are tiny notebooks that look like chapter 1 (its title and check cell), graded
together in one run; every chapter's solution and student editions are graded too.
"""

import csv
import json
import sys
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from attnviz import exercises
from attnviz.exercises import _cases
from attnviz.grading import grade
from attnviz.grading.submission import extract, where, worth_a_look

ROOT = Path(__file__).resolve().parents[1]
CHAPTER_FILES = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
STUDENT_FILES = [ROOT / "notebooks" / "student" / p.name for p in CHAPTER_FILES]
sys.path.insert(0, str(ROOT / "benchmarks"))  # the generated class of grading_class.py
import grading_class  # noqa: E402

TITLE = "# Queries, keys and values\n\nA tiny stand-in for chapter 1."
STUB = ('def softmax(scores):\n    """(..., Tk) -> (..., Tk)."""\n'
        '    raise NotImplementedError("Write softmax")')
# Written by hand: the checker refuses torch.softmax, which the exercise asks the learner to write.
RIGHT = ("def softmax(scores):\n    e = (scores - scores.amax(dim=-1, keepdim=True)).exp()\n"
         "    return e / e.sum(dim=-1, keepdim=True)")
WRONG = ("def softmax(scores):\n    e = (scores - scores.amax(dim=0, keepdim=True)).exp()\n"
         "    return e / e.sum(dim=0, keepdim=True)")
CHECK = "from attnviz.exercises import check_softmax\n\ncheck_softmax(softmax)"
IDENTITY = "def softmax(scores):\n    return scores"
# The two attacks of a student who cannot write softmax: replace the checker, fake the log.
PATCH_CHECKER = ("import attnviz.exercises\nfrom attnviz.exercises import CheckResult\n"
                 "attnviz.exercises.check_softmax = lambda fn: CheckResult('softmax', True, 2, "
                 "None, 'softmax passes all 2 checks.')\n"
                 "from attnviz.exercises import check_softmax")
WRITE_LOG = ("import json, os\nwith open(os.environ.get('ATTNVIZ_CHECK_LOG', 'log.jsonl'), 'a') "
             "as f:\n    f.write(json.dumps({'exercise': 'softmax', 'function': 'softmax', "
             "'verdict': 'pass', 'diagnosis': None, 'cases': 2}) + '\\n')")


def notebook(*cells: str, title: str = TITLE) -> str:
    """A notebook: a title cell, then code cells."""
    nb = new_notebook(cells=[new_markdown_cell(title), *(new_code_cell(c) for c in cells)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    return nbformat.writes(nb)


CASES = {
    "right.ipynb": notebook(RIGHT, CHECK),
    "wrong.ipynb": notebook(WRONG, CHECK),
    "untouched.ipynb": notebook(STUB, CHECK),
    "not_json.ipynb": "this is { not a notebook",
    "01_queries_keys_values_not_json.ipynb": b"\x89PNG\r\n\x1a\n\x00binary",
    "json_not_notebook.ipynb": json.dumps({"hello": [1, 2, 3]}),
    "other_chapter.ipynb": notebook(
        "x = 1", title="# Multi-head attention"),
    "01_queries_keys_values_but_chapter_5.ipynb": notebook("x = 1", title="# Multi-head attention"),
    "syntax_error.ipynb": notebook("def softmax(scores:\n    return scores", CHECK,
                                   "print('the cells after an error still run')"),
    "check_deleted.ipynb": notebook(RIGHT),
    "renamed.ipynb": notebook(RIGHT.replace("def softmax", "def my_softmax"), CHECK),
    "no_title.ipynb": notebook(RIGHT, CHECK, title="Some notes"),
    "unknown.ipynb": notebook("x = 1", title="# My holiday photos"),
    "exits.ipynb": notebook("def softmax(scores):\n    raise SystemExit(3)", CHECK),
    "endless.ipynb": notebook("def softmax(scores):\n    while True:\n        pass", CHECK),
    "endless_cell.ipynb": notebook(RIGHT, "while True:\n    pass", CHECK),
    "training.ipynb": notebook("import time\ntime.sleep(600)", "x = [0] * 10**10", RIGHT, CHECK),
    "patched_checker.ipynb": notebook(IDENTITY, PATCH_CHECKER, CHECK),
    "patch_in_answer.ipynb": notebook(PATCH_CHECKER + "\n\n" + IDENTITY, CHECK),
    "fake_log.ipynb": notebook(IDENTITY, WRITE_LOG, CHECK),
    "patch_from_function.ipynb": notebook(
        "def softmax(scores):\n    import attnviz.exercises._core as core\n"
        "    core.close = lambda *a, **k: True\n    return scores", CHECK),
    "helpers.ipynb": notebook(
        "import torch\nimport math\nEPS = 0.0 * torch.finfo(torch.float32).eps\n\n"
        "def _shift(s):\n    return s - s.amax(dim=-1, keepdim=True)",
        "model = torch.nn.Linear(10**5, 10**5)  # never run by the grader",
        "def softmax(scores):\n    e = torch.exp(_shift(scores)) + EPS\n"
        "    return e / e.sum(dim=-1, keepdim=True)", CHECK),
}


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """The synthetic submissions graded in one run; with each file's bytes and times before."""
    folder = tmp_path_factory.mktemp("submissions")
    for name, content in CASES.items():
        path = folder / name
        (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    out = folder.parent / "grades.csv"
    lms, feedback = folder.parent / "lms.csv", folder.parent / "feedback"
    assert grade.main([str(folder), "--out", str(out), "--jobs", "2", "--call-timeout", "2",
                       "--lms", str(lms), "--feedback", str(feedback), "--quiet",
                       "--similar", str(folder.parent / "similar.csv")]) == 0
    with open(out, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    by_file: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_file.setdefault(Path(row["file"]).name, []).append(row)
    return folder, before, by_file, rows


def only(by_file, name):
    rows = by_file[name]
    assert len(rows) == 1, rows
    return rows[0]


def test_columns_and_one_row_per_file_and_exercise(graded):
    _, _, by_file, rows = graded
    assert list(rows[0]) == list(grade.COLUMNS)
    assert set(by_file) == set(CASES)
    assert {row["verdict"] for row in rows} <= set(grade.VERDICTS)
    for row in rows:
        assert row["diagnosis"] == "" or row["hint"], row  # every diagnosis has a hint
        assert row["points"] == ("2" if row["verdict"] == "pass" else "0")
        assert row["student"] == grade.student_name(row["file"])


def test_submissions_are_never_modified(graded):
    folder, before, _, _ = graded
    after = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    assert after == before  # same files, same bytes, same modification times


def test_right_wrong_and_untouched(graded):
    _, _, by_file, _ = graded
    assert only(by_file, "right.ipynb")["verdict"] == "pass"
    wrong = only(by_file, "wrong.ipynb")
    assert (wrong["verdict"], wrong["diagnosis"]) == ("fail", "softmax-wrong-axis")
    assert wrong["hint"] == exercises.DIAGNOSES["softmax-wrong-axis"]
    untouched = only(by_file, "untouched.ipynb")
    assert (untouched["verdict"], untouched["diagnosis"]) == ("not attempted", "not-attempted")


def test_a_failing_row_carries_its_case_and_what_came_back(graded):
    _, _, by_file, _ = graded
    wrong = only(by_file, "wrong.ipynb")
    assert wrong["case"].startswith("3 queries x 5 keys")  # the first case it fails
    assert wrong["detail"].startswith("it returned tensor of shape (3, 5)")
    identity = only(by_file, "fake_log.ipynb")
    # a small case shows its input, what was expected and what came back
    assert "given tensor([1.0, 2.0, 0.5, -1.0]" in identity["case"]
    assert "expected tensor([0.2242, 0.6095, 0.136, 0.03034]" in identity["detail"]
    assert "got tensor([1.0, 2.0, 0.5, -1.0]" in identity["detail"]


def test_not_json(graded):
    _, _, by_file, _ = graded
    for name in ("not_json.ipynb", "json_not_notebook.ipynb"):
        row = only(by_file, name)  # chapter unknown: one row
        assert (row["chapter"], row["verdict"], row["diagnosis"]) == (
            "", "error", "not-a-notebook")
    # The file name says chapter 1: one row per exercise of chapter 1.
    row = only(by_file, "01_queries_keys_values_not_json.ipynb")
    assert (row["chapter"], row["exercise"], row["diagnosis"]) == (
        "01_queries_keys_values", "softmax", "not-a-notebook")


def test_other_chapter(graded):
    _, _, by_file, _ = graded
    # Without an expected chapter, a chapter 5 notebook is graded as chapter 5 ...
    row = only(by_file, "other_chapter.ipynb")
    assert (row["chapter"], row["exercise"], row["verdict"], row["diagnosis"]) == (
        "05_multihead_attention", "multihead_attention", "error", "function-missing")
    # ... but saved under chapter 1's name it is the wrong chapter.
    row = only(by_file, "01_queries_keys_values_but_chapter_5.ipynb")
    assert (row["chapter"], row["verdict"], row["diagnosis"]) == (
        "01_queries_keys_values", "error", "wrong-chapter")
    assert "chapter 5" in row["hint"]


def test_other_chapter_with_expected_chapter(tmp_path):
    path = tmp_path / "hw.ipynb"
    path.write_text(notebook("x = 1", title="# Multi-head attention"))
    rows = grade.grade([path], chapter="3")
    assert [(r.chapter, r.exercise, r.verdict, r.diagnosis) for r in rows] == [
        ("03_scoring_functions", ex.function, "error", "wrong-chapter")
        for ex in grade.find_chapter("3").exercises]


def test_syntax_error(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "syntax_error.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "syntax-error")
    assert row["detail"].startswith("cell 2, line 1: ")


def test_a_deleted_check_cell_does_not_matter(graded):
    _, _, by_file, _ = graded
    assert only(by_file, "check_deleted.ipynb")["verdict"] == "pass"


def test_renamed_function(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "renamed.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "function-missing")
    assert "softmax" in row["detail"]


def test_chapter_from_check_cells_or_unknown(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "no_title.ipynb")  # no title: its check cell says chapter 1
    assert (row["chapter"], row["verdict"]) == ("01_queries_keys_values", "pass")
    row = only(by_file, "unknown.ipynb")
    assert (row["chapter"], row["verdict"], row["diagnosis"]) == ("", "error", "unknown-chapter")


def test_a_function_that_ends_its_process(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "exits.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "kernel-died")
    assert "exit code 3" in row["detail"]


def test_an_endless_loop_in_the_function_is_a_timeout_with_its_case(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "endless.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("timeout", "timed-out")
    assert row["case"].startswith("one row of 4 scores") and "2 s" in row["detail"]


def test_cells_other_than_the_answer_never_run(graded):
    _, _, by_file, _ = graded
    # an endless loop, a ten-minute sleep, a 40 GB list, a huge layer: none of them runs
    for name in ("endless_cell.ipynb", "training.ipynb", "helpers.ipynb"):
        assert only(by_file, name)["verdict"] == "pass", name


@pytest.mark.parametrize("name", ["patched_checker.ipynb", "patch_in_answer.ipynb",
                                  "fake_log.ipynb"])
def test_replacing_the_checker_or_writing_the_log_gets_no_points(graded, name):
    _, _, by_file, _ = graded
    row = only(by_file, name)
    assert (row["verdict"], row["diagnosis"], row["points"]) == ("fail", "wrong-values", "0")


def test_a_function_that_patches_the_checker_changes_only_its_own_process(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "patch_from_function.ipynb")
    # the patched comparison lives in the function's process; the grader's compares as ever
    assert (row["verdict"], row["diagnosis"], row["points"]) == ("fail", "wrong-values", "0")
    # and the marker is told where to look
    assert "Worth a look: cell 2, line 2 imports attnviz.exercises._core" in row["detail"]
    assert "cell 2, line 3 assigns core.close" in row["detail"]


def test_the_gradebook_for_an_lms_and_the_feedback_files(graded):
    folder, _, by_file, _ = graded
    with open(folder.parent / "lms.csv", newline="", encoding="utf-8") as handle:
        table = list(csv.reader(handle))
    assert table[0] == ["student", "01 softmax", "05 multihead_attention", "total"]
    students = {line[0]: line[1:] for line in table[1:]}
    assert set(students) == {grade.student_name(name) for name in CASES}
    assert students["right"] == ["2", "", "2"]
    assert students["wrong"] == ["0", "", "0"]
    assert students["other_chapter"] == ["", "0", "0"]
    assert students["unknown"] == ["", "", "0"]
    text = (folder.parent / "feedback" / "wrong.md").read_text(encoding="utf-8")
    assert "# Feedback for wrong" in text and "**0 of 2**" in text
    assert "## `softmax`: fail, 0 points" in text
    assert exercises.DIAGNOSES["softmax-wrong-axis"] in text and "3 queries x 5 keys" in text
    assert len(list((folder.parent / "feedback").iterdir())) == len(students)


def test_answers_with_the_same_code_up_to_names_are_grouped(graded):
    folder, _, _, _ = graded
    with open(folder.parent / "similar.csv", newline="", encoding="utf-8") as handle:
        groups = list(csv.DictReader(handle))
    # RIGHT is handed in by several students (the same code); the short identity is too short
    # to count, and the wrong axis differs in a number, not a name
    assert [g["exercise"] for g in groups] == ["01 softmax"]
    assert set(groups[0]["students"].split("; ")) == {
        "right", "check_deleted", "no_title", "endless_cell", "training"}


def test_a_fingerprint_ignores_names_comments_and_docstrings():
    from attnviz.grading.submission import fingerprint

    a = fingerprint(RIGHT)
    b = fingerprint('def softmax(x):\n    """Mine."""\n    # the max shift\n'
                    "    ex = (x - x.amax(dim=-1, keepdim=True)).exp()\n\n"
                    "    return ex / ex.sum(dim=-1, keepdim=True)")
    assert a and a == b
    assert fingerprint(WRONG) not in ("", a)
    assert fingerprint(IDENTITY) == ""  # too short to mean anything


def test_a_hang_in_one_exercise_leaves_the_others_graded(tmp_path):
    # chapter 6 has two exercises: an endless loop in the first, a right answer to the second
    chapter = json.loads(CHAPTER_FILES[5].read_text(encoding="utf-8"))
    cells = chapter["cells"]
    causal = extract(cells, "causal_mask", until=grade._check_cell(cells, "check_causal_mask"))
    path = tmp_path / "06.ipynb"
    path.write_text(notebook(
        "def sinusoidal_encoding(num_positions, d_model):\n    while True:\n        pass",
        causal.source, "from attnviz.exercises import check_causal_mask\n"
        "check_causal_mask(causal_mask)", title="# Self-attention and positional encoding"))
    rows = grade.grade([path], call_timeout=1, timeout=30)
    assert [(r.exercise, r.verdict, r.points) for r in rows] == [
        ("sinusoidal_encoding", "timeout", 0), ("causal_mask", "pass", 2)]


def test_a_hang_the_checker_cannot_interrupt_is_killed_and_costs_its_exercise_only(tmp_path):
    # A loop that swallows every exception, even the timer's: the process is killed.
    path = tmp_path / "stubborn.ipynb"
    path.write_text(notebook("def softmax(scores):\n    while True:\n        try:\n"
                             "            while True:\n                pass\n"
                             "        except BaseException:\n            pass", CHECK))
    rows = grade.grade([path], call_timeout=1)
    assert [(r.verdict, r.diagnosis) for r in rows] == [("timeout", "timed-out")]
    assert rows[0].case and "1 s" in rows[0].detail


def test_an_exercise_is_limited_by_processor_time_not_by_the_clock(tmp_path):
    # Each of the check's 14 calls waits 0.2 s on the clock (as on a busy machine) and uses
    # almost no processor time: more clock time than the exercise's 2 s, and still a pass. Each
    # call that uses 0.6 s of processor time (under the call's limit) adds up past them: the
    # process gets SIGXCPU, a timeout. (The forkserver starts first, so its start is no one's.)
    import multiprocessing.forkserver

    from attnviz.grading import sandbox

    sandbox._context()
    multiprocessing.forkserver.ensure_running()
    waits = tmp_path / "waits.ipynb"
    waits.write_text(notebook("import time\n\n" + RIGHT.replace(
        "    e = ", "    time.sleep(0.2)\n    e = "), CHECK))
    busy = tmp_path / "busy.ipynb"
    busy.write_text(notebook("import time\n\n" + RIGHT.replace(
        "    e = ", "    start = time.process_time()\n"
                   "    while time.process_time() - start < 0.6:\n        pass\n    e = "),
        CHECK))
    rows = grade.grade([waits, busy], timeout=2, call_timeout=5)
    assert [(Path(r.file).name, r.verdict, r.diagnosis) for r in rows] == [
        ("waits.ipynb", "pass", ""), ("busy.ipynb", "timeout", "timeout")]
    assert "3 s of processor time" in rows[1].detail


def test_unseen_cases_catch_an_answer_that_learned_the_public_ones(tmp_path):
    # A "softmax" that looks the public cases up: it passes the check cell in the notebook ...
    table = {}

    def record(scores):
        e = (scores - scores.amax(dim=-1, keepdim=True)).exp()
        out = e / e.sum(dim=-1, keepdim=True)
        table[round(float(scores.sum()), 6)] = out.tolist()
        return out

    assert exercises.check_softmax(record).passed
    source = (f"import torch\n\ndef softmax(scores):\n    table = {table!r}\n"
              "    key = round(float(scores.sum()), 6)\n"
              "    if key in table:\n"
              "        return torch.tensor(table[key], dtype=scores.dtype)\n"
              "    return scores")
    namespace: dict = {}
    exec(source, namespace)
    assert exercises.check_softmax(namespace["softmax"]).passed
    # ... but not the grader, which draws cases of its own
    path = tmp_path / "memorised.ipynb"
    path.write_text(notebook(source, CHECK))
    rows = grade.grade([path], seed=12345)
    assert (rows[0].verdict, rows[0].points) == ("fail", 0)
    assert rows[0].case.startswith("a case drawn for this grading run: ")


def test_the_nbgrader_release_and_submission_are_graded_too(tmp_path):
    from attnviz.grading.nbgrader_kit import source_assignment

    source = source_assignment(json.loads(CHAPTER_FILES[0].read_text(encoding="utf-8")),
                               root=ROOT)
    solved = tmp_path / "submitted" / "alice" / "01_queries_keys_values" / "01.ipynb"
    solved.parent.mkdir(parents=True)
    solved.write_text(json.dumps(source))
    rows = grade.grade([solved])
    assert [(r.student, r.exercise, r.verdict, r.points) for r in rows] == [
        ("alice", "softmax", "pass", 2)]


@pytest.mark.parametrize("seed", [1, 2])
def test_every_chapters_worked_solutions_pass_and_student_editions_are_not_attempted(seed):
    rows = grade.grade([*CHAPTER_FILES, *STUDENT_FILES], jobs=2, seed=seed)
    expected = [(path.parent.name, ex.function, "pass" if path in CHAPTER_FILES
                 else "not attempted")
                for path in [*CHAPTER_FILES, *STUDENT_FILES]
                for ex in grade.find_chapter(path.stem).exercises]
    assert [(Path(r.file).parent.name, r.exercise, r.verdict) for r in rows] == expected
    assert len(rows) == 2 * sum(len(c.exercises) for c in grade.CHAPTERS)


@pytest.mark.parametrize("path", CHAPTER_FILES, ids=lambda p: p.stem)
def test_each_worked_solution_passes_on_many_unseen_cases(path):
    """What the grader runs of each worked solution passes its checker on twenty seed shifts,
    and uses nothing the grader refuses."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for ex in grade.find_chapter(path.stem).exercises:
        answer = extract(cells, ex.function, until=grade._check_cell(cells, ex.checker))
        assert worth_a_look(answer.source) == []
        namespace: dict = {}
        exec(answer.source, namespace)
        for shift in range(1, 21):
            with _cases.shifted_cases(shift * 7919):
                result = getattr(exercises, ex.checker)(namespace[ex.function])
            assert result.passed, (ex.function, shift, result.message)


@pytest.mark.parametrize("chapter", ["7", "11", "12"])
def test_a_generated_class_gets_every_verdict_right(chapter, tmp_path):
    """A smaller class of the benchmark's generated submissions (every kind of answer)."""
    expected = grading_class.write_class(chapter, 14, tmp_path, seed=3)
    kinds = {v for answers in expected.values() for v in answers.values()}
    assert len(kinds) >= 5
    rows = grade.grade(sorted(tmp_path.glob("*.ipynb")), jobs=2, call_timeout=1, seed=5)
    assert grading_class.wrong_verdicts(rows, expected) == []


@pytest.mark.parametrize("path", CHAPTER_FILES, ids=lambda p: p.stem)
def test_chapter_table_matches_the_notebooks(path):
    assert grade.read_chapter(path) == grade.find_chapter(path.stem)


def test_chapter_table_is_every_chapter():
    assert [c.name for c in grade.CHAPTERS] == [p.stem for p in CHAPTER_FILES]
    assert [c.number for c in grade.CHAPTERS] == list(range(1, len(CHAPTER_FILES) + 1))


def test_grader_diagnoses_are_new_codes():
    assert not set(grade.GRADER_DIAGNOSES) & set(exercises.DIAGNOSES)


@pytest.mark.parametrize("name", ["Copy of 03_scoring_functions.ipynb",
                                  "alice-03_scoring_functions (1).ipynb",
                                  "scoring_functions_bob.ipynb"])
def test_chapter_from_file_names(name):
    assert grade.chapter_from_filename(name).name == "03_scoring_functions"


@pytest.mark.parametrize("path, student", [
    ("course/submitted/alice/03_scoring_functions/03_scoring_functions.ipynb", "alice"),
    ("autograded/bob smith/ch3/notebook.ipynb", "bob smith"),
    ("hand-ins/carol_03_scoring_functions.ipynb", "carol"),
    ("03_scoring_functions-dan.ipynb", "dan"),
    ("03_scoring_functions.ipynb", "03_scoring_functions"),
    ("erin.ipynb", "erin"),
])
def test_student_names(path, student):
    assert grade.student_name(path) == student


@pytest.mark.parametrize("argv, message", [
    ([], "NOTEBOOK"),
    (["missing.ipynb", "--out", "g.csv"], "NOTEBOOK: no such file"),
    (["hw.ipynb"], "--out"),
    (["hw.ipynb", "--out", "no/such/folder/g.csv"], "--out: the folder"),
    (["hw.ipynb", "--out", "."], "--out: '.' is a folder"),
    (["hw.ipynb", "--out", "hw.ipynb"], "--out: 'hw.ipynb' is one of the submissions"),
    (["hw.ipynb", "--out", "g.csv", "--timeout", "0"], "--timeout"),
    (["hw.ipynb", "--out", "g.csv", "--jobs", "two"], "--jobs"),
    (["hw.ipynb", "--out", "g.csv", "--chapter", "14"], "--chapter"),
    (["hw.ipynb", "--out", "g.csv", "--call-timeout", "-1"], "--call-timeout"),
    (["hw.ipynb", "--out", "g.csv", "--seed", "0"], "--seed"),
    (["hw.ipynb", "--out", "g.csv", "--lms", "."], "--lms: '.' is a folder"),
    (["hw.ipynb", "--out", "g.csv", "--feedback", "hw.ipynb"], "--feedback: 'hw.ipynb' is a file"),
])
def test_misuse_exits_non_zero_naming_the_argument(argv, message, tmp_path, monkeypatch,
                                                   capsys):
    monkeypatch.chdir(tmp_path)
    text = notebook(STUB, CHECK)
    (tmp_path / "hw.ipynb").write_text(text)
    with pytest.raises(SystemExit) as stopped:
        grade.main(argv)
    assert stopped.value.code != 0
    assert message in capsys.readouterr().err
    assert (tmp_path / "hw.ipynb").read_text() == text


def test_the_teaching_guides_example_is_the_graders_output():
    """book/teaching/grading_example.txt (a real run, shown on the grading page) has the columns,
    verdicts, codes, hints and points the grader writes now."""
    text = (ROOT / "book" / "teaching" / "grading_example.txt").read_text(encoding="utf-8")
    rows = list(csv.DictReader(text.split("$ cat grades.csv\n", 1)[1].splitlines()))
    assert rows and list(rows[0]) == list(grade.COLUMNS)
    hints = {**exercises.DIAGNOSES, **grade.GRADER_DIAGNOSES}
    for row in rows:
        assert row["verdict"] in grade.VERDICTS
        assert row["diagnosis"] == "" or (row["diagnosis"] in hints and row["hint"])
        assert row["points"] == ("2" if row["verdict"] == "pass" else "0")


def test_what_the_grader_takes_from_a_notebook():
    cells = [new_code_cell(text) for text in (
        "%pip install attnviz\nimport torch\nimport numpy as np\nfrom math import sqrt",
        "def helper(x):\n    return x * SCALE\n\nSCALE = 2.0\nNEG = torch.finfo(torch.float32).min",
        "data = torch.load('big.pt')\nfor epoch in range(100):\n    train(data)",
        "def softmax(scores):\n    return scores",  # a first try ...
        "def softmax(scores:\n",  # ... a broken cell that is not the last definition ...
        "def softmax(scores):\n    return helper(scores) + sqrt(4) + LOCAL\n"
        "    LOCAL = 1",  # ... and the answer
        "check_softmax(softmax)",
        "def softmax(scores):\n    return None",  # after the check cell: not read
    )]
    answer = extract(cells, "softmax", until=6)
    assert answer.cell == 6 and answer.syntax_error == ""
    assert answer.source == (
        "from math import sqrt\n\ndef helper(x):\n    return x * SCALE\n\n"
        "SCALE = 2.0\n\ndef softmax(scores):\n    return helper(scores) + sqrt(4) + LOCAL\n"
        "    LOCAL = 1\n")
    broken = extract(cells[:5], "softmax")
    assert broken.cell == 4  # an earlier definition still stands
    assert extract(cells[4:5], "softmax") == grade_answer("softmax", "", None,
                                                          "cell 1, line 1: '(' was never closed")
    assert extract(cells, "attention").source == ""


def grade_answer(*fields):
    from attnviz.grading.submission import Answer

    return Answer(*fields)


@pytest.mark.parametrize("source, found", [
    ("import os\ndef f(x):\n    return x", [(1, "imports os")]),
    ("def f(x):\n    open('grades.csv', 'w')\n    return x", [(2, "uses open")]),
    ("import torch\ndef f(x):\n    torch.allclose = lambda *a, **k: True\n    return x",
     [(3, "assigns torch.allclose")]),
    ("import torch\ndef f(x):\n    torch.__setattr__('allclose', 1)\n    return x",
     [(3, "uses .__setattr__")]),
    ("import torch\ndef f(x):\n    return torch.hub.sys._getframe(1).f_back",
     [(3, "uses .hub"), (3, "uses ._getframe"), (3, "uses .f_back")]),
    ("def f(x):\n    import attnviz\n    return attnviz.exercises", [(3, "uses .exercises")]),
    ("import attnviz\ndef f(x):\n    return getattr(attnviz, 'exer' + 'cises')",
     [(3, "getattr with a computed name")]),
    ("import sys\ndef f(x):\n    return sys.modules['attnviz.grading._child']",
     [(1, "imports sys"), (3, "names 'attnviz.grading._child'")]),
    ("import torch\ndef f(x):\n    y = x.clone()\n    y[0] = 1\n    return torch.exp(y)", []),
    # what an honest answer may well contain is no note
    ("def check_finite(x):\n    return x\ndef f(input):\n    \"\"\"Like check_softmax.\"\"\"\n"
     "    return check_finite(input)", []),
    ("class T:\n    def __torch_function__(cls, func, types, args=(), kwargs=None):\n"
     "        return func(*args)", []),
])
def test_what_is_worth_a_look(source, found):
    assert worth_a_look(source) == found


def test_where_a_line_of_the_answer_is_in_the_notebook():
    cells = [new_code_cell("import math, torch\nimport os"),
             new_code_cell("x = 1\n\ndef helper(s):\n    return s\n"),
             new_code_cell("# my answer\ndef softmax(scores):\n    e = helper(scores).exp()\n"
                           "    return e / e.sum(-1, keepdim=True)")]
    answer = extract(cells, "softmax")
    lines = answer.source.splitlines()
    assert lines[answer.lines.index((3, 3))] == "    e = helper(scores).exp()"
    assert lines[answer.lines.index((2, 4))] == "    return s"
    assert where(answer, answer.lines.index((3, 3)) + 1) == (
        "cell 3, line 3: e = helper(scores).exp()")
    assert where(answer, 1, code=False) == "cell 2, line 3"  # the helper: no import is needed
    assert where(answer, 0) == where(answer, len(lines) + 1) == ""
