"""A paged key–value cache: keys and values in fixed-size blocks of a shared pool (chapter 11,
*Attention in today's language models*).

A server that decodes many requests at once keeps a key–value cache per request. Reserving, for
each request, room for the longest answer it might produce wastes most of the memory: few
requests reach the maximum. vLLM's *paged attention* (Kwon et al. 2023) stores the cache as an
operating system stores memory pages: one pool of blocks of ``block_size`` token slots, a free
list, and per sequence a *block table* listing the blocks that hold its tokens, in order. A
sequence takes a new block only when its last one is full, so at most ``block_size - 1`` slots
per sequence stand empty, and a finished sequence's blocks go straight back to the free list,
in any order: the table, not the addresses, says where each token lives.

* :class:`BlockManager` is the bookkeeping of a pool in integers only: the free list and how
  many users each block has (a request, a shared prefix); the cache below and the serving
  engine (:func:`attnviz.serve`, chapter 12) keep their blocks with it;
* :class:`PagedKVCache` is the pool, its block manager and the tables; :meth:`PagedKVCache.view`
  shows some of its sequences as one batch that a model decodes with (a
  :class:`PagedCacheView`, an :class:`attnviz.Cache` like every other cache);
* :func:`gather_blocks` reads one sequence's keys (or values) back as a contiguous
  ``(H, T, Dh)`` tensor by indexing the pool with its table;
* :func:`paged_attention` attends from the newest queries of a batch of sequences to their
  cached keys and values, read through their block tables;
* :func:`attnviz.mechanism.reservation.reservation_waste` counts, from the lengths alone, the
  slots reserved for a batch of requests with and without paging.

Shapes use ``N`` (blocks in the pool), ``H`` (key–value heads), ``bs`` (``block_size``), ``Dh``
(head width), ``B`` (sequences in a batch), ``Tq`` (new queries per sequence) and ``T`` (cached
tokens of one sequence).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import torch
import torch.nn.functional as F

from attnviz._checks import (
    check_device,
    check_floating,
    check_int,
    check_integer,
    check_row_index,
    check_tensor,
    checked_at_entry,
)
from attnviz.mechanism._device import contiguous_on_mps
from attnviz.mechanism.blocks import BlockManager, CacheFullError
from attnviz.mechanism.cache import check_slots

__all__ = ["CacheFullError", "PagedCacheView", "PagedKVCache", "gather_blocks",
           "paged_attention"]


def gather_blocks(pool: torch.Tensor, block_table: torch.Tensor, length: int) -> torch.Tensor:
    """One sequence's cached keys (or values) as a contiguous tensor, read through its table.

    Args:
        pool: ``(N, H, bs, Dh)`` the pool of blocks (:attr:`PagedKVCache.keys` or ``values``).
        block_table: ``(M,)`` integer block numbers in ``[0, N)``, the sequence's blocks in
            order; it may list more blocks than ``length`` needs (a padded row of
            :meth:`PagedKVCache.block_tables`).
        length: ``T``, the number of cached tokens, at most ``M * bs``.

    Returns:
        ``(H, T, Dh)``: token ``t`` is slot ``t % bs`` of block ``block_table[t // bs]``. A copy:
        writing into it leaves the pool alone.
    """
    pool = check_tensor("pool", pool, ndim=4, shape_hint="(N, H, bs, Dh)")
    check_floating("pool", pool)
    block_table = check_tensor("block_table", block_table, ndim=1, shape_hint="(M,)")
    check_integer("block_table", block_table, "integer block numbers (torch.long)")
    num_blocks, _, block_size, _ = pool.shape
    check_int("length", length, minimum=0, maximum=block_table.shape[0] * block_size,
              expected=f"an int between 0 and {block_table.shape[0] * block_size} (the "
                       f"{block_table.shape[0]} blocks of the table hold {block_size} tokens "
                       "each)")
    if block_table.numel() and not checked_at_entry():
        low, high = int(block_table.min()), int(block_table.max())
        if low < 0 or high >= num_blocks:
            raise ValueError(f"block_table must hold block numbers in [0, {num_blocks}) for a "
                             f"pool of {num_blocks} blocks, got {low if low < 0 else high}")
    return _gather(pool, block_table, length)


def _gather(pool: torch.Tensor, block_table: torch.Tensor, length: int) -> torch.Tensor:
    """:func:`gather_blocks` for checked arguments."""
    num_used = -(-length // pool.shape[2])  # ceil(T / bs) blocks hold the tokens
    blocks = pool[block_table[:num_used].to(pool.device)]  # (n, H, bs, Dh), a copy
    heads, width = pool.shape[1], pool.shape[3]
    # (n, H, bs, Dh) -> (H, n, bs, Dh) -> (H, n * bs, Dh): block after block, per head
    return blocks.transpose(0, 1).reshape(heads, -1, width)[:, :length]


def paged_attention(q: torch.Tensor, pool_k: torch.Tensor, pool_v: torch.Tensor,
                    block_tables: torch.Tensor, lengths: torch.Tensor, *,
                    sink_logits: torch.Tensor | None = None) -> torch.Tensor:
    """Causal attention from the newest queries of each sequence to its paged keys and values.

    The queries are the *last* ``Tq`` positions of each sequence (decoding: ``Tq = 1``), their
    keys and values already appended to the pool: query ``i`` of sequence ``b`` sits at
    position ``lengths[b] - Tq + i`` and attends to the keys up to it (causal, lower right, as
    :func:`attnviz.causal_mask`). The result equals ``F.scaled_dot_product_attention`` over the
    contiguous keys and values of each sequence.

    Here each sequence's blocks are gathered into one ``(B, H, M * bs, Dh)`` tensor, the slots
    past each length hidden by the mask, and PyTorch's attention does the rest; vLLM's kernel
    reads the blocks in place instead, without the copy. With fewer key–value heads than query
    heads (grouped-query attention), each key–value head serves ``H / H_kv`` consecutive query
    heads, as in :class:`attnviz.MultiHeadAttention`.

    Args:
        q: ``(B, H, Tq, Dh)`` queries.
        pool_k: ``(N, H_kv, bs, Dh)`` the pool of key blocks; ``H`` divisible by ``H_kv``.
        pool_v: ``(N, H_kv, bs, Dv)`` the pool of value blocks.
        block_tables: ``(B, M)`` integer block numbers, row ``b`` the blocks of sequence ``b``
            in order (padding past its length may be any block number in ``[0, N)``), as
            :meth:`PagedKVCache.block_tables` returns.
        lengths: ``(B,)`` cached tokens per sequence, each in ``[Tq, M * bs]``.
        sink_logits: optional ``(H,)``, one learned sink logit per query head that takes a
            share of each softmax and adds no value (chapter 11,
            :func:`attnviz.attention_with_sink`); here a key of zeros with a value of zeros,
            its score raised to the head's sink logit.

    Returns:
        ``(B, H, Tq, Dv)``.
    """
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    for name, pool in (("pool_k", pool_k), ("pool_v", pool_v)):
        check_tensor(name, pool, ndim=4, shape_hint="(N, H_kv, bs, D)")
        if pool.dtype != q.dtype:
            raise TypeError(f"{name} must have the dtype of q, got {name} of dtype {pool.dtype} "
                            f"and q of dtype {q.dtype}; convert one of them")
    if pool_v.shape[:3] != pool_k.shape[:3]:
        raise ValueError(f"pool_v must have the blocks, heads and slots of pool_k, (N, H_kv, bs) "
                         f"= {tuple(pool_k.shape[:3])}, got {tuple(pool_v.shape)}")
    batch, heads, num_queries, width = q.shape
    num_blocks, kv_heads, block_size, pool_width = pool_k.shape
    if pool_width != width or heads % kv_heads:
        raise ValueError(f"pool_k must be shaped (N, H_kv, bs, Dh) with Dh = {width} (the width "
                         f"of q) and H_kv dividing H = {heads}, got {tuple(pool_k.shape)}")
    block_tables = check_tensor("block_tables", block_tables, ndim=2, shape_hint="(B, M)")
    check_integer("block_tables", block_tables, "integer block numbers (torch.long)")
    if block_tables.shape[0] != batch:
        raise ValueError(f"block_tables must have one row per sequence, (B, M) with B = {batch}, "
                         f"got shape {tuple(block_tables.shape)}")
    lengths = check_tensor("lengths", lengths, ndim=1, shape_hint=f"(B,) = ({batch},)")
    check_integer("lengths", lengths, "integer lengths")
    if lengths.shape[0] != batch:
        raise ValueError(f"lengths must hold one length per sequence, (B,) = ({batch},), got "
                         f"shape {tuple(lengths.shape)}")
    capacity = block_tables.shape[1] * block_size
    if lengths.numel() and not checked_at_entry():
        low, high = int(lengths.min()), int(lengths.max())
        if low < num_queries or high > capacity:
            raise ValueError(f"lengths must be between Tq = {num_queries} (the queries are the "
                             f"last Tq cached tokens) and M * bs = {capacity} (the slots of "
                             f"the tables), got {low if low < num_queries else high}")
        if block_tables.numel():
            first, last = int(block_tables.min()), int(block_tables.max())
            if first < 0 or last >= num_blocks:
                raise ValueError(f"block_tables must hold block numbers in [0, {num_blocks}) "
                                 f"for a pool of {num_blocks} blocks, got "
                                 f"{first if first < 0 else last}")
    tables = block_tables.to(q.device)
    # (B, M, H_kv, bs, Dh) -> (B, H_kv, M, bs, Dh) -> (B, H_kv, M * bs, Dh)
    k = pool_k[tables].transpose(1, 2).reshape(batch, kv_heads, capacity, width)
    v = pool_v[tables].transpose(1, 2).reshape(batch, kv_heads, capacity, pool_v.shape[-1])
    if kv_heads != heads:  # grouped-query attention: key-value head h // group for query head h
        k = k.repeat_interleave(heads // kv_heads, dim=1)
        v = v.repeat_interleave(heads // kv_heads, dim=1)
    # query i of sequence b sits at position lengths[b] - Tq + i and sees the keys up to it,
    # which also hides every slot at or past lengths[b]
    position = lengths.to(q.device)[:, None] - num_queries + torch.arange(num_queries,
                                                                         device=q.device)
    mask = torch.arange(capacity, device=q.device) <= position[:, :, None]  # (B, Tq, M * bs)
    if sink_logits is None:
        q, k, v = contiguous_on_mps(q, k, v)
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None])  # (B, H, Tq, Dh)
    check_tensor("sink_logits", sink_logits, ndim=1, shape_hint=f"(H,) = ({heads},)")
    if sink_logits.shape[0] != heads:
        raise ValueError(f"sink_logits must hold one logit per query head, shaped (H,) = "
                         f"({heads},), got shape {tuple(sink_logits.shape)}")
    if sink_logits.dtype != q.dtype:
        raise TypeError(f"sink_logits must have the dtype of q, got {sink_logits.dtype} and q of "
                        f"dtype {q.dtype}; convert one of them")
    # the sink: one more key of zeros (score 0) with a value of zeros, its score raised by the
    # head's logit, so each row's softmax runs over the visible keys and the sink
    bias = torch.zeros(mask.shape, dtype=q.dtype, device=q.device).masked_fill(~mask, -math.inf)
    bias = torch.cat([bias[:, None].expand(batch, heads, num_queries, capacity),
                      sink_logits.to(q.device).view(1, heads, 1, 1).expand(
                          batch, heads, num_queries, 1)], dim=-1)  # (B, H, Tq, M * bs + 1)
    k = torch.cat([k, k.new_zeros(batch, heads, 1, width)], dim=2)
    v = torch.cat([v, v.new_zeros(batch, heads, 1, v.shape[-1])], dim=2)
    q, k, v = contiguous_on_mps(q, k, v)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=bias)  # (B, H, Tq, Dh)


class PagedKVCache:
    """Keys and values of many sequences in one pool of fixed-size blocks (vLLM's layout).

    The pool holds ``num_blocks`` blocks of ``block_size`` token slots for keys and as many for
    values. Each sequence owns a *block table*, the blocks holding its tokens in order, and a
    length; :meth:`append` takes a block from the free list whenever the sequence's last block
    is full, :meth:`free` gives them all back. Appending and freeing change the cache in place
    (they are its purpose); reading (:meth:`gather`, :meth:`block_tables`) copies.

    Example::

        cache = PagedKVCache(num_blocks=8, block_size=4, num_heads=2, head_dim=16)
        seq = cache.add_sequence()
        cache.append(seq, k, v)               # k, v: (H, T, Dh) = (2, 6, 16): two blocks
        cache.block_table(seq)                # [0, 1]
        keys, values = cache.gather(seq)      # (2, 6, 16) each

    Args:
        num_blocks: ``N``, blocks in the pool.
        block_size: ``bs``, token slots per block.
        num_heads: ``H``, key–value heads.
        head_dim: ``Dh``, the width of one head's keys (and values, unless ``value_dim``).
        dtype: the pool's floating-point dtype.
        device: where the pool lives (default: PyTorch's default device).
        value_dim: ``Dv``, the width of one head's values, if not ``Dh`` (a serving engine's
            pool for latent attention holds each token's latent as its key and its rotary key
            as its value, as :class:`attnviz.LatentCache` does).
        blocks: the :class:`BlockManager` to keep the blocks with, shared with other caches
            of as many blocks (the layers of a model served by :func:`attnviz.serve` share one,
            so that a block number means the same slots in every layer); default: its own.

    Attributes:
        keys: ``(N, H, bs, Dh)`` the pool of key blocks.
        values: ``(N, H, bs, Dv)`` the pool of value blocks (``Dv = Dh`` unless ``value_dim``).
        blocks: the :class:`BlockManager` that says which blocks are free.
    """

    def __init__(self, *, num_blocks: int, block_size: int, num_heads: int, head_dim: int,
                 dtype: torch.dtype = torch.float32,
                 device: torch.device | str | None = None, value_dim: int | None = None,
                 blocks: BlockManager | None = None) -> None:
        check_int("num_blocks", num_blocks, minimum=1)
        check_int("block_size", block_size, minimum=1)
        check_int("num_heads", num_heads, minimum=1)
        check_int("head_dim", head_dim, minimum=1)
        if value_dim is not None:
            check_int("value_dim", value_dim, minimum=1)
        if not isinstance(dtype, torch.dtype) or not dtype.is_floating_point:
            raise TypeError(f"dtype must be a floating-point torch.dtype such as torch.float32, "
                            f"got {dtype!r}")
        device = check_device("device", device)
        if blocks is not None and not isinstance(blocks, BlockManager):
            raise TypeError(f"blocks must be a BlockManager or None, got {type(blocks).__name__}")
        if blocks is not None and blocks.num_blocks != num_blocks:
            raise ValueError(f"blocks must manage num_blocks={num_blocks} blocks, got a "
                             f"BlockManager of {blocks.num_blocks}")
        self.block_size = block_size
        self.keys = torch.zeros(num_blocks, num_heads, block_size, head_dim, dtype=dtype,
                                device=device)
        self.values = torch.zeros(num_blocks, num_heads, block_size,
                                  head_dim if value_dim is None else value_dim, dtype=dtype,
                                  device=device)
        self.blocks = BlockManager(num_blocks) if blocks is None else blocks
        self._tables: dict[int, list[int]] = {}
        self._lengths: dict[int, int] = {}
        self._next_id = 0

    # the pool

    @property
    def num_blocks(self) -> int:
        """``N``, the blocks in the pool."""
        return self.keys.shape[0]

    @property
    def num_free_blocks(self) -> int:
        """Blocks on the free list."""
        return self.blocks.num_free

    @property
    def sequences(self) -> list[int]:
        """The ids of the sequences held, in the order they were added."""
        return list(self._tables)

    @property
    def used_slots(self) -> int:
        """Token slots holding a token, over every sequence (the sum of the lengths)."""
        return sum(self._lengths.values())

    @property
    def allocated_slots(self) -> int:
        """Token slots in blocks given to sequences (``block_size`` per block in a table)."""
        return self.block_size * sum(len(table) for table in self._tables.values())

    @property
    def capacity(self) -> int:
        """Token slots in the whole pool, ``N * bs``."""
        return self.num_blocks * self.block_size

    @property
    def nbytes(self) -> int:
        """Bytes of the two pools (keys and values), used or not."""
        return self.keys.nbytes + self.values.nbytes

    def __repr__(self) -> str:
        _, heads, block_size, width = self.keys.shape
        values = self.values.shape[-1]
        value_dim = f", value_dim={values}" if values != width else ""
        return (f"PagedKVCache(num_blocks={self.num_blocks}, block_size={block_size}, "
                f"num_heads={heads}, head_dim={width}{value_dim}, dtype={self.keys.dtype}; "
                f"{len(self._tables)} sequences, {self.num_free_blocks} free blocks)")

    # sequences

    def add_sequence(self) -> int:
        """Start an empty sequence (no blocks yet) and return its id."""
        seq = self._next_id
        self._next_id += 1
        self._tables[seq] = []
        self._lengths[seq] = 0
        return seq

    def _check_seq(self, seq: object) -> int:
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise TypeError(f"seq must be a sequence id (an int from add_sequence), got "
                            f"{type(seq).__name__} {seq!r}")
        if seq not in self._tables:
            held = ", ".join(map(str, self._tables)) or "none"
            raise KeyError(f"seq {seq} is not in the cache (held: {held}); add it with "
                           "add_sequence()")
        return seq

    def append(self, seq: int, k: torch.Tensor, v: torch.Tensor) -> None:
        """Write ``T`` new tokens' keys and values at the end of sequence ``seq``.

        New blocks come from the free list as the sequence's last block fills up.

        Args:
            seq: a sequence id from :meth:`add_sequence`.
            k: ``(H, T, Dh)`` keys of the new tokens, in the pool's dtype.
            v: ``(H, T, Dv)`` values of the new tokens.

        Raises:
            CacheFullError: if the pool has fewer free blocks than the tokens need; nothing is
                written and no block is taken.
        """
        self._check_seq(seq)
        _, heads, block_size, _ = self.keys.shape
        narrow = self.values.shape[-1] != self.keys.shape[-1]
        for name, x, pool, label in (("k", k, self.keys, "Dh"),
                                     ("v", v, self.values, "Dv" if narrow else "Dh")):
            width = pool.shape[-1]
            check_tensor(name, x, ndim=3, shape_hint=f"(H, T, {label}) with H = {heads}, "
                                                     f"{label} = {width}")
            if x.shape[0] != heads or x.shape[2] != width:
                raise ValueError(f"{name} must be shaped (H, T, {label}) with H = {heads} and "
                                 f"{label} = {width} (the cache's heads and width), got "
                                 f"{tuple(x.shape)}")
            if x.dtype != self.keys.dtype:
                raise TypeError(f"{name} must have the cache's dtype {self.keys.dtype}, got "
                                f"{x.dtype}; convert it with {name}.to({self.keys.dtype})")
        if v.shape[1] != k.shape[1]:
            raise ValueError(f"v must hold as many tokens as k, {k.shape[1]}, got "
                             f"{v.shape[1]}")
        table, start = self._tables[seq], self._lengths[seq]
        num_new = k.shape[1]
        needed = self._blocks_needed(seq, num_new)
        if needed > self.blocks.num_free:
            raise CacheFullError(f"the pool has {self.blocks.num_free} free blocks of "
                                 f"{block_size} slots, and appending {num_new} tokens to "
                                 f"sequence {seq} (length {start}) needs {needed}; free a "
                                 "sequence or make the pool larger")
        table += self.blocks.take(needed)
        # token t goes to slot t % bs of block table[t // bs]
        positions = torch.arange(start, start + num_new)
        blocks = torch.tensor(table, dtype=torch.long)[positions // block_size]
        slots = positions % block_size
        blocks, slots = blocks.to(self.keys.device), slots.to(self.keys.device)
        # pool[blocks, :, slots] is (T, H, Dh): the two indexed axes come first
        self.keys[blocks, :, slots] = k.transpose(0, 1).to(self.keys.device)
        self.values[blocks, :, slots] = v.transpose(0, 1).to(self.keys.device)
        self._lengths[seq] = start + num_new

    def free(self, seq: int) -> None:
        """Drop sequence ``seq`` and put its blocks back on the free list."""
        self._check_seq(seq)
        self.blocks.release(reversed(self._tables.pop(seq)))
        del self._lengths[seq]

    def length(self, seq: int) -> int:
        """How many tokens sequence ``seq`` holds."""
        return self._lengths[self._check_seq(seq)]

    def block_table(self, seq: int) -> list[int]:
        """The blocks of sequence ``seq``, in order (a copy)."""
        return list(self._tables[self._check_seq(seq)])

    def gather(self, seq: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Sequence ``seq``'s keys and values, each ``(H, T, Dh)`` and contiguous (copies)."""
        table = torch.tensor(self.block_table(seq), dtype=torch.long)
        length = self._lengths[seq]
        return _gather(self.keys, table, length), _gather(self.values, table, length)

    def block_tables(self, seqs: Sequence[int]) -> tuple[torch.Tensor, torch.Tensor]:
        """The block tables and lengths of a batch of sequences, for :func:`paged_attention`.

        Args:
            seqs: ``B`` sequence ids.

        Returns:
            ``(block_tables, lengths)``: ``(B, M)`` long block numbers, row ``b`` the table of
            ``seqs[b]`` padded with block 0 up to the longest table's ``M`` blocks (the padding
            is never read: it lies past the sequence's length), and ``(B,)`` long lengths, both
            on the pool's device.
        """
        if isinstance(seqs, int | str) or not isinstance(seqs, Sequence):
            raise TypeError(f"seqs must be a list of sequence ids, got {type(seqs).__name__}")
        tables = [self.block_table(seq) for seq in seqs]
        width = max((len(table) for table in tables), default=0)
        padded = [table + [0] * (width - len(table)) for table in tables]
        device = self.keys.device
        return (torch.tensor(padded, dtype=torch.long, device=device).reshape(len(seqs), width),
                torch.tensor([self._lengths[seq] for seq in seqs], dtype=torch.long,
                             device=device))

    def view(self, seqs: Sequence[int]) -> PagedCacheView:
        """Sequences ``seqs`` of this pool seen as one batch of a model's cache (one layer's):
        a :class:`PagedCacheView`. They must hold the same number of tokens.

        Example::

            pools = [PagedKVCache(num_blocks=64, block_size=16, num_heads=4, head_dim=16)
                     for _ in model.blocks]  # one pool per layer
            caches = [pool.view([pool.add_sequence(), pool.add_sequence()]) for pool in pools]
            logits = model(prompt, caches=caches)  # prompt (2, T); then one token at a time
        """
        return PagedCacheView(self, seqs)

    def _blocks_needed(self, seq: int, num_new: int) -> int:
        """Blocks sequence ``seq`` must take from the free list to grow by ``num_new`` tokens."""
        table, start = self._tables[seq], self._lengths[seq]
        return -(-(start + num_new) // self.block_size) - len(table)  # ceil, minus blocks held

    def attend(self, q: torch.Tensor, seqs: Sequence[int]) -> torch.Tensor:
        """:func:`paged_attention` of ``q`` ``(B, H, Tq, Dh)`` to the sequences ``seqs``
        (``B`` ids), whose newest ``Tq`` tokens the queries are; returns ``(B, H, Tq, Dh)``."""
        block_tables, lengths = self.block_tables(seqs)
        return paged_attention(q, self.keys, self.values, block_tables, lengths)


class PagedCacheView:
    """Some sequences of a :class:`PagedKVCache` seen as one batch: the :class:`attnviz.Cache`
    of a model that decodes them (one layer's; made by :meth:`PagedKVCache.view`).

    Row ``b`` of a batch is sequence ``seqs[b]``. :meth:`update` appends each row's new keys and
    values to its sequence in the pool and reads every row back through its block table;
    :meth:`keep` and :meth:`select` copy the kept tokens or rows into new sequences of the same
    pool and free the old ones, so the view they were called on must not be used again (the
    pool holds each token once).

    Args:
        pool: the :class:`PagedKVCache`.
        seqs: ids of sequences of ``pool``, each once, all holding the same number of tokens.

    Attributes:
        pool: the :class:`PagedKVCache`.
        seqs: the sequence ids, one per batch row.
    """

    def __init__(self, pool: PagedKVCache, seqs: Sequence[int]) -> None:
        if not isinstance(pool, PagedKVCache):
            raise TypeError(f"pool must be a PagedKVCache, got {type(pool).__name__}")
        if isinstance(seqs, int | str) or not isinstance(seqs, Sequence):
            raise TypeError(f"seqs must be a list of sequence ids, got {type(seqs).__name__}")
        if not seqs:
            raise ValueError("seqs must name at least one sequence, got none")
        lengths = [pool.length(seq) for seq in seqs]
        if len(set(lengths)) > 1:
            raise ValueError(f"seqs must hold the same number of tokens to make one batch, got "
                             f"lengths {lengths}")
        if len(set(seqs)) < len(seqs):
            raise ValueError(f"seqs must name each sequence once, got {list(seqs)}")
        self.pool, self.seqs = pool, list(seqs)

    def __len__(self) -> int:
        return self.pool.length(self.seqs[0])

    def __repr__(self) -> str:
        return f"PagedCacheView(seqs={self.seqs}, {len(self)} tokens each)"

    @property
    def nbytes(self) -> int:
        """Bytes of the blocks the sequences hold (keys and values), full or not."""
        keys, values = self.pool.keys, self.pool.values
        per_block = (keys[0].numel() + values[0].numel()) * keys.element_size()
        return per_block * sum(len(self.pool.block_table(seq)) for seq in self.seqs)

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Append row ``b`` of ``keys`` and ``values`` ``(B, H, T, Dh)`` to sequence ``seqs[b]``
        and return every row's keys and values, ``(B, H, Tk, Dh)`` each (copies read through
        the block tables).

        Raises:
            TypeError: ``keys`` or ``values`` is not a tensor of the pool's dtype.
            ValueError: shapes that do not fit the view's rows or the pool's heads and width.
            CacheFullError: the pool has too few free blocks for all the rows; nothing is
                written.
        """
        batch, heads = len(self.seqs), self.pool.keys.shape[1]
        dtype = self.pool.keys.dtype
        for name, x, pool in (("keys", keys, self.pool.keys), ("values", values, self.pool.values)):
            width = pool.shape[-1]
            check_tensor(name, x, ndim=4, shape_hint=f"({batch}, {heads}, T, {width})")
            if x.shape[0] != batch:
                raise ValueError(f"{name} must have one row per sequence of the view "
                                 f"({batch}), got shape {tuple(x.shape)}")
            if x.shape[1] != heads or x.shape[3] != width:
                raise ValueError(f"{name} must be shaped (B, H, T, Dh) with H = {heads} and "
                                 f"Dh = {width} (the pool's heads and width), got "
                                 f"{tuple(x.shape)}")
            if x.dtype != dtype:
                raise TypeError(f"{name} must have the pool's dtype {dtype}, got {x.dtype}; "
                                f"convert it with {name}.to({dtype})")
        if values.shape[2] != keys.shape[2]:
            raise ValueError(f"values must hold as many tokens as keys, {keys.shape[2]}, got "
                             f"{values.shape[2]}")
        needed = sum(self.pool._blocks_needed(seq, keys.shape[2]) for seq in self.seqs)
        if needed > self.pool.num_free_blocks:
            raise CacheFullError(f"the pool has {self.pool.num_free_blocks} free blocks, and "
                                 f"appending {keys.shape[2]} tokens to each of the "
                                 f"{batch} sequences needs {needed}; free a sequence or make "
                                 "the pool larger")
        for row, seq in enumerate(self.seqs):
            self.pool.append(seq, keys[row], values[row])
        read = [self.pool.gather(seq) for seq in self.seqs]
        return (torch.stack([k for k, _ in read]),  # (B, H, Tk, Dh)
                torch.stack([v for _, v in read]))

    def _move(self, read: list[tuple[torch.Tensor, torch.Tensor]]) -> PagedCacheView:
        """Free this view's sequences and write ``read`` (per new row, ``(H, T, Dh)`` keys and
        values) into new ones; refused, with nothing changed, if the blocks do not suffice."""
        block_size = self.pool.block_size
        needed = sum(-(-k.shape[1] // block_size) for k, _ in read)
        held = sum(len(self.pool.block_table(seq)) for seq in self.seqs)
        if needed > self.pool.num_free_blocks + held:
            raise CacheFullError(f"the pool has {self.pool.num_free_blocks} free blocks (and "
                                 f"{held} held by this view), and the new sequences need "
                                 f"{needed}; free a sequence or make the pool larger")
        for seq in self.seqs:
            self.pool.free(seq)
        seqs = []
        for k, v in read:
            seq = self.pool.add_sequence()
            self.pool.append(seq, k, v)
            seqs.append(seq)
        return PagedCacheView(self.pool, seqs)

    def keep(self, slots: torch.Tensor) -> PagedCacheView:
        """A view of new sequences holding only the token slots ``slots`` (strictly increasing
        integers in ``[0, len(self))``) of each row; this view's sequences are freed."""
        slots = check_slots(slots, len(self))
        read = [self.pool.gather(seq) for seq in self.seqs]
        slots = slots.to(self.pool.keys.device)
        return self._move([(k.index_select(1, slots), v.index_select(1, slots))
                           for k, v in read])

    def select(self, rows: torch.Tensor) -> PagedCacheView:
        """A view of new sequences copying the rows ``rows`` (``(B_new,)`` integers in
        ``[0, B)``, rows may repeat; for beam search); this view's sequences are freed."""
        rows = check_row_index("rows", rows, len(self.seqs))
        read = [self.pool.gather(seq) for seq in self.seqs]
        return self._move([read[row] for row in rows.tolist()])
