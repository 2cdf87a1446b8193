"""The views' runtime on a page: each release's views drawn by their own scripts, the theme.

A JupyterLab tab keeps one page while notebooks are opened and closed, so a notebook saved by
one release of attnviz can be shown beside another saved by the next. Here two attention views
are put on one standalone page: one as this package writes it, one as a release whose renderer
differs (its hint is another text, so its scripts have another version). Whichever comes
first, each view must be drawn by the renderer it came with, and each version must get its own
runtime. Then the theme: a view follows the book's theme switch (<html data-theme>) first, then
JupyterLab's (<body data-jp-theme-light>), then the system's, and follows each change.
Collected only under `bash .ci/browser-check` (ATTNVIZ_BROWSER_CHECK=1); tests/browser/
test_jupyter_frontends.py shows the same in a real JupyterLab and Notebook 7.
"""

import pytest
import torch

from attnviz import AttentionView
from attnviz.visuals import views

pytest.importorskip("playwright")

HINT = "Hover over, click or tab to a query"
OTHER_HINT = "Another release's hint: hover over a query"


def _fragments(monkeypatch):
    weights = torch.softmax(torch.arange(9.0).reshape(3, 3), dim=-1)
    view = AttentionView(weights, query_tokens=["a", "b", "c"])
    ours = view.to_html()
    real = views.static_text

    def other_release(name):
        text = real(name)
        return text.replace(HINT, OTHER_HINT) if name == "attention.js" else text

    monkeypatch.setattr(views, "static_text", other_release)
    views.front_end_version.cache_clear()
    try:
        theirs = view.to_html()
    finally:
        monkeypatch.setattr(views, "static_text", real)
        views.front_end_version.cache_clear()
    assert theirs != ours and views.front_end_version() in ours
    return ours, theirs


@pytest.mark.parametrize("first", ["ours", "theirs"])
def test_each_view_is_drawn_by_the_scripts_of_its_own_version(browser, tmp_path, monkeypatch,
                                                               first):
    ours, theirs = _fragments(monkeypatch)
    shown = [ours, theirs, ours] if first == "ours" else [theirs, ours, theirs]
    path = views.save_html("\n".join(shown), tmp_path / "page.html", title="two releases")
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(path.as_uri())
        hosts = page.locator(".attnviz-view")
        for i in range(3):
            hosts.nth(i).and_(page.locator('[data-attnviz-view="ready"]')).wait_for(
                timeout=60_000)
        hints = [hosts.nth(i).locator(".attnviz-hint").text_content() for i in range(3)]
        expected = [OTHER_HINT if fragment is theirs else HINT for fragment in shown]
        assert [hint[:len(want)] for hint, want in zip(hints, expected, strict=True)] == expected
        versions = [hosts.nth(i).get_attribute("data-attnviz-version") for i in range(3)]
        assert versions[0] == versions[2] != versions[1]
        assert sorted(page.evaluate("() => Object.keys(window.attnvizRuntimes)")) == sorted(
            set(versions))
        # each keeps working: hovering a query of any of them shows its weights
        for i in range(3):
            hosts.nth(i).locator(".attnviz-query").nth(1).hover()
            assert hosts.nth(i).get_attribute("data-query") == "1"
    finally:
        context.close()
    assert errors == []


@pytest.mark.parametrize("system", ["light", "dark"])
def test_a_view_follows_the_books_theme_then_jupyters_then_the_systems(browser, tmp_path,
                                                                       system):
    weights = torch.softmax(torch.arange(4.0).reshape(2, 2), dim=-1)
    path = AttentionView(weights, query_tokens=["a", "b"]).save(tmp_path / "view.html")
    context = browser.new_context(color_scheme=system)
    page = context.new_page()
    try:
        page.goto(path.as_uri())
        host = page.locator(".attnviz-view")
        host.and_(page.locator('[data-attnviz-view="ready"]')).wait_for(timeout=60_000)

        def theme_after(script):
            page.evaluate(script)
            page.wait_for_timeout(50)  # the MutationObserver's callback runs after the change
            return host.get_attribute("data-theme")

        other = "dark" if system == "light" else "light"
        assert host.get_attribute("data-theme") == system
        body = "document.body.setAttribute('data-jp-theme-light', '{}')"
        assert theme_after(body.format(str(other == "light").lower())) == other
        assert theme_after(body.format(str(system == "light").lower())) == system
        html = "document.documentElement.setAttribute('data-theme', '{}')"
        assert theme_after(html.format(other)) == other  # the book's switch comes first
        assert theme_after("document.body.removeAttribute('data-jp-theme-light')") == other
        assert theme_after("document.documentElement.removeAttribute('data-theme')") == system
    finally:
        context.close()
