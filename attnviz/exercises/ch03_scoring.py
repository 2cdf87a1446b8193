"""Chapter 3's exercises: the masked softmax, scaled dot-product and additive attention.

``check_masked_softmax``, ``check_attention`` and ``check_additive_attention``, with the
wrong versions each recognises: ``_diagnose_weights`` (a flipped mask, a NaN or uniform empty
row, the mask applied after the softmax, ...), the wrong scalings of the scores, and
``_additive_weights`` without its tanh or with swapped projections.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch

from attnviz.exercises._cases import _other_axes, _randn, close, difference
from attnviz.exercises._core import CheckResult, _call_with_keywords, _check, _pair, _Run
from attnviz.exercises._guard import ATTENTION_OPERATORS, ATTENTIONS, _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "masked-row-nan": (
        "A row whose keys are all masked comes out as NaN (0/0 after a fill with -inf). Such a "
        "row must be all zeros, and NaN never."
    ),
    "masked-row-uniform": (
        "A row whose keys are all masked still gets weights (1/Tk each, say); it must get "
        "zeros. After the softmax, give masked keys a weight of exactly 0."
    ),
    "mask-flipped": (
        "The weight goes to exactly the keys that should be hidden. In this book True means "
        "\"may attend\": keep the keys where the mask is True."
    ),
    "masked-keys-get-weight": (
        "Masked keys still get some weight. Zeroing a score, or multiplying it by the mask, does "
        "not hide its key (exp(0) = 1): give masked keys a score that exp() turns into 0."
    ),
    "mask-after-softmax": (
        "Masked keys get zero weight, but the rows no longer sum to one: the mask was applied "
        "after the softmax. Mask the scores, then normalise."
    ),
    "attention-unscaled": (
        "The weights match unscaled scores. Divide the scores by √d, the square root of the "
        "width of the queries and keys (of one head, when there are several)."
    ),
    "attention-scaled-by-d": (
        "The scores are divided by the width d itself; divide by its square root, √d."
    ),
    "attention-scaled-by-length": (
        "The scores are divided by the square root of a length (of the queries or the keys). "
        "The scale is √d, with d the width of the queries and keys: their last axis."
    ),
    "attention-scores-transposed": (
        "The weights have one row per key. The scores are (B, Tq, Tk): the queries times the "
        "transposed keys, one row per query."
    ),
    "additive-no-tanh": (
        "Every query gets the same weights: without the tanh, a query adds the same amount to "
        "every key's score and the softmax cancels it. Apply tanh before w_v."
    ),
    "additive-swapped-projections": (
        "The queries go through w_k and the keys through w_q. Project the queries with w_q and "
        "the keys with w_k."
    ),
    "additive-scaled": (
        "The scores are divided by a square root. Additive attention has no such scaling (the "
        "tanh keeps its features bounded): the score is just w_v · tanh(...)."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "masked_softmax": _Forbidden(
        ("attnviz.masked_softmax", "attnviz.MaskedSoftmax", "attnviz.attention_pool",
         "torch._masked_softmax", "torch.masked.softmax"),
        "the masked softmax the exercise asks you to write yourself",
        ("_masked_softmax",)),
    "attention": _Forbidden(
        (*ATTENTIONS, "attnviz.attention_pool", "attnviz.AdditiveAttention",
         "attnviz.MultiplicativeAttention"),
        "which does the attention the exercise asks you to write yourself",
        ATTENTION_OPERATORS),
    "additive_attention": _Forbidden(
        ("attnviz.additive_scores", "attnviz.AdditiveAttention"),
        "the package's additive attention, which the exercise asks you to write yourself"),
}


# The masked softmax (its weights are also checked inside attention)

def _masked(scores: torch.Tensor, keep: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax along ``dim`` that gives masked entries exactly 0 (empty rows all 0)."""
    keep = keep.expand_as(scores)
    lowest = torch.finfo(scores.dtype).min
    return torch.softmax(scores.masked_fill(~keep, lowest), dim=dim).masked_fill(~keep, 0.0)


