"""Chapter 13's exercises: one step of the gated delta rule, top-k selection of keys, the output
gate of gated attention, and the scores of attention with QK-norm.

``check_gated_delta_step`` (no decay, the decay after the write, the recall from the state before
its decay, the value written instead of the correction, no writing strength, the output read from
the old state), ``check_top_k_mask`` (later keys chosen, queries aligned to the first keys, ties
to the earlier key, the lowest scores chosen, not a boolean mask), ``check_gate_heads`` (no
sigmoid, another squashing function, the element-wise gate split into heads the wrong way) and
``check_qk_norm_scores`` (LayerNorm instead of RMSNorm, unit length instead of unit root mean
square, no scale, no gains, the mean over the wrong axis). Each refuses the package's own version
(``forbidden-call``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _generator, _randn, close, difference
from attnviz.exercises._core import CheckResult, _check, _pair, _Run
from attnviz.exercises._guard import ATTENTION_OPERATORS, ATTENTIONS, _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "recent-dtype": (
        "The output's dtype differs from the inputs': compute in the dtype you were given "
        "(no .double() or torch.tensor(...) without a dtype on the way)."
    ),
    # gated_delta_step
    "delta-no-decay": (
        "alpha was not used: the state must fade first, S <- alpha * S (one alpha per batch "
        "and head, broadcast over Dk and Dv)."
    ),
    "delta-decay-after-write": (
        "The decay came after the write: fade the state first, then correct the faded state, "
        "so that the new value is not faded on the step it is written."
    ),
    "delta-recall-undecayed": (
        "The correction read the state before its decay. Read what the faded state holds at "
        "k, (alpha S)^T k, and correct towards v from there."
    ),
    "delta-wrote-value": (
        "The value itself was written (S + beta k v^T): that is linear attention, not the "
        "delta rule. Write the correction, beta k (v - S^T k)^T."
    ),
    "delta-no-beta": (
        "beta was not used: the correction is scaled by the writing strength, "
        "beta * (v - S^T k)."
    ),
    "delta-read-old-state": (
        "The output read the state before this token's write. Read the new state: "
        "o = S_new^T q."
    ),
    # top_k_mask
    "topk-not-bool": (
        "Return a boolean mask (True where a query reads the key), not numbers or indices."
    ),
    "topk-later-keys": (
        "A query chose a key after its own position. Hide the later keys (with -inf) before "
        "ranking: query i is position Tk - Tq + i."
    ),
    "topk-upper-left": (
        "The queries are taken to be the first Tq positions. They are the last ones: query i "
        "is position Tk - Tq + i, and sees keys 0 .. Tk - Tq + i."
    ),
    "topk-ties-earlier": (
        "The chosen keys have the right scores, but among equal scores not the latest keys "
        "were chosen (topk's order among ties is not promised). Prefer the later key: rank "
        "the keys in reverse order with a stable sort, or break ties by position."
    ),
    "topk-lowest": (
        "The lowest scores were chosen. Keep the k highest (descending order)."
    ),
    # gate_heads
    "gate-no-sigmoid": (
        "The gate is not squashed: multiply the heads by sigmoid(x @ W_g), a number in (0, 1)."
    ),
    "gate-wrong-function": (
        "The gate uses another function than the sigmoid (tanh, a softmax?). Gated attention "
        "multiplies by sigmoid(x @ W_g)."
    ),
    "gate-wrong-layout": (
        "The element-wise gate was split into heads the wrong way. Feature j of head i is "
        "feature i * Dh + j: view the gate as (B, T, H, Dh), then move H forward."
    ),
    # qk_norm_scores
    "qknorm-layernorm": (
        "The mean was subtracted: that is LayerNorm. RMSNorm only divides by the root mean "
        "square, sqrt(mean(x^2) + eps)."
    ),
    "qknorm-unit-length": (
        "The vectors were given unit length. RMSNorm gives them unit root mean square (length "
        "sqrt(Dh)): divide by sqrt(mean(x^2) + eps), not by the norm."
    ),
    "qknorm-no-scale": (
        "The scores are not scaled: divide the dot products by sqrt(Dh), Dh = q.shape[-1]."
    ),
    "qknorm-no-gain": (
        "The gains were not used: multiply each normalised query by q_gain and each key by "
        "k_gain (one per feature)."
    ),
    "qknorm-no-eps": (
        "Right for most vectors, off for very small ones: the 1e-6 is missing. Divide by "
        "sqrt(mean(x^2) + 1e-6), which keeps a tiny vector from being blown up to full size."
    ),
    "qknorm-wrong-axis": (
        "The mean ran over the wrong axis. Normalise each vector on its own: the mean of its "
        "Dh features, dim=-1."
    ),
}

#: What these exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "gated_delta_step": _Forbidden(
        ("attnviz.delta_rule_recurrent", "attnviz.mechanism.delta.delta_rule_recurrent",
         "attnviz.delta_rule_chunkwise", "attnviz.mechanism.delta.delta_rule_chunkwise",
         "attnviz.DeltaNetLayer"),
        "which the exercise asks you to write yourself, from a decay, a read and an outer "
        "product"),
    "top_k_mask": _Forbidden(
        ("attnviz.select_keys", "attnviz.mechanism.selection.select_keys",
         "attnviz.selection_mask", "attnviz.mechanism.selection.selection_mask",
         "attnviz.LightningIndexer"),
        "which the exercise asks you to write yourself, from a mask, a ranking and scatter"),
    "gate_heads": _Forbidden(
        (*ATTENTIONS,),
        "which the exercise asks you to write yourself, from a sigmoid and a reshape",
        ATTENTION_OPERATORS),
    "qk_norm_scores": _Forbidden(
        (*ATTENTIONS, "torch.nn.RMSNorm", "torch.nn.functional.rms_norm",
         "torch.nn.LayerNorm", "torch.nn.functional.layer_norm", "attnviz.soft_cap"),
        "which the exercise asks you to write yourself, from a mean of squares and a product",
        (*ATTENTION_OPERATORS, "*rms_norm*", "*layer_norm*")),
}


def _dtype(run: _Run, out: torch.Tensor, dtype: torch.dtype, case: str) -> None:
    if out.dtype != dtype:
        run.fail("recent-dtype", case, f"expected dtype {dtype}, got {out.dtype}")


# gated_delta_step: one token of Gated DeltaNet

def _delta(state: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
           beta: torch.Tensor, alpha: torch.Tensor, *, decay: bool = True, late: bool = False,
           recall_old: bool = False, correct: bool = True, strength: bool = True,
           read_old: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    """One step written out; the keywords reproduce known mistakes."""
    a = alpha[..., None, None] if decay else torch.ones_like(alpha)[..., None, None]
    faded = state if late else a * state
    recalled = torch.einsum("bhkv,bhk->bhv", state if recall_old else faded, k)
    written = v - recalled if correct else v
    if strength:
        written = beta[..., None] * written
    new = faded + torch.einsum("bhk,bhv->bhkv", k, written)
    if late:
        new = a * new
    out = torch.einsum("bhkv,bhk->bhv", state if read_old else new, q)
    return out, new


def _delta_cases() -> list[tuple[torch.Tensor, ...]]:
    cases = []
    for i, (b, h, dk, dv) in enumerate([(1, 1, 3, 2), (2, 3, 4, 5), (1, 2, 6, 3), (3, 1, 2, 4)]):
        seed = 300 + 10 * i
        k = torch.nn.functional.normalize(_randn(b, h, dk, seed=seed + 1), dim=-1)
        beta = torch.rand(b, h, generator=_generator(seed + 2),
                          dtype=torch.float64) * 0.8 + 0.1
        alpha = torch.rand(b, h, generator=_generator(seed + 3),
                           dtype=torch.float64) * 0.6 + 0.3
        cases.append((_randn(b, h, dk, dv, seed=seed), _randn(b, h, dk, seed=seed + 4), k,
                      _randn(b, h, dv, seed=seed + 5), beta, alpha))
    # alpha = 1 and beta = 1: DeltaNet, writing the value exactly
    state, q, k, v, beta, alpha = cases[1]
    cases.append((state, q, k, v, torch.ones_like(beta), torch.ones_like(alpha)))
    cases.append(tuple(x.float() for x in cases[2]))  # type: ignore[arg-type]
    return list(cases)


def check_gated_delta_step(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                           ) -> CheckResult:
    """Chapter 13: ``gated_delta_step(state, q, k, v, beta, alpha)``, one token of Gated
    DeltaNet.

    ``state (B, H, Dk, Dv)``, ``q, k (B, H, Dk)``, ``v (B, H, Dv)``, ``beta, alpha (B, H)`` ->
    ``(output (B, H, Dv), new_state (B, H, Dk, Dv))``: ``S' = alpha S + beta k (v - (alpha
    S)^T k)^T`` and ``o = S'^T q``, as one step of :func:`attnviz.delta_rule_recurrent` with
    ``log_decay = log(alpha)`` (compared with it too).

    The package's delta rule (both forms) and its layer are refused.

    Diagnoses: ``delta-no-decay``, ``delta-decay-after-write``, ``delta-recall-undecayed``,
    ``delta-wrote-value``, ``delta-no-beta``, ``delta-read-old-state``, ``recent-dtype``,
    ``return-pair``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("gated_delta_step", learner_fn)
    from attnviz.mechanism.delta import delta_rule_recurrent

    mistakes = {"delta-no-decay": dict(decay=False), "delta-decay-after-write": dict(late=True),
                "delta-recall-undecayed": dict(recall_old=True),
                "delta-wrote-value": dict(correct=False), "delta-no-beta": dict(strength=False),
                "delta-read-old-state": dict(read_old=True)}

    def run_cases(run: _Run) -> None:
        for state, q, k, v, beta, alpha in _delta_cases():
            case = (f"state {tuple(state.shape)}, beta {beta.flatten()[0].item():.2f}..., alpha "
                    f"{alpha.flatten()[0].item():.2f}..., {str(q.dtype).removeprefix('torch.')}")
            out = run.call(guard, case, state, q, k, v, beta, alpha)
            expected = _delta(state, q, k, v, beta, alpha)
            reference = delta_rule_recurrent(q[:, :, None], k[:, :, None], v[:, :, None],
                                             beta[:, :, None], log_decay=alpha.log()[:, :, None],
                                             state=state)
            assert close(reference[0][:, :, 0], expected[0]), "the reference disagrees"
            output, new_state = _pair(run, out, case, (expected[0].shape, expected[1].shape))
            output = run.tensor(output, case + " (output)", expected[0].shape)
            new_state = run.tensor(new_state, case + " (new state)", expected[1].shape)
            _dtype(run, output, q.dtype, case + " (output)")
            _dtype(run, new_state, q.dtype, case + " (new state)")
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(output, expected[0], **tolerance) and close(new_state, expected[1],
                                                                  **tolerance):
                continue
            for code, wrong in mistakes.items():
                got = _delta(state, q, k, v, beta, alpha, **wrong)
                if not (close(got[0], expected[0]) and close(got[1], expected[1])) and close(
                        output.double(), got[0].double()) and close(new_state.double(),
                                                                    got[1].double()):
                    run.fail(code, case, difference(new_state, expected[1]))
            bad = expected[1] if not close(new_state, expected[1], **tolerance) else expected[0]
            run.fail("wrong-values", case, difference(
                new_state if bad is expected[1] else output, bad))
    return _check("gated_delta_step", learner_fn, guard.cases(run_cases))


