"""Interactive explorers (chapters 2 to 8).

Three explorers are :class:`attnviz.View` objects (:mod:`attnviz.views`) that compute in the
browser, so they are live wherever HTML output runs scripts, the book's static website
included, with no kernel, no network and no ``ipywidgets``:
:func:`nadaraya_watson_explorer` (chapter 2) and :func:`positional_encoding_explorer`
(chapter 6) embed their inputs and compute with the package's formulas in JavaScript;
:func:`scoring_explorer` (chapter 3) embeds the scores, which need torch's random generator,
and applies the masked softmax in JavaScript. Their front end is
``attnviz/static/<kind>.js`` and ``.css`` with the shared charts of ``charts.js``.

The others (:func:`head_explorer`, :func:`alignment_explorer`,
:func:`patch_attention_explorer`) need the optional ``ipywidgets`` (7.7 or 8). Each is a thin
wrapper: controls call a pure function and a plot function from this package, and the drawing
is shown as a picture: an ``ipywidgets.HTML`` holding one ``<img>``, a PNG drawn at twice its
displayed size (sharp on high-density screens, like the book's figures) with an alt text that
says what the picture now shows, rewritten whenever a control changes it
(``ipywidgets.Image`` can carry no alt text, so screen readers met an unnamed picture). That
keeps the widgets independent of the notebook's matplotlib backend, works the same in
ipywidgets 7 (Colab) and 8, and lets tests drive the controls headless; on the book's website
(the static widget manager) they show their first state. Explorers return the view or the
widget; they never display it.
"""

from __future__ import annotations

import base64
import html
import math
from collections.abc import Sequence
from typing import Any

import torch
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ._checks import check_int, check_tensor
from .kernels import KERNELS, nadaraya_watson
from .plotting import book_style, figure_png, heatmap, to_numpy
from .scoring import additive_scores, dot_product_scores, multiplicative_scores
from .views import View

__all__ = [
    "SCORING_FUNCTIONS",
    "alignment_explorer",
    "head_explorer",
    "nadaraya_watson_explorer",
    "patch_attention_explorer",
    "positional_encoding_explorer",
    "scoring_explorer",
]


def _ipywidgets() -> Any:
    try:
        import ipywidgets
    except ImportError as error:  # pragma: no cover - exercised only without ipywidgets
        raise ImportError(
            "attnviz's explorers need ipywidgets (7.7 or 8): pip install 'attnviz[widgets]'"
        ) from error
    return ipywidgets


# The pictures are drawn at this many pixels per displayed pixel.
PIXEL_RATIO = 2


def _picture(fig: Figure, *, alt: str) -> str:
    """The HTML of one ``<img>`` showing ``fig``, with ``alt`` as its alt text.

    The PNG (:func:`attnviz.figure_png`: PIXEL_RATIO times the figure's resolution, at most 256
    colours) is inlined as a data URL and displayed at its nominal width (the ``width``
    attribute; the book's stylesheet keeps it within its container on narrow screens).
    """
    FigureCanvasAgg(fig)  # a Figure that pyplot never saw needs a canvas to be drawn
    png, size = figure_png(fig, scale=PIXEL_RATIO)
    data = base64.b64encode(png).decode("ascii")
    return (f'<img alt="{html.escape(alt, quote=True)}" width="{size["width"]}" '
            f'src="data:image/png;base64,{data}">')


def _strongest_keys(weights: Any, queries: Sequence[str] | None,
                    keys: Sequence[str] | None, *, limit: int = 12) -> str:
    """``"the → le, cat → chat"``: each query's key with the largest weight (``(Tq, Tk)``).

    Queries whose weights are all zero are left out; the first ``limit`` are listed.
    """
    matrix = to_numpy(weights, name="weights")
    pairs = []
    for q, row in enumerate(matrix[:limit]):
        if row.max() <= 0:
            continue
        k = int(row.argmax())
        query = queries[q] if queries is not None else f"query {q}"
        key = keys[k] if keys is not None else f"key {k}"
        pairs.append(f"{query} → {key}")
    more = ", ..." if len(matrix) > limit else ""
    return ", ".join(pairs) + more


