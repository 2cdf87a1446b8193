"""Multi-head attention against torch.nn.MultiheadAttention with copied weights."""

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import attnviz


def _pair(d_model=16, num_heads=4, key_dim=None, value_dim=None, bias=True, seed=0):
    """An attnviz layer and a PyTorch layer holding the same weights."""
    torch.manual_seed(seed)
    ours = attnviz.MultiHeadAttention(d_model=d_model, num_heads=num_heads, key_dim=key_dim,
                                      value_dim=value_dim, bias=bias)
    theirs = nn.MultiheadAttention(d_model, num_heads, bias=bias, batch_first=True,
                                   kdim=key_dim, vdim=value_dim)
    with torch.no_grad():
        if theirs._qkv_same_embed_dim:
            theirs.in_proj_weight.copy_(torch.cat([ours.W_q.weight, ours.W_k.weight,
                                                   ours.W_v.weight]))
        else:
            theirs.q_proj_weight.copy_(ours.W_q.weight)
            theirs.k_proj_weight.copy_(ours.W_k.weight)
            theirs.v_proj_weight.copy_(ours.W_v.weight)
        if bias:
            theirs.in_proj_bias.copy_(torch.cat([ours.W_q.bias, ours.W_k.bias, ours.W_v.bias]))
            theirs.out_proj.bias.copy_(ours.W_o.bias)
        theirs.out_proj.weight.copy_(ours.W_o.weight)
    return ours.eval(), theirs.eval()


def _inputs(batch, tq, tk, d_model=16, key_dim=None, value_dim=None, seed=1):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(batch, tq, d_model, generator=g),
            torch.randn(batch, tk, key_dim or d_model, generator=g),
            torch.randn(batch, tk, value_dim or d_model, generator=g))


@pytest.mark.parametrize("batch", [1, 3])
@pytest.mark.parametrize(("tq", "tk"), [(5, 5), (2, 7), (6, 3)])
@pytest.mark.parametrize("need_weights", [False, True])
def test_equals_torch_without_masks(batch, tq, tk, need_weights):
    ours, theirs = _pair()
    q, k, v = _inputs(batch, tq, tk)
    expected, expected_weights = theirs(q, k, v, average_attn_weights=False)
    result = ours(q, k, v, need_weights=need_weights)
    if need_weights:
        result, weights = result
        torch.testing.assert_close(weights, expected_weights)
        assert weights.shape == (batch, 4, tq, tk)
    torch.testing.assert_close(result, expected)


@pytest.mark.parametrize("batch", [1, 3])
@pytest.mark.parametrize("need_weights", [False, True])
def test_equals_torch_with_key_padding(batch, need_weights):
    ours, theirs = _pair()
    q, k, v = _inputs(batch, 4, 6)
    valid_lens = torch.tensor([6, 2, 4][:batch])
    padding = ~attnviz.lengths_to_mask(valid_lens, 6)[:, 0]  # torch: True = ignore this key
    expected, _ = theirs(q, k, v, key_padding_mask=padding)
    from_lengths = ours(q, k, v, valid_lens=valid_lens, need_weights=need_weights)
    from_mask = ours(q, k, v, mask=~padding[:, None, None, :], need_weights=need_weights)
    if need_weights:
        from_lengths, from_mask = from_lengths[0], from_mask[0]
    torch.testing.assert_close(from_lengths, expected)
    torch.testing.assert_close(from_mask, expected)


@pytest.mark.parametrize("batch", [1, 3])
@pytest.mark.parametrize("need_weights", [False, True])
def test_equals_torch_with_causal_mask(batch, need_weights):
    ours, theirs = _pair()
    x, _, _ = _inputs(batch, 5, 5)
    future = torch.ones(5, 5, dtype=torch.bool).triu(1)  # torch: True = may not attend
    expected, _ = theirs(x, x, x, attn_mask=future)
    result = ours(x, x, x, causal=True, need_weights=need_weights)
    explicit = ours(x, x, x, mask=~future, need_weights=need_weights)
    if need_weights:
        result, weights = result
        explicit = explicit[0]
        assert torch.all(weights.masked_select(future) == 0)
    torch.testing.assert_close(result, expected)
    torch.testing.assert_close(explicit, expected)


def test_equals_torch_with_causal_and_padding_masks_together():
    ours, theirs = _pair()
    x, _, _ = _inputs(3, 5, 5)
    valid_lens = torch.tensor([5, 3, 1])
    padding = ~attnviz.lengths_to_mask(valid_lens, 5)[:, 0]
    future = torch.ones(5, 5, dtype=torch.bool).triu(1)
    expected, _ = theirs(x, x, x, attn_mask=future, key_padding_mask=padding)
    torch.testing.assert_close(ours(x, x, x, valid_lens=valid_lens, causal=True), expected)


