"""The quantised key–value cache (chapter 11): codes packed exactly, numbers back within half a
step, bytes as counted, and KIVI's per-channel keys beating per-token keys on outlier channels."""

import pytest
import torch
import torch.nn.functional as F

from attnviz import (
    QuantizedKVCache,
    QuantizedTensor,
    pack_codes,
    quantize,
    quantize_kv,
    quantized_attention,
    unpack_codes,
)


def _randn(*shape, seed, dtype=torch.float32):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def _keys_with_outlier_channels(seed=0, *, shape=(2, 4, 64, 32), channels=(3, 11),
                                offset=20.0):
    """Keys ``(B, H, T, Dh)`` whose few channels are large in every token (``offset`` plus twice
    a normal number), as KIVI measured in the keys of trained language models."""
    keys = _randn(*shape, seed=seed)
    keys[..., list(channels)] = keys[..., list(channels)] * 2 + offset
    return keys


@pytest.mark.parametrize("bits", [8, 4, 2])
@pytest.mark.parametrize("numel", [0, 1, 3, 8, 13, 64])
def test_packing_round_trips_the_codes_exactly(bits, numel):
    codes = torch.randint(0, 2 ** bits, (numel,), dtype=torch.uint8,
                          generator=torch.Generator().manual_seed(numel))
    packed = pack_codes(codes, bits=bits)
    assert packed.dtype == torch.uint8
    assert packed.numel() == -(-numel * bits // 8)  # ceil(numel * bits / 8) bytes
    assert torch.equal(unpack_codes(packed, bits=bits, numel=numel), codes)


def test_packing_puts_the_first_code_in_the_lowest_bits():
    codes = torch.tensor([1, 2, 3, 0, 3], dtype=torch.uint8)
    assert pack_codes(codes, bits=2).tolist() == [1 + 2 * 4 + 3 * 16, 3]
    assert pack_codes(codes[:2], bits=4).tolist() == [1 + 2 * 16]
    all_bytes = torch.arange(256, dtype=torch.int32).to(torch.uint8)
    assert torch.equal(unpack_codes(pack_codes(all_bytes, bits=8), bits=8, numel=256), all_bytes)


@pytest.mark.parametrize("bits", [8, 4, 2])
@pytest.mark.parametrize(("dim", "group_size"), [(-1, None), (-2, None), (0, None), (-2, 8),
                                                 (-1, 4)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_every_number_comes_back_within_half_a_step(bits, dim, group_size, dtype):
    x = _randn(3, 2, 16, 12, seed=bits, dtype=dtype) * 3 + 1
    q = quantize(x, bits=bits, dim=dim, group_size=group_size)
    back = q.dequantize()
    assert back.shape == x.shape and back.dtype == dtype
    # the scale of each number, back in x's layout
    size = x.shape[dim]
    g = size if group_size is None else group_size
    scale = q.scale.expand(*q.scale.shape[:-1], g).reshape(
        *x.movedim(dim, -1).shape).movedim(-1, dim % x.dim())
    bound = scale / 2 * (1 + 1e-5) + 1e-6  # float rounding of the codes' arithmetic
    assert ((back - x).abs() <= bound).all()
    # the statistics are the min and max of each slice: both ends come back nearly exactly
    groups = x.movedim(dim, -1).reshape(*q.scale.shape[:-1], g)
    torch.testing.assert_close(q.minimum, groups.amin(dim=-1, keepdim=True).to(q.minimum.dtype))
    torch.testing.assert_close(q.scale * (2 ** bits - 1),
                               (groups.amax(-1, keepdim=True) - groups.amin(-1, keepdim=True))
                               .to(q.scale.dtype))
    codes = q.unpacked_codes()
    assert int(codes.min()) == 0 and int(codes.max()) == 2 ** bits - 1


def test_one_scale_per_slice_along_dim():
    x = _randn(2, 3, 10, 4, seed=1)
    assert quantize(x, bits=8, dim=-2).scale.shape == (2, 3, 4, 1, 1)  # per channel
    assert quantize(x, bits=8, dim=-1).scale.shape == (2, 3, 10, 1, 1)  # per token
    assert quantize(x, bits=8, dim=-2, group_size=5).scale.shape == (2, 3, 4, 2, 1)


def test_a_constant_slice_comes_back_exactly_without_dividing_by_zero():
    x = _randn(2, 6, 5, seed=2)
    x[0, :, 1] = 3.25  # a constant channel
    x[1] = -1.5  # all constant
    for bits in (8, 4, 2):
        q = quantize(x, bits=bits, dim=-2)
        assert torch.isfinite(q.scale).all() and (q.scale > 0).all()
        back = q.dequantize()
        assert torch.equal(back[0, :, 1], x[0, :, 1])  # exact: code 0 times 1 plus the minimum
        assert torch.equal(back[1], x[1])  # exact: as above
    assert torch.equal(quantize(x[:, :1], bits=4, dim=1).dequantize(), x[:, :1])  # exact: T = 1


def test_bytes_are_a_quarter_an_eighth_and_a_sixteenth_of_float32_plus_statistics():
    keys = _randn(1, 8, 1024, 64, seed=3)  # float32: 4 bytes a number
    full = keys.nbytes
    for bits, fraction in ((8, 1 / 4), (4, 1 / 8), (2, 1 / 16)):
        q = quantize(keys, bits=bits, dim=-2)
        codes = keys.numel() * bits // 8
        statistics = 2 * 8 * 64 * 4  # a scale and a minimum per (head, channel), float32
        assert q.codes.nbytes == codes and q.nbytes == codes + statistics
        # 2 statistics per channel of 1024 tokens: 2 / 1024 of the float32 bytes
        assert q.nbytes / full == pytest.approx(fraction + 2 / 1024)
    # per token, with many more statistics: one pair per token
    per_token = quantize(keys, bits=4, dim=-1)
    assert per_token.nbytes == keys.numel() // 2 + 2 * 8 * 1024 * 4
    assert per_token.nbytes / full == pytest.approx(1 / 8 + 1 / 32)


def test_per_channel_keys_beat_per_token_keys_on_outlier_channels():
    keys = _keys_with_outlier_channels()
    for bits in (8, 4, 2):
        per_channel = quantize(keys, bits=bits, dim=-2).dequantize()
        per_token = quantize(keys, bits=bits, dim=-1).dequantize()
        error_channel = (per_channel - keys).norm() / keys.norm()
        error_token = (per_token - keys).norm() / keys.norm()
        # measured 4.4 times smaller over three seeds
        assert error_channel < error_token / 3, (bits, error_channel, error_token)
    # and without outlier channels the two are alike (the advantage comes from the outliers)
    plain = _randn(2, 4, 64, 32, seed=0)
    errors = [float((quantize(plain, bits=4, dim=d).dequantize() - plain).norm()) for d in (-2, -1)]
    assert 0.5 < errors[0] / errors[1] < 2


def test_quantize_kv_takes_keys_per_channel_and_values_per_token():
    keys = _keys_with_outlier_channels(shape=(1, 2, 32, 16))
    values = _randn(1, 2, 32, 16, seed=5)
    qk, qv = quantize_kv(keys, values, bits=4)
    assert (qk.dim, qv.dim) == (2, 3)
    assert torch.equal(qk.dequantize(), quantize(keys, bits=4, dim=-2).dequantize())
    assert torch.equal(qv.dequantize(), quantize(values, bits=4, dim=-1).dequantize())
    qk, qv = quantize_kv(keys, values, bits=2, group_size=8)
    assert qk.group_size == qv.group_size == 8


def test_quantized_attention_is_attention_on_the_dequantised_cache_and_close_at_8_bits():
    q = _randn(2, 2, 3, 16, seed=6)
    keys = _keys_with_outlier_channels(shape=(2, 2, 40, 16))
    values = _randn(2, 2, 40, 16, seed=7)
    qk, qv = quantize_kv(keys, values, bits=8)
    for causal in (False, True):
        mask = torch.ones(3, 40, dtype=torch.bool).tril(40 - 3) if causal else None
        out = quantized_attention(q, qk, qv, causal=causal)
        torch.testing.assert_close(out, F.scaled_dot_product_attention(
            q, qk.dequantize(), qv.dequantize(), attn_mask=mask))
        exact = F.scaled_dot_product_attention(q, keys, values, attn_mask=mask)
        assert (out - exact).norm() / exact.norm() < 0.05


def test_inputs_are_never_modified():
    keys, values = _randn(1, 2, 8, 4, seed=8), _randn(1, 2, 8, 4, seed=9)
    copies = keys.clone(), values.clone()
    qk, qv = quantize_kv(keys, values, bits=2)
    quantize(keys, bits=4, dim=0)
    codes = torch.tensor([1, 2, 3], dtype=torch.uint8)
    pack_codes(codes, bits=2)
    assert torch.equal(keys, copies[0]) and torch.equal(values, copies[1])
    assert codes.tolist() == [1, 2, 3]
    assert isinstance(qk, QuantizedTensor) and "bits=2" in repr(qk)


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: quantize(torch.zeros(4, 4), bits=3, dim=0), ValueError,
     "bits must be one of 8, 4 or 2, got 3"),
    (lambda: quantize(torch.zeros(4, 4), bits=4.0, dim=0), TypeError,
     "bits must be one of 8, 4 or 2, got 4.0"),
    (lambda: quantize(torch.zeros(4, 4), bits=8, dim=2), ValueError,
     r"dim must be an axis of x, between -2 and 1 for x of shape \(4, 4\), got 2"),
    (lambda: quantize(torch.zeros(4, 6), bits=8, dim=1, group_size=4), ValueError,
     r"group_size must divide x.shape\[1\] = 6"),
    (lambda: quantize(torch.zeros(4, 4, dtype=torch.long), bits=8, dim=0), TypeError,
     "x must hold floating-point numbers, got dtype torch.int64"),
    (lambda: quantize([1.0, 2.0], bits=8, dim=0), TypeError, "x must be a torch.Tensor"),
    (lambda: quantize_kv(torch.zeros(2, 3, 4), torch.zeros(2, 3, 4), bits=8), ValueError,
     r"keys must be a 4-D tensor shaped \(B, H, T, Dh\)"),
    (lambda: quantize_kv(torch.zeros(1, 2, 3, 4), torch.zeros(1, 2, 5, 4), bits=8), ValueError,
     r"values must have the \(B, H, T\) of keys"),
    (lambda: quantize_kv(torch.zeros(1, 2, 3, 4), torch.zeros(1, 2, 3, 4, dtype=torch.int8),
                         bits=8), TypeError, "values must hold floating-point numbers"),
    (lambda: pack_codes(torch.tensor([4], dtype=torch.uint8), bits=2), ValueError,
     r"codes must lie in \[0, 4\) for bits=2, got 4"),
    (lambda: pack_codes(torch.tensor([1]), bits=2), TypeError,
     "codes must be a torch.uint8 tensor, got dtype torch.int64"),
    (lambda: unpack_codes(torch.zeros(2, dtype=torch.uint8), bits=4, numel=5), ValueError,
     "numel must be an int between 0 and 4"),
    (lambda: quantized_attention(torch.zeros(1, 2, 1, 4), torch.zeros(1, 2, 3, 4),
                                 torch.zeros(1, 2, 3, 4)), TypeError,
     "keys must be a QuantizedTensor"),
    (lambda: quantized_attention(torch.zeros(1, 2, 1, 8),
                                 *quantize_kv(torch.ones(1, 2, 3, 4), torch.ones(1, 2, 3, 4),
                                              bits=8)), ValueError, "Dh = 8"),
])
def test_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def _with(value, index, shape=(1, 2, 4, 3), seed=12):
    x = _randn(*shape, seed=seed)
    x[index] = value
    return x


