"""The exercise checkers: a correct function passes, each known mistake gets its own hint.

Every diagnosis in ``attnviz.exercises.DIAGNOSES`` is proven here by a deliberately broken
implementation that the checker must catch with exactly that diagnosis.
"""

import collections
import math

import pytest
import torch
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz.exercises import (
    ch02_nadaraya_watson,
    ch03_scoring,
    ch04_bleu,
    check_additive_attention,
    check_attention,
    check_bleu,
    check_masked_softmax,
    check_multihead_attention,
    check_nadaraya_watson,
    check_softmax,
)

# chapter 1: softmax

def softmax(scores):
    shifted = scores - scores.amax(dim=-1, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=-1, keepdim=True)


def test_a_correct_softmax_passes():
    result = check_softmax(softmax)
    assert result.passed, result.message
    assert result.message == f"softmax passes all {result.cases} checks."
    assert result.cases >= 5


def test_softmax_without_the_max_shift_overflows():
    def unstable(scores):
        e = scores.exp()
        return e / e.sum(dim=-1, keepdim=True)
    assert _diagnosis(check_softmax(unstable)) == "softmax-overflow"


def _softmax_over(scores, dim):
    e = (scores - scores.amax(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)


def test_softmax_over_the_wrong_axis():
    assert _diagnosis(check_softmax(lambda s: _softmax_over(s, 0))) == "softmax-wrong-axis"


def test_softmax_in_place():
    def in_place(scores):
        scores -= scores.amax(dim=-1, keepdim=True)
        return scores.exp() / scores.exp().sum(dim=-1, keepdim=True)
    assert _diagnosis(check_softmax(in_place)) == "modified-input"


@pytest.mark.parametrize(("shift", "case"), [
    pytest.param(lambda s: s.max(), "near 1000, near 0 and near -1000",
                 id="the maximum of the whole tensor"),
    pytest.param(lambda s: s.max().clamp(max=500.0), "near 1000, near 0 and near -1000",
                 id="a capped global maximum"),
    pytest.param(lambda s: s.amax(dim=0, keepdim=True), "3 queries x 5 keys",
                 id="each column's maximum"),
])
def test_softmax_that_subtracts_one_maximum_for_every_row(shift, case):
    def global_max(scores):
        e = (scores - shift(scores)).exp()
        return e / e.sum(dim=-1, keepdim=True)
    result = check_softmax(global_max)
    assert _diagnosis(result) == "softmax-global-max"
    assert case in result.message


def test_softmax_that_subtracts_the_global_maximum_and_hides_the_nan_is_still_caught():
    def zeroed(scores):
        e = (scores - scores.max()).exp()
        return e / e.sum(dim=-1, keepdim=True).clamp(min=1e-300)  # rows of 0, not NaN
    assert _diagnosis(check_softmax(zeroed)) == "softmax-global-max"


def test_softmax_is_checked_in_float32_too():
    def float64_only(scores):
        if scores.dtype != torch.float64:
            raise TypeError("expected float64")
        return softmax(scores)
    result = check_softmax(float64_only)
    assert _diagnosis(result) == "raised" and "float32" in result.message


def test_a_crash_is_reported_with_its_message():
    def crashes(scores):
        raise ValueError("boom")
    result = check_softmax(crashes)
    assert _diagnosis(result) == "raised"
    assert "ValueError: boom" in result.message


def test_an_unfinished_stub_is_reported_as_not_attempted():
    def stub(scores):
        raise NotImplementedError("write softmax")
    result = check_softmax(stub)
    assert not result and result.verdict == "not attempted"
    assert result.diagnosis == "not-attempted" and result.cases == 0
    assert result.message.startswith("stub not attempted")


def test_not_implemented_after_a_passing_case_is_a_crash_not_an_untouched_stub():
    calls = []

    def half_done(scores):
        calls.append(1)
        if len(calls) > 1:
            raise NotImplementedError("the masked case is left for later")
        return softmax(scores)
    result = check_softmax(half_done)
    assert result.verdict == "fail" and result.diagnosis == "raised"
    assert "NotImplementedError: the masked case" in result.message


def test_verdicts_of_a_pass_and_a_fail():
    assert check_softmax(softmax).verdict == "pass"
    assert check_softmax(lambda s: _softmax_over(s, 0)).verdict == "fail"


def test_an_endless_loop_is_stopped_and_named(monkeypatch):
    import signal

    from attnviz.exercises import _core

    monkeypatch.setattr(_core, "CALL_SECONDS", 0.5)
    before = signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF)

    def spinning(scores):  # catches Exception, as a learner's retry loop might
        n = 0
        while True:  # (a call in the loop: Python 3.10 checks for signals at calls, not
            try:  # at every jump)
                n = abs(n - 1)
            except Exception:  # noqa: BLE001
                continue

    result = check_softmax(spinning)
    assert _diagnosis(result) == "timed-out"
    assert result.verdict == "timeout" and result.detail == "still running after 0.5 s"
    assert result.case.startswith("one row of 4 scores; given tensor([1.0, 2.0, 0.5, -1.0]")
    after = signal.getsignal(signal.SIGALRM), signal.getsignal(signal.SIGPROF)
    assert after[0] is before[0] and after[1] is before[1]  # the timers' handlers are put back
    assert check_softmax(softmax).passed  # and a quick function is not stopped


