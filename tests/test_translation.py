"""English–French data: normalisation, vocabulary, padding, splits and tensors.

The oracle for the tensors is d2l's own recipe (section 10.5), rewritten below in tokens: pad or
cut ``tokens + ["<eos>"]`` to ``num_steps``, put ``<bos>`` in front of the target and drop its
last step. Our tensors, decoded token by token, must say exactly the same.
"""

import os
from pathlib import Path

import pytest
import torch

from attnviz.data import download as dl
from attnviz.data.batches import BucketedLoader, TranslationBatch, trim_batch
from attnviz.data.translation import TranslationData, group_references, load_fra_eng, read_pairs
from attnviz.data.vocab import Vocab, normalize, pad_or_truncate, tokenize
from attnviz.training.loop import masked_cross_entropy

CORPUS = [
    ("Go.", "Va !"),
    ("Hi.", "Salut !"),
    ("Run!", "Cours\u202f!"),
    ("I lost.", "J'ai perdu."),
    ("I'm home.", "Je suis chez moi."),
    ("He's calm.", "Il est calme."),
    ("I am very very very tired today.", "Je suis vraiment vraiment très fatigué aujourd'hui."),
    ("Go home.", "Rentre chez toi."),
    ("I'm calm.", "Je suis calme."),
    ("Zebras run.", "Les zèbres courent."),
]


@pytest.fixture
def corpus_file(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in CORPUS), encoding="utf-8")
    return path


def _d2l_rows(sentences, vocab, num_steps, *, target=False):
    """d2l's arrays as tokens: pad or trim tokens + <eos>, then <bos> in front of targets."""
    rows = []
    for sentence in sentences:
        tokens = [t if t in vocab else "<unk>" for t in sentence.split(" ") if t] + ["<eos>"]
        tokens = tokens[:num_steps] + ["<pad>"] * (num_steps - len(tokens))
        rows.append(["<bos>"] + tokens if target else tokens)
    return rows


def _tokens(ids, vocab):
    return [vocab.decode(row, strip_special=False) for row in ids]


# -- normalisation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Go.", "go ."),
        ("Cours\u202f!", "cours !"),                  # narrow no-break space before "!"
        ("Ça\u00a0alors !", "ça alors !"),           # no-break space
        ("Hello, world.", "hello , world ."),
        ("Wait...", "wait . . ."),                  # d2l splits every mark
        ("He's calm.", "he's calm ."),              # apostrophes stay inside the word
        ("Really ?", "really ?"),                   # already spaced: no second space
        ("I'M HOME.", "i'm home ."),
        (".", "."),                                 # nothing to put a space after
        ("", ""),
    ],
)
def test_normalize_as_d2l(text, expected):
    assert normalize(text) == expected


def test_tokenize_splits_at_spaces_and_drops_empty_tokens():
    assert tokenize("go .") == ["go", "."]
    assert tokenize("  a  b ") == ["a", "b"]
    assert tokenize("") == []
    assert tokenize(normalize("I'm home.")) == ["i'm", "home", "."]


@pytest.mark.parametrize("function", [normalize, tokenize])
def test_text_functions_refuse_non_strings(function):
    with pytest.raises(TypeError, match="text must be a str, got list"):
        function(["go", "."])


# -- vocabulary --------------------------------------------------------------------------------


def test_vocab_reserved_ids_then_frequency_then_alphabetical():
    vocab = Vocab([["b", "a", "c"], ["c", "a", "d"], ["c"]], min_freq=1)
    assert (vocab.pad, vocab.bos, vocab.eos, vocab.unk) == (0, 1, 2, 3)
    assert vocab.tokens[:4] == ("<pad>", "<bos>", "<eos>", "<unk>")
    # c: 3, a: 2, then b and d once each, in alphabetical order
    assert vocab.tokens[4:] == ("c", "a", "b", "d")
    assert vocab.token_freqs == (("c", 3), ("a", 2), ("b", 1), ("d", 1))
    assert len(vocab) == 8
    assert [vocab[t] for t in ("<pad>", "<bos>", "<eos>", "<unk>", "c", "d")] == [0, 1, 2, 3, 4, 7]


