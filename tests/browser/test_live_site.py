"""The live models on the built website: offline, from HTTP and from disk, light,
accessible, and driven through their real controls.

For each live view (chapter 7's translator, chapter 8's ViT, chapter 9's GPT, and the same three
on book/live.html) in headless Chromium with every non-local request blocked, served over HTTP
and opened from disk (file://):

* the page requests nothing of the model until the reader asks (the button, or a first use),
  and the model's file is then the only thing fetched, at most 3.5 MB;
* chapter 7's live translator gives, for each sentence of the chapter's alignment explorer, the
  translation that explorer shows; chapter 9's greedy generation is deterministic and not
  empty; chapter 8's ViT classifies at least 90 of scikit-learn's last 100 digits correctly;
* latencies (medians after loading, in the page's own clock) are printed, never asserted: a
  stopwatch on a busy CI machine is no verdict (benchmarks/browser_runtime.py measures them);
* the real controls work: typing and pressing Translate, the prompt and sliders and Generate,
  drawing on the pad with the mouse and with the keyboard;
* real keys and buttons give PyTorch's answers on the model as exported (book_models.py), over
  HTTP and from disk: a sentence typed and Enter pressed in the translator's box, another and
  Translate; a prompt typed with its line break (Enter, then Shift+Enter), then Ctrl+Enter and
  Generate, with the temperature and length set by the sliders' keys; an example digit clicked,
  keys on the pad and Classify; and chapter 12's scheduler view, at a phone's width (375 px),
  fits the page and moves with its slider's keys, its Play button clicked and Space and Enter
  on it;
* axe-core finds no serious or critical violation in the views, loaded and showing a result,
  in the light and the dark theme, and at a phone's width (375 px) no view is wider than the
  page, nor any control (after a first result) wider than its view;
* the keyboard: Load pressed with Enter leaves the focus in the view, on its first control;
* a page that arrives in pieces (a slow connection) starts each view once it is whole;
* the theme: the ViT's pad and maps, painted on canvases in the text's colour, are painted again
  when the theme changes it, and back.
"""

import json
import re
import time

import book_models
import interact
import pytest
from locations import OUT_DIR, SITE_DIR
from sitecheck import PageReport, _run_axe, _set_theme, serve_directory

CHAPTERS = {"live-translator": "notebooks/07_transformer.html",
            "live-vit": "notebooks/08_vision_transformer.html",
            "live-gpt": "notebooks/09_decoder_only.html"}
SCHEDULER_PAGE = "notebooks/12_serving_and_sharding.html"
LIVE_PAGE = "book/live.html"
MAX_MODEL_BYTES = 3_500_000
def _context(browser, *, width=1100):
    context = browser.new_context(viewport={"width": width, "height": 900})
    log = {"requests": [], "external": [], "errors": [], "bytes": {}}

    def route(route):
        url = route.request.url
        if url.startswith(("http://127.0.0.1", "http://localhost", "file://", "data:",
                           "blob:")):
            log["requests"].append(url)
            route.continue_()
        else:
            log["external"].append(url)
            route.abort("blockedbyclient")

    def response(response):
        try:
            log["bytes"][response.url] = len(response.body())
        except Exception:  # noqa: BLE001 - a redirect or an aborted body has no bytes
            log["bytes"][response.url] = 0

    context.route("**/*", route)
    page = context.new_page()
    page.on("response", response)
    page.on("pageerror", lambda error: log["errors"].append(f"page error: {error}"))
    page.on("console", lambda message: log["errors"].append(f"console: {message.text}")
            if message.type == "error" else None)
    return context, page, log


def _open(browser, url, *, width=1100):
    context, page, log = _context(browser, width=width)
    page.goto(url)
    page.wait_for_function("""() => {
      const hosts = document.querySelectorAll('[data-attnviz-kind^="live-"]');
      return hosts.length > 0 && Array.from(hosts).every(
        (h) => ["ready", "error"].includes(h.getAttribute("data-attnviz-view")));
    }""")
    states = page.evaluate("""() => Array.from(document.querySelectorAll(
        '[data-attnviz-kind^="live-"]'), (h) => h.getAttribute("data-attnviz-view"))""")
    assert set(states) == {"ready"}, (url, states, log["errors"])
    return context, page, log


def _host(page, kind):
    return page.locator(f'[data-attnviz-kind="{kind}"]')


def _addresses(site_url):
    return {"http": site_url, "file": SITE_DIR.as_uri()}


