"""Chapter 1's exercise: the softmax, written from ``torch.exp`` and sums.

``check_softmax`` runs the learner's softmax on small and large scores and names the usual
mistakes: the wrong axis, an overflow without the max shift, one maximum for every row. Its
diagnoses are also used by the later chapters' checkers that contain a softmax.
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnviz.exercises._cases import _other_axes, _randn, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import ATTENTION_OPERATORS, ATTENTIONS, _Forbidden, _Guard

#: Every softmax PyTorch offers (and its log and softmin relatives), by every name it has.
_SOFTMAXES = (
    "torch.softmax", "torch.nn.functional.softmax", "torch.Tensor.softmax",
    "torch.special.softmax", "torch.nn.Softmax", "torch._softmax",
    "torch.log_softmax", "torch.nn.functional.log_softmax", "torch.Tensor.log_softmax",
    "torch.special.log_softmax", "torch.nn.LogSoftmax", "torch._log_softmax",
    "torch.nn.functional.softmin", "torch.nn.Softmin", "torch.masked.softmax",
    "torch._masked_softmax", "torch.sparse.softmax",
)
#: Every operator with a softmax in its name (softmax, _softmax, _safe_softmax, log_softmax,
#: _masked_softmax, _sparse_softmax, special_softmax, ...), and softmin.
_SOFTMAX_OPERATORS = ("*softmax*", "softmin")

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "softmax-wrong-axis": (
        "The weights sum to one along the wrong axis. Normalise over the last axis (the keys): "
        "dim=-1."
    ),
    "softmax-overflow": (
        "Large scores overflow exp() to inf and give NaN. Subtract each row's maximum before "
        "exponentiating; it changes nothing else (the exercise on shifting scores shows why)."
    ),
    "softmax-global-max": (
        "One maximum was subtracted from every row (the whole tensor's, or a column's), so rows "
        "far below it come out as NaN or 0. Subtract each row's own maximum, "
        "amax(dim=-1, keepdim=True)."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "softmax": _Forbidden(
        (*_SOFTMAXES, "attnviz.masked_softmax", "attnviz.MaskedSoftmax",
         "attnviz.attention_pool", *ATTENTIONS),  # every attention of the package has one
        "which the exercise asks you to write yourself, from torch.exp and sums",
        (*_SOFTMAX_OPERATORS, *ATTENTION_OPERATORS)),  # attention computes a softmax
}


def check_softmax(learner_fn: Callable[[torch.Tensor], torch.Tensor]) -> CheckResult:
    """Chapter 1: ``softmax(scores)``, a softmax over the last axis of ``(..., Tk)`` scores.

    float64 and float32 scores, scores in the thousands, and rows of very different sizes in one
    tensor; ``torch.softmax`` and its relatives (:data:`FORBIDDEN`) are refused.

    Diagnoses: ``softmax-wrong-axis``, ``softmax-overflow``, ``softmax-global-max``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("softmax", learner_fn)
    mixed = torch.stack([1000.0 + _randn(4, seed=5), _randn(4, seed=6),
                         -1000.0 + _randn(4, seed=7)])  # (3, 4): row 0 holds the maximum

    def cases(run: _Run) -> None:
        for case, scores in (
            ("one row of 4 scores", torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.float64)),
            ("3 queries x 5 keys", _randn(3, 5, seed=1)),
            ("a batch (2, 3, 4)", _randn(2, 3, 4, seed=2)),
            ("3 queries x 3 keys", _randn(3, 3, seed=3)),
            ("scores near 1000", 1000.0 + _randn(2, 4, seed=4)),
            ("float32, 3 queries x 6 keys", _randn(3, 6, seed=8, dtype=torch.float32)),
            ("rows near 1000, near 0 and near -1000 in one tensor", mixed),
        ):
            out = run.tensor(run.call(guard, case, scores), case, scores.shape)
            expected = torch.softmax(scores, dim=-1)
            if close(out, expected):
                continue
            if scores is mixed and close(out[0], expected[0]):
                run.fail("softmax-global-max", case, "only the row that holds the largest "
                         "score is right; " + difference(out, expected))
            shifts = [scores.amax()] + [scores.amax(dim=d, keepdim=True)
                                        for d in _other_axes(scores)]
            for shift in shifts:  # one maximum for all rows: the tensor's, or a column's
                e = (scores - shift).exp()
                if close(out, e / e.sum(dim=-1, keepdim=True)):
                    run.fail("softmax-global-max", case, difference(out, expected))
            if not torch.isfinite(out).all():
                run.fail("softmax-overflow", case)
            if scores.dim() > 1 and close(out, torch.softmax(scores, dim=-2)):
                run.fail("softmax-wrong-axis", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("softmax", learner_fn, guard.cases(cases))
