"""An interactive attention view that needs no kernel and no network (chapters 5 to 7).

The explorers in :mod:`attnviz.widgets` need a running kernel; on the book's static website they
show only their first state. :func:`attention_html` instead writes attention weights as one
self-contained HTML fragment: markup, an inline ``<style>``, and one inline ``<script>`` with the
weights embedded as JSON. It requests nothing (no CDN, no fonts, no images by URL), so it works
in Jupyter (classic and Lab), in Colab and on the website Jupyter Book builds from a notebook's
saved ``text/html`` output. :class:`AttentionView` wraps the same arguments and displays itself
when it is the last expression of a cell.

What the reader sees, bertviz "head view" style: the query tokens on the left, the key tokens on
the right. Hovering over (or focusing) a query shows its weights over the keys: each key is
shaded, labelled with its weight, and joined to the query by a line whose opacity is the weight.
Clicking a query pins it (click again to unpin). A ``<select>`` picks the layer and another the
head; with more than one head, "all heads (mean)" is chosen at first: shading and lines show the
mean over heads, and a small heatmap per head (queries down, keys across) is drawn side by side.
Hovering over or clicking a heatmap row does what it does on the query token. Colours are the
book's (:mod:`attnviz.palette`): queries marked in the query colour, keys and weights in the key
colour, translucent on whatever background the page has; text uses ``currentColor``, so light
and dark themes both work. Without JavaScript (a sanitized viewer), the tokens still show as text.

The data: weights are embedded rounded to :data:`DECIMALS` (4) decimals, as nested lists shaped
``(L, H, Tq, Tk)`` under ``"weights"``, beside ``"queries"``, ``"keys"``, ``"layers"``,
``"heads"``, ``"title"``, ``"shape"``, ``"decimals"`` and ``"vmax"`` (the largest weight, which
maps to full colour). The JSON object follows the comment ``/*attnviz-data*/`` in the script.

Escaping: tokens, names and the title are HTML-escaped (``html.escape``, quotes included) where
they appear in markup; in the JSON, ``<``, ``>``, ``&`` and ``'`` are written as ``\\u003c``,
``\\u003e``, ``\\u0026`` and ``\\u0027``, and every non-ASCII character (U+2028 and U+2029
included) as a ``\\uXXXX`` escape, so no token can close the script or open markup. The script
writes token text only through ``textContent`` and the ``title`` property.

Ids: each fragment's root has one id, ``element_id`` if given (a letter, then letters, digits,
``-`` or ``_``), else ``attnviz-view-<n>-<hash>``: ``n`` counts the fragments this process has
written (a private counter, so two renderings of the same data differ, and a notebook run top to
bottom writes the same ids every time) and ``hash`` is a digest of the embedded data. No random
numbers are drawn. Styles are scoped to the root's id, and each script sets up only roots with
its id and data hash, so several views on one page do not interfere; a script that runs twice,
or finds its view already set up, does nothing.

The DOM contract that browser tests rely on:

- the root ``div`` has the class ``attnviz-attention-view``, the id above, and
  ``data-attnviz-view``: ``"static"`` as written, ``"ready"`` once the script has set it up
  (``"error"`` if setting up failed); it also carries ``data-layer`` (index), ``data-head``
  (index or ``"all"``) and, while a query is shown, ``data-query`` (index);
- each query token is an element with the class ``attnviz-query`` and ``data-index``; the one
  shown also has ``attnviz-active``, a pinned one ``attnviz-pinned`` and ``aria-pressed="true"``;
- each key token is an element with the class ``attnviz-key`` and ``data-index``; while a query
  is shown it has ``data-weight`` (the weight shown, as a decimal string: the query's weight
  for the chosen head, or the mean over heads rounded to :data:`DECIMALS` decimals) and a
  ``style`` background whose opacity grows with the weight; with no query shown it has neither;
- the controls are ``select.attnviz-layer`` and ``select.attnviz-head`` (option values are
  indices, and ``"all"``); the heatmaps are ``canvas.attnviz-map`` elements with ``data-head``.
"""

from __future__ import annotations

import hashlib
import html
import itertools
import json
import re
from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

import numpy as np
import torch

from .palette import KEY, QUERY, to_rgb
from .plotting import to_numpy

