"""Split-KV decoding (Flash-Decoding) and the merge of attention partials (chapter 12, *Serving
and sharding attention*).

A decoding step has one query per sequence and a long cache. Chapter 10's tiles run over the
queries in parallel and over the keys one after another; with a single query there is nothing to
run in parallel, and one processor walks the whole cache alone. *Flash-Decoding* (Dao et al.,
2023) splits the keys instead: each split's attention is computed on its own (in parallel, one
block of threads per split on a GPU), giving a partial output normalised over that split only,
and its *log-sum-exp* ``L_s = log sum_{j in split s} exp(s_j)``. The partials are then merged
exactly::

    L = log sum_s exp(L_s)            out = sum_s exp(L_s - L) * out_s

since ``exp(L_s - L)`` is the share of the softmax's total mass that split ``s`` holds. The same
merge joins the blocks of keys that ring attention (:mod:`attnviz.serving.ring`) receives from
other processes, and it is chapter 10's online softmax written for whole blocks.

* :func:`attention_partial`: one block of keys' output and log-sum-exp;
* :func:`merge_attention_partials`: the exact merge of any number of partials;
* :func:`split_kv_attention`: attention computed as ``num_splits`` partials, all at once, then
  merged; equal to ``F.scaled_dot_product_attention`` up to rounding.

Shapes: queries ``(B, H, Tq, Dh)``, keys ``(B, H_kv, Tk, Dh)`` and values ``(B, H_kv, Tk, Dv)``
with ``H_kv`` dividing ``H`` (grouped-query attention), as in :func:`attnviz.compute_attention`.
A query that sees no key of a block gets a zero partial and a log-sum-exp of ``-inf``, which
gives it no share in the merge; a query that sees no key at all gets zeros.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import torch
import torch.nn.functional as F

from attnviz._checks import (
    check_bool,
    check_floating,
    check_int,
    check_positive,
    check_same_dtype,
    check_tensor,
)
from attnviz.mechanism.masks import causal_mask, check_attention_mask

__all__ = ["attention_partial", "merge_attention_partials", "split_kv_attention"]


def _check_qkv(q: object, k: object, v: object) -> tuple[torch.Tensor, torch.Tensor,
                                                          torch.Tensor]:
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    k = check_tensor("k", k, ndim=4, shape_hint="(B, H_kv, Tk, Dh)")
    v = check_tensor("v", v, ndim=4, shape_hint="(B, H_kv, Tk, Dv)")
    check_same_dtype("k", k, "q", q)
    check_same_dtype("v", v, "q", q)
    batch, heads, _, width = q.shape
    if width == 0 or heads == 0:
        raise ValueError(f"q must have H >= 1 heads of Dh >= 1 features, got shape "
                         f"{tuple(q.shape)}")
    if k.shape[0] != batch or k.shape[3] != width or k.shape[1] == 0 or heads % k.shape[1]:
        raise ValueError(f"k must be shaped (B, H_kv, Tk, Dh) with B = {batch}, Dh = {width} "
                         f"and H_kv dividing H = {heads} (those of q), got {tuple(k.shape)}")
    if v.shape[:3] != k.shape[:3]:
        raise ValueError(f"v must be shaped (B, H_kv, Tk, Dv) with the (B, H_kv, Tk) of k, "
                         f"{tuple(k.shape[:3])}, got {tuple(v.shape)}")
    return q, k, v


def _partials(scores: torch.Tensor, values: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Softmax-weighted sums of ``values`` over the last axis of ``scores`` (``-inf`` where
    hidden) and the log-sum-exp of the scores; a row with nothing visible gives zeros and
    ``-inf``. ``scores (..., Tq, C)``, ``values (..., C, Dv)``."""
    if scores.shape[-1] == 0:  # a block of no keys: nothing is visible to any query
        out = scores.new_zeros(*scores.shape[:-1], values.shape[-1])
        return out, scores.new_full(scores.shape[:-1], -math.inf)
    top = scores.amax(dim=-1, keepdim=True)
    shift = top.masked_fill(top == -math.inf, 0.0)  # exp(-inf - 0) = 0, not NaN
    weights = torch.exp(scores - shift)
    total = weights.sum(dim=-1, keepdim=True)
    seen = total != 0  # != 0, not > 0: a NaN total stays NaN
    out = torch.where(seen, (weights @ values) / torch.where(seen, total, 1.0), 0.0)
    return out, (shift + torch.log(total))[..., 0]


