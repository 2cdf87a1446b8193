"""Long sentence pairs made of short ones (attnviz.data.long_pairs) and BLEU by source length.

The held-out discipline is checked at the level of sentences: every long pair keeps its parts,
so each training source is split back into the short pairs it was made of and compared with
chapter 4's held-out split.
"""

import collections

import pytest

import attnviz
from attnviz import LongPair, bleu_by_length, concatenate_pairs, corpus_bleu, load_long_pairs
from attnviz.data.download import DataUnavailableError

SHORT = [("go .", "va !"), ("i lost .", "j'ai perdu ."), ("he's calm .", "il est calme ."),
         ("hi .", "salut ."), ("run !", "cours !"), ("who ?", "qui ?")]


def test_a_long_pair_joins_its_parts_with_a_space_on_each_side():
    long = LongPair(parts=(("i lost .", "j'ai perdu ."), ("he's calm .", "il est calme .")))
    assert long.pair == ("i lost . he's calm .", "j'ai perdu . il est calme .")
    assert long.num_pairs == 2
    assert "2 pairs" in repr(long) and "i lost . he's calm ." in repr(long)


def test_concatenated_pairs_are_real_pairs_aligned_part_by_part():
    drawn = concatenate_pairs(SHORT, num_sources=500, min_pairs=1, max_pairs=4, seed=0)
    assert len(drawn) == 500
    for long in drawn:
        assert all(part in SHORT for part in long.parts)
        assert long.source == " ".join(source for source, _ in long.parts)
        assert long.target == " ".join(target for _, target in long.parts)
    # every count from min_pairs to max_pairs occurs, none outside (500 draws of 4 values)
    assert set(collections.Counter(long.num_pairs for long in drawn)) == {1, 2, 3, 4}
    # every short pair is drawn, in every position
    assert {long.parts[0] for long in drawn} == set(SHORT)


def test_concatenation_is_deterministic_for_a_seed_and_differs_for_another():
    def draw(seed):
        return concatenate_pairs(SHORT, num_sources=50, min_pairs=1, max_pairs=3, seed=seed)

    assert draw(3) == draw(3)
    assert draw(3) != draw(4)


def test_equal_min_and_max_pairs_give_that_many_parts():
    drawn = concatenate_pairs(SHORT, num_sources=20, min_pairs=2, max_pairs=2, seed=1)
    assert {long.num_pairs for long in drawn} == {2}


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"pairs": []}, ValueError, "pairs must hold at least one"),
    ({"pairs": "go .\tva !"}, TypeError, "pairs must be a list of"),
    ({"pairs": [("go .",)]}, TypeError, r"pairs\[0\] must be a \(source, target\) pair"),
    ({"num_sources": 0}, ValueError, "num_sources must be a positive int, got 0"),
    ({"min_pairs": 0}, ValueError, "min_pairs must be a positive int, got 0"),
    ({"max_pairs": 1.5}, TypeError, "max_pairs must be a positive int, got"),
    ({"min_pairs": 3, "max_pairs": 2}, ValueError,
     "max_pairs must be at least min_pairs = 3, got max_pairs = 2"),
    ({"seed": -1}, ValueError, "seed must be a non-negative int, got -1"),
])
def test_concatenate_pairs_errors_name_the_argument(kwargs, error, message):
    arguments = {"pairs": SHORT, "num_sources": 5, "min_pairs": 1, "max_pairs": 3, "seed": 0}
    with pytest.raises(error, match=message):
        concatenate_pairs(**{**arguments, **kwargs})


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"num_train_sources": 0}, ValueError, "num_train_sources must be a positive int"),
    ({"num_test_sources": -1}, ValueError, "num_test_sources must be a positive int"),
    ({"train_pairs_per_source": (1, 2, 3)}, TypeError,
     r"train_pairs_per_source must be a tuple \(fewest, most\) of two ints"),
    ({"test_pairs_per_source": (3, 1)}, ValueError,
     r"test_pairs_per_source must be \(fewest, most\) with 1 <= fewest <= most, got \(3, 1\)"),
    ({"seed": "0"}, TypeError, "seed must be a non-negative int"),
    ({"num_test": 0}, ValueError, "num_test must be a positive int"),
    ({"vocab_from": "all"}, ValueError, "vocab_from must be 'pairs' or 'sources', got 'all'"),
    ({"min_word_pairs": 0}, ValueError, "min_word_pairs must be None or a positive int"),
    ({"min_word_pairs": 2.5}, TypeError, "min_word_pairs must be None or a positive int"),
])
def test_load_long_pairs_errors_name_the_argument_before_reading_anything(kwargs, error,
                                                                          message, tmp_path):
    missing = tmp_path / "no-such-file.txt"  # never read: the arguments are checked first
    with pytest.raises(error, match=message):
        load_long_pairs(path=missing, **kwargs)


