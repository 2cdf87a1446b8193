"""Slide decks for the course's fifteen sessions, written into the website by the book build.

A Sphinx extension, loaded through ``sphinx: local_extensions`` in ``_config.yml`` (which puts
``book/_ext`` on ``sys.path``; the name is also listed in ``sphinx.config.extensions``). Each
session has one source, ``book/slides/session-NN.md``: YAML front matter, then Markdown slides
separated by lines that hold only ``---``. When an HTML build finishes, it writes into the site

    slides/session-01.html ... session-15.html   one reveal.js deck per session
    slides/index.html                            the list of decks
    slides/figures/<name>.png                    chapter figures, the notebooks' own outputs
    slides/diagrams/<name>.svg                   the book's schematic diagrams
    slides/deck.css, deck.js, mathjax-config.js, index.css   (from static/)

reveal.js and MathJax come from the site's own ``_static/vendor/`` (installed by
``.ci/install-site-assets``), so a deck works offline. The pages are Jinja templates in
``book/slides/templates/``; their CSS and JavaScript are in ``book/slides/static/``.

Front matter (every key is required but ``part``)::

    session: 1
    chapter: notebooks/01_queries_keys_values.ipynb
    title: Queries, keys and values
    part: "Part 1: the blocks"       # for sessions that share a chapter (7 and 8, 12 and 13)
    question: What should a lookup return when no key matches the query exactly?
    pre_class:                       # one question of the syllabus's pre-class check
      question: Markdown, the question as the syllabus asks it
      answer: Markdown, its answer (the slide's speaker notes)
    objectives: [three to five items]
    exercise:
      label: ch1-ex-write-softmax    # the build-it-yourself exercise done in class (chapters
                                     # 11 and 12 have no write-: ch11-ex-absorbed)
      prompt: Markdown, the task in a few lines
      check: check_softmax(softmax)  # the checker call that ends it, as in the chapter
    debrief: [softmax-wrong-axis, softmax-overflow]   # 2 to 4 diagnoses of that checker

A deck is a title slide (the title and the session's question), the pre-class question (its
answer in the notes), the objectives, the source's slides, the exercise (its prompt, its checker
call and a link to it on the chapter page), the debrief of the exercise (the typical mistakes
its checker recognises, each with the hint the checker prints, read from
``attnviz.exercises.DIAGNOSES``) and a closing slide that links to the chapter page, its student
edition and the next session. One of the source's slides is the chapter's key result, a table
whose heading starts with ``## Key result``.

Speaker notes: every slide of the source ends with them, after a line that holds only
``Note:`` (reveal.js's own convention); a slide without notes stops the build. They become
``<aside class="notes">``, hidden on the slide; the built-in slides get notes written from the
front matter (the pre-class answer, the checker to run, the hints to listen for). Press ``S``
in a deck to show or hide the notes in a panel beside the slide (reveal.js's ``showNotes``).

The slides are CommonMark with tables, ``$inline$`` and ``$$display$$`` maths (typeset by
MathJax) and pictures, written as images whose address names a picture of the book::

    ![caption](diagram:ch1-four-steps)     a diagram of attnviz.diagram_names()
    ![caption](figure:fig-ch1-identity)    a notebook figure: the PNG of its committed output

Pictures stand in a paragraph of their own (several in one paragraph sit side by side). Their
alt text is the book's: the diagram's SVG description, the figure cell's ``mystnb.image.alt``;
the text in brackets, if any, becomes the caption. A picture name that does not exist, a figure
without alt text or without exactly one PNG output, any other image address, or a session
without a deck stops the build with the file and the reason (:class:`DeckError`).
"""

from __future__ import annotations

import base64
import functools
import html
import json
import re
import shutil
import struct
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import jinja2
import yaml
from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup
from mdit_py_plugins.dollarmath import dollarmath_plugin

__all__ = [
    "SESSIONS",
    "Deck",
    "DeckError",
    "Exercise",
    "Picture",
    "load_deck",
    "load_decks",
    "render_deck",
    "render_index",
    "setup",
    "write_site",
]

