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

A *sentence*, prediction or reference alike, is a str (split at whitespace) or a list (or
tuple) of str tokens. Each item of ``references`` is the set of references of one prediction,
written in one of two ways:

* a str: one reference sentence;
* a non-empty list of sentences, each a str or a list of str tokens: several references (one
  tokenized reference is a list holding its token list, ``[["le", "chat"]]``).

So a list of str in ``references`` is several reference sentences, as
:func:`attnviz.group_references` returns them, never one sentence's tokens. Next to a tokenized
prediction that spelling reads two ways, and :func:`corpus_bleu` refuses it.
:func:`best_constant_answer` finds the one sentence that, given for every source, scores best:
the baseline a trained model's score should be read against. :func:`bleu_by_length` scores
sentences of each range of source lengths apart, to see how quality changes with length.
"""

from __future__ import annotations

import collections
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeGuard

from attnviz._checks import check_int

__all__ = ["LengthBucket", "best_constant_answer", "bleu", "bleu_by_length", "corpus_bleu"]


def _is_token_list(text: object) -> TypeGuard[Sequence[str]]:
    """Whether ``text`` is a sentence given as tokens: a sequence of str that is not a str."""
    return (isinstance(text, Sequence) and not isinstance(text, str | bytes)
            and all(isinstance(token, str) for token in text))


def _tokens(name: str, text: object) -> list[str]:
    """A sentence as tokens: a str is split at whitespace, a sequence of str is taken as is."""
    if isinstance(text, str):
        return text.split()
    if _is_token_list(text):
        return list(text)
    raise TypeError(f"{name} must be a str or a sequence of str tokens, got {text!r:.80}")


def _check_k(k: object) -> int:
    return check_int("k", k, minimum=1, expected="a positive int (the longest n-gram)")


def _ngrams(tokens: list[str], n: int) -> collections.Counter[tuple[str, ...]]:
    return collections.Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def _allowed(references: list[list[str]], n: int) -> collections.Counter[tuple[str, ...]]:
    """How often each n-gram may match: the largest count it has in any one reference."""
    allowed: collections.Counter[tuple[str, ...]] = collections.Counter()
    for reference in references:
        allowed |= _ngrams(reference, n)  # max of the counts for every n-gram
    return allowed


def _matches(prediction: list[str], references: list[list[str]], n: int) -> tuple[int, int]:
    """Clipped n-gram matches of ``prediction`` in ``references``, and the prediction's n-grams.

    Each n-gram is clipped at the largest count it has in any one reference."""
    clipped = _ngrams(prediction, n) & _allowed(references, n)  # min of the two counts
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


def _references(i: int, item: object, prediction: object) -> list[list[str]]:
    """``references[i]`` as token lists, one per reference (the rule of the module docstring):
    a str is one reference, a non-empty list of sentences several. ``prediction`` is
    ``predictions[i]``: next to a tokenized one, a list of str is refused as ambiguous."""
    if isinstance(item, str):
        return [item.split()]
    if not isinstance(item, Sequence) or isinstance(item, bytes) or len(item) == 0:
        raise TypeError(f"references[{i}] must be a str (one reference sentence) or a non-empty "
                        f"list of reference sentences, each a str or a list of str tokens, got "
                        f"{item!r:.80}")
    if _is_token_list(prediction) and all(isinstance(reference, str) for reference in item):
        tokens = list(item)
        raise TypeError(
            f"references[{i}] is a list of str, which is several reference sentences, but "
            f"predictions[{i}] is a list of tokens: for one tokenized reference put its tokens "
            f"in a list, [{tokens!r:.60}], or give it as the str {' '.join(tokens)!r:.60}; for "
            f"several, give a list of token lists; got {item!r:.80}")
    return [_tokens(f"references[{i}][{j}]", reference) for j, reference in enumerate(item)]


def _parse_corpus(predictions: Sequence[object], references: Sequence[object]
                  ) -> tuple[list[list[str]], list[list[list[str]]]]:
    """Every prediction as tokens and every item of ``references`` as a list of token lists
    (``predictions`` and ``references`` of equal lengths, checked by the caller)."""
    preds = [_tokens(f"predictions[{i}]", prediction) for i, prediction in enumerate(predictions)]
    refs = [_references(i, item, prediction)
            for i, (item, prediction) in enumerate(zip(references, predictions, strict=True))]
    return preds, refs


def _corpus_score(preds: list[list[str]], refs: list[list[list[str]]], k: int) -> float:
    """Corpus BLEU of parsed sentences (:func:`_parse_corpus`), at least one."""
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


def corpus_bleu(predictions: Sequence[str | Sequence[str]],
                references: Sequence[str | Sequence[str | Sequence[str]]], *, k: int = 4
                ) -> float:
    """BLEU of a whole test set: counts are summed over sentences before dividing.

    For each n, the clipped matches and the predicted n-grams of every sentence are added up
    and ``p_n`` is their ratio; the brevity penalty uses the total predicted and reference
    lengths. The weights are d2l's ``1 / 2**n``, as in :func:`bleu`, and n-gram sizes that no
    prediction is long enough to have are left out, so a corpus of one sentence scores exactly
    what :func:`bleu` gives it. This is not the mean of sentence scores: a long sentence weighs
    more than a short one, and one sentence without a match does not zero the whole score.

    A sentence may have several correct translations. Give them all, as a list of sentences,
    and the score is Papineni et al.'s multi-reference BLEU: each predicted n-gram is clipped at
    the largest count it has in any one of the sentence's references, and the reference length
    that enters the brevity penalty is that of the reference closest in length to the
    prediction (of two equally close, the shorter). With one reference per sentence this is
    the score above.

    A sentence is a str (split at whitespace) or a list (or tuple) of str tokens, in
    ``predictions`` and ``references`` alike; each item of ``references`` is one str sentence
    or a non-empty *list of sentences*. A list of str there is therefore several reference
    sentences, never one sentence's tokens: one tokenized reference is written inside a list::

        corpus_bleu(["le chat"], ["le chat"])                    # one reference
        corpus_bleu([["le", "chat"]], [[["le", "chat"]]])        # the same, tokenized
        corpus_bleu(["le chat"], [["le chat", "un chat"]])       # two references
        corpus_bleu([["le", "chat"]], [[["le", "chat"], ["un", "chat"]]])  # the same

    Args:
        predictions: ``N`` predicted sentences (str, or lists of str tokens).
        references: ``N`` items, one per prediction: a str (one reference sentence, tokens
            separated by spaces) or a non-empty list of reference sentences, each a str or a
            list of str tokens (as :func:`attnviz.group_references` returns them).
        k: the longest n-gram compared.

    Returns:
        A float in ``[0, 1]``.

    Raises:
        TypeError: ``predictions`` or ``references`` is a str, a sentence is neither a str nor
            a sequence of str, an item of ``references`` is neither a str nor a non-empty list
            of sentences, or ``references[i]`` is a list of str while ``predictions[i]`` is a
            list of tokens (ambiguous: several references, or the tokens of one? Write
            ``[tokens]`` for one tokenized reference).
        ValueError: the two have different lengths, there is no sentence, or ``k < 1``.
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
    return _corpus_score(*_parse_corpus(predictions, references), k)


