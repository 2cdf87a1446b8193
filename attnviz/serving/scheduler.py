"""The serving engine's scheduler (chapter 12, *Serving and sharding attention*).

:func:`attnviz.serving.engine.serve` runs one loop: take the requests that have arrived, plan a
step, run the model over it, and deal with what the step produced. The planning and the dealing
are here, as three functions that each fit on a screen, named as nano-vllm names the parts of
its scheduler:

* :func:`schedule`: which requests the step holds and how many new tokens each computes: one
  for each decoding request, oldest first, then a chunk of a prompt for newcomers while the
  token budget, the batch and the free blocks allow (``"continuous"``); or, under ``"static"``,
  a new batch only when the last one has finished, each prompt read whole;
* :func:`preempt`: when a running request needs a block and none is free, the newest running
  request gives its blocks back and goes to the front of the queue (first come, first served:
  the requests that came first keep their places), to recompute its tokens when readmitted;
* :func:`postprocess`: after the step, every request that reached the end of its tokens gets
  its next token, and those that are done leave. A request whose tokens no longer fit in the
  model's context slides its window (``slide``, which ``postprocess`` calls), as
  :meth:`attnviz.GPT.generate` does: it gives its blocks back and computes the last ``context``
  tokens again, each at its new position.

The pool (``pool``, a :class:`~attnviz.serving.pool.ServingPool`) keeps the blocks:
:meth:`~attnviz.serving.pool.ServingPool.grow` gives a request the blocks it needs,
:meth:`~attnviz.serving.pool.ServingPool.release` takes them back,
:meth:`~attnviz.serving.pool.ServingPool.share` lends a newcomer the blocks of a prefix it
matches, :meth:`~attnviz.serving.pool.ServingPool.register` files full blocks for sharing.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

import torch

from attnviz.models.sampling import sample_next
from attnviz.serving.pool import ServingPool, _Sequence

__all__ = ["StepPlan", "postprocess", "preempt", "schedule", "slide"]


@dataclass
class StepPlan:
    """What one step computes.

    Attributes:
        batch: ``(request, new tokens)`` pairs, in the order the requests were taken.
        decoding: per pair, whether it decodes (the one newest token of a request past its
            prompt) rather than reads a chunk.
        recomputing: per pair, whether its chunk is one a preempted request reads again (its
            prompt and the tokens it had generated) rather than a prompt read the first time.
        admitted: ids of the requests the step admitted.
        preempted: ids of the requests preempted while planning it.
    """

    batch: list[tuple[_Sequence, int]] = field(default_factory=list)
    decoding: list[bool] = field(default_factory=list)
    recomputing: list[bool] = field(default_factory=list)
    admitted: list[int] = field(default_factory=list)
    preempted: list[int] = field(default_factory=list)


def preempt(running: list[_Sequence], waiting: deque[_Sequence], pool: ServingPool) -> int:
    """Preempt the newest running request: free its blocks and put it at the front of the
    queue, with every token to compute again. Returns its id."""
    victim = running.pop()
    pool.release(victim)
    victim.computed = 0  # its tokens are recomputed when it is readmitted
    victim.decoding = False
    victim.preemptions += 1
    waiting.appendleft(victim)
    return victim.request.id


def schedule(running: list[_Sequence], waiting: deque[_Sequence], pool: ServingPool, *, policy: str,
             token_budget: int, max_batch: int) -> StepPlan:
    """Plan one step (see the module's docstring); ``running`` and ``waiting`` change as
    requests are admitted and preempted."""
    plan = StepPlan()
    if policy == "static" and not running:
        while waiting and len(running) < max_batch:
            seq = waiting.popleft()
            seq.reused += pool.share(seq)
            running.append(seq)
            plan.admitted.append(seq.request.id)
    budget = token_budget if policy == "continuous" else math.inf
    index = 0
    while index < len(running):  # the oldest first
        seq = running[index]
        n = int(min(len(seq.window) - seq.computed, budget))
        if n <= 0:  # no budget left: this request waits a step
            index += 1
        elif pool.grow(seq, seq.computed + n):
            plan.batch.append((seq, n))
            plan.decoding.append(seq.decoding)
            plan.recomputing.append(not seq.decoding and (seq.preemptions > 0 or seq.start > 0))
            budget -= n
            index += 1
        else:  # no free block: preempt the newest (perhaps seq itself), and try again
            plan.preempted.append(preempt(running, waiting, pool))
    while policy == "continuous" and waiting and budget > 0 and len(running) < max_batch:
        seq = waiting[0]
        reused = pool.share(seq)
        n = int(min(len(seq.window) - seq.computed, budget))
        if not pool.grow(seq, seq.computed + n):
            pool.release(seq)  # give back what it shared, and wait for blocks
            seq.computed = 0
            break
        seq.reused += reused
        waiting.popleft()
        running.append(seq)
        plan.admitted.append(seq.request.id)
        plan.batch.append((seq, n))
        plan.decoding.append(False)
        plan.recomputing.append(seq.preemptions > 0 or seq.start > 0)
        budget -= n
    if not plan.batch:
        raise RuntimeError("the engine could not schedule any request: the pool is too small "
                           "for the running requests")
    return plan


def _next_token(seq: _Sequence, logits: torch.Tensor) -> int:
    """The request's next token from its logits ``(V,)``, drawn as :meth:`attnviz.GPT.generate`
    draws it for one sequence alone: with the one sampler,
    :func:`attnviz.models.sampling.sample_next` (float32 logits, temperature, top-k, the
    generator)."""
    request = seq.request
    return int(sample_next(logits[None].float(),  # (1, V), as generate's logits[:, -1].float()
                           temperature=request.temperature, top_k=request.top_k,
                           generator=seq.generator))


def postprocess(batch: list[tuple[_Sequence, int]], logits: torch.Tensor,
                running: list[_Sequence], pool: ServingPool, *, clock: float) -> list[_Sequence]:
    """After a step at time ``clock``: count what each request computed, file its full blocks,
    give each request at the end of its tokens its next token (``logits`` ``(len(batch), V)``,
    one row per pair), and retire those that are done; slide the window of a request whose
    tokens no longer fit in the context. Returns the finished requests, which have left
    ``running`` and the pool."""
    finished = []
    for (seq, n), row in zip(batch, logits, strict=True):
        seq.computed += n
        pool.register(seq)
        if seq.computed < len(seq.window):
            continue  # a chunk that is not the last: no token yet
        token = _next_token(seq, row)
        seq.tokens.append(token)
        if seq.generated == 1 and math.isnan(seq.first_token):
            seq.first_token = clock
        if seq.generated == seq.request.max_new_tokens or token == seq.request.stop:
            running.remove(seq)
            pool.release(seq)
            finished.append(seq)
        elif len(seq.window) > pool.context:
            slide(seq, pool)
        else:
            seq.decoding = True  # the next step computes the token it just got
    return finished


def slide(seq: _Sequence, pool: ServingPool) -> None:
    """Move ``seq``'s window to its last ``context`` tokens, as :meth:`attnviz.GPT.generate`
    does: every token in it has a new position, so its blocks go back and the window is
    computed again (and again after each new token, while the request runs past the context)."""
    pool.release(seq)
    seq.start = max(0, len(seq.tokens) - pool.context)
    seq.computed = 0
    seq.decoding = False