ROOT = Path(__file__).resolve().parents[2]  # the repository, where _config.yml and notebooks/ are
SLIDES = ROOT / "book" / "slides"  # the sources, templates/ and static/
SESSIONS = 15
TEMPLATES = SLIDES / "templates"
STATIC = SLIDES / "static"
# The site's own copies of reveal.js and MathJax (relative to the site's root), which every deck
# loads; a build without them fails, as the book's pages would.
VENDOR_FILES = (
    "_static/vendor/reveal.js/reveal.js",
    "_static/vendor/reveal.js/reveal.css",
    "_static/vendor/reveal.js/theme/white.css",
    "_static/vendor/mathjax/tex-mml-chtml.js",
)
# Where the closing slide finds a chapter's student edition, relative to the site's root
# ({stem}: the notebook's name without .ipynb); _config.yml may set slide_decks_student_edition.
STUDENT_EDITION = "student/{stem}.ipynb"

FRONT_MATTER_KEYS = {"session", "chapter", "title", "part", "question", "pre_class", "objectives",
                     "exercise", "debrief"}
EXERCISE_KEYS = {"label", "prompt", "check"}
PRE_CLASS_KEYS = {"question", "answer"}
SLIDE_BREAK = re.compile(r"^---[ \t]*$")
NOTES_BREAK = re.compile(r"^Note:[ \t]*$")
KEY_RESULT = "## Key result"
FENCE = re.compile(r"^(```+|~~~+)")
PICTURE_KINDS = ("diagram", "figure")


class DeckError(ValueError):
    """A deck source that cannot be built: the message names the file and what is wrong."""


@dataclass(frozen=True)
class Picture:
    """A picture of the book shown on a slide."""

    kind: str  # "diagram" or "figure"
    name: str  # "ch1-four-steps", "fig-ch1-identity"
    alt: str  # the book's alt text
    data: bytes  # the file's contents
    width: int  # the size the book shows it at, in CSS pixels
    height: int

    @property
    def file(self) -> str:
        """Where the deck finds it, relative to the slides folder."""
        suffix = ".svg" if self.kind == "diagram" else ".png"
        return f"{self.kind}s/{self.name}{suffix}"


@dataclass(frozen=True)
class Exercise:
    """The build-it-yourself exercise done in class."""

    label: str  # "ch1-ex-write-softmax"
    prompt: str  # Markdown
    check: str  # "check_softmax(softmax)"


@dataclass(frozen=True)
class PreClass:
    """The pre-class question the session opens with, and its answer."""

    question: str  # Markdown
    answer: str  # Markdown


@dataclass(frozen=True)
class Diagnosis:
    """A mistake the exercise's checker names, with the hint it prints."""

    code: str  # a key of attnviz.exercises.DIAGNOSES
    hint: str


@dataclass(frozen=True)
class Deck:
    """One session's deck, read from its source and checked."""

    source: Path
    session: int
    chapter: PurePosixPath  # the notebook, relative to the repository: notebooks/01_....ipynb
    chapter_title: str  # its first heading
    title: str
    part: str | None
    question: str
    pre_class: PreClass
    objectives: tuple[str, ...]
    exercise: Exercise
    debrief: tuple[Diagnosis, ...]  # the typical mistakes the debrief slide names
    slides: tuple[str, ...]  # the source's slides, in Markdown
    notes: tuple[str, ...]  # the speaker notes of each of them, in Markdown
    pictures: tuple[Picture, ...]  # every picture the slides show, in order

    @property
    def name(self) -> str:
        return f"session-{self.session:02d}"

    @property
    def slide_count(self) -> int:
        """Every slide: title, pre-class question, objectives, the source's, exercise, debrief
        and closing."""
        return len(self.slides) + 6

    @property
    def key_result(self) -> str:
        """The source's slide that holds the chapter's key result table."""
        return next(slide for slide in self.slides if slide.startswith(KEY_RESULT))

    @property
    def chapter_number(self) -> int:
        return int(self.chapter.stem.split("_")[0])

    @property
    def chapter_page(self) -> str:
        """The chapter's page, relative to the site's root."""
        return self.chapter.with_suffix(".html").as_posix()