# top_k_mask: the selection step of sparse attention

def _top_k(scores: torch.Tensor, k: int, *, align: str = "lower_right", later: bool = True,
           causal: bool = True, highest: bool = True) -> torch.Tensor:
    """The mask, one query and key at a time; the keywords reproduce known mistakes."""
    num_queries, num_keys = scores.shape
    mask = torch.zeros(num_queries, num_keys, dtype=torch.bool)
    for i in range(num_queries):
        last = i + (num_keys - num_queries if align == "lower_right" else 0)
        seen = [s for s in range(num_keys) if s <= last or not causal]
        sign = -1 if highest else 1
        ranked = sorted(seen, key=lambda s: (sign * scores[i, s].item(), -s if later else s))
        for s in ranked[:k]:
            mask[i, s] = True
    return mask


def _top_k_cases() -> list[tuple[torch.Tensor, int]]:
    g = _generator(410)  # a grading run shifts it: other scores, other ties
    cases: list[tuple[torch.Tensor, int]] = [
        (torch.randn(5, 5, generator=g, dtype=torch.float64), 2),
        (torch.randn(3, 8, generator=g, dtype=torch.float64), 3),  # the last 3 of 8 positions
        (torch.randint(0, 3, (6, 9), generator=g).double(), 2),  # ties everywhere
        (torch.randint(0, 2, (4, 4), generator=g).double(), 3),
        (torch.randn(4, 6, generator=g, dtype=torch.float64), 10),  # k beyond every key
        (torch.randn(1, 7, generator=g, dtype=torch.float64), 1),  # one query: the last
        (torch.zeros(3, 5, dtype=torch.float64), 2),  # all equal: the latest visible keys
    ]
    cases.append((torch.randn(5, 12, generator=g).float(), 4))
    return cases


