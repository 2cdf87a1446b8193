"""ALiBi, attention with linear biases (chapter 10, *Attention at scale*; Press et al. 2021).

Each head subtracts from its scores a penalty proportional to the distance between query and
key, with a slope of its own, instead of adding positions to the inputs.
"""

from __future__ import annotations

import math

import torch

from attnviz._checks import (
    check_float_dtype,
    check_int,
)

__all__ = ["alibi_bias", "alibi_slopes"]


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
