"""The course's slide decks (book/_ext/slide_decks.py, sources in book/slides/).

Every session of the course has a deck source; every figure and diagram a deck names exists and
brings the book's alt text; the build-it-yourself exercise of each deck is one of the course's
and names its checker; a broken source stops the build with the file and the reason; a rendered
deck holds the slides its source promises, typesets its maths with MathJax and loads nothing
from another host. Every deck carries the instructor material: a question of its session's
pre-class check (the syllabus's, with its answer in the notes), a debrief of the exercise's
diagnoses (codes the checker can report, hints read from attnviz.exercises), the chapter's key
result table (numbers its committed outputs print) and speaker notes on every slide. The
decks in a real browser: tests/browser/test_slides.py.
"""

import json
import re
import sys
from pathlib import Path

import pytest
import yaml
from markupsafe import escape
from notebook_numbers import (
    NUMBER,
    benchmark_numbers,
    printed_numbers,
    quoted_integers,
    sink_runs,
    sink_summary,
)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))

import slide_decks  # noqa: E402  (book/_ext is not a package)
from slide_decks import DeckError, load_deck, load_decks, render_deck, write_site  # noqa: E402

import attnviz  # noqa: E402

SLIDES = ROOT / "book" / "slides"
BOOK_TITLE = "Attention, Built Up and Drawn"
# The course: session n teaches chapter n up to 6, sessions 7 and 8 split chapter 7 (the
# blocks, then decoding and training), sessions 9 to 11 teach chapters 8 to 10, sessions 12
# and 13 split chapter 11 (the cache and what it keeps, then fewer bits, longer contexts, training
# and decoding), session 14 teaches chapter 12 and session 15 chapter 13.
CHAPTER_OF_SESSION = {**{n: n for n in range(1, 8)}, 8: 7, 9: 8, 10: 9, 11: 10, 12: 11, 13: 11,
                      14: 12, 15: 13}
SESSIONS = range(1, 16)
# The sessions that share a chapter, each with the part it teaches.
PARTS = {7: "the blocks", 8: "decoding and training", 12: "the cache and what it keeps",
         13: "fewer bits, longer contexts, training and decoding"}
# The build-it-yourself exercises of the book, by chapter (their labels are fixed; chapters 11
# and 12 name theirs chN-ex-<what>, without write-).
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
    11: {"absorbed", "gather", "quantize", "evict"},
    12: {"merge", "schedule", "accept", "ring"},
    13: {"gated-delta", "top-k", "gate", "qk-norm"},
}


@pytest.fixture(scope="module")
def decks():
    return load_decks()


def _notebook_cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_every_session_has_a_deck_source():
    sources = sorted(path.name for path in SLIDES.glob("session-*.md"))
    assert sources == [f"session-{n:02d}.md" for n in SESSIONS]
    assert slide_decks.SESSIONS == 15


def test_every_deck_follows_the_course(decks):
    assert [deck.session for deck in decks] == list(SESSIONS)
    for deck in decks:
        assert deck.chapter_number == CHAPTER_OF_SESSION[deck.session], deck.name
        assert (ROOT / deck.chapter).is_file()
        assert 3 <= len(deck.objectives) <= 5
        assert deck.question.endswith("?"), deck.name
    for deck in decks:
        if deck.session in PARTS:  # a chapter taught in two sessions: its title, and a part
            first = deck.session in (7, 12)
            assert deck.title == deck.chapter_title, deck.name
            assert deck.part == f"Part {1 if first else 2}: {PARTS[deck.session]}", deck.name
        else:
            assert deck.part is None, deck.name


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
        write = "-" if deck.chapter_number >= 11 else "-write-"
        match = re.fullmatch(rf"ch(\d+)-ex{write}([a-z-]+)", deck.exercise.label)
        assert match, deck.exercise.label
        assert int(match[1]) == deck.chapter_number
        assert match[2] in BUILD_IT_YOURSELF[deck.chapter_number]
        what = match[2].replace("-", "_")
        assert re.fullmatch(rf"check_{what}\w*\(\w+\)", deck.exercise.check)
    labels = [deck.exercise.label for deck in decks]
    assert len(set(labels)) == len(labels)  # sessions 7 and 8 do different exercises


