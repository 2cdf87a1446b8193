"""attnviz's import graph: sub-packages in their stated order, no cycles (tools/import_graph.py).

The checker itself is tested on small made-up packages: an upward import, a cycle, a relative
import and an import for type checking only are each found.
"""

import textwrap

import pytest

from tools import import_graph
from tools.import_graph import ROOT, Edge, cycles, import_edges, violations


def _package(tmp_path, files):
    for name, text in {"__init__.py": "", **files}.items():
        path = tmp_path / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path / "pkg"


def test_the_package_respects_its_layers_and_has_no_cycles():
    edges = import_edges(ROOT / "attnviz")
    assert len(edges) > 50  # the graph was read (every sub-package imports _checks)
    problems = [problem.message for problem in violations(edges)]
    assert not problems, "\n".join(problems)


def test_every_sub_package_has_a_layer():
    for path in (ROOT / "attnviz").iterdir():
        if path.name.startswith("__") or not (path.suffix == ".py" or path.is_dir()):
            continue
        import_graph.layer(path.stem)  # raises for a sub-package the order does not name


def test_an_upward_import_is_found_wherever_it_stands(tmp_path):
    package = _package(tmp_path, {
        "data/__init__.py": "",
        "models/__init__.py": "",
        "models/net.py": "from pkg.data.reader import read\n",
        "data/reader.py": """
            from typing import TYPE_CHECKING
            if TYPE_CHECKING:
                from pkg.models.net import Net
            def read():
                from pkg.models import net
                return net
        """,
    })
    edges = import_edges(package)
    assert {(e.importer, e.imported, e.kind) for e in edges} == {
        ("pkg.models.net", "pkg.data.reader", "module"),
        ("pkg.data.reader", "pkg.models.net", "typing"),
        ("pkg.data.reader", "pkg.models.net", "function")}
    messages = [problem.message for problem in violations(edges)]
    assert any("pkg.data.reader" in m and "data may not use models" in m for m in messages)
    assert "import cycle among pkg.data.reader, pkg.models.net" in messages
    assert import_graph.main(["--package", str(package), "--quiet"]) == 1


def test_a_clean_package_passes_and_relative_imports_resolve(tmp_path, capsys):
    package = _package(tmp_path, {
        "_checks.py": "def check(): pass\n",
        "mechanism/__init__.py": "from .masks import mask\n",
        "mechanism/masks.py": "from .. import _checks\nfrom ..data import vocab\n",
        "data/__init__.py": "",
        "data/vocab.py": "import os\nimport pkg._checks\n",
    })
    edges = import_edges(package)
    assert {(e.importer, e.imported) for e in edges} == {
        ("pkg.mechanism", "pkg.mechanism.masks"), ("pkg.mechanism.masks", "pkg._checks"),
        ("pkg.mechanism.masks", "pkg.data.vocab"), ("pkg.data.vocab", "pkg._checks")}
    assert violations(edges) == []
    assert import_graph.main(["--package", str(package)]) == 0
    out = capsys.readouterr().out
    assert "mechanism   -> _checks, data" in out and "the layers hold, no cycles" in out


def test_cycles_are_the_strongly_connected_modules():
    def edge(a, b):
        return Edge(a, b, 1, "module")

    edges = [edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d"), edge("d", "e"),
             edge("e", "d")]
    assert cycles(edges) == [["a", "b", "c"], ["d", "e"]]
    assert cycles([edge("a", "b"), edge("b", "c")]) == []


def test_a_folder_that_is_not_a_package_is_refused(tmp_path):
    with pytest.raises(ValueError, match="package_dir must be a package folder"):
        import_edges(tmp_path)
