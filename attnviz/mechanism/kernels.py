"""Kernels and Nadaraya–Watson regression (chapter 2, *Attention pooling by similarity*).

Nadaraya–Watson regression is attention with a fixed similarity: each query ``x`` weighs every
training input ``x_i`` by a kernel ``K((x - x_i) / width)``, normalises the weights to sum to
one, and returns the weighted average of the targets ``y_i``. Nothing is trained.

Every kernel here is a function of the scaled distance ``u = (x - x_i) / width`` with its
largest value, 1, at ``u = 0``; normalising constants cancel in the weighted average. Each maps
a NaN distance to NaN, so a NaN input is never turned into a finite weight.
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnviz._checks import check_floating, check_positive, check_same_dtype, check_tensor

__all__ = [
    "KERNELS",
    "boxcar_kernel",
    "constant_kernel",
    "epanechnikov_kernel",
    "gaussian_kernel",
    "get_kernel",
    "nadaraya_watson",
]

Kernel = Callable[[torch.Tensor], torch.Tensor]


def gaussian_kernel(u: torch.Tensor) -> torch.Tensor:
    """Gaussian kernel ``exp(-u²/2)``: every training point gets some weight."""
    return torch.exp(-(u**2) / 2)


def boxcar_kernel(u: torch.Tensor) -> torch.Tensor:
    """Boxcar kernel ``1 if |u| <= 1 else 0``: an unweighted average over a window (NaN stays
    NaN)."""
    inside = (u.abs() <= 1).to(u.dtype)
    return torch.where(torch.isnan(u), u, inside)


def epanechnikov_kernel(u: torch.Tensor) -> torch.Tensor:
    """Epanechnikov kernel ``max(0, 1 - u²)``: a smooth window of compact support."""
    return torch.clamp(1 - u**2, min=0)


def constant_kernel(u: torch.Tensor) -> torch.Tensor:
    """Constant kernel ``1``: every query gets the plain mean of the targets (NaN stays NaN)."""
    return torch.where(torch.isnan(u), u, torch.ones_like(u))


#: The kernels by name, as :func:`get_kernel` and :func:`nadaraya_watson` accept them.
KERNELS: dict[str, Kernel] = {
    "gaussian": gaussian_kernel,
    "boxcar": boxcar_kernel,
    "epanechnikov": epanechnikov_kernel,
    "constant": constant_kernel,
}


def get_kernel(kernel: str | Kernel) -> Kernel:
    """Look a kernel up by name in :data:`KERNELS`, or pass a callable through."""
    if callable(kernel):
        return kernel
    if isinstance(kernel, str) and kernel in KERNELS:
        return KERNELS[kernel]
    raise ValueError(
        f"kernel must be one of {sorted(KERNELS)} or a callable, got {kernel!r}"
    )


def nadaraya_watson(x_train: torch.Tensor, y_train: torch.Tensor, x_query: torch.Tensor, *,
                    kernel: str | Kernel = "gaussian",
                    width: float = 1.0) -> tuple[torch.Tensor, torch.Tensor]:
    """Nadaraya–Watson estimates at ``x_query`` and the attention weights behind them.

    Args:
        x_train: training inputs (keys) ``(Tk,)``.
        y_train: training targets (values) ``(Tk,)`` or ``(Tk, Dv)``.
        x_query: query inputs ``(Tq,)``.
        kernel: a name from :data:`KERNELS` or a callable applied elementwise to ``u``.
        width: the kernel's width ``σ`` (``u = (x - x_i) / σ``); smaller is more local.

    Returns:
        ``(y_hat, weights)``: estimates ``(Tq,)`` or ``(Tq, Dv)``, and weights ``(Tq, Tk)`` whose
        rows sum to one. A query no training point reaches (possible with compact kernels)
        gets zero weights and a zero estimate. A NaN input gives NaN where it is used (a NaN
        query gets NaN weights), never a finite number in its place.
    """
    check_tensor("x_train", x_train, ndim=1, shape_hint="(Tk,)")
    check_tensor("y_train", y_train, ndim=(1, 2), shape_hint="(Tk,) or (Tk, Dv)")
    check_tensor("x_query", x_query, ndim=1, shape_hint="(Tq,)")
    for name, value in (("x_train", x_train), ("y_train", y_train), ("x_query", x_query)):
        check_floating(name, value)
    check_same_dtype("y_train", y_train, "x_train", x_train)
    check_same_dtype("x_query", x_query, "x_train", x_train)
    if y_train.shape[0] != x_train.shape[0]:
        raise ValueError(
            f"y_train must have one target per training input, Tk = {x_train.shape[0]}, "
            f"got shape {tuple(y_train.shape)}"
        )
    check_positive("width", width)
    kernel_fn = get_kernel(kernel)
    u = (x_query[:, None] - x_train[None, :]) / width  # (Tq, 1) - (1, Tk) -> (Tq, Tk)
    similarity = kernel_fn(u)  # (Tq, Tk)
    if similarity.shape != u.shape:
        raise ValueError(
            f"kernel must map u of shape {tuple(u.shape)} to the same shape, "
            f"got {tuple(similarity.shape)}"
        )
    if kernel_fn is gaussian_kernel:
        # the same weights as the ratio below, computed as a softmax of -u²/2 so that a query
        # far from every x_i (narrow widths) still gets weights that sum to one, not 0/0
        weights = torch.softmax(-(u**2) / 2, dim=1)
    else:
        total = similarity.sum(dim=1, keepdim=True)  # (Tq, 1)
        reached = (total > 0) | torch.isnan(total)  # NaN must come through, not become 0
        weights = torch.where(reached, similarity / torch.where(reached, total, 1.0), 0.0)
    return weights @ y_train, weights  # (Tq, Tk) @ (Tk,[Dv]) -> (Tq,[Dv])
