"""The reader editions (notebooks/reader/), and every notebook a learner is told to open, as
Jupyter shows them.

Jupyter, Colab, VS Code and GitHub's viewer render a notebook's Markdown as CommonMark, with
dollar maths left to MathJax: a MyST role, directive or label shows there as raw text, and a
number bound by a role is missing. So each such notebook is rendered here as they render it
(markdown-it-py's CommonMark, tables on, each $...$ and $$...$$ set aside first as Jupyter does),
and in the rendered text there must be no role, no directive fence and no label. For the reader
editions, every number that the chapter's page shows in a Markdown cell must also be in the
rendered text of the reader edition's cell of the same id (a figure's caption: in the cell after
the figure): the page's numbers are read from the chapter's MyST as the website reads them, not
with the editions' own converter (``{printed}`` with tools/printed.py, which the website's
extension book/_ext/printed_values.py calls; figures, exercises and equations counted in the
order of _toc.yml; citations' years from book/references.bib; numbers written in the text as
they stand). Planted faults (a role left raw, a number dropped, the chapter's own MyST) show
that the checks fail.

The generator itself: what it keeps, drops and rewrites, on small chapters, and that the
committed notebooks/reader/ is what `python -m tools.editions` writes today, byte for byte.
"""

from __future__ import annotations

import html
import json
import posixpath
import re
import sys
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from types import SimpleNamespace

import pytest
import yaml
from markdown_it import MarkdownIt

from attnviz.grading.cells import NotebookError
from attnviz.grading.myst import BookIndex, read_bibliography
from attnviz.grading.reader_edition import reader_edition
from attnviz.visuals.views import json_for_script
from tools import printed
from tools.editions import build, main

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
READER = ROOT / "notebooks" / "reader"
STUDENT = ROOT / "notebooks" / "student"
# The pages that tell a learner which notebooks to open.
GUIDES = [ROOT / "README.md", ROOT / "book" / "setup.md", ROOT / "book" / "intro.md",
          ROOT / "book" / "teaching" / "lab_setup.md"]


def _source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def _tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def _read(path):
    return json.loads(path.read_text(encoding="utf-8"))


# --- Markdown as Jupyter renders it ------------------------------------------------------------

COMMONMARK = MarkdownIt("commonmark").enable("table")
# What Jupyter sets aside before it renders Markdown (code is left to the Markdown renderer):
# display maths, inline maths, and code blocks and spans, in which a $ is no maths.
_MATHS_OR_CODE = re.compile(
    r"(?P<fence>^[ \t]*(?P<f>`{3,}|~{3,})[^\n]*\n.*?^[ \t]*(?P=f)[ \t]*$)"
    r"|(?P<span>(?P<ticks>`+)[^`].*?(?P=ticks))"
    r"|(?P<display>\$\$.+?\$\$)"
    r"|(?P<inline>(?<![\\$])\$(?!\$)(?:\\.|[^$\\])+?\$)",
    re.MULTILINE | re.DOTALL)


@dataclass(frozen=True)
class Rendered:
    html: str  # as the front end gets it, maths back in place
    text: str  # what a reader sees: tags gone, entities read, maths as written
    prose: str  # the text outside maths and code: maths as MATHS or DISPLAY, code as CODE


CODE, MATHS, DISPLAY = "\x00", "\x01", "\x02"


def render(markdown: str) -> Rendered:
    """One Markdown cell as Jupyter renders it."""
    maths: list[str] = []

    def set_aside(match):
        if match["display"] or match["inline"]:
            maths.append(match[0])
            return f"@@{len(maths) - 1}@@"
        return match[0]

    page = COMMONMARK.render(_MATHS_OR_CODE.sub(set_aside, markdown))

    def text_of(fragment):
        return html.unescape(re.sub(r"<[^>]+>", "", fragment))

    prose = re.sub(r"<code[^>]*>.*?</code>", CODE, page, flags=re.DOTALL)
    prose = re.sub(r"@@(\d+)@@", lambda m: DISPLAY if maths[int(m[1])].startswith("$$")
                   else MATHS, text_of(prose))
    page = re.sub(r"@@(\d+)@@", lambda m: html.escape(maths[int(m[1])]), page)
    return Rendered(html=page, text=text_of(page), prose=prose)


