"""Explorers built headless and driven through their controls (ipywidgets 7.7 and 8)."""

import os

import pytest
import torch

ipywidgets = pytest.importorskip("ipywidgets")
widgets = pytest.importorskip("attnviz.widgets")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_runs_under_the_expected_ipywidgets_major_version():
    expected = os.environ.get("ATTNVIZ_EXPECT_IPYWIDGETS")  # set by .ci/run's 7.7 step
    if expected is None:
        pytest.skip("no ipywidgets version requested")
    assert ipywidgets.__version__.split(".")[0] == expected, ipywidgets.__version__


def _nw_data():
    x = torch.sort(torch.rand(40, generator=torch.Generator().manual_seed(0)) * 5).values
    return x, 2 * torch.sin(x) + x, torch.arange(0, 5, 0.1)


def test_nadaraya_watson_explorer_redraws_when_controls_change():
    x_train, y_train, x_query = _nw_data()
    box = widgets.nadaraya_watson_explorer(x_train, y_train, x_query,
                                           y_true=2 * torch.sin(x_query) + x_query)
    assert isinstance(box, ipywidgets.VBox)
    controls, image = box.children
    kernel, width = controls.children
    assert isinstance(kernel, ipywidgets.Dropdown) and isinstance(image, ipywidgets.Image)
    assert set(kernel.options) == {"boxcar", "constant", "epanechnikov", "gaussian"}
    assert kernel.value == "gaussian" and width.value == pytest.approx(0.5)
    first = bytes(image.value)
    assert first.startswith(PNG_SIGNATURE)
    kernel.value = "boxcar"
    second = bytes(image.value)
    assert second.startswith(PNG_SIGNATURE) and second != first
    width.value = 2.0
    assert bytes(image.value) != second


def test_nadaraya_watson_explorer_rejects_bad_settings():
    x_train, y_train, x_query = _nw_data()
    with pytest.raises(ValueError, match="kernel must be one of"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, kernel="cosine")
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got 9"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=9)
    with pytest.raises(ValueError, match="y_train must have one target per training input"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:3], x_query)


def test_scoring_explorer_redraws_for_every_control():
    box = widgets.scoring_explorer(num_queries=3, num_keys=6)
    controls, image = box.children
    scoring, log_width, valid = controls.children
    assert list(scoring.options) == list(widgets.SCORING_FUNCTIONS)
    seen = {bytes(image.value)}
    for name in widgets.SCORING_FUNCTIONS[1:]:
        scoring.value = name
        seen.add(bytes(image.value))
    log_width.value = 8
    seen.add(bytes(image.value))
    valid.value = 0  # every key masked: still draws (zero weights, no NaN)
    seen.add(bytes(image.value))
    assert len(seen) == 6
    assert all(png.startswith(PNG_SIGNATURE) for png in seen)


def test_scoring_explorer_leaves_the_global_random_state_alone():
    state = torch.get_rng_state()
    widgets.scoring_explorer()
    assert torch.equal(state, torch.get_rng_state())
    with pytest.raises(ValueError, match="num_keys must be an int between 1 and 64"):
        widgets.scoring_explorer(num_keys=0)


def test_positional_encoding_explorer_redraws_for_position_and_column():
    box = widgets.positional_encoding_explorer(d_model=16, max_len=30)
    controls, image = box.children
    position, column = controls.children
    assert (position.max, column.max) == (29, 15)
    seen = {bytes(image.value)}
    position.value = 3
    seen.add(bytes(image.value))
    column.value = 7
    seen.add(bytes(image.value))
    assert len(seen) == 3 and all(png.startswith(PNG_SIGNATURE) for png in seen)
    with pytest.raises(ValueError, match="d_model must be an int between 2 and 1024"):
        widgets.positional_encoding_explorer(d_model=1)


def test_head_explorer_shows_layers_and_heads():
    weights = torch.softmax(torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)  # (L, H, Tq, Tk)
    box = widgets.head_explorer(weights, xticklabels=list("abcde"), yticklabels=list("wxyz"),
                                layer_names=["encoder", "decoder"])
    controls, image = box.children
    layer, head = controls.children
    assert [label for label, _ in layer.options] == ["encoder", "decoder"]
    assert [value for _, value in head.options] == [-1, 0, 1, 2]
    seen = {bytes(image.value)}
    head.value = 1
    seen.add(bytes(image.value))
    layer.value = 1
    seen.add(bytes(image.value))
    assert len(seen) == 3
    one_layer = widgets.head_explorer(weights[0])  # (H, Tq, Tk)
    assert len(one_layer.children[0].children[0].options) == 1
    with pytest.raises(ValueError, match=r"weights must be shaped \(H, Tq, Tk\) or"):
        widgets.head_explorer(weights[0, 0])
    with pytest.raises(ValueError, match="xticklabels must have 5 entries, got 2"):
        widgets.head_explorer(weights, xticklabels=["a", "b"])


