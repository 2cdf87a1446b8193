"""Chapter 12's exercises on attention split into pieces: merging attention partials and one
step of ring attention.

``check_merge_partials`` (a plain average of the partials, log-sum-exps exponentiated without
their maximum, NaN for a chunk or a query with nothing to see, weights not normalised or
normalised over the wrong axis) and ``check_ring_step`` (NaN for a block a query cannot see, no
causal mask, positions counted within the block, the running state not rescaled or replaced,
the log-sum-exp not updated, the scale forgotten). The package's own merge and attention
functions are refused (``forbidden-call``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from attnviz.exercises._cases import _randn, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import ATTENTION_OPERATORS, ATTENTIONS, _Forbidden, _Guard
from attnviz.exercises.ch12_serving import _dtype_check, _two_results

#: The mistakes these checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # merge_partials (chapter 12): split-KV decoding
    "partials-plain-average": (
        "The partials were averaged with equal weights. A chunk's share is its part of the "
        "softmax's total mass: weigh out_s by exp(L_s - L), with L = log sum_s exp(L_s)."
    ),
    "partials-no-max-shift": (
        "Some outputs are inf or NaN where the log-sum-exps are large (or very negative): "
        "exp(L_s) overflows. Subtract the largest L_s of each query before exponentiating."
    ),
    "partials-nan-for-empty-chunk": (
        "A chunk whose keys a query cannot see has L_s = -inf; it must get weight 0, but gave "
        "NaN. exp(-inf - m) is 0 for a finite m: take the maximum over the chunks, not per chunk."
    ),
    "partials-empty-query-nan": (
        "A query that no chunk lets see any key (every L_s = -inf) must get zeros, not NaN: "
        "where the maximum is -inf, subtract 0 instead, and divide only where the total is > 0."
    ),
    "partials-not-normalised": (
        "The weights exp(L_s - m) were not divided by their sum over the chunks. Divide by "
        "sum_s exp(L_s - m), so that each query's chunk weights sum to one."
    ),
    "partials-wrong-axis": (
        "The weights were normalised over the wrong axis. Each query's S chunk weights sum to "
        "one: take the maximum and the sum over dim=0, the chunks."
    ),
    # ring_step (chapter 12): ring attention
    "ring-nan-for-hidden-block": (
        "A query that sees none of this block's keys got NaN. Such a row must stay as it was: "
        "its block log-sum-exp is -inf and its weight 0; guard the maximum when it is -inf."
    ),
    "ring-no-causal-mask": (
        "The causal mask is missing: queries see later keys. Hide key j from query i unless "
        "k_pos[j] <= q_pos[i]."
    ),
    "ring-local-positions": (
        "The mask uses positions within the block (0, 1, 2, ...). Blocks come from anywhere "
        "in the sequence: compare the global positions, k_pos[j] <= q_pos[i]."
    ),
    "ring-mask-reversed": (
        "The mask is reversed: queries see the keys after them, not before. A key is visible "
        "when k_pos[j] <= q_pos[i]."
    ),
    "ring-hides-own-position": (
        "Each query's own key is hidden: a query sees its own position too, k_pos[j] <= "
        "q_pos[i], not <."
    ),
    "ring-missing-scale": (
        "The scores are not scaled by 1 / sqrt(Dh), Dh = q.shape[-1]."
    ),
    "ring-state-not-rescaled": (
        "The running output was not rescaled. It is normalised over the keys seen so far: "
        "with L' = logaddexp(L, L_block), out' = exp(L - L') out + exp(L_block - L') out_block."
    ),
    "ring-state-replaced": (
        "The running state was replaced by this block's own attention. Merge the block into "
        "it: what earlier blocks contributed must stay."
    ),
    "ring-lse-not-updated": (
        "The output is right but the log-sum-exp is not. Return the new one, "
        "logaddexp(lse, L_block), which the next block's merge needs."
    ),
}

_SPLIT_KV = ("attnviz.mechanism.split_kv.attention_partial",
             "attnviz.mechanism.split_kv.merge_attention_partials",
             "attnviz.mechanism.split_kv.split_kv_attention")

#: What these exercises refuse, by exercise name (merged into FORBIDDEN): the package's merge
#: and split-KV attention, every attention function.
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "merge_partials": _Forbidden(
        (*_SPLIT_KV, "attnviz.mechanism.split_kv._partials",
         "torch.nn.functional.scaled_dot_product_attention", "attnviz.compute_attention"),
        "which the exercise asks you to do yourself, from the log-sum-exps"),
    "ring_step": _Forbidden(
        (*ATTENTIONS, *_SPLIT_KV, "attnviz.mechanism.split_kv._partials",
         "attnviz.compute_attention", "attnviz.serving.ring.ring_attention",
         "attnviz.serving.ring.AttentionGroup.ring"),
        "which the exercise asks you to do yourself, with a masked softmax over the block and "
        "the log-sum-exp merge", ATTENTION_OPERATORS),
}


# merge_partials: split-KV decoding

def _partials_variant(outputs: torch.Tensor, lses: torch.Tensor, *, shift: bool = True,
                   normalise: bool = True, dim: int = 0) -> torch.Tensor:
    """``sum_s w_s out_s`` with ``w`` the softmax of the lses over ``dim``; the keywords
    reproduce known mistakes (no maximum subtracted, no division by the total)."""
    top = lses.amax(dim=dim, keepdim=True) if shift else torch.zeros_like(lses)
    weights = torch.exp(lses - top.masked_fill(top == -math.inf, 0.0))
    if normalise:
        weights = weights / weights.sum(dim=dim, keepdim=True)
    return (weights[..., None] * outputs).sum(dim=0)


@dataclass(frozen=True)
class _MergeCase:
    note: str
    outputs: torch.Tensor  # (S, B, H, Tq, Dh)
    lses: torch.Tensor  # (S, B, H, Tq)
    oracle: torch.Tensor | None = None  # attention over every chunk's keys, where known


def _merge_cases() -> list[_MergeCase]:
    import torch.nn.functional as F

    from attnviz.mechanism.split_kv import attention_partial

    def random(chunks: int, batch: int, heads: int, queries: int, width: int, seed: int,
               spread: float = 2.0) -> tuple[torch.Tensor, torch.Tensor]:
        return (_randn(chunks, batch, heads, queries, width, seed=seed),
                spread * _randn(chunks, batch, heads, queries, seed=seed + 1))

    cases = [_MergeCase("", *random(3, 1, 2, 3, 4, seed=120)),
             _MergeCase("one chunk: the output is its partial", *random(1, 2, 1, 3, 4, seed=122))]
    outputs, lses = random(4, 1, 2, 2, 3, seed=124, spread=3.0)
    cases.append(_MergeCase("log-sum-exps near 1000", outputs, lses + 1000))
    cases.append(_MergeCase("log-sum-exps near -1000", outputs, lses - 1000))
    outputs, lses = random(3, 1, 2, 4, 3, seed=126)
    outputs[0, :, :, 0], lses[0, :, :, 0] = 0.0, -math.inf  # chunk 0 saw no key for query 0
    outputs[2, 0, 1], lses[2, 0, 1] = 0.0, -math.inf  # nor chunk 2 for any query of head 1
    cases.append(_MergeCase("chunks with an lse of -inf: queries that saw none of their keys",
                            outputs, lses))
    # three chunks of keys of one attention: the merge is attention over all of them
    q = _randn(2, 2, 3, 4, seed=128)
    k, v = _randn(2, 2, 11, 4, seed=129), _randn(2, 2, 11, 4, seed=130)
    partials = [attention_partial(q, k[:, :, a:b], v[:, :, a:b]) for a, b in
                ((0, 4), (4, 8), (8, 11))]
    cases.append(_MergeCase("the partials of 3 chunks of 11 keys: equal to attention over all "
                            "of them", torch.stack([out for out, _ in partials]),
                            torch.stack([lse for _, lse in partials]),
                            F.scaled_dot_product_attention(q, k, v)))
    outputs, lses = random(3, 1, 1, 3, 2, seed=131)
    outputs[:, :, :, 1], lses[:, :, :, 1] = 0.0, -math.inf
    cases.append(_MergeCase("query 1 sees no key in any chunk: its output is zeros",
                            outputs, lses))
    outputs, lses = random(5, 2, 2, 3, 8, seed=133)
    cases.append(_MergeCase("float32", outputs.float(), lses.float()))
    return cases


def check_merge_partials(learner_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
                         ) -> CheckResult:
    """Chapter 12: ``merge_partials(outputs, lses)``, split-KV decoding's merge.

    ``outputs (S, B, H, Tq, Dh)``: ``S`` partial attention outputs, each normalised over its own
    chunk of keys; ``lses (S, B, H, Tq)``: their log-sum-exps (``-inf`` for a query that saw no
    key of a chunk, whose partial is zeros) -> ``(B, H, Tq, Dh)``, the attention over all the
    keys: ``sum_s exp(L_s - L) out_s`` with ``L = log sum_s exp(L_s)``; zeros for a query that
    saw no key at all. Compared with
    :func:`attnviz.mechanism.split_kv.merge_attention_partials`, and in one case with attention
    over the concatenated keys.

    The package's merge, split-KV attention and attention functions are refused.

    Diagnoses: ``partials-plain-average``, ``partials-no-max-shift``,
    ``partials-nan-for-empty-chunk``, ``partials-empty-query-nan``,
    ``partials-not-normalised``, ``partials-wrong-axis``, ``serving-dtype``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("merge_partials", learner_fn)
    from attnviz.mechanism.split_kv import merge_attention_partials

    def run_cases(run: _Run) -> None:
        for item in _merge_cases():
            outputs, lses = item.outputs, item.lses
            case = f"outputs {tuple(outputs.shape)}, lses {tuple(lses.shape)}, " \
                   f"{str(outputs.dtype).removeprefix('torch.')}"
            case += f" ({item.note})" if item.note else ""
            out = run.call(guard, case, outputs, lses)
            if isinstance(out, tuple):
                run.fail("not-a-tensor", case, f"got a tuple of {len(out)}: return the merged "
                         "output alone, (B, H, Tq, Dh)")
            expected = merge_attention_partials(list(outputs), list(lses))[0]
            out = run.tensor(out, case, expected.shape)
            _dtype_check(run, out, outputs.dtype, case, "output")
            tolerance = ({"atol": 1e-5, "rtol": 1e-4} if outputs.dtype == torch.float32
                         else {"atol": 1e-9, "rtol": 1e-9})
            if close(out, expected, **tolerance) and not out.isnan().any():
                if item.oracle is not None and not close(out, item.oracle, **tolerance):
                    run.fail("wrong-values", case, difference(out, item.oracle))
                continue
            detail = difference(out, expected)
            bad = ~torch.isfinite(out)
            if bool(bad.any()):
                rows = bad.any(dim=-1)  # (B, H, Tq)
                nothing = (lses == -math.inf).all(dim=0)
                if bool((rows & nothing).any()):
                    run.fail("partials-empty-query-nan", case, detail)
                if bool((rows & (lses == -math.inf).any(dim=0)).any()):
                    run.fail("partials-nan-for-empty-chunk", case, detail)
                if float(lses[torch.isfinite(lses)].abs().max()) > 500:
                    run.fail("partials-no-max-shift", case, detail)
            if close(out, outputs.mean(dim=0), **tolerance):
                run.fail("partials-plain-average", case, detail)
            for variant, code in ((_partials_variant(outputs, lses, normalise=False),
                                   "partials-not-normalised"),
                                  (_partials_variant(outputs, lses, shift=False, normalise=False),
                                   "partials-not-normalised"),
                                  (_partials_variant(outputs, lses, dim=-1),
                                   "partials-wrong-axis")):
                if close(out, variant, **tolerance):
                    run.fail(code, case, detail)
            run.fail("wrong-values", case, detail)
    return _check("merge_partials", learner_fn, guard.cases(run_cases))