# Each kind of MyST markup, as it shows once rendered: a role is its name in braces before a code
# span (or a lone backtick), a backtick fence a code block of "language" {name}, a colon fence
# or a label target text, and a labelled equation its label after the maths.
_RAW = {
    "role": re.compile(rf"\{{[a-z][\w:-]*\}}[{CODE}`]"),
    "directive": re.compile(r'class="language-\{'),
    "colon directive": re.compile(r"(?:^|\n)[ \t]*:{3,}\{"),
    "label option": re.compile(r"(?:^|\n)[ \t]*:label:"),
    "label target": re.compile(r"(?:^|\n)\([\w-]+\)=[ \t]*(?:\n|$)"),
    "equation label": re.compile(rf"{DISPLAY}[ \t]*\([\w-]+\)"),
    "backtick fence": re.compile(r"```\{"),
}


def raw_myst(rendered: Rendered) -> list[str]:
    """What MyST a rendered cell shows raw: ``"kind: text"`` for each."""
    found = []
    for kind, pattern in _RAW.items():
        where = rendered.html if kind == "directive" else rendered.prose
        for match in pattern.finditer(where):
            context = where[max(0, match.start() - 30):match.end() + 30]
            found.append(f"{kind}: {context.replace(CODE, '`…`')!r}")
    return found


def notebook_problems(notebook) -> list[str]:
    return [f"cell {number} ({cell.get('id')}): {problem}"
            for number, cell in enumerate(notebook["cells"], 1)
            if cell["cell_type"] == "markdown"
            for problem in raw_myst(render(_source(cell)))]


# --- The website's numbers, read from the chapters' MyST as the website reads it --------------

_ROLE_OR_CODE = re.compile(r"\{(?P<role>[a-z][\w:-]*)\}`(?P<content>[^`]*)`"
                           r"|^```[^\n]*\n.*?^```[ \t]*$|(?<!`)`[^`\n]+`(?!`)",
                           re.MULTILINE | re.DOTALL)
_EXPLICIT = re.compile(r"^(?P<text>.*?)\s*<(?P<target>[^<>]+)>$", re.DOTALL)
_DIRECTIVE = re.compile(r"^[ \t]*(?P<fence>`{3,}|:{3,})\{(?P<name>[\w:-]+)\}[ \t]*(?P<arg>\S*)")
_OPTION = re.compile(r"^:(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")
_LABELLED = re.compile(r"\$\$[ \t]*\((?P<label>[\w-]+)\)")
_LIST_MARKER = re.compile(r"^([ \t]*)\d+[.)](?=[ \t])", re.MULTILINE)


def _directives(text):
    """(name, argument, options) of each directive of a cell's MyST, in order."""
    lines = text.split("\n")
    for position, line in enumerate(lines):
        directive = _DIRECTIVE.match(line)
        if directive is None:
            continue
        options = {}
        for option in lines[position + 1:]:
            found = _OPTION.match(option)
            if found is None:
                break
            options[found["key"]] = found["value"]
        yield directive["name"], directive["arg"], options


class Website:
    """The numbers the book's website gives its figures, exercises and equations ("4.2": the
    second of chapter 4, in the order of _toc.yml's numbered part) and its citations' years."""

    def __init__(self):
        toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
        files = [chapter["file"] for part in toc["parts"] if part.get("numbered")
                 for chapter in part["chapters"]]
        self.chapters = {PurePosixPath(file).name: number for number, file in enumerate(files, 1)}
        self.numbers: dict[str, str] = {}
        for file in files:
            number, counts = self.chapters[PurePosixPath(file).name], Counter()

            def count(kind, label, number=number, counts=counts):
                counts[kind] += 1
                if label:
                    self.numbers[label] = f"{number}.{counts[kind]}"

            for cell in _read(ROOT / f"{file}.ipynb")["cells"]:
                if cell["cell_type"] == "code":
                    figure = cell["metadata"].get("mystnb", {}).get("figure")
                    if figure and "remove-cell" not in _tags(cell):
                        count("figure", figure.get("name"))
                    continue
                text = _source(cell)
                for name, _, options in _directives(text):
                    if name == "exercise" and "nonumber" not in options:
                        count("exercise", options.get("label"))
                    elif name == "figure":
                        count("figure", options.get("name"))
                    elif name == "math" and "label" in options:
                        count("equation", options["label"])
                for label in _LABELLED.findall(text):
                    count("equation", label)
        bib = (ROOT / "book" / "references.bib").read_text(encoding="utf-8")
        self.years = {}
        for entry in re.split(r"\n(?=@)", bib):
            key = re.match(r"@\w+\s*\{\s*([^,\s]+)", entry)
            year = re.search(r"\byear\s*=\s*[{\"]?(\d{4})", entry)
            if key and year:
                self.years[key[1]] = year[1]

    def prose_numbers(self, chapter: Path, markdown: str) -> list[str]:
        """Every number the website shows for this MyST: the numbers written in it, those its
        roles read or refer to, and those of its exercises, solutions and equations."""
        # an ordered list's markers are the list's, drawn by the renderer, not the prose's
        found = [number for number, _ in printed.unbound_numbers(_LIST_MARKER.sub(r"\1", markdown))]
        for match in _ROLE_OR_CODE.finditer(markdown):
            role, content = match["role"], match["content"]
            if role is None:
                continue
            explicit = _EXPLICIT.match(content)
            target = (explicit["target"] if explicit else content).strip()
            if role == "printed":  # the website's own reading (book/_ext/printed_values.py)
                found.append(printed.resolve(content, here=chapter))
            elif role in {"numref", "ref"}:
                shown = explicit["text"] if explicit else ""
                if not explicit or "%s" in shown or "{number}" in shown:
                    found += [self.numbers[target]] if target in self.numbers else []
                found += printed.PROSE_NUMBER.findall(shown.replace("%s", ""))
            elif role == "eq":
                found.append(self.numbers[target])
            elif role.split(":")[0] == "cite":
                found += [self.years[key.strip()] for key in content.split(",")
                          if key.strip() in self.years]
            elif role == "doc":
                found.append(str(self.chapters[PurePosixPath(target).name]))
        for name, argument, options in _directives(markdown):
            if name == "exercise" and options.get("label") in self.numbers:
                found.append(self.numbers[options["label"]])
            elif name == "solution-start" and argument in self.numbers:
                found.append(self.numbers[argument])  # "Solution to Exercise 4.1"
        found += [self.numbers[label] for label in _LABELLED.findall(markdown)]
        return found


