"""The browser check catches what it claims to: throwaway pages with one known fault each.

A tiny site is written to a temporary directory and checked with the same code as the book
(sitecheck.check_page): the clean page passes, and each faulty page is reported under the
right heading. The clean page also holds what the text checks must leave alone: a real
table, pipes and dollars in code, a price in prose, an escaped `&lt;unk&gt;`, custom, SVG
and MathML elements; and what the image and accessibility checks must leave alone: a figure
with a caption number and real alt text, two schematic diagrams (one SVG without an intrinsic
size), and a skipped heading level, which axe rates "moderate" (a note, not a failure).
Planted accessibility faults (a nameless button, an unlabelled input, faint text, faint text in
the dark theme only), image faults (a file name as alt text, an image outside a figure, a
figure without a caption number), diagram faults (an SVG that 404s, a chapter without a
diagram), student-edition faults (a launch menu without the entries, a Colab entry that opens
the chapter, a download that 404s, is no notebook or holds the solutions) and a theme that does
not follow the switch are each reported under their own heading. The book's ipywidgets
explorers (and sliders), rendered by the book's own widget manager and scripts, pass the audit;
the ipywidgets Image they used to show had no alt text, and is caught. Where the book's MathJax
is installed (locations.MATHJAX_DIRS), a page typeset by it passes too, and a `$k = 2$` that
its configuration leaves alone is caught. The patterns behind the text and alt-text checks are
also tested on their own, without a browser. A slide deck written by the book's own builder
(book/_ext/slide_decks.py) passes the deck check (deckcheck.py), and copies of it with one
fault each are caught: reveal.js from a CDN, no keyboard navigation, a picture without alt
text, a picture squeezed by text, a slide that overflows, a slide more than the source holds,
a broken link, maths left untypeset, and faint text on a later slide, which only the per-slide
audit sees.
"""

import base64
import json
import struct
import sys
import zlib

import pytest
from locations import MATHJAX_DIRS, ROOT, WIDGET_ASSET_DIRS, WORKERS
from sitecheck import (
    HEADINGS,
    alt_text_problem,
    check_page,
    check_pages,
    dollar_maths,
    markdown_table_syntax,
    serve_directory,
)


def png_1x1() -> bytes:
    """A valid one-pixel PNG."""

    def chunk(tag: bytes, data: bytes) -> bytes:
        body = tag + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 1x1, 8-bit RGB
    pixels = zlib.compress(b"\x00\xff\x00\x00")  # filter byte, one red pixel
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


def html(body: str, *, head: str = "", root: str = "") -> str:
    """A page whose skeleton axe has nothing to say about: a language, a title, a <main>."""
    return (
        f'<!DOCTYPE html><html lang="en"{root}><head><meta charset="utf-8"><title>t</title>'
        f'<link rel="icon" href="data:,">{head}</head><body><main>{body}</main></body></html>'
    )


def figure(inner: str, caption: str = '<span class="caption-number">Figure 1.1 </span>A pixel.',
           *, classes: str = "", figure_id: str = "") -> str:
    """A figure as Sphinx writes it (numfig on): the caption number in a span."""
    attributes = f' class="{classes}"' if classes else ""
    attributes += f' id="{figure_id}"' if figure_id else ""
    return f"<figure{attributes}>{inner}<figcaption><p>{caption}</p></figcaption></figure>"


PIXEL = '<img src="pixel.png" alt="A single red pixel">'
# A schematic diagram as attnviz.diagram's cells give it: an SVG <img> in a numbered figure.
DIAGRAM_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">'
    '<rect x="1" y="1" width="118" height="38" fill="#fff" stroke="#333"/>'
    '<text x="60" y="25" text-anchor="middle" font-size="14">q · k</text></svg>'
)
# The same without width and height: no intrinsic size, so naturalWidth is 0 once loaded.
SIZELESS_SVG = DIAGRAM_SVG.replace(' width="120" height="40"', "")


def diagram(src: str = "diagram.svg", figure_id: str = "fig-query-key") -> str:
    return figure(
        f'<img src="{src}" alt="A query box joined to a key box by a dot: their score.">',
        '<span class="caption-number">Figure 1.2 </span>A query scored against a key.',
        classes="attnviz-diagram align-default",
        figure_id=figure_id,
    )


def launch_menu(stem: str, *, student: bool = True, colab_path: str = "") -> str:
    """sphinx_book_theme's launch menu (the rocket) as a chapter page has it: Colab, and with
    `student` the student edition's two entries (book/_ext/edition_links.py)."""
    colab = "https://colab.research.google.com/github/attnviz/attention-book/blob/main"
    entries = [f'<a class="btn btn-sm dropdown-item" href="{colab}/notebooks/{stem}.ipynb">'
               '<span class="btn__text-container">Colab</span></a>']
    if student:
        path = colab_path or f"notebooks/student/{stem}.ipynb"
        entries += [
            f'<a class="btn btn-sm btn-colab-student-button dropdown-item" href="{colab}/{path}">'
            '<span class="btn__text-container">Colab (student edition)</span></a>',
            f'<a class="btn btn-sm btn-download-student-notebook-button dropdown-item"'
            f' href="student/{stem}.ipynb"><i class="fas fa-download"></i>'
            '<span class="btn__text-container">Student notebook</span></a>',
        ]
    items = "".join(f"<li>{entry}</li>" for entry in entries)
    # Closed, as the theme shows it until the rocket is clicked.
    return ('<nav class="dropdown dropdown-launch-buttons"><ul class="dropdown-menu"'
            f' style="display: none">{items}</ul></nav>')


def student_notebook(*cells: str) -> str:
    """A notebook (nbformat 4) whose Markdown cells hold `cells`."""
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "markdown", "id": f"c{i}", "metadata": {}, "source": text}
        for i, text in enumerate(cells)]})


