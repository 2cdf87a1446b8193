"""Cross-layer attention (Brandon et al. 2024; chapter 13): blocks that share one key–value
cache, as the option ``GPTConfig(kv_share=...)`` of the one GPT, against the model written out
by hand, in the cached and uncached paths, with the cache measured in bytes."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz.serving.speculative import speculative_generate
from attnviz.visuals.live import export_gpt


def _model(kv_share, *, num_layers=4, seed=0, **options):
    torch.manual_seed(seed)
    settings = {"vocab_size": 23, "context": 32, "d_model": 16, "num_heads": 4,
                "num_layers": num_layers, "ffn_dim": 24, "kv_share": kv_share, **options}
    return attnviz.GPT(attnviz.GPTConfig(**settings)).double().eval()


def _by_hand(model, tokens):
    """The GPT with learned positions written out: block ``i`` reads the keys and values that
    block ``i - i % kv_share`` projected from its own input."""
    config = model.config
    batch, steps = tokens.shape
    heads, dh = config.num_heads, config.d_model // config.num_heads
    kv_heads = config.num_kv_heads or heads

    def split(y, count):
        return y.view(batch, steps, count, dh).transpose(1, 2)  # (B, count, T, Dh)

    x = model.embedding.weight[tokens] + model.positions.weight[:steps]
    allowed = torch.ones(steps, steps, dtype=torch.bool).tril()
    shared = None
    for index, block in enumerate(model.blocks):
        att = block.attention
        h = F.layer_norm(x, (config.d_model,), block.norm1.weight, block.norm1.bias)
        if index % config.kv_share == 0:  # this block projects the group's keys and values
            shared = (split(h @ att.W_k.weight.T + att.W_k.bias, kv_heads),
                      split(h @ att.W_v.weight.T + att.W_v.bias, kv_heads))
        else:
            assert att.W_k is None and att.W_v is None
        k, v = (t.repeat_interleave(heads // kv_heads, dim=1) for t in shared)
        q = split(h @ att.W_q.weight.T + att.W_q.bias, heads)
        scores = (q @ k.transpose(-2, -1) / dh ** 0.5).masked_fill(~allowed, -torch.inf)
        out = (scores.softmax(-1) @ v).transpose(1, 2).reshape(batch, steps, config.d_model)
        x = x + out @ att.W_o.weight.T + att.W_o.bias
        h = F.layer_norm(x, (config.d_model,), block.norm2.weight, block.norm2.bias)
        x = x + block.ffn(h)
    x = F.layer_norm(x, (config.d_model,), model.norm.weight, model.norm.bias)
    return x @ model.output.weight.T


@pytest.mark.parametrize(("kv_share", "num_layers", "num_kv_heads"),
                         [(1, 4, None), (2, 4, None), (2, 5, 2), (3, 4, 1), (4, 4, None)])
def test_the_model_is_its_formula(kv_share, num_layers, num_kv_heads):
    model = _model(kv_share, num_layers=num_layers, num_kv_heads=num_kv_heads)
    tokens = torch.randint(0, 23, (2, 9))
    torch.testing.assert_close(model(tokens), _by_hand(model, tokens), rtol=1e-10, atol=1e-10)
    assert len(model.new_caches()) == model.config.kv_layers == -(-num_layers // kv_share)


@pytest.mark.parametrize(("kv_share", "options"), [
    (2, {}),
    (2, {"positions": "rotary", "bias": False, "num_kv_heads": 2, "qk_norm": True}),
    (3, {"positions": "rotary", "bias": False, "gate": "headwise", "logit_cap": 3.0}),
])
def test_decoding_with_the_shared_caches_equals_the_whole_sequence(kv_share, options):
    model = _model(kv_share, num_layers=5, **options)
    tokens = torch.randint(0, 23, (2, 11))
    whole = model(tokens)
    caches = model.new_caches()
    parts = [model(tokens[:, :5], caches=caches)]
    parts += [model(tokens[:, t:t + 1], caches=caches) for t in range(5, 11)]
    torch.testing.assert_close(torch.cat(parts, dim=1), whole, rtol=1e-10, atol=1e-10)
    assert all(len(cache) == 11 for cache in caches)
    losses = model.decode_losses(tokens)
    full = F.cross_entropy(whole[:, :-1].transpose(1, 2), tokens[:, 1:], reduction="none")
    torch.testing.assert_close(losses, full, rtol=1e-10, atol=1e-10)
    prompt = tokens[:1, :4]
    cached = model.generate(prompt, 8, temperature=0.0)
    assert torch.equal(cached, model.generate(prompt, 8, temperature=0.0, use_cache=False))
    rolling = model.decode_losses(tokens, window=4, num_sinks=1) if "positions" in options \
        else None
    if rolling is not None:  # the same eviction in every shared cache: finite losses
        assert rolling.shape == (2, 10) and torch.isfinite(rolling).all()


def test_greedy_speculative_decoding_equals_the_targets_own():
    target = _model(2, positions="rotary", bias=False, seed=1)
    draft = _model(2, num_layers=2, positions="rotary", bias=False, seed=2)
    prompt = torch.randint(0, 23, (1, 5))
    result = speculative_generate(target, draft, prompt, 12, k=3)
    assert torch.equal(result.tokens, target.generate(prompt, 12, temperature=0.0))


def test_the_cache_and_the_parameters_shrink_as_the_formulas_say():
    batch, steps, d_model, layers = 3, 10, 16, 4
    tokens = torch.randint(0, 23, (batch, steps))
    sizes = {}
    for share in (1, 2, 4):
        model = _model(share, num_layers=layers)
        caches = model.new_caches()
        model(tokens, caches=caches)
        per_layer = 2 * batch * steps * d_model * 8  # keys and values, float64
        assert sum(cache.nbytes for cache in caches) == -(-layers // share) * per_layer
        sizes[share] = sum(p.numel() for p in model.parameters())
    projections = 2 * (d_model * d_model + d_model)  # W_k and W_v, weights and biases
    assert sizes[1] - sizes[2] == 2 * projections  # blocks 1 and 3 have none
    assert sizes[1] - sizes[4] == 3 * projections


def test_gradients_reach_the_shared_projections_from_every_block_of_the_group():
    model = _model(2, num_layers=2)
    tokens = torch.randint(0, 23, (2, 8))
    model.train()
    grads = []
    for reader in (True, False):  # the second block's attention: on, then cut off
        model.zero_grad()
        if not reader:
            model.blocks[1].attention.W_o.weight.data.zero_()
            model.blocks[1].attention.W_o.bias.data.zero_()
        model.loss(tokens).backward()
        grads.append(model.blocks[0].attention.W_k.weight.grad.clone())
    assert all(p.grad is not None for p in model.parameters())
    assert not torch.allclose(grads[0], grads[1])  # block 1 sent a gradient through W_k


def test_a_reading_layer_without_the_cache_it_reads_is_refused():
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2, shares_kv=True).double()
    x = torch.randn(1, 3, 8, dtype=torch.float64)
    assert layer.W_k is None and layer.W_v is None and "shares_kv=True" in repr(layer)
    with pytest.raises(ValueError, match="pass that layer's cache as cache"):
        layer(x, x, x, causal=True)
    short = attnviz.KVCache(keys=torch.zeros(1, 2, 2, 4, dtype=torch.float64),
                            values=torch.zeros(1, 2, 2, 4, dtype=torch.float64))
    with pytest.raises(ValueError, match="cache must already hold this call's 3 tokens"):
        layer(x, x, x, causal=True, cache=short)
    assert len(short) == 2  # read, never written


@pytest.mark.parametrize(("build", "error", "message"), [
    (lambda: attnviz.GPTConfig(vocab_size=5, kv_share=0), ValueError, "kv_share"),
    (lambda: attnviz.GPTConfig(vocab_size=5, kv_share="2"), TypeError, "kv_share"),
    (lambda: attnviz.GPTConfig(vocab_size=5, kv_share=True), TypeError, "kv_share"),
    (lambda: attnviz.GPTConfig(vocab_size=5, positions="rotary", bias=False, latent_dim=8,
                               rope_dim=4, kv_share=2), ValueError,
     "latent attention .* needs kv_share=1"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, shares_kv=1), TypeError,
     "shares_kv"),
])
def test_bad_options_are_named(build, error, message):
    with pytest.raises(error, match=message):
        build()


def test_the_engine_and_the_live_view_refuse_shared_caches_by_name(tmp_path):
    model = _model(2, num_layers=2)
    requests = [attnviz.Request(id=0, prompt=[1, 2, 3], max_new_tokens=2)]
    with pytest.raises(ValueError, match="kv_share=2"):
        attnviz.serve(model, requests, num_blocks=8, block_size=4, token_budget=8)
    tokenizer = attnviz.CharTokenizer("abcdefghijklmnopqrstuvw")
    with pytest.raises(ValueError, match="kv_share 1, .* kv_share=2"):
        export_gpt(model, tokenizer, tmp_path / "gpt.js")
    assert not (tmp_path / "gpt.js").exists()
    caches = model.new_caches()
    with pytest.raises(ValueError, match="one per group of blocks that share one"):
        model(torch.tensor([[1, 2]]), caches=caches + [attnviz.KVCache()])
