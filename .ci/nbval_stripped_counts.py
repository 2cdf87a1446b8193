"""pytest plugin for .ci/run: let strict nbval check notebooks whose execution counts are stripped.

The committed notebooks are fully executed (by .ci/execute_notebooks.py) and then have their
execution counts set to None, to keep diffs small. nbval 0.11, however, reads a missing count
as "this cell was never run": it fails such a cell when it has outputs ("Unrun reference cell
has outputs") and silently skips comparing it when it has none. This plugin restores a count
(in memory only) for every code cell before the tests run, so that every cell is executed *and*
its fresh outputs are compared with the committed ones, as in strict `pytest --nbval`.

Loaded by .ci/run with `PYTHONPATH=.ci python -m pytest -p nbval_stripped_counts --nbval ...`.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        cell = getattr(item, "cell", None)  # nbval's IPyNbCell keeps the notebook cell here
        if cell is None or cell.get("cell_type") != "code":
            continue
        if cell.get("execution_count") is None:
            cell["execution_count"] = item.cell_num + 1
