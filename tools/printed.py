"""Numbers in the prose, read from what the cells printed.

A result in a chapter's prose (a BLEU score, a loss, a count the code computed) is not typed in:
it is written as the role ``{printed}`LABEL```, and the book shows the number that the chapter's
committed outputs print right after ``LABEL``. Re-executing a chapter changes its outputs, and
the prose follows: no sentence can keep a number from an earlier run.

The role's content, ``[SOURCE::]LABEL[|n=K][|at=K][|SPEC]``:

- ``LABEL``: text that occurs exactly once in the outputs of the source (stdout, and the plain
  text of results and displays); the value is the first number after it, on the same line. A
  label found nowhere, or more than once, is an error that names it.
- ``SOURCE::``: another chapter (``07_transformer::``, a notebook of ``notebooks/``) or a
  committed benchmark output (``benchmarks/kv_cache.txt::``); without it, the chapter itself.
- ``|n=K``: the K-th number after the label on its line instead of the first (a table's row).
- ``|at=K``: the K-th place the label is printed (in the order of the outputs), where a loop
  prints it more than once; the label must then be printed at least K times.
- ``|SPEC``: a Python format spec for the value (``.2f``, ``,``, ``.1%``); without it, the
  number is shown exactly as it was printed (``3,290``, ``0.510``).

The reading itself is :mod:`attnviz.grading.printed`'s, which the website
(``book/_ext/printed_values.py``), the student edition and the nbgrader assignments share; this
module finds the sources in the repository, lists the numbers that prose writes out
(``tests/test_prose_numbers.py``) and keeps the README's numbers fresh. The README, which GitHub
shows as plain Markdown, writes the number followed by its label in a comment,
``0.510<!-- printed 04_bahdanau_attention::test BLEU (k=2) -->``, and shows a committed
benchmark output whole as a ``text`` code block right after ``<!-- printed-file PATH -->``;
from the repository root::

    python -m tools.printed README.md            # writes each such number afresh
    python -m tools.printed README.md --check    # fails if one is stale
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
from pathlib import Path

from attnviz.grading.printed import (
    NUMBER,
    PrintedError,
    Reference,
    file_texts,
    notebook_texts,
    read,
    source_file,
)

__all__ = ["NUMBER", "PrintedError", "Reference", "notebook_texts", "resolve", "refresh",
           "unbound_numbers", "printed_texts", "source_path"]

ROOT = Path(__file__).resolve().parents[1]
# In the README: a number followed by the label it was read at.
ANNOTATED = re.compile(r"(?P<number>[-−]?[\d,]*\d(?:\.\d+)?)"
                       r"<!-- printed (?P<content>[^\n]*?) -->")
# In the README: a committed output shown whole, in the code block after the comment.
FILE_BLOCK = re.compile(r"<!-- printed-file (?P<path>benchmarks/[\w.-]+\.txt) -->\n"
                        r"(?P<fence>```+)text\n(?P<body>.*?)(?P=fence)\n", re.DOTALL)


def source_path(source: str | None, *, here: Path | None, root: Path = ROOT) -> Path:
    """The file a reference reads: the chapter ``here`` unless it names another source."""
    if source is None:
        if here is None:
            raise PrintedError("a {printed} role outside a chapter must name its source, "
                               "as in 07_transformer::LABEL or benchmarks/NAME.txt::LABEL")
        return here
    return source_file(source, root)


@functools.lru_cache(maxsize=64)
def _texts(path: Path, mtime: float) -> tuple[str, ...]:
    del mtime  # part of the cache key only: a re-executed chapter is read again
    return file_texts(path)


def printed_texts(path: Path) -> tuple[str, ...]:
    """What a notebook's code cells printed (stdout and plain-text results), or a text file."""
    return _texts(path, path.stat().st_mtime)


def resolve(content: str, *, here: Path | None, root: Path = ROOT,
            own: tuple[str, ...] | None = None) -> str:
    """The text a ``{printed}`content``` role shows, read from the outputs of its source: the
    chapter ``here`` (or the texts ``own`` it printed, :func:`notebook_texts`) unless the role
    names another."""
    reference = Reference.parse(content)
    if reference.source is None and own is not None:
        return read(content, own, where="this chapter")
    path = source_path(reference.source, here=here, root=root)
    where = path.relative_to(root) if path.is_relative_to(root) else path
    return read(content, printed_texts(path), where=str(where))


