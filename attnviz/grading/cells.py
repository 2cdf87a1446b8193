"""How a chapter marks its exercises, read by the grader and the nbgrader kit (chapter 1's
exercises onwards, and the book's build tools).

An exercise is three cells: a stub tagged :data:`STUB_TAG` (hidden on the website by
:data:`HIDDEN_TAG`), the worked solution between a ``{solution-start}`` and a
``{solution-end}`` directive, and a check cell tagged :data:`CHECK_TAG`. These conventions are
stated once, here.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = [
    "CHECK_TAG",
    "HIDDEN_TAG",
    "SOLUTION_END",
    "SOLUTION_START",
    "STUB_TAG",
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
