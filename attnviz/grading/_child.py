"""The process that runs one exercise's submitted function for the grader, and nothing else.

:mod:`attnviz.grading.sandbox` starts one such process per exercise (forked from a server that
has imported PyTorch and the package once) and calls :func:`main` there. The checker itself
never runs here: it runs in the grader, which sends each case's inputs and gets back plain data
(:mod:`attnviz.grading._wire`). Before the submitted code exists, :func:`main`

1. contains the process (:func:`attnviz.grading._contain.contain`): a session of its own (the
   grader kills its whole process group), the grader's death kills it, a memory cap
   (``RLIMIT_AS``), a cap on processor time (``RLIMIT_CPU``), files of at most 64 MiB, its own
   empty folder as working directory, ``HOME`` and ``TMPDIR``; on Linux a seccomp filter (no
   new process, thread or program, no leaving the process group, no signal but to itself, no
   tracing another process, no socket; elsewhere ``RLIMIT_NPROC``), and, where the kernel has
   Landlock, writes outside its folder, TCP connections and signals to other processes refused;
   run by root, it gives up root's capabilities;
2. makes the exercise's forbidden calls fail (:func:`_forbid`): every PyTorch operator the
   exercise refuses (by name pattern: ``*softmax*``, ``*scaled_dot_product*``, ...) gets a
   kernel that raises, registered for every dispatch key it has, through a registration no
   Python object holds; every forbidden Python function gets code that raises; both record the
   hit and the submission's line that made it;
3. starts the record (:class:`_Record`): a ``TorchDispatchMode`` that counts every ATen operator
   run while the function runs, however it was reached, and a trace of the package's and
   PyTorch's Python functions it runs; both are checked to be still in place after each call.

Then it runs the submitted module, and answers the grader's calls one by one. What it sends is
data the grader judges; what it records is the grader's to weigh (a forbidden operator or
function, the checkers' own code, a record switched off). Nothing here decides a verdict.
"""

from __future__ import annotations

import ctypes
import fnmatch
import os
import signal
import sys
import types
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from attnviz.exercises._guard import RECORD_SWITCHES  # refused for every exercise
from attnviz.grading import _wire
from attnviz.grading._contain import contain as _contain

SUBMISSION = "<submission>"  # the file name the submitted module is compiled with
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # attnviz/
_TORCH = os.path.dirname(os.path.abspath(torch.__file__))
_HERE = frozenset({os.path.abspath(__file__), os.path.abspath(_wire.__file__)})
_ROOTS = (("attnviz", _PACKAGE + os.sep), ("torch", _TORCH + os.sep))
_QUALNAMES = sys.version_info >= (3, 11)  # code objects name their class from Python 3.11
_SETTRACE, _GETTRACE, _GETFRAME = sys.settrace, sys.gettrace, sys._getframe  # bound before
# any submitted code could replace them
_LIMIT = 20_000  # entries of one kind in one call's record
#: The dispatch keys a refused operator's kernel is registered for, where it has a kernel.
_KEYS = ("CPU", "SparseCPU", "SparseCsrCPU", "QuantizedCPU", "NestedTensorCPU", "MkldnnCPU",
         "CUDA", "SparseCUDA", "NestedTensorCUDA", "MPS", "CompositeImplicitAutograd",
         "CompositeExplicitAutograd", "CompositeExplicitAutogradNonFunctional")


def _fingerprint(code: types.CodeType) -> int:
    """What a code object does, without its names, lines or file: the same for a function
    compiled again from the same text under another file name, or copied with another name."""
    consts = tuple(_fingerprint(const) if isinstance(const, types.CodeType) else const
                   for const in code.co_consts)
    return hash((code.co_code, consts, code.co_names, code.co_argcount, code.co_kwonlyargcount))


def _code_name(code: Any) -> str:
    # Python 3.10's code objects name no class: the first line tells a forward method from
    # another class's in the same file
    return code.co_qualname if _QUALNAMES else f"{code.co_name}:{code.co_firstlineno}"