def best_constant_answer(candidates: Sequence[str],
                         references: Sequence[str | Sequence[str | Sequence[str]]], *,
                         k: int = 4) -> tuple[float, str]:
    """The candidate sentence that scores best when given as the translation of every source.

    A trained model's corpus BLEU means little on its own: a constant sentence that starts
    like many references (``"je suis <unk> ."``) can score well. This tries each candidate as
    the prediction for all ``N`` sentences and keeps the best, with hindsight (it is chosen on
    the very references it is scored on, so no constant among the candidates does better).

    Args:
        candidates: sentences to try (at least one), e.g. the most frequent training
            translations and a few frames like ``"je suis <unk> ."``.
        references: ``N`` items, as for :func:`corpus_bleu`: a str (one reference) or a
            non-empty list of reference sentences each.
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
    if isinstance(references, str):
        raise TypeError("references must be a sequence of reference items, got a str")
    if len(references) == 0:
        raise ValueError("references must hold at least one item, got none")
    _check_k(k)
    # corpus_bleu([candidate] * N, references) for each candidate, with the references' n-gram
    # counts worked out once rather than once per candidate: the same integer counts, the
    # same score
    refs = [_references(i, item, "") for i, item in enumerate(references)]
    allowed = [[_allowed(sentence_refs, n) for n in range(1, k + 1)] for sentence_refs in refs]

    def score(candidate: str) -> float:
        pred = candidate.split()
        grams = [_ngrams(pred, n) for n in range(1, k + 1)]
        matches = [sum(sum(min(count, sentence[n][gram]) for gram, count in grams[n].items())
                       for sentence in allowed) for n in range(k)]
        totals = [len(refs) * max(len(pred) - n, 0) for n in range(k)]
        len_ref = sum(_closest_length(len(pred), sentence_refs) for sentence_refs in refs)
        return _score(matches, totals, len(pred) * len(refs), len_ref)

    return max((score(candidate), candidate) for candidate in candidates)


@dataclass(frozen=True)
class LengthBucket:
    """The corpus BLEU of the sentences whose source length falls in ``[low, high)``.

    Attributes:
        low: the shortest source length in the bucket, in tokens.
        high: one past the longest (``None``: no upper bound, the last bucket).
        count: how many sentences fall in the bucket.
        bleu: their :func:`corpus_bleu`, or ``None`` if the bucket is empty.
    """

    low: int
    high: int | None
    count: int
    bleu: float | None

    @property
    def label(self) -> str:
        """The bucket's lengths as a table heading (``"5-9"``, or ``"20+"`` for the last)."""
        return f"{self.low}+" if self.high is None else f"{self.low}-{self.high - 1}"


