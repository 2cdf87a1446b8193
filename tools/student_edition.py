"""The student edition of each chapter: its exercise notebook, without the worked solutions.

A chapter notebook (``notebooks/01_queries_keys_values.ipynb``, ...) is the solution edition:
the website shows it, with every worked solution in a drop-down. Its student edition, written
by this module to ``notebooks/student/`` under the same name, is what a learner opens in Colab:

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
  out with the website's numbers (``{numref}`` -> "Figure 4.2", ``{ref}`` of an exercise ->
  "Exercise 4.1", ``{eq}`` -> "(1.2)" and ``$$ ... $$ (label)`` -> ``\tag{1.2}``, ``{cite}``
  -> "(Bahdanau et al., 2015)" with a reference list at the end, ``{doc}`` -> the chapter,
  ``{printed}`` -> the number the chapter's committed outputs print (:mod:`tools.printed`),
  ``{download}`` -> a link into the repository, ``{exercise}`` -> "**Exercise 4.1**", ...);
  a figure's caption, which only the website shows, follows its cell as "*Figure 4.2.* ...";
  a role or directive without a plain form, or a reference to nothing, is refused;
- outputs, execution counts and widget state are cleared;
- a note after the title says that this is the student edition and where the solutions are.

Numbers are the website's: chapter n is the n-th file of the numbered part of ``_toc.yml``
(a notebook outside it is numbered by its name), and its figures, exercises and labelled
equations count from n.1 in the order of the full chapter (solutions included), as Jupyter
Book numbers them. The bibliography is ``book/references.bib``.

The same notebook always gives the same bytes. Usage, from the repository root::

    python -m tools.student_edition                  # notebooks/NN_*.ipynb -> notebooks/student/
    python -m tools.student_edition my_chapter.ipynb --out handouts/

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
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

from attnviz.grading.cells import CHECK_TAG, HIDDEN_TAG, SOLUTION_END, SOLUTION_START, STUB_TAG
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from tools.printed import PrintedError, notebook_texts
from tools.printed import resolve as resolve_printed

NOTE_ID = "student-edition-note"
NOTE_TAG = "student-edition-note"
CHAPTERS = "notebooks/[0-9][0-9]_*.ipynb"  # what a plain `python -m tools.student_edition` reads
STUDENT_FOLDER = "student"  # next to the chapters
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime")

OPTION = re.compile(r"^:(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")


class NotebookError(ValueError):
    """A notebook that cannot be turned into a student edition; the message says where."""


def _lines(text: str) -> list[str]:
    """Text as a notebook file stores it: a list of lines, each but the last ending in \\n."""
    return text.splitlines(keepends=True)


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


# ---------------------------------------------------------------------------------------------
# MyST -> plain Markdown. Colab and Jupyter render CommonMark with $maths$, not MyST: a role
# such as {numref}`fig-x` or a directive fence would show as raw text. The book's numbers
# (Figure 4.2, Exercise 4.1, equation (1.2)) come from a BookIndex of every chapter, numbered
# as Jupyter Book numbers them: chapter n is the n-th file of the numbered part of _toc.yml,
# and figures, exercises and labelled equations count from 1 within their chapter.

ROLE = re.compile(r"\{(?P<role>[a-z][\w:-]*)\}`(?P<content>[^`]*)`")
EXPLICIT = re.compile(r"^(?P<text>.*?)\s*<(?P<target>[^<>]+)>$", re.DOTALL)  # "text <target>"
DIRECTIVE = re.compile(r"^(?P<fence>`{3,}|:{3,})\{(?P<name>[\w:-]+)\}[ \t]*(?P<argument>.*?)"
                       r"[ \t]*$")
# A role, or code that may look like one (a fenced block, a code span), whichever starts first.
CODE_OR_ROLE = re.compile(ROLE.pattern + r"|^```[^\n]*\n.*?^```[ \t]*$|(?<!`)`[^`\n]+`(?!`)",
                          re.MULTILINE | re.DOTALL)
TARGET = re.compile(r"^\((?P<label>[\w-]+)\)=[ \t]*$")
HEADING = re.compile(r"^#{1,6}[ \t]+(?P<title>.+?)[ \t]*#*[ \t]*$")
ADMONITIONS = {"note", "tip", "hint", "important", "warning", "caution", "attention", "danger",
               "error", "seealso", "admonition"}
# An exercise that asks for words as well as code gets a Markdown cell to answer in.
ASKS_FOR_WORDS = re.compile(r"\?|\b(explain|why|describe|discuss|compare|argue|interpret|"
                            r"show that|prove|what do you|which)\b", re.IGNORECASE)
ANSWER_TAG = "exercise-answer"
CAPTION_TAG = "figure-caption"
REFERENCES_ID = "student-edition-references"


@dataclass(frozen=True)
class Reference:
    """One entry of the bibliography, as much of it as a short reference list needs."""

    key: str
    surnames: tuple[str, ...]
    year: str
    title: str
    venue: str
    link: str

    def cited(self, *, textual: bool = False) -> str:
        """"Bahdanau et al., 2014" (or "Bahdanau et al. (2014)" with ``textual``)."""
        names = self.surnames
        who = (names[0] if len(names) == 1 else f"{names[0]} and {names[1]}"
               if len(names) == 2 else f"{names[0]} et al.")
        return f"{who} ({self.year})" if textual else f"{who}, {self.year}"

    def listed(self) -> str:
        """One line of the reference list: surnames (year). Title. *Venue*. link."""
        names = self.surnames
        who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        line = f"{who} ({self.year}). {self.title}."
        line += f" *{self.venue}*." if self.venue else ""
        return line + (f" <{self.link}>" if self.link else "")


_ACCENTS = {'"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303",
            "c": "\u0327", "=": "\u0304", ".": "\u0307", "v": "\u030c", "u": "\u0306"}


def _latex_text(value: str) -> str:
    """BibTeX field text as Unicode: accents, \\&, \\url{}, -- and braces."""
    value = re.sub(r"\{?\\([\"'`^~=.]|[cvu](?=\{|\s))\s*\{?([A-Za-z])\}?\}?",
                   lambda m: m[2] + _ACCENTS[m[1]], value)
    value = re.sub(r"\\url\{([^}]*)\}", r"\1", value)
    value = value.replace("\\&", "&").replace("---", "\u2014").replace("--", "\u2013")
    value = value.replace("{", "").replace("}", "").replace("~", "\u00a0")
    return unicodedata.normalize("NFC", " ".join(value.split()))


def _surname(author: str) -> str:
    author = author.strip()
    if author.startswith("{") and author.endswith("}"):  # {Tatoeba Project}: a corporate name
        return _latex_text(author)
    if "," in author:  # "van Merriënboer, Bart" or "Cho, Kyunghyun"
        return _latex_text(author.split(",", 1)[0])
    return _latex_text(author.split()[-1])


def read_bibliography(text: str) -> dict[str, Reference]:
    """The entries of a BibTeX file (a small reader: ``@type{key, field = {...} or "..." or
    digits, ...}``; ``@comment``, ``@string`` and ``@preamble`` are skipped)."""
    entries: dict[str, Reference] = {}
    for start in re.finditer(r"@(?P<type>\w+)\s*\{\s*(?P<key>[^,\s]+)\s*,", text):
        if start["type"].lower() in {"comment", "string", "preamble"}:
            continue
        fields, position = {}, start.end()
        while True:
            field = re.compile(r"\s*(?P<name>[\w-]+)\s*=\s*").match(text, position)
            if field is None:
                break
            position = field.end()
            if text[position] == "{":
                depth, end = 0, position
                while True:
                    depth += {"{": 1, "}": -1}.get(text[end], 0)
                    if depth == 0:
                        break
                    end += 1
                value, position = text[position + 1:end], end + 1
            elif text[position] == '"':
                end = text.index('"', position + 1)
                value, position = text[position + 1:end], end + 1
            else:
                bare = re.compile(r"[^,}\s]+").match(text, position)
                if bare is None:
                    raise NotebookError(f"bibliography entry {start['key']!r}: field "
                                        f"{field['name']!r} has no value")
                value, position = bare[0], bare.end()
            fields[field["name"].lower()] = value
            comma = re.compile(r"\s*,").match(text, position)
            if comma is None:
                break
            position = comma.end()
        authors = re.split(r"\s+and\s+", " ".join(fields.get("author", "").split()))
        link = (f"https://doi.org/{fields['doi']}" if "doi" in fields
                else fields.get("url") or _latex_text(fields.get("howpublished", "")))
        venue = next((fields[name] for name in ("journal", "booktitle", "publisher",
                                                "institution") if name in fields), "")
        if not venue and fields.get("archiveprefix", "").lower() == "arxiv":
            venue = f"arXiv:{fields.get('eprint', '')}"
        entries[start["key"]] = Reference(
            key=start["key"],
            surnames=tuple(_surname(author) for author in authors if author) or ("Anonymous",),
            year=fields.get("year", "n.d."), title=_latex_text(fields.get("title", "")),
            venue=_latex_text(venue), link=link if link.startswith("http") else "")
    return entries


@dataclass
class BookIndex:
    """What the references of the chapters point to: numbers, titles and the bibliography."""

    chapters: dict[str, int] = field(default_factory=dict)  # notebook stem -> chapter number
    titles: dict[str, str] = field(default_factory=dict)  # notebook stem -> its title
    figures: dict[str, str] = field(default_factory=dict)  # label -> "4.2"
    equations: dict[str, str] = field(default_factory=dict)  # label -> "1.2"
    exercises: dict[str, str] = field(default_factory=dict)  # label -> "4.1"
    sections: dict[str, str] = field(default_factory=dict)  # label -> section title
    bibliography: dict[str, Reference] = field(default_factory=dict)

    def add_chapter(self, notebook: dict[str, Any], *, stem: str, number: int) -> None:
        """Number the figures, exercises and labelled equations of one chapter, in order."""
        self.chapters[stem] = number
        counts = {"figure": 0, "equation": 0, "exercise": 0}

        def count(kind: str, label: str | None, into: dict[str, str]) -> None:
            counts[kind] += 1
            if label:
                into[label] = f"{number}.{counts[kind]}"

        for cell in notebook.get("cells", []):
            if cell.get("cell_type") == "code":
                if HIDDEN_TAG not in _tags(cell):
                    figure = cell.get("metadata", {}).get("mystnb", {}).get("figure")
                    if isinstance(figure, dict):
                        count("figure", figure.get("name"), self.figures)
                continue
            if cell.get("cell_type") != "markdown":
                continue
            text = _source(cell)
            for line in text.splitlines():
                heading = HEADING.match(line)
                if heading and stem not in self.titles:
                    self.titles[stem] = heading["title"]
            lines = text.splitlines()
            for position, line in enumerate(lines):
                target = TARGET.match(line)
                if target:
                    heading = next((HEADING.match(after) for after in lines[position + 1:]
                                    if after.strip()), None)
                    if heading:
                        self.sections[target["label"]] = heading["title"]
                directive = DIRECTIVE.match(line)
                if directive is None:
                    if "$$" in line:
                        for label in re.findall(r"\$\$[ \t]*\(([\w-]+)\)", line):
                            count("equation", label, self.equations)
                    continue
                options = _options(lines[position + 1:])
                name = directive["name"]
                if name == "exercise" and "nonumber" not in options:
                    count("exercise", options.get("label"), self.exercises)
                elif name == "figure":
                    count("figure", options.get("name"), self.figures)
                elif name == "math" and options.get("label"):
                    count("equation", options.get("label"), self.equations)


def _options(lines: Sequence[str]) -> dict[str, str]:
    """The ``:key: value`` lines that open a directive's body."""
    options = {}
    for line in lines:
        option = OPTION.match(line.rstrip("\n"))
        if option is None:
            break
        options[option["key"]] = option["value"]
    return options


