"""Attention over a sequence split across processes: ring attention and all-to-all (chapter 12,
*Serving and sharding attention*).

A context too long for one device is split along the sequence over ``P`` processes. Each holds
its queries and, to begin with, its own block of keys and values. Two ways to attend:

* **Ring attention** (Liu et al., 2023) passes the key–value blocks around a ring: at each of
  ``P`` steps, every process attends from its queries to the block it holds (a partial output
  and log-sum-exp, :func:`attnviz.mechanism.split_kv.attention_partial`), merges it into what it
  has (:func:`attnviz.mechanism.split_kv.merge_attention_partials`, chapter 10's online softmax
  over whole blocks), and sends the block on while it receives the next one. No process holds
  more than two blocks, and its scores are ``(T/P) x (T/P)`` per head at a time.
* **All-to-all over heads** (DeepSpeed-Ulysses, Jacobs et al., 2023): one exchange turns "every
  head, ``T/P`` positions" into "``H/P`` heads, every position", each process attends for its
  heads over the whole sequence, and a second exchange turns the outputs back. It needs ``P``
  to divide the heads, and its scores are ``T x T`` for each of its heads.

Both compute with the same kernel, :func:`attnviz.mechanism.split_kv.attention_partial`, which
writes the scores out, so that their times compare the layouts and not two kernels. What each
process sends: the ring passes ``P - 1`` key–value blocks on, ``2 (P - 1) T H_kv D / P``
numbers; all-to-all exchanges queries, keys, values and outputs, keeping ``1/P`` of each,
``(P - 1) T (2 H + 2 H_kv) D / P**2``. The ring sends ``P H_kv / (H + H_kv)`` times as much:
the same at ``P = 2`` with as many key–value heads as query heads, ``P / 2`` times as much in
general then, and less than all-to-all when the key–value heads are few (``P H_kv < H + H_kv``).

With a causal mask, a process whose queries come early has little to do: with *contiguous*
blocks, process ``r`` sees ``r + 1`` blocks. The *zigzag* layout cuts the sequence into ``2P``
chunks and gives process ``r`` chunks ``r`` and ``2P - 1 - r``, one early, one late, so that every
process has the same work: the layout of ring-flash-attention's zigzag variant (Zhu, 2024),
which Megatron's context parallelism also uses. Striped Attention (Brandon et al. 2023) balances
the work another way, dealing the tokens out round-robin (token ``i`` to process ``i mod P``).

:class:`AttentionGroup` starts ``P`` processes once (:mod:`torch.multiprocessing`, spawned),
which join one :mod:`torch.distributed` group with the *gloo* backend on ``127.0.0.1`` and then
compute as many attentions as they are given; on GPUs the same code runs with ``backend="nccl"``
and one device per process. The group stops every process when it closes, also after an error:
if one process dies, the others are stopped and the error names it; nothing waits forever
(``timeout``). :func:`ring_attention` is one call in a group of its own.
"""

from __future__ import annotations

import os
import queue
import socket
import time
from dataclasses import dataclass
from datetime import timedelta
from types import TracebackType
from typing import Any

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from attnviz._checks import check_bool, check_finite_number, check_int, check_tensor
from attnviz.mechanism.split_kv import attention_partial, merge_attention_partials

__all__ = ["LAYOUTS", "AttentionGroup", "ShardedAttentionResult", "ring_attention",
           "ring_positions"]

LAYOUTS = ("contiguous", "zigzag")
"""How the sequence is dealt to the processes: consecutive blocks, or two chunks each, one from
each end (balanced under a causal mask)."""


def ring_positions(length: int, world_size: int, layout: str = "contiguous") -> list[torch.Tensor]:
    """The sequence positions each of ``world_size`` processes holds, as ``(n_r,)`` long
    tensors, in order.

    ``"contiguous"``: ``world_size`` consecutive blocks (sizes differing by at most one).
    ``"zigzag"``: the sequence cut into ``2 * world_size`` chunks; process ``r`` holds chunks
    ``r`` and ``2 * world_size - 1 - r``.
    """
    check_int("length", length, minimum=1)
    check_int("world_size", world_size, minimum=1)
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(map(repr, LAYOUTS))}, got {layout!r}")
    positions = torch.arange(length)
    if layout == "contiguous":
        return list(positions.tensor_split(world_size))
    chunks = positions.tensor_split(2 * world_size)
    return [torch.cat([chunks[r], chunks[2 * world_size - 1 - r]]) for r in range(world_size)]


