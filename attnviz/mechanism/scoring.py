"""Scoring functions and attention pooling (chapters 1 and 3).

Attention in four steps: *score* each query against every key, *normalise* the scores with a
(masked) softmax, take the *weighted average* of the values, and return it as the *output*.
The scoring functions here differ only in step one:

* dot product, optionally scaled by ``1/sqrt(D)``:   ``a(q, k) = q·k / sqrt(D)``
* additive (Bahdanau et al.):                        ``a(q, k) = w_vᵀ tanh(W_qᵀ q + W_kᵀ k)``
* multiplicative (bilinear, Luong et al.):           ``a(q, k) = qᵀ W k``
* cosine similarity with a scale (temperature):      ``a(q, k) = scale · q·k / (|q| |k|)``

:func:`local_attention_weights` is Luong et al.'s *local* attention: the softmax of any of these
scores over a window of keys around a predicted position, times a Gaussian bump.

Weights are plain tensors passed in, so each function is exactly its formula; the modules in
:mod:`attnviz.mechanism.attention` own the learnable parameters. Queries, keys, weights and values
must be floating point and share one dtype (a ``TypeError`` names the one that differs).
"""

from __future__ import annotations

import math

import torch

from attnviz._checks import check_floating, check_positive, check_same_dtype, check_tensor
from attnviz.mechanism.masks import masked_softmax

__all__ = [
    "additive_scores",
    "attention_pool",
    "cosine_scores",
    "dot_product_scores",
    "local_attention_weights",
    "multiplicative_scores",
    "scaled_dot_product_attention",
    "soft_cap",
]


def _check_queries_keys(queries: torch.Tensor, keys: torch.Tensor, *,
                        same_width: str | None = None) -> None:
    """Queries and keys of one floating dtype with the same leading axes; with ``same_width``
    (what needs it, for the message), of one width ``D`` too."""
    check_tensor("queries", queries, ndim=(2, 3, 4), shape_hint="(..., Tq, Dq)")
    check_tensor("keys", keys, ndim=(2, 3, 4), shape_hint="(..., Tk, Dk)")
    check_floating("queries", queries)
    check_floating("keys", keys)
    check_same_dtype("keys", keys, "queries", queries)
    if queries.shape[:-2] != keys.shape[:-2]:
        raise ValueError(
            "queries and keys must share their leading (batch) axes, got queries of shape "
            f"{tuple(queries.shape)} and keys of shape {tuple(keys.shape)}"
        )
    if same_width is not None and queries.shape[-1] != keys.shape[-1]:
        raise ValueError(
            f"{same_width} need queries and keys of the same width D, got queries of shape "
            f"{tuple(queries.shape)} and keys of shape {tuple(keys.shape)}"
        )


def _check_weight(name: str, weight: torch.Tensor, shape: tuple[int | None, ...],
                  hint: str, queries: torch.Tensor) -> None:
    check_tensor(name, weight, ndim=len(shape), shape_hint=hint)
    if any(want is not None and got != want for got, want in zip(weight.shape, shape, strict=True)):
        raise ValueError(f"{name} must have shape {hint}, got {tuple(weight.shape)}")
    check_same_dtype(name, weight, "queries", queries)


def dot_product_scores(queries: torch.Tensor, keys: torch.Tensor, *,
                       scale: bool = True) -> torch.Tensor:
    """Dot-product scores ``q·k``, divided by ``sqrt(D)`` when ``scale`` is true.

    Args:
        queries: ``(..., Tq, D)``.
        keys: ``(..., Tk, D)`` with the same leading axes.
        scale: divide by ``sqrt(D)`` so scores keep unit variance for unit-variance inputs.

    Returns:
        Scores ``(..., Tq, Tk)``.
    """
    _check_queries_keys(queries, keys, same_width="dot-product scores")
    scores = queries @ keys.transpose(-2, -1)  # (..., Tq, D) @ (..., D, Tk) -> (..., Tq, Tk)
    return scores / math.sqrt(queries.shape[-1]) if scale else scores


def soft_cap(scores: torch.Tensor, cap: float) -> torch.Tensor:
    """Logit soft-capping, ``cap · tanh(scores / cap)`` (Gemma 2's, chapter 13): scores well
    inside ``(-cap, cap)`` pass almost unchanged, large ones saturate below ``cap``.

    Args:
        scores: attention logits of any shape, e.g. ``(B, H, Tq, Tk)``, floating point.
        cap: a positive number, the bound (Gemma 2 caps attention logits at 50).

    Returns:
        Scores of the same shape (``(B, H, Tq, Tk)`` for the example), within
        ``[-cap, cap]`` (tanh rounds to 1 in floating point for large enough arguments).
    """
    check_floating("scores", check_tensor("scores", scores))
    check_positive("cap", cap)
    return cap * torch.tanh(scores / cap)


