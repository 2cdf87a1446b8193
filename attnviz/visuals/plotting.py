"""Plots of attention weights and of the functions behind them (every chapter draws with these).

Plotting functions are functions of data: they draw into the ``ax`` they are given (or a new
figure), return the Axes (or the Figure, for grids), never call ``plt.show()`` and never change
global settings. :func:`book_style` is a context manager for the book's look that restores
every rcParam on exit.
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import matplotlib as mpl
import matplotlib.pyplot as plt
import numpy as np
import torch
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.image import AxesImage
from matplotlib.ticker import MaxNLocator
from PIL import Image

from attnviz._files import check_output_path, write_atomically
from attnviz.visuals.arrays import to_numpy
from attnviz.visuals.palette import ROLE_COLORS

if TYPE_CHECKING:
    from matplotlib.typing import RcKeyType

__all__ = [
    "book_style",
    "figure_png",
    "heatmap",
    "heatmap_grid",
    "plot_nadaraya_watson",
    "save_figure",
    "sharp_figures",
]

_BOOK_RC: dict[RcKeyType, Any] = {
    "figure.dpi": 100,
    "figure.figsize": (5.0, 3.5),
    "font.size": 10,
    "axes.titlesize": 10,
    "axes.labelsize": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "legend.frameon": False,
}


@contextlib.contextmanager
def book_style() -> Iterator[None]:
    """Draw in the book's style inside a ``with`` block; rcParams are restored afterwards.

    Only the settings the style changes are saved and restored, so the block never touches the
    backend or interactive mode (``plt.rc_context`` would restore ``interactive`` too, which
    hides every later figure in a notebook whose first figure was drawn inside the block).
    """
    saved = {key: mpl.rcParams[key] for key in _BOOK_RC}
    try:
        mpl.rcParams.update(_BOOK_RC)
        yield
    finally:
        mpl.rcParams.update(saved)


def _check_png_options(scale: object, colors: object) -> None:
    if not (isinstance(scale, int) and scale >= 1):
        raise ValueError(f"scale must be a whole number >= 1, got {scale!r}")
    if colors is not None and not (isinstance(colors, int) and 2 <= colors <= 256):
        raise ValueError(f"colors must be None or a whole number from 2 to 256, got {colors!r}")


def figure_png(fig: Figure, *, scale: int = 2, colors: int | None = 256) -> tuple[bytes, dict]:
    """``fig`` as a PNG drawn at ``scale`` times its resolution, and the size to show it at.

    Shown at its nominal size, the picture is sharp on a high-density screen. With ``colors``,
    the PNG holds at most that many colours (a palette image, no dithering): about a third of
    the bytes of a full-colour PNG for a plot, and no difference the eye can see.

    Returns:
        ``(png_bytes, {"width": ..., "height": ...})``: the bytes, and the display size in CSS
        pixels (the image's size divided by ``scale``), as Jupyter's image metadata.
    """
    if not isinstance(fig, Figure):
        raise TypeError(f"fig must be a matplotlib Figure, got {type(fig).__name__}")
    _check_png_options(scale, colors)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=fig.dpi * scale, bbox_inches="tight",
                facecolor=fig.get_facecolor(), edgecolor=fig.get_edgecolor())
    image: Image.Image = Image.open(buffer)
    width, height = image.size
    if colors is not None:
        if image.mode == "RGBA" and image.getchannel("A").getextrema()[0] == 255:
            image = image.convert("RGB")  # opaque: no alpha channel to keep
        method = Image.Quantize.MEDIANCUT if image.mode == "RGB" else Image.Quantize.FASTOCTREE
        image = image.quantize(colors, method=method, dither=Image.Dither.NONE)
        buffer = io.BytesIO()
        image.save(buffer, format="png", optimize=True)
    return buffer.getvalue(), {"width": width // scale, "height": height // scale}


def save_figure(figure: Figure | Axes, path: str | os.PathLike[str], *, scale: int = 2,
                colors: int | None = 256) -> Path:
    """Save a heatmap, a grid or any plot as an SVG or a PNG file, chosen by ``path``'s suffix.

    ``heatmap`` returns its Axes and ``heatmap_grid`` its Figure: either can be passed. An SVG
    is vector graphics (text stays text); a PNG is drawn by :func:`figure_png` at ``scale``
    times the figure's resolution. The file is written whole (to a temporary file, then
    renamed), so a failed save leaves an existing file as it was.

    Args:
        figure: a matplotlib Figure, or an Axes (its figure is saved).
        path: where to write, ending in ``.svg`` or ``.png``, in an existing folder.
        scale, colors: for a PNG, as for :func:`figure_png`.

    Returns:
        The path written.
    """
    fig = figure.figure if isinstance(figure, Axes) else figure
    if not isinstance(fig, Figure):
        raise TypeError(f"figure must be a matplotlib Figure or Axes, got "
                        f"{type(fig).__name__}")
    target = check_output_path(path, (".svg", ".png"))
    if target.suffix.lower() == ".png":
        data, _ = figure_png(fig, scale=scale, colors=colors)
    else:
        _check_png_options(scale, colors)
        buffer = io.BytesIO()
        fig.savefig(buffer, format="svg", bbox_inches="tight",
                    facecolor=fig.get_facecolor(), edgecolor=fig.get_edgecolor())
        data = buffer.getvalue()
    return write_atomically(target, data)


def sharp_figures(*, scale: int = 2, colors: int | None = 256, shell: Any = None) -> None:
    """Show this notebook's matplotlib figures with :func:`figure_png`: sharp and compact.

    Call it once, in a notebook's setup cell, after importing ``matplotlib.pyplot``: it makes
    sure the inline backend is loaded (matplotlib loads it lazily, and loading it would undo
    this), then tells IPython to turn every figure into a PNG with :func:`figure_png`. This is
    a setting of the running notebook, like ``%config InlineBackend.figure_formats``.

    Raises:
        RuntimeError: outside IPython (a script has no notebook to show figures in).
    """
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            get_ipython = None
        shell = get_ipython() if get_ipython is not None else None
    if shell is None:
        raise RuntimeError("sharp_figures() works in IPython or Jupyter only: there is no "
                           "notebook here to show figures in")
    _check_png_options(scale, colors)
    plt.switch_backend(mpl.get_backend())  # load the inline backend now, not at the first plot
    shell.display_formatter.formatters["image/png"].for_type(
        Figure, lambda fig: figure_png(fig, scale=scale, colors=colors))


def _check_matrices(name: str, data: np.ndarray, shape: str) -> None:
    """Raise unless ``data`` holds real numbers (or booleans) and has no empty axis."""
    if data.dtype.kind not in "biuf":
        raise TypeError(f"{name} must hold real numbers, got dtype {data.dtype}"
                        + ("; plot its .abs() or .real" if data.dtype.kind == "c" else ""))
    if 0 in data.shape:
        raise ValueError(f"{name} must have at least one entry on every axis, shaped {shape}, "
                         f"got shape {data.shape}")


def _check_labels(name: str, labels: Sequence[str] | None, expected: int, axis: str) -> None:
    if labels is not None and len(labels) != expected:
        raise ValueError(
            f"{name} must have one label per {axis} ({expected}), got {len(labels)}"
        )


def _draw(ax: Axes, matrix: np.ndarray, *, cmap: str, vmin: float | None, vmax: float | None,
          xticklabels: Sequence[str] | None, yticklabels: Sequence[str] | None) -> AxesImage:
    image = ax.imshow(matrix, cmap=cmap, vmin=vmin, vmax=vmax, aspect="auto",
                      interpolation="nearest")
    # Rows and columns are numbered: whole-number ticks only (never -0.5, 0.0, 0.5, ...).
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    if xticklabels is not None:
        ax.set_xticks(range(len(xticklabels)), labels=list(xticklabels), rotation=90)
    if yticklabels is not None:
        ax.set_yticks(range(len(yticklabels)), labels=list(yticklabels))
    return image


def _role_color(name: str, role: str | None) -> str:
    """The colour of an axis label holding ``role``: the palette's colour for "query", "key"
    or "value", the text colour (rcParams ``axes.labelcolor``) for ``None``."""
    if role is not None and role not in ROLE_COLORS:
        raise ValueError(f"{name} must be one of {sorted(ROLE_COLORS)} or None, got {role!r}")
    return mpl.rcParams["axes.labelcolor"] if role is None else ROLE_COLORS[role]


def heatmap(weights: torch.Tensor | np.ndarray, *, ax: Axes | None = None,
            xlabel: str = "Keys", ylabel: str = "Queries", title: str | None = None,
            xrole: str | None = "key", yrole: str | None = "query",
            xticklabels: Sequence[str] | None = None, yticklabels: Sequence[str] | None = None,
            cmap: str = "Reds", vmin: float | None = None, vmax: float | None = None,
            colorbar: bool = True) -> Axes:
    """Draw one matrix of attention weights, queries down the rows and keys across.

    Args:
        weights: ``(Tq, Tk)`` tensor (any device, with grad or not) or array of real numbers,
            with ``Tq, Tk >= 1``.
        ax: Axes to draw into; a new figure is made when ``None``.
        xlabel, ylabel, title: axis labels and title.
        xrole, yrole: what each axis holds, ``"query"``, ``"key"``, ``"value"`` or ``None``;
            its label is drawn in that role's colour from :mod:`attnviz.visuals.palette` (the same
            colours as the book's diagrams), or in the text colour for ``None``.
        xticklabels: ``Tk`` key tokens; yticklabels: ``Tq`` query tokens.
        cmap, vmin, vmax: colour map and its limits.
        colorbar: add a colour bar beside the Axes.

    Returns:
        The Axes drawn into.
    """
    matrix = to_numpy(weights, name="weights")
    if matrix.ndim != 2:
        raise ValueError(f"weights must be 2-D, shaped (Tq, Tk), got shape {matrix.shape}")
    _check_matrices("weights", matrix, "(Tq, Tk)")
    _check_labels("xticklabels", xticklabels, matrix.shape[1], "key (Tk)")
    _check_labels("yticklabels", yticklabels, matrix.shape[0], "query (Tq)")
    xcolor, ycolor = _role_color("xrole", xrole), _role_color("yrole", yrole)
    if ax is None:
        _, ax = plt.subplots()
    image = _draw(ax, matrix, cmap=cmap, vmin=vmin, vmax=vmax, xticklabels=xticklabels,
                  yticklabels=yticklabels)
    ax.set_xlabel(xlabel, color=xcolor)
    ax.set_ylabel(ylabel, color=ycolor)
    if title is not None:
        ax.set_title(title)
    if colorbar:
        ax.figure.colorbar(image, ax=ax)
    return ax


def heatmap_grid(weights: torch.Tensor | np.ndarray, *,
                 titles: Sequence[str] | Sequence[Sequence[str]] | None = None,
                 xlabel: str = "Keys", ylabel: str = "Queries",
                 xrole: str | None = "key", yrole: str | None = "query",
                 xticklabels: Sequence[str] | None = None,
                 yticklabels: Sequence[str] | None = None, cmap: str = "Reds",
                 vmin: float | None = None, vmax: float | None = None,
                 figsize: tuple[float, float] | None = None,
                 suptitle: str | None = None) -> Figure:
    """Draw a grid of attention-weight matrices (layers × heads, say) with one colour bar.

    Args:
        weights: ``(rows, cols, Tq, Tk)`` tensor or array of real numbers, no axis empty.
        titles: ``rows`` lists of ``cols`` titles, or one flat list of ``rows * cols``.
        xlabel, ylabel: written once, under the bottom row and beside the left column.
        xrole, yrole: what each axis holds (``"query"``, ``"key"``, ``"value"`` or ``None``),
            which colours its label as in :func:`heatmap`.
        xticklabels: ``Tk`` key tokens; yticklabels: ``Tq`` query tokens.
        cmap, vmin, vmax: colour map and its limits, shared by every panel (by default from 0,
            or the smallest weight if negative, to the largest weight).
        figsize: figure size in inches; chosen from the grid's size when ``None``.
        suptitle: a title over the whole grid.

    Returns:
        The new Figure.
    """
    data = to_numpy(weights, name="weights")
    if data.ndim != 4:
        raise ValueError(
            f"weights must be 4-D, shaped (rows, cols, Tq, Tk), got shape {data.shape}"
        )
    _check_matrices("weights", data, "(rows, cols, Tq, Tk)")
    rows, cols, num_queries, num_keys = data.shape
    _check_labels("xticklabels", xticklabels, num_keys, "key (Tk)")
    _check_labels("yticklabels", yticklabels, num_queries, "query (Tq)")
    xcolor, ycolor = _role_color("xrole", xrole), _role_color("yrole", yrole)
    flat_titles: list[str] | None = None
    if titles is not None:
        flat_titles = [t for row in titles for t in ([row] if isinstance(row, str) else row)]
        if len(flat_titles) != rows * cols:
            raise ValueError(
                f"titles must hold rows * cols = {rows * cols} titles, got {len(flat_titles)}"
            )
    if vmin is None:
        vmin = min(0.0, float(np.nanmin(data)))
    if vmax is None:
        vmax = float(np.nanmax(data))
    if figsize is None:
        figsize = (1.0 + 2.2 * cols, 0.4 + 2.2 * rows)
    fig, axes = plt.subplots(rows, cols, figsize=figsize, sharex=True, sharey=True,
                             squeeze=False)
    images = []
    for i in range(rows):
        for j in range(cols):
            ax = axes[i, j]
            images.append(_draw(ax, data[i, j], cmap=cmap, vmin=vmin, vmax=vmax,
                                xticklabels=xticklabels, yticklabels=yticklabels))
            if i == rows - 1:
                ax.set_xlabel(xlabel, color=xcolor)
            if j == 0:
                ax.set_ylabel(ylabel, color=ycolor)
            if flat_titles is not None:
                ax.set_title(flat_titles[i * cols + j])
    fig.colorbar(images[-1], ax=axes.ravel().tolist(), shrink=0.8)
    if suptitle is not None:
        fig.suptitle(suptitle)
    return fig


def plot_nadaraya_watson(x_train: torch.Tensor | np.ndarray, y_train: torch.Tensor | np.ndarray,
                         x_query: torch.Tensor | np.ndarray, y_hat: torch.Tensor | np.ndarray,
                         *, y_true: torch.Tensor | np.ndarray | None = None,
                         ax: Axes | None = None, title: str | None = None) -> Axes:
    """Plot training samples, a Nadaraya–Watson estimate and (optionally) the true function.

    Args:
        x_train, y_train: ``(N,)`` training samples, drawn as dots.
        x_query, y_hat: ``(M,)`` query inputs and the estimates there, drawn as a line.
        y_true: ``(M,)`` true function at ``x_query``, drawn dashed.
        ax: Axes to draw into; a new figure is made when ``None``.
        title: the Axes' title.

    Returns:
        The Axes drawn into.
    """
    arrays = {name: to_numpy(value, name=name) for name, value in
              (("x_train", x_train), ("y_train", y_train), ("x_query", x_query),
               ("y_hat", y_hat))}
    if y_true is not None:
        arrays["y_true"] = to_numpy(y_true, name="y_true")
    for name, array in arrays.items():
        if array.ndim != 1:
            raise ValueError(f"{name} must be 1-D, got shape {array.shape}")
    if arrays["x_train"].shape != arrays["y_train"].shape:
        raise ValueError("x_train and y_train must have the same shape (N,), got "
                         f"{arrays['x_train'].shape} and {arrays['y_train'].shape}")
    for name in ("y_hat", "y_true"):
        if name in arrays and arrays[name].shape != arrays["x_query"].shape:
            raise ValueError(f"{name} must have the shape of x_query "
                             f"{arrays['x_query'].shape}, got {arrays[name].shape}")
    if ax is None:
        _, ax = plt.subplots()
    ax.plot(arrays["x_train"], arrays["y_train"], "o", color="tab:gray", alpha=0.6,
            markersize=4, label="samples")
    if "y_true" in arrays:
        ax.plot(arrays["x_query"], arrays["y_true"], "--", color="tab:blue", label="truth")
    ax.plot(arrays["x_query"], arrays["y_hat"], color="tab:red", label="estimate")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.legend(loc="upper left")
    if title is not None:
        ax.set_title(title)
    return ax
