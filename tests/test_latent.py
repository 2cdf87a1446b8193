"""Multi-head latent attention: a from-scratch reference, absorbed == explicit, the cache."""

import math

import pytest
import torch

import attnviz
from attnviz import LatentCache, MultiHeadLatentAttention, kv_cache_numbers_per_token

SIZES = {"d_model": 24, "num_heads": 3, "head_dim": 5, "latent_dim": 7, "rope_dim": 4}


def _layer(seed=0, **sizes):
    torch.manual_seed(seed)
    layer = MultiHeadLatentAttention(**{**SIZES, **sizes}).double()
    with torch.no_grad():  # larger weights than the default, so the softmax is far from flat
        for parameter in layer.parameters():
            parameter.mul_(3.0)
    return layer


def _x(batch, steps, seed=1, width=SIZES["d_model"]):
    return torch.randn(batch, steps, width, generator=torch.Generator().manual_seed(seed),
                       dtype=torch.float64)


def _reference(layer, x):
    """MLA written out head by head, with the closed-form rotation matrices."""
    batch, steps, _ = x.shape
    heads, width, rope = layer.num_heads, layer.head_dim, layer.rope_dim
    c = x @ layer.W_dkv.weight.T  # (B, T, Dc)
    k_rope = x @ layer.W_kr.weight.T  # (B, T, Dr)
    q = (x @ layer.W_q.weight.T).view(batch, steps, heads, width + rope)
    rotations = torch.stack([attnviz.rotary_matrix(t, rope) for t in range(steps)])  # (T, Dr, Dr)
    k_rope = torch.einsum("tij,btj->bti", rotations, k_rope)
    out = torch.zeros(batch, steps, heads * width, dtype=x.dtype)
    for h in range(heads):
        rows = slice(h * width, (h + 1) * width)
        keys = c @ layer.W_uk.weight[rows].T  # (B, T, Dh)
        values = c @ layer.W_uv.weight[rows].T
        q_content, q_rope = q[:, :, h, :width], q[:, :, h, width:]
        q_rope = torch.einsum("tij,btj->bti", rotations, q_rope)
        scores = (q_content @ keys.transpose(1, 2) + q_rope @ k_rope.transpose(1, 2))
        scores = scores / math.sqrt(width + rope)
        future = torch.ones(steps, steps, dtype=torch.bool).triu(1)
        weights = scores.masked_fill(future, -math.inf).softmax(dim=-1)
        out[:, :, rows] = weights @ values
    return out @ layer.W_o.weight.T


@pytest.mark.parametrize("absorbed", [False, True])
def test_the_layer_equals_a_head_by_head_reference(absorbed):
    layer, x = _layer(), _x(2, 6)
    with torch.no_grad():
        torch.testing.assert_close(layer(x, absorbed=absorbed), _reference(layer, x),
                                   rtol=1e-12, atol=1e-12)


