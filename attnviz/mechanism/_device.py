"""A device workaround shared by the attention modules that call PyTorch's fused attention
(chapters 5 and 9 to 11; the device self-test of chapter 1's setup checks the same path).

PyTorch's MPS backend (Apple's GPUs) has returned wrong attention outputs, without an error, for
queries, keys and values that are views with permuted axes, as splitting heads makes them
(pytorch/pytorch#181133, #163597); the same inputs made contiguous gave the right result. On
every other device the inputs pass through untouched, so the CPU and CUDA paths are unchanged.
"""

from __future__ import annotations

import torch

__all__ = ["contiguous_on_mps"]


def contiguous_on_mps(*tensors: torch.Tensor) -> tuple[torch.Tensor, ...]:
    """The tensors as given, or contiguous copies where they live on MPS.

    Args:
        tensors: any tensors, e.g. ``q, k, v`` of shape ``(B, H, T, Dh)``.
    """
    return tuple(t.contiguous() if t.device.type == "mps" else t for t in tensors)
