"""Chapter 13's options of the one attention layer: a sigmoid gate on the heads' outputs (gated
attention), QK-norm and logit soft-capping, against the formulas written out, in every path of
the layer."""

from __future__ import annotations

import pytest
import torch

import attnviz
from attnviz.mechanism.scoring import soft_cap
from attnviz.visuals.live import export_gpt


def _layer(gate=None, qk_norm=False, rotary_base=None, seed=0, num_kv_heads=None,
           logit_cap=None):
    torch.manual_seed(seed)
    layer = attnviz.MultiHeadAttention(d_model=12, num_heads=3, gate=gate, qk_norm=qk_norm,
                                       rotary_base=rotary_base, num_kv_heads=num_kv_heads,
                                       logit_cap=logit_cap)
    layer = layer.double().eval()
    if qk_norm:
        with torch.no_grad():
            layer.q_norm.weight.uniform_(0.5, 2.0)
            layer.k_norm.weight.uniform_(0.5, 2.0)
    return layer


def _by_hand(layer, x):
    """The layer's causal self-attention written out (no rotation, H_kv = H)."""
    batch, steps, width = x.shape
    heads, dh = layer.num_heads, layer.head_dim

    def split(y):
        return y.view(batch, steps, heads, dh).transpose(1, 2)  # (B, H, T, Dh)

    def rms(y, weight):
        return y / (y.square().mean(-1, keepdim=True) + 1e-6).sqrt() * weight

    q, k = split(layer.W_q(x)), split(layer.W_k(x))
    v = split(layer.W_v(x))
    if layer.q_norm is not None:
        q, k = rms(q, layer.q_norm.weight), rms(k, layer.k_norm.weight)
    scores = q @ k.transpose(-2, -1) / dh ** 0.5
    if layer.logit_cap is not None:
        scores = layer.logit_cap * torch.tanh(scores / layer.logit_cap)
    scores = scores.masked_fill(~torch.ones(steps, steps, dtype=torch.bool).tril(), -torch.inf)
    out = scores.softmax(-1) @ v  # (B, H, T, Dh)
    if layer.gate == "elementwise":
        out = out * split(torch.sigmoid(layer.W_g(x)))
    elif layer.gate == "headwise":
        out = out * torch.sigmoid(layer.W_g(x)).transpose(1, 2)[..., None]  # (B, H, T, 1)
    return layer.W_o(out.transpose(1, 2).reshape(batch, steps, width))


@pytest.mark.parametrize("gate", [None, "elementwise", "headwise"])
@pytest.mark.parametrize("qk_norm", [False, True])
@pytest.mark.parametrize("logit_cap", [None, 0.5])
def test_the_layer_is_its_formula_in_both_paths(gate, qk_norm, logit_cap):
    layer = _layer(gate, qk_norm, logit_cap=logit_cap)
    x = torch.randn(2, 7, 12, dtype=torch.float64)
    expected = _by_hand(layer, x)
    fused = layer(x, x, x, causal=True)
    explicit, weights = layer(x, x, x, causal=True, need_weights=True)
    torch.testing.assert_close(fused, expected, rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(explicit, expected, rtol=1e-10, atol=1e-10)
    assert weights.shape == (2, 3, 7, 7)


def test_a_gate_held_open_is_the_plain_layer():
    plain = _layer()
    gated = _layer(gate="elementwise")
    gated.load_state_dict({**plain.state_dict(), "W_g.weight": torch.zeros(12, 12),
                           "W_g.bias": torch.full((12,), 60.0)})  # sigmoid(60) = 1 in float64
    x = torch.randn(2, 5, 12, dtype=torch.float64)
    torch.testing.assert_close(gated(x, x, x, causal=True), plain(x, x, x, causal=True),
                               rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize(("gate", "logit_cap"), [("elementwise", None), ("headwise", None),
                                               (None, 0.7)])
def test_decoding_with_a_cache_equals_the_whole_sequence(gate, logit_cap):
    layer = _layer(gate, qk_norm=True, rotary_base=10000.0, num_kv_heads=1, logit_cap=logit_cap)
    x = torch.randn(2, 9, 12, dtype=torch.float64)
    whole = layer(x, x, x, causal=True)
    cache = attnviz.KVCache()
    steps = [layer(x[:, :4], x[:, :4], x[:, :4], causal=True, cache=cache)]
    steps += [layer(x[:, t:t + 1], x[:, t:t + 1], x[:, t:t + 1], causal=True, cache=cache)
              for t in range(4, 9)]
    torch.testing.assert_close(torch.cat(steps, dim=1), whole, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("logit_cap", [None, 2.0])
def test_a_gpt_with_the_options_generates_as_its_forward_reads(logit_cap):
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=30, context=32, d_model=16, num_heads=4, num_layers=2,
                               ffn_dim=32, positions="rotary", bias=False, gate="headwise",
                               qk_norm=True, logit_cap=logit_cap)
    model = attnviz.GPT(config).double().eval()
    assert "gate='headwise'" in repr(config) and "qk_norm=True" in repr(config)
    assert ("logit_cap=2.0" in repr(config)) == (logit_cap is not None)
    tokens = torch.randint(0, 30, (1, 6))
    out = model.generate(tokens, max_new_tokens=8, temperature=0.0)
    for t in range(6, 14):  # each greedy token is the argmax of the full forward
        assert out[0, t] == model(out[:, :t])[0, -1].argmax()
    losses = model.decode_losses(out)
    full = torch.nn.functional.cross_entropy(model(out[:, :-1])[0], out[0, 1:], reduction="none")
    torch.testing.assert_close(losses[0], full, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize(("build", "error", "message"), [
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, gate="sigmoid"), ValueError,
     "gate must be one of None, 'elementwise', 'headwise', got 'sigmoid'"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, qk_norm=1), TypeError,
     "qk_norm"),
    (lambda: attnviz.GPTConfig(vocab_size=5, gate="all"), ValueError, "gate must be one of"),
    (lambda: attnviz.GPTConfig(vocab_size=5, qk_norm="yes"), TypeError, "qk_norm"),
    (lambda: attnviz.GPTConfig(vocab_size=5, positions="rotary", bias=False, latent_dim=8,
                               rope_dim=4, gate="headwise"), ValueError,
     "latent attention .* needs gate=None"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, logit_cap=0), ValueError,
     "logit_cap must be a positive number, got 0"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, logit_cap="50"), TypeError,
     "logit_cap must be a positive number, got '50'"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, logit_cap=5.0,
                                        sink_logits=True), ValueError,
     "logit_cap .* sink_logits"),
    (lambda: attnviz.GPTConfig(vocab_size=5, logit_cap=-1.0), ValueError, "logit_cap"),
    (lambda: attnviz.GPTConfig(vocab_size=5, logit_cap=float("inf")), ValueError, "logit_cap"),
    (lambda: attnviz.GPTConfig(vocab_size=5, logit_cap=True), TypeError, "logit_cap"),
    (lambda: attnviz.GPTConfig(vocab_size=5, logit_cap=30.0, sink_logits=True), ValueError,
     "logit_cap=30.0 and sink_logits=True"),
    (lambda: attnviz.GPTConfig(vocab_size=5, positions="rotary", bias=False, latent_dim=8,
                               rope_dim=4, logit_cap=30.0), ValueError,
     "latent attention .* needs logit_cap=None"),
])
def test_bad_options_are_named(build, error, message):
    with pytest.raises(error, match=message):
        build()


