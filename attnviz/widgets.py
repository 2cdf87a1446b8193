"""Interactive explorers (chapters 2 and 3). Needs the optional ``ipywidgets`` (7.7 or 8).

Each explorer is a thin wrapper: controls call a pure function and a plot function from this
package, and the drawing is shown as a PNG in an ``ipywidgets.Image``. That keeps the widgets
independent of the notebook's matplotlib backend, works the same in ipywidgets 7 (Colab) and 8,
and lets tests drive the controls headless. Explorers return the widget; they never display it.
"""

from __future__ import annotations

import io
import math
from typing import Any

import torch
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from .kernels import KERNELS, nadaraya_watson
from .masking import masked_softmax
from .plotting import book_style, heatmap, plot_nadaraya_watson
from .scoring import additive_scores, dot_product_scores, multiplicative_scores

__all__ = ["SCORING_FUNCTIONS", "nadaraya_watson_explorer", "scoring_explorer"]


def _ipywidgets() -> Any:
    try:
        import ipywidgets
    except ImportError as error:  # pragma: no cover - exercised only without ipywidgets
        raise ImportError(
            "attnviz's explorers need ipywidgets (7.7 or 8): pip install 'attnviz[widgets]'"
        ) from error
    return ipywidgets


def _png(fig: Figure) -> bytes:
    """Render a Figure that pyplot never saw to PNG bytes."""
    FigureCanvasAgg(fig)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight")
    return buffer.getvalue()


def nadaraya_watson_explorer(x_train: torch.Tensor, y_train: torch.Tensor,
                             x_query: torch.Tensor, *, y_true: torch.Tensor | None = None,
                             kernel: str = "gaussian", width: float = 0.5) -> Any:
    """An explorer for Nadaraya–Watson regression: pick a kernel and a width, see the fit.

    Args:
        x_train, y_train: ``(N,)`` training samples.
        x_query: ``(M,)`` inputs to estimate at.
        y_true: optional ``(M,)`` true function at ``x_query``.
        kernel: the kernel selected at first (a name from :data:`attnviz.KERNELS`).
        width: the width selected at first, between 0.05 and 5.

    Returns:
        An ``ipywidgets.VBox``: a row of controls (kernel ``Dropdown``, width ``FloatLogSlider``)
        above an ``Image`` of the fit and the weight heatmap; redrawn when a control changes.
    """
    widgets = _ipywidgets()
    if kernel not in KERNELS:
        raise ValueError(f"kernel must be one of {sorted(KERNELS)}, got {kernel!r}")
    if not 0.05 <= width <= 5:
        raise ValueError(f"width must be between 0.05 and 5, got {width!r}")
    nadaraya_watson(x_train, y_train, x_query, kernel=kernel, width=width)  # validate inputs
    kernel_control = widgets.Dropdown(options=sorted(KERNELS), value=kernel,
                                      description="kernel")
    width_control = widgets.FloatLogSlider(value=width, base=10, min=math.log10(0.05),
                                           max=math.log10(5), step=0.05, description="width σ",
                                           readout_format=".2f")
    image = widgets.Image(format="png")

    def redraw(_change: object = None) -> None:
        y_hat, weights = nadaraya_watson(x_train, y_train, x_query, kernel=kernel_control.value,
                                         width=width_control.value)
        with book_style():
            fig = Figure(figsize=(10, 3.6))
            fit_ax, weight_ax = fig.subplots(1, 2)
            plot_nadaraya_watson(x_train, y_train, x_query, y_hat, y_true=y_true, ax=fit_ax,
                                 title=f"{kernel_control.value}, σ = {width_control.value:.2f}")
            heatmap(weights, ax=weight_ax, xlabel="training inputs (keys)",
                    ylabel="queries", title="attention weights")
            image.value = _png(fig)

    kernel_control.observe(redraw, names="value")
    width_control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([kernel_control, width_control]), image])


SCORING_FUNCTIONS = ("scaled dot product", "dot product", "additive", "multiplicative")


def _scores(name: str, queries: torch.Tensor, keys: torch.Tensor,
            generator: torch.Generator) -> torch.Tensor:
    width = queries.shape[-1]
    if name == "scaled dot product":
        return dot_product_scores(queries, keys, scale=True)
    if name == "dot product":
        return dot_product_scores(queries, keys, scale=False)
    if name == "additive":
        hidden = 16
        w_q = torch.randn(width, hidden, generator=generator) / math.sqrt(width)
        w_k = torch.randn(width, hidden, generator=generator) / math.sqrt(width)
        w_v = torch.randn(hidden, generator=generator)
        return additive_scores(queries, keys, w_q=w_q, w_k=w_k, w_v=w_v)
    if name == "multiplicative":
        weight = torch.randn(width, width, generator=generator) / math.sqrt(width)
        return multiplicative_scores(queries, keys, weight=weight)
    raise ValueError(f"scoring must be one of {list(SCORING_FUNCTIONS)}, got {name!r}")


def scoring_explorer(*, num_queries: int = 4, num_keys: int = 10, seed: int = 0) -> Any:
    """An explorer for scoring functions: width, masking and scaling, seen in the weights.

    Random unit-variance queries and keys (and random projection weights for additive and
    multiplicative scoring) are drawn from a generator seeded with ``seed``, so the explorer
    never touches the global random state.

    Args:
        num_queries: ``Tq``, rows of the heatmap.
        num_keys: ``Tk``, columns of the heatmap.
        seed: seed of the explorer's own generator.

    Returns:
        An ``ipywidgets.VBox``: controls (scoring ``Dropdown``, width ``IntSlider`` for ``D`` on
        a log scale of powers of two, valid-length ``IntSlider``) above an ``Image`` of the
        weights and a histogram of the scores; redrawn when a control changes.
    """
    widgets = _ipywidgets()
    for name, value in (("num_queries", num_queries), ("num_keys", num_keys)):
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 64:
            raise ValueError(f"{name} must be an int between 1 and 64, got {value!r}")
    scoring_control = widgets.Dropdown(options=list(SCORING_FUNCTIONS),
                                       value=SCORING_FUNCTIONS[0], description="scoring")
    log_width_control = widgets.IntSlider(value=4, min=1, max=10, description="log₂ D")
    length_control = widgets.IntSlider(value=num_keys, min=0, max=num_keys,
                                       description="valid keys")
    image = widgets.Image(format="png")

    def redraw(_change: object = None) -> None:
        generator = torch.Generator().manual_seed(seed)
        width = 2**log_width_control.value
        queries = torch.randn(1, num_queries, width, generator=generator)
        keys = torch.randn(1, num_keys, width, generator=generator)
        scores = _scores(scoring_control.value, queries, keys, generator)
        valid_lens = torch.tensor([length_control.value])
        weights = masked_softmax(scores, valid_lens=valid_lens)
        with book_style():
            fig = Figure(figsize=(10, 3.4))
            weight_ax, score_ax = fig.subplots(1, 2)
            heatmap(weights[0], ax=weight_ax, vmin=0, vmax=1,
                    title=f"{scoring_control.value}, D = {width}")
            score_ax.hist(scores.flatten().numpy(), bins=20, color="tab:gray")
            score_ax.set_xlabel("score")
            score_ax.set_ylabel("count")
            score_ax.set_title(f"scores: std {scores.std().item():.2f}")
            image.value = _png(fig)

    for control in (scoring_control, log_width_control, length_control):
        control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([scoring_control, log_width_control, length_control]),
                         image])
