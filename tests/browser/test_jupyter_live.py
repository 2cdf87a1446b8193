"""The live models in real Jupyter front ends: JupyterLab 4 and Notebook 7, in headless Chromium.

A Jupyter server (as in test_jupyter_frontends.py) serves a copy of the repository's layout:
``notebooks/`` with chapters 7, 8, 9 and 12 as committed (signed with the server's key, as
``jupyter trust`` does), ``book/_static/live/`` with the book's weights, and a small notebook of
our own. Every request that leaves 127.0.0.1 is blocked. Then, in each front end:

* **the committed outputs, by hand**: each chapter's live view, opened from the repository, is
  used with real keys and clicks (book_models.check_by_hand, interact.py): Load, a sentence
  typed and Enter pressed, another and Translate; a prompt typed with its line break (Enter,
  then Shift+Enter), Ctrl+Enter and Generate; an example digit, pad keys and Classify. It loads
  the book's model through the server's file route (``/files/book/_static/live/NAME.js``, found
  from the notebook's place) and shows what PyTorch gives on the model as exported; the
  notebook's cells are as they were, none of them run (Shift+Enter and Ctrl+Enter in the
  prompt stay there). The control: on a page where the views' text boxes get no keydown
  handler (no_key_handlers.js), JupyterLab eats the prompt's line break and the same check
  fails;
* **chapter 12's scheduler view** at a phone's width (375 px) fits its output and moves with its
  slider's keys and its Play button (clicked, Space, Enter), the cells as they were;
* **a learner's run**: the small notebook, run in a fresh kernel, trains a tiny model of each
  kind for a few steps, exports it, prints what PyTorch answers on the model as exported, and
  shows the three live views, which carry their models in their outputs: each view answers
  what the kernel printed;
* the **theme**: switching JupyterLab's theme repaints the ViT's drawing pad and its maps;
* the **keys**: the notebook's single-key commands typed in every control of the three views
  leave the notebook's cells as they were; Ctrl+S typed in a view saves the notebook (the file
  on disk then holds the views), with autosave off so that only the key can have saved it;
* **exports**: the small notebook run in a kernel and exported with ``jupyter nbconvert --to
  html`` runs its three models from disk, offline, as the kernel's models answer; exported
  with ``--sanitize-html`` it shows each view's text and none of its markup.

Collected only under `bash .ci/browser-check` (ATTNVIZ_BROWSER_CHECK=1).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("playwright")
pytest.importorskip("jupyterlab")
nbformat = pytest.importorskip("nbformat")
import book_models  # noqa: E402  (after the skips)
import interact  # noqa: E402
from locations import OUT_DIR, ROOT  # noqa: E402
from test_jupyter_frontends import (  # noqa: E402
    CELLS_JS,
    FRONT_END_PARAMS,
    KERNELSPEC,
    KEYS,
    RAN_JS,
    START_S,
    JupyterServer,
    Notebook,
    _goto,
)

CHAPTERS = {"translator": "07_transformer", "vit": "08_vision_transformer",
            "gpt": "09_decoder_only"}
SCHEDULER_CHAPTER = "12_serving_and_sharding"
LIVE_DIR = ROOT / "book" / "_static" / "live"
LOAD_S = 60  # the most a model may take to load and answer in a front end

# The small notebook of a learner's run: three tiny models, trained for a few steps each.
TINY = [
    ("code", """\
import json

import torch
from torch.nn.functional import cross_entropy

import attnviz
from attnviz.visuals import live

torch.manual_seed(0)
pairs = [("go .", "va !"), ("hi .", "salut ."), ("run !", "cours !"), ("i see .", "je vois ."),
         ("thank you .", "merci ."), ("i am here .", "je suis ici .")]
data = attnviz.TranslationData.from_pairs(pairs * 8, pairs[:1], num_steps=6, min_freq=1)
translator = attnviz.make_transformer(attnviz.TransformerConfig(
    src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), d_model=32,
    num_heads=2, ffn_dim=64, num_layers=1, dropout=0.0))


def translation_loss(model, batch):
    logits = model(batch.src, batch.src_valid_len, batch.tgt_input)
    return attnviz.masked_cross_entropy(logits, batch.tgt_label, valid_lens=batch.tgt_valid_len)


