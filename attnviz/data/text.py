"""Text as tokens: characters, words and byte-pair encoding, on Tiny Shakespeare (chapter 9).

A language model reads ids, not text. This module turns text into ids three ways, so the
chapter can compare them on the same corpus:

- :class:`CharTokenizer`: one id per character seen in the training text (no unknowns within
  it, long sequences);
- :class:`WordTokenizer`: one id per word or punctuation mark seen at least ``min_freq`` times,
  ``<unk>`` for the rest (short sequences, a large vocabulary, and unknown words);
- :class:`BPETokenizer`: byte-pair encoding trained from scratch: start from the 256 byte
  values, then repeatedly merge the most frequent adjacent pair into a new token (never across
  the boundaries of the pre-split chunks, so a token never spans two words). Every text
  encodes, nothing is unknown, and ``decode(encode(text)) == text``.

The corpus is Tiny Shakespeare (about 1.1 MB of Shakespeare's plays, public domain, as compiled
for Karpathy's char-rnn, MIT licence): :func:`tiny_shakespeare_path` finds it in
``$ATTNVIZ_DATA_DIR/tinyshakespeare/input.txt``, then in the user cache, and only then
downloads it (checked against :data:`TINY_SHAKESPEARE_SHA256`).
"""

from __future__ import annotations

import collections
import re
from collections.abc import Sequence
from pathlib import Path

from attnviz._checks import check_bool, check_int
from attnviz.data.download import find_data_file

__all__ = [
    "BPETokenizer",
    "CharTokenizer",
    "TINY_SHAKESPEARE_SHA256",
    "TINY_SHAKESPEARE_URL",
    "WordTokenizer",
    "load_tiny_shakespeare",
    "tiny_shakespeare_path",
]

TINY_SHAKESPEARE_URL = ("https://raw.githubusercontent.com/karpathy/char-rnn/master/data/"
                        "tinyshakespeare/input.txt")
TINY_SHAKESPEARE_SHA256 = "86c4e6aa9db7c042ec79f339dcb96d42b0075e16b8fc2e86bf0ca57e2dc565ed"
_TINY_SHAKESPEARE_FILE = "tinyshakespeare/input.txt"

# Words, runs of other non-space characters, and runs of white space, each with the one space
# that leads it: "Hello, world!\n" -> ["Hello", ",", " world", "!", "\n"]. BPE merges only
# inside such a chunk.
_CHUNK = re.compile(r" ?[A-Za-z]+| ?[0-9]+| ?[^\sA-Za-z0-9]+|\s+(?!\S)|\s+")
_WORD = re.compile(r"[A-Za-z']+|[0-9]+|[^\sA-Za-z0-9']")


def tiny_shakespeare_path(*, progress: bool = True) -> Path:
    """Return the path of Tiny Shakespeare's ``input.txt``, downloading it if it is not on disk.

    Looks in ``$ATTNVIZ_DATA_DIR/tinyshakespeare/input.txt``, then in the user cache; only then
    downloads :data:`TINY_SHAKESPEARE_URL` into the cache, keeping it only if its SHA-256 is
    :data:`TINY_SHAKESPEARE_SHA256`.

    Raises:
        DataUnavailableError: not on disk and not downloadable (offline); the message says
            where to put the file.
        DataCorruptError: the download or the cached copy does not match the checksum.
        TypeError: ``progress`` is not a bool.
    """
    check_bool("progress", progress)
    return find_data_file(_TINY_SHAKESPEARE_FILE, url=TINY_SHAKESPEARE_URL,
                          checksum=TINY_SHAKESPEARE_SHA256, algorithm="sha256",
                          progress=progress)


def load_tiny_shakespeare(*, progress: bool = True) -> str:
    """The text of Tiny Shakespeare (1,115,394 ASCII characters), see
    :func:`tiny_shakespeare_path`."""
    return tiny_shakespeare_path(progress=progress).read_text(encoding="utf-8")


def _check_text(name: str, text: object) -> str:
    if not isinstance(text, str):
        raise TypeError(f"{name} must be a str, got {type(text).__name__}")
    return text


def _check_ids(ids: object, size: int) -> list[int]:
    """``ids`` as a list, if it is a list (or tuple) of ints in ``[0, size)``, else raise.

    A tensor of ids is turned into a list with ``ids.tolist()`` first.
    """
    if isinstance(ids, str | bytes) or not isinstance(ids, Sequence):
        raise TypeError(f"ids must be a list of ints (for a tensor of ids, ids.tolist()), got "
                        f"{type(ids).__name__}")
    for index, value in enumerate(ids):
        _check_id(f"ids[{index}]", value, size)
    return list(ids)


def _check_id(name: str, value: object, size: int) -> int:
    return check_int(name, value, minimum=0, maximum=size - 1,
                     expected=f"a token id, an int in [0, {size}) for a vocabulary of {size} "
                              "tokens")


