"""A small SVG toolkit for the book's schematic diagrams: boxes, labels, arrows and tensors.

Every diagram is a :class:`Drawing` built by a function in ``book/diagrams/ch*.py`` and written
by ``python book/diagrams/draw.py`` to ``attnviz/visuals/diagrams/<name>.svg`` (package data, so
that ``attnviz.diagram(name)`` shows it in Jupyter and Colab). The output is plain SVG 1.1 with real
``<text>`` (searchable, selectable, readable by a screen reader through ``<title>`` and
``<desc>``), no scripts, no external references, and the same bytes on every run.

The visual language, shared by all diagrams:

- a white card with a thin grey border, so that a diagram reads the same on the website's light
  and dark themes (and on a slide);
- queries, keys and values in the colours of :mod:`attnviz.visuals.palette`: a light tint as the
fill
  and the full colour as the border (``role="query"``, ``"key"`` or ``"value"``); operations
  (softmax, sums, layers) in neutral grey; text in near-black ``INK``;
- arrows for data flow, dashed arrows for what is optional or masked, and maths in italic
  serif (``math=True``) with ``_`` for a subscript and ``^`` for a superscript, as in
  ``"k_1"`` or ``"e^{m − m′}"``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from attnviz.visuals.palette import ROLE_COLORS, tint

INK = "#1F2328"  # text and neutral lines
MUTED = "#59636E"  # secondary text (shapes, notes)
LINE = "#8C959F"  # neutral arrows and borders
NEUTRAL_FILL = "#F3F4F6"  # operations
CARD_BORDER = "#D0D7DE"
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
MATH_FONT = "DejaVu Serif, Georgia, 'Times New Roman', serif"
MONO_FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace"
FILL_TINT = 0.82  # how far a role's fill is mixed towards white


def fill_of(role: str | None) -> str:
    """The fill for a box of ``role`` (a palette role, or ``None`` for an operation)."""
    return NEUTRAL_FILL if role is None else tint(ROLE_COLORS[role], FILL_TINT)


def stroke_of(role: str | None) -> str:
    """The border or arrow colour for ``role`` (``None``: neutral grey)."""
    return LINE if role is None else ROLE_COLORS[role]


def _num(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _rich(text: str, *, math: bool) -> str:
    """Escape ``text`` for SVG; with ``math``, ``a_b`` or ``a_{bc}`` becomes a subscript and
    ``a^b`` or ``a^{bc}`` a superscript."""
    if not math or ("_" not in text and "^" not in text):
        return html.escape(text, quote=False)
    out, i = [], 0
    while i < len(text):
        if text[i] in "_^" and i + 1 < len(text):
            shift = "0.3em" if text[i] == "_" else "-0.45em"
            back = "-0.3em" if text[i] == "_" else "0.45em"
            if text[i + 1] == "{":  # up to the matching brace: e^{S_{ij} − m} nests
                depth, end = 0, i + 1
                while depth or end == i + 1:
                    depth += {"{": 1, "}": -1}.get(text[end], 0)
                    end += 1
                sub, i = text[i + 2:end - 1], end
            else:
                sub, i = text[i + 1], i + 2
            out.append(f'<tspan font-size="75%" dy="{shift}">{_rich(sub, math=True)}'
                       f'</tspan><tspan dy="{back}">\u200b</tspan>')
        else:
            out.append(html.escape(text[i], quote=False))
            i += 1
    return "".join(out)


@dataclass
class Drawing:
    """An SVG picture of ``width`` by ``height`` user units (pixels at 100 % zoom).

    ``title`` is the diagram's short name and ``desc`` a description for someone who cannot
    see it (the alt text); both are written into the file.
    """

    width: float
    height: float
    title: str
    desc: str
    _items: list[str] = field(default_factory=list)
    _markers: dict[str, str] = field(default_factory=dict)

    def raw(self, element: str) -> None:
        """Append one SVG element written by hand."""
        self._items.append(element)

    def text(self, x: float, y: float, text: str, *, size: float = 14, anchor: str = "middle",
             color: str = INK, weight: str = "normal", math: bool = False,
             mono: bool = False, italic: bool = False, rotate: float = 0) -> None:
        """A line of text centred vertically at height ``y`` (``anchor``: start, middle or
        end at ``x``), turned by ``rotate`` degrees about ``(x, y)``. ``math`` sets it in
        italic serif with ``_`` subscripts."""
        family = MATH_FONT if math else MONO_FONT if mono else FONT
        style = ' font-style="italic"' if (math or italic) else ""
        bold = f' font-weight="{weight}"' if weight != "normal" else ""
        turn = f' transform="rotate({_num(rotate)} {_num(x)} {_num(y)})"' if rotate else ""
        self._items.append(
            f'<text x="{_num(x)}" y="{_num(y)}" font-family="{family}" font-size="{_num(size)}"'
            f' text-anchor="{anchor}" dominant-baseline="central" fill="{color}"'
            f"{style}{bold}{turn}>"
            f"{_rich(text, math=math)}</text>"
        )

    def box(self, x: float, y: float, w: float, h: float, label: str = "", *,
            role: str | None = None, sublabel: str = "", math: bool = False,
            size: float = 14, radius: float = 6, dashed: bool = False,
            fill: str | None = None, stroke: str | None = None) -> tuple[float, float]:
        """A rounded box at top-left ``(x, y)`` with a centred label (and a smaller second
        line, ``sublabel``, for a shape); returns the box's centre."""
        dash = ' stroke-dasharray="5 4"' if dashed else ""
        self._items.append(
            f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
            f' rx="{_num(radius)}" fill="{fill or fill_of(role)}"'
            f' stroke="{stroke or stroke_of(role)}" stroke-width="1.5"{dash}/>'
        )
        cx, cy = x + w / 2, y + h / 2
        if label and sublabel:
            self.text(cx, cy - size * 0.5, label, size=size, math=math)
            self.text(cx, cy + size * 0.75, sublabel, size=size * 0.75, color=MUTED, mono=True)
        elif label:
            self.text(cx, cy, label, size=size, math=math)
        return cx, cy

    def circle(self, cx: float, cy: float, r: float, label: str = "", *,
               role: str | None = None, size: float = 16) -> None:
        """A circle with a centred symbol: ``+``, ``×``, ``Σ`` for an operation."""
        self._items.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}"'
                           f' fill="{fill_of(role)}" stroke="{stroke_of(role)}"'
                           ' stroke-width="1.5"/>')
        if label:
            self.text(cx, cy, label, size=size)

    def _marker(self, color: str) -> str:
        if color not in self._markers:
            self._markers[color] = f"arrow-{len(self._markers)}"
        return self._markers[color]

    def arrow(self, *points: tuple[float, float], role: str | None = None,
              color: str | None = None, dashed: bool = False, head: bool = True,
              width: float = 1.6) -> None:
        """A polyline through ``points`` with an arrowhead at the last one."""
        if len(points) < 2:
            raise ValueError(f"arrow needs at least two points, got {len(points)}")
        stroke = color or stroke_of(role)
        path = " ".join(("M" if i == 0 else "L") + f"{_num(x)} {_num(y)}"
                        for i, (x, y) in enumerate(points))
        dash = ' stroke-dasharray="5 4"' if dashed else ""
        end = f' marker-end="url(#{self._marker(stroke)})"' if head else ""
        self._items.append(f'<path d="{path}" fill="none" stroke="{stroke}"'
                           f' stroke-width="{_num(width)}"{dash}{end}/>')

    def grid(self, x: float, y: float, rows: int, cols: int, cell: float, *,
             role: str | None = None, shades: list[list[float]] | None = None) -> None:
        """A tensor drawn as ``rows`` by ``cols`` cells of side ``cell``; ``shades`` (values
        in [0, 1]) fill each cell from white to the role's colour, as in a heatmap."""
        color = ROLE_COLORS[role] if role else LINE
        for i in range(rows):
            for j in range(cols):
                amount = 1.0 - (shades[i][j] if shades else 0.18)
                self._items.append(
                    f'<rect x="{_num(x + j * cell)}" y="{_num(y + i * cell)}"'
                    f' width="{_num(cell)}" height="{_num(cell)}"'
                    f' fill="{tint(color, min(1.0, max(0.0, amount)))}"'
                    f' stroke="{color}" stroke-width="0.8"/>'
                )

    def to_svg(self) -> str:
        """The finished SVG document."""
        markers = "".join(
            f'<marker id="{mid}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"'
            f' markerHeight="7" orient="auto-start-reverse">'
            f'<path d="M0 0L10 5L0 10z" fill="{color}"/></marker>'
            for color, mid in self._markers.items()
        )
        w, h = _num(self.width), _num(self.height)
        return "\n".join([
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"'
            f' viewBox="0 0 {w} {h}" role="img" aria-labelledby="title desc">',
            f'<title id="title">{html.escape(self.title, quote=False)}</title>',
            f'<desc id="desc">{html.escape(self.desc, quote=False)}</desc>',
            f"<defs>{markers}</defs>",
            f'<rect x="1" y="1" width="{_num(self.width - 2)}" height="{_num(self.height - 2)}"'
            f' rx="10" fill="#FFFFFF" stroke="{CARD_BORDER}"/>',
            *self._items,
            "</svg>",
            "",
        ])
