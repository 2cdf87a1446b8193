"""Rotary position embeddings (chapter 10, *Attention at scale*; Su et al. 2021).

Queries and keys are rotated, pair of features by pair, by an angle proportional to their
position, so that their dot product depends only on the offset ``m - n``.

Chapter 11 (*Attention in today's language models*) stretches a model's context past the length
it was trained on by changing those angles (``scaling=`` of :class:`RotaryEmbedding`): position
interpolation (Chen et al. 2023) slows every rotation by the same factor; NTK-aware scaling
(bloc97 2023) raises the base, slowing the slow rotations most and the fastest not at all; YaRN
(Peng et al. 2023) interpolates only the pairs that turn less than a few times over the original
context, keeps those that turn many times, ramps in between, and sharpens the attention a
little to make up for the flatter scores.
"""

from __future__ import annotations

import math

import torch
from torch import nn

from attnviz._checks import (
    check_device,
    check_finite_number,
    check_float_dtype,
    check_floating,
    check_int,
    check_tensor,
    checked_at_entry,
)

__all__ = ["RotaryEmbedding", "rotary_matrix"]

SCALINGS = (None, "interpolation", "ntk", "yarn")
_BETA_FAST, _BETA_SLOW = 32.0, 1.0  # YaRN's defaults: ramp between 32 and 1 rotations


def _check_rotary_args(head_dim: object, base: object) -> None:
    head_dim = check_int("head_dim", head_dim, expected="a positive even int")
    if head_dim < 2 or head_dim % 2:
        raise ValueError(f"head_dim must be a positive even int (features are rotated in "
                         f"pairs), got {head_dim}")
    if check_finite_number("base", base) <= 0:
        raise ValueError(f"base must be a finite number > 0, got {base!r}")


def _check_scaling(head_dim: int, base: float, scaling: object, factor: object,
                   original_length: object, beta_fast: object, beta_slow: object) -> None:
    """Check the context-extension settings of :class:`RotaryEmbedding` (after ``head_dim``
    and ``base`` were checked)."""
    if not (scaling is None or isinstance(scaling, str)) or scaling not in SCALINGS:
        raise ValueError(f"scaling must be one of None, 'interpolation', 'ntk' or 'yarn', got "
                         f"{scaling!r}")
    factor = check_finite_number("factor", factor, minimum=1)
    if scaling is None and factor != 1:
        raise ValueError(f"factor={factor!r} needs a scaling: choose scaling='interpolation', "
                         f"'ntk' or 'yarn' to stretch the context by {factor!r} (without a "
                         f"scaling, factor must be 1)")
    if scaling == "ntk" and head_dim < 4:
        raise ValueError(f"scaling='ntk' needs head_dim >= 4 (its base is multiplied by factor "
                         f"** (Dh / (Dh - 2))), got head_dim={head_dim}")
    if scaling != "yarn":
        if original_length is not None:
            raise ValueError(f"original_length is used only by scaling='yarn', got "
                             f"original_length={original_length!r} with scaling={scaling!r}")
        if (beta_fast, beta_slow) != (_BETA_FAST, _BETA_SLOW):
            raise ValueError(f"beta_fast and beta_slow are used only by scaling='yarn', got "
                             f"beta_fast={beta_fast!r} and beta_slow={beta_slow!r} with "
                             f"scaling={scaling!r}")
        return
    if original_length is None:
        raise ValueError("scaling='yarn' needs original_length, the context length the model "
                         "was trained on (e.g. original_length=2048)")
    check_int("original_length", original_length, minimum=1)
    if base <= 1:
        raise ValueError(f"scaling='yarn' needs base > 1 (it counts rotations through "
                         f"log(base)), got base={base!r}")
    slow = check_finite_number("beta_slow", beta_slow)
    fast = check_finite_number("beta_fast", beta_fast)
    if not 0 < slow < fast:
        raise ValueError(f"beta_fast and beta_slow must satisfy beta_fast > beta_slow > 0 "
                         f"(rotations over original_length), got beta_fast={beta_fast!r} and "
                         f"beta_slow={beta_slow!r}")


def _inverse_frequencies(head_dim: int, base: float, dtype: torch.dtype,
                         device: torch.device | None) -> torch.Tensor:
    """``base ** (-2i / Dh)`` for ``i = 0 .. Dh/2 - 1``: ``(Dh/2,)``, the angle per position."""
    pair = torch.arange(0, head_dim, 2, dtype=dtype, device=device)  # 2i
    return base ** (-pair / head_dim)