class CharTokenizer:
    """One id per character of the training text, in sorted order.

    Args:
        text: the training text; its distinct characters are the vocabulary.

    Raises:
        ValueError: ``text`` is empty; :meth:`encode` meets a character not in the vocabulary
            (the message names it).
    """

    def __init__(self, text: str) -> None:
        text = _check_text("text", text)
        if not text:
            raise ValueError("text must not be empty: its characters are the vocabulary")
        self.tokens: tuple[str, ...] = tuple(sorted(set(text)))
        self._ids = {char: i for i, char in enumerate(self.tokens)}

    def __len__(self) -> int:
        return len(self.tokens)

    def encode(self, text: str) -> list[int]:
        """``text`` as ``len(text)`` ids (every character must be in the vocabulary)."""
        text = _check_text("text", text)
        try:
            return [self._ids[char] for char in text]
        except KeyError as error:
            char = error.args[0]
            raise ValueError(f"text holds the character {char!r} (at index {text.index(char)}), "
                             f"which is not in the vocabulary of {len(self)} characters") from None

    def decode(self, ids: Sequence[int]) -> str:
        """The text of ``ids`` (the inverse of :meth:`encode`)."""
        return "".join(self.tokens[i] for i in _check_ids(ids, len(self)))

    def __repr__(self) -> str:
        return f"CharTokenizer({len(self)} characters)"


class WordTokenizer:
    """One id per word (letters and apostrophes), number or punctuation mark of the training
    text seen at least ``min_freq`` times; id 0 is ``<unk>``, for everything else.

    Spaces are not tokens, so :meth:`decode` joins the tokens with single spaces: unlike the
    other tokenizers, a word-level round trip loses the layout and every unknown word.

    Args:
        text: the training text (at least one word, number or punctuation mark).
        min_freq: how often a token must occur to get an id of its own (at least 1).

    Raises:
        ValueError: ``text`` holds no token, or a bad ``min_freq``.
    """

    UNK = "<unk>"

    def __init__(self, text: str, *, min_freq: int = 1) -> None:
        text = _check_text("text", text)
        check_int("min_freq", min_freq, minimum=1)
        counts = collections.Counter(_WORD.findall(text))
        if not counts:
            raise ValueError(f"text must hold at least one word, number or punctuation mark: "
                             f"its tokens are the vocabulary, got {text[:40]!r}")
        kept = sorted(token for token, count in counts.items() if count >= min_freq)
        self.tokens: tuple[str, ...] = (self.UNK, *kept)
        self._ids = {token: i for i, token in enumerate(self.tokens)}

    def __len__(self) -> int:
        return len(self.tokens)

    @staticmethod
    def split(text: str) -> list[str]:
        """The words, numbers and punctuation marks of ``text``, in order."""
        return _WORD.findall(_check_text("text", text))

    def encode(self, text: str) -> list[int]:
        """One id per token of :meth:`split`, 0 (``<unk>``) for tokens without an id."""
        return [self._ids.get(token, 0) for token in self.split(text)]

    def unknown(self, text: str) -> list[str]:
        """The distinct tokens of ``text`` that have no id, in order of first appearance."""
        return list(dict.fromkeys(t for t in self.split(text) if t not in self._ids))

    def decode(self, ids: Sequence[int]) -> str:
        """The tokens of ``ids`` joined by single spaces."""
        return " ".join(self.tokens[i] for i in _check_ids(ids, len(self)))

    def __repr__(self) -> str:
        return f"WordTokenizer({len(self)} tokens, <unk> included)"


