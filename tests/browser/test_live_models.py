"""The live models in a real browser give what PyTorch gives, on the model as exported.

Each chapter that trains a live model (7: translator, 8: ViT, 9: GPT) writes its weights to
book/_static/live/ when it is re-executed for the book (attnviz.visuals.live). These tests read
those committed files back into PyTorch (float16 numbers in float32: the model as exported),
put the three live views on a page of their own next to the files, and drive them in headless
Chromium with every non-local request blocked, through host.attnvizRun:

* the translator gives the same greedy translation as attnviz.translate for 200 held-out test
  sentences, and its encoder, decoder and cross-attention weights are within 1e-3 of
  attnviz.translate's maps for 40 of them;
* the GPT's greedy continuation of 60 characters is the same as GPT.generate's for prompts of
  several lengths (one longer than the model's context, so the window slides), and its
  attention over the last window within 1e-3;
* the ViT predicts the same digit as PyTorch for every test digit, with probabilities, the
  class-token attention and the rollout within 1e-3.

Then the file's defences: a file from another run (another checksum), a corrupt file and a
missing one each give a clear message in the view; and bad input (empty text, characters
outside the vocabulary, a blank canvas, markup) gives a message, never a console error, and
what a reader types is only ever set as text.

Last, Colab's conditions: views in a sandboxed frame on another origin (sandbox="allow-scripts"
only: no forms), with no data-content_root. Views carrying tiny models exported in the test (as
a learner's run exports them), and a scheduler view, are driven there with real keys and clicks
(interact.py): Enter in the translator's box and its Translate button, a prompt typed with its
line breaks (Enter and Shift+Enter) then Ctrl+Enter and the Generate button, an example digit
clicked, keys on the pad and Classify, the scheduler's slider keys and Play; each answers as
PyTorch does on the models as exported. A view naming the book's file asks only the published
site for it and, offline, says what the reader can do. The control: a translator that acts on
its form's submission (form_view.js) answers those keys on a page of its own and nothing in the
frame, so the key test catches a view that needs a form.
"""

import json
import shutil
from pathlib import Path

import interact
import numpy as np
import pytest
import torch
from locations import ROOT
from sitecheck import serve_directory
from test_explorers import _scheduler_trace

import attnviz
from attnviz.visuals import explorers as widgets
from attnviz.visuals import live

LIVE_DIR = ROOT / "book" / "_static" / "live"
TOLERANCE = 1e-3  # attention weights and probabilities, browser against PyTorch
HELD_OUT = 200  # held-out test sentences translated both ways


def _weights(name):
    path = LIVE_DIR / f"{name}.js"
    if not path.is_file():
        pytest.fail(f"{path} is missing: re-execute the chapter that writes it "
                    "(python .ci/execute_notebooks.py)")
    return path


@pytest.fixture(scope="module")
def exported():
    """The committed weights files, described and read back."""
    return {name: (live.describe_weights(_weights(name)), *live.read_weights(_weights(name)))
            for name in ("translator", "gpt", "vit")}


def _page(directory: Path, exported, *, examples=None):
    """A page with the three live views, loading the files beside it."""
    fragments = []
    for name, (described, _, _) in exported.items():
        view = live.live_view(described, url=f"{name}.js", title=f"live {name}", embed=False,
                              examples=(examples or {}).get(name, ()))
        fragments.append(view.to_html())
    page = directory / "live.html"
    attnviz.visuals.views.save_html("\n".join(fragments), page, title="live models")
    return page


@pytest.fixture(scope="module")
def live_site(tmp_path_factory, exported):
    directory = tmp_path_factory.mktemp("live")
    for name in exported:
        shutil.copy(_weights(name), directory / f"{name}.js")
    _page(directory, exported)
    with serve_directory(directory) as url:
        yield directory, url