def _effective_keys(weights: Any) -> float:
    """How many keys a query spreads its weight over, on average: the mean of 1 / Σ w² over
    the queries (``(Tq, Tk)``) that give any weight at all (0 when none does)."""
    matrix = to_numpy(weights, name="weights").astype(float)
    squares = (matrix**2).sum(axis=-1)
    spread = [1 / total for total in squares if total > 0]
    return sum(spread) / len(spread) if spread else 0.0


# The Nadaraya–Watson explorer's width slider: WIDTH_RANGE[0] * 100 ** (k / WIDTH_STEPS) for
# k = 0 .. WIDTH_STEPS, a log scale in steps of 0.05 in log10 (0.5 is step 20).
WIDTH_RANGE = (0.05, 5.0)
WIDTH_STEPS = 40
MAX_SAMPLES = 2000
"""The most training inputs, and the most queries, one Nadaraya–Watson explorer embeds."""


def _embedded(name: str, value: torch.Tensor) -> list[float]:
    """A 1-D tensor as a list of Python floats, the exact values; refused unless finite."""
    finite = torch.isfinite(value)
    if not bool(finite.all()):
        raise ValueError(f"{name} must be finite to be shown, got {int((~finite).sum())} NaN or "
                         f"infinite entries in shape {tuple(value.shape)}")
    return value.detach().cpu().double().tolist()


def _fallback(text: str) -> str:
    """What a reader without JavaScript sees instead of an explorer."""
    return f'<p class="attnviz-fallback">{html.escape(text)}</p>'


def nadaraya_watson_explorer(x_train: torch.Tensor, y_train: torch.Tensor,
                             x_query: torch.Tensor, *, y_true: torch.Tensor | None = None,
                             kernel: str = "gaussian", width: float = 0.5) -> View:
    """An explorer for Nadaraya–Watson regression: pick a kernel and a width, see the fit.

    The samples are embedded in the view and the browser computes the estimate with the same
    formulas as :func:`attnviz.nadaraya_watson` (``attnviz/static/nadaraya-watson.js``), so the
    explorer is live with no kernel: in Jupyter, Colab, VS Code and on the book's website.

    Args:
        x_train, y_train: ``(Tk,)`` training inputs and targets (finite, at most
            :data:`MAX_SAMPLES`).
        x_query: ``(Tq,)`` inputs to estimate at (finite, at most :data:`MAX_SAMPLES`).
        y_true: optional ``(Tq,)`` true function at ``x_query``.
        kernel: the kernel selected at first (a name from :data:`attnviz.KERNELS`).
        width: the width selected at first, between 0.05 and 5.

    Returns:
        An :class:`attnviz.View`: a kernel select, a width slider (log scale, 0.05 to 5) and a
        query slider above the fit (training points, estimate, true function, the chosen
        query marked) and the heatmap of the attention weights (queries down, training inputs
        across); below them, how many training inputs a query spreads its weight over on
        average (:func:`_effective_keys`) and the estimate at the chosen query. Each picture
        has a text alternative that follows the controls.
    """
    if kernel not in KERNELS:
        raise ValueError(f"kernel must be one of {sorted(KERNELS)}, got {kernel!r}")
    low, high = WIDTH_RANGE
    if isinstance(width, bool) or not isinstance(width, int | float) or not low <= width <= high:
        raise ValueError(f"width must be between {low} and {high:g}, got {width!r}")
    nadaraya_watson(x_train, y_train, x_query, kernel=kernel, width=width)  # validate inputs
    check_tensor("y_train", y_train, ndim=1, shape_hint="(Tk,) for the explorer")
    for name, value in (("x_train", x_train), ("x_query", x_query)):
        if not 1 <= len(value) <= MAX_SAMPLES:
            raise ValueError(f"{name} must have between 1 and {MAX_SAMPLES} entries, "
                             f"got {len(value)}")
    data: dict[str, Any] = {
        "x_train": _embedded("x_train", x_train),
        "y_train": _embedded("y_train", y_train),
        "x_query": _embedded("x_query", x_query),
        "y_true": None,
    }
    if y_true is not None:
        check_tensor("y_true", y_true, ndim=1, shape_hint="(Tq,)")
        if y_true.shape != x_query.shape:
            raise ValueError(f"y_true must have the shape of x_query {tuple(x_query.shape)}, "
                             f"got {tuple(y_true.shape)}")
        data["y_true"] = _embedded("y_true", y_true)
    ys = data["y_train"] + (data["y_true"] or [])
    margin = 0.05 * (max(ys) - min(ys)) or 0.5
    data.update(kernels=sorted(KERNELS), kernel=kernel, width=float(width), width_min=low,
                width_max=high, width_steps=WIDTH_STEPS, query=len(x_query) // 2,
                y_range=[min(ys) - margin, max(ys) + margin])
    label = (f"Nadaraya–Watson explorer: kernel, width and query controls, the fit and the "
             f"attention weights of {len(x_query)} queries over {len(x_train)} training inputs")
    return View("nadaraya-watson", data, label=label, requires=("charts",),
                fallback=_fallback(label + " (it needs JavaScript)."))


