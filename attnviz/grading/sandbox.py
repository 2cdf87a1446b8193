"""Run one exercise's checker on a submitted function that runs in a process of its own (the
grading of every chapter's build-it-yourself exercises, from chapter 1 on).

The grader (:mod:`attnviz.grading.grade`) never runs a submitted notebook, and never runs
submitted code in its own process. For each exercise it hands :func:`run` the small module
:func:`attnviz.grading.submission.extract` wrote (the function, and the imports, helpers and
constants it names). :func:`run` calls the exercise's checker, unchanged, *here*, on an
:class:`IsolatedFunction` that stands for the submitted function: the checker makes each case,
calls the stand-in, compares and diagnoses in the grader, where the submitted code never ran.
Each call of the stand-in sends the case's inputs to one process per exercise
(:mod:`attnviz.grading._child`: contained, forked from a server that has imported PyTorch and
the package), which calls the submitted function and sends back plain data
(:mod:`attnviz.grading._wire`: tensors and numbers, read without running any code; a tensor
subclass arrives as the plain tensor it holds) and the record of what it ran (the ATen
operators, the package's and PyTorch's Python functions, the forbidden calls it made and the
line of each). The checker's guard (:mod:`attnviz.exercises._guard`) weighs that record: a
forbidden operator or function, the checkers' own code, or a record switched off fails the
case, whatever name reached it. So:

- nothing the submission does reaches the verdict: patching ``torch.allclose``, the checker or
  ``builtins``, walking frames, forging a message on the channel (a reply that is not a
  well-formed frame, or not the one awaited, fails the case as ``broken-reply``), returning a
  subclass that claims to equal anything;
- the checker runs the public cases (the ones the notebook shows), then, if they pass, cases
  drawn from other seeds (``shift``, chosen per grading run: cases no learner has seen);
- a call that runs past ``call_seconds`` of processor time is stopped in its process (verdict
  ``timeout``, ``timed-out``, with the case), and one that does not stop is killed after
  ``WAIT_FACTOR`` times as long on the clock; a process that has used ``seconds`` of processor
  time is killed (``timeout``), and so is a check still running after ``WAIT_FACTOR`` times
  ``seconds`` on the clock (a process that sleeps or waits): a loaded machine slows an honest
  check down but does not fail it; a process that dies is an ``error`` (``kernel-died``); an
  allocation past ``memory`` bytes fails the case as ``memory-limit``;
- when the check ends, the process's whole process group is killed and its folder removed,
  before :func:`run` returns: the grader writes its files only after that.
"""

from __future__ import annotations

import builtins
import math
import multiprocessing
import os
import re
import shutil
import signal
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, NoReturn

import torch

from attnviz.exercises._core import WAIT_FACTOR, _BadReply, _CallTimedOut, _MemoryLimit
from attnviz.grading import _wire

__all__ = ["MEMORY", "IsolatedFunction", "Outcome", "Reply", "run", "shield_grader"]

#: Bytes of memory a submission's process may add to what it starts with (1 GiB).
MEMORY = 2**30
#: The longest reply read from a submission's process (bytes; the cases' inputs and results
#: take a few kilobytes).
MAX_REPLY = 64 * 2**20
_CONTEXT: Any = None


@dataclass(frozen=True)
class Outcome:
    """What the checker said, or why it could not say.

    Attributes:
        verdict: ``pass``, ``fail``, ``not attempted``, ``timeout`` or ``error``.
        diagnosis: a checker's code (:data:`attnviz.exercises.DIAGNOSES`) or the grader's.
        case: the failing case: what the function was given.
        detail: what came back, against what was expected, or the refused call.
        unseen: ``True`` when the public cases passed and a case drawn for this run failed.
        contained: how the submission's process was contained, in words (empty if it never
            started).
    """

    verdict: str
    diagnosis: str = ""
    case: str = ""
    detail: str = ""
    unseen: bool = False
    contained: tuple[str, ...] = ()