def test_a_busy_machine_does_not_stop_a_correct_function(monkeypatch):
    # the limit is processor time: a call that waits for the processor (here: sleeps, as a
    # process does while other programs hold the cores) is not stopped until the clock has run
    # WAIT_FACTOR times the limit. The limit leaves room for a busy machine itself (CI runs
    # this beside three other lanes): a second of processor time for a 3 x 6 softmax, and
    # WAIT_FACTOR - 1.2 seconds of clock for waiting on the cores or the disk
    import time

    from attnviz.exercises import _core

    monkeypatch.setattr(_core, "CALL_SECONDS", 1.0)

    def waiting_softmax(scores):
        time.sleep(1.2)  # longer than the limit on the clock, with no computing
        return softmax(scores)

    assert check_softmax(waiting_softmax).passed

    def sleeping_forever(scores):
        while True:
            time.sleep(0.05)

    result = check_softmax(sleeping_forever)
    assert result.verdict == "timeout"  # stopped all the same, by the clock


def test_unseen_cases_differ_from_the_public_ones_and_the_shift_is_undone():
    from attnviz.exercises import _cases

    seen = []

    def recording(scores):
        seen.append(scores.clone())
        return softmax(scores)

    check_softmax(recording)
    public = list(seen)
    seen.clear()
    with _cases.shifted_cases(101):
        assert check_softmax(recording).passed
    shifted = list(seen)
    assert len(shifted) == len(public)
    assert torch.equal(shifted[0], public[0])  # a hand-written case stays
    assert not torch.equal(shifted[1], public[1])  # a drawn one does not
    seen.clear()
    check_softmax(recording)
    assert all(torch.equal(a, b) for a, b in zip(seen, public, strict=True))
    with pytest.raises(ValueError, match="shift must be an int >= 0, got -1"):
        with _cases.shifted_cases(-1):
            pass


def _broken(diagnosis, fn):
    return pytest.param(fn, diagnosis, id=diagnosis)


def _passes(check, fn):
    result = check(fn)
    assert result.passed, result.message
    assert result.message == f"{fn.__name__} passes all {result.cases} checks."
    return result


# chapter 2: Nadaraya-Watson regression with a Gaussian kernel

def gaussian_nadaraya_watson(x_train, y_train, x_query, width):
    u = (x_query[:, None] - x_train[None, :]) / width  # (Tq, Tk)
    weights = torch.softmax(-(u**2) / 2, dim=1)
    return weights @ y_train, weights


def _nw(scores_of, *, normalise=lambda s: torch.softmax(s, dim=1), average=None):
    """A Nadaraya-Watson estimator built from scores_of(d, width), d = x_query - x_train."""
    def estimator(x_train, y_train, x_query, width):
        d = x_query[:, None] - x_train[None, :]
        weights = normalise(scores_of(d, width))
        return weights @ (y_train if average is None else average(x_train, y_train)), weights
    return estimator


def _nw_ratio(x_train, y_train, x_query, width):
    kernel = torch.exp(-(((x_query[:, None] - x_train[None, :]) / width) ** 2) / 2)
    weights = kernel / kernel.sum(dim=1, keepdim=True)
    return weights @ y_train, weights