@pytest.fixture(scope="module")
def website():
    return Website()


def _numbers(texts) -> Counter:
    """The numbers in ``texts``, read as the prose check reads them (tools/printed.py)."""
    return Counter(number for text in texts for number in printed.PROSE_NUMBER.findall(text))


def missing_numbers(chapter: Path, notebook, reader, website: Website) -> list[str]:
    """The numbers of the chapter's page that its reader edition does not show, cell by cell:
    each number as many times as the page's cell shows it."""
    cells = {cell["id"]: position for position, cell in enumerate(reader["cells"])}
    problems = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            position = cells.get(cell["id"])
            wanted = website.prose_numbers(chapter, _source(cell))
        else:  # a figure: its number and caption, in the cell after it
            figure = cell["metadata"].get("mystnb", {}).get("figure")
            if not figure or cell["id"] not in cells:
                continue
            position = cells[cell["id"]] + 1
            wanted = [website.numbers[figure["name"]]] if figure.get("name") else []
            wanted += website.prose_numbers(chapter, str(figure.get("caption", "")))
        if not wanted:
            continue
        if position is None or position >= len(reader["cells"]):
            problems.append(f"{cell['id']}: no cell in the reader edition; the page shows "
                            f"{wanted}")
            continue
        shown = _numbers([render(_source(reader["cells"][position])).text])
        for number, times in _numbers(wanted).items():
            if shown[number] < times:
                problems.append(f"{cell['id']}: {number!r} {times} time(s) on the page, "
                                f"{shown[number]} in the reader edition")
    return problems


# --- The notebooks a learner is told to open ------------------------------------------------

_COLAB = re.compile(r"https://colab\.research\.google\.com/github/[\w.-]+/[\w.-]+/blob/[\w.-]+/"
                    r"(?P<path>[\w./<>-]+\.ipynb)")
_COMMAND = re.compile(r"^[ \t]*(?:\$[ \t]*)?jupyter[ \t]+(?:lab|notebook)\b(?P<args>[^\n#]*)",
                      re.MULTILINE)
_OPENED = re.compile(r"`(?P<path>notebooks/[\w./<>*-]*)`")


def _notebooks(path: str) -> list[Path]:
    """The notebooks a path names: a notebook, a folder's notebooks, or a pattern's
    (``notebooks/student/<chapter>.ipynb``)."""
    pattern = re.sub(r"<[^>]*>", "*", path)
    if pattern.endswith(".ipynb"):
        return sorted(ROOT.glob(pattern))
    return sorted((ROOT / pattern).glob("*.ipynb"))


