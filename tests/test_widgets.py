"""Explorers built headless and driven through their controls (ipywidgets 7.7 and 8).

Every explorer shows its drawing as an ``ipywidgets.HTML`` holding one ``<img>``: a PNG drawn at
twice the displayed width, with an alt text that describes what it shows and changes with it.
"""

import base64
import os
import struct
from html.parser import HTMLParser
from typing import NamedTuple

import pytest
import torch

ipywidgets = pytest.importorskip("ipywidgets")
widgets = pytest.importorskip("attnviz.widgets")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Picture(NamedTuple):
    png: bytes
    alt: str
    width: int  # the displayed width, in CSS pixels


class _Images(HTMLParser):
    def __init__(self):
        super().__init__()
        self.images = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.images.append(dict(attrs))


def picture(widget) -> Picture:
    """The one picture an explorer's ``HTML`` widget shows, checked: a PNG as a data URL at 2x
    its displayed width, and alt text that is a sentence, not a file name."""
    assert isinstance(widget, ipywidgets.HTML), type(widget)
    parser = _Images()
    parser.feed(widget.value)
    assert len(parser.images) == 1, widget.value[:200]
    image = parser.images[0]
    prefix = "data:image/png;base64,"
    assert image["src"].startswith(prefix)
    png = base64.b64decode(image["src"][len(prefix):])
    assert png.startswith(PNG_SIGNATURE)
    pixel_width = struct.unpack(">I", png[16:20])[0]
    assert int(image["width"]) == pixel_width // 2 > 0
    alt = image["alt"]
    assert len(alt.split()) >= 8 and alt.endswith("."), alt
    return Picture(png, alt, int(image["width"]))


def test_picture_is_drawn_at_twice_its_displayed_size():
    from matplotlib.figure import Figure

    fig = Figure(figsize=(3, 2), dpi=100)
    fig.subplots().plot([0, 1], [1, 0])
    alt = 'A line "falling" from the top left to the bottom right, & <b> not bold.'
    shown = picture(ipywidgets.HTML(widgets._picture(fig, alt=alt)))
    assert shown.alt == alt  # escaped in the HTML, read back intact
    assert 150 <= shown.width <= 300  # bbox_inches="tight" trims a little of 300 px


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
    assert isinstance(kernel, ipywidgets.Dropdown) and isinstance(image, ipywidgets.HTML)
    assert set(kernel.options) == {"boxcar", "constant", "epanechnikov", "gaussian"}
    assert kernel.value == "gaussian" and width.value == pytest.approx(0.5)
    first = picture(image)
    assert "gaussian kernel of width σ = 0.50" in first.alt and "true function" in first.alt
    assert "40 training points" in first.alt
    kernel.value = "boxcar"
    second = picture(image)
    assert second.png != first.png and "boxcar kernel of width σ = 0.50" in second.alt
    width.value = 2.0
    third = picture(image)
    assert third.png != second.png and "σ = 2.00" in third.alt
    kernel.value = "constant"  # every query spreads its weight evenly over all 40 inputs
    assert "about 40.0 training inputs on average" in picture(image).alt


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
    shown = [picture(image)]
    assert "3 queries (rows) over 6 keys (columns)" in shown[0].alt
    assert "scaled dot product scoring and D = 16" in shown[0].alt
    for name in widgets.SCORING_FUNCTIONS[1:]:
        scoring.value = name
        shown.append(picture(image))
        assert f"with {name} scoring" in shown[-1].alt
    log_width.value = 8
    shown.append(picture(image))
    assert "D = 256" in shown[-1].alt
    valid.value = 2
    shown.append(picture(image))
    assert "the last 4 keys are masked" in shown[-1].alt
    valid.value = 0  # every key masked: still draws (zero weights, no NaN)
    shown.append(picture(image))
    assert "every key is masked, so every weight is zero" in shown[-1].alt
    assert len({s.png for s in shown}) == len({s.alt for s in shown}) == 7


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
    first = picture(image)
    assert "position 10 and column 6 marked" in first.alt and "a sin wave" in first.alt
    position.value = 3
    second = picture(image)
    assert "position 3 and column 6 marked" in second.alt
    column.value = 1  # the first cosine: period 2π positions
    third = picture(image)
    assert "column 1, a cos wave" in third.alt and "period of 6.28 positions" in third.alt
    value = widgets.sinusoidal_encoding(30, 16)[3, 1].item()
    assert f"worth {value:.2f} at position 3" in third.alt
    assert len({first.png, second.png, third.png}) == 3
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
    first = picture(image)
    assert "encoder, its 3 heads side by side, each 4 queries (rows) by 5 keys" in first.alt
    head.value = 1
    second = picture(image)
    strongest = ", ".join(f"{q} → {'abcde'[k]}"
                          for q, k in zip("wxyz", weights[0, 1].argmax(-1).tolist(), strict=True))
    assert "encoder, head 1, 4 queries" in second.alt
    assert f"Each query's strongest key: {strongest}." in second.alt
    layer.value = 1
    third = picture(image)
    assert "decoder, head 1" in third.alt
    assert len({first.png, second.png, third.png}) == 3
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
    controls, own, label, image = box.children
    sentence, layer, head = controls.children
    assert [title for title, _ in layer.options] == [
        "encoder self-attention, layer 0", "encoder self-attention, layer 1",
        "decoder self-attention, layer 0", "decoder self-attention, layer 1",
        "cross-attention, layer 0", "cross-attention, layer 1"]
    assert layer.value == 5  # the last cross-attention at first
    assert [value for _, value in head.options] == [-1, 0, 1]
    assert label.value.startswith("go . <eos>  →")
    first = picture(image)
    assert "its 2 heads side by side, while translating “go . <eos>” into" in first.alt
    head.value = 1
    second = picture(image)
    assert "cross-attention, layer 1, head 1, while translating" in second.alt
    assert "output (queries) tokens as rows, source (keys) tokens as columns." in second.alt
    assert "Each query token's strongest key token: " in second.alt
    layer.value = 0
    third = picture(image)
    assert "encoder self-attention, layer 0, its 2 heads" in third.alt
    assert "source (queries) tokens as rows, source (keys) tokens as columns" in third.alt
    layer.value = 2
    head.value = 0
    masked = picture(image)
    assert "decoder self-attention, layer 0, head 0," in masked.alt
    assert "output (queries) tokens as rows, decoder inputs (keys) tokens" in masked.alt
    layer.value = 0
    sentence.value = 1
    assert label.value.startswith("hi . <eos>  →")
    fourth = picture(image)
    assert "while translating “hi . <eos>”" in fourth.alt
    assert len({p.png for p in (first, second, third, fourth, masked)}) == 5
    # the reader's own sentence: translated, added, shown, its unknown words named
    own.value = "Go, zebras!"
    assert sentence.value == 2 and sentence.options[-1] == ("Go, zebras!", 2)
    assert label.value.startswith("go <unk> <unk> ! <eos>  →")
    assert label.value.endswith("(not in the vocabulary, read as <unk>: ,, zebras)")
    assert "while translating “go <unk> <unk> ! <eos>”" in picture(image).alt
    own.value = "  "  # blank: nothing added
    assert len(sentence.options) == 3
    sentence.value = 0
    assert "not in the vocabulary" not in label.value
    with pytest.raises(ValueError, match="sentences must be a non-empty list"):
        widgets.alignment_explorer(model, data, "go .")