@pytest.mark.parametrize("mode", ["http", "file"])
@pytest.mark.parametrize("kind", list(CHAPTERS))
def test_each_chapters_model_loads_on_demand_offline_and_light(browser, site_url, kind, mode):
    url = f"{_addresses(site_url)[mode]}/{CHAPTERS[kind]}"
    context, page, log = _open(browser, url)
    try:
        assert not [r for r in log["requests"] if "/_static/live/" in r], \
            "the model was fetched before the reader asked for it"
        before = set(log["requests"])
        page_bytes = sum(log["bytes"].values())
        # The model's size as the browser itself received it (Resource Timing), not as the
        # response event saw it: that event's handler runs beside the page, and on a busy
        # machine it can read the body only after the page is ready, or not at all.
        page.evaluate("performance.clearResourceTimings()")
        _host(page, kind).locator("button.attnviz-live-load").click()
        page.wait_for_function(f"""() => document.querySelector('[data-attnviz-kind="{kind}"]')
            .getAttribute("data-attnviz-live") === "ready" """, timeout=60_000)
        fetched = [r for r in log["requests"] if r not in before]
        assert fetched and all("/_static/live/" in r for r in fetched), fetched
        if mode == "http":
            sizes = page.evaluate("""() => performance.getEntriesByType("resource")
                .filter((entry) => entry.name.includes("/_static/live/"))
                .map((entry) => entry.decodedBodySize)""")
            assert len(sizes) == len(fetched), (sizes, fetched)
            model_bytes = sum(sizes)
            print(f"{kind}: page {page_bytes:,} bytes before loading; model {model_bytes:,}")
            assert 0 < model_bytes <= MAX_MODEL_BYTES, model_bytes
        assert not log["external"] and not log["errors"], (log["external"], log["errors"])
    finally:
        context.close()


def _explorer_sentences(page):
    """The alignment explorer's sentences and the outputs it shows, from its embedded data."""
    text = page.evaluate("""() => document.querySelector(
        '[data-attnviz-kind="alignment"] script.attnviz-data').textContent""")
    data = json.loads(text)
    return [(entry["source"].removesuffix(" <eos>"), entry["output"].removesuffix(" <eos>"))
            for entry in data["sentences"]]


def _timed(page, kind, inputs, repeats):
    """Run inputs through attnvizRun; the results and the median milliseconds per run."""
    return page.evaluate("""async ([kind, inputs, repeats]) => {
      const host = document.querySelector(`[data-attnviz-kind="${kind}"]`);
      const results = [];
      for (const input of inputs) { results.push(await host.attnvizRun(input)); }
      const times = [];
      for (let i = 0; i < repeats; i++) {
        const began = performance.now();
        await host.attnvizRun(inputs[0]);
        times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      return {results: results, median: times.length ? times[times.length >> 1] : null};
    }""", [kind, inputs, repeats])


@pytest.mark.parametrize("mode", ["http", "file"])
def test_the_translator_gives_the_explorers_translations(browser, site_url, mode):
    context, page, log = _open(browser,
                               f"{_addresses(site_url)[mode]}/{CHAPTERS['live-translator']}")
    try:
        pairs = _explorer_sentences(page)
        assert len(pairs) >= 6
        run = _timed(page, "live-translator", [{"text": s} for s, _ in pairs], repeats=15)
        for (sentence, shown), result in zip(pairs, run["results"], strict=True):
            assert result["output"] == shown, (sentence, result["output"], shown)
        print(f"translator ({mode}): {len(pairs)} explorer sentences alike; a short sentence "
              f"in {run['median']:.1f} ms (median)")
        assert not log["errors"] and not log["external"]
    finally:
        context.close()


@pytest.mark.parametrize("mode", ["http", "file"])
def test_the_gpt_is_greedy_and_deterministic(browser, site_url, mode):
    context, page, log = _open(browser, f"{_addresses(site_url)[mode]}/{CHAPTERS['live-gpt']}")
    try:
        request = {"prompt": "ROMEO:\n", "max_new_tokens": 60, "temperature": 0}
        run = _timed(page, "live-gpt", [request, request], repeats=5)
        first, second = run["results"]
        assert first["output"] == second["output"]
        assert len(first["continuation"]) == 60 and first["continuation"].strip()
        print(f"GPT ({mode}): 60 greedy characters in {run['median']:.0f} ms (median): "
              f"{first['continuation']!r}")
        assert not log["errors"] and not log["external"]
    finally:
        context.close()


