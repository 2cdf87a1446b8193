"""Sparse attention by selection (DeepSeek Sparse Attention's indexer and top-k): the indexer
against its formula, gathering against masking, and dense attention when k covers every key."""

from __future__ import annotations

import pytest
import torch

from attnviz import causal_mask, compute_attention
from attnviz.mechanism.selection import (
    indexer_scores,
    select_keys,
    selection_mask,
    sparse_attention,
)


def _draw(*shape, generator):
    return torch.randn(*shape, generator=generator, dtype=torch.float64)


def _problem(batch=2, heads=3, length=11, width=4, index_heads=2, index_width=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    q, k, v = (_draw(batch, heads, length, width, generator=g) for _ in range(3))
    q_index = _draw(batch, length, index_heads, index_width, generator=g)
    k_index = _draw(batch, length, index_width, generator=g)
    weights = _draw(batch, length, index_heads, generator=g)
    return q, k, v, indexer_scores(q_index, k_index, weights), (q_index, k_index, weights)


def test_the_indexer_is_its_formula():
    _, _, _, scores, (q_index, k_index, weights) = _problem(batch=1, length=6)
    for t in range(6):
        for s in range(6):
            expected = sum(weights[0, t, j] * torch.relu(q_index[0, t, j] @ k_index[0, s])
                           for j in range(q_index.shape[2]))
            if s > t:
                assert scores[0, t, s] == float("-inf")
            else:
                torch.testing.assert_close(scores[0, t, s], expected)


@pytest.mark.parametrize("k", [11, 12, 100])
def test_selecting_every_key_is_dense_causal_attention(k):
    q, key, v, scores, _ = _problem()
    indices, valid = select_keys(scores, k)
    assert torch.equal(selection_mask(indices, valid, 11), causal_mask(11, 11).expand(2, -1, -1))
    dense, _ = compute_attention(q, key, v, form="sdpa", causal=True)
    torch.testing.assert_close(sparse_attention(q, key, v, indices, valid), dense,
                               rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("k", [1, 2, 3, 5, 8])
def test_gathering_the_selected_keys_equals_masking_the_others(k):
    q, key, v, scores, _ = _problem(seed=k)
    indices, valid = select_keys(scores, k)
    mask = selection_mask(indices, valid, 11)
    assert torch.equal(mask.sum(-1), torch.arange(1, 12).clamp(max=k).expand(2, -1))
    assert not (mask & ~causal_mask(11, 11)).any()  # never a later key
    for form in ("explicit", "sdpa"):
        masked, _ = compute_attention(q, key, v, form=form, mask=mask[:, None])
        torch.testing.assert_close(sparse_attention(q, key, v, indices, valid), masked,
                                   rtol=1e-12, atol=1e-12)


def test_the_selected_keys_are_the_best_scored_ones():
    _, _, _, scores, _ = _problem(length=9)
    indices, valid = select_keys(scores, 3)
    for b in range(2):
        for t in range(9):
            allowed = scores[b, t, : t + 1]
            chosen = indices[b, t][valid[b, t]]
            assert len(set(chosen.tolist())) == min(3, t + 1)
            others = torch.ones(t + 1, dtype=torch.bool)
            others[chosen] = False
            if others.any():  # (the ReLU makes ties: compare the scores, not the positions)
                assert allowed[chosen].min() >= allowed[others].max()


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda p: indexer_scores(p[0], p[1][..., :3], p[2]), ValueError, "k_index must be shaped"),
    (lambda p: indexer_scores(p[0], p[1], p[2][..., :1]), ValueError, "weights must be shaped"),
    (lambda p: indexer_scores(p[0], p[1].float(), p[2]), TypeError, "k_index must have"),
    (lambda p: indexer_scores(p[0], p[1][:, :3], p[2]), ValueError, "needs 1 <= Tq <= Tk"),
    (lambda p: indexer_scores(p[0], p[1], p[2], causal=1), TypeError, "causal"),
    (lambda p: select_keys(torch.zeros(1, 2, 3), 0), ValueError, "k must be"),
    (lambda p: selection_mask(torch.zeros(1, 2, 3, dtype=torch.long),
                              torch.ones(1, 2, 3, dtype=torch.bool), 0), ValueError, "num_keys"),
])
def test_bad_inputs_are_named(call, error, message):
    _, _, _, _, index = _problem()
    with pytest.raises(error, match=message):
        call(index)


def test_sparse_attention_refuses_a_selection_of_another_shape():
    q, key, v, scores, _ = _problem()
    indices, valid = select_keys(scores, 3)
    with pytest.raises(ValueError, match="indices and valid must both be shaped"):
        sparse_attention(q, key, v, indices[:, :5], valid[:, :5])


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
def test_selecting_by_topk_chooses_as_the_stable_sort_does(dtype):
    # float32 and narrower scores are ranked by one topk over (score bits, position); float64
    # by a stable sort: both must choose the same keys in the same order, ties to the later key
    # (scores drawn from a few integers, so ties are everywhere; -0.0 equals 0.0)
    for seed in range(60):
        g = torch.Generator().manual_seed(seed)
        length, k = int(torch.randint(1, 40, (1,), generator=g)), int(
            torch.randint(1, 45, (1,), generator=g))
        scores = torch.randint(-3, 4, (2, 4, length), generator=g).double()
        scores[torch.rand(scores.shape, generator=g) < 0.2] = float("-inf")
        scores[torch.rand(scores.shape, generator=g) < 0.1] = -0.0
        expected = select_keys(scores, k)
        got = select_keys(scores.to(dtype), k)
        assert torch.equal(got[0], expected[0]) and torch.equal(got[1], expected[1]), seed
        # and the order is the score first, then the later position
        ranked = sorted(range(length), key=lambda s: (-scores[0, 0, s].item(), -s))
        assert got[0][0, 0].tolist() == ranked[:min(k, length)], seed
