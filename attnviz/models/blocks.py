"""The blocks that every Transformer of the book is built from (chapter 7, *The Transformer*;
reused by the decoder-only GPT of chapter 9 and the Vision Transformer of chapter 8).

:class:`PositionWiseFFN` is the feed-forward sublayer applied to every position alone.
"""

from __future__ import annotations

import torch
from torch import nn

from attnviz._checks import (
    check_module_dtype,
    check_positive,
    check_probability,
    check_tensor,
)

__all__ = ["PositionWiseFFN"]

_ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU}



def _check_block_args(d_model: int, num_heads: int, ffn_dim: int, dropout: float,
                      activation: str) -> None:
    for name, value in (("d_model", d_model), ("num_heads", num_heads), ("ffn_dim", ffn_dim)):
        check_positive(name, value, integer=True)
    check_probability("dropout", dropout)
    if activation not in _ACTIVATIONS:
        raise ValueError(f"activation must be one of {sorted(_ACTIVATIONS)}, got {activation!r}")



class PositionWiseFFN(nn.Module):
    """The same two-layer MLP applied at every position: ``(B, T, D) -> (B, T, D)``.

    Args:
        d_model: ``D``, the input and output width.
        ffn_dim: the hidden width (often ``4 D``).
        dropout: dropout on the hidden layer.
        activation: ``"relu"`` (the original Transformer) or ``"gelu"`` (ViT, GPT).
    """

    def __init__(self, *, d_model: int, ffn_dim: int, dropout: float = 0.0,
                 activation: str = "relu") -> None:
        super().__init__()
        _check_block_args(d_model, 1, ffn_dim, dropout, activation)
        self.dense1 = nn.Linear(d_model, ffn_dim)
        self.activation = _ACTIVATIONS[activation]()
        self.dropout = nn.Dropout(dropout)
        self.dense2 = nn.Linear(ffn_dim, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """``(B, T, D) -> (B, T, D)``; ``x`` must have the dtype of the parameters."""
        check_tensor("x", x)
        check_module_dtype("x", x, self)
        return self.dense2(self.dropout(self.activation(self.dense1(x))))
