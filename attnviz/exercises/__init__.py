"""Checkers for the build-it-yourself exercises: run a learner's function, say what is wrong.

Every chapter ends with exercises in which the learner writes a piece of attention themselves
(a masked softmax, a causal mask, a layer norm, ...). ``check_<name>(learner_fn)`` runs that
function on many small cases, compares it with the package's own implementation and returns a
:class:`CheckResult`. When something is wrong, the result names the most likely mistake and
gives a hint: each known mistake is a *diagnosis*, listed in :data:`DIAGNOSES`, and recognised
by the symptom it leaves in the output (a fully masked row that is NaN, rows that sum to one
along the wrong axis, weights that match the unscaled scores, ...).

A stub that still raises ``NotImplementedError`` on the first case is *not attempted*: the
checker returns a result that says so (``verdict == "not attempted"``) instead of raising, so a
notebook whose optional exercises are left undone still runs from top to bottom.

When the environment variable ``ATTNVIZ_CHECK_LOG`` names a file, every checker also appends
its result to it as one line of JSON (``exercise``, ``function``, ``verdict``, ``diagnosis``,
``cases``, ``message``): that is how ``python -m attnviz.grading.grade`` reads a submitted
notebook's results without parsing what it printed.

Example::

    from attnviz.exercises import check_masked_softmax

    check_masked_softmax(softmax_with_mask)    # "softmax_with_mask passes all 9 checks."
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

#: Every mistake a checker can name: ``code -> hint``. A hint is one or two short sentences that
#: say what the output shows and what to try; it never gives the whole solution away.
DIAGNOSES: dict[str, str] = {
    # Shared by every checker.
    "raised": "It raised an error on a case the exercise allows; the message above says which.",
    "not-a-tensor": "Return a torch.Tensor (the exercise says which shape).",
    "wrong-shape": "The output has the wrong shape; the exercise gives the shape to return.",
    "modified-input": (
        "Your function changed one of its inputs. Work on a copy (masked_fill, not "
        "masked_fill_; x = x + ..., not x += ...) so the caller's tensor stays as it was."
    ),
    "wrong-values": "The values differ from the reference; compare the case above by hand.",
    "not-attempted": (
        "The function still raises NotImplementedError: replace the raise with your code, then "
        "run this cell again."
    ),
}

#: The environment variable naming a file that every checker appends its result to (JSON lines).
CHECK_LOG_ENV = "ATTNVIZ_CHECK_LOG"


@dataclass(frozen=True)
class CheckResult:
    """What a checker found.

    Attributes:
        name: the function's name, as the message calls it.
        passed: ``True`` if every case matched.
        cases: how many cases were run (up to the first failure).
        diagnosis: the code of the mistake found (a key of :data:`DIAGNOSES`), ``None`` if
            the function passed.
        message: what the learner reads: a one-line verdict, then the case and the hint.
    """

    name: str
    passed: bool
    cases: int
    diagnosis: str | None
    message: str

    def __bool__(self) -> bool:
        return self.passed

    @property
    def verdict(self) -> str:
        """``"pass"``, ``"fail"`` or ``"not attempted"`` (the stub still raises)."""
        if self.passed:
            return "pass"
        return "not attempted" if self.diagnosis == "not-attempted" else "fail"

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


class _Failure(Exception):
    """Raised inside a checker to stop at the first failing case."""

    def __init__(self, diagnosis: str, case: str, detail: str = "") -> None:
        if diagnosis not in DIAGNOSES:
            raise KeyError(f"unknown diagnosis {diagnosis!r}")
        super().__init__(diagnosis)
        self.diagnosis = diagnosis
        self.case = case
        self.detail = detail


class _NotAttempted(Exception):
    """Raised inside a checker when the learner's function is still the stub."""


class _Run:
    """The state of one checker run: counts cases and builds the result.

    A checker is written as a generator of cases; see :func:`_check`.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases = 0

    def fail(self, diagnosis: str, case: str, detail: str = "") -> None:
        raise _Failure(diagnosis, case, detail)

    def call(self, fn: Callable[..., Any], case: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's ``fn`` on copies of the inputs; diagnose crashes and in-place edits.

        ``NotImplementedError`` on the first case is an untouched stub: the exercise is not
        attempted. On a later case it is a crash like any other.
        """
        self.cases += 1
        before = [a.clone() if isinstance(a, torch.Tensor) else None for a in args]
        try:
            out = fn(*args, **kwargs)
        except NotImplementedError as error:
            if self.cases == 1:
                raise _NotAttempted from error
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        except Exception as error:  # noqa: BLE001 - any crash is reported to the learner
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        for arg, copy in zip(args, before, strict=True):
            if copy is not None and not _same(arg, copy):
                self.fail("modified-input", case)
        return out

    def tensor(self, out: Any, case: str, shape: Sequence[int] | None = None) -> torch.Tensor:
        """Insist that ``out`` is a tensor of the expected shape."""
        if not isinstance(out, torch.Tensor):
            self.fail("not-a-tensor", case, f"got {type(out).__name__}")
        if shape is not None and tuple(out.shape) != tuple(shape):
            self.fail("wrong-shape", case,
                      f"expected shape {tuple(shape)}, got {tuple(out.shape)}")
        return out


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Exactly equal, NaN equal to NaN (for the in-place check)."""
    return a.shape == b.shape and bool(torch.equal(torch.nan_to_num(a), torch.nan_to_num(b))
                                       and torch.equal(a.isnan(), b.isnan()))


def close(a: torch.Tensor, b: torch.Tensor, *, atol: float = 1e-5, rtol: float = 1e-4) -> bool:
    """``torch.allclose`` that is ``False`` (not an error) for different shapes."""
    return a.shape == b.shape and bool(torch.allclose(a.double(), b.double(), atol=atol,
                                                      rtol=rtol, equal_nan=True))


def _check(name: str, fn: object, cases: Callable[[_Run], Iterator[None] | None]) -> CheckResult:
    """Run ``cases(run)`` and turn its outcome into a :class:`CheckResult`.

    ``cases`` calls the learner's function through ``run.call`` and ``run.fail``\\s with a
    diagnosis at the first symptom it recognises.
    """
    if not callable(fn):
        raise TypeError(f"learner_fn must be the function you wrote (a callable), "
                        f"got {type(fn).__name__}")
    run = _Run(getattr(fn, "__name__", name) or name)
    try:
        result = cases(run)
        if result is not None:
            for _ in result:
                pass
    except _NotAttempted:
        outcome = CheckResult(
            run.name, False, 0, "not-attempted",
            f"{run.name} not attempted: it still raises NotImplementedError.\n"
            f"Hint: {DIAGNOSES['not-attempted']}")
    except _Failure as failure:
        lines = [f"{run.name} is not right yet (case {run.cases}: {failure.case})."]
        if failure.detail:
            lines.append(failure.detail)
        lines.append(f"Hint: {DIAGNOSES[failure.diagnosis]}")
        outcome = CheckResult(run.name, False, run.cases, failure.diagnosis, "\n".join(lines))
    else:
        outcome = CheckResult(run.name, True, run.cases, None,
                              f"{run.name} passes all {run.cases} checks.")
    _log(name, outcome)
    return outcome


def _log(exercise: str, outcome: CheckResult) -> None:
    """Append ``outcome`` to the file named by ``ATTNVIZ_CHECK_LOG``, if it is set."""
    path = os.environ.get(CHECK_LOG_ENV)
    if not path:
        return
    record = {"exercise": exercise, "function": outcome.name, "verdict": outcome.verdict,
              "diagnosis": outcome.diagnosis, "cases": outcome.cases,
              "message": outcome.message}
    with open(path, "a", encoding="utf-8") as log:
        log.write(json.dumps(record) + "\n")


def difference(out: torch.Tensor, expected: torch.Tensor) -> str:
    """A short description of how far ``out`` is from ``expected``, for a failure's detail."""
    if out.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
    gap = (out.double() - expected.double()).abs().nan_to_num(nan=math.inf)
    return f"largest difference from the reference: {gap.max().item():.3g}"


