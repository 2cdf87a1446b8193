"""How much does returning attention weights cost? (chapter 3)

attnviz's ``scaled_dot_product_attention`` materialises the (B, Tq, Tk) weights so they can be
drawn; PyTorch's fused ``scaled_dot_product_attention`` never does. Additive scoring goes
further and materialises a (B, Tq, Tk, Dh) tensor. This script times all three in one run, on
the current device, and prints each as a ratio to PyTorch's fused kernel:

    python benchmarks/scoring_speed.py [--batch 8] [--width 64] [--repeats 20]

Ratios, not seconds, are the result: they compare like with like on whatever machine runs it.
"""

from __future__ import annotations

import argparse
import platform
import time

import torch
import torch.nn.functional as F

import attnviz


def best_time(fn, repeats: int) -> float:
    """Best wall time of ``fn()`` over ``repeats`` calls, after one warm-up call."""
    fn()
    times = []
    for _ in range(repeats):
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        start = time.perf_counter()
        fn()
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        times.append(time.perf_counter() - start)
    return min(times)


@torch.no_grad()
def ratios(length: int, args: argparse.Namespace, generator: torch.Generator,
           device: torch.device) -> tuple[float, float]:
    """Times of attnviz's scaled dot-product and additive attention over the fused kernel's."""
    q, k, v = (torch.randn(args.batch, length, args.width, generator=generator).to(device)
               for _ in range(3))
    w_q = torch.randn(args.width, args.hidden, generator=generator).to(device)
    w_k = torch.randn(args.width, args.hidden, generator=generator).to(device)
    w_v = torch.randn(args.hidden, generator=generator).to(device)
    lens = torch.full((args.batch,), length // 2, device=device)
    mask = attnviz.lengths_to_mask(lens, length)
    fused = best_time(lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
                      args.repeats)
    ours = best_time(lambda: attnviz.scaled_dot_product_attention(q, k, v, valid_lens=lens),
                     args.repeats)
    additive = best_time(
        lambda: attnviz.attention_pool(attnviz.additive_scores(q, k, w_q=w_q, w_k=w_k, w_v=w_v),
                                       v, valid_lens=lens),
        max(1, args.repeats // 4))
    return ours / fused, additive / fused


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--width", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=32, help="Dh of additive scoring")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--lengths", type=int, nargs="+", default=[64, 256, 1024])
    args = parser.parse_args()

    device = attnviz.device()
    generator = torch.Generator().manual_seed(0)
    cpu = platform.processor() or platform.machine()
    print(f"device: {device}, torch {torch.__version__}, {cpu}, {torch.get_num_threads()} "
          f"threads; B={args.batch}, D={args.width}, Dh={args.hidden}")
    print(f"{'T':>6} {'attnviz SDPA / fused':>22} {'additive / fused':>18}")
    for length in args.lengths:
        ours, additive = ratios(length, args, generator, device)
        print(f"{length:>6} {ours:>22.2f} {additive:>18.2f}")

if __name__ == "__main__":
    main()