# -- the real corpus: chapter 4's held-out split ------------------------------------------------


@pytest.fixture(scope="module")
def long_pairs():
    try:
        return load_long_pairs(num_train_sources=4_000, num_val_sources=300,
                               num_test_sources=1_000, progress=False)
    except DataUnavailableError:
        pytest.skip("the English-French pairs are not on this machine")


def test_the_short_pairs_are_chapter_4s_held_out_split(long_pairs):
    chapter_4 = attnviz.load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000,
                                     num_steps=None, min_freq=2, shuffle_seed=0, progress=False)
    for split in ("train_pairs", "val_pairs", "test_pairs"):
        assert getattr(long_pairs.sentences, split) == getattr(chapter_4, split)


def test_every_split_is_drawn_from_its_own_short_pairs_only(long_pairs):
    for split in ("train", "val", "test"):
        short = set(getattr(long_pairs.sentences, f"{split}_pairs"))
        assert all(part in short for long in long_pairs.split(split) for part in long.parts)


def test_no_held_out_sentence_occurs_in_any_training_source(long_pairs):
    training_parts = {part for long in long_pairs.train_pairs for part in long.parts}
    training_english = {source for source, _ in training_parts}
    for split in ("val", "test"):
        held_out = {part for long in long_pairs.split(split) for part in long.parts}
        assert held_out, split
        assert not {source for source, _ in held_out} & training_english
        assert not held_out & training_parts  # no held-out pair, English with its French
    # A French sentence may still occur on both sides, as the translation of two different
    # English sentences ("je suis prêt ." for "i'm ready ." and "i am ready ."): chapter 4
    # holds out English sentences, what the model reads; that is the discipline checked here.


def test_the_encoded_data_holds_the_long_pairs_in_order(long_pairs):
    data = long_pairs.data
    for split in ("train", "val", "test"):
        assert getattr(data, f"{split}_pairs") == [long.pair for long in long_pairs.split(split)]
    assert len(data.train_pairs) == 4_000 and len(data.val_pairs) == 300
    assert len(data.test_pairs) == 1_000
    longest = max(len(sentence.split()) for long in long_pairs.train_pairs + long_pairs.val_pairs
                  + long_pairs.test_pairs for sentence in long.pair)
    assert data.num_steps == longest + 1  # the longest sentence and its <eos>: nothing is cut
    src, src_valid_len = data.encode_source(long_pairs.test_pairs[0].source)
    assert int(src_valid_len[0]) == long_pairs.source_lengths("test")[0] + 1


def _kept(sentences, side, min_freq=2):
    counts = collections.Counter(token for pair in sentences
                                 for token in attnviz.tokenize(pair[side]))
    return {token for token, count in counts.items() if count >= min_freq}


def test_the_vocabularies_count_each_distinct_training_pair_once(long_pairs):
    data = long_pairs.data
    parts = {part for long in long_pairs.train_pairs for part in long.parts}
    for vocab, side in ((data.src_vocab, 0), (data.tgt_vocab, 1)):
        assert set(vocab.tokens[4:]) == _kept(parts, side)
        # so every token is in a training source, and the vocabulary is chapter 4's, less
        # the words of the short training pairs never drawn
        chapter_4 = (long_pairs.sentences.src_vocab, long_pairs.sentences.tgt_vocab)[side]
        assert set(vocab.tokens) <= set(chapter_4.tokens)


