"""Each chapter as an nbgrader source assignment: its student edition, graded by the rubric.

nbgrader (https://nbgrader.readthedocs.io) is the Jupyter project's grader, used with
JupyterHub: the instructor keeps a *source* version of each assignment, with the solutions
between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` and nbgrader's metadata on the graded
cells; ``nbgrader generate_assignment`` strips the solutions into the *release* version;
``nbgrader autograde`` runs each submission and scores its test cells. This module writes that
source version of a chapter (chapters 1 to 12) from the chapter's student edition
(:mod:`attnviz.grading.student_edition`: no worked solution, the Markdown plain as Jupyter
shows it, with the book's numbers and no MyST left), with the worked solutions put back where
nbgrader strips them. Each build-it-yourself exercise (an ``exercise-stub`` cell and its
``exercise-check`` cell) becomes three graded cells:

- the stub becomes an **answer cell**: its ``def`` line and its contract (the docstring, and
  any comment lines before the body), then the worked solution's body between the markers (the
  release keeps the contract and puts ``raise NotImplementedError()`` where the body was);
  marked by a person for the rubric's *code* point (``points: 1``);
- the check cell becomes an autograded **test cell**, locked, worth the rubric's *correctness*
  points (``points: 2``): ``check = check_x(fn)`` then ``assert check.passed, check.message``,
  so a failing function's diagnosis is the feedback (the checker runs once: a function that
  runs too long is interrupted once, by the checker, within nbgrader's cell limit);
- a Markdown **explanation cell** follows, after a prompt (``points: 2``, marked by a person;
  the source holds the worked solution's prose, the release shows "YOUR ANSWER HERE").

Each other exercise that the syllabus (``book/teaching/syllabus.md``) assigns as "Homework
(N points)" keeps the student edition's code cell to write in, and its Markdown answer cell
becomes a **manually graded answer** worth the N points (the rubric's correctness, explanation
and code, all read by the marker), after a prompt; the source holds the worked solution, its
code as fenced blocks. The chapter's other exercises keep their answer cells, ungraded, and
every other cell is the student edition's. Each graded cell says which exercise it belongs to
in ``metadata.attnviz.exercise``. Usage, from the repository root::

    python -m attnviz.grading.nbgrader_kit notebooks/0[1-5]_*.ipynb --course-dir course/
    # -> course/source/01_queries_keys_values/01_queries_keys_values.ipynb, ...
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import textwrap
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from attnviz.grading.cells import CHECK_TAG, STUB_TAG, NotebookError, read_notebook
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.myst import HEADING, BookIndex, book_chapters, book_index, chapter_url
from attnviz.grading.student_edition import ANSWER_TAG, student_edition

__all__ = ["BEGIN", "CODE_POINTS", "CORRECTNESS_POINTS", "END", "EXPLANATION_POINTS",
           "SYLLABUS", "NotebookError", "answer_source", "assertion_source", "contract",
           "nbgrader_metadata", "source_assignment", "syllabus_homework", "write_course"]

CODE_POINTS = 1  # the rubric's code point, marked by a person
CORRECTNESS_POINTS = 2  # the rubric's correctness points, decided by the check cell
EXPLANATION_POINTS = 2  # the rubric's explanation points, marked by a person
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"
SYLLABUS = "book/teaching/syllabus.md"  # under the repository's root

_CHECK_CALL = re.compile(r"\b(check_\w+)\s*\(\s*(\w+)\s*\)\s*$")
# "- Homework (5 points): {ref}`ch1-ex-shift` ...", one exercise per line of the syllabus
_HOMEWORK = re.compile(r"^[ \t]*[-*][ \t]+Homework \((?P<points>\d+) points?\):[ \t]*"
                       r"\{ref\}`(?P<label>[^`<>]+)`", re.MULTILINE)


def nbgrader_metadata(grade_id: str, *, grade: bool, solution: bool, locked: bool,
                      points: int = 0) -> dict[str, Any]:
    """The ``nbgrader`` cell metadata of schema version 3."""
    meta = {"grade": grade, "grade_id": grade_id, "locked": locked, "schema_version": 3,
            "solution": solution, "task": False}
    if grade:
        meta["points"] = points
    return meta


def _cell(cell_type: str, source: str, cell_id: str, meta: dict[str, Any] | None = None,
          *, tags: Sequence[str] = (), exercise: dict[str, str] | None = None
          ) -> dict[str, Any]:
    """A new cell; ``meta`` is its nbgrader metadata, ``exercise`` its ``attnviz`` one."""
    metadata: dict[str, Any] = {}
    if exercise is not None:
        metadata["attnviz"] = exercise
    if meta is not None:
        metadata["nbgrader"] = meta
    if tags:
        metadata["tags"] = list(tags)
    cell: dict[str, Any] = {"cell_type": cell_type, "id": cell_id, "metadata": metadata,
                            "source": source}
    if cell_type == "code":
        cell["execution_count"] = None
        cell["outputs"] = []
    return cell


def _function(source: str, where: str) -> tuple[ast.FunctionDef, list[ast.stmt]]:
    """The one top-level function ``source`` defines, and its other top-level statements."""
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        raise NotebookError(f"{where} is not valid Python: {error}") from error
    defs = [node for node in tree.body if isinstance(node, ast.FunctionDef)]
    others = [node for node in tree.body if not isinstance(node, ast.FunctionDef)]
    if len(defs) != 1:
        raise NotebookError(f"{where} must define exactly one function, defines {len(defs)}")
    return defs[0], others


def _has_docstring(fn: ast.FunctionDef) -> bool:
    first = fn.body[0]
    return (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str))


def _header_end(lines: list[str], fn: ast.FunctionDef) -> int:
    """The number of the last line of ``fn``'s ``def ...:`` header (1-based)."""
    for last in range(fn.lineno, fn.body[0].lineno + 1):
        header = "\n".join(lines[fn.lineno - 1:last])
        try:
            ast.parse(textwrap.dedent(header) + "\n    pass")
        except SyntaxError:
            continue
        return last
    return fn.body[0].lineno - 1


