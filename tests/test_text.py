"""Tokenizers and the Tiny Shakespeare loader: round trips, a naive BPE as the oracle, errors."""

import collections
import hashlib
import os
import random
from pathlib import Path

import pytest
import torch

from attnviz.data import download as dl
from attnviz.data import text

SAMPLE = ("First Citizen:\nBefore we proceed any further, hear me speak.\n\nAll:\nSpeak, speak.\n"
          "First Citizen:\nYou are all resolved rather to die than to famish?\n") * 3
ODD = ["", " ", "  \n\t ", "aaaa aaaa", "Café, naïve — 12,345 😀!", "x\r\ny", "   lead",
       "trail   ", "''''", "ÀÉÎÕÜ ß"]


def _naive_bpe(sample: str, num_merges: int) -> tuple[list[tuple[int, int]], int]:
    """BPE by brute force, the oracle: every chunk of the text as a list of bytes, each merge
    the most frequent adjacent pair (ties to the smallest pair) replaced left to right."""
    words = [list(chunk.encode("utf-8")) for chunk in text._CHUNK.findall(sample)]
    merges = []
    for k in range(num_merges):
        counts = collections.Counter(p for w in words for p in zip(w, w[1:], strict=False))
        if not counts:
            break
        pair = min(counts, key=lambda p: (-counts[p], p))
        merges.append(pair)
        for index, word in enumerate(words):
            merged, i = [], 0
            while i < len(word):  # left to right, an occurrence at a time
                if word[i:i + 2] == list(pair):
                    merged.append(256 + k)
                    i += 2
                else:
                    merged.append(word[i])
                    i += 1
            words[index] = merged
    return merges, sum(len(w) for w in words)


@pytest.mark.parametrize("num_merges", [0, 1, 7, 60])
def test_bpe_learns_the_merges_of_the_naive_algorithm(num_merges):
    sample = SAMPLE + "aaaa aaa aa a"  # overlapping pairs: "aaa" holds (a, a) twice
    bpe = text.BPETokenizer.train(sample, num_merges=num_merges)
    merges, length = _naive_bpe(sample, num_merges)
    assert list(bpe.merges) == merges
    assert len(bpe.encode(sample)) == length
    assert len(bpe) == 256 + len(merges)


def test_every_merge_shortens_the_training_text():
    lengths = [len(text.BPETokenizer.train(SAMPLE, num_merges=k).encode(SAMPLE))
               for k in range(0, 40, 5)]
    assert lengths[0] == len(SAMPLE.encode("utf-8"))
    assert all(a > b for a, b in zip(lengths, lengths[1:], strict=False)), lengths


def test_bpe_round_trips_any_text_and_merges_never_cross_words():
    bpe = text.BPETokenizer.train(SAMPLE, num_merges=80)
    generator = random.Random(0)
    alphabet = "abcdefghij ABC,.;:!?'\n\t0123456789éü—😀"
    randoms = ["".join(generator.choice(alphabet) for _ in range(generator.randint(0, 60)))
               for _ in range(200)]
    for sample in [*ODD, SAMPLE, *randoms]:
        ids = bpe.encode(sample)
        assert bpe.decode(ids) == sample
        assert b"".join(bpe.token_bytes(i) for i in ids) == sample.encode("utf-8")
    for token in range(256, len(bpe)):  # a merged token holds one chunk: one leading space
        piece = bpe.token_bytes(token).decode("utf-8", errors="ignore")
        body = piece[1:] if piece.startswith(" ") else piece
        assert not body.strip() or " " not in body, piece
    assert bpe.decode(bpe.encode("speak speak")) == "speak speak"
    assert len(bpe.encode(" speak")) < len(" speak")
    for sample in [*ODD, SAMPLE, *randoms]:  # the chunks join back into the text
        chunks = bpe.split(sample)
        assert "".join(chunks) == sample
        assert bpe.encode(sample) == [i for chunk in chunks for i in bpe.encode(chunk)]


