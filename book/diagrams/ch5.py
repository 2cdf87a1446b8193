"""Chapter 5's diagrams: multi-head attention, with the shape of every tensor."""

from __future__ import annotations

from svg import INK, MUTED, NEUTRAL_FILL, Drawing

LANES = {"query": 110, "key": 200, "value": 290}  # centres of the three lanes
LETTERS = {"query": "Q", "key": "K", "value": "V"}
W_NAMES = {"query": "W_q", "key": "W_k", "value": "W_v"}
HEADS = 4  # heads drawn (H)
HEAD_COLS = 2  # columns of one head drawn (Dh)
ROWS = 3  # positions drawn (T)
CELL = 9
HEAD_SHADES = [0.62, 0.3, 0.62, 0.3]  # alternate shades tell the H column blocks apart


def shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle") -> None:
    """A tensor's shape in the book's letters, small and muted."""
    d.text(x, y, text, size=11.5, color=MUTED, mono=True, anchor=anchor)


def tensor(d: Drawing, x: float, y: float, role: str | None, *, heads: int = HEADS) -> None:
    """A (T, H·Dh) tensor whose columns are grouped by head: ROWS × heads·HEAD_COLS cells."""
    shades = [[HEAD_SHADES[j // HEAD_COLS] for j in range(heads * HEAD_COLS)]
              for _ in range(ROWS)]
    d.grid(x, y, ROWS, heads * HEAD_COLS, CELL, role=role, shades=shades)


def deck(d: Drawing, x: float, y: float, role: str | None) -> None:
    """H small (T, Dh) tensors stacked as a deck: the (B, H, T, Dh) of the heads."""
    for h in reversed(range(HEADS)):
        shades = [[HEAD_SHADES[h]] * HEAD_COLS for _ in range(ROWS)]
        d.grid(x + 6 * h, y - 6 * h, ROWS, HEAD_COLS, CELL, role=role, shades=shades)


def multihead() -> Drawing:
    """Self-attention with H heads: projections, split, H attentions, concatenation, W_o."""
    d = Drawing(
        860, 400, "Multi-head attention, with the shape of every tensor",
        "Data flows from left to right. The input X, of shape (B, T, D), is projected three "
        "times, by W_q, W_k and W_v, into queries Q, keys K and values V, each of shape "
        "(B, T, D), drawn in orange, blue and green. The D columns of each are cut into H "
        "groups of Dh columns, one per head, giving tensors of shape (B, H, T, Dh), drawn as "
        "decks of H small matrices. H scaled dot-product attentions run in parallel, one per "
        "head, each computing softmax(Q K transposed / square root of Dh) V with its own "
        "weights of shape (B, H, T, T). The H head outputs, (B, H, T, Dh), are concatenated "
        "back into (B, T, D), and the output projection W_o gives the output, (B, T, D).",
    )
    for x, label, dy in [(48, "input", 0), (126, "project", 0), (302, "split into", 0),
                         (302, "H heads", 16), (430, "H attentions", 0),
                         (430, "in parallel", 16), (562, "heads", 0), (636, "concatenate", 0),
                         (722, "project", 0), (804, "output", 0)]:
        d.text(x, 26 + dy, label, size=13, color=MUTED)
    # the input
    d.box(20, 176, 56, 48, "X", math=True, size=20)
    shape(d, 48, 242, "(B, T, D)")
    for role, y in LANES.items():
        d.arrow((76, 200), (104, y), color=INK)
        d.box(104, y - 19, 44, 38, W_NAMES[role], math=True, size=16)
        d.arrow((148, y), (168, y), role=role)
        d.text(208, y - 27, LETTERS[role], size=16, math=True)
        tensor(d, 172, y - 13.5, role)
        d.arrow((246, y), (278, y), role=role)
        deck(d, 284, y - 4.5, role)
        d.arrow((322, y), (348, y), role=role)
    shape(d, 208, 330, "(B, T, D)")
    shape(d, 302, 330, "(B, H, T, Dh)")
    # the H attentions, a deck of cards
    for h in reversed(range(HEADS)):
        d.box(350 + 7 * h, 80 - 7 * h, 140, 240, fill=NEUTRAL_FILL if h == 0 else "#FFFFFF")
    d.text(420, 156, "scaled", size=14)
    d.text(420, 174, "dot-product", size=14)
    d.text(420, 192, "attention", size=14)
    d.text(420, 224, "softmax(QKᵀ/√D_h) V", size=12.5, math=True)
    d.text(420, 250, "one per head", size=12, color=MUTED)
    shape(d, 430, 346, "weights (B, H, T, T)")
    # the heads' outputs, concatenated and projected
    d.arrow((490, 200), (538, 200), color=INK)
    deck(d, 542, 195.5, None)
    shape(d, 564, 264, "(B, H, T, Dh)")
    d.arrow((580, 200), (596, 200), color=INK)
    tensor(d, 600, 186.5, None)
    shape(d, 636, 226, "(B, T, D)")
    d.arrow((674, 200), (698, 200), color=INK)
    d.box(700, 181, 44, 38, "W_o", math=True, size=16)
    d.arrow((744, 200), (768, 200), color=INK)
    d.box(770, 176, 68, 48, "output", size=13)
    shape(d, 804, 242, "(B, T, D)")
    d.text(430, 380, "Self-attention shown: Q, K and V are projections of one input X. "
           "In cross-attention, K and V come from another sequence.", size=12.5, color=MUTED)
    return d


DIAGRAMS = {"ch5-multihead": multihead}
