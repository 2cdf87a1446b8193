"""What the translation benchmarks share: the data, the models, a training loop that counts its
arithmetic (and its time), BLEU.

Not a benchmark itself: ``translation_quality.py`` and ``translation_speed.py`` import it. The
data is chapter 4's English–French corpus split by English sentence: 17,065 training pairs and
1,000 validation pairs whose English sentences never occur in training (vocabularies from the
training pairs only). The models are chapter 7's Transformer (and the same with one block per
stack, and two variants that undo one of its choices) and chapter 4's GRU encoder–decoder with
Bahdanau attention, and the same without attention (each also with a bidirectional encoder),
each in its chapter's recipe.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import torch
from torch import nn

import attnviz

NUM_TRAIN, NUM_VAL = 17_065, 1_000  # the whole offline file: 18,065 pairs


@dataclass(frozen=True)
class Recipe:
    """How a model is trained.

    Attributes:
        lr: Adam's (peak) learning rate.
        warmup_steps: steps of linear warm-up, then inverse-square-root decay
            (``attnviz.warmup_schedule``); ``None``: the constant rate ``lr`` throughout.
        label_smoothing: ``eps`` of ``attnviz.masked_cross_entropy``.
        batch_size: pairs per batch.
        bucket: length-bucketed batches cut to their longest sentence (``False``: every batch
            padded to ``num_steps``).
        bf16: run the forward pass under bfloat16 autocast (the loss in float32).
    """

    lr: float
    warmup_steps: int | None = 100
    label_smoothing: float = 0.0
    batch_size: int = 128
    bucket: bool = True
    bf16: bool = True


TRANSFORMER_RECIPE = Recipe(lr=3e-3)  # chapter 7's
GRU_RECIPE = Recipe(lr=1e-2)  # chapter 4's
TRANSFORMERS = ("Transformer", "Transformer, 1 block", "Transformer, standard init",
                "Transformer, untied")
GRUS = ("Bahdanau", "no attention", "Bahdanau, bidirectional", "no attention, bidirectional")
MODEL_NAMES = (*TRANSFORMERS, *GRUS)


def recipe_of(name: str) -> Recipe:
    """The recipe of the model called ``name`` (one of :data:`MODEL_NAMES`)."""
    return TRANSFORMER_RECIPE if name in TRANSFORMERS else GRU_RECIPE


def make_model(name: str, data: attnviz.TranslationData) -> attnviz.EncoderDecoder:
    """A model for ``data``'s vocabularies, initialised from PyTorch's global generator.

    ``"Transformer"``: chapter 7's (D=128, 4 heads, FFN 256, 2 blocks per stack, no dropout,
    embeddings initialised with std 1/sqrt(D), the output layer tied to the target embedding);
    ``"Transformer, 1 block"``: the same with one block per stack; ``"Transformer, standard
    init"``: embeddings with PyTorch's N(0, 1); ``"Transformer, untied"``: a separate output
    layer. ``"Bahdanau"``: chapter 4's GRU encoder–decoder with attention (embeddings of 128,
    states of 256, one layer, no dropout); ``"no attention"``: the same without attention;
    ``", bidirectional"``: with the paper's bidirectional encoder (128 units each way).
    """
    src_vocab_size, tgt_vocab_size = len(data.src_vocab), len(data.tgt_vocab)
    if name in TRANSFORMERS:
        config = attnviz.TransformerConfig(
            src_vocab_size=src_vocab_size, tgt_vocab_size=tgt_vocab_size, d_model=128,
            num_heads=4, ffn_dim=256, num_layers=2, dropout=0.0, tie_embeddings=True)
        variants: dict[str, dict[str, Any]] = {
            "Transformer": {}, "Transformer, 1 block": {"num_layers": 1},
            "Transformer, standard init": {"embedding_init": "standard"},
            "Transformer, untied": {"tie_embeddings": False}}
        changes = variants[name]
        return attnviz.make_transformer(replace(config, **changes))
    if name in GRUS:
        return attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
            src_vocab_size=src_vocab_size, tgt_vocab_size=tgt_vocab_size, embed_dim=128,
            hidden_dim=256, num_layers=1, dropout=0.0, attention=name.startswith("Bahdanau"),
            bidirectional=name.endswith("bidirectional")))
    raise ValueError(f"model must be one of {', '.join(map(repr, MODEL_NAMES))}, got {name!r}")


# -- the machine and the data ------------------------------------------------------------------


def add_common_arguments(parser: argparse.ArgumentParser) -> None:
    """The options both scripts take: seeds, bfloat16, threads."""
    parser.add_argument("--seed", type=int, default=0,
                        help="seeds model initialisation, dropout and batch order")
    parser.add_argument("--split-seed", type=int, default=0,
                        help="seeds the held-out split of the corpus")
    parser.add_argument("--bf16", action=argparse.BooleanOptionalAction, default=None,
                        help="bfloat16 autocast in the forward pass of training (default: "
                             "attnviz.bf16_enabled's answer: a GPU that supports it, never a CPU)")
    parser.add_argument("--threads", type=int, default=None,
                        help="torch.set_num_threads (default: PyTorch's choice)")


def setup(args: argparse.Namespace) -> torch.device:
    """Apply ``--threads``, decide ``--bf16`` where it was not given (``attnviz.bf16_enabled``),
    print the machine line and return the device."""
    if args.threads is not None:
        torch.set_num_threads(args.threads)
    device = attnviz.device()
    if args.bf16 is None:
        args.bf16 = attnviz.bf16_enabled(device)
    print(machine_line(device))
    return device


def machine_line(device: torch.device) -> str:
    """One line naming the device, the CPU, the platform, torch and the thread count."""
    accelerator = f" {torch.cuda.get_device_name(device)}" if device.type == "cuda" else ""
    return (f"device: {device}{accelerator} ({_cpu_name()}, {torch.get_num_threads()} threads), "
            f"{platform.platform()}, Python {platform.python_version()}, "
            f"torch {torch.__version__}")


def _cpu_name() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor() or platform.machine()


def load_data(split_seed: int) -> attnviz.TranslationData:
    """All 18,065 pairs: 17,065 to train on, 1,000 held out, ``num_steps`` fitting them all."""
    return attnviz.load_fra_eng(num_train=NUM_TRAIN, num_val=NUM_VAL, num_steps=None,
                                min_freq=2, shuffle_seed=split_seed, progress=False)


def ratio(a: float, b: float) -> str:
    """``a / b`` to two decimals, or ``n/a`` when ``b`` is 0."""
    return f"{a / b:.2f}" if b else "n/a"


# -- training for a budget of steps, of arithmetic or of wall-clock time ---------------------------


@dataclass
class Progress:
    """Totals of a :class:`Trainer` so far.

    Attributes:
        steps: optimizer steps.
        epochs: passes over the training split (fractional).
        tokens: source plus target tokens trained on, padding not counted.
        seconds: wall-clock time of the training steps (loading batches included).
        loss: mean training loss per target token since the previous call of ``train``.
    """

    steps: int = 0
    epochs: float = 0.0
    tokens: int = 0
    seconds: float = 0.0
    loss: float = float("nan")

    @property
    def tokens_per_second(self) -> float:
        return self.tokens / self.seconds if self.seconds else 0.0


class Trainer:
    """A model, its Adam optimizer and schedule, and an endless stream of shuffled batches.

    Each step: forward (under bfloat16 autocast if the recipe says so), masked cross-entropy in
    float32, backward of the mean loss per token, gradient norm clipped to 1, optimizer step,
    schedule step, as ``attnviz.fit`` does. :meth:`train_to` stops at a number of steps, and
    :meth:`flops_per_step` says what a step costs in arithmetic, so that budgets of equal cost
    are the same on every machine; :meth:`train` stops at a wall-clock budget instead, for the
    speed measurements of ``translation_speed.py``.

    Args:
        model: the model to train (moved to ``device``).
        data: its training data.
        recipe: how to train it.
        seed: seeds the batch order.
        device: where to train.
    """

    def __init__(self, model: attnviz.EncoderDecoder, data: attnviz.TranslationData,
                 recipe: Recipe, *, seed: int, device: torch.device) -> None:
        self.model = model.to(device)
        self.recipe = recipe
        self.device = device
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=recipe.lr)
        self.scheduler = (None if recipe.warmup_steps is None else
                          attnviz.warmup_schedule(self.optimizer,
                                                  warmup_steps=recipe.warmup_steps))
        self._loader = lambda: data.loader("train", batch_size=recipe.batch_size, shuffle=True,
                                           seed=seed, bucket=recipe.bucket)
        loader = self._loader()
        self.batches_per_epoch = len(loader)
        self.batches = _endless(loader)
        self.progress = Progress()

    def _loss(self, batch: attnviz.TranslationBatch) -> tuple[torch.Tensor, int]:
        """The batch's loss sum (float32) and its count of target tokens."""
        batch = attnviz.TranslationBatch(*(t.to(self.device) for t in batch))
        with torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.recipe.bf16):
            logits = self.model(batch.src, batch.src_valid_len, batch.tgt_input)  # (B, T, V)
        return attnviz.masked_cross_entropy(
            logits.float(), batch.tgt_label, valid_lens=batch.tgt_valid_len,
            label_smoothing=self.recipe.label_smoothing)

    def step(self) -> tuple[int, torch.Tensor, int]:
        """One training step: returns its tokens, its loss sum (a tensor: no sync) and count."""
        batch = next(self.batches)
        tokens = int(batch.src_valid_len.sum() + batch.tgt_valid_len.sum())
        self.model.train()
        loss_sum, count = self._loss(batch)
        self.optimizer.zero_grad(set_to_none=True)
        (loss_sum / count).backward()
        nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()
        return tokens, loss_sum.detach(), count

    def flops_per_step(self, probe_batches: int = 4) -> float:
        """The arithmetic of one training step: the mean floating-point operations of the
        forward and backward passes (``attnviz.count_flops``: matrix products, two per
        multiply-add) over the first ``probe_batches`` batches of this trainer's stream. The
        batches come from a fresh loader with the same seed, so the stream, the weights and the
        optimizer are left as they were; the same count on every machine."""
        self.model.train()
        counts = []
        for batch, _ in zip(self._loader(), range(probe_batches), strict=False):

            def forward_backward(batch: attnviz.TranslationBatch = batch) -> None:
                loss_sum, count = self._loss(batch)
                (loss_sum / count).backward()

            counts.append(attnviz.count_flops(forward_backward))
        self.optimizer.zero_grad(set_to_none=True)
        return sum(counts) / len(counts)

    def steps_for(self, flops: float) -> int:
        """The number of steps whose arithmetic is ``flops`` (at least one)."""
        return max(1, round(flops / self.flops_per_step()))

    def train(self, seconds: float) -> Progress:
        """Train for ``seconds`` more of wall-clock time (the step that crosses it finishes),
        then return the totals so far."""
        return self.train_to(seconds=self.progress.seconds + seconds)

    def train_to(self, *, steps: int | None = None, seconds: float | None = None) -> Progress:
        """Train until the totals reach ``steps`` steps or ``seconds`` seconds of training,
        whichever comes first (``None``: no such limit; at least one is needed; the step that
        crosses ``seconds`` finishes), then return the totals so far. Nothing happens if a limit
        is already reached."""
        if steps is None and seconds is None:
            raise ValueError("train_to needs steps or seconds (or both), got neither")
        loss_total, count_total = torch.zeros((), device=self.device), 0
        _sync(self.device)
        start, before = time.perf_counter(), self.progress.seconds
        while not ((steps is not None and self.progress.steps >= steps)
                   or (seconds is not None and self.progress.seconds >= seconds)):
            tokens, loss_sum, count = self.step()
            loss_total += loss_sum
            count_total += count
            self.progress.steps += 1
            self.progress.tokens += tokens
            _sync(self.device)
            self.progress.seconds = before + time.perf_counter() - start
        self.progress.epochs = self.progress.steps / self.batches_per_epoch
        self.progress.loss = float(loss_total) / count_total if count_total else float("nan")
        return replace(self.progress)


