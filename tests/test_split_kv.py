"""Split-KV decoding (Flash-Decoding) and the merge of attention partials: equal to SDPA in
float64, whatever the number of splits, and the merge exact in any order and grouping."""

import math

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz.mechanism.split_kv import (
    attention_partial,
    merge_attention_partials,
    split_kv_attention,
)


def _qkv(batch=2, heads=4, kv_heads=4, queries=1, keys=37, width=8, value_width=5, seed=0):
    generator = torch.Generator().manual_seed(seed)

    def draw(*shape):
        return torch.randn(*shape, generator=generator, dtype=torch.float64)

    return (draw(batch, heads, queries, width), draw(batch, kv_heads, keys, width),
            draw(batch, kv_heads, keys, value_width))


def _reference(q, k, v, mask=None):
    group = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = scores.masked_fill(~mask, -math.inf)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask), torch.logsumexp(scores, -1)


@pytest.mark.parametrize("num_splits", [1, 2, 3, 8, 37, 50])
@pytest.mark.parametrize("kv_heads", [4, 2, 1])
@pytest.mark.parametrize("queries, causal", [(1, False), (1, True), (5, True), (5, False)])
def test_split_kv_equals_sdpa_and_a_whole_partial_gives_the_lse(num_splits, kv_heads, queries,
                                                                 causal):
    q, k, v = _qkv(kv_heads=kv_heads, queries=queries)
    mask = attnviz.causal_mask(queries, 37) if causal else None
    out = split_kv_attention(q, k, v, num_splits=num_splits, causal=causal)
    expected, expected_lse = _reference(q, k, v, mask)
    torch.testing.assert_close(out, expected, rtol=1e-12, atol=1e-12)
    # the log-sum-exp comes from attention_partial: over every key, the whole one
    whole, lse = attention_partial(q, k, v, mask=mask)
    torch.testing.assert_close(whole, expected, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(lse, expected_lse, rtol=1e-12, atol=1e-12)


def test_a_mask_a_scale_and_a_query_that_sees_nothing():
    q, k, v = _qkv(queries=3)
    mask = attnviz.lengths_to_mask(torch.tensor([0, 20]), 37).view(2, 1, 1, 37)
    out = split_kv_attention(q, k, v, num_splits=4, mask=mask)
    assert torch.equal(out[0], torch.zeros_like(out[0]))
    expected, _ = _reference(q, k, v, mask.expand(2, 4, 3, 37))
    torch.testing.assert_close(out[1], expected[1], rtol=1e-12, atol=1e-12)
    scaled = split_kv_attention(q, k, v, num_splits=4, scale=0.3)
    torch.testing.assert_close(scaled, F.scaled_dot_product_attention(q, k, v, scale=0.3),
                               rtol=1e-12, atol=1e-12)


def test_the_merge_is_exact_in_any_order_and_grouping():
    q, k, v = _qkv(queries=2, keys=30)
    cuts = [(0, 7), (7, 8), (8, 21), (21, 30)]
    parts = [attention_partial(q, k[:, :, a:b], v[:, :, a:b]) for a, b in cuts]
    outs, lses = zip(*parts, strict=True)
    whole, whole_lse = merge_attention_partials(list(outs), list(lses))
    expected, expected_lse = _reference(q, k, v)
    torch.testing.assert_close(whole, expected, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(whole_lse, expected_lse, rtol=1e-12, atol=1e-12)
    reversed_ = merge_attention_partials(list(outs[::-1]), list(lses[::-1]))
    left = merge_attention_partials(list(outs[:2]), list(lses[:2]))
    right = merge_attention_partials(list(outs[2:]), list(lses[2:]))
    grouped = merge_attention_partials([left[0], right[0]], [left[1], right[1]])
    for out, lse in (reversed_, grouped):
        torch.testing.assert_close(out, whole, rtol=1e-12, atol=1e-12)
        torch.testing.assert_close(lse, whole_lse, rtol=1e-12, atol=1e-12)


def test_a_block_that_a_query_cannot_see_has_no_share():
    q, k, v = _qkv(queries=1, keys=10)
    hidden = torch.zeros(1, 1, 1, 4, dtype=torch.bool)
    empty_out, empty_lse = attention_partial(q, k[:, :, :4], v[:, :, :4], mask=hidden)
    assert torch.equal(empty_out, torch.zeros_like(empty_out))
    assert torch.all(empty_lse == -math.inf)
    seen = attention_partial(q, k[:, :, 4:], v[:, :, 4:])
    out, _ = merge_attention_partials([empty_out, seen[0]], [empty_lse, seen[1]])
    torch.testing.assert_close(out, _reference(q, k[:, :, 4:], v[:, :, 4:])[0])


def test_nan_in_the_keys_gives_nan_where_it_reaches():
    q, k, v = _qkv(keys=12)
    k[0, 0, 3, 0] = math.nan
    out = split_kv_attention(q, k, v, num_splits=3)
    assert torch.isnan(out[0, 0]).all() and not torch.isnan(out[1]).any()


def test_bad_input_is_refused_by_name():
    q, k, v = _qkv()
    with pytest.raises(ValueError, match="num_splits must be a positive int, got 0"):
        split_kv_attention(q, k, v, num_splits=0)
    with pytest.raises(TypeError, match="num_splits"):
        split_kv_attention(q, k, v, num_splits=2.0)
    with pytest.raises(TypeError, match="causal"):
        split_kv_attention(q, k, v, causal="yes")
    with pytest.raises(ValueError, match="Tq <= Tk"):
        split_kv_attention(q.expand(2, 4, 40, 8), k, v, causal=True)
    with pytest.raises(ValueError, match="k must hold at least one key"):
        split_kv_attention(q, k[:, :, :0], v[:, :, :0])
    with pytest.raises(ValueError, match="H_kv dividing H"):
        split_kv_attention(q, k[:, :3], v[:, :3])
    with pytest.raises(TypeError, match="mask must be a boolean"):
        split_kv_attention(q, k, v, mask=torch.ones(1, 37))
    with pytest.raises(ValueError, match="mask must broadcast"):
        split_kv_attention(q, k, v, mask=torch.ones(3, 37, dtype=torch.bool))
    with pytest.raises(TypeError, match="dtype"):
        split_kv_attention(q, k.float(), v)
    with pytest.raises(ValueError, match="scale"):
        split_kv_attention(q, k, v, scale=-1.0)
    out, lse = attention_partial(q, k, v)
    with pytest.raises(TypeError, match="outputs must be a list"):
        merge_attention_partials(out, [lse])
    with pytest.raises(ValueError, match="one partial per block"):
        merge_attention_partials([out], [])
    with pytest.raises(ValueError, match=r"lses\[0\] must be shaped"):
        merge_attention_partials([out], [lse[..., None]])
    with pytest.raises(ValueError, match=r"outputs\[1\] must have the shape"):
        merge_attention_partials([out, out[:1]], [lse, lse[:1]])


def test_a_block_of_no_keys_gives_zeros_and_minus_infinity_and_merges_as_nothing():
    from attnviz.mechanism.split_kv import attention_partial, merge_attention_partials

    generator = torch.Generator().manual_seed(3)
    q = torch.randn(2, 4, 3, 8, generator=generator, dtype=torch.float64)
    empty = torch.zeros(2, 2, 0, 8, dtype=torch.float64)
    out, lse = attention_partial(q, empty, torch.zeros(2, 2, 0, 5, dtype=torch.float64))
    assert out.shape == (2, 4, 3, 5) and torch.equal(out, torch.zeros_like(out))
    assert lse.shape == (2, 4, 3) and bool((lse == -torch.inf).all())
    k, v = (torch.randn(2, 2, 6, d, generator=generator, dtype=torch.float64) for d in (8, 5))
    full = attention_partial(q, k, v)
    merged = merge_attention_partials([out, full[0]], [lse, full[1]])
    torch.testing.assert_close(merged[0], full[0], rtol=0, atol=0)  # exact: weight exp(-inf)
