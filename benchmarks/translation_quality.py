"""Translation quality for equal training arithmetic: Transformer, Bahdanau attention, no
attention.

Every comparison here gives the models budgets of equal *steps* or of equal *arithmetic*: the
floating-point operations of their training steps, counted by ``attnviz.count_flops`` (PyTorch's
``FlopCounterMode``: matrix products, two operations per multiply-add, forward and backward) on
the first batches of each model's own stream. Arithmetic is the same on every machine, so the
steps each budget buys, and the scores, do not depend on how fast or how busy the machine is;
the seconds that the steps took are printed beside them, as information only.

One run prints, for chapter 4's English–French corpus split into 17,065 training pairs and 1,000
held-out pairs (no held-out English sentence occurs in training):

* the best constant answer: one French sentence given for every held-out sentence (the best of
  the 300 most frequent training translations and a few frames such as ``je suis <unk> .``),
  chosen separately for corpus BLEU with k=4 and with k=2: the score of saying nothing useful;
* for each model (chapter 7's Transformer, and the same with one block per stack; chapter 4's
  GRU encoder–decoder with Bahdanau attention, and the same without attention, each also with
  the bidirectional encoder of Bahdanau et al.), each in its chapter's recipe, trained from the
  same seed on the same batches for the same budgets of arithmetic (``--budgets``, in TFLOP):
  its GFLOP per step, then at each budget steps, epochs, seconds, training loss (per target
  token, since the previous row), and validation corpus BLEU (d2l's variant, k=4 and k=2) of
  batched greedy decoding. The budgets are checkpoints of one run per model; the learning-rate
  schedule does not depend on the run's length, so a checkpoint equals a run that stops there;
* BLEU ratios at each budget: each Transformer / Bahdanau, Bahdanau / no attention (with either
  encoder), and chapter 7's Transformer / Bahdanau with the bidirectional encoder;
* a learning curve: the Transformer's validation BLEU against the number of training pairs (nested
  random subsets of the training split, vocabularies from the subset only, the same held-out
  pairs), each trained for one budget of arithmetic (``--curve-budget``).

Recipes: the Transformers have D=128, 4 heads, FFN 256, no dropout, embeddings initialised with
std 1/sqrt(D) and the output layer tied to the target embedding, Adam at 3e-3; the GRUs have
embeddings of 128 and states of 256, one layer, no dropout, Adam at 1e-2. All share batches of
128 length-bucketed pairs, 100 warm-up steps then inverse-square-root decay, gradient clipping at
1, and bfloat16 autocast where ``attnviz.bf16_enabled`` says so (never on a CPU;
``--bf16``/``--no-bf16`` decide). A bidirectional encoder has 128 units each way.

With ``--by-length``, instead: Bahdanau et al.'s experiment of quality against sentence length, on
long sentences made of chapter 4's short ones (``attnviz.load_long_pairs``: ``--train-sources``
training sources of ``--train-pairs`` pairs drawn from the training split, ``--test-sources`` test
sources of ``--test-pairs`` pairs drawn from the held-out test split, so no test sentence occurs in
training; by default, as in chapter 4, only short pairs each of whose words occurs in at least
``--min-word-pairs`` = 5 training pairs, so no test sentence holds ``<unk>`` and the French
vocabulary has about 1,250 tokens instead of 3,300). Chapter 4's GRU with Bahdanau attention and
the same GRU without attention (E=128, D=256, one layer), both in chapter 4's recipe above, are
trained from the same seed on the same batches, once per seed, and compared after each of
``--steps`` steps (equal steps, the paper's framing) and at equal arithmetic ("arithmetic of N":
the plain GRU trained for as many steps as cost the arithmetic of N steps of Bahdanau attention;
its steps are cheaper, so it takes more of them). Printed first, each model's GFLOP per step and
their ratio; then for each of ``--seeds`` and each checkpoint: steps, seconds, training loss, and
the test corpus BLEU (k=4, greedy decoding) of all test sources and of each source-length bucket
(``attnviz.bleu_by_length`` with ``--edges``; the sources per bucket are printed first), with the
ratio Bahdanau / no attention; then the mean and the spread (min-max) over the seeds, the longest
bucket's ratio at each number of steps (at worst over the seeds, and whether it is above the
shortest bucket's), and both models' translations of one long test source (the first with the most
pairs) side by side, at 400 steps and at the arithmetic of 400, from the first seed.

    python benchmarks/translation_quality.py [--budgets 1 2 4] [--pairs 512 2000 5000 10000
        17065] [--curve-budget 4] [--seed 0] [--split-seed 0] [--bf16 | --no-bf16] [--threads N]
    python benchmarks/translation_quality.py --by-length [--steps 300 400 500]
        [--seeds 0 1 2] [--train-sources 40000] [--test-sources 1000] [--train-pairs 1 4]
        [--test-pairs 1 4] [--edges 0 5 10 15] [--data-seed 0] [--min-word-pairs 5] [...]
"""

