"""Chapter 8's diagram: the Vision Transformer, from an image to a class."""

from __future__ import annotations

import math

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import tint

# The first image of scikit-learn's digits (a 0), ink counts from 0 to 16, as in chapter 8.
DIGIT = [[0, 0, 5, 13, 9, 1, 0, 0],
         [0, 0, 13, 15, 10, 15, 5, 0],
         [0, 3, 15, 2, 0, 11, 8, 0],
         [0, 4, 12, 0, 0, 8, 8, 0],
         [0, 5, 8, 0, 0, 9, 8, 0],
         [0, 4, 11, 0, 1, 12, 7, 0],
         [0, 2, 14, 5, 10, 12, 0, 0],
         [0, 0, 6, 13, 10, 0, 0, 0]]
S, P = 8, 2  # image side and patch side, in pixels
GRID = S // P  # patches per row
N = GRID * GRID  # patches
PIXEL = 12  # drawn size of one pixel of the image
ROW = 7  # drawn height of one token (and width of one feature)
FEATURES = 8  # features drawn per token (D)
TOP = 100  # top of the token columns
MARKED = 5  # the patch traced from the image to its row


def _fill(amount: float) -> str:
    """Grey from white (0) to nearly black (1)."""
    return tint(INK, 1 - 0.88 * min(1.0, max(0.0, amount)))


def _cell(d: Drawing, x: float, y: float, w: float, h: float, amount: float,
          stroke: str = LINE) -> None:
    d.raw(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
          f' fill="{_fill(amount)}" stroke="{stroke}" stroke-width="0.6"/>')


def _made_up(seed: int, column: int) -> float:
    """A fixed made-up entry in [0.1, 0.7] for the drawn token vectors."""
    noise = math.sin(seed * 12.9898 + column * 78.233) * 43758.5453
    return 0.1 + 0.6 * (noise - math.floor(noise))


def _outline(d: Drawing, x: float, y: float, w: float, h: float, *, width: float = 1.8) -> None:
    d.raw(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" fill="none"'
          f' stroke="{INK}" stroke-width="{_num(width)}"/>')


def _tokens(d: Drawing, x: float, seed: int, *, class_row: bool, lightness: float = 1.0) -> None:
    """A column of N (+ 1) token vectors, FEATURES cells each, the class token first."""
    rows = N + 1 if class_row else N
    top = TOP if class_row else TOP + ROW
    for i in range(rows):
        for j in range(FEATURES):
            amount = _made_up(seed + i, j) * lightness
            if class_row and i == 0:
                amount = 0.25 + 0.5 * _made_up(seed, j)
            _cell(d, x + j * ROW, top + i * ROW, ROW, ROW, amount)
    if class_row:
        _outline(d, x - 1, TOP - 1, FEATURES * ROW + 2, ROW + 2)


def _label(d: Drawing, x: float, lines: list[str]) -> None:
    for k, line in enumerate(lines):
        d.text(x, 34 + 16 * k, line, size=12.5, color=MUTED)


def _shape(d: Drawing, x: float, y: float, text: str) -> None:
    d.text(x, y, text, size=11, color=MUTED, mono=True)