def test_the_vocabularies_can_count_every_training_source():
    try:
        counted = load_long_pairs(num_train_sources=4_000, num_val_sources=0,
                                  num_test_sources=10, vocab_from="sources", progress=False)
    except DataUnavailableError:
        pytest.skip("the English-French pairs are not on this machine")
    sources = [long.pair for long in counted.train_pairs]
    for vocab, side in ((counted.data.src_vocab, 0), (counted.data.tgt_vocab, 1)):
        assert set(vocab.tokens[4:]) == _kept(sources, side)
    assert counted.val_pairs == [] and counted.data.val_pairs == []


def test_counts_and_lengths_are_reported_per_long_pair(long_pairs):
    for split, (low, high) in (("train", (1, 3)), ("val", (1, 4)), ("test", (1, 4))):
        counts = long_pairs.num_pairs(split)
        assert set(counts) == set(range(low, high + 1))
        assert counts == [len(long.parts) for long in long_pairs.split(split)]
        assert long_pairs.source_lengths(split) == [
            len(attnviz.tokenize(attnviz.normalize(long.source)))
            for long in long_pairs.split(split)]
    assert "test=1000 of 1-4 pairs" in repr(long_pairs)


def test_the_same_seed_draws_the_same_long_pairs_and_another_seed_others(long_pairs):
    again = load_long_pairs(num_train_sources=4_000, num_val_sources=300,
                            num_test_sources=1_000, progress=False)
    assert again.test_pairs == long_pairs.test_pairs
    assert again.train_pairs == long_pairs.train_pairs
    other = load_long_pairs(num_train_sources=4_000, num_val_sources=300,
                            num_test_sources=1_000, seed=1, progress=False)
    assert other.test_pairs != long_pairs.test_pairs
    assert other.train_pairs != long_pairs.train_pairs
    # each split draws from its own generator: validation and test are not the same draws
    assert long_pairs.num_pairs("val") != long_pairs.num_pairs("test")[:300]


# -- a leaner vocabulary: short pairs of common words only --------------------------------------


@pytest.fixture(scope="module")
def common_pairs():
    try:
        return load_long_pairs(num_train_sources=4_000, num_val_sources=300,
                               num_test_sources=1_000, train_pairs_per_source=(1, 4),
                               min_word_pairs=5, progress=False)
    except DataUnavailableError:
        pytest.skip("the English-French pairs are not on this machine")


def _pair_counts(pairs, side):
    # in how many distinct pairs each token of one side occurs
    return collections.Counter(token for pair in set(pairs)
                               for token in set(attnviz.tokenize(pair[side])))


def test_min_word_pairs_keeps_the_training_pairs_of_common_words_only(common_pairs):
    chapter_4 = common_pairs.sentences.train_pairs
    common = [{token for token, n in _pair_counts(chapter_4, side).items() if n >= 5}
              for side in (0, 1)]
    # kept: exactly the pairs each of whose tokens occurs in 5 or more training pairs, in order
    expected = [pair for pair in chapter_4
                if all(set(attnviz.tokenize(pair[side])) <= common[side] for side in (0, 1))]
    kept = common_pairs.short_pairs["train"]
    assert kept == expected
    assert 0 < len(kept) < len(chapter_4)
    assert all(part in set(kept) for long in common_pairs.train_pairs for part in long.parts)


def test_min_word_pairs_leaves_no_unknown_word_in_any_split(common_pairs):
    data = common_pairs.data
    kept = common_pairs.short_pairs["train"]
    for vocab, side in ((data.src_vocab, 0), (data.tgt_vocab, 1)):
        # the vocabulary is every word of the kept training pairs, and nothing else
        assert set(vocab.tokens[4:]) == {token for pair in kept
                                         for token in attnviz.tokenize(pair[side])}
    assert len(data.tgt_vocab) < len(common_pairs.sentences.tgt_vocab) / 2
    for split in ("train", "val", "test"):
        batch = data.split(split)
        assert not (batch.src == data.src_vocab["<unk>"]).any(), split
        assert not (batch.tgt_label == data.tgt_vocab["<unk>"]).any(), split
        assert all(not data.unknown_words(long.source) for long in common_pairs.split(split))