def _endless(loader: attnviz.BucketedLoader | torch.utils.data.DataLoader
             ) -> Iterator[attnviz.TranslationBatch]:
    while True:  # a new shuffle every pass
        yield from loader


def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


# -- validation BLEU ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scores:
    """Held-out translations, their corpus BLEU (d2l's variant) and the decoding time."""

    bleu4: float
    bleu2: float
    seconds: float
    predictions: list[str] = field(repr=False)


def translate_held_out(model: attnviz.EncoderDecoder, data: attnviz.TranslationData,
                       translate: Callable[[list[str]], list[str]], *,
                       num_sentences: int | None = None) -> Scores:
    """Time ``translate(english_sentences)`` on the held-out split, or on its first
    ``num_sentences`` pairs (model in eval mode, no gradients), and score its output against
    the references at k=4 and k=2."""
    pairs = data.val_pairs[:num_sentences]
    sources = [english for english, _ in pairs]
    references = [french for _, french in pairs]
    was_training = model.training
    model.eval()
    try:
        with torch.no_grad():
            start = time.perf_counter()
            predictions = translate(sources)
            seconds = time.perf_counter() - start
    finally:
        model.train(was_training)
    return Scores(attnviz.corpus_bleu(predictions, references, k=4),
                  attnviz.corpus_bleu(predictions, references, k=2), seconds, predictions)


def greedy_scores(model: attnviz.EncoderDecoder, data: attnviz.TranslationData, *,
                  num_sentences: int | None = None) -> Scores:
    """Validation BLEU of batched greedy decoding (``attnviz.translate_batch``)."""
    return translate_held_out(model, data,
                              lambda sources: attnviz.translate_batch(model, data, sources),
                              num_sentences=num_sentences)
