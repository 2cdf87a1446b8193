"""Interactive explorers (chapters 2 to 8). Needs the optional ``ipywidgets`` (7.7 or 8).

Each explorer is a thin wrapper: controls call a pure function and a plot function from this
package, and the drawing is shown as a picture: an ``ipywidgets.HTML`` holding one ``<img>``,
a PNG drawn at twice its displayed size (sharp on high-density screens, like the book's
figures) with an alt text that says what the picture now shows, rewritten whenever a control
changes it (``ipywidgets.Image`` can carry no alt text, so screen readers met an unnamed
picture). That keeps the widgets independent of the notebook's matplotlib backend, works the
same in ipywidgets 7 (Colab) and 8 and on the book's website (the static widget manager), and
lets tests drive the controls headless. Explorers return the widget; they never display it.
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

from ._checks import check_int
from .html_view import DECIMALS
from .kernels import KERNELS, nadaraya_watson
from .masking import masked_softmax
from .plotting import book_style, figure_png, heatmap, plot_nadaraya_watson, to_numpy
from .positional import sinusoidal_encoding
from .scoring import additive_scores, dot_product_scores, multiplicative_scores

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
        above an ``HTML`` picture of the fit and the weight heatmap, whose alt text names the
        kernel and the width and says how many training inputs a query spreads its weight
        over; redrawn when a control changes.
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
    picture = widgets.HTML()

    def redraw(_change: object = None) -> None:
        kernel, width = kernel_control.value, width_control.value
        y_hat, weights = nadaraya_watson(x_train, y_train, x_query, kernel=kernel, width=width)
        truth = " and the true function" if y_true is not None else ""
        alt = (f"Left: the Nadaraya–Watson estimate with the {kernel} kernel of width "
               f"σ = {width:.2f}, a line over the {len(x_train)} training points{truth}. "
               f"Right: heatmap of the attention weights, {len(x_query)} queries (rows) by "
               f"{len(x_train)} training inputs (columns); a query spreads its weight over "
               f"about {_effective_keys(weights):.1f} training inputs on average.")
        with book_style():
            fig = Figure(figsize=(10, 3.6))
            fit_ax, weight_ax = fig.subplots(1, 2)
            plot_nadaraya_watson(x_train, y_train, x_query, y_hat, y_true=y_true, ax=fit_ax,
                                 title=f"{kernel}, σ = {width:.2f}")
            heatmap(weights, ax=weight_ax, xlabel="training inputs (keys)",
                    ylabel="queries", title="attention weights")
            picture.value = _picture(fig, alt=alt)

    kernel_control.observe(redraw, names="value")
    width_control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([kernel_control, width_control]), picture])


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
        a log scale of powers of two, valid-length ``IntSlider``) above an ``HTML`` picture of
        the weights and a histogram of the scores, whose alt text gives the settings, the
        largest weight and the scores' spread; redrawn when a control changes.
    """
    widgets = _ipywidgets()
    for name, value in (("num_queries", num_queries), ("num_keys", num_keys)):
        check_int(name, value, minimum=1, maximum=64)
    scoring_control = widgets.Dropdown(options=list(SCORING_FUNCTIONS),
                                       value=SCORING_FUNCTIONS[0], description="scoring")
    log_width_control = widgets.IntSlider(value=4, min=1, max=10, description="log₂ D")
    length_control = widgets.IntSlider(value=num_keys, min=0, max=num_keys,
                                       description="valid keys")
    picture = widgets.HTML()

    def redraw(_change: object = None) -> None:
        generator = torch.Generator().manual_seed(seed)
        width = 2**log_width_control.value
        queries = torch.randn(1, num_queries, width, generator=generator)
        keys = torch.randn(1, num_keys, width, generator=generator)
        scores = _scores(scoring_control.value, queries, keys, generator)
        valid = length_control.value
        weights = masked_softmax(scores, valid_lens=torch.tensor([valid]))
        if valid == 0:
            masking = "every key is masked, so every weight is zero"
        else:
            masked = (f"the last {num_keys - valid} keys are masked and get no weight; "
                      if valid < num_keys else "")
            masking = f"{masked}the largest weight is {weights.max().item():.2f}"
        alt = (f"Left: heatmap of the attention weights of {num_queries} queries (rows) over "
               f"{num_keys} keys (columns), with {scoring_control.value} scoring and "
               f"D = {width}: {masking}. Right: histogram of the {scores.numel()} scores, "
               f"standard deviation {scores.std().item():.2f}.")
        with book_style():
            fig = Figure(figsize=(10, 3.4))
            weight_ax, score_ax = fig.subplots(1, 2)
            heatmap(weights[0], ax=weight_ax, vmin=0, vmax=1,
                    title=f"{scoring_control.value}, D = {width}")
            score_ax.hist(scores.flatten().numpy(), bins=20, color="tab:gray")
            score_ax.set_xlabel("score")
            score_ax.set_ylabel("count")
            score_ax.set_title(f"scores: std {scores.std().item():.2f}")
            picture.value = _picture(fig, alt=alt)

    for control in (scoring_control, log_width_control, length_control):
        control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([scoring_control, log_width_control, length_control]),
                         picture])


