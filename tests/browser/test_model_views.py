"""The views of trained models in a real browser: what they show is what Python computed.

head_explorer (an AttentionView), alignment_explorer and patch_attention_explorer are saved as
standalone pages (View.save) and opened offline in headless Chromium; their controls are moved
and what the page shows is compared with the numbers Python computes for the same state. The
generic checks of sitecheck (every control changes the picture, views leave each other alone,
the theme is followed) run on the same pages.
"""

import math

import pytest
import torch
from sitecheck import HEADINGS, check_page, serve_directory

attnviz = pytest.importorskip("attnviz")
widgets = pytest.importorskip("attnviz.visuals.explorers")


def _translator(tmp_path):
    lines = ["Go.\tVa !", "Hi.\tSalut !", "Run!\tCours !", "Go.\tBouge !", "Hi.\tSalut."] * 3
    path = tmp_path / "fra.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=12, num_val=3, num_steps=6, min_freq=1, path=path)
    torch.manual_seed(0)
    model = attnviz.make_transformer(attnviz.TransformerConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), d_model=8,
        num_heads=2, ffn_dim=16, max_len=16)).eval()
    return model, data


def _vit():
    torch.manual_seed(0)
    config = attnviz.ViTConfig(image_size=8, patch_size=2, in_channels=1, num_classes=10,
                               d_model=16, num_heads=2, num_layers=2, mlp_dim=32)
    return attnviz.VisionTransformer(config).eval()


@pytest.fixture
def page(browser, tmp_path):
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == []


def _open(page, view, tmp_path, name):
    path = view.save(tmp_path / f"{name}.html")
    page.goto(path.as_uri())
    host = page.locator(".attnviz-view")
    host.and_(page.locator('[data-attnviz-view="ready"]')).wait_for(timeout=60_000)
    return host


def _key_weights(host) -> list[float]:
    keys = host.locator(".attnviz-key[data-weight]")
    return [float(keys.nth(i).get_attribute("data-weight")) for i in range(keys.count())]


def test_alignment_view_shows_each_sentence_kind_layer_and_head_as_python(page, tmp_path):
    model, data = _translator(tmp_path)
    sentences = ["go .", "Go, zebras!"]
    host = _open(page, widgets.alignment_explorer(model, data, sentences), tmp_path, "align")
    results = [attnviz.translate(model, data, s) for s in sentences]
    for s, result in enumerate(results):
        host.locator("select.attnviz-sentence").select_option(str(s))
        line = host.locator(".attnviz-translation").text_content()
        assert line.startswith(f"{' '.join(result.source)} → {' '.join(result.output)}")
        for k, maps in enumerate(result.maps.present()):
            host.locator("select.attnviz-kind").select_option(str(k))
            assert host.get_attribute("data-kind") == maps.label
            layer, head, query = maps.num_layers - 1, 1, maps.weights.shape[2] - 1
            host.locator("select.attnviz-layer").select_option(str(layer))
            host.locator("select.attnviz-head").select_option(str(head))
            host.locator(".attnviz-query").nth(query).click()
            expected = maps.weights[layer, head, query].tolist()
            assert _key_weights(host) == pytest.approx(expected, abs=5.1e-5)
            tokens = [host.locator(".attnviz-key").nth(j).get_attribute("title")
                      for j in range(len(expected))]
            assert tokens == list(maps.key_tokens)
    assert "(not in the vocabulary, read as <unk>: ,, zebras)" in line


def test_head_explorer_shows_the_mean_and_each_head_as_python(page, tmp_path):
    weights = torch.softmax(torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)
    view = widgets.head_explorer(weights, xticklabels=list("abcde"), yticklabels=list("wxyz"))
    host = _open(page, view, tmp_path, "heads")
    host.locator(".attnviz-query").nth(2).hover()
    mean = weights[0, :, 2].double().mean(dim=0)
    assert _key_weights(host) == pytest.approx(mean.tolist(), abs=1e-4)
    host.locator("select.attnviz-layer").select_option("1")
    host.locator("select.attnviz-head").select_option("2")
    host.locator(".attnviz-query").nth(3).focus()  # the keyboard shows a query too
    assert _key_weights(host) == pytest.approx(weights[1, 2, 3].tolist(), abs=5.1e-5)
    page.keyboard.press("ArrowUp")
    assert host.get_attribute("data-query") == "2"
    assert _key_weights(host) == pytest.approx(weights[1, 2, 2].tolist(), abs=5.1e-5)


