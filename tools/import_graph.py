"""The import graph of the ``attnviz`` package, and the order its sub-packages must respect.

Usage: ``python -m tools.import_graph [--package attnviz]``; prints every module's imports of
other ``attnviz`` modules, grouped by sub-package, then which sub-packages each one uses, and
exits with status 1 if the graph breaks a rule (each broken rule is printed):

1. **Layers.** The sub-packages are stacked, lowest first (:data:`LAYERS`): the private helpers
   (``_checks``, ``_files``, ``_progress``), ``data``, ``mechanism``, ``models``, ``training``,
   ``serving``, ``inspection``, ``visuals``, ``exercises``, ``grading``. A module may import from
   its own sub-package or a lower one, never from a higher one, so each sub-package can be read,
   tested and reused with only what lies below it. The package's own ``attnviz/__init__.py`` sits on
   top and gathers the public names; no module imports it.
2. **No cycles.** No module imports itself through other modules.

Every import counts: at the top of a module, inside a function (imported on use) and under
``if TYPE_CHECKING:`` (for annotations only), since each is a dependency a reader must follow.
The graph is read with :mod:`ast` from the source; nothing is imported or executed.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LAYERS: tuple[tuple[str, ...], ...] = (
    ("_checks", "_files", "_progress"),
    ("data",),
    ("mechanism",),
    ("models",),
    ("training",),
    ("serving",),
    ("inspection",),
    ("visuals",),
    ("exercises",),
    ("grading",),
)
"""The sub-packages, lowest first; the names on one line share a layer."""

TOP = "(top)"
"""The group of the package's own ``__init__.py``, above every layer."""


@dataclass(frozen=True, order=True)
class Edge:
    """``importer`` imports ``imported`` (both dotted module names) at ``line``; ``kind`` is
    ``"module"`` (at the top level), ``"function"`` (inside a function) or ``"typing"`` (under
    ``if TYPE_CHECKING:``)."""

    importer: str
    imported: str
    line: int
    kind: str