def attention_partial(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
                      mask: torch.Tensor | None = None, scale: float | None = None
                      ) -> tuple[torch.Tensor, torch.Tensor]:
    """Attention of ``q`` to one block of keys, normalised over that block, and its log-sum-exp.

    Args:
        q: ``(B, H, Tq, Dh)`` queries, floating point.
        k: ``(B, H_kv, Tk, Dh)`` the block's keys, same dtype; ``H_kv`` divides ``H``.
        v: ``(B, H_kv, Tk, Dv)`` the block's values.
        mask: boolean "may attend" mask broadcastable to ``(B, H, Tq, Tk)``, or ``None``.
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(out, lse)``: ``out`` ``(B, H, Tq, Dv)``, the softmax over this block's visible keys
        applied to its values (zeros for a query that sees none of them), and ``lse``
        ``(B, H, Tq)``, the log of the sum of ``exp(score)`` over those keys (``-inf`` for a
        query that sees none). :func:`merge_attention_partials` joins such pairs.
    """
    q, k, v = _check_qkv(q, k, v)
    if scale is not None:
        check_positive("scale", scale)
    batch, heads, num_queries, width = q.shape
    if mask is not None:
        mask = check_attention_mask("mask", mask, (batch, heads, num_queries, k.shape[2]))
    group = heads // k.shape[1]
    if group > 1:  # key–value head h // group serves query head h
        k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
    scores = (q * (scale if scale is not None else 1 / math.sqrt(width))) @ k.transpose(-2, -1)
    if mask is not None:
        scores = scores.masked_fill(~mask.to(q.device), -math.inf)
    return _partials(scores, v)


def merge_attention_partials(outputs: Sequence[torch.Tensor], lses: Sequence[torch.Tensor]
                             ) -> tuple[torch.Tensor, torch.Tensor]:
    """Merge the partials of disjoint blocks of keys into the attention over all of them.

    ``L = log sum_s exp(L_s)`` and ``out = sum_s exp(L_s - L) out_s``: each block's output
    weighed by its share of the softmax's total mass. The merge is exact (up to rounding), in
    any order and any grouping: merging merged partials gives the same result.

    Args:
        outputs: ``S >= 1`` partial outputs, each ``(..., Tq, Dv)``, one shape and dtype.
        lses: their log-sum-exps, each ``(..., Tq)`` (the output's shape without its last axis).

    Returns:
        ``(out, lse)`` of the same shapes as one partial: the attention over every block's
        keys and its log-sum-exp. A query that saw no key in any block gets zeros and ``-inf``.
    """
    for name, items in (("outputs", outputs), ("lses", lses)):
        if isinstance(items, torch.Tensor) or not isinstance(items, Sequence):
            raise TypeError(f"{name} must be a list of tensors, one per block of keys, got "
                            f"{type(items).__name__}")
    if not outputs or len(outputs) != len(lses):
        raise ValueError(f"outputs and lses must hold one partial per block, at least one, got "
                         f"{len(outputs)} outputs and {len(lses)} lses")
    first = check_floating("outputs[0]", check_tensor("outputs[0]", outputs[0]))
    if first.dim() < 2:
        raise ValueError(f"outputs[0] must be shaped (..., Tq, Dv), got {tuple(first.shape)}")
    for index, (out, lse) in enumerate(zip(outputs, lses, strict=True)):
        check_tensor(f"outputs[{index}]", out)
        check_tensor(f"lses[{index}]", lse)
        if out.shape != first.shape or out.dtype != first.dtype:
            raise ValueError(f"outputs[{index}] must have the shape and dtype of outputs[0], "
                             f"{tuple(first.shape)} {first.dtype}, got {tuple(out.shape)} "
                             f"{out.dtype}")
        if lse.shape != first.shape[:-1]:
            raise ValueError(f"lses[{index}] must be shaped like its output without the last "
                             f"axis, {tuple(first.shape[:-1])}, got {tuple(lse.shape)}")
    stacked = torch.stack([lse.to(first.dtype) for lse in lses])  # (S, ..., Tq)
    total = torch.logsumexp(stacked, dim=0)  # -inf where every block saw nothing
    shares = torch.exp(stacked - total.masked_fill(total == -math.inf, 0.0))  # (S, ..., Tq)
    out = (shares[..., None] * torch.stack(list(outputs))).sum(dim=0)
    return out, total