def test_absorbed_equals_explicit_with_weights_and_gradients():
    layer, x = _layer(), _x(2, 7)
    out, weights = layer(x, need_weights=True)
    out_absorbed, weights_absorbed = layer(x, absorbed=True, need_weights=True)
    torch.testing.assert_close(out_absorbed, out, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(weights_absorbed, weights, rtol=1e-12, atol=1e-12)
    assert weights.shape == (2, 3, 7, 7)
    assert not weights.triu(1).any()  # causal: no weight on a later key
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 3, 7, dtype=torch.float64))
    grads = [torch.autograd.grad(o.sum(), layer.parameters()) for o in (out, out_absorbed)]
    for explicit, absorbed in zip(*grads, strict=True):
        torch.testing.assert_close(absorbed, explicit, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("absorbed", [False, True])
@pytest.mark.parametrize("chunks", [[1] * 7, [3, 1, 2, 1], [7]])
def test_decoding_with_the_cache_equals_one_full_call(absorbed, chunks):
    layer, x = _layer(), _x(2, 7)
    cache = LatentCache()
    outputs, start = [], 0
    with torch.no_grad():
        for size in chunks:
            outputs.append(layer(x[:, start:start + size], cache=cache, absorbed=absorbed))
            start += size
        torch.testing.assert_close(torch.cat(outputs, dim=1), layer(x), rtol=1e-12, atol=1e-12)
    assert len(cache) == 7
    assert cache.latent.shape == (2, 7, 7) and cache.rope_key.shape == (2, 7, 4)
    # stored un-rotated: the projections of the tokens (not bit for bit: a chunk's product and
    # the whole sequence's may be blocked differently, as in PyTorch 2.5's float64 kernels)
    torch.testing.assert_close(cache.rope_key, layer.W_kr(x), rtol=1e-12, atol=1e-12)


def test_absorbed_equals_explicit_on_a_cache():
    layer, x = _layer(), _x(1, 9)
    explicit, absorbed = LatentCache(), LatentCache()
    with torch.no_grad():
        layer(x[:, :5], cache=explicit)
        layer(x[:, :5], cache=absorbed, absorbed=True)
        out, weights = layer(x[:, 5:], cache=explicit, need_weights=True)
        out_absorbed = layer(x[:, 5:], cache=absorbed, absorbed=True)
    torch.testing.assert_close(out_absorbed, out, rtol=1e-12, atol=1e-12)
    assert weights.shape == (1, 3, 4, 9)
    assert not weights[0, :, 0, 6:].any() and weights[0, :, 0, :6].all()  # lower-right causal


def test_the_absorbed_weights_reproduce_the_layer():
    layer, x = _layer(), _x(2, 5)
    query_side, output_side = layer.absorbed_weights()
    assert query_side.shape == (3, 5, 7) and output_side.shape == (3, 24, 7)
    with torch.no_grad():
        _, weights = layer(x, need_weights=True)
        c = layer.W_dkv(x)
        q = layer.W_q(x).view(2, 5, 3, 9).transpose(1, 2)  # (B, H, T, Dh + Dr)
        keys = layer.W_uk(c).view(2, 5, 3, 5).transpose(1, 2)  # (B, H, T, Dh): explicit keys
        content = torch.einsum("bhtd,hdc,bkc->bhtk", q[..., :5], query_side, c)
        torch.testing.assert_close(content, q[..., :5] @ keys.transpose(-2, -1))
        pooled = weights @ c[:, None]  # (B, H, T, Dc)
        torch.testing.assert_close(torch.einsum("bhtc,hdc->btd", pooled, output_side), layer(x))


def test_scores_depend_only_on_offsets_and_positions_are_slots():
    layer, x = _layer(), _x(1, 6)  # tokens s, p, p', a, b, y
    with torch.no_grad():
        long = LatentCache()
        layer(x[:, :5], cache=long)
        _, far = layer(x[:, 5:], cache=long, need_weights=True)  # y at 5: a at 3, b at 4
        short = LatentCache()
        layer(x[:, 3:5], cache=short)
        _, near = layer(x[:, 5:], cache=short, need_weights=True)  # y at 2: a at 0, b at 1
    # the softmax normalises differently, but score differences (log-weight ratios) agree
    torch.testing.assert_close(far[..., 3].log() - far[..., 4].log(),
                               near[..., 0].log() - near[..., 1].log())
    kept = LatentCache()
    with torch.no_grad():
        layer(x[:, :5], cache=kept)
        kept = kept.keep(torch.tensor([0, 3, 4]))  # s, a, b now at slots 0, 1, 2
        fresh = layer(x[:, [0, 3, 4, 5]])
        torch.testing.assert_close(layer(x[:, 5:], cache=kept), fresh[:, 3:],
                                   rtol=1e-12, atol=1e-12)
    assert len(kept) == 4


def test_keep_copies_the_slots_in_order_and_checks_them():
    cache = LatentCache(latent=torch.arange(10.0).view(1, 5, 2),
                        rope_key=torch.arange(5.0).view(1, 5, 1))
    kept = cache.keep(torch.tensor([0, 2, 4]))
    assert kept.rope_key.flatten().tolist() == [0.0, 2.0, 4.0]
    assert kept.latent[0].tolist() == [[0.0, 1.0], [4.0, 5.0], [8.0, 9.0]]
    assert len(cache) == 5 and len(kept) == 3  # the original is left as it was
    assert len(LatentCache().keep(torch.tensor([], dtype=torch.long))) == 0
    assert len(cache.keep(torch.tensor([], dtype=torch.long))) == 0
    with pytest.raises(ValueError, match=r"slots must hold slot numbers in \[0, 5\).*got 5"):
        cache.keep(torch.tensor([0, 5]))
    with pytest.raises(ValueError, match=r"slots must be strictly increasing.*\[2, 1\]"):
        cache.keep(torch.tensor([2, 1]))
    with pytest.raises(ValueError, match="strictly increasing"):
        cache.keep(torch.tensor([1, 1]))
    with pytest.raises(TypeError, match="slots must hold integer slot numbers"):
        cache.keep(torch.tensor([0.0, 1.0]))
    with pytest.raises(ValueError, match=r"slots must be a 1-D tensor shaped \(K,\)"):
        cache.keep(torch.tensor([[0, 1]]))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_cache_bytes_are_the_count_per_token_times_the_element_size(dtype):
    layer = _layer().to(dtype)
    cache = LatentCache()
    with torch.no_grad():
        layer(_x(2, 6).to(dtype), cache=cache)
    per_token = kv_cache_numbers_per_token("mla", num_heads=3, head_dim=5, latent_dim=7,
                                           rope_dim=4)
    assert per_token == 11
    assert cache.nbytes == 2 * 6 * per_token * torch.tensor([], dtype=dtype).element_size()
    assert LatentCache().nbytes == 0


def test_counts_per_token_for_each_kind_match_a_real_kv_cache():
    assert kv_cache_numbers_per_token("mha", num_heads=8, head_dim=64) == 1024
    assert kv_cache_numbers_per_token("gqa", num_heads=8, head_dim=64, num_kv_heads=2) == 256
    assert kv_cache_numbers_per_token("mqa", num_heads=8, head_dim=64) == 128
    assert kv_cache_numbers_per_token("mla", num_heads=8, head_dim=64, latent_dim=256,
                                      rope_dim=32) == 288
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=4, num_kv_heads=2)
    cache = attnviz.KVCache()
    x = torch.randn(1, 3, 16)
    layer(x, x, x, causal=True, cache=cache)
    numbers = cache.keys.numel() + cache.values.numel()
    assert numbers == 3 * kv_cache_numbers_per_token("gqa", num_heads=4, head_dim=4,
                                                     num_kv_heads=2)


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"kind": "gqa2", "num_heads": 8, "head_dim": 64}, ValueError, "kind must be one of 'mha'"),
    ({"kind": "gqa", "num_heads": 8, "head_dim": 64}, ValueError,
     "num_kv_heads must be given for kind='gqa', got None"),
    ({"kind": "gqa", "num_heads": 8, "head_dim": 64, "num_kv_heads": 3}, ValueError,
     "num_kv_heads must divide num_heads, got num_kv_heads=3 and num_heads=8"),
    ({"kind": "mla", "num_heads": 8, "head_dim": 64, "latent_dim": 256}, ValueError,
     "rope_dim must be given for kind='mla', got None"),
    ({"kind": "mha", "num_heads": 8, "head_dim": 64, "latent_dim": 256}, ValueError,
     "latent_dim is not used by kind='mha', got latent_dim=256; pass it only for kind='mla'"),
    ({"kind": "mqa", "num_heads": 8, "head_dim": 64, "num_kv_heads": 1}, ValueError,
     "num_kv_heads is not used by kind='mqa'"),
    ({"kind": "mha", "num_heads": 0, "head_dim": 64}, ValueError,
     "num_heads must be a positive int, got 0"),
    ({"kind": "mla", "num_heads": 8, "head_dim": 64, "latent_dim": 2.5, "rope_dim": 2},
     TypeError, "latent_dim must be a positive int, got 2.5"),
])
def test_counts_per_token_name_a_wrong_argument(kwargs, error, message):
    with pytest.raises(error, match=message):
        kv_cache_numbers_per_token(kwargs.pop("kind"), **kwargs)


