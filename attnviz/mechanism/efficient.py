"""Attention at scale: exact attention in tiles, local, linear and positional variants (chapter 10).

Softmax attention over ``T`` tokens forms a ``(T, T)`` score matrix, quadratic in time and
memory. This module holds the chapter's answers, each in plain PyTorch so it can be read:

* :func:`tiled_attention` is exact attention computed FlashAttention's way (Dao et al. 2022):
  queries and keys in tiles, an *online softmax* (Milakov & Gimelshein 2018) keeping a running
  maximum, sum and output per query, so only ``(tile, tile)`` blocks of scores ever exist;
* :func:`sliding_window_attention` lets each token see only the ``window`` tokens up to it
  (:func:`sliding_window_mask`), computing only the band of scores;
* :func:`linear_attention` and :func:`linear_attention_recurrent` replace ``exp(q·k)`` by a
  product of feature maps ``phi(q)·phi(k)`` (Katharopoulos et al. 2020), which makes causal
  attention a recurrence with a state of fixed size;
* :class:`RotaryEmbedding` (Su et al. 2021) and :func:`alibi_bias` (Press et al. 2021) put
  positions into the scores instead of the inputs: rotary embeddings rotate queries and keys
  so that their product depends only on the offset ``m - n``; ALiBi subtracts a per-head
  penalty proportional to the distance.

Grouped-query attention, the other lever (a smaller key–value cache), lives in
:class:`attnviz.MultiHeadAttention` (``num_kv_heads``).

Causal masks follow :func:`attnviz.causal_mask`: with ``Tq`` queries and ``Tk`` keys the queries
are the *last* ``Tq`` positions, so query ``i`` sits at position ``pos(i) = i + Tk - Tq``. Shapes
use ``B`` (batch), ``H`` (heads), ``Tq``/``Tk`` (queries/keys), ``Dh`` (query and key width per
head) and ``Dv`` (value width per head).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch
import torch.nn.functional as F

from attnviz._checks import (
    check_bool,
    check_finite_number,
    check_floating,
    check_int,
    check_same_dtype,
    check_tensor,
)
from attnviz.mechanism.masks import causal_mask, lengths_to_mask, masked_softmax

__all__ = [
    "elu_feature_map",
    "linear_attention",
    "linear_attention_recurrent",
    "sliding_window_attention",
    "tiled_attention",
]

_FORMS = ("quadratic", "linear")


# ---------------------------------------------------------------------------------------------
# argument checks shared by the attention functions

def _check_qkv(q: object, k: object, v: object) -> tuple[int, int, int, int, int, int]:
    """Check ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``v (B, H, Tk, Dv)``; return the sizes."""
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    k = check_floating("k", check_tensor("k", k, ndim=4, shape_hint="(B, H, Tk, Dh)"))
    v = check_floating("v", check_tensor("v", v, ndim=4, shape_hint="(B, H, Tk, Dv)"))
    check_same_dtype("k", k, "q", q)
    check_same_dtype("v", v, "q", q)
    batch, heads, num_queries, width = q.shape
    num_keys = k.shape[2]
    if (k.shape[:2] != (batch, heads) or v.shape[:3] != k.shape[:3]
            or k.shape[3] != width):
        raise ValueError(
            "q, k and v must be shaped (B, H, Tq, Dh), (B, H, Tk, Dh) and (B, H, Tk, Dv) with "
            f"the same B, H, Tk and Dh, got {tuple(q.shape)}, {tuple(k.shape)} and "
            f"{tuple(v.shape)}"
        )
    for name, size in (("q", num_queries), ("k", num_keys), ("q", width)):
        if size == 0:
            raise ValueError(f"{name} must not be empty, got shape "
                             f"{tuple(q.shape if name == 'q' else k.shape)}")
    return batch, heads, num_queries, num_keys, width, v.shape[3]


def _scale(scale: object, width: int) -> float:
    if scale is None:
        return 1.0 / math.sqrt(width)
    return float(check_finite_number("scale", scale))


def _check_self_attention(what: str, num_queries: int, num_keys: int) -> None:
    if num_queries != num_keys:
        raise ValueError(
            f"{what} needs self-attention, Tq == Tk, got q with Tq={num_queries} queries and k "
            f"with Tk={num_keys} keys"
        )


# ---------------------------------------------------------------------------------------------
# exact attention in tiles

def tiled_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, tile_size: int = 64,
                    causal: bool = False, valid_lens: torch.Tensor | None = None,
                    scale: float | None = None) -> torch.Tensor:
    """Exact softmax attention computed tile by tile with an online softmax (FlashAttention).

    For each tile of ``tile_size`` queries the key tiles are visited in order, keeping per
    query a running maximum ``m`` of the scores seen, a running sum ``l`` of their exponentials
    (taken relative to ``m``) and a running output ``o`` (the exponentials times the values).
    When a new tile raises the maximum from ``m`` to ``m'``, the old sum and output are rescaled
    by ``exp(m - m')``; after the last tile ``o / l`` is exactly ``softmax(q kᵀ · scale) v``.
    Only ``(tile, tile)`` blocks of scores are ever formed, never the ``(Tq, Tk)`` matrix, and
    with ``causal`` the key tiles entirely in a query tile's future are skipped (about half the
    work for self-attention). Equal, up to rounding, to
    ``F.scaled_dot_product_attention(q, k, v, attn_mask=...)`` with the matching mask.

    Args:
        q: queries ``(B, H, Tq, Dh)``, floating point.
        k: keys ``(B, H, Tk, Dh)``, same dtype.
        v: values ``(B, H, Tk, Dv)``, same dtype.
        tile_size: queries and keys per tile, any ``>= 1`` (need not divide ``Tq`` or ``Tk``).
        causal: hide future keys, the queries being the last ``Tq`` of the ``Tk`` positions
            (:func:`attnviz.causal_mask`'s ``"lower_right"``); needs ``Tq <= Tk``.
        valid_lens: optional non-negative integer ``(B,)``: keys at positions
            ``>= valid_lens[b]`` are padding and hidden from every query of sequence ``b``. A
            length above ``Tk`` means the whole sequence, as everywhere in the package
            (:func:`attnviz.lengths_to_mask`).
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, Tq, Dv)``. A query with no key to attend to gets zeros, never NaN (as in
        :class:`attnviz.MultiHeadAttention`).

    Raises:
        TypeError: ``q``, ``k`` or ``v`` is not a floating-point tensor or their dtypes differ,
            ``tile_size`` is not an int, ``causal`` is not a bool, or ``valid_lens`` does not
            hold integers.
        ValueError: a shape does not fit, ``tile_size < 1``, ``causal`` with ``Tq > Tk``, or a
            negative length in ``valid_lens``.
    """
    scale, padding, key_end = _check_tiled_args(q, k, v, tile_size, causal, valid_lens, scale)
    return _online_softmax_tiles(q, k, v, tile_size=tile_size, causal=causal, padding=padding,
                                 key_end=key_end, scale=scale)[0]


def _check_tiled_args(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, tile_size: int,
                      causal: bool, valid_lens: torch.Tensor | None, scale: float | None
                      ) -> tuple[float, torch.Tensor | None, int]:
    """Check the arguments of tiled attention (:func:`tiled_attention`, and its backward pass in
    :mod:`attnviz.mechanism.flash`); return the scale, the key padding ``(B, 1, 1, Tk)`` (``None``
    without ``valid_lens``) and the end of the last key any sequence keeps."""
    batch, _, num_queries, num_keys, width, _ = _check_qkv(q, k, v)
    check_int("tile_size", tile_size, minimum=1)
    check_bool("causal", causal)
    if causal and num_queries > num_keys:
        raise ValueError(
            f"causal=True needs Tq <= Tk (the queries are the last Tq of the Tk key positions), "
            f"got q with Tq={num_queries} and k with Tk={num_keys}"
        )
    scale = _scale(scale, width)
    padding = None  # (B, 1, 1, Tk): which keys are real, from the package's one conversion
    key_end = num_keys
    if valid_lens is not None:
        check_tensor("valid_lens", valid_lens, ndim=1, shape_hint=f"(B,) = ({batch},)")
        if valid_lens.shape[0] != batch:
            raise ValueError(f"valid_lens must have shape ({batch},), one length per sequence "
                             f"of q, got {tuple(valid_lens.shape)}")
        # the package's one conversion also refuses non-integer and negative lengths, and
        # reads a length above Tk as the whole sequence
        padding = lengths_to_mask(valid_lens.to(q.device), num_keys)[:, None]  # (B, 1, 1, Tk)
        # key tiles past every sequence's length are all padding: skip them
        key_end = min(int(valid_lens.max()), num_keys) if valid_lens.numel() else 0
    return scale, padding, key_end


def _tile_keep(q0: int, q1: int, k0: int, k1: int, *, causal: bool, offset: int,
               padding: torch.Tensor | None, device: torch.device) -> torch.Tensor | None:
    """Which scores of the tile of queries ``q0 .. q1 - 1`` and keys ``k0 .. k1 - 1`` are kept:
    ``(tq, tk)``, ``(B, 1, 1, tk)`` or ``(B, 1, tq, tk)`` ("may attend"), ``None`` for all."""
    keep = None
    if causal and k1 - 1 > q0 + offset:  # the tile reaches into some query's future
        query_pos = torch.arange(q0, q1, device=device)[:, None] + offset
        keep = query_pos >= torch.arange(k0, k1, device=device)  # (tq, tk)
    if padding is not None:
        block = padding[..., k0:k1]  # (B, 1, 1, tk)
        keep = block if keep is None else keep & block
    return keep


def _online_softmax_tiles(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, tile_size: int,
                          causal: bool, padding: torch.Tensor | None, key_end: int,
                          scale: float) -> tuple[torch.Tensor, torch.Tensor]:
    """Tiled attention's computation on checked arguments: the output ``(B, H, Tq, Dv)`` and
    each query's log-sum-exp of its visible scores ``(B, H, Tq)`` (``-inf`` where it sees
    none), the one number per query that FlashAttention's backward pass keeps."""
    num_queries, num_keys = q.shape[2], k.shape[2]
    offset = num_keys - num_queries  # query i sits at key position i + offset
    outputs, log_sum_exps = [], []
    for q0 in range(0, num_queries, tile_size):
        q1 = min(q0 + tile_size, num_queries)
        q_tile = q[:, :, q0:q1] * scale  # (B, H, tq, Dh), tq <= tile_size
        # the last key a query of this tile may see is at position q1 - 1 + offset
        stop = min(key_end, q1 + offset) if causal else key_end
        running_max = q.new_full((*q_tile.shape[:3], 1), -math.inf)  # m: (B, H, tq, 1)
        running_sum = q.new_zeros(running_max.shape)  # l: (B, H, tq, 1)
        running_out = q.new_zeros((*q_tile.shape[:3], v.shape[3]))  # o: (B, H, tq, Dv)
        for k0 in range(0, stop, tile_size):
            k1 = min(k0 + tile_size, num_keys)
            scores = q_tile @ k[:, :, k0:k1].transpose(-2, -1)  # (B, H, tq, tk)
            keep = _tile_keep(q0, q1, k0, k1, causal=causal, offset=offset, padding=padding,
                              device=q.device)
            if keep is not None:
                scores = scores.masked_fill(~keep, -math.inf)
            new_max = torch.maximum(running_max, scores.amax(dim=-1, keepdim=True))
            # a row that has seen only hidden keys keeps m = -inf; shift it by 0 instead, so
            # exp(-inf - 0) = 0 rather than exp(-inf + inf) = NaN
            shift = new_max.masked_fill(new_max == -math.inf, 0.0)
            weights = torch.exp(scores - shift)  # (B, H, tq, tk), unnormalised
            rescale = torch.exp(running_max - shift)  # exp(m - m'): the old terms, shrunk
            running_sum = rescale * running_sum + weights.sum(dim=-1, keepdim=True)
            running_out = rescale * running_out + weights @ v[:, :, k0:k1]  # (B, H, tq, Dv)
            running_max = new_max
        # (B, H, tq, 1): false for a query with no visible key; != 0, not > 0, so that a NaN
        # sum (a NaN in q, k or v) gives NaN, not the zeros of a query that sees nothing
        seen = running_sum != 0
        outputs.append(torch.where(seen, running_out / torch.where(seen, running_sum, 1.0),
                                   0.0))
        # log sum_j exp(s_j) = m + log l; log 0 = -inf for a query that sees nothing
        log_sum_exps.append((running_max + torch.log(running_sum))[..., 0])  # (B, H, tq)
    return torch.cat(outputs, dim=2), torch.cat(log_sum_exps, dim=2)  # (B,H,Tq,Dv), (B,H,Tq)