def told_to_open() -> dict[str, list[Path]]:
    """``{"PAGE: path": notebooks}`` of every notebook or folder that README.md and the book's
    setting-up pages tell a learner to open: a Colab link's notebook, a ``jupyter lab`` or
    ``jupyter notebook`` command's arguments, and a notebook or folder under ``notebooks/``
    named in a sentence that says "open"."""
    found = {}
    for page in GUIDES:
        text = page.read_text(encoding="utf-8")
        named = [match["path"] for match in _COLAB.finditer(text)]
        named += [word for match in _COMMAND.finditer(text) for word in match["args"].split()
                  if not word.startswith("-")]
        sentences = [sentence for paragraph in re.split(r"\n\s*\n", text)
                     for sentence in re.split(r"(?<=[.:;!?])\s+", " ".join(paragraph.split()))]
        for sentence in sentences:
            if re.search(r"\bopen", sentence, re.IGNORECASE):
                named += [match["path"] for match in _OPENED.finditer(sentence)]
        for path in named:
            found[f"{page.relative_to(ROOT)}: {path}"] = _notebooks(path)
    return found


def test_the_guides_send_learners_to_the_editions_and_each_has_notebooks():
    found = told_to_open()
    assert found, "README.md and the setting-up pages name no notebook to open"
    for where, notebooks in found.items():
        assert notebooks, f"{where} names no notebook that exists"
    opened = {path for notebooks in found.values() for path in notebooks}
    assert {READER / chapter.name for chapter in CHAPTERS} <= opened, (
        "the guides do not send learners to every chapter's reader edition")
    readme = [path for where, notebooks in found.items() if where.startswith("README.md")
              for path in notebooks]
    assert any(path.parent == READER for path in readme), "README names no reader edition"


LEARNER_NOTEBOOKS = sorted({*READER.glob("*.ipynb"), *STUDENT.glob("*.ipynb"),
                            *(path for notebooks in told_to_open().values() for path in notebooks)})


@pytest.mark.parametrize("path", LEARNER_NOTEBOOKS,
                         ids=[path.relative_to(ROOT).as_posix() for path in LEARNER_NOTEBOOKS])
def test_no_notebook_a_learner_opens_shows_myst_raw(path):
    problems = notebook_problems(_read(path))
    assert not problems, f"{path.relative_to(ROOT)} shows MyST raw in Jupyter:\n" + "\n".join(
        problems)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[path.stem for path in CHAPTERS])
def test_every_number_of_the_chapters_page_is_in_its_reader_edition(chapter, website):
    problems = missing_numbers(chapter, _read(chapter), _read(READER / chapter.name), website)
    assert not problems, (f"the reader edition of {chapter.name} lacks numbers its page shows:\n"
                          + "\n".join(problems))


# --- The checks catch what they are for ------------------------------------------------------

CHAPTER_4 = ROOT / "notebooks" / "04_bahdanau_attention.ipynb"


def test_the_chapter_itself_shows_roles_directives_and_labels_raw():
    """What a learner read before the reader editions: the chapter's own MyST."""
    problems = notebook_problems(_read(CHAPTER_4))
    kinds = Counter(problem.split(": ", 1)[1].split(":")[0] for problem in problems)
    assert kinds["role"] >= 50 and kinds["directive"] >= 8, kinds


def test_a_role_left_raw_a_number_dropped_or_a_caption_lost_is_caught(website):
    chapter, reader = _read(CHAPTER_4), _read(READER / CHAPTER_4.name)
    assert not notebook_problems(reader)
    assert not missing_numbers(CHAPTER_4, chapter, reader, website)
    cell = next(cell for cell in chapter["cells"] if "{printed}`" in _source(cell))
    role = re.search(r"\{printed\}`([^`]*)`", _source(cell))
    value = printed.resolve(role[1], here=CHAPTER_4)

    def planted(change):
        copy = json.loads(json.dumps(reader))
        target = next(c for c in copy["cells"] if c["id"] == cell["id"])
        assert value in _source(target)
        target["source"] = change(_source(target))
        return copy

    # the role left as the chapter writes it: shown raw, and its number missing
    raw = planted(lambda text: text.replace(value, role[0], 1))
    assert [problem.split(": ")[1] for problem in notebook_problems(raw)] == ["role"]
    assert any(problem.startswith(f"{cell['id']}: {value!r}")
               for problem in missing_numbers(CHAPTER_4, chapter, raw, website))
    # the number dropped, in words instead
    dropped = planted(lambda text: text.replace(value, "a number", 1))
    assert not notebook_problems(dropped)
    assert any(problem.startswith(f"{cell['id']}: {value!r}")
               for problem in missing_numbers(CHAPTER_4, chapter, dropped, website))
    # a figure's caption cell gone
    figure = next(cell for cell in chapter["cells"]
                  if cell["metadata"].get("mystnb", {}).get("figure"))
    caption = f"caption-{figure['metadata']['mystnb']['figure']['name']}"
    captionless = json.loads(json.dumps(reader))
    assert caption in [c["id"] for c in captionless["cells"]]
    captionless["cells"] = [c for c in captionless["cells"] if c["id"] != caption]
    assert any(problem.startswith(figure["id"]) for problem in
               missing_numbers(CHAPTER_4, chapter, captionless, website))