def _index() -> dict[int, tuple[str, str, str]]:
    """Every code object of the package (each module compiled from its file: the ones nobody
    imported too) and every Python function of PyTorch named like an operator some exercise
    refuses (``torch._refs.softmax``, ...), by :func:`_fingerprint`, with ``(root, path, name)``
    as the trace records it. Built once, in the server the processes are forked from: a
    function run from a copy of such code (the package's file run again under another name, a
    function rebuilt from another's ``__code__``) is recorded as the original."""
    from attnviz.exercises import FORBIDDEN  # noqa: PLC0415 - the checkers register theirs

    index: dict[int, tuple[str, str, str]] = {}

    def walk(code: types.CodeType, root: str, relative: str) -> None:
        # a comprehension, a lambda or a few instructions could be anyone's (another library's
        # comprehension has the same code): only a named function of some length is known by
        # its code
        if not code.co_name.startswith("<") and len(code.co_code) >= 32:
            index.setdefault(_fingerprint(code), (root, relative, _code_name(code)))
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                walk(const, root, relative)

    for folder, _, files in sorted(os.walk(_PACKAGE)):
        for file in sorted(files):
            path = os.path.join(folder, file)
            if not file.endswith(".py") or path in _HERE:
                continue
            try:
                with open(path, encoding="utf-8") as handle:
                    code = compile(handle.read(), path, "exec")
            except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
                continue
            walk(code, "attnviz", path[len(_PACKAGE) + 1:].replace(os.sep, "/"))
    patterns = sorted({p for forbidden in FORBIDDEN.values() for p in forbidden.operators})
    for name in ("torch._refs", "torch._refs.nn.functional", "torch._decomp"):
        try:  # PyTorch's Python references: loaded here on every release, but be sure
            __import__(name)
        except ImportError:
            pass
    for name, module in list(sys.modules.items()):
        if not name.startswith("torch") or not isinstance(module, types.ModuleType):
            continue
        for value in list(vars(module).values()):
            while type(value) is types.FunctionType:
                code = value.__code__
                if (code.co_filename.startswith(_TORCH + os.sep)
                        and any(_matches(code.co_name, p) for p in patterns)):
                    walk(code, "torch", code.co_filename[len(_TORCH) + 1:].replace(os.sep, "/"))
                value = vars(value).get("__wrapped__")
    return index


class _Timeout(BaseException):
    """Raised inside the submitted function when a call's processor time runs out."""


class _Record:
    """What one call (or the submission's definitions) ran: ATen operators and their counts,
    output shapes when asked, the package's and PyTorch's Python functions, the forbidden
    calls made and the submission's line of each."""

    def __init__(self, shapes: bool = False) -> None:
        self.ops: dict[str, int] = {}
        self.shapes: set[tuple[str, tuple[int, ...]]] | None = set() if shapes else None
        self.code: dict[tuple[str, str, str], int] = {}
        self.hits: list[list[Any]] = []
        self.recording = False
        self.seen: set[types.CodeType] = set()
        self.lost: list[str] = []

    def data(self) -> dict[str, Any]:
        return {"ops": dict(list(self.ops.items())[:_LIMIT]),
                "shapes": [[name, list(shape)] for name, shape in
                           list(self.shapes or ())[:_LIMIT]],
                "code": [[*key, line] for key, line in list(self.code.items())[:_LIMIT]],
                "hits": self.hits[:100], "lost": self.lost}


#: The record now (the one in place of the last window's, see :func:`main`): a list, so that
#: what holds it (the stand-ins, the operators' mode, the trace) is bound once, never looked up.
_HOLDER: list[_Record] = [_Record()]


def _submission_line() -> int:
    """The line of the submitted module that is running now (its innermost frame), or 0."""
    frame = _GETFRAME(1)
    while frame is not None:
        if frame.f_code.co_filename == SUBMISSION:
            return frame.f_lineno or 0
        frame = frame.f_back  # type: ignore[assignment]
    return 0


def _hit(name: str) -> None:
    """Called by every refused function and operator: note ``name`` and the line."""
    _HOLDER[0].hits.append([name, _submission_line()])


# -- refusing forbidden calls ----------------------------------------------------------------

def _refusing_kernel(name: str) -> Any:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        _hit(f"PyTorch's {name} operator")
        raise RuntimeError(f"{name} may not be used in this exercise")
    return refuse


def _refuse_operators(patterns: list[str]) -> list[str]:
    """Give every ATen operator whose name matches one of ``patterns`` a raising kernel for
    each dispatch key it has one for; the registration is held by a reference no Python object
    holds, so that nothing in the process can undo it. Returns the operators' names."""
    if not patterns:
        return []
    library = torch._C._dispatch_library("IMPL", "aten", "", "", 0)
    refused = []
    for qualified in torch._C._dispatch_get_all_op_names():
        namespace, _, full = qualified.partition("::")
        base = full.split(".")[0]
        if namespace != "aten" or not any(_matches(base, p) for p in patterns):
            continue
        for key in _KEYS:
            try:
                if torch._C._dispatch_has_kernel_for_dispatch_key(qualified, key):
                    library.impl(full, key, _refusing_kernel(base))
            except RuntimeError:
                continue
        refused.append(base)
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(library))  # kept for the process's life
    del library
    return sorted(set(refused))