def _nw_transposed(x_train, y_train, x_query, width):
    u = (x_train[:, None] - x_query[None, :]) / width  # (Tk, Tq)
    weights = torch.softmax(-(u**2) / 2, dim=0)
    return weights.T @ y_train, weights


def _nw_swapped_pair(x_train, y_train, x_query, width):
    y_hat, weights = gaussian_nadaraya_watson(x_train, y_train, x_query, width)
    return weights, y_hat


def test_a_correct_nadaraya_watson_passes():
    result = _passes(check_nadaraya_watson, gaussian_nadaraya_watson)
    assert result.cases >= 8


def test_the_package_nadaraya_watson_is_refused_and_agrees_with_the_reference():
    def package(x_train, y_train, x_query, width):
        return attnviz.nadaraya_watson(x_train, y_train, x_query, width=width)
    assert _diagnosis(check_nadaraya_watson(package)) == "forbidden-call"
    for _, x_train, y_train, x_query, width, _ in ch02_nadaraya_watson._nw_cases():
        for got, want in zip(package(x_train, y_train, x_query, width),
                             gaussian_nadaraya_watson(x_train, y_train, x_query, width),
                             strict=True):
            torch.testing.assert_close(got, want)


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("nw-underflow", _nw_ratio),
    _broken("nw-weights-transposed", _nw_transposed),
    _broken("nw-not-normalised", _nw(lambda d, w: -(d / w) ** 2 / 2, normalise=torch.exp)),
    _broken("nw-normalised-over-queries",
            _nw(lambda d, w: -(d / w) ** 2 / 2, normalise=lambda s: torch.softmax(s, dim=0))),
    _broken("nw-distance-not-squared", _nw(lambda d, w: -(d / w).abs() / 2)),
    _broken("nw-width-multiplied", _nw(lambda d, w: -((d * w) ** 2) / 2)),
    _broken("nw-width-not-squared", _nw(lambda d, w: -(d**2) / (2 * w))),
    _broken("nw-missing-half", _nw(lambda d, w: -((d / w) ** 2))),
    _broken("nw-averaged-inputs", _nw(lambda d, w: -(d / w) ** 2 / 2,
                                      average=lambda x_train, y_train: x_train)),
    _broken("return-pair", _nw_swapped_pair),
])
def test_nadaraya_watson_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_nadaraya_watson(fn)) == diagnosis


def test_nadaraya_watson_that_changes_its_input():
    def in_place(x_train, y_train, x_query, width):
        x_query -= 0.0 * x_query + 1e-3  # shifts the caller's queries
        return gaussian_nadaraya_watson(x_train, y_train, x_query + 1e-3, width)
    assert _diagnosis(check_nadaraya_watson(in_place)) == "modified-input"


# chapter 3: the masked softmax

def softmax_with_mask(scores, mask):
    lowest = torch.finfo(scores.dtype).min
    weights = torch.softmax(scores.masked_fill(~mask, lowest), dim=-1)
    return weights.masked_fill(~mask, 0.0)


def _fill_inf(scores, mask):
    return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)


def _fill_lowest(scores, mask):
    return torch.softmax(scores.masked_fill(~mask, torch.finfo(scores.dtype).min), dim=-1)


def _masked_wrong_axis(scores, mask):
    lowest = torch.finfo(scores.dtype).min
    return torch.softmax(scores.masked_fill(~mask, lowest), dim=-2).masked_fill(~mask, 0.0)


def _masked_flipped(scores, mask):
    return softmax_with_mask(scores, ~mask)


def _masked_multiplied(scores, mask):
    return torch.softmax(scores * mask, dim=-1)


def _masked_after(scores, mask):
    return torch.softmax(scores, dim=-1) * mask


def _masked_unstable(scores, mask):
    e = scores.exp().masked_fill(~mask, 0.0)  # no max subtracted: exp(1000) is inf
    total = e.sum(dim=-1, keepdim=True)
    return e / total.masked_fill(total == 0, 1.0)  # empty rows stay 0


def _masked_in_place(scores, mask):
    scores.masked_fill_(~mask, torch.finfo(scores.dtype).min)
    return torch.softmax(scores, dim=-1).masked_fill(~mask, 0.0)


def test_a_correct_masked_softmax_passes():
    result = _passes(check_masked_softmax, softmax_with_mask)
    assert result.cases >= 8