@pytest.mark.parametrize("markdown, kind", [
    ("See {numref}`fig-a`.", "role"),
    ("A {cite}`vaswani2017attention` claim", "role"),
    ("```{note}\nA note.\n```", "directive"),
    (":::{note}\nA note.\n:::", "colon directive"),
    ("(sec-a)=\n## A section", "label target"),
    ("$$\nx = y\n$$ (eq-a)", "equation label"),
    ("- item\n\n  ```{exercise}\n  :label: a\n  ```", "directive"),
])
def test_each_kind_of_raw_myst_is_found(markdown, kind):
    assert [problem.split(":")[0] for problem in raw_myst(render(markdown))][:1] == [kind]


@pytest.mark.parametrize("markdown", [
    "Plain text with `{numref}` in code and $\\mathbf{x}_{t}$ and $$\\frac{a}{b} (c)$$.",
    "A table:\n\n| a | b |\n| - | - |\n| {1} | 2 |",
    "```python\n(label)=\n```",
    "**Exercise 4.1** (Figure 4.2)",
])
def test_plain_markdown_is_not_taken_for_myst(markdown):
    assert raw_myst(render(markdown)) == []


# --- The generator ---------------------------------------------------------------------------


def _md(text):
    return {"cell_type": "markdown", "id": f"md{zlib.crc32(text.encode()):08x}",
            "metadata": {}, "source": text.splitlines(keepends=True)}


def _code(text, *tags, outputs=None, figure=None):
    metadata = {"tags": list(tags)} if tags else {}
    if figure:
        metadata["mystnb"] = {"figure": figure}
    return {"cell_type": "code", "execution_count": None,
            "id": f"code{zlib.crc32(text.encode()):08x}", "metadata": metadata,
            "outputs": outputs if outputs is not None else [
                {"output_type": "stream", "name": "stdout", "text": [f"ran {len(text)}\n"]}],
            "source": text.splitlines(keepends=True)}


BIB = """@article{smith2020one,
  author = {Smith, Ann}, title = {One}, journal = {J}, year = {2020}
}"""


LOSS = {"output_type": "stream", "name": "stdout", "text": ["loss after 5 steps: 0.25\n"]}


def small_chapter(stub="def f(x):\n    raise NotImplementedError"):
    """Chapter 3 of a small book: setup, a figure, a cited claim with a printed number, an
    exercise with its stub, a worked solution (in a cell of its own and in cells with prose
    around the markers) and a check."""
    return {
        "nbformat": 4, "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"},
                     "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {}}}},
        "cells": [
            _md("# Small chapter\n\nSee {numref}`fig-a` and {cite}`smith2020one`."),
            _code("import sys\n\nif 'google.colab' in sys.modules:\n    %pip install attnviz"),
            _code("print('loss after 5 steps: 0.25')", "hide-input", outputs=[LOSS],
                  figure={"name": "fig-a", "caption": "A figure; loss {printed}`5 steps:`."}),
            _md("The loss is {printed}`5 steps:` after 5 steps, as $$ x = 1 $$ (eq-a) says."),
            _md("````{exercise}\n:label: ch3-ex-f\n\nWrite `f`, see {eq}`eq-a`.\n````"),
            _code(stub, "exercise-stub", "remove-cell", outputs=[]),
            _md("````{solution-start} ch3-ex-f\n:class: dropdown\n````\nThe identity."),
            _code("def f(x):\n    return x"),
            _md("Before the end.\n````{solution-end}\n````\nAfter the end: {ref}`ch3-ex-f`."),
            _code("check(f)", "exercise-check"),
            _md("The end."),
        ],
    }


def _edition(chapter, **links):
    index = BookIndex(bibliography=read_bibliography(BIB))
    index.add_chapter(chapter, stem="03_small", number=3)
    return reader_edition(chapter, name="03_small.ipynb", index=index, **links)


