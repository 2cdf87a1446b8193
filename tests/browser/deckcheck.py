"""What the browser check asks of a slide deck of the course (book/slides/, built by
book/_ext/slide_decks.py), on top of sitecheck.check_page's checks of any page.

`deck_check(expected_slides, ...)` gives check_page's `deck` argument; check_page then loads the
deck offline, with every non-local request blocked, and reports the usual problems (requests,
console errors, images and their alt text, maths typeset by MathJax, axe-core on the first
slide in both themes), and this adds, under "slide deck":

- reveal.js never initialised (`Reveal.isReady()`), or the deck has another number of slides
  than its source (the builder's own count of the source, not the page's);
- ArrowRight does not move to the next slide, ArrowLeft back, or Home to the first: every slide
  is reached from the keyboard, one key press at a time;
- on every slide: content that overflows the slide's frame (text or maths cut off at the
  bottom or the right), a picture outside the frame, or one drawn smaller than MIN_PICTURE
  pixels high (squeezed out by the text); and axe-core's serious or critical violations inside
  the slide (the first slide is audited with the whole page);
- a link to a page of the site (`.html`) that does not answer with HTTP 200 (a download, such as
  a chapter's student notebook, is not fetched; anchors are not followed).

Each slide is photographed (`slide_dir/NN.png`, in the deck's 16:9 window, DECK_VIEWPORT).
"""

from __future__ import annotations

import functools
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit, urlunsplit

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from sitecheck import PageReport, _is_local, _one_line, _run_axe

DECK_VIEWPORT = {"width": 1280, "height": 720}  # the decks' own size (deck.js)
MIN_PICTURE = 120  # the least height, in the deck's pixels, a picture must be drawn at
DECK_SLIDE_JS = (Path(__file__).with_name("deck_slide.js")).read_text(encoding="utf-8")


def deck_check(expected_slides: int, *, slide_dir: Path | None = None, timeout_ms: int = 20_000):
    """check_page's `deck` argument for a deck whose source holds `expected_slides` slides."""
    return functools.partial(_check_deck, expected_slides=expected_slides, slide_dir=slide_dir,
                             timeout_ms=timeout_ms)


def _check_deck(page: Page, report: PageReport, *, expected_slides: int,
                slide_dir: Path | None, timeout_ms: int) -> None:
    try:
        page.wait_for_function("() => !!(window.Reveal && Reveal.isReady())", timeout=timeout_ms)
    except PlaywrightTimeoutError:
        report.deck_errors.append("reveal.js did not initialise: Reveal.isReady() never true")
        return
    report.slides = page.evaluate("() => Reveal.getTotalSlides()")
    if report.slides != expected_slides:
        report.deck_errors.append(
            f"{report.slides} slides, but its source has {expected_slides}"
        )
    _settle(page)
    if page.evaluate("() => Reveal.getIndices().h") != 0:
        report.deck_errors.append("the deck did not open on its first slide")
    for index in range(report.slides):
        _check_slide(page, report, index, slide_dir)
        if index + 1 < report.slides and not _press(page, report, "ArrowRight", index + 1):
            return
    if report.slides > 1 and not _press(page, report, "ArrowLeft", report.slides - 2):
        return
    _press(page, report, "Home", 0)
    _check_links(page, report)


def _press(page: Page, report: PageReport, key: str, expected: int) -> bool:
    """Press `key`; False (and a problem) unless the deck moves to slide `expected`."""
    before = page.evaluate("() => Reveal.getIndices().h")
    page.keyboard.press(key)
    try:
        page.wait_for_function("(h) => Reveal.getIndices().h === h", arg=expected, timeout=60_000)
    except PlaywrightTimeoutError:
        now = page.evaluate("() => Reveal.getIndices().h")
        report.deck_errors.append(
            f"{key} on slide {before + 1} went to slide {now + 1}, not slide {expected + 1}"
        )
        return False
    _settle(page)
    return True


def _settle(page: Page) -> None:
    """Wait for the slide's transition (and any other) to finish, then for a frame."""
    page.evaluate(
        """() => new Promise((done) => requestAnimationFrame(() => {
            const running = document.getAnimations()
                .map((animation) => animation.finished.catch(() => null));
            Promise.race([
                Promise.all(running),
                new Promise((late) => setTimeout(late, 2000)),
            ]).then(() => requestAnimationFrame(() => done()));
        }))"""
    )


def _check_slide(page: Page, report: PageReport, index: int, slide_dir: Path | None) -> None:
    slide = page.evaluate(DECK_SLIDE_JS)
    name = f'slide {index + 1} ("{_one_line(slide["heading"], 50)}")'
    if slide["contentHeight"] > slide["frameHeight"] + 1 or (
        slide["contentWidth"] > slide["frameWidth"] + 1
    ):
        report.deck_errors.append(
            f"{name} overflows: its content is {slide['contentWidth']} x"
            f" {slide['contentHeight']}, the slide {slide['frameWidth']} x {slide['frameHeight']}"
        )
    for image in slide["images"]:
        if not image["inside"]:
            report.deck_errors.append(f"{name}: {image['src']} reaches outside the slide")
        elif image["drawnHeight"] < MIN_PICTURE:
            report.deck_errors.append(
                f"{name}: {image['src']} is drawn {image['drawnHeight']} px high, less than"
                f" {MIN_PICTURE}: too much text on the slide"
            )
    if index > 0:  # the first slide is audited with the whole page, in both themes
        _run_axe(page, report, "light", context=".reveal .slides > section.present",
                 where=f", {name}")
    if slide_dir is not None:
        slide_dir.mkdir(parents=True, exist_ok=True)
        path = slide_dir / f"{index + 1:02d}.png"
        page.screenshot(path=str(path), animations="disabled")
        report.slide_screenshots.append(path)


def _check_links(page: Page, report: PageReport) -> None:
    links = page.evaluate(
        """() => Array.from(document.querySelectorAll(".reveal .slides a[href]"),
            (a) => ({href: a.href, text: a.textContent}))"""
    )
    checked = set()
    for link in links:
        parts = urlsplit(link["href"])
        page_url = urlunsplit(parts._replace(fragment=""))
        if (not _is_local(page_url) or PurePosixPath(parts.path).suffix != ".html"
                or page_url in checked):
            continue
        checked.add(page_url)
        status = page.request.get(page_url).status
        if status != 200:
            report.deck_errors.append(
                f'link "{_one_line(link["text"], 50)}" to {parts.path} answers HTTP {status}'
            )