@pytest.mark.parametrize(("call", "message"), [
    (lambda: quantize(_with(float("inf"), (0, 1, 2, 0)), bits=8, dim=-2),
     r"x must be finite, got 1 inf and 0 NaN values in shape \(1, 2, 4, 3\)"),
    (lambda: quantize(_with(float("nan"), (0, 0, 0, 0)), bits=4, dim=-1, group_size=3),
     "x must be finite, got 0 inf and 1 NaN values"),
    (lambda: quantize(torch.tensor([1.0, -float("inf"), float("nan"), float("inf")]), bits=2,
                      dim=0),
     "x must be finite, got 2 inf and 1 NaN values"),
    (lambda: quantize(_with(float("inf"), (0, 0, 1, 1), (1, 1, 2, 2)).double(), bits=8, dim=0),
     "x must be finite, got 1 inf and 0 NaN values"),
    (lambda: quantize_kv(_with(float("inf"), (0, 1, 2, 0)), _randn(1, 2, 4, 3, seed=1),
                         bits=4),
     "keys must be finite, got 1 inf and 0 NaN values"),
    (lambda: quantize_kv(_randn(1, 2, 4, 3, seed=1), _with(float("nan"), (0, 1, 2, 0)),
                         bits=4),
     "values must be finite, got 0 inf and 1 NaN values"),
])
def test_non_finite_numbers_are_refused_and_counted(call, message):
    # min–max statistics cannot hold an infinity: the whole group would come back NaN
    with pytest.raises(ValueError, match=message):
        call()


