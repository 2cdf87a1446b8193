"""Writing files whole or not at all: checked output paths and atomic replacement."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path


def check_output_path(path: object, suffixes: Sequence[str], *, name: str = "path") -> Path:
    """``path`` as a :class:`~pathlib.Path`, if it ends in one of ``suffixes`` (lower case,
    with the dot) and its folder exists; else an error naming ``name``."""
    if not isinstance(path, str | os.PathLike):
        raise TypeError(f"{name} must be a str or path, got {type(path).__name__}")
    target = Path(path)
    if target.suffix.lower() not in suffixes:
        raise ValueError(f"{name} must end in {' or '.join(suffixes)}, got {str(target)!r}")
    if not target.parent.is_dir():
        raise FileNotFoundError(f"{name}'s folder does not exist: {str(target.parent)!r}")
    return target


def write_atomically(target: Path, data: bytes) -> Path:
    """Write ``data`` to a temporary file beside ``target``, then rename it over ``target``:
    an existing file is replaced whole or left as it was, and no temporary file stays."""
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                                         suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target
