"""Chapter 12's attention across processes: ring attention (contiguous and zigzag) against
all-to-all over heads, for 1, 2 and 4 processes on this machine.

For one causal self-attention over a sequence of 2,048 positions (batch 1, 8 heads of 64,
float32), run in an `attnviz.serving.ring.AttentionGroup` of P processes (gloo on 127.0.0.1),
prints per layout: the seconds of the call (best of three, the processes already running), the
busiest process's work over the mean (1: balanced), and per process the keys and values held at
once, the largest matrix of scores held at once, and the bytes sent, each as measured by the
processes. Every output is checked against SDPA. Both forms attend with the same kernel
(`attnviz.mechanism.split_kv.attention_partial`, scores written out), so the rows with P = 1
compare no communication at all: the ring's blocks still differ, since a block pair that the
causal mask hides entirely is skipped, while all-to-all's one call per head computes every score
and masks half of them. With 4 processes on a 2-core machine the processes share the cores.

    python benchmarks/sharding.py            # about half a minute
    python benchmarks/sharding.py --length 4096
"""

from __future__ import annotations

import argparse

import torch
import torch.nn.functional as F

import attnviz
from attnviz.serving.ring import AttentionGroup


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--length", type=int, default=2048)
    args = parser.parse_args()
    generator = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(1, 8, args.length, 64, generator=generator) for _ in range(3))
    expected = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    print(attnviz.describe_machine(torch.device("cpu")))
    print(f"causal self-attention, T = {args.length}, 8 heads of 64, float32; per process: "
          f"MiB of keys and values held, millions of scores held at once, MiB sent")
    print(f"{'P':>2s}  {'form':22s}{'seconds':>9s}{'imbalance':>11s}{'K,V MiB':>9s}"
          f"{'scores M':>10s}{'sent MiB':>10s}")
    for world in (1, 2, 4):
        with AttentionGroup(world) as group:
            for name, call in (("ring, contiguous", lambda: group.ring(q, k, v, causal=True)),
                               ("ring, zigzag", lambda: group.ring(q, k, v, causal=True,
                                                                   layout="zigzag")),
                               ("all-to-all over heads", lambda: group.ulysses(q, k, v,
                                                                               causal=True))):
                runs = [call() for _ in range(3)]
                result = min(runs, key=lambda r: r.seconds)
                error = (result.output - expected).abs().max().item()
                assert error < 1e-4, (name, world, error)
                print(f"{world:2d}  {name:22s}{result.seconds:9.3f}{result.imbalance:11.2f}"
                      f"{result.held_bytes.max().item() / 2**20:9.2f}"
                      f"{result.largest_scores.max().item() / 1e6:10.2f}"
                      f"{result.sent_bytes.max().item() / 2**20:10.2f}", flush=True)


if __name__ == "__main__":
    main()
