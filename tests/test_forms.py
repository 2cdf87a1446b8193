"""One attention call: every form through attnviz.compute_attention, compared with SDPA."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

import attnviz
from attnviz import ATTENTION_FORMS, compute_attention
from attnviz.mechanism.selection import sparse_attention

SOFTMAX_FORMS = ["explicit", "sdpa", "tiled", "flash", "paged", "split_kv"]


def _qkv(batch: int = 2, heads: int = 4, kv_heads: int = 4, queries: int = 7, keys: int = 9,
         width: int = 8, seed: int = 0) -> tuple[torch.Tensor, ...]:
    generator = torch.Generator().manual_seed(seed)

    def draw(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=generator, dtype=torch.float64)

    return (draw(batch, heads, queries, width), draw(batch, kv_heads, keys, width),
            draw(batch, kv_heads, keys, width))


def _reference(q, k, v, *, mask=None, causal=False, scale=None):
    group = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
    if causal:
        triangle = attnviz.causal_mask(q.shape[2], k.shape[2])
        mask = triangle if mask is None else mask & triangle
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=scale)


def test_the_forms_are_the_eight_of_the_book():
    assert list(ATTENTION_FORMS) == ["explicit", "sdpa", "tiled", "flash", "sink", "paged",
                                     "split_kv", "linear"]


@pytest.mark.parametrize("form, causal", [(form, causal) for form in SOFTMAX_FORMS
                                          for causal in (False, True)
                                          if causal or form != "paged"])  # paged: causal
@pytest.mark.parametrize("kv_heads", [4, 2, 1])
@pytest.mark.parametrize("scale", [None, 0.5])
def test_every_softmax_form_equals_sdpa(form, causal, kv_heads, scale):
    q, k, v = _qkv(kv_heads=kv_heads, queries=3 if form == "paged" else 7)
    out, weights = compute_attention(q, k, v, form=form, causal=causal, scale=scale, tile_size=4,
                          block_size=4)
    assert weights is None and out.shape == (2, 4, q.shape[2], 8) and out.dtype == q.dtype
    torch.testing.assert_close(out, _reference(q, k, v, causal=causal, scale=scale),
                               rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("form", ["explicit", "sdpa", "split_kv"])
def test_a_mask_from_the_masks_module_and_a_row_with_no_key(form):
    q, k, v = _qkv()
    mask = attnviz.lengths_to_mask(torch.tensor([0, 5]), 9).view(2, 1, 1, 9)  # (B, 1, 1, Tk)
    out, _ = compute_attention(q, k, v, form=form, mask=mask, causal=True)
    assert torch.equal(out[0], torch.zeros_like(out[0]))  # exact: nothing to attend to
    torch.testing.assert_close(out[1], _reference(q, k, v, mask=mask, causal=True)[1],
                               rtol=1e-10, atol=1e-10)
    window = attnviz.sliding_window_mask(7, 9, 3)
    out, _ = compute_attention(q, k, v, form=form, mask=window)
    torch.testing.assert_close(out, _reference(q, k, v, mask=window), rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("causal", [False, True])
def test_the_sink_form_equals_sdpa_without_a_sink_and_attention_with_sink_with_one(causal):
    q, k, v = _qkv()
    none = torch.full((4,), -math.inf, dtype=torch.float64)
    out, weights = compute_attention(q, k, v, form="sink", sink_logits=none, causal=causal,
                          need_weights=True)
    torch.testing.assert_close(out, _reference(q, k, v, causal=causal), rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 4, 7, dtype=torch.float64))
    sinks = torch.tensor([0.0, 1.0, 2.0, 3.0], dtype=torch.float64)
    out, weights = compute_attention(q, k, v, form="sink", sink_logits=sinks, causal=causal,
                          need_weights=True)
    expected = attnviz.attention_with_sink(q, k, v, sinks, causal=causal)
    # the weights' oracle: the sink is one more key, whose score is its logit
    scores = q @ k.repeat_interleave(q.shape[1] // k.shape[1], dim=1).transpose(-2, -1)
    scores = scores / math.sqrt(q.shape[-1])
    if causal:
        scores = scores.masked_fill(~attnviz.causal_mask(7, 9), -math.inf)
    logits = torch.cat([scores, sinks.view(1, 4, 1, 1).expand(2, 4, 7, 1)], dim=-1)
    expected_weights = logits.softmax(dim=-1)[..., :9]
    torch.testing.assert_close(out, expected, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(weights, expected_weights, rtol=1e-12, atol=1e-12)
    assert (weights.sum(-1) < 1).all()  # the sink takes a share


def test_the_explicit_form_returns_the_weights_sdpa_would_use():
    q, k, v = _qkv(kv_heads=2)
    out, weights = compute_attention(q, k, v, form="explicit", causal=True, need_weights=True)
    assert weights.shape == (2, 4, 7, 9)
    torch.testing.assert_close(weights @ v.repeat_interleave(2, dim=1), out, rtol=1e-10,
                               atol=1e-10)
    hidden = ~attnviz.causal_mask(7, 9)
    assert torch.equal(weights[..., hidden], torch.zeros_like(weights[..., hidden]))


@pytest.mark.parametrize("causal", [False, True])
def test_the_linear_form_is_chapter_ten_linear_attention_not_softmax(causal):
    q, k, v = _qkv(queries=9)
    out, weights = compute_attention(q, k, v, form="linear", causal=causal)
    assert weights is None
    torch.testing.assert_close(out, attnviz.linear_attention(q, k, v, causal=causal))
    assert not torch.allclose(out, _reference(q, k, v, causal=causal), atol=1e-3)


@pytest.mark.parametrize("form", ["tiled", "flash"])
def test_the_tiled_forms_keep_their_gradients(form):
    q, k, v = (t.requires_grad_() for t in _qkv(kv_heads=2))
    out, _ = compute_attention(q, k, v, form=form, causal=True, tile_size=3)
    out.square().sum().backward()
    grads = [t.grad.clone() for t in (q, k, v)]
    for t in (q, k, v):
        t.grad = None
    _reference(q, k, v, causal=True).square().sum().backward()
    for got, t in zip(grads, (q, k, v), strict=True):
        torch.testing.assert_close(got, t.grad, rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("kwargs, error, message", [
    (dict(form="fused"), ValueError, "form must be one of 'explicit', 'sdpa'"),
    (dict(form="tiled", mask=torch.ones(7, 9, dtype=torch.bool)), ValueError,
     "form='tiled' cannot take a mask; forms that can: 'explicit', 'sdpa'"),
    (dict(form="sdpa", need_weights=True), ValueError,
     r"form='sdpa' cannot take need_weights=True .*forms that can: 'explicit', 'sink'"),
    (dict(form="linear", scale=0.5), ValueError, "form='linear' cannot take a scale"),
    (dict(form="sink"), ValueError, "sink_logits must be given for form='sink' and only then"),
    (dict(form="sdpa", sink_logits=torch.zeros(4, dtype=torch.float64)), ValueError,
     "sink_logits must be given for form='sink' and only then"),
    (dict(form="paged"), ValueError, "form='paged' is causal"),
    (dict(causal="yes"), TypeError, "causal must be a bool"),
    (dict(need_weights=1), TypeError, "need_weights must be a bool"),
    (dict(scale=-1.0), ValueError, "scale must be a positive number"),
    (dict(tile_size=0), ValueError, "tile_size"),
    (dict(dropout_p=1.5), ValueError, "dropout_p"),
    (dict(form="tiled", dropout_p=0.1), ValueError,
     "form='tiled' cannot take attention dropout .*forms that can: 'explicit', 'sdpa'"),
    (dict(mask=torch.ones(7, 9)), TypeError, "mask must be a boolean 'may attend' mask"),
    (dict(mask=torch.ones(7, 8, dtype=torch.bool)), ValueError,
     r"mask must broadcast to \(B, H, Tq, Tk\) = \(2, 4, 7, 9\), got \(7, 8\)"),
    (dict(mask=torch.ones(2, 1, 1, 1, 9, dtype=torch.bool)), ValueError,
     r"mask must broadcast to .* got \(2, 1, 1, 1, 9\)"),
])
def test_bad_calls_name_the_argument(kwargs, error, message):
    q, k, v = _qkv()
    with pytest.raises(error, match=message):
        compute_attention(q, k, v, **kwargs)


@pytest.mark.parametrize("shapes, error, message", [
    (((2, 4, 7, 8), (2, 3, 9, 8), (2, 3, 9, 8)), ValueError, "H_kv dividing H = 4"),
    (((2, 4, 7, 8), (2, 4, 9, 6), (2, 4, 9, 8)), ValueError, "Dh = 8"),
    (((2, 4, 7, 8), (2, 4, 9, 8), (2, 4, 5, 8)), ValueError, r"v must be shaped \(B, H_kv, Tk"),
    (((4, 7, 8), (2, 4, 9, 8), (2, 4, 9, 8)), ValueError, "q must be a 4-D tensor"),
])
def test_shapes_that_do_not_fit_are_named(shapes, error, message):
    q, k, v = (torch.zeros(*shape, dtype=torch.float64) for shape in shapes)
    with pytest.raises(error, match=message):
        compute_attention(q, k, v)


def test_dtypes_must_agree_and_causal_needs_no_more_queries_than_keys():
    q, k, v = _qkv()
    with pytest.raises(TypeError, match="k"):
        compute_attention(q, k.float(), v)
    with pytest.raises(TypeError, match="q must hold floating-point|q must be floating"):
        compute_attention(q.long(), k.long(), v.long())
    q, k, v = _qkv(queries=10, keys=4)
    with pytest.raises(ValueError, match="needs 1 <= Tq <= Tk, got Tq=10 and Tk=4"):
        compute_attention(q, k, v, causal=True)


@pytest.mark.parametrize("form", ["explicit", "sdpa", "sink", "paged"])
def test_causal_without_queries_or_without_features_is_refused_by_name(form):
    q, k, v = _qkv()
    sinks = {"sink_logits": torch.zeros(4, dtype=torch.float64)} if form == "sink" else {}
    with pytest.raises(ValueError, match="needs 1 <= Tq <= Tk, got Tq=0 and Tk=9"):
        compute_attention(q[:, :, :0], k, v, form=form, causal=True, **sinks)
    with pytest.raises(ValueError, match=r"q must have H >= 1 heads of Dh >= 1 features .*"
                                         r"got shape \(2, 4, 7, 0\)"):
        compute_attention(q[..., :0], k[..., :0], v, form=form, causal=True, **sinks)


@pytest.mark.parametrize("form", sorted(ATTENTION_FORMS))
def test_a_nan_query_gives_nan_in_every_form(form):
    q, k, v = _qkv()
    q[0, 1, 3, 0] = math.nan
    sinks = {"sink_logits": torch.zeros(4, dtype=torch.float64)} if form == "sink" else {}
    causal = form != "linear"  # causal linear attention is self-attention only (Tq = Tk)
    out, _ = compute_attention(q, k, v, form=form, causal=causal, **sinks)
    assert bool(out[0, 1, 3].isnan().all())
    assert bool(out[1].isfinite().all())


@pytest.mark.parametrize("kv_heads", [4, 2])
def test_dropout_drops_the_same_weights_in_the_explicit_and_fused_forms(kv_heads):
    # With one seed, PyTorch's kernel and the explicit form drop the same weights (the math
    # kernel, which float64 takes); the weights returned are those before dropout.
    q, k, v = _qkv(kv_heads=kv_heads)
    mask = torch.rand(2, 1, 7, 9, generator=torch.Generator().manual_seed(1)) > 0.3
    torch.manual_seed(3)
    fused, _ = compute_attention(q, k, v, form="sdpa", mask=mask, causal=True, dropout_p=0.4)
    torch.manual_seed(3)
    explicit, weights = compute_attention(q, k, v, form="explicit", mask=mask, causal=True,
                                          dropout_p=0.4, need_weights=True)
    torch.testing.assert_close(fused, explicit, rtol=1e-12, atol=1e-12)
    plain, same = compute_attention(q, k, v, form="explicit", mask=mask, causal=True,
                                    need_weights=True)
    torch.testing.assert_close(weights, same, rtol=0, atol=0)
    assert not torch.allclose(explicit, plain)


def test_every_model_attends_through_compute_attention(monkeypatch):
    # MultiHeadAttention's fused and sink paths are compute_attention's forms
    import attnviz.mechanism.multihead as multihead

    forms = []

    def spy(*args, **kwargs):
        forms.append(kwargs["form"])
        return compute_attention(*args, **kwargs)

    monkeypatch.setattr(multihead, "compute_attention", spy)
    for sinks in (False, True):
        config = attnviz.GPTConfig(vocab_size=11, context=8, d_model=16, num_heads=4,
                                   num_layers=2, ffn_dim=32, sink_logits=sinks)
        attnviz.GPT(config).loss(torch.randint(0, 11, (2, 8)))
    assert forms == ["sdpa", "sdpa", "sink", "sink"]


def test_every_free_attention_function_returns_its_output_only():
    # one convention: the weights come from compute_attention, the log-sum-exp from
    # attention_partial; every other free function returns the output tensor itself
    q, k, v = _qkv(batch=1, heads=2, kv_heads=2, queries=5, keys=5)
    sinks = torch.zeros(2, dtype=torch.float64)
    outputs = {
        "attention_pool": attnviz.attention_pool(attnviz.dot_product_scores(q, k), v),
        "scaled_dot_product_attention": attnviz.scaled_dot_product_attention(q, k, v),
        "tiled_attention": attnviz.tiled_attention(q, k, v, tile_size=2),
        "flash_attention": attnviz.flash_attention(q, k, v, tile_size=2),
        "sliding_window_attention": attnviz.sliding_window_attention(q, k, v, 2, block_size=2),
        "linear_attention": attnviz.linear_attention(q, k, v),
        "linear_attention_recurrent": attnviz.linear_attention_recurrent(q, k, v),
        "attention_with_sink": attnviz.attention_with_sink(q, k, v, sinks),
        "split_kv_attention": attnviz.mechanism.split_kv.split_kv_attention(q, k, v),
        "sparse_attention": sparse_attention(
            q, k, v, torch.arange(5).expand(1, 5, 5), torch.ones(1, 5, 5, dtype=torch.bool)),
    }
    for name, out in outputs.items():
        assert isinstance(out, torch.Tensor) and out.shape == v.shape, name
    out, lse = attnviz.mechanism.split_kv.attention_partial(q, k, v)
    assert out.shape == v.shape and lse.shape == (1, 2, 5)
    out, weights = compute_attention(q, k, v, form="explicit", need_weights=True)
    torch.testing.assert_close(out, outputs["scaled_dot_product_attention"])
    torch.testing.assert_close(out, weights @ v)