__all__ = ["AttentionView", "attention_html"]

DECIMALS = 4
"""Decimals kept for each embedded weight."""

MAX_ENTRIES = 250_000
"""The most weights one view embeds (each costs about 7 bytes of HTML)."""

_ROW_PX = 20  # height of a token row; the script's ROW must match
_LINES_PX = 80  # width of the band of lines between queries and keys
# Queries and keys in the book's colours (attnviz.palette), which read on light and dark pages:
# weights shade the keys, the lines and the maps in the key colour.
_QUERY_RGB = ",".join(map(str, to_rgb(QUERY)))
_ACCENT = ",".join(map(str, to_rgb(KEY)))
_ELEMENT_ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,99}")
_COUNTER = itertools.count(1)  # numbers the fragments this process writes (unique ids)
_SHAPE_LETTERS = {2: "(Tq, Tk)", 3: "(H, Tq, Tk)", 4: "(L, H, Tq, Tk)"}
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027",
                 "\u2028": "\\u2028", "\u2029": "\\u2029"}

_CSS = """
ROOT{margin:.5em 0;max-width:100%;overflow-x:auto;line-height:1.4}
ROOT .attnviz-bar{display:flex;flex-wrap:wrap;gap:.3em 1.2em;align-items:center;margin:0 0 .4em}
ROOT .attnviz-title{font-weight:bold}
ROOT select{font:inherit}
ROOT .attnviz-main{display:flex;align-items:flex-start}
ROOT .attnviz-col{display:flex;flex-direction:column;min-width:2em}
ROOT .attnviz-tok{display:block;height:20px;line-height:20px;padding:0 .4em;white-space:pre;
font-family:monospace;font-size:13px;border-radius:3px;overflow:hidden;max-width:16em}
ROOT .attnviz-query{text-align:right;cursor:pointer;text-overflow:ellipsis;
border-right:3px solid rgb(QRGB)}
ROOT .attnviz-key{border-left:3px solid rgb(KRGB)}
ROOT .attnviz-query.attnviz-active{background:rgba(QRGB,.3)}
ROOT .attnviz-query.attnviz-pinned{box-shadow:inset 0 0 0 1px currentColor}
ROOT .attnviz-num{font-size:80%;margin-left:.5em}
ROOT .attnviz-lines{flex:none;display:block}
ROOT .attnviz-maps{display:flex;flex-wrap:wrap;gap:.8em;margin-top:.6em}
ROOT .attnviz-mapbox{font-size:80%;text-align:center}
ROOT canvas.attnviz-map{display:block;cursor:pointer;box-shadow:0 0 0 1px rgba(128,128,128,.5)}
ROOT .attnviz-hint{font-size:85%;opacity:.75;margin-top:.4em}
"""