def check_top_k_mask(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 13: ``top_k_mask(scores, k)``, the keys each query of sparse attention reads.

    ``scores (Tq, Tk)`` of the last ``Tq`` of ``Tk`` positions, an int ``k`` -> a boolean
    ``(Tq, Tk)`` mask, true at each query's ``k`` best-scored keys at or before its position
    (all of them when it sees fewer), ties to the later key: as :func:`attnviz.select_keys`
    with :func:`attnviz.selection_mask`.

    The package's selection is refused.

    Diagnoses: ``topk-not-bool``, ``topk-later-keys``, ``topk-upper-left``,
    ``topk-ties-earlier``, ``topk-lowest``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("top_k_mask", learner_fn)
    from attnviz.mechanism.masks import causal_mask
    from attnviz.mechanism.selection import select_keys, selection_mask

    def run_cases(run: _Run) -> None:
        for scores, k in _top_k_cases():
            case = f"scores {tuple(scores.shape)}, k={k}"
            out = run.tensor(run.call(guard, case, scores, k), case, scores.shape)
            expected = _top_k(scores, k)
            hidden = scores.double().masked_fill(~causal_mask(*scores.shape), float("-inf"))
            indices, valid = select_keys(hidden[None], k)
            assert torch.equal(selection_mask(indices, valid, scores.shape[1])[0], expected)
            if out.dtype != torch.bool:
                run.fail("topk-not-bool", case, f"got dtype {out.dtype}")
            if torch.equal(out, expected):
                continue
            detail = (f"query {int((out != expected).any(1).nonzero()[0])}: expected keys "
                      f"{expected[(out != expected).any(1)][0].nonzero().flatten().tolist()}, got "
                      f"{out[(out != expected).any(1)][0].nonzero().flatten().tolist()}")
            if scores.shape[0] != scores.shape[1] and torch.equal(
                    out, _top_k(scores, k, align="upper_left")):
                run.fail("topk-upper-left", case, detail)
            if torch.equal(out, _top_k(scores, k, causal=False)) or (
                    out & ~_top_k(scores, scores.shape[1])).any():
                run.fail("topk-later-keys", case, detail)
            same_scores = all(  # each query chose keys of the right scores, but other keys
                sorted(scores[i][out[i]].tolist()) == sorted(scores[i][expected[i]].tolist())
                for i in range(scores.shape[0]))
            if torch.equal(out, _top_k(scores, k, later=False)) or same_scores:
                run.fail("topk-ties-earlier", case, detail)
            if torch.equal(out, _top_k(scores, k, highest=False)):
                run.fail("topk-lowest", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("top_k_mask", learner_fn, guard.cases(run_cases))


# gate_heads: gated attention's output gate

def _gate(heads: torch.Tensor, x: torch.Tensor, w_g: torch.Tensor, *,
          squash: Callable[[torch.Tensor], torch.Tensor] = torch.sigmoid,
          layout: str = "heads_first") -> torch.Tensor:
    batch, num_heads, steps, head_dim = heads.shape
    gate = squash(x @ w_g)
    if w_g.shape[1] == num_heads * head_dim and w_g.shape[1] != num_heads:
        if layout == "heads_first":
            gate = gate.view(batch, steps, num_heads, head_dim).transpose(1, 2)
        else:  # features interleaved: feature j of head i taken as j * H + i
            gate = gate.view(batch, steps, head_dim, num_heads).permute(0, 3, 1, 2)
    else:
        gate = gate.transpose(1, 2)[..., None]
    return heads * gate


def check_gate_heads(learner_fn: Callable[[torch.Tensor, torch.Tensor, torch.Tensor],
                                          torch.Tensor]) -> CheckResult:
    """Chapter 13: ``gate_heads(heads, x, W_g)``, gated attention's output gate.

    ``heads (B, H, T, Dh)``, ``x (B, T, D)``, ``W_g (D, D)`` (element-wise) or ``(D, H)``
    (head-wise) -> ``heads * sigmoid(x @ W_g)``, the gate laid out as the heads (feature ``j``
    of head ``i`` is gate feature ``i * Dh + j``), as :class:`attnviz.MultiHeadAttention` with
    ``gate=`` gates its heads (compared with it too).

    Every attention function and layer is refused.

    Diagnoses: ``gate-no-sigmoid``, ``gate-wrong-function``, ``gate-wrong-layout``,
    ``recent-dtype``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("gate_heads", learner_fn)
    sizes = [(1, 2, 3, 2, "elementwise"), (2, 3, 4, 2, "headwise"), (1, 4, 2, 3, "elementwise"),
             (2, 2, 5, 4, "headwise"), (1, 3, 3, 5, "elementwise")]
    cases = []
    for i, (b, h, t, dh, kind) in enumerate(sizes):
        d = h * dh
        cases.append((_randn(b, h, t, dh, seed=500 + i), _randn(b, t, d, seed=510 + i),
                      _randn(d, d if kind == "elementwise" else h, seed=520 + i)))
    cases.append(tuple(x.float() for x in cases[0]))  # type: ignore[arg-type]
    wrong = [("gate-no-sigmoid", lambda z: z), ("gate-wrong-function", torch.tanh),
             ("gate-wrong-function", lambda z: torch.softmax(z, dim=-1))]

    def run_cases(run: _Run) -> None:
        for number, (heads, x, w_g) in enumerate(cases):
            kind = "element-wise" if w_g.shape[1] == x.shape[2] else "head-wise"
            case = (f"heads {tuple(heads.shape)}, W_g {tuple(w_g.shape)} ({kind}"
                    + (", float32)" if heads.dtype == torch.float32 else ")"))
            out = run.tensor(run.call(guard, case, heads, x, w_g), case, heads.shape)
            expected = _gate(heads, x, w_g)
            if number == 0:  # the layer gates the same way
                _check_against_layer(heads, x, w_g, expected)
            _dtype(run, out, heads.dtype, case)
            tolerance = {"atol": 1e-5, "rtol": 1e-4} if heads.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            for code, squash in wrong:
                if close(out.double(), _gate(heads, x, w_g, squash=squash).double()):
                    run.fail(code, case, difference(out, expected))
            if kind == "element-wise" and close(out.double(),
                                                _gate(heads, x, w_g, layout="interleaved")):
                run.fail("gate-wrong-layout", case, difference(out, expected))
            run.fail("wrong-values", case, difference(out, expected))
    return _check("gate_heads", learner_fn, guard.cases(run_cases))


def _check_against_layer(heads: torch.Tensor, x: torch.Tensor, w_g: torch.Tensor,
                         expected: torch.Tensor) -> None:
    """The written-out gate is the layer's: its output projection of the gated heads."""
    from attnviz.mechanism.multihead import MultiHeadAttention

    num_heads, d = heads.shape[1], x.shape[2]
    layer = MultiHeadAttention(d_model=d, num_heads=num_heads, bias=False,
                               gate="elementwise" if w_g.shape[1] == d else "headwise").double()
    with torch.no_grad():
        layer.W_g.weight.copy_(w_g.T)  # type: ignore[union-attr]
        layer.W_o.weight.copy_(torch.eye(d, dtype=torch.float64))
    merged = expected.transpose(1, 2).reshape(x.shape[0], x.shape[1], d)
    assert close(layer._output(heads, x), merged), "the layer gates otherwise"


# qk_norm_scores: attention's scores with QK-norm

def _rms(x: torch.Tensor, gain: torch.Tensor, *, dim: int = -1, centre: bool = False,
         unit: bool = False, eps: float = 1e-6) -> torch.Tensor:
    if centre:
        x = x - x.mean(dim=dim, keepdim=True)
    if unit:
        return x / x.norm(dim=dim, keepdim=True) * gain
    return x * torch.rsqrt(x.pow(2).mean(dim=dim, keepdim=True) + eps) * gain


def _qk(q: torch.Tensor, k: torch.Tensor, q_gain: torch.Tensor, k_gain: torch.Tensor, *,
        scale: bool = True, gains: bool = True, **norm: object) -> torch.Tensor:
    ones = torch.ones_like(q_gain)
    qn = _rms(q, q_gain if gains else ones, **norm)  # type: ignore[arg-type]
    kn = _rms(k, k_gain if gains else ones, **norm)  # type: ignore[arg-type]
    scores = qn @ kn.transpose(-2, -1)
    return scores / math.sqrt(q.shape[-1]) if scale else scores


def check_qk_norm_scores(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 13: ``qk_norm_scores(q, k, q_gain, k_gain)``, attention's scores with QK-norm.

    ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``q_gain, k_gain (Dh,)`` -> ``(B, H, Tq, Tk)``:
    every query and key RMS-normalised over its ``Dh`` features (``eps = 1e-6``) times its gain,
    then ``q·k / sqrt(Dh)``, as :meth:`attnviz.MultiHeadAttention.logits` with ``qk_norm=True``
    computes them (compared with it too).

    RMSNorm and LayerNorm (modules and functions) and every attention function are refused.

    Diagnoses: ``qknorm-layernorm``, ``qknorm-unit-length``, ``qknorm-no-scale``,
    ``qknorm-no-gain``, ``qknorm-wrong-axis``, ``qknorm-no-eps``, ``recent-dtype``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("qk_norm_scores", learner_fn)
    sizes = [(1, 2, 3, 4, 4), (2, 1, 5, 6, 8), (1, 3, 2, 7, 6), (2, 2, 4, 4, 16)]
    cases = []
    for i, (b, h, tq, tk, dh) in enumerate(sizes):
        cases.append((3 * _randn(b, h, tq, dh, seed=600 + i) + 1, 2 * _randn(b, h, tk, dh,
                                                                          seed=610 + i) - 1,
                      1 + 0.5 * _randn(dh, seed=620 + i), 1 + 0.5 * _randn(dh, seed=630 + i)))
    q, k = 100 * _randn(1, 2, 1, 6, seed=604), 1e-2 * _randn(1, 2, 5, 6, seed=614)
    cases.append((q, k, _randn(6, seed=624), _randn(6, seed=634)))  # one query; far from unit
    cases.append(tuple(x.float() for x in cases[1]))  # type: ignore[arg-type]
    wrong: dict[str, dict[str, Any]] = {
        "qknorm-layernorm": dict(centre=True), "qknorm-unit-length": dict(unit=True),
        "qknorm-no-scale": dict(scale=False), "qknorm-no-gain": dict(gains=False),
        "qknorm-wrong-axis": dict(dim=-2), "qknorm-no-eps": dict(eps=0.0)}
    _check_against_logits()

    def run_cases(run: _Run) -> None:
        for q, k, q_gain, k_gain in cases:
            case = (f"q {tuple(q.shape)}, k {tuple(k.shape)}"
                    + (" (float32)" if q.dtype == torch.float32 else ""))
            expected = _qk(q, k, q_gain, k_gain)
            out = run.tensor(run.call(guard, case, q, k, q_gain, k_gain), case, expected.shape)
            _dtype(run, out, q.dtype, case)
            tolerance = {"atol": 1e-4, "rtol": 1e-4} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            for code, options in wrong.items():
                if close(out.double(), _qk(q, k, q_gain, k_gain, **options).double(),
                         atol=1e-4, rtol=1e-4):
                    run.fail(code, case, difference(out, expected))
            run.fail("wrong-values", case, difference(out, expected))
    return _check("qk_norm_scores", learner_fn, guard.cases(run_cases))


def _check_against_logits() -> None:
    """The written-out scores are the layer's (its logits, with QK-norm, no rotation)."""
    from attnviz.mechanism.multihead import MultiHeadAttention

    layer = MultiHeadAttention(d_model=8, num_heads=2, qk_norm=True, bias=False).double()
    x = _randn(1, 5, 8, seed=640)
    with torch.no_grad():
        layer.q_norm.weight.copy_(1 + 0.5 * _randn(4, seed=641))  # type: ignore[union-attr]
        layer.k_norm.weight.copy_(1 + 0.5 * _randn(4, seed=642))  # type: ignore[union-attr]
        q, k = layer.split_heads(layer.W_q(x)), layer.split_heads(layer.W_k(x))  # type: ignore[misc]
        expected = _qk(q, k, layer.q_norm.weight, layer.k_norm.weight)  # type: ignore[union-attr]
        assert close(layer.logits(x, x), expected), "the layer's QK-norm differs"