def test_the_reader_edition_keeps_every_cell_the_page_shows_in_plain_markdown():
    chapter = small_chapter()
    before = json.dumps(chapter, sort_keys=True)
    edition = _edition(chapter, page_url="https://book.example/notebooks/03_small.html",
                       student_url="https://colab.example/student/03_small.ipynb",
                       title="A Small Book")
    assert json.dumps(chapter, sort_keys=True) == before, "the chapter itself is not modified"
    cells = edition["cells"]
    texts = [_source(cell) for cell in cells]
    # Every code cell but the stub, in order, with its source and outputs.
    code = [cell for cell in chapter["cells"] if cell["cell_type"] == "code"]
    kept = [cell for cell in cells if cell["cell_type"] == "code"]
    assert [cell["id"] for cell in kept] == [cell["id"] for cell in code
                                             if "exercise-stub" not in _tags(cell)]
    for ours, theirs in zip(kept, [c for c in code if "exercise-stub" not in _tags(c)],
                            strict=True):
        assert ours["source"] == theirs["source"] and ours["outputs"] == theirs["outputs"]
    # The cell the website folds away is collapsed; the others are not.
    assert [cell["metadata"].get("jupyter") for cell in kept] == [
        None, {"source_hidden": True}, None, None]
    # The title, then the note with its links.
    assert texts[0].startswith("# Small chapter\n\nSee Figure 3.1 and (Smith, 2020).")
    note = texts[1]
    assert note.startswith("> **Reader edition.** This notebook is chapter 3 of *A Small Book*")
    assert "[its page on the book's website](https://book.example/notebooks/03_small.html)" in note
    assert "`notebooks/student/03_small.ipynb` ([open it in Colab](https://colab.example/" \
           "student/03_small.ipynb))" in note
    # Numbers, references, captions and solutions written out.
    everything = "\n".join(texts)
    assert "The loss is 0.25 after 5 steps, as $$ x = 1\n\\tag{3.1}\n$$ says." in everything
    caption = texts[texts.index(_source(kept[1])) + 1]
    assert caption == "*Figure 3.1.* A figure; loss 0.25."
    assert "**Exercise 3.1**\n\nWrite `f`, see (3.1)." in everything
    assert "**Solution to Exercise 3.1.**\n\nThe identity." in texts
    assert "Before the end.\n\nAfter the end: Exercise 3.1." in texts
    assert "{solution" not in everything and "NotImplementedError" not in everything
    assert texts[-1].startswith("## References\n\n- Smith (2020). One.")
    # The metadata is the chapter's, the widgets' state included.
    assert edition["metadata"] == chapter["metadata"]
    nbformat = pytest.importorskip("nbformat")
    nbformat.validate(nbformat.from_dict(edition))
    assert not notebook_problems(edition)


def test_a_removed_cell_that_a_later_cell_needs_is_kept():
    needed = small_chapter(stub="TOLERANCE = 1e-6\n\ndef f(x):\n    raise NotImplementedError")
    needed["cells"][-1] = _code("print(TOLERANCE)")
    kept = [_source(cell) for cell in _edition(needed)["cells"]]
    assert any(text.startswith("TOLERANCE = 1e-6") for text in kept)
    unused = small_chapter(stub="TOLERANCE = 1e-6\n\ndef f(x):\n    raise NotImplementedError")
    assert not any(_source(cell).startswith("TOLERANCE") for cell in _edition(unused)["cells"])
    # read before the solution binds it again: needed too
    early = small_chapter()
    early["cells"].insert(7, _code("print(f(1))"))  # inside the solution, before its def
    assert any("NotImplementedError" in _source(cell) for cell in _edition(early)["cells"])


def _view_output(notebook_path="../book/_static/live/gpt.js"):
    data = {"name": "gpt", "url": "_static/live/gpt.js", "about": "<a & b>",
            "repo": {"notebook": notebook_path, "root": "book/_static/live/gpt.js"}}
    page = ('<div class="attnviz-view"><script type="application/json" class="attnviz-data">'
            f"{json_for_script(data)}</script></div>")
    return {"output_type": "execute_result", "execution_count": None, "metadata": {},
            "data": {"text/html": page.splitlines(keepends=True), "text/plain": ["View"]}}


def test_a_saved_live_view_names_the_books_model_from_the_reader_editions_folder():
    chapter = small_chapter()
    chapter["cells"].insert(2, _code("live_view", outputs=[_view_output()]))
    edition = _edition(chapter)
    page = "".join(next(cell for cell in edition["cells"] if _source(cell) == "live_view")
                   ["outputs"][0]["data"]["text/html"])
    data = json.loads(re.search(r'class="attnviz-data">(.*?)</script>', page)[1])
    assert data["repo"] == {"notebook": "../../book/_static/live/gpt.js",
                            "root": "book/_static/live/gpt.js"}
    assert data["about"] == "<a & b>"  # the rest as it was, escaped as the views escape it
    assert "<a" not in page.split('class="attnviz-data">')[1].split("</script>")[0]
    deeper = _edition(chapter, chapter_folder="../..")
    assert '"notebook":"../../../book/_static/live/gpt.js"' in "".join(
        next(cell for cell in deeper["cells"] if _source(cell) == "live_view")
        ["outputs"][0]["data"]["text/html"])
    odd = small_chapter()
    written = _view_output()
    written["data"]["text/html"] = [line.replace('"repo":{', '"repo": {')
                                    for line in written["data"]["text/html"]]
    odd["cells"].insert(2, _code("live_view", outputs=[written]))
    with pytest.raises(NotebookError, match="not written as attnviz.visuals.views writes it"):
        _edition(odd)