def bleu_by_length(predictions: Sequence[str | Sequence[str]],
                   references: Sequence[str | Sequence[str | Sequence[str]]],
                   lengths: Sequence[int], *,
                   edges: Sequence[int] = (0, 5, 10, 15, 20), k: int = 4) -> list[LengthBucket]:
    """Corpus BLEU of the sentences in each range of source lengths, as in Bahdanau et al.'s
    figure of quality against sentence length.

    Sentence ``i`` falls in bucket ``j`` if ``edges[j] <= lengths[i] < edges[j + 1]``; the last
    bucket has no upper bound. With the default edges the buckets are 0-4, 5-9, 10-14, 15-19
    and 20+ tokens. Each bucket is scored with :func:`corpus_bleu` on its own sentences, so a
    bucket's score is exactly what :func:`corpus_bleu` gives its subset.

    Args:
        predictions: ``N`` predicted sentences, as for :func:`corpus_bleu`.
        references: ``N`` items, as for :func:`corpus_bleu` (one reference sentence, or a list
            of several, each).
        lengths: ``N`` non-negative ints, the length of each source (e.g.
            :meth:`attnviz.LongPairs.source_lengths`), at least ``edges[0]``.
        edges: the buckets' lower bounds, strictly increasing non-negative ints.
        k: the longest n-gram compared.

    Returns:
        One :class:`LengthBucket` per edge, in order, empty ones included (``bleu=None``).
    """
    if isinstance(predictions, str) or isinstance(references, str):
        raise TypeError("predictions and references must be sequences of sentences, got a str")
    if isinstance(lengths, str) or not isinstance(lengths, Sequence):
        raise TypeError(f"lengths must be a sequence of ints, got {type(lengths).__name__}")
    if not len(predictions) == len(references) == len(lengths):
        raise ValueError("predictions, references and lengths must have one item per sentence, "
                         f"got {len(predictions)} predictions, {len(references)} references "
                         f"and {len(lengths)} lengths")
    if isinstance(edges, str) or not isinstance(edges, Sequence) or not edges:
        raise TypeError(f"edges must be a non-empty sequence of ints, got {edges!r:.80}")
    for i, edge in enumerate(edges):
        check_int(f"edges[{i}]", edge, minimum=0)
    if any(a >= b for a, b in zip(edges, edges[1:], strict=False)):
        raise ValueError(f"edges must be strictly increasing, got {list(edges)}")
    for i, length in enumerate(lengths):
        check_int(f"lengths[{i}]", length, minimum=edges[0],
                  expected=f"a non-negative int of at least edges[0] = {edges[0]}")
    _check_k(k)
    # every sentence parsed once, so that an error names its place in the whole corpus
    preds, refs = _parse_corpus(predictions, references)
    bounds = [*edges[1:], None]
    buckets = []
    for low, high in zip(edges, bounds, strict=True):
        members = [i for i, length in enumerate(lengths)
                   if low <= length and (high is None or length < high)]
        score = (_corpus_score([preds[i] for i in members], [refs[i] for i in members], k)
                 if members else None)
        buckets.append(LengthBucket(low=low, high=high, count=len(members), bleu=score))
    return buckets
