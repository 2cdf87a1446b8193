"""The course's slide decks (book/_ext/slide_decks.py, sources in book/slides/).

Every session of the course has a deck source; every figure and diagram a deck names exists and
brings the book's alt text; the build-it-yourself exercise of each deck is one of the course's
and names its checker; a broken source stops the build with the file and the reason; a rendered
deck holds the slides its source promises, typesets its maths with MathJax and loads nothing
from another host. The decks in a real browser: tests/browser/test_slides.py.
"""

import json
import re
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))

import slide_decks  # noqa: E402  (book/_ext is not a package)
from slide_decks import DeckError, load_deck, load_decks, render_deck, write_site  # noqa: E402

import attnviz  # noqa: E402

SLIDES = ROOT / "book" / "slides"
BOOK_TITLE = "Attention, Built Up and Drawn"
# The course: session n teaches chapter n up to 6, sessions 7 and 8 split chapter 7 (the
# blocks, then decoding and training), and sessions 9 to 11 teach chapters 8 to 10.
CHAPTER_OF_SESSION = {**{n: n for n in range(1, 8)}, 8: 7, 9: 8, 10: 9, 11: 10}
# The build-it-yourself exercises of the book, by chapter (their labels are fixed).
BUILD_IT_YOURSELF = {
    1: {"softmax"},
    2: {"nadaraya-watson"},
    3: {"masked-softmax", "attention", "additive"},
    4: {"bleu"},
    5: {"multihead"},
    6: {"sinusoidal", "causal-mask"},
    7: {"layer-norm", "encoder-block"},
    8: {"patchify"},
    9: {"merge", "sampling"},
    10: {"online-softmax", "window-mask", "repeat-kv"},
}


@pytest.fixture(scope="module")
def decks():
    return load_decks()


def _notebook_cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_every_session_has_a_deck_source():
    sources = sorted(path.name for path in SLIDES.glob("session-*.md"))
    assert sources == [f"session-{n:02d}.md" for n in range(1, 12)]
    assert slide_decks.SESSIONS == 11


def test_every_deck_follows_the_course(decks):
    assert [deck.session for deck in decks] == list(range(1, 12))
    for deck in decks:
        assert deck.chapter_number == CHAPTER_OF_SESSION[deck.session], deck.name
        assert (ROOT / deck.chapter).is_file()
        assert 3 <= len(deck.objectives) <= 5
        assert deck.question.endswith("?"), deck.name
    seven, eight = decks[6], decks[7]
    assert (seven.title, eight.title) == ("The Transformer", "The Transformer")
    assert "the blocks" in seven.part and "decoding and training" in eight.part
    assert all(deck.part is None for deck in decks if deck.session not in (7, 8))


def test_every_picture_a_deck_names_exists_with_the_books_alt_text(decks):
    diagrams = set(attnviz.diagram_names())
    for deck in decks:
        names = re.findall(r"!\[[^\]]*\]\((\w+):([\w-]+)\)", "\n".join(deck.slides))
        assert names, f"{deck.name} shows no picture"
        assert {(p.kind, p.name) for p in deck.pictures} == set(names)
        assert any(p.kind == "diagram" for p in deck.pictures), f"{deck.name} has no diagram"
        for picture in deck.pictures:
            if picture.kind == "diagram":
                assert picture.name in diagrams
                svg = attnviz.diagram_path(picture.name).read_text(encoding="utf-8")
                assert picture.data.decode("utf-8") == svg
            else:
                assert picture.data.startswith(b"\x89PNG\r\n\x1a\n")
                assert picture.name.startswith("fig-ch")
            assert len(picture.alt) > 40 and picture.width > 0 and picture.height > 0


def test_a_figure_comes_from_its_notebook_cell(decks):
    picture = next(p for p in decks[0].pictures if p.name == "fig-ch1-patterns")
    (cell,) = [c for c in _notebook_cells(ROOT / "notebooks" / "01_queries_keys_values.ipynb")
               if c["metadata"].get("mystnb", {}).get("figure", {}).get("name") == picture.name]
    assert picture.alt == " ".join(cell["metadata"]["mystnb"]["image"]["alt"].split())
    (output,) = [o for o in cell["outputs"] if "image/png" in o.get("data", {})]
    assert (picture.width, picture.height) == (output["metadata"]["image/png"]["width"],
                                               output["metadata"]["image/png"]["height"])


