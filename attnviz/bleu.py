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
"""

from __future__ import annotations

import collections
import math
from collections.abc import Sequence

from ._checks import check_int

__all__ = ["bleu", "corpus_bleu"]


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


def _matches(prediction: list[str], reference: list[str], n: int) -> tuple[int, int]:
    """Clipped n-gram matches of ``prediction`` in ``reference``, and the prediction's n-grams."""
    predicted = _ngrams(prediction, n)
    clipped = predicted & _ngrams(reference, n)  # min of the two counts for every n-gram
    return sum(clipped.values()), max(len(prediction) - n + 1, 0)


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
    counts = [_matches(pred, ref, n) for n in range(1, k + 1)]
    return _score([m for m, _ in counts], [t for _, t in counts], len(pred), len(ref))


def corpus_bleu(predictions: Sequence[str | Sequence[str]],
                references: Sequence[str | Sequence[str]], *, k: int = 4) -> float:
    """BLEU of a whole test set: counts are summed over sentences before dividing.

    For each n, the clipped matches and the predicted n-grams of every sentence are added up
    and ``p_n`` is their ratio; the brevity penalty uses the total predicted and reference
    lengths. The weights are d2l's ``1 / 2**n``, as in :func:`bleu`, and n-gram sizes that no
    prediction is long enough to have are left out, so a corpus of one sentence scores exactly
    what :func:`bleu` gives it. This is not the mean of sentence scores: a long sentence weighs
    more than a short one, and one sentence without a match does not zero the whole score.

    Args:
        predictions: ``N`` predicted sentences (str or token lists).
        references: ``N`` reference sentences, one per prediction.
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
    matches, totals = [0] * k, [0] * k
    len_pred = len_ref = 0
    for i, (prediction, reference) in enumerate(zip(predictions, references, strict=True)):
        pred = _tokens(f"predictions[{i}]", prediction)
        ref = _tokens(f"references[{i}]", reference)
        len_pred += len(pred)
        len_ref += len(ref)
        for n in range(1, k + 1):
            hit, total = _matches(pred, ref, n)
            matches[n - 1] += hit
            totals[n - 1] += total
    return _score(matches, totals, len_pred, len_ref)
