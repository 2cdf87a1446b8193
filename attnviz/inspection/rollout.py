"""What a Vision Transformer looks at (chapter 8, *The Vision Transformer*): the class token's
attention, attention rollout (Abnar & Zuidema 2020) and patch scores upsampled to pixels.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from attnviz._checks import check_positive, check_tensor

__all__ = ["attention_rollout", "class_token_attention", "upsample_patch_scores"]


def class_token_attention(weights: torch.Tensor) -> torch.Tensor:
    """How much the class token attends to each patch: row 0 without its first column.

    Args:
        weights: ``(B, H, N + 1, N + 1)`` one layer's weights, class token first.

    Returns:
        ``(B, H, N)``.
    """
    check_tensor("weights", weights, ndim=4, shape_hint="(B, H, N + 1, N + 1)")
    return weights[:, :, 0, 1:]



def attention_rollout(layers: list[torch.Tensor], *, residual: bool = True) -> torch.Tensor:
    """Attention rollout (Abnar and Zuidema): how attention flows through all layers.

    Each layer's weights are averaged over heads; with ``residual`` the identity is added (the
    residual connection carries each token to itself) and rows are renormalised; the layers'
    matrices are then multiplied, first layer rightmost.

    Args:
        layers: one ``(B, H, T, T)`` tensor per layer, in order (e.g. from
            :func:`attnviz.record_attention`).
        residual: account for residual connections as ``0.5 · A + 0.5 · I``.

    Returns:
        ``(B, T, T)``; every row sums to one. Row 0 is the class token's rollout.
    """
    if not isinstance(layers, list | tuple) or not layers:
        got = ("an empty " + type(layers).__name__ if isinstance(layers, list | tuple)
               else type(layers).__name__)
        raise ValueError(f"layers must be a non-empty list of (B, H, T, T) tensors, got {got}")
    shape = None
    mixed_layers = []
    for i, weights in enumerate(layers):
        weights = check_tensor(f"layers[{i}]", weights, ndim=4, shape_hint="(B, H, T, T)")
        if weights.shape[-1] != weights.shape[-2]:
            raise ValueError(f"layers[{i}] must be square in its last two axes, shaped "
                             f"(B, H, T, T) (self-attention weights), got {tuple(weights.shape)}")
        if shape is None:
            shape = weights.shape
        if weights.shape != shape:
            raise ValueError(f"layers[{i}] must have shape (B, H, T, T) = {tuple(shape)} like "
                             f"layers[0], got {tuple(weights.shape)}")
        mixed = weights.mean(dim=1)  # (B, T, T)
        if residual:
            eye = torch.eye(mixed.shape[-1], dtype=mixed.dtype, device=mixed.device)
            mixed = 0.5 * mixed + 0.5 * eye
        mixed_layers.append(mixed / mixed.sum(dim=-1, keepdim=True))
    rollout = mixed_layers[0]
    for mixed in mixed_layers[1:]:
        rollout = mixed @ rollout
    return rollout



def upsample_patch_scores(scores: torch.Tensor, *, image_size: int,
                          mode: str = "nearest") -> torch.Tensor:
    """Spread per-patch scores over the pixels of the image they came from.

    Args:
        scores: ``(..., N)`` with ``N`` a square number (patches in row order).
        image_size: ``S``, the image side in pixels.
        mode: ``"nearest"`` (each patch a flat square) or ``"bilinear"`` (smooth).

    Returns:
        ``(..., S, S)``.
    """
    check_tensor("scores", scores, shape_hint="(..., N)")
    check_positive("image_size", image_size, integer=True)
    if scores.dim() == 0 or scores.shape[-1] == 0:
        raise ValueError("scores must hold at least one patch score on its last axis, shaped "
                         f"(..., N) with N >= 1, got shape {tuple(scores.shape)}")
    if scores.is_complex():
        raise TypeError(f"scores must hold real numbers, got dtype {scores.dtype}")
    side = int(round(scores.shape[-1] ** 0.5))
    if side * side != scores.shape[-1]:
        raise ValueError(f"scores must end with a square number of patches, got "
                         f"{scores.shape[-1]}")
    if mode not in ("nearest", "bilinear"):
        raise ValueError(f"mode must be 'nearest' or 'bilinear', got {mode!r}")
    leading = scores.shape[:-1]
    grid = scores.reshape(-1, 1, side, side).float()  # (M, 1, side, side)
    kwargs = {"align_corners": False} if mode == "bilinear" else {}
    image = F.interpolate(grid, size=(image_size, image_size), mode=mode, **kwargs)
    return image.reshape(*leading, image_size, image_size)
