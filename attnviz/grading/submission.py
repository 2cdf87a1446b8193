"""What the grader takes from a submitted notebook: one exercise's function, and what it names.

A build-it-yourself exercise asks for one function whose inputs the checker makes, so grading
it needs none of the chapter's other cells, its data or its training. For each exercise,
:func:`extract` reads the code cells up to that exercise's check cell (all code cells if it is
gone), without running any of them, and keeps:

- the last top-level definition of the function the stub names (``def softmax(...)``);
- the top-level functions and classes it calls (with their decorators), the names it reads that
  a top-level assignment binds (``EPS = 1e-9``, ``DIM, KEEP = -1, True``, ``shift = lambda s:
  ...``), the top-level ``if`` or ``try`` blocks that define them, and the imports that bind
  the names it uses (``import torch``, ``import torch.nn.functional as F``), each at its last
  definition before the check cell, followed name by name;

and writes them, in notebook order, as the source of a small module (:class:`Answer`). Any other
statement (training, a plot, a cell that replaces a checker, an assignment the function does
not read) is left out: only that module is
run, in a fresh process, by :mod:`attnviz.grading.sandbox`. IPython lines (``%pip``, ``!ls``)
are read as ``pass``. The three editions have the same shape here: the student edition (the
stub cell the learner wrote in), the solution edition (the worked solution after the stub) and
the nbgrader release (the answer cell ``<function>-code``).

:func:`worth_a_look` lists what in that module reaches for the interpreter, the files or the
grader (``import os``, ``open``, ``gc``, ``sys._getframe``, an assignment into a module, a
``getattr`` with a computed name, ...), each with its line: a note for whoever reads the code,
never a verdict (a verdict comes from what the function does when it runs, see
:mod:`attnviz.grading.sandbox`; an honest ``import os, torch`` or a helper called
``check_finite`` costs nothing). :func:`where` says where a line of the module is in the
notebook. :func:`fingerprint` names the shape of an answer's code, the same for two answers that
differ only in names, comments, docstrings and blank lines (the grader's ``--similar``).
"""

from __future__ import annotations

import ast
import re
import symtable
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from attnviz.grading.cells import python_source as _python
from attnviz.grading.cells import source as _source

__all__ = ["Answer", "extract", "fingerprint", "where", "worth_a_look"]

#: Modules a graded function has no use for: they reach the interpreter, the file system, the
#: process or the grader.
_MODULES = frozenset({
    "atexit", "builtins", "code", "codecs", "codeop", "ctypes", "faulthandler", "gc",
    "importlib", "inspect", "io", "linecache", "marshal", "mmap", "multiprocessing", "os",
    "pathlib", "pickle", "pkgutil", "resource", "runpy", "shutil", "signal", "socket",
    "subprocess", "sys", "threading", "traceback", "types", "attnviz.exercises",
    "attnviz.grading",
})
#: Built-in functions a graded function has no use for.
_BUILTINS = frozenset({"__import__", "breakpoint", "compile", "delattr", "eval", "exec",
                       "globals", "locals", "open", "setattr", "vars"})
#: Attributes that lead from any object to the interpreter's internals, the grader's record of
#: what runs, or the package's checkers.
_ATTRIBUTES = frozenset({
    "__builtins__", "__closure__", "__code__", "__globals__", "__subclasses__", "__loader__",
    "__setattr__", "__delattr__", "f_globals", "f_locals", "f_back", "gi_frame", "tb_frame",
    "_getframe", "settrace", "setprofile", "get_objects", "get_referrers", "_pop_mode",
    "_pop_torch_dispatch_stack", "_pop_torch_function_stack", "_DisableTorchDispatch",
    "DisableTorchFunction", "DisableTorchFunctionSubclass", "_dispatch_library", "_push_mode",
    "exercises", "grading", "_core", "_guard", "_child", "_wire", "sandbox", "cell_contents",
    "gettrace", "getprofile", "__kwdefaults__", "resolve_name", "import_module",
    "__torch_dispatch__", "_get_dispatch_stack_at", "send_bytes", "recv_bytes", "Connection",
    "__file__", "jit", "hub", "CompilationUnit", "fromfile", "load_inline"})


