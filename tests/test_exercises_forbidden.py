"""The checkers refuse the one-line delegations their exercises forbid.

Each delegation below is a real answer: outside a check it gives the reference's values (that
is asserted first), so only the refusal can make the check fail. Inside the check it must fail
with ``forbidden-call`` and a message that names the forbidden call, whatever path the learner
reached it by (``torch.softmax``, ``from torch.nn.functional import softmax``, a
``functools.partial``, a closure, a default argument, ``torch.ops.aten``, ...). Afterwards
every patched object is exactly as it was, also when the learner's function raised.
"""

import functools
import inspect
import math
import sys

import pytest
import torch
import torch.nn.functional as F
from exercise_results import diagnosis as _diagnosis
from test_exercises import (
    additive_attention,
    attention,
    gaussian_nadaraya_watson,
    multihead_attention,
    sentence_bleu,
    softmax,
    softmax_with_mask,
)
from test_exercises_caches import (
    GATHER_DELEGATIONS,
    QUANTIZE_DELEGATIONS,
    gather_blocks,
    quantize_keys,
)
from test_exercises_latent import (
    ABSORBED_DELEGATIONS,
    KEEP_DELEGATIONS,
    absorbed_scores,
    keep_slots,
)
from test_exercises_recent import (
    GATE_DELEGATIONS,
    GATED_DELTA_DELEGATIONS,
    QK_NORM_DELEGATIONS,
    TOP_K_DELEGATIONS,
    gate_heads,
    gated_delta_step,
    qk_norm_scores,
    top_k_mask,
)
from test_exercises_scale import merge, online_softmax_attention, window_mask
from test_exercises_serving import (
    ACCEPT_DELEGATIONS,
    MERGE_DELEGATIONS,
    RING_DELEGATIONS,
    SCHEDULE_DELEGATIONS,
    accept_proposals,
    merge_partials,
    ring_step,
    schedule_step,
)
from test_exercises_transformer import (
    causal_mask,
    encoder_block,
    layer_norm,
    patchify,
    sinusoidal_encoding,
)
from torch import softmax as imported_softmax  # bound before any check runs
from torch.nn.functional import layer_norm as imported_layer_norm
from torch.nn.functional import softmax as imported_f_softmax

import attnviz
from attnviz import exercises
from attnviz.exercises import (
    FORBIDDEN,
    _guard,
    ch02_nadaraya_watson,
    ch03_scoring,
    ch05_multihead,
    ch07_transformer_block,
    ch13_recent,
    check_absorbed_scores,
    check_accept_proposals,
    check_additive_attention,
    check_attention,
    check_bleu,
    check_causal_mask,
    check_encoder_block,
    check_gate_heads,
    check_gated_delta_step,
    check_gather_blocks,
    check_layer_norm,
    check_masked_softmax,
    check_merge,
    check_merge_partials,
    check_multihead_attention,
    check_nadaraya_watson,
    check_online_softmax,
    check_patchify,
    check_qk_norm_scores,
    check_quantize_cache,
    check_ring_step,
    check_schedule_step,
    check_sink_eviction,
    check_sinusoidal_encoding,
    check_softmax,
    check_top_k_mask,
    check_window_mask,
)
from attnviz.mechanism.masks import masked_softmax as imported_masked_softmax


def _generator(seed):
    return torch.Generator().manual_seed(seed)


def _randn(*shape, seed=0):
    return torch.randn(*shape, generator=_generator(seed), dtype=torch.float64)


# ---- the delegations, by exercise: (name in the message, delegation) ------------------------

def _closure_over(fn, **kwargs):
    held = fn

    def delegated(scores):
        return held(scores, **kwargs)
    return delegated


def _default_argument(scores, fn=torch.softmax):
    return fn(scores, dim=-1)


def _swallows_the_refusal(scores):
    try:
        return torch.softmax(scores, dim=-1)
    except Exception:  # noqa: BLE001 - the learner hides the refusal and falls back
        return softmax(scores)


