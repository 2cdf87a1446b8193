"""A self-test of a GPU before a chapter trains on it (every chapter's setup, through
``attnviz.device()``; introduced in chapter 1's setup cell).

PyTorch's GPU backends have had bugs that return wrong numbers without an error on exactly the
paths this book takes: Apple's MPS backend gave wrong attention for permuted (non-contiguous)
queries, keys and values, and a wrong batched product with a transposed key; a backend may also
lack an operator altogether. So before a chapter trains on a GPU, :func:`check_device` runs the
book's own attention paths there, each on a few small tensors, in every dtype the
chapter will use, and compares them with the same computation written out in float64 on the CPU.
A device that disagrees beyond a tolerance, or raises, is not used: the chapter runs on the CPU
and says which check failed and why (:func:`attnviz.device`).

The reference is computed with plain matrix products and a softmax, never with the function
under test, so a broken fused kernel cannot agree with itself.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from attnviz.mechanism.masks import masked_softmax
from attnviz.mechanism.multihead import MultiHeadAttention

__all__ = ["DeviceCheck", "check_device"]

# The largest difference from the float64 result a device may have, per dtype, relative to the
# result's largest magnitude where that exceeds 1. The inputs are N(0, 1) and the outputs
# averages of them, so the differences of a correct kernel are rounding (float32: about 1e-6;
# bfloat16, 8 bits of mantissa: about 1e-2); the bugs this guards against are off by 0.1 to
# several units.
# float64 on the device against float64 on the CPU differs by rounding alone (about 1e-15).
TOLERANCE = {torch.float32: 1e-3, torch.bfloat16: 6e-2, torch.float16: 1e-2,
             torch.float64: 1e-9}

B, H, H_KV, T, DH = 2, 4, 2, 23, 16  # small, odd sizes: no kernel's favourite tile
LENGTHS = (23, 9)  # one full sequence, one padded


@dataclass(frozen=True)
class DeviceCheck:
    """What :func:`check_device` found on one device.

    Attributes:
        device: the device checked.
        passed: the names of the checks that agreed with the float64 reference, with their dtype.
        failures: ``"check (dtype): what went wrong"`` for every check that disagreed or raised.
    """

    device: torch.device
    passed: tuple[str, ...]
    failures: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """Whether every check passed."""
        return not self.failures

    def __str__(self) -> str:
        checks = len(self.passed) + len(self.failures)
        if self.ok:
            return f"{self.device} passed the book's {checks} attention checks"
        return (f"{self.device} failed {len(self.failures)} of the book's {checks} attention "
                f"checks: " + "; ".join(self.failures))


def _place(tensor: torch.Tensor, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
    """``tensor`` on the device under test, a floating one in ``dtype`` (masks and lengths keep
    theirs). The tests' fake device replaces this function."""
    if tensor.is_floating_point():
        return tensor.to(device=device, dtype=dtype)
    return tensor.to(device=device)


def _heads(generator: torch.Generator, heads: int) -> torch.Tensor:
    """``(B, heads, T, Dh)`` float64, non-contiguous: ``(B, T, heads, Dh)`` with axes 1 and 2
    swapped, as multi-head attention splits its heads."""
    return torch.randn(B, T, heads, DH, dtype=torch.float64, generator=generator).transpose(1, 2)


def _reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
               keep: torch.Tensor) -> torch.Tensor:
    """Attention written out: ``softmax(q k^T / sqrt(Dh))`` over the kept keys, times ``v``."""
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])  # (B, H, T, T)
    return scores.masked_fill(~keep, float("-inf")).softmax(dim=-1) @ v


