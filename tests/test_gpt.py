"""The small GPT: causality, tied weights, the key-value cache against recomputation, sampling."""

import pytest
import torch

import attnviz
from attnviz.models.blocks import TransformerDecoderBlock
from attnviz.models.gpt import GPT, GPTConfig


def _model(seed=0, **changes):
    torch.manual_seed(seed)
    sizes = {"vocab_size": 11, "context": 24, "d_model": 16, "num_heads": 2, "num_layers": 2,
             "ffn_dim": 32}
    config = GPTConfig(**{**sizes, **changes})
    return GPT(config).eval()


def _tokens(*shape, seed=1):
    return torch.randint(0, 11, shape, generator=torch.Generator().manual_seed(seed))


def test_shapes_and_tied_output():
    model = _model()
    logits = model(_tokens(3, 7))
    assert logits.shape == (3, 7, 11)
    assert model.output.weight is model.embedding.weight
    untied = _model(tie_embeddings=False)
    assert untied.output.weight is not untied.embedding.weight
    assert (sum(p.numel() for p in untied.parameters())
            - sum(p.numel() for p in model.parameters())) == 11 * 16
    assert attnviz.GPT is GPT and attnviz.GPTConfig is GPTConfig


def test_a_token_never_sees_the_future():
    model = _model()
    tokens = _tokens(2, 10)
    changed = tokens.clone()
    changed[:, 6:] = (changed[:, 6:] + 1) % 11
    before, after = model(tokens), model(changed)
    torch.testing.assert_close(before[:, :6], after[:, :6])
    assert not torch.allclose(before[:, 6:], after[:, 6:])


def test_the_cache_gives_the_logits_of_the_whole_sequence():
    model = _model()
    tokens = _tokens(2, 12)
    full = model(tokens)
    caches = model.new_caches()
    steps = [model(tokens[:, :5], caches=caches)]  # a prompt, then one token at a time
    steps += [model(tokens[:, t:t + 1], caches=caches) for t in range(5, 12)]
    torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-5)
    assert len(caches[0]) == 12


@pytest.mark.parametrize("settings", [{"temperature": 0.0}, {"temperature": 1.0},
                                      {"temperature": 0.7, "top_k": 3}])
def test_generation_with_the_cache_equals_recomputation(settings):
    model = _model()
    prompt = _tokens(3, 4)
    runs = [model.generate(prompt, 10, generator=torch.Generator().manual_seed(5),
                           use_cache=use_cache, **settings) for use_cache in (True, False)]
    assert runs[0].shape == (3, 14) and torch.equal(runs[0][:, :4], prompt)
    assert torch.equal(runs[0], runs[1])


@pytest.mark.parametrize(("prompt_length", "new"), [(4, 40), (30, 3), (24, 1)])
def test_past_the_context_the_window_slides_with_and_without_the_cache(prompt_length, new):
    model = _model()  # context 24
    prompt = _tokens(2, prompt_length)
    runs = [model.generate(prompt, new, generator=torch.Generator().manual_seed(2),
                           use_cache=use_cache) for use_cache in (True, False)]
    assert torch.equal(runs[0], runs[1]) and runs[0].shape == (2, prompt_length + new)
    greedy = model.generate(prompt, new, temperature=0)
    for t in range(prompt_length, prompt_length + new):  # each token sees the last 24 only
        window = greedy[:, max(0, t - 24):t]
        assert torch.equal(greedy[:, t], model(window)[:, -1].argmax(-1))


def test_greedy_and_top_1_follow_the_argmax():
    model = _model()
    prompt = _tokens(2, 3)
    greedy = model.generate(prompt, 6, temperature=0)
    top1 = model.generate(prompt, 6, top_k=1, generator=torch.Generator().manual_seed(0))
    assert torch.equal(greedy, top1)
    for t in range(3, 9):  # each new token is the argmax after the tokens before it
        assert torch.equal(greedy[:, t], model(greedy[:, :t])[:, -1].argmax(-1))