def test_vocab_is_deterministic_whatever_the_sentence_order():
    sentences = [tokenize(normalize(en)) for en, _ in CORPUS]
    first = Vocab(sentences, min_freq=1)
    again = Vocab(list(reversed(sentences)), min_freq=1)
    assert first.tokens == again.tokens


def test_vocab_min_freq_maps_rare_tokens_to_unk():
    vocab = Vocab([["go", "."], ["hi", "."], ["go", "home"]], min_freq=2)
    assert vocab.tokens == ("<pad>", "<bos>", "<eos>", "<unk>", ".", "go")
    assert vocab["hi"] == vocab.unk and vocab["never seen"] == vocab.unk
    assert "hi" not in vocab and "go" in vocab
    assert vocab.encode(["go", "home", "."]) == [5, 3, 4]


def test_vocab_encode_decode_round_trip():
    sentences = [tokenize(normalize(fr)) for _, fr in CORPUS]
    vocab = Vocab(sentences, min_freq=1)
    for tokens in sentences:
        ids = vocab.encode(tokens)
        assert vocab.decode(ids) == tokens
        assert vocab.decode(torch.tensor(ids)) == tokens


def test_vocab_decode_reads_model_output():
    vocab = Vocab([["va", "!"]], min_freq=1)
    ids = [vocab.bos, vocab["va"], vocab.unk, vocab["!"], vocab.eos, vocab["va"], vocab.pad]
    assert vocab.decode(ids) == ["va", "<unk>", "!"]  # stops at <eos>, keeps <unk>
    assert vocab.decode(ids, strip_special=False) == [
        "<bos>", "va", "<unk>", "!", "<eos>", "va", "<pad>"]


def test_vocab_reserved_tokens_in_the_text_are_not_duplicated():
    vocab = Vocab([["<pad>", "<unk>", "a"]], min_freq=1)
    assert vocab.tokens == ("<pad>", "<bos>", "<eos>", "<unk>", "a")


def test_vocab_repr_is_useful():
    text = repr(Vocab([["a", "a", "b"]], min_freq=2))
    assert text.startswith("Vocab(size=5, min_freq=2") and "most_common=['a']" in text


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: Vocab([["a"]], min_freq=0), ValueError, "min_freq must be a positive int, got 0"),
        (lambda: Vocab(["go .", "hi ."]), TypeError, r"sentences\[0\] must be a list of tokens"),
        (lambda: Vocab("go ."), TypeError, "sentences must be an iterable of token lists"),
        (lambda: Vocab([["a"]]).encode("a b"), TypeError, "tokens must be a list of tokens"),
        (lambda: Vocab([["a"]])[0], TypeError, "token must be a str, got int"),
        (lambda: Vocab([["a"]]).decode([0, 5]), ValueError, r"ids must be ints in \[0, 5\)"),
        (lambda: Vocab([["a"]]).decode([1.0]), ValueError, "ids must be ints"),
        (lambda: Vocab([["a"]]).decode(torch.zeros(2, 2, dtype=torch.long)), ValueError,
         "ids must be a 1-D integer tensor"),
    ],
)
def test_vocab_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


# -- padding -----------------------------------------------------------------------------------


def test_pad_or_truncate():
    assert pad_or_truncate([5, 6], 4, pad_id=0) == [5, 6, 0, 0]
    assert pad_or_truncate([5, 6, 7], 2, pad_id=0) == [5, 6]
    assert pad_or_truncate((5, 6), 2, pad_id=9) == [5, 6]
    assert pad_or_truncate([], 3, pad_id=1) == [1, 1, 1]
    with pytest.raises(ValueError, match="num_steps must be a positive int, got 0"):
        pad_or_truncate([1], 0, pad_id=0)
    with pytest.raises(TypeError, match="pad_id must be an int"):
        pad_or_truncate([1], 2, pad_id="<pad>")


# -- the data set ------------------------------------------------------------------------------


