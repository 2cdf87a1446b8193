"""Long sentences made of short ones: the sentence-length experiment of chapter 4, *Bahdanau
attention*.

Bahdanau et al. (2015) showed that a translator which reads a whole sentence into one vector
gets worse as sentences get longer, while one with attention holds up. The English–French
corpus of chapter 4 has only short sentences (2 to 6 tokens), so long ones are made from it:
a long pair is a few randomly chosen pairs, their English sides joined with a space and their
French sides joined the same way::

    ("i lost .", "j'ai perdu .") + ("he's calm .", "il est calme .")
        -> ("i lost . he's calm .", "j'ai perdu . il est calme .")

:func:`concatenate_pairs` draws such pairs from a list of pairs, with a seeded generator, and
keeps each one's parts (:class:`LongPair`), so a long sentence can always be split back into the
pairs it was made of. :func:`load_long_pairs` builds the whole experiment's data from chapter
4's held-out split (:func:`attnviz.load_fra_eng` with ``shuffle_seed``): training sources from
training pairs only, validation and test sources from validation and test pairs only, so no
test sentence was ever seen in training; the vocabularies are those of the training sentences.

Letters: ``N`` long pairs in a split, ``k`` short pairs in one long pair.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from attnviz._checks import check_int
from attnviz.data.translation import TranslationData, _check_pairs, _make_data, load_fra_eng
from attnviz.data.vocab import tokenize

__all__ = ["LongPair", "LongPairs", "concatenate_pairs", "load_long_pairs"]

_SPLITS = ("train", "val", "test")


@dataclass(frozen=True)
class LongPair:
    """One long sentence pair made of ``k`` short ones (see :func:`concatenate_pairs`).

    Attributes:
        parts: the ``k`` short ``(source, target)`` pairs, in the order they are joined.
    """

    parts: tuple[tuple[str, str], ...]

    @property
    def source(self) -> str:
        """The parts' sources, joined with a space (``"i lost . he's calm ."``)."""
        return " ".join(source for source, _ in self.parts)

    @property
    def target(self) -> str:
        """The parts' targets, joined with a space (``"j'ai perdu . il est calme ."``)."""
        return " ".join(target for _, target in self.parts)

    @property
    def pair(self) -> tuple[str, str]:
        """``(source, target)``, as in the ``train_pairs`` of :class:`attnviz.TranslationData`."""
        return self.source, self.target

    @property
    def num_pairs(self) -> int:
        """``k``, the number of short pairs joined."""
        return len(self.parts)

    def __repr__(self) -> str:
        return f"LongPair({self.source!r} -> {self.target!r}, {self.num_pairs} pairs)"


def concatenate_pairs(pairs: Sequence[tuple[str, str]], *, num_sources: int, min_pairs: int,
                      max_pairs: int, seed: int) -> list[LongPair]:
    """Draw ``num_sources`` long pairs, each made of ``k`` randomly chosen pairs of ``pairs``.

    For each long pair, ``k`` is drawn uniformly from ``min_pairs`` to ``max_pairs`` (both
    included), then ``k`` pairs uniformly from ``pairs``; their sources are joined with a space,
    and their targets the same way, in the same order, so the ``i``-th sentence of the long
    source is translated by the ``i``-th sentence of the long target. Every draw is independent
    (with replacement), within a long pair and across long pairs. The draws come from a NumPy
    generator seeded with ``seed`` (no global generator is used): the same arguments give the
    same long pairs on every run.

    Args:
        pairs: ``(source, target)`` short pairs to draw from (at least one), e.g. the
            ``train_pairs`` of a :class:`attnviz.TranslationData` (normalised, so the long
            sentences are too).
        num_sources: ``N``, the number of long pairs to draw.
        min_pairs, max_pairs: the fewest and the most short pairs in one long pair.
        seed: seeds the generator (a non-negative int).

    Returns:
        ``N`` :class:`LongPair`\\ s; ``[p.pair for p in result]`` gives ``(source, target)``
        tuples.
    """
    short = _check_pairs("pairs", pairs)
    if not short:
        raise ValueError("pairs must hold at least one (source, target) pair, got none")
    check_int("num_sources", num_sources, minimum=1)
    check_int("min_pairs", min_pairs, minimum=1)
    check_int("max_pairs", max_pairs, minimum=1)
    if max_pairs < min_pairs:
        raise ValueError(f"max_pairs must be at least min_pairs = {min_pairs}, got "
                         f"max_pairs = {max_pairs}")
    check_int("seed", seed, minimum=0)
    generator = np.random.default_rng(seed)
    counts = generator.integers(min_pairs, max_pairs, size=num_sources, endpoint=True)  # (N,)
    chosen = generator.integers(0, len(short), size=int(counts.sum())).tolist()
    ends = np.cumsum(counts).tolist()
    return [LongPair(parts=tuple(short[i] for i in chosen[end - k:end]))
            for k, end in zip(counts.tolist(), ends, strict=True)]


