"""Batched decoding and beam search: each equals its one-sentence or greedy oracle.

Oracles: :func:`attnviz.greedy_decode` on each sentence alone and unpadded; the rows of a state
reordered with ``reorder_state`` equal a fresh decoding of the reordered sources; beam search's
log-probabilities equal an independent teacher-forced scoring (and a step-by-step loop); a
hand-built decoder whose best sequence greedy decoding misses; ``translate(...).text``.
"""

import itertools
import math

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import attnviz
from attnviz.inspection.translate import translate, translate_batch
from attnviz.mechanism.cache import KVCache, MemoryCache
from attnviz.models.decoding import (
    Hypothesis,
    beam_search,
    greedy_decode,
    greedy_decode_batch,
    sequence_log_probs,
)
from attnviz.models.encoder_decoder import EncoderDecoder
from attnviz.models.seq2seq import Seq2SeqConfig, make_seq2seq
from attnviz.models.transformer import TransformerConfig, make_transformer

NAMES = ["transformer", "bahdanau", "plain"]
BOS, EOS = 1, 2

# -- models ------------------------------------------------------------------------------------


def _random_models():
    """Untrained models (source vocabulary 30, target 12) whose outputs end at varied lengths.

    An untrained decoder picks ``<eos>`` always or never; raising its output bias for ``<eos>``
    (and, for the GRUs, sharpening its logits) makes some outputs stop after a few tokens and
    others run to ``max_len``.
    """
    makers = {
        "transformer": lambda: make_transformer(TransformerConfig(
            src_vocab_size=30, tgt_vocab_size=12, d_model=32, num_heads=4, ffn_dim=64,
            max_len=20)),
        "bahdanau": lambda: make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=12,
                                                       embed_dim=16, hidden_dim=32)),
        "plain": lambda: make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=12,
                                                    embed_dim=16, hidden_dim=32,
                                                    attention=False)),
    }
    seeds = {"transformer": 0, "bahdanau": 1, "plain": 6}  # chosen for varied output lengths
    models = {}
    for name, make in makers.items():
        torch.manual_seed(seeds[name])  # each model's weights independent of the others' init
        models[name] = make()
    scale_and_eos_bias = {"transformer": (1.0, 2.5), "bahdanau": (5.0, 0.5), "plain": (5.0, 0.5)}
    with torch.no_grad():
        for name, model in models.items():
            scale, eos_bias = scale_and_eos_bias[name]
            model.decoder.output.weight.mul_(scale)
            model.decoder.output.bias[EOS] += eos_bias
    return {name: model.eval() for name, model in models.items()}


def _sources(seed, batch=12, steps=7):
    """Padded sources ``(B, Tk)`` of varied lengths ``(B,)`` (padding id 0 after the end)."""
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(1, steps + 1, (batch,), generator=g)
    lengths[0] = steps  # the batch is as wide as its longest sentence
    src = torch.randint(4, 30, (batch, steps), generator=g)
    src = src.masked_fill(torch.arange(steps) >= lengths[:, None], 0)
    return src, lengths


# A tiny language pair: the French puts the adjective after the noun.
WORDS = {"i": "je", "you": "tu", "he": "il", "we": "nous", "see": "vois", "like": "aime",
         "eat": "mange", "the": "le", "a": "un", "cat": "chat", "dog": "chien",
         "apple": "pomme", "bread": "pain", "big": "grand", "small": "petit"}


def _pairs():
    pairs = []
    for subject, verb, det, adjective, noun in itertools.product(
            ["i", "you", "he", "we"], ["see", "like", "eat"], ["the", "a"], ["", "big", "small"],
            ["cat", "dog", "apple", "bread"]):
        english = [subject, verb, det, *([adjective] if adjective else []), noun]
        french = [WORDS[subject], WORDS[verb], WORDS[det], WORDS[noun],
                  *([WORDS[adjective]] if adjective else [])]
        pairs.append((" ".join(english).capitalize() + ".", " ".join(french).capitalize() + "."))
    order = torch.randperm(len(pairs), generator=torch.Generator().manual_seed(0))
    return [pairs[i] for i in order[:72].tolist()]


