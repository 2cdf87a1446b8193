"""One attention call for every form of attention in the book (chapter 10, *Attention at
scale*; the sink and paged forms in chapter 11).

The book computes softmax attention in several ways, each in the module of its chapter: the
explicit scores and softmax (:func:`attnviz.scaled_dot_product_attention`, chapter 3), PyTorch's
fused kernel, tiles with an online softmax (:func:`attnviz.tiled_attention`,
:func:`attnviz.flash_attention`, chapter 10), a learned sink logit per head
(:func:`attnviz.attention_with_sink`) and keys read from a paged pool
(:func:`attnviz.paged_attention`, chapter 11), keys cut into splits whose partial outputs are
merged (:func:`attnviz.mechanism.split_kv.split_kv_attention`, Flash-Decoding); and one that is
not softmax attention at all, linear attention (:func:`attnviz.linear_attention`, chapter 10).
:func:`compute_attention` calls any of them with one signature and one result, so that they can
be swapped and compared:

    out, weights = compute_attention(q, k, v, form="tiled", causal=True)

Every model of the book attends through it: :class:`attnviz.MultiHeadAttention` hands it its
heads, with the one mask :func:`attnviz.mechanism.masks.merge_masks` made of its lengths, mask
and causality (the fused ``"sdpa"`` form, attention dropout included, and the ``"sink"`` form);
only when it returns the weights does the layer form them with its own softmax and dropout
modules, which a reader can hook to watch them.

The conventions are those of :func:`torch.nn.functional.scaled_dot_product_attention`: queries
``(B, H, Tq, Dh)``, keys ``(B, H_kv, Tk, Dh)`` and values ``(B, H_kv, Tk, Dv)``, with ``H_kv``
dividing ``H`` (grouped-query attention: query head ``h`` reads key–value head
``h // (H / H_kv)``); a boolean *may attend* ``mask`` built with :mod:`attnviz.mechanism.masks`
(``lengths_to_mask``, ``causal_mask``, ``sliding_window_mask``); ``causal`` places the queries
at the last ``Tq`` of the ``Tk`` positions (``causal_mask``'s ``"lower_right"``). A query with
no key to attend to gets zeros, never NaN. A form that cannot honour an argument refuses it by
name instead of ignoring it.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from attnviz._checks import (
    check_bool,
    check_floating,
    check_int,
    check_positive,
    check_probability,
    check_same_dtype,
    check_tensor,
    checked_at_entry,
)
from attnviz.mechanism._device import contiguous_on_mps
from attnviz.mechanism.efficient import linear_attention, tiled_attention
from attnviz.mechanism.flash import flash_attention
from attnviz.mechanism.masks import check_attention_mask, masked_softmax, merge_masks
from attnviz.mechanism.paged import PagedKVCache
from attnviz.mechanism.scoring import dot_product_scores
from attnviz.mechanism.sinks import sink_weights
from attnviz.mechanism.split_kv import split_kv_attention

__all__ = ["ATTENTION_FORMS", "compute_attention"]

ATTENTION_FORMS: dict[str, str] = {
    "explicit": "scores, masked softmax, weighted sum (chapter 3); forms the weights",
    "sdpa": "PyTorch's fused scaled_dot_product_attention",
    "tiled": "tiles with an online softmax, never the (Tq, Tk) matrix (chapter 10)",
    "flash": "tiled forward and backward passes (chapter 10)",
    "sink": "a learned sink logit per head takes a share of each softmax (chapter 11); "
            "forms the weights",
    "paged": "keys and values written to a pool of blocks and read through block tables "
             "(chapter 11); causal",
    "split_kv": "keys cut into splits attended at once, partials merged by their "
                "log-sum-exps (Flash-Decoding)",
    "linear": "phi(q)·phi(k) instead of exp(q·k): not softmax attention (chapter 10)",
}
"""The forms :func:`compute_attention` computes, each with what it is."""

_WEIGHTS = ("explicit", "sink")  # the forms that form the weights
_DROPOUT = ("explicit", "sdpa")  # the forms that drop weights
_MASKS = ("explicit", "sdpa", "split_kv")  # the forms that take any mask
_SCALES = ("explicit", "sdpa", "tiled", "flash", "sink", "paged", "split_kv")


def _refuse(form: str, what: str, forms: tuple[str, ...]) -> None:
    raise ValueError(f"form={form!r} cannot take {what}; forms that can: "
                     f"{', '.join(repr(f) for f in forms)}")


def compute_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, form: str = "sdpa",
           mask: torch.Tensor | None = None, causal: bool = False, scale: float | None = None,
           sink_logits: torch.Tensor | None = None, need_weights: bool = False,
           dropout_p: float = 0.0, tile_size: int = 64, block_size: int = 16,
           num_splits: int = 4) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Attention of ``q`` to ``k`` and ``v`` computed in the chosen ``form``.

    Args:
        q: ``(B, H, Tq, Dh)`` queries, floating point.
        k: ``(B, H_kv, Tk, Dh)`` keys, same dtype; ``H_kv`` divides ``H``.
        v: ``(B, H_kv, Tk, Dv)`` values, same dtype.
        form: one of :data:`ATTENTION_FORMS`.
        mask: boolean "may attend" mask broadcastable to ``(B, H, Tq, Tk)``, or ``None``
            (``"explicit"`` and ``"sdpa"``; for padding in the tiled forms, use their own
            ``valid_lens``).
        causal: hide future keys, the queries being the last ``Tq`` of the ``Tk`` positions;
            combined with ``mask`` (both must allow a key). ``"paged"`` is always causal.
        scale: multiplies the scores (default ``1 / sqrt(Dh)``; not for ``"linear"``).
        sink_logits: ``(H,)`` one sink logit per head, for ``form="sink"`` only (there it is
            required).
        need_weights: also return the weights ``(B, H, Tq, Tk)`` (``"explicit"`` and
            ``"sink"``, the forms that form them).
        dropout_p: the probability of dropping each weight (attention dropout, in training;
            ``"explicit"`` and ``"sdpa"``); the weights returned are those before dropout.
        tile_size: queries and keys per tile (``"tiled"``, ``"flash"``).
        block_size: token slots per block of the pool (``"paged"``).
        num_splits: splits of the keys (``"split_kv"``).

    Returns:
        ``(out, weights)``: ``out`` ``(B, H, Tq, Dv)`` in the dtype of ``q``, and the weights, or
        ``None`` unless ``need_weights``.

    Raises:
        TypeError: a tensor that is not floating point or of another dtype than ``q``; a flag
            that is not a bool.
        ValueError: an unknown ``form``; shapes that do not fit (``Dh = 0`` included, and
            with ``causal`` anything but ``1 <= Tq <= Tk``); an argument the form cannot
            honour (named, with the forms that can).

    Non-finite numbers are not refused (that would read the values): a NaN in ``q``, ``k`` or
    ``v`` gives NaN in the outputs it reaches, in every form. Inside a model's checked entry
    point (:class:`attnviz.MultiHeadAttention` calls this in every model), the checks of the
    tensors' kinds and shapes are left to the entry point.
    """
    if not isinstance(form, str) or form not in ATTENTION_FORMS:
        raise ValueError(f"form must be one of {', '.join(map(repr, ATTENTION_FORMS))}, got "
                         f"{form!r}")
    checked = checked_at_entry()
    if not checked:
        _check_tensors(q, k, v)
    batch, heads, num_queries, width = q.shape
    kv_heads, num_keys = k.shape[1], k.shape[2]
    if width == 0 or heads == 0:
        raise ValueError(f"q must have H >= 1 heads of Dh >= 1 features (the scores are divided "
                         f"by sqrt(Dh)), got shape {tuple(q.shape)}")
    if k.shape[0] != batch or k.shape[3] != width or heads % kv_heads:
        raise ValueError(f"k must be shaped (B, H_kv, Tk, Dh) with B = {batch}, Dh = {width} "
                         f"and H_kv dividing H = {heads} (those of q), got {tuple(k.shape)}")
    if v.shape[:3] != k.shape[:3]:
        raise ValueError(f"v must be shaped (B, H_kv, Tk, Dv) with the (B, H_kv, Tk) of k, "
                         f"{tuple(k.shape[:3])}, got {tuple(v.shape)}")
    if not checked:
        check_bool("causal", causal)
        check_bool("need_weights", need_weights)
        if scale is not None:
            check_positive("scale", scale)
        check_probability("dropout_p", dropout_p)
        check_int("tile_size", tile_size, minimum=1)
        check_int("block_size", block_size, minimum=1)
        check_int("num_splits", num_splits, minimum=1)
        if mask is not None:
            mask = check_attention_mask("mask", mask, (batch, heads, num_queries, num_keys))
    if mask is not None and form not in _MASKS:
        _refuse(form, "a mask", _MASKS)
    if dropout_p and form not in _DROPOUT:
        _refuse(form, "attention dropout (dropout_p > 0)", _DROPOUT)
    if need_weights and form not in _WEIGHTS:
        _refuse(form, "need_weights=True (it never forms the weights)", _WEIGHTS)
    if scale is not None and form not in _SCALES:
        _refuse(form, "a scale", _SCALES)
    if (sink_logits is None) == (form == "sink"):
        raise ValueError(f"sink_logits must be given for form='sink' and only then, got "
                         f"form={form!r} and sink_logits="
                         f"{'None' if sink_logits is None else 'a tensor'}")
    if causal and not 0 < num_queries <= num_keys:
        raise ValueError(f"causal places the queries at the last Tq of the Tk positions, so it "
                         f"needs 1 <= Tq <= Tk, got Tq={num_queries} and Tk={num_keys}")
    if form == "paged" and not causal:
        raise ValueError("form='paged' is causal (the queries are each sequence's newest "
                         "tokens): pass causal=True")
    if form == "split_kv":
        if num_keys == 0:
            return q.new_zeros(batch, heads, num_queries, v.shape[3]), None
        return split_kv_attention(q, k, v, num_splits=num_splits, causal=causal, mask=mask,
                                  scale=scale), None
    if kv_heads != heads and form not in ("sdpa", "paged"):  # (sdpa: enable_gqa)
        group = heads // kv_heads  # each key–value head serves this many query heads
        k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
    root = math.sqrt(width)
    if form == "explicit":
        keep = merge_masks(num_queries, num_keys, mask=mask, causal=causal, device=q.device)
        # the explicit form scales by 1 / sqrt(Dh): fold another scale into the queries
        queries = q if scale is None else q * (scale * root)
        weights = masked_softmax(dot_product_scores(queries, k), mask=keep)
        out = (F.dropout(weights, dropout_p) if dropout_p else weights) @ v
        return out, (weights if need_weights else None)
    if form == "sdpa":
        keep = merge_masks(num_queries, num_keys, mask=mask, causal=causal, device=q.device)
        return _sdpa(q, k, v, keep, scale, dropout_p), None
    if form in ("tiled", "flash"):
        compute = tiled_attention if form == "tiled" else flash_attention
        return compute(q, k, v, tile_size=tile_size, causal=causal, scale=scale), None
    if form == "sink" and sink_logits is not None:  # (given for "sink": checked above)
        queries = q if scale is None else q * (scale * root)
        weights = sink_weights(queries, k, sink_logits, causal=causal)
        return weights @ v, (weights if need_weights else None)
    if form == "paged":
        queries = q if scale is None else q * (scale * root)
        return _paged(queries, k, v, block_size), None
    return linear_attention(q, k, v, causal=causal), None


