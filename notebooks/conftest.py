"""pytest settings for the chapters, so that plain `pytest --nbval notebooks/` is the strict check.

* The committed notebooks have their execution counts stripped (small diffs). nbval 0.11 reads a
  missing count as "never run": it fails such a cell when it has outputs ("Unrun reference cell
  has outputs") and silently skips comparing it when it has none. Here every code cell gets a
  count, in memory only, so each cell is executed *and* its outputs are compared.
* Unless another file is given, outputs are sanitised with ``.ci/nbval_sanitize.cfg``
  (addresses, timings, progress bars).
* ``student/`` (the student edition, written by ``python -m attnviz.student``) is not collected:
  its notebooks have no outputs to compare, and their exercise stubs raise NotImplementedError
  on purpose. ``.ci/check_student_notebooks.py`` runs them instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest

SANITIZE = Path(__file__).resolve().parents[1] / ".ci" / "nbval_sanitize.cfg"

collect_ignore = ["student"]


def pytest_configure(config: pytest.Config) -> None:
    option = config.option
    if getattr(option, "nbval", False) and not getattr(option, "nbval_sanitize_with", None):
        option.nbval_sanitize_with = str(SANITIZE)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        cell = getattr(item, "cell", None)  # nbval's IPyNbCell keeps the notebook cell here
        if cell is None or cell.get("cell_type") != "code":
            continue
        if cell.get("execution_count") is None:
            cell["execution_count"] = item.cell_num + 1