def _cases(generator: torch.Generator) -> dict[str, Callable[[Callable], tuple]]:
    """Each check: a function of ``on`` (a tensor to the device under test) that returns the
    device's result and the float64 reference, as a pair of tensors or of tuples of tensors."""
    q, k, v = (_heads(generator, H) for _ in range(3))
    k_kv, v_kv = (_heads(generator, H_KV) for _ in range(2))
    upstream = torch.randn(B, H, T, DH, dtype=torch.float64, generator=generator)
    causal = torch.ones(T, T, dtype=torch.bool).tril()  # (T, T) lower-left
    padding = (torch.arange(T) < torch.tensor(LENGTHS)[:, None])[:, None, None, :]  # (B,1,1,T)
    scores = torch.randn(B, H, T, T, dtype=torch.float64, generator=generator).transpose(-2, -1)
    lengths = torch.tensor(LENGTHS)
    group = H // H_KV

    def softmax_check(on):
        weights = masked_softmax(on(scores), valid_lens=on(lengths))
        keep = padding.expand(B, H, T, T)
        return weights, scores.masked_fill(~keep, float("-inf")).softmax(dim=-1)

    def product_check(on):
        return on(q) @ on(k).transpose(-2, -1), q @ k.transpose(-2, -1)

    def sdpa_causal(on):
        return (F.scaled_dot_product_attention(on(q), on(k), on(v), is_causal=True),
                _reference(q, k, v, causal))

    def sdpa_padding(on):
        return (F.scaled_dot_product_attention(on(q), on(k), on(v), attn_mask=on(padding)),
                _reference(q, k, v, padding))

    def sdpa_grouped(on):
        out = F.scaled_dot_product_attention(on(q), on(k_kv), on(v_kv), is_causal=True,
                                             enable_gqa=True)
        reference = _reference(q, k_kv.repeat_interleave(group, dim=1),
                               v_kv.repeat_interleave(group, dim=1), causal)
        return out, reference

    def sdpa_backward(on):
        def gradients(fn, tensors):
            leaves = [t.detach().requires_grad_() for t in tensors]
            out = fn(*leaves)
            (out * upstream.to(out.device, out.dtype)).sum().backward()
            return tuple(leaf.grad for leaf in leaves)

        device_grads = gradients(
            lambda a, b, c: F.scaled_dot_product_attention(a, b, c, is_causal=True),
            [on(q), on(k), on(v)])
        reference_grads = gradients(lambda a, b, c: _reference(a, b, c, causal), [q, k, v])
        return device_grads, reference_grads

    def multihead_layer(on):
        # PyTorch's initialisation draws from the global generator: the caller's fork_rng
        # restores it; the weights themselves are drawn from this check's own generator.
        layer = MultiHeadAttention(d_model=H * DH, num_heads=H, num_kv_heads=H_KV).double()
        x = torch.randn(B, T, H * DH, dtype=torch.float64, generator=generator)
        with torch.no_grad():
            for parameter in layer.parameters():
                parameter.copy_(torch.randn(parameter.shape, dtype=torch.float64,
                                            generator=generator) / math.sqrt(H * DH))
            # the layer's explicit path (scores, masked softmax, weights @ values), not the
            # fused kernel it uses otherwise
            reference, _ = layer(x, x, x, valid_lens=lengths, causal=True, need_weights=True)
            placed = {name: on(p) for name, p in layer.state_dict().items()}
            layer.load_state_dict(placed, assign=True)  # the placed tensors become the weights
            out = layer(on(x), on(x), on(x), valid_lens=on(lengths), causal=True)
        return out, reference

    return {
        "masked softmax, padded rows": softmax_check,
        "batched product with transposed keys": product_check,
        "scaled dot-product attention, causal": sdpa_causal,
        "scaled dot-product attention, padding mask": sdpa_padding,
        "scaled dot-product attention, grouped-query heads": sdpa_grouped,
        "scaled dot-product attention, backward pass": sdpa_backward,
        "multi-head attention layer, padded and causal": multihead_layer,
    }


def _largest_difference(result, reference) -> float:
    results = result if isinstance(result, tuple) else (result,)
    references = reference if isinstance(reference, tuple) else (reference,)
    if len(results) != len(references):
        raise ValueError(f"{len(results)} results against {len(references)} references")
    largest = 0.0
    for got, expected in zip(results, references, strict=True):
        if got is None or tuple(got.shape) != tuple(expected.shape):
            shape = None if got is None else tuple(got.shape)
            raise ValueError(f"shape {shape} where {tuple(expected.shape)} was expected")
        difference = (got.detach().to("cpu", torch.float64) - expected).abs()
        if not torch.isfinite(difference).all():
            return math.inf
        scale = max(1.0, expected.abs().max().item())  # scores grow with Dh; weights do not
        largest = max(largest, difference.max().item() / scale)
    return largest


def check_device(device: torch.device | str,
                 dtypes: tuple[torch.dtype, ...] = (torch.float32,)) -> DeviceCheck:
    """Run the book's attention paths on ``device`` and compare them with float64 on the CPU.

    The checks, each on non-contiguous ``(B, H, T, Dh)`` inputs as multi-head attention makes
    them (``B = 2``, ``H = 4``, ``T = 23``, ``Dh = 16``): the masked softmax with a padded
    sequence; the batched product of queries with transposed keys; PyTorch's fused scaled
    dot-product attention with a causal mask, with a padding mask, with grouped-query heads (4
    query heads on 2 key–value heads) and its backward pass; and ``attnviz.MultiHeadAttention``
    with padding and a causal mask. A check fails if it raises (a missing operator, say) or if
    its largest difference from the reference (relative to the reference's largest magnitude,
    where that exceeds 1) exceeds :data:`TOLERANCE` for its dtype.
    The global random state is left as it was.

    Args:
        device: the device to check (a GPU; the CPU passes by construction, up to rounding).
        dtypes: the floating-point types the chapter computes in there: float32, bfloat16
            where it trains under bfloat16 autocast, and float64 where it proves an equality
            on the device (a device without float64, such as Apple's MPS, fails those checks).

    Returns:
        A :class:`DeviceCheck`; ``str()`` of it names every failed check and why.
    """
    device = torch.device(device)
    if not isinstance(dtypes, tuple) or not dtypes:
        raise TypeError(f"dtypes must be a non-empty tuple of torch dtypes, got {dtypes!r}")
    for dtype in dtypes:
        if dtype not in TOLERANCE:
            raise ValueError(f"dtypes may hold {', '.join(map(str, TOLERANCE))}, got {dtype}")
    passed, failures = [], []
    with torch.random.fork_rng(devices=[]):
        for dtype in dtypes:
            cases = _cases(torch.Generator().manual_seed(0))
            for name, case in cases.items():
                label = f"{name} ({str(dtype).removeprefix('torch.')})"
                try:
                    result, reference = case(lambda t, dtype=dtype: _place(t, device, dtype))
                    difference = _largest_difference(result, reference)
                except Exception as error:  # noqa: BLE001 - any failure is the finding
                    failures.append(f"{label}: {type(error).__name__}: {error}".splitlines()[0])
                    continue
                if difference <= TOLERANCE[dtype]:
                    passed.append(label)
                else:
                    failures.append(f"{label}: differs from float64 on the CPU by {difference:.3g}"
                                    f", more than the {TOLERANCE[dtype]:g} allowed")
    return DeviceCheck(device=device, passed=tuple(passed), failures=tuple(failures))