@pytest.mark.parametrize("mode", ["http", "file"])
def test_the_vit_reads_sklearns_last_digits(browser, site_url, mode):
    from sklearn.datasets import load_digits

    digits = load_digits()
    pixels = [image.astype(int).tolist() for image in digits.images[-100:]]
    context, page, log = _open(browser, f"{_addresses(site_url)[mode]}/{CHAPTERS['live-vit']}")
    try:
        run = _timed(page, "live-vit", [{"pixels": p} for p in pixels], repeats=21)
        correct = sum(r["label"] == int(t) for r, t in zip(run["results"], digits.target[-100:],
                                                           strict=True))
        print(f"ViT ({mode}): {correct} of scikit-learn's last 100 digits; one digit in "
              f"{run['median']:.1f} ms (median)")
        assert correct >= 90
        assert not log["errors"] and not log["external"]
    finally:
        context.close()


def _wait_live(page, kind, timeout=60_000):
    page.wait_for_function(f"""() => {{
      const state = document.querySelector('[data-attnviz-kind="{kind}"]')
        .getAttribute("data-attnviz-live");
      return state === "ready" || state === "error";
    }}""", timeout=timeout)


def _audit(page, label):
    report = PageReport(path=label)
    for theme in ("light", "dark"):
        _set_theme(page, report, theme, 5_000)
        _run_axe(page, report, theme, context="[data-attnviz-kind^='live-']", where=f" {label}")
    return report


def test_the_real_controls_work_in_both_themes_and_pass_axe(browser, site_url):
    shots = OUT_DIR / "live"
    shots.mkdir(parents=True, exist_ok=True)
    problems = []
    # chapter 7: type a sentence, press Translate, pick another kind of attention
    context, page, log = _open(browser, f"{site_url}/{CHAPTERS['live-translator']}")
    host = _host(page, "live-translator")
    host.locator("button.attnviz-live-load").click()
    _wait_live(page, "live-translator")
    host.locator("input.attnviz-live-input").fill("He's calm.")
    host.locator("button.attnviz-live-go").click()
    _wait_live(page, "live-translator")
    output = host.locator(".attnviz-live-output").text_content()
    assert output.startswith("French: il est "), output
    kinds = host.locator("select.attnviz-live-kind")
    kinds.select_option("encoderSelf")
    assert host.locator(".attnviz-live-maps .attnviz-key").count() > 0
    host.locator("button.attnviz-live-example").first.click()
    _wait_live(page, "live-translator")
    report = _audit(page, "translator")
    host.screenshot(path=str(shots / "translator.png"))
    problems += report.axe_violations
    problems += log["errors"]
    context.close()
    # chapter 9: a prompt, the temperature to 0 with the keyboard, Generate
    context, page, log = _open(browser, f"{site_url}/{CHAPTERS['live-gpt']}")
    host = _host(page, "live-gpt")
    host.locator("button.attnviz-live-load").click()
    _wait_live(page, "live-gpt")
    host.locator("textarea.attnviz-live-input").fill("KING:\n")
    host.locator("input.attnviz-live-temperature").focus()
    page.keyboard.press("Home")
    host.locator("button.attnviz-live-go").click()
    page.wait_for_function("""() => document.querySelector('[data-attnviz-kind="live-gpt"]')
        .shadowRoot.querySelector(".attnviz-live-maps .attnviz-query") !== null""")
    streamed = host.locator(".attnviz-live-new").text_content()
    assert len(streamed) == 60, streamed
    report = _audit(page, "GPT")
    host.screenshot(path=str(shots / "gpt.png"))
    problems += report.axe_violations + log["errors"]
    context.close()
    # chapter 8: draw a 1 with the mouse, then a stroke with the keyboard, then clear
    context, page, log = _open(browser, f"{site_url}/{CHAPTERS['live-vit']}")
    host = _host(page, "live-vit")
    host.locator("button.attnviz-live-load").click()
    _wait_live(page, "live-vit")
    canvas = host.locator("canvas.attnviz-live-canvas")
    box = canvas.bounding_box()
    x = box["x"] + box["width"] * 0.5
    page.mouse.move(x, box["y"] + box["height"] * 0.12)
    page.mouse.down()
    for step in range(1, 21):
        page.mouse.move(x, box["y"] + box["height"] * (0.12 + 0.76 * step / 20))
    page.mouse.up()
    page.wait_for_function("""() => document.querySelector('[data-attnviz-kind="live-vit"]')
        .shadowRoot.querySelector(".attnviz-live-best") !== null""")
    best = host.locator(".attnviz-live-best").get_attribute("data-digit")
    print(f"a vertical stroke drawn with the mouse reads as {best}")
    canvas.focus()
    for key in ["Shift+ArrowLeft"] * 6:
        page.keyboard.press(key)
    time.sleep(0.2)
    assert host.locator("canvas.attnviz-live-map").count() > 0
    report = _audit(page, "ViT")
    host.screenshot(path=str(shots / "vit.png"))
    host.locator("button.attnviz-live-clear").click()
    problems += report.axe_violations + log["errors"]
    context.close()
    assert not problems, problems


