"""Chapter 13's trained comparisons from several seeds: gated attention and the sink, QK-norm and
soft-capping at a high learning rate, and a copy from a fixed distance for attention, Gated
DeltaNet and hybrids.

The recipes are the chapter's (seed 0 is its run); the seed sets the weights and the batches.

- Gated attention: chapter 11's back-copy task at length 32, two blocks of width 64 without
  feed-forward networks, rotary positions, 300 steps of AdamW at 1e-2; without a gate, with a
  head-wise and with an element-wise gate. Printed: the heaviest mean first-token weight of a
  head, and how many nats a rolling window of 16 without a sink token lost against the same
  window with the first token kept (copies, other tokens), on sequences of 128. Eight seeds,
  since whether a model comes to need its sink varies from seed to seed.
- QK-norm and soft-capping: Tiny Shakespeare, two blocks of width 64 (feed-forward 256), 100
  steps at a learning rate of 0.1; the held-out loss and the largest first-layer score.
- Copy from a fixed distance: random tokens (64 ids) in which 24 tokens repeat right after
  themselves, 64 tokens per sequence, steps of AdamW at 3e-3 on batches of 16. Two blocks of
  width 64 (attention, Gated DeltaNet, a 1:1 hybrid) for 300 steps, and four blocks of width 64
  (attention, Gated DeltaNet, and Qwen3-Next's ratio: three delta-rule blocks to one attention
  block) for 600 steps; within each group every model has the parameters of the pure Gated
  DeltaNet (the others get the difference as feed-forward networks). Accuracy inside the
  repeat.

    python benchmarks/recent_designs.py                 # seeds 0 1 2 (gates: 0 to 7), 6 minutes
    python benchmarks/recent_designs.py --seeds 0 1 2 3 --gate-seeds 0 1 2 3 4 5 6 7 8 9
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from typing import Any

import torch

import attnviz


def train(model: attnviz.GPT, batches: Any, steps: int, lr: float, warmup: int = 30) -> None:
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    for step in range(steps):
        for group in optimizer.param_groups:
            group["lr"] = lr * min(1.0, (step + 1) / warmup)
        loss = model.loss(batches(step))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()


def gated(seeds: list[int]) -> None:
    vocab, length = 32, 32
    probe = attnviz.backcopy_tokens(64, length, vocab, generator=torch.Generator().manual_seed(99))
    asking = probe.tokens[:, :-1] >= 3
    asking[:, :8] = False
    longer = attnviz.backcopy_tokens(64, 4 * length, vocab,
                                     generator=torch.Generator().manual_seed(7))
    late = slice(2 * length, 4 * length)
    copies = longer.predictable[:, late]
    kept = fell = runs_gated = below = 0
    print("gated attention on the back-copy task (length 32, 300 steps)")
    print(f"{'':24s}{'first-token weight':>20s}{'window cost: copies':>22s}{'others':>9s}")
    for seed in seeds:
        for gate in (None, "headwise", "elementwise"):
            torch.manual_seed(seed)
            model = attnviz.GPT(attnviz.GPTConfig(
                vocab_size=vocab + 1, context=length, d_model=64, num_heads=4, num_layers=2,
                ffn_dim=0, positions="rotary", bias=False, gate=gate))
            generator = torch.Generator().manual_seed(seed)
            train(model, lambda step, g=generator: attnviz.backcopy_tokens(
                32, length, vocab, generator=g).tokens, 300, 1e-2)
            model.eval()
            with torch.no_grad():
                _, maps = model(probe.tokens[:, :-1], need_weights=True)
                heaviest = max(attnviz.first_token_weight(w, asking).max().item() for w in maps)
                window = model.decode_losses(longer.tokens, window=16)[:, late]
                sink = model.decode_losses(longer.tokens, window=16, num_sinks=1)[:, late]
            cost = ((window[copies].mean() - sink[copies].mean()).item(),
                    (window[~copies].mean() - sink[~copies].mean()).item())
            if gate is None:
                fell += max(cost) > 0.1
                ungated_cost = max(cost)
            else:
                runs_gated += 1
                kept += max(cost) < 0.05
                below += max(cost) < ungated_cost
            print(f"seed {seed}, gate {str(gate):12s}{heaviest:18.3f}{cost[0]:22.3f}{cost[1]:9.3f}")
    print(f"gated models whose window kept up: {kept} of {runs_gated} (cost under 0.05 nats)")
    print(f"ungated models whose window fell behind: {fell} of {len(seeds)} (cost over 0.1 nats)")
    print(f"gated models whose window cost less than the ungated model's of the same seed: "
          f"{below} of {runs_gated}")


def stability(seeds: list[int]) -> None:
    text = attnviz.load_tiny_shakespeare(progress=False)
    split = int(0.9 * len(text))
    chars = attnviz.CharTokenizer(text[:split])
    train_ids = torch.tensor(chars.encode(text[:split]))
    val_ids = torch.tensor(chars.encode(text[split:]))

    def windows(data: torch.Tensor, seed: int, batch: int) -> Any:
        generator = torch.Generator().manual_seed(seed)

        def next_batch(step: int) -> torch.Tensor:
            starts = torch.randint(0, len(data) - 65, (batch,), generator=generator)
            return torch.stack([data[s:s + 65] for s in starts.tolist()])
        return next_batch

    held_out = windows(val_ids, 1234, 192)(0)
    ordered = grew = bounded = below_plain = 0
    print("\nQK-norm and soft-capping at a learning rate of 0.1 (100 steps)")
    for seed in seeds:
        row = {}
        for name, options in (("plain", {}), ("QK-norm", {"qk_norm": True}),
                              ("soft cap 30", {"logit_cap": 30.0})):
            torch.manual_seed(seed)
            model = attnviz.GPT(attnviz.GPTConfig(
                vocab_size=len(chars), context=64, d_model=64, num_heads=4, num_layers=2,
                positions="rotary", bias=False, ffn_dim=256, **options))
            train(model, windows(train_ids, seed, 32), 100, 0.1, warmup=20)
            model.eval()
            with torch.no_grad():
                block = model.blocks[0]
                x = block.norm1(model.embedding(held_out[:16, :-1]))
                largest = block.attention.logits(x, x).abs().max().item()
                row[name] = model.loss(held_out).item()
            print(f"seed {seed}, {name:12s} held-out loss {row[name]:.3f}, largest layer-1 "
                  f"score {largest:,.0f}")
            grew += name == "plain" and largest > 1000
            bounded += name == "QK-norm" and largest < 100
        below_plain += row["QK-norm"] < row["plain"]
        ordered += row["QK-norm"] < min(row["soft cap 30"], row["plain"])
    n = len(seeds)
    print(f"plain attention's largest score above 1,000 in {grew} of {n} seeds")
    print(f"QK-norm's largest score below 100 in {bounded} of {n} seeds")
    print(f"QK-norm's loss below plain attention's in {below_plain} of {n} seeds")
    print(f"QK-norm's loss below the cap's too in {ordered} of {n} seeds")
    print(f"stability seeds: {len(seeds)}")


def equal_size(options: dict[str, Any], target: int) -> dict[str, Any]:
    """options with the feed-forward width (0 or more) that brings the model closest to target."""
    def size(ffn_dim: int) -> int:
        return sum(p.numel() for p in attnviz.GPT(attnviz.GPTConfig(**options, ffn_dim=ffn_dim))
                   .parameters())
    if size(0) >= target:
        return {**options, "ffn_dim": 0}
    per_unit = size(2) - size(1)
    return {**options, "ffn_dim": max(1, 1 + round((target - size(1)) / per_unit))}


def copying(seeds: list[int]) -> None:
    base = dict(vocab_size=64, context=64, d_model=64, num_heads=4, positions="rotary",
                bias=False)
    test = attnviz.repeated_tokens(128, 64, 64, min_repeat=24, max_repeat=24,
                                   generator=torch.Generator().manual_seed(99))
    # Two groups, each at the parameters of its largest model (the pure Gated DeltaNet; the
    # others get the difference as feed-forward networks) and one number of steps.
    groups = {2: (300, {"attention": {}, "Gated DeltaNet": dict(linear="gated_delta"),
                        "hybrid 1:1": dict(linear="gated_delta", full_every=2)}),
              4: (600, {"attention, 4 blocks": {},
                        "Gated DeltaNet, 4 blocks": dict(linear="gated_delta"),
                        "hybrid 3:1": dict(linear="gated_delta", full_every=4)})}
    kept = 0
    chance: dict[str, int] = {}
    learned: dict[str, int] = {}
    print("\ncopy from 24 tokens back (64 tokens, 64 ids; accuracy inside the repeat)")
    for seed in seeds:
        for blocks, (steps, designs) in groups.items():
            largest = max(sum(p.numel() for p in attnviz.GPT(attnviz.GPTConfig(
                **base, num_layers=blocks, ffn_dim=0, **options)).parameters())
                for options in designs.values())
            for name, options in designs.items():
                config = equal_size({**base, "num_layers": blocks, **options}, largest)
                torch.manual_seed(seed)
                model = attnviz.GPT(attnviz.GPTConfig(**config))
                generator = torch.Generator().manual_seed(seed)
                train(model, lambda step, g=generator: attnviz.repeated_tokens(
                    16, 64, 64, min_repeat=24, max_repeat=24, generator=g).tokens, steps, 3e-3)
                model.eval()
                with torch.no_grad():
                    guesses = model(test.tokens[:, :-1]).argmax(-1)
                accuracy = (guesses[test.predictable] == test.tokens[:, 1:][test.predictable]
                            ).float().mean().item()
                chance[name] = chance.get(name, 0) + (accuracy < 0.1)
                learned[name] = learned.get(name, 0) + (accuracy > 0.8)
                params = sum(p.numel() for p in model.parameters())
                print(f"seed {seed}, {name:25s} {params:7,d} parameters (feed-forward "
                      f"{config['ffn_dim']:3d}), {steps} steps, accuracy {accuracy:.3f}")
                if blocks == 2 and name == "attention":
                    kept += select(model, test)
    n = len(seeds)
    for name in ("Gated DeltaNet", "Gated DeltaNet, 4 blocks"):
        print(f"{name} at chance in {chance[name]} of {n} seeds")
    for name in ("attention", "hybrid 1:1", "attention, 4 blocks", "hybrid 3:1"):
        print(f"{name} learned the copy in {learned[name]} of {n} seeds")
    print(f"selection of 8 keys beat the window of 8 by over 1 nat in {kept} of {n} seeds")


def select(model: attnviz.GPT, test: Any) -> bool:
    """DeepSeek's warm-up on a trained attention model: indexers (k = 8) added and trained alone
    on their KL loss for 100 steps at 1e-2; the loss inside the repeat with selection, against
    the dense model and a rolling window of 8 keys."""
    selecting = attnviz.GPT(dataclasses.replace(model.config, select_k=8))
    missing, unexpected = selecting.load_state_dict(model.state_dict(), strict=False)
    assert not unexpected and all(".indexer." in name for name in missing)
    for name, parameter in selecting.named_parameters():
        parameter.requires_grad = ".indexer." in name
    optimizer = torch.optim.AdamW([p for p in selecting.parameters() if p.requires_grad],
                                  lr=1e-2, weight_decay=0.01)
    generator = torch.Generator().manual_seed(1)
    selecting.train()
    for step in range(100):
        for group in optimizer.param_groups:
            group["lr"] = 1e-2 * min(1.0, (step + 1) / 30)
        tokens = attnviz.repeated_tokens(16, 64, 64, min_repeat=24, max_repeat=24,
                                         generator=generator).tokens
        selecting(tokens[:, :-1])
        loss = selecting.index_loss()
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    selecting.eval()
    inside = test.predictable
    with torch.no_grad():
        losses = {}
        for name, net in (("dense", model), ("selection", selecting)):
            logits = net(test.tokens[:, :-1])
            losses[name] = torch.nn.functional.cross_entropy(
                logits.transpose(1, 2), test.tokens[:, 1:], reduction="none")[inside].mean()
        losses["window"] = model.decode_losses(test.tokens, window=8)[inside].mean()
    print("  loss inside the repeat: " + ", ".join(f"{name} {value.item():.3f}"
                                                  for name, value in losses.items()))
    return bool(losses["selection"] < losses["window"] - 1.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--gate-seeds", type=int, nargs="+", default=list(range(8)),
                        help="seeds of the gated-attention runs (short: eight by default)")
    args = parser.parse_args()
    torch.set_num_threads(1)
    print(attnviz.describe_machine(torch.device("cpu")))
    start = time.perf_counter()
    gated(args.gate_seeds)
    stability(args.seeds)
    copying(args.seeds)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
