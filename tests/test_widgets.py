"""Explorers built headless: the views checked for what they embed, the ipywidgets ones driven
through their controls (ipywidgets 7.7 and 8).

The Nadaraya–Watson, scoring and positional-encoding explorers are :class:`attnviz.View`
objects that compute in the browser and need no ipywidgets: these tests check the data they
embed against the package's own functions (tests/browser/test_explorers.py drives them in a
browser). Every other explorer shows its drawing as an ``ipywidgets.HTML`` holding one
``<img>``: a PNG drawn at twice the displayed width, with an alt text that describes what it
shows and changes with it.
"""

import base64
import math
import os
import struct
from html.parser import HTMLParser
from typing import NamedTuple

import pytest
import torch

import attnviz
from attnviz import views, widgets

try:
    import ipywidgets
except ImportError:  # the views need no ipywidgets; the other explorers do
    ipywidgets = None

needs_ipywidgets = pytest.mark.skipif(ipywidgets is None, reason="needs ipywidgets")
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


@needs_ipywidgets
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
    assert ipywidgets is not None, f"ipywidgets {expected} was requested but is not installed"
    assert ipywidgets.__version__.split(".")[0] == expected, ipywidgets.__version__


def _nw_data():
    x = torch.sort(torch.rand(40, generator=torch.Generator().manual_seed(0)) * 5).values
    return x, 2 * torch.sin(x) + x, torch.arange(0, 5, 0.1)


def _check_view(view, kind):
    """A view of ``kind`` drawn with the shared charts, its data embedded as it is."""
    assert isinstance(view, attnviz.View) and view.kind == kind
    assert view.requires == ("charts",)
    fragment = view.to_html()
    assert views.json_for_script(view.data) in fragment
    code = fragment.rsplit("<script>", 1)[1]
    assert code.index("window.attnvizCharts =") < code.index(f'register("{kind}"')
    assert "it needs JavaScript" in view.fallback


def test_nadaraya_watson_explorer_embeds_the_samples_and_the_first_state():
    x_train, y_train, x_query = _nw_data()
    y_true = 2 * torch.sin(x_query) + x_query
    view = widgets.nadaraya_watson_explorer(x_train, y_train, x_query, y_true=y_true,
                                            kernel="boxcar", width=0.7)
    _check_view(view, "nadaraya-watson")
    data = view.data
    for name, tensor in (("x_train", x_train), ("y_train", y_train), ("x_query", x_query),
                         ("y_true", y_true)):
        assert data[name] == tensor.tolist(), name  # the exact float32 values
    assert data["kernels"] == sorted(attnviz.KERNELS)
    assert (data["kernel"], data["width"], data["query"]) == ("boxcar", 0.7, 25)
    # the width slider: a log scale from 0.05 to 5 whose middle step is 0.5
    low, high, steps = data["width_min"], data["width_max"], data["width_steps"]
    assert (low, high, steps) == (0.05, 5.0, 40)
    assert low * (high / low) ** (20 / steps) == pytest.approx(0.5)
    y_low, y_high = data["y_range"]  # every estimate, a weighted mean of y_train, fits
    assert y_low < min(y_train.min(), y_true.min()) and y_high > max(y_train.max(), y_true.max())
    assert "50 queries over 40 training inputs" in view.label
    no_truth = widgets.nadaraya_watson_explorer(x_train, y_train, x_query)
    assert no_truth.data["y_true"] is None and no_truth.data["width"] == 0.5


def test_effective_keys_counts_the_inputs_a_query_spreads_its_weight_over():
    x_train, y_train, x_query = _nw_data()
    _, flat = attnviz.nadaraya_watson(x_train, y_train, x_query, kernel="constant", width=1.0)
    assert widgets._effective_keys(flat) == pytest.approx(40)
    one_hot = torch.eye(3)[[0, 2]]  # two queries, each on one key
    assert widgets._effective_keys(one_hot) == pytest.approx(1)
    assert widgets._effective_keys(torch.tensor([[0.5, 0.5], [0.0, 0.0]])) == pytest.approx(2)
    assert widgets._effective_keys(torch.zeros(2, 3)) == 0.0


def test_nadaraya_watson_explorer_rejects_bad_settings():
    x_train, y_train, x_query = _nw_data()
    with pytest.raises(ValueError, match="kernel must be one of"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, kernel="cosine")
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got 9"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=9)
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got True"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=True)
    with pytest.raises(ValueError, match="y_train must have one target per training input"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:3], x_query)
    with pytest.raises(ValueError, match=r"y_train must be a 1-D tensor shaped \(Tk,\)"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:, None], x_query)
    with pytest.raises(ValueError, match=r"y_true must have the shape of x_query \(50,\), "
                                         r"got \(40,\)"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, y_true=y_train)
    bad = x_query.clone()
    bad[3] = math.nan
    with pytest.raises(ValueError, match=r"x_query must be finite to be shown, got 1 NaN"):
        widgets.nadaraya_watson_explorer(x_train, y_train, bad)
    with pytest.raises(ValueError, match="x_query must have between 1 and 2000 entries, got 0"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query[:0])


