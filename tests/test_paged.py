"""The paged key–value cache (chapter 11): what it stores and attends to equals the contiguous
cache and PyTorch's attention, with fragmented block tables after frees and re-use."""

import math
import random

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz import CacheFullError, PagedKVCache, gather_blocks, paged_attention, reservation_waste


def _randn(*shape, seed, dtype=torch.float64):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


def _contiguous_attention(q, k, v):
    """SDPA of ``q (H, Tq, Dh)``, the last Tq positions, over ``k, v (H, T, Dh)``."""
    mask = attnviz.causal_mask(q.shape[1], k.shape[1])  # lower right
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


def _fill(cache, lengths, *, seed, interleave=True, heads=2, width=4, dtype=torch.float64):
    """Add one sequence per length; append in chunks, round robin across the sequences so that
    their blocks interleave in the pool. Returns ``{seq: (k, v)}`` of the appended tokens."""
    rng = random.Random(seed)
    full, done = {}, {}
    for i, length in enumerate(lengths):
        seq = cache.add_sequence()
        full[seq] = (_randn(heads, length, width, seed=seed + 2 * i, dtype=dtype),
                     _randn(heads, length, width, seed=seed + 2 * i + 1, dtype=dtype))
        done[seq] = 0
    while any(done[s] < full[s][0].shape[1] for s in full):
        for seq, (k, v) in full.items():
            start = done[seq]
            if start < k.shape[1]:
                stop = min(k.shape[1], start + (rng.randint(1, 5) if interleave else k.shape[1]))
                cache.append(seq, k[:, start:stop], v[:, start:stop])
                done[seq] = stop
    return full


@pytest.mark.parametrize("block_size", [1, 3, 4, 16])
def test_gather_returns_what_was_appended_and_tables_have_ceil_blocks(block_size):
    cache = PagedKVCache(num_blocks=64, block_size=block_size, num_heads=2, head_dim=4,
                         dtype=torch.float64)
    full = _fill(cache, [1, 7, 8, 13, 16], seed=0)
    for seq, (k, v) in full.items():
        keys, values = cache.gather(seq)
        assert torch.equal(keys, k) and torch.equal(values, v)  # exact: copies of the inputs
        assert cache.length(seq) == k.shape[1]
        assert len(cache.block_table(seq)) == math.ceil(k.shape[1] / block_size)
    tables = [b for seq in full for b in cache.block_table(seq)]
    assert len(tables) == len(set(tables)), "a block in two tables"
    assert cache.num_free_blocks == 64 - len(tables)
    assert cache.used_slots == 45
    assert cache.allocated_slots == block_size * len(tables)


def test_frees_and_reuse_fragment_the_tables_and_everything_still_matches():
    torch.manual_seed(0)
    cache = PagedKVCache(num_blocks=40, block_size=3, num_heads=2, head_dim=4,
                         dtype=torch.float64)
    full = _fill(cache, [5, 9, 4, 11], seed=1)
    for seq in (1, 3):
        free_before = cache.num_free_blocks
        blocks = cache.block_table(seq)
        cache.free(seq)
        del full[seq]
        assert cache.num_free_blocks == free_before + len(blocks)
        with pytest.raises(KeyError, match=f"seq {seq} is not in the cache"):
            cache.length(seq)
    full.update(_fill(cache, [10, 6, 14], seed=20))
    tables = {seq: cache.block_table(seq) for seq in full}
    assert any(table != sorted(table) or table != list(range(table[0], table[0] + len(table)))
               for table in tables.values()), "the test should fragment some table"
    seqs = cache.sequences
    assert sorted(seqs) == sorted(full)
    for seq in seqs:
        keys, values = cache.gather(seq)
        assert torch.equal(keys, full[seq][0]) and torch.equal(values, full[seq][1])
    for num_queries in (1, 3):
        q = _randn(len(seqs), 2, num_queries, 4, seed=7 + num_queries)
        out = cache.attend(q, seqs)
        block_tables, lengths = cache.block_tables(seqs)
        torch.testing.assert_close(paged_attention(q, cache.keys, cache.values, block_tables,
                                                   lengths), out)
        for b, seq in enumerate(seqs):
            torch.testing.assert_close(out[b], _contiguous_attention(q[b], *full[seq]))


