"""Small helpers of the chapters' setup and training cells: a device, seeding, bfloat16.

``device``, ``seed_everything`` and ``describe_machine`` are introduced in the setup cell of
chapter 1, ``bf16_pays`` in chapter 7's translator. None runs on import: calling them is the
only way they do anything.
"""

from __future__ import annotations

import random
import time

import numpy as np
import torch

from attnviz._checks import check_int

__all__ = ["bf16_pays", "describe_machine", "device", "seed_everything"]


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


def describe_machine(device: torch.device | str) -> str:
    """One line naming what a run's last digits depend on: the device, PyTorch, its CPU kernels.

    Each chapter's setup cell prints it. Floating-point results differ in their last digits
    between machines (another CPU's vector instructions, a GPU), so a reader comparing numbers
    with the book's can see why they differ; the chapters' assertions hold on every one.

    Args:
        device: the device the chapter runs on (``attnviz.device()``).

    Returns:
        For example ``"This run: device cpu, PyTorch 2.13.0+cpu, CPU capability AVX512"``; on a
        GPU the device's name follows in parentheses.
    """
    device = torch.device(device)
    name = str(device)
    if device.type == "cuda" and torch.cuda.is_available():
        name += f" ({torch.cuda.get_device_name(device)})"
    capability = torch.backends.cpu.get_cpu_capability()
    return f"This run: device {name}, PyTorch {torch.__version__}, CPU capability {capability}"


def seed_everything(seed: int) -> None:
    """Seed Python's, NumPy's and PyTorch's global generators (all devices) with ``seed``.

    Args:
        seed: a non-negative int.
    """
    check_int("seed", seed, minimum=0)
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # seeds CUDA and MPS generators too


def bf16_pays(device: torch.device | str, *, size: int = 256, repeats: int = 5) -> bool:
    """Whether training under bfloat16 autocast should be faster than float32 on ``device``.

    On CUDA: whether the GPU supports bfloat16. On the CPU, it is measured: a ``(4 size, size)``
    by ``(size, 4 size)`` matrix product, the kind a small Transformer computes, is timed in
    both types (best of ``repeats``); bfloat16 pays if it is at least 1.2 times faster. CPUs
    with bfloat16 instructions (AVX-512 BF16, AMX) pass; on others bfloat16 is emulated and
    slower, so the answer is False. Elsewhere (MPS): False.

    Args:
        device: where the model trains.
        size: the matrices' inner width.
        repeats: timings of each type; the best is kept.
    """
    device = torch.device(device)
    check_int("size", size, minimum=1)
    check_int("repeats", repeats, minimum=1)
    if device.type == "cuda":
        return torch.cuda.is_bf16_supported()
    if device.type != "cpu":
        return False
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(4 * size, size, generator=generator)
    b = torch.randn(size, 4 * size, generator=generator)

    def best(x: torch.Tensor, y: torch.Tensor) -> float:
        times = []
        for _ in range(repeats + 1):  # the first call warms up
            start = time.perf_counter()
            x @ y
            times.append(time.perf_counter() - start)
        return min(times[1:])

    return best(a, b) >= 1.2 * best(a.bfloat16(), b.bfloat16())
