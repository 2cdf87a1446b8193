"""A serving engine for the book's GPT, small enough to read (chapter 12, *Serving and sharding
attention*).

Requests arrive over time; the engine keeps their keys and values in one paged pool (chapter
11's :class:`attnviz.PagedKVCache` per layer, the layers sharing one block manager, as in vLLM's
layout: one block table per request for every layer; :mod:`attnviz.serving.pool`) and runs the
model one *step* at a time. What a step holds is decided anew before every step
(*iteration-level scheduling*, Orca, Yu et al. 2022):

* every running request that is decoding gets its one new token;
* requests still reading their prompt get a *chunk* of it, as many tokens as the step's token
  budget leaves (*chunked prefill*, Sarathi-Serve, Agrawal et al. 2024), so that a long prompt
  never stalls the decoding requests for a whole step of its own;
* waiting requests are admitted while the budget and the batch allow;
* when the pool has no free block for a step, the most recently admitted request is
  *preempted*: its blocks are freed and it waits again, to recompute its tokens when
  readmitted (vLLM's recompute preemption);
* a request whose tokens outgrow the model's context slides its window, as
  :meth:`attnviz.GPT.generate` does: the model reads the last ``context`` tokens, each at a new
  position, so the window is computed again after every new token.

A finished request's blocks go back to the pool at once, and a waiting request can take them in
the very next step. The *static* policy, for comparison, admits a batch only when the previous
one has finished entirely, each prompt read whole: a batch lasts as long as its longest answer.

One step runs the model itself (its own forward, as :meth:`attnviz.GPT.generate` does) over the
tokens of every scheduled request, packed into one row, with an :class:`attnviz.PagedStep` per
layer as its cache: the projections and the feed-forward networks see all of them at once (that
is where batching pays), each token gets its own position, the keys and values are written into
their requests' blocks, and attention reads each request's blocks through its table
(:func:`attnviz.paged_attention`; the decoding requests of a step in one call). Each request
decodes greedily or samples from a random generator of its own, so its output is what
:meth:`attnviz.GPT.generate` gives for it alone, whichever requests it shared its steps with, up
to the rounding of batched arithmetic. A request ends after its
``max_new_tokens`` or at its ``stop`` token.

The clock is simulated from measured times: a step advances it by the wall-clock time the step
took, and an idle engine jumps to the next arrival. Time to first token, time per output token
and throughput come from that clock, so they are this machine's, as every timing in the book;
and since the clock decides which requests have arrived when a step is planned, so is the
schedule. With ``step_time`` every step takes the same simulated time instead, and the schedule
is the same on every machine.
"""

from __future__ import annotations

import math
import time
from collections import deque
from dataclasses import dataclass
from typing import cast

import torch

from attnviz._checks import (
    check_bool,
    check_finite_number,
    check_int,
    check_items,
    check_positive,
    entry_checked,
)
from attnviz.mechanism.paged_step import StepContext
from attnviz.models.gpt import GPT
from attnviz.serving.pool import ServingPool, _Sequence
from attnviz.serving.scheduler import postprocess, schedule

__all__ = ["POLICIES", "Request", "RequestMetrics", "ServeResult", "StepRecord",
           "poisson_requests", "serve"]

POLICIES = ("continuous", "static")
"""Scheduling policies of :func:`serve`: iteration-level scheduling with chunked prefill, or
static batches."""


