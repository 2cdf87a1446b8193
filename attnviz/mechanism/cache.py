"""Key–value caches: one protocol, and the plain cache (chapter 7, *The Transformer*; grouped
heads in chapter 10, *Attention at scale*; the other caches in chapter 11, *Attention in today's
language models*).

A decoder that generates one token at a time would project the keys and values of every earlier
token again at every step. A cache keeps them, so that each step projects only its new tokens.
Every cache in the book speaks one protocol, :class:`Cache`:

- ``cache.update(keys, values)`` appends a call's new keys and values and returns all of them,
  the cached ones followed by the new ones, ready for attention;
- ``len(cache)`` is the number of tokens held and ``cache.nbytes`` the bytes it stores;
- ``cache.keep(slots)`` is a cache of only those token slots (eviction, e.g. StreamingLLM's
  :func:`attnviz.streaming_keep`), ``cache.select(rows)`` one of only those batch rows (beam
  search; rows may repeat).

Five caches implement it, each in the module of its idea:

============================================  ==============================================
:class:`KVCache` (here)                       keys and values as they are: multi-head and
                                              grouped-query attention, rotary models (keys
                                              kept before their rotation)
:class:`MemoryCache` (here)                   a fixed memory's keys and values, projected
                                              once: cross-attention (chapter 7)
:class:`attnviz.LatentCache` (``latent``)     one latent and one rotary key per token (MLA)
:class:`attnviz.QuantizedKVCache`             KIVI's low-bit groups and a full-precision
(``quantized``)                               residual
``PagedKVCache.view(seqs)`` (``paged``)       some sequences of a pool of fixed-size blocks
                                              (vLLM's layout), seen as one batch
============================================  ==============================================

A model that decodes takes any cache that fits its attention: :class:`attnviz.GPT` takes
plain, quantised and paged caches, and latent ones when its attention is latent.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol, runtime_checkable

import torch
from typing_extensions import Self

from attnviz._checks import (
    check_row_index,
    check_tensor,
    checked_at_entry,
)

__all__ = ["Cache", "KVCache", "MemoryCache"]

_KINDS: dict[type, tuple[bool, bool]] = {}  # class -> (is a Cache, holds latents)
_HEAD_CACHES = "a key–value cache (attnviz.KVCache, QuantizedKVCache or a PagedKVCache view)"


@runtime_checkable
class Cache(Protocol):
    """What every key–value cache offers (see the module's docstring).

    ``update`` changes the cache in place (it is its purpose) and never writes into the caller's
    tensors; ``keep`` and ``select`` return a new cache.
    """

    def __len__(self) -> int: ...

    @property
    def nbytes(self) -> int: ...

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]: ...

    def keep(self, slots: torch.Tensor) -> Cache: ...

    def select(self, rows: torch.Tensor) -> Cache: ...


def check_cache(name: str, cache: object, *, latent: bool = False, optional: bool = True
                ) -> None:
    """Raise a TypeError unless ``cache`` is a :class:`Cache` that fits the layer (or ``None``,
    if ``optional``): one of latents (``latent=True``, :class:`attnviz.LatentCache`) or of
    per-head keys and values (any other)."""
    if cache is None and optional:
        return
    if not _fits(cache, latent):
        wanted = "an attnviz.LatentCache" if latent else _HEAD_CACHES
        raise TypeError(f"{name} must be {wanted}{' or None' if optional else ''}, got "
                        f"{type(cache).__name__}")


def _fits(cache: object, latent: bool) -> bool:
    """Whether ``cache`` is a :class:`Cache` of latents (``latent``) or of per-head keys and
    values; the structural test runs once per class."""
    kind = type(cache)
    if kind not in _KINDS:  # a structural check, slow: once per class
        _KINDS[kind] = (isinstance(cache, Cache), bool(getattr(kind, "holds_latents", False)))
    is_cache, holds_latents = _KINDS[kind]
    return is_cache and holds_latents == latent


def check_caches(name: str, caches: object, count: int, *, latent: bool = False) -> None:
    """Raise unless ``caches`` is a list or tuple of ``count`` caches that fit (see
    :func:`check_cache`), one per block of a model, all holding the same number of tokens."""
    if not isinstance(caches, list | tuple):
        raise TypeError(f"{name} must be a list of caches, one per block (from "
                        f"model.new_caches()), got {type(caches).__name__}")
    if len(caches) != count:
        raise ValueError(f"{name} must hold one cache per block ({count}; one per group of "
                         f"blocks that share one, in a model with kv_share), got {len(caches)}")
    for index, cache in enumerate(caches):  # one check of the whole list, not one per cache
        if not _fits(cache, latent):
            check_cache(f"{name}[{index}]", cache, latent=latent, optional=False)  # raises
    lengths = {len(cache) for cache in caches}
    if len(lengths) > 1:
        raise ValueError(f"{name} must all hold the same number of tokens, got "
                         f"{[len(cache) for cache in caches]}")


def check_slots(slots: object, length: int) -> torch.Tensor:
    """Return ``slots`` if it is a 1-D integer tensor of strictly increasing token slots in
    ``[0, length)``: the argument of every cache's ``keep``."""
    slots = check_tensor("slots", slots, ndim=1, shape_hint="(K,)")
    if slots.is_floating_point() or slots.is_complex() or slots.dtype == torch.bool:
        raise TypeError(f"slots must hold integer slot numbers (torch.long), got dtype "
                        f"{slots.dtype}")
    if slots.numel() and not checked_at_entry():
        low, high = int(slots.min()), int(slots.max())
        if low < 0 or high >= length:
            raise ValueError(f"slots must hold slot numbers in [0, {length}) for a cache of "
                             f"{length} tokens, got {low if low < 0 else high}")
        if slots.numel() > 1 and not bool((slots[1:] > slots[:-1]).all()):
            raise ValueError(f"slots must be strictly increasing (the tokens keep their order), "
                             f"got {slots.tolist()}")
    return slots


def check_update(keys: object, values: object, held: tuple[torch.Tensor, torch.Tensor] | None,
                 *, token_dim: int, shape_hint: str) -> tuple[torch.Tensor, torch.Tensor]:
    """Check one call's new keys and values against each other and against what a cache holds:
    the same number of dimensions, the same sizes but along ``token_dim`` (the token axis), the
    same floating dtype and device."""
    ndim = token_dim + 2
    keys = check_tensor("keys", keys, ndim=ndim, shape_hint=shape_hint)
    values = check_tensor("values", values, ndim=ndim, shape_hint=shape_hint)
    for name, x in (("keys", keys), ("values", values)):
        if not x.is_floating_point():
            raise TypeError(f"{name} must be floating point, got dtype {x.dtype}")
    if keys.shape[:token_dim + 1] != values.shape[:token_dim + 1] or keys.dtype != values.dtype:
        raise ValueError(f"values must match keys in every size but the last and in dtype, got "
                         f"keys {tuple(keys.shape)} {keys.dtype} and values "
                         f"{tuple(values.shape)} {values.dtype}")
    if held is not None:
        for name, new, old in (("keys", keys, held[0]), ("values", values, held[1])):
            if (new.shape[:token_dim] != old.shape[:token_dim]
                    or new.shape[token_dim + 1:] != old.shape[token_dim + 1:]
                    or new.dtype != old.dtype or new.device != old.device):
                raise ValueError(f"{name} must match the cached {name} in every size but the "
                                 f"tokens, in dtype and device: cached {tuple(old.shape)} "
                                 f"{old.dtype} on {old.device}, got {tuple(new.shape)} "
                                 f"{new.dtype} on {new.device}")
    return keys, values


def check_rows(rows: object, num_rows: int | None) -> torch.Tensor:
    """Return ``rows`` if it is a 1-D integer tensor of batch rows in ``[0, num_rows)``: the
    argument of every cache's ``select``. ``num_rows=None`` (an empty cache, whose batch is
    not known yet) checks the kind, shape and dtype only."""
    if num_rows is not None:
        return check_row_index("rows", rows, num_rows)
    rows = check_tensor("rows", rows, ndim=1, shape_hint="(B_new,)")
    if rows.is_floating_point() or rows.is_complex() or rows.dtype == torch.bool:
        raise TypeError(f"rows must hold integer row numbers (torch.long), got dtype "
                        f"{rows.dtype}")
    return rows


class PairCache:
    """What the caches of two tensors along one token axis share (:class:`KVCache`,
    :class:`attnviz.LatentCache`): length, bytes, appending, ``keep`` and ``select``. A subclass
    names its axis (``token_dim``) and its two tensors (``fields``), which are read and written
    here by those names (``_held``, ``_store``)."""

    token_dim: ClassVar[int]
    shape_hint: ClassVar[str]
    fields: ClassVar[tuple[str, str]]  # the names of the two tensors, for messages

    def __post_init__(self) -> None:
        """Check the two tensors a cache is made with: both ``None`` (empty) or both tensors of
        ``token_dim + 2`` dimensions, floating point, of one dtype and device, with the same
        sizes up to and including the token axis."""
        first_name, second_name = self.fields
        first, second = (getattr(self, name) for name in self.fields)
        for name, value in ((first_name, first), (second_name, second)):
            if value is not None:
                check_tensor(name, value, ndim=self.token_dim + 2, shape_hint=self.shape_hint)
                if not value.is_floating_point():
                    raise TypeError(f"{name} must hold floating-point numbers, got dtype "
                                    f"{value.dtype}")
        if (first is None) != (second is None):
            raise ValueError(f"{first_name} and {second_name} must both be set, or neither "
                             f"(an empty cache), got only "
                             f"{first_name if second is None else second_name}")
        if first is not None and second is not None and (
                first.shape[:self.token_dim + 1] != second.shape[:self.token_dim + 1]
                or first.dtype != second.dtype or first.device != second.device):
            raise ValueError(f"{second_name} must match {first_name} in every size but the "
                             f"last, in dtype and device, got {first_name} "
                             f"{tuple(first.shape)} {first.dtype} on {first.device} and "
                             f"{second_name} {tuple(second.shape)} {second.dtype} on "
                             f"{second.device}")

    def _held(self) -> tuple[torch.Tensor, torch.Tensor] | None:
        first, second = (getattr(self, name) for name in self.fields)
        if first is None or second is None:  # empty (both are set together)
            return None
        return first, second

    def _store(self, first: torch.Tensor, second: torch.Tensor) -> None:
        for name, value in zip(self.fields, (first, second), strict=True):
            setattr(self, name, value)

    def _empty(self) -> Self:
        return type(self)()

    def __len__(self) -> int:
        held = self._held()
        return 0 if held is None else held[0].shape[self.token_dim]

    @property
    def nbytes(self) -> int:
        """Bytes of the two tensors held (``0`` when empty)."""
        held = self._held()
        return 0 if held is None else sum(t.numel() * t.element_size() for t in held)

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Append ``T`` new tokens' two tensors and return all of them, the cached tokens
        followed by the new ones.

        Raises:
            TypeError: ``keys`` or ``values`` is not a floating-point tensor.
            ValueError: a wrong number of dimensions, or sizes, dtype or device that do not match
                each other or the tokens already held.
        """
        held = self._held()
        if checked_at_entry() and (held is None or (held[0].dtype == keys.dtype
                                                    and held[1].dtype == values.dtype)):
            # inside a checked entry point the model hands its own projections: append them,
            # and only if the held tensors refuse them (another batch, width or device) run
            # the checks below, which name what does not fit
            try:
                return self._update(keys, values)
            except RuntimeError:
                pass
        keys, values = check_update(keys, values, held, token_dim=self.token_dim,
                                    shape_hint=self.shape_hint)
        return self._update(keys, values)

    def _update(self, keys: torch.Tensor, values: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor]:
        """:meth:`update` for arguments already checked (it stores nothing if a concatenation
        fails)."""
        held = self._held()
        if held is not None:
            keys = torch.cat([held[0], keys], dim=self.token_dim)
            values = torch.cat([held[1], values], dim=self.token_dim)
        self._store(keys, values)
        return keys, values

    def keep(self, slots: torch.Tensor) -> Self:
        """A new cache holding only the token slots ``slots`` of this one (cache eviction).

        Args:
            slots: ``(K,)`` integer slot numbers in ``[0, len(self))``, strictly increasing (the
                tokens keep their order), e.g. :func:`attnviz.streaming_keep`.

        Returns:
            A new cache of the same kind with ``K`` tokens (copies; this cache is left as it
            was). Kept slot ``slots[i]`` becomes slot ``i`` (a rotary model rotates it by
            position ``i`` from then on). An empty cache gives an empty cache.

        Raises:
            TypeError: ``slots`` is not an integer tensor.
            ValueError: ``slots`` is not 1-D, or holds a slot out of range or out of order.
        """
        slots = check_slots(slots, len(self))
        kept, held = self._empty(), self._held()
        if held is not None:
            slots = slots.to(held[0].device)
            kept._store(*(t.index_select(self.token_dim, slots) for t in held))
        return kept

    def select(self, rows: torch.Tensor) -> Self:
        """A new cache holding the batch rows ``rows`` of this one (for beam search).

        Args:
            rows: ``(B_new,)`` integer row numbers in ``[0, B)``; rows may repeat.

        Returns:
            A new cache of the same kind with ``B_new`` rows (copies, so later calls that append
            to one cache leave the other alone). An empty cache gives an empty cache.

        Raises:
            TypeError: ``rows`` is not an integer tensor.
            ValueError: ``rows`` is not 1-D, or holds a row out of range.
        """
        held = self._held()
        check_rows(rows, None if held is None else held[0].shape[0])
        return self._select(rows)

    def _select(self, rows: torch.Tensor) -> Self:
        """:meth:`select` for rows already checked."""
        chosen, held = self._empty(), self._held()
        if held is not None:
            rows = rows.to(held[0].device)
            chosen._store(*(t.index_select(0, rows) for t in held))
        return chosen


@dataclass
class KVCache(PairCache):
    """Projected keys and values kept between calls, for decoding one step at a time.

    Pass the same cache to every call of one attention layer (self-attention in a decoder):
    each call appends its new keys and values and attends to all of them. Cross-attention to a
    fixed memory keeps its keys and values in a :class:`MemoryCache` instead.

    The cache holds the layer's key–value heads: ``H_kv`` of them, fewer than the ``H`` query
    heads under grouped-query attention (so the cache is ``H / H_kv`` times smaller). A rotary
    model (chapter 11) keeps its keys *before* the rotation and rotates them by their slots at
    every call.

    Attributes:
        keys: ``(B, H_kv, Tk, Dh)`` projected keys so far, or ``None`` before the first call.
        values: ``(B, H_kv, Tk, Dv)`` projected values so far, or ``None``.
    """

    token_dim: ClassVar[int] = 2
    shape_hint: ClassVar[str] = "(B, H_kv, T, Dh)"
    fields: ClassVar[tuple[str, str]] = ("keys", "values")

    keys: torch.Tensor | None = None
    values: torch.Tensor | None = None

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Append ``T`` new tokens' keys and values and return all of them.

        Args:
            keys: ``(B, H_kv, T, Dh)`` new keys, floating point.
            values: ``(B, H_kv, T, Dv)`` new values, same ``(B, H_kv, T)`` and dtype.

        Returns:
            ``(all_keys, all_values)``, ``(B, H_kv, Tk, Dh)`` and ``(B, H_kv, Tk, Dv)``: the cached
            tokens followed by the new ones (``Tk = len(self)`` afterwards).

        Raises:
            TypeError: ``keys`` or ``values`` is not a floating-point tensor.
            ValueError: a wrong number of dimensions, or sizes, dtype or device that do not match
                each other or the tokens already held.
        """
        return super().update(keys, values)


@dataclass
class MemoryCache(KVCache):
    """The keys and values of a fixed memory, for cross-attention while decoding (chapter 7).

    A Transformer's decoder attends at every step to the same encoder outputs. Their keys and
    values are projected on the first call and kept: every later :meth:`update` returns them
    and ignores what it is given, and :meth:`memory` lets the attention layer skip projecting
    the memory again. ``keep`` and ``select`` work as for a :class:`KVCache` (beam search
    reorders the rows of the memory too).

    Attributes:
        keys: ``(B, H_kv, Tk, Dh)`` the memory's projected keys, or ``None`` before the first
            call.
        values: ``(B, H_kv, Tk, Dv)`` its projected values, or ``None``.
    """

    def memory(self) -> tuple[torch.Tensor, torch.Tensor] | None:
        """The memory's keys and values, ``None`` before the first :meth:`update`."""
        return self._held()

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Keep ``keys`` ``(B, H_kv, Tk, Dh)`` and ``values`` ``(B, H_kv, Tk, Dv)`` as the memory
        on the first call (checked as :meth:`KVCache.update` checks them) and return them; every
        later call returns the memory and ignores its arguments."""
        held = self._held()
        if held is not None:
            return held
        return super().update(keys, values)

    def _update(self, keys: torch.Tensor, values: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor]:
        held = self._held()
        if held is not None:
            return held
        return super()._update(keys, values)