def _generator(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def _randn(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    return torch.randn(*shape, generator=_generator(seed), dtype=dtype)


def _cases(*items: Iterable[Any]) -> list[Any]:
    return [item for group in items for item in group]


# ---------------------------------------------------------------------------------------------
# What an exercise asks the learner not to call
# ---------------------------------------------------------------------------------------------
#
# A statement that says "write it yourself, without X" is checked: while the learner's function
# runs, every callable the exercise forbids is replaced by a stand-in that records its name and
# raises; the checker then fails with ``forbidden-call`` and names the call. Python functions
# (``F.softmax``, ``attnviz.masked_softmax``, an ``nn.Module``'s ``forward``) have their code
# swapped, so every name they are reachable by is covered (``from torch.nn.functional import
# softmax``, a ``functools.partial``, a helper in another module). Built-in functions and
# ``torch.Tensor`` methods are replaced where they live and wherever the learner's functions
# hold them (their globals, closures and defaults); every PyTorch call the learner's function
# makes is watched too, so an operator reached another way (``torch.ops.aten._softmax``) is
# refused by its name. Everything is put back
# when the learner's function returns or raises, and the checker's own reference values are
# computed outside, with the originals.

DIAGNOSES.update({
    "forbidden-call": (
        "Your function calls something the exercise asks you to do without (named above). "
        "Write that step yourself, with the operations the exercise allows."
    ),
})


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


_SOFTMAXES = (
    "torch.softmax", "torch.nn.functional.softmax", "torch.Tensor.softmax",
    "torch.special.softmax", "torch.nn.Softmax", "torch._softmax",
    "torch.log_softmax", "torch.nn.functional.log_softmax", "torch.Tensor.log_softmax",
    "torch.special.log_softmax", "torch.nn.LogSoftmax", "torch._log_softmax",
    "torch.nn.functional.softmin", "torch.nn.Softmin", "torch.masked.softmax",
    "torch._masked_softmax", "torch.sparse.softmax",
)
_SOFTMAX_OPERATORS = ("softmax", "_softmax", "log_softmax", "_log_softmax", "_safe_softmax",
                      "_masked_softmax", "special_softmax", "special_log_softmax", "softmin")
_ATTENTIONS = (
    "attnviz.scaled_dot_product_attention", "attnviz.DotProductAttention",
    "attnviz.tiled_attention", "attnviz.sliding_window_attention",
    "attnviz.MultiHeadAttention", "torch.nn.functional.scaled_dot_product_attention",
    "torch._C._nn.scaled_dot_product_attention", "torch.nn.MultiheadAttention",
    "torch.nn.functional.multi_head_attention_forward", "torch._native_multi_head_attention",
)
_ATTENTION_OPERATORS = ("*scaled_dot_product*", "*multi_head_attention*")
_NORMS = (
    "torch.nn.functional.layer_norm", "torch.layer_norm", "torch.native_layer_norm",
    "torch.nn.LayerNorm", "torch.nn.functional.group_norm", "torch.group_norm",
    "torch.native_group_norm", "torch.nn.GroupNorm", "torch.nn.functional.instance_norm",
    "torch.instance_norm", "torch.nn.InstanceNorm1d", "torch.nn.functional.batch_norm",
    "torch.batch_norm", "torch.native_batch_norm", "torch.nn.BatchNorm1d",
    "torch.nn.functional.rms_norm", "torch.rms_norm", "torch.nn.RMSNorm",
)
_NORM_OPERATORS = ("layer_norm", "native_layer_norm", "group_norm", "native_group_norm",
                   "instance_norm", "batch_norm", "native_batch_norm", "_native_batch_norm_legit*",
                   "_batch_norm_*", "rms_norm", "_fused_rms_norm")

#: What each checker refuses, by exercise name (the first argument of its ``_check``).
FORBIDDEN: dict[str, _Forbidden] = {
    "softmax": _Forbidden(
        (*_SOFTMAXES, "attnviz.masked_softmax", "attnviz.MaskedSoftmax",
         "attnviz.attention_pool"),
        "which the exercise asks you to write yourself, from torch.exp and sums",
        _SOFTMAX_OPERATORS),
    "nadaraya_watson": _Forbidden(
        ("attnviz.nadaraya_watson",),
        "the package's own estimator, which the exercise asks you to write yourself"),
    "masked_softmax": _Forbidden(
        ("attnviz.masked_softmax", "attnviz.MaskedSoftmax", "attnviz.attention_pool",
         "torch._masked_softmax", "torch.masked.softmax"),
        "the masked softmax the exercise asks you to write yourself",
        ("_masked_softmax",)),
    "attention": _Forbidden(
        (*_ATTENTIONS, "attnviz.attention_pool", "attnviz.AdditiveAttention",
         "attnviz.MultiplicativeAttention"),
        "which does the attention the exercise asks you to write yourself",
        _ATTENTION_OPERATORS),
    "additive_attention": _Forbidden(
        ("attnviz.additive_scores", "attnviz.AdditiveAttention"),
        "the package's additive attention, which the exercise asks you to write yourself"),
    "bleu": _Forbidden(
        ("attnviz.training.bleu.bleu", "attnviz.training.bleu.corpus_bleu",
         "attnviz.training.bleu._matches", "attnviz.training.bleu._score"),
        "the package's BLEU, which the exercise asks you to write yourself"),
    "multihead_attention": _Forbidden(
        ("attnviz.MultiHeadAttention", "torch.nn.MultiheadAttention",
         "torch.nn.functional.multi_head_attention_forward",
         "torch._native_multi_head_attention"),
        "a multi-head layer, where the exercise asks you to split and merge the heads yourself",
        ("*multi_head_attention*",)),
    "sinusoidal_encoding": _Forbidden(
        ("attnviz.sinusoidal_encoding", "attnviz.SinusoidalPositionalEncoding"),
        "the package's encoding, which the exercise asks you to write from the formula"),
    "causal_mask": _Forbidden(
        ("attnviz.causal_mask", "attnviz.sliding_window_mask",
         "torch.nn.Transformer.generate_square_subsequent_mask",
         "torch.nn.modules.transformer._generate_square_subsequent_mask"),
        "a ready-made causal mask, where the exercise asks you to build it yourself"),
    "layer_norm": _Forbidden(
        _NORMS, "a normalisation PyTorch provides, where the exercise asks you to write layer "
        "norm from its formula", _NORM_OPERATORS),
    "encoder_block": _Forbidden(
        ("attnviz.TransformerEncoderBlock", "attnviz.models.transformer._Residual",
         "attnviz.models.transformer.TransformerEncoder", "torch.nn.TransformerEncoderLayer",
         "torch.nn.TransformerEncoder"),
        "where the exercise asks you to write the block's forward pass from its submodules "
        "(block.attention, block.ffn, block.residual1.norm, block.residual2.norm)"),
    "patchify": _Forbidden(
        ("attnviz.patchify", "attnviz.PatchEmbedding", "torch.nn.functional.unfold",
         "torch.nn.Unfold", "torch.Tensor.unfold", "torch.nn.functional.pixel_unshuffle",
         "torch.pixel_unshuffle", "torch.nn.PixelUnshuffle", "torch.nn.functional.conv2d",
         "torch.conv2d", "torch.nn.Conv2d"),
        "where the exercise asks you to cut the patches with reshape and permute only",
        ("im2col", "unfold", "pixel_unshuffle", "convolution", "_convolution",
         "*conv2d*")),
    "merge": _Forbidden(
        ("attnviz.data.text._merge",),
        "the tokenizer's own merge, which the exercise asks you to write yourself",
        learner_globals=("merge_pair",)),
    "online_softmax_attention": _Forbidden(
        (*_ATTENTIONS, "attnviz.masked_softmax", "attnviz.attention_pool"),
        "where the exercise asks you to visit the keys tile by tile with an online softmax",
        _ATTENTION_OPERATORS),
    "window_mask": _Forbidden(
        ("attnviz.sliding_window_mask",),
        "which the exercise asks you to write yourself"),
}


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
    __import__("attnviz.exercises", fromlist=["_"])._forbidden_hit("\0name")


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


def _resolve(path: str) -> tuple[Any, Any] | None:
    """``(owner, object)`` for a dotted path, ``None`` where this PyTorch lacks it."""
    import pkgutil

    owner_path, _, attribute = path.rpartition(".")
    try:
        owner = pkgutil.resolve_name(owner_path)
        return owner, getattr(owner, attribute)
    except (ImportError, AttributeError, ValueError):
        return None


def _unwrap(fn: Any) -> Any:
    """The callable a ``functools.partial`` or a bound method ends up calling."""
    import functools
    import types

    for _ in range(20):
        if isinstance(fn, functools.partial):
            fn = fn.func
        elif isinstance(fn, types.MethodType):
            fn = fn.__func__
        else:
            break
    return fn


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
    """

    def __init__(self, exercise: str, learner_fn: Any) -> None:
        self.forbidden = FORBIDDEN.get(exercise, _Forbidden((), ""))
        self.fn = learner_fn
        self.__name__ = getattr(learner_fn, "__name__", exercise)
        self.hit: _Hit | None = None
        self.watch_scores: tuple[int, int] | None = None
        self.operators: list[str] | None = None  # set to [] to count the operators of a call
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

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
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


def _display_name(path: str, obj: Any) -> str:
    """``path``, or ``attnviz.<name>`` where the package exports the object under that name."""
    import attnviz

    short = getattr(obj, "__name__", "")
    if path.startswith("attnviz.") and getattr(attnviz, short, None) is obj:
        return f"attnviz.{short}"
    return path


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


class _OperatorWatch:
    """While the learner's function runs, see every PyTorch call it makes (a
    ``TorchFunctionMode``): refuse the exercise's forbidden operators however they are reached
    (``torch.ops.aten._softmax``, ``torch._C.TensorBase.softmax``, ...), count the calls when
    the guard counts them, and record a tensor with both a ``Tq`` and a ``Tk`` axis when the
    guard watches scores."""

    def __init__(self, guard: _Guard) -> None:
        self.guard = guard
        self.mode: Any = None

    def __enter__(self) -> _OperatorWatch:
        guard = self.guard
        if (not guard.forbidden.operators and guard.watch_scores is None
                and guard.operators is None):
            return self
        from torch.overrides import TorchFunctionMode

        patterns = guard.forbidden.operators

        class Mode(TorchFunctionMode):
            def __torch_function__(self, func: Any, types: Any, args: Any = (),
                                   kwargs: Any = None) -> Any:
                name = str(getattr(func, "__name__", "")).split(".")[0]
                if guard.operators is not None:
                    guard.operators.append(name)
                if any(_matches(name, pattern) for pattern in patterns):
                    _forbidden_hit(f"PyTorch's {name} operator")
                out = func(*args, **(kwargs or {}))
                if guard.watch_scores is not None and guard.hit is None:
                    _watch_scores(guard, name, out)
                return out

        self.mode = Mode()
        self.mode.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.mode is not None:
            self.mode.__exit__(*exc)


def _matches(name: str, pattern: str) -> bool:
    if pattern.startswith("*") and pattern.endswith("*"):
        return pattern.strip("*") in name
    if pattern.endswith("*"):
        return name.startswith(pattern[:-1])
    return name == pattern


def _watch_scores(guard: _Guard, name: str, out: Any) -> None:
    """Record ``online-full-scores`` if ``out`` holds a tensor with a Tq and a Tk axis."""
    assert guard.watch_scores is not None
    num_queries, num_keys = guard.watch_scores
    for tensor in out if isinstance(out, tuple | list) else (out,):
        if not isinstance(tensor, torch.Tensor):
            continue
        shape = list(tensor.shape)
        both = (num_queries in shape and num_keys in shape
                and (num_queries != num_keys or shape.count(num_queries) > 1))
        if both or num_queries * num_keys in shape:
            guard.hit = _Hit("online-full-scores",
                             f"{guard.__name__} made a tensor of shape {tuple(shape)} "
                             f"(with {name}), with all "
                             f"Tq x Tk = {num_queries} x {num_keys} scores at once.")
            return


# Each chapter's section below adds its own diagnoses with DIAGNOSES.update({...}) next to its
# checkers, and names every checker check_<what the learner writes>.

# ---------------------------------------------------------------------------------------------
# Chapters 1-5
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # softmax (chapter 1), reused by the masked softmax and attention checkers
    "softmax-wrong-axis": (
        "The weights sum to one along the wrong axis. Normalise over the last axis (the keys): "
        "dim=-1."
    ),
    "softmax-overflow": (
        "Large scores overflow exp() to inf and give NaN. Subtract each row's maximum before "
        "exponentiating; it changes nothing else (the exercise on shifting scores shows why)."
    ),
    "softmax-global-max": (
        "One maximum was subtracted from every row (the whole tensor's, or a column's), so rows "
        "far below it come out as NaN or 0. Subtract each row's own maximum, "
        "amax(dim=-1, keepdim=True)."
    ),
})


def check_softmax(learner_fn: Callable[[torch.Tensor], torch.Tensor]) -> CheckResult:
    """Chapter 1: ``softmax(scores)``, a softmax over the last axis of ``(..., Tk)`` scores.

    float64 and float32 scores, scores in the thousands, and rows of very different sizes in one
    tensor; ``torch.softmax`` and its relatives (:data:`FORBIDDEN`) are refused.

    Diagnoses: ``softmax-wrong-axis``, ``softmax-overflow``, ``softmax-global-max``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("softmax", learner_fn)
    mixed = torch.stack([1000.0 + _randn(4, seed=5), _randn(4, seed=6),
                         -1000.0 + _randn(4, seed=7)])  # (3, 4): row 0 holds the maximum

    def cases(run: _Run) -> None:
        for case, scores in (
            ("one row of 4 scores", torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.float64)),
            ("3 queries x 5 keys", _randn(3, 5, seed=1)),
            ("a batch (2, 3, 4)", _randn(2, 3, 4, seed=2)),
            ("3 queries x 3 keys", _randn(3, 3, seed=3)),
            ("scores near 1000", 1000.0 + _randn(2, 4, seed=4)),
            ("float32, 3 queries x 6 keys", _randn(3, 6, seed=8, dtype=torch.float32)),
            ("rows near 1000, near 0 and near -1000 in one tensor", mixed),
        ):
            out = run.tensor(run.call(guard, case, scores), case, scores.shape)
            expected = torch.softmax(scores, dim=-1)
            if close(out, expected):
                continue
            if scores is mixed and close(out[0], expected[0]):
                run.fail("softmax-global-max", case, "only the row that holds the largest "
                         "score is right; " + difference(out, expected))
            shifts = [scores.amax()] + [scores.amax(dim=d, keepdim=True)
                                        for d in _other_axes(scores)]
            for shift in shifts:  # one maximum for all rows: the tensor's, or a column's
                e = (scores - shift).exp()
                if close(out, e / e.sum(dim=-1, keepdim=True)):
                    run.fail("softmax-global-max", case, difference(out, expected))
            if not torch.isfinite(out).all():
                run.fail("softmax-overflow", case)
            if scores.dim() > 1 and close(out, torch.softmax(scores, dim=-2)):
                run.fail("softmax-wrong-axis", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("softmax", learner_fn, guard.cases(cases))


# Helpers shared by the checkers of chapters 2-5.

DIAGNOSES.update({
    "return-pair": (
        "Return a pair of tensors in the order the exercise gives: the estimates (or the output) "
        "first, then the weights."
    ),
    "weights-transposed": (
        "A weight matrix is used transposed. Here weights multiply from the right, x @ w, and "
        "have shape (in, out); nn.Linear stores the transpose, this exercise does not."
    ),
})


def _call_with_keywords(run: _Run, fn: Callable[..., Any], case: str, *args: Any,
                        **kwargs: Any) -> Any:
    """``run.call``, and insist that tensors passed by keyword are left as they were, too."""
    before = {key: value.clone() for key, value in kwargs.items()
              if isinstance(value, torch.Tensor)}
    out = run.call(fn, case, *args, **kwargs)
    for key, copy in before.items():
        if not _same(kwargs[key], copy):
            run.fail("modified-input", case)
    return out


def _pair(run: _Run, out: Any, case: str, shapes: tuple[Sequence[int], Sequence[int]]
          ) -> tuple[Any, Any]:
    """Insist that ``out`` is a pair, not in the swapped order; shapes are checked by the caller."""
    if not isinstance(out, tuple | list) or len(out) != 2:
        run.fail("return-pair", case, f"got {type(out).__name__}")
    first, second = out
    wanted = tuple(tuple(shape) for shape in shapes)
    if (wanted[0] != wanted[1] and all(isinstance(t, torch.Tensor) for t in out)
            and (tuple(first.shape), tuple(second.shape)) == wanted[::-1]):
        run.fail("return-pair", case, "the two tensors come in the other order")
    return first, second


def _masked(scores: torch.Tensor, keep: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Softmax along ``dim`` that gives masked entries exactly 0 (empty rows all 0)."""
    keep = keep.expand_as(scores)
    lowest = torch.finfo(scores.dtype).min
    return torch.softmax(scores.masked_fill(~keep, lowest), dim=dim).masked_fill(~keep, 0.0)


def _other_axes(x: torch.Tensor) -> list[int]:
    """Every axis but the last with more than one entry (where a softmax would differ)."""
    return [dim for dim in range(x.dim() - 1) if x.shape[dim] > 1]


def _diagnose_weights(run: _Run, case: str, weights: torch.Tensor, scores: torch.Tensor,
                      keep: torch.Tensor, *, large: bool = False) -> None:
    """Name the masked-softmax mistake that gives ``weights`` for these (already scaled)
    ``scores`` and "may attend" mask ``keep``; always fails."""
    keep = keep.expand_as(scores)
    # a flipped mask may leave rows with nothing to attend to, NaN with a -inf fill
    hidden_only = ~(~keep).any(dim=-1, keepdim=True)  # (..., Tq, 1): rows the flip empties
    if (~keep).any() and close(torch.where(hidden_only, 0.0, weights), _masked(scores, ~keep)):
        run.fail("mask-flipped", case)
    for dim in _other_axes(scores):
        if (close(weights, _masked(scores, keep, dim))
                or close(weights, torch.softmax(scores.masked_fill(~keep, -math.inf), dim=dim))):
            run.fail("softmax-wrong-axis", case)
    has_key = keep.any(dim=-1)  # (..., Tq)
    finite = torch.isfinite(weights).all(dim=-1)  # (..., Tq)
    if not finite[has_key].all() or (large and close(weights, torch.zeros_like(weights))):
        if large:  # exp() overflowed; a row of inf / inf may also have been zeroed
            run.fail("softmax-overflow", case)
        run.fail("wrong-values", case, "NaN or inf in a row that has keys to attend to")
    if not finite.all():
        run.fail("masked-row-nan", case)
    empty = weights[~has_key]  # (rows with no key, Tk)
    if empty.numel() and (close(empty, torch.full_like(empty, 1 / scores.shape[-1]))
                          or close(weights[has_key], _masked(scores, keep)[has_key])):
        run.fail("masked-row-uniform", case)  # (or other weights; the rest is right)
    if close(weights, torch.softmax(scores, dim=-1) * keep):
        run.fail("mask-after-softmax", case)
    if (weights[~keep].abs() > 1e-6).any():
        run.fail("masked-keys-get-weight", case)
    run.fail("wrong-values", case, difference(weights, _masked(scores, keep)))


# Chapter 2: Nadaraya-Watson regression with a Gaussian kernel.

DIAGNOSES.update({
    "nw-weights-transposed": (
        "The weights have one row per training point. Put the queries on the rows, shape "
        "(Tq, Tk): broadcast a column of queries against a row of training inputs."
    ),
    "nw-underflow": (
        "For a narrow width, exp(-u²/2) underflows to 0 for every training point and 0/0 gives "
        "NaN. Compute the weights as a softmax of the scores -u²/2: it never divides 0 by 0."
    ),
    "nw-not-normalised": (
        "The weights are the kernel values themselves. Normalise them so that each query's row "
        "sums to one."
    ),
    "nw-normalised-over-queries": (
        "Each column sums to one: the weights are normalised over the queries. Normalise over "
        "the training points instead, along each row."
    ),
    "nw-distance-not-squared": (
        "The weights fall off with the distance |x - x_i| rather than its square. The Gaussian "
        "kernel is exp(-u²/2), with u = (x - x_i) / σ."
    ),
    "nw-width-multiplied": (
        "The weights get wider as σ shrinks: the distance is multiplied by the width. Divide "
        "it: u = (x - x_i) / σ."
    ),
    "nw-width-not-squared": (
        "The width is not squared: the score is -(x - x_i)² / (2σ²), with σ² below the line."
    ),
    "nw-missing-half": (
        "The weights are too sharp: the exponent is twice what it should be. The Gaussian kernel "
        "here is exp(-u²/2), with the 1/2."
    ),
    "nw-averaged-inputs": (
        "The weights are right, but the estimates average the training inputs x_i. Average the "
        "targets y_i (the values) with the same weights."
    ),
})


def _nw_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, torch.Tensor, float, bool]]:
    """(case, x_train, y_train, x_query, width, far): ``far`` marks the underflow case."""
    f64, f32 = torch.float64, torch.float32
    return [
        ("5 training points, 3 queries, width 1",
         torch.tensor([0.0, 0.5, 1.2, 2.0, 3.0], dtype=f64), _randn(5, seed=21),
         torch.tensor([0.3, 1.0, 2.5], dtype=f64), 1.0, False),
        ("8 training points, 4 queries, width 0.5",
         torch.linspace(0, 3, 8, dtype=f64), _randn(8, seed=22),
         torch.tensor([0.1, 0.9, 1.7, 2.9], dtype=f64), 0.5, False),
        ("6 training points, 2 queries, width 2.5",
         _randn(6, seed=23), _randn(6, seed=24), torch.tensor([-0.5, 1.5], dtype=f64), 2.5,
         False),
        ("values with 2 features, y_train of shape (7, 2), width 0.8",
         torch.linspace(-1, 2, 7, dtype=f64), _randn(7, 2, seed=25),
         torch.tensor([-0.6, 0.0, 0.4, 1.1, 1.9], dtype=f64), 0.8, False),
        ("as many queries as training points, queries on the points, width 0.3",
         torch.tensor([0.0, 0.4, 1.0, 1.5], dtype=f64), _randn(4, seed=26),
         torch.tensor([1.5, 0.0, 0.4, 1.0], dtype=f64), 0.3, False),
        ("one training point, 3 queries, width 0.7",
         torch.tensor([0.5], dtype=f64), _randn(1, seed=27),
         torch.tensor([-1.0, 0.5, 2.0], dtype=f64), 0.7, False),
        ("float32, 10 training points, 6 queries, width 0.4",
         torch.linspace(0, 4, 10, dtype=f32), _randn(10, seed=28, dtype=f32),
         torch.linspace(0.2, 3.8, 6, dtype=f32), 0.4, False),
        ("a query far from every training point, width 0.02",
         torch.linspace(0, 1, 6, dtype=f64), _randn(6, seed=29),
         torch.tensor([0.5, 3.0], dtype=f64), 0.02, True),
    ]


def check_nadaraya_watson(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                          ) -> CheckResult:
    """Chapter 2: ``fn(x_train, y_train, x_query, width) -> (y_hat, weights)``, Gaussian kernel.

    Shapes and conventions as :func:`attnviz.nadaraya_watson` with ``kernel="gaussian"``:
    ``x_train (Tk,)``, ``y_train (Tk,)`` or ``(Tk, Dv)``, ``x_query (Tq,)``; weights ``(Tq, Tk)``
    proportional to ``exp(-u²/2)`` with ``u = (x - x_i) / width``, each row summing to one;
    estimates ``(Tq,)`` or ``(Tq, Dv)``. ``width`` is passed by keyword.

    Diagnoses: ``nw-weights-transposed``, ``nw-underflow``, ``nw-not-normalised``,
    ``nw-normalised-over-queries``, ``nw-distance-not-squared``, ``nw-width-multiplied``,
    ``nw-width-not-squared``, ``nw-missing-half``, ``nw-averaged-inputs``, ``return-pair``,
    and the shared ones.
    """
    guard = _Guard("nadaraya_watson", learner_fn)
    from attnviz.mechanism.kernels import nadaraya_watson

    def cases(run: _Run) -> None:
        for case, x_train, y_train, x_query, width, far in _nw_cases():
            y_hat_expected, expected = nadaraya_watson(x_train, y_train, x_query, width=width)
            tq, tk = len(x_query), len(x_train)
            out = _call_with_keywords(run, guard, case, x_train, y_train, x_query,
                                      width=width)
            y_hat, weights = _pair(run, out, case, (y_hat_expected.shape, (tq, tk)))
            if (isinstance(weights, torch.Tensor) and tq != tk
                    and tuple(weights.shape) == (tk, tq)):
                run.fail("nw-weights-transposed", case)
            weights = run.tensor(weights, case, (tq, tk))
            y_hat = run.tensor(y_hat, case, y_hat_expected.shape)
            if not close(weights, expected):
                _diagnose_nw(run, case, weights, expected, x_train, x_query, width, far)
            if not close(y_hat, y_hat_expected):
                if y_train.dim() == 1 and close(y_hat, expected @ x_train):
                    run.fail("nw-averaged-inputs", case)
                run.fail("wrong-values", case, "the weights are right, the estimates are not; "
                         + difference(y_hat, y_hat_expected))
    return _check("nadaraya_watson", learner_fn, guard.cases(cases))


def _diagnose_nw(run: _Run, case: str, weights: torch.Tensor, expected: torch.Tensor,
                 x_train: torch.Tensor, x_query: torch.Tensor, width: float, far: bool) -> None:
    if not torch.isfinite(weights).all():
        if far:
            run.fail("nw-underflow", case)
        run.fail("wrong-values", case, "the weights hold NaN or inf")
    d = x_query[:, None] - x_train[None, :]  # (Tq, Tk) signed distances
    if close(weights, torch.exp(-(d / width) ** 2 / 2)):
        run.fail("nw-not-normalised", case)
    if close(weights, torch.softmax(-(d / width) ** 2 / 2, dim=0)):
        run.fail("nw-normalised-over-queries", case)
    unsquared = (-d.abs() / width / 2, -d / width / 2, -d.abs() / (2 * width**2),
                 -d / (2 * width**2))
    if any(close(weights, torch.softmax(scores, dim=1)) for scores in unsquared):
        run.fail("nw-distance-not-squared", case)
    for diagnosis, scores in (("nw-width-multiplied", -(d * width) ** 2 / 2),
                              ("nw-width-not-squared", -(d**2) / (2 * width)),
                              ("nw-missing-half", -(d / width) ** 2)):
        if close(weights, torch.softmax(scores, dim=1)):
            run.fail(diagnosis, case)
    if close(weights, expected.T):
        run.fail("nw-weights-transposed", case)
    run.fail("wrong-values", case, difference(weights, expected))


# Chapter 3: the masked softmax, scaled dot-product attention, additive attention.

DIAGNOSES.update({
    "masked-row-nan": (
        "A row whose keys are all masked comes out as NaN (0/0 after a fill with -inf). Such a "
        "row must be all zeros, and NaN never."
    ),
    "masked-row-uniform": (
        "A row whose keys are all masked still gets weights (1/Tk each, say); it must get "
        "zeros. After the softmax, give masked keys a weight of exactly 0."
    ),
    "mask-flipped": (
        "The weight goes to exactly the keys that should be hidden. In this book True means "
        "\"may attend\": keep the keys where the mask is True."
    ),
    "masked-keys-get-weight": (
        "Masked keys still get some weight. Zeroing a score, or multiplying it by the mask, does "
        "not hide its key (exp(0) = 1): give masked keys a score that exp() turns into 0."
    ),
    "mask-after-softmax": (
        "Masked keys get zero weight, but the rows no longer sum to one: the mask was applied "
        "after the softmax. Mask the scores, then normalise."
    ),
    "attention-unscaled": (
        "The weights match unscaled scores. Divide the scores by √d, the square root of the "
        "width of the queries and keys (of one head, when there are several)."
    ),
    "attention-scaled-by-d": (
        "The scores are divided by the width d itself; divide by its square root, √d."
    ),
    "attention-scaled-by-length": (
        "The scores are divided by the square root of a length (of the queries or the keys). "
        "The scale is √d, with d the width of the queries and keys: their last axis."
    ),
    "attention-scores-transposed": (
        "The weights have one row per key. The scores are (B, Tq, Tk): the queries times the "
        "transposed keys, one row per query."
    ),
    "additive-no-tanh": (
        "Every query gets the same weights: without the tanh, a query adds the same amount to "
        "every key's score and the softmax cancels it. Apply tanh before w_v."
    ),
    "additive-swapped-projections": (
        "The queries go through w_k and the keys through w_q. Project the queries with w_q and "
        "the keys with w_k."
    ),
    "additive-scaled": (
        "The scores are divided by a square root. Additive attention has no such scaling (the "
        "tanh keeps its features bounded): the score is just w_v · tanh(...)."
    ),
})


def _mask_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, bool]]:
    """(case, scores, mask, large) for the masked softmax."""
    lengths = torch.tensor([3, 2])
    padding = (torch.arange(4) < lengths[:, None])[:, None, :]  # (2, 1, 4)
    some_empty = torch.tensor([[[1, 0, 1, 1], [0, 0, 0, 0], [1, 1, 0, 1]],
                               [[0, 1, 1, 0], [1, 1, 1, 1], [0, 0, 0, 0]]], dtype=torch.bool)
    return [
        ("3 queries x 5 keys, a (3, 5) mask",
         _randn(3, 5, seed=31),
         torch.tensor([[1, 0, 1, 1, 0], [0, 1, 1, 0, 1], [1, 1, 0, 1, 1]], dtype=torch.bool),
         False),
        ("a batch (2, 3, 4) with a padding mask (2, 1, 4) of lengths 3 and 2",
         _randn(2, 3, 4, seed=32), padding, False),
        ("4 x 4 scores with a causal mask",
         _randn(4, 4, seed=33), torch.ones(4, 4, dtype=torch.bool).tril(), False),
        ("every key may be attended to, scores (2, 3, 5)",
         _randn(2, 3, 5, seed=34), torch.ones(2, 3, 5, dtype=torch.bool), False),
        ("rows with every key masked, scores (2, 3, 4)",
         _randn(2, 3, 4, seed=35), some_empty, False),
        ("every key of every row masked, scores (2, 3)",
         _randn(2, 3, seed=36), torch.zeros(2, 3, dtype=torch.bool), False),
        ("scores near 1000 with a (3, 4) mask",
         1000.0 + _randn(3, 4, seed=37),
         torch.tensor([[1, 1, 0, 1], [0, 1, 1, 1], [1, 0, 1, 0]], dtype=torch.bool), True),
        ("float32, scores (2, 2, 3, 4) with heads and a mask (4,)",
         _randn(2, 2, 3, 4, seed=38, dtype=torch.float32),
         torch.tensor([True, True, False, True]), False),
        ("one key, scores (3, 1)", _randn(3, 1, seed=39), torch.ones(3, 1, dtype=torch.bool),
         False),
    ]


def check_masked_softmax(learner_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
                         ) -> CheckResult:
    """Chapter 3: ``fn(scores, mask)``, a softmax over the last axis that hides masked keys.

    As ``attnviz.masked_softmax(scores, mask=mask)``: ``scores (..., Tq, Tk)``, a boolean "may
    attend" mask broadcastable to them; weights of the shape of ``scores``, exactly 0 for masked
    keys, and all zeros (never NaN) in a row with no key to attend to.

    Diagnoses: ``masked-row-nan``, ``masked-row-uniform``, ``softmax-wrong-axis``,
    ``mask-flipped``, ``mask-after-softmax``, ``masked-keys-get-weight``, ``softmax-overflow``,
    and the shared ones.
    """
    guard = _Guard("masked_softmax", learner_fn)
    def cases(run: _Run) -> None:
        for case, scores, mask, large in _mask_cases():
            out = run.tensor(run.call(guard, case, scores, mask), case, scores.shape)
            if not close(out, _masked(scores, mask)):
                _diagnose_weights(run, case, out, scores, mask, large=large)
    return _check("masked_softmax", learner_fn, guard.cases(cases))


def _attention_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, torch.Tensor,
                                     torch.Tensor | None, bool]]:
    """(case, queries, keys, values, mask, large) for scaled dot-product attention."""
    padding = (torch.arange(6) < torch.tensor([4, 2])[:, None])[:, None, :]  # (2, 1, 6)
    one_empty = torch.ones(2, 3, 4, dtype=torch.bool)
    one_empty[1, 0] = False
    one_empty[0, 2, 1:] = False
    return [
        ("B=2, Tq=3, Tk=5, D=4, Dv=2, no mask",
         _randn(2, 3, 4, seed=41), _randn(2, 5, 4, seed=42), _randn(2, 5, 2, seed=43), None,
         False),
        ("B=1, Tq=Tk=5, D=8, Dv=3, a causal mask (5, 5)",
         _randn(1, 5, 8, seed=44), _randn(1, 5, 8, seed=45), _randn(1, 5, 3, seed=46),
         torch.ones(5, 5, dtype=torch.bool).tril(), False),
        ("B=2, Tq=3, Tk=6, D=4, Dv=2, a padding mask (2, 1, 6) of lengths 4 and 2",
         _randn(2, 3, 4, seed=47), _randn(2, 6, 4, seed=48), _randn(2, 6, 2, seed=49), padding,
         False),
        ("B=2, Tq=3, Tk=4, D=4, Dv=3, a query with no key to attend to",
         _randn(2, 3, 4, seed=50), _randn(2, 4, 4, seed=51), _randn(2, 4, 3, seed=52),
         one_empty, False),
        ("large queries and keys (scores in the thousands), no mask",
         40.0 * _randn(2, 3, 4, seed=53), 40.0 * _randn(2, 5, 4, seed=54),
         _randn(2, 5, 2, seed=55), None, True),
        ("float32, B=2, Tq=4, Tk=3, D=16, Dv=5, a mask (2, 4, 3)",
         _randn(2, 4, 16, seed=56, dtype=torch.float32),
         _randn(2, 3, 16, seed=57, dtype=torch.float32),
         _randn(2, 3, 5, seed=58, dtype=torch.float32),
         torch.tensor([[[1, 0, 1], [1, 1, 1], [0, 1, 0], [1, 1, 0]],
                       [[0, 1, 1], [1, 0, 0], [1, 1, 1], [0, 0, 1]]], dtype=torch.bool), False),
        ("one key, B=3, Tq=2, Tk=1, D=1, Dv=2",
         _randn(3, 2, 1, seed=59), _randn(3, 1, 1, seed=60), _randn(3, 1, 2, seed=61), None,
         False),
        ("every key masked, B=1, Tq=2, Tk=3, D=2, Dv=2",
         _randn(1, 2, 2, seed=62), _randn(1, 3, 2, seed=63), _randn(1, 3, 2, seed=64),
         torch.zeros(1, 2, 3, dtype=torch.bool), False),
    ]


def check_attention(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                    ) -> CheckResult:
    """Chapter 3: ``fn(queries, keys, values, mask=None) -> (output, weights)``.

    Scaled dot-product attention as :func:`attnviz.scaled_dot_product_attention`: queries
    ``(B, Tq, D)``, keys ``(B, Tk, D)``, values ``(B, Tk, Dv)``, an optional boolean "may attend"
    mask broadcastable to ``(B, Tq, Tk)`` (passed by keyword, left out when there is none);
    output ``(B, Tq, Dv)`` and weights ``(B, Tq, Tk)``.

    Diagnoses: ``attention-unscaled``, ``attention-scaled-by-d``, ``attention-scaled-by-length``,
    ``attention-scores-transposed``, ``return-pair``, the masked-softmax ones
    (``masked-row-nan``, ``masked-row-uniform``, ``softmax-wrong-axis``, ``mask-flipped``,
    ``mask-after-softmax``, ``masked-keys-get-weight``, ``softmax-overflow``) and the shared
    ones.
    """
    guard = _Guard("attention", learner_fn)
    from attnviz.mechanism.scoring import scaled_dot_product_attention

    def cases(run: _Run) -> None:
        for case, queries, keys, values, mask, large in _attention_cases():
            expected_out, expected = scaled_dot_product_attention(queries, keys, values,
                                                                  mask=mask)
            masks = {} if mask is None else {"mask": mask}
            out = _call_with_keywords(run, guard, case, queries, keys, values, **masks)
            output, weights = _pair(run, out, case, (expected_out.shape, expected.shape))
            batch, tq, tk = expected.shape
            if (isinstance(weights, torch.Tensor) and tq != tk
                    and tuple(weights.shape) == (batch, tk, tq)):
                run.fail("attention-scores-transposed", case)
            weights = run.tensor(weights, case, expected.shape)
            output = run.tensor(output, case, expected_out.shape)
            if not close(weights, expected):
                keep = torch.ones_like(expected, dtype=torch.bool) if mask is None else mask
                raw = queries @ keys.transpose(-2, -1)  # (B, Tq, Tk), unscaled
                width = queries.shape[-1]
                if close(weights, _masked(raw, keep)):
                    run.fail("attention-unscaled", case)
                if close(weights, _masked(raw / width, keep)):
                    run.fail("attention-scaled-by-d", case)
                if any(close(weights, _masked(raw / math.sqrt(length), keep))
                       for length in (tq, tk) if length != width):
                    run.fail("attention-scaled-by-length", case)
                _diagnose_weights(run, case, weights, raw / math.sqrt(width), keep, large=large)
            if not close(output, expected_out):
                run.fail("wrong-values", case, "the weights are right, the output is not; "
                         + difference(output, expected_out))
    return _check("attention", learner_fn, guard.cases(cases))


def _additive_cases() -> list[tuple[str, tuple[torch.Tensor, ...]]]:
    """(case, (queries, keys, values, w_q, w_k, w_v)) for additive attention."""
    def inputs(b: int, tq: int, tk: int, dq: int, dk: int, dh: int, dv: int, seed: int,
               dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, ...]:
        return (_randn(b, tq, dq, seed=seed, dtype=dtype),
                _randn(b, tk, dk, seed=seed + 1, dtype=dtype),
                _randn(b, tk, dv, seed=seed + 2, dtype=dtype),
                _randn(dq, dh, seed=seed + 3, dtype=dtype) / math.sqrt(dq),
                _randn(dk, dh, seed=seed + 4, dtype=dtype) / math.sqrt(dk),
                _randn(dh, seed=seed + 5, dtype=dtype))
    return [
        ("B=2, Tq=3, Tk=4, Dq=Dk=Dh=4, Dv=2", inputs(2, 3, 4, 4, 4, 4, 2, seed=70)),
        ("B=1, Tq=2, Tk=5, Dq=Dk=3, Dh=6, Dv=3", inputs(1, 2, 5, 3, 3, 6, 3, seed=76)),
        ("B=2, Tq=4, Tk=3, Dq=5, Dk=2, Dh=3, Dv=1", inputs(2, 4, 3, 5, 2, 3, 1, seed=82)),
        ("one query and one key, B=3, Dq=2, Dk=3, Dh=4, Dv=2",
         inputs(3, 1, 1, 2, 3, 4, 2, seed=88)),
        ("float32, B=2, Tq=3, Tk=6, Dq=8, Dk=4, Dh=8, Dv=2",
         inputs(2, 3, 6, 8, 4, 8, 2, seed=94, dtype=torch.float32)),
    ]


def _additive_weights(queries: torch.Tensor, keys: torch.Tensor, w_q: torch.Tensor,
                      w_k: torch.Tensor, w_v: torch.Tensor, *, tanh: bool = True,
                      scale: float = 1.0) -> torch.Tensor:
    features = (queries @ w_q)[..., :, None, :] + (keys @ w_k)[..., None, :, :]  # (B, Tq, Tk, Dh)
    if tanh:
        features = torch.tanh(features)
    return torch.softmax(features @ w_v / scale, dim=-1)  # (B, Tq, Tk)


def check_additive_attention(learner_fn: Callable[..., tuple[torch.Tensor, torch.Tensor]]
                             ) -> CheckResult:
    """Chapter 3: ``fn(queries, keys, values, w_q, w_k, w_v) -> (output, weights)``.

    Additive attention with explicit weights, as :func:`attnviz.additive_scores` followed by
    :func:`attnviz.attention_pool`: queries ``(B, Tq, Dq)``, keys ``(B, Tk, Dk)``, values
    ``(B, Tk, Dv)``, ``w_q (Dq, Dh)``, ``w_k (Dk, Dh)``, ``w_v (Dh,)``; scores
    ``w_v · tanh(q @ w_q + k @ w_k)``, no mask; output ``(B, Tq, Dv)``, weights ``(B, Tq, Tk)``.

    Diagnoses: ``additive-no-tanh``, ``additive-swapped-projections``, ``weights-transposed``,
    ``additive-scaled``, ``softmax-wrong-axis``, ``return-pair`` and the shared ones.
    """
    guard = _Guard("additive_attention", learner_fn)
    from attnviz.mechanism.scoring import additive_scores, attention_pool

    def cases(run: _Run) -> None:
        for case, (queries, keys, values, w_q, w_k, w_v) in _additive_cases():
            scores = additive_scores(queries, keys, w_q=w_q, w_k=w_k, w_v=w_v)
            expected_out, expected = attention_pool(scores, values)
            out = run.call(guard, case, queries, keys, values, w_q, w_k, w_v)
            output, weights = _pair(run, out, case, (expected_out.shape, expected.shape))
            weights = run.tensor(weights, case, expected.shape)
            output = run.tensor(output, case, expected_out.shape)
            if not close(weights, expected):
                _diagnose_additive(run, case, weights, expected, scores,
                                   (queries, keys, w_q, w_k, w_v))
            if not close(output, expected_out):
                run.fail("wrong-values", case, "the weights are right, the output is not; "
                         + difference(output, expected_out))
    return _check("additive_attention", learner_fn, guard.cases(cases))


def _diagnose_additive(run: _Run, case: str, weights: torch.Tensor, expected: torch.Tensor,
                       scores: torch.Tensor, inputs: tuple[torch.Tensor, ...]) -> None:
    queries, keys, w_q, w_k, w_v = inputs
    dq, dk, dh = queries.shape[-1], keys.shape[-1], w_v.shape[0]
    if close(weights, _additive_weights(queries, keys, w_q, w_k, w_v, tanh=False)):
        run.fail("additive-no-tanh", case)
    if dq == dk and close(weights, _additive_weights(queries, keys, w_k, w_q, w_v)):
        run.fail("additive-swapped-projections", case)
    if dq == dk == dh and close(weights, _additive_weights(queries, keys, w_q.T, w_k.T, w_v)):
        run.fail("weights-transposed", case)
    if any(close(weights, torch.softmax(scores / math.sqrt(d), dim=-1)) for d in (dq, dk, dh)):
        run.fail("additive-scaled", case)
    if any(close(weights, torch.softmax(scores, dim=dim)) for dim in _other_axes(scores)):
        run.fail("softmax-wrong-axis", case)
    run.fail("wrong-values", case, difference(weights, expected))


# Chapter 4: BLEU.

DIAGNOSES.update({
    "bleu-not-a-number": "Return the score as one number, a Python float.",
    "bleu-short-prediction": (
        "A prediction shorter than n has no n-gram to judge: leave that n out, as the package "
        "does (only n up to the prediction's length count). An empty prediction scores 0."
    ),
    "bleu-log-of-zero": (
        "A precision of 0 makes the logarithm fail. When any precision is 0 the score is 0; "
        "return that, or multiply the powers instead of adding logarithms."
    ),
    "bleu-unclipped": (
        "A repeated word scores more matches than the reference has copies of it. Clip each "
        "n-gram's count at its count in the reference."
    ),
    "bleu-no-brevity-penalty": (
        "Short predictions score too high: the brevity penalty is missing. Multiply by "
        "exp(min(0, 1 - len_ref / len_pred))."
    ),
    "bleu-brevity-reversed": (
        "Long predictions are penalised: the brevity penalty is the wrong way round. It punishes "
        "predictions shorter than the reference, and leaves longer ones alone."
    ),
    "bleu-brevity-uncapped": (
        "Long predictions score above 1: the brevity penalty must never exceed 1, so its "
        "exponent is capped at 0 with min(0, ...)."
    ),
    "bleu-uniform-weights": (
        "Every precision gets the same weight (as in sacreBLEU). Here p_n is weighted by 1/2**n: "
        "p_1**(1/2) * p_2**(1/4) * ..."
    ),
    "bleu-arithmetic-mean": (
        "The precisions are added up. BLEU multiplies them, each raised to its weight 1/2**n."
    ),
    "bleu-weight-off-by-one": (
        "The weights are shifted by one: with n counting from 1, unigrams get the weight 1/2 and "
        "bigrams 1/4."
    ),
    "bleu-precision-denominator": (
        "p_n divides the matches by the number of the prediction's n-grams, which is its length "
        "minus n - 1, not its length."
    ),
    "bleu-recall": (
        "The matches are divided by the reference's n-grams: that is recall. BLEU uses "
        "precision: divide by the prediction's n-grams."
    ),
    "bleu-missing-last-ngram": (
        "The last n-gram of a sentence is left out: a sentence of L tokens has L - n + 1 "
        "n-grams."
    ),
})


def _bleu_like(prediction: str, reference: str, k: int, *, clip: bool = True,
               brevity: str = "min", weights: str = "halving", combine: str = "product",
               denominator: str = "prediction", last: bool = True) -> float | None:
    """BLEU and its usual slips (each keyword names one); ``None`` where a slip divides by 0."""
    from collections import Counter

    pred, ref = prediction.split(), reference.split()
    if not pred:
        return 0.0

    def grams(tokens: list[str], n: int) -> Counter[tuple[str, ...]]:
        stop = len(tokens) - n + (1 if last else 0)
        return Counter(tuple(tokens[i:i + n]) for i in range(max(stop, 0)))

    precisions = []
    for n in range(1, k + 1):
        predicted, referred = grams(pred, n), grams(ref, n)
        if not predicted:
            continue
        hits = (sum((predicted & referred).values()) if clip
                else sum(count for gram, count in predicted.items() if gram in referred))
        total = {"prediction": sum(predicted.values()), "length": len(pred),
                 "reference": sum(referred.values())}[denominator]
        if total == 0:
            return None
        precisions.append((n, hits / total))
    if not precisions:
        return None
    ratio = {"min": min(0.0, 1 - len(ref) / len(pred)), "none": 0.0,
             "reversed": min(0.0, 1 - len(pred) / len(ref)) if ref else 0.0,
             "uncapped": 1 - len(ref) / len(pred)}[brevity]
    weight = {"halving": lambda n: 0.5**n, "uniform": lambda n: 1 / len(precisions),
              "uniform-k": lambda n: 1 / k, "shifted": lambda n: 0.5 ** (n - 1)}[weights]
    if combine == "mean":
        return math.exp(ratio) * sum(p for _, p in precisions) / len(precisions)
    if combine == "weighted-sum":
        return math.exp(ratio) * sum(weight(n) * p for n, p in precisions)
    return math.exp(ratio) * math.prod(p ** weight(n) for n, p in precisions)


_BLEU_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("bleu-unclipped", {"clip": False}),
    ("bleu-no-brevity-penalty", {"brevity": "none"}),  # before "reversed": on a short
    ("bleu-brevity-reversed", {"brevity": "reversed"}),  # prediction the two agree
    ("bleu-brevity-uncapped", {"brevity": "uncapped"}),
    ("bleu-uniform-weights", {"weights": "uniform"}),
    ("bleu-uniform-weights", {"weights": "uniform-k"}),
    ("bleu-weight-off-by-one", {"weights": "shifted"}),
    ("bleu-arithmetic-mean", {"combine": "mean"}),
    ("bleu-arithmetic-mean", {"combine": "weighted-sum"}),
    ("bleu-precision-denominator", {"denominator": "length"}),
    ("bleu-recall", {"denominator": "reference"}),
    ("bleu-missing-last-ngram", {"last": False}),
)


def _bleu_cases() -> list[tuple[str, str, int]]:
    """(prediction, reference, k), ordered so that each slip shows first where it alone differs."""
    return [
        ("il est calme .", "il est calme .", 2),
        ("il est mouillé .", "il est calme .", 2),
        ("je suis très très fatigué ce soir", "je suis fatigué", 2),
        ("le le chat", "le chat dort", 2),
        ("il est", "il est calme .", 2),
        ("le chat est sur le tapis rouge", "le chat est sur le tapis", 4),
        ("non non merci non", "non merci non", 3),
        ("va", "va !", 2),
        ("nous partons demain", "il pleut", 2),
        ("", "il est calme .", 2),
        ("je suis chez moi .", "je suis chez moi .", 4),
    ]


def check_bleu(learner_fn: Callable[..., float]) -> CheckResult:
    """Chapter 4: ``fn(prediction, reference, k=2) -> float``, BLEU as :func:`attnviz.bleu`.

    ``prediction`` and ``reference`` are strings of space-separated tokens; ``k`` (passed by
    keyword) is the longest n-gram. The score is ``exp(min(0, 1 - len_ref / len_pred))`` times
    ``p_n ** (1 / 2**n)`` for ``n = 1 .. min(k, len_pred)``, with clipped precisions ``p_n``;
    an empty prediction scores 0.

    Diagnoses: ``bleu-not-a-number``, ``bleu-short-prediction``, ``bleu-log-of-zero``,
    ``bleu-unclipped``, ``bleu-brevity-reversed``, ``bleu-brevity-uncapped``,
    ``bleu-no-brevity-penalty``, ``bleu-uniform-weights``, ``bleu-weight-off-by-one``,
    ``bleu-arithmetic-mean``, ``bleu-precision-denominator``, ``bleu-recall``,
    ``bleu-missing-last-ngram`` and the shared ones.
    """
    guard = _Guard("bleu", learner_fn)
    from attnviz.training.bleu import bleu

    def cases(run: _Run) -> None:
        for prediction, reference, k in _bleu_cases():
            case = f"prediction {prediction!r}, reference {reference!r}, k={k}"
            expected = bleu(prediction, reference, k=k)
            short = len(prediction.split()) < k
            try:
                out = run.call(guard, case, prediction, reference, k=k)
            except _Failure as failure:
                if failure.diagnosis == "raised":
                    if short and failure.detail.startswith("ZeroDivisionError"):
                        run.fail("bleu-short-prediction", case, failure.detail)
                    if expected == 0 and "math domain error" in failure.detail:
                        run.fail("bleu-log-of-zero", case, failure.detail)
                raise
            score = _as_number(out)
            if score is None:
                run.fail("bleu-not-a-number", case, f"got {type(out).__name__}")
            if math.isclose(score, expected, rel_tol=1e-6, abs_tol=1e-9):
                continue
            if short and score == 0:
                run.fail("bleu-short-prediction", case)
            for diagnosis, slip in _BLEU_SLIPS:
                variant = _bleu_like(prediction, reference, k, **slip)
                if variant is not None and math.isclose(score, variant, rel_tol=1e-6,
                                                        abs_tol=1e-9):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, f"BLEU should be {expected:.4f}, got {score:.4f}")
    return _check("bleu", learner_fn, guard.cases(cases))


def _as_number(out: Any) -> float | None:
    """``out`` as a float if it is one number (a one-element tensor or a NumPy scalar counts)."""
    from numbers import Real

    if isinstance(out, torch.Tensor) and out.numel() == 1:
        return float(out.item())
    if isinstance(out, Real) and not isinstance(out, bool):
        return float(out)
    return None


# Chapter 5: multi-head attention.

DIAGNOSES.update({
    "mha-merge-order": (
        "The heads are concatenated in the wrong order. From (B, H, Tq, Dh), bring the query "
        "axis back before the heads, (B, Tq, H, Dh), and only then merge the last two axes."
    ),
    "mha-split-without-transpose": (
        "The heads are split in the wrong order: reshaping (B, T, D) straight to (B, H, T, Dh) "
        "mixes positions and features. Reshape to (B, T, H, Dh) first, then swap T and H."
    ),
    "mha-scaled-by-d-model": (
        "The scores are divided by √D, the model width. Each head works in Dh = D / H "
        "dimensions: divide by √Dh."
    ),
    "mha-no-output-projection": (
        "The output projection is missing: after concatenating the heads, multiply by w_o."
    ),
})


def _mha_like(queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor,
              weights: Sequence[torch.Tensor], num_heads: int, *, split: str = "heads",
              merge: str = "heads", scale: str = "head", project: bool = True,
              dim: int = -1) -> torch.Tensor:
    """Multi-head attention without masks and biases, and its usual slips (each keyword)."""
    w_q, w_k, w_v, w_o = weights
    batch, tq, width = queries.shape
    dh = width // num_heads

    def heads(x: torch.Tensor) -> torch.Tensor:  # (B, T, D) -> (B, H, T, Dh)
        if split == "reshape":
            return x.reshape(x.shape[0], num_heads, x.shape[1], dh)
        return x.view(x.shape[0], x.shape[1], num_heads, dh).transpose(1, 2)

    q, k, v = heads(queries @ w_q), heads(keys @ w_k), heads(values @ w_v)
    divide = {"head": math.sqrt(dh), "model": math.sqrt(width), "none": 1.0, "d": dh}[scale]
    attended = torch.softmax(q @ k.transpose(-2, -1) / divide, dim=dim) @ v  # (B, H, Tq, Dh)
    if merge == "reshape":
        merged = attended.reshape(batch, tq, width)
    elif merge == "interleave":  # (B, Tq, Dh, H): head h gets every H-th feature
        merged = attended.permute(0, 2, 3, 1).reshape(batch, tq, width)
    else:
        merged = attended.transpose(1, 2).reshape(batch, tq, width)  # (B, Tq, H, Dh) -> (B, Tq, D)
    return merged @ w_o if project else merged


_MHA_SLIPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("mha-merge-order", {"merge": "reshape"}),
    ("mha-merge-order", {"merge": "interleave"}),
    ("mha-split-without-transpose", {"split": "reshape"}),
    ("mha-split-without-transpose", {"split": "reshape", "merge": "reshape"}),
    ("mha-scaled-by-d-model", {"scale": "model"}),
    ("mha-no-output-projection", {"project": False}),
    ("attention-unscaled", {"scale": "none"}),
    ("attention-scaled-by-d", {"scale": "d"}),
    ("softmax-wrong-axis", {"dim": -2}),
    ("softmax-wrong-axis", {"dim": 1}),
)


def _mha_cases() -> list[tuple[str, tuple[torch.Tensor, ...], tuple[torch.Tensor, ...], int]]:
    """(case, (queries, keys, values), (w_q, w_k, w_v, w_o), num_heads)."""
    def weights(width: int, seed: int, dtype: torch.dtype = torch.float64
                ) -> tuple[torch.Tensor, ...]:
        return tuple(_randn(width, width, seed=seed + i, dtype=dtype) / math.sqrt(width)
                     for i in range(4))

    def inputs(b: int, tq: int, tk: int, width: int, seed: int,
               dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, ...]:
        return (_randn(b, tq, width, seed=seed, dtype=dtype),
                _randn(b, tk, width, seed=seed + 1, dtype=dtype),
                _randn(b, tk, width, seed=seed + 2, dtype=dtype))

    x = _randn(1, 5, 12, seed=110)
    return [
        ("B=2, Tq=3, Tk=4, D=8, H=2", inputs(2, 3, 4, 8, seed=100), weights(8, seed=103), 2),
        ("self-attention (queries = keys = values), B=1, T=5, D=12, H=3", (x, x, x),
         weights(12, seed=111), 3),
        ("one query, B=2, Tq=1, Tk=6, D=8, H=4", inputs(2, 1, 6, 8, seed=120),
         weights(8, seed=123), 4),
        ("one head, B=2, Tq=3, Tk=3, D=6, H=1", inputs(2, 3, 3, 6, seed=130),
         weights(6, seed=133), 1),
        ("heads of width 1, B=1, Tq=2, Tk=3, D=4, H=4", inputs(1, 2, 3, 4, seed=140),
         weights(4, seed=143), 4),
        ("float32, B=3, Tq=4, Tk=4, D=16, H=4",
         inputs(3, 4, 4, 16, seed=150, dtype=torch.float32),
         weights(16, seed=153, dtype=torch.float32), 4),
    ]


def _mha_reference(inputs: tuple[torch.Tensor, ...], weights: tuple[torch.Tensor, ...],
                   num_heads: int) -> torch.Tensor:
    """``attnviz.MultiHeadAttention`` without biases, holding copies of ``weights``."""
    from attnviz.mechanism.multihead import MultiHeadAttention

    queries = inputs[0]
    with torch.random.fork_rng(devices=[]):  # initialising the layer must not move the RNG
        layer = MultiHeadAttention(d_model=queries.shape[-1], num_heads=num_heads, bias=False)
    layer = layer.to(queries.dtype).eval()
    with torch.no_grad():
        for linear, weight in zip((layer.W_q, layer.W_k, layer.W_v, layer.W_o), weights,
                                  strict=True):
            linear.weight.copy_(weight.T)  # nn.Linear stores (out, in)
        return layer(*inputs)


def check_multihead_attention(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 5: ``fn(queries, keys, values, w_q, w_k, w_v, w_o, num_heads) -> output``.

    Multi-head scaled dot-product attention without masks or biases, compared with
    :class:`attnviz.MultiHeadAttention` holding the same weights: queries ``(B, Tq, D)``, keys
    and values ``(B, Tk, D)``, four ``(D, D)`` weights applied from the right (``queries @ w_q``),
    ``num_heads = H`` (passed by keyword) dividing ``D``; head ``h`` uses features
    ``h·Dh .. (h+1)·Dh - 1`` of each projection, ``Dh = D / H``; output ``(B, Tq, D)``.

    Diagnoses: ``mha-merge-order``, ``mha-split-without-transpose``, ``mha-scaled-by-d-model``,
    ``mha-no-output-projection``, ``weights-transposed``, ``attention-unscaled``,
    ``attention-scaled-by-d``, ``softmax-wrong-axis`` and the shared ones.
    """
    guard = _Guard("multihead_attention", learner_fn)
    def cases(run: _Run) -> None:
        for case, inputs, weights, num_heads in _mha_cases():
            expected = _mha_reference(inputs, weights, num_heads)
            out = _call_with_keywords(run, guard, case, *inputs, *weights,
                                      num_heads=num_heads)
            out = run.tensor(out, case, expected.shape)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("wrong-values", case, "the output holds NaN or inf")
            for diagnosis, slip in _MHA_SLIPS:
                if close(out, _mha_like(*inputs, weights, num_heads, **slip)):
                    run.fail(diagnosis, case)
            transposed = [w.T for w in weights]
            if (close(out, _mha_like(*inputs, transposed, num_heads))
                    or close(out, _mha_like(*inputs, [*transposed[:3], weights[3]], num_heads))):
                run.fail("weights-transposed", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("multihead_attention", learner_fn, guard.cases(cases))

# (end of chapters 1-5)


# ---------------------------------------------------------------------------------------------
# Chapters 6-8
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # sinusoidal encoding (chapter 6)
    "sinusoidal-transposed": (
        "The table is on its side: one row per position and one column per feature, "
        "(num_positions, d_model)."
    ),
    "sinusoidal-sin-cos-swapped": (
        "Sine and cosine are the wrong way round: the even columns (0, 2, 4, ...) hold the "
        "sines, the odd columns the cosines."
    ),
    "sinusoidal-frequency-exponent": (
        "The frequencies are off. Both columns of pair j (columns 2j and 2j + 1) turn at the "
        "same frequency; compare your exponent with the formula in the exercise."
    ),
    "sinusoidal-halves": (
        "Sines and cosines sit in two halves of the table; they should alternate, column by "
        "column (sin, cos, sin, cos, ...)."
    ),
    "sinusoidal-positions-from-one": (
        "Every row is shifted by one position: positions start at 0, so row 0 is "
        "sin(0) = 0, cos(0) = 1, ..."
    ),
    "sinusoidal-odd-width": (
        "An odd width goes wrong. With d_model odd the last pair has only its sine column: "
        "drop the cosine that has no room."
    ),
    # causal mask (chapter 6)
    "causal-mask-additive": (
        "This is an additive mask (0 and -inf). Return the boolean mask instead: True where a "
        "query may attend."
    ),
    "causal-mask-not-bool": (
        "Return a boolean tensor (dtype torch.bool), True where a query may attend; masks of "
        "another dtype mean something else to PyTorch."
    ),
    "causal-mask-flipped": (
        "True and False are swapped: in this book a mask says where a query *may* attend, so "
        "the past and the present are True and the future is False."
    ),
    "causal-mask-transposed": (
        "The mask is the wrong way round: rows are queries, columns are keys, and each query "
        "sees the keys up to its own position (a lower triangle)."
    ),
    "causal-mask-hides-diagonal": (
        "Each query is hidden from its own position. A token may attend to itself: the diagonal "
        "is True."
    ),
    "causal-mask-sees-future": (
        "Each query sees one key too many, the next position. Only keys up to the query's own "
        "position are allowed."
    ),
    "causal-mask-top-left": (
        "With fewer queries than keys, the queries are the *last* positions (new tokens after "
        "a cache of earlier ones), so a single query sees every key. Align the triangle to the "
        "bottom right."
    ),
    # layer norm (chapter 7)
    "layer-norm-unbiased": (
        "The variance divides by D - 1 (torch.var's and torch.std's default). Layer norm "
        "divides by D: pass unbiased=False (or correction=0)."
    ),
    "layer-norm-eps-outside-sqrt": (
        "eps is added after the square root. It belongs inside, to the variance: "
        "sqrt(variance + eps)."
    ),
    "layer-norm-eps-missing": (
        "Rows with (nearly) equal entries go wrong: their variance is about 0 and dividing by "
        "its square root blows up. That is what eps is for."
    ),
    "layer-norm-eps-ignored": (
        "Changing eps changes nothing: use the eps argument you are given, not a number of "
        "your own."
    ),
    "layer-norm-wrong-axis": (
        "The mean and variance are taken over the wrong axis. Each token is normalised on its "
        "own, over its D features: the last axis, with keepdim=True."
    ),
    "layer-norm-affine-ignored": (
        "The output is normalised but not scaled and shifted: multiply by gamma and add beta, "
        "feature by feature."
    ),
    "layer-norm-gamma-beta-swapped": (
        "gamma and beta are swapped: gamma is the scale (it multiplies), beta the shift "
        "(it is added)."
    ),
    # encoder block (chapter 7)
    "encoder-block-pre-post-swapped": (
        "This is the other placement of the layer norms. Post-norm normalises after the "
        "residual addition, pre-norm normalises the sublayer's input and leaves the residual "
        "path alone; norm_first says which one the block uses."
    ),
    "encoder-block-padding-ignored": (
        "Padding is attended to: pass valid_lens to the attention, so that each sentence "
        "ignores its padding keys."
    ),
    "encoder-block-missing-residual": (
        "A residual connection is missing: each sublayer's output is added to the input it "
        "started from (x + ...), before or after the norm as the placement says."
    ),
    "encoder-block-norms-swapped": (
        "The two layer norms are swapped: residual1.norm goes with the attention, "
        "residual2.norm with the feed-forward network."
    ),
    "encoder-block-norm-reused": (
        "One layer norm is used twice. Each sublayer has its own: residual1.norm for the "
        "attention, residual2.norm for the feed-forward network."
    ),
    "encoder-block-sublayer-order": (
        "The sublayers run in the wrong order: attention first (it mixes the positions), then "
        "the feed-forward network."
    ),
    # patchify (chapter 8)
    "patchify-patches-as-columns": (
        "The patches are columns; return one row per patch, (B, N, C·P·P)."
    ),
    "patchify-loop": (
        "The work grows with the number of patches: a loop. Cut all the patches at once: one "
        "reshape that gives the patch grid and the pixels of a patch their own axes, one "
        "permute, one reshape."
    ),
    "patchify-column-major": (
        "The patches come column by column. Number them row by row, like reading: left to "
        "right along the top row of patches, then the next row."
    ),
    "patchify-no-permute": (
        "The pixels of different patches are mixed: a reshape alone keeps the image's row "
        "order, so each 'patch' is a run of pixels along image rows. Give the patch grid and "
        "the pixels inside a patch axes of their own, and reorder them before flattening."
    ),
    "patchify-channel-last": (
        "Inside a patch the pixels are flattened channel last. Flatten channel first, then "
        "row, then column, the order of a Conv2d weight's last three axes."
    ),
    "patchify-split-order": (
        "Each patch gathers pixels from all over the image, S / P apart. When you split a side "
        "of length S into two axes, the patch's index comes first: (S / P, P), not (P, S / P)."
    ),
    "patchify-patch-transposed": (
        "Each patch is flattened column by column. Inside a patch, go row by row: "
        "channel, then row, then column."
    ),
})


# sinusoidal encoding (chapter 6)

def _sinusoidal_variant(num_positions: int, d_model: int, *, swap: bool = False,
                        exponent: str = "2j", halves: bool = False,
                        first: int = 0) -> torch.Tensor:
    """The encoding table with one of the known mistakes (or none): ``(T, D)``, float64.

    ``exponent`` is what column ``i`` of pair ``j`` divides by ``D`` in the frequency's
    exponent: ``"2j"`` (right), ``"i"`` or ``"j"``.
    """
    positions = torch.arange(first, first + num_positions, dtype=torch.float64)[:, None]  # (T, 1)
    columns = torch.arange(d_model, dtype=torch.float64)  # (D,)
    if halves:  # ceil(D / 2) sines of the pair frequencies, then floor(D / 2) cosines
        angles = positions / 10000.0 ** (columns[0::2] / d_model)  # (T, ceil(D / 2))
        sines, cosines = angles.sin(), angles[:, : d_model // 2].cos()
        return torch.cat([cosines, sines] if swap else [sines, cosines], dim=1)[:, :d_model]
    pair = columns // 2  # (D,): j
    numerator = {"2j": 2 * pair, "i": columns, "j": pair}[exponent]  # (D,)
    angles = positions / 10000.0 ** (numerator / d_model)  # (T, D)
    even = columns.long() % 2 == 0
    return torch.where(even != swap, angles.sin(), angles.cos())


def check_sinusoidal_encoding(learner_fn: Callable[[int, int], torch.Tensor]) -> CheckResult:
    """Chapter 6: ``sinusoidal_encoding(num_positions, d_model)``, the ``(T, D)`` table.

    Compared with :func:`attnviz.sinusoidal_encoding`, odd widths included. Diagnoses:
    ``sinusoidal-transposed``, ``-sin-cos-swapped``, ``-frequency-exponent``, ``-halves``,
    ``-positions-from-one``, ``-odd-width``, and the shared ones.
    """
    guard = _Guard("sinusoidal_encoding", learner_fn)
    from attnviz.mechanism.positional import sinusoidal_encoding

    mistakes = (
        ("sinusoidal-sin-cos-swapped", {"swap": True}),
        ("sinusoidal-frequency-exponent", {"exponent": "i"}),
        ("sinusoidal-frequency-exponent", {"exponent": "j"}),
        ("sinusoidal-halves", {"halves": True}),
        ("sinusoidal-halves", {"halves": True, "swap": True}),
        ("sinusoidal-positions-from-one", {"first": 1}),
    )

    def cases(run: _Run) -> None:
        # even widths first, so that a mistake in the odd-width case is about odd widths
        for num_positions, d_model in ((6, 8), (1, 4), (20, 16), (40, 6), (5, 7), (4, 3),
                                       (3, 1)):
            case = f"num_positions={num_positions}, d_model={d_model}"
            odd = d_model % 2 == 1
            try:
                out = run.call(guard, case, num_positions, d_model)
            except _Failure as failure:
                if odd and failure.diagnosis == "raised":
                    run.fail("sinusoidal-odd-width", case, failure.detail)
                raise
            if isinstance(out, torch.Tensor) and tuple(out.shape) == (d_model, num_positions):
                run.fail("sinusoidal-transposed", case,
                         f"expected shape {(num_positions, d_model)}, got {tuple(out.shape)}")
            if (odd and isinstance(out, torch.Tensor)
                    and tuple(out.shape) != (num_positions, d_model)):
                run.fail("sinusoidal-odd-width", case,
                         f"expected shape {(num_positions, d_model)}, got {tuple(out.shape)}")
            out = run.tensor(out, case, (num_positions, d_model))
            expected = sinusoidal_encoding(num_positions, d_model, dtype=torch.float64)
            if close(out, expected):
                continue
            for diagnosis, mistake in mistakes:
                if close(out, _sinusoidal_variant(num_positions, d_model, **mistake)):
                    run.fail(diagnosis, case)
            if odd and close(out[:, :-1], expected[:, :-1]):
                run.fail("sinusoidal-odd-width", case, "only the last column differs")
            run.fail("wrong-values", case, difference(out, expected))
    return _check("sinusoidal_encoding", learner_fn, guard.cases(cases))


# causal mask (chapter 6)

def _lower_triangle(num_queries: int, num_keys: int, diagonal: int) -> torch.Tensor:
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(diagonal)


def check_causal_mask(learner_fn: Callable[[int, int], torch.Tensor]) -> CheckResult:
    """Chapter 6: ``causal_mask(num_queries, num_keys)``, a boolean "may attend" ``(Tq, Tk)``.

    Compared with :func:`attnviz.causal_mask` (aligned to the bottom right: the queries are the
    last ``Tq`` of the ``Tk`` positions). Diagnoses: ``causal-mask-additive``, ``-not-bool``,
    ``-flipped``, ``-transposed``, ``-hides-diagonal``, ``-sees-future``, ``-top-left``, and
    the shared ones.
    """
    guard = _Guard("causal_mask", learner_fn)
    from attnviz.mechanism.masks import causal_mask

    def cases(run: _Run) -> None:
        # square masks first: the alignment only shows when there are fewer queries than keys
        for num_queries, num_keys in ((4, 4), (1, 1), (6, 6), (2, 5), (1, 4), (3, 7), (4, 5)):
            case = f"num_queries={num_queries}, num_keys={num_keys}"
            out = run.call(guard, case, num_queries, num_keys)
            shape = (num_queries, num_keys)
            if (isinstance(out, torch.Tensor) and num_queries != num_keys
                    and tuple(out.shape) == (num_keys, num_queries)):
                run.fail("causal-mask-transposed", case,
                         f"expected shape {shape} (queries, keys), got {tuple(out.shape)}")
            out = run.tensor(out, case, shape)
            expected = causal_mask(num_queries, num_keys)
            if out.dtype != torch.bool:
                values = out.detach().cpu()
                if (values.is_floating_point() and bool(((values == 0) == expected).all())
                        and bool((values[~expected] < 0).all())):
                    run.fail("causal-mask-additive", case)
                run.fail("causal-mask-not-bool", case, f"got dtype {out.dtype}")
            out = out.detach().cpu()
            if torch.equal(out, expected):
                continue
            shift = num_keys - num_queries  # query i sees keys 0 .. i + shift
            for diagnosis, wrong in (
                ("causal-mask-flipped", ~expected),
                ("causal-mask-transposed", expected.T),
                ("causal-mask-hides-diagonal", _lower_triangle(*shape, shift - 1)),
                ("causal-mask-sees-future", _lower_triangle(*shape, shift + 1)),
                ("causal-mask-top-left", _lower_triangle(*shape, 0)),
            ):
                if wrong.shape == out.shape and torch.equal(out, wrong):
                    run.fail(diagnosis, case)
            wrong_entries = int((out != expected).sum())
            run.fail("wrong-values", case, f"{wrong_entries} of {out.numel()} entries differ "
                                           f"from the reference")
    return _check("causal_mask", learner_fn, guard.cases(cases))


# layer norm (chapter 7)

def _layer_norm_variant(x: torch.Tensor, gamma: torch.Tensor, beta: torch.Tensor, eps: float, *,
                        dims: tuple[int, ...] = (-1,), unbiased: bool = False,
                        eps_outside: bool = False, affine: str = "gamma, beta") -> torch.Tensor:
    """Layer norm with one of the known mistakes (or none)."""
    mean = x.mean(dim=dims, keepdim=True)
    var = x.var(dim=dims, correction=int(unbiased), keepdim=True)
    normed = (x - mean) / (var.sqrt() + eps if eps_outside else (var + eps).sqrt())
    return {"gamma, beta": gamma * normed + beta, "beta, gamma": beta * normed + gamma,
            "": normed, "gamma": gamma * normed, "beta": normed + beta}[affine]


def check_layer_norm(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 7: ``layer_norm(x, gamma, beta, eps=1e-5)`` over the last axis of ``(..., D)``.

    Compared with :func:`torch.nn.functional.layer_norm`. Diagnoses: ``layer-norm-unbiased``,
    ``-eps-outside-sqrt``, ``-eps-missing``, ``-eps-ignored``, ``-wrong-axis``,
    ``-affine-ignored``, ``-gamma-beta-swapped``, and the shared ones.
    """
    guard = _Guard("layer_norm", learner_fn)
    def affine(width: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
        return 1.0 + 0.5 * _randn(width, seed=seed), 0.5 * _randn(width, seed=seed + 100)

    constant_rows = _randn(3, 5, seed=14)
    constant_rows[1] = 3.0  # a token whose features are all equal: variance 0
    examples = (  # (case, x, eps or None for the default)
        ("x of shape (2, 3, 4)", 1.0 + 2.0 * _randn(2, 3, 4, seed=10), None),
        ("x of shape (5, 6)", _randn(5, 6, seed=11), None),
        ("one token, x of shape (8,)", _randn(8, seed=12), None),
        ("tiny values, x = 0.001 * randn(3, 5)", 1e-3 * _randn(3, 5, seed=13), None),
        ("row 1 of x all equal to 3", constant_rows, None),
        ("x of shape (2, 3, 4), eps=0.1", _randn(2, 3, 4, seed=15), 0.1),
    )

    def cases(run: _Run) -> None:
        for seed, (case, x, eps) in enumerate(examples):
            gamma, beta = affine(x.shape[-1], seed)
            kwargs = {} if eps is None else {"eps": eps}
            out = run.tensor(run.call(guard, case, x, gamma, beta, **kwargs), case,
                             x.shape)
            eps = 1e-5 if eps is None else eps
            expected = torch.nn.functional.layer_norm(x, x.shape[-1:], gamma, beta, eps)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("layer-norm-eps-missing", case, "the output has NaN or inf")
            mistakes = [
                ("layer-norm-unbiased", {"unbiased": True}),
                ("layer-norm-unbiased", {"unbiased": True, "eps_outside": True}),
                ("layer-norm-eps-outside-sqrt", {"eps_outside": True}),
            ]
            if eps != 1e-5:
                mistakes.append(("layer-norm-eps-ignored", {"eps": 1e-5}))
            mistakes.append(("layer-norm-eps-missing", {"eps": 0.0}))
            axes = [(0,), (-2,), tuple(range(x.dim()))] if x.dim() > 1 else []
            mistakes += [("layer-norm-wrong-axis", {"dims": dims}) for dims in axes]
            mistakes += [("layer-norm-affine-ignored", {"affine": which})
                         for which in ("", "gamma", "beta")]
            mistakes.append(("layer-norm-gamma-beta-swapped", {"affine": "beta, gamma"}))
            for diagnosis, mistake in mistakes:
                arguments = {"eps": eps, **mistake}
                if close(out, _layer_norm_variant(x, gamma, beta, **arguments)):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("layer_norm", learner_fn, guard.cases(cases))


# encoder block (chapter 7)

def _encoder_block_variant(x: torch.Tensor, block: torch.nn.Module, *, norm_first: bool,
                           valid_lens: torch.Tensor | None, residuals: tuple[bool, bool] = (
                               True, True), norms: tuple[int, int] = (1, 2),
                           ffn_first: bool = False) -> torch.Tensor:
    """An encoder block's forward pass with one of the known mistakes (or none)."""
    def attend(h: torch.Tensor) -> torch.Tensor:
        return block.attention(h, h, h, valid_lens=valid_lens)

    sublayers = [block.ffn, attend] if ffn_first else [attend, block.ffn]
    norm_of = {1: block.residual1.norm, 2: block.residual2.norm}
    for sublayer, norm, residual in zip(sublayers, norms, residuals, strict=True):
        skip = x if residual else 0.0
        if norm_first:  # x + f(norm(x))
            x = skip + sublayer(norm_of[norm](x))
        else:  # norm(x + f(x))
            x = norm_of[norm](skip + sublayer(x))
    return x


def _encoder_test_block(norm_first: bool, seed: int) -> torch.nn.Module:
    """A small float64 encoder block in evaluation mode whose every parameter is random."""
    from attnviz.models.transformer import TransformerEncoderBlock

    with torch.random.fork_rng(devices=[]):  # leave the caller's random numbers alone
        block = TransformerEncoderBlock(d_model=8, num_heads=2, ffn_dim=16, dropout=0.0,
                                        norm_first=norm_first)
    block = block.double().eval()
    generator = _generator(seed)
    with torch.no_grad():
        for name, parameter in block.named_parameters():
            noise = torch.randn(parameter.shape, generator=generator, dtype=torch.float64)
            is_norm_weight = ".norm." in f".{name}" and name.endswith("weight")
            parameter.copy_(1.0 + 0.3 * noise if is_norm_weight else 0.5 * noise)
    return block


def check_encoder_block(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 7: ``encoder_block(x, block, valid_lens=None, norm_first=False)``.

    The learner writes the forward pass of ``block``, an :class:`attnviz.TransformerEncoderBlock`
    in evaluation mode, from its submodules ``block.attention``, ``block.ffn``,
    ``block.residual1.norm`` and ``block.residual2.norm``: post-norm, or pre-norm when
    ``norm_first`` is true (the block was built with the same ``norm_first``). ``x`` is
    ``(B, T, D)``, ``valid_lens`` ``(B,)`` or ``None``; the result ``(B, T, D)`` is compared
    with ``block(x, valid_lens=valid_lens)``. Diagnoses: ``encoder-block-pre-post-swapped``,
    ``-padding-ignored``, ``-missing-residual``, ``-norms-swapped``, ``-norm-reused``,
    ``-sublayer-order``, and the shared ones.
    """
    guard = _Guard("encoder_block", learner_fn)
    examples = (  # (norm_first, B, T, valid_lens)
        (False, 2, 4, None),
        (False, 2, 5, [2, 5]),
        (True, 2, 4, None),
        (True, 3, 5, [5, 1, 3]),
        (False, 1, 1, None),
        (True, 1, 6, [4]),
    )

    def cases(run: _Run) -> None:
        for seed, (norm_first, batch, steps, lengths) in enumerate(examples):
            placement = "pre-norm" if norm_first else "post-norm"
            valid_lens = None if lengths is None else torch.tensor(lengths)
            case = (f"{placement} block, x of shape {(batch, steps, 8)}, "
                    f"valid_lens={lengths}")
            block = _encoder_test_block(norm_first, seed)
            x = _randn(batch, steps, 8, seed=20 + seed)
            with torch.no_grad():
                expected = block(x, valid_lens=valid_lens)
                out = run.tensor(run.call(guard, case, x, block, valid_lens=valid_lens,
                                          norm_first=norm_first), case, x.shape)
                if close(out, expected):
                    continue
                mistakes: list[tuple[str, dict[str, Any]]] = [
                    ("encoder-block-pre-post-swapped", {"norm_first": not norm_first}),
                ]
                if valid_lens is not None:
                    mistakes.append(("encoder-block-padding-ignored", {"valid_lens": None}))
                mistakes += [("encoder-block-missing-residual", {"residuals": kept})
                             for kept in ((False, True), (True, False), (False, False))]
                mistakes.append(("encoder-block-norms-swapped", {"norms": (2, 1)}))
                mistakes += [("encoder-block-norm-reused", {"norms": norms})
                             for norms in ((1, 1), (2, 2))]
                mistakes.append(("encoder-block-sublayer-order", {"ffn_first": True}))
                for diagnosis, mistake in mistakes:
                    arguments = {"norm_first": norm_first, "valid_lens": valid_lens, **mistake}
                    if close(out, _encoder_block_variant(x, block, **arguments)):
                        run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("encoder_block", learner_fn, guard.cases(cases))


# patchify (chapter 8)

def _patchify_variant(images: torch.Tensor, patch_size: int, order: tuple[int, ...]
                      ) -> torch.Tensor:
    """Patches whose axes are put in ``order`` (of ``(B, C, rows, P, cols, P)``)."""
    batch, channels, height, width = images.shape
    rows, cols = height // patch_size, width // patch_size
    grid = images.reshape(batch, channels, rows, patch_size, cols, patch_size)
    return grid.permute(order).reshape(batch, rows * cols, channels * patch_size ** 2)


def check_patchify(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 8: ``patchify(images, patch_size)``: ``(B, C, S, S)`` -> ``(B, N, C·P·P)``.

    Compared with :func:`attnviz.patchify` (patches row by row, each flattened channel, row,
    column). Unfolds, pixel shuffles, convolutions and the package's own patchify
    (:data:`FORBIDDEN`) are refused, and a function whose number of PyTorch operations grows
    with the number of patches (a loop) fails with ``patchify-loop``. Diagnoses:
    ``patchify-patches-as-columns``, ``-column-major``, ``-no-permute``, ``-channel-last``,
    ``-patch-transposed``, ``-split-order``, ``-loop``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("patchify", learner_fn)
    from attnviz.models.vit import patchify

    examples = (  # (B, C, S, P); the last two differ only in the number of patches, 4 and 64
        (1, 2, 4, 2), (2, 3, 6, 3), (2, 1, 8, 4), (1, 3, 4, 1), (2, 2, 6, 6), (3, 3, 8, 2),
        (2, 3, 8, 4), (2, 3, 8, 1),
    )
    counts: list[int] = []  # operators run on the last two examples

    def cases(run: _Run) -> None:
        for seed, (batch, channels, size, patch_size) in enumerate(examples):
            case = (f"images of shape {(batch, channels, size, size)}, "
                    f"patch_size={patch_size}")
            if seed == 0:  # pixel values you can read: 0, 1, 2, ...
                images = torch.arange(batch * channels * size * size, dtype=torch.float64)
                images = images.reshape(batch, channels, size, size)
            else:
                images = _randn(batch, channels, size, size, seed=30 + seed)
            num_patches = (size // patch_size) ** 2
            width = channels * patch_size ** 2
            expected = patchify(images, patch_size)
            guard.operators = [] if seed >= len(examples) - 2 else None
            out = run.call(guard, case, images, patch_size)
            if guard.operators is not None:
                counts.append(len(guard.operators))
            if len(counts) == 2 and abs(counts[1] - counts[0]) > 3:
                run.fail("patchify-loop", case, f"with 4 patches your function ran {counts[0]} "
                         f"PyTorch operations, with 64 patches {counts[1]}")
            if isinstance(out, torch.Tensor) and out.shape == expected.transpose(1, 2).shape:
                if close(out.transpose(1, 2), expected) or num_patches != width:
                    run.fail("patchify-patches-as-columns", case,
                             f"expected shape {tuple(expected.shape)}, got "
                             f"{tuple(out.shape)}")
            out = run.tensor(out, case, expected.shape)
            if close(out, expected):
                continue
            flat = images.reshape(batch, channels, num_patches, patch_size ** 2)
            rows = size // patch_size  # each side split as (P, rows) instead of (rows, P):
            strided = images.reshape(batch, channels, patch_size, rows, patch_size, rows)
            strided = strided.permute(0, 3, 5, 1, 2, 4).reshape(batch, num_patches, width)
            for diagnosis, wrong in (
                ("patchify-patches-as-columns", expected.transpose(1, 2)),
                ("patchify-column-major", _patchify_variant(images, patch_size,
                                                            (0, 4, 2, 1, 3, 5))),
                ("patchify-no-permute", images.reshape(batch, num_patches, width)),
                ("patchify-no-permute", flat.transpose(1, 2).reshape(batch, num_patches,
                                                                     width)),
                ("patchify-channel-last", _patchify_variant(images, patch_size,
                                                            (0, 2, 4, 3, 5, 1))),
                ("patchify-patch-transposed", _patchify_variant(images, patch_size,
                                                                (0, 2, 4, 1, 5, 3))),
                ("patchify-split-order", strided),
            ):
                if close(out, wrong):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("patchify", learner_fn, guard.cases(cases))

# (end of chapters 6-8)


# ---------------------------------------------------------------------------------------------
# Chapters 9-10
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # merge (chapter 9): one byte-pair-encoding merge
    "merge-modified-input": (
        "Your function changed the list it was given. Build a new list and append to it, so "
        "the caller's ids stay as they were."
    ),
    "merge-not-a-list": "Return a new list of token ids (a Python list of ints).",
    "merge-nothing-merged": (
        "Nothing was merged although the pair occurs. Check how you compare two neighbours "
        "with the pair: in Python a list never equals a tuple ([1, 2] == (1, 2) is False)."
    ),
    "merge-dropped-last": (
        "The last token went missing. When the final token is not part of a merge, it still "
        "belongs in the output."
    ),
    "merge-no-skip": (
        "The second token of a merged pair is still there. After a merge, step past both "
        "tokens of the pair."
    ),
    "merge-either-order": (
        "The pair was merged where it occurs the other way round too. (a, b) is not (b, a): "
        "merge only where the pair's first token is followed by its second."
    ),
    "merge-overlap": (
        "Overlapping occurrences were merged twice. In a a a the pair (a, a) occurs twice, "
        "sharing the middle a, but a token can take part in one merge only: once a pair is "
        "merged, go on after it."
    ),
    "merge-right-to-left": (
        "The pairs were merged from right to left. Scan from the left, as the tokenizer does: "
        "with the pair (a, a), a a a becomes the new token followed by a."
    ),
    "merge-first-only": (
        "Only the first occurrence was merged. Every occurrence of the pair becomes the new "
        "token, all in one pass."
    ),
    # next_token_probs (chapter 9): temperature and top-k
    "sampling-zero-temperature": (
        "At temperature 0, generate always takes the most likely token: give it probability 1 "
        "and every other token 0, instead of dividing by zero."
    ),
    "sampling-wrong-axis": (
        "The probabilities sum to one down the columns. Each row is one sequence's "
        "distribution over the vocabulary: normalise over the last axis (dim=-1)."
    ),
    "sampling-top-k-not-renormalised": (
        "With top_k, the rows no longer sum to one: zeroing the tail after the softmax leaves "
        "the kept probabilities too small. Cut the tail before the softmax (a logit of -inf "
        "gets probability 0), or renormalise."
    ),
    "sampling-no-softmax": (
        "These are scaled logits, not probabilities. Finish with a softmax over the "
        "vocabulary."
    ),
    "sampling-times-temperature": (
        "The temperature works the wrong way round: a temperature above 1 must flatten the "
        "distribution, below 1 sharpen it. Divide the logits by it."
    ),
    "sampling-temperature-ignored": (
        "The temperature has no effect on your output. Scale the logits by it before the "
        "softmax."
    ),
    "sampling-top-k-ignored": (
        "top_k has no effect on your output: tokens outside the k most likely still get a "
        "probability. Keep only the k largest logits."
    ),
    "sampling-top-k-too-few": (
        "Each row keeps k - 1 tokens instead of k. The k-th largest logit itself must stay "
        "(keep the logits that are >= it)."
    ),
    "sampling-top-k-drops-ties": (
        "A logit equal to the k-th largest was dropped: topk picks exactly k of them. Keep "
        "every logit that is >= the k-th largest value, ties included."
    ),
    "sampling-top-k-too-many": (
        "Each row keeps k + 1 tokens instead of k. Check the cut-off: in values sorted from "
        "the largest, the k-th largest sits at index k - 1."
    ),
    # online_softmax_attention (chapter 10)
    "online-overflow": (
        "Some outputs are inf or NaN. Exponentiate each score minus the running maximum, "
        "never the raw score, and start the maximum at -inf (e^-inf = 0)."
    ),
    "online-no-rescale": (
        "The result goes wrong when a later tile raises the running maximum. What was summed "
        "so far was computed against the old maximum m: when it grows to m', multiply both "
        "the running sum and the running output by e^(m - m')."
    ),
    "online-dropped-tile": (
        "The keys of the last, shorter tile were left out. When tile_size does not divide "
        "the number of keys, the last tile is shorter; it must be visited too."
    ),
    "online-not-normalised": (
        "The output was never divided by the running sum. After the last tile, the "
        "running output divided by the running sum is the softmax average."
    ),
    "online-missing-scale": (
        "The scores are not scaled as in the chapter: s = q·k / √d, with d the width of "
        "the queries and keys (q.shape[-1])."
    ),
    "online-full-scores": (
        "All Tq x Tk scores were formed at once, which is what the online softmax avoids. "
        "Score one tile of keys at a time, q @ k_tile^T, and fold it into m, l and u."
    ),
    # window_mask (chapter 10)
    "window-not-bool": (
        "Return a boolean mask (dtype torch.bool), True where the query may attend. SDPA "
        "adds a float mask to the scores instead of hiding keys with it."
    ),
    "window-inverted": (
        "Your mask is True exactly where it should be False. In this book a mask says where a "
        "query may attend (as in scaled_dot_product_attention), not where it is blocked."
    ),
    "window-looks-ahead": (
        "Some queries may attend to keys after their own position. The window is causal: "
        "the query's own position and the keys just before it, never after."
    ),
    "window-upper-left": (
        "With fewer queries than keys, the queries are the last positions: query i sits at "
        "position i + Tk - Tq, as in attnviz.causal_mask."
    ),
    "window-too-wide": (
        "Each query sees one key too many. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    "window-too-narrow": (
        "Each query sees one key too few. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    # repeat_kv (chapter 10): grouped-query attention
    "gqa-tiled": (
        "The key-value heads come out in the wrong order. Consecutive query heads share one "
        "key-value head, so each head is repeated in place ([0, 0, 1, 1]), not the stack as "
        "a whole ([0, 1, 0, 1])."
    ),
    "gqa-wrong-axis": (
        "Something other than the heads was repeated. Repeat along the heads axis, dim=1 of "
        "(B, Hkv, T, Dh); the time steps and features of each head stay as they are."
    ),
    "gqa-group-size": (
        "Each key-value head was repeated num_query_heads times. It serves a group of "
        "num_query_heads // Hkv query heads: repeat it that many times."
    ),
})


# merge (chapter 9) ---------------------------------------------------------------------------

def _merge_variant(ids: list[int], pair: tuple[int, int], new_id: int, *, step: int = 2,
                   either_order: bool = False, first_only: bool = False) -> list[int]:
    """One merge left to right; the keywords reproduce known mistakes."""
    out, i, merged = [], 0, False
    while i < len(ids):
        here = tuple(ids[i:i + 2])
        if (len(here) == 2 and not (first_only and merged)
                and (here == pair or (either_order and here == pair[::-1]))):
            out.append(new_id)
            i += step
            merged = True
        else:
            out.append(ids[i])
            i += 1
    return out


def _merge_right_to_left(ids: list[int], pair: tuple[int, int], new_id: int) -> list[int]:
    flipped = _merge_variant(ids[::-1], pair[::-1], new_id)
    return flipped[::-1]


def check_merge(learner_fn: Callable[[list[int], tuple[int, int], int], list[int]]
                ) -> CheckResult:
    """Chapter 9: ``merge(ids, pair, new_id)``, one byte-pair-encoding merge.

    ``ids`` is a list of token ids; every occurrence of ``pair`` (a tuple of two ids), left to
    right and without overlaps, becomes ``new_id``, as in :class:`attnviz.BPETokenizer`. The
    result is a new list; ``ids`` is left as it was.

    Diagnoses: ``merge-modified-input``, ``merge-not-a-list``, ``merge-nothing-merged``,
    ``merge-dropped-last``, ``merge-no-skip``, ``merge-either-order``, ``merge-overlap``,
    ``merge-right-to-left``, ``merge-first-only``, and the shared ones.
    """
    guard = _Guard("merge", learner_fn)
    from attnviz.data.text import _merge  # the tokenizer's own merge

    text = list(b" the theatre")
    cases: list[tuple[list[int], tuple[int, int], int]] = [
        ([1, 2, 3], (1, 2), 256),
        ([3, 1, 2], (1, 2), 256),
        ([1, 2, 3, 1, 2, 4, 1, 2], (1, 2), 256),
        ([2, 1, 3, 1, 2, 2, 1], (1, 2), 300),
        ([5, 5, 5], (5, 5), 256),
        ([5, 5, 5, 5], (5, 5), 257),
        ([7, 5, 5, 5, 7, 5, 5], (5, 5), 258),
        ([], (1, 2), 256),
        ([1], (1, 2), 256),
        ([4, 4, 4], (1, 2), 256),
        (text, (116, 104), 256),  # " the theatre" as bytes, merging "t" + "h"
        ([256, 101, 256, 256, 101], (256, 101), 300),
    ]

    def run_cases(run: _Run) -> None:
        for ids, pair, new_id in cases:
            case = f"merge({ids}, {pair}, {new_id})"
            given = list(ids)
            out = run.call(guard, case, given, pair, new_id)
            if given != ids:
                run.fail("merge-modified-input", case, f"ids became {given}")
            if not isinstance(out, list):
                run.fail("merge-not-a-list", case, f"got {type(out).__name__}")
            expected = _merge(ids, pair, new_id)
            if out == expected:
                continue
            detail = f"expected {expected}, got {out}"
            if out == ids:
                run.fail("merge-nothing-merged", case, detail)
            if ids and out == expected[:-1]:
                run.fail("merge-dropped-last", case, detail)
            if out == _merge_variant(ids, pair, new_id, step=1):
                run.fail("merge-no-skip", case, detail)
            if out == _merge_variant(ids, pair, new_id, either_order=True):
                run.fail("merge-either-order", case, detail)
            if pair[0] == pair[1] and out.count(new_id) > expected.count(new_id):
                run.fail("merge-overlap", case, detail)
            if out == _merge_right_to_left(ids, pair, new_id):
                run.fail("merge-right-to-left", case, detail)
            if out == _merge_variant(ids, pair, new_id, first_only=True):
                run.fail("merge-first-only", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("merge", learner_fn, guard.cases(run_cases))


# next_token_probs (chapter 9) ----------------------------------------------------------------

def _next_token_probs(logits: torch.Tensor, temperature: float, top_k: int | None = None, *,
                      times: bool = False, renormalise: bool = True, dim: int = -1,
                      softmax: bool = True) -> torch.Tensor:
    """What :meth:`attnviz.GPT.generate` samples from, ``(B, V) -> (B, V)``; the keywords
    reproduce known mistakes."""
    if temperature == 0:  # generate takes the argmax
        return torch.zeros_like(logits).scatter_(-1, logits.argmax(dim=-1, keepdim=True), 1.0)
    logits = logits * temperature if times else logits / temperature
    keep = torch.ones_like(logits, dtype=torch.bool)
    if top_k is not None:  # ties with the k-th largest stay, as in generate
        keep = logits >= logits.topk(top_k, dim=-1).values[..., -1:]
    if not softmax:
        return logits.masked_fill(~keep, -math.inf)
    if renormalise:
        return logits.masked_fill(~keep, -math.inf).softmax(dim=dim)
    return logits.softmax(dim=dim).masked_fill(~keep, 0.0)


def _sampling_mistake(out: torch.Tensor, logits: torch.Tensor, temperature: float,
                      top_k: int | None) -> str:
    """The diagnosis of a wrong ``next_token_probs`` output, by the symptom it shows."""
    def variant(**mistake: Any) -> torch.Tensor:
        return _next_token_probs(logits, temperature, top_k, **mistake)

    if temperature == 0:
        return "sampling-zero-temperature"
    if not torch.isfinite(out).all():
        if close(out, variant(softmax=False)):
            return "sampling-no-softmax"
        return "softmax-overflow" if logits.abs().max() > 50 else "wrong-values"
    if close(out, variant(dim=0)) or close(out, variant(dim=0, renormalise=False)):
        return "sampling-wrong-axis"
    if top_k is not None and close(out, variant(renormalise=False)):
        return "sampling-top-k-not-renormalised"
    if close(out, variant(softmax=False)):
        return "sampling-no-softmax"
    if close(out, variant(times=True)):
        return "sampling-times-temperature"
    if temperature != 1 and close(out, _next_token_probs(logits, 1.0, top_k)):
        return "sampling-temperature-ignored"
    if top_k is not None and top_k < logits.shape[-1]:
        if close(out, _next_token_probs(logits, temperature, None)):
            return "sampling-top-k-ignored"
        kept = (out.abs() > 1e-12).sum(dim=-1)  # (B,) tokens with a probability
        expected = (variant().abs() > 1e-12).sum(dim=-1)  # (B,) more than k where ties
        if bool((kept == top_k).all()) and bool((expected > top_k).any()):
            return "sampling-top-k-drops-ties"
        if bool((kept == top_k - 1).all()):
            return "sampling-top-k-too-few"
        if bool((kept == top_k + 1).all()):
            return "sampling-top-k-too-many"
    return "wrong-values"


def check_sampling(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 9: ``next_token_probs(logits, temperature, top_k=None)``, what generate samples.

    ``logits`` ``(B, V)`` -> probabilities ``(B, V)``, each row summing to one: the softmax of
    the logits divided by ``temperature``, keeping only the ``top_k`` largest logits of each row
    if given; temperature ``0`` puts all the probability on the most likely token, as
    :meth:`attnviz.GPT.generate` does.

    Diagnoses: ``sampling-zero-temperature``, ``sampling-wrong-axis``,
    ``sampling-top-k-not-renormalised``, ``sampling-no-softmax``,
    ``sampling-times-temperature``, ``sampling-temperature-ignored``, ``sampling-top-k-ignored``,
    ``sampling-top-k-too-few``, ``sampling-top-k-drops-ties``, ``sampling-top-k-too-many``,
    ``softmax-overflow``, and the
    shared ones.
    """
    guard = _Guard("next_token_probs", learner_fn)
    cases = [
        ("", _randn(2, 6, seed=20), 1.0, None),
        ("", _randn(3, 5, seed=21), 1.0, None),
        ("", _randn(2, 7, seed=22), 0.5, None),
        ("", _randn(2, 7, seed=23), 2.0, None),
        ("", _randn(3, 8, seed=24), 1.0, 3),
        ("", _randn(2, 8, seed=25), 0.8, 5),
        ("", _randn(2, 6, seed=26), 1.0, 1),
        ("top_k=V keeps every token", _randn(2, 6, seed=27), 1.5, 6),
        ("the most likely token", _randn(3, 6, seed=28), 0.0, None),
        ("the most likely token", _randn(2, 6, seed=29), 0.0, 3),
        ("float32 logits in the hundreds", 100 * _randn(2, 50, seed=30, dtype=torch.float32),
         1.0, 10),
        # The statement promises that a logit equal to the k-th largest stays too.
        ("a tie with the k-th largest logit: both stay",
         torch.tensor([[2.0, 1.0, 0.5, 1.0, -1.0], [0.0, 3.0, 3.0, 3.0, 1.0]],
                      dtype=torch.float64), 1.0, 2),
    ]

    def run_cases(run: _Run) -> None:
        for note, logits, temperature, top_k in cases:
            keyword = "" if top_k is None else f", top_k={top_k}"
            case = f"logits {tuple(logits.shape)}, temperature={temperature}{keyword}"
            case += f" ({note})" if note else ""
            extra = {} if top_k is None else {"top_k": top_k}
            out = run.tensor(run.call(guard, case, logits, temperature, **extra), case,
                             logits.shape)
            expected = _next_token_probs(logits, temperature, top_k)
            if close(out, expected):
                continue
            detail = difference(out, expected)
            if not torch.isfinite(out).all():
                detail = "some probabilities are inf or NaN"
            run.fail(_sampling_mistake(out, logits, temperature, top_k), case, detail)
    return _check("next_token_probs", learner_fn, guard.cases(run_cases))


# online_softmax_attention (chapter 10) -------------------------------------------------------

def _online_variant(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, tile_size: int, *,
                    scale: float, rescale_sum: bool = True, rescale_out: bool = True,
                    drop_partial: bool = False, normalise: bool = True) -> torch.Tensor:
    """Online-softmax attention over key tiles, ``(..., Tq, Dv)``; the keywords reproduce
    known mistakes."""
    num_keys = k.shape[-2]
    stop = num_keys - num_keys % tile_size if drop_partial else num_keys
    m = q.new_full((*q.shape[:-1], 1), -math.inf)  # (..., Tq, 1)
    total = q.new_zeros(m.shape)
    out = q.new_zeros((*q.shape[:-1], v.shape[-1]))  # (..., Tq, Dv)
    for start in range(0, stop, tile_size):
        scores = (q @ k[..., start:start + tile_size, :].transpose(-2, -1)) * scale
        new_m = torch.maximum(m, scores.amax(dim=-1, keepdim=True))
        weights = torch.exp(scores - new_m)
        shrink = torch.exp(m - new_m)
        total = (shrink if rescale_sum else 1.0) * total + weights.sum(dim=-1, keepdim=True)
        out = (shrink if rescale_out else 1.0) * out + weights @ v[..., start:start + tile_size, :]
        m = new_m
    return out / total if normalise else out


def check_online_softmax(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 10: ``online_softmax_attention(q, k, v, tile_size)``, attention over key tiles.

    ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``v (B, H, Tk, Dv)`` -> ``(B, H, Tq, Dv)``,
    softmax attention with scores ``q·k / √Dh`` computed one tile of ``tile_size`` keys at a
    time with a running maximum, sum and output; compared with :func:`attnviz.tiled_attention`.

    Where the tiles are smaller than ``Tk``, a tensor with both a ``Tq`` and a ``Tk`` axis made
    by the learner's function (all the scores at once) fails the case with
    ``online-full-scores``; attention functions and layers (:data:`FORBIDDEN`) are refused.

    Diagnoses: ``online-overflow``, ``online-no-rescale``, ``online-dropped-tile``,
    ``online-not-normalised``, ``online-missing-scale``, ``online-full-scores``,
    ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("online_softmax_attention", learner_fn)
    from attnviz.mechanism.efficient import tiled_attention

    def qkv(batch: int, heads: int, queries: int, keys: int, width: int, value_width: int,
            seed: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return (_randn(batch, heads, queries, width, seed=seed),
                _randn(batch, heads, keys, width, seed=seed + 1),
                _randn(batch, heads, keys, value_width, seed=seed + 2))

    growing = qkv(1, 1, 3, 9, 4, 4, seed=50)  # keys that grow tile by tile: the maximum rises
    growing = (growing[0], growing[1] * torch.arange(1, 10, dtype=torch.float64)[:, None],
               growing[2])
    big = qkv(1, 2, 3, 11, 8, 4, seed=60)
    cases = [
        ("", qkv(1, 1, 3, 8, 4, 4, seed=40), 4),
        ("the last tile has 2 keys", qkv(1, 2, 4, 10, 8, 5, seed=43), 4),
        ("the scores grow from tile to tile", growing, 3),
        ("", qkv(1, 1, 2, 5, 4, 3, seed=46), 1),
        ("one tile holds every key", qkv(2, 1, 3, 5, 4, 4, seed=53), 8),
        ("", qkv(2, 3, 6, 13, 8, 6, seed=56), 5),
        ("scores in the thousands", (300 * big[0], big[1], big[2]), 4),
        ("float32", tuple(x.float() for x in qkv(1, 2, 7, 40, 16, 8, seed=63)), 16),
    ]
    # every combination of (no rescale, last tile dropped, not normalised, scaled by 1 or 1 / d)
    flaws = [(a, b, c, d) for a in (False, True) for b in (False, True) for c in (False, True)
             for d in (False, True)]

    def diagnose(out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                 tile_size: int) -> str | None:
        width = q.shape[-1]
        for no_rescale, drop, unnormalised, unscaled in flaws:
            for scale in ((1.0, 1.0 / width) if unscaled else (1.0 / math.sqrt(width),)):
                for rescale_sum, rescale_out in (((False, False), (True, False), (False, True))
                                                 if no_rescale else ((True, True),)):
                    variant = _online_variant(q, k, v, tile_size, scale=scale,
                                              rescale_sum=rescale_sum, rescale_out=rescale_out,
                                              drop_partial=drop, normalise=not unnormalised)
                    if close(out, variant, atol=1e-4, rtol=1e-3):
                        return ("online-not-normalised" if unnormalised
                                else "online-no-rescale" if no_rescale
                                else "online-dropped-tile" if drop
                                else "online-missing-scale")
        return None

    def run_cases(run: _Run) -> None:
        for note, (q, k, v), tile_size in cases:
            case = (f"q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}, "
                    f"tile_size={tile_size}")
            case += f" ({note})" if note else ""
            # watch for full scores where a (.., Tq, Tk) tensor cannot be anything else
            others = {*q.shape[:2], q.shape[-1], v.shape[-1], tile_size}
            num_queries, num_keys = q.shape[-2], k.shape[-2]
            distinct = num_queries != num_keys and not others & {num_queries, num_keys}
            guard.watch_scores = ((num_queries, num_keys) if distinct and tile_size < num_keys
                                  else None)
            out = run.tensor(run.call(guard, case, q, k, v, tile_size), case,
                             (*q.shape[:-1], v.shape[-1]))
            expected = tiled_attention(q, k, v, tile_size=tile_size)
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            if not torch.isfinite(out).all():
                run.fail("online-overflow", case, "some outputs are inf or NaN")
            diagnosis = diagnose(out.double(), q.double(), k.double(), v.double(), tile_size)
            run.fail(diagnosis or "wrong-values", case, difference(out, expected))
    return _check("online_softmax_attention", learner_fn, guard.cases(run_cases))


# window_mask (chapter 10) --------------------------------------------------------------------

def _window(num_queries: int, num_keys: int, window: int, *, offset: int | None = None
            ) -> torch.Tensor:
    """``attnviz.sliding_window_mask`` with the queries at ``offset`` (default: the last)."""
    offset = num_keys - num_queries if offset is None else offset
    distance = (torch.arange(num_queries)[:, None] + offset) - torch.arange(num_keys)
    return (distance >= 0) & (distance < window)


def _rows(mask: torch.Tensor) -> str:
    return " / ".join("".join(str(int(x)) for x in row) for row in mask.tolist())


def check_window_mask(learner_fn: Callable[[int, int, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``window_mask(num_queries, num_keys, window)``, causal local attention.

    Returns a boolean "may attend" mask ``(Tq, Tk)``: query ``i`` sits at position
    ``i + Tk - Tq`` and may attend to itself and the ``window - 1`` keys before it, as
    :func:`attnviz.sliding_window_mask`.

    Diagnoses: ``window-not-bool``, ``window-inverted``, ``window-looks-ahead``,
    ``window-upper-left``, ``window-too-wide``, ``window-too-narrow``, and the shared ones.
    """
    guard = _Guard("window_mask", learner_fn)
    from attnviz.mechanism.masks import sliding_window_mask

    cases = [(4, 4, 2), (6, 6, 3), (5, 5, 1), (3, 7, 2), (5, 5, 5), (4, 4, 9), (1, 6, 3),
             (4, 9, 4)]

    def run_cases(run: _Run) -> None:
        for num_queries, num_keys, window in cases:
            case = f"window_mask({num_queries}, {num_keys}, {window})"
            out = run.tensor(run.call(guard, case, num_queries, num_keys, window), case,
                             (num_queries, num_keys))
            expected = sliding_window_mask(num_queries, num_keys, window)
            if out.dtype != torch.bool:
                run.fail("window-not-bool", case, f"got dtype {out.dtype}")
            if torch.equal(out, expected):
                continue
            detail = f"expected rows {_rows(expected)}, got {_rows(out)}"
            if torch.equal(out, ~expected):
                run.fail("window-inverted", case, detail)
            if bool((out & ~_window(num_queries, num_keys, num_keys)).any()):
                run.fail("window-looks-ahead", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window, offset=0)):
                run.fail("window-upper-left", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window + 1)):
                run.fail("window-too-wide", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window - 1)):
                run.fail("window-too-narrow", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("window_mask", learner_fn, guard.cases(run_cases))


# repeat_kv (chapter 10) ----------------------------------------------------------------------

def check_repeat_kv(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``repeat_kv(x, num_query_heads)``, keys or values for grouped-query attention.

    ``x (B, Hkv, T, Dh)`` -> ``(B, H, T, Dh)`` with ``H = num_query_heads``: query head ``h``
    gets key-value head ``h // (H / Hkv)``, as :class:`attnviz.MultiHeadAttention` with
    ``num_kv_heads`` groups them (consecutive query heads share one key-value head).

    Diagnoses: ``gqa-tiled``, ``gqa-wrong-axis``, ``gqa-group-size``, and the shared ones.
    """
    guard = _Guard("repeat_kv", learner_fn)
    cases = [((1, 2, 3, 4), 4), ((2, 2, 5, 3), 6), ((1, 1, 4, 2), 4), ((2, 4, 3, 2), 4),
             ((1, 3, 2, 2), 12), ((2, 2, 1, 8), 8)]

    def source_heads(out: torch.Tensor, x: torch.Tensor) -> list[int | None]:
        """For each head of ``out``, the head of ``x`` it copies (``None``: none)."""
        return [next((g for g in range(x.shape[1]) if torch.equal(out[:, h], x[:, g])), None)
                for h in range(out.shape[1])]

    def run_cases(run: _Run) -> None:
        for seed, (shape, num_query_heads) in enumerate(cases, start=70):
            x = _randn(*shape, seed=seed)
            batch, kv_heads, steps, width = shape
            group = num_query_heads // kv_heads
            case = f"x {shape}, num_query_heads={num_query_heads}"
            out = run.call(guard, case, x, num_query_heads)
            expected = x.repeat_interleave(group, dim=1)  # (B, H, T, Dh), head h // group
            if isinstance(out, torch.Tensor) and out.shape != expected.shape:
                got = f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
                if out.ndim == 4 and out.shape[1] == kv_heads * num_query_heads:
                    run.fail("gqa-group-size", case, got)
                if any(out.shape == x.repeat_interleave(group, dim=d).shape for d in (0, 2, 3)):
                    run.fail("gqa-wrong-axis", case, got)
            out = run.tensor(out, case, expected.shape)
            if torch.equal(out, expected):
                continue
            sources = source_heads(out, x)
            detail = (f"query heads 0 to {num_query_heads - 1} got key-value heads {sources}, "
                      f"expected {[h // group for h in range(num_query_heads)]}")
            if torch.equal(out, x.repeat(1, group, 1, 1)):
                run.fail("gqa-tiled", case, detail)
            if None in sources:
                run.fail("gqa-wrong-axis", case, difference(out, expected))
            run.fail("wrong-values", case, detail)
    return _check("repeat_kv", learner_fn, guard.cases(run_cases))


# (end of chapters 9-10)


__all__ = ["DIAGNOSES", "CheckResult",
           *sorted(name for name in list(globals()) if name.startswith("check_"))]
