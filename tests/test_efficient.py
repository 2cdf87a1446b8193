"""Attention at scale (chapter 10): each efficient form against an oracle.

Tiled and sliding-window attention against ``F.scaled_dot_product_attention`` with the matching
boolean mask; linear attention's three forms against each other and an explicit double loop;
rotary embeddings against their closed-form rotation matrices; ALiBi against the paper's slopes
and a double loop.
"""

import math

import pytest
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

import attnviz

DTYPES = [torch.float32, torch.float64]


def _tol(dtype):
    return ({"atol": 1e-5, "rtol": 1e-5} if dtype == torch.float32
            else {"atol": 1e-10, "rtol": 1e-10})


def _qkv(batch, heads, tq, tk, dh=8, dv=None, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(batch, heads, tq, dh, generator=g, dtype=dtype),
            torch.randn(batch, heads, tk, dh, generator=g, dtype=dtype),
            torch.randn(batch, heads, tk, dv or dh, generator=g, dtype=dtype))


def _padding(valid_lens, tk):
    """``(B, 1, 1, Tk)``: the boolean "may attend" mask SDPA takes for key padding."""
    return attnviz.lengths_to_mask(valid_lens, tk)[:, None]


class _Recorder(TorchFunctionMode):
    """Records the shape of every tensor a torch function returns, and counts matmuls."""

    def __init__(self):
        super().__init__()
        self.shapes, self.matmuls = [], 0

    def __torch_function__(self, func, types, args=(), kwargs=None):
        result = func(*args, **(kwargs or {}))
        if getattr(func, "__name__", "") in ("matmul", "__matmul__"):
            self.matmuls += 1
        if isinstance(result, torch.Tensor):
            self.shapes.append(tuple(result.shape))
        return result

    def largest(self):
        return max(math.prod(shape) for shape in self.shapes)


# ---------------------------------------------------------------------------------------------
# tiled attention

# (B, H, Tq, Tk, Dh, Dv); the tile sizes below do not all divide these lengths
SHAPES = [(1, 2, 7, 7, 8, 8), (2, 3, 5, 11, 8, 6), (2, 1, 1, 9, 4, 4), (1, 2, 13, 13, 4, 5),
          (1, 1, 1, 1, 4, 4)]
TILES = [1, 3, 4, 64]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("tile_size", TILES)
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("padded", [False, True])
def test_tiled_attention_equals_torchs_sdpa(dtype, shape, tile_size, causal, padded):
    batch, heads, tq, tk, dh, dv = shape
    q, k, v = _qkv(batch, heads, tq, tk, dh, dv, dtype=dtype)
    mask, valid_lens = None, None
    if causal:
        mask = attnviz.causal_mask(tq, tk)  # lower-right aligned, unlike is_causal=True
    if padded:
        valid_lens = torch.tensor([tk, max(1, tk - 4)][:batch])
        mask = _padding(valid_lens, tk) if mask is None else mask & _padding(valid_lens, tk)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    result = attnviz.tiled_attention(q, k, v, tile_size=tile_size, causal=causal,
                                     valid_lens=valid_lens)
    assert result.shape == (batch, heads, tq, dv) and result.dtype == dtype
    torch.testing.assert_close(result, expected, **_tol(dtype))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize(("tq", "tk"), [(9, 4), (6, 6)])
def test_tiled_attention_with_more_queries_than_keys_and_a_given_scale(dtype, tq, tk):
    q, k, v = _qkv(2, 2, tq, tk, dtype=dtype)
    expected = F.scaled_dot_product_attention(q, k, v, scale=0.3)
    torch.testing.assert_close(attnviz.tiled_attention(q, k, v, tile_size=4, scale=0.3),
                               expected, **_tol(dtype))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("length", [1, 10, 16])
@pytest.mark.parametrize("tile_size", [3, 8])
def test_tiled_causal_attention_equals_is_causal_when_tq_equals_tk(dtype, length, tile_size):
    q, k, v = _qkv(2, 2, length, length, dtype=dtype)
    expected = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    torch.testing.assert_close(attnviz.tiled_attention(q, k, v, tile_size=tile_size,
                                                       causal=True), expected, **_tol(dtype))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("causal", [False, True])
def test_tiled_attention_gives_zeros_and_finite_gradients_to_queries_that_see_nothing(
        dtype, causal):
    q, k, v = _qkv(3, 2, 4, 6, dtype=dtype)
    q.requires_grad_(True)
    valid_lens = torch.tensor([0, 3, 6])  # sequence 0 is all padding
    result = attnviz.tiled_attention(q, k, v, tile_size=4, causal=causal, valid_lens=valid_lens)
    assert torch.equal(result[0], torch.zeros_like(result[0]))
    # the same convention as MultiHeadAttention, whose heads give zeros there
    mask = _padding(valid_lens[1:], 6)
    if causal:
        mask = mask & attnviz.causal_mask(4, 6)
    torch.testing.assert_close(result[1:], F.scaled_dot_product_attention(
        q[1:], k[1:], v[1:], attn_mask=mask), **_tol(dtype))
    result.sum().backward()
    assert torch.isfinite(q.grad).all() and torch.equal(q.grad[0], torch.zeros_like(q[0]))


