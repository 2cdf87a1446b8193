"""Multi-head latent attention (chapter 11, *Attention in today's language models*; DeepSeek-AI
2024, DeepSeek-V2).

A key–value cache grows by ``2 H Dh`` numbers per token and layer under multi-head attention.
Grouped-query attention shrinks it by sharing key–value heads; multi-head latent attention
(MLA) caches instead one small *latent* vector per token, ``c = x W_dkv`` of width ``Dc``, from
which every head's keys and values are up-projected (``k_c^h = W_uk^h c``, ``v^h = W_uv^h c``),
plus one narrow rotary key ``k_r`` of width ``Dr`` shared by all heads. The score of head ``h``
is

    s^h = (q_c^h · k_c^h + rot(q_r^h) · rot(k_r)) / sqrt(Dh + Dr).

Rotary embeddings cannot ride on the latent (a rotation between ``q`` and ``W_uk`` would stop
the absorption below), hence the separate, *decoupled* rotary part.

Because ``q_c^h · (W_uk^h c) = (q_c^h W_uk^h) · c``, the per-head keys never have to be formed:
map the query into latent space once and score it against the cached latents directly
(*absorption*). Likewise the weighted sum of values is ``W_uv^h`` times the weighted sum of
latents, and ``W_uv^h`` can be folded into the output projection, ``W_o^h W_uv^h``.
:class:`MultiHeadLatentAttention` computes either form (``absorbed=False`` or ``True``); both
give the same numbers.

The cache convention (:class:`LatentCache`): keys are stored *un-rotated*; at each call the
cached rotary keys are rotated by their slot numbers ``0 .. len - 1`` and the call's ``T`` new
queries sit at positions ``len_before .. len_before + T - 1``. Without eviction these are the
ordinary absolute positions; after :meth:`LatentCache.keep` has evicted slots, positions are
those inside the cache, as StreamingLLM does (:mod:`attnviz.mechanism.sinks`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar, cast

import torch
from torch import nn

from attnviz._checks import (
    check_bool,
    check_int,
    check_module_dtype,
    check_positive,
    check_tensor,
    checked_at_entry,
)
from attnviz.mechanism.cache import PairCache, check_cache
from attnviz.mechanism.masks import MaskedSoftmax, causal_mask
from attnviz.mechanism.paged_step import LatentPagedStep
from attnviz.mechanism.rotary import RotaryEmbedding

__all__ = ["LatentCache", "MultiHeadLatentAttention", "kv_cache_numbers_per_token"]


@dataclass
class LatentCache(PairCache):
    """What multi-head latent attention keeps between calls: one latent and one rotary key per
    token (an :class:`attnviz.Cache` whose "keys" are the latents and "values" the rotary keys:
    ``update(latent, rope_key)`` appends ``(B, T, Dc)`` and ``(B, T, Dr)`` and returns all of
    them, ``keep`` and ``select`` as for every cache).

    Pass the same cache to every call of one :class:`MultiHeadLatentAttention` layer; each call
    appends its tokens' latents and rotary keys to it (the object is mutated, its tensors are
    replaced, never written into). After ``keep``, kept slot ``i``'s rotary key is rotated by
    position ``i``.

    Attributes:
        latent: ``(B, Tk, Dc)`` latents ``c = x W_dkv`` so far, or ``None`` before the first call.
        rope_key: ``(B, Tk, Dr)`` rotary keys ``x W_kr``, stored *un-rotated* (they are rotated
            by their slot number at each call), or ``None``.
    """

    holds_latents: ClassVar[bool] = True  # fits latent attention only (see check_cache)
    token_dim: ClassVar[int] = 1
    shape_hint: ClassVar[str] = "(B, T, Dc) and (B, T, Dr)"
    fields: ClassVar[tuple[str, str]] = ("latent", "rope_key")

    latent: torch.Tensor | None = None
    rope_key: torch.Tensor | None = None


class MultiHeadLatentAttention(nn.Module):
    """Causal self-attention whose key–value cache holds one latent and one rotary key per token.

    Args:
        d_model: ``D``, the width of the input and output.
        num_heads: ``H``.
        head_dim: ``Dh``, the width of each head's content query, key and value.
        latent_dim: ``Dc``, the width of the cached latent shared by keys and values.
        rope_dim: ``Dr``, even, the width of the rotary query of each head and of the one
            rotary key shared by all heads.
        base: the rotary wavelength scale (:class:`attnviz.RotaryEmbedding`).

    Layers (bias-free): ``W_dkv: D -> Dc`` (down-projection to the latent), ``W_uk: Dc -> H Dh``
    and ``W_uv: Dc -> H Dh`` (up-projections to the per-head keys and values), ``W_kr: D -> Dr``
    (the rotary key), ``W_q: D -> H (Dh + Dr)`` (for each head a content part then a rotary
    part), ``W_o: H Dh -> D``.
    """

    def __init__(self, *, d_model: int, num_heads: int, head_dim: int, latent_dim: int,
                 rope_dim: int, base: float = 10000.0) -> None:
        super().__init__()
        for name, value in (("d_model", d_model), ("num_heads", num_heads),
                            ("head_dim", head_dim), ("latent_dim", latent_dim)):
            check_positive(name, value, integer=True)
        check_int("rope_dim", rope_dim, minimum=2, expected="a positive even int")
        if rope_dim % 2:
            raise ValueError(f"rope_dim must be a positive even int (rotary features turn in "
                             f"pairs), got {rope_dim}")
        self.d_model, self.num_heads, self.head_dim = d_model, num_heads, head_dim
        self.latent_dim, self.rope_dim = latent_dim, rope_dim
        self.W_dkv = nn.Linear(d_model, latent_dim, bias=False)
        self.W_uk = nn.Linear(latent_dim, num_heads * head_dim, bias=False)
        self.W_uv = nn.Linear(latent_dim, num_heads * head_dim, bias=False)
        self.W_kr = nn.Linear(d_model, rope_dim, bias=False)
        self.W_q = nn.Linear(d_model, num_heads * (head_dim + rope_dim), bias=False)
        self.W_o = nn.Linear(num_heads * head_dim, d_model, bias=False)
        self.rotary = RotaryEmbedding(rope_dim, base=base)
        self.softmax = MaskedSoftmax()

    def extra_repr(self) -> str:
        return (f"d_model={self.d_model}, num_heads={self.num_heads}, head_dim={self.head_dim}, "
                f"latent_dim={self.latent_dim}, rope_dim={self.rope_dim}")

    def absorbed_weights(self) -> tuple[torch.Tensor, torch.Tensor]:
        """The matrices of the absorbed form: ``(W_uk^h)`` and ``(W_o^h W_uv^h)`` per head.

        Returns:
            ``(query_side, output_side)``: ``query_side (H, Dh, Dc)`` with
            ``query_side[h] = W_uk^h``, so that head ``h``'s content key is
            ``query_side[h] @ c`` and its content score ``(q_c^h @ query_side[h]) · c``; and
            ``output_side (H, D, Dc)`` with ``output_side[h] = W_o^h W_uv^h``, so that the
            layer's output is ``sum_h output_side[h] @ (weights^h-averaged latent)``. Both are
            computed from the current parameters (and carry their gradients).
        """
        heads, width, latent = self.num_heads, self.head_dim, self.latent_dim
        query_side = self.W_uk.weight.view(heads, width, latent)  # (H Dh, Dc) -> (H, Dh, Dc)
        w_o = self.W_o.weight.view(self.d_model, heads, width).transpose(0, 1)  # (H, D, Dh)
        w_uv = self.W_uv.weight.view(heads, width, latent)  # (H Dh, Dc) -> (H, Dh, Dc)
        return query_side, w_o @ w_uv  # (H, D, Dh) @ (H, Dh, Dc) -> (H, D, Dc)

    def _check_inputs(self, x: torch.Tensor, cache: LatentCache | None) -> None:
        if not checked_at_entry():  # inside a checked entry point, x and the cache's kind were
            check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
            if x.shape[-1] != self.d_model:
                raise ValueError(f"x must have width d_model={self.d_model} on its last axis, "
                                 f"got shape {tuple(x.shape)}")
            if x.shape[1] == 0:
                raise ValueError(f"x must hold at least one token, shaped (B, T, "
                                 f"{self.d_model}) with T >= 1, got shape {tuple(x.shape)}")
            check_module_dtype("x", x, self)
            check_cache("cache", cache, latent=True)
        if cache is None:
            return
        if cache.latent is not None and cache.rope_key is not None:
            expected = (x.shape[0], len(cache))
            if (tuple(cache.latent.shape) != (*expected, self.latent_dim)
                    or tuple(cache.rope_key.shape) != (*expected, self.rope_dim)):
                raise ValueError(
                    f"cache must hold latent (B, Tk, Dc) = ({x.shape[0]}, Tk, "
                    f"{self.latent_dim}) and rope_key (B, Tk, Dr) = ({x.shape[0]}, Tk, "
                    f"{self.rope_dim}) for x of shape {tuple(x.shape)}, got "
                    f"{tuple(cache.latent.shape)} and {tuple(cache.rope_key.shape)}")
        elif (cache.latent is None) != (cache.rope_key is None):
            raise ValueError("cache must have both latent and rope_key set, or neither")

    def forward(self, x: torch.Tensor, *, cache: LatentCache | None = None,
                absorbed: bool = False, need_weights: bool = False
                ) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """Causal multi-head latent self-attention over ``x`` (and the cached tokens).

        Args:
            x: ``(B, T, D)``, the new tokens.
            cache: a :class:`LatentCache` for step-by-step decoding, or ``None``. With it, this
                call's latents and rotary keys are appended to the cache (the object is
                mutated) and the queries attend to every cached token; the ``T`` new tokens
                sit at positions ``len_before .. len_before + T - 1`` and cached key ``j`` at
                position ``j`` (see the module's docstring).
            absorbed: ``False``: up-project the latents to per-head keys and values
                ``(B, H, Tk, Dh)``, as written in the formula. ``True``: never form them: map
                each content query into latent space, ``q_c^h W_uk^h``, score it against the
                latents, average the latents, and apply ``W_uv^h`` and ``W_o`` to that one
                average per query (the product ``W_o^h W_uv^h`` of
                :meth:`absorbed_weights`, applied factor by factor: for these widths the two
                factors hold fewer numbers than their product).
            need_weights: also return the attention weights.

        Returns:
            Output ``(B, T, D)``, or ``(output, weights)`` with weights ``(B, H, T, Tk)`` when
            ``need_weights`` is true (``Tk`` counts the cached tokens and the new ones). Query
            ``i`` may attend to keys ``0 .. Tk - T + i`` (the queries are the last ``T`` keys).
            A NaN or an infinity in ``x`` is not refused: it gives NaN in the outputs it
            reaches (at least those of the queries that may attend to its token; a zero weight
            times a NaN value is NaN, so in practice every query of the call), as in
            :class:`attnviz.MultiHeadAttention`.

        Raises:
            TypeError: ``x`` is not a tensor of the layer's dtype; a cache of another kind or
                dtype; a flag that is not a bool.
            ValueError: ``x`` is not ``(B, T, D)`` with ``T >= 1``; a cache of other sizes.
        """
        if isinstance(cache, LatentPagedStep):  # a serving step (chapter 12)
            return self._attend_step(x, cache, absorbed=absorbed, need_weights=need_weights)
        self._check_inputs(x, cache)
        if not checked_at_entry():
            check_bool("absorbed", absorbed)
            check_bool("need_weights", need_weights)
        batch, steps, _ = x.shape
        heads, width, rope = self.num_heads, self.head_dim, self.rope_dim
        latent = self.W_dkv(x)  # (B, T, Dc)
        rope_key = self.W_kr(x)  # (B, T, Dr), un-rotated
        past = 0
        if cache is not None:
            past = len(cache)
            if cache.latent is not None and cache.latent.dtype != latent.dtype:
                # (under autocast the projections' dtype, not x's: so checked here)
                raise TypeError(f"cache must hold latents of the dtype this layer makes, "
                                f"{latent.dtype}, got cache.latent of dtype "
                                f"{cache.latent.dtype}")
            latent, rope_key = cache.update(latent, rope_key)  # (B, Tk, Dc), (B, Tk, Dr)
        num_keys = latent.shape[1]
        q = self.W_q(x).view(batch, steps, heads, width + rope).transpose(1, 2)  # (B, H, T, Dh+Dr)
        q_content, q_rope = q.split([width, rope], dim=-1)  # (B, H, T, Dh), (B, H, T, Dr)
        q_rope = self.rotary(q_rope, past)  # positions past .. past + T - 1
        k_rope = self.rotary(rope_key)  # (B, Tk, Dr), positions 0 .. Tk - 1
        rope_scores = q_rope @ k_rope[:, None].transpose(-2, -1)  # (B, H, T, Tk)
        if absorbed:
            query_side = self.W_uk.weight.view(heads, width, self.latent_dim)  # (H, Dh, Dc)
            q_latent = torch.einsum("bhtd,hdc->bhtc", q_content, query_side)  # (B, H, T, Dc)
            content_scores = q_latent @ latent[:, None].transpose(-2, -1)  # (B, H, T, Tk)
        else:
            k_content = self.W_uk(latent).view(batch, num_keys, heads, width).transpose(1, 2)
            content_scores = q_content @ k_content.transpose(-2, -1)  # (B, H, T, Tk)
        scores = (content_scores + rope_scores) / math.sqrt(width + rope)
        keep = causal_mask(steps, num_keys, align="lower_right", device=x.device)
        weights = self.softmax(scores, mask=keep)  # (B, H, T, Tk)
        if absorbed:
            pooled = weights @ latent[:, None]  # (B, H, T, Tk) @ (B, 1, Tk, Dc) -> (B, H, T, Dc)
            w_uv = self.W_uv.weight.view(heads, width, self.latent_dim)  # (H, Dh, Dc)
            out_heads = torch.einsum("bhtc,hdc->bhtd", pooled, w_uv)  # (B, H, T, Dh)
        else:
            v = self.W_uv(latent).view(batch, num_keys, heads, width).transpose(1, 2)
            out_heads = weights @ v  # (B, H, T, Tk) @ (B, H, Tk, Dh) -> (B, H, T, Dh)
        output = self.W_o(out_heads.transpose(1, 2).reshape(batch, steps, heads * width))
        if need_weights:
            return output, weights
        return output

    def _attend_step(self, x: torch.Tensor, step: LatentPagedStep, *, absorbed: bool,
                     need_weights: bool) -> torch.Tensor:
        """A serving step (chapter 12): ``x`` ``(1, N, D)`` packs the new tokens of several
        sequences; each runs through :meth:`forward` with a :class:`LatentCache` of its own
        earlier tokens read from the pools (as :meth:`attnviz.GPT.generate` runs it), and its
        new latents and rotary keys go back into the pools."""
        if x.ndim != 3 or x.shape[0] != 1 or need_weights:
            raise ValueError(f"a LatentPagedStep cache takes one row of packed tokens (batch 1, "
                             f"got shape {tuple(x.shape)}) and no need_weights: a serving step "
                             f"attends causally within each sequence")
        out = torch.empty_like(x)
        for index, (start, end) in enumerate(step.context.rows):
            cache = LatentCache()
            latent, rope_key = step.past(index)  # (1, P, Dc), (1, P, Dr)
            if latent.shape[1]:
                cache.update(latent, rope_key)
            past = len(cache)
            out[:, start:end] = cast(torch.Tensor, self.forward(x[:, start:end], cache=cache,
                                                                absorbed=absorbed))
            assert cache.latent is not None and cache.rope_key is not None
            step.write(start, end, cache.latent[:, past:], cache.rope_key[:, past:])
        return out


_KINDS = ("mha", "gqa", "mqa", "mla")


def kv_cache_numbers_per_token(kind: str, *, num_heads: int, head_dim: int,
                               num_kv_heads: int | None = None, latent_dim: int | None = None,
                               rope_dim: int | None = None) -> int:
    """How many numbers one layer's cache keeps per token, for each kind of attention.

    ``"mha"``: a key and a value per head, ``2 H Dh``. ``"gqa"``: per key–value head,
    ``2 H_kv Dh``. ``"mqa"``: one key–value head, ``2 Dh``. ``"mla"``: one latent and one
    rotary key, ``Dc + Dr`` (whatever ``H`` and ``Dh``). Multiply by the bytes per number and
    the layers for the memory a token costs.

    Args:
        kind: ``"mha"``, ``"gqa"``, ``"mqa"`` or ``"mla"``.
        num_heads: ``H``, the query heads.
        head_dim: ``Dh``.
        num_kv_heads: ``H_kv``, needed by ``"gqa"`` only (it must divide ``H``).
        latent_dim, rope_dim: ``Dc`` and ``Dr`` (positive, ``Dr`` even, as in
            :class:`MultiHeadLatentAttention`), needed by ``"mla"`` only.

    Raises:
        ValueError: an unknown kind, a missing or out-of-range setting, or a setting the kind
            does not use (a sign of a mix-up).
    """
    if kind not in _KINDS:
        raise ValueError(f"kind must be one of {', '.join(map(repr, _KINDS))}, got {kind!r}")
    check_positive("num_heads", num_heads, integer=True)
    check_positive("head_dim", head_dim, integer=True)
    given = {"num_kv_heads": num_kv_heads, "latent_dim": latent_dim, "rope_dim": rope_dim}
    needed = {"gqa": ("num_kv_heads",), "mla": ("latent_dim", "rope_dim")}.get(kind, ())
    for name, value in given.items():
        if name in needed and value is None:
            raise ValueError(f"{name} must be given for kind={kind!r}, got None")
        if name not in needed and value is not None:
            user = "gqa" if name == "num_kv_heads" else "mla"
            raise ValueError(f"{name} is not used by kind={kind!r}, got {name}={value!r}; "
                             f"pass it only for kind={user!r}")
    if kind == "mha":
        return 2 * num_heads * head_dim
    if kind == "mqa":
        return 2 * head_dim
    if kind == "gqa":
        groups = check_int("num_kv_heads", num_kv_heads, minimum=1,
                           expected=f"a positive int that divides num_heads={num_heads}")
        if num_heads % groups:
            raise ValueError(f"num_kv_heads must divide num_heads, got num_kv_heads={groups} "
                             f"and num_heads={num_heads}")
        return 2 * groups * head_dim
    latent = check_int("latent_dim", latent_dim, minimum=1)
    rope = check_int("rope_dim", rope_dim, minimum=2, expected="a positive even int")
    if rope % 2:
        raise ValueError(f"rope_dim must be a positive even int (rotary features turn in "
                         f"pairs), got {rope}")
    return latent + rope
