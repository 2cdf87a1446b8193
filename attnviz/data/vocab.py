"""Vocabularies: tokens to ids and back (chapter 4, *Bahdanau attention*).

:class:`Vocab` reserves ``<pad> <bos> <eos> <unk>`` as ids 0 to 3.
"""

from __future__ import annotations

import collections
from collections.abc import Iterable, Sequence

import torch

from attnviz._checks import check_int

__all__ = ["Vocab", "normalize", "pad_or_truncate", "tokenize"]


def _check_tokens(name: str, tokens: object) -> Sequence[str]:
    if isinstance(tokens, str):
        raise TypeError(f"{name} must be a list of tokens, got the str {tokens!r}; "
                        "split it with tokenize(normalize(...)) first")
    if not isinstance(tokens, Sequence) or not all(isinstance(t, str) for t in tokens):
        raise TypeError(f"{name} must be a sequence of str tokens, got {tokens!r:.80}")
    return tokens



class Vocab:
    """A vocabulary: token <-> id, with four reserved tokens and rare tokens mapped to ``<unk>``.

    Ids 0 to 3 are ``<pad> <bos> <eos> <unk>`` (also the properties :attr:`pad`, :attr:`bos`,
    :attr:`eos`, :attr:`unk`). Then come the tokens seen at least ``min_freq`` times, the most
    frequent first and ties in alphabetical order, so the same sentences always give the same
    ids. Any other token, at encoding time, becomes ``<unk>``.

    Args:
        sentences: token lists, e.g. ``[["go", "."], ["hi", "."]]``.
        min_freq: keep a token only if it occurs at least this many times.
    """

    RESERVED = ("<pad>", "<bos>", "<eos>", "<unk>")

    def __init__(self, sentences: Iterable[Sequence[str]], *, min_freq: int = 1) -> None:
        check_int("min_freq", min_freq, minimum=1)
        if isinstance(sentences, str):
            raise TypeError("sentences must be an iterable of token lists, got a str")
        counts: collections.Counter[str] = collections.Counter()
        for i, sentence in enumerate(sentences):
            counts.update(_check_tokens(f"sentences[{i}]", sentence))
        for token in self.RESERVED:  # a literal "<pad>" in the text is not a second <pad>
            counts.pop(token, None)
        kept = sorted(((t, c) for t, c in counts.items() if c >= min_freq),
                      key=lambda item: (-item[1], item[0]))
        self.min_freq = min_freq
        self.token_freqs: tuple[tuple[str, int], ...] = tuple(kept)
        self._tokens: tuple[str, ...] = self.RESERVED + tuple(t for t, _ in kept)
        self._ids = {token: i for i, token in enumerate(self._tokens)}

    @property
    def pad(self) -> int:
        """The id of ``<pad>``, the filler after a sentence's end (0)."""
        return 0

    @property
    def bos(self) -> int:
        """The id of ``<bos>``, beginning of sequence: the decoder's first input (1)."""
        return 1

    @property
    def eos(self) -> int:
        """The id of ``<eos>``, end of sequence (2)."""
        return 2

    @property
    def unk(self) -> int:
        """The id of ``<unk>``, which every unknown token gets (3)."""
        return 3

    @property
    def tokens(self) -> tuple[str, ...]:
        """Every token, in id order (``tokens[i]`` has id ``i``)."""
        return self._tokens

    def __len__(self) -> int:
        return len(self._tokens)

    def __contains__(self, token: object) -> bool:
        return token in self._ids

    def __getitem__(self, token: str) -> int:
        """The id of ``token``; :attr:`unk` for a token not in the vocabulary."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a str, got {type(token).__name__} {token!r}; "
                            "use encode() for a list of tokens, decode() for ids")
        return self._ids.get(token, self.unk)

    def encode(self, tokens: Sequence[str]) -> list[int]:
        """Map a list of tokens to their ids (unknown tokens to :attr:`unk`)."""
        _check_tokens("tokens", tokens)
        return [self._ids.get(token, self.unk) for token in tokens]

    def decode(self, ids: Sequence[int] | torch.Tensor, *, strip_special: bool = True
               ) -> list[str]:
        """Map ids back to tokens.

        Args:
            ids: a list of ints or a 1-D integer tensor ``(T,)``.
            strip_special: read the ids as a model's output: stop at the first ``<eos>`` and
                drop ``<pad>`` and ``<bos>`` (``<unk>`` is kept: it stands for a word). With
                ``False``, every id becomes its token.

        Returns:
            The tokens; ``" ".join(...)`` gives the sentence.
        """
        if isinstance(ids, torch.Tensor):
            if ids.dim() != 1 or ids.is_floating_point() or ids.dtype == torch.bool:
                raise ValueError("ids must be a 1-D integer tensor (T,), got "
                                 f"shape {tuple(ids.shape)} and dtype {ids.dtype}")
            ids = ids.tolist()
        if isinstance(ids, str | bytes) or not isinstance(ids, Sequence):
            raise TypeError(f"ids must be a sequence of ints or a 1-D tensor, got {ids!r:.80}")
        tokens = []
        for i in ids:
            check_int("ids", i, minimum=0, maximum=len(self) - 1,
                      expected=f"ints in [0, {len(self)}) for this vocabulary of {len(self)} "
                               "tokens")
            if strip_special and i == self.eos:
                break
            if strip_special and i in (self.pad, self.bos):
                continue
            tokens.append(self._tokens[i])
        return tokens

    def __repr__(self) -> str:
        common = [t for t, _ in self.token_freqs[:5]]
        return (f"Vocab(size={len(self)}, min_freq={self.min_freq}, "
                f"reserved={list(self.RESERVED)}, most_common={common})")



def pad_or_truncate(ids: Sequence[int], num_steps: int, *, pad_id: int) -> list[int]:
    """Make a list of ids exactly ``num_steps`` long: cut it, or fill it with ``pad_id``.

    ``pad_or_truncate([5, 6], 4, pad_id=0)`` is ``[5, 6, 0, 0]``; ``[5, 6, 7]`` with
    ``num_steps=2`` becomes ``[5, 6]`` (a cut sentence loses its ``<eos>``, as in d2l).
    """
    check_int("num_steps", num_steps, minimum=1)
    check_int("pad_id", pad_id, error=TypeError)
    ids = list(ids)
    return ids[:num_steps] + [pad_id] * (num_steps - len(ids))


def normalize(text: str) -> str:
    """Normalise a sentence as Dive into Deep Learning does, so punctuation becomes a token.

    Non-breaking spaces (U+00A0 and the narrow U+202F that French puts before ``!`` and ``?``)
    become spaces, everything is lower-cased, and a space is inserted before each of
    ``, . ! ?`` that does not already follow a space: ``"Go."`` becomes ``"go ."`` and
    ``"Cours\\u202f!"`` becomes ``"cours !"``. Apostrophes are kept (``"he's"`` is one token).
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, got {type(text).__name__}")
    text = text.replace("\u00a0", " ").replace("\u202f", " ").lower()
    return "".join(" " + char if i > 0 and char in ",.!?" and text[i - 1] != " " else char
                   for i, char in enumerate(text))



def tokenize(text: str) -> list[str]:
    """Split a (normalised) sentence into tokens at spaces, dropping empty tokens.

    ``tokenize(normalize("I'm home."))`` is ``["i'm", "home", "."]``.
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a str, got {type(text).__name__}")
    return text.split()