def test_scoring_explorer_embeds_every_scoring_for_every_width():
    view = widgets.scoring_explorer(num_queries=3, num_keys=6, seed=2)
    _check_view(view, "scoring")
    data = view.data
    assert data["scorings"] == list(widgets.SCORING_FUNCTIONS)
    assert data["log_widths"] == list(range(1, 11))
    assert (data["scoring"], data["log_width"], data["valid"]) == (0, 4, 6)
    scores = torch.tensor(data["scores"], dtype=torch.float64)  # (scorings, widths, Tq, Tk)
    assert scores.shape == (4, 10, 3, 6)
    for s, name in enumerate(widgets.SCORING_FUNCTIONS):
        for w, log_width in enumerate(data["log_widths"]):
            expected = widgets._explorer_scores(name, log_width, num_queries=3, num_keys=6,
                                                seed=2)
            torch.testing.assert_close(scores[s, w], expected.double(), rtol=0, atol=6e-7)
    # the same queries and keys for each scoring: scaling divides the dot product by sqrt(D)
    widths = 2.0 ** torch.arange(1, 11, dtype=torch.float64)
    torch.testing.assert_close(scores[0], scores[1] / widths.sqrt()[:, None, None],
                               rtol=1e-5, atol=2e-6)
    # and the unscaled scores spread like sqrt(D) (unit-variance queries and keys)
    assert scores[1, -1].std() > 10 * scores[1, 0].std()


def test_scoring_explorer_leaves_the_global_random_state_alone():
    state = torch.get_rng_state()
    widgets.scoring_explorer()
    assert torch.equal(state, torch.get_rng_state())
    with pytest.raises(ValueError, match="num_keys must be an int between 1 and 64, got 0"):
        widgets.scoring_explorer(num_keys=0)
    with pytest.raises(ValueError, match="seed must be a non-negative int, got -1"):
        widgets.scoring_explorer(seed=-1)


def test_positional_encoding_explorer_embeds_the_table_settings():
    view = widgets.positional_encoding_explorer(d_model=16, max_len=30)
    _check_view(view, "positional")
    assert view.data == {"d_model": 16, "max_len": 30, "base": 10000.0, "position": 10,
                         "column": 6}
    small = widgets.positional_encoding_explorer(d_model=4, max_len=5)
    assert (small.data["position"], small.data["column"]) == (4, 3)
    with pytest.raises(ValueError, match="d_model must be an int between 2 and 1024, got 1"):
        widgets.positional_encoding_explorer(d_model=1)
    with pytest.raises(ValueError, match="max_len must be an int between 2 and 1024"):
        widgets.positional_encoding_explorer(max_len=2000)


@needs_ipywidgets
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


@needs_ipywidgets
def test_alignment_explorer_switches_sentences_layers_and_heads(tmp_path):
    model, data = _tiny_translation_setup(tmp_path)
    box = widgets.alignment_explorer(model, data, ["go .", "hi ."])
    controls, own, label, image = box.children
    sentence, layer, head = controls.children
    assert "encoder.blocks.0.attention" in layer.options
    assert "decoder.blocks.1.cross_attention" in layer.options
    assert [value for _, value in head.options] == [-1, 0, 1]
    assert label.value.startswith("go . <eos>  →")
    first = picture(image)
    assert "its 2 heads side by side, while translating “go . <eos>” into" in first.alt
    head.value = 1
    second = picture(image)
    assert "cross_attention, head 1, while translating" in second.alt
    assert "output (queries) tokens as rows, source (keys) tokens as columns." in second.alt
    assert "Each query token's strongest key token: " in second.alt
    layer.value = "encoder.blocks.0.attention"
    third = picture(image)
    assert "encoder.blocks.0.attention, its 2 heads" in third.alt
    sentence.value = 1
    assert label.value.startswith("hi . <eos>  →")
    fourth = picture(image)
    assert "while translating “hi . <eos>”" in fourth.alt
    assert len({p.png for p in (first, second, third, fourth)}) == 4
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


def _tiny_vit():
    from attnviz.vit import VisionTransformer, ViTConfig

    torch.manual_seed(0)
    config = ViTConfig(image_size=8, patch_size=2, in_channels=1, num_classes=10, d_model=16,
                       num_heads=2, num_layers=2, mlp_dim=32)
    return VisionTransformer(config).eval()


@needs_ipywidgets
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


@needs_ipywidgets
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