SOFTMAX = [
    ("torch.softmax", lambda s: torch.softmax(s, dim=-1)),
    ("torch.softmax", lambda s: imported_softmax(s, -1)),
    ("torch.softmax", functools.partial(torch.softmax, dim=-1)),
    ("torch.softmax", _closure_over(torch.softmax, dim=-1)),
    ("torch.softmax", _default_argument),
    ("torch.softmax", _swallows_the_refusal),
    ("torch.nn.functional.softmax", lambda s: F.softmax(s, dim=-1)),
    ("torch.nn.functional.softmax", lambda s: imported_f_softmax(s, dim=-1)),
    ("torch.nn.functional.softmax", lambda s: torch.nn.functional.softmax(s, -1)),
    ("torch.nn.functional.softmax", lambda s: torch.distributions.Categorical(logits=s).probs),
    ("torch.Tensor.softmax", lambda s: s.softmax(dim=-1)),
    ("torch.Tensor.softmax", lambda s: torch.Tensor.softmax(s, -1)),
    ("torch.special.softmax", lambda s: torch.special.softmax(s, -1)),
    ("torch.nn.Softmax", lambda s: torch.nn.Softmax(dim=-1)(s)),
    ("torch.nn.Softmax", torch.nn.Softmax(dim=-1)),
    ("torch.log_softmax", lambda s: torch.log_softmax(s, -1).exp()),
    ("torch.nn.functional.log_softmax", lambda s: F.log_softmax(s, dim=-1).exp()),
    ("torch.Tensor.log_softmax", lambda s: s.log_softmax(-1).exp()),
    ("torch.nn.LogSoftmax", lambda s: torch.nn.LogSoftmax(dim=-1)(s).exp()),
    ("torch.nn.functional.softmin", lambda s: F.softmin(-s, dim=-1)),
    ("torch._softmax", lambda s: torch._softmax(s, -1, False)),
    ("PyTorch's _softmax operator", lambda s: torch.ops.aten._softmax(s, -1, False)),
    ("PyTorch's softmax operator", lambda s: torch._C._VariableFunctions.softmax(s, -1)),
    ("PyTorch's softmax operator", lambda s: torch._C.TensorBase.softmax(s, -1)),
    ("attnviz.masked_softmax", lambda s: attnviz.masked_softmax(s)),
    ("attnviz.masked_softmax", lambda s: attnviz.mechanism.masks.masked_softmax(s)),
    ("attnviz.masked_softmax", lambda s: imported_masked_softmax(s)),
    ("attnviz.MaskedSoftmax", lambda s: attnviz.MaskedSoftmax()(s)),
]

MASKED = [
    ("attnviz.masked_softmax", lambda s, m: attnviz.masked_softmax(s, mask=m)),
    ("attnviz.masked_softmax", lambda s, m: attnviz.mechanism.masks.masked_softmax(s, mask=m)),
    ("attnviz.masked_softmax", lambda s, m: imported_masked_softmax(s, mask=m)),
    ("attnviz.masked_softmax",
     functools.partial(lambda fn, s, m: fn(s, mask=m), attnviz.masked_softmax)),
    ("attnviz.MaskedSoftmax", lambda s, m: attnviz.MaskedSoftmax()(s, mask=m)),
    ("attnviz.attention_pool",
     lambda s, m: attnviz.attention_pool(
         s, torch.eye(s.shape[-1], dtype=s.dtype).expand(*s.shape[:-2], -1, -1), mask=m)),
]


def _sdpa_output(queries, keys, values, mask=None):
    weights = attnviz.masked_softmax(queries @ keys.transpose(-2, -1) / queries.shape[-1] ** 0.5,
                                     mask=mask)
    output = F.scaled_dot_product_attention(queries, keys, values, attn_mask=mask)
    return output.nan_to_num(), weights


def _weights(queries, keys, mask=None):
    # the weights by hand, beside a delegation that returns the output only
    scores = queries @ keys.transpose(-2, -1) / queries.shape[-1] ** 0.5
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    return scores.softmax(dim=-1).nan_to_num()


def _pooled(queries, keys, values, mask=None):
    scores = queries @ keys.transpose(-2, -1) / queries.shape[-1] ** 0.5
    return attnviz.attention_pool(scores, values, mask=mask), _weights(queries, keys, mask)


def _additive(scorer, q, k, v, w_q, w_k, w_v):
    scores = scorer(q, k, w_q=w_q, w_k=w_k, w_v=w_v)
    return attnviz.attention_pool(scores, v), scores.softmax(dim=-1)