class _Stop(BaseException):
    """Ends a check with an :class:`Outcome` (raised through the checker, which catches only its
    own exceptions)."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.diagnosis)
        self.outcome = outcome


class _Raised(Exception):
    """An error raised by the submitted function in its process, named as it was there."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


_RAISED: dict[str, type[Exception]] = {}


def _raised(name: str, message: str) -> Exception:
    """An exception whose type is called ``name`` (a subclass of the built-in of that name
    where there is one, so that ``NotImplementedError`` is still one) and whose text is
    ``message``."""
    if name not in _RAISED:
        builtin = getattr(builtins, name, None)
        bases: tuple[type, ...] = (_Raised,)
        if (isinstance(builtin, type) and issubclass(builtin, Exception)
                and builtin is not Exception):
            bases = (_Raised, builtin)
        try:
            _RAISED[name] = type(name, bases, {})
        except TypeError:  # a built-in whose layout does not mix in
            _RAISED[name] = type(name, (_Raised,), {})
    return _RAISED[name](message)


@dataclass(frozen=True)
class Reply:
    """One call's answer from the submission's process.

    Attributes:
        kind: ``returned``, ``raised``, ``timed-out`` or ``memory``.
        value: what the function returned (plain data; ``None`` unless ``returned``).
        error: ``(type name, message)`` of what it raised.
        ops: how many times each ATen operator ran (``{"_softmax": 1, ...}``).
        shapes: ``(operator, output shape)`` pairs, when they were asked for.
        code: ``(root, path, qualified name, line)`` of each Python function of the package
            (``root="attnviz"``) or of PyTorch that ran, ``line`` the submission's line that
            led there (0 if unknown).
        hits: ``(name, line)`` of each forbidden function or operator called.
        lost: what happened to the record itself (empty while it was in place).
        seconds: the processor seconds a call may take (for a ``timed-out`` message).
        memory: the bytes the process may add (for a ``memory`` message).
    """

    kind: str
    value: Any = None
    error: tuple[str, str] = ("", "")
    ops: dict[str, int] = field(default_factory=dict)
    shapes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    code: tuple[tuple[str, str, str, int], ...] = ()
    hits: tuple[tuple[str, int], ...] = ()
    lost: tuple[str, ...] = ()
    seconds: float = 0.0
    memory: int = MEMORY

    def result(self) -> Any:
        """The value, or the call's failure raised as the checker expects it."""
        if self.kind == "returned":
            return self.value
        if self.kind == "raised":
            raise _raised(*self.error)
        if self.kind == "memory":
            found = re.search(r"allocate (\d+) bytes", self.error[1])
            asked = f" (it asked for {int(found[1]) / 2**20:.0f} MiB at once)" if found else ""
            raise _MemoryLimit(f"the function needed more memory than the {self.memory // 2**20} "
                               f"MiB a check allows{asked}: {self.error[0]}")
        raise _CallTimedOut(self.seconds)


def _strings(value: Any, length: int) -> bool:
    return isinstance(value, list) and len(value) == length


def _read_reply(header: dict[str, Any], body: Any, seq: int, seconds: float,
                memory: int) -> Reply:
    """A :class:`Reply` from a decoded frame, or :class:`_wire.WireError` if it is not one."""
    record = header.get("record")
    if header.get("seq") != seq:
        raise _wire.WireError(f"a reply to call {header.get('seq')!r}, not to call {seq}")
    kind = header.get("kind")
    if kind not in ("returned", "raised", "timed-out", "memory") or not isinstance(record, dict):
        raise _wire.WireError("not a reply")
    if not (isinstance(body, list) and len(body) == 3 and isinstance(body[1], list)
            and isinstance(body[2], dict)):
        raise _wire.WireError("the reply's body is not (result, arguments, keywords)")
    try:
        error = header.get("error") or ["", ""]
        ops = record["ops"]
        reply = Reply(
            kind, body[0], (str(error[0])[:80], str(error[1])[:2000]),
            {str(k): int(v) for k, v in ops.items()} if isinstance(ops, dict) else {},
            tuple((str(n), tuple(int(x) for x in s)) for n, s in record["shapes"]),
            tuple((str(r), str(p), str(q), int(line)) for r, p, q, line in record["code"]),
            tuple((str(name), int(line)) for name, line in record["hits"]),
            tuple(str(text) for text in record["lost"]), seconds, memory)
    except (KeyError, TypeError, ValueError) as error:
        raise _wire.WireError(f"the reply's record is malformed ({type(error).__name__})"
                              ) from None
    return reply