def test_tensors_match_d2ls_recipe_token_by_token(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=7, num_val=3, num_steps=6, min_freq=2,
                        vocab_from="all")
    pairs = data.train_pairs + data.val_pairs
    assert pairs == [(normalize(en), normalize(fr)) for en, fr in CORPUS]
    batches = (data.train, data.val)
    src = [row for b in batches for row in _tokens(b.src, data.src_vocab)]
    tgt_input = [row for b in batches for row in _tokens(b.tgt_input, data.tgt_vocab)]
    tgt_label = [row for b in batches for row in _tokens(b.tgt_label, data.tgt_vocab)]
    assert src == _d2l_rows([en for en, _ in pairs], data.src_vocab, 6)
    d2l_target = _d2l_rows([fr for _, fr in pairs], data.tgt_vocab, 6, target=True)
    assert tgt_input == [row[:-1] for row in d2l_target]
    assert tgt_label == [row[1:] for row in d2l_target]


def test_shapes_dtypes_and_valid_lengths(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=6, num_val=4, num_steps=5, min_freq=1)
    for split, n in (("train", 6), ("val", 4)):
        batch = data.split(split)
        assert isinstance(batch, TranslationBatch)
        assert batch.src.shape == batch.tgt_input.shape == batch.tgt_label.shape == (n, 5)
        assert batch.src_valid_len.shape == batch.tgt_valid_len.shape == (n,)
        assert all(t.dtype == torch.long for t in batch)
        assert torch.equal(batch.src_valid_len, (batch.src != data.src_vocab.pad).sum(1))
        assert torch.equal(batch.tgt_valid_len, (batch.tgt_label != data.tgt_vocab.pad).sum(1))
        assert torch.all(batch.tgt_input[:, 0] == data.tgt_vocab.bos)
        assert torch.equal(batch.tgt_input[:, 1:], batch.tgt_label[:, :-1])  # teacher forcing
    # "go ." -> go . <eos> <pad> <pad>: 3 valid steps
    assert data.train.src_valid_len[0] == 3
    assert data.src_vocab.decode(data.train.src[0], strip_special=False) == [
        "go", ".", "<eos>", "<pad>", "<pad>"]
    # the long sentence is cut at num_steps and loses its <eos>, as in d2l
    long = data.val.src[0]  # CORPUS[6], the first validation pair
    assert data.val.src_valid_len[0] == 5 and data.src_vocab.eos not in long.tolist()


def test_the_split_is_d2ls_and_reproducible(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=6, num_val=3, min_freq=1)
    expected = [(normalize(en), normalize(fr)) for en, fr in CORPUS]
    assert data.train_pairs == expected[:6] and data.val_pairs == expected[6:9]
    again = load_fra_eng(path=corpus_file, num_train=6, num_val=3, min_freq=1)
    assert again.src_vocab.tokens == data.src_vocab.tokens
    assert all(torch.equal(a, b) for a, b in zip(again.train + again.val, data.train + data.val,
                                                 strict=True))


def test_a_seeded_random_split_shuffles_the_same_pairs_reproducibly(corpus_file):
    state = torch.get_rng_state()
    first = load_fra_eng(path=corpus_file, num_train=6, num_val=4, min_freq=1, shuffle_seed=1)
    assert torch.equal(torch.get_rng_state(), state)  # the global generator is not used
    again = load_fra_eng(path=corpus_file, num_train=6, num_val=4, min_freq=1, shuffle_seed=1)
    other = load_fra_eng(path=corpus_file, num_train=6, num_val=4, min_freq=1, shuffle_seed=2)
    plain = load_fra_eng(path=corpus_file, num_train=6, num_val=4, min_freq=1)
    assert first.train_pairs == again.train_pairs and first.val_pairs == again.val_pairs
    assert sorted(first.train_pairs + first.val_pairs) == sorted(plain.train_pairs
                                                                 + plain.val_pairs)
    assert first.train_pairs != plain.train_pairs
    assert first.train_pairs != other.train_pairs


