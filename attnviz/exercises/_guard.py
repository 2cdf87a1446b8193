"""What an exercise asks the learner not to call, refused while their function runs.

From chapter 1 on, an exercise statement that says "write it yourself, without X" is checked.
While the learner's function runs, every callable the exercise forbids is replaced by a
stand-in that records its name and raises; the checker then fails with ``forbidden-call`` and
names the call. Python functions (``F.softmax``, ``attnviz.masked_softmax``, an ``nn.Module``'s
``forward``) have their code swapped, so every name they are reachable by is covered (``from
torch.nn.functional import softmax``, a ``functools.partial``, a helper in another module).
Built-in functions and ``torch.Tensor`` methods are replaced where they live and wherever the
learner's functions hold them (their globals, closures and defaults); every PyTorch call the
learner's function makes is watched too (a ``TorchFunctionMode``), so an operator reached
another way (``torch.ops.aten._softmax``) is refused by its name. Everything is put back when
the learner's function returns or raises, and the checker's own reference values are computed
outside, with the originals.

In the grader (:mod:`attnviz.grading.sandbox`) the learner's function runs in a process of its
own, and nothing is patched here: that process refuses the forbidden callables and operators
before the learner's code is loaded, records every ATen operator and every Python function of
the package and of PyTorch the function runs, and :meth:`_Guard._call_isolated` weighs that
record (a forbidden operator or function however it was reached, the checkers' own code, a
record switched off), with the learner's line.

Where the table lives: each chapter module lists what its exercises forbid right beside its
checkers, in a ``CHAPTER_FORBIDDEN`` dict keyed by exercise name (the first argument of that
checker's ``_check``); the package's ``__init__`` merges those into the one :data:`FORBIDDEN`
table here, which :class:`_Guard` reads. The list that chapters 3 and 10 share (every attention
function and layer) is defined here. Every dotted path is either a name the package exports
(``attnviz.masked_softmax``) or the module that defines the object now
(``attnviz.training.bleu.bleu``), and must resolve to it: ``tests/test_exercises_forbidden.py``
resolves them all, so a path left behind by a move fails there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import torch

from attnviz.exercises._core import _Failure, _Run
from attnviz.exercises._lookup import (  # _Forbidden also for the chapters, which import it here
    _display_name,
    _Forbidden,
    _forbidden_code,
    _isolated_spec,
    _resolve,
    _unwrap,
)

#: The diagnosis this module gives, merged into :data:`attnviz.exercises.DIAGNOSES`.
GUARD_DIAGNOSES: dict[str, str] = {
    "forbidden-call": (
        "Your function calls a function the exercise asks you to do without (the call is "
        "named with the case). Write that step yourself, with the operations the exercise "
        "allows."
    ),
    "record-tampered": (
        "Your function switched off what the grader uses to see which operations it runs (its "
        "mode, its trace or its kernels). No exercise needs that: remove it, and write the "
        "step with the operations the exercise allows."
    ),
}

#: What would switch off the grader's trace of what a function runs in its own process: the
#: process refuses them for every exercise (:mod:`attnviz.grading._child`), keeping its own
#: references to them, taken before any submitted code exists.
RECORD_SWITCHES = ("sys.settrace", "sys.setprofile", "threading.settrace",
                   "threading.setprofile")

#: What the grader says of an answer that runs the checkers' or the grader's own code.
GRADER_CODE = ("the grader's own code, which no answer may run: write the step yourself, with "
               "the operations the exercise allows")


#: Every attention function and layer (the chapter 3 and chapter 10 exercises refuse them all).
ATTENTIONS = (
    "attnviz.scaled_dot_product_attention", "attnviz.DotProductAttention",
    "attnviz.tiled_attention", "attnviz.flash_attention", "attnviz.sliding_window_attention",
    "attnviz.MultiHeadAttention", "torch.nn.functional.scaled_dot_product_attention",
    "torch._C._nn.scaled_dot_product_attention", "torch.nn.MultiheadAttention",
    "torch.nn.functional.multi_head_attention_forward", "torch._native_multi_head_attention",
    "attnviz.paged_attention", "attnviz.attention_partial", "attnviz.split_kv_attention",
    "attnviz.attention_with_sink", "attnviz.quantized_attention", "attnviz.ring_attention",
    "attnviz.compute_attention", "attnviz.mechanism.split_kv._partials",
    "attnviz.mechanism.efficient._online_softmax_tiles",
)
ATTENTION_OPERATORS = ("*scaled_dot_product*", "*multi_head_attention*")

#: What each checker refuses, by exercise name (the first argument of its ``_check``): each
#: chapter module's ``CHAPTER_FORBIDDEN``, merged in by the package's ``__init__``.
FORBIDDEN: dict[str, _Forbidden] = {}


class _ForbiddenCall(Exception):
    """What a stand-in for a forbidden callable raises inside the learner's function."""


