"""Encoder–decoders: equal to PyTorch's blocks, incremental decoding equals recomputation."""

import pytest
import torch
from torch import nn

import attnviz
from attnviz.seq2seq import Seq2SeqConfig, make_seq2seq
from attnviz.transformer import (
    PositionWiseFFN,
    TransformerConfig,
    TransformerEncoderBlock,
    make_transformer,
)


def _copy_block_into_torch(ours: TransformerEncoderBlock, theirs: nn.TransformerEncoderLayer):
    attention = ours.attention
    with torch.no_grad():
        theirs.self_attn.in_proj_weight.copy_(torch.cat([attention.W_q.weight,
                                                         attention.W_k.weight,
                                                         attention.W_v.weight]))
        theirs.self_attn.in_proj_bias.copy_(torch.cat([attention.W_q.bias, attention.W_k.bias,
                                                       attention.W_v.bias]))
        theirs.self_attn.out_proj.weight.copy_(attention.W_o.weight)
        theirs.self_attn.out_proj.bias.copy_(attention.W_o.bias)
        theirs.linear1.load_state_dict(ours.ffn.dense1.state_dict())
        theirs.linear2.load_state_dict(ours.ffn.dense2.state_dict())
        theirs.norm1.load_state_dict(ours.residual1.norm.state_dict())
        theirs.norm2.load_state_dict(ours.residual2.norm.state_dict())


@pytest.mark.parametrize("norm_first", [False, True])
@pytest.mark.parametrize("activation", ["relu", "gelu"])
def test_encoder_block_equals_torch_transformer_encoder_layer(norm_first, activation):
    torch.manual_seed(0)
    ours = TransformerEncoderBlock(d_model=16, num_heads=4, ffn_dim=32, dropout=0.1,
                                   norm_first=norm_first, activation=activation).eval()
    theirs = nn.TransformerEncoderLayer(16, 4, dim_feedforward=32, dropout=0.1,
                                        activation=activation, batch_first=True,
                                        norm_first=norm_first).eval()
    _copy_block_into_torch(ours, theirs)
    x = torch.randn(3, 7, 16)
    valid_lens = torch.tensor([7, 4, 2])
    padding = ~attnviz.lengths_to_mask(valid_lens, 7)[:, 0]  # torch: True = padding
    expected = theirs(x, src_key_padding_mask=padding)
    result = ours(x, valid_lens=valid_lens)
    keep = ~padding  # torch's fast path may leave padded positions unspecified: compare the rest
    torch.testing.assert_close(result[keep], expected[keep], atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(ours(x), theirs(x), atol=1e-5, rtol=1e-4)


def _models():
    torch.manual_seed(0)
    transformer = make_transformer(TransformerConfig(src_vocab_size=30, tgt_vocab_size=40,
                                                     d_model=32, num_heads=4, ffn_dim=64,
                                                     max_len=20))
    bahdanau = make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40, embed_dim=16,
                                          hidden_dim=32))
    plain = make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40, embed_dim=16,
                                       hidden_dim=32, attention=False))
    return {"transformer": transformer.eval(), "bahdanau": bahdanau.eval(),
            "plain": plain.eval()}


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain"])
def test_step_by_step_logits_equal_the_whole_prefix_at_once(name):
    model = _models()[name]
    g = torch.Generator().manual_seed(1)
    src, tgt = torch.randint(4, 30, (3, 8), generator=g), torch.randint(4, 40, (3, 6), generator=g)
    valid_len = torch.tensor([8, 5, 2])
    with torch.no_grad():
        full = model(src, valid_len, tgt)
        state, steps = model.start(src, valid_len), []
        for t in range(tgt.shape[1]):
            logits, state = model.decoder(tgt[:, t: t + 1], state)
            steps.append(logits)
    assert full.shape == (3, 6, 40)
    torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("name", ["transformer", "bahdanau"])
