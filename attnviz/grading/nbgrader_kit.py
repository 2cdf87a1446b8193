"""Each chapter as an nbgrader source assignment: the exercises graded with the homework rubric.

nbgrader (https://nbgrader.readthedocs.io) is the Jupyter project's grader, used with
JupyterHub: the instructor keeps a *source* version of each assignment, with the solutions
between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` and nbgrader's metadata on the graded
cells; ``nbgrader generate_assignment`` strips the solutions into the *release* version;
``nbgrader autograde`` runs each submission and scores its test cells. This module writes that
source version from a chapter notebook (the solution edition, ``notebooks/NN_*.ipynb``). For
each build-it-yourself exercise (an ``exercise-stub`` cell, its worked solution, its
``exercise-check`` cell):

- the stub and its solution become one **answer cell**: the stub's ``def`` line and docstring,
  then the solution's body between the markers (the release keeps the signature and docstring
  and puts ``raise NotImplementedError()`` where the body was); marked by a person for the
  rubric's *code* point (``points: 1``);
- the check cell becomes an autograded **test cell**, locked, worth the rubric's *correctness*
  points (``points: 2``): ``assert check_x(fn).passed, check_x(fn).message``, so a failing
  function's diagnosis is the feedback;
- the solution's prose becomes a Markdown **explanation cell** after it (``points: 2``, marked
  by a person; the release shows "YOUR ANSWER HERE").

Every other solution block is dropped, as in the student edition (``tools/student_edition.py``), and
outputs are cleared. Usage, from the repository root::

    python -m attnviz.grading.nbgrader_kit notebooks/0[1-5]_*.ipynb --course-dir course/
    # -> course/source/01_queries_keys_values/01_queries_keys_values.ipynb, ...
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import re
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attnviz.grading.cells import CHECK_TAG, HIDDEN_TAG, SOLUTION_END, SOLUTION_START, STUB_TAG
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.printed import (
    ROLE,
    PrintedError,
    Reference,
    file_texts,
    notebook_texts,
    read,
    source_file,
)

CODE_POINTS = 1  # the rubric's code point, marked by a person
CORRECTNESS_POINTS = 2  # the rubric's correctness points, decided by the check cell
EXPLANATION_POINTS = 2  # the rubric's explanation points, marked by a person
BEGIN, END = "### BEGIN SOLUTION", "### END SOLUTION"

_START, _END = SOLUTION_START, SOLUTION_END  # the student edition's reading of a solution block
_CHECK_CALL = re.compile(r"\b(check_\w+)\s*\(\s*(\w+)\s*\)\s*$")


class NotebookError(ValueError):
    """A chapter that cannot be turned into an nbgrader assignment; the message says where."""


def nbgrader_metadata(grade_id: str, *, grade: bool, solution: bool, locked: bool,
                      points: int = 0) -> dict[str, Any]:
    """The ``nbgrader`` cell metadata of schema version 3."""
    meta = {"grade": grade, "grade_id": grade_id, "locked": locked, "schema_version": 3,
            "solution": solution, "task": False}
    if grade:
        meta["points"] = points
    return meta


def _cell(cell_type: str, source: str, cell_id: str, meta: dict[str, Any],
          tags: Sequence[str] = ()) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": cell_type, "id": cell_id,
                            "metadata": {"nbgrader": meta}, "source": source}
    if tags:
        cell["metadata"]["tags"] = list(tags)
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


def answer_source(stub: str, solution: str, *, where: str = "the exercise") -> str:
    """The answer cell: the stub's header and docstring, the solution's body between markers.

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
    stub_lines, lines = stub.splitlines(), solution.splitlines()
    keep = stub_fn.body[0].end_lineno if _has_docstring(stub_fn) else _header_end(stub_lines,
                                                                                   stub_fn)
    indent = " " * stub_fn.body[0].col_offset
    body_start = fn.body[0].end_lineno if _has_docstring(fn) else _header_end(lines, fn)
    body = textwrap.dedent("\n".join(lines[body_start:fn.end_lineno])).strip("\n")
    imports = [ast.get_source_segment(solution, node) or "" for node in others]
    inner = "\n".join([*imports, *([""] if imports else []), body])
    return "\n".join([*stub_lines[:keep], indent + BEGIN,
                      textwrap.indent(inner, indent, lambda line: bool(line.strip())),
                      indent + END])


def assertion_source(check: str, *, where: str = "the check cell") -> str:
    """The test cell: the check cell's imports, then an assertion on its checker's result."""
    lines = check.rstrip().splitlines()
    call = _CHECK_CALL.search(lines[-1]) if lines else None
    if call is None:
        raise NotebookError(f"{where} must end with a call check_x(function), ends with "
                            f"{lines[-1] if lines else '(nothing)'!r}")
    result = f"{call[1]}({call[2]})"
    return "\n".join([*lines[:-1], f"assert {result}.passed, {result}.message"])


