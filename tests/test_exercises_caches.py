"""The checkers of chapter 11: a correct function passes, each known mistake its own hint.

Every diagnosis of the chapter is proven here by a deliberately broken implementation that the
checker must catch with exactly that diagnosis. The references the checkers compare with are
themselves checked against the package: the gather against ``PagedKVCache.gather``, the 8-bit
keys against ``attnviz.quantize(keys, bits=8, dim=-2)``.
"""

import math

import pytest
import torch
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz.exercises import check_gather_blocks, check_quantize_cache

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
    (lambda pool, table, length: gather_blocks(pool, table, length).transpose(0, 1),
     "paged-heads-mixed"),
    (lambda pool, table, length: _gather(pool, table, length, blocks=lambda n, b, t: n // b),
     "paged-block-count"),
    (lambda pool, table, length: _gather(pool, table, length, blocks=lambda n, b, t: n // b,
                                         trim=False), "paged-block-count"),
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
    assert "pool (6, 2, 3, 4), block_table [4, 1, 5], length=7" in result.message


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
]


@pytest.mark.parametrize(("broken", "code"), QUANTIZE_MISTAKES, ids=by_code)
def test_each_quantize_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_quantize_cache(broken)) == code


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
