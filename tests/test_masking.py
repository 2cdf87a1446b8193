"""Masked softmax and length masks: invariants and PyTorch's own softmax as the oracle."""

import pytest
import torch

import attnviz


def test_lengths_to_mask_1d_and_2d():
    mask = attnviz.lengths_to_mask(torch.tensor([0, 2, 4]), 4)
    assert mask.shape == (3, 1, 4)
    assert mask.dtype == torch.bool
    assert mask[:, 0].tolist() == [[False] * 4, [True, True, False, False], [True] * 4]
    per_query = attnviz.lengths_to_mask(torch.tensor([[1, 3], [2, 0]]), 3)
    assert per_query.shape == (2, 2, 3)
    assert per_query.tolist() == [[[True, False, False], [True, True, True]],
                                  [[True, True, False], [False, False, False]]]


def test_without_mask_equals_torch_softmax():
    scores = torch.randn(2, 3, 5, generator=torch.Generator().manual_seed(0))
    torch.testing.assert_close(attnviz.masked_softmax(scores), torch.softmax(scores, dim=-1))


@pytest.mark.parametrize("valid_lens", [torch.tensor([2, 3]), torch.tensor([[1, 2, 3], [3, 2, 1]])])
def test_masked_keys_get_exactly_zero_and_rows_sum_to_one(valid_lens):
    scores = torch.randn(2, 3, 4, generator=torch.Generator().manual_seed(1))
    weights = attnviz.masked_softmax(scores, valid_lens=valid_lens)
    keep = attnviz.lengths_to_mask(valid_lens, 4).expand(2, 3, 4)
    assert torch.all(weights[~keep] == 0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 3))
    # the oracle: softmax over the valid keys alone
    for b in range(2):
        for i in range(3):
            n = int(valid_lens[b] if valid_lens.dim() == 1 else valid_lens[b, i])
            torch.testing.assert_close(weights[b, i, :n], torch.softmax(scores[b, i, :n], -1))


def test_boolean_mask_matches_lengths():
    scores = torch.randn(2, 3, 4, generator=torch.Generator().manual_seed(2))
    lens = torch.tensor([1, 3])
    mask = attnviz.lengths_to_mask(lens, 4)
    torch.testing.assert_close(attnviz.masked_softmax(scores, mask=mask),
                               attnviz.masked_softmax(scores, valid_lens=lens))


def test_lengths_and_mask_combine_with_and():
    scores = torch.zeros(1, 2, 4)
    causal = torch.ones(2, 4, dtype=torch.bool).tril()  # query i sees keys 0..i
    weights = attnviz.masked_softmax(scores, valid_lens=torch.tensor([1]), mask=causal)
    assert weights.tolist() == [[[1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0]]]


def test_fully_masked_rows_are_zero_not_nan_and_gradients_are_finite():
    scores = torch.randn(2, 3, 5, requires_grad=True)
    weights = attnviz.masked_softmax(scores, valid_lens=torch.tensor([0, 5]))
    assert not torch.isnan(weights).any()
    assert torch.all(weights[0] == 0)
    (weights * torch.arange(5.0)).sum().backward()
    assert torch.isfinite(scores.grad).all()


def test_four_dimensional_scores_broadcast_lengths_over_heads():
    scores = torch.randn(2, 4, 3, 5, generator=torch.Generator().manual_seed(3))  # (B, H, Tq, Tk)
    weights = attnviz.masked_softmax(scores, valid_lens=torch.tensor([2, 5]))
    assert torch.all(weights[0, :, :, 2:] == 0)
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 4, 3))


def test_inputs_are_not_modified():
    scores = torch.randn(2, 3, 4)
    lens = torch.tensor([1, 2])
    before = scores.clone(), lens.clone()
    attnviz.masked_softmax(scores, valid_lens=lens)
    assert torch.equal(scores, before[0]) and torch.equal(lens, before[1])


def test_masked_softmax_module_matches_function():
    scores = torch.randn(2, 3, 4)
    lens = torch.tensor([1, 4])
    torch.testing.assert_close(attnviz.MaskedSoftmax()(scores, valid_lens=lens),
                               attnviz.masked_softmax(scores, valid_lens=lens))


def test_half_precision_masking_is_exact():
    scores = torch.randn(1, 2, 6).to(torch.bfloat16)
    weights = attnviz.masked_softmax(scores, valid_lens=torch.tensor([3]))
    assert torch.all(weights[..., 3:] == 0)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"valid_lens": torch.tensor([1, 2, 3])}, ValueError, "valid_lens must have shape"),
        ({"valid_lens": torch.tensor([[1, 2]])}, ValueError, "valid_lens must have shape"),
        ({"valid_lens": torch.ones(2, 3, 1, dtype=torch.long)}, ValueError, "valid_lens must be"),
        ({"valid_lens": torch.tensor([1.0, 2.0])}, TypeError, "valid_lens must hold integers"),
        ({"valid_lens": torch.tensor([-1, 2])}, ValueError, "valid_lens must be non-negative"),
        ({"mask": torch.ones(2, 3, 4)}, TypeError, "mask must be a boolean tensor"),
        ({"mask": torch.ones(2, 5, 4, dtype=torch.bool)}, ValueError, "mask of shape"),
        ({"mask": torch.ones(7, 2, 3, 4, dtype=torch.bool)}, ValueError, "mask of shape"),
    ],
)
def test_bad_masks_raise_errors_that_name_the_argument(kwargs, error, message):
    with pytest.raises(error, match=message):
        attnviz.masked_softmax(torch.randn(2, 3, 4), **kwargs)


def test_bad_scores_raise():
    with pytest.raises(TypeError, match="scores must be a torch.Tensor"):
        attnviz.masked_softmax([[1.0, 2.0]])
    with pytest.raises(TypeError, match="scores must hold floating-point"):
        attnviz.masked_softmax(torch.ones(2, 3, dtype=torch.long))
    with pytest.raises(ValueError, match="valid_lens needs scores shaped"):
        attnviz.masked_softmax(torch.randn(3, 4), valid_lens=torch.tensor([1, 2, 3]))
    with pytest.raises(ValueError, match="num_keys must be a non-negative int"):
        attnviz.lengths_to_mask(torch.tensor([1]), -1)


def test_broadcasts_to_follows_torchs_broadcasting_rule():
    """The masks' shape check agrees with torch.broadcast_shapes on every pair of small shapes
    (zero-sized dimensions and fewer or more dimensions than the target included)."""
    import itertools

    from attnviz.mechanism.masks import broadcasts_to

    sizes = (0, 1, 2, 3)
    shapes = [shape for rank in range(4) for shape in itertools.product(sizes, repeat=rank)]
    targets = [shape for shape in shapes if len(shape) in (2, 3)]
    checked = 0
    for shape, target in itertools.product(shapes, targets):
        try:
            expected = torch.broadcast_shapes(shape, target) == torch.Size(target)
        except RuntimeError:
            expected = False
        assert broadcasts_to(shape, target) is expected, (shape, target)
        checked += 1
    assert checked > 5_000
