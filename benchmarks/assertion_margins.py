"""How much room each chapter's assertions have, over seeds and numeric paths.

A chapter asserts what its trained models and samples must achieve (``assert test_accuracy >=
0.97``). Such a margin must hold on a reader's machine too, where the seeds are the same but
the floating-point rounding is not, and it should not hang on one lucky seed. This script runs
the chapters as they are, over several seeds and several numeric paths, and prints for every
assertion how often it held and how much room it had.

    python benchmarks/assertion_margins.py                         # every chapter, 3 seeds, 2 paths
    python benchmarks/assertion_margins.py notebooks/07_*.ipynb --seeds 0 1 2
    python benchmarks/assertion_margins.py --paths native avx2 --json margins.json
    python benchmarks/assertion_margins.py --stack oldest=OLD/python --stack newest=NEW/python

* **Seeds.** Seed ``s`` adds ``1000 s`` to every seed a chapter gives ``torch.manual_seed`` and
  ``attnviz.seed_everything`` (model initialisation, dropout, shuffling, sampling); the data
  (splits, probes built from their own ``torch.Generator``) stays the same. Seed 0 is the
  committed run.
* **Numeric paths.** ``native``: the machine's best kernels. ``avx2``, CI's second path and
  more, as on a CPU without AVX-512: PyTorch's AVX2 kernels (``ATEN_CPU_CAPABILITY=avx2``),
  oneDNN capped at AVX2 (``ONEDNN_MAX_CPU_ISA=AVX2``), MKL's AVX2 kernels
  (``MKL_ENABLE_INSTRUCTIONS=AVX2``), and MKL's matrix products in its compatible branch
  (``MKL_CBWR=COMPATIBLE``: MKL also picks branches by processor vendor; CI leaves this one
  out, as it slows training). ``ci-avx2``: exactly what CI's AVX2 steps set (the three kernel
  choices without ``MKL_CBWR``), as a CPU without AVX-512 runs natively. ``baseline``: no
  vector kernels (``ATEN_CPU_CAPABILITY=default``,
  oneDNN SSE4.1, ``MKL_CBWR=COMPATIBLE``); slow.
* **Stacks.** ``pinned``: this environment's kernel (the pinned ``requirements.txt``). With
  ``--stack NAME=PYTHON``, the chapters also run in a kernel of that interpreter (a virtual
  environment of another stack with attnviz and ipykernel installed, such as the oldest one
  ``pyproject.toml`` declares and the newest one PyPI offers, as ``.ci/version-stack`` builds
  them), on the same numeric paths and with the same seeds: a learner's older PyTorch may run
  on a CPU without AVX-512 too.
* **Recording.** Every ``assert`` of a chapter is rewritten, before the run, into a call that
  records it instead of raising: for a comparison ``a < b`` (or ``<=``, ``>``, ``>=``) both sides
  are recorded, so the room is ``b - a`` relative to the larger of ``|a|`` and ``|b|``; ``and``
  records each operand. Cells run on after an error, so one failure does not hide the rest.

Printed, per chapter: each comparison that compares numbers (``cell N, line L``, its text),
how many runs it held in, its smallest relative room over all runs (negative: it failed) and
the smallest and largest value of each side over the runs.
Assertions that hold in every run with no numbers to compare are counted, not listed.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import sys
import time
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError
from traitlets import default

ROOT = Path(__file__).resolve().parents[1]
PATHS = {
    "native": {},
    "avx2": {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2",
             "MKL_ENABLE_INSTRUCTIONS": "AVX2", "MKL_CBWR": "COMPATIBLE"},
    "ci-avx2": {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2",
                "MKL_ENABLE_INSTRUCTIONS": "AVX2"},
    "baseline": {"ATEN_CPU_CAPABILITY": "default", "ONEDNN_MAX_CPU_ISA": "SSE41",
                 "MKL_CBWR": "COMPATIBLE"},
}
KNOBS = sorted({name for env in PATHS.values() for name in env})

PRELUDE = """\
import json as _json
import operator as _operator
import torch as _torch
import attnviz as _attnviz

_OFFSET = {offset}
_manual_seed, _seed_everything = _torch.manual_seed, _attnviz.seed_everything
_torch.manual_seed = lambda seed: _manual_seed(seed + _OFFSET)
_attnviz.seed_everything = lambda seed: _seed_everything(seed + _OFFSET)


_OPERATORS = {{"<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne"}}


