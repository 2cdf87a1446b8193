"""The checkers of chapters 9 and 10: a correct function passes, each known mistake its own hint.

Every diagnosis of those chapters is proven here by a deliberately broken implementation that
the checker must catch with exactly that diagnosis. The references the checkers compare with
are themselves checked against the package: sampling against ``GPT.generate``, the grouping of
key-value heads against ``MultiHeadAttention(num_kv_heads=...)``.
"""

import math

import pytest
import torch
import torch.nn.functional as F
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz import exercises
from attnviz.exercises import (
    ch09_tokens_and_sampling,
    check_merge,
    check_online_softmax,
    check_repeat_kv,
    check_sampling,
    check_window_mask,
)

# chapter 9: one byte-pair-encoding merge

def merge(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i + 1 < len(ids) and ids[i] == pair[0] and ids[i + 1] == pair[1]:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out


def merge_in_place(ids, pair, new_id):
    i = 0
    while i < len(ids) - 1:
        if (ids[i], ids[i + 1]) == pair:
            ids[i:i + 2] = [new_id]
        i += 1
    return ids


def merge_compares_a_list_with_the_tuple(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if ids[i:i + 2] == pair:  # a list never equals a tuple
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out


def merge_dropping_the_last(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids) - 1:
        if (ids[i], ids[i + 1]) == pair:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out


def merge_without_skipping(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i + 1 < len(ids) and (ids[i], ids[i + 1]) == pair:
            out.append(new_id)
        else:
            out.append(ids[i])
        i += 1
    return out


def merge_either_order(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i + 1 < len(ids) and {(ids[i], ids[i + 1]), (ids[i + 1], ids[i])} & {pair}:
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out


def merge_overlapping(ids, pair, new_id):
    marked = list(ids)
    for i in range(len(ids) - 1):  # every occurrence, overlapping ones too
        if (ids[i], ids[i + 1]) == pair:
            marked[i], marked[i + 1] = new_id, None
    return [t for t in marked if t is not None]


def merge_right_to_left(ids, pair, new_id):
    out, i = [], len(ids) - 1
    while i >= 0:
        if i >= 1 and (ids[i - 1], ids[i]) == pair:
            out.insert(0, new_id)
            i -= 2
        else:
            out.insert(0, ids[i])
            i -= 1
    return out


def merge_first_only(ids, pair, new_id):
    for i in range(len(ids) - 1):
        if (ids[i], ids[i + 1]) == pair:
            return ids[:i] + [new_id] + ids[i + 2:]
    return list(ids)


def test_a_correct_mergepasses():
    assert passes(check_merge(merge))


def test_merge_is_the_tokenizers_own():
    tokenizer = attnviz.BPETokenizer([(116, 104), (32, 256)])  # "th", then " th"
    ids = merge(merge(list(b" the theatre"), (116, 104), 256), (32, 256), 257)
    assert ids == tokenizer.encode(" the theatre")


MERGE_MISTAKES = [
    (merge_in_place, "merge-modified-input"),
    (lambda ids, pair, new_id: tuple(merge(ids, pair, new_id)), "merge-not-a-list"),
    (merge_compares_a_list_with_the_tuple, "merge-nothing-merged"),
    (merge_dropping_the_last, "merge-dropped-last"),
    (merge_without_skipping, "merge-no-skip"),
    (merge_either_order, "merge-either-order"),
    (merge_overlapping, "merge-overlap"),
    (merge_right_to_left, "merge-right-to-left"),
    (merge_first_only, "merge-first-only"),
]


@pytest.mark.parametrize(("broken", "code"), MERGE_MISTAKES, ids=by_code)
def test_each_merge_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_merge(broken)) == code


def test_a_merge_failure_shows_the_expected_and_the_actual_ids():
    result = check_merge(merge_overlapping)
    assert "merge([5, 5, 5], (5, 5), 256)" in result.message
    assert "expected [256, 5], got [256, 256]" in result.message


# chapter 9: the probabilities generate samples from

def next_token_probs(logits, temperature, top_k=None):
    if temperature == 0:
        return F.one_hot(logits.argmax(dim=-1), logits.shape[-1]).to(logits.dtype)
    logits = logits / temperature
    if top_k is not None:
        kth = logits.topk(top_k, dim=-1).values[..., -1:]
        logits = logits.masked_fill(logits < kth, -math.inf)
    return logits.softmax(dim=-1)


def _top_k(logits, k, *, keep_kth=True):
    kth = logits.topk(k, dim=-1).values[..., -1:]
    return logits >= kth if keep_kth else logits > kth


def probs_dividing_by_zero(logits, temperature, top_k=None):
    logits = logits / temperature
    if top_k is not None:
        logits = logits.masked_fill(~_top_k(logits, top_k), -math.inf)
    return logits.softmax(dim=-1)


def _with(body):
    """A next_token_probs whose temperature-0 branch is right and the rest is ``body``."""
    def probs(logits, temperature, top_k=None):
        if temperature == 0:
            return next_token_probs(logits, 0.0)
        return body(logits, temperature, top_k)
    return probs


def _masked(logits, top_k):
    return logits if top_k is None else logits.masked_fill(~_top_k(logits, top_k), -math.inf)


def _unstable_softmax(logits, temperature, top_k):
    e = _masked(logits / temperature, top_k).exp()
    return e / e.sum(dim=-1, keepdim=True)


def _without_renormalising(logits, temperature, top_k):
    p = (logits / temperature).softmax(dim=-1)
    return p if top_k is None else p.masked_fill(~_top_k(logits, top_k), 0.0)


def _one_short(logits, temperature, top_k):
    logits = logits / temperature
    if top_k is not None:
        logits = logits.masked_fill(~_top_k(logits, top_k, keep_kth=False), -math.inf)
    return logits.softmax(dim=-1)


def _one_extra(logits, temperature, top_k):
    logits = logits / temperature
    if top_k is not None:
        cut = logits.sort(dim=-1, descending=True).values[..., top_k:top_k + 1]  # index k
        logits = logits.masked_fill(logits < cut, -math.inf)
    return logits.softmax(dim=-1)


def test_a_correct_next_token_probspasses():
    assert passes(check_sampling(next_token_probs))


def test_sampling_with_sort_and_scatter_drops_a_tie_that_the_statement_keeps():
    def sorted_probs(logits, temperature, top_k=None):
        if temperature == 0:
            return torch.zeros_like(logits).scatter(-1, logits.argmax(-1, keepdim=True), 1.0)
        logits = logits / temperature
        if top_k is not None:
            values, indices = logits.topk(top_k, dim=-1)
            logits = torch.full_like(logits, -math.inf).scatter(-1, indices, values)
        return F.softmax(logits, dim=-1)
    result = check_sampling(sorted_probs)
    assert not result and "a tie with the k-th largest logit" in result.message
    assert result.diagnosis == "sampling-top-k-drops-ties"


def _dropping_ties(x, t, k):
    """top-k by index: exactly k tokens stay, so a tie with the k-th largest is dropped."""
    x = x / t
    if k is None:
        return x.softmax(dim=-1)
    values, indices = x.topk(k, dim=-1)
    return torch.full_like(x, -math.inf).scatter(-1, indices, values).softmax(dim=-1)


SAMPLING_MISTAKES = [
    (probs_dividing_by_zero, "sampling-zero-temperature"),
    (_with(lambda x, t, k: _masked(x / t, k).softmax(dim=0)), "sampling-wrong-axis"),
    (_with(_without_renormalising), "sampling-top-k-not-renormalised"),
    (_with(lambda x, t, k: _masked(x / t, k)), "sampling-no-softmax"),
    (_with(lambda x, t, k: _masked(x * t, k).softmax(dim=-1)), "sampling-times-temperature"),
    (_with(lambda x, t, k: _masked(x, k).softmax(dim=-1)), "sampling-temperature-ignored"),
    (_with(lambda x, t, k: (x / t).softmax(dim=-1)), "sampling-top-k-ignored"),
    (_with(_one_short), "sampling-top-k-too-few"),
    (_with(_dropping_ties), "sampling-top-k-drops-ties"),
    (_with(_one_extra), "sampling-top-k-too-many"),
    (_with(_unstable_softmax), "softmax-overflow"),
]


@pytest.mark.parametrize(("broken", "code"), SAMPLING_MISTAKES, ids=by_code)
def test_each_sampling_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_sampling(broken)) == code


def test_sampling_in_place_is_caught():
    def in_place(logits, temperature, top_k=None):
        if temperature:
            logits /= temperature
        return next_token_probs(logits, 1.0 if temperature else 0.0, top_k)
    assert _diagnosis(check_sampling(in_place)) == "modified-input"


@pytest.mark.parametrize(("temperature", "top_k"), [(1.0, None), (0.7, 3), (1.5, 1), (0.0, None)])
def test_the_sampling_reference_is_what_generate_draws_from(temperature, top_k):
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=11, context=8, d_model=16, num_heads=2,
                               num_layers=1, ffn_dim=32)
    model = attnviz.GPT(config).eval()
    prompt = torch.randint(0, 11, (4, 5), generator=torch.Generator().manual_seed(1))
    for seed in range(5):
        tokens = model.generate(prompt, 1, temperature=temperature, top_k=top_k,
                                generator=torch.Generator().manual_seed(seed))
        with torch.no_grad():
            logits = model(prompt)[:, -1].float()
        probs = ch09_tokens_and_sampling._next_token_probs(logits, temperature, top_k)
        torch.testing.assert_close(probs.sum(dim=-1), torch.ones(4))
        if temperature == 0:
            expected = probs.argmax(dim=-1, keepdim=True)
        else:
            expected = torch.multinomial(probs, 1, generator=torch.Generator().manual_seed(seed))
        assert torch.equal(tokens[:, -1:], expected)


# chapter 10: online softmax over key tiles

def _online(q, k, v, tile_size, *, scale=None, rescale_sum=True, rescale_out=True,
            tiles=None, normalise=True, running_max=True):
    scale = 1 / math.sqrt(q.shape[-1]) if scale is None else scale
    m = torch.full((*q.shape[:-1], 1), -math.inf, dtype=q.dtype)
    total = torch.zeros_like(m)
    out = torch.zeros(*q.shape[:-1], v.shape[-1], dtype=q.dtype)
    starts = range(0, k.shape[-2], tile_size) if tiles is None else tiles(k.shape[-2], tile_size)
    for start in starts:
        scores = q @ k[..., start:start + tile_size, :].transpose(-2, -1) * scale
        if running_max:
            new_m = torch.maximum(m, scores.amax(dim=-1, keepdim=True))
        else:
            new_m = torch.zeros_like(m)
        weights = torch.exp(scores - new_m)
        shrink = torch.exp(m - new_m) if running_max else 1.0
        total = (shrink if rescale_sum else 1.0) * total + weights.sum(dim=-1, keepdim=True)
        out = (shrink if rescale_out else 1.0) * out + weights @ v[..., start:start + tile_size, :]
        m = new_m
    return out / total if normalise else out


def online_softmax_attention(q, k, v, tile_size):
    return _online(q, k, v, tile_size)


def test_a_correct_online_softmax_attentionpasses():
    assert passes(check_online_softmax(online_softmax_attention))


def test_the_reference_agrees_with_sdpa_which_the_check_refuses():
    def sdpa(q, k, v, tile_size):
        return F.scaled_dot_product_attention(q, k, v)
    result = check_online_softmax(sdpa)
    assert _diagnosis(result) == "forbidden-call"
    assert "sdpa called torch.nn.functional.scaled_dot_product_attention" in result.message
    q, k, v = (torch.randn(2, 3, n, 8, dtype=torch.float64, generator=torch.Generator()
                           .manual_seed(n)) for n in (5, 11, 11))
    k, v = k, v[..., :4]
    for tile_size in (1, 4, 11, 16):
        torch.testing.assert_close(online_softmax_attention(q, k, v, tile_size),
                                   F.scaled_dot_product_attention(q, k, v))


def _whole_tiles(num_keys, tile_size):
    return range(0, num_keys - tile_size + 1, tile_size)


ONLINE_MISTAKES = [
    (lambda q, k, v, t: _online(q, k, v, t, running_max=False), "online-overflow"),
    (lambda q, k, v, t: _online(q, k, v, t, rescale_sum=False, rescale_out=False),
     "online-no-rescale"),
    (lambda q, k, v, t: _online(q, k, v, t, rescale_sum=False), "online-no-rescale"),
    (lambda q, k, v, t: _online(q, k, v, t, rescale_out=False), "online-no-rescale"),
    (lambda q, k, v, t: _online(q, k, v, t, tiles=_whole_tiles), "online-dropped-tile"),
    (lambda q, k, v, t: _online(q, k, v, t, normalise=False), "online-not-normalised"),
    (lambda q, k, v, t: _online(q, k, v, t, scale=1.0), "online-missing-scale"),
    (lambda q, k, v, t: _online(q, k, v, t, scale=1 / q.shape[-1]), "online-missing-scale"),
    (lambda q, k, v, t: _online(q, k, v, k.shape[-2]), "online-full-scores"),
    (lambda q, k, v, t: torch.softmax(q @ k.transpose(-2, -1) / q.shape[-1] ** 0.5, dim=-1) @ v,
     "online-full-scores"),
    (lambda q, k, v, t: torch.einsum("bhqk,bhkd->bhqd", torch.einsum(
        "bhqd,bhkd->bhqk", q, k).mul(q.shape[-1] ** -0.5).softmax(dim=-1), v),
     "online-full-scores"),
]


@pytest.mark.parametrize(("broken", "code"), ONLINE_MISTAKES, ids=by_code)
def test_each_online_softmax_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_online_softmax(broken)) == code


