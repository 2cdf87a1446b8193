"""The key–value cache of incremental decoding (chapter 7, *The Transformer*; grouped heads in
chapter 10, *Attention at scale*).

A decoder that generates one token at a time would project the keys and values of every earlier
token again at every step. :class:`KVCache` keeps them, so that each step projects only its new
token; :class:`attnviz.MultiHeadAttention` reads and extends it.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from attnviz._checks import (
    check_row_index,
)

__all__ = ["KVCache"]


@dataclass
class KVCache:
    """Projected keys and values kept between calls, for decoding one step at a time.

    Pass the same cache to every call of one attention layer. With ``static=False`` (self-
    attention in a decoder) each call appends its new keys and values and attends to all of
    them; with ``static=True`` (cross-attention to a fixed memory) the first call's keys and
    values are reused and later calls skip projecting the memory again.

    The cache holds the layer's key–value heads: ``H_kv`` of them, fewer than the ``H`` query
    heads under grouped-query attention (so the cache is ``H / H_kv`` times smaller).

    Attributes:
        keys: ``(B, H_kv, Tk, Dh)`` projected keys so far, or ``None`` before the first call.
        values: ``(B, H_kv, Tk, Dh)`` projected values so far, or ``None``.
        static: reuse the first call's keys and values instead of appending.
    """

    keys: torch.Tensor | None = None
    values: torch.Tensor | None = None
    static: bool = False

    def __len__(self) -> int:
        return 0 if self.keys is None else self.keys.shape[2]

    def select(self, index: torch.Tensor) -> KVCache:
        """A new cache holding the batch rows ``index`` of this one (for beam search).

        Args:
            index: ``(B_new,)`` integer row numbers in ``[0, B)``; rows may repeat.

        Returns:
            A new :class:`KVCache` with keys and values ``(B_new, H_kv, Tk, Dh)`` (copies, so later
            calls that append to one cache leave the other alone) and the same ``static``. An
            empty cache gives an empty cache.
        """
        if self.keys is not None:
            check_row_index("index", index, self.keys.shape[0])
        return self._select(index)

    def _select(self, index: torch.Tensor) -> KVCache:
        """:meth:`select` for an index already checked."""
        if self.keys is None or self.values is None:  # empty (both are set together)
            return KVCache(static=self.static)
        index = index.to(self.keys.device)
        return KVCache(keys=self.keys.index_select(0, index),
                       values=self.values.index_select(0, index), static=self.static)
