"""The browser check catches what it claims to: throwaway pages with one known fault each.

A tiny site is written to a temporary directory and checked with the same code as the book
(sitecheck.check_page): the clean page passes, and each faulty page is reported under the
right heading.
"""

import struct
import zlib

import pytest
from sitecheck import check_page, serve_directory


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

PAGES = {
    "clean.html": html(
        '<h1>fine</h1><img src="pixel.png" alt="pixel"><script src="local.js"></script>'
        + ATTENTION_VIEW.format(respond="true", ready="true")
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
}


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
    assert report.problems, f"{page} passed the check"


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
