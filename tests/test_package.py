"""Package-level promises: helpers work, importing changes no global state, docs name shapes."""

import inspect
import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import torch

import attnviz

ROOT = Path(__file__).resolve().parents[1]


def test_import_changes_no_global_state():
    script = textwrap.dedent(
        """
        import json, random
        import matplotlib, numpy as np, torch
        def snapshot():
            return {
                "backend": matplotlib.get_backend(),
                "rc": {k: repr(v) for k, v in matplotlib.rcParams.items()},
                "torch_rng": torch.get_rng_state().tolist(),
                "numpy_rng": repr(np.random.get_state()[1][:8]),
                "python_rng": repr(random.getstate()[1][:8]),
                "dtype": str(torch.get_default_dtype()),
                "grad": torch.is_grad_enabled(),
                "threads": torch.get_num_threads(),
            }
        before = snapshot()
        import attnviz, attnviz.visuals.explorers
        after = snapshot()
        print(json.dumps({k: before[k] == after[k] for k in before}))
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            check=True)
    unchanged = json.loads(result.stdout)
    assert all(unchanged.values()), unchanged


def test_device_is_a_torch_device_that_works():
    device = attnviz.device()
    assert isinstance(device, torch.device)
    assert device.type in {"cuda", "mps", "cpu"}
    assert torch.ones(2, device=device).sum().item() == 2
    if not torch.cuda.is_available() and not torch.backends.mps.is_available():
        assert device.type == "cpu"


def test_describe_machine_names_the_device_torch_the_cpu_kernels_and_the_numeric_path(
        monkeypatch):
    monkeypatch.delenv("ATTNVIZ_BF16", raising=False)
    monkeypatch.setenv("OMP_WAIT_POLICY", "PASSIVE")
    first, second = attnviz.describe_machine("cpu").split("\n")
    capability = torch.backends.cpu.get_cpu_capability()
    assert first == (f"This run: device cpu, PyTorch {torch.__version__}, "
                     f"CPU capability {capability}")
    threads = torch.get_num_threads()
    assert second == ("This run: bfloat16 autocast off (float32 on every CPU; ATTNVIZ_BF16=1 "
                      f"tries it), {threads} CPU thread{'s' if threads > 1 else ''}, "
                      "OMP_WAIT_POLICY=PASSIVE")
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.delenv("OMP_WAIT_POLICY")
    monkeypatch.setenv("ATTNVIZ_BF16", "1")
    first, second = attnviz.describe_machine(torch.device("cpu")).split("\n")
    assert first.endswith("CPU capability AVX2")
    assert second.startswith("This run: bfloat16 autocast on (ATTNVIZ_BF16=1")
    assert second.endswith("OMP_WAIT_POLICY unset (threads spin)")


def test_seed_everything_makes_every_generator_repeat():
    import random

    import numpy as np

    attnviz.seed_everything(3)
    first = (random.random(), np.random.rand(), torch.rand(1).item())
    attnviz.seed_everything(3)
    assert (random.random(), np.random.rand(), torch.rand(1).item()) == first
    with pytest.raises(ValueError, match="seed must be a non-negative int, got -1"):
        attnviz.seed_everything(-1)
    with pytest.raises(ValueError, match="seed must be a non-negative int, got 1.5"):
        attnviz.seed_everything(1.5)


def test_every_public_name_is_documented_and_tensor_functions_state_shapes():
    shape_words = ("(B", "(1, ", "(..., ", "(N,", "(M,", "(Tq", "(rows", "(T,", "(k")
    for name in attnviz.__all__:
        obj = getattr(attnviz, name)
        if name == "KERNELS":
            continue
        doc = inspect.getdoc(obj)
        assert doc, f"attnviz.{name} has no docstring"
        if isinstance(obj, type) and issubclass(obj, Exception):
            continue
        params = inspect.signature(obj).parameters if callable(obj) else {}
        takes_tensors = any(p.annotation and "Tensor" in str(p.annotation)
                            for p in params.values())
        if takes_tensors and not name.endswith("_kernel") and name not in {"to_numpy"}:
            assert any(word in doc for word in shape_words), f"attnviz.{name} states no shapes"


def test_each_module_names_the_chapter_that_introduces_it():
    import importlib
    import pkgutil

    modules = [info.name for info in pkgutil.walk_packages(attnviz.__path__, "attnviz.")]
    assert len(modules) > 30
    for name in modules:
        if name.rsplit(".", 1)[-1].startswith("_"):
            continue
        module = importlib.import_module(name)
        assert "chapter" in (module.__doc__ or "").lower(), name


def test_the_package_is_laid_out_by_idea_in_modules_a_reader_can_hold():
    # At least four sub-packages, each a folder of modules; no module over 700 lines.
    import pkgutil

    packages = [info.name for info in pkgutil.iter_modules(attnviz.__path__) if info.ispkg]
    assert {"mechanism", "models", "data", "training", "inspection", "visuals",
            "exercises"} <= set(packages), packages
    sizes = {str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
             for path in (ROOT / "attnviz").rglob("*.py")}
    assert len(sizes) > 30
    too_long = {name: lines for name, lines in sizes.items() if lines > 700}
    assert not too_long, f"modules over 700 lines: {too_long}"


def test_bf16_is_decided_without_a_stopwatch(monkeypatch):
    monkeypatch.delenv("ATTNVIZ_BF16", raising=False)

    def no_clock(*args):
        raise AssertionError("the decision must not time anything")

    monkeypatch.setattr(time, "perf_counter", no_clock)
    monkeypatch.setattr(time, "time", no_clock)
    monkeypatch.setattr(time, "monotonic", no_clock)
    answers = {attnviz.bf16_enabled("cpu") for _ in range(5)}
    assert answers == {False}  # every CPU trains in float32 unless the reader asks
    assert attnviz.bf16_choice("cpu").reason == "float32 on every CPU; ATTNVIZ_BF16=1 tries it"
    assert attnviz.bf16_enabled("mps") is False
    if not torch.cuda.is_available():
        assert attnviz.bf16_choice("cuda") == attnviz.Bfloat16Choice(
            False, "the GPU does not support it")


@pytest.mark.parametrize(("setting", "cpu"), [("1", True), ("0", False), (" 1 ", True)])
def test_bf16_can_be_overridden_but_never_on_mps(monkeypatch, setting, cpu):
    monkeypatch.setenv("ATTNVIZ_BF16", setting)
    assert attnviz.bf16_enabled("cpu") is cpu
    assert attnviz.bf16_choice("cpu").reason.startswith(f"ATTNVIZ_BF16={setting.strip()}")
    assert attnviz.bf16_enabled("mps") is False
    if cpu:
        assert attnviz.bf16_choice("mps").reason.startswith("ATTNVIZ_BF16=1 ignored")


def test_bf16_emulation_is_named_where_the_cpu_lacks_the_instructions(monkeypatch):
    monkeypatch.setenv("ATTNVIZ_BF16", "1")
    monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda: False, raising=False)
    monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda: False, raising=False)
    assert attnviz.bf16_choice("cpu").reason == (
        "ATTNVIZ_BF16=1 (no bfloat16 instructions: emulated)")
    monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda: True, raising=False)
    assert attnviz.bf16_choice("cpu").reason == "ATTNVIZ_BF16=1"


@pytest.mark.parametrize("setting", ["yes", "2", "true"])
def test_bf16_setting_errors_name_the_variable(monkeypatch, setting):
    monkeypatch.setenv("ATTNVIZ_BF16", setting)
    with pytest.raises(ValueError, match=f"ATTNVIZ_BF16 must be 0 or 1, got '{setting}'"):
        attnviz.bf16_enabled("cpu")
