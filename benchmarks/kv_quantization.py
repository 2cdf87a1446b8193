"""Quantised and paged key–value caches: error, bytes and reserved-but-empty slots (ch. 11).

Two measurements in one run, on the CPU, no trained model needed:

1. **Quantisation.** Random decoding inputs: ``B`` sequences of ``H`` heads, a cache of ``T``
   keys and values of width ``Dh`` in float32, and ``Tq`` new queries attending to all of it.
   The keys have a few *outlier channels* (``--outliers`` of the ``Dh`` channels of each head
   hold a large offset in every token, ``N(0, 1) * 2 + c`` with ``|c|`` between 8 and 16), as
   KIVI (Liu et al. 2024) measured in the keys of trained language models; the values are
   plain ``N(0, 1)``. For 8, 4 and 2 bits, with the keys quantised per channel (KIVI) or per
   token, and the values always per token (``attnviz.quantize``), the table gives the relative
   error ``|K' - K| / |K|`` of the keys and ``|o' - o| / |o|`` of the attention outputs
   (``F.scaled_dot_product_attention`` on the dequantised cache against the float32 one), and
   the bytes of the quantised keys and values (codes packed, scales and minima in float32) over
   those of the float32 cache. A third scheme is KIVI's cache as ``attnviz.QuantizedKVCache``
   holds it: keys per channel in groups of 32 tokens (``residual=32``; ``T`` a multiple of 32,
   so every token is quantised), values per token. The same table follows for keys without
   outlier channels.

2. **Paging.** A batch of ``--requests`` requests with random final lengths (a prompt of 16 to
   512 tokens, uniform, plus an answer of exponentially distributed length, mean 256, clipped
   to ``--max-length``), each appended to an ``attnviz.PagedKVCache`` in chunks of 1 to 16
   tokens, the requests in turn (so their blocks interleave). The slots reserved are measured by
   allocating: without paging, a contiguous ``(B, max_length)`` slot buffer (one reservation of
   the maximum per request, as servers did before paging); with paging, the cache's
   ``allocated_slots`` after the appends. ``attnviz.reservation_waste`` computes the same counts
   from the lengths alone; the run asserts that both agree.

    python benchmarks/kv_quantization.py [--batch 4] [--heads 8] [--length 1024]
"""

from __future__ import annotations

import argparse
import platform

import torch
import torch.nn.functional as F

import attnviz

GROUP = 32  # tokens per group of KIVI's per-channel key statistics


def outlier_keys(shape: tuple[int, int, int, int], num_outliers: int,
                 generator: torch.Generator) -> torch.Tensor:
    """``(B, H, T, Dh)`` normal keys whose ``num_outliers`` channels per head carry a large
    offset in every token."""
    batch, heads, _, width = shape
    keys = torch.randn(*shape, generator=generator)
    for h in range(heads):
        channels = torch.randperm(width, generator=generator)[:num_outliers]
        size = 8 + 8 * torch.rand(batch, 1, num_outliers, generator=generator)  # 8 to 16
        sign = torch.randint(0, 2, (batch, 1, num_outliers), generator=generator) * 2 - 1
        keys[:, h, :, channels] = keys[:, h, :, channels] * 2 + sign * size
    return keys


