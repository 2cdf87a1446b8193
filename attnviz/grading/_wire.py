"""The grader's wire format: values as plain data, read back without running any code.

The grader (:mod:`attnviz.grading.sandbox`) and the process that runs a submitted function
(:mod:`attnviz.grading._child`) exchange *frames*: a JSON header, then the raw bytes of every
tensor in it. The header's ``body`` is a tree of tagged JSON lists:

- ``["none"]``, ``["bool", b]``, ``["int", n]``, ``["float", x]`` (NaN and infinities
  included), ``["str", s]``;
- ``["list", [...]]``, ``["tuple", [...]]``, ``["dict", [[key, value], ...]]``;
- ``["tensor", i]``: buffer ``i`` of the header's ``buffers`` list, ``[dtype, shape, offset,
  nbytes]``, a plain CPU tensor of one of :data:`DTYPES`;
- ``["object", type_name]``: a value that is not data (an array, a set, a model), known by its
  type's name only;
- ``["pickle", i]``: an object pickled by the grader (a model the function is given). Only the
  process that runs the submission reads these (``allow_pickle=True``): what the grader sends
  is trusted there. The grader itself reads frames with ``allow_pickle=False``, so whatever the
  submission's process writes is data: JSON and byte buffers, checked against their declared
  sizes, never code.

:func:`pack` writes a value as a tree (a tensor subclass as the plain tensor it holds),
:func:`frame` puts a header and a packed value in a frame (:func:`encode` does both), and
:func:`decode` reads one or raises :class:`WireError` for anything that is not a well-formed
frame.
"""

from __future__ import annotations

import json
import math
import pickle
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

__all__ = ["DTYPES", "Opaque", "Packed", "WireError", "decode", "encode", "frame", "opaque_type",
           "pack"]

MAGIC = b"AVZ1"
#: The tensor dtypes that travel, by name.
DTYPES: dict[str, torch.dtype] = {
    str(dtype).removeprefix("torch."): dtype
    for dtype in (torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64,
                  torch.complex128, torch.uint8, torch.int8, torch.int16, torch.int32,
                  torch.int64, torch.bool)}
MAX_HEADER = 8 * 2**20  # bytes of JSON in one frame
MAX_DEPTH = 32  # nesting of lists, tuples and dicts
MAX_NODES = 200_000  # values in one frame
MAX_TEXT = 100_000  # characters of one string


class WireError(ValueError):
    """A frame that is not well-formed (what a submission's process sent is then no result)."""