@pytest.mark.parametrize(("sizes", "message"), [
    ({"rope_dim": 3}, "rope_dim must be a positive even int .*got 3"),
    ({"rope_dim": 0}, "rope_dim must be a positive even int, got 0"),
    ({"latent_dim": 0}, "latent_dim must be a positive int, got 0"),
    ({"head_dim": -1}, "head_dim must be a positive int, got -1"),
])
def test_the_layer_names_a_wrong_size(sizes, message):
    with pytest.raises(ValueError, match=message):
        MultiHeadLatentAttention(**{**SIZES, **sizes})


def test_the_layer_names_a_wrong_input_or_cache():
    layer = _layer()
    with pytest.raises(ValueError, match=r"x must have width d_model=24 .*got shape \(1, 2, 5\)"):
        layer(_x(1, 2, width=5))
    with pytest.raises(ValueError, match=r"x must be a 3-D tensor shaped \(B, T, 24\)"):
        layer(_x(1, 2)[0])
    with pytest.raises(TypeError, match="x has dtype torch.float32"):
        layer(_x(1, 2).float())
    with pytest.raises(TypeError, match="absorbed must be a bool, got str 'yes'"):
        layer(_x(1, 2), absorbed="yes")
    with pytest.raises(TypeError,
                       match="cache must be an attnviz.LatentCache or None, got KVCache"):
        layer(_x(1, 2), cache=attnviz.KVCache())
    cache = LatentCache()
    with torch.no_grad():
        layer(_x(2, 3), cache=cache)
    with pytest.raises(ValueError, match=r"cache must hold latent \(B, Tk, Dc\) = \(1, Tk, 7\)"):
        layer(_x(1, 1), cache=cache)
    with pytest.raises(ValueError, match="latent and rope_key must both be set, or neither"):
        LatentCache(latent=cache.latent)
    half = LatentCache()
    half.latent = cache.latent  # set after construction: the layer checks it again
    with pytest.raises(ValueError, match="cache must have both latent and rope_key set"):
        layer(_x(2, 1), cache=half)


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda layer: layer(_x(1, 0)), ValueError,
     r"x must hold at least one token, shaped \(B, T, 24\) with T >= 1, got shape \(1, 0, 24\)"),
    (lambda layer: layer(_x(1, 2).long()), TypeError, "x has dtype torch.int64"),
    (lambda layer: layer(_x(1, 2), absorbed=1), TypeError, "absorbed must be a bool, got int 1"),
    (lambda layer: layer(_x(1, 2), need_weights=None), TypeError,
     "need_weights must be a bool, got NoneType None"),
    # a cache of float32 latents for a float64 layer: named as the cache, not as "keys"
    (lambda layer: layer(_x(1, 1), cache=LatentCache(latent=torch.zeros(1, 2, 7),
                                                     rope_key=torch.zeros(1, 2, 4))),
     TypeError, "cache must hold latents of the dtype this layer makes, torch.float64, got "
                "cache.latent of dtype torch.float32"),
])
def test_the_layer_names_a_wrong_call(call, error, message):
    layer = _layer()
    with pytest.raises(error, match=message):
        call(layer)


