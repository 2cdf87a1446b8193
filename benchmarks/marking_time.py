"""How long does marking take? ``attnviz.grading.grade`` on every chapter, in both editions.

The grader runs each exercise's checker on the submitted function (the function in a contained
process of its own, the checker in the grader), never the chapter itself, so a notebook's
marking time is its exercises' checks, not its training. For each chapter this script grades
``--copies`` copies of the solution edition (``notebooks/NN_*.ipynb``: every exercise must
pass) and as many of the student edition (``notebooks/student/``: every exercise must be "not
attempted"), one check at a time (``jobs=1``), and prints the wall-clock seconds per notebook,
with the machine and the load, then the slowest chapter against the grader's aim of at most
``--aim`` seconds (default 10) per notebook. Starting the grader (Python, PyTorch, the checkers
and the server the functions' processes are forked from, once per run) is printed apart: it is
paid once per run, not per notebook::

    python benchmarks/marking_time.py [--chapters 1 11] [--copies 5]

The teaching guide's grading page shows its output (``book/teaching/grading_time.txt``).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path

from attnviz.grading import grade

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapters", nargs="*", type=int, default=None,
                        help="chapter numbers (default: all)")
    parser.add_argument("--copies", type=int, default=5,
                        help="copies of each edition graded per chapter (default 5)")
    parser.add_argument("--aim", type=float, default=10.0,
                        help="the most seconds per notebook the grader aims at (default 10)")
    args = parser.parse_args(argv)
    chapters = [c for c in grade.CHAPTERS if args.chapters is None or c.number in args.chapters]
    print(f"python benchmarks/marking_time.py{''.join(' ' + a for a in (argv or sys.argv[1:]))}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}, {platform.system()}; load average before: "
          f"{os.getloadavg()[0]:.1f}")
    failures = []
    slowest = (0.0, "")
    with tempfile.TemporaryDirectory(prefix="attnviz-marking-") as work:
        start = time.perf_counter()
        grade.grade([ROOT / "notebooks" / "student" / f"{chapters[0].name}.ipynb"])
        print(f"starting the grader and grading one notebook: "
              f"{time.perf_counter() - start:.1f} s")
        print(f"{'chapter':<40}{'exercises':>10}{'solution (s)':>14}{'student (s)':>13}")
        for chapter in chapters:
            seconds = {}
            for edition, folder, verdict in (("solution", ROOT / "notebooks", "pass"),
                                             ("student", ROOT / "notebooks" / "student",
                                              "not attempted")):
                copies = []
                for copy in range(args.copies):
                    target = Path(work) / edition / f"{copy}_{chapter.name}.ipynb"
                    target.parent.mkdir(exist_ok=True)
                    shutil.copyfile(folder / f"{chapter.name}.ipynb", target)
                    copies.append(target)
                start = time.perf_counter()
                rows = grade.grade(copies, jobs=1)
                seconds[edition] = (time.perf_counter() - start) / args.copies
                failures += [f"{edition} {r.chapter} {r.exercise}: {r.verdict} {r.diagnosis}"
                             for r in rows if r.verdict != verdict]
            print(f"{chapter.name:<40}{len(chapter.exercises):>10}"
                  f"{seconds['solution']:>14.2f}{seconds['student']:>13.2f}", flush=True)
            slowest = max(slowest, (max(seconds.values()), chapter.name))
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    print(f"slowest: {slowest[1]}, {slowest[0]:.2f} s per notebook; every chapter within "
          f"{args.aim:g} s per notebook: {'yes' if slowest[0] <= args.aim else 'no'}")
    for failure in failures:
        print(f"unexpected verdict: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
