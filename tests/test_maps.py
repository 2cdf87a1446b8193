"""Typed attention maps: the right layers by role, the recorded weights unchanged, clear errors."""

import pytest
import torch
from torch import nn

import attnviz
from attnviz.inspection.maps import (
    AttentionMaps,
    attention_maps,
    translation_layers,
    translation_maps,
    vit_maps,
)


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    lines = ["Go.\tVa !", "Hi.\tSalut !", "Run!\tCours !", "Go.\tBouge !", "Hi.\tSalut."] * 3
    path = tmp_path_factory.mktemp("maps") / "fra.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return attnviz.load_fra_eng(num_train=12, num_val=3, num_steps=6, min_freq=1, path=path)


def _transformer(data):
    torch.manual_seed(0)
    return attnviz.make_transformer(attnviz.TransformerConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), d_model=8,
        num_heads=2, ffn_dim=16, num_layers=3, max_len=16)).eval()


def _gru(data, *, attention=True):
    torch.manual_seed(0)
    return attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), embed_dim=8,
        hidden_dim=8, attention=attention)).eval()


def _replay(model, data, result):
    """Record one teacher-forced pass over ``result``'s output, as translate does."""
    src, src_valid_lens = data.encode_source(" ".join(result.source[:-1]))
    src = src[:, :len(result.source)]
    tgt = data.tgt_vocab
    inputs = torch.tensor([[tgt.bos, *[tgt[token] for token in result.output[:-1]]]])
    with torch.no_grad(), attnviz.record_attention(model) as record:
        model.decoder(inputs, model.start(src, src_valid_lens))
    return record


def test_transformer_maps_are_the_recorded_weights_of_each_role(data):
    model = _transformer(data)
    result = attnviz.translate(model, data, "go .")
    maps = result.maps
    source, output = tuple(result.source), tuple(result.output)
    decoder_inputs = ("<bos>", *output[:-1])
    assert [m.label for m in maps.present()] == ["encoder self-attention",
                                                 "decoder self-attention", "cross-attention"]
    for kind, queries, keys, labels in (
            (maps.encoder_self, source, source, ("source", "source")),
            (maps.decoder_self, output, decoder_inputs, ("output", "decoder inputs")),
            (maps.cross, output, source, ("output", "source"))):
        assert kind.weights.shape == (3, 2, len(queries), len(keys))
        assert (kind.query_tokens, kind.key_tokens) == (queries, keys)
        assert (kind.query_label, kind.key_label) == labels
        assert (kind.num_layers, kind.num_heads) == (3, 2)
        torch.testing.assert_close(kind.weights.sum(-1), torch.ones(kind.weights.shape[:-1]))
    # the same tensors as a recording of our own, found by module object
    record = _replay(model, data, result)
    for i in range(3):
        encoder_block, decoder_block = model.encoder.blocks[i], model.decoder.blocks[i]
        torch.testing.assert_close(maps.encoder_self.weights[i],
                                   record.of(encoder_block.attention)[0][0])
        torch.testing.assert_close(maps.decoder_self.weights[i],
                                   record.of(decoder_block.self_attention)[0][0])
        torch.testing.assert_close(maps.cross.weights[i],
                                   record.of(decoder_block.cross_attention)[0][0])
    assert maps.cross.layer_names == tuple(record.name_of(block.cross_attention)
                                           for block in model.decoder.blocks)
    above = torch.ones(len(output), len(output), dtype=torch.bool).triu(1)
    assert (maps.decoder_self.weights[..., above] == 0).all()  # masked: no peeking ahead


def test_translation_layers_follow_the_structure_not_the_names(data):
    model = _transformer(data)
    layers = translation_layers(model)
    assert layers.encoder_self == tuple(block.attention for block in model.encoder.blocks)
    assert layers.decoder_self == tuple(block.self_attention for block in model.decoder.blocks)
    assert layers.cross == tuple(block.cross_attention for block in model.decoder.blocks)
    # renaming the stacks changes nothing: roles come from the block types
    model.decoder.stack = model.decoder.blocks
    del model.decoder.blocks
    assert translation_layers(model).cross == layers.cross


