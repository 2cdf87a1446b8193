"""The GPU self-test (attnviz.check_device) and the device choice that rests on it
(attnviz.device): a device that computes the book's attention wrongly, or cannot compute it,
is refused with a message that names the failing check; ATTNVIZ_DEVICE forces a device.

No GPU runs here, so a fake one stands in: torch.cuda.is_available() says yes, and the
tensors "placed" on it stay on the CPU, where an operator is patched to answer wrongly or to
raise, as a broken backend would.
"""

import re
import warnings

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz.training import device_check

REAL_SDPA = F.scaled_dot_product_attention


def wrong_sdpa(q, k, v, **kwargs):
    # right shape and finite, but off: as MPS was on permuted inputs
    return 1.5 * REAL_SDPA(q, k, v, **kwargs)


def missing_sdpa(q, k, v, **kwargs):
    raise NotImplementedError("The operator 'aten::_scaled_dot_product_attention_math' is not "
                              "currently implemented for the MPS device.")


@pytest.fixture
def fake_cuda(monkeypatch):
    """A CUDA device that is really the CPU: the self-test's tensors stay where they are."""
    monkeypatch.delenv("ATTNVIZ_DEVICE", raising=False)
    monkeypatch.delenv("ATTNVIZ_BF16", raising=False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *args, **kwargs: False)
    monkeypatch.setattr(device_check, "_place",
                        lambda t, device, dtype: t.to(dtype) if t.is_floating_point() else t)


def test_a_correct_device_passes_every_check_in_every_dtype():
    report = attnviz.check_device("cpu", (torch.float32, torch.bfloat16))
    assert report.ok, str(report)
    assert len(report.passed) == 14 and not report.failures
    assert str(report) == "cpu passed the book's 14 attention checks"


def test_the_check_leaves_the_global_random_state_alone():
    before = torch.get_rng_state()
    attnviz.check_device("cpu")
    assert torch.equal(torch.get_rng_state(), before)


def test_wrong_values_fail_the_checks_that_use_the_operator(monkeypatch):
    monkeypatch.setattr(F, "scaled_dot_product_attention", wrong_sdpa)
    report = attnviz.check_device("cpu")
    assert not report.ok
    failed = [f.split(":")[0] for f in report.failures]
    assert failed == [
        "scaled dot-product attention, causal (float32)",
        "scaled dot-product attention, padding mask (float32)",
        "scaled dot-product attention, grouped-query heads (float32)",
        "scaled dot-product attention, backward pass (float32)",
        "multi-head attention layer, padded and causal (float32)",
    ]
    assert "masked softmax, padded rows (float32)" in report.passed
    assert re.fullmatch(r"scaled dot-product attention, causal \(float32\): differs from float64 "
                        r"on the CPU by 0\.\d+, more than the 0\.001 allowed", report.failures[0])


def test_a_missing_operator_fails_with_its_error(monkeypatch):
    monkeypatch.setattr(F, "scaled_dot_product_attention", missing_sdpa)
    report = attnviz.check_device("cpu")
    assert report.failures[0] == (
        "scaled dot-product attention, causal (float32): NotImplementedError: The operator "
        "'aten::_scaled_dot_product_attention_math' is not currently implemented for the MPS "
        "device.")


def test_a_wrong_softmax_is_caught_too(monkeypatch):
    monkeypatch.setattr(device_check, "masked_softmax",
                        lambda scores, valid_lens: torch.softmax(scores, dim=-1))  # no padding
    report = attnviz.check_device("cpu")
    assert [f.split(":")[0] for f in report.failures] == ["masked softmax, padded rows (float32)"]


def test_device_falls_back_to_the_cpu_and_names_the_failing_check(fake_cuda, monkeypatch):
    monkeypatch.setattr(F, "scaled_dot_product_attention", wrong_sdpa)
    with pytest.warns(attnviz.DeviceCheckWarning) as caught:
        chosen = attnviz.device()
    assert chosen == torch.device("cpu")
    message = str(caught[0].message)
    assert message.startswith("cuda failed 5 of the book's 7 attention checks: "
                              "scaled dot-product attention, causal (float32): differs")
    assert message.endswith("This chapter runs on the CPU instead (set ATTNVIZ_DEVICE=cuda to "
                            "use the GPU all the same)")


def test_device_falls_back_when_the_gpu_raises(fake_cuda, monkeypatch):
    monkeypatch.setattr(F, "scaled_dot_product_attention", missing_sdpa)
    with pytest.warns(attnviz.DeviceCheckWarning, match="NotImplementedError"):
        assert attnviz.device() == torch.device("cpu")


def test_a_gpu_that_passes_is_chosen(fake_cuda):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert attnviz.device() == torch.device("cuda")


@pytest.mark.skipif(torch.cuda.is_available(), reason="needs a PyTorch without CUDA")
def test_a_gpu_pytorch_cannot_reach_is_refused(monkeypatch):
    # no fake placement: moving a tensor to "cuda" raises in a CPU-only PyTorch
    monkeypatch.delenv("ATTNVIZ_DEVICE", raising=False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *args, **kwargs: False)
    with pytest.warns(attnviz.DeviceCheckWarning, match=r"cuda failed 7 of the book's 7"):
        assert attnviz.device() == torch.device("cpu")


def test_the_gpu_is_checked_in_bfloat16_where_chapters_train_in_it(fake_cuda, monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda *args, **kwargs: True)
    seen = []
    real = device_check.check_device

    def spy(device, dtypes=(torch.float32,)):
        seen.append(dtypes)
        return real(device, dtypes)

    monkeypatch.setattr(attnviz.training.machine, "check_device", spy)
    assert attnviz.device() == torch.device("cuda")
    assert seen == [(torch.float32, torch.bfloat16)]


