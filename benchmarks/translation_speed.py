"""Training and decoding speed of the Transformer recipe for English–French (chapters 4 and 7).

The recipe: D=128, 4 heads, FFN 256, 2 layers, no dropout, Adam at 2e-3 with 100 warm-up steps
then inverse-square-root decay, batches of 128 length-bucketed pairs, bfloat16 autocast in the
forward pass where ``attnviz.bf16_enabled`` says so (``--bf16`` or ``--no-bf16`` decide
instead), on the 17,065 training pairs of chapter 4's held-out split. One run prints, on the
current device:

* training speed in tokens per second (source + target tokens of the batches, padding not
  counted) of the recipe and of variants that each change one thing: the other numeric type
  (bfloat16 autocast where the recipe trains in float32, as on every CPU, and the reverse);
  unbucketed batches padded to the longest sentence of the corpus; batches of 64
  and of 256; one thread instead of the default; ``torch.compile(model, dynamic=True)``. Each
  variant first takes a few untimed steps; then the variants train in turns (``--rounds``
  turns of ``--seconds / --rounds`` each), so slow drifts of a shared machine hit all alike.
  The time of the compiled model's untimed first steps (compiling included) is printed apart;
  a recompilation for a batch shape met later falls in the timed seconds, as it would in a
  training run. If compiling fails, the error is printed and the rest goes on;
* a line of ratios of those speeds: bf16 / float32, bucketed / unbucketed, batch 64 / 128,
  batch 256 / 128, default threads / one thread, compiled / eager;
* decoding the 1,000 held-out sentences with the recipe's model, trained on to
  ``--decode-budget`` seconds in all: batched greedy decoding (``attnviz.translate_batch``),
  one sentence at a time (``attnviz.translate``, which also records the attention maps), and
  batched beam search with 4 beams: seconds, sentences per second and validation corpus BLEU
  (d2l's variant, k=4 and k=2) of each, how many one-at-a-time translations equal the batched
  ones, and the time ratios.

With ``--quality``, instead: what each part of the recipe is worth in validation BLEU for equal
training time. The recipe and variants that each change one thing (a constant learning rate
instead of warm-up and decay, label smoothing 0.1, unbucketed batches, float32; in the model,
embeddings with PyTorch's N(0, 1) initialisation, an output layer not tied to the target
embedding) are each trained for ``--quality-budget`` seconds; printed: steps, epochs, BLEU k=4
and k=2 (greedy) and their difference from the recipe's.

A default run trains for 7 x 20 s, then 40 s more, plus compiling and decoding (one sentence
at a time is the slow part); ``--quality`` trains for 7 x 60 s, plus decoding.

    python benchmarks/translation_speed.py [--seconds 20] [--rounds 4] [--decode-budget 60]
        [--sentences N] [--no-compile] [--seed 0] [--split-seed 0] [--bf16 | --no-bf16]
        [--threads N]
    python benchmarks/translation_speed.py --quality [--quality-budget 60] [--sentences N] [...]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import cast

import torch
from _translation_common import (
    TRANSFORMER_RECIPE,
    Recipe,
    Trainer,
    add_common_arguments,
    greedy_scores,
    load_data,
    make_model,
    ratio,
    setup,
    translate_held_out,
)

import attnviz

UNTIMED_STEPS = 3


@dataclass(frozen=True)
class Variant:
    """A way of training: a recipe, a thread count (``None``: the default) and eager or
    compiled."""

    name: str
    recipe: Recipe
    threads: int | None = None
    compiled: bool = False


@contextmanager
def num_threads(threads: int | None) -> Iterator[None]:
    """Run the block with ``torch.set_num_threads(threads)`` (``None``: as it is)."""
    before = torch.get_num_threads()
    if threads is not None:
        torch.set_num_threads(threads)
    try:
        yield
    finally:
        torch.set_num_threads(before)


def precision(recipe: Recipe) -> str:
    return "bf16" if recipe.bf16 else "float32"


# -- training speed ----------------------------------------------------------------------------


def measure_speed(data: attnviz.TranslationData, recipe: Recipe, args: argparse.Namespace,
                  device: torch.device) -> Trainer:
    """Print the tokens per second of each variant and their ratios; return the recipe's
    trainer (its model trained for about ``--seconds``)."""
    other = replace(recipe, bf16=not recipe.bf16)
    variants = [Variant("recipe", recipe), Variant(precision(other), other),
                Variant("unbucketed", replace(recipe, bucket=False)),
                Variant("batch 64", replace(recipe, batch_size=64)),
                Variant("batch 256", replace(recipe, batch_size=256)),
                Variant("1 thread", recipe, threads=1)]
    if args.compile:
        variants.append(Variant("torch.compile", recipe, compiled=True))

    trainers: dict[str, Trainer] = {}
    untimed: dict[str, float] = {}
    for variant in variants:
        torch.manual_seed(args.seed)
        model = make_model("Transformer", data).to(device)
        if variant.compiled:
            # the compiled module forwards every attribute to the model it wraps
            model = cast(attnviz.EncoderDecoder, torch.compile(model, dynamic=True))
        trainer = Trainer(model, data, variant.recipe, seed=args.seed, device=device)
        start = time.perf_counter()
        try:
            with num_threads(variant.threads):
                for _ in range(UNTIMED_STEPS):
                    trainer.step()
        except Exception as error:  # a failed compile is reported, not fatal
            print(f"{variant.name} failed, left out: {type(error).__name__}: "
                  f"{str(error).strip().splitlines()[0] if str(error).strip() else ''}")
            continue
        untimed[variant.name] = time.perf_counter() - start
        trainers[variant.name] = trainer

    for _ in range(args.rounds):
        for variant in variants:
            if variant.name in trainers:
                with num_threads(variant.threads):
                    trainers[variant.name].train(args.seconds / args.rounds)

    default_threads = torch.get_num_threads()
    rate = {name: trainer.progress.tokens_per_second for name, trainer in trainers.items()}
    print(f"\ntraining speed, {args.seconds:g} s per variant in {args.rounds} turns, after "
          f"{UNTIMED_STEPS} untimed steps:")
    print(f"{'variant':<14} {'threads':>7} {'steps':>6} {'tokens/s':>9} {'/ recipe':>9}")
    for variant in variants:
        if variant.name in trainers:
            progress = trainers[variant.name].progress
            print(f"{variant.name:<14} {variant.threads or default_threads:>7} "
                  f"{progress.steps:>6} {rate[variant.name]:>9.0f} "
                  f"{ratio(rate[variant.name], rate['recipe']):>9}")
    if "torch.compile" in untimed:
        print(f"torch.compile: the first {UNTIMED_STEPS} steps, compiling included, took "
              f"{untimed['torch.compile']:.1f} s (eager: {untimed['recipe']:.1f} s)")

    def speedup(a: str, b: str) -> str:
        return ratio(rate[a], rate[b]) if a in rate and b in rate else "n/a"

    bf16, fp32 = ("recipe", "float32") if recipe.bf16 else ("bf16", "recipe")
    print(f"speed ratios: bf16 / float32 {speedup(bf16, fp32)}, bucketed / unbucketed "
          f"{speedup('recipe', 'unbucketed')}, batch 64 / 128 {speedup('batch 64', 'recipe')}, "
          f"batch 256 / 128 {speedup('batch 256', 'recipe')}, {default_threads} threads / 1 "
          f"{speedup('recipe', '1 thread')}, compiled / eager "
          f"{speedup('torch.compile', 'recipe')}")
    return trainers["recipe"]


# -- decoding ----------------------------------------------------------------------------------


def measure_decoding(trainer: Trainer, data: attnviz.TranslationData,
                     args: argparse.Namespace) -> None:
    """Train the recipe on to ``--decode-budget`` seconds, then time three ways of decoding."""
    progress = trainer.train(max(args.decode_budget - trainer.progress.seconds, 0))
    model, n = trainer.model, len(data.val_pairs[:args.sentences])
    print(f"\ndecoding {n} held-out sentences; the recipe trained for {progress.seconds:.0f} s "
          f"({progress.steps} steps, {progress.epochs:.2f} epochs):")
    results = {
        "batched greedy": greedy_scores(model, data, num_sentences=n),
        "one at a time": translate_held_out(
            model, data, lambda sources: [attnviz.translate(model, data, s).text
                                          for s in sources], num_sentences=n),
        "beam 4 batched": translate_held_out(
            model, data, lambda sources: attnviz.translate_batch(model, data, sources,
                                                                 beam_size=4),
            num_sentences=n),
    }
    print(f"{'decoding':<15} {'seconds':>8} {'sentences/s':>12} {'BLEU k=4':>9} {'k=2':>6}")
    for name, scores in results.items():
        print(f"{name:<15} {scores.seconds:>8.1f} {n / scores.seconds:>12.0f} "
              f"{scores.bleu4:>9.3f} {scores.bleu2:>6.3f}")
    greedy, single, beam = results.values()
    same = sum(a == b for a, b in zip(single.predictions, greedy.predictions, strict=True))
    print(f"time ratios: one at a time / batched greedy {ratio(single.seconds, greedy.seconds)}, "
          f"beam 4 / greedy {ratio(beam.seconds, greedy.seconds)}; one at a time gives the "
          f"batched translation for {same} of {len(greedy.predictions)} sentences")


# -- quality of the recipe's parts -------------------------------------------------------------


def measure_quality(data: attnviz.TranslationData, recipe: Recipe, args: argparse.Namespace,
                    device: torch.device) -> None:
    """Validation BLEU of the recipe and of variants that change one thing in it or in the model
    (embeddings with PyTorch's N(0, 1) init; an output layer of its own), equal training time."""
    other = replace(recipe, bf16=not recipe.bf16)
    variants = {"recipe": ("Transformer", recipe),
                "constant lr": ("Transformer", replace(recipe, warmup_steps=None)),
                "label smoothing 0.1": ("Transformer", replace(recipe, label_smoothing=0.1)),
                "unbucketed": ("Transformer", replace(recipe, bucket=False)),
                precision(other): ("Transformer", other),
                "standard embed init": ("Transformer, standard init", recipe),
                "untied output": ("Transformer, untied", recipe)}
    n = len(data.val_pairs[:args.sentences])
    print(f"\nvalidation BLEU (greedy, {n} sentences) after {args.quality_budget:g} s of training "
          "each:")
    print(f"{'variant':<20} {'steps':>6} {'epochs':>7} {'BLEU k=4':>9} {'k=2':>6} "
          f"{'k=4 - recipe':>13} {'k=2 - recipe':>13}")
    baseline = None
    for name, (model_name, variant) in variants.items():
        torch.manual_seed(args.seed)
        trainer = Trainer(make_model(model_name, data), data, variant, seed=args.seed,
                          device=device)
        progress = trainer.train(args.quality_budget)
        scores = greedy_scores(trainer.model, data, num_sentences=args.sentences)
        baseline = baseline or scores
        print(f"{name:<20} {progress.steps:>6} {progress.epochs:>7.2f} {scores.bleu4:>9.3f} "
              f"{scores.bleu2:>6.3f} {scores.bleu4 - baseline.bleu4:>+13.3f} "
              f"{scores.bleu2 - baseline.bleu2:>+13.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20,
                        help="timed seconds of training per variant")
    parser.add_argument("--rounds", type=int, default=4,
                        help="turns the timed seconds are split into")
    parser.add_argument("--decode-budget", type=float, default=60,
                        help="seconds of training of the model that decodes")
    parser.add_argument("--sentences", type=int, default=None,
                        help="decode and score only the first N held-out sentences, for a "
                             "quick check (default: all)")
    parser.add_argument("--compile", action=argparse.BooleanOptionalAction, default=True,
                        help="time a torch.compile'd model too")
    parser.add_argument("--quality", action="store_true",
                        help="print validation BLEU of recipe variants instead of speeds")
    parser.add_argument("--quality-budget", type=float, default=60,
                        help="seconds of training per variant with --quality")
    add_common_arguments(parser)
    args = parser.parse_args()
    if args.rounds < 1 or args.seconds <= 0 or (args.sentences is not None
                                                 and args.sentences < 1):
        parser.error("--rounds and --sentences must be at least 1 and --seconds positive")
    device = setup(args)
    data = load_data(args.split_seed)
    recipe = replace(TRANSFORMER_RECIPE, bf16=args.bf16)
    print(f"{data}; held-out split seed {args.split_seed}, seed {args.seed}; recipe: {recipe}")
    if args.quality:
        measure_quality(data, recipe, args, device)
    else:
        trainer = measure_speed(data, recipe, args, device)
        measure_decoding(trainer, data, args)


if __name__ == "__main__":
    main()
