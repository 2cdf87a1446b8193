"""Translation quality for equal training time: Transformer, Bahdanau attention, no attention.

One run prints, on the current device, for chapter 4's English–French corpus split into 17,065
training pairs and 1,000 held-out pairs (no held-out English sentence occurs in training):

* the best constant answer: one French sentence given for every held-out sentence (the best of
  the 300 most frequent training translations and a few frames such as ``je suis <unk> .``),
  chosen separately for corpus BLEU with k=4 and with k=2: the score of saying nothing useful;
* for each model (chapter 7's Transformer, and the same with one block per stack; chapter 4's
  GRU encoder–decoder with Bahdanau attention, and the same without attention, each also with
  the bidirectional encoder of Bahdanau et al.), each in its chapter's recipe, trained from the
  same seed on the same batches for the same wall-clock budgets: steps, epochs, training tokens
  per second (source + target, padding not counted), training loss (per target token, since the
  previous row), and validation corpus BLEU (d2l's variant, k=4 and k=2) of batched greedy
  decoding at each budget, with the time that decoding took. The budgets are checkpoints of one
  run per model; the learning-rate schedule does not depend on the run's length, so a checkpoint
  equals a run that stops there. Decoding and scoring are not counted in the training time;
* BLEU ratios at each budget: each Transformer / Bahdanau, Bahdanau / no attention (with either
  encoder), and chapter 7's Transformer / Bahdanau with the bidirectional encoder;
* a learning curve: the Transformer's validation BLEU against the number of training pairs (nested
  random subsets of the training split, vocabularies from the subset only, the same held-out
  pairs), each trained for one fixed budget.

Recipes: the Transformers have D=128, 4 heads, FFN 256, no dropout, embeddings initialised with
std 1/sqrt(D) and the output layer tied to the target embedding, Adam at 3e-3; the GRUs have
embeddings of 128 and states of 256, one layer, no dropout, Adam at 1e-2. All share batches of
128 length-bucketed pairs, 100 warm-up steps then inverse-square-root decay, gradient clipping at
1, and (``--bf16``) bfloat16 autocast. A bidirectional encoder has 128 units each way.

A default run trains for 6 x 60 s and 5 x 60 s (11 minutes), plus decoding and scoring.

    python benchmarks/translation_quality.py [--budgets 15 30 60]
        [--pairs 512 2000 5000 10000 17065] [--curve-budget 60] [--seed 0] [--split-seed 0]
        [--bf16 | --no-bf16] [--threads N]
"""

from __future__ import annotations

import argparse
import collections
from dataclasses import replace

import torch
from _translation_common import (
    TRANSFORMER_RECIPE,
    Trainer,
    add_common_arguments,
    greedy_scores,
    load_data,
    make_model,
    ratio,
    recipe_of,
    setup,
)

import attnviz

MODELS = ("Transformer", "Transformer, 1 block", "Bahdanau", "no attention",
          "Bahdanau, bidirectional", "no attention, bidirectional")
FRAMES = ["je suis <unk> .", "il est <unk> .", "elle est <unk> .", "c'est <unk> .",
          "tu es <unk> .", "nous sommes <unk> .", "je ne suis pas <unk> .", "j'ai <unk> ."]


def best_constant_answers(data: attnviz.TranslationData, *, most_common: int = 300
                          ) -> dict[int, tuple[float, str]]:
    """For k = 4 and k = 2, the best validation corpus BLEU of one sentence given for every
    held-out source, among the most frequent training translations and :data:`FRAMES`."""
    counts = collections.Counter(french for _, french in data.train_pairs)
    candidates = [french for french, _ in counts.most_common(most_common)] + FRAMES
    references = [french for _, french in data.val_pairs]
    best = {}
    for k in (4, 2):
        scored = [(attnviz.corpus_bleu([c] * len(references), references, k=k), c)
                  for c in candidates]
        best[k] = max(scored)
    return best