def test_alignment_explorer_shows_the_one_map_of_a_bahdanau_translator(tmp_path):
    import attnviz

    _, data = _tiny_translation_setup(tmp_path)
    torch.manual_seed(0)
    model = attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), embed_dim=8,
        hidden_dim=8)).eval()
    box = widgets.alignment_explorer(model, data, ["go ."])
    controls, _, _, image = box.children
    _, layer, head = controls.children
    assert layer.options == (("cross-attention", 0),)
    assert head.options == (("single head", -1),)
    alt = picture(image).alt
    assert alt.startswith("Heatmap of the attention weights of cross-attention, while ")
    assert "output (queries) tokens as rows, source (keys) tokens as columns." in alt


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
    controls, shown = box.children
    image_control, layer_control, head_control = controls.children
    assert [label for label, _ in image_control.options] == ["a", "b", "c"]
    assert layer_control.value == 1 and head_control.value == "mean"
    assert [value for _, value in head_control.options] == ["mean", "rollout", 0, 1]
    first = picture(shown)
    assert first.alt.startswith("a, with a heat map over its 16 patches")
    assert "the mean over the heads of" in first.alt
    seen, alts = {first.png}, {first.alt}
    for control, value, text in ((image_control, 2, "c, with"), (layer_control, 0, "heads of"),
                                 (head_control, 1, "in head 1 of"),
                                 (head_control, "rollout", "the attention rollout across")):
        control.value = value
        now = picture(shown)
        assert now.png not in seen and now.alt not in alts and text in now.alt, now.alt
        seen.add(now.png)
        alts.add(now.alt)


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


def test_patch_positions_are_named_by_thirds_of_the_image():
    three = ["top left", "top centre", "top right", "middle left", "centre", "middle right",
             "bottom left", "bottom centre", "bottom right"]
    assert [widgets._where(patch, 9) for patch in range(9)] == three
    # 4 x 4 patches: by their centres, rows and columns 0 | 1, 2 | 3 fall in the three thirds
    assert [widgets._where(patch, 16) for patch in (0, 3, 5, 6, 12, 15)] == [
        "top left", "top right", "centre", "centre", "bottom left", "bottom right"]
