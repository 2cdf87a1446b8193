"""The student edition of a chapter: its exercise notebook, without the worked solutions.

A chapter notebook (``notebooks/01_queries_keys_values.ipynb``, ...) is the solution edition:
the website shows it, with every worked solution in a drop-down. Its student edition is what a
learner opens in Colab (``python -m tools.student_edition`` writes them to ``notebooks/student/``)
and what the nbgrader kit (:mod:`attnviz.grading.nbgrader_kit`) releases:

- every solution block is removed, from the Markdown cell that opens it (a ``{solution-start}``
  directive) to the one that closes it (``{solution-end}``), both included; Markdown before
  the opening directive or after the closing one, in the same cell, is kept;
- the exercise stubs (code cells tagged ``exercise-stub``: the function to write, raising
  ``NotImplementedError``) lose the ``remove-cell`` tag that hides them on the website;
- the check cells (tagged ``exercise-check``) stay: each calls its checker on the stub, which
  says *not attempted* (it does not raise) until the learner has written the function, and
  then what is wrong with it (see :mod:`attnviz.exercises`); so "Restart and run all" of an
  untouched student notebook runs to the end;
- each open-ended exercise (one without a stub) is followed by a code cell to write in and, if
  it asks a question, a Markdown cell "*Your answer:*", both tagged ``exercise-answer`` with
  ``metadata.attnviz = {"exercise": <label>, "answer": "code" | "text"}`` for a grader;
- the Markdown is plain Markdown, as Colab renders it: MyST roles and directives are written
  out with the website's numbers by :class:`attnviz.grading.myst.Markdown` (``{numref}`` ->
  "Figure 4.2", ``{ref}`` of an exercise -> "Exercise 4.1", ``{eq}`` -> "(1.2)", ``{cite}``
  -> "(Bahdanau et al., 2015)" with a reference list at the end, ``{printed}`` -> the number
  the chapter's committed outputs print, ``{exercise}`` -> "**Exercise 4.1**", ...); a
  figure's caption, which only the website shows, follows its cell as "*Figure 4.2.* ...";
  a role or directive without a plain form, or a reference to nothing, is refused;
- outputs, execution counts and widget state are cleared;
- a note after the title says that this is the student edition and where the solutions are.

With ``solutions=True`` (for the nbgrader kit) the worked solutions are kept, out of sight: in
the metadata of the cell where the learner answers the exercise (its stub, or its first answer
cell), as ``metadata.attnviz = {"exercise": <label>, "solution": [{"cell_type": "markdown" |
"code", "source": ...}, ...]}``, their Markdown converted like the rest.

The same notebook always gives the same edition. A notebook whose exercises break the
convention is refused with an error naming the cell: a solution block that is never closed (or
closed twice), an exercise stub that no check cell follows, a check cell with no stub before
it, or a stub or check inside a solution.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

from attnviz.grading.cells import (
    CHECK_TAG,
    HIDDEN_TAG,
    SOLUTION_END,
    SOLUTION_START,
    STUB_TAG,
    NotebookError,
)
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.myst import (
    DIRECTIVE,
    BookIndex,
    Markdown,
    book_root,
    directive_options,
)
from attnviz.grading.printed import notebook_texts

__all__ = ["ANSWER_TAG", "NOTE_ID", "chapter_url", "student_edition"]

NOTE_ID = "student-edition-note"
NOTE_TAG = "student-edition-note"
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime")
# An exercise that asks for words as well as code gets a Markdown cell to answer in.
ASKS_FOR_WORDS = re.compile(r"\?|\b(explain|why|describe|discuss|compare|argue|interpret|"
                            r"show that|prove|what do you|which)\b", re.IGNORECASE)
ANSWER_TAG = "exercise-answer"
CAPTION_TAG = "figure-caption"
REFERENCES_ID = "student-edition-references"


def _lines(text: str) -> list[str]:
    """Text as a notebook file stores it: a list of lines, each but the last ending in \\n."""
    return text.splitlines(keepends=True)


def _where(index: int, cell: dict[str, Any]) -> str:
    """'cell 12 (def softmax(scores):)': 1-based, with the cell's first line."""
    first = next((line.strip() for line in _source(cell).splitlines() if line.strip()), "")
    first = first if len(first) <= 60 else first[:57] + "..."
    return f"cell {index + 1} ({first})" if first else f"cell {index + 1} (empty)"


Solutions = dict[str, list[tuple[str, str]]]  # label -> its ("markdown" | "code", source)s


def _add_prose(solutions: Solutions, label: str, lines: list[str]) -> None:
    """Add ``lines`` (Markdown inside the solution of ``label``) to it, and empty them."""
    prose = "".join(lines).strip("\n")
    if prose.strip():
        solutions.setdefault(label, []).append(("markdown", prose))
    lines.clear()