def compare_models(data: attnviz.TranslationData, args: argparse.Namespace,
                   device: torch.device) -> dict[str, list[tuple[float, float]]]:
    """Train each model for the budgets, printing a row per checkpoint; return its (BLEU k=4,
    BLEU k=2) at each budget."""
    print(f"{'model':<28} {'params':>7} {'budget s':>9} {'steps':>6} {'epochs':>7} "
          f"{'tokens/s':>9} {'loss':>6} {'BLEU k=4':>9} {'k=2':>6} {'decode s':>9}")
    bleus: dict[str, list[tuple[float, float]]] = {}
    for name in MODELS:
        recipe = recipe_of(name)
        torch.manual_seed(args.seed)
        model = make_model(name, data)
        params = sum(p.numel() for p in model.parameters())
        trainer = Trainer(model, data, replace(recipe, bf16=args.bf16), seed=args.seed,
                          device=device)
        bleus[name] = []
        for budget in args.budgets:
            progress = trainer.train(budget - trainer.progress.seconds)
            scores = greedy_scores(trainer.model, data)
            bleus[name].append((scores.bleu4, scores.bleu2))
            print(f"{name:<28} {params / 1e6:>6.2f}M {budget:>9g} {progress.steps:>6} "
                  f"{progress.epochs:>7.2f} {progress.tokens_per_second:>9.0f} "
                  f"{progress.loss:>6.3f} {scores.bleu4:>9.3f} {scores.bleu2:>6.3f} "
                  f"{scores.seconds:>9.1f}")
    return bleus


def print_ratios(bleus: dict[str, list[tuple[float, float]]], budgets: list[float]) -> None:
    def ratios(a: str, b: str) -> str:
        return ", ".join(f"{budget:g} s {ratio(x[0], y[0])} ({ratio(x[1], y[1])})"
                         for budget, x, y in zip(budgets, bleus[a], bleus[b], strict=True))

    print("BLEU ratios at each budget, k=4 (k=2):")
    for a, b in (("Transformer", "Bahdanau"), ("Transformer, 1 block", "Bahdanau"),
                 ("Bahdanau", "no attention"),
                 ("Bahdanau, bidirectional", "no attention, bidirectional"),
                 ("Transformer", "Bahdanau, bidirectional")):
        print(f"  {a} / {b}: {ratios(a, b)}")


def learning_curve(data: attnviz.TranslationData, args: argparse.Namespace,
                   device: torch.device) -> None:
    """The Transformer trained for ``--curve-budget`` seconds on nested random subsets."""
    print(f"\nTransformer, {args.curve_budget:g} s of training on the first n pairs of a random "
          f"order of the training split (seed {args.seed}), the same {len(data.val_pairs)} "
          "held-out pairs:")
    print(f"{'pairs':>6} {'src vocab':>10} {'tgt vocab':>10} {'steps':>6} {'epochs':>7} "
          f"{'loss':>6} {'BLEU k=4':>9} {'k=2':>6}")
    generator = torch.Generator().manual_seed(args.seed)
    order = torch.randperm(len(data.train_pairs), generator=generator).tolist()
    for n in args.pairs:
        subset = attnviz.TranslationData.from_pairs(
            [data.train_pairs[i] for i in order[:n]], data.val_pairs,
            num_steps=data.num_steps, min_freq=2)
        torch.manual_seed(args.seed)
        trainer = Trainer(make_model("Transformer", subset),
                          subset, replace(TRANSFORMER_RECIPE, bf16=args.bf16), seed=args.seed,
                          device=device)
        progress = trainer.train(args.curve_budget)
        scores = greedy_scores(trainer.model, subset)
        print(f"{n:>6} {len(subset.src_vocab):>10} {len(subset.tgt_vocab):>10} "
              f"{progress.steps:>6} {progress.epochs:>7.2f} {progress.loss:>6.3f} "
              f"{scores.bleu4:>9.3f} {scores.bleu2:>6.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", type=float, nargs="+", default=[15, 30, 60],
                        help="seconds of training at which each model is evaluated")
    parser.add_argument("--pairs", type=int, nargs="+", default=[512, 2000, 5000, 10000, 17065],
                        help="training pairs of each point of the learning curve")
    parser.add_argument("--curve-budget", type=float, default=60,
                        help="seconds of training of each point of the learning curve")
    add_common_arguments(parser)
    args = parser.parse_args()
    if sorted(args.budgets) != args.budgets or args.budgets[0] <= 0:
        parser.error(f"--budgets must be positive and increasing, got {args.budgets}")
    device = setup(args)
    data = load_data(args.split_seed)
    if not all(0 < n <= len(data.train_pairs) for n in args.pairs):
        parser.error(f"--pairs must lie in [1, {len(data.train_pairs)}], got {args.pairs}")
    print(f"{data}; held-out split seed {args.split_seed}, seed {args.seed}, "
          f"bf16 autocast {'on' if args.bf16 else 'off'}")

    best = best_constant_answers(data)
    print("best constant answer: " + "; ".join(
        f"k={k} {score:.3f} ({sentence!r})" for k, (score, sentence) in best.items()))

    bleus = compare_models(data, args, device)
    print_ratios(bleus, args.budgets)
    learning_curve(data, args, device)


if __name__ == "__main__":
    main()
