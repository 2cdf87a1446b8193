"""Measuring what a computation costs: on the reader's own machine its time and peak memory, and
on any machine its arithmetic.

Chapter 10 compares ways to compute attention by what they cost, so it measures instead of
quoting. :func:`best_times` times several functions in alternation (so that a slow drift of a
shared machine hits all of them alike) and keeps each one's best run. :func:`peak_memory`
reports how much memory one call needed at its peak, above what was in use before it: on a CUDA
device from PyTorch's allocator statistics, on a Linux CPU from the process's peak resident set
(reset through ``/proc/self/clear_refs``), elsewhere not at all (``None``).

The CPU figure counts whole pages the process touched, so it is exact for large tensors and
noisy for small ones: compare computations whose peaks are megabytes apart, not bytes. A call
could also reuse heap pages that an earlier call freed, and then its peak would read as zero;
so freed heap pages are first given back to the system (glibc's ``malloc_trim``), and during
the call glibc is asked to serve every allocation of 64 KiB or more with its own ``mmap``,
returned to the system when freed; afterwards it does so from 32 MiB on (glibc's largest
automatic threshold), so that later timings do not pay for fresh pages every call.

Chapter 11 measures training too: :func:`training_step_memory` is the peak of one forward *and*
backward pass through an attention function, where autograd keeps whatever the forward pass
stored for the backward one.

Chapter 4 compares two translators at equal cost. Time would make that comparison depend on the
machine, and on what else it is doing, so it counts arithmetic instead: :func:`count_flops` runs
a computation once and returns the floating-point operations of its matrix products, as
PyTorch's ``FlopCounterMode`` counts them, the same number on every machine.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import platform
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import torch

from attnviz._checks import check_int, check_tensor

__all__ = ["best_times", "count_flops", "peak_memory", "training_step_memory"]

_STATUS = Path("/proc/self/status")
_CLEAR_REFS = Path("/proc/self/clear_refs")
_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
_MEASURING, _USUAL = 64 * 1024, 32 * 2**20  # bytes from which allocations are mmapped


def _libc() -> ctypes.CDLL | None:
    """glibc, where this is Linux with glibc; else ``None``."""
    name = ctypes.util.find_library("c")
    if platform.system() != "Linux" or name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
        libc.mallopt, libc.malloc_trim  # noqa: B018 (both must exist)
    except (OSError, AttributeError):
        return None
    return libc


def _map_allocations(threshold: int) -> bool:
    """Have glibc ``mmap`` every allocation of ``threshold`` bytes or more (and unmap it when
    freed); false where that cannot be set (not Linux with glibc)."""
    libc = _libc()
    return libc is not None and bool(libc.mallopt(_M_MMAP_THRESHOLD, threshold))


def _release_free_memory() -> None:
    """Give the pages of freed heap memory back to the system (glibc's ``malloc_trim``), so that
    a call reusing them has to touch them again and is counted."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


def _kib(field: str) -> int:
    for line in _STATUS.read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"{field} is not in {_STATUS}")


def _check_callable(name: str, fn: object) -> None:
    if not callable(fn):
        raise TypeError(f"{name} must be callable, got {type(fn).__name__}")


def _device(device: torch.device | str | None) -> torch.device:
    return torch.device("cpu") if device is None else torch.device(device)


def count_flops(fn: Callable[[], object]) -> int:
    """The floating-point operations of one call of ``fn()``, counted, not timed (chapter 4).

    ``fn`` runs once under ``torch.utils.flop_counter.FlopCounterMode``, which counts each
    matrix product (``mm``, ``addmm``, ``bmm``, convolutions, fused attention) as two operations
    per multiply–add, forward and backward alike: the arithmetic that dominates a model's
    step. Element-wise work (activations, softmax, the optimizer's update) is not counted, nor
    is a product of a matrix with a vector (a layer with one output, such as additive
    attention's ``w_v``): one multiply-add per output, small beside the rest. The
    count depends only on the shapes computed, so it is the same on every machine and every
    numeric path: a budget fixed by it makes a comparison that a busy or slow machine cannot
    change. Whatever ``fn`` does (gradients it accumulates, say) it does as usual.

    Args:
        fn: a callable taking no arguments, e.g. one training step.

    Returns:
        The operations counted, an ``int``.
    """
    _check_callable("fn", fn)
    from torch.utils.flop_counter import FlopCounterMode

    with FlopCounterMode(display=False) as counter:
        fn()
    return int(counter.get_total_flops())


