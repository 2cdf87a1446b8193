"""Every attention design of chapters 10, 11 and 13 on one small language model: the table at the
end of chapter 13.

Each design is chapter 11's character-level `attnviz.GPT` on Tiny Shakespeare (two blocks of
width 64, four heads of 16, rotary positions, no biases) with one option set, its feed-forward
width chosen to bring it to the multi-head model's parameter count (feed-forward 256), trained for
300 steps of AdamW at 3e-3 (30 steps of warm-up) on batches of 32 windows of 64 characters, from
each seed (weights and batches). Printed per design:

- the held-out loss (the chapter's 192 held-out windows): mean over the seeds and spread
  (largest minus smallest);
- the cache after a prompt of 64 and of 512 tokens, in bytes per token, read from the filled
  caches (``nbytes``; a delta-rule block's state does not grow, so its share per token falls);
- the time to decode one token after a prompt of 64 and of 512 tokens (median of 30 steps, one
  thread, on this machine): what a reader's processor says, not a property of the design.

    python benchmarks/design_table.py                 # seeds 0 1 2, about 6 minutes
    python benchmarks/design_table.py --seeds 0 1
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import torch

import attnviz

BASE: dict[str, Any] = {"context": 1024, "d_model": 64, "num_heads": 4, "num_layers": 2,
                        "positions": "rotary", "bias": False}
DESIGNS: dict[str, dict[str, Any]] = {
    "MHA": {},
    "GQA (2 kv heads)": {"num_kv_heads": 2},
    "MQA": {"num_kv_heads": 1},
    "MLA": {"latent_dim": 32, "rope_dim": 8},
    "sink logits": {"sink_logits": True},
    "gated (head-wise)": {"gate": "headwise"},
    "QK-norm": {"qk_norm": True},
    "soft cap 30": {"logit_cap": 30.0},
    "CLA2 (kv_share=2)": {"kv_share": 2},
    "selection (k=16)": {"select_k": 16},
    "Gated DeltaNet": {"linear": "gated_delta"},
    "hybrid 1:1": {"linear": "gated_delta", "full_every": 2},
}
STEPS, LR, BATCH, WINDOW = 300, 3e-3, 32, 64


def count(model: torch.nn.Module) -> int:
    return sum(p.numel() for p in model.parameters())


def equal_size_config(vocab: int, options: dict[str, Any], target: int) -> attnviz.GPTConfig:
    def size(ffn_dim: int) -> int:
        return count(attnviz.GPT(attnviz.GPTConfig(vocab_size=vocab, **BASE, **options,
                                                   ffn_dim=ffn_dim)))
    per_unit = size(2) - size(1)
    ffn_dim = max(1, 1 + round((target - size(1)) / per_unit))
    return attnviz.GPTConfig(vocab_size=vocab, **BASE, **options, ffn_dim=ffn_dim)


def decode_time(model: attnviz.GPT, prompt: torch.Tensor) -> float:
    """Seconds to decode one token after ``prompt`` (the median of 30 steps)."""
    times = []
    with torch.no_grad():
        for _ in range(3):
            caches = model.new_caches()
            model(prompt, caches=caches)
            token = prompt[:, -1:]
            for _ in range(10):
                start = time.perf_counter()
                model(token, caches=caches)
                times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    args = parser.parse_args()
    torch.set_num_threads(1)
    print(attnviz.describe_machine(torch.device("cpu")))
    text = attnviz.load_tiny_shakespeare(progress=False)
    split = int(0.9 * len(text))
    chars = attnviz.CharTokenizer(text[:split])
    train_ids = torch.tensor(chars.encode(text[:split]))
    val_ids = torch.tensor(chars.encode(text[split:]))
    held_generator = torch.Generator().manual_seed(1234)
    starts = torch.randint(0, len(val_ids) - WINDOW - 1, (192,), generator=held_generator)
    held_out = torch.stack([val_ids[s:s + WINDOW + 1] for s in starts.tolist()])
    prompt = val_ids[:512][None]
    target = count(attnviz.GPT(attnviz.GPTConfig(vocab_size=len(chars), **BASE, ffn_dim=256)))
    start = time.perf_counter()
    print(f"{len(args.seeds)} seeds ({', '.join(map(str, args.seeds))}), {STEPS} steps, "
          f"{target:,} parameters each (within one feed-forward unit per block)")
    print(f"{'design':20s}{'loss':>7s}{'spread':>8s}{'bytes/token':>13s}{'at 512':>8s}"
          f"{'µs/token':>10s}{'at 512':>8s}")
    results = {}
    for name, options in DESIGNS.items():
        config = equal_size_config(len(chars), options, target)
        losses = []
        for seed in args.seeds:
            torch.manual_seed(seed)
            model = attnviz.GPT(config)
            optimizer = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.01)
            generator = torch.Generator().manual_seed(seed)
            for step in range(STEPS):
                for group in optimizer.param_groups:
                    group["lr"] = LR * min(1.0, (step + 1) / 30)
                batch_starts = torch.randint(0, len(train_ids) - WINDOW - 1, (BATCH,),
                                             generator=generator)
                batch = torch.stack([train_ids[s:s + WINDOW + 1] for s in batch_starts.tolist()])
                loss = model.loss(batch)
                if config.select_k is not None:
                    loss = loss + model.index_loss()
                optimizer.zero_grad(set_to_none=True)
                loss.backward()
                optimizer.step()
            model.eval()
            with torch.no_grad():
                losses.append(model.loss(held_out).item())
        per_token = []
        for length in (64, 512):
            caches = model.new_caches()
            with torch.no_grad():
                model(prompt[:, :length], caches=caches)
            per_token.append(sum(cache.nbytes for cache in caches) / length)
        times = [decode_time(model, prompt[:, :length]) * 1e6 for length in (64, 512)]
        results[name] = statistics.mean(losses)
        print(f"{name:20s}{results[name]:7.3f}{max(losses) - min(losses):8.3f}"
              f"{per_token[0]:13,.0f}{per_token[1]:8,.0f}{times[0]:10,.0f}{times[1]:8,.0f}",
              flush=True)
    behind = results["CLA2 (kv_share=2)"] - results["MHA"]
    print(f"CLA2 behind multi-head attention by {behind:.3f} nats (mean over seeds)")
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
