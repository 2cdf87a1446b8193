"""The checkers of chapter 13: a correct function passes (written several honest ways), each
known mistake gets its own hint, and the package's own versions are refused.

The references the checkers compare with are themselves checked against the package inside the
checkers (one step of ``delta_rule_recurrent``, ``select_keys`` with ``selection_mask``, the gated
layer's output, the layer's ``logits`` with QK-norm); here those package objects are shown to give
the right answer and to be refused.
"""

import math

import pytest
import torch
import torch.nn.functional as F
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz import exercises
from attnviz.exercises import (
    ch13_recent,
    check_gate_heads,
    check_gated_delta_step,
    check_qk_norm_scores,
    check_top_k_mask,
)

# gated_delta_step


def gated_delta_step(state, q, k, v, beta, alpha):
    faded = alpha[..., None, None] * state
    recalled = torch.einsum("bhkv,bhk->bhv", faded, k)
    new_state = faded + torch.einsum("bhk,bhv->bhkv", k, beta[..., None] * (v - recalled))
    return torch.einsum("bhkv,bhk->bhv", new_state, q), new_state


def _delta_with_matrices(state, q, k, v, beta, alpha):
    # Schlag et al.'s form: S' = alpha S (I - beta k k^T) + beta k v^T, written transposed
    eye = torch.eye(k.shape[-1], dtype=k.dtype)
    outer = k[..., :, None] * k[..., None, :]  # (B, H, Dk, Dk)
    new_state = (eye - beta[..., None, None] * outer) @ (alpha[..., None, None] * state) \
        + beta[..., None, None] * k[..., :, None] * v[..., None, :]
    return (new_state.transpose(-2, -1) @ q[..., None])[..., 0], new_state


def test_a_correct_gated_delta_step_passes_written_two_ways():
    assert passes(check_gated_delta_step(gated_delta_step))
    assert passes(check_gated_delta_step(_delta_with_matrices))


def _mistake(**wrong):
    def step(state, q, k, v, beta, alpha):
        return ch13_recent._delta(state, q, k, v, beta, alpha, **wrong)
    return step


def _delta_in_place(state, q, k, v, beta, alpha):
    state.mul_(alpha[..., None, None])
    return gated_delta_step(state, q, k, v, beta, torch.ones_like(alpha))


def _delta_in_float64(state, q, k, v, beta, alpha):
    out, new = gated_delta_step(state.double(), q.double(), k.double(), v.double(),
                                beta.double(), alpha.double())
    return out, new


DELTA_MISTAKES = [
    (_mistake(decay=False), "delta-no-decay"),
    (_mistake(late=True), "delta-decay-after-write"),
    (_mistake(recall_old=True), "delta-recall-undecayed"),
    (_mistake(correct=False), "delta-wrote-value"),
    (_mistake(strength=False), "delta-no-beta"),
    (_mistake(read_old=True), "delta-read-old-state"),
    (lambda *args: gated_delta_step(*args)[::-1], "return-pair"),
    (lambda *args: gated_delta_step(*args)[0], "return-pair"),
    (_delta_in_place, "modified-input"),
    (_delta_in_float64, "recent-dtype"),
]


@pytest.mark.parametrize(("fn", "code"), DELTA_MISTAKES, ids=by_code)
def test_gated_delta_step_mistakes_are_named(fn, code):
    assert _diagnosis(check_gated_delta_step(fn)) == code


def _one_step(rule):
    def step(state, q, k, v, beta, alpha):
        outputs, new_state = rule(q[:, :, None], k[:, :, None], v[:, :, None], beta[:, :, None],
                                  log_decay=alpha.log()[:, :, None], state=state)
        return outputs[:, :, 0], new_state
    return step


DELTA_DELEGATIONS = [("attnviz.delta_rule_recurrent", _one_step(attnviz.delta_rule_recurrent)),
                     ("attnviz.delta_rule_chunkwise", _one_step(attnviz.delta_rule_chunkwise))]


@pytest.mark.parametrize(("name", "delegation"), DELTA_DELEGATIONS)
def test_the_package_delta_rule_is_refused_and_agrees(name, delegation):
    args = ch13_recent._delta_cases()[1]
    for got, expected in zip(delegation(*args), gated_delta_step(*args), strict=True):
        torch.testing.assert_close(got, expected)
    result = check_gated_delta_step(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}")


