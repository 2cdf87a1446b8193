"""Small helpers of the chapters' setup and training cells: a device, seeding, the numeric path.

``device``, ``seed_everything`` and ``describe_machine`` are introduced in the setup cell of
chapter 1, ``bf16_enabled`` in chapter 4's translator. None runs on import: calling them is the
only way they do anything.

Everything here is decided from what the machine *is*, never from how fast it happens to be at
that moment: the same machine takes the same numeric path, and prints the same outputs, whether
it is idle or busy. A reader can override each decision with an environment variable:

* ``ATTNVIZ_DEVICE=cpu|cuda|cuda:N|mps``: the device (:func:`device`);
* ``ATTNVIZ_BF16=0|1``: bfloat16 autocast in the chapters that train under it
  (:func:`bf16_enabled`);
* ``ATTNVIZ_THREADS=N``: PyTorch's CPU threads (:func:`set_cpu_threads`);
* ``OMP_WAIT_POLICY``: how those threads wait; each chapter's setup cell sets it to ``PASSIVE``
  before PyTorch starts, unless it is set already (:func:`describe_machine` says which).
"""

from __future__ import annotations

import os
import random
import warnings
from dataclasses import dataclass

import numpy as np
import torch

from attnviz._checks import check_bool, check_int
from attnviz.training.device_check import check_device

__all__ = ["Bfloat16Choice", "DeviceCheckWarning", "bf16_choice", "bf16_enabled",
           "describe_machine", "device", "seed_everything", "set_cpu_threads"]

DEVICE_VARIABLE = "ATTNVIZ_DEVICE"
BF16_VARIABLE = "ATTNVIZ_BF16"
THREADS_VARIABLE = "ATTNVIZ_THREADS"
# PyTorch's own choice of CPU threads (the machine's physical cores, or OMP_NUM_THREADS), read
# the first time set_cpu_threads runs, before it changes it: a fact about the machine, kept so
# that running a setup cell twice gives the same answer.
_machine_threads: list[int] = []
_DEVICE_TYPES = ("cpu", "cuda", "mps")


class DeviceCheckWarning(UserWarning):
    """A GPU failed the book's self-test (:func:`attnviz.training.device_check.check_device`)."""


def _available(kind: str) -> bool:
    if kind == "cuda":
        return torch.cuda.is_available()
    if kind == "mps":
        mps = getattr(torch.backends, "mps", None)
        return mps is not None and mps.is_available()
    return kind == "cpu"


def _training_dtypes(kind: str, *, float64: bool) -> tuple[torch.dtype, ...]:
    """The dtypes a chapter computes in on this kind of device: float32, bfloat16 where it
    trains under bfloat16 autocast, and float64 where the chapter asks for it."""
    dtypes: tuple[torch.dtype, ...] = (torch.float32,)
    if bf16_enabled(torch.device(kind)):
        dtypes += (torch.bfloat16,)
    return dtypes + ((torch.float64,) if float64 else ())


def _forced_device(setting: str) -> torch.device:
    """The device ``ATTNVIZ_DEVICE`` names (``cpu``, ``cuda``, ``cuda:N``, ``mps``), or a
    ``ValueError`` that names the variable, what it holds and what it may hold."""
    kind, colon, index = setting.partition(":")
    expected = "cpu, cuda, cuda:N (N a GPU's index) or mps"
    if kind not in _DEVICE_TYPES or (colon and (kind != "cuda" or not index.isdigit())):
        raise ValueError(f"{DEVICE_VARIABLE} must be one of {expected}, got "
                         f"{os.environ[DEVICE_VARIABLE]!r}")
    if not _available(kind):
        raise ValueError(f"{DEVICE_VARIABLE}={setting} asks for a device that this PyTorch "
                         f"({torch.__version__}) cannot use here; unset it, or use cpu")
    if colon and int(index) >= torch.cuda.device_count():
        count = torch.cuda.device_count()
        raise ValueError(f"{DEVICE_VARIABLE}={setting} asks for GPU {int(index)}, but this "
                         f"machine has {count} (cuda:0 to cuda:{count - 1})")
    return torch.device(setting)