# ES5 only; no "//" comments (the fragment must contain no "//"), and no "</" anywhere.
_JS = """
(function () {
  "use strict";
  var ID = "__ID__", HASH = "__HASH__", ROW = 20, ACCENT = "__ACCENT__";
  var D = /*attnviz-data*/__DATA__;
  var script = document.currentScript;
  function roots() {
    var found = [], prev = script && script.previousElementSibling, all, i;
    if (prev && prev.id === ID) { found.push(prev); }
    all = document.querySelectorAll('[id="' + ID + '"]');
    for (i = 0; i < all.length; i++) { if (found.indexOf(all[i]) < 0) { found.push(all[i]); } }
    return found;
  }
  function mark(el, name, on) { el.classList[on ? "add" : "remove"](name); }
  function setup(root) {
    var H = D.shape[1], Tq = D.shape[2], Tk = D.shape[3], scale = Math.pow(10, D.decimals);
    var queries = root.querySelectorAll(".attnviz-query");
    var keys = root.querySelectorAll(".attnviz-key");
    var lines = root.querySelectorAll(".attnviz-lines line");
    var layerSelect = root.querySelector("select.attnviz-layer");
    var headSelect = root.querySelector("select.attnviz-head");
    var maps = root.querySelector(".attnviz-maps");
    var cell = Math.max(3, Math.min(14, Math.floor(180 / Math.max(Tq, Tk))));
    var ratio = window.devicePixelRatio || 1, means = {}, canvases = [];
    var state = {layer: 0, head: 0, pinned: -1, shown: -1};
    if (queries.length !== Tq || keys.length !== Tk || lines.length !== Tk) {
      throw new Error("attnviz: the markup does not match the data");
    }
    function matrix(layer, head) {
      var m, i, j, h, s;
      if (head >= 0) { return D.weights[layer][head]; }
      if (!means[layer]) {
        m = [];
        for (i = 0; i < Tq; i++) {
          m.push([]);
          for (j = 0; j < Tk; j++) {
            for (s = 0, h = 0; h < H; h++) { s += D.weights[layer][h][i][j]; }
            m[i].push(Math.round(s / H * scale) / scale);
          }
        }
        means[layer] = m;
      }
      return means[layer];
    }
    function alpha(w) { var a = w / D.vmax; return a > 0 ? Math.min(a, 1) : 0; }
    function draw() {
      var color = window.getComputedStyle ? window.getComputedStyle(root).color : "#888";
      canvases.forEach(function (entry) {
        var ctx = entry.canvas.getContext ? entry.canvas.getContext("2d") : null;
        var m = matrix(state.layer, entry.head), i, j;
        if (!ctx) { return; }
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.clearRect(0, 0, Tk * cell, Tq * cell);
        for (i = 0; i < Tq; i++) {
          for (j = 0; j < Tk; j++) {
            ctx.fillStyle = "rgba(" + ACCENT + "," + alpha(m[i][j]).toFixed(3) + ")";
            ctx.fillRect(j * cell, i * cell, cell, cell);
          }
        }
        if (state.shown >= 0) {
          ctx.strokeStyle = color;
          ctx.lineWidth = 1.5;
          ctx.strokeRect(0.75, state.shown * cell + 0.75, Tk * cell - 1.5, cell - 1.5);
        }
      });
    }
    function show(i) {
      var m = matrix(state.layer, state.head), j, w, a, num;
      state.shown = i;
      for (j = 0; j < Tq; j++) {
        mark(queries[j], "attnviz-active", j === i);
        mark(queries[j], "attnviz-pinned", j === state.pinned);
        queries[j].setAttribute("aria-pressed", j === state.pinned ? "true" : "false");
      }
      for (j = 0; j < Tk; j++) {
        num = keys[j].querySelector(".attnviz-num");
        if (i < 0) {
          keys[j].style.backgroundColor = "";
          keys[j].removeAttribute("data-weight");
          lines[j].setAttribute("stroke-opacity", "0");
          if (num) { num.textContent = ""; }
        } else {
          w = m[i][j];
          a = alpha(w);
          keys[j].style.backgroundColor = "rgba(" + ACCENT + "," + (0.8 * a).toFixed(3) + ")";
          keys[j].setAttribute("data-weight", String(w));
          lines[j].setAttribute("y1", String((i + 0.5) * ROW));
          lines[j].setAttribute("stroke-opacity", a.toFixed(3));
          if (num) { num.textContent = w.toFixed(2); }
        }
      }
      if (i < 0) { root.removeAttribute("data-query"); }
      else { root.setAttribute("data-query", String(i)); }
      draw();
    }
    function pin(i) {
      state.pinned = state.pinned === i ? -1 : i;
      show(state.pinned < 0 ? i : state.pinned);
    }
    function cellAt(canvas, event) {
      var box = canvas.getBoundingClientRect();
      var i = Math.floor((event.clientY - box.top) / (box.height || 1) * Tq);
      var j = Math.floor((event.clientX - box.left) / (box.width || 1) * Tk);
      return [Math.max(0, Math.min(Tq - 1, i)), Math.max(0, Math.min(Tk - 1, j))];
    }
    function build() {
      var h;
      while (maps.firstChild) { maps.removeChild(maps.firstChild); }
      canvases = [];
      for (h = 0; h < H; h++) {
        if (state.head < 0 || state.head === h) { addMap(h); }
      }
    }
    function addMap(h) {
      var box = document.createElement("div"), canvas = document.createElement("canvas");
      var caption = document.createElement("div");
      box.className = "attnviz-mapbox";
      canvas.className = "attnviz-map";
      canvas.setAttribute("data-head", String(h));
      canvas.width = Math.round(Tk * cell * ratio);
      canvas.height = Math.round(Tq * cell * ratio);
      canvas.style.width = Tk * cell + "px";
      canvas.style.height = Tq * cell + "px";
      caption.textContent = D.heads[h];
      canvas.addEventListener("mousemove", function (event) {
        var at = cellAt(canvas, event);
        canvas.title = D.queries[at[0]] + " \\u2192 " + D.keys[at[1]] + ": " +
          matrix(state.layer, h)[at[0]][at[1]];
        if (at[0] !== state.shown) { show(at[0]); }
      });
      canvas.addEventListener("mouseleave", function () { show(state.pinned); });
      canvas.addEventListener("click", function (event) { pin(cellAt(canvas, event)[0]); });
      box.appendChild(canvas);
      box.appendChild(caption);
      maps.appendChild(box);
      canvases.push({canvas: canvas, head: h});
    }
    function choose() {
      var head = headSelect ? headSelect.value : "0";
      state.layer = layerSelect ? (Number(layerSelect.value) || 0) : 0;
      state.head = head === "all" ? -1 : (Number(head) || 0);
      root.setAttribute("data-layer", String(state.layer));
      root.setAttribute("data-head", state.head < 0 ? "all" : String(state.head));
      build();
      show(state.shown);
    }
    Array.prototype.forEach.call(queries, function (el, i) {
      el.tabIndex = 0;
      el.setAttribute("role", "button");
      el.addEventListener("mouseenter", function () { show(i); });
      el.addEventListener("mouseleave", function () { show(state.pinned); });
      el.addEventListener("focus", function () { show(i); });
      el.addEventListener("blur", function () { show(state.pinned); });
      el.addEventListener("click", function () { pin(i); });
      el.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); pin(i); }
      });
    });
    if (layerSelect) { layerSelect.addEventListener("change", choose); }
    if (headSelect) { headSelect.addEventListener("change", choose); }
    choose();
  }
  function start(tries) {
    var found = roots(), i, root;
    for (i = 0; i < found.length; i++) {
      root = found[i];
      if (root.getAttribute("data-attnviz-hash") !== HASH ||
          root.getAttribute("data-attnviz-view") !== "static") { continue; }
      try {
        setup(root);
        root.setAttribute("data-attnviz-view", "ready");
      } catch (error) {
        root.setAttribute("data-attnviz-view", "error");
        if (window.console) { window.console.error("attnviz:", error); }
      }
    }
    if (!found.length && tries < 100) { setTimeout(function () { start(tries + 1); }, 50); }
  }
  start(0);
})();
"""