def _sync(target: Any, new: Any) -> None:
    """Make ``target`` (an input of the call, in the grader) hold what its copy in the
    submission's process held after the call, so that the checker sees an input the function
    changed in place as it would have in one process."""
    if isinstance(target, torch.Tensor):
        if not isinstance(new, torch.Tensor):
            return
        with torch.no_grad():
            if new.shape == target.shape and new.dtype == target.dtype:
                if not torch.equal(torch.nan_to_num(new), torch.nan_to_num(target)) \
                        or not torch.equal(new.isnan(), target.isnan()):
                    target.copy_(new)
            else:  # another shape, or a dtype changed in place (then no longer the input)
                fresh = new.clone() if new.dtype == target.dtype else torch.empty(
                    0, dtype=target.dtype)
                target.set_(fresh.untyped_storage(), 0, fresh.shape, fresh.stride())
    elif isinstance(target, list) and isinstance(new, list):
        if len(target) == len(new):
            for index, (old, value) in enumerate(zip(target, new, strict=True)):
                if isinstance(old, torch.Tensor | list | dict | tuple):
                    _sync(old, value)
                if not isinstance(old, torch.Tensor | list | dict) and old != value:
                    target[index] = value
        else:
            target[:] = new
    elif isinstance(target, tuple) and isinstance(new, tuple) and len(target) == len(new):
        for old, value in zip(target, new, strict=True):
            _sync(old, value)
    elif isinstance(target, dict) and isinstance(new, dict):
        for key in list(target):
            if key not in new:
                del target[key]
        for key, value in new.items():
            if key in target and isinstance(target[key], torch.Tensor | list | dict | tuple):
                _sync(target[key], value)
            else:
                target[key] = value


def _context() -> Any:
    """``forkserver`` with the child's module preloaded where the platform has it, else
    ``spawn``."""
    global _CONTEXT
    if _CONTEXT is None:
        if "forkserver" in multiprocessing.get_all_start_methods():
            _CONTEXT = multiprocessing.get_context("forkserver")
            # the package (a submission's "import attnviz" is then quick) and the checkers, so
            # that every process holds the same modules whatever the grader's main module
            # imports (the server imports that one as well)
            _CONTEXT.set_forkserver_preload(["attnviz", "attnviz.exercises",
                                             "attnviz.grading._child"])
        else:  # pragma: no cover - Windows
            _CONTEXT = multiprocessing.get_context("spawn")
    return _CONTEXT


