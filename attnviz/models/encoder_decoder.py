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
    check_lengths,
    check_tensor,
    check_token_ids,
    entry_checked,
)

__all__ = ["EncoderDecoder"]


class EncoderDecoder(nn.Module):
    """An encoder and a decoder that follow the ``init_state`` / ``(logits, state)`` protocol.

    Args:
        encoder: maps ``(src (B, Tk), src_valid_lens (B,))`` to ``(outputs, extra)``.
        decoder: has ``init_state(outputs, src_valid_lens, extra)`` and
            ``forward(tgt, state) -> (logits, state)``; for beam search also
            ``reorder_state(state, index)``.
        config: the configuration the model was built from, kept as ``model.config``
            (``None`` for a model put together by hand).

    :meth:`start` and :meth:`forward` are the entry points: they check their arguments once
    and run the encoder and the decoder inside :func:`attnviz._checks.entry_checked`.
    """

    def __init__(self, encoder: nn.Module, decoder: nn.Module, *, config: Any = None) -> None:
        super().__init__()
        self.encoder, self.decoder = encoder, decoder
        self.config = config  # the sizes it was built from (make_seq2seq, make_transformer)

    @property
    def src_vocab_size(self) -> int | None:
        """The encoder's ``vocab_size`` (``None`` if it does not say)."""
        return getattr(self.encoder, "vocab_size", None)

    @property
    def tgt_vocab_size(self) -> int | None:
        """The decoder's ``vocab_size`` (``None`` if it does not say)."""
        return getattr(self.decoder, "vocab_size", None)

    def start(self, src: torch.Tensor, src_valid_lens: torch.Tensor) -> Any:
        """Encode the source and return the decoder's initial state.

        Args:
            src: ``(B, Tk)`` source ids in ``[0, src_vocab_size)``.
            src_valid_lens: ``(B,)`` non-negative lengths; a length above ``Tk`` means the
                whole sentence (:func:`attnviz.lengths_to_mask`).
        """
        self._check_source(src, src_valid_lens)
        with entry_checked():
            return self._start(src, src_valid_lens)

    def _start(self, src: torch.Tensor, src_valid_lens: torch.Tensor) -> Any:
        """:meth:`start` for arguments already checked."""
        outputs, extra = self.encoder(src, src_valid_lens)
        decoder: Any = self.decoder  # any decoder that follows the protocol
        return decoder.init_state(outputs, src_valid_lens, extra)

    def _check_source(self, src: torch.Tensor, src_valid_lens: torch.Tensor) -> None:
        check_tensor("src", src, ndim=2, shape_hint="(B, Tk)")
        check_token_ids("src", src, self.src_vocab_size)
        check_lengths("src_valid_lens", src_valid_lens, src.shape[0])

    def forward(self, src: torch.Tensor, src_valid_lens: torch.Tensor,
                tgt_input: torch.Tensor) -> torch.Tensor:
        """Teacher-forced logits ``(B, T, V)`` for ``src (B, Tk)`` and ``tgt_input (B, T)``.

        Token ids must lie in ``[0, V)`` of their vocabulary and ``tgt_input`` must have at
        least one step; see :meth:`start` for ``src_valid_lens``. The arguments are checked
        here, once; the encoder and decoder then run without reading them again.
        """
        self._check_source(src, src_valid_lens)
        _check_tokens("tgt_input", tgt_input, self.tgt_vocab_size, allow_empty=False)
        if tgt_input.shape[0] != src.shape[0]:
            raise ValueError(f"tgt_input must have the batch size B = {src.shape[0]} of src, got "
                             f"shape {tuple(tgt_input.shape)}")
        with entry_checked():
            logits, _ = self.decoder(tgt_input, self._start(src, src_valid_lens))
        return logits


def _check_tokens(name: str, tokens: torch.Tensor, vocab_size: int | None = None, *,
                  allow_empty: bool = True) -> None:
    """Raise unless ``tokens`` is a ``(B, T)`` integer tensor of ids in ``[0, vocab_size)``
    (the ids are read only outside :func:`attnviz._checks.entry_checked`)."""
    check_tensor(name, tokens, ndim=2, shape_hint="(B, T)")
    check_token_ids(name, tokens, vocab_size)
    if not allow_empty and tokens.shape[1] == 0:
        raise ValueError(f"{name} must hold at least one token per sentence, shaped (B, T) with "
                         f"T >= 1, got shape {tuple(tokens.shape)}")
