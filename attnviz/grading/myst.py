"""MyST as plain Markdown, with the book's numbers: what Jupyter and Colab show of a chapter.

The website renders the chapters' Markdown as MyST: roles such as {numref}`fig-x`, directives
such as an ``{exercise}`` fence, labelled equations. Jupyter and Colab render CommonMark with
$maths$, where these would show as raw text. :class:`Markdown` writes each of them out as the
website numbers it ("Figure 4.2", "Exercise 4.1", "(1.2)", "(Bahdanau et al., 2015)"), from a
:class:`BookIndex` of every chapter: chapter n is the n-th file of the numbered part of
``_toc.yml`` (a notebook outside it is numbered by its name), and its figures, exercises and
labelled equations count from n.1 in the order of the full chapter, as Jupyter Book numbers
them. The bibliography is ``book/references.bib``; a ``{printed}`` role is read with
:mod:`attnviz.grading.printed`.

The student edition (:mod:`attnviz.grading.student_edition`) and, through it, the nbgrader
kit (:mod:`attnviz.grading.nbgrader_kit`), and the reader edition
(:mod:`attnviz.grading.reader_edition`) write their Markdown with it, and put a figure's caption
(:func:`caption_cell`) and the chapter's reference list (:func:`references_cell`) in cells of
their own. Where the book lives (``_config.yml``) gives the editions' links:
:func:`chapter_url` (a file in the repository), :func:`colab_url` (the same file opened in
Colab) and :func:`page_url` (a chapter's page on the website).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urljoin

from attnviz.grading.cells import HIDDEN_TAG, NotebookError, read_notebook
from attnviz.grading.cells import source as _source
from attnviz.grading.cells import tags as _tags
from attnviz.grading.printed import PrintedError, file_texts, read, source_file
from attnviz.grading.printed import Reference as PrintedReference

__all__ = ["CAPTION_TAG", "RAW_MYST", "BibEntry", "BookIndex", "Markdown", "book_chapters",
           "book_index", "book_root", "book_title", "caption_cell", "chapter_url", "colab_url",
           "directive_options", "page_url", "read_bibliography", "references_cell"]

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
OPTION = re.compile(r"^:(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")
# What Jupyter would show as raw text if it were left: a role, a directive's fence, a label
# option, a label target, a labelled equation (the tests and CI search converted Markdown).
RAW_MYST = re.compile(r"\{[a-z][\w:-]*\}`|^[ \t]*(`{3,}|:{3,})\{|^[ \t]*:label:|^\([\w-]+\)=|"
                      r"\$\$[ \t]*\([\w-]+\)", re.MULTILINE)
CAPTION_TAG = "figure-caption"  # the Markdown cell that follows a figure with its caption


@dataclass(frozen=True)
class BibEntry:
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


def read_bibliography(text: str) -> dict[str, BibEntry]:
    """The entries of a BibTeX file (a small reader: ``@type{key, field = {...} or "..." or
    digits, ...}``; ``@comment``, ``@string`` and ``@preamble`` are skipped)."""
    entries: dict[str, BibEntry] = {}
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
        entries[start["key"]] = BibEntry(
            key=start["key"],
            surnames=tuple(_surname(author) for author in authors if author) or ("Anonymous",),
            year=fields.get("year", "n.d."), title=_latex_text(fields.get("title", "")),
            venue=_latex_text(venue), link=link if link.startswith("http") else "")
    return entries


@dataclass
class BookIndex:
    """What the references of the chapters point to: numbers, titles and the bibliography, and
    the repository ``root`` where a ``{printed}`` role that names another source finds it."""

    chapters: dict[str, int] = field(default_factory=dict)  # notebook stem -> chapter number
    titles: dict[str, str] = field(default_factory=dict)  # notebook stem -> its title
    figures: dict[str, str] = field(default_factory=dict)  # label -> "4.2"
    equations: dict[str, str] = field(default_factory=dict)  # label -> "1.2"
    exercises: dict[str, str] = field(default_factory=dict)  # label -> "4.1"
    exercise_titles: dict[str, str] = field(default_factory=dict)  # label -> its title (MyST)
    sections: dict[str, str] = field(default_factory=dict)  # label -> section title
    bibliography: dict[str, BibEntry] = field(default_factory=dict)
    root: Path | None = None
    # What each other source printed, read once: filled as {printed} roles ask for it.
    _printed: dict[Path, tuple[str, ...]] = field(default_factory=dict, repr=False)

    def printed(self, source: str) -> tuple[str, ...]:
        """What the source a ``{printed}`SOURCE::...``` role names printed (another chapter,
        or a committed benchmark output), found under :attr:`root`."""
        if self.root is None:
            raise NotebookError(f"{{printed}} reads another source, {source!r}: give the "
                                "repository's root (the book's index of its chapters)")
        try:
            path = source_file(source, self.root)
        except PrintedError as error:
            raise NotebookError(str(error)) from None
        if path not in self._printed:
            self._printed[path] = file_texts(path)
        return self._printed[path]

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
                options = directive_options(lines[position + 1:])
                name = directive["name"]
                if name == "exercise" and "nonumber" not in options:
                    count("exercise", options.get("label"), self.exercises)
                if name == "exercise" and options.get("label") and directive["argument"]:
                    self.exercise_titles[options["label"]] = directive["argument"]
                elif name == "figure":
                    count("figure", options.get("name"), self.figures)
                elif name == "math" and options.get("label"):
                    count("equation", options.get("label"), self.equations)


def directive_options(lines: Sequence[str]) -> dict[str, str]:
    """The ``:key: value`` lines that open a directive's body."""
    options = {}
    for line in lines:
        option = OPTION.match(line.rstrip("\n"))
        if option is None:
            break
        options[option["key"]] = option["value"]
    return options