def _open(browser, url, *, width=1000):
    context = browser.new_context(viewport={"width": width, "height": 900})
    errors = []

    def route(route):
        local = route.request.url.startswith(("http://127.0.0.1", "file://"))
        (route.continue_ if local else lambda: route.abort("blockedbyclient"))()
        if not local:
            errors.append(f"external request {route.request.url}")

    context.route("**/*", route)
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on("console", lambda message: errors.append(f"console {message.type}: {message.text}")
            if message.type in ("error", "warning") else None)
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('[data-attnviz-view=\"ready\"]').length"
                           " >= 3")
    return context, page, errors


RUN_ALL = """async ([kind, inputs]) => {
  const host = document.querySelector(`[data-attnviz-kind="${kind}"]`);
  const results = [];
  for (const input of inputs) {
    try {
      results.push(await host.attnvizRun(input));
    } catch (error) {
      results.push({error: error.message});
    }
  }
  return results;
}"""


def run_all(page, kind, inputs):
    return page.evaluate(RUN_ALL, [kind, inputs])


@pytest.fixture(scope="module")
def page(browser, live_site):
    _, url = live_site
    context, page, errors = _open(browser, f"{url}/live.html")
    yield page, errors
    context.close()


def _close(name, browser_value, torch_value):
    got = np.asarray(browser_value, dtype=np.float64)
    want = np.asarray(torch_value, dtype=np.float64)
    assert got.shape == want.shape, f"{name}: shape {got.shape}, PyTorch {want.shape}"
    difference = float(np.abs(got - want).max())
    assert difference <= TOLERANCE, f"{name}: differs from PyTorch by {difference:.2e}"
    return difference


def test_the_live_translator_translates_as_pytorch_does(page, exported):
    page, errors = page
    _, meta, _ = exported["translator"]
    data = attnviz.load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000,
                                num_steps=None, min_freq=2, shuffle_seed=0)  # chapter 7's
    assert list(data.src_vocab.tokens) == meta["src_vocab"], "not chapter 7's vocabulary"
    model = attnviz.make_transformer(attnviz.TransformerConfig(**meta["config"]))
    live.load_exported(model, _weights("translator")).eval()
    sentences = list(dict.fromkeys(english for english, _ in data.test_pairs))[:HELD_OUT]
    assert len(sentences) == HELD_OUT
    results = run_all(page, "live-translator", [{"text": s} for s in sentences])
    worst = 0.0
    for i, (sentence, result) in enumerate(zip(sentences, results, strict=True)):
        expected = attnviz.translate(model, data, sentence)
        assert "error" not in result, (sentence, result)
        assert result["output"] == expected.text, (sentence, result["output"], expected.text)
        assert result["tokens"] == expected.output
        assert result["source"] == expected.source
        assert result["unknown"] == list(expected.unknown)
        if i < 40:
            maps = expected.maps
            worst = max(worst,
                        _close("cross", result["cross"], maps.cross.weights),
                        _close("decoder self", result["decoderSelf"], maps.decoder_self.weights),
                        _close("encoder self", result["encoderSelf"], maps.encoder_self.weights))
    print(f"translator: {HELD_OUT} greedy translations the same; attention within {worst:.1e}")
    assert not errors, errors


def test_the_live_gpt_continues_as_pytorch_does(page, exported):
    page, errors = page
    _, meta, _ = exported["gpt"]
    chars = meta["chars"]
    model = attnviz.GPT(attnviz.GPTConfig(**meta["config"]))
    live.load_exported(model, _weights("gpt")).eval()
    text = attnviz.load_tiny_shakespeare(progress=False)
    held_out = text[int(0.9 * len(text)):]
    prompts = ["ROMEO:\n", "K", "First Citizen:\nWe are accounted poor citizens",
               held_out[1000:1100], held_out[5000:5063]]  # 100 characters: the window slides
    results = run_all(page, "live-gpt", [{"prompt": p, "max_new_tokens": 60,
                                          "temperature": 0} for p in prompts])
    worst = 0.0
    for prompt, result in zip(prompts, results, strict=True):
        ids = torch.tensor([[chars.index(c) for c in prompt]])
        tokens = model.generate(ids, 60, temperature=0.0)[0].tolist()
        assert "error" not in result, (prompt, result)
        assert result["output"] == "".join(chars[i] for i in tokens), prompt
        window = torch.tensor([tokens[-model.config.context:]])
        with torch.no_grad(), attnviz.record_attention(model) as record:
            model(window)
        weights = torch.stack([record[name][-1][0] for name in record.names()])  # (L, H, T, T)
        worst = max(worst, _close("attention", result["attention"], weights))
    print(f"GPT: {len(prompts)} greedy continuations the same; attention within {worst:.1e}")
    assert not errors, errors