from __future__ import annotations

import argparse
import collections
import math
import statistics
import time
from dataclasses import dataclass, replace

import torch
from _translation_common import (
    GRU_RECIPE,
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
    """Train each model for the budgets of arithmetic, printing a row per checkpoint; return its
    (BLEU k=4, BLEU k=2) at each budget."""
    print(f"budgets of arithmetic: {', '.join(f'{b:g}' for b in args.budgets)} TFLOP of "
          "training steps (forward and backward) each")
    print(f"{'model':<28} {'params':>7} {'GFLOP/step':>11} {'TFLOP':>6} {'steps':>6} "
          f"{'epochs':>7} {'seconds':>8} {'loss':>6} {'BLEU k=4':>9} {'k=2':>6}")
    bleus: dict[str, list[tuple[float, float]]] = {}
    for name in MODELS:
        recipe = recipe_of(name)
        torch.manual_seed(args.seed)
        model = make_model(name, data)
        params = sum(p.numel() for p in model.parameters())
        trainer = Trainer(model, data, replace(recipe, bf16=args.bf16), seed=args.seed,
                          device=device)
        per_step = trainer.flops_per_step()
        bleus[name] = []
        for budget in args.budgets:
            progress = trainer.train_to(steps=max(1, round(budget * 1e12 / per_step)))
            scores = greedy_scores(trainer.model, data)
            bleus[name].append((scores.bleu4, scores.bleu2))
            print(f"{name:<28} {params / 1e6:>6.2f}M {per_step / 1e9:>11.2f} {budget:>6g} "
                  f"{progress.steps:>6} {progress.epochs:>7.2f} {progress.seconds:>8.1f} "
                  f"{progress.loss:>6.3f} {scores.bleu4:>9.3f} {scores.bleu2:>6.3f}")
    return bleus


def print_ratios(bleus: dict[str, list[tuple[float, float]]], budgets: list[float]) -> None:
    def ratios(a: str, b: str) -> str:
        return ", ".join(f"{budget:g} TFLOP {ratio(x[0], y[0])} ({ratio(x[1], y[1])})"
                         for budget, x, y in zip(budgets, bleus[a], bleus[b], strict=True))

    print("BLEU ratios at each budget, k=4 (k=2):")
    for a, b in (("Transformer", "Bahdanau"), ("Transformer, 1 block", "Bahdanau"),
                 ("Bahdanau", "no attention"),
                 ("Bahdanau, bidirectional", "no attention, bidirectional"),
                 ("Transformer", "Bahdanau, bidirectional")):
        print(f"  {a} / {b}: {ratios(a, b)}")


def learning_curve(data: attnviz.TranslationData, args: argparse.Namespace,
                   device: torch.device) -> None:
    """The Transformer trained for ``--curve-budget`` TFLOP on nested random subsets."""
    print(f"\nTransformer, {args.curve_budget:g} TFLOP of training on the first n pairs of a "
          f"random order of the training split (seed {args.seed}), the same {len(data.val_pairs)} "
          "held-out pairs:")
    print(f"{'pairs':>6} {'src vocab':>10} {'tgt vocab':>10} {'steps':>6} {'epochs':>7} "
          f"{'loss':>6} {'BLEU k=4':>9} {'k=2':>6}")
    too_many = [n for n in args.pairs if not 0 < n <= len(data.train_pairs)]
    if too_many:
        raise SystemExit(f"--pairs: got {too_many}; expected numbers from 1 to the "
                         f"{len(data.train_pairs)} pairs of the training split")
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
        per_step = trainer.flops_per_step()
        progress = trainer.train_to(steps=max(1, round(args.curve_budget * 1e12 / per_step)))
        scores = greedy_scores(trainer.model, subset)
        print(f"{n:>6} {len(subset.src_vocab):>10} {len(subset.tgt_vocab):>10} "
              f"{progress.steps:>6} {progress.epochs:>7.2f} {progress.loss:>6.3f} "
              f"{scores.bleu4:>9.3f} {scores.bleu2:>6.3f}")


# -- quality against sentence length (--by-length) ---------------------------------------------

BY_LENGTH_MODELS = ("Bahdanau", "no attention")


@dataclass(frozen=True)
class Checkpoint:
    """A model's totals and test scores at one checkpoint of its training run.

    Attributes:
        steps, seconds: optimizer steps and seconds of training so far (the seconds are
            information only: no budget depends on them).
        loss: mean training loss per target token since the previous checkpoint.
        bleu: corpus BLEU (k=4) of all test sources.
        buckets: corpus BLEU (k=4) of each source-length bucket.
        predictions: the greedy translation of every test source.
        decode_seconds: the time that translating the test sources took.
    """

    steps: int
    seconds: float
    loss: float
    bleu: float
    buckets: list[attnviz.LengthBucket]
    predictions: list[str]
    decode_seconds: float


@dataclass(frozen=True)
class Comparison:
    """Both models at one checkpoint: ``title`` says which (``"400 steps"``, or ``"arith. of
    400"``: the plain GRU after as many steps as cost the arithmetic of 400 steps of Bahdanau
    attention)."""

    title: str
    bahdanau: Checkpoint
    plain: Checkpoint

    def ratios(self) -> list[float]:
        """Bahdanau / no attention: of all test sources, then of each length bucket."""
        pairs = [(self.bahdanau.bleu, self.plain.bleu)] + [
            (a.bleu, b.bleu) for a, b in zip(self.bahdanau.buckets, self.plain.buckets,
                                             strict=True)]
        # a bucket that both models score 0 (or an empty one) has no ratio: nan
        return [float("nan") if a is None or b is None or not (a or b)
                else a / b if b else float("inf") for a, b in pairs]


def evaluate(trainer: Trainer, long: attnviz.LongPairs, edges: list[int]) -> Checkpoint:
    """Translate every test source greedily and score it, by length and in all."""
    sources = [pair.source for pair in long.test_pairs]
    references = [pair.target for pair in long.test_pairs]
    model = trainer.model
    model.eval()
    with torch.no_grad():
        start = time.perf_counter()
        predictions = attnviz.translate_batch(model, long.data, sources)
        decode_seconds = time.perf_counter() - start
    model.train()
    progress = trainer.progress
    return Checkpoint(
        steps=progress.steps, seconds=progress.seconds, loss=progress.loss,
        bleu=attnviz.corpus_bleu(predictions, references, k=4),
        buckets=attnviz.bleu_by_length(predictions, references, long.source_lengths("test"),
                                       edges=edges, k=4),
        predictions=predictions, decode_seconds=decode_seconds)


def train_checkpoints(name: str, long: attnviz.LongPairs, args: argparse.Namespace, seed: int,
                      device: torch.device, *, steps: list[int]) -> dict[int, Checkpoint]:
    """Train model ``name`` from ``seed`` in chapter 4's recipe, once, and evaluate it after
    each of ``steps`` steps; return the checkpoints by steps."""
    torch.manual_seed(seed)
    trainer = Trainer(make_model(name, long.data), long.data,
                      replace(GRU_RECIPE, bf16=args.bf16), seed=seed, device=device)
    at_steps: dict[int, Checkpoint] = {}
    for n in sorted(set(steps)):
        trainer.train_to(steps=n)
        at_steps[n] = evaluate(trainer, long, args.edges)
    return at_steps


def arithmetic_steps(steps: int, ratio_of_costs: float) -> int:
    """The steps of the plain GRU whose arithmetic equals ``steps`` steps of Bahdanau
    attention, whose steps cost ``ratio_of_costs`` times as much."""
    return round(steps * ratio_of_costs)


def compare_seed(long: attnviz.LongPairs, args: argparse.Namespace, seed: int,
                 device: torch.device) -> tuple[list[Comparison], dict[str, float]]:
    """Train both models from ``seed``; compare them at each of ``--steps`` and at equal
    arithmetic (the plain GRU after as many steps as cost the arithmetic of each of
    ``--steps`` steps of Bahdanau attention, both counted on this seed's first batches).
    Returns the comparisons and each model's FLOPs per step."""
    def probe(name: str) -> float:
        torch.manual_seed(seed)
        return Trainer(make_model(name, long.data), long.data,
                       replace(GRU_RECIPE, bf16=args.bf16), seed=seed,
                       device=device).flops_per_step()

    costs = {name: probe(name) for name in BY_LENGTH_MODELS}
    equal = [arithmetic_steps(n, costs["Bahdanau"] / costs["no attention"]) for n in args.steps]
    bahdanau = train_checkpoints("Bahdanau", long, args, seed, device, steps=args.steps)
    plain = train_checkpoints("no attention", long, args, seed, device, steps=args.steps + equal)
    comparisons = [Comparison(f"{n} steps", bahdanau[n], plain[n]) for n in args.steps]
    comparisons += [Comparison(f"arith. of {n}", bahdanau[n], plain[m])
                    for n, m in zip(args.steps, equal, strict=True)]
    return comparisons, costs


def _spread(values: list[float], digits: int = 3) -> str:
    """``mean (min-max)`` of ``values``, leaving out nan (then ``"n/a"`` if none is left)."""
    kept = [v for v in values if not math.isnan(v)]
    if not kept:
        return "n/a"
    return (f"{statistics.fmean(kept):.{digits}f} "
            f"({min(kept):.{digits}f}-{max(kept):.{digits}f})")


def print_seed(comparisons: list[Comparison], labels: list[str]) -> None:
    """One seed's table: at each checkpoint, each model's totals and BLEU by length, then the
    ratio Bahdanau / no attention."""
    print(f"  {'checkpoint':<13} {'model':<13} {'steps':>6} {'seconds':>8} "
          f"{'loss':>6}" + "".join(f"{label:>8}" for label in ["all", *labels]))
    for c in comparisons:
        for name, point in zip(BY_LENGTH_MODELS, (c.bahdanau, c.plain), strict=True):
            scores = "".join(f"{'n/a' if b.bleu is None else f'{b.bleu:.3f}':>8}"
                             for b in point.buckets)
            print(f"  {c.title:<13} {name:<13} {point.steps:>6} {point.seconds:>8.1f} "
                  f"{point.loss:>6.3f}{point.bleu:>8.3f}{scores}")
        print(f"  {c.title:<13} {'ratio':<13} {'':>6} {'':>8} {'':>6}"
              + "".join(f"{r:>8.2f}" for r in c.ratios()))


def print_summary(results: dict[int, list[Comparison]], labels: list[str],
                  steps: list[int]) -> None:
    """Mean (min-max) over the seeds of each model's BLEU by length and of the per-seed
    ratio, then the longest bucket's ratio at each number of steps."""
    seeds = list(results)
    print(f"\nover seeds {' '.join(map(str, seeds))}: mean (min-max)")
    print(f"  {'checkpoint':<13} {'model':<13} {'steps':>18}"
          + "".join(f"{label:>20}" for label in ["all", *labels]))
    for i, title in enumerate(c.title for c in results[seeds[0]]):
        row = [results[seed][i] for seed in seeds]
        for name in BY_LENGTH_MODELS:
            points = [c.bahdanau if name == "Bahdanau" else c.plain for c in row]
            columns = [[p.bleu for p in points]] + [
                [p.buckets[j].bleu or 0.0 for p in points] for j in range(len(labels))]
            print(f"  {title:<13} {name:<13} {_spread([p.steps for p in points], 0):>18}"
                  + "".join(f"{_spread(values):>20}" for values in columns))
        ratios = [c.ratios() for c in row]
        print(f"  {title:<13} {'ratio':<13} {'':>18}" + "".join(
            f"{_spread([r[j] for r in ratios], 2):>20}" for j in range(len(labels) + 1)))
    print("\nthe paper's shape, at equal steps and at equal arithmetic:")
    for i, n in enumerate([f"{n} steps" for n in steps] + [f"arith. of {n}" for n in steps]):
        row = [results[seed][i] for seed in seeds]
        longest = [c.ratios()[-1] for c in row]  # nan where both score 0: never "above"
        shortest = [c.ratios()[1] for c in row]
        above = sum(x > y for x, y in zip(longest, shortest, strict=True))
        bahdanau = statistics.fmean(c.bahdanau.buckets[-1].bleu or 0.0 for c in row)
        plain = statistics.fmean(c.plain.buckets[-1].bleu or 0.0 for c in row)
        print(f"  {n}: longest sentences ({labels[-1]} tokens, "
              f"{row[0].bahdanau.buckets[-1].count} test sources): Bahdanau {bahdanau:.3f}, no "
              f"attention {plain:.3f}, ratio {bahdanau / plain if plain else float('nan'):.2f} "
              f"(means); per seed {', '.join(f'{r:.2f}' for r in longest)}, at worst "
              f"{min(longest, key=lambda r: -math.inf if math.isnan(r) else r):.2f}; above "
              f"the shortest bucket's ratio in {above} of {len(seeds)}")


def print_side_by_side(long: attnviz.LongPairs, steps: Comparison,
                       arithmetic: Comparison) -> None:
    """Both models' translations of the first test source with the most pairs, at equal steps,
    and the plain GRU's at equal arithmetic."""
    most = max(long.num_pairs("test"))
    i = long.num_pairs("test").index(most)
    pair = long.test_pairs[i]
    print(f"\none long test source ({most} pairs, {long.source_lengths('test')[i]} tokens):")
    print(f"  {'source':<28} {pair.source}")
    print(f"  {'reference':<28} {pair.target}")
    rows = [(f"Bahdanau, {steps.title}", steps.bahdanau),
            (f"no attention, {steps.title}", steps.plain),
            (f"no attention, {arithmetic.title}", arithmetic.plain)]
    for name, point in rows:
        prediction = point.predictions[i]
        score = attnviz.bleu(prediction, pair.target, k=2)
        print(f"  {name:<28} {prediction}   (BLEU k=2 {score:.3f})")


def by_length(args: argparse.Namespace, device: torch.device) -> None:
    """The --by-length mode: both GRUs from each seed, BLEU by source length at equal steps
    and at equal arithmetic, then the mean and spread over the seeds."""
    start = time.perf_counter()
    long = attnviz.load_long_pairs(
        num_train_sources=args.train_sources, num_val_sources=0,
        num_test_sources=args.test_sources, train_pairs_per_source=tuple(args.train_pairs),
        test_pairs_per_source=tuple(args.test_pairs), seed=args.data_seed,
        min_word_pairs=args.min_word_pairs or None, shuffle_seed=args.split_seed, progress=False)
    counts = attnviz.bleu_by_length([""] * args.test_sources, [""] * args.test_sources,
                                    long.source_lengths("test"), edges=args.edges)
    labels = [bucket.label for bucket in counts]
    print(f"{long}; held-out split seed {args.split_seed}, long pairs drawn with seed "
          f"{args.data_seed}")
    print("test sources per length bucket (tokens): "
          + ", ".join(f"{b.label} {b.count}" for b in counts))
    print(f"both models in chapter 4's recipe: {replace(GRU_RECIPE, bf16=args.bf16)}")
    batches = len(long.data.loader("train", batch_size=GRU_RECIPE.batch_size, shuffle=False,
                                   bucket=GRU_RECIPE.bucket))
    print(f"{batches} batches per epoch; equal steps: "
          + ", ".join(f"{n} ({n / batches:.2f} epochs)" for n in args.steps)
          + "; equal arithmetic: the plain GRU for as many steps as cost the arithmetic of N "
            "steps of Bahdanau attention ('arith. of N')")
    results: dict[int, list[Comparison]] = {}
    for seed in args.seeds:
        results[seed], costs = compare_seed(long, args, seed, device)
        print(f"\nseed {seed}:")
        print(f"  GFLOP per training step (forward and backward, mean of the first 4 batches): "
              f"Bahdanau {costs['Bahdanau'] / 1e9:.2f}, no attention "
              f"{costs['no attention'] / 1e9:.2f}, ratio "
              f"{costs['Bahdanau'] / costs['no attention']:.3f}")
        print_seed(results[seed], labels)
    print_summary(results, labels, args.steps)
    first = results[args.seeds[0]]
    middle = len(args.steps) // 2
    print_side_by_side(long, first[middle], first[len(args.steps) + middle])
    print(f"\nwhole run: {time.perf_counter() - start:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", type=float, nargs="+", default=[1, 2, 4],
                        help="training arithmetic, in TFLOP, at which each model is evaluated")
    parser.add_argument("--pairs", type=int, nargs="+", default=[512, 2000, 5000, 10000, 17065],
                        help="training pairs of each point of the learning curve")
    parser.add_argument("--curve-budget", type=float, default=4,
                        help="training arithmetic, in TFLOP, of each point of the learning curve")
    by = parser.add_argument_group("--by-length: quality against sentence length")
    by.add_argument("--by-length", action="store_true",
                    help="run the by-length comparison of Bahdanau attention and no attention "
                         "instead of the default comparison")
    by.add_argument("--steps", type=int, nargs="+", default=[300, 400, 500],
                    help="training steps after which both models are compared (equal steps)")
    by.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2],
                    help="seeds of model initialisation and batch order, one run each")
    by.add_argument("--train-sources", type=int, default=40_000,
                    help="long training sources (pairs joined)")
    by.add_argument("--test-sources", type=int, default=1_000, help="long test sources")
    by.add_argument("--train-pairs", type=int, nargs=2, default=[1, 4], metavar=("FEWEST", "MOST"),
                    help="short pairs per training source (as many as in a test source: trained "
                         "on at most 3, both models fail on 4 alike)")
    by.add_argument("--test-pairs", type=int, nargs=2, default=[1, 4], metavar=("FEWEST", "MOST"),
                    help="short pairs per test source")
    by.add_argument("--edges", type=int, nargs="+", default=[0, 5, 10, 15],
                    help="lower bounds of the source-length buckets, in tokens")
    by.add_argument("--data-seed", type=int, default=0, help="seeds the draws of the long pairs")
    by.add_argument("--min-word-pairs", type=int, default=5,
                    help="a leaner vocabulary, chapter 4's: only short pairs each of whose words "
                         "occurs in at least this many training pairs (0: all pairs, words seen "
                         "once read as <unk>)")
    add_common_arguments(parser)
    args = parser.parse_args()
    if args.by_length:
        if sorted(set(args.steps)) != args.steps or args.steps[0] < 1:
            parser.error(f"--steps must be positive and increasing, got {args.steps}")
        if args.min_word_pairs < 0:
            parser.error(f"--min-word-pairs must be 0 or positive, got {args.min_word_pairs}")
        by_length(args, setup(args))
        return
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
