"""BLEU against values worked out by hand and against d2l's own implementation."""

import collections
import math

import pytest

from attnviz.bleu import bleu, corpus_bleu


def _d2l_bleu(pred_seq, label_seq, k):
    """d2l's ``bleu`` (section 10.7), copied as the oracle (it needs a non-empty prediction)."""
    pred_tokens, label_tokens = pred_seq.split(" "), label_seq.split(" ")
    len_pred, len_label = len(pred_tokens), len(label_tokens)
    score = math.exp(min(0, 1 - len_label / len_pred))
    for n in range(1, min(k, len_pred) + 1):
        num_matches, label_subs = 0, collections.defaultdict(int)
        for i in range(len_label - n + 1):
            label_subs[" ".join(label_tokens[i: i + n])] += 1
        for i in range(len_pred - n + 1):
            if label_subs[" ".join(pred_tokens[i: i + n])] > 0:
                num_matches += 1
                label_subs[" ".join(pred_tokens[i: i + n])] -= 1
        score *= math.pow(num_matches / (len_pred - n + 1), math.pow(0.5, n))
    return score


def test_d2ls_reported_value():
    # same length: no brevity penalty. Unigrams: il, est, . match 3 of 4; bigrams: "il est"
    # matches 1 of 3. (3/4)^(1/2) * (1/3)^(1/4) = 0.8660 * 0.7598 = 0.658
    assert round(bleu("il est mouillé .", "il est calme .", k=2), 3) == 0.658
    assert bleu("il est mouillé .", "il est calme .", k=2) == pytest.approx(
        (3 / 4) ** 0.5 * (1 / 3) ** 0.25)


@pytest.mark.parametrize("k", [1, 2, 3, 4, 8])
def test_an_exact_match_scores_one(k):
    assert bleu("je suis chez moi .", "je suis chez moi .", k=k) == 1.0


@pytest.mark.parametrize(
    ("prediction", "reference", "k", "expected"),
    [
        # one token: only unigrams are judged (k is capped at len_pred); p1 = 1/1, and the
        # brevity penalty is exp(1 - 2/1) = exp(-1)
        ("va", "va !", 2, math.exp(-1)),
        # clipping: "the" occurs once in the reference, so 1 of 4 unigrams match: (1/4)^(1/2)
        ("the the the the", "the cat", 1, 0.5),
        # every n-gram matches but the prediction is half as long: exp(1 - 8/4) = exp(-1)
        ("a b c d", "a b c d e f g h", 2, math.exp(-1)),
        # p1 = 2/3, p2 = 1/2 ("a b"): (2/3)^(1/2) * (1/2)^(1/4)
        ("a b c", "a b d", 2, (2 / 3) ** 0.5 * 0.5 ** 0.25),
        # the same with trigrams: "a b c" is not in the reference, p3 = 0/1
        ("a b c", "a b d", 3, 0.0),
        # a longer prediction has no penalty: p1 = 2/3 ("a", "b"), p2 = 1/2: as above
        ("a b x", "a b", 2, (2 / 3) ** 0.5 * 0.5 ** 0.25),
        # nothing in common
        ("x y", "a b", 2, 0.0),
        # an empty prediction
        ("", "a b", 2, 0.0),
        ("", "", 2, 0.0),
    ],
)
def test_values_worked_out_by_hand(prediction, reference, k, expected):
    assert bleu(prediction, reference, k=k) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("prediction", "reference"),
    [("il est mouillé .", "il est calme ."), ("va", "va !"), ("the the the the", "the cat"),
     ("je suis chez moi .", "je suis chez moi"), ("j'ai perdu .", "j'ai perdu ."),
     ("a b a b a b", "a b a")],
)
@pytest.mark.parametrize("k", [1, 2, 3, 4])
def test_matches_d2ls_implementation(prediction, reference, k):
    assert bleu(prediction, reference, k=k) == pytest.approx(_d2l_bleu(prediction, reference, k))


def test_tokens_or_strings_give_the_same_score():
    assert bleu(["il", "est", "mouillé", "."], ("il", "est", "calme", "."), k=2) == bleu(
        "il est mouillé .", "il  est calme . ", k=2)


@pytest.mark.parametrize(
    ("prediction", "reference"),
    [("il est mouillé .", "il est calme ."), ("va", "va !"), ("a b c", "a b d"),
     ("je suis chez moi .", "je suis chez moi ."), ("", "a")],
)
@pytest.mark.parametrize("k", [1, 2, 4])
def test_a_corpus_of_one_sentence_is_scored_like_the_sentence(prediction, reference, k):
    assert corpus_bleu([prediction], [reference], k=k) == pytest.approx(
        bleu(prediction, reference, k=k))


def test_corpus_bleu_sums_counts_over_sentences():
    predictions = ["a b", "c d e f"]
    references = ["a b", "c d x f"]
    # unigrams: 2 + 3 of 2 + 4 match; bigrams: "a b" 1 of 1, "c d" 1 of 3: 2 of 4.
    # Lengths 6 and 6: no brevity penalty.
    expected = (5 / 6) ** 0.5 * (2 / 4) ** 0.25
    assert corpus_bleu(predictions, references, k=2) == pytest.approx(expected)
    # not the mean of the sentence scores
    mean = (bleu("a b", "a b") + bleu("c d e f", "c d x f")) / 2
    assert not math.isclose(corpus_bleu(predictions, references, k=2), mean)


def test_corpus_brevity_penalty_uses_total_lengths():
    # every unigram matches (3 of 3); lengths 3 against 5: exp(1 - 5/3)
    assert corpus_bleu(["a", "b c"], ["a x", "b c y"], k=1) == pytest.approx(math.exp(-2 / 3))


def test_one_unmatched_sentence_does_not_zero_the_corpus():
    assert bleu("x y z", "a b c", k=2) == 0.0
    assert corpus_bleu(["x y z", "a b c"], ["a b c", "a b c"], k=2) > 0.0


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: bleu("a", "a", k=0), ValueError, "k must be a positive int"),
        (lambda: bleu("a", "a", k=2.0), ValueError, "k must be a positive int"),
        (lambda: bleu(3, "a"), TypeError, "prediction must be a str or a sequence of str"),
        (lambda: bleu("a", ["a", 1]), TypeError, "reference must be a str or a sequence"),
        (lambda: corpus_bleu(["a"], ["a", "b"]), ValueError,
         "got 1 predictions and 2 references"),
        (lambda: corpus_bleu([], []), ValueError, "predictions must hold at least one sentence"),
        (lambda: corpus_bleu("a b", "a b"), TypeError, "use bleu"),
        (lambda: corpus_bleu(["a", 2], ["a", "b"]), TypeError, r"predictions\[1\] must be"),
    ],
)
def test_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()
