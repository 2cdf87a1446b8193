"""What every chapter's checker shares: the result, the case runner and the table of hints.

A checker (one per exercise, in the module of its chapter, ``chN_*.py``) is written as a
function of a :class:`_Run` that calls the learner's function through :meth:`_Run.call` and
stops at the first symptom it recognises with :meth:`_Run.fail`; :func:`_check` turns that into
a :class:`CheckResult`. :data:`DIAGNOSES` is the one table of
hints: it holds the shared codes below, and the package's ``__init__`` merges each chapter's
own table into it (a code may be defined only once). How cases are drawn and answers compared
is in :mod:`attnviz.exercises._cases`.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn, TypeVar

import torch

from attnviz.exercises._cases import _same, _show

#: The mistakes any checker can name, ``code -> hint`` (a hint is one or two short sentences that
#: say what the output shows and what to try; it never gives the whole solution away).
SHARED_DIAGNOSES: dict[str, str] = {
    # The first six are used by every checker, the last two by those of chapters 2, 3 and 5.
    "raised": "It raised an error on a case the exercise allows; the error message says which.",
    "not-a-tensor": "Return a torch.Tensor (the exercise says which shape).",
    "wrong-shape": "The output has the wrong shape; the exercise gives the shape to return.",
    "modified-input": (
        "Your function changed one of its inputs. Work on a copy (masked_fill, not "
        "masked_fill_; x = x + ..., not x += ...) so the caller's tensor stays as it was."
    ),
    "wrong-values": "The values differ from the reference; work the failing case out by hand.",
    "not-attempted": (
        "The function still raises NotImplementedError: replace the raise with your code, then "
        "run this cell again."
    ),
    "return-pair": (
        "Return a pair of tensors in the order the exercise gives: the estimates (or the output) "
        "first, then the weights."
    ),
    "weights-transposed": (
        "A weight matrix is used transposed. Here weights multiply from the right, x @ w, and "
        "have shape (in, out); nn.Linear stores the transpose, this exercise does not."
    ),
    "timed-out": (
        "Your function was still running when the time for one case ran out: look for a loop "
        "whose condition never changes, or work on whole tensors instead of element by element."
    ),
    # The last two come only from the grader, which runs the function in a process of its own.
    "memory-limit": (
        "Your function asked for more memory than a check allows (the detail says how much it "
        "tried to take). The cases are small: look for a tensor far larger than the inputs, "
        "such as one built from a shape you multiplied out, or a list grown in a loop."
    ),
    "broken-reply": (
        "What came back from your function's process was not its result: something wrote to "
        "the channel the grader reads results from, or ended the reply. Return the result, and "
        "leave the process's streams, files and pipes alone."
    ),
}

#: Every mistake a checker can name: ``code -> hint``. The shared codes above, then the
#: guard's and each chapter module's own (``CHAPTER_DIAGNOSES``), merged in by the package's
#: ``__init__`` with :func:`merge_tables`.
DIAGNOSES: dict[str, str] = dict(SHARED_DIAGNOSES)

#: Seconds of processor time one call of the learner's function may take before the case fails
#: as ``timed-out`` (where a timer can interrupt it: the main thread of a Unix process, as in a
#: Jupyter kernel). Processor time, not elapsed time, so that a busy machine, which gives the
#: process less of each second, does not stop a correct function; a call that does not compute
#: (a loop that sleeps or waits) is stopped after :data:`WAIT_FACTOR` times as many seconds on
#: the clock.
CALL_SECONDS = 10.0
WAIT_FACTOR = 6

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
    case: str = ""  # the failing case: what the function was given ("" if it passed)
    detail: str = ""  # what came back against what was expected, or the refused call

    def __bool__(self) -> bool:
        return self.passed

    @property
    def verdict(self) -> str:
        """``"pass"``, ``"fail"``, ``"not attempted"`` (the stub still raises) or ``"timeout"``
        (a call ran past :data:`CALL_SECONDS`)."""
        if self.passed:
            return "pass"
        if self.diagnosis == "timed-out":
            return "timeout"
        return "not attempted" if self.diagnosis == "not-attempted" else "fail"

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


class _NotAttempted(Exception):
    """Raised inside a checker when the learner's function is still the stub."""


class _CallTimedOut(BaseException):
    """Raised by the timer inside a learner's function that runs too long (a BaseException, so
    that the learner's own ``except Exception`` does not swallow it); by the grader's stand-in
    for a function that runs in another process, with the seconds it was allowed."""