@pytest.mark.parametrize("mode", ["http", "file"])
@pytest.mark.parametrize("kind", list(CHAPTERS))
def test_real_keys_and_buttons_give_pytorchs_answers(browser, site_url, kind, mode):
    context, page, log = _open(browser, f"{_addresses(site_url)[mode]}/{CHAPTERS[kind]}")
    try:
        done = book_models.check_by_hand(_host(page, kind), kind.removeprefix("live-"))
        print(f"{kind} ({mode}): {done}")
        assert not log["errors"] and not log["external"], (log["errors"], log["external"])
    finally:
        context.close()


@pytest.mark.parametrize("mode", ["http", "file"])
def test_the_scheduler_view_fits_a_phone_and_takes_real_keys_and_clicks(browser, site_url,
                                                                       mode):
    context, page, log = _context(browser, width=375)
    try:
        page.goto(f"{_addresses(site_url)[mode]}/{SCHEDULER_PAGE}")
        host = page.locator('[data-attnviz-kind="scheduler"]')
        host.and_(page.locator('[data-attnviz-view="ready"]')).wait_for(timeout=60_000)
        host.scroll_into_view_if_needed()
        wide = interact.overflow(host)
        assert wide["width"] <= 375 and wide["scroll"] <= 0 and not wide["wider"], wide
        steps = interact.drive_scheduler(host)
        assert interact.overflow(host)["wider"] == []  # wider numbers on the later steps
        host.screenshot(path=str(OUT_DIR / "live" / f"scheduler-{mode}-375.png"))
        print(f"scheduler ({mode}, 375 px): steps {steps}")
        assert not log["errors"] and not log["external"], (log["errors"], log["external"])
    finally:
        context.close()


@pytest.mark.parametrize("page_path", [*CHAPTERS.values(), LIVE_PAGE])
def test_the_live_views_fit_a_phone(browser, site_url, page_path):
    context, page, log = _open(browser, f"{site_url}/{page_path}", width=375)
    try:
        kinds = page.evaluate("""() => Array.from(
            document.querySelectorAll('[data-attnviz-kind^="live-"]'),
            (h) => h.getAttribute("data-attnviz-kind"))""")
        assert kinds
        for kind in kinds:
            page.evaluate(f"""() => document.querySelector('[data-attnviz-kind="{kind}"]')
                .attnvizRun({json.dumps(_ANY_INPUT[kind])})""")
            host = _host(page, kind)
            host.scroll_into_view_if_needed()
            wide = page.evaluate(f"""() => {{
              const host = document.querySelector('[data-attnviz-kind="{kind}"]');
              const root = host.shadowRoot.querySelector(".attnviz-root");
              return [host.getBoundingClientRect().width, root.scrollWidth,
                      root.clientWidth];
            }}""")
            assert wide[0] <= 375, (kind, wide)
            # and no control is wider than its view (the translator's attention menu was)
            too_wide = page.evaluate(f"""() => {{
              const host = document.querySelector('[data-attnviz-kind="{kind}"]');
              const box = host.getBoundingClientRect();
              return Array.from(host.shadowRoot.querySelectorAll(
                  "input, select, button, textarea, canvas"))
                .filter((c) => c.getClientRects().length)
                .map((c) => [c.className, c.getBoundingClientRect().width,
                             c.getBoundingClientRect().right - box.right])
                .filter(([, width, over]) => width > box.width + 0.5 || over > 0.5);
            }}""")
            assert not too_wide, (kind, too_wide)
            host.screenshot(path=str(OUT_DIR / "live" / f"{re.sub('[/.]', '-', page_path)}-"
                                                          f"{kind}-375.png"))
        assert not log["errors"]
    finally:
        context.close()


_ANY_INPUT = {"live-translator": {"text": "i'm home ."},
              "live-gpt": {"prompt": "ROMEO:\n", "max_new_tokens": 30, "temperature": 0},
              "live-vit": {"pixels": [[0, 0, 5, 13, 9, 1, 0, 0]] * 8}}


