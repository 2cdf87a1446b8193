"""Encoder–decoders: equal to PyTorch's blocks, incremental decoding equals recomputation."""

import pytest
import torch
from torch import nn

import attnviz
from attnviz.models.blocks import PositionWiseFFN, TransformerEncoderBlock
from attnviz.models.seq2seq import Seq2SeqConfig, make_seq2seq
from attnviz.models.transformer import TransformerConfig, make_transformer


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
    bidirectional = make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40,
                                               embed_dim=16, hidden_dim=32, bidirectional=True))
    return {"transformer": transformer.eval(), "bahdanau": bahdanau.eval(),
            "plain": plain.eval(), "bidirectional": bidirectional.eval()}


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain", "bidirectional"])
def test_step_by_step_logits_equal_the_whole_prefix_at_once(name):
    model = _models()[name]
    g = torch.Generator().manual_seed(1)
    src, tgt = torch.randint(4, 30, (3, 8), generator=g), torch.randint(4, 40, (3, 6), generator=g)
    valid_lens = torch.tensor([8, 5, 2])
    with torch.no_grad():
        full = model(src, valid_lens, tgt)
        state, steps = model.start(src, valid_lens), []
        for t in range(tgt.shape[1]):
            logits, state = model.decoder(tgt[:, t: t + 1], state)
            steps.append(logits)
    assert full.shape == (3, 6, 40)
    torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "bidirectional"])