def _matches(name: str, pattern: str) -> bool:
    return fnmatch.fnmatchcase(name, pattern)


def _stand_in_template(*args: Any, **kwargs: Any) -> Any:
    # Runs as the code of a refused Python function, with that function's globals: only
    # builtins are safe to name. The strings "\0name" are replaced by the refused name.
    __import__("attnviz.grading._child", fromlist=["_"])._hit("\0name")
    raise RuntimeError("\0name may not be used in this exercise")


def _stand_in_code(name: str) -> types.CodeType:
    code = _stand_in_template.__code__
    consts = tuple(name if const == "\0name" else
                   f"{name} may not be used in this exercise" if const == "\0name may not be "
                   "used in this exercise" else const for const in code.co_consts)
    short = name.rpartition(".")[2]
    if sys.version_info >= (3, 11):
        return code.replace(co_consts=consts, co_name=short, co_qualname=short)
    return code.replace(co_consts=consts, co_name=short)  # pragma: no cover - Python 3.10


def _stand_in(name: str) -> Any:
    def refused(*args: Any, **kwargs: Any) -> Any:
        _hit(name)
        raise RuntimeError(f"{name} may not be used in this exercise")
    refused.__qualname__ = refused.__name__ = name.rpartition(".")[2]
    return refused


def _refuse_function(obj: Any, name: str, owner: Any, attribute: str) -> None:
    """Make ``obj`` (reached as ``owner.attribute``) raise and record ``name`` when called."""
    function = getattr(obj, "forward", None) if isinstance(obj, type) else obj
    while isinstance(function, types.MethodType):
        function = function.__func__
    if isinstance(function, types.FunctionType) and not function.__closure__:
        function.__code__ = _stand_in_code(name)  # every name it is reachable by
    elif isinstance(obj, type):
        try:
            obj.forward = _stand_in(name)  # type: ignore[attr-defined]
        except (AttributeError, TypeError):
            pass
    elif owner is not None:
        try:
            setattr(owner, attribute, _stand_in(name))
        except (AttributeError, TypeError):
            pass  # a built-in type's attribute: its operator's kernel refuses it


def _forbid(spec: dict[str, Any]) -> None:
    """Step 2 of the module's doc, for the exercise's ``spec`` (names and operators)."""
    import pkgutil

    _refuse_operators(list(spec.get("operators", ())))
    for path, name in [*spec.get("names", ()), *((path, path) for path in RECORD_SWITCHES)]:
        owner_path, _, attribute = path.rpartition(".")
        try:
            owner = pkgutil.resolve_name(owner_path)
            obj = getattr(owner, attribute)
        except (ImportError, AttributeError, ValueError):
            continue
        _refuse_function(obj, name, torch.Tensor if path.startswith("torch.Tensor.") else owner,
                         attribute)


# -- recording -------------------------------------------------------------------------------

class _Operators(TorchDispatchMode):
    """Counts every ATen operator run while a call is recorded (and its outputs' shapes, when
    the grader asks for them); notes the line of each operator the exercise refuses."""

    def __init__(self, patterns: list[str]) -> None:
        super().__init__()
        self.patterns = patterns
        self.names: dict[Any, tuple[str, bool]] = {}

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None,
                           *, _isinstance: Any = isinstance, _len: Any = len,
                           _tuple: Any = tuple, _holder: list[_Record] = _HOLDER,
                           _line: Any = _submission_line) -> Any:
        # (what it uses is bound above, so that a submission that patches builtins or this
        # module does not change it)
        record = _holder[0]
        known = self.names.get(func)
        if known is None:
            qualified = str(getattr(getattr(func, "_schema", None), "name", func))
            base = qualified.removeprefix("aten::").split(".")[0]
            known = self.names[func] = (base, any(_matches(base, p) for p in self.patterns))
        name, refused = known
        if record.recording:
            record.ops[name] = record.ops.get(name, 0) + 1
            if refused:
                record.hits.append([f"PyTorch's {name} operator", _line()])
        out = func(*args, **(kwargs or {}))
        if record.recording and record.shapes is not None and _len(record.shapes) < _LIMIT:
            for tensor in out if _isinstance(out, tuple | list) else (out,):
                if _isinstance(tensor, torch.Tensor):
                    record.shapes.add((name, _tuple(tensor.shape)))
        return out


