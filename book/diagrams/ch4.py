"""Chapter 4's diagrams: the RNN encoder–decoder and its bottleneck, and one decoding step of
Bahdanau attention."""

from __future__ import annotations

from svg import INK, LINE, MUTED, Drawing

SOURCE = ["i", "lost", ".", "<eos>"]  # x_1 .. x_T of a training pair, T = 4
TARGET_IN = ["<bos>", "j'ai", "perdu", "."]  # the decoder's inputs y_{t'-1}
TARGET_OUT = ["j'ai", "perdu", ".", "<eos>"]  # what it writes, y_{t'}


def _group(d: Drawing, x: float, y: float, w: float, h: float, label: str) -> None:
    """A dashed frame around a part of a model, with its name at the top left."""
    d.raw(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" fill="none"'
          f' stroke="{LINE}" stroke-width="1" stroke-dasharray="4 4"/>')
    d.text(x + 10, y + 14, label, size=12, color=MUTED, anchor="start")


def encoder_decoder() -> Drawing:
    """The plain encoder–decoder: only the encoder's last state reaches the decoder."""
    d = Drawing(
        800, 300, "The RNN encoder–decoder and its bottleneck",
        "Two rows of recurrent steps, the encoder on the left and the decoder on the right. "
        "The encoder reads the source tokens i, lost, full stop and end-of-sequence, one per "
        "step from left to right, into hidden states h1 to h4, each step passing its state to "
        "the next. Only the last state, h4, leaves the encoder: it becomes the context c, a "
        "single box of fixed width in the middle. The context starts the decoder's state and "
        "is also appended, as a small c, to each of the decoder's inputs: beginning-of-"
        "sequence, j'ai, perdu and full stop. The decoder states s1 to s4 write j'ai, perdu, "
        "full stop and end-of-sequence. The states h1 to h3 never reach the decoder.",
    )
    w, gap, y = 52, 24, 128  # box width, gap between boxes, top of the state boxes
    _group(d, 14, 22, 324, 254, "encoder (GRU)")
    _group(d, 452, 22, 334, 254, "decoder (GRU)")
    xs = [34 + k * (w + gap) for k in range(4)]
    for k, (x, token) in enumerate(zip(xs, SOURCE, strict=True)):
        d.box(x, y, w, 40, f"h_{k + 1}", math=True, size=16)
        d.arrow((x + w / 2, 230), (x + w / 2, y + 42), color=INK)
        d.text(x + w / 2, 246, token, size=13, mono=True)
        if k < 3:
            d.arrow((x + w, y + 20), (x + w + gap - 2, y + 20), color=INK)
    # The bottleneck: one vector of fixed width.
    last = xs[-1] + w
    d.arrow((last, y + 20), (366, y + 20), color=INK, width=2.2)
    d.box(368, y - 4, 56, 48, "c", math=True, size=20, stroke=INK)
    d.text(396, y + 62, "c = h_T", size=14, math=True)
    d.text(406, y + 82, "fixed width", size=11, color=MUTED, anchor="end")
    d.text(410, y + 82, "D", size=12, color=MUTED, math=True, anchor="start")
    ds = [474 + k * (w + 30) for k in range(4)]
    d.arrow((424, y + 20), (ds[0] - 2, y + 20), color=INK, width=2.2)
    for k, (x, given, written) in enumerate(zip(ds, TARGET_IN, TARGET_OUT, strict=True)):
        d.box(x, y, w, 40, f"s_{k + 1}", math=True, size=16)
        d.arrow((x + w / 2, 230), (x + w / 2, y + 42), color=INK)
        d.text(x + w / 2 + 6, 246, given, size=13, mono=True, anchor="end")
        d.box(x + w / 2 + 10, 237, 18, 18, "c", math=True, size=12, radius=3, stroke=INK)
        d.arrow((x + w / 2, y), (x + w / 2, 72), color=INK)
        d.text(x + w / 2, 60, written, size=13, mono=True)
        if k < 3:
            d.arrow((x + w, y + 20), (x + w + 28, y + 20), color=INK)
    d.text(606, 290, "everything the decoder learns about the source passes through",
           size=12, color=MUTED, anchor="end")
    d.text(611, 290, "c", size=13, color=MUTED, math=True, anchor="start")
    return d