def positional_encoding_explorer(*, d_model: int = 64, max_len: int = 80) -> Any:
    """An explorer for the sinusoidal encoding: pick a position and a column, see both.

    Args:
        d_model: ``D``, the number of columns.
        max_len: the number of positions shown.

    Returns:
        An ``ipywidgets.VBox``: position and column ``IntSlider`` controls above an ``HTML``
        picture with the whole table (the chosen row and column marked), the chosen column
        across positions, and the chosen position's row across columns; its alt text gives the
        column's wave, its period and the chosen value.
    """
    widgets = _ipywidgets()
    for name, value in (("d_model", d_model), ("max_len", max_len)):
        check_int(name, value, minimum=2, maximum=1024)
    table = sinusoidal_encoding(max_len, d_model).numpy()  # (T, D)
    position_control = widgets.IntSlider(value=min(10, max_len - 1), min=0, max=max_len - 1,
                                         description="position i")
    column_control = widgets.IntSlider(value=min(6, d_model - 1), min=0, max=d_model - 1,
                                       description="column")
    picture = widgets.HTML()

    def redraw(_change: object = None) -> None:
        position, column = position_control.value, column_control.value
        kind = "sin" if column % 2 == 0 else "cos"
        period = 2 * math.pi * 10000 ** ((column - column % 2) / d_model)
        alt = (f"Left: heatmap of the sinusoidal encoding, {max_len} positions (rows) by "
               f"{d_model} columns, values from -1 to 1, with position {position} and column "
               f"{column} marked by lines. Middle: column {column}, a {kind} wave across the "
               f"positions with a period of {period:.3g} positions, worth "
               f"{table[position, column]:.2f} at position {position}. Right: the "
               f"{d_model} values of position {position} across the columns, fast waves on "
               f"the left, slow ones on the right.")
        with book_style():
            fig = Figure(figsize=(12, 3.4))
            table_ax, column_ax, row_ax = fig.subplots(1, 3)
            heatmap(table, ax=table_ax, xlabel="column", ylabel="position", xrole=None,
                    yrole=None, cmap="RdBu",
                    vmin=-1, vmax=1, title="P (positions × columns)")
            table_ax.axhline(position, color="black", linewidth=0.8)
            table_ax.axvline(column, color="black", linewidth=0.8)
            column_ax.plot(table[:, column], color="tab:blue")
            column_ax.plot([position], [table[position, column]], "o", color="black")
            column_ax.set(xlabel="position", ylim=(-1.1, 1.1),
                          title=f"column {column} ({kind}) across positions")
            row_ax.plot(table[position], ".-", color="tab:red", markersize=3)
            row_ax.plot([column], [table[position, column]], "o", color="black")
            row_ax.set(xlabel="column", ylim=(-1.1, 1.1), title=f"position {position}")
            picture.value = _picture(fig, alt=alt)

    position_control.observe(redraw, names="value")
    column_control.observe(redraw, names="value")
    redraw()
    return widgets.VBox([widgets.HBox([position_control, column_control]), picture])