def _without_solutions(cells: list[dict[str, Any]]
                       ) -> tuple[list[tuple[int, dict[str, Any]]], Solutions]:
    """(index in the chapter, cell) of every cell outside a solution block, Markdown cells that
    held a marker cut down to what lies outside the block (and dropped if nothing does); and
    what each labelled solution block holds, in order: its Markdown (as MyST) and its code."""
    kept: list[tuple[int, dict[str, Any]]] = []
    solutions: Solutions = {}
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
            if cell.get("cell_type") == "code":
                solutions.setdefault(opened[1], []).append(("code", _source(cell)))
            continue
        text = _source(cell)
        lines, position, changed = _lines(text), 0, False
        outside: list[str] = []
        inside: list[str] = []  # the open block's Markdown in this cell, up to here
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
                # its options (":class: dropdown") and closing fence are not the solution's
                position = next((j for j in range(position + 1, len(lines))
                                 if lines[j].strip() == start["fence"]), position)
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
                _add_prose(solutions, opened[1], inside)
                opened, changed, position = None, True, closing
            elif opened is None:
                outside.append(line)
            else:
                inside.append(line)
            position += 1
        if opened is not None:
            _add_prose(solutions, opened[1], inside)
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
    return kept, solutions


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



def _note(name: str, full_chapter_url: str | None) -> dict[str, Any]:
    chapter = f"[`{name}`]({full_chapter_url})" if full_chapter_url else f"`{name}`"
    text = (
        "> **Student edition.** This is the chapter without its worked solutions. Each\n"
        "> build-it-yourself exercise at the end leaves you a function to write: write it in its\n"
        "> cell, then run the check cell below it. The check says what is wrong (the case that\n"
        "> fails, and a hint) until your function passes; until you have written it, the check\n"
        "> says *not attempted*, and the rest of the notebook still runs. The other exercises\n"
        "> have a cell to write your code in, and one for your answer where they ask a question.\n"
        f"> The worked solutions are in the full chapter, {chapter}, which the book's website\n"
        "> shows too."
    )
    return {"cell_type": "markdown", "id": NOTE_ID, "metadata": {"tags": [NOTE_TAG]},
            "source": _lines(text)}


def _exercises(text: str) -> list[tuple[str, str]]:
    """``(label, statement)`` of each ``{exercise}`` directive of a Markdown cell's text."""
    found, lines = [], text.split("\n")
    for position, line in enumerate(lines):
        directive = DIRECTIVE.match(line.strip())
        if directive is None or directive["name"] != "exercise":
            continue
        closing = next((j for j in range(position + 1, len(lines))
                        if lines[j].strip() == directive["fence"]), len(lines))
        body = lines[position + 1:closing]
        found.append((directive_options(body).get("label", ""), "\n".join(body)))
    return found


def _answer_cells(label: str, statement: str, *, fallback: str) -> list[dict[str, Any]]:
    """The cells an open-ended exercise leaves to write in: code, and words if it asks for them.

    Tagged ``exercise-answer``, with ``metadata.attnviz = {"exercise": label, "answer":
    "code" | "text"}`` so that a grader can find them."""
    name = label or fallback
    cells: list[dict[str, Any]] = [{
        "cell_type": "code", "execution_count": None, "id": f"answer-{name}-code"[:64],
        "metadata": {"attnviz": {"answer": "code", "exercise": label},
                     "tags": [ANSWER_TAG]},
        "outputs": [], "source": _lines(f"# Your code for exercise {name} here."),
    }]
    if ASKS_FOR_WORDS.search(statement):
        cells.append({
            "cell_type": "markdown", "id": f"answer-{name}-text"[:64],
            "metadata": {"attnviz": {"answer": "text", "exercise": label},
                         "tags": [ANSWER_TAG]},
            "source": _lines("*Your answer:*"),
        })
    return cells


def _caption_cell(figure: dict[str, Any], index: BookIndex,
                  markdown: Markdown) -> dict[str, Any] | None:
    """The caption of a figure cell (myst-nb's ``mystnb.figure`` metadata, which only the
    website shows) as a Markdown cell to go after it: "*Figure 4.2.* caption"."""
    caption = str(figure.get("caption") or "").strip()
    label = figure.get("name") or ""
    number = index.figures.get(label)
    if not caption and not number:
        return None
    heading = f"*Figure {number}.*" if number else ""
    text = markdown.convert(caption)
    return {"cell_type": "markdown", "id": f"caption-{label or number}"[:64],
            "metadata": {"tags": [CAPTION_TAG]},
            "source": _lines(f"{heading} {text}".strip())}


def _references_cell(markdown: Markdown) -> dict[str, Any]:
    entries = sorted((markdown.index.bibliography[key] for key in markdown.cited),
                     key=lambda reference: (reference.surnames, reference.year, reference.key))
    text = "## References\n\n" + "\n".join(f"- {entry.listed()}" for entry in entries)
    return {"cell_type": "markdown", "id": REFERENCES_ID, "metadata": {"tags": [REFERENCES_ID]},
            "source": _lines(text)}