# top_k_mask


def top_k_mask(scores, k):
    num_queries, num_keys = scores.shape
    rows = torch.arange(num_queries)[:, None] + (num_keys - num_queries)
    visible = torch.arange(num_keys)[None, :] <= rows
    hidden = scores.masked_fill(~visible, float("-inf"))
    ranked, order = hidden.flip(-1).sort(dim=-1, descending=True, stable=True)
    chosen = min(k, num_keys)
    keys = num_keys - 1 - order[:, :chosen]
    mask = torch.zeros(num_queries, num_keys, dtype=torch.bool)
    return mask.scatter(1, keys, ranked[:, :chosen] > float("-inf"))


def _top_k_by_loops(scores, k):
    num_queries, num_keys = scores.shape
    mask = torch.zeros(num_queries, num_keys, dtype=torch.bool)
    for i in range(num_queries):
        last = num_keys - num_queries + i
        ranked = sorted(range(last + 1), key=lambda s: (-scores[i, s].item(), -s))
        mask[i, ranked[:k]] = True
    return mask


def _top_k_by_position_tiebreak(scores, k):
    # topk over (score, position) pairs: a tie-break that does not depend on topk's order
    num_queries, num_keys = scores.shape
    visible = torch.ones(num_queries, num_keys, dtype=torch.bool).tril(num_keys - num_queries)
    ranks = scores.double().argsort(dim=-1, stable=True).argsort(dim=-1)  # ties: later higher
    ranks = ranks.masked_fill(~visible, -1)
    chosen = ranks.topk(min(k, num_keys), dim=-1).indices
    return torch.zeros_like(visible).scatter(1, chosen, True) & visible


def test_a_correct_top_k_mask_passes_written_three_ways():
    assert passes(check_top_k_mask(top_k_mask))
    assert passes(check_top_k_mask(_top_k_by_loops))
    assert passes(check_top_k_mask(_top_k_by_position_tiebreak))


def _top_k_plain(scores, k):
    num_queries, num_keys = scores.shape
    visible = torch.ones(num_queries, num_keys, dtype=torch.bool).tril(num_keys - num_queries)
    hidden = scores.masked_fill(~visible, float("-inf"))
    chosen = hidden.topk(min(k, num_keys), dim=-1).indices
    return torch.zeros_like(visible).scatter(1, chosen, True) & visible


TOPK_MISTAKES = [
    (lambda s, k: ch13_recent._top_k(s, k, causal=False), "topk-later-keys"),
    (lambda s, k: ch13_recent._top_k(s, k, align="upper_left"), "topk-upper-left"),
    (lambda s, k: ch13_recent._top_k(s, k, later=False), "topk-ties-earlier"),
    (_top_k_plain, "topk-ties-earlier"),  # topk's order among ties is not promised
    (lambda s, k: ch13_recent._top_k(s, k, highest=False), "topk-lowest"),
    (lambda s, k: top_k_mask(s, k).long(), "topk-not-bool"),
    (lambda s, k: top_k_mask(s, k)[:, :-1], "wrong-shape"),
]


@pytest.mark.parametrize(("fn", "code"), TOPK_MISTAKES, ids=by_code)
def test_top_k_mask_mistakes_are_named(fn, code):
    assert _diagnosis(check_top_k_mask(fn)) == code


def test_the_package_selection_is_refused_and_agrees():
    for scores, k in ch13_recent._top_k_cases():
        assert torch.equal(_top_k_by_the_package(scores, k), top_k_mask(scores, k))
    result = check_top_k_mask(_top_k_by_the_package)
    assert _diagnosis(result) == "forbidden-call"
    assert "attnviz.select_keys" in result.detail


# gate_heads


def gate_heads(heads, x, W_g):
    batch, num_heads, steps, head_dim = heads.shape
    gate = torch.sigmoid(x @ W_g)
    if W_g.shape[1] != num_heads:
        gate = gate.view(batch, steps, num_heads, head_dim).transpose(1, 2)
    else:
        gate = gate.transpose(1, 2)[..., None]
    return heads * gate


