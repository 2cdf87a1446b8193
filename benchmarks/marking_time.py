"""How long does marking take? ``python -m attnviz.grading.grade`` on each chapter, in both
editions.

Marking a submission means running it from a fresh kernel, so a notebook's marking time is
its run time plus the kernel's start. This script grades each chapter's solution edition
(``notebooks/NN_*.ipynb``: every exercise must pass) and its student edition
(``notebooks/student/``: every exercise must be "not attempted"), one notebook at a time, and
prints the seconds per notebook, wall-clock and CPU (the kernel's user and system time: on a
busy machine the wall-clock time grows, the CPU time much less), with the machine:

    python benchmarks/marking_time.py [--chapters 1 5] [--timeout 600]

The teaching guide's grading page quotes its output (label ``grading-time``).
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import time
from pathlib import Path

from attnviz import grade

ROOT = Path(__file__).resolve().parents[1]


def _children_cpu() -> float:
    """User and system seconds of the finished child processes (the kernels) so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _pair(seconds: tuple[float, float] | list[float]) -> str:
    return f"{seconds[0]:.0f}, {seconds[1]:.0f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapters", nargs="*", type=int, default=None,
                        help="chapter numbers (default: all)")
    parser.add_argument("--timeout", type=float, default=600.0,
                        help="seconds per notebook (default 600)")
    args = parser.parse_args(argv)
    chapters = [c for c in grade.CHAPTERS if args.chapters is None or c.number in args.chapters]
    print(f"python {' '.join(sys.argv)}")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, {platform.system()}")
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print(f"{'chapter':<40}{'solution: wall, CPU (s)':>26}{'student: wall, CPU (s)':>26}")
    total = {"solution": [0.0, 0.0], "student": [0.0, 0.0]}
    failures = []
    for chapter in chapters:
        seconds = {}
        for edition, folder, verdict in (("solution", ROOT / "notebooks", "pass"),
                                         ("student", ROOT / "notebooks" / "student",
                                          "not attempted")):
            start, cpu = time.perf_counter(), _children_cpu()
            rows = grade.grade([folder / f"{chapter.name}.ipynb"], timeout=args.timeout,
                               cell_timeout=args.timeout)
            seconds[edition] = (time.perf_counter() - start, _children_cpu() - cpu)
            total[edition] = [t + s for t, s in zip(total[edition], seconds[edition],
                                                    strict=True)]
            failures += [f"{edition} {r.chapter} {r.exercise}: {r.verdict} {r.diagnosis}"
                         for r in rows if r.verdict != verdict]
        print(f"{chapter.name:<40}{_pair(seconds['solution']):>26}"
              f"{_pair(seconds['student']):>26}", flush=True)
    print(f"{'total':<40}{_pair(total['solution']):>26}{_pair(total['student']):>26}")
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    for failure in failures:
        print(f"unexpected verdict: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
