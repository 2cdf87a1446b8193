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
from attnviz.visuals.views import View

if TYPE_CHECKING:
    from attnviz.data.translation import TranslationDataLike
    from attnviz.models.encoder_decoder import EncoderDecoder
    from attnviz.models.vit import VisionTransformer
    from attnviz.serving.engine import Request, RequestMetrics, ServeResult, StepRecord

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


def _fallback(text: str) -> str:
    """An explorer's own fallback text: what it shows, for readers whose page runs no scripts
    (:data:`attnviz.visuals.views.SCRIPT_NOTE` follows it, saying how to see it live)."""
    return f'<div class="attnviz-fallback">{html.escape(text)}</div>'


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


MAX_TRACE_STEPS = 2000
"""The most steps of a serving trace one scheduler view embeds (``max_steps`` picks the first)."""
MAX_POOL_BLOCKS = 1024
"""The most blocks of a pool one scheduler view draws."""


def _request_timelines(steps: Sequence[StepRecord], ids: Sequence[int],
                       prompts: Sequence[int | None],
                       metrics: Sequence[RequestMetrics]) -> list[dict[str, Any]]:
    """What each request did at each step, read off the trace: the step it had arrived by
    (``first``), then one letter a step (``states``: ``w`` waiting, ``p`` reading a prompt
    chunk, ``d`` decoding, ``h`` running but left out of the step, its token budget spent) up to
    the step it finished at, with a number a step (``progress``): after a ``p`` step, the prompt
    tokens in the pool (a shared prefix's counted from the request's first chunk); after any
    other, the tokens generated so far.

    The trace records what each step computed, not the tokens it produced: a request gets a
    token from each decoding step and from the step that completes the tokens it holds (its
    prompt, and after a preemption the tokens it recomputes). With the prompt's length and no
    shared prefix this is exact; with shared prefixes, a chunk that is the last before a
    preemption is counted as completing the prompt where the request's total of new tokens
    says so, and a prompt cut short by a preemption shows only the tokens its chunks computed
    (what it reused there is not in the trace). A prompt's length not given (``prompts[i]`` is
    ``None``) is read off the request's last admission where the trace tells it: that
    admission computes the prompt and every new token but the last, less the tokens it
    reused (all of them when it was never preempted, none when it never reused any)."""
    index = {request_id: i for i, request_id in enumerate(ids)}
    chunks: list[dict[int, int]] = [{index[r]: n for r, n in (*step.prefill, *step.recompute)}
                                    for step in steps]  # a recomputation is read in chunks too
    decoded = [{index[r] for r in step.decode} for step in steps]
    admitted = [{index[r] for r in step.admitted} for step in steps]
    finished = [{index[r] for r in step.finished} for step in steps]
    preempted = [{index[r] for r in step.preempted} for step in steps]
    total = len(steps)

    def next_is_decode(i: int, k: int) -> bool:
        """Whether request ``i`` decodes next after step ``k``, with no preemption before."""
        for j in range(k + 1, total):
            if i in preempted[j]:
                return False
            if i in chunks[j] or i in decoded[j]:
                return i in decoded[j]
        return False

    timelines = []
    for i, (prompt, metric) in enumerate(zip(prompts, metrics, strict=True)):
        first = next((k for k, step in enumerate(steps) if metric.arrival <= step.start), total)
        last = max((k for k in range(total) if i in admitted[k]), default=total)
        if prompt is None and (metric.preemptions == 0 or metric.reused_tokens == 0):
            computed = sum(chunks[k].get(i, 0) + (i in decoded[k]) for k in range(last, total))
            reused = metric.reused_tokens if metric.preemptions == 0 else 0
            prompt = computed + reused - metric.new_tokens + 1
        exact = prompt is not None and metric.reused_tokens == 0
        running, generated, read, target = False, 0, 0, 0
        states: list[str] = []
        progress: list[int] = []
        unsure: list[int] = []  # places of chunks that may have completed the prompt
        starts: set[int] = set()  # the steps it was admitted at
        for k in range(first, total):
            if i in preempted[k]:
                running = False
            if i in admitted[k]:
                starts.add(k)
                running, read = True, 0
                target = (prompt or 0) + generated  # the tokens it holds, to compute again
                if not exact and prompt is not None:  # what a shared prefix gave it
                    phase = [chunks[j][i] for j in range(k, total)
                             if i in chunks[j] and all(i not in preempted[m]
                                                       for m in range(k + 1, j + 1))]
                    whole = next_is_decode(i, k + len(phase) - 1) if phase else True
                    read = max(0, target - sum(phase)) if whole else 0
            if i in chunks[k]:
                read += chunks[k][i]
                if exact:
                    generated += read == target
                elif next_is_decode(i, k) or i in finished[k]:
                    generated += 1
                elif any(i in preempted[j] for j in range(k + 1, min(k + 2, total))):
                    unsure.append(len(states))
                states.append("p")
                progress.append(read if prompt is None else min(read, prompt))
            else:
                generated += i in decoded[k]
                states.append("d" if i in decoded[k] else "h" if running else "w")
                progress.append(generated)
            if i in finished[k]:
                break
        missing = metric.new_tokens - generated if i in set().union(*finished) else 0
        for place in unsure[:max(0, missing)]:  # those chunks did complete the prompt
            for j in range(place + 1, len(states)):
                progress[j] += states[j] != "p"
            if prompt is not None:  # so the prompt was all in the pool: count what it reused
                begin = place
                while begin > 0 and states[begin - 1] == "p" and first + begin not in starts:
                    begin -= 1
                behind = prompt - progress[place]
                for j in range(begin, place + 1):
                    progress[j] = min(prompt, progress[j] + behind)
        progress = [value if state == "p" else min(value, metric.new_tokens)
                    for state, value in zip(states, progress, strict=True)]
        timelines.append({"first": first, "prompt": prompt, "states": "".join(states),
                          "progress": progress})
    return timelines


