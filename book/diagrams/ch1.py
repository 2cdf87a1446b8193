"""Chapter 1's diagrams: attention as a soft lookup."""

from __future__ import annotations

from svg import INK, MUTED, Drawing

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


DIAGRAMS = {"ch1-soft-lookup": soft_lookup}
