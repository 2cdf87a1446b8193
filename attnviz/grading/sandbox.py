"""Run one exercise's checker on a submitted function, in a process of its own (the grading of
every chapter's build-it-yourself exercises, from chapter 1 on).

The grader (:mod:`attnviz.grading.grade`) never runs a submitted notebook. For each exercise it
hands :func:`run` the small module :func:`attnviz.grading.submission.extract` wrote (the
function, and the imports, helpers and constants it names); :func:`run` starts a fresh process
(forked from a server that has imported PyTorch and the checkers once, where the platform has
one: ``forkserver``), which

1. takes its checker from the package *before* the submitted code exists, so no submitted
   statement can replace it;
2. runs the module, then the checker on the function: first the public cases (the ones the
   notebook's check cell shows), then, if they pass, the same checks on cases drawn from other
   seeds (``shift``, chosen per grading run: cases no learner has seen);
3. sends the result back through its own pipe; whatever the function prints is dropped.

The parent waits ``seconds`` for that answer and kills the process after that, so an endless
loop costs its own exercise only (inside the checker, a single call is already stopped after
``call_seconds``: the verdict is then ``timeout`` with the case). A process that dies (out of
memory, ``os._exit``) is an ``error``.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from dataclasses import dataclass
from typing import Any

__all__ = ["Outcome", "run"]

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
    """

    verdict: str
    diagnosis: str = ""
    case: str = ""
    detail: str = ""
    unseen: bool = False


def _context() -> Any:
    """``forkserver`` with the checkers preloaded where the platform has it, else ``spawn``."""
    global _CONTEXT
    if _CONTEXT is None:
        if "forkserver" in multiprocessing.get_all_start_methods():
            _CONTEXT = multiprocessing.get_context("forkserver")
            _CONTEXT.set_forkserver_preload(["attnviz.grading.sandbox", "attnviz.exercises"])
        else:  # pragma: no cover - Windows
            _CONTEXT = multiprocessing.get_context("spawn")
    return _CONTEXT


def _child(conn: Any, source: str, function: str, checker: str, shift: int,
           call_seconds: float) -> None:
    """The process's whole life: see the module's doc."""
    import torch

    import attnviz.exercises as exercises
    from attnviz.exercises import _core

    check = getattr(exercises, checker)  # bound before the submitted code runs
    shifted = _core.shifted_cases
    _core.CALL_SECONDS = call_seconds
    torch.set_num_threads(1)
    devnull = open(os.devnull, "w")  # noqa: SIM115 - the process ends with the check
    sys.stdout = sys.stderr = devnull
    namespace: dict[str, Any] = {"__name__": "submission"}
    try:
        exec(compile(source, "<submission>", "exec"), namespace)  # noqa: S102 - what is graded
    except BaseException as error:  # noqa: BLE001 - any failure is the submission's
        conn.send(Outcome("error", "definitions-raised",
                          detail=f"{type(error).__name__}: {error}"))
        return
    fn = namespace.get(function)
    public = check(fn)
    result, unseen = public, False
    if public.passed:
        with shifted(shift):
            result = check(fn)
        unseen = not result.passed
    conn.send(Outcome(result.verdict, result.diagnosis or "", result.case, result.detail,
                      unseen))


def run(source: str, function: str, checker: str, *, shift: int, seconds: float,
        call_seconds: float) -> Outcome:
    """Check ``function`` as ``source`` defines it with ``checker``, in a fresh process.

    Args:
        source: the module to run (see :func:`attnviz.grading.submission.extract`).
        function: the name of the function to check.
        checker: the name of the checker in :mod:`attnviz.exercises`.
        shift: the seed shift of the unseen cases (>= 1).
        seconds: how long the whole check may take before the process is killed.
        call_seconds: how long one call of the function may take.
    """
    context = _context()
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_child, daemon=True,
                              args=(send, source, function, checker, shift, call_seconds))
    process.start()
    send.close()
    try:
        if receive.poll(seconds):
            try:
                outcome: Outcome = receive.recv()
                return outcome
            except (EOFError, OSError):
                pass
        else:
            return Outcome("timeout", "timeout",
                           detail=f"the check was still running after {seconds:g} s")
        process.join(5)
        return Outcome("error", "kernel-died",
                       detail=f"the process ended with exit code {process.exitcode}")
    finally:
        if process.is_alive():
            process.kill()
        process.join(5)
        receive.close()
