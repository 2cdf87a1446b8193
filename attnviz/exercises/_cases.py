"""How a checker's cases are drawn and its answers compared and shown.

Every checker draws its random inputs from seeded generators (:func:`_randn`, :func:`_draw`,
:func:`_generator`), so that its public cases are the same on every machine; the grader shifts
every seed (:func:`shifted_cases`) to draw cases no learner has seen (:func:`_unseen` for
checkers whose public cases are written out by hand). :func:`close` and :func:`difference`
compare an answer with the reference and say how far it is; :func:`_show` renders an input or an
output for a failure's message.
"""

from __future__ import annotations

import contextlib
import contextvars
import math
from collections.abc import Iterator
from typing import Any

import torch

#: Added to every case's seed; see shifted_cases. A context variable, so that checks run side by
#: side in threads (the grader's --jobs) each draw their own cases.
_SEED_SHIFT: contextvars.ContextVar[int] = contextvars.ContextVar("attnviz_seed_shift", default=0)


@contextlib.contextmanager
def shifted_cases(shift: int) -> Iterator[None]:
    """Draw every checker's random cases from other seeds (``seed + shift``) while open.

    The grader runs each checker on the public cases (``shift=0``, the ones a learner sees in the
    notebook) and again on cases drawn for that grading run, which no learner has seen: with a
    shift, the random cases are drawn afresh, and the checkers whose public cases are written out
    by hand add cases drawn at random (:func:`_unseen`).
    """
    if isinstance(shift, bool) or not isinstance(shift, int) or shift < 0:
        raise ValueError(f"shift must be an int >= 0, got {shift!r}")
    token = _SEED_SHIFT.set(shift)
    try:
        yield
    finally:
        _SEED_SHIFT.reset(token)


def _rounded(value: Any) -> Any:
    """Nested lists with every float rounded to 4 significant digits."""
    if isinstance(value, list):
        return [_rounded(item) for item in value]
    return float(f"{value:.4g}") if isinstance(value, float) else value


def _show(value: Any, *, values: bool = False) -> str:
    """A short rendering of an input or output: small tensors in full, large ones by shape (and,
    with ``values``, their first few values)."""
    if isinstance(value, torch.Tensor):
        dtype = str(value.dtype).removeprefix("torch.")
        if value.numel() <= 12:
            return f"tensor({_rounded(value.tolist())}, dtype={dtype})"
        text = f"tensor of shape {tuple(value.shape)}, {dtype}"
        if values:
            first = value.detach().reshape(-1)[:4].tolist()
            text += ", beginning " + ", ".join(str(_rounded(x)) for x in first) + ", ..."
        return text
    if isinstance(value, torch.nn.Module):
        return type(value).__name__
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Exactly equal, NaN equal to NaN (for the in-place check)."""
    return a.shape == b.shape and bool(torch.equal(torch.nan_to_num(a), torch.nan_to_num(b))
                                       and torch.equal(a.isnan(), b.isnan()))


def close(a: torch.Tensor, b: torch.Tensor, *, atol: float = 1e-5, rtol: float = 1e-4) -> bool:
    """``torch.allclose`` that is ``False`` (not an error) for different shapes."""
    return a.shape == b.shape and bool(torch.allclose(a.double(), b.double(), atol=atol,
                                                      rtol=rtol, equal_nan=True))


def difference(out: torch.Tensor, expected: torch.Tensor) -> str:
    """A short description of how far ``out`` is from ``expected``, for a failure's detail: the
    largest difference, then both tensors when they are small, else the first few entries that
    differ (index, expected, got)."""
    if out.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
    gap = (out.double() - expected.double()).abs().nan_to_num(nan=math.inf)
    text = f"largest difference from the reference: {gap.max().item():.3g}"
    if expected.numel() <= 12:
        return text + f"; expected {_show(expected)}, got {_show(out)}"
    differs = ~torch.isclose(out.double(), expected.double(), rtol=1e-4, atol=1e-5,
                             equal_nan=True)
    places = differs.nonzero()[:3].tolist()
    if places:
        entries = [f"[{', '.join(map(str, index))}] expected "
                   f"{_rounded(float(expected[tuple(index)]))}, got "
                   f"{_rounded(float(out[tuple(index)]))}" for index in places]
        text += "; first differing entries: " + "; ".join(entries)
    return text


def _generator(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed + _SEED_SHIFT.get())


def _unseen(seed: int) -> torch.Generator | None:
    """For a checker whose public cases are written out by hand: ``None`` for the public cases,
    and a generator to draw the cases a grading run adds (``seed`` plus the run's shift)."""
    shift = _SEED_SHIFT.get()
    return None if shift == 0 else torch.Generator().manual_seed(seed + shift)


def _draw(generator: torch.Generator, low: int, high: int) -> int:
    """A whole number in ``[low, high]`` drawn with ``generator``."""
    return int(torch.randint(low, high + 1, (1,), generator=generator))


def _randn(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    return torch.randn(*shape, generator=_generator(seed), dtype=dtype)


def _other_axes(x: torch.Tensor) -> list[int]:
    """Every axis but the last with more than one entry (where a softmax would differ)."""
    return [dim for dim in range(x.dim() - 1) if x.shape[dim] > 1]