def _raw_digits():
    """scikit-learn's digits as 0-16 pixels, and chapter 8's test split of them."""
    from sklearn.datasets import load_digits

    digits = load_digits()
    data = attnviz.load_digits_data(test_fraction=0.2, seed=0, image_size=8, normalize=True)
    return digits, data


def test_the_live_vit_classifies_as_pytorch_does(page, exported):
    page, errors = page
    _, meta, _ = exported["vit"]
    model = attnviz.VisionTransformer(attnviz.ViTConfig(**meta["config"]))
    live.load_exported(model, _weights("vit")).eval()
    digits, data = _raw_digits()
    assert abs(meta["mean"] - data.mean) < 1e-9 and abs(meta["std"] - data.std) < 1e-9
    pixels = np.rint((data.test_images[:, 0].numpy() * data.std + data.mean) * 16)
    results = run_all(page, "live-vit", [{"pixels": p.tolist()} for p in pixels])
    with torch.no_grad():
        probabilities = model(data.test_images).softmax(dim=-1)
        maps = attnviz.vit_maps(model, data.test_images[:40])
    labels = [r["label"] for r in results]
    assert labels == probabilities.argmax(dim=-1).tolist()
    worst = _close("probabilities", [r["probabilities"] for r in results], probabilities)
    worst = max(worst,
                _close("class token", [r["classToken"] for r in results[:40]],
                       maps.class_token),
                _close("rollout", [r["rollout"] for r in results[:40]], maps.rollout))
    accuracy = float(np.mean(np.asarray(labels) == data.test_labels.numpy()))
    print(f"ViT: {len(labels)} test digits classified the same (accuracy {accuracy:.3f}); "
          f"probabilities and maps within {worst:.1e}")
    assert not errors, errors


def test_a_file_from_another_run_a_corrupt_one_or_none_is_refused_in_the_view(
        browser, tmp_path, exported):
    record_text = _weights("vit").read_text(encoding="ascii")
    (tmp_path / "translator.js").write_text("", encoding="ascii")  # no model of that name
    head, _, tail = record_text.partition('"data":"')
    middle = len(tail) // 2
    corrupt = head + '"data":"' + tail[:middle] + ("A" if tail[middle] != "A" else "B") + \
        tail[middle + 1:]
    (tmp_path / "vit.js").write_text(corrupt, encoding="ascii")
    other = dict(exported)
    described, meta, tensors = exported["gpt"]
    other["gpt"] = (live.ExportedWeights(path=described.path, name="gpt", checksum="00000000",
                                         parameters=described.parameters,
                                         file_bytes=described.file_bytes), meta, tensors)
    shutil.copy(_weights("gpt"), tmp_path / "gpt.js")
    _page(tmp_path, other)
    context, page, errors = _open(browser, (tmp_path / "live.html").as_uri())
    messages = page.evaluate("""async () => {
      const out = {};
      for (const host of document.querySelectorAll('[data-attnviz-kind^="live-"]')) {
        try {
          await host.attnvizRun({text: "hi", prompt: "A", pixels: [[16]]});
          out[host.dataset.attnvizKind] = "no error";
        } catch (error) {
          out[host.dataset.attnvizKind] = error.message;
        }
        const status = host.shadowRoot.querySelector(".attnviz-live-status");
        out[host.dataset.attnvizKind + " shown"] = status.textContent;
        out[host.dataset.attnvizKind + " state"] = host.dataset.attnvizLive;
      }
      return out;
    }""")
    context.close()
    assert "holds no model" in messages["live-translator"], messages
    assert "another run" in messages["live-gpt"] and "00000000" in messages["live-gpt"], messages
    assert "corrupt" in messages["live-vit"], messages
    for kind in ("live-translator", "live-gpt", "live-vit"):
        assert messages[f"{kind} shown"] == messages[kind]  # the view says it too
        assert messages[f"{kind} state"] == "error"
    (tmp_path / "vit.js").unlink()
    context, page, errors = _open(browser, (tmp_path / "live.html").as_uri())
    missing = page.evaluate("""async () => {
      const host = document.querySelector('[data-attnviz-kind="live-vit"]');
      try { await host.attnvizRun({pixels: [[16]]}); return "no error"; }
      catch (error) { return error.message; }
    }""")
    context.close()
    assert "could not be loaded" in missing and "vit.js" in missing, missing
    # the browser reports the missing file itself (a failed request), nothing else
    assert all("ERR_FILE_NOT_FOUND" in e or "404" in e for e in errors), errors