def _make_tracer(index: dict[int, tuple[str, str, str]], own: frozenset[types.CodeType],
                 holder: list[_Record]) -> Any:
    """``sys.settrace``'s function while a call is recorded: note each Python function of the
    package or of PyTorch that runs (the first time in the call), with the submission's line.
    A function is known by what its code does (:func:`_index`) before its file's name, so a
    copy under another name is recorded as the original; the submission's own code (``own``)
    is not recorded. What it reads is bound in its closure, not looked up in this module, so
    that a submission that changes the module or ``builtins`` does not change it (the grader
    checks the closure after each call, :func:`main`); ``holder[0]`` is the record now."""
    roots, here, limit, fingerprint, size, line = _ROOTS, _HERE, _LIMIT, _fingerprint, len, \
        _submission_line

    def tracer(frame: Any, event: str, arg: Any) -> None:
        code = frame.f_code
        record = holder[0]
        if code in record.seen:
            return None
        record.seen.add(code)
        if code in own:
            return None
        known = index.get(fingerprint(code))
        if known is None:
            path = code.co_filename
            for root, folder in roots:
                if path.startswith(folder) and path not in here:
                    known = (root, path[size(folder):].replace(os.sep, "/"), _code_name(code))
                    break
        if known is not None:
            if size(record.code) < limit:
                record.code.setdefault(known, line())
            elif not record.lost:
                record.lost.append(f"ran more than {limit:,} functions of the package and "
                                   "PyTorch in one call, beyond what the grader's record of "
                                   "them holds")
        return None

    return tracer


def _warm_up() -> None:
    """Run once where this module is imported (the server the processes are forked from), so
    that no submission's first call pays for PyTorch's lazy imports, each process again: the
    first operator under a dispatch mode imports a good part of PyTorch (``torch._dynamo``);
    on PyTorch 2.5 the first reference operator (``torch._refs``) imports ``torch._dynamo``
    with its distributed, ONNX and Inductor packages, and ``torch.broadcast_shapes`` imports
    SymPy (``torch.fx.experimental.symbolic_shapes``), together seconds of processor time (the
    release this package pins imports them with ``torch`` or with the first operator)."""
    import torch._dynamo  # noqa: F401 - imported for its cost, once
    import torch.fx.experimental.symbolic_shapes  # noqa: F401
    with _Operators([]):
        _wire.decode(_wire.encode({}, [torch.ones(2, dtype=torch.float64).exp()]))


_warm_up()
_INDEX = _index()


def _codes(code: types.CodeType | None) -> frozenset[types.CodeType]:
    """``code`` and every code object compiled with it (its functions, classes, lambdas)."""
    found: set[types.CodeType] = set()
    todo = [code] if code is not None else []
    while todo:
        item = todo.pop()
        found.add(item)
        todo += [const for const in item.co_consts if isinstance(const, types.CodeType)]
    return frozenset(found)


# -- the process ----------------------------------------------------------------------------

def _start_timer(seconds: float) -> None:
    def expire(signum: int, frame: Any) -> None:
        raise _Timeout
    for number in (signal.SIGPROF, signal.SIGALRM):
        signal.signal(number, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, 6 * seconds)


def _stop_timer() -> None:
    signal.setitimer(signal.ITIMER_PROF, 0)
    signal.setitimer(signal.ITIMER_REAL, 0)


def _out_of_memory(error: BaseException) -> bool:
    text = str(error)
    return isinstance(error, MemoryError) or any(
        phrase in text for phrase in ("can't allocate memory", "Cannot allocate memory",
                                      "not enough memory", "Unable to allocate"))