def _diagnose_weights(run: _Run, case: str, weights: torch.Tensor, scores: torch.Tensor,
                      keep: torch.Tensor, *, large: bool = False) -> None:
    """Name the masked-softmax mistake that gives ``weights`` for these (already scaled)
    ``scores`` and "may attend" mask ``keep``; always fails."""
    keep = keep.expand_as(scores)
    # a flipped mask may leave rows with nothing to attend to, NaN with a -inf fill
    hidden_only = ~(~keep).any(dim=-1, keepdim=True)  # (..., Tq, 1): rows the flip empties
    if (~keep).any() and close(torch.where(hidden_only, 0.0, weights), _masked(scores, ~keep)):
        run.fail("mask-flipped", case)
    for dim in _other_axes(scores):
        if (close(weights, _masked(scores, keep, dim))
                or close(weights, torch.softmax(scores.masked_fill(~keep, -math.inf), dim=dim))):
            run.fail("softmax-wrong-axis", case)
    has_key = keep.any(dim=-1)  # (..., Tq)
    finite = torch.isfinite(weights).all(dim=-1)  # (..., Tq)
    if not finite[has_key].all() or (large and close(weights, torch.zeros_like(weights))):
        if large:  # exp() overflowed; a row of inf / inf may also have been zeroed
            run.fail("softmax-overflow", case)
        run.fail("wrong-values", case, "NaN or inf in a row that has keys to attend to")
    if not finite.all():
        run.fail("masked-row-nan", case)
    empty = weights[~has_key]  # (rows with no key, Tk)
    if empty.numel() and (close(empty, torch.full_like(empty, 1 / scores.shape[-1]))
                          or close(weights[has_key], _masked(scores, keep)[has_key])):
        run.fail("masked-row-uniform", case)  # (or other weights; the rest is right)
    if close(weights, torch.softmax(scores, dim=-1) * keep):
        run.fail("mask-after-softmax", case)
    if (weights[~keep].abs() > 1e-6).any():
        run.fail("masked-keys-get-weight", case)
    run.fail("wrong-values", case, difference(weights, _masked(scores, keep)))


