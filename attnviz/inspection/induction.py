"""Induction heads: the repeated-token task, head scores and head ablation (chapter 9).

A sequence of random tokens holds one segment of ``n`` tokens that is repeated right after
itself, at a random offset and with a random ``n``. Inside the repeat, every token after the
first can be predicted by looking back: find the earlier occurrence of the current token and
copy the token that followed it. A two-layer attention-only model learns that with two heads
that work together (Elhage et al. 2021, Olsson et al. 2022): a *previous-token head* in layer 1,
whose query at position ``t`` attends to ``t - 1``, and an *induction head* in layer 2, whose
query at ``t`` attends to ``t - n + 1``, the token after the earlier occurrence of token ``t``.

Letters in shapes: ``B`` sequences, ``T`` input tokens each (a sequence holds ``T + 1`` tokens:
inputs and, shifted by one, targets), ``H`` heads.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import torch
from torch import nn

from attnviz._checks import check_floating, check_generator, check_int, check_integer, check_tensor
from attnviz.mechanism.multihead import MultiHeadAttention

__all__ = [
    "RepeatedTokens",
    "ablate_heads",
    "induction_scores",
    "previous_token_scores",
    "repeated_tokens",
]


@dataclass(frozen=True)
class RepeatedTokens:
    """A batch of the repeated-token task (from :func:`repeated_tokens`).

    Attributes:
        tokens: ``(B, T + 1)`` token ids; the model reads ``tokens[:, :-1]`` and predicts
            ``tokens[:, 1:]``.
        start: ``(B,)`` where each first copy of the segment begins, ``p``.
        length: ``(B,)`` the segment's length, ``n``; the repeat fills ``p + n .. p + 2n - 1``.
        predictable: ``(B, T)`` true at input position ``t`` when its target ``tokens[:, t + 1]``
            is a token of the repeat other than its first: ``p + n <= t <= p + 2n - 2``.
    """

    tokens: torch.Tensor
    start: torch.Tensor
    length: torch.Tensor
    predictable: torch.Tensor

    def __post_init__(self) -> None:
        check_tensor("tokens", self.tokens, ndim=2, shape_hint="(B, T + 1)")
        check_integer("tokens", self.tokens, "integer token ids")
        batch, steps = self.tokens.shape[0], self.tokens.shape[1] - 1
        if steps < 1:
            raise ValueError(f"tokens must be (B, T + 1) with T >= 1, got shape "
                             f"{tuple(self.tokens.shape)}")
        for name in ("start", "length"):
            value = getattr(self, name)
            check_tensor(name, value, ndim=1, shape_hint=f"(B,) = ({batch},)")
            check_integer(name, value)
            if value.shape[0] != batch:
                raise ValueError(f"{name} must have shape (B,) = ({batch},), one entry per "
                                 f"sequence of tokens, got {tuple(value.shape)}")
        check_tensor("predictable", self.predictable, ndim=2,
                     shape_hint=f"(B, T) = ({batch}, {steps})")
        if self.predictable.dtype != torch.bool:
            raise TypeError(f"predictable must be a boolean tensor, got dtype "
                            f"{self.predictable.dtype}")
        if tuple(self.predictable.shape) != (batch, steps):
            raise ValueError(f"predictable must have shape (B, T) = ({batch}, {steps}), one "
                             f"entry per input token, got {tuple(self.predictable.shape)}")

    def induction_targets(self) -> torch.Tensor:
        """``(B, T)``: for each predictable position ``t``, the key ``t - n + 1`` that an
        induction head attends to (the token after the earlier occurrence of token ``t``);
        ``-1`` elsewhere."""
        steps = torch.arange(self.predictable.shape[1], device=self.tokens.device)
        keys = steps - self.length[:, None] + 1
        return torch.where(self.predictable, keys, torch.full_like(keys, -1))


def repeated_tokens(num_sequences: int, length: int, vocab_size: int, *, min_repeat: int = 2,
                    max_repeat: int | None = None,
                    generator: torch.Generator | None = None) -> RepeatedTokens:
    """Random token sequences, each with one segment repeated right after itself.

    Each sequence draws ``T + 1 = length + 1`` tokens uniformly from ``[0, vocab_size)``, a
    segment length ``n`` uniformly from ``[min_repeat, max_repeat]`` and a start ``p`` uniformly
    from the places where both copies fit, then overwrites ``p + n .. p + 2n - 1`` with a copy of
    ``p .. p + n - 1``. Varying ``n`` and ``p`` matters: with a fixed offset a model with learned
    positions can find the earlier copy by position alone, and no previous-token head forms.

    Args:
        num_sequences: ``B``.
        length: ``T``, the input tokens per sequence.
        vocab_size: the number of token ids.
        min_repeat: the shortest segment (at least 1).
        max_repeat: the longest segment (default, and at most, ``(T + 1) // 2``).
        generator: the random generator (CPU), for reproducible batches.

    Raises:
        ValueError: a size out of range.
        TypeError: ``generator`` is not a ``torch.Generator``.
    """
    check_int("num_sequences", num_sequences, minimum=1)
    check_int("length", length, minimum=2)
    check_int("vocab_size", vocab_size, minimum=2)
    longest = (length + 1) // 2
    max_repeat = longest if max_repeat is None else max_repeat
    check_int("min_repeat", min_repeat, minimum=1, maximum=longest)
    check_int("max_repeat", max_repeat, minimum=min_repeat, maximum=longest)
    check_generator("generator", generator)
    tokens = torch.randint(0, vocab_size, (num_sequences, length + 1), generator=generator)
    n = torch.randint(min_repeat, max_repeat + 1, (num_sequences,), generator=generator)
    places = length + 2 - 2 * n  # starts p = 0 .. T + 1 - 2n
    p = (torch.rand(num_sequences, generator=generator) * places).long().clamp(max=places - 1)
    steps = torch.arange(length + 1)
    in_repeat = (steps >= (p + n)[:, None]) & (steps < (p + 2 * n)[:, None])
    source = torch.where(in_repeat, steps - n[:, None], steps)  # the copy reads the first copy
    tokens = tokens.gather(1, source)
    inputs = steps[:-1]
    predictable = (inputs >= (p + n)[:, None]) & (inputs <= (p + 2 * n - 2)[:, None])
    return RepeatedTokens(tokens=tokens, start=p, length=n, predictable=predictable)


def _check_weights(weights: object, min_steps: int = 1) -> torch.Tensor:
    check_tensor("weights", weights, ndim=4, shape_hint="(B, H, T, T)")
    assert isinstance(weights, torch.Tensor)
    check_floating("weights", weights)
    if weights.shape[-1] != weights.shape[-2]:
        raise ValueError(f"weights must be self-attention, (B, H, T, T), got shape "
                         f"{tuple(weights.shape)}")
    if weights.shape[-1] < min_steps or weights.shape[0] == 0:
        raise ValueError(f"weights must be (B, H, T, T) with B >= 1 and T >= {min_steps}, got "
                         f"shape {tuple(weights.shape)}")
    return weights


def previous_token_scores(weights: torch.Tensor) -> torch.Tensor:
    """``(H,)``: each head's mean attention from query ``t`` to key ``t - 1``, over all
    sequences and all ``t >= 1``.

    Args:
        weights: one layer's attention weights, ``(B, H, T, T)``, floating point, ``T >= 2``
            (a query with a previous token).
    """
    weights = _check_weights(weights, min_steps=2)
    steps = torch.arange(1, weights.shape[-1], device=weights.device)
    return weights[..., steps, steps - 1].mean(dim=(0, 2))


def induction_scores(weights: torch.Tensor, data: RepeatedTokens) -> torch.Tensor:
    """``(H,)``: each head's mean attention from a predictable query ``t`` to the key
    ``t - n + 1`` after the earlier occurrence of its token, over all predictable positions.

    Args:
        weights: one layer's attention weights on ``data.tokens[:, :-1]``, ``(B, H, T, T)``.
        data: the batch the weights were computed on.
    """
    weights = _check_weights(weights)
    if not isinstance(data, RepeatedTokens):
        raise TypeError(f"data must be a RepeatedTokens, got {type(data).__name__}")
    if (weights.shape[0], weights.shape[-1]) != tuple(data.predictable.shape):
        raise ValueError(f"weights (B, H, T, T) = {tuple(weights.shape)} do not match data "
                         f"with (B, T) = {tuple(data.predictable.shape)}")
    keys = data.induction_targets().to(weights.device).clamp(min=0)  # (B, T)
    chosen = weights.gather(-1, keys[:, None, :, None].expand(-1, weights.shape[1], -1, 1))
    mask = data.predictable.to(weights.device)[:, None, :]  # (B, 1, T)
    return (chosen[..., 0] * mask).sum(dim=(0, 2)) / mask.sum()


def ablate_heads(attention: nn.Module, heads: Sequence[int]
                 ) -> contextlib.AbstractContextManager[None]:
    """Within the ``with`` block, the chosen heads of ``attention`` contribute nothing.

    Their outputs are set to zero just before the output projection ``W_o`` merges the heads
    (zero ablation); the other heads, and the model's parameters, are untouched.

    Args:
        attention: an :class:`attnviz.MultiHeadAttention` (for example
            ``model.blocks[0].attention``).
        heads: the head indices to silence, each in ``[0, H)``.

    Raises:
        TypeError, ValueError: not a multi-head attention layer, or a bad head index (when
            ``ablate_heads`` is called, before the ``with`` block).
    """
    if not isinstance(attention, MultiHeadAttention):
        raise TypeError(f"attention must be an attnviz.MultiHeadAttention, got "
                        f"{type(attention).__name__}")
    if isinstance(heads, str | bytes) or not isinstance(heads, Sequence):
        raise TypeError(f"heads must be a list of head indices, got {type(heads).__name__} "
                        f"{heads!r}")
    for index, head in enumerate(heads):
        check_int(f"heads[{index}]", head, minimum=0, maximum=attention.num_heads - 1,
                  expected=f"a head index in [0, {attention.num_heads}) for a layer of "
                           f"{attention.num_heads} heads")
    return _silenced(attention, sorted(set(heads)))


@contextlib.contextmanager
def _silenced(attention: MultiHeadAttention, silenced: list[int]) -> Iterator[None]:
    width = attention.head_dim

    def silence(module: nn.Module, args: tuple) -> tuple:
        merged = args[0].clone()  # (..., T, D): the heads side by side, head h at h * Dh
        for head in silenced:
            merged[..., head * width:(head + 1) * width] = 0
        return (merged, *args[1:])

    handle = attention.W_o.register_forward_pre_hook(silence)
    try:
        yield
    finally:
        handle.remove()