@pytest.mark.parametrize("seed", range(4))
def test_paged_attention_equals_sdpa_on_random_lengths_and_block_sizes(seed):
    rng = random.Random(seed)
    block_size = rng.choice([1, 2, 5, 8])
    lengths = [rng.randint(3, 30) for _ in range(rng.randint(1, 5))]
    cache = PagedKVCache(num_blocks=200, block_size=block_size, num_heads=2, head_dim=8,
                         dtype=torch.float32)
    full = _fill(cache, lengths, seed=seed, width=8, dtype=torch.float32)
    seqs = list(full)
    rng.shuffle(seqs)  # the batch's order is the caller's
    for num_queries in (1, 2):
        q = _randn(len(seqs), 2, num_queries, 8, seed=seed + 100, dtype=torch.float32)
        out = cache.attend(q, seqs)
        assert out.shape == (len(seqs), 2, num_queries, 8)
        for b, seq in enumerate(seqs):
            torch.testing.assert_close(out[b], _contiguous_attention(q[b], *full[seq]),
                                       atol=1e-6, rtol=1e-5)


def test_grouped_query_heads_share_a_key_value_head():
    cache = PagedKVCache(num_blocks=10, block_size=4, num_heads=2, head_dim=4,
                         dtype=torch.float64)
    full = _fill(cache, [6, 9], seed=3)
    q = _randn(2, 6, 1, 4, seed=5)  # H = 6 query heads, 3 per key-value head
    out = cache.attend(q, [0, 1])
    for b, (k, v) in enumerate(full.values()):
        expected = _contiguous_attention(q[b], k.repeat_interleave(3, dim=0),
                                         v.repeat_interleave(3, dim=0))
        torch.testing.assert_close(out[b], expected)


@pytest.mark.parametrize("kv_heads", [4, 2])
def test_paged_attention_with_sink_logits_is_the_sink_form_over_each_sequences_keys(kv_heads):
    cache = PagedKVCache(num_blocks=20, block_size=3, num_heads=kv_heads, head_dim=4,
                         dtype=torch.float64)
    full = _fill(cache, [7, 2, 11], seed=4, width=4, heads=kv_heads)
    sinks = torch.tensor([-1.0, 0.5, 3.0, -math.inf], dtype=torch.float64)
    group = 4 // kv_heads
    for num_queries in (1, 2):
        q = _randn(3, 4, num_queries, 4, seed=6)
        tables, lengths = cache.block_tables([0, 1, 2])
        out = paged_attention(q, cache.keys, cache.values, tables, lengths, sink_logits=sinks)
        for b, (k, v) in enumerate(full.values()):
            k, v = k.repeat_interleave(group, dim=0), v.repeat_interleave(group, dim=0)
            expected = attnviz.attention_with_sink(q[b][None], k[None], v[None], sinks,
                                                   causal=True)[0]
            torch.testing.assert_close(out[b], expected)
    # a sink of -inf takes no share: the head is plain attention
    plain = paged_attention(q, cache.keys, cache.values, tables, lengths)
    torch.testing.assert_close(out[:, 3], plain[:, 3])
    assert not torch.allclose(out[:, 2], plain[:, 2])
    with pytest.raises(ValueError, match=r"sink_logits must hold one logit per query head, "
                                         r"shaped \(H,\) = \(4,\), got shape \(3,\)"):
        paged_attention(q, cache.keys, cache.values, tables, lengths, sink_logits=sinks[:3])
    with pytest.raises(TypeError, match="sink_logits must have the dtype of q"):
        paged_attention(q, cache.keys, cache.values, tables, lengths, sink_logits=sinks.float())


