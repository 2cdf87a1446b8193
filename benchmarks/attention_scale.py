"""Attention at scale: time and peak memory of each method against PyTorch's fused kernel (ch. 10).

For each sequence length ``T`` one run prints, on the CPU in float32, causal self-attention with
``B`` sequences of ``H`` heads of width ``Dh``, the ratio of each method to
``F.scaled_dot_product_attention(q, k, v, is_causal=True)`` (SDPA), first in time, then in peak
memory:

* ``naive``: the explicit computation that materialises the ``(B, H, T, T)`` weights
  (``attnviz.masked_softmax`` of the scores with ``attnviz.causal_mask``, times ``v``);
* ``tiled``: ``attnviz.tiled_attention`` (tile 128), the same function in ``(tile, tile)``
  blocks with an online softmax, in plain PyTorch;
* ``window``: ``attnviz.sliding_window_attention`` (window 256, blocks of 128), a different
  function: each token sees the 256 tokens up to it, and only that band is computed;
* ``lin rec`` and ``lin quad``: causal linear attention (elu + 1 features), as the recurrence
  with a fixed-size state (``attnviz.linear_attention_recurrent``, a Python loop over ``T``)
  and in its quadratic form (``attnviz.linear_attention(..., causal=True)``), again a
  different function from softmax attention.

Times are ``attnviz.best_times``: the best of ``--repeats`` calls (half as many for
``T > 1024``, where one call takes seconds), the methods called in alternation so that a shared
machine's slow drifts hit them alike; the absolute time and peak of SDPA are printed too.

Peak memory is ``attnviz.peak_memory``: the process's peak resident set (VmHWM), reset through
``/proc/self/clear_refs`` before each call, minus what was resident before it (Linux only;
elsewhere "n/a"), with glibc asked to ``mmap`` every allocation of 64 KiB or more during the
call so that no call hides in heap pages freed by the one before. All peaks are measured before
any timing. Up to ``T = 1024`` the outputs of the exact methods are checked against SDPA first,
and the two linear forms against each other.

A last table compares the key–value cache of multi-head, grouped-query and multi-query
attention (``attnviz.MultiHeadAttention`` with ``num_kv_heads``): the bytes one token adds to
one layer's cache, measured from a filled ``attnviz.KVCache``, and the whole cache at the
longest length.

    python benchmarks/attention_scale.py [--lengths 256 512 1024 2048 4096] [--repeats 3]
"""

from __future__ import annotations

import argparse
import math
import platform
from collections.abc import Callable

import torch
import torch.nn.functional as F

import attnviz

METHODS = ("naive", "tiled", "window", "lin rec", "lin quad")
TILE, WINDOW, BLOCK = 128, 256, 128
def methods(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor
            ) -> dict[str, Callable[[], torch.Tensor]]:
    """The reference (``"sdpa"``) and each method, as calls without arguments."""
    length = q.shape[2]
    mask = attnviz.causal_mask(length, length)

    def naive() -> torch.Tensor:
        weights = attnviz.masked_softmax(attnviz.dot_product_scores(q, k), mask=mask)
        return weights @ v  # (B, H, T, T) @ (B, H, T, Dh)

    return {
        "sdpa": lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True),
        "naive": naive,
        "tiled": lambda: attnviz.tiled_attention(q, k, v, tile_size=TILE, causal=True),
        "window": lambda: attnviz.sliding_window_attention(q, k, v, WINDOW, block_size=BLOCK),
        "lin rec": lambda: attnviz.linear_attention_recurrent(q, k, v),
        "lin quad": lambda: attnviz.linear_attention(q, k, v, causal=True),
    }


def check(calls: dict[str, Callable[[], torch.Tensor]], q: torch.Tensor, k: torch.Tensor,
          v: torch.Tensor) -> None:
    """The exact methods compute SDPA's function; the two linear forms agree."""
    expected = calls["sdpa"]()
    for name in ("naive", "tiled"):
        torch.testing.assert_close(calls[name](), expected, atol=1e-4, rtol=1e-4)
    length = q.shape[2]
    window_mask = attnviz.sliding_window_mask(length, length, WINDOW)
    torch.testing.assert_close(calls["window"](),
                               F.scaled_dot_product_attention(q, k, v, attn_mask=window_mask),
                               atol=1e-4, rtol=1e-4)
    torch.testing.assert_close(calls["lin rec"](), calls["lin quad"](), atol=1e-4, rtol=1e-4)


def _inputs(length: int, args: argparse.Namespace) -> tuple[torch.Tensor, ...]:
    g = torch.Generator().manual_seed(0)
    return tuple(torch.randn(args.batch, args.heads, length, args.head_dim, generator=g)
                 for _ in range(3))  # q, k, v: (B, H, T, Dh)


