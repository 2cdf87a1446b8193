"""The reader edition of a chapter: the whole chapter as its web page shows it, as a notebook.

A chapter notebook (``notebooks/04_bahdanau_attention.ipynb``, ...) is the website's source:
its Markdown is MyST, whose roles and directives only the website renders. Jupyter, Colab,
VS Code and GitHub's viewer render CommonMark, and show them raw: a learner who opened the
chapter itself there would read "{printed}`padded to T =`" where the page reads a number.
The reader edition is what a learner opens instead (``python -m tools.editions`` writes them to
``notebooks/reader/``; the launch menu of each chapter page opens it in Colab):

- every code cell of the chapter, in the chapter's order, with the source and the committed
  outputs of the book's run (so its figures and printed results show before anything is run),
  including the worked solutions; the first is the chapter's setup cell, which installs
  ``attnviz`` in Colab; cells the website folds away (tagged ``hide-input``) or shows without
  their code (``remove-input``) have their code collapsed
  (``metadata.jupyter.source_hidden``), which JupyterLab and Notebook 7 show as a bar to
  click;
- the cells the website removes (tagged ``remove-cell``: the exercise stubs) are left out when
  nothing after them needs them: every name such a cell binds is bound again by a later cell
  (the worked solution) before any cell reads it; one that is still needed is kept;
- every Markdown cell, written out as plain Markdown by :class:`attnviz.grading.myst.Markdown`,
  as the student edition is: figure, exercise and equation numbers, cross-references,
  citations with a reference list at the end, and the numbers the chapter's outputs print
  (``{printed}``); a figure's caption, which only the website shows, follows its cell as
  "*Figure 4.2.* ..."; each Markdown cell keeps its id, and one with nothing left (a cell that
  only closed a solution) is left out;
- each worked solution opens with a paragraph "**Solution to Exercise 4.1.**" where the
  website has its drop-down;
- a live model view saved in the outputs (chapters 7 to 9) names the book's model file by its
  path from the notebook's folder; the reader edition, in a folder of its own, names it from
  there (``../../book/_static/live/NAME.js`` rather than ``../book/...``), so that JupyterLab
  and Notebook 7 find the file from the reader edition as they do from the chapter;
- a note after the title says that this is the reader edition of chapter N and links the
  chapter's page on the website and the student edition.

The notebook's metadata is the chapter's (the widgets' state too, which the saved progress bars
need). The same chapter always gives the same edition, and a chapter whose exercises break the
book's conventions is refused as the student edition refuses it
(:mod:`attnviz.grading.cells`). No step runs a reader edition again: its code is the
chapter's, which ``.ci/check-notebooks`` runs, and its outputs are the chapter's.
"""

from __future__ import annotations

import ast
import copy
import json
import posixpath
import re
from itertools import groupby
from pathlib import Path
from typing import Any

from attnviz.grading.cells import (
    HIDDEN_TAG,
    NotebookError,
    Part,
    chapter_cells,
    check_exercise_cells,
    lines,
    python_source,
    solution_parts,
    where,
)
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.myst import BookIndex, Markdown, caption_cell, references_cell
from attnviz.grading.printed import notebook_texts
from attnviz.visuals.views import json_for_script

__all__ = ["NOTE_ID", "REFERENCES_ID", "reader_edition"]

NOTE_ID = "reader-edition-note"
REFERENCES_ID = "reader-edition-references"
# What the website folds away or shows without its code: collapsed in Jupyter.
SOURCE_HIDDEN_TAGS = ("hide-input", "remove-input")
# A view's data, as attnviz.visuals.views writes it into its host.
VIEW_DATA = re.compile(r'(?P<open><script type="application/json" class="attnviz-data">)'
                       r'(?P<json>.*?)(?P<close></script>)', re.DOTALL)


def _bound(statement: ast.stmt) -> set[str]:
    """The names a top-level statement always binds (not those inside an ``if`` or a loop)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {statement.name}
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return {(alias.asname or alias.name).split(".")[0] for alias in statement.names}
    targets: list[ast.expr] = []
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
        targets = [statement.target]
    return {node.id for target in targets for node in ast.walk(target)
            if isinstance(node, ast.Name)}


def _read(statement: ast.stmt) -> set[str]:
    """The names a statement reads, anywhere inside it (a function's body too: it may run)."""
    names = {node.id for node in ast.walk(statement)
             if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store)}
    if isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
        names.add(statement.target.id)
    return names


