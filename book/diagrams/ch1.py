"""Chapter 1's diagrams: attention as a soft lookup, and its four steps for a batch."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing

from attnviz.visuals.palette import tint

ROWS = [70, 125, 180, 235]  # centres of the four key-value rows
WEIGHTS = [0.10, 0.62, 0.20, 0.08]  # softmax weights drawn as bars (they sum to one)


def soft_lookup() -> Drawing:
    """One query scored against four keys; softmax; the weighted sum of the values."""
    d = Drawing(
        800, 300, "Attention as a soft lookup",
        "A query q, on the left, is compared with each of four keys k1 to k4, giving one score "
        "a(q, ki) per key. A softmax turns the four scores into weights that are positive and "
        "sum to one, drawn as bars: here most of the weight goes to key 2. Each value v1 to v4 "
        "is multiplied by its key's weight, and the sum of the weighted values is the output.",
    )
    for x, label in [(50, "query"), (165, "keys"), (265, "scores"), (455, "weights"),
                     (575, "values"), (735, "output")]:
        d.text(x, 28, label, size=13, color=MUTED)
    d.box(20, 130, 60, 46, "q", role="query", math=True, size=18)
    for i, (y, w) in enumerate(zip(ROWS, WEIGHTS, strict=True)):
        d.arrow((80, 153), (137, y), role="query")
        d.box(140, y - 17, 50, 34, f"k_{i + 1}", role="key", math=True, size=16)
        d.arrow((190, y), (220, y), color=INK)
        d.text(265, y, f"a(q, k_{i + 1})", size=15, math=True)
        d.arrow((310, y), (344, y), color=INK)
        d.arrow((386, y), (414, y), color=INK)
        d.raw(f'<rect x="420" y="{y - 9}" width="{round(90 * w, 1)}" height="18" '
              f'fill="{INK}" opacity="0.75"/>')
        d.text(425 + 90 * w, y, f"{w:.2f}", size=12, anchor="start", color=MUTED)
        d.text(538, y, "×", size=16)
        d.box(550, y - 17, 50, 34, f"v_{i + 1}", role="value", math=True, size=16)
        d.arrow((600, y), (668, 153), role="value")
    d.box(346, 48, 40, 210)
    d.text(366, 153, "softmax", size=14, rotate=-90)
    d.circle(685, 153, 16, "Σ")
    d.arrow((701, 153), (718, 153), color=INK)
    d.box(720, 130, 64, 46, "output", role=None, size=13)
    d.text(400, 282, "weights ≥ 0, summing to 1:  output = Σᵢ α(q, kᵢ) vᵢ", size=13,
           color=MUTED)
    return d


# --- the four steps for a batch ---------------------------------------------------------------

CELL = 16  # side of one tensor entry, in pixels
# Shades (0 to 1) of the example tensors: Tq = 3 queries, Tk = 5 keys, Dv = 3.
SCORES = [[0.55, 0.20, 0.85, 0.35, 0.10],
          [0.30, 0.75, 0.15, 0.60, 0.40],
          [0.20, 0.35, 0.30, 0.25, 0.90]]
WEIGHTS_3x5 = [[0.15, 0.05, 0.65, 0.10, 0.05],  # each row sums to one, as after the softmax
               [0.10, 0.45, 0.05, 0.30, 0.10],
               [0.05, 0.10, 0.05, 0.05, 0.75]]
OUTPUT = [[0.60, 0.30, 0.45], [0.35, 0.55, 0.25], [0.20, 0.40, 0.70]]


def batch_stack(d: Drawing, x: float, y: float, w: float, h: float) -> None:
    """Two outlines behind a tensor at (x, y) of size w × h: the other elements of the batch."""
    for k in (2, 1):
        d.raw(f'<rect x="{x + 5 * k}" y="{y - 5 * k}" width="{w}" height="{h}" fill="#FFFFFF"'
              f' stroke="{LINE}" stroke-width="0.8"/>')


def tensor(d: Drawing, x: float, y: float, rows: int, cols: int, *, role: str | None,
           name: str, shape: str, shades: list[list[float]] | None = None,
           name_above: bool = True) -> tuple[float, float]:
    """A batch of matrices at top-left (x, y), with its name (maths) and shape; returns its
    right edge and vertical centre."""
    w, h = cols * CELL, rows * CELL
    batch_stack(d, x, y, w, h)
    if role is None and shades:  # numbers computed on the way: grey, darker for larger
        for i, row in enumerate(shades):
            for j, shade in enumerate(row):
                d.raw(f'<rect x="{x + j * CELL}" y="{y + i * CELL}" width="{CELL}"'
                      f' height="{CELL}" fill="{tint(INK, 1 - 0.8 * shade)}" stroke="{LINE}"'
                      ' stroke-width="0.8"/>')
    else:
        d.grid(x, y, rows, cols, CELL, role=role, shades=shades)
    if name_above:
        d.text(x + w / 2 + 5, y - 22, name, size=16, math=True)
    else:
        d.text(x - 10, y + h / 2, name, size=16, math=True, anchor="end")
    d.text(x + w / 2, y + h + 16, shape, size=11, color=MUTED, mono=True)
    return x + w, y + h / 2


def four_steps() -> Drawing:
    """Score, normalise, average, output: the shapes of attention for a batch."""
    d = Drawing(
        800, 340, "The four steps of attention for a batch",
        "A pipeline from left to right; every tensor is drawn as a grid with two outlines "
        "behind it, standing for the B elements of the batch. Step 1, score: the queries Q, of "
        "shape (B, Tq, D), and the keys K, of shape (B, Tk, D), enter a box Q K transposed, "
        "which gives a grid of scores of shape (B, Tq, Tk): one row per query, one column per "
        "key. Step 2, normalise: a softmax over the keys turns each row into weights, shaded "
        "darker where the weight is larger, each row summing to one, still (B, Tq, Tk). "
        "Step 3, average: the weights are multiplied with the values V, of shape (B, Tk, Dv), "
        "which come in from below. Step 4: the output has shape (B, Tq, Dv), one vector of the "
        "values' width per query.",
    )
    mid = 128  # vertical centre of the main row
    steps = [(172, "1", "score"), (383, "2", "normalise"), (611, "3", "average"),
             (737, "4", "output")]
    for x, number, word in steps:
        d.circle(x - 34, 30, 10, number, size=12)
        d.text(x - 20, 30, word, size=13, color=MUTED, anchor="start")

    # Step 1: Q and K into Q K^T.
    q_right, _ = tensor(d, 30, mid - 24, 3, 4, role="query", name="Q", shape="(B, Tq, D)")
    k_right, k_mid = tensor(d, 30, 200, 5, 4, role="key", name="K", shape="(B, Tk, D)",
                            name_above=False)
    d.box(134, mid - 22, 76, 44, "Q Kᵀ", math=True, size=16)
    d.arrow((q_right + 12, mid), (132, mid), role="query")
    d.arrow((k_right + 12, k_mid), (172, k_mid), (172, mid + 24), role="key")
    d.arrow((212, mid), (238, mid), color=INK)
    s_right, _ = tensor(d, 242, mid - 24, 3, 5, role=None, name="scores", shape="(B, Tq, Tk)",
                        shades=SCORES)

    # Step 2: softmax over the keys, row by row.
    d.arrow((s_right + 10, mid), (350, mid), color=INK)
    d.box(352, mid - 30, 64, 60, "softmax", sublabel="over keys", size=13)
    d.arrow((418, mid), (444, mid), color=INK)
    w_right, _ = tensor(d, 448, mid - 24, 3, 5, role=None, name="weights", shape="(B, Tq, Tk)",
                        shades=WEIGHTS_3x5)
    d.text(448 + 40, mid + 50, "each row sums to 1", size=11, color=MUTED)

    # Step 3: weights @ V, with the values coming in from below.
    d.arrow((w_right + 10, mid), (578, mid), color=INK)
    d.box(580, mid - 22, 62, 44, "@ V", math=True, size=16)
    v_x = 611 - 3 * CELL / 2
    tensor(d, v_x, 200, 5, 3, role="value", name="V", shape="(B, Tk, Dv)", name_above=False)
    d.arrow((611, 194), (611, mid + 24), role="value")

    # Step 4: the output, one vector of width Dv per query.
    d.arrow((644, mid), (708, mid), color=INK)
    tensor(d, 712, mid - 24, 3, 3, role=None, name="output", shape="(B, Tq, Dv)",
           shades=OUTPUT)

    d.text(400, 318, "for each of the B problems:  output = softmax(Q Kᵀ) V,  softmax along "
           "each row", size=13, color=MUTED)
    return d


DIAGRAMS = {"ch1-soft-lookup": soft_lookup, "ch1-four-steps": four_steps}
