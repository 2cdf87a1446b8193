"""The nbgrader source assignments written by attnviz.grading.nbgrader_kit, without nbgrader itself:
metadata and points per the rubric, the solution markers, and what the answer and test cells do
when run with the solution (full marks) and as nbgrader releases them (none).

.ci/grading-kit runs nbgrader's own generate_assignment and autograde on them.
"""

import json
import math
import re
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz import exercises
from attnviz.grading import grade
from attnviz.grading.nbgrader_kit import (
    BEGIN,
    END,
    NotebookError,
    answer_source,
    assertion_source,
    source_assignment,
    write_course,
)

ROOT = Path(__file__).resolve().parents[1]
CHAPTER_FILES = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
CELL_ID = re.compile(r"^[a-zA-Z0-9-_]{1,64}$")  # nbformat 4.5's cell id


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def src(cell):
    return "".join(cell["source"])


def graded(notebook):
    return [c for c in notebook["cells"] if "nbgrader" in c["metadata"]]


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


@pytest.fixture(scope="module", params=CHAPTER_FILES, ids=lambda p: p.stem)
def chapter(request):
    path = request.param
    return grade.find_chapter(path.stem), load(path), source_assignment(load(path), root=ROOT)


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
    # 5 points per exercise, as the homework rubric gives
    assert sum(c["metadata"]["nbgrader"]["points"] for c in cells) == 5 * len(table.exercises)


def test_cell_ids_unique_and_valid(chapter):
    _, _, notebook = chapter
    ids = [cell["id"] for cell in notebook["cells"]]
    assert len(ids) == len(set(ids))
    assert all(CELL_ID.match(cell_id) for cell_id in ids)


def test_answer_cells_keep_the_stub_outside_the_markers(chapter):
    _, original, notebook = chapter
    stubs = [src(c) for c in original["cells"] if "exercise-stub" in c["metadata"].get("tags", [])]
    answers = [src(c) for c in graded(notebook) if c["id"].endswith("-code")]
    assert len(stubs) == len(answers)
    for stub, answer in zip(stubs, answers, strict=True):
        assert answer.count(BEGIN) == 1 and answer.count(END) == 1
        # outside the markers: the stub without its raise line
        before = answer.split(BEGIN)[0].rstrip(" ")
        assert stub.startswith(before) and "raise NotImplementedError" in stub[len(before):]
        assert "raise NotImplementedError" not in answer
    for cell in graded(notebook):  # the website's hiding tag is gone, as in the student edition
        assert "remove-cell" not in cell["metadata"].get("tags", [])


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


def test_solutions_are_only_between_markers_and_in_explanations(chapter):
    _, _, notebook = chapter
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            assert "{solution-start}" not in src(cell) and "{solution-end}" not in src(cell)
        else:
            assert cell["outputs"] == [] and cell["execution_count"] is None
    assert "widgets" not in notebook["metadata"]


def test_explanation_is_the_worked_solutions_prose():
    notebook = source_assignment(load(ROOT / "notebooks" / "04_bahdanau_attention.ipynb"),
                                 root=ROOT)
    explanation = next(c for c in notebook["cells"] if c["id"] == "sentence_bleu-explanation")
    assert src(explanation).startswith("`collections.Counter` counts the $n$-grams")


def test_same_chapter_same_assignment(tmp_path):
    path = CHAPTER_FILES[0]
    first = write_course([path], tmp_path / "a")[0]
    second = write_course([path], tmp_path / "b")[0]
    assert first.read_bytes() == second.read_bytes()
    assert first.relative_to(tmp_path / "a").parts == ("source", path.stem, path.name)


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
        "from m import check_f\n\nassert check_f(f).passed, check_f(f).message")
    with pytest.raises(NotebookError, match="must end with a call"):
        assertion_source("check_f(f)\nprint('done')")
