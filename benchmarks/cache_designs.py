"""Chapter 11's cache designs from several seeds: multi-head, grouped-query, multi-query and latent
attention at equal parameters and equal steps.

Trains chapter 11's four character-level `attnviz.GPT` models with rotary positions on Tiny
Shakespeare (two layers, width 64, four heads of 16; the feed-forward width of each brings it to the
multi-head model's parameters) for 300 steps of AdamW at 3e-3 with 30 steps of warm-up, on batches
of 32 windows of 64 characters, and prints per seed the held-out loss of each (the chapter's 192
held-out windows) and the spread between the best and the worst design (the output of one run is
kept in ``cache_designs.txt``). The seed sets both the initial weights and the order of the batches;
seed 0 is the chapter's run.

    python benchmarks/cache_designs.py                  # seeds 0 1 2, about 2 minutes
    python benchmarks/cache_designs.py --seeds 0 1 2 3 4
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import torch

import attnviz

CONTEXT, BATCH, STEPS, LR = 64, 32, 300, 3e-3
BASE: dict[str, Any] = {"context": CONTEXT, "d_model": 64, "num_heads": 4, "num_layers": 2,
                        "positions": "rotary", "bias": False}
DESIGNS: dict[str, dict[str, Any]] = {"MHA": {}, "GQA (2 kv heads)": {"num_kv_heads": 2},
                                      "MQA": {"num_kv_heads": 1},
                                      "MLA": {"latent_dim": 32, "rope_dim": 8}}


def count(model: torch.nn.Module) -> int:
    return sum(p.numel() for p in model.parameters())


def equal_size_config(vocab: int, design: str, target: int) -> attnviz.GPTConfig:
    """The design's configuration with the feed-forward width that brings it to ``target``."""
    bare = attnviz.GPT(attnviz.GPTConfig(vocab_size=vocab, **BASE, **DESIGNS[design], ffn_dim=0))
    layers, width = BASE["num_layers"], BASE["d_model"]
    ffn_dim = round((target - count(bare) - layers * 3 * width) / (layers * (2 * width + 1)))
    return attnviz.GPTConfig(vocab_size=vocab, **BASE, **DESIGNS[design], ffn_dim=ffn_dim)


def train(config: attnviz.GPTConfig, train_ids: torch.Tensor, seed: int) -> attnviz.GPT:
    """The chapter's recipe, from ``seed`` (weights and batches)."""
    torch.manual_seed(seed)
    model = attnviz.GPT(config)
    optimizer = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.01)
    generator = torch.Generator().manual_seed(seed)
    for step in range(STEPS):
        for group in optimizer.param_groups:
            group["lr"] = LR * min(1.0, (step + 1) / 30)
        starts = torch.randint(0, len(train_ids) - CONTEXT - 1, (BATCH,), generator=generator)
        batch = torch.stack([train_ids[s:s + CONTEXT + 1] for s in starts.tolist()])
        loss = model.loss(batch)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    return model.eval()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    args = parser.parse_args()
    attnviz.set_cpu_threads()
    text = attnviz.load_tiny_shakespeare(progress=False)
    split = int(0.9 * len(text))
    chars = attnviz.CharTokenizer(text[:split])
    train_ids = torch.tensor(chars.encode(text[:split]))
    val_ids = torch.tensor(chars.encode(text[split:]))
    starts = torch.arange(0, len(val_ids) - CONTEXT - 1, len(val_ids) // 200)[:192]
    val_windows = torch.stack([val_ids[s:s + CONTEXT + 1] for s in starts])
    torch.manual_seed(0)
    target = count(attnviz.GPT(attnviz.GPTConfig(vocab_size=len(chars), **BASE, **DESIGNS["MHA"],
                                                 ffn_dim=256)))
    configs = {d: equal_size_config(len(chars), d, target) for d in DESIGNS}
    print(attnviz.describe_machine(torch.device("cpu")))
    print(f"held-out loss (nats per character) after {STEPS} steps, equal parameters "
          f"({target:,d})")
    print(f"{'':8s}" + "".join(f"{d:>18s}" for d in DESIGNS) + f"{'spread':>9s}")
    start = time.perf_counter()
    for seed in args.seeds:
        losses = []
        for design in DESIGNS:
            model = train(configs[design], train_ids, seed)
            with torch.no_grad():
                losses.append(model.loss(val_windows).item())
        print(f"seed {seed:<3d}" + "".join(f"{loss:18.3f}" for loss in losses)
              + f"{max(losses) - min(losses):9.3f}", flush=True)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
