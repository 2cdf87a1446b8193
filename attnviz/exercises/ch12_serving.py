"""Chapter 12's scheduler exercise, and what the chapter's checkers share.

``check_schedule_step`` (one step of the serving engine's continuous scheduler on plain Python
values: the oldest preempted instead of the newest, the token budget or the batch limit ignored,
blocks counted one off or without those held, a prompt admitted whole or past the free blocks, a
preempted request put at the back or readmitted with its old progress, ...). The checker of the
speculative acceptance rule is in :mod:`attnviz.exercises.ch12_speculative`, those of the
chapter's attention exercises in :mod:`attnviz.exercises.ch12_attention`; the codes and helpers
they share (``serving-not-pair``, ``serving-dtype``) are here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from attnviz.exercises._cases import _draw, _show, _unseen
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # shared by this chapter's checkers
    "serving-not-pair": (
        "Return a pair, in the order the exercise gives: (scheduled, preempted), "
        "(accepted, residual) or (out, lse)."
    ),
    "serving-dtype": (
        "The output's dtype differs from its inputs'. Keep the dtype you were given (float64 "
        "here, or float32 in a float32 case): do not convert."
    ),
    # schedule_step (chapter 12): the continuous scheduler
    "schedule-output-form": (
        "Return (scheduled, preempted): scheduled a list of (id, new_tokens) pairs of ints, in "
        "the order the requests are taken, and preempted a list of ids."
    ),
    "schedule-modified-input": (
        "Your function changed the running or waiting list it was given. Work on copies "
        "(running = [list(r) for r in running], waiting = list(waiting))."
    ),
    "schedule-preempts-oldest": (
        "The oldest request was preempted. When no block is free, the newest running request "
        "(the last in running, possibly the one asking) gives its blocks back."
    ),
    "schedule-ignores-budget": (
        "More tokens were scheduled than the step's token budget. Each request gets "
        "n = min(tokens left to compute, budget left); subtract n from the budget."
    ),
    "schedule-ignores-max-batch": (
        "More requests are running after the step than max_batch allows. Admit only while "
        "len(running) < max_batch."
    ),
    "schedule-no-chunking": (
        "A waiting prompt longer than the budget left was admitted whole, or not at all. Admit "
        "a chunk of it: n = min(length, budget left) tokens now, the rest in later steps."
    ),
    "schedule-blocks-off-by-one": (
        "The blocks are counted one off. t tokens need ceil(t / block_size) blocks, "
        "-(-t // block_size): neither t // block_size nor t // block_size + 1."
    ),
    "schedule-held-blocks-ignored": (
        "A running request asked for all its blocks again. It already holds some: it needs "
        "ceil((computed + n) / block_size) minus the blocks it holds."
    ),
    "schedule-admits-without-blocks": (
        "A waiting request was admitted though too few blocks were free for its chunk, "
        "ceil(n / block_size). Stop admitting at the first request that does not fit."
    ),
    "schedule-skips-ahead": (
        "A waiting request was admitted ahead of one that did not fit. Admission is first come, "
        "first served: stop at the first waiting request that lacks blocks."
    ),
    "schedule-no-retry": (
        "After preempting the newest request, the request that asked was not tried again. "
        "Freeing blocks is for it: retry the same request (unless it was the one preempted)."
    ),
    "schedule-preempted-to-back": (
        "A preempted request went to the back of the queue. It goes to the front, before "
        "every waiting request, and can be readmitted in the same step."
    ),
    "schedule-keeps-preempted-computed": (
        "A preempted request was readmitted with its old progress. Its blocks are gone, so all "
        "its tokens are computed again: as a new request of its whole length."
    ),
    # accept_proposals (chapter 12): speculative decoding
}

#: What this exercise refuses, by exercise name (merged into FORBIDDEN): the checker's own
#: scheduler and the engine.
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "schedule_step": _Forbidden(
        ("attnviz.exercises.ch12_serving._schedule", "attnviz.serving.engine.serve",
         "attnviz.serving.scheduler.schedule", "attnviz.serving.scheduler.preempt"),
        "the scheduler the exercise asks you to write yourself, one step at a time"),
}


def _dtype_check(run: _Run, out: torch.Tensor, dtype: torch.dtype, case: str, name: str
                 ) -> None:
    if out.dtype != dtype:
        run.fail("serving-dtype", case, f"{name}: expected dtype {dtype}, got {out.dtype}")


def _two_results(run: _Run, out: Any, case: str, names: str) -> tuple[Any, Any]:
    if not isinstance(out, tuple | list) or len(out) != 2:
        got = (f"{type(out).__name__} of {len(out)}" if isinstance(out, tuple | list)
               else type(out).__name__)
        run.fail("serving-not-pair", case, f"expected a pair {names}, got {got}")
    return out[0], out[1]


# schedule_step: the continuous scheduler

Running = tuple[int, int, int, int]  # (id, computed, length, blocks)
Waiting = tuple[int, int]  # (id, length)


def _blocks(tokens: int, block_size: int) -> int:
    return -(-tokens // block_size)


def _schedule(running: list[Running], waiting: list[Waiting], free_blocks: int, block_size: int,
              token_budget: int, max_batch: int, *, preempt_oldest: bool = False,
              blocks: Callable[[int, int], int] = _blocks, held_count: bool = True,
              admit_check: bool = True, skip_ahead: bool = False, retry: bool = True,
              to_back: bool = False, keep_computed: bool = False, budget_used: bool = True,
              chunk: str = "budget", max_batch_used: bool = True
              ) -> tuple[list[tuple[int, int]], list[int]]:
    """One step of :func:`attnviz.serving.engine.serve`'s continuous scheduler (no prefix
    sharing), on plain values; ``(scheduled, preempted)``. The keywords reproduce known
    mistakes; ``tests/test_exercises_serving.py`` replays the engine's trace through it."""
    rows = [list(item) for item in running]  # [id, computed, length, blocks]
    queue = [[rid, 0, length, 0] for rid, length in waiting]
    free, budget = free_blocks, token_budget
    scheduled: list[tuple[int, int]] = []
    preempted: list[int] = []
    index = 0
    while index < len(rows):  # the oldest first
        rid, computed, length, held = rows[index]
        n = min(length - computed, budget) if budget_used else length - computed
        if n <= 0:  # no budget left: it waits this step
            index += 1
            continue
        extra = blocks(computed + n, block_size) - (held if held_count else 0)
        if extra <= free:
            free -= max(extra, 0)
            rows[index][3] = held + max(extra, 0)
            scheduled.append((rid, n))
            budget -= n
            index += 1
            continue
        victim = rows.pop(0 if preempt_oldest else -1)
        free += victim[3]
        entry = [victim[0], victim[1] if keep_computed else 0, victim[2], 0]
        queue.insert(len(queue) if to_back else 0, entry)
        preempted.append(victim[0])
        if preempt_oldest and index > 0:
            index -= 1  # the rows after the oldest moved up by one
        if not retry and victim[0] != rid:
            index += 1
    position = 0
    while (position < len(queue) and budget > 0
           and (len(rows) < max_batch or not max_batch_used)):
        rid, computed, length, _ = queue[position]
        left = length - computed
        if chunk == "budget":
            n = min(left, budget)
        elif chunk == "whole":  # the whole prompt, past the budget
            n = left
        elif left <= budget:  # "wait": a prompt longer than the budget left waits
            n = left
        else:
            break
        needed = blocks(computed + n, block_size)
        if admit_check and needed > free:
            if skip_ahead:
                position += 1
                continue
            break
        free -= needed
        rows.append(queue.pop(position))
        scheduled.append((rid, n))
        budget -= n
    return scheduled, preempted