# ---------------------------------------------------------------------------------------------
# sliding-window (local) attention


def sliding_window_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, window: int, *,
                             block_size: int = 64, scale: float | None = None) -> torch.Tensor:
    """Causal sliding-window self-attention, computing only the band of scores.

    The queries are cut into blocks of ``block_size``; a block of queries ``i0 .. i1 - 1`` can
    only see keys ``i0 - window + 1 .. i1 - 1``, so its scores are formed against those at most
    ``block_size + window - 1`` keys, never against all ``T``. Time and memory grow as
    ``T · (block_size + window)`` instead of ``T²``. Equal to full attention with
    ``attn_mask=sliding_window_mask(T, T, window)``.

    Args:
        q: queries ``(B, H, T, Dh)``.
        k: keys ``(B, H, T, Dh)`` (self-attention: as many keys as queries).
        v: values ``(B, H, T, Dv)``.
        window: keys each query sees, counting itself (``1``: only itself, so the result is
            ``v``; ``>= T``: ordinary causal attention).
        block_size: queries per block, any ``>= 1``.
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, T, Dv)``.
    """
    _, _, num_queries, num_keys, width, _ = _check_qkv(q, k, v)
    _check_self_attention("sliding_window_attention", num_queries, num_keys)
    check_int("window", window, minimum=1)
    check_int("block_size", block_size, minimum=1)
    scale = _scale(scale, width)
    outputs = []
    for q0 in range(0, num_queries, block_size):
        q1 = min(q0 + block_size, num_queries)
        k0 = max(0, q0 - window + 1)  # the first key the block's first query sees
        scores = (q[:, :, q0:q1] * scale) @ k[:, :, k0:q1].transpose(-2, -1)  # (B, H, bq, bk)
        distance = (torch.arange(q0, q1, device=q.device)[:, None]
                    - torch.arange(k0, q1, device=q.device))  # (bq, bk): i - j
        band = (distance >= 0) & (distance < window)  # every row keeps at least key j = i
        outputs.append(masked_softmax(scores, mask=band) @ v[:, :, k0:q1])  # (B, H, bq, Dv)
    return torch.cat(outputs, dim=2)  # (B, H, T, Dv)


