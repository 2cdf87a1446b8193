"""Chapter 2's exercise: Nadaraya-Watson regression with a Gaussian kernel.

``check_nadaraya_watson`` compares the learner's estimator with
:func:`attnviz.nadaraya_watson`; the wrong weights it recognises (transposed, not normalised,
normalised over the queries, the distance or the width not squared, ...) are recomputed in
``_diagnose_nw``.
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnviz.exercises._cases import _randn, close, difference
from attnviz.exercises._core import CheckResult, _call_with_keywords, _check, _pair, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "nw-weights-transposed": (
        "The weights have one row per training point. Put the queries on the rows, shape "
        "(Tq, Tk): broadcast a column of queries against a row of training inputs."
    ),
    "nw-underflow": (
        "For a narrow width, exp(-u²/2) underflows to 0 for every training point and 0/0 gives "
        "NaN. Compute the weights as a softmax of the scores -u²/2: it never divides 0 by 0."
    ),
    "nw-not-normalised": (
        "The weights are the kernel values themselves. Normalise them so that each query's row "
        "sums to one."
    ),
    "nw-normalised-over-queries": (
        "Each column sums to one: the weights are normalised over the queries. Normalise over "
        "the training points instead, along each row."
    ),
    "nw-distance-not-squared": (
        "The weights fall off with the distance |x - x_i| rather than its square. The Gaussian "
        "kernel is exp(-u²/2), with u = (x - x_i) / σ."
    ),
    "nw-width-multiplied": (
        "The weights get wider as σ shrinks: the distance is multiplied by the width. Divide "
        "it: u = (x - x_i) / σ."
    ),
    "nw-width-not-squared": (
        "The width is not squared: the score is -(x - x_i)² / (2σ²), with σ² below the line."
    ),
    "nw-missing-half": (
        "The weights are too sharp: the exponent is twice what it should be. The Gaussian kernel "
        "here is exp(-u²/2), with the 1/2."
    ),
    "nw-averaged-inputs": (
        "The weights are right, but the estimates average the training inputs x_i. Average the "
        "targets y_i (the values) with the same weights."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "nadaraya_watson": _Forbidden(
        ("attnviz.nadaraya_watson",),
        "the package's own estimator, which the exercise asks you to write yourself"),
}


def _nw_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, torch.Tensor, float, bool]]:
    """(case, x_train, y_train, x_query, width, far): ``far`` marks the underflow case."""
    f64, f32 = torch.float64, torch.float32
    return [
        ("5 training points, 3 queries, width 1",
         torch.tensor([0.0, 0.5, 1.2, 2.0, 3.0], dtype=f64), _randn(5, seed=21),
         torch.tensor([0.3, 1.0, 2.5], dtype=f64), 1.0, False),
        ("8 training points, 4 queries, width 0.5",
         torch.linspace(0, 3, 8, dtype=f64), _randn(8, seed=22),
         torch.tensor([0.1, 0.9, 1.7, 2.9], dtype=f64), 0.5, False),
        ("6 training points, 2 queries, width 2.5",
         _randn(6, seed=23), _randn(6, seed=24), torch.tensor([-0.5, 1.5], dtype=f64), 2.5,
         False),
        ("values with 2 features, y_train of shape (7, 2), width 0.8",
         torch.linspace(-1, 2, 7, dtype=f64), _randn(7, 2, seed=25),
         torch.tensor([-0.6, 0.0, 0.4, 1.1, 1.9], dtype=f64), 0.8, False),
        ("as many queries as training points, queries on the points, width 0.3",
         torch.tensor([0.0, 0.4, 1.0, 1.5], dtype=f64), _randn(4, seed=26),
         torch.tensor([1.5, 0.0, 0.4, 1.0], dtype=f64), 0.3, False),
        ("one training point, 3 queries, width 0.7",
         torch.tensor([0.5], dtype=f64), _randn(1, seed=27),
         torch.tensor([-1.0, 0.5, 2.0], dtype=f64), 0.7, False),
        ("float32, 10 training points, 6 queries, width 0.4",
         torch.linspace(0, 4, 10, dtype=f32), _randn(10, seed=28, dtype=f32),
         torch.linspace(0.2, 3.8, 6, dtype=f32), 0.4, False),
        ("a query far from every training point, width 0.02",
         torch.linspace(0, 1, 6, dtype=f64), _randn(6, seed=29),
         torch.tensor([0.5, 3.0], dtype=f64), 0.02, True),
    ]


def check_nadaraya_watson(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                          ) -> CheckResult:
    """Chapter 2: ``fn(x_train, y_train, x_query, width) -> (y_hat, weights)``, Gaussian kernel.

    Shapes and conventions as :func:`attnviz.nadaraya_watson` with ``kernel="gaussian"``:
    ``x_train (Tk,)``, ``y_train (Tk,)`` or ``(Tk, Dv)``, ``x_query (Tq,)``; weights ``(Tq, Tk)``
    proportional to ``exp(-u²/2)`` with ``u = (x - x_i) / width``, each row summing to one;
    estimates ``(Tq,)`` or ``(Tq, Dv)``. ``width`` is passed by keyword.

    Diagnoses: ``nw-weights-transposed``, ``nw-underflow``, ``nw-not-normalised``,
    ``nw-normalised-over-queries``, ``nw-distance-not-squared``, ``nw-width-multiplied``,
    ``nw-width-not-squared``, ``nw-missing-half``, ``nw-averaged-inputs``, ``return-pair``,
    and the shared ones.
    """
    guard = _Guard("nadaraya_watson", learner_fn)
    from attnviz.mechanism.kernels import nadaraya_watson

    def cases(run: _Run) -> None:
        for case, x_train, y_train, x_query, width, far in _nw_cases():
            y_hat_expected, expected = nadaraya_watson(x_train, y_train, x_query, width=width)
            tq, tk = len(x_query), len(x_train)
            out = _call_with_keywords(run, guard, case, x_train, y_train, x_query,
                                      width=width)
            y_hat, weights = _pair(run, out, case, (y_hat_expected.shape, (tq, tk)))
            if (isinstance(weights, torch.Tensor) and tq != tk
                    and tuple(weights.shape) == (tk, tq)):
                run.fail("nw-weights-transposed", case)
            weights = run.tensor(weights, case, (tq, tk))
            y_hat = run.tensor(y_hat, case, y_hat_expected.shape)
            if not close(weights, expected):
                _diagnose_nw(run, case, weights, expected, x_train, x_query, width, far)
            if not close(y_hat, y_hat_expected):
                if y_train.dim() == 1 and close(y_hat, expected @ x_train):
                    run.fail("nw-averaged-inputs", case)
                run.fail("wrong-values", case, "the weights are right, the estimates are not; "
                         + difference(y_hat, y_hat_expected))
    return _check("nadaraya_watson", learner_fn, guard.cases(cases))


def _diagnose_nw(run: _Run, case: str, weights: torch.Tensor, expected: torch.Tensor,
                 x_train: torch.Tensor, x_query: torch.Tensor, width: float, far: bool) -> None:
    if not torch.isfinite(weights).all():
        if far:
            run.fail("nw-underflow", case)
        run.fail("wrong-values", case, "the weights hold NaN or inf")
    d = x_query[:, None] - x_train[None, :]  # (Tq, Tk) signed distances
    if close(weights, torch.exp(-(d / width) ** 2 / 2)):
        run.fail("nw-not-normalised", case)
    if close(weights, torch.softmax(-(d / width) ** 2 / 2, dim=0)):
        run.fail("nw-normalised-over-queries", case)
    unsquared = (-d.abs() / width / 2, -d / width / 2, -d.abs() / (2 * width**2),
                 -d / (2 * width**2))
    if any(close(weights, torch.softmax(scores, dim=1)) for scores in unsquared):
        run.fail("nw-distance-not-squared", case)
    for diagnosis, scores in (("nw-width-multiplied", -(d * width) ** 2 / 2),
                              ("nw-width-not-squared", -(d**2) / (2 * width)),
                              ("nw-missing-half", -(d / width) ** 2)):
        if close(weights, torch.softmax(scores, dim=1)):
            run.fail(diagnosis, case)
    if close(weights, expected.T):
        run.fail("nw-weights-transposed", case)
    run.fail("wrong-values", case, difference(weights, expected))
