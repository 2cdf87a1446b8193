"""Arguments are checked once, at the entry point: the layers a model runs skip their own checks
(they are handed what the entry checked or the model made), and check everything when called
directly."""

from __future__ import annotations

import pytest
import torch

import attnviz
import attnviz.mechanism.multihead as multihead
import attnviz.models.blocks as blocks
from attnviz.models.transformer import TransformerEncoder


@pytest.fixture
def layer_checks(monkeypatch):
    """Count the shape and dtype checks that the blocks and multi-head attention run."""
    calls = []
    for module in (blocks, multihead):
        for name in ("check_tensor", "check_module_dtype"):
            original = getattr(module, name)

            def counted(*args, _original=original, **kwargs):
                calls.append(args[0])
                return _original(*args, **kwargs)

            monkeypatch.setattr(module, name, counted)
    return calls


def test_a_gpt_checks_its_tokens_once_and_its_blocks_not_again(layer_checks):
    torch.manual_seed(0)
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=11, context=8, d_model=16, num_heads=2,
                                          num_layers=3)).eval()
    tokens = torch.randint(0, 11, (2, 8))
    model(tokens)
    model(tokens[:, :1], caches=model.new_caches())
    assert layer_checks == []
    model.blocks[0](torch.randn(2, 8, 16))  # called directly, the block checks its input
    assert "x" in layer_checks


def test_encoders_and_vision_transformers_check_at_their_entry_only(layer_checks):
    torch.manual_seed(0)
    config = attnviz.TransformerConfig(src_vocab_size=9, tgt_vocab_size=9, d_model=16,
                                       num_heads=2, ffn_dim=32, num_layers=2)
    encoder = TransformerEncoder(config).eval()
    encoder(torch.randint(0, 9, (2, 5)), torch.tensor([5, 3]))
    vit = attnviz.VisionTransformer(attnviz.ViTConfig(image_size=8, patch_size=4, in_channels=1,
                                                      num_classes=3, d_model=16, num_heads=2,
                                                      mlp_dim=32, num_layers=2)).eval()
    vit(torch.randn(2, 1, 8, 8))
    assert layer_checks == []
    with pytest.raises(ValueError, match="valid_lens"):
        encoder(torch.randint(0, 9, (2, 5)), torch.tensor([5, 3, 1]))
    with pytest.raises(ValueError, match="images"):
        vit(torch.randn(2, 1, 9, 9))


@pytest.mark.parametrize("attention", ["mha", "mla"])
def test_a_gpt_refuses_its_blocks_options_by_name_at_entry(attention):
    extra = {"latent_dim": 8, "rope_dim": 4} if attention == "mla" else {}
    config = attnviz.GPTConfig(vocab_size=11, context=8, d_model=16, num_heads=2, num_layers=2,
                               positions="rotary", bias=False, **extra)
    model = attnviz.GPT(config)
    tokens = torch.randint(0, 11, (1, 4))
    with pytest.raises(TypeError, match="need_weights"):
        model(tokens, need_weights="yes")
    if attention == "mha":
        with pytest.raises(TypeError, match="kv_transform must be a function"):
            model(tokens, kv_transform=3)
        with pytest.raises(TypeError, match="rotary must be an attnviz.RotaryEmbedding"):
            model(tokens, rotary="ntk")
    else:
        with pytest.raises(ValueError, match="not latent attention"):
            model(tokens, kv_transform=lambda k, v: (k, v))


def test_inside_an_entry_point_the_flag_is_set_and_restored():
    from attnviz._checks import checked_at_entry, entry_checked

    assert not checked_at_entry()
    with pytest.raises(RuntimeError), entry_checked():
        assert checked_at_entry()
        raise RuntimeError
    assert not checked_at_entry()
