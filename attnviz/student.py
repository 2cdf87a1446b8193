"""The student edition of each chapter: its exercise notebook, without the worked solutions.

A chapter notebook (``notebooks/01_queries_keys_values.ipynb``, ...) is the solution edition:
the website shows it, with every worked solution in a drop-down. Its student edition, written
by this module to ``notebooks/student/`` under the same name, is what a learner opens in Colab:

- every solution block is removed, from the Markdown cell that opens it (a ``{solution-start}``
  directive) to the one that closes it (``{solution-end}``), both included; Markdown before
  the opening directive or after the closing one, in the same cell, is kept;
- the exercise stubs (code cells tagged ``exercise-stub``: the function to write, raising
  ``NotImplementedError``) lose the ``remove-cell`` tag that hides them on the website;
- the check cells (tagged ``exercise-check``) stay: each calls its checker on the stub, so it
  stops with ``NotImplementedError`` until the learner has written the function, and then says
  what is wrong with it (see :mod:`attnviz.exercises`);
- outputs, execution counts and widget state are cleared;
- a note after the title says that this is the student edition and where the solutions are.

The same notebook always gives the same bytes. Usage, from the repository root::

    python -m attnviz.student                          # notebooks/NN_*.ipynb -> notebooks/student/
    python -m attnviz.student my_chapter.ipynb --out handouts/

A notebook whose exercises break the convention is refused with an error naming the cell: a
solution block that is never closed (or closed twice), an exercise stub that no check cell
follows, a check cell with no stub before it, or a stub or check inside a solution.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import re
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

STUB_TAG = "exercise-stub"
CHECK_TAG = "exercise-check"
HIDDEN_TAG = "remove-cell"  # hides the stub on the website; the student edition shows it
NOTE_ID = "student-edition-note"
NOTE_TAG = "student-edition-note"
CHAPTERS = "notebooks/[0-9][0-9]_*.ipynb"  # what a plain `python -m attnviz.student` reads
STUDENT_FOLDER = "student"  # next to the chapters
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime")

# The opening line of a sphinx-exercise directive, fenced with backticks or colons.
SOLUTION_START = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-start\}[ \t]*(?P<label>\S*)")
SOLUTION_END = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{solution-end\}")
EXERCISE = re.compile(r"^(?P<fence>`{3,}|:{3,})\{exercise\}[ \t]*(?P<title>.*?)[ \t]*$")
OPTION = re.compile(r"^:(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")


class NotebookError(ValueError):
    """A notebook that cannot be turned into a student edition; the message says where."""


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def _lines(text: str) -> list[str]:
    """Text as a notebook file stores it: a list of lines, each but the last ending in \\n."""
    return text.splitlines(keepends=True)


def _tags(cell: dict[str, Any]) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def _where(index: int, cell: dict[str, Any]) -> str:
    """'cell 12 (def softmax(scores):)': 1-based, with the cell's first line."""
    first = next((line.strip() for line in _source(cell).splitlines() if line.strip()), "")
    first = first if len(first) <= 60 else first[:57] + "..."
    return f"cell {index + 1} ({first})" if first else f"cell {index + 1} (empty)"


