"""The explorers that compute in the browser show what Python computes.

Each explorer (attnviz.visuals.explorers: Nadaraya–Watson, scoring, positional encoding) is saved
as a standalone page, opened from a file:// URL in headless Chromium (no site, no server, no
network) and driven like a reader would: options chosen in its selects, its sliders moved with
the keyboard. After each move, its readouts must equal the numbers the package computes in
Python, to the decimals shown, its pictures' text alternatives must say the same, and the
pictures (canvas pixels and SVG) must have changed. Collected, like every test here, only under
`bash .ci/browser-check` (ATTNVIZ_BROWSER_CHECK=1); skipped where Chromium or Playwright is
missing.
"""

import math
import os

import pytest
import torch

from attnviz import masked_softmax, nadaraya_watson, sinusoidal_encoding
from attnviz.visuals import explorers as widgets

pytest.importorskip("playwright")
from sitecheck import CHROMIUM  # noqa: E402  (after the skip: it imports playwright)

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"no Chromium at {CHROMIUM}", allow_module_level=True)

# What the pictures of a view look like now: every canvas's pixels and every SVG's markup.
PICTURES_JS = """(host) => [
    ...Array.from(host.shadowRoot.querySelectorAll("canvas"), (canvas) => canvas.toDataURL()),
    ...Array.from(host.shadowRoot.querySelectorAll("svg"), (svg) => svg.innerHTML),
].join("\\n")"""


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    errors = []
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
        ("file:", "data:")) else route.abort())
    yield page
    context.close()
    assert errors == [], errors


class Shown:
    """An explorer open in a page: its controls, readouts, text alternatives and pictures."""

    def __init__(self, page, view, tmp_path):
        path = view.save(tmp_path / f"{view.kind}.html")
        page.goto(path.as_uri())
        self.page = page
        self.host = page.locator(f".attnviz-{view.kind}-view")
        self.host.and_(page.locator('[data-attnviz-view="ready"]')).wait_for(timeout=60_000)
        self.seen = []

    def text(self, selector):
        return self.host.locator(selector).text_content()

    def label(self, selector):
        return self.host.locator(selector).get_attribute("aria-label")

    def pictures(self):
        return self.host.evaluate(PICTURES_JS)

    def slide(self, selector, *keys):
        """Focus the slider and press ``keys`` (``"Home"``, ``("ArrowRight", 3)``...)."""
        control = self.host.locator(selector)
        control.focus()
        for key in keys:
            key, times = key if isinstance(key, tuple) else (key, 1)
            for _ in range(times):
                control.press(key)

    def changed(self):
        """Whether the pictures differ from every earlier state's."""
        now = self.pictures()
        fresh = now not in self.seen
        self.seen.append(now)
        return fresh


def test_nadaraya_watson_explorer_computes_the_estimate_python_computes(page, tmp_path):
    x = torch.sort(torch.rand(40, generator=torch.Generator().manual_seed(0)) * 5).values
    y = 2 * torch.sin(x) + x
    queries = torch.arange(0, 5, 0.1)
    view = widgets.nadaraya_watson_explorer(x, y, queries, y_true=2 * torch.sin(queries) + queries)
    shown = Shown(page, view, tmp_path)

    def check(kernel, step, query):
        width = 0.05 * 100 ** (step / 40)
        y_hat, weights = nadaraya_watson(x.double(), y.double(), queries.double(),
                                         kernel=kernel, width=width)
        reached = weights[query].sum() > 0
        estimate = f"{y_hat[query].item():.3f}" + ("" if reached else
                                                   " (no training input in reach)")
        spread = f"{widgets._effective_keys(weights):.1f}"
        assert shown.host.get_attribute("data-kernel") == kernel
        assert shown.host.get_attribute("data-query") == str(query)
        assert shown.text("input.attnviz-width + output") == f"{width:.2f}"
        assert shown.text("output.attnviz-effective") == spread
        assert shown.text("output.attnviz-estimate") == estimate
        assert f"about {spread} training inputs on average" in shown.label(".attnviz-weights")
        fit = shown.label(".attnviz-fit")
        assert f"the {kernel} kernel of width σ = {width:.2f}" in fit
        assert f"x = {queries[query].item():.2f}" in fit
        assert (f"the estimate is {estimate}." in fit) if reached else "no training" in fit
        assert shown.changed()
        return weights

    check("gaussian", 20, 25)
    shown.host.locator("select.attnviz-kernel").select_option("epanechnikov")
    check("epanechnikov", 20, 25)
    shown.slide("input.attnviz-width", ("ArrowRight", 6))
    check("epanechnikov", 26, 25)
    shown.slide("input.attnviz-query", "Home", ("ArrowRight", 7))
    check("epanechnikov", 26, 7)
    shown.host.locator("select.attnviz-kernel").select_option("boxcar")
    shown.slide("input.attnviz-width", "Home")  # the narrowest window opens gaps
    weights = check("boxcar", 0, 7)
    gap = next(q for q in range(len(queries)) if weights[q].sum() == 0)
    shown.slide("input.attnviz-query", "Home", ("ArrowRight", gap))
    check("boxcar", 0, gap)
    shown.host.locator("select.attnviz-kernel").select_option("constant")
    assert check("constant", 0, gap).sum(dim=1).allclose(torch.ones(50, dtype=torch.float64))
    assert shown.text("output.attnviz-effective") == "40.0"  # the plain mean of all 40