class IsolatedFunction:
    """Stands for a submitted function in the grader; each call runs it in its own process.

    Use it as a context manager (or call :meth:`close`): the process starts at the first call
    (or at :meth:`prepare`, which says what the exercise forbids) and is killed, with its whole
    process group, when the block ends.

    Args:
        source: the module that defines the function (see
            :func:`attnviz.grading.submission.extract`).
        function: the function's name.
        seconds: the processor time of the function's process for the whole check; the check
            ends after ``WAIT_FACTOR * seconds`` on the clock, its process's start included.
        call_seconds: one call's processor time.
        memory: bytes of memory the process may add to what it starts with.
        where: turns a line of ``source`` into words for a message ("cell 4, line 2: ...").
    """

    isolated = True

    def __init__(self, source: str, function: str, *, seconds: float, call_seconds: float,
                 memory: int = MEMORY, where: Callable[[int], str] | None = None) -> None:
        self.__name__ = function
        self.source = source
        self.seconds = seconds
        self.call_seconds = call_seconds
        self.memory = memory
        self.where = where or (lambda line: "")
        self.contained: tuple[str, ...] = ()
        self._start = time.monotonic()
        self._process: Any = None
        self._conn: Any = None
        self._folder: str | None = None
        self._seq = 0
        self._ended = False

    def __enter__(self) -> IsolatedFunction:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the process ----------------------------------------------------------------------

    def prepare(self, forbidden: dict[str, Any]) -> None:
        """Start the process, with what the exercise forbids refused there, if it has not
        started (``forbidden``: ``names``, ``operators`` and ``learner_globals``, see
        :func:`attnviz.grading._child.main`)."""
        if self._process is not None or self._ended:
            return
        self._folder = tempfile.mkdtemp(prefix="attnviz-submission-")
        context = _context()
        self._conn, child = context.Pipe(duplex=True)
        settings = {"source": self.source, "function": self.__name__, "folder": self._folder,
                    "memory": self.memory, "seconds": self.seconds,
                    "call_seconds": self.call_seconds, "forbidden": forbidden}
        from attnviz.grading import _child

        self._process = context.Process(target=_child.main, args=(child, settings), daemon=True)
        self._process.start()
        child.close()
        header, _ = self._receive(self._left(), last=True)
        if header.get("kind") != "ready":
            self._broken("the process did not say it was ready")
        contained = header.get("contained")
        self.contained = tuple(str(x) for x in contained) if isinstance(contained, list) else ()
        if header.get("error"):
            self._stop(Outcome("error", "definitions-raised", detail=str(header["error"])))
        if header.get("defined") is not True:
            self._stop(Outcome("error", "function-missing",
                               detail=f"the cells define no function {self.__name__}(...)"))

    def close(self) -> None:
        """Kill the process and everything in its process group; remove its folder."""
        self._ended = True
        process, self._process = self._process, None
        if process is not None:
            try:
                os.killpg(process.pid, signal.SIGKILL)  # its own group: it called setsid
            except (ProcessLookupError, PermissionError, OSError):
                pass
            if process.is_alive():
                process.kill()  # before it had a group of its own
            process.join(10)
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def _left(self) -> float:
        """Seconds on the clock before the check's guard against waiting ends it."""
        return WAIT_FACTOR * self.seconds - (time.monotonic() - self._start)

    def _stop(self, outcome: Outcome) -> NoReturn:
        self.close()
        raise _Stop(replace(outcome, contained=self.contained))

    def _broken(self, detail: str) -> NoReturn:
        self.close()
        raise _BadReply(f"what came back from the function's process is not a reply ({detail}).")

    def _ended_early(self) -> NoReturn:
        process = self._process
        code = None
        if process is not None:
            process.join(5)
            code = process.exitcode
        if code == -signal.SIGXCPU:
            self._stop(Outcome("timeout", "timeout", detail=f"the process used its "
                               f"{math.ceil(self.seconds) + 1} s of processor time"))
        if code == -signal.SIGKILL:
            self._stop(Outcome("error", "kernel-died", detail=(
                "the process was killed (SIGKILL): it ignored the signal that ends its processor "
                f"time ({math.ceil(self.seconds) + 1} s), or the system stopped it")))
        self._stop(Outcome("error", "kernel-died",
                           detail=f"the process ended with exit code {code}"))

    def _receive(self, wait: float, *, last: bool) -> tuple[dict[str, Any], Any]:
        """The next frame, decoded as data. If none comes within ``wait`` seconds, the check
        ends (``last``: the check's time is up) or the call (:class:`_CallTimedOut`)."""
        conn = self._conn
        if wait <= 0 or not conn.poll(wait):
            if last:
                self._stop(Outcome("timeout", "timeout",
                                   detail=f"the check was still running after "
                                          f"{WAIT_FACTOR * self.seconds:g} s on the clock"))
            self.close()
            raise _CallTimedOut(self.call_seconds)
        try:
            data = conn.recv_bytes(MAX_REPLY)
        except EOFError:
            self._ended_early()
        except OSError as error:  # a message longer than MAX_REPLY, or cut
            self._broken(f"a message that could not be read ({error})")
        try:
            return _wire.decode(data)
        except _wire.WireError as error:
            self._broken(f"{error}")

    # -- calls ----------------------------------------------------------------------------

    def call(self, args: tuple[Any, ...], kwargs: dict[str, Any], *,
             shapes: bool = False) -> Reply:
        """Run the function on ``args`` and ``kwargs`` in its process.

        The inputs it changed in place are changed here as they were there. ``shapes``: also
        record the shape of every operator's output.

        Raises:
            _CallTimedOut: the call did not stop within ``WAIT_FACTOR * call_seconds`` on the
                clock (its process is then killed).
            _BadReply: what came back is not a well-formed reply to this call.
        """
        if self._process is None:
            if self._ended:
                self._stop(Outcome("error", "kernel-died",
                                   detail="the process was stopped after an earlier case"))
            self.prepare({})
        self._seq += 1
        message = _wire.encode({"op": "call", "seq": self._seq, "shapes": shapes},
                               [list(args), dict(kwargs)], pickle_objects=True)
        try:
            self._conn.send_bytes(message)
        except (BrokenPipeError, OSError):
            self._ended_early()
        left, longest = self._left(), WAIT_FACTOR * self.call_seconds + 2
        header, body = self._receive(min(left, longest), last=left <= longest)
        try:
            reply = _read_reply(header, body, self._seq, self.call_seconds, self.memory)
        except _wire.WireError as error:
            self._broken(str(error))
        for target, new in zip(args, body[1], strict=False):
            _sync(target, new)
        for key, new in body[2].items():
            if key in kwargs:
                _sync(kwargs[key], new)
        return reply

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.call(args, kwargs).result()


