"""record_attention: weights from every attention layer, exact outputs, hooks always removed."""

import pytest
import torch
from torch import nn

import attnviz


class TwoLayers(nn.Module):
    def __init__(self):
        super().__init__()
        self.self_attention = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
        self.cross = attnviz.AdditiveAttention(query_dim=8, key_dim=8, hidden_dim=4)

    def forward(self, x, memory, valid_lens):
        x = self.self_attention(x, x, x, causal=True)
        return self.cross(x, memory, memory, valid_lens=valid_lens)


def _hooks(model):
    return sum(len(m._forward_hooks) + len(m._forward_pre_hooks) for m in model.modules())


def test_records_every_layer_with_the_right_shapes_and_leaves_outputs_alone():
    torch.manual_seed(0)
    model = TwoLayers().eval()
    x, memory = torch.randn(3, 5, 8), torch.randn(3, 6, 8)
    lens = torch.tensor([6, 2, 4])
    expected = model(x, memory, lens)
    with attnviz.record_attention(model) as record:
        output = model(x, memory, lens)
        model(x, memory, lens)
    torch.testing.assert_close(output, expected)  # the caller still gets a plain tensor
    assert record.names() == ["self_attention", "cross"]
    assert [w.shape for w in record["self_attention"]] == [(3, 2, 5, 5)] * 2
    assert record["cross"][0].shape == (3, 5, 6)
    assert record.stacked("cross").shape == (2, 3, 5, 6)
    assert record.of(model.cross) is record["cross"]  # by module object, the same list
    assert record.name_of(model.self_attention) == "self_attention"
    heads = record["self_attention"][0]
    torch.testing.assert_close(heads.sum(-1), torch.ones(3, 2, 5))
    assert torch.all(heads.masked_select(torch.ones(5, 5, dtype=torch.bool).triu(1)) == 0)
    cross = record["cross"][0]
    assert torch.all(cross[1, :, 2:] == 0)
    torch.testing.assert_close(cross.sum(-1), torch.ones(3, 5))
    assert not cross.requires_grad
    assert _hooks(model) == 0


def test_rows_without_valid_keys_are_zero_and_others_sum_to_one():
    layer = attnviz.MultiHeadAttention(d_model=4, num_heads=2)
    x = torch.randn(2, 3, 4)
    with attnviz.record_attention(layer) as record:
        layer(x, x, x, valid_lens=torch.tensor([[0, 1, 3], [2, 2, 2]]))
    weights = record[""][0]  # the model itself is the layer
    sums = weights.sum(-1)
    assert torch.all(sums[0, :, 0] == 0)
    torch.testing.assert_close(sums[0, :, 1:], torch.ones(2, 2))


def test_callers_that_ask_for_weights_still_get_them():
    layer = attnviz.DotProductAttention()
    q = torch.randn(1, 2, 4)
    with attnviz.record_attention(layer) as record:
        output, weights = layer(q, q, q, need_weights=True)
    torch.testing.assert_close(record[""][0], weights)


def test_hooks_are_removed_after_an_error():
    model = TwoLayers()
    with pytest.raises(RuntimeError, match="boom"), attnviz.record_attention(model):
        assert _hooks(model) == 4
        raise RuntimeError("boom")
    assert _hooks(model) == 0


def test_bad_models_raise():
    with pytest.raises(ValueError, match="contains no attnviz attention layer"):
        with attnviz.record_attention(nn.Linear(2, 2)):
            pass
    with pytest.raises(TypeError, match="model must be a torch.nn.Module"):
        with attnviz.record_attention("model"):
            pass
    with attnviz.record_attention(TwoLayers()) as record:
        pass
    with pytest.raises(KeyError, match="no attention layer named 'decoder'"):
        record["decoder"]
    with pytest.raises(ValueError, match="was not called"):
        record.stacked("cross")


def test_to_cpu_and_repr():
    layer = attnviz.DotProductAttention()
    q = torch.randn(1, 2, 4)
    with attnviz.record_attention(layer, to_cpu=True) as record:
        layer(q, q, q)
    assert record[""][0].device.type == "cpu"
    assert repr(record) == "AttentionRecord(: 1)"
