"""FlashAttention's backward pass (chapter 11, *Attention in today's language models*).

Chapter 10's :func:`attnviz.tiled_attention` computes attention's forward pass in tiles, with
an online softmax, so the ``(Tq, Tk)`` weights never exist at once. Training also needs the
backward pass, and autograd would store what the forward computed, every tile of weights, to
differentiate through it: the memory saved in the forward pass would come back in the backward.
FlashAttention (Dao et al. 2022; the loops below are FlashAttention-2's, Dao 2023, algorithm 2)
stores instead only the inputs ``Q, K, V``, the output ``O`` and one number per query, the
log-sum-exp of its scores ``L = log sum_j exp(s_j)``, and *recomputes* each tile of weights in
the backward pass:

    P = exp(S - L)                      the tile's softmax weights, from its scores S
    dV += Pᵀ dO                         (dO: the gradient of the loss with respect to O)
    dP = dO Vᵀ
    dS = P ∘ (dP - D),  D = rowsum(dO ∘ O)
    dQ += dS K · scale,  dK += dSᵀ Q · scale

``D`` is softmax's backward in one number per query: ``rowsum(P ∘ dP) = dO · (P V) = dO · O``.
The memory for training then grows like ``Tq + Tk``, not ``Tq · Tk``; the price is computing
each tile's scores twice. :class:`FlashAttentionFunction` holds the two passes, and
:func:`flash_attention` is the checked way to call it. Shapes use ``B`` (batch), ``H``
(heads), ``Tq``/``Tk`` (queries/keys), ``Dh`` (query and key width per head) and ``Dv``
(value width per head).
"""

from __future__ import annotations

import math
from typing import Any

import torch
from torch.autograd.function import once_differentiable

from attnviz.mechanism.efficient import _check_tiled_args, _online_softmax_tiles, _tile_keep

__all__ = ["FlashAttentionFunction", "flash_attention"]


class FlashAttentionFunction(torch.autograd.Function):
    """Exact attention with FlashAttention's memory: tiled forward and backward passes.

    ``FlashAttentionFunction.apply(q, k, v, tile_size, causal, padding, key_end, scale)``
    returns the output ``O`` ``(B, H, Tq, Dv)`` and the log-sum-exp ``L`` ``(B, H, Tq)`` of
    each query's visible scores (``-inf`` for a query that sees no key; ``L`` carries no
    gradient). The forward pass is :func:`attnviz.tiled_attention`'s online softmax; it saves
    ``q, k, v, O, L``, never a tile of weights. The backward pass visits the key tiles, and for
    each the query tiles that can see it, recomputing ``P = exp(S - L)`` and accumulating
    ``dQ``, ``dK`` and ``dV`` (FlashAttention-2's algorithm 2). Arguments are not checked here:
    call :func:`flash_attention`, which checks them and prepares ``padding`` (the
    ``(B, 1, 1, Tk)`` "may attend" mask of the keys, or ``None``) and ``key_end`` (keys from
    there on are padding for every sequence).
    """

    @staticmethod
    def forward(ctx: Any, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                tile_size: int, causal: bool, padding: torch.Tensor | None, key_end: int,
                scale: float) -> tuple[torch.Tensor, torch.Tensor]:
        out, lse = _online_softmax_tiles(q, k, v, tile_size=tile_size, causal=causal,
                                         padding=padding, key_end=key_end, scale=scale)
        # O(Tq + Tk) numbers per head; padding may be None, which save_for_backward allows
        ctx.save_for_backward(q, k, v, out, lse, padding)
        ctx.tile_size, ctx.causal, ctx.key_end, ctx.scale = tile_size, causal, key_end, scale
        ctx.mark_non_differentiable(lse)
        return out, lse

    @staticmethod
    @once_differentiable
    def backward(ctx: Any, grad_out: torch.Tensor, _grad_lse: torch.Tensor | None
                 ) -> tuple[torch.Tensor | None, ...]:
        q, k, v, out, lse, padding = ctx.saved_tensors
        grad_q, grad_k, grad_v = _flash_backward(
            q, k, v, out, lse, grad_out, tile_size=ctx.tile_size, causal=ctx.causal,
            padding=padding, key_end=ctx.key_end, scale=ctx.scale)
        return grad_q, grad_k, grad_v, None, None, None, None, None