def additive_scores(queries: torch.Tensor, keys: torch.Tensor, *, w_q: torch.Tensor,
                    w_k: torch.Tensor, w_v: torch.Tensor) -> torch.Tensor:
    """Additive scores ``w_vᵀ tanh(W_qᵀ q + W_kᵀ k)`` (chapter 3): queries and keys may differ
    in width.

    Args:
        queries: ``(..., Tq, Dq)``.
        keys: ``(..., Tk, Dk)`` with the same leading axes.
        w_q: ``(Dq, Dh)`` projection of the queries into a hidden width ``Dh``.
        w_k: ``(Dk, Dh)`` projection of the keys.
        w_v: ``(Dh,)`` vector that reads a score off each hidden feature.

    Returns:
        Scores ``(..., Tq, Tk)``.
    """
    _check_queries_keys(queries, keys)
    _check_weight("w_q", w_q, (queries.shape[-1], None), f"({queries.shape[-1]}, Dh)", queries)
    hidden = w_q.shape[1]
    _check_weight("w_k", w_k, (keys.shape[-1], hidden), f"({keys.shape[-1]}, {hidden})", queries)
    _check_weight("w_v", w_v, (hidden,), f"({hidden},)", queries)
    q = (queries @ w_q).unsqueeze(-2)  # (..., Tq, Dh) -> (..., Tq, 1, Dh)
    k = (keys @ w_k).unsqueeze(-3)  # (..., Tk, Dh) -> (..., 1, Tk, Dh)
    return torch.tanh(q + k) @ w_v  # (..., Tq, Tk, Dh) @ (Dh,) -> (..., Tq, Tk)


def multiplicative_scores(queries: torch.Tensor, keys: torch.Tensor, *,
                          weight: torch.Tensor) -> torch.Tensor:
    """Multiplicative (bilinear) scores ``qᵀ W k`` (chapter 3): queries and keys may differ in
    width.

    Args:
        queries: ``(..., Tq, Dq)``.
        keys: ``(..., Tk, Dk)`` with the same leading axes.
        weight: ``(Dq, Dk)``; the identity recovers the unscaled dot product.

    Returns:
        Scores ``(..., Tq, Tk)``.
    """
    _check_queries_keys(queries, keys)
    dq, dk = queries.shape[-1], keys.shape[-1]
    _check_weight("weight", weight, (dq, dk), f"({dq}, {dk})", queries)
    return (queries @ weight) @ keys.transpose(-2, -1)  # (..., Tq, Dk) @ (..., Dk, Tk)


def cosine_scores(queries: torch.Tensor, keys: torch.Tensor, *, scale: float = 1.0,
                  eps: float = 1e-8) -> torch.Tensor:
    """Cosine-similarity scores ``scale · q·k / (|q| |k|)``, bounded in ``[-scale, scale]``.

    The content addressing of the Neural Turing Machine (chapter 3): only the directions of
    query and key count, so the scores cannot grow with the width or the norms, and ``scale``
    (a fixed or learned inverse temperature) sets how sharp the softmax can get.

    Args:
        queries: ``(..., Tq, D)``.
        keys: ``(..., Tk, D)`` with the same leading axes.
        scale: a positive number; the scores lie in ``[-scale, scale]``.
        eps: floor on the norms, so a zero vector scores 0 instead of NaN.

    Returns:
        Scores ``(..., Tq, Tk)``.
    """
    _check_queries_keys(queries, keys, same_width="cosine scores")
    check_positive("scale", scale)
    check_positive("eps", eps)
    q = queries / queries.norm(dim=-1, keepdim=True).clamp_min(eps)  # (..., Tq, D), unit rows
    k = keys / keys.norm(dim=-1, keepdim=True).clamp_min(eps)  # (..., Tk, D), unit rows
    return scale * (q @ k.transpose(-2, -1))  # (..., Tq, Tk), each in [-scale, scale]