def _without_solutions(cells: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """(index in the chapter, cell) of every cell outside a solution block, Markdown cells that
    held a marker cut down to what lies outside the block (and dropped if nothing does)."""
    kept: list[tuple[int, dict[str, Any]]] = []
    opened: tuple[int, str] | None = None  # (cell index, label) of the open solution block
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown":
            if opened is None:
                kept.append((index, cell))
                continue
            for tag in (STUB_TAG, CHECK_TAG):
                if tag in _tags(cell):
                    raise NotebookError(
                        f"{_where(index, cell)} is tagged {tag!r} but lies inside the solution "
                        f"of {opened[1]!r} opened at cell {opened[0] + 1}: the stub goes before "
                        "the solution-start cell, the check right after the solution-end cell")
            continue
        text = _source(cell)
        lines, outside, changed, position = _lines(text), [], False, 0
        while position < len(lines):
            line = lines[position]
            start, end = SOLUTION_START.match(line), SOLUTION_END.match(line)
            if start:
                if opened is not None:
                    raise NotebookError(
                        f"{_where(index, cell)} opens the solution of "
                        f"{start['label'] or '(no label)'!r} while the solution of "
                        f"{opened[1]!r} opened at cell {opened[0] + 1} is not closed: "
                        "end each solution with a Markdown cell ````{solution-end}````")
                opened, changed = (index, start["label"]), True
            elif end:
                if opened is None:
                    raise NotebookError(
                        f"{_where(index, cell)} has a solution-end with no solution-start "
                        "before it")
                fence = end["fence"]
                closing = next((j for j in range(position + 1, len(lines))
                                if lines[j].strip() == fence), None)
                if closing is None:
                    raise NotebookError(
                        f"{_where(index, cell)}: its solution-end directive is never closed "
                        f"(no {fence} line after it in the same cell)")
                opened, changed, position = None, True, closing
            elif opened is None:
                outside.append(line)
            position += 1
        if not changed:
            if opened is None:
                kept.append((index, cell))
            continue
        rest = "".join(outside).strip("\n")
        if rest.strip():
            trimmed = copy.deepcopy(cell)
            trimmed["source"] = _lines(rest)
            kept.append((index, trimmed))
    if opened is not None:
        raise NotebookError(
            f"the solution of {opened[1]!r} opened at {_where(opened[0], cells[opened[0]])} "
            "has no solution-end: close it with a Markdown cell ````{solution-end}````")
    return kept


def _check_pairs(kept: list[tuple[int, dict[str, Any]]], cells: list[dict[str, Any]]) -> None:
    """Every stub is followed by its check cell (the next code cell), every check has a stub."""
    stub: int | None = None
    for index, cell in kept:
        if cell.get("cell_type") != "code":
            continue
        tags = _tags(cell)
        if STUB_TAG in tags and CHECK_TAG in tags:
            raise NotebookError(f"{_where(index, cell)} is tagged both {STUB_TAG!r} and "
                                f"{CHECK_TAG!r}: the stub and its check are two cells")
        if stub is not None and CHECK_TAG not in tags:
            raise NotebookError(
                f"the exercise stub {_where(stub, cells[stub])} is not followed by a check: "
                f"the next code cell after its solution, {_where(index, cell)}, is not tagged "
                f"{CHECK_TAG!r}")
        if CHECK_TAG in tags and stub is None:
            raise NotebookError(
                f"the check {_where(index, cell)} has no exercise stub before it (a code cell "
                f"tagged {STUB_TAG!r}): in the student edition it would check nothing")
        stub = index if STUB_TAG in tags else None
    if stub is not None:
        raise NotebookError(f"the exercise stub {_where(stub, cells[stub])} is not followed "
                            f"by a check: the notebook ends without a cell tagged {CHECK_TAG!r}")


def _plain_exercises(text: str) -> str:
    """Markdown cell text with each ``{exercise}`` directive written as plain Markdown.

    Colab and Jupyter show a MyST directive as a code block, so the statement would be raw
    text, maths and all; it becomes ``**Exercise** `label`: title`` and then its body.
    """
    lines, out, position, changed = _lines(text), [], 0, False
    while position < len(lines):
        opening = EXERCISE.match(lines[position].rstrip("\n"))
        closing = None
        if opening:
            closing = next((j for j in range(position + 1, len(lines))
                            if lines[j].strip() == opening["fence"]), None)
        if closing is None:  # not a directive, or one that is never closed: left as it is
            out.append(lines[position])
            position += 1
            continue
        body, label = [line.rstrip("\n") for line in lines[position + 1:closing]], ""
        while body and OPTION.match(body[0]):
            option = OPTION.match(body.pop(0))
            label = option["value"] if option["key"] == "label" else label
        heading = "**Exercise**" + (f" `{label}`" if label else "")
        heading += f": {opening['title']}" if opening["title"] else ""
        out += [line + "\n" for line in [heading, "", *"\n".join(body).strip("\n").split("\n")]]
        position, changed = closing + 1, True
    return "".join(out).rstrip("\n") if changed else text


def _note(name: str, full_chapter_url: str | None) -> dict[str, Any]:
    chapter = f"[`{name}`]({full_chapter_url})" if full_chapter_url else f"`{name}`"
    text = (
        "> **Student edition.** This is the chapter without its worked solutions. Each\n"
        "> build-it-yourself exercise at the end leaves you a function to write: write it in its\n"
        "> cell, then run the check cell below it. The check says what is wrong (the case that\n"
        "> fails, and a hint) until your function passes; until you have written it, the check\n"
        "> stops with `NotImplementedError`. The worked solutions are in the full chapter,\n"
        f"> {chapter}, which the book's website shows too."
    )
    return {"cell_type": "markdown", "id": NOTE_ID, "metadata": {"tags": [NOTE_TAG]},
            "source": _lines(text)}


def student_edition(notebook: dict[str, Any], *, name: str,
                    full_chapter_url: str | None = None) -> dict[str, Any]:
    """The student edition of a chapter notebook (an nbformat 4 dict; not modified).

    Args:
        notebook: the chapter, as ``json.load`` reads an ``.ipynb`` file.
        name: its file name, for the note ("01_queries_keys_values.ipynb").
        full_chapter_url: where the note sends the reader for the worked solutions (the
            chapter in the repository); without it the note names the file.

    Raises:
        NotebookError: the notebook is not nbformat 4, has no title cell, or its exercises
            break the convention (see the module's docstring); the message names the cell.
    """
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError("not a Jupyter notebook: no list of cells")
    if notebook.get("nbformat") != 4:
        raise NotebookError(f"expected an nbformat 4 notebook, got nbformat "
                            f"{notebook.get('nbformat')!r}")
    cells = notebook["cells"]
    if not cells or cells[0].get("cell_type") != "markdown" or not _source(
            cells[0]).startswith("# "):
        raise NotebookError("the first cell must be the chapter's title, a Markdown cell that "
                            "starts with '# ' (the student-edition note goes after it)")
    kept = _without_solutions(cells)
    _check_pairs(kept, cells)

    out_cells = []
    for _, cell in kept:
        cell = copy.deepcopy(cell)
        metadata = cell.setdefault("metadata", {})
        for key in VOLATILE_CELL_METADATA:
            metadata.pop(key, None)
        if cell["cell_type"] == "markdown":
            text = _source(cell)
            plain = _plain_exercises(text)
            if plain != text:
                cell["source"] = _lines(plain)
        elif cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
            if STUB_TAG in metadata.get("tags", []):
                metadata["tags"] = [tag for tag in metadata["tags"] if tag != HIDDEN_TAG]
        out_cells.append(cell)
    out_cells.insert(1, _note(name, full_chapter_url))

    edition = {key: copy.deepcopy(value) for key, value in notebook.items() if key != "cells"}
    edition["metadata"] = {key: value for key, value in edition.get("metadata", {}).items()
                           if key != "widgets"}  # the state of widgets no output shows
    edition["cells"] = out_cells
    return edition


def dumps(notebook: dict[str, Any]) -> str:
    """A notebook as nbformat writes it: sorted keys, one-space indent, UTF-8 text."""
    return json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _book_root(path: Path) -> Path | None:
    """The folder above ``path`` that holds the book's ``_config.yml``, if any."""
    return next((folder for folder in path.resolve().parents
                 if (folder / "_config.yml").is_file()), None)


def chapter_url(path: Path) -> str | None:
    """The chapter's address in the book's repository (``repository`` in ``_config.yml``):
    ``https://github.com/<owner>/<repo>/blob/<branch>/notebooks/<name>``; ``None`` outside a
    book or when ``_config.yml`` names no repository."""
    root = _book_root(path)
    if root is None:
        return None
    try:
        import yaml
    except ImportError as error:  # a maintainer tool: the book's environment has PyYAML
        raise NotebookError("reading the repository's address from _config.yml needs PyYAML "
                            "(pip install pyyaml)") from error
    config = yaml.safe_load((root / "_config.yml").read_text(encoding="utf-8")) or {}
    repository = config.get("repository") or {}
    url = str(repository.get("url") or "").rstrip("/")
    if not url:
        return None
    branch = repository.get("branch") or "main"
    relative = path.resolve().relative_to(root).as_posix()
    return f"{url}/blob/{branch}/{relative}"


def _read(path: Path) -> dict[str, Any]:
    if not path.is_file():
        raise NotebookError("no such file")
    if path.suffix != ".ipynb":
        raise NotebookError("not a notebook: the name must end in .ipynb")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise NotebookError(f"not a notebook: its JSON does not parse ({error})") from error


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file next to ``path``, then rename it onto ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                         suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
        # mkstemp makes the file private (0o600): give it the mode of the file it replaces.
        os.chmod(temporary, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def build(paths: Sequence[Path], out: Path | None = None) -> dict[Path, str]:
    """``{target: text}`` of the student edition of every notebook of ``paths``, each going to
    ``out`` (default: a ``student`` folder next to it); every problem found, in one error."""
    editions: dict[Path, str] = {}
    errors = []
    for path in paths:
        target = (out if out is not None else path.parent / STUDENT_FOLDER) / path.name
        try:
            if target.resolve() == path.resolve():
                raise NotebookError("the student edition would overwrite the chapter itself: "
                                    "choose another output folder")
            if target in editions:
                raise NotebookError(f"another notebook of the same name also goes to {target}")
            edition = student_edition(_read(path), name=path.name,
                                      full_chapter_url=chapter_url(path))
        except NotebookError as error:
            errors.append(f"{path}: {error}")
            continue
        editions[target] = dumps(edition)
    if errors:
        raise NotebookError("\n".join(errors))
    return editions


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attnviz.student",
        description="Write the student edition of chapter notebooks: worked solutions removed, "
                    "exercise stubs shown, check cells kept, outputs cleared.")
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help=f"chapter notebooks (default: {CHAPTERS})")
    parser.add_argument("--out", type=Path, default=None,
                        help=f"output folder (default: a {STUDENT_FOLDER}/ folder next to each "
                             "notebook)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(Path().glob(CHAPTERS))
    if not paths:
        parser.error(f"no chapters found: {CHAPTERS} matches nothing in {Path.cwd()} (run it "
                     "from the repository root, or name the notebooks)")
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out: {args.out} is not a folder")
    try:
        editions = build(paths, args.out)
    except NotebookError as error:
        print(f"error: no student edition written:\n{error}", file=sys.stderr)
        return 1
    for target, text in editions.items():
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            print(f"{target}: unchanged")
            continue
        write_atomically(target, text)
        print(f"{target}: written")
    if not args.notebooks:  # the whole book: say which student notebooks no longer have a chapter
        for folder in sorted({target.parent for target in editions}):
            for stale in sorted(set(folder.glob("*.ipynb")) - set(editions)):
                print(f"warning: {stale} is the student edition of no chapter: delete it",
                      file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