def test_the_package_masked_softmax_is_refused_and_agrees_with_the_reference():
    def package(scores, mask):
        return attnviz.masked_softmax(scores, mask=mask)
    assert _diagnosis(check_masked_softmax(package)) == "forbidden-call"
    for _, scores, mask, _ in ch03_scoring._mask_cases():
        torch.testing.assert_close(package(scores, mask), softmax_with_mask(scores, mask))


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("masked-row-nan", _fill_inf),
    _broken("masked-row-uniform", _fill_lowest),
    _broken("softmax-wrong-axis", _masked_wrong_axis),
    _broken("mask-flipped", _masked_flipped),
    _broken("masked-keys-get-weight", _masked_multiplied),
    _broken("mask-after-softmax", _masked_after),
    _broken("softmax-overflow", _masked_unstable),
    _broken("modified-input", _masked_in_place),
])
def test_masked_softmax_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_masked_softmax(fn)) == diagnosis


def test_a_masked_softmax_that_subtracts_a_large_number_leaves_empty_rows_weighted():
    def subtracts(scores, mask):
        return torch.softmax(scores - 1e9 * (~mask), dim=-1)  # an empty row: softmax(scores)
    assert _diagnosis(check_masked_softmax(subtracts)) == "masked-row-uniform"


def test_a_masked_softmax_that_returns_a_list_is_asked_for_a_tensor():
    def as_list(scores, mask):
        return softmax_with_mask(scores, mask).tolist()
    result = check_masked_softmax(as_list)
    assert _diagnosis(result) == "not-a-tensor"
    assert "got list" in result.message


def test_a_masked_softmax_that_ignores_the_mask_gives_masked_keys_weight():
    def ignores(scores, mask):
        return torch.softmax(scores, dim=-1)
    assert _diagnosis(check_masked_softmax(ignores)) == "masked-keys-get-weight"


# chapter 3: scaled dot-product attention

def attention(queries, keys, values, mask=None):
    scores = queries @ keys.transpose(-2, -1) / queries.shape[-1] ** 0.5  # (B, Tq, Tk)
    weights = attnviz.masked_softmax(scores, mask=mask)
    return weights @ values, weights


def _attention_from(normalise, *, scale=lambda q: q.shape[-1] ** 0.5, transpose_scores=False):
    """Attention with its own normalise(scores, mask) and scale(queries)."""
    def attend(queries, keys, values, mask=None):
        scores = queries @ keys.transpose(-2, -1) / scale(queries)
        if mask is None:
            weights = torch.softmax(scores, dim=-1)
            if normalise is _masked_unstable:
                weights = normalise(scores, torch.ones_like(scores, dtype=torch.bool))
        else:
            weights = normalise(scores, mask.expand_as(scores))
        output = weights @ values
        return output, (weights.transpose(-2, -1) if transpose_scores else weights)
    return attend


def _attention_in_place(queries, keys, values, mask=None):
    queries /= queries.shape[-1] ** 0.5
    weights = attnviz.masked_softmax(queries @ keys.transpose(-2, -1), mask=mask)
    return weights @ values, weights


def _attention_changes_the_mask(queries, keys, values, mask=None):
    if mask is not None and mask.dim() == 3:
        mask[..., 0] = True
    return attention(queries, keys, values, mask=mask)


def _attention_swapped_pair(queries, keys, values, mask=None):
    output, weights = attention(queries, keys, values, mask=mask)
    return weights, output


def _attention_output_of_keys(queries, keys, values, mask=None):
    _, weights = attention(queries, keys, values, mask=mask)
    return weights @ keys[..., : values.shape[-1]], weights


def test_a_correct_attention_passes():
    result = _passes(check_attention, attention)
    assert result.cases >= 8