def _contract_end(lines: list[str], fn: ast.FunctionDef) -> int:
    """The number of the last line of ``fn``'s contract: its header, its docstring and the
    comment lines before its first statement (1-based)."""
    body = fn.body[1:] if _has_docstring(fn) else fn.body
    last = body[0].lineno - 1 if body else fn.end_lineno or fn.lineno
    last = max(last, _header_end(lines, fn))
    while last > fn.lineno and not lines[last - 1].strip():
        last -= 1
    return last


def contract(stub: str, *, where: str = "the stub") -> str:
    """What the learner is given of ``stub``'s function: its ``def`` line, its docstring and the
    comment lines before its body (the shapes it takes and returns)."""
    fn, _ = _function(stub, where)
    lines = stub.splitlines()
    return "\n".join(lines[:_contract_end(lines, fn)])


def answer_source(stub: str, solution: str, *, where: str = "the exercise") -> str:
    """The answer cell: the stub's contract (:func:`contract`), the solution's body between
    markers.

    ``solution`` defines the stub's function with the same arguments, after any imports (which
    go inside the function, within the markers).
    """
    stub_fn, rest = _function(stub, f"the stub of {where}")
    if rest:
        raise NotebookError(f"the stub of {where} must hold only its function")
    fn, others = _function(solution, f"the solution of {where}")
    if fn.name != stub_fn.name or ast.dump(fn.args) != ast.dump(stub_fn.args):
        raise NotebookError(f"the solution of {where} must define {stub_fn.name} with the "
                            f"stub's arguments, defines {fn.name}({ast.unparse(fn.args)})")
    if any(not isinstance(node, (ast.Import, ast.ImportFrom)) for node in others):
        raise NotebookError(f"the solution of {where} may hold imports besides {fn.name}, "
                            "nothing else")
    lines = solution.splitlines()
    indent = " " * stub_fn.body[0].col_offset
    body_start = fn.body[0].end_lineno if _has_docstring(fn) else _header_end(lines, fn)
    body = textwrap.dedent("\n".join(lines[body_start:fn.end_lineno])).strip("\n")
    imports = [ast.get_source_segment(solution, node) or "" for node in others]
    inner = "\n".join([*imports, *([""] if imports else []), body])
    return "\n".join([contract(stub, where=f"the stub of {where}"), indent + BEGIN,
                      textwrap.indent(inner, indent, lambda line: bool(line.strip())),
                      indent + END])


