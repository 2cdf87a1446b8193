"""Interactive explorers (chapters 2 to 8 and 12), live without a kernel.

Every explorer returns a view (:class:`attnviz.View` or :class:`attnviz.AttentionView`, see
:mod:`attnviz.visuals.views`): one self-contained HTML fragment with its data and its front end
(``attnviz/visuals/static/<kind>.js`` and ``.css``), live wherever HTML output runs scripts:
Jupyter, JupyterLab, VS Code, Colab and the book's static website, with no kernel, no network and no
``ipywidgets``. Work that is small and exact runs in the browser:
:func:`nadaraya_watson_explorer` (chapter 2) and :func:`positional_encoding_explorer`
(chapter 6) embed their inputs and compute with the package's formulas in JavaScript;
:func:`scoring_explorer` (chapter 3) embeds the scores, which need torch's random generator,
and applies the masked softmax there. Work that needs PyTorch is done once, in Python, and its
results are embedded: :func:`head_explorer` (chapters 5 and 8) shows given weights,
:func:`alignment_explorer` (chapters 4 and 7) a translator's typed maps for a list of sentences,
and :func:`patch_attention_explorer` (chapter 8) a Vision Transformer's class-token maps and
rollout; :func:`scheduler_explorer` (chapter 12) replays a serving engine's recorded trace step
by step. Explorers return the view; they never display it.
"""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import torch

from attnviz._checks import check_int, check_tensor
from attnviz.mechanism.kernels import KERNELS, nadaraya_watson
from attnviz.mechanism.scoring import additive_scores, dot_product_scores, multiplicative_scores
from attnviz.visuals.arrays import to_numpy
from attnviz.visuals.html_view import DECIMALS, AttentionView
from attnviz.visuals.scheduler_view import scheduler_explorer
from attnviz.visuals.views import View, _fallback

if TYPE_CHECKING:
    from attnviz.data.translation import TranslationDataLike
    from attnviz.models.encoder_decoder import EncoderDecoder
    from attnviz.models.vit import VisionTransformer

__all__ = [
    "SCORING_FUNCTIONS",
    "alignment_explorer",
    "head_explorer",
    "nadaraya_watson_explorer",
    "patch_attention_explorer",
    "positional_encoding_explorer",
    "scheduler_explorer",
    "scoring_explorer",
]


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
    """A 1-D tensor as a list of Python floats, refused unless finite.

    Each float32 value becomes the shortest decimal that reads back as the same float32
    (``0.1``, not its double expansion ``0.10000000149011612``): the view computes with exactly
    the tensor's values, and the page carries no digits that the tensor does not have.
    """
    finite = torch.isfinite(value)
    if not bool(finite.all()):
        raise ValueError(f"{name} must be finite to be shown, got {int((~finite).sum())} NaN or "
                         f"infinite entries in shape {tuple(value.shape)}")
    return [float(np.format_float_positional(x, unique=True, trim="0"))
            for x in value.detach().cpu().float().numpy()]


def nadaraya_watson_explorer(x_train: torch.Tensor, y_train: torch.Tensor,
                             x_query: torch.Tensor, *, y_true: torch.Tensor | None = None,
                             kernel: str = "gaussian", width: float = 0.5) -> View:
    """An explorer for Nadaraya–Watson regression: pick a kernel and a width, see the fit.

    The samples are embedded in the view and the browser computes the estimate with the same
    formulas as :func:`attnviz.nadaraya_watson` (``attnviz/visuals/static/nadaraya-watson.js``), so
    the explorer is live with no kernel: in Jupyter, Colab, VS Code and on the book's website.

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
                fallback=_fallback(label + "."))


SCORING_FUNCTIONS = ("scaled dot product", "dot product", "additive", "multiplicative")
LOG_WIDTHS = range(1, 11)
"""The scoring explorer's widths: ``D = 2**k`` for ``k`` in this range."""
SCORE_DECIMALS = 4
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
    softmax of :func:`attnviz.masked_softmax` (``attnviz/visuals/static/scoring.js``), so the
    explorer is live with no kernel, on the book's website too.

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
                fallback=_fallback(label + "."))