def head_explorer(weights: Any, *, xticklabels: list[str] | None = None,
                  yticklabels: list[str] | None = None,
                  layer_names: list[str] | None = None) -> Any:
    """A per-head view of attention weights: choose a layer and a head, or see all heads.

    Args:
        weights: ``(H, Tq, Tk)`` for one layer or ``(L, H, Tq, Tk)`` for ``L`` layers (tensor
            or array), e.g. the ``weights`` of :class:`attnviz.AttentionMaps`, or one
            image's ``weights[b]`` of :class:`attnviz.ViTMaps`.
        xticklabels: ``Tk`` key tokens; yticklabels: ``Tq`` query tokens (default: their
            numbers).
        layer_names: ``L`` names for the layer control (default "layer 0", "layer 1", ...).

    Returns:
        An :class:`attnviz.AttentionView`, live in any notebook and on the book's website: a
        layer and a head control ("all heads (mean)" first), one map per head (queries down,
        keys across), and the query tokens beside the key tokens; hovering over, clicking or
        tabbing to a query shows its weights over the keys.
    """
    from .html_view import AttentionView

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
    queries = list(yticklabels) if yticklabels is not None else [str(i) for i in
                                                                 range(num_queries)]
    keys = list(xticklabels) if xticklabels is not None else [str(j) for j in range(num_keys)]
    return AttentionView(data, query_tokens=queries, key_tokens=keys,
                         layer_names=None if layer_names is None else list(layer_names))


def alignment_explorer(model: Any, data: Any, sentences: list[str]) -> Any:
    """An explorer for translations: pick a sentence, a kind of attention, a layer and a head.

    Each sentence is translated once, greedily, with :func:`attnviz.translate` (the model
    should be trained and in eval mode), and its typed maps (``result.maps``: the encoder's
    self-attention, the decoder's masked self-attention and the cross-attention, whichever the
    model has, each layer by layer) are embedded in the view, which then needs no kernel: it is
    live in any notebook and on the book's website. To see a sentence of your own, add it to
    ``sentences``; words outside the model's vocabulary (read as ``<unk>``) are named above
    the maps.

    Args:
        model: an :class:`attnviz.EncoderDecoder` (GRU with Bahdanau attention, or Transformer).
        data: the :class:`attnviz.TranslationData` it was trained on.
        sentences: English sentences to choose from.

    Returns:
        An :class:`attnviz.View` of kind ``"alignment"``: a sentence and a kind control, a
        line with the translation (and any unknown words), and the chosen maps drawn as an
        :class:`attnviz.AttentionView` draws them (layer and head controls; output or decoder
        tokens as queries on the left, source or decoder tokens as keys on the right).
    """
    from .decoding import translate
    from .html_view import _prepare
    from .views import View

    if isinstance(sentences, str) or not isinstance(sentences, Sequence) or not sentences:
        raise ValueError(f"sentences must be a non-empty list of strings, got {sentences!r}")
    for index, sentence in enumerate(sentences):
        if not isinstance(sentence, str) or not sentence.strip():
            raise ValueError(f"sentences[{index}] must be a non-empty string, got {sentence!r}")
    translations = [translate(model, data, sentence) for sentence in sentences]
    kinds = [maps.label for maps in translations[0].maps.present()]  # the same for each
    if not kinds:
        raise ValueError("the model recorded no attention while translating")
    embedded = []
    for result in translations:
        views = []
        for maps in result.maps.present():
            views.append(_prepare(
                maps.weights, query_tokens=list(maps.query_tokens),
                key_tokens=list(maps.key_tokens), layer_names=list(maps.layer_names or []) or
                None, head_names=None,
                title=f"{maps.label}: {maps.query_label} (left) attends to {maps.key_label} "
                      "(right)"))
        embedded.append({"source": " ".join(result.source), "output": " ".join(result.output),
                         "unknown": list(result.unknown), "maps": views})
    label = (f"alignment explorer: the attention of a translator ({', '.join(kinds)}) for "
             f"{len(sentences)} sentences")
    fallback = ('<p class="attnviz-fallback">'
                + "; ".join(html.escape(f"{e['source']} → {e['output']}") for e in embedded)
                + "</p>")
    return View("alignment", {"kinds": kinds, "sentences": embedded}, label=label,
                fallback=fallback, requires=("attention",))