def test_every_exercise_is_one_of_the_books_with_its_checker(decks):
    for deck in decks:
        match = re.fullmatch(r"ch(\d+)-ex-write-([a-z-]+)", deck.exercise.label)
        assert match, deck.exercise.label
        assert int(match[1]) == deck.chapter_number
        assert match[2] in BUILD_IT_YOURSELF[deck.chapter_number]
        what = match[2].replace("-", "_")
        assert re.fullmatch(rf"check_{what}\w*\(\w+\)", deck.exercise.check)
    labels = [deck.exercise.label for deck in decks]
    assert len(set(labels)) == len(labels)  # sessions 7 and 8 do different exercises


@pytest.mark.parametrize("session", range(1, 12))
def test_the_exercise_agrees_with_the_chapter(session, decks):
    """Once the chapter holds the exercise, it names the same checker call."""
    deck = decks[session - 1]
    exercises = [
        "".join(cell["source"]) for cell in _notebook_cells(ROOT / deck.chapter)
        if cell["cell_type"] == "markdown" and f":label: {deck.exercise.label}\n" in
        "".join(cell["source"])
    ]
    if not exercises:
        pytest.skip(f"{deck.exercise.label} is not in {deck.chapter.name} yet")
    assert deck.exercise.check in exercises[0]


def test_a_deck_renders_every_slide_with_pictures_maths_and_links(decks):
    deck = decks[0]
    page = render_deck(deck, book_title=BOOK_TITLE)
    assert page.count("<section") == deck.slide_count == len(deck.slides) + 6
    images = re.findall(r'<img src="([^"]+)" alt="([^"]+)"', page)
    assert [src for src, _ in images] == [p.file for p in deck.pictures]
    assert all(len(alt) > 40 for _, alt in images)
    assert page.count('<figure class="picture attnviz-diagram">') == 2
    assert '<div class="math">\\[\\operatorname{Attention}' in page
    assert '<span class="math">\\(\\beta\\)</span>' in page  # an objective's inline maths
    assert "$" not in re.sub(r"<script.*?</script>", "", page, flags=re.S)
    assert "check_softmax(softmax)" in page
    for link in ("../notebooks/01_queries_keys_values.html",
                 "../notebooks/01_queries_keys_values.html#ch1-ex-write-softmax",
                 "../student/01_queries_keys_values.ipynb", "session-02.html", "index.html"):
        assert f'href="{link}"' in page
    last = render_deck(decks[-1], book_title=BOOK_TITLE)
    assert "session-12.html" not in last and 'href="index.html"' in last


def test_decks_load_nothing_from_another_host(decks):
    pages = [render_deck(deck, book_title=BOOK_TITLE) for deck in decks]
    assets = [path.read_text(encoding="utf-8") for path in (SLIDES / "static").iterdir()]
    for text in pages + assets:
        assert not re.search(r"(src|href)=\"(https?:)?//", text)
        assert not re.search(r"url\(\s*['\"]?(https?:)?//", text)
        assert "@import" not in text


def test_write_site_writes_every_deck_and_needs_the_vendored_scripts(decks, tmp_path):
    with pytest.raises(DeckError, match="install-site-assets"):
        write_site(tmp_path, decks, book_title=BOOK_TITLE)
    for name in slide_decks.VENDOR_FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("/* vendored */", encoding="utf-8")
    out = write_site(tmp_path, decks, book_title=BOOK_TITLE)
    written = {path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file()}
    assert {f"session-{n:02d}.html" for n in range(1, 12)} | {"index.html"} <= written
    assert {p.file for deck in decks for p in deck.pictures} <= written
    assert {path.name for path in (SLIDES / "static").iterdir()} <= written
    index = (out / "index.html").read_text(encoding="utf-8")
    assert all(f'href="session-{n:02d}.html"' in index for n in range(1, 12))


