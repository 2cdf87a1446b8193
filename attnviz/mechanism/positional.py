"""Positional encodings (chapter 6, *Self-attention and positional encoding*).

Self-attention is blind to order: permute the tokens and the outputs are permuted the same way.
A positional encoding adds to each token a vector that depends on its position. The fixed
sinusoidal encoding of Vaswani et al. uses, for position ``i`` and column pairs ``(2j, 2j+1)``,

    P[i, 2j] = sin(i / 10000^(2j / D)),    P[i, 2j + 1] = cos(i / 10000^(2j / D)),

so each column pair is a rotation whose angle grows linearly with the position; a learned
encoding is a trainable table with one row per position.
"""

from __future__ import annotations

import torch
from torch import nn

from attnviz._checks import (
    check_float_dtype,
    check_floating,
    check_int,
    check_module_dtype,
    check_positive,
    check_probability,
    check_tensor,
    checked_at_entry,
)

__all__ = ["LearnedPositionalEncoding", "SinusoidalPositionalEncoding", "sinusoidal_encoding"]


def sinusoidal_encoding(num_positions: int, d_model: int, *, base: float = 10000.0,
                        dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """The fixed sinusoidal encoding table.

    Args:
        num_positions: ``T``, the number of positions (rows), starting at 0.
        d_model: ``D``, the width (columns); odd widths drop the last cosine column.
        base: the wavelength scale (10000 in the Transformer paper), a finite number > 0.
        dtype: floating-point type of the table (an integer type would truncate every value
            to 0 or ±1, and a complex one is not a table of sines: both are refused).

    Returns:
        ``P`` of shape ``(T, D)``.

    Raises:
        ValueError: a size that is not a positive int, or a bad ``base``.
        TypeError: ``dtype`` is not a floating-point ``torch.dtype``.
    """
    check_positive("num_positions", num_positions, integer=True)
    check_positive("d_model", d_model, integer=True)
    check_positive("base", base)
    check_float_dtype("dtype", dtype)
    positions = torch.arange(num_positions, dtype=torch.float64)[:, None]  # (T, 1)
    pair_index = torch.arange(0, d_model, 2, dtype=torch.float64)  # (ceil(D / 2),) = 2j
    angles = positions / base ** (pair_index / d_model)  # (T, ceil(D / 2))
    table = torch.empty(num_positions, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.sin(angles)
    table[:, 1::2] = torch.cos(angles[:, : d_model // 2])
    return table.to(dtype)


class _PositionalEncoding(nn.Module):
    """Shared checks and forward pass: add rows ``offset .. offset + T`` of a table."""

    def __init__(self, *, d_model: int, max_len: int, dropout: float) -> None:
        super().__init__()
        check_positive("d_model", d_model, integer=True)
        check_positive("max_len", max_len, integer=True)
        check_probability("dropout", dropout)
        self.d_model, self.max_len = d_model, max_len
        self.dropout = nn.Dropout(dropout)

    def table(self) -> torch.Tensor:  # (max_len, D)
        raise NotImplementedError

    def forward(self, x: torch.Tensor, *, offset: int = 0) -> torch.Tensor:
        """Add the encodings of positions ``offset .. offset + T - 1`` to ``x``.

        Args:
            x: ``(B, T, D)`` token embeddings, of the table's dtype (``float32`` unless the
                module was converted with ``.to(dtype)``).
            offset: position of the first step (for decoding one step at a time).

        Returns:
            ``(B, T, D)``, after dropout.

        Raises:
            TypeError: ``x`` is not a tensor, or not of the table's floating-point dtype.
            ValueError: ``x`` is not ``(B, T, D)``, or ``offset + T > max_len``.
        """
        if not checked_at_entry():  # inside a checked entry point, the model made x and offset
            check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
            if x.shape[-1] != self.d_model:
                raise ValueError(f"x must have width d_model={self.d_model} on its last axis, "
                                 f"got shape {tuple(x.shape)}")
            check_module_dtype("x", x, self)
            check_floating("x", x)  # a module converted to a complex dtype takes no complex x
            check_int("offset", offset, minimum=0)
        end = offset + x.shape[1]
        if end > self.max_len:
            raise ValueError(
                f"positions up to {end - 1} are needed (offset {offset} + T={x.shape[1]} steps) "
                f"but this {type(self).__name__} has max_len={self.max_len}; create it with a "
                "larger max_len"
            )
        positions = self.table()[offset:end].to(x.dtype)  # (T, D)
        return self.dropout(x + positions)

    def extra_repr(self) -> str:
        return f"d_model={self.d_model}, max_len={self.max_len}"


class SinusoidalPositionalEncoding(_PositionalEncoding):
    """Adds the fixed sinusoidal encoding (a non-persistent buffer: not in the state dict).

    Args:
        d_model: ``D``, the width of the embeddings.
        max_len: the longest sequence it accepts.
        dropout: dropout applied after the addition.
    """

    P: torch.Tensor

    def __init__(self, *, d_model: int, max_len: int = 1000, dropout: float = 0.0) -> None:
        super().__init__(d_model=d_model, max_len=max_len, dropout=dropout)
        self.register_buffer("P", sinusoidal_encoding(max_len, d_model), persistent=False)

    def table(self) -> torch.Tensor:
        return self.P


class LearnedPositionalEncoding(_PositionalEncoding):
    """Adds a learned table of position vectors (initialised from ``N(0, 0.02²)``).

    Args:
        d_model: ``D``, the width of the embeddings.
        max_len: the number of positions it has vectors for.
        dropout: dropout applied after the addition.
    """

    def __init__(self, *, d_model: int, max_len: int, dropout: float = 0.0) -> None:
        super().__init__(d_model=d_model, max_len=max_len, dropout=dropout)
        self.P = nn.Parameter(nn.init.normal_(torch.empty(max_len, d_model), std=0.02))

    def table(self) -> torch.Tensor:
        return self.P
