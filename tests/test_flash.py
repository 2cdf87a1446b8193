"""FlashAttention's backward pass (chapter 11): outputs and gradients against autograd.

The oracle is ``F.scaled_dot_product_attention`` with the matching boolean mask, differentiated
by autograd; ``torch.autograd.gradcheck`` checks the hand-written backward pass against finite
differences; the saved tensors and the tensors the backward pass forms show that no
``(Tq, Tk)`` matrix is kept or built; :func:`attnviz.training_step_memory` measures the
difference in memory.
"""

import math
import sys

import pytest
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode

import attnviz
from attnviz.mechanism import flash

DTYPES = [torch.float32, torch.float64]
LINUX = sys.platform.startswith("linux")


def _tol(dtype):
    return ({"atol": 2e-5, "rtol": 1e-4} if dtype == torch.float32
            else {"atol": 1e-10, "rtol": 1e-10})


def _qkv(batch, heads, tq, tk, dh=8, dv=None, dtype=torch.float64, seed=0, spread=1.0):
    g = torch.Generator().manual_seed(seed)
    return tuple((spread * torch.randn(*shape, generator=g, dtype=dtype)).requires_grad_(True)
                 for shape in ((batch, heads, tq, dh), (batch, heads, tk, dh),
                               (batch, heads, tk, dv or dh)))


def _mask(tq, tk, causal, valid_lens):
    """The boolean "may attend" mask SDPA takes: ``(Tq, Tk)`` or ``(B, 1, Tq, Tk)``, or None."""
    mask = attnviz.causal_mask(tq, tk) if causal else None  # lower-right aligned
    if valid_lens is not None:
        padding = attnviz.lengths_to_mask(valid_lens, tk)[:, None]  # (B, 1, 1, Tk)
        mask = padding if mask is None else mask & padding
    return mask


def _outputs_and_grads(fn, q, k, v, grad_out):
    out = fn(q, k, v)
    return (out, *torch.autograd.grad(out, (q, k, v), grad_out))


# (B, H, Tq, Tk, Dh, Dv); the tile sizes below do not all divide these lengths
SHAPES = [(1, 2, 7, 7, 8, 8), (2, 3, 5, 11, 8, 6), (2, 1, 1, 9, 4, 4), (1, 2, 13, 13, 4, 5),
          (1, 1, 1, 1, 4, 4)]
TILES = [1, 3, 4, 64]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("tile_size", TILES)
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("padded", [False, True])
def test_outputs_and_gradients_equal_autograd_through_sdpa(dtype, shape, tile_size, causal,
                                                           padded):
    batch, heads, tq, tk, dh, dv = shape
    q, k, v = _qkv(batch, heads, tq, tk, dh, dv, dtype=dtype)
    valid_lens = torch.tensor([tk, max(1, tk - 4)][:batch]) if padded else None
    mask = _mask(tq, tk, causal, valid_lens)
    grad_out = torch.randn(batch, heads, tq, dv, dtype=dtype,
                           generator=torch.Generator().manual_seed(1))
    expected = _outputs_and_grads(
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
        q, k, v, grad_out)
    result = _outputs_and_grads(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=tile_size, causal=causal,
                                                valid_lens=valid_lens),
        q, k, v, grad_out)
    for name, got, want in zip(("output", "dq", "dk", "dv"), result, expected, strict=True):
        assert got.shape == want.shape and got.dtype == dtype, name
        torch.testing.assert_close(got, want, **_tol(dtype), msg=lambda m, n=name: f"{n}: {m}")


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize(("tq", "tk", "causal"), [(9, 4, False), (6, 6, True), (3, 10, True)])
def test_a_given_scale_and_unequal_lengths(dtype, tq, tk, causal):
    q, k, v = _qkv(2, 2, tq, tk, dtype=dtype)
    grad_out = torch.ones(2, 2, tq, 8, dtype=dtype)
    mask = _mask(tq, tk, causal, None)
    expected = _outputs_and_grads(
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=0.3),
        q, k, v, grad_out)
    result = _outputs_and_grads(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=4, causal=causal, scale=0.3),
        q, k, v, grad_out)
    for got, want in zip(result, expected, strict=True):
        torch.testing.assert_close(got, want, **_tol(dtype))


