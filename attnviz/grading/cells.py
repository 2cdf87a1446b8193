"""How a chapter marks its exercises, read by the grader, the student and reader editions and
the nbgrader kit (chapter 1's exercises onwards, and the book's build tools).

An exercise is three cells: a stub tagged :data:`STUB_TAG` (hidden on the website by
:data:`HIDDEN_TAG`), the worked solution between a ``{solution-start}`` and a
``{solution-end}`` directive, and a check cell tagged :data:`CHECK_TAG`. These conventions are
stated once, here, with the error a chapter that breaks them raises: :func:`solution_parts`
reads where each worked solution begins and ends, :func:`check_exercise_cells` that each stub
is followed by its check.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "CHECK_TAG",
    "HIDDEN_TAG",
    "SOLUTION_END",
    "SOLUTION_START",
    "STUB_TAG",
    "NotebookError",
    "Part",
    "chapter_cells",
    "check_exercise_cells",
    "lines",
    "python_source",
    "read_notebook",
    "solution_parts",
    "source",
    "tags",
    "where",
]

STUB_TAG = "exercise-stub"
CHECK_TAG = "exercise-check"
HIDDEN_TAG = "remove-cell"  # hides the stub on the website; the student edition shows it

# The opening line of a sphinx-exercise directive, fenced with backticks or colons.
SOLUTION_START = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-start\}[ \t]*(?P<label>\S*)")
SOLUTION_END = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-end\}")
# A line of IPython's own syntax, not Python: %magic, !shell, obj? and ?obj.
IPYTHON_LINE = re.compile(r"^(?P<indent>[ \t]*)(?:[%!]|\?\w|\w+\?\s*$)")


def source(cell: dict[str, Any]) -> str:
    """A cell's text, whether the file stores it as one string or as a list of lines."""
    text = cell.get("source", "")
    return "".join(text) if isinstance(text, list) else text


def tags(cell: dict[str, Any]) -> list[str]:
    """A cell's tags (a new list)."""
    return list(cell.get("metadata", {}).get("tags", []))


class NotebookError(ValueError):
    """A chapter that breaks the book's conventions, or is no notebook; the message says where."""


def read_notebook(path: Path) -> dict[str, Any]:
    """A notebook file as JSON (``.ipynb``), or a :class:`NotebookError` saying why not."""
    if not path.is_file():
        raise NotebookError("no such file")
    if path.suffix != ".ipynb":
        raise NotebookError("not a notebook: the name must end in .ipynb")
    try:
        notebook = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise NotebookError(f"not a notebook: its JSON does not parse ({error})") from error
    if not isinstance(notebook, dict):
        raise NotebookError("not a notebook: its JSON is not an object")
    return notebook


def lines(text: str) -> list[str]:
    """Text as a notebook file stores it: a list of lines, each but the last ending in \\n."""
    return text.splitlines(keepends=True)


def where(index: int, cell: dict[str, Any]) -> str:
    """'cell 12 (def softmax(scores):)': 1-based, with the cell's first line."""
    first = next((line.strip() for line in source(cell).splitlines() if line.strip()), "")
    first = first if len(first) <= 60 else first[:57] + "..."
    return f"cell {index + 1} ({first})" if first else f"cell {index + 1} (empty)"


def python_source(text: str) -> str:
    """A code cell's source with IPython's own lines (``%magic``, ``!shell``, ``obj?``) as
    ``pass``, so that :mod:`ast` can read the rest."""
    return "\n".join(f"{m['indent']}pass" if (m := IPYTHON_LINE.match(line)) else line
                     for line in text.splitlines())


def chapter_cells(notebook: dict[str, Any]) -> list[dict[str, Any]]:
    """The cells of a chapter notebook (an nbformat 4 dict), which opens with its title."""
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError("not a Jupyter notebook: no list of cells")
    if notebook.get("nbformat") != 4:
        raise NotebookError(f"expected an nbformat 4 notebook, got nbformat "
                            f"{notebook.get('nbformat')!r}")
    cells: list[dict[str, Any]] = notebook["cells"]
    if not cells or cells[0].get("cell_type") != "markdown" or not source(
            cells[0]).startswith("# "):
        raise NotebookError("the first cell must be the chapter's title, a Markdown cell that "
                            "starts with '# ' (an edition's note goes after it)")
    return cells


@dataclass(frozen=True)
class Part:
    """A piece of a chapter, in the chapter's order (:func:`solution_parts`).

    ``kind`` is ``"cell"`` for a whole cell (a code cell, or a Markdown cell without a solution
    marker), ``"text"`` for a run of lines of a Markdown cell that holds markers, and
    ``"start"`` or ``"end"`` for a marker itself (its directive's lines). ``solution`` is the
    label of the solution block the part lies in, ``None`` outside one; a marker carries the
    label of the block it opens or closes.
    """

    index: int  # the chapter's cell it comes from (0-based)
    kind: Literal["cell", "text", "start", "end"]
    text: str  # the lines of a "text" part or a marker; "" for a whole cell
    solution: str | None