def patch_attention_explorer(model: Any, images: torch.Tensor, *,
                             pictures: torch.Tensor | None = None,
                             captions: list[str] | None = None) -> Any:
    """Where a Vision Transformer's class token looks: pick an image, a layer and a head.

    The model reads all images once, through :func:`attnviz.vit_maps` (the same maps as
    chapter 8 draws), and the class token's attention to the patches is embedded in the view,
    which then needs no kernel: it is live in any notebook and on the book's website. It draws
    the chosen image with one head's map over it, the mean over the layer's heads, or the
    attention rollout across all layers (which ignores the layer control), and names the most
    attended patch; the arrow keys on the picture read any patch's weight.

    Args:
        model: an :class:`attnviz.VisionTransformer` (put it in eval mode first).
        images: ``(B, C, S, S)`` the images as the model takes them.
        pictures: ``(B, S, S)`` the same images for display, e.g. un-normalised pixels
            (default: the first channel of ``images``); each is shown from its darkest to its
            lightest value, as ``matplotlib`` shows an image.
        captions: ``B`` names for the image control (default "image 0", "image 1", ...).

    Returns:
        An :class:`attnviz.View` of kind ``"patches"``: image, layer and map controls above the
        picture, whose text alternative names the image and the map and says where the most
        attended patch lies, and a line with that patch's number, place and weight.
    """
    from .maps import vit_maps
    from .views import View
    from .vit import VisionTransformer

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
    maps = vit_maps(model, images, to_cpu=True)
    per_head = maps.class_token.permute(1, 2, 0, 3)  # (B, L, H, N) -> (L, H, B, N)
    num_patches = per_head.shape[-1]
    pixels = to_numpy(shown, name="pictures").astype("float64").reshape(num_images, -1)
    low, high = pixels.min(axis=1, keepdims=True), pixels.max(axis=1, keepdims=True)
    pixels = (pixels - low) / (high - low + (high == low))  # each image from 0 to 1

    def rounded(values: Any, decimals: int) -> Any:
        return (to_numpy(values, name="maps").round(decimals) + 0.0).tolist()

    payload = {"images": names, "size": size, "grid": math.isqrt(num_patches),
               "layers": list(maps.layer_names), "heads": per_head.shape[1],
               "decimals": DECIMALS, "pictures": rounded(pixels, 3),
               "maps": rounded(per_head, DECIMALS), "rollout": rounded(maps.rollout, DECIMALS)}
    label = (f"patch explorer: where the class token attends, over {num_images} images of "
             f"{num_patches} patches")
    fallback = f'<p class="attnviz-fallback">{html.escape(label)}</p>'
    return View("patches", payload, label=label, fallback=fallback)


def _where(patch: int, num_patches: int) -> str:
    """Where patch number ``patch`` of a square grid lies: "top left", "centre", ..."""
    side = math.isqrt(num_patches)
    row, column = divmod(patch, side)
    thirds = [(3 * (2 * index + 1)) // (2 * side) for index in (row, column)]  # by centres
    vertical = ("top", "middle", "bottom")[thirds[0]]
    horizontal = ("left", "centre", "right")[thirds[1]]
    return "centre" if thirds == [1, 1] else f"{vertical} {horizontal}"