@pytest.mark.parametrize("causal", [False, True])
def test_scores_in_the_thousands_stay_exact(causal):
    # scores of about ±1000: a plain exp would overflow; the log-sum-exp keeps P in [0, 1]
    q, k, v = _qkv(2, 2, 10, 10, dh=16, dtype=torch.float64, spread=20.0)
    scores = (q @ k.transpose(-2, -1)) / 4
    assert scores.abs().max() > 1000
    grad_out = torch.randn(2, 2, 10, 16, dtype=torch.float64,
                           generator=torch.Generator().manual_seed(2))
    expected = _outputs_and_grads(
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=causal),
        q, k, v, grad_out)
    result = _outputs_and_grads(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=3, causal=causal),
        q, k, v, grad_out)
    for got, want in zip(result, expected, strict=True):
        assert torch.isfinite(got).all()
        torch.testing.assert_close(got, want, atol=1e-9, rtol=1e-9)


@pytest.mark.parametrize("causal", [False, True])
def test_queries_that_see_nothing_get_zeros_and_pass_back_zero_gradients(causal):
    q, k, v = _qkv(3, 2, 4, 6)
    valid_lens = torch.tensor([0, 3, 6])  # sequence 0 is all padding
    grad_out = torch.randn(3, 2, 4, 8, dtype=torch.float64,
                           generator=torch.Generator().manual_seed(3))
    out, dq, dk, dv = _outputs_and_grads(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=4, causal=causal,
                                                valid_lens=valid_lens),
        q, k, v, grad_out)
    for tensor in (out, dq, dk, dv):
        assert torch.isfinite(tensor).all()
        assert torch.equal(tensor[0], torch.zeros_like(tensor[0]))  # exact: nothing is added
    # the padded keys of sequence 1 get no gradient either
    assert torch.equal(dk[1, :, 3:], torch.zeros_like(dk[1, :, 3:]))  # exact: P = 0 there
    mask = _mask(4, 6, causal, valid_lens[1:])
    expected = _outputs_and_grads(
        lambda q, k, v: F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
        *(x[1:].detach().requires_grad_(True) for x in (q, k, v)), grad_out[1:])
    for got, want in zip((out, dq, dk, dv), expected, strict=True):
        torch.testing.assert_close(got[1:], want, **_tol(torch.float64))


@pytest.mark.parametrize(("causal", "valid_lens"), [(False, None), (True, None),
                                                    (True, torch.tensor([5, 0])),
                                                    (False, torch.tensor([2, 4]))])
def test_gradcheck_against_finite_differences(causal, valid_lens):
    q, k, v = _qkv(2, 1, 3, 5, dh=3, dv=2)
    assert torch.autograd.gradcheck(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=2, causal=causal,
                                                valid_lens=valid_lens),
        (q, k, v))


def test_a_length_above_tk_means_the_whole_sequence_forward_and_backward():
    # the package's one rule for lengths (book/notation.md), as in lengths_to_mask
    q, k, v = _qkv(2, 2, 5, 7)
    grad_out = torch.randn(2, 2, 5, 8, dtype=torch.float64,
                           generator=torch.Generator().manual_seed(4))
    results = [_outputs_and_grads(
        lambda q, k, v, lengths=lengths: attnviz.flash_attention(
            q, k, v, tile_size=3, causal=True, valid_lens=torch.tensor(lengths)),
        *(x.detach().requires_grad_(True) for x in (q, k, v)), grad_out)
        for lengths in ([9, 4], [7, 4])]
    for too_long, whole in zip(*results, strict=True):
        assert torch.equal(too_long, whole)


