"""The scheduler explorer (chapter 12): a serving engine's recorded trace, replayed step by step.

:func:`scheduler_explorer` embeds what each step of :func:`attnviz.serve` computed per request
(prefill, recompute, decode), which requests waited or were preempted, and the pool's blocks;
its front end (``attnviz/visuals/static/scheduler.js``) steps through them with no kernel. It
is re-exported by :mod:`attnviz.visuals.explorers` with the other explorers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from attnviz._checks import check_int, check_items
from attnviz.visuals.views import View, _fallback

if TYPE_CHECKING:
    from attnviz.serving.engine import Request, RequestMetrics, ServeResult, StepRecord

__all__ = ["MAX_POOL_BLOCKS", "MAX_TRACE_STEPS", "scheduler_explorer"]


MAX_TRACE_STEPS = 2000
"""The most steps of a serving trace one scheduler view embeds (``max_steps`` picks the first)."""
MAX_POOL_BLOCKS = 1024
"""The most blocks of a pool one scheduler view draws."""


def _request_timelines(steps: Sequence[StepRecord], ids: Sequence[int],
                       prompts: Sequence[int | None],
                       metrics: Sequence[RequestMetrics]) -> list[dict[str, Any]]:
    """What each request did at each step, read off the trace: the step it had arrived by
    (``first``), then one letter a step (``states``: ``w`` waiting, ``p`` reading a prompt
    chunk, ``d`` decoding, ``h`` running but left out of the step, its token budget spent) up to
    the step it finished at, with a number a step (``progress``): after a ``p`` step, the prompt
    tokens in the pool (a shared prefix's counted from the request's first chunk); after any
    other, the tokens generated so far.

    The trace records what each step computed, not the tokens it produced: a request gets a
    token from each decoding step and from the step that completes the tokens it holds (its
    prompt, and after a preemption the tokens it recomputes). With the prompt's length and no
    shared prefix this is exact; with shared prefixes, a chunk that is the last before a
    preemption is counted as completing the prompt where the request's total of new tokens
    says so, and a prompt cut short by a preemption shows only the tokens its chunks computed
    (what it reused there is not in the trace). A prompt's length not given (``prompts[i]`` is
    ``None``) is read off the request's last admission where the trace tells it: that
    admission computes the prompt and every new token but the last, less the tokens it
    reused (all of them when it was never preempted, none when it never reused any)."""
    index = {request_id: i for i, request_id in enumerate(ids)}
    chunks: list[dict[int, int]] = [{index[r]: n for r, n in (*step.prefill, *step.recompute)}
                                    for step in steps]  # a recomputation is read in chunks too
    decoded = [{index[r] for r in step.decode} for step in steps]
    admitted = [{index[r] for r in step.admitted} for step in steps]
    finished = [{index[r] for r in step.finished} for step in steps]
    preempted = [{index[r] for r in step.preempted} for step in steps]
    total = len(steps)

    def next_is_decode(i: int, k: int) -> bool:
        """Whether request ``i`` decodes next after step ``k``, with no preemption before."""
        for j in range(k + 1, total):
            if i in preempted[j]:
                return False
            if i in chunks[j] or i in decoded[j]:
                return i in decoded[j]
        return False

    timelines = []
    for i, (prompt, metric) in enumerate(zip(prompts, metrics, strict=True)):
        first = next((k for k, step in enumerate(steps) if metric.arrival <= step.start), total)
        last = max((k for k in range(total) if i in admitted[k]), default=total)
        if prompt is None and (metric.preemptions == 0 or metric.reused_tokens == 0):
            computed = sum(chunks[k].get(i, 0) + (i in decoded[k]) for k in range(last, total))
            reused = metric.reused_tokens if metric.preemptions == 0 else 0
            prompt = computed + reused - metric.new_tokens + 1
        exact = prompt is not None and metric.reused_tokens == 0
        running, generated, read, target = False, 0, 0, 0
        states: list[str] = []
        progress: list[int] = []
        unsure: list[int] = []  # places of chunks that may have completed the prompt
        starts: set[int] = set()  # the steps it was admitted at
        for k in range(first, total):
            if i in preempted[k]:
                running = False
            if i in admitted[k]:
                starts.add(k)
                running, read = True, 0
                target = (prompt or 0) + generated  # the tokens it holds, to compute again
                if not exact and prompt is not None:  # what a shared prefix gave it
                    phase = [chunks[j][i] for j in range(k, total)
                             if i in chunks[j] and all(i not in preempted[m]
                                                       for m in range(k + 1, j + 1))]
                    whole = next_is_decode(i, k + len(phase) - 1) if phase else True
                    read = max(0, target - sum(phase)) if whole else 0
            if i in chunks[k]:
                read += chunks[k][i]
                if exact:
                    generated += read == target
                elif next_is_decode(i, k) or i in finished[k]:
                    generated += 1
                elif any(i in preempted[j] for j in range(k + 1, min(k + 2, total))):
                    unsure.append(len(states))
                states.append("p")
                progress.append(read if prompt is None else min(read, prompt))
            else:
                generated += i in decoded[k]
                states.append("d" if i in decoded[k] else "h" if running else "w")
                progress.append(generated)
            if i in finished[k]:
                break
        missing = metric.new_tokens - generated if i in set().union(*finished) else 0
        for place in unsure[:max(0, missing)]:  # those chunks did complete the prompt
            for j in range(place + 1, len(states)):
                progress[j] += states[j] != "p"
            if prompt is not None:  # so the prompt was all in the pool: count what it reused
                begin = place
                while begin > 0 and states[begin - 1] == "p" and first + begin not in starts:
                    begin -= 1
                behind = prompt - progress[place]
                for j in range(begin, place + 1):
                    progress[j] = min(prompt, progress[j] + behind)
        progress = [value if state == "p" else min(value, metric.new_tokens)
                    for state, value in zip(states, progress, strict=True)]
        timelines.append({"first": first, "prompt": prompt, "states": "".join(states),
                          "progress": progress})
    return timelines


def scheduler_explorer(result: ServeResult, *, requests: Sequence[Request] | None = None,
                       max_steps: int | None = None, step: int = 0) -> View:
    """A serving trace, step by step: the block pool, the requests and what each step ran.

    The trace of :func:`attnviz.serve` (``result.steps``) is embedded in the view, compactly
    (the pool as the blocks that change at each step), and the browser replays it
    (``attnviz/visuals/static/scheduler.js``): live with no kernel, on the book's website too.
    Serve with ``step_time`` for a trace that is the same on every machine.

    Args:
        result: what :func:`attnviz.serve` returned (at least one step).
        requests: the requests it served (optional): their prompt lengths let the view show
            each prompt's progress even for a request that was preempted after reusing a shared
            prefix, which the trace alone does not tell. Their ids must be the result's.
        max_steps: show only the first ``max_steps`` steps (``None``: all of them, at most
            :data:`MAX_TRACE_STEPS`).
        step: the step shown first, counted from 0.

    Returns:
        An :class:`attnviz.View` of kind ``"scheduler"``: a play/pause button and a step slider
        above a line saying the step, its time, the blocks in use and what happened (also
        announced to screen readers); the block pool as a grid, each block in its request's
        colour with the request's id (free blocks empty, blocks kept by the prefix tree hatched,
        a block shared by several requests marked with their number); what the step scheduled
        (prompt chunks and decoded tokens, as a bar of its tokens); and the requests: the running
        ones with their progress (prompt tokens read, tokens generated), the waiting, the
        finished and those yet to arrive. The pool has a text alternative that says who holds
        which blocks.
    """
    from attnviz.serving.engine import Request, ServeResult

    if not isinstance(result, ServeResult):
        raise TypeError(f"result must be the ServeResult of attnviz.serve, got "
                        f"{type(result).__name__}")
    if not result.steps:
        raise ValueError("result must hold at least one step, got an empty trace")
    if max_steps is not None:
        check_int("max_steps", max_steps, minimum=1)
    shown = len(result.steps) if max_steps is None else min(max_steps, len(result.steps))
    if shown > MAX_TRACE_STEPS:
        raise ValueError(f"result has {len(result.steps)} steps, more than the "
                         f"{MAX_TRACE_STEPS} one view shows: pass max_steps to show the first "
                         "ones")
    check_int("step", step, minimum=0, maximum=shown - 1)
    num_blocks = len(result.steps[0].block_owner)
    if not 1 <= num_blocks <= MAX_POOL_BLOCKS:
        raise ValueError(f"result's pool must have between 1 and {MAX_POOL_BLOCKS} blocks, got "
                         f"{num_blocks}")
    ids = sorted(result.metrics)
    for k, record in enumerate(result.steps):
        if len(record.block_owner) != num_blocks or len(record.block_refs) not in (
                0, num_blocks):
            raise ValueError(f"result.steps[{k}] has {len(record.block_owner)} block owners and "
                             f"{len(record.block_refs)} block counts, expected {num_blocks}")
        named = [*record.decode, *record.admitted, *record.finished, *record.preempted,
                 *(r for r, _ in (*record.prefill, *record.recompute)),
                 *(o for o in record.block_owner if o >= 0)]
        unknown = sorted(set(named) - set(ids))
        if unknown:
            raise ValueError(f"result.steps[{k}] names requests {unknown} that result.metrics "
                             "does not hold")
    prompts: list[int | None] = [None] * len(ids)
    if requests is not None:
        if isinstance(requests, str) or not isinstance(requests, Sequence):
            raise TypeError(f"requests must be a list of attnviz Requests or None, got "
                            f"{type(requests).__name__}")
        check_items("requests", list(requests), Request, "a Request")
        given = sorted(request.id for request in requests)
        if given != ids:
            raise ValueError(f"requests must be the requests result served, ids {ids}, got ids "
                             f"{given}")
        length = {request.id: len(request.prompt) for request in requests}
        prompts = [length[request_id] for request_id in ids]
    metrics = [result.metrics[request_id] for request_id in ids]
    timelines = _request_timelines(result.steps, ids, prompts, metrics)
    steps = result.steps[:shown]
    index = {request_id: i for i, request_id in enumerate(ids)}

    def changes(rows: list[list[int]], start: int) -> list[list[int]]:
        """Each row as ``[block, value, block, value, ...]`` for the blocks whose value
        changed since the row before it (before the first step, every block is ``start``)."""
        previous = [start] * num_blocks
        out = []
        for row in rows:
            out.append([x for b, value in enumerate(row) if value != previous[b]
                        for x in (b, value)])
            previous = row
        return out

    owners = [[index[o] if o >= 0 else o for o in record.block_owner] for record in steps]
    shared = [[r if r > 1 else 0 for r in (record.block_refs or [0] * num_blocks)]
              for record in steps]

    def events(name: str) -> list[int]:
        return [x for k, record in enumerate(steps) for r in getattr(record, name)
                for x in (k, index[r])]

    embedded = []
    for request_id, metric, timeline in zip(ids, metrics, timelines, strict=True):
        cut = max(0, shown - timeline["first"])  # the steps of it that are shown
        embedded.append({"id": request_id, "arrival": round(metric.arrival, 6),
                         "prompt": timeline["prompt"], "new_tokens": metric.new_tokens,
                         "first": timeline["first"], "states": timeline["states"][:cut],
                         "progress": timeline["progress"][:cut]})
    data: dict[str, Any] = {
        "num_blocks": num_blocks, "total_steps": len(result.steps), "step": step,
        "start": [round(record.start, 6) for record in steps],
        "end": round(steps[-1].start + steps[-1].seconds, 6),
        "requests": embedded,
        "prefill": [[x for r, n in (*record.prefill, *record.recompute) for x in (index[r], n)]
                    for record in steps],
        "owner": changes(owners, -1), "shared": changes(shared, 0),
        "admitted": events("admitted"), "finished": events("finished"),
        "preempted": events("preempted"),
    }
    peak = max(range(shown), key=lambda k: steps[k].blocks_in_use)
    preemptions = sum(len(record.preempted) for record in steps)
    done = sum(len(record.finished) for record in steps)
    most_shared = max((r for record in steps for r in record.block_refs), default=0)
    span = (f"the first {shown} of {len(result.steps)} steps" if shown < len(result.steps)
            else f"{shown} steps")
    label = (f"Scheduler view: a serving trace of {span}, {len(ids)} requests over a pool of "
             f"{num_blocks} blocks, step by step")
    summary = (f"A serving trace of {span} ({1000 * data['end']:.1f} ms simulated): "
               f"{len(ids)} requests, {done} finished; at most {steps[peak].blocks_in_use} of "
               f"{num_blocks} blocks in use (step {peak + 1}); {preemptions} preemption"
               f"{'' if preemptions == 1 else 's'}"
               + (f"; blocks shared by up to {most_shared} requests" if most_shared > 1 else "")
               + ".")
    return View("scheduler", data, label=label, fallback=_fallback(summary))
