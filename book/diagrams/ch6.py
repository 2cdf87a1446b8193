"""Chapter 6's diagrams: three ways to mix a sequence, and positions added to embeddings."""

from __future__ import annotations

import math

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import tint

N = 8  # positions drawn in the comparison
SPACING = 30  # between two positions
TOP, BOTTOM = 82, 262  # output row and input row


def _line(d: Drawing, a: tuple[float, float], b: tuple[float, float], *, strong: bool) -> None:
    """A connection: faint grey, or dark and thick for the path between two distant tokens."""
    color, width, opacity = (INK, 2.4, 1.0) if strong else (LINE, 1.0, 0.55)
    d.raw(f'<path d="M{_num(a[0])} {_num(a[1])}L{_num(b[0])} {_num(b[1])}" stroke="{color}"'
          f' stroke-width="{_num(width)}" stroke-opacity="{_num(opacity)}" fill="none"/>')


def _node(d: Drawing, x: float, y: float, *, strong: bool, r: float = 5.5) -> None:
    fill = INK if strong else "#FFFFFF"
    d.raw(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(r)}" fill="{fill}"'
          f' stroke="{INK if strong else LINE}" stroke-width="1.4"/>')


def _ends(d: Drawing, x0: float) -> None:
    """x_1 ... x_n under the inputs, y_1 ... y_n over the outputs."""
    last = x0 + (N - 1) * SPACING
    for x, sub in ((x0, "1"), (last, "n")):
        d.text(x, BOTTOM + 20, f"x_{sub}", size=14, math=True)
        d.text(x, TOP - 20, f"y_{sub}", size=14, math=True)
    d.text((x0 + last) / 2, BOTTOM + 20, "…", size=14, color=MUTED)
    d.text((x0 + last) / 2, TOP - 20, "…", size=14, color=MUTED)


def _facts(d: Drawing, cx: float, lines: list[tuple[str, str]]) -> None:
    for i, (name, value) in enumerate(lines):
        y = 322 + 21 * i
        d.text(cx - 4, y, name, size=12.5, color=MUTED, anchor="end")
        d.text(cx + 4, y, value, size=13.5, math=True, anchor="start")