def _yarn_ramp(head_dim: int, base: float, original_length: int, beta_fast: float,
               beta_slow: float, dtype: torch.dtype, device: torch.device | None
               ) -> torch.Tensor:
    """YaRN's ramp over the pairs ``i = 0 .. Dh/2 - 1``: 0 keeps a pair's frequency, 1
    interpolates it, in between mixes; ``(Dh/2,)``.

    Pair ``i`` turns ``r_i = original_length / (2 pi base ** (2i / Dh))`` times over the
    original context. The pair where ``r_i = beta`` is
    ``i(beta) = Dh · ln(original_length / (2 pi beta)) / (2 ln base)``; the ramp rises linearly
    in ``i`` from ``floor(i(beta_fast))`` (at least 0) to ``ceil(i(beta_slow))``, as in YaRN's
    released code and Hugging Face's ``_compute_yarn_parameters``.

    The paper writes a different ramp, linear in ``r_i`` rather than in ``i``: it interpolates
    pair ``i`` by ``clamp((beta_fast - r_i) / (beta_fast - beta_slow), 0, 1)``. Both keep the
    pairs ``i <= floor(i(beta_fast))`` and interpolate the pairs ``i >= ceil(i(beta_slow))``;
    between them they differ, by the rounding of the ends and by the shape (``r_i`` falls
    geometrically with ``i``), and where ``i(beta_fast) < 0`` this ramp still keeps pair 0,
    which the paper's interpolates in part. Computing both (base 10000, beta_fast 32,
    beta_slow 1): at ``Dh = 128``, ``original_length = 2048``, ``factor = 8``, 24 of the 64
    pairs get different frequencies, by up to 2.34 times; at ``Dh = 16``,
    ``original_length = 32`` (chapter 11) the fastest pair turns only about 5.1 times, yet this
    ramp keeps it, where the paper's would interpolate it by 0.87.
    """
    def pair_turning(rotations: float) -> float:
        return (head_dim * math.log(original_length / (rotations * 2 * math.pi))
                / (2 * math.log(base)))

    low = max(math.floor(pair_turning(beta_fast)), 0)
    high: float = min(math.ceil(pair_turning(beta_slow)), head_dim - 1)
    if high == low:
        high += 0.001  # one step, not a division by zero (as Hugging Face does)
    pair = torch.arange(head_dim // 2, dtype=dtype, device=device)  # i
    return ((pair - low) / (high - low)).clamp(0, 1)



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

    A model trained on sequences of ``original_length`` tokens meets, past that length, angles
    its slow pairs never reached. ``scaling`` changes the angles so that a longer context
    (``factor`` times longer) stays within what the model saw, or close to it:

    * ``"interpolation"`` (position interpolation, Chen et al. 2023): every angle divided by
      ``factor``, as if position ``m`` were ``m / factor``;
    * ``"ntk"`` (NTK-aware scaling, bloc97 2023): ``base`` multiplied by
      ``factor ** (Dh / (Dh - 2))``, which leaves the fastest pair as it was and slows the
      slowest by exactly ``factor``;
    * ``"yarn"`` (Peng et al. 2023): pairs that turn more than ``beta_fast`` times over
      ``original_length`` are kept, pairs that turn less than ``beta_slow`` times are
      interpolated (divided by ``factor``), with a ramp between that is linear in the pair's
      index, its ends rounded outwards to whole pairs, as in YaRN's released code (not the
      paper's ramp in turns; see ``_yarn_ramp``), so a short ``original_length`` keeps pair 0
      even when it turns fewer than ``beta_fast`` times; and the rotated vectors are
      multiplied by ``attention_factor = 0.1 · ln(factor) + 1``, so that every score is
      multiplied by its square (a lower softmax temperature).

    Every scaling is still a rotation by angles proportional to the position, so scores still
    depend only on the offset ``m - n``; with ``factor=1`` each equals no scaling.

    Args:
        head_dim: ``Dh``, even.
        base: the wavelength scale (10000 in the paper).
        scaling: ``None`` (the default: the angles above), ``"interpolation"``, ``"ntk"`` or
            ``"yarn"``.
        factor: how many times longer the context is meant to be, ``>= 1`` (``1`` without a
            scaling).
        original_length: the context length the model was trained on; needed by ``"yarn"``
            (and used by no other scaling).
        beta_fast, beta_slow: ``"yarn"``'s ramp, in rotations over ``original_length``
            (32 and 1, as in the paper).

    Attributes:
        attention_factor: what the rotated vectors are multiplied by (1 except for
            ``"yarn"``).
    """

    def __init__(self, head_dim: int, *, base: float = 10000.0, scaling: str | None = None,
                 factor: float = 1.0, original_length: int | None = None,
                 beta_fast: float = _BETA_FAST, beta_slow: float = _BETA_SLOW) -> None:
        super().__init__()
        _check_rotary_args(head_dim, base)
        _check_scaling(head_dim, base, scaling, factor, original_length, beta_fast, beta_slow)
        self.head_dim, self.base = head_dim, float(base)
        self.scaling, self.factor = scaling, float(factor)
        self.original_length = original_length
        self.beta_fast, self.beta_slow = float(beta_fast), float(beta_slow)
        # YaRN's sqrt(1 / t): 1 at factor 1, since ln 1 = 0
        self.attention_factor = 0.1 * math.log(self.factor) + 1 if scaling == "yarn" else 1.0

    def extra_repr(self) -> str:
        text = f"head_dim={self.head_dim}, base={self.base:g}"
        if self.scaling is not None:
            text += f", scaling={self.scaling!r}, factor={self.factor:g}"
        if self.scaling == "yarn":
            text += (f", original_length={self.original_length}, "
                     f"beta_fast={self.beta_fast:g}, beta_slow={self.beta_slow:g}")
        return text

    def inverse_frequencies(self, *, dtype: torch.dtype = torch.float64,
                            device: torch.device | str | None = None) -> torch.Tensor:
        """The angle per position of each pair of features, after the scaling: ``(Dh/2,)``.

        Without a scaling, pair ``i`` turns by ``base ** (-2i / Dh)`` per position (fastest
        first); token ``m``'s pair ``i`` is turned by ``m`` times this.

        Args:
            dtype: a floating-point type (float64 by default).
            device: where to put the result (default the CPU).
        """
        check_float_dtype("dtype", dtype)
        device = check_device("device", device)
        if self.scaling == "ntk":
            base = self.base * self.factor ** (self.head_dim / (self.head_dim - 2))
            return _inverse_frequencies(self.head_dim, base, dtype, device)
        frequencies = _inverse_frequencies(self.head_dim, self.base, dtype, device)
        if self.scaling == "interpolation":
            return frequencies / self.factor
        if self.scaling == "yarn":
            assert self.original_length is not None  # checked in __init__
            ramp = _yarn_ramp(self.head_dim, self.base, self.original_length, self.beta_fast,
                              self.beta_slow, dtype, device)  # 0: keep, 1: interpolate
            return frequencies * (1 - ramp) + (frequencies / self.factor) * ramp
        return frequencies

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
            A new tensor shaped like ``x`` (``x`` is not modified), its norms those of ``x``
            times :attr:`attention_factor`. The values of ``x`` are not checked: a NaN or an
            infinity in a pair of features gives NaN (or an infinity) in that pair only.

        Raises:
            TypeError: ``x`` is not a floating-point tensor, or ``positions`` is of a wrong
                type or dtype.
            ValueError: a wrong shape, or a negative or non-finite position.
        """
        if not checked_at_entry():  # inside a checked entry point, attention made x
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
        angles = pos[:, None] * self.inverse_frequencies(dtype=work,
                                                         device=x.device)  # (T, Dh/2)
        cos, sin = torch.cos(angles), torch.sin(angles)
        if self.attention_factor != 1:  # YaRN: every rotated vector a little longer
            cos, sin = cos * self.attention_factor, sin * self.attention_factor
        cos, sin = cos.to(x.dtype), sin.to(x.dtype)
        pairs = x.unflatten(-1, (self.head_dim // 2, 2))  # (..., T, Dh) -> (..., T, Dh/2, 2)
        even, odd = pairs[..., 0], pairs[..., 1]  # x[2i], x[2i+1]: (..., T, Dh/2)
        rotated = torch.stack([even * cos - odd * sin, even * sin + odd * cos], dim=-1)
        return rotated.flatten(-2)  # (..., T, Dh/2, 2) -> (..., T, Dh)
