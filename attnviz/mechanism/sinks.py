"""Attention sinks (chapter 11, *Attention in today's language models*; Xiao et al. 2024,
StreamingLLM; the learned sinks of OpenAI's gpt-oss, 2025).

A softmax must give its whole weight to some key, even when no key is relevant; trained
language models learn to park that weight on the first few tokens, the *sinks*. A cache that
keeps only a window of recent tokens evicts them, and the model falls apart.
:func:`streaming_keep` is StreamingLLM's remedy: keep the first ``num_sinks`` tokens for good,
and a rolling window of the most recent ones. :func:`attention_with_sink` is another: give
each head one extra, learned logit that takes weight in the softmax but adds no value, so that
a head can attend to "nothing".
"""

from __future__ import annotations

import math

import torch

from attnviz._checks import (
    check_bool,
    check_device,
    check_floating,
    check_int,
    check_same_dtype,
    check_tensor,
)
from attnviz.mechanism.masks import causal_mask

__all__ = ["attention_with_sink", "sink_weights", "streaming_keep"]


def streaming_keep(length: int, *, window: int, num_sinks: int,
                   device: torch.device | None = None) -> torch.Tensor:
    """The slots of a cache of ``length`` tokens that StreamingLLM keeps.

    ``window`` counts the recent tokens kept *in addition to* the ``num_sinks`` sinks: the
    first ``num_sinks`` slots and the last ``window`` ones, at most ``num_sinks + window`` in
    all. While ``length <= num_sinks + window`` every slot is kept (nothing is evicted, and
    no slot appears twice).

    Args:
        length: the number of tokens in the cache, ``>= 0``.
        window: how many of the most recent tokens to keep, ``>= 1`` (the newest token is
            always kept).
        num_sinks: how many of the first tokens to keep, ``>= 0`` (``0``: a plain rolling
            window).
        device: where to make the result: a ``torch.device``, a string such as ``"cpu"``, or
            ``None`` (the default: the CPU).

    Returns:
        ``(min(length, num_sinks + window),)`` ``torch.long`` slot numbers, strictly increasing,
        for :meth:`attnviz.LatentCache.keep`.
    """
    check_int("length", length, minimum=0)
    check_int("window", window, minimum=1)
    check_int("num_sinks", num_sinks, minimum=0)
    device = check_device("device", device)
    if length <= num_sinks + window:
        return torch.arange(length, device=device)
    return torch.cat([torch.arange(num_sinks, device=device),
                      torch.arange(length - window, length, device=device)])


def attention_with_sink(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                        sink_logits: torch.Tensor, *, causal: bool = True) -> torch.Tensor:
    """Scaled dot-product attention with one learned *sink* logit per head.

    The softmax of each query runs over its ``Tk`` scores ``q·k / sqrt(Dh)`` and one more
    logit, ``sink_logits[h]``, that takes a share of the weight but has no value: the weights
    on the keys sum to ``1 - (the sink's share)``, and a head can give a query (almost) no
    output. With ``sink_logits = -inf`` this is ordinary attention.

    Args:
        q: ``(B, H, Tq, Dh)`` queries.
        k: ``(B, H, Tk, Dh)`` keys.
        v: ``(B, H, Tk, Dv)`` values.
        sink_logits: ``(H,)``, one logit per head (same dtype as ``q``; ``-inf`` for none).
        causal: hide future keys, the queries being the last ``Tq`` key positions
            (``align="lower_right"``; so ``1 <= Tq <= Tk``).

    Returns:
        Output ``(B, H, Tq, Dv)``: :func:`sink_weights` times ``v``. A query with nothing to
        attend to (no key, ``Tk = 0``, and a sink of ``-inf``) gets a zero output, never NaN.
        The weights themselves come from :func:`sink_weights`, or from
        ``attnviz.compute_attention(..., form="sink", need_weights=True)``, as every attention
        function's do.

    Non-finite numbers are not refused (reading the values would make a GPU wait at every
    layer): a NaN in ``q``, ``k``, ``v`` or ``sink_logits`` gives NaN in the outputs it reaches,
    as in PyTorch's attention; a sink logit of ``+inf`` takes the whole weight of its head's
    rows (zero weights on the keys, a zero output); ``-inf`` is no sink.

    Raises:
        TypeError: a tensor of the wrong kind or dtype, or a flag that is not a bool.
        ValueError: shapes that do not fit (``Dh = 0`` included), or ``causal`` without
            ``1 <= Tq <= Tk``.
    """
    weights = sink_weights(q, k, sink_logits, causal=causal)
    check_tensor("v", v, ndim=4, shape_hint="(B, H, Tk, Dv)")
    check_same_dtype("v", v, "q", q)
    if v.shape[:3] != k.shape[:3]:
        raise ValueError(f"v must be shaped (B, H, Tk, Dv) = {tuple(k.shape[:3])} + (Dv,) to "
                         f"match k {tuple(k.shape)}, got {tuple(v.shape)}")
    return weights @ v  # (B, H, Tq, Tk) @ (B, H, Tk, Dv) -> (B, H, Tq, Dv)