def _train(model, data, steps=40):
    """A few full-batch Adam steps: enough for outputs of varied lengths that follow the source."""
    batch = data.train
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-2)
    model.train()
    for _ in range(steps):
        logits = model(batch.src, batch.src_valid_len, batch.tgt_input)
        loss = F.cross_entropy(logits.transpose(1, 2), batch.tgt_label,
                               ignore_index=data.tgt_vocab.pad)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return model.eval()


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """``(data, {name: model})``: the three kinds of model, briefly trained on the tiny pairs."""
    path = tmp_path_factory.mktemp("corpus") / "fra.txt"
    path.write_text("".join(f"{en}\t{fr}\n" for en, fr in _pairs()), encoding="utf-8")
    data = attnviz.load_fra_eng(num_train=64, num_val=8, num_steps=8, min_freq=1, path=path,
                                progress=False)
    src_size, tgt_size = len(data.src_vocab), len(data.tgt_vocab)
    makers = {
        "transformer": lambda: make_transformer(TransformerConfig(
            src_vocab_size=src_size, tgt_vocab_size=tgt_size, d_model=16, num_heads=2,
            ffn_dim=32, num_layers=1, dropout=0.0, max_len=16)),
        "bahdanau": lambda: make_seq2seq(Seq2SeqConfig(
            src_vocab_size=src_size, tgt_vocab_size=tgt_size, embed_dim=8, hidden_dim=16,
            num_layers=1, dropout=0.0)),
        "plain": lambda: make_seq2seq(Seq2SeqConfig(
            src_vocab_size=src_size, tgt_vocab_size=tgt_size, embed_dim=8, hidden_dim=16,
            num_layers=1, dropout=0.0, attention=False)),
    }
    models = {}
    for name, make in makers.items():
        torch.manual_seed(0)  # each model's init independent of the others'
        models[name] = _train(make(), data)
    return data, models


def _trained_batch(data):
    """The encoded training and validation sources, padded ``(B, T)``, with lengths ``(B,)``."""
    return (torch.cat([data.train.src, data.val.src]),
            torch.cat([data.train.src_valid_len, data.val.src_valid_len]))


def _one_by_one(model, src, lengths, **kwargs):
    """The oracle: greedy_decode on each sentence alone, without its padding."""
    return [greedy_decode(model, src[i: i + 1, : int(lengths[i])], lengths[i: i + 1], **kwargs)
            for i in range(src.shape[0])]


# -- a hand-built model where greedy decoding is myopic ----------------------------------------


class _ToyEncoder(nn.Module):
    """Ignores the source: memory ``(B, Tk, 1)`` of zeros."""

    def forward(self, src, valid_lens):
        return torch.zeros(*src.shape, 1), None


class _MarkovDecoder(nn.Module):
    """Next-token log-probabilities ``table[last token]``: fixed, depending on the prefix."""

    def __init__(self, table):
        super().__init__()
        self.table = nn.Parameter(table.log(), requires_grad=False)  # (V, V)

    @property
    def vocab_size(self):
        return self.table.shape[0]

    def init_state(self, enc_outputs, src_valid_lens, extra):
        return {"steps": 0}

    def forward(self, tgt, state):
        return self.table[tgt], {"steps": state["steps"] + tgt.shape[1]}


class _ReorderingMarkovDecoder(_MarkovDecoder):
    def reorder_state(self, state, index):
        return dict(state)


def _myopic_model(reorder=True):
    """Tokens ``<pad> <bos> <eos> a b``. Greedy takes ``a`` (0.55) then ``<eos>`` (0.4): 0.22;
    ``b`` (0.45) then ``<eos>`` (0.9) is 0.405, which a beam of two finds."""
    table = torch.full((5, 5), 1e-6)
    table[BOS, 3], table[BOS, 4] = 0.55, 0.45  # after <bos>: a, b
    table[3, EOS], table[3, 3], table[3, 4] = 0.4, 0.3, 0.3  # after a
    table[4, EOS], table[4, 3], table[4, 4] = 0.9, 0.05, 0.05  # after b
    table[EOS, EOS] = table[0, EOS] = 1.0
    table = table / table.sum(dim=1, keepdim=True)
    decoder = (_ReorderingMarkovDecoder if reorder else _MarkovDecoder)(table)
    return EncoderDecoder(_ToyEncoder(), decoder).eval(), table.log()