def test_scoring_explorer_applies_the_masked_softmax_to_the_embedded_scores(page, tmp_path):
    view = widgets.scoring_explorer(num_queries=4, num_keys=10, seed=0)
    shown = Shown(page, view, tmp_path)

    def check(scoring, log_width, valid):
        name = widgets.SCORING_FUNCTIONS[scoring]
        scores = widgets._explorer_scores(name, log_width, num_queries=4, num_keys=10, seed=0)
        weights = masked_softmax(scores[None], valid_lens=torch.tensor([valid]))
        largest, spread = f"{weights.max().item():.2f}", f"{scores.std().item():.2f}"
        assert shown.host.get_attribute("data-scoring") == str(scoring)
        assert shown.host.get_attribute("data-log-width") == str(log_width)
        assert shown.host.get_attribute("data-valid") == str(valid)
        assert shown.text("output.attnviz-largest") == largest
        assert shown.text("output.attnviz-std") == spread
        label = shown.label(".attnviz-weights")
        assert f"with {name} scoring and D = {2**log_width}:" in label
        if valid == 0:
            assert "every key is masked, so every weight is zero" in label
        else:
            assert f"the largest weight is {largest}." in label
        if 0 < valid < 10:
            assert f"the last {10 - valid} keys are masked" in label
        assert f"standard deviation {spread}." in shown.label(".attnviz-scores")
        assert shown.changed()

    check(0, 4, 10)
    shown.host.locator("select.attnviz-scoring").select_option(label="dot product")
    check(1, 4, 10)
    shown.slide("input.attnviz-log-width", "End")  # D = 1024: the unscaled rows turn one-hot
    check(1, 10, 10)
    shown.host.locator("select.attnviz-scoring").select_option(label="scaled dot product")
    check(0, 10, 10)
    shown.slide("input.attnviz-valid", ("ArrowLeft", 4))
    check(0, 10, 6)
    shown.host.locator("select.attnviz-scoring").select_option(label="additive")
    shown.slide("input.attnviz-log-width", ("ArrowLeft", 7))
    check(2, 3, 6)
    shown.host.locator("select.attnviz-scoring").select_option(label="multiplicative")
    shown.slide("input.attnviz-valid", "Home")  # nothing to attend to: zeros, not NaN
    check(3, 3, 0)
    assert shown.text("output.attnviz-largest") == "0.00"


def test_positional_encoding_explorer_computes_the_table_python_computes(page, tmp_path):
    view = widgets.positional_encoding_explorer(d_model=64, max_len=80)
    shown = Shown(page, view, tmp_path)
    table = sinusoidal_encoding(80, 64, dtype=torch.float64)

    def check(position, column):
        value = f"{table[position, column].item():.3f}"
        kind = "sin" if column % 2 == 0 else "cos"
        period = f"{2 * math.pi * 10000 ** ((column - column % 2) / 64):.2f}"
        assert shown.host.get_attribute("data-position") == str(position)
        assert shown.host.get_attribute("data-column") == str(column)
        assert shown.text("output.attnviz-table-value") == value
        assert (shown.text("output.attnviz-kind"), shown.text("output.attnviz-period")) == (
            kind, period)
        assert f"P[{position}, {column}] = " in shown.text(".attnviz-readout")
        assert f"with position {position} and column {column} marked" in shown.label(
            ".attnviz-table")
        assert (f"Column {column}, a {kind} wave across the 80 positions with a period of "
                f"{period} positions, worth {value} at position {position}.") == shown.label(
            ".attnviz-column-plot")
        assert f"position {position} across the columns" in shown.label(".attnviz-row-plot")
        assert shown.changed()

    check(10, 6)
    assert shown.text("output.attnviz-period") == "14.90"
    shown.slide("input.attnviz-column", "Home", "ArrowRight")
    check(10, 1)
    assert shown.text("output.attnviz-period") == "6.28"  # the first cosine: 2π positions
    shown.slide("input.attnviz-position", "End")
    check(79, 1)
    shown.slide("input.attnviz-column", "End")
    check(79, 63)
    shown.slide("input.attnviz-position", ("ArrowLeft", 42), ("ArrowRight", 3))
    check(40, 63)


def _scheduler_trace():
    """A real serving trace: a tiny GPT, a pool small enough to preempt, shared prefixes."""
    from attnviz import GPT, GPTConfig
    from attnviz.serving.engine import Request, serve

    torch.manual_seed(0)
    config = GPTConfig(vocab_size=50, context=128, d_model=32, num_heads=4, num_layers=2,
                       ffn_dim=64)
    model = GPT(config).double().eval()
    prefix = tuple(range(1, 21))
    requests = [Request(id=i, prompt=prefix + tuple((7 * i + j) % 50 for j in range(4 + i)),
                        max_new_tokens=6 + i, arrival=0.003 * i) for i in range(8)]
    result = serve(model, requests, step_time=0.002, num_blocks=16, block_size=4,
                   token_budget=16, max_batch=4, share_prefixes=True)
    return requests, result