def book_root(path: Path) -> Path | None:
    """The folder above ``path`` that holds the book's ``_config.yml``, if any."""
    return next((folder for folder in path.resolve().parents
                 if (folder / "_config.yml").is_file()), None)


def _config(path: Path) -> tuple[Path, dict[str, Any]] | None:
    """The root of the book ``path`` belongs to and its ``_config.yml``; None outside a book."""
    root = book_root(path)
    if root is None:
        return None
    try:
        import yaml
    except ImportError as error:  # the book's environment has PyYAML (Jupyter Book needs it)
        raise NotebookError("reading the book's addresses from _config.yml needs PyYAML "
                            "(pip install pyyaml)") from error
    return root, yaml.safe_load((root / "_config.yml").read_text(encoding="utf-8")) or {}


def _repository(path: Path) -> tuple[str, str, str] | None:
    """``(repository address, branch, path from the book's root)`` of a file of the book."""
    found = _config(path)
    if found is None:
        return None
    root, config = found
    repository = config.get("repository") or {}
    url = str(repository.get("url") or "").rstrip("/")
    if not url:
        return None
    return url, repository.get("branch") or "main", path.resolve().relative_to(root).as_posix()


def chapter_url(path: Path) -> str | None:
    """A file's address in the book's repository (``repository`` in ``_config.yml``):
    ``https://github.com/<owner>/<repo>/blob/<branch>/<path>``; ``None`` outside a book or when
    ``_config.yml`` names no repository."""
    found = _repository(path)
    if found is None:
        return None
    url, branch, relative = found
    return f"{url}/blob/{branch}/{relative}"


def colab_url(path: Path) -> str | None:
    """The address that opens a notebook of the book's repository in Colab, as the website's
    launch menu writes it (``launch_buttons.colab_url``, a GitHub repository); ``None`` when
    ``_config.yml`` names no Colab or no GitHub repository."""
    found, config = _repository(path), _config(path)
    if found is None or config is None:
        return None
    url, branch, relative = found
    colab = str((config[1].get("launch_buttons") or {}).get("colab_url") or "").rstrip("/")
    github = re.fullmatch(r"https://github\.com/(?P<owner>[\w.-]+)/(?P<name>[\w.-]+?)(?:\.git)?",
                          url)
    if not colab or github is None:
        return None
    return f"{colab}/github/{github['owner']}/{github['name']}/blob/{branch}/{relative}"