REPEATED = [  # English sentences with several translations, as in the real corpus
    ("Go.", "Va !"), ("Go.", "Bouge !"), ("Go.", "En route !"), ("Hi.", "Salut !"),
    ("Hi.", "Salut."), ("Run!", "Cours !"), ("Run!", "Courez !"), ("Wait.", "Attends."),
    ("I see.", "Je vois."), ("I try.", "J'essaye."), ("I won!", "J'ai gagné !"),
    ("I won!", "Je l'ai emporté !"), ("Stop!", "Arrête !"), ("Fire!", "Au feu !"),
]


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
@pytest.mark.parametrize("num_val", [1, 3, 4, 6])
def test_a_held_out_split_shares_no_english_sentence_with_training(tmp_path, seed, num_val):
    path = tmp_path / "fra.txt"
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in REPEATED), encoding="utf-8")
    state = torch.get_rng_state()
    data = load_fra_eng(path=path, num_train=len(REPEATED) - num_val, num_val=num_val,
                        min_freq=1, shuffle_seed=seed)
    assert torch.equal(torch.get_rng_state(), state)  # the global generator is not used
    assert len(data.val_pairs) == num_val and len(data.train_pairs) == len(REPEATED) - num_val
    assert not {en for en, _ in data.val_pairs} & {en for en, _ in data.train_pairs}
    everything = [(normalize(en), normalize(fr)) for en, fr in REPEATED]
    assert sorted(data.train_pairs + data.val_pairs) == sorted(everything)
    again = load_fra_eng(path=path, num_train=len(REPEATED) - num_val, num_val=num_val,
                         min_freq=1, shuffle_seed=seed)
    assert again.val_pairs == data.val_pairs and again.train_pairs == data.train_pairs


def test_held_out_splits_differ_from_seed_to_seed(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in REPEATED), encoding="utf-8")
    splits = {tuple(load_fra_eng(path=path, num_train=10, num_val=4, min_freq=1,
                                 shuffle_seed=seed).val_pairs) for seed in range(8)}
    assert len(splits) > 3


def test_a_held_out_split_that_cannot_be_made_says_why(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_text("Go.\tVa !\nGo.\tBouge !\nGo.\tFile !\n", encoding="utf-8")
    with pytest.raises(ValueError, match="num_val = 2 held-out pairs were asked for"):
        load_fra_eng(path=path, num_train=1, num_val=2, min_freq=1, shuffle_seed=0)


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5])
@pytest.mark.parametrize(("num_val", "num_test"), [(3, 3), (0, 4), (4, 1), (2, 5)])
def test_a_test_split_shares_no_english_sentence_with_the_other_splits(tmp_path, seed, num_val,
                                                                        num_test):
    path = tmp_path / "fra.txt"
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in REPEATED), encoding="utf-8")
    num_train = len(REPEATED) - num_val - num_test
    state = torch.get_rng_state()
    data = load_fra_eng(path=path, num_train=num_train, num_val=num_val, num_test=num_test,
                        min_freq=1, shuffle_seed=seed)
    assert torch.equal(torch.get_rng_state(), state)  # the global generator is not used
    assert (len(data.train_pairs), len(data.val_pairs), len(data.test_pairs)) == (
        num_train, num_val, num_test)
    english = [{en for en, _ in pairs}
               for pairs in (data.train_pairs, data.val_pairs, data.test_pairs)]
    assert not english[0] & english[2] and not english[1] & english[2]
    assert not english[0] & english[1]
    everything = [(normalize(en), normalize(fr)) for en, fr in REPEATED]
    assert sorted(data.train_pairs + data.val_pairs + data.test_pairs) == sorted(everything)
    # every translation in the corpus of a test sentence is in the test split
    sources, references = group_references(data.test_pairs)
    for source, french in zip(sources, references, strict=True):
        assert sorted(french) == sorted(fr for en, fr in everything if en == source)
    assert data.test.src.shape == (num_test, data.num_steps)
    assert data.split("test") is data.test
    # the same seed gives the same splits; the validation split is the one without a test split
    again = load_fra_eng(path=path, num_train=num_train, num_val=num_val, num_test=num_test,
                         min_freq=1, shuffle_seed=seed)
    assert (again.train_pairs, again.val_pairs, again.test_pairs) == (
        data.train_pairs, data.val_pairs, data.test_pairs)
    without = load_fra_eng(path=path, num_train=num_train + num_test, num_val=num_val,
                           min_freq=1, shuffle_seed=seed)
    assert without.val_pairs == data.val_pairs
    assert [pair for pair in without.train_pairs if pair not in data.test_pairs] == (
        data.train_pairs)