@dataclass(frozen=True)
class Request:
    """One request: a prompt of token ids, how to continue it, and when it arrives.

    Each request is sampled as :meth:`attnviz.GPT.generate` samples one sequence alone, from a
    generator of its own seeded with ``seed``, so its tokens do not depend on the other requests
    it shares steps with.

    Attributes:
        id: a number naming the request (unique among the requests served together).
        prompt: the prompt's token ids (at least one).
        max_new_tokens: the most tokens to generate (at least one).
        arrival: seconds after the start of serving.
        temperature: ``0`` for greedy decoding, else the sampling temperature.
        top_k: sample among the ``top_k`` most likely tokens only (``None``: all).
        seed: seeds the request's own random generator (sampling only).
        stop: a token id that ends the request once generated (it is kept in the output), or
            ``None``.
    """

    id: int
    prompt: tuple[int, ...]
    max_new_tokens: int
    arrival: float = 0.0
    temperature: float = 0.0
    top_k: int | None = None
    seed: int = 0
    stop: int | None = None

    def __post_init__(self) -> None:
        # the id names the request in the trace, where -1 and -2 mark free and kept blocks
        check_int("id", self.id, minimum=0)
        prompt = self.prompt
        if isinstance(prompt, torch.Tensor):
            if prompt.ndim != 1 or prompt.is_floating_point() or prompt.is_complex():
                raise TypeError(f"prompt must be a sequence of integer token ids, got a tensor "
                                f"of shape {tuple(prompt.shape)} and dtype {prompt.dtype}")
            prompt = prompt.tolist()
        if not isinstance(prompt, list | tuple) or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in prompt):
            raise TypeError(f"prompt must be a sequence of integer token ids, got {prompt!r}")
        object.__setattr__(self, "prompt", tuple(prompt))  # frozen: set once, here


def poisson_requests(num_requests: int, *, rate: float, vocab_size: int,
                     prompt_lengths: tuple[int, int] = (8, 64),
                     new_tokens: tuple[int, int] = (8, 64), seed: int = 0,
                     temperature: float = 0.0) -> list[Request]:
    """A seeded stream of requests arriving as a Poisson process.

    Gaps between arrivals are exponential with mean ``1 / rate`` seconds; prompt lengths and
    numbers of new tokens are uniform over the inclusive ranges given, prompt tokens uniform
    over the vocabulary. Every request samples at ``temperature`` (``0``: greedy), request ``i``
    with seed ``i``. The same ``seed`` gives the same stream.
    """
    check_int("num_requests", num_requests, minimum=1)
    check_positive("rate", rate)
    check_int("vocab_size", vocab_size, minimum=1)
    for name, (low, high) in (("prompt_lengths", prompt_lengths), ("new_tokens", new_tokens)):
        check_int(f"{name}[0]", low, minimum=1)
        check_int(f"{name}[1]", high, minimum=low)
    check_int("seed", seed, minimum=0)
    check_finite_number("temperature", temperature, minimum=0.0)
    generator = torch.Generator().manual_seed(seed)
    gaps = torch.empty(num_requests, dtype=torch.float64).exponential_(rate, generator=generator)
    arrivals = (gaps.cumsum(0) - gaps[0]).tolist()  # the first request arrives at 0
    requests = []
    for index, arrival in enumerate(arrivals):
        length = int(torch.randint(prompt_lengths[0], prompt_lengths[1] + 1, (),
                                   generator=generator))
        new = int(torch.randint(new_tokens[0], new_tokens[1] + 1, (), generator=generator))
        prompt = tuple(torch.randint(0, vocab_size, (length,), generator=generator).tolist())
        requests.append(Request(id=index, prompt=prompt, max_new_tokens=new, arrival=arrival,
                                temperature=temperature, seed=index))
    return requests


@dataclass(frozen=True)
class RequestMetrics:
    """When a request arrived, got its first token and finished (simulated seconds)."""

    arrival: float
    first_token: float
    finish: float
    new_tokens: int
    preemptions: int
    reused_tokens: int = 0

    @property
    def time_to_first_token(self) -> float:
        return self.first_token - self.arrival

    @property
    def time_per_output_token(self) -> float:
        """Seconds per token after the first (``nan`` for a single new token)."""
        if self.new_tokens < 2:
            return math.nan
        return (self.finish - self.first_token) / (self.new_tokens - 1)