def test_equals_torch_with_different_key_and_value_widths_and_no_bias():
    ours, theirs = _pair(key_dim=6, value_dim=10, bias=False)
    q, k, v = _inputs(3, 4, 7, key_dim=6, value_dim=10)
    expected, _ = theirs(q, k, v)
    torch.testing.assert_close(ours(q, k, v), expected)
    assert "key_dim=6, value_dim=10" in repr(ours)


def test_fully_masked_queries_give_finite_equal_results_on_both_paths():
    ours, _ = _pair()
    q, k, v = _inputs(2, 3, 4)
    lens = torch.tensor([[0, 2, 4], [1, 0, 3]])  # per-query lengths; two queries see nothing
    fused = ours(q, k, v, valid_lens=lens)
    explicit, weights = ours(q, k, v, valid_lens=lens, need_weights=True)
    assert torch.isfinite(fused).all()
    torch.testing.assert_close(fused, explicit)
    assert torch.all(weights[0, :, 0] == 0) and torch.all(weights[1, :, 1] == 0)
    # with no valid key the heads give zeros, so the output is the output projection's bias
    torch.testing.assert_close(fused[0, 0], ours.W_o.bias)


def test_weights_rows_sum_to_one_and_dropout_only_in_training():
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2, dropout=0.5)
    q, k, v = _inputs(2, 3, 20, d_model=8)
    _, weights = layer.eval()(q, k, v, need_weights=True)
    torch.testing.assert_close(weights.sum(-1), torch.ones(2, 2, 3))
    torch.testing.assert_close(layer(q, k, v), layer(q, k, v))
    layer.train()
    assert not torch.allclose(layer(q, k, v), layer.eval()(q, k, v))


def test_causal_mask_aligns_queries_with_the_last_keys():
    assert attnviz.causal_mask(3, 3).tolist() == [[True, False, False], [True, True, False],
                                                  [True, True, True]]
    assert attnviz.causal_mask(1, 4).tolist() == [[True, True, True, True]]
    assert attnviz.causal_mask(2, 3).tolist() == [[True, True, False], [True, True, True]]
    assert torch.equal(attnviz.causal_mask(2, 3, align="lower_right"), attnviz.causal_mask(2, 3))
    with pytest.raises(ValueError, match="num_queries <= num_keys, got 4 > 3 .*upper_left"):
        attnviz.causal_mask(4, 3)
    with pytest.raises(ValueError, match="align must be 'lower_right' or 'upper_left', "
                                         "got 'bottom_right'"):
        attnviz.causal_mask(2, 3, align="bottom_right")


SHAPES = [(3, 3), (2, 5), (1, 4), (5, 2), (4, 1), (1, 1)]


@pytest.mark.parametrize(("tq", "tk"), SHAPES)
def test_upper_left_is_torch_tril_and_what_is_causal_means(tq, tk):
    mask = attnviz.causal_mask(tq, tk, align="upper_left")
    assert torch.equal(mask, torch.ones(tq, tk, dtype=torch.bool).tril())
    q, k, v = _inputs(2, tq, tk, d_model=8)
    torch.testing.assert_close(F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
                               F.scaled_dot_product_attention(q, k, v, is_causal=True))


@pytest.mark.parametrize(("tq", "tk"), [shape for shape in SHAPES if shape[0] <= shape[1]])
def test_lower_right_is_torchs_causal_lower_right_and_differs_only_when_tq_is_not_tk(tq, tk):
    from torch.nn.attention import bias
    theirs = bias.causal_lower_right(tq, tk)
    mask = attnviz.causal_mask(tq, tk)
    if hasattr(theirs, "_materialize"):  # a private method, there in torch 2.13
        assert torch.equal(mask, theirs._materialize())
    q, k, v = _inputs(2, tq, tk, d_model=8)
    torch.testing.assert_close(F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
                               F.scaled_dot_product_attention(q, k, v, attn_mask=theirs))
    upper_left = attnviz.causal_mask(tq, tk, align="upper_left")
    assert torch.equal(mask, upper_left) == (tq == tk)


def test_multi_head_causal_attention_aligns_queries_with_the_last_keys():
    ours, _ = _pair()
    q, k, v = _inputs(2, 3, 5)
    lower_right = ours(q, k, v, mask=attnviz.causal_mask(3, 5))
    torch.testing.assert_close(ours(q, k, v, causal=True), lower_right)
    upper_left = ours(q, k, v, mask=attnviz.causal_mask(3, 5, align="upper_left"))
    assert not torch.allclose(lower_right, upper_left)