def local_attention_weights(scores: torch.Tensor, *, centers: torch.Tensor,
                            half_width: int) -> torch.Tensor:
    """Luong et al.'s local attention weights around predicted positions (chapter 3).

    Key ``s`` takes part for query ``t`` when ``|s - p_t| <= half_width``; the scores of those
    keys go through a softmax (the "align" weights) and are multiplied by the Gaussian
    ``exp(-(s - p_t)² / (2 σ²))`` with ``σ = half_width / 2``. Keys outside the window get weight
    exactly 0. As in the paper, the weights are not renormalised after the Gaussian, so a row
    sums to at most one.

    Args:
        scores: ``(..., Tq, Tk)``, from any scoring function.
        centers: ``(..., Tq)`` real positions ``p_t`` in ``[0, Tk - 1]`` (keys count from 0).
        half_width: the window's half-width ``D`` of the paper, a positive integer.

    Returns:
        Weights ``(..., Tq, Tk)``.
    """
    check_tensor("scores", scores, ndim=(2, 3, 4), shape_hint="(..., Tq, Tk)")
    check_floating("scores", scores)
    check_tensor("centers", centers, shape_hint="(..., Tq)")
    check_floating("centers", centers)
    if centers.shape != scores.shape[:-1]:
        raise ValueError(
            f"centers must have shape {tuple(scores.shape[:-1])} (the scores' (..., Tq)), got "
            f"{tuple(centers.shape)}"
        )
    check_positive("half_width", half_width, integer=True)
    positions = torch.arange(scores.shape[-1], device=scores.device, dtype=scores.dtype)  # (Tk,)
    offsets = positions - centers.unsqueeze(-1)  # (..., Tq, 1) -> (..., Tq, Tk): s - p_t
    window = offsets.abs() <= half_width  # (..., Tq, Tk) "may attend" mask
    align = masked_softmax(scores, mask=window)  # softmax over the window only
    sigma = half_width / 2
    return align * torch.exp(-offsets**2 / (2 * sigma**2))  # zero outside the window


def attention_pool(scores: torch.Tensor, values: torch.Tensor, *,
                   valid_lens: torch.Tensor | None = None,
                   mask: torch.Tensor | None = None) -> torch.Tensor:
    """Normalise ``scores`` with a masked softmax and average ``values`` with the weights.

    Args:
        scores: ``(..., Tq, Tk)``.
        values: ``(..., Tk, Dv)`` with the same leading axes.
        valid_lens: optional lengths ``(B,)`` or ``(B, Tq)``.
        mask: optional boolean "may attend" mask broadcastable to ``scores``.

    Returns:
        The output ``(..., Tq, Dv)``. A query with no valid key gets a zero output. The weights
        are ``masked_softmax(scores, valid_lens=..., mask=...)``; with queries and keys,
        :func:`attnviz.compute_attention` returns them (``need_weights=True``).
    """
    check_tensor("scores", scores)
    check_tensor("values", values, ndim=scores.dim(), shape_hint="(..., Tk, Dv)")
    if values.shape[:-2] != scores.shape[:-2] or values.shape[-2] != scores.shape[-1]:
        raise ValueError(
            f"values must have shape (..., Tk, Dv) = {(*scores.shape[:-2], scores.shape[-1])} "
            f"+ (Dv,) to match scores of shape {tuple(scores.shape)}, "
            f"got {tuple(values.shape)}"
        )
    check_floating("scores", scores)
    check_same_dtype("values", values, "scores", scores)
    weights = masked_softmax(scores, valid_lens=valid_lens, mask=mask)
    return weights @ values  # (..., Tq, Tk) @ (..., Tk, Dv) -> (..., Tq, Dv)


def scaled_dot_product_attention(
    queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor, *,
    valid_lens: torch.Tensor | None = None, mask: torch.Tensor | None = None,
) -> torch.Tensor:
    """Scaled dot-product attention computed explicitly: scores, masked softmax, weighted sum.

    Equal to :func:`torch.nn.functional.scaled_dot_product_attention` with a boolean
    ``attn_mask`` wherever a query has at least one valid key; where it has none, this returns
    zeros rather than NaN.

    Args:
        queries: ``(..., Tq, D)``.
        keys: ``(..., Tk, D)``.
        values: ``(..., Tk, Dv)``.
        valid_lens: optional lengths ``(B,)`` or ``(B, Tq)``.
        mask: optional boolean "may attend" mask broadcastable to ``(..., Tq, Tk)``.

    Returns:
        The output ``(..., Tq, Dv)``. The weights are
        ``masked_softmax(dot_product_scores(queries, keys), ...)``, or with ``(B, H, T, Dh)``
        tensors ``compute_attention(..., form="explicit", need_weights=True)``.
    """
    scores = dot_product_scores(queries, keys, scale=True)
    check_tensor("values", values)
    check_same_dtype("values", values, "queries", queries)
    return attention_pool(scores, values, valid_lens=valid_lens, mask=mask)