def test_a_pool_whose_values_are_narrower_than_its_keys():
    cache = PagedKVCache(num_blocks=6, block_size=2, num_heads=2, head_dim=4, value_dim=3,
                         dtype=torch.float64)
    assert cache.values.shape == (6, 2, 2, 3) and "value_dim=3" in repr(cache)
    assert cache.nbytes == 6 * 2 * 2 * (4 + 3) * 8
    seqs = [cache.add_sequence(), cache.add_sequence()]
    keys, values = _randn(2, 2, 5, 4, seed=1), _randn(2, 2, 5, 3, seed=2)
    for row, seq in enumerate(seqs):
        cache.append(seq, keys[row], values[row])
    k, v = cache.gather(seqs[1])
    assert torch.equal(k, keys[1]) and torch.equal(v, values[1])
    q = _randn(2, 2, 2, 4, seed=3)
    out = cache.attend(q, seqs)  # (B, H, Tq, Dv)
    assert out.shape == (2, 2, 2, 3)
    for row in range(2):
        torch.testing.assert_close(out[row], _contiguous_attention(q[row], keys[row],
                                                                   values[row]))
    view = cache.view(seqs)
    assert view.nbytes == 2 * 3 * 2 * 2 * (4 + 3) * 8  # 3 blocks a sequence, 2 heads, 2 slots
    k, v = view.update(_randn(2, 2, 1, 4, seed=4), _randn(2, 2, 1, 3, seed=5))
    assert k.shape == (2, 2, 6, 4) and v.shape == (2, 2, 6, 3)
    with pytest.raises(ValueError, match=r"v must be shaped \(H, T, Dv\) with H = 2 and Dv = 3"):
        cache.append(seqs[0], keys[0], keys[0])
    with pytest.raises(ValueError, match="v must hold as many tokens as k, 5, got 4"):
        cache.append(seqs[0], keys[0], values[0][:, :4])
    with pytest.raises(ValueError, match="values must hold as many tokens as keys, 1, got 2"):
        view.update(_randn(2, 2, 1, 4, seed=4), _randn(2, 2, 2, 3, seed=5))
    with pytest.raises(ValueError, match="value_dim must be a positive int"):
        PagedKVCache(num_blocks=6, block_size=2, num_heads=2, head_dim=4, value_dim=0)


def test_gather_blocks_reads_the_table_in_order_and_trims():
    pool = _randn(6, 2, 3, 4, seed=0)
    table = torch.tensor([4, 1, 5, 0])  # more blocks than 7 tokens need: the last is padding
    out = gather_blocks(pool, table, 7)
    expected = torch.cat([pool[4], pool[1], pool[5]], dim=1)[:, :7]  # (H, 9, Dh) -> 7 tokens
    assert torch.equal(out, expected)
    assert gather_blocks(pool, table, 0).shape == (2, 0, 4)
    out[:] = 0
    assert pool.abs().sum() > 0  # a copy