class _Margins:
    def __init__(self):
        self.records = []

    @staticmethod
    def _number(value):
        try:
            return float(value)
        except Exception:  # not a number: a tensor of several values, a string, ...
            return None

    def check(self, where, text, holds):
        self.records.append({{"where": where, "text": text, "holds": bool(holds)}})

    def compare(self, where, text, left, op, right):
        # only the assertion's own operator: `<` may not be defined where `==` is (two dicts)
        holds = getattr(_operator, _OPERATORS[op])(left, right)
        holds = bool(holds.all()) if hasattr(holds, "all") else bool(holds)
        self.records.append({{"where": where, "text": text, "holds": holds, "op": op,
                              "left": self._number(left), "right": self._number(right)}})


__margins__ = _Margins()
"""

def kernel_manager(python: str) -> type[KernelManager]:
    """A kernel manager whose every kernel is ipykernel in the interpreter ``python``."""

    class Specs(KernelSpecManager):
        def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
            return KernelSpec(argv=[python, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                              display_name=f"Python ({python})", language="python")

    class Manager(KernelManager):
        @default("kernel_spec_manager")
        def _kernel_spec_manager_default(self) -> KernelSpecManager:
            return Specs(data_dir=self.data_dir)

    return Manager


OPS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}


class _Recorder(ast.NodeTransformer):
    """``assert`` statements become calls of ``__margins__`` (see the module docstring)."""

    def __init__(self, cell: int):
        self.cell = cell

    def _call(self, method: str, args: list[ast.expr]) -> ast.stmt:
        call = ast.Call(ast.Attribute(ast.Name("__margins__", ast.Load()), method, ast.Load()),
                        args, [])
        return ast.Expr(call)

    def _records(self, test: ast.expr, where: str) -> list[ast.stmt]:
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
            return [stmt for value in test.values for stmt in self._records(value, where)]
        text = ast.Constant(ast.unparse(test))
        if (isinstance(test, ast.Compare) and len(test.ops) == 1
                and type(test.ops[0]) in OPS):
            return [self._call("compare", [ast.Constant(where), text, test.left,
                                           ast.Constant(OPS[type(test.ops[0])]),
                                           test.comparators[0]])]
        return [self._call("check", [ast.Constant(where), text, test])]

    def visit_Assert(self, node: ast.Assert) -> list[ast.stmt]:
        where = f"cell {self.cell}, line {node.lineno}"
        return [ast.copy_location(stmt, node) for stmt in self._records(node.test, where)]


def instrument(source: str, cell: int) -> str:
    """``source`` with its assertions recording instead of raising (unchanged if not Python)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:  # IPython magics (the setup cell's %pip): nothing to record there
        return source
    if not any(isinstance(node, ast.Assert) for node in ast.walk(tree)):
        return source
    tree = ast.fix_missing_locations(_Recorder(cell).visit(tree))
    return ast.unparse(tree)


def run(path: Path, seed: int, numeric_path: str, timeout: int, *, stack: str = "pinned",
        python: str | None = None) -> dict:
    """Execute one chapter with ``seed`` on ``numeric_path``, in a kernel of ``python`` (default:
    this environment's), the stack called ``stack``; return its records and errors."""
    nb = nbformat.read(path, as_version=4)
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    for index, cell in enumerate(code):
        cell.source = instrument(cell.source, index)
    nb.cells.insert(0, nbformat.v4.new_code_cell(PRELUDE.format(offset=1000 * seed)))
    nb.cells.append(nbformat.v4.new_code_cell("print(_json.dumps(__margins__.records))"))
    saved = {name: os.environ.get(name) for name in KNOBS}
    for name in KNOBS:
        os.environ.pop(name, None)
    os.environ.update(PATHS[numeric_path])
    os.environ.pop("MPLBACKEND", None)
    try:
        extra = {} if python is None else {"kernel_manager_class": kernel_manager(python)}
        client = NotebookClient(nb, kernel_name="python3", timeout=timeout, allow_errors=True,
                                resources={"metadata": {"path": str(path.parent)}}, **extra)
        start = time.perf_counter()
        try:
            client.execute()
        except (CellTimeoutError, DeadKernelError) as error:  # the run ends; its records stay lost
            crashed = f"{type(error).__name__}: {error}"
        else:
            crashed = None
        seconds = time.perf_counter() - start
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
    errors = [f"cell {index - 1}: {output.ename}: {output.evalue[:120]}"
              for index, cell in enumerate(nb.cells) if cell.cell_type == "code"
              for output in cell.outputs if output.output_type == "error"]
    if crashed:
        errors.append(crashed)
    last = "".join(output.get("text", "") for output in nb.cells[-1].outputs)
    records = json.loads(last) if last.strip() else []
    return {"chapter": path.name, "seed": seed, "path": numeric_path, "stack": stack,
            "seconds": seconds, "records": records, "errors": errors}


