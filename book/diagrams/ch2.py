"""Chapter 2's diagram: Nadaraya–Watson regression as attention pooling."""

from __future__ import annotations

import math

from svg import INK, LINE, MUTED, NEUTRAL_FILL, Drawing, fill_of, stroke_of

# Nine training pairs (x_i, y_i) near y = 2 sin x + x, a query x and a kernel width sigma.
TRAIN = [(0.4, 1.35), (0.9, 2.3), (1.5, 3.65), (1.9, 3.6), (2.45, 4.0), (3.0, 3.1),
         (3.55, 2.65), (4.1, 2.6), (4.6, 2.8)]
QUERY, SIGMA = 2.2, 0.55
AXIS_Y, BUMP = 292, 52  # the x axis, and the height of the kernel's peak in pixels


def _px(x: float) -> float:
    return 62 + 72 * x  # x from 0 to 5


def _py(y: float) -> float:
    return 236 - 52 * (y - 1)  # y from 1 to 4.2, above the kernel


def _kernel(x: float) -> float:
    return math.exp(-(((x - QUERY) / SIGMA) ** 2) / 2)


def nadaraya_watson() -> Drawing:
    """A 1-D sketch (points, a kernel bump, the estimate) beside the recipe as attention."""
    weights = [_kernel(x) for x, _ in TRAIN]
    total = sum(weights)
    estimate = sum(w * y for w, (_, y) in zip(weights, TRAIN, strict=True)) / total
    d = Drawing(
        800, 360, "Nadaraya–Watson regression as attention",
        "On the left, a sketch: nine training points drawn as green dots, each at its input "
        "x_i across and its target y_i up. The query, a test input x, is a vertical dashed "
        "line. Along the horizontal axis a grey bell-shaped kernel is centred on the query; a "
        "black stem at each training input reaches up to the kernel's height there, so inputs "
        "near the query get tall stems and far ones almost none. A black diamond on the "
        "query's line marks the estimate f(x), the weighted average of the targets, close to "
        "the nearby dots. On the right, the same computation as attention, from top to "
        "bottom: the query x and the keys x_1 to x_n enter a score box, the kernel of the "
        "scaled distance; a normalise box divides by the sum over all keys, giving weights "
        "that sum to one; an average box takes the values y_1 to y_n, coming in from the "
        "right, and returns the estimate f(x).",
    )
    # Left: the sketch.
    d.text(235, 28, "training pairs, a query and its kernel", size=13, color=MUTED)
    d.arrow((48, AXIS_Y), (440, AXIS_Y), color=LINE)
    d.arrow((48, AXIS_Y + 4), (48, 52), color=LINE)
    d.text(448, AXIS_Y, "x", size=16, math=True, anchor="start")
    d.text(48, 40, "y", size=16, math=True)
    curve = [(_px(k / 20), AXIS_Y - BUMP * _kernel(k / 20)) for k in range(101)]  # x 0 to 5
    bump = " ".join(f"{'M' if k == 0 else 'L'}{x:.1f} {y:.1f}" for k, (x, y) in enumerate(curve))
    d.raw(f'<path d="{bump} L{_px(5):.1f} {AXIS_Y} L{_px(0):.1f} {AXIS_Y}z" fill="{NEUTRAL_FILL}"'
          f' stroke="{LINE}" stroke-width="1.2"/>')
    d.text(_px(QUERY) + 62, AXIS_Y - BUMP + 4, "kernel", size=13, color=MUTED, anchor="start")
    d.text(_px(QUERY) + 112, AXIS_Y - BUMP + 4, "K((x − x_i)/σ)", size=14, color=MUTED,
           anchor="start", math=True)
    qx = _px(QUERY)
    d.arrow((qx, AXIS_Y), (qx, 58), role="query", dashed=True, head=False)
    d.raw(f'<path d="M{qx - 7} {AXIS_Y + 12} L{qx + 7} {AXIS_Y + 12} L{qx} {AXIS_Y + 1}z"'
          f' fill="{stroke_of("query")}"/>')
    d.text(qx, AXIS_Y + 26, "x", size=16, math=True)
    for (x, y), w in zip(TRAIN, weights, strict=True):
        px = _px(x)
        d.raw(f'<line x1="{px:.1f}" y1="{AXIS_Y + 1}" x2="{px:.1f}" y2="{AXIS_Y + 9}"'
              f' stroke="{stroke_of("key")}" stroke-width="2.5"/>')
        if w > 0.02:
            d.raw(f'<line x1="{px:.1f}" y1="{AXIS_Y}" x2="{px:.1f}" y2="{AXIS_Y - BUMP * w:.1f}"'
                  f' stroke="{INK}" stroke-width="2.5"/>')
        d.raw(f'<circle cx="{px:.1f}" cy="{_py(y):.1f}" r="5.5" fill="{fill_of("value")}"'
              f' stroke="{stroke_of("value")}" stroke-width="1.8"/>')
    first_x, first_y = TRAIN[0]
    d.text(_px(first_x) + 10, _py(first_y) - 2, "(x_i, y_i)", size=13, math=True,
           anchor="start")
    ey = _py(estimate)
    d.raw(f'<path d="M{qx} {ey - 9:.1f} L{qx + 9} {ey:.1f} L{qx} {ey + 9:.1f} L{qx - 9} {ey:.1f}z"'
          f' fill="{INK}"/>')
    d.text(qx - 14, ey - 14, "f(x)", size=15, math=True, anchor="end")

    # Right: the same computation as attention pooling.
    d.raw(f'<line x1="480" y1="24" x2="480" y2="336" stroke="{LINE}" stroke-width="1"'
          ' stroke-dasharray="3 4"/>')
    d.text(640, 28, "as attention", size=13, color=MUTED)
    d.box(512, 50, 76, 44, "x", role="query", math=True, sublabel="query", size=16)
    d.box(616, 50, 108, 44, "x_1 … x_n", role="key", math=True, sublabel="keys", size=16)
    d.arrow((550, 94), (550, 114), role="query")
    d.arrow((670, 94), (670, 114), role="key")
    d.box(506, 116, 228, 46, "K((x − x_i)/σ)", math=True, sublabel="score", size=16)
    d.arrow((620, 162), (620, 180), color=INK)
    d.box(506, 182, 228, 46, "÷ Σ_j K((x − x_j)/σ)", math=True, sublabel="normalise",
          size=16)
    d.arrow((590, 228), (590, 246), color=INK)
    d.text(600, 237, "weights", size=12, color=MUTED, anchor="start")
    d.text(650, 237, "α(x, x_i)", size=13, color=MUTED, anchor="start", math=True)
    d.box(506, 248, 168, 46, "Σ_i α(x, x_i) y_i", math=True, sublabel="average", size=16)
    d.box(694, 248, 76, 46, "y_1 … y_n", role="value", math=True, sublabel="values", size=15)
    d.arrow((694, 271), (676, 271), role="value")
    d.arrow((590, 294), (590, 312), color=INK)
    d.text(584, 326, "estimate", size=14, anchor="end")
    d.text(592, 326, "f(x)", size=16, math=True, anchor="start")
    return d


DIAGRAMS = {"ch2-nadaraya-watson": nadaraya_watson}