def positional_encoding_explorer(*, d_model: int = 64, max_len: int = 80) -> View:
    """An explorer for the sinusoidal encoding: pick a position and a column, see both.

    The browser computes the table with the formula of :func:`attnviz.sinusoidal_encoding`
    (``attnviz/visuals/static/positional.js``), so the explorer is live with no kernel, on the
    book's website too.

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
                fallback=_fallback(label + "."))


def head_explorer(weights: Any, *, xticklabels: list[str] | None = None,
                  yticklabels: list[str] | None = None,
                  layer_names: list[str] | None = None) -> AttentionView:
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


def alignment_explorer(model: EncoderDecoder, data: TranslationDataLike,
                       sentences: list[str]) -> View:
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
        data: the :class:`attnviz.TranslationData` it was trained on (or any object with its
            vocabularies, ``num_steps`` and ``encode_source``: a
            :class:`attnviz.data.translation.TranslationDataLike`).
        sentences: English sentences to choose from.

    Returns:
        An :class:`attnviz.View` of kind ``"alignment"``: a sentence and a kind control, a
        line with the translation (and any unknown words), and the chosen maps drawn as an
        :class:`attnviz.AttentionView` draws them (layer and head controls; output or decoder
        tokens as queries on the left, source or decoder tokens as keys on the right).
    """
    from attnviz.inspection.translate import translate
    from attnviz.visuals.html_view import _prepare

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
                maps.weights, query_tokens=maps.query_tokens,
                key_tokens=maps.key_tokens, layer_names=None, head_names=None,
                title=f"{maps.label}: {maps.query_label} (left) attends to {maps.key_label} "
                      "(right)"))
        embedded.append({"source": " ".join(result.source), "output": " ".join(result.output),
                         "unknown": list(result.unknown), "maps": views})
    label = (f"alignment explorer: the attention of a translator ({', '.join(kinds)}) for "
             f"{len(sentences)} sentences")
    fallback = ('<div class="attnviz-fallback">'
                + "; ".join(html.escape(f"{e['source']} → {e['output']}") for e in embedded)
                + "</div>")
    return View("alignment", {"kinds": kinds, "sentences": embedded}, label=label,
                fallback=fallback, requires=("attention",))


def patch_attention_explorer(model: VisionTransformer, images: torch.Tensor, *,
                             pictures: torch.Tensor | None = None,
                             captions: list[str] | None = None) -> View:
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
    from attnviz.inspection.maps import vit_maps
    from attnviz.models.vit import VisionTransformer

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
        # in float64: a float32 0.007 would read back as 0.007000000216066837 in the page
        return (to_numpy(values, name="maps").astype("float64").round(decimals) + 0.0).tolist()

    payload = {"images": names, "size": size, "grid": math.isqrt(num_patches),
               "layers": list(maps.layer_names), "heads": per_head.shape[1],
               "decimals": DECIMALS, "pictures": rounded(pixels, 3),
               "maps": rounded(per_head, DECIMALS), "rollout": rounded(maps.rollout, DECIMALS)}
    label = (f"patch explorer: where the class token attends, over {num_images} images of "
             f"{num_patches} patches")
    return View("patches", payload, label=label, fallback=_fallback(label + "."))


def _where(patch: int, num_patches: int) -> str:
    """Where patch number ``patch`` of a square grid lies: "top left", "centre", ..."""
    side = math.isqrt(num_patches)
    row, column = divmod(patch, side)
    thirds = [(3 * (2 * index + 1)) // (2 * side) for index in (row, column)]  # by centres
    vertical = ("top", "middle", "bottom")[thirds[0]]
    horizontal = ("left", "centre", "right")[thirds[1]]
    return "centre" if thirds == [1, 1] else f"{vertical} {horizontal}"
