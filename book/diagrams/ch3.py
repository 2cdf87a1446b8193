"""Chapter 3's diagrams: scaled dot-product attention with a masked softmax, and the additive
and dot-product scoring functions side by side."""

from __future__ import annotations

from svg import CARD_BORDER, INK, LINE, MUTED, Drawing

from attnviz.visuals.palette import tint

CELL = 20  # side of one entry of the score and weight grids
VALID = 4  # valid length of the drawn sequence: keys 1 to 4 are real, 5 and 6 are padding
# Scaled scores of Tq = 4 queries against the 4 real keys (shades 0 to 1), and the weights the
# masked softmax gives them: each row sums to one over the real keys, the padding gets 0.
SCORES = [[0.70, 0.20, 0.45, 0.10], [0.30, 0.80, 0.25, 0.50],
          [0.15, 0.35, 0.90, 0.40], [0.55, 0.30, 0.20, 0.75]]
WEIGHTS = [[0.55, 0.10, 0.25, 0.10], [0.10, 0.55, 0.10, 0.25],
           [0.05, 0.15, 0.65, 0.15], [0.30, 0.10, 0.10, 0.50]]


def _cell(d: Drawing, x: float, y: float, fill: str) -> None:
    d.raw(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"'
          f' stroke="{LINE}" stroke-width="0.8"/>')


def _matrix(d: Drawing, x: float, y: float, shades: list[list[float]], masked: str) -> None:
    """Tq rows by 6 key columns at top-left (x, y): the real keys shaded grey (darker for
    larger), the two padded keys filled with ``masked`` text."""
    for i, row in enumerate(shades):
        for j in range(6):
            cx, cy = x + j * CELL, y + i * CELL
            if j < VALID:
                _cell(d, cx, cy, tint(INK, 1 - 0.8 * row[j]))
            elif masked == "−∞":
                _cell(d, cx, cy, CARD_BORDER)
                d.text(cx + CELL / 2, cy + CELL / 2, masked, size=9)
            else:
                _cell(d, cx, cy, "#FFFFFF")
                d.text(cx + CELL / 2, cy + CELL / 2, masked, size=10, color=MUTED)


def _key_headers(d: Drawing, x: float, y: float) -> None:
    for j in range(VALID):
        d.text(x + j * CELL + CELL / 2, y, f"k_{j + 1}", size=12, math=True)
    d.text(x + (VALID + 1) * CELL, y, "padding", size=10, color=MUTED)


def _label(d: Drawing, x: float, y: float, words: str, maths: str, size: float = 12) -> None:
    """Muted ``words`` ending just left of ``x``, then ``maths`` in italic from ``x``."""
    d.text(x - 4, y, words, size=size - 1, color=MUTED, anchor="end")
    d.text(x + 2, y, maths, size=size, color=MUTED, math=True, anchor="start")


def masked_attention() -> Drawing:
    """Score, scale, mask, softmax, average: scaled dot-product attention over padded keys."""
    d = Drawing(
        790, 294, "Scaled dot-product attention with a masked softmax",
        "A pipeline from left to right for one sentence of a batch, with four queries and six "
        "keys of which the last two are padding. The queries Q, of shape (B, Tq, D), and the "
        "keys K, of shape (B, Tk, D), enter a box Q K transposed; a second box divides the "
        "scores by the square root of D. The scores form a grid of four rows, one per query, "
        "and six columns, one per key, k1 to k4 and two padding keys. The valid length of 4 "
        "marks the first four columns as real; the two padding columns are greyed out and "
        "every entry in them is set to minus infinity. A softmax over the keys turns each row "
        "into weights: the four real columns are shaded and sum to one in every row, the two "
        "padding columns are exactly 0. The weights are multiplied with the values V, of shape "
        "(B, Tk, Dv), coming in from below, giving the output of shape (B, Tq, Dv).",
    )
    mid, top = 150, 110  # centre of the main row; top of the two grids (Tq = 4 rows)
    for x, label in [(145, "score"), (218, "scale"), (326, "mask"), (464, "normalise"),
                     (616, "average")]:
        d.text(x, 28, label, size=13, color=MUTED)
    d.box(14, 70, 80, 46, "Q", role="query", math=True, sublabel="(B, Tq, D)", size=16)
    d.box(14, 184, 80, 46, "K", role="key", math=True, sublabel="(B, Tk, D)", size=16)
    d.arrow((94, 93), (104, 93), (116, 132), role="query")
    d.arrow((94, 207), (104, 207), (116, 168), role="key")
    d.box(118, mid - 22, 54, 44, "Q Kᵀ", math=True, size=15)
    d.arrow((172, mid), (188, mid), color=INK)
    d.box(190, mid - 22, 56, 44, "÷ √D", math=True, size=15)
    d.arrow((246, mid), (262, mid), color=INK)

    # The masked scores: the padding columns are -inf.
    gx = 266
    _key_headers(d, gx, top - 12)
    _matrix(d, gx, top, SCORES, "−∞")
    bracket = top + 4 * CELL + 8
    d.raw(f'<path d="M{gx + 1} {bracket - 4} V{bracket} H{gx + VALID * CELL - 1} V{bracket - 4}"'
          f' fill="none" stroke="{MUTED}" stroke-width="1"/>')
    d.text(gx + VALID * CELL / 2, bracket + 13, "valid_lens = 4", size=11, color=MUTED,
           mono=True)
    d.text(gx + 3 * CELL, bracket + 33, "(B, Tq, Tk)", size=11, color=MUTED, mono=True)

    # Softmax over the keys: the padding gets exactly zero weight.
    d.arrow((gx + 6 * CELL, mid), (400, mid), color=INK)
    d.box(402, top, 34, 4 * CELL)
    d.text(419, mid, "softmax", size=13, rotate=-90)
    d.arrow((436, mid), (450, mid), color=INK)
    wx = 454
    _key_headers(d, wx, top - 12)
    _matrix(d, wx, top, WEIGHTS, "0")
    d.text(wx + 3 * CELL, bracket + 13, "rows sum to 1", size=11, color=MUTED)
    d.text(wx + 3 * CELL, bracket + 33, "(B, Tq, Tk)", size=11, color=MUTED, mono=True)

    # Weights @ V, then the output.
    d.arrow((wx + 6 * CELL, mid), (590, mid), color=INK)
    d.box(592, mid - 22, 48, 44, "@ V", math=True, size=15)
    d.box(570, 226, 92, 46, "V", role="value", math=True, sublabel="(B, Tk, Dv)", size=16)
    d.arrow((616, 226), (616, mid + 24), role="value")
    d.arrow((640, mid), (660, mid), color=INK)
    d.box(662, mid - 23, 106, 46, "output", sublabel="(B, Tq, Dv)", size=14)
    return d