def assertion_source(check: str, *, where: str = "the check cell") -> str:
    """The test cell: the check cell's imports, its checker's result (one run), then an
    assertion on it whose message is the checker's."""
    lines = check.rstrip().splitlines()
    call = _CHECK_CALL.search(lines[-1]) if lines else None
    if call is None:
        raise NotebookError(f"{where} must end with a call check_x(function), ends with "
                            f"{lines[-1] if lines else '(nothing)'!r}")
    return "\n".join([*lines[:-1], f"check = {call[1]}({call[2]})",
                      "assert check.passed, check.message"])


def syllabus_homework(text: str) -> dict[str, int]:
    """``{exercise label: points}`` of every exercise the syllabus assigns as "Homework (N
    points)" (the optional ones are not marked)."""
    return {match["label"].strip(): int(match["points"]) for match in _HOMEWORK.finditer(text)}


def _homework(root: Path | None) -> dict[str, int]:
    """The homework of the syllabus under ``root`` (none without a root or a syllabus)."""
    syllabus = root / SYLLABUS if root is not None else None
    if syllabus is None or not syllabus.is_file():
        return {}
    return syllabus_homework(syllabus.read_text(encoding="utf-8"))


def _written_solution(solution: list[dict[str, str]]) -> str:
    """A worked solution as one Markdown text: its prose, and its code as fenced blocks."""
    return "\n\n".join(part["source"] if part["cell_type"] == "markdown"
                       else f"```python\n{part['source'].strip()}\n```" for part in solution)


def _chapter_name(chapter: dict[str, Any], index: BookIndex) -> str:
    """The chapter's file name, found by its title among the book's chapters."""
    cells = chapter.get("cells") or [{}]
    title = HEADING.match(_source(cells[0]).split("\n", 1)[0])
    stems = [stem for stem, known in index.titles.items() if title and known == title["title"]]
    return f"{stems[0]}.ipynb" if len(stems) == 1 else "chapter.ipynb"