@dataclass(frozen=True)
class StepRecord:
    """One step of the engine, for the trace.

    Attributes:
        start: the simulated time the step began.
        seconds: how long it took.
        prefill: ``(request id, tokens)`` of the prompt chunks it read (a prompt's first
            reading).
        decode: the ids of the requests it decoded one token for (its newest token).
        admitted, finished, preempted: request ids.
        block_owner: per block of the pool after the step: the id of a request using it,
            ``-1`` if free, ``-2`` if no request uses it but the prefix tree keeps it.
        block_refs: per block, how many requests use it (more than one: a shared prefix).
        recompute: ``(request id, tokens)`` of the chunks in which a request reads tokens
            again: a preempted one its prompt and the tokens it had generated, one past the
            context its slid window.
    """

    start: float
    seconds: float
    prefill: tuple[tuple[int, int], ...]
    decode: tuple[int, ...]
    admitted: tuple[int, ...]
    finished: tuple[int, ...]
    preempted: tuple[int, ...]
    block_owner: tuple[int, ...]
    block_refs: tuple[int, ...] = ()
    recompute: tuple[tuple[int, int], ...] = ()

    @property
    def blocks_in_use(self) -> int:
        return sum(owner >= 0 for owner in self.block_owner)

    @property
    def tokens(self) -> int:
        """How many tokens the step computed, counting its chunks (prompts and recomputation)
        and one token per decoding request."""
        return (sum(n for _, n in self.prefill) + sum(n for _, n in self.recompute)
                + len(self.decode))


@dataclass(frozen=True)
class ServeResult:
    """What :func:`serve` produced: each request's new tokens, its metrics, and the trace;
    ``copies`` counts the blocks copied before a write (shared prefixes)."""

    outputs: dict[int, list[int]]
    metrics: dict[int, RequestMetrics]
    steps: list[StepRecord]
    copies: int = 0

    @property
    def prefill_tokens(self) -> int:
        """Prompt tokens computed, over every step (a shared prefix once; what preempted
        requests compute again is :attr:`recompute_tokens`)."""
        return sum(n for step in self.steps for _, n in step.prefill)

    @property
    def recompute_tokens(self) -> int:
        """Tokens that requests computed again (after a preemption, or a slid window), over
        every step."""
        return sum(n for step in self.steps for _, n in step.recompute)

    @property
    def peak_blocks(self) -> int:
        """The most blocks that requests used at once (a shared block counted once)."""
        return max(step.blocks_in_use for step in self.steps)

    @property
    def duration(self) -> float:
        """Simulated seconds from the first arrival to the last finish."""
        return (max(m.finish for m in self.metrics.values())
                - min(m.arrival for m in self.metrics.values()))

    @property
    def busy(self) -> float:
        """Simulated seconds spent in steps; the rest of :attr:`duration` the engine waited for
        requests to arrive."""
        return sum(step.seconds for step in self.steps)

    @property
    def throughput(self) -> float:
        """Generated tokens per simulated second."""
        return sum(m.new_tokens for m in self.metrics.values()) / self.duration

    def percentile(self, name: str, q: float) -> float:
        """The ``q``-quantile (``0 <= q <= 1``) over the requests of ``"time_to_first_token"``
        or ``"time_per_output_token"`` (requests without a value left out)."""
        if name not in ("time_to_first_token", "time_per_output_token"):
            raise ValueError(f"name must be 'time_to_first_token' or 'time_per_output_token', "
                             f"got {name!r}")
        check_finite_number("q", q, minimum=0.0)
        if q > 1:
            raise ValueError(f"q must be a quantile between 0 and 1, got {q!r}")
        values = [getattr(m, name) for m in self.metrics.values()]
        values = [v for v in values if not math.isnan(v)]
        if not values:
            return math.nan
        return float(torch.quantile(torch.tensor(values, dtype=torch.float64), q))


def _check_model(model: object) -> GPT:
    if not isinstance(model, GPT):
        raise TypeError(f"model must be an attnviz.GPT, got {type(model).__name__}")
    if model.config.logit_cap is not None:  # the pool's attention does not cap its scores
        raise ValueError(f"model must attend without a logit cap to be served (the pool's "
                         f"attention does not cap its scores), got logit_cap="
                         f"{model.config.logit_cap}")
    if model.config.linear is not None:  # the pool holds keys and values, not states
        raise ValueError(f"model must attend in every block to be served (the engine's pool "
                         f"holds keys and values, not a delta-rule layer's state), got linear="
                         f"{model.config.linear!r}")
    if model.config.select_k is not None:  # the pool's attention reads every key
        raise ValueError(f"model must attend to every key to be served (the pool's attention "
                         f"has no indexer), got select_k={model.config.select_k}")
    if model.config.kv_share != 1:  # the engine keeps one pool of blocks per layer
        raise ValueError(f"model must give every block its own keys and values to be served "
                         f"(the engine keeps one pool per layer), got kv_share="
                         f"{model.config.kv_share}")
    return model