def test_patch_view_names_the_most_attended_patch_as_python(page, tmp_path):
    model = _vit()
    images = torch.randn(3, 1, 8, 8, generator=torch.Generator().manual_seed(1))
    view = widgets.patch_attention_explorer(model, images, captions=["a", "b", "c"])
    host = _open(page, view, tmp_path, "patches")
    maps = attnviz.vit_maps(model, images)
    states = [("2", "1", "rollout", maps.rollout[2]),
              ("1", "0", "1", maps.class_token[1, 0, 1]),
              ("0", "1", "mean", maps.class_token[0, 1].mean(dim=0))]
    for image, layer, choice, scores in states:
        host.locator("select.attnviz-image").select_option(image)
        if choice != "rollout":
            host.locator("select.attnviz-map").select_option("mean")
            host.locator("select.attnviz-layer").select_option(layer)
        host.locator("select.attnviz-map").select_option(choice)
        top = int(scores.argmax())
        assert host.get_attribute("data-top") == str(top)
        assert float(host.get_attribute("data-weight")) == pytest.approx(float(scores[top]),
                                                                         abs=1e-4)
        where = widgets._where(top, scores.numel())
        readout = host.locator(".attnviz-readout").text_content()
        assert f"number {top} ({where})" in readout
        label = host.locator("canvas.attnviz-picture").get_attribute("aria-label")
        assert f"the most attended patch lies in the {where} of the image" in label
    assert host.locator("select.attnviz-layer").is_disabled() is False
    host.locator("select.attnviz-map").select_option("rollout")
    assert host.locator("select.attnviz-layer").is_disabled()  # the rollout has no layer
    canvas = host.locator("canvas.attnviz-picture")
    canvas.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")  # patch 0, then one row down: patch 4
    side = math.isqrt(maps.rollout.shape[-1])
    marked = f"Marked patch {side} ({widgets._where(side, side * side)}): "
    assert marked + f"{float(maps.rollout[0, side]):.4f}" in host.locator(
        ".attnviz-readout").text_content()


def test_model_views_pass_the_site_checks(browser, tmp_path):
    model, data = _translator(tmp_path)
    weights = torch.softmax(torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)
    fragments = [widgets.alignment_explorer(model, data, ["go .", "hi ."]).to_html(),
                 widgets.head_explorer(weights).to_html(),
                 widgets.patch_attention_explorer(_vit(), torch.randn(2, 1, 8, 8)).to_html()]
    (tmp_path / "views.html").write_text(attnviz.visuals.views.standalone_html(
        "".join(fragments), title="views"), encoding="utf-8")
    with serve_directory(tmp_path) as url:
        report = check_page(browser, url, "views.html", timeout_ms=5_000)
    axe = HEADINGS["axe_violations"] + ": "
    assert [problem for problem in report.problems if not problem.startswith(axe)] == []
    assert report.views == 3


def test_long_inputs_stay_usable(page, tmp_path):
    # 128 tokens: the view is ready at once, its token columns scroll inside the view, and
    # the last query can be reached and shown; 64 patches: every patch can be marked.
    tokens = [f"t{i}" for i in range(128)]
    weights = torch.softmax(torch.randn(2, 4, 128, 128, generator=torch.Generator().manual_seed(2)),
                            dim=-1)
    host = _open(page, attnviz.AttentionView(weights, query_tokens=tokens), tmp_path, "long")
    scroller = host.locator(".attnviz-main")
    assert scroller.evaluate("(main) => main.scrollHeight > main.clientHeight")
    assert scroller.evaluate("(main) => main.clientHeight < 700")  # not 128 rows tall
    host.locator(".attnviz-query").last.click()
    assert host.get_attribute("data-query") == "127"
    mean = weights[0, :, 127].double().mean(dim=0)
    assert _key_weights(host) == pytest.approx(mean.tolist(), abs=1e-4)
    torch.manual_seed(0)
    config = attnviz.ViTConfig(image_size=16, patch_size=2, in_channels=1, num_classes=10,
                               d_model=16, num_heads=2, num_layers=1, mlp_dim=32)
    model = attnviz.VisionTransformer(config).eval()
    view = widgets.patch_attention_explorer(model, torch.randn(1, 1, 16, 16))
    host = _open(page, view, tmp_path, "patches64")
    host.locator("canvas.attnviz-picture").focus()
    for key in ["ArrowRight"] + ["ArrowDown"] * 9 + ["ArrowRight"] * 9:  # 0, then to the corner
        page.keyboard.press(key)
    assert "Marked patch 63 (bottom right)" in host.locator(".attnviz-readout").text_content()
