"""Scoring functions and pooling against PyTorch's scaled_dot_product_attention and loops."""

import math

import pytest
import torch
import torch.nn.functional as F

import attnviz


def _qkv(batch, tq, tk, d, dv, seed=0):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(batch, tq, d, generator=g), torch.randn(batch, tk, d, generator=g),
            torch.randn(batch, tk, dv, generator=g))


def _weights(q, k, **masks):
    return attnviz.masked_softmax(attnviz.dot_product_scores(q, k), **masks)


@pytest.mark.parametrize(("batch", "tq", "tk", "d", "dv"),
                         [(1, 1, 1, 1, 1), (2, 3, 5, 8, 4), (3, 7, 2, 16, 6), (4, 10, 10, 32, 32)])
def test_matches_torch_sdpa_without_mask(batch, tq, tk, d, dv):
    q, k, v = _qkv(batch, tq, tk, d, dv)
    output = attnviz.scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(output, F.scaled_dot_product_attention(q, k, v))
    torch.testing.assert_close(_weights(q, k).sum(-1), torch.ones(batch, tq))


@pytest.mark.parametrize("lens", [[1, 5, 3], [[1, 2, 3, 4], [5, 5, 5, 5], [2, 1, 4, 3]]])
def test_matches_torch_sdpa_with_lengths(lens):
    q, k, v = _qkv(3, 4, 5, 8, 3, seed=1)
    valid_lens = torch.tensor(lens)
    output = attnviz.scaled_dot_product_attention(q, k, v, valid_lens=valid_lens)
    weights = _weights(q, k, valid_lens=valid_lens)
    mask = attnviz.lengths_to_mask(valid_lens, 5)
    torch.testing.assert_close(output, F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
    assert torch.all(weights[~mask.expand(3, 4, 5)] == 0)


def test_matches_torch_sdpa_with_causal_mask_and_heads():
    g = torch.Generator().manual_seed(2)
    q, k, v = (torch.randn(2, 3, 6, 4, generator=g) for _ in range(3))  # (B, H, T, Dh)
    causal = torch.ones(6, 6, dtype=torch.bool).tril()
    output = attnviz.scaled_dot_product_attention(q, k, v, mask=causal)
    torch.testing.assert_close(output, F.scaled_dot_product_attention(q, k, v, is_causal=True))


def test_fully_masked_query_gives_zero_output_not_nan():
    q, k, v = _qkv(2, 3, 4, 8, 5)
    output = attnviz.scaled_dot_product_attention(q, k, v, valid_lens=torch.tensor([0, 4]))
    weights = _weights(q, k, valid_lens=torch.tensor([0, 4]))
    assert not torch.isnan(output).any()
    assert torch.all(output[0] == 0) and torch.all(weights[0] == 0)


def test_dot_product_scores_scale_and_unscaled():
    q, k, _ = _qkv(2, 3, 4, 9, 1)
    raw = attnviz.dot_product_scores(q, k, scale=False)
    loop = torch.tensor([[[float(q[b, i] @ k[b, j]) for j in range(4)] for i in range(3)]
                         for b in range(2)])
    torch.testing.assert_close(raw, loop)
    torch.testing.assert_close(attnviz.dot_product_scores(q, k), raw / 3.0)


def test_additive_scores_match_a_loop_for_different_widths():
    g = torch.Generator().manual_seed(3)
    q, k = torch.randn(2, 3, 5, generator=g), torch.randn(2, 4, 2, generator=g)
    w_q, w_k = torch.randn(5, 7, generator=g), torch.randn(2, 7, generator=g)
    w_v = torch.randn(7, generator=g)
    scores = attnviz.additive_scores(q, k, w_q=w_q, w_k=w_k, w_v=w_v)
    assert scores.shape == (2, 3, 4)
    for b in range(2):
        for i in range(3):
            for j in range(4):
                expected = w_v @ torch.tanh(q[b, i] @ w_q + k[b, j] @ w_k)
                torch.testing.assert_close(scores[b, i, j], expected)


def test_multiplicative_scores_with_identity_are_dot_products():
    q, k, _ = _qkv(2, 3, 4, 6, 1)
    torch.testing.assert_close(attnviz.multiplicative_scores(q, k, weight=torch.eye(6)),
                               attnviz.dot_product_scores(q, k, scale=False))
    g = torch.Generator().manual_seed(4)
    w = torch.randn(6, 3, generator=g)
    k3 = torch.randn(2, 4, 3, generator=g)
    expected = torch.einsum("bid,de,bje->bij", q, w, k3)
    torch.testing.assert_close(attnviz.multiplicative_scores(q, k3, weight=w), expected)


def test_attention_pool_is_a_weighted_average():
    scores = torch.tensor([[[0.0, 0.0], [math.log(3.0), 0.0]]])
    values = torch.tensor([[[1.0, 10.0], [3.0, 30.0]]])
    output, weights = attnviz.attention_pool(scores, values), attnviz.masked_softmax(scores)
    torch.testing.assert_close(weights, torch.tensor([[[0.5, 0.5], [0.75, 0.25]]]))
    torch.testing.assert_close(output, torch.tensor([[[2.0, 20.0], [1.5, 15.0]]]))


def test_inputs_are_not_modified():
    q, k, v = _qkv(2, 3, 4, 8, 5)
    copies = [t.clone() for t in (q, k, v)]
    attnviz.scaled_dot_product_attention(q, k, v, valid_lens=torch.tensor([1, 2]))
    assert all(torch.equal(a, b) for a, b in zip((q, k, v), copies, strict=True))


def test_gradients_flow_through_masked_attention():
    q, k, v = (t.requires_grad_() for t in _qkv(2, 3, 4, 8, 5))
    output = attnviz.scaled_dot_product_attention(q, k, v, valid_lens=torch.tensor([0, 2]))
    output.sum().backward()
    assert all(torch.isfinite(t.grad).all() for t in (q, k, v))
    assert torch.all(v.grad[1, 2:] == 0)  # masked values receive no gradient


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda q, k, v: attnviz.dot_product_scores(q, k[..., :3]), ValueError, "same width D"),
        (lambda q, k, v: attnviz.dot_product_scores(q[0, 0], k), ValueError, "queries must be"),
        (lambda q, k, v: attnviz.dot_product_scores(q, k[:1]), ValueError,
         "share their leading"),
        (lambda q, k, v: attnviz.dot_product_scores(q.long(), k), TypeError,
         "queries must hold floating"),
        (lambda q, k, v: attnviz.scaled_dot_product_attention(q, k, v[:, :2]), ValueError,
         "values must have shape"),
        (lambda q, k, v: attnviz.additive_scores(q, k, w_q=torch.ones(3, 2), w_k=torch.ones(8, 2),
                                                 w_v=torch.ones(2)), ValueError, "w_q must have"),
        (lambda q, k, v: attnviz.additive_scores(q, k, w_q=torch.ones(8, 2), w_k=torch.ones(8, 3),
                                                 w_v=torch.ones(2)), ValueError, "w_k must have"),
        (lambda q, k, v: attnviz.additive_scores(q, k, w_q=torch.ones(8, 2), w_k=torch.ones(8, 2),
                                                 w_v=torch.ones(3)), ValueError, "w_v must have"),
        (lambda q, k, v: attnviz.multiplicative_scores(q, k, weight=torch.ones(8, 7)), ValueError,
         "weight must have shape"),
        (lambda q, k, v: attnviz.attention_pool(torch.ones(2, 3, 4), "values"), TypeError,
         "values must be a torch.Tensor"),
    ],
)
def test_bad_inputs_raise_errors_that_name_the_argument(call, error, message):
    q, k, v = _qkv(2, 3, 4, 8, 5)
    with pytest.raises(error, match=message):
        call(q, k, v)