def split_kv_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, num_splits: int = 4,
                       causal: bool = False, mask: torch.Tensor | None = None,
                       scale: float | None = None) -> torch.Tensor:
    """Flash-Decoding: attention computed as ``num_splits`` partials over splits of the keys,
    all at once, then merged by their log-sum-exps.

    The keys are cut into ``num_splits`` consecutive splits of ``ceil(Tk / num_splits)`` keys
    (the last may be shorter; with more splits than keys, some are empty). One batched product
    scores every split; each split's partial output and log-sum-exp come from its own softmax,
    and :func:`merge_attention_partials` joins them. The result equals
    ``F.scaled_dot_product_attention`` with the same mask, up to rounding.

    Args:
        q: ``(B, H, Tq, Dh)`` queries (decoding: ``Tq = 1``), floating point.
        k: ``(B, H_kv, Tk, Dh)`` keys, same dtype, ``Tk >= 1``; ``H_kv`` divides ``H``.
        v: ``(B, H_kv, Tk, Dv)`` values.
        num_splits: how many splits of the keys (``>= 1``).
        causal: hide future keys, the queries being the last ``Tq`` of the ``Tk`` positions
            (``causal_mask``'s ``"lower_right"``); needs ``Tq <= Tk``.
        mask: boolean "may attend" mask broadcastable to ``(B, H, Tq, Tk)`` (with ``causal``,
            both must allow a key).
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, Tq, Dv)`` in the dtype of ``q`` (zeros for a query that sees no key). A
        split's log-sum-exp comes from :func:`attention_partial`, the one function that
        returns one.
    """
    q, k, v = _check_qkv(q, k, v)
    check_int("num_splits", num_splits, minimum=1)
    check_bool("causal", causal)
    if scale is not None:
        check_positive("scale", scale)
    batch, heads, num_queries, width = q.shape
    kv_heads, num_keys = k.shape[1], k.shape[2]
    if num_keys == 0:
        raise ValueError(f"k must hold at least one key, Tk >= 1, got shape {tuple(k.shape)}")
    if causal and num_queries > num_keys:
        raise ValueError(f"causal places the queries at the last Tq of the Tk positions, so it "
                         f"needs Tq <= Tk, got Tq={num_queries} and Tk={num_keys}")
    keep = torch.ones(1, 1, num_queries, num_keys, dtype=torch.bool, device=q.device)
    if mask is not None:
        keep = keep & check_attention_mask("mask", mask, (batch, heads, num_queries,
                                                     num_keys)).to(q.device)
    if causal:
        keep = keep & causal_mask(num_queries, num_keys, align="lower_right", device=q.device)
    size = -(-num_keys // num_splits)  # keys per split, the last split padded to it
    padding = num_splits * size - num_keys
    # (B, H_kv, S * size, Dh) -> (B, H_kv, S, size, Dh); then H_kv -> H for grouped queries
    k = F.pad(k, (0, 0, 0, padding)).view(batch, kv_heads, num_splits, size, width)
    v = F.pad(v, (0, 0, 0, padding)).view(batch, kv_heads, num_splits, size, v.shape[3])
    if heads != kv_heads:
        k = k.repeat_interleave(heads // kv_heads, dim=1)
        v = v.repeat_interleave(heads // kv_heads, dim=1)
    keep = F.pad(keep, (0, padding), value=False)  # the padding keys are hidden
    keep = keep.view(*keep.shape[:3], num_splits, size).movedim(3, 2)  # (., ., S, Tq, size)
    factor = scale if scale is not None else 1 / math.sqrt(width)
    scores = (q * factor)[:, :, None] @ k.transpose(-2, -1)  # (B, H, S, Tq, size): every split
    outputs, lses = _partials(scores.masked_fill(~keep, -math.inf), v)  # (B,H,S,Tq,Dv), (B,H,S,Tq)
    out, _ = merge_attention_partials(list(outputs.unbind(2)), list(lses.unbind(2)))
    return out
