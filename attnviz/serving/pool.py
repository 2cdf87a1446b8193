"""The serving engine's pool of key–value blocks (chapter 12, *Serving and sharding attention*).

:class:`ServingPool` is chapter 11's paged cache, one :class:`attnviz.PagedKVCache` per layer,
with the bookkeeping a server adds to it. The layers' caches hold the key and value tensors and
share one :class:`attnviz.BlockManager`, so a block number means the same slots in every layer
and a request has one block table for the whole model (vLLM's layout). The engine's scheduler
(:mod:`attnviz.serving.scheduler`) asks the pool for four things: :meth:`~ServingPool.grow` a
request's table, :meth:`~ServingPool.release` it, :meth:`~ServingPool.share` the blocks of a
prefix computed before, :meth:`~ServingPool.register` full blocks for later requests. With
prefix sharing, a :class:`attnviz.serving.prefix.PrefixTree` keeps full blocks that no running
request uses until the pool needs them (it evicts the least recently used).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Protocol, cast

import torch

from attnviz.mechanism.blocks import BlockManager
from attnviz.mechanism.delta import DeltaNetLayer
from attnviz.mechanism.latent import MultiHeadLatentAttention
from attnviz.mechanism.paged import PagedKVCache
from attnviz.mechanism.paged_step import LatentPagedStep, PagedStep, StepContext
from attnviz.models.blocks import GPTBlock
from attnviz.models.gpt import GPT
from attnviz.serving.prefix import PrefixTree

__all__ = ["ServingPool"]

FREE, KEPT = -1, -2  # what ServingPool.owners says of a block no request uses


class _Request(Protocol):
    """What the pool and the scheduler read of an :class:`attnviz.Request`."""

    @property
    def id(self) -> int: ...
    @property
    def prompt(self) -> tuple[int, ...]: ...
    @property
    def max_new_tokens(self) -> int: ...
    @property
    def arrival(self) -> float: ...
    @property
    def temperature(self) -> float: ...
    @property
    def top_k(self) -> int | None: ...
    @property
    def stop(self) -> int | None: ...


@dataclass
class _Sequence:
    """A request being served: its tokens so far and its place in the pool."""

    request: _Request
    tokens: list[int]
    computed: int = 0  # tokens of the window whose keys and values are in the pool
    start: int = 0  # where the window begins in tokens (past the context, it slides)
    decoding: bool = False  # its next step computes only its newest token
    blocks: list[int] = field(default_factory=list)
    first_token: float = math.nan
    preemptions: int = 0
    generator: torch.Generator | None = None  # the request's own (sampling only)
    registered: int = 0  # full blocks put in the prefix tree
    reused: int = 0  # tokens found in the pool instead of computed, over every admission

    @property
    def generated(self) -> int:
        return len(self.tokens) - len(self.request.prompt)

    @property
    def window(self) -> list[int]:
        """The tokens the model reads, at positions ``0, 1, ...``: all of them, or the last
        ``context`` once there are more (as :meth:`attnviz.GPT.generate` reads them)."""
        return self.tokens[self.start:]


class ServingPool:
    """The keys and values of every layer of ``model`` in ``num_blocks`` blocks of
    ``block_size`` token slots, and who uses each block.

    Args:
        model: the :class:`attnviz.GPT` served (its layers' key–value heads and head width, or
            latent and rotary widths for latent attention, its dtype and device size the
            caches).
        num_blocks: blocks per layer.
        block_size: token slots per block.
        share_prefixes: keep full blocks in a :class:`PrefixTree` for later requests.

    Attributes:
        layers: one :class:`attnviz.PagedKVCache` per layer, all keeping their blocks with
            :attr:`blocks`.
        blocks: the :class:`attnviz.BlockManager` of every layer: the free list, and how many
            running requests list each block in their table.
        tree: the prefix tree, or ``None`` without prefix sharing.
        context: the model's context, the longest window a request's blocks hold.
        copies: blocks copied before a write (copy-on-write of a partly matched block).
    """

    def __init__(self, model: GPT, num_blocks: int, block_size: int,
                 share_prefixes: bool) -> None:
        parameter = next(model.parameters())
        self.blocks = BlockManager(num_blocks)
        self.layers: list[PagedKVCache] = []
        for block in model.blocks:
            attention = cast(GPTBlock, block).attention
            if isinstance(attention, MultiHeadLatentAttention):  # a latent and a rotary key
                heads, width, value_width = 1, attention.latent_dim, attention.rope_dim
            elif isinstance(attention, DeltaNetLayer):  # (the engine refuses such a model)
                raise ValueError("a delta-rule block keeps a state, not keys and values")
            else:
                heads, width, value_width = attention.num_kv_heads, attention.head_dim, None
            self.layers.append(PagedKVCache(
                num_blocks=num_blocks, block_size=block_size, num_heads=heads, head_dim=width,
                value_dim=value_width, dtype=parameter.dtype, device=parameter.device,
                blocks=self.blocks))
        self.latent = model.config.latent
        self.context = model.config.context
        self.block_size = block_size
        self.device = parameter.device
        self._owner = [FREE] * num_blocks  # the request that took a block last, FREE or KEPT
        self.tree = PrefixTree(block_size=block_size) if share_prefixes else None
        self.copies = 0

    def steps(self, context: StepContext) -> list[PagedStep]:
        """One :class:`attnviz.PagedStep` per layer for a step (a
        :class:`attnviz.LatentPagedStep` for latent attention): the model's caches for it."""
        kind = LatentPagedStep if self.latent else PagedStep
        return [kind(context, layer.keys, layer.values) for layer in self.layers]

    def _take(self, count: int) -> list[int] | None:
        """``count`` free blocks, evicting blocks that only the tree keeps if need be;
        ``None`` if the pool cannot give that many."""
        blocks = self.blocks
        if count > blocks.num_free and self.tree is not None:
            evicted = self.tree.evict(count - blocks.num_free, blocks.in_use)
            for block in evicted:
                self._owner[block] = FREE
            blocks.give_back(evicted)
        if count > blocks.num_free:
            return None
        return blocks.take(count)

    def grow(self, seq: _Sequence, length: int) -> bool:
        """Give ``seq`` the blocks it needs to hold ``length`` tokens; False if too few free."""
        needed = -(-length // self.block_size) - len(seq.blocks)
        if needed <= 0:
            return True
        taken = self._take(needed)
        if taken is None:
            return False
        for block in taken:
            self._owner[block] = seq.request.id
        seq.blocks += taken
        return True

    def release(self, seq: _Sequence) -> None:
        """Drop ``seq``'s use of its blocks; a block no request uses goes back to the free
        list, unless the tree keeps it for later requests."""
        tree = self.tree
        kept = (lambda block: block in tree) if tree is not None else None
        for block in self.blocks.release(reversed(seq.blocks), keep=kept):
            self._owner[block] = KEPT if tree is not None and block in tree else FREE
        seq.blocks = []
        seq.registered = 0

    def share(self, seq: _Sequence) -> int:
        """Before ``seq`` (holding no block) computes anything: reuse the blocks of the tree
        that hold the beginning of its tokens, and copy the block that holds a few more of
        them (copy-on-write: ``seq`` writes its own tokens after those). Always leaves the last
        token to compute, whose logits give the next token. Returns the tokens reused."""
        if self.tree is None:
            return 0
        limit = seq.window[:-1]
        blocks = self.tree.match(limit)
        for block in blocks:
            self.blocks.share(block)
            self._owner[block] = seq.request.id
        seq.blocks, seq.computed = list(blocks), len(blocks) * self.block_size
        seq.registered = len(blocks)
        found = self.tree.partial(limit)
        if found is not None:
            source, common = found
            self.blocks.share(source)  # not evicted while it is copied
            taken = self._take(1)
            self.blocks.release([source], keep=lambda block: True)  # the tree holds it
            if taken is not None:
                (block,) = taken
                for layer in self.layers:
                    layer.keys[block] = layer.keys[source]
                    layer.values[block] = layer.values[source]
                self.copies += 1
                self._owner[block] = seq.request.id
                seq.blocks.append(block)
                seq.computed += common
        return seq.computed

    def owners(self, running: list[_Sequence]) -> tuple[int, ...]:
        """Per block, a request using it now (the oldest running one that lists it), ``-1``
        if free, ``-2`` if only the tree keeps it. A shared block's recorded owner may have
        left since; the running requests' tables say who uses it."""
        owner = [o if users == 0 else FREE
                 for o, users in zip(self._owner, self.blocks.users, strict=True)]
        for seq in reversed(running):  # the oldest last, so that it wins
            for block in seq.blocks:
                owner[block] = seq.request.id
        return tuple(owner)

    def register(self, seq: _Sequence) -> None:
        """Put ``seq``'s newly filled blocks in the tree (they are never written again)."""
        full = seq.computed // self.block_size
        if self.tree is not None and full > seq.registered:
            self.tree.insert(seq.window[:full * self.block_size], seq.blocks[:full])
            seq.registered = full