def compare() -> Drawing:
    """The same eight positions mixed by a convolution, an RNN and self-attention."""
    d = Drawing(
        880, 416, "Convolution, recurrence and self-attention: which positions connect",
        "Three panels side by side, each with the same row of eight input positions, x1 to "
        "xn, at the bottom and eight outputs, y1 to yn, at the top, and a dark path from the "
        "first input to the last output. Left, a convolution with kernel size k = 3: seven "
        "stacked layers, each position connected only to its three neighbours in the layer "
        "below, so the path climbs one position per layer, through seven layers; maximum path "
        "length O(n/k), O(1) sequential operations, cost O(k n d squared) per layer. Middle, "
        "a recurrent network: a chain of hidden states, each fed by its input and by the "
        "state before it, so the path runs through all n states one after another; path "
        "length O(n), O(n) sequential operations, cost O(n d squared). Right, self-attention: "
        "every output is connected to every input, so the path is one step; path length "
        "O(1), O(1) sequential operations, cost O(n squared d).",
    )
    panels = [(35, "convolution, kernel k = 3"), (325, "recurrence (RNN)"),
              (615, "self-attention")]
    for x0, title in panels:
        d.text(x0 + (N - 1) * SPACING / 2, 28, title, size=14.5, color=INK)
    # convolution: N - 1 layers, each output reading its 3 neighbours
    x0 = panels[0][0]
    layers = N - 1
    ys = [BOTTOM - (BOTTOM - TOP) * layer / layers for layer in range(layers + 1)]
    for layer in range(1, layers + 1):
        for p in range(N):
            for q in (p - 1, p, p + 1):
                if 0 <= q < N:
                    _line(d, (x0 + q * SPACING, ys[layer - 1]), (x0 + p * SPACING, ys[layer]),
                          strong=False)
    for layer in range(1, layers + 1):
        _line(d, (x0 + (layer - 1) * SPACING, ys[layer - 1]), (x0 + layer * SPACING, ys[layer]),
              strong=True)
    for layer in range(layers + 1):
        for p in range(N):
            _node(d, x0 + p * SPACING, ys[layer], strong=p == layer, r=4.5 if 0 < layer < layers
                  else 5.5)
    _ends(d, x0)
    # RNN: a chain of hidden states
    x0 = panels[1][0]
    hidden = (TOP + BOTTOM) / 2
    for p in range(N):
        x = x0 + p * SPACING
        _line(d, (x, BOTTOM), (x, hidden), strong=p == 0)
        _line(d, (x, hidden), (x, TOP), strong=p == N - 1)
        if p:
            _line(d, (x - SPACING, hidden), (x, hidden), strong=True)
    for p in range(N):
        x = x0 + p * SPACING
        _node(d, x, BOTTOM, strong=p == 0)
        _node(d, x, TOP, strong=p == N - 1)
        d.box(x - 8, hidden - 8, 16, 16, radius=3, fill=INK, stroke=INK)
    d.text(x0 - 20, hidden, "h", size=14, math=True)
    _ends(d, x0)
    # self-attention: every pair
    x0 = panels[2][0]
    for p in range(N):
        for q in range(N):
            if (p, q) != (0, N - 1):
                _line(d, (x0 + p * SPACING, BOTTOM), (x0 + q * SPACING, TOP), strong=False)
    _line(d, (x0, BOTTOM), (x0 + (N - 1) * SPACING, TOP), strong=True)
    for p in range(N):
        _node(d, x0 + p * SPACING, BOTTOM, strong=p == 0)
        _node(d, x0 + p * SPACING, TOP, strong=p == N - 1)
    _ends(d, x0)
    rows = [("maximum path length", ["O(n/k)", "O(n)", "O(1)"]),
            ("sequential operations", ["O(1)", "O(n)", "O(1)"]),
            ("computational cost", ["O(k n d²)", "O(n d²)", "O(n² d)"])]
    for i, (x0, _) in enumerate(panels):
        _facts(d, x0 + (N - 1) * SPACING / 2 + 34, [(name, values[i]) for name, values in rows])
    d.text(440, 396, "n positions of width d; drawn for n = 8: the convolution needs n − 1 = 7 "
           "layers, the RNN n steps, self-attention one", size=12, color=MUTED)
    return d


# --- positions added to embeddings -------------------------------------------------------------

TOKENS = ["the", "cat", "sat", "on", "the", "mat"]
D = 8  # columns drawn
C = 22  # cell size


def _embedding(word: str, column: int) -> float:
    """A fixed made-up embedding entry in [-1, 1]: the same word gives the same row."""
    seed = sum(ord(ch) * (k + 3) for k, ch in enumerate(word))
    noise = math.sin(seed * 12.9898 + column * 78.233) * 43758.5453
    return 1.8 * (noise - math.floor(noise)) - 0.9