def test_attnviz_device_forces_a_device(fake_cuda, monkeypatch):
    monkeypatch.setenv("ATTNVIZ_DEVICE", "cpu")
    assert attnviz.device() == torch.device("cpu")  # although a (fake) GPU passes
    monkeypatch.setenv("ATTNVIZ_DEVICE", "CUDA")
    assert attnviz.device() == torch.device("cuda")
    monkeypatch.setattr(F, "scaled_dot_product_attention", wrong_sdpa)
    with pytest.warns(attnviz.DeviceCheckWarning, match="Kept, because ATTNVIZ_DEVICE=cuda"):
        assert attnviz.device() == torch.device("cuda")  # the reader's choice, with a warning


@pytest.mark.parametrize(("setting", "message"), [
    ("tpu", r"ATTNVIZ_DEVICE must be one of cpu, cuda, cuda:N \(N a GPU's index\) or mps, "
            r"got 'tpu'"),
    ("gpu", "ATTNVIZ_DEVICE must be one of cpu, cuda, cuda:N .* got 'gpu'"),
    ("cuda:x", "ATTNVIZ_DEVICE must be one of .* got 'cuda:x'"),
    ("cuda:", "ATTNVIZ_DEVICE must be one of .* got 'cuda:'"),
    ("cpu:0", "ATTNVIZ_DEVICE must be one of .* got 'cpu:0'"),
])
def test_attnviz_device_errors_name_the_variable(monkeypatch, setting, message):
    monkeypatch.setenv("ATTNVIZ_DEVICE", setting)
    with pytest.raises(ValueError, match=message):
        attnviz.device()


def test_attnviz_device_takes_a_gpu_index(fake_cuda, monkeypatch):
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    monkeypatch.setenv("ATTNVIZ_DEVICE", "cuda:1")
    assert attnviz.device() == torch.device("cuda", 1)
    monkeypatch.setenv("ATTNVIZ_DEVICE", "cuda:2")
    with pytest.raises(ValueError, match=re.escape(
            "ATTNVIZ_DEVICE=cuda:2 asks for GPU 2, but this machine has 2 (cuda:0 to cuda:1)")):
        attnviz.device()


def test_a_chapter_in_float64_checks_float64_on_the_gpu(fake_cuda, monkeypatch):
    seen = []
    real = device_check.check_device

    def spy(device, dtypes=(torch.float32,)):
        seen.append(dtypes)
        return real(device, dtypes)

    monkeypatch.setattr(attnviz.training.machine, "check_device", spy)
    assert attnviz.device(float64=True) == torch.device("cuda")
    assert attnviz.device() == torch.device("cuda")
    assert seen == [(torch.float32, torch.float64), (torch.float32,)]


def test_a_gpu_without_float64_is_not_chosen_for_a_chapter_that_needs_it(fake_cuda, monkeypatch):
    # as on Apple's MPS: float32 works, and a tensor moved to float64 raises
    def place(t, device, dtype):
        if t.is_floating_point() and dtype == torch.float64:
            raise TypeError("Cannot convert a MPS Tensor to float64 dtype as the MPS framework "
                            "doesn't support float64. Please use float32 instead.")
        return t.to(dtype) if t.is_floating_point() else t

    monkeypatch.setattr(device_check, "_place", place)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert attnviz.device() == torch.device("cuda")  # float32 only: the GPU passes
    with pytest.warns(attnviz.DeviceCheckWarning, match=r"cuda failed 7 of the book's 14 "
                      r"attention checks: masked softmax, padded rows \(float64\): TypeError: "
                      r"Cannot convert a MPS Tensor to float64"):
        assert attnviz.device(float64=True) == torch.device("cpu")


def test_float64_is_checked_as_strictly_as_its_rounding_allows(monkeypatch):
    assert attnviz.check_device("cpu", (torch.float64,)).ok
    real = F.scaled_dot_product_attention

    def slightly_off(q, k, v, **kwargs):  # 1e-6 off: fine in float32, wrong in float64
        return real(q, k, v, **kwargs) * (1 + 1e-6)

    monkeypatch.setattr(F, "scaled_dot_product_attention", slightly_off)
    assert attnviz.check_device("cpu", (torch.float32,)).ok
    assert not attnviz.check_device("cpu", (torch.float64,)).ok


def test_device_takes_float64_as_a_bool():
    with pytest.raises(TypeError, match="float64 must be a bool, got int 1"):
        attnviz.device(float64=1)


def test_attnviz_device_refuses_a_device_that_is_not_there(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setenv("ATTNVIZ_DEVICE", "cuda")
    with pytest.raises(ValueError, match="ATTNVIZ_DEVICE=cuda asks for a device that this "
                                         "PyTorch .* cannot use here"):
        attnviz.device()


@pytest.mark.parametrize(("dtypes", "error", "message"), [
    ((), TypeError, "dtypes must be a non-empty tuple of torch dtypes, got ()"),
    ([torch.float32], TypeError, "dtypes must be a non-empty tuple"),
    ((torch.int64,), ValueError, "dtypes may hold torch.float32, torch.bfloat16, torch.float16, "
                                 "torch.float64, got torch.int64"),
])
def test_check_device_errors(dtypes, error, message):
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        attnviz.check_device("cpu", dtypes)


def test_contiguous_on_mps_leaves_other_devices_alone():
    from attnviz.mechanism._device import contiguous_on_mps

    x = torch.randn(2, 3, 4).transpose(0, 1)
    (same,) = contiguous_on_mps(x)
    assert same is x  # untouched on the CPU: the CPU path is unchanged