BAD_INPUT = [
    ("live-translator", {"text": ""}, "empty"),
    ("live-translator", {"text": "   "}, "empty"),
    ("live-gpt", {"prompt": ""}, "Type a prompt"),
    ("live-gpt", {"prompt": "héllo"}, '"é"'),
    ("live-gpt", {"prompt": "ROMEO:\n", "temperature": -1}, "temperature"),
    ("live-gpt", {"prompt": "ROMEO:\n", "max_new_tokens": 0}, "max_new_tokens"),
    ("live-vit", {"pixels": [[0] * 8] * 8}, "blank"),
    ("live-vit", {"pixels": [[1] * 7] * 8}, "8 rows of 8"),
    ("live-vit", {"pixels": [[20] * 8] * 8}, "0 to 16"),
]


def test_bad_input_gets_a_message_in_the_view_and_no_console_error(page):
    page, errors = page
    before = len(errors)
    results = page.evaluate("""async (cases) => {
      const out = [];
      for (const [kind, input] of cases) {
        const host = document.querySelector(`[data-attnviz-kind="${kind}"]`);
        let message = "no error";
        try { await host.attnvizRun(input); } catch (error) { message = error.message; }
        out.push([message, host.shadowRoot.querySelector(".attnviz-live-status").textContent]);
      }
      return out;
    }""", [[kind, request] for kind, request, _ in BAD_INPUT])
    for (kind, request, expected), (message, shown) in zip(BAD_INPUT, results, strict=True):
        assert expected.lower() in message.lower(), (kind, request, message)
        assert shown == message
    long_text = "i am happy . " * 30
    (long,) = run_all(page, "live-translator", [{"text": long_text}])
    assert long["cut"] and long["output"], long  # read up to num_steps tokens, still answered
    (gpt,) = run_all(page, "live-gpt", [{"prompt": "ROMEO:\n" * 40, "max_new_tokens": 10}])
    assert len(gpt["continuation"]) == 10  # a prompt longer than the context: its last window
    status = page.evaluate("""() => document.querySelector('[data-attnviz-kind="live-gpt"]')
        .shadowRoot.querySelector(".attnviz-live-status").textContent""")
    assert "only the end of your prompt" in status, status  # and the view says so
    translator_status = page.evaluate("""() => document.querySelector(
        '[data-attnviz-kind="live-translator"]').shadowRoot
        .querySelector(".attnviz-live-unknown").textContent""")
    assert "reads at most" in translator_status, translator_status
    assert errors[before:] == []


MARKUP = ['<img src=x onerror="window.__attnvizInjected = 1">', "</script><script>"
          "window.__attnvizInjected = 2</script>", "<b onmouseover=alert(1)>bold</b> &amp;"]