# ------------------------------------------------------------------------------------------
# Reading and checking the sources
# ------------------------------------------------------------------------------------------


def load_decks(slides_dir: Path = SLIDES, root: Path = ROOT) -> list[Deck]:
    """The decks of sessions 1 to SESSIONS, from ``slides_dir/session-NN.md``, checked."""
    expected = [slides_dir / f"session-{n:02d}.md" for n in range(1, SESSIONS + 1)]
    missing = [path.name for path in expected if not path.is_file()]
    if missing:
        raise DeckError(f"{slides_dir}: no deck source for {', '.join(missing)}")
    extra = sorted({p.name for p in slides_dir.glob("session-*.md")} - {p.name for p in expected})
    if extra:
        raise DeckError(f"{slides_dir}: {', '.join(extra)} is not a session of the course")
    figures = _FigureIndex(root / "notebooks")
    decks = [load_deck(path, root, figures=figures) for path in expected]
    for number, deck in enumerate(decks, start=1):
        if deck.session != number:
            raise DeckError(f"{deck.source}: says session {deck.session}, expected {number}")
    return decks


def load_deck(path: Path, root: Path = ROOT, *, figures: _FigureIndex | None = None) -> Deck:
    """One deck source, checked: front matter, slides, and every picture it names."""
    text = path.read_text(encoding="utf-8")
    meta, body = _split_front_matter(path, text)
    session = meta["session"]
    if not isinstance(session, int) or not 1 <= session <= SESSIONS:
        raise DeckError(f"{path}: session must be a number from 1 to {SESSIONS}, got {session!r}")
    chapter = PurePosixPath(str(meta["chapter"]))
    if chapter.suffix != ".ipynb" or not (root / chapter).is_file():
        raise DeckError(f"{path}: chapter {str(chapter)!r} is not a notebook of the book")
    objectives = meta["objectives"]
    if not (isinstance(objectives, list) and 3 <= len(objectives) <= 5
            and all(isinstance(item, str) and item.strip() for item in objectives)):
        raise DeckError(f"{path}: objectives must be a list of 3 to 5 sentences")
    exercise = _exercise(path, meta["exercise"])
    _exercise_in_chapter(path, exercise, root / chapter)
    pre_class = _pre_class(path, meta["pre_class"])
    debrief = _debrief(path, meta["debrief"])
    for key in ("title", "question"):
        if not isinstance(meta[key], str) or not meta[key].strip():
            raise DeckError(f"{path}: {key} must be a line of text")
    slides, notes = _split_notes(path, _split_slides(path, body))
    results = [n for n, slide in enumerate(slides, start=1) if slide.startswith(KEY_RESULT)]
    if len(results) != 1 or "\n| " not in slides[results[0] - 1]:
        raise DeckError(
            f"{path}: needs exactly one slide headed '{KEY_RESULT}...' with a table, the"
            f" chapter's key result (found {len(results)})"
        )
    figures = figures if figures is not None else _FigureIndex(root / "notebooks")
    pictures: dict[str, Picture] = {}
    for number, slide in enumerate(slides, start=1):
        for kind, name in _picture_names(path, number, slide):
            if f"{kind}:{name}" not in pictures:
                pictures[f"{kind}:{name}"] = _picture(path, kind, name, figures)
    return Deck(
        source=path,
        session=session,
        chapter=chapter,
        chapter_title=_notebook_title(path, root / chapter),
        title=meta["title"].strip(),
        part=meta.get("part"),
        question=meta["question"].strip(),
        pre_class=pre_class,
        objectives=tuple(item.strip() for item in objectives),
        exercise=exercise,
        debrief=debrief,
        slides=tuple(slides),
        notes=tuple(notes),
        pictures=tuple(pictures.values()),
    )