ATTENTION = [
    ("attnviz.scaled_dot_product_attention",
     lambda q, k, v, mask=None: (attnviz.scaled_dot_product_attention(q, k, v, mask=mask),
                                 _weights(q, k, mask))),
    ("attnviz.scaled_dot_product_attention",
     lambda q, k, v, mask=None: (attnviz.mechanism.scoring.scaled_dot_product_attention(
         q, k, v, mask=mask), _weights(q, k, mask))),
    ("attnviz.DotProductAttention",
     lambda q, k, v, mask=None: attnviz.DotProductAttention()(q, k, v, mask=mask,
                                                              need_weights=True)),
    ("torch.nn.functional.scaled_dot_product_attention", _sdpa_output),
    ("attnviz.attention_pool", _pooled),
]

ADDITIVE = [
    ("attnviz.additive_scores", functools.partial(_additive, attnviz.additive_scores)),
    ("attnviz.additive_scores",
     functools.partial(_additive, attnviz.mechanism.scoring.additive_scores)),
]

NADARAYA_WATSON = [
    ("attnviz.nadaraya_watson",
     lambda x, y, q, width: attnviz.nadaraya_watson(x, y, q, width=width)),
    ("attnviz.nadaraya_watson",
     lambda x, y, q, width: attnviz.mechanism.kernels.nadaraya_watson(x, y, q, width=width)),
]

BLEU = [
    ("attnviz.bleu", lambda p, r, k=2: attnviz.bleu(p, r, k=k)),
    ("attnviz.corpus_bleu", lambda p, r, k=2: attnviz.corpus_bleu([p], [r], k=k)),
]