def _check_tensors(q: object, k: object, v: object) -> None:
    """Raise unless ``q``, ``k`` and ``v`` are 4-axis tensors of one floating dtype."""
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    k = check_tensor("k", k, ndim=4, shape_hint="(B, H_kv, Tk, Dh)")
    v = check_tensor("v", v, ndim=4, shape_hint="(B, H_kv, Tk, Dv)")
    check_same_dtype("k", k, "q", q)
    check_same_dtype("v", v, "q", q)


def _sdpa(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, keep: torch.Tensor | None,
          scale: float | None, dropout_p: float) -> torch.Tensor:
    """PyTorch's kernel (which shares each key–value head among its group of query heads
    without copying it, ``enable_gqa``), with the rows that see no key set to zeros (it gives
    NaN there)."""
    q, k, v = contiguous_on_mps(q, k, v)
    out = F.scaled_dot_product_attention(q, k, v, attn_mask=keep, dropout_p=dropout_p,
                                         scale=scale, enable_gqa=k.shape[1] != q.shape[1])
    if keep is None:
        return out if k.shape[2] else torch.zeros_like(out)
    return out.masked_fill(~keep.any(dim=-1, keepdim=True), 0.0)  # a query with no key: zeros


def _paged(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, block_size: int) -> torch.Tensor:
    """Write each sequence's keys and values into a pool of blocks, then read them through the
    block tables."""
    batch, kv_heads, num_keys, width = k.shape
    if v.shape[3] != width:
        raise ValueError(f"form='paged' keeps keys and values in one pool, so v must have the "
                         f"width of k, Dv = Dh = {width}, got {v.shape[3]}")
    blocks = batch * -(-num_keys // block_size)
    pool = PagedKVCache(num_blocks=max(blocks, 1), block_size=block_size, num_heads=kv_heads,
                        head_dim=width, dtype=q.dtype, device=q.device)
    seqs = [pool.add_sequence() for _ in range(batch)]
    for row, seq in enumerate(seqs):
        pool.append(seq, k[row], v[row])
    return pool.attend(q, seqs)
