"""Chapter 12's diagrams: one step of a serving engine, shared prefixes in a radix tree,
split-KV decoding, a round of speculative decoding, and ring attention with its causal
balance."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import KEY, VALUE, tint

WHITE = "#FFFFFF"
FADED = "#F6F8FA"
# Requests (and, in the ring, processes) in colours apart from the query, key and value roles:
# Okabe and Ito's reddish purple and orange, a slate grey (chapter 11's three sequences) and a
# dark gold.
OWNERS = ("#CC79A7", "#E69F00", "#6E7781", "#B08D00")
SHARED = tint(INK, 0.91)  # blocks that several requests share


def _note(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
          size: float = 11.5) -> None:
    d.text(x, y, text, size=size, color=MUTED, anchor=anchor)


def _shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
           size: float = 11.5) -> None:
    d.text(x, y, text, size=size, color=MUTED, mono=True, anchor=anchor)


def _rect(d: Drawing, x: float, y: float, w: float, h: float, fill: str, stroke: str, *,
          dashed: bool = False, width: float = 1) -> None:
    dash = ' stroke-dasharray="4 3"' if dashed else ""
    d.raw(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"'
          f' fill="{fill}" stroke="{stroke}" stroke-width="{_num(width)}"{dash}/>')


def _line(d: Drawing, *points: tuple[float, float], color: str = INK, width: float = 1.6,
          dashed: bool = False) -> None:
    """A polyline without an arrowhead."""
    path = "".join(("M" if i == 0 else "L") + f"{_num(x)} {_num(y)}"
                   for i, (x, y) in enumerate(points))
    dash = ' stroke-dasharray="4 3"' if dashed else ""
    d.raw(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{_num(width)}"{dash}/>')


def _title(d: Drawing, y: float, title: str, subtitle: str, *, x: float = 24) -> None:
    d.text(x, y, title, size=14, weight="bold", anchor="start")
    _note(d, x, y + 20, subtitle, anchor="start", size=12)


# --- one step of a serving engine ------------------------------------------------------------

E_SLOT = 11  # one token slot of a block in the pool
E_BLOCK = 4  # token slots per block
E_REQUESTS = (  # name, tokens after this step, physical blocks, colour
    ("A", 10, (2, 0, 5), OWNERS[0]),
    ("B", 7, (7, 4), OWNERS[1]),
    ("C", 9, (10, 8, 3), OWNERS[2]),
)
E_RETURNED = (6, 11)  # blocks given back by request F, which finished in the last step


def _step_row(d: Drawing, top: float) -> dict[str, tuple[float, float]]:
    """The step's seven tokens in one row: A's and B's next token, a chunk of C's prompt;
    returns each request's span (left, right)."""
    cell, x = 44, 340
    groups = (("A", "A: 1", (10,), OWNERS[0]),
              ("B", "B: 1", (7,), OWNERS[1]),
              ("C", "C: a chunk of 5 prompt tokens", (5, 6, 7, 8, 9), OWNERS[2]))
    spans = {}
    for name, label, positions, color in groups:
        left = x
        for p in positions:
            _rect(d, x, top, cell, 34, tint(color, 0.55), color, width=1.2)
            d.text(x + cell / 2, top + 17, str(p), size=12.5, mono=True)
            x += cell
        _rect(d, left, top, x - left, 34, "none", color, width=2)
        d.text((left + x) / 2, top - 12, label, size=12)
        spans[name] = (left, x)
        x += 10
    _note(d, 332, top + 17, "position", anchor="end", size=11)
    return spans