@dataclass(frozen=True)
class Answer:
    """One exercise's function as the grader runs it.

    Attributes:
        function: the function's name (the stub's).
        source: the module to run: the function and what it names, in notebook order ("" when
            the notebook does not define the function).
        cell: the number (from 1) of the cell that defines the function, ``None`` if none does.
        syntax_error: where a cell that would define it fails to parse ("" if none does).
        lines: for each line of ``source``, ``(cell, line)`` where it is in the notebook, both
            counted from 1 (``(0, 0)`` for a blank line between two definitions).
    """

    function: str
    source: str
    cell: int | None
    syntax_error: str = ""
    lines: tuple[tuple[int, int], ...] = ()


@dataclass
class _Definition:
    order: tuple[int, int]  # (cell, statement) position in the notebook
    node: ast.stmt
    text: str
    binds: tuple[str, ...]  # the names it defines
    uses: frozenset[str]  # the names it reads
    first: int = 0  # its first line in the cell (its first decorator's); 0: the statement's
    #: for a name it binds and reads (``SCALE *= 3``, ``x = x + 1``): the definition it read
    earlier: dict[str, _Definition] = field(default_factory=dict)

    def lines(self) -> list[tuple[int, int]]:
        """``(cell, line)`` of each of :attr:`text`'s lines (an import written again by
        :func:`ast.unparse` is one line, at its statement's)."""
        cell, first = self.order[0] + 1, self.first or self.node.lineno
        count = len(self.text.splitlines()) or 1
        if isinstance(self.node, (ast.Import, ast.ImportFrom)):
            return [(cell, first)] * count
        return [(cell, first + offset) for offset in range(count)]


def _names_read(node: ast.AST) -> frozenset[str]:
    """Every plain name ``node`` reads, and the first part of every dotted name."""
    return frozenset(n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                     and isinstance(n.ctx, ast.Load))


def _free_names(text: str) -> frozenset[str]:
    """The module-level names a definition reads when it is defined or called (its defaults,
    decorators and base classes, and every name its body does not bind itself)."""
    top = symtable.symtable(textwrap.dedent(text), "<cell>", "exec")
    names = {symbol.get_name() for symbol in top.get_symbols() if symbol.is_referenced()}
    tables = list(top.get_children())
    while tables:
        table = tables.pop()
        if isinstance(table, symtable.Function):
            names.update(table.get_globals())
        else:  # a class body: what it reads without assigning
            names.update(symbol.get_name() for symbol in table.get_symbols()
                         if symbol.is_referenced() and not symbol.is_assigned())
        tables.extend(table.get_children())
    return frozenset(names)


def _target_names(target: ast.expr) -> list[str] | None:
    """The names an assignment's target binds (``x``, ``a, b``, ``(a, *rest)``), or ``None``
    when it assigns into something else (``obj.attr``, ``table[0]``)."""
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, ast.Starred):
        return _target_names(target.value)
    if isinstance(target, (ast.Tuple, ast.List)):
        names: list[str] = []
        for element in target.elts:
            inner = _target_names(element)
            if inner is None:
                return None
            names += inner
        return names
    return None


def _assigned(node: ast.stmt) -> list[str] | None:
    """The names a top-level assignment binds (``EPS = 1e-9``, ``DIM, KEEP = -1, True``,
    ``AXIS: int = -1``, ``shift = lambda s: ...``), ``None`` if ``node`` is not one."""
    if isinstance(node, ast.Assign):  # a = b = 1: the targets as one tuple
        return _target_names(ast.Tuple(elts=list(node.targets), ctx=ast.Store()))
    if isinstance(node, ast.AnnAssign) and node.value is not None:
        return _target_names(node.target)
    return None


def _bound_inside(statements: Sequence[ast.stmt]) -> list[str]:
    """The functions, classes and assigned names a block binds at its own level (inside its
    ``if``, ``try``, ``with`` and ``for`` blocks too, not inside a function or class body)."""
    names: list[str] = []
    for node in statements:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif (assigned := _assigned(node)) is not None:
            names += assigned
        for block in ("body", "orelse", "finalbody"):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names += _bound_inside(getattr(node, block, None) or [])
        for handler in getattr(node, "handlers", None) or []:
            names += _bound_inside(handler.body)
    return names