def _mask_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, bool]]:
    """(case, scores, mask, large) for the masked softmax."""
    lengths = torch.tensor([3, 2])
    padding = (torch.arange(4) < lengths[:, None])[:, None, :]  # (2, 1, 4)
    some_empty = torch.tensor([[[1, 0, 1, 1], [0, 0, 0, 0], [1, 1, 0, 1]],
                               [[0, 1, 1, 0], [1, 1, 1, 1], [0, 0, 0, 0]]], dtype=torch.bool)
    return [
        ("3 queries x 5 keys, a (3, 5) mask",
         _randn(3, 5, seed=31),
         torch.tensor([[1, 0, 1, 1, 0], [0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], dtype=torch.bool),
         False),
        ("a batch (2, 3, 4) with a padding mask (2, 1, 4) of lengths 3 and 2",
         _randn(2, 3, 4, seed=32), padding, False),
        ("4 x 4 scores with a causal mask",
         _randn(4, 4, seed=33), torch.ones(4, 4, dtype=torch.bool).tril(), False),
        ("every key may be attended to, scores (2, 3, 5)",
         _randn(2, 3, 5, seed=34), torch.ones(2, 3, 5, dtype=torch.bool), False),
        ("rows with every key masked, scores (2, 3, 4)",
         _randn(2, 3, 4, seed=35), some_empty, False),
        ("every key of every row masked, scores (2, 3)",
         _randn(2, 3, seed=36), torch.zeros(2, 3, dtype=torch.bool), False),
        ("scores near 1000 with a (3, 4) mask",
         1000.0 + _randn(3, 4, seed=37),
         torch.tensor([[1, 1, 0, 1], [0, 1, 1, 1], [1, 0, 1, 0]], dtype=torch.bool), True),
        ("float32, scores (2, 2, 3, 4) with heads and a mask (4,)",
         _randn(2, 2, 3, 4, seed=38, dtype=torch.float32),
         torch.tensor([True, True, False, True]), False),
        ("one key, scores (3, 1)", _randn(3, 1, seed=39), torch.ones(3, 1, dtype=torch.bool),
         False),
    ]


def check_masked_softmax(learner_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
                         ) -> CheckResult:
    """Chapter 3: ``fn(scores, mask)``, a softmax over the last axis that hides masked keys.

    As ``attnviz.masked_softmax(scores, mask=mask)``: ``scores (..., Tq, Tk)``, a boolean "may
    attend" mask broadcastable to them; weights of the shape of ``scores``, exactly 0 for masked
    keys, and all zeros (never NaN) in a row with no key to attend to.

    Diagnoses: ``masked-row-nan``, ``masked-row-uniform``, ``softmax-wrong-axis``,
    ``mask-flipped``, ``mask-after-softmax``, ``masked-keys-get-weight``, ``softmax-overflow``,
    and the shared ones.
    """
    guard = _Guard("masked_softmax", learner_fn)

    def cases(run: _Run) -> None:
        for case, scores, mask, large in _mask_cases():
            out = run.tensor(run.call(guard, case, scores, mask), case, scores.shape)
            if not close(out, _masked(scores, mask)):
                _diagnose_weights(run, case, out, scores, mask, large=large)
    return _check("masked_softmax", learner_fn, guard.cases(cases))


# Scaled dot-product attention

def _attention_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, torch.Tensor,
                                     torch.Tensor | None, bool]]:
    """(case, queries, keys, values, mask, large) for scaled dot-product attention."""
    padding = (torch.arange(6) < torch.tensor([4, 2])[:, None])[:, None, :]  # (2, 1, 6)
    one_empty = torch.ones(2, 3, 4, dtype=torch.bool)
    one_empty[1, 0] = False
    one_empty[0, 2, 1:] = False
    return [
        ("B=2, Tq=3, Tk=5, D=4, Dv=2, no mask",
         _randn(2, 3, 4, seed=41), _randn(2, 5, 4, seed=42), _randn(2, 5, 2, seed=43), None,
         False),
        ("B=1, Tq=Tk=5, D=8, Dv=3, a causal mask (5, 5)",
         _randn(1, 5, 8, seed=44), _randn(1, 5, 8, seed=45), _randn(1, 5, 3, seed=46),
         torch.ones(5, 5, dtype=torch.bool).tril(), False),
        ("B=2, Tq=3, Tk=6, D=4, Dv=2, a padding mask (2, 1, 6) of lengths 4 and 2",
         _randn(2, 3, 4, seed=47), _randn(2, 6, 4, seed=48), _randn(2, 6, 2, seed=49), padding,
         False),
        ("B=2, Tq=3, Tk=4, D=4, Dv=3, a query with no key to attend to",
         _randn(2, 3, 4, seed=50), _randn(2, 4, 4, seed=51), _randn(2, 4, 3, seed=52),
         one_empty, False),
        ("large queries and keys (scores in the thousands), no mask",
         40.0 * _randn(2, 3, 4, seed=53), 40.0 * _randn(2, 5, 4, seed=54),
         _randn(2, 5, 2, seed=55), None, True),
        ("float32, B=2, Tq=4, Tk=3, D=16, Dv=5, a mask (2, 4, 3)",
         _randn(2, 4, 16, seed=56, dtype=torch.float32),
         _randn(2, 3, 16, seed=57, dtype=torch.float32),
         _randn(2, 3, 5, seed=58, dtype=torch.float32),
         torch.tensor([[[1, 0, 1], [1, 1, 1], [0, 1, 0], [1, 1, 0]],
                       [[0, 1, 1], [1, 0, 0], [1, 1, 1], [0, 0, 1]]], dtype=torch.bool), False),
        ("one key, B=3, Tq=2, Tk=1, D=1, Dv=2",
         _randn(3, 2, 1, seed=59), _randn(3, 1, 1, seed=60), _randn(3, 1, 2, seed=61), None,
         False),
        ("every key masked, B=1, Tq=2, Tk=3, D=2, Dv=2",
         _randn(1, 2, 2, seed=62), _randn(1, 3, 2, seed=63), _randn(1, 3, 2, seed=64),
         torch.zeros(1, 2, 3, dtype=torch.bool), False),
    ]


