"""Chapter 7's diagrams: the Transformer, post-norm and pre-norm blocks, the key-value cache."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing, _num

BOX_W = 170  # sublayer boxes
NORM_H = 26  # add & norm boxes
RESIDUAL = 112  # how far right of the stream the residual path runs
WHITE = "#FFFFFF"


def _note(d: Drawing, x: float, y: float, text: str, *, anchor: str = "middle",
          size: float = 11.5) -> None:
    d.text(x, y, text, size=size, color=MUTED, anchor=anchor)


def _shape(d: Drawing, x: float, y: float, text: str, *, anchor: str = "start") -> None:
    d.text(x, y, text, size=11.5, color=MUTED, mono=True, anchor=anchor)


def _sublayer(d: Drawing, cx: float, top: float, label: str, note: str = "") -> None:
    """An attention or feed-forward sublayer, with a second line (its mask) when given."""
    h = 44 if note else 40
    d.box(cx - BOX_W / 2, top, BOX_W, h)
    if note:
        d.text(cx, top + 15, label, size=13.5)
        d.text(cx, top + 32, note, size=11.5, color=MUTED, italic=True)
    else:
        d.text(cx, top + h / 2, label, size=13.5)


def _add_norm(d: Drawing, cx: float, top: float, label: str = "add & norm") -> None:
    d.box(cx - BOX_W / 2, top, BOX_W, NORM_H, fill=WHITE)
    d.text(cx, top + NORM_H / 2, label, size=13)


def _residual(d: Drawing, cx: float, branch: float, norm_top: float) -> None:
    """The skip connection: from the stream at ``branch`` around the sublayer into the add."""
    right = cx + RESIDUAL
    d.raw(f'<circle cx="{_num(cx)}" cy="{_num(branch)}" r="2.6" fill="{INK}"/>')
    d.arrow((cx, branch), (right, branch), (right, norm_top + NORM_H / 2),
            (cx + BOX_W / 2 + 1, norm_top + NORM_H / 2), color=INK, width=1.4)


def _qkv(d: Drawing, cx: float, start: float, box_bottom: float) -> None:
    """Queries, keys and values taken from the stream into an attention box."""
    for dx, role in ((-44, "query"), (0, "key"), (44, "value")):
        d.arrow((cx, start), (cx + dx, box_bottom), role=role)


def _sine_icon(d: Drawing, cx: float, cy: float) -> None:
    """The positional-encoding symbol: a circle with one period of a sine wave."""
    d.raw(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="12" fill="{WHITE}" stroke="{LINE}"'
          ' stroke-width="1.5"/>')
    d.raw(f'<path d="M{_num(cx - 8)} {_num(cy)}C{_num(cx - 5)} {_num(cy - 9)} {_num(cx - 3)}'
          f' {_num(cy - 9)} {_num(cx)} {_num(cy)}S{_num(cx + 5)} {_num(cy + 9)} {_num(cx + 8)}'
          f' {_num(cy)}" fill="none" stroke="{INK}" stroke-width="1.4"/>')


def _inputs(d: Drawing, cx: float, tokens: str, shape: str, stream_shape: str) -> None:
    """Token ids -> embedding * sqrt(D) -> + positions -> into the stack (bottom of a column)."""
    _note(d, cx, 772, tokens, size=12.5)
    _shape(d, cx, 790, shape, anchor="middle")
    d.arrow((cx, 760), (cx, 712), color=INK)
    d.box(cx - 70, 682, 140, 30, "embedding × √D", size=13)
    d.arrow((cx, 682), (cx, 660), color=INK)
    d.circle(cx, 649, 11, "+", size=17)
    _sine_icon(d, cx - 62, 649)
    d.arrow((cx - 50, 649), (cx - 12, 649), color=INK)
    _note(d, cx - 62, 672, "positions P")
    d.arrow((cx, 638), (cx, 612), color=INK)
    _shape(d, cx + 8, 625, stream_shape)


def transformer() -> Drawing:
    """The encoder-decoder Transformer with post-norm blocks, as chapter 7 builds it."""
    d = Drawing(
        860, 815, "The Transformer: encoder and decoder stacks",
        "Two columns, read from bottom to top: the encoder on the left, the decoder on the "
        "right. Encoder: the source tokens, shape (B, Tk), are embedded and multiplied by the "
        "square root of D, the positional encoding P is added, and the result, (B, Tk, D), "
        "enters a block repeated L times: multi-head self-attention, whose queries, keys and "
        "values (orange, blue and green arrows) all come from the block's input, masked by "
        "the source padding; add and norm, where a skip connection adds the block's input "
        "and a layer norm follows; a position-wise feed-forward network; add and norm again. "
        "The encoder's output, the memory M of shape (B, Tk, D), is carried across to every "
        "decoder block. Decoder: the target tokens shifted right, (B, Tq), are embedded, "
        "scaled and given positions in the same way, then pass a block repeated L times: "
        "masked multi-head self-attention with a causal mask; add and norm; cross-attention, "
        "whose queries come from the decoder and whose keys and values come from the memory, "
        "masked by the source padding; add and norm; feed-forward network; add and norm. On "
        "top, a linear layer gives logits of shape (B, Tq, V), and a softmax turns them into "
        "probabilities for the next token. Every block is post-norm: a sublayer's output is "
        "added to its input and then normalised.",
    )
    xe, xd = 240, 650
    # the two frames, L times each
    for cx, top, side in ((xe, 296, -1), (xd, 158, 1)):
        left, right = cx - 130, cx + 130
        d.box(left, top, right - left, 612 - top, radius=12, fill=WHITE, stroke=LINE,
              dashed=True)
        edge = left - 22 if side < 0 else right + 22
        d.text(edge, (top + 612) / 2, "L ×" if side < 0 else "× L", size=19, weight="bold")
        d.text(edge + 26 * side, (top + 612) / 2,
               ("encoder" if side < 0 else "decoder") + " block, repeated L times",
               size=12.5, color=MUTED, rotate=-90 * side)
    # encoder block
    _inputs(d, xe, "source tokens", "(B, Tk)", "(B, Tk, D)")
    _residual(d, xe, 590, 440)
    _qkv(d, xe, 590, 540)
    _sublayer(d, xe, 496, "multi-head self-attention", "mask: source padding")
    d.arrow((xe, 496), (xe, 466), color=INK)
    _add_norm(d, xe, 440)
    _residual(d, xe, 426, 310)
    d.arrow((xe, 440), (xe, 402), color=INK)
    _sublayer(d, xe, 362, "feed-forward network")
    d.arrow((xe, 362), (xe, 336), color=INK)
    _add_norm(d, xe, 310)
    # the memory, carried to every decoder block's cross-attention
    d.raw(f'<path d="M{xe} 310L{xe} 272L505 272L505 384" fill="none" stroke="{INK}"'
          ' stroke-width="1.8"/>')
    d.raw(f'<circle cx="505" cy="384" r="2.6" fill="{INK}"/>')
    d.text(372, 246, "memory M", size=13.5, weight="bold")
    _shape(d, 372, 260, "(B, Tk, D)", anchor="middle")
    d.arrow((505, 384), (512, 375), (xd - BOX_W / 2, 375), role="key")
    d.arrow((505, 384), (512, 393), (xd - BOX_W / 2, 393), role="value")
    _note(d, 540, 365, "keys")
    _note(d, 540, 404, "values")
    # decoder block
    _inputs(d, xd, "target tokens, shifted right", "(B, Tq)", "(B, Tq, D)")
    _residual(d, xd, 590, 440)
    _qkv(d, xd, 590, 540)
    _sublayer(d, xd, 496, "masked self-attention", "mask: causal")
    d.arrow((xd, 496), (xd, 466), color=INK)
    _add_norm(d, xd, 440)
    _residual(d, xd, 424, 310)
    d.arrow((xd, 440), (xd, 406), role="query")
    _sublayer(d, xd, 362, "cross-attention", "mask: source padding")
    d.arrow((xd, 362), (xd, 336), color=INK)
    _add_norm(d, xd, 310)
    _residual(d, xd, 292, 174)
    d.arrow((xd, 310), (xd, 276), color=INK)
    _sublayer(d, xd, 236, "feed-forward network")
    d.arrow((xd, 236), (xd, 200), color=INK)
    _add_norm(d, xd, 174)
    # output layer
    d.arrow((xd, 174), (xd, 142), color=INK)
    d.box(xd - 55, 114, 110, 28, "linear", size=13)
    _shape(d, xd + 64, 100, "logits (B, Tq, V)")
    d.arrow((xd, 114), (xd, 90), color=INK)
    d.box(xd - 55, 62, 110, 28, "softmax", size=13)
    d.arrow((xd, 62), (xd, 44), color=INK)
    _note(d, xd, 32, "probabilities of the next token", size=12.5)
    # how to read it
    _note(d, 34, 30, "Post-norm blocks, as in the paper and this chapter's translator:",
          anchor="start", size=12)
    _note(d, 34, 48, "each sublayer's output is added to its input, then normalised.",
          anchor="start", size=12)
    _note(d, 34, 66, "Pre-norm (GPT, chapter 8's ViT) normalises before each sublayer.",
          anchor="start", size=12)
    for y, role, label in ((100, "query", "queries"), (120, "key", "keys"),
                           (140, "value", "values")):
        d.arrow((36, y), (70, y), role=role)
        _note(d, 78, y, label, anchor="start", size=12)
    d.arrow((36, 160), (70, 160), color=INK, width=1.4)
    _note(d, 78, 160, "residual (skip) connection", anchor="start", size=12)
    return d


def _plain_residual(d: Drawing, cx: float, branch: float, target: tuple[float, float], *,
                    width: float = 1.6) -> None:
    """A skip connection drawn ``width`` thick, with an ordinary arrowhead at ``target``."""
    right = cx + 92
    d.raw(f'<circle cx="{_num(cx)}" cy="{_num(branch)}" r="2.8" fill="{INK}"/>')
    d.arrow((cx, branch), (right, branch), (right, target[1]), (target[0] + 12, target[1]),
            color=INK, width=width, head=False)
    d.arrow((target[0] + 14, target[1]), target, color=INK)


def norms() -> Drawing:
    """One sublayer in a post-norm block and in a pre-norm block, side by side."""
    d = Drawing(
        700, 430, "Post-norm and pre-norm",
        "Two ways to wrap one sublayer f (attention or the feed-forward network), side by "
        "side and read from bottom to top. Left, post-norm: the input x_l goes into f, f's "
        "output is added to x_l by a skip connection, and the sum goes through a LayerNorm, "
        "so x_(l+1) = LayerNorm(x_l + f(x_l)); every path from input to output passes the "
        "LayerNorm. Right, pre-norm: x_l is first normalised, the normalised copy goes into "
        "f, and f's output is added to the unnormalised x_l, so x_(l+1) = x_l + "
        "f(LayerNorm(x_l)); the skip path, drawn thick, carries x_l to the output with "
        "nothing on it but additions, and a stack of pre-norm blocks ends with one more "
        "LayerNorm.",
    )
    for cx, title, who in ((190, "post-norm", "the paper; chapter 7's translator"),
                           (510, "pre-norm", "GPT-2; chapter 8's Vision Transformer")):
        d.text(cx, 28, title, size=15, weight="bold")
        _note(d, cx, 48, who, size=12)
        d.text(cx, 76, "x_{l+1}", size=16, math=True)
        d.text(cx, 336, "x_l", size=16, math=True)
        d.arrow((cx, 322), (cx, 290), color=INK, head=False)
    # post-norm: x -> f -> add -> LayerNorm
    cx = 190
    d.arrow((cx, 104), (cx, 88), color=INK)
    d.box(cx - 60, 104, 120, 28, "LayerNorm", size=13)
    d.arrow((cx, 151), (cx, 132), color=INK)
    d.circle(cx, 162, 11, "+", size=17)
    d.arrow((cx, 200), (cx, 173), color=INK)
    d.box(cx - 70, 200, 140, 44)
    d.text(cx, 214, "sublayer f", size=13.5, math=False)
    _note(d, cx, 232, "attention or FFN")
    d.arrow((cx, 290), (cx, 244), color=INK)
    _plain_residual(d, cx, 290, (cx + 11, 162))
    d.text(cx, 370, "x_{l+1} = LayerNorm(x_l + f(x_l))", size=15, math=True)
    _note(d, cx, 394, "every path passes the LayerNorm", size=12)
    # pre-norm: x -> LayerNorm -> f -> add
    cx = 510
    d.arrow((cx, 105), (cx, 88), color=INK)
    d.circle(cx, 116, 11, "+", size=17)
    d.arrow((cx, 154), (cx, 127), color=INK)
    d.box(cx - 70, 154, 140, 44)
    d.text(cx, 168, "sublayer f", size=13.5)
    _note(d, cx, 186, "attention or FFN")
    d.arrow((cx, 232), (cx, 198), color=INK)
    d.box(cx - 60, 232, 120, 28, "LayerNorm", size=13)
    d.arrow((cx, 290), (cx, 260), color=INK)
    _plain_residual(d, cx, 290, (cx + 11, 116), width=3.2)
    d.text(cx + 108, 203, "the residual stream", size=12, color=MUTED, rotate=90)
    d.text(cx, 370, "x_{l+1} = x_l + f(LayerNorm(x_l))", size=15, math=True)
    _note(d, cx, 394, "a straight path from input to output", size=12)
    _note(d, cx, 410, "(a stack ends with one more LayerNorm)", size=12)
    return d


def _row_box(d: Drawing, x: float, y: float, label: str, role: str, *, new: bool) -> None:
    d.box(x, y - 15, 54, 30, label, role=role, math=True, size=15)
    if new:
        d.raw(f'<rect x="{_num(x - 3)}" y="{_num(y - 18)}" width="60" height="36" rx="8"'
              f' fill="none" stroke="{INK}" stroke-width="1.5"/>')


def kv_cache() -> Drawing:
    """Decoding step t = 5 of a self-attention layer with a key-value cache."""
    steps = 5
    rows = [62, 100, 138, 176, 236]  # positions 1 to 5; the last one is new
    weights = [0.10, 0.06, 0.22, 0.14, 0.48]
    d = Drawing(
        860, 470, "The key-value cache at decoding step t",
        "One self-attention layer at decoding step t = 5, drawn like a lookup. At the bottom, "
        "only the newest token's state x5, of shape (B, 1, D), enters the layer; W_q, W_k "
        "and W_v project it into one query q5, one key k5 and one value v5 per head. Above, "
        "a column of keys k1 to k5 and a column of values v1 to v5: the first four of each, "
        "inside dashed boxes, are read from the cache, of shape (B, H, t - 1, Dh), computed "
        "at earlier steps; k5 and v5, outlined, are appended to it, making (B, H, t, Dh). The "
        "query q5 is compared with all five keys, a softmax gives five weights, drawn as "
        "bars, the values are averaged with those weights, and W_o gives the output at "
        "position 5, of shape (B, 1, D).",
    )
    for x, label in [(150, "query"), (292, "keys"), (412, "weights"), (532, "values"),
                     (770, "output")]:
        d.text(x, 22, label, size=13, color=MUTED)
    # the cache
    for x, name in ((265, "K"), (505, "V")):
        d.box(x - 10, 42, 74, 152, radius=8, fill=WHITE, stroke=LINE, dashed=True)
        _note(d, x + 27, 206, f"cached {name}")
    # keys, weights, values
    for i, (y, w) in enumerate(zip(rows, weights, strict=True)):
        new = i == steps - 1
        d.arrow((180, 150), (262, y), role="query")
        _row_box(d, 265, y, f"k_{i + 1}", "key", new=new)
        d.arrow((322, y), (372, y), color=INK)
        d.raw(f'<rect x="376" y="{y - 8}" width="{_num(70 * w)}" height="16" fill="{INK}"'
              ' opacity="0.75"/>')
        _note(d, 381 + 70 * w, y, f"{w:.2f}", anchor="start")
        d.text(484, y, "×", size=16)
        _row_box(d, 505, y, f"v_{i + 1}", "value", new=new)
        d.arrow((562, y), (640, 150), role="value")
    d.box(118, 126, 64, 48, "q_5", role="query", math=True, size=18)
    d.circle(656, 150, 16, "Σ")
    d.arrow((672, 150), (692, 150), color=INK)
    d.box(694, 131, 44, 38, "W_o", math=True, size=16)
    d.arrow((738, 150), (750, 150), color=INK)
    d.box(752, 126, 72, 48)
    d.text(788, 142, "output", size=13)
    d.text(788, 160, "position 5", size=11, color=MUTED)
    _shape(d, 788, 190, "(B, 1, D)", anchor="middle")
    d.text(412, 272, "softmax(q_5 · k_i / √D_h)", size=13, math=True, color=MUTED)
    d.text(20, 22, "step t = 5", size=13, weight="bold", anchor="start")
    _shape(d, 150, 112, "(B, H, 1, Dh)", anchor="middle")
    # the newest token and its three projections
    d.box(26, 332, 64, 44, "x_5", math=True, size=18)
    _shape(d, 58, 394, "(B, 1, D)", anchor="middle")
    _note(d, 58, 316, "newest token")
    for x, role, name in ((150, "query", "W_q"), (292, "key", "W_k"), (532, "value", "W_v")):
        d.box(x - 22, 300, 44, 34, name, math=True, size=15)
        d.arrow((x, 354), (x, 334), color=INK)
        top = 174 if role == "query" else 253
        d.arrow((x, 300), (x, top), role=role)
    d.raw(f'<path d="M90 354L532 354" fill="none" stroke="{INK}" stroke-width="1.6"/>')
    _note(d, 600, 286, "cache before this step:", anchor="start", size=12)
    _shape(d, 600, 304, "(B, H, t − 1, Dh)")
    _note(d, 600, 330, "with the new key and value:", anchor="start", size=12)
    _shape(d, 600, 348, "(B, H, t, Dh)")
    _note(d, 430, 430, "At each step only the newest position is computed: one query, key and "
          "value per head. The t − 1 earlier keys and values", size=12)
    _note(d, 430, 448, "come from the cache. Cross-attention's keys and values, projections of "
          "the memory, are computed once and reused.", size=12)
    return d


DIAGRAMS = {"ch7-transformer": transformer, "ch7-norms": norms, "ch7-kv-cache": kv_cache}
