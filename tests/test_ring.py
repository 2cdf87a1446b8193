"""Ring attention across processes (gloo on 127.0.0.1): equal to SDPA in float64, causal and
not, contiguous and zigzag; the zigzag layout balances the causal work; a dead process stops the
others with an error naming it; no process or port is left behind."""

import multiprocessing
import socket

import pytest
import torch
import torch.nn.functional as F

from attnviz.serving.ring import ring_attention, ring_positions


def _qkv(length=48, seed=0):
    generator = torch.Generator().manual_seed(seed)
    return tuple(torch.randn(2, 4, length, 8, generator=generator, dtype=torch.float64)
                 for _ in range(3))


def _nothing_left_behind(result):
    assert multiprocessing.active_children() == []
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        # nothing listens on the port any more (connections closing may linger in TIME_WAIT,
        # which SO_REUSEADDR allows; a listening socket would not)
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", result.port))


@pytest.mark.parametrize("world_size, causal, layout", [(2, False, "zigzag"),
                                                       (2, True, "contiguous"),
                                                       (4, True, "zigzag")])
def test_ring_attention_equals_sdpa(world_size, causal, layout):
    q, k, v = _qkv()
    result = ring_attention(q, k, v, world_size=world_size, causal=causal, layout=layout)
    expected = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    torch.testing.assert_close(result.output, expected, rtol=1e-12, atol=1e-12)
    assert result.work.sum() == 2 * 4 * (48 * 49 // 2 if causal else 48 * 48)
    if causal and layout == "contiguous":  # the last process sees every block, the first one
        assert result.imbalance > 1.4
    if layout == "zigzag":
        assert result.imbalance == 1.0
    # each process holds at most two blocks of keys and values: 2 * (12 keys + 12 values) ...
    block = 2 * 4 * (48 // world_size) * 8 * 8  # one block of keys: B H n Dh, float64
    assert torch.all(result.block_bytes == 4 * block)
    _nothing_left_behind(result)


def test_a_dead_process_stops_the_others_with_an_error_naming_it():
    q, k, v = _qkv(length=16)
    with pytest.raises(RuntimeError, match="process 1 of 2 exited with code 3"):
        ring_attention(q, k, v, world_size=2, timeout=20.0, _fail_rank=1)
    assert multiprocessing.active_children() == []


def test_the_layouts_deal_every_position_once():
    for length, world in ((48, 4), (10, 3), (7, 7)):
        for layout in ("contiguous", "zigzag"):
            dealt = torch.cat(ring_positions(length, world, layout))
            assert sorted(dealt.tolist()) == list(range(length))
    assert ring_positions(8, 2, "zigzag")[0].tolist() == [0, 1, 6, 7]


def test_bad_input_is_refused_by_name():
    q, k, v = _qkv(length=4)
    with pytest.raises(ValueError, match="world_size must be an int between 1 and 4, got 5"):
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
