"""Tensors and arrays to NumPy, for the figures and views (every chapter)."""

from __future__ import annotations

import numpy as np
import torch

__all__ = ["to_numpy"]


def to_numpy(data: object, *, name: str = "data") -> np.ndarray:
    """Return ``data`` as a NumPy array: tensors on any device, with or without grad, or arrays.

    Raises:
        TypeError: for anything that is neither a ``torch.Tensor`` nor a ``numpy.ndarray``.
    """
    if isinstance(data, torch.Tensor):
        data = data.detach().cpu()
        if data.dtype in (torch.bfloat16, torch.float16):
            data = data.float()
        return data.numpy()
    if isinstance(data, np.ndarray):
        return data
    raise TypeError(f"{name} must be a torch.Tensor or a numpy.ndarray, got {type(data).__name__}")