def sink_weights(q: torch.Tensor, k: torch.Tensor, sink_logits: torch.Tensor, *,
                 causal: bool = True) -> torch.Tensor:
    """The weights of :func:`attention_with_sink` on the keys: ``(B, H, Tq, Tk)``, each row
    summing to one minus the sink's share (zeros for a query with no key and a sink of
    ``-inf``). ``q``, ``k``, ``sink_logits`` and ``causal`` as there; so are the errors."""
    check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)")
    check_tensor("k", k, ndim=4, shape_hint="(B, H, Tk, Dh)")
    check_floating("q", q)
    check_same_dtype("k", k, "q", q)
    batch, heads, _, width = q.shape
    if width == 0:
        raise ValueError(f"q must have Dh >= 1 features per head (the scores are divided by "
                         f"sqrt(Dh)), got shape {tuple(q.shape)}")
    if k.shape[:2] != (batch, heads) or k.shape[-1] != width:
        raise ValueError(f"k must be shaped (B, H, Tk, Dh) = ({batch}, {heads}, Tk, {width}) "
                         f"to match q {tuple(q.shape)}, got {tuple(k.shape)}")
    check_tensor("sink_logits", sink_logits, ndim=1, shape_hint=f"(H,) = ({heads},)")
    if sink_logits.shape[0] != heads:
        raise ValueError(f"sink_logits must hold one logit per head, shaped (H,) = ({heads},), "
                         f"got shape {tuple(sink_logits.shape)}")
    check_same_dtype("sink_logits", sink_logits, "q", q)
    check_bool("causal", causal)
    num_queries, num_keys = q.shape[2], k.shape[2]
    if causal and not 0 < num_queries <= num_keys:
        raise ValueError(f"with causal=True the queries are the last Tq of the Tk keys, so q "
                         f"needs 1 <= Tq <= Tk, got Tq={num_queries} and Tk={num_keys}")
    scores = q @ k.transpose(-2, -1) / math.sqrt(width)  # (B, H, Tq, Tk)
    if causal:
        keep = causal_mask(num_queries, num_keys, align="lower_right", device=q.device)
        scores = scores.masked_fill(~keep, -math.inf)
    sink = sink_logits.to(q.device).view(1, heads, 1, 1).expand(batch, heads, num_queries, 1)
    logits = torch.cat([scores, sink], dim=-1)  # (B, H, Tq, Tk + 1)
    top = logits.amax(dim=-1, keepdim=True)
    top = top.masked_fill(top == -math.inf, 0.0)  # a row of -inf only: e^-inf = 0 everywhere
    exp = torch.exp(logits - top)
    total = exp.sum(dim=-1, keepdim=True)
    return (exp / torch.where(total > 0, total, torch.ones_like(total)))[..., :num_keys]