# -- reorder_state and KVCache.select ----------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_reorder_state_equals_decoding_the_reordered_sources_and_keeps_the_old_state(name):
    model = _random_models()[name]
    src, lengths = _sources(1, batch=3)
    tgt = torch.randint(4, 12, (3, 4), generator=torch.Generator().manual_seed(2))
    index = torch.tensor([2, 0, 0, 1])
    with torch.no_grad():
        state = model.start(src, lengths)
        _, state = model.decoder(tgt[:, :2], state)  # two steps in, caches filled
        reordered = model.decoder.reorder_state(state, index)
        new_logits, _ = model.decoder(tgt[index, 2:], reordered)
        old_logits, _ = model.decoder(tgt[:, 2:], state)  # the old state is still good
        oracle = model(src[index], lengths[index], tgt[index])  # the reordered rows from scratch
        full = model(src, lengths, tgt)
    torch.testing.assert_close(new_logits, oracle[:, 2:], atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(old_logits, full[:, 2:], atol=1e-5, rtol=1e-4)


@pytest.mark.parametrize("name", NAMES)
def test_reorder_state_refuses_a_bad_index(name):
    model = _random_models()[name]
    src, lengths = _sources(1, batch=3)
    state = model.start(src, lengths)
    with pytest.raises(ValueError, match=r"index must hold row numbers in \[0, 3\) for a batch "
                                         r"of 3 rows, got 3"):
        model.decoder.reorder_state(state, torch.tensor([0, 3]))
    with pytest.raises(ValueError, match=r"got -1"):
        model.decoder.reorder_state(state, torch.tensor([-1]))
    with pytest.raises(TypeError, match="index must hold integer row numbers"):
        model.decoder.reorder_state(state, torch.tensor([0.0, 1.0]))
    with pytest.raises(ValueError, match=r"index must be a 1-D tensor shaped \(B_new,\), got "
                                         r"shape \(1, 2\)"):
        model.decoder.reorder_state(state, torch.tensor([[0, 1]]))


def test_kv_cache_select_copies_rows_and_a_memory_stays_a_memory():
    keys, values = torch.randn(3, 2, 4, 5), torch.randn(3, 2, 4, 5)
    cache = MemoryCache(keys=keys, values=values)
    picked = cache.select(torch.tensor([2, 2, 0]))
    assert isinstance(picked, MemoryCache) and len(picked) == 4
    torch.testing.assert_close(picked.keys, keys[[2, 2, 0]])
    torch.testing.assert_close(picked.values, values[[2, 2, 0]])
    picked.keys.zero_()  # a copy: the old cache is untouched
    assert cache.keys is keys and keys.abs().sum() > 0
    empty = KVCache().select(torch.tensor([0, 0]))
    assert empty.keys is None and type(empty) is KVCache
    with pytest.raises(ValueError, match=r"rows must hold row numbers in \[0, 3\)"):
        cache.select(torch.tensor([5]))


# -- greedy_decode_batch -----------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_greedy_decode_batch_equals_greedy_decode_on_each_sentence_of_a_random_model(name):
    model = _random_models()[name]
    for seed in range(3):
        src, lengths = _sources(seed)
        batched = greedy_decode_batch(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=9)
        assert batched == _one_by_one(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=9)
        sizes = {len(ids) for ids in batched}
        assert len(sizes) > 1 and 9 in sizes  # some stop early, some run to max_len
        assert all(ids[-1] == EOS and EOS not in ids[:-1] for ids in batched if len(ids) < 9)


@pytest.mark.parametrize("name", NAMES)
def test_greedy_decode_batch_equals_greedy_decode_on_each_sentence_of_a_trained_model(
        trained, name):
    data, models = trained
    src, lengths = _trained_batch(data)
    kwargs = {"bos_id": data.tgt_vocab.bos, "eos_id": data.tgt_vocab.eos, "max_len": 10}
    batched = greedy_decode_batch(models[name], src, lengths, **kwargs)
    assert batched == _one_by_one(models[name], src, lengths, **kwargs)
    assert len({len(ids) for ids in batched}) > 1


def test_greedy_decode_batch_without_eos_without_reorder_state_and_with_no_sentence():
    model = _random_models()["transformer"]
    src, lengths = _sources(4, batch=3)
    ids = greedy_decode_batch(model, src, lengths, bos_id=BOS, eos_id=None, max_len=6)
    assert [len(row) for row in ids] == [6, 6, 6]
    assert ids == _one_by_one(model, src, lengths, bos_id=BOS, eos_id=None, max_len=6)
    assert greedy_decode_batch(model, src[:0], lengths[:0], bos_id=BOS, eos_id=EOS,
                               max_len=6) == []
    toy, _ = _myopic_model(reorder=False)  # finished rows cannot leave the batch: still right
    assert greedy_decode_batch(toy, torch.ones(2, 3, dtype=torch.long), torch.tensor([3, 1]),
                               bos_id=BOS, eos_id=EOS, max_len=5) == [[3, EOS], [3, EOS]]


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"src": torch.ones(4, dtype=torch.long)}, ValueError,
         r"src must be a 2-D tensor shaped \(B, Tk\), got shape \(4,\)"),
        ({"src_valid_lens": torch.tensor([3, 3])}, ValueError,
         r"src_valid_lens must hold one length per sequence, shaped \(B,\) = \(3,\), got shape "
         r"\(2,\)"),
        ({"max_len": 0}, ValueError, "max_len must be a positive int, got 0"),
        ({"bos_id": 12}, ValueError,
         r"bos_id must be a token id in \[0, 12\) for the model's target vocabulary of 12 "
         "tokens, got 12"),
        ({"eos_id": -1}, ValueError, r"eos_id must be a token id in \[0, 12\)"),
    ],
)
@pytest.mark.parametrize("decode", [greedy_decode_batch, beam_search])
def test_batched_decoders_check_their_arguments(decode, kwargs, error, message):
    model = _random_models()["bahdanau"]
    arguments = {"src": torch.ones(3, 4, dtype=torch.long),
                 "src_valid_lens": torch.tensor([4, 2, 1]), "bos_id": BOS, "eos_id": EOS,
                 "max_len": 5, **kwargs}
    src, src_valid_lens = arguments.pop("src"), arguments.pop("src_valid_lens")
    with pytest.raises(error, match=message):
        decode(model, src, src_valid_lens, **arguments)