def main(conn: Any, settings: dict[str, Any]) -> None:
    """The process's whole life: see the module's doc. ``settings``: ``source``, ``function``,
    ``folder``, ``memory`` (bytes), ``seconds`` (of
    processor time in all), ``call_seconds`` and ``forbidden`` (``names``: ``[path, name]``
    pairs; ``operators``: name patterns; ``learner_globals``)."""
    applied = _contain({**settings, "keep": conn.fileno()})
    spec = settings.get("forbidden") or {}
    _forbid(spec)
    operators = _Operators(list(spec.get("operators", ())))
    operators.__enter__()  # before any submitted code, for the process's life
    # what the loop below uses, bound before the submitted code can replace any of it
    send, receive, settrace, gettrace = conn.send_bytes, conn.recv_bytes, _SETTRACE, _GETTRACE
    pack, frame, decode = _wire.pack, _wire.frame, _wire.decode
    call_seconds = float(settings["call_seconds"])

    depth, top = torch._C._len_torch_dispatch_stack, torch._C._get_dispatch_stack_at
    error = None
    try:
        module = compile(settings["source"], SUBMISSION, "exec")
    except (SyntaxError, ValueError) as raised:
        module, error = None, f"{type(raised).__name__}: {raised}"[:2000]
    holder = _HOLDER
    tracer = _make_tracer(_INDEX, _codes(module), holder)
    # what the record's keepers are now; the submission could reach each of them (through
    # the interpreter's own objects) and change it, so each is checked after every call
    keepers = [(tracer, "__code__", tracer.__code__),
               *((cell, "cell_contents", cell.cell_contents) for cell in tracer.__closure__ or ()),
               (type(operators), "__torch_dispatch__", type(operators).__torch_dispatch__),
               *((_Operators.__torch_dispatch__.__kwdefaults__, name, value) for name, value
                 in (_Operators.__torch_dispatch__.__kwdefaults__ or {}).items()),
               *((sys.modules[__name__], name, globals()[name]) for name in
                 ("_hit", "_HOLDER", "_submission_line", "_GETFRAME", "_fingerprint",
                  "_code_name"))]

    def kept(owner: Any, name: str, value: Any) -> bool:
        try:
            now = owner[name] if isinstance(owner, dict) else getattr(owner, name)
        except (KeyError, AttributeError):
            return False
        return now is value

    def intact(record: _Record) -> list[str]:
        lost = []
        if depth() < 1 or top(depth() - 1) is not operators:
            lost.append("removed or covered the grader's record of the operators it runs (a "
                        "TorchDispatchMode)")
        if gettrace() is not tracer:
            lost.append("removed or replaced the grader's trace of the functions it runs "
                        "(sys.settrace)")
        if holder[0] is not record or not all(kept(*keeper) for keeper in keepers):
            lost.append("changed the grader's record of what it runs")
        return lost

    def window(record: _Record, run: Any) -> Any:
        """``run()`` with ``record`` taking note, and whether the record survived it."""
        holder[0] = record
        record.recording = True
        settrace(tracer)
        try:
            return run()
        finally:
            record.lost += intact(record)
            settrace(None)
            record.recording = False

    # the submitted module, recorded like a call; a module in sys.modules, as a notebook's
    # __main__ is, for what looks its module up (dataclasses, pickle, typing)
    module_object = types.ModuleType("submission")
    sys.modules["submission"] = module_object
    namespace: dict[str, Any] = vars(module_object)
    definitions = _Record()
    if module is not None:
        try:
            window(definitions, lambda: exec(  # noqa: S102 - what is graded, contained above
                module, namespace))
        except Exception as raised:  # noqa: BLE001 - any failure is the submission's
            error = f"{type(raised).__name__}: {raised}"[:2000]
    fn = namespace.get(settings["function"])
    for name in spec.get("learner_globals", ()):
        if callable(namespace.get(name)):
            _refuse_function(namespace[name], name, None, name)
            namespace[name] = _stand_in(name)
    send(frame({"kind": "ready", "error": error, "defined": callable(fn),
                "contained": applied}, pack(None)))
    earlier: _Record | None = definitions  # what the definitions did counts with the first call
    while True:
        header, body = decode(receive(), allow_pickle=True)
        if header.get("op") != "call":
            return
        args, kwargs = body
        record = _Record(shapes=bool(header.get("shapes")))
        if earlier is not None:
            record.hits += earlier.hits
            record.lost += earlier.lost
            record.code.update(earlier.code)
            earlier = None
        reply: dict[str, Any] = {"seq": header.get("seq"), "kind": "timed-out"}
        packed = pack([None, [], {}])

        def call(args: list[Any] = args, kwargs: dict[str, Any] = kwargs,
                 record: _Record = record, reply: dict[str, Any] = reply) -> None:
            nonlocal packed
            _start_timer(call_seconds)
            try:
                out = None
                try:
                    out = fn(*args, **kwargs)  # type: ignore[misc]
                    reply["kind"] = "returned"
                except Exception as raised:  # noqa: BLE001 - the function's error, as data
                    reply["kind"] = "memory" if _out_of_memory(raised) else "raised"
                    reply["error"] = [type(raised).__name__[:80], str(raised)[:2000]]
                record.recording = False  # reading the result back is not the function's
                packed = pack([out, args, kwargs])  # inside the trace: its code may run
            finally:
                _stop_timer()
        try:
            window(record, call)
        except _Timeout:
            reply["kind"] = "timed-out"
        except Exception as raised:  # noqa: BLE001 - a result that cannot be read back
            reply.update(kind="raised", error=[
                "TypeError", f"the result cannot be read back ({type(raised).__name__})"])
        reply["record"] = record.data()
        send(frame(reply, packed))
