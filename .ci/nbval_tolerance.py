"""Compare re-executed notebook outputs with the committed ones, tolerating another CPU's rounding.

A pytest plugin on top of nbval 0.11 (``pytest --nbval -p nbval_tolerance``, with ``.ci`` on
the path; ``bash .ci/check-notebooks`` does this). nbval executes every cell in a fresh kernel,
sanitises both outputs with ``.ci/nbval_sanitize.cfg`` and compares them as strings. Strings
fail on a different CPU, a different kernel path or a GPU: ``0.743804`` becomes ``0.743805``.
This plugin replaces only that last comparison, by :func:`outputs_match`:

* the text between numbers must be equal (runs of spaces and tabs count as one space, and the
  spaces beside a number are ignored, since PyTorch pads columns by the widest entry);
* the numbers must be as many, and each pair close:
  ``|test - ref| <= max(ATOL, RTOL * |ref|) + unit``, where ``unit`` is one step in the last
  printed digit (``0.9717`` and ``0.9718`` are one rounding apart; ``1.29`` and ``1.30`` too),
  the finer of the two where PyTorch printed them to different precisions (``1.`` and
  ``1.0001``). Integers have no such step: counts compare within RTOL, so exactly for any count
  below 1 / RTOL.

So a number multiplied by three, a changed word, a missing line or a missing output fails, and
the last digits of another machine pass. Results of training or sampling are not compared as
text at all: their cells carry nbval's ``nbval-ignore-output`` tag and assert the property
that matters, with a margin (``tests/test_notebooks.py`` requires the assertion).
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass

RTOL = 1e-4  # relative: float32 results agree to about 1e-6; reductions in another order less
ATOL = 1e-5  # absolute: float32 errors of unit-scale quantities (a "max difference" of 3e-07)
# A GPU rounds further from the CPU than another CPU does (TensorFloat-32 convolutions, other
# kernels): .ci/check-notebooks-gpu loosens both through these variables.
RTOL = float(os.environ.get("NBVAL_RTOL", RTOL))
ATOL = float(os.environ.get("NBVAL_ATOL", ATOL))

# A number as Python, NumPy and PyTorch print one: an optional sign, digits with an optional
# fraction (or a bare fraction, or a trailing point as in PyTorch's "1."), an optional exponent.
NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
_SPACES = re.compile(r"[ \t]+")


@dataclass(frozen=True)
class Mismatch:
    """Where two outputs part: a short description, the reference's and the test's excerpts."""

    what: str
    reference: str
    test: str

    def __str__(self) -> str:
        return f"{self.what}\n  committed: {self.reference}\n  executed:  {self.test}"


def _unit(token: str) -> float:
    """One step in the last printed digit of ``token``, 0 for an integer."""
    mantissa, _, exponent = token.lower().partition("e")
    if "." not in mantissa:
        return 0.0
    decimals = len(mantissa.split(".", 1)[1])
    return 10.0 ** (int(exponent or 0) - decimals)


def numbers_close(reference: str, test: str, *, rtol: float = RTOL, atol: float = ATOL) -> bool:
    """Whether two printed numbers agree within the tolerance (see the module docstring)."""
    a, b = float(reference), float(test)
    if math.isclose(a, b, rel_tol=0.0, abs_tol=0.0):
        return True
    units = [unit for unit in (_unit(reference), _unit(test)) if unit > 0.0]
    if not units:  # two integers: counts, sizes, indices
        return abs(a - b) <= rtol * abs(a)
    unit = min(units)
    return abs(a - b) <= max(atol, rtol * abs(a)) + unit * (1 + 1e-9)


def _split(text: str) -> tuple[list[str], list[str]]:
    """The text between numbers (normalised) and the numbers of ``text``."""
    pieces = NUMBER.split(text)
    numbers = NUMBER.findall(text)
    return [_SPACES.sub(" ", piece).strip(" ") for piece in pieces], numbers


def _excerpt(text: str, position: int, width: int = 60) -> str:
    start = max(0, position - width // 2)
    return repr(text[start:start + width])


def text_mismatch(reference: str, test: str, *, rtol: float = RTOL,
                  atol: float = ATOL) -> Mismatch | None:
    """``None`` if ``test`` matches ``reference`` within the tolerance, else where it does not."""
    if reference == test:
        return None
    ref_text, ref_numbers = _split(reference)
    test_text, test_numbers = _split(test)
    for index, (left, right) in enumerate(zip(ref_text, test_text, strict=False)):
        if left != right:
            offset = next((i for i, (x, y) in enumerate(zip(left, right, strict=False))
                           if x != y), min(len(left), len(right)))
            return Mismatch(f"the text differs (after {index} numbers)",
                            _excerpt(left, offset), _excerpt(right, offset))
    if len(ref_numbers) != len(test_numbers) or len(ref_text) != len(test_text):
        return Mismatch(f"{len(ref_numbers)} numbers committed, {len(test_numbers)} executed",
                        _excerpt(reference, len(reference)), _excerpt(test, len(test)))
    for index, (left, right) in enumerate(zip(ref_numbers, test_numbers, strict=True)):
        if not numbers_close(left, right, rtol=rtol, atol=atol):
            return Mismatch(f"number {index + 1} differs beyond the tolerance "
                            f"(rtol={rtol:g}, atol={atol:g}, plus one step of the last digit)",
                            left, right)
    return None


def value_mismatch(reference: object, test: object) -> Mismatch | None:
    """Compare two output values (strings, or lists of strings as nbformat may keep them)."""
    if isinstance(reference, list) and all(isinstance(item, str) for item in reference):
        reference = "".join(reference)
    if isinstance(test, list) and all(isinstance(item, str) for item in test):
        test = "".join(test)
    if isinstance(reference, str) and isinstance(test, str):
        return text_mismatch(reference, test)
    if reference == test:
        return None
    return Mismatch("the values differ", repr(reference)[:200], repr(test)[:200])


def outputs_match(reference: dict[str, list[object]],
                  test: dict[str, list[object]]) -> list[Mismatch]:
    """Compare nbval's flattened outputs (MIME type or field -> the values of every output)."""
    problems = []
    for key in sorted(set(reference) | set(test)):
        ref_values, test_values = reference.get(key, []), test.get(key, [])
        if len(ref_values) != len(test_values):
            problems.append(Mismatch(f"{len(ref_values)} '{key}' outputs committed, "
                                     f"{len(test_values)} executed",
                                     repr(ref_values)[:200], repr(test_values)[:200]))
            continue
        for ref_value, test_value in zip(ref_values, test_values, strict=True):
            mismatch = value_mismatch(ref_value, test_value)
            if mismatch is not None:
                problems.append(Mismatch(f"'{key}': {mismatch.what}", mismatch.reference,
                                         mismatch.test))
    return problems


def _flatten(cell, outputs, skip_compare) -> dict[str, list[object]]:
    """nbval's own flattening: every output's fields and MIME types, sanitised."""
    from nbval.plugin import transform_streams_for_comparison

    flat: dict[str, list[object]] = {}
    for output in transform_streams_for_comparison(outputs):
        for key, value in output.items():
            if key in skip_compare:
                continue
            if key == "data":
                for mime, data in value.items():
                    if mime not in skip_compare:
                        flat.setdefault(mime, []).append(cell.sanitize(data))
            else:
                flat.setdefault(key, []).append(cell.sanitize(value))
    return flat


def compare_outputs(self, test, ref, skip_compare=None) -> bool:
    """nbval's ``IPyNbCell.compare_outputs`` with the tolerant comparison."""
    skip_compare = skip_compare or self.parent.skip_compare
    problems = outputs_match(_flatten(self, ref, skip_compare), _flatten(self, test, skip_compare))
    self.comparison_traceback = [str(problem) for problem in problems]
    return not problems


def pytest_configure(config) -> None:
    from nbval.plugin import IPyNbCell

    IPyNbCell.compare_outputs = compare_outputs