attnviz.fit(translator, data.loader("train", batch_size=8, shuffle=True, seed=0),
            loss_fn=translation_loss, epochs=5, progress=False,
            optimizer=torch.optim.Adam(translator.parameters(), lr=1e-2))

text = "to be, or not to be: that is the question. " * 10
chars = attnviz.CharTokenizer(text)
ids = torch.tensor(chars.encode(text))
gpt = attnviz.GPT(attnviz.GPTConfig(vocab_size=len(chars), context=16, d_model=32, num_heads=2,
                                    num_layers=1, ffn_dim=64))
digits = attnviz.load_digits_data(test_fraction=0.2, seed=0, image_size=8, normalize=True)
vit = attnviz.VisionTransformer(attnviz.ViTConfig(image_size=8, patch_size=4, d_model=32,
                                                  num_heads=2, num_layers=1, mlp_dim=64))
gpt_optimizer = torch.optim.Adam(gpt.parameters(), lr=1e-2)
vit_optimizer = torch.optim.Adam(vit.parameters(), lr=1e-2)
for step in range(40):
    starts = torch.randint(0, len(ids) - 17, (16,)).tolist()
    x = torch.stack([ids[s:s + 16] for s in starts])
    y = torch.stack([ids[s + 1:s + 17] for s in starts])
    loss = cross_entropy(gpt(x).flatten(0, 1), y.flatten())
    gpt_optimizer.zero_grad()
    loss.backward()
    gpt_optimizer.step()
    batch = torch.randint(0, len(digits.train_labels), (64,))
    loss = cross_entropy(vit(digits.train_images[batch]), digits.train_labels[batch])
    vit_optimizer.zero_grad()
    loss.backward()
    vit_optimizer.step()"""),
    ("code", """\
mine = {"translator": live.export_translator(translator, data),
        "gpt": live.export_gpt(gpt, chars), "vit": live.export_vit(vit, digits)}
for name, model in (("translator", translator), ("gpt", gpt), ("vit", vit)):
    live.load_exported(model, mine[name].path).eval()  # the model as exported: float16
sentences = ["go .", "thank you .", "i am here ."]
pixels = ((digits.test_images[:4, 0] * digits.std + digits.mean) * 16).round()
with torch.no_grad():
    continuation = gpt.generate(torch.tensor([chars.encode("to be")]), 20, temperature=0.0)
    digit_logits = vit(((pixels / 16 - digits.mean) / digits.std)[:, None])
expected = {"sentences": sentences, "pixels": pixels.int().tolist(),
            "translator": [attnviz.translate(translator, data, s).text for s in sentences],
            "gpt": chars.decode(continuation[0].tolist()),
            "vit": digit_logits.argmax(dim=-1).tolist()}
