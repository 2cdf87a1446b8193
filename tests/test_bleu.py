"""BLEU against values worked out by hand, against d2l's own implementation and, with several
references per sentence, against NLTK's corpus BLEU (a test dependency, in requirements.txt)."""

import collections
import math
import random

import pytest
from nltk.translate.bleu_score import corpus_bleu as nltk_corpus_bleu

from attnviz.training.bleu import best_constant_answer, bleu, corpus_bleu


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


# -- several references per sentence ---------------------------------------------------------


def test_multi_reference_clips_at_the_largest_count_in_any_one_reference():
    # "le le le": "le" occurs at most twice in one reference (the second), not 1 + 2 = 3 times
    # over both: p1 = 2/3. Closest reference length to 3 is 3 (the second): no penalty.
    assert corpus_bleu(["le le le"], [["le chat", "le le chat"]], k=1) == pytest.approx(
        (2 / 3) ** 0.5)


def test_multi_reference_matches_each_ngram_in_whichever_reference_has_it():
    # "il est calme ." against "il est tranquille ." and "elle est calme ." (both of length 4):
    # unigrams all matched (il in the first, calme in the second): p1 = 4/4; bigrams "il est"
    # (first), "est calme" and "calme ." (second): p2 = 3/3. A perfect score, though neither
    # reference alone gives one.
    references = ["il est tranquille .", "elle est calme ."]
    assert corpus_bleu(["il est calme ."], [references], k=2) == pytest.approx(1.0)
    assert max(bleu("il est calme .", r, k=2) for r in references) < 1.0


@pytest.mark.parametrize(
    ("references", "closest"),
    [
        (["a b c d e f", "a b c"], 3),  # 4 tokens: 6 is 2 away, 3 only 1 away
        (["a b", "a b c d e f"], 2),  # 2 away each: the tie goes to the shorter
        (["a b c d e"], 5),  # one reference: its length
        (["a b c d e f g h", "a b c d"], 4),  # an equally long reference: no penalty
    ],
)
def test_brevity_penalty_uses_the_closest_reference_length(references, closest):
    # the prediction "a b c d": 4 tokens, each in some reference, so p1 = 1 (k=1)
    assert corpus_bleu(["a b c d"], [references], k=1) == pytest.approx(
        math.exp(min(0.0, 1 - closest / 4)))


def test_one_reference_in_a_list_scores_like_the_reference_alone():
    predictions = ["a b c", "il est mouillé ."]
    references = ["a b d", "il est calme ."]
    assert corpus_bleu(predictions, [[r] for r in references], k=4) == corpus_bleu(
        predictions, references, k=4)  # exact: the same counts, the same arithmetic


def _random_corpus(seed, size):
    """Predictions and 1 to 4 references each; most references are the prediction with a few
    words replaced, dropped or added, so that n-grams of every order match somewhere."""
    rng = random.Random(seed)
    words = "je tu il est suis es pas ne le la chat chien . ! ?".split()

    def edit(tokens):
        tokens = list(tokens)
        for _ in range(rng.randint(0, 3)):
            i = rng.randrange(len(tokens))
            action = rng.choice(["replace", "drop", "add"])
            if action == "replace":
                tokens[i] = rng.choice(words)
            elif action == "drop" and len(tokens) > 1:
                del tokens[i]
            else:
                tokens.insert(i, rng.choice(words))
        return " ".join(tokens)

    predictions, references = [], []
    for _ in range(size):
        prediction = [rng.choice(words) for _ in range(rng.randint(4, 9))]
        predictions.append(" ".join(prediction))
        references.append([edit(prediction) if rng.random() < 0.7 else
                           " ".join(rng.choice(words) for _ in range(rng.randint(1, 9)))
                           for _ in range(rng.randint(1, 4))])
    return predictions, references


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("k", [2, 4])
def test_multi_reference_corpus_bleu_matches_nltk(seed, k):
    # NLTK's corpus_bleu with d2l's weights 1/2**n is the same definition (clipping at the
    # largest count in any one reference, closest reference length with ties to the shorter,
    # counts summed over the corpus) when every order n <= k has predicted n-grams. The small
    # vocabulary makes matches at every order likely; NLTK returns 0 when one order has none.
    predictions, references = _random_corpus(seed, size=30)
    expected = nltk_corpus_bleu([[r.split() for r in refs] for refs in references],
                                [p.split() for p in predictions],
                                weights=tuple(0.5 ** n for n in range(1, k + 1)))
    assert corpus_bleu(predictions, references, k=k) == pytest.approx(expected, rel=1e-12)


def test_the_nltk_comparison_is_not_trivial():
    # the random corpora of the comparison above score neither 0 nor 1, and the references
    # beyond the first change the score
    predictions, references = _random_corpus(0, size=30)
    score = corpus_bleu(predictions, references, k=4)
    assert 0.05 < score < 0.95
    assert score != pytest.approx(corpus_bleu(predictions, [r[0] for r in references], k=4))


def test_best_constant_answer_is_the_best_candidate():
    references = [["je suis prêt .", "je suis prête ."], "il est prêt .", "je suis là ."]
    candidates = ["je suis prêt .", "il est prêt .", "bonjour !"]
    score, sentence = best_constant_answer(candidates, references, k=2)
    scores = {c: corpus_bleu([c] * 3, references, k=2) for c in candidates}
    assert sentence == "je suis prêt ." and score == scores[sentence]  # exact: same call
    assert all(score >= other for other in scores.values())