# pydata-sphinx-theme's colour switch, reduced to what the check relies on: in "auto" mode the
# theme follows prefers-color-scheme and writes it to <html data-theme>, which its CSS reads.
THEMED = dict(
    root=' data-mode="auto"',
    head="""<script>
      const dark = matchMedia("(prefers-color-scheme: dark)");
      const follow = () => {
        document.documentElement.dataset.theme = dark.matches ? "dark" : "light";
      };
      follow();
      dark.addEventListener("change", follow);
    </script>
    <style>
      html[data-theme="dark"] body { background: #121212; color: #ced6dd; }
      html[data-theme="dark"] .faint { color: #3a3a3a; }
    </style>""",
)


# Makes every view on the page follow its theme as attnviz's runtime does: the page's
# <html data-theme>, else the reader's system setting.
FOLLOW_THEME = """<script>{
  const followTheme = () => document.querySelectorAll(".attnviz-view").forEach((view) => {
    view.dataset.theme = document.documentElement.dataset.theme ||
      (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  });
  followTheme();
  new MutationObserver(followTheme).observe(document.documentElement, {attributes: true});
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", followTheme);
}</script>"""

# An attention view like attnviz.AttentionView's: ready once rendered, keys get data-weight
# when a query is hovered. `{respond}` decides whether hovering does anything, `{shown}` which
# weights it shows (the embedded data holds [[0.75, 0.25], [0.5, 0.5]]).
ATTENTION_VIEW = """
<div class="attnviz-view attnviz-attention-view" data-attnviz-kind="attention"
     data-attnviz-view="loading" data-layer="0" data-head="0">
  <span class="attnviz-query">the</span><span class="attnviz-query">cat</span>
  <span class="attnviz-key">le</span><span class="attnviz-key">chat</span>
  <script type="application/json" class="attnviz-data"
  >{{"decimals": 4, "weights": [[[[0.75, 0.25], [0.5, 0.5]]]]}}</script>
</div>
<script>
  const view = document.querySelector(".attnviz-attention-view");
  if ({respond}) {{
    view.querySelectorAll(".attnviz-query").forEach((query, q) => {{
      query.addEventListener("mouseenter", () => {{
        view.dataset.query = String(q);
        view.querySelectorAll(".attnviz-key").forEach((key, i) => {{
          key.dataset.weight = String({shown}[q][i]);
        }});
      }});
    }});
  }}
  if ({ready}) {{ setTimeout(() => {{ view.dataset.attnvizView = "ready"; }}, 100); }}
</script>
"""


def attention_view(*, respond: bool = True, ready: bool = True,
                   shown: str = "[[0.75, 0.25], [0.5, 0.5]]") -> str:
    return ATTENTION_VIEW.format(respond=str(respond).lower(), ready=str(ready).lower(),
                                 shown=shown) + FOLLOW_THEME


def select_views(count: int, script: str) -> str:
    """`count` ready views, each a select (a, b, c) and an output, wired by `script`."""
    views = "".join(
        f'<div class="attnviz-view" data-attnviz-kind="demo" data-attnviz-view="ready">'
        f'<label>letter {i} <select class="demo-letter"><option>a</option><option>b</option>'
        f'<option>c</option></select></label> <output>a</output></div>'
        for i in range(count)
    )
    return views + f"<script>{script}</script>" + FOLLOW_THEME


# Each view writes its letter into its own output: fine. The broken wiring writes it into
# every output on the page, so driving one view changes the other.
OWN_OUTPUT = """document.querySelectorAll('[data-attnviz-kind="demo"]').forEach((view) => {
  const select = view.querySelector("select");
  select.addEventListener("change", () => { view.querySelector("output").value = select.value; });
});"""
EVERY_OUTPUT = """document.querySelectorAll("select").forEach((select) => {
  select.addEventListener("change", () => {
    document.querySelectorAll("output").forEach((out) => { out.value = select.value; });
  });
});"""

# What the text checks must not report: a real table (with an escaped token), pipes, dollars
# and an escaped token in code and preformatted text, a price in prose, a custom element, a
# hyphenated name HTML reserves, SVG and MathML elements with names HTML does not know, and
# a search result's excerpt (Sphinx cuts it from the page's text, code included).
NOT_FAULTS = r"""
<table>
  <tr><th>source</th><th>output</th></tr>
  <tr><td>le chat</td><td>the cat &lt;unk&gt;</td></tr>
  <tr><td>a | b</td><td>|</td></tr>
</table>
<p>Join the columns with <code>a | b</code> or <code>| a | b |</code>; it costs $5, or $10
  with delivery (US$20 abroad).</p>
<pre>$ echo $x$ $k = 2$ &lt;unk&gt;
| a | b |
| --- | --- |</pre>
<p>Keys: <kbd>|</kbd> and <samp>$\sqrt{d}$</samp>.</p>
<attnviz-token>le</attnviz-token> <missing-glyph></missing-glyph>
<svg width="10" height="10"><text x="0" y="9">| a | b |</text><unk/></svg>
<math><mi>x</mi><mo>=</mo><mn>2</mn><pad/></math>
<div id="search-results"><p class="context">...| a | b |
| --- | --- | with $k = 2$...</p></div>
"""