SCORING_FUNCTIONS = ("scaled dot product", "dot product", "additive", "multiplicative")
LOG_WIDTHS = range(1, 11)
"""The scoring explorer's widths: ``D = 2**k`` for ``k`` in this range."""
SCORE_DECIMALS = 6
"""Decimals kept for each score the scoring explorer embeds."""


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


def _explorer_scores(name: str, log_width: int, *, num_queries: int, num_keys: int,
                     seed: int) -> torch.Tensor:
    """The scores the scoring explorer shows for one scoring function and ``D = 2**log_width``:
    ``(Tq, Tk)``, from random unit-variance queries and keys (and projection weights) drawn
    from a generator seeded with ``seed``, never from the global random state."""
    generator = torch.Generator().manual_seed(seed)
    width = 2**log_width
    queries = torch.randn(1, num_queries, width, generator=generator)  # (1, Tq, D)
    keys = torch.randn(1, num_keys, width, generator=generator)  # (1, Tk, D)
    return _scores(name, queries, keys, generator)[0]  # (Tq, Tk)


def scoring_explorer(*, num_queries: int = 4, num_keys: int = 10, seed: int = 0) -> View:
    """An explorer for scoring functions: width, masking and scaling, seen in the weights.

    Random unit-variance queries and keys (and random projection weights for additive and
    multiplicative scoring) are drawn from a generator seeded with ``seed``, so the explorer
    never touches the global random state. A browser cannot draw torch's random numbers, so
    the scores of every scoring function for every width (:data:`LOG_WIDTHS`) are computed here
    and embedded, rounded to :data:`SCORE_DECIMALS` decimals; the browser applies the masked
    softmax of :func:`attnviz.masked_softmax` (``attnviz/static/scoring.js``), so the explorer
    is live with no kernel, on the book's website too.

    Args:
        num_queries: ``Tq``, rows of the heatmap.
        num_keys: ``Tk``, columns of the heatmap.
        seed: seed of the explorer's own generator.

    Returns:
        An :class:`attnviz.View`: a scoring select, a ``log₂ D`` slider (1 to 10) and a
        valid-keys slider (0 to ``Tk``) above the heatmap of the weights and a histogram of the
        scores; below them, the largest weight and the scores' standard deviation (unbiased,
        as :meth:`torch.Tensor.std`). Each picture has a text alternative that follows the
        controls.
    """
    for name, value in (("num_queries", num_queries), ("num_keys", num_keys)):
        check_int(name, value, minimum=1, maximum=64)
    check_int("seed", seed, minimum=0)
    scores = [[torch.round(_explorer_scores(name, log_width, num_queries=num_queries,
                                            num_keys=num_keys, seed=seed).double(),
                           decimals=SCORE_DECIMALS).tolist()
               for log_width in LOG_WIDTHS]
              for name in SCORING_FUNCTIONS]  # [scoring][log width][Tq][Tk]
    data = {"scorings": list(SCORING_FUNCTIONS), "log_widths": list(LOG_WIDTHS),
            "scores": scores, "num_queries": num_queries, "num_keys": num_keys,
            "scoring": 0, "log_width": 4, "valid": num_keys}
    label = (f"Scoring explorer: scoring, width and valid-keys controls, the attention weights "
             f"of {num_queries} queries over {num_keys} keys and a histogram of the scores")
    return View("scoring", data, label=label, requires=("charts",),
                fallback=_fallback(label + " (it needs JavaScript)."))