def test_the_finite_check_is_skipped_where_values_count_as_checked():
    from attnviz._checks import entry_checked

    x = _with(float("inf"), (0, 1, 2, 0))
    with entry_checked():  # inside a checked entry point the values are not read again
        quantized = quantize(x, bits=8, dim=-2)
    assert quantized.dequantize().isnan()[0, 1, :, 0].all()  # the documented consequence
    # the other settings are still checked there, and before the values outside it
    with entry_checked(), pytest.raises(ValueError, match="bits must be one of 8, 4 or 2"):
        quantize(x, bits=3, dim=-2)
    with pytest.raises(ValueError, match="bits must be one of 8, 4 or 2"):
        quantize_kv(x, x, bits=3)


def test_finite_inputs_still_quantise_by_the_formula():
    # the finite check reads the values and changes no number
    x = _randn(2, 3, 8, 4, seed=13)
    quantized = quantize(x, bits=4, dim=-2, group_size=4)
    groups = x.movedim(-2, -1).reshape(2, 3, 4, 2, 4)
    low, high = groups.amin(-1, keepdim=True), groups.amax(-1, keepdim=True)
    torch.testing.assert_close(quantized.minimum, low, rtol=0, atol=0)
    torch.testing.assert_close(quantized.scale, (high - low) / 15, rtol=0, atol=0)