PAGES = {
    "clean.html": html(
        "<h1>fine</h1>"
        + figure(PIXEL)
        + diagram()
        + diagram("sizeless.svg", figure_id="fig-sizeless")
        + "<h3>A skipped heading level: a moderate finding</h3>"
        + '<script src="local.js"></script>'
        + attention_view()
        + select_views(2, OWN_OUTPUT)
        + NOT_FAULTS
        + launch_menu("clean"),
        **THEMED,
    ),
    "external-script.html": html(
        '<script src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-mml-chtml.js"></script>'
    ),
    "external-runtime.html": html(
        "<script>const s = document.createElement('script');"
        " s.src = 'https://unpkg.com/thebe@0.8.2/lib/index.js'; document.head.appendChild(s);"
        " fetch('https://fonts.googleapis.com/css?family=Roboto').catch(() => null);</script>"
    ),
    "broken-image.html": html(figure('<img src="missing.png" alt="A missing picture">')),
    "js-error.html": html("<script>window.notDefined.call();</script>"),
    "console-error.html": html("<script>console.error('something broke');</script>"),
    "script-twice.html": html(
        '<script src="local.js"></script><script src="local.js?v=2"></script>'
    ),
    "unrendered-widget.html": html(
        '<script type="application/vnd.jupyter.widget-view+json">'
        '{"version_major": 2, "version_minor": 0, "model_id": "abc123"}</script>'
    ),
    "unrendered-maths.html": html('<span class="math notranslate">\\(x^2\\)</span>'),
    "view-never-ready.html": html(attention_view(ready=False)),
    "view-unresponsive.html": html(attention_view(respond=False)),
    # Hovering shows other weights than the ones the view embeds (what Python computed).
    "view-wrong-weights.html": html(attention_view(shown="[[0.5, 0.5], [0.5, 0.5]]")),
    "view-dead-select.html": html(select_views(1, "")),
    "views-interfere.html": html(select_views(2, EVERY_OUTPUT)),
    # A themed page whose view keeps the light theme.
    "view-theme-stuck.html": html(
        '<div class="attnviz-view" data-attnviz-kind="demo" data-attnviz-view="ready"'
        ' data-theme="light"><p>A view that keeps the light theme.</p></div>', **THEMED),
    # A text/markdown output that reached the page as text: one paragraph of pipes and dashes.
    "markdown-table.html": html("<p>| source | output |\n| --- | --- |\n| le chat | the cat |</p>"),
    # The same, flattened onto one line and split by inline markup.
    "markdown-table-inline.html": html(
        "<div>| <em>source</em> | output | | :--- | ---: | | le chat | the cat |</div>"
    ),
    "dollar-maths.html": html("<p>Beam search with $k = 2$ keeps the two best prefixes.</p>"),
    "dollar-maths-display.html": html("<div>Scores are divided by $$\\sqrt{d}$$ first.</div>"),
    "swallowed-token.html": html(
        "<table><tr><td>le chat</td><td><unk></td></tr><tr><td>.</td><td><eos></td></tr></table>"
    ),
    # Accessibility faults that axe rates critical or serious, in both themes.
    "axe-nameless-button.html": html('<button><span class="icon"></span></button>'),
    "axe-unlabelled-input.html": html('<form><input type="text" name="query"></form>'),
    "axe-faint-text.html": html('<p style="color: #b0b0b0; background: #fff">Faint text.</p>'),
    # Readable in the light theme, faint in the dark one: only a real switch finds it.
    "axe-faint-in-dark.html": html('<p class="faint">Faint in the dark theme only.</p>', **THEMED),
    # A page that claims the theme's switch (data-mode) but never follows it.
    "theme-stuck.html": html("<p>Always light.</p>", root=' data-mode="auto" data-theme="light"'),
    # MyST-NB's default alt text: the image's path.
    "alt-file-name.html": html(figure('<img src="pixel.png" alt="../_images/pixel.png">')),
    "image-outside-figure.html": html(f"<p>{PIXEL}</p>"),
    "figure-without-number.html": html(figure(PIXEL, "A pixel, but no Figure N.M.")),
    "diagram-404.html": html(diagram("missing-diagram.svg")),
    "chapter-without-diagram.html": html(figure(PIXEL)),
    "no-student-links.html": html(launch_menu("no-student-links", student=False)),
    "student-colab-opens-the-chapter.html": html(launch_menu(
        "student-colab-opens-the-chapter",
        colab_path="notebooks/student-colab-opens-the-chapter.ipynb")),
    "student-notebook-404.html": html(launch_menu("student-notebook-404")),
    "student-notebook-not-json.html": html(launch_menu("student-notebook-not-json")),
    "student-notebook-with-solutions.html": html(launch_menu("student-notebook-with-solutions")),
}
# The student notebooks the site serves (student/<name>), for the pages above.
STUDENT_FILES = {
    "clean.ipynb": student_notebook("# Clean", "**Exercise** `ch1-ex-write-softmax`"),
    "student-colab-opens-the-chapter.ipynb": student_notebook("# Fine"),
    "student-notebook-not-json.ipynb": "<!DOCTYPE html><p>Not found</p>",
    "student-notebook-with-solutions.ipynb": student_notebook(
        "````{solution-start} ch1-ex-write-softmax\n:class: dropdown\n````"),
}