def test_bpe_merges_are_checked_and_ids_too():
    with pytest.raises(ValueError, match=r"merges\[1\] = \(256, 300\) refers to a token that "
                                         r"does not exist yet \(tokens 0 to 256\)"):
        text.BPETokenizer([(104, 101), (256, 300)])
    bpe = text.BPETokenizer([(104, 101)])
    assert bpe.encode("he hehe") == [256, 32, 256, 256] and bpe.decode([256, 33]) == "he!"
    with pytest.raises(ValueError, match=r"ids\[1\] must be a token id, an int in \[0, 257\) for a "
                                         r"vocabulary of 257 tokens, got 257"):
        bpe.decode([1, 257])
    with pytest.raises(TypeError, match="text must be a str, got bytes"):
        bpe.encode(b"he")
    with pytest.raises(ValueError, match="num_merges must be"):
        text.BPETokenizer.train("abc", num_merges=-1)
    assert repr(bpe) == "BPETokenizer(257 tokens: 256 bytes and 1 merges)"


def test_char_tokenizer():
    chars = text.CharTokenizer(SAMPLE)
    assert list(chars.tokens) == sorted(set(SAMPLE)) and len(chars) == len(set(SAMPLE))
    ids = chars.encode("hear me")
    assert len(ids) == 7 and chars.decode(ids) == "hear me"
    with pytest.raises(ValueError, match=r"text holds the character 'X' \(at index 0\), "
                                         "which is not in the vocabulary of"):
        chars.encode("Xerxes")
    with pytest.raises(ValueError, match="text must not be empty"):
        text.CharTokenizer("")
    with pytest.raises(ValueError, match=r"ids\[0\] must be a token id, an int in \[0, "):
        chars.decode([-1])


def test_word_tokenizer_counts_and_names_unknown_words():
    assert text.WordTokenizer.split("You're all resolved?\n12 men.") == [
        "You're", "all", "resolved", "?", "12", "men", "."]
    words = text.WordTokenizer(SAMPLE, min_freq=3)
    assert words.tokens[0] == "<unk>" and "Citizen" in words.tokens
    once = text.WordTokenizer(SAMPLE + " zebra", min_freq=1)
    assert "zebra" in once.tokens
    assert "zebra" not in text.WordTokenizer(SAMPLE + " zebra", min_freq=2).tokens
    ids = words.encode("Speak, Romeo, speak.")
    assert ids[words.split("Speak, Romeo, speak.").index("Romeo")] == 0
    assert words.unknown("Speak, Romeo, Romeo and Juliet.") == ["Romeo", "and", "Juliet"]
    assert words.decode(words.encode("Speak, speak.")) == "Speak , speak ."
    with pytest.raises(ValueError, match="min_freq must be"):
        text.WordTokenizer(SAMPLE, min_freq=0)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv(dl.DATA_DIR_ENV, raising=False)
    return tmp_path / "xdg" / "attnviz"


def test_tiny_shakespeare_is_found_in_the_data_dir_then_downloaded_and_checked(
        cache, tmp_path, monkeypatch):
    data = tmp_path / "data" / "tinyshakespeare" / "input.txt"
    data.parent.mkdir(parents=True)
    data.write_text(SAMPLE, encoding="utf-8")
    monkeypatch.setenv(dl.DATA_DIR_ENV, str(tmp_path / "data"))
    assert text.tiny_shakespeare_path(progress=False) == data
    assert text.load_tiny_shakespeare(progress=False) == SAMPLE
    # not on disk: downloaded from the URL into the cache, checked against the SHA-256
    monkeypatch.delenv(dl.DATA_DIR_ENV)
    served = tmp_path / "server" / "input.txt"
    served.parent.mkdir()
    served.write_text(SAMPLE, encoding="utf-8")
    monkeypatch.setattr(text, "TINY_SHAKESPEARE_URL", served.as_uri())
    monkeypatch.setattr(text, "TINY_SHAKESPEARE_SHA256",
                        hashlib.sha256(served.read_bytes()).hexdigest())
    assert text.tiny_shakespeare_path(progress=False) == cache / "tinyshakespeare" / "input.txt"
    assert text.load_tiny_shakespeare(progress=False) == SAMPLE
    monkeypatch.setattr(text, "TINY_SHAKESPEARE_SHA256", "0" * 64)  # the cached copy is checked
    with pytest.raises(dl.DataCorruptError):
        text.tiny_shakespeare_path(progress=False)


