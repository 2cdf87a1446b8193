"""Chapter 5's exercise: multi-head attention, heads split and merged by hand.

``check_multihead_attention`` compares the learner's function with
:class:`attnviz.MultiHeadAttention` holding the same weights; ``_mha_like`` is multi-head
attention with each of the usual slips (heads merged or split in the wrong order, scaled by the
model width, no output projection, ...).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, cast

import torch
from torch import nn

from attnviz.exercises._cases import _randn, close, difference
from attnviz.exercises._core import CheckResult, _call_with_keywords, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "mha-merge-order": (
        "The heads are concatenated in the wrong order. From (B, H, Tq, Dh), bring the query "
        "axis back before the heads, (B, Tq, H, Dh), and only then merge the last two axes."
    ),
    "mha-split-without-transpose": (
        "The heads are split in the wrong order: reshaping (B, T, D) straight to (B, H, T, Dh) "
        "mixes positions and features. Reshape to (B, T, H, Dh) first, then swap T and H."
    ),
    "mha-scaled-by-d-model": (
        "The scores are divided by √D, the model width. Each head works in Dh = D / H "
        "dimensions: divide by √Dh."
    ),
    "mha-no-output-projection": (
        "The output projection is missing: after concatenating the heads, multiply by w_o."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "multihead_attention": _Forbidden(
        ("attnviz.MultiHeadAttention", "torch.nn.MultiheadAttention",
         "torch.nn.functional.multi_head_attention_forward",
         "torch._native_multi_head_attention"),
        "a multi-head layer, where the exercise asks you to split and merge the heads yourself",
        ("*multi_head_attention*",)),
}


def _mha_like(queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor,
              weights: Sequence[torch.Tensor], num_heads: int, *, split: str = "heads",
              merge: str = "heads", scale: str = "head", project: bool = True,
              dim: int = -1) -> torch.Tensor:
    """Multi-head attention without masks and biases, and its usual slips (each keyword)."""
    w_q, w_k, w_v, w_o = weights
    batch, tq, width = queries.shape
    dh = width // num_heads

    def heads(x: torch.Tensor) -> torch.Tensor:  # (B, T, D) -> (B, H, T, Dh)
        if split == "reshape":
            return x.reshape(x.shape[0], num_heads, x.shape[1], dh)
        return x.view(x.shape[0], x.shape[1], num_heads, dh).transpose(1, 2)

    q, k, v = heads(queries @ w_q), heads(keys @ w_k), heads(values @ w_v)
    divide = {"head": math.sqrt(dh), "model": math.sqrt(width), "none": 1.0, "d": dh}[scale]
    attended = torch.softmax(q @ k.transpose(-2, -1) / divide, dim=dim) @ v  # (B, H, Tq, Dh)
    if merge == "reshape":
        merged = attended.reshape(batch, tq, width)
    elif merge == "interleave":  # (B, Tq, Dh, H): head h gets every H-th feature
        merged = attended.permute(0, 2, 3, 1).reshape(batch, tq, width)
    else:
        merged = attended.transpose(1, 2).reshape(batch, tq, width)  # (B, Tq, H, Dh) -> (B, Tq, D)
    return merged @ w_o if project else merged


_MHA_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("mha-merge-order", {"merge": "reshape"}),
    ("mha-merge-order", {"merge": "interleave"}),
    ("mha-split-without-transpose", {"split": "reshape"}),
    ("mha-split-without-transpose", {"split": "reshape", "merge": "reshape"}),
    ("mha-scaled-by-d-model", {"scale": "model"}),
    ("mha-no-output-projection", {"project": False}),
    ("attention-unscaled", {"scale": "none"}),
    ("attention-scaled-by-d", {"scale": "d"}),
    ("softmax-wrong-axis", {"dim": -2}),
    ("softmax-wrong-axis", {"dim": 1}),
)


#: Queries ``(B, Tq, D)``, keys ``(B, Tk, D)`` and values ``(B, Tk, D)``.
_Inputs = tuple[torch.Tensor, torch.Tensor, torch.Tensor]
#: ``w_q``, ``w_k``, ``w_v`` and ``w_o``, each ``(D, D)``, applied from the right.
_Weights = tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]


def _mha_cases() -> list[tuple[str, _Inputs, _Weights, int]]:
    """(case, (queries, keys, values), (w_q, w_k, w_v, w_o), num_heads)."""
    def weights(width: int, seed: int, dtype: torch.dtype = torch.float64) -> _Weights:
        w_q, w_k, w_v, w_o = (_randn(width, width, seed=seed + i, dtype=dtype) / math.sqrt(width)
                              for i in range(4))
        return w_q, w_k, w_v, w_o

    def inputs(b: int, tq: int, tk: int, width: int, seed: int,
               dtype: torch.dtype = torch.float64) -> _Inputs:
        return (_randn(b, tq, width, seed=seed, dtype=dtype),
                _randn(b, tk, width, seed=seed + 1, dtype=dtype),
                _randn(b, tk, width, seed=seed + 2, dtype=dtype))

    x = _randn(1, 5, 12, seed=110)
    return [
        ("B=2, Tq=3, Tk=4, D=8, H=2", inputs(2, 3, 4, 8, seed=100), weights(8, seed=103), 2),
        ("self-attention (queries = keys = values), B=1, T=5, D=12, H=3", (x, x, x),
         weights(12, seed=111), 3),
        ("one query, B=2, Tq=1, Tk=6, D=8, H=4", inputs(2, 1, 6, 8, seed=120),
         weights(8, seed=123), 4),
        ("one head, B=2, Tq=3, Tk=3, D=6, H=1", inputs(2, 3, 3, 6, seed=130),
         weights(6, seed=133), 1),
        ("heads of width 1, B=1, Tq=2, Tk=3, D=4, H=4", inputs(1, 2, 3, 4, seed=140),
         weights(4, seed=143), 4),
        ("float32, B=3, Tq=4, Tk=4, D=16, H=4",
         inputs(3, 4, 4, 16, seed=150, dtype=torch.float32),
         weights(16, seed=153, dtype=torch.float32), 4),
    ]


def _mha_reference(inputs: _Inputs, weights: _Weights, num_heads: int) -> torch.Tensor:
    """``attnviz.MultiHeadAttention`` without biases, holding copies of ``weights``."""
    from attnviz.mechanism.multihead import MultiHeadAttention

    queries = inputs[0]
    with torch.random.fork_rng(devices=[]):  # initialising the layer must not move the RNG
        layer = MultiHeadAttention(d_model=queries.shape[-1], num_heads=num_heads, bias=False)
    layer = layer.to(queries.dtype).eval()
    with torch.no_grad():
        for linear, weight in zip((layer.W_q, layer.W_k, layer.W_v, layer.W_o), weights,
                                  strict=True):
            cast(nn.Linear, linear).weight.copy_(weight.T)  # nn.Linear stores (out, in)
        return layer(*inputs)


def check_multihead_attention(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 5: ``fn(queries, keys, values, w_q, w_k, w_v, w_o, num_heads) -> output``.

    Multi-head scaled dot-product attention without masks or biases, compared with
    :class:`attnviz.MultiHeadAttention` holding the same weights: queries ``(B, Tq, D)``, keys
    and values ``(B, Tk, D)``, four ``(D, D)`` weights applied from the right (``queries @ w_q``),
    ``num_heads = H`` (passed by keyword) dividing ``D``; head ``h`` uses features
    ``h·Dh .. (h+1)·Dh - 1`` of each projection, ``Dh = D / H``; output ``(B, Tq, D)``.

    Diagnoses: ``mha-merge-order``, ``mha-split-without-transpose``, ``mha-scaled-by-d-model``,
    ``mha-no-output-projection``, ``weights-transposed``, ``attention-unscaled``,
    ``attention-scaled-by-d``, ``softmax-wrong-axis`` and the shared ones.
    """
    guard = _Guard("multihead_attention", learner_fn)

    def cases(run: _Run) -> None:
        for case, inputs, weights, num_heads in _mha_cases():
            expected = _mha_reference(inputs, weights, num_heads)
            out = _call_with_keywords(run, guard, case, *inputs, *weights,
                                      num_heads=num_heads)
            out = run.tensor(out, case, expected.shape)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("wrong-values", case, "the output holds NaN or inf")
            for diagnosis, slip in _MHA_SLIPS:
                if close(out, _mha_like(*inputs, weights, num_heads, **slip)):
                    run.fail(diagnosis, case)
            transposed = [w.T for w in weights]
            if (close(out, _mha_like(*inputs, transposed, num_heads))
                    or close(out, _mha_like(*inputs, [*transposed[:3], weights[3]], num_heads))):
                run.fail("weights-transposed", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("multihead_attention", learner_fn, guard.cases(cases))