# page -> (PageReport field that must report the fault, text one of its entries contains)
EXPECTED = {
    "external-script.html": ("external_requests", "cdn.jsdelivr.net/npm/mathjax@3"),
    "external-runtime.html": ("external_requests", "unpkg.com/thebe"),
    "broken-image.html": ("broken_images", "missing.png"),
    "js-error.html": ("js_errors", "reading 'call'"),
    "console-error.html": ("console_errors", "something broke"),
    "script-twice.html": ("duplicate_scripts", "local.js"),
    "unrendered-widget.html": ("unrendered_widgets", "abc123"),
    "unrendered-maths.html": ("math_errors", "x^2"),
    "view-never-ready.html": ("view_errors", "view 1 (attention): not rendered"),
    "view-unresponsive.html": ("view_errors", "no key got data-weight"),
    "view-wrong-weights.html": (
        "view_errors",
        "view 1 (attention): query 0 shows weights [0.5, 0.5], the data holds [0.75, 0.25]",
    ),
    "view-dead-select.html": ("view_errors", "view 1 (demo): demo-letter = 'b' changed nothing"),
    "views-interfere.html": ("view_errors", "view 1 (demo): driving it changed view 2"),
    "view-theme-stuck.html": ("view_errors", "dark: views [1] did not follow the page's theme"),
    "markdown-table.html": ("markdown_tables", '"| source | output |" in <p>'),
    "markdown-table-inline.html": ("markdown_tables", "| :--- | ---: |"),
    "dollar-maths.html": ("dollar_maths", '"$k = 2$" in <p>: "Beam search with $k = 2$'),
    "dollar-maths-display.html": ("dollar_maths", '"$$\\sqrt{d}$$" in <div>'),
    "swallowed-token.html": ("swallowed_tokens", '<unk> in <td>: "le chat | <unk>"'),
    "axe-nameless-button.html": ("axe_violations", "button-name (critical, 1 element): button"),
    "axe-unlabelled-input.html": ("axe_violations", "label (critical, 1 element): input"),
    "axe-faint-text.html": ("axe_violations", "color-contrast (serious, 1 element): p"),
    "axe-faint-in-dark.html": ("axe_violations", "dark: color-contrast (serious"),
    "theme-stuck.html": ("theme_errors", "dark: the page did not switch"),
    "alt-file-name.html": ("image_alt_errors", 'alt is a file name, path or URL: "../_images/'),
    "image-outside-figure.html": ("unnumbered_images", "A single red pixel\">: not inside"),
    "figure-without-number.html": ("unnumbered_images", "its <figure> has no caption number"),
    "diagram-404.html": (
        "diagram_errors",
        "figure.attnviz-diagram#fig-query-key: its image did not load: /missing-diagram.svg",
    ),
    "chapter-without-diagram.html": ("diagram_errors", "no schematic diagram on this chapter"),
    "no-student-links.html": (
        "student_link_errors",
        'no "Colab (student edition)" entry (a.btn-colab-student-button) in the launch menu',
    ),
    "student-colab-opens-the-chapter.html": (
        "student_link_errors",
        "Colab (student edition) opens https://colab.research.google.com/github/attnviz/"
        "attention-book/blob/main/notebooks/student-colab-opens-the-chapter.ipynb, not",
    ),
    "student-notebook-404.html": ("student_link_errors", "Student notebook: HTTP 404"),
    "student-notebook-not-json.html": ("student_link_errors", "not a notebook: not JSON"),
    "student-notebook-with-solutions.html": ("student_link_errors", "holds a worked solution"),
}
# Pages checked as chapters, which must show a diagram.
CHAPTERS = {"clean.html", "chapter-without-diagram.html"}
# Pages whose launch menu must offer the student edition.
STUDENT_PAGES = {"clean.html"} | {page for page in EXPECTED
                                  if EXPECTED[page][0] == "student_link_errors"}
# A page planted with one of these checks' faults must trip no other check.
ISOLATED_CHECKS = (
    "markdown_tables",
    "dollar_maths",
    "swallowed_tokens",
    "axe_violations",
    "theme_errors",
    "image_alt_errors",
    "unnumbered_images",
    "student_link_errors",
)


@pytest.fixture(scope="module")
def fault_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("fault-site")
    for name, text in PAGES.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / "pixel.png").write_bytes(png_1x1())
    (root / "diagram.svg").write_text(DIAGRAM_SVG, encoding="utf-8")
    (root / "sizeless.svg").write_text(SIZELESS_SVG, encoding="utf-8")
    (root / "local.js").write_text("document.title = 'loaded';\n", encoding="utf-8")
    (root / "student").mkdir()
    for name, text in STUDENT_FILES.items():
        (root / "student" / name).write_text(text, encoding="utf-8")
    with serve_directory(root) as url:
        yield url


def test_clean_page_passes(browser, fault_site, tmp_path):
    report = check_page(
        browser,
        fault_site,
        "clean.html",
        diagram_dir=tmp_path,
        require_diagram=True,
        require_student_links=True,
        timeout_ms=5_000,
    )
    assert report.problems == []
    assert report.student_links == 2
    assert (report.images, report.content_images, report.diagrams) == (3, 3, 2)
    assert report.views == 3
    # Audited in both themes, which really switched; the skipped heading is only a note.
    assert report.themes == {"light": "rgba(0, 0, 0, 0)", "dark": "rgb(18, 18, 18)"}
    assert [note.split(" (")[0] for note in report.axe_notes] == [
        "light: heading-order",
        "dark: heading-order",
    ]
    # The first diagram, photographed in each theme.
    assert report.diagram_screenshots == [tmp_path / "clean-light.png", tmp_path / "clean-dark.png"]
    for shot in report.diagram_screenshots:
        assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


@pytest.fixture(scope="module")
def fault_reports(fault_site):
    """Every faulty page's report, checked by WORKERS browsers side by side."""
    jobs = {page: dict(require_diagram=page in CHAPTERS,
                       require_student_links=page in STUDENT_PAGES, timeout_ms=5_000)
            for page in EXPECTED}
    return check_pages(fault_site, jobs, workers=WORKERS)


@pytest.mark.parametrize("page", sorted(EXPECTED))
def test_fault_is_reported(fault_reports, page):
    field, text = EXPECTED[page]
    report = fault_reports[page]
    entries = getattr(report, field)
    assert any(text in entry for entry in entries), f"{page}: {field}={entries}"
    heading = HEADINGS[field] + ": "
    assert any(p.startswith(heading) and text in p for p in report.problems), report.problems
    if field in ISOLATED_CHECKS:
        assert [p for p in report.problems if not p.startswith(heading)] == []