class _MemoryLimit(BaseException):
    """Raised by the grader's stand-in for a function whose process ran out of the memory a
    check allows (its text says what the allocation was)."""


class _BadReply(BaseException):
    """Raised by the grader's stand-in when what came back from the function's process is not a
    well-formed reply to the call (its text says what was wrong)."""


@contextlib.contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Interrupt the block with :class:`_CallTimedOut` after ``seconds`` of the process's
    processor time (SIGPROF), or ``WAIT_FACTOR * seconds`` on the clock (SIGALRM), where timers
    can (the main thread of a Unix process); elsewhere the block simply runs."""
    usable = (hasattr(signal, "setitimer") and seconds > 0
              and threading.current_thread() is threading.main_thread())
    if not usable:
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise _CallTimedOut

    previous = {number: signal.signal(number, expire)
                for number in (signal.SIGPROF, signal.SIGALRM)}
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, WAIT_FACTOR * seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        for number, handler in previous.items():
            signal.signal(number, handler)


class _Run:
    """The state of one checker run: counts cases and builds the result.

    A checker is written as a generator of cases; see :func:`_check`.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases = 0
        self.inputs = ""  # the last call's arguments, shown when its case fails
        self.output = ""  # what the last call returned, shown when nothing else is

    def fail(self, diagnosis: str, case: str, detail: str = "") -> NoReturn:
        raise _Failure(diagnosis, case, detail)

    def call(self, fn: Callable[..., Any], case: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's ``fn`` on copies of the inputs; diagnose crashes and in-place edits.

        ``NotImplementedError`` on the first case is an untouched stub: the exercise is not
        attempted. On a later case it is a crash like any other.
        """
        self.cases += 1
        self.inputs = ", ".join([*map(_show, args),
                                 *(f"{key}={_show(value)}" for key, value in kwargs.items())])
        before = [a.clone() if isinstance(a, torch.Tensor) else None for a in args]
        # a function that runs in another process (the grader's) is timed there
        limit = 0.0 if getattr(fn, "isolated", False) else CALL_SECONDS
        try:
            with _time_limit(limit):
                out = fn(*args, **kwargs)
        except _CallTimedOut as stopped:
            seconds = stopped.args[0] if stopped.args else CALL_SECONDS
            self.fail("timed-out", case, f"still running after {seconds:g} s")
        except _MemoryLimit as stopped:
            self.fail("memory-limit", case, str(stopped))
        except _BadReply as stopped:
            self.fail("broken-reply", case, str(stopped))
        except NotImplementedError as error:
            if self.cases == 1:
                raise _NotAttempted from error
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        except Exception as error:  # noqa: BLE001 - any crash is reported to the learner
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        self.output = (", ".join(_show(x, values=True) for x in out)
                       if isinstance(out, tuple | list) and len(out) <= 3
                       else _show(out, values=True))
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
    except _NotAttempted:
        outcome = CheckResult(
            run.name, False, 0, "not-attempted",
            f"{run.name} not attempted: it still raises NotImplementedError.\n"
            f"Hint: {DIAGNOSES['not-attempted']}")
    except _Failure as failure:
        case, detail = failure.case, failure.detail
        if run.inputs and len(run.inputs) <= 200:
            case += f"; given {run.inputs}"
        if not detail and run.output:
            detail = f"it returned {run.output}"
        lines = [f"{run.name} is not right yet (case {run.cases}: {case})."]
        if detail:
            lines.append(detail)
        lines.append(f"Hint: {DIAGNOSES[failure.diagnosis]}")
        outcome = CheckResult(run.name, False, run.cases, failure.diagnosis, "\n".join(lines),
                              case, detail)
    else:
        outcome = CheckResult(run.name, True, run.cases, None,
                              f"{run.name} passes all {run.cases} checks.")
    return outcome


_V = TypeVar("_V")


def merge_tables(table: dict[str, _V], additions: dict[str, _V], *, where: str) -> None:
    """Add ``additions`` to ``table`` (:data:`DIAGNOSES` or ``FORBIDDEN``), in their order.

    Raises:
        ValueError: if a key of ``additions`` is already in ``table``: each diagnosis code and
            each exercise is defined in one module only.
    """
    clash = sorted(set(table) & set(additions))
    if clash:
        raise ValueError(f"{where} defines {clash} again; each key is defined once")
    table.update(additions)


# Case helpers shared by the checkers of chapters 1-5.

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