print("EXPECTED " + json.dumps(expected))"""),
    ("code", 'live.live_view(mine["translator"], title="My translator")'),
    ("code", 'live.live_view(mine["gpt"], title="My GPT")'),
    ("code", 'live.live_view(mine["vit"], title="My ViT")'),
]

RUN_JS = """async ([kind, request]) => {
  const host = document.querySelector(`.attnviz-view[data-attnviz-kind="${kind}"]`);
  try {
    return await host.attnvizRun(request);
  } catch (error) {
    return {error: error.message};
  }
}"""
# The pixels of a view's canvases (the ViT's pad and its maps), to compare across a theme.
CANVASES_JS = """(host) => Array.from(host.shadowRoot.querySelectorAll("canvas"), (canvas) =>
  Array.from(canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data)
    .join(","))"""


def _tiny_notebook(path):
    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": KERNELSPEC})
    notebook.cells = [nbformat.v4.new_code_cell(source) for _, source in TINY]
    nbformat.write(notebook, path)


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    home = tmp_path_factory.mktemp("jupyter-live")
    server = JupyterServer(home)
    try:
        # autosave off: only a save the test asks for can write the notebook
        docmanager = home / "settings" / "@jupyterlab" / "docmanager-extension"
        docmanager.mkdir(parents=True)
        (docmanager / "plugin.jupyterlab-settings").write_text('{"autosave": false}')
        (server.root / "notebooks").mkdir()
        (server.root / "book" / "_static").mkdir(parents=True)
        shutil.copytree(LIVE_DIR, server.root / "book" / "_static" / "live")
        for chapter in (*CHAPTERS.values(), SCHEDULER_CHAPTER):
            copy = server.root / "notebooks" / f"{chapter}.ipynb"
            shutil.copy(ROOT / "notebooks" / f"{chapter}.ipynb", copy)
            server.trust(copy)
        yield server
    finally:
        server.stop()


@pytest.fixture
def page(browser, jupyter):
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, color_scheme="light")
    page = context.new_page()
    log = {"errors": [], "requests": [], "external": []}
    page.on("console", lambda message: message.type == "error" and "attnviz" in message.text
            and log["errors"].append(message.text))
    page.on("pageerror", lambda error: "attnviz" in str(error) and log["errors"].append(
        str(error)))
    local = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")

    def route(route):
        if route.request.url.startswith(local):
            log["requests"].append(route.request.url)
            route.continue_()
        else:
            log["external"].append(route.request.url)
            route.abort()

    page.route("**/*", route)
    yield page, log
    context.close()
    jupyter.shut_kernels_down()
    assert log["errors"] == [], log["errors"]


def _answer(result, name):
    assert "error" not in result, result
    return result["label"] if name == "vit" else result["output"]


def _scroll_to_view(page, kind):
    """Bring the cell of the view of ``kind`` into the notebook's window (JupyterLab draws only
    the cells near the one shown) and wait until the view is set up."""
    page.evaluate("""(kind) => {
      const notebook = window.jupyterapp.shell.currentWidget.content;
      const cells = notebook.model.sharedModel.cells;
      const index = cells.findIndex((cell) => (cell.outputs || []).some((output) =>
        JSON.stringify(output.data || {}).includes(`data-attnviz-kind=\\\\"${kind}\\\\"`)));
      if (index >= 0) {
        notebook.activeCellIndex = index;
        return notebook.scrollToItem(index);
      }
      return null;
    }""", kind)
    page.wait_for_selector(f'.attnviz-view[data-attnviz-kind="{kind}"]'
                           '[data-attnviz-view="ready"]', timeout=LOAD_S * 1000,
                           state="attached")


# The cells of the open notebook and whether each has run (its execution count).
COUNTS_JS = """() => window.jupyterapp.shell.currentWidget.content.model.sharedModel.cells
  .map((cell) => cell.execution_count === undefined ? null : cell.execution_count)"""


def _open_view(page, jupyter, front_end, chapter, kind):
    """Open a committed chapter in a front end and bring its view of ``kind`` into sight: the
    view's host, and the notebook's cells (to check that the view's keys leave them)."""
    _goto(page, jupyter, front_end, f"notebooks/{chapter}.ipynb")
    _scroll_to_view(page, kind)
    cells = page.evaluate(CELLS_JS)
    notebook = Notebook(page, len(cells["ids"]))
    return page.locator(f'.attnviz-view[data-attnviz-kind="{kind}"]').first, notebook, \
        cells["active"]


@pytest.mark.parametrize("name", sorted(CHAPTERS))
@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_each_chapters_committed_live_view_answers_real_keys_and_clicks_with_the_books_model(
        page, jupyter, front_end, name):
    page, log = page
    host, notebook, cell = _open_view(page, jupyter, front_end, CHAPTERS[name], f"live-{name}")
    data = json.loads(host.locator("script.attnviz-data").text_content())
    assert data["embedded"] is False  # the reference run names the book's file
    counts = page.evaluate(COUNTS_JS)
    started = time.perf_counter()
    done = book_models.check_by_hand(host, name)
    print(f"{front_end}, chapter {CHAPTERS[name][:2]}: the book's {name} loaded and answered "
          f"in {time.perf_counter() - started:.1f} s: {done}")
    notebook.check(cell, f"the keys and clicks in the {name}")
    assert page.evaluate(COUNTS_JS) == counts, "a cell ran"
    fetched = [url for url in log["requests"] if url.endswith(f"/{name}.js")]
    assert len(fetched) == 1 and f"/files/book/_static/live/{name}.js" in fetched[0], fetched
    assert not log["external"], log["external"]


def test_without_its_key_handler_jupyterlab_eats_the_prompts_line_break(page, jupyter):
    """The control of the test above: on a page where the views' text boxes get no keydown
    handler of their own (no_key_handlers.js), Enter in the GPT's prompt is left to the
    browser, and JupyterLab cancels the line break in a cell; the same check by hand fails."""
    page, _ = page
    script = (Path(__file__).with_name("no_key_handlers.js")).read_text(encoding="utf-8")
    page.add_init_script(f"({script})();")
    host, _, _ = _open_view(page, jupyter, "lab", CHAPTERS["gpt"], "live-gpt")
    with pytest.raises(AssertionError):
        book_models.check_by_hand(host, "gpt")
    prompt = host.locator("textarea.attnviz-live-input").input_value()
    assert prompt == "ROMEO:", prompt  # typed, but without its line break
    with pytest.raises(AssertionError, match="did not run"):
        interact.generate(host, timeout_s=3)  # and Ctrl+Enter does nothing


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_the_scheduler_view_fits_a_phone_and_takes_keys_and_clicks(page, jupyter, front_end):
    page, log = page
    page.set_viewport_size({"width": 375, "height": 900})
    host, notebook, cell = _open_view(page, jupyter, front_end, SCHEDULER_CHAPTER, "scheduler")
    page.evaluate("() => { const shell = window.jupyterapp.shell;"  # JupyterLab's side panels
                  " if (shell.collapseLeft) { shell.collapseLeft(); shell.collapseRight(); } }")
    page.wait_for_function("(host) => host.getBoundingClientRect().width > 0",
                           arg=host.element_handle(), timeout=60_000)
    page.wait_for_timeout(300)  # the panels' animation: the notebook takes the window's width
    host.scroll_into_view_if_needed()
    wide = interact.overflow(host)
    assert 0 < wide["width"] <= 375 and wide["scroll"] <= 0 and not wide["wider"], wide
    counts = page.evaluate(COUNTS_JS)
    steps = interact.drive_scheduler(host)
    assert interact.overflow(host)["wider"] == []
    notebook.check(cell, "the scheduler's keys and clicks")
    assert page.evaluate(COUNTS_JS) == counts, "a cell ran"
    shots = OUT_DIR / "jupyter"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shots / f"{front_end}-scheduler-375.png")
    print(f"{front_end} at 375 px: the scheduler view {wide['width']:.0f} px wide, steps {steps}")