def test_two_online_mistakes_at_once_get_one_of_their_hints():
    def two(q, k, v, tile_size):
        return _online(q, k, v, tile_size, scale=1.0, tiles=_whole_tiles)
    assert _diagnosis(check_online_softmax(two)) in {"online-dropped-tile",
                                                     "online-missing-scale"}


# chapter 10: sliding-window masks

def window_mask(num_queries, num_keys, window):
    position = torch.arange(num_queries)[:, None] + (num_keys - num_queries)
    distance = position - torch.arange(num_keys)  # (Tq, Tk)
    return (distance >= 0) & (distance < window)


def _distance(num_queries, num_keys, *, offset=None):
    offset = num_keys - num_queries if offset is None else offset
    return torch.arange(num_queries)[:, None] + offset - torch.arange(num_keys)


def test_a_correct_window_maskpasses():
    assert passes(check_window_mask(window_mask))


def test_a_window_from_two_triangles_passes_too():
    def triangles(num_queries, num_keys, window):
        causal = attnviz.causal_mask(num_queries, num_keys)
        too_far = torch.ones(num_queries, num_keys, dtype=torch.bool).tril(
            num_keys - num_queries - window)
        return causal & ~too_far
    assert check_window_mask(triangles).passed


WINDOW_MISTAKES = [
    (lambda tq, tk, w: window_mask(tq, tk, w).float(), "window-not-bool"),
    (lambda tq, tk, w: ~window_mask(tq, tk, w), "window-inverted"),
    (lambda tq, tk, w: _distance(tq, tk).abs() < w, "window-looks-ahead"),
    (lambda tq, tk, w: (-_distance(tq, tk) >= 0) & (-_distance(tq, tk) < w),
     "window-looks-ahead"),
    (lambda tq, tk, w: (_distance(tq, tk, offset=0) >= 0) & (_distance(tq, tk, offset=0) < w),
     "window-upper-left"),
    (lambda tq, tk, w: (_distance(tq, tk) >= 0) & (_distance(tq, tk) <= w), "window-too-wide"),
    (lambda tq, tk, w: (_distance(tq, tk) >= 0) & (_distance(tq, tk) < w - 1),
     "window-too-narrow"),
]