def positional_encoding_explorer(*, d_model: int = 64, max_len: int = 80) -> View:
    """An explorer for the sinusoidal encoding: pick a position and a column, see both.

    The browser computes the table with the formula of :func:`attnviz.sinusoidal_encoding`
    (``attnviz/static/positional.js``), so the explorer is live with no kernel, on the book's
    website too.

    Args:
        d_model: ``D``, the number of columns.
        max_len: the number of positions shown.

    Returns:
        An :class:`attnviz.View`: position and column sliders above the whole table (the
        chosen row and column marked), the chosen column across positions and the chosen
        position's row across columns; below them, the value at (position, column), the
        column's kind (sin or cos) and its period. Each picture has a text alternative that
        follows the sliders.
    """
    for name, value in (("d_model", d_model), ("max_len", max_len)):
        check_int(name, value, minimum=2, maximum=1024)
    data = {"d_model": d_model, "max_len": max_len, "base": 10000.0,
            "position": min(10, max_len - 1), "column": min(6, d_model - 1)}
    label = (f"Positional-encoding explorer: position and column sliders, the sinusoidal "
             f"table of {max_len} positions by {d_model} columns, one column and one row")
    return View("positional", data, label=label, requires=("charts",),
                fallback=_fallback(label + " (it needs JavaScript)."))


def head_explorer(weights: Any, *, xticklabels: list[str] | None = None,
                  yticklabels: list[str] | None = None,
                  layer_names: list[str] | None = None) -> Any:
    """A per-head view of attention weights: choose a layer and a head, or see all heads.

    Args:
        weights: ``(H, Tq, Tk)`` for one layer or ``(L, H, Tq, Tk)`` for ``L`` layers (tensor
            or array), e.g. one example's weights from :func:`attnviz.record_attention`.
        xticklabels: ``Tk`` key tokens; yticklabels: ``Tq`` query tokens.
        layer_names: ``L`` names for the layer control (default "layer 0", "layer 1", ...).

    Returns:
        An ``ipywidgets.VBox``: a layer ``Dropdown`` and a head ``Dropdown`` (with "all heads")
        above an ``HTML`` picture of the chosen heatmap(s), whose alt text names the layer and
        head(s) and, for one head, each query's strongest key.
    """
    widgets = _ipywidgets()
    data = to_numpy(weights, name="weights")
    if data.ndim == 3:
        data = data[None]
    if data.ndim != 4:
        raise ValueError(
            f"weights must be shaped (H, Tq, Tk) or (L, H, Tq, Tk), got shape {data.shape}"
        )
    num_layers, num_heads, num_queries, num_keys = data.shape
    for name, labels, expected in (("xticklabels", xticklabels, num_keys),
                                   ("yticklabels", yticklabels, num_queries),
                                   ("layer_names", layer_names, num_layers)):
        if labels is not None and len(labels) != expected:
            raise ValueError(f"{name} must have {expected} entries, got {len(labels)}")
    names = list(layer_names) if layer_names else [f"layer {i}" for i in range(num_layers)]
    layer_control = widgets.Dropdown(options=list(zip(names, range(num_layers), strict=True)),
                                     value=0, description="layer")
    head_options = [("all heads", -1)] + [(f"head {h}", h) for h in range(num_heads)]
    head_control = widgets.Dropdown(options=head_options, value=-1, description="head")
    picture = widgets.HTML()
    vmax = float(data.max())

    def redraw(_change: object = None) -> None:
        layer, head = layer_control.value, head_control.value
        heads = range(num_heads) if head == -1 else [head]
        shape = f"{num_queries} queries (rows) by {num_keys} keys (columns)"
        if head == -1:
            alt = (f"Heatmaps of the attention weights of {names[layer]}, its {num_heads} heads "
                   f"side by side, each {shape}, on one colour scale from 0 to {vmax:.2f}.")
        else:
            alt = (f"Heatmap of the attention weights of {names[layer]}, head {head}, {shape}. "
                   "Each query's strongest key: "
                   f"{_strongest_keys(data[layer, head], yticklabels, xticklabels)}.")
        with book_style():
            fig = Figure(figsize=(min(3.0 * len(heads), 14), 3.2))
            axes = fig.subplots(1, len(heads), squeeze=False)[0]
            for ax, h in zip(axes, heads, strict=True):
                heatmap(data[layer, h], ax=ax, xticklabels=xticklabels,
                        yticklabels=yticklabels, vmin=0, vmax=vmax, colorbar=len(heads) == 1,
                        title=f"{names[layer]}, head {h}")
            fig.tight_layout()
            picture.value = _picture(fig, alt=alt)

    layer_control.observe(redraw, names="value")
    head_control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([layer_control, head_control]), picture])