def _gate_by_merging(heads, x, W_g):
    # merge the heads, gate, split again: the same layout as the layer's
    batch, num_heads, steps, head_dim = heads.shape
    merged = heads.transpose(1, 2).reshape(batch, steps, num_heads * head_dim)
    gate = torch.sigmoid(x @ W_g)
    if W_g.shape[1] == num_heads:
        gate = gate.repeat_interleave(head_dim, dim=-1)
    return (merged * gate).view(batch, steps, num_heads, head_dim).transpose(1, 2)


def test_a_correct_gate_passes_written_two_ways():
    assert passes(check_gate_heads(gate_heads))
    assert passes(check_gate_heads(_gate_by_merging))


def _gate_interleaved(heads, x, W_g):
    return ch13_recent._gate(heads, x, W_g, layout="interleaved")


GATE_MISTAKES = [
    (lambda h, x, w: ch13_recent._gate(h, x, w, squash=lambda z: z), "gate-no-sigmoid"),
    (lambda h, x, w: ch13_recent._gate(h, x, w, squash=torch.tanh), "gate-wrong-function"),
    (lambda h, x, w: ch13_recent._gate(h, x, w, squash=lambda z: z.softmax(-1)),
     "gate-wrong-function"),
    (_gate_interleaved, "gate-wrong-layout"),
    (lambda h, x, w: gate_heads(h.double(), x.double(), w.double()), "recent-dtype"),
    (lambda h, x, w: h, "wrong-values"),
]


@pytest.mark.parametrize(("fn", "code"), GATE_MISTAKES, ids=by_code)
def test_gate_mistakes_are_named(fn, code):
    assert _diagnosis(check_gate_heads(fn)) == code


def _gate_through_sdpa(heads, x, W_g):
    # attention over one key whose value is the gated head: a real answer through SDPA
    gated = gate_heads(heads, x, W_g)
    batch, num_heads, steps, head_dim = gated.shape
    values = gated.reshape(batch, num_heads * steps, 1, head_dim)
    nothing = torch.zeros(batch, num_heads * steps, 1, 1, dtype=gated.dtype)
    return F.scaled_dot_product_attention(nothing, nothing, values).view_as(gated)


def _qk_by_rms_norm(q, k, q_gain, k_gain):
    width = (q.shape[-1],)
    qn, kn = F.rms_norm(q, width, q_gain, 1e-6), F.rms_norm(k, width, k_gain, 1e-6)
    return qn @ kn.transpose(-2, -1) / math.sqrt(q.shape[-1])


def _qk_by_rms_norm_module(q, k, q_gain, k_gain):
    norm = torch.nn.RMSNorm(q.shape[-1], eps=1e-6).to(q.dtype)
    with torch.no_grad():
        norm.weight.copy_(q_gain)
    qn = norm(q)
    with torch.no_grad():
        norm.weight.copy_(k_gain)
    return qn @ norm(k).transpose(-2, -1) / math.sqrt(q.shape[-1])


def _top_k_by_the_package(scores, k):
    hidden = scores.masked_fill(~attnviz.causal_mask(*scores.shape), float("-inf"))
    indices, valid = attnviz.select_keys(hidden[None], k)
    return attnviz.selection_mask(indices, valid, scores.shape[1])[0]


#: One-line answers from the package or PyTorch, each refused: (the name the message gives,
#: the answer); tests/test_exercises_forbidden.py runs them all.
GATED_DELTA_DELEGATIONS = DELTA_DELEGATIONS
TOP_K_DELEGATIONS = [("attnviz.select_keys", _top_k_by_the_package)]
GATE_DELEGATIONS = [("torch.nn.functional.scaled_dot_product_attention", _gate_through_sdpa)]
QK_NORM_DELEGATIONS = [("torch.nn.functional.rms_norm", _qk_by_rms_norm),
                       ("torch.nn.RMSNorm", _qk_by_rms_norm_module)]


def test_the_gated_layer_is_refused():
    def delegation(heads, x, W_g):
        layer = attnviz.MultiHeadAttention(d_model=x.shape[2], num_heads=heads.shape[1],
                                           gate="headwise").to(x.dtype)
        layer(x, x, x)
        return gate_heads(heads, x, W_g)
    result = check_gate_heads(delegation)
    assert _diagnosis(result) == "forbidden-call"


# qk_norm_scores