@dataclass(frozen=True)
class ShardedAttentionResult:
    """What one attention over ``P`` processes computed, and what it cost each process.

    Attributes:
        output: ``(B, H, T, Dv)``, the attention of every query, in sequence order.
        work: ``(P,)`` the query–key scores each process computed (the ring skips the pairs of
            runs of positions that a causal mask hides entirely; a pair that straddles the
            diagonal is computed whole and masked; all-to-all counts the scores that the mask lets
            through, as PyTorch's kernel skips the tiles it hides).
        held_bytes: ``(P,)`` the most bytes of keys and values a process held at once.
        largest_scores: ``(P,)`` the most scores a process held at once (one matrix of
            scores for all its heads: a pair of runs in the ring).
        sent_bytes: ``(P,)`` the bytes each process sent to the others.
        seconds: the wall-clock time of the call (the processes were already running).
    """

    output: torch.Tensor
    work: torch.Tensor
    held_bytes: torch.Tensor
    largest_scores: torch.Tensor
    sent_bytes: torch.Tensor
    seconds: float

    @property
    def imbalance(self) -> float:
        """The ratio of the busiest process's work to the mean work, which is 1 when the work
        is perfectly balanced."""
        return float(self.work.max() / self.work.float().mean())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _chunk_runs(length: int, world: int, layout: str) -> list[list[tuple[int, int]]]:
    """For each process, its positions as runs, ``(start, end)`` indices into what it holds:
    one run for a contiguous block, its two chunks for a zigzag one (empty runs left out)."""
    if layout == "contiguous":
        return [[(0, part.numel())] for part in ring_positions(length, world, layout)]
    sizes = [chunk.numel() for chunk in torch.arange(length).tensor_split(2 * world)]
    runs = []
    for r in range(world):
        first, second = sizes[r], sizes[2 * world - 1 - r]
        runs.append([run for run in ((0, first), (first, first + second)) if run[1] > run[0]])
    return runs


def _ring(rank: int, world: int, task: dict[str, Any]) -> None:
    """One process's part of ring attention.

    The queries and each arriving block are taken run by run (a zigzag block is two chunks):
    under a causal mask, a pair of runs whose keys all come after its queries is skipped, a
    pair whose keys all come before needs no mask, and only a pair that straddles the diagonal
    is masked."""
    q, k, v, causal = task["q"], task["k"], task["v"], task["causal"]
    owned = ring_positions(q.shape[2], world, task["layout"])
    mine = owned[rank]
    queries = q[:, :, mine]  # (B, H, n_r, Dh)
    block_k = k[:, :, mine].contiguous()  # (B, H_kv, n_r, Dh): the block held now
    block_v = v[:, :, mine].contiguous()
    runs = _chunk_runs(q.shape[2], world, task["layout"])
    query_runs = runs[rank]
    outputs: list[list[torch.Tensor]] = [[] for _ in query_runs]  # per run of queries
    lses: list[list[torch.Tensor]] = [[] for _ in query_runs]
    held = block_k.nbytes + block_v.nbytes
    per_pair = queries.shape[0] * queries.shape[1]  # scores per query-key pair: B H
    for step in range(world):
        source = (rank - step) % world  # whose block this is
        pending = []
        if step + 1 < world:  # send this block on while the next one arrives
            arriving = owned[(rank - step - 1) % world].numel()
            next_k = block_k.new_empty(*block_k.shape[:2], arriving, block_k.shape[3])
            next_v = block_v.new_empty(*block_v.shape[:2], arriving, block_v.shape[3])
            pending = [dist.isend(block_k, (rank + 1) % world),
                       dist.isend(block_v, (rank + 1) % world),
                       dist.irecv(next_k, (rank - 1) % world),
                       dist.irecv(next_v, (rank - 1) % world)]
            task["sent"][rank] += block_k.nbytes + block_v.nbytes
            held = max(held, block_k.nbytes + block_v.nbytes + next_k.nbytes + next_v.nbytes)
        if rank == task["fail_rank"] and step == 1:
            os._exit(3)  # a crash, for the tests: no clean-up, no message to the others
        theirs = owned[source]
        for index, (a, b) in enumerate(query_runs):
            for c, d in runs[source]:
                keep = None
                if causal:
                    if int(theirs[c]) > int(mine[b - 1]):
                        continue  # every key after every query: hidden, skipped
                    if int(theirs[d - 1]) > int(mine[a]):  # straddles the diagonal
                        keep = mine[a:b, None] >= theirs[None, c:d]
                out, lse = attention_partial(queries[:, :, a:b], block_k[:, :, c:d],
                                             block_v[:, :, c:d], mask=keep)
                outputs[index].append(out)
                lses[index].append(lse)
                task["work"][rank] += per_pair * (b - a) * (d - c)
                task["scores"][rank] = max(int(task["scores"][rank]),
                                           per_pair * (b - a) * (d - c))
        for request in pending:
            if request is not None:
                request.wait()
        if pending:
            block_k, block_v = next_k, next_v
    task["held"][rank] = held
    for (a, b), run_outputs, run_lses in zip(query_runs, outputs, lses, strict=True):
        task["out"][:, :, mine[a:b]] = merge_attention_partials(run_outputs, run_lses)[0]


