"""Run every student notebook top to bottom and check that nothing raises (a CI step).

    python .ci/check_student_notebooks.py                      # notebooks/student/*.ipynb
    python .ci/check_student_notebooks.py notebooks/student/03_*.ipynb
    python .ci/check_student_notebooks.py --python /path/to/python3.13 notebooks/student/03_*.ipynb

The student edition of a chapter (``python -m tools.editions``) is the chapter without its
worked solutions: each build-it-yourself exercise is a stub that raises NotImplementedError,
followed by a check cell that calls its checker on the stub; the checker reports an untouched
stub as *not attempted* instead of raising, so that "Restart and run all" of a notebook whose
exercises are left undone runs to the end. Each notebook runs top to bottom in a fresh kernel,
as a learner's untouched copy would, cell by cell, going on after a cell that raises so that
one run lists every problem. The kernel is this environment's, or that of ``--python``:
.ci/colab-stack runs the student edition this way on Colab's stack (CI's "Colab stack" step).
Then:

- a cell that raised anything at all, NotImplementedError included, fails the notebook (the
  rest of the chapter must run without the solutions, and an undone exercise must not stop it);
- every check cell (tagged ``exercise-check``) must show its stub's verdict, "<function> not
  attempted": that proves the check calls the stub above it;
- a notebook with no exercise stub at all is reported (not failed).

It prints, per notebook, the seconds it took, its stubs and each check cell's verdict; the
exit status is non-zero if any notebook failed. The notebooks are never written.
"""

from __future__ import annotations

import argparse
import ast
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import execute_notebooks  # this folder: the same kernel as CI's
import nbformat
from execute_notebooks import CurrentEnvKernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError

ROOT = Path(__file__).resolve().parent.parent
STUDENT = ROOT / "notebooks" / "student"
STUB_TAG, CHECK_TAG = "exercise-stub", "exercise-check"
NOT_ATTEMPTED = "not attempted"


@dataclass
class Outcome:
    """What one notebook did: its stubs, the cells that raised, and what is wrong."""

    path: Path
    seconds: float = 0.0
    stubs: list[str] = field(default_factory=list)  # the functions the stub cells define
    verdicts: list[str] = field(default_factory=list)  # "cell 62: softmax not attempted"
    problems: list[str] = field(default_factory=list)


def _first_line(source: str) -> str:
    line = next((line.strip() for line in source.splitlines() if line.strip()), "")
    return line if len(line) <= 70 else line[:67] + "..."


def _defined(source: str) -> list[str]:
    """The functions and classes a stub cell defines."""
    try:
        body = ast.parse(source).body
    except SyntaxError:
        return []
    return [node.name for node in body
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)]


def _text(outputs: list) -> str:
    """What a cell printed or displayed as text."""
    parts = []
    for output in outputs:
        if output.output_type == "stream":
            parts.append(output.text)
        elif output.output_type in {"execute_result", "display_data"}:
            parts.append(output.get("data", {}).get("text/plain", ""))
    return "".join(parts)


def run(path: Path, timeout: int) -> Outcome:
    """Execute ``path`` in a fresh kernel, errors allowed, and judge every cell's outcome."""
    outcome = Outcome(path)
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="python3",
        kernel_manager_class=CurrentEnvKernelManager,
        timeout=timeout,
        allow_errors=True,  # run to the end, so that one run lists every cell that raises
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    start = time.perf_counter()
    try:
        client.execute()
    except (CellTimeoutError, DeadKernelError) as error:
        outcome.problems.append(f"the kernel stopped: {type(error).__name__}: {error}")
    finally:
        outcome.seconds = time.perf_counter() - start

    stub_names: list[str] = []  # of the last stub cell, for the check cell after it
    for number, cell in enumerate(nb.cells, 1):
        if cell.cell_type != "code":
            continue
        tags = cell.metadata.get("tags", [])
        if STUB_TAG in tags:
            stub_names = _defined(cell.source) or [f"the stub in cell {number}"]
            outcome.stubs += stub_names
        where = f"cell {number} ({_first_line(cell.source)})"
        for error in (output for output in cell.get("outputs", [])
                      if output.output_type == "error"):
            outcome.problems.append(f"{where} raised {error.ename}: {error.evalue}")
        if CHECK_TAG not in tags:
            continue
        shown = _text(cell.get("outputs", []))
        verdicts = [f"{name} {NOT_ATTEMPTED}" for name in stub_names
                    if f"{name} {NOT_ATTEMPTED}" in shown]
        if verdicts:
            outcome.verdicts += [f"cell {number}: {verdict}" for verdict in verdicts]
        else:
            first = _first_line(shown) or "nothing"
            outcome.problems.append(
                f"{where}: expected the verdict of the stub above it, "
                f"{' or '.join(repr(f'{name} {NOT_ATTEMPTED}') for name in stub_names)}, "
                f"got {first!r}")
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="student notebooks (default: notebooks/student/*.ipynb)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds allowed per cell")
    parser.add_argument("--python", type=Path, default=None,
                        help="the interpreter whose ipykernel runs the notebooks "
                        "(default: this one)")
    args = parser.parse_args(argv)
    if args.python is not None:
        if not args.python.is_file():
            parser.error(f"--python must be a Python interpreter, got {str(args.python)!r}, "
                         "which is not a file")
        execute_notebooks.KERNEL_PYTHON = str(args.python)
    paths = args.notebooks or sorted(STUDENT.glob("*.ipynb"))
    if not paths:
        parser.error(f"no student notebooks in {STUDENT}: write them with "
                     "`python -m tools.editions`")
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        parser.error(f"not a file: {', '.join(missing)}")

    execute_notebooks.use_ci_environment()

    failed, total = [], time.perf_counter()
    for path in paths:
        print(f"{path.name}: running ...", flush=True)
        outcome = run(path.resolve(), args.timeout)
        status = "FAIL" if outcome.problems else "ok"
        stubs = (f"{len(outcome.stubs)} exercise stub(s): {', '.join(outcome.stubs)}"
                 if outcome.stubs else "NOTE: no exercise stubs (nothing for a student to write)")
        print(f"{path.name}: {status} in {outcome.seconds:.1f} s; {stubs}", flush=True)
        for line in outcome.verdicts:
            print(f"    check, as expected: {line}")
        for line in outcome.problems:
            print(f"    PROBLEM: {line}")
        if outcome.problems:
            failed.append(path.name)
    print(f"{len(paths)} student notebook(s) in {time.perf_counter() - total:.1f} s", flush=True)
    if failed:
        print(f"FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