def test_incremental_decoding_gives_the_same_tokens_as_recomputation(name):
    model = _models()[name]
    g = torch.Generator().manual_seed(2)
    for _ in range(5):
        src = torch.randint(4, 30, (1, 6), generator=g)
        valid_lens = torch.tensor([6])
        fast = attnviz.greedy_decode(model, src, valid_lens, bos_id=1, eos_id=2, max_len=10)
        slow = attnviz.greedy_decode(model, src, valid_lens, bos_id=1, eos_id=2, max_len=10,
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
    src, valid_lens = torch.randint(4, 30, (1, 5)), torch.tensor([5])
    for name, kwargs in [("eos_id", {"bos_id": 1, "eos_id": -1}),
                         ("bos_id", {"bos_id": 1.5, "eos_id": 2})]:
        with pytest.raises(ValueError, match=f"{name} must be a token id"):
            attnviz.greedy_decode(model, src, valid_lens, max_len=4, **kwargs)
    ids = attnviz.greedy_decode(model, src, valid_lens, bos_id=1, eos_id=None, max_len=7)
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
    assert result.maps.present() == ()  # no attention layer, no map
    assert 1 <= len(result.output) <= 6


def _batch():
    """Source ids ``(2, 5)`` from a vocabulary of 30, target ids ``(2, 4)`` from one of 40."""
    g = torch.Generator().manual_seed(5)
    return (torch.randint(4, 30, (2, 5), generator=g), torch.randint(4, 40, (2, 4), generator=g),
            torch.tensor([5, 3]))


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain"])
def test_token_ids_outside_the_vocabulary_are_refused_at_every_entry_point(name):
    model = _models()[name]  # source vocabulary 30, target vocabulary 40
    src, tgt, lens = _batch()
    too_big_src, negative_src = src.clone(), src.clone()
    too_big_src[0, 2], negative_src[0, 0] = 30, -1  # in sentence 0, which greedy_decode reads
    too_big_tgt = tgt.clone()
    too_big_tgt[0, 3] = 40
    source_error = (r"src must hold token ids in \[0, 30\) for a vocabulary of 30 tokens, "
                    "got the id ")
    for bad, got in ((too_big_src, "30"), (negative_src, "-1")):
        with pytest.raises(ValueError, match=source_error + got):
            model(bad, lens, tgt)
        with pytest.raises(ValueError, match=source_error + got):
            model.start(bad, lens)
        with pytest.raises(ValueError, match=source_error + got):
            model.encoder(bad, lens)
        with pytest.raises(ValueError, match=source_error + got):
            attnviz.greedy_decode(model, bad[:1], lens[:1], bos_id=1, eos_id=2, max_len=3)
    with pytest.raises(ValueError, match=r"tgt_input must hold token ids in \[0, 40\) for a "
                                         r"vocabulary of 40 tokens, got the id 40"):
        model(src, lens, too_big_tgt)
    with pytest.raises(ValueError, match=r"tgt must hold token ids in \[0, 40\) .* got the id -3"):
        model.decoder(torch.full_like(tgt, -3), model.start(src, lens))
    for argument in ("bos_id", "eos_id"):
        kwargs = {"bos_id": 1, "eos_id": 2, argument: 40}
        with pytest.raises(ValueError, match=rf"{argument} must be a token id in \[0, 40\) for "
                                             r"the model's target vocabulary of 40 tokens, got 40"):
            attnviz.greedy_decode(model, src[:1], lens[:1], max_len=3, **kwargs)
    # the largest ids of each vocabulary are fine
    edge_src, edge_tgt = src.clone(), tgt.clone()
    edge_src[:, 0], edge_tgt[:, 0] = 29, 39
    assert model(edge_src, lens, edge_tgt).shape == (2, 4, 40)
    ids = attnviz.greedy_decode(model, edge_src[:1], lens[:1], bos_id=39, eos_id=39, max_len=3)
    assert all(0 <= i < 40 for i in ids)


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain"])
def test_a_valid_length_longer_than_the_source_means_the_whole_source(name):
    """The GRU encoder–decoders do what the Transformer's length masks do: keep every step."""
    model = _models()[name]
    g = torch.Generator().manual_seed(4)
    src, tgt = torch.randint(4, 30, (2, 6), generator=g), torch.randint(4, 40, (2, 3), generator=g)
    with torch.no_grad():
        exact = model(src, torch.tensor([6, 4]), tgt)
        longer = model(src, torch.tensor([9, 4]), tgt)
        memory_exact, _ = model.encoder(src, torch.tensor([6, 4]))
        memory_longer, _ = model.encoder(src, torch.tensor([100, 4]))
    torch.testing.assert_close(longer, exact)
    torch.testing.assert_close(memory_longer, memory_exact)
    shorter = model(src, torch.tensor([5, 4]), tgt)  # the oracle is not blind to the length
    assert not torch.allclose(shorter[0], exact[0])
    kwargs = {"bos_id": 1, "eos_id": 2, "max_len": 5}
    assert (attnviz.greedy_decode(model, src[:1], torch.tensor([60]), **kwargs)
            == attnviz.greedy_decode(model, src[:1], torch.tensor([6]), **kwargs))


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain"])
def test_bad_targets_and_lengths_are_named_by_their_public_argument(name):
    model = _models()[name]
    src, tgt, lens = _batch()
    with pytest.raises(ValueError, match=r"tgt_input must hold at least one token per sentence, "
                                         r"shaped \(B, T\) with T >= 1, got shape \(2, 0\)"):
        model(src, lens, tgt[:, :0])
    with pytest.raises(ValueError, match=r"tgt must hold at least one token per sentence, "
                                         r"shaped \(B, T\) with T >= 1, got shape \(2, 0\)"):
        model.decoder(tgt[:, :0], model.start(src, lens))
    with pytest.raises(ValueError, match=r"tgt_input must have the batch size B = 2 of src, "
                                         r"got shape \(1, 4\)"):
        model(src, lens, tgt[:1])
    with pytest.raises(ValueError, match=r"src_valid_lens must hold one length per sequence, "
                                         r"shaped \(B,\) = \(2,\), got shape \(3,\)"):
        model(src, torch.tensor([5, 3, 1]), tgt)
    with pytest.raises(ValueError,
                       match="src_valid_lens must be non-negative, got a minimum of -1"):
        model(src, torch.tensor([5, -1]), tgt)
    with pytest.raises(TypeError, match="src_valid_lens must hold integer lengths, got dtype "
                                        "torch.float32"):
        model.start(src, torch.tensor([5.0, 3.0]))
    with pytest.raises(ValueError, match=r"valid_lens must be a 1-D tensor"):
        model.encoder(src, lens[:, None])


def test_an_empty_source_is_refused_by_the_gru_encoder():
    model = _models()["bahdanau"]
    with pytest.raises(ValueError, match=r"src must hold at least one token per sentence, "
                                         r"shaped \(B, T\) with T >= 1, got shape \(2, 0\)"):
        model(torch.zeros(2, 0, dtype=torch.long), torch.tensor([0, 0]),
              torch.ones(2, 3, dtype=torch.long))


def test_translate_refuses_data_with_other_vocabularies(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_text("Go.\tVa !\nI lost.\tJ'ai perdu.\n" * 4, encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=6, num_val=2, num_steps=6, min_freq=1, path=path,
                                progress=False)
    model = _models()["transformer"]  # vocabularies of 30 and 40 tokens
    with pytest.raises(ValueError, match=rf"data.src_vocab has {len(data.src_vocab)} tokens but "
                                         r"the model's source vocabulary has 30: translate with "
                                         "the data the model was trained on"):
        attnviz.translate(model, data, "go .")


def test_embedding_init_scales_token_vectors_to_the_size_of_the_positions():
    sizes = {"src_vocab_size": 300, "tgt_vocab_size": 400, "d_model": 64, "num_heads": 4,
             "ffn_dim": 32}
    torch.manual_seed(0)
    scaled = make_transformer(TransformerConfig(**sizes))  # the default
    standard = make_transformer(TransformerConfig(**sizes, embedding_init="standard"))
    positions = attnviz.sinusoidal_encoding(50, 64)  # (50, D): entries in [-1, 1]
    for coder in ("encoder", "decoder"):
        for model, expected_std in ((scaled, 64 ** -0.5), (standard, 1.0)):
            embed = getattr(model, coder).embed
            assert abs(embed.embedding.weight.std().item() - expected_std) < 0.05 * expected_std
        token = scaled.encoder.embed.embedding.weight * 8  # sqrt(D) = 8: (V, D)
        ratio = token.norm(dim=-1).mean() / positions.norm(dim=-1).mean()
        assert 1 < ratio < 2  # sqrt(2): the same order; "standard" would give 8 times that
    with pytest.raises(ValueError, match="embedding_init must be one of 'scaled', 'standard', "
                                         "got 'x'"):
        TransformerConfig(src_vocab_size=5, tgt_vocab_size=5, embedding_init="x")


def test_tied_embeddings_share_one_matrix_between_target_embedding_and_output():
    sizes = {"src_vocab_size": 30, "tgt_vocab_size": 40, "d_model": 64, "num_heads": 4,
             "ffn_dim": 32}
    torch.manual_seed(0)
    tied = make_transformer(TransformerConfig(**sizes, tie_embeddings=True))
    untied = make_transformer(TransformerConfig(**sizes))
    embedding = tied.decoder.embed.embedding.weight  # (V_tgt, D)
    assert tied.decoder.output.weight is embedding
    assert untied.decoder.output.weight is not untied.decoder.embed.embedding.weight
    count = sum(p.numel() for p in tied.parameters())
    assert count == sum(p.numel() for p in untied.parameters()) - 40 * 64
    assert abs(embedding.std().item() - 64 ** -0.5) < 0.1 * 64 ** -0.5  # not Xavier-initialised
    # The matrix gets gradient from both of its uses: the embedding lookup and the output layer.
    src, tgt = torch.randint(4, 30, (2, 5)), torch.randint(4, 39, (2, 3))  # no 39 in tgt
    tied(src, torch.tensor([5, 3]), tgt)[..., 39].sum().backward()
    assert embedding.grad[39].abs().sum() > 0  # row 39: only the output layer used it
    assert embedding.grad[tgt[0, 0]].abs().sum() > 0
    with pytest.raises(TypeError, match="tie_embeddings must be True or False, got 1"):
        TransformerConfig(src_vocab_size=5, tgt_vocab_size=5, tie_embeddings=1)


@pytest.mark.parametrize("num_layers", [1, 2])
def test_a_bidirectional_encoder_reads_the_whole_sentence_and_hands_on_both_final_states(
        num_layers):
    torch.manual_seed(0)
    config = Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40, embed_dim=16, hidden_dim=32,
                           num_layers=num_layers, dropout=0.0, bidirectional=True)
    encoder = make_seq2seq(config).encoder.eval()
    src = torch.randint(4, 30, (3, 6), generator=torch.Generator().manual_seed(1))
    valid_lens = torch.tensor([6, 4, 2])
    src = src.masked_fill(torch.arange(6) >= valid_lens[:, None], 0)  # padding after the end
    with torch.no_grad():
        outputs, state = encoder(src, valid_lens)
        changed = src.clone()
        changed[1, 3] = 4 if src[1, 3] != 4 else 5  # sentence 1's last real token
        outputs_changed, _ = encoder(changed, valid_lens)
    assert outputs.shape == (3, 6, 32) and state.shape == (num_layers, 3, 32)
    assert (outputs[1, 4:] == 0).all() and (outputs[2, 2:] == 0).all()  # padding: zeros
    # The first position's output changes with the last word: the backward half reads it ...
    assert not torch.allclose(outputs_changed[1, 0, 16:], outputs[1, 0, 16:])
    if num_layers == 1:  # ... its forward half does not (above layer 1 it reads both halves)
        torch.testing.assert_close(outputs_changed[1, 0, :16], outputs[1, 0, :16])
    for b, n in enumerate(valid_lens.tolist()):  # the top layer's final state, both halves
        torch.testing.assert_close(state[-1, b, :16], outputs[b, n - 1, :16])  # forward: last
        torch.testing.assert_close(state[-1, b, 16:], outputs[b, 0, 16:])  # backward: first
    with pytest.raises(ValueError, match="hidden_dim must be even with bidirectional=True"):
        Seq2SeqConfig(src_vocab_size=5, tgt_vocab_size=5, hidden_dim=33, bidirectional=True)
    with pytest.raises(TypeError, match="bidirectional must be True or False, got 'yes'"):
        Seq2SeqConfig(src_vocab_size=5, tgt_vocab_size=5, bidirectional="yes")


def test_the_bahdanau_decoder_projecting_keys_once_equals_step_by_step_decoding():
    # a teacher-forced pass (keys projected once for all steps) against one call per step
    torch.manual_seed(0)
    model = make_seq2seq(Seq2SeqConfig(src_vocab_size=11, tgt_vocab_size=13, embed_dim=8,
                                       hidden_dim=16, num_layers=2, dropout=0.0))
    src = torch.randint(4, 11, (3, 6))
    lens = torch.tensor([6, 4, 2])
    tgt = torch.randint(4, 13, (3, 5))
    enc_outputs, enc_state = model.encoder(src, lens)
    state = model.decoder.init_state(enc_outputs, lens, enc_state)
    whole, _ = model.decoder(tgt, state)
    whole.sum().backward()
    grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    enc_outputs, enc_state = model.encoder(src, lens)
    state = model.decoder.init_state(enc_outputs, lens, enc_state)
    steps = []
    for t in range(tgt.shape[1]):
        logits, state = model.decoder(tgt[:, t: t + 1], state)
        steps.append(logits)
    torch.testing.assert_close(torch.cat(steps, dim=1), whole, rtol=1e-5, atol=1e-6)
    torch.cat(steps, dim=1).sum().backward()
    for param, grad in zip(model.parameters(), grads, strict=True):
        torch.testing.assert_close(param.grad, grad, rtol=1e-5, atol=1e-6)
    assert model.decoder.attention._reused is None
