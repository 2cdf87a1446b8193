"""The small GPT: causality, tied weights, the key-value cache against recomputation, sampling."""

import pytest
import torch

import attnviz
from attnviz.gpt import GPT, GPTConfig


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
    with pytest.raises(ValueError, match=r"d_model \(16\) must be divisible by num_heads \(3\)"):
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
    block = attnviz.GPTBlock(config).to(dtype).eval()
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
    with pytest.raises(ValueError, match=r"num_kv_heads \(3\) must divide num_heads \(4\)"):
        GPTConfig(vocab_size=5, d_model=16, num_heads=4, num_kv_heads=3)
    with pytest.raises(ValueError, match="num_kv_heads must be a positive int"):
        GPTConfig(vocab_size=5, num_kv_heads=0)
