"""Chapter 13's diagram: the designs since 2025, as options of one attention block and as a
delta-rule block of its own."""

from __future__ import annotations

from svg import INK, MUTED, Drawing

WHITE = "#FFFFFF"
CX = 250  # the centre line of the attention block
BOX = 200  # width of its boxes

DESCRIPTION = (
    "Two panels. Left, one attention block with every option of this chapter, read from top to "
    "bottom. The token x_t is projected to a query q, a key k and a value v. QK-norm "
    "RMS-normalises q and k (a dashed box on each). The score is q · k over the square root of "
    "Dh; a soft cap, c · tanh(s / c), may bound it (dashed). Beside the scores, a lightning "
    "indexer, a few narrow heads with a ReLU, scores every earlier token cheaply and keeps the "
    "top k keys for this query (dashed: selection). The softmax over the chosen keys weighs the "
    "values; a sigmoid gate, σ(x_t W_g), computed from the same token, multiplies each head's "
    "output (dashed: gated attention), and W_o projects it back to width D. A dashed arrow from "
    "the side brings k and v from an earlier layer's cache instead of this layer's own "
    "projections: cross-layer attention, where only the first layer of a group projects keys and "
    "values. Right, a delta-rule block. Its state S, a Dk by Dv matrix per head drawn as a grid, "
    "takes each token in three steps: fade, S ← α_t S; correct, S ← S + β_t k_t (v_t − Sᵀ k_t)ᵀ, "
    "writing only what the memory gets wrong at the key; read, o_t = Sᵀ q_t. A note says the state "
    "keeps the same size however many tokens it has read, where an attention cache grows by one "
    "key and one value per token. Below it, a hybrid stack of four blocks: three delta-rule "
    "blocks and one attention block, Qwen3-Next's ratio.")


def _option(d: Drawing, x: float, y: float, w: float, label: str, note: str) -> None:
    """A dashed box: an option of the block, with its name in small type beside it."""
    d.box(x, y, w, 30, label, dashed=True, fill=WHITE, size=13, math=False)
    d.text(x + w + 8, y + 15, note, size=11, color=MUTED, anchor="start", italic=True)


def designs() -> Drawing:
    d = Drawing(900, 560, "Attention since 2025: one block's options and a delta-rule block",
                DESCRIPTION)
    d.text(CX, 22, "one attention block, every option", size=14, weight="bold")
    d.box(CX - 40, 40, 80, 30, "x_t", math=True)
    for dx, role, name in ((-80, "query", "q"), (0, "key", "k"), (80, "value", "v")):
        d.arrow((CX, 70), (CX + dx, 96), role=role)
        d.box(CX + dx - 26, 98, 52, 30, name, role=role, math=True)
    _option(d, CX - 118, 140, 76, "RMSNorm", "")
    _option(d, CX - 38, 140, 76, "RMSNorm", "QK-norm")
    d.arrow((CX - 80, 128), (CX - 80, 140), color=INK)
    d.arrow((CX, 128), (CX, 140), color=INK)
    d.arrow((CX - 80, 170), (CX - 40, 196), color=INK)
    d.arrow((CX, 170), (CX - 40, 196), color=INK)
    d.box(CX - 110, 198, 140, 32, "q·k / √Dh", size=13)
    d.arrow((CX - 40, 230), (CX - 40, 244), color=INK)
    _option(d, CX - 110, 246, 140, "c·tanh(s / c)", "")
    d.text(CX - 118, 261, "soft cap", size=11, color=MUTED, italic=True, anchor="end")
    d.arrow((CX - 40, 276), (CX - 40, 300), color=INK)
    d.box(CX - 110, 302, 140, 32, "softmax over", size=12, sublabel="the chosen keys")
    # the indexer beside the scores
    d.box(CX + 60, 190, 150, 44, "lightning indexer", dashed=True, fill=WHITE, size=12,
          sublabel="ReLU heads, all keys")
    d.box(CX + 60, 250, 150, 32, "keep the top k", dashed=True, fill=WHITE, size=12)
    d.arrow((CX + 135, 234), (CX + 135, 250), color=INK)
    d.arrow((CX + 60, 266), (CX + 30, 318), color=INK, dashed=True)
    d.text(CX + 135, 296, "selection (DSA)", size=11, color=MUTED, italic=True)
    # the values and the output
    d.arrow((CX + 80, 128), (CX + 80, 170), (CX + 230, 170), (CX + 230, 365), (CX + 70, 365),
            role="value")
    d.box(CX - 110, 350, 180, 32, "Σ weights · values", size=12)
    d.arrow((CX - 40, 334), (CX - 40, 350), color=INK)
    d.arrow((CX - 40, 382), (CX - 40, 398), color=INK)
    _option(d, CX - 110, 400, 140, "× σ(x_t W_g)", "gate (per head or per feature)")
    d.arrow((CX - 40, 430), (CX - 40, 446), color=INK)
    d.box(CX - 90, 448, 100, 30, "W_o", math=True)
    d.arrow((CX - 40, 478), (CX - 40, 500), color=INK)
    d.text(CX - 40, 512, "to the residual stream", size=11, color=MUTED)
    # cross-layer attention
    d.arrow((20, 84), (CX + 14, 84), (CX + 14, 97), color=MUTED, dashed=True)
    d.text(22, 60, "k, v of an earlier layer", size=11, color=MUTED, anchor="start")
    d.text(22, 74, "(cross-layer attention)", size=11, color=MUTED, anchor="start",
           italic=True)
    # the delta-rule block
    left = 610
    d.raw(f'<line x1="{left - 40}" y1="20" x2="{left - 40}" y2="540" stroke="#D0D7DE"'
          ' stroke-width="1"/>')
    d.text(left + 130, 22, "a delta-rule block (Gated DeltaNet)", size=14, weight="bold")
    d.grid(left + 90, 46, 5, 6, 14, role="value")
    d.text(left + 132, 126, "state S, Dk × Dv per head", size=11, color=MUTED)
    steps = (("fade", "S ← α_t S"), ("correct", "S ← S + β_t k_t (v_t − Sᵀk_t)ᵀ"),
             ("read", "o_t = Sᵀ q_t"))
    for i, (name, rule) in enumerate(steps):
        y = 146 + 46 * i
        d.box(left, y, 262, 34, "")
        d.text(left + 10, y + 17, name, size=12, weight="bold", anchor="start")
        d.text(left + 74, y + 17, rule, size=13, math=True, anchor="start")
        if i:
            d.arrow((left + 131, y - 12), (left + 131, y), color=INK)
    d.text(left + 131, 300, "the same size after 10 tokens or 10,000;", size=11, color=MUTED)
    d.text(left + 131, 316, "an attention cache grows by k and v per token", size=11,
           color=MUTED)
    d.text(left + 131, 356, "a hybrid stack (3 : 1)", size=13, weight="bold")
    for i, name in enumerate(("delta rule", "delta rule", "delta rule", "attention")):
        y = 372 + 38 * i
        d.box(left + 56, y, 150, 30, name, role="key" if name == "attention" else None, size=12)
    return d


DIAGRAMS = {"ch13-designs": designs}
