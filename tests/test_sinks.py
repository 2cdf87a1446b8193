"""Attention sinks: StreamingLLM's keep policy and a learned sink logit, against oracles."""

import math

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz import attention_with_sink, streaming_keep
from attnviz.mechanism.sinks import sink_weights


def _loop_keep(length, window, num_sinks):
    """The policy, one slot at a time."""
    return [slot for slot in range(length) if slot < num_sinks or slot >= length - window]


@pytest.mark.parametrize("length", range(0, 14))
@pytest.mark.parametrize(("window", "num_sinks"), [(4, 2), (1, 1), (3, 0), (5, 4), (1, 0)])
def test_streaming_keep_keeps_the_sinks_and_the_recent_window(length, window, num_sinks):
    kept = streaming_keep(length, window=window, num_sinks=num_sinks)
    assert kept.dtype == torch.long
    assert kept.tolist() == _loop_keep(length, window, num_sinks)
    assert len(kept) == min(length, num_sinks + window)
    assert bool((kept[1:] > kept[:-1]).all())  # sorted, no slot twice


def test_streaming_keep_evicts_the_middle_of_a_latent_cache():
    cache = attnviz.LatentCache(latent=torch.arange(10.0).view(1, 10, 1),
                                rope_key=torch.zeros(1, 10, 2))
    kept = cache.keep(streaming_keep(len(cache), window=3, num_sinks=2))
    assert kept.latent.flatten().tolist() == [0.0, 1.0, 7.0, 8.0, 9.0]


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"length": -1, "window": 2, "num_sinks": 1}, ValueError,
     "length must be a non-negative int, got -1"),
    ({"length": 5, "window": 0, "num_sinks": 1}, ValueError, "window must be a positive int"),
    ({"length": 5, "window": 2, "num_sinks": -1}, ValueError,
     "num_sinks must be a non-negative int, got -1"),
    ({"length": 5.0, "window": 2, "num_sinks": 1}, TypeError, "length must be"),
])
def test_streaming_keep_names_a_wrong_argument(kwargs, error, message):
    length = kwargs.pop("length")
    with pytest.raises(error, match=message):
        streaming_keep(length, **kwargs)


def _qkv(batch=2, heads=3, queries=5, keys=5, width=4, value_width=6, seed=0):
    generator = torch.Generator().manual_seed(seed)
    return (torch.randn(batch, heads, queries, width, generator=generator, dtype=torch.float64),
            torch.randn(batch, heads, keys, width, generator=generator, dtype=torch.float64),
            torch.randn(batch, heads, keys, value_width, generator=generator,
                        dtype=torch.float64))


@pytest.mark.parametrize(("queries", "keys", "causal"), [(5, 5, True), (2, 6, True),
                                                          (3, 7, False)])
def test_a_sink_of_minus_infinity_is_ordinary_attention(queries, keys, causal):
    q, k, v = _qkv(queries=queries, keys=keys)
    none = torch.full((3,), -math.inf, dtype=torch.float64)
    mask = attnviz.causal_mask(queries, keys) if causal else None
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    torch.testing.assert_close(attention_with_sink(q, k, v, none, causal=causal), expected)


def test_a_sink_is_one_more_key_with_a_zero_value():
    q, k, v = _qkv(queries=4, keys=6)
    sink = torch.tensor([0.5, -1.0, 3.0], dtype=torch.float64)
    out = attention_with_sink(q, k, v, sink)
    weights = sink_weights(q, k, sink)
    # the oracle: a key whose score is the sink logit (q·k / √Dh = logit) and whose value is 0
    scores = q @ k.transpose(-2, -1) / 2.0  # √Dh = 2
    scores = scores.masked_fill(~attnviz.causal_mask(4, 6), -math.inf)
    logits = torch.cat([scores, sink.view(1, 3, 1, 1).expand(2, 3, 4, 1)], dim=-1)
    full = logits.softmax(dim=-1)
    torch.testing.assert_close(weights, full[..., :6])
    torch.testing.assert_close(out, full[..., :6] @ v)
    assert bool((weights.sum(-1) < 1).all())  # the sink took a share
    torch.testing.assert_close(weights.sum(-1) + full[..., 6], torch.ones(2, 3, 4,
                                                                          dtype=torch.float64))


def test_a_large_sink_silences_a_head_and_an_empty_row_gives_zeros():
    q, k, v = _qkv(queries=3, keys=3)
    sink = torch.tensor([60.0, -math.inf, -math.inf], dtype=torch.float64)
    out = attention_with_sink(q, k, v, sink)
    assert out[:, 0].abs().max() < 1e-20  # head 0 gives all its weight to the sink
    # no key at all: heads without a sink give zeros, not NaN
    q, k, v = _qkv(queries=2, keys=0)
    out = attention_with_sink(q, k, v, sink, causal=False)
    weights = sink_weights(q, k, sink, causal=False)
    assert out.shape == (2, 3, 2, 6) and weights.shape == (2, 3, 2, 0)
    assert not out.any()