def _ulysses(rank: int, world: int, task: dict[str, Any]) -> None:
    """One process's part of all-to-all attention: positions to heads, attend, and back."""
    q, k, v, causal = task["q"], task["k"], task["v"], task["causal"]
    mine = ring_positions(q.shape[2], world, "contiguous")[rank]

    def to_heads(x: torch.Tensor) -> torch.Tensor:
        # (B, H, n, D) of my positions -> (B, H/P, T, D) of my heads: head group j goes to
        # process j, and from each process come its positions for my heads, in order
        batch, heads, n, width = x.shape
        send = x.reshape(batch, world, heads // world, n, width).movedim(1, 0).contiguous()
        received = torch.empty_like(send)
        dist.all_to_all_single(received, send)
        task["sent"][rank] += send.nbytes * (world - 1) // world
        return received.movedim(0, 2).reshape(batch, heads // world, world * n, width)

    q_h, k_h, v_h = (to_heads(x[:, :, mine].contiguous()) for x in (q, k, v))
    if rank == task["fail_rank"]:
        os._exit(3)
    task["held"][rank] = k_h.nbytes + v_h.nbytes
    length = q.shape[2]
    task["scores"][rank] = q_h.shape[0] * q_h.shape[1] * length * length
    task["work"][rank] = q_h.shape[0] * q_h.shape[1] * (length * (length + 1) // 2 if causal
                                                        else length * length)
    # the ring's kernel, scores written out, so that the two forms differ only in layout
    keep = (torch.ones(length, length, dtype=torch.bool, device=q.device).tril()
            if causal else None)
    heads_out = attention_partial(q_h, k_h, v_h, mask=keep)[0]  # (B, H/P, T, Dv)
    batch, group, _, width = heads_out.shape
    send = heads_out.reshape(batch, group, world, mine.numel(), width).movedim(2, 0).contiguous()
    received = torch.empty_like(send)  # received[j]: my positions for process j's heads
    dist.all_to_all_single(received, send)
    task["sent"][rank] += send.nbytes * (world - 1) // world
    task["out"][:, :, mine] = received.movedim(0, 1).reshape(batch, group * world,
                                                             mine.numel(), width)


#: What a process of the group says once it has joined the group.
_READY = "ready"
#: Seconds the processes of a group may take to start on top of ``timeout``: each imports
#: PyTorch and the package, which on a machine busy with other work can take a minute.
START_SECONDS = 120.0


def _serve(rank: int, world: int, port: int, timeout: float, tasks: Any, done: Any) -> None:
    """A process of the group: join it, then compute each task until told to stop."""
    torch.set_num_threads(1)
    # the first to start waits for the others as long as the parent does (START_SECONDS on
    # top of timeout); later waits end sooner, since the parent stops a call after timeout
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world, timeout=timedelta(seconds=timeout + START_SECONDS))
    done.put((rank, _READY))
    try:
        while True:
            task = tasks.get()
            if task is None:
                break
            try:
                (_ring if task["kind"] == "ring" else _ulysses)(rank, world, task)
                dist.barrier()
                done.put((rank, None))
            except Exception as error:  # reported to the parent, which stops the group
                done.put((rank, f"{type(error).__name__}: {error}"))
                raise
    finally:
        dist.destroy_process_group()


class AttentionGroup:
    """``world_size`` processes on this machine that compute attention over a sequence split
    among them, started once and used for many calls.

    Example::

        with AttentionGroup(4) as group:
            ring = group.ring(q, k, v, causal=True, layout="zigzag")
            ulysses = group.ulysses(q, k, v, causal=True)

    Args:
        world_size: ``P``, the processes (``>= 1``).
        timeout: seconds a call waits for the processes before the group is stopped (the
            first call also waits up to :data:`START_SECONDS` more for them to start, and a
            process waits as long for the others to join).

    Attributes:
        port: the port of ``127.0.0.1`` the processes meet on (``None`` before :meth:`start`).
    """

    def __init__(self, world_size: int, *, timeout: float = 60.0) -> None:
        self.world_size = check_int("world_size", world_size, minimum=1)
        check_finite_number("timeout", timeout, minimum=0.0)
        if timeout <= 0:
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        self.timeout = float(timeout)
        self.port: int | None = None
        self._processes: list[Any] = []
        self._tasks: list[Any] = []
        self._done: Any = None
        self._ready = 0

    def __repr__(self) -> str:
        state = "running" if self._processes else "stopped"
        return f"AttentionGroup(world_size={self.world_size}, {state})"

    def __enter__(self) -> AttentionGroup:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def start(self) -> None:
        """Start the processes (a second or so each: they import PyTorch and attnviz)."""
        if self._processes:
            raise RuntimeError("the group is already running; close it first")
        context = mp.get_context("spawn")
        self.port = _free_port()
        self._done = context.Queue()
        self._tasks = [context.Queue() for _ in range(self.world_size)]
        self._processes = [context.Process(target=_serve, daemon=True, args=(
            rank, self.world_size, self.port, self.timeout, self._tasks[rank], self._done))
            for rank in range(self.world_size)]
        for process in self._processes:
            process.start()

    def close(self) -> None:
        """Stop every process (asked first, then terminated, then killed) and wait for them."""
        for tasks, process in zip(self._tasks, self._processes, strict=True):
            if process.is_alive():
                tasks.put(None)
        for process in self._processes:
            process.join(timeout=15)  # a clean exit releases what the process holds
            if process.is_alive():
                process.terminate()
                process.join(timeout=5)
            if process.is_alive():
                process.kill()
                process.join()
        for channel in [*self._tasks, self._done]:
            if channel is not None:
                channel.cancel_join_thread()  # a dead reader must not keep us waiting
                channel.close()
        self._processes, self._tasks, self._done, self._ready = [], [], None, 0

    def _run(self, kind: str, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
             causal: bool, layout: str, fail_rank: int) -> ShardedAttentionResult:
        if not self._processes:
            raise RuntimeError("the group is not running: use it in a with block, or call "
                               "start() first")
        world = self.world_size
        began = time.perf_counter()
        q, k, v = (t.detach().contiguous().share_memory_() for t in (q, k, v))
        task = {"kind": kind, "q": q, "k": k, "v": v, "causal": causal, "layout": layout,
                "fail_rank": fail_rank,
                "out": q.new_zeros(*q.shape[:3], v.shape[3]).share_memory_()}
        for name in ("work", "held", "scores", "sent"):
            task[name] = torch.zeros(world, dtype=torch.long).share_memory_()
        for tasks in self._tasks:
            tasks.put(task)
        finished = 0
        deadline = time.monotonic() + self.timeout + (
            START_SECONDS if self._ready < world else 0.0)
        while finished < world:
            try:
                rank, error = self._done.get(timeout=0.05)
                if error == _READY:
                    self._ready += 1
                    continue
            except queue.Empty:
                dead = [(r, p.exitcode) for r, p in enumerate(self._processes)
                        if not p.is_alive()]
                if dead:
                    self.close()
                    raise RuntimeError(f"{kind} attention: process {dead[0][0]} of {world} "
                                       f"exited with code {dead[0][1]}; the other processes "
                                       "were stopped") from None
                if time.monotonic() > deadline:
                    self.close()
                    raise RuntimeError(f"{kind} attention: the processes did not finish within "
                                       f"timeout={self.timeout} s; they were stopped") from None
                continue
            if error is not None:
                # a process that lost its partner fails too: name the one that died first
                settle = time.monotonic() + 5.0  # (returns as soon as one is seen dead)
                while time.monotonic() < settle and all(p.is_alive() or p.exitcode == 0
                                                        for p in self._processes):
                    time.sleep(0.02)
                dead = [(r, p.exitcode) for r, p in enumerate(self._processes)
                        if not p.is_alive() and p.exitcode != 0 and r != rank]
                self.close()
                if dead:
                    raise RuntimeError(f"{kind} attention: process {dead[0][0]} of {world} "
                                       f"exited with code {dead[0][1]}; process {rank} then "
                                       f"failed ({error}); the other processes were stopped")
                raise RuntimeError(f"{kind} attention: process {rank} of {world} failed: "
                                   f"{error}; the other processes were stopped")
            finished += 1
        return ShardedAttentionResult(
            output=task["out"].clone(), work=task["work"].clone(),
            held_bytes=task["held"].clone(), largest_scores=task["scores"].clone(),
            sent_bytes=task["sent"].clone(), seconds=time.perf_counter() - began)

    def _check(self, q: object, k: object, v: object, causal: object
               ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        q = check_tensor("q", q, ndim=4, shape_hint="(B, H, T, Dh)")
        k = check_tensor("k", k, ndim=4, shape_hint="(B, H_kv, T, Dh)")
        v = check_tensor("v", v, ndim=4, shape_hint="(B, H_kv, T, Dv)")
        if q.device.type != "cpu" or k.device.type != "cpu" or v.device.type != "cpu":
            raise ValueError("q, k and v must be on the CPU: each process of the gloo group "
                             "reads them from shared memory")
        if k.shape[2] != q.shape[2] or v.shape[2] != q.shape[2]:
            raise ValueError(f"k and v must hold one key per query (self-attention over one "
                             f"sequence), T = {q.shape[2]}, got {tuple(k.shape)} and "
                             f"{tuple(v.shape)}")
        if q.shape[2] < self.world_size:
            raise ValueError(f"q must hold at least one position per process, T >= "
                             f"world_size = {self.world_size}, got T = {q.shape[2]}")
        check_bool("causal", causal)
        attention_partial(q[:, :, :1], k[:, :, :1], v[:, :, :1])  # shapes and dtypes
        return q, k, v

    def ring(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, causal: bool = False,
             layout: str = "contiguous", _fail_rank: int = -1) -> ShardedAttentionResult:
        """Ring attention of ``q`` ``(B, H, T, Dh)`` to ``k``, ``v`` ``(B, H_kv, T, D)``, the
        positions dealt by ``layout`` (:func:`ring_positions`); its output equals
        ``F.scaled_dot_product_attention(q, k, v, is_causal=causal)`` up to rounding."""
        q, k, v = self._check(q, k, v, causal)
        if layout not in LAYOUTS:
            raise ValueError(f"layout must be one of {', '.join(map(repr, LAYOUTS))}, got "
                             f"{layout!r}")
        return self._run("ring", q, k, v, causal=causal, layout=layout, fail_rank=_fail_rank)

    def ulysses(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
                causal: bool = False, _fail_rank: int = -1) -> ShardedAttentionResult:
        """All-to-all attention over heads (DeepSpeed-Ulysses) of ``q`` ``(B, H, T, Dh)`` to
        ``k``, ``v`` ``(B, H, T, D)``, contiguous positions; ``world_size`` must divide ``H``
        and ``T``. Its output equals ``F.scaled_dot_product_attention`` up to rounding."""
        q, k, v = self._check(q, k, v, causal)
        world, heads, length = self.world_size, q.shape[1], q.shape[2]
        if heads % world or k.shape[1] != heads or length % world:
            raise ValueError(f"all-to-all attention gives each process H / P heads of T / P "
                             f"positions, so world_size = {world} must divide the heads of q, "
                             f"k and v and the length, got q {tuple(q.shape)} and k "
                             f"{tuple(k.shape)}")
        return self._run("ulysses", q, k, v, causal=causal, layout="contiguous",
                         fail_rank=_fail_rank)


def ring_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, world_size: int = 2,
                   causal: bool = False, layout: str = "contiguous", timeout: float = 60.0
                   ) -> ShardedAttentionResult:
    """Ring attention of ``q`` to ``k`` and ``v`` by ``world_size`` processes started for this
    call alone (:class:`AttentionGroup` to make several calls with the same processes).

    Args:
        q: ``(B, H, T, Dh)`` queries, floating point, on the CPU.
        k: ``(B, H_kv, T, Dh)`` keys (self-attention: one per query), same dtype.
        v: ``(B, H_kv, T, Dv)`` values.
        world_size: ``P``, the processes (``1 <= P <= T``).
        causal: each query sees the keys up to its own position.
        layout: ``"contiguous"`` or ``"zigzag"``.
        timeout: seconds the call waits for the processes (:data:`START_SECONDS` more for
            them to start) before it stops them and raises; every process is stopped either
            way.

    Returns:
        A :class:`ShardedAttentionResult`; its ``output`` equals
        ``F.scaled_dot_product_attention(q, k, v, is_causal=causal)`` up to rounding.
    """
    group = AttentionGroup(world_size, timeout=timeout)
    group._check(q, k, v, causal)  # before any process starts
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(map(repr, LAYOUTS))}, got {layout!r}")
    with group:
        return group.ring(q, k, v, causal=causal, layout=layout)