def vit() -> Drawing:
    """Image -> patches -> flattened -> E -> class token and positions -> encoder -> head."""
    bottom = TOP + (N + 1) * ROW  # bottom of the token columns
    mid = TOP + (N + 1) * ROW / 2
    d = Drawing(
        880, 320, "The Vision Transformer",
        "Data flows from left to right. An 8 by 8 image of a handwritten 0 is cut by a grid "
        "into N = 16 patches of P by P = 2 by 2 pixels; one patch is outlined. Each patch is "
        "flattened into a row of C times P squared = 4 pixels, giving a column of 16 rows, "
        "the outlined patch among them. One shared linear map E turns every row into a token "
        "of width D. A learned class token is put in front, making N + 1 = 17 tokens, and a "
        "table of learned position vectors, one per token, is added. The Transformer "
        "encoder, L pre-norm blocks of z + MHA(LN(z)) and z + MLP(LN(z)), maps the 17 tokens "
        "to 17 outputs. Only the class token's output, the first row, goes on: a layer norm "
        "and a linear head turn it into 10 class scores, and the largest one gives the class, "
        "0.",
    )
    # the image, cut into patches
    ix, iy = 20, TOP + 8
    for r in range(S):
        for c in range(S):
            _cell(d, ix + c * PIXEL, iy + r * PIXEL, PIXEL, PIXEL, DIGIT[r][c] / 16, stroke="none")
    for k in range(GRID + 1):
        pos = k * P * PIXEL
        d.raw(f'<path d="M{ix + pos} {iy}L{ix + pos} {iy + S * PIXEL}M{ix} {iy + pos}'
              f'L{ix + S * PIXEL} {iy + pos}" stroke="{LINE}" stroke-width="1.2"/>')
    mr, mc = divmod(MARKED, GRID)
    _outline(d, ix + mc * P * PIXEL, iy + mr * P * PIXEL, P * PIXEL, P * PIXEL, width=2.4)
    _label(d, ix + S * PIXEL / 2, ["image", "C × S × S"])
    _shape(d, ix + S * PIXEL / 2, iy + S * PIXEL + 18, "(1, 8, 8)")
    d.text(ix + S * PIXEL / 2, iy + S * PIXEL + 38, "N = (S/P)² = 16", size=12, math=True)
    # the patches, flattened
    fx = 150
    d.arrow((ix + S * PIXEL + 6, mid), (fx - 8, mid), color=INK)
    for i in range(N):
        r, c = divmod(i, GRID)
        pixels = [DIGIT[P * r + a][P * c + b] for a in range(P) for b in range(P)]
        for j, value in enumerate(pixels):
            _cell(d, fx + j * ROW, TOP + ROW + i * ROW, ROW, ROW, value / 16)
    _outline(d, fx - 1, TOP + ROW + MARKED * ROW - 1, P * P * ROW + 2, ROW + 2)
    d.raw(f'<path d="M{ix + (mc + 1) * P * PIXEL} {iy + mr * P * PIXEL + P * PIXEL / 2}'
          f'L{fx - 2} {TOP + ROW + MARKED * ROW + ROW / 2}" stroke="{INK}" stroke-width="1"'
          ' stroke-dasharray="3 3" fill="none"/>')
    d.text(fx - 6, TOP + ROW + ROW / 2, "0", size=9, color=MUTED, anchor="end", mono=True)
    d.text(fx - 6, TOP + N * ROW + ROW / 2, "15", size=9, color=MUTED, anchor="end",
           mono=True)
    _label(d, fx + 14, ["patches,", "flattened"])
    _shape(d, fx + 14, bottom + 18, "(N, C·P²)")
    # the patch embedding
    ex = 200
    d.arrow((fx + P * P * ROW + 4, mid), (ex - 2, mid), color=INK)
    d.box(ex, mid - 22, 40, 44, "E", math=True, size=18)
    _label(d, ex + 20, ["linear", "map"])
    d.text(ex + 20, mid + 38, "shared", size=11, color=MUTED)
    # class token and patch tokens
    tx = 262
    d.arrow((ex + 40, mid), (tx - 6, mid), color=INK)
    _tokens(d, tx, 3, class_row=True)
    _label(d, tx + FEATURES * ROW / 2, ["class token", "+ N tokens"])
    d.text(tx - 8, TOP + ROW / 2, "x_{class}", size=12, math=True, anchor="end")
    _shape(d, tx + FEATURES * ROW / 2, bottom + 18, "(N + 1, D)")
    # plus the learned positions
    d.circle(tx + FEATURES * ROW + 20, mid, 11, "+", size=17)
    px = tx + FEATURES * ROW + 40
    _tokens(d, px, 40, class_row=False, lightness=0.55)
    for j in range(FEATURES):
        _cell(d, px + j * ROW, TOP, ROW, ROW, 0.55 * _made_up(39, j))
    _label(d, px + FEATURES * ROW / 2, ["learned", "positions"])
    d.text(px + FEATURES * ROW / 2, bottom + 18, "E_{pos}", size=13, math=True)
    # the encoder
    nx, nw = 446, 160
    d.arrow((px + FEATURES * ROW + 6, mid), (nx - 2, mid), color=INK)
    d.text(px + FEATURES * ROW + 16, mid - 12, "z_0", size=13, math=True)
    d.box(nx, TOP - 14, nw, (N + 1) * ROW + 28)
    _label(d, nx + nw / 2, ["Transformer encoder", "L pre-norm blocks"])
    d.text(nx + nw / 2, mid - 26, "z ← z + MHA(LN(z))", size=14, math=True)
    d.text(nx + nw / 2, mid + 2, "z ← z + MLP(LN(z))", size=14, math=True)
    d.text(nx + nw / 2, mid + 32, "all N + 1 tokens", size=12, color=MUTED)
    d.text(nx + nw / 2, mid + 48, "attend to each other", size=12, color=MUTED)
    # the outputs; only the class token's goes on
    ox = 628
    d.arrow((nx + nw, mid), (ox - 6, mid), color=INK)
    _tokens(d, ox, 70, class_row=True)
    _label(d, ox + FEATURES * ROW / 2, ["outputs"])
    d.text(ox + FEATURES * ROW / 2, bottom + 18, "z_L", size=13, math=True)
    hx = 714
    d.arrow((ox + FEATURES * ROW + 2, TOP + ROW / 2), (hx - 2, TOP + ROW / 2), color=INK)
    d.box(hx, TOP - 14, 76, 44)
    d.text(hx + 38, TOP + 1, "LayerNorm,", size=12)
    d.text(hx + 38, TOP + 17, "linear head", size=12)
    _label(d, hx + 38, ["head"])
    d.arrow((hx + 76, TOP + 8), (812, TOP + 8), color=INK)
    d.box(814, TOP - 14, 44, 44, "0", size=20)
    _label(d, 836, ["class"])
    _shape(d, hx + 38, TOP + 50, "10 scores")
    d.text(440, 302, "Drawn for chapter 8's model: S = 8, P = 2, N = 16 patches, width D = 64, "
           "L = 2 blocks, 10 classes.", size=12, color=MUTED)
    return d


DIAGRAMS = {"ch8-vit": vit}