def test_a_test_split_needs_a_seed_and_enough_sentences(tmp_path, corpus_file):
    with pytest.raises(ValueError, match="num_test = 2 needs a shuffle_seed"):
        load_fra_eng(path=corpus_file, num_train=6, num_val=2, num_test=2, min_freq=1)
    path = tmp_path / "go.txt"
    path.write_text("Go.\tVa !\nGo.\tBouge !\nHi.\tSalut !\n", encoding="utf-8")
    with pytest.raises(ValueError, match="num_test = 1 held-out pairs were asked for"):
        load_fra_eng(path=path, num_train=1, num_val=1, num_test=1, min_freq=1,
                     shuffle_seed=0)
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)
    assert data.test is None and data.test_pairs == [] and "test=" not in repr(data)
    with pytest.raises(ValueError, match="no test split"):
        data.split("test")


def test_group_references_gathers_every_translation_in_order():
    pairs = [("go .", "va !"), ("hi .", "salut !"), ("go .", "bouge !"), ("go .", "va !")]
    assert group_references(pairs) == (["go .", "hi ."], [["va !", "bouge !", "va !"],
                                                          ["salut !"]])
    assert group_references([]) == ([], [])
    with pytest.raises(TypeError, match=r"pairs\[0\] must be a \(source, target\) pair"):
        group_references([("go .",)])


def test_num_steps_none_fits_the_longest_sentence(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1, num_steps=None)
    longest = max(len(s.split()) for pair in data.train_pairs + data.val_pairs for s in pair)
    assert data.num_steps == longest + 1
    assert data.src_vocab.eos in data.val.src[0].tolist()  # nothing cut, <eos> kept
    assert torch.all(data.train.tgt_valid_len == torch.tensor(
        [len(fr.split()) + 1 for _, fr in data.train_pairs]))


def _bucketed_data(tmp_path):
    path = tmp_path / "fra.txt"
    rows = [(" ".join(["go"] * (1 + i % 7)) + ".", " ".join(["va"] * (1 + (i * 3) % 5)) + " !")
            for i in range(40)]
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in rows), encoding="utf-8")
    return load_fra_eng(path=path, num_train=37, num_val=3, min_freq=1, num_steps=None)


def _pad_to(ids, steps):
    return torch.nn.functional.pad(ids, (0, steps - ids.shape[1]), value=0)  # (B, steps)


def test_a_bucketed_loader_yields_every_pair_once_trimmed_and_grouped_by_length(tmp_path):
    data = _bucketed_data(tmp_path)
    loader = data.loader("train", batch_size=5, shuffle=True, seed=3, bucket=True)
    assert isinstance(loader, BucketedLoader) and len(loader) == 8  # ceil(37 / 5)
    full = sorted(map(tuple, torch.cat([data.train.src, data.train.tgt_label], 1).tolist()))
    for _ in range(2):  # two epochs
        seen = []
        batches = list(loader)
        assert len(batches) == len(loader)
        for batch in batches:
            assert isinstance(batch, TranslationBatch)
            assert batch.src.shape[1] == int(batch.src_valid_len.max())  # no padding column
            assert batch.tgt_label.shape[1] == int(batch.tgt_valid_len.max())
            assert torch.equal(batch.tgt_input[:, 1:], batch.tgt_label[:, :-1])
            padded = [_pad_to(t, data.num_steps) for t in (batch.src, batch.tgt_label)]
            seen += [tuple(r) for r in torch.cat(padded, 1).tolist()]
            # similar lengths: a batch spans at most two source lengths (37 pairs, 7 lengths)
            assert int(batch.src_valid_len.max() - batch.src_valid_len.min()) <= 1
        assert sorted(seen) == full  # every pair once (some pairs occur twice in the file)


def test_a_bucketed_loader_is_reproducible_and_reshuffles_every_epoch(tmp_path):
    data = _bucketed_data(tmp_path)
    state = torch.get_rng_state()

    def epochs(seed, n=2):
        loader = data.loader("train", batch_size=4, shuffle=True, seed=seed, bucket=True)
        return [[b.src_valid_len.tolist() + b.src.flatten().tolist() for b in loader]
                for _ in range(n)]

    first = epochs(0)
    assert torch.equal(torch.get_rng_state(), state)
    assert epochs(0) == first and epochs(1) != first
    assert first[0] != first[1]  # a new order every epoch
    fixed = data.loader("train", batch_size=4, shuffle=False, bucket=True)
    lengths = [length for b in fixed for length in b.src_valid_len.tolist()]
    assert lengths == sorted(lengths)  # without shuffling: shortest first, every time
    assert [b.src.tolist() for b in fixed] == [b.src.tolist() for b in fixed]