def test_the_live_page_shows_the_chapters_own_views(browser, site_url):
    context, page, log = _open(browser, f"{site_url}/{LIVE_PAGE}")
    try:
        data = page.evaluate("""() => Array.from(
            document.querySelectorAll('[data-attnviz-kind^="live-"]'),
            (h) => [h.getAttribute("data-attnviz-kind"),
                    JSON.parse(h.querySelector("script.attnviz-data").textContent).checksum])""")
        assert sorted(kind for kind, _ in data) == sorted(CHAPTERS)
        started = time.perf_counter()
        for kind, _ in data:
            page.evaluate(f"""() => document.querySelector('[data-attnviz-kind="{kind}"]')
                .attnvizRun({json.dumps(_ANY_INPUT[kind])})""")
        print(f"{LIVE_PAGE}: three models loaded and run in {time.perf_counter() - started:.1f} s")
        assert not log["errors"] and not log["external"]
    finally:
        context.close()


def test_a_page_that_arrives_in_pieces_starts_every_view(browser):
    """A slow connection: the browser shows the page while it reads it, so one view's scripts
    run while a view further down is there only in part. Each must start once it is whole."""
    with serve_directory(SITE_DIR, trickle=True) as url:
        context, page, log = _context(browser)
        try:
            page.goto(f"{url}{LIVE_PAGE}", timeout=120_000)
            page.wait_for_function("""() => Array.from(document.querySelectorAll(
                ".attnviz-view")).every((h) => ["ready", "error"].includes(
                h.getAttribute("data-attnviz-view")))""", timeout=60_000)
            states = page.evaluate("""() => Array.from(document.querySelectorAll(
                ".attnviz-view"), (h) => [h.getAttribute("data-attnviz-kind"),
                                          h.getAttribute("data-attnviz-view")])""")
            assert sorted(states) == sorted([kind, "ready"] for kind in CHAPTERS), states
            assert not log["errors"] and not log["external"], log
        finally:
            context.close()


@pytest.mark.parametrize("kind", sorted(CHAPTERS))
def test_the_focus_stays_in_the_view_after_load(browser, site_url, kind):
    """The Load button disappears once the model is there: the focus moves to the view's
    first control, not to the page's body."""
    context, page, log = _open(browser, f"{site_url}/{CHAPTERS[kind]}")
    try:
        host = _host(page, kind)
        button = host.locator("button.attnviz-live-load")
        button.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(f"""() => document.querySelector('[data-attnviz-kind="{kind}"]')
            .getAttribute("data-attnviz-live") === 'ready'""")
        focused = page.evaluate(f"""() => {{
          const host = document.querySelector('[data-attnviz-kind="{kind}"]');
          const inner = host.shadowRoot.activeElement;
          return [document.activeElement === host, inner ? inner.tagName : null,
                  inner ? inner.className : null];
        }}""")
        assert focused[0] and focused[1] in ("INPUT", "TEXTAREA", "SELECT", "BUTTON",
                                             "CANVAS"), focused
        assert not log["errors"] and not log["external"]
    finally:
        context.close()


def test_the_vit_paints_its_pad_and_maps_again_when_the_theme_changes(browser, site_url):
    """The book's theme switch (and the reader's system setting) repaint what the ViT view draws
    on canvases in the text's colour: the pad and the class-token maps. The website shows
    outputs on a light box in both themes, so the text around the view keeps its colour there;
    a style sheet of the test gives it another in the dark theme, as JupyterLab's does."""
    context, page, log = _open(browser, f"{site_url}/{CHAPTERS['live-vit']}")
    try:
        page.add_style_tag(content='html[data-theme="dark"] .output.text_html '
                                   "{ color: rgb(240, 240, 240) !important; }")
        page.evaluate("""() => document.querySelector('[data-attnviz-kind="live-vit"]')
            .attnvizRun({pixels: Array(8).fill([0, 0, 5, 13, 9, 1, 0, 0])})""")
        canvases = """() => Array.from(document.querySelector('[data-attnviz-kind="live-vit"]')
            .shadowRoot.querySelectorAll("canvas"), (c) => Array.from(c.getContext("2d")
            .getImageData(0, 0, c.width, c.height).data).join(","))"""
        shots = []
        for theme in ("light", "dark", "light"):
            report = PageReport(path=CHAPTERS["live-vit"])
            assert _set_theme(page, report, theme, 5_000), report.theme_errors
            deadline = time.monotonic() + 20  # a limit for a slow machine, not a measure
            while True:  # until the view has painted in this theme's colours
                shot = page.evaluate(canvases)
                done = (not shots or (shot == shots[0] if theme == "light" else
                                      all(a != b for a, b in zip(shots[0], shot, strict=True))))
                if done or time.monotonic() > deadline:
                    break
                page.wait_for_timeout(100)
            shots.append(shot)
        assert len(shots[0]) >= 2  # the pad and at least one map
        assert all(a != b for a, b in zip(shots[0], shots[1], strict=True)), "kept light"
        assert shots[2] == shots[0]  # and back
        assert not log["errors"]
    finally:
        context.close()
