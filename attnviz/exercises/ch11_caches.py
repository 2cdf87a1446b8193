"""Chapter 11's exercises: reading a paged cache through its block table, and an 8-bit cache.

``check_gather_blocks`` (blocks read in the wrong order, each block one off, not trimmed to the
length, heads and positions mixed in the reshape, one block too few) and
``check_quantize_cache`` (keys quantised per token instead of per channel, or across the heads,
truncated instead of rounded, 256 levels instead of 255, codes out of range, the zero point
forgotten, a constant channel divided by zero). Both refuse the package's own gather and
quantisation (``forbidden-call``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _draw, _generator, _randn, _unseen, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # gather_blocks (chapter 11): a paged cache
    "paged-block-order": (
        "The blocks come in the wrong order. Token t lives in block block_table[t // "
        "block_size]: read the blocks the table lists, in its order, not blocks 0, 1, 2, ... "
        "or the table sorted."
    ),
    "paged-not-trimmed": (
        "The output holds whole blocks. The last block may be only partly filled, and the "
        "table may list more blocks than needed: keep the first length positions only."
    ),
    "paged-heads-mixed": (
        "Heads and positions got mixed up. pool[table] is (n, H, bs, Dh): move the heads "
        "axis first, (H, n, bs, Dh), before merging n and bs into one axis of positions."
    ),
    "paged-block-off-by-one": (
        "Each block read is one off: the table's next or previous entry, or a block number "
        "plus or minus one. Token t lives in block block_table[t // block_size]: use the "
        "table's entry t // block_size, and the number it holds as it is."
    ),
    "paged-block-count": (
        "The last tokens are missing: one block too few was read. length tokens fill "
        "ceil(length / block_size) blocks, the last one possibly partly."
    ),
    # quantize_cache (chapter 11): an 8-bit key cache, per channel
    "quant-not-three": (
        "Return three tensors, in this order: the codes, the scale and the minimum."
    ),
    "quant-per-token": (
        "The statistics were taken per token (over the channels). Keys are quantised per "
        "channel: take the minimum and maximum over the tokens, dim=-2, keeping that axis."
    ),
    "quant-across-heads": (
        "The minimum and scale are shared by the heads: they were taken over the heads axis "
        "too. Each head has its own keys: take them over the tokens only, dim=-2 with "
        "keepdim=True, one per batch entry, head and channel, (B, H, 1, Dh)."
    ),
    "quant-not-rounded": (
        "The codes were truncated (or not made whole at all). Round (x - minimum) / scale to "
        "the nearest integer with torch.round before converting to uint8."
    ),
    "quant-scale-256": (
        "The scale is one level off. 8 bits give 256 codes, 0 to 255, so 255 steps: "
        "scale = (max - min) / 255."
    ),
    "quant-out-of-range": (
        "Some codes lie outside 0..255, which a uint8 cannot hold (it wraps around). "
        "Subtract the minimum first, and clamp to [0, 255] before converting."
    ),
    "quant-codes-dtype": (
        "Store the codes as torch.uint8: one byte each is the point of quantising."
    ),
    "quant-no-zero-point": (
        "The zero point is missing: code 0 must stand for the channel's minimum. Quantise "
        "x - minimum, not x, and return the minimum itself."
    ),
    "quant-zero-range": (
        "A channel whose keys are all equal has max - min = 0, and its scale came out 0, inf "
        "or NaN. Give such channels a scale of 1: their codes are then 0."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN): the paged
#: cache's own gather and the package's quantisation.
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "gather_blocks": _Forbidden(
        ("attnviz.gather_blocks", "attnviz.mechanism.paged._gather",
         "attnviz.PagedKVCache.gather"),
        "which the exercise asks you to write yourself, from indexing the pool with the block "
        "table and one reshape"),
    "quantize_cache": _Forbidden(
        ("attnviz.quantize", "attnviz.quantize_kv", "attnviz.QuantizedKVCache.update",
         "attnviz.QuantizedKVCache._append"),
        "which the exercise asks you to write yourself, from amin, amax, torch.round and "
        "clamp"),
}


# gather_blocks: reading a paged cache

def _gather_variant(pool: torch.Tensor, table: torch.Tensor, length: int, *,
                    num_blocks: int | None = None, trim: bool = True,
                    heads_first: bool = True) -> torch.Tensor:
    """The reference gather, ``(H, T, Dh)``; the keywords reproduce known mistakes."""
    block_size = pool.shape[2]
    n = math.ceil(length / block_size) if num_blocks is None else num_blocks
    blocks = pool[table[:n]]  # (n, H, bs, Dh)
    if heads_first:
        out = blocks.transpose(0, 1).reshape(pool.shape[1], -1, pool.shape[3])
    else:  # merges n and bs without moving the heads: positions of several heads mix
        out = blocks.reshape(pool.shape[1], -1, pool.shape[3])
    return out[:, :length] if trim else out


def _off_by_one_tables(table: torch.Tensor, needed: int, num_blocks: int
                       ) -> list[tuple[str, torch.Tensor]]:
    """The ``needed`` blocks an off-by-one reads instead of ``table[:needed]``, each with what
    it reads; those that run past the pool or the table (they raise) are left out."""
    used = table[:needed]
    positions = torch.arange(needed)
    shifted = [("block_table[i] - 1", used - 1)]  # block -1 is the pool's last one
    if int(used.max()) + 1 < num_blocks:
        shifted.append(("block_table[i] + 1", used + 1))
    if needed < len(table):
        shifted.append(("block_table[i + 1]", table[positions + 1]))
    shifted += [("block_table[i - 1]", table[positions - 1]),  # entry -1: the table's last
                ("block_table[i - 1]", used[positions - 1])]
    return [(text, blocks) for text, blocks in shifted if not torch.equal(blocks, used)]


def check_gather_blocks(learner_fn: Callable[[torch.Tensor, torch.Tensor, int], torch.Tensor]
                        ) -> CheckResult:
    """Chapter 11: ``gather_blocks(pool, block_table, length)``, one sequence of a paged cache.

    ``pool (N, H, bs, Dh)``, ``block_table (M,)`` long, ``length`` an int ->
    ``(H, length, Dh)``: token ``t`` is slot ``t % bs`` of block ``block_table[t // bs]``; the
    table may list more blocks than ``length`` needs. Compared with
    :func:`attnviz.gather_blocks`.

    The package's own gather (:func:`attnviz.gather_blocks`, :meth:`attnviz.PagedKVCache.gather`)
    is refused.

    Diagnoses: ``paged-block-order``, ``paged-block-off-by-one``, ``paged-not-trimmed``,
    ``paged-heads-mixed``, ``paged-block-count``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("gather_blocks", learner_fn)
    from attnviz.mechanism.paged import gather_blocks

    # (pool shape (N, H, bs, Dh), block table, length); H is never bs or the number of blocks.
    # In the first, every block one off (a number or a table entry) lies in the pool and table.
    cases = [
        ((7, 2, 3, 4), [4, 1, 5, 2], 7),
        ((5, 3, 4, 2), [2, 0], 8),
        ((8, 2, 3, 5), [7, 3, 0, 5, 1], 14),
        ((6, 3, 4, 2), [3, 5, 1, 0], 6),  # two blocks needed, four listed
        ((4, 2, 5, 3), [1], 3),
        ((10, 2, 3, 5), [9, 2, 6, 4, 0, 0], 10),  # a padded row of a batch's tables
        ((7, 4, 2, 3), [6, 5, 4, 3, 2, 1, 0], 13),
    ]
    generator = _unseen(166)  # a grading run adds pools, tables and lengths drawn at random
    for _ in range(5 if generator is not None else 0):
        assert generator is not None
        num_blocks, block_size = _draw(generator, 5, 10), _draw(generator, 2, 5)
        listed = _draw(generator, 1, num_blocks - 1)
        table_list = torch.randperm(num_blocks, generator=generator)[:listed].tolist()
        needed = _draw(generator, 1, listed)
        length = _draw(generator, (needed - 1) * block_size + 1, needed * block_size)
        # H is none of the other sizes, so that no mistake's shape is the right one
        heads = _draw(generator, 1, 3)
        while heads in (block_size, num_blocks, listed, needed, length):
            heads += 1
        cases.append(((num_blocks, heads, block_size, _draw(generator, 2, 5)), table_list,
                      length))

    def run_cases(run: _Run) -> None:
        for seed, (shape, table_list, length) in enumerate(cases, start=80):
            pool = _randn(*shape, seed=seed)
            table = torch.tensor(table_list, dtype=torch.long)
            heads, block_size = shape[1], shape[2]
            case = f"pool {shape}, block_table {table_list}, length={length}"
            out = run.call(guard, case, pool, table, length)
            expected = gather_blocks(pool, table, length)
            needed = math.ceil(length / block_size)
            if isinstance(out, torch.Tensor) and out.shape != expected.shape:
                got = f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
                for blocks in (needed, len(table_list)):
                    untrimmed = _gather_variant(pool, table, length, num_blocks=blocks,
                                                trim=False)
                    if out.shape == untrimmed.shape and close(out, untrimmed):
                        run.fail("paged-not-trimmed", case, got)
                short = expected[:, :(needed - 1) * block_size]
                if out.shape == short.shape and close(out, short):
                    run.fail("paged-block-count", case, got)
                if out.shape == (length, heads, shape[3]) and close(out, expected.transpose(0, 1)):
                    run.fail("paged-heads-mixed", case, got)
            out = run.tensor(out, case, expected.shape)
            if torch.equal(out, expected):  # exact: a copy of the pool's numbers
                continue
            for order in (torch.arange(len(table_list)), table.sort().values, table.flip(0)):
                if close(out, _gather_variant(pool, order, length)):
                    run.fail("paged-block-order", case, difference(out, expected))
            for text, shifted in _off_by_one_tables(table, needed, shape[0]):
                if close(out, _gather_variant(pool, shifted, length)):
                    run.fail("paged-block-off-by-one", case, f"token t was read from block "
                             f"{text} instead of block_table[i], i = t // bs; "
                             + difference(out, expected))
            for blocks in (needed, len(table_list)):  # the blocks needed, or every one listed
                if close(out, _gather_variant(pool, table, length, num_blocks=blocks,
                                              heads_first=False)):
                    run.fail("paged-heads-mixed", case, difference(out, expected))
            run.fail("wrong-values", case, difference(out, expected))
    return _check("gather_blocks", learner_fn, guard.cases(run_cases))


# quantize_cache: 8-bit keys, per channel

def _shared_by_heads(minimum: Any, across: list[torch.Tensor]) -> bool:
    """Whether ``minimum`` is one of the minima ``across`` the heads (broadcast or not)."""
    if not isinstance(minimum, torch.Tensor) or minimum.dtype == torch.bool:
        return False
    for shared in across:
        try:
            wanted = shared.expand(minimum.shape) if minimum.dim() == shared.dim() else None
        except RuntimeError:  # a shape the shared minimum does not broadcast to
            continue
        if wanted is not None and close(minimum, wanted, atol=1e-5, rtol=1e-5):
            return True
    return False


def _key_cases() -> list[tuple[str, torch.Tensor]]:
    """Keys ``(B, H, T, Dh)`` (``T != Dh``), with a note for the message."""
    def keys(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
        return _randn(*shape, seed=seed, dtype=dtype)

    outliers = keys(2, 2, 9, 5, seed=91)
    outliers[..., 1] = outliers[..., 1] * 2 + 20  # a channel large in every token
    constant = keys(1, 3, 16, 8, seed=92)
    constant[0, 1, :, 5] = 0.75  # one channel with the same key in every token
    shifted = keys(1, 1, 7, 2, seed=93) * 100 - 300
    wide = keys(1, 2, 32, 16, seed=94, dtype=torch.float32)
    wide[..., [3, 11]] = wide[..., [3, 11]] * 3 + 30
    ones = torch.rand(1, 2, 1, 4, generator=_generator(95), dtype=torch.float64)
    return [("", keys(1, 1, 6, 4, seed=90)), ("channel 1 is large in every token", outliers),
            ("head 1, channel 5 holds one value", constant), ("all below zero", shifted),
            ("float32, two large channels", wide),
            ("one token: every channel holds one value", ones)]


def check_quantize_cache(learner_fn: Callable[[torch.Tensor], Any]) -> CheckResult:
    """Chapter 11: ``quantize_keys(keys)``, keys quantised to 8 bits per channel (KIVI's keys).

    ``keys (B, H, T, Dh)`` -> ``(codes, scale, minimum)``: ``minimum`` and ``scale`` are
    ``(B, H, 1, Dh)``, one per channel, taken over the ``T`` tokens: ``minimum`` the smallest
    key, ``scale = (max - min) / 255`` (1 where ``max == min``); ``codes`` ``(B, H, T, Dh)``
    ``torch.uint8``, ``round((keys - minimum) / scale)`` in ``[0, 255]``. ``codes * scale +
    minimum`` gives the keys back within ``scale / 2``; the checker asks that of every key, and
    ``minimum`` and ``scale`` as :func:`attnviz.quantize` (``bits=8, dim=-2``) computes them.

    The package's own quantisation (:func:`attnviz.quantize`, :func:`attnviz.quantize_kv`) is
    refused.

    Diagnoses: ``quant-not-three``, ``quant-per-token``, ``quant-across-heads``,
    ``quant-not-rounded``, ``quant-scale-256``, ``quant-out-of-range``, ``quant-codes-dtype``,
    ``quant-no-zero-point``, ``quant-zero-range``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("quantize_cache", learner_fn)

    def run_cases(run: _Run) -> None:
        for note, keys in _key_cases():
            batch, heads, steps, width = keys.shape
            case = f"keys {tuple(keys.shape)}, {keys.dtype}" + (f" ({note})" if note else "")
            out = run.call(guard, case, keys)
            if not isinstance(out, tuple | list) or len(out) != 3:
                run.fail("quant-not-three", case, f"got {type(out).__name__}")
            codes, scale, minimum = out
            statistics = (batch, heads, 1, width)
            # the minimum taken over the heads and tokens (and the batch): shared by the heads
            across = [keys.amin(dim=dims, keepdim=True) for dims in ((1, 2), (0, 1, 2))]
            shared = {tuple(t.shape) for t in across} if heads > 1 else set()
            for name, value in (("scale", scale), ("minimum", minimum)):
                if not isinstance(value, torch.Tensor):
                    continue
                if tuple(value.shape) == (batch, heads, steps, 1):
                    run.fail("quant-per-token", case, f"{name} has shape {tuple(value.shape)}, "
                             f"expected {statistics}")
                if tuple(value.shape) in shared and _shared_by_heads(minimum, across):
                    run.fail("quant-across-heads", case, f"{name} has shape "
                             f"{tuple(value.shape)}, one for all {heads} heads; expected "
                             f"{statistics}")
            for name, value in (("scale", scale), ("minimum", minimum)):
                run.tensor(value, f"{case}: {name}", statistics)
            run.tensor(codes, f"{case}: codes", keys.shape)
            # the reference: attnviz.quantize(keys, bits=8, dim=-2) computes these
            ref_min = keys.amin(dim=-2, keepdim=True)  # (B, H, 1, Dh)
            spread = keys.amax(dim=-2, keepdim=True) - ref_min
            ref_scale = torch.where(spread > 0, spread / 255, torch.ones_like(spread))
            ref_codes = torch.round((keys - ref_min) / ref_scale).clamp(0, 255)
            if codes.dtype != torch.uint8:
                values = codes.double()
                if not torch.equal(values, values.round()):
                    run.fail("quant-not-rounded", case, "some codes are not whole numbers")
                if bool(((values < 0) | (values > 255)).any()):
                    run.fail("quant-out-of-range", case, f"codes from {values.min().item():g} "
                             f"to {values.max().item():g}")
                run.fail("quant-codes-dtype", case, f"got dtype {codes.dtype}")
            tolerance = {"atol": 1e-5, "rtol": 1e-5} if keys.dtype == torch.float32 else {}
            varies = spread > 0
            if not close(minimum, ref_min, **tolerance):
                if bool((minimum == 0).all()):
                    run.fail("quant-no-zero-point", case, "the minimum returned is 0")
                if heads > 1 and _shared_by_heads(minimum, across):
                    run.fail("quant-across-heads", case, f"minimum: the same for all {heads} "
                             "heads; " + difference(minimum, ref_min))
                run.fail("wrong-values", case, "minimum: " + difference(minimum, ref_min))
            zero_range = ~varies.expand_as(scale)
            if not bool((torch.isfinite(scale) & (scale > 0))[zero_range].all()):
                run.fail("quant-zero-range", case, "scale of a constant channel: "
                         f"{scale[zero_range & ~(torch.isfinite(scale) & (scale > 0))][0]}")
            if not close(torch.where(varies, scale, 1), ref_scale, **tolerance):
                if close(torch.where(varies, scale, 1), torch.where(varies, spread / 256, 1),
                         **tolerance):
                    run.fail("quant-scale-256", case, "scale: " + difference(scale, ref_scale))
                run.fail("wrong-values", case, "scale: " + difference(scale, ref_scale))
            back = codes.double() * scale.double() + minimum.double()
            slack = 1e-6 * keys.double().abs() + (1e-12 if keys.dtype == torch.float64 else 1e-6)
            if bool(((back - keys.double()).abs() <= scale.double() / 2 * (1 + 1e-6)
                     + slack).all()):
                continue
            detail = f"codes: {(codes.double() != ref_codes).sum().item():g} of {codes.numel()} " \
                     "differ from round((keys - minimum) / scale)"
            shifted = (keys - ref_min) / ref_scale
            unshifted = torch.round(keys / ref_scale)
            for variant, code in ((shifted.floor().clamp(0, 255), "quant-not-rounded"),
                                  (unshifted.clamp(0, 255), "quant-no-zero-point"),
                                  (unshifted.remainder(256), "quant-no-zero-point")):
                if float((codes.double() == variant).double().mean()) > 0.98:
                    run.fail(code, case, detail)
            run.fail("wrong-values", case, detail)
    return _check("quantize_cache", learner_fn, guard.cases(run_cases))