def test_trimming_a_batch_changes_no_masked_loss(tmp_path):
    data = _bucketed_data(tmp_path)
    batch = data.train
    trimmed = trim_batch(batch)
    assert trimmed.src.shape[1] < batch.src.shape[1] or trimmed.tgt_label.shape[1] < \
        batch.tgt_label.shape[1] or batch.src_valid_len.max() == data.num_steps
    torch.manual_seed(0)
    logits = torch.randn(*batch.tgt_label.shape, len(data.tgt_vocab))
    steps = trimmed.tgt_label.shape[1]
    full = masked_cross_entropy(logits, batch.tgt_label, valid_lens=batch.tgt_valid_len)
    cut = masked_cross_entropy(logits[:, :steps], trimmed.tgt_label,
                               valid_lens=trimmed.tgt_valid_len)
    torch.testing.assert_close(full[0], cut[0])
    assert full[1] == cut[1]


def test_unknown_words_are_named_once_in_order(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)
    assert data.unknown_words("Zebras, zebras and I'm home!") == ["zebras", ",", "and"]
    assert data.unknown_words("I'm home.") == []
    with pytest.raises(TypeError, match="sentence must be a str"):
        data.unknown_words(["go"])


def test_vocabularies_come_from_the_training_pairs_only_by_default(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)
    # "zebras" only occurs in the last (validation) pair
    assert "zebras" not in data.src_vocab and "zèbres" not in data.tgt_vocab
    assert data.val.src[1, 0] == data.src_vocab.unk
    assert data.val.tgt_label[1, 1] == data.tgt_vocab.unk
    everything = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1,
                              vocab_from="all")
    assert "zebras" in everything.src_vocab and "zèbres" in everything.tgt_vocab


def test_encode_source_encodes_a_new_sentence(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1, num_steps=6)
    src, src_valid_lens = data.encode_source("I'm home, Zebras!")
    assert src.shape == (1, 6) and src_valid_lens.tolist() == [6]
    assert data.src_vocab.decode(src[0], strip_special=False) == [
        "i'm", "home", "<unk>", "<unk>", "!", "<eos>"]  # "," and "zebras" are unknown
    with pytest.raises(TypeError, match="sentence must be a str"):
        data.encode_source(["go"])


def test_loader_batches(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=7, num_val=3, num_steps=6, min_freq=1)
    batches = list(data.loader("train", batch_size=3, shuffle=False))
    assert [b.src.shape for b in batches] == [(3, 6), (3, 6), (1, 6)]
    assert all(isinstance(b, TranslationBatch) for b in batches)
    assert all(t.dtype == torch.long for b in batches for t in b)
    assert [b.src_valid_len.shape for b in batches] == [(3,), (3,), (1,)]
    assert torch.equal(torch.cat([b.src for b in batches]), data.train.src)  # in order
    src, src_valid_lens, tgt_input, tgt_label, tgt_valid_len = batches[0]  # unpacks as a tuple
    assert tgt_input.shape == tgt_label.shape == (3, 6) and tgt_valid_len.shape == (3,)


