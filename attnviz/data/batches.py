"""Batches of sentence pairs for training a translator (chapter 4, *Bahdanau attention*):
encoded pairs, batches trimmed to their longest sentence, and a loader that buckets by length.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

import torch
from torch.utils.data import default_collate

from attnviz._checks import check_int
from attnviz.data.vocab import Vocab, pad_or_truncate, tokenize

__all__ = ["BucketedLoader", "TranslationBatch", "trim_batch"]


class TranslationBatch(NamedTuple):
    """The five tensors of a split or of a batch, all integer (``torch.long``).

    A named tuple, so ``src, src_valid_len, tgt_input, tgt_label, tgt_valid_len = batch`` works
    and so does ``batch.src``.

    Attributes:
        src: ``(N, T)`` source ids, then ``<eos>``, padded or cut to ``T`` steps.
        src_valid_len: ``(N,)`` non-padding steps of ``src``.
        tgt_input: ``(N, T)`` the decoder's input under teacher forcing: ``<bos>`` followed by
            ``tgt_label`` without its last step (``tgt_input[:, 1:] == tgt_label[:, :-1]``).
        tgt_label: ``(N, T)`` target ids, then ``<eos>``, padded or cut to ``T`` steps: what
            the decoder should predict at each step.
        tgt_valid_len: ``(N,)`` non-padding steps of ``tgt_label`` (the steps the loss counts).
    """

    src: torch.Tensor
    src_valid_len: torch.Tensor
    tgt_input: torch.Tensor
    tgt_label: torch.Tensor
    tgt_valid_len: torch.Tensor



def _collate(items: list[tuple[torch.Tensor, ...]]) -> TranslationBatch:
    return TranslationBatch(*default_collate(items))



def _encode_sentences(sentences: Sequence[str], vocab: Vocab, num_steps: int,
                      ) -> tuple[torch.Tensor, torch.Tensor]:
    rows = [pad_or_truncate(vocab.encode(tokenize(s)) + [vocab.eos], num_steps, pad_id=vocab.pad)
            for s in sentences]
    ids = torch.tensor(rows, dtype=torch.long).view(len(rows), num_steps)  # (N, T), N may be 0
    return ids, (ids != vocab.pad).sum(dim=1)  # (N, T), (N,)



def _encode_pairs(pairs: Sequence[tuple[str, str]], src_vocab: Vocab, tgt_vocab: Vocab,
                  num_steps: int) -> TranslationBatch:
    src, src_valid_len = _encode_sentences([s for s, _ in pairs], src_vocab, num_steps)
    tgt_label, tgt_valid_len = _encode_sentences([t for _, t in pairs], tgt_vocab, num_steps)
    bos = torch.full((len(pairs), 1), tgt_vocab.bos, dtype=torch.long)  # (N, 1)
    tgt_input = torch.cat([bos, tgt_label[:, :-1]], dim=1)  # (N, T): shifted right by one
    return TranslationBatch(src, src_valid_len, tgt_input, tgt_label, tgt_valid_len)



def trim_batch(batch: TranslationBatch) -> TranslationBatch:
    """Cut a batch's padding columns: sources to the longest ``src_valid_len``, targets to the
    longest ``tgt_valid_len`` (each at least one step). Only padding is removed, so a model
    that masks padding gives the same loss on the trimmed batch."""
    src_steps = max(int(batch.src_valid_len.max()), 1) if len(batch.src) else 1
    tgt_steps = max(int(batch.tgt_valid_len.max()), 1) if len(batch.src) else 1
    return TranslationBatch(batch.src[:, :src_steps], batch.src_valid_len,
                            batch.tgt_input[:, :tgt_steps], batch.tgt_label[:, :tgt_steps],
                            batch.tgt_valid_len)



class BucketedLoader:
    """Batches of pairs of similar length, each cut to its longest sentence (length bucketing).

    Short sentences are the rule in the corpus, so a batch padded to ``num_steps`` is mostly
    padding; grouping pairs by length and trimming every batch (:func:`trim_batch`) saves that
    work. Every epoch, the pairs are shuffled, sorted by ``(source length, target length)``
    (the shuffle breaks ties differently each epoch), cut into batches, and the batches are
    shuffled; without ``shuffle``, the order is the sorted one, the same every time.

    Args:
        tensors: a split, as :meth:`TranslationData.split` returns it.
        batch_size: pairs per batch (one batch may be smaller).
        shuffle: reshuffle every epoch, with a generator seeded with ``seed``.
        seed: seeds that generator (PyTorch's global generator is not used).
    """

    def __init__(self, tensors: TranslationBatch, *, batch_size: int, shuffle: bool,
                 seed: int = 0) -> None:
        check_int("batch_size", batch_size, minimum=1)
        check_int("seed", seed, minimum=0)
        self.tensors = TranslationBatch(*tensors)
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.generator = torch.Generator().manual_seed(seed)

    def __len__(self) -> int:
        return -(-len(self.tensors.src) // self.batch_size)  # ceil(N / B)

    def __iter__(self) -> Iterator[TranslationBatch]:
        n = len(self.tensors.src)
        order = (torch.randperm(n, generator=self.generator) if self.shuffle
                 else torch.arange(n))  # (N,)
        # a stable sort by the combined key keeps the shuffled order among equal lengths
        steps = self.tensors.src.shape[1] + 1
        key = self.tensors.src_valid_len[order] * steps + self.tensors.tgt_valid_len[order]
        order = order[torch.sort(key, stable=True).indices]
        batches = list(torch.split(order, self.batch_size))
        if self.shuffle:
            batches = [batches[i] for i in torch.randperm(len(batches),
                                                          generator=self.generator).tolist()]
        for rows in batches:
            yield trim_batch(TranslationBatch(*(tensor[rows] for tensor in self.tensors)))

    def __repr__(self) -> str:
        return (f"BucketedLoader({len(self.tensors.src)} pairs, batch_size={self.batch_size}, "
                f"{len(self)} batches, shuffle={self.shuffle})")