def student_edition(notebook: dict[str, Any], *, name: str,
                    full_chapter_url: str | None = None,
                    index: BookIndex | None = None, solutions: bool = False) -> dict[str, Any]:
    """The student edition of a chapter notebook (an nbformat 4 dict; not modified).

    Args:
        notebook: the chapter, as ``json.load`` reads an ``.ipynb`` file.
        name: its file name, for the note ("01_queries_keys_values.ipynb").
        full_chapter_url: where the note sends the reader for the worked solutions (the
            chapter in the repository); without it the note names the file. Links to
            ``{download}`` files are made relative to it.
        index: the book's numbers and bibliography, for the references
            (:func:`attnviz.grading.myst.book_index`); by default, this chapter alone, numbered
            by its name (``04_...`` is chapter 4), without a bibliography.
        solutions: keep each exercise's worked solution in the metadata of its stub or first
            answer cell (see the module's docstring), for the nbgrader kit.

    Raises:
        NotebookError: the notebook is not nbformat 4, has no title cell, its exercises
            break the convention (see the module's docstring), or a reference points at
            nothing the index knows; the message names the cell.
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
    kept, worked = _without_solutions(cells)
    _check_pairs(kept, cells)
    if index is None:
        index = BookIndex()
        prefix = re.match(r"\d+", name)
        index.add_chapter(notebook, stem=Path(name).stem, number=int(prefix[0]) if prefix else 0)
    markdown = Markdown(index, chapter_url=full_chapter_url, printed=notebook_texts(notebook))

    out_cells: list[dict[str, Any]] = []
    stub_label = ""  # the exercise of the stub that comes next
    for position, (chapter_index, cell) in enumerate(kept):
        cell = copy.deepcopy(cell)
        metadata = cell.setdefault("metadata", {})
        for key in VOLATILE_CELL_METADATA:
            metadata.pop(key, None)
        if cell["cell_type"] == "markdown":
            text = _source(cell)
            try:
                plain = markdown.convert(text)
            except NotebookError as error:
                raise NotebookError(f"{_where(chapter_index, cells[chapter_index])}: "
                                    f"{error}") from None
            if plain != text:
                cell["source"] = _lines(plain)
            exercises = _exercises(text)
            stub_label = ""
            if exercises:
                following = kept[position + 1][1] if position + 1 < len(kept) else {}
                has_stub = STUB_TAG in _tags(following)
                # Only the last exercise of a cell can be the one its stub belongs to.
                open_ended = exercises[:-1] if has_stub else exercises
                stub_label = exercises[-1][0] if has_stub else ""
                out_cells.append(cell)
                for number, (label, statement) in enumerate(open_ended, 1):
                    answers = _answer_cells(label, statement,
                                            fallback=f"cell{chapter_index + 1}-{number}")
                    if solutions and label in worked:
                        answers[0]["metadata"]["attnviz"]["solution"] = _solution(
                            label, worked[label], markdown)
                    out_cells += answers
                continue
        elif cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
            if STUB_TAG in metadata.get("tags", []):
                metadata["tags"] = [tag for tag in metadata["tags"] if tag != HIDDEN_TAG]
                if solutions and stub_label in worked:
                    metadata["attnviz"] = {"exercise": stub_label, "solution": _solution(
                        stub_label, worked[stub_label], markdown)}
            figure = metadata.get("mystnb", {}).get("figure")
            if isinstance(figure, dict):
                try:
                    caption = _caption_cell(figure, index, markdown)
                except NotebookError as error:
                    raise NotebookError(f"{_where(chapter_index, cells[chapter_index])}: the "
                                        f"figure's caption: {error}") from None
                out_cells.append(cell)
                if caption is not None:
                    out_cells.append(caption)
                continue
        out_cells.append(cell)
    out_cells.insert(1, _note(name, full_chapter_url))
    if markdown.cited:
        out_cells.append(_references_cell(markdown))

    edition = {key: copy.deepcopy(value) for key, value in notebook.items() if key != "cells"}
    edition["metadata"] = {key: value for key, value in edition.get("metadata", {}).items()
                           if key != "widgets"}  # the state of widgets no output shows
    edition["cells"] = out_cells
    return edition


def _solution(label: str, parts: list[tuple[str, str]],
              markdown: Markdown) -> list[dict[str, str]]:
    """A worked solution as the nbgrader kit reads it: its Markdown converted, its code."""
    try:
        return [{"cell_type": kind, "source": markdown.convert(text) if kind == "markdown"
                 else text} for kind, text in parts]
    except NotebookError as error:
        raise NotebookError(f"the solution of {label!r}: {error}") from None


def chapter_url(path: Path) -> str | None:
    """The chapter's address in the book's repository (``repository`` in ``_config.yml``):
    ``https://github.com/<owner>/<repo>/blob/<branch>/notebooks/<name>``; ``None`` outside a
    book or when ``_config.yml`` names no repository."""
    root = book_root(path)
    if root is None:
        return None
    try:
        import yaml
    except ImportError as error:  # the book's environment has PyYAML (Jupyter Book needs it)
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