def test_split_and_merge_heads_are_inverse_reshapes():
    layer = attnviz.MultiHeadAttention(d_model=12, num_heads=3)
    x = torch.arange(2 * 5 * 12.0).reshape(2, 5, 12)
    heads = layer.split_heads(x)
    assert heads.shape == (2, 3, 5, 4)
    torch.testing.assert_close(heads[1, 2, 3], x[1, 3, 8:12])  # head 2 holds columns 8..11
    torch.testing.assert_close(layer.merge_heads(heads), x)


@pytest.mark.parametrize(
    ("make", "error", "message"),
    [
        (lambda: attnviz.MultiHeadAttention(d_model=10, num_heads=4), ValueError,
         "d_model must be divisible by num_heads, got d_model=10 and num_heads=4"),
        (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=0), ValueError, "num_heads"),
        (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, dropout=2), ValueError,
         "dropout"),
        (lambda: attnviz.MultiHeadAttention(8, 2), TypeError, "positional"),
    ],
)
def test_bad_configurations_raise(make, error, message):
    with pytest.raises(error, match=message):
        make()


def test_bad_inputs_raise_errors_that_name_the_argument():
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
    q, k, v = _inputs(2, 3, 4, d_model=8)
    with pytest.raises(ValueError, match=r"mask of shape \(3, 5\) does not broadcast to "
                                         r"\(B, H, Tq, Tk\) = \(2, 2, 3, 4\)"):
        layer(q, k, v, mask=torch.ones(3, 5, dtype=torch.bool))
    with pytest.raises(TypeError, match="mask must be a boolean tensor"):
        layer(q, k, v, mask=torch.ones(3, 4))
    with pytest.raises(ValueError, match=r"valid_lens must have shape \(2,\) or \(2, 3\)"):
        layer(q, k, v, valid_lens=torch.tensor([1, 2, 3]))
    with pytest.raises(ValueError, match="queries must have width 8"):
        layer(q[..., :6], k, v)
    with pytest.raises(ValueError, match="must share the batch size"):
        layer(q, k[:1], v[:1])
    with pytest.raises(ValueError, match=r"keys must be a 3-D tensor"):
        layer(q, k[0], v)


def test_kv_cache_one_step_at_a_time_equals_full_causal_attention():
    torch.manual_seed(0)
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2).eval()
    x, memory, _ = _inputs(2, 5, 4, d_model=8)
    full_self = layer(x, x, x, causal=True)
    full_cross = layer(x, memory, memory, valid_lens=torch.tensor([4, 2]))
    self_cache, cross_cache = attnviz.KVCache(), attnviz.MemoryCache()
    steps_self, steps_cross = [], []
    for t in range(5):
        token = x[:, t: t + 1]  # (B, 1, D)
        steps_self.append(layer(token, token, token, cache=self_cache))
        steps_cross.append(layer(token, memory, memory, valid_lens=torch.tensor([4, 2]),
                                 cache=cross_cache))
    assert len(self_cache) == 5 and len(cross_cache) == 4
    torch.testing.assert_close(torch.cat(steps_self, dim=1), full_self)
    torch.testing.assert_close(torch.cat(steps_cross, dim=1), full_cross)
    # the memory cache really is reused: memory is not projected again
    first_keys = cross_cache.keys
    layer(x[:, :1], memory * 0, memory * 0, cache=cross_cache)
    assert cross_cache.keys is first_keys


@pytest.mark.parametrize("where", ["queries", "keys", "values"])
@pytest.mark.parametrize("lengths", [None, [[0, 2, 4], [1, 0, 3]]])
def test_nan_in_gives_nan_out_and_both_paths_agree(where, lengths):
    ours, _ = _pair()
    inputs = dict(zip(("queries", "keys", "values"), _inputs(2, 3, 4), strict=True))
    clean = ours(*inputs.values(), valid_lens=None if lengths is None else torch.tensor(lengths))
    inputs[where][0, 1, 2] = float("nan")  # sentence 0: query 1, or key (and value) 1
    valid_lens = None if lengths is None else torch.tensor(lengths)
    fused = ours(*inputs.values(), valid_lens=valid_lens)
    explicit, _ = ours(*inputs.values(), valid_lens=valid_lens, need_weights=True)
    torch.testing.assert_close(fused, explicit, equal_nan=True)
    torch.testing.assert_close(fused[1], clean[1])  # sentence 1 holds no NaN
    nan_rows = torch.isnan(fused[0]).all(dim=-1).tolist()
    if where == "queries":  # only the NaN query's row; the others are as before
        assert nan_rows == [False, True, False]
        torch.testing.assert_close(fused[0, [0, 2]], clean[0, [0, 2]])
    elif where == "keys":  # every query that may attend to key 1
        assert nan_rows == ([True] * 3 if lengths is None else [False, True, True])
    else:  # a NaN value reaches every row through its weight (0 · NaN is NaN)
        assert nan_rows == [True] * 3


