"""python -m attnviz.grading.grade: the chapter table against the notebooks, and every kind of
submission (solution, untouched student edition, and each bad case) graded into rows, never a
crash, with the submitted file left as it was.

Most cases are tiny notebooks that look like chapter 1 (its title and check cell), graded
together in one run; the real chapter 1 runs once in each edition.
"""

import csv
import json
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from attnviz import exercises
from attnviz.grading import grade

ROOT = Path(__file__).resolve().parents[1]
CHAPTER_FILES = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))

TITLE = "# Queries, keys and values\n\nA tiny stand-in for chapter 1."
STUB = ('def softmax(scores):\n    """(..., Tk) -> (..., Tk)."""\n'
        '    raise NotImplementedError("Write softmax")')
# Written by hand: the checker refuses torch.softmax, which the exercise asks the learner to write.
RIGHT = ("def softmax(scores):\n    e = (scores - scores.amax(dim=-1, keepdim=True)).exp()\n"
         "    return e / e.sum(dim=-1, keepdim=True)")
WRONG = ("def softmax(scores):\n    e = (scores - scores.amax(dim=0, keepdim=True)).exp()\n"
         "    return e / e.sum(dim=0, keepdim=True)")
CHECK = "from attnviz.exercises import check_softmax\n\ncheck_softmax(softmax)"


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
    "check_changed.ipynb": notebook(
        RIGHT.replace("def softmax", "def by_hand"),
        "from attnviz.exercises import check_softmax\n\ncheck_softmax(by_hand)"),
    "no_title.ipynb": notebook(RIGHT, CHECK, title="Some notes"),
    "unknown.ipynb": notebook("x = 1", title="# My holiday photos"),
    "kernel_died.ipynb": notebook("import os\nos._exit(1)", CHECK),
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
    assert grade.main([str(folder), "--out", str(out), "--jobs", "2", "--timeout", "120"]) == 0
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
        assert row["points"] == ("2" if row["verdict"] == "pass" and not row["diagnosis"]
                                 else "0")


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
        "05_multihead_attention", "multihead_attention", "error", "check-cell-missing")
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
    assert (row["verdict"], row["diagnosis"]) == ("error", "check-cell-raised")
    assert "NameError" in row["hint"] and "SyntaxError" in row["hint"]