def device(*, float64: bool = False) -> torch.device:
    """The device a chapter runs on: a GPU that passes the book's self-test, else the CPU.

    CUDA is tried first, then Apple's MPS. Before a GPU is chosen, :func:`check_device` runs the
    book's attention paths there (the masked softmax, PyTorch's fused attention with causal,
    padding and grouped-query masks on non-contiguous inputs, its backward pass, multi-head
    attention) in the dtypes the chapter uses, on a few small tensors, against float64 on the
    CPU. If any check disagrees or raises, the CPU is used instead and a
    :class:`DeviceCheckWarning` names every failed check and why.

    ``ATTNVIZ_DEVICE=cpu``, ``cuda``, ``cuda:N`` (the GPU of index N) or ``mps`` forces a device:
    it must exist; a GPU forced this way is still checked, and a failure is reported, but the
    device is kept.

    Args:
        float64: the chapter computes in float64 on the device too (chapters 11 and 12 prove
            equalities there): the self-test checks float64 as well, so a GPU without it
            (Apple's MPS has no float64) is not chosen.

    Returns:
        A ``torch.device``; notebooks choose it once and pass it on.
    """
    check_bool("float64", float64)
    forced = os.environ.get(DEVICE_VARIABLE, "").strip().lower()
    if forced:
        chosen = _forced_device(forced)
        if chosen.type != "cpu":
            report = check_device(chosen, _training_dtypes(chosen.type, float64=float64))
            if not report.ok:
                warnings.warn(f"{report}. Kept, because {DEVICE_VARIABLE}={forced} asks for it: "
                              "results may be wrong", DeviceCheckWarning, stacklevel=2)
        return chosen
    for kind in ("cuda", "mps"):
        if _available(kind):
            report = check_device(kind, _training_dtypes(kind, float64=float64))
            if report.ok:
                return torch.device(kind)
            warnings.warn(f"{report}. This chapter runs on the CPU instead (set "
                          f"{DEVICE_VARIABLE}={kind} to use the GPU all the same)",
                          DeviceCheckWarning, stacklevel=2)
            break
    return torch.device("cpu")


@dataclass(frozen=True)
class Bfloat16Choice:
    """Whether the chapters train under bfloat16 autocast on a device, and why.

    Attributes:
        enabled: train under ``torch.autocast(..., dtype=torch.bfloat16)``.
        reason: why, in a few words, for the setup cell's line.
    """

    enabled: bool
    reason: str


def _cpu_bf16_instructions() -> str | None:
    """The CPU's bfloat16 instructions as PyTorch reports them, or ``None``."""
    cpu = getattr(torch, "cpu", None)
    for attribute, name in (("_is_amx_tile_supported", "AMX"),
                            ("_is_avx512_bf16_supported", "AVX-512 BF16")):
        probe = getattr(cpu, attribute, None)
        if probe is not None and probe():
            return name
    return None


def bf16_choice(device: torch.device | str) -> Bfloat16Choice:
    """Decide bfloat16 autocast for training on ``device``, from what the device is.

    * ``ATTNVIZ_BF16=1`` or ``0`` decides, wherever it is set (except on MPS, below).
    * CUDA: on where the GPU supports bfloat16 (``torch.cuda.is_bf16_supported()``).
    * The CPU: off. Where the CPU has no bfloat16 instructions (most laptops), they are emulated
      and slower; where it has them, whether they pay depends on more than their presence (on a
      2-core Intel Xeon with AVX-512 BF16, autocast made chapter 7's training steps 1.4 times
      slower; on an AMD EPYC Zen 5, 1.4 times faster). So every CPU trains in float32, and
      every CPU takes the same numeric path as the book's outputs. ``ATTNVIZ_BF16=1`` tries it.
    * MPS: off, even when asked for: PyTorch's MPS backend has given wrong results under
      bfloat16 autocast.

    Nothing is timed: the answer is the same on an idle and on a busy machine.

    Args:
        device: where the model trains.
    """
    device = torch.device(device)
    setting = os.environ.get(BF16_VARIABLE, "").strip()
    if setting not in ("", "0", "1"):
        raise ValueError(f"{BF16_VARIABLE} must be 0 or 1, got {setting!r}")
    if device.type == "mps":
        why = f"{BF16_VARIABLE}=1 ignored: " if setting == "1" else ""
        return Bfloat16Choice(False, why + "never on MPS, where it has given wrong results")
    if setting:
        instructions = _cpu_bf16_instructions() if device.type == "cpu" else "the GPU"
        note = "" if setting == "0" or instructions else " (no bfloat16 instructions: emulated)"
        return Bfloat16Choice(setting == "1", f"{BF16_VARIABLE}={setting}{note}")
    if device.type == "cuda":
        supported = torch.cuda.is_available() and torch.cuda.is_bf16_supported()
        return Bfloat16Choice(supported, "the GPU supports it" if supported
                              else "the GPU does not support it")
    if device.type == "cpu":
        return Bfloat16Choice(False, f"float32 on every CPU; {BF16_VARIABLE}=1 tries it")
    return Bfloat16Choice(False, f"float32 on {device.type}")


