"""The encoder–decoder protocol that every translator of the book follows (chapter 4, *Bahdanau
attention*; the Transformer of chapter 7 follows it too).

An :class:`EncoderDecoder` runs its encoder over the source once, turns the encoder's outputs into
the decoder's initial state, and decodes the target; greedy and beam decoding
(:mod:`attnviz.models.decoding`) use only this protocol.
"""

from __future__ import annotations

from typing import Any

import torch
from torch import nn

from attnviz._checks import (
    check_tensor,
    check_token_ids,
)

__all__ = ["EncoderDecoder"]


class EncoderDecoder(nn.Module):
    """An encoder and a decoder that follow the ``init_state`` / ``(logits, state)`` protocol.

    Args:
        encoder: maps ``(src (B, Tk), src_valid_len (B,))`` to ``(outputs, extra)``.
        decoder: has ``init_state(outputs, src_valid_len, extra)`` and
            ``forward(tgt, state) -> (logits, state)``.
    """

    def __init__(self, encoder: nn.Module, decoder: nn.Module) -> None:
        super().__init__()
        self.encoder, self.decoder = encoder, decoder

    @property
    def src_vocab_size(self) -> int | None:
        """The encoder's ``vocab_size`` (``None`` if it does not say)."""
        return getattr(self.encoder, "vocab_size", None)

    @property
    def tgt_vocab_size(self) -> int | None:
        """The decoder's ``vocab_size`` (``None`` if it does not say)."""
        return getattr(self.decoder, "vocab_size", None)

    def start(self, src: torch.Tensor, src_valid_len: torch.Tensor) -> dict[str, Any]:
        """Encode the source and return the decoder's initial state.

        Args:
            src: ``(B, Tk)`` source ids in ``[0, src_vocab_size)``.
            src_valid_len: ``(B,)`` non-negative lengths; a length above ``Tk`` means the
                whole sentence.
        """
        check_tensor("src", src, ndim=2, shape_hint="(B, Tk)")  # the encoder checks the ids
        _check_valid_len("src_valid_len", src_valid_len, src.shape[0])
        outputs, extra = self.encoder(src, src_valid_len)
        return self.decoder.init_state(outputs, src_valid_len, extra)

    def forward(self, src: torch.Tensor, src_valid_len: torch.Tensor,
                tgt_input: torch.Tensor) -> torch.Tensor:
        """Teacher-forced logits ``(B, T, V)`` for ``src (B, Tk)`` and ``tgt_input (B, T)``.

        Token ids must lie in ``[0, V)`` of their vocabulary and ``tgt_input`` must have at
        least one step; see :meth:`start` for ``src_valid_len``.
        """
        check_tensor("src", src, ndim=2, shape_hint="(B, Tk)")
        _check_tokens("tgt_input", tgt_input, self.tgt_vocab_size, allow_empty=False)
        if tgt_input.shape[0] != src.shape[0]:
            raise ValueError(f"tgt_input must have the batch size B = {src.shape[0]} of src, got "
                             f"shape {tuple(tgt_input.shape)}")
        logits, _ = self.decoder(tgt_input, self.start(src, src_valid_len))
        return logits


def _check_tokens(name: str, tokens: torch.Tensor, vocab_size: int | None = None, *,
                  allow_empty: bool = True) -> None:
    """Raise unless ``tokens`` is a ``(B, T)`` integer tensor of ids in ``[0, vocab_size)``."""
    check_tensor(name, tokens, ndim=2, shape_hint="(B, T)")
    check_token_ids(name, tokens, vocab_size)
    if not allow_empty and tokens.shape[1] == 0:
        raise ValueError(f"{name} must hold at least one token per sentence, shaped (B, T) with "
                         f"T >= 1, got shape {tuple(tokens.shape)}")



def _check_valid_len(name: str, valid_len: torch.Tensor, batch: int) -> None:
    """Raise unless ``valid_len`` holds ``batch`` non-negative integer lengths ``(B,)``."""
    check_tensor(name, valid_len, ndim=1, shape_hint=f"(B,) = ({batch},)")
    if valid_len.is_floating_point() or valid_len.is_complex() or valid_len.dtype == torch.bool:
        raise TypeError(f"{name} must hold integer lengths, got dtype {valid_len.dtype}")
    if valid_len.shape[0] != batch:
        raise ValueError(f"{name} must hold one length per sentence, shaped (B,) = ({batch},), "
                         f"got shape {tuple(valid_len.shape)}")
    if batch and int(valid_len.min()) < 0:
        raise ValueError(f"{name} must be non-negative, got a minimum of {int(valid_len.min())}")