@dataclass(frozen=True)
class _Hit:
    """Why a guarded call failed: a diagnosis and the sentence that says what was called."""

    diagnosis: str
    detail: str


#: The guards whose learner's function is running, innermost last.
_ACTIVE: list[_Guard] = []


def _forbidden_hit(name: str) -> None:
    """Called by every stand-in: record ``name`` on the running guard and raise."""
    if _ACTIVE:
        _ACTIVE[-1].record(name)
    raise _ForbiddenCall(f"{name} may not be used in this exercise")


def _stand_in_template(*args: Any, **kwargs: Any) -> Any:
    # Runs as the code of a forbidden Python function, with that function's globals: only
    # builtins are safe to name. The string below is replaced by the forbidden name.
    __import__("attnviz.exercises._guard", fromlist=["_"])._forbidden_hit("\0name")


def _stand_in_code(name: str) -> Any:
    """A code object, for any closure-free function, that reports ``name`` and raises."""
    code = _stand_in_template.__code__
    consts = tuple(name if const == "\0name" else const for const in code.co_consts)
    return code.replace(co_consts=consts, co_name=name.rpartition(".")[2])


def _stand_in(name: str) -> Callable[..., Any]:
    """A plain function (it also works as a method) that reports ``name`` and raises."""
    def forbidden(*args: Any, **kwargs: Any) -> Any:
        _forbidden_hit(name)
    forbidden.__qualname__ = forbidden.__name__ = name.rpartition(".")[2]
    return forbidden


def _learner_functions(fn: Any, *, limit: int = 64) -> list[Any]:
    """The learner's Python functions reachable from ``fn``: itself and the helpers it names
    (through its globals and closures), outside torch and attnviz."""
    import inspect
    import types

    found: list[types.FunctionType] = []
    todo = [fn]
    while todo and len(found) < limit:
        item = _unwrap(todo.pop())
        if not isinstance(item, types.FunctionType):
            call = inspect.getattr_static(type(item), "__call__", None)
            if isinstance(call, types.FunctionType) and not isinstance(item, type):
                todo.append(call)
            continue
        module = item.__module__ or ""
        if item in found or module.split(".")[0] in ("torch", "attnviz"):
            continue
        found.append(item)
        codes = [item.__code__]
        while codes:
            code = codes.pop()
            codes += [c for c in code.co_consts if isinstance(c, types.CodeType)]
            todo += [item.__globals__[name] for name in code.co_names
                     if callable(item.__globals__.get(name))]
        todo += [cell.cell_contents for cell in item.__closure__ or ()
                 if _cell_callable(cell)]
    return found


def _cell_callable(cell: Any) -> bool:
    try:
        return callable(cell.cell_contents)
    except ValueError:  # an empty cell
        return False