def _check_requests(requests: object, model: GPT, capacity: int) -> list[Request]:
    if not isinstance(requests, list | tuple) or not requests:
        raise TypeError(f"requests must be a non-empty list of attnviz Requests, got "
                        f"{type(requests).__name__}")
    seen = set()
    for index, request in enumerate(check_items("requests", requests, Request, "a Request")):
        if request.id in seen:
            raise ValueError(f"requests[{index}] repeats the id {request.id}")
        seen.add(request.id)
        check_int(f"requests[{index}].max_new_tokens", request.max_new_tokens, minimum=1)
        check_finite_number(f"requests[{index}].arrival", request.arrival, minimum=0.0)
        check_finite_number(f"requests[{index}].temperature", request.temperature, minimum=0.0)
        if request.top_k is not None:
            check_int(f"requests[{index}].top_k", request.top_k, minimum=1,
                      maximum=model.config.vocab_size)
        check_int(f"requests[{index}].seed", request.seed, minimum=0)
        if request.stop is not None:
            check_int(f"requests[{index}].stop", request.stop, minimum=0,
                      maximum=model.config.vocab_size - 1)
        if not request.prompt or not all(isinstance(t, int) and 0 <= t < model.config.vocab_size
                                          for t in request.prompt):
            raise ValueError(f"requests[{index}].prompt must hold at least one token id in "
                             f"[0, {model.config.vocab_size}), got {request.prompt!r}")
        # past the context the window slides (as in GPT.generate): it never holds more
        slots = min(len(request.prompt) + request.max_new_tokens, model.config.context)
        if slots > capacity:
            raise ValueError(f"requests[{index}] needs {slots} token slots, more than the whole "
                             f"pool's {capacity}: make num_blocks larger")
    return sorted(requests, key=lambda r: (r.arrival, r.id))


def _run_step(model: GPT, pool: ServingPool, batch: list[tuple[_Sequence, int]]
              ) -> torch.Tensor:
    """Run the model itself over ``n`` new tokens of each sequence of ``batch``, packed in one
    row, with one :class:`attnviz.PagedStep` per layer as its cache (which writes their keys
    and values into the pool); return the logits of each sequence's last new token
    ``(len(batch), V)``."""
    device = pool.device
    context = StepContext.build([(seq.blocks, seq.computed, n) for seq, n in batch],
                                block_size=pool.block_size, device=device)
    ids = torch.tensor([token for seq, n in batch
                        for token in seq.window[seq.computed:seq.computed + n]], device=device)
    logits = cast(torch.Tensor, model(ids[None], caches=pool.steps(context)))  # (1, N, V)
    last = torch.tensor([end - 1 for _, end in context.rows], device=device)
    return logits[0, last]