@pytest.mark.parametrize("session", SESSIONS)
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
    thirteen = render_deck(decks[12], book_title=BOOK_TITLE)
    assert 'href="session-14.html"' in thirteen and "Session 13 of 15" in thirteen
    last = render_deck(decks[-1], book_title=BOOK_TITLE)
    assert "session-16.html" not in last and 'href="index.html"' in last


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
    assert {f"session-{n:02d}.html" for n in SESSIONS} | {"index.html"} <= written
    assert {p.file for deck in decks for p in deck.pictures} <= written
    assert {path.name for path in (SLIDES / "static").iterdir()} <= written
    index = (out / "index.html").read_text(encoding="utf-8")
    assert all(f'href="session-{n:02d}.html"' in index for n in SESSIONS)


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
        (("label: ch1-ex-write-softmax", "label: ch1-ex-shift"), "must be a call check_shift"),
        (("label: ch1-ex-write-softmax", "label: ch1-write-softmax"), "is not chN-ex-write-<what>"),
        (("label: ch1-ex-write-softmax\n  prompt", "label: ch1-ex-write-soft\n  prompt"),
         "01_queries_keys_values.ipynb has no exercise 'ch1-ex-write-soft'"),
        (("label: ch1-ex-write-softmax\n  prompt", "label: ch2-ex-write-softmax\n  prompt"),
         "exercise 'ch2-ex-write-softmax' is not of 01_queries_keys_values.ipynb"),
        (("check: check_softmax(softmax)", "check: check_softmax(my_softmax)"),
         "does not end with check_softmax(my_softmax)"),
        (("session: 1\n", "session: 16\n"), "session must be a number from 1 to 15"),
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


# ------------------------------------------------------------------------------------------
# Instructor material: pre-class question, debrief, key result, speaker notes
# ------------------------------------------------------------------------------------------

def _printed_numbers(notebook: Path) -> set[str]:
    """Every number a chapter prints in its committed outputs or sets in its code."""
    return printed_numbers(notebook)


def _benchmark_numbers(text: str) -> set[str]:
    """The numbers of the benchmark outputs ``text`` names (notebook_numbers)."""
    return benchmark_numbers(text, ROOT)


def _quotable_numbers(deck) -> set[str]:
    """What a deck may quote: its chapter's printed numbers and those of the benchmarks it
    names."""
    return _printed_numbers(ROOT / deck.chapter) | _benchmark_numbers(
        "\n".join([*deck.slides, *deck.notes]))


def _all_numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+(?:\.\d+)?", re.sub(r"(?<=\d),(?=\d{3})", "",
                                                    re.sub(r"`[^`]*`", "", text))))


def _checker_codes(check: str) -> set[str]:
    """The diagnosis codes a checker's code can report: string literals that are keys of
    DIAGNOSES in the checker and in the package's functions it calls (in any module of
    attnviz.exercises: its chapter's, or the shared ones), followed through."""
    import ast
    import inspect

    from attnviz import exercises

    functions = {}
    for module in (exercises._core, exercises._cases, exercises._guard, *exercises.CHAPTERS):
        tree = ast.parse(inspect.getsource(module))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                assert node.name not in functions, f"{node.name} is defined twice"
                functions[node.name] = node
    codes, seen, todo = set(), set(), [check]
    while todo:
        name = todo.pop()
        if name in seen or name not in functions:
            continue
        seen.add(name)
        for node in ast.walk(functions[name]):
            if isinstance(node, ast.Constant) and node.value in exercises.DIAGNOSES:
                codes.add(node.value)
            elif isinstance(node, ast.Name):
                todo.append(node.id)
    return codes