def check_attention(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                    ) -> CheckResult:
    """Chapter 3: ``fn(queries, keys, values, mask=None) -> (output, weights)``.

    Scaled dot-product attention as :func:`attnviz.scaled_dot_product_attention`: queries
    ``(B, Tq, D)``, keys ``(B, Tk, D)``, values ``(B, Tk, Dv)``, an optional boolean "may attend"
    mask broadcastable to ``(B, Tq, Tk)`` (passed by keyword, left out when there is none);
    output ``(B, Tq, Dv)`` and weights ``(B, Tq, Tk)``.

    Diagnoses: ``attention-unscaled``, ``attention-scaled-by-d``, ``attention-scaled-by-length``,
    ``attention-scores-transposed``, ``return-pair``, the masked-softmax ones
    (``masked-row-nan``, ``masked-row-uniform``, ``softmax-wrong-axis``, ``mask-flipped``,
    ``mask-after-softmax``, ``masked-keys-get-weight``, ``softmax-overflow``) and the shared
    ones.
    """
    guard = _Guard("attention", learner_fn)
    from attnviz.mechanism.masks import masked_softmax
    from attnviz.mechanism.scoring import dot_product_scores

    def cases(run: _Run) -> None:
        for case, queries, keys, values, mask, large in _attention_cases():
            expected = masked_softmax(dot_product_scores(queries, keys), mask=mask)
            expected_out = expected @ values
            masks = {} if mask is None else {"mask": mask}
            out = _call_with_keywords(run, guard, case, queries, keys, values, **masks)
            output, weights = _pair(run, out, case, (expected_out.shape, expected.shape))
            batch, tq, tk = expected.shape
            if (isinstance(weights, torch.Tensor) and tq != tk
                    and tuple(weights.shape) == (batch, tk, tq)):
                run.fail("attention-scores-transposed", case)
            weights = run.tensor(weights, case, expected.shape)
            output = run.tensor(output, case, expected_out.shape)
            if not close(weights, expected):
                keep = torch.ones_like(expected, dtype=torch.bool) if mask is None else mask
                raw = queries @ keys.transpose(-2, -1)  # (B, Tq, Tk), unscaled
                width = queries.shape[-1]
                if close(weights, _masked(raw, keep)):
                    run.fail("attention-unscaled", case)
                if close(weights, _masked(raw / width, keep)):
                    run.fail("attention-scaled-by-d", case)
                if any(close(weights, _masked(raw / math.sqrt(length), keep))
                       for length in (tq, tk) if length != width):
                    run.fail("attention-scaled-by-length", case)
                _diagnose_weights(run, case, weights, raw / math.sqrt(width), keep, large=large)
            if not close(output, expected_out):
                run.fail("wrong-values", case, "the weights are right, the output is not; "
                         + difference(output, expected_out))
    return _check("attention", learner_fn, guard.cases(cases))


# Additive attention

def _additive_cases() -> list[tuple[str, tuple[torch.Tensor, ...]]]:
    """(case, (queries, keys, values, w_q, w_k, w_v)) for additive attention."""
    def inputs(b: int, tq: int, tk: int, dq: int, dk: int, dh: int, dv: int, seed: int,
               dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, ...]:
        return (_randn(b, tq, dq, seed=seed, dtype=dtype),
                _randn(b, tk, dk, seed=seed + 1, dtype=dtype),
                _randn(b, tk, dv, seed=seed + 2, dtype=dtype),
                _randn(dq, dh, seed=seed + 3, dtype=dtype) / math.sqrt(dq),
                _randn(dk, dh, seed=seed + 4, dtype=dtype) / math.sqrt(dk),
                _randn(dh, seed=seed + 5, dtype=dtype))
    return [
        ("B=2, Tq=3, Tk=4, Dq=Dk=Dh=4, Dv=2", inputs(2, 3, 4, 4, 4, 4, 2, seed=70)),
        ("B=1, Tq=2, Tk=5, Dq=Dk=3, Dh=6, Dv=3", inputs(1, 2, 5, 3, 3, 6, 3, seed=76)),
        ("B=2, Tq=4, Tk=3, Dq=5, Dk=2, Dh=3, Dv=1", inputs(2, 4, 3, 5, 2, 3, 1, seed=82)),
        ("one query and one key, B=3, Dq=2, Dk=3, Dh=4, Dv=2",
         inputs(3, 1, 1, 2, 3, 4, 2, seed=88)),
        ("float32, B=2, Tq=3, Tk=6, Dq=8, Dk=4, Dh=8, Dv=2",
         inputs(2, 3, 6, 8, 4, 8, 2, seed=94, dtype=torch.float32)),
    ]


