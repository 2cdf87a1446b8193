"""The nbgrader source assignments written by attnviz.grading.nbgrader_kit, without nbgrader itself:
made from the student edition (no MyST left), metadata and points per the rubric, a graded
answer for every homework exercise of the syllabus, the stubs' contracts kept, the solution
markers, and what the answer and test cells do when run with the solution (full marks) and as
nbgrader releases them (none). Also: the grading guide's nbgrader commands are the ones CI runs.

.ci/grading-kit runs nbgrader's own generate_assignment, autograde, export and generate_feedback
on them.
"""

import ast
import json
import math
import re
import shlex
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz import exercises
from attnviz.grading import grade
from attnviz.grading.myst import RAW_MYST, book_index
from attnviz.grading.nbgrader_kit import (
    BEGIN,
    END,
    SYLLABUS,
    NotebookError,
    answer_source,
    assertion_source,
    contract,
    source_assignment,
    syllabus_homework,
    write_course,
)
from attnviz.grading.student_edition import student_edition

ROOT = Path(__file__).resolve().parents[1]
CHAPTER_FILES = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
INDEX = book_index(CHAPTER_FILES)
HOMEWORK = syllabus_homework((ROOT / SYLLABUS).read_text(encoding="utf-8"))
CELL_ID = re.compile(r"^[a-zA-Z0-9-_]{1,64}$")  # nbformat 4.5's cell id
BUILD_IT = ("-code", "-check", "-explanation")  # the grade ids of a build-it-yourself exercise


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def src(cell):
    return "".join(cell["source"])


def tags(cell):
    return cell["metadata"].get("tags", [])


def graded(notebook, kinds=BUILD_IT):
    return [c for c in notebook["cells"]
            if c["metadata"].get("nbgrader", {}).get("grade_id", "").endswith(kinds)]


def released(answer):
    """The answer cell as nbgrader's ClearSolutions writes it: the region between the markers
    replaced by its code stub, at the markers' indentation."""
    return re.sub(rf"^([ \t]*){BEGIN}\n.*?^[ \t]*{END}$",
                  r"\1# YOUR CODE HERE\n\1raise NotImplementedError()",
                  answer, flags=re.DOTALL | re.MULTILINE)


def run_cell(source):
    namespace = {"torch": torch, "nn": torch.nn, "attnviz": attnviz, "math": math}
    exec(compile(source, "<cell>", "exec"), namespace)  # the book's own cells
    return namespace


def assignment(path):
    return source_assignment(load(path), root=ROOT, name=path.name, index=INDEX)


@pytest.fixture(scope="module", params=CHAPTER_FILES, ids=lambda p: p.stem)
def chapter(request):
    path = request.param
    return grade.find_chapter(path.stem), load(path), assignment(path)


def test_three_graded_cells_per_exercise_with_the_rubrics_points(chapter):
    table, _, notebook = chapter
    cells = graded(notebook)
    assert len(cells) == 3 * len(table.exercises)
    for index, ex in enumerate(table.exercises):
        answer, test, explanation = cells[3 * index: 3 * index + 3]
        expected = [  # (cell type, grade_id, solution, locked, points)
            ("code", f"{ex.function}-code", True, False, 1),
            ("code", f"{ex.function}-check", False, True, 2),
            ("markdown", f"{ex.function}-explanation", True, False, 2)]
        got = [(c["cell_type"], c["metadata"]["nbgrader"]["grade_id"],
                c["metadata"]["nbgrader"]["solution"], c["metadata"]["nbgrader"]["locked"],
                c["metadata"]["nbgrader"]["points"]) for c in (answer, test, explanation)]
        assert got == expected
        for cell in (answer, test, explanation):
            meta = cell["metadata"]["nbgrader"]
            assert meta["schema_version"] == 3 and meta["grade"] is True
        assert f"{ex.checker}({ex.function})" in src(test)
        # the three cells name their exercise, one label for all three
        labels = {cell["metadata"]["attnviz"]["exercise"] for cell in (answer, test, explanation)}
        assert len(labels) == 1 and INDEX.exercises.get(labels.pop())
    # 5 points per exercise, as the homework rubric gives
    assert sum(c["metadata"]["nbgrader"]["points"] for c in cells) == 5 * len(table.exercises)


def test_the_syllabus_marks_two_homework_exercises_per_session_each_an_exercise_of_the_book():
    assert len(HOMEWORK) == 30  # 15 sessions, two marked homework exercises each
    assert set(HOMEWORK.values()) == {5}
    assert set(HOMEWORK) <= set(INDEX.exercises)
    assert syllabus_homework("- Homework (5 points): {ref}`a-1` (10 minutes)\n"
                             "- Homework, optional: {ref}`b`\n"
                             "  - Homework (3 points): {ref}`c`, then {ref}`d`\n") == {
        "a-1": 5, "c": 3}