def test_block_tables_are_padded_and_slots_past_a_length_do_not_count():
    cache = PagedKVCache(num_blocks=12, block_size=2, num_heads=1, head_dim=3,
                         dtype=torch.float64)
    full = _fill(cache, [1, 5, 3], seed=4, heads=1, width=3)
    tables, lengths = cache.block_tables([0, 1, 2])
    assert tables.dtype == torch.long and tables.shape == (3, 3)
    assert lengths.tolist() == [1, 5, 3]
    assert tables[0, 1:].tolist() == [0, 0]
    q = _randn(3, 1, 1, 3, seed=9)
    before = paged_attention(q, cache.keys, cache.values, tables, lengths)
    # overwrite every slot no sequence uses: the result must not change
    keys, values = cache.keys.clone(), cache.values.clone()
    used = torch.zeros(12, 2, dtype=torch.bool)
    for seq in (0, 1, 2):
        for t in range(cache.length(seq)):
            used[cache.block_table(seq)[t // 2], t % 2] = True
    keys[:, 0][~used] = 1e6  # (N, bs, Dh) view of the one head
    values[:, 0][~used] = -1e6  # (finite: 0 * nan would be nan, as in any matrix product)
    assert keys.max() == 1e6
    after = paged_attention(q, keys, values, tables, lengths)
    torch.testing.assert_close(after, before)
    for b in range(3):
        torch.testing.assert_close(before[b], _contiguous_attention(q[b], *full[b]))


def test_a_full_pool_raises_and_leaves_the_cache_unchanged():
    cache = PagedKVCache(num_blocks=3, block_size=4, num_heads=1, head_dim=2)
    seq = cache.add_sequence()
    cache.append(seq, torch.ones(1, 10, 2), torch.ones(1, 10, 2))  # 3 blocks, 2 slots free
    other = cache.add_sequence()
    keys = cache.keys.clone()
    with pytest.raises(CacheFullError, match="0 free blocks .* needs 1"):
        cache.append(other, torch.zeros(1, 1, 2), torch.zeros(1, 1, 2))
    with pytest.raises(CacheFullError, match="needs 1"):
        cache.append(seq, torch.zeros(1, 3, 2), torch.zeros(1, 3, 2))
    assert torch.equal(cache.keys, keys)  # exact: nothing was written
    assert cache.length(seq) == 10 and cache.length(other) == 0
    assert cache.block_table(other) == [] and cache.num_free_blocks == 0
    cache.append(seq, torch.zeros(1, 2, 2), torch.zeros(1, 2, 2))  # fills the last block
    cache.free(seq)
    assert cache.num_free_blocks == 3
    cache.append(other, torch.zeros(1, 12, 2), torch.zeros(1, 12, 2))
    assert isinstance(CacheFullError("x"), RuntimeError)


def test_inputs_are_never_modified():
    cache = PagedKVCache(num_blocks=8, block_size=3, num_heads=2, head_dim=4,
                         dtype=torch.float64)
    k, v = _randn(2, 7, 4, seed=1), _randn(2, 7, 4, seed=2)
    k0, v0 = k.clone(), v.clone()
    seq = cache.add_sequence()
    cache.append(seq, k, v)
    q = _randn(1, 2, 1, 4, seed=3)
    q0 = q.clone()
    tables, lengths = cache.block_tables([seq])
    tables0, lengths0 = tables.clone(), lengths.clone()
    pool = cache.keys.clone()
    paged_attention(q, cache.keys, cache.values, tables, lengths)
    gather_blocks(cache.keys, tables[0], 7)
    for a, b in ((k, k0), (v, v0), (q, q0), (tables, tables0), (lengths, lengths0),
                 (cache.keys, pool)):
        assert torch.equal(a, b)


def test_reservation_waste_counts_and_matches_allocation():
    waste = reservation_waste([5, 16, 17, 0], max_length=32, block_size=16)
    assert (waste.used, waste.reserved_max, waste.reserved_paged) == (38, 128, 64)
    assert waste.waste_max == pytest.approx(1 - 38 / 128)
    assert waste.waste_paged == pytest.approx(1 - 38 / 64)
    assert "4 requests, 38 tokens" in str(waste)
    assert reservation_waste(torch.tensor([3, 3]), max_length=3, block_size=1).waste_max == 0.0
    # measured: allocate the same lengths in a paged cache
    rng = random.Random(0)
    lengths = [rng.randint(1, 500) for _ in range(40)]
    cache = PagedKVCache(num_blocks=2000, block_size=16, num_heads=1, head_dim=1)
    for length in lengths:
        cache.append(cache.add_sequence(), torch.zeros(1, length, 1), torch.zeros(1, length, 1))
    waste = reservation_waste(lengths, max_length=512, block_size=16)
    assert cache.allocated_slots == waste.reserved_paged
    assert cache.used_slots == waste.used
    assert waste.waste_paged < 16 / (sum(lengths) / len(lengths))  # < one block per request
    assert waste.waste_max > waste.waste_paged


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: PagedKVCache(num_blocks=0, block_size=4, num_heads=1, head_dim=2), ValueError,
     "num_blocks must be a positive int, got 0"),
    (lambda: PagedKVCache(num_blocks=2, block_size=4.0, num_heads=1, head_dim=2), TypeError,
     "block_size must be a positive int, got 4.0"),
    (lambda: PagedKVCache(num_blocks=2, block_size=4, num_heads=1, head_dim=2,
                          dtype=torch.int64), TypeError, "dtype must be a floating-point"),
    (lambda: gather_blocks(torch.zeros(2, 1, 4, 2), torch.tensor([0]), 5), ValueError,
     r"length must be an int between 0 and 4 \(the 1 blocks"),
    (lambda: gather_blocks(torch.zeros(2, 1, 4, 2), torch.tensor([2]), 3), ValueError,
     r"block_table must hold block numbers in \[0, 2\)"),
    (lambda: gather_blocks(torch.zeros(2, 1, 4, 2), torch.tensor([0.0]), 3), TypeError,
     "block_table must hold integer block numbers"),
    (lambda: gather_blocks(torch.zeros(2, 4, 2), torch.tensor([0]), 3), ValueError,
     r"pool must be a 4-D tensor shaped \(N, H, bs, Dh\)"),
    (lambda: paged_attention(torch.zeros(1, 1, 2, 2), torch.zeros(2, 1, 4, 2),
                             torch.zeros(2, 1, 4, 2), torch.tensor([[0]]), torch.tensor([1])),
     ValueError, "lengths must be between Tq = 2"),
    (lambda: paged_attention(torch.zeros(1, 1, 1, 2), torch.zeros(2, 1, 4, 2),
                             torch.zeros(2, 1, 4, 2), torch.tensor([[0]]), torch.tensor([5])),
     ValueError, r"and M \* bs = 4"),
    (lambda: paged_attention(torch.zeros(1, 1, 1, 2), torch.zeros(2, 1, 4, 2, dtype=torch.float64),
                             torch.zeros(2, 1, 4, 2), torch.tensor([[0]]), torch.tensor([1])),
     TypeError, "pool_k must have the dtype of q"),
    (lambda: paged_attention(torch.zeros(1, 3, 1, 2), torch.zeros(2, 2, 4, 2),
                             torch.zeros(2, 2, 4, 2), torch.tensor([[0]]), torch.tensor([1])),
     ValueError, "H_kv dividing H = 3"),
    (lambda: paged_attention(torch.zeros(2, 1, 1, 2), torch.zeros(2, 1, 4, 2),
                             torch.zeros(2, 1, 4, 2), torch.tensor([[0]]), torch.tensor([1, 1])),
     ValueError, "block_tables must have one row per sequence"),
    (lambda: reservation_waste([3, 40], max_length=32, block_size=16), ValueError,
     r"lengths\[1\] must be an int between 0 and max_length = 32, got 40"),
    (lambda: reservation_waste([3], max_length=32, block_size=0), ValueError,
     "block_size must be a positive int, got 0"),
    (lambda: reservation_waste("abc", max_length=32, block_size=4), TypeError,
     "lengths must be a list of ints"),
])
def test_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_append_errors_name_the_argument():
    cache = PagedKVCache(num_blocks=2, block_size=4, num_heads=2, head_dim=3)
    seq = cache.add_sequence()
    with pytest.raises(ValueError, match=r"k must be shaped \(H, T, Dh\) with H = 2 and Dh = 3"):
        cache.append(seq, torch.zeros(3, 1, 3), torch.zeros(3, 1, 3))
    with pytest.raises(TypeError, match="v must have the cache's dtype torch.float32"):
        cache.append(seq, torch.zeros(2, 1, 3), torch.zeros(2, 1, 3, dtype=torch.float64))
    with pytest.raises(ValueError, match="v must hold as many tokens as k"):
        cache.append(seq, torch.zeros(2, 1, 3), torch.zeros(2, 2, 3))
    with pytest.raises(KeyError, match="seq 5 is not in the cache"):
        cache.append(5, torch.zeros(2, 1, 3), torch.zeros(2, 1, 3))
    with pytest.raises(TypeError, match="seq must be a sequence id"):
        cache.free("0")
    assert cache.length(seq) == 0 and cache.num_free_blocks == 2
    assert "PagedKVCache(num_blocks=2, block_size=4" in repr(cache)