def shield_grader() -> bool:
    """Make this process one that a process of the same user cannot trace, nor read or write
    the memory of (Linux: not "dumpable"), where Landlock does not already keep the
    submissions' processes from it. The grader's command line calls it; whether it could."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(4, 0, 0, 0, 0) == 0)  # PR_SET_DUMPABLE
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        return False


def run(source: str, function: str, checker: str, *, shift: int, seconds: float,
        call_seconds: float, memory: int = MEMORY,
        where: Callable[[int], str] | None = None) -> Outcome:
    """Check ``function`` as ``source`` defines it with ``checker``; the function runs in a
    process of its own, the checker here.

    Args:
        source: the module to run (see :func:`attnviz.grading.submission.extract`).
        function: the name of the function to check.
        checker: the name of the checker in :mod:`attnviz.exercises`.
        shift: the seed shift of the unseen cases (>= 1).
        seconds: the processor time the function's process may use in the whole check (it
            is killed after ``WAIT_FACTOR`` times as long on the clock, whatever it used).
        call_seconds: how long one call of the function may take (processor time).
        memory: bytes of memory the process may add to what it starts with.
        where: turns a line of ``source`` into words for a message.
    """
    import attnviz.exercises as exercises
    from attnviz.exercises._cases import shifted_cases

    check = getattr(exercises, checker)
    fn = IsolatedFunction(source, function, seconds=seconds, call_seconds=call_seconds,
                          memory=memory, where=where)
    try:
        with fn:
            public = check(fn)
            result, unseen = public, False
            if public.passed:
                with shifted_cases(shift):
                    result = check(fn)
                unseen = not result.passed
    except _Stop as stop:
        return stop.outcome
    except Exception as error:  # noqa: BLE001 - what came back broke the checker: a row
        return Outcome("error", "check-raised", detail=f"{type(error).__name__}: {error}"[:500],
                       contained=fn.contained)
    return Outcome(result.verdict, result.diagnosis or "", result.case, result.detail, unseen,
                   fn.contained)
