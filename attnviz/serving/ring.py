"""Ring attention across processes (chapter 12, *Serving and sharding attention*).

A context too long for one device is split along the sequence over ``P`` processes. Each holds
its queries and, to begin with, its own block of keys and values. *Ring attention* (Liu et al.,
2023) passes the key–value blocks around a ring: at every one of ``P`` steps, each process
attends from its queries to the block it holds (a partial output and log-sum-exp,
:func:`attnviz.mechanism.split_kv.attention_partial`), merges it into what it has so far
(:func:`attnviz.mechanism.split_kv.merge_attention_partials`, chapter 10's online softmax over
whole blocks), and sends the block on to the next process while it receives the next one from
the previous. No process ever holds more than two blocks of keys and values, and the result is
exact.

With a causal mask, a process whose queries come early in the sequence has little to do: with
*contiguous* blocks, process ``r`` sees ``r + 1`` blocks and the last one does ``P`` times the
first one's work. The *zigzag* layout cuts the sequence into ``2P`` chunks and gives process
``r`` chunks ``r`` and ``2P - 1 - r``, one early and one late, so that every process has the
same work (Brandon et al. 2023 call it striped; Megatron's context parallelism does the same).

:func:`ring_attention` starts ``P`` processes with :mod:`torch.multiprocessing`, which talk
through :mod:`torch.distributed` with the *gloo* backend on ``127.0.0.1`` (on GPUs, the same
code runs with ``backend="nccl"`` and one device per process), and stops them all before it
returns, also after an error: if one process dies, the others are stopped and the error names
it; nothing waits forever (``timeout``).
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass
from datetime import timedelta

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from attnviz._checks import check_bool, check_finite_number, check_int, check_tensor
from attnviz.mechanism.split_kv import attention_partial, merge_attention_partials

__all__ = ["LAYOUTS", "RingAttentionResult", "ring_attention", "ring_positions"]

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
class RingAttentionResult:
    """What :func:`ring_attention` computed and what it cost each process.

    Attributes:
        output: ``(B, H, T, Dv)``, the attention of every query, in sequence order.
        work: ``(P,)`` the query–key scores each process computed that the mask lets through
            (the causal mask hides whole blocks, which are skipped).
        block_bytes: ``(P,)`` the bytes of the largest key–value block each process held at
            once (it holds two: the one it attends to and the one arriving).
        seconds: the wall-clock time of the whole call, processes started and stopped included.
        port: the port of ``127.0.0.1`` the processes met on (free again once the call returns).
    """

    output: torch.Tensor
    work: torch.Tensor
    block_bytes: torch.Tensor
    seconds: float
    port: int

    @property
    def imbalance(self) -> float:
        """The busiest process's work over the mean work (1: perfectly balanced)."""
        return float(self.work.max() / self.work.float().mean())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _worker(rank: int, world: int, port: int, q: torch.Tensor, k: torch.Tensor,
            v: torch.Tensor, out: torch.Tensor, work: torch.Tensor, block_bytes: torch.Tensor,
            causal: bool, layout: str, timeout: float, fail_rank: int) -> None:
    """One process of the ring: attend to each block it holds, pass it on."""
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world, timeout=timedelta(seconds=timeout))
    try:
        owned = ring_positions(q.shape[2], world, layout)
        mine = owned[rank]
        queries = q[:, :, mine]  # (B, H, n_r, Dh)
        block_k = k[:, :, mine].contiguous()  # (B, H_kv, n_r, Dh): the block held now
        block_v = v[:, :, mine].contiguous()
        outputs: list[torch.Tensor] = []
        lses: list[torch.Tensor] = []
        largest = 0
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
                largest = max(largest, 2 * (block_k.nbytes + block_v.nbytes))
            if rank == fail_rank and step == 1:
                os._exit(3)  # a crash, for the tests: no clean-up, no message to the others
            keep = mine[:, None] >= owned[source][None, :] if causal else None  # (n_r, n_s)
            if keep is None or bool(keep.any()):
                partial = attention_partial(queries, block_k, block_v, mask=keep)
                outputs.append(partial[0])
                lses.append(partial[1])
                work[rank] += queries.shape[0] * queries.shape[1] * (
                    mine.numel() * owned[source].numel() if keep is None else int(keep.sum()))
            for request in pending:
                if request is not None:
                    request.wait()
            if pending:
                block_k, block_v = next_k, next_v
        block_bytes[rank] = max(largest, block_k.nbytes + block_v.nbytes)
        merged, _ = merge_attention_partials(outputs, lses)
        out[:, :, mine] = merged
        dist.barrier()
    finally:
        dist.destroy_process_group()