# ring_step: one step of ring attention

def _ring_variant(out: torch.Tensor, lse: torch.Tensor, q: torch.Tensor, k: torch.Tensor,
                  v: torch.Tensor, q_pos: torch.Tensor, k_pos: torch.Tensor, *,
                  mask: str = "global", scale: float | None = None, merge: str = "exact"
                  ) -> tuple[torch.Tensor, torch.Tensor]:
    """One ring step ``(out, lse)`` computed as the package computes it (a partial and the
    log-sum-exp merge); the keywords reproduce known mistakes."""
    from attnviz.mechanism.split_kv import attention_partial, merge_attention_partials

    num_queries, num_keys = q.shape[2], k.shape[2]
    local_q, local_k = torch.arange(num_queries), torch.arange(num_keys)
    visible = {"global": k_pos[None, :] <= q_pos[:, None],
               "none": None,
               "local": local_k[None, :] <= local_q[:, None],
               "local-lower-right": local_k[None, :] <= local_q[:, None] + num_keys - num_queries,
               "reversed": k_pos[None, :] >= q_pos[:, None],
               "strict": k_pos[None, :] < q_pos[:, None]}[mask]
    block, block_lse = attention_partial(q, k, v, mask=visible, scale=scale)
    merged, merged_lse = merge_attention_partials([out, block], [lse, block_lse])
    if merge == "exact":
        return merged, merged_lse
    if merge == "replace":
        return block, block_lse
    if merge == "lse-kept":
        return merged, lse.clone()
    if merge == "lse-block":
        return merged, block_lse
    shift = merged_lse.masked_fill(merged_lse == -math.inf, 0.0)
    added = out + torch.exp(block_lse - shift)[..., None] * block  # "not-rescaled"
    return added, merged_lse


