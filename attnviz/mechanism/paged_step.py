"""One step of a serving engine, seen by the model: the new tokens of several sequences packed
into one row, and each layer's pool of key and value blocks (chapter 12).

A continuous-batching engine computes, in one step, a chunk of one request's prompt, the next
token of every decoding request, and so on: sequences of different lengths, each at its own
positions. It packs their new tokens into one row of ``N`` tokens and hands the model that row
with a :class:`PagedStep` per layer, its cache. The model's own forward does the rest, as for any
other cache: the embedding adds each token's position (:attr:`StepContext.positions`), and
:class:`attnviz.MultiHeadAttention`, given a :class:`PagedStep`, rotates the queries and keys at
those positions, writes the keys and values into the pool's slots and attends through each
sequence's block table (:meth:`PagedStep.attend`, with :func:`attnviz.paged_attention`). So a
served request goes through the very code of :meth:`attnviz.GPT.generate`, one engine on one
model (vLLM passes the same information to its attention layers in a forward context).

:class:`StepContext` describes the step, shared by all layers; :class:`PagedStep` is one layer's
view of it, holding that layer's pools. A layer of latent attention
(:class:`attnviz.MultiHeadLatentAttention`) gets a :class:`LatentPagedStep`, whose pools hold what
its :class:`attnviz.LatentCache` would: each token's latent and its un-rotated rotary key.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

import torch

from attnviz._checks import check_int
from attnviz.mechanism.paged import _gather, paged_attention

__all__ = ["LatentPagedStep", "PagedStep", "StepContext"]


@dataclass(frozen=True)
class StepContext:
    """What one step computes, for every layer: which tokens of which sequence, where.

    Made with :meth:`build`. The step's ``N`` new tokens are packed in one row, sequence after
    sequence.

    Attributes:
        positions: ``(N,)`` each new token's position in its sequence.
        block_of: ``(N,)`` the block each new token's key and value are written to.
        slot_of: ``(N,)`` the slot within that block.
        rows: per sequence, the rows ``(start, end)`` of its new tokens.
        tables: per sequence, its block table (``(1, M)``).
        lengths: per sequence, its tokens after the step (``(1,)``).
        decode_rows: ``(D,)`` the rows of the sequences that add one token (decoding), attended
            in one call; ``None`` if none does.
        decode_tables: ``(D, M)`` their block tables, padded with block 0.
        decode_lengths: ``(D,)`` their tokens after the step.
    """

    positions: torch.Tensor
    block_of: torch.Tensor
    slot_of: torch.Tensor
    rows: list[tuple[int, int]]
    tables: list[torch.Tensor]
    lengths: list[torch.Tensor]
    decode_rows: torch.Tensor | None = None
    decode_tables: torch.Tensor | None = None
    decode_lengths: torch.Tensor | None = None
    _decoding: frozenset[int] = field(default_factory=frozenset)

    @classmethod
    def build(cls, sequences: Sequence[tuple[Sequence[int], int, int]], *, block_size: int,
              device: torch.device | str | None = None) -> StepContext:
        """The context of a step that computes, for each ``(blocks, computed, n)`` of
        ``sequences``, the ``n`` tokens after the first ``computed`` of a sequence whose block
        table is ``blocks`` (holding at least ``computed + n`` slots of ``block_size``).

        Raises:
            ValueError: no sequence, ``n < 1``, ``computed < 0``, or a table too short.
        """
        check_int("block_size", block_size, minimum=1)
        if not sequences:
            raise ValueError("sequences must hold at least one (blocks, computed, n), got none")
        positions: list[int] = []
        block_of: list[int] = []
        rows: list[tuple[int, int]] = []
        for index, (blocks, computed, n) in enumerate(sequences):
            check_int(f"sequences[{index}] computed", computed, minimum=0)
            check_int(f"sequences[{index}] n", n, minimum=1)
            if len(blocks) * block_size < computed + n:
                raise ValueError(f"sequences[{index}] needs {computed + n} slots, but its table "
                                 f"of {len(blocks)} blocks of {block_size} holds "
                                 f"{len(blocks) * block_size}")
            start = len(positions)
            positions.extend(range(computed, computed + n))
            block_of.extend(blocks[p // block_size] for p in range(computed, computed + n))
            rows.append((start, start + n))
        position_t = torch.tensor(positions, device=device)
        decoding = [i for i, (_, _, n) in enumerate(sequences) if n == 1]
        decode: dict[str, torch.Tensor] = {}
        if decoding:
            width = max(len(sequences[i][0]) for i in decoding)
            decode = {
                "decode_rows": torch.tensor([rows[i][0] for i in decoding], device=device),
                "decode_tables": torch.tensor(
                    [list(sequences[i][0]) + [0] * (width - len(sequences[i][0]))
                     for i in decoding], device=device),
                "decode_lengths": torch.tensor([sequences[i][1] + 1 for i in decoding],
                                               device=device)}
        return cls(positions=position_t, block_of=torch.tensor(block_of, device=device),
                   slot_of=position_t % block_size, rows=rows,
                   tables=[torch.tensor([list(blocks)], device=device)
                           for blocks, _, _ in sequences],
                   lengths=[torch.tensor([computed + n], device=device)
                            for _, computed, n in sequences],
                   _decoding=frozenset(decoding), **decode)


class PagedStep:
    """One layer's cache for a serving step: its pools of key and value blocks, and the step's
    :class:`StepContext`.

    :class:`attnviz.MultiHeadAttention` given one attends through :meth:`attend`; a model given
    one per layer (:meth:`attnviz.GPT.forward`'s ``caches``) takes its tokens' positions from
    :attr:`positions` ``(N,)``. The step's ``N`` tokens are one row, ``(1, N)`` ids.

    Args:
        context: the step.
        keys: ``(num_blocks, H_kv, block_size, Dh)`` this layer's pool of key blocks (written).
        values: the same for the values.
    """

    def __init__(self, context: StepContext, keys: torch.Tensor, values: torch.Tensor) -> None:
        if not isinstance(context, StepContext):
            raise TypeError(f"context must be a StepContext, got {type(context).__name__}")
        self.context, self.keys, self.values = context, keys, values

    @property
    def positions(self) -> torch.Tensor:
        """``(N,)`` each new token's position in its sequence."""
        return self.context.positions

    def __len__(self) -> int:
        return 0  # the step says each token's position; the pools hold many sequences

    def __repr__(self) -> str:
        return (f"PagedStep({len(self.context.rows)} sequences, "
                f"{self.context.positions.numel()} new tokens)")

    @property
    def nbytes(self) -> int:
        """Bytes of this layer's pools."""
        return (self.keys.numel() + self.values.numel()) * self.keys.element_size()

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Write the step's keys and values ``(1, H_kv, N, Dh)`` into their slots and return
        them (the pools hold the sequences' other tokens)."""
        self.keys[self.context.block_of, :, self.context.slot_of] = keys[0].transpose(0, 1)
        self.values[self.context.block_of, :, self.context.slot_of] = values[0].transpose(0, 1)
        return keys, values

    def attend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
               sink_logits: torch.Tensor | None = None) -> torch.Tensor:
        """Write ``k`` and ``v`` ``(1, H_kv, N, Dh)`` into the pools, then attend from ``q``
        ``(1, H, N, Dh)``: each sequence's new tokens to its keys up to their own position
        (causal), through its block table; every decoding sequence in one call. With
        ``sink_logits`` ``(H,)``, each head's softmax also gives its sink a share
        (:func:`attnviz.paged_attention`). Returns ``(1, H, N, Dh)``."""
        context = self.context
        self.update(k, v)
        queries = q[0]  # (H, N, Dh)
        out = torch.empty_like(queries)
        if context.decode_rows is not None:
            assert context.decode_tables is not None and context.decode_lengths is not None
            decoded = paged_attention(queries[:, context.decode_rows].transpose(0, 1)[:, :, None],
                                      self.keys, self.values, context.decode_tables,
                                      context.decode_lengths,
                                      sink_logits=sink_logits)  # (D, H, 1, Dh)
            out[:, context.decode_rows] = decoded[:, :, 0].transpose(0, 1)
        for index, (start, end) in enumerate(context.rows):
            if index in context._decoding:
                continue
            out[:, start:end] = paged_attention(queries[None, :, start:end], self.keys,
                                                self.values, context.tables[index],
                                                context.lengths[index],
                                                sink_logits=sink_logits)[0]
        return out[None]

    def keep(self, slots: torch.Tensor) -> PagedStep:
        raise NotImplementedError("a PagedStep serves one step; the engine keeps the pool")

    def select(self, rows: torch.Tensor) -> PagedStep:
        raise NotImplementedError("a PagedStep serves one step; the engine keeps the pool")


class LatentPagedStep(PagedStep):
    """One latent-attention layer's cache for a serving step: a :class:`PagedStep` whose pools
    hold each token's latent (``keys``, ``(num_blocks, 1, block_size, Dc)``) and its
    un-rotated rotary key (``values``, ``(num_blocks, 1, block_size, Dr)``), as an
    :class:`attnviz.LatentCache` holds them.

    The step's new tokens come as one row ``(1, N, D)``;
    :class:`attnviz.MultiHeadLatentAttention` given one runs each sequence of the step as
    :meth:`attnviz.GPT.generate` would: its earlier tokens read from the pools into a
    :class:`attnviz.LatentCache` (:meth:`past`), the new tokens through the layer's own
    forward with it, their latents and rotary keys written back (:meth:`write`).
    """

    holds_latents: ClassVar[bool] = True  # fits latent attention only (see check_cache)

    def past(self, index: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Sequence ``index`` of the step: the latents ``(1, P, Dc)`` and rotary keys
        ``(1, P, Dr)`` of its ``P`` tokens before this step (copies)."""
        start, end = self.context.rows[index]
        length = int(self.context.lengths[index][0]) - (end - start)
        table = self.context.tables[index][0]
        return _gather(self.keys, table, length), _gather(self.values, table, length)

    def write(self, start: int, end: int, latent: torch.Tensor, rope_key: torch.Tensor) -> None:
        """Write the latents ``(1, n, Dc)`` and rotary keys ``(1, n, Dr)`` of the step's tokens
        ``start .. end - 1`` (rows of the packed row) into their slots."""
        blocks, slots = self.context.block_of[start:end], self.context.slot_of[start:end]
        self.keys[blocks, :, slots] = latent[0, :, None]  # (n, 1, Dc)
        self.values[blocks, :, slots] = rope_key[0, :, None]

    def attend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
               sink_logits: torch.Tensor | None = None) -> torch.Tensor:
        raise TypeError("a LatentPagedStep holds latents: it is the cache of a "
                        "MultiHeadLatentAttention layer, which reads it through past()")