def test_every_homework_exercise_of_the_syllabus_has_a_graded_cell_worth_its_points():
    found = {}
    for path in CHAPTER_FILES:
        notebook = assignment(path)
        cells = notebook["cells"]
        for position, cell in enumerate(cells):
            meta = cell["metadata"].get("nbgrader")
            if meta and meta["grade"]:
                found.setdefault(cell["metadata"]["attnviz"]["exercise"], []).append(
                    (path.stem, meta["grade_id"], meta["points"]))
            if not (meta or {}).get("grade_id", "").endswith("-answer"):
                continue
            label = cell["metadata"]["attnviz"]["exercise"]
            # a manually graded Markdown answer worth the syllabus' points, after a prompt
            # that names the exercise and after the student edition's cell to write code in
            assert cell["cell_type"] == "markdown" and tags(cell) == ["exercise-answer"]
            assert (meta["solution"], meta["locked"], meta["points"]) == (
                True, False, HOMEWORK[label])
            prompt, code = cells[position - 1], cells[position - 2]
            assert f"Exercise {INDEX.exercises[label]}" in src(prompt)
            assert code["metadata"]["attnviz"] == {"answer": "code", "exercise": label}
            assert code["cell_type"] == "code" and "nbgrader" not in code["metadata"]
            # the source holds the worked solution, which the release replaces
            assert src(cell) != "YOUR ANSWER HERE" and "{solution" not in src(cell)
    missing = set(HOMEWORK) - set(found)
    assert not missing, f"homework of the syllabus with no graded cell: {sorted(missing)}"
    for label, cells in found.items():
        points = sum(points for _, _, points in cells)
        assert points == 5, (label, cells)  # one 5-point answer, or 1 + 2 + 2
        assert len({chapter for chapter, _, _ in cells}) == 1, (label, cells)


def test_no_myst_left_and_every_cell_valid(chapter):
    _, _, notebook = chapter
    for number, cell in enumerate(notebook["cells"], 1):
        if cell["cell_type"] == "markdown":
            found = RAW_MYST.search(src(cell))
            assert found is None, f"cell {number}: {found[0]!r} would show raw in Jupyter"
            assert "{solution-start}" not in src(cell) and "{solution-end}" not in src(cell)
        else:
            assert cell["outputs"] == [] and cell["execution_count"] is None
        assert "solution" not in cell["metadata"].get("attnviz", {})
    assert "widgets" not in notebook["metadata"]
    ids = [cell["id"] for cell in notebook["cells"]]
    assert len(ids) == len(set(ids))
    assert all(CELL_ID.match(cell_id) for cell_id in ids)
    nbformat = pytest.importorskip("nbformat")
    nbformat.validate(nbformat.from_dict(notebook))


def test_the_assignment_is_the_student_edition_with_graded_cells(chapter):
    """Every cell of the student edition is in the assignment as it is, but for the cells the
    kit grades (the stubs, the checks and the homework's answers) and the reference list, which
    also lists what the worked solutions cite."""
    table, original, notebook = chapter
    path = ROOT / "notebooks" / f"{table.name}.ipynb"
    edition = student_edition(original, name=path.name, index=INDEX,
                              full_chapter_url=f"{_repository()}/notebooks/{path.name}")
    ours = {cell["id"]: cell for cell in notebook["cells"]}
    for cell in edition["cells"]:
        info = cell["metadata"].get("attnviz", {})
        if {"exercise-stub", "exercise-check"} & set(tags(cell)) or (
                info.get("answer") == "text" and info["exercise"] in HOMEWORK):
            assert cell["id"] not in ours
            continue
        if cell["id"] == "student-edition-references":
            listed = set(src(ours[cell["id"]]).splitlines())
            assert set(src(cell).splitlines()) <= listed
            continue
        assert ours.get(cell["id"]) == cell, cell["id"]
    assert notebook["cells"][1]["id"] == "student-edition-note"


def _repository():
    yaml = pytest.importorskip("yaml")
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))["repository"]
    return f"{config['url']}/blob/{config['branch']}"