@pytest.mark.parametrize(("broken", "code"), WINDOW_MISTAKES, ids=by_code)
def test_each_window_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_window_mask(broken)) == code


def test_a_window_failure_shows_both_masks():
    result = check_window_mask(lambda tq, tk, w: ~window_mask(tq, tk, w))
    assert "expected rows 1000 / 1100 / 0110 / 0011, got 0111 / 0011 / 1001 / 1100" in (
        result.message)


# chapter 10: keys and values for grouped-query attention

def repeat_kv(x, num_query_heads):
    return x.repeat_interleave(num_query_heads // x.shape[1], dim=1)


def test_a_correct_repeat_kvpasses():
    assert passes(check_repeat_kv(repeat_kv))


def test_repeat_kv_with_expand_passes_too():
    def expanded(x, num_query_heads):
        batch, kv_heads, steps, width = x.shape
        group = num_query_heads // kv_heads
        return x[:, :, None].expand(batch, kv_heads, group, steps, width).reshape(
            batch, num_query_heads, steps, width)
    assert check_repeat_kv(expanded).passed


def test_repeat_kv_groups_heads_as_multihead_attention_does():
    torch.manual_seed(0)
    layer = attnviz.MultiHeadAttention(d_model=24, num_heads=6, num_kv_heads=2).eval()
    x = torch.randn(2, 5, 24)
    with torch.no_grad():
        q = layer.split_heads(layer.W_q(x))  # (B, 6, T, 4)
        k = repeat_kv(layer.split_heads(layer.W_k(x)), 6)  # (B, 2, T, 4) -> (B, 6, T, 4)
        v = repeat_kv(layer.split_heads(layer.W_v(x)), 6)
        heads = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        torch.testing.assert_close(layer(x, x, x, causal=True),
                                   layer.W_o(layer.merge_heads(heads)))


def _mixed(x, num_query_heads):
    batch, kv_heads, steps, width = x.shape
    group = num_query_heads // kv_heads
    return x.repeat_interleave(group, dim=2).reshape(batch, num_query_heads, steps, width)


GQA_MISTAKES = [
    (lambda x, h: x.repeat(1, h // x.shape[1], 1, 1), "gqa-tiled"),
    (lambda x, h: x.repeat_interleave(h // x.shape[1], dim=2), "gqa-wrong-axis"),
    (lambda x, h: x.repeat_interleave(h // x.shape[1], dim=0), "gqa-wrong-axis"),
    (_mixed, "gqa-wrong-axis"),
    (lambda x, h: x.repeat_interleave(h, dim=1), "gqa-group-size"),
]


@pytest.mark.parametrize(("broken", "code"), GQA_MISTAKES, ids=by_code)
def test_each_repeat_kv_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_repeat_kv(broken)) == code


def test_a_tiled_repeat_kv_is_told_which_heads_it_gave():
    result = check_repeat_kv(lambda x, h: x.repeat(1, h // x.shape[1], 1, 1))
    assert "got key-value heads [0, 1, 0, 1], expected [0, 0, 1, 1]" in result.message


# all five

CHAPTER_PREFIXES = ("merge-", "sampling-", "online-", "window-", "gqa-")


def test_there_are_many_diagnoses_for_chapters_9_and_10_each_proven_and_short():
    codes = [code for code in exercises.DIAGNOSES if code.startswith(CHAPTER_PREFIXES)]
    assert len(codes) >= 12
    proven = {code for table in (MERGE_MISTAKES, SAMPLING_MISTAKES, ONLINE_MISTAKES,
                                 WINDOW_MISTAKES, GQA_MISTAKES) for _, code in table}
    assert set(codes) <= proven, f"no broken implementation for {set(codes) - proven}"
    for code in codes:
        assert len(exercises.DIAGNOSES[code]) <= 240, code


@pytest.mark.parametrize("check", [check_merge, check_sampling, check_online_softmax,
                                   check_window_mask, check_repeat_kv])
def test_an_unfinished_stub_is_not_attempted(check):
    def stub(*args, **kwargs):
        raise NotImplementedError("write it, then run the check below")
    result = check(stub)
    assert result.verdict == "not attempted" and "not attempted" in result.message


def test_every_check_is_exported():
    for name in ("check_merge", "check_sampling", "check_online_softmax", "check_window_mask",
                 "check_repeat_kv"):
        assert name in exercises.__all__