def _small_models_answers(page, expected):
    """What the page's three live views answer to the small notebook's requests."""
    return {"translator": [_answer(page.evaluate(RUN_JS, ["live-translator", {"text": s}]),
                                   "translator") for s in expected["sentences"]],
            "gpt": _answer(page.evaluate(RUN_JS, ["live-gpt", {
                "prompt": "to be", "max_new_tokens": 20, "temperature": 0}]), "gpt"),
            "vit": [_answer(page.evaluate(RUN_JS, ["live-vit", {"pixels": p}]), "vit")
                    for p in expected["pixels"]]}


def _run_tiny(page, jupyter, front_end, name):
    """Open a fresh copy of the small notebook, run it whole in a new kernel, and return what
    the kernel printed (PyTorch's answers on the models as exported)."""
    _tiny_notebook(jupyter.root / f"{name}.ipynb")
    _goto(page, jupyter, front_end, f"{name}.ipynb")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(RAN_JS, timeout=START_S * 3000)
    printed = page.evaluate("""() => {
      const cells = window.jupyterapp.shell.currentWidget.content.model.sharedModel.cells;
      for (const cell of cells) {
        for (const output of cell.outputs || []) {
          const text = [].concat(output.text || []).join("");
          if (text.startsWith("EXPECTED ")) {
            return text.slice("EXPECTED ".length);
          }
          if (output.output_type === "error") {
            return "ERROR " + output.ename + ": " + output.evalue;
          }
        }
      }
      return null;
    }""")
    assert printed and not printed.startswith("ERROR"), printed
    page.wait_for_function("() => document.querySelectorAll('.attnviz-view[data-attnviz-kind^="
                           "\"live-\"][data-attnviz-view=\"ready\"]').length === 3",
                           timeout=LOAD_S * 1000)
    return json.loads(printed)


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_after_a_run_each_live_view_answers_as_the_kernels_model_does(page, jupyter, front_end):
    page, log = page
    expected = _run_tiny(page, jupyter, front_end, f"mine-{front_end}")
    for kind in ("live-translator", "live-gpt", "live-vit"):
        data = json.loads(page.locator(f'.attnviz-view[data-attnviz-kind="{kind}"] '
                                       "script.attnviz-data").text_content())
        assert data["embedded"] is True, kind  # the view carries this run's model
    got = _small_models_answers(page, expected)
    print(f"{front_end}: the kernel's models answer {expected['translator']}, "
          f"{expected['gpt']!r}, {expected['vit']}; the views the same")
    assert got == {name: expected[name] for name in got}
    # nothing fetched: the models came with the outputs
    assert not [url for url in log["requests"] if "/files/" in url], log["requests"]
    assert not log["external"], log["external"]

    # the theme: the ViT's pad and maps are painted again in the other theme's colours
    vit = page.locator('.attnviz-view[data-attnviz-kind="live-vit"]')
    before = vit.evaluate(CANVASES_JS)
    assert len(before) >= 2  # the pad and at least one map
    light = page.evaluate("() => document.body.dataset.jpThemeLight") == "true"
    other = "JupyterLab Dark" if light else "JupyterLab Light"  # the settings outlive a page
    page.evaluate("(theme) => window.jupyterapp.commands.execute('apputils:change-theme', "
                  "{theme})", other)
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === "
                           f"'{str(not light).lower()}'", timeout=60_000)
    deadline = time.monotonic() + 20  # a limit for a slow machine, not a measure
    while True:  # the theme's styles load, then the view paints again
        after = vit.evaluate(CANVASES_JS)
        assert len(after) == len(before)
        unchanged = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a == b]
        if not unchanged or time.monotonic() > deadline:
            break
        page.wait_for_timeout(100)
    assert not unchanged, f"canvases {unchanged} kept the other theme's colours"
    shots = OUT_DIR / "jupyter"
    shots.mkdir(parents=True, exist_ok=True)
    vit.scroll_into_view_if_needed()
    page.screenshot(path=shots / f"{front_end}-live-{'dark' if light else 'light'}.png")