def room(record: dict) -> float | None:
    """The relative room of a comparison: how far it is from failing, over its larger side."""
    left, right, op = record.get("left"), record.get("right"), record.get("op")
    if left is None or right is None or op not in ("<", "<=", ">", ">="):
        return None
    gap = right - left if op in ("<", "<=") else left - right
    return gap / max(abs(left), abs(right), 1e-12)


def _sides(records: list[dict]) -> str:
    """The range of each side of a comparison over the runs: ", left 0.318 to 0.332, ..."."""
    shown = ""
    for side in ("left", "right"):
        values = [r[side] for r in records if r.get(side) is not None]
        if values:
            shown += f", {side} {min(values):.4g} to {max(values):.4g}"
    return shown


def report(runs: list[dict]) -> None:
    seeds = sorted({r["seed"] for r in runs})
    kinds = sorted({(r.get("stack", "pinned"), r["path"]) for r in runs})
    print(f"{len(runs)} runs: seeds {', '.join(map(str, seeds))}; stacks and numeric paths "
          f"{', '.join(f'{stack} {path}' for stack, path in kinds)}. Per assertion: held in how "
          "many runs, its smallest relative room (negative: it failed), and the range of each "
          "side of a comparison")
    by_chapter: dict[str, dict[tuple[str, str], list[dict]]] = {}
    for result in runs:
        table = by_chapter.setdefault(result["chapter"], {})
        for record in result["records"]:
            table.setdefault((record["where"], record["text"]), []).append(record)
    for result in runs:
        for error in result["errors"]:
            print(f"  error in {result['chapter']} (seed {result['seed']}, "
                  f"{result.get('stack', 'pinned')} {result['path']}): {error}")
    for chapter, table in sorted(by_chapter.items()):
        seconds = [r["seconds"] for r in runs if r["chapter"] == chapter]
        print(f"\n{chapter}: {len(seconds)} runs, {min(seconds):.0f}-{max(seconds):.0f} s each")
        quiet = 0
        for (where, text), records in table.items():
            held = sum(r["holds"] for r in records)
            rooms = [value for value in map(room, records) if value is not None]
            if held == len(records) and not rooms:
                quiet += 1
                continue
            shown = f"room {min(rooms):+.3f}" if rooms else "room -"
            mark = "   <-- FAILED" if held < len(records) else ""
            shown_text = text if len(text) <= 100 else text[:99] + "…"  # cut where it says so
            print(f"  {where}: {shown_text}  => held {held}/{len(records)}, {shown}"
                  f"{_sides(records)}{mark}")
        print(f"  ({quiet} more held in every run, with no numbers to compare)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="chapters to run (default: notebooks/*.ipynb)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--paths", nargs="+", choices=sorted(PATHS), default=["native", "avx2"])
    parser.add_argument("--stack", action="append", default=[], metavar="NAME=PYTHON",
                        help="also run on another stack: its interpreter, with attnviz and "
                             "ipykernel installed (on every path of --paths)")
    parser.add_argument("--no-pinned", action="store_true",
                        help="run only the --stack interpreters, not this environment")
    parser.add_argument("--timeout", type=int, default=900, help="seconds allowed per cell")
    parser.add_argument("--json", type=Path, default=None, help="also write every record here")
    parser.add_argument("--report", type=Path, nargs="+", default=None,
                        help="print the table of the runs in files written by --json (several "
                             "runs of this script, together), running nothing")
    args = parser.parse_args(argv)
    if args.report is not None:
        report([run for path in args.report for run in json.loads(path.read_text())])
        return 0
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        parser.error(f"notebooks: no such file: {', '.join(missing)}")
    shared = ROOT.parent / "shared" / "data"
    if "ATTNVIZ_DATA_DIR" not in os.environ and shared.is_dir():
        os.environ["ATTNVIZ_DATA_DIR"] = str(shared)
    stacks: list[tuple[str, str | None, str]] = []
    if not args.no_pinned:
        stacks += [("pinned", None, numeric_path) for numeric_path in args.paths]
    for given in args.stack:
        name, equals, python = given.partition("=")
        if not equals or not name or not Path(python).is_file():
            parser.error(f"--stack must be NAME=PYTHON with an existing interpreter, got {given!r}")
        stacks += [(name, python, numeric_path) for numeric_path in args.paths]
    runs = []
    for stack, python, numeric_path in stacks:
        for seed in args.seeds:
            for path in paths:
                result = run(path.resolve(), seed, numeric_path, args.timeout, stack=stack,
                             python=python)
                failed = sum(not r["holds"] for r in result["records"])
                print(f"{path.name} seed {seed} {stack} {numeric_path}: "
                      f"{result['seconds']:.0f} s, {len(result['records'])} checks, "
                      f"{failed} failed, {len(result['errors'])} errors", flush=True)
                runs.append(result)
                if args.json:
                    args.json.write_text(json.dumps(runs, indent=1))
    report(runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
