"""Chapter 9's exercises: one byte-pair-encoding merge, and the probabilities generate samples.

``check_merge`` (with ``_merge_variant``: no skip after a merge, either order, the first
occurrence only, ...) and ``check_sampling`` (with ``_next_token_probs``, what
:meth:`attnviz.GPT.generate` samples from, and the slips ``_sampling_mistake`` names).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _draw, _randn, _unseen, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # merge (chapter 9): one byte-pair-encoding merge
    "merge-modified-input": (
        "Your function changed the list it was given. Build a new list and append to it, so "
        "the caller's ids stay as they were."
    ),
    "merge-not-a-list": "Return a new list of token ids (a Python list of ints).",
    "merge-nothing-merged": (
        "Nothing was merged although the pair occurs. Check how you compare two neighbours "
        "with the pair: in Python a list never equals a tuple ([1, 2] == (1, 2) is False)."
    ),
    "merge-dropped-last": (
        "The last token went missing. When the final token is not part of a merge, it still "
        "belongs in the output."
    ),
    "merge-no-skip": (
        "The second token of a merged pair is still there. After a merge, step past both "
        "tokens of the pair."
    ),
    "merge-either-order": (
        "The pair was merged where it occurs the other way round too. (a, b) is not (b, a): "
        "merge only where the pair's first token is followed by its second."
    ),
    "merge-overlap": (
        "Overlapping occurrences were merged twice. In a a a the pair (a, a) occurs twice, "
        "sharing the middle a, but a token can take part in one merge only: once a pair is "
        "merged, go on after it."
    ),
    "merge-right-to-left": (
        "The pairs were merged from right to left. Scan from the left, as the tokenizer does: "
        "with the pair (a, a), a a a becomes the new token followed by a."
    ),
    "merge-first-only": (
        "Only the first occurrence was merged. Every occurrence of the pair becomes the new "
        "token, all in one pass."
    ),
    # next_token_probs (chapter 9): temperature and top-k
    "sampling-zero-temperature": (
        "At temperature 0, generate always takes the most likely token: give it probability 1 "
        "and every other token 0, instead of dividing by zero."
    ),
    "sampling-wrong-axis": (
        "The probabilities sum to one down the columns. Each row is one sequence's "
        "distribution over the vocabulary: normalise over the last axis (dim=-1)."
    ),
    "sampling-top-k-not-renormalised": (
        "With top_k, the rows no longer sum to one: zeroing the tail after the softmax leaves "
        "the kept probabilities too small. Cut the tail before the softmax (a logit of -inf "
        "gets probability 0), or renormalise."
    ),
    "sampling-no-softmax": (
        "These are scaled logits, not probabilities. Finish with a softmax over the "
        "vocabulary."
    ),
    "sampling-times-temperature": (
        "The temperature works the wrong way round: a temperature above 1 must flatten the "
        "distribution, below 1 sharpen it. Divide the logits by it."
    ),
    "sampling-temperature-ignored": (
        "The temperature has no effect on your output. Scale the logits by it before the "
        "softmax."
    ),
    "sampling-top-k-ignored": (
        "top_k has no effect on your output: tokens outside the k most likely still get a "
        "probability. Keep only the k largest logits."
    ),
    "sampling-top-k-too-few": (
        "Each row keeps k - 1 tokens instead of k. The k-th largest logit itself must stay "
        "(keep the logits that are >= it)."
    ),
    "sampling-top-k-drops-ties": (
        "A logit equal to the k-th largest was dropped: topk picks exactly k of them. Keep "
        "every logit that is >= the k-th largest value, ties included."
    ),
    "sampling-top-k-too-many": (
        "Each row keeps k + 1 tokens instead of k. Check the cut-off: in values sorted from "
        "the largest, the k-th largest sits at index k - 1."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "merge": _Forbidden(
        ("attnviz.data.text._merge",),
        "the tokenizer's own merge, which the exercise asks you to write yourself",
        learner_globals=("merge_pair",)),
}


# One byte-pair-encoding merge

def _merge_variant(ids: list[int], pair: tuple[int, int], new_id: int, *, step: int = 2,
                   either_order: bool = False, first_only: bool = False) -> list[int]:
    """One merge left to right; the keywords reproduce known mistakes."""
    out, i, merged = [], 0, False
    while i < len(ids):
        here = tuple(ids[i:i + 2])
        if (len(here) == 2 and not (first_only and merged)
                and (here == pair or (either_order and here == pair[::-1]))):
            out.append(new_id)
            i += step
            merged = True
        else:
            out.append(ids[i])
            i += 1
    return out


def _merge_right_to_left(ids: list[int], pair: tuple[int, int], new_id: int) -> list[int]:
    flipped = _merge_variant(ids[::-1], pair[::-1], new_id)
    return flipped[::-1]


def check_merge(learner_fn: Callable[[list[int], tuple[int, int], int], list[int]]
                ) -> CheckResult:
    """Chapter 9: ``merge(ids, pair, new_id)``, one byte-pair-encoding merge.

    ``ids`` is a list of token ids; every occurrence of ``pair`` (a tuple of two ids), left to
    right and without overlaps, becomes ``new_id``, as in :class:`attnviz.BPETokenizer`. The
    result is a new list; ``ids`` is left as it was.

    Diagnoses: ``merge-modified-input``, ``merge-not-a-list``, ``merge-nothing-merged``,
    ``merge-dropped-last``, ``merge-no-skip``, ``merge-either-order``, ``merge-overlap``,
    ``merge-right-to-left``, ``merge-first-only``, and the shared ones.
    """
    guard = _Guard("merge", learner_fn)
    from attnviz.data.text import _merge  # the tokenizer's own merge

    text = list(b" the theatre")
    cases: list[tuple[list[int], tuple[int, int], int]] = [
        ([1, 2, 3], (1, 2), 256),
        ([3, 1, 2], (1, 2), 256),
        ([1, 2, 3, 1, 2, 4, 1, 2], (1, 2), 256),
        ([2, 1, 3, 1, 2, 2, 1], (1, 2), 300),
        ([5, 5, 5], (5, 5), 256),
        ([5, 5, 5, 5], (5, 5), 257),
        ([7, 5, 5, 5, 7, 5, 5], (5, 5), 258),
        ([], (1, 2), 256),
        ([1], (1, 2), 256),
        ([4, 4, 4], (1, 2), 256),
        (text, (116, 104), 256),  # " the theatre" as bytes, merging "t" + "h"
        ([256, 101, 256, 256, 101], (256, 101), 300),
    ]
    generator = _unseen(164)  # a grading run adds lists drawn from a few ids (pairs recur)
    if generator is not None:
        for number in range(4):
            ids = [_draw(generator, 1, 4) for _ in range(_draw(generator, 0, 16))]
            pair = (_draw(generator, 1, 4), _draw(generator, 1, 4))
            cases.append((ids, pair, 256 + number))

    def run_cases(run: _Run) -> None:
        for ids, pair, new_id in cases:
            case = f"merge({ids}, {pair}, {new_id})"
            given = list(ids)
            out = run.call(guard, case, given, pair, new_id)
            if given != ids:
                run.fail("merge-modified-input", case, f"ids became {given}")
            if not isinstance(out, list):
                run.fail("merge-not-a-list", case, f"got {type(out).__name__}")
            expected = _merge(ids, pair, new_id)
            if out == expected:
                continue
            detail = f"expected {expected}, got {out}"
            if out == ids:
                run.fail("merge-nothing-merged", case, detail)
            if ids and out == expected[:-1]:
                run.fail("merge-dropped-last", case, detail)
            if out == _merge_variant(ids, pair, new_id, step=1):
                run.fail("merge-no-skip", case, detail)
            if out == _merge_variant(ids, pair, new_id, either_order=True):
                run.fail("merge-either-order", case, detail)
            if pair[0] == pair[1] and out.count(new_id) > expected.count(new_id):
                run.fail("merge-overlap", case, detail)
            if out == _merge_right_to_left(ids, pair, new_id):
                run.fail("merge-right-to-left", case, detail)
            if out == _merge_variant(ids, pair, new_id, first_only=True):
                run.fail("merge-first-only", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("merge", learner_fn, guard.cases(run_cases))


# next_token_probs: temperature and top-k

def _next_token_probs(logits: torch.Tensor, temperature: float, top_k: int | None = None, *,
                      times: bool = False, renormalise: bool = True, dim: int = -1,
                      softmax: bool = True) -> torch.Tensor:
    """What :meth:`attnviz.GPT.generate` samples from, ``(B, V) -> (B, V)``; the keywords
    reproduce known mistakes."""
    if temperature == 0:  # generate takes the argmax
        return torch.zeros_like(logits).scatter_(-1, logits.argmax(dim=-1, keepdim=True), 1.0)
    logits = logits * temperature if times else logits / temperature
    keep = torch.ones_like(logits, dtype=torch.bool)
    if top_k is not None:  # ties with the k-th largest stay, as in generate
        keep = logits >= logits.topk(top_k, dim=-1).values[..., -1:]
    if not softmax:
        return logits.masked_fill(~keep, -math.inf)
    if renormalise:
        return logits.masked_fill(~keep, -math.inf).softmax(dim=dim)
    return logits.softmax(dim=dim).masked_fill(~keep, 0.0)


def _sampling_mistake(out: torch.Tensor, logits: torch.Tensor, temperature: float,
                      top_k: int | None) -> str:
    """The diagnosis of a wrong ``next_token_probs`` output, by the symptom it shows."""
    def variant(**mistake: Any) -> torch.Tensor:
        return _next_token_probs(logits, temperature, top_k, **mistake)

    if temperature == 0:
        return "sampling-zero-temperature"
    if not torch.isfinite(out).all():
        if close(out, variant(softmax=False)):
            return "sampling-no-softmax"
        return "softmax-overflow" if logits.abs().max() > 50 else "wrong-values"
    if close(out, variant(dim=0)) or close(out, variant(dim=0, renormalise=False)):
        return "sampling-wrong-axis"
    if top_k is not None and close(out, variant(renormalise=False)):
        return "sampling-top-k-not-renormalised"
    if close(out, variant(softmax=False)):
        return "sampling-no-softmax"
    if close(out, variant(times=True)):
        return "sampling-times-temperature"
    if temperature != 1 and close(out, _next_token_probs(logits, 1.0, top_k)):
        return "sampling-temperature-ignored"
    if top_k is not None and top_k < logits.shape[-1]:
        if close(out, _next_token_probs(logits, temperature, None)):
            return "sampling-top-k-ignored"
        kept = (out.abs() > 1e-12).sum(dim=-1)  # (B,) tokens with a probability
        expected = (variant().abs() > 1e-12).sum(dim=-1)  # (B,) more than k where ties
        if bool((kept == top_k).all()) and bool((expected > top_k).any()):
            return "sampling-top-k-drops-ties"
        if bool((kept == top_k - 1).all()):
            return "sampling-top-k-too-few"
        if bool((kept == top_k + 1).all()):
            return "sampling-top-k-too-many"
    return "wrong-values"


def check_sampling(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 9: ``next_token_probs(logits, temperature, top_k=None)``, what generate samples.

    ``logits`` ``(B, V)`` -> probabilities ``(B, V)``, each row summing to one: the softmax of
    the logits divided by ``temperature``, keeping only the ``top_k`` largest logits of each row
    if given; temperature ``0`` puts all the probability on the most likely token, as
    :meth:`attnviz.GPT.generate` does.

    Diagnoses: ``sampling-zero-temperature``, ``sampling-wrong-axis``,
    ``sampling-top-k-not-renormalised``, ``sampling-no-softmax``,
    ``sampling-times-temperature``, ``sampling-temperature-ignored``, ``sampling-top-k-ignored``,
    ``sampling-top-k-too-few``, ``sampling-top-k-drops-ties``, ``sampling-top-k-too-many``,
    ``softmax-overflow``, and the
    shared ones.
    """
    guard = _Guard("next_token_probs", learner_fn)
    cases = [
        ("", _randn(2, 6, seed=20), 1.0, None),
        ("", _randn(3, 5, seed=21), 1.0, None),
        ("", _randn(2, 7, seed=22), 0.5, None),
        ("", _randn(2, 7, seed=23), 2.0, None),
        ("", _randn(3, 8, seed=24), 1.0, 3),
        ("", _randn(2, 8, seed=25), 0.8, 5),
        ("", _randn(2, 6, seed=26), 1.0, 1),
        ("top_k=V keeps every token", _randn(2, 6, seed=27), 1.5, 6),
        ("the most likely token", _randn(3, 6, seed=28), 0.0, None),
        ("the most likely token", _randn(2, 6, seed=29), 0.0, 3),
        ("float32 logits in the hundreds", 100 * _randn(2, 50, seed=30, dtype=torch.float32),
         1.0, 10),
        # The statement promises that a logit equal to the k-th largest stays too.
        ("a tie with the k-th largest logit: both stay",
         torch.tensor([[2.0, 1.0, 0.5, 1.0, -1.0], [0.0, 3.0, 3.0, 3.0, 1.0]],
                      dtype=torch.float64), 1.0, 2),
    ]

    def run_cases(run: _Run) -> None:
        for note, logits, temperature, top_k in cases:
            keyword = "" if top_k is None else f", top_k={top_k}"
            case = f"logits {tuple(logits.shape)}, temperature={temperature}{keyword}"
            case += f" ({note})" if note else ""
            extra = {} if top_k is None else {"top_k": top_k}
            out = run.tensor(run.call(guard, case, logits, temperature, **extra), case,
                             logits.shape)
            expected = _next_token_probs(logits, temperature, top_k)
            if close(out, expected):
                continue
            detail = difference(out, expected)
            if not torch.isfinite(out).all():
                detail = "some probabilities are inf or NaN"
            run.fail(_sampling_mistake(out, logits, temperature, top_k), case, detail)
    return _check("next_token_probs", learner_fn, guard.cases(run_cases))