def test_top_k_samples_only_the_k_most_likely_tokens():
    model = _model()
    prompt = _tokens(64, 3)
    allowed = model(prompt)[:, -1].topk(2, dim=-1).indices
    sampled = model.generate(prompt, 1, top_k=2, temperature=5.0,
                             generator=torch.Generator().manual_seed(0))[:, -1]
    assert (sampled[:, None] == allowed).any(dim=1).all()


def test_loss_is_the_next_token_cross_entropy_and_starts_near_log_v():
    model = _model()
    tokens = _tokens(4, 9)
    logits = model(tokens[:, :-1])
    expected = torch.nn.functional.cross_entropy(logits.reshape(-1, 11), tokens[:, 1:].reshape(-1))
    torch.testing.assert_close(model.loss(tokens), expected)
    assert abs(model.loss(tokens).item() - torch.log(torch.tensor(11.0)).item()) < 0.1


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="d_model must be divisible by num_heads, got d_model=16 "
                                         "and num_heads=3"):
        GPTConfig(vocab_size=5, d_model=16, num_heads=3)
    with pytest.raises(ValueError, match="vocab_size must be"):
        GPTConfig(vocab_size=0)
    with pytest.raises(ValueError, match=r"dropout must be a number in \[0, 1\), got 1.5"):
        GPTConfig(vocab_size=5, dropout=1.5)
    model = _model()
    with pytest.raises(ValueError, match="tokens must hold token ids in \\[0, 11\\)"):
        model(torch.tensor([[3, 11]]))
    with pytest.raises(ValueError, match=r"tokens must be a 2-D tensor shaped \(B, T\), got "
                                         r"shape \(2,\)"):
        model(torch.tensor([1, 2]))
    with pytest.raises(ValueError, match="the sequence would hold 25 tokens, more than the "
                                         "model's context of 24"):
        model(_tokens(1, 25))
    with pytest.raises(ValueError, match=r"prompt must be a 2-D tensor shaped \(B, T0\)"):
        model.generate(_tokens(4), 5)
    with pytest.raises(ValueError, match="temperature must be a finite number >= 0.0"):
        model.generate(_tokens(1, 2), 1, temperature=-1)
    with pytest.raises(ValueError, match="top_k must be"):
        model.generate(_tokens(1, 2), 1, top_k=0)
    with pytest.raises(TypeError, match="config must be a GPTConfig, got dict"):
        GPT({"vocab_size": 3})


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_a_block_equals_torchs_pre_norm_encoder_layer_with_a_causal_mask(dtype):
    # oracle: torch.nn.TransformerEncoderLayer(norm_first=True, gelu) with the weights copied
    torch.manual_seed(3)
    config = GPTConfig(vocab_size=11, context=24, d_model=16, num_heads=4, ffn_dim=40)
    block = attnviz.GPTBlock(d_model=config.d_model, num_heads=config.num_heads,
                             ffn_dim=config.ffn_dim, dropout=config.dropout,
                             num_kv_heads=config.num_kv_heads).to(dtype).eval()
    reference = torch.nn.TransformerEncoderLayer(16, 4, dim_feedforward=40, dropout=0.0,
                                                 activation="gelu", batch_first=True,
                                                 norm_first=True).to(dtype).eval()
    attention = block.attention
    with torch.no_grad():
        for layer in (attention.W_q, attention.W_k, attention.W_v, attention.W_o):
            torch.nn.init.normal_(layer.weight)  # large enough that the mask matters
            torch.nn.init.normal_(layer.bias)
        reference.self_attn.in_proj_weight.copy_(
            torch.cat([attention.W_q.weight, attention.W_k.weight, attention.W_v.weight]))
        reference.self_attn.in_proj_bias.copy_(
            torch.cat([attention.W_q.bias, attention.W_k.bias, attention.W_v.bias]))
        reference.self_attn.out_proj.weight.copy_(attention.W_o.weight)
        reference.self_attn.out_proj.bias.copy_(attention.W_o.bias)
        reference.linear1.load_state_dict(block.ffn.dense1.state_dict())
        reference.linear2.load_state_dict(block.ffn.dense2.state_dict())
        reference.norm1.load_state_dict(block.norm1.state_dict())
        reference.norm2.load_state_dict(block.norm2.state_dict())
        x = torch.randn(3, 9, 16, dtype=dtype)
        mask = torch.nn.Transformer.generate_square_subsequent_mask(9, dtype=dtype)
        expected = reference(x, src_mask=mask, is_causal=True)
        torch.testing.assert_close(block(x), expected)
        assert not torch.allclose(block(x), reference(x), atol=1e-3)  # the mask matters