def ring_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *, world_size: int = 2,
                   causal: bool = False, layout: str = "contiguous", timeout: float = 60.0,
                   _fail_rank: int = -1) -> RingAttentionResult:
    """Attention of ``q`` to ``k`` and ``v`` computed by ``world_size`` processes in a ring.

    The sequence is dealt to the processes by ``layout`` (:func:`ring_positions`); queries,
    keys and values of one position go to the same process. The processes are started here
    (``torch.multiprocessing``, spawned: each imports PyTorch and attnviz afresh, a second or
    so), join one gloo group on a free port of ``127.0.0.1``, compute, write their rows of the
    output into shared memory and exit; they are all gone when this returns or raises.

    Args:
        q: ``(B, H, T, Dh)`` queries, floating point.
        k: ``(B, H_kv, T, Dh)`` keys (self-attention: as many as queries), same dtype.
        v: ``(B, H_kv, T, Dv)`` values.
        world_size: ``P``, the processes (``1 <= P <= T``).
        causal: each query sees the keys up to its own position.
        layout: ``"contiguous"`` or ``"zigzag"``.
        timeout: seconds before a process that waits for another gives up (and the call
            raises), and after which the whole call is stopped.

    Returns:
        A :class:`RingAttentionResult`; its ``output`` equals
        ``F.scaled_dot_product_attention(q, k, v, is_causal=causal)`` up to rounding.

    Raises:
        RuntimeError: a process failed (its exit code is named) or the call ran past
            ``timeout``; every process has been stopped.
    """
    q = check_tensor("q", q, ndim=4, shape_hint="(B, H, T, Dh)")
    k = check_tensor("k", k, ndim=4, shape_hint="(B, H_kv, T, Dh)")
    v = check_tensor("v", v, ndim=4, shape_hint="(B, H_kv, T, Dv)")
    if q.device.type != "cpu" or k.device.type != "cpu" or v.device.type != "cpu":
        raise ValueError("q, k and v must be on the CPU: each process of the gloo ring reads "
                         "them from shared memory")
    if k.shape[2] != q.shape[2] or v.shape[2] != q.shape[2]:
        raise ValueError(f"k and v must hold one key per query (self-attention over one "
                         f"sequence), T = {q.shape[2]}, got {tuple(k.shape)} and "
                         f"{tuple(v.shape)}")
    length = q.shape[2]
    check_int("world_size", world_size, minimum=1, maximum=max(length, 1))
    check_bool("causal", causal)
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(map(repr, LAYOUTS))}, got {layout!r}")
    check_finite_number("timeout", timeout, minimum=0.0)
    if timeout <= 0:
        raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
    attention_partial(q[:, :, :1], k[:, :, :1], v[:, :, :1])  # shapes and dtypes, checked here
    began = time.perf_counter()
    q, k, v = (t.detach().contiguous().share_memory_() for t in (q, k, v))
    out = q.new_zeros(*q.shape[:3], v.shape[3]).share_memory_()
    work = torch.zeros(world_size, dtype=torch.long).share_memory_()
    block_bytes = torch.zeros(world_size, dtype=torch.long).share_memory_()
    context = mp.get_context("spawn")
    port = _free_port()
    processes = [context.Process(target=_worker, args=(rank, world_size, port, q, k, v, out,
                                                       work, block_bytes, causal, layout,
                                                       timeout, _fail_rank), daemon=True)
                 for rank in range(world_size)]
    try:
        for process in processes:
            process.start()
        deadline = time.monotonic() + timeout + 30.0  # starting the processes takes a while
        while any(process.is_alive() for process in processes):
            failed = [(rank, p.exitcode) for rank, p in enumerate(processes)
                      if p.exitcode is not None and p.exitcode != 0]
            if failed:
                rank, code = failed[0]
                raise RuntimeError(f"ring attention: process {rank} of {world_size} exited with "
                                   f"code {code}; the other processes were stopped")
            if time.monotonic() > deadline:
                raise RuntimeError(f"ring attention: the processes did not finish within "
                                   f"timeout={timeout} s (plus 30 s to start); they were stopped")
            time.sleep(0.01)
        failed = [(rank, p.exitcode or 0) for rank, p in enumerate(processes)
                  if p.exitcode != 0]
        if failed:
            rank, code = failed[0]
            raise RuntimeError(f"ring attention: process {rank} of {world_size} exited with "
                               f"code {code}")
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(timeout=10)
            if process.is_alive():
                process.kill()
                process.join()
    return RingAttentionResult(output=out.clone(), work=work.clone(),
                               block_bytes=block_bytes.clone(),
                               seconds=time.perf_counter() - began, port=port)


