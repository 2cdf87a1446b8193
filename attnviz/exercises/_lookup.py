"""What an exercise forbids (:class:`_Forbidden`), and finding it: the objects its dotted
paths name, and how they are named.

:func:`_resolve` looks a dotted path up (``None`` where this PyTorch lacks it), :func:`_unwrap`
follows a ``functools.partial`` or a bound method to the function it calls, and
:func:`_display_name` gives the name a message uses. For the process that runs the learner's
function (:mod:`attnviz.grading._child`), :func:`_isolated_spec` lists what it must refuse and
:func:`_forbidden_code` names each forbidden function's code as that process's record does.
:mod:`attnviz.exercises._guard` uses them all.
"""

from __future__ import annotations

import functools
import os
import pkgutil
import sys
import types
from dataclasses import dataclass
from typing import Any

import torch


@dataclass(frozen=True)
class _Forbidden:
    """What one exercise forbids.

    Attributes:
        names: dotted paths of the forbidden callables (functions, ``torch.Tensor`` methods,
            ``nn.Module`` classes, whose ``forward`` is what is forbidden).
        operators: names of PyTorch operators whose use is forbidden however they are reached
            (``torch.ops.aten._softmax``, ``torch._C.TensorBase.softmax``, ...); a name ending in
            ``*`` matches every operator that starts with it, one starting and ending with ``*``
            every operator that contains it.
        learner_globals: names of functions defined next to the learner's (in the notebook)
            that the exercise asks them not to reuse.
        because: the end of the sentence ``"<fn> called <name>, ..."``.
    """

    names: tuple[str, ...]
    because: str
    operators: tuple[str, ...] = ()
    learner_globals: tuple[str, ...] = ()


def _resolve(path: str) -> tuple[Any, Any] | None:
    """``(owner, object)`` for a dotted path, ``None`` where this PyTorch lacks it."""
    owner_path, _, attribute = path.rpartition(".")
    try:
        owner = pkgutil.resolve_name(owner_path)
        return owner, getattr(owner, attribute)
    except (ImportError, AttributeError, ValueError):
        return None


def _unwrap(fn: Any) -> Any:
    """The callable a ``functools.partial`` or a bound method ends up calling."""
    for _ in range(20):
        if isinstance(fn, functools.partial):
            fn = fn.func
        elif isinstance(fn, types.MethodType):
            fn = fn.__func__
        else:
            break
    return fn


def _display_name(path: str, obj: Any) -> str:
    """``path``, or ``attnviz.<name>`` where the package exports the object under that name.

    The package is looked up, not imported: a checker runs only once ``attnviz`` is loaded, and
    the exercises sit below the package's top level."""
    package = sys.modules.get("attnviz")
    short = getattr(obj, "__name__", "")
    if path.startswith("attnviz.") and getattr(package, short, None) is obj:
        return f"attnviz.{short}"
    return path


_SPECS: dict[str, dict[str, Any]] = {}
_CODES: dict[str, dict[tuple[str, str, str], str]] = {}


def _isolated_spec(exercise: str, forbidden: _Forbidden) -> dict[str, Any]:
    """What the process that runs the learner's function refuses for ``exercise`` (see
    :func:`attnviz.grading._child.main`): each forbidden path with the name a message gives
    it, the operator patterns, the learner's own functions not to reuse."""
    if exercise not in _SPECS:
        names = []
        for path in forbidden.names:
            found = _resolve(path)
            if found is not None:
                names.append([path, _display_name(path, found[1])])
        _SPECS[exercise] = {"names": names, "operators": list(forbidden.operators),
                            "learner_globals": list(forbidden.learner_globals)}
    return _SPECS[exercise]


def _forbidden_code(exercise: str, forbidden: _Forbidden) -> dict[tuple[str, str, str], str]:
    """``(root, path, qualified name) -> name`` of each forbidden Python function's code, as the
    record of a function in another process names the code that ran (so that a fresh copy of a
    forbidden function, loaded again from its file, is known by where it comes from)."""
    if exercise not in _CODES:
        roots = {root: os.path.dirname(os.path.abspath(module.__file__ or ""))
                 for root, module in (("attnviz", sys.modules["attnviz"]), ("torch", torch))}
        found: dict[tuple[str, str, str], str] = {}
        for path in forbidden.names:
            resolved = _resolve(path)
            if resolved is None:
                continue
            obj = resolved[1]
            function = _unwrap(getattr(obj, "forward", None) if isinstance(obj, type) else obj)
            if not isinstance(function, types.FunctionType):
                continue
            code = function.__code__
            for root, folder in roots.items():
                if code.co_filename.startswith(folder):
                    relative = os.path.relpath(code.co_filename, folder).replace(os.sep, "/")
                    # as the record names it (Python 3.10: the name and the first line)
                    qualname = getattr(code, "co_qualname", None) or (
                        f"{code.co_name}:{code.co_firstlineno}")
                    found[(root, relative, qualname)] = _display_name(path, obj)
        _CODES[exercise] = found
    return _CODES[exercise]