def test_cosine_scores_are_scaled_dot_products_of_unit_vectors_and_bounded():
    q, k, _ = _qkv(2, 4, 6, 8, 1, seed=3)
    scores = attnviz.cosine_scores(q, k, scale=5.0)
    unit_q, unit_k = F.normalize(q, dim=-1), F.normalize(k, dim=-1)
    torch.testing.assert_close(scores, 5.0 * unit_q @ unit_k.transpose(-2, -1))
    torch.testing.assert_close(scores, 5.0 * F.cosine_similarity(q[:, :, None], k[:, None], dim=-1))
    assert scores.abs().max() <= 5.0 + 1e-5
    # only directions count: stretching a query or a key by a positive factor changes nothing
    torch.testing.assert_close(attnviz.cosine_scores(3 * q, 0.1 * k, scale=5.0), scores)
    # a key parallel to the query gets the top score, scale; an opposite one -scale
    first = q[:, :1]  # (B, 1, D)
    torch.testing.assert_close(
        attnviz.cosine_scores(first, torch.cat([2 * first, -first], dim=1), scale=5.0),
        torch.tensor([[[5.0, -5.0]]] * 2))


def test_cosine_scores_of_a_zero_vector_are_zero_not_nan():
    scores = attnviz.cosine_scores(torch.zeros(1, 2, 4), torch.randn(1, 3, 4))
    torch.testing.assert_close(scores, torch.zeros(1, 2, 3))


@pytest.mark.parametrize(("kwargs", "message"),
                         [({"scale": 0.0}, "scale"), ({"scale": -1.0}, "scale"),
                          ({"eps": 0.0}, "eps")])
def test_cosine_scores_reject_non_positive_scale_and_eps(kwargs, message):
    with pytest.raises(ValueError, match=message):
        attnviz.cosine_scores(torch.randn(2, 3), torch.randn(4, 3), **kwargs)


def test_cosine_scores_reject_different_widths():
    with pytest.raises(ValueError, match="same width"):
        attnviz.cosine_scores(torch.randn(2, 3), torch.randn(4, 5))


def test_local_attention_weights_match_a_loop_over_the_window():
    g = torch.Generator().manual_seed(4)
    scores = torch.randn(2, 3, 11, generator=g)
    centers = torch.tensor([[0.0, 4.3, 10.0], [2.5, 7.9, 6.0]])
    half_width = 2
    weights = attnviz.local_attention_weights(scores, centers=centers, half_width=half_width)
    expected = torch.zeros_like(scores)
    for b in range(2):
        for t in range(3):
            p = centers[b, t].item()
            window = [s for s in range(11) if abs(s - p) <= half_width]
            align = torch.softmax(scores[b, t, window], dim=0)
            for a, s in zip(align, window, strict=True):
                expected[b, t, s] = a * math.exp(-((s - p) ** 2) / (2 * (half_width / 2) ** 2))
    torch.testing.assert_close(weights, expected)
    assert (weights.sum(-1) <= 1 + 1e-6).all()


def test_local_attention_weights_check_their_arguments():
    scores = torch.randn(3, 5)
    with pytest.raises(ValueError, match="centers must have shape"):
        attnviz.local_attention_weights(scores, centers=torch.zeros(4), half_width=1)
    with pytest.raises(ValueError, match="half_width"):
        attnviz.local_attention_weights(scores, centers=torch.zeros(3), half_width=0)
    with pytest.raises(TypeError, match="centers"):
        attnviz.local_attention_weights(scores, centers=torch.zeros(3, dtype=torch.long),
                                        half_width=1)
