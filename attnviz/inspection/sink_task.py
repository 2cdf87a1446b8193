"""A task on which attention heads must usually do nothing, and the measure of an attention sink
(chapter 11, *Attention in today's language models*).

Most tokens of :func:`backcopy_tokens` are drawn uniformly at random: nothing before them helps
predict them. Now and then a *trigger* token appears, and the token after it repeats the token
before it. A head that copies that token is useful right after a trigger and harmful everywhere
else, where anything it adds only blurs a uniform guess: it has to learn to do nothing. With a
softmax that must put its weight somewhere, heads learn to put it on a token whose value adds
nothing, usually the first one: an *attention sink* (Xiao et al. 2024). This is the
"active–dormant" mechanism of Guo et al. (2024) on the smallest task that shows it.
:func:`first_token_weight` measures a sink.
"""

from __future__ import annotations

from typing import NamedTuple

import torch

from attnviz._checks import (
    check_bool,
    check_finite_number,
    check_floating,
    check_generator,
    check_int,
    check_tensor,
)

__all__ = ["BackcopyTokens", "backcopy_tokens", "first_token_weight"]


class BackcopyTokens(NamedTuple):
    """A batch of :func:`backcopy_tokens`.

    Attributes:
        tokens: ``(B, T + 1)`` ids; a model reads ``tokens[:, :-1]`` and predicts
            ``tokens[:, 1:]``.
        predictable: ``(B, T)`` boolean: input ``t`` is a trigger, so target ``t`` (token
            ``t + 1``) repeats token ``t - 1``.
    """

    tokens: torch.Tensor
    predictable: torch.Tensor


def backcopy_tokens(num_sequences: int, length: int, vocab_size: int, *, num_triggers: int = 3,
                    trigger_rate: float = 0.1, bos: bool = True,
                    generator: torch.Generator | None = None) -> BackcopyTokens:
    """Random tokens in which the token after a trigger repeats the token before it.

    Ids ``0 .. num_triggers - 1`` are triggers, ``num_triggers .. vocab_size - 1`` ordinary
    tokens and, with ``bos``, id ``vocab_size`` starts every sequence (so a model needs
    ``vocab_size + 1`` ids). Every other position holds a trigger with probability
    ``trigger_rate`` and otherwise a uniformly drawn ordinary token, except that after a
    trigger at ``t >= 2`` comes a copy of token ``t - 1``. Positions 0 and 1 are never
    triggers, so every trigger has a token before it to copy.

    Args:
        num_sequences: ``B``.
        length: ``T``, the input tokens per sequence (``>= 2``).
        vocab_size: ids of triggers and ordinary tokens together (more than ``num_triggers``).
        num_triggers: how many ids are triggers (``>= 1``).
        trigger_rate: the probability of a trigger at a free position, in ``[0, 1)``.
        bos: start every sequence with the id ``vocab_size``; otherwise with an ordinary token.
        generator: the random generator (CPU), for reproducible batches.

    Returns:
        :class:`BackcopyTokens`.
    """
    check_int("num_sequences", num_sequences, minimum=1)
    check_int("length", length, minimum=2)
    check_int("num_triggers", num_triggers, minimum=1)
    check_int("vocab_size", vocab_size, minimum=num_triggers + 1)
    rate = check_finite_number("trigger_rate", trigger_rate, minimum=0.0)
    if rate >= 1:
        raise ValueError(f"trigger_rate must be in [0, 1), got {trigger_rate!r}")
    check_bool("bos", bos)
    check_generator("generator", generator)
    shape = (num_sequences, length + 1)
    tokens = torch.randint(num_triggers, vocab_size, shape, generator=generator)
    trigger = torch.rand(shape, generator=generator) < rate
    trigger[:, :2] = False
    tokens = torch.where(trigger, torch.randint(0, num_triggers, shape, generator=generator),
                         tokens)
    if bos:
        tokens[:, 0] = vocab_size
    for t in range(2, length):  # left to right: a copied token may itself be copied later
        tokens[:, t + 1] = torch.where(tokens[:, t] < num_triggers, tokens[:, t - 1],
                                       tokens[:, t + 1])
    predictable = tokens[:, :-1] < num_triggers
    predictable[:, :2] = False
    return BackcopyTokens(tokens=tokens, predictable=predictable)


def first_token_weight(weights: torch.Tensor, queries: torch.Tensor | None = None
                       ) -> torch.Tensor:
    """``(H,)``: each head's mean weight on the first key, over the chosen queries.

    Args:
        weights: one layer's self-attention weights ``(B, H, T, T)``.
        queries: optional boolean ``(B, T)``: the queries to average over (default: all).

    Returns:
        ``(H,)``, each in ``[0, 1]`` for weights that sum to at most 1: a head near 1 is a
        sink at its first token. The values of ``weights`` are not checked: a NaN among the
        chosen ones makes its head's mean NaN.

    Raises:
        TypeError: ``weights`` is not a floating-point tensor, or ``queries`` not a boolean one.
        ValueError: ``weights`` is not ``(B, H, T, T)``, ``queries`` not ``(B, T)``, or it
            chooses no query.
    """
    check_tensor("weights", weights, ndim=4, shape_hint="(B, H, T, T)")
    check_floating("weights", weights)
    batch, _, steps, num_keys = weights.shape
    if num_keys != steps:
        raise ValueError(f"weights must be self-attention weights, shaped (B, H, T, T) with as "
                         f"many keys as queries, got shape {tuple(weights.shape)}")
    if queries is None:
        queries = torch.ones(batch, steps, dtype=torch.bool, device=weights.device)
    check_tensor("queries", queries, ndim=2, shape_hint=f"(B, T) = ({batch}, {steps})")
    if queries.dtype != torch.bool:
        raise TypeError(f"queries must be a boolean (B, T) = ({batch}, {steps}) tensor, got "
                        f"dtype {queries.dtype}")
    if tuple(queries.shape) != (batch, steps):
        raise ValueError(f"queries must be a boolean (B, T) = ({batch}, {steps}) tensor, got "
                         f"shape {tuple(queries.shape)}")
    if not bool(queries.any()):
        raise ValueError("queries must choose at least one query, got none")
    first = weights[..., 0].transpose(0, 1)  # (H, B, T)
    return first[:, queries.to(weights.device)].mean(dim=1)  # (H,)
