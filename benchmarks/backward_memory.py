"""Training attention: peak memory and time of a forward *and* backward pass (chapter 11).

For each sequence length ``n`` one run measures, in float32, one training step of causal
self-attention with ``B`` sequences of ``H`` heads of width ``Dh``: the forward pass, then the
gradients of the output's sum with respect to ``q``, ``k`` and ``v``. Three ways to compute the
same function:

* ``naive``: ``attnviz.masked_softmax`` of ``attnviz.dot_product_scores`` with
  ``attnviz.causal_mask``, times ``v``, differentiated by autograd, which keeps the
  ``(B, H, n, n)`` scores and weights for the backward pass;
* ``flash``: ``attnviz.flash_attention`` (tile 128), whose forward pass saves only ``q, k, v``,
  the output and one log-sum-exp per query, and whose backward pass recomputes each tile of
  weights (FlashAttention-2's algorithm), in plain PyTorch;
* ``sdpa``: ``F.scaled_dot_product_attention(q, k, v, is_causal=True)``, PyTorch's fused kernel
  and its own backward.

Peak memory is ``attnviz.training_step_memory``: ``attnviz.peak_memory`` of the step (the
process's peak resident set above what was resident before it, on Linux; on CUDA the
allocator's peak), the least of three steps. The ratio naive / flash is of two peaks measured in
the same run. If flash's peak grows linearly with ``n`` and naive's quadratically, doubling
``n`` doubles the first and quadruples the second: the last table prints each method's growth
from one length to the next against those two laws (a fixed overhead of a few MiB, the same at
every length, pulls the growth of small peaks below the law). Times are ``attnviz.best_times``
of whole steps, the methods called in alternation (``--repeats`` rounds up to ``n = 1024``, half
as many, at least two, beyond). Up to ``n = 1024`` the outputs and gradients of naive and flash
are first checked against SDPA's.

    python benchmarks/backward_memory.py [--lengths 512 1024 2048 4096] [--repeats 3]
"""

from __future__ import annotations

import argparse
import platform
from collections.abc import Callable

import torch
import torch.nn.functional as F

import attnviz

METHODS = ("naive", "flash", "sdpa")
TILE = 128
Attention = Callable[[torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]


def methods(length: int, device: torch.device) -> dict[str, Attention]:
    """Each method as a function of ``q, k, v`` ``(B, H, n, Dh)``."""
    mask = attnviz.causal_mask(length, length, device=device)

    def naive(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        weights = attnviz.masked_softmax(attnviz.dot_product_scores(q, k), mask=mask)
        return weights @ v  # (B, H, n, n) @ (B, H, n, Dh)

    return {
        "naive": naive,
        "flash": lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=TILE, causal=True),
        "sdpa": lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
    }


def _inputs(length: int, args: argparse.Namespace) -> tuple[torch.Tensor, ...]:
    g = torch.Generator().manual_seed(0)
    return tuple(torch.randn(args.batch, args.heads, length, args.head_dim, generator=g)
                 .to(args.device) for _ in range(3))  # q, k, v: (B, H, n, Dh)


def _step(attention: Attention, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor
          ) -> Callable[[], tuple[torch.Tensor, ...]]:
    """One training step as a call without arguments: the output and dQ, dK, dV."""
    inputs = tuple(x.detach().requires_grad_(True) for x in (q, k, v))

    def step() -> tuple[torch.Tensor, ...]:
        out = attention(*inputs)
        return (out.detach(), *torch.autograd.grad(out.sum(), inputs))

    return step


def check(calls: dict[str, Attention], q: torch.Tensor, k: torch.Tensor,
          v: torch.Tensor) -> None:
    """naive and flash give SDPA's output and gradients."""
    expected = _step(calls["sdpa"], q, k, v)()
    for name in ("naive", "flash"):
        for got, want in zip(_step(calls[name], q, k, v)(), expected, strict=True):
            torch.testing.assert_close(got, want, atol=1e-4, rtol=1e-4)


def measure_memory(length: int, args: argparse.Namespace) -> dict[str, int | None]:
    """The least of three peaks, in bytes, of a training step of each method."""
    q, k, v = _inputs(length, args)
    calls = methods(length, q.device)
    if length <= 1024:
        check(calls, q, k, v)
    return {name: attnviz.training_step_memory(call, q, k, v, repeats=3)
            for name, call in calls.items()}


def measure_time(length: int, args: argparse.Namespace) -> dict[str, float]:
    """Best seconds per training step of each method."""
    q, k, v = _inputs(length, args)
    calls = methods(length, q.device)
    repeats = max(min(2, args.repeats), args.repeats if length <= 1024 else args.repeats // 2)
    times = attnviz.best_times([_step(call, q, k, v) for call in calls.values()],
                               repeats=repeats, device=q.device)
    return dict(zip(calls, times, strict=True))


def _mib(value: int | None) -> str:
    return "       n/a" if value is None else f"{value / 2**20:>10.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args()
    args.device = torch.device(args.device)
    if args.device.type == "cuda":
        where = torch.cuda.get_device_name(args.device)
    else:
        where = f"{platform.processor() or platform.machine()}, {torch.get_num_threads()} threads"
    print(f"device: {args.device.type} ({where}), torch {torch.__version__}; B={args.batch}, "
          f"H={args.heads}, Dh={args.head_dim}, float32, causal self-attention, forward + "
          f"backward; flash tile {TILE}")
    # memory first, while the heap is small; then time
    peaks = {length: measure_memory(length, args) for length in args.lengths}
    times = {length: measure_time(length, args) for length in args.lengths}

    header = "".join(f"{name:>10}" for name in METHODS)
    print("\npeak memory of a training step in MiB (attnviz.training_step_memory: least of 3)")
    print(f"{'n':>6}{header}{'naive/flash':>13}")
    for length, p in peaks.items():
        ratio = ("n/a" if p["naive"] is None or not p["flash"]
                 else f"{p['naive'] / p['flash']:.1f}")
        print(f"{length:>6}{''.join(_mib(p[name]) for name in METHODS)}{ratio:>13}")

    print("\ntime of a training step in ms (best of the repeats)")
    print(f"{'n':>6}{header}{'flash/sdpa':>12}")
    for length, t in times.items():
        cells = "".join(f"{1000 * t[name]:>10.1f}" for name in METHODS)
        print(f"{length:>6}{cells}{t['flash'] / t['sdpa']:>12.1f}")

    lengths = sorted(args.lengths)
    if len(lengths) > 1:
        print("\ngrowth of the peak from each length to the next (doubling n: linear x2, "
              "quadratic x4)")
        print(f"{'n':>12}{header}")
        for short, long in zip(lengths, lengths[1:], strict=False):
            cells = "".join(f"{_growth(peaks[short][name], peaks[long][name]):>10}"
                            for name in METHODS)
            print(f"{f'{short}->{long}':>12}{cells}")


def _growth(low: int | None, high: int | None) -> str:
    return "n/a" if low is None or high is None or low == 0 else f"x{high / low:.1f}"

if __name__ == "__main__":
    main()
