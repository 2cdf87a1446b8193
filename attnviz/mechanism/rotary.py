"""Rotary position embeddings (chapter 10, *Attention at scale*; Su et al. 2021).

Queries and keys are rotated, pair of features by pair, by an angle proportional to their
position, so that their dot product depends only on the offset ``m - n``.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from attnviz._checks import (
    check_finite_number,
    check_float_dtype,
    check_floating,
    check_int,
    check_tensor,
)

__all__ = ["RotaryEmbedding", "rotary_matrix"]


def _check_rotary_args(head_dim: object, base: object) -> None:
    head_dim = check_int("head_dim", head_dim, expected="a positive even int")
    if head_dim < 2 or head_dim % 2:
        raise ValueError(f"head_dim must be a positive even int (features are rotated in "
                         f"pairs), got {head_dim}")
    if check_finite_number("base", base) <= 0:
        raise ValueError(f"base must be a finite number > 0, got {base!r}")



def _inverse_frequencies(head_dim: int, base: float, dtype: torch.dtype,
                         device: torch.device | None) -> torch.Tensor:
    """``base ** (-2i / Dh)`` for ``i = 0 .. Dh/2 - 1``: ``(Dh/2,)``, the angle per position."""
    pair = torch.arange(0, head_dim, 2, dtype=dtype, device=device)  # 2i
    return base ** (-pair / head_dim)



def rotary_matrix(position: float, head_dim: int, base: float = 10000.0, *,
                  dtype: torch.dtype = torch.float64) -> torch.Tensor:
    """The ``(Dh, Dh)`` rotation that :class:`RotaryEmbedding` applies at ``position``.

    Block diagonal: block ``i`` rotates the feature pair ``(x[2i], x[2i+1])`` by the angle
    ``theta_i = position * base ** (-2i / Dh)``, ``[[cos, -sin], [sin, cos]]``; so
    ``RotaryEmbedding(Dh)(x)[t] == rotary_matrix(t, Dh) @ x[t]``. Built with Python loops, as
    a closed form to test against.

    Args:
        position: the token's position (any real number).
        head_dim: ``Dh``, even.
        base: the wavelength scale, a finite number > 0.
        dtype: floating-point type of the result (an integer type would truncate every cosine
            and sine to 0 or ±1, so it is refused, as is a complex type).

    Returns:
        ``R`` of shape ``(Dh, Dh)``, orthogonal.
    """
    _check_rotary_args(head_dim, base)
    check_finite_number("position", position)
    check_float_dtype("dtype", dtype)
    matrix = torch.zeros(head_dim, head_dim, dtype=torch.float64)
    for i in range(head_dim // 2):
        angle = position * base ** (-2 * i / head_dim)
        cos, sin = math.cos(angle), math.sin(angle)
        matrix[2 * i, 2 * i], matrix[2 * i, 2 * i + 1] = cos, -sin
        matrix[2 * i + 1, 2 * i], matrix[2 * i + 1, 2 * i + 1] = sin, cos
    return matrix.to(dtype)



class RotaryEmbedding(nn.Module):
    """Rotary position embedding (RoPE, Su et al. 2021): rotate queries and keys by position.

    Features are rotated in *interleaved* pairs, as in the RoFormer paper: the pair
    ``(x[2i], x[2i+1])`` of the token at position ``m`` is turned by the angle
    ``m * base ** (-2i / Dh)``. (GPT-NeoX and Llama pair feature ``i`` with ``i + Dh/2``
    instead; the two differ by a fixed permutation of the features.) Rotating the query at
    position ``m`` and the key at ``n`` leaves their dot product a function of ``m - n``
    only: attention sees relative positions, and norms are unchanged. Apply it to the
    per-head queries and keys, not to the values. The module has no parameters or buffers.

    Args:
        head_dim: ``Dh``, even.
        base: the wavelength scale (10000 in the paper).
    """

    def __init__(self, head_dim: int, *, base: float = 10000.0) -> None:
        super().__init__()
        _check_rotary_args(head_dim, base)
        self.head_dim, self.base = head_dim, float(base)

    def extra_repr(self) -> str:
        return f"head_dim={self.head_dim}, base={self.base:g}"

    def forward(self, x: torch.Tensor, positions: torch.Tensor | int | None = None
                ) -> torch.Tensor:
        """Rotate each pair of features of ``x`` by its position's angles.

        Args:
            x: ``(..., T, Dh)`` floating point (queries or keys, e.g. ``(B, H, T, Dh)``).
            positions: the positions of the ``T`` tokens: ``None`` for ``0 .. T - 1``, a
                non-negative int ``p`` for ``p .. p + T - 1`` (the tokens after ``p`` cached
                ones), or a tensor ``(T,)`` of finite, non-negative numbers (integer or
                floating point).

        Returns:
            A new tensor shaped like ``x`` (``x`` is not modified).

        Raises:
            TypeError: ``x`` is not a floating-point tensor, or ``positions`` is of a wrong
                type or dtype.
            ValueError: a wrong shape, or a negative or non-finite position.
        """
        check_tensor("x", x, shape_hint=f"(..., T, {self.head_dim})")
        check_floating("x", x)
        if x.dim() < 2 or x.shape[-1] != self.head_dim:
            raise ValueError(f"x must be shaped (..., T, {self.head_dim}) with head_dim="
                             f"{self.head_dim} on its last axis, got {tuple(x.shape)}")
        steps = x.shape[-2]
        # angles in float64 (float32 on Apple MPS, which has no float64): positions times
        # small frequencies lose digits in low precision
        work = torch.float32 if x.device.type == "mps" else torch.float64
        if positions is None or isinstance(positions, int) and not isinstance(positions, bool):
            offset = 0 if positions is None else check_int("positions", positions, minimum=0,
                                                           expected="a non-negative int offset")
            pos = torch.arange(offset, offset + steps, dtype=work, device=x.device)
        elif not isinstance(positions, torch.Tensor):
            raise TypeError(f"positions must be None, a non-negative int offset or a (T,) = "
                            f"({steps},) tensor of positions, got {type(positions).__name__} "
                            f"{positions!r}")
        else:
            check_tensor("positions", positions, ndim=1, shape_hint=f"(T,) = ({steps},)")
            if positions.shape[0] != steps:
                raise ValueError(f"positions must be a (T,) = ({steps},) tensor of numbers, "
                                 f"one per token of x, got shape {tuple(positions.shape)}")
            if positions.is_complex() or positions.dtype == torch.bool:
                raise TypeError(f"positions must hold real numbers (integer or floating "
                                f"point), got dtype {positions.dtype}")
            pos = positions.to(device=x.device, dtype=work)
            if steps and not (torch.isfinite(pos).all() and pos.min() >= 0):  # (T,): cheap
                bad = pos[~torch.isfinite(pos) | (pos < 0)][0].item()
                raise ValueError(f"positions must be finite and non-negative, got {bad}")
        angles = pos[:, None] * _inverse_frequencies(self.head_dim, self.base, work,
                                                     x.device)  # (T, Dh/2)
        cos, sin = torch.cos(angles).to(x.dtype), torch.sin(angles).to(x.dtype)
        pairs = x.unflatten(-1, (self.head_dim // 2, 2))  # (..., T, Dh) -> (..., T, Dh/2, 2)
        even, odd = pairs[..., 0], pairs[..., 1]  # x[2i], x[2i+1]: (..., T, Dh/2)
        rotated = torch.stack([even * cos - odd * sin, even * sin + odd * cos], dim=-1)
        return rotated.flatten(-2)  # (..., T, Dh/2, 2) -> (..., T, Dh)
