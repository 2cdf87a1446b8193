"""Argument checks shared by the public functions.

Every check raises at the public boundary, before any arithmetic, with a message that names the
argument, what it got and what it expected (house style: errors teach).

Arguments are checked once, where they enter: a public entry point (``GPT.forward``,
``TransformerEncoder.forward``, ``greedy_decode``, ``EncoderDecoder.forward``, ...) checks its
arguments, everything its layers will be handed included, and then runs the layers it calls inside
:func:`entry_checked`. There, :func:`checked_at_entry` is true and the layers skip their own
argument checks: what they receive was checked at the entry or made by the model itself. The
layers still check everything when called directly (``block(x)``, ``attention(q, k, v)``). The
checks that must *read* a tensor's values (token ids in range, lengths not negative, row numbers
in range) matter most: on a GPU each such read makes the host wait for the device (a
synchronisation). The calls still go through the modules, so hooks (``record_attention``) see
them.

Every model configuration checks its fields with one function, :func:`check_config_fields`, so
that a bad value gets the same wording whichever model's configuration it was given to.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import torch
from torch import nn

_ENTRY_CHECKED: ContextVar[bool] = ContextVar("attnviz_entry_checked", default=False)


@contextmanager
def entry_checked() -> Iterator[None]:
    """Run the body as the inner calls of an entry point that has checked its arguments.

    Inside, :func:`checked_at_entry` is true: layers skip their argument checks, and the checks
    that read tensor values (and would make a GPU synchronise with the host) return at once.
    Nesting is allowed; the previous setting comes back on exit, also after an exception.
    """
    token = _ENTRY_CHECKED.set(True)
    try:
        yield
    finally:
        _ENTRY_CHECKED.reset(token)


def checked_at_entry() -> bool:
    """Whether the caller runs inside :func:`entry_checked`: its arguments were checked at the
    entry point, and a layer skips its own checks."""
    return _ENTRY_CHECKED.get()


def check_lengths(name: str, lengths: object, batch: int) -> torch.Tensor:
    """Return ``lengths`` if it is a ``(B,)`` tensor of ``batch`` non-negative integer lengths.

    Valid lengths (``valid_lens``) count the real, non-padding steps of each sequence. A length
    above the sequence's ``T`` steps means the whole sequence, everywhere in the package (see
    :func:`attnviz.lengths_to_mask`), so it is not an error.
    """
    lengths = check_tensor(name, lengths, ndim=1, shape_hint=f"(B,) = ({batch},)")
    check_integer(name, lengths, "integer lengths")
    if lengths.shape[0] != batch:
        raise ValueError(f"{name} must hold one length per sequence, shaped (B,) = ({batch},), "
                         f"got shape {tuple(lengths.shape)}")
    check_non_negative_values(name, lengths)
    return lengths


def check_non_negative_values(name: str, lengths: torch.Tensor) -> None:
    """Raise unless every entry of the integer tensor ``lengths`` is ``>= 0`` (one read of the
    values; skipped inside :func:`entry_checked`)."""
    if lengths.numel() and not checked_at_entry():
        smallest = int(lengths.min())
        if smallest < 0:
            raise ValueError(f"{name} must be non-negative, got a minimum of {smallest}")


class ArgumentTypeError(TypeError, ValueError):
    """A setting of the wrong type (a float, a bool or a string where an int is needed, say).

    It is a :class:`TypeError`, and also a :class:`ValueError` so that code catching
    ``ValueError`` for every bad setting (the checks below raise it for values out of range)
    catches it too, as NumPy's ``AxisError`` is both a ``ValueError`` and an ``IndexError``.
    """


def check_int(name: str, value: object, *, minimum: int | None = None,
              maximum: int | None = None, expected: str | None = None,
              error: type[Exception] = ValueError) -> int:
    """Return ``value`` if it is an int (``bool`` is not) in ``[minimum, maximum]``, else raise.

    Args:
        name: the argument's name, as the caller wrote it.
        value: what was passed.
        minimum, maximum: inclusive bounds (``None``: unbounded).
        expected: what the message says was expected (default: from the bounds, e.g. "a
            positive int" for ``minimum=1``, "a non-negative int" for ``minimum=0``).
        error: the exception class of a wrong value; a wrong type (``bool`` included) raises
            :class:`ArgumentTypeError`, both a ``TypeError`` and a ``ValueError``, when this is
            ``ValueError`` (the default), else the same class.
    """
    if expected is None:
        if minimum is not None and maximum is not None:
            expected = f"an int between {minimum} and {maximum}"
        elif minimum == 0:
            expected = "a non-negative int"
        elif minimum == 1:
            expected = "a positive int"
        elif minimum is not None:
            expected = f"an int >= {minimum}"
        elif maximum is not None:
            expected = f"an int <= {maximum}"
        else:
            expected = "an int"
    if isinstance(value, bool) or not isinstance(value, int):
        # the wrong type: a TypeError too, unless the caller chose another class
        raise (ArgumentTypeError if error is ValueError else error)(
            f"{name} must be {expected}, got {value!r}")
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        raise error(f"{name} must be {expected}, got {value!r}")
    return value


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
    """Raise unless ``value`` holds floating-point numbers (not integers, bools or complex)."""
    if not value.is_floating_point():
        raise TypeError(f"{name} must hold floating-point numbers, got dtype {value.dtype}")
    return value


def check_integer(name: str, value: torch.Tensor, what: str = "integers") -> torch.Tensor:
    """Raise unless ``value`` holds integers (not floats, complex numbers or bools)."""
    if value.is_floating_point() or value.is_complex() or value.dtype == torch.bool:
        raise TypeError(f"{name} must hold {what}, got dtype {value.dtype}")
    return value


def check_float_dtype(name: str, dtype: object) -> torch.dtype:
    """Return ``dtype`` if it is a floating-point ``torch.dtype``, else raise a ``TypeError``.

    For the dtype of a table of sines, slopes or rotations: an integer type would truncate
    every value to 0 or ±1, and a complex one is not what the formulas compute.
    """
    if not isinstance(dtype, torch.dtype) or not dtype.is_floating_point:
        raise TypeError(f"{name} must be a floating-point torch.dtype such as torch.float32 or "
                        f"torch.float64 (an integer type would truncate the values), got "
                        f"{dtype!r}")
    return dtype


def check_bool(name: str, value: object) -> bool:
    """Return ``value`` if it is a ``bool`` (not 0, 1 or a string), else raise a ``TypeError``."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be a bool, got {type(value).__name__} {value!r}")
    return value