def test_answer_cells_keep_the_stubs_contract_outside_the_markers(chapter):
    _, original, notebook = chapter
    stubs = [src(c) for c in original["cells"] if "exercise-stub" in tags(c)]
    answers = [src(c) for c in graded(notebook, "-code")]
    assert len(stubs) == len(answers)
    for stub, answer in zip(stubs, answers, strict=True):
        assert answer.count(BEGIN) == 1 and answer.count(END) == 1
        # outside the markers: the stub without its raise line
        before = answer.split(BEGIN)[0].rstrip(" ")
        assert before == contract(stub) + "\n"
        assert stub.startswith(before) and "raise NotImplementedError" in stub[len(before):]
        assert "raise NotImplementedError" not in answer
        # the release keeps the contract: a docstring with the shapes
        (fn,) = ast.parse(released(answer)).body
        assert ast.get_docstring(fn), f"{fn.name}'s stub states no contract"
    for cell in graded(notebook):  # the website's hiding tag is gone, as in the student edition
        assert "remove-cell" not in tags(cell)


def test_chapter_11s_stubs_state_their_shapes_in_docstrings_the_release_keeps():
    notebook = assignment(ROOT / "notebooks" / "11_language_models.ipynb")
    answers = {cell["id"]: src(cell) for cell in graded(notebook, "-code")}
    assert sorted(answers) == ["absorbed_scores-code", "gather_blocks-code", "keep_slots-code",
                               "quantize_keys-code"]
    for answer in answers.values():
        doc = ast.get_docstring(ast.parse(released(answer)).body[0])
        assert "->" in doc


def test_a_contract_is_the_def_line_docstring_and_leading_comments():
    assert contract('def f(x):\n    """(B, T) -> (B,)."""\n    raise NotImplementedError') == (
        'def f(x):\n    """(B, T) -> (B,)."""')
    assert contract("def f(x):\n    # (B, T) -> (B,)\n\n    raise NotImplementedError") == (
        "def f(x):\n    # (B, T) -> (B,)")
    assert contract('def f(\n    x,\n):\n    """Doc."""\n    # x: (T,)\n    return x') == (
        'def f(\n    x,\n):\n    """Doc."""\n    # x: (T,)')
    assert answer_source("def f(x):\n    # x: (T,) -> (T,)\n    raise NotImplementedError",
                         "def f(x):\n    return x") == (
        f"def f(x):\n    # x: (T,) -> (T,)\n    {BEGIN}\n    return x\n    {END}")


def test_solution_passes_and_release_is_not_attempted(chapter):
    table, _, notebook = chapter
    cells = graded(notebook)
    for index, ex in enumerate(table.exercises):
        answer, test = src(cells[3 * index]), src(cells[3 * index + 1])
        solved = run_cell(answer)
        assert getattr(exercises, ex.checker)(solved[ex.function]).verdict == "pass"
        run_cell(answer + "\n\n" + test)  # the test cell passes with the solution
        stub = run_cell(released(answer))
        assert getattr(exercises, ex.checker)(stub[ex.function]).verdict == "not attempted"
        with pytest.raises(AssertionError, match="not attempted"):
            run_cell(released(answer) + "\n\n" + test)


def test_explanations_and_homework_answers_hold_the_worked_solutions():
    notebook = assignment(ROOT / "notebooks" / "04_bahdanau_attention.ipynb")
    explanation = next(c for c in notebook["cells"] if c["id"] == "sentence_bleu-explanation")
    assert src(explanation).startswith("`collections.Counter` counts the $n$-grams")
    notebook = assignment(ROOT / "notebooks" / "01_queries_keys_values.ipynb")
    shift = next(c for c in notebook["cells"] if c["id"] == "ch1-ex-shift-answer")
    # the prose first, then the code of the worked solution as a fenced block
    assert src(shift).startswith("$\\exp(s_i + c) / \\sum_j \\exp(s_j + c)")
    assert "\n```python\n" in src(shift)
    # a reference to another exercise reads as the book numbers it
    softmax = next(c for c in notebook["cells"] if c["id"] == "softmax-explanation")
    assert f"Exercise {INDEX.exercises['ch1-ex-shift']} shows" in src(softmax)


def test_same_chapter_same_assignment(tmp_path):
    path = CHAPTER_FILES[0]
    first = write_course([path], tmp_path / "a")[0]
    second = write_course([path], tmp_path / "b")[0]
    assert first.read_bytes() == second.read_bytes()
    assert first.relative_to(tmp_path / "a").parts == ("source", path.stem, path.name)
    assert json.loads(first.read_text(encoding="utf-8")) == assignment(path)


def test_answer_source_moves_imports_inside_the_markers():
    stub = 'def f(x):\n    """Doc."""\n    raise NotImplementedError("Write f")'
    solution = "import math\n\n\ndef f(x):\n    # one line\n    return math.sqrt(x)"
    assert answer_source(stub, solution) == (
        'def f(x):\n    """Doc."""\n    ### BEGIN SOLUTION\n    import math\n\n'
        "    # one line\n    return math.sqrt(x)\n    ### END SOLUTION")