def _segment(python: str, node: ast.stmt) -> tuple[int, str]:
    """A statement's first line (its first decorator's, if it has any) and its text from there."""
    text = ast.get_source_segment(python, node) or ast.unparse(node)
    decorators = getattr(node, "decorator_list", None) or []
    if not decorators:
        return node.lineno, text
    first = min(d.lineno for d in decorators)
    above = python.splitlines()[first - 1:node.lineno - 1]  # the decorators' lines
    return first, textwrap.dedent("\n".join(above)) + "\n" + text


def _definitions(index: int, text: str) -> tuple[list[_Definition], SyntaxError | None]:
    """The imports, functions, classes and assignments a cell makes at its top level: imports
    inside a top-level ``try`` or ``if`` too, and such a block whole where it defines a
    function, a class or a name. An assignment is kept with any value (``EPS = 1e-9``, ``model =
    GPT(config)``), but only runs in the grader when the function reads its name."""
    python = _python(text)
    try:
        tree = ast.parse(python)
    except SyntaxError as error:
        return [], error
    found: list[_Definition] = []

    def visit(statements: Sequence[ast.stmt], top: bool) -> None:
        for position, node in enumerate(statements):
            order = (index, node.lineno * 1000 + position)
            first, segment = _segment(python, node)
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                if isinstance(node, ast.ImportFrom) and node.level:
                    continue
                # a star import binds names no one can list here: "*", kept whole (below)
                binds = tuple("*" if alias.name == "*" else (alias.asname or alias.name)
                              .split(".")[0] for alias in node.names)
                found.append(_Definition(order, node, ast.unparse(node), binds, frozenset(),
                                         first))
            elif not top:
                continue
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                found.append(_Definition(order, node, segment, (node.name,),
                                         _free_names(segment), first))
            elif (assigned := _assigned(node)) is not None:
                found.append(_Definition(order, node, segment, tuple(assigned),
                                         _free_names(segment), first))
            elif isinstance(node, ast.Expr) and (walrus := [
                    n.target.id for n in ast.walk(node.value) if isinstance(n, ast.NamedExpr)]):
                found.append(_Definition(order, node, segment, tuple(walrus),
                                         _free_names(segment), first))  # (AXIS := 0)
            elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
                found.append(_Definition(order, node, segment, (node.target.id,),
                                         _free_names(segment) | {node.target.id}, first))
            elif isinstance(node, (ast.Try, ast.If, ast.With, ast.For)):
                visit(node.body, False)
                visit(node.orelse if not isinstance(node, ast.With) else [], False)
                for handler in getattr(node, "handlers", None) or []:
                    visit(handler.body, False)
                inside = _bound_inside([node])
                if inside:  # the block whole, as the notebook runs it
                    found.append(_Definition(order, node, segment, tuple(inside),
                                             _free_names(segment), first))

    visit(tree.body, True)
    return found, None