def _statements(text: str) -> list[ast.stmt] | None:
    try:
        return ast.parse(python_source(text)).body
    except SyntaxError:
        return None


def _needed(hidden: str, later: list[str]) -> bool:
    """Whether a cell the website removes (its source ``hidden``) binds a name that one of the
    ``later`` cells reads before binding it again. A cell that does not parse counts as
    needed, and as needing every name it mentions."""
    statements = _statements(hidden)
    if statements is None:
        return True
    pending = set().union(*(_bound(statement) for statement in statements))
    for text in later:
        if not pending:
            return False
        body = _statements(text)
        if body is None:
            return any(re.search(rf"\b{re.escape(name)}\b", text) for name in pending)
        for statement in body:
            if _read(statement) & pending:
                return True
            pending -= _bound(statement)
    return False


def _relocated(output: dict[str, Any], chapter_folder: str) -> dict[str, Any]:
    """``output`` with each saved view's path to the book's files (``repo.notebook``, relative
    to the chapter's folder) taken from the reader edition's folder instead; ``chapter_folder``
    is the chapter's folder seen from there (``..``)."""
    page = output.get("data", {}).get("text/html")
    if page is None:
        return output
    text = "".join(page) if isinstance(page, list) else page

    def one(match: re.Match[str]) -> str:
        data = json.loads(match["json"])
        repo = data.get("repo") if isinstance(data, dict) else None
        if not isinstance(repo, dict) or not isinstance(repo.get("notebook"), str):
            return match[0]
        if json_for_script(data) != match["json"]:
            raise NotebookError("a saved view's data is not written as attnviz.visuals.views "
                                "writes it: re-execute the chapter, or teach "
                                "attnviz/grading/reader_edition.py to read it")
        repo["notebook"] = posixpath.normpath(posixpath.join(chapter_folder, repo["notebook"]))
        return match["open"] + json_for_script(data) + match["close"]

    moved = VIEW_DATA.sub(one, text)
    if moved == text:
        return output
    output = copy.deepcopy(output)
    output["data"]["text/html"] = lines(moved) if isinstance(page, list) else moved
    return output


def _solution_heading(label: str | None, index: BookIndex, markdown: Markdown) -> str:
    """"**Solution to Exercise 4.1.**", as the website titles the drop-down of a solution."""
    if not label or label not in index.exercises:
        raise NotebookError(f"the solution of {label or '(no label)'!r} belongs to no exercise "
                            "of the book: its solution-start directive must name the label of "
                            "an exercise")
    title = index.exercise_titles.get(label)
    heading = f"Solution to Exercise {index.exercises[label]}"
    return f"**{heading} ({markdown.convert(title)}).**" if title else f"**{heading}.**"


def _markdown_text(cell: dict[str, Any], parts: list[Part], index: BookIndex,
                   markdown: Markdown) -> str:
    """A Markdown cell's text as MyST, with its solution markers written out: each opening one
    as the solution's heading, each closing one as nothing."""
    if parts[0].kind == "cell":
        return _source(cell)
    pieces = []
    for part in parts:
        if part.kind == "text":
            pieces.append(part.text.strip("\n"))
        elif part.kind == "start":
            pieces.append(_solution_heading(part.solution, index, markdown))
    return "\n\n".join(piece for piece in pieces if piece.strip())