def test_accessibility_faults_are_found_in_the_theme_that_has_them(fault_reports):
    both = fault_reports["axe-faint-text.html"]
    assert [entry.split(" (")[0] for entry in both.axe_violations] == [
        "light: color-contrast",
        "dark: color-contrast",
    ]
    dark = fault_reports["axe-faint-in-dark.html"]
    assert [entry.split(" (")[0] for entry in dark.axe_violations] == ["dark: color-contrast"]
    assert dark.themes == {"light": "rgba(0, 0, 0, 0)", "dark": "rgb(18, 18, 18)"}


def test_a_missing_diagram_is_reported_as_a_diagram_and_as_a_broken_image(
    fault_reports, fault_site
):
    report = fault_reports["diagram-404.html"]
    assert report.broken_images == ["/missing-diagram.svg"]
    assert report.failed_requests == [
        f"HTTP 404 {fault_site}missing-diagram.svg",
    ]
    assert report.diagrams == 1 and len(report.diagram_errors) == 1


def test_every_swallowed_token_is_reported_with_its_context(browser, tmp_path):
    (tmp_path / "tokens.html").write_text(
        html("<p>the cat <eos> sat on the <pad> mat</p><ul><li>x <bos></li></ul>"),
        encoding="utf-8",
    )
    with serve_directory(tmp_path) as url:
        report = check_page(browser, url, "tokens.html", timeout_ms=5_000)
    # Unclosed, <eos> holds the rest of the paragraph, and <pad> sits inside it.
    assert report.swallowed_tokens == [
        '<eos> in <p>: "the cat <eos> sat on the <pad> mat"',
        '<pad> in <p>: "the cat <eos> sat on the <pad> mat"',
        '<bos> in <li>: "x <bos>"',
    ]


def test_mathjax_output_is_not_raw_maths(browser, tmp_path):
    # The book's MathJax typesets `\(\sqrt{d}\)` (span.math, as Sphinx writes it) and, told
    # to, `$x^2$`: neither is left as text once it has finished (made to start 1.5 s late
    # here), so the page passes. With Sphinx's configuration, which leaves dollars alone, the
    # `$x^2$` and `$k = 2$` of a Markdown output stay raw and are caught.
    mathjax = next((d for d in MATHJAX_DIRS if (d / "tex-mml-chtml.js").is_file()), None)
    if mathjax is None:
        pytest.skip(f"no MathJax in {[str(d) for d in MATHJAX_DIRS]}: run .ci/install-site-assets")
    (tmp_path / "mathjax").symlink_to(mathjax, target_is_directory=True)
    dollars = (
        '{tex: {inlineMath: [["$", "$"], ["\\\\(", "\\\\)"]]},'
        " startup: {ready() { setTimeout(() => MathJax.startup.defaultReady(), 1500); }}}"
    )
    for name, config in [("dollars.html", dollars), ("sphinx.html", "{}")]:
        page = html(
            f"<script>window.MathJax = {config};</script>"
            '<script defer src="mathjax/tex-mml-chtml.js"></script>'
            '<p>Divide by <span class="math notranslate nohighlight">\\(\\sqrt{d}\\)</span>'
            " with $x^2$ or $k = 2$.</p>"
        )
        (tmp_path / name).write_text(page, encoding="utf-8")
    with serve_directory(tmp_path) as url:
        typeset = check_page(browser, url, "dollars.html", timeout_ms=30_000)
        raw = check_page(browser, url, "sphinx.html", timeout_ms=30_000)
    assert (typeset.problems, typeset.maths) == ([], 1)
    assert raw.maths == 1 and raw.math_errors == []
    assert [entry.split(" in ")[0] for entry in raw.dollar_maths] == ['"$x^2$"', '"$k = 2$"']


def _widget_page(views, captions) -> str:
    """A page as MyST-NB writes a notebook's widget outputs: the manager state once, and each
    view's script in a numbered figure (a cell with figure metadata); the book's scripts."""
    from ipywidgets.embed import dependency_state

    state = {"version_major": 2, "version_minor": 0, "state": dependency_state(views)}
    figures = "".join(
        figure(
            '<script type="application/vnd.jupyter.widget-view+json">'
            + json.dumps({"version_major": 2, "version_minor": 0, "model_id": view.model_id})
            + "</script>",
            f'<span class="caption-number">Figure 2.{number} </span>{caption}',
        )
        for number, (view, caption) in enumerate(zip(views, captions, strict=True), start=1)
    )
    head = "".join(
        f'<script src="_static/{script}"></script>'
        for script in (
            "vendor/requirejs/require.js",
            "widgets-offline.js",
            "vendor/jupyter-widgets/embed-amd.js",
            "widget-accessibility.js",
        )
    )
    return html(
        '<script type="application/vnd.jupyter.widget-state+json">'
        + json.dumps(state)
        + "</script>"
        + figures,
        head=head,
    )


def _picture_widget(attnviz, alt: str):
    """An ipywidgets.HTML with one <img>: a heatmap's PNG at twice its width, and ``alt``."""
    import ipywidgets
    import torch
    from matplotlib.figure import Figure

    figure = Figure(figsize=(3, 2.4))
    attnviz.heatmap(torch.eye(4), ax=figure.subplots())
    png, size = attnviz.figure_png(figure, scale=2)
    data = base64.b64encode(png).decode("ascii")
    return ipywidgets.HTML(f'<img alt="{alt}" width="{size["width"]}" '
                           f'src="data:image/png;base64,{data}">')