class _Guard:
    """Calls the learner's function with an exercise's forbidden callables replaced.

    ``guard(*args)`` behaves as ``learner_fn(*args)`` except that a forbidden call raises
    :class:`_ForbiddenCall` and is remembered in :attr:`hit`; :meth:`cases` turns the failure
    of that case into ``forbidden-call``. ``watch_scores = (Tq, Tk)`` also records, as
    ``online-full-scores``, any tensor the function makes with both a ``Tq`` and a ``Tk`` axis.
    With ``record_shapes`` set, a function that runs in another process reports the shape of
    every tensor its call made (:attr:`shapes`, ``(operator, shape)`` pairs), which a checker
    can weigh as a watch in this process would.
    """

    def __init__(self, exercise: str, learner_fn: Any) -> None:
        self.exercise = exercise
        self.forbidden = FORBIDDEN.get(exercise, _Forbidden((), ""))
        self.fn = learner_fn
        self.__name__ = getattr(learner_fn, "__name__", exercise)
        self.hit: _Hit | None = None
        self.watch_scores: tuple[int, int] | None = None
        self.operators: list[str] | None = None  # set to [] to count the operators of a call
        self.record_shapes = False
        self.shapes: tuple[tuple[str, tuple[int, ...]], ...] = ()  # the last isolated call's
        self._targets: list[tuple[str, Any, str, Any]] | None = None

    # -- what is forbidden ------------------------------------------------------------------

    def _resolve_targets(self) -> list[tuple[str, Any, str, Any]]:
        """``(name, owner, attribute, object)`` of every forbidden callable this PyTorch has."""
        if self._targets is None:
            self._targets = []
            for path in self.forbidden.names:
                found = _resolve(path)
                if found is None:
                    continue
                owner, obj = found
                if path.startswith("torch.Tensor."):
                    owner = torch.Tensor
                self._targets.append((_display_name(path, obj), owner, path.rpartition(".")[2],
                                      obj))
            namespace = getattr(_unwrap(self.fn), "__globals__", {})
            for name in self.forbidden.learner_globals:
                if callable(namespace.get(name)):
                    self._targets.append((name, None, name, namespace[name]))
        return self._targets

    def record(self, name: str) -> None:
        if self.hit is None:
            self.hit = _Hit("forbidden-call", f"{self.__name__} called {name}, "
                                              f"{self.forbidden.because}.")

    # -- patching ---------------------------------------------------------------------------

    def _patch(self, undo: list[Callable[[], None]]) -> None:
        """Replace every forbidden callable; push onto ``undo`` what puts each one back."""
        import types

        swapped: list[Any] = []
        by_identity: list[tuple[Any, str]] = []
        for name, owner, attribute, obj in self._resolve_targets():
            function = getattr(obj, "forward", None) if isinstance(obj, type) else obj
            if isinstance(function, types.FunctionType) and not function.__closure__:
                if not any(function is other for other in swapped):  # the first name wins
                    swapped.append(function)
                    _swap_code(function, _stand_in_code(name), undo)
            elif isinstance(obj, type):  # a forward with a closure: replace it on the class
                _set(obj, "forward", _stand_in(name), undo)
            else:
                if owner is not None:
                    _set(owner, attribute, _stand_in(name), undo)
                by_identity.append((obj, name))
        if not by_identity:
            return
        # other references to the built-in ones: the learner's globals, closures, defaults
        for function in _learner_functions(self.fn):
            _replace_references(function, by_identity, undo)
        for module in _attnviz_modules():
            for key, value in list(vars(module).items()):
                for obj, name in by_identity:
                    if value is obj:
                        _set(module, key, _stand_in(name), undo)

    @property
    def isolated(self) -> bool:
        """Whether the learner's function runs in another process (the grader's stand-in,
        :class:`attnviz.grading.sandbox.IsolatedFunction`), where it is also timed."""
        return bool(getattr(self.fn, "isolated", False))

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.isolated:
            return self._call_isolated(args, kwargs)
        target = _unwrap(self.fn)
        for name, _, _, obj in self._resolve_targets():
            if target is obj:
                self.record(name)
                raise _ForbiddenCall(f"{name} may not be used in this exercise")
        undo: list[Callable[[], None]] = []
        _ACTIVE.append(self)
        try:
            self._patch(undo)
            with _OperatorWatch(self):
                out = self.fn(*args, **kwargs)
        finally:
            _ACTIVE.remove(self)
            for restore in reversed(undo):
                restore()
        if self.hit is not None:  # the learner's function caught the stand-in's error
            raise _ForbiddenCall(self.hit.detail)
        return out

    # -- a function in another process ----------------------------------------------------

    def _call_isolated(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Call the grader's stand-in and weigh the record of what the function ran there: a
        forbidden operator or function however it was reached, the checkers' own code, a
        record switched off (see :mod:`attnviz.grading._child`). Nothing is patched here."""
        fn = self.fn
        fn.prepare(_isolated_spec(self.exercise, self.forbidden))
        reply = fn.call(args, kwargs, shapes=self.watch_scores is not None or self.record_shapes)
        self.shapes = tuple(reply.shapes)
        if self.operators is not None:
            self.operators.extend(name for name, count in reply.ops.items()
                                  for _ in range(count))
        self._weigh(reply)
        if self.watch_scores is not None and self.hit is None:
            for name, shape in reply.shapes:
                _watch_shape(self, name, shape)
                if self.hit is not None:
                    break
        if self.hit is not None and reply.kind in ("returned", "raised"):
            raise _ForbiddenCall(self.hit.detail)
        return reply.result()

    def _weigh(self, reply: Any) -> None:
        """Set :attr:`hit` from a reply's record (the first thing found wins)."""
        if self.hit is not None:
            return
        where = getattr(self.fn, "where", lambda line: "")

        def at(line: int) -> str:
            text = where(line) if line else ""
            return f" (at {text})" if text else ""

        if reply.lost:
            self.hit = _Hit("record-tampered", f"{self.__name__} {reply.lost[0]}.")
            return
        because = self.forbidden.because or GRADER_CODE
        for name, line in reply.hits:
            if name in RECORD_SWITCHES:
                self.hit = _Hit("record-tampered", f"{self.__name__} called {name}{at(line)}, "
                                                   "which switches off the grader's trace of "
                                                   "the functions it runs.")
            else:
                self.hit = _Hit("forbidden-call", f"{self.__name__} called {name}{at(line)}, "
                                                  f"{because}.")
            return
        for name in reply.ops:
            if any(_matches(name, pattern) for pattern in self.forbidden.operators):
                self.hit = _Hit("forbidden-call", f"{self.__name__} called PyTorch's {name} "
                                                  f"operator, {because}.")
                return
        known = _forbidden_code(self.exercise, self.forbidden)
        for root, path, qualname, line in reply.code:
            shown = qualname.partition(":")[0]  # without Python 3.10's first line
            short = shown.rpartition(".")[2]
            if root == "attnviz" and path.split("/")[0] in ("exercises", "grading"):
                module = "attnviz." + path.removesuffix(".py").replace("/", ".")
                self.hit = _Hit("forbidden-call", f"{self.__name__} ran {module}.{shown}"
                                                  f"{at(line)}, {GRADER_CODE}.")
                return
            name = known.get((root, path, qualname))
            if name is None and root == "torch" and any(
                    _matches(short, pattern) for pattern in self.forbidden.operators):
                name = f"PyTorch's {shown} (torch/{path})"
            if name is not None:
                self.hit = _Hit("forbidden-call", f"{self.__name__} called {name}{at(line)}, "
                                                  f"{because}.")
                return

    def cases(self, cases: Callable[[_Run], Iterator[None] | None]
              ) -> Callable[[_Run], None]:
        """``cases``, with the failure of a case in which a forbidden call was made named."""
        def guarded(run: _Run) -> None:
            try:
                result = cases(run)
                if result is not None:
                    for _ in result:
                        pass
            except _Failure as failure:
                if self.hit is None:
                    raise
                raise _Failure(self.hit.diagnosis, failure.case, self.hit.detail) from None
        return guarded


def _attnviz_modules() -> list[Any]:
    import sys

    return [module for name, module in list(sys.modules.items())
            if (name == "attnviz" or name.startswith("attnviz.")) and module is not None]


def _set(owner: Any, attribute: str, value: Any, undo: list[Callable[[], None]]) -> None:
    """``setattr``, remembering whether ``owner`` had the attribute itself (not inherited)."""
    own = vars(owner) if isinstance(owner, type) else None
    had = attribute in own if own is not None else hasattr(owner, attribute)
    before = own.get(attribute) if own is not None else getattr(owner, attribute, None)
    try:
        setattr(owner, attribute, value)
    except (AttributeError, TypeError):  # a built-in type: the operator watch covers it
        return

    def restore() -> None:
        if getattr(owner, attribute, None) is not value:
            return  # changed since: leave it
        if had:
            setattr(owner, attribute, before)
        else:
            delattr(owner, attribute)
    undo.append(restore)


def _swap_code(function: Any, code: Any, undo: list[Callable[[], None]]) -> None:
    before = function.__code__
    function.__code__ = code

    def restore() -> None:
        function.__code__ = before
    undo.append(restore)


def _replace_references(function: Any, targets: list[tuple[Any, str]],
                        undo: list[Callable[[], None]]) -> None:
    """In ``function``'s globals, closure and defaults, replace the objects of ``targets``."""
    def stand_in_for(value: Any) -> Any:
        value = _unwrap(value)
        return next((_stand_in(name) for obj, name in targets if value is obj), None)

    namespace = function.__globals__
    for key in [key for key, value in namespace.items() if callable(value)]:
        replacement = stand_in_for(namespace[key])
        if replacement is not None:
            before = namespace[key]
            namespace[key] = replacement

            def restore(key: str = key, before: Any = before, after: Any = replacement) -> None:
                if namespace.get(key) is after:
                    namespace[key] = before
            undo.append(restore)
    for cell in function.__closure__ or ():
        replacement = stand_in_for(cell.cell_contents) if _cell_callable(cell) else None
        if replacement is not None:
            before = cell.cell_contents
            cell.cell_contents = replacement

            def restore_cell(cell: Any = cell, before: Any = before) -> None:
                cell.cell_contents = before
            undo.append(restore_cell)
    for attribute in ("__defaults__", "__kwdefaults__"):
        defaults = getattr(function, attribute)
        if not defaults:
            continue
        items = defaults.items() if isinstance(defaults, dict) else enumerate(defaults)
        changed = {key: stand_in_for(value) for key, value in items if callable(value)}
        changed = {key: value for key, value in changed.items() if value is not None}
        if changed:
            if isinstance(defaults, dict):
                setattr(function, attribute, {**defaults, **changed})
            else:
                setattr(function, attribute,
                        tuple(changed.get(i, value) for i, value in enumerate(defaults)))

            def restore_defaults(attribute: str = attribute, before: Any = defaults) -> None:
                setattr(function, attribute, before)
            undo.append(restore_defaults)


class _CallWatch:
    """A context manager that, once :meth:`_watch` is called in its ``__enter__``, hands every
    PyTorch call made until it exits to ``seen(func, args, kwargs)`` (a ``TorchFunctionMode``),
    which makes the call and returns its result."""

    mode: Any = None

    def _watch(self, seen: Callable[[Any, Any, dict[str, Any]], Any]) -> None:
        from torch.overrides import TorchFunctionMode

        class Mode(TorchFunctionMode):
            def __torch_function__(self, func: Any, types: Any, args: Any = (),
                                   kwargs: Any = None) -> Any:
                return seen(func, args, kwargs or {})

        self.mode = Mode()
        self.mode.__enter__()

    def __exit__(self, *exc: object) -> None:
        if self.mode is not None:
            self.mode.__exit__(*exc)


class _OperatorWatch(_CallWatch):
    """While the learner's function runs, see every PyTorch call it makes: refuse the
    exercise's forbidden operators however they are reached (``torch.ops.aten._softmax``,
    ``torch._C.TensorBase.softmax``, ...), count the calls when the guard counts them, and
    record a tensor with both a ``Tq`` and a ``Tk`` axis when the guard watches scores."""

    def __init__(self, guard: _Guard) -> None:
        self.guard = guard

    def __enter__(self) -> _OperatorWatch:
        guard = self.guard
        if (not guard.forbidden.operators and guard.watch_scores is None
                and guard.operators is None):
            return self
        patterns = guard.forbidden.operators

        def seen(func: Any, args: Any, kwargs: dict[str, Any]) -> Any:
            name = str(getattr(func, "__name__", "")).split(".")[0]
            if guard.operators is not None:
                guard.operators.append(name)
            if any(_matches(name, pattern) for pattern in patterns):
                _forbidden_hit(f"PyTorch's {name} operator")
            out = func(*args, **kwargs)
            if guard.watch_scores is not None and guard.hit is None:
                _watch_scores(guard, name, out)
            return out

        self._watch(seen)
        return self


def _matches(name: str, pattern: str) -> bool:
    if pattern.startswith("*") and pattern.endswith("*"):
        return pattern.strip("*") in name
    if pattern.endswith("*"):
        return name.startswith(pattern[:-1])
    return name == pattern


def _watch_scores(guard: _Guard, name: str, out: Any) -> None:
    """Record ``online-full-scores`` if ``out`` holds a tensor with a Tq and a Tk axis."""
    for tensor in out if isinstance(out, tuple | list) else (out,):
        if isinstance(tensor, torch.Tensor):
            _watch_shape(guard, name, tuple(tensor.shape))
            if guard.hit is not None:
                return


def _watch_shape(guard: _Guard, name: str, shape: tuple[int, ...]) -> None:
    """Record ``online-full-scores`` if ``shape`` has a Tq and a Tk axis (or one of Tq x Tk)."""
    assert guard.watch_scores is not None
    num_queries, num_keys = guard.watch_scores
    dims = list(shape)
    both = (num_queries in dims and num_keys in dims
            and (num_queries != num_keys or dims.count(num_queries) > 1))
    if both or num_queries * num_keys in dims:
        guard.hit = _Hit("online-full-scores",
                         f"{guard.__name__} made a tensor of shape {tuple(dims)} "
                         f"(with {name}), with all "
                         f"Tq x Tk = {num_queries} x {num_keys} scores at once.")
