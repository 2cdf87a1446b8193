"""Attention over a sequence split across processes (gloo on 127.0.0.1): ring attention and
all-to-all over heads equal SDPA in float64, causal and not; the zigzag layout balances the
causal work; a dead process stops the others with an error naming it; no process or listening
port is left behind."""

import multiprocessing
import socket

import pytest
import torch
import torch.nn.functional as F

from attnviz.serving.ring import AttentionGroup, ring_attention, ring_positions


def _qkv(length=48, seed=0):
    generator = torch.Generator().manual_seed(seed)
    return tuple(torch.randn(2, 4, length, 8, generator=generator, dtype=torch.float64)
                 for _ in range(3))


def _nothing_left_behind(port):
    assert multiprocessing.active_children() == []
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # nothing listens on the port any more (connections closing may linger in TIME_WAIT,
        # which SO_REUSEADDR allows; a listening socket would not)
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))


@pytest.mark.parametrize("world_size", [2, 4])
def test_ring_and_all_to_all_attention_equal_sdpa(world_size):
    q, k, v = _qkv()
    block = 2 * 4 * (48 // world_size) * 8 * 8  # keys of one process: B H n Dh, float64
    with AttentionGroup(world_size) as group:
        for causal in (False, True):
            expected = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
            scores = 2 * 4 * (48 * 49 // 2 if causal else 48 * 48)
            for layout in ("contiguous", "zigzag"):
                result = group.ring(q, k, v, causal=causal, layout=layout)
                torch.testing.assert_close(result.output, expected, rtol=1e-12, atol=1e-12)
                if causal:  # hidden pairs of runs skipped; those on the diagonal computed whole
                    assert scores < result.work.sum() < 2 * 4 * 48 * 48
                else:
                    assert result.work.sum() == scores
                assert torch.all(result.held_bytes == 4 * block)  # two blocks of keys, values
                assert torch.all(result.sent_bytes == 2 * block * (world_size - 1))
                if causal and layout == "contiguous":  # the last process sees every block
                    assert result.imbalance > 1.3
                if layout == "zigzag" or not causal:
                    assert result.imbalance == 1.0
            result = group.ulysses(q, k, v, causal=causal)
            torch.testing.assert_close(result.output, expected, rtol=1e-12, atol=1e-12)
            assert result.work.sum() == scores and result.imbalance == 1.0  # (masked scores)
            assert torch.all(result.held_bytes == 2 * block)  # all positions, H / P heads
            # q, k, v out and the output back: each sends all but its own share
            assert torch.all(result.sent_bytes == 4 * block * (world_size - 1) // world_size)
            assert torch.all(result.largest_scores == 2 * (4 // world_size) * 48 * 48)
            # the ring sends P H_kv / (H + H_kv) times what all-to-all sends (H_kv = H = 4)
            ring = group.ring(q, k, v, causal=causal)
            ratio = ring.sent_bytes.max().item() / result.sent_bytes.max().item()
            assert ratio == world_size * 4 / (4 + 4)
        port = group.port
    _nothing_left_behind(port)


@pytest.mark.parametrize("kind", ["ring", "ulysses"])
def test_a_dead_process_stops_the_others_with_an_error_naming_it(kind):
    q, k, v = _qkv(length=16)
    group = AttentionGroup(2)
    with group, pytest.raises(RuntimeError, match=f"{kind} attention: process 1 of 2 exited "
                                                  "with code 3"):
        getattr(group, kind)(q, k, v, _fail_rank=1)
    assert multiprocessing.active_children() == []
    assert repr(group) == "AttentionGroup(world_size=2, stopped)"


def test_one_call_in_a_group_of_its_own():
    q, k, v = _qkv(length=10)
    result = ring_attention(q, k, v, world_size=2, causal=True, layout="zigzag")
    torch.testing.assert_close(result.output, F.scaled_dot_product_attention(
        q, k, v, is_causal=True), rtol=1e-12, atol=1e-12)
    assert multiprocessing.active_children() == []


def test_the_layouts_deal_every_position_once():
    for length, world in ((48, 4), (10, 3), (7, 7)):
        for layout in ("contiguous", "zigzag"):
            dealt = torch.cat(ring_positions(length, world, layout))
            assert sorted(dealt.tolist()) == list(range(length))
    assert ring_positions(8, 2, "zigzag")[0].tolist() == [0, 1, 6, 7]


def test_bad_input_is_refused_by_name():
    q, k, v = _qkv(length=4)
    with pytest.raises(ValueError, match="at least one position per process"):
        ring_attention(q, k, v, world_size=5)
    with pytest.raises(ValueError, match="layout must be one of"):
        ring_attention(q, k, v, layout="striped")
    with pytest.raises(ValueError, match="one key per query"):
        ring_attention(q, k[:, :, :3], v[:, :, :3])
    with pytest.raises(TypeError, match="causal"):
        ring_attention(q, k, v, causal=1)
    with pytest.raises(ValueError, match="timeout"):
        ring_attention(q, k, v, timeout=0.0)
    with pytest.raises(TypeError, match="dtype"):
        ring_attention(q, k.float(), v)
    with pytest.raises(ValueError, match="layout"):
        ring_positions(8, 2, "diagonal")
    group = AttentionGroup(3)
    with pytest.raises(RuntimeError, match="not running"):
        group.ring(q, k, v)
    with pytest.raises(ValueError, match="must divide the heads"):  # checked before running
        group.ulysses(q, k, v)
    assert multiprocessing.active_children() == []