@dataclass(frozen=True)
class LongPairs:
    """The sentence-length experiment's data, made by :func:`load_long_pairs`.

    Attributes:
        data: the long pairs encoded for training, a :class:`attnviz.TranslationData` whose
            vocabularies come from the training long pairs only (see :func:`load_long_pairs`'s
            ``vocab_from``) and whose ``num_steps`` fits
            the longest sentence of every split; ``data.test_pairs[i]`` is
            ``test_pairs[i].pair`` (and so for ``train`` and ``val``).
        sentences: chapter 4's data set of short pairs whose splits the long pairs are drawn
            from (training long pairs from its ``train_pairs``, and so on).
        train_pairs, val_pairs, test_pairs: each split's long pairs, with their parts.
        seed: the seed the long pairs were drawn with.
        min_word_pairs: ``None``, or the threshold of :func:`load_long_pairs` that kept only
            the short pairs of common words.
        short_pairs: for each split (``"train"``, ``"val"``, ``"test"``), the short pairs its
            long pairs were drawn from: all of that split of ``sentences``, or those kept by
            ``min_word_pairs``.
    """

    data: TranslationData
    sentences: TranslationData
    train_pairs: list[LongPair]
    val_pairs: list[LongPair]
    test_pairs: list[LongPair]
    seed: int
    min_word_pairs: int | None = None
    short_pairs: dict[str, list[tuple[str, str]]] = field(default_factory=dict)

    def split(self, name: str) -> list[LongPair]:
        """The long pairs of split ``"train"``, ``"val"`` or ``"test"``."""
        if name not in _SPLITS:
            raise ValueError(f"split must be 'train', 'val' or 'test', got {name!r}")
        return {"train": self.train_pairs, "val": self.val_pairs, "test": self.test_pairs}[name]

    def num_pairs(self, split: str) -> list[int]:
        """``N`` ints: how many short pairs make each long pair of ``split``."""
        return [long.num_pairs for long in self.split(split)]

    def source_lengths(self, split: str) -> list[int]:
        """``N`` ints: each long source's length in tokens (without ``<eos>``), e.g. to score
        translations by length with :func:`attnviz.bleu_by_length`."""
        return [len(tokenize(long.source)) for long in self.split(split)]

    def __repr__(self) -> str:
        described = []
        for name in _SPLITS:
            if not self.split(name):
                described.append(f"{name}=0")
                continue
            k, lengths = self.num_pairs(name), self.source_lengths(name)
            described.append(f"{name}={len(k)} of {min(k)}-{max(k)} pairs "
                             f"({min(lengths)}-{max(lengths)} tokens)")
        common = ("" if self.min_word_pairs is None else
                  f", short pairs of words in at least {self.min_word_pairs} training pairs")
        return (f"LongPairs({', '.join(described)}, num_steps={self.data.num_steps}, "
                f"src_vocab={len(self.data.src_vocab)} tokens, "
                f"tgt_vocab={len(self.data.tgt_vocab)} tokens{common}, seed={self.seed})")