def test_tiled_attention_never_forms_the_score_matrix():
    q, k, v = _qkv(1, 1, 40, 40, dh=3)
    with _Recorder() as tiled:
        attnviz.tiled_attention(q, k, v, tile_size=4, causal=True)
    with _Recorder() as naive:  # the detector sees an explicit computation's (Tq, Tk) scores
        attnviz.masked_softmax(q @ k.transpose(-2, -1), mask=attnviz.causal_mask(40, 40)) @ v
    assert naive.largest() >= 40 * 40
    assert tiled.largest() == 40 * 3  # the output (and the inputs' size), nothing bigger
    assert max(shape[-1] for shape in tiled.shapes if len(shape) == 4 and shape[-2] <= 4) <= 4


def test_causal_tiled_attention_skips_the_key_tiles_in_the_future():
    q, k, v = _qkv(1, 1, 8, 8)
    counts = {}
    for causal in (False, True):
        with _Recorder() as recorder:
            attnviz.tiled_attention(q, k, v, tile_size=2, causal=causal)
        counts[causal] = recorder.matmuls
    # 4 query tiles; two products per visited key tile: 4 * 4 tiles, or 1 + 2 + 3 + 4
    assert counts == {False: 2 * 16, True: 2 * 10}


def test_tiled_attention_skips_tiles_that_are_all_padding():
    q, k, v = _qkv(2, 1, 3, 12)
    with _Recorder() as recorder:
        result = attnviz.tiled_attention(q, k, v, tile_size=4, valid_lens=torch.tensor([5, 2]))
    assert recorder.matmuls == 2 * 2  # keys 8..11 are padding for both sequences
    expected = F.scaled_dot_product_attention(q, k, v,
                                              attn_mask=_padding(torch.tensor([5, 2]), 12))
    torch.testing.assert_close(result, expected)


@pytest.mark.parametrize("causal", [False, True])
def test_tiled_attention_reads_a_length_above_tk_as_the_whole_sequence(causal):
    # the package's one rule for lengths (book/notation.md), as in lengths_to_mask
    q, k, v = _qkv(3, 2, 4, 6)
    too_long = attnviz.tiled_attention(q, k, v, tile_size=4, causal=causal,
                                       valid_lens=torch.tensor([7, 100, 3]))
    clipped = attnviz.tiled_attention(q, k, v, tile_size=4, causal=causal,
                                      valid_lens=torch.tensor([6, 6, 3]))
    assert torch.equal(too_long, clipped)
    mask = _padding(torch.tensor([7, 100, 3]), 6)
    if causal:
        mask = mask & attnviz.causal_mask(4, 6)
    torch.testing.assert_close(too_long, F.scaled_dot_product_attention(q, k, v,
                                                                        attn_mask=mask))


def test_tiled_attention_leaves_its_inputs_alone():
    q, k, v = _qkv(1, 2, 5, 5)
    copies = [x.clone() for x in (q, k, v)]
    attnviz.tiled_attention(q, k, v, tile_size=2, causal=True, valid_lens=torch.tensor([3]))
    assert all(torch.equal(x, c) for x, c in zip((q, k, v), copies, strict=True))


# ---------------------------------------------------------------------------------------------
# sliding-window attention

def test_sliding_window_mask_is_the_band_of_the_causal_mask():
    assert attnviz.sliding_window_mask(4, 4, 2).int().tolist() == [
        [1, 0, 0, 0], [1, 1, 0, 0], [0, 1, 1, 0], [0, 0, 1, 1]]
    assert attnviz.sliding_window_mask(2, 5, 3).int().tolist() == [  # positions 3 and 4
        [0, 1, 1, 1, 0], [0, 0, 1, 1, 1]]
    for tq, tk in ((5, 5), (2, 7), (1, 4)):
        assert torch.equal(attnviz.sliding_window_mask(tq, tk, tk), attnviz.causal_mask(tq, tk))
        for window in (1, 2, 3):
            expected = torch.tensor([[0 <= i + tk - tq - j < window for j in range(tk)]
                                     for i in range(tq)])
            assert torch.equal(attnviz.sliding_window_mask(tq, tk, window), expected)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("length", [1, 7, 16])
@pytest.mark.parametrize("window", [1, 3, 5, 20])
@pytest.mark.parametrize("block_size", [1, 3, 4, 64])
def test_sliding_window_attention_equals_sdpa_with_the_window_mask(dtype, length, window,
                                                                   block_size):
    q, k, v = _qkv(2, 2, length, length, dh=4, dv=6, dtype=dtype)
    mask = attnviz.sliding_window_mask(length, length, window)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    result = attnviz.sliding_window_attention(q, k, v, window, block_size=block_size)
    assert result.shape == (2, 2, length, 6)
    torch.testing.assert_close(result, expected, **_tol(dtype))


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_window_as_long_as_the_sequence_is_causal_attention_and_a_window_of_one_is_v(dtype):
    q, k, v = _qkv(2, 3, 11, 11, dtype=dtype)
    for window in (11, 50):
        torch.testing.assert_close(
            attnviz.sliding_window_attention(q, k, v, window, block_size=4),
            F.scaled_dot_product_attention(q, k, v, is_causal=True), **_tol(dtype))
    torch.testing.assert_close(attnviz.sliding_window_attention(q, k, v, 1, block_size=3), v,
                               **_tol(dtype))
    scaled = attnviz.sliding_window_attention(q, k, v, 4, block_size=3, scale=2.0)
    expected = F.scaled_dot_product_attention(
        q, k, v, attn_mask=attnviz.sliding_window_mask(11, 11, 4), scale=2.0)
    torch.testing.assert_close(scaled, expected, **_tol(dtype))


