"""An interactive attention view that needs no kernel and no network (chapters 4 to 7).

:func:`attention_html` writes attention weights as one self-contained HTML fragment that
follows the rendering contract of :mod:`attnviz.visuals.views`: a host element with the weights
embedded as JSON, and one script (``attnviz/visuals/static/runtime.js`` and ``attention.js``) that
draws the view in the host's shadow root. It requests nothing (no CDN, no fonts, no images by URL),
so it works in Jupyter (classic and Lab), VS Code, Colab and on the website Jupyter Book builds
from a notebook's saved ``text/html`` output. :class:`AttentionView` wraps the same arguments,
displays itself when it is the last expression of a cell and saves itself as a standalone HTML
file.

What the reader sees, bertviz "head view" style: the query tokens on the left, the key tokens on
the right. Hovering over (or focusing) a query shows its weights over the keys: each key is
shaded, labelled with its weight, and joined to the query by a line whose opacity is the weight.
Clicking a query pins it (click again, or Escape, to unpin); the arrow keys move between
queries. A ``<select>`` picks the layer and another the head; with more than one head, "all
heads (mean)" is chosen at first: shading and lines show the mean over heads, and a small
heatmap per head (queries down, keys across) is drawn side by side. Hovering over or clicking a
heatmap row does what it does on the query token. Colours are the book's
(:mod:`attnviz.visuals.palette`), translucent on whatever background the page has; text uses
``currentColor`` and the view follows the page's light or dark theme (the book's, or Jupyter's).
Long inputs scroll inside the view. Without JavaScript (a sanitized viewer, an untrusted
notebook), the title and the tokens show as text, then how to see the view live.

The data: weights are embedded rounded to :data:`DECIMALS` (4) decimals, as nested lists shaped
``(L, H, Tq, Tk)`` under ``"weights"``, beside ``"queries"``, ``"keys"``, ``"layers"``,
``"heads"``, ``"title"``, ``"shape"``, ``"decimals"`` and ``"vmax"`` (the largest weight, which
maps to full colour), in the host's ``script.attnviz-data``.

The DOM contract that browser tests rely on: the host ``div`` has the classes ``attnviz-view``
and ``attnviz-attention-view`` and ``data-attnviz-view`` (``"static"`` as written, ``"ready"``
once set up, ``"error"`` if setting up failed); it carries ``data-layer`` (index),
``data-head`` (index or ``"all"``) and, while a query is shown, ``data-query`` (index). In its
open shadow root: each query token has the class ``attnviz-query`` and ``data-index`` (the one
shown also ``attnviz-active``, a pinned one ``attnviz-pinned`` and ``aria-pressed="true"``);
each key token has the class ``attnviz-key`` and ``data-index`` and, while a query is shown,
``data-weight`` (the weight shown, as a decimal string: the query's weight for the chosen
head, or the mean over heads rounded to :data:`DECIMALS` decimals) and a background whose
opacity grows with the weight; the controls are ``select.attnviz-layer`` and
``select.attnviz-head`` (option values are indices, and ``"all"``); the heatmaps are
``canvas.attnviz-map`` elements with ``data-head``.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from attnviz._checks import check_labels
from attnviz.visuals.arrays import to_numpy
from attnviz.visuals.views import save_html, view_html

__all__ = ["AttentionView", "attention_html"]

DECIMALS = 4
"""Decimals kept for each embedded weight."""

MAX_ENTRIES = 250_000
"""The most weights one view embeds (each costs about 7 bytes of HTML)."""

_ELEMENT_ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,99}")
_SHAPE_LETTERS = {2: "(Tq, Tk)", 3: "(H, Tq, Tk)", 4: "(L, H, Tq, Tk)"}


def _check_strings(name: str, values: object, expected: int, what: str, shape: str) -> list[str]:
    """Return ``values`` as a list of ``expected`` strings, else raise naming ``name``."""
    if isinstance(values, Sequence) and not isinstance(values, str | bytes):
        values = list(values)  # any sequence of strings, such as a tuple of tokens
    return list(check_labels(name, values, expected, what, shape))


def _check_element_id(element_id: object) -> None:
    if element_id is None:
        return
    if not isinstance(element_id, str) or not _ELEMENT_ID.fullmatch(element_id):
        raise ValueError(
            "element_id must be a letter followed by at most 99 letters, digits, '-' or '_', "
            f"got {element_id!r}"
        )


def _prepare(weights: object, *, query_tokens: object, key_tokens: object,
             layer_names: object, head_names: object, title: object) -> dict[str, Any]:
    """Check every argument and return the data to embed (weights as ``(L, H, Tq, Tk)`` lists)."""
    data = to_numpy(weights, name="weights")
    if data.dtype.kind not in "biuf":
        raise TypeError(f"weights must hold real numbers, got dtype {data.dtype}")
    if data.ndim not in _SHAPE_LETTERS:
        raise ValueError(
            "weights must be shaped (Tq, Tk), (H, Tq, Tk) or (L, H, Tq, Tk), "
            f"got {data.ndim}-D shape {tuple(data.shape)}"
        )
    shape = f"{tuple(data.shape)} = {_SHAPE_LETTERS[data.ndim]}"
    if 0 in data.shape:
        raise ValueError(f"weights must have no empty axis, got shape {shape}")
    if data.size > MAX_ENTRIES:
        raise ValueError(
            f"weights has {data.size} entries (shape {shape}); a view embeds at most "
            f"{MAX_ENTRIES}: choose fewer layers, heads or tokens"
        )
    data = data[(np.newaxis,) * (4 - data.ndim)]  # leading axes of size 1: (L, H, Tq, Tk)
    num_layers, num_heads, num_queries, num_keys = data.shape
    data = data.astype(np.float64)
    if not np.isfinite(data).all():
        bad = int(data.size - np.isfinite(data).sum())
        raise ValueError(
            f"weights must be finite, got {bad} NaN or infinite entries in shape {shape} "
            "(a row with nothing to attend to should hold zeros)"
        )
    queries = _check_strings("query_tokens", query_tokens, num_queries, "query (Tq)", shape)
    if key_tokens is None and num_keys != num_queries:
        raise ValueError(
            f"key_tokens is needed: weights shaped {shape} has Tq = {num_queries} queries but "
            f"Tk = {num_keys} keys, and key_tokens defaults to query_tokens (self-attention)"
        )
    keys = queries if key_tokens is None else _check_strings(
        "key_tokens", key_tokens, num_keys, "key (Tk)", shape)
    layers = ([f"layer {i}" for i in range(num_layers)] if layer_names is None else
              _check_strings("layer_names", layer_names, num_layers, "layer (L)", shape))
    heads = ([f"head {h}" for h in range(num_heads)] if head_names is None else
             _check_strings("head_names", head_names, num_heads, "head (H)", shape))
    if title is not None and not isinstance(title, str):
        raise TypeError(f"title must be a str or None, got {type(title).__name__}")
    # rounded in float64: a float32 0.007 would read back as 0.007000000216066837 in the page
    rounded = np.round(data.astype(np.float64), DECIMALS) + 0.0  # + 0.0 turns -0.0 into 0.0
    vmax = float(rounded.max())
    return {
        "title": title,
        "layers": layers,
        "heads": heads,
        "queries": queries,
        "keys": list(keys),
        "shape": [num_layers, num_heads, num_queries, num_keys],
        "decimals": DECIMALS,
        "vmax": vmax if vmax > 0 else 1.0,
        "weights": rounded.tolist(),
    }


def _render(payload: dict[str, Any], *, element_id: str | None) -> str:
    """The view as a fragment of :mod:`attnviz.visuals.views`: front end
    ``attnviz/visuals/static/attention.*``, and, for readers without scripts, the title and the
    tokens as text."""
    escape = html.escape
    num_layers, num_heads, num_queries, num_keys = payload["shape"]
    title = "" if payload["title"] is None else f"<strong>{escape(payload['title'])}</strong> "
    fallback = (f'<div class="attnviz-fallback">{title}queries: '
                f"{escape(' '.join(payload['queries']))}; keys: "
                f"{escape(' '.join(payload['keys']))}</div>")
    label = (f"attention weights, {num_layers} layer(s) of {num_heads} head(s), "
             f"{num_queries} queries and {num_keys} keys"
             + ("" if payload["title"] is None else f": {payload['title']}"))
    return view_html("attention", payload, label=label, fallback=fallback,
                     element_id=element_id)


def attention_html(weights: torch.Tensor | np.ndarray, *, query_tokens: Sequence[str],
                   key_tokens: Sequence[str] | None = None,
                   layer_names: Sequence[str] | None = None,
                   head_names: Sequence[str] | None = None, title: str | None = None,
                   element_id: str | None = None) -> str:
    """Write attention weights as one self-contained, interactive HTML fragment.

    The fragment needs no kernel and makes no request; see the module docstring for what it
    shows, how tokens are escaped and the DOM contract. Display it with
    ``IPython.display.HTML(...)``, or use :class:`AttentionView`.

    Args:
        weights: ``(Tq, Tk)`` (one layer, one head), ``(H, Tq, Tk)`` (one layer) or
            ``(L, H, Tq, Tk)`` finite weights: a tensor (any device, with grad or not) or an
            array. Embedded rounded to :data:`DECIMALS` decimals.
        query_tokens: ``Tq`` strings, one per query (row).
        key_tokens: ``Tk`` strings, one per key (column); defaults to ``query_tokens``
            (self-attention).
        layer_names: ``L`` names for the layer control (default "layer 0", "layer 1", ...).
        head_names: ``H`` names for the head control (default "head 0", "head 1", ...).
        title: a line of text above the view.
        element_id: an id for the view's host element; by default it has none (views need no
            ids: two renderings of the same data are the same text and work side by side).

    Returns:
        The HTML fragment, a ``div.attnviz-view.attnviz-attention-view`` followed by its
        ``<script>``.

    Raises:
        TypeError: ``weights`` is not a tensor or array of real numbers, or a token or name is
            not a string.
        ValueError: ``weights`` has another number of axes, an empty axis, a non-finite entry or
            more than :data:`MAX_ENTRIES` entries; a list of tokens or names does not match its
            axis; ``element_id`` is not a plain id.
    """
    _check_element_id(element_id)
    payload = _prepare(weights, query_tokens=query_tokens, key_tokens=key_tokens,
                       layer_names=layer_names, head_names=head_names, title=title)
    return _render(payload, element_id=element_id)


@dataclass(frozen=True, eq=False, repr=False)
class AttentionView:
    """Attention weights that display themselves as :func:`attention_html`'s interactive view.

    Make one as the last expression of a notebook cell: Jupyter and Colab show the view, and
    the ``text/html`` output saved in the notebook is what the book's website shows. The
    arguments are those of :func:`attention_html` and are checked here, at construction; the
    data is rounded and kept then, so later changes to ``weights`` do not reach the view.

    Args:
        weights: ``(Tq, Tk)``, ``(H, Tq, Tk)`` or ``(L, H, Tq, Tk)`` tensor or array.
        query_tokens, key_tokens, layer_names, head_names, title, element_id: as for
            :func:`attention_html`.
    """

    weights: torch.Tensor | np.ndarray
    _: KW_ONLY
    query_tokens: Sequence[str]
    key_tokens: Sequence[str] | None = None
    layer_names: Sequence[str] | None = None
    head_names: Sequence[str] | None = None
    title: str | None = None
    element_id: str | None = None
    _payload: dict[str, Any] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        _check_element_id(self.element_id)
        payload = _prepare(self.weights, query_tokens=self.query_tokens,
                           key_tokens=self.key_tokens, layer_names=self.layer_names,
                           head_names=self.head_names, title=self.title)
        object.__setattr__(self, "_payload", payload)

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """``(L, H, Tq, Tk)``: layers, heads, queries and keys shown."""
        num_layers, num_heads, num_queries, num_keys = self._payload["shape"]
        return num_layers, num_heads, num_queries, num_keys

    def to_html(self) -> str:
        """The view as an HTML fragment (what :func:`attention_html` returns)."""
        return _render(self._payload, element_id=self.element_id)

    def _repr_html_(self) -> str:
        return self.to_html()

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Save the view as one standalone HTML file (no network needed to open it).

        Args:
            path: where to write, ending in ``.html`` or ``.htm``, in an existing folder; an
                existing file is replaced whole (written to a temporary file, then renamed).

        Returns:
            The path written.
        """
        return save_html(self.to_html(), path, title=self._payload["title"] or "attention")

    def __repr__(self) -> str:
        num_layers, num_heads, num_queries, num_keys = self.shape
        text = f"AttentionView(L={num_layers}, H={num_heads}, Tq={num_queries}, Tk={num_keys}"
        if self.title is not None:
            title = self.title if len(self.title) <= 40 else self.title[:37] + "..."
            text += f", title={title!r}"
        if self.element_id is not None:
            text += f", element_id={self.element_id!r}"
        return text + ")"
