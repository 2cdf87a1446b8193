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
