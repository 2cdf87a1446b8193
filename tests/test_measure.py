"""Time and peak memory of a call, as chapter 10 measures them, and its arithmetic (chapter 4)."""

import sys
import time

import pytest
import torch

import attnviz
from attnviz.training.measure import best_times, peak_memory

LINUX = sys.platform.startswith("linux")


@pytest.mark.skipif(not LINUX, reason="the CPU peak is read from /proc")
def test_the_cpu_peak_sees_a_large_tensor_and_not_a_small_one():
    def big():
        x = torch.ones(64, 1024, 1024)  # 256 MiB, touched
        return float(x[0, 0, 0])

    large = peak_memory(big)
    small = peak_memory(lambda: torch.ones(16).sum())
    assert large >= 250 * 2**20 and small < 32 * 2**20
    assert attnviz.peak_memory is peak_memory


@pytest.mark.skipif(not LINUX, reason="the CPU peak is read from /proc")
def test_the_peak_is_the_peak_not_what_is_left():
    def passing():
        x = torch.ones(32, 1024, 1024)  # 128 MiB, freed before the call returns
        del x
        return torch.ones(4)

    assert peak_memory(passing) >= 120 * 2**20


@pytest.mark.skipif(not LINUX, reason="the CPU peak is read from /proc")
def test_a_second_call_is_measured_as_fully_as_the_first():
    def medium():
        x = torch.ones(4, 1024, 1024)  # 16 MiB: below glibc's automatic mmap threshold
        return float(x.sum())

    first, second = peak_memory(medium), peak_memory(medium)
    assert first >= 15 * 2**20 and second >= 15 * 2**20


@pytest.mark.skipif(not LINUX, reason="the CPU peak is read from /proc")
def test_a_call_that_fits_in_freed_heap_memory_is_still_counted():
    import attnviz.training.measure as measure

    measure._map_allocations(32 * 2**20)  # glibc serves 16 MiB from the heap, as after timing
    hole = torch.ones(5, 1024, 1024)  # 20 MiB of heap...
    pinned = torch.ones(2, 1024, 1024)  # ...below 8 MiB that stay, so the heap cannot shrink
    del hole  # a resident hole of 20 MiB that a later call could reuse unseen

    def medium():
        x = torch.ones(4, 1024, 1024)  # 16 MiB: fits in the freed heap memory
        return float(x.sum())

    assert peak_memory(medium) >= 15 * 2**20
    del pinned


def test_best_time_keeps_the_fastest_run_of_each_function():
    calls = []

    def slow():
        calls.append("slow")
        time.sleep(0.02)

    def fast():
        calls.append("fast")

    slow_time, fast_time = best_times([slow, fast], repeats=3)
    assert slow_time >= 0.02 > fast_time
    assert calls == ["slow", "fast"] * 4  # a warm-up, then alternation


def test_bad_arguments_are_named():
    with pytest.raises(TypeError, match="fn must be callable, got int"):
        peak_memory(3)
    with pytest.raises(TypeError, match="fns must be a non-empty sequence of functions"):
        best_times(lambda: None)
    with pytest.raises(TypeError, match=r"fns\[1\] must be callable, got str"):
        best_times([lambda: None, "x"])
    with pytest.raises(ValueError, match="repeats must be a positive int, got 0"):
        best_times([lambda: None], repeats=0)


def test_count_flops_counts_two_operations_per_multiply_add():
    # a linear layer on (B, Din): B*Din*Dout multiply-adds forward, the same again for the
    # weight's gradient (the input needs none)
    B, Din, Dout = 5, 12, 7
    layer = torch.nn.Linear(Din, Dout)
    x = torch.randn(B, Din)
    assert attnviz.count_flops(lambda: layer(x)) == 2 * B * Din * Dout
    assert attnviz.count_flops(lambda: layer(x).sum().backward()) == 2 * 2 * B * Din * Dout
    assert layer.weight.grad is not None  # fn ran as usual


def test_count_flops_sees_the_products_inside_a_gru_and_grows_with_the_length():
    # the GRU's products, written out: per step, W_ih x and W_hh h, each (B, 3H) from (B, D)
    B, D, H = 4, 6, 10
    gru = torch.nn.GRU(D, H, batch_first=True)
    for T in (1, 3, 8):
        x = torch.randn(B, T, D)
        assert attnviz.count_flops(lambda x=x: gru(x)) == 2 * T * B * 3 * H * (D + H)


def test_count_flops_is_the_same_on_every_call_and_refuses_a_non_callable():
    layer = torch.nn.Linear(3, 3)
    x = torch.randn(2, 3)
    counts = {attnviz.count_flops(lambda: layer(x)) for _ in range(3)}
    assert counts == {36}
    with pytest.raises(TypeError, match="fn must be"):
        attnviz.count_flops(42)
