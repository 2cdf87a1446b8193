"""Checkers for the build-it-yourself exercises: run a learner's function, say what is wrong.

Every chapter ends with exercises in which the learner writes a piece of attention themselves
(a masked softmax, a causal mask, a layer norm, ...). ``check_<name>(learner_fn)`` runs that
function on many small cases, compares it with the package's own implementation and returns a
:class:`CheckResult`. When something is wrong, the result names the most likely mistake and
gives a hint: each known mistake is a *diagnosis*, listed in :data:`DIAGNOSES`, and recognised
by the symptom it leaves in the output (a fully masked row that is NaN, rows that sum to one
along the wrong axis, weights that match the unscaled scores, ...).

A stub that still raises ``NotImplementedError`` is not caught: the checker lets it through, so
an unfinished exercise stops the notebook where it stands.

Example::

    from attnviz.exercises import check_masked_softmax

    check_masked_softmax(masked_softmax)    # shows "masked_softmax passes all 9 checks."
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

#: Every mistake a checker can name: ``code -> hint``. A hint is one or two short sentences that
#: say what the output shows and what to try; it never gives the whole solution away.
DIAGNOSES: dict[str, str] = {
    # Shared by every checker.
    "raised": "It raised an error on a case the exercise allows; the message above says which.",
    "not-a-tensor": "Return a torch.Tensor (the exercise says which shape).",
    "wrong-shape": "The output has the wrong shape; the exercise gives the shape to return.",
    "modified-input": (
        "Your function changed one of its inputs. Work on a copy (masked_fill, not "
        "masked_fill_; x = x + ..., not x += ...) so the caller's tensor stays as it was."
    ),
    "wrong-values": "The values differ from the reference; compare the case above by hand.",
}


@dataclass(frozen=True)
class CheckResult:
    """What a checker found.

    Attributes:
        name: the function's name, as the message calls it.
        passed: ``True`` if every case matched.
        cases: how many cases were run (up to the first failure).
        diagnosis: the code of the mistake found (a key of :data:`DIAGNOSES`), ``None`` if
            the function passed.
        message: what the learner reads: a one-line verdict, then the case and the hint.
    """

    name: str
    passed: bool
    cases: int
    diagnosis: str | None
    message: str

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


class _Failure(Exception):
    """Raised inside a checker to stop at the first failing case."""

    def __init__(self, diagnosis: str, case: str, detail: str = "") -> None:
        if diagnosis not in DIAGNOSES:
            raise KeyError(f"unknown diagnosis {diagnosis!r}")
        super().__init__(diagnosis)
        self.diagnosis = diagnosis
        self.case = case
        self.detail = detail


class _Run:
    """The state of one checker run: counts cases and builds the result.

    A checker is written as a generator of cases; see :func:`_check`.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases = 0

    def fail(self, diagnosis: str, case: str, detail: str = "") -> None:
        raise _Failure(diagnosis, case, detail)

    def call(self, fn: Callable[..., Any], case: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's ``fn`` on copies of the inputs; diagnose crashes and in-place edits.

        ``NotImplementedError`` (an unfinished stub) is let through on purpose.
        """
        self.cases += 1
        before = [a.clone() if isinstance(a, torch.Tensor) else None for a in args]
        try:
            out = fn(*args, **kwargs)
        except NotImplementedError:
            raise
        except Exception as error:  # noqa: BLE001 - any crash is reported to the learner
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        for arg, copy in zip(args, before, strict=True):
            if copy is not None and not _same(arg, copy):
                self.fail("modified-input", case)
        return out

    def tensor(self, out: Any, case: str, shape: Sequence[int] | None = None) -> torch.Tensor:
        """Insist that ``out`` is a tensor of the expected shape."""
        if not isinstance(out, torch.Tensor):
            self.fail("not-a-tensor", case, f"got {type(out).__name__}")
        if shape is not None and tuple(out.shape) != tuple(shape):
            self.fail("wrong-shape", case,
                      f"expected shape {tuple(shape)}, got {tuple(out.shape)}")
        return out


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Exactly equal, NaN equal to NaN (for the in-place check)."""
    return a.shape == b.shape and bool(torch.equal(torch.nan_to_num(a), torch.nan_to_num(b))
                                       and torch.equal(a.isnan(), b.isnan()))


def close(a: torch.Tensor, b: torch.Tensor, *, atol: float = 1e-5, rtol: float = 1e-4) -> bool:
    """``torch.allclose`` that is ``False`` (not an error) for different shapes."""
    return a.shape == b.shape and bool(torch.allclose(a.double(), b.double(), atol=atol,
                                                      rtol=rtol, equal_nan=True))


def _check(name: str, fn: object, cases: Callable[[_Run], Iterator[None] | None]) -> CheckResult:
    """Run ``cases(run)`` and turn its outcome into a :class:`CheckResult`.

    ``cases`` calls the learner's function through ``run.call`` and ``run.fail``\\s with a
    diagnosis at the first symptom it recognises.
    """
    if not callable(fn):
        raise TypeError(f"learner_fn must be the function you wrote (a callable), "
                        f"got {type(fn).__name__}")
    run = _Run(getattr(fn, "__name__", name) or name)
    try:
        result = cases(run)
        if result is not None:
            for _ in result:
                pass
    except _Failure as failure:
        lines = [f"{run.name} is not right yet (case {run.cases}: {failure.case})."]
        if failure.detail:
            lines.append(failure.detail)
        lines.append(f"Hint: {DIAGNOSES[failure.diagnosis]}")
        return CheckResult(run.name, False, run.cases, failure.diagnosis, "\n".join(lines))
    return CheckResult(run.name, True, run.cases, None,
                       f"{run.name} passes all {run.cases} checks.")


def difference(out: torch.Tensor, expected: torch.Tensor) -> str:
    """A short description of how far ``out`` is from ``expected``, for a failure's detail."""
    if out.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
    gap = (out.double() - expected.double()).abs().nan_to_num(nan=math.inf)
    return f"largest difference from the reference: {gap.max().item():.3g}"


def _generator(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def _randn(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    return torch.randn(*shape, generator=_generator(seed), dtype=dtype)


def _cases(*items: Iterable[Any]) -> list[Any]:
    return [item for group in items for item in group]


# Each chapter's section below adds its own diagnoses with DIAGNOSES.update({...}) next to its
# checkers, and names every checker check_<what the learner writes>.

# ---------------------------------------------------------------------------------------------
# Chapters 1-5
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # softmax (chapter 1), reused by the masked softmax and attention checkers
    "softmax-wrong-axis": (
        "The weights sum to one along the wrong axis. Normalise over the last axis (the keys): "
        "dim=-1."
    ),
    "softmax-overflow": (
        "Large scores overflow exp() to inf and give NaN. Subtract each row's maximum before "
        "exponentiating; it changes nothing else (the exercise on shifting scores shows why)."
    ),
})


def check_softmax(learner_fn: Callable[[torch.Tensor], torch.Tensor]) -> CheckResult:
    """Chapter 1: ``softmax(scores)``, a softmax over the last axis of ``(..., Tk)`` scores.

    Diagnoses: ``softmax-wrong-axis``, ``softmax-overflow``, and the shared ones.
    """
    def cases(run: _Run) -> None:
        for case, scores in (
            ("one row of 4 scores", torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.float64)),
            ("3 queries x 5 keys", _randn(3, 5, seed=1)),
            ("a batch (2, 3, 4)", _randn(2, 3, 4, seed=2)),
            ("3 queries x 3 keys", _randn(3, 3, seed=3)),
            ("scores near 1000", 1000.0 + _randn(2, 4, seed=4)),
        ):
            out = run.tensor(run.call(learner_fn, case, scores), case, scores.shape)
            expected = torch.softmax(scores, dim=-1)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("softmax-overflow", case)
            if scores.dim() > 1 and close(out, torch.softmax(scores, dim=-2)):
                run.fail("softmax-wrong-axis", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("softmax", learner_fn, cases)

# (end of chapters 1-5)


# ---------------------------------------------------------------------------------------------
# Chapters 6-8
# ---------------------------------------------------------------------------------------------

# (end of chapters 6-8)


# ---------------------------------------------------------------------------------------------
# Chapters 9-10
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
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
    "sampling-top-k-too-many": (
        "Each row keeps k + 1 tokens instead of k. Check the cut-off: in values sorted from "
        "the largest, the k-th largest sits at index k - 1."
    ),
    # online_softmax_attention (chapter 10)
    "online-overflow": (
        "Some outputs are inf or NaN. Exponentiate each score minus the running maximum, "
        "never the raw score, and start the maximum at -inf (e^-inf = 0)."
    ),
    "online-no-rescale": (
        "The result goes wrong when a later tile raises the running maximum. What was summed "
        "so far was computed against the old maximum m: when it grows to m', multiply both "
        "the running sum and the running output by e^(m - m')."
    ),
    "online-dropped-tile": (
        "The keys of the last, shorter tile were left out. When tile_size does not divide "
        "the number of keys, the last tile is shorter; it must be visited too."
    ),
    "online-not-normalised": (
        "The output was never divided by the running sum. After the last tile, the "
        "running output divided by the running sum is the softmax average."
    ),
    "online-missing-scale": (
        "The scores are not scaled as in the chapter: s = q·k / √d, with d the width of "
        "the queries and keys (q.shape[-1])."
    ),
    # window_mask (chapter 10)
    "window-not-bool": (
        "Return a boolean mask (dtype torch.bool), True where the query may attend. SDPA "
        "adds a float mask to the scores instead of hiding keys with it."
    ),
    "window-inverted": (
        "Your mask is True exactly where it should be False. In this book a mask says where a "
        "query may attend (as in scaled_dot_product_attention), not where it is blocked."
    ),
    "window-looks-ahead": (
        "Some queries may attend to keys after their own position. The window is causal: "
        "the query's own position and the keys just before it, never after."
    ),
    "window-upper-left": (
        "With fewer queries than keys, the queries are the last positions: query i sits at "
        "position i + Tk - Tq, as in attnviz.causal_mask."
    ),
    "window-too-wide": (
        "Each query sees one key too many. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    "window-too-narrow": (
        "Each query sees one key too few. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    # repeat_kv (chapter 10): grouped-query attention
    "gqa-tiled": (
        "The key-value heads come out in the wrong order. Consecutive query heads share one "
        "key-value head, so each head is repeated in place ([0, 0, 1, 1]), not the stack as "
        "a whole ([0, 1, 0, 1])."
    ),
    "gqa-wrong-axis": (
        "Something other than the heads was repeated. Repeat along the heads axis, dim=1 of "
        "(B, Hkv, T, Dh); the time steps and features of each head stay as they are."
    ),
    "gqa-group-size": (
        "Each key-value head was repeated num_query_heads times. It serves a group of "
        "num_query_heads // Hkv query heads: repeat it that many times."
    ),
})


