"""Chapter 11's exercises: absorbed scores of latent attention, and eviction with attention sinks.

``check_absorbed_scores`` (the content scores of multi-head latent attention computed against
the cached latents, without forming the per-head keys: ``W_uk`` used transposed, heads mixed
up, scaled, keys formed after all, ...) and ``check_sink_eviction`` (StreamingLLM's slots: the
sinks dropped, the window one off, slots twice, out of order, ...). Both refuse the package's
own version (``forbidden-call``): the latent attention layer, and ``streaming_keep``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _draw, _randn, _unseen, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _CallWatch, _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # absorbed_scores (chapter 11)
    "latent-uk-transposed": (
        "W_uk[h] is used transposed. Head h's key is W_uk[h] @ c, with W_uk[h] of shape "
        "(Dh, Dc): the query enters as q_c @ W_uk[h], a row of Dc numbers."
    ),
    "latent-heads-mixed": (
        "The heads are mixed up: each head h must use its own W_uk[h] and give its own "
        "(Tq, Tk) scores. Keep the head axis through the computation; sum over Dh, not over H."
    ),
    "latent-scaled": (
        "The scores are scaled. Return the raw content scores q_c · k_c; the division by "
        "√(Dh + Dr) comes later, once the rotary part is added."
    ),
    "latent-scores-transposed": (
        "The output is (B, H, Tk, Tq): queries and keys are swapped. Each row holds one "
        "query's scores against every key."
    ),
    "latent-formed-keys": (
        "The values are right, but your function made the per-head keys (a tensor with a Tk "
        "and a Dh axis), which absorption avoids. Map the query into latent space first, "
        "q_c @ W_uk[h], then score it against c."
    ),
    # keep_slots (chapter 11)
    "sinks-not-integer": (
        "Return integer slot numbers (a LongTensor, as torch.arange gives); floats or "
        "booleans cannot index the cache."
    ),
    "sinks-dropped": (
        "The first tokens are gone: this is a plain rolling window. Keep the num_sinks first "
        "slots as well as the recent window."
    ),
    "sinks-window-total": (
        "window counts the recent tokens kept in addition to the sinks, not the sinks and the "
        "recent tokens together: keep up to num_sinks + window slots."
    ),
    "sinks-off-by-one": (
        "One slot too many or too few. Keep slots 0 .. num_sinks - 1 and the last window "
        "ones, length - window .. length - 1."
    ),
    "sinks-duplicates": (
        "A slot appears twice (or a slot is negative): when the cache is short, the sinks "
        "and the window overlap. Keep everything while length <= num_sinks + window."
    ),
    "sinks-unsorted": (
        "The right slots in the wrong order. Return them sorted, so the tokens keep their "
        "order in the cache."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN): the package's
#: latent attention layer (whose scores a hook on its softmax would show) and StreamingLLM's
#: slots; the absorbed scores are also checked for the per-head keys (``latent-formed-keys``).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "absorbed_scores": _Forbidden(
        ("attnviz.MultiHeadLatentAttention",),
        "which the exercise asks you to write yourself, from one product of the query with "
        "W_uk and one with the latents"),
    "keep_slots": _Forbidden(
        ("attnviz.streaming_keep", "attnviz.mechanism.sinks.streaming_keep"),
        "which the exercise asks you to write yourself, from torch.arange and torch.cat"),
}


# Absorbed scores

def _scores(q: torch.Tensor, w_uk: torch.Tensor, latent: torch.Tensor) -> torch.Tensor:
    """The content scores written out: per-head keys ``W_uk[h] @ c``, then ``q·k``."""
    keys = torch.einsum("hdc,bkc->bhkd", w_uk, latent)  # (B, H, Tk, Dh)
    return q @ keys.transpose(-2, -1)  # (B, H, Tq, Tk)


class _KeyWatch(_CallWatch):
    """While the learner's function runs, note a tensor with both a ``Tk`` and a ``Dh`` axis
    (per-head keys), made by any PyTorch call: in this process, by watching its calls; for a
    function that runs in another process (the grader's), from the shapes that process recorded
    (``guard.shapes``)."""

    def __init__(self, num_keys: int | None, width: int, guard: _Guard) -> None:
        self.num_keys, self.width, self.guard = num_keys, width, guard
        self.seen: tuple[int, ...] | None = None

    def _note(self, shape: tuple[int, ...]) -> None:
        if self.seen is None and {self.num_keys, self.width} <= set(shape):
            self.seen = tuple(shape)

    def __enter__(self) -> _KeyWatch:
        if self.num_keys is None:
            return self
        if self.guard.isolated:
            self.guard.record_shapes, self.guard.shapes = True, ()
            return self

        def seen(func: Any, args: Any, kwargs: dict[str, Any]) -> Any:
            out = func(*args, **kwargs)
            for tensor in out if isinstance(out, tuple | list) else (out,):
                if isinstance(tensor, torch.Tensor):
                    self._note(tuple(tensor.shape))
            return out

        self._watch(seen)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.mode is None and self.num_keys is not None and self.guard.isolated:
            for _, shape in self.guard.shapes:
                self._note(shape)
            self.guard.record_shapes = False
        super().__exit__(*exc)


def check_absorbed_scores(learner_fn: Callable[[torch.Tensor, torch.Tensor, torch.Tensor],
                                               torch.Tensor]) -> CheckResult:
    """Chapter 11: ``absorbed_scores(q_content, W_uk, latent)``, latent attention's content
    scores.

    ``q_content (B, H, Tq, Dh)``, ``W_uk (H, Dh, Dc)`` (head ``h``'s key is ``W_uk[h] @ c``),
    ``latent (B, Tk, Dc)`` -> ``(B, H, Tq, Tk)``, the unscaled ``q_c · k_c`` of every head,
    computed without the per-head keys: as in
    :class:`attnviz.MultiHeadLatentAttention` with ``absorbed=True``.

    Where the sizes tell them apart, a tensor with both a ``Tk`` and a ``Dh`` axis made by the
    learner's function (the per-head keys) fails a case whose values are right with
    ``latent-formed-keys``.

    The package's layer (:class:`attnviz.MultiHeadLatentAttention`) is refused.

    Diagnoses: ``latent-uk-transposed``, ``latent-heads-mixed``, ``latent-scaled``,
    ``latent-scores-transposed``, ``latent-formed-keys``, ``forbidden-call``, and the shared
    ones.
    """
    guard = _Guard("absorbed_scores", learner_fn)
    # (B, H, Tq, Tk, Dh, Dc): square W_uk first, where a transposed one still runs
    sizes = [(1, 2, 3, 5, 4, 4), (2, 3, 4, 7, 5, 11), (1, 4, 1, 9, 6, 10), (2, 2, 3, 3, 4, 4),
             (3, 2, 4, 8, 5, 6), (1, 3, 2, 13, 6, 16)]
    cases = [(_randn(b, h, tq, dh, seed=80 + i), _randn(h, dh, dc, seed=90 + i),
              _randn(b, tk, dc, seed=100 + i)) for i, (b, h, tq, tk, dh, dc) in enumerate(sizes)]
    q, w_uk, latent = _randn(2, 3, 2, 6, seed=110), _randn(3, 6, 8, seed=111), _randn(
        2, 11, 8, seed=112)
    cases.append((q.float(), w_uk.float(), latent.float()))

    def heads_mixed(out: torch.Tensor, q: torch.Tensor, w_uk: torch.Tensor,
                    latent: torch.Tensor) -> bool:
        """Each head's scores are those of another head's W_uk, or of all heads together."""
        heads = q.shape[1]
        if close(out, _scores(q, w_uk.sum(0, keepdim=True).expand_as(w_uk), latent)):
            return True
        pairs = [[close(out[:, h], _scores(q[:, h:h + 1], w_uk[g:g + 1], latent)[:, 0])
                  for g in range(heads)] for h in range(heads)]
        return all(any(row) for row in pairs) and not all(pairs[h][h] for h in range(heads))

    def run_cases(run: _Run) -> None:
        for q, w_uk, latent in cases:
            batch, heads, num_queries, width = q.shape
            num_keys, latent_width = latent.shape[1], latent.shape[2]
            case = (f"q_content {tuple(q.shape)}, W_uk {tuple(w_uk.shape)}, latent "
                    f"{tuple(latent.shape)}" + (" (float32)" if q.dtype == torch.float32
                                                else ""))
            # the other sizes and their products (a reshaped tensor merges axes: B*H, H*Tq, ...)
            others = {1}
            for size in (batch, heads, num_queries, latent_width):
                others |= {size * other for other in others}
            distinct = width not in others and num_keys not in others | {width}
            watch = _KeyWatch(num_keys if distinct else None, width, guard)
            with watch:
                out = run.call(guard, case, q, w_uk, latent)
            expected = _scores(q, w_uk, latent)
            if isinstance(out, torch.Tensor) and out.shape != expected.shape:
                got = f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
                if close(out, expected.transpose(-2, -1), atol=1e-4, rtol=1e-3):
                    run.fail("latent-scores-transposed", case, got)
                if out.numel() == batch * num_queries * num_keys and close(
                        out.reshape(batch, num_queries, num_keys), expected.sum(1),
                        atol=1e-4, rtol=1e-3):
                    run.fail("latent-heads-mixed", case, got + ", the sum over the heads")
            out = run.tensor(out, case, expected.shape)
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                if watch.seen is not None:
                    run.fail("latent-formed-keys", case,
                             f"your function made a tensor of shape {watch.seen}, with "
                             f"Tk = {num_keys} and Dh = {width} axes")
                continue
            out64, q, w_uk, latent = out.double(), q.double(), w_uk.double(), latent.double()
            expected = expected.double()
            if width == latent_width and close(out64, _scores(q, w_uk.transpose(1, 2), latent)):
                run.fail("latent-uk-transposed", case, difference(out, expected))
            if heads_mixed(out64, q, w_uk, latent):
                run.fail("latent-heads-mixed", case, difference(out, expected))
            factor = float((out64 * expected).sum() / (expected * expected).sum())
            if abs(factor - 1) > 1e-3 and close(out64, factor * expected):
                run.fail("latent-scaled", case,
                         f"your scores are {factor:.4g} times the expected ones")
            run.fail("wrong-values", case, difference(out, expected))
    return _check("absorbed_scores", learner_fn, guard.cases(run_cases))


# Cache eviction with attention sinks

def _keep(length: int, window: int, num_sinks: int) -> list[int]:
    """StreamingLLM's slots, one at a time (:func:`attnviz.streaming_keep`)."""
    return [slot for slot in range(length) if slot < num_sinks or slot >= length - window]


def check_sink_eviction(learner_fn: Callable[[int, int, int], torch.Tensor]) -> CheckResult:
    """Chapter 11: ``keep_slots(length, window, num_sinks)``, the cache slots StreamingLLM keeps.

    Returns a 1-D integer tensor: the first ``num_sinks`` slots and the last ``window``, sorted,
    every slot once (all ``length`` of them while ``length <= num_sinks + window``), as
    :func:`attnviz.streaming_keep`.

    :func:`attnviz.streaming_keep` itself is refused.

    Diagnoses: ``sinks-not-integer``, ``sinks-dropped``, ``sinks-window-total``,
    ``sinks-off-by-one``, ``sinks-duplicates``, ``sinks-unsorted``, ``forbidden-call``, and the
    shared ones.
    """
    guard = _Guard("keep_slots", learner_fn)
    cases = [(10, 4, 2), (12, 3, 1), (6, 4, 2), (20, 6, 4), (4, 4, 2), (3, 5, 2), (9, 3, 0),
             (2, 1, 3), (15, 1, 1), (7, 2, 5)]
    generator = _unseen(163)  # a grading run adds sizes drawn at random
    if generator is not None:
        cases += [(_draw(generator, 1, 64), _draw(generator, 1, 16), _draw(generator, 0, 6))
                  for _ in range(5)]

    def run_cases(run: _Run) -> None:
        for length, window, num_sinks in cases:
            case = f"keep_slots({length}, {window}, {num_sinks})"
            out = run.tensor(run.call(guard, case, length, window, num_sinks), case)
            expected = _keep(length, window, num_sinks)
            if out.is_floating_point() or out.is_complex() or out.dtype == torch.bool:
                run.fail("sinks-not-integer", case, f"got dtype {out.dtype}")
            if out.dim() != 1:
                run.fail("wrong-shape", case, f"expected a 1-D tensor of {len(expected)} "
                                              f"slots, got shape {tuple(out.shape)}")
            got = out.tolist()
            if got == expected:
                continue
            detail = f"expected slots {expected}, got {got}"
            if len(set(got)) < len(got) or (got and min(got) < 0):
                run.fail("sinks-duplicates", case, detail)
            if sorted(got) == expected:
                run.fail("sinks-unsorted", case, detail)
            if num_sinks and got == list(range(max(0, length - len(got)), length)):
                run.fail("sinks-dropped", case, detail)
            if got == _keep(length, window - num_sinks, num_sinks):
                run.fail("sinks-window-total", case, detail)
            nearby = [_keep(length, window + dw, num_sinks + ds)
                      for dw, ds in ((1, 0), (-1, 0), (0, 1), (0, -1)) if window + dw >= 0
                      and num_sinks + ds >= 0]
            if got in nearby:
                run.fail("sinks-off-by-one", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("keep_slots", learner_fn, guard.cases(run_cases))