def check_generator(name: str, value: object) -> torch.Generator | None:
    """Return ``value`` if it is ``None`` or a ``torch.Generator``, else raise a ``TypeError``."""
    if value is not None and not isinstance(value, torch.Generator):
        raise TypeError(f"{name} must be a torch.Generator or None, such as "
                        f"torch.Generator().manual_seed(0), got {type(value).__name__}")
    return value


def check_device(name: str, value: object) -> torch.device | None:
    """Return ``value`` as a ``torch.device`` (``None`` stays ``None``) if it is a
    ``torch.device`` or a device string such as ``"cpu"`` or ``"cuda:0"``, else raise.

    A wrong type raises a ``TypeError``, an unknown device string a ``ValueError``.
    """
    if value is None:
        return None
    if isinstance(value, torch.device):
        return value
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a torch.device, a string such as 'cpu' or 'cuda', or "
                        f"None, got {type(value).__name__} {value!r}")
    try:
        return torch.device(value)
    except RuntimeError:
        raise ValueError(f"{name} must name a device, such as 'cpu', 'cuda' or 'cuda:0', got "
                         f"{value!r}") from None


def check_positive(name: str, value: object, *, integer: bool = False) -> None:
    """Raise unless ``value`` is a finite positive number (a positive int if ``integer``)."""
    if integer:
        check_int(name, value, minimum=1)
    elif isinstance(value, bool) or not isinstance(value, int | float):
        raise ArgumentTypeError(f"{name} must be a positive number, got {value!r}")
    elif not (value > 0 and math.isfinite(value)):
        raise ValueError(f"{name} must be a positive number, got {value!r}")


def check_finite_number(name: str, value: object, *, minimum: float | None = None) -> float:
    """Return ``value`` if it is a finite real number (``bool`` is not) ``>= minimum``."""
    bound = "" if minimum is None else f" >= {minimum}"
    message = f"{name} must be a finite number{bound}, got {value!r}"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ArgumentTypeError(message)
    if not math.isfinite(value) or (minimum is not None and value < minimum):
        raise ValueError(message)
    return value