def bf16_enabled(device: torch.device | str) -> bool:
    """Whether to train under bfloat16 autocast on ``device`` (:func:`bf16_choice`'s answer).

    Args:
        device: where the model trains.
    """
    return bf16_choice(device).enabled


def describe_machine(device: torch.device | str) -> str:
    """Two lines naming what a run's numbers and speed depend on.

    Each chapter's setup cell prints them. Floating-point results differ in their last digits
    between machines (another CPU's vector instructions, a GPU), so a reader comparing numbers
    with the book's can see why they differ; the chapters' assertions hold on every one. The
    second line gives the decisions of this module: bfloat16 autocast and why, the number of
    PyTorch's CPU threads, and how they wait (``OMP_WAIT_POLICY``, which the setup cell sets to
    ``PASSIVE``: threads that sleep rather than spin while they wait keep a busy machine from
    slowing training many times over).

    Args:
        device: the device the chapter runs on (``attnviz.device()``).

    Returns:
        For example ``"This run: device cpu, PyTorch 2.13.0+cpu, CPU capability AVX512\\nThis
        run: bfloat16 autocast off (float32 on every CPU; ATTNVIZ_BF16=1 tries it), 1 CPU
        thread, OMP_WAIT_POLICY=PASSIVE"``; on a GPU the device's name follows it in
        parentheses.
    """
    device = torch.device(device)
    name = str(device)
    if device.type == "cuda" and torch.cuda.is_available():
        name += f" ({torch.cuda.get_device_name(device)})"
    capability = torch.backends.cpu.get_cpu_capability()
    bf16 = bf16_choice(device)
    wait = os.environ.get("OMP_WAIT_POLICY", "").strip()
    policy = f"OMP_WAIT_POLICY={wait}" if wait else "OMP_WAIT_POLICY unset (threads spin)"
    threads = torch.get_num_threads()
    return (f"This run: device {name}, PyTorch {torch.__version__}, CPU capability {capability}\n"
            f"This run: bfloat16 autocast {'on' if bf16.enabled else 'off'} ({bf16.reason}), "
            f"{threads} CPU thread{'s' if threads != 1 else ''}, {policy}")


def set_cpu_threads() -> int:
    """Give PyTorch one CPU thread fewer than the machine has cores (at least one), and return
    the number.

    The core left over runs everything else: Jupyter itself, the browser, a video call. With a
    thread on every core, PyTorch's threads wait for each other while another program holds one
    of the cores, and by default they wait spinning, holding a core themselves: on a 2-core
    machine with one busy core, training steps took three to four times as long as idle. With
    one thread fewer, waiting asleep (``OMP_WAIT_POLICY=PASSIVE``, which the setup cell sets
    before PyTorch starts), a busy core costs little; on an idle 2-core machine one thread is
    slower than two spinning ones, but faster than two sleeping ones
    (``benchmarks/busy_machine.py`` measures every choice idle and busy;
    ``benchmarks/busy_machine.txt`` holds its output). ``ATTNVIZ_THREADS=N`` sets the number
    instead; with ``OMP_NUM_THREADS`` set, PyTorch's count is kept as it is.

    Like ``torch.set_num_threads``, which it calls, it changes the whole process: each
    chapter's setup cell calls it once, after ``attnviz.device()``.
    """
    if not _machine_threads:
        _machine_threads.append(torch.get_num_threads())
    setting = os.environ.get(THREADS_VARIABLE, "").strip()
    if setting:
        if not setting.isdigit() or int(setting) < 1:
            raise ValueError(f"{THREADS_VARIABLE} must be a positive int, got {setting!r}")
        threads = int(setting)
    elif os.environ.get("OMP_NUM_THREADS", "").strip():
        threads = _machine_threads[0]
    else:
        threads = max(1, _machine_threads[0] - 1)
    torch.set_num_threads(threads)
    return threads


def seed_everything(seed: int) -> None:
    """Seed Python's, NumPy's and PyTorch's global generators (all devices) with ``seed``.

    Args:
        seed: a non-negative int.
    """
    check_int("seed", seed, minimum=0)
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # seeds CUDA and MPS generators too