def test_bahdanau_translator_has_only_cross_attention_of_one_layer_and_head(data):
    model = _gru(data)
    result = attnviz.translate(model, data, "hi .")
    maps = result.maps
    assert maps.encoder_self is None and maps.decoder_self is None
    assert maps.present() == (maps.cross,)
    assert maps.cross.weights.shape == (1, 1, len(result.output), len(result.source))
    record = _replay(model, data, result)
    steps = record.of(model.decoder.attention)  # one call per step, each (1, 1, Tk)
    assert len(steps) == len(result.output)
    torch.testing.assert_close(maps.cross.weights[0, 0], torch.cat(steps, dim=1)[0])
    assert maps.cross.layer_names == ("decoder.attention",)


def test_a_translator_without_attention_has_no_maps(data):
    model = _gru(data, attention=False)
    maps = attnviz.translate(model, data, "go .").maps
    assert maps.present() == ()
    assert translation_layers(model) == attnviz.TranslationLayers()


def test_translation_maps_reject_what_they_cannot_label(data):
    model = _transformer(data)
    with pytest.raises(TypeError, match="model must be an attnviz.EncoderDecoder"):
        translation_layers(nn.Linear(2, 2))
    model.decoder.extra = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
    with pytest.raises(ValueError, match=r"no known role: \['decoder.extra'\]"):
        translation_layers(model)
    del model.decoder.extra
    batch = next(iter(data.loader("train", batch_size=2, shuffle=False)))
    with torch.no_grad(), attnviz.record_attention(model) as record:
        model(batch.src, batch.src_valid_len, batch.tgt_input)
    with pytest.raises(ValueError, match=r"record must hold one sentence \(B = 1\)"):
        translation_maps(model, record, source=["a"], output=["b"])
    with pytest.raises(TypeError, match="record must be an attnviz.AttentionRecord"):
        translation_maps(model, {}, source=["a"], output=["b"])


def _vit():
    torch.manual_seed(0)
    config = attnviz.ViTConfig(image_size=8, patch_size=2, d_model=16, num_heads=2,
                               num_layers=3, mlp_dim=32)
    return attnviz.VisionTransformer(config).eval()


def test_vit_maps_hold_every_block_the_class_token_and_the_rollout():
    model = _vit()
    images = torch.randn(4, 1, 8, 8, generator=torch.Generator().manual_seed(1))
    maps = vit_maps(model, images)
    assert maps.weights.shape == (4, 3, 2, 17, 17)  # (B, L, H, T, T)
    assert maps.class_token.shape == (4, 3, 2, 16) and maps.rollout.shape == (4, 16)
    assert maps.layer_names == ("blocks.0.attention", "blocks.1.attention",
                                "blocks.2.attention")
    with torch.no_grad(), attnviz.record_attention(model) as record:
        model(images)
    layers = [record.of(block.attention)[0] for block in model.blocks]  # L x (B, H, T, T)
    for i, weights in enumerate(layers):
        torch.testing.assert_close(maps.weights[:, i], weights)
        torch.testing.assert_close(maps.class_token[:, i],
                                   attnviz.class_token_attention(weights))
    torch.testing.assert_close(maps.rollout, attnviz.attention_rollout(layers)[:, 0, 1:])
    assert all(a.equal(b) for a, b in zip(maps.layers(), layers, strict=True))
    assert not maps.weights.requires_grad
    with pytest.raises(TypeError, match="model must be an attnviz.VisionTransformer"):
        vit_maps(nn.Linear(2, 2), images)
    with pytest.raises(ValueError, match=r"images must have shape \(B, 1, 8, 8\)"):
        vit_maps(model, torch.randn(2, 1, 6, 6))
    with pytest.raises(ValueError, match="layer_names must have one entry per layer: 3"):
        attnviz.ViTMaps(maps.weights, ("one",))


