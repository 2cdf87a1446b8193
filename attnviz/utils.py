"""Small helpers every chapter's setup cell uses: choosing a device and seeding.

Introduced in the setup cell of chapter 1. Neither runs on import: calling them is the only way
they change anything.
"""

from __future__ import annotations

import random

import numpy as np
import torch

from ._checks import check_int

__all__ = ["device", "seed_everything"]


def device() -> torch.device:
    """Pick the fastest available device: CUDA, then Apple MPS, then the CPU.

    Returns:
        A ``torch.device``; notebooks choose it once and pass it on.
    """
    if torch.cuda.is_available():
        return torch.device("cuda")
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")


def seed_everything(seed: int) -> None:
    """Seed Python's, NumPy's and PyTorch's global generators (all devices) with ``seed``.

    Args:
        seed: a non-negative int.
    """
    check_int("seed", seed, minimum=0)
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # seeds CUDA and MPS generators too
