"""Chapter 11's diagrams: multi-head latent attention, a paged key-value cache, and the caches
of streaming attention with sink tokens."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import KEY, tint

WHITE = "#FFFFFF"
FADED = "#F6F8FA"


def _note(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
          size: float = 12) -> None:
    d.text(x, y, text, size=size, color=MUTED, anchor=anchor)


def _shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "start") -> None:
    d.text(x, y, text, size=11.5, color=MUTED, mono=True, anchor=anchor)


def _rect(d: Drawing, x: float, y: float, w: float, h: float, fill: str, stroke: str, *,
          dashed: bool = False, width: float = 1) -> None:
    dash = ' stroke-dasharray="4 3"' if dashed else ""
    d.raw(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
          f' fill="{fill}" stroke="{stroke}" stroke-width="{_num(width)}"{dash}/>')


def _line(d: Drawing, *points: tuple[float, float], color: str = INK,
          width: float = 1.6) -> None:
    """A polyline without an arrowhead (a trunk that arrows branch from)."""
    path = "".join(("M" if i == 0 else "L") + f"{_num(x)} {_num(y)}"
                   for i, (x, y) in enumerate(points))
    d.raw(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{_num(width)}"/>')


def _dot(d: Drawing, x: float, y: float, color: str = INK) -> None:
    d.raw(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="2.6" fill="{color}"/>')


def _title(d: Drawing, y: float, title: str, subtitle: str, *, x: float = 24) -> None:
    d.text(x, y, title, size=14, weight="bold", anchor="start")
    _note(d, x, y + 20, subtitle, anchor="start")


# --- multi-head latent attention -------------------------------------------------------------

LATENT_FILL = tint(INK, 0.86)  # the latent c: neither a key nor a value until projected


def _heads(d: Drawing, x: float, y: float, w: float, h: float, label: str, role: str) -> None:
    """A per-head tensor drawn as a deck of three boxes: one for each of the H heads."""
    for k in (2, 1):
        d.box(x + 5 * k, y - 5 * k, w, h, role=role, radius=4)
    d.box(x, y, w, h, label, role=role, math=True, size=15, radius=4)


def _projection(d: Drawing, x: float, cy: float, label: str, *, w: float = 58) -> None:
    d.box(x, cy - 17, w, 34, label, math=True, size=15)


def _rope(d: Drawing, x: float, cy: float) -> None:
    d.box(x, cy - 14, 50, 28, "RoPE", size=12.5, fill=WHITE)


def _latent_defined(d: Drawing) -> None:
    """Top panel: the latent c and the rotary key k_r are cached; keys and values of every
    head are up-projected from c."""
    _title(d, 28, "Multi-head latent attention, as defined",
           "every head's keys and values are up-projected from one small latent per token")
    yq, yqr, ykr, yc, yk, yv = 100, 146, 200, 290, 262, 318
    # the token and the trunk that feeds the four projections
    d.box(24, 201, 60, 50, "x_t", math=True, size=18)
    _note(d, 54, 188, "token t")
    _shape(d, 54, 264, "D", anchor="middle")
    _line(d, (84, 226), (104, 226))
    _line(d, (104, yq), (104, yc))
    _dot(d, 104, 226)
    for y, name in ((yq, "W_q"), (yqr, "W_{qr}"), (ykr, "W_{kr}"), (yc, "W_{dkv}")):
        d.arrow((104, y), (118, y), color=INK)
        _projection(d, 118, y, name)
    # queries: a content part and a rotary part, per head; not cached
    d.arrow((176, yq), (270, yq), role="query")
    d.box(272, yq - 17, 80, 34, "q_c", role="query", math=True, size=15)
    d.arrow((176, yqr), (196, yqr), role="query")
    _rope(d, 196, yqr)
    d.arrow((246, yqr), (270, yqr), role="query")
    d.box(272, yqr - 17, 80, 34, "q_r", role="query", math=True, size=15)
    for y, shape in ((yq, "H × Dh"), (yqr, "H × Dr")):
        d.arrow((352, y), (618, y), role="query")
        _shape(d, 362, y - 11, shape)
    # the cache: one latent c and one rotary key k_r per token
    d.box(262, 176, 100, 154, fill=WHITE, stroke=INK, dashed=True, radius=8)
    d.arrow((176, ykr), (196, ykr), role="key")
    _rope(d, 196, ykr)
    d.arrow((246, ykr), (290, ykr), role="key")
    d.box(292, ykr - 17, 40, 34, "k_r", role="key", math=True, size=15)
    d.arrow((176, yc), (280, yc), color=INK)
    d.box(282, yc - 17, 60, 34, "c", math=True, size=16, fill=LATENT_FILL, stroke=INK)
    d.text(312, 241, "cached", size=12.5, weight="bold")
    _shape(d, 337, ykr + 26, "Dr", anchor="middle")
    _shape(d, 312, yc + 28, "Dc", anchor="middle")
    # up-projections from the latent to every head's keys and values
    _line(d, (342, yc), (372, yc))
    _dot(d, 372, yc)
    d.arrow((372, yc), (372, yk), (394, yk), role="key")
    d.arrow((372, yc), (372, yv), (394, yv), role="value")
    _projection(d, 396, yk, "W_{uk}", w=54)
    _projection(d, 396, yv, "W_{uv}", w=54)
    d.arrow((450, yk), (478, yk), role="key")
    d.arrow((450, yv), (478, yv), role="value")
    _heads(d, 480, yk - 17, 64, 34, "k_c", "key")
    _heads(d, 480, yv - 17, 64, 34, "v", "value")
    for y, role in ((yk, "key"), (yv, "value")):
        d.arrow((554, y), (618, y), role=role)
        _shape(d, 560, y - 11, "H × Dh")
    # the rotary key: one for all heads
    d.arrow((332, ykr), (618, ykr), role="key")
    _note(d, 490, ykr - 12, "one rotary key, shared by all H heads", size=11.5)
    # attention in each head, then the output projection
    d.box(620, 72, 184, 270)
    d.text(712, 96, "attention, each head", size=13.5)
    d.text(712, 132, "scores over positions j ≤ t:", size=11.5, color=MUTED)
    d.text(712, 156, "q_c · k_{c,j} + q_r · k_{r,j}", size=14, math=True)
    d.text(712, 180, "scaled by 1 / √(D_h + D_r)", size=12.5, math=True, color=MUTED)
    d.text(712, 222, "softmax, then", size=11.5, color=MUTED)
    d.text(712, 244, "Σ_j α_j v_j", size=14, math=True)
    _note(d, 712, 282, "each head: its own slice of", size=11.5)
    d.text(712, 302, "q_c, q_r, k_c, v", size=13, math=True, color=MUTED)
    d.arrow((804, 207), (822, 207), color=INK)
    d.box(824, 190, 44, 34, "W_o", math=True, size=15)
    d.arrow((868, 207), (882, 207), color=INK)
    d.box(884, 190, 56, 34, "output", size=12.5)
    _shape(d, 912, 240, "D", anchor="middle")
    # why the rotary key is apart
    _note(d, 24, 362, "Queries are recomputed for each new token; only the latent and the "
          "rotary key are kept. Position rides on a small extra key, because", anchor="start")
    _note(d, 24, 380, "a rotation that depends on the position could not be folded into the "
          "key up-projection (below).", anchor="start")


def _latent_absorbed(d: Drawing, top: float) -> None:
    """Bottom panel: decoding with W_uk moved to the query side and W_uv folded into W_o."""
    _title(d, top + 28, "Decoding, with the up-projections absorbed",
           "the key up-projection moves to the query side and the value up-projection into "
           "the output projection: no head's key or value is ever formed")
    yq, yqr = top + 96, top + 146
    d.box(24, top + 96, 60, 50, "x_t", math=True, size=18)
    _note(d, 54, top + 83, "new token")
    _line(d, (84, top + 121), (104, top + 121))
    _line(d, (104, yq), (104, yqr))
    _dot(d, 104, top + 121)
    for y, name in ((yq, "W_q"), (yqr, "W_{qr}")):
        d.arrow((104, y), (118, y), color=INK)
        _projection(d, 118, y, name)
    d.arrow((176, yq), (198, yq), role="query")
    d.box(200, yq - 17, 60, 34, "q_c", role="query", math=True, size=15)
    d.arrow((260, yq), (282, yq), role="query")
    _projection(d, 284, yq, "W_{uk}ᵀ", w=62)
    d.arrow((346, yq), (366, yq), role="query")
    d.box(368, yq - 17, 100, 34, "q_c W_{uk}ᵀ", role="query", math=True, size=14)
    d.arrow((176, yqr), (196, yqr), role="query")
    _rope(d, 196, yqr)
    d.arrow((246, yqr), (366, yqr), role="query")
    d.box(368, yqr - 17, 100, 34, "q_r", role="query", math=True, size=15)
    for y, shape in ((yq, "H × Dc"), (yqr, "H × Dr")):
        d.arrow((468, y), (598, y), role="query")
        _shape(d, 478, y - 11, shape)
    _note(d, 300, yq - 30, "merged ahead of time:", anchor="end", size=11.5)
    d.text(306, yq - 30, "W_q W_{uk}ᵀ", size=13, math=True, anchor="start")
    # the cache, read as it is: t rows of k_r and c
    cx, cy, cell, rows = 304, top + 214, 13, 5
    d.box(232, top + 180, 236, 134, fill=WHITE, stroke=INK, dashed=True, radius=8)
    d.text(258, cy + rows * cell / 2, "cache", size=12.5, weight="bold", rotate=-90)
    d.grid(cx - 26, cy, rows, 1, cell, role="key")
    d.grid(cx, cy, rows, 8, cell)
    d.text(cx - 19.5, cy - 12, "k_r", size=13, math=True)
    d.text(cx + 52, cy - 12, "c_j", size=13, math=True)
    _note(d, 382, top + 300, "one row per position j ≤ t", size=11.5)
    d.arrow((cx + 8 * cell, cy + 20), (598, cy + 20), role="key")
    _note(d, 530, cy + 8, "latents as keys", size=11.5)
    d.arrow((cx + 8 * cell, cy + 50), (598, cy + 50), role="value")
    _note(d, 530, cy + 38, "latents as values", size=11.5)
    d.arrow((cx - 19.5, cy + rows * cell), (cx - 19.5, top + 326), (580, top + 326),
            (580, top + 302), role="key")
    _note(d, 480, top + 338, "rotary keys", size=11.5)
    # attention on the latents, then the folded output projection
    d.box(600, top + 70, 204, 232)
    d.text(702, top + 94, "attention, each head", size=13.5)
    d.text(702, top + 124, "scores over positions j ≤ t:", size=11.5, color=MUTED)
    d.text(702, top + 148, "(q_c W_{uk}ᵀ) · c_j + q_r · k_{r,j}", size=13.5, math=True)
    d.text(702, top + 186, "softmax, then", size=11.5, color=MUTED)
    d.text(702, top + 208, "ō = Σ_j α_j c_j", size=14, math=True)
    _note(d, 702, top + 236, "width Dc, the same latents", size=11.5)
    _note(d, 702, top + 252, "for every head", size=11.5)
    d.arrow((804, top + 186), (822, top + 186), color=INK)
    d.box(824, top + 160, 64, 52, "W_{uv} W_o", math=True, size=13)
    _note(d, 856, top + 226, "folded ahead", size=11.5)
    _note(d, 856, top + 242, "of time", size=11.5)
    d.arrow((856, top + 160), (856, top + 138), color=INK)
    d.box(824, top + 104, 64, 34, "output", size=12.5)


def latent() -> Drawing:
    """Multi-head latent attention as defined, and as it decodes with absorbed projections."""
    d = Drawing(
        960, 820, "Multi-head latent attention",
        "Two panels. Top, multi-head latent attention as defined, read from left to right. The "
        "token x_t, of width D, is projected four ways. W_q gives the content part of the "
        "queries, q_c, and W_qr followed by a rotary position embedding (RoPE) gives their "
        "rotary part, q_r, one of each per head (H × Dh and H × Dr). W_dkv compresses x_t into "
        "a small latent c of width Dc, and W_kr followed by RoPE gives one rotary key k_r of "
        "width Dr. Only c and k_r sit inside a dashed box marked cached. From c, the "
        "up-projections W_uk and W_uv make every head's content key k_c and value v, drawn as "
        "decks of H boxes (H × Dh each); k_r is one key shared by all H heads. Each head "
        "scores position j with q_c · k_c,j + q_r · k_r,j, scaled by 1 over the square root "
        "of Dh + Dr, takes a softmax, and sums its values; W_o gives the output, of width D. "
        "A note: queries are recomputed for each new token and only c and k_r are kept; "
        "position rides on the small extra key k_r because a rotation that depends on the "
        "position could not be folded into W_uk. Bottom, the same layer while decoding, with "
        "the up-projections absorbed. The new token's content query q_c is multiplied by W_uk "
        "transposed (merged with W_q ahead of time), giving a query of width Dc per head; "
        "the rotary query q_r is made as before. The cache is drawn as it is stored: one row "
        "per position j up to t, a narrow column of rotary keys k_r and a wider one of "
        "latents c_j. Each head scores (q_c W_uk transposed) · c_j + q_r · k_r,j, reading "
        "c_j as its keys and again as its values: its output is the weighted sum of the "
        "latents, of width Dc, the same latents for every head. W_uv W_o, folded ahead of "
        "time, maps it to the output. No head's key or value is ever formed. A boxed note at "
        "the bottom compares the cache per token and per layer: multi-head attention keeps "
        "2 · H · Dh numbers, latent attention Dc + Dr; with DeepSeek-V2's sizes, H = 128, "
        "Dh = 128, Dc = 512 and Dr = 64, that is 32,768 against 576.",
    )
    _latent_defined(d)
    _line(d, (24, 408), (936, 408), color=LINE, width=1)
    _latent_absorbed(d, 412)
    # the cache per token, per layer
    d.box(24, 762, 912, 48, fill=WHITE, stroke=INK, radius=6)
    d.text(40, 777, "cache per token, per layer:", size=13, weight="bold", anchor="start")
    d.text(246, 777, "multi-head attention", size=13, anchor="start")
    d.text(384, 777, "2 · H · D_h", size=14, math=True, anchor="start")
    d.text(494, 777, "latent attention", size=13, anchor="start")
    d.text(604, 777, "D_c + D_r", size=14, math=True, anchor="start")
    _note(d, 40, 797, "with DeepSeek-V2's sizes, H = 128 heads of Dh = 128, Dc = 512 and "
          "Dr = 64: 32,768 numbers against 576, about 57 times fewer", anchor="start",
          size=11.5)
    return d


# --- a paged key-value cache -----------------------------------------------------------------

SLOT = 16  # one token's keys and values (every head, one layer)
BLOCK = 4  # token slots per block
SEQUENCES = (  # name, tokens, physical block of each logical block, colour
    ("A", 10, (2, 0, 5), "#CC79A7"),  # Okabe and Ito's reddish purple
    ("B", 7, (7, 4), "#E69F00"),  # their orange
    ("C", 5, (10, 8), "#6E7781"),  # a slate grey
)
POOL = 12  # physical blocks drawn
MAX_LEN = 16  # the longest a request may grow, reserved up front without paging


def _slots(d: Drawing, x: float, y: float, filled: int, color: str, *, total: int = BLOCK,
           unused: str = WHITE) -> None:
    """A row of ``total`` token slots, the first ``filled`` of them holding a token."""
    for k in range(total):
        fill = tint(color, 0.55) if k < filled else unused
        _rect(d, x + k * SLOT, y, SLOT, 24, fill, color if k < filled else LINE, width=0.8)
    _rect(d, x, y, total * SLOT, 24, "none", color, width=1.6)


def _pool_x(block: int) -> float:
    return 40 + block * 74


def paged() -> Drawing:
    """Three sequences in a pool of fixed-size blocks, and the same three with reservations."""
    d = Drawing(
        940, 592, "A paged key-value cache",
        "Two panels. Top, a paged key-value cache. Three sequences are being decoded at once: "
        "sequence A has 10 tokens, B has 7 and C has 5. Each token's keys and values fill one "
        "slot, and slots come in blocks of 4. Each sequence is drawn as its logical blocks, 0, "
        "1, 2 and so on, in order: A has three, the last holding 2 tokens of 4; B has two, the "
        "last holding 3; C has two, the last holding 1. Under each sequence, its block table "
        "maps every logical block to a physical block, and arrows lead down to a pool of 12 "
        "numbered physical blocks in memory: A's blocks 0, 1, 2 are physical blocks 2, 0 and "
        "5; B's are 7 and 4; C's are 10 and 8. A sequence's blocks are scattered through the "
        "pool, in no order, and the 5 other blocks, 1, 3, 6, 9 and 11, are free; a sequence "
        "takes a free block when its last block is full. Bottom, the same three sequences "
        "without paging: each request reserves one contiguous region for the longest it may "
        "grow, 16 tokens, and the unused tail of each region is hatched: 48 slots reserved for "
        "22 tokens, 26 of them never used. In the paged pool the same 22 tokens take 7 "
        "blocks, 28 slots, and the 6 unused slots are all in the last block of a sequence.",
    )
    unused = "url(#ch11-unused)"
    d.raw(f'<defs><pattern id="ch11-unused" width="6" height="6" patternUnits="userSpaceOnUse"'
          f' patternTransform="rotate(45)"><rect width="6" height="6" fill="{WHITE}"/>'
          f'<path d="M0 0L0 6" stroke="{LINE}" stroke-width="2"/></pattern></defs>')
    _title(d, 28, "A paged key–value cache",
           "each token's keys and values take one slot; slots come in blocks of 4, and a "
           "sequence's blocks can be anywhere in memory")
    _note(d, 24, 112, "logical blocks", anchor="start")
    _note(d, 24, 158, "block table", anchor="start")
    owner = {}
    for i, (name, tokens, table, color) in enumerate(SEQUENCES):
        x0 = 150 + 270 * i
        d.text(x0, 80, f"sequence {name}", size=13, weight="bold", anchor="start")
        _note(d, x0 + 88, 80, f"{tokens} tokens", anchor="start")
        for k, block in enumerate(table):
            x = x0 + k * 76
            _slots(d, x, 100, min(BLOCK, tokens - k * BLOCK), color)
            d.box(x, 146, 64, 24, fill=WHITE, stroke=LINE, radius=3)
            d.text(x + 32, 158, f"{k} → {block}", size=12.5, mono=True)
            d.arrow((x + 32, 170), (_pool_x(block) + 32, 254), color=color, width=1.4)
            owner[block] = (name, k, min(BLOCK, tokens - k * BLOCK), color)
    # the pool of physical blocks
    for block in range(POOL):
        x = _pool_x(block)
        if block in owner:
            name, k, filled, color = owner[block]
            _slots(d, x, 256, filled, color)
            d.text(x + 32, 312, f"{name} {k}", size=12, weight="bold")
        else:
            _rect(d, x, 256, BLOCK * SLOT, 24, FADED, LINE, dashed=True)
            _note(d, x + 32, 268, "free", size=11)
        _shape(d, x + 32, 294, str(block), anchor="middle")
    _note(d, 40, 336, "the pool: physical blocks in memory, each with its number and the "
          "logical block it holds (A 1: sequence A's block 1)", anchor="start")
    _note(d, 40, 354, "A sequence takes a free block when its last one is full, and gives "
          "its blocks back when it ends.", anchor="start")
    # without paging: one region of the maximum length per request
    _line(d, (24, 376), (916, 376), color=LINE, width=1)
    _title(d, 404, "Without paging: reserve the maximum length for every request",
           f"each request gets one contiguous region for the longest it may grow, here "
           f"{MAX_LEN} tokens, before it has produced any")
    for i, (name, tokens, _, color) in enumerate(SEQUENCES):
        y = 448 + 34 * i
        d.text(24, y + 12, f"sequence {name}", size=13, weight="bold", anchor="start")
        _slots(d, 130, y, tokens, color, total=MAX_LEN, unused=unused)
    used = sum(tokens for _, tokens, _, _ in SEQUENCES)
    blocks = sum(len(table) for _, _, table, _ in SEQUENCES)
    reserved = MAX_LEN * len(SEQUENCES)
    lx = 430
    _rect(d, lx, 452, SLOT, 16, unused, LINE, width=0.8)
    d.text(lx + 26, 460, f"{reserved} slots reserved for {used} tokens: "
           f"{reserved - used} never used", size=13, anchor="start")
    _note(d, lx, 494, f"Paged, above: the same {used} tokens take {blocks} blocks, "
          f"{blocks * BLOCK} slots;", anchor="start")
    _note(d, lx, 512, f"the {blocks * BLOCK - used} unused slots are all in the last block "
          "of a sequence,", anchor="start")
    _note(d, lx, 530, f"and the {POOL - blocks} free blocks go to whichever sequence grows "
          "next.", anchor="start")
    _note(d, 24, 562, "Paging does for the key–value cache what virtual memory does for a "
          "process: contiguous to the sequence, scattered in memory.", anchor="start")
    return d


# --- streaming attention with sink tokens ----------------------------------------------------

STEPS = 16  # decoding steps drawn, and token positions
SINKS = 4  # first tokens kept by StreamingLLM
WINDOW = 6  # most recent tokens kept
CELL = 13
GRID_TOP = 128
CACHED = tint(KEY, 0.7)
SINK = tint(KEY, 0.2)


def _kept(policy: str, t: int, p: int) -> str:
    """What the cache holds of position ``p`` (1-based) at step ``t``: "cached", "sink",
    "evicted" or "future"."""
    if p > t:
        return "future"
    if policy == "sinks" and p <= SINKS:
        return "sink"
    if policy == "full" or p > t - WINDOW:
        return "cached"
    return "evicted"


def _cell(d: Drawing, x: float, y: float, state: str) -> None:
    if state == "future":
        return
    if state == "evicted":
        _rect(d, x, y, CELL, CELL, WHITE, tint(LINE, 0.3), width=0.8)
        _line(d, (x + 3.5, y + 3.5), (x + CELL - 3.5, y + CELL - 3.5), color=LINE, width=1)
        _line(d, (x + CELL - 3.5, y + 3.5), (x + 3.5, y + CELL - 3.5), color=LINE, width=1)
        return
    _rect(d, x, y, CELL, CELL, SINK if state == "sink" else CACHED, KEY, width=0.8)


def _cache_grid(d: Drawing, x: float, policy: str, title: str, subtitle: str,
                notes: tuple[str, str]) -> None:
    """Rows: decoding steps 1 to STEPS; columns: token positions 1 to STEPS."""
    side = STEPS * CELL
    d.text(x + side / 2, 76, title, size=13.5, weight="bold")
    _note(d, x + side / 2, 96, subtitle)
    _shape(d, x + CELL / 2, GRID_TOP - 10, "1", anchor="middle")
    _shape(d, x + side - CELL / 2, GRID_TOP - 10, str(STEPS), anchor="middle")
    _note(d, x + side / 2, GRID_TOP - 10, "token position", size=11.5)
    for t in range(1, STEPS + 1):
        for p in range(1, STEPS + 1):
            _cell(d, x + (p - 1) * CELL, GRID_TOP + (t - 1) * CELL, _kept(policy, t, p))
    _shape(d, x - 8, GRID_TOP + CELL / 2, "1", anchor="end")
    _shape(d, x - 8, GRID_TOP + side - CELL / 2, str(STEPS), anchor="end")
    for k, line in enumerate(notes):
        _note(d, x + side / 2, GRID_TOP + side + 22 + 18 * k, line)


def _sink_logit(d: Drawing, top: float) -> None:
    """One head with a learned sink logit: an extra score that takes weight, with no value."""
    _title(d, top, "A learned sink logit, one per head",
           "an extra logit in each head's softmax takes weight but adds no value, so no real "
           "token has to serve as the sink")
    d.text(24, top + 78, "α_j = e^{s_j} / (e^{b} + Σ_i e^{s_i})", size=16, math=True,
           anchor="start")
    for k, (label, symbol) in enumerate((("the score of key j:", "s_j = q · k_j / √D_h"),
                                         ("the sink logit:", "b"))):
        _note(d, 24, top + 114 + 22 * k, label, anchor="start")
        d.text(142, top + 114 + 22 * k, symbol, size=14, math=True, anchor="start")
    _note(d, 151, top + 136, ", one learned number per head", anchor="start")
    _note(d, 24, top + 164, "The weights of the real keys sum to less than 1:", anchor="start")
    _note(d, 24, top + 182, "with a large b, a head gives its keys almost no weight.",
          anchor="start")
    weights = (0.38, 0.05, 0.07, 0.12, 0.08, 0.1, 0.2)
    x0, step, base = 470, 54, top + 150
    _note(d, x0 - 16, top + 76, "scores", anchor="end")
    _note(d, x0 - 16, base - 24, "weights", anchor="end")
    _note(d, x0 - 16, base + 26, "values", anchor="end")
    for k, weight in enumerate(weights):
        cx = x0 + step * k + 20
        if k == 0:
            d.box(cx - 20, top + 63, 40, 26, fill=SINK, stroke=KEY, dashed=True, radius=4)
            d.text(cx, top + 76, "b", size=15, math=True, color=WHITE)
            d.box(cx - 20, base + 13, 40, 26, fill=WHITE, stroke=LINE, dashed=True, radius=4)
            _note(d, cx, base + 26, "none", size=11)
        else:
            d.box(cx - 20, top + 63, 40, 26, f"s_{k}", math=True, size=14, role="key",
                  radius=4)
            d.box(cx - 20, base + 13, 40, 26, f"v_{k}", math=True, size=14, role="value",
                  radius=4)
        height = 90 * weight
        d.raw(f'<rect x="{_num(cx - 9)}" y="{_num(base - height)}" width="18"'
              f' height="{_num(height)}" fill="{INK}" opacity="0.75"/>')
    _line(d, (x0 - 4, base), (x0 + step * len(weights) - 10, base), color=LINE, width=1)
    _note(d, x0 + 20, top + 50, "the sink", size=11.5)
    _note(d, x0 + step * 3.5 + 20, top + 50, "six keys in the cache", size=11.5)
    d.text(x0 + step * 7, base + 26, "→ Σ_j α_j v_j", size=14, math=True, anchor="start")


def streaming() -> Drawing:
    """Which keys and values three cache policies keep at every step, and a sink logit."""
    d = Drawing(
        940, 660, "Key-value caches for streaming generation",
        "Top, three grids side by side, one per way of keeping the key-value cache. In each, "
        "the rows are decoding steps 1 to 16, from top to bottom, and the columns token "
        "positions 1 to 16, from left to right; a filled cell means that at this step the "
        "cache holds that position's keys and values, a cell with a cross that it was "
        "evicted, and no cell that the token is not generated yet. Left, the full cache: "
        "a growing triangle, every earlier token kept, so memory grows with the number of "
        "steps. Middle, a rolling window of the last W = 6 tokens: a band along the "
        "diagonal, six cells wide, and every earlier token crossed out, the very first ones "
        "included. Right, StreamingLLM's window with attention sinks: the first 4 tokens, in "
        "a darker colour, are never evicted, and besides them only the last 6 are kept, so "
        "the cache holds at most 10 tokens. Bottom, a learned sink logit: a head's softmax "
        "has one extra score, b, a learned number per head, next to the scores s_1 to s_6 "
        "of six keys; the weights are drawn as bars, and the sink takes the largest one, "
        "but it has no value, so the output, the weighted sum of v_1 to v_6, uses weights "
        "that sum to less than one: alpha_j = e^(s_j) / (e^b + sum over i of e^(s_i)).",
    )
    _title(d, 28, "What the key–value cache holds at each step",
           f"rows: decoding steps 1 to {STEPS}; columns: token positions; window W = {WINDOW}")
    d.text(58, GRID_TOP + STEPS * CELL / 2, "decoding step", size=11.5, color=MUTED,
           rotate=-90)
    _cache_grid(d, 96, "full", "full cache", "every token kept",
                ("grows with every step:", "memory proportional to t"))
    _cache_grid(d, 396, "window", "rolling window", f"the last W = {WINDOW} tokens",
                ("fixed size, but the first tokens,", "where heads put spare attention, are gone"))
    _cache_grid(d, 696, "sinks", "sinks + window",
                f"the first {SINKS} and the last W = {WINDOW}",
                (f"fixed size, {SINKS} + W; the first {SINKS}", "stay, as attention sinks"))
    # legend
    ly = 406
    for x, state, label in ((96, "cached", "in the cache: keys and values"),
                            (356, "sink", "sink token, never evicted"),
                            (586, "evicted", "evicted")):
        _cell(d, x, ly - CELL / 2, state)
        _note(d, x + CELL + 8, ly, label, anchor="start")
    _note(d, 676, ly, "blank: not generated yet", anchor="start")
    _line(d, (24, 430), (916, 430), color=LINE, width=1)
    _sink_logit(d, 458)
    return d


DIAGRAMS = {"ch11-latent": latent, "ch11-paged": paged, "ch11-streaming": streaming}