def _view(*, seqs=1, tokens=0):
    """A view of ``seqs`` sequences of ``tokens`` tokens each, in a pool of 2 heads of width 3."""
    pool = PagedKVCache(num_blocks=8, block_size=2, num_heads=2, head_dim=3)
    ids = [pool.add_sequence() for _ in range(seqs)]
    for seq in ids:
        pool.append(seq, torch.zeros(2, tokens, 3), torch.zeros(2, tokens, 3))
    return pool.view(ids)


@pytest.mark.parametrize(("call", "error", "message"), [
    # the view's update names its own arguments (keys, values), not those of pool.append
    (lambda: _view().update(torch.zeros(1, 3, 1, 3), torch.zeros(1, 3, 1, 3)), ValueError,
     r"keys must be shaped \(B, H, T, Dh\) with H = 2 and Dh = 3 .*got \(1, 3, 1, 3\)"),
    (lambda: _view().update(torch.zeros(1, 2, 1, 3), torch.zeros(1, 2, 1, 4)), ValueError,
     r"values must be shaped \(B, H, T, Dh\) with H = 2 and Dh = 3"),
    (lambda: _view().update(torch.zeros(1, 2, 1, 3, dtype=torch.long),
                            torch.zeros(1, 2, 1, 3)), TypeError,
     "keys must have the pool's dtype torch.float32, got torch.int64"),
    (lambda: _view().update(torch.zeros(1, 2, 1, 3), torch.zeros(1, 2, 1, 3).bool()),
     TypeError, "values must have the pool's dtype torch.float32, got torch.bool"),
    (lambda: _view().update(torch.zeros(1, 2, 2, 3), torch.zeros(1, 2, 1, 3)), ValueError,
     r"values must hold as many tokens as keys, 2, got 1"),
    # a view made directly is checked as PagedKVCache.view checks it
    (lambda: attnviz.PagedCacheView(None, [0]), TypeError, "pool must be a PagedKVCache"),
    (lambda: attnviz.PagedCacheView(_view().pool, "0"), TypeError,
     "seqs must be a list of sequence ids, got str"),
    (lambda: attnviz.PagedCacheView(_view().pool, []), ValueError,
     "seqs must name at least one sequence"),
    (lambda: attnviz.PagedCacheView(_view().pool, [7]), KeyError, "seq 7 is not in the cache"),
    (lambda: attnviz.PagedCacheView(_view().pool, [0, 0]), ValueError,
     "seqs must name each sequence once"),
    # a pool of blocks holds floating-point keys or values; the device is named
    (lambda: gather_blocks(torch.zeros(2, 1, 4, 2, dtype=torch.long), torch.tensor([0]), 3),
     TypeError, "pool must hold floating-point numbers, got dtype torch.int64"),
    (lambda: PagedKVCache(num_blocks=2, block_size=4, num_heads=1, head_dim=2, device=5.0),
     TypeError, "device must be a torch.device, a string such as 'cpu'"),
    (lambda: PagedKVCache(num_blocks=2, block_size=4, num_heads=1, head_dim=2,
                          device="nowhere"), ValueError, "device must name a device"),
])
def test_view_and_pool_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_a_refused_view_update_leaves_the_pool_as_it_was():
    view = _view(seqs=2, tokens=1)
    free = view.pool.num_free_blocks
    with pytest.raises(ValueError, match="keys must be shaped"):
        view.update(torch.zeros(2, 3, 1, 3), torch.zeros(2, 3, 1, 3))
    assert len(view) == 1
    assert view.pool.num_free_blocks == free


