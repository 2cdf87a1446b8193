"""Attention layers: equal to the functional forms, masks, dropout and weights on request."""

import pytest
import torch
import torch.nn.functional as F

import attnviz


def _qkv(dq=8, dk=8, dv=4, batch=2, tq=3, tk=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(batch, tq, dq, generator=g), torch.randn(batch, tk, dk, generator=g),
            torch.randn(batch, tk, dv, generator=g))


def test_dot_product_attention_matches_torch_and_returns_weights_only_when_asked():
    q, k, v = _qkv()
    layer = attnviz.DotProductAttention()
    lens = torch.tensor([2, 5])
    output = layer(q, k, v, valid_lens=lens)
    assert isinstance(output, torch.Tensor)
    mask = attnviz.lengths_to_mask(lens, 5)
    torch.testing.assert_close(output, F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
    output2, weights = layer(q, k, v, valid_lens=lens, need_weights=True)
    torch.testing.assert_close(output2, output)
    assert weights.shape == (2, 3, 5)
    assert not hasattr(layer, "attention_weights")


def test_unscaled_dot_product_attention():
    q, k, v = _qkv()
    output = attnviz.DotProductAttention(scale=False)(q, k, v)
    expected = torch.softmax(q @ k.transpose(1, 2), -1) @ v
    torch.testing.assert_close(output, expected)


def test_additive_attention_equals_functional_form_and_masks():
    torch.manual_seed(0)
    layer = attnviz.AdditiveAttention(query_dim=20, key_dim=2, hidden_dim=8)
    q, k, v = _qkv(dq=20, dk=2, dv=4, tq=1, tk=10)
    output, weights = layer(q, k, v, valid_lens=torch.tensor([2, 6]), need_weights=True)
    scores = attnviz.additive_scores(q, k, w_q=layer.W_q.weight.T, w_k=layer.W_k.weight.T,
                                     w_v=layer.w_v.weight[0])
    expected = attnviz.attention_pool(scores, v, valid_lens=torch.tensor([2, 6]))
    expected_weights = attnviz.masked_softmax(scores, valid_lens=torch.tensor([2, 6]))
    torch.testing.assert_close(output, expected)
    torch.testing.assert_close(weights, expected_weights)
    assert torch.all(weights[0, :, 2:] == 0) and torch.all(weights[1, :, 6:] == 0)
    assert sum(p.numel() for p in layer.parameters()) == (20 + 2 + 1) * 8


def test_multiplicative_attention_equals_functional_form():
    torch.manual_seed(0)
    layer = attnviz.MultiplicativeAttention(query_dim=6, key_dim=3)
    q, k, v = _qkv(dq=6, dk=3)
    expected = attnviz.attention_pool(attnviz.multiplicative_scores(q, k, weight=layer.W.weight),
                                      v)
    torch.testing.assert_close(layer(q, k, v), expected)
    assert sum(p.numel() for p in layer.parameters()) == 6 * 3


def test_dropout_applies_in_training_only_and_keeps_masked_keys_at_zero():
    q, k, v = _qkv(tk=50)
    layer = attnviz.DotProductAttention(dropout=0.5)
    layer.eval()
    torch.testing.assert_close(layer(q, k, v), attnviz.DotProductAttention()(q, k, v))
    layer.train()
    torch.manual_seed(0)
    first = layer(q, k, v)
    assert not torch.allclose(first, layer.eval()(q, k, v))
    # dropped-out weights are zero, kept ones are scaled by 1 / (1 - p); masked keys stay zero
    layer.train()
    values = torch.eye(50).expand(2, 50, 50)
    dropped = layer(q, k, values, valid_lens=torch.tensor([10, 50]))
    assert torch.all(dropped[0, :, 10:] == 0)


def test_layers_have_shapes_before_the_first_call_and_say_them_in_repr():
    layer = attnviz.AdditiveAttention(query_dim=4, key_dim=3, hidden_dim=5)
    assert [tuple(p.shape) for p in layer.parameters()] == [(5, 4), (5, 3), (1, 5)]
    assert "query_dim=4, key_dim=3, hidden_dim=5" in repr(layer)
    assert "query_dim=2, key_dim=6" in repr(attnviz.MultiplicativeAttention(query_dim=2,
                                                                            key_dim=6))
    assert "scale=False" in repr(attnviz.DotProductAttention(scale=False))


def test_layers_follow_the_dtype_of_their_inputs():
    layer = attnviz.AdditiveAttention(query_dim=4, key_dim=4, hidden_dim=3).double()
    q, k, v = (t.double() for t in _qkv(dq=4, dk=4))
    assert layer(q, k, v).dtype == torch.float64


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: attnviz.AdditiveAttention(query_dim=0, key_dim=2, hidden_dim=3), "query_dim"),
        (lambda: attnviz.AdditiveAttention(query_dim=2, key_dim=2.5, hidden_dim=3), "key_dim"),
        (lambda: attnviz.AdditiveAttention(query_dim=2, key_dim=2, hidden_dim=-1), "hidden_dim"),
        (lambda: attnviz.MultiplicativeAttention(query_dim=2, key_dim=True), "key_dim"),
        (lambda: attnviz.DotProductAttention(dropout=1.0), "dropout must be a number in"),
        (lambda: attnviz.DotProductAttention(dropout=-0.1), "dropout must be a number in"),
    ],
)
def test_bad_hyperparameters_raise(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_positional_hyperparameters_are_rejected():
    with pytest.raises(TypeError):
        attnviz.AdditiveAttention(4, 4, 3)


def test_bad_inputs_raise_errors_that_name_the_argument():
    layer = attnviz.AdditiveAttention(query_dim=4, key_dim=3, hidden_dim=5)
    q, k, v = _qkv(dq=4, dk=3)
    with pytest.raises(ValueError, match=r"queries must have query_dim = 4"):
        layer(q[..., :2], k, v)
    with pytest.raises(ValueError, match=r"keys must have key_dim = 3"):
        layer(q, k[..., :2], v)
    with pytest.raises(ValueError, match=r"queries must be a 3-D tensor shaped \(B, Tq, 4\)"):
        layer(q[0], k, v)
    with pytest.raises(ValueError, match="values must have shape"):
        layer(q, k, v[:, :3])
    with pytest.raises(ValueError, match="valid_lens must have shape"):
        layer(q, k, v, valid_lens=torch.tensor([1, 2, 3]))


def test_a_nan_query_gives_a_nan_row_in_every_attention_layer_and_function():
    torch.manual_seed(0)
    q, k, v = _qkv(dq=4, dk=4)
    q[1, 2, 0] = float("nan")
    layers = [attnviz.DotProductAttention(), attnviz.DotProductAttention(scale=False),
              attnviz.AdditiveAttention(query_dim=4, key_dim=4, hidden_dim=3),
              attnviz.MultiplicativeAttention(query_dim=4, key_dim=4)]
    outputs = [layer(q, k, v) for layer in layers]
    outputs.append(attnviz.scaled_dot_product_attention(q, k, v))
    for output in outputs:
        assert torch.isnan(output[1, 2]).all()
        assert torch.isfinite(output[0]).all() and torch.isfinite(output[1, :2]).all()
    # a fully masked row gives zeros when its inputs are finite, as always
    _, weights = layers[0](q, k, v, valid_lens=torch.tensor([0, 5]), need_weights=True)
    assert torch.all(weights[0] == 0)


def test_additive_attention_reusing_projected_keys_gives_the_same_scores_and_gradients():
    torch.manual_seed(0)
    layer = attnviz.AdditiveAttention(query_dim=6, key_dim=4, hidden_dim=8)
    q, k, v = _qkv(dq=6, dk=4, dv=3, tq=1, tk=7)
    k.requires_grad_(True)
    lens = torch.tensor([3, 7])
    expected = layer(q, k, v, valid_lens=lens)
    expected.sum().backward()
    expected_grads = [p.grad.clone() for p in (*layer.parameters(), k)]
    layer.zero_grad()
    k.grad = None
    with layer.reuse_keys(k):
        assert layer._reused is not None
        outputs = [layer(q, k, v, valid_lens=lens) for _ in range(3)]  # W_k k computed once
        other = k.detach() * 2  # another tensor of keys is projected as usual
        torch.testing.assert_close(layer(q, other, v), layer.__class__.score(layer, q, other)
                                   .softmax(-1) @ v)
    assert layer._reused is None  # nothing is kept after the block
    for output in outputs:
        torch.testing.assert_close(output, expected, rtol=1e-6, atol=1e-7)
    (outputs[0].sum()).backward()
    for grad, wanted in zip((*(p.grad for p in layer.parameters()), k.grad), expected_grads,
                            strict=True):
        torch.testing.assert_close(grad, wanted, rtol=1e-6, atol=1e-7)


def test_reuse_keys_checks_the_keys_it_projects():
    layer = attnviz.AdditiveAttention(query_dim=6, key_dim=4, hidden_dim=8)
    wrong_width = r"keys must have key_dim = 4 entries on its last axis, got shape \(2, 5, 3\)"
    with pytest.raises(ValueError, match=wrong_width), layer.reuse_keys(torch.zeros(2, 5, 3)):
        pass
    with pytest.raises(ValueError, match=r"keys must .*3"), layer.reuse_keys(torch.zeros(5, 4)):
        pass
    assert layer._reused is None