CONTROLS = "input, select, textarea, button, canvas, [tabindex]"


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_keys_in_the_live_views_leave_the_notebook_and_ctrl_s_saves_it(page, jupyter,
                                                                      front_end):
    page, _ = page
    name = f"keys-{front_end}"
    _run_tiny(page, jupyter, front_end, name)
    # a first answer of each, by hand, shows every control
    translator, gpt, vit = (page.locator(f'.attnviz-view[data-attnviz-kind="{kind}"]')
                            for kind in ("live-translator", "live-gpt", "live-vit"))
    for host in (translator, gpt, vit):
        interact.load(host)
    interact.translate(translator, "go .")
    assert interact.type_prompt(gpt, "to") == "to"
    interact.generate(gpt)
    interact.draw(vit)
    notebook = Notebook(page, len(TINY))
    typed = 0
    for cell, kind in ((2, "live-translator"), (3, "live-gpt"), (4, "live-vit")):
        host = page.locator(f'.attnviz-view[data-attnviz-kind="{kind}"]')
        controls = host.locator(CONTROLS)
        count = controls.count()
        assert count >= 3, (kind, count)
        page.evaluate("(cell) => { window.jupyterapp.shell.currentWidget.content"
                      ".activeCellIndex = cell; }", cell)
        for i in range(count):
            control = controls.nth(i)
            if not control.is_visible() or control.is_disabled():
                continue
            control.focus()
            for key in KEYS:
                page.keyboard.press(key)
                notebook.check(cell, f"{key} on {kind}'s control {i}")
                typed += 1
    assert typed >= 8 * 9
    # Ctrl+S in a view: the front end saves the notebook (autosave is off)
    saved = jupyter.root / f"{name}.ipynb"
    assert "attnviz-live" not in saved.read_text(encoding="utf-8")
    page.locator('.attnviz-view[data-attnviz-kind="live-translator"] input').first.focus()
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 60  # a limit for a busy machine, not a measure

    def written() -> str | None:
        """The saved notebook's text once the save has written it whole (the server may be
        writing it as we read), else None."""
        text = saved.read_text(encoding="utf-8")
        if "attnviz-live" not in text:
            return None
        try:
            json.loads(text)
        except ValueError:
            return None
        return text

    while (text := written()) is None:
        assert time.monotonic() < deadline, "Ctrl+S in a view did not save the notebook"
        page.wait_for_timeout(200)  # not time.sleep: the page's requests go through route()
    notebook.check(2, "Ctrl+S")
    # and the saved views carry their models: the notebook grew by their files
    size = len(text.encode("utf-8"))
    files = sum(len(json.dumps(output)) for cell in nbformat.reads(text, as_version=4).cells
                for output in cell.get("outputs", []) if "attnviz-payload" in json.dumps(output))
    assert files > 0.5 * size, (files, size)
    print(f"{front_end}: saved with Ctrl+S from a view, {size / 1e3:.0f} kB with its three models")