def test_the_block_manager_keeps_free_blocks_and_users_in_integers():
    blocks = attnviz.BlockManager(4)
    assert blocks.take(2) == [0, 1] and blocks.num_free == 2
    blocks.share(0)  # a second user of block 0 (a shared prefix)
    assert blocks.users == (2, 1, 0, 0) and blocks.in_use(0) and not blocks.in_use(2)
    assert blocks.release([1, 0]) == [1]  # block 0 keeps a user, block 1 goes back
    assert blocks.take(1) == [1]  # the block given back last is taken first
    # a block its owner keeps (a prefix tree) stays off the free list until given back
    with pytest.raises(ValueError, match="block 0 has 1 users, and is released 2 times"):
        blocks.release([0, 0])
    assert blocks.users == (1, 1, 0, 0)  # nothing changed
    assert blocks.release([0], keep=lambda block: block == 0) == [0]
    assert blocks.num_free == 2 and blocks.users == (0, 1, 0, 0)
    blocks.give_back([0])
    assert blocks.take(1) == [0]
    with pytest.raises(attnviz.CacheFullError, match="has 2 free blocks, 3 are needed"):
        blocks.take(3)
    assert blocks.num_free == 2  # nothing taken
    with pytest.raises(ValueError, match="block 0 has 1 users"):
        blocks.give_back([0])
    with pytest.raises(ValueError, match="num_blocks"):
        attnviz.BlockManager(0)