def test_an_attention_only_model_has_no_feed_forward_networks():
    model = _model(ffn_dim=0)
    assert all(block.ffn is None and block.norm2 is None for block in model.blocks)
    full = _model()
    per_block = 2 * 16 * 32 + 32 + 16 + 2 * 16  # the network and its layer norm
    assert (sum(p.numel() for p in full.parameters())
            - sum(p.numel() for p in model.parameters())) == 2 * per_block
    tokens = _tokens(2, 12)
    caches = model.new_caches()
    stepwise = torch.cat([model(tokens[:, :5], caches=caches), model(tokens[:, 5:], caches=caches)],
                         dim=1)
    torch.testing.assert_close(stepwise, model(tokens))
    with pytest.raises(ValueError, match=r"ffn_dim must be a non-negative int, got -1"):
        GPTConfig(vocab_size=11, ffn_dim=-1)


@pytest.mark.parametrize("num_kv_heads", [1, 2])
def test_grouped_query_blocks_keep_the_cache_equal_to_recomputation_and_smaller(num_kv_heads):
    model = _model(num_heads=2, num_kv_heads=num_kv_heads)
    assert all(block.attention.num_kv_heads == num_kv_heads for block in model.blocks)
    tokens = _tokens(2, 9)
    full = model(tokens)
    caches = model.new_caches()
    steps = [model(tokens[:, :4], caches=caches)]
    steps += [model(tokens[:, t:t + 1], caches=caches) for t in range(4, 9)]
    torch.testing.assert_close(torch.cat(steps, dim=1), full, atol=1e-5, rtol=1e-5)
    assert caches[0].keys.shape == (2, num_kv_heads, 9, 8)
    with pytest.raises(ValueError, match="num_heads must be divisible by num_kv_heads, got "
                                         "num_heads=4 and num_kv_heads=3"):
        GPTConfig(vocab_size=5, d_model=16, num_heads=4, num_kv_heads=3)
    with pytest.raises(ValueError, match="num_kv_heads must be a positive int"):
        GPTConfig(vocab_size=5, num_kv_heads=0)


# ---------------------------------------------------------------------------------------------
# bad input of every kind: an error that names the argument

_SIZES = {"vocab_size": 11, "context": 24, "d_model": 16, "num_heads": 2, "num_layers": 2,
          "ffn_dim": 32}