def module_names(package_dir: Path) -> dict[str, Path]:
    """Every module of the package under ``package_dir``: dotted name -> file."""
    package_dir = Path(package_dir)
    if not (package_dir / "__init__.py").is_file():
        raise ValueError(f"package_dir must be a package folder with an __init__.py, got "
                         f"{str(package_dir)!r}")
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(package_dir.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _imports(tree: ast.Module) -> Iterable[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import statement of a module, with where it stands (see :class:`Edge`)."""

    def walk(node: ast.AST, kind: str) -> Iterable[tuple[ast.Import | ast.ImportFrom, str]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                yield child, kind
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                yield from walk(child, "function")
            elif isinstance(child, ast.If) and _is_type_checking(child.test):
                for statement in child.body:
                    yield from walk(ast.Module(body=[statement], type_ignores=[]),
                                    "typing" if kind == "module" else kind)
                for statement in child.orelse:
                    yield from walk(ast.Module(body=[statement], type_ignores=[]), kind)
            else:
                yield from walk(child, kind)

    yield from walk(tree, "module")


def _resolve(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool,
             modules: dict[str, Path]) -> list[str]:
    """The package's modules that one import statement names."""
    top = next(iter(modules)).split(".")[0]
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:  # relative: from the importer's package, one level up per extra dot
            base = importer.split(".") if is_package else importer.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        # `from a.b import c`: the module a.b.c if there is one, else a.b itself
        names = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source
                 for alias in node.names]
    found = []
    for name in names:
        if name != top and not name.startswith(top + "."):
            continue
        while name not in modules:  # `import attnviz.x.y` where only attnviz.x is a module
            name = name.rsplit(".", 1)[0]
        if name not in found:
            found.append(name)
    return found


def import_edges(package_dir: Path) -> list[Edge]:
    """Every import of one of the package's modules by another, sorted."""
    modules = module_names(package_dir)
    edges = set()
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node, kind in _imports(tree):
            for imported in _resolve(node, name, path.name == "__init__.py", modules):
                if imported != name:
                    edges.add(Edge(name, imported, node.lineno, kind))
    return sorted(edges)


def group(module: str) -> str:
    """The sub-package a module belongs to (``attnviz.models.gpt`` -> ``models``,
    ``attnviz._checks`` -> ``_checks``), or :data:`TOP` for the package itself."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else TOP


def layer(name: str) -> int:
    """The layer of a sub-package (0 is the lowest); :data:`TOP` is above them all."""
    if name == TOP:
        return len(LAYERS)
    for index, names in enumerate(LAYERS):
        if name in names:
            return index
    raise ValueError(f"sub-package {name!r} has no layer: add it to LAYERS in "
                     f"tools/import_graph.py, where it belongs")


def cycles(edges: Sequence[Edge]) -> list[list[str]]:
    """The import cycles among modules: each strongly connected set of two or more modules,
    sorted (Tarjan's algorithm)."""
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.importer, set()).add(edge.imported)
        graph.setdefault(edge.imported, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(graph[node]):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


@dataclass(frozen=True)
class Problem:
    """A broken rule: the import that breaks the layers (``edge``), or a cycle (``cycle``)."""

    message: str
    edge: Edge | None = None
    cycle: tuple[str, ...] = ()


def violations(edges: Sequence[Edge]) -> list[Problem]:
    """Every broken rule (see the module's docstring); empty if none."""
    problems = []
    for edge in edges:
        source, target = group(edge.importer), group(edge.imported)
        if target == TOP:
            problems.append(Problem(
                f"{edge.importer} (line {edge.line}) imports the package itself, "
                f"{edge.imported}: import the module that defines the name", edge))
        elif source != TOP and layer(target) > layer(source):
            where = {"module": "", "function": " inside a function",
                     "typing": " for type checking"}[edge.kind]
            problems.append(Problem(
                f"{edge.importer} (line {edge.line}) imports {edge.imported}{where}: "
                f"{source} may not use {target}, a higher sub-package", edge))
    for cycle in cycles(edges):
        problems.append(Problem("import cycle among " + ", ".join(cycle), cycle=tuple(cycle)))
    return problems


def render(edges: Sequence[Edge], modules: Iterable[str]) -> str:
    """The graph as text: each sub-package's modules and what they import, lowest layer first,
    then the sub-packages each sub-package uses."""
    by_module: dict[str, list[Edge]] = {name: [] for name in modules}
    for edge in edges:
        by_module[edge.importer].append(edge)
    groups = sorted({group(name) for name in by_module}, key=lambda name: (layer(name), name))
    marks = {"module": "", "function": " (on use)", "typing": " (types)"}
    lines = []
    for name in groups:
        lines.append(f"{name}  [layer {layer(name)}]")
        for module in sorted(m for m in by_module if group(m) == name):
            imported = sorted({e.imported + marks[e.kind] for e in by_module[module]})
            lines.append(f"  {module}" + (f" -> {', '.join(imported)}" if imported else ""))
    lines.append("")
    lines.append("sub-packages and the lower ones they use:")
    for name in groups:
        used = sorted({group(e.imported) for e in edges if group(e.importer) == name}
                      - {name}, key=lambda other: (layer(other), other))
        lines.append(f"  {name:<11} -> {', '.join(used) if used else '(nothing)'}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.import_graph",
                                     description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--package", type=Path, default=ROOT / "attnviz",
                        help="the package folder (default: attnviz/ of this repository)")
    parser.add_argument("--quiet", action="store_true", help="print only what is wrong")
    args = parser.parse_args(argv)
    modules = module_names(args.package)
    edges = import_edges(args.package)
    if not args.quiet:
        print(render(edges, modules))
    problems = violations(edges)
    if problems:
        print(f"\n{len(problems)} broken rule(s) of the import graph:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem.message}", file=sys.stderr)
        return 1
    if not args.quiet:
        print(f"\n{len(modules)} modules, {len(edges)} imports: the layers hold, no cycles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