def _flash_backward(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, out: torch.Tensor,
                    lse: torch.Tensor, grad_out: torch.Tensor, *, tile_size: int, causal: bool,
                    padding: torch.Tensor | None, key_end: int, scale: float
                    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """``dQ, dK, dV`` tile by tile from the saved ``q, k, v, O, L`` and ``dO``."""
    num_queries, num_keys = q.shape[2], k.shape[2]
    offset = num_keys - num_queries  # query i sits at key position i + offset
    # D = rowsum(dO ∘ O): softmax's backward needs only this one number per query
    delta = (grad_out * out).sum(dim=-1, keepdim=True)  # (B, H, Tq, 1)
    # a query that sees no key has L = -inf; use +inf there, so that P = exp(S - L) = 0 for
    # every one of its scores (finite or -inf) and its gradients are zeros, never NaN
    lse = lse.masked_fill(lse == -math.inf, math.inf)[..., None]  # (B, H, Tq, 1)
    grad_q = torch.zeros_like(q)  # accumulated over the key tiles
    grad_k, grad_v = torch.zeros_like(k), torch.zeros_like(v)  # keys past key_end: zeros
    for k0 in range(0, key_end, tile_size):
        k1 = min(k0 + tile_size, num_keys)
        k_tile, v_tile = k[:, :, k0:k1], v[:, :, k0:k1]  # (B, H, tk, Dh), (B, H, tk, Dv)
        grad_k_tile = torch.zeros_like(k_tile)  # dK_j, dV_j: kept while the queries pass
        grad_v_tile = torch.zeros_like(v_tile)
        # causal: query i sees key k0 only if i + offset >= k0, so earlier queries are skipped
        first = max(0, k0 - offset) if causal else 0
        for q0 in range(first, num_queries, tile_size):
            q1 = min(q0 + tile_size, num_queries)
            q_tile = q[:, :, q0:q1] * scale  # (B, H, tq, Dh), scaled as in the forward pass
            scores = q_tile @ k_tile.transpose(-2, -1)  # S: (B, H, tq, tk), recomputed
            keep = _tile_keep(q0, q1, k0, k1, causal=causal, offset=offset, padding=padding,
                              device=q.device)
            if keep is not None:
                scores = scores.masked_fill(~keep, -math.inf)
            weights = torch.exp(scores - lse[:, :, q0:q1])  # P: (B, H, tq, tk), hidden: 0
            grad_out_tile = grad_out[:, :, q0:q1]  # dO_i: (B, H, tq, Dv)
            grad_v_tile += weights.transpose(-2, -1) @ grad_out_tile  # Pᵀ dO: (B, H, tk, Dv)
            grad_weights = grad_out_tile @ v_tile.transpose(-2, -1)  # dP: (B, H, tq, tk)
            grad_scores = weights * (grad_weights - delta[:, :, q0:q1])  # dS: (B, H, tq, tk)
            grad_q[:, :, q0:q1] += (grad_scores @ k_tile) * scale  # (B, H, tq, Dh)
            grad_k_tile += grad_scores.transpose(-2, -1) @ q_tile  # dSᵀ Q · scale: (B,H,tk,Dh)
        grad_k[:, :, k0:k1] = grad_k_tile
        grad_v[:, :, k0:k1] = grad_v_tile
    return grad_q, grad_k, grad_v


def flash_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, tile_size: int = 64,
                    causal: bool = False, valid_lens: torch.Tensor | None = None,
                    scale: float | None = None) -> torch.Tensor:
    """Exact softmax attention whose forward *and* backward passes run in tiles.

    The same function as :func:`attnviz.tiled_attention` and
    ``F.scaled_dot_product_attention`` with the matching mask, and the same contract; what
    differs is training. Differentiating ``tiled_attention`` with autograd stores every tile of
    weights it formed, ``Tq · Tk`` numbers per head; this function stores only ``q, k, v``, the
    output and one log-sum-exp per query, and its backward pass recomputes each tile's weights
    (:class:`FlashAttentionFunction`). Gradients flow to ``q``, ``k`` and ``v``.

    The arguments are :func:`attnviz.tiled_attention`'s: ``q`` ``(B, H, Tq, Dh)``, ``k``
    ``(B, H, Tk, Dh)`` and ``v`` ``(B, H, Tk, Dv)`` of one floating-point dtype; ``tile_size``
    queries and keys per tile (any ``>= 1``); ``causal`` with the queries the last ``Tq`` of
    the ``Tk`` positions; ``valid_lens`` ``(B,)`` the keys of each sequence that are not
    padding; ``scale`` (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, Tq, Dv)``. A query with no key to attend to gets zeros, and it passes no
        gradient back, never NaN. Non-finite inputs are not refused (that would read the
        values): a NaN in ``q``, ``k`` or ``v`` gives NaN in the outputs and gradients it
        reaches, as in ``F.scaled_dot_product_attention``.

    Raises:
        TypeError: ``q``, ``k`` or ``v`` is not a floating-point tensor or their dtypes differ,
            ``tile_size`` is not an int, ``causal`` is not a bool, ``valid_lens`` does not hold
            integers, or ``scale`` is not a number.
        ValueError: a shape does not fit (an empty ``Tq``, ``Tk`` or ``Dh`` included),
            ``tile_size < 1``, ``causal`` with ``Tq > Tk``, a negative length in
            ``valid_lens``, or a non-finite ``scale``.
    """
    scale, padding, key_end = _check_tiled_args(q, k, v, tile_size, causal, valid_lens, scale)
    out, _ = FlashAttentionFunction.apply(q, k, v, tile_size, causal, padding, key_end, scale)
    return out