@pytest.mark.parametrize("causal", ["yes", 1, 0, None, torch.tensor(True)])
def test_quantized_attention_takes_causal_only_as_a_bool(causal):
    keys, values = quantize_kv(_randn(1, 2, 3, 4, seed=1), _randn(1, 2, 3, 4, seed=2), bits=8)
    with pytest.raises(TypeError, match=r"causal must be a bool, got \w+ "):
        quantized_attention(_randn(1, 2, 2, 4, seed=3), keys, values, causal=causal)


def test_quantized_attention_refuses_values_of_another_rank():
    keys, _ = quantize_kv(_randn(1, 2, 3, 4, seed=1), _randn(1, 2, 3, 4, seed=2), bits=8)
    values = quantize(_randn(1, 2, 3, seed=4), bits=8, dim=-1)
    with pytest.raises(ValueError, match=r"values must be shaped \(B, H, T, Dv\)"):
        quantized_attention(_randn(1, 2, 2, 4, seed=3), keys, values)


@pytest.mark.parametrize("bits", [8, 4, 2])
def test_the_kivi_cache_quantises_whole_groups_and_keeps_the_residual_exact(bits):
    keys = _keys_with_outlier_channels(shape=(2, 3, 45, 8), channels=(1, 6))
    values = _randn(2, 3, 45, 8, seed=11)
    cache = QuantizedKVCache(bits=bits, residual=16)
    start = 0
    for size in (1, 5, 17, 1, 1, 20):  # 45 tokens in uneven chunks: two groups, 13 exact
        cache.update(keys[:, :, start:start + size], values[:, :, start:start + size])
        start += size
        assert len(cache) == start
        assert len(cache.groups) == start // 16
    got_k, got_v = cache.dequantize()
    assert got_k.shape == keys.shape and got_v.shape == values.shape
    assert torch.equal(got_k[:, :, 32:], keys[:, :, 32:])  # exact: the residual is a copy
    assert torch.equal(got_v[:, :, 32:], values[:, :, 32:])  # exact: as above
    for (held_k, held_v), group in zip(cache.groups, (slice(0, 16), slice(16, 32)), strict=True):
        qk, qv = quantize_kv(keys[:, :, group], values[:, :, group], bits=bits)
        assert torch.equal(held_k.codes, qk.codes) and torch.equal(held_v.codes, qv.codes)
        assert torch.equal(got_k[:, :, group], qk.dequantize())  # exact: the same arithmetic
        assert torch.equal(got_v[:, :, group], qv.dequantize())  # exact: as above
    full = keys.nbytes + values.nbytes
    residual = keys[:, :, 32:].nbytes + values[:, :, 32:].nbytes
    assert cache.nbytes == residual + sum(k.nbytes + v.nbytes for k, v in cache.groups)
    assert cache.nbytes < full * (bits / 32 + 0.45)
    assert "45 tokens, 2 quantised groups" in repr(cache)