def _flush(parts: list[Part], index: int, run: list[str], label: str | None) -> None:
    """End a run of text lines: add it to ``parts`` (if it holds any line), and empty it."""
    if run:
        parts.append(Part(index, "text", "".join(run), label))
        run.clear()


def solution_parts(cells: list[dict[str, Any]]) -> list[Part]:
    """The chapter's cells cut at the worked solutions' markers, in order (:class:`Part`).

    Raises:
        NotebookError: a solution block opened inside another, never closed, closed without
            being opened or whose closing directive has no closing fence, or a stub or check
            cell inside a solution; the message names the cell.
    """
    parts: list[Part] = []
    opened: tuple[int, str] | None = None  # (cell index, label) of the open solution block
    for index, cell in enumerate(cells):
        label = opened[1] if opened is not None else None
        if cell.get("cell_type") != "markdown":
            if opened is not None:
                for tag in (STUB_TAG, CHECK_TAG):
                    if tag in tags(cell):
                        raise NotebookError(
                            f"{where(index, cell)} is tagged {tag!r} but lies inside the "
                            f"solution of {opened[1]!r} opened at cell {opened[0] + 1}: the "
                            "stub goes before the solution-start cell, the check right after "
                            "the solution-end cell")
            parts.append(Part(index, "cell", "", label))
            continue
        text = lines(source(cell))
        if not any(SOLUTION_START.match(line) or SOLUTION_END.match(line) for line in text):
            parts.append(Part(index, "cell", "", label))
            continue
        run: list[str] = []  # the lines of text since the last marker
        position = 0
        while position < len(text):
            line = text[position]
            start, end = SOLUTION_START.match(line), SOLUTION_END.match(line)
            if start:
                if opened is not None:
                    raise NotebookError(
                        f"{where(index, cell)} opens the solution of "
                        f"{start['label'] or '(no label)'!r} while the solution of "
                        f"{opened[1]!r} opened at cell {opened[0] + 1} is not closed: "
                        "end each solution with a Markdown cell ````{solution-end}````")
                _flush(parts, index, run, None)
                # its options (":class: dropdown") and closing fence belong to the marker
                closing = next((j for j in range(position + 1, len(text))
                                if text[j].strip() == start["fence"]), position)
                parts.append(Part(index, "start", "".join(text[position:closing + 1]),
                                  start["label"]))
                opened, position = (index, start["label"]), closing
            elif end:
                if opened is None:
                    raise NotebookError(
                        f"{where(index, cell)} has a solution-end with no solution-start "
                        "before it")
                fence_end = next((j for j in range(position + 1, len(text))
                                  if text[j].strip() == end["fence"]), None)
                if fence_end is None:
                    raise NotebookError(
                        f"{where(index, cell)}: its solution-end directive is never closed "
                        f"(no {end['fence']} line after it in the same cell)")
                _flush(parts, index, run, opened[1])
                parts.append(Part(index, "end", "".join(text[position:fence_end + 1]),
                                  opened[1]))
                opened, position = None, fence_end
            else:
                run.append(line)
            position += 1
        _flush(parts, index, run, opened[1] if opened is not None else None)
    if opened is not None:
        raise NotebookError(
            f"the solution of {opened[1]!r} opened at {where(opened[0], cells[opened[0]])} "
            "has no solution-end: close it with a Markdown cell ````{solution-end}````")
    return parts


def check_exercise_cells(cells: list[dict[str, Any]], parts: list[Part]) -> None:
    """Every stub is followed by its check cell (the next code cell outside the solutions),
    and every check has a stub: else a :class:`NotebookError` naming the cells."""
    stub: int | None = None
    for part in parts:
        cell = cells[part.index]
        if part.kind != "cell" or part.solution is not None or cell.get("cell_type") != "code":
            continue
        index, found = part.index, tags(cell)
        if STUB_TAG in found and CHECK_TAG in found:
            raise NotebookError(f"{where(index, cell)} is tagged both {STUB_TAG!r} and "
                                f"{CHECK_TAG!r}: the stub and its check are two cells")
        if stub is not None and CHECK_TAG not in found:
            raise NotebookError(
                f"the exercise stub {where(stub, cells[stub])} is not followed by a check: "
                f"the next code cell after its solution, {where(index, cell)}, is not tagged "
                f"{CHECK_TAG!r}")
        if CHECK_TAG in found and stub is None:
            raise NotebookError(
                f"the check {where(index, cell)} has no exercise stub before it (a code cell "
                f"tagged {STUB_TAG!r}): in the student edition it would check nothing")
        stub = index if STUB_TAG in found else None
    if stub is not None:
        raise NotebookError(f"the exercise stub {where(stub, cells[stub])} is not followed "
                            f"by a check: the notebook ends without a cell tagged {CHECK_TAG!r}")
