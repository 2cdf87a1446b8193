"""The explorers of trained models are views: what they embed is what the model computed.

``head_explorer``, ``alignment_explorer`` and ``patch_attention_explorer`` run the model in
Python once and embed the maps in an :class:`attnviz.View` (kinds ``attention``,
``alignment`` and ``patches``), so they need no kernel and no ipywidgets. What the browser
shows for these data is checked in tests/browser/test_model_views.py.
"""

import json
import re

import pytest
import torch

import attnviz
from attnviz.visuals import explorers as widgets


def _float64(values) -> torch.Tensor:
    return torch.tensor(values, dtype=torch.float64)


def _data(view) -> dict:
    (text,) = re.findall(r'<script type="application/json" class="attnviz-data">(.*?)</script>',
                         view.to_html())
    return json.loads(text)


def test_head_explorer_is_an_attention_view_of_every_layer_and_head():
    weights = torch.softmax(torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)  # (L, H, Tq, Tk)
    view = widgets.head_explorer(weights, xticklabels=list("abcde"), yticklabels=list("wxyz"),
                                 layer_names=["encoder", "decoder"])
    assert isinstance(view, attnviz.AttentionView) and view.shape == (2, 3, 4, 5)
    data = _data(view)
    assert data["layers"] == ["encoder", "decoder"] and data["keys"] == list("abcde")
    assert data["queries"] == list("wxyz")
    torch.testing.assert_close(_float64(data["weights"]), weights.double(), atol=5e-5,
                               rtol=0)
    one_layer = widgets.head_explorer(weights[0])  # (H, Tq, Tk), tokens numbered
    assert one_layer.shape == (1, 3, 4, 5)
    assert _data(one_layer)["queries"] == ["0", "1", "2", "3"]
    with pytest.raises(ValueError, match=r"weights must be shaped \(H, Tq, Tk\) or"):
        widgets.head_explorer(weights[0, 0])
    with pytest.raises(ValueError, match="xticklabels must have 5 entries, got 2"):
        widgets.head_explorer(weights, xticklabels=["a", "b"])


def _tiny_translation_setup(tmp_path):
    from attnviz.models.transformer import TransformerConfig, make_transformer

    lines = ["Go.\tVa !", "Hi.\tSalut !", "Run!\tCours !", "Go.\tBouge !", "Hi.\tSalut."] * 3
    path = tmp_path / "fra.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=12, num_val=3, num_steps=6, min_freq=1, path=path)
    torch.manual_seed(0)
    model = make_transformer(TransformerConfig(src_vocab_size=len(data.src_vocab),
                                               tgt_vocab_size=len(data.tgt_vocab), d_model=8,
                                               num_heads=2, ffn_dim=16, max_len=16)).eval()
    return model, data


def test_alignment_explorer_embeds_every_kind_of_map_of_every_sentence(tmp_path):
    model, data = _tiny_translation_setup(tmp_path)
    sentences = ["go .", "Go, zebras!"]
    view = widgets.alignment_explorer(model, data, sentences)
    assert isinstance(view, attnviz.View) and view.kind == "alignment"
    assert view.requires == ("attention",)
    embedded = _data(view)
    assert embedded["kinds"] == ["encoder self-attention", "decoder self-attention",
                                 "cross-attention"]
    for sentence, shown in zip(sentences, embedded["sentences"], strict=True):
        result = attnviz.translate(model, data, sentence)
        assert shown["source"] == " ".join(result.source)
        assert shown["output"] == " ".join(result.output)
        assert shown["unknown"] == list(result.unknown)
        for maps, payload in zip(result.maps.present(), shown["maps"], strict=True):
            assert payload["queries"] == list(maps.query_tokens)
            assert payload["keys"] == list(maps.key_tokens)
            assert payload["shape"] == list(maps.weights.shape)
            assert payload["title"].startswith(f"{maps.label}: {maps.query_label} (left)")
            torch.testing.assert_close(_float64(payload["weights"]),
                                       maps.weights.double(), atol=5e-5, rtol=0)
    assert embedded["sentences"][1]["unknown"] == [",", "zebras"]
    assert "go <unk> <unk> ! <eos> →" not in view.to_html()  # escaped in the fallback
    assert "go &lt;unk&gt; &lt;unk&gt; ! &lt;eos&gt; →" in view.to_html()
    with pytest.raises(ValueError, match="sentences must be a non-empty list"):
        widgets.alignment_explorer(model, data, "go .")
    with pytest.raises(ValueError, match=r"sentences\[1\] must be a non-empty string, got ' '"):
        widgets.alignment_explorer(model, data, ["go .", " "])


def test_alignment_explorer_of_a_bahdanau_translator_has_one_kind(tmp_path):
    _, data = _tiny_translation_setup(tmp_path)
    torch.manual_seed(0)
    model = attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), embed_dim=8,
        hidden_dim=8)).eval()
    embedded = _data(widgets.alignment_explorer(model, data, ["go ."]))
    assert embedded["kinds"] == ["cross-attention"]
    (payload,) = embedded["sentences"][0]["maps"]
    assert payload["shape"][:2] == [1, 1]


def _tiny_vit():
    torch.manual_seed(0)
    config = attnviz.ViTConfig(image_size=8, patch_size=2, in_channels=1, num_classes=10,
                               d_model=16, num_heads=2, num_layers=2, mlp_dim=32)
    return attnviz.VisionTransformer(config).eval()


def test_patch_attention_explorer_embeds_the_class_tokens_maps_and_the_rollout():
    model = _tiny_vit()
    images = torch.randn(3, 1, 8, 8, generator=torch.Generator().manual_seed(1))
    view = widgets.patch_attention_explorer(model, images, captions=["a", "b", "c"])
    assert isinstance(view, attnviz.View) and view.kind == "patches"
    data = _data(view)
    maps = attnviz.vit_maps(model, images)
    assert data["images"] == ["a", "b", "c"] and data["size"] == 8 and data["grid"] == 4
    assert data["heads"] == 2 and data["layers"] == list(maps.layer_names)
    torch.testing.assert_close(_float64(data["maps"]),
                               maps.class_token.permute(1, 2, 0, 3).double(), atol=5e-5, rtol=0)
    torch.testing.assert_close(_float64(data["rollout"]), maps.rollout.double(), atol=5e-5,
                               rtol=0)
    pictures = _float64(data["pictures"]).reshape(3, 8, 8)
    assert pictures.amin(dim=(1, 2)).tolist() == [0, 0, 0]
    assert pictures.amax(dim=(1, 2)).tolist() == [1, 1, 1]
    low = images[:, 0].amin(dim=(1, 2), keepdim=True)
    high = images[:, 0].amax(dim=(1, 2), keepdim=True)
    torch.testing.assert_close(pictures, ((images[:, 0] - low) / (high - low)).double(),
                               atol=5e-4, rtol=0)
    # float32 maps rounded in float64: no number carries more than its decimals into the page
    numbers = re.findall(r"-?\d+\.\d+", json.dumps(data))
    assert numbers and max(len(n.split(".")[1]) for n in numbers) <= widgets.DECIMALS
    flat = widgets.patch_attention_explorer(model, images, pictures=torch.ones(3, 8, 8))
    assert _data(flat)["pictures"][0][:3] == [0.0, 0.0, 0.0]  # a flat picture: no division by 0


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