def _split_front_matter(path: Path, text: str) -> tuple[dict, str]:
    lines = text.splitlines()
    ends = [i for i, line in enumerate(lines) if SLIDE_BREAK.match(line)]
    if not lines or not SLIDE_BREAK.match(lines[0]) or len(ends) < 2:
        raise DeckError(f"{path}: must start with YAML front matter between two '---' lines")
    meta = yaml.safe_load("\n".join(lines[1 : ends[1]]))
    if not isinstance(meta, dict):
        raise DeckError(f"{path}: the front matter must be a YAML mapping")
    unknown = sorted(set(meta) - FRONT_MATTER_KEYS)
    missing = sorted(FRONT_MATTER_KEYS - {"part"} - set(meta))
    if unknown or missing:
        raise DeckError(f"{path}: front matter: unknown keys {unknown}, missing keys {missing}")
    return meta, "\n".join(lines[ends[1] + 1 :])


def _notebook_title(path: Path, notebook: Path) -> str:
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        heading = re.match(r"# (.+)", "".join(cell["source"]))
        if heading:
            return heading.group(1).strip()
    raise DeckError(f"{path}: {notebook.name} has no '# ' title")


def _exercise(path: Path, value) -> Exercise:
    if not isinstance(value, dict) or set(value) != EXERCISE_KEYS:
        raise DeckError(f"{path}: exercise must have exactly the keys {sorted(EXERCISE_KEYS)}")
    label, check = str(value["label"]), str(value["check"]).strip()
    match = re.fullmatch(r"ch(\d+)-ex-(?:write-)?([a-z0-9-]+)", label)
    if not match:
        raise DeckError(f"{path}: exercise label {label!r} is not chN-ex-write-<what> or"
                        " chN-ex-<what>")
    what = match.group(2).replace("-", "_")
    if not re.fullmatch(rf"check_{what}\w*\(\w+\)", check):
        raise DeckError(
            f"{path}: the check of {label} must be a call check_{what}...(<function>),"
            f" got {check!r}"
        )
    return Exercise(label=label, prompt=str(value["prompt"]).strip(), check=check)


def _exercise_in_chapter(path: Path, exercise: Exercise, notebook: Path) -> None:
    """The exercise is one of the chapter's, and the chapter ends it with the same checker call
    (so a deck cannot pick an exercise that has no checker)."""
    match = re.fullmatch(r"ch(\d+)-ex-.*", exercise.label)
    if match is None or int(match.group(1)) != int(notebook.name[:2]):
        raise DeckError(f"{path}: exercise {exercise.label!r} is not of {notebook.name}")
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and f":label: {exercise.label}\n" in source:
            if exercise.check not in source:
                raise DeckError(f"{path}: {notebook.name}'s exercise {exercise.label} does not"
                                f" end with {exercise.check}")
            return
    raise DeckError(f"{path}: {notebook.name} has no exercise {exercise.label!r}")


def _pre_class(path: Path, value) -> PreClass:
    if not isinstance(value, dict) or set(value) != PRE_CLASS_KEYS or not all(
            isinstance(value[key], str) and value[key].strip() for key in PRE_CLASS_KEYS):
        raise DeckError(f"{path}: pre_class must have exactly the keys {sorted(PRE_CLASS_KEYS)},"
                        " each a text")
    return PreClass(question=value["question"].strip(), answer=value["answer"].strip())


def _debrief(path: Path, value) -> tuple[Diagnosis, ...]:
    from attnviz.exercises import DIAGNOSES  # imported only when a deck is built

    if not (isinstance(value, list) and 2 <= len(value) <= 4
            and all(isinstance(code, str) for code in value)):
        raise DeckError(f"{path}: debrief must be a list of 2 to 4 diagnosis codes, got {value!r}")
    unknown = [code for code in value if code not in DIAGNOSES]
    if unknown:
        raise DeckError(f"{path}: debrief names {unknown}, not diagnoses of attnviz.exercises"
                        " (DIAGNOSES)")
    return tuple(Diagnosis(code=code, hint=DIAGNOSES[code]) for code in value)


