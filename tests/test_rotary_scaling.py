"""Context extension of rotary embeddings (chapter 11): interpolation, NTK-aware scaling, YaRN.

Each scaling is checked against what defines it: interpolation against no scaling at
``position / factor``; NTK-aware scaling by its fastest and slowest pairs; YaRN by the number of
rotations each pair makes over the original context, and by its temperature. Every kind still
gives scores that depend only on the offset between query and key, and equals no scaling at
``factor=1``.
"""

import math

import pytest
import torch

import attnviz

KINDS = ["interpolation", "ntk", "yarn"]


def _rope(scaling=None, factor=1.0, head_dim=16, **kwargs):
    if scaling == "yarn":
        kwargs.setdefault("original_length", 64)
    return attnviz.RotaryEmbedding(head_dim, scaling=scaling, factor=factor, **kwargs)


def _x(*shape, seed=0):
    return torch.randn(*shape, dtype=torch.float64, generator=torch.Generator().manual_seed(seed))


@pytest.mark.parametrize("scaling", KINDS)
def test_factor_one_is_no_scaling(scaling):
    x = _x(2, 3, 40, 16)
    rope = _rope(scaling, 1.0)
    assert rope.attention_factor == 1.0  # exact: 0.1 * ln(1) + 1
    torch.testing.assert_close(rope(x), attnviz.RotaryEmbedding(16)(x), atol=1e-12, rtol=1e-12)
    torch.testing.assert_close(rope(x, 1000), attnviz.RotaryEmbedding(16)(x, 1000),
                               atol=1e-12, rtol=1e-12)


def test_no_scaling_keeps_its_defaults_and_its_angles():
    rope = attnviz.RotaryEmbedding(8)
    assert (rope.scaling, rope.factor, rope.original_length) == (None, 1.0, None)
    assert rope.attention_factor == 1.0
    expected = torch.tensor([10000.0 ** (-2 * i / 8) for i in range(4)], dtype=torch.float64)
    torch.testing.assert_close(rope.inverse_frequencies(), expected, atol=0, rtol=1e-15)


@pytest.mark.parametrize("factor", [2.0, 4.0, 6.5])
def test_interpolation_at_p_is_no_scaling_at_p_over_factor(factor):
    x = _x(2, 50, 16)
    positions = torch.arange(50, dtype=torch.float64) * 37  # up to 1813
    rope = _rope("interpolation", factor)
    expected = attnviz.RotaryEmbedding(16)(x, positions / factor)
    torch.testing.assert_close(rope(x, positions), expected, atol=1e-12, rtol=1e-12)