def additive_vs_dot() -> Drawing:
    """Additive scoring (a small MLP on q and k) beside the scaled dot product."""
    d = Drawing(
        800, 290, "Additive and dot-product scoring side by side",
        "Two panels, each turning a query q and a key k into one score a(q, k). Left, additive "
        "scoring: the query goes through a matrix W_q and the key through a matrix W_k; the "
        "two results, both of the hidden width h, are added, passed through tanh, and a vector "
        "w_v transposed reduces them to the score. It has (d_q + d_k + 1) times h parameters "
        "and works for a query and a key of different widths. Right, scaled dot-product "
        "scoring: the query and the key, of the same width d, meet in a dot product q "
        "transposed k, which is divided by the square root of d to give the score. It has no "
        "parameters.",
    )
    d.text(222, 28, "additive", size=13, color=MUTED)
    d.text(628, 28, "scaled dot product", size=13, color=MUTED)
    d.raw(f'<line x1="456" y1="20" x2="456" y2="270" stroke="{LINE}" stroke-width="1"'
          ' stroke-dasharray="3 4"/>')
    mid = 140

    # Additive: w_v^T tanh(W_q q + W_k k).
    d.box(20, 64, 56, 44, "q", role="query", math=True, size=18)
    d.box(20, 172, 56, 44, "k", role="key", math=True, size=18)
    _label(d, 52, 122, "width", "d_q")
    _label(d, 52, 230, "width", "d_k")
    d.arrow((76, 86), (102, 86), role="query")
    d.arrow((76, 194), (102, 194), role="key")
    d.box(104, 64, 58, 44, "W_q", math=True, size=17)
    d.box(104, 172, 58, 44, "W_k", math=True, size=17)
    d.arrow((162, 86), (208, 86), (208, mid - 17), color=INK)
    d.arrow((162, 194), (208, 194), (208, mid + 17), color=INK)
    d.circle(208, mid, 15, "+", size=18)
    d.arrow((223, mid), (246, mid), color=INK)
    d.box(248, mid - 22, 58, 44, "tanh", size=15)
    _label(d, 277, mid + 36, "width", "h")
    d.arrow((306, mid), (328, mid), color=INK)
    d.box(330, mid - 22, 54, 44, "w_vᵀ", math=True, size=17)
    d.arrow((384, mid), (398, mid), color=INK)
    d.text(426, mid, "a(q, k)", size=15, math=True)
    _label(d, 210, 246, "parameters:", "(d_q + d_k + 1) h", size=13)
    d.text(222, 268, "query and key may differ in width", size=12, color=MUTED)

    # Scaled dot product: q^T k / sqrt(d).
    d.box(480, 64, 56, 44, "q", role="query", math=True, size=18)
    d.box(480, 172, 56, 44, "k", role="key", math=True, size=18)
    _label(d, 512, 122, "width", "d")
    _label(d, 512, 230, "width", "d")
    d.arrow((536, 86), (584, 86), (584, mid - 24), role="query")
    d.arrow((536, 194), (584, 194), (584, mid + 24), role="key")
    d.box(556, mid - 22, 56, 44, "qᵀk", math=True, size=17)
    d.arrow((612, mid), (636, mid), color=INK)
    d.box(638, mid - 22, 58, 44, "÷ √d", math=True, size=16)
    d.arrow((696, mid), (716, mid), color=INK)
    d.text(748, mid, "a(q, k)", size=15, math=True)
    d.text(667, 176, "score variance 1", size=11, color=MUTED)
    d.text(667, 190, "at every width", size=11, color=MUTED)
    d.text(628, 246, "parameters: none", size=12, color=MUTED)
    d.text(628, 268, "query and key of the same width", size=12, color=MUTED)
    return d


DIAGRAMS = {"ch3-masked-attention": masked_attention, "ch3-additive-vs-dot": additive_vs_dot}
