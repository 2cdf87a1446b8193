"""The checkers of chapter 11: a correct function passes, each known mistake its own hint.

Every diagnosis of the chapter is proven here by a deliberately broken implementation that the
checker must catch with exactly that diagnosis. The references the checkers compare with are
themselves checked against the package: the gather against ``PagedKVCache.gather``, the 8-bit
keys against ``attnviz.quantize(keys, bits=8, dim=-2)``. Those package functions give the right
answer in one call, and the checkers refuse them.
"""

import math

import pytest
import torch
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz.exercises import ch11_caches, check_gather_blocks, check_quantize_cache

# gather_blocks: one sequence of a paged cache

def gather_blocks(pool, block_table, length):
    num_blocks, heads, block_size, width = pool.shape
    n = math.ceil(length / block_size)
    blocks = pool[block_table[:n]]  # (n, H, bs, Dh)
    return blocks.permute(1, 0, 2, 3).reshape(heads, n * block_size, width)[:, :length]


def gather_blocks_by_loop(pool, block_table, length):
    block_size = pool.shape[2]
    tokens = [pool[block_table[t // block_size], :, t % block_size] for t in range(length)]
    return torch.stack(tokens, dim=1)  # (H, T, Dh)


def _gather(pool, table, length, *, order=None, blocks=None, trim=True, heads_first=True):
    block_size = pool.shape[2]
    n = math.ceil(length / block_size) if blocks is None else blocks(length, block_size, table)
    table = table if order is None else order(table)
    chosen = pool[table[:n]]
    if heads_first:
        out = chosen.transpose(0, 1).reshape(pool.shape[1], -1, pool.shape[3])
    else:
        out = chosen.reshape(pool.shape[1], -1, pool.shape[3])
    return out[:, :length] if trim else out


def test_a_correct_gather_blockspasses():
    assert passes(check_gather_blocks(gather_blocks))
    assert passes(check_gather_blocks(gather_blocks_by_loop))


def test_the_gather_reference_is_what_the_paged_cache_stores():
    cache = attnviz.PagedKVCache(num_blocks=12, block_size=3, num_heads=2, head_dim=4,
                                 dtype=torch.float64)
    generator = torch.Generator().manual_seed(0)
    full = {cache.add_sequence(): [] for _ in range(3)}
    for _ in range(4):  # the three sequences decoded in turn: their blocks interleave
        for seq, keys in full.items():
            k = torch.randn(2, 2, 4, generator=generator, dtype=torch.float64)
            cache.append(seq, k, torch.zeros_like(k))
            keys.append(k)
    tables = [cache.block_table(seq) for seq in full]
    assert all(t != list(range(t[0], t[0] + len(t))) for t in tables)  # no contiguous run
    for seq, keys in full.items():
        table = torch.tensor(cache.block_table(seq))
        expected = torch.cat(keys, dim=1)  # (H, 8, Dh)
        assert torch.equal(gather_blocks(cache.keys, table, cache.length(seq)), expected)
        assert torch.equal(cache.gather(seq)[0], expected)


GATHER_MISTAKES = [
    (lambda pool, table, length: _gather(pool, table, length, order=lambda t: torch.arange(
        len(t))), "paged-block-order"),
    (lambda pool, table, length: _gather(pool, table, length, order=lambda t: t.sort().values),
     "paged-block-order"),
    (lambda pool, table, length: _gather(pool, table, length, trim=False), "paged-not-trimmed"),
    (lambda pool, table, length: _gather(pool, table, length, blocks=lambda n, b, t: len(t),
                                         trim=False), "paged-not-trimmed"),
    (lambda pool, table, length: _gather(pool, table, length, heads_first=False),
     "paged-heads-mixed"),
    # every listed block gathered, then the heads mixed by one reshape: still the heads
    (lambda pool, table, length: pool[table].reshape(pool.shape[1], -1, pool.shape[3])[
        :, :length], "paged-heads-mixed"),
    (lambda pool, table, length: gather_blocks(pool, table, length).transpose(0, 1),
     "paged-heads-mixed"),
    (lambda pool, table, length: _gather(pool, table, length, blocks=lambda n, b, t: n // b),
     "paged-block-count"),
    (lambda pool, table, length: _gather(pool, table, length, blocks=lambda n, b, t: n // b,
                                         trim=False), "paged-block-count"),
]


def _gather_by_loop_one_block_on(pool, block_table, length):
    block_size = pool.shape[2]
    tokens = [pool[block_table[t // block_size + 1], :, t % block_size] for t in range(length)]
    return torch.stack(tokens, dim=1)


def _gather_whole_table_numbers_minus_one(pool, block_table, length):
    heads = pool[block_table - 1].transpose(0, 1)  # (H, M, bs, Dh); block -1 is the last one
    return heads.reshape(heads.shape[0], -1, heads.shape[-1])[:, :length]


GATHER_MISTAKES += [
    (lambda pool, table, length: _gather(pool, table, length, order=lambda t: t + 1),
     "paged-block-off-by-one"),
    (lambda pool, table, length: _gather(pool, table, length, order=lambda t: t[1:]),
     "paged-block-off-by-one"),
    (lambda pool, table, length: _gather(pool, table, length, order=lambda t: t.roll(1)),
     "paged-block-off-by-one"),
    (_gather_by_loop_one_block_on, "paged-block-off-by-one"),
    (_gather_whole_table_numbers_minus_one, "paged-block-off-by-one"),
]


@pytest.mark.parametrize(("broken", "code"), GATHER_MISTAKES, ids=by_code)
def test_each_gather_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_gather_blocks(broken)) == code


def test_gather_in_place_and_wrong_values_are_caught():
    def in_place(pool, block_table, length):
        pool.mul_(1.0)  # harmless, but an in-place write
        pool[0] = 0
        return gather_blocks(pool, block_table, length)
    assert _diagnosis(check_gather_blocks(in_place)) == "modified-input"
    result = check_gather_blocks(lambda pool, table, length: gather_blocks(pool, table, length)
                                 * 2)
    assert _diagnosis(result) == "wrong-values"
    assert "pool (7, 2, 3, 4), block_table [4, 1, 5, 2], length=7" in result.message


def test_a_block_one_off_is_named_in_the_detail():
    result = check_gather_blocks(_gather_by_loop_one_block_on)
    assert _diagnosis(result) == "paged-block-off-by-one"
    assert result.detail.startswith("token t was read from block block_table[i + 1] instead")


def _through_the_paged_cache(pool, block_table, length):
    num_blocks, heads, block_size, width = pool.shape
    cache = attnviz.PagedKVCache(num_blocks=num_blocks, block_size=block_size, num_heads=heads,
                                 head_dim=width, dtype=pool.dtype)
    cache.keys = pool
    seq = cache.add_sequence()
    cache._tables[seq], cache._lengths[seq] = block_table.tolist(), length  # reaching inside
    return cache.gather(seq)[0]


#: One-line answers from the package, each refused: (the name the message gives, the answer)
GATHER_DELEGATIONS = [
    ("attnviz.gather_blocks", lambda pool, table, length: attnviz.gather_blocks(pool, table,
                                                                                length)),
    ("attnviz.gather_blocks",
     lambda pool, table, length: attnviz.mechanism.paged.gather_blocks(pool, table, length)),
    ("attnviz.mechanism.paged._gather",
     lambda pool, table, length: attnviz.mechanism.paged._gather(pool, table, length)),
    ("attnviz.PagedKVCache.gather", _through_the_paged_cache),
]


@pytest.mark.parametrize(("name", "delegation"), GATHER_DELEGATIONS)
def test_a_gather_from_the_package_is_refused(name, delegation):
    pool = torch.randn(6, 2, 3, 4, generator=torch.Generator().manual_seed(2),
                       dtype=torch.float64)
    table = torch.tensor([4, 1, 5])
    assert torch.equal(delegation(pool, table, 7), gather_blocks(pool, table, 7))  # exact: copies
    result = check_gather_blocks(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


# quantize_cache: 8-bit keys, per channel

def quantize_keys(keys):
    minimum = keys.amin(dim=-2, keepdim=True)  # (B, H, 1, Dh)
    spread = keys.amax(dim=-2, keepdim=True) - minimum
    scale = torch.where(spread > 0, spread / 255, torch.ones_like(spread))
    codes = torch.round((keys - minimum) / scale).clamp(0, 255).to(torch.uint8)
    return codes, scale, minimum


def quantize_keys_with_an_epsilon(keys):
    minimum = keys.amin(dim=-2, keepdim=True)
    scale = (keys.amax(dim=-2, keepdim=True) - minimum).clamp(min=1e-8) / 255
    codes = ((keys - minimum) / scale).round().to(torch.uint8)  # no clamp: always in range
    return codes, scale, minimum


def _quantize(keys, *, dim=-2, levels=255, rounding=torch.round, zero_point=True, clamp=True,
              dtype=torch.uint8, constant_scale=1.0, return_minimum=True):
    minimum = keys.amin(dim=dim, keepdim=True)
    spread = keys.amax(dim=dim, keepdim=True) - minimum
    scale = torch.where(spread > 0, spread / levels, torch.full_like(spread, constant_scale))
    codes = rounding(((keys - minimum) if zero_point else keys) / scale)
    if clamp:
        codes = codes.clamp(0, 255)
    if dtype is not None:
        codes = codes.to(dtype)
    return codes, scale, minimum if return_minimum else torch.zeros_like(minimum)


def test_a_correct_quantize_keyspasses():
    assert passes(check_quantize_cache(quantize_keys))
    assert passes(check_quantize_cache(quantize_keys_with_an_epsilon))


def test_the_quantize_reference_is_the_packages():
    keys = torch.randn(2, 3, 10, 4, generator=torch.Generator().manual_seed(1),
                       dtype=torch.float64)
    keys[0, 0, :, 2] = 1.5
    codes, scale, minimum = quantize_keys(keys)
    package = attnviz.quantize(keys, bits=8, dim=-2)
    torch.testing.assert_close(codes * scale + minimum, package.dequantize())
    assert torch.equal(codes.transpose(-2, -1), package.unpacked_codes()[..., 0, :])


def _broadcast_statistics(out, keys):
    codes, scale, minimum = out
    shape = (*keys.shape[:2], 1, keys.shape[-1])  # (B, H, 1, Dh), each head the same numbers
    return codes, scale.expand(shape), minimum.expand(shape)


def _divides_by_zero(keys):
    minimum = keys.amin(dim=-2, keepdim=True)
    scale = (keys.amax(dim=-2, keepdim=True) - minimum) / 255
    return torch.round((keys - minimum) / scale).nan_to_num(0).to(torch.uint8), scale, minimum


QUANTIZE_MISTAKES = [
    (lambda keys: quantize_keys(keys)[:2], "quant-not-three"),
    (lambda keys: _quantize(keys, dim=-1), "quant-per-token"),
    (lambda keys: _quantize(keys, rounding=torch.floor), "quant-not-rounded"),
    (lambda keys: _quantize(keys, rounding=lambda x: x), "quant-not-rounded"),
    (lambda keys: _quantize(keys, rounding=lambda x: x, dtype=None), "quant-not-rounded"),
    (lambda keys: _quantize(keys, levels=256), "quant-scale-256"),
    (lambda keys: _quantize(keys, levels=256, clamp=False), "quant-scale-256"),
    (lambda keys: _quantize(keys, levels=256, clamp=False, dtype=torch.long),
     "quant-out-of-range"),
    (lambda keys: _quantize(keys, zero_point=False, clamp=False, dtype=torch.long),
     "quant-out-of-range"),
    (lambda keys: _quantize(keys, dtype=torch.long), "quant-codes-dtype"),
    (lambda keys: _quantize(keys, dtype=None), "quant-codes-dtype"),
    (lambda keys: _quantize(keys, zero_point=False), "quant-no-zero-point"),
    (lambda keys: _quantize(keys, zero_point=False, clamp=False), "quant-no-zero-point"),
    (lambda keys: _quantize(keys, zero_point=False, return_minimum=False),
     "quant-no-zero-point"),
    (_divides_by_zero, "quant-zero-range"),
    (lambda keys: _quantize(keys, constant_scale=0.0), "quant-zero-range"),
    (lambda keys: _quantize(keys, dim=(1, 2)), "quant-across-heads"),  # scale (B, 1, 1, Dh)
    (lambda keys: _quantize(keys, dim=(-3, -2), clamp=False), "quant-across-heads"),
    (lambda keys: _quantize(keys, dim=(0, 1, 2)), "quant-across-heads"),  # (1, 1, 1, Dh)
    (lambda keys: _broadcast_statistics(_quantize(keys, dim=(1, 2)), keys),
     "quant-across-heads"),
]


@pytest.mark.parametrize(("broken", "code"), QUANTIZE_MISTAKES, ids=by_code)
def test_each_quantize_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_quantize_cache(broken)) == code


def test_statistics_across_the_heads_are_named_by_their_shape():
    result = check_quantize_cache(lambda keys: _quantize(keys, dim=(1, 2)))
    assert _diagnosis(result) == "quant-across-heads"
    assert result.detail == "scale has shape (2, 1, 1, 5), one for all 2 heads; expected " \
                            "(2, 2, 1, 5)"


def _from_quantized(quantized):
    """``(codes, scale, minimum)`` shaped as the exercise asks, from keys quantised along T."""
    codes = quantized.unpacked_codes()[..., 0, :].transpose(-2, -1)  # (B, H, Dh, T) -> T, Dh
    return (codes, quantized.scale[..., 0, 0].unsqueeze(-2),  # (B, H, Dh) -> (B, H, 1, Dh)
            quantized.minimum[..., 0, 0].unsqueeze(-2))


def _through_the_kivi_cache(keys):
    cache = attnviz.QuantizedKVCache(bits=8, residual=keys.shape[2])
    cache.update(keys, keys)
    return _from_quantized(cache.groups[0][0])


#: One-line answers from the package, each refused: (the name the message gives, the answer)
QUANTIZE_DELEGATIONS = [
    ("attnviz.quantize", lambda keys: _from_quantized(attnviz.quantize(keys, bits=8, dim=-2))),
    ("attnviz.quantize",
     lambda keys: _from_quantized(attnviz.mechanism.quantized.quantize(keys, bits=8, dim=-2))),
    ("attnviz.quantize_kv",
     lambda keys: _from_quantized(attnviz.quantize_kv(keys, keys, bits=8)[0])),
    ("attnviz.QuantizedKVCache.update", _through_the_kivi_cache),
]


@pytest.mark.parametrize(("name", "delegation"), QUANTIZE_DELEGATIONS)
def test_quantizing_with_the_package_is_refused(name, delegation):
    keys = torch.randn(2, 3, 10, 4, generator=torch.Generator().manual_seed(3),
                       dtype=torch.float64)
    for got, want in zip(delegation(keys), quantize_keys(keys), strict=True):
        torch.testing.assert_close(got, want)
    result = check_quantize_cache(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


def test_every_diagnosis_of_the_caches_is_proven_here():
    codes = set(ch11_caches.CHAPTER_DIAGNOSES)
    proven = {code for table in (GATHER_MISTAKES, QUANTIZE_MISTAKES) for _, code in table}
    assert codes <= proven, f"no broken implementation for {codes - proven}"


def test_quantize_in_place_and_wrong_values_are_caught():
    def in_place(keys):
        out = quantize_keys(keys)
        keys -= out[2]
        return out
    assert _diagnosis(check_quantize_cache(in_place)) == "modified-input"

    def shifted(keys):
        codes, scale, minimum = quantize_keys(keys)
        return codes, scale, minimum + 1
    result = check_quantize_cache(shifted)
    assert _diagnosis(result) == "wrong-values" and "minimum:" in result.message
    assert "keys (1, 1, 6, 4), torch.float64" in result.message


def test_the_stub_is_not_attempted():
    def quantize_keys(keys):
        raise NotImplementedError
    result = check_quantize_cache(quantize_keys)
    assert result.diagnosis == "not-attempted" and result.verdict == "not attempted"