def _split_notes(path: Path, slides: list[str]) -> tuple[list[str], list[str]]:
    """Each slide cut at its ``Note:`` line (outside fenced code) into content and notes."""
    contents, notes = [], []
    for number, slide in enumerate(slides, start=1):
        lines, fence, cut = slide.splitlines(), None, None
        for index, line in enumerate(lines):
            opened = FENCE.match(line.strip())
            if opened and (fence is None or opened.group(1)[0] == fence[0]):
                fence = None if fence else opened.group(1)
            if fence is None and NOTES_BREAK.match(line):
                cut = index
                break
        note = "\n".join(lines[cut + 1 :]).strip() if cut is not None else ""
        if not note:
            raise DeckError(f"{path}: slide {number} of the body has no speaker notes (a line"
                            " 'Note:' followed by the notes)")
        contents.append("\n".join(lines[:cut]).strip())
        notes.append(note)
    return contents, notes


def _split_slides(path: Path, body: str) -> list[str]:
    """The body cut at lines that hold only ``---`` (outside fenced code)."""
    slides, current, fence = [], [], None
    for line in body.splitlines():
        opened = FENCE.match(line.strip())
        if opened and (fence is None or opened.group(1)[0] == fence[0]):
            fence = None if fence else opened.group(1)
        if fence is None and SLIDE_BREAK.match(line):
            slides.append("\n".join(current).strip())
            current = []
        else:
            current.append(line)
    slides.append("\n".join(current).strip())
    empty = [number for number, slide in enumerate(slides, start=1) if not slide]
    if empty:
        raise DeckError(f"{path}: slide {empty[0]} of the body is empty")
    for number, slide in enumerate(slides, start=1):
        if not slide.startswith("## "):
            raise DeckError(f"{path}: slide {number} must start with a '## ' heading")
    return slides


def _picture_names(path: Path, number: int, slide: str) -> list[tuple[str, str]]:
    """(kind, name) of every picture on a slide; any other image is an error."""
    found = []
    tokens = _markdown().parse(slide)
    for index, token in enumerate(tokens):
        images = [child for child in token.children or [] if child.type == "image"]
        if not images:
            continue
        where = f"{path}: slide {number}"
        if not _only_pictures(token) or tokens[index - 1].type != "paragraph_open":
            raise DeckError(f"{where}: put pictures in a paragraph of their own")
        for image in images:
            address = image.attrGet("src") or ""
            kind, _, name = address.partition(":")
            if kind not in PICTURE_KINDS or not name:
                raise DeckError(
                    f"{where}: image address {address!r} is not diagram:<name> or figure:<name>"
                )
            found.append((kind, name))
    return found


def _only_pictures(inline: Token) -> bool:
    children = inline.children or []
    return any(c.type == "image" for c in children) and all(
        c.type in ("image", "softbreak") or (c.type == "text" and not c.content.strip())
        for c in children
    )


def _picture(path: Path, kind: str, name: str, figures: _FigureIndex) -> Picture:
    if kind == "diagram":
        return _diagram(path, name)
    return figures.picture(path, name)


def _diagram(path: Path, name: str) -> Picture:
    import attnviz  # the package draws the diagrams; imported only when a deck is built

    if name not in attnviz.diagram_names():
        raise DeckError(
            f"{path}: no diagram named {name!r}; the diagrams are {attnviz.diagram_names()}"
        )
    svg = attnviz.diagram_path(name).read_bytes()
    root = ET.fromstring(svg)
    desc = root.find("{http://www.w3.org/2000/svg}desc")
    alt = " ".join((desc.text or "").split()) if desc is not None else ""
    if not alt:
        raise DeckError(f"{path}: diagram {name!r} has no <desc> to serve as its alt text")
    return Picture(kind="diagram", name=name, alt=alt, data=svg,
                   width=round(float(root.get("width"))), height=round(float(root.get("height"))))


