"""The browser check catches what it claims to: throwaway pages with one known fault each.

A tiny site is written to a temporary directory and checked with the same code as the book
(sitecheck.check_page): the clean page passes, and each faulty page is reported under the
right heading. The clean page also holds what the text checks must leave alone: a real
table, pipes and dollars in code, a price in prose, an escaped `&lt;unk&gt;`, custom, SVG
and MathML elements. Where the book's MathJax is installed (locations.MATHJAX_DIRS), a page
typeset by it passes too, and a `$k = 2$` that its configuration leaves alone is caught. The
patterns behind the text checks are also tested on their own, without a browser.
"""

import struct
import zlib

import pytest
from locations import MATHJAX_DIRS
from sitecheck import HEADINGS, check_page, dollar_maths, markdown_table_syntax, serve_directory


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


def html(body: str) -> str:
    return (
        '<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>'
        f'<link rel="icon" href="data:,"></head><body>{body}</body></html>'
    )


# An attention view like attnviz.AttentionView's: ready once rendered, keys get data-weight
# when a query is hovered. `{respond}` decides whether hovering does anything.
ATTENTION_VIEW = """
<div class="attnviz-attention-view" data-attnviz-view="loading">
  <span class="attnviz-query">the</span><span class="attnviz-query">cat</span>
  <span class="attnviz-key">le</span><span class="attnviz-key">chat</span>
</div>
<script>
  const view = document.querySelector(".attnviz-attention-view");
  if ({respond}) {{
    view.querySelectorAll(".attnviz-query").forEach((query) => {{
      query.addEventListener("mouseenter", () => {{
        view.querySelectorAll(".attnviz-key").forEach((key, i) => {{
          key.dataset.weight = i === 0 ? "0.75" : "0.25";
        }});
      }});
    }});
  }}
  if ({ready}) {{ setTimeout(() => {{ view.dataset.attnvizView = "ready"; }}, 100); }}
</script>
"""

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
        '<h1>fine</h1><img src="pixel.png" alt="pixel"><script src="local.js"></script>'
        + ATTENTION_VIEW.format(respond="true", ready="true")
        + NOT_FAULTS
    ),
    "external-script.html": html(
        '<script src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-mml-chtml.js"></script>'
    ),
    "external-runtime.html": html(
        "<script>const s = document.createElement('script');"
        " s.src = 'https://unpkg.com/thebe@0.8.2/lib/index.js'; document.head.appendChild(s);"
        " fetch('https://fonts.googleapis.com/css?family=Roboto').catch(() => null);</script>"
    ),
    "broken-image.html": html('<img src="missing.png" alt="missing">'),
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
    "view-never-ready.html": html(ATTENTION_VIEW.format(respond="true", ready="false")),
    "view-unresponsive.html": html(ATTENTION_VIEW.format(respond="false", ready="true")),
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
    "view-never-ready.html": ("attention_view_errors", "not rendered"),
    "view-unresponsive.html": ("attention_view_errors", "no key got data-weight"),
    "markdown-table.html": ("markdown_tables", '"| source | output |" in <p>'),
    "markdown-table-inline.html": ("markdown_tables", "| :--- | ---: |"),
    "dollar-maths.html": ("dollar_maths", '"$k = 2$" in <p>: "Beam search with $k = 2$'),
    "dollar-maths-display.html": ("dollar_maths", '"$$\\sqrt{d}$$" in <div>'),
    "swallowed-token.html": ("swallowed_tokens", '<unk> in <td>: "le chat | <unk>"'),
}
# The text checks: a page planted with one of their faults must trip no other check.
TEXT_CHECKS = ("markdown_tables", "dollar_maths", "swallowed_tokens")


@pytest.fixture(scope="module")
def fault_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("fault-site")
    for name, text in PAGES.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / "pixel.png").write_bytes(png_1x1())
    (root / "local.js").write_text("document.title = 'loaded';\n", encoding="utf-8")
    with serve_directory(root) as url:
        yield url


def test_clean_page_passes(browser, fault_site):
    report = check_page(browser, fault_site, "clean.html", timeout_ms=5_000)
    assert report.problems == []
    assert (report.images, report.attention_views) == (1, 1)


@pytest.mark.parametrize("page", sorted(EXPECTED))
def test_fault_is_reported(browser, fault_site, page):
    field, text = EXPECTED[page]
    report = check_page(browser, fault_site, page, timeout_ms=5_000)
    entries = getattr(report, field)
    assert any(text in entry for entry in entries), f"{page}: {field}={entries}"
    heading = HEADINGS[field] + ": "
    assert any(p.startswith(heading) and text in p for p in report.problems), report.problems
    if field in TEXT_CHECKS:
        assert [p for p in report.problems if not p.startswith(heading)] == []


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


def test_external_requests_never_leave_the_machine(browser, fault_site):
    # Blocked in the browser, so the page loads as fast as with no network at all.
    report = check_page(browser, fault_site, "external-runtime.html", timeout_ms=5_000)
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
    assert report.problems == []
    assert report.attention_views == 2


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