@pytest.fixture(scope="module")
def widget_site(tmp_path_factory):
    """ipywidgets explorers on a page, rendered by the book's widget manager and scripts."""
    ipywidgets = pytest.importorskip("ipywidgets")
    attnviz = pytest.importorskip("attnviz")
    vendor = next((d for d in WIDGET_ASSET_DIRS if (d / "jupyter-widgets").is_dir()), None)
    if vendor is None:
        pytest.skip(f"no widget manager in {[str(d) for d in WIDGET_ASSET_DIRS]}")
    root = tmp_path_factory.mktemp("widget-site")
    static = root / "_static"
    static.mkdir()
    (static / "vendor").symlink_to(vendor, target_is_directory=True)
    for script in ("widgets-offline.js", "widget-accessibility.js"):
        (static / script).symlink_to(ROOT / "book" / "_static" / script)
    # ipywidgets pictures as the book's explorers once drew them, and as any notebook's widgets
    # still may: an HTML widget holding a PNG at twice its size with alt text, under sliders
    # (the explorers themselves are kernel-free views now; widget-accessibility.js still names
    # any slider).
    sliders = [
        ipywidgets.FloatLogSlider(value=0.5, base=10, min=-1.3, max=0.7, step=0.05,
                                  description="width σ", readout_format=".2f"),
        ipywidgets.IntSlider(value=4, min=1, max=10, description="log₂ D"),
    ]
    explorers = [
        ipywidgets.VBox([_picture_widget(attnviz, "Heatmaps of attention weights, layer 0.")]),
        ipywidgets.VBox([ipywidgets.HBox(sliders),
                         _picture_widget(attnviz, "A heatmap under two sliders, head 1.")]),
    ]
    (root / "explorers.html").write_text(
        _widget_page(explorers, ["A picture.", "A picture under two sliders."]),
        encoding="utf-8",
    )
    # What the explorers showed before: an ipywidgets.Image, which has no alt text.
    png = explorers[0].children[-1].value.split("base64,")[1].split('"')[0]
    old = ipywidgets.VBox([ipywidgets.Image(value=base64.b64decode(png))])
    (root / "old-explorer.html").write_text(
        _widget_page([old], ["An explorer as an Image."]), encoding="utf-8"
    )
    with serve_directory(root) as url:
        yield url, explorers


def test_explorers_pass_the_audit_with_alt_text_and_named_sliders(browser, widget_site):
    url, explorers = widget_site
    report = check_page(browser, url, "explorers.html", timeout_ms=30_000)
    assert report.problems == []
    assert (report.widgets, report.content_images) == (2, 2)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url + "explorers.html")
        page.wait_for_function("() => document.querySelectorAll('.widget-subarea img').length == 2")
        shown = page.evaluate(
            """() => Array.from(document.querySelectorAll(".widget-subarea img"), (img) => ({
                alt: img.alt, width: img.width, natural: img.naturalWidth}))"""
        )
        handles = page.evaluate(
            """() => Array.from(document.querySelectorAll(".noUi-handle"), (handle) => ({
                name: document.getElementById(handle.getAttribute("aria-labelledby"))
                    .textContent,
                text: handle.getAttribute("aria-valuetext")}))"""
        )
    finally:
        context.close()
    alts = [box.children[-1].value.split('alt="')[1].split('"')[0] for box in explorers]
    assert [image["alt"] for image in shown] == [a.replace("&quot;", '"') for a in alts]
    assert all(image["natural"] // 2 == image["width"] > 0 for image in shown), shown
    assert handles == [
        {"name": "width σ", "text": "0.50"},
        {"name": "log₂ D", "text": "4"},
    ]


def test_an_explorer_picture_without_alt_text_is_caught(browser, widget_site):
    url, _ = widget_site
    report = check_page(browser, url, "old-explorer.html", timeout_ms=30_000)
    assert [entry.split(": ", 1)[1] for entry in report.image_alt_errors] == ["no alt attribute"]
    assert any(" image-alt (critical" in entry for entry in report.axe_violations)
    assert report.unnumbered_images == []  # it is in a numbered figure, just without alt


@pytest.mark.parametrize(
    ("alt", "problem"),
    [
        (None, "no alt attribute"),
        ("", 'empty alt=""'),
        ("   ", 'empty alt=""'),
        ("../_images/24c4fcc9e8fb.png", "file name"),
        ("figure-1.svg", "file name"),
        ("https://example.org/plot", "file name"),
        ("_images/plot", "file name"),
        ("24c4fcc9e8fb18459665ed5584392e7e", "file name"),
        ("pixel.png", "file name"),
        ("Image", "placeholder"),
        ("plot:", "placeholder"),
        ("Heatmap of a 10 by 10 matrix: dark squares on the diagonal.", None),
        ("Scores a/b and 2.5 s, see fig.png for the source.", None),
        ("Softmax", None),
    ],
)
def test_alt_text_pattern(alt, problem):
    found = alt_text_problem(alt, "http://127.0.0.1:8000/_images/pixel.png")
    assert (found is None) if problem is None else (problem in found), found


def test_external_requests_never_leave_the_machine(fault_reports):
    # Blocked in the browser, so the page loads as fast as with no network at all.
    report = fault_reports["external-runtime.html"]
    assert len(report.external_requests) == 2, report.external_requests
    assert report.failed_requests == []


def test_real_attention_views_pass(browser, tmp_path):
    # attnviz.attention_html's fragments, two on one page: both must become ready and respond.
    attnviz = pytest.importorskip("attnviz")
    torch = pytest.importorskip("torch")
    weights = torch.softmax(torch.arange(2 * 3 * 4, dtype=torch.float32).reshape(2, 3, 4), -1)
    fragments = [
        attnviz.attention_html(
            weights, query_tokens=["the", "cat", "sat"], key_tokens=["le", "chat", "s'", "assit"]
        ),
        attnviz.attention_html(weights[0], query_tokens=["a", "b", "c"], key_tokens=list("wxyz")),
    ]
    (tmp_path / "views.html").write_text(html("".join(fragments)), encoding="utf-8")
    with serve_directory(tmp_path) as url:
        report = check_page(browser, url, "views.html", timeout_ms=5_000)
    # What the attention-view check and the others say; axe's verdict on the views' own
    # colours is the site check's business (the chapters that show views), not this test's.
    axe = HEADINGS["axe_violations"] + ": "
    assert [problem for problem in report.problems if not problem.startswith(axe)] == []
    assert report.views == 2


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("| source | output |\n| --- | --- |\n| le chat | the cat |", 3),  # one per line
        ("| a | b | | --- | --- | | c | d |", 1),  # flattened onto one line: one row
        ("| a | b |", 1),
        ("  |x|y|  ", 1),
        ("see |:---| and |---:|", 2),  # delimiter cells in prose
        ("|-|-|", 1),
        ("a | b", 0),
        ("| a |", 0),  # one cell
        ("|||", 0),  # pipes only
        ("A\n | B\n | C", 0),  # Sphinx's index jump bar
        ("x |-| y", 0),
        ("a -- b --- c", 0),
    ],
)
def test_markdown_table_pattern(text, found):
    assert len(markdown_table_syntax(text)) == found, markdown_table_syntax(text)


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("with $k = 2$ beams", ["$k = 2$"]),
        ("divide by $\\sqrt{d}$", ["$\\sqrt{d}$"]),
        (
            "$d_k$ and $T^2$, the $n$th token, $n - 1$ and $2n$",
            ["$d_k$", "$T^2$", "$n$", "$n - 1$", "$2n$"],
        ),
        ("$$\\frac{a}{b}$$ then $x$", ["$$\\frac{a}{b}$$", "$x$"]),
        ("$$\na = b\n$$", ["$$ a = b $$"]),
        ("it costs $5, or $10 with delivery", []),
        ("from $5-$10", []),
        ("US$20 and $30", []),
        ("$ pip install attnviz", []),
        ("echo $PATH:$HOME", []),
        ("$HOME$", []),  # a word, not a symbol
        ("$$5$$", []),
        ("\\$x$", []),  # an escaped dollar opens nothing
        ("$ x$ and $x $", []),  # a space inside either dollar
    ],
)
def test_dollar_maths_pattern(text, spans):
    assert [span for span, _ in dollar_maths(text)] == spans