def check_row_index(name: str, index: object, num_rows: int) -> torch.Tensor:
    """Return ``index`` if it is a 1-D integer tensor of row numbers in ``[0, num_rows)``.

    Used to pick (and repeat) batch rows, e.g. of a decoder state during beam search.
    """
    index = check_tensor(name, index, ndim=1, shape_hint="(B_new,)")
    if index.is_floating_point() or index.is_complex() or index.dtype == torch.bool:
        raise TypeError(f"{name} must hold integer row numbers (torch.long), got dtype "
                        f"{index.dtype}")
    if index.numel() and not checked_at_entry():
        low, high = torch.stack(torch.aminmax(index)).tolist()  # one pass, one transfer
        if low < 0 or high >= num_rows:
            bad = low if low < 0 else high
            raise ValueError(f"{name} must hold row numbers in [0, {num_rows}) for a batch of "
                             f"{num_rows} rows, got {bad}")
    return index


def check_probability(name: str, value: object) -> None:
    """Raise unless ``value`` is a float in [0, 1)."""
    message = f"{name} must be a number in [0, 1), got {value!r}"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ArgumentTypeError(message)
    if not 0 <= value < 1:
        raise ValueError(message)


def check_last_dim(name: str, value: torch.Tensor, expected: int, what: str) -> None:
    """Raise unless the last axis of ``value`` has ``expected`` entries."""
    if value.shape[-1] != expected:
        raise ValueError(
            f"{name} must have {what} = {expected} entries on its last axis, "
            f"got shape {tuple(value.shape)}"
        )


def check_same_dtype(name: str, value: torch.Tensor, other_name: str,
                     other: torch.Tensor) -> None:
    """Raise unless ``value`` has the dtype of ``other`` (two inputs of one computation)."""
    if value.dtype != other.dtype:
        raise TypeError(
            f"{name} must have the dtype of {other_name}, got {name} of dtype {value.dtype} and "
            f"{other_name} of dtype {other.dtype}; convert one of them, e.g. "
            f"{name}.to({other.dtype})"
        )


def module_dtype(module: nn.Module) -> torch.dtype | None:
    """The dtype of ``module``'s first floating-point parameter (or buffer), ``None`` if none."""
    for tensor in itertools.chain(module.parameters(), module.buffers()):
        if tensor.is_floating_point():
            return tensor.dtype
    return None


def _autocast_enabled(device_type: str) -> bool:
    try:
        return torch.is_autocast_enabled(device_type)
    except TypeError:  # torch < 2.4 takes no device type
        if device_type == "cpu":
            return torch.is_autocast_cpu_enabled()
        return torch.is_autocast_enabled()


def check_module_dtype(name: str, value: torch.Tensor, module: nn.Module) -> None:
    """Raise unless the input ``value`` has the dtype of ``module``'s parameters.

    A float64, float16, bfloat16 or integer input into a float32 layer would otherwise fail deep
    inside PyTorch ("mat1 and mat2 must have the same dtype") or, worse, be silently rounded.
    Under ``torch.autocast`` a floating-point input of another precision is what autocast is
    for, so only non-floating inputs are refused there.
    """
    expected = module_dtype(module)
    if expected is None or value.dtype == expected:
        return
    floating = value.is_floating_point()
    if floating and _autocast_enabled(value.device.type):
        return
    owner = type(module).__name__
    fix = f"convert the input with {name}.to({expected})"
    if floating:
        fix += f" or the module with .to({value.dtype})"
    else:
        fix = f"{name} must hold floating-point numbers; {fix}"
    raise TypeError(
        f"{name} has dtype {value.dtype}, but this {owner}'s parameters have dtype "
        f"{expected}: {fix}"
    )


def check_token_ids(name: str, tokens: torch.Tensor, vocab_size: int | None) -> None:
    """Raise unless ``tokens`` holds integer ids in ``[0, vocab_size)`` (any shape).

    ``vocab_size=None`` checks only the dtype.
    """
    if tokens.is_floating_point() or tokens.is_complex() or tokens.dtype == torch.bool:
        raise TypeError(f"{name} must hold integer token ids, got dtype {tokens.dtype}")
    if vocab_size is None or tokens.numel() == 0 or checked_at_entry():
        return
    low, high = int(tokens.min()), int(tokens.max())
    if low < 0 or high >= vocab_size:
        bad = low if low < 0 else high
        raise ValueError(
            f"{name} must hold token ids in [0, {vocab_size}) for a vocabulary of {vocab_size} "
            f"tokens, got the id {bad} (ids range from {low} to {high}); encode the text with "
            "the vocabulary the model was built for"
        )


