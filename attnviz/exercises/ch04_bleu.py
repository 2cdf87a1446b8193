"""Chapter 4's exercise: BLEU for one sentence, as :func:`attnviz.bleu`.

``check_bleu`` compares the learner's score with the package's; ``_bleu_like`` is BLEU with
each of the usual slips (unclipped counts, no or a reversed brevity penalty, uniform weights,
recall instead of precision, ...), so that a wrong score can be named by the slip it matches.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _draw, _unseen
from attnviz.exercises._core import CheckResult, _check, _Failure, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "bleu-not-a-number": "Return the score as one number, a Python float.",
    "bleu-short-prediction": (
        "A prediction shorter than n has no n-gram to judge: leave that n out, as the package "
        "does (only n up to the prediction's length count). An empty prediction scores 0."
    ),
    "bleu-log-of-zero": (
        "A precision of 0 makes the logarithm fail. When any precision is 0 the score is 0; "
        "return that, or multiply the powers instead of adding logarithms."
    ),
    "bleu-unclipped": (
        "A repeated word scores more matches than the reference has copies of it. Clip each "
        "n-gram's count at its count in the reference."
    ),
    "bleu-no-brevity-penalty": (
        "Short predictions score too high: the brevity penalty is missing. Multiply by "
        "exp(min(0, 1 - len_ref / len_pred))."
    ),
    "bleu-brevity-reversed": (
        "Long predictions are penalised: the brevity penalty is the wrong way round. It punishes "
        "predictions shorter than the reference, and leaves longer ones alone."
    ),
    "bleu-brevity-uncapped": (
        "Long predictions score above 1: the brevity penalty must never exceed 1, so its "
        "exponent is capped at 0 with min(0, ...)."
    ),
    "bleu-uniform-weights": (
        "Every precision gets the same weight (as in sacreBLEU). Here p_n is weighted by 1/2**n: "
        "p_1**(1/2) * p_2**(1/4) * ..."
    ),
    "bleu-arithmetic-mean": (
        "The precisions are added up. BLEU multiplies them, each raised to its weight 1/2**n."
    ),
    "bleu-weight-off-by-one": (
        "The weights are shifted by one: with n counting from 1, unigrams get the weight 1/2 and "
        "bigrams 1/4."
    ),
    "bleu-precision-denominator": (
        "p_n divides the matches by the number of the prediction's n-grams, which is its length "
        "minus n - 1, not its length."
    ),
    "bleu-recall": (
        "The matches are divided by the reference's n-grams: that is recall. BLEU uses "
        "precision: divide by the prediction's n-grams."
    ),
    "bleu-missing-last-ngram": (
        "The last n-gram of a sentence is left out: a sentence of L tokens has L - n + 1 "
        "n-grams."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "bleu": _Forbidden(
        ("attnviz.training.bleu.bleu", "attnviz.training.bleu.corpus_bleu",
         "attnviz.training.bleu._matches", "attnviz.training.bleu._score"),
        "the package's BLEU, which the exercise asks you to write yourself"),
}


def _bleu_like(prediction: str, reference: str, k: int, *, clip: bool = True,
               brevity: str = "min", weights: str = "halving", combine: str = "product",
               denominator: str = "prediction", last: bool = True) -> float | None:
    """BLEU and its usual slips (each keyword names one); ``None`` where a slip divides by 0."""
    from collections import Counter

    pred, ref = prediction.split(), reference.split()
    if not pred:
        return 0.0

    def grams(tokens: list[str], n: int) -> Counter[tuple[str, ...]]:
        stop = len(tokens) - n + (1 if last else 0)
        return Counter(tuple(tokens[i:i + n]) for i in range(max(stop, 0)))

    precisions = []
    for n in range(1, k + 1):
        predicted, referred = grams(pred, n), grams(ref, n)
        if not predicted:
            continue
        hits = (sum((predicted & referred).values()) if clip
                else sum(count for gram, count in predicted.items() if gram in referred))
        total = {"prediction": sum(predicted.values()), "length": len(pred),
                 "reference": sum(referred.values())}[denominator]
        if total == 0:
            return None
        precisions.append((n, hits / total))
    if not precisions:
        return None
    ratio = {"min": min(0.0, 1 - len(ref) / len(pred)), "none": 0.0,
             "reversed": min(0.0, 1 - len(pred) / len(ref)) if ref else 0.0,
             "uncapped": 1 - len(ref) / len(pred)}[brevity]
    weight = {"halving": lambda n: 0.5**n, "uniform": lambda n: 1 / len(precisions),
              "uniform-k": lambda n: 1 / k, "shifted": lambda n: 0.5 ** (n - 1)}[weights]
    if combine == "mean":
        return math.exp(ratio) * sum(p for _, p in precisions) / len(precisions)
    if combine == "weighted-sum":
        return math.exp(ratio) * sum(weight(n) * p for n, p in precisions)
    return math.exp(ratio) * math.prod(p ** weight(n) for n, p in precisions)


_BLEU_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("bleu-unclipped", {"clip": False}),
    ("bleu-no-brevity-penalty", {"brevity": "none"}),  # before "reversed": on a short
    ("bleu-brevity-reversed", {"brevity": "reversed"}),  # prediction the two agree
    ("bleu-brevity-uncapped", {"brevity": "uncapped"}),
    ("bleu-uniform-weights", {"weights": "uniform"}),
    ("bleu-uniform-weights", {"weights": "uniform-k"}),
    ("bleu-weight-off-by-one", {"weights": "shifted"}),
    ("bleu-arithmetic-mean", {"combine": "mean"}),
    ("bleu-arithmetic-mean", {"combine": "weighted-sum"}),
    ("bleu-precision-denominator", {"denominator": "length"}),
    ("bleu-recall", {"denominator": "reference"}),
    ("bleu-missing-last-ngram", {"last": False}),
)


_WORDS = ("le", "la", "chat", "chien", "est", "sur", "tapis", "il", "dort", "très", "calme", ".")


def _bleu_cases() -> list[tuple[str, str, int]]:
    """(prediction, reference, k), ordered so that each slip shows first where it alone differs;
    a grading run adds sentences drawn from a small vocabulary (so that n-grams repeat)."""
    drawn: list[tuple[str, str, int]] = []
    generator = _unseen(150)
    if generator is not None:
        for _ in range(6):
            reference = [_WORDS[_draw(generator, 0, len(_WORDS) - 1)]
                         for _ in range(_draw(generator, 2, 9))]
            prediction = [word if _draw(generator, 0, 3) else _WORDS[_draw(
                generator, 0, len(_WORDS) - 1)] for word in reference]
            prediction = prediction[:_draw(generator, 1, len(prediction) + 1)]
            drawn.append((" ".join(prediction), " ".join(reference), _draw(generator, 1, 4)))
    return [
        ("il est calme .", "il est calme .", 2),
        ("il est mouillé .", "il est calme .", 2),
        ("je suis très très fatigué ce soir", "je suis fatigué", 2),
        ("le le chat", "le chat dort", 2),
        ("il est", "il est calme .", 2),
        ("le chat est sur le tapis rouge", "le chat est sur le tapis", 4),
        ("non non merci non", "non merci non", 3),
        ("va", "va !", 2),
        ("nous partons demain", "il pleut", 2),
        ("", "il est calme .", 2),
        ("je suis chez moi .", "je suis chez moi .", 4),
    ] + drawn


def check_bleu(learner_fn: Callable[..., float]) -> CheckResult:
    """Chapter 4: ``fn(prediction, reference, k=2) -> float``, BLEU as :func:`attnviz.bleu`.

    ``prediction`` and ``reference`` are strings of space-separated tokens; ``k`` (passed by
    keyword) is the longest n-gram. The score is ``exp(min(0, 1 - len_ref / len_pred))`` times
    ``p_n ** (1 / 2**n)`` for ``n = 1 .. min(k, len_pred)``, with clipped precisions ``p_n``;
    an empty prediction scores 0.

    Diagnoses: ``bleu-not-a-number``, ``bleu-short-prediction``, ``bleu-log-of-zero``,
    ``bleu-unclipped``, ``bleu-brevity-reversed``, ``bleu-brevity-uncapped``,
    ``bleu-no-brevity-penalty``, ``bleu-uniform-weights``, ``bleu-weight-off-by-one``,
    ``bleu-arithmetic-mean``, ``bleu-precision-denominator``, ``bleu-recall``,
    ``bleu-missing-last-ngram`` and the shared ones.
    """
    guard = _Guard("bleu", learner_fn)
    from attnviz.training.bleu import bleu

    def cases(run: _Run) -> None:
        for prediction, reference, k in _bleu_cases():
            case = f"prediction {prediction!r}, reference {reference!r}, k={k}"
            expected = bleu(prediction, reference, k=k)
            short = len(prediction.split()) < k
            try:
                out = run.call(guard, case, prediction, reference, k=k)
            except _Failure as failure:
                if failure.diagnosis == "raised":
                    if short and failure.detail.startswith("ZeroDivisionError"):
                        run.fail("bleu-short-prediction", case, failure.detail)
                    if expected == 0 and "math domain error" in failure.detail:
                        run.fail("bleu-log-of-zero", case, failure.detail)
                raise
            score = _as_number(out)
            if score is None:
                run.fail("bleu-not-a-number", case, f"got {type(out).__name__}")
            if math.isclose(score, expected, rel_tol=1e-6, abs_tol=1e-9):
                continue
            if short and score == 0:
                run.fail("bleu-short-prediction", case)
            for diagnosis, slip in _BLEU_SLIPS:
                variant = _bleu_like(prediction, reference, k, **slip)
                if variant is not None and math.isclose(score, variant, rel_tol=1e-6,
                                                        abs_tol=1e-9):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, f"BLEU should be {expected:.4f}, got {score:.4f}")
    return _check("bleu", learner_fn, guard.cases(cases))


def _as_number(out: Any) -> float | None:
    """``out`` as a float if it is one number (a one-element tensor or a NumPy scalar counts)."""
    from numbers import Real

    if isinstance(out, torch.Tensor) and out.numel() == 1:
        return float(out.item())
    if isinstance(out, Real) and not isinstance(out, bool):
        return float(out)
    return None
