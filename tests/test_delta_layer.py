"""Chapter 13's delta-rule layer (DeltaNet, Gated DeltaNet) and the GPT option that mixes it with
attention (``GPTConfig(linear=..., full_every=...)``): the layer against its formula written out
one token at a time, its state against a growing cache, and the hybrid model's paths against each
other."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz.mechanism.delta import DeltaNetLayer, DeltaState
from attnviz.serving.speculative import speculative_generate
from attnviz.visuals.live import export_gpt


def _layer(gated, *, seed=0, chunk_size=32):
    torch.manual_seed(seed)
    layer = DeltaNetLayer(d_model=12, num_heads=3, gated=gated, chunk_size=chunk_size)
    return layer.double().eval()


def _by_hand(layer, x):
    """The layer one token at a time, every step written out (no chunks, no conv1d)."""
    batch, steps, width = x.shape
    heads, dh = layer.num_heads, layer.head_dim
    projected = x @ layer.W_qkv.weight.T  # (B, T, 3D)
    padded = torch.cat([projected.new_zeros(batch, 3, 3 * width), projected], dim=1)
    state = x.new_zeros(batch, heads, dh, dh)
    outputs = []
    for t in range(steps):
        window = padded[:, t:t + 4]  # the inputs at t - 3 .. t
        mixed = F.silu((window * layer.conv.T[None]).sum(dim=1))  # (B, 3D)
        q, k, v = (part.view(batch, heads, dh) for part in mixed.split(width, dim=-1))
        q = q / q.norm(dim=-1, keepdim=True) / dh ** 0.5
        k = k / k.norm(dim=-1, keepdim=True)
        beta = torch.sigmoid(x[:, t] @ layer.W_b.weight.T)  # (B, H)
        if layer.gated:
            rate = torch.nn.functional.softplus(x[:, t] @ layer.W_a.weight.T + layer.dt_bias)
            state = state * torch.exp(-layer.A_log.exp() * rate)[..., None, None]
        recalled = torch.einsum("bhkv,bhk->bhv", state, k)
        state = state + torch.einsum("bhk,bhv->bhkv", k, beta[..., None] * (v - recalled))
        out = torch.einsum("bhkv,bhk->bhv", state, q)  # (B, H, Dh)
        out = out / (out.square().mean(-1, keepdim=True) + 1e-6).sqrt() * layer.norm.weight
        gate = F.silu(x[:, t] @ layer.W_g.weight.T)  # (B, D)
        outputs.append((out.reshape(batch, width) * gate) @ layer.W_o.weight.T)
    return torch.stack(outputs, dim=1)


@pytest.mark.parametrize("gated", [False, True])
@pytest.mark.parametrize("chunk_size", [1, 4, 32])
def test_the_layer_is_its_formula(gated, chunk_size):
    layer = _layer(gated, chunk_size=chunk_size)
    x = torch.randn(2, 13, 12, dtype=torch.float64)
    torch.testing.assert_close(layer(x), _by_hand(layer, x), rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("gated", [False, True])
def test_decoding_with_a_state_equals_the_whole_sequence(gated):
    layer = _layer(gated, chunk_size=4)
    x = torch.randn(2, 15, 12, dtype=torch.float64)
    whole = layer(x)
    state = DeltaState()
    parts = [layer(x[:, :6], cache=state), layer(x[:, 6:7], cache=state),
             layer(x[:, 7:12], cache=state)]
    parts += [layer(x[:, t:t + 1], cache=state) for t in range(12, 15)]
    torch.testing.assert_close(torch.cat(parts, dim=1), whole, rtol=1e-10, atol=1e-10)
    assert len(state) == 15


def test_the_state_keeps_its_size_while_a_cache_grows():
    layer = _layer(True)
    state, sizes = DeltaState(), []
    assert state.nbytes == 0
    for _ in range(3):
        layer(torch.randn(1, 10, 12, dtype=torch.float64), cache=state)
        sizes.append(state.nbytes)
    # (B, H, Dh, Dh) state and (B, K - 1, 3D) inputs of the convolution, float64
    assert sizes == [(3 * 4 * 4 + 3 * 36) * 8] * 3
    cache = attnviz.KVCache()
    for step in range(3):
        cache.update(torch.zeros(1, 3, 10, 4, dtype=torch.float64),
                     torch.zeros(1, 3, 10, 4, dtype=torch.float64))
        assert cache.nbytes == (step + 1) * 2 * 3 * 10 * 4 * 8


def test_the_state_speaks_the_cache_protocol_where_it_can():
    layer = _layer(True)
    state = DeltaState()
    x = torch.randn(3, 5, 12, dtype=torch.float64)
    layer(x, cache=state)
    assert isinstance(state, attnviz.Cache)
    copy = state.keep(torch.arange(5))
    assert torch.equal(copy.state, state.state) and copy.state is not state.state
    with pytest.raises(ValueError, match="cannot keep only some of its 5 tokens"):
        state.keep(torch.tensor([0, 4]))
    with pytest.raises(TypeError, match="advanced by its delta-rule layer"):
        state.update(torch.zeros(3, 3, 1, 4), torch.zeros(3, 3, 1, 4))
    rows = state.select(torch.tensor([2, 2, 0]))
    assert torch.equal(rows.state[0], state.state[2]) and len(rows) == 5
    step = torch.randn(3, 1, 12, dtype=torch.float64)
    torch.testing.assert_close(layer(step[[2, 2, 0]], cache=rows),
                               layer(step, cache=state)[[2, 2, 0]], rtol=1e-12, atol=1e-12)
    with pytest.raises(TypeError, match="cache must be an attnviz DeltaState or None"):
        layer(x, cache=attnviz.KVCache())


def test_the_gate_only_fades_and_gradients_reach_every_parameter():
    layer = DeltaNetLayer(d_model=12, num_heads=3, gated=True)
    assert bool((layer.A_log.exp() >= 1.0).all() and (layer.A_log.exp() <= 16.0).all())
    step = F.softplus(layer.dt_bias)
    assert bool((step > 0.0009).all() and (step < 0.11).all())  # Mamba-2's [0.001, 0.1]
    layer(torch.randn(2, 9, 12)).square().mean().backward()
    assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in layer.parameters())


def _hybrid(*, linear="gated_delta", full_every=4, num_layers=4, seed=0, **options):
    torch.manual_seed(seed)
    config = attnviz.GPTConfig(vocab_size=19, context=40, d_model=16, num_heads=4,
                               num_layers=num_layers, ffn_dim=32, positions="rotary", bias=False,
                               linear=linear, full_every=full_every, **options)
    return attnviz.GPT(config).double().eval()


@pytest.mark.parametrize(("linear", "full_every", "num_layers", "kinds"), [
    ("delta", None, 2, "LL"),
    ("gated_delta", 4, 4, "LLLA"),
    ("gated_delta", 2, 5, "LALAL"),
    ("gated_delta", 1, 2, "AA"),
])
def test_a_hybrid_model_decodes_as_its_forward_reads(linear, full_every, num_layers, kinds):
    model = _hybrid(linear=linear, full_every=full_every, num_layers=num_layers,
                    gate="headwise", num_kv_heads=2)
    blocks = "".join("L" if isinstance(b.attention, DeltaNetLayer) else "A"
                     for b in model.blocks)
    assert blocks == kinds
    assert [isinstance(c, DeltaState) for c in model.new_caches()] == [k == "L" for k in kinds]
    tokens = torch.randint(0, 19, (2, 12))
    whole = model(tokens)
    caches = model.new_caches()
    parts = [model(tokens[:, :5], caches=caches)]
    parts += [model(tokens[:, t:t + 1], caches=caches) for t in range(5, 12)]
    torch.testing.assert_close(torch.cat(parts, dim=1), whole, rtol=1e-10, atol=1e-10)
    losses = model.decode_losses(tokens)
    full = F.cross_entropy(whole[:, :-1].transpose(1, 2), tokens[:, 1:], reduction="none")
    torch.testing.assert_close(losses, full, rtol=1e-10, atol=1e-10)
    prompt = tokens[:1, :4]
    assert torch.equal(model.generate(prompt, 9, temperature=0.0),
                       model.generate(prompt, 9, temperature=0.0, use_cache=False))


def test_a_hybrid_past_its_context_slides_its_window_in_both_ways():
    model = _hybrid()
    prompt = torch.randint(0, 19, (1, 30))
    assert torch.equal(model.generate(prompt, 20, temperature=0.0),
                       model.generate(prompt, 20, temperature=0.0, use_cache=False))


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda m, t: m.decode_losses(t, window=4), ValueError, "pass neither, got window=4"),
    (lambda m, t: m.decode_losses(t, make_cache=attnviz.KVCache), ValueError,
     "delta-rule blocks keep a state"),
    (lambda m, t: m(t, need_weights=True), ValueError, "never forms"),
    (lambda m, t: m(t, kv_transform=lambda k, v: (k, v)), ValueError,
     "not a delta-rule layer"),
    (lambda m, t: m(t, caches=[attnviz.KVCache() for _ in range(4)]), TypeError,
     r"caches\[0\] must be a DeltaState"),
    (lambda m, t: m(t, caches=[DeltaState() for _ in range(4)]), TypeError,
     r"caches\[3\] must be a key–value cache"),
])
def test_what_a_state_cannot_do_is_refused_by_name(call, error, message):
    model = _hybrid()
    with pytest.raises(error, match=message):
        call(model, torch.randint(0, 19, (1, 6)))


@pytest.mark.parametrize(("settings", "error", "message"), [
    ({"linear": "mamba"}, ValueError, "linear must be one of None, 'delta', 'gated_delta'"),
    ({"full_every": 2}, ValueError, "full_every .* needs linear"),
    ({"linear": "delta", "full_every": 0}, ValueError, "full_every"),
    ({"linear": "delta", "kv_share": 2}, ValueError, "with linear blocks pass kv_share=1"),
    ({"linear": "delta", "positions": "rotary", "bias": False, "latent_dim": 8, "rope_dim": 4},
     ValueError, "needs linear=None"),
])
def test_bad_settings_are_named(settings, error, message):
    with pytest.raises(error, match=message):
        attnviz.GPTConfig(vocab_size=5, **settings)


def test_a_block_refuses_attentions_options_by_name():
    with pytest.raises(ValueError, match="takes none of attention's options, got gate, qk_norm"):
        attnviz.GPTBlock(d_model=8, num_heads=2, ffn_dim=8, linear="delta", gate="headwise",
                         qk_norm=True)


def test_the_engine_speculative_decoding_and_the_live_view_refuse_a_hybrid(tmp_path):
    model = _hybrid()
    with pytest.raises(ValueError, match="linear='gated_delta'"):
        attnviz.serve(model, [attnviz.Request(id=0, prompt=[1, 2], max_new_tokens=2)],
                      num_blocks=8, block_size=4, token_budget=8)
    plain = attnviz.GPT(attnviz.GPTConfig(vocab_size=19, context=40, d_model=16, num_heads=4,
                                          num_layers=1, ffn_dim=32)).double().eval()
    with pytest.raises(ValueError, match="target must attend in every block"):
        speculative_generate(model, plain, torch.tensor([[1, 2]]), 4)
    with pytest.raises(ValueError, match="draft must attend in every block"):
        speculative_generate(plain, model, torch.tensor([[1, 2]]), 4)
    with pytest.raises(ValueError, match="linear='gated_delta'"):
        export_gpt(model, attnviz.CharTokenizer("abcdefghijklmnopqrs"), tmp_path / "g.js")
    assert not (tmp_path / "g.js").exists()


@pytest.mark.parametrize(("x", "error", "message"), [
    (torch.randn(2, 5), ValueError, r"x must .*\(B, T, 12\)"),
    (torch.randn(2, 5, 10, dtype=torch.float64), ValueError, "width d_model=12"),
    (torch.randn(2, 5, 12), TypeError, "x"),  # float32 into a float64 layer
    ("tokens", TypeError, "x must be a"),
])
def test_bad_input_to_the_layer_is_named(x, error, message):
    with pytest.raises(error, match=message):
        _layer(True)(x)
