"""Induction heads across seeds: does chapter 9's recipe form them every time? (ch. 9)

Chapter 9 trains a two-layer attention-only ``attnviz.GPT`` (4 heads, width 64, no feed-forward
networks) on ``attnviz.repeated_tokens`` (32 tokens, a vocabulary of 32, a repeated segment of 2
to 16 tokens at a random place), with the loss on the predictable tokens only, for 1,000 steps of
32 sequences, and asserts for its seed:

* a layer-1 head with a previous-token score of at least 0.5;
* a layer-2 head with an induction score of at least 0.5;
* silencing the layer-1 heads with a previous-token score of at least 0.5, and separately the
  layer-2 heads with an induction score of at least 0.5, each at least doubles the loss on the
  repeat.

This script runs the same recipe for several seeds and prints, per seed, the scores, the
ablation ratios (ablated loss over trained loss, measured in the same run) and the step at which
the loss on the repeat first fell below 1 nat. It exits with status 1 if any seed misses a
condition. About 10 s per seed on a 2-core CPU.

    python benchmarks/induction_heads.py [--seeds 0 1 2 3 4 5 6 7 8 9] [--steps 1000]
"""

from __future__ import annotations

import argparse
import sys
import time

import torch
from torch.nn import functional as F

import attnviz

TOKENS, LENGTH, BATCH, LR, WARMUP = 32, 32, 32, 3e-3, 50


def repeat_loss(model: attnviz.GPT, data: attnviz.RepeatedTokens) -> torch.Tensor:
    """Mean cross-entropy of the predictable tokens of ``data``."""
    logits = model(data.tokens[:, :-1])
    losses = F.cross_entropy(logits.transpose(1, 2), data.tokens[:, 1:], reduction="none")
    return losses[data.predictable].mean()


def run(seed: int, steps: int, probe: attnviz.RepeatedTokens) -> dict[str, float]:
    """Train one seed and measure it on ``probe``."""
    torch.manual_seed(seed)
    config = attnviz.GPTConfig(vocab_size=TOKENS, context=LENGTH, d_model=64, num_heads=4,
                               num_layers=2, ffn_dim=0, tie_embeddings=False)
    model = attnviz.GPT(config)
    optimizer = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.01)
    batches = torch.Generator().manual_seed(1000 + seed)
    below_one = None
    for step in range(steps):
        if step % 25 == 0 and below_one is None:
            with torch.no_grad():
                model.eval()
                if repeat_loss(model, probe).item() < 1.0:
                    below_one = step
                model.train()
        for group in optimizer.param_groups:
            group["lr"] = LR * min(1.0, (step + 1) / WARMUP)
        loss = repeat_loss(model, attnviz.repeated_tokens(BATCH, LENGTH, TOKENS,
                                                          generator=batches))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    model.eval()
    with torch.no_grad():
        with attnviz.record_attention(model) as record:
            trained = repeat_loss(model, probe).item()
        layer1, layer2 = (record.of(block.attention)[0] for block in model.blocks)
        previous = attnviz.previous_token_scores(layer1)
        induction = attnviz.induction_scores(layer2, probe)
        previous_heads = [h for h in range(4) if previous[h] >= 0.5] or [int(previous.argmax())]
        induction_heads = [h for h in range(4) if induction[h] >= 0.5] or [int(induction.argmax())]
        with attnviz.ablate_heads(model.blocks[0].attention, previous_heads):
            without_previous = repeat_loss(model, probe).item()
        with attnviz.ablate_heads(model.blocks[1].attention, induction_heads):
            without_induction = repeat_loss(model, probe).item()
    return {"loss": trained, "previous": previous.max().item(),
            "induction": induction.max().item(), "ablate_previous": without_previous / trained,
            "ablate_induction": without_induction / trained,
            "below_one": -1 if below_one is None else below_one}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=list(range(10)))
    parser.add_argument("--steps", type=int, default=1000)
    args = parser.parse_args()
    probe = attnviz.repeated_tokens(256, LENGTH, TOKENS,
                                    generator=torch.Generator().manual_seed(99))
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, {args.steps} steps")
    print(" seed   loss  prev-token  induction  ablate prev  ablate ind  loss<1 at   time")
    failed = []
    for seed in args.seeds:
        began = time.perf_counter()
        r = run(seed, args.steps, probe)
        ok = (r["previous"] >= 0.5 and r["induction"] >= 0.5 and r["ablate_previous"] >= 2
              and r["ablate_induction"] >= 2)
        if not ok:
            failed.append(seed)
        print(f"{seed:5d} {r['loss']:6.2f} {r['previous']:11.2f} {r['induction']:10.2f} "
              f"{r['ablate_previous']:11.1f}x {r['ablate_induction']:10.1f}x {r['below_one']:9d} "
              f"{time.perf_counter() - began:5.1f} s" + ("" if ok else "  FAILED"))
    worst = "all conditions held" if not failed else f"seeds {failed} missed a condition"
    print(worst)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