def test_loader_shuffles_reproducibly_without_the_global_generator(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)

    def order(seed):
        return torch.cat([b.src for b in data.loader("train", batch_size=3, shuffle=True,
                                                     seed=seed)])

    state = torch.get_rng_state()
    first = order(0)
    list(data.loader("val", batch_size=2, shuffle=False))
    assert torch.equal(torch.get_rng_state(), state)
    assert torch.equal(order(0), first)
    assert not torch.equal(first, data.train.src)
    assert sorted(map(tuple, first.tolist())) == sorted(map(tuple, data.train.src.tolist()))
    loader = data.loader("train", batch_size=8, shuffle=True, seed=0)
    first_epoch, second_epoch = next(iter(loader)).src, next(iter(loader)).src
    assert not torch.equal(first_epoch, second_epoch)  # a new order every epoch


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"split": "dev", "batch_size": 2, "shuffle": False}, ValueError,
         "split must be 'train', 'val' or 'test', got 'dev'"),
        ({"split": "test", "batch_size": 2, "shuffle": False}, ValueError,
         "this data set has no test split"),
        ({"split": "train", "batch_size": 0, "shuffle": False}, ValueError,
         "batch_size must be a positive int, got 0"),
        ({"split": "train", "batch_size": 2, "shuffle": True}, ValueError,
         "shuffle=True needs a seed"),
        ({"split": "train", "batch_size": 2, "shuffle": 1}, TypeError, "shuffle must be True"),
        ({"split": "train", "batch_size": 2, "shuffle": False, "bucket": "yes"}, TypeError,
         "bucket must be True or False, got 'yes'"),
    ],
)
def test_loader_errors(corpus_file, kwargs, error, message):
    data = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)
    with pytest.raises(error, match=message):
        data.loader(kwargs.pop("split"), **kwargs)


def test_asking_for_more_pairs_than_the_file_has_names_both_numbers_and_the_file(corpus_file):
    with pytest.raises(ValueError) as error:
        load_fra_eng(path=corpus_file, num_train=8, num_val=5)
    message = str(error.value)
    assert "8 + 5 = 13" in message and "only 10 pairs" in message and str(corpus_file) in message


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"num_train": 0}, "num_train must be a positive int, got 0"),
        ({"num_val": -1}, "num_val must be a non-negative int, got -1"),
        ({"num_steps": 2.5}, "num_steps must be a positive int or None, got 2.5"),
        ({"min_freq": True}, "min_freq must be a positive int, got True"),
        ({"shuffle_seed": -3}, "shuffle_seed must be a non-negative int, got -3"),
        ({"vocab_from": "val"}, "vocab_from must be 'train' or 'all', got 'val'"),
    ],
)
def test_load_fra_eng_errors_name_the_argument(corpus_file, kwargs, message):
    with pytest.raises(ValueError, match=message):
        load_fra_eng(path=corpus_file, **{"num_train": 4, "num_val": 2, **kwargs})


def test_no_validation_split_is_allowed(corpus_file):
    data = load_fra_eng(path=corpus_file, num_train=10, num_val=0, min_freq=1, num_steps=4)
    assert data.val.src.shape == (0, 4) and data.val_pairs == []
    assert "train=10 pairs, val=0 pairs" in repr(data)


def test_from_pairs_encodes_as_load_fra_eng_does(corpus_file):
    loaded = load_fra_eng(path=corpus_file, num_train=7, num_val=3, min_freq=1, num_steps=None,
                          shuffle_seed=0)
    state = torch.get_rng_state()
    built = TranslationData.from_pairs(loaded.train_pairs, loaded.val_pairs, min_freq=1)
    assert torch.equal(torch.get_rng_state(), state)
    assert built.src_vocab.tokens == loaded.src_vocab.tokens
    assert built.tgt_vocab.tokens == loaded.tgt_vocab.tokens
    assert built.num_steps == loaded.num_steps and built.path is None
    assert built.train_pairs == loaded.train_pairs and built.val_pairs == loaded.val_pairs
    for split in ("train", "val"):
        for ours, theirs in zip(built.split(split), loaded.split(split), strict=True):
            assert torch.equal(ours, theirs)


def test_from_pairs_takes_its_vocabularies_from_the_training_pairs_only(corpus_file):
    full = load_fra_eng(path=corpus_file, num_train=8, num_val=2, min_freq=1)
    subset = TranslationData.from_pairs(full.train_pairs[:3], full.val_pairs, min_freq=1,
                                        num_steps=full.num_steps)
    assert subset.num_steps == full.num_steps and subset.val_pairs == full.val_pairs
    words = {w for en, _ in full.train_pairs[:3] for w in en.split()}
    assert set(subset.src_vocab.tokens) == set(Vocab.RESERVED) | words
    # the validation split is encoded with the subset's (smaller) vocabulary
    assert _tokens(subset.val.src, subset.src_vocab) == _d2l_rows(
        [en for en, _ in full.val_pairs], subset.src_vocab, full.num_steps)


