"""Chapter 10's exercises: the online softmax, the sliding-window mask and grouped-query heads.

``check_online_softmax`` (with ``_online_variant``: no rescaling, the last tile dropped, not
normalised, ...), ``check_window_mask`` (windows too wide, too narrow, looking ahead, ...) and
``check_repeat_kv`` (heads tiled instead of repeated in place, the wrong axis or group size).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch

from attnviz.exercises._cases import _draw, _randn, _unseen, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import ATTENTION_OPERATORS, ATTENTIONS, _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
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
    "online-full-scores": (
        "All Tq x Tk scores were formed at once, which is what the online softmax avoids. "
        "Score one tile of keys at a time, q @ k_tile^T, and fold it into m, l and u."
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
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "online_softmax_attention": _Forbidden(
        (*ATTENTIONS, "attnviz.masked_softmax", "attnviz.attention_pool"),
        "where the exercise asks you to visit the keys tile by tile with an online softmax",
        ATTENTION_OPERATORS),
    "window_mask": _Forbidden(
        ("attnviz.sliding_window_mask",),
        "which the exercise asks you to write yourself"),
}


# The online softmax

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

    Where the tiles are smaller than ``Tk``, a tensor with both a ``Tq`` and a ``Tk`` axis made
    by the learner's function (all the scores at once) fails the case with
    ``online-full-scores``; attention functions and layers (:data:`FORBIDDEN`) are refused.

    Diagnoses: ``online-overflow``, ``online-no-rescale``, ``online-dropped-tile``,
    ``online-not-normalised``, ``online-missing-scale``, ``online-full-scores``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("online_softmax_attention", learner_fn)
    from attnviz.mechanism.efficient import tiled_attention

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
            # watch for full scores where a (.., Tq, Tk) tensor cannot be anything else
            others = {*q.shape[:2], q.shape[-1], v.shape[-1], tile_size}
            num_queries, num_keys = q.shape[-2], k.shape[-2]
            distinct = num_queries != num_keys and not others & {num_queries, num_keys}
            guard.watch_scores = ((num_queries, num_keys) if distinct and tile_size < num_keys
                                  else None)
            out = run.tensor(run.call(guard, case, q, k, v, tile_size), case,
                             (*q.shape[:-1], v.shape[-1]))
            expected = tiled_attention(q, k, v, tile_size=tile_size)
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            if not torch.isfinite(out).all():
                run.fail("online-overflow", case, "some outputs are inf or NaN")
            diagnosis = diagnose(out.double(), q.double(), k.double(), v.double(), tile_size)
            run.fail(diagnosis or "wrong-values", case, difference(out, expected))
    return _check("online_softmax_attention", learner_fn, guard.cases(run_cases))


# The sliding-window mask

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
    guard = _Guard("window_mask", learner_fn)
    from attnviz.mechanism.masks import sliding_window_mask

    cases = [(4, 4, 2), (6, 6, 3), (5, 5, 1), (3, 7, 2), (5, 5, 5), (4, 4, 9), (1, 6, 3),
             (4, 9, 4)]
    generator = _unseen(162)  # a grading run adds sizes drawn at random, Tq <= Tk
    if generator is not None:
        for _ in range(4):
            num_keys = _draw(generator, 1, 24)
            cases.append((_draw(generator, 1, num_keys), num_keys, _draw(generator, 1, 12)))

    def run_cases(run: _Run) -> None:
        for num_queries, num_keys, window in cases:
            case = f"window_mask({num_queries}, {num_keys}, {window})"
            out = run.tensor(run.call(guard, case, num_queries, num_keys, window), case,
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
    return _check("window_mask", learner_fn, guard.cases(run_cases))


# repeat_kv: grouped-query attention

def check_repeat_kv(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``repeat_kv(x, num_query_heads)``, keys or values for grouped-query attention.

    ``x (B, Hkv, T, Dh)`` -> ``(B, H, T, Dh)`` with ``H = num_query_heads``: query head ``h``
    gets key-value head ``h // (H / Hkv)``, as :class:`attnviz.MultiHeadAttention` with
    ``num_kv_heads`` groups them (consecutive query heads share one key-value head).

    Diagnoses: ``gqa-tiled``, ``gqa-wrong-axis``, ``gqa-group-size``, and the shared ones.
    """
    guard = _Guard("repeat_kv", learner_fn)
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
            out = run.call(guard, case, x, num_query_heads)
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
    return _check("repeat_kv", learner_fn, guard.cases(run_cases))
