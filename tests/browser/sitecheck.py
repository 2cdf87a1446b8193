"""Open pages of a static website in headless Chromium and report what went wrong on each.

Used by test_site.py (the built book, `_build/html`) and test_checker.py (throwaway pages with
known faults, to show that every check fires). For every page it records:

- requests to any host other than localhost/127.0.0.1 (every request is intercepted; external
  ones are aborted, so the check passes or fails the same with no network);
- local requests that failed or answered with an HTTP error status;
- uncaught JavaScript exceptions and console messages of type "error";
- scripts included twice (the same file, ignoring the query string: e.g. the ipywidgets
  manager or RequireJS added both by MyST-NB and by hand);
- `<img>` elements that did not load (no natural width and not decodable, so a missing or
  broken SVG is caught as well as a PNG);
- images in the page's content (the article body, CONTENT; the theme's header and sidebars
  are left to axe) whose alt text is missing, empty, a placeholder ("image") or just a file
  name, path or URL (MyST-NB's default alt is the image's path);
- content images, those inside ipywidget views included, that are not inside a `<figure>`
  whose `<figcaption>` has a caption number ("Figure 2.1", Sphinx's `span.caption-number`);
- schematic diagrams (`figure.attnviz-diagram`, made by `attnviz.diagram`) that hold no SVG
  image, or whose image did not load; with `require_diagram` (the chapter pages), a page with
  no diagram at all. The first diagram of a page is photographed in each theme;
- with `require_student_links` (the chapter pages): a launch menu (the theme's rocket,
  `.dropdown-launch-buttons`) without the student edition's two entries, "Colab (student
  edition)", opening `.../student/<page>.ipynb` of a GitHub repository in Colab, and "Student
  notebook", whose file must be served (HTTP 200) under the page's name and be a Jupyter
  notebook (nbformat 4 JSON with cells) without solutions (no `{solution-start}`);
- ipywidget outputs (`<script type="application/vnd.jupyter.widget-view+json">`) that the
  ipywidgets HTML manager did not render: it inserts a `div.widget-subarea` holding the
  widget's DOM (class `jupyter-widgets`) just before each such script;
- maths that MathJax did not typeset, or typeset as an error;
- prose (the page's text outside code, maths, widgets and attention views, read once MathJax
  has finished) that holds Markdown table syntax, a delimiter row such as `| --- |` or a line
  of two or more cells between pipes (`| a | b |`): Markdown that reached the page as text;
- prose that holds a `$...$` or `$$...$$` span that looks like TeX (`$k = 2$`, `$\\sqrt{d}$`):
  maths that nothing typeset (a lone dollar, as in "costs $5", is not one);
- tokens the HTML parser swallowed: elements it did not know (`HTMLUnknownElement`, such as
  `<unk>` or `<eos>` from a token written into HTML unescaped; custom elements, whose names
  hold a hyphen like MathJax's `mjx-*`, and SVG or MathML are not counted), with their text;
- attnviz views (`.attnviz-view`, see `attnviz.visuals.views`) that never reach
  `data-attnviz-view="ready"`; or whose controls do nothing: each select is set to two other
  options, each slider moved to both ends with the keyboard, and ArrowDown pressed on the
  first focusable item, and after each action what the view shows (view_state.js: its shadow
  root's elements, text and canvas pixels) must have changed, while every other view on the
  page must not; attention views (`.attnviz-attention-view`) whose keys (`.attnviz-key`) get
  no `data-weight` when the first query (`.attnviz-query`) is hovered (or, failing that,
  clicked), or whose weights differ from the ones embedded in the view (what Python
  computed); and, after each theme switch, views whose host's `data-theme` did not follow;
- an accessibility audit by axe-core (locations.AXE_JS, pinned in package.json), injected
  once the page is ready (widgets rendered, MathJax finished) and run in the light and then
  the dark theme: every violation of impact "serious" or "critical" is a problem, reported
  with its theme, rule id, impact, number of elements and the first few of them; "moderate"
  and "minor" ones are kept as notes (`axe_notes`), printed but not failing. The theme is
  switched the way a reader's system does it: the browser's prefers-color-scheme is emulated,
  which the book's theme (pydata-sphinx-theme, in its default "auto" mode) follows by setting
  `<html data-theme>`; on a page with that theme, a theme that does not follow, or a dark
  theme whose background is the light one's, is a problem too;
- with `deck` (a slide deck of the course, see deckcheck.py): what that check finds, under
  "slide deck" (`deck_errors`); a deck's pictures need alt text but no numbered figure
  (`numbered_figures=False`).

The page's text is collected by page_text.js and its images by page_images.js; the patterns
are matched here, in Python.

check_page checks one page in a browser; check_pages checks many with two (or more) browsers
side by side. Chromium is Debian's (/usr/bin/chromium, or $CHROMIUM), driven by Playwright's
Python package; Playwright's own browser downloads are never used.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import math
import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

from locations import AXE_JS
from playwright.sync_api import Browser, Locator, Page, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Flags for this machine's closed network (see the environment notes): no background
# connections, no component or sync traffic. Playwright adds --headless and a fresh temporary
# --user-data-dir itself (and refuses one passed here), and every page gets a new context.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}
VIEWPORT = {"width": 1280, "height": 900}
SHOW_AT_MOST = 5  # problems of one kind listed per page; the rest are counted

WIDGET_VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]'
VIEW = ".attnviz-view"
DIAGRAM = "figure.attnviz-diagram"
# The page's content, whose images must have alt text and a numbered figure: what the first
# selector that matches finds (pydata-sphinx-theme's article body, without the article's header
# of launch and download buttons; <main> on a plain page), else the <body>.
CONTENT = ["article.bd-article", "main"]
# The themes every page is audited in, in order; the first is the one the page loads in.
THEMES = ("light", "dark")
# axe-core violations of these impacts fail a page; "moderate" and "minor" ones are notes.
FAILING_IMPACTS = ("critical", "serious")

# Where the page's text is not prose, and so is not searched for Markdown or TeX: code, raw
# text, SVG and MathML, MathJax's input and output, widget and attention-view internals, and
# the search page's excerpts (Sphinx cuts them out of whole pages, code included).
NOT_PROSE = ", ".join(
    [
        "pre, code, kbd, samp, tt, script, style, textarea, noscript, template, svg, math",
        ".math, .MathJax, .MathJax_Preview, mjx-container, mjx-assistive-mml",
        ".jupyter-widgets, .widget-subarea, .lm-Widget, .p-Widget",
        VIEW,
        "#search-results .context",
    ]
)
PAGE_TEXT_JS = (Path(__file__).with_name("page_text.js")).read_text(encoding="utf-8")
PAGE_IMAGES_JS = (Path(__file__).with_name("page_images.js")).read_text(encoding="utf-8")
VIEW_STATE_JS = (Path(__file__).with_name("view_state.js")).read_text(encoding="utf-8")

# A Markdown table's delimiter row: a cell of three or more dashes between pipes (`| --- |`,
# `|:---:|`), or two or more cells of dashes (`|-|-|`).
TABLE_DELIMITER = re.compile(r"\|[ \t]*:?-{3,}:?[ \t]*\||\|(?:[ \t]*:?-+:?[ \t]*\|){2,}")
# A Markdown table row: a line that starts and ends with a pipe, with two or more cells.
TABLE_ROW = re.compile(r"^[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*$", re.MULTILINE)
# Dollar maths as Pandoc reads it: `$$...$$`, or `$...$` where the opening dollar is followed
# and the closing one preceded by a non-space, and the closing one is not followed by a digit
# (so "costs $5 or $10" holds no span).
DISPLAY_DOLLARS = re.compile(r"\$\$(.{1,500}?)\$\$", re.DOTALL)
INLINE_DOLLARS = re.compile(r"(?<![\\$])\$(?![\s$])([^$]{1,200}?)(?<![\s\\])\$(?![$\d])")
# What makes such a span TeX: a command, a script, a brace or a relation (`\sqrt{d}`, `d_k`,
# `k = 2`), or a lone symbol, possibly with arithmetic (`x`, `2n`, `n - 1`).
TEX_MARKUP = re.compile(r"\\[A-Za-z]+|[\^_{}=<>]")
TEX_SYMBOL = re.compile(r"\d*[A-Za-z\u0391-\u03c9](?:\s*[-+*/]\s*[\w.]+)*")
# Alt text that says nothing: a file name, path or URL (one "word" holding a slash, a scheme or
# an image extension; MyST-NB writes the image's path), a long hex hash, or a placeholder.
FILE_LIKE_ALT = re.compile(
    r"\S*[/\\]\S*|[a-z][a-z0-9+.-]*:\S+|\S+\.(?:png|jpe?g|gif|svg|webp|avif|bmp|ico)|[0-9a-f]{16,}",
    re.IGNORECASE,
)
PLACEHOLDER_ALTS = {"image", "img", "picture", "figure", "graphic", "plot", "chart", "photo",
                    "output", "png", "svg", "untitled", "alt", "alt text"}
# An SVG image's address: a .svg file, or SVG as a data: URL.
SVG_SOURCE = re.compile(r"\.svg(?:[?#]|$)|^data:image/svg\+xml", re.IGNORECASE)
# A caption number as numfig_format writes it: "Figure 7.2" (chapter 7's second figure).
CAPTION_NUMBER = re.compile(r"Figure\s+\d+(?:\.\d+)*\b")
# The theme's launch menu (the rocket), and the student edition's entries that book/_ext/
# edition_links.py adds to it on every chapter page: (text, CSS class, what its href must be).
LAUNCH_MENU = ".dropdown-launch-buttons .dropdown-menu"
COLAB_STUDENT = re.compile(
    r"https://colab\.research\.google\.com/github/[\w.-]+/[\w.-]+/blob/[\w./-]+?"
    r"/student/(?P<name>[^/?#]+\.ipynb)"
)
STUDENT_LINKS = (
    ("Colab (student edition)", "btn-colab-student-button"),
    ("Student notebook", "btn-download-student-notebook-button"),
)


# PageReport's lists of problems, in the order they are reported, and the heading of each.
HEADINGS = {
    "load_errors": "page did not load",
    "external_requests": "request to a non-local host",
    "failed_requests": "failed local request",
    "js_errors": "JavaScript error",
    "console_errors": "console error",
    "duplicate_scripts": "script included twice",
    "broken_images": "image did not load",
    "image_alt_errors": "image without meaningful alt text",
    "unnumbered_images": "image outside a numbered figure",
    "diagram_errors": "diagram",
    "student_link_errors": "student edition",
    "unrendered_widgets": "widget not rendered",
    "math_errors": "maths",
    "markdown_tables": "raw Markdown table",
    "dollar_maths": "unrendered $ maths",
    "swallowed_tokens": "swallowed token",
    "view_errors": "interactive view",
    "deck_errors": "slide deck",
    "theme_errors": "theme switch",
    "axe_violations": "accessibility (axe, serious/critical)",
}


@dataclass
class PageReport:
    """What one page did in the browser; `problems` is empty when the page is fine."""

    path: str
    final_url: str = ""
    external_requests: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    js_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    duplicate_scripts: list[str] = field(default_factory=list)
    images: int = 0
    broken_images: list[str] = field(default_factory=list)
    content_images: int = 0
    image_alt_errors: list[str] = field(default_factory=list)
    unnumbered_images: list[str] = field(default_factory=list)
    diagrams: int = 0
    diagram_errors: list[str] = field(default_factory=list)
    diagram_screenshots: list[Path] = field(default_factory=list)
    student_links: int = 0  # the student edition's entries found in the launch menu
    student_link_errors: list[str] = field(default_factory=list)
    widgets: int = 0
    unrendered_widgets: list[str] = field(default_factory=list)
    maths: int = 0
    math_errors: list[str] = field(default_factory=list)
    markdown_tables: list[str] = field(default_factory=list)
    dollar_maths: list[str] = field(default_factory=list)
    swallowed_tokens: list[str] = field(default_factory=list)
    views: int = 0
    view_errors: list[str] = field(default_factory=list)
    slides: int = 0  # the slides of a deck (deckcheck.py)
    deck_errors: list[str] = field(default_factory=list)
    slide_screenshots: list[Path] = field(default_factory=list)
    themes: dict[str, str] = field(default_factory=dict)  # theme -> the <body> background
    theme_errors: list[str] = field(default_factory=list)
    axe_violations: list[str] = field(default_factory=list)
    axe_notes: list[str] = field(default_factory=list)  # moderate and minor: shown, not failed
    load_errors: list[str] = field(default_factory=list)
    screenshot: Path | None = None
    screenshot_note: str = ""  # why the full-page picture was not taken: shown, not failed

    @property
    def problems(self) -> list[str]:
        """One line per problem (at most SHOW_AT_MOST of each kind, then a count)."""
        problems = []
        for name, label in HEADINGS.items():
            items = getattr(self, name)
            problems += [f"{label}: {item}" for item in items[:SHOW_AT_MOST]]
            if len(items) > SHOW_AT_MOST:
                problems.append(f"{label}: ... and {len(items) - SHOW_AT_MOST} more")
        return problems

    def summary(self) -> str:
        """One line: PASS/FAIL, the page, and what was found on it."""
        status = "PASS" if not self.problems else "FAIL"
        ok_views = self.views - len(
            {problem.split(":")[0] for problem in self.view_errors}
        )
        return (
            f"{status:<9} {self.path:<54} external requests {len(self.external_requests)},"
            f" JS/console errors {len(self.js_errors) + len(self.console_errors)},"
            f" images {self.images - len(self.broken_images)}/{self.images}"
            f" (content {self.content_images}: bad alt {len(self.image_alt_errors)},"
            f" unnumbered {len(self.unnumbered_images)}),"
            f" diagrams {self.diagrams},"
            f" student links {self.student_links},"
            f" widgets {self.widgets - len(self.unrendered_widgets)}/{self.widgets},"
            f" maths {self.maths - len(self.math_errors)}/{self.maths},"
            f" raw Markdown tables {len(self.markdown_tables)},"
            f" raw $ maths {len(self.dollar_maths)},"
            f" swallowed tokens {len(self.swallowed_tokens)},"
            f" views {ok_views}/{self.views},"
            f" axe in {'+'.join(self.themes) or 'no theme'}: serious/critical"
            f" {len(self.axe_violations)}, moderate/minor {len(self.axe_notes)}"
            + (f", slides {self.slides}" if self.slides else "")
        )


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


class _TrickleHandler(_QuietHandler):
    """Sends each HTML page in pieces of `piece` bytes, `pause` seconds apart (HTTP/1.1 chunked
    transfer), as a slow connection does: the browser shows the page while it reads it."""

    protocol_version = "HTTP/1.1"
    piece = 1000
    pause = 0.02

    def do_GET(self):
        path = Path(self.translate_path(self.path))
        if path.suffix != ".html" or not path.is_file():
            super().do_GET()
            return
        body = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for start in range(0, len(body), self.piece):
            part = body[start:start + self.piece]
            self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
            self.wfile.flush()
            time.sleep(self.pause)
        self.wfile.write(b"0\r\n\r\n")


@contextlib.contextmanager
def serve_directory(directory: Path, *, trickle: bool = False) -> Iterator[str]:
    """Serve `directory` over HTTP on 127.0.0.1 on a free port; yield its base URL. With
    `trickle`, HTML pages come in small pieces with pauses between them (_TrickleHandler)."""
    if not directory.is_dir():
        raise FileNotFoundError(f"no site to serve: {directory} is not a directory")
    handler = functools.partial(_TrickleHandler if trickle else _QuietHandler,
                                directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@contextlib.contextmanager
def launch_chromium() -> Iterator[Browser]:
    """Headless Debian Chromium under Playwright (no browser download)."""
    if not os.access(CHROMIUM, os.X_OK):
        raise FileNotFoundError(
            f"Chromium not found at {CHROMIUM}: install Debian's package (apt-get install -y "
            "chromium) or set CHROMIUM to its path"
        )
    with sync_playwright() as playwright:
        browser = _launch(playwright)
        try:
            yield browser
        finally:
            browser.close()


def _launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, timeout=60_000
    )


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about", "javascript"):
        return True
    return (parts.hostname or "") in LOCAL_HOSTS


def check_page(
    browser: Browser,
    base_url: str,
    path: str,
    *,
    screenshot_dir: Path | None = None,
    diagram_dir: Path | None = None,
    require_diagram: bool = False,
    require_student_links: bool = False,
    numbered_figures: bool = True,
    deck: Callable[[Page, PageReport], None] | None = None,
    viewport: dict[str, int] | None = None,
    themes: tuple[str, ...] = THEMES,
    timeout_ms: int = 20_000,
) -> PageReport:
    """Load `base_url + path` in a fresh browser context and check it (see the module doc).

    screenshot_dir: where to save a full-page screenshot (in the first theme);
    diagram_dir: where to save the first diagram figure in each theme (`<page>-<theme>.png`);
    require_diagram: report a page without a diagram (figure.attnviz-diagram);
    require_student_links: check the launch menu's student-edition entries and their notebook;
    numbered_figures: report content images outside a figure with a caption number;
    deck: a further check of a slide deck (deckcheck.deck_check), run after the others;
    viewport: the browser window (default VIEWPORT);
    themes: the themes axe audits the page in ("light", "dark"), the first one first.
    """
    report = PageReport(path=path)
    context = browser.new_context(
        viewport=viewport or VIEWPORT,
        service_workers="block",
        color_scheme=themes[0] if themes else None,
    )
    context.set_default_timeout(timeout_ms)
    aborted: set[str] = set()

    def route(route) -> None:
        url = route.request.url
        if _is_local(url):
            route.continue_()
        else:
            report.external_requests.append(f"{route.request.resource_type} {url}")
            aborted.add(url)
            route.abort("blockedbyclient")

    context.route("**/*", route)
    page = context.new_page()
    page.on("pageerror", lambda error: report.js_errors.append(_one_line(str(error))))
    console: list[tuple[str, str]] = []  # (text, url) of console errors
    page.on("console", lambda message: _on_console(console, message))
    page.on("websocket", lambda ws: _on_websocket(report, ws))
    page.on("response", lambda response: _on_response(report, response))
    page.on("requestfailed", lambda request: _on_request_failed(report, request, aborted))
    try:
        _load(page, base_url + path, timeout_ms)
        report.final_url = page.url
        _check_duplicate_scripts(page, report)
        _wait_for_widgets(page, timeout_ms)
        _wait_for_mathjax(page, timeout_ms)
        _check_images(page, report, timeout_ms, numbered=numbered_figures)
        _check_diagrams(page, report, require_diagram)
        if require_student_links:
            _check_student_links(page, report)
        _check_widgets(page, report)
        _check_maths(page, report)
        _check_text(page, report)
        _check_views(page, report, timeout_ms)
        if deck is not None:
            deck(page, report)
        page.wait_for_timeout(200)  # let late console messages arrive
        if screenshot_dir is not None:
            screenshot_dir.mkdir(parents=True, exist_ok=True)
            name = re.sub(r"[^A-Za-z0-9_.-]+", "__", path.strip("/") or "root") + ".png"
            _take_screenshot(page, report, screenshot_dir / name, timeout_ms)
        for theme in themes:
            if not _set_theme(page, report, theme, timeout_ms):
                continue
            _check_view_themes(page, report, theme)
            _run_axe(page, report, theme)
            if diagram_dir is not None and report.diagrams:
                _shoot_diagram(page, report, theme, diagram_dir)
    except PlaywrightError as error:
        report.load_errors.append(_one_line(str(error)))
    finally:
        context.close()
    # Chromium also logs "Failed to load resource" for each blocked or failed request: those
    # are reported once, as requests, not again as console errors.
    reported = aborted | {entry.rsplit(" ", 1)[-1] for entry in report.failed_requests}
    report.console_errors = [
        _one_line(f"{text} [{url}]" if url else text)
        for text, url in console
        if not (text.startswith("Failed to load resource") and url in reported)
    ]
    return report


def _take_screenshot(page: Page, report: PageReport, path: Path, timeout_ms: int) -> None:
    """A full-page picture of the page, for people to look at; no check reads it. A long page
    (chapter 11's) on a busy machine can take longer to paint whole than a
    check may wait, so it gets six times a check's timeout, and if it still does not come the
    page's checks go on (themes, axe, diagrams) and the reason is kept as a note."""
    try:
        page.screenshot(path=str(path), full_page=True, timeout=6 * timeout_ms)
    except PlaywrightError as error:
        report.screenshot_note = _one_line(str(error))
    else:
        report.screenshot = path


def check_pages(
    base_url: str, jobs: dict[str, dict], *, workers: int = 2
) -> dict[str, PageReport]:
    """check_page(browser, base_url, path, **options) for every `path: options` of `jobs`, by
    `workers` browsers side by side, taking the paths in order; the reports, by path.

    The audit is CPU-bound (axe's rules, MathJax, the widget manager) and a page spends part
    of its time waiting for the network to settle, so two browsers finish a site in about
    two thirds of the time of one, even on two cores (list the heaviest pages first). Each
    worker thread drives its own Chromium: Playwright's sync API belongs to one thread.
    """
    pending = list(reversed(jobs))
    reports: dict[str, PageReport] = {}
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work() -> None:
        try:
            with launch_chromium() as browser:
                while True:
                    with lock:
                        if not pending or errors:
                            return
                        path = pending.pop()
                    report = check_page(browser, base_url, path, **jobs[path])
                    with lock:
                        reports[path] = report
        except BaseException as error:  # re-raised in the calling thread
            with lock:
                errors.append(error)

    threads = [
        threading.Thread(target=work, name=f"site-check-{index}")
        for index in range(max(1, min(workers, len(jobs))))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return reports


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _on_console(console: list[tuple[str, str]], message) -> None:
    if message.type == "error":
        console.append((message.text, (message.location or {}).get("url", "")))


def _on_websocket(report: PageReport, websocket) -> None:
    if not _is_local(websocket.url):
        report.external_requests.append(f"websocket {websocket.url}")


def _on_response(report: PageReport, response) -> None:
    if response.status >= 400 and _is_local(response.url):
        report.failed_requests.append(f"HTTP {response.status} {response.url}")


def _on_request_failed(report: PageReport, request, aborted: set[str]) -> None:
    if request.url in aborted:
        return  # already reported as an external request
    report.failed_requests.append(f"{request.failure} {request.url}")


def _load(page: Page, url: str, timeout_ms: int) -> None:
    page.goto(url, wait_until="load")
    # A redirect page (the book's index.html) moves on with <meta http-equiv="refresh">.
    if page.locator('meta[http-equiv="refresh" i]').count():
        page.wait_for_url(lambda current: current != url, timeout=timeout_ms)
        page.wait_for_load_state("load")
    with contextlib.suppress(PlaywrightTimeoutError):
        page.wait_for_load_state("networkidle", timeout=timeout_ms)


def _check_duplicate_scripts(page: Page, report: PageReport) -> None:
    sources = page.evaluate(
        """() => Array.from(document.scripts, (s) => s.src)
            .filter((src) => src).map((src) => src.split(/[?#]/)[0])"""
    )
    report.duplicate_scripts = sorted({src for src in sources if sources.count(src) > 1})


def _wait_for_widgets(page: Page, timeout_ms: int) -> None:
    if not page.locator(WIDGET_VIEW).count():
        return
    with contextlib.suppress(PlaywrightTimeoutError):
        page.wait_for_function(
            """(selector) => Array.from(document.querySelectorAll(selector)).every((s) => {
                const area = s.previousElementSibling;
                return area && area.classList.contains("widget-subarea")
                    && area.querySelector(".jupyter-widgets");
            })""",
            arg=WIDGET_VIEW,
            timeout=timeout_ms,
        )


def _wait_for_mathjax(page: Page, timeout_ms: int) -> None:
    has_mathjax = page.evaluate(
        "() => !!(window.MathJax && window.MathJax.startup && window.MathJax.startup.promise)"
    )
    if has_mathjax:  # wait for the first typesetting pass (at most timeout_ms)
        page.evaluate(
            """(timeout) => Promise.race([
                MathJax.startup.promise.catch(() => null),
                new Promise((done) => setTimeout(done, timeout)),
            ])""",
            timeout_ms,
        )


def _check_images(page: Page, report: PageReport, timeout_ms: int, *,
                  numbered: bool = True) -> None:
    results = page.evaluate(PAGE_IMAGES_JS, {"content": CONTENT, "timeout": timeout_ms})
    report.images = len(results)
    report.broken_images = [_short_src(r["src"]) for r in results if not r["ok"]]
    content = [r for r in results if r["content"]]
    report.content_images = len(content)
    for r in content:
        what = _describe_image(r["src"], r["alt"])
        problem = alt_text_problem(r["alt"], r["src"])
        if problem:
            report.image_alt_errors.append(f"{_short_src(r['src'])}: {problem}")
        if not numbered:
            continue
        if not r["figure"]:
            report.unnumbered_images.append(f"{what}: not inside a <figure>")
        elif not CAPTION_NUMBER.match(r["number"] or ""):
            number = f' ("{r["number"]}")' if r["number"] else ""
            report.unnumbered_images.append(
                f"{what}: its <figure> has no caption number{number} (\"Figure N.M\")"
            )
    for r in results:
        if r["diagram"] is not None and not r["ok"]:
            report.diagram_errors.append(
                f"{_figure_name(r['diagram'])}: its image did not load: {_short_src(r['src'])}"
            )


def alt_text_problem(alt: str | None, src: str = "") -> str | None:
    """Why `alt` says nothing about an image at `src` (None when it is meaningful text)."""
    if alt is None:
        return "no alt attribute"
    text = " ".join(alt.split())
    if not text:
        return 'empty alt=""'
    name = urlsplit(src).path.rsplit("/", 1)[-1]
    if FILE_LIKE_ALT.fullmatch(text) or (name and text == name):
        return f'alt is a file name, path or URL: "{_one_line(text, 60)}"'
    if text.lower().strip(".:") in PLACEHOLDER_ALTS:
        return f'alt is a placeholder: "{text}"'
    return None


def _short_src(src: str) -> str:
    """An image's address for a report: local ones from their path, data: URLs cut short."""
    if src.startswith("data:"):
        return _one_line(src, 40)
    parts = urlsplit(src)
    if parts.scheme in ("http", "https") and (parts.hostname or "") in LOCAL_HOSTS:
        src = parts.path + (f"?{parts.query}" if parts.query else "")
    return _one_line(src, 120)


def _describe_image(src: str, alt: str | None) -> str:
    if alt and alt.strip() and not alt_text_problem(alt, src):
        return f'<img alt="{_one_line(alt, 70)}">'
    return f"<img src={_short_src(src)}>"


def _figure_name(figure_id: str) -> str:
    return f"{DIAGRAM}#{figure_id}" if figure_id else DIAGRAM


def _check_diagrams(page: Page, report: PageReport, require_diagram: bool) -> None:
    figures = page.evaluate(
        """(selector) => Array.from(document.querySelectorAll(selector), (figure) => ({
            id: figure.id,
            sources: Array.from(figure.querySelectorAll("img"), (img) => img.src),
        }))""",
        DIAGRAM,
    )
    report.diagrams = len(figures)
    if require_diagram and not figures:
        report.diagram_errors.append(
            f"no schematic diagram on this chapter page (no {DIAGRAM}: attnviz.diagram(...))"
        )
    for figure in figures:
        if not any(SVG_SOURCE.search(src) for src in figure["sources"]):
            report.diagram_errors.append(f"{_figure_name(figure['id'])} holds no SVG <img>")


def _check_student_links(page: Page, report: PageReport) -> None:
    """The launch menu holds both student-edition entries; the Colab one opens this page's
    student notebook, the download one serves it (HTTP 200), a notebook without solutions."""
    expected = PurePosixPath(urlsplit(report.final_url or report.path).path).stem + ".ipynb"
    menu = page.locator(LAUNCH_MENU)
    if not menu.count():
        report.student_link_errors.append(f"no launch menu ({LAUNCH_MENU}) on this chapter page")
        return
    hrefs = {}
    for text, css_class in STUDENT_LINKS:
        links = menu.locator(f"a.{css_class}")
        if not links.count():
            report.student_link_errors.append(
                f'no "{text}" entry (a.{css_class}) in the launch menu')
            continue
        shown = " ".join((links.first.text_content() or "").split())
        if shown != text:
            report.student_link_errors.append(f'a.{css_class} reads "{shown}", not "{text}"')
        report.student_links += 1
        hrefs[css_class] = links.first.evaluate("(a) => a.href")  # resolved against the page
    colab = hrefs.get(STUDENT_LINKS[0][1])
    if colab is not None:
        match = COLAB_STUDENT.fullmatch(colab)
        if not match or match["name"] != expected:
            report.student_link_errors.append(
                f"Colab (student edition) opens {colab}, not .../student/{expected} of a GitHub "
                "repository")
    download = hrefs.get(STUDENT_LINKS[1][1])
    if download is None:
        return
    name = PurePosixPath(urlsplit(download).path).name
    if not _is_local(download) or name != expected:
        report.student_link_errors.append(
            f"Student notebook links to {download}, not this site's .../{expected}")
        return
    response = page.request.get(download)
    if response.status != 200:
        report.student_link_errors.append(f"Student notebook: HTTP {response.status} {download}")
        return
    problem = notebook_problem(response.body())
    if problem:
        report.student_link_errors.append(f"Student notebook {download}: {problem}")


def notebook_problem(data: bytes) -> str | None:
    """Why ``data`` is not a student notebook (None when it is one)."""
    try:
        notebook = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return f"not a notebook: not JSON ({_one_line(repr(data[:40]), 60)})"
    if not isinstance(notebook, dict) or notebook.get("nbformat") != 4 or not isinstance(
            notebook.get("cells"), list):
        return "not a notebook: no nbformat 4 and list of cells"
    if "{solution-start}" in json.dumps(notebook["cells"]):
        return "holds a worked solution ({solution-start}): not the student edition"
    return None


def _set_theme(page: Page, report: PageReport, theme: str, timeout_ms: int) -> bool:
    """Switch the page to `theme` as a reader's system would; False if it did not follow."""
    page.emulate_media(color_scheme=theme)
    themed = page.evaluate("() => 'mode' in document.documentElement.dataset")
    if themed:  # pydata-sphinx-theme: in "auto" mode it follows prefers-color-scheme
        try:
            page.wait_for_function(
                "(theme) => document.documentElement.dataset.theme === theme",
                arg=theme,
                # Within milliseconds on an idle machine; a loaded one (CI's other lanes still
                # typesetting) has taken over 2 s, so the page gets its whole timeout.
                timeout=timeout_ms,
            )
        except PlaywrightTimeoutError:
            state = page.evaluate("() => ({...document.documentElement.dataset})")
            report.theme_errors.append(
                f"{theme}: the page did not switch (data-mode={state.get('mode')!r},"
                f" data-theme={state.get('theme')!r} with prefers-color-scheme: {theme})"
            )
            return False
    # Styles recomputed in the new theme, and the colour transitions it started finished (axe
    # would otherwise measure contrast halfway between the two themes).
    page.evaluate(
        """(timeout) => new Promise((done) => requestAnimationFrame(() => {
            const transitions = document.getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                .map((transition) => transition.finished.catch(() => null));
            Promise.race([
                Promise.all(transitions),
                new Promise((late) => setTimeout(late, timeout)),
            ]).then(() => requestAnimationFrame(() => done()));
        }))""",
        2_000,
    )
    report.themes[theme] = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    if themed and theme != "light" and report.themes.get("light") == report.themes[theme]:
        report.theme_errors.append(
            f"{theme}: the background stayed {report.themes[theme]}, the light theme's"
        )
    return True


def _run_axe(page: Page, report: PageReport, theme: str, *, context: str | None = None,
             where: str = "") -> None:
    """axe-core on the page (or on the element `context` selects, as `where` calls it)."""
    if not page.evaluate("() => !!(window.axe && window.axe.run)"):
        if not AXE_JS.is_file():
            raise FileNotFoundError(
                f"axe-core is not installed ({AXE_JS} is missing): run bash .ci/browser-check,"
                " or npm ci in tests/browser"
            )
        page.add_script_tag(path=str(AXE_JS))
    violations = page.evaluate(
        """async ([shown, context]) => {
            const target = context ? document.querySelector(context) : document;
            const results = await axe.run(target, {resultTypes: ["violations"]});
            return results.violations.map((rule) => ({
                id: rule.id,
                impact: rule.impact,
                help: rule.help,
                count: rule.nodes.length,
                targets: rule.nodes.slice(0, shown)
                    .map((node) => node.target.flat(Infinity).join(" >>> ")),
            }));
        }""",
        [3, context],
    )
    for rule in violations:
        count, shown = rule["count"], rule["targets"]
        targets = "; ".join(_one_line(target, 120) for target in shown)
        more = f"; ... ({count - len(shown)} more)" if count > len(shown) else ""
        entry = (
            f"{theme}{where}: {rule['id']} ({rule['impact']}, {count} element{'s' * (count != 1)}):"
            f" {targets}{more} - {rule['help']}"
        )
        if rule["impact"] in FAILING_IMPACTS:
            report.axe_violations.append(entry)
        else:
            report.axe_notes.append(entry)


def _shoot_diagram(page: Page, report: PageReport, theme: str, diagram_dir: Path) -> None:
    diagram_dir.mkdir(parents=True, exist_ok=True)
    stem = PurePosixPath(urlsplit(report.path).path).stem or "root"
    path = diagram_dir / f"{stem}-{theme}.png"
    figure = page.locator(DIAGRAM).first
    figure.scroll_into_view_if_needed()
    figure.screenshot(path=str(path), animations="disabled")
    report.diagram_screenshots.append(path)


def _check_widgets(page: Page, report: PageReport) -> None:
    results = page.evaluate(
        """(selector) => Array.from(document.querySelectorAll(selector)).map((s) => {
            let model = "?";
            try { model = JSON.parse(s.textContent).model_id; } catch (e) {}
            const area = s.previousElementSibling;
            const rendered = !!(area && area.classList.contains("widget-subarea")
                && area.querySelector(".jupyter-widgets"));
            return {model, rendered};
        })""",
        WIDGET_VIEW,
    )
    report.widgets = len(results)
    report.unrendered_widgets = [f"model {r['model']}" for r in results if not r["rendered"]]


def _check_maths(page: Page, report: PageReport) -> None:
    results = page.evaluate(
        """() => Array.from(document.querySelectorAll("span.math, div.math")).map((m) => ({
            tex: m.textContent.slice(0, 80),
            typeset: !!m.querySelector("mjx-container"),
            error: !!m.querySelector("mjx-merror, .MathJax_Error"),
        }))"""
    )
    report.maths = len(results)
    for r in results:
        if not r["typeset"]:
            report.math_errors.append(f"not typeset: {_one_line(r['tex'], 80)}")
        elif r["error"]:
            report.math_errors.append(f"MathJax error in: {_one_line(r['tex'], 80)}")


def _check_text(page: Page, report: PageReport) -> None:
    found = page.evaluate(PAGE_TEXT_JS, NOT_PROSE)
    for run in found["runs"]:
        table = markdown_table_syntax(run["text"])
        if table:  # one problem per block of text, however many rows it holds
            (snippet, context), more = table[0], len(table) - 1
            lines = f" (and {more} more table lines)" if more else ""
            report.markdown_tables.append(f'"{snippet}" in {run["where"]}{lines}: {context}')
        report.dollar_maths += [
            f'"{snippet}" in {run["where"]}: {context}'
            for snippet, context in dollar_maths(run["text"])
        ]
    report.swallowed_tokens = [
        f'<{token["tag"]}> in {token["where"]}: "{_one_line(token["context"], 160)}"'
        for token in found["unknown"]
    ]


def markdown_table_syntax(text: str) -> list[tuple[str, str]]:
    """(what, excerpt around it) for each Markdown table row or delimiter row in `text`.

    A line that is a row (`| a | b |`) counts once, as the row; a delimiter elsewhere in a
    line (a table flattened into one line of text) counts on its own.
    """
    found, rows = [], []
    for match in TABLE_ROW.finditer(text):
        if re.search(r"[^\s|]", match.group()):  # not just pipes
            rows.append(match.span())
            found.append((_one_line(match.group(), 60), _excerpt(text, *match.span())))
    for match in TABLE_DELIMITER.finditer(text):
        if not any(start <= match.start() < end for start, end in rows):
            found.append((_one_line(match.group(), 60), _excerpt(text, *match.span())))
    return found


def dollar_maths(text: str) -> list[tuple[str, str]]:
    """(span, excerpt around it) for each `$$...$$` or `$...$` span in `text` that looks like
    TeX (a command, script, brace or relation, or a lone symbol such as `$x$` or `$n - 1$`)."""
    spans = []
    blanked = list(text)  # text with the display spans blanked out, for the inline search
    for match in DISPLAY_DOLLARS.finditer(text):
        blanked[match.start() : match.end()] = " " * (match.end() - match.start())
        spans.append(match)
    spans += INLINE_DOLLARS.finditer("".join(blanked))
    return [
        (_one_line(text[match.start() : match.end()], 60), _excerpt(text, *match.span()))
        for match in sorted(spans, key=lambda match: match.start())
        if _looks_like_tex(match.group(1))
    ]


def _looks_like_tex(content: str) -> bool:
    content = content.strip()
    return bool(TEX_MARKUP.search(content) or TEX_SYMBOL.fullmatch(content))


def _excerpt(text: str, start: int, end: int, context: int = 40) -> str:
    """The text around text[start:end], on one line, with "..." where it was cut."""
    before, after = max(start - context, 0), min(end + context, len(text))
    excerpt = ("..." if before else "") + text[before:after] + ("..." if after < len(text) else "")
    return '"' + _one_line(excerpt, 2 * context + end - start + 6) + '"'


def _view_state(view: Locator) -> str:
    return view.evaluate(VIEW_STATE_JS)


def _check_views(page: Page, report: PageReport, timeout_ms: int) -> None:
    """Every attnviz view becomes ready, answers every control, shows Python's numbers and
    leaves the other views on the page alone."""
    views = page.locator(VIEW)
    report.views = views.count()
    ready = []
    for index in range(report.views):
        view = views.nth(index)
        label = f"view {index + 1} ({view.get_attribute('data-attnviz-kind') or 'attention'})"
        try:
            view.and_(page.locator('[data-attnviz-view="ready"]')).wait_for(
                state="attached", timeout=timeout_ms
            )
        except PlaywrightTimeoutError:
            state = view.get_attribute("data-attnviz-view")
            report.view_errors.append(
                f"{label}: not rendered (data-attnviz-view={state!r}, expected 'ready')"
            )
            continue
        ready.append((index, label))
    for index, label in ready:
        view = views.nth(index)
        _let_go(page)  # the previous view's focus and hover end before the others are read
        others = {j: _view_state(views.nth(j)) for j, _ in ready if j != index}
        if "attnviz-attention-view" in (view.get_attribute("class") or "").split():
            _check_attention_view(view, label, report, timeout_ms)
        _drive_controls(page, view, label, report)
        for j, before in others.items():
            if _view_state(views.nth(j)) != before:
                report.view_errors.append(f"{label}: driving it changed view {j + 1}")


def _let_go(page: Page) -> None:
    """Blur the focused element (inside shadow roots too) and move the mouse to a corner."""
    page.evaluate("""() => {
        let active = document.activeElement;
        while (active && active.shadowRoot && active.shadowRoot.activeElement) {
            active = active.shadowRoot.activeElement;
        }
        if (active && active.blur) { active.blur(); }
    }""")
    page.mouse.move(0, 0)


def _drive_controls(page: Page, view: Locator, label: str, report: PageReport) -> None:
    """Each select to two other options, each slider to both ends, and the arrow keys on the
    view's first focusable item: every action must change what the view shows."""

    def expect_change(action: str, act) -> None:
        before = _view_state(view)
        act()
        if _view_state(view) == before:
            report.view_errors.append(f"{label}: {action} changed nothing")

    selects = view.locator("select")
    for s in range(selects.count()):
        select = selects.nth(s)
        name = select.get_attribute("class") or f"select {s + 1}"
        values = select.locator("option").evaluate_all("(options) => options.map((o) => o.value)")
        for value in [v for v in values if v != select.input_value()][:2]:
            if select.is_disabled():  # another control may disable it (a rollout has no layer)
                break
            expect_change(f"{name} = {value!r}", lambda select=select, value=value:
                          select.select_option(value))
    sliders = view.locator('input[type="range"]')
    for s in range(sliders.count()):
        slider = sliders.nth(s)
        if slider.is_disabled():
            continue
        name = slider.get_attribute("class") or f"slider {s + 1}"
        at_end = slider.evaluate("(input) => input.value === input.max")
        for key in (("Home", "End") if at_end else ("End", "Home")):
            expect_change(f"{name}: {key} key", lambda slider=slider, key=key:
                          (slider.focus(), page.keyboard.press(key)))
    items = view.locator('[tabindex="0"]:not(select):not(input)')
    if items.count():
        item = items.first
        item.focus()
        expect_change("ArrowDown on its first focusable item",
                      lambda: page.keyboard.press("ArrowDown"))


def _check_attention_view(view: Locator, label: str, report: PageReport,
                          timeout_ms: int) -> None:
    """Hovering (or clicking) the first query shows its weights, equal to the embedded ones."""
    queries, keys = view.locator(".attnviz-query"), view.locator(".attnviz-key")
    if not queries.count() or not keys.count():
        report.view_errors.append(
            f"{label}: {queries.count()} query and {keys.count()} key tokens"
        )
        return
    weighted = view.locator(".attnviz-key[data-weight]")
    for action in ("hover", "click"):
        try:
            getattr(queries.first, action)(timeout=timeout_ms)
            weighted.first.wait_for(state="attached", timeout=min(timeout_ms, 10_000))
            break
        except PlaywrightTimeoutError:
            continue
    else:
        report.view_errors.append(
            f"{label}: no key got data-weight after hovering or clicking the first query"
        )
        return
    weights = [weighted.nth(i).get_attribute("data-weight") for i in range(weighted.count())]
    bad = [w for w in weights if not _is_number(w)]
    if bad:
        report.view_errors.append(f"{label}: non-numeric data-weight {bad[:3]}")
        return
    data = view.locator("script.attnviz-data")
    if not data.count():
        report.view_errors.append(f"{label}: no embedded data (script.attnviz-data)")
        return
    payload = json.loads(data.first.text_content() or "{}")
    layer = int(view.get_attribute("data-layer") or 0)
    head = view.get_attribute("data-head") or "0"
    query = int(view.get_attribute("data-query") or 0)
    heads = payload["weights"][layer]
    rows = heads if head == "all" else [heads[int(head)]]
    expected = [round(sum(row[query][j] for row in rows) / len(rows), payload["decimals"])
                for j in range(len(rows[0][query]))]
    shown = [float(w) for w in weights]
    if len(shown) != len(expected) or any(abs(a - b) > 1.5 * 10 ** -payload["decimals"]
                                          for a, b in zip(shown, expected, strict=False)):
        report.view_errors.append(
            f"{label}: query {query} shows weights {shown[:6]}, the data holds "
            f"{expected[:6]} (layer {layer}, head {head})"
        )


def _check_view_themes(page: Page, report: PageReport, theme: str) -> None:
    """Every ready view follows the page into ``theme`` (its host's data-theme)."""
    themes = page.locator(VIEW).evaluate_all(
        "(views) => views.filter((v) => v.dataset.attnvizView === 'ready')"
        ".map((v) => v.dataset.theme)")
    wrong = [i + 1 for i, seen in enumerate(themes) if seen != theme]
    if wrong:
        report.view_errors.append(f"{theme}: views {wrong} did not follow the page's theme")


def _is_number(text: str | None) -> bool:
    try:
        return math.isfinite(float(text or ""))
    except ValueError:
        return False