# Two ways a code block comes to scroll with no tab stop. "late": its column narrows after the
# page has loaded (as when widgets or fonts arrive late). "passing": the theme's tab-stop code
# (pydata-sphinx-theme sets tabindex 0 or -1, 300 ms after a resize) measures it during a passing
# wider layout, as during a full-page screenshot, and the column narrows again with no resize.
_SCROLL_LATER = {
    "late": "column.style.width = '200px';",
    "passing": (
        "column.style.width = '2000px';"
        " block.tabIndex = block.scrollWidth > block.clientWidth ? 0 : -1;"
        " column.style.width = '200px';"
    ),
}


def _scrolling_code_page(how: str, with_fix: bool) -> str:
    """A page whose code block comes to scroll after the load (see _SCROLL_LATER), with or
    without the book's accessibility.js."""
    script = '<script src="accessibility.js"></script>' if with_fix else ""
    start_width = "900px" if how == "late" else "200px"
    body = (
        f'<div id="column" style="width: {start_width}">'
        '<pre id="codecell0" style="overflow: auto">'
        + "x = 1  # " + "a long line of code " * 6
        + "</pre></div>"
        + "<script>window.addEventListener('load', () => setTimeout(() => {"
        + "const column = document.getElementById('column');"
        + "const block = document.getElementById('codecell0');"
        + _SCROLL_LATER[how]
        + "}, 200));</script>"
    )
    return html(body, head=script)


@pytest.mark.parametrize("how", sorted(_SCROLL_LATER))
def test_code_that_comes_to_scroll_stays_reachable_by_keyboard(browser, tmp_path, how):
    (tmp_path / "accessibility.js").symlink_to(ROOT / "book" / "_static" / "accessibility.js")
    (tmp_path / "without.html").write_text(_scrolling_code_page(how, False), encoding="utf-8")
    (tmp_path / "with.html").write_text(_scrolling_code_page(how, True), encoding="utf-8")
    with serve_directory(tmp_path) as url:
        without = check_page(browser, url, "without.html", timeout_ms=10_000)
        fixed = check_page(browser, url, "with.html", timeout_ms=10_000)
    assert any("scrollable-region-focusable" in entry for entry in without.axe_violations)
    assert fixed.problems == []


# ------------------------------------------------------------------------------------------
# Slide decks (deckcheck.py): a small deck built by the book's own builder, and copies of it
# with one fault each.
# ------------------------------------------------------------------------------------------