def extract(cells: Sequence[dict[str, Any]], function: str, *, until: int | None = None
            ) -> Answer:
    """The module that defines ``function`` as the code cells before cell index ``until`` do.

    Args:
        cells: the notebook's cells (nbformat dicts).
        function: the name the exercise's stub defines.
        until: the index of the exercise's check cell; ``None``: every cell.
    """
    last: dict[str, _Definition] = {}
    stars: list[_Definition] = []  # star imports: whatever they bind may be read
    syntax_error = ""
    for index, cell in enumerate(cells[:until]):
        if cell.get("cell_type") != "code":
            continue
        text = _source(cell)
        found, error = _definitions(index, text)
        if error is not None:
            if re.search(rf"^\s*(async\s+)?def\s+{re.escape(function)}\b", text, re.MULTILINE):
                syntax_error = (f"cell {index + 1}, line {error.lineno}: "
                                f"{error.msg}")
            continue
        for definition in found:
            if not isinstance(definition.node, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                ast.ClassDef)):  # a def calls its last self
                definition.earlier = {name: last[name] for name in definition.binds
                                      if name in definition.uses and name in last}
            for name in definition.binds:
                last[name] = definition
            if "*" in definition.binds:
                stars.append(definition)
            if function in definition.binds and isinstance(
                    definition.node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                syntax_error = ""
    if function not in last or not isinstance(
            last[function].node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return Answer(function, "", None, syntax_error)
    keep: dict[int, _Definition] = {}
    todo: list[_Definition] = [last[function], *stars]
    while todo:
        definition = todo.pop()
        if id(definition) in keep:
            continue
        keep[id(definition)] = definition
        for name in definition.uses:  # a name it binds itself is the one it read before
            found_here = definition.earlier.get(name) if name in definition.binds else (
                last.get(name))
            if found_here is not None:
                todo.append(found_here)
    chosen = sorted(keep.values(), key=lambda d: d.order)
    source = "\n\n".join(d.text for d in chosen) + "\n"
    lines: list[tuple[int, int]] = []
    for definition in chosen:
        if lines:
            lines.append((0, 0))
        lines += definition.lines()
    return Answer(function, source, last[function].order[0] + 1, lines=tuple(lines))


def where(answer: Answer, line: int, *, code: bool = True) -> str:
    """Where line ``line`` (from 1) of ``answer.source`` is in the notebook: ``"cell 4, line 2:
    return torch.softmax(x, -1)"`` (without the code if ``code`` is false); "" if unknown."""
    if not 0 < line <= len(answer.lines) or answer.lines[line - 1] == (0, 0):
        return ""
    cell, number = answer.lines[line - 1]
    text = answer.source.splitlines()[line - 1].strip()
    if len(text) > 80:
        text = text[:77] + "..."
    return f"cell {cell}, line {number}" + (f": {text}" if code and text else "")


def worth_a_look(source: str) -> list[tuple[int, str]]:
    """What in ``source`` reaches for the interpreter, the files or the grader, as ``(line,
    what)`` in order of line (empty for an ordinary answer): a note for the person who reads the
    code, not a verdict."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found: dict[str, tuple[int, int]] = {}

    def note(node: ast.AST, what: str) -> None:
        found.setdefault(what, (getattr(node, "lineno", 0), getattr(node, "end_col_offset", 0)))

    modules = {"attnviz", "torch", "F", "nn", "math", "np", "numpy"}
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] + [f"{node.module}.{alias.name}"
                                                 for alias in node.names])
            for module in names:
                if any(module == m or module.startswith(m + ".") for m in _MODULES):
                    note(node, f"imports {module}")
            for alias in node.names:
                modules.add((alias.asname or alias.name).split(".")[0])
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id in _BUILTINS:
                note(node, f"uses {node.id}")
        elif isinstance(node, ast.Attribute):
            if node.attr in _ATTRIBUTES:
                note(node, f"uses .{node.attr}")
            if isinstance(node.ctx, (ast.Store, ast.Del)):
                root = node.value
                while isinstance(root, ast.Attribute):
                    root = root.value
                if isinstance(root, ast.Name) and root.id in modules:
                    note(node, f"assigns {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
              and not isinstance(node.args[1], ast.Constant)):
            note(node, f"{node.func.id} with a computed name")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and any(
                f"attnviz.{name}" in node.value for name in ("exercises", "grading")):
            note(node, f"names {node.value[:40]!r}")
    return [(place[0], what) for what, place in sorted(found.items(), key=lambda i: i[1])]


class _Canonical(ast.NodeTransformer):
    """Every name bound inside a function (arguments, variables, inner functions) renamed in
    order of first appearance; docstrings dropped."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}

    def _name(self, name: str) -> str:
        return self.names.setdefault(name, f"v{len(self.names)}")

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.name = self._name(node.name)
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.Pass()]
        self.generic_visit(node)
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        node.arg = self._name(node.arg)
        node.annotation = None
        return node

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Store) or node.id in self.names:
            node.id = self._name(node.id)
        return node


def fingerprint(source: str, *, smallest: int = 30) -> str:
    """A short hash of the shape of ``source``'s functions, or "" for an answer too short for
    two equal ones to mean anything (fewer than ``smallest`` syntax nodes)."""
    import hashlib

    try:
        tree = ast.parse(source)
    except SyntaxError:
        return ""
    functions = [node for node in tree.body if isinstance(node, ast.FunctionDef)]
    if sum(1 for f in functions for _ in ast.walk(f)) < smallest:
        return ""
    canonical = _Canonical()
    text = "".join(ast.dump(canonical.visit(f), annotate_fields=False) for f in functions)
    return hashlib.sha256(text.encode()).hexdigest()[:12]