def test_the_package_attention_is_refused_and_agrees_with_the_reference():
    def package(queries, keys, values, mask=None):
        weights = attnviz.masked_softmax(attnviz.dot_product_scores(queries, keys), mask=mask)
        return attnviz.scaled_dot_product_attention(queries, keys, values, mask=mask), weights
    assert _diagnosis(check_attention(package)) == "forbidden-call"
    for _, queries, keys, values, mask, _ in ch03_scoring._attention_cases():
        for got, want in zip(package(queries, keys, values, mask=mask),
                             attention(queries, keys, values, mask=mask), strict=True):
            torch.testing.assert_close(got, want)


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("attention-unscaled", _attention_from(softmax_with_mask, scale=lambda q: 1.0)),
    _broken("attention-scaled-by-d",
            _attention_from(softmax_with_mask, scale=lambda q: q.shape[-1])),
    _broken("attention-scaled-by-length",
            _attention_from(softmax_with_mask, scale=lambda q: q.shape[1] ** 0.5)),
    _broken("attention-scores-transposed",
            _attention_from(softmax_with_mask, transpose_scores=True)),
    _broken("mask-after-softmax", _attention_from(_masked_after)),
    _broken("mask-flipped", _attention_from(_masked_flipped)),
    _broken("masked-keys-get-weight", _attention_from(_masked_multiplied)),
    _broken("masked-row-nan", _attention_from(_fill_inf)),
    _broken("masked-row-uniform", _attention_from(_fill_lowest)),
    _broken("softmax-wrong-axis", _attention_from(
        lambda scores, mask: torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-2))),
    _broken("softmax-overflow", _attention_from(_masked_unstable)),
    _broken("return-pair", _attention_swapped_pair),
    _broken("modified-input", _attention_in_place),
])
def test_attention_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_attention(fn)) == diagnosis


def test_attention_with_a_flipped_mask_and_a_minus_inf_fill():
    def flipped(scores, mask):
        return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    assert _diagnosis(check_attention(_attention_from(flipped))) == "mask-flipped"


def test_attention_that_changes_the_mask_passed_by_keyword():
    assert _diagnosis(check_attention(_attention_changes_the_mask)) == "modified-input"


def test_attention_with_right_weights_and_a_wrong_output():
    result = check_attention(_attention_output_of_keys)
    assert _diagnosis(result) == "wrong-values"
    assert "the weights are right, the output is not" in result.message


# chapter 3: additive attention

def additive_attention(queries, keys, values, w_q, w_k, w_v):
    q = (queries @ w_q)[:, :, None, :]  # (B, Tq, 1, Dh)
    k = (keys @ w_k)[:, None, :, :]  # (B, 1, Tk, Dh)
    weights = torch.softmax(torch.tanh(q + k) @ w_v, dim=-1)  # (B, Tq, Tk)
    return weights @ values, weights


def _additive(*, tanh=torch.tanh, swap=False, transpose=False, scale=1.0, dim=-1):
    def attend(queries, keys, values, w_q, w_k, w_v):
        if swap:
            w_q, w_k = w_k, w_q
        if transpose:
            w_q, w_k = w_q.T, w_k.T
        q = (queries @ w_q)[:, :, None, :]
        k = (keys @ w_k)[:, None, :, :]
        weights = torch.softmax(tanh(q + k) @ w_v / scale, dim=dim)
        return weights @ values, weights
    return attend


def test_a_correct_additive_attention_passes():
    result = _passes(check_additive_attention, additive_attention)
    assert result.cases >= 5


def test_the_package_additive_attention_is_refused_and_agrees_with_the_reference():
    def package(queries, keys, values, w_q, w_k, w_v):
        scores = attnviz.additive_scores(queries, keys, w_q=w_q, w_k=w_k, w_v=w_v)
        return attnviz.attention_pool(scores, values), attnviz.masked_softmax(scores)
    assert _diagnosis(check_additive_attention(package)) == "forbidden-call"
    for _, inputs in ch03_scoring._additive_cases():
        for got, want in zip(package(*inputs), additive_attention(*inputs), strict=True):
            torch.testing.assert_close(got, want)


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("additive-no-tanh", _additive(tanh=lambda x: x)),
    _broken("additive-swapped-projections", _additive(swap=True)),
    _broken("weights-transposed", _additive(transpose=True)),
    _broken("additive-scaled", _additive(scale=2.0)),  # √Dh in the first case
    _broken("softmax-wrong-axis", _additive(dim=-2)),
])
def test_additive_attention_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_additive_attention(fn)) == diagnosis


def test_additive_attention_scaled_by_the_hidden_width():
    def scaled(queries, keys, values, w_q, w_k, w_v):
        return _additive(scale=w_v.shape[0] ** 0.5)(queries, keys, values, w_q, w_k, w_v)
    assert _diagnosis(check_additive_attention(scaled)) == "additive-scaled"