# merge (chapter 9) ---------------------------------------------------------------------------

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
    from .text import _merge  # the tokenizer's own merge

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

    def run_cases(run: _Run) -> None:
        for ids, pair, new_id in cases:
            case = f"merge({ids}, {pair}, {new_id})"
            given = list(ids)
            out = run.call(learner_fn, case, given, pair, new_id)
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
    return _check("merge", learner_fn, run_cases)


# next_token_probs (chapter 9) ----------------------------------------------------------------

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
    ``sampling-top-k-too-few``, ``sampling-top-k-too-many``, ``softmax-overflow``, and the
    shared ones.
    """
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
    ]

    def run_cases(run: _Run) -> None:
        for note, logits, temperature, top_k in cases:
            keyword = "" if top_k is None else f", top_k={top_k}"
            case = f"logits {tuple(logits.shape)}, temperature={temperature}{keyword}"
            case += f" ({note})" if note else ""
            extra = {} if top_k is None else {"top_k": top_k}
            out = run.tensor(run.call(learner_fn, case, logits, temperature, **extra), case,
                             logits.shape)
            expected = _next_token_probs(logits, temperature, top_k)
            if close(out, expected):
                continue
            detail = difference(out, expected)
            if not torch.isfinite(out).all():
                detail = "some probabilities are inf or NaN"
            run.fail(_sampling_mistake(out, logits, temperature, top_k), case, detail)
    return _check("next_token_probs", learner_fn, run_cases)


# online_softmax_attention (chapter 10) -------------------------------------------------------

def _online_variant(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, tile_size: int, *,
                    scale: float, rescale_sum: bool = True, rescale_out: bool = True,
                    drop_partial: bool = False, normalise: bool = True) -> torch.Tensor:
    """Online-softmax attention over key tiles, ``(..., Tq, Dv)``; the keywords reproduce
    known mistakes."""
    num_keys = k.shape[-2]
    stop = num_keys - num_keys % tile_size if drop_partial else num_keys
    m = q.new_full((*q.shape[:-1], 1), -math.inf)  # (..., Tq, 1)
    total = q.new_zeros(m.shape)
    out = q.new_zeros((*q.shape[:-1], v.shape[-1]))  # (..., Tq, Dv)
    for start in range(0, stop, tile_size):
        scores = (q @ k[..., start:start + tile_size, :].transpose(-2, -1)) * scale
        new_m = torch.maximum(m, scores.amax(dim=-1, keepdim=True))
        weights = torch.exp(scores - new_m)
        shrink = torch.exp(m - new_m)
        total = (shrink if rescale_sum else 1.0) * total + weights.sum(dim=-1, keepdim=True)
        out = (shrink if rescale_out else 1.0) * out + weights @ v[..., start:start + tile_size, :]
        m = new_m
    return out / total if normalise else out


def check_online_softmax(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 10: ``online_softmax_attention(q, k, v, tile_size)``, attention over key tiles.

    ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``v (B, H, Tk, Dv)`` -> ``(B, H, Tq, Dv)``,
    softmax attention with scores ``q·k / √Dh`` computed one tile of ``tile_size`` keys at a
    time with a running maximum, sum and output; compared with :func:`attnviz.tiled_attention`.

    Diagnoses: ``online-overflow``, ``online-no-rescale``, ``online-dropped-tile``,
    ``online-not-normalised``, ``online-missing-scale``, and the shared ones.
    """
    from .efficient import tiled_attention

    def qkv(batch: int, heads: int, queries: int, keys: int, width: int, value_width: int,
            seed: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return (_randn(batch, heads, queries, width, seed=seed),
                _randn(batch, heads, keys, width, seed=seed + 1),
                _randn(batch, heads, keys, value_width, seed=seed + 2))

    growing = qkv(1, 1, 3, 9, 4, 4, seed=50)  # keys that grow tile by tile: the maximum rises
    growing = (growing[0], growing[1] * torch.arange(1, 10, dtype=torch.float64)[:, None],
               growing[2])
    big = qkv(1, 2, 3, 11, 8, 4, seed=60)
    cases = [
        ("", qkv(1, 1, 3, 8, 4, 4, seed=40), 4),
        ("the last tile has 2 keys", qkv(1, 2, 4, 10, 8, 5, seed=43), 4),
        ("the scores grow from tile to tile", growing, 3),
        ("", qkv(1, 1, 2, 5, 4, 3, seed=46), 1),
        ("one tile holds every key", qkv(2, 1, 3, 5, 4, 4, seed=53), 8),
        ("", qkv(2, 3, 6, 13, 8, 6, seed=56), 5),
        ("scores in the thousands", (300 * big[0], big[1], big[2]), 4),
        ("float32", tuple(x.float() for x in qkv(1, 2, 7, 40, 16, 8, seed=63)), 16),
    ]
    # every combination of (no rescale, last tile dropped, not normalised, scaled by 1 or 1 / d)
    flaws = [(a, b, c, d) for a in (False, True) for b in (False, True) for c in (False, True)
             for d in (False, True)]

    def diagnose(out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                 tile_size: int) -> str | None:
        width = q.shape[-1]
        for no_rescale, drop, unnormalised, unscaled in flaws:
            for scale in ((1.0, 1.0 / width) if unscaled else (1.0 / math.sqrt(width),)):
                for rescale_sum, rescale_out in (((False, False), (True, False), (False, True))
                                                 if no_rescale else ((True, True),)):
                    variant = _online_variant(q, k, v, tile_size, scale=scale,
                                              rescale_sum=rescale_sum, rescale_out=rescale_out,
                                              drop_partial=drop, normalise=not unnormalised)
                    if close(out, variant, atol=1e-4, rtol=1e-3):
                        return ("online-not-normalised" if unnormalised
                                else "online-no-rescale" if no_rescale
                                else "online-dropped-tile" if drop
                                else "online-missing-scale")
        return None

    def run_cases(run: _Run) -> None:
        for note, (q, k, v), tile_size in cases:
            case = (f"q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}, "
                    f"tile_size={tile_size}")
            case += f" ({note})" if note else ""
            out = run.tensor(run.call(learner_fn, case, q, k, v, tile_size), case,
                             (*q.shape[:-1], v.shape[-1]))
            expected = tiled_attention(q, k, v, tile_size=tile_size)
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            if not torch.isfinite(out).all():
                run.fail("online-overflow", case, "some outputs are inf or NaN")
            diagnosis = diagnose(out.double(), q.double(), k.double(), v.double(), tile_size)
            run.fail(diagnosis or "wrong-values", case, difference(out, expected))
    return _check("online_softmax_attention", learner_fn, run_cases)


# window_mask (chapter 10) --------------------------------------------------------------------

def _window(num_queries: int, num_keys: int, window: int, *, offset: int | None = None
            ) -> torch.Tensor:
    """``attnviz.sliding_window_mask`` with the queries at ``offset`` (default: the last)."""
    offset = num_keys - num_queries if offset is None else offset
    distance = (torch.arange(num_queries)[:, None] + offset) - torch.arange(num_keys)
    return (distance >= 0) & (distance < window)


def _rows(mask: torch.Tensor) -> str:
    return " / ".join("".join(str(int(x)) for x in row) for row in mask.tolist())


def check_window_mask(learner_fn: Callable[[int, int, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``window_mask(num_queries, num_keys, window)``, causal local attention.

    Returns a boolean "may attend" mask ``(Tq, Tk)``: query ``i`` sits at position
    ``i + Tk - Tq`` and may attend to itself and the ``window - 1`` keys before it, as
    :func:`attnviz.sliding_window_mask`.

    Diagnoses: ``window-not-bool``, ``window-inverted``, ``window-looks-ahead``,
    ``window-upper-left``, ``window-too-wide``, ``window-too-narrow``, and the shared ones.
    """
    from .efficient import sliding_window_mask

    cases = [(4, 4, 2), (6, 6, 3), (5, 5, 1), (3, 7, 2), (5, 5, 5), (4, 4, 9), (1, 6, 3),
             (4, 9, 4)]

    def run_cases(run: _Run) -> None:
        for num_queries, num_keys, window in cases:
            case = f"window_mask({num_queries}, {num_keys}, {window})"
            out = run.tensor(run.call(learner_fn, case, num_queries, num_keys, window), case,
                             (num_queries, num_keys))
            expected = sliding_window_mask(num_queries, num_keys, window)
            if out.dtype != torch.bool:
                run.fail("window-not-bool", case, f"got dtype {out.dtype}")
            if torch.equal(out, expected):
                continue
            detail = f"expected rows {_rows(expected)}, got {_rows(out)}"
            if torch.equal(out, ~expected):
                run.fail("window-inverted", case, detail)
            if bool((out & ~_window(num_queries, num_keys, num_keys)).any()):
                run.fail("window-looks-ahead", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window, offset=0)):
                run.fail("window-upper-left", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window + 1)):
                run.fail("window-too-wide", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window - 1)):
                run.fail("window-too-narrow", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("window_mask", learner_fn, run_cases)


# repeat_kv (chapter 10) ----------------------------------------------------------------------

def check_repeat_kv(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``repeat_kv(x, num_query_heads)``, keys or values for grouped-query attention.

    ``x (B, Hkv, T, Dh)`` -> ``(B, H, T, Dh)`` with ``H = num_query_heads``: query head ``h``
    gets key-value head ``h // (H / Hkv)``, as :class:`attnviz.MultiHeadAttention` with
    ``num_kv_heads`` groups them (consecutive query heads share one key-value head).

    Diagnoses: ``gqa-tiled``, ``gqa-wrong-axis``, ``gqa-group-size``, and the shared ones.
    """
    cases = [((1, 2, 3, 4), 4), ((2, 2, 5, 3), 6), ((1, 1, 4, 2), 4), ((2, 4, 3, 2), 4),
             ((1, 3, 2, 2), 12), ((2, 2, 1, 8), 8)]

    def source_heads(out: torch.Tensor, x: torch.Tensor) -> list[int | None]:
        """For each head of ``out``, the head of ``x`` it copies (``None``: none)."""
        return [next((g for g in range(x.shape[1]) if torch.equal(out[:, h], x[:, g])), None)
                for h in range(out.shape[1])]

    def run_cases(run: _Run) -> None:
        for seed, (shape, num_query_heads) in enumerate(cases, start=70):
            x = _randn(*shape, seed=seed)
            batch, kv_heads, steps, width = shape
            group = num_query_heads // kv_heads
            case = f"x {shape}, num_query_heads={num_query_heads}"
            out = run.call(learner_fn, case, x, num_query_heads)
            expected = x.repeat_interleave(group, dim=1)  # (B, H, T, Dh), head h // group
            if isinstance(out, torch.Tensor) and out.shape != expected.shape:
                got = f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
                if out.ndim == 4 and out.shape[1] == kv_heads * num_query_heads:
                    run.fail("gqa-group-size", case, got)
                if any(out.shape == x.repeat_interleave(group, dim=d).shape for d in (0, 2, 3)):
                    run.fail("gqa-wrong-axis", case, got)
            out = run.tensor(out, case, expected.shape)
            if torch.equal(out, expected):
                continue
            sources = source_heads(out, x)
            detail = (f"query heads 0 to {num_query_heads - 1} got key-value heads {sources}, "
                      f"expected {[h // group for h in range(num_query_heads)]}")
            if torch.equal(out, x.repeat(1, group, 1, 1)):
                run.fail("gqa-tiled", case, detail)
            if None in sources:
                run.fail("gqa-wrong-axis", case, difference(out, expected))
            run.fail("wrong-values", case, detail)
    return _check("repeat_kv", learner_fn, run_cases)


# (end of chapters 9-10)


__all__ = ["DIAGNOSES", "CheckResult",
           *sorted(name for name in list(globals()) if name.startswith("check_"))]