def _compact(source: str) -> str:
    """Drop indentation and blank lines (the templates hold no multi-line strings)."""
    return "\n".join(line.strip() for line in source.strip().splitlines() if line.strip())


_CSS_TEMPLATE = (_compact(_CSS).replace(";\n", ";").replace("QRGB", _QUERY_RGB)
                 .replace("KRGB", _ACCENT))
_JS_TEMPLATE = _compact(_JS)


def _json_for_script(payload: dict[str, Any]) -> str:
    """JSON that is also safe inside a ``<script>`` element (no ``<``, ``>``, ``&``, U+2028)."""
    text = json.dumps(payload, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return re.sub("[<>&'\u2028\u2029]", lambda match: _JSON_ESCAPES[match.group()], text)


def _check_strings(name: str, values: object, expected: int, what: str, shape: str) -> list[str]:
    """Return ``values`` as a list of ``expected`` strings, else raise naming ``name``."""
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise TypeError(
            f"{name} must be a list of strings, one per {what}, got {type(values).__name__}"
        )
    if len(values) != expected:
        raise ValueError(
            f"{name} must have one entry per {what}: {expected} for weights shaped {shape}, "
            f"got {len(values)}"
        )
    for index, value in enumerate(values):
        if not isinstance(value, str):
            raise TypeError(f"{name}[{index}] must be a str, got {type(value).__name__} {value!r}")
    return [str(value) for value in values]


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
    data = data.reshape((1,) * (4 - data.ndim) + data.shape)  # (L, H, Tq, Tk)
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
    rounded = np.round(data, DECIMALS) + 0.0  # + 0.0 turns -0.0 into 0.0
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


def _select(css_class: str, label: str, options: list[tuple[str, str]]) -> str:
    disabled = " disabled" if len(options) == 1 else ""
    items = "".join(f'<option value="{value}">{html.escape(text)}</option>'
                    for value, text in options)
    return f'<label>{label} <select class="{css_class}"{disabled}>{items}</select></label>'


def _render(payload: dict[str, Any], *, element_id: str | None) -> str:
    """Write the fragment: the root ``div`` (style and markup) followed by its script."""
    data = _json_for_script(payload)
    digest = hashlib.sha256(data.encode("ascii")).hexdigest()[:12]
    if element_id is None:
        element_id = f"attnviz-view-{next(_COUNTER)}-{digest[:8]}"
    escape = html.escape
    num_layers, num_heads, num_queries, num_keys = payload["shape"]
    height = max(num_queries, num_keys) * _ROW_PX
    head_options = [(str(h), name) for h, name in enumerate(payload["heads"])]
    if num_heads > 1:
        head_options.insert(0, ("all", "all heads (mean)"))
    hint = ("Hover over or click a query (left) to see its weights over the keys (right); "
            "click again to unpin.")
    if num_heads > 1:
        hint += (" With all heads, shading and lines show the mean over heads, and each head "
                 "has its own map (queries down, keys across).")
    parts = [
        f'<div id="{element_id}" class="attnviz-attention-view" data-attnviz-view="static" '
        f'data-attnviz-hash="{digest}">',
        f"<style>{_CSS_TEMPLATE.replace('ROOT', '#' + element_id)}</style>",
        '<div class="attnviz-bar">',
        "" if payload["title"] is None else
        f'<span class="attnviz-title">{escape(payload["title"])}</span>',
        _select("attnviz-layer", "layer", [(str(i), name)
                                           for i, name in enumerate(payload["layers"])]),
        _select("attnviz-head", "head", head_options),
        '</div><div class="attnviz-main"><div class="attnviz-col">',
        *(f'<span class="attnviz-tok attnviz-query" data-index="{i}" title="{escape(token)}">'
          f'{escape(token)}</span>' for i, token in enumerate(payload["queries"])),
        f'</div><svg class="attnviz-lines" width="{_LINES_PX}" height="{height}" '
        f'stroke="rgb({_ACCENT})" stroke-width="2" aria-hidden="true">',
        *(f'<line x2="{_LINES_PX}" y2="{(j + 0.5) * _ROW_PX:g}" stroke-opacity="0"></line>'
          for j in range(num_keys)),
        '</svg><div class="attnviz-col">',
        *(f'<span class="attnviz-tok attnviz-key" data-index="{j}" title="{escape(token)}">'
          f'{escape(token)}<span class="attnviz-num"></span></span>'
          for j, token in enumerate(payload["keys"])),
        '</div></div><div class="attnviz-maps"></div>',
        f'<div class="attnviz-hint">{hint}</div></div>',
    ]
    values = {"ID": element_id, "HASH": digest, "ACCENT": _ACCENT, "DATA": data}
    code = re.sub(r"__(ID|HASH|ACCENT|DATA)__", lambda match: values[match.group(1)],
                  _JS_TEMPLATE)  # one pass: nothing substituted is scanned again
    return "".join(parts) + f"<script>{code}</script>"


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
        element_id: the root element's id; by default one is made from a counter and a hash of
            the data (never from a random number).

    Returns:
        The HTML fragment: a ``div.attnviz-attention-view`` followed by its ``<script>``.

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
    data is rounded and kept then, so later changes to ``weights`` do not reach the view. Each
    rendering gets a new id unless ``element_id`` is given.

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

    def __repr__(self) -> str:
        num_layers, num_heads, num_queries, num_keys = self.shape
        text = f"AttentionView(L={num_layers}, H={num_heads}, Tq={num_queries}, Tk={num_keys}"
        if self.title is not None:
            title = self.title if len(self.title) <= 40 else self.title[:37] + "..."
            text += f", title={title!r}"
        if self.element_id is not None:
            text += f", element_id={self.element_id!r}"
        return text + ")"
