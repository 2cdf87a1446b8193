"""English–French sentence pairs for machine translation (chapter 4, *Bahdanau attention*).

The data is the Tatoeba corpus of English–French pairs (tatoeba.org, CC BY 2.0 FR, as
distributed by manythings.org/anki) in the file Dive into Deep Learning trains on: one pair a
line, ``english<TAB>french``. The pipeline is the book's, step by step:

1. :func:`read_pairs` reads the pairs, skipping (and counting) malformed lines;
2. :func:`normalize` and :func:`tokenize` turn a sentence into tokens (``"Go." -> ["go", "."]``);
3. :class:`Vocab` maps tokens to ids, with ``<pad> <bos> <eos> <unk>`` reserved as ids 0 to 3;
4. :func:`load_fra_eng` splits the pairs (training, validation and, if asked, test),
   builds the vocabularies and encodes every split into tensors of ``num_steps`` ids, returned
   as a :class:`TranslationData` (:meth:`TranslationData.from_pairs` does the same for pairs
   chosen some other way);
5. :func:`group_references` gathers all the translations of each English sentence of a split,
   the references of multi-reference BLEU (:func:`attnviz.corpus_bleu`).

Letters in shapes: ``N`` sentence pairs in a split, ``B`` a batch of them, ``T`` = ``num_steps``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import torch
from torch.utils.data import DataLoader, TensorDataset

from attnviz._checks import check_int
from attnviz.data.batches import (
    BucketedLoader,
    TranslationBatch,
    _collate,
    _encode_pairs,
    _encode_sentences,
)
from attnviz.data.download import DATA_DIR_ENV, DataCorruptError, find_data_file
from attnviz.data.vocab import Vocab, normalize, tokenize

__all__ = [
    "FRA_ENG_SHA1",
    "FRA_ENG_URL",
    "ParallelText",
    "TranslationData",
    "TranslationDataLike",
    "fra_eng_path",
    "group_references",
    "load_fra_eng",
    "read_pairs",
]

FRA_ENG_URL = "http://d2l-data.s3-accelerate.amazonaws.com/fra-eng.zip"
FRA_ENG_SHA1 = "94646ad1522d915e7b0f9296181140edcf86a4f5"
_FRA_ENG_FILE = "fra-eng/fra.txt"


# -- 1. reading --------------------------------------------------------------------------------


def fra_eng_path(*, progress: bool = True) -> Path:
    """Return the path of ``fra-eng/fra.txt``, downloading d2l's archive if it is not on disk.

    Looks in ``$ATTNVIZ_DATA_DIR/fra-eng/fra.txt``, then in the user cache; only then downloads
    ``FRA_ENG_URL`` (checked against ``FRA_ENG_SHA1``) into the cache and extracts the file.

    Args:
        progress: show a progress bar while downloading.

    A copy in ``ATTNVIZ_DATA_DIR`` is used as it is (the book's offline copy is a prefix of the
    official file, so it has its own checksum); a cached archive is checked against
    ``FRA_ENG_SHA1`` before the file is extracted from it.

    Raises:
        DataUnavailableError: not on disk and not downloadable (offline); the message says
            where to put the file.
        DataCorruptError: the download or the cached archive is damaged (its checksum does
            not match, or it cannot be read); the message names the file and how to recover.
    """
    return find_data_file(_FRA_ENG_FILE, url=FRA_ENG_URL, checksum=FRA_ENG_SHA1,
                          member=_FRA_ENG_FILE, progress=progress)


@dataclass(frozen=True)
class ParallelText:
    """Sentence pairs read from a file, and how many malformed lines were skipped.

    Attributes:
        pairs: ``(source, target)`` sentences as written in the file (not yet normalised).
        skipped: lines that were not a pair (no tab, or an empty side).
    """

    pairs: list[tuple[str, str]]
    skipped: int

    def __len__(self) -> int:
        return len(self.pairs)

    def __repr__(self) -> str:
        first = f", first={self.pairs[0]!r}" if self.pairs else ""
        return f"ParallelText({len(self.pairs)} pairs, skipped={self.skipped}{first})"


def read_pairs(path: str | Path, *, max_pairs: int | None = None) -> ParallelText:
    """Read tab-separated sentence pairs from a UTF-8 file, one pair a line.

    Only the first two tab-separated fields are used (some copies of the corpus add a third
    with the attribution). A line without a tab or with an empty side is skipped and counted.

    Args:
        path: the text file, e.g. :func:`fra_eng_path`'s.
        max_pairs: stop after this many pairs (``None``: read them all).

    Returns:
        A :class:`ParallelText` with the pairs in file order.

    Raises:
        DataCorruptError: the file is not valid UTF-8 (damaged, or in another encoding); the
            message names the file, the first bad byte and its line.
    """
    if max_pairs is not None:
        check_int("max_pairs", max_pairs, minimum=0)
    pairs: list[tuple[str, str]] = []
    skipped = 0
    try:
        with open(path, encoding="utf-8-sig", newline=None) as lines:  # utf-8-sig drops a BOM
            for line in lines:
                if max_pairs is not None and len(pairs) >= max_pairs:
                    break
                fields = [field.strip() for field in line.rstrip("\n").split("\t")]
                source, target = fields[:2] if len(fields) >= 2 else ("", "")
                if source and target:
                    pairs.append((source, target))
                else:
                    skipped += 1
    except UnicodeDecodeError as error:
        raise DataCorruptError(_not_utf8(Path(path), error)) from error
    return ParallelText(pairs=pairs, skipped=skipped)


def _not_utf8(path: Path, error: UnicodeDecodeError) -> str:
    """The message for a text file that is not UTF-8: where the first bad byte is, what to do."""
    where = f": {error.reason}"
    try:
        path.read_bytes().decode("utf-8")  # the whole file, so the offset is the file's own
    except UnicodeDecodeError as first:
        line = first.object.count(b"\n", 0, first.start) + 1
        where = f": byte {first.start} (line {line}), {first.reason}"
    return (f"{path} is not valid UTF-8 text{where}. It may be damaged "
            "(a cut or corrupted download) or saved in another encoding. To recover, replace it "
            "with a good UTF-8 copy: if it is a downloaded copy in the cache, delete it and call "
            f"again to download it afresh; or set the environment variable {DATA_DIR_ENV} to a "
            "directory that holds a good copy")


# -- 2. tokens ---------------------------------------------------------------------------------


# -- 3. tensors --------------------------------------------------------------------------------


class TranslationDataLike(Protocol):
    """What translating a new sentence needs from a data set: :class:`TranslationData` has it.

    :func:`attnviz.translate` and :func:`attnviz.alignment_explorer` read only these, so any
    object that has them (another corpus, a test's stand-in) can be passed as their ``data``.
    """

    @property
    def src_vocab(self) -> Vocab:
        """The source (English) vocabulary."""
        ...

    @property
    def tgt_vocab(self) -> Vocab:
        """The target (French) vocabulary; its ``bos`` and ``eos`` start and end decoding."""
        ...

    @property
    def num_steps(self) -> int:
        """``T``: the longest sentence, in tokens, that the model was trained on."""
        ...

    def encode_source(self, sentence: str) -> tuple[torch.Tensor, torch.Tensor]:
        """``src (1, T)`` and ``src_valid_len (1,)`` for a new sentence."""
        ...


@dataclass(frozen=True)
class TranslationData:
    """A translation data set, encoded and ready to train on (made by :func:`load_fra_eng`).

    The validation split is for choices made while building a model (the recipe, the number
    of epochs); its score is then no longer an unbiased measure, so the test split, if there is
    one, is kept for the final score, computed once.

    Attributes:
        src_vocab, tgt_vocab: the English and French vocabularies.
        num_steps: ``T``, the length of every encoded sentence.
        train_pairs, val_pairs, test_pairs: the ``(english, french)`` pairs of each split,
            normalised (the sentences the tensors encode; use them as BLEU references, or
            :func:`group_references` for all the references of each sentence). ``test_pairs``
            is empty when no test split was asked for.
        train, val, test: each split's tensors, a :class:`TranslationBatch` of ``N`` pairs.
        path: the file the pairs were read from.
    """

    src_vocab: Vocab
    tgt_vocab: Vocab
    num_steps: int
    train_pairs: list[tuple[str, str]]
    val_pairs: list[tuple[str, str]]
    train: TranslationBatch
    val: TranslationBatch
    path: Path | None = None
    test_pairs: list[tuple[str, str]] = field(default_factory=list)
    test: TranslationBatch | None = None

    @classmethod
    def from_pairs(cls, train_pairs: Sequence[tuple[str, str]],
                   val_pairs: Sequence[tuple[str, str]], *, num_steps: int | None = None,
                   min_freq: int = 2, test_pairs: Sequence[tuple[str, str]] = ()
                   ) -> TranslationData:
        """Encode given sentence pairs, with vocabularies built from ``train_pairs`` only.

        :func:`load_fra_eng` reads and splits a file; this starts from pairs already chosen,
        e.g. a random subset of a data set's ``train_pairs`` with the same ``val_pairs``, to
        see how quality grows with the amount of training data on one validation set. Each
        sentence is normalised (:func:`normalize`, which leaves normalised text as it is).

        Args:
            train_pairs: ``(english, french)`` pairs to train on (at least one).
            val_pairs: pairs to validate on (may be empty); their words the training pairs
                lack map to ``<unk>``.
            num_steps: ``T``, as in :func:`load_fra_eng`; ``None`` fits the longest sentence
                of both splits. Pass the full data set's ``num_steps`` to encode a subset with
                the same ``T``.
            min_freq: a token must occur this often in ``train_pairs`` to get its own id.
            test_pairs: pairs to test on (may be empty), encoded like ``val_pairs``.

        Returns:
            A :class:`TranslationData` without a ``path``.
        """
        train = _check_pairs("train_pairs", train_pairs)
        val = _check_pairs("val_pairs", val_pairs)
        test = _check_pairs("test_pairs", test_pairs)
        if not train:
            raise ValueError("train_pairs must hold at least one pair, got none")
        if num_steps is not None:
            check_int("num_steps", num_steps, minimum=1, expected="a positive int or None")
        check_int("min_freq", min_freq, minimum=1)
        train = [(normalize(source), normalize(target)) for source, target in train]
        val = [(normalize(source), normalize(target)) for source, target in val]
        test = [(normalize(source), normalize(target)) for source, target in test]
        return _make_data(train, val, test, vocab_pairs=train, num_steps=num_steps,
                          min_freq=min_freq, path=None)

    def split(self, name: str) -> TranslationBatch:
        """The tensors of split ``"train"``, ``"val"`` or ``"test"``."""
        if name not in ("train", "val", "test"):
            raise ValueError(f"split must be 'train', 'val' or 'test', got {name!r}")
        if name == "train":
            return self.train
        if name == "val":
            return self.val
        if self.test is None:
            raise ValueError("split 'test' was asked for, but this data set has no test split; "
                             "load it with load_fra_eng(..., num_test=...)")
        return self.test

    def loader(self, split: str, *, batch_size: int, shuffle: bool, seed: int | None = None,
               bucket: bool = False) -> DataLoader | BucketedLoader:
        """An iterable over one split that yields :class:`TranslationBatch` tuples.

        Each batch holds ``src (B, T)``, ``src_valid_len (B,)``, ``tgt_input (B, T)``,
        ``tgt_label (B, T)`` and ``tgt_valid_len (B,)``. The loader has its own
        ``torch.Generator`` (seeded with ``seed``, or 0 without shuffling), so iterating it
        never draws from PyTorch's global generator and a seed gives the same order every run.

        Args:
            split: ``"train"``, ``"val"`` or ``"test"``.
            batch_size: pairs per batch (the last batch may be smaller).
            shuffle: reshuffle the pairs at every epoch; then ``seed`` is required.
            seed: seeds the shuffling order.
            bucket: batch pairs of similar length together and cut each batch to its longest
                source and target (``T`` then varies from batch to batch, at most
                ``num_steps``): a :class:`BucketedLoader`. Without it, a plain ``DataLoader``
                whose batches keep all ``num_steps`` steps.
        """
        tensors = self.split(split)
        check_int("batch_size", batch_size, minimum=1)
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be True or False, got {shuffle!r}")
        if not isinstance(bucket, bool):
            raise TypeError(f"bucket must be True or False, got {bucket!r}")
        if seed is not None:
            check_int("seed", seed, minimum=0)
        elif shuffle:
            raise ValueError("shuffle=True needs a seed (a non-negative int) so that the order "
                             "is reproducible, got seed=None")
        if bucket:
            return BucketedLoader(tensors, batch_size=batch_size, shuffle=shuffle,
                                  seed=0 if seed is None else seed)
        generator = torch.Generator().manual_seed(0 if seed is None else seed)
        return DataLoader(TensorDataset(*tensors), batch_size=batch_size, shuffle=shuffle,
                          generator=generator, collate_fn=_collate)

    def unknown_words(self, sentence: str) -> list[str]:
        """The words of an English sentence that the source vocabulary lacks (they would be
        read as ``<unk>``), after normalisation, each once, in order of appearance."""
        if not isinstance(sentence, str):
            raise TypeError(f"sentence must be a str, got {type(sentence).__name__}")
        words = tokenize(normalize(sentence))
        return list(dict.fromkeys(w for w in words if w not in self.src_vocab))

    def encode_source(self, sentence: str) -> tuple[torch.Tensor, torch.Tensor]:
        """Encode a new English sentence as the model's input, as the training data was.

        Returns:
            ``src (1, T)`` and ``src_valid_len (1,)``; words outside the vocabulary become
            ``<unk>``.
        """
        if not isinstance(sentence, str):
            raise TypeError(f"sentence must be a str, got {type(sentence).__name__}")
        return _encode_sentences([normalize(sentence)], self.src_vocab, self.num_steps)

    def __repr__(self) -> str:
        test = f"test={len(self.test_pairs)} pairs, " if self.test is not None else ""
        return (f"TranslationData(train={len(self.train_pairs)} pairs, "
                f"val={len(self.val_pairs)} pairs, {test}num_steps={self.num_steps}, "
                f"src_vocab={len(self.src_vocab)} tokens, tgt_vocab={len(self.tgt_vocab)} tokens)")


def load_fra_eng(*, num_train: int = 512, num_val: int = 128, num_steps: int | None = 9,
                 min_freq: int = 2, path: str | Path | None = None,
                 shuffle_seed: int | None = None, vocab_from: str = "train",
                 num_test: int = 0, progress: bool = True) -> TranslationData:
    """Load English–French pairs and encode them for training, as in d2l's section 10.5.

    Only the first ``num_train + num_val + num_test`` pairs of the file are used. By default the
    first
    ``num_train`` of them are the training split and the next ``num_val`` the validation split
    (d2l's split: the same every run). The file holds many English sentences more than once,
    each with another French translation, so with d2l's split a validation sentence may well be
    a training sentence too.

    With ``shuffle_seed``, the split is a *held-out* one instead: the distinct English
    sentences are shuffled by a generator seeded with it (PyTorch's global generator is not
    used), and the validation split takes whole sentences, with all their pairs, until it holds
    ``num_val`` pairs (a sentence whose pairs would overshoot is left to training). So no
    validation pair, and no validation English sentence, occurs in the training split: the
    validation score measures translation of sentences the model has never seen. Every split
    comes in the shuffled order.

    With ``num_test`` (and ``shuffle_seed``), a test split is held out the same way, from the
    other end of the same shuffled order of sentences: whole English sentences, with all their
    pairs, until it holds ``num_test`` pairs. Its English sentences occur in neither
    the training nor the validation split (checked), and the validation split is the same as
    without a test split; the test pairs are taken from what would otherwise be training pairs.
    Choose recipes by the validation score and compute the test score once, at the end.

    The vocabularies are built, with ``min_freq``, from the training pairs only
    (``vocab_from="train"``): a validation word the model never saw in training then maps to
    ``<unk>``, as it would for a new sentence. ``vocab_from="all"`` builds them from all
    ``num_train + num_val`` pairs, as d2l does.

    Args:
        num_train: training pairs.
        num_val: validation pairs (may be 0).
        num_steps: ``T``: every sentence is padded or cut to this many ids, ``<eos>``
            included; ``None``: the longest sentence of the pairs plus its ``<eos>`` (nothing is
            cut).
        min_freq: a token must occur this often to get its own id.
        path: the tab-separated file; ``None`` finds (or downloads) it with
            :func:`fra_eng_path`.
        shuffle_seed: ``None`` for d2l's split, or a seed for a held-out split (see above).
        vocab_from: ``"train"`` or ``"all"``.
        num_test: test pairs (0: no test split); needs ``shuffle_seed``.
        progress: show a progress bar if the file has to be downloaded.

    Returns:
        A :class:`TranslationData` with tensors ``(N, T)`` and ``(N,)`` for every split.

    Raises:
        ValueError: the file has fewer than ``num_train + num_val + num_test`` pairs, or (with
            ``shuffle_seed``) its sentences cannot make up exactly ``num_val`` validation and
            ``num_test`` test pairs, or ``num_test`` is asked for without ``shuffle_seed``.
    """
    check_int("num_train", num_train, minimum=1)
    check_int("num_val", num_val, minimum=0)
    check_int("num_test", num_test, minimum=0)
    if num_steps is not None:
        check_int("num_steps", num_steps, minimum=1, expected="a positive int or None")
    check_int("min_freq", min_freq, minimum=1)
    if shuffle_seed is not None:
        check_int("shuffle_seed", shuffle_seed, minimum=0)
    if vocab_from not in ("train", "all"):
        raise ValueError(f"vocab_from must be 'train' or 'all', got {vocab_from!r}")
    if num_test and shuffle_seed is None:
        raise ValueError(f"num_test = {num_test} needs a shuffle_seed (a test split holds out "
                         "whole English sentences, as the held-out split does), got None")
    path = fra_eng_path(progress=progress) if path is None else Path(path)
    wanted = num_train + num_val + num_test
    text = read_pairs(path, max_pairs=wanted)
    if len(text) < wanted:
        names, sizes = "num_train + num_val", f"{num_train} + {num_val}"
        if num_test:
            names, sizes = names + " + num_test", sizes + f" + {num_test}"
        raise ValueError(f"{names} = {sizes} = {wanted} pairs were asked for, but {path} has "
                         f"only {len(text)} pairs")
    pairs = [(normalize(source), normalize(target)) for source, target in text.pairs]
    if shuffle_seed is None:
        train_pairs, val_pairs, test_pairs = pairs[:num_train], pairs[num_train:], None
    else:
        train_pairs, val_pairs, test_pairs = _held_out_split(pairs, num_val, num_test,
                                                             shuffle_seed)
        if not num_test:
            test_pairs = None
    return _make_data(train_pairs, val_pairs, test_pairs,
                      vocab_pairs=train_pairs if vocab_from == "train" else pairs,
                      num_steps=num_steps, min_freq=min_freq, path=path)


def group_references(pairs: Sequence[tuple[str, str]]) -> tuple[list[str], list[list[str]]]:
    """The distinct source sentences of ``pairs`` and, for each, all its translations.

    The corpus translates many English sentences several ways, and each way is correct, so a
    translation is best scored against all of them (multi-reference BLEU,
    :func:`attnviz.corpus_bleu`). Sentences come in order of first appearance, and the
    translations of each in the order of ``pairs``.

    Args:
        pairs: ``(english, french)`` pairs, e.g. a split's ``test_pairs``.

    Returns:
        ``(sources, references)``: ``M`` distinct English sentences and ``M`` non-empty lists
        of French sentences, with ``sum(map(len, references)) == len(pairs)``.
    """
    by_source: dict[str, list[str]] = {}
    for source, target in _check_pairs("pairs", pairs):
        by_source.setdefault(source, []).append(target)
    return list(by_source), list(by_source.values())


def _make_data(train_pairs: list[tuple[str, str]], val_pairs: list[tuple[str, str]],
               test_pairs: list[tuple[str, str]] | None, *,
               vocab_pairs: Sequence[tuple[str, str]], num_steps: int | None, min_freq: int,
               path: Path | None) -> TranslationData:
    """Build the vocabularies from ``vocab_pairs`` and encode every split (pairs normalised);
    ``test_pairs=None`` (or empty) means no test split."""
    test_pairs = test_pairs or []
    if num_steps is None:
        num_steps = 1 + max(len(tokenize(sentence))
                            for pair in train_pairs + val_pairs + test_pairs for sentence in pair)
    src_vocab = Vocab([tokenize(s) for s, _ in vocab_pairs], min_freq=min_freq)
    tgt_vocab = Vocab([tokenize(t) for _, t in vocab_pairs], min_freq=min_freq)
    return TranslationData(
        src_vocab=src_vocab, tgt_vocab=tgt_vocab, num_steps=num_steps,
        train_pairs=train_pairs, val_pairs=val_pairs,
        train=_encode_pairs(train_pairs, src_vocab, tgt_vocab, num_steps),
        val=_encode_pairs(val_pairs, src_vocab, tgt_vocab, num_steps),
        path=path, test_pairs=test_pairs,
        test=_encode_pairs(test_pairs, src_vocab, tgt_vocab, num_steps) if test_pairs else None,
    )


def _check_pairs(name: str, pairs: object) -> list[tuple[str, str]]:
    """``pairs`` as a list of ``(source, target)`` str tuples, or a TypeError naming ``name``."""
    if isinstance(pairs, str | bytes) or not isinstance(pairs, Sequence):
        raise TypeError(f"{name} must be a list of (source, target) pairs of str, "
                        f"got {type(pairs).__name__}")
    for i, pair in enumerate(pairs):
        if (isinstance(pair, str | bytes) or not isinstance(pair, Sequence) or len(pair) != 2
                or not all(isinstance(side, str) for side in pair)):
            raise TypeError(f"{name}[{i}] must be a (source, target) pair of str, "
                            f"got {pair!r:.80}")
    return [(source, target) for source, target in pairs]


def _held_out_split(pairs: list[tuple[str, str]], num_val: int, num_test: int, seed: int,
                    ) -> tuple[list[tuple[str, str]], list[tuple[str, str]],
                               list[tuple[str, str]]]:
    """Split ``pairs`` into training, ``num_val`` validation and ``num_test`` test pairs that
    share no English sentence (see :func:`load_fra_eng`); all in a seeded random order."""
    generator = torch.Generator().manual_seed(seed)
    by_source: dict[str, list[int]] = {}
    for i, (source, _) in enumerate(pairs):
        by_source.setdefault(source, []).append(i)
    groups = list(by_source.values())  # in order of first appearance, so the seed decides
    shuffled = torch.randperm(len(groups), generator=generator).tolist()
    held_out: list[set[int]] = [set(), set()]  # validation, test
    taken: set[int] = set()  # the groups held out so far
    # validation from the front of the shuffled sentences, test from the back
    for split, (order, wanted) in enumerate(((shuffled, num_val),
                                             (shuffled[::-1], num_test))):
        for g in order:
            if len(held_out[split]) == wanted:
                break
            if g not in taken and len(held_out[split]) + len(groups[g]) <= wanted:
                held_out[split].update(groups[g])
                taken.add(g)
    for name, taken, asked in (("num_val", held_out[0], num_val),
                               ("num_test", held_out[1], num_test)):
        if len(taken) != asked:
            raise ValueError(f"{name} = {asked} held-out pairs were asked for, but the "
                             f"{len(pairs)} pairs' English sentences cannot make up that many")
    order = torch.randperm(len(pairs), generator=generator).tolist()
    val, test = held_out
    splits = ([pairs[i] for i in order if i not in val and i not in test],
              [pairs[i] for i in order if i in val], [pairs[i] for i in order if i in test])
    english = [{source for source, _ in split_pairs} for split_pairs in splits]
    if english[0] & english[1] or english[0] & english[2] or english[1] & english[2]:
        raise RuntimeError("the held-out split shares an English sentence between two of its "
                           "parts; this is a bug in attnviz")  # by construction, never
    return splits