# What the prose check skips: code, maths, roles (a {printed} role is bound; the others hold
# labels), link targets, HTML, label targets. Each is replaced by a space.
_SKIPPED = [
    ANNOTATED,                                                         # README: bound numbers
    re.compile(r"\$\$.*?\$\$(?:[ \t]*\([\w-]+\))?", re.DOTALL),   # display maths, label
    re.compile(r"(?<![\\$])\$[^$\n]+?\$"),                          # inline maths
    re.compile(r"\{[a-z][\w:-]*\}`[^`]*`"),                           # roles
    re.compile(r"`+[^`\n]*`+"),                                        # code spans
    re.compile(r"<!--.*?-->", re.DOTALL),                              # comments
    re.compile(r"<[^<>\n]+>"),                                         # HTML tags
    re.compile(r"\]\([^)\s]*\)"),                                     # link targets
    re.compile(r"^\([\w-]+\)=[ \t]*$", re.MULTILINE),                 # label targets
    re.compile(r"\[\^[\w-]+\]"),                                      # footnote marks
]
PROSE_NUMBER = re.compile(r"(?<![\w.\-/#])[-−]?\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?"
                          r"(?![\w])")
_FENCE = re.compile(r"^[ \t]*(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>.*)$")
_OPTION = re.compile(r"^[ \t]*:[\w-]+:")


def _prose(markdown: str) -> list[str]:
    """The lines of ``markdown`` that are prose: code blocks dropped; a directive's own line
    and options dropped, its content kept (a figure's caption, an exercise's text)."""
    kept: list[str] = []
    fences: list[tuple[str, str]] = []
    in_options = False
    for line in markdown.split("\n"):
        fence = _FENCE.match(line)
        if fences and fences[-1][1] == "code":
            if fence and fence["fence"][0] == fences[-1][0][0] and len(
                    fence["fence"]) >= len(fences[-1][0]) and not fence["info"].strip():
                fences.pop()
            continue
        if fence:
            if fences and fence["fence"][0] == fences[-1][0][0] and len(fence["fence"]) >= len(
                    fences[-1][0]) and not fence["info"].strip():
                fences.pop()
            else:
                kind = "directive" if fence["info"].startswith("{") else "code"
                fences.append((fence["fence"], kind))
                in_options = kind == "directive"
            continue
        if in_options and _OPTION.match(line):
            continue
        in_options = False
        kept.append(line)
    return kept


def unbound_numbers(markdown: str) -> list[tuple[str, str]]:
    """Each number that Markdown prose writes out rather than reads with a ``{printed}`` role:
    ``(number, the line it is on)``, in order, commas and signs as written."""
    lines = _prose(markdown)
    if not lines:
        return []
    text = "\n".join(lines)
    for pattern in _SKIPPED:  # blanked, keeping the line breaks, so lines stay lines
        text = pattern.sub(lambda match: re.sub(r"[^\n]", " ", match[0]), text)
    found = []
    for line, stripped in zip(lines, text.split("\n"), strict=True):
        found += [(number, line.strip()) for number in PROSE_NUMBER.findall(stripped)]
    return found


def refresh(text: str, *, root: Path = ROOT) -> tuple[str, list[str]]:
    """``text`` with each annotated number read afresh, and a line for each one that changed."""
    changed = []

    def one(match: re.Match[str]) -> str:
        value = resolve(match["content"], here=None, root=root)
        if value != match["number"]:
            changed.append(f"{match['content']}: {match['number']} -> {value}")
        return f"{value}<!-- printed {match['content']} -->"

    def block(match: re.Match[str]) -> str:
        path = root / match["path"]
        if not path.is_file():
            raise PrintedError(f"<!-- printed-file {match['path']} -->: no such file ({path})")
        body = path.read_text(encoding="utf-8")
        body = body if body.endswith("\n") else body + "\n"
        if body != match["body"]:
            changed.append(f"{match['path']}: the block differs from the file")
        return (f"<!-- printed-file {match['path']} -->\n{match['fence']}text\n{body}"
                f"{match['fence']}\n")

    return FILE_BLOCK.sub(block, ANNOTATED.sub(one, text)), changed


def main(argv: list[str] | None = None, *, root: Path = ROOT) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.printed", description=__doc__.split(
        "\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="Markdown files (README.md)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a number is stale")
    args = parser.parse_args(argv)
    stale = False
    for path in args.files:
        text = path.read_text(encoding="utf-8")
        try:
            new, changed = refresh(text, root=root)
        except PrintedError as error:
            print(f"{path}: {error}", file=sys.stderr)
            return 2
        for line in changed:
            print(f"{path}: {line}")
        if changed and not args.check:
            temporary = path.with_name(f".{path.name}.tmp")
            temporary.write_text(new, encoding="utf-8")
            temporary.replace(path)
        stale = stale or bool(changed)
    return 1 if stale and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