SCHEDULER_PAGE = """<!DOCTYPE html><html lang="en" data-mode="auto"><head><meta charset="utf-8">
<title>scheduler</title><link rel="icon" href="data:,"><script>
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const follow = () => {
    document.documentElement.dataset.theme = dark.matches ? "dark" : "light";
  };
  follow();
  dark.addEventListener("change", follow);
</script><style>
  body { max-width: 720px; margin: 1em auto; font-family: sans-serif; }
  html[data-theme="dark"] body { background: #121212; color: #ced6dd; }
</style></head><body><main>FRAGMENT</main></body></html>"""


def test_scheduler_view_replays_the_trace(browser, tmp_path):
    from sitecheck import check_page, serve_directory

    requests, result = _scheduler_trace()
    view = widgets.scheduler_explorer(result, requests=requests)
    (tmp_path / "scheduler.html").write_text(SCHEDULER_PAGE.replace("FRAGMENT", view.to_html()),
                                             encoding="utf-8")
    # the site's own check: ready, every control changes it, no error, axe in both themes
    with serve_directory(tmp_path) as url:
        report = check_page(browser, url, "scheduler.html", timeout_ms=10_000)
    assert report.problems == [], report.problems
    assert set(report.themes) == {"light", "dark"} and report.views == 1

    context = browser.new_context(viewport={"width": 760, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        shown = Shown(page, view, tmp_path)
        steps = result.steps
        blocks = shown.host.locator(".attnviz-block:not(.attnviz-swatch)")
        assert blocks.count() == 16

        def check(k):
            assert shown.host.get_attribute("data-step") == str(k)
            owners = blocks.evaluate_all("(nodes) => nodes.map((n) => n.dataset.owner)")
            expected = [str(o) if o >= 0 else "free" if o == -1 else "tree"
                        for o in steps[k].block_owner]
            assert owners == expected, k
            counts = blocks.evaluate_all(
                "(nodes) => nodes.map((n) => Number(n.dataset.shared))")
            assert counts == [r if r > 1 else 0 for r in steps[k].block_refs], k
            status = shown.text(".attnviz-status")
            assert status.startswith(
                f"Step {k + 1} of {len(steps)} · t = {1000 * steps[k].start:.1f} ms · "
                f"{steps[k].blocks_in_use} of 16 blocks in use"), status
            for name in ("admitted", "preempted", "finished"):
                assert (f" {name}" in status) == bool(getattr(steps[k], name)), (k, status)
            running = shown.host.locator("li.attnviz-request").evaluate_all(
                "(rows) => rows.map((row) => Number(row.dataset.request))")
            assert sorted(running) == sorted({*steps[k].decode, *dict(steps[k].prefill)}), k
            assert f"after step {k + 1}: " in shown.label(".attnviz-pool")
            painted = blocks.evaluate_all("(nodes) => nodes.map((n) => n.style.cssText)")
            assert all(("rgba(" in style) == (o >= 0) for style, o in zip(
                painted, steps[k].block_owner, strict=True)), k
            return owners + painted

        assert shown.host.get_attribute("data-playing") == "false"
        first = check(0)
        shown.slide("input.attnviz-step", ("ArrowRight", 7))
        assert check(7) != first  # the grid's blocks changed
        assert shown.text(".attnviz-announce") == shown.text(".attnviz-status")
        shared = next(k for k, step in enumerate(steps) if max(step.block_refs) > 1
                      and -2 in step.block_owner)
        shown.slide("input.attnviz-step", "Home", ("ArrowRight", shared))
        before = check(shared)
        assert "Kept by the prefix tree" in shown.label(".attnviz-pool")
        assert "Shared: " in shown.label(".attnviz-pool")
        # play with the keyboard: the steps advance by themselves, then pause stops them
        play = shown.host.locator("button.attnviz-play")
        assert play.text_content() == "Play"
        play.focus()
        page.keyboard.press("Enter")
        assert shown.host.get_attribute("data-playing") == "true"
        page.wait_for_function(
            "([host, k]) => Number(host.dataset.step) >= k + 2",
            arg=[shown.host.element_handle(), shared], timeout=60_000)
        page.keyboard.press("Space")
        assert play.text_content() == "Play"
        assert shown.host.get_attribute("data-playing") == "false"
        paused = int(shown.host.get_attribute("data-step"))
        page.wait_for_timeout(600)
        assert shown.host.get_attribute("data-step") == str(paused)
        assert check(paused) != before
        # to the end, and play starts again from the first step
        shown.slide("input.attnviz-step", "End")
        check(len(steps) - 1)
        assert shown.text(".attnviz-others").startswith("Waiting (0)")
        play.click()
        page.wait_for_function("(host) => Number(host.dataset.step) < 3",
                               arg=shown.host.element_handle(), timeout=60_000)
        play.click()
        check(int(shown.host.get_attribute("data-step")))
        assert int(shown.host.get_attribute("data-step")) < 5
    finally:
        context.close()
    assert errors == [], errors