def test_what_a_reader_types_is_only_ever_text(page):
    page, errors = page
    for markup in MARKUP:
        for kind, selector, button in (("live-translator", "input.attnviz-live-input",
                                        "button.attnviz-live-go"),
                                       ("live-gpt", "textarea.attnviz-live-input",
                                        "button.attnviz-live-go")):
            host = page.locator(f'[data-attnviz-kind="{kind}"]')
            host.locator(selector).fill(markup)
            host.locator(button).click()
            page.wait_for_function(f"""document.querySelector('[data-attnviz-kind="{kind}"]')
                .dataset.attnvizLive !== "running" """)
            page.wait_for_timeout(50)
    injected = page.evaluate("""() => ({
      flag: window.__attnvizInjected === undefined ? null : window.__attnvizInjected,
      elements: Array.from(document.querySelectorAll('[data-attnviz-kind^="live-"]'))
        .map((host) => host.shadowRoot.querySelectorAll("img, b, script").length)
    })""")
    assert injected == {"flag": None, "elements": [0, 0, 0]}, injected
    translator = page.locator('[data-attnviz-kind="live-translator"]')
    unknown = translator.locator(".attnviz-live-unknown").text_content()
    assert "<b" in unknown and "onmouseover=alert(1)>bold</b>" in unknown  # shown as text
    assert not [e for e in errors if "alert" in e or "__attnviz" in e]


def test_the_weights_file_reads_back_with_its_checksum(exported, tmp_path):
    described, meta, tensors = exported["translator"]
    assert described.parameters == sum(t.size for n, t in tensors.items()
                                       if n not in meta["aliases"])
    assert described.file_bytes <= 3_500_000
    text = _weights("translator").read_text(encoding="ascii")
    record = json.loads(text[text.rindex('"] = ') + 5:].rstrip().rstrip(";"))
    assert record["checksum"] == described.checksum


# --- Colab's conditions: a sandboxed frame on another origin --------------------------------

def _tiny_models():
    """A tiny model of each kind, freshly made and exported as a learner's run exports it
    (their numbers spread wide, so that no two greedy choices are near a tie)."""
    from attnviz.data.images import ImageData

    torch.manual_seed(0)
    pairs = [("go .", "va !"), ("hi .", "salut ."), ("run !", "cours !"), ("hi .", "bonjour .")]
    text_data = attnviz.TranslationData.from_pairs(pairs, pairs[:1], num_steps=6, min_freq=1)
    translator = attnviz.make_transformer(attnviz.TransformerConfig(
        src_vocab_size=len(text_data.src_vocab), tgt_vocab_size=len(text_data.tgt_vocab),
        d_model=16, num_heads=2, ffn_dim=32, num_layers=1, max_len=16))
    tokenizer = attnviz.CharTokenizer("to be, or not to be:\nthat is the question.\n")
    gpt = attnviz.GPT(attnviz.GPTConfig(vocab_size=len(tokenizer), context=8, d_model=16,
                                        num_heads=2, num_layers=1, ffn_dim=32))
    vit = attnviz.VisionTransformer(attnviz.ViTConfig(image_size=8, patch_size=4, d_model=16,
                                                      num_heads=2, num_layers=1, mlp_dim=32))
    images = torch.zeros(2, 1, 8, 8)
    digits = ImageData(images, torch.tensor([3, 7]), images, torch.tensor([3, 7]),
                       classes=tuple("0123456789"), mean=0.25, std=0.5)
    with torch.no_grad():
        for model in (translator, gpt, vit):
            for parameter in model.parameters():
                parameter.normal_(0.0, 0.5)
    return {"translator": (translator, text_data), "gpt": (gpt, tokenizer),
            "vit": (vit, digits)}


SENTENCE = "go ."  # typed into the translator
PROMPT = "to be:\nthat"  # typed into the GPT, with its line break
CHARACTERS = 20  # the GPT's length, set with its slider's keys
DIGIT = [[0, 3, 12, 16, 16, 9, 1, 0]] * 4 + [[0, 0, 0, 5, 16, 4, 0, 0]] * 4  # the ViT's example