# ---------------------------------------------------------------------------------------------
# linear attention

def elu_feature_map(x: torch.Tensor) -> torch.Tensor:
    """``phi(x) = elu(x) + 1``, the positive feature map of Katharopoulos et al. (2020).

    Args:
        x: any shape ``(..., Dh)``.

    Returns:
        The same shape, every entry ``> 0`` (so the normalisers of linear attention are).
    """
    check_tensor("x", x, shape_hint="(..., Dh)")
    check_floating("x", x)
    return F.elu(x) + 1


def _features(feature_map: object, q: torch.Tensor, k: torch.Tensor
              ) -> tuple[torch.Tensor, torch.Tensor]:
    """``phi(q), phi(k)``, checked: tensors with the inputs' leading axes and one width."""
    if not callable(feature_map):
        raise TypeError(f"feature_map must be a function of a tensor, such as "
                        f"attnviz.elu_feature_map, got {type(feature_map).__name__}")
    phi_q, phi_k = feature_map(q), feature_map(k)
    for name, x, phi in (("q", q, phi_q), ("k", k, phi_k)):
        if not isinstance(phi, torch.Tensor):
            raise TypeError(f"feature_map must return a tensor, got {type(phi).__name__} from "
                            f"{name}")
        if phi.shape[:-1] != x.shape[:-1]:
            raise ValueError(f"feature_map must keep every axis of its input but the last, got "
                             f"{tuple(phi.shape)} from {name} of shape {tuple(x.shape)}")
        if phi.dtype != x.dtype:
            raise TypeError(f"feature_map must keep the dtype of its input, got {phi.dtype} "
                            f"from {name} of dtype {x.dtype}")
    if phi_q.shape[-1] != phi_k.shape[-1]:
        raise ValueError(f"feature_map must give queries and keys the same width, got "
                         f"{phi_q.shape[-1]} and {phi_k.shape[-1]}")
    return phi_q, phi_k