@dataclass(frozen=True)
class _RingCase:
    note: str
    out: torch.Tensor
    lse: torch.Tensor
    q: torch.Tensor
    k: torch.Tensor
    v: torch.Tensor
    q_pos: torch.Tensor
    k_pos: torch.Tensor


def _ring_cases() -> list[_RingCase]:
    def qkv(batch: int, heads: int, queries: int, keys: int, width: int, seed: int,
            dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, ...]:
        return (_randn(batch, heads, queries, width, seed=seed, dtype=dtype),
                _randn(batch, heads, keys, width, seed=seed + 1, dtype=dtype),
                _randn(batch, heads, keys, width, seed=seed + 2, dtype=dtype))

    def empty(q: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return torch.zeros_like(q), torch.full(q.shape[:-1], -math.inf, dtype=q.dtype)

    def state(q: torch.Tensor, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
        """What an earlier block of 5 keys, all visible, left."""
        from attnviz.mechanism.split_kv import attention_partial

        keys = _randn(q.shape[0], q.shape[1], 5, q.shape[3], seed=seed, dtype=q.dtype)
        values = _randn(q.shape[0], q.shape[1], 5, q.shape[3], seed=seed + 1, dtype=q.dtype)
        return attention_partial(q, keys, values)

    def positions(*values: int) -> torch.Tensor:
        return torch.tensor(values, dtype=torch.long)

    cases = []
    q, k, v = qkv(1, 2, 3, 4, 4, seed=150)
    cases.append(_RingCase("the first block, every key before every query", *empty(q), q, k, v,
                           positions(4, 5, 6), positions(0, 1, 2, 3)))
    q, k, v = qkv(2, 1, 2, 3, 4, seed=153)
    cases.append(_RingCase("a second block, every key before every query", *state(q, 156), q,
                           k, v, positions(8, 9), positions(0, 1, 2)))
    q, k, v = qkv(1, 2, 4, 3, 4, seed=158)
    cases.append(_RingCase("a block across the diagonal; query 2 sees none of its keys",
                           *state(q, 161), q, k, v, positions(2, 3, 4, 5), positions(3, 4, 5)))
    q, k, v = qkv(1, 2, 3, 2, 4, seed=163)
    cases.append(_RingCase("the first block; query 0 sees none of its keys", *empty(q), q, k, v,
                           positions(0, 1, 2), positions(1, 2)))
    q, k, v = qkv(1, 1, 2, 3, 4, seed=166)
    cases.append(_RingCase("every key after every query: nothing changes", *state(q, 169), q, k,
                           v, positions(0, 1), positions(6, 7, 8)))
    q, k, v = qkv(2, 2, 4, 4, 4, seed=171)
    cases.append(_RingCase("zigzag positions", *state(q, 174), q, k, v, positions(0, 1, 6, 7),
                           positions(2, 3, 4, 5)))
    q, k, v = qkv(1, 2, 3, 5, 8, seed=176)
    cases.append(_RingCase("scores in the hundreds", *state(q, 179), 30 * q, k, v,
                           positions(5, 6, 7), positions(3, 4, 5, 6, 7)))
    q, k, v = qkv(1, 2, 4, 6, 8, seed=181, dtype=torch.float32)
    cases.append(_RingCase("float32", *state(q, 184), q, k, v, positions(6, 7, 8, 9),
                           positions(4, 5, 6, 7, 8, 9)))
    return cases


def _ring_diagnosis(out: torch.Tensor, lse: torch.Tensor, item: _RingCase,
                    tolerance: dict[str, float]) -> str | None:
    """The mistake ``(out, lse)`` shows on ``item``'s step, if a known one."""
    args = (item.out, item.lse, item.q, item.k, item.v, item.q_pos, item.k_pos)
    hidden = ~(item.k_pos[None, :] <= item.q_pos[:, None]).any(dim=-1)  # (Tq,)
    bad = (~torch.isfinite(out)).any(dim=-1) | lse.isnan()  # (B, H, Tq)
    if bool(bad[..., hidden].any()):
        return "ring-nan-for-hidden-block"
    width = item.q.shape[-1]
    for mask, code in (("global", None), ("none", "ring-no-causal-mask"),
                       ("local", "ring-local-positions"),
                       ("local-lower-right", "ring-local-positions"),
                       ("reversed", "ring-mask-reversed"), ("strict", "ring-hides-own-position")):
        for scale in (None, 1.0, 1.0 / width):
            for merge in ("exact", "not-rescaled", "replace", "lse-kept", "lse-block"):
                try:
                    v_out, v_lse = _ring_variant(*args, mask=mask, scale=scale, merge=merge)
                except ValueError:  # a mask this case's shapes do not allow
                    continue
                if not (close(out, v_out, **tolerance) and close(lse, v_lse, **tolerance)):
                    continue
                if code is not None:
                    return code
                if scale is not None:
                    return "ring-missing-scale"
                return {"not-rescaled": "ring-state-not-rescaled",
                        "replace": "ring-state-replaced", "lse-kept": "ring-lse-not-updated",
                        "lse-block": "ring-lse-not-updated"}.get(merge)
    if close(out, _ring_variant(*args)[0], **tolerance):
        return "ring-lse-not-updated"
    return None


def check_ring_step(learner_fn: Callable[..., Any]) -> CheckResult:
    """Chapter 12: ``ring_step(out, lse, q, k, v, q_pos, k_pos)``, one process's step of ring
    attention: fold a block of keys and values into the running state.

    ``out (B, H, Tq, Dh)`` and ``lse (B, H, Tq)``: the state (at first zeros and ``-inf``);
    ``q (B, H, Tq, Dh)``: the process's queries; ``k, v (B, H, Tk, Dh)``: the block just
    received; ``q_pos (Tq,)``, ``k_pos (Tk,)``: global positions, key ``j`` visible to query
    ``i`` iff ``k_pos[j] <= q_pos[i]``; scale ``1 / sqrt(Dh)``. Returns the new ``(out, lse)``:
    attention over every key seen so far, and its log-sum-exp; a query that sees none of the
    block's keys keeps its state. Compared step by step with
    :func:`attnviz.mechanism.split_kv.attention_partial` merged by
    :func:`attnviz.mechanism.split_kv.merge_attention_partials`; then whole rings (zigzag
    layout, ``P = 2`` and ``4``) are run through it, every block in ring order, and each
    process's result compared with causal attention over the whole sequence.

    Attention functions, the package's partials and merge and its ring are refused.

    Diagnoses: ``ring-nan-for-hidden-block``, ``ring-no-causal-mask``,
    ``ring-local-positions``, ``ring-mask-reversed``, ``ring-hides-own-position``,
    ``ring-missing-scale``, ``ring-state-not-rescaled``, ``ring-state-replaced``,
    ``ring-lse-not-updated``, ``serving-not-pair``, ``serving-dtype``, ``forbidden-call``,
    and the shared ones.
    """
    guard = _Guard("ring_step", learner_fn)
    from attnviz.serving.ring import ring_positions

    def step(run: _Run, item: _RingCase, case: str) -> tuple[torch.Tensor, torch.Tensor]:
        out = run.call(guard, case, item.out, item.lse, item.q, item.k, item.v, item.q_pos,
                       item.k_pos)
        new_out, new_lse = _two_results(run, out, case, "(out, lse)")
        new_out = run.tensor(new_out, f"{case}: out", item.out.shape)
        new_lse = run.tensor(new_lse, f"{case}: lse", item.lse.shape)
        _dtype_check(run, new_out, item.q.dtype, case, "out")
        _dtype_check(run, new_lse, item.q.dtype, case, "lse")
        want_out, want_lse = _ring_variant(item.out, item.lse, item.q, item.k, item.v,
                                           item.q_pos, item.k_pos)
        tolerance = ({"atol": 1e-5, "rtol": 1e-4} if item.q.dtype == torch.float32
                     else {"atol": 1e-9, "rtol": 1e-9})
        if close(new_out, want_out, **tolerance) and close(new_lse, want_lse, **tolerance) \
                and not new_out.isnan().any():
            return new_out, new_lse
        detail = "out: " + difference(new_out, want_out)
        if close(new_out, want_out, **tolerance):
            detail = "lse: " + difference(new_lse, want_lse)
        code = _ring_diagnosis(new_out, new_lse, item, tolerance)
        run.fail(code or "wrong-values", case, detail)

    def run_cases(run: _Run) -> None:
        for item in _ring_cases():
            case = (f"q {tuple(item.q.shape)}, k {tuple(item.k.shape)}, {item.q.dtype}, q_pos "
                    f"{item.q_pos.tolist()}, k_pos {item.k_pos.tolist()} ({item.note})")
            step(run, item, case)
        for world, length, seed in ((2, 12, 190), (4, 16, 193)):
            q, k, v = (_randn(1, 2, length, 4, seed=seed + i) for i in range(3))
            owned = ring_positions(length, world, "zigzag")
            full = torch.softmax((q @ k.transpose(-2, -1) / 2.0).masked_fill(
                ~torch.ones(length, length, dtype=torch.bool).tril(), -math.inf), dim=-1) @ v
            for rank in range(world):
                mine = owned[rank]
                queries = q[:, :, mine]
                out = torch.zeros_like(queries)
                lse = torch.full(queries.shape[:-1], -math.inf, dtype=q.dtype)
                for number in range(world):
                    source = (rank - number) % world  # the block held at this step
                    theirs = owned[source]
                    case = (f"a ring of P = {world} processes, zigzag, T = {length}: process "
                            f"{rank}, step {number + 1} of {world}, the block of process "
                            f"{source}, q_pos {mine.tolist()}, k_pos {theirs.tolist()}")
                    item = _RingCase("", out, lse, queries, k[:, :, theirs], v[:, :, theirs],
                                     mine, theirs)
                    out, lse = step(run, item, case)
                if not close(out, full[:, :, mine], atol=1e-9, rtol=1e-9):
                    run.fail("wrong-values", case, "after every block, out differs from "
                             "causal attention over the whole sequence: "
                             + difference(out, full[:, :, mine]))
    return _check("ring_step", learner_fn, guard.cases(run_cases))
