"""Chapter 11's attention-sink experiment from several seeds: how often a sink forms, and what a
rolling cache without it costs.

Trains chapter 11's two models on the back-copy task (`attnviz.backcopy_tokens`: random tokens,
and after a trigger a copy of the token before it) from each seed: a two-layer `attnviz.RotaryLM`
that must find its own sink, and the same with a learned sink logit per head (started at ln 64,
learning rate 0.1). Each reads 64 test sequences of four times its training length token by token
(`attnviz.decode_losses`) with the full cache, a rolling window of 32 tokens, and the window plus
one start token kept as a sink, and the script prints per seed and model: the largest weight any
head puts on the first token, and the loss on the copied tokens and on the other tokens (where the
best is a uniform guess) at positions 128 to 255.

    python benchmarks/attention_sinks.py                  # seeds 0 1 2, about 2 minutes
    python benchmarks/attention_sinks.py --seeds 0 1 2 3 4
"""

from __future__ import annotations

import argparse
import math
import time

import torch

import attnviz

VOCAB, LENGTH, STEPS = 32, 64, 700
POLICIES = {"full cache": {}, "window 32": {"window": 32},
            "1 sink + window 32": {"window": 32, "num_sinks": 1}}


def train(seed: int, *, sink_logits: bool) -> attnviz.RotaryLM:
    """The chapter's recipe: AdamW at 0.01 with 50 steps of warm-up, batches of 32."""
    config = attnviz.RotaryLMConfig(vocab_size=VOCAB + 1, context=LENGTH, d_model=64,
                                    num_heads=4, num_layers=2, ffn_dim=0,
                                    sink_logits=sink_logits)
    torch.manual_seed(seed)
    model = attnviz.RotaryLM(config)
    sinks = [p for n, p in model.named_parameters() if n.endswith("sink_logits")]
    with torch.no_grad():
        for p in sinks:
            p.fill_(math.log(LENGTH))
    others = [p for n, p in model.named_parameters() if not n.endswith("sink_logits")]
    groups = [{"params": others, "peak": 1e-2}]
    if sinks:
        groups.append({"params": sinks, "peak": 0.1, "weight_decay": 0.0})
    optimizer = torch.optim.AdamW(groups, lr=1e-2, weight_decay=0.01)
    generator = torch.Generator().manual_seed(seed)
    for step in range(STEPS):
        for group in optimizer.param_groups:
            group["lr"] = group["peak"] * min(1.0, (step + 1) / 50)
        loss = model.loss(attnviz.backcopy_tokens(32, LENGTH, VOCAB, generator=generator).tokens)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    return model.eval()


def measure(model: attnviz.RotaryLM) -> tuple[float, dict[str, tuple[float, float]]]:
    probe = attnviz.backcopy_tokens(64, LENGTH, VOCAB, generator=torch.Generator().manual_seed(99))
    queries = probe.tokens[:, :-1] >= 3
    queries[:, :8] = False
    with torch.no_grad():
        _, maps = model(probe.tokens[:, :-1], need_weights=True)
    first = max(attnviz.first_token_weight(w, queries).max().item() for w in maps)
    test = attnviz.backcopy_tokens(64, 4 * LENGTH, VOCAB,
                                   generator=torch.Generator().manual_seed(7))
    late = slice(2 * LENGTH, 4 * LENGTH)
    copies = test.predictable[:, late]
    results = {}
    for name, policy in POLICIES.items():
        losses = attnviz.decode_losses(model, test.tokens, **policy)[:, late]
        results[name] = (losses[copies].mean().item(), losses[~copies].mean().item())
    return first, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    args = parser.parse_args()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads; back-copy task, "
          f"{STEPS} steps, read at 4 x {LENGTH} tokens; loss in nats at positions 128-255 on "
          f"the copied tokens / on the other tokens")
    header = "".join(f"{name:>24s}" for name in POLICIES)
    print(f"{'model':22s}{'seed':>5s}{'first-token weight':>20s}{header}")
    began = time.perf_counter()
    for sink_logits, label in ((False, "start-token sink"), (True, "learned sink logits")):
        for seed in args.seeds:
            first, results = measure(train(seed, sink_logits=sink_logits))
            cells = "".join(f"{c:>11.3f} /{o:>11.3f}" for c, o in results.values())
            print(f"{label:22s}{seed:5d}{first:20.2f}{cells}", flush=True)
    print(f"({time.perf_counter() - began:.0f} s)")


if __name__ == "__main__":
    main()