class Opaque:
    """A value that came back as its type's name only (see :func:`opaque_type`)."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


_OPAQUE_TYPES: dict[str, type[Opaque]] = {}


def opaque_type(name: str) -> type[Opaque]:
    """A class named ``name`` (a submission's type, such as ``ndarray``), so that a checker's
    "got ndarray" reads as it would have in the learner's notebook."""
    if name not in _OPAQUE_TYPES:
        _OPAQUE_TYPES[name] = type(name, (Opaque,), {})
    return _OPAQUE_TYPES[name]


# -- writing ---------------------------------------------------------------------------------

def _tensor_bytes(value: torch.Tensor) -> tuple[str, list[int], bytes] | None:
    """``(dtype, shape, bytes)`` of the plain tensor ``value`` holds, ``None`` if it holds none
    that can travel (another device or layout, a dtype not in :data:`DTYPES`)."""
    base = torch._C.TensorBase  # its methods, not a subclass's overrides of them
    with torch._C.DisableTorchFunction():
        try:
            plain = base.detach(value)  # a plain tensor: no subclass's code runs here
            if type(plain) is not torch.Tensor:
                # (as_subclass refuses a tensor that a dispatch mode has already wrapped, on
                # PyTorch 2.5, so it is the fallback only)
                plain = base.as_subclass(plain, torch.Tensor)
            name = str(plain.dtype).removeprefix("torch.")
            if (name not in DTYPES or plain.layout != torch.strided
                    or plain.device.type != "cpu"):
                return None
            shape = [int(size) for size in plain.shape]
            flat = base.contiguous(base.reshape(plain, (-1,)))
            data = base.numpy(base.view(flat, torch.uint8)).tobytes()
        except Exception:  # noqa: BLE001 - a tensor whose values cannot be read: not data
            return None
    if len(data) != math.prod(shape) * DTYPES[name].itemsize:
        return None
    return name, shape, data


@dataclass
class Packed:
    """A value written as a tree, with its tensors' bytes (see :func:`pack`)."""

    tree: list[Any]
    table: list[list[Any]]
    buffers: list[bytes]


def pack(value: Any, *, pickle_objects: bool = False) -> Packed:
    """``value`` as a tree of tagged lists and the bytes of its tensors.

    Args:
        value: tensors, numbers, strings, lists, tuples, dicts, ... (a tensor subclass is
            written as the plain tensor it holds, with its ``TensorBase`` methods).
        pickle_objects: pickle what is not data (the grader sending a model); else such a value
            is written as its type's name.
    """
    table: list[list[Any]] = []
    buffers: list[bytes] = []
    count = 0
    offset = 0

    def add(entry: list[Any], data: bytes) -> int:
        nonlocal offset
        table.append([*entry, offset, len(data)])
        buffers.append(data)
        offset += len(data)
        return len(table) - 1

    def node(value: Any, depth: int) -> list[Any]:
        nonlocal count
        count += 1
        if count > MAX_NODES or depth > MAX_DEPTH:
            return ["object", "deep structure"]
        if value is None:
            return ["none"]
        if isinstance(value, bool):
            return ["bool", bool.__bool__(value)]
        if isinstance(value, torch.Tensor):
            found = _tensor_bytes(value)
            if found is not None:
                return ["tensor", add([found[0], found[1]], found[2])]
        elif isinstance(value, int):
            return ["int", int.__index__(value)]
        elif isinstance(value, float):
            return ["float", float.__float__(value)]
        elif isinstance(value, str):
            return ["str", str.__str__(value)[:MAX_TEXT]]
        elif isinstance(value, tuple):
            return ["tuple", [node(item, depth + 1) for item in tuple.__iter__(value)]]
        elif isinstance(value, list):
            return ["list", [node(item, depth + 1) for item in list.__iter__(value)]]
        elif isinstance(value, dict):
            return ["dict", [[node(k, depth + 1), node(v, depth + 1)]
                             for k, v in dict.items(value)]]
        else:
            number = _number(value)
            if number is not None:
                return number
        if pickle_objects:
            return ["pickle", add(["pickle", []], pickle.dumps(value))]
        return ["object", str(type(value).__name__)[:80]]

    return Packed(node(value, 0), table, buffers)


def frame(header: dict[str, Any], body: Packed) -> bytes:
    """A frame: ``header`` (plain JSON values) and the packed ``body``."""
    fields = dict(header)
    fields["body"] = body.tree
    fields["buffers"] = body.table
    text = json.dumps(fields, allow_nan=True, separators=(",", ":")).encode()
    return b"".join([MAGIC, struct.pack(">I", len(text)), text, *body.buffers])


def encode(header: dict[str, Any], body: Any = None, *, pickle_objects: bool = False) -> bytes:
    """``frame(header, pack(body))``."""
    return frame(header, pack(body, pickle_objects=pickle_objects))


def _number(value: Any) -> list[Any] | None:
    """A NumPy scalar (or another registered number) as an int or a float node."""
    from numbers import Integral, Real

    try:
        if isinstance(value, Integral):
            return ["int", int(value)]
        if isinstance(value, Real):
            return ["float", float(value)]
    except Exception:  # noqa: BLE001 - a number that cannot say its value is not data
        return None
    return None


# -- reading ---------------------------------------------------------------------------------

def decode(message: bytes, *, allow_pickle: bool = False) -> tuple[dict[str, Any], Any]:
    """``(header, body)`` of a frame written by :func:`encode`.

    Raises:
        WireError: if ``message`` is not a well-formed frame: a wrong magic number or length,
            JSON that does not parse or is too long, an unknown tag, a buffer outside the frame
            or of another size than its dtype and shape need, a dtype not in :data:`DTYPES`, a
            pickle where ``allow_pickle`` is false, too deep or too many values.
    """
    if not isinstance(message, bytes | bytearray) or len(message) < 8 or message[:4] != MAGIC:
        raise WireError("not a frame")
    (size,) = struct.unpack(">I", message[4:8])
    if size > MAX_HEADER:
        raise WireError(f"a header of {size} bytes (at most {MAX_HEADER})")
    if 8 + size > len(message):
        raise WireError("the header runs past the frame")
    try:
        header = json.loads(bytes(message[8:8 + size]).decode("utf-8"))
    except (ValueError, RecursionError) as error:
        raise WireError(f"the header is not JSON ({type(error).__name__})") from None
    if not isinstance(header, dict) or "body" not in header:
        raise WireError("the header is not an object with a body")
    data = memoryview(message)[8 + size:]
    table = header.pop("buffers", [])
    if not isinstance(table, list):
        raise WireError("buffers is not a list")
    count = 0

    def buffer(index: Any) -> tuple[list[Any], memoryview]:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(table):
            raise WireError(f"no buffer {index!r}")
        entry = table[index]
        if not (isinstance(entry, list) and len(entry) == 4
                and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0
                        for x in entry[2:])):
            raise WireError("a buffer entry is malformed")
        start, length = entry[2], entry[3]
        if start + length > len(data):
            raise WireError("a buffer runs past the frame")
        return entry, data[start:start + length]

    def tensor(index: Any) -> torch.Tensor:
        entry, chunk = buffer(index)
        name, shape = entry[0], entry[1]
        if name not in DTYPES:
            raise WireError(f"dtype {name!r} does not travel")
        if not (isinstance(shape, list) and len(shape) <= 16 and all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in shape)):
            raise WireError("a tensor's shape is malformed")
        dtype = DTYPES[name]
        if len(chunk) != math.prod(shape) * dtype.itemsize:
            raise WireError("a tensor's bytes do not match its shape and dtype")
        if len(chunk) == 0:
            return torch.empty(shape, dtype=dtype)
        raw = torch.frombuffer(bytearray(chunk), dtype=torch.uint8)
        return raw.view(dtype).reshape(shape)

    def value(item: Any, depth: int) -> Any:
        nonlocal count
        count += 1
        if count > MAX_NODES or depth > MAX_DEPTH + 1:
            raise WireError("too many or too deeply nested values")
        if not isinstance(item, list) or not item or not isinstance(item[0], str):
            raise WireError("a value is not a tagged list")
        tag, rest = item[0], item[1:]
        reader = _SCALARS.get(tag)
        if reader is not None and len(rest) == (0 if tag == "none" else 1):
            return reader(rest[0] if rest else None)
        if tag in ("list", "tuple") and len(rest) == 1 and isinstance(rest[0], list):
            items = [value(x, depth + 1) for x in rest[0]]
            return items if tag == "list" else tuple(items)
        if tag == "dict" and len(rest) == 1 and isinstance(rest[0], list):
            out = {}
            for pair in rest[0]:
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise WireError("a dict entry is not a pair")
                key = value(pair[0], depth + 1)
                try:
                    out[key] = value(pair[1], depth + 1)
                except TypeError:
                    raise WireError("a dict key cannot be hashed") from None
            return out
        if tag == "tensor" and len(rest) == 1:
            return tensor(rest[0])
        if tag == "object" and len(rest) == 1 and isinstance(rest[0], str):
            return opaque_type(rest[0][:80] or "object")()
        if tag == "pickle" and len(rest) == 1 and allow_pickle:
            return pickle.loads(bytes(buffer(rest[0])[1]))  # noqa: S301 - from the grader
        raise WireError(f"unknown value {tag!r}")

    body = value(header.pop("body"), 0)
    return header, body


def _int(item: Any) -> int:
    if isinstance(item, bool) or not isinstance(item, int):
        raise WireError("an int is not an integer")
    return item


def _float(item: Any) -> float:
    if isinstance(item, bool) or not isinstance(item, int | float):
        raise WireError("a float is not a number")
    return float(item)


def _bool(item: Any) -> bool:
    if not isinstance(item, bool):
        raise WireError("a bool is not true or false")
    return item


def _str(item: Any) -> str:
    if not isinstance(item, str) or len(item) > MAX_TEXT:
        raise WireError("a string is not text or is too long")
    return item


_SCALARS: dict[str, Callable[[Any], Any]] = {
    "none": lambda item: None, "bool": _bool, "int": _int, "float": _float, "str": _str}
