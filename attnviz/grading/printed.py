"""Numbers in a chapter's prose, read from what its cells printed: the ``{printed}`` role.

A result in a chapter's Markdown is written ``{printed}`LABEL```: the first number that the
chapter's committed outputs print right after the text LABEL (which must be printed exactly
once). The content, ``[SOURCE::]LABEL[|n=K][|at=K][|SPEC]``:

- ``SOURCE::``: another chapter (``07_transformer::``) or a committed benchmark output
  (``benchmarks/kv_cache.txt::``); without it, the chapter itself;
- ``|n=K``: the K-th number after the label on its line (a table's row);
- ``|at=K``: the K-th place the label is printed, where a loop prints it more than once;
- ``|SPEC``: a Python format spec (``.2f``, ``,``, ``.1%``); without it, the number as printed.

Inside a Markdown table, write each of these pipes as ``\\|``.

The website (``book/_ext/printed_values.py``), the student edition (:mod:`attnviz.grading.myst`),
the nbgrader assignments (:mod:`attnviz.grading.nbgrader_kit`) and the README's check
(``tools/printed.py``) all read a value here, so each shows the same number.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROLE = re.compile(r"\{printed\}`(?P<content>[^`]*)`")
CHAPTER = re.compile(r"\d\d_[a-z0-9_]+")
# A number as printed: with thousands separators (3,290), or plain (0.510, -1.5e-06, 12).
NUMBER = re.compile(r"(?<![\w.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?"
                    r"(?![\w])")
PICK = re.compile(r"n=(?P<n>[1-9]\d*)")
AT = re.compile(r"at=(?P<at>[1-9]\d*)")
SPEC = re.compile(r"[<>=^]?[+\- ]?#?0?\d*[,_]?(?:\.\d+)?[eEfFgG%d]?")
WIDGET = "application/vnd.jupyter.widget-view+json"  # the output of an ipywidget


class PrintedError(ValueError):
    """A role that reads no number, or an ambiguous one; the message says which and why."""


@dataclass(frozen=True)
class Reference:
    """A parsed role: where to look, the label, which number after it and how to write it."""

    source: str | None
    label: str
    pick: int
    spec: str | None
    at: int | None = None

    @classmethod
    def parse(cls, content: str) -> Reference:
        # In a Markdown table a role's pipes are escaped (\|), or they would end the cell.
        parts = content.replace("\\|", "|").split("|")
        pick, spec, at = 1, None, None
        while len(parts) > 1:
            last = parts[-1]
            if PICK.fullmatch(last):
                pick = int(last[2:])
            elif AT.fullmatch(last):
                at = int(last[3:])
            elif last and SPEC.fullmatch(last):
                spec = last
            else:
                break
            parts.pop()
        label = "|".join(parts)
        source = None
        if "::" in label:
            head, rest = label.split("::", 1)
            if CHAPTER.fullmatch(head) or head.startswith("benchmarks/"):
                source, label = head, rest
        if not label.strip():
            raise PrintedError(f"{{printed}}`{content}`: the label is empty; expected text "
                               "that the outputs print just before the number")
        return cls(source, label, pick, spec, at)


def notebook_texts(notebook: dict[str, Any]) -> tuple[str, ...]:
    """What a notebook's code cells printed: stdout, and the plain text of results and displays
    (an nbformat 4 dict, as ``json.load`` reads it). A widget's display (a progress bar, a
    control) is not read: its plain text is a stand-in for the widget, never a result."""
    texts = []
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                if output.get("name") == "stdout":
                    texts.append("".join(output["text"]))
            elif WIDGET in output.get("data", {}):
                continue
            elif "text/plain" in output.get("data", {}):
                plain = output["data"]["text/plain"]
                texts.append(plain if isinstance(plain, str) else "".join(plain))
    return tuple(texts)


def _format(printed: str, spec: str | None) -> str:
    if spec is None:
        return printed
    plain = printed.replace(",", "").replace("−", "-")
    number: float | int = int(plain) if re.fullmatch(r"-?\d+", plain) else float(plain)
    if isinstance(number, int) and spec[-1:] in "eEfFgG%":
        number = float(number)
    return format(number, spec)


def read(content: str, texts: tuple[str, ...], *, where: str = "the outputs") -> str:
    """The text a ``{printed}`content``` role shows, read from ``texts`` (what one source printed:
    :func:`notebook_texts`); ``where`` names the source in an error."""
    reference = Reference.parse(content)
    found = []
    for text in texts:
        start = text.find(reference.label)
        while start >= 0:
            found.append((text, start + len(reference.label)))
            start = text.find(reference.label, start + 1)
    if reference.at is not None:
        if len(found) < reference.at:
            raise PrintedError(
                f"{{printed}}`{content}`: the label {reference.label!r} is printed "
                f"{len(found)} times in {where}; expected at least {reference.at}")
    elif len(found) != 1:
        raise PrintedError(
            f"{{printed}}`{content}`: the label {reference.label!r} is printed "
            f"{len(found)} times in {where}; expected exactly once (make the label longer, "
            "pick one with |at=K, or print the value with a label of its own)")
    text, end = found[(reference.at or 1) - 1]
    line = text[end:].split("\n", 1)[0]
    numbers = NUMBER.findall(line)
    if len(numbers) < reference.pick:
        raise PrintedError(
            f"{{printed}}`{content}`: after {reference.label!r} in {where} the line "
            f"{line.strip()!r} holds {len(numbers)} number(s); expected at least "
            f"{reference.pick}")
    return _format(numbers[reference.pick - 1], reference.spec)


def file_texts(path: Path) -> tuple[str, ...]:
    """What a source printed: a notebook's outputs (:func:`notebook_texts`), or a text file
    (a committed benchmark output) whole."""
    if path.suffix != ".ipynb":
        return (path.read_text(encoding="utf-8"),)
    return notebook_texts(json.loads(path.read_text(encoding="utf-8")))


def source_file(source: str, root: Path) -> Path:
    """The file a ``SOURCE::`` prefix names, under the repository root ``root``."""
    path = root / source if source.startswith("benchmarks/") else (
        root / "notebooks" / f"{source}.ipynb")
    if not path.is_file():
        raise PrintedError(f"{{printed}}: the source {source!r} is not a file ({path}); "
                           "expected a chapter (NN_name) or benchmarks/NAME.txt")
    return path
