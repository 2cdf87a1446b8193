"""The rendering contract every interactive view of the package follows (chapters 2 to 8).

A view is one self-contained HTML fragment that needs no kernel and no network, so the same
output is live in Jupyter (JupyterLab, Notebook 7 and classic), VS Code, Colab and on the book's
static website:

.. code-block:: html

    <div class="attnviz-view attnviz-KIND-view" data-attnviz-kind="KIND"
         data-attnviz-version="VERSION" data-attnviz-view="static"
         data-lm-suppress-shortcuts="true" role="group" aria-label="..."
         data-attnviz-colors='{"query": "r, g, b", "key": ...}'>
      <div class="attnviz-fallback">...the view's own text...</div>
      <div class="attnviz-fallback">...SCRIPT_NOTE: how to see it live...</div>
      <div class="attnviz-code lm-Widget lm-mod-hidden hidden" hidden>
        <template class="attnviz-styles"><style>views.css + KIND.css</style></template>
        <script type="application/json" class="attnviz-data">{...}</script>
        <script>(function (attnvizVersion) {runtime.js + KIND.js})("VERSION");</script>
      </div>
    </div>

Where scripts do not run, only the fallback shows: the code's element is hidden, by its
``hidden`` attribute and, where a sanitizer drops that attribute but keeps ``div`` elements and
their classes and writes the rest out as escaped text (``jupyter nbconvert --sanitize-html``),
by classes that nbconvert's own templates hide (:data:`CODE_CLASSES`). The fallback uses only
elements such sanitizers keep (``div``, ``strong``, ``code``). Once the runtime has attached
the view's shadow root, none of the host's own children is drawn.

The front end lives in real files shipped as package data, ``attnviz/visuals/static/*.js`` and
``*.css`` (linted by ESLint in CI), never in Python strings. ``runtime.js`` gives every host an
open shadow root, so the page's styles and the view's never meet, copies the inert styles into
it, sets the book's colours (:mod:`attnviz.visuals.palette`, carried by ``data-attnviz-colors``) as
the CSS variables ``--attnviz-<role>`` (``"r, g, b"``), and calls the renderer of the view's
kind with the embedded data; it sets ``data-attnviz-view`` to ``"ready"`` (or ``"error"``) and
``data-theme`` to the theme of the page: the book's theme switch, else JupyterLab's (or
Notebook 7's) theme, else the reader's system setting, set again whenever one changes.
Nothing is found by id and no counter numbers the views, so one view shown twice on a page, or
many views of one kind, never interfere; rendering the same data twice gives the same text.

Versions: ``VERSION`` (:func:`front_end_version`) is a short hash of the package's scripts (those a
view of its kind may include), written on the host and passed to the scripts. Each version gets its
own runtime on a page and a host is drawn only by the renderer of its own version, so outputs saved
by another release of the package (another notebook open in the same JupyterLab tab) are drawn by
their own scripts, never by the first ones the page loaded. The same package writes byte-identical
fragments.

Keyboard: Jupyter's front ends (Lumino) read single keys as notebook commands ("d d" deletes a
cell, "b" inserts one, the arrow keys move between cells) unless the key comes from inside an
element with ``data-lm-suppress-shortcuts``; every host carries it, so keys pressed in a view
reach its controls (a select, a slider, the attention view's own arrow-key navigation).

Where scripts do not run (an untrusted notebook, a sanitized viewer), the host shows its
fallback: the view's own text and then the same sentence for every view, :data:`SCRIPT_NOTE`,
on how to see it live.

Escaping: the JSON is written with ``<``, ``>``, ``&``, ``'``, U+2028 and U+2029 as ``\\uXXXX``
escapes and only ASCII, so no string in the data can end the script element; text in the
fallback and the label is HTML-escaped; the scripts write text only through ``textContent``.
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from attnviz._files import check_output_path, write_atomically
from attnviz.visuals.palette import ROLE_COLORS, to_rgb

__all__ = ["View", "save_html", "standalone_html", "view_html"]

# The book's colours (attnviz.visuals.palette), one "r, g, b" per role: the runtime turns them into
# the CSS variables --attnviz-<role> that the styles and renderers read.
_COLORS = json.dumps({role: ", ".join(map(str, to_rgb(color)))
                      for role, color in ROLE_COLORS.items()}, separators=(",", ":"))
_KIND = re.compile(r"[a-z][a-z0-9-]{0,39}")
CODE_CLASSES = "attnviz-code lm-Widget lm-mod-hidden hidden"
"""The classes of the element that holds a view's styles, data and scripts: ``attnviz-code``,
and those that nbconvert's own HTML templates hide (``lm-Widget lm-mod-hidden`` in ``lab``,
``hidden`` in ``classic``), so that an export made with ``--sanitize-html``, which keeps a
``div`` and its classes but writes the scripts out as text, shows only the fallback."""
SCRIPT_NOTE = ('<div class="attnviz-fallback">Interactive view: in Jupyter, run this cell or '
               "trust the notebook (Trust Notebook in the File menu or the command palette, or "
               "<code>jupyter trust</code>) to see it; without scripts, only this text shows."
               "</div>")
"""What every view shows, after its own fallback text, where its script does not run."""


def _fallback(text: str) -> str:
    """An explorer's own fallback text: what it shows, for readers whose page runs no scripts
    (:data:`SCRIPT_NOTE` follows it, saying how to see it live)."""
    return f'<div class="attnviz-fallback">{html.escape(text)}</div>'

_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027",
                 "\u2028": "\\u2028", "\u2029": "\\u2029"}


@functools.cache
def static_text(name: str) -> str:
    """The text of ``attnviz/visuals/static/<name>`` (a ``.js`` or ``.css`` file of the package)."""
    text = (resources.files("attnviz.visuals") / "static" / name).read_text(encoding="utf-8")
    if "</" in text:  # would end the <script> or <style> element it is written into
        raise ValueError(f"attnviz/visuals/static/{name} must not contain '</'")
    return text


def _is_live(name: str) -> bool:
    """Whether a script belongs to the live views (``live.js``, ``live-*.js``, chapters 7 to 9)."""
    return name == "live.js" or name.startswith("live-")


@functools.cache
def front_end_version(*, live: bool = False) -> str:
    """The version of the package's front end: the first 12 hex digits of the SHA-256 of the
    scripts a view may include (``attnviz/visuals/static/*.js``, by name), so it changes
    whenever one of them does. The live views (``live=True``) may include every script; the
    other views every script but the live views' own, so that a change to a live view leaves
    the other views' outputs as they were."""
    digest = hashlib.sha256()
    folder = resources.files("attnviz.visuals").joinpath("static")
    names = sorted(path.name for path in folder.iterdir()
                   if path.name.endswith(".js") and (live or not _is_live(path.name)))
    for name in names:
        digest.update(f"{name}\n{static_text(name)}\n".encode())
    return digest.hexdigest()[:12]


def _script(version: str, scripts: list[str]) -> str:
    """The text of a view's script element: ``scripts`` inside the function of ``version``
    that ``attnviz/visuals/static/wrapper.js`` spells out."""
    wrapper = static_text("wrapper.js")
    head, tail = wrapper.split("  // SCRIPTS\n")
    return head + "\n".join(scripts) + "\n" + tail.replace('"VERSION"', f'"{version}"', 1)


def _has_static(name: str) -> bool:
    return (resources.files("attnviz.visuals") / "static" / name).is_file()


def json_for_script(data: Any) -> str:
    """``data`` as JSON that is also safe inside a ``<script>`` element (ASCII, no ``<``, ``>``,
    ``&``, ``'``, U+2028 or U+2029); NaN and infinities are refused."""
    text = json.dumps(data, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return re.sub("[<>&'\u2028\u2029]", lambda match: _JSON_ESCAPES[match.group()], text)


def view_html(kind: str, data: dict[str, Any], *, label: str, fallback: str = "",
              element_id: str | None = None, requires: Sequence[str] = (),
              payload: str | None = None) -> str:
    """One view as a self-contained HTML fragment (see the module docstring).

    Args:
        kind: the view's kind, the stem of its files ``attnviz/visuals/static/<kind>.js`` and
            ``<kind>.css`` (lower-case letters, digits and ``-``).
        data: what the renderer reads, JSON-serialisable (finite numbers only).
        label: a short description of the view for screen readers (``aria-label``).
        fallback: HTML shown where scripts do not run (already escaped by the caller), before
            :data:`SCRIPT_NOTE`.
        element_id: an id for the host element, or ``None`` for none.
        requires: other files the renderer uses, by stem, in order (``"charts"`` for
            ``attnviz/visuals/static/charts.js``, or another kind whose renderer it reuses); their
            scripts come before the kind's, and their styles too where they have a ``.css``.
        payload: text the view reads only when the reader asks for it (a live view's model:
            :mod:`attnviz.visuals.live`), written as a JSON string in an inert
            ``<script type="application/json" class="attnviz-payload">`` inside the host;
            ``None`` for none.

    Returns:
        The fragment: the host ``div`` followed by its ``<script>``, which holds
        ``runtime.js``, the required files and ``<kind>.js`` in one function of the version
        (:func:`front_end_version`).
    """
    for name, value in (("kind", kind), *((f"requires[{i}]", r) for i, r in
                                          enumerate(requires))):
        if not isinstance(value, str) or not _KIND.fullmatch(value):
            raise ValueError(f"{name} must be lower-case letters, digits and '-', got {value!r}")
    stems = [*requires, kind]
    styles = "\n".join(static_text(f"{stem}.css") for stem in ["views", *stems]
                       if stem == kind or _has_static(f"{stem}.css"))
    version = front_end_version(live=_is_live(f"{kind}.js"))
    code = _script(version, [static_text(f"{stem}.js") for stem in ["runtime", *stems]])
    if payload is not None and not isinstance(payload, str):
        raise TypeError(f"payload must be a str or None, got {type(payload).__name__}")
    id_attribute = "" if element_id is None else f' id="{html.escape(element_id)}"'
    carried = ("" if payload is None else '<script type="application/json" '
               f'class="attnviz-payload">{json_for_script(payload)}</script>')
    return (
        f'<div{id_attribute} class="attnviz-view attnviz-{kind}-view" '
        f'data-attnviz-kind="{kind}" data-attnviz-version="{version}" '
        f'data-attnviz-view="static" data-lm-suppress-shortcuts="true" role="group" '
        f'aria-label="{html.escape(label)}" '
        f'data-attnviz-colors="{html.escape(_COLORS)}">{fallback}{SCRIPT_NOTE}'
        f'<div class="{CODE_CLASSES}" hidden>'
        f'<template class="attnviz-styles"><style>{styles}</style></template>'
        f'<script type="application/json" class="attnviz-data">{json_for_script(data)}</script>'
        f"{carried}<script>{code}</script></div></div>"
    )


def standalone_html(fragment: str, *, title: str) -> str:
    """A complete HTML page holding one view's fragment (or several), needing no network."""
    return ("<!DOCTYPE html>\n"
            '<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title></head>\n"
            "<body>\n"
            f"{fragment}\n</body></html>\n")


def save_html(fragment: str, path: str | os.PathLike[str], *, title: str) -> Path:
    """Write ``fragment`` as one standalone HTML file at ``path``; return the path.

    The file is written to a temporary file beside ``path`` and then renamed, so an existing
    file is either replaced whole or left as it was.
    """
    target = check_output_path(path, (".html", ".htm"))
    return write_atomically(target, standalone_html(fragment, title=title).encode("utf-8"))


@dataclass(frozen=True, eq=False)
class View:
    """One interactive view: displays itself in a notebook, saves itself as a page.

    Explorers return one; the last expression of a cell shows it (``_repr_html_``), and the
    ``text/html`` output saved in the notebook is what the book's website shows, live.

    Args:
        kind: the renderer, ``attnviz/visuals/static/<kind>.js`` (see :func:`view_html`).
        data: what it reads (checked to be JSON-serialisable when the view is made).
        label: a short description for screen readers, also the page title when saved.
        fallback: HTML shown where scripts do not run (already escaped).
        requires: other static files the renderer uses (see :func:`view_html`).
        payload: text the view reads on demand (see :func:`view_html`).
    """

    kind: str
    data: dict[str, Any] = field(repr=False)
    label: str
    fallback: str = field(default="", repr=False)
    requires: tuple[str, ...] = field(default=(), repr=False)
    payload: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.label, str) or not self.label:
            raise ValueError(f"label must be a non-empty str, got {self.label!r}")
        object.__setattr__(self, "requires", tuple(self.requires))
        self.to_html()  # checks kind, requires and data now, not at display

    def to_html(self) -> str:
        """The view as a self-contained HTML fragment."""
        return view_html(self.kind, self.data, label=self.label, fallback=self.fallback,
                         requires=self.requires, payload=self.payload)

    def _repr_html_(self) -> str:
        return self.to_html()

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Save the view as one standalone HTML file (see :func:`save_html`)."""
        return save_html(self.to_html(), path, title=self.label)