def test_a_paged_cache_and_the_engine_keep_their_blocks_with_the_block_manager():
    cache = attnviz.PagedKVCache(num_blocks=4, block_size=2, num_heads=1, head_dim=1)
    seq = cache.add_sequence()
    cache.append(seq, torch.zeros(1, 3, 1), torch.zeros(1, 3, 1))
    assert cache.blocks.users == (1, 1, 0, 0) and cache.num_free_blocks == 2
    cache.free(seq)
    assert cache.blocks.users == (0, 0, 0, 0) and cache.num_free_blocks == 4


def test_the_engines_pool_is_a_paged_cache_per_layer_sharing_one_block_manager():
    from attnviz.serving.pool import ServingPool
    from attnviz.serving.scheduler import _Sequence

    torch.manual_seed(0)
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=11, context=16, d_model=8, num_heads=2,
                                          num_layers=3, ffn_dim=8, num_kv_heads=1))
    pool = ServingPool(model, num_blocks=6, block_size=2, share_prefixes=True)
    assert len(pool.layers) == 3
    assert all(isinstance(layer, attnviz.PagedKVCache) and layer.blocks is pool.blocks
               for layer in pool.layers)
    assert pool.layers[0].keys.shape == (6, 1, 2, 4)  # (N, H_kv, bs, Dh)
    request = attnviz.Request(id=7, prompt=(1, 2, 3, 4, 5), max_new_tokens=1)
    seq = _Sequence(request, list(request.prompt))
    assert pool.grow(seq, 5) and seq.blocks == [0, 1, 2]
    assert pool.layers[2].num_free_blocks == 3  # every layer sees the one block manager
    assert pool.owners([seq]) == (7, 7, 7, -1, -1, -1)
    seq.computed = 5
    pool.register(seq)  # two full blocks go in the tree
    pool.release(seq)
    assert pool.owners([]) == (-2, -2, -1, -1, -1, -1) and pool.blocks.num_free == 4
    with torch.no_grad():
        for layer in pool.layers:
            layer.keys[1].fill_(3.0)
    twin = _Sequence(attnviz.Request(id=8, prompt=(1, 2, 3, 9), max_new_tokens=1),
                     [1, 2, 3, 9])
    assert pool.share(twin) == 3  # block 0 reused, block 1's first token copied
    assert twin.blocks[0] == 0 and pool.copies == 1
    copy = twin.blocks[1]
    assert all(bool((layer.keys[copy] == 3.0).all()) for layer in pool.layers)


def test_a_paged_cache_takes_a_shared_block_manager_of_its_size_only():
    shared = attnviz.BlockManager(4)
    first = attnviz.PagedKVCache(num_blocks=4, block_size=2, num_heads=1, head_dim=1,
                                 blocks=shared)
    second = attnviz.PagedKVCache(num_blocks=4, block_size=2, num_heads=1, head_dim=1,
                                  blocks=shared)
    first.append(first.add_sequence(), torch.zeros(1, 3, 1), torch.zeros(1, 3, 1))
    assert second.num_free_blocks == 2
    with pytest.raises(ValueError, match="blocks must manage num_blocks=5 blocks, got a "
                                         "BlockManager of 4"):
        attnviz.PagedKVCache(num_blocks=5, block_size=2, num_heads=1, head_dim=1, blocks=shared)
    with pytest.raises(TypeError, match="blocks must be a BlockManager or None, got list"):
        attnviz.PagedKVCache(num_blocks=4, block_size=2, num_heads=1, head_dim=1, blocks=[])
