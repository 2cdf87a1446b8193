"""Chapter 9's diagrams: the decoder-only Transformer of attnviz.GPT, and the induction circuit."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing, _num

from attnviz.visuals.palette import KEY, QUERY, VALUE, tint

WHITE = "#FFFFFF"
BOX_W = 190  # sublayer boxes
NORM_W = 130  # layer norm boxes
NORM_H = 26
CELL = 15  # one entry of the causal mask
INPUT = ["T", "o", "␣", "b", "e"]  # "To be" as character tokens (␣: the space)
TARGET = ["o", "␣", "b", "e", ","]  # the same text shifted by one


def _note(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
          size: float = 11.5) -> None:
    d.text(x, y, text, size=size, color=MUTED, anchor=anchor)


def _shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "start") -> None:
    d.text(x, y, text, size=11.5, color=MUTED, mono=True, anchor=anchor)


def _dot(d: Drawing, x: float, y: float) -> None:
    d.raw(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="2.6" fill="{INK}"/>')


def _token_row(d: Drawing, cx: float, top: float, tokens: list[str], *, below: bool
               ) -> list[float]:
    """Five character tokens side by side, centred on ``cx``, gathered by a bar above them
    (``below``: the row feeds what is above it) or below them; returns their centres."""
    step = 36
    centres = [cx + (i - (len(tokens) - 1) / 2) * step for i in range(len(tokens))]
    for x, token in zip(centres, tokens, strict=True):
        d.box(x - 14, top, 28, 28, radius=4, fill=WHITE, stroke=INK)
        d.text(x, top + 14, token, size=15, mono=True)
    edge = top - 8 if below else top + 36  # the bar that gathers the row
    ticks = "".join(f"M{_num(x)} {_num(edge)}L{_num(x)} {_num(top if below else top + 28)}"
                    for x in centres)
    d.raw(f'<path d="M{_num(centres[0])} {_num(edge)}L{_num(centres[-1])} {_num(edge)}{ticks}"'
          f' fill="none" stroke="{INK}" stroke-width="1.4"/>')
    return centres


def _norm(d: Drawing, cx: float, top: float, label: str = "LayerNorm") -> None:
    d.box(cx - NORM_W / 2, top, NORM_W, NORM_H, fill=WHITE)
    d.text(cx, top + NORM_H / 2, label, size=13)


def _sublayer(d: Drawing, cx: float, top: float, label: str, note: str) -> None:
    d.box(cx - BOX_W / 2, top, BOX_W, 44)
    d.text(cx, top + 15, label, size=13.5)
    d.text(cx, top + 32, note, size=11.5, color=MUTED, italic=True)


def _residual(d: Drawing, cx: float, branch: float, plus: float) -> None:
    """The skip connection, on the left: from the stream at ``branch`` around the sublayer
    and its layer norm into the ``+`` at height ``plus``."""
    left = cx - 118
    _dot(d, cx, branch)
    d.arrow((cx, branch), (left, branch), (left, plus), (cx - 12, plus), color=INK, width=1.4)


def _mask(d: Drawing, x: float, y: float) -> None:
    """A 5 by 5 causal mask for the tokens of "To be": row i may attend to columns j <= i."""
    n = len(INPUT)
    for i in range(n):
        for j in range(n):
            fill = tint(INK, 0.45) if j <= i else WHITE
            d.raw(f'<rect x="{_num(x + j * CELL)}" y="{_num(y + i * CELL)}" width="{CELL}"'
                  f' height="{CELL}" fill="{fill}" stroke="{LINE}" stroke-width="0.8"/>')
        d.text(x - 7, y + i * CELL + CELL / 2, INPUT[i], size=10.5, mono=True, color=QUERY)
        d.text(x + i * CELL + CELL / 2, y - 8, INPUT[i], size=10.5, mono=True, color=KEY)
    d.text(x + n * CELL / 2, y - 40, "causal mask", size=12.5, weight="bold")
    _note(d, x + n * CELL / 2, y - 24, "keys", size=10.5)
    d.text(x - 22, y + n * CELL / 2, "queries", size=10.5, color=MUTED, rotate=-90)
    _note(d, x + n * CELL / 2, y + n * CELL + 14, "grey: may attend", size=10.5)
    _note(d, x + n * CELL / 2, y + n * CELL + 28, "white: masked (−∞)", size=10.5)


def gpt() -> Drawing:
    """attnviz.GPT, read from bottom to top: tokens in, next-token probabilities out."""
    d = Drawing(
        820, 880, "A decoder-only Transformer (a small GPT)",
        "One column, read from bottom to top. At the bottom, the text To be enters as five "
        "character tokens, T, o, space, b and e, of shape (B, T). A token embedding E turns "
        "each into a vector, and a table of learned position vectors, one per position, is "
        "added, giving the residual stream of shape (B, T, D). The stream passes a pre-norm "
        "block repeated L times: a LayerNorm, then causal multi-head self-attention, whose "
        "queries, keys and values (orange, blue and green arrows) all come from the "
        "normalised stream, and whose output is added back to the stream by a skip "
        "connection; then a second LayerNorm, a feed-forward network with a GELU, and "
        "another addition. Beside the attention box, a 5 by 5 causal mask for the five "
        "tokens: query rows against key columns, grey on and below the diagonal where a "
        "token may attend, white above it where later tokens are hidden. After the last "
        "block, a final LayerNorm and an output layer whose weight is the token embedding's "
        "transpose, drawn as a dashed link back to the embedding (the weights are tied), "
        "give logits of shape (B, T, V), and a softmax gives a probability for every token "
        "of the vocabulary at every position. At the top, each position's target is the "
        "next character of the text: o, space, b, e and a comma, the input shifted by one.",
    )
    cx = 420
    # the inputs: tokens, embedding, learned positions
    centres = _token_row(d, cx, 808, INPUT, below=True)
    _note(d, cx, 856, "input tokens: the text “To be”", size=12.5)
    _shape(d, centres[-1] + 26, 822, "(B, T)")
    d.arrow((cx, 800), (cx, 772), color=INK)
    d.box(cx - 80, 742, 160, 30, "token embedding E", size=13)
    d.arrow((cx, 742), (cx, 718), color=INK)
    d.circle(cx, 707, 11, "+", size=17)
    d.box(cx - 196, 693, 124, 28, "learned positions", size=12)
    d.arrow((cx - 72, 707), (cx - 12, 707), color=INK)
    _note(d, cx - 134, 734, "one vector per position")
    d.arrow((cx, 696), (cx, 668), color=INK)
    _shape(d, cx + 8, 682, "(B, T, D)")

    # the block, L times
    top, bottom = 318, 660
    d.box(cx - 150, top, 300, bottom - top, radius=12, fill=WHITE, stroke=LINE, dashed=True)
    d.text(cx - 172, (top + bottom) / 2, "L ×", size=19, weight="bold")
    d.text(cx - 198, (top + bottom) / 2, "pre-norm block, repeated L times", size=12.5,
           color=MUTED, rotate=-90)
    # attention half: x + attention(LayerNorm(x))
    _residual(d, cx, 644, 492)
    d.arrow((cx, 668), (cx, 626), color=INK)
    _norm(d, cx, 600)
    for dx, role in ((-44, "query"), (0, "key"), (44, "value")):
        d.arrow((cx, 600), (cx + dx, 568), role=role)
    _sublayer(d, cx, 524, "causal self-attention", "multi-head, H heads")
    d.arrow((cx, 524), (cx, 504), color=INK)
    d.circle(cx, 492, 11, "+", size=17)
    # feed-forward half: x + ffn(LayerNorm(x))
    _residual(d, cx, 466, 340)
    d.arrow((cx, 481), (cx, 444), color=INK)
    _norm(d, cx, 418)
    d.arrow((cx, 418), (cx, 400), color=INK)
    _sublayer(d, cx, 356, "feed-forward network", "D → 4D → D, GELU")
    d.arrow((cx, 356), (cx, 352), color=INK)
    d.circle(cx, 340, 11, "+", size=17)
    # the causal mask, beside the attention box
    mx, my = 620, 510
    _mask(d, mx, my)
    d.arrow((mx - 34, my + 2.5 * CELL), (cx + BOX_W / 2 + 4, 546), color=LINE, dashed=True,
            width=1.2)

    # the head: final LayerNorm, tied output layer, softmax
    d.arrow((cx, 329), (cx, 296), color=INK)
    _norm(d, cx, 270, "final LayerNorm")
    d.arrow((cx, 270), (cx, 250), color=INK)
    d.box(cx - 80, 220, 160, 30, "output layer Eᵀ", size=13)
    _shape(d, cx + 88, 205, "logits (B, T, V)")
    d.arrow((cx, 220), (cx, 196), color=INK)
    d.box(cx - 55, 168, 110, 28, "softmax", size=13)
    # the tie: the output layer's weight is the embedding's transpose
    tie = cx - 250
    d.arrow((cx - 80, 757), (tie, 757), (tie, 235), (cx - 82, 235), color=INK, dashed=True,
            width=1.4)
    d.text(tie - 14, 496, "tied weights: the output layer reuses E", size=12, color=MUTED,
           rotate=-90)

    # the outputs: one next-token distribution per position
    d.arrow((cx, 168), (cx, 118), color=INK)
    _note(d, cx - 10, 144, "probabilities of the next token, at every position",
          anchor="end", size=12.5)
    _token_row(d, cx, 80, TARGET, below=False)
    _note(d, cx, 62, "targets: the input shifted by one", size=12.5)
    _note(d, cx, 40, "position t predicts token t + 1", size=12)

    # how to read it
    lx = 596
    _note(d, lx, 36, "Pre-norm, as in GPT-2:", anchor="start", size=12)
    _note(d, lx, 54, "each sublayer reads a normalised", anchor="start", size=12)
    _note(d, lx, 72, "copy and adds its output back.", anchor="start", size=12)
    for y, role, label in ((104, "query", "queries"), (124, "key", "keys"),
                           (144, "value", "values")):
        d.arrow((lx, y), (lx + 34, y), role=role)
        _note(d, lx + 42, y, label, anchor="start", size=12)
    d.arrow((lx, 164), (lx + 34, 164), color=INK, width=1.4)
    _note(d, lx + 42, 164, "residual (skip) connection", anchor="start", size=12)
    d.arrow((lx, 184), (lx + 34, 184), color=INK, width=1.4, dashed=True, head=False)
    _note(d, lx + 42, 184, "shared weights", anchor="start", size=12)
    _note(d, 610, 760, "Chapter 9's character model:", anchor="start", size=12)
    _note(d, 610, 778, "L = 2 blocks, width D = 128,", anchor="start", size=12)
    _note(d, 610, 796, "V = 65 characters.", anchor="start", size=12)
    return d


# --- the induction circuit -------------------------------------------------------------------

POSITIONS = [170, 290, 410, 530, 650]  # centres of the five drawn positions
SEQUENCE = ["…", "A", "B", "…", "A"]
FIRST_A, FIRST_B, LAST = 1, 2, 4


def _arc(d: Drawing, start: tuple[float, float], end: tuple[float, float], height: float,
         color: str, *, width: float = 2.2) -> None:
    """A curved arrow from ``start`` to ``end``, bulging ``height`` upwards."""
    (x0, y0), (x1, y1) = start, end
    cx, cy = (x0 + x1) / 2, min(y0, y1) - 2 * height
    points = []
    for k in range(25):
        t = k / 24
        points.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                       (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
    d.arrow(*points, color=color, width=width)


def _tag(d: Drawing, x: float, y: float, lines: list[str], role: str | None, *,
         width: float = 104) -> None:
    """A small labelled box centred at ``(x, y)`` holding one or two lines."""
    h = 16 * len(lines) + 8
    d.box(x - width / 2, y - h / 2, width, h, role=role, radius=5)
    for k, line in enumerate(lines):
        d.text(x, y - 8 * (len(lines) - 1) + 16 * k, line, size=11.5)


def _lines(d: Drawing, x: float, y: float, lines: list[str]) -> None:
    """Muted lines of text starting at ``x``, centred as a block on height ``y``."""
    for k, line in enumerate(lines):
        _note(d, x, y + 16 * (k - (len(lines) - 1) / 2), line, anchor="start", size=12)


def induction() -> Drawing:
    """A previous-token head in layer 1 and an induction head in layer 2 predict the repeat."""
    d = Drawing(
        940, 540, "An induction circuit: two heads in two layers",
        "Five positions of a sequence side by side, read from bottom to top: some tokens, "
        "then A, then B, more tokens, and A again at the last position, where the next token "
        "must be predicted. A thin vertical line rises from each token: its residual stream. "
        "In the layer 1 band, a green arc runs from the first A to the B just after it, "
        "labelled layer 1: previous-token head; fainter arcs show the same head at the "
        "other positions, each reaching back one token. The head at B attends to the token "
        "before it and copies it, so B's residual stream now also carries previous token was "
        "A, shown as a tag on B's line. In the layer 2 band, the last position, token A, forms "
        "the query A (orange); B's position offers the key previous token was A (blue) and "
        "the value B (green). The query matches that key, so a second green arc, labelled "
        "layer 2: induction head, runs from B's position to the last position, and the "
        "head copies B there. At the top, the last position predicts B: the sequence A B, "
        "seen before, is continued.",
    )
    label_x = 24
    # the bands of the two layers
    for top, bottom, name in ((300, 396, "layer 1"), (110, 236, "layer 2")):
        d.box(104, top, 612, bottom - top, radius=10, fill=WHITE, stroke=LINE, dashed=True)
        d.text(label_x, (top + bottom) / 2, name, size=13, weight="bold", anchor="start")
    # the tokens and their residual streams
    d.text(label_x, 458, "tokens", size=13, weight="bold", anchor="start")
    for i, (x, token) in enumerate(zip(POSITIONS, SEQUENCE, strict=True)):
        d.raw(f'<path d="M{x} 440L{x} 78" stroke="{LINE}" stroke-width="1.2" fill="none"/>')
        d.box(x - 20, 440, 40, 36, radius=5, fill=WHITE, stroke=INK)
        d.text(x, 458, token, size=17, weight="bold" if token != "…" else "normal")
        _note(d, x, 492, "current position" if i == LAST else "")
    _note(d, 410, 522, "a thin line above each token is its residual stream; "
          "heads write into it, later heads read it", size=12)
    # layer 1: the previous-token head at B attends to the A before it
    a1, b1, last = POSITIONS[FIRST_A], POSITIONS[FIRST_B], POSITIONS[LAST]
    for i in (1, 3, 4):  # the same head at the other positions, drawn faint
        _arc(d, (POSITIONS[i - 1] + 4, 384), (POSITIONS[i] - 4, 384), 22, tint(VALUE, 0.6),
             width=1.4)
    _arc(d, (a1 + 4, 384), (b1 - 4, 384), 22, VALUE)
    d.text((a1 + b1) / 2, 318, "layer 1: previous-token head", size=12.5, weight="bold")
    _lines(d, 736, 348, ["At every position, this head", "attends to the token before;",
                         "at B, it copies A into B's stream."])
    _tag(d, b1, 268, ["B, and", "previous token was A"], None, width=150)
    # layer 2: the induction head at the last A
    _tag(d, b1, 210, ["key: previous was A"], "key", width=136)
    _tag(d, b1 + 6, 180, ["value: B"], "value", width=80)
    _tag(d, last, 210, ["query: A"], "query", width=80)
    _arc(d, (b1 + 48, 168), (last - 6, 196), 22, VALUE)
    d.text((b1 + last) / 2 + 16, 126, "layer 2: induction head", size=12.5, weight="bold")
    _lines(d, 736, 173, ["The query A matches the key", "“previous was A” at B: the",
                         "head attends to B and copies", "its value, B, to the end."])
    # the prediction
    d.text(label_x, 54, "prediction", size=13, weight="bold", anchor="start")
    d.arrow((last, 110), (last, 74), color=INK)
    d.box(last - 22, 36, 44, 36, "B", size=18, role="value")
    _lines(d, 736, 54, ["A was followed by B earlier,", "so B comes next."])
    return d


DIAGRAMS = {"ch9-gpt": gpt, "ch9-induction": induction}