def test_sliding_window_attention_scores_only_the_band():
    q, k, v = _qkv(1, 1, 40, 40, dh=3)
    with _Recorder() as recorder:
        attnviz.sliding_window_attention(q, k, v, 5, block_size=4)
    score_blocks = [s for s in recorder.shapes if len(s) == 4 and s[-1] not in (3,)]
    assert score_blocks and max(s[-1] for s in score_blocks) <= 4 + 5 - 1
    assert recorder.largest() == 40 * 3


# ---------------------------------------------------------------------------------------------
# linear attention

def _double_loop(q, k, v, phi, causal, eps):
    """Linear attention, one query and one key at a time."""
    batch, heads, tq, _ = q.shape
    out = torch.zeros(batch, heads, tq, v.shape[-1], dtype=q.dtype)
    for b in range(batch):
        for h in range(heads):
            for i in range(tq):
                numerator, denominator = 0.0, 0.0
                for j in range(k.shape[2]):
                    if causal and j > i:
                        continue
                    a = float(phi(q[b, h, i]) @ phi(k[b, h, j]))
                    numerator = numerator + a * v[b, h, j]
                    denominator += a
                out[b, h, i] = numerator / (denominator + eps)
    return out


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("length", [1, 6, 13])
def test_recurrent_linear_attention_equals_the_causal_quadratic_form(dtype, length):
    q, k, v = _qkv(2, 3, length, length, dh=4, dv=5, dtype=dtype)
    quadratic = attnviz.linear_attention(q, k, v, causal=True)
    recurrent = attnviz.linear_attention_recurrent(q, k, v)
    assert recurrent.shape == (2, 3, length, 5)
    torch.testing.assert_close(recurrent, quadratic, **_tol(dtype))
    torch.testing.assert_close(attnviz.linear_attention(q, k, v, causal=True, form="linear"),
                               quadratic, **_tol(dtype))
    # the first query sees only the first key: its output is that key's value (up to eps)
    torch.testing.assert_close(recurrent[:, :, 0], v[:, :, 0], atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize(("tq", "tk"), [(1, 1), (5, 5), (3, 8), (9, 2)])
def test_linear_form_equals_the_quadratic_form_without_a_mask(dtype, tq, tk):
    q, k, v = _qkv(2, 2, tq, tk, dh=4, dv=3, dtype=dtype)
    torch.testing.assert_close(attnviz.linear_attention(q, k, v, form="linear"),
                               attnviz.linear_attention(q, k, v), **_tol(dtype))


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize(("name", "phi"), [("elu + 1", attnviz.elu_feature_map),
                                           ("exp", torch.exp)])
def test_linear_attention_equals_a_double_loop(causal, name, phi):
    q, k, v = _qkv(1, 2, 4, 4, dh=3, dv=2, dtype=torch.float64)
    expected = _double_loop(q, k, v, phi, causal, eps=1e-3)
    for form in ("quadratic", "linear"):
        torch.testing.assert_close(attnviz.linear_attention(
            q, k, v, causal=causal, feature_map=phi, eps=1e-3, form=form), expected)
    if causal:
        torch.testing.assert_close(attnviz.linear_attention_recurrent(
            q, k, v, feature_map=phi, eps=1e-3), expected)


def test_elu_feature_map_is_positive_and_the_identity_plus_one_above_zero():
    x = torch.linspace(-30, 5, 50, dtype=torch.float64)
    phi = attnviz.elu_feature_map(x)
    assert (phi > 0).all()
    torch.testing.assert_close(phi[x > 0], x[x > 0] + 1)
    torch.testing.assert_close(phi[x <= 0], torch.exp(x[x <= 0]))


# ---------------------------------------------------------------------------------------------
# rotary embeddings

@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("head_dim", [2, 8])
def test_rotary_embedding_equals_the_closed_form_rotation(dtype, head_dim):
    x = torch.randn(2, 3, 6, head_dim, generator=torch.Generator().manual_seed(0), dtype=dtype)
    rope = attnviz.RotaryEmbedding(head_dim, base=100.0)
    rotated = rope(x)
    for t in range(6):
        matrix = attnviz.rotary_matrix(t, head_dim, 100.0, dtype=dtype)
        torch.testing.assert_close(rotated[..., t, :], x[..., t, :] @ matrix.T, **_tol(dtype))
    positions = torch.tensor([5, 0, 17, 3, 3, 1000])
    rotated = rope(x, positions)
    for t, position in enumerate(positions.tolist()):
        matrix = attnviz.rotary_matrix(position, head_dim, 100.0, dtype=dtype)
        torch.testing.assert_close(rotated[..., t, :], x[..., t, :] @ matrix.T, **_tol(dtype))


def test_rotary_matrix_turns_interleaved_pairs():
    angle_0, angle_1 = 2.0, 2.0 * 10000.0 ** (-2 / 4)  # position 2, pairs (0, 1) and (2, 3)
    matrix = attnviz.rotary_matrix(2, 4)
    expected = torch.tensor([[math.cos(angle_0), -math.sin(angle_0), 0, 0],
                             [math.sin(angle_0), math.cos(angle_0), 0, 0],
                             [0, 0, math.cos(angle_1), -math.sin(angle_1)],
                             [0, 0, math.sin(angle_1), math.cos(angle_1)]], dtype=torch.float64)
    torch.testing.assert_close(matrix, expected)
    torch.testing.assert_close(matrix @ matrix.T, torch.eye(4, dtype=torch.float64))
    first_feature = torch.tensor([[1.0, 0.0, 0.0, 0.0]], dtype=torch.float64)  # (T, Dh)
    torch.testing.assert_close(attnviz.RotaryEmbedding(4)(first_feature, 2)[0],
                               expected[:, 0])


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("offset", [0, 3, -5])
def test_rotary_scores_depend_only_on_the_offset(dtype, offset):
    g = torch.Generator().manual_seed(1)
    q, k = torch.randn(8, generator=g, dtype=dtype), torch.randn(8, generator=g, dtype=dtype)
    rope = attnviz.RotaryEmbedding(8)

    def score(m, n):
        return float(rope(q[None], m)[0] @ rope(k[None], n)[0])

    pairs = [(m, m - offset) for m in range(10, 400, 37)]
    scores = torch.tensor([score(m, n) for m, n in pairs], dtype=torch.float64)
    tol = 1e-4 if dtype == torch.float32 else 1e-10
    torch.testing.assert_close(scores, scores[:1].expand_as(scores), atol=tol, rtol=tol)
    if offset:
        assert abs(score(10, 10) - scores[0]) > 1e-3  # but they do depend on it


@pytest.mark.parametrize("dtype", DTYPES)
def test_rotary_embedding_keeps_norms_and_an_offset_means_positions(dtype):
    x = torch.randn(2, 4, 7, 16, generator=torch.Generator().manual_seed(2), dtype=dtype)
    rope = attnviz.RotaryEmbedding(16)
    torch.testing.assert_close(rope(x, 9).norm(dim=-1), x.norm(dim=-1), **_tol(dtype))
    torch.testing.assert_close(rope(x, 9), rope(x, torch.arange(9, 16)), **_tol(dtype))
    torch.testing.assert_close(rope(x, 0), rope(x), **_tol(dtype))
    # step by step with a growing offset equals the whole sequence at once
    steps = torch.cat([rope(x[..., t:t + 1, :], t) for t in range(7)], dim=-2)
    torch.testing.assert_close(steps, rope(x), **_tol(dtype))
    assert repr(rope) == "RotaryEmbedding(head_dim=16, base=10000)"
    assert list(rope.parameters()) == [] and list(rope.buffers()) == []


# ---------------------------------------------------------------------------------------------
# ALiBi

def test_alibi_slopes_follow_the_paper():
    assert attnviz.alibi_slopes(8).tolist() == [1 / 2 ** i for i in range(1, 9)]
    assert attnviz.alibi_slopes(4).tolist() == [1 / 4, 1 / 16, 1 / 64, 1 / 256]
    # 6 heads: the 4 slopes for 4 heads, then every other slope for 8 heads (1/2, 1/8)
    assert attnviz.alibi_slopes(6).tolist() == [1 / 4, 1 / 16, 1 / 64, 1 / 256, 1 / 2, 1 / 8]
    twelve = [2 ** (-8 * i / 8) for i in range(1, 9)] + [2 ** (-8 * i / 16) for i in (1, 3, 5, 7)]
    torch.testing.assert_close(attnviz.alibi_slopes(12, dtype=torch.float64),
                               torch.tensor(twelve, dtype=torch.float64))
    assert attnviz.alibi_slopes(1).tolist() == [1 / 256]


@pytest.mark.parametrize(("heads", "tq", "tk"), [(8, 5, 5), (6, 3, 7), (3, 1, 4)])
def test_alibi_bias_equals_a_double_loop(heads, tq, tk):
    bias = attnviz.alibi_bias(heads, tq, tk, dtype=torch.float64)
    slopes = attnviz.alibi_slopes(heads, dtype=torch.float64)
    assert bias.shape == (heads, tq, tk)
    for h in range(heads):
        for i in range(tq):
            for j in range(tk):
                distance = i + tk - tq - j
                expected = -slopes[h] * distance if distance >= 0 else -math.inf
                assert bias[h, i, j] == expected
    assert torch.equal(torch.isfinite(bias), attnviz.causal_mask(tq, tk).expand_as(bias))


def test_alibi_bias_as_an_sdpa_float_mask_adds_to_the_scores_and_hides_the_future():
    q, k, v = _qkv(2, 4, 3, 6, dtype=torch.float64)
    bias = attnviz.alibi_bias(4, 3, 6, dtype=torch.float64)
    scores = q @ k.transpose(-2, -1) / math.sqrt(8) + bias
    expected = torch.softmax(scores, dim=-1) @ v
    torch.testing.assert_close(F.scaled_dot_product_attention(q, k, v, attn_mask=bias), expected)
    weights = torch.softmax(scores, dim=-1)
    assert torch.all(weights.masked_select(~attnviz.causal_mask(3, 6)) == 0)


# ---------------------------------------------------------------------------------------------
# errors name the argument

_Q, _K, _V = _qkv(2, 2, 3, 5)
_S = _qkv(2, 2, 4, 4)


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: attnviz.tiled_attention(_Q[0], _K, _V), ValueError,
     r"q must be a 4-D tensor shaped \(B, H, Tq, Dh\), got shape \(2, 3, 8\)"),
    (lambda: attnviz.tiled_attention(_Q, _K.numpy(), _V), TypeError,
     "k must be a torch.Tensor, got ndarray"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V.double()), TypeError,
     "v must have the dtype of q"),
    (lambda: attnviz.tiled_attention(_Q.long(), _K.long(), _V.long()), TypeError,
     "q must hold floating-point numbers"),
    (lambda: attnviz.tiled_attention(_Q, _K[..., :4], _V), ValueError,
     r"same B, H, Tk and Dh, got \(2, 2, 3, 8\), \(2, 2, 5, 4\) and \(2, 2, 5, 8\)"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V[:, :, :4]), ValueError, "same B, H, Tk"),
    (lambda: attnviz.tiled_attention(_Q[:, :, :0], _K, _V), ValueError, "q must not be empty"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, tile_size=0), ValueError,
     "tile_size must be a positive int, got 0"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, tile_size=2.0), ValueError,
     "tile_size must be a positive int, got 2.0"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, causal=1), TypeError,
     "causal must be a bool, got int 1"),
    (lambda: attnviz.tiled_attention(_K, _Q, _Q, causal=True), ValueError,
     "causal=True needs Tq <= Tk .* got q with Tq=5 and k with Tk=3"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, valid_lens=torch.tensor([1, 2, 3])),
     ValueError, r"valid_lens must have shape \(2,\)"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, valid_lens=torch.tensor([1.0, 2.0])),
     TypeError, "valid_lens must hold integers"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, valid_lens=torch.tensor([1, -2])),
     ValueError, "valid_lens must be non-negative"),
    (lambda: attnviz.tiled_attention(_Q, _K, _V, scale=float("nan")), ValueError,
     "scale must be a finite number, got nan"),
    (lambda: attnviz.sliding_window_attention(*_qkv(1, 1, 3, 5), 2), ValueError,
     "sliding_window_attention needs self-attention, Tq == Tk, got q with Tq=3 queries and "
     "k with Tk=5 keys"),
    (lambda: attnviz.sliding_window_attention(*_S, 0), ValueError,
     "window must be a positive int, got 0"),
    (lambda: attnviz.sliding_window_attention(*_S, 2, block_size=-1), ValueError,
     "block_size must be a positive int, got -1"),
    (lambda: attnviz.sliding_window_mask(5, 3, 2), ValueError,
     "num_queries <= num_keys .* got 5 > 3"),
    (lambda: attnviz.sliding_window_mask(3, 3, 1.5), ValueError,
     "window must be a positive int, got 1.5"),
    (lambda: attnviz.linear_attention(_Q, _K, _V, causal=True), ValueError,
     "causal linear attention needs self-attention, Tq == Tk"),
    (lambda: attnviz.linear_attention(*_S, form="fast"), ValueError,
     "form must be 'quadratic' or 'linear', got 'fast'"),
    (lambda: attnviz.linear_attention(*_S, eps=-1.0), ValueError,
     "eps must be a finite number >= 0, got -1.0"),
    (lambda: attnviz.linear_attention(*_S, feature_map="elu"), TypeError,
     "feature_map must be a function of a tensor"),
    (lambda: attnviz.linear_attention(*_S, feature_map=lambda x: x[..., :2, :]), ValueError,
     r"feature_map must keep every axis of its input but the last, got \(2, 2, 2, 8\)"),
    (lambda: attnviz.linear_attention_recurrent(_Q, _K, _V), ValueError,
     "linear_attention_recurrent needs self-attention"),
    (lambda: attnviz.RotaryEmbedding(7), ValueError,
     "head_dim must be a positive even int .* got 7"),
    (lambda: attnviz.RotaryEmbedding(8, base=0), ValueError, "base must be a finite number > 0"),
    (lambda: attnviz.RotaryEmbedding(8, 100.0), TypeError, "positional"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 6)), ValueError,
     r"x must be shaped \(\.\.\., T, 4\) .* got \(3, 6\)"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4, dtype=torch.long)), TypeError,
     "x must hold floating-point numbers"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.arange(4)), ValueError,
     r"positions must be a \(T,\) = \(3,\) tensor .* got shape \(4,\)"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), -1), ValueError,
     "positions must be a non-negative int offset, got -1"),
    (lambda: attnviz.rotary_matrix(float("inf"), 4), ValueError,
     "position must be a finite number, got inf"),
    (lambda: attnviz.alibi_slopes(0), ValueError, "num_heads must be a positive int, got 0"),
    (lambda: attnviz.alibi_bias(4, 5, 3), ValueError, "num_queries <= num_keys .* got 5 > 3"),
    (lambda: attnviz.alibi_bias(4, 2, 3, dtype=torch.long), TypeError,
     "dtype must be a floating-point torch.dtype"),
])
def test_bad_inputs_raise_errors_that_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