def test_from_pairs_normalises_raw_pairs_and_leaves_normalised_ones_alone():
    raw = TranslationData.from_pairs([("Go.", "Va\u202f!"), ("Hi.", "Salut !")],
                                     [("Go!", "File !")], min_freq=1)
    assert raw.train_pairs == [("go .", "va !"), ("hi .", "salut !")]
    assert raw.val_pairs == [("go !", "file !")]
    again = TranslationData.from_pairs(raw.train_pairs, raw.val_pairs, min_freq=1)
    assert again.train_pairs == raw.train_pairs and again.val_pairs == raw.val_pairs


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "message"),
    [
        (([], []), {}, ValueError, "train_pairs must hold at least one pair, got none"),
        (("go .\tva !", []), {}, TypeError, "train_pairs must be a list of"),
        (([("go .", "va !")], [("go .",)]), {}, TypeError, r"val_pairs\[0\] must be a"),
        (([("go .", 3)], []), {}, TypeError, r"train_pairs\[0\] must be a"),
        (([("go .", "va !")], []), {"num_steps": 0}, ValueError,
         "num_steps must be a positive int or None, got 0"),
        (([("go .", "va !")], []), {"min_freq": 0}, ValueError,
         "min_freq must be a positive int, got 0"),
    ],
)
def test_from_pairs_errors_name_the_argument(args, kwargs, error, message):
    with pytest.raises(error, match=message):
        TranslationData.from_pairs(*args, **kwargs)


# -- the real corpus ---------------------------------------------------------------------------


def _shared_file():
    folder = os.environ.get(dl.DATA_DIR_ENV)
    path = Path(folder) / "fra-eng" / "fra.txt" if folder else None
    if path is None or not path.is_file():
        pytest.skip(f"{dl.DATA_DIR_ENV} is not set or has no fra-eng/fra.txt")
    return path


def test_the_shared_corpus_gives_d2ls_training_data():
    path = _shared_file()
    data = load_fra_eng(progress=False)  # found through ATTNVIZ_DATA_DIR
    assert data.path == path
    assert data.train_pairs[0] == ("go .", "va !")
    assert len(data.train_pairs) == 512 and len(data.val_pairs) == 128
    assert data.train.src.shape == (512, 9) and data.val.tgt_label.shape == (128, 9)
    # d2l's example sentences are all in the training vocabularies
    for en, fr in [("go .", "va !"), ("i lost .", "j'ai perdu ."),
                   ("he's calm .", "il est calme ."), ("i'm home .", "je suis chez moi .")]:
        assert data.src_vocab.unk not in data.src_vocab.encode(tokenize(en)), en
        assert data.tgt_vocab.unk not in data.tgt_vocab.encode(tokenize(fr)), fr
    # vocabularies as d2l builds them (from all 640 pairs) agree with d2l's recipe
    d2l = load_fra_eng(path=path, vocab_from="all")
    pairs = d2l.train_pairs + d2l.val_pairs
    src = _tokens(torch.cat([d2l.train.src, d2l.val.src]), d2l.src_vocab)
    assert src == _d2l_rows([en for en, _ in pairs], d2l.src_vocab, 9)
    assert len(d2l.src_vocab) > len(data.src_vocab)


def test_the_shared_corpus_is_read_whole_without_skipping():
    text = read_pairs(_shared_file())
    assert len(text) == 18065 and text.skipped == 0
    assert text.pairs[0] == ("Go.", "Va !")


def test_the_shared_corpus_test_split_holds_whole_unseen_sentences():
    _shared_file()
    data = load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000, num_steps=None,
                        shuffle_seed=0, progress=False)
    english = [{en for en, _ in pairs}
               for pairs in (data.train_pairs, data.val_pairs, data.test_pairs)]
    assert not english[2] & (english[0] | english[1])
    # the chapters' split: the validation pairs are those held out without a test split
    assert data.val_pairs == load_fra_eng(num_train=17_065, num_val=1_000, num_steps=None,
                                          shuffle_seed=0, progress=False).val_pairs
    sources, references = group_references(data.test_pairs)
    assert len(sources) > 500 and sum(map(len, references)) == 1_000
    assert max(map(len, references)) > 5  # some sentences have many references