def test_the_fused_kernel_still_serves_finite_inputs(monkeypatch):
    calls = []
    fused = F.scaled_dot_product_attention

    def counting(*args, **kwargs):
        calls.append(1)
        return fused(*args, **kwargs)

    ours, theirs = _pair()
    q, k, v = _inputs(2, 3, 4)
    expected, _ = theirs(q, k, v)
    monkeypatch.setattr(F, "scaled_dot_product_attention", counting)
    torch.testing.assert_close(ours(q, k, v), expected)
    assert len(calls) == 1
    q[0, 0, 0] = float("inf")
    ours(q, k, v)
    assert len(calls) == 1  # a non-finite input takes the explicit path


def test_the_finiteness_test_is_exact_when_a_sum_overflows():
    from attnviz.mechanism.multihead import _all_finite

    big = torch.full((4,), 6e4, dtype=torch.float16)  # finite, but the sum overflows float16
    assert torch.isinf(big.sum()) and _all_finite(big, torch.ones(3, dtype=torch.float16))
    for bad in (float("nan"), float("inf"), -float("inf")):
        assert not _all_finite(big, torch.tensor([1.0, bad], dtype=torch.float16))
        assert not _all_finite(torch.tensor([1.0, bad]), torch.zeros(0))
    assert _all_finite(torch.zeros(2, 0, 3), torch.ones(2))  # an empty tensor is finite


# Grouped-query attention (chapter 10): H_kv key-value heads shared by groups of query heads.

def _grouped(num_kv_heads, d_model=16, num_heads=4, dtype=torch.float32, seed=0, **kwargs):
    torch.manual_seed(seed)
    layer = attnviz.MultiHeadAttention(d_model=d_model, num_heads=num_heads,
                                       num_kv_heads=num_kv_heads, **kwargs)
    return layer.to(dtype).eval()


def _repeated_heads(layer):
    """An ordinary multi-head layer whose key and value heads repeat each group's weights."""
    full = attnviz.MultiHeadAttention(d_model=layer.d_model, num_heads=layer.num_heads,
                                      key_dim=layer.key_dim, value_dim=layer.value_dim,
                                      bias=layer.W_k.bias is not None)
    full = full.to(layer.W_q.weight.dtype).eval()
    group = layer.num_heads // layer.num_kv_heads
    with torch.no_grad():
        full.W_q.load_state_dict(layer.W_q.state_dict())
        full.W_o.load_state_dict(layer.W_o.state_dict())
        for ours, theirs in ((layer.W_k, full.W_k), (layer.W_v, full.W_v)):
            weight = ours.weight.view(layer.num_kv_heads, layer.head_dim, -1)  # (H_kv, Dh, in)
            theirs.weight.copy_(weight.repeat_interleave(group, dim=0).reshape(
                layer.d_model, -1))  # (H, Dh, in) -> (H Dh, in)
            if ours.bias is not None:
                bias = ours.bias.view(layer.num_kv_heads, layer.head_dim)
                theirs.bias.copy_(bias.repeat_interleave(group, dim=0).reshape(-1))
    return full


def _tolerance(dtype):
    return {"atol": 1e-5, "rtol": 1e-5} if dtype == torch.float32 else {"atol": 1e-10,
                                                                      "rtol": 1e-10}


