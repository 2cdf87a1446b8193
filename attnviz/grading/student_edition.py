"""The student edition of a chapter: its exercise notebook, without the worked solutions.

A chapter notebook (``notebooks/01_queries_keys_values.ipynb``, ...) is the solution edition:
the website shows it, with every worked solution in a drop-down. Its student edition is what a
learner opens in Colab (``python -m tools.editions`` writes them to ``notebooks/student/``)
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
- a note after the title says that this is the student edition and where the solutions are
  (the chapter's reader edition, :mod:`attnviz.grading.reader_edition`, when its address is
  given).

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
from itertools import groupby
from pathlib import Path
from typing import Any

from attnviz.grading.cells import (
    HIDDEN_TAG,
    STUB_TAG,
    NotebookError,
    Part,
    chapter_cells,
    check_exercise_cells,
    lines,
    solution_parts,
    where,
)
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.myst import (
    DIRECTIVE,
    BookIndex,
    Markdown,
    caption_cell,
    directive_options,
    references_cell,
)
from attnviz.grading.printed import notebook_texts

__all__ = ["ANSWER_TAG", "NOTE_ID", "student_edition"]

NOTE_ID = "student-edition-note"
NOTE_TAG = "student-edition-note"
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime")
# An exercise that asks for words as well as code gets a Markdown cell to answer in.
ASKS_FOR_WORDS = re.compile(r"\?|\b(explain|why|describe|discuss|compare|argue|interpret|"
                            r"show that|prove|what do you|which)\b", re.IGNORECASE)
ANSWER_TAG = "exercise-answer"
REFERENCES_ID = "student-edition-references"


Solutions = dict[str, list[tuple[str, str]]]  # label -> its ("markdown" | "code", source)s


def _add_prose(solutions: Solutions, label: str, text: str) -> None:
    """Add ``text`` (Markdown inside the solution of ``label``) to it, if it holds any."""
    prose = text.strip("\n")
    if prose.strip():
        solutions.setdefault(label, []).append(("markdown", prose))


def _without_solutions(cells: list[dict[str, Any]], parts: list[Part]
                       ) -> tuple[list[tuple[int, dict[str, Any]]], Solutions]:
    """(index in the chapter, cell) of every cell outside a solution block, Markdown cells that
    held a marker cut down to what lies outside the block (and dropped if nothing does); and
    what each labelled solution block holds, in order: its Markdown (as MyST) and its code
    (``parts``: the chapter cut at the solutions' markers, :func:`solution_parts`)."""
    kept: list[tuple[int, dict[str, Any]]] = []
    solutions: Solutions = {}
    for index, group in groupby(parts, key=lambda part: part.index):
        parts, cell = list(group), cells[index]
        if parts[0].kind == "cell":  # a whole cell, inside a solution or not
            label = parts[0].solution
            if label is None:
                kept.append((index, cell))
            elif cell.get("cell_type") == "code":
                solutions.setdefault(label, []).append(("code", _source(cell)))
            elif cell.get("cell_type") == "markdown":
                _add_prose(solutions, label, _source(cell))
            continue
        for part in parts:  # a Markdown cell that holds a marker
            if part.kind == "text" and part.solution is not None:
                _add_prose(solutions, part.solution, part.text)
        rest = "".join(part.text for part in parts
                       if part.kind == "text" and part.solution is None).strip("\n")
        if rest.strip():
            trimmed = copy.deepcopy(cell)
            trimmed["source"] = lines(rest)
            kept.append((index, trimmed))
    return kept, solutions


def _note(name: str, full_chapter_url: str | None, reader_url: str | None) -> dict[str, Any]:
    if reader_url:
        where = (f"> The worked solutions are in the chapter's reader edition, "
                 f"`notebooks/reader/{name}`\n> ([open it in Colab]({reader_url})), and on the "
                 "book's website.")
    else:
        chapter = f"[`{name}`]({full_chapter_url})" if full_chapter_url else f"`{name}`"
        where = (f"> The worked solutions are in the full chapter, {chapter}, which the book's "
                 "website\n> shows too.")
    text = (
        "> **Student edition.** This is the chapter without its worked solutions. Each\n"
        "> build-it-yourself exercise at the end leaves you a function to write: write it in its\n"
        "> cell, then run the check cell below it. The check says what is wrong (the case that\n"
        "> fails, and a hint) until your function passes; until you have written it, the check\n"
        "> says *not attempted*, and the rest of the notebook still runs. The other exercises\n"
        "> have a cell to write your code in, and one for your answer where they ask a question.\n"
        + where
    )
    return {"cell_type": "markdown", "id": NOTE_ID, "metadata": {"tags": [NOTE_TAG]},
            "source": lines(text)}


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
        "outputs": [], "source": lines(f"# Your code for exercise {name} here."),
    }]
    if ASKS_FOR_WORDS.search(statement):
        cells.append({
            "cell_type": "markdown", "id": f"answer-{name}-text"[:64],
            "metadata": {"attnviz": {"answer": "text", "exercise": label},
                         "tags": [ANSWER_TAG]},
            "source": lines("*Your answer:*"),
        })
    return cells


def student_edition(notebook: dict[str, Any], *, name: str,
                    full_chapter_url: str | None = None, reader_url: str | None = None,
                    index: BookIndex | None = None, solutions: bool = False) -> dict[str, Any]:
    """The student edition of a chapter notebook (an nbformat 4 dict; not modified).

    Args:
        notebook: the chapter, as ``json.load`` reads an ``.ipynb`` file.
        name: its file name, for the note ("01_queries_keys_values.ipynb").
        full_chapter_url: the chapter's address in the repository, from which links to
            ``{download}`` files are made; the note sends the reader there for the worked
            solutions unless ``reader_url`` is given (without either, it names the file).
        reader_url: where the note opens the chapter's reader edition
            (:mod:`attnviz.grading.reader_edition`), which holds the worked solutions in plain
            Markdown; the tool that writes the book's editions gives its Colab address.
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
    cells = chapter_cells(notebook)
    parts = solution_parts(cells)
    kept, worked = _without_solutions(cells, parts)
    check_exercise_cells(cells, parts)
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
                raise NotebookError(f"{where(chapter_index, cells[chapter_index])}: "
                                    f"{error}") from None
            if plain != text:
                cell["source"] = lines(plain)
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
                    caption = caption_cell(figure, index, markdown)
                except NotebookError as error:
                    raise NotebookError(f"{where(chapter_index, cells[chapter_index])}: the "
                                        f"figure's caption: {error}") from None
                out_cells.append(cell)
                if caption is not None:
                    out_cells.append(caption)
                continue
        out_cells.append(cell)
    out_cells.insert(1, _note(name, full_chapter_url, reader_url))
    if markdown.cited:
        out_cells.append(references_cell(markdown, cell_id=REFERENCES_ID))

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