DECK_SOURCE = r"""---
session: 1
chapter: notebooks/01_queries_keys_values.ipynb
title: A deck for the check
question: Does the check see what is wrong with a deck?
objectives:
  - Load offline.
  - Move with the keyboard.
  - 'Typeset $\alpha_i$.'
pre_class:
  question: Can a softmax of finite scores give exactly one-hot weights?
  answer: No; every weight is positive.
exercise:
  label: ch1-ex-write-softmax
  prompt: Write `softmax(scores)`.
  check: check_softmax(softmax)
debrief: [softmax-overflow, softmax-wrong-axis]
---

## A diagram

$$\alpha_i = \frac{\exp s_i}{\sum_j \exp s_j}$$

![](diagram:ch1-soft-lookup)

Note:

Notes for the diagram.

---

## A figure

![Four patterns of weights](figure:fig-ch1-patterns)

Note:

Notes for the figure.

---

## Key result: a small table

| scores | weight |
| --- | --- |
| (1, 0) | 0.73 |

Note:

Notes for the table.
"""
# title, pre-class question, objectives, the three above, exercise, debrief, closing
DECK_SLIDES = 9
TEXT_BLOCK = "<p>One more line of text on a slide that has no room for it.</p>" * 7
# page -> (the clean deck's text, what replaces it), each planting one fault
DECK_FAULTS = {
    "deck-cdn.html": ("../_static/vendor/reveal.js/reveal.js",
                      "https://cdn.jsdelivr.net/npm/reveal.js@6.0.2/dist/reveal.js"),
    "deck-no-keyboard.html": ('src="deck.js"', 'src="deck-no-keyboard.js"'),
    "deck-no-alt.html": ('<img src="figures/fig-ch1-patterns.png" alt="',
                         '<img src="figures/fig-ch1-patterns.png" data-alt="'),
    "deck-overflow.html": ("<h2>A diagram</h2>", "<h2>A diagram</h2>" + TEXT_BLOCK * 2),
    "deck-squeezed.html": ("<h2>A diagram</h2>", "<h2>A diagram</h2>" + TEXT_BLOCK),
    "deck-extra-slide.html": ('<section class="closing-slide">',
                              '<section><div class="frame"><h2>Extra</h2></div></section>'
                              '<section class="closing-slide">'),
    "deck-broken-link.html": ('href="index.html"', 'href="no-such-page.html"'),
    "deck-no-mathjax.html": ('<script defer src="../_static/vendor/mathjax/tex-mml-chtml.js">'
                             "</script>", ""),
    "deck-faint-slide.html": ("<h2>A figure</h2>",
                              '<h2>A figure</h2><p style="color: #c8c8c8">Faint text.</p>'),
}
# page -> (PageReport field, text one of its entries contains), for each fault it must show
DECK_EXPECTED = {
    "deck-cdn.html": [("external_requests", "cdn.jsdelivr.net/npm/reveal.js@6.0.2"),
                      ("deck_errors", "reveal.js did not initialise")],
    "deck-no-keyboard.html": [
        ("deck_errors", "ArrowRight on slide 1 went to slide 1, not slide 2")],
    "deck-no-alt.html": [("image_alt_errors", "fig-ch1-patterns.png: no alt attribute")],
    "deck-overflow.html": [("deck_errors", 'slide 4 ("A diagram") overflows'),
                           ("deck_errors", "ch1-soft-lookup.svg reaches outside the slide")],
    "deck-squeezed.html": [("deck_errors", "ch1-soft-lookup.svg is drawn")],
    "deck-extra-slide.html": [("deck_errors", "10 slides, but its source has 9")],
    "deck-broken-link.html": [("deck_errors", "to /slides/no-such-page.html answers HTTP 404")],
    "deck-no-mathjax.html": [("math_errors", "not typeset: \\(\\alpha_i\\)")],
    "deck-faint-slide.html": [("axe_violations", 'light, slide 5 ("A figure"): color-contrast')],
}


@pytest.fixture(scope="module")
def deck_site(tmp_path_factory):
    """A one-deck site written by book/_ext/slide_decks.py, with the site's reveal.js and
    MathJax, a stand-in for the chapter page it links to, and the faulty copies."""
    vendor = next((d for d in WIDGET_ASSET_DIRS if (d / "reveal.js" / "reveal.js").is_file()),
                  None)
    if vendor is None:
        pytest.skip(f"no reveal.js in {[str(d) for d in WIDGET_ASSET_DIRS]}")
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    from slide_decks import load_deck, write_site

    root = tmp_path_factory.mktemp("deck-site")
    (root / "_static").mkdir()
    (root / "_static" / "vendor").symlink_to(vendor, target_is_directory=True)
    (root / "notebooks").mkdir()
    (root / "notebooks" / "01_queries_keys_values.html").write_text(html("<p>Chapter 1</p>"))
    source = root / "session-01.md"
    source.write_text(DECK_SOURCE, encoding="utf-8")
    out = write_site(root, [load_deck(source)], book_title="The book")
    clean = (out / "session-01.html").read_text(encoding="utf-8")
    for name, (old, new) in DECK_FAULTS.items():
        assert clean.count(old) >= 1, (name, old)
        (out / name).write_text(clean.replace(old, new, 1), encoding="utf-8")
    script = (out / "deck.js").read_text(encoding="utf-8")
    assert "hash: true," in script and script.count("keyboard: {") == 1
    # The deck's own keyboard entry (S for the notes) would win over a second one: rename it.
    (out / "deck-no-keyboard.js").write_text(
        script.replace("keyboard: {", "keyboard: false,\n    ignoredKeyboard: {"))
    with serve_directory(root) as url:
        yield url


def _deck_options(tmp_path=None) -> dict:
    from deckcheck import DECK_VIEWPORT, deck_check

    return dict(deck=deck_check(DECK_SLIDES, slide_dir=tmp_path, timeout_ms=10_000),
                viewport=DECK_VIEWPORT, numbered_figures=False, timeout_ms=30_000)


def test_a_built_deck_passes(browser, deck_site, tmp_path):
    report = check_page(browser, deck_site, "slides/session-01.html", **_deck_options(tmp_path))
    assert report.problems == []
    assert (report.slides, report.content_images, report.diagrams) == (DECK_SLIDES, 2, 1)
    assert report.maths == 2  # the objective's and the slide's
    assert report.slide_screenshots == [tmp_path / f"{n:02d}.png"
                                        for n in range(1, DECK_SLIDES + 1)]


@pytest.fixture(scope="module")
def deck_fault_reports(deck_site):
    jobs = {f"slides/{page}": _deck_options() for page in DECK_EXPECTED}
    return check_pages(deck_site, jobs, workers=WORKERS)


@pytest.mark.parametrize("page", sorted(DECK_EXPECTED))
def test_deck_fault_is_reported(deck_fault_reports, page):
    report = deck_fault_reports[f"slides/{page}"]
    for field, text in DECK_EXPECTED[page]:
        entries = getattr(report, field)
        assert any(text in entry for entry in entries), f"{page}: {field}={entries}"
        heading = HEADINGS[field] + ": "
        assert any(p.startswith(heading) and text in p for p in report.problems)