def test_a_bare_layer_is_found_by_module_object():
    torch.manual_seed(0)
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2).eval()
    additive = attnviz.AdditiveAttention(query_dim=8, key_dim=8, hidden_dim=4).eval()
    x, memory = torch.randn(2, 4, 8), torch.randn(2, 5, 8)
    with torch.no_grad(), attnviz.record_attention(layer) as record:
        layer(x, x, x)
        layer(x, x, x, causal=True)
    tokens = ["a", "b", "c", "d"]
    maps = attention_maps(record, layer, call=-1, example=1, query_tokens=tokens,
                          key_tokens=tokens, label="self-attention")
    assert maps.weights.shape == (1, 2, 4, 4)
    torch.testing.assert_close(maps.weights[0], record.of(layer)[1][1])
    assert maps.query_tokens == tuple(tokens) and maps.layer_names == ("",)
    assert record.of(layer) is record[""]  # the model itself has the name ""
    with torch.no_grad(), attnviz.record_attention(additive) as single:
        additive(x, memory, memory)
    one_head = attention_maps(single, [additive])
    assert one_head.weights.shape == (1, 1, 4, 5)  # H = 1 for a single-head layer
    torch.testing.assert_close(one_head.weights[0, 0], single.of(additive)[0][0])
    assert one_head.layer_names == ("",) and one_head.query_tokens is None
    with pytest.raises(ValueError, match="layer must be one of the recorded attention layers"):
        record.of(additive)
    with pytest.raises(TypeError, match="layer must be a torch.nn.Module"):
        record.of("attention")
    with pytest.raises(TypeError, match=r"layers\[0\] must be an attnviz attention layer"):
        attention_maps(record, [nn.Linear(2, 2)])
    with pytest.raises(ValueError, match="call must pick one of the 2 calls of ''"):
        attention_maps(record, layer, call=2)
    with pytest.raises(ValueError, match="example must be a row of the batch of 2, got 2"):
        attention_maps(record, layer, example=2)
    with pytest.raises(ValueError, match=r"key_tokens must have one entry per key \(column\): "
                                         r"4 for weights shaped \(L, H, Tq, Tk\) = "
                                         r"\(1, 2, 4, 4\), got 3"):
        attention_maps(record, layer, key_tokens=["a", "b", "c"])


def test_attention_maps_check_their_fields():
    weights = torch.softmax(torch.randn(2, 3, 4, 5), dim=-1)
    maps = AttentionMaps(weights=weights, label="cross-attention", query_tokens=list("wxyz"))
    assert maps.layer_names == ("layer 0", "layer 1") and maps.query_tokens == tuple("wxyz")
    assert "weights (2, 3, 4, 5) = (L, H, Tq, Tk)" in repr(maps)
    with pytest.raises(ValueError, match=r"weights must be a 4-D tensor shaped "
                                         r"\(L, H, Tq, Tk\), got shape \(3, 4, 5\)"):
        AttentionMaps(weights=weights[0], label="x")
    with pytest.raises(TypeError, match="weights must hold floating-point numbers"):
        AttentionMaps(weights=torch.ones(1, 1, 2, 2, dtype=torch.long), label="x")
    with pytest.raises(ValueError, match=r"query_tokens must have one entry per query \(row\)"
                                         r": 4 .*, got 2"):
        AttentionMaps(weights=weights, label="x", query_tokens=["a", "b"])
    with pytest.raises(TypeError, match="key_tokens must be a list of strings"):
        AttentionMaps(weights=weights, label="x", key_tokens="abcde")
    with pytest.raises(ValueError, match="layer_names must have one entry per layer: 2"):
        AttentionMaps(weights=weights, label="x", layer_names=["only one"])
    with pytest.raises(TypeError, match="label must be a non-empty str"):
        AttentionMaps(weights=weights, label="")