@pytest.mark.parametrize("k", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_best_constant_answer_scores_each_candidate_as_corpus_bleu_does(seed, k):
    # the references' n-grams are counted once for all candidates: the same integer counts as
    # corpus_bleu([candidate] * N, references), so the same score (exact: the same formula)
    predictions, references = _random_corpus(seed, size=40)
    candidates = predictions[:12] + ["", "a", references[0][0]]
    best = best_constant_answer(candidates, references, k=k)
    scores = [(corpus_bleu([c] * len(references), references, k=k), c) for c in candidates]
    assert best == max(scores)
    as_one_reference = [r[0] for r in references]
    assert best_constant_answer(candidates, as_one_reference, k=k) == max(
        (corpus_bleu([c] * len(references), as_one_reference, k=k), c) for c in candidates)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: corpus_bleu(["a"], [[]]), TypeError, r"references\[0\] must be a str"),
        (lambda: corpus_bleu(["a"], [["a", 2]]), TypeError,
         r"references\[0\]\[1\] must be a str or a sequence of str tokens, got 2"),
        (lambda: corpus_bleu(["a"], [[["a"], b"a"]]), TypeError, r"references\[0\]\[1\] must be"),
        (lambda: corpus_bleu(["a"], [b"a"]), TypeError, r"references\[0\] must be a str"),
        (lambda: corpus_bleu(["a"], [()]), TypeError, r"references\[0\] must be a str"),
        (lambda: corpus_bleu(["a"], [3]), TypeError, r"references\[0\] must be a str"),
        (lambda: best_constant_answer([], ["a"]), ValueError, "candidates must hold"),
        (lambda: best_constant_answer("a b", ["a"]), TypeError, "candidates must be a list"),
        (lambda: best_constant_answer(["a", 1], ["a"]), TypeError, r"candidates\[1\] must"),
    ],
)
def test_multi_reference_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


# -- one rule for sentences: a str or a list of str tokens, in predictions and references ------


def test_a_tokenized_reference_scores_as_its_text_when_written_inside_a_list():
    text = corpus_bleu(["a b c"], ["a b c"], k=2)
    assert text == 1.0
    assert corpus_bleu([["a", "b", "c"]], [[["a", "b", "c"]]], k=2) == text
    assert corpus_bleu([("a", "b", "c")], [(("a", "b", "c"),)], k=2) == text  # tuples alike
    assert corpus_bleu([["a", "b", "c"]], ["a b c"], k=2) == text  # a str is one sentence
    assert corpus_bleu(["a b c"], [[["a", "b", "c"]]], k=2) == text


def test_several_references_may_be_text_tokens_or_both():
    predictions = ["il est calme .", "je suis là"]
    as_text = [["il est tranquille .", "elle est calme ."], "je suis ici"]
    expected = corpus_bleu(predictions, as_text, k=4)
    as_tokens = [[r.split() for r in as_text[0]], [as_text[1].split()]]
    mixed = [[as_text[0][0], as_text[0][1].split()], as_text[1]]
    tokenized_predictions = [p.split() for p in predictions]
    assert corpus_bleu(predictions, as_tokens, k=4) == expected  # exact: the same counts
    assert corpus_bleu(predictions, mixed, k=4) == expected
    assert corpus_bleu(tokenized_predictions, as_tokens, k=4) == expected
    assert best_constant_answer(["je suis là"], as_tokens, k=2) == best_constant_answer(
        ["je suis là"], as_text, k=2)


def test_a_list_of_str_next_to_a_tokenized_prediction_is_refused_as_ambiguous():
    # it used to be read as three one-word references, silently scoring 0.0 at k=2
    with pytest.raises(TypeError, match=(
            r"references\[0\] is a list of str, which is several reference sentences, but "
            r"predictions\[0\] is a list of tokens: for one tokenized reference put its tokens "
            r"in a list, \[\['a', 'b', 'c'\]\], or give it as the str 'a b c'")):
        corpus_bleu([["a", "b", "c"]], [["a", "b", "c"]], k=2)
    with pytest.raises(TypeError, match=r"references\[1\] is a list of str"):
        corpus_bleu(["a b", ("c", "d")], ["a b", ("c", "d")], k=2)
    # next to a str prediction a list of str is several references, as group_references
    # gives them and the chapters pass them
    assert corpus_bleu(["a b c"], [["a", "b", "c"]], k=1) == pytest.approx(1.0)
    assert corpus_bleu(["a b c"], [["a", "b", "c"]], k=2) == 0.0  # no reference has a bigram


def test_bleu_by_length_names_the_sentence_by_its_place_in_the_whole_corpus():
    from attnviz.training.bleu import bleu_by_length

    predictions = ["a b", "c d e f g h", ["x", "y"]]
    with pytest.raises(TypeError, match=r"references\[2\] is a list of str"):
        bleu_by_length(predictions, ["a b", "c d", ["x", "y"]], [1, 7, 12], k=2)
    buckets = bleu_by_length(predictions, ["a b", "c d", [["x", "y"]]], [1, 7, 12], k=2)
    assert [bucket.bleu for bucket in buckets] == [
        1.0, corpus_bleu(["c d e f g h"], ["c d"], k=2), 1.0, None, None]