@pytest.mark.parametrize("solution, message", [
    ("def g(x):\n    return x", "must define f"),
    ("def f(x, y):\n    return x", "stub's arguments"),
    ("y = 1\n\n\ndef f(x):\n    return x", "imports besides f"),
    ("def f(x):\n    return x\n\n\ndef h(x):\n    return x", "exactly one function"),
])
def test_solutions_that_do_not_fit_are_refused(solution, message):
    with pytest.raises(NotebookError, match=message):
        answer_source("def f(x):\n    raise NotImplementedError", solution)


def test_a_check_cell_must_end_with_the_check():
    assert assertion_source("from m import check_f\n\ncheck_f(f)") == (
        "from m import check_f\n\ncheck = check_f(f)\nassert check.passed, check.message")
    with pytest.raises(NotebookError, match="must end with a call"):
        assertion_source("check_f(f)\nprint('done')")


# --- The guide's nbgrader commands are CI's --------------------------------------------------

GUIDE = ROOT / "book" / "teaching" / "grading.md"
CI = ROOT / ".ci" / "grading-kit"


def _guide_section():
    text = GUIDE.read_text(encoding="utf-8")
    return text.split("## With nbgrader on a JupyterHub", 1)[1].split("\n## ", 1)[0]


def _commands(script):
    """The shell commands of a script, continuation lines joined, comments dropped."""
    lines = re.sub(r"\\\n\s*", " ", script).splitlines()
    return [line.split(" #")[0].strip() for line in lines
            if line.strip() and not line.lstrip().startswith("#")]


def test_the_guide_installs_nbgrader_with_the_command_ci_runs():
    blocks = re.findall(r"```bash\n(.*?)```", _guide_section(), flags=re.DOTALL)
    guide = _commands(blocks[0])
    ci = _commands(CI.read_text(encoding="utf-8"))
    # the guide's environment: the tool that lays it out, then nbgrader on the PATH
    install = [c for c in guide if "tools.nbgrader_env" in c]
    assert len(install) == 1
    folder = shlex.split(install[0])[-1]
    assert shlex.split(install[0]) == ["python", "-m", "tools.nbgrader_env", folder]
    assert f'export PATH="$PWD/{folder}/bin:$PATH"' in guide
    # CI runs the same tool with its own folder, and puts it on the PATH the same way
    ci_install = [shlex.split(c) for c in ci if "tools.nbgrader_env" in c]
    assert len(ci_install) == 1 and ci_install[0][:3] == ["python", "-m", "tools.nbgrader_env"]
    ci_folder = ci_install[0][3]
    assert f'export PATH="{ci_folder}/bin:$PATH"' in ci
    # the tool installs the pins the page names, and they are a file an instructor has
    pins = ROOT / "requirements-nbgrader.txt"
    assert pins.is_file() and "`requirements-nbgrader.txt`" in _guide_section()
    version = re.search(r"^nbgrader==(\S+)$", pins.read_text(encoding="utf-8"), re.MULTILINE)
    assert version and f"nbgrader {version[1]}" in _guide_section()
    assert "pip install nbgrader" not in GUIDE.read_text(encoding="utf-8")
    # the kit, then nbgrader's command, as CI runs them
    assert any(c.startswith("python -m attnviz.grading.nbgrader_kit ") for c in guide)
    assert any(c.startswith("python -m attnviz.grading.nbgrader_kit ") for c in ci)
    assert any(c.startswith("nbgrader generate_assignment") for c in guide)
    assert any(c.startswith("nbgrader generate_assignment") for c in ci)


def test_the_guides_nbgrader_config_is_cis():
    """The Execute settings the page gives are the ones CI's course runs with (CI's own cell
    limit is shorter, for its quick chapter: it proves the interrupt in seconds)."""
    blocks = re.findall(r"```python\n(.*?)```", _guide_section(), flags=re.DOTALL)
    config = [line.split("#")[0].strip() for block in blocks for line in block.splitlines()
              if line.startswith("c.Execute.")]
    assert any(line.startswith("c.Execute.timeout = ") for line in config)
    assert "c.Execute.interrupt_on_timeout = True" in config
    assert "c.Execute.raise_on_iopub_timeout = False" in config
    ci = CI.read_text(encoding="utf-8")
    for line in config:
        if not line.startswith("c.Execute.timeout"):
            assert line in ci, f"CI's nbgrader_config.py lacks {line!r}"
    assert re.search(r"^c\.Execute\.timeout = \d+", ci, re.MULTILINE)