# -- beam_search -------------------------------------------------------------------------------


def _greedy_scores(model, src, lengths, length_penalty, **kwargs):
    outputs = _one_by_one(model, src, lengths, **kwargs)
    log_probs = sequence_log_probs(model, src, lengths, outputs, bos_id=kwargs["bos_id"])
    return outputs, [log_prob / len(ids) ** length_penalty
                     for log_prob, ids in zip(log_probs, outputs, strict=True)]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("length_penalty", [0.0, 1.0, 2.0])
def test_a_beam_of_one_is_greedy_decoding(name, length_penalty):
    model = _random_models()[name]
    src, lengths = _sources(5)
    hypotheses = beam_search(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=9,
                             beam_size=1, length_penalty=length_penalty)
    outputs = _one_by_one(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=9)
    assert [h.tokens for h in hypotheses] == outputs


@pytest.mark.parametrize("name", NAMES)
def test_a_beam_of_one_is_greedy_decoding_for_a_trained_model(trained, name):
    data, models = trained
    src, lengths = _trained_batch(data)
    kwargs = {"bos_id": data.tgt_vocab.bos, "eos_id": data.tgt_vocab.eos, "max_len": 10}
    hypotheses = beam_search(models[name], src, lengths, beam_size=1, **kwargs)
    assert [h.tokens for h in hypotheses] == _one_by_one(models[name], src, lengths, **kwargs)


