"""Every slide deck of the course works in a real browser with no network, and is accessible.

The decks (slides/session-01.html ... session-14.html, written into the built site by
book/_ext/slide_decks.py) and their index are loaded in headless Chromium from a local server
with every non-local request blocked, by the same check as the book's pages (sitecheck.py): no
request to another host, no failed request, no JavaScript or console error, every image loaded
with alt text that describes it, every formula typeset by MathJax, no raw `$` maths, axe-core
in both themes. For a deck, deckcheck.py adds: reveal.js initialised, as many slides as its
source holds, every slide reached with ArrowRight (and ArrowLeft and Home work), no slide whose
content overflows it or squeezes its pictures, axe-core on every slide, every link to a page of
the site answering. The S key shows each slide's speaker notes beside it.

Output in _build/browser-check/slides/: each deck's slides, one screenshot per slide
(<deck>/NN.png), and the index page.
"""

import sys

import pytest
from deckcheck import DECK_VIEWPORT, deck_check
from locations import OUT_DIR, ROOT, SITE_DIR, WORKERS
from sitecheck import check_pages

sys.path.insert(0, str(ROOT / "book" / "_ext"))
from slide_decks import load_decks  # noqa: E402  (book/_ext is not a package)

DECKS = {f"slides/{deck.name}.html": deck.slide_count for deck in load_decks()}
PAGES = [*DECKS, "slides/index.html"]


def test_every_deck_was_built():
    missing = [page for page in PAGES if not (SITE_DIR / page).is_file()]
    assert not missing, f"not in {SITE_DIR}: {missing} (the book build writes the decks)"


@pytest.fixture(scope="session")
def deck_reports(request, site_url):
    """The reports of the decks this run selected, checked WORKERS at a time."""
    selected = [item.callspec.params["page"] for item in request.session.items
                if item.originalname == "test_deck_works_offline"]
    out = OUT_DIR / "slides"
    jobs = {}
    for page in PAGES:
        if page not in selected or not (SITE_DIR / page).is_file():
            continue
        if page in DECKS:
            name = page.removeprefix("slides/").removesuffix(".html")
            jobs[page] = dict(deck=deck_check(DECKS[page], slide_dir=out / name),
                              viewport=DECK_VIEWPORT, numbered_figures=False)
        else:
            jobs[page] = dict(screenshot_dir=out, numbered_figures=False)
    return check_pages(site_url, jobs, workers=WORKERS)


@pytest.mark.parametrize("page", PAGES)
def test_deck_works_offline(page, deck_reports, record_report):
    if page not in deck_reports:
        pytest.fail(f"{page} was not built in {SITE_DIR}", pytrace=False)
    report = deck_reports[page]
    record_report(report)
    if report.problems:
        pytest.fail("\n".join([f"{page}:", *report.problems]), pytrace=False)
    if page in DECKS:
        assert report.slides == DECKS[page]
        assert len(report.slide_screenshots) == DECKS[page]
        assert report.content_images > 0 and report.maths > 0


def test_the_s_key_shows_each_slides_speaker_notes(browser, site_url):
    """Notes are hidden on the slide; S shows the current slide's notes in reveal.js's panel,
    they follow the slide, and S hides them again."""
    from sitecheck import _is_local

    deck = next(d for d in load_decks() if d.session == 10)
    context = browser.new_context(viewport=DECK_VIEWPORT)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("**/*", lambda route: route.continue_() if _is_local(route.request.url)
               else route.abort())
    try:
        page.goto(f"{site_url}slides/{deck.name}.html")
        page.wait_for_function("() => document.documentElement.dataset.deck === 'ready'")
        panel = page.locator(".reveal .speaker-notes")
        assert not page.locator(".reveal .slides section.present aside.notes").is_visible()
        assert not panel.is_visible()
        page.keyboard.press("s")
        page.wait_for_function("() => Reveal.getConfig().showNotes === true")
        assert panel.is_visible() and "take two or three answers" in panel.inner_text()
        # The slide is laid out again beside the panel, not cut off behind it or at the left.
        frame = page.locator(".reveal .slides section.present .frame").bounding_box()
        assert frame["x"] >= 0 and frame["x"] + frame["width"] <= panel.bounding_box()["x"] + 1
        page.keyboard.press("ArrowRight")
        page.wait_for_function("() => Reveal.getIndices().h === 1")
        assert " ".join(deck.pre_class.answer.split())[:40] in " ".join(panel.inner_text().split())
        page.keyboard.press("s")
        page.wait_for_function("() => Reveal.getConfig().showNotes === false")
        assert not panel.is_visible()
    finally:
        context.close()
    assert errors == [], errors
