"""Patch attention drawn over an image (chapter 8, *The Vision Transformer*)."""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np
import torch
from matplotlib.axes import Axes

from attnviz.visuals.arrays import to_numpy

__all__ = ["plot_attention_overlay"]


def plot_attention_overlay(image: torch.Tensor | np.ndarray,
                           attention: torch.Tensor | np.ndarray, *, ax: Axes | None = None,
                           alpha: float = 0.55, cmap: str = "inferno",
                           title: str | None = None) -> Axes:
    """Draw a grey image with an attention map over it.

    Args:
        image: ``(S, S)`` or ``(1, S, S)`` pixels.
        attention: ``(S, S)`` (e.g. from :func:`upsample_patch_scores`) or ``(G, G)`` per
            patch, stretched over the image.
        ax: Axes to draw into; a new figure is made when ``None``.
        alpha: opacity of the attention map.
        cmap: colour map of the attention.
        title: the Axes' title.

    Returns:
        The Axes drawn into.
    """
    pixels = to_numpy(image, name="image")
    if pixels.ndim == 3 and pixels.shape[0] == 1:
        pixels = pixels[0]
    if pixels.ndim != 2:
        raise ValueError(f"image must be shaped (S, S) or (1, S, S), got {pixels.shape}")
    heat = to_numpy(attention, name="attention")
    if heat.ndim != 2:
        raise ValueError(f"attention must be 2-D, shaped (S, S) or (G, G), got {heat.shape}")
    if ax is None:
        _, ax = plt.subplots()
    extent = (-0.5, pixels.shape[1] - 0.5, pixels.shape[0] - 0.5, -0.5)
    ax.imshow(pixels, cmap="gray", extent=extent)
    ax.imshow(heat, cmap=cmap, alpha=alpha, extent=extent, interpolation="nearest")
    ax.set_xticks([])
    ax.set_yticks([])
    if title is not None:
        ax.set_title(title)
    return ax