def test_a_solution_of_no_exercise_and_a_broken_chapter_are_refused():
    orphan = small_chapter()
    orphan["cells"][6] = _md("````{solution-start} ch3-ex-nowhere\n````\nWords.")
    with pytest.raises(NotebookError, match=r"cell 7 .*belongs to no exercise"):
        _edition(orphan)
    unclosed = small_chapter()
    del unclosed["cells"][8]
    with pytest.raises(NotebookError, match="lies inside the solution of 'ch3-ex-f'"):
        _edition(unclosed)


def test_the_command_writes_both_editions_the_same_every_time(tmp_path, capsys):
    chapter = tmp_path / "03_small.ipynb"
    outside_the_book = small_chapter()  # no bibliography: nothing to cite
    outside_the_book["cells"][0] = _md("# Small chapter\n\nSee {numref}`fig-a`.")
    chapter.write_text(json.dumps(outside_the_book), encoding="utf-8")
    assert main([str(chapter), "--out", str(tmp_path / "a")]) == 0
    assert sorted(p.relative_to(tmp_path / "a").as_posix()
                  for p in (tmp_path / "a").rglob("*") if p.is_file()) == [
        "reader/03_small.ipynb", "student/03_small.ipynb"]
    assert main([str(chapter), "--out", str(tmp_path / "b"), "--edition", "reader"]) == 0
    assert [p.name for p in (tmp_path / "b").iterdir()] == ["reader"]
    assert ((tmp_path / "a" / "reader" / "03_small.ipynb").read_bytes()
            == (tmp_path / "b" / "reader" / "03_small.ipynb").read_bytes())
    assert main([str(chapter), "--out", str(tmp_path / "a")]) == 0
    assert capsys.readouterr().out.count("unchanged") == 2


# --- The committed reader editions ----------------------------------------------------------


def test_the_committed_reader_editions_are_up_to_date():
    """notebooks/reader/ is what `python -m tools.editions` writes today, byte for byte: Colab
    opens a reader edition from the repository, so it must be committed, and bound to the
    chapter's committed outputs."""
    assert CHAPTERS
    fresh = build(CHAPTERS, editions=("reader",))
    committed = {path: path.read_bytes() for path in READER.glob("*.ipynb")}
    assert sorted(committed) == sorted(fresh), "one reader edition per chapter, no other"
    stale = [path.name for path, text in fresh.items()
             if committed[path] != text.encode("utf-8")]
    assert not stale, f"out of date: {stale}; run `python -m tools.editions` and commit them"


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[path.stem for path in CHAPTERS])
def test_a_reader_edition_has_the_chapters_code_and_outputs(chapter):
    """Every code cell of the chapter but the exercise stubs that the website removes, in the
    same order, with the same source, metadata and outputs; a saved live view differs only in
    the path to the book's model, which leads to the file from the reader edition's folder."""
    ours = [cell for cell in _read(READER / chapter.name)["cells"] if cell["cell_type"] == "code"]
    theirs = [cell for cell in _read(chapter)["cells"] if cell["cell_type"] == "code"]
    dropped = [cell for cell in theirs if cell["id"] not in {c["id"] for c in ours}]
    assert all("remove-cell" in _tags(cell) for cell in dropped), [c["id"] for c in dropped]
    theirs = [cell for cell in theirs if cell not in dropped]
    assert [cell["id"] for cell in ours] == [cell["id"] for cell in theirs]
    for mine, original in zip(ours, theirs, strict=True):
        assert mine["source"] == original["source"]
        metadata = dict(mine["metadata"])
        if any(tag in _tags(original) for tag in ("hide-input", "remove-input")):
            assert metadata.pop("jupyter") == {"source_hidden": True}
        assert metadata == original["metadata"]
        outputs = json.dumps(mine["outputs"])
        for path in re.findall(r'\\"notebook\\":\\"([^"\\]+)\\"', outputs):
            assert (READER / path).resolve().is_file(), path
            assert (READER / path).resolve() == (ROOT / "book" / "_static" / "live" /
                                                 Path(path).name)
            outputs = outputs.replace(f'\\"notebook\\":\\"{path}\\"',
                                      f'\\"notebook\\":\\"{path[3:]}\\"')
        assert json.loads(outputs) == original["outputs"], original["id"]


