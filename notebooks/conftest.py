"""pytest settings for the chapters, so that plain `pytest --nbval notebooks/` is the strict check.

* The committed notebooks have their execution counts stripped (small diffs). nbval 0.11 reads a
  missing count as "never run": it fails such a cell when it has outputs ("Unrun reference cell
  has outputs") and silently skips comparing it when it has none. Here every code cell gets a
  count, in memory only, so each cell is executed *and* its outputs are compared.
* Unless another file is given, outputs are sanitised with ``.ci/nbval_sanitize.cfg``
  (addresses, timings, progress bars, the machine line of the setup cells).
* Outputs are compared by ``.ci/nbval_tolerance.py`` instead of nbval's string equality: text
  exactly, numbers within a stated tolerance, so that another CPU's last digits pass and a stale
  output fails.
* At the end, the seconds of every notebook (the sum of its cells' durations) are printed.
* ``student/`` and ``reader/`` (the chapters' editions for Jupyter and Colab, written by
  ``python -m tools.editions``) are not collected. The student editions have no outputs to
  compare, and their exercise stubs raise NotImplementedError on purpose:
  ``.ci/check_student_notebooks.py`` runs them instead. The reader editions are not run at all:
  their code and outputs are the chapters', which this check runs and compares.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import defaultdict
from pathlib import Path

import pytest

CI = Path(__file__).resolve().parents[1] / ".ci"
SANITIZE = CI / "nbval_sanitize.cfg"


def _load_tolerance():
    spec = importlib.util.spec_from_file_location("nbval_tolerance", CI / "nbval_tolerance.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module

collect_ignore = ["student", "reader"]


def pytest_configure(config: pytest.Config) -> None:
    option = config.option
    if getattr(option, "nbval", False) and not getattr(option, "nbval_sanitize_with", None):
        option.nbval_sanitize_with = str(SANITIZE)
    if getattr(option, "nbval", False):
        _load_tolerance().pytest_configure(config)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        cell = getattr(item, "cell", None)  # nbval's IPyNbCell keeps the notebook cell here
        if cell is None or cell.get("cell_type") != "code":
            continue
        if cell.get("execution_count") is None:
            cell["execution_count"] = item.cell_num + 1


def pytest_terminal_summary(terminalreporter) -> None:
    """Seconds per notebook: the sum of its cells' set-up, call and tear-down times."""
    seconds: dict[str, float] = defaultdict(float)
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "nodeid", "").endswith(".ipynb") or ".ipynb::" in getattr(
                    report, "nodeid", ""):
                seconds[report.nodeid.split("::")[0]] += getattr(report, "duration", 0.0)
    if not seconds:
        return
    terminalreporter.section("seconds per notebook")
    for path, total in sorted(seconds.items()):
        terminalreporter.write_line(f"{total:7.1f} s  {path}")
    terminalreporter.write_line(f"{sum(seconds.values()) / len(seconds):7.1f} s  mean of "
                                f"{len(seconds)}")