def page_url(path: Path) -> str | None:
    """A chapter's page on the published website (``html.baseurl`` in ``_config.yml``):
    ``notebooks/04_bahdanau_attention.ipynb`` -> ``<baseurl>notebooks/04_bahdanau_attention.html``;
    ``None`` outside a book or when ``_config.yml`` names no address."""
    found = _config(path)
    if found is None:
        return None
    root, config = found
    base = str((config.get("html") or {}).get("baseurl") or "")
    if not base:
        return None
    relative = path.resolve().relative_to(root).with_suffix(".html").as_posix()
    return f"{base.rstrip('/')}/{relative}"


def book_title(path: Path) -> str | None:
    """The title of the book ``path`` belongs to (``title`` in ``_config.yml``), if any."""
    found = _config(path)
    if found is None:
        return None
    return str(found[1].get("title") or "") or None


def book_chapters(root: Path) -> list[Path]:
    """The files of the numbered parts of ``_toc.yml``, in order (chapter 1, 2, ...)."""
    toc = root / "_toc.yml"
    if not toc.is_file():
        return []
    try:
        import yaml
    except ImportError as error:  # the book's environment has PyYAML (Jupyter Book needs it)
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
    ``_toc.yml``; a notebook outside it is numbered by its name, ``04_...`` is chapter 4), its
    bibliography (``book/references.bib``) and its root (when they belong to one book)."""
    index = BookIndex()
    chapters: dict[Path, int] = {}
    roots = {root for root in (book_root(path) for path in paths) if root is not None}
    if len(roots) == 1:
        index.root = next(iter(roots))
    for root in sorted(roots):
        for number, path in enumerate(book_chapters(root), 1):
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
            notebook = read_notebook(path)
        except NotebookError:
            continue  # its own student edition says what is wrong with it
        index.add_chapter(notebook, stem=path.stem, number=number)
    return index


class Markdown:
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
            source = PrintedReference.parse(content).source
            texts, where = ((self.printed, "this chapter") if source is None
                            else (self.index.printed(source), source))
            try:
                return read(content, texts, where=where)
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
                            "in Jupyter: write it another way, or teach "
                            "attnviz/grading/myst.py to convert it")

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
        options = directive_options(body)
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
        raise NotebookError(f"the directive {{{name}}} has no plain-Markdown form in "
                            "Jupyter: write it another way, or teach "
                            "attnviz/grading/myst.py to convert it")

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


def caption_cell(figure: dict[str, Any], index: BookIndex,
                 markdown: Markdown) -> dict[str, Any] | None:
    """The caption of a figure cell (myst-nb's ``mystnb.figure`` metadata, which only the
    website shows) as a Markdown cell to go after it: "*Figure 4.2.* caption"; ``None`` for a
    figure with neither a caption nor a number."""
    caption = str(figure.get("caption") or "").strip()
    label = figure.get("name") or ""
    number = index.figures.get(label)
    if not caption and not number:
        return None
    heading = f"*Figure {number}.*" if number else ""
    text = markdown.convert(caption)
    return {"cell_type": "markdown", "id": f"caption-{label or number}"[:64],
            "metadata": {"tags": [CAPTION_TAG]},
            "source": f"{heading} {text}".strip().splitlines(keepends=True)}


def references_cell(markdown: Markdown, *, cell_id: str) -> dict[str, Any]:
    """The works ``markdown`` has cited so far, as a Markdown cell "## References" that lists
    them by surname and year (tagged and identified by ``cell_id``)."""
    entries = sorted((markdown.index.bibliography[key] for key in markdown.cited),
                     key=lambda reference: (reference.surnames, reference.year, reference.key))
    text = "## References\n\n" + "\n".join(f"- {entry.listed()}" for entry in entries)
    return {"cell_type": "markdown", "id": cell_id, "metadata": {"tags": [cell_id]},
            "source": text.splitlines(keepends=True)}
