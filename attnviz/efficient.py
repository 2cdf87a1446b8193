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
from torch import nn

from ._checks import (
    check_bool,
    check_finite_number,
    check_float_dtype,
    check_floating,
    check_int,
    check_same_dtype,
    check_tensor,
)
from .masking import lengths_to_mask, masked_softmax
from .multihead import causal_mask

__all__ = [
    "RotaryEmbedding",
    "alibi_bias",
    "alibi_slopes",
    "elu_feature_map",
    "linear_attention",
    "linear_attention_recurrent",
    "rotary_matrix",
    "sliding_window_attention",
    "sliding_window_mask",
    "tiled_attention",
]

_FORMS = ("quadratic", "linear")


# ---------------------------------------------------------------------------------------------
# argument checks shared by the attention functions

def _check_qkv(q: object, k: object, v: object) -> tuple[int, int, int, int, int, int]:
    """Check ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``v (B, H, Tk, Dv)``; return the sizes."""
    for name, x, hint in (("q", q, "(B, H, Tq, Dh)"), ("k", k, "(B, H, Tk, Dh)"),
                          ("v", v, "(B, H, Tk, Dv)")):
        check_tensor(name, x, ndim=4, shape_hint=hint)
        check_floating(name, x)
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
        valid_lens: optional integer ``(B,)``, each in ``[0, Tk]``: keys at positions
            ``>= valid_lens[b]`` are padding and hidden from every query of sequence ``b``.
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, Tq, Dv)``. A query with no key to attend to gets zeros, never NaN (as in
        :class:`attnviz.MultiHeadAttention`).
    """
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
        # the package's one conversion also refuses non-integer and negative lengths
        padding = lengths_to_mask(valid_lens.to(q.device), num_keys)[:, None]  # (B, 1, 1, Tk)
        # key tiles past every sequence's length are all padding: skip them
        key_end = int(valid_lens.max()) if valid_lens.numel() else 0
        if key_end > num_keys:
            raise ValueError(f"valid_lens must hold lengths in [0, {num_keys}], at most the "
                             f"Tk={num_keys} keys of k, got {key_end}")
    offset = num_keys - num_queries  # query i sits at key position i + offset
    outputs = []
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
            keep = None
            if causal and k1 - 1 > q0 + offset:  # the tile reaches into some query's future
                query_pos = torch.arange(q0, q1, device=q.device)[:, None] + offset
                keep = query_pos >= torch.arange(k0, k1, device=q.device)  # (tq, tk)
            if padding is not None:
                block = padding[..., k0:k1]  # (B, 1, 1, tk)
                keep = block if keep is None else keep & block
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
        seen = running_sum > 0  # (B, H, tq, 1): false for a query with no visible key
        outputs.append(torch.where(seen, running_out / torch.where(seen, running_sum, 1.0),
                                   0.0))
    return torch.cat(outputs, dim=2)  # (B, H, Tq, Dv)


# ---------------------------------------------------------------------------------------------
# sliding-window (local) attention

def sliding_window_mask(num_queries: int, num_keys: int, window: int, *,
                        device: torch.device | None = None) -> torch.Tensor:
    """Boolean "may attend" mask ``(Tq, Tk)`` of causal local attention.

    Query ``i`` sits at position ``pos(i) = i + Tk - Tq`` (the queries are the last ``Tq``
    positions, as in :func:`attnviz.causal_mask`) and may attend to key ``j`` iff
    ``0 <= pos(i) - j < window``: itself and the ``window - 1`` keys before it. A window of
    ``Tk`` or more gives :func:`attnviz.causal_mask`. For example ``sliding_window_mask(4, 4,
    2)`` is::

        [[1, 0, 0, 0],
         [1, 1, 0, 0],
         [0, 1, 1, 0],
         [0, 0, 1, 1]]

    Args:
        num_queries: ``Tq``.
        num_keys: ``Tk`` (at least ``Tq``).
        window: how many keys each query sees, counting itself; ``>= 1``.
        device: where to create the mask.

    Returns:
        A boolean ``(Tq, Tk)`` mask.
    """
    check_int("num_queries", num_queries, minimum=1)
    check_int("num_keys", num_keys, minimum=1)
    check_int("window", window, minimum=1)
    if num_queries > num_keys:
        raise ValueError(f"a sliding-window mask needs num_queries <= num_keys (the queries are "
                         f"the last positions), got {num_queries} > {num_keys}")
    query_pos = torch.arange(num_queries, device=device)[:, None] + (num_keys - num_queries)
    distance = query_pos - torch.arange(num_keys, device=device)  # (Tq, Tk): pos(i) - j
    return (distance >= 0) & (distance < window)


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


# ---------------------------------------------------------------------------------------------
# rotary position embeddings

def _check_rotary_args(head_dim: object, base: object) -> None:
    check_int("head_dim", head_dim, expected="a positive even int")
    if head_dim < 2 or head_dim % 2:
        raise ValueError(f"head_dim must be a positive even int (features are rotated in "
                         f"pairs), got {head_dim}")
    if check_finite_number("base", base) <= 0:
        raise ValueError(f"base must be a finite number > 0, got {base!r}")


def _inverse_frequencies(head_dim: int, base: float, dtype: torch.dtype,
                         device: torch.device | None) -> torch.Tensor:
    """``base ** (-2i / Dh)`` for ``i = 0 .. Dh/2 - 1``: ``(Dh/2,)``, the angle per position."""
    pair = torch.arange(0, head_dim, 2, dtype=dtype, device=device)  # 2i
    return base ** (-pair / head_dim)


def rotary_matrix(position: float, head_dim: int, base: float = 10000.0, *,
                  dtype: torch.dtype = torch.float64) -> torch.Tensor:
    """The ``(Dh, Dh)`` rotation that :class:`RotaryEmbedding` applies at ``position``.

    Block diagonal: block ``i`` rotates the feature pair ``(x[2i], x[2i+1])`` by the angle
    ``theta_i = position * base ** (-2i / Dh)``, ``[[cos, -sin], [sin, cos]]``; so
    ``RotaryEmbedding(Dh)(x)[t] == rotary_matrix(t, Dh) @ x[t]``. Built with Python loops, as
    a closed form to test against.

    Args:
        position: the token's position (any real number).
        head_dim: ``Dh``, even.
        base: the wavelength scale, a finite number > 0.
        dtype: floating-point type of the result (an integer type would truncate every cosine
            and sine to 0 or ±1, so it is refused, as is a complex type).

    Returns:
        ``R`` of shape ``(Dh, Dh)``, orthogonal.
    """
    _check_rotary_args(head_dim, base)
    check_finite_number("position", position)
    check_float_dtype("dtype", dtype)
    matrix = torch.zeros(head_dim, head_dim, dtype=torch.float64)
    for i in range(head_dim // 2):
        angle = position * base ** (-2 * i / head_dim)
        cos, sin = math.cos(angle), math.sin(angle)
        matrix[2 * i, 2 * i], matrix[2 * i, 2 * i + 1] = cos, -sin
        matrix[2 * i + 1, 2 * i], matrix[2 * i + 1, 2 * i + 1] = sin, cos
    return matrix.to(dtype)


class RotaryEmbedding(nn.Module):
    """Rotary position embedding (RoPE, Su et al. 2021): rotate queries and keys by position.

    Features are rotated in *interleaved* pairs, as in the RoFormer paper: the pair
    ``(x[2i], x[2i+1])`` of the token at position ``m`` is turned by the angle
    ``m * base ** (-2i / Dh)``. (GPT-NeoX and Llama pair feature ``i`` with ``i + Dh/2``
    instead; the two differ by a fixed permutation of the features.) Rotating the query at
    position ``m`` and the key at ``n`` leaves their dot product a function of ``m - n``
    only: attention sees relative positions, and norms are unchanged. Apply it to the
    per-head queries and keys, not to the values. The module has no parameters or buffers.

    Args:
        head_dim: ``Dh``, even.
        base: the wavelength scale (10000 in the paper).
    """

    def __init__(self, head_dim: int, *, base: float = 10000.0) -> None:
        super().__init__()
        _check_rotary_args(head_dim, base)
        self.head_dim, self.base = head_dim, float(base)

    def extra_repr(self) -> str:
        return f"head_dim={self.head_dim}, base={self.base:g}"

    def forward(self, x: torch.Tensor, positions: torch.Tensor | int | None = None
                ) -> torch.Tensor:
        """Rotate each pair of features of ``x`` by its position's angles.

        Args:
            x: ``(..., T, Dh)`` floating point (queries or keys, e.g. ``(B, H, T, Dh)``).
            positions: the positions of the ``T`` tokens: ``None`` for ``0 .. T - 1``, a
                non-negative int ``p`` for ``p .. p + T - 1`` (the tokens after ``p`` cached
                ones), or a tensor ``(T,)`` of finite, non-negative numbers (integer or
                floating point).

        Returns:
            A new tensor shaped like ``x`` (``x`` is not modified).

        Raises:
            TypeError: ``x`` is not a floating-point tensor, or ``positions`` is of a wrong
                type or dtype.
            ValueError: a wrong shape, or a negative or non-finite position.
        """
        check_tensor("x", x, shape_hint=f"(..., T, {self.head_dim})")
        check_floating("x", x)
        if x.dim() < 2 or x.shape[-1] != self.head_dim:
            raise ValueError(f"x must be shaped (..., T, {self.head_dim}) with head_dim="
                             f"{self.head_dim} on its last axis, got {tuple(x.shape)}")
        steps = x.shape[-2]
        # angles in float64 (float32 on Apple MPS, which has no float64): positions times
        # small frequencies lose digits in low precision
        work = torch.float32 if x.device.type == "mps" else torch.float64
        if positions is None or isinstance(positions, int) and not isinstance(positions, bool):
            offset = 0 if positions is None else check_int("positions", positions, minimum=0,
                                                           expected="a non-negative int offset")
            pos = torch.arange(offset, offset + steps, dtype=work, device=x.device)
        elif not isinstance(positions, torch.Tensor):
            raise TypeError(f"positions must be None, a non-negative int offset or a (T,) = "
                            f"({steps},) tensor of positions, got {type(positions).__name__} "
                            f"{positions!r}")
        else:
            check_tensor("positions", positions, ndim=1, shape_hint=f"(T,) = ({steps},)")
            if positions.shape[0] != steps:
                raise ValueError(f"positions must be a (T,) = ({steps},) tensor of numbers, "
                                 f"one per token of x, got shape {tuple(positions.shape)}")
            if positions.is_complex() or positions.dtype == torch.bool:
                raise TypeError(f"positions must hold real numbers (integer or floating "
                                f"point), got dtype {positions.dtype}")
            pos = positions.to(device=x.device, dtype=work)
            if steps and not (torch.isfinite(pos).all() and pos.min() >= 0):  # (T,): cheap
                bad = pos[~torch.isfinite(pos) | (pos < 0)][0].item()
                raise ValueError(f"positions must be finite and non-negative, got {bad}")
        angles = pos[:, None] * _inverse_frequencies(self.head_dim, self.base, work,
                                                     x.device)  # (T, Dh/2)
        cos, sin = torch.cos(angles).to(x.dtype), torch.sin(angles).to(x.dtype)
        pairs = x.unflatten(-1, (self.head_dim // 2, 2))  # (..., T, Dh) -> (..., T, Dh/2, 2)
        even, odd = pairs[..., 0], pairs[..., 1]  # x[2i], x[2i+1]: (..., T, Dh/2)
        rotated = torch.stack([even * cos - odd * sin, even * sin + odd * cos], dim=-1)
        return rotated.flatten(-2)  # (..., T, Dh/2, 2) -> (..., T, Dh)


# ---------------------------------------------------------------------------------------------
# ALiBi

def _power_of_two_slopes(n: int) -> list[float]:
    return [2.0 ** (-8.0 * i / n) for i in range(1, n + 1)]


def alibi_slopes(num_heads: int, *, dtype: torch.dtype = torch.float32,
                 device: torch.device | None = None) -> torch.Tensor:
    """The per-head slopes of ALiBi (Press et al. 2021), a geometric sequence.

    For ``H`` a power of two, head ``i = 1 .. H`` gets ``2 ** (-8 i / H)``: for 8 heads
    ``1/2, 1/4, ..., 1/256``. For other ``H`` the paper's rule: the ``n`` slopes for ``n``,
    the largest power of two below ``H``, then every other slope of the ``2n`` sequence
    (``2 ** (-4/n), 2 ** (-12/n), ...``) for the remaining ``H - n`` heads.

    Args:
        num_heads: ``H``.
        dtype: floating-point type of the result (an integer type would truncate every slope
            to 0, so it is refused, as is a complex type).
        device: where to create it.

    Returns:
        ``(H,)`` slopes in ``(0, 1)``.
    """
    check_int("num_heads", num_heads, minimum=1)
    check_float_dtype("dtype", dtype)
    lower = 2 ** int(math.floor(math.log2(num_heads)))  # the largest power of two <= H
    slopes = _power_of_two_slopes(lower)
    slopes += _power_of_two_slopes(2 * lower)[0::2][: num_heads - lower]
    return torch.tensor(slopes, dtype=dtype, device=device)


def alibi_bias(num_heads: int, num_queries: int, num_keys: int, *,
               dtype: torch.dtype = torch.float32,
               device: torch.device | None = None) -> torch.Tensor:
    """Causal ALiBi biases to add to attention scores: a penalty growing with distance.

    Entry ``[h, i, j]`` is ``-slope[h] * (pos(i) - j)`` for keys at or before the query's
    position ``pos(i) = i + Tk - Tq`` (the queries being the last ``Tq`` positions, as in
    :func:`attnviz.causal_mask`), and ``-inf`` for future keys, so the bias is also the causal
    mask: pass it as ``F.scaled_dot_product_attention(q, k, v, attn_mask=bias)`` (a float mask
    is added to the scores), with no separate mask. Every row keeps at least one finite entry.

    Args:
        num_heads: ``H``; slopes from :func:`alibi_slopes`.
        num_queries: ``Tq``.
        num_keys: ``Tk`` (at least ``Tq``).
        dtype: floating-point type of the result (integer and complex types are refused).
        device: where to create it.

    Returns:
        ``(H, Tq, Tk)``.
    """
    check_int("num_heads", num_heads, minimum=1)
    check_int("num_queries", num_queries, minimum=1)
    check_int("num_keys", num_keys, minimum=1)
    check_float_dtype("dtype", dtype)
    if num_queries > num_keys:
        raise ValueError(f"alibi_bias needs num_queries <= num_keys (the queries are the last "
                         f"positions), got {num_queries} > {num_keys}")
    query_pos = torch.arange(num_queries, device=device)[:, None] + (num_keys - num_queries)
    distance = (query_pos - torch.arange(num_keys, device=device)).to(dtype)  # (Tq, Tk)
    slopes = alibi_slopes(num_heads, dtype=dtype, device=device)[:, None, None]  # (H, 1, 1)
    bias = -slopes * distance  # (H, Tq, Tk)
    return bias.masked_fill(distance < 0, -math.inf)