def test_num_kv_heads_equal_to_num_heads_is_plain_multi_head_attention():
    plain = _grouped(None)
    same = _grouped(4)
    assert same.W_k.weight.shape == plain.W_k.weight.shape == (16, 16)
    same.load_state_dict(plain.state_dict())
    q, k, v = _inputs(2, 3, 5)
    torch.testing.assert_close(same(q, k, v, causal=False), plain(q, k, v))
    torch.testing.assert_close(same(q, k, v, need_weights=True)[1],
                               plain(q, k, v, need_weights=True)[1])
    assert repr(same) == repr(plain) and "num_kv_heads" not in repr(plain)
    assert plain.num_kv_heads == 4


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("num_kv_heads", [1, 2])
@pytest.mark.parametrize(("tq", "tk"), [(5, 5), (1, 6), (3, 7)])
@pytest.mark.parametrize("masks", ["none", "causal", "lengths"])
def test_grouped_query_attention_equals_mha_with_repeated_key_value_weights(
        dtype, num_kv_heads, tq, tk, masks):
    layer = _grouped(num_kv_heads, dtype=dtype, key_dim=6, value_dim=10)
    assert layer.W_k.weight.shape == (num_kv_heads * 4, 6)
    assert layer.W_v.weight.shape == (num_kv_heads * 4, 10)
    oracle = _repeated_heads(layer)
    q, k, v = (x.to(dtype) for x in _inputs(2, tq, tk, key_dim=6, value_dim=10))
    kwargs = {"none": {}, "causal": {"causal": True},
              "lengths": {"valid_lens": torch.tensor([tk, 2])}}[masks]
    expected, expected_weights = oracle(q, k, v, need_weights=True, **kwargs)
    fused = layer(q, k, v, **kwargs)
    explicit, weights = layer(q, k, v, need_weights=True, **kwargs)
    assert weights.shape == (2, 4, tq, tk)
    torch.testing.assert_close(fused, expected, **_tolerance(dtype))
    torch.testing.assert_close(explicit, expected, **_tolerance(dtype))
    torch.testing.assert_close(weights, expected_weights, **_tolerance(dtype))
    # the heads of one group share keys, not queries: their weights differ
    assert not torch.allclose(weights[:, 0], weights[:, 1])


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("num_kv_heads", [1, 2])
@pytest.mark.parametrize(("tq", "tk"), [(4, 4), (1, 5), (3, 6)])
def test_grouped_query_attention_equals_torchs_enable_gqa_on_the_projections(
        dtype, num_kv_heads, tq, tk):
    layer = _grouped(num_kv_heads, dtype=dtype)
    x, memory, _ = (t.to(dtype) for t in _inputs(2, tq, tk))
    q = layer.split_heads(layer.W_q(x))  # (B, H, Tq, Dh)
    k = layer.split_heads(layer.W_k(memory))  # (B, H_kv, Tk, Dh)
    v = layer.split_heads(layer.W_v(memory))
    assert k.shape == (2, num_kv_heads, tk, 4)
    mask = attnviz.causal_mask(tq, tk)
    for kwargs, ours in (({}, {}), ({"attn_mask": mask}, {"causal": True})):
        heads = F.scaled_dot_product_attention(q, k, v, enable_gqa=True, **kwargs)
        expected = layer.W_o(layer.merge_heads(heads))
        torch.testing.assert_close(layer(x, memory, memory, **ours), expected,
                                   **_tolerance(dtype))
        torch.testing.assert_close(layer(x, memory, memory, need_weights=True, **ours)[0],
                                   expected, **_tolerance(dtype))


@pytest.mark.parametrize("num_kv_heads", [1, 2, 4])
def test_grouped_kv_cache_holds_only_the_key_value_heads_and_decodes_like_the_full_pass(
        num_kv_heads):
    layer = _grouped(num_kv_heads)
    x, _, _ = _inputs(2, 6, 6)
    full = layer(x, x, x, causal=True)
    cache = attnviz.KVCache()
    steps = [layer(x[:, :2], x[:, :2], x[:, :2], causal=True, cache=cache)]  # a prompt
    for t in range(2, 6):
        token = x[:, t:t + 1]  # (B, 1, D)
        steps.append(layer(token, token, token, cache=cache))
    torch.testing.assert_close(torch.cat(steps, dim=1), full)
    assert cache.keys.shape == cache.values.shape == (2, num_kv_heads, 6, 4)
    assert cache.keys.numel() * (4 // num_kv_heads) == 2 * 4 * 6 * 4  # H / H_kv times smaller
    beams = cache.select(torch.tensor([1, 1, 0]))
    assert beams.keys.shape == (3, num_kv_heads, 6, 4)


def test_grouped_query_attention_shows_in_repr_and_refuses_bad_group_counts():
    assert "num_heads=4, num_kv_heads=2" in repr(_grouped(2))
    assert "num_kv_heads=1" in repr(_grouped(1))
    with pytest.raises(ValueError, match="num_kv_heads must divide num_heads, got "
                                         "num_kv_heads=3 and num_heads=4"):
        _grouped(3)
    for bad in (0, 1.5, "2", True):
        with pytest.raises(ValueError, match=f"num_kv_heads must be a positive int that "
                                             f"divides num_heads=4, or None, got {bad!r}"):
            _grouped(bad)