def test_incremental_decoding_gives_the_same_tokens_as_recomputation(name):
    model = _models()[name]
    g = torch.Generator().manual_seed(2)
    for _ in range(5):
        src = torch.randint(4, 30, (1, 6), generator=g)
        valid_len = torch.tensor([6])
        fast = attnviz.greedy_decode(model, src, valid_len, bos_id=1, eos_id=2, max_len=10)
        slow = attnviz.greedy_decode(model, src, valid_len, bos_id=1, eos_id=2, max_len=10,
                                     incremental=False)
        assert fast == slow and 1 <= len(fast) <= 10


def test_padding_of_the_source_does_not_change_the_outputs():
    for model in _models().values():
        g = torch.Generator().manual_seed(3)
        src = torch.randint(4, 30, (1, 5), generator=g)
        padded = torch.cat([src, torch.zeros(1, 4, dtype=torch.long)], dim=1)
        tgt = torch.randint(4, 40, (1, 4), generator=g)
        with torch.no_grad():
            torch.testing.assert_close(model(src, torch.tensor([5]), tgt),
                                       model(padded, torch.tensor([5]), tgt),
                                       atol=1e-5, rtol=1e-4)


def test_position_wise_ffn_acts_on_each_position_alone():
    torch.manual_seed(0)
    ffn = PositionWiseFFN(d_model=4, ffn_dim=8)
    x = torch.randn(2, 3, 4)
    torch.testing.assert_close(ffn(x)[:, 1], ffn(x[:, 1:2])[:, 0])


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: TransformerConfig(src_vocab_size=5, tgt_vocab_size=5, d_model=30, num_heads=4),
         "d_model must be divisible by num_heads, got d_model=30 and num_heads=4"),
        (lambda: TransformerConfig(src_vocab_size=0, tgt_vocab_size=5), "src_vocab_size"),
        (lambda: TransformerConfig(src_vocab_size=5, tgt_vocab_size=5, activation="tanh"),
         "activation must be one of"),
        (lambda: Seq2SeqConfig(src_vocab_size=5, tgt_vocab_size=5, dropout=1.5), "dropout"),
        (lambda: Seq2SeqConfig(src_vocab_size=5, tgt_vocab_size=5, num_layers=0), "num_layers"),
    ],
)
def test_bad_configurations_raise(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_configs_are_frozen_and_greedy_decode_checks_its_input():
    config = TransformerConfig(src_vocab_size=5, tgt_vocab_size=5)
    with pytest.raises(AttributeError):
        config.d_model = 8
    model = _models()["transformer"]
    with pytest.raises(ValueError, match=r"src must hold one sentence, shaped \(1, Tk\)"):
        attnviz.greedy_decode(model, torch.ones(2, 3, dtype=torch.long), torch.tensor([3, 3]),
                              bos_id=1, eos_id=2, max_len=4)
    with pytest.raises(TypeError, match="src must hold integer token ids"):
        model(torch.ones(1, 3), torch.tensor([3]), torch.ones(1, 2, dtype=torch.long))


def test_greedy_decode_checks_token_ids_and_can_ignore_eos():
    model = _models()["transformer"]
    src, valid_len = torch.randint(4, 30, (1, 5)), torch.tensor([5])
    for name, kwargs in [("eos_id", {"bos_id": 1, "eos_id": -1}),
                         ("bos_id", {"bos_id": 1.5, "eos_id": 2})]:
        with pytest.raises(ValueError, match=f"{name} must be a token id"):
            attnviz.greedy_decode(model, src, valid_len, max_len=4, **kwargs)
    ids = attnviz.greedy_decode(model, src, valid_len, bos_id=1, eos_id=None, max_len=7)
    assert len(ids) == 7


def test_translate_works_for_a_model_without_attention_layers(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_text("Go.\tVa !\nI lost.\tJ'ai perdu.\n" * 4, encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=6, num_val=2, num_steps=6, min_freq=1, path=path,
                                progress=False)
    config = Seq2SeqConfig(src_vocab_size=len(data.src_vocab),
                           tgt_vocab_size=len(data.tgt_vocab), embed_dim=8, hidden_dim=8,
                           attention=False)
    result = attnviz.translate(make_seq2seq(config).eval(), data, "go .")
    assert result.attention == {}
    assert 1 <= len(result.output) <= 6