# ---------------------------------------------------------------------------------------------
# bad input of every kind, for every public function: each a clear error naming the argument

_T = _qkv(1, 2, 4, 4)  # self-attention inputs: q, k and v (1, 2, 4, 8)
_FUNCTIONS_OF_QKV = {
    "tiled_attention": attnviz.tiled_attention,
    "sliding_window_attention": lambda q, k, v: attnviz.sliding_window_attention(q, k, v, 2),
    "linear_attention": attnviz.linear_attention,
    "linear_attention_linear": lambda q, k, v: attnviz.linear_attention(q, k, v, form="linear"),
    "linear_attention_causal": lambda q, k, v: attnviz.linear_attention(q, k, v, causal=True),
    "linear_attention_recurrent": attnviz.linear_attention_recurrent,
}
_NOT_FLOATS = [torch.int64, torch.int32, torch.uint8, torch.bool, torch.complex64]


def _replace(index, value):
    return tuple(value if i == index else x for i, x in enumerate(_T))


@pytest.mark.parametrize("function", sorted(_FUNCTIONS_OF_QKV))
@pytest.mark.parametrize(("index", "name"), [(0, "q"), (1, "k"), (2, "v")])
@pytest.mark.parametrize("dtype", _NOT_FLOATS, ids=str)
def test_attention_functions_refuse_inputs_that_are_not_floating_point(function, index, name,
                                                                       dtype):
    with pytest.raises(TypeError, match=f"^{name} must hold floating-point numbers, got dtype "
                                        f"{dtype}$"):
        _FUNCTIONS_OF_QKV[function](*_replace(index, _T[index].to(dtype)))


