"""Multi-head attention: attnviz against torch.nn.MultiheadAttention, in time and memory (ch. 5-6).

One run prints, for each sequence length, on the current device:

* ``attnviz / torch``: time of ``attnviz.MultiHeadAttention`` (weights not requested, so it runs
  the fused ``scaled_dot_product_attention``) over ``torch.nn.MultiheadAttention`` with the
  same weights and ``need_weights=False``;
* ``weights / none``: time of ``attnviz.MultiHeadAttention`` with ``need_weights=True`` (the
  ``(B, H, T, T)`` weights are materialised) over the same layer without;
* peak memory of each call above what was allocated before it (``attnviz.peak_memory``; CUDA:
  the caching allocator's peak; CPU on Linux: the process's peak resident set, reset before each
  call through ``/proc/self/clear_refs``; elsewhere not measured).

Self-attention, inference mode (eval, no grad). Calls of the layers being compared alternate, and
each reported time is the best of several, so slow drifts of a shared machine hit both alike.

    python benchmarks/attention_speed.py [--batch 8] [--width 768] [--heads 12]
                                         [--lengths 128 512 1024 2048] [--repeats 5]
"""

from __future__ import annotations

import argparse
import platform

import torch
from torch import nn

import attnviz


def matched_layers(d_model: int, num_heads: int, device: torch.device
                   ) -> tuple[attnviz.MultiHeadAttention, nn.MultiheadAttention]:
    """An attnviz layer and a PyTorch layer with the same weights, in eval mode."""
    ours = attnviz.MultiHeadAttention(d_model=d_model, num_heads=num_heads)
    theirs = nn.MultiheadAttention(d_model, num_heads, batch_first=True)
    with torch.no_grad():
        theirs.in_proj_weight.copy_(torch.cat([ours.W_q.weight, ours.W_k.weight,
                                               ours.W_v.weight]))
        theirs.in_proj_bias.copy_(torch.cat([ours.W_q.bias, ours.W_k.bias, ours.W_v.bias]))
        theirs.out_proj.weight.copy_(ours.W_o.weight)
        theirs.out_proj.bias.copy_(ours.W_o.bias)
    return ours.to(device).eval(), theirs.to(device).eval()


@torch.inference_mode()
def measure(length: int, args: argparse.Namespace, device: torch.device) -> dict[str, float]:
    torch.manual_seed(0)
    ours, theirs = matched_layers(args.width, args.heads, device)
    x = torch.randn(args.batch, length, args.width, device=device)
    torch.testing.assert_close(ours(x, x, x), theirs(x, x, x, need_weights=False)[0],
                               atol=1e-4, rtol=1e-4)  # the same function, or the ratio is moot

    def run_torch() -> object:
        return theirs(x, x, x, need_weights=False)

    def run_ours() -> object:
        return ours(x, x, x)

    def run_ours_weights() -> object:
        return ours(x, x, x, need_weights=True)

    repeats = max(2, args.repeats if length <= 1024 else args.repeats // 2)
    t_torch, t_ours, t_weights = attnviz.best_times([run_torch, run_ours, run_ours_weights],
                                                    repeats=repeats, device=device)
    return {"ours/torch": t_ours / t_torch, "weights/none": t_weights / t_ours,
            "mem torch": attnviz.peak_memory(run_torch, device=device),
            "mem ours": attnviz.peak_memory(run_ours, device=device),
            "mem weights": attnviz.peak_memory(run_ours_weights, device=device)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--width", type=int, default=768)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--lengths", type=int, nargs="+", default=[128, 512, 1024, 2048])
    parser.add_argument("--repeats", type=int, default=6)
    args = parser.parse_args()
    device = attnviz.device()
    cpu = platform.processor() or platform.machine()
    print(f"device: {device} ({cpu}, {torch.get_num_threads()} threads), torch "
          f"{torch.__version__}; B={args.batch}, D={args.width}, H={args.heads}; "
          "self-attention, inference")

    def mib(value: float | None) -> str:
        return "n/a" if value is None else f"{value / 2**20:.0f}"

    print(f"{'T':>6} {'attnviz/torch':>14} {'weights/none':>13} {'peak MiB: torch':>16} "
          f"{'attnviz':>8} {'+weights':>9}")
    for length in args.lengths:
        r = measure(length, args, device)
        print(f"{length:>6} {r['ours/torch']:>14.2f} {r['weights/none']:>13.2f} "
              f"{mib(r['mem torch']):>16} {mib(r['mem ours']):>8} {mib(r['mem weights']):>9}")


if __name__ == "__main__":
    main()