def _expected(name, model, extra):
    """What PyTorch gives on the model as exported, for what the frame test types and draws."""
    with torch.no_grad():
        if name == "translator":
            return attnviz.translate(model, extra, SENTENCE).text
        if name == "gpt":
            ids = torch.tensor([extra.encode(PROMPT)])
            return extra.decode(model.generate(ids, CHARACTERS, temperature=0.0)[0].tolist())
        pad = interact.Pad()
        pad.load(DIGIT)
        for key in interact.PAD_KEYS:
            pad.press(key)
        pixels = torch.tensor(pad.pixels(), dtype=torch.float32)[None, None]
        probabilities = model((pixels / 16 - extra.mean) / extra.std).softmax(dim=-1)[0]
        return pad.pixels(), probabilities.tolist()


def _frame_page(tmp_path, port, frame):
    """A page holding ``frame`` (served at ``port``) as Colab holds an output."""
    (tmp_path / "notebook.html").write_text(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>notebook'
        '</title></head><body><iframe title="outputs" sandbox="allow-scripts" '
        f'style="width: 900px; height: 1200px" src="http://localhost:{port}/{frame}">'
        "</iframe></body></html>", encoding="utf-8")


def test_a_view_in_a_sandboxed_frame_on_another_origin_runs_the_model_it_carries(
        browser, tmp_path, monkeypatch):
    """Colab shows each output in a sandboxed frame on an origin of its own, with no
    data-content_root and no forms: a view that carries its model (a learner's run) runs it
    there, with its keys and buttons, and answers as PyTorch does on the model as exported; the
    scheduler view moves with its keys and buttons; a view that names the book's file asks the
    published site for it, and, offline, says what the reader can do."""
    monkeypatch.delenv("ATTNVIZ_LIVE_DIR", raising=False)
    monkeypatch.setenv("ATTNVIZ_SITE_URL", "https://attnviz.github.io/attention-book/")
    exports = {"translator": live.export_translator, "gpt": live.export_gpt,
               "vit": live.export_vit}
    fragments, expected = [], {}
    for name, (model, extra) in _tiny_models().items():
        weights = exports[name](model, extra, tmp_path / f"mine-{name}.js")
        live.load_exported(model, weights.path).eval()
        expected[name] = _expected(name, model, extra)
        fragments.append(live.live_view(weights, title=f"my {name}",
                                        examples=[DIGIT] if name == "vit" else ()).to_html())
    named = live.live_view(live.describe_weights(_weights("gpt")), title="the book's GPT",
                           embed=False)
    fragments.append(named.to_html().replace('data-attnviz-kind="live-gpt"',
                                             'data-attnviz-kind="live-gpt" id="named"', 1))
    requests, trace = _scheduler_trace()
    fragments.append(widgets.scheduler_explorer(trace, requests=requests).to_html())
    for path in tmp_path.glob("mine-*.js"):
        path.unlink()  # the views carry them: nothing to fetch
    attnviz.visuals.views.save_html("\n".join(fragments), tmp_path / "frame.html",
                                    title="outputs")
    with serve_directory(tmp_path) as url:
        _frame_page(tmp_path, url.rstrip("/").rsplit(":", 1)[1], "frame.html")
        context = browser.new_context(viewport={"width": 1000, "height": 1300})
        asked, errors = [], []

        def route(route):
            local = route.request.url.startswith(("http://127.0.0.1", "http://localhost"))
            if not local:
                asked.append(route.request.url)
            (route.continue_ if local else lambda: route.abort("internetdisconnected"))()

        context.route("**/*", route)
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
        page.on("console", lambda message: errors.append(f"console: {message.text}")
                if message.type == "error" else None)
        page.goto(f"{url}notebook.html")
        frame = next(f for f in page.frames if f.url.endswith("/frame.html"))
        frame.wait_for_function("document.querySelectorAll('[data-attnviz-view=\"ready\"]')"
                                ".length === 5")
        conditions = frame.evaluate("""() => [window.origin,
            document.documentElement.getAttribute("data-content_root")]""")
        assert conditions == ["null", None]  # an opaque origin, no website around it

        def host(kind):
            return frame.locator(f'[data-attnviz-kind="{kind}"]:not(#named)')

        translator, gpt, vit = host("live-translator"), host("live-gpt"), host("live-vit")
        for view in (translator, gpt, vit):
            interact.load(view)  # the Load button
        shown = interact.french(expected["translator"])
        assert interact.translate(translator, SENTENCE) == shown  # Enter in the box
        assert interact.translate(translator, SENTENCE, click=True) == shown  # Translate
        interact.greedy(gpt, CHARACTERS)
        for newline in ("Enter", "Shift+Enter"):  # a line break typed as a reader types it
            assert interact.type_prompt(gpt, PROMPT, newline=newline) == PROMPT, newline
            assert interact.generate(gpt, click=newline != "Enter") == expected["gpt"], newline
        pixels, probabilities = expected["vit"]
        assert interact.draw(vit, example=0) == pixels
        digit, percents = interact.shown_digit(vit)
        assert digit == int(np.argmax(probabilities))
        assert np.allclose(percents, 100 * np.asarray(probabilities), atol=0.051 + 100 * TOLERANCE)
        steps = interact.drive_scheduler(frame.locator('[data-attnviz-kind="scheduler"]'))
        message = frame.evaluate("""async () => {
          try { await document.getElementById("named").attnvizRun({prompt: "A"});
                return "no error"; }
          catch (error) { return error.message; } }""")
        context.close()
    print(f"in the frame: {shown!r}, {expected['gpt']!r}, digit {digit}; scheduler steps {steps}")
    assert asked == ["https://attnviz.github.io/attention-book/_static/live/gpt.js"]
    assert message.startswith("The book's trained model could not be loaded here (looked for "
                              "https://attnviz.github.io/attention-book/_static/live/gpt.js "
                              "(not found)). Run the chapter's cells to train your own model"), \
        message
    assert "missing" not in message
    # the named view's file is refused by the closed network; nothing else goes wrong
    assert all("ERR_INTERNET_DISCONNECTED" in e for e in errors), errors


