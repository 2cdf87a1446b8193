"""Checkers for the build-it-yourself exercises: run a learner's function, say what is wrong.

Every chapter ends with exercises in which the learner writes a piece of attention themselves
(a masked softmax, a causal mask, a layer norm, ...). ``check_<name>(learner_fn)`` runs that
function on many small cases, compares it with the package's own implementation and returns a
:class:`CheckResult`. When something is wrong, the result names the most likely mistake and
gives a hint: each known mistake is a *diagnosis*, listed in :data:`DIAGNOSES`, and recognised
by the symptom it leaves in the output (a fully masked row that is NaN, rows that sum to one
along the wrong axis, weights that match the unscaled scores, ...).

A stub that still raises ``NotImplementedError`` is not caught: the checker lets it through, so
an unfinished exercise stops the notebook where it stands.

Example::

    from attnviz.exercises import check_masked_softmax

    check_masked_softmax(masked_softmax)    # shows "masked_softmax passes all 9 checks."
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

#: Every mistake a checker can name: ``code -> hint``. A hint is one or two short sentences that
#: say what the output shows and what to try; it never gives the whole solution away.
DIAGNOSES: dict[str, str] = {
    # Shared by every checker.
    "raised": "It raised an error on a case the exercise allows; the message above says which.",
    "not-a-tensor": "Return a torch.Tensor (the exercise says which shape).",
    "wrong-shape": "The output has the wrong shape; the exercise gives the shape to return.",
    "modified-input": (
        "Your function changed one of its inputs. Work on a copy (masked_fill, not "
        "masked_fill_; x = x + ..., not x += ...) so the caller's tensor stays as it was."
    ),
    "wrong-values": "The values differ from the reference; compare the case above by hand.",
}


@dataclass(frozen=True)
class CheckResult:
    """What a checker found.

    Attributes:
        name: the function's name, as the message calls it.
        passed: ``True`` if every case matched.
        cases: how many cases were run (up to the first failure).
        diagnosis: the code of the mistake found (a key of :data:`DIAGNOSES`), ``None`` if
            the function passed.
        message: what the learner reads: a one-line verdict, then the case and the hint.
    """

    name: str
    passed: bool
    cases: int
    diagnosis: str | None
    message: str

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


class _Failure(Exception):
    """Raised inside a checker to stop at the first failing case."""

    def __init__(self, diagnosis: str, case: str, detail: str = "") -> None:
        if diagnosis not in DIAGNOSES:
            raise KeyError(f"unknown diagnosis {diagnosis!r}")
        super().__init__(diagnosis)
        self.diagnosis = diagnosis
        self.case = case
        self.detail = detail


class _Run:
    """The state of one checker run: counts cases and builds the result.

    A checker is written as a generator of cases; see :func:`_check`.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases = 0

    def fail(self, diagnosis: str, case: str, detail: str = "") -> None:
        raise _Failure(diagnosis, case, detail)

    def call(self, fn: Callable[..., Any], case: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's ``fn`` on copies of the inputs; diagnose crashes and in-place edits.

        ``NotImplementedError`` (an unfinished stub) is let through on purpose.
        """
        self.cases += 1
        before = [a.clone() if isinstance(a, torch.Tensor) else None for a in args]
        try:
            out = fn(*args, **kwargs)
        except NotImplementedError:
            raise
        except Exception as error:  # noqa: BLE001 - any crash is reported to the learner
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        for arg, copy in zip(args, before, strict=True):
            if copy is not None and not _same(arg, copy):
                self.fail("modified-input", case)
        return out

    def tensor(self, out: Any, case: str, shape: Sequence[int] | None = None) -> torch.Tensor:
        """Insist that ``out`` is a tensor of the expected shape."""
        if not isinstance(out, torch.Tensor):
            self.fail("not-a-tensor", case, f"got {type(out).__name__}")
        if shape is not None and tuple(out.shape) != tuple(shape):
            self.fail("wrong-shape", case,
                      f"expected shape {tuple(shape)}, got {tuple(out.shape)}")
        return out


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Exactly equal, NaN equal to NaN (for the in-place check)."""
    return a.shape == b.shape and bool(torch.equal(torch.nan_to_num(a), torch.nan_to_num(b))
                                       and torch.equal(a.isnan(), b.isnan()))


def close(a: torch.Tensor, b: torch.Tensor, *, atol: float = 1e-5, rtol: float = 1e-4) -> bool:
    """``torch.allclose`` that is ``False`` (not an error) for different shapes."""
    return a.shape == b.shape and bool(torch.allclose(a.double(), b.double(), atol=atol,
                                                      rtol=rtol, equal_nan=True))


def _check(name: str, fn: object, cases: Callable[[_Run], Iterator[None] | None]) -> CheckResult:
    """Run ``cases(run)`` and turn its outcome into a :class:`CheckResult`.

    ``cases`` calls the learner's function through ``run.call`` and ``run.fail``\\s with a
    diagnosis at the first symptom it recognises.
    """
    if not callable(fn):
        raise TypeError(f"learner_fn must be the function you wrote (a callable), "
                        f"got {type(fn).__name__}")
    run = _Run(getattr(fn, "__name__", name) or name)
    try:
        result = cases(run)
        if result is not None:
            for _ in result:
                pass
    except _Failure as failure:
        lines = [f"{run.name} is not right yet (case {run.cases}: {failure.case})."]
        if failure.detail:
            lines.append(failure.detail)
        lines.append(f"Hint: {DIAGNOSES[failure.diagnosis]}")
        return CheckResult(run.name, False, run.cases, failure.diagnosis, "\n".join(lines))
    return CheckResult(run.name, True, run.cases, None,
                       f"{run.name} passes all {run.cases} checks.")


def difference(out: torch.Tensor, expected: torch.Tensor) -> str:
    """A short description of how far ``out`` is from ``expected``, for a failure's detail."""
    if out.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
    gap = (out.double() - expected.double()).abs().nan_to_num(nan=math.inf)
    return f"largest difference from the reference: {gap.max().item():.3g}"


def _generator(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def _randn(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    return torch.randn(*shape, generator=_generator(seed), dtype=dtype)


def _cases(*items: Iterable[Any]) -> list[Any]:
    return [item for group in items for item in group]


# Each chapter's section below adds its own diagnoses with DIAGNOSES.update({...}) next to its
# checkers, and names every checker check_<what the learner writes>.

# ---------------------------------------------------------------------------------------------
# Chapters 1-5
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # softmax (chapter 1), reused by the masked softmax and attention checkers
    "softmax-wrong-axis": (
        "The weights sum to one along the wrong axis. Normalise over the last axis (the keys): "
        "dim=-1."
    ),
    "softmax-overflow": (
        "Large scores overflow exp() to inf and give NaN. Subtract each row's maximum before "
        "exponentiating; it changes nothing else (the exercise on shifting scores shows why)."
    ),
})


def check_softmax(learner_fn: Callable[[torch.Tensor], torch.Tensor]) -> CheckResult:
    """Chapter 1: ``softmax(scores)``, a softmax over the last axis of ``(..., Tk)`` scores.

    Diagnoses: ``softmax-wrong-axis``, ``softmax-overflow``, and the shared ones.
    """
    def cases(run: _Run) -> None:
        for case, scores in (
            ("one row of 4 scores", torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.float64)),
            ("3 queries x 5 keys", _randn(3, 5, seed=1)),
            ("a batch (2, 3, 4)", _randn(2, 3, 4, seed=2)),
            ("3 queries x 3 keys", _randn(3, 3, seed=3)),
            ("scores near 1000", 1000.0 + _randn(2, 4, seed=4)),
        ):
            out = run.tensor(run.call(learner_fn, case, scores), case, scores.shape)
            expected = torch.softmax(scores, dim=-1)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("softmax-overflow", case)
            if scores.dim() > 1 and close(out, torch.softmax(scores, dim=-2)):
                run.fail("softmax-wrong-axis", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("softmax", learner_fn, cases)


# Helpers shared by the checkers of chapters 2-5.

DIAGNOSES.update({
    "return-pair": (
        "Return a pair of tensors in the order the exercise gives: the estimates (or the output) "
        "first, then the weights."
    ),
    "weights-transposed": (
        "A weight matrix is used transposed. Here weights multiply from the right, x @ w, and "
        "have shape (in, out); nn.Linear stores the transpose, this exercise does not."
    ),
})


def _call_with_keywords(run: _Run, fn: Callable[..., Any], case: str, *args: Any,
                        **kwargs: Any) -> Any:
    """``run.call``, and insist that tensors passed by keyword are left as they were, too."""
    before = {key: value.clone() for key, value in kwargs.items()
              if isinstance(value, torch.Tensor)}
    out = run.call(fn, case, *args, **kwargs)
    for key, copy in before.items():
        if not _same(kwargs[key], copy):
            run.fail("modified-input", case)
    return out


def _pair(run: _Run, out: Any, case: str, shapes: tuple[Sequence[int], Sequence[int]]
          ) -> tuple[Any, Any]:
    """Insist that ``out`` is a pair, not in the swapped order; shapes are checked by the caller."""
    if not isinstance(out, tuple | list) or len(out) != 2:
        run.fail("return-pair", case, f"got {type(out).__name__}")
    first, second = out
    wanted = tuple(tuple(shape) for shape in shapes)
    if (wanted[0] != wanted[1] and all(isinstance(t, torch.Tensor) for t in out)
            and (tuple(first.shape), tuple(second.shape)) == wanted[::-1]):
        run.fail("return-pair", case, "the two tensors come in the other order")
    return first, second


def _masked(scores: torch.Tensor, keep: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax along ``dim`` that gives masked entries exactly 0 (empty rows all 0)."""
    keep = keep.expand_as(scores)
    lowest = torch.finfo(scores.dtype).min
    return torch.softmax(scores.masked_fill(~keep, lowest), dim=dim).masked_fill(~keep, 0.0)


def _other_axes(x: torch.Tensor) -> list[int]:
    """Every axis but the last with more than one entry (where a softmax would differ)."""
    return [dim for dim in range(x.dim() - 1) if x.shape[dim] > 1]


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


# Chapter 2: Nadaraya-Watson regression with a Gaussian kernel.

DIAGNOSES.update({
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
})


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
    from .kernels import nadaraya_watson

    def cases(run: _Run) -> None:
        for case, x_train, y_train, x_query, width, far in _nw_cases():
            y_hat_expected, expected = nadaraya_watson(x_train, y_train, x_query, width=width)
            tq, tk = len(x_query), len(x_train)
            out = _call_with_keywords(run, learner_fn, case, x_train, y_train, x_query,
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
    return _check("nadaraya_watson", learner_fn, cases)


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


# Chapter 3: the masked softmax, scaled dot-product attention, additive attention.

DIAGNOSES.update({
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
})


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
    def cases(run: _Run) -> None:
        for case, scores, mask, large in _mask_cases():
            out = run.tensor(run.call(learner_fn, case, scores, mask), case, scores.shape)
            if not close(out, _masked(scores, mask)):
                _diagnose_weights(run, case, out, scores, mask, large=large)
    return _check("masked_softmax", learner_fn, cases)


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
    from .scoring import scaled_dot_product_attention

    def cases(run: _Run) -> None:
        for case, queries, keys, values, mask, large in _attention_cases():
            expected_out, expected = scaled_dot_product_attention(queries, keys, values,
                                                                  mask=mask)
            masks = {} if mask is None else {"mask": mask}
            out = _call_with_keywords(run, learner_fn, case, queries, keys, values, **masks)
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
    return _check("attention", learner_fn, cases)


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
    from .scoring import additive_scores, attention_pool

    def cases(run: _Run) -> None:
        for case, (queries, keys, values, w_q, w_k, w_v) in _additive_cases():
            scores = additive_scores(queries, keys, w_q=w_q, w_k=w_k, w_v=w_v)
            expected_out, expected = attention_pool(scores, values)
            out = run.call(learner_fn, case, queries, keys, values, w_q, w_k, w_v)
            output, weights = _pair(run, out, case, (expected_out.shape, expected.shape))
            weights = run.tensor(weights, case, expected.shape)
            output = run.tensor(output, case, expected_out.shape)
            if not close(weights, expected):
                _diagnose_additive(run, case, weights, expected, scores,
                                   (queries, keys, w_q, w_k, w_v))
            if not close(output, expected_out):
                run.fail("wrong-values", case, "the weights are right, the output is not; "
                         + difference(output, expected_out))
    return _check("additive_attention", learner_fn, cases)


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


# Chapter 4: BLEU.

DIAGNOSES.update({
    "bleu-not-a-number": "Return the score as one number, a Python float.",
    "bleu-short-prediction": (
        "A prediction shorter than n has no n-gram to judge: leave that n out, as the package "
        "does (only n up to the prediction's length count). An empty prediction scores 0."
    ),
    "bleu-log-of-zero": (
        "A precision of 0 makes the logarithm fail. When any precision is 0 the score is 0; "
        "return that, or multiply the powers instead of adding logarithms."
    ),
    "bleu-unclipped": (
        "A repeated word scores more matches than the reference has copies of it. Clip each "
        "n-gram's count at its count in the reference."
    ),
    "bleu-no-brevity-penalty": (
        "Short predictions score too high: the brevity penalty is missing. Multiply by "
        "exp(min(0, 1 - len_ref / len_pred))."
    ),
    "bleu-brevity-reversed": (
        "Long predictions are penalised: the brevity penalty is the wrong way round. It punishes "
        "predictions shorter than the reference, and leaves longer ones alone."
    ),
    "bleu-brevity-uncapped": (
        "Long predictions score above 1: the brevity penalty must never exceed 1, so its "
        "exponent is capped at 0 with min(0, ...)."
    ),
    "bleu-uniform-weights": (
        "Every precision gets the same weight (as in sacreBLEU). Here p_n is weighted by 1/2**n: "
        "p_1**(1/2) * p_2**(1/4) * ..."
    ),
    "bleu-arithmetic-mean": (
        "The precisions are added up. BLEU multiplies them, each raised to its weight 1/2**n."
    ),
    "bleu-weight-off-by-one": (
        "The weights are shifted by one: with n counting from 1, unigrams get the weight 1/2 and "
        "bigrams 1/4."
    ),
    "bleu-precision-denominator": (
        "p_n divides the matches by the number of the prediction's n-grams, which is its length "
        "minus n - 1, not its length."
    ),
    "bleu-recall": (
        "The matches are divided by the reference's n-grams: that is recall. BLEU uses "
        "precision: divide by the prediction's n-grams."
    ),
    "bleu-missing-last-ngram": (
        "The last n-gram of a sentence is left out: a sentence of L tokens has L - n + 1 "
        "n-grams."
    ),
})


def _bleu_like(prediction: str, reference: str, k: int, *, clip: bool = True,
               brevity: str = "min", weights: str = "halving", combine: str = "product",
               denominator: str = "prediction", last: bool = True) -> float | None:
    """BLEU and its usual slips (each keyword names one); ``None`` where a slip divides by 0."""
    from collections import Counter

    pred, ref = prediction.split(), reference.split()
    if not pred:
        return 0.0

    def grams(tokens: list[str], n: int) -> Counter[tuple[str, ...]]:
        stop = len(tokens) - n + (1 if last else 0)
        return Counter(tuple(tokens[i:i + n]) for i in range(max(stop, 0)))

    precisions = []
    for n in range(1, k + 1):
        predicted, referred = grams(pred, n), grams(ref, n)
        if not predicted:
            continue
        hits = (sum((predicted & referred).values()) if clip
                else sum(count for gram, count in predicted.items() if gram in referred))
        total = {"prediction": sum(predicted.values()), "length": len(pred),
                 "reference": sum(referred.values())}[denominator]
        if total == 0:
            return None
        precisions.append((n, hits / total))
    if not precisions:
        return None
    ratio = {"min": min(0.0, 1 - len(ref) / len(pred)), "none": 0.0,
             "reversed": min(0.0, 1 - len(pred) / len(ref)) if ref else 0.0,
             "uncapped": 1 - len(ref) / len(pred)}[brevity]
    weight = {"halving": lambda n: 0.5**n, "uniform": lambda n: 1 / len(precisions),
              "uniform-k": lambda n: 1 / k, "shifted": lambda n: 0.5 ** (n - 1)}[weights]
    if combine == "mean":
        return math.exp(ratio) * sum(p for _, p in precisions) / len(precisions)
    if combine == "weighted-sum":
        return math.exp(ratio) * sum(weight(n) * p for n, p in precisions)
    return math.exp(ratio) * math.prod(p ** weight(n) for n, p in precisions)


_BLEU_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("bleu-unclipped", {"clip": False}),
    ("bleu-no-brevity-penalty", {"brevity": "none"}),  # before "reversed": on a short
    ("bleu-brevity-reversed", {"brevity": "reversed"}),  # prediction the two agree
    ("bleu-brevity-uncapped", {"brevity": "uncapped"}),
    ("bleu-uniform-weights", {"weights": "uniform"}),
    ("bleu-uniform-weights", {"weights": "uniform-k"}),
    ("bleu-weight-off-by-one", {"weights": "shifted"}),
    ("bleu-arithmetic-mean", {"combine": "mean"}),
    ("bleu-arithmetic-mean", {"combine": "weighted-sum"}),
    ("bleu-precision-denominator", {"denominator": "length"}),
    ("bleu-recall", {"denominator": "reference"}),
    ("bleu-missing-last-ngram", {"last": False}),
)


def _bleu_cases() -> list[tuple[str, str, int]]:
    """(prediction, reference, k), ordered so that each slip shows first where it alone differs."""
    return [
        ("il est calme .", "il est calme .", 2),
        ("il est mouillé .", "il est calme .", 2),
        ("je suis très très fatigué ce soir", "je suis fatigué", 2),
        ("le le chat", "le chat dort", 2),
        ("il est", "il est calme .", 2),
        ("le chat est sur le tapis rouge", "le chat est sur le tapis", 4),
        ("non non merci non", "non merci non", 3),
        ("va", "va !", 2),
        ("nous partons demain", "il pleut", 2),
        ("", "il est calme .", 2),
        ("je suis chez moi .", "je suis chez moi .", 4),
    ]


def check_bleu(learner_fn: Callable[..., float]) -> CheckResult:
    """Chapter 4: ``fn(prediction, reference, k=2) -> float``, BLEU as :func:`attnviz.bleu`.

    ``prediction`` and ``reference`` are strings of space-separated tokens; ``k`` (passed by
    keyword) is the longest n-gram. The score is ``exp(min(0, 1 - len_ref / len_pred))`` times
    ``p_n ** (1 / 2**n)`` for ``n = 1 .. min(k, len_pred)``, with clipped precisions ``p_n``;
    an empty prediction scores 0.

    Diagnoses: ``bleu-not-a-number``, ``bleu-short-prediction``, ``bleu-log-of-zero``,
    ``bleu-unclipped``, ``bleu-brevity-reversed``, ``bleu-brevity-uncapped``,
    ``bleu-no-brevity-penalty``, ``bleu-uniform-weights``, ``bleu-weight-off-by-one``,
    ``bleu-arithmetic-mean``, ``bleu-precision-denominator``, ``bleu-recall``,
    ``bleu-missing-last-ngram`` and the shared ones.
    """
    from .bleu import bleu

    def cases(run: _Run) -> None:
        for prediction, reference, k in _bleu_cases():
            case = f"prediction {prediction!r}, reference {reference!r}, k={k}"
            expected = bleu(prediction, reference, k=k)
            short = len(prediction.split()) < k
            try:
                out = run.call(learner_fn, case, prediction, reference, k=k)
            except _Failure as failure:
                if failure.diagnosis == "raised":
                    if short and failure.detail.startswith("ZeroDivisionError"):
                        run.fail("bleu-short-prediction", case, failure.detail)
                    if expected == 0 and "math domain error" in failure.detail:
                        run.fail("bleu-log-of-zero", case, failure.detail)
                raise
            score = _as_number(out)
            if score is None:
                run.fail("bleu-not-a-number", case, f"got {type(out).__name__}")
            if math.isclose(score, expected, rel_tol=1e-6, abs_tol=1e-9):
                continue
            if short and score == 0:
                run.fail("bleu-short-prediction", case)
            for diagnosis, slip in _BLEU_SLIPS:
                variant = _bleu_like(prediction, reference, k, **slip)
                if variant is not None and math.isclose(score, variant, rel_tol=1e-6,
                                                        abs_tol=1e-9):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, f"BLEU should be {expected:.4f}, got {score:.4f}")
    return _check("bleu", learner_fn, cases)


def _as_number(out: Any) -> float | None:
    """``out`` as a float if it is one number (a one-element tensor or a NumPy scalar counts)."""
    from numbers import Real

    if isinstance(out, torch.Tensor) and out.numel() == 1:
        return float(out.item())
    if isinstance(out, Real) and not isinstance(out, bool):
        return float(out)
    return None


# Chapter 5: multi-head attention.

DIAGNOSES.update({
    "mha-merge-order": (
        "The heads are concatenated in the wrong order. From (B, H, Tq, Dh), bring the query "
        "axis back before the heads, (B, Tq, H, Dh), and only then merge the last two axes."
    ),
    "mha-split-without-transpose": (
        "The heads are split in the wrong order: reshaping (B, T, D) straight to (B, H, T, Dh) "
        "mixes positions and features. Reshape to (B, T, H, Dh) first, then swap T and H."
    ),
    "mha-scaled-by-d-model": (
        "The scores are divided by √D, the model width. Each head works in Dh = D / H "
        "dimensions: divide by √Dh."
    ),
    "mha-no-output-projection": (
        "The output projection is missing: after concatenating the heads, multiply by w_o."
    ),
})


def _mha_like(queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor,
              weights: Sequence[torch.Tensor], num_heads: int, *, split: str = "heads",
              merge: str = "heads", scale: str = "head", project: bool = True,
              dim: int = -1) -> torch.Tensor:
    """Multi-head attention without masks and biases, and its usual slips (each keyword)."""
    w_q, w_k, w_v, w_o = weights
    batch, tq, width = queries.shape
    dh = width // num_heads

    def heads(x: torch.Tensor) -> torch.Tensor:  # (B, T, D) -> (B, H, T, Dh)
        if split == "reshape":
            return x.reshape(x.shape[0], num_heads, x.shape[1], dh)
        return x.view(x.shape[0], x.shape[1], num_heads, dh).transpose(1, 2)

    q, k, v = heads(queries @ w_q), heads(keys @ w_k), heads(values @ w_v)
    divide = {"head": math.sqrt(dh), "model": math.sqrt(width), "none": 1.0, "d": dh}[scale]
    attended = torch.softmax(q @ k.transpose(-2, -1) / divide, dim=dim) @ v  # (B, H, Tq, Dh)
    if merge == "reshape":
        merged = attended.reshape(batch, tq, width)
    elif merge == "interleave":  # (B, Tq, Dh, H): head h gets every H-th feature
        merged = attended.permute(0, 2, 3, 1).reshape(batch, tq, width)
    else:
        merged = attended.transpose(1, 2).reshape(batch, tq, width)  # (B, Tq, H, Dh) -> (B, Tq, D)
    return merged @ w_o if project else merged


_MHA_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("mha-merge-order", {"merge": "reshape"}),
    ("mha-merge-order", {"merge": "interleave"}),
    ("mha-split-without-transpose", {"split": "reshape"}),
    ("mha-split-without-transpose", {"split": "reshape", "merge": "reshape"}),
    ("mha-scaled-by-d-model", {"scale": "model"}),
    ("mha-no-output-projection", {"project": False}),
    ("attention-unscaled", {"scale": "none"}),
    ("attention-scaled-by-d", {"scale": "d"}),
    ("softmax-wrong-axis", {"dim": -2}),
    ("softmax-wrong-axis", {"dim": 1}),
)


def _mha_cases() -> list[tuple[str, tuple[torch.Tensor, ...], tuple[torch.Tensor, ...], int]]:
    """(case, (queries, keys, values), (w_q, w_k, w_v, w_o), num_heads)."""
    def weights(width: int, seed: int, dtype: torch.dtype = torch.float64
                ) -> tuple[torch.Tensor, ...]:
        return tuple(_randn(width, width, seed=seed + i, dtype=dtype) / math.sqrt(width)
                     for i in range(4))

    def inputs(b: int, tq: int, tk: int, width: int, seed: int,
               dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, ...]:
        return (_randn(b, tq, width, seed=seed, dtype=dtype),
                _randn(b, tk, width, seed=seed + 1, dtype=dtype),
                _randn(b, tk, width, seed=seed + 2, dtype=dtype))

    x = _randn(1, 5, 12, seed=110)
    return [
        ("B=2, Tq=3, Tk=4, D=8, H=2", inputs(2, 3, 4, 8, seed=100), weights(8, seed=103), 2),
        ("self-attention (queries = keys = values), B=1, T=5, D=12, H=3", (x, x, x),
         weights(12, seed=111), 3),
        ("one query, B=2, Tq=1, Tk=6, D=8, H=4", inputs(2, 1, 6, 8, seed=120),
         weights(8, seed=123), 4),
        ("one head, B=2, Tq=3, Tk=3, D=6, H=1", inputs(2, 3, 3, 6, seed=130),
         weights(6, seed=133), 1),
        ("heads of width 1, B=1, Tq=2, Tk=3, D=4, H=4", inputs(1, 2, 3, 4, seed=140),
         weights(4, seed=143), 4),
        ("float32, B=3, Tq=4, Tk=4, D=16, H=4",
         inputs(3, 4, 4, 16, seed=150, dtype=torch.float32),
         weights(16, seed=153, dtype=torch.float32), 4),
    ]


def _mha_reference(inputs: tuple[torch.Tensor, ...], weights: tuple[torch.Tensor, ...],
                   num_heads: int) -> torch.Tensor:
    """``attnviz.MultiHeadAttention`` without biases, holding copies of ``weights``."""
    from .multihead import MultiHeadAttention

    queries = inputs[0]
    with torch.random.fork_rng(devices=[]):  # initialising the layer must not move the RNG
        layer = MultiHeadAttention(d_model=queries.shape[-1], num_heads=num_heads, bias=False)
    layer = layer.to(queries.dtype).eval()
    with torch.no_grad():
        for linear, weight in zip((layer.W_q, layer.W_k, layer.W_v, layer.W_o), weights,
                                  strict=True):
            linear.weight.copy_(weight.T)  # nn.Linear stores (out, in)
        return layer(*inputs)


def check_multihead_attention(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 5: ``fn(queries, keys, values, w_q, w_k, w_v, w_o, num_heads) -> output``.

    Multi-head scaled dot-product attention without masks or biases, compared with
    :class:`attnviz.MultiHeadAttention` holding the same weights: queries ``(B, Tq, D)``, keys
    and values ``(B, Tk, D)``, four ``(D, D)`` weights applied from the right (``queries @ w_q``),
    ``num_heads = H`` (passed by keyword) dividing ``D``; head ``h`` uses features
    ``h·Dh .. (h+1)·Dh - 1`` of each projection, ``Dh = D / H``; output ``(B, Tq, D)``.

    Diagnoses: ``mha-merge-order``, ``mha-split-without-transpose``, ``mha-scaled-by-d-model``,
    ``mha-no-output-projection``, ``weights-transposed``, ``attention-unscaled``,
    ``attention-scaled-by-d``, ``softmax-wrong-axis`` and the shared ones.
    """
    def cases(run: _Run) -> None:
        for case, inputs, weights, num_heads in _mha_cases():
            expected = _mha_reference(inputs, weights, num_heads)
            out = _call_with_keywords(run, learner_fn, case, *inputs, *weights,
                                      num_heads=num_heads)
            out = run.tensor(out, case, expected.shape)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("wrong-values", case, "the output holds NaN or inf")
            for diagnosis, slip in _MHA_SLIPS:
                if close(out, _mha_like(*inputs, weights, num_heads, **slip)):
                    run.fail(diagnosis, case)
            transposed = [w.T for w in weights]
            if (close(out, _mha_like(*inputs, transposed, num_heads))
                    or close(out, _mha_like(*inputs, [*transposed[:3], weights[3]], num_heads))):
                run.fail("weights-transposed", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("multihead_attention", learner_fn, cases)

# (end of chapters 1-5)


# ---------------------------------------------------------------------------------------------
# Chapters 6-8
# ---------------------------------------------------------------------------------------------

# (end of chapters 6-8)


# ---------------------------------------------------------------------------------------------
# Chapters 9-10
# ---------------------------------------------------------------------------------------------

# (end of chapters 9-10)


__all__ = ["DIAGNOSES", "CheckResult",
           *sorted(name for name in list(globals()) if name.startswith("check_"))]