def test_the_offline_copy_has_the_published_checksum():
    folder = os.environ.get(dl.DATA_DIR_ENV)
    path = Path(folder or "/nonexistent") / "tinyshakespeare" / "input.txt"
    if not path.is_file():
        pytest.skip("ATTNVIZ_DATA_DIR is not set or has no tinyshakespeare/input.txt")
    assert hashlib.sha256(path.read_bytes()).hexdigest() == text.TINY_SHAKESPEARE_SHA256


# ---------------------------------------------------------------------------------------------
# bad input of every kind: an error that names the argument

_CHARS = text.CharTokenizer("abc")
_WORDS = text.WordTokenizer("to be or not to be")
_BPE = text.BPETokenizer([(97, 98)])
_TOKENIZERS = {"char": _CHARS, "word": _WORDS, "bpe": _BPE}


@pytest.mark.parametrize(("call", "error", "message"), [
    # constructors and training
    (lambda: text.CharTokenizer(None), TypeError, "text must be a str, got NoneType"),
    (lambda: text.CharTokenizer(b"abc"), TypeError, "text must be a str, got bytes"),
    (lambda: text.CharTokenizer(["a", "b"]), TypeError, "text must be a str, got list"),
    (lambda: text.CharTokenizer(""), ValueError, "text must not be empty"),
    (lambda: _CHARS.encode("abXa"), ValueError,
     r"text holds the character 'X' \(at index 2\), which is not in the vocabulary of 3 "
     "characters"),
    (lambda: text.WordTokenizer(None), TypeError, "text must be a str, got NoneType"),
    (lambda: text.WordTokenizer(""), ValueError,
     "text must hold at least one word, number or punctuation mark"),
    (lambda: text.WordTokenizer(" \n\t"), ValueError,
     r"text must hold at least one word, .* got ' \\n\\t'"),
    (lambda: text.WordTokenizer("a b", min_freq=0), ValueError,
     "min_freq must be a positive int, got 0"),
    (lambda: text.WordTokenizer("a b", min_freq=1.5), TypeError,
     "min_freq must be a positive int, got 1.5"),
    (lambda: text.WordTokenizer("a b", min_freq=True), ValueError,
     "min_freq must be a positive int, got True"),
    (lambda: text.WordTokenizer("a b", 2), TypeError, "positional argument"),
    (lambda: text.BPETokenizer(None), TypeError,
     r"merges must be a list of \(a, b\) pairs of token ids, got NoneType"),
    (lambda: text.BPETokenizer("ab"), TypeError, "merges must be a list of .* got str"),
    (lambda: text.BPETokenizer({(97, 98)}), TypeError, "merges must be a list of .* got set"),
    (lambda: text.BPETokenizer([97, 98]), TypeError,
     r"merges\[0\] must be a pair \(a, b\) of token ids, got 97"),
    (lambda: text.BPETokenizer([(97, 98, 99)]), TypeError,
     r"merges\[0\] must be a pair \(a, b\) of token ids, got \(97, 98, 99\)"),
    (lambda: text.BPETokenizer(["ab"]), TypeError, r"merges\[0\] must be a pair"),
    (lambda: text.BPETokenizer([(97, 98), (97.0, 98)]), TypeError,
     r"merges\[1\] must be a pair of token ids in \[0, 257\), .* got 97.0"),
    (lambda: text.BPETokenizer([(True, 98)]), ValueError, r"merges\[0\] must be .* got True"),
    (lambda: text.BPETokenizer([("a", "b")]), TypeError, r"merges\[0\] must be .* got 'a'"),
    (lambda: text.BPETokenizer([(-1, 98)]), ValueError,
     r"merges\[0\] must be a pair of token ids in \[0, 256\), .* got -1"),
    (lambda: text.BPETokenizer([(256, 98)]), ValueError,
     r"merges\[0\] = \(256, 98\) refers to a token that does not exist yet \(tokens 0 to 255\)"),
    (lambda: text.BPETokenizer([(97, 98), (97, 98)]), ValueError,
     r"merges\[1\] = \(97, 98\) repeats merges\[0\]"),
    (lambda: text.BPETokenizer.train(None, num_merges=2), TypeError,
     "text must be a str, got NoneType"),
    (lambda: text.BPETokenizer.train("", num_merges=2), ValueError, "text must not be empty"),
    (lambda: text.BPETokenizer.train("abab", num_merges=-1), ValueError,
     "num_merges must be a non-negative int, got -1"),
    (lambda: text.BPETokenizer.train("abab", num_merges=2.0), TypeError,
     "num_merges must be a non-negative int, got 2.0"),
    (lambda: text.BPETokenizer.train("abab", num_merges=None), TypeError,
     "num_merges must be a non-negative int, got None"),
    (lambda: text.BPETokenizer.train("abab", num_merges=True), ValueError,
     "num_merges must be a non-negative int, got True"),
    (lambda: text.BPETokenizer.train("abab", 2), TypeError, "positional argument"),
    # one token's bytes
    (lambda: _BPE.token_bytes(257), ValueError,
     r"token must be a token id, an int in \[0, 257\) for a vocabulary of 257 tokens, got 257"),
    (lambda: _BPE.token_bytes(-1), ValueError, r"token must be a token id, .* got -1"),
    (lambda: _BPE.token_bytes(3.0), TypeError, r"token must be a token id, .* got 3.0"),
    (lambda: _BPE.token_bytes(True), ValueError, r"token must be a token id, .* got True"),
    (lambda: _BPE.token_bytes("a"), TypeError, r"token must be a token id, .* got 'a'"),
    # the data
    (lambda: text.tiny_shakespeare_path(progress="no"), TypeError,
     "progress must be a bool, got str 'no'"),
    (lambda: text.load_tiny_shakespeare(progress=0), TypeError,
     "progress must be a bool, got int 0"),
])
def test_bad_arguments_are_errors_that_name_them(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize(("tokenizer", "method"), [
    (name, method) for name, tokenizer in sorted(_TOKENIZERS.items())
    for method in ("encode", "split", "unknown") if hasattr(tokenizer, method)])
@pytest.mark.parametrize("bad", [None, b"abc", 3, ["a"]], ids=repr)
def test_methods_of_text_take_a_str(tokenizer, method, bad):
    target = _TOKENIZERS[tokenizer]
    with pytest.raises(TypeError, match=f"^text must be a str, got {type(bad).__name__}$"):
        getattr(target, method)(bad)


@pytest.mark.parametrize("tokenizer", sorted(_TOKENIZERS))
@pytest.mark.parametrize(("ids", "error", "message"), [
    (None, TypeError, r"ids must be a list of ints \(for a tensor of ids, ids.tolist\(\)\), got "
                      "NoneType"),
    (3, TypeError, "ids must be a list of ints .* got int"),
    ("ab", TypeError, "ids must be a list of ints .* got str"),
    (b"\x00", TypeError, "ids must be a list of ints .* got bytes"),
    ({0, 1}, TypeError, "ids must be a list of ints .* got set"),
    ([0, 1.0], TypeError, r"ids\[1\] must be a token id, an int in \[0, {size}\) for a "
                          r"vocabulary of {size} tokens, got 1.0"),
    ([True], ValueError, r"ids\[0\] must be a token id, .* got True"),
    ([None], TypeError, r"ids\[0\] must be a token id, .* got None"),
    (["a"], TypeError, r"ids\[0\] must be a token id, .* got 'a'"),
    ([0, -1], ValueError, r"ids\[1\] must be a token id, an int in \[0, {size}\) .* got -1"),
    ([0, 0, "size"], ValueError, r"ids\[2\] must be a token id, .* got {size}"),
], ids=["None", "int", "str", "bytes", "set", "float", "bool", "None-id", "str-id", "negative",
        "too-large"])
def test_decode_checks_every_id_by_its_index(tokenizer, ids, error, message):
    target = _TOKENIZERS[tokenizer]
    size = len(target)
    if isinstance(ids, list):
        ids = [size if value == "size" else value for value in ids]
    with pytest.raises(error, match=message.format(size=size)):
        target.decode(ids)


@pytest.mark.parametrize("tokenizer", sorted(_TOKENIZERS))
def test_decode_takes_a_tensor_of_ids_as_a_list(tokenizer):
    target = _TOKENIZERS[tokenizer]
    ids = torch.tensor([0, len(target) - 1])
    with pytest.raises(TypeError, match=r"ids.tolist\(\)\), got Tensor"):
        target.decode(ids)
    assert target.decode(ids.tolist()) == target.decode([0, len(target) - 1])