def alignment_explorer(model: Any, data: Any, sentences: list[str]) -> Any:
    """An explorer for translations: pick a sentence, a layer and a head, see the attention.

    Each sentence is translated once, greedily, with :func:`attnviz.translate` (the model
    should be trained and in eval mode); the controls then switch between the recorded maps.
    A text box takes the reader's own English sentence: on Enter it is translated, added to the
    sentences and shown; words outside the model's vocabulary (read as ``<unk>``) are named.

    Args:
        model: an :class:`attnviz.EncoderDecoder` (GRU with Bahdanau attention, or Transformer).
        data: the :class:`attnviz.TranslationData` it was trained on.
        sentences: English sentences to choose from.

    Returns:
        An ``ipywidgets.VBox``: sentence, layer and head ``Dropdown`` controls, a ``Text`` box
        for a sentence of one's own, a ``Label`` with the translation (and any unknown words),
        and an ``HTML`` picture of the chosen attention map with source
        or target tokens on its axes, whose alt text names the sentence, the layer and the
        head(s) and, for one map, each query token's strongest key token.
    """
    from .decoding import translate

    widgets = _ipywidgets()
    if isinstance(sentences, str) or not sentences:
        raise ValueError(f"sentences must be a non-empty list of strings, got {sentences!r}")
    translations = [translate(model, data, sentence) for sentence in sentences]
    layer_names = list(translations[0].attention)
    if not layer_names:
        raise ValueError("the model recorded no attention while translating")
    sentence_control = widgets.Dropdown(options=list(zip(sentences, range(len(sentences)),
                                                         strict=True)),
                                        value=0, description="sentence")
    layer_control = widgets.Dropdown(options=layer_names, value=layer_names[-1],
                                     description="layer")
    head_control = widgets.Dropdown(options=[("all heads", -1)], value=-1, description="head")
    label = widgets.Label()
    picture = widgets.HTML()
    own = widgets.Text(value="", placeholder="type an English sentence, then press Enter",
                       description="your own", continuous_update=False)

    def axis_tokens(result: Any, name: str) -> tuple[list[str], list[str], str, str]:
        if name.startswith("encoder"):  # the encoder's self-attention
            return result.source, result.source, "source (keys)", "source (queries)"
        if "self_attention" in name:  # the decoder's masked self-attention
            return (result.decoder_inputs, result.output, "decoder inputs (keys)",
                    "output (queries)")
        return result.source, result.output, "source (keys)", "output (queries)"

    def update_heads() -> None:
        weights = translations[sentence_control.value].attention[layer_control.value]
        heads = weights.shape[0] if weights.dim() == 3 else 0
        options = [("all heads", -1)] + [(f"head {h}", h) for h in range(heads)]
        if heads == 0:
            options = [("single head", -1)]
        head_control.unobserve(redraw, names="value")
        head_control.options = options
        head_control.value = -1
        head_control.observe(redraw, names="value")

    def redraw(_change: object = None) -> None:
        result = translations[sentence_control.value]
        weights = result.attention[layer_control.value]
        maps = weights[None] if weights.dim() == 2 else weights  # (H, Tq, Tk)
        chosen = range(len(maps)) if head_control.value == -1 else [head_control.value]
        keys, queries, xlabel, ylabel = axis_tokens(result, layer_control.value)
        label.value = f"{' '.join(result.source)}  →  {' '.join(result.output)}"
        if result.unknown:
            label.value += (f"   (not in the vocabulary, read as <unk>: "
                            f"{', '.join(result.unknown)})")
        translating = (f"while translating “{' '.join(result.source)}” into "
                       f"“{' '.join(result.output)}”")
        shape = f"{ylabel} tokens as rows, {xlabel} tokens as columns"
        if len(chosen) > 1:
            alt = (f"Heatmaps of the attention weights of {layer_control.value}, its "
                   f"{len(chosen)} heads side by side, {translating}: each with {shape}.")
        else:
            which = "" if len(maps) == 1 else f", head {chosen[0]}"
            alt = (f"Heatmap of the attention weights of {layer_control.value}{which}, "
                   f"{translating}: {shape}. Each query token's strongest key token: "
                   f"{_strongest_keys(maps[chosen[0]], queries, keys)}.")
        with book_style():
            fig = Figure(figsize=(min(2.8 * len(chosen) + 1, 14), 3.2))
            axes = fig.subplots(1, len(chosen), squeeze=False)[0]
            for ax, h in zip(axes, chosen, strict=True):
                heatmap(maps[h], ax=ax, xticklabels=keys, yticklabels=queries, vmin=0, vmax=1,
                        xlabel=xlabel, ylabel=ylabel if ax is axes[0] else "",
                        colorbar=len(chosen) == 1,
                        title=layer_control.value + ("" if len(maps) == 1 else f", head {h}"))
            fig.tight_layout()
            picture.value = _picture(fig, alt=alt)

    def change_map(_change: object = None) -> None:
        update_heads()
        redraw()

    def add_own(_change: object = None) -> None:
        text = own.value.strip()
        if not text:
            return
        translations.append(translate(model, data, text))
        sentences.append(text)
        sentence_control.options = list(zip(sentences, range(len(sentences)), strict=True))
        sentence_control.value = len(sentences) - 1  # redraws through change_map

    sentences = list(sentences)
    sentence_control.observe(change_map, names="value")
    layer_control.observe(change_map, names="value")
    head_control.observe(redraw, names="value")
    own.observe(add_own, names="value")
    change_map()
    return widgets.VBox([widgets.HBox([sentence_control, layer_control, head_control]), own,
                         label, picture])