def _tiny_translation_setup(tmp_path):
    import attnviz
    from attnviz.transformer import TransformerConfig, make_transformer

    lines = ["Go.\tVa !", "Hi.\tSalut !", "Run!\tCours !", "Go.\tBouge !", "Hi.\tSalut."] * 3
    path = tmp_path / "fra.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=12, num_val=3, num_steps=6, min_freq=1, path=path)
    torch.manual_seed(0)
    model = make_transformer(TransformerConfig(src_vocab_size=len(data.src_vocab),
                                               tgt_vocab_size=len(data.tgt_vocab), d_model=8,
                                               num_heads=2, ffn_dim=16, max_len=16)).eval()
    return model, data


def test_alignment_explorer_switches_sentences_layers_and_heads(tmp_path):
    model, data = _tiny_translation_setup(tmp_path)
    box = widgets.alignment_explorer(model, data, ["go .", "hi ."])
    controls, label, image = box.children
    sentence, layer, head = controls.children
    assert "encoder.blocks.0.attention" in layer.options
    assert "decoder.blocks.1.cross_attention" in layer.options
    assert [value for _, value in head.options] == [-1, 0, 1]
    assert label.value.startswith("go . <eos>  →")
    seen = {bytes(image.value)}
    head.value = 1
    seen.add(bytes(image.value))
    layer.value = "encoder.blocks.0.attention"
    seen.add(bytes(image.value))
    sentence.value = 1
    assert label.value.startswith("hi . <eos>  →")
    seen.add(bytes(image.value))
    assert len(seen) == 4 and all(png.startswith(PNG_SIGNATURE) for png in seen)
    with pytest.raises(ValueError, match="sentences must be a non-empty list"):
        widgets.alignment_explorer(model, data, "go .")


def _tiny_vit():
    from attnviz.vit import VisionTransformer, ViTConfig

    torch.manual_seed(0)
    config = ViTConfig(image_size=8, patch_size=2, in_channels=1, num_classes=10, d_model=16,
                       num_heads=2, num_layers=2, mlp_dim=32)
    return VisionTransformer(config).eval()


def test_patch_attention_explorer_switches_images_layers_and_heads():
    model = _tiny_vit()
    images = torch.randn(3, 1, 8, 8, generator=torch.Generator().manual_seed(1))
    box = widgets.patch_attention_explorer(model, images, captions=["a", "b", "c"])
    controls, picture = box.children
    image_control, layer_control, head_control = controls.children
    assert [label for label, _ in image_control.options] == ["a", "b", "c"]
    assert layer_control.value == 1 and head_control.value == "mean"
    assert [value for _, value in head_control.options] == ["mean", "rollout", 0, 1]
    seen = {bytes(picture.value)}
    for control, value in ((image_control, 2), (layer_control, 0), (head_control, 1),
                           (head_control, "rollout")):
        control.value = value
        png = bytes(picture.value)
        assert png.startswith(PNG_SIGNATURE) and png not in seen
        seen.add(png)


def test_patch_attention_explorer_rejects_bad_input():
    model = _tiny_vit()
    images = torch.randn(2, 1, 8, 8)
    with pytest.raises(TypeError, match="model must be an attnviz.VisionTransformer"):
        widgets.patch_attention_explorer(torch.nn.Linear(2, 2), images)
    with pytest.raises(ValueError, match=r"images must be a tensor shaped \(B, C, S, S\)"):
        widgets.patch_attention_explorer(model, images[0])
    with pytest.raises(ValueError, match=r"pictures must be shaped \(B, S, S\)"):
        widgets.patch_attention_explorer(model, images, pictures=torch.zeros(2, 4, 4))
    with pytest.raises(ValueError, match="captions must have 2 entries, got 1"):
        widgets.patch_attention_explorer(model, images, captions=["x"])