def test_deleted_check_cell(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "check_deleted.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "check-cell-missing")


def test_renamed_function(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "renamed.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "check-cell-raised")
    assert "NameError" in row["hint"] and "softmax" in row["hint"]


def test_changed_check_cell_gets_no_points(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "check_changed.ipynb")
    assert (row["verdict"], row["diagnosis"], row["points"]) == (
        "pass", "check-cell-changed", "0")


def test_chapter_from_check_cells_or_unknown(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "no_title.ipynb")  # no title: its check cell says chapter 1
    assert (row["chapter"], row["verdict"]) == ("01_queries_keys_values", "pass")
    row = only(by_file, "unknown.ipynb")
    assert (row["chapter"], row["verdict"], row["diagnosis"]) == ("", "error", "unknown-chapter")


def test_a_notebook_that_ends_its_kernel(graded):
    _, _, by_file, _ = graded
    row = only(by_file, "kernel_died.ipynb")
    assert (row["verdict"], row["diagnosis"]) == ("error", "kernel-died")
    assert "cell 2" in row["hint"]


def test_infinite_loop_times_out(tmp_path):
    path = tmp_path / "loop.ipynb"
    path.write_text(notebook("x = 1", "while True:\n    pass", CHECK))
    rows = grade.grade([path], timeout=60, cell_timeout=3)
    assert [(r.verdict, r.diagnosis) for r in rows] == [("timeout", "timeout")]
    assert "cell 3" in rows[0].hint  # the title is cell 1, the loop cell 3


def test_a_check_before_the_loop_keeps_its_verdict(tmp_path):
    # The cell limit is reached by the loop, not by importing the package: the grader imports
    # attnviz before the first cell under the notebook's limit (300 s, for a loaded machine),
    # so the check cell's own work is a few calls of the checker.
    path = tmp_path / "loop_after.ipynb"
    path.write_text(notebook(RIGHT, CHECK, "while True:\n    pass"))
    rows = grade.grade([path], timeout=300, cell_timeout=10)
    assert [(r.verdict, r.points) for r in rows] == [("pass", 2)]


def test_the_package_is_imported_before_the_first_cell_and_binds_no_name(tmp_path):
    path = tmp_path / "modules.ipynb"
    probe = ("import sys\nassert 'attnviz.exercises' in sys.modules\n"
             "assert '_importlib' not in globals() and 'attnviz' not in globals()")
    path.write_text(notebook(probe + "\n" + RIGHT, CHECK))  # softmax is defined only if it holds
    rows = grade.grade([path], timeout=300, cell_timeout=60)
    assert [(r.verdict, r.points) for r in rows] == [("pass", 2)]


@pytest.mark.parametrize("path", CHAPTER_FILES, ids=lambda p: p.stem)
def test_chapter_table_matches_the_notebooks(path):
    assert grade.read_chapter(path) == grade.find_chapter(path.stem)


def test_chapter_table_is_every_chapter():
    assert [c.name for c in grade.CHAPTERS] == [p.stem for p in CHAPTER_FILES]
    assert [c.number for c in grade.CHAPTERS] == list(range(1, len(CHAPTER_FILES) + 1))


@pytest.mark.parametrize("ex", [ex for c in grade.CHAPTERS for ex in c.exercises],
                         ids=lambda ex: ex.checker)
def test_logged_names_are_what_the_checkers_log(ex, tmp_path, monkeypatch):
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv(exercises.CHECK_LOG_ENV, str(log))

    def stub(*args, **kwargs):
        raise NotImplementedError

    result = getattr(exercises, ex.checker)(stub)
    assert result.verdict == "not attempted"
    assert json.loads(log.read_text())["exercise"] == ex.logged


def test_grader_diagnoses_are_new_codes():
    assert not set(grade.GRADER_DIAGNOSES) & set(exercises.DIAGNOSES)


@pytest.mark.parametrize("name", ["Copy of 03_scoring_functions.ipynb",
                                  "alice-03_scoring_functions (1).ipynb",
                                  "scoring_functions_bob.ipynb"])
def test_chapter_from_file_names(name):
    assert grade.chapter_from_filename(name).name == "03_scoring_functions"


def test_real_chapter_1_solution_and_student_edition(tmp_path):
    solution = ROOT / "notebooks" / "01_queries_keys_values.ipynb"
    student = ROOT / "notebooks" / "student" / "01_queries_keys_values.ipynb"
    rows = grade.grade([solution, student], jobs=2)
    assert [(Path(r.file).parent.name, r.exercise, r.verdict, r.points) for r in rows] == [
        ("notebooks", "softmax", "pass", 2), ("student", "softmax", "not attempted", 0)]


@pytest.mark.parametrize("argv, message", [
    ([], "NOTEBOOK"),
    (["missing.ipynb", "--out", "g.csv"], "NOTEBOOK: no such file"),
    (["hw.ipynb"], "--out"),
    (["hw.ipynb", "--out", "no/such/folder/g.csv"], "--out: the folder"),
    (["hw.ipynb", "--out", "."], "--out: '.' is a folder"),
    (["hw.ipynb", "--out", "hw.ipynb"], "--out: 'hw.ipynb' is one of the submissions"),
    (["hw.ipynb", "--out", "g.csv", "--timeout", "0"], "--timeout"),
    (["hw.ipynb", "--out", "g.csv", "--jobs", "two"], "--jobs"),
    (["hw.ipynb", "--out", "g.csv", "--chapter", "12"], "--chapter"),
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
        assert row["points"] == ("2" if row["verdict"] == "pass" and not row["diagnosis"]
                                 else "0")
