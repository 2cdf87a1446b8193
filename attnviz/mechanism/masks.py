"""Masks and the masked softmax (chapter 3, *Attention scoring functions*).

One mask convention for the whole package: a boolean mask means "may attend" (``True`` keeps a
key), as in :func:`torch.nn.functional.scaled_dot_product_attention`. Valid lengths are turned
into such a mask in exactly one place, :func:`lengths_to_mask`. A query row with no key it may
attend to gets all-zero weights, never NaN.
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch import nn

from attnviz._checks import (
    check_floating,
    check_int,
    check_integer,
    check_non_negative_values,
    check_positive,
    check_tensor,
    checked_at_entry,
)

__all__ = [
    "MaskedSoftmax",
    "causal_mask",
    "lengths_to_mask",
    "masked_softmax",
    "merge_masks",
    "resolve_mask",
    "sliding_window_mask",
]


def broadcasts_to(shape: Sequence[int], target: Sequence[int]) -> bool:
    """Whether a tensor of ``shape`` broadcasts to ``target`` (PyTorch's rule: aligned from the
    last dimension, each of ``shape``'s is 1 or ``target``'s). Plain Python: on PyTorch 2.5
    ``torch.broadcast_shapes`` imports SymPy the first time it runs, about two seconds."""
    if len(shape) > len(target):
        return False
    return all(size in (1, wanted) for size, wanted in zip(reversed(shape), reversed(target),
                                                           strict=False))


def lengths_to_mask(valid_lens: torch.Tensor, num_keys: int) -> torch.Tensor:
    """Turn valid lengths into a boolean "may attend" mask over ``num_keys`` keys.

    The one rule for lengths in the package: a length ``n`` keeps the first ``min(n, Tk)`` keys,
    so a length above ``Tk`` means the whole sequence (not an error), and a length of 0 keeps
    none. The encoders and the masked loss follow it too.

    Args:
        valid_lens: non-negative integer tensor ``(B,)`` (one length per sequence: every query
            of sequence ``b`` may attend to its first ``valid_lens[b]`` keys) or ``(B, Tq)``
            (one length per query).
        num_keys: ``Tk``, the number of keys.

    Returns:
        Boolean mask ``(B, 1, Tk)`` for 1-D lengths or ``(B, Tq, Tk)`` for 2-D lengths.
    """
    check_tensor("valid_lens", valid_lens, ndim=(1, 2), shape_hint="(B,) or (B, Tq)")
    check_integer("valid_lens", valid_lens)
    check_int("num_keys", num_keys, minimum=0)
    check_non_negative_values("valid_lens", valid_lens)
    return _lengths_to_mask(valid_lens, num_keys)


def _lengths_to_mask(valid_lens: torch.Tensor, num_keys: int) -> torch.Tensor:
    """:func:`lengths_to_mask` for arguments already checked."""
    positions = torch.arange(num_keys, device=valid_lens.device)  # (Tk,)
    if valid_lens.dim() == 1:
        return positions < valid_lens[:, None, None]  # (B, 1, Tk)
    return positions < valid_lens[:, :, None]  # (B, Tq, Tk)


def resolve_mask(scores: torch.Tensor, *, valid_lens: torch.Tensor | None = None,
                 mask: torch.Tensor | None = None) -> torch.Tensor | None:
    """Combine ``valid_lens`` and ``mask`` into one boolean mask that broadcasts to ``scores``.

    Args:
        scores: ``(B, ..., Tq, Tk)``; any axes between batch and queries (heads, say) are
            broadcast over.
        valid_lens: ``(B,)`` or ``(B, Tq)`` integer lengths, or ``None``.
        mask: boolean "may attend" mask broadcastable to ``scores``, or ``None``.

    Returns:
        A boolean tensor broadcastable to ``scores``, or ``None`` when neither is given.
    """
    if valid_lens is not None:
        if scores.dim() < 3:
            raise ValueError(
                "valid_lens needs scores shaped (B, ..., Tq, Tk) with at least 3 axes, "
                f"got scores of shape {tuple(scores.shape)}"
            )
        check_tensor("valid_lens", valid_lens, ndim=(1, 2), shape_hint="(B,) or (B, Tq)")
        batch, num_queries = scores.shape[0], scores.shape[-2]
        if valid_lens.shape[0] != batch or (valid_lens.dim() == 2
                                            and valid_lens.shape[1] != num_queries):
            expected = f"({batch},) or ({batch}, {num_queries})"
            raise ValueError(
                f"valid_lens must have shape {expected} to match scores of shape "
                f"{tuple(scores.shape)}, got {tuple(valid_lens.shape)}"
            )
        check_integer("valid_lens", valid_lens)
        check_non_negative_values("valid_lens", valid_lens)
    if mask is not None:
        check_tensor("mask", mask)
        if mask.dtype != torch.bool:
            raise TypeError(
                f"mask must be a boolean tensor (True = may attend), got dtype {mask.dtype}"
            )
        if not broadcasts_to(mask.shape, scores.shape):
            raise ValueError(
                f"mask of shape {tuple(mask.shape)} does not broadcast to scores of shape "
                f"{tuple(scores.shape)}"
            )
    return merge_masks(scores.shape[-2] if scores.dim() >= 2 else 1, scores.shape[-1],
                       valid_lens=valid_lens, mask=mask, device=scores.device,
                       axes=max(scores.dim(), 3))


def masked_softmax(scores: torch.Tensor, *, valid_lens: torch.Tensor | None = None,
                   mask: torch.Tensor | None = None) -> torch.Tensor:
    """Softmax over the last axis that gives masked-out keys exactly zero weight.

    Out of place: ``scores`` is never modified. A row whose keys are all masked gets zero
    weights (not NaN, and with finite gradients).

    Args:
        scores: floating tensor ``(B, ..., Tq, Tk)`` (or any shape when only ``mask`` is given).
        valid_lens: optional integer lengths ``(B,)`` or ``(B, Tq)``.
        mask: optional boolean "may attend" mask broadcastable to ``scores``.

    Returns:
        Weights with the shape of ``scores``; each row sums to one, or to zero when it has no
        valid key.
    """
    check_tensor("scores", scores)
    check_floating("scores", scores)
    keep = resolve_mask(scores, valid_lens=valid_lens, mask=mask)
    if keep is None:
        return torch.softmax(scores, dim=-1)
    # The smallest finite value rather than -inf: exp() underflows to exactly 0 for masked keys
    # in any row that has a valid key, and a fully masked row stays finite (no NaN, no NaN grads).
    lowest = torch.finfo(scores.dtype).min
    weights = torch.softmax(scores.masked_fill(~keep, lowest), dim=-1)
    return weights.masked_fill(~keep, 0.0)


class MaskedSoftmax(nn.Module):
    """:func:`masked_softmax` as a module, so forward hooks can see attention weights.

    Shapes as in :func:`masked_softmax`.
    """

    def forward(self, scores: torch.Tensor, *, valid_lens: torch.Tensor | None = None,
                mask: torch.Tensor | None = None) -> torch.Tensor:
        return masked_softmax(scores, valid_lens=valid_lens, mask=mask)


_ALIGNMENTS = ("lower_right", "upper_left")  # the names of torch.nn.attention.bias.CausalVariant



def merge_masks(num_queries: int, num_keys: int, *, valid_lens: torch.Tensor | None = None,
                mask: torch.Tensor | None = None, causal: bool = False,
                device: torch.device | None = None, axes: int = 4) -> torch.Tensor | None:
    """Lengths, a "may attend" mask and causality as one mask: the package's one place that
    combines them (:meth:`attnviz.MultiHeadAttention.attention_mask`,
    :func:`attnviz.compute_attention`, :func:`masked_softmax`). A key is kept where everything
    given keeps it.

    The arguments are not checked here: the callers check them, each by its own rule.

    Args:
        num_queries: ``Tq``.
        num_keys: ``Tk``.
        valid_lens: ``(B,)`` or ``(B, Tq)`` valid key counts, or ``None``.
        mask: a boolean mask broadcastable to ``(B, H, Tq, Tk)``, or ``None``.
        causal: hide future keys, the queries being the last ``Tq`` of the ``Tk`` positions
            (:func:`causal_mask`'s ``"lower_right"``).
        device: where the mask is made.
        axes: the axes of the scores the mask is for (``(B, ..., Tq, Tk)``, at least 3 with
            ``valid_lens``): the lengths' mask gets a 1 for each axis between ``B`` and ``Tq``.

    Returns:
        A boolean mask broadcastable to ``(B, H, Tq, Tk)`` (or to the ``axes`` given), or
        ``None`` when nothing is hidden.
    """
    keep = None
    if valid_lens is not None:
        lengths = _lengths_to_mask(valid_lens.to(device), num_keys)  # (B, 1|Tq, Tk)
        # (B, 1|Tq, Tk) -> (B, 1, ..., 1, 1|Tq, Tk), one 1 per axis between batch and queries
        keep = lengths.view(lengths.shape[0], *[1] * (axes - 3), *lengths.shape[1:])
    if mask is not None:
        mask = mask.to(device)
        keep = mask if keep is None else keep & mask
    if causal:
        triangle = causal_mask(num_queries, num_keys, align="lower_right", device=device)
        keep = triangle if keep is None else keep & triangle
    return keep


def check_attention_mask(name: str, mask: object, target: tuple[int, ...]) -> torch.Tensor:
    """Return ``mask`` if it is a boolean "may attend" tensor that broadcasts to ``target``
    (``(B, H, Tq, Tk)``), else raise naming ``name``: the rule of the attention functions that
    take a ready-made mask (:func:`attnviz.compute_attention`, split-KV attention)."""
    mask = check_tensor(name, mask)
    if mask.dtype != torch.bool:
        raise TypeError(f"{name} must be a boolean 'may attend' mask (from "
                        f"attnviz.mechanism.masks), got dtype {mask.dtype}")
    if not broadcasts_to(mask.shape, target):
        raise ValueError(f"{name} must broadcast to (B, H, Tq, Tk) = {target}, got "
                         f"{tuple(mask.shape)}")
    return mask


def causal_mask(num_queries: int, num_keys: int, *, align: str = "lower_right",
                device: torch.device | None = None) -> torch.Tensor:
    """Boolean "may attend" mask ``(Tq, Tk)`` that hides future keys.

    For ``Tq == Tk`` both alignments give the usual lower triangle; they differ when
    ``Tq != Tk``, in where the queries sit among the key positions. The names are those of
    :class:`torch.nn.attention.bias.CausalVariant`:

    * ``"lower_right"`` (the default): the queries are the *last* ``Tq`` of the ``Tk``
      positions, so query ``i`` may attend to keys ``0 .. i + Tk - Tq``. Right for a key–value
      cache: a single new query (incremental decoding) sees every key. Needs ``Tq <= Tk``.
      Equal to ``torch.nn.attention.bias.causal_lower_right(Tq, Tk)``.
    * ``"upper_left"``: the queries are the *first* ``Tq`` positions, so query ``i`` may attend
      to keys ``0 .. i``; this is ``torch.ones(Tq, Tk, dtype=torch.bool).tril()`` and what
      ``F.scaled_dot_product_attention(..., is_causal=True)`` uses. Any ``Tq`` and ``Tk``.

    For example, with ``Tq = 2`` and ``Tk = 3`` (``1`` = may attend)::

        causal_mask(2, 3)                      causal_mask(2, 3, align="upper_left")
        [[1, 1, 0],                            [[1, 0, 0],
         [1, 1, 1]]                             [1, 1, 0]]

    Args:
        num_queries: ``Tq``.
        num_keys: ``Tk``.
        align: ``"lower_right"`` or ``"upper_left"``.
        device: where to create the mask.

    Returns:
        A boolean ``(Tq, Tk)`` mask.
    """
    if not checked_at_entry():  # inside a checked entry point, the model counted them itself
        for name, value in (("num_queries", num_queries), ("num_keys", num_keys)):
            check_positive(name, value, integer=True)
    if align not in _ALIGNMENTS:
        raise ValueError(f"align must be 'lower_right' or 'upper_left', got {align!r}")
    if align == "upper_left":
        return torch.ones(num_queries, num_keys, dtype=torch.bool, device=device).tril()
    if num_queries > num_keys:
        raise ValueError(
            f"a causal mask needs num_queries <= num_keys, got {num_queries} > {num_keys} "
            "(align='lower_right' puts the queries at the last positions; "
            "align='upper_left' allows more queries than keys)"
        )
    return torch.ones(num_queries, num_keys, dtype=torch.bool, device=device).tril(
        diagonal=num_keys - num_queries)


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