class BPETokenizer:
    """Byte-pair encoding, trained from scratch on a text.

    Tokens 0 to 255 are the byte values; token ``256 + k`` is the ``k``-th merge, the pair of
    tokens ``merges[k]``. Training splits the text into chunks (a word with its leading space, a
    run of digits, of punctuation, of white space), counts each distinct chunk once with its
    frequency, and merges the most frequent adjacent pair of tokens, ``num_merges`` times (ties
    go to the pair that sorts first). Encoding a text splits it the same way and applies the
    merges in the order they were learned.

    Args:
        merges: the learned pairs of token ids, in order (what :meth:`train` returns in a
            tokenizer); a list of ``(a, b)`` pairs of ints, each pair learned at most once.

    Raises:
        TypeError: ``merges`` is not a list of pairs of ints.
        ValueError: a merge refers to a token that does not exist before it, or repeats an
            earlier merge.
    """

    def __init__(self, merges: Sequence[tuple[int, int]]) -> None:
        if isinstance(merges, str | bytes) or not isinstance(merges, Sequence):
            raise TypeError(f"merges must be a list of (a, b) pairs of token ids, got "
                            f"{type(merges).__name__}")
        self._bytes = [bytes([i]) for i in range(256)]
        self._rank: dict[tuple[int, int], int] = {}
        for k, pair in enumerate(merges):
            if isinstance(pair, str | bytes) or not isinstance(pair, Sequence) or len(pair) != 2:
                raise TypeError(f"merges[{k}] must be a pair (a, b) of token ids, got {pair!r}")
            a, b = (check_int(f"merges[{k}]", value, minimum=0,
                              expected=f"a pair of token ids in [0, {256 + k}), the tokens that "
                                       f"exist before it") for value in pair)
            if a >= 256 + k or b >= 256 + k:
                raise ValueError(f"merges[{k}] = {(a, b)} refers to a token that does not "
                                 f"exist yet (tokens 0 to {256 + k - 1})")
            if (a, b) in self._rank:
                raise ValueError(f"merges[{k}] = {(a, b)} repeats merges"
                                 f"[{self._rank[a, b] - 256}]: each pair is merged once")
            self._rank[a, b] = 256 + k
            self._bytes.append(self._bytes[a] + self._bytes[b])
        self.merges: tuple[tuple[int, int], ...] = tuple(self._rank)
        self._cache: dict[str, list[int]] = {}

    @classmethod
    def train(cls, text: str, *, num_merges: int) -> BPETokenizer:
        """Learn ``num_merges`` merges from ``text`` (fewer if no pair is left to merge).

        Counts are kept per pair and updated only in the chunks that hold the merged pair, so
        training on all of Tiny Shakespeare with a few hundred merges takes seconds.

        Raises:
            TypeError: ``text`` is not a str.
            ValueError: ``text`` is empty, or ``num_merges`` is not a non-negative int.
        """
        text = _check_text("text", text)
        if not text:
            raise ValueError("text must not be empty: the merges are learned from it")
        check_int("num_merges", num_merges, minimum=0)
        chunk_counts = collections.Counter(_CHUNK.findall(text))
        words = [list(chunk.encode("utf-8")) for chunk in chunk_counts]
        freqs = list(chunk_counts.values())
        pair_counts: collections.Counter[tuple[int, int]] = collections.Counter()
        where: dict[tuple[int, int], set[int]] = collections.defaultdict(set)
        for index, (word, freq) in enumerate(zip(words, freqs, strict=True)):
            for pair in zip(word, word[1:], strict=False):
                pair_counts[pair] += freq
                where[pair].add(index)
        merges: list[tuple[int, int]] = []
        for _ in range(num_merges):
            if not pair_counts:
                break
            pair = min(pair_counts, key=lambda p: (-pair_counts[p], p))
            new = 256 + len(merges)
            merges.append(pair)
            for index in where.pop(pair):
                word, freq = words[index], freqs[index]
                for old in zip(word, word[1:], strict=False):
                    pair_counts[old] -= freq
                    if pair_counts[old] <= 0:
                        del pair_counts[old]
                merged = _merge(word, pair, new)
                words[index] = merged
                for fresh in zip(merged, merged[1:], strict=False):
                    pair_counts[fresh] += freq
                    where[fresh].add(index)
        return cls(merges)

    def __len__(self) -> int:
        return 256 + len(self.merges)

    @staticmethod
    def split(text: str) -> list[str]:
        """The chunks of ``text`` that training and encoding work on, in order: no merge
        crosses from one chunk into the next, and the chunks join back into ``text``."""
        return _CHUNK.findall(_check_text("text", text))

    def token_bytes(self, token: int) -> bytes:
        """The bytes token ``token`` (an int in ``[0, len(self))``) stands for."""
        return self._bytes[_check_id("token", token, len(self))]

    def _encode_chunk(self, chunk: str) -> list[int]:
        if chunk not in self._cache:
            word = list(chunk.encode("utf-8"))
            while len(word) > 1:
                ranked = [(self._rank.get(pair, len(self) + 1), pair)
                          for pair in zip(word, word[1:], strict=False)]
                rank, pair = min(ranked)
                if rank > len(self):
                    break
                word = _merge(word, pair, rank)
            self._cache[chunk] = word
        return self._cache[chunk]

    def encode(self, text: str) -> list[int]:
        """``text`` as token ids; every text encodes (unknown characters fall back to bytes)."""
        return [token for chunk in self.split(text) for token in self._encode_chunk(chunk)]

    def decode(self, ids: Sequence[int]) -> str:
        """The text of ``ids``: ``decode(encode(text)) == text`` for every text."""
        data = b"".join(self._bytes[i] for i in _check_ids(ids, len(self)))
        return data.decode("utf-8", errors="replace")

    def __repr__(self) -> str:
        return f"BPETokenizer({len(self)} tokens: 256 bytes and {len(self.merges)} merges)"


def _merge(word: list[int], pair: tuple[int, int], new: int) -> list[int]:
    """``word`` with every non-overlapping occurrence of ``pair``, left to right, replaced by
    ``new``."""
    out, i = [], 0
    while i < len(word):
        if i + 1 < len(word) and word[i] == pair[0] and word[i + 1] == pair[1]:
            out.append(new)
            i += 2
        else:
            out.append(word[i])
            i += 1
    return out