def quantisation_table(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> list[str]:
    """One row per (bits, key scheme): key error, output error, bytes over float32."""
    exact = F.scaled_dot_product_attention(q, k, v)
    full_bytes = k.nbytes + v.nbytes
    rows = [f"{'bits':>5}{'keys':>17}{'key error':>11}{'out error':>11}{'bytes':>9}"]
    for bits in (8, 4, 2):
        values = attnviz.quantize(v, bits=bits, dim=-1)  # per token
        for scheme, dim in (("per channel", -2), ("per token", -1), ("KIVI, groups 32", None)):
            if dim is None:  # per channel in groups of 32 tokens, as attnviz.QuantizedKVCache
                cache = attnviz.QuantizedKVCache(bits=bits, residual=GROUP)
                keys, values_back = cache.update(k, v)
                nbytes = cache.nbytes
            else:
                quantized = attnviz.quantize(k, bits=bits, dim=dim)
                keys, values_back = quantized.dequantize(), values.dequantize()
                nbytes = quantized.nbytes + values.nbytes
            out = F.scaled_dot_product_attention(q, keys, values_back)
            key_error = float((keys - k).norm() / k.norm())
            out_error = float((out - exact).norm() / exact.norm())
            ratio = nbytes / full_bytes
            rows.append(f"{bits:>5}{scheme:>17}{key_error:>11.4f}{out_error:>11.4f}"
                        f"{ratio:>9.4f}")
            # codes take bits / 32 of the float32 bytes; the statistics add a little
            assert bits / 32 < ratio < bits / 32 + 0.07, (bits, scheme, ratio)
    return rows


def request_lengths(num_requests: int, max_length: int, generator: torch.Generator
                    ) -> list[int]:
    """Prompt (16 to 512 tokens) plus answer (exponential, mean 256), at most ``max_length``."""
    prompts = torch.randint(16, 513, (num_requests,), generator=generator)
    answers = (-256 * torch.rand(num_requests, generator=generator).log()).long()
    return (prompts + answers).clamp(max=max_length).tolist()


def paging_rows(lengths: list[int], max_length: int, block_sizes: list[int],
                generator: torch.Generator) -> list[str]:
    """Slots reserved per request and under paging, measured by allocating, per block size."""
    reserved = torch.empty(len(lengths), max_length)  # one max_length reservation per request
    used = sum(lengths)
    rows = [f"{'reservation':>22}{'slots':>10}{'used':>10}{'empty':>8}",
            f"{f'max_length={max_length}':>22}{reserved.numel():>10}{used:>10}"
            f"{1 - used / reserved.numel():>8.1%}"]
    assert reserved.numel() == attnviz.reservation_waste(
        lengths, max_length=max_length, block_size=1).reserved_max
    for block_size in block_sizes:
        cache = attnviz.PagedKVCache(num_blocks=-(-reserved.numel() // block_size),
                                     block_size=block_size, num_heads=1, head_dim=1)
        remaining = {cache.add_sequence(): length for length in lengths}
        while remaining:  # the requests take turns, appending 1 to 16 tokens each
            for seq in list(remaining):
                chunk = min(remaining[seq], int(torch.randint(1, 17, (), generator=generator)))
                cache.append(seq, torch.zeros(1, chunk, 1), torch.zeros(1, chunk, 1))
                remaining[seq] -= chunk
                if not remaining[seq]:
                    del remaining[seq]
        counted = attnviz.reservation_waste(lengths, max_length=max_length,
                                            block_size=block_size)
        assert (cache.allocated_slots, cache.used_slots) == (counted.reserved_paged, used)
        rows.append(f"{f'paged, blocks of {block_size}':>22}{cache.allocated_slots:>10}"
                    f"{cache.used_slots:>10}{1 - used / cache.allocated_slots:>8.1%}")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--length", type=int, default=1024, help="cached tokens T")
    parser.add_argument("--queries", type=int, default=16, help="new queries Tq")
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--outliers", type=int, default=4, help="outlier key channels per head")
    parser.add_argument("--requests", type=int, default=256)
    parser.add_argument("--max-length", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    cpu = platform.processor() or platform.machine()
    print(f"device: cpu ({cpu}), torch {torch.__version__}; seed {args.seed}")
    generator = torch.Generator().manual_seed(args.seed)
    shape = (args.batch, args.heads, args.length, args.head_dim)
    q = torch.randn(args.batch, args.heads, args.queries, args.head_dim, generator=generator)
    v = torch.randn(*shape, generator=generator)
    plain = torch.randn(*shape, generator=generator)
    k = outlier_keys(shape, args.outliers, generator)

    print(f"\nquantised cache: B={args.batch}, H={args.heads}, T={args.length}, "
          f"Dh={args.head_dim}, Tq={args.queries}; keys with {args.outliers} outlier channels "
          "per head; values per token; bytes = quantised K and V / float32 K and V")
    print("\n".join(quantisation_table(q, k, v)))
    print("\nthe same, keys without outlier channels")
    print("\n".join(quantisation_table(q, plain, v)))

    lengths = request_lengths(args.requests, args.max_length, generator)
    print(f"\npaging: {args.requests} requests, lengths {min(lengths)} to {max(lengths)} "
          f"(mean {sum(lengths) / len(lengths):.0f}), max_length {args.max_length}; slots "
          "measured by allocating")
    print("\n".join(paging_rows(lengths, args.max_length, [16, 32, 128], generator)))


if __name__ == "__main__":
    main()