class _FigureIndex:
    """The named figures of the chapter notebooks (``mystnb.figure.name``), read once."""

    def __init__(self, notebooks: Path) -> None:
        self.notebooks = notebooks
        self._cells: dict[str, tuple[Path, dict]] | None = None

    def cells(self) -> dict[str, tuple[Path, dict]]:
        if self._cells is None:
            self._cells = {}
            for notebook in sorted(self.notebooks.glob("*.ipynb")):
                for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
                    figure = cell.get("metadata", {}).get("mystnb", {}).get("figure", {})
                    if "name" in figure:
                        self._cells[figure["name"]] = (notebook, cell)
        return self._cells

    def picture(self, path: Path, name: str) -> Picture:
        if name not in self.cells():
            close = sorted(n for n in self.cells() if n.split("-")[:2] == name.split("-")[:2])
            raise DeckError(f"{path}: no notebook figure named {name!r}; the chapter has {close}")
        notebook, cell = self.cells()[name]
        where = f"{path}: figure {name!r} ({notebook.name})"
        outputs = [o for o in cell.get("outputs", []) if "image/png" in o.get("data", {})]
        if len(outputs) != 1:
            kinds = sorted({k for o in cell.get("outputs", []) for k in o.get("data", {})})
            raise DeckError(
                f"{where}: needs exactly one PNG output, the cell has {len(outputs)} (outputs:"
                f" {kinds}; a diagram is shown with diagram:<name>)"
            )
        alt = " ".join(cell["metadata"]["mystnb"].get("image", {}).get("alt", "").split())
        if not alt:
            raise DeckError(f"{where}: the cell has no mystnb.image.alt to serve as alt text")
        png = base64.b64decode(outputs[0]["data"]["image/png"])
        size = outputs[0].get("metadata", {}).get("image/png", {})
        width, height = struct.unpack(">II", png[16:24])  # the PNG header's pixel size
        return Picture(kind="figure", name=name, alt=alt, data=png,
                       width=size.get("width", width), height=size.get("height", height))


# ------------------------------------------------------------------------------------------
# Markdown to HTML
# ------------------------------------------------------------------------------------------