@pytest.mark.parametrize("name", NAMES)
def test_beam_log_probs_are_the_models_and_never_score_below_greedy(name):
    model = _random_models()[name]
    better = 0
    for seed, beam_size, length_penalty in itertools.product(range(3), [2, 4], [0.0, 0.6, 1.0]):
        src, lengths = _sources(10 + seed)
        hypotheses = beam_search(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=8,
                                 beam_size=beam_size, length_penalty=length_penalty)
        scored = sequence_log_probs(model, src, lengths, [h.tokens for h in hypotheses],
                                    bos_id=BOS)
        _, greedy = _greedy_scores(model, src, lengths, length_penalty, bos_id=BOS, eos_id=EOS,
                                   max_len=8)
        for hypothesis, log_prob, greedy_score in zip(hypotheses, scored, greedy, strict=True):
            assert isinstance(hypothesis, Hypothesis) and 1 <= len(hypothesis.tokens) <= 8
            assert EOS not in hypothesis.tokens[:-1]
            assert hypothesis.log_prob == pytest.approx(log_prob, abs=1e-4)
            assert hypothesis.score == pytest.approx(
                hypothesis.log_prob / len(hypothesis.tokens) ** length_penalty, abs=1e-12)
            assert hypothesis.score >= greedy_score - 1e-5
            better += hypothesis.score > greedy_score + 1e-4
    assert better > 0  # the search finds better outputs than greedy, not only greedy's


@pytest.mark.parametrize("name", NAMES)
def test_beam_search_on_a_trained_model_never_scores_below_greedy(trained, name):
    data, models = trained
    src, lengths = _trained_batch(data)
    kwargs = {"bos_id": data.tgt_vocab.bos, "eos_id": data.tgt_vocab.eos, "max_len": 10}
    hypotheses = beam_search(models[name], src, lengths, beam_size=3, **kwargs)
    scored = sequence_log_probs(models[name], src, lengths, [h.tokens for h in hypotheses],
                                bos_id=kwargs["bos_id"])
    _, greedy = _greedy_scores(models[name], src, lengths, 1.0, **kwargs)
    for hypothesis, log_prob, greedy_score in zip(hypotheses, scored, greedy, strict=True):
        assert hypothesis.log_prob == pytest.approx(log_prob, abs=1e-4)
        assert hypothesis.score >= greedy_score - 1e-5


def test_a_beam_of_two_finds_what_myopic_greedy_decoding_misses():
    model, log_table = _myopic_model()
    src, lengths = torch.ones(3, 2, dtype=torch.long), torch.tensor([2, 1, 2])
    kwargs = {"bos_id": BOS, "eos_id": EOS, "max_len": 5}
    assert greedy_decode_batch(model, src, lengths, **kwargs) == [[3, EOS]] * 3
    for length_penalty in (0.0, 1.0):
        greedy, = beam_search(model, src[:1], lengths[:1], beam_size=1,
                              length_penalty=length_penalty, **kwargs)
        assert greedy.tokens == [3, EOS]
        assert greedy.log_prob == pytest.approx(math.log(0.55 * 0.4), abs=1e-5)
        hypotheses = beam_search(model, src, lengths, beam_size=2, length_penalty=length_penalty,
                                 **kwargs)
        expected = float(log_table[BOS, 4] + log_table[4, EOS])  # log(0.45 * 0.9)
        for hypothesis in hypotheses:
            assert hypothesis.tokens == [4, EOS]
            assert hypothesis.log_prob == pytest.approx(expected, abs=1e-5)
            assert hypothesis.score == pytest.approx(expected / 2 ** length_penalty, abs=1e-5)


def test_beam_search_without_eos_runs_to_max_len():
    model = _random_models()["plain"]
    src, lengths = _sources(6, batch=4)
    hypotheses = beam_search(model, src, lengths, bos_id=BOS, eos_id=None, max_len=5,
                             beam_size=3, length_penalty=0.0)
    assert [len(h.tokens) for h in hypotheses] == [5] * 4
    greedy = _one_by_one(model, src, lengths, bos_id=BOS, eos_id=None, max_len=5)
    greedy_log_probs = sequence_log_probs(model, src, lengths, greedy, bos_id=BOS)
    assert all(h.log_prob >= g - 1e-5 for h, g in zip(hypotheses, greedy_log_probs, strict=True))
    assert beam_search(model, src[:0], lengths[:0], bos_id=BOS, eos_id=EOS, max_len=5) == []


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"beam_size": 0}, "beam_size must be a positive int, got 0"),
        ({"beam_size": 2.0}, "beam_size must be a positive int, got 2.0"),
        ({"length_penalty": -0.5}, "length_penalty must be a finite number >= 0, got -0.5"),
        ({"length_penalty": float("nan")}, "length_penalty must be a finite number >= 0, got nan"),
        ({"length_penalty": True}, "length_penalty must be a finite number >= 0, got True"),
    ],
)
def test_beam_search_checks_the_beam_and_the_length_penalty(kwargs, message):
    model = _random_models()["plain"]
    src, lengths = _sources(7, batch=2)
    with pytest.raises(ValueError, match=f"^{message}$"):
        beam_search(model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=4, **kwargs)