def test_the_forward_pass_is_tiled_attentions_and_the_log_sum_exp_is_logsumexp():
    q, k, v = _qkv(2, 2, 5, 7)
    valid_lens = torch.tensor([7, 0])
    out = attnviz.flash_attention(q, k, v, tile_size=3, causal=True, valid_lens=valid_lens)
    torch.testing.assert_close(out, attnviz.tiled_attention(q, k, v, tile_size=3, causal=True,
                                                            valid_lens=valid_lens))
    # the Function also returns L = log sum_j exp(s_j) over the visible keys
    mask = _mask(5, 7, True, valid_lens)
    padding = attnviz.lengths_to_mask(valid_lens, 7)[:, None]
    _, lse = attnviz.FlashAttentionFunction.apply(q, k, v, 3, True, padding, 7,
                                                  1 / math.sqrt(8))
    scores = (q @ k.transpose(-2, -1) / math.sqrt(8)).masked_fill(~mask, -math.inf)
    torch.testing.assert_close(lse[0], torch.logsumexp(scores[0], dim=-1))
    assert torch.equal(lse[1], torch.full_like(lse[1], -math.inf))  # exact: log 0
    assert not lse.requires_grad


def test_only_linear_tensors_are_saved_for_the_backward_pass():
    q, k, v = _qkv(1, 2, 12, 12)
    out = attnviz.flash_attention(q, k, v, tile_size=4, causal=True)
    saved = [t for t in out.grad_fn.saved_tensors if t is not None]
    assert len(saved) == 5  # q, k, v, O, L
    assert max(t.numel() for t in saved) == q.numel()  # never a (Tq, Tk) matrix per head
    # autograd through tiled_attention, by contrast, keeps tiles of weights adding up to
    # the (Tq, Tk) matrices: tiled_attention's graph saves more than q, k and v
    tiled = attnviz.tiled_attention(q, k, v, tile_size=4, causal=True)
    assert _saved_numbers(tiled.grad_fn) > 2 * 12 * 12


def _saved_numbers(grad_fn, seen=None):
    """How many numbers a graph's nodes keep for the backward pass (a walk of the graph)."""
    seen = set() if seen is None else seen
    if grad_fn is None or grad_fn in seen:
        return 0
    seen.add(grad_fn)
    total = sum(getattr(grad_fn, name).numel() for name in dir(grad_fn)
                if name.startswith("_saved_")
                and isinstance(getattr(grad_fn, name, None), torch.Tensor))
    return total + sum(_saved_numbers(parent, seen) for parent, _ in grad_fn.next_functions)


class _Recorder(TorchFunctionMode):
    """Records the shape of every tensor a torch function returns."""

    def __init__(self):
        super().__init__()
        self.shapes = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        result = func(*args, **(kwargs or {}))
        if isinstance(result, torch.Tensor):
            self.shapes.append(tuple(result.shape))
        return result


def test_the_backward_pass_forms_only_tiles():
    q, k, v = (x.detach() for x in _qkv(1, 3, 40, 40))
    out, lse = attnviz.FlashAttentionFunction.apply(q, k, v, 4, True, None, 40, 0.5)
    with _Recorder() as recorder:
        flash._flash_backward(q, k, v, out, lse, torch.ones_like(out), tile_size=4, causal=True,
                              padding=None, key_end=40, scale=0.5)
    largest = max(math.prod(shape) for shape in recorder.shapes)
    assert largest == q.numel()  # dQ, dK, dV and D; the scores are (4, 4) tiles
    assert max(s[-1] for s in recorder.shapes if len(s) == 4 and s[-2] <= 4 and s[-1] != 8) <= 4


def test_inputs_are_left_alone():
    q, k, v = _qkv(2, 2, 6, 6)
    valid_lens = torch.tensor([6, 3])
    before = [x.detach().clone() for x in (q, k, v, valid_lens)]
    out = attnviz.flash_attention(q, k, v, tile_size=4, causal=True, valid_lens=valid_lens)
    out.square().sum().backward()
    for x, copy in zip((q, k, v, valid_lens), before, strict=True):
        assert torch.equal(x.detach(), copy)  # exact: never written