@pytest.mark.parametrize(("changes", "error", "message"), [
    *[({name: bad}, error, f"{name} must be a positive int, got {bad!r}")
      for name in ("vocab_size", "context", "d_model", "num_heads", "num_layers")
      for bad, error in ((0, ValueError), (-2, ValueError), (4.0, TypeError),
                         (True, ValueError), ("8", TypeError), (None, TypeError))],
    ({"ffn_dim": -1}, ValueError, "ffn_dim must be a non-negative int, got -1"),
    ({"ffn_dim": 32.0}, TypeError, "ffn_dim must be a non-negative int, got 32.0"),
    ({"ffn_dim": None}, TypeError, "ffn_dim must be a non-negative int, got None"),
    ({"num_heads": 3}, ValueError, "d_model must be divisible by num_heads, got d_model=16 and "
     "num_heads=3"),
    ({"num_heads": 32}, ValueError, "d_model must be divisible by num_heads, got d_model=16 and "
     "num_heads=32"),
    ({"num_kv_heads": 0}, ValueError,
     "num_kv_heads must be a positive int or None, got 0"),
    ({"num_kv_heads": 1.0}, TypeError, "num_kv_heads must be a positive int .* got 1.0"),
    ({"num_kv_heads": True}, ValueError, "num_kv_heads must be a positive int .* got True"),
    ({"num_kv_heads": 3}, ValueError,
     "num_heads must be divisible by num_kv_heads, got num_heads=2 and num_kv_heads=3"),
    ({"dropout": 1.0}, ValueError, r"dropout must be a number in \[0, 1\), got 1.0"),
    ({"dropout": -0.5}, ValueError, r"dropout must be a number in \[0, 1\), got -0.5"),
    ({"dropout": float("nan")}, ValueError, r"dropout must be a number in \[0, 1\), got nan"),
    ({"dropout": "0.1"}, TypeError, r"dropout must be a number in \[0, 1\), got '0.1'"),
    ({"dropout": True}, ValueError, r"dropout must be a number in \[0, 1\), got True"),
    ({"tie_embeddings": 1}, TypeError, "tie_embeddings must be True or False, got 1"),
    ({"tie_embeddings": "yes"}, TypeError, "tie_embeddings must be True or False, got 'yes'"),
    ({"tie_embeddings": None}, TypeError, "tie_embeddings must be True or False, got None"),
], ids=str)
def test_config_refuses_every_bad_field_by_name(changes, error, message):
    with pytest.raises(error, match=message):
        GPTConfig(**{**_SIZES, **changes})


@pytest.mark.parametrize("config", [None, {"vocab_size": 11}, 11], ids=["None", "dict", "int"])
def test_models_take_a_config(config):
    with pytest.raises(TypeError, match=f"config must be a GPTConfig, got "
                                        f"{type(config).__name__}"):
        GPT(config)


@pytest.mark.parametrize("block", [attnviz.GPTBlock, attnviz.TransformerEncoderBlock,
                                   TransformerDecoderBlock])
def test_every_block_is_built_the_same_way_from_keyword_arguments(block):
    built = block(d_model=16, num_heads=4, ffn_dim=32, dropout=0.1)
    assert built.ffn is not None and built.ffn.dense1.out_features == 32
    with pytest.raises(TypeError):
        block(_SIZES)  # a config is the model's, not the block's
    with pytest.raises(ValueError, match="num_heads"):
        block(d_model=16, num_heads=0, ffn_dim=32)
    with pytest.raises(ValueError, match="dropout"):
        block(d_model=16, num_heads=4, ffn_dim=32, dropout=1.5)


def test_a_gpt_block_without_a_feed_forward_network_is_attention_only():
    block = attnviz.GPTBlock(d_model=16, num_heads=4, ffn_dim=0)
    assert block.ffn is None and block.norm2 is None
    with pytest.raises(ValueError, match="ffn_dim"):
        attnviz.GPTBlock(d_model=16, num_heads=4, ffn_dim=-1)


_MODEL = _model()
_BLOCK = _MODEL.blocks[0]