def test_beam_search_needs_reorder_state():
    model, _ = _myopic_model(reorder=False)
    with pytest.raises(TypeError, match=r"beam_search needs a decoder with a "
                                        r"reorder_state\(state, index\) method .* "
                                        r"model.decoder \(_MarkovDecoder\) has none; use "
                                        "greedy_decode_batch instead"):
        beam_search(model, torch.ones(1, 2, dtype=torch.long), torch.tensor([2]), bos_id=BOS,
                    eos_id=EOS, max_len=3)


# -- sequence_log_probs ------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_sequence_log_probs_equal_a_step_by_step_loop_on_each_sentence(name):
    model = _random_models()[name]
    src, lengths = _sources(8, batch=4)
    outputs = [[5, 6, EOS], [7], [], [4, 4, 9, 11, 3]]
    scored = sequence_log_probs(model, src, lengths, outputs, bos_id=BOS)
    for i, output in enumerate(outputs):
        expected = 0.0
        with torch.no_grad():
            state = model.start(src[i: i + 1, : int(lengths[i])], lengths[i: i + 1])
            previous = BOS
            for token in output:
                logits, state = model.decoder(torch.tensor([[previous]]), state)
                expected += float(logits[0, -1].log_softmax(dim=-1)[token])
                previous = token
        assert scored[i] == pytest.approx(expected, abs=1e-4)
    assert scored[2] == 0.0


@pytest.mark.parametrize(
    ("outputs", "error", "message"),
    [
        ([[3], [4]], ValueError,
         r"outputs must hold one list of token ids per sentence of src, B = 3, got 2"),
        ("abc", TypeError, "outputs must be a list of B = 3 lists of token ids, got str"),
        ([[3], "ab", [4]], TypeError, r"outputs\[1\] must be a list of token ids, got str"),
        ([[3], [12], [4]], ValueError,
         r"outputs\[1\] must be a list of token ids, each a token id in \[0, 12\) for the "
         "model's target vocabulary, got 12"),
        ([[3], [4.0], [4]], ValueError, r"outputs\[1\] must be .*, got 4.0"),
    ],
)
def test_sequence_log_probs_checks_the_outputs(outputs, error, message):
    model = _random_models()["transformer"]
    src, lengths = _sources(9, batch=3)
    with pytest.raises(error, match=message):
        sequence_log_probs(model, src, lengths, outputs, bos_id=BOS)


# -- translate and translate_batch -------------------------------------------------------------


def _sentences(data):
    """About 30 English sentences: seen in training, unseen, with unknown words, a long one."""
    seen = [en for en, _ in data.train_pairs[:18]]
    unseen = [en for en, _ in data.val_pairs]
    return [*seen, *unseen, "We eat the big zebra.", "I", "Dogs like cats!",
            "you see a small small small big cat ."]


@pytest.mark.parametrize("name", NAMES)
def test_translate_batch_equals_translate_sentence_by_sentence(trained, name):
    data, models = trained
    sentences = _sentences(data)
    expected = [translate(models[name], data, sentence).text for sentence in sentences]
    assert translate_batch(models[name], data, sentences, batch_size=7) == expected
    assert translate_batch(models[name], data, sentences[:1]) == expected[:1]
    assert translate_batch(models[name], data, []) == []
    assert len(set(expected)) > 10 and all(expected)


