"""Chapter 10's diagram: tiled attention with an online softmax, as in FlashAttention."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import KEY, QUERY, VALUE, tint

WHITE = "#FFFFFF"
FADED = "#F6F8FA"  # score tiles that are never stored
N = 6  # tiles per side of the T × T score matrix
TILE = 44  # side of one tile
ROW = 3  # the highlighted block of query rows, Q_4 (0-based)
MX, MY = 104, 146  # top-left corner of the score matrix


def _note(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
          size: float = 11.5) -> None:
    d.text(x, y, text, size=size, color=MUTED, anchor=anchor)


def _shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle") -> None:
    d.text(x, y, text, size=11.5, color=MUTED, mono=True, anchor=anchor)


def _rect(d: Drawing, x: float, y: float, w: float, h: float, fill: str, stroke: str, *,
          dashed: bool = False, width: float = 1) -> None:
    dash = ' stroke-dasharray="4 3"' if dashed else ""
    d.raw(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
          f' fill="{fill}" stroke="{stroke}" stroke-width="{_num(width)}"{dash}/>')


def _path(d: Drawing, path: str, stroke: str, *, width: float = 1.2, fill: str = "none") -> None:
    d.raw(f'<path d="{path}" fill="{fill}" stroke="{stroke}" stroke-width="{_num(width)}"/>')


def _tile(d: Drawing, i: int, j: int) -> None:
    """Score tile S_ij: crossed out above the diagonal (the causal mask skips it), computed
    in the highlighted row, faded and dashed elsewhere (computed once, never stored)."""
    x, y = MX + j * TILE, MY + i * TILE
    active = i == ROW and j <= ROW
    if j > i:  # every key in the tile is in the future of every query in it
        _rect(d, x, y, TILE, TILE, WHITE, LINE, dashed=True)
        _path(d, f"M{_num(x + 10)} {_num(y + 10)}L{_num(x + TILE - 10)} {_num(y + TILE - 10)}"
                 f"M{_num(x + TILE - 10)} {_num(y + 10)}L{_num(x + 10)} {_num(y + TILE - 10)}",
              LINE, width=1.4)
        return
    fill = tint(QUERY, 0.78) if active else FADED
    _rect(d, x, y, TILE, TILE, fill, QUERY if active else LINE, dashed=not active,
          width=1.4 if active else 1)
    if i == j:  # on the diagonal the mask acts inside the tile: its upper triangle is blank
        d.raw(f'<path d="M{_num(x + 1)} {_num(y + 1)}L{_num(x + TILE - 1)} {_num(y + 1)}'
              f'L{_num(x + TILE - 1)} {_num(y + TILE - 1)}z" fill="{WHITE}"/>')
        _path(d, f"M{_num(x)} {_num(y)}L{_num(x + TILE)} {_num(y + TILE)}",
              QUERY if active else LINE, width=1)


def _order(d: Drawing) -> None:
    """The numbered steps of the highlighted row: tile 1, 2, 3, then 4 on the diagonal."""
    cy = MY + ROW * TILE + TILE / 2
    for j in range(ROW + 1):
        cx = MX + j * TILE + TILE / 2 - (6 if j == ROW else 0)
        cy_j = cy + (6 if j == ROW else 0)  # the diagonal tile: the circle in its lower half
        d.raw(f'<circle cx="{_num(cx)}" cy="{_num(cy_j)}" r="10" fill="{WHITE}"'
              f' stroke="{INK}" stroke-width="1.4"/>')
        d.text(cx, cy_j, str(j + 1), size=12, weight="bold")
        if j < ROW:
            end = TILE - 20 - (9 if j + 1 == ROW else 0)
            d.arrow((cx + 11, cy), (cx + 11 + end, cy + (4 if j + 1 == ROW else 0)), color=INK,
                    width=1.3)


def _operands(d: Drawing) -> None:
    """Query tiles on the left, key tiles on top, value tiles below, one per row or column."""
    for k in range(N):
        met = k <= ROW  # the key and value tiles that block Q_4 meets
        y = MY + k * TILE
        q = k == ROW
        d.box(MX - 50, y + 4, 40, TILE - 8, f"Q_{k + 1}", math=True, size=13,
              fill=tint(QUERY, 0.78) if q else tint(QUERY, 0.93),
              stroke=QUERY if q else tint(QUERY, 0.55), radius=4)
        x = MX + k * TILE
        d.box(x + 4, MY - 44, TILE - 8, 36, f"K_{k + 1}", math=True, size=13,
              fill=tint(KEY, 0.8 if met else 0.93), stroke=KEY if met else tint(KEY, 0.55),
              radius=4)
        d.box(x + 4, MY + N * TILE + 8, TILE - 8, 36, f"V_{k + 1}", math=True, size=13,
              fill=tint(VALUE, 0.8 if met else 0.93), stroke=VALUE if met else tint(VALUE, 0.55),
              radius=4)
        if met:  # the step at which block Q_4 meets this key and value tile
            for cy in (MY - 54, MY + N * TILE + 58):
                d.text(x + TILE / 2, cy, str(k + 1), size=11, weight="bold")
    d.text(MX + N * TILE / 2, MY - 74, "key tiles, transposed", size=12.5, color=MUTED)
    d.text(MX + N * TILE / 2, MY + N * TILE + 78, "value tiles", size=12.5, color=MUTED)
    d.text(MX - 66, MY + N * TILE / 2, "query tiles", size=12.5, color=MUTED, rotate=-90)


def _formula(d: Drawing, x: float, y: float, text: str) -> None:
    d.text(x, y, text, size=15, math=True, anchor="start")


def tiled() -> Drawing:
    """Block Q_4 of a causal attention meets K_1, V_1 to K_4, V_4 and keeps three statistics."""
    d = Drawing(
        960, 640, "Tiled attention with an online softmax",
        "Left, the T by T matrix of attention scores, queries down and keys across, drawn as "
        "a 6 by 6 grid of tiles. The query tiles Q_1 to Q_6 are stacked on its left, the key "
        "tiles K_1 to K_6 run along its top and the value tiles V_1 to V_6 along its bottom. "
        "Almost the whole grid is faded and dashed: those scores are never stored. The tiles "
        "above the diagonal are crossed out, skipped because a causal mask hides the future, "
        "and the tiles on the diagonal are half blank, masked inside the tile. One row of "
        "tiles, the query block Q_4, is highlighted: it meets the key and value tiles K_1, V_1, "
        "then K_2, V_2, then K_3, V_3, then K_4, V_4 on the diagonal, in that order, marked "
        "by arrows numbered 1, 2, 3 and 4, and it skips K_5 and K_6; the other blocks run the "
        "same loop, in parallel. An arrow labelled after each tile leads from the row to the "
        "right half, which shows what is kept in fast memory for each query row of the block: "
        "a running maximum m and a running sum ℓ, one number per row, and a running output O, "
        "one row of width Dh per query, starting from minus infinity, zero and zero. For each "
        "tile j the scores are S_ij = Q_i K_j transposed over the square root of Dh, and the "
        "statistics are updated: m' = max(m, rowmax(S_ij)); ℓ' = e^(m − m') ℓ + "
        "rowsum(e^(S_ij − m')); O' = e^(m − m') O + e^(S_ij − m') V_j, where the factor "
        "e^(m − m'), at most 1, rescales what was summed under the old maximum. After the last "
        "tile the block's output is O / ℓ, the same numbers as softmax attention. A boxed note "
        "at the bottom: memory O(T · tile) instead of O(T²).",
    )
    # the score matrix, its operands and the order in which block Q_4 meets them
    d.text(MX + N * TILE / 2, 28, "the T × T scores, in tiles", size=14, weight="bold")
    _note(d, MX + N * TILE / 2, 48, "computed one tile at a time, never stored whole", size=12)
    for i in range(N):
        for j in range(N):
            _tile(d, i, j)
    _operands(d)
    top = MY + ROW * TILE
    d.box(MX - 3, top - 3, N * TILE + 6, TILE + 6, fill="none", stroke=QUERY, radius=4)
    _order(d)

    # how to read the grid
    lx, ly = 44, MY + N * TILE + 104
    _rect(d, lx, ly - 8, 16, 16, FADED, LINE, dashed=True)
    _note(d, lx + 24, ly, "never stored: each tile lives only while its block uses it",
          anchor="start", size=12)
    _rect(d, lx, ly + 14, 16, 16, WHITE, LINE, dashed=True)
    _path(d, f"M{lx + 3} {ly + 17}L{lx + 13} {ly + 27}M{lx + 13} {ly + 17}L{lx + 3} {ly + 27}",
          LINE, width=1.3)
    _note(d, lx + 24, ly + 22, "skipped (future): the causal mask hides the whole tile",
          anchor="start", size=12)
    _rect(d, lx, ly + 36, 16, 16, tint(QUERY, 0.78), QUERY, width=1.4)
    _note(d, lx + 24, ly + 44, "one block of query rows meets key and value tiles 1, 2, 3, 4",
          anchor="start", size=12)
    _note(d, lx + 24, ly + 62, "in turn; the other blocks run the same loop, in parallel",
          anchor="start", size=12)

    # from the row block to its running statistics
    cy = top + TILE / 2
    d.arrow((MX + N * TILE + 3, cy), (508, cy), color=INK, width=1.6)
    _note(d, 442, cy - 14, "after each tile", size=12)

    # the running statistics, one number (or row) per query of the block
    px = 520
    d.text(px, 28, "kept for each query row of the block", size=14, weight="bold",
           anchor="start")
    _note(d, px, 48, "in fast memory, while the key and value tiles stream past",
          anchor="start", size=12)
    _note(d, px, 84, "Each tile of scores is folded into three running", anchor="start",
          size=12.5)
    _note(d, px, 102, "statistics and then dropped: nothing of size T × T", anchor="start",
          size=12.5)
    _note(d, px, 120, "is ever kept.", anchor="start", size=12.5)
    _note(d, px, 186, "start:", anchor="start", size=12.5)
    d.text(px + 44, 186, "m = −∞,  ℓ = 0,  O = 0", size=15, math=True, anchor="start")
    states = ((px, 30, "m", "running max", "(tile,)", None),
              (px + 110, 30, "ℓ", "running sum", "(tile,)", None),
              (px + 220, 110, "O", "running output", "(tile, Dh)", "value"))
    for x, w, name, label, shape, role in states:
        d.box(x, top, w, TILE, name, math=True, size=17, role=role, radius=4)
        _note(d, x + w / 2, top - 40, label, size=12)
        _shape(d, x + w / 2, top - 22, shape)

    fy = 388
    _note(d, px, fy - 32, "for each tile j = 1, 2, …, i of the row:", anchor="start", size=12.5)
    _formula(d, px, fy, "S_{ij} = Q_i K_jᵀ / √D_h")
    _formula(d, px, fy + 30, "m′ = max(m, rowmax(S_{ij}))")
    _formula(d, px, fy + 60, "ℓ′ = e^{m − m′} ℓ + rowsum(e^{S_{ij} − m′})")
    _formula(d, px, fy + 90, "O′ = e^{m − m′} O + e^{S_{ij} − m′} V_j")
    d.text(px, fy + 120, "e^{m − m′} ≤ 1", size=13, math=True, color=MUTED, anchor="start")
    _note(d, px + 82, fy + 120, "rescales what was summed under the old maximum",
          anchor="start", size=12)
    _note(d, px, fy + 148, "after the last tile:", anchor="start", size=12.5)
    _formula(d, px + 128, fy + 148, "output = O / ℓ")
    _note(d, px, fy + 170, "the same numbers as softmax(S) V, row by row", anchor="start",
          size=12)

    # the point of it all
    d.box(px, 586, 380, 34, fill=WHITE, stroke=INK, radius=6)
    d.text(px + 190, 603, "memory: O(T · tile) instead of O(T²)", size=14, weight="bold")
    return d


DIAGRAMS = {"ch10-tiled": tiled}