def _numbered_chapters(root: Path) -> list[Path]:
    """The files of the numbered parts of ``_toc.yml``, in order (chapter 1, 2, ...)."""
    toc = root / "_toc.yml"
    if not toc.is_file():
        return []
    try:
        import yaml
    except ImportError as error:  # a maintainer tool: the book's environment has PyYAML
        raise NotebookError("reading the chapters' order from _toc.yml needs PyYAML "
                            "(pip install pyyaml)") from error
    data = yaml.safe_load(toc.read_text(encoding="utf-8")) or {}
    files = []
    for part in data.get("parts", []):
        if part.get("numbered"):
            files += [root / f"{chapter['file']}.ipynb" for chapter in part.get("chapters", [])
                      if "file" in chapter]
    return files


def book_index(paths: Sequence[Path]) -> BookIndex:
    """The index of the book the notebooks ``paths`` belong to: its numbered chapters (from
    ``_toc.yml``; a notebook outside it is numbered by its name, ``04_...`` is chapter 4) and
    its bibliography (``book/references.bib``)."""
    index = BookIndex()
    chapters: dict[Path, int] = {}
    roots = {root for root in (_book_root(path) for path in paths) if root is not None}
    for root in sorted(roots):
        for number, path in enumerate(_numbered_chapters(root), 1):
            chapters.setdefault(path.resolve(), number)
        bib = root / "book" / "references.bib"
        if bib.is_file():
            index.bibliography.update(read_bibliography(bib.read_text(encoding="utf-8")))
    for path in paths:
        if path.resolve() not in chapters:
            prefix = re.match(r"\d+", path.name)
            chapters[path.resolve()] = int(prefix[0]) if prefix else 0
    for path, number in chapters.items():
        try:
            notebook = _read(path)
        except NotebookError:
            continue  # its own student edition says what is wrong with it
        if isinstance(notebook, dict):
            index.add_chapter(notebook, stem=path.stem, number=number)
    return index


