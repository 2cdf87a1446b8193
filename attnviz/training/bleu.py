"""BLEU, the n-gram overlap score of a translation against a reference (chapter 4).

This is the variant Dive into Deep Learning uses (Papineni et al., 2002, with d2l's weights)::

    bleu = exp(min(0, 1 - len_ref / len_pred)) * prod_{n=1}^{min(k, len_pred)} p_n ** (1 / 2**n)

``p_n`` is the clipped n-gram precision: each n-gram of the prediction counts as a match at
most as many times as it occurs in the reference, and the matches are divided by the number of
n-grams in the prediction. The first factor, the brevity penalty, punishes predictions shorter
than the reference (precision alone would reward saying little). The weights ``1 / 2**n``
shrink as ``n`` grows, so for the same precision a longer n-gram's factor is closer to 1:
d2l's reading is that matching a long n-gram, being harder, is worth more; put the other way,
missing long n-grams costs less than missing single words. The weights do not sum to one, so
these scores are not comparable with sacreBLEU's (uniform weights ``1/k``). A perfect match
scores 1; a prediction with no word of the reference, or an empty one, scores 0.

:func:`corpus_bleu` also takes several references per sentence, as Papineni et al. defined
BLEU: an n-gram is clipped at the most times it occurs in any one reference, and the brevity
penalty compares the prediction with the reference whose length is closest to its own.
:func:`best_constant_answer` finds the one sentence that, given for every source, scores best:
the baseline a trained model's score should be read against.
"""

from __future__ import annotations

import collections
import math
from collections.abc import Sequence

from attnviz._checks import check_int

__all__ = ["best_constant_answer", "bleu", "corpus_bleu"]


def _tokens(name: str, text: str | Sequence[str]) -> list[str]:
    """A sentence as tokens: a str is split at whitespace, a sequence of str is taken as is."""
    if isinstance(text, str):
        return text.split()
    if isinstance(text, Sequence) and all(isinstance(token, str) for token in text):
        return list(text)
    raise TypeError(f"{name} must be a str or a sequence of str tokens, got {text!r:.80}")


def _check_k(k: object) -> int:
    return check_int("k", k, minimum=1, expected="a positive int (the longest n-gram)")


def _ngrams(tokens: list[str], n: int) -> collections.Counter[tuple[str, ...]]:
    return collections.Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def _matches(prediction: list[str], references: list[list[str]], n: int) -> tuple[int, int]:
    """Clipped n-gram matches of ``prediction`` in ``references``, and the prediction's n-grams.

    Each n-gram is clipped at the largest count it has in any one reference."""
    allowed: collections.Counter[tuple[str, ...]] = collections.Counter()
    for reference in references:
        allowed |= _ngrams(reference, n)  # max of the counts for every n-gram
    clipped = _ngrams(prediction, n) & allowed  # min of the two counts for every n-gram
    return sum(clipped.values()), max(len(prediction) - n + 1, 0)


def _closest_length(len_pred: int, references: list[list[str]]) -> int:
    """The length of the reference closest in length to the prediction (ties: the shorter)."""
    return min((len(reference) for reference in references),
               key=lambda length: (abs(length - len_pred), length))


def _score(matches: list[int], totals: list[int], len_pred: int, len_ref: int) -> float:
    """Brevity penalty times the weighted precisions, over the n with at least one n-gram."""
    if len_pred == 0:
        return 0.0
    score = math.exp(min(0.0, 1.0 - len_ref / len_pred))
    for n, (hit, total) in enumerate(zip(matches, totals, strict=True), start=1):
        if total > 0:  # predictions shorter than n have no n-gram to judge
            score *= (hit / total) ** (0.5 ** n)
    return score


def bleu(prediction: str | Sequence[str], reference: str | Sequence[str], *, k: int = 2
         ) -> float:
    """BLEU of one predicted sentence against one reference, as in d2l.

    Args:
        prediction: the model's sentence, a str (split at spaces) or a list of tokens.
        reference: the correct sentence, the same way.
        k: the longest n-gram compared. n-grams longer than the prediction are left out, so
            ``bleu("va", "va !", k=2)`` judges single words only (and is ``exp(-1)`` from the
            brevity penalty alone).

    Returns:
        A float in ``[0, 1]``: 1 for an exact match, 0 for an empty prediction or no match.
    """
    pred = _tokens("prediction", prediction)
    ref = _tokens("reference", reference)
    _check_k(k)
    counts = [_matches(pred, [ref], n) for n in range(1, k + 1)]
    return _score([m for m, _ in counts], [t for _, t in counts], len(pred), len(ref))