@pytest.mark.parametrize("name", ["transformer", "bahdanau"])
def test_translate_and_translate_batch_with_a_beam(trained, name):
    data, model = trained[0], trained[1][name]
    sentences = _sentences(data)[:12]
    results = [translate(model, data, sentence, beam_size=3) for sentence in sentences]
    assert translate_batch(model, data, sentences, beam_size=3, batch_size=5) == [
        result.text for result in results]
    for sentence, result in zip(sentences, results, strict=True):
        src, src_valid_lens = data.encode_source(sentence)
        best, = beam_search(model, src, src_valid_lens, bos_id=data.tgt_vocab.bos,
                            eos_id=data.tgt_vocab.eos, max_len=data.num_steps, beam_size=3)
        assert result.output == data.tgt_vocab.decode(best.tokens, strip_special=False)
        # the maps are those of the chosen output: steps x source somewhere, nothing else
        shapes = {tuple(maps.weights.shape[-2:]) for maps in result.maps.present()}
        sizes = {len(result.output), len(result.source)}
        assert (len(result.output), len(result.source)) in shapes
        assert all(set(shape) <= sizes for shape in shapes)


def test_translate_lists_the_unknown_words(trained):
    data, models = trained
    result = translate(models["transformer"], data, "We EAT zebra, zebra gnu.")
    assert result.unknown == ("zebra", ",", "gnu")  # each once, in order
    assert result.source.count("<unk>") == 4
    cut = translate(models["transformer"], data, "I see the cat, the cat and gnus")
    assert cut.unknown == (",", "and")  # the model reads num_steps = 8 tokens: not "gnus"
    assert translate(models["transformer"], data, "I see the cat.").unknown == ()
    assert attnviz.Translation(source=[], output=[]).unknown == ()


def test_translate_batch_and_translate_check_their_arguments(trained):
    data, models = trained
    model = models["plain"]
    with pytest.raises(TypeError, match="sentences must be a list of str, got str 'go .'; wrap "
                                        "one sentence in a list"):
        translate_batch(model, data, "go .")
    with pytest.raises(TypeError, match=r"sentences\[1\] must be a str, got int"):
        translate_batch(model, data, ["go .", 3])
    for argument in ("beam_size", "batch_size", "max_len"):
        with pytest.raises(ValueError, match=f"{argument} must be a positive int, got 0"):
            translate_batch(model, data, ["go ."], **{argument: 0})
    with pytest.raises(ValueError, match="beam_size must be a positive int, got 0"):
        translate(model, data, "go .", beam_size=0)
    other = make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40))
    with pytest.raises(ValueError, match="data.src_vocab has .* tokens but the model's source "
                                         "vocabulary has 30"):
        translate_batch(other, data, ["go ."])


def test_the_new_names_are_exported():
    for name in ("Hypothesis", "beam_search", "greedy_decode_batch", "sequence_log_probs",
                 "translate_batch"):
        assert name in attnviz.__all__ and getattr(attnviz, name) is not None


# -- host synchronisations ---------------------------------------------------------------------

# The tensor methods that copy a value to the host; on a GPU each waits for the device.
_HOST_READS = ("item", "__bool__", "__int__", "__float__", "__index__", "tolist")


def _count_host_reads(monkeypatch, run):
    """``run()``'s result and how many times it read a tensor's value on the host."""
    count = [0]
    for name in _HOST_READS:
        original = getattr(torch.Tensor, name)

        def counting(self, *args, _original=original, **kwargs):
            count[0] += 1
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(torch.Tensor, name, counting)
    try:
        result = run()
    finally:
        monkeypatch.undo()
    return result, count[0]


# Reads outside the per-token loop: the source ids' minimum and maximum and the lengths' minimum
# (the argument checks, once), the final .tolist() of the output, and for the GRU encoder the
# two reads of pack_padded_sequence; beam search also reads its results back (3 .tolist()) and
# the greedy candidate's (3 more). Beam search decodes that greedy candidate first, with its own
# one read per step, so it reads at most twice per step in all.
_SETUP_READS = 6
_BEAM_SETUP_READS = 12