def _pairs_range(name: str, value: object) -> tuple[int, int]:
    """``value`` as ``(min_pairs, max_pairs)``, or an error naming ``name``."""
    if (not isinstance(value, tuple) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise TypeError(f"{name} must be a tuple (fewest, most) of two ints, got {value!r}")
    low, high = value
    if low < 1 or high < low:
        raise ValueError(f"{name} must be (fewest, most) with 1 <= fewest <= most, got {value!r}")
    return low, high


def load_long_pairs(*, num_train_sources: int = 40_000, num_val_sources: int = 1_000,
                    num_test_sources: int = 1_000,
                    train_pairs_per_source: tuple[int, int] = (1, 3),
                    test_pairs_per_source: tuple[int, int] = (1, 4), seed: int = 0,
                    vocab_from: str = "pairs", min_word_pairs: int | None = None,
                    num_train: int = 16_065, num_val: int = 1_000, num_test: int = 1_000,
                    min_freq: int = 2, shuffle_seed: int = 0, path: str | Path | None = None,
                    progress: bool = True) -> LongPairs:
    """Long sentence pairs drawn from chapter 4's held-out split, encoded for training.

    Chapter 4's data set is loaded as the chapter loads it (:func:`attnviz.load_fra_eng` with
    ``num_train``, ``num_val``, ``num_test``, ``min_freq`` and ``shuffle_seed``, whose defaults
    are the chapter's): its splits share no English sentence. Then each split's long pairs are
    drawn from that split's pairs only, with :func:`concatenate_pairs`: training long pairs of
    ``train_pairs_per_source`` pairs from the training pairs, validation and test long pairs of
    ``test_pairs_per_source`` pairs from the validation and the test pairs. So no sentence of a
    test source occurs in any training source. Each split has its own generator, seeded from
    ``seed`` and the split, so the splits do not share a stream of draws.

    The vocabularies are built, with ``min_freq``, from the training long pairs only (which
    hold only training sentences): a word of a test sentence that training never shows maps to
    ``<unk>``. With ``vocab_from="pairs"`` a token is counted once for each distinct short pair
    of the training long pairs that holds it, so its count does not depend on how often the
    draws repeated a pair (the vocabularies are then chapter 4's, less the words of the few
    training pairs never drawn); with ``"sources"`` it is counted in every training long pair,
    so a rare word whose pair was drawn twice passes ``min_freq`` and the vocabularies grow
    (with the defaults, from about 2,200 English and 3,300 French tokens to about 3,100 and
    6,200). ``num_steps`` fits the longest sentence of all splits, ``<eos>`` included, so
    nothing is cut.

    Args:
        num_train_sources, num_val_sources, num_test_sources: ``N`` of each split (validation
            may be 0).
        train_pairs_per_source: ``(fewest, most)`` short pairs in a training long pair.
        test_pairs_per_source: ``(fewest, most)`` short pairs in a validation or test long
            pair (more than in training shows how a model does on longer sentences than it was
            trained on).
        seed: seeds the draws of the long pairs.
        vocab_from: ``"pairs"`` or ``"sources"``: what the vocabularies count (see above).
        min_word_pairs: ``None`` (all pairs), or a positive int ``m``: a leaner vocabulary.
            Only the training pairs each of whose words (English and French) occurs in at
            least ``m`` distinct training pairs are kept; the vocabularies are every word of
            the kept training pairs (``min_freq`` and ``vocab_from`` then play no part); and
            only the validation and test pairs each of whose words is in them are kept. No
            sentence of any split then holds ``<unk>``, so a score measures translation, not
            missing words, and the output layer is smaller (with ``m = 5`` about 1,300 French
            tokens instead of 3,300; about half of the training pairs and two fifths of the
            test pairs are kept).
        num_train, num_val, num_test, min_freq, shuffle_seed, path, progress: as for
            :func:`attnviz.load_fra_eng`.

    Returns:
        A :class:`LongPairs`: ``.data`` to train and translate with, each split's long pairs
        with their parts, and their lengths (:meth:`LongPairs.source_lengths`).
    """
    check_int("num_train_sources", num_train_sources, minimum=1)
    check_int("num_val_sources", num_val_sources, minimum=0)
    check_int("num_test_sources", num_test_sources, minimum=1)
    train_range = _pairs_range("train_pairs_per_source", train_pairs_per_source)
    test_range = _pairs_range("test_pairs_per_source", test_pairs_per_source)
    check_int("seed", seed, minimum=0)
    if vocab_from not in ("pairs", "sources"):
        raise ValueError(f"vocab_from must be 'pairs' or 'sources', got {vocab_from!r}")
    if min_word_pairs is not None:
        check_int("min_word_pairs", min_word_pairs, minimum=1,
                  expected="None or a positive int (distinct training pairs per word)")
    check_int("num_test", num_test, minimum=1, expected="a positive int (the test long pairs "
                                                        "are drawn from the test pairs)")
    if num_val_sources:
        check_int("num_val", num_val, minimum=1, expected=f"a positive int (num_val_sources = "
                                                          f"{num_val_sources} long pairs are "
                                                          "drawn from the validation pairs)")
    sentences = load_fra_eng(num_train=num_train, num_val=num_val, num_test=num_test,
                             num_steps=None, min_freq=min_freq, path=path,
                             shuffle_seed=shuffle_seed, progress=progress)
    pools = {"train": list(sentences.train_pairs), "val": list(sentences.val_pairs),
             "test": list(sentences.test_pairs)}
    if min_word_pairs is not None:
        pools = _common_words_only(pools, min_word_pairs)
    drawn: dict[str, list[LongPair]] = {}
    for number, (name, count, (low, high)) in enumerate((
            ("train", num_train_sources, train_range),
            ("val", num_val_sources, test_range),
            ("test", num_test_sources, test_range))):
        short = pools[name]
        if count and not short:
            raise ValueError(f"min_word_pairs={min_word_pairs} keeps no {name} pair to draw "
                             f"{count} long pairs from; expected a smaller min_word_pairs")
        split_seed = int(np.random.SeedSequence([seed, number]).generate_state(1)[0])
        drawn[name] = concatenate_pairs(short, num_sources=count, min_pairs=low,
                                        max_pairs=high, seed=split_seed) if count else []
    train, val, test = ([long.pair for long in drawn[name]] for name in _SPLITS)
    if min_word_pairs is not None:  # every word of the kept training pairs
        vocab_pairs, min_freq = pools["train"], 1
    elif vocab_from == "pairs":  # each distinct short training pair once, in the order drawn
        vocab_pairs = list(dict.fromkeys(part for long in drawn["train"] for part in long.parts))
    else:
        vocab_pairs = train
    data = _make_data(train, val, test, vocab_pairs=vocab_pairs, num_steps=None,
                      min_freq=min_freq, path=sentences.path)
    return LongPairs(data=data, sentences=sentences, train_pairs=drawn["train"],
                     val_pairs=drawn["val"], test_pairs=drawn["test"], seed=seed,
                     min_word_pairs=min_word_pairs, short_pairs=pools)


def _common_words_only(pools: dict[str, list[tuple[str, str]]], min_word_pairs: int
                       ) -> dict[str, list[tuple[str, str]]]:
    """The pairs of each split kept by ``min_word_pairs`` (see :func:`load_long_pairs`)."""
    counts: tuple[Counter[str], Counter[str]] = (Counter(), Counter())
    for pair in set(pools["train"]):
        for side, sentence in zip(counts, pair, strict=True):
            side.update(set(tokenize(sentence)))

    def all_in(pair: tuple[str, str], words: tuple[set[str], set[str]]) -> bool:
        return all(set(tokenize(sentence)) <= known
                   for sentence, known in zip(pair, words, strict=True))

    common = ({word for word, n in counts[0].items() if n >= min_word_pairs},
              {word for word, n in counts[1].items() if n >= min_word_pairs})
    train = [pair for pair in pools["train"] if all_in(pair, common)]
    vocab = ({word for english, _ in train for word in tokenize(english)},
             {word for _, french in train for word in tokenize(french)})
    return {"train": train, **{name: [pair for pair in pools[name] if all_in(pair, vocab)]
                               for name in ("val", "test")}}