def test_attention_with_sink_names_a_wrong_argument():
    q, k, v = _qkv()
    sink = torch.zeros(3, dtype=torch.float64)
    with pytest.raises(ValueError, match=r"sink_logits must hold one logit per head, shaped "
                                         r"\(H,\) = \(3,\), got shape \(4,\)"):
        attention_with_sink(q, k, v, torch.zeros(4, dtype=torch.float64))
    with pytest.raises(TypeError, match="sink_logits must have the dtype of q"):
        attention_with_sink(q, k, v, sink.float())
    with pytest.raises(ValueError, match=r"k must be shaped \(B, H, Tk, Dh\) = \(2, 3, Tk, 4\)"):
        attention_with_sink(q, k[:, :2], v, sink)
    with pytest.raises(ValueError, match=r"v must be shaped \(B, H, Tk, Dv\)"):
        attention_with_sink(q, k, v[:, :, :2], sink)
    with pytest.raises(ValueError, match=r"q must be a 4-D tensor shaped \(B, H, Tq, Dh\)"):
        attention_with_sink(q[0], k, v, sink)
    with pytest.raises(ValueError, match="q needs 1 <= Tq <= Tk, got Tq=5 and Tk=3"):
        attention_with_sink(q, k[:, :, :3], v[:, :, :3], sink)
    with pytest.raises(TypeError, match="causal must be a bool"):
        attention_with_sink(q, k, v, sink, causal=1)


def test_non_finite_inputs_are_documented_not_refused():
    q, k, v = _qkv(queries=2, keys=4)
    # a sink of +inf takes every row's whole weight: zero weights on the keys, zero output
    infinite = torch.full((3,), math.inf, dtype=torch.float64)
    out, weights = attention_with_sink(q, k, v, infinite), sink_weights(q, k, infinite)
    assert bool((weights == 0).all()) and bool((out == 0).all())
    # a NaN sink logit or a NaN query gives NaN, as PyTorch's attention does
    nan_sink = torch.tensor([math.nan, 0.0, 0.0], dtype=torch.float64)
    out = attention_with_sink(q, k, v, nan_sink)
    assert bool(out[:, 0].isnan().all()) and bool(out[:, 1:].isfinite().all())
    q[0, 1, 0, 0] = math.nan
    out = attention_with_sink(q, k, v, torch.zeros(3, dtype=torch.float64))
    assert bool(out[0, 1, 0].isnan().all()) and bool(out[0, 0].isfinite().all())


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda q, k, v, s: attention_with_sink(q[..., :0], k[..., :0], v, s), ValueError,
     r"q must have Dh >= 1 features per head .*got shape \(2, 3, 5, 0\)"),
    (lambda q, k, v, s: attention_with_sink(q.long(), k, v, s), TypeError,
     "q must hold floating-point numbers, got dtype torch.int64"),
    (lambda q, k, v, s: attention_with_sink(q, k, v, s.bool()), TypeError,
     "sink_logits must have the dtype of q"),
    (lambda q, k, v, s: attention_with_sink(q, k[:, :2], v[:, :2], s), ValueError,
     r"k must be shaped \(B, H, Tk, Dh\) = \(2, 3, Tk, 4\)"),
    (lambda q, k, v, s: attention_with_sink(q, k, v, s, causal=None), TypeError,
     "causal must be a bool, got NoneType None"),
    (lambda q, k, v, s: sink_weights(q, k, s, causal=1), TypeError,
     "causal must be a bool, got int 1"),
    (lambda q, k, v, s: attention_with_sink(q[:, :, :0], k, v, s), ValueError,
     "needs 1 <= Tq <= Tk, got Tq=0"),
])
def test_attention_with_sink_names_each_wrong_argument(call, error, message):
    q, k, v = _qkv(queries=5, keys=6)
    with pytest.raises(error, match=message):
        call(q, k, v, torch.zeros(3, dtype=torch.float64))


@pytest.mark.parametrize(("device", "error", "message"), [
    (5.0, TypeError, "device must be a torch.device, a string such as 'cpu' or 'cuda', or None, "
                     "got float 5.0"),
    ("nowhere", ValueError, "device must name a device, such as 'cpu'"),
])
def test_streaming_keep_names_a_wrong_device(device, error, message):
    with pytest.raises(error, match=message):
        streaming_keep(5, window=2, num_sinks=1, device=device)
    assert streaming_keep(5, window=2, num_sinks=1, device="cpu").tolist() == [0, 3, 4]