def test_min_word_pairs_keeps_the_held_out_discipline(common_pairs):
    training_english = {source for source, _ in common_pairs.short_pairs["train"]}
    for split in ("val", "test"):
        short = common_pairs.short_pairs[split]
        chapter_4 = getattr(common_pairs.sentences, f"{split}_pairs")
        assert short and set(short) <= set(chapter_4)
        assert not {source for source, _ in short} & training_english
        assert all(part in set(short) for long in common_pairs.split(split)
                   for part in long.parts)
    assert "short pairs of words in at least 5 training pairs" in repr(common_pairs)
    assert common_pairs.min_word_pairs == 5


def test_min_word_pairs_that_keeps_no_pair_is_refused():
    try:
        with pytest.raises(ValueError, match="min_word_pairs=100000 keeps no train pair"):
            load_long_pairs(num_train_sources=10, num_test_sources=10, min_word_pairs=100_000,
                            progress=False)
    except DataUnavailableError:
        pytest.skip("the English-French pairs are not on this machine")


# -- BLEU by source length ----------------------------------------------------------------------


def test_bleu_by_length_scores_each_bucket_as_corpus_bleu_scores_its_subset():
    predictions = ["va !", "je suis calme .", "il est parti .", "qui ? cours !", "salut .",
                   "j'ai perdu . il est calme . va !"]
    references = ["va !", ["je suis calme .", "je suis tranquille ."], "il est calme .",
                  "qui ? cours !", "salut !", "j'ai perdu . il est calme . va !"]
    lengths = [2, 7, 4, 12, 25, 9]
    buckets = bleu_by_length(predictions, references, lengths, k=2)
    assert [b.label for b in buckets] == ["0-4", "5-9", "10-14", "15-19", "20+"]
    assert [b.count for b in buckets] == [2, 2, 1, 0, 1]
    members = {"0-4": [0, 2], "5-9": [1, 5], "10-14": [3], "20+": [4]}
    for bucket in buckets:
        if bucket.count == 0:
            assert bucket.bleu is None
            continue
        subset = members[bucket.label]
        oracle = corpus_bleu([predictions[i] for i in subset], [references[i] for i in subset],
                             k=2)
        assert bucket.bleu == oracle  # exact: the same function on the same sentences
    assert buckets[2].bleu == 1.0  # exact: a perfect match scores 1


def test_bleu_by_length_with_other_edges():
    buckets = bleu_by_length(["a b", "a b", "c"], ["a b", "a c", "c"], [3, 8, 40],
                             edges=(3, 10))
    assert [(b.low, b.high, b.count, b.label) for b in buckets] == [
        (3, 10, 2, "3-9"), (10, None, 1, "10+")]


@pytest.mark.parametrize(("args", "kwargs", "error", "message"), [
    ((["a"], ["a"], [1, 2]), {}, ValueError,
     "one item per sentence, got 1 predictions, 1 references and 2 lengths"),
    ((["a"], ["a", "b"], [1]), {}, ValueError, "got 1 predictions, 2 references and 1"),
    ((["a"], ["a"], [-1]), {}, ValueError, r"lengths\[0\] must be a non-negative int"),
    ((["a"], ["a"], [2]), {"edges": (3, 5)}, ValueError, "at least edges\\[0\\] = 3, got 2"),
    ((["a"], ["a"], [1.0]), {}, TypeError, r"lengths\[0\] must be"),
    ((["a"], ["a"], [1]), {"edges": (0, 5, 5)}, ValueError, "edges must be strictly increasing"),
    ((["a"], ["a"], [1]), {"edges": ()}, TypeError, "edges must be a non-empty sequence"),
    ((["a"], ["a"], [1]), {"k": 0}, ValueError, "k must be a positive int"),
    (("a", ["a"], [1]), {}, TypeError, "got a str"),
    ((["a"], ["a"], 1), {}, TypeError, "lengths must be a sequence of ints"),
])
def test_bleu_by_length_errors(args, kwargs, error, message):
    with pytest.raises(error, match=message):
        bleu_by_length(*args, **kwargs)