# --- exports: jupyter nbconvert --to html ---------------------------------------------------

@pytest.fixture(scope="module")
def exported_run(tmp_path_factory):
    """The small notebook run in a kernel (as a learner's Restart and run all) and exported
    with nbconvert, as it is and with --sanitize-html."""
    from nbclient import NotebookClient

    folder = tmp_path_factory.mktemp("export")
    path = folder / "mine.ipynb"
    _tiny_notebook(path)
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(folder)}}).execute()
    nbformat.write(notebook, path)
    (printed,) = [output["text"] for cell in notebook.cells for output in cell.outputs
                  if output.get("name") == "stdout" and output["text"].startswith("EXPECTED ")]
    for flags, name in (([], "mine"), (["--sanitize-html"], "mine-sanitized")):
        subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", *flags,
                        "--output", name, str(path)], check=True, capture_output=True,
                       timeout=120)
    return folder, json.loads(printed.removeprefix("EXPECTED "))


def _offline_page(browser, url):
    context = browser.new_context(viewport={"width": 1100, "height": 1000})
    asked, errors = [], []

    def route(route):
        local = route.request.url.startswith(("file://", "data:", "blob:"))
        if not local:
            asked.append(route.request.url)
        (route.continue_ if local else lambda: route.abort("internetdisconnected"))()

    context.route("**/*", route)
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(url)
    return context, page, asked, errors


def test_an_html_export_of_a_run_carries_its_models_and_runs_them_offline(browser,
                                                                         exported_run):
    folder, expected = exported_run
    context, page, asked, errors = _offline_page(browser, (folder / "mine.html").as_uri())
    try:
        page.wait_for_function("() => document.querySelectorAll('.attnviz-view[data-attnviz-"
                               "kind^=\"live-\"][data-attnviz-view=\"ready\"]').length === 3")
        got = _small_models_answers(page, expected)
        assert got == {name: expected[name] for name in got}
        # nothing of the views was fetched: nbconvert's own page asks for its CDN scripts only
        assert all(url.startswith("https://cdnjs.cloudflare.com/") for url in asked), asked
        assert not [e for e in errors if "attnviz" in e], errors
    finally:
        context.close()


def test_a_sanitized_export_shows_each_views_text_and_no_markup(browser, exported_run):
    """nbconvert --sanitize-html keeps div elements and their classes and writes every other
    tag out as text: the views' fallback shows, and their styles, data and scripts stay in
    the element nbconvert's template hides."""
    folder, _ = exported_run
    context, page, _, errors = _offline_page(browser,
                                             (folder / "mine-sanitized.html").as_uri())
    try:
        outputs = page.locator(".jp-OutputArea-output")
        texts = [" ".join(outputs.nth(i).inner_text().split()) for i in range(outputs.count())]
        views = [text for text in texts if "Interactive view:" in text]
        assert len(views) == 3, texts
        for text in views:
            assert "carried in this output" in text, text
            for markup in ("<", "function (", "attnvizVersion", "{\"", ":host"):
                assert markup not in text, (markup, text[:300])
        hidden = page.locator(".attnviz-code")
        assert hidden.count() == 3
        for i in range(3):
            assert not hidden.nth(i).is_visible()
            assert "&lt;script" in hidden.nth(i).inner_html()  # written out, as text, hidden
        assert page.locator('.attnviz-view[data-attnviz-view="ready"]').count() == 0
        assert not [e for e in errors if "attnviz" in e], errors
        shots = OUT_DIR / "jupyter"
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=shots / "nbconvert-sanitized.png", full_page=True)
    finally:
        context.close()