def _mha_layer(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
    layer = attnviz.MultiHeadAttention(d_model=queries.shape[-1], num_heads=num_heads,
                                       bias=False).to(queries.dtype)
    with torch.no_grad():
        for linear, weight in zip((layer.W_q, layer.W_k, layer.W_v, layer.W_o),
                                  (w_q, w_k, w_v, w_o), strict=True):
            linear.weight.copy_(weight.T)
    return layer(queries, keys, values)


def _torch_mha_layer(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
    width = queries.shape[-1]
    layer = torch.nn.MultiheadAttention(width, num_heads, bias=False, batch_first=True)
    layer = layer.to(queries.dtype).eval()
    with torch.no_grad():
        layer.in_proj_weight.copy_(torch.cat([w_q.T, w_k.T, w_v.T]))
        layer.out_proj.weight.copy_(w_o.T)
    return layer(queries, keys, values, need_weights=False)[0]


def _torch_mha_function(queries, keys, values, w_q, w_k, w_v, w_o, num_heads):
    out, _ = F.multi_head_attention_forward(
        queries.transpose(0, 1), keys.transpose(0, 1), values.transpose(0, 1),
        queries.shape[-1], num_heads, None, None, None, None, False, 0.0, w_o.T, None,
        training=False, need_weights=False, use_separate_proj_weight=True,
        q_proj_weight=w_q.T, k_proj_weight=w_k.T, v_proj_weight=w_v.T)
    return out.transpose(0, 1)  # (Tq, B, D) -> (B, Tq, D)


MULTIHEAD = [
    ("attnviz.MultiHeadAttention", _mha_layer),
    ("torch.nn.MultiheadAttention", _torch_mha_layer),
    ("torch.nn.functional.multi_head_attention_forward", _torch_mha_function),
]

SINUSOIDAL = [
    ("attnviz.sinusoidal_encoding",
     lambda t, d: attnviz.sinusoidal_encoding(t, d, dtype=torch.float64)),
    ("attnviz.sinusoidal_encoding",
     lambda t, d: attnviz.mechanism.positional.sinusoidal_encoding(t, d, dtype=torch.float64)),
]

CAUSAL = [
    ("attnviz.causal_mask", lambda tq, tk: attnviz.causal_mask(tq, tk)),
    ("attnviz.causal_mask", lambda tq, tk: attnviz.mechanism.efficient.causal_mask(tq, tk)),
    ("attnviz.sliding_window_mask", lambda tq, tk: attnviz.sliding_window_mask(tq, tk, tk)),
    ("torch.nn.Transformer.generate_square_subsequent_mask",
     lambda tq, tk: torch.nn.Transformer.generate_square_subsequent_mask(tk)[tk - tq:] == 0),
]


def _torch_layer_norm_module(x, gamma, beta, eps=1e-5):
    norm = torch.nn.LayerNorm(x.shape[-1], eps=eps).to(x.dtype)
    with torch.no_grad():
        norm.weight.copy_(gamma)
        norm.bias.copy_(beta)
    return norm(x)


LAYER_NORM = [
    ("torch.nn.functional.layer_norm",
     lambda x, g, b, eps=1e-5: F.layer_norm(x, x.shape[-1:], g, b, eps)),
    ("torch.nn.functional.layer_norm",
     lambda x, g, b, eps=1e-5: imported_layer_norm(x, x.shape[-1:], g, b, eps)),
    ("torch.layer_norm",
     lambda x, g, b, eps=1e-5: torch.layer_norm(x, x.shape[-1:], g, b, eps)),
    ("torch.native_layer_norm",
     lambda x, g, b, eps=1e-5: torch.native_layer_norm(x, x.shape[-1:], g, b, eps)[0]),
    ("PyTorch's native_layer_norm operator",
     lambda x, g, b, eps=1e-5: torch.ops.aten.native_layer_norm(x, x.shape[-1:], g, b, eps)[0]),
    ("torch.nn.LayerNorm", _torch_layer_norm_module),
    ("torch.nn.functional.group_norm",
     lambda x, g, b, eps=1e-5: F.group_norm(x.reshape(-1, x.shape[-1]), 1, g, b,
                                            eps).reshape(x.shape)),
    ("torch.nn.functional.instance_norm",
     lambda x, g, b, eps=1e-5: F.instance_norm(x.reshape(1, -1, x.shape[-1]),
                                               eps=eps).reshape(x.shape) * g + b),
    ("torch.nn.functional.rms_norm",
     lambda x, g, b, eps=1e-5: F.rms_norm(x - x.mean(dim=-1, keepdim=True), x.shape[-1:], g,
                                          eps) + b),
]

ENCODER = [
    ("attnviz.TransformerEncoderBlock",
     lambda x, block, valid_lens=None, norm_first=False: block(x, valid_lens=valid_lens)),
    ("attnviz.TransformerEncoderBlock",
     lambda x, block, valid_lens=None, norm_first=False: type(block).forward(
         block, x, valid_lens=valid_lens)),
    ("attnviz.models.blocks._Residual",
     lambda x, block, valid_lens=None, norm_first=False: block.residual2(block.residual1(
         x, lambda h: block.attention(h, h, h, valid_lens=valid_lens)), block.ffn)),
]


def _patchify_conv(images, patch_size):
    channels = images.shape[1]
    width = channels * patch_size ** 2
    weight = torch.eye(width, dtype=images.dtype).reshape(width, channels, patch_size,
                                                          patch_size)
    return F.conv2d(images, weight, stride=patch_size).flatten(2).transpose(1, 2)


def _patchify_tensor_unfold(images, patch_size):
    batch, channels = images.shape[:2]
    patches = images.unfold(2, patch_size, patch_size).unfold(3, patch_size, patch_size)
    return patches.permute(0, 2, 3, 1, 4, 5).reshape(batch, -1, channels * patch_size ** 2)


PATCHIFY = [
    ("attnviz.patchify", lambda images, p: attnviz.patchify(images, p)),
    ("attnviz.patchify", lambda images, p: attnviz.models.vit.patchify(images, p)),
    ("torch.nn.functional.unfold",
     lambda images, p: F.unfold(images, kernel_size=p, stride=p).transpose(1, 2)),
    ("torch.nn.Unfold",
     lambda images, p: torch.nn.Unfold(kernel_size=p, stride=p)(images).transpose(1, 2)),
    ("torch.Tensor.unfold", _patchify_tensor_unfold),
    ("torch.nn.functional.pixel_unshuffle",
     lambda images, p: F.pixel_unshuffle(images, p).flatten(2).transpose(1, 2)),
    ("torch.pixel_unshuffle",
     lambda images, p: torch.pixel_unshuffle(images, p).flatten(2).transpose(1, 2)),
    ("torch.nn.functional.conv2d", _patchify_conv),
]


def merge_pair(ids, pair, new_id):  # the chapter's own merge, which the exercise sets aside
    return merge(ids, pair, new_id)


MERGE = [
    ("merge_pair", lambda ids, pair, new_id: merge_pair(ids, pair, new_id)),
    ("attnviz.data.text._merge",
     lambda ids, pair, new_id: attnviz.data.text._merge(ids, pair, new_id)),
]

ONLINE = [
    ("torch.nn.functional.scaled_dot_product_attention",
     lambda q, k, v, tile_size: F.scaled_dot_product_attention(q, k, v)),
    ("torch._C._nn.scaled_dot_product_attention",
     lambda q, k, v, tile_size: torch._C._nn.scaled_dot_product_attention(q, k, v)),
    ("attnviz.tiled_attention",
     lambda q, k, v, tile_size: attnviz.tiled_attention(q, k, v, tile_size=tile_size)),
    ("attnviz.tiled_attention",
     lambda q, k, v, tile_size: attnviz.mechanism.efficient.tiled_attention(
         q, k, v, tile_size=tile_size)),
    ("attnviz.scaled_dot_product_attention",
     lambda q, k, v, tile_size: attnviz.scaled_dot_product_attention(q, k, v)),
]

WINDOW = [
    ("attnviz.sliding_window_mask", lambda tq, tk, w: attnviz.sliding_window_mask(tq, tk, w)),
    ("attnviz.sliding_window_mask",
     lambda tq, tk, w: attnviz.mechanism.masks.sliding_window_mask(tq, tk, w)),
]


def _encoder_inputs():
    block = ch07_transformer_block._encoder_test_block(True, 3)
    return (_randn(3, 5, 8, seed=1), block), {"valid_lens": torch.tensor([5, 1, 3]),
                                              "norm_first": True}


# (check, delegations, the learner's own answer, the inputs of one sample as (args, kwargs))
EXERCISES = {
    "softmax": (check_softmax, SOFTMAX, softmax,
                lambda: ((torch.stack([_randn(5, seed=1), 1000 + _randn(5, seed=2)]),), {})),
    "masked_softmax": (check_masked_softmax, MASKED, softmax_with_mask,
                       lambda: ((_randn(2, 3, 4, seed=3), torch.ones(2, 3, 4, dtype=torch.bool)),
                                {})),
    "attention": (check_attention, ATTENTION, attention,
                  lambda: ((_randn(2, 3, 4, seed=4), _randn(2, 5, 4, seed=5),
                            _randn(2, 5, 2, seed=6)),
                           {"mask": torch.ones(5, 5, dtype=torch.bool).tril()[-3:]})),
    "additive_attention": (check_additive_attention, ADDITIVE, additive_attention,
                           lambda: ch03_scoring._additive_cases()[0][1:] + ({},)),
    "nadaraya_watson": (check_nadaraya_watson, NADARAYA_WATSON, gaussian_nadaraya_watson,
                        lambda: (ch02_nadaraya_watson._nw_cases()[3][1:5], {})),
    "bleu": (check_bleu, BLEU, sentence_bleu,
             lambda: (("le chat est sur le tapis rouge", "le chat est sur le tapis"), {"k": 4})),
    "multihead_attention": (check_multihead_attention, MULTIHEAD, multihead_attention,
                            lambda: ((*ch05_multihead._mha_cases()[0][1],
                                      *ch05_multihead._mha_cases()[0][2], 2), {})),
    "sinusoidal_encoding": (check_sinusoidal_encoding, SINUSOIDAL, sinusoidal_encoding,
                            lambda: ((9, 7), {})),
    "causal_mask": (check_causal_mask, CAUSAL, causal_mask, lambda: ((3, 7), {})),
    "layer_norm": (check_layer_norm, LAYER_NORM, layer_norm,
                   lambda: ((_randn(2, 3, 6, seed=7), 1 + _randn(6, seed=8), _randn(6, seed=9)),
                            {"eps": 0.1})),
    "encoder_block": (check_encoder_block, ENCODER, encoder_block, _encoder_inputs),
    "patchify": (check_patchify, PATCHIFY, patchify,
                 lambda: ((_randn(2, 3, 8, 8, seed=10), 4), {})),
    "merge": (check_merge, MERGE, merge, lambda: (([5, 5, 5, 1, 5, 5], (5, 5), 256), {})),
    "online_softmax_attention": (check_online_softmax, ONLINE, online_softmax_attention,
                                 lambda: ((_randn(1, 2, 5, 4, seed=11), _randn(1, 2, 9, 4, seed=12),
                                           _randn(1, 2, 9, 3, seed=13), 4), {})),
    "window_mask": (check_window_mask, WINDOW, window_mask, lambda: ((4, 9, 3), {})),
    "absorbed_scores": (check_absorbed_scores, ABSORBED_DELEGATIONS, absorbed_scores,
                        lambda: ((_randn(2, 3, 4, 5, seed=14), _randn(3, 5, 6, seed=15),
                                  _randn(2, 7, 6, seed=16)), {})),
    "keep_slots": (check_sink_eviction, KEEP_DELEGATIONS, keep_slots, lambda: ((10, 4, 2), {})),
    "gather_blocks": (check_gather_blocks, GATHER_DELEGATIONS, gather_blocks,
                      lambda: ((_randn(6, 2, 3, 4, seed=17), torch.tensor([4, 1, 5]), 7), {})),
    "quantize_cache": (check_quantize_cache, QUANTIZE_DELEGATIONS, quantize_keys,
                       lambda: ((_randn(2, 2, 9, 5, seed=18),), {})),
    "merge_partials": (check_merge_partials, MERGE_DELEGATIONS, merge_partials,
                       lambda: ((_randn(3, 1, 2, 4, 5, seed=19), _randn(3, 1, 2, 4, seed=20)),
                                {})),
    "schedule_step": (check_schedule_step, SCHEDULE_DELEGATIONS, schedule_step,
                      lambda: (([(0, 5, 6, 2)], [(1, 3)], 6, 4, 8, 4), {})),
    "accept_proposals": (check_accept_proposals, ACCEPT_DELEGATIONS, accept_proposals,
                         lambda: ((torch.softmax(_randn(3, 6, seed=21), dim=-1),
                                   torch.softmax(_randn(2, 6, seed=22), dim=-1),
                                   torch.tensor([1, 4]), torch.tensor([0.2, 0.7],
                                                                      dtype=torch.float64)),
                                  {})),
    "ring_step": (check_ring_step, RING_DELEGATIONS, ring_step,
                  lambda: ((torch.zeros(1, 2, 4, 4, dtype=torch.float64),
                            torch.full((1, 2, 4), -math.inf, dtype=torch.float64),
                            _randn(1, 2, 4, 4, seed=23), _randn(1, 2, 3, 4, seed=24),
                            _randn(1, 2, 3, 4, seed=25), torch.tensor([2, 3, 4, 5]),
                            torch.tensor([3, 4, 5])), {})),
    "gated_delta_step": (check_gated_delta_step, GATED_DELTA_DELEGATIONS, gated_delta_step,
                         lambda: (ch13_recent._delta_cases()[1], {})),
    "top_k_mask": (check_top_k_mask, TOP_K_DELEGATIONS, top_k_mask,
                   lambda: ((_randn(4, 7, seed=26), 3), {})),
    "gate_heads": (check_gate_heads, GATE_DELEGATIONS, gate_heads,
                   lambda: ((_randn(1, 2, 3, 2, seed=27), _randn(1, 3, 4, seed=28),
                             _randn(4, 4, seed=29)), {})),
    "qk_norm_scores": (check_qk_norm_scores, QK_NORM_DELEGATIONS, qk_norm_scores,
                       lambda: ((_randn(1, 2, 3, 4, seed=30), _randn(1, 2, 5, 4, seed=31),
                                 1 + _randn(4, seed=32), 1 + _randn(4, seed=33)), {})),
}

CASES = [pytest.param(exercise, name, fn, id=f"{exercise}: {name} #{i}")
         for exercise, (_, delegations, _, _) in EXERCISES.items()
         for i, (name, fn) in enumerate(delegations)]


def _agree(got, want):
    if isinstance(want, tuple):
        for a, b in zip(got, want, strict=True):
            _agree(a, b)
    elif isinstance(want, torch.Tensor):
        torch.testing.assert_close(got, want, check_dtype=False)
    elif isinstance(want, float):
        assert math.isclose(got, want, rel_tol=1e-12)
    else:
        assert got == want


def _snapshot():
    """Every object a guard may replace, and where it lives, as it is now."""
    import types

    objects = {}
    for forbidden in FORBIDDEN.values():
        for path in forbidden.names:
            found = _guard._resolve(path)
            if found is None:
                continue
            owner, obj = found
            forward = getattr(obj, "forward", None) if isinstance(obj, type) else None
            objects[path] = (obj, getattr(owner, path.rpartition(".")[2]),
                             getattr(obj, "__code__", None), getattr(forward, "__code__", None))
    modules = {name: dict(vars(module)) for name, module in list(sys.modules.items())
               if name.startswith("attnviz") and isinstance(module, types.ModuleType)}
    return objects, dict(vars(torch.Tensor)), modules, dict(globals())


def _same_snapshot(before, after):
    objects, tensor, modules, namespace = before
    assert objects.keys() == after[0].keys()
    for path, held in objects.items():
        assert all(a is b for a, b in zip(held, after[0][path], strict=True)), path
    for old, new in [(tensor, after[1]), (namespace, after[3]),
                     *((modules[name], after[2][name]) for name in modules)]:
        assert old.keys() == new.keys()
        assert all(old[key] is new[key] for key in old), [k for k in old if old[k] is not new[k]]


@pytest.mark.parametrize(("exercise", "name", "fn"), CASES)
def test_a_delegation_is_refused_and_named(exercise, name, fn):
    check, _, reference, sample = EXERCISES[exercise]
    args, kwargs = sample()
    _agree(fn(*args, **kwargs), reference(*args, **kwargs))  # a real answer outside a check
    before = _snapshot()
    result = check(fn)
    assert _diagnosis(result) == "forbidden-call"
    assert f" called {name}" in result.message, result.message
    assert FORBIDDEN[exercise].because in result.message
    _same_snapshot(before, _snapshot())


@pytest.mark.parametrize("exercise", list(EXERCISES))
def test_the_learners_own_function_still_passes(exercise):
    check, _, reference, _ = EXERCISES[exercise]
    result = check(reference)
    assert result.passed, result.message


def test_everything_is_put_back_after_a_refusal_and_after_an_interrupt():
    before = _snapshot()
    assert not check_softmax(lambda s: torch.softmax(s, dim=-1))
    _same_snapshot(before, _snapshot())

    def interrupted(scores):
        assert torch.softmax is not imported_softmax  # the check is running
        raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        check_softmax(interrupted)
    _same_snapshot(before, _snapshot())
    assert torch.softmax is imported_softmax and F.softmax is imported_f_softmax
    assert "softmax" not in vars(torch.Tensor)
    assert torch.softmax(torch.zeros(2), dim=-1).tolist() == [0.5, 0.5]  # exact: exp(0) / 2


def test_the_forbidden_table_names_only_real_objects_and_only_checkers():
    missing = {path for forbidden in FORBIDDEN.values() for path in forbidden.names
               if _guard._resolve(path) is None}
    assert not missing, missing  # in every PyTorch the package supports (2.5.1 and later)
    checkers = {name.removeprefix("check_") for name in exercises.__all__
                if name.startswith("check_")}
    assert set(FORBIDDEN) <= checkers | {"online_softmax_attention", "keep_slots"}
    assert set(EXERCISES) == set(FORBIDDEN)


def test_every_package_path_in_the_forbidden_table_resolves_to_a_package_object():
    paths = {path for forbidden in FORBIDDEN.values() for path in forbidden.names
             if path.startswith("attnviz.")}
    assert len(paths) > 20
    for path in paths:
        found = _guard._resolve(path)
        assert found is not None, f"{path} does not resolve: did its object move?"
        owner, obj = found
        assert getattr(obj, "__module__", "").startswith("attnviz."), path


def test_each_chapter_lists_what_its_own_checkers_forbid():
    for chapter in exercises.CHAPTERS:
        for exercise in chapter.CHAPTER_FORBIDDEN:
            assert FORBIDDEN[exercise] is chapter.CHAPTER_FORBIDDEN[exercise]
            source = inspect.getsource(chapter)
            assert f'_Guard("{exercise}", learner_fn)' in source, (chapter.__name__, exercise)


def test_the_online_softmax_that_forms_the_scores_for_its_maximum_is_caught():
    def maximum_first(q, k, v, tile_size):
        top = (q @ k.transpose(-2, -1)).amax(dim=-1, keepdim=True) * q.shape[-1] ** -0.5
        total = torch.zeros_like(top)
        out = torch.zeros(*q.shape[:-1], v.shape[-1], dtype=q.dtype)
        for start in range(0, k.shape[-2], tile_size):
            scores = q @ k[..., start:start + tile_size, :].transpose(-2, -1) * q.shape[-1] ** -0.5
            weights = torch.exp(scores - top)
            total = total + weights.sum(dim=-1, keepdim=True)
            out = out + weights @ v[..., start:start + tile_size, :]
        return out / total
    result = check_online_softmax(maximum_first)
    assert _diagnosis(result) == "online-full-scores"
    assert "maximum_first made a tensor of shape (1, 1, 3, 8)" in result.message