@pytest.mark.parametrize("function", sorted(_FUNCTIONS_OF_QKV))
@pytest.mark.parametrize(("index", "name"), [(0, "q"), (1, "k"), (2, "v")])
@pytest.mark.parametrize(("bad", "error", "message"), [
    (lambda x: x.numpy(), TypeError, "{name} must be a torch.Tensor, got ndarray"),
    (lambda x: x.tolist(), TypeError, "{name} must be a torch.Tensor, got list"),
    (lambda x: None, TypeError, "{name} must be a torch.Tensor, got NoneType"),
    (lambda x: x[0], ValueError,
     r"{name} must be a 4-D tensor shaped \(B, H, T[qk], D[hv]\), got shape \(2, 4, 8\)"),
    (lambda x: x[None], ValueError, r"{name} must be a 4-D tensor .* got shape \(1, 1, 2, 4, 8\)"),
    (lambda x: x.double(), TypeError, "{name} must have the dtype of q"),
], ids=["numpy", "list", "None", "3-D", "5-D", "float64"])
def test_attention_functions_refuse_inputs_of_the_wrong_kind(function, index, name, bad, error,
                                                            message):
    if index == 0 and error is TypeError and "dtype of q" in message:
        name, message = "k", "k must have the dtype of q"  # a float64 q: k then differs
    with pytest.raises(error, match=message.format(name=name)):
        _FUNCTIONS_OF_QKV[function](*_replace(index, bad(_T[index])))