def _additive_weights(queries: torch.Tensor, keys: torch.Tensor, w_q: torch.Tensor,
                      w_k: torch.Tensor, w_v: torch.Tensor, *, tanh: bool = True,
                      scale: float = 1.0) -> torch.Tensor:
    features = (queries @ w_q)[..., :, None, :] + (keys @ w_k)[..., None, :, :]  # (B, Tq, Tk, Dh)
    if tanh:
        features = torch.tanh(features)
    return torch.softmax(features @ w_v / scale, dim=-1)  # (B, Tq, Tk)


def check_additive_attention(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                             ) -> CheckResult:
    """Chapter 3: ``fn(queries, keys, values, w_q, w_k, w_v) -> (output, weights)``.

    Additive attention with explicit weights, as :func:`attnviz.additive_scores` followed by
    :func:`attnviz.attention_pool`: queries ``(B, Tq, Dq)``, keys ``(B, Tk, Dk)``, values
    ``(B, Tk, Dv)``, ``w_q (Dq, Dh)``, ``w_k (Dk, Dh)``, ``w_v (Dh,)``; scores
    ``w_v · tanh(q @ w_q + k @ w_k)``, no mask; output ``(B, Tq, Dv)``, weights ``(B, Tq, Tk)``.

    Diagnoses: ``additive-no-tanh``, ``additive-swapped-projections``, ``weights-transposed``,
    ``additive-scaled``, ``softmax-wrong-axis``, ``return-pair`` and the shared ones.
    """
    guard = _Guard("additive_attention", learner_fn)
    from attnviz.mechanism.masks import masked_softmax
    from attnviz.mechanism.scoring import additive_scores

    def cases(run: _Run) -> None:
        for case, (queries, keys, values, w_q, w_k, w_v) in _additive_cases():
            scores = additive_scores(queries, keys, w_q=w_q, w_k=w_k, w_v=w_v)
            expected = masked_softmax(scores)
            expected_out = expected @ values
            out = run.call(guard, case, queries, keys, values, w_q, w_k, w_v)
            output, weights = _pair(run, out, case, (expected_out.shape, expected.shape))
            weights = run.tensor(weights, case, expected.shape)
            output = run.tensor(output, case, expected_out.shape)
            if not close(weights, expected):
                _diagnose_additive(run, case, weights, expected, scores,
                                   (queries, keys, w_q, w_k, w_v))
            if not close(output, expected_out):
                run.fail("wrong-values", case, "the weights are right, the output is not; "
                         + difference(output, expected_out))
    return _check("additive_attention", learner_fn, guard.cases(cases))


def _diagnose_additive(run: _Run, case: str, weights: torch.Tensor, expected: torch.Tensor,
                       scores: torch.Tensor, inputs: tuple[torch.Tensor, ...]) -> None:
    queries, keys, w_q, w_k, w_v = inputs
    dq, dk, dh = queries.shape[-1], keys.shape[-1], w_v.shape[0]
    if close(weights, _additive_weights(queries, keys, w_q, w_k, w_v, tanh=False)):
        run.fail("additive-no-tanh", case)
    if dq == dk and close(weights, _additive_weights(queries, keys, w_k, w_q, w_v)):
        run.fail("additive-swapped-projections", case)
    if dq == dk == dh and close(weights, _additive_weights(queries, keys, w_q.T, w_k.T, w_v)):
        run.fail("weights-transposed", case)
    if any(close(weights, torch.softmax(scores / math.sqrt(d), dim=-1)) for d in (dq, dk, dh)):
        run.fail("additive-scaled", case)
    if any(close(weights, torch.softmax(scores, dim=dim)) for dim in _other_axes(scores)):
        run.fail("softmax-wrong-axis", case)
    run.fail("wrong-values", case, difference(weights, expected))