def peak_memory(fn: Callable[[], object], *, device: torch.device | str | None = None
                ) -> int | None:
    """Bytes of memory one call of ``fn()`` needed at its peak, above what was in use before.

    Args:
        fn: the computation, a function of no arguments (its result is dropped).
        device: where ``fn`` computes (default the CPU).

    Returns:
        The peak in bytes, or ``None`` where it cannot be measured (a CPU that is not Linux's,
        or another kind of device).
    """
    _check_callable("fn", fn)
    device = _device(device)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
        torch.cuda.reset_peak_memory_stats(device)
        before = torch.cuda.memory_allocated(device)
        fn()
        torch.cuda.synchronize(device)
        return torch.cuda.max_memory_allocated(device) - before
    if device.type == "cpu" and _CLEAR_REFS.exists():
        try:
            _CLEAR_REFS.write_text("5")  # the peak resident set starts again from the current one
        except OSError:
            return None
        mapped = _map_allocations(_MEASURING)
        _release_free_memory()
        try:
            before = _kib("VmRSS")
            fn()
            return max(0, _kib("VmHWM") - before) * 1024
        finally:
            if mapped:
                _map_allocations(_USUAL)
    return None


def best_times(fns: Sequence[Callable[[], object]], *, repeats: int = 5,
              device: torch.device | str | None = None) -> list[float]:
    """The best wall-clock time, in seconds, of each of ``fns``, called in alternation.

    Each function runs once to warm up, then ``repeats`` rounds call every function once in
    turn; the minimum of each function's runs is returned (the least disturbed one).

    Args:
        fns: functions of no arguments.
        repeats: timed rounds (at least 1).
        device: where they compute; on CUDA the device is synchronised around each call.
    """
    if callable(fns) or not isinstance(fns, Sequence) or not fns:
        raise TypeError(f"fns must be a non-empty sequence of functions, got {fns!r}")
    for index, fn in enumerate(fns):
        _check_callable(f"fns[{index}]", fn)
    check_int("repeats", repeats, minimum=1)
    device = _device(device)

    def timed(fn: Callable[[], object]) -> float:
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        start = time.perf_counter()
        fn()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        return time.perf_counter() - start

    for fn in fns:
        fn()
    best = [float("inf")] * len(fns)
    for _ in range(repeats):
        for index, fn in enumerate(fns):
            best[index] = min(best[index], timed(fn))
    return best


def training_step_memory(attention: Callable[[torch.Tensor, torch.Tensor, torch.Tensor],
                                             torch.Tensor],
                         q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, *,
                         repeats: int = 3) -> int | None:
    """Bytes one training step through ``attention`` needs at its peak: forward, then backward.

    Chapter 11 uses it to compare what attention functions cost to *train*: the forward pass
    ``attention(q, k, v)``, then the gradients of its sum with respect to ``q``, ``k`` and
    ``v`` (``torch.autograd.grad``, so nothing accumulates in ``.grad`` between steps). At the
    peak, memory holds what autograd saved in the forward pass for the backward one: the
    ``(B, H, Tq, Tk)`` weights for attention written with a softmax, one number per query for
    :func:`attnviz.flash_attention`. Each step is measured with :func:`peak_memory` on ``q``'s
    device, and the least of ``repeats`` measurements is kept (memory that another thread of
    the process touched during one of them is not the step's).

    Args:
        attention: a function of ``q, k, v`` returning a tensor, e.g.
            ``lambda q, k, v: attnviz.flash_attention(q, k, v, causal=True)``.
        q: queries ``(B, H, Tq, Dh)``, floating point; not modified (gradients are taken with
            respect to a detached view of it, as of ``k`` and ``v``).
        k: keys ``(B, H, Tk, Dh)``.
        v: values ``(B, H, Tk, Dv)``.
        repeats: measured steps, at least 1.

    Returns:
        The least peak in bytes, or ``None`` where :func:`peak_memory` cannot measure.
    """
    _check_callable("attention", attention)
    for name, x in (("q", q), ("k", k), ("v", v)):
        check_tensor(name, x)
        if not x.is_floating_point():
            raise TypeError(f"{name} must hold floating-point numbers (gradients are taken with "
                            f"respect to it), got dtype {x.dtype}")
    check_int("repeats", repeats, minimum=1)
    inputs = tuple(x.detach().requires_grad_(True) for x in (q, k, v))  # same storage

    def step() -> None:
        out = attention(*inputs)
        torch.autograd.grad(out.sum(), inputs)  # dQ, dK, dV: freed when the step ends

    peaks = [peak_memory(step, device=q.device) for _ in range(repeats)]
    return None if None in peaks else min(p for p in peaks if p is not None)