@pytest.mark.parametrize("function", sorted(_FUNCTIONS_OF_QKV))
@pytest.mark.parametrize(("args", "message"), [
    ((_T[0][:, :1], _T[1], _T[2]), "same B, H, Tk and Dh"),  # heads differ
    ((_T[0], _T[1][:1].expand(2, -1, -1, -1), _T[2]), "same B, H, Tk and Dh"),  # batch differs
    ((_T[0], _T[1][..., :6], _T[2]), r"same B, H, Tk and Dh, got \(1, 2, 4, 8\), \(1, 2, 4, 6\)"),
    ((_T[0], _T[1], _T[2][:, :, :3]), "same B, H, Tk and Dh"),  # keys and values differ
    ((_T[0][..., :0], _T[1][..., :0], _T[2]), r"q must not be empty, got shape \(1, 2, 4, 0\)"),
    ((_T[0][:, :, :0], _T[1], _T[2]), r"q must not be empty"),
], ids=["heads", "batch", "width", "key-value", "Dh=0", "Tq=0"])
def test_attention_functions_refuse_mismatched_shapes(function, args, message):
    with pytest.raises(ValueError, match=message):
        _FUNCTIONS_OF_QKV[function](*args)


@pytest.mark.parametrize(("call", "error", "message"), [
    # tiled_attention
    (lambda: attnviz.tiled_attention(*_T, tile_size=True), ValueError,
     "tile_size must be a positive int, got True"),
    (lambda: attnviz.tiled_attention(*_T, tile_size="4"), TypeError,
     "tile_size must be a positive int, got '4'"),
    (lambda: attnviz.tiled_attention(*_T, causal="yes"), TypeError,
     "causal must be a bool, got str 'yes'"),
    (lambda: attnviz.tiled_attention(*_T, causal=None), TypeError, "causal must be a bool"),
    (lambda: attnviz.tiled_attention(*_T, scale=float("inf")), ValueError,
     "scale must be a finite number, got inf"),
    (lambda: attnviz.tiled_attention(*_T, scale="0.5"), TypeError,
     "scale must be a finite number, got '0.5'"),
    (lambda: attnviz.tiled_attention(*_T, scale=True), ValueError,
     "scale must be a finite number, got True"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=[3]), TypeError,
     "valid_lens must be a torch.Tensor, got list"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=torch.tensor(3)), ValueError,
     r"valid_lens must be a 1-D tensor shaped \(B,\) = \(1,\), got shape \(\)"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=torch.tensor([[3]])), ValueError,
     r"valid_lens must be a 1-D tensor shaped \(B,\) = \(1,\), got shape \(1, 1\)"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=torch.tensor([True])), TypeError,
     "valid_lens must hold integers, got dtype torch.bool"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=torch.tensor([3 + 0j])), TypeError,
     "valid_lens must hold integers, got dtype torch.complex64"),
    (lambda: attnviz.tiled_attention(*_T, valid_lens=torch.tensor([-1])), ValueError,
     "valid_lens must be non-negative, got a minimum of -1"),
    # sliding windows
    (lambda: attnviz.sliding_window_attention(*_T, 2.0), TypeError,
     "window must be a positive int, got 2.0"),
    (lambda: attnviz.sliding_window_attention(*_T, None), ValueError,
     "window must be a positive int, got None"),
    (lambda: attnviz.sliding_window_attention(*_T, 2, block_size=False), ValueError,
     "block_size must be a positive int, got False"),
    (lambda: attnviz.sliding_window_attention(*_T, 2, scale=float("nan")), ValueError,
     "scale must be a finite number, got nan"),
    (lambda: attnviz.sliding_window_mask(0, 3, 1), ValueError,
     "num_queries must be a positive int, got 0"),
    (lambda: attnviz.sliding_window_mask(2, 3.0, 1), TypeError,
     "num_keys must be a positive int, got 3.0"),
    (lambda: attnviz.sliding_window_mask(2, 3, -1), ValueError,
     "window must be a positive int, got -1"),
    (lambda: attnviz.sliding_window_mask(True, 3, 1), ValueError,
     "num_queries must be a positive int, got True"),
    # linear attention
    (lambda: attnviz.linear_attention(*_T, causal=1), TypeError, "causal must be a bool, got int"),
    (lambda: attnviz.linear_attention(*_T, form=None), ValueError,
     "form must be 'quadratic' or 'linear', got None"),
    (lambda: attnviz.linear_attention(*_T, eps=float("nan")), ValueError,
     "eps must be a finite number >= 0, got nan"),
    (lambda: attnviz.linear_attention(*_T, eps="1e-6"), TypeError,
     "eps must be a finite number >= 0, got '1e-6'"),
    (lambda: attnviz.linear_attention_recurrent(*_T, eps=-1e-3), ValueError,
     "eps must be a finite number >= 0, got -0.001"),
    (lambda: attnviz.linear_attention_recurrent(*_T, feature_map=None), TypeError,
     "feature_map must be a function of a tensor, .* got NoneType"),
    (lambda: attnviz.linear_attention(*_T, feature_map=lambda x: x.tolist()), TypeError,
     "feature_map must return a tensor, got list from q"),
    (lambda: attnviz.linear_attention(*_T, feature_map=lambda x: x.long()), TypeError,
     "feature_map must keep the dtype of its input, got torch.int64 from q of dtype "
     "torch.float32"),
    (lambda: attnviz.linear_attention(*_T, feature_map=lambda x: x.sum(-1)), ValueError,
     "feature_map must keep every axis of its input but the last"),
    (lambda: attnviz.elu_feature_map([1.0]), TypeError,
     "x must be a torch.Tensor, got list"),
    (lambda: attnviz.elu_feature_map(torch.ones(3, dtype=torch.long)), TypeError,
     "x must hold floating-point numbers, got dtype torch.int64"),
    (lambda: attnviz.elu_feature_map(torch.ones(3, dtype=torch.complex64)), TypeError,
     "x must hold floating-point numbers, got dtype torch.complex64"),
    # rotary embeddings
    (lambda: attnviz.RotaryEmbedding(0), ValueError,
     r"head_dim must be a positive even int \(.*\), got 0"),
    (lambda: attnviz.RotaryEmbedding(-4), ValueError, "head_dim must be a positive even int"),
    (lambda: attnviz.RotaryEmbedding(8.0), TypeError,
     "head_dim must be a positive even int, got 8.0"),
    (lambda: attnviz.RotaryEmbedding(True), ValueError, "head_dim must be a positive even int"),
    (lambda: attnviz.RotaryEmbedding(8, base=float("inf")), ValueError,
     "base must be a finite number, got inf"),
    (lambda: attnviz.RotaryEmbedding(8, base=-2.0), ValueError,
     "base must be a finite number > 0, got -2.0"),
    (lambda: attnviz.RotaryEmbedding(8, base="1e4"), TypeError, "base must be a finite number"),
    (lambda: attnviz.RotaryEmbedding(4)([[1.0] * 4]), TypeError,
     "x must be a torch.Tensor, got list"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(4)), ValueError,
     r"x must be shaped \(\.\.\., T, 4\) .* got \(4,\)"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4, dtype=torch.complex64)), TypeError,
     "x must hold floating-point numbers, got dtype torch.complex64"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4, dtype=torch.bool)), TypeError,
     "x must hold floating-point numbers, got dtype torch.bool"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), 1.5), TypeError,
     r"positions must be None, a non-negative int offset or a \(T,\) = \(3,\) tensor of "
     "positions, got float 1.5"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), True), TypeError,
     "positions must be None, a non-negative int offset .* got bool True"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), [0, 1, 2]), TypeError,
     "positions must be None, a non-negative int offset .* got list"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.zeros(3, 1)), ValueError,
     r"positions must be a 1-D tensor shaped \(T,\) = \(3,\), got shape \(3, 1\)"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.ones(3, dtype=torch.bool)),
     TypeError, "positions must hold real numbers .* got dtype torch.bool"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.ones(3, dtype=torch.complex64)),
     TypeError, "positions must hold real numbers .* got dtype torch.complex64"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.tensor([0, -1, 2])), ValueError,
     "positions must be finite and non-negative, got -1"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.tensor([0.0, math.nan, 2.0])),
     ValueError, "positions must be finite and non-negative, got nan"),
    (lambda: attnviz.RotaryEmbedding(4)(torch.ones(3, 4), torch.tensor([0, 1, math.inf])),
     ValueError, "positions must be finite and non-negative, got inf"),
    (lambda: attnviz.rotary_matrix(1, 5), ValueError,
     r"head_dim must be a positive even int \(.*\), got 5"),
    (lambda: attnviz.rotary_matrix(1, "4"), TypeError, "head_dim must be a positive even int"),
    (lambda: attnviz.rotary_matrix(1, 4, 0.0), ValueError, "base must be a finite number > 0"),
    (lambda: attnviz.rotary_matrix(math.nan, 4), ValueError,
     "position must be a finite number, got nan"),
    (lambda: attnviz.rotary_matrix("1", 4), TypeError, "position must be a finite number"),
    (lambda: attnviz.rotary_matrix(1, 4, dtype=torch.int64), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.int64"),
    (lambda: attnviz.rotary_matrix(1, 4, dtype=torch.complex128), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.complex128"),
    (lambda: attnviz.rotary_matrix(1, 4, dtype="float64"), TypeError,
     "dtype must be a floating-point torch.dtype .* got 'float64'"),
    # ALiBi
    (lambda: attnviz.alibi_slopes(-2), ValueError, "num_heads must be a positive int, got -2"),
    (lambda: attnviz.alibi_slopes(4.0), TypeError, "num_heads must be a positive int, got 4.0"),
    (lambda: attnviz.alibi_slopes(True), ValueError, "num_heads must be a positive int, got True"),
    (lambda: attnviz.alibi_slopes(4, dtype=torch.int64), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.int64"),
    (lambda: attnviz.alibi_slopes(4, dtype=torch.bool), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.bool"),
    (lambda: attnviz.alibi_slopes(4, dtype=torch.complex64), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.complex64"),
    (lambda: attnviz.alibi_slopes(4, dtype=float), TypeError,
     "dtype must be a floating-point torch.dtype .* got <class 'float'>"),
    (lambda: attnviz.alibi_bias(0, 2, 2), ValueError, "num_heads must be a positive int, got 0"),
    (lambda: attnviz.alibi_bias(2, 0, 2), ValueError, "num_queries must be a positive int, got 0"),
    (lambda: attnviz.alibi_bias(2, 2, 1.0), TypeError, "num_keys must be a positive int, got 1.0"),
    (lambda: attnviz.alibi_bias(2, 2, 2, dtype=torch.int32), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.int32"),
    (lambda: attnviz.alibi_bias(2, 2, 2, dtype=torch.complex64), TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.complex64"),
])
def test_every_bad_setting_is_an_error_naming_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.uint8, torch.int8])
def test_tables_of_slopes_and_rotations_are_never_truncated_to_integers(dtype):
    """ALiBi's slopes lie in (0, 1) and a rotation's entries in [-1, 1]: an integer table would
    be all zeros (and ones), so an integer dtype is an error, not a silently wrong table."""
    for call in (lambda: attnviz.alibi_slopes(8, dtype=dtype),
                 lambda: attnviz.alibi_bias(8, 3, 3, dtype=dtype),
                 lambda: attnviz.rotary_matrix(3, 8, dtype=dtype)):
        with pytest.raises(TypeError, match=f"dtype must be a floating-point .* got {dtype}"):
            call()
    slopes = attnviz.alibi_slopes(8, dtype=torch.float64)
    assert torch.all((slopes > 0) & (slopes < 1))  # what an integer type would have zeroed


def test_a_wrong_type_for_a_size_is_both_a_type_error_and_a_value_error():
    """Code that catches ValueError for every bad setting still catches a wrong type."""
    for bad in (2.0, "2", None):
        with pytest.raises(TypeError):
            attnviz.alibi_slopes(bad)
        with pytest.raises(ValueError):
            attnviz.alibi_slopes(bad)
    with pytest.raises(ValueError) as error:
        attnviz.alibi_slopes(0)  # an int out of range is a ValueError only
    assert not isinstance(error.value, TypeError)


def test_rotary_positions_may_be_integers_or_floats_and_valid_lens_up_to_tk():
    x = torch.randn(3, 4, generator=torch.Generator().manual_seed(0))
    rope = attnviz.RotaryEmbedding(4)
    torch.testing.assert_close(rope(x, torch.tensor([2, 3, 4], dtype=torch.int32)), rope(x, 2))
    torch.testing.assert_close(rope(x, torch.tensor([2.0, 3.0, 4.0])), rope(x, 2))
    full = attnviz.tiled_attention(*_T, valid_lens=torch.tensor([4]))  # Tk itself is valid
    torch.testing.assert_close(full, attnviz.tiled_attention(*_T))