# chapter 4: BLEU

def sentence_bleu(prediction, reference, k=2):
    pred, ref = prediction.split(), reference.split()
    if not pred:
        return 0.0
    score = math.exp(min(0.0, 1 - len(ref) / len(pred)))
    for n in range(1, min(k, len(pred)) + 1):
        predicted = collections.Counter(tuple(pred[i:i + n]) for i in range(len(pred) - n + 1))
        referred = collections.Counter(tuple(ref[i:i + n]) for i in range(len(ref) - n + 1))
        matches = sum((predicted & referred).values())
        score *= (matches / (len(pred) - n + 1)) ** (0.5**n)
    return score


def _bleu(*, clip=True, penalty=lambda c, r: math.exp(min(0.0, 1 - r / c)),
          weight=lambda n, k: 0.5**n, combine="product", total=None, last=1, all_n=False,
          log=False):
    """BLEU with one piece swapped: each keyword is one way to get it wrong."""
    def grams(tokens, n):
        return collections.Counter(tuple(tokens[i:i + n])
                                   for i in range(len(tokens) - n + last))

    def bleu(prediction, reference, k=2):
        pred, ref = prediction.split(), reference.split()
        if not pred and not all_n:
            return 0.0
        terms = []
        for n in range(1, (k if all_n else min(k, len(pred))) + 1):
            predicted, referred = grams(pred, n), grams(ref, n)
            if clip:
                matches = sum((predicted & referred).values())
            else:
                matches = sum(c for gram, c in predicted.items() if gram in referred)
            count = sum(predicted.values()) if total is None else total(pred, ref, n)
            terms.append((n, matches / count))
        brevity = penalty(len(pred), len(ref))
        if combine == "mean":
            return brevity * sum(p for _, p in terms) / len(terms)
        if log:
            return brevity * math.exp(sum(weight(n, k) * math.log(p) for n, p in terms))
        return brevity * math.prod(p ** weight(n, k) for n, p in terms)
    return bleu


def test_a_correct_bleu_passes():
    result = _passes(check_bleu, sentence_bleu)
    assert result.cases >= 10


def test_the_package_bleu_is_refused_and_agrees_with_the_reference():
    def package(prediction, reference, k=2):
        return attnviz.bleu(prediction, reference, k=k)
    assert _diagnosis(check_bleu(package)) == "forbidden-call"
    for prediction, reference, k in ch04_bleu._bleu_cases():
        assert math.isclose(package(prediction, reference, k=k),
                            sentence_bleu(prediction, reference, k=k), abs_tol=1e-12)


def _bleu_as_text(prediction, reference, k=2):
    return f"{sentence_bleu(prediction, reference, k=k):.3f}"


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("bleu-not-a-number", _bleu_as_text),
    _broken("bleu-unclipped", _bleu(clip=False)),
    _broken("bleu-no-brevity-penalty", _bleu(penalty=lambda c, r: 1.0)),
    _broken("bleu-brevity-reversed", _bleu(penalty=lambda c, r: math.exp(min(0.0, 1 - c / r)))),
    _broken("bleu-brevity-uncapped", _bleu(penalty=lambda c, r: math.exp(1 - r / c))),
    _broken("bleu-uniform-weights", _bleu(weight=lambda n, k: 1 / k)),
    _broken("bleu-weight-off-by-one", _bleu(weight=lambda n, k: 0.5 ** (n - 1))),
    _broken("bleu-arithmetic-mean", _bleu(combine="mean")),
    _broken("bleu-precision-denominator", _bleu(total=lambda pred, ref, n: len(pred))),
    _broken("bleu-recall", _bleu(total=lambda pred, ref, n: len(ref) - n + 1)),
    _broken("bleu-missing-last-ngram", _bleu(last=0, total=lambda pred, ref, n: len(pred) - n)),
    _broken("bleu-short-prediction", _bleu(all_n=True)),
    _broken("bleu-log-of-zero", _bleu(log=True)),
])
def test_bleu_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_bleu(fn)) == diagnosis