def test_the_kivi_cache_copies_and_checks_its_inputs():
    cache = QuantizedKVCache(bits=4, residual=4)
    k, v = _randn(1, 2, 3, 4, seed=12), _randn(1, 2, 3, 4, seed=13)
    k0 = k.clone()
    cache.update(k, v)
    k.zero_()  # the caller writes into its own tensor later
    assert torch.equal(cache.dequantize()[0], k0)
    with pytest.raises(ValueError, match=r"keys must match the cache's \(B, H, ., Dh\)"):
        cache.update(_randn(1, 3, 1, 4, seed=0), _randn(1, 3, 1, 4, seed=1))
    with pytest.raises(ValueError, match=r"values must have the \(B, H, T\) and dtype of keys"):
        cache.update(_randn(1, 2, 1, 4, seed=0), _randn(1, 2, 2, 4, seed=1))
    with pytest.raises(ValueError, match="residual must be a positive int, got 0"):
        QuantizedKVCache(bits=4, residual=0)
    with pytest.raises(ValueError, match="bits must be one of 8, 4 or 2, got 16"):
        QuantizedKVCache(bits=16)
    with pytest.raises(ValueError, match="the cache is empty"):
        QuantizedKVCache(bits=8).dequantize()


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: quantize_kv(_randn(1, 2, 3, 4, seed=0), _randn(1, 2, 3, 4, seed=1,
                                                             dtype=torch.float64), bits=4),
     TypeError, "values must have the dtype of keys, got values of dtype torch.float64"),
    (lambda: quantized_attention(_randn(1, 2, 0, 4, seed=0),
                                 *quantize_kv(_randn(1, 2, 3, 4, seed=1),
                                              _randn(1, 2, 3, 4, seed=2), bits=8), causal=True),
     ValueError, r"causal attention needs 1 <= Tq <= T .*got Tq = 0 queries and T = 3 keys"),
    (lambda: QuantizedKVCache(bits=4).select(torch.tensor([0.5])), TypeError,
     r"rows must hold integer row numbers \(torch.long\), got dtype torch.float32"),
    (lambda: QuantizedKVCache(bits=4).select([0]), TypeError,
     "rows must be a torch.Tensor, got list"),
])
def test_more_calls_name_the_wrong_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_the_kivi_cache_refuses_an_infinity_when_it_arrives_and_names_values_by_their_width():
    cache = QuantizedKVCache(bits=4, residual=8)
    keys = _randn(1, 2, 3, 4, seed=0)
    keys[0, 1, 2, 3] = float("inf")
    with pytest.raises(ValueError, match=r"keys must be finite, got 1 inf and 0 NaN values"):
        cache.update(keys, _randn(1, 2, 3, 4, seed=1))  # would stay in the residual
    assert len(cache) == 0 and cache.recent_keys is None
    cache.update(_randn(1, 2, 3, 4, seed=2), _randn(1, 2, 3, 4, seed=3))
    with pytest.raises(ValueError,
                       match=r"values must match the width of the cached values, Dv = 4"):
        cache.update(_randn(1, 2, 1, 4, seed=4), _randn(1, 2, 1, 5, seed=5))
    assert len(cache) == 3


def test_an_empty_tensor_quantises_along_a_non_empty_axis():
    x = torch.zeros(0, 4)
    quantized = quantize(x, bits=4, dim=1, group_size=2)
    assert quantized.dequantize().shape == (0, 4)
    assert quantized.codes.numel() == 0