def test_the_book_build_runs_the_extension():
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    assert config["sphinx"]["local_extensions"]["slide_decks"] == "book/_ext"
    assert "slide_decks" in config["sphinx"]["config"]["extensions"]
    student = config["sphinx"]["config"]["slide_decks_student_edition"]
    assert student.format(stem="01_queries_keys_values") == "student/01_queries_keys_values.ipynb"


# ------------------------------------------------------------------------------------------
# A broken source stops the build, naming the file and the reason
# ------------------------------------------------------------------------------------------

GOOD = (SLIDES / "session-01.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("figure:fig-ch1-temperature", "figure:fig-ch1-no-such"), "no notebook figure named"),
        (("diagram:ch1-four-steps", "diagram:ch1-no-such-diagram"), "no diagram named"),
        (("figure:fig-ch1-patterns", "pictures/patterns.png"), "is not diagram:<name>"),
        (("figure:fig-ch1-patterns", "https://example.org/a.png"), "is not diagram:<name>"),
        (("figure:fig-ch1-patterns", "figure:fig-ch1-soft-lookup"), "needs exactly one PNG"),
        (("One row per query", "One ![x](figure:fig-ch1-identity) row"), "paragraph of their own"),
        (("check: check_softmax(", "check: check_soft("), "must be a call check_softmax"),
        (("label: ch1-ex-write-softmax", "label: ch1-ex-shift"), "is not chN-ex-write-<what>"),
        (("session: 1\n", "session: 12\n"), "session must be a number from 1 to 11"),
        (("chapter: notebooks/01_", "chapter: notebooks/99_"), "is not a notebook of the book"),
        (("title: Queries", "titel: Queries"), "unknown keys ['titel'], missing keys ['title']"),
        (("## Pictures of attention weights", "Pictures of attention weights"), "'## ' heading"),
    ],
)
def test_a_broken_source_is_reported(tmp_path, change, message):
    old, new = change
    assert old in GOOD
    source = tmp_path / "session-01.md"
    source.write_text(GOOD.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DeckError, match=re.escape(message)) as error:
        load_deck(source)
    assert str(source) in str(error.value)


def test_a_figure_without_alt_text_is_reported(tmp_path):
    notebook = ROOT / "notebooks" / "01_queries_keys_values.ipynb"
    book = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in book["cells"]:
        if cell["metadata"].get("mystnb", {}).get("figure", {}).get("name") == "fig-ch1-patterns":
            del cell["metadata"]["mystnb"]["image"]
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / notebook.name).write_text(json.dumps(book), encoding="utf-8")
    with pytest.raises(DeckError, match="no mystnb.image.alt"):
        load_deck(SLIDES / "session-01.md", tmp_path)


def test_a_missing_session_is_reported(tmp_path):
    for path in SLIDES.glob("session-*.md"):
        if path.name != "session-05.md":
            (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DeckError, match="no deck source for session-05.md"):
        load_decks(tmp_path)


def test_the_sphinx_build_stops_on_a_broken_deck(tmp_path):
    """What a book build does with a deck that names a missing figure: an extension error,
    raised when the builder starts (before any page is written), naming the file."""
    from types import SimpleNamespace

    from sphinx.errors import ExtensionError

    slides = tmp_path / "book" / "slides"
    slides.mkdir(parents=True)
    for path in SLIDES.glob("session-*.md"):
        (slides / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "notebooks").symlink_to(ROOT / "notebooks", target_is_directory=True)
    broken = slides / "session-03.md"
    broken.write_text(broken.read_text(encoding="utf-8").replace(
        "figure:fig-ch3-padding", "figure:fig-ch3-no-such-figure"), encoding="utf-8")
    build = slide_decks._DeckBuild()
    app = SimpleNamespace(builder=SimpleNamespace(format="html"), srcdir=str(tmp_path))
    with pytest.raises(ExtensionError, match="no notebook figure named 'fig-ch3-no-such-figure'"):
        build.load(app)
    build.load(SimpleNamespace(builder=SimpleNamespace(format="latex"), srcdir=str(tmp_path)))
    assert build.decks == []  # only HTML builds write decks