def test_bleu_that_scores_missing_ngrams_as_zero_is_told_about_short_predictions():
    def zero_for_missing(prediction, reference, k=2):
        if len(prediction.split()) < k:
            return 0.0
        return sentence_bleu(prediction, reference, k=k)
    assert _diagnosis(check_bleu(zero_for_missing)) == "bleu-short-prediction"


# chapter 5: multi-head attention

def multihead_attention(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
    B, Tq, D = queries.shape
    Dh = D // num_heads

    def split(x):  # (B, T, D) -> (B, H, T, Dh)
        return x.view(x.shape[0], x.shape[1], num_heads, Dh).transpose(1, 2)

    q, k, v = split(queries @ w_q), split(keys @ w_k), split(values @ w_v)
    weights = torch.softmax(q @ k.transpose(-2, -1) / Dh**0.5, dim=-1)  # (B, H, Tq, Tk)
    heads = (weights @ v).transpose(1, 2).reshape(B, Tq, D)  # (B, H, Tq, Dh) -> (B, Tq, D)
    return heads @ w_o


def _multihead(*, split="transpose", merge="transpose", scale=lambda D, Dh: Dh**0.5,
               project=True, transpose=False, dim=-1):
    def attend(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
        B, Tq, D = queries.shape
        Dh = D // num_heads
        if transpose:
            w_q, w_k, w_v, w_o = w_q.T, w_k.T, w_v.T, w_o.T

        def heads(x):
            if split == "reshape":
                return x.reshape(x.shape[0], num_heads, x.shape[1], Dh)
            return x.view(x.shape[0], x.shape[1], num_heads, Dh).transpose(1, 2)

        q, k, v = heads(queries @ w_q), heads(keys @ w_k), heads(values @ w_v)
        weights = torch.softmax(q @ k.transpose(-2, -1) / scale(D, Dh), dim=dim)
        out = weights @ v
        out = (out.reshape(B, Tq, D) if merge == "reshape"
               else out.transpose(1, 2).reshape(B, Tq, D))
        return out @ w_o if project else out
    return attend


def test_a_correct_multihead_attention_passes():
    result = _passes(check_multihead_attention, multihead_attention)
    assert result.cases >= 6


def test_multihead_attention_checks_leave_the_global_rng_alone():
    state = torch.random.get_rng_state()
    check_multihead_attention(multihead_attention)
    assert torch.equal(torch.random.get_rng_state(), state)


@pytest.mark.parametrize("fn, diagnosis", [
    _broken("mha-merge-order", _multihead(merge="reshape")),
    _broken("mha-split-without-transpose", _multihead(split="reshape", merge="reshape")),
    _broken("mha-scaled-by-d-model", _multihead(scale=lambda D, Dh: D**0.5)),
    _broken("mha-no-output-projection", _multihead(project=False)),
    _broken("weights-transposed", _multihead(transpose=True)),
    _broken("attention-unscaled", _multihead(scale=lambda D, Dh: 1.0)),
    _broken("attention-scaled-by-d", _multihead(scale=lambda D, Dh: Dh)),
    _broken("softmax-wrong-axis", _multihead(dim=-2)),
])
def test_multihead_attention_mistakes_are_named(fn, diagnosis):
    assert _diagnosis(check_multihead_attention(fn)) == diagnosis


def test_multihead_attention_that_returns_the_heads_unmerged_has_the_wrong_shape():
    def unmerged(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
        B, Tq, D = queries.shape
        out = multihead_attention(queries, keys, values, w_q, w_k, w_v, w_o, num_heads)
        return out.view(B, Tq, num_heads, D // num_heads).transpose(1, 2)  # (B, H, Tq, Dh)
    result = check_multihead_attention(unmerged)
    assert _diagnosis(result) == "wrong-shape"
    assert "expected shape (2, 3, 8), got (2, 2, 3, 4)" in result.message


def test_multihead_split_without_transpose_but_merged_right():
    fn = _multihead(split="reshape")
    assert _diagnosis(check_multihead_attention(fn)) == "mha-split-without-transpose"


def test_every_chapter_1_to_5_checker_reports_an_unfinished_stub_as_not_attempted():
    def stub(*args, **kwargs):
        raise NotImplementedError("write it")
    for check in (check_nadaraya_watson, check_masked_softmax, check_attention,
                  check_additive_attention, check_bleu, check_multihead_attention):
        assert check(stub).verdict == "not attempted", check.__name__