def _encoding(i: float, column: int) -> float:
    """The sinusoidal table of chapter 6: sin(i ω_j) in even columns, cos in odd ones."""
    omega = 1 / 10000 ** (2 * (column // 2) / D)
    return math.sin(i * omega) if column % 2 == 0 else math.cos(i * omega)


def _cells(d: Drawing, x: float, y: float, values: list[list[float]], *, low: float,
           high: float, darkest: float = 0.25) -> None:
    """A matrix as grey cells: ``low`` white, ``high`` dark."""
    for i, row in enumerate(values):
        for j, v in enumerate(row):
            amount = 1 - (1 - darkest) * (v - low) / (high - low)
            d.raw(f'<rect x="{_num(x + j * C)}" y="{_num(y + i * C)}" width="{C}" height="{C}"'
                  f' fill="{tint(INK, min(1.0, max(0.0, amount)))}" stroke="{LINE}"'
                  ' stroke-width="0.8"/>')


def _row_marks(d: Drawing, x: float, y: float) -> None:
    """Dashed outlines around the two rows of "the" (rows 0 and 4)."""
    for i in (0, 4):
        d.raw(f'<rect x="{_num(x - 3)}" y="{_num(y + i * C - 2)}" width="{D * C + 6}"'
              f' height="{C + 4}" rx="4" fill="none" stroke="{INK}" stroke-width="1.5"'
              ' stroke-dasharray="4 3"/>')


def add_positions() -> Drawing:
    """Token embeddings (T, D) plus the sinusoidal table (T, D) give the input (T, D)."""
    d = Drawing(
        800, 300, "Positions added to token embeddings",
        "Three matrices of 6 rows and 8 columns, in grey shades, with a plus sign and an "
        "equals sign between them. Left, the token embeddings X of the sentence 'the cat sat "
        "on the mat', one row per token; the two rows of 'the', outlined, are identical. "
        "Middle, the positional encoding P, one row per position 0 to 5; each column is a "
        "wave drawn down the positions, sine in even columns and cosine in odd ones, fast on "
        "the left and so slow on the right that the last columns barely change. Right, their "
        "sum X + P, the input of the first layer: the two rows of 'the' now differ.",
    )
    top = 86
    xs = {"X": 92, "P": 330, "S": 568}
    words = [[_embedding(w, j) for j in range(D)] for w in TOKENS]
    table = [[_encoding(i, j) for j in range(D)] for i in range(len(TOKENS))]
    total = [[a + b for a, b in zip(r1, r2, strict=True)] for r1, r2 in zip(words, table,
                                                                               strict=True)]
    # X
    d.text(xs["X"] + D * C / 2, 30, "token embeddings X", size=14)
    for i, word in enumerate(TOKENS):
        d.text(xs["X"] - 10, top + i * C + C / 2, word, size=13, anchor="end")
    _cells(d, xs["X"], top, words, low=-1, high=1)
    _row_marks(d, xs["X"], top)
    # P, with each column's wave drawn over it
    d.text(xs["P"] + D * C / 2, 30, "positional encoding P", size=14)
    for i in range(len(TOKENS)):
        d.text(xs["P"] - 8, top + i * C + C / 2, str(i), size=12, color=MUTED, anchor="end",
               mono=True)
    d.text(xs["P"] - 12, top - 10, "i", size=13, math=True, anchor="end")
    _cells(d, xs["P"], top, table, low=-1, high=1, darkest=0.6)
    for j in range(D):
        d.text(xs["P"] + j * C + C / 2, top - 10, "sin" if j % 2 == 0 else "cos", size=9.5,
               color=MUTED, mono=True)
        cx = xs["P"] + j * C + C / 2
        points = [(cx + 0.38 * C * _encoding(t / 10, j), top + C / 2 + t / 10 * C)
                  for t in range(0, 10 * (len(TOKENS) - 1) + 1)]
        path = "".join(("M" if k == 0 else "L") + f"{_num(px)} {_num(py)}"
                       for k, (px, py) in enumerate(points))
        d.raw(f'<path d="{path}" fill="none" stroke="{INK}" stroke-width="1.4"/>')
    y_below = top + len(TOKENS) * C + 18
    d.arrow((xs["P"] + 4, y_below), (xs["P"] + D * C - 4, y_below), color=MUTED, width=1.2)
    d.text(xs["P"] + D * C / 2, y_below + 17, "frequency falls from left to right", size=12,
           color=MUTED)
    # the sum
    d.text(xs["S"] + D * C / 2, 30, "input X + P", size=14)
    _cells(d, xs["S"], top, total, low=-2, high=2)
    _row_marks(d, xs["S"], top)
    for name, x in xs.items():
        d.text(x + D * C / 2, 52, "(T, D)", size=11.5, color=MUTED, mono=True)
        if name != "P":
            note = "the two rows of “the”: equal" if name == "X" else "… now different"
            d.text(x + D * C / 2, y_below + 2, note, size=12, color=MUTED)
    mid = top + len(TOKENS) * C / 2
    d.text((xs["X"] + D * C + xs["P"]) / 2, mid, "+", size=26)
    d.text((xs["P"] + D * C + xs["S"]) / 2, mid, "=", size=26)
    d.text(400, 278, "drawn for T = 6 positions and D = 8 columns; low values light, high values "
           "dark", size=12, color=MUTED)
    return d


DIAGRAMS = {"ch6-compare": compare, "ch6-add-positions": add_positions}