@dataclass(frozen=True)
class _StreamRequest:
    """A request of a stream the scheduler is run on (the engine's, in miniature)."""

    id: int
    prompt: int  # prompt tokens
    new_tokens: int  # tokens to generate
    arrival: float = 0.0


@dataclass(frozen=True)
class _Step:
    """One step of :func:`_stream`: the scheduler's inputs and outputs, and what followed."""

    start: float
    running: list[Running]
    waiting: list[Waiting]
    free_blocks: int
    scheduled: list[tuple[int, int]]
    preempted: list[int]
    prefill: list[tuple[int, int]]
    decode: list[int]
    admitted: list[int]
    finished: list[int]
    blocks: dict[int, int]  # blocks each running request holds after the step
    recompute: list[tuple[int, int]]  # chunks a preempted request reads again


def _stream(requests: list[_StreamRequest], *, num_blocks: int, block_size: int,
            token_budget: int, max_batch: int, step_time: float) -> list[_Step]:
    """Serve ``requests`` as :func:`attnviz.serving.engine.serve` does (continuous policy,
    greedy, no stop token, a fixed ``step_time``), with :func:`_schedule` deciding each step;
    the model's tokens play no part in the schedule."""
    pending = sorted(requests, key=lambda r: (r.arrival, r.id))
    by_id = {r.id: r for r in requests}
    waiting: list[list[int]] = []  # [id, length]
    running: list[list[int]] = []  # [id, computed, length, blocks]
    generated = dict.fromkeys(by_id, 0)
    lengths = {r.id: r.prompt for r in requests}
    was_preempted: set[int] = set()
    steps: list[_Step] = []
    clock = 0.0
    while pending or waiting or running:
        while pending and pending[0].arrival <= clock:
            waiting.append([pending[0].id, lengths[pending[0].id]])
            pending.pop(0)
        if not waiting and not running:
            clock = pending[0].arrival
            continue
        free = num_blocks - sum(row[3] for row in running)
        inputs = ([(a, b, c, d) for a, b, c, d in running], [(a, b) for a, b in waiting])
        scheduled, preempted = _schedule(*inputs, free, block_size, token_budget, max_batch)
        if not scheduled:
            raise RuntimeError("no request could be scheduled: the pool is too small")
        for victim in preempted:  # in the order preempted: each goes to the front
            was_preempted.add(victim)
            gone = next(r for r in running if r[0] == victim)
            running.remove(gone)
            waiting.insert(0, [gone[0], gone[2]])
        prefill: list[tuple[int, int]] = []
        recompute: list[tuple[int, int]] = []
        decode: list[int] = []
        admitted: list[int] = []
        for rid, n in scheduled:
            chunks = recompute if rid in was_preempted else prefill
            row = next((r for r in running if r[0] == rid), [])
            if not row:  # admitted: the first waiting request
                assert waiting[0][0] == rid
                row = [rid, 0, waiting.pop(0)[1], 0]
                running.append(row)
                admitted.append(rid)
                chunks.append((rid, n))
            elif n == 1 and row[1] + 1 == row[2] and row[1] >= by_id[rid].prompt:
                decode.append(rid)  # its newest token; a recomputation reads chunks
            else:
                chunks.append((rid, n))
            row[1] += n
            row[3] = max(row[3], _blocks(row[1], block_size))
        start, clock = clock, clock + step_time
        finished = []
        for rid, _ in scheduled:
            row = next(r for r in running if r[0] == rid)
            if row[1] < row[2]:
                continue  # a prompt chunk that is not the last
            row[2] += 1  # the new token
            generated[rid] += 1
            if generated[rid] == by_id[rid].new_tokens:
                running.remove(row)
                finished.append(rid)
        steps.append(_Step(start, *inputs, free, scheduled, preempted, prefill, decode, admitted,
                           finished, {row[0]: row[3] for row in running}, recompute))
    return steps