def test_the_frame_refuses_a_form_so_the_key_test_catches_a_view_that_needs_one(browser,
                                                                             tmp_path):
    """The control of the frame test: a translator that acts on its form's submission
    (form_view.js), driven as interact.py drives the book's, translates on a page of its own
    and does nothing in a frame sandboxed as Colab's outputs are, whose console says why."""
    form_view = (Path(__file__).with_name("form_view.js")).read_text(encoding="utf-8")
    page_html = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>form'
                 '</title></head><body><div id="form-view"></div></body></html>')
    (tmp_path / "form.html").write_text(page_html, encoding="utf-8")
    with serve_directory(tmp_path) as url:
        _frame_page(tmp_path, url.rstrip("/").rsplit(":", 1)[1], "form.html")
        context = browser.new_context(viewport={"width": 1000, "height": 1300})
        console = []
        try:
            page = context.new_page()
            page.on("console", lambda message: console.append(message.text))
            page.goto(f"{url}form.html")  # on a page of its own, the form works
            view = page.locator("#form-view")
            view.evaluate(form_view)
            assert interact.translate(view, SENTENCE) == f"French: {SENTENCE}"
            assert interact.translate(view, "hi .", click=True) == "French: hi ."
            page.goto(f"{url}notebook.html")  # in the sandboxed frame, it does not
            frame = next(f for f in page.frames if f.url.endswith("/form.html"))
            view = frame.locator("#form-view")
            view.evaluate(form_view)
            for click in (False, True):
                with pytest.raises(AssertionError, match="did not run"):
                    interact.translate(view, SENTENCE, click=click, timeout_s=2)
            assert view.locator(".attnviz-live-output").text_content() == ""
        finally:
            context.close()
    assert any("Blocked form submission" in text and "allow-forms" in text
               for text in console), console