def scheduler_explorer(result: ServeResult, *, requests: Sequence[Request] | None = None,
                       max_steps: int | None = None, step: int = 0) -> View:
    """A serving trace, step by step: the block pool, the requests and what each step ran.

    The trace of :func:`attnviz.serve` (``result.steps``) is embedded in the view, compactly
    (the pool as the blocks that change at each step), and the browser replays it
    (``attnviz/visuals/static/scheduler.js``): live with no kernel, on the book's website too.
    Serve with ``step_time`` for a trace that is the same on every machine.

    Args:
        result: what :func:`attnviz.serve` returned (at least one step).
        requests: the requests it served (optional): their prompt lengths let the view show
            each prompt's progress even for a request that was preempted after reusing a shared
            prefix, which the trace alone does not tell. Their ids must be the result's.
        max_steps: show only the first ``max_steps`` steps (``None``: all of them, at most
            :data:`MAX_TRACE_STEPS`).
        step: the step shown first, counted from 0.

    Returns:
        An :class:`attnviz.View` of kind ``"scheduler"``: a play/pause button and a step slider
        above a line saying the step, its time, the blocks in use and what happened (also
        announced to screen readers); the block pool as a grid, each block in its request's
        colour with the request's id (free blocks empty, blocks kept by the prefix tree hatched,
        a block shared by several requests marked with their number); what the step scheduled
        (prompt chunks and decoded tokens, as a bar of its tokens); and the requests: the running
        ones with their progress (prompt tokens read, tokens generated), the waiting, the
        finished and those yet to arrive. The pool has a text alternative that says who holds
        which blocks.
    """
    from attnviz.serving.engine import Request, ServeResult

    if not isinstance(result, ServeResult):
        raise TypeError(f"result must be the ServeResult of attnviz.serve, got "
                        f"{type(result).__name__}")
    if not result.steps:
        raise ValueError("result must hold at least one step, got an empty trace")
    if max_steps is not None:
        check_int("max_steps", max_steps, minimum=1)
    shown = len(result.steps) if max_steps is None else min(max_steps, len(result.steps))
    if shown > MAX_TRACE_STEPS:
        raise ValueError(f"result has {len(result.steps)} steps, more than the "
                         f"{MAX_TRACE_STEPS} one view shows: pass max_steps to show the first "
                         "ones")
    check_int("step", step, minimum=0, maximum=shown - 1)
    num_blocks = len(result.steps[0].block_owner)
    if not 1 <= num_blocks <= MAX_POOL_BLOCKS:
        raise ValueError(f"result's pool must have between 1 and {MAX_POOL_BLOCKS} blocks, got "
                         f"{num_blocks}")
    ids = sorted(result.metrics)
    for k, record in enumerate(result.steps):
        if len(record.block_owner) != num_blocks or len(record.block_refs) not in (
                0, num_blocks):
            raise ValueError(f"result.steps[{k}] has {len(record.block_owner)} block owners and "
                             f"{len(record.block_refs)} block counts, expected {num_blocks}")
        named = [*record.decode, *record.admitted, *record.finished, *record.preempted,
                 *(r for r, _ in (*record.prefill, *record.recompute)),
                 *(o for o in record.block_owner if o >= 0)]
        unknown = sorted(set(named) - set(ids))
        if unknown:
            raise ValueError(f"result.steps[{k}] names requests {unknown} that result.metrics "
                             "does not hold")
    prompts: list[int | None] = [None] * len(ids)
    if requests is not None:
        if isinstance(requests, str) or not isinstance(requests, Sequence):
            raise TypeError(f"requests must be a list of attnviz Requests or None, got "
                            f"{type(requests).__name__}")
        for position, request in enumerate(requests):
            if not isinstance(request, Request):
                raise TypeError(f"requests[{position}] must be a Request, got "
                                f"{type(request).__name__}")
        given = sorted(request.id for request in requests)
        if given != ids:
            raise ValueError(f"requests must be the requests result served, ids {ids}, got ids "
                             f"{given}")
        length = {request.id: len(request.prompt) for request in requests}
        prompts = [length[request_id] for request_id in ids]
    metrics = [result.metrics[request_id] for request_id in ids]
    timelines = _request_timelines(result.steps, ids, prompts, metrics)
    steps = result.steps[:shown]
    index = {request_id: i for i, request_id in enumerate(ids)}

    def changes(rows: list[list[int]], start: int) -> list[list[int]]:
        """Each row as ``[block, value, block, value, ...]`` for the blocks whose value
        changed since the row before it (before the first step, every block is ``start``)."""
        previous = [start] * num_blocks
        out = []
        for row in rows:
            out.append([x for b, value in enumerate(row) if value != previous[b]
                        for x in (b, value)])
            previous = row
        return out

    owners = [[index[o] if o >= 0 else o for o in record.block_owner] for record in steps]
    shared = [[r if r > 1 else 0 for r in (record.block_refs or [0] * num_blocks)]
              for record in steps]

    def events(name: str) -> list[int]:
        return [x for k, record in enumerate(steps) for r in getattr(record, name)
                for x in (k, index[r])]

    embedded = []
    for request_id, metric, timeline in zip(ids, metrics, timelines, strict=True):
        cut = max(0, shown - timeline["first"])  # the steps of it that are shown
        embedded.append({"id": request_id, "arrival": round(metric.arrival, 6),
                         "prompt": timeline["prompt"], "new_tokens": metric.new_tokens,
                         "first": timeline["first"], "states": timeline["states"][:cut],
                         "progress": timeline["progress"][:cut]})
    data: dict[str, Any] = {
        "num_blocks": num_blocks, "total_steps": len(result.steps), "step": step,
        "start": [round(record.start, 6) for record in steps],
        "end": round(steps[-1].start + steps[-1].seconds, 6),
        "requests": embedded,
        "prefill": [[x for r, n in (*record.prefill, *record.recompute) for x in (index[r], n)]
                    for record in steps],
        "owner": changes(owners, -1), "shared": changes(shared, 0),
        "admitted": events("admitted"), "finished": events("finished"),
        "preempted": events("preempted"),
    }
    peak = max(range(shown), key=lambda k: steps[k].blocks_in_use)
    preemptions = sum(len(record.preempted) for record in steps)
    done = sum(len(record.finished) for record in steps)
    most_shared = max((r for record in steps for r in record.block_refs), default=0)
    span = (f"the first {shown} of {len(result.steps)} steps" if shown < len(result.steps)
            else f"{shown} steps")
    label = (f"Scheduler view: a serving trace of {span}, {len(ids)} requests over a pool of "
             f"{num_blocks} blocks, step by step")
    summary = (f"A serving trace of {span} ({1000 * data['end']:.1f} ms simulated): "
               f"{len(ids)} requests, {done} finished; at most {steps[peak].blocks_in_use} of "
               f"{num_blocks} blocks in use (step {peak + 1}); {preemptions} preemption"
               f"{'' if preemptions == 1 else 's'}"
               + (f"; blocks shared by up to {most_shared} requests" if most_shared > 1 else "")
               + ".")
    return View("scheduler", data, label=label, fallback=_fallback(summary))