@functools.cache
def _markdown() -> MarkdownIt:
    """CommonMark with tables and dollar maths; no raw HTML (one parser, reused)."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    dollarmath_plugin(md, allow_labels=False, allow_digits=False)
    md.core.ruler.push("picture_paragraphs", _picture_paragraphs)
    md.add_render_rule("math_inline", _render_math_inline)
    md.add_render_rule("math_block", _render_math_block)
    md.add_render_rule("image", _render_picture)
    return md


def _picture_paragraphs(state) -> None:
    """A paragraph that holds only pictures becomes a row of figures."""
    tokens = state.tokens
    for index, token in enumerate(tokens[:-2]):
        if token.type == "paragraph_open" and _only_pictures(tokens[index + 1]):
            token.tag = tokens[index + 2].tag = "div"
            token.attrSet("class", "pictures")


def _render_math_inline(self, tokens, index, options, env) -> str:
    return f'<span class="math">\\({html.escape(tokens[index].content)}\\)</span>'


def _render_math_block(self, tokens, index, options, env) -> str:
    return f'<div class="math">\\[{html.escape(tokens[index].content.strip())}\\]</div>\n'


def _render_picture(self, tokens, index, options, env) -> str:
    token = tokens[index]
    caption = Markup(self.renderInline(token.children or [], options, env))
    return _template("picture.html").render(
        picture=env["pictures"][token.attrGet("src")], caption=caption
    )


def _html(markdown: str, deck: Deck) -> Markup:
    pictures = {f"{p.kind}:{p.name}": p for p in deck.pictures}
    return Markup(_markdown().render(markdown, {"pictures": pictures}))


def _inline_html(markdown: str) -> Markup:
    return Markup(_markdown().renderInline(markdown))


# ------------------------------------------------------------------------------------------
# Pages
# ------------------------------------------------------------------------------------------

_ENVIRONMENT = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATES),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=True,
)


def _template(name: str) -> jinja2.Template:
    return _ENVIRONMENT.get_template(name)


def render_deck(deck: Deck, *, book_title: str, sessions: int = SESSIONS,
                student_edition: str = STUDENT_EDITION) -> str:
    """The HTML page of one deck (it lives in the site's slides/ folder)."""
    page = f"../{deck.chapter_page}"
    return _template("deck.html").render(
        deck=deck,
        book_title=book_title,
        sessions=sessions,
        question=_inline_html(deck.question),
        pre_class_question=_html(deck.pre_class.question, deck),
        pre_class_answer=_html(deck.pre_class.answer, deck),
        objectives=[_inline_html(item) for item in deck.objectives],
        slides=[_html(slide, deck) for slide in deck.slides],
        notes=[_html(note, deck) for note in deck.notes],
        debrief=deck.debrief,
        prompt=_html(deck.exercise.prompt, deck),
        chapter_page=page,
        exercise_page=f"{page}#{deck.exercise.label}",
        student_edition="../" + student_edition.format(stem=deck.chapter.stem),
        next_deck=f"session-{deck.session + 1:02d}.html" if deck.session < sessions else None,
    )


def render_index(decks: list[Deck], *, book_title: str) -> str:
    """The page that lists every deck (slides/index.html)."""
    return _template("index.html").render(
        decks=decks,
        questions=[_inline_html(deck.question) for deck in decks],
        book_title=book_title,
    )


def write_site(site: Path, decks: list[Deck], *, book_title: str,
               student_edition: str = STUDENT_EDITION) -> Path:
    """Write every deck, the index, the pictures and the decks' assets into ``site/slides``."""
    missing = [name for name in VENDOR_FILES if not (site / name).is_file()]
    if missing:
        raise DeckError(
            f"{site}: the decks need {', '.join(missing)}: run bash .ci/install-site-assets"
            " before the build (it installs reveal.js and MathJax into .ci/site-assets/static)"
        )
    out = site / "slides"
    if out.exists():
        shutil.rmtree(out)
    (out / "figures").mkdir(parents=True)
    (out / "diagrams").mkdir()
    for asset in sorted(STATIC.iterdir()):
        shutil.copyfile(asset, out / asset.name)
    for deck in decks:
        for picture in deck.pictures:
            (out / picture.file).write_bytes(picture.data)
        page = render_deck(deck, book_title=book_title, sessions=len(decks),
                           student_edition=student_edition)
        (out / f"{deck.name}.html").write_text(page, encoding="utf-8")
    (out / "index.html").write_text(render_index(decks, book_title=book_title), encoding="utf-8")
    return out


# ------------------------------------------------------------------------------------------
# The Sphinx extension
# ------------------------------------------------------------------------------------------


class _DeckBuild:
    """Reads the sources when the builder starts (a bad source fails the build before any page
    is written) and writes the decks once the HTML pages and _static/ are in place."""

    def __init__(self) -> None:
        self.decks: list[Deck] = []

    def load(self, app) -> None:
        if app.builder.format != "html":
            return
        from sphinx.errors import ExtensionError

        try:
            root = Path(app.srcdir)
            self.decks = load_decks(root / "book" / "slides", root)
        except DeckError as error:
            raise ExtensionError(f"slide decks: {error}") from error

    def write(self, app, exception) -> None:
        if exception is not None or app.builder.format != "html":
            return
        from sphinx.errors import ExtensionError
        from sphinx.util import logging

        try:
            out = write_site(Path(app.outdir), self.decks, book_title=app.config.html_title,
                             student_edition=app.config.slide_decks_student_edition)
        except DeckError as error:
            raise ExtensionError(f"slide decks: {error}") from error
        logging.getLogger(__name__).info(f"slide decks: {len(self.decks)} decks in {out}")


def setup(app) -> dict:
    build = _DeckBuild()
    app.add_config_value("slide_decks_student_edition", STUDENT_EDITION, "html", types=[str])
    app.connect("builder-inited", build.load)
    app.connect("build-finished", build.write)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