def _references(i: int, item: object) -> list[list[str]]:
    """``references[i]`` as token lists: one str is one reference, a list of str several."""
    if isinstance(item, str):
        return [item.split()]
    if (isinstance(item, Sequence) and not isinstance(item, bytes) and len(item) > 0
            and all(isinstance(reference, str) for reference in item)):
        return [reference.split() for reference in item]
    raise TypeError(f"references[{i}] must be a str (one reference sentence) or a non-empty "
                    f"list of str (several reference sentences), got {item!r:.80}")


def corpus_bleu(predictions: Sequence[str | Sequence[str]],
                references: Sequence[str | Sequence[str]], *, k: int = 4) -> float:
    """BLEU of a whole test set: counts are summed over sentences before dividing.

    For each n, the clipped matches and the predicted n-grams of every sentence are added up
    and ``p_n`` is their ratio; the brevity penalty uses the total predicted and reference
    lengths. The weights are d2l's ``1 / 2**n``, as in :func:`bleu`, and n-gram sizes that no
    prediction is long enough to have are left out, so a corpus of one sentence scores exactly
    what :func:`bleu` gives it. This is not the mean of sentence scores: a long sentence weighs
    more than a short one, and one sentence without a match does not zero the whole score.

    A sentence may have several correct translations. Give them all, as a list of str, and the
    score is Papineni et al.'s multi-reference BLEU: each predicted n-gram is clipped at the
    largest count it has in any one of the sentence's references, and the reference length
    that enters the brevity penalty is that of the reference closest in length to the
    prediction (of two equally close, the shorter). With one reference per sentence this is
    the score above.

    Args:
        predictions: ``N`` predicted sentences (str, or lists of str tokens).
        references: ``N`` items, one per prediction: a str (one reference sentence, tokens
            separated by spaces) or a non-empty list of str (several reference sentences).
        k: the longest n-gram compared.

    Returns:
        A float in ``[0, 1]``.
    """
    if isinstance(predictions, str) or isinstance(references, str):
        raise TypeError("predictions and references must be sequences of sentences, got a str; "
                        "use bleu() for a single sentence")
    if len(predictions) != len(references):
        raise ValueError("predictions and references must have one reference per prediction, "
                         f"got {len(predictions)} predictions and {len(references)} references")
    if len(predictions) == 0:
        raise ValueError("predictions must hold at least one sentence, got none")
    _check_k(k)
    preds = [_tokens(f"predictions[{i}]", prediction) for i, prediction in enumerate(predictions)]
    refs = [_references(i, item) for i, item in enumerate(references)]
    matches, totals = [0] * k, [0] * k
    len_pred = len_ref = 0
    for pred, sentence_refs in zip(preds, refs, strict=True):
        len_pred += len(pred)
        len_ref += _closest_length(len(pred), sentence_refs)
        for n in range(1, k + 1):
            hit, total = _matches(pred, sentence_refs, n)
            matches[n - 1] += hit
            totals[n - 1] += total
    return _score(matches, totals, len_pred, len_ref)


def best_constant_answer(candidates: Sequence[str], references: Sequence[str | Sequence[str]],
                         *, k: int = 4) -> tuple[float, str]:
    """The candidate sentence that scores best when given as the translation of every source.

    A trained model's corpus BLEU means little on its own: a constant sentence that starts
    like many references (``"je suis <unk> ."``) can score well. This tries each candidate as
    the prediction for all ``N`` sentences and keeps the best, with hindsight (it is chosen on
    the very references it is scored on, so no constant among the candidates does better).

    Args:
        candidates: sentences to try (at least one), e.g. the most frequent training
            translations and a few frames like ``"je suis <unk> ."``.
        references: ``N`` items, as for :func:`corpus_bleu` (a str or a list of str each).
        k: the longest n-gram compared.

    Returns:
        ``(score, sentence)``: the best corpus BLEU and the candidate that reached it (of equal
        scores, the one that comes last in alphabetical order).
    """
    if isinstance(candidates, str) or not isinstance(candidates, Sequence):
        raise TypeError(f"candidates must be a list of str sentences, got {candidates!r:.80}")
    if len(candidates) == 0:
        raise ValueError("candidates must hold at least one sentence, got none")
    for i, candidate in enumerate(candidates):
        if not isinstance(candidate, str):
            raise TypeError(f"candidates[{i}] must be a str, got {type(candidate).__name__}")
    return max((corpus_bleu([candidate] * len(references), references, k=k), candidate)
               for candidate in candidates)