def bahdanau_step() -> Drawing:
    """One decoding step t': the previous state queries the encoder states, the context joins
    the embedding of the previous token in the GRU's input."""
    d = Drawing(
        800, 412, "One decoding step of Bahdanau attention",
        "Top half: attention over the source, drawn as rows from left to right. On the left, "
        "the previous decoder state s_(t'-1) is the query. Arrows fan out from it to the "
        "encoder states h_1, h_2, down to h_T, which serve as the keys. Each key gives a score "
        "a(s_(t'-1), h_t), the additive score w_v transposed tanh(W_q s + W_k h). A softmax "
        "over the real source tokens turns the scores into weights, drawn as bars. Each weight "
        "multiplies the same encoder state, now as a value, and the sum is the context c_t'. "
        "Bottom half: the decoder's recurrent step. The previous target token y_(t'-1) is "
        "embedded and concatenated with the context; the concatenation is the input of the "
        "GRU cell, whose previous state is s_(t'-1), brought down from the query on the left. "
        "The GRU cell gives the new state s_t', and the output layer and a softmax over the "
        "French vocabulary give the next word y_t', which becomes the next step's input.",
    )
    rows = [(92, "h_1", 0.18), (142, "h_2", 0.55), (230, "h_T", 0.05)]
    for x, label in [(56, "query"), (159, "keys"), (258, "scores"), (418, "weights"),
                     (536, "values"), (676, "context")]:
        d.text(x, 26, label, size=13, color=MUTED)
    # The query s_{t'-1}, which is also the GRU's previous state.
    d.box(16, 132, 80, 52, "s_{t′−1}", role="query", math=True, sublabel="(B, 1, D)", size=17)
    d.text(56, 62, "previous", size=11, color=MUTED)
    d.text(56, 76, "decoder state", size=11, color=MUTED)
    d.text(258, 48, "additive score", size=11, color=MUTED)
    d.text(258, 63, "w_vᵀ tanh(W_q s + W_k h)", size=12, color=MUTED, math=True)
    for y, label, weight in rows:
        d.arrow((96, 158), (132, y), role="query")
        d.box(135, y - 17, 48, 34, label, role="key", math=True, size=16)
        d.arrow((183, y), (200, y), color=INK)
        d.text(258, y, f"a(s_{{t′−1}}, {label})", size=14, math=True)
        d.arrow((316, y), (346, y), color=INK)
        d.arrow((382, y), (396, y), color=INK)
        d.raw(f'<rect x="400" y="{y - 8}" width="{round(80 * weight, 1)}" height="16"'
              f' fill="{INK}" opacity="0.75"/>')
        d.text(404 + 80 * weight, y, f"{weight:.2f}", size=11, anchor="start", color=MUTED)
        d.text(500, y, "×", size=16)
        d.box(512, y - 17, 48, 34, label, role="value", math=True, size=16)
        d.arrow((560, y), (596, 158), role="value")
    for x in (159, 258, 536):
        d.text(x, 188, "⋮", size=16, color=MUTED)
    d.box(348, 70, 34, 180)
    d.text(365, 160, "softmax", size=13, rotate=-90)
    d.text(365, 262, "real tokens", size=10, color=MUTED)
    d.text(159, 262, "encoder states", size=11, color=MUTED)
    d.text(536, 262, "the same states", size=11, color=MUTED)
    d.circle(612, 158, 16, "Σ")
    d.arrow((628, 158), (636, 158), color=INK)
    d.box(638, 134, 78, 48, "c_{t′}", role="value", math=True, sublabel="(B, 1, D)", size=17)

    # The recurrent step below: [embedding; context] into the GRU cell.
    base = 336  # centre line of the decoder row
    d.raw(f'<line x1="16" y1="284" x2="784" y2="284" stroke="{LINE}" stroke-width="1"'
          ' stroke-dasharray="3 4"/>')
    d.text(160, 300, "decoder, one GRU step", size=13, color=MUTED)
    d.box(130, base - 20, 70, 40, "y_{t′−1}", math=True, size=16)
    d.text(165, base + 32, "e.g. j'ai", size=11, color=MUTED)
    d.arrow((200, base), (226, base), color=INK)
    d.box(228, base - 20, 92, 40, "embedding", size=13)
    d.arrow((320, base), (346, base), color=INK)
    d.box(348, base - 26, 150, 52, "[e(y_{t′−1}); c_{t′}]", math=True,
          sublabel="(B, 1, E + D)", size=15)
    d.arrow((677, 182), (677, 274), (423, 274), (423, base - 28), role="value")
    d.arrow((498, base), (530, base), color=INK)
    d.box(532, base - 26, 72, 52, "GRU cell", size=13)
    d.arrow((56, 184), (56, 394), (568, 394), (568, base + 28), role="query")
    d.text(330, 384, "previous state", size=11, color=MUTED, anchor="end")
    d.text(334, 384, "s_{t′−1}", size=12, color=MUTED, math=True, anchor="start")
    d.arrow((604, base), (628, base), color=INK)
    d.box(630, base - 20, 50, 40, "s_{t′}", math=True, size=16)
    d.arrow((680, base), (700, base), color=INK)
    d.box(702, base - 26, 82, 52, "output", sublabel="softmax", size=13)
    d.arrow((743, base - 26), (743, 232), color=INK)
    d.text(743, 220, "y_{t′}", size=16, math=True)
    d.text(743, 202, "e.g. perdu", size=11, color=MUTED)
    return d


DIAGRAMS = {"ch4-encoder-decoder": encoder_decoder, "ch4-bahdanau-step": bahdanau_step}