class _Markdown:
    """Turns the MyST of one chapter's Markdown into plain Markdown, collecting what it cites."""

    def __init__(self, index: BookIndex, *, chapter_url: str | None,
                 printed: tuple[str, ...] = ()) -> None:
        self.index, self.chapter_url = index, chapter_url
        self.printed = printed  # what the chapter's cells printed, for {printed}
        self.cited: list[str] = []

    def _find(self, kind: str, table: dict[str, str], label: str, role: str) -> str:
        if label not in table:
            raise NotebookError(f"{{{role}}}`{label}`: no {kind} of the book is labelled "
                                f"{label!r}")
        return table[label]

    def _reference(self, label: str, role: str) -> str:
        """What ``{ref}``/``{numref}`` of a label reads as: "Figure 4.2", "Exercise 4.1"."""
        for table, word in ((self.index.figures, "Figure"), (self.index.exercises, "Exercise"),
                            (self.index.equations, "Equation")):
            if label in table:
                return f"{word} {table[label]}"
        if label in self.index.sections:
            return self.index.sections[label]
        raise NotebookError(f"{{{role}}}`{label}`: nothing in the book is labelled {label!r} "
                            "(a figure's name, an exercise's label or a (label)= target)")

    def role(self, match: re.Match[str]) -> str:
        role, content = match["role"], match["content"]
        explicit = EXPLICIT.match(content)
        text, target = (explicit["text"], explicit["target"]) if explicit else (None, content)
        if role in {"numref", "ref"}:
            number = self._reference(target.strip(), role)
            if text is None:
                return number
            if role == "numref" and ("%s" in text or "{number}" in text):
                bare = number.split(" ", 1)[-1]
                return text.replace("%s", bare).replace("{number}", bare)
            return text
        if role == "eq":
            return f"({self._find('equation', self.index.equations, target.strip(), role)})"
        if role.split(":")[0] == "cite":
            keys = [key.strip() for key in content.split(",") if key.strip()]
            references = []
            for key in keys:
                if key not in self.index.bibliography:
                    raise NotebookError(f"{{{role}}}`{content}`: {key!r} is not in the "
                                        "bibliography (book/references.bib)")
                references.append(self.index.bibliography[key])
                if key not in self.cited:
                    self.cited.append(key)
            if role in {"cite:t", "cite:ts"}:
                return ", ".join(reference.cited(textual=True) for reference in references)
            return "(" + "; ".join(reference.cited() for reference in references) + ")"
        if role == "doc":
            stem = PurePosixPath(target.strip()).name
            if text is not None:
                return text
            if stem in self.index.chapters:
                title = self.index.titles.get(stem, stem)
                return f"Chapter {self.index.chapters[stem]} (*{title}*)"
            raise NotebookError(f"{{doc}}`{content}`: not a chapter of the book")
        if role == "download":
            label = text if text is not None else PurePosixPath(target).name
            return f"[{label}]({urljoin(self.chapter_url, target)})" if self.chapter_url \
                else label
        if role == "printed":
            try:
                return resolve_printed(content, here=None, own=self.printed)
            except PrintedError as error:
                raise NotebookError(str(error)) from None
        if role == "math":
            return f"${content}$"
        if role in {"sub", "sup", "kbd"}:
            return f"<{role}>{content}</{role}>"
        if role in {"term", "abbr", "code", "guilabel", "menuselection", "command", "file",
                    "samp", "dfn"}:
            return text if text is not None else re.sub(r"\s*\([^)]*\)$", "", content) \
                if role == "abbr" else content
        raise NotebookError(f"the role {{{role}}} of {match[0]!r} has no plain-Markdown form "
                            "in the student edition: write it another way, or teach "
                            "tools/student_edition.py to convert it")

    def _equations(self, text: str) -> str:
        """``$$ ... $$ (label)`` -> ``$$ ... \\tag{1.2} $$``; each $$ pairs with the next one."""
        parts, out, position = [m.start() for m in re.finditer(r"\$\$", text)], [], 0
        for opening, closing in zip(parts[::2], parts[1::2], strict=False):
            label = re.compile(r"[ \t]*\((?P<label>[\w-]+)\)").match(text, closing + 2)
            if label is None:
                continue
            number = self._find("equation", self.index.equations, label["label"], "eq")
            body = text[opening + 2:closing].rstrip()
            out += [text[position:opening], f"$${body}\n\\tag{{{number}}}\n$$"]
            position = label.end()
        return "".join(out) + text[position:]

    def _directive(self, name: str, argument: str, body: list[str]) -> list[str]:
        options = _options(body)
        body = body[len(options):]
        text = self.convert("\n".join(body).strip("\n"))
        if name == "exercise":
            label = options.get("label")
            number = self.index.exercises.get(label) if label else None
            heading = "**Exercise" + (f" {number}" if number else "") + "**"
            heading += f" ({self.convert(argument)})" if argument else ""
            return [heading, "", text]
        if name == "figure":
            caption, _, legend = text.partition("\n\n")
            number = self.index.figures.get(options.get("name", ""))
            alt = options.get("alt", caption)
            lines = [f"![{alt}]({urljoin(self.chapter_url or '', argument)})", ""]
            prefix = f"Figure {number}. " if number else ""
            return lines + [f"*{prefix}{caption}*"] + (["", legend] if legend else [])
        if name == "math":
            number = self.index.equations.get(options.get("label", ""))
            return ["$$", text] + ([f"\\tag{{{number}}}"] if number else []) + ["$$"]
        if name in ADMONITIONS or name.startswith("admonition"):
            title = self.convert(argument) if argument else name.capitalize()
            quoted = [f"> **{title}**", ">"] + [f"> {line}".rstrip() for line in text.split("\n")]
            return quoted
        if name in {"code", "code-block", "code-cell", "sourcecode"}:
            return [f"```{argument}", "\n".join(body).strip("\n"), "```"]
        raise NotebookError(f"the directive {{{name}}} has no plain-Markdown form in the "
                            "student edition: write it another way, or teach "
                            "tools/student_edition.py to convert it")

    def convert(self, text: str) -> str:
        """Markdown text with every MyST directive, role, target and labelled equation written
        as plain Markdown (code spans and code blocks left alone)."""
        lines, out, position = text.split("\n"), [], 0
        while position < len(lines):
            line = lines[position]
            directive = DIRECTIVE.match(line.strip())
            if TARGET.match(line):
                position += 1
                continue
            if directive is None:
                out.append(line)
                position += 1
                continue
            fence = directive["fence"]
            closing = next((j for j in range(position + 1, len(lines))
                            if lines[j].strip() == fence), None)
            if closing is None:
                raise NotebookError(f"the directive {line.strip()!r} is never closed (no "
                                    f"{fence} line after it in the same cell)")
            out += self._directive(directive["name"], directive["argument"],
                                   lines[position + 1:closing])
            position = closing + 1
        return self._roles(self._equations("\n".join(out)))

    def _roles(self, text: str) -> str:
        """Roles replaced outside code: fenced blocks and `code spans` are kept as written."""
        return CODE_OR_ROLE.sub(
            lambda match: self.role(match) if match["role"] else match[0], text)


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
        found.append((_options(body).get("label", ""), "\n".join(body)))
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
                  markdown: _Markdown) -> dict[str, Any] | None:
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