def source_assignment(chapter: dict[str, Any], *, root: Path | None = None) -> dict[str, Any]:
    """The nbgrader source version of ``chapter`` (a notebook as JSON); see the module doc.

    ``root`` is the repository the chapter comes from, where a ``{printed}`` role that names
    another source (another chapter, a benchmark output) finds it."""
    notebook = copy.deepcopy(chapter)
    printed = notebook_texts(chapter)  # read before the outputs are cleared
    cells: list[dict[str, Any]] = []
    stub: tuple[int, dict[str, Any]] | None = None  # the exercise stub awaiting its solution
    answer: dict[str, Any] | None = None  # its answer cell, built at the solution's end
    explanation = ""
    opened: str | None = None  # the label of the open solution block
    prose: list[str] = []
    code: list[str] = []
    for index, cell in enumerate(notebook["cells"]):
        where = f"cell {index + 1}"
        tags = _tags(cell)
        if cell.get("cell_type") == "code":
            if opened is not None:
                code.append(_source(cell))
                continue
            cell["outputs"], cell["execution_count"] = [], None
            if STUB_TAG in tags:
                stub = (index, cell)
                continue
            if CHECK_TAG in tags:
                if stub is None or answer is None:
                    raise NotebookError(f"{where} is a check cell with no stub and solution "
                                        "before it")
                function = answer["id"].removesuffix("-code")
                cells.append(answer)
                cells.append(_cell("code", assertion_source(_source(cell), where=where),
                                   f"{function}-check",
                                   nbgrader_metadata(f"{function}-check", grade=True,
                                                     solution=False, locked=True,
                                                     points=CORRECTNESS_POINTS),
                                   [t for t in tags if t != HIDDEN_TAG]))
                cells.append({"cell_type": "markdown", "id": f"{function}-explain-prompt",
                              "metadata": {}, "source": (
                                  f"**Explain your `{function}`** "
                                  f"({EXPLANATION_POINTS} points, read by the marker): how it "
                                  "works, and what the exercise asks you to say about it.")})
                cells.append(_cell("markdown", explanation or "YOUR ANSWER HERE",
                                   f"{function}-explanation",
                                   nbgrader_metadata(f"{function}-explanation", grade=True,
                                                     solution=True, locked=False,
                                                     points=EXPLANATION_POINTS)))
                stub, answer = None, None
                continue
            cells.append(cell)
            continue
        if cell.get("cell_type") != "markdown":
            cells.append(cell)
            continue
        lines, position, changed = _source(cell).splitlines(True), 0, False
        outside: list[str] = []
        while position < len(lines):
            line = lines[position]
            start, end = _START.match(line), _END.match(line)
            marker = start or end
            if marker:
                fence = marker["fence"]
                closing = next((j for j in range(position + 1, len(lines))
                                if lines[j].strip() == fence), len(lines) - 1)
                if start:
                    opened, prose, code, changed = start["label"] or "?", [], [], True
                else:
                    if opened is None:
                        raise NotebookError(f"{where} closes a solution that was not opened")
                    if stub is not None and answer is None:
                        stub_index, stub_cell = stub
                        name = _function(_source(stub_cell), f"cell {stub_index + 1}")[0].name
                        answer = _cell(
                            "code", answer_source(_source(stub_cell), "\n\n".join(code),
                                                  where=f"{opened!r}"),
                            f"{name}-code",
                            nbgrader_metadata(f"{name}-code", grade=True, solution=True,
                                              locked=False, points=CODE_POINTS),
                            [t for t in _tags(stub_cell) if t != HIDDEN_TAG])
                        explanation = "".join(prose).strip()
                    opened, changed = None, True
                position = closing + 1
                continue
            (prose if opened is not None else outside).append(line)
            position += 1
        if not changed:
            cells.append(cell)
        elif "".join(outside).strip():
            trimmed = copy.deepcopy(cell)
            trimmed["source"] = "".join(outside).strip("\n")
            cells.append(trimmed)
    if opened is not None or stub is not None:
        raise NotebookError(f"a solution or an exercise stub is not closed: {opened or stub}")
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            cell["source"] = _plain_numbers(_source(cell), printed, root)
        if isinstance(cell.get("source"), str):
            cell["source"] = cell["source"].splitlines(True)
    notebook["cells"] = cells
    notebook.get("metadata", {}).pop("widgets", None)
    return notebook


def _plain_numbers(text: str, printed: tuple[str, ...], root: Path | None) -> str:
    """``text`` with each ``{printed}`` role written as its number (nbgrader shows Markdown as
    Jupyter does, without MyST's roles)."""

    def number(match: re.Match[str]) -> str:
        content = match["content"]
        reference = Reference.parse(content)
        if reference.source is None:
            return read(content, printed, where="this chapter")
        if root is None:
            raise NotebookError(f"{{printed}}`{content}` reads another source: give the "
                                "repository's root")
        path = source_file(reference.source, root)
        return read(content, file_texts(path), where=str(path))

    try:
        return ROLE.sub(number, text)
    except PrintedError as error:
        raise NotebookError(str(error)) from None


def write_course(chapters: Sequence[str | Path], course_dir: str | Path) -> list[Path]:
    """Write each chapter's source assignment to ``course_dir/source/<stem>/<stem>.ipynb``."""
    written = []
    for chapter in map(Path, chapters):
        notebook = source_assignment(json.loads(chapter.read_text(encoding="utf-8")),
                                     root=chapter.resolve().parent.parent)
        target = Path(course_dir) / "source" / chapter.stem / chapter.name
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