def test_the_live_view_refuses_a_model_it_cannot_run(tmp_path):
    config = attnviz.GPTConfig(vocab_size=3, context=8, d_model=8, num_heads=2, num_layers=1,
                               gate="elementwise")
    tokenizer = attnviz.CharTokenizer("abc")
    with pytest.raises(ValueError,
                       match="gate, logit_cap, select_k and linear must be None, qk_norm "
                             "False and kv_share 1"):
        export_gpt(attnviz.GPT(config), tokenizer, tmp_path / "gpt.js")
    capped = attnviz.GPTConfig(vocab_size=3, context=8, d_model=8, num_heads=2, num_layers=1,
                               logit_cap=20.0)
    with pytest.raises(ValueError, match="logit_cap=20.0"):
        export_gpt(attnviz.GPT(capped), tokenizer, tmp_path / "gpt.js")
    assert not (tmp_path / "gpt.js").exists()


def test_soft_cap_is_its_formula_and_stays_within_the_cap():
    scores = torch.tensor([-1e4, -50.0, -1.0, 0.0, 1e-3, 1.0, 50.0, 1e4], dtype=torch.float64)
    capped = soft_cap(scores, 50.0)
    torch.testing.assert_close(capped, 50.0 * torch.tanh(scores / 50.0), rtol=0, atol=0)
    assert capped.abs().max() <= 50.0 and capped[3] == 0.0
    # small scores pass almost unchanged: tanh(x) = x - x³/3 + ..., so the change is ~ s³/(3c²)
    assert abs(capped[5] - 1.0) < 1.0 / (3 * 50.0**2) * 1.01
    assert capped[-1] > capped[-2] > capped[-3]  # order is kept
    with pytest.raises(ValueError, match="cap must be a positive number, got 0"):
        soft_cap(scores, 0)
    with pytest.raises(TypeError, match="scores must hold floating-point numbers"):
        soft_cap(torch.ones(3, dtype=torch.long), 5.0)


def test_a_cap_far_above_the_scores_changes_nothing_and_a_low_one_flattens():
    plain, capped = _layer(), _layer(logit_cap=1e6)
    capped.load_state_dict(plain.state_dict())
    x = torch.randn(2, 6, 12, dtype=torch.float64)
    torch.testing.assert_close(capped(x, x, x, causal=True), plain(x, x, x, causal=True),
                               rtol=1e-9, atol=1e-9)
    tight = _layer(logit_cap=1e-3)
    tight.load_state_dict(plain.state_dict())
    _, weights = tight(x, x, x, causal=True, need_weights=True)
    uniform = torch.ones(6, 6, dtype=torch.float64).tril()
    uniform = uniform / uniform.sum(-1, keepdim=True)
    torch.testing.assert_close(weights, uniform.expand_as(weights), rtol=0, atol=1e-2)


def test_a_served_model_with_a_logit_cap_is_refused_by_name():
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=11, context=16, d_model=8, num_heads=2, num_layers=1,
                               ffn_dim=16, logit_cap=5.0)
    model = attnviz.GPT(config).eval()
    requests = [attnviz.Request(id=0, prompt=[1, 2, 3], max_new_tokens=2)]
    with pytest.raises(ValueError, match="logit_cap"):
        attnviz.serve(model, requests, num_blocks=8, block_size=4, token_budget=8)