def _note(chapter: int, *, page_url: str | None, source: str, student: str,
          student_url: str | None, title: str | None) -> dict[str, Any]:
    book = f" of *{title}*" if title else ""
    page = f"[its page on the book's website]({page_url})" if page_url else "the book's website"
    colab = f" ([open it in Colab]({student_url}))" if student_url else ""
    text = (
        f"> **Reader edition.** This notebook is chapter {chapter}{book} as {page} shows it:\n"
        "> every cell of the chapter, with the outputs of the book's own run and the worked\n"
        "> solutions of the exercises. The text is the chapter's, with the figure and exercise\n"
        "> numbers, the cross-references, the citations and the numbers that the outputs print\n"
        f"> written out; the chapter's source, `{source}`, writes them as MyST, which only\n"
        "> the website renders. Run the cells to reproduce it: the first one installs `attnviz`\n"
        "> when it runs in Colab. To try the exercises without their solutions, open the student\n"
        f"> edition, `{student}`{colab}."
    )
    return {"cell_type": "markdown", "id": NOTE_ID, "metadata": {"tags": [NOTE_ID]},
            "source": lines(text)}


def reader_edition(notebook: dict[str, Any], *, name: str, index: BookIndex | None = None,
                   source_url: str | None = None, page_url: str | None = None,
                   student_url: str | None = None, title: str | None = None,
                   chapter_folder: str = "..") -> dict[str, Any]:
    """The reader edition of a chapter notebook (an nbformat 4 dict; not modified).

    Args:
        notebook: the chapter, as ``json.load`` reads an ``.ipynb`` file.
        name: its file name ("04_bahdanau_attention.ipynb"); the note names the chapter's
            source as ``notebooks/<name>`` and its student edition as
            ``notebooks/student/<name>``.
        index: the book's numbers and bibliography (:func:`attnviz.grading.myst.book_index`);
            by default, this chapter alone, numbered by its name, without a bibliography.
        source_url: the chapter's address in the repository, from which links to
            ``{download}`` files are made.
        page_url: the chapter's page on the website, which the note links.
        student_url: where the note opens the student edition (in Colab).
        title: the book's title, for the note.
        chapter_folder: the chapter's folder, seen from the reader edition's, where the paths
            of the saved live views start.

    Raises:
        NotebookError: the notebook is not nbformat 4, has no title cell, its exercises break
            the book's conventions, a solution belongs to no exercise, or a reference points
            at nothing the index knows; the message names the cell.
    """
    cells = chapter_cells(notebook)
    parts = solution_parts(cells)
    check_exercise_cells(cells, parts)
    stem = Path(name).stem
    if index is None:
        index = BookIndex()
        prefix = re.match(r"\d+", name)
        index.add_chapter(notebook, stem=stem, number=int(prefix[0]) if prefix else 0)
    markdown = Markdown(index, chapter_url=source_url, printed=notebook_texts(notebook))

    out_cells: list[dict[str, Any]] = []
    for position, group in groupby(parts, key=lambda part: part.index):
        cell = copy.deepcopy(cells[position])
        pieces = list(group)
        try:
            if cell.get("cell_type") == "markdown":
                text = _markdown_text(cell, pieces, index, markdown)
                if not text.strip():
                    continue
                cell["source"] = lines(markdown.convert(text))
                out_cells.append(cell)
                continue
            if cell.get("cell_type") != "code":
                out_cells.append(cell)
                continue
            tags, metadata = _tags(cell), cell.setdefault("metadata", {})
            if HIDDEN_TAG in tags and not _needed(_source(cell), [
                    _source(later) for later in cells[position + 1:]
                    if later.get("cell_type") == "code"]):
                continue
            if any(tag in tags for tag in SOURCE_HIDDEN_TAGS):
                metadata.setdefault("jupyter", {})["source_hidden"] = True
            cell["outputs"] = [_relocated(output, chapter_folder)
                               for output in cell.get("outputs", [])]
            out_cells.append(cell)
            figure = metadata.get("mystnb", {}).get("figure")
            caption = caption_cell(figure, index, markdown) if isinstance(figure, dict) else None
            if caption is not None:
                out_cells.append(caption)
        except NotebookError as error:
            raise NotebookError(f"{where(position, cells[position])}: {error}") from None
    out_cells.insert(1, _note(
        index.chapters.get(stem, 0), page_url=page_url, source=f"notebooks/{name}",
        student=f"notebooks/student/{name}", student_url=student_url, title=title))
    if markdown.cited:
        out_cells.append(references_cell(markdown, cell_id=REFERENCES_ID))
    edition = {key: copy.deepcopy(value) for key, value in notebook.items() if key != "cells"}
    edition["cells"] = out_cells
    return edition