def _check_linear_args(q: object, k: object, v: object, eps: object
                       ) -> tuple[int, int, int, int, int, int]:
    sizes = _check_qkv(q, k, v)
    check_finite_number("eps", eps, minimum=0)
    return sizes


def linear_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, causal: bool = False,
                     feature_map: Callable[[torch.Tensor], torch.Tensor] = elu_feature_map,
                     eps: float = 1e-6, form: str = "quadratic") -> torch.Tensor:
    """Linear attention: softmax's ``exp(q·k)`` replaced by ``phi(q)·phi(k)``.

    Query ``i`` gets ``sum_j a_ij v_j / (sum_j a_ij + eps)`` with ``a_ij = phi(q_i)·phi(k_j)``
    (over ``j <= i`` when causal). Two ways to compute it, equal up to rounding:

    * ``form="quadratic"``: form ``A = phi(Q) phi(K)ᵀ`` ``(B, H, Tq, Tk)`` (lower triangle if
      causal), normalise each row by its sum, multiply by ``V``: ``O(Tq · Tk)``, like softmax;
    * ``form="linear"``: by associativity ``phi(Q) (phi(K)ᵀ V)``: the ``(Dh, Dv)`` summary
      ``phi(K)ᵀ V`` and the normaliser ``phi(K)ᵀ 1`` are formed once, ``O(T · Dh · Dv)``. With
      ``causal`` this is :func:`linear_attention_recurrent`, the running version.

    Args:
        q: queries ``(B, H, Tq, Dh)``.
        k: keys ``(B, H, Tk, Dh)``.
        v: values ``(B, H, Tk, Dv)``.
        causal: query ``i`` sees keys ``0 .. i`` only; needs ``Tq == Tk``.
        feature_map: ``phi``, applied to the last axis of ``q`` and ``k``; it should give
            positive features (default :func:`elu_feature_map`).
        eps: added to each normaliser, ``>= 0``.
        form: ``"quadratic"`` or ``"linear"``.

    Returns:
        ``(B, H, Tq, Dv)``.
    """
    _, _, num_queries, num_keys, _, _ = _check_linear_args(q, k, v, eps)
    check_bool("causal", causal)
    if form not in _FORMS:
        raise ValueError(f"form must be 'quadratic' or 'linear', got {form!r}")
    if causal:
        _check_self_attention("causal linear attention", num_queries, num_keys)
        if form == "linear":
            return linear_attention_recurrent(q, k, v, feature_map=feature_map, eps=eps)
    phi_q, phi_k = _features(feature_map, q, k)  # (B, H, Tq, F), (B, H, Tk, F)
    if form == "linear":
        summary = phi_k.transpose(-2, -1) @ v  # (B, H, F, Tk) @ (B, H, Tk, Dv) -> (B, H, F, Dv)
        normaliser = phi_q @ phi_k.sum(dim=2)[..., None]  # (B, H, Tq, F) @ (B, H, F, 1)
        return (phi_q @ summary) / (normaliser + eps)  # (B, H, Tq, Dv)
    similarity = phi_q @ phi_k.transpose(-2, -1)  # (B, H, Tq, Tk)
    if causal:
        similarity = similarity.masked_fill(~causal_mask(num_queries, num_keys,
                                                         device=q.device), 0.0)
    return (similarity @ v) / (similarity.sum(dim=-1, keepdim=True) + eps)  # (B, H, Tq, Dv)


