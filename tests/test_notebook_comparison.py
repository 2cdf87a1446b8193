"""The notebook check's comparison (.ci/nbval_tolerance.py): another machine's rounding passes,
a stale output fails.

The last test runs the real check, ``bash .ci/check-notebooks``, on a small notebook with a
planted stale output, so the whole path (script, nbval, the plugin, the sanitiser) is covered.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load():
    spec = importlib.util.spec_from_file_location("nbval_tolerance",
                                                  ROOT / ".ci" / "nbval_tolerance.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


tolerance = _load()


@pytest.mark.parametrize(("committed", "executed"), [
    ("0.743804", "0.743805"),                        # the last digit rounded the other way
    ("0.9717", "0.9718"),
    ("tensor([[0.1000, 0.6200]])", "tensor([[0.1000, 0.6201]])"),
    ("max difference 2.8e-07", "max difference 2.7e-07"),
    ("max difference 2.8e-07", "max difference 0.0"),  # within the absolute tolerance
    ("tensor([ 0.0000, -0.2500])", "tensor([-0.0000, -0.2500])"),  # PyTorch's column padding
    ("tensor([0., 1.])", "tensor([0.0000, 1.0000])"),  # PyTorch's format follows the values
    ('{"w":[0.1234,0.5]}', '{"w":[0.1235,0.5]}'),     # a view's embedded data
    ("loss 1.234567", "loss 1.234590"),               # within the relative tolerance
    ("17,065 pairs", "17,065 pairs"),
])
def test_another_machines_rounding_passes(committed, executed):
    assert tolerance.text_mismatch(committed, executed) is None


@pytest.mark.parametrize(("committed", "executed", "what"), [
    ("weights 0.62", "weights 1.86", "number 1 differs"),       # a number multiplied by three
    ("0.743804", "0.743904", "number 1 differs"),               # beyond the last digit
    ("17,065 pairs", "17,066 pairs", "number 2 differs"),       # counts are exact
    ("1000 steps", "1001 steps", "number 1 differs"),
    ("je connais ton fils .", "je sais ton fils .", "the text differs"),  # a changed sentence
    ("a\nb\nc 1.0\n", "a\nc 1.0\n", "the text differs"),       # a missing line
    ("x 1.0\ny 2.0\n", "x 1.0\n", "the text differs"),         # a missing line with a number
    ("[0.1, 0.2, 0.3]", "[0.1, 0.2]", "differs"),
    ("tensor([0., 1.])", "tensor([0.0000, 1.9000])", "number 2 differs"),  # not one step of "1."
    ("accuracy 0.97", "accuracy 0.97 (best)", "the text differs"),
])
def test_a_stale_output_fails(committed, executed, what):
    mismatch = tolerance.text_mismatch(committed, executed)
    assert mismatch is not None and what in mismatch.what, mismatch


def test_the_tolerance_is_stated_and_small():
    assert tolerance.RTOL <= 1e-4 and tolerance.ATOL <= 1e-5
    assert not tolerance.numbers_close("1.000", "1.002")  # two steps of the last digit
    assert tolerance.numbers_close("1.000", "1.001")      # one step: a rounding apart
    assert tolerance.numbers_close("12.5", "12.5")
    assert not tolerance.numbers_close("12", "13")


def test_outputs_must_be_as_many_and_of_the_same_kinds():
    committed = {"text/plain": ["0.5"], "text": ["done\n"]}
    assert tolerance.outputs_match(committed, {"text/plain": ["0.5"], "text": ["done\n"]}) == []
    missing = tolerance.outputs_match(committed, {"text/plain": ["0.5"]})
    assert [m.what for m in missing] == ["1 'text' outputs committed, 0 executed"]
    extra = tolerance.outputs_match(committed, {**committed, "text/html": ["<b>0.5</b>"]})
    assert [m.what for m in extra] == ["0 'text/html' outputs committed, 1 executed"]


def _notebook(cells):
    return {"cells": [{"cell_type": "code", "execution_count": i + 1, "id": f"c{i}",
                       "metadata": {}, "outputs": outputs, "source": source}
                      for i, (source, outputs) in enumerate(cells)],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                        "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def _stream(text):
    return [{"name": "stdout", "output_type": "stream", "text": text}]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_check_notebooks_fails_a_planted_stale_output_and_passes_the_fresh_one(tmp_path):
    folder = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", folder,  # the chapters' conftest.py, no chapter
                    ignore=shutil.ignore_patterns("*.ipynb", "student", "__pycache__"))
    (tmp_path / ".ci").mkdir()
    for name in ("nbval_tolerance.py", "nbval_sanitize.cfg"):
        shutil.copy(ROOT / ".ci" / name, tmp_path / ".ci" / name)
    source = "x = 0.1 + 0.2\nprint(f'weights {x:.6f}')\nprint('je connais ton fils .')"
    fresh = _stream("weights 0.300000\nje connais ton fils .\n")
    cases = {
        "fresh": fresh,
        "tripled": _stream("weights 0.900000\nje connais ton fils .\n"),
        "sentence": _stream("weights 0.300000\nje sais ton fils .\n"),
        "missing": _stream("weights 0.300000\n"),
    }
    for name, outputs in cases.items():
        (folder / f"{name}.ipynb").write_text(json.dumps(_notebook([(source, outputs)])))
    env = {**os.environ, "VIRTUAL_ENV": sys.prefix,
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run(
        ["bash", str(ROOT / ".ci" / "check-notebooks"), *(str(folder / f"{name}.ipynb")
                                                          for name in cases),
         "--rootdir", str(tmp_path)],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    log = run.stdout + run.stderr
    assert run.returncode == 1, log
    assert "fresh.ipynb::Cell 0 PASSED" in log or "1 passed" in log, log
    assert "3 failed, 1 passed" in log, log
    assert "number 1 differs beyond the tolerance" in log and "the text differs" in log, log