#: (note, running, waiting, free_blocks, block_size, token_budget, max_batch): each case a
#: state in which some mistake shows.
_SCHEDULE_CASES: list[tuple[str, list[Running], list[Waiting], int, int, int, int]] = [
    ("request 0 decodes within its blocks, request 1 is admitted",
     [(0, 5, 6, 2)], [(1, 3)], 6, 4, 8, 4),
    ("request 0's prompt chunk uses the whole budget: request 1 waits",
     [(0, 2, 9, 1), (1, 3, 4, 1)], [(2, 4)], 4, 4, 4, 4),
    ("request 0 needs one more block; request 1's prompt is longer than the budget left",
     [(0, 4, 5, 1)], [(1, 10), (2, 2)], 6, 4, 6, 4),
    ("request 0 needs a block; request 1 is preempted and readmitted in part",
     [(0, 8, 9, 2), (1, 5, 6, 2)], [(2, 3)], 0, 4, 4, 4),
    ("no block is free: the newest requests are preempted",
     [(0, 8, 9, 2), (1, 4, 5, 1), (2, 3, 4, 1)], [], 0, 4, 8, 4),
    ("request 0's next token fills its last block exactly", [(0, 7, 8, 2)], [(1, 4)], 0, 4, 8, 4),
    ("request 1 lacks blocks: request 2 must not overtake it",
     [(0, 3, 4, 1)], [(1, 9), (2, 2)], 2, 4, 16, 4),
    ("a batch of at most 3", [(0, 3, 4, 1), (1, 2, 3, 1)], [(2, 2), (3, 2)], 4, 4, 16, 3),
    ("request 0's prompt chunk needs two more blocks", [(0, 8, 20, 2)], [(1, 5)], 3, 4, 6, 4),
    ("request 0 needs a block held by request 2, admitted last",
     [(0, 4, 5, 1), (1, 2, 3, 1), (2, 6, 7, 2)], [(3, 2)], 0, 4, 8, 4),
]