def linear_attention_recurrent(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
                               feature_map: Callable[[torch.Tensor], torch.Tensor]
                               = elu_feature_map, eps: float = 1e-6) -> torch.Tensor:
    """Causal linear attention as a recurrence: a state of fixed size, one step per token.

    A Python loop over the positions ``t = 0 .. T - 1`` keeps

        S_t = S_{t-1} + phi(k_t) v_tᵀ   (B, H, F, Dv),     z_t = z_{t-1} + phi(k_t)   (B, H, F)

    and outputs ``phi(q_t)ᵀ S_t / (phi(q_t)ᵀ z_t + eps)``. Each step costs ``O(F · Dv)``
    whatever ``t`` is, and the state never grows: a Transformer layer run like an RNN
    (Katharopoulos et al. 2020). Equal to ``linear_attention(..., causal=True)``. ``F`` is the
    width of the features, ``Dh`` for the default feature map.

    Args:
        q: queries ``(B, H, T, Dh)``.
        k: keys ``(B, H, T, Dh)``.
        v: values ``(B, H, T, Dv)``.
        feature_map: ``phi`` (default :func:`elu_feature_map`).
        eps: added to each normaliser, ``>= 0``.

    Returns:
        ``(B, H, T, Dv)``.
    """
    _, _, num_queries, num_keys, _, _ = _check_linear_args(q, k, v, eps)
    _check_self_attention("linear_attention_recurrent", num_queries, num_keys)
    phi_q, phi_k = _features(feature_map, q, k)  # (B, H, T, F)
    state = phi_k.new_zeros((*phi_k.shape[:2], phi_k.shape[3], v.shape[3]))  # S: (B, H, F, Dv)
    normaliser = phi_k.new_zeros((*phi_k.shape[:2], phi_k.shape[3]))  # z: (B, H, F)
    outputs = []
    for t in range(num_queries):
        state = state + phi_k[:, :, t, :, None] * v[:, :, t, None, :]  # outer product (F, Dv)
        normaliser = normaliser + phi_k[:, :, t]
        numerator = (phi_q[:, :, t, None, :] @ state)[:, :, 0]  # (B, H, 1, F) @ (B, H, F, Dv)
        denominator = (phi_q[:, :, t] * normaliser).sum(dim=-1, keepdim=True)  # (B, H, 1)
        outputs.append(numerator / (denominator + eps))  # (B, H, Dv)
    return torch.stack(outputs, dim=2)  # (B, H, T, Dv)