@pytest.mark.parametrize("head_dim", [4, 16, 64])
@pytest.mark.parametrize("factor", [2.0, 8.0])
def test_ntk_keeps_the_fastest_pair_and_slows_the_slowest_by_the_factor(head_dim, factor):
    plain = attnviz.RotaryEmbedding(head_dim).inverse_frequencies()
    scaled = _rope("ntk", factor, head_dim=head_dim).inverse_frequencies()
    assert scaled[0] == plain[0] == 1.0  # exact: base ** 0
    torch.testing.assert_close(scaled[-1], plain[-1] / factor, atol=0, rtol=1e-12)
    # in between, each pair is slowed by factor ** (2i / (Dh - 2)): more the slower it turns
    ratio = scaled / plain
    pair = torch.arange(head_dim // 2, dtype=torch.float64)
    torch.testing.assert_close(ratio, factor ** (-2 * pair / (head_dim - 2)), atol=0, rtol=1e-12)
    assert (ratio[1:] < ratio[:-1]).all()


def test_ntk_is_no_scaling_with_a_larger_base():
    x = _x(3, 20, 16)
    base = 10000.0 * 4.0 ** (16 / 14)
    torch.testing.assert_close(_rope("ntk", 4.0)(x, 500),
                               attnviz.RotaryEmbedding(16, base=base)(x, 500),
                               atol=1e-12, rtol=1e-12)


@pytest.mark.parametrize(("head_dim", "original_length", "factor"),
                         [(64, 2048, 8.0), (128, 4096, 4.0), (32, 512, 16.0)])
def test_yarn_keeps_fast_pairs_interpolates_slow_ones_and_ramps_between(head_dim,
                                                                        original_length, factor):
    base = 10000.0
    rope = _rope("yarn", factor, head_dim=head_dim, original_length=original_length)
    plain = attnviz.RotaryEmbedding(head_dim).inverse_frequencies()
    scaled = rope.inverse_frequencies()
    # how many times each pair turns over the original context
    rotations = original_length * plain / (2 * math.pi)
    fast, slow = rotations >= 32, rotations <= 1  # beta_fast, beta_slow
    assert fast.any() and slow.any() and (~fast & ~slow).any()
    assert torch.equal(scaled[fast], plain[fast])  # exact: the ramp is 0 there
    torch.testing.assert_close(scaled[slow], plain[slow] / factor, atol=0, rtol=1e-15)
    # between them a linear ramp in the pair's index, from floor(i(32)) to ceil(i(1)), where
    # i(r) = Dh ln(L / (2 pi r)) / (2 ln base) is the pair that turns r times (YaRN's code)
    low = math.floor(head_dim * math.log(original_length / (2 * math.pi * 32))
                     / (2 * math.log(base)))
    high = math.ceil(head_dim * math.log(original_length / (2 * math.pi))
                     / (2 * math.log(base)))
    for i in range(head_dim // 2):
        mix = min(max((i - low) / (high - low), 0.0), 1.0)
        expected = plain[i] * (1 - mix) + plain[i] / factor * mix
        torch.testing.assert_close(scaled[i], expected, atol=0, rtol=1e-12)
    ratio = scaled / plain
    assert (ratio[1:] <= ratio[:-1]).all() and (ratio > 1 / factor - 1e-12).all()


@pytest.mark.parametrize("factor", [2.0, 8.0, 32.0])
def test_yarn_temperature_multiplies_vectors_and_squares_into_scores(factor):
    rope = _rope("yarn", factor, head_dim=32, original_length=256)
    temperature = 0.1 * math.log(factor) + 1
    assert rope.attention_factor == pytest.approx(temperature, rel=1e-15)
    x = _x(4, 30, 32)
    rotated = rope(x, 100)
    torch.testing.assert_close(rotated.norm(dim=-1), temperature * x.norm(dim=-1))
    # the same rotation as with the temperature left out, times the temperature
    q, k = _x(1, 32, seed=1), _x(1, 32, seed=2)
    scores = (rope(q, 700) * rope(k, 200)).sum()
    unit = rope.inverse_frequencies()  # the yarn angles, rotated by hand without temperature
    plain_scores = (_rotate(q, 700, unit) * _rotate(k, 200, unit)).sum()
    torch.testing.assert_close(scores, temperature ** 2 * plain_scores)


def _rotate(x, position, frequencies):
    """Turn each pair ``(x[2i], x[2i+1])`` by ``position * frequencies[i]`` (a closed form)."""
    angles = position * frequencies
    even, odd = x[..., 0::2], x[..., 1::2]
    out = torch.empty_like(x)
    out[..., 0::2] = even * torch.cos(angles) - odd * torch.sin(angles)
    out[..., 1::2] = even * torch.sin(angles) + odd * torch.cos(angles)
    return out


@pytest.mark.parametrize("scaling", [None, *KINDS])
@pytest.mark.parametrize("shift", [1, 37, 900])
def test_scores_depend_only_on_the_offset_for_every_kind(scaling, shift):
    rope = _rope(scaling, 1.0 if scaling is None else 4.0)
    q, k = _x(1, 1, 16, seed=3), _x(1, 1, 16, seed=4)
    for m, n in [(5, 2), (2, 5), (60, 0)]:
        score = (rope(q, m) * rope(k, n)).sum()
        shifted = (rope(q, m + shift) * rope(k, n + shift)).sum()
        torch.testing.assert_close(shifted, score, atol=1e-10, rtol=1e-10)


def test_extra_repr_shows_the_scaling():
    assert repr(attnviz.RotaryEmbedding(16)) == "RotaryEmbedding(head_dim=16, base=10000)"
    assert repr(_rope("interpolation", 4.0)) == (
        "RotaryEmbedding(head_dim=16, base=10000, scaling='interpolation', factor=4)")
    assert repr(_rope("ntk", 2.5)) == (
        "RotaryEmbedding(head_dim=16, base=10000, scaling='ntk', factor=2.5)")
    assert repr(_rope("yarn", 8.0, original_length=2048)) == (
        "RotaryEmbedding(head_dim=16, base=10000, scaling='yarn', factor=8, "
        "original_length=2048, beta_fast=32, beta_slow=1)")


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"scaling": "linear"}, ValueError,
     "scaling must be one of None, 'interpolation', 'ntk' or 'yarn', got 'linear'"),
    ({"scaling": 3}, ValueError, "scaling must be one of None"),
    ({"scaling": "ntk", "factor": 0.5}, ValueError, "factor must be a finite number >= 1, got 0.5"),
    ({"scaling": "ntk", "factor": "2"}, TypeError, "factor must be a finite number >= 1"),
    ({"scaling": "interpolation", "factor": float("inf")}, ValueError,
     "factor must be a finite number"),
    ({"factor": 2.0}, ValueError, "factor=2.0 needs a scaling"),
    ({"scaling": "yarn", "factor": 2.0}, ValueError, "scaling='yarn' needs original_length"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 0}, ValueError,
     "original_length must be a positive int, got 0"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 64.0}, TypeError,
     "original_length must be a positive int"),
    ({"scaling": "ntk", "factor": 2.0, "original_length": 64}, ValueError,
     "original_length is used only by scaling='yarn'"),
    ({"scaling": "interpolation", "factor": 2.0, "beta_fast": 16.0}, ValueError,
     "beta_fast and beta_slow are used only by scaling='yarn'"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 64, "beta_fast": 1.0}, ValueError,
     "beta_fast > beta_slow > 0"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 64, "beta_slow": 0.0}, ValueError,
     "beta_fast > beta_slow > 0"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 64, "beta_fast": "32"}, TypeError,
     "beta_fast must be a finite number"),
    ({"scaling": "yarn", "factor": 2.0, "original_length": 64, "base": 1.0}, ValueError,
     "scaling='yarn' needs base > 1"),
])
def test_scaling_errors_name_the_argument(kwargs, error, message):
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        attnviz.RotaryEmbedding(16, **kwargs)


def test_ntk_needs_two_pairs_and_inverse_frequencies_takes_a_float_dtype():
    with pytest.raises(ValueError, match="scaling='ntk' needs head_dim >= 4"):
        attnviz.RotaryEmbedding(2, scaling="ntk", factor=2.0)
    with pytest.raises(TypeError, match="dtype must be a floating-point torch.dtype"):
        attnviz.RotaryEmbedding(8).inverse_frequencies(dtype=torch.long)
    assert attnviz.RotaryEmbedding(8).inverse_frequencies(dtype=torch.float32).dtype == (
        torch.float32)


@pytest.mark.parametrize(("device", "error", "message"), [
    (5, TypeError, "device must be a torch.device, a string such as 'cpu' or 'cuda', or None, "
                   "got int 5"),
    ("nowhere", ValueError, "device must name a device"),
])
def test_inverse_frequencies_name_a_wrong_device(device, error, message):
    rotary = attnviz.RotaryEmbedding(8, scaling="yarn", factor=2.0, original_length=16)
    with pytest.raises(error, match=message):
        rotary.inverse_frequencies(device=device)
    assert rotary.inverse_frequencies(device="cpu").shape == (4,)