@pytest.mark.parametrize(("call", "error", "message"), [
    # the model's forward pass
    (lambda: _MODEL([[1, 2]]), TypeError, "tokens must be a torch.Tensor, got list"),
    (lambda: _MODEL(_tokens(1, 3).numpy()), TypeError, "tokens must be a torch.Tensor, got "
                                                       "ndarray"),
    (lambda: _MODEL(_tokens(3)), ValueError,
     r"tokens must be a 2-D tensor shaped \(B, T\), got shape \(3,\)"),
    (lambda: _MODEL(_tokens(1, 2, 3)), ValueError,
     r"tokens must be a 2-D tensor shaped \(B, T\), got shape \(1, 2, 3\)"),
    (lambda: _MODEL(_tokens(2, 0)), ValueError,
     r"tokens must be a \(B, T\) tensor with at least 1 token\(s\) per sequence, got shape "
     r"\(2, 0\)"),
    (lambda: _MODEL(_tokens(1, 3).float()), TypeError,
     "tokens must hold integer token ids, got dtype torch.float32"),
    (lambda: _MODEL(_tokens(1, 3).bool()), TypeError,
     "tokens must hold integer token ids, got dtype torch.bool"),
    (lambda: _MODEL(_tokens(1, 3).to(torch.complex64)), TypeError,
     "tokens must hold integer token ids, got dtype torch.complex64"),
    (lambda: _MODEL(torch.tensor([[0, 11]])), ValueError,
     r"tokens must hold token ids in \[0, 11\) for a vocabulary of 11 tokens, got the id 11"),
    (lambda: _MODEL(torch.tensor([[-1, 3]])), ValueError,
     r"tokens must hold token ids in \[0, 11\) .* got the id -1"),
    (lambda: _MODEL(_tokens(1, 25)), ValueError,
     "the sequence would hold 25 tokens, more than the model's context of 24"),
    (lambda: _MODEL(_tokens(1, 3), caches=_MODEL.new_caches()[0]), TypeError,
     r"caches must be a list of caches, one per block \(from model.new_caches\(\)\), got "
     "KVCache"),
    (lambda: _MODEL(_tokens(1, 3), caches=_MODEL.new_caches()[:1]), ValueError,
     r"caches must hold one cache per block \(2; .*\), got 1"),
    (lambda: _MODEL(_tokens(1, 3), caches=[None, None]), TypeError,
     r"caches\[0\] must be a key–value cache \(attnviz.KVCache, .*\), got NoneType"),
    (lambda: _MODEL(_tokens(1, 3), caches=[attnviz.KVCache(), {}]), TypeError,
     r"caches\[1\] must be a key–value cache .*, got dict"),
    # the loss
    (lambda: _MODEL.loss(_tokens(2, 1)), ValueError,
     r"tokens must be a \(B, T \+ 1\) tensor with at least 2 token\(s\) per sequence, got "
     r"shape \(2, 1\)"),
    (lambda: _MODEL.loss(_tokens(5)), ValueError,
     r"tokens must be a 2-D tensor shaped \(B, T \+ 1\), got shape \(5,\)"),
    (lambda: _MODEL.loss(_tokens(2, 5).double()), TypeError,
     "tokens must hold integer token ids, got dtype torch.float64"),
    (lambda: _MODEL.loss(torch.tensor([[1, 2, 11]])), ValueError,  # a target out of range
     r"tokens must hold token ids in \[0, 11\) .* got the id 11"),
    (lambda: _MODEL.loss("tokens"), TypeError, "tokens must be a torch.Tensor, got str"),
    # generation
    (lambda: _MODEL.generate([[1, 2]], 3), TypeError, "prompt must be a torch.Tensor, got list"),
    (lambda: _MODEL.generate(_tokens(3), 3), ValueError,
     r"prompt must be a 2-D tensor shaped \(B, T0\), got shape \(3,\)"),
    (lambda: _MODEL.generate(_tokens(1, 0), 3), ValueError,
     r"prompt must be a \(B, T0\) tensor with at least 1 token\(s\) per sequence"),
    (lambda: _MODEL.generate(_tokens(1, 3).float(), 3), TypeError,
     "prompt must hold integer token ids, got dtype torch.float32"),
    (lambda: _MODEL.generate(torch.tensor([[3, 12]]), 3), ValueError,
     r"prompt must hold token ids in \[0, 11\) .* got the id 12"),
    (lambda: _MODEL.generate(torch.tensor([[3, 12]]), 0), ValueError,  # even with nothing to add
     r"prompt must hold token ids in \[0, 11\)"),
    (lambda: _MODEL.generate(_tokens(1, 3), -1), ValueError,
     "max_new_tokens must be a non-negative int, got -1"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2.0), TypeError,
     "max_new_tokens must be a non-negative int, got 2.0"),
    (lambda: _MODEL.generate(_tokens(1, 3), True), ValueError,
     "max_new_tokens must be a non-negative int, got True"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, temperature=-0.5), ValueError,
     "temperature must be a finite number >= 0.0, got -0.5"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, temperature=float("inf")), ValueError,
     "temperature must be a finite number >= 0.0, got inf"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, temperature="hot"), TypeError,
     "temperature must be a finite number >= 0.0, got 'hot'"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, top_k=0), ValueError,
     "top_k must be an int between 1 and 11, got 0"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, top_k=12), ValueError,
     "top_k must be an int between 1 and 11, got 12"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, top_k=2.0), TypeError,
     "top_k must be an int between 1 and 11, got 2.0"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, generator=0), TypeError,
     "generator must be a torch.Generator or None, .* got int"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, use_cache=1), TypeError,
     "use_cache must be a bool, got int 1"),
    (lambda: _MODEL.generate(_tokens(1, 3), 2, 1.0), TypeError, "positional argument"),
    # one block
    (lambda: _BLOCK([[0.0] * 16]), TypeError, "x must be a torch.Tensor, got list"),
    (lambda: _BLOCK(torch.zeros(3, 16)), ValueError,
     r"x must be a 3-D tensor shaped \(B, T, 16\), got shape \(3, 16\)"),
    (lambda: _BLOCK(torch.zeros(1, 3, 8)), ValueError,
     r"x must have width d_model=16 on its last axis, got shape \(1, 3, 8\)"),
    (lambda: _BLOCK(torch.zeros(1, 3, 16, dtype=torch.long)), TypeError,
     "x has dtype torch.int64, .* x must hold floating-point numbers"),
    (lambda: _BLOCK(torch.zeros(1, 3, 16, dtype=torch.complex64)), TypeError,
     "x has dtype torch.complex64, .* x must hold floating-point numbers"),
    (lambda: _BLOCK(torch.zeros(1, 3, 16, dtype=torch.float64)), TypeError,
     r"x has dtype torch.float64, but this GPTBlock's parameters have dtype torch.float32"),
    (lambda: _BLOCK(torch.zeros(1, 3, 16), cache=[]), TypeError,
     r"cache must be a key–value cache \(attnviz.KVCache, .*\) or None, got list"),
])
def test_bad_inputs_are_errors_that_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_int32_ids_and_a_seeded_generator_are_accepted():
    tokens = _tokens(2, 4)
    torch.testing.assert_close(_MODEL(tokens.int()), _MODEL(tokens))
    sampled = [_MODEL.generate(tokens, 3, generator=torch.Generator().manual_seed(0))
               for _ in range(2)]
    assert torch.equal(sampled[0], sampled[1])


def test_generate_reads_no_tensor_on_the_host_per_token(monkeypatch):
    """Only the prompt's checks read values (its ids' minimum and maximum): the sampling loop
    never waits for the device, however many tokens it generates."""
    model = _model()
    prompt = torch.tensor([[1, 2, 3]])
    counts = {}
    for new in (2, 12):
        count = [0]
        for name in ("item", "__bool__", "__int__", "__float__", "__index__", "tolist"):
            original = getattr(torch.Tensor, name)

            def counting(self, *args, _original=original, _count=count, **kwargs):
                _count[0] += 1
                return _original(self, *args, **kwargs)

            monkeypatch.setattr(torch.Tensor, name, counting)
        try:
            model.generate(prompt, new, temperature=0)
        finally:
            monkeypatch.undo()
        counts[new] = count[0]
    assert counts[2] == counts[12] <= 2