def _syllabus_pre_class(session: int) -> list[tuple[str, str]]:
    """The (question, answer) pairs of a session's pre-class check, lines joined."""
    text = (ROOT / "book" / "teaching" / "syllabus.md").read_text(encoding="utf-8")
    body = re.search(rf"^## Session {session}: .*?(?=^## )", text, flags=re.M | re.S)[0]
    part = body.split("**Before class.**", 1)[1].split("**Figures to draw or show.**", 1)[0]
    questions, rest = part.split("```{dropdown} Answers\n", 1)

    def items(block):
        found = re.findall(r"^\d+\. (.*?)(?=^\d+\. |\n\n|\Z)", block, flags=re.M | re.S)
        return [" ".join(item.split()) for item in found]

    return list(zip(items(questions), items(rest.split("\n```", 1)[0]), strict=True))


def test_every_deck_asks_a_question_of_its_sessions_pre_class_check(decks):
    for deck in decks:
        pair = (" ".join(deck.pre_class.question.split()), " ".join(deck.pre_class.answer.split()))
        assert pair in _syllabus_pre_class(deck.session), deck.name
        page = render_deck(deck, book_title=BOOK_TITLE)
        slide = page.split('<section class="pre-class-slide">', 1)[1].split("</section>", 1)[0]
        frame, notes = slide.split('<aside class="notes">', 1)
        assert "pre-class check" in frame and "</aside>" in notes
        assert str(slide_decks._html(deck.pre_class.question, deck)) in frame
        assert str(slide_decks._html(deck.pre_class.answer, deck)) in notes  # not on the slide


def test_every_debrief_names_its_checkers_diagnoses_with_their_hints(decks):
    from attnviz.exercises import DIAGNOSES

    shared = {"raised", "not-a-tensor", "wrong-shape", "modified-input", "wrong-values"}
    for deck in decks:
        codes = [d.code for d in deck.debrief]
        checker = deck.exercise.check.split("(", 1)[0]
        assert set(codes) <= _checker_codes(checker), (deck.name, set(codes) - _checker_codes(
            checker))
        assert set(codes) - shared, f"{deck.name}: the debrief names only shared diagnoses"
        page = render_deck(deck, book_title=BOOK_TITLE)
        slide = page.split('<section class="debrief-slide">', 1)[1].split("</section>", 1)[0]
        for diagnosis in deck.debrief:
            assert diagnosis.hint == DIAGNOSES[diagnosis.code]  # read from the package
            assert f"<code>{diagnosis.code}</code>: {escape(diagnosis.hint)}" in slide


def test_the_checker_codes_are_read_from_the_package():
    assert {"softmax-overflow", "softmax-wrong-axis"} <= _checker_codes("check_softmax")
    assert "online-no-rescale" not in _checker_codes("check_softmax")


def test_every_deck_shows_its_chapters_key_result_as_printed(decks):
    """Every number of the key result table is printed by the chapter (its committed outputs) or
    by a benchmark the deck names: a re-executed chapter or benchmark that prints other numbers
    makes this fail until the deck follows."""
    for deck in decks:
        table = deck.key_result
        assert "\n| --- |" in table, deck.name
        missing = _all_numbers(table.split("\n", 1)[1]) - _quotable_numbers(deck)
        assert not missing, f"{deck.name}: the key result quotes {missing}, not printed"


def test_every_quoted_number_of_a_deck_is_printed_by_its_chapter(decks):
    for deck in decks:
        text = "\n".join([*deck.slides, *deck.notes])
        quoted = {n.replace(",", "") for n in NUMBER.findall(re.sub(r"`[^`]*`", "", text))}
        missing = quoted - _quotable_numbers(deck)
        assert not missing, f"{deck.name}: numbers its chapter does not print: {missing}"


def test_every_whole_number_of_a_deck_is_printed_by_its_chapter(decks):
    """Counts too (209 preemptions, 40 outputs): a deck's integers are its chapter's own."""
    for deck in decks:
        text = "\n".join([*deck.slides, *deck.notes])
        missing = quoted_integers(text) - _quotable_numbers(deck)
        assert not missing, f"{deck.name}: counts its chapter does not print: {missing}"