#: A stream run through the scheduler step by step, each step a case.
_SCHEDULE_STREAM = ([_StreamRequest(0, 7, 4), _StreamRequest(1, 3, 5),
                     _StreamRequest(2, 9, 2, arrival=1.0), _StreamRequest(3, 2, 3, arrival=2.0),
                     _StreamRequest(4, 5, 2, arrival=4.0)],
                    {"num_blocks": 6, "block_size": 2, "token_budget": 5, "max_batch": 3})

def _drawn_stream(generator: torch.Generator
                  ) -> tuple[list[_StreamRequest], dict[str, int]]:
    """A stream of requests and the engine's settings drawn at random (for the cases a grading
    run adds): a pool that holds the longest request, so that every step schedules something."""
    block_size = _draw(generator, 1, 4)
    requests = []
    for rid in range(_draw(generator, 3, 6)):
        requests.append(_StreamRequest(rid, _draw(generator, 1, 10), _draw(generator, 1, 5),
                                       arrival=float(_draw(generator, 0, 4))))
    longest = max(r.prompt + r.new_tokens for r in requests)
    settings = {"num_blocks": -(-longest // block_size) + _draw(generator, 0, 4),
                "block_size": block_size, "token_budget": _draw(generator, 2, 10),
                "max_batch": _draw(generator, 1, 4)}
    return requests, settings


#: (mistake's keywords for _schedule, diagnosis): tried in this order on a failing case.
_SCHEDULE_VARIANTS: list[tuple[dict[str, Any], str]] = [
    ({"preempt_oldest": True}, "schedule-preempts-oldest"),
    ({"preempt_oldest": True, "retry": False}, "schedule-preempts-oldest"),
    ({"keep_computed": True}, "schedule-keeps-preempted-computed"),
    ({"skip_ahead": True}, "schedule-skips-ahead"),
    ({"to_back": True}, "schedule-preempted-to-back"),
    ({"retry": False}, "schedule-no-retry"),
    ({"admit_check": False}, "schedule-admits-without-blocks"),
    ({"chunk": "whole"}, "schedule-no-chunking"),
    ({"chunk": "wait"}, "schedule-no-chunking"),
    ({"held_count": False}, "schedule-held-blocks-ignored"),
    ({"blocks": lambda tokens, size: tokens // size}, "schedule-blocks-off-by-one"),
    ({"blocks": lambda tokens, size: tokens // size + 1}, "schedule-blocks-off-by-one"),
    ({"budget_used": False}, "schedule-ignores-budget"),
    ({"budget_used": False, "chunk": "whole"}, "schedule-ignores-budget"),
    ({"max_batch_used": False}, "schedule-ignores-max-batch"),
]


def _as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, torch.Tensor) and value.dim() == 0 and not value.is_floating_point() \
            and value.dtype != torch.bool:
        return int(value)
    return None


def _schedule_output(run: _Run, out: Any, case: str
                     ) -> tuple[list[tuple[int, int]], list[int]]:
    """The learner's ``(scheduled, preempted)`` as lists of ints, or a failure that says why."""
    if isinstance(out, list) and out and all(
            isinstance(item, tuple | list) and len(item) == 2
            and None not in (_as_int(item[0]), _as_int(item[1])) for item in out):
        run.fail("serving-not-pair", case, "got a list of (id, new_tokens) pairs alone: "
                 "return (scheduled, preempted)")
    scheduled, preempted = _two_results(run, out, case, "(scheduled, preempted)")
    if not isinstance(scheduled, list | tuple):
        run.fail("schedule-output-form", case, f"scheduled: expected a list of (id, "
                 f"new_tokens) pairs, got {type(scheduled).__name__}")
    pairs = []
    for item in scheduled:
        values = ([_as_int(x) for x in item] if isinstance(item, list | tuple) else [])
        first, second = values if len(values) == 2 else (None, None)
        if first is None or second is None:
            run.fail("schedule-output-form", case, f"scheduled: expected (id, new_tokens) "
                     f"pairs of ints, got {_show(item)}")
        pairs.append((first, second))
    if not isinstance(preempted, list | tuple):
        run.fail("schedule-output-form", case, f"preempted: expected a list of ids, got "
                 f"{type(preempted).__name__}")
    ids = [_as_int(x) for x in preempted]
    if None in ids:
        run.fail("schedule-output-form", case, f"preempted: expected a list of int ids, got "
                 f"{_show(list(preempted))}")
    return pairs, [int(x) for x in ids if x is not None]


def _schedule_symptom(scheduled: list[tuple[int, int]], preempted: list[int],
                      running: list[Running], waiting: list[Waiting], block_size: int,
                      token_budget: int, max_batch: int) -> str | None:
    """The mistake the learner's step shows whatever its other details, if one does."""
    ids = {row[0] for row in running}
    kept = [rid for rid in ids if rid not in preempted]
    admitted = [rid for rid, _ in scheduled if rid not in kept]
    if len(kept) + len(admitted) > max_batch:
        return "schedule-ignores-max-batch"
    if preempted and running and preempted[0] == running[0][0] != running[-1][0]:
        return "schedule-preempts-oldest"
    lengths = dict(waiting) | {row[0]: row[2] for row in running}
    spent = 0
    for rid, n in scheduled:
        if rid in admitted and n == lengths.get(rid) and n > token_budget - spent:
            return "schedule-no-chunking"
        spent += n
    if spent > token_budget:
        return "schedule-ignores-budget"
    return None


def check_schedule_step(learner_fn: Callable[..., Any]) -> CheckResult:
    """Chapter 12: ``schedule_step(running, waiting, free_blocks, block_size, token_budget,
    max_batch)``, one step of the serving engine's continuous scheduler on plain values.

    ``running``: ``(id, computed, length, blocks)`` tuples, oldest admitted first (``computed``
    tokens have their keys and values cached, ``length`` is the tokens so far, ``blocks`` those
    held); ``waiting``: ``(id, length)`` in queue order, holding no block. Returns
    ``(scheduled, preempted)``: ``(id, new_tokens)`` pairs in the order taken, and the ids
    preempted. The rules are :func:`attnviz.serving.engine.serve`'s (continuous policy, no
    prefix sharing): each running request, oldest first, gets ``n = min(length - computed,
    budget left)`` tokens if ``ceil((computed + n) / block_size)`` blocks minus those it holds
    are free, else the newest running request is preempted (its blocks freed, first in the
    queue, to be computed again from scratch) and the same request is tried again; then waiting
    requests are admitted in order, a chunk of ``min(length, budget left)`` tokens each, while
    the budget lasts, fewer than ``max_batch`` run and the chunk's blocks are free.

    The cases are small states, then every step of a short stream of requests.

    Diagnoses: ``schedule-output-form``, ``schedule-modified-input``,
    ``schedule-preempts-oldest``, ``schedule-ignores-budget``, ``schedule-ignores-max-batch``,
    ``schedule-no-chunking``, ``schedule-blocks-off-by-one``, ``schedule-held-blocks-ignored``,
    ``schedule-admits-without-blocks``, ``schedule-skips-ahead``, ``schedule-no-retry``,
    ``schedule-preempted-to-back``, ``schedule-keeps-preempted-computed``,
    ``serving-not-pair``, and the shared ones.
    """
    guard = _Guard("schedule_step", learner_fn)
    streams = [_SCHEDULE_STREAM]
    generator = _unseen(165)  # a grading run adds two streams drawn at random
    if generator is not None:
        streams += [_drawn_stream(generator) for _ in range(2)]
    cases = list(_SCHEDULE_CASES)
    for requests, settings in streams:
        steps = _stream(requests, step_time=1.0, **settings)
        cases += [(f"step {number} of a stream of {len(requests)} requests", step.running,
                   step.waiting, step.free_blocks, settings["block_size"],
                   settings["token_budget"], settings["max_batch"])
                  for number, step in enumerate(steps, start=1)]

    def run_cases(run: _Run) -> None:
        for note, running, waiting, free, block_size, budget, max_batch in cases:
            case = (f"running={running}, waiting={waiting}, free_blocks={free}, "
                    f"block_size={block_size}, token_budget={budget}, max_batch={max_batch} "
                    f"({note})")
            given_running, given_waiting = list(running), list(waiting)
            out = run.call(guard, case, given_running, given_waiting, free, block_size,
                           budget, max_batch)
            if given_running != running or given_waiting != waiting:
                run.fail("schedule-modified-input", case,
                         f"running became {_show(given_running)}, waiting "
                         f"{_show(given_waiting)}")
            scheduled, preempted = _schedule_output(run, out, case)
            expected = _schedule(running, waiting, free, block_size, budget, max_batch)
            if (scheduled, preempted) == expected:
                continue
            detail = (f"expected scheduled {expected[0]}, preempted {expected[1]}; got "
                      f"scheduled {scheduled}, preempted {preempted}")
            for keywords, code in _SCHEDULE_VARIANTS:
                variant = _schedule(running, waiting, free, block_size, budget, max_batch,
                                    **keywords)
                if variant == (scheduled, preempted):
                    run.fail(code, case, detail)
            symptom = _schedule_symptom(scheduled, preempted, running, waiting, block_size,
                                        budget, max_batch)
            run.fail(symptom or "wrong-values", case, detail)
    return _check("schedule_step", learner_fn, guard.cases(run_cases))