@pytest.mark.parametrize("name", NAMES)
def test_greedy_decoding_reads_the_device_at_most_once_per_token(monkeypatch, name):
    model = _random_models()[name]
    src, lengths = _sources(3)
    n = 9
    tokens, reads = _count_host_reads(monkeypatch, lambda: greedy_decode(
        model, src[:1], lengths[:1], bos_id=BOS, eos_id=EOS, max_len=n))
    assert reads <= len(tokens) + _SETUP_READS
    # without <eos> there is nothing to ask per token: the reads do not grow with the length
    _, short = _count_host_reads(monkeypatch, lambda: greedy_decode(
        model, src[:1], lengths[:1], bos_id=BOS, eos_id=None, max_len=2))
    _, long = _count_host_reads(monkeypatch, lambda: greedy_decode(
        model, src[:1], lengths[:1], bos_id=BOS, eos_id=None, max_len=n))
    assert short == long <= _SETUP_READS


@pytest.mark.parametrize("name", NAMES)
def test_batched_greedy_and_beam_search_read_the_device_at_most_once_per_step(monkeypatch,
                                                                             name):
    model = _random_models()[name]
    src, lengths = _sources(4)
    n = 9
    outputs, reads = _count_host_reads(monkeypatch, lambda: greedy_decode_batch(
        model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=n))
    assert reads <= max(len(output) for output in outputs) + _SETUP_READS
    assert outputs == [greedy_decode(model, src[i:i + 1], lengths[i:i + 1], bos_id=BOS,
                                     eos_id=EOS, max_len=n) for i in range(len(src))]
    _, reads = _count_host_reads(monkeypatch, lambda: beam_search(
        model, src, lengths, bos_id=BOS, eos_id=EOS, max_len=n, beam_size=3))
    assert reads <= 2 * n + _BEAM_SETUP_READS


def test_the_entry_point_still_checks_the_ids_the_loop_does_not_read_again():
    model = _random_models()["transformer"]
    with pytest.raises(ValueError, match=r"src must hold token ids in \[0, 30\)"):
        greedy_decode(model, torch.tensor([[31, 4]]), torch.tensor([2]), bos_id=BOS,
                      eos_id=EOS, max_len=3)
    with pytest.raises(ValueError, match="src_valid_lens must be non-negative"):
        greedy_decode_batch(model, torch.tensor([[5, 4]]), torch.tensor([-1]), bos_id=BOS,
                            eos_id=EOS, max_len=3)


# -- decoder states ----------------------------------------------------------------------------


def test_a_transformer_state_reordered_holds_new_caches_and_the_old_state_stays_usable():
    model = _random_models()["transformer"]
    src, lengths = _sources(5, batch=3)
    state = model.start(src, lengths)
    _, state = model.decoder(torch.full((3, 1), BOS), state)  # the caches hold one step
    reordered = model.decoder.reorder_state(state, torch.tensor([2, 2, 0]))
    for (old_self, old_cross), (new_self, new_cross) in zip(state.caches, reordered.caches,
                                                            strict=True):
        for old, new in ((old_self, new_self), (old_cross, new_cross)):
            assert new is not old and new.keys is not old.keys
            assert new.keys.untyped_storage().data_ptr() != old.keys.untyped_storage().data_ptr()
            torch.testing.assert_close(new.keys, old.keys[[2, 2, 0]], rtol=0, atol=0)
    before = [(c.keys.clone(), len(c)) for c, _ in state.caches]
    _, after = model.decoder(torch.full((3, 1), 5), reordered)  # appends to the new caches only
    assert [len(c) for c, _ in state.caches] == [n for _, n in before]
    for (cache, _), (keys, _) in zip(state.caches, before, strict=True):
        assert torch.equal(cache.keys, keys)
    assert after.offset == reordered.offset + 1 == state.offset + 1
    assert after.caches is reordered.caches  # a step advances the state it continues


@pytest.mark.parametrize("name", ["bahdanau", "plain"])
def test_a_gru_state_is_frozen_and_a_step_returns_a_new_one(name):
    model = _random_models()[name]
    src, lengths = _sources(6, batch=2)
    state = model.start(src, lengths)
    hidden = state.hidden.clone()
    _, new = model.decoder(torch.full((2, 1), BOS), state)
    assert new is not state and torch.equal(state.hidden, hidden)
    with pytest.raises(AttributeError):
        state.hidden = hidden  # frozen: only a step (or reorder) makes a new state