def source_assignment(chapter: dict[str, Any], *, root: Path | None = None,
                      name: str | None = None, index: BookIndex | None = None,
                      homework: Mapping[str, int] | None = None) -> dict[str, Any]:
    """The nbgrader source version of ``chapter`` (a notebook as JSON); see the module doc.

    Args:
        chapter: the chapter (the solution edition, ``notebooks/NN_*.ipynb``); not modified.
        root: the repository it comes from: its chapters number the references (and a
            ``{printed}`` role that names another source finds it there), and its syllabus
            says which exercises are homework.
        name: the chapter's file name (by default, the book's chapter of the same title).
        index: the book's index (:func:`attnviz.grading.myst.book_index`), if already read.
        homework: ``{exercise label: points}`` (by default, :func:`syllabus_homework` of the
            root's syllabus; none without a root).

    Raises:
        NotebookError: the chapter has no student edition, or an exercise's stub and worked
            solution do not fit together; the message says where.
    """
    if index is None:
        index = book_index(book_chapters(root)) if root is not None else BookIndex()
        index.root = index.root or root
        name = name or _chapter_name(chapter, index)
        if Path(name).stem not in index.chapters:  # a chapter outside the book: by its name
            prefix = re.match(r"\d+", name)
            index.add_chapter(chapter, stem=Path(name).stem,
                              number=int(prefix[0]) if prefix else 0)
    name = name or _chapter_name(chapter, index)
    homework = _homework(root) if homework is None else homework
    path = root / "notebooks" / name if root is not None else None
    url = chapter_url(path) if path is not None and path.is_file() else None
    edition = student_edition(chapter, name=name, full_chapter_url=url, index=index,
                              solutions=True)
    cells: list[dict[str, Any]] = []
    stub: tuple[str, str, str] | None = None  # (function, label, explanation) of the stub
    for cell in edition["cells"]:
        tags = _tags(cell)
        info = cell.get("metadata", {}).pop("attnviz", None) or {}
        solution = info.pop("solution", None)
        label = info.get("exercise", "")
        if STUB_TAG in tags:
            if solution is None:
                raise NotebookError(f"the exercise stub {_source(cell).splitlines()[0]!r} "
                                    "has no worked solution (a solution block labelled with "
                                    "its exercise's label)")
            function = _function(_source(cell), f"the stub of {label!r}")[0].name
            code = "\n\n".join(part["source"] for part in solution
                               if part["cell_type"] == "code")
            explanation = "\n\n".join(part["source"] for part in solution
                                      if part["cell_type"] == "markdown")
            cells.append(_cell("code", answer_source(_source(cell), code, where=repr(label)),
                               f"{function}-code",
                               nbgrader_metadata(f"{function}-code", grade=True,
                                                 solution=True, locked=False,
                                                 points=CODE_POINTS),
                               tags=tags, exercise={"exercise": label}))
            stub = (function, label, explanation)
            continue
        if CHECK_TAG in tags and stub is not None:
            function, label, explanation = stub
            cells += [
                _cell("code", assertion_source(_source(cell), where=f"the check of {label!r}"),
                      f"{function}-check",
                      nbgrader_metadata(f"{function}-check", grade=True, solution=False,
                                        locked=True, points=CORRECTNESS_POINTS),
                      tags=tags, exercise={"exercise": label}),
                _cell("markdown", f"**Explain your `{function}`** ({EXPLANATION_POINTS} "
                      "points, read by the marker): how it works, and what the exercise asks "
                      "you to say about it.", f"{function}-explain-prompt"),
                _cell("markdown", explanation or "YOUR ANSWER HERE", f"{function}-explanation",
                      nbgrader_metadata(f"{function}-explanation", grade=True, solution=True,
                                        locked=False, points=EXPLANATION_POINTS),
                      exercise={"exercise": label})]
            stub = None
            continue
        if ANSWER_TAG in tags and label in homework:
            if info.get("answer") != "code":
                continue  # its place is taken by the graded answer, after the code cell
            cell["metadata"]["attnviz"] = info
            number = index.exercises.get(label)
            exercise = f"Exercise {number}" if number else f"exercise {label}"
            points = homework[label]
            cells += [
                cell,
                _cell("markdown", f"**Your answer to {exercise}** ({points} points, read by "
                      "the marker: correctness, explanation and code). Write and run your code "
                      "in the cell above; here, answer what the exercise asks, with the numbers "
                      "or plots of your own run.", f"{label}-answer-prompt"),
                _cell("markdown", _written_solution(solution) if solution
                      else "YOUR ANSWER HERE", f"{label}-answer",
                      nbgrader_metadata(f"{label}-answer", grade=True, solution=True,
                                        locked=False, points=points),
                      tags=[ANSWER_TAG], exercise={"exercise": label, "answer": "text"})]
            continue
        if info:
            cell["metadata"]["attnviz"] = info
        cells.append(cell)
    for cell in cells:
        if isinstance(cell.get("source"), str):
            cell["source"] = cell["source"].splitlines(True)
    edition["cells"] = cells
    return edition


def write_course(chapters: Sequence[str | Path], course_dir: str | Path) -> list[Path]:
    """Write each chapter's source assignment to ``course_dir/source/<stem>/<stem>.ipynb``."""
    paths = [Path(chapter) for chapter in chapters]
    index = book_index(paths)
    homework = _homework(index.root)
    written = []
    for path in paths:
        try:
            notebook = source_assignment(read_notebook(path), root=index.root, name=path.name,
                                         index=index, homework=homework)
        except NotebookError as error:
            raise NotebookError(f"{path}: {error}") from None
        target = Path(course_dir) / "source" / path.stem / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                          encoding="utf-8")
        written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attnviz.grading.nbgrader_kit",
        description="Write each chapter notebook as an nbgrader source assignment.")
    parser.add_argument("chapters", nargs="+", metavar="CHAPTER",
                        help="chapter notebooks (the solution edition, notebooks/NN_*.ipynb)")
    parser.add_argument("--course-dir", required=True,
                        help="the nbgrader course folder; assignments go to its source/")
    args = parser.parse_args(argv)
    for chapter in args.chapters:
        if not Path(chapter).is_file():
            parser.error(f"CHAPTER: no such file: {chapter!r}")
    try:
        written = write_course(args.chapters, args.course_dir)
    except NotebookError as error:
        parser.error(str(error))
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
