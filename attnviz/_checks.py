"""Argument checks shared by the public functions.

Every check raises at the public boundary, before any arithmetic, with a message that names the
argument, what it got and what it expected (house style: errors teach).
"""

from __future__ import annotations

import torch


def check_tensor(name: str, value: object, *, ndim: int | tuple[int, ...] | None = None,
                 shape_hint: str = "") -> torch.Tensor:
    """Return ``value`` if it is a tensor with an allowed number of dimensions, else raise."""
    if not isinstance(value, torch.Tensor):
        raise TypeError(f"{name} must be a torch.Tensor, got {type(value).__name__}")
    if ndim is not None:
        allowed = (ndim,) if isinstance(ndim, int) else ndim
        if value.dim() not in allowed:
            expected = " or ".join(f"{n}-D" for n in allowed)
            hint = f" shaped {shape_hint}" if shape_hint else ""
            raise ValueError(
                f"{name} must be a {expected} tensor{hint}, got shape {tuple(value.shape)}"
            )
    return value


def check_floating(name: str, value: torch.Tensor) -> torch.Tensor:
    """Raise unless ``value`` holds floating-point numbers."""
    if not value.is_floating_point():
        raise TypeError(f"{name} must hold floating-point numbers, got dtype {value.dtype}")
    return value


def check_positive(name: str, value: object, *, integer: bool = False) -> None:
    """Raise unless ``value`` is a positive number (a positive int if ``integer``)."""
    kind = "int" if integer else "number"
    ok_type = isinstance(value, int) if integer else isinstance(value, int | float)
    if isinstance(value, bool) or not ok_type or not value > 0:
        raise ValueError(f"{name} must be a positive {kind}, got {value!r}")


def check_probability(name: str, value: object) -> None:
    """Raise unless ``value`` is a float in [0, 1)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value < 1:
        raise ValueError(f"{name} must be a number in [0, 1), got {value!r}")


def check_last_dim(name: str, value: torch.Tensor, expected: int, what: str) -> None:
    """Raise unless the last axis of ``value`` has ``expected`` entries."""
    if value.shape[-1] != expected:
        raise ValueError(
            f"{name} must have {what} = {expected} entries on its last axis, "
            f"got shape {tuple(value.shape)}"
        )