def test_session_10_tells_the_ablation_as_chapter_9_prints_it(decks):
    slide = next(s for s in decks[9].slides if s.startswith("## A previous-token head"))
    assert "many times over" not in slide
    printed = _printed_numbers(ROOT / decks[9].chapter)
    for value in ("0.25", "0.55", "4.80"):
        assert value in slide and value in printed


def test_session_12_tells_the_sinks_as_every_run_measured_them(decks):
    """The sink result is what held over the benchmark's runs (every seed, numeric path and
    stack), not the chapter's one run: the key result gives each window's count of runs in which
    it kept the copies and the range of its cost, the learned-sink slide the runs in which the
    plain window failed, and no slide sells one run as the rule."""
    deck = decks[11]
    summary = sink_summary(ROOT)
    rows = {line.split(" | ")[0].strip("| "): line for line in deck.key_result.splitlines()}
    for cache, row in (("window 32", "window 32 alone"),
                       ("1 sink + window 32", "1 sink + window 32")):
        found = summary["start-token sink", cache]
        kept, runs = found["kept"]
        low, high = found["cost"]
        assert f"| {kept} of {runs} | {low} to {high} nats |" in rows[row]
    runs = sink_runs(ROOT)
    assert all(run["1 sink + window 32"][0] < 0.05 for run in runs["start-token sink"])
    assert all(run["full cache"][0] > 1.0 for model in runs.values() for run in model)
    learned_slide = next(s for s in deck.slides if s.startswith("## A learned sink"))
    plain, one = (summary["learned sink logits", cache] for cache in ("window 32",
                                                                      "1 sink + window 32"))
    assert (f"kept the copies in {plain['kept'][0]} of {plain['kept'][1]} and lost them in the\n"
            f"rest (by up to {plain['worst']} nats)") in learned_slide
    assert f"with one sink token kept, in {one['kept'][0]} of {one['kept'][1]}" in learned_slide
    text = "\n".join([*deck.slides, *deck.notes])
    for claim in ("needs its sink", "must keep it", "One run. ", "over the three seeds",
                  "seed 0 is"):
        assert claim not in text, claim


def test_every_slide_has_speaker_notes(decks):
    for deck in decks:
        assert len(deck.notes) == len(deck.slides)
        assert all(len(note) > 40 for note in deck.notes), deck.name
        page = render_deck(deck, book_title=BOOK_TITLE)
        sections = re.findall(r"<section.*?</section>", page, flags=re.S)
        assert len(sections) == deck.slide_count
        for number, section in enumerate(sections, start=1):
            notes = re.search(r'<aside class="notes">(.*?)</aside>', section, flags=re.S)
            assert notes and len(re.sub(r"<[^>]+>", "", notes[1]).strip()) > 40, (
                deck.name, number)
        # The notes are not on the slide itself: they follow its frame.
        assert all(s.index('<aside class="notes">') > s.index('<div class="frame">')
                   for s in sections)


def test_the_notes_key_toggles_revealjs_notes():
    script = (SLIDES / "static" / "deck.js").read_text(encoding="utf-8")
    assert "showNotes: false" in script
    assert "83: function" in script  # the S key
    assert "showNotes: !Reveal.getConfig().showNotes" in script


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("\n\nNote:\n\nRun the first cell", "\n\nRun the first cell"), "has no speaker notes"),
        (("## Key result: a larger", "## The result: a larger"), "## Key result"),
        (("debrief: [softmax-overflow,", "debrief: [softmax-overflows,"), "not diagnoses"),
        (("debrief: [softmax-overflow, softmax-wrong-axis, wrong-values]", "debrief: []"),
         "2 to 4 diagnosis codes"),
        (("  answer: |", "  answr: |"), "pre_class must have exactly the keys"),
    ],
)
def test_missing_instructor_material_is_reported(tmp_path, change, message):
    old, new = change
    good = (SLIDES / "session-01.md").read_text(encoding="utf-8")
    assert old in good
    source = tmp_path / "session-01.md"
    source.write_text(good.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DeckError, match=re.escape(message)):
        load_deck(source)