@torch.no_grad()
def serve(model: GPT, requests: list[Request], *, policy: str = "continuous",
          num_blocks: int = 64, block_size: int = 16, token_budget: int = 64,
          max_batch: int = 16, share_prefixes: bool = False,
          step_time: float | None = None, clock_scale: float = 1.0) -> ServeResult:
    """Serve ``requests`` with ``model`` and record what happened.

    Args:
        model: an :class:`attnviz.GPT`: multi-head, grouped-query (with or without sink
            logits) or latent attention, any positions.
        requests: the requests (their ``arrival`` times say when each may start).
        policy: ``"continuous"``: every step admits, chunks prompts to the token budget and
            retires finished requests; ``"static"``: a batch of up to ``max_batch`` requests
            is admitted only when the previous batch has finished, each prompt read whole.
        num_blocks: blocks in the pool (every layer has its own pool of that many).
        block_size: token slots per block.
        token_budget: the most new tokens a step computes (continuous policy; a decoding
            request counts one).
        max_batch: the most requests running at once.
        share_prefixes: keep the full blocks computed so far in a :class:`PrefixTree` and let
            a request reuse those that hold the beginning of its tokens (and copy the block
            holding a few more), instead of computing them again.
        step_time: seconds each step advances the clock; ``None`` (the default) advances it by
            the step's measured wall-clock time, so the schedule (which requests have arrived
            when a step is planned) depends on the machine's speed. A fixed value makes the
            schedule, the trace and the metrics the same on every machine (tests, a trace to
            show); the outputs never depend on it.
        clock_scale: multiplies every measured step time (``step_time=None`` only): ``5``
            serves as a machine five times slower would, for the same schedule logic. The
            outputs never depend on it either.

    Returns:
        A :class:`ServeResult`: each request's new tokens (by id), metrics and the step trace.
    """
    model = _check_model(model)
    if policy not in POLICIES:
        raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}, got "
                         f"{policy!r}")
    check_int("num_blocks", num_blocks, minimum=1)
    check_int("block_size", block_size, minimum=1)
    check_int("token_budget", token_budget, minimum=1)
    check_int("max_batch", max_batch, minimum=1)
    check_bool("share_prefixes", share_prefixes)
    if step_time is not None:
        check_positive("step_time", step_time)
    check_positive("clock_scale", clock_scale)
    if step_time is not None and clock_scale != 1:
        raise ValueError(f"clock_scale scales measured step times, so it needs step_time=None; "
                         f"got clock_scale={clock_scale!r} with step_time={step_time!r}")
    pending = deque(_check_requests(requests, model, num_blocks * block_size))
    was_training = model.training
    model.eval()
    pool = ServingPool(model, num_blocks, block_size, share_prefixes)
    waiting: deque[_Sequence] = deque()
    running: list[_Sequence] = []
    outputs: dict[int, list[int]] = {}
    metrics: dict[int, RequestMetrics] = {}
    steps: list[StepRecord] = []
    clock = 0.0
    try:
        with entry_checked():  # the requests are checked; the layers need not check again
            while pending or waiting or running:
                while pending and pending[0].arrival <= clock:
                    request = pending.popleft()
                    generator = (None if request.temperature == 0 else
                                 torch.Generator(device=pool.device).manual_seed(
                                     request.seed))
                    window = max(0, len(request.prompt) - model.config.context)
                    waiting.append(_Sequence(request, list(request.prompt), start=window,
                                             generator=generator))
                if not waiting and not running:
                    clock = pending[0].arrival  # idle: jump to the next arrival
                    continue
                plan = schedule(running, waiting, pool, policy=policy,
                                token_budget=token_budget, max_batch=max_batch)
                began = time.perf_counter()
                logits = _run_step(model, pool, plan.batch)
                seconds = ((time.perf_counter() - began) * clock_scale if step_time is None
                           else step_time)
                start, clock = clock, clock + seconds
                done = postprocess(plan.batch, logits, running, pool, clock=clock)
                for seq in done:
                    outputs[seq.request.id] = seq.tokens[len(seq.request.prompt):]
                    metrics[seq.request.id] = RequestMetrics(
                        arrival=seq.request.arrival, first_token=seq.first_token, finish=clock,
                        new_tokens=seq.generated, preemptions=seq.preemptions,
                        reused_tokens=seq.reused)
                finished = [seq.request.id for seq in done]
                steps.append(StepRecord(
                    start=start, seconds=seconds,
                    prefill=tuple((s.request.id, n) for (s, n), d, r in zip(
                        plan.batch, plan.decoding, plan.recomputing, strict=True)
                        if not d and not r),
                    decode=tuple(s.request.id for (s, _), d in zip(
                        plan.batch, plan.decoding, strict=True) if d),
                    admitted=tuple(plan.admitted), finished=tuple(finished),
                    preempted=tuple(plan.preempted), block_owner=pool.owners(running),
                    block_refs=pool.blocks.users,
                    recompute=tuple((s.request.id, n) for (s, n), r in zip(
                        plan.batch, plan.recomputing, strict=True) if r)))
    finally:
        model.train(was_training)
    return ServeResult(outputs=outputs, metrics=metrics, steps=steps, copies=pool.copies)