def _pool(d: Drawing, x0: float, y0: float) -> None:
    """Twelve blocks of four slots, coloured by the request that owns them."""
    owner = {}
    for name, tokens, table, color in E_REQUESTS:
        for k, block in enumerate(table):
            owner[block] = (name, min(E_BLOCK, tokens - k * E_BLOCK), color)
    for block in range(12):
        x, y = x0 + (block % 4) * 54, y0 + (block // 4) * 50
        if block in owner:
            name, filled, color = owner[block]
            for k in range(E_BLOCK):
                _rect(d, x + k * E_SLOT, y, E_SLOT, 22,
                      tint(color, 0.55) if k < filled else WHITE,
                      color if k < filled else LINE, width=0.8)
            _rect(d, x, y, E_BLOCK * E_SLOT, 22, "none", color, width=1.6)
            d.text(x + 22, y + 33, f"{block} {name}", size=11, weight="bold")
        else:
            _rect(d, x, y, E_BLOCK * E_SLOT, 22, FADED, LINE, dashed=True)
            _note(d, x + 22, y + 11, "free", size=10.5)
            _shape(d, x + 22, y + 33, str(block), size=11)


def engine() -> Drawing:
    """A waiting queue, the scheduler, one step's flattened row through the model, and the
    pool of blocks it reads through block tables."""
    d = Drawing(
        1000, 596, "One step of a serving engine",
        "One step of a serving engine with continuous batching over a paged cache. Left, the "
        "waiting queue: requests arrive at any time and wait, here D with a prompt of 14 "
        "tokens and E with a prompt of 6. An arrow marked admit leads from the queue to the "
        "scheduler, and a dashed arrow marked preempt leads back: a preempted request frees "
        "its blocks and waits again, recomputing its keys and values when readmitted. In the "
        "middle, the scheduler plans every step anew: each decoding request gets 1 token; a "
        "request still reading its prompt gets a chunk of it, as much as the token budget "
        "leaves; waiting requests are admitted while the budget and the batch allow; and when "
        "no block is free for the step, the newest request is preempted. Below it, one step "
        "with a token budget of 7: A's next token at position 10, B's next token at position "
        "7, and a chunk of 5 of C's 12 prompt tokens, positions 5 to 9, all flattened into one "
        "row of 7 tokens. The row goes once through the model: the projections and the "
        "feed-forward network take all 7 rows in one matrix product, and attention lets each "
        "token read its own request's blocks through that request's block table. The step "
        "gives A and B one new token each, and C none yet: 3 of its prompt tokens are left "
        "for the next step. Right, one shared pool of 12 blocks of 4 token slots, coloured by "
        "owner: A's block table is 2, 0, 5, B's is 7, 4 and C's is 10, 8, 3. Blocks 1, 6, 9 "
        "and 11 are on the free list; 6 and 11 were given back when request F finished in the "
        "last step, and any request may take them in this one. D and E wait because this "
        "step's budget is spent.",
    )
    _title(d, 28, "One step of a serving engine",
           "continuous batching over a paged cache: what a step holds is decided anew before "
           "every step")
    # the waiting queue
    d.text(24, 88, "waiting queue", size=13, weight="bold", anchor="start")
    _note(d, 24, 106, "requests arrive at any time", anchor="start")
    d.arrow((114, 118), (114, 140), color=INK)
    _note(d, 124, 129, "arrivals", anchor="start", size=11)
    d.box(24, 142, 180, 34, "E · prompt of 6 tokens", size=12, fill=WHITE, stroke=INK)
    d.box(24, 186, 180, 34, "D · prompt of 14 tokens", size=12, fill=WHITE, stroke=INK)
    d.arrow((206, 203), (260, 203), color=INK)
    _note(d, 233, 191, "admit", size=11)
    d.arrow((260, 159), (206, 159), color=INK, dashed=True)
    _note(d, 233, 147, "preempt", size=11)
    for k, line in enumerate(("D and E wait: this step's", "token budget is spent.", "",
                              "A preempted request frees", "its blocks and waits again;",
                              "readmitted, it recomputes", "its keys and values.")):
        if line:
            _note(d, 24, 244 + 18 * k, line, anchor="start")
    # the scheduler
    d.box(262, 72, 460, 146, fill=WHITE, stroke=INK, radius=8)
    d.text(280, 92, "the scheduler, before every step", size=13, weight="bold", anchor="start")
    rules = (("1", "each decoding request: 1 token"),
             ("2", "each request still reading its prompt: a chunk of it,"),
             ("", "as much as the token budget leaves"),
             ("3", "admit waiting requests while the budget and the batch allow"),
             ("4", "no free block for the step? preempt the newest request"))
    for k, (number, rule) in enumerate(rules):
        y = 118 + 21 * k
        if number:
            d.text(288, y, number, size=12, weight="bold")
        d.text(302, y, rule, size=12, anchor="start")
    # the step's row
    d.text(262, 242, "one step", size=13, weight="bold", anchor="start")
    _note(d, 332, 242, "every scheduled token in one row; 7 tokens = the token budget",
          anchor="start")
    spans = _step_row(d, 280)
    centres = {name: (left + right) / 2 for name, (left, right) in spans.items()}
    for cx in centres.values():
        d.arrow((cx, 316), (cx, 340), color=INK)
    # the model, once over the row
    d.box(262, 342, 460, 116, fill=WHITE, stroke=INK, radius=8)
    d.text(492, 360, "the model, one pass over the row", size=13, weight="bold")
    d.box(274, 374, 212, 72)
    d.text(380, 392, "projections and MLP", size=12.5)
    _note(d, 380, 412, "all 7 rows in one matrix product:", size=11)
    _note(d, 380, 428, "the weights are read once per step", size=11)
    d.box(498, 374, 212, 72)
    d.text(604, 392, "attention", size=12.5)
    _note(d, 604, 412, "each token reads its own request's", size=11)
    _note(d, 604, 428, "blocks, through its block table", size=11)
    # what the step gives
    for name in ("A", "B"):
        d.arrow((centres[name], 458), (centres[name], 482), color=INK)
        left, right = spans[name]
        d.box(left, 484, right - left, 30, "+1", size=12.5, fill=WHITE,
              stroke=OWNERS["AB".index(name)])
    d.arrow((centres["C"], 458), (centres["C"], 482), color=LINE, dashed=True)
    left, right = spans["C"]
    d.box(left, 484, right - left, 30, fill=FADED, stroke=LINE, dashed=True)
    _note(d, centres["C"], 499, "no token yet: 3 prompt tokens left", size=11)
    _note(d, 332, 499, "new tokens", anchor="end", size=11)
    # the pool and the block tables
    px = 756
    d.text(px, 88, "one shared pool of blocks", size=13, weight="bold", anchor="start")
    _note(d, px, 106, "4 token slots a block; one table", anchor="start")
    _note(d, px, 122, "per request, for every layer", anchor="start")
    for k, (name, _, table, color) in enumerate(E_REQUESTS):
        y = 148 + 24 * k
        _rect(d, px, y - 8, 16, 16, tint(color, 0.55), color, width=1.2)
        d.text(px + 26, y, f"table {name}: " + ", ".join(map(str, table)), size=12,
               mono=True, anchor="start")
    _note(d, px, 226, "under each block: its number, its owner", anchor="start", size=11)
    _pool(d, px, 244)
    d.arrow((710, 410), (738, 410), (738, 304), (752, 304), color=INK, width=1.4)
    _note(d, px, 408, "free list: 1, 6, 9, 11", anchor="start")
    _note(d, px, 430, "6 and 11 came back when request F", anchor="start", size=11)
    _note(d, px, 446, "finished, at the end of the last step;", anchor="start", size=11)
    _note(d, px, 462, "this step may already give them out", anchor="start", size=11)
    # the point of it
    _line(d, (24, 536), (976, 536), color=LINE, width=1)
    _note(d, 24, 556, "A request joins or leaves the batch at any step, and a long prompt is "
          "read in chunks, so it never stalls the decoding requests.", anchor="start", size=12)
    _note(d, 24, 576, "Batching pays in the projections and the MLP; attention stays per "
          "request, each over its own blocks.", anchor="start", size=12)
    return d


# --- shared prefixes -------------------------------------------------------------------------

P_SYSTEM = (("You", "are", "a", "tutor"), (".", "Be", "brief", "."))
P_OWN = (  # each request's text after the system prompt, in blocks of four tokens
    (("Draw", "a", "radix", "tree"), ("?",)),
    (("What", "is", "a", "heap"), ("?",)),
    (("What", "is", "a", "trie"), ("?",)),
)
P_WORD = 46  # one token's cell in a request's row


def _words(d: Drawing, x: float, y: float, words: tuple[str, ...], fill: str, stroke: str, *,
           cell: float = P_WORD, copied: int = 0, total: int = 4) -> float:
    """A block of ``total`` token cells holding ``words``; the first ``copied`` are hatched
    (copied from another block). Returns the block's right edge."""
    for k in range(total):
        hatched = k < copied
        _rect(d, x + k * cell, y, cell, 26, "url(#ch12-copied)" if hatched else
              (fill if k < len(words) else WHITE), OWNERS[1] if hatched else stroke,
              width=0.8)
        if k < len(words):
            d.text(x + k * cell + cell / 2, y + 13, words[k], size=11.5, mono=True)
    _rect(d, x, y, total * cell, 26, "none", stroke, width=1.6)
    return x + total * cell


def _node(d: Drawing, x: float, cy: float, words: tuple[str, ...], block: int, ref: int, *,
          fill: str, stroke: str) -> None:
    """A node of the radix tree: one full block of tokens, its block number and its count."""
    d.box(x, cy - 25, 176, 50, fill=WHITE, stroke=stroke, radius=6)
    _words(d, x + 8, cy - 19, words, fill, stroke, cell=40)
    _note(d, x + 88, cy + 15, f"block {block} · ref {ref}", size=11)


def prefix() -> Drawing:
    """Three requests with one system prompt, the radix tree over their full blocks, and a
    partly matching block copied on write."""
    d = Drawing(
        980, 620, "Shared prefixes in a radix tree of blocks",
        "Shared prefixes, with blocks of 4 tokens and one word per token. Top, three requests "
        "that begin with the same system prompt, You are a tutor. Be brief., which fills two "
        "full blocks. Request 1 goes on with Define a radix tree?, request 2 with What is a "
        "heap? and request 3 with What is a trie?. The two system-prompt blocks are drawn "
        "shaded: all three requests use the same physical blocks, 0 and 1. Request 1's next "
        "block is block 2 and request 2's is block 4; each request's last token, the question "
        "mark, starts a block of its own. Request 3's third block is block 6, a copy of "
        "block 4. Bottom left, the radix tree over full blocks, read from left to right: "
        "each node is one block of 4 tokens, and the path from the root spells a prefix. The "
        "root leads to block 0 (You are a tutor, ref 3), then block 1 (. Be brief ., ref 3): "
        "three running requests use each of them. Block 1 has three children: block 2 (Define "
        "a radix tree, ref 1), block 4 (What is a heap, ref 1), and block 7 (Sum up this "
        "text, ref 0), kept after its request finished, for a later request to reuse. Bottom "
        "right, copy-on-write: request 3 matches blocks 0 and 1 whole, and 3 tokens of block "
        "4, What is a. It does not write into block 4, which request 2 still reads: block 4 "
        "is copied into a free block, 6, whose first 3 tokens' keys and values are reused, "
        "and request 3 writes its own token, trie, after them. A note on eviction: when the "
        "pool runs short, blocks with ref 0 are evicted, least recently used first and leaves "
        "before their parents, so a cached prefix stays whole; block 7 would go first. "
        "Once written, block 6 joins the tree too.",
    )
    copied = tint(OWNERS[1], 0.55)  # the tokens copied from request 2's block
    d.raw(f'<defs><pattern id="ch12-copied" width="6" height="6" patternUnits="userSpaceOnUse"'
          f' patternTransform="rotate(45)"><rect width="6" height="6" fill="{copied}"/>'
          f'<path d="M0 0L0 6" stroke="{WHITE}" stroke-width="2"/></pattern></defs>')
    _title(d, 28, "Shared prefixes: one copy of a common beginning",
           "three requests begin with the same system prompt, held once in blocks 0 and 1; "
           "blocks of 4 tokens, one word a token here")
    own_blocks = ((2, 3), (4, 5), (6, 8))
    for r, (own, blocks) in enumerate(zip(P_OWN, own_blocks, strict=True)):
        y = 84 + 56 * r
        color = OWNERS[r]
        d.text(24, y + 13, f"request {r + 1}", size=13, weight="bold", anchor="start")
        x = 118
        for k, words in enumerate(P_SYSTEM):
            _words(d, x, y, words, SHARED, INK)
            _shape(d, x + 92, y + 38, f"block {k}", size=11)
            x += 4 * P_WORD + 12
        for words, block in zip(own, blocks, strict=True):
            copied = 3 if (r == 2 and len(words) == 4) else 0
            _words(d, x, y, words, tint(color, 0.55), color, copied=copied)
            label = f"block {block}" + (": a copy of block 4, then trie" if copied else "")
            _shape(d, x + (92 if not copied else 0), y + 38, label, size=11,
                   anchor="middle" if not copied else "start")
            x += 4 * P_WORD + 12
    _line(d, (24, 262), (956, 262), color=LINE, width=1)
    # the radix tree
    d.text(24, 288, "the radix tree over full blocks", size=13, weight="bold", anchor="start")
    _note(d, 24, 306, "a node: one block; a path from the root: a prefix; ref: the running "
          "requests using it", anchor="start")
    cy = 420
    d.circle(44, cy, 16, "", role=None)
    _note(d, 44, cy + 30, "root", size=11)
    _node(d, 84, cy, P_SYSTEM[0], 0, 3, fill=SHARED, stroke=INK)
    d.arrow((60, cy), (82, cy), color=INK)
    _node(d, 282, cy, P_SYSTEM[1], 1, 3, fill=SHARED, stroke=INK)
    d.arrow((260, cy), (280, cy), color=INK)
    children = ((cy - 64, ("Draw", "a", "radix", "tree"), 2, 1, OWNERS[0]),
                (cy, ("What", "is", "a", "heap"), 4, 1, OWNERS[1]),
                (cy + 64, ("Sum", "up", "this", "text"), 7, 0, LINE))
    for y, words, block, ref, color in children:
        d.arrow((458, cy), (476, cy), (476, y), (496, y), color=INK, width=1.4)
        _node(d, 498, y, words, block, ref,
              fill=tint(color, 0.55) if ref else FADED, stroke=color)
    _note(d, 586, cy + 106, "ref 0: its request finished; kept for", size=11)
    _note(d, 586, cy + 122, "reuse, and the first to be evicted", size=11)
    # copy-on-write
    x0 = 712
    d.text(x0, 288, "copy-on-write", size=13, weight="bold", anchor="start")
    _note(d, x0, 306, "request 3 matches blocks 0 and 1 whole,", anchor="start")
    _note(d, x0, 322, "then 3 tokens of block 4, which", anchor="start")
    _note(d, x0, 338, "request 2 still reads:", anchor="start")
    _words(d, x0, 358, ("What", "is", "a", "heap"), tint(OWNERS[1], 0.55), OWNERS[1],
           cell=40)
    _shape(d, x0 + 170, 371, "block 4", anchor="start", size=11)
    d.arrow((x0 + 24, 386), (x0 + 24, 430), color=INK)
    _note(d, x0 + 36, 400, "copy into a free block,", anchor="start", size=11)
    _note(d, x0 + 36, 416, "then write its own token", anchor="start", size=11)
    _words(d, x0, 434, ("What", "is", "a", "trie"), tint(OWNERS[2], 0.55), OWNERS[2],
           cell=40, copied=3)
    _shape(d, x0 + 170, 447, "block 6", anchor="start", size=11)
    _rect(d, x0, 476, 14, 14, "url(#ch12-copied)", OWNERS[1], width=0.8)
    _note(d, x0 + 22, 483, "copied: keys and values reused", anchor="start", size=11)
    _rect(d, x0, 498, 14, 14, tint(OWNERS[2], 0.55), OWNERS[2], width=0.8)
    _note(d, x0 + 22, 505, "written by request 3", anchor="start", size=11)
    _note(d, x0, 532, "once written, block 6 joins the tree too", anchor="start", size=11)
    # eviction
    _line(d, (24, 560), (956, 560), color=LINE, width=1)
    _note(d, 24, 580, "Eviction: when the pool runs short, blocks that no request uses "
          "(ref 0) go first, least recently used first and leaves before their parents,",
          anchor="start", size=12)
    _note(d, 24, 600, "so a cached prefix stays whole. A block joins the tree once it is "
          "full; a running request's last, partly filled block is its own.",
          anchor="start", size=12)
    return d


# --- split-KV decoding -----------------------------------------------------------------------

S = 4  # splits of the cache
S_CELLS = 6  # positions drawn per split
S_CELL = 28


def split_kv() -> Drawing:
    """One query over a cache cut into S chunks: a partial output and log-sum-exp each, then
    the exact merge."""
    d = Drawing(
        960, 566, "Split-KV decoding (Flash-Decoding)",
        "Split-KV decoding, as in Flash-Decoding. At the top, one query q, the new token's "
        "query in one head, and below it a long cache of keys K and values V, drawn as two "
        "rows of cells split into S = 4 chunks of equal length. Four arrows fan out from q, "
        "one to each chunk: each chunk is attended on its own, in parallel, one processor "
        "per chunk. Under each chunk s, its results: a partial output o_s, normalised over "
        "that chunk only, and its log-sum-exp ℓ_s. To the left, the formulas for one chunk: "
        "the scores s_j = q · k_j / √Dh, o_s = softmax(q K_s transposed / √Dh) V_s over the "
        "chunk's positions, and ℓ_s = log of the sum over j in chunk s of e^(s_j). Arrows "
        "lead from the four chunks' results into a merge box, which computes ℓ = log Σ_s "
        "e^(ℓ_s), the weights w_s = e^(ℓ_s − ℓ), which are each chunk's share of the "
        "softmax's total mass and sum to 1, and o = Σ_s w_s o_s: the same output as softmax "
        "attention over the whole cache, exactly. A note at the bottom: without the split, "
        "one processor walks all the keys while the others idle; with it, S processors share "
        "the walk, and the merge is cheap. The same merge joins the key-value blocks of ring "
        "attention; it is chapter 10's online softmax, written for whole blocks.",
    )
    _title(d, 28, "Split-KV decoding (Flash-Decoding)",
           "one query and a long cache: the keys are cut into S chunks, attended in parallel, "
           "and the partials merged exactly")
    chunk_w = S_CELLS * S_CELL
    gap = 40
    x0 = 480 - (S * chunk_w + (S - 1) * gap) / 2
    centres = [x0 + s * (chunk_w + gap) + chunk_w / 2 for s in range(S)]
    # the query, fanned out to every chunk
    d.box(455, 74, 50, 34, "q", role="query", math=True, size=17, radius=4)
    _note(d, 445, 91, "one new query (one head)", anchor="end")
    for cx in centres:
        d.arrow((480, 108), (cx, 138), role="query", width=1.4)
    # the cache, cut into chunks
    for s, cx in enumerate(centres):
        left = cx - chunk_w / 2
        for k in range(S_CELLS):
            _rect(d, left + k * S_CELL, 140, S_CELL, 20, tint(KEY, 0.72), KEY, width=0.8)
            _rect(d, left + k * S_CELL, 160, S_CELL, 20, tint(VALUE, 0.72), VALUE, width=0.8)
        _rect(d, left, 140, chunk_w, 40, "none", INK, width=1.6)
        d.text(cx, 194, f"chunk {s + 1}", size=12, weight="bold")
    d.text(x0 - 10, 150, "K", size=14, math=True, anchor="end", color=KEY)
    d.text(x0 - 10, 170, "V", size=14, math=True, anchor="end", color=VALUE)
    _note(d, centres[-1] + chunk_w / 2, 91, f"the cache: Tk positions in S = {S} chunks",
          anchor="end")
    # each chunk's partial output and log-sum-exp
    for s, cx in enumerate(centres):
        d.arrow((cx, 202), (cx, 226), color=INK)
        d.box(cx - 64, 228, 76, 34, f"o_{s + 1}", role="value", math=True, size=15, radius=4)
        d.box(cx + 20, 228, 44, 34, f"ℓ_{s + 1}", math=True, size=15, radius=4)
    # the merge
    mx, my, mw, mh = 310, 350, 340, 118
    for s, cx in enumerate(centres):
        d.arrow((cx, 264), (cx, 300 - 4 * abs(s - 1.5)), (mx + 80 + 60 * s, 346), color=INK,
                width=1.4)
    d.box(mx, my, mw, mh, fill=WHITE, stroke=INK, radius=8)
    d.text(mx + mw / 2, my + 18, "merge, exactly", size=13, weight="bold")
    d.text(mx + 24, my + 46, "ℓ = log Σ_s e^{ℓ_s}", size=15, math=True, anchor="start")
    d.text(mx + 24, my + 72, "w_s = e^{ℓ_s − ℓ}", size=15, math=True, anchor="start")
    _note(d, mx + 150, my + 72, "chunk s's share of the mass", anchor="start", size=11)
    d.text(mx + 24, my + 98, "o = Σ_s w_s o_s", size=15, math=True, anchor="start")
    _note(d, mx + 150, my + 98, "weights sum to 1", anchor="start", size=11)
    d.arrow((mx + mw, my + mh / 2), (mx + mw + 40, my + mh / 2), role="value")
    d.box(mx + mw + 42, my + mh / 2 - 17, 44, 34, "o", role="value", math=True, size=17,
          radius=4)
    _note(d, mx + mw + 100, my + mh / 2 - 9, "= softmax attention", anchor="start")
    _note(d, mx + mw + 100, my + mh / 2 + 9, "over the whole cache", anchor="start")
    # one chunk's formulas
    _note(d, 24, 380, "each chunk s, on its own, in parallel:", anchor="start", size=12)
    _note(d, 24, 398, "a partial output and its log-sum-exp", anchor="start", size=12)
    d.text(24, 428, "s_j = q · k_j / √D_h", size=14, math=True, anchor="start")
    d.text(24, 458, "o_s = softmax_{j ∈ s}(s_j) V_s", size=14, math=True, anchor="start")
    d.text(24, 488, "ℓ_s = log Σ_{j ∈ s} e^{s_j}", size=14, math=True, anchor="start")
    _line(d, (24, 518), (936, 518), color=LINE, width=1)
    _note(d, 24, 536, "Without the split, one processor walks all the keys while the others "
          "idle; with it, S processors share the walk and the merge is cheap.",
          anchor="start", size=12)
    _note(d, 24, 554, "The same merge joins the key–value blocks of ring attention: chapter "
          "10's online softmax, written for whole blocks.", anchor="start", size=12)
    return d


# --- speculative decoding --------------------------------------------------------------------

SP_X = 150  # the first token's left edge
SP_STEP = 74  # one token column
SP_W = 60
CONTEXT = ("the", "cat")
PROPOSED = ("sat", "on", "a", "mat")
VOCAB = ("a", "the", "my", "his")
P3 = (0.2, 0.5, 0.2, 0.1)  # the target's distribution at the third position
Q3 = (0.6, 0.2, 0.1, 0.1)  # the draft's


def _column(k: int) -> float:
    """The centre of token column ``k`` (0, 1: the context; 2 to 5: the proposals; 6: the
    position after them)."""
    return SP_X + k * SP_STEP + SP_W / 2


def _bars(d: Drawing, x: float, base: float, values: tuple[float, ...], label: str,
          fill: str, stroke: str) -> None:
    """A small bar chart over VOCAB, its label above."""
    for k, v in enumerate(values):
        if v:
            _rect(d, x + k * 24, base - 70 * v, 18, 70 * v, fill, stroke)
        _shape(d, x + k * 24 + 9, base + 10, VOCAB[k], size=10)
    _line(d, (x - 4, base), (x + 4 * 24 - 2, base), color=LINE, width=1)
    d.text(x + 46, base - 62, label, size=13, math=True)


def speculative() -> Drawing:
    """A draft proposes four tokens, the target checks them in one pass, two are accepted
    and the third is resampled."""
    d = Drawing(
        980, 600, "Speculative decoding: one round",
        "One round of speculative decoding, with k = 4. Top, the context ends with the "
        "cat. The small draft model proposes four tokens one after another, each drawn from "
        "its distribution q_i given the tokens before it: sat, on, a, mat; each proposal is a "
        "cheap step of its own. Middle, the large target model reads the context and all "
        "four proposals in one pass, one read of its weights, and gives its next-token "
        "distribution p_i at each of the k + 1 = 5 positions, p_1 to p_5. Bottom, the check, "
        "left to right: proposal i is accepted while a uniform random u is below "
        "p_i(d_i) / q_i(d_i). sat and on are accepted; a is rejected. At the first rejection "
        "the token is drawn instead from max(0, p_3 − q_3), normalised, which gives the; "
        "mat, after the rejection, is discarded, and the round ends. The round yields three "
        "tokens, sat on the, for one pass of the target. Had all four been accepted, a fifth, "
        "bonus token would have been drawn from p_5. Right, the rule, and an example over "
        "four words, a, the, my and his, drawn as bar charts: the target's p_3 is 0.2, 0.5, "
        "0.2, 0.1 and the draft's q_3 is 0.6, 0.2, 0.1, 0.1. The draft overrates a, which "
        "passes with probability 0.2 / 0.6 = 1/3; the correction max(0, p_3 − q_3), "
        "normalised, is 0, 0.75, 0.25, 0, so the token drawn instead is the with probability "
        "3/4 and my with 1/4. With this rule the tokens follow the target's distribution "
        "exactly.",
    )
    _title(d, 28, "Speculative decoding: one round",
           "a small draft model proposes k = 4 tokens; the large target model checks them all "
           "in one pass")
    # the draft, one proposal at a time
    d.text(24, 92, "draft model", size=13, weight="bold", anchor="start")
    for k, line in enumerate(("small and", "cheap: k steps", "of one token")):
        _note(d, 24, 110 + 16 * k, line, anchor="start", size=11)
    tokens = CONTEXT + PROPOSED
    top = 132
    for k, token in enumerate(tokens):
        x = SP_X + k * SP_STEP
        proposed = k >= len(CONTEXT)
        d.box(x, top, SP_W, 30, token, size=13, fill=FADED if proposed else WHITE,
              stroke=LINE if proposed else INK, dashed=proposed, radius=4)
        if proposed:
            i = k - len(CONTEXT) + 1
            d.box(x + 6, 78, SP_W - 12, 26, "draft", size=11.5, radius=4)
            d.arrow((_column(k - 1) + 12, top - 2), (x + 12, 106), color=LINE, width=1.2)
            d.arrow((x + SP_W / 2 + 6, 104), (x + SP_W / 2 + 6, top - 2), color=INK,
                    width=1.2)
            d.text(x + SP_W / 2, top + 44, f"d_{i} ~ q_{i}", size=12.5, math=True)
    # the target, one pass over k + 1 positions
    ty = 206
    d.text(24, ty + 14, "target model", size=13, weight="bold", anchor="start")
    for k, line in enumerate(("large: one pass", "for k + 1 positions")):
        _note(d, 24, ty + 32 + 16 * k, line, anchor="start", size=11)
    for k in range(len(tokens)):
        d.arrow((_column(k), top + (56 if k >= len(CONTEXT) else 32)), (_column(k), ty - 2),
                color=INK, width=1.2)
    d.box(SP_X, ty, SP_STEP * 6 + SP_W, 40,
          "target: the context and all k proposals, in one pass", size=12.5)
    for i in range(1, 6):
        cx = _column(i + 1)
        d.arrow((cx, ty + 40), (cx, ty + 60), color=INK, width=1.2)
        d.box(cx - 22, ty + 62, 44, 28, f"p_{i}", math=True, size=14, radius=4)
    _note(d, _column(1), ty + 70, "next-token", size=11)
    _note(d, _column(1), ty + 84, "distributions", size=11)
    # the check
    cy = 356
    d.text(24, cy + 20, "the check", size=13, weight="bold", anchor="start")
    _note(d, 24, cy + 38, "left to right", anchor="start", size=11)
    outcomes = (("accept", "sat"), ("accept", "on"), ("reject", "a"), ("discard", "mat"))
    for i, (outcome, token) in enumerate(outcomes, start=1):
        cx = _column(i + 1)
        if outcome == "discard":
            _note(d, cx, cy - 8, "discarded", size=11)
            d.box(cx - 28, cy + 6, 56, 28, token, size=12.5, fill=WHITE, stroke=LINE,
                  dashed=True, radius=4)
            continue
        accepted = outcome == "accept"
        role = "value" if accepted else "query"
        d.text(cx, cy - 8, "u < p/q" if accepted else "u ≥ p/q", size=12.5, math=True)
        d.box(cx - 28, cy + 6, 56, 28, ("✓ " if accepted else "✗ ") + token, size=12.5,
              role=role, radius=4)
        if not accepted:
            d.arrow((cx, cy + 34), (cx, cy + 56), color=INK, width=1.2)
            d.box(cx - 28, cy + 58, 56, 28, "the", size=12.5, fill=WHITE, stroke=INK,
                  radius=4)
            _note(d, cx - 38, cy + 64, "resampled from", anchor="end", size=11)
            d.text(cx - 38, cy + 82, "max(0, p_3 − q_3)", size=12.5, math=True, color=MUTED,
                   anchor="end")
    cx = _column(6)
    d.box(cx - 28, cy + 6, 56, 28, "bonus", size=11.5, fill=FADED, stroke=LINE, dashed=True,
          radius=4)
    for k, line in enumerate(("only if all", "k are", "accepted")):
        _note(d, cx, cy + 50 + 16 * k, line, size=11)
    # the round's result
    d.box(SP_X, 468, 310, 34, fill=WHITE, stroke=INK, radius=6)
    d.text(SP_X + 14, 485, "this round: sat on the", size=13, anchor="start", weight="bold")
    _note(d, SP_X + 190, 485, "3 tokens, one pass", anchor="start", size=11.5)
    # the rule, and the correction on an example
    rx = 692
    _line(d, (rx - 16, 72), (rx - 16, 528), color=LINE, width=1)
    d.text(rx, 88, "the rule", size=13, weight="bold", anchor="start")
    d.text(rx, 114, "accept d_i if u < p_i(d_i) / q_i(d_i)", size=12.5, math=True,
           anchor="start")
    _note(d, rx, 134, "with u uniform on [0, 1)", anchor="start", size=11)
    _note(d, rx, 158, "first rejection: draw instead from", anchor="start", size=12)
    d.text(rx, 178, "max(0, p_i − q_i), normalised", size=12.5, math=True, anchor="start")
    _note(d, rx, 198, "and end the round", anchor="start", size=12)
    _note(d, rx, 222, "all k accepted: one more token from", anchor="start", size=12)
    _note(d, rx, 240, "the target's last distribution, k + 1 in all", anchor="start", size=12)
    _note(d, rx, 272, "at the third position, over four words:", anchor="start", size=11.5)
    base = 358
    _bars(d, rx + 14, base, P3, "p_3", tint(INK, 0.45), INK)
    _bars(d, rx + 146, base, Q3, "q_3", tint(INK, 0.82), LINE)
    residual = tuple(max(0.0, p - q) for p, q in zip(P3, Q3, strict=True))
    _bars(d, rx + 80, base + 100, tuple(r / sum(residual) for r in residual),
          "max(0, p_3 − q_3), normalised", WHITE, INK)
    _note(d, rx, 490, "the draft overrates “a”: it passes with", anchor="start", size=11)
    _note(d, rx, 506, "probability p/q = 0.2 / 0.6 = 1/3; if not,", anchor="start", size=11)
    _note(d, rx, 522, "“the” comes with 3/4, “my” with 1/4", anchor="start", size=11)
    _line(d, (24, 540), (956, 540), color=LINE, width=1)
    _note(d, 24, 560, "At the first rejection the round ends: the proposals after it were "
          "drawn after a token that is not kept.", anchor="start", size=12)
    _note(d, 24, 580, "The draft saves passes of the target and never changes its output: the "
          "tokens follow the target's distribution exactly.", anchor="start", size=12)
    return d


# --- ring attention --------------------------------------------------------------------------

P = 4  # processes


def _process_box(d: Drawing, x: float, y: float, r: int, held: int) -> None:
    color = OWNERS[r]
    d.box(x, y, 150, 92, fill=tint(color, 0.88), stroke=color, radius=8)
    d.text(x + 75, y + 16, f"process {r}", size=12.5, weight="bold")
    d.box(x + 10, y + 30, 46, 26, f"Q_{r}", role="query", math=True, size=13, radius=4)
    d.box(x + 62, y + 30, 78, 26, "o, ℓ", math=True, size=13, radius=4, fill=WHITE, stroke=INK)
    d.box(x + 10, y + 60, 130, 24, f"K_{held}, V_{held}", role="key", math=True, size=13,
          radius=4)


def _cell(d: Drawing, x: float, y: float, c: float, i: int, j: int, color: str) -> None:
    """Query chunk i, key chunk j: full below the diagonal, half on it, skipped above."""
    if j > i:
        _rect(d, x, y, c, c, WHITE, tint(LINE, 0.4), dashed=True, width=0.8)
        return
    _rect(d, x, y, c, c, tint(color, 0.45), color, width=0.8)
    if i == j:
        d.raw(f'<path d="M{_num(x + 0.8)} {_num(y + 0.8)}L{_num(x + c - 0.8)} {_num(y + 0.8)}'
              f'L{_num(x + c - 0.8)} {_num(y + c - 0.8)}z" fill="{WHITE}"/>')
        _line(d, (x, y), (x + c, y + c), color=color, width=0.8)


def _balance(d: Drawing, x: float, y: float, chunks: int, owner: list[int], cell: float,
             title: str, subtitle: str) -> None:
    """A causal chunks × chunks matrix, each query row in its process's colour, and each
    process's tiles at the right of its rows."""
    side = chunks * cell
    d.text(x + side / 2, y - 44, title, size=12.5, weight="bold")
    _note(d, x + side / 2, y - 26, subtitle, size=11)
    _note(d, x + side / 2, y - 10, "key chunks →", size=10.5)
    d.text(x - 10, y + side / 2, "query chunks →", size=10.5, color=MUTED, rotate=90)
    for i in range(chunks):
        for j in range(chunks):
            _cell(d, x + j * cell, y + i * cell, cell, i, j, OWNERS[owner[i]])
        _shape(d, x + side + 6, y + i * cell + cell / 2, f"p{owner[i]}", anchor="start",
               size=10.5)


def ring() -> Drawing:
    """Four processes pass key-value blocks around a ring; contiguous against zigzag
    layouts of the causal work."""
    d = Drawing(
        980, 588, "Ring attention over four processes",
        "Left, ring attention over P = 4 processes. The sequence is split four ways; process "
        "r keeps its own queries Q_r and its online-softmax state, a running output o and "
        "log-sum-exp ℓ, and holds one key-value block at a time. The four processes sit on "
        "a ring, 0 to 3, and arrows lead from each to the next: after each step, every "
        "process sends the block it holds to the next process and receives one from the "
        "previous. A table below lists, for steps 1 to 4, the block each process holds: at "
        "step t, process r holds block (r − t + 1) mod 4, so after P = 4 steps every process "
        "has met every block, attending to each and merging the result into (o, ℓ) as split-KV "
        "decoding merges its chunks; no process holds more than its own queries and one "
        "block. With a causal mask, blocks later than a process's queries are skipped; they "
        "are greyed in the table. Right, the causal work as matrices of query chunks (rows) "
        "against key chunks (columns): cells below the diagonal are computed in full, cells on "
        "the diagonal are masked inside (half computed), and cells above it are hidden and "
        "skipped. Each row is coloured by the process that holds those queries. Top, the "
        "contiguous layout, 4 by 4: process r holds block r and computes r + 1 blocks, 1, 2, "
        "3 and 4: unbalanced, and process 3 sets the pace. Bottom, the zigzag layout, 8 by 8: "
        "the sequence is cut into 2P = 8 chunks and process r holds chunks r and 2P − 1 − r, "
        "one early and one late; each process computes 9 tiles, 2 of them on the diagonal: "
        "balanced.",
    )
    _title(d, 28, f"Ring attention over P = {P} processes",
           "queries stay where they are; key–value blocks travel around the ring, one hop "
           "a step")
    # the ring: 0 top left, 1 top right, 2 bottom right, 3 bottom left
    spots = ((40, 92), (290, 92), (290, 248), (40, 248))
    for r, (x, y) in enumerate(spots):
        _process_box(d, x, y, r, r)
    d.arrow((192, 138), (288, 138), color=INK)
    d.arrow((365, 186), (365, 246), color=INK)
    d.arrow((288, 294), (192, 294), color=INK)
    d.arrow((115, 246), (115, 186), color=INK)
    _note(d, 240, 126, "send K, V", size=11)
    _note(d, 240, 282, "send K, V", size=11)
    _note(d, 240, 200, "each step: attend to the", size=11)
    _note(d, 240, 216, "block held, merge into", size=11)
    _note(d, 240, 232, "(o, ℓ), pass it on", size=11)
    # which block each process holds at each step
    tx, ty, cw, ch = 140, 398, 66, 24
    d.text(24, 370, "the block each process holds, contiguous layout", size=12.5,
           weight="bold", anchor="start")
    _note(d, 24, ty + ch / 2, "step", anchor="start", size=11.5)
    for t in range(P):
        d.text(tx + t * cw + cw / 2, ty + ch / 2, str(t + 1), size=12, weight="bold")
    for r in range(P):
        y = ty + ch * (r + 1)
        d.text(24, y + ch / 2, f"process {r}", size=12, anchor="start")
        for t in range(P):
            j = (r - t) % P
            skipped = j > r
            _rect(d, tx + t * cw, y, cw, ch, FADED if skipped else tint(KEY, 0.8),
                  LINE if skipped else KEY, width=0.8, dashed=skipped)
            d.text(tx + t * cw + cw / 2, y + ch / 2, f"K_{j}, V_{j}", size=12, math=True,
                   color=MUTED if skipped else INK)
    _note(d, 24, ty + ch * 5 + 18, "greyed: later than the process's queries, skipped "
          "under a causal mask", anchor="start", size=11)
    _note(d, 24, ty + ch * 5 + 34, f"after P = {P} steps every process has met every block",
          anchor="start", size=11)
    # the causal work under two layouts
    _line(d, (448, 70), (448, 566), color=LINE, width=1)
    bx = 470
    d.text(bx, 88, "causal work per process", size=13, weight="bold", anchor="start")
    _note(d, bx, 106, "rows: query chunks, coloured by the process that holds them",
          anchor="start")
    contiguous = list(range(P))
    _balance(d, 520, 186, P, contiguous, 30, "contiguous", "process r holds block r")
    for r in range(P):
        _shape(d, 520 + P * 30 + 36, 186 + r * 30 + 15, f"{r + 1} block" + ("s" if r else ""),
               anchor="start", size=11)
    _note(d, 580, 324, "process r computes r + 1 blocks:", size=11)
    _note(d, 580, 340, "unbalanced, process 3 sets the pace", size=11)
    zig = [min(i, 2 * P - 1 - i) for i in range(2 * P)]
    _balance(d, 776, 186, 2 * P, zig, 17, "zigzag", "process r: chunks r and 2P − 1 − r")
    _note(d, 844, 352, "each process: 9 tiles, 2 on the", size=11)
    _note(d, 844, 368, "diagonal: the same work", size=11)
    # legend
    ly = 420
    legend = (("full", "computed in full"), ("diag", "on the diagonal: masked inside"),
              ("hidden", "above it: hidden, skipped"))
    for k, (kind, label) in enumerate(legend):
        x = bx + 10
        y = ly + 24 * k
        if kind == "full":
            _cell(d, x, y - 8, 16, 1, 0, OWNERS[2])
        elif kind == "diag":
            _cell(d, x, y - 8, 16, 0, 0, OWNERS[2])
        else:
            _cell(d, x, y - 8, 16, 0, 1, OWNERS[2])
        _note(d, x + 26, y, label, anchor="start")
    _note(d, bx, 516, "Zigzag gives each process one early chunk, with little to see, and "
          "one", anchor="start", size=12)
    _note(d, bx, 534, "late chunk, with much: every process has the same work, and none "
          "waits.", anchor="start", size=12)
    return d


DIAGRAMS = {
    "ch12-engine": engine,
    "ch12-prefix": prefix,
    "ch12-split-kv": split_kv,
    "ch12-speculative": speculative,
    "ch12-ring": ring,
}