@torch.inference_mode()
def measure_memory(length: int, args: argparse.Namespace) -> dict[str, float | None]:
    """Peak bytes of one call of each method (after checking them, up to T = 1024)."""
    q, k, v = _inputs(length, args)
    calls = methods(q, k, v)
    if length <= 1024:
        check(calls, q, k, v)
    return {name: attnviz.peak_memory(call) for name, call in calls.items()}


@torch.inference_mode()
def measure_time(length: int, args: argparse.Namespace) -> dict[str, float]:
    """Best seconds per call of each method."""
    calls = methods(*_inputs(length, args))
    repeats = max(1, args.repeats if length <= 1024 else args.repeats // 2)
    times = attnviz.best_times(list(calls.values()), repeats=repeats)
    return dict(zip(calls, times, strict=True))


@torch.inference_mode()
def cache_bytes_per_token(num_kv_heads: int, args: argparse.Namespace, steps: int = 16) -> int:
    """Bytes one token adds to one layer's key–value cache, read off a filled cache."""
    torch.manual_seed(0)
    layer = attnviz.MultiHeadAttention(d_model=args.heads * args.head_dim,
                                       num_heads=args.heads, num_kv_heads=num_kv_heads).eval()
    x = torch.randn(1, steps, layer.d_model)
    cache = attnviz.KVCache()
    layer(x, x, x, causal=True, cache=cache)
    stored = sum(t.numel() * t.element_size() for t in (cache.keys, cache.values))
    return stored // steps


def _ratio(value: float | None, reference: float | None) -> str:
    if value is None or reference is None:
        return "n/a"
    if reference <= 0:  # below what the resident-set counts resolve: no ratio to give
        return "n/a"
    return f"{value / reference:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[256, 512, 1024, 2048, 4096])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--head-dim", type=int, default=64)
    args = parser.parse_args()
    cpu = platform.processor() or platform.machine()
    print(f"device: cpu ({cpu}, {torch.get_num_threads()} threads), torch {torch.__version__}; "
          f"B={args.batch}, H={args.heads}, Dh={args.head_dim}, float32, causal self-attention; "
          f"tile {TILE}, window {WINDOW}")
    # memory first, while the heap is small; then time
    peaks = {length: measure_memory(length, args) for length in args.lengths}
    times = {length: measure_time(length, args) for length in args.lengths}

    header = "".join(f"{name:>10}" for name in METHODS)
    print("\ntime / SDPA (best of the repeats)")
    print(f"{'T':>6}{'SDPA ms':>10}{header}")
    for length, t in times.items():
        cells = "".join(f"{t[name] / t['sdpa']:>10.1f}" for name in METHODS)
        print(f"{length:>6}{1000 * t['sdpa']:>10.2f}{cells}")

    print("\npeak memory in MiB (attnviz.peak_memory: peak resident set above the start of "
          "each call; 0.0: too small to register)")
    print(f"{'T':>6}{'SDPA':>10}{header}")
    for length, p in peaks.items():
        cells = "".join("       n/a" if p[name] is None else f"{p[name] / 2**20:>10.1f}"
                        for name in ("sdpa", *METHODS))
        print(f"{length:>6}{cells}")
    print("\npeak memory / SDPA (n/a where SDPA's peak did not register)")
    print(f"{'T':>6}{header}")
    for length, p in peaks.items():
        cells = "".join(f"{_ratio(p[name], p['sdpa']):>10}" for name in METHODS)
        print(f"{length:>6}{cells}")

    longest = max(args.lengths)
    print(f"\nkey-value cache per layer (H={args.heads} query heads, Dh={args.head_dim}, "
          "float32)")
    print(f"{'attention':>10}{'H_kv':>6}{'KiB/token':>11}{'/ MHA':>7}{f'MiB at T={longest}':>15}")
    groups = sorted({args.heads, max(1, args.heads // 4), 1}, reverse=True)
    full = cache_bytes_per_token(args.heads, args)
    for num_kv_heads in groups:
        per_token = cache_bytes_per_token(num_kv_heads, args)
        kind = ("MHA" if num_kv_heads == args.heads else "MQA" if num_kv_heads == 1
                else "GQA")
        print(f"{kind:>10}{num_kv_heads:>6}{per_token / 1024:>11.1f}"
              f"{per_token / full:>7.2f}{per_token * longest / 2**20:>15.1f}")
    assert math.isclose(cache_bytes_per_token(1, args) * args.heads, full)


if __name__ == "__main__":
    main()