def test_a_nan_input_comes_out_as_nan_in_both_forms():
    layer, x = _layer(), _x(1, 3)
    x[0, 1, 0] = math.nan
    for absorbed in (False, True):
        with torch.no_grad():
            out = layer(x, absorbed=absorbed)
        assert bool(out[0, 1:].isnan().all())  # the queries that see token 1


@pytest.mark.parametrize(("rope_dim", "error", "message"), [
    (0, ValueError, "rope_dim must be a positive even int, got 0"),
    (3, ValueError, r"rope_dim must be a positive even int \(rotary features turn in pairs\), "
                    "got 3"),
    (-2, ValueError, "rope_dim must be a positive even int, got -2"),
    (2.0, TypeError, "rope_dim must be a positive even int, got 2.0"),
    (True, TypeError, "rope_dim must be a positive even int, got True"),
])
def test_counts_per_token_take_the_rope_width_of_the_layer(rope_dim, error, message):
    with pytest.raises(error, match=message):
        kv_cache_numbers_per_token("mla", num_heads=8, head_dim=64, latent_dim=256,
                                   rope_dim=rope_dim)


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"latent": [1.0], "rope_key": [2.0]}, TypeError, "latent must be a torch.Tensor, got list"),
    ({"latent": torch.zeros(1, 2, 3, dtype=torch.long), "rope_key": torch.zeros(1, 2, 2)},
     TypeError, "latent must hold floating-point numbers, got dtype torch.int64"),
    ({"latent": torch.zeros(1, 2, 3), "rope_key": torch.zeros(1, 3, 2)}, ValueError,
     r"rope_key must match latent in every size but the last"),
    ({"latent": torch.zeros(1, 1, 2, 3), "rope_key": torch.zeros(1, 1, 2, 2)}, ValueError,
     r"latent must be a 3-D tensor"),
    ({"rope_key": torch.zeros(1, 2, 2)}, ValueError,
     "latent and rope_key must both be set, or neither"),
])
def test_a_latent_cache_checks_what_it_is_made_with(kwargs, error, message):
    with pytest.raises(error, match=message):
        LatentCache(**kwargs)