def _references_cell(markdown: _Markdown) -> dict[str, Any]:
    entries = sorted((markdown.index.bibliography[key] for key in markdown.cited),
                     key=lambda reference: (reference.surnames, reference.year, reference.key))
    text = "## References\n\n" + "\n".join(f"- {entry.listed()}" for entry in entries)
    return {"cell_type": "markdown", "id": REFERENCES_ID, "metadata": {"tags": [REFERENCES_ID]},
            "source": _lines(text)}


def student_edition(notebook: dict[str, Any], *, name: str,
                    full_chapter_url: str | None = None,
                    index: BookIndex | None = None) -> dict[str, Any]:
    """The student edition of a chapter notebook (an nbformat 4 dict; not modified).

    Args:
        notebook: the chapter, as ``json.load`` reads an ``.ipynb`` file.
        name: its file name, for the note ("01_queries_keys_values.ipynb").
        full_chapter_url: where the note sends the reader for the worked solutions (the
            chapter in the repository); without it the note names the file. Links to
            ``{download}`` files are made relative to it.
        index: the book's numbers and bibliography, for the references (:func:`book_index`);
            by default, this chapter alone, numbered by its name (``04_...`` is chapter 4),
            without a bibliography.

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
    kept = _without_solutions(cells)
    _check_pairs(kept, cells)
    if index is None:
        index = BookIndex()
        prefix = re.match(r"\d+", name)
        index.add_chapter(notebook, stem=Path(name).stem, number=int(prefix[0]) if prefix else 0)
    markdown = _Markdown(index, chapter_url=full_chapter_url, printed=notebook_texts(notebook))

    out_cells: list[dict[str, Any]] = []
    open_ended: list[tuple[str, str]] = []  # exercises whose answer cells are still to come
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
            if exercises:
                following = kept[position + 1][1] if position + 1 < len(kept) else {}
                has_stub = STUB_TAG in _tags(following)
                # Only the last exercise of a cell can be the one its stub belongs to.
                open_ended = exercises[:-1] if has_stub else exercises
                out_cells.append(cell)
                for number, (label, statement) in enumerate(open_ended, 1):
                    out_cells += _answer_cells(label, statement,
                                               fallback=f"cell{chapter_index + 1}-{number}")
                continue
        elif cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
            if STUB_TAG in metadata.get("tags", []):
                metadata["tags"] = [tag for tag in metadata["tags"] if tag != HIDDEN_TAG]
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
    index = book_index(paths)
    for path in paths:
        target = (out if out is not None else path.parent / STUDENT_FOLDER) / path.name
        try:
            if target.resolve() == path.resolve():
                raise NotebookError("the student edition would overwrite the chapter itself: "
                                    "choose another output folder")
            if target in editions:
                raise NotebookError(f"another notebook of the same name also goes to {target}")
            edition = student_edition(_read(path), name=path.name,
                                      full_chapter_url=chapter_url(path), index=index)
        except NotebookError as error:
            errors.append(f"{path}: {error}")
            continue
        editions[target] = dumps(edition)
    if errors:
        raise NotebookError("\n".join(errors))
    return editions


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.student_edition",
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
