"""How a chapter marks its exercises, read by the grader, the student edition and the nbgrader
kit (chapter 1's exercises onwards, and the book's build tools).

An exercise is three cells: a stub tagged :data:`STUB_TAG` (hidden on the website by
:data:`HIDDEN_TAG`), the worked solution between a ``{solution-start}`` and a
``{solution-end}`` directive, and a check cell tagged :data:`CHECK_TAG`. These conventions are
stated once, here, with the error a chapter that breaks them raises.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

__all__ = [
    "CHECK_TAG",
    "HIDDEN_TAG",
    "SOLUTION_END",
    "SOLUTION_START",
    "STUB_TAG",
    "NotebookError",
    "read_notebook",
    "source",
    "tags",
]

STUB_TAG = "exercise-stub"
CHECK_TAG = "exercise-check"
HIDDEN_TAG = "remove-cell"  # hides the stub on the website; the student edition shows it

# The opening line of a sphinx-exercise directive, fenced with backticks or colons.
SOLUTION_START = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-start\}[ \t]*(?P<label>\S*)")
SOLUTION_END = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-end\}")


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