_Q, _K, _V = (torch.ones(1, 2, 4, 8) for _ in range(3))


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda: attnviz.flash_attention(_Q[0], _K, _V), ValueError, "q must be a 4-D tensor"),
    (lambda: attnviz.flash_attention(_Q, _K.numpy(), _V), TypeError,
     "k must be a torch.Tensor"),
    (lambda: attnviz.flash_attention(_Q, _K, _V.double()), TypeError,
     "v must have the dtype of q"),
    (lambda: attnviz.flash_attention(_Q.long(), _K.long(), _V.long()), TypeError,
     "q must hold floating-point numbers"),
    (lambda: attnviz.flash_attention(_Q, _K[..., :4], _V), ValueError, "same B, H, Tk and Dh"),
    (lambda: attnviz.flash_attention(_Q, _K, _V, tile_size=0), ValueError,
     "tile_size must be a positive int, got 0"),
    (lambda: attnviz.flash_attention(_Q, _K, _V, causal=1), TypeError, "causal must be a bool"),
    (lambda: attnviz.flash_attention(_Q, _K[:, :, :2], _V[:, :, :2], causal=True), ValueError,
     "causal=True needs Tq <= Tk"),
    (lambda: attnviz.flash_attention(_Q, _K, _V, valid_lens=torch.tensor([1, 2])), ValueError,
     r"valid_lens must have shape \(1,\)"),
    (lambda: attnviz.flash_attention(_Q, _K, _V, valid_lens=torch.tensor([-1])), ValueError,
     "valid_lens must be non-negative, got a minimum of -1"),
    (lambda: attnviz.flash_attention(_Q, _K, _V, scale=float("nan")), ValueError,
     "scale must be a finite number"),
    (lambda: attnviz.training_step_memory(None, _Q, _K, _V), TypeError,
     "attention must be callable"),
    (lambda: attnviz.training_step_memory(attnviz.flash_attention, _Q.long(), _K, _V),
     TypeError, "q must hold floating-point numbers"),
    (lambda: attnviz.training_step_memory(attnviz.flash_attention, _Q, _K, _V, repeats=0),
     ValueError, "repeats must be a positive int, got 0"),
])
def test_errors_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.skipif(not LINUX, reason="the CPU peak is read from /proc")
def test_a_training_step_through_flash_attention_needs_far_less_memory():
    # long enough that the (H, T, T) matrix dwarfs the fixed part of a peak read from the process
    # (inputs, gradients, allocator): at 1,024 tokens that part alone came close to half of it
    length = 2048
    g = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(1, 4, length, 64, generator=g) for _ in range(3))
    mask = attnviz.causal_mask(length, length)

    def naive(q, k, v):
        return attnviz.masked_softmax(attnviz.dot_product_scores(q, k), mask=mask) @ v

    stored = attnviz.training_step_memory(naive, q, k, v)
    tiled = attnviz.training_step_memory(
        lambda q, k, v: attnviz.flash_attention(q, k, v, tile_size=128, causal=True), q, k, v)
    matrix = 4 * length * length * 4  # bytes of one (H, T, T) float32 matrix: 64 MiB
    assert stored >= matrix  # the weights, at least, are kept for the backward pass
    assert tiled < matrix / 2 and tiled * 4 < stored
    assert not q.requires_grad  # the caller's tensors are untouched


def test_chapter_10s_online_softmax_exercise_refuses_flash_attention():
    from exercise_results import diagnosis

    from attnviz.exercises import check_online_softmax

    def borrowed(q, k, v, tile_size):
        return attnviz.flash_attention(q, k, v, tile_size=tile_size)

    result = check_online_softmax(borrowed)
    assert diagnosis(result) == "forbidden-call"
    assert "borrowed called attnviz.flash_attention" in result.message


@pytest.mark.parametrize("function", [attnviz.flash_attention, attnviz.tiled_attention])
def test_a_nan_query_gives_nan_not_the_zeros_of_a_query_that_sees_nothing(function):
    q, k, v = (t.detach() for t in _qkv(1, 2, 3, 5))
    q[0, 1, 2, 0] = math.nan
    out = function(q, k, v, tile_size=2)
    # the explicit computation (PyTorch's fused kernel may turn a NaN query into a finite row)
    expected = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(8), dim=-1) @ v
    assert bool(out[0, 1, 2].isnan().all())
    torch.testing.assert_close(out, expected, equal_nan=True)
    # a query that sees no key still gets zeros
    hidden = function(q.nan_to_num(), k, v, tile_size=2, valid_lens=torch.tensor([0]))
    assert bool((hidden == 0).all())