def patch_attention_explorer(model: Any, images: torch.Tensor, *,
                             pictures: torch.Tensor | None = None,
                             captions: list[str] | None = None) -> Any:
    """Where a Vision Transformer's class token looks: pick an image, a layer and a head.

    The model reads all images once while :func:`attnviz.record_attention` records every layer;
    the widget then draws the class token's attention to the patches over the chosen image:
    one head, the mean over heads, or the attention rollout across all layers (which ignores
    the layer control).

    Args:
        model: an :class:`attnviz.VisionTransformer` (put it in eval mode first).
        images: ``(B, C, S, S)`` the images as the model takes them.
        pictures: ``(B, S, S)`` the same images for display, e.g. un-normalised pixels in
            ``[0, 1]`` (default: the first channel of ``images``).
        captions: ``B`` names for the image control (default "image 0", "image 1", ...).

    Returns:
        An ``ipywidgets.VBox``: image, layer and head ``Dropdown`` controls above an ``HTML``
        picture of the image with the attention overlaid, whose alt text names the image and
        the map shown and says where the most attended patch lies.
    """
    from .recording import record_attention
    from .vit import (
        VisionTransformer,
        attention_rollout,
        class_token_attention,
        plot_attention_overlay,
        upsample_patch_scores,
    )

    widgets = _ipywidgets()
    if not isinstance(model, VisionTransformer):
        raise TypeError(f"model must be an attnviz.VisionTransformer, got {type(model).__name__}")
    if not isinstance(images, torch.Tensor) or images.ndim != 4:
        raise ValueError("images must be a tensor shaped (B, C, S, S), got "
                         f"{getattr(images, 'shape', type(images).__name__)}")
    num_images, size = images.shape[0], images.shape[-1]
    shown = images[:, 0] if pictures is None else pictures
    if tuple(shown.shape) != (num_images, size, size):
        raise ValueError(f"pictures must be shaped (B, S, S) = {(num_images, size, size)}, "
                         f"got {tuple(shown.shape)}")
    if captions is not None and len(captions) != num_images:
        raise ValueError(f"captions must have {num_images} entries, got {len(captions)}")
    names = list(captions) if captions else [f"image {b}" for b in range(num_images)]
    device = next(model.parameters()).device
    with torch.no_grad(), record_attention(model, to_cpu=True) as record:
        model(images.to(device))
    layer_names = record.names()
    layers = [record[name][0] for name in layer_names]  # L x (B, H, N+1, N+1)
    per_head = [class_token_attention(weights) for weights in layers]  # L x (B, H, N)
    rollout = attention_rollout(layers)[:, 0, 1:]  # (B, N)
    num_heads = per_head[0].shape[1]

    image_control = widgets.Dropdown(options=list(zip(names, range(num_images), strict=True)),
                                     value=0, description="image")
    layer_control = widgets.Dropdown(
        options=list(zip(layer_names, range(len(layers)), strict=True)),
        value=len(layers) - 1, description="layer")
    head_options = ([("mean of heads", "mean"), ("rollout (all layers)", "rollout")]
                    + [(f"head {h}", h) for h in range(num_heads)])
    head_control = widgets.Dropdown(options=head_options, value="mean", description="head")
    picture = widgets.HTML()

    def redraw(_change: object = None) -> None:
        b, layer, head = image_control.value, layer_control.value, head_control.value
        if head == "rollout":
            scores, title = rollout[b], f"{names[b]}: rollout"
            shown_map = "the attention rollout across all layers"
        elif head == "mean":
            scores, title = per_head[layer][b].mean(dim=0), f"{names[b]}: {layer_names[layer]}"
            shown_map = f"the mean over the heads of {layer_names[layer]}"
        else:
            scores = per_head[layer][b, head]
            title = f"{names[b]}: {layer_names[layer]}, head {head}"
            shown_map = f"head {head} of {layer_names[layer]}"
        alt = (f"{names[b]}, with a heat map over its {len(scores)} patches of where the class "
               f"token attends in {shown_map}; the most attended patch lies in the "
               f"{_where(int(scores.argmax()), len(scores))} of the image.")
        with book_style():
            fig = Figure(figsize=(3.4, 3.6))
            ax = fig.subplots()
            plot_attention_overlay(to_numpy(shown[b], name="pictures"),
                                   upsample_patch_scores(scores, image_size=size), ax=ax,
                                   title=title)
            ax.set_axis_off()
            picture.value = _picture(fig, alt=alt)

    for control in (image_control, layer_control, head_control):
        control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([image_control, layer_control, head_control]), picture])


def _where(patch: int, num_patches: int) -> str:
    """Where patch number ``patch`` of a square grid lies: "top left", "centre", ..."""
    side = math.isqrt(num_patches)
    row, column = divmod(patch, side)
    thirds = [(3 * (2 * index + 1)) // (2 * side) for index in (row, column)]  # by centres
    vertical = ("top", "middle", "bottom")[thirds[0]]
    horizontal = ("left", "centre", "right")[thirds[1]]
    return "centre" if thirds == [1, 1] else f"{vertical} {horizontal}"