def check_labels(name: str, labels: object, expected: int, what: str,
                 shape: str = "") -> tuple[str, ...]:
    """Return ``labels`` as a tuple if it is a list or tuple of ``expected`` strings, else raise.

    Args:
        name: the argument's name, as the caller wrote it.
        labels: what was passed (e.g. tokens or layer names).
        expected: how many entries it must have.
        what: what one entry labels, for the message (e.g. "query (row)").
        shape: the shape the count comes from, for the message (e.g. "(L, H, Tq, Tk) =
            (2, 4, 5, 6)").
    """
    if isinstance(labels, str | bytes) or not isinstance(labels, list | tuple):
        raise TypeError(f"{name} must be a list of strings, one per {what}, got "
                        f"{type(labels).__name__}")
    if len(labels) != expected:
        source = f" for weights shaped {shape}" if shape else ""
        raise ValueError(f"{name} must have one entry per {what}: {expected}{source}, got "
                         f"{len(labels)}")
    return tuple(check_items(name, labels, str, "a str"))


def check_items(name: str, items: list[Any] | tuple[Any, ...], kind: type | tuple[type, ...],
                item: str) -> list[Any]:
    """Return ``items`` (a list or tuple) as a list if every entry is a ``kind``, else raise a
    TypeError naming the first that is not, e.g. ``requests[2] must be a Request, got int 5``.

    Args:
        name: the argument's name, as the caller wrote it.
        items: the entries (the caller has checked that it is a list or tuple).
        kind: the class (or classes) each entry must be an instance of.
        item: what an entry must be, for the message (e.g. "a Request").
    """
    for index, entry in enumerate(items):
        if not isinstance(entry, kind):
            raise TypeError(f"{name}[{index}] must be {item}, got {type(entry).__name__} "
                            f"{entry!r:.60}")
    return list(items)


def check_config_fields(config: object, *, positive: Iterable[str] = (),
                        positive_or_none: Iterable[str] = (), non_negative: Iterable[str] = (),
                        probability: Iterable[str] = (), flags: Iterable[str] = (),
                        choices: Mapping[str, tuple[str, ...]] | None = None,
                        divisible: Iterable[tuple[str, str]] = ()) -> None:
    """The one validator of every model configuration (call it from ``__post_init__``).

    Each named field of ``config`` is checked, in the order of the arguments, and a bad one is
    named in one wording whichever configuration holds it: ``"<field> must be ..., got
    <value>"``.

    Args:
        config: a configuration dataclass.
        positive: fields that must be positive ints.
        positive_or_none: fields that must be positive ints or ``None`` ("not set").
        non_negative: fields that must be ints ``>= 0``.
        probability: fields that must be numbers in ``[0, 1)`` (dropout rates).
        flags: fields that must be ``True`` or ``False``.
        choices: field -> the strings it may be.
        divisible: ``(a, b)`` pairs: field ``a`` must be divisible by field ``b`` (a pair with
            a ``None`` is skipped).

    Raises:
        ArgumentTypeError: a field of the wrong type (both a ``TypeError`` and a
            ``ValueError``).
        ValueError: a field out of range.
    """
    for field in positive:
        check_int(field, getattr(config, field), minimum=1)
    for field in positive_or_none:
        value = getattr(config, field)
        if value is not None:
            check_int(field, value, minimum=1, expected="a positive int or None")
    for field in non_negative:
        check_int(field, getattr(config, field), minimum=0)
    for field in probability:
        check_probability(field, getattr(config, field))
    for field in flags:
        value = getattr(config, field)
        if not isinstance(value, bool):
            raise ArgumentTypeError(f"{field} must be True or False, got {value!r}")
    for field, allowed in (choices or {}).items():
        value = getattr(config, field)
        if value not in allowed:
            raise ValueError(f"{field} must be one of {', '.join(map(repr, allowed))}, got "
                             f"{value!r}")
    for large, small in divisible:
        a, b = getattr(config, large), getattr(config, small)
        if a is not None and b is not None and a % b:
            raise ValueError(f"{large} must be divisible by {small}, got {large}={a} and "
                             f"{small}={b}")