# --- The chapter pages' menus ----------------------------------------------------------------


def _menus(pagename, *, editions=True):
    """The header buttons of a page as sphinx_book_theme makes them from _config.yml (the
    launch menu, then the download menu), and then book/_ext/edition_links.py's handler. (The
    book's own tools: skipped where they are not installed, as on CI's other stacks.)"""
    pytest.importorskip("jupyter_book")
    pytest.importorskip("sphinx_book_theme")
    from jupyter_book.config import get_final_config
    from sphinx_book_theme import header_buttons
    from sphinx_book_theme.header_buttons import launch

    config, _ = get_final_config(user_yaml=ROOT / "_config.yml", sourcedir=ROOT,
                                 cli_config={"latex_individualpages": False})

    class Config:
        html_theme_options = config["html_theme_options"]
        html_context: dict = {}

        def __getitem__(self, key):
            return getattr(self, key)

    app = SimpleNamespace(
        config=Config(), builder=None, srcdir=str(ROOT),
        env=SimpleNamespace(doc2path=lambda page: str(ROOT / f"{page}.ipynb"),
                            metadata={pagename: {"kernelspec": {"name": "python3"}}}))
    header_buttons.update_context_with_repository_info(app)
    context = {**app.config.html_context, "pagename": pagename,
               "sourcename": f"{pagename}.ipynb", "page_source_suffix": ".ipynb",
               "pathto": lambda target, resource=0: posixpath.relpath(
                   target, posixpath.dirname(pagename) or ".")}
    header_buttons.prep_header_buttons(app, pagename, "page.html", context, None)
    launch.add_launch_buttons(app, pagename, "page.html", context, None)
    header_buttons.add_header_buttons(app, pagename, "page.html", context, None)
    if editions:
        sys.path.insert(0, str(ROOT / "book" / "_ext"))
        try:
            import edition_links
        finally:
            sys.path.remove(str(ROOT / "book" / "_ext"))
        edition_links.add_edition_links(app, pagename, "page.html", context, None)
    return {group["label"]: [(button["text"], button["url"]) for button in group["buttons"]
                             if "url" in button]
            for group in context["header_buttons"] if group.get("type") == "group"}


def test_a_chapter_pages_colab_entry_and_notebook_download_lead_to_its_editions():
    colab = "https://colab.research.google.com/github/attnviz/attention-book/blob/main/notebooks"
    name = "04_bahdanau_attention"
    theirs = _menus(f"notebooks/{name}", editions=False)
    # What the theme alone offers: the chapter's MyST source, in Colab and as the download.
    assert theirs["launch-buttons"] == [("Colab", f"{colab}/{name}.ipynb")]
    assert (".ipynb", f"../_sources/notebooks/{name}.ipynb") in theirs["download-buttons"]
    ours = _menus(f"notebooks/{name}")
    assert ours["launch-buttons"] == [
        ("Colab", f"{colab}/reader/{name}.ipynb"),
        ("Colab (student edition)", f"{colab}/student/{name}.ipynb"),
        ("Student notebook", f"../student/{name}.ipynb")]  # the site's copy, from its root
    assert (".ipynb", f"../reader/{name}.ipynb") in ours["download-buttons"]
    assert {url for _, url in ours["download-buttons"]}.isdisjoint(
        {url for _, url in theirs["download-buttons"] if url.endswith(".ipynb")})
    # the two Colab entries open notebooks that the repository holds
    for _, url in ours["launch-buttons"][:2]:
        assert (ROOT / "notebooks" / url.removeprefix(colab + "/")).is_file()
    # a page that is no chapter keeps the theme's menus
    assert _menus("book/setup") == _menus("book/setup", editions=False)


def test_nbval_and_ci_leave_the_reader_editions_alone():
    """No step executes a reader edition: nbval collects only the chapters (tests/
    test_student_edition.py runs the collection), and notebooks/conftest.py ignores reader/."""
    conftest = (ROOT / "notebooks" / "conftest.py").read_text(encoding="utf-8")
    assert re.search(r'collect_ignore = \[[^\]]*"reader"', conftest)
    for script in (ROOT / ".ci").iterdir():
        if script.is_file() and script.suffix in {"", ".py", ".sh"}:
            code = [line for line in script.read_text(encoding="utf-8").splitlines()
                    if not line.lstrip().startswith("#")]
            assert not any("reader/" in line for line in code), script.name