def qk_norm_scores(q, k, q_gain, k_gain):
    def rms_norm(x, gain):
        return x * torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + 1e-6) * gain
    return rms_norm(q, q_gain) @ rms_norm(k, k_gain).transpose(-2, -1) / math.sqrt(q.shape[-1])


def _qk_by_sums(q, k, q_gain, k_gain):
    # the root mean square from a sum of squares, and einsum for the products
    width = q.shape[-1]
    qn = q / torch.sqrt((q * q).sum(-1, keepdim=True) / width + 1e-6) * q_gain
    kn = k / torch.sqrt((k * k).sum(-1, keepdim=True) / width + 1e-6) * k_gain
    return torch.einsum("bhqd,bhkd->bhqk", qn, kn) / width ** 0.5


def _qk_by_normalize(q, k, q_gain, k_gain):
    # unit length times sqrt(Dh): RMSNorm without its eps, wrong only for tiny vectors
    width = q.shape[-1]
    qn = F.normalize(q, dim=-1) * math.sqrt(width) * q_gain
    kn = F.normalize(k, dim=-1) * math.sqrt(width) * k_gain
    return torch.einsum("bhqd,bhkd->bhqk", qn, kn) / math.sqrt(width)


def test_a_correct_qk_norm_passes_written_two_ways():
    assert passes(check_qk_norm_scores(qk_norm_scores))
    assert passes(check_qk_norm_scores(_qk_by_sums))


def _qk_mistake(**wrong):
    return lambda q, k, qg, kg: ch13_recent._qk(q, k, qg, kg, **wrong)


QK_MISTAKES = [
    (_qk_mistake(centre=True), "qknorm-layernorm"),
    (_qk_mistake(unit=True), "qknorm-unit-length"),
    (_qk_mistake(scale=False), "qknorm-no-scale"),
    (_qk_mistake(gains=False), "qknorm-no-gain"),
    (_qk_mistake(dim=-2), "qknorm-wrong-axis"),
    (_qk_mistake(eps=0.0), "qknorm-no-eps"),
    (_qk_by_normalize, "qknorm-no-eps"),
    (lambda q, k, qg, kg: qk_norm_scores(q, k, qg, kg).double(), "recent-dtype"),
    (lambda q, k, qg, kg: qk_norm_scores(q, k, qg, kg).transpose(-2, -1), "wrong-shape"),
]


@pytest.mark.parametrize(("fn", "code"), QK_MISTAKES, ids=by_code)
def test_qk_norm_mistakes_are_named(fn, code):
    assert _diagnosis(check_qk_norm_scores(fn)) == code


@pytest.mark.parametrize(("name", "delegation"), QK_NORM_DELEGATIONS)
def test_rms_norm_from_pytorch_is_refused(name, delegation):
    q, k, qg, kg = (torch.randn(1, 2, 3, 4, dtype=torch.float64),
                    torch.randn(1, 2, 5, 4, dtype=torch.float64),
                    torch.rand(4, dtype=torch.float64) + 0.5,
                    torch.rand(4, dtype=torch.float64) + 0.5)
    torch.testing.assert_close(delegation(q, k, qg, kg), qk_norm_scores(q, k, qg, kg))
    result = check_qk_norm_scores(delegation)
    assert _diagnosis(result) == "forbidden-call" and name in result.detail


# all four


CHECKS = [check_gated_delta_step, check_top_k_mask, check_gate_heads, check_qk_norm_scores]


def test_every_diagnosis_of_chapter_13_is_proven_here_and_short():
    codes = set(ch13_recent.CHAPTER_DIAGNOSES)
    proven = {code for table in (DELTA_MISTAKES, TOPK_MISTAKES, GATE_MISTAKES, QK_MISTAKES)
              for _, code in table}
    assert codes <= proven, f"no broken implementation for {codes - proven}"
    for code in codes:
        assert len(exercises.DIAGNOSES[code]) <= 240, code


@pytest.mark.parametrize("check", CHECKS)
def test_an_unfinished_stub_is_not_attempted(check):
    def stub(*args, **kwargs):
        raise NotImplementedError("write it, then run the check below")
    result = check(stub)
    assert result.verdict == "not attempted" and "not attempted" in result.message


def test_the_checks_are_exported():
    for check in CHECKS:
        assert check.__name__ in exercises.__all__
