"""DeepSeek Sparse Attention as an option of the one attention layer (``select_k``, chapter 13):
the lightning indexer's choice against the scores written out, dense attention when every key is
chosen, decoding with a :class:`SelectionCache` against the whole sequence, and the indexer's
loss reaching the indexer only."""

from __future__ import annotations

import pytest
import torch

import attnviz
from attnviz.mechanism.selection import SelectionCache, index_loss
from attnviz.visuals.live import export_gpt


def _layer(select_k, *, seed=0, **options):
    torch.manual_seed(seed)
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=2, select_k=select_k, **options)
    return layer.double().eval()


def _by_hand(layer, x):
    """Causal self-attention over each query's ``k`` best keys by the indexer, written out."""
    batch, steps, _ = x.shape
    indexer = layer.indexer
    q_index = (x @ indexer.W_q.weight.T).view(batch, steps, indexer.num_heads, indexer.head_dim)
    k_index = x @ indexer.W_k.weight.T  # (B, T, D_I)
    weights = (x @ indexer.W_w.weight.T) / indexer.num_heads ** 0.5  # (B, T, H_I)
    scores = torch.einsum("btj,btjs->bts", weights,
                          torch.relu(torch.einsum("btjd,bsd->btjs", q_index, k_index)))
    allowed = torch.ones(steps, steps, dtype=torch.bool).tril()
    keep = torch.zeros(batch, steps, steps, dtype=torch.bool)
    for b in range(batch):
        for t in range(steps):
            ranked = sorted(range(t + 1), key=lambda s: (-float(scores[b, t, s].detach().to(
                torch.bfloat16)), -s))  # best first, ties to the later key
            keep[b, t, ranked[:layer.select_k]] = True
    assert not (keep & ~allowed).any()
    heads, dh = layer.num_heads, layer.head_dim

    def split(y):
        return y.view(batch, steps, heads, dh).transpose(1, 2)

    q, k, v = split(layer.W_q(x)), split(layer.W_k(x)), split(layer.W_v(x))
    logits = (q @ k.transpose(-2, -1) / dh ** 0.5).masked_fill(~keep[:, None], -torch.inf)
    out = (logits.softmax(-1) @ v).transpose(1, 2).reshape(batch, steps, -1)
    return layer.W_o(out), keep


@pytest.mark.parametrize("select_k", [1, 3, 6])
def test_the_layer_is_its_formula_and_reads_at_most_k_keys(select_k):
    layer = _layer(select_k)
    x = torch.randn(2, 9, 16, dtype=torch.float64)
    expected, keep = _by_hand(layer, x)
    out, weights = layer(x, x, x, causal=True, need_weights=True)
    torch.testing.assert_close(out, expected, rtol=1e-10, atol=1e-10)
    torch.testing.assert_close(layer(x, x, x, causal=True), expected, rtol=1e-10, atol=1e-10)
    assert torch.equal(weights > 0, keep[:, None].expand_as(weights))
    assert int((weights > 0).sum(-1).max()) == min(select_k, 9)


def test_choosing_every_key_is_dense_attention():
    dense = _layer(None)
    every = _layer(9)
    every.load_state_dict(dense.state_dict(), strict=False)  # the indexer is extra
    x = torch.randn(3, 9, 16, dtype=torch.float64)
    torch.testing.assert_close(every(x, x, x, causal=True), dense(x, x, x, causal=True),
                               rtol=1e-12, atol=1e-12)
    config = dict(vocab_size=11, context=16, d_model=16, num_heads=2, num_layers=2, ffn_dim=16,
                  positions="rotary", bias=False)
    torch.manual_seed(1)
    plain = attnviz.GPT(attnviz.GPTConfig(**config)).double().eval()
    chosen = attnviz.GPT(attnviz.GPTConfig(**config, select_k=16)).double().eval()
    chosen.load_state_dict(plain.state_dict(), strict=False)
    tokens = torch.randint(0, 11, (2, 16))
    torch.testing.assert_close(chosen(tokens), plain(tokens), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("options", [{}, {"positions": "rotary", "bias": False},
                                     {"positions": "rotary", "num_kv_heads": 1, "qk_norm": True}])
def test_decoding_with_a_selection_cache_equals_the_whole_sequence(options):
    # few token ids, so that tokens repeat: with rotary positions a repeated token has the same
    # indexer key, and the choice between the two must not depend on how the query is computed
    torch.manual_seed(2)
    config = attnviz.GPTConfig(vocab_size=6, context=40, d_model=16, num_heads=2, num_layers=2,
                               ffn_dim=16, select_k=4, **options)
    model = attnviz.GPT(config).double().eval()
    tokens = torch.randint(0, 6, (3, 25))
    whole = model(tokens)
    caches = model.new_caches()
    assert all(isinstance(cache, SelectionCache) for cache in caches)
    parts = [model(tokens[:, :6], caches=caches)]
    parts += [model(tokens[:, t:t + 1], caches=caches) for t in range(6, 25)]
    torch.testing.assert_close(torch.cat(parts, dim=1), whole, rtol=1e-10, atol=1e-10)
    assert caches[0].index_keys.shape == (3, 25, 16)
    prompt = tokens[:1, :5]
    assert torch.equal(model.generate(prompt, 10, temperature=0.0),
                       model.generate(prompt, 10, temperature=0.0, use_cache=False))


def test_the_indexer_learns_from_its_own_loss_only():
    torch.manual_seed(3)
    config = attnviz.GPTConfig(vocab_size=11, context=16, d_model=16, num_heads=2, num_layers=2,
                               ffn_dim=16, select_k=3)
    model = attnviz.GPT(config).double().train()
    tokens = torch.randint(0, 11, (2, 12))
    model.loss(tokens).backward(retain_graph=True)
    for name, parameter in model.named_parameters():
        reached = parameter.grad is not None and bool(parameter.grad.abs().sum() > 0)
        assert reached != ("indexer" in name), name  # the model's loss: all but the indexers
    model.zero_grad()
    loss = model.index_loss()
    assert loss.item() > 0
    loss.backward()
    for name, parameter in model.named_parameters():
        reached = parameter.grad is not None and bool(parameter.grad.abs().sum() > 0)
        assert reached == ("indexer" in name), name  # the indexer loss: the indexers only
    model.eval()
    model(tokens)
    assert model.index_loss().item() == 0.0  # no loss is kept out of training


def test_the_index_loss_is_the_kl_divergence_written_out():
    torch.manual_seed(4)
    scores = torch.randn(2, 3, 5, dtype=torch.float64)
    scores[:, 0, 3:] = -torch.inf  # a query that may not see the last two keys
    weights = torch.rand(2, 4, 3, 5, dtype=torch.float64)
    weights[:, :, 0, 3:] = 0.0
    target = weights.sum(1) / weights.sum(1).sum(-1, keepdim=True)
    log_q = scores.log_softmax(-1)
    by_hand = torch.stack([
        sum(target[b, t, s] * (target[b, t, s].log() - log_q[b, t, s])
            for s in range(5) if target[b, t, s] > 0)
        for b in range(2) for t in range(3)]).mean()
    torch.testing.assert_close(index_loss(scores, weights), by_hand, rtol=1e-12, atol=1e-12)
    same = target.log()  # the indexer's distribution equal to the target: no divergence
    assert abs(index_loss(same, weights).item()) < 1e-12


def test_the_selection_cache_keeps_and_selects_the_indexer_keys_too():
    layer = _layer(2)
    cache = SelectionCache()
    x = torch.randn(3, 5, 16, dtype=torch.float64)
    layer(x, x, x, causal=True, cache=cache)
    assert cache.nbytes == (2 * 3 * 2 * 5 * 8 + 3 * 5 * 16) * 8
    kept = cache.keep(torch.tensor([0, 3, 4]))
    assert torch.equal(kept.index_keys, cache.index_keys[:, [0, 3, 4]])
    assert torch.equal(kept.keys, cache.keys[:, :, [0, 3, 4]])
    rows = cache.select(torch.tensor([2, 0]))
    assert torch.equal(rows.index_keys, cache.index_keys[[2, 0]]) and len(rows) == 5


@pytest.mark.parametrize(("build", "error", "message"), [
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, select_k=0), ValueError,
     "select_k"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, select_k=2, sink_logits=True),
     ValueError, "no sink logits"),
    (lambda: attnviz.MultiHeadAttention(d_model=8, num_heads=2, select_k=2, key_dim=6),
     ValueError, "key_dim=6"),
    (lambda: attnviz.GPTConfig(vocab_size=5, select_k=2, kv_share=2), ValueError,
     "pass kv_share=1"),
    (lambda: attnviz.GPTConfig(vocab_size=5, select_k=2.5), TypeError, "select_k"),
    (lambda: attnviz.GPTConfig(vocab_size=5, positions="rotary", bias=False, latent_dim=8,
                               rope_dim=4, select_k=2), ValueError, "needs select_k=None"),
])
def test_bad_options_are_named(build, error, message):
    with pytest.raises(error, match=message):
        build()


def test_what_selection_cannot_do_is_refused_by_name(tmp_path):
    layer = _layer(2)
    x = torch.randn(1, 4, 16, dtype=torch.float64)
    with pytest.raises(ValueError, match="pass causal=True"):
        layer(x, x, x)
    with pytest.raises(TypeError, match="cache must be an attnviz SelectionCache"):
        layer(x, x, x, causal=True, cache=attnviz.KVCache())
    config = attnviz.GPTConfig(vocab_size=11, context=16, d_model=16, num_heads=2, num_layers=1,
                               ffn_dim=16, select_k=3)
    model = attnviz.GPT(config).eval()
    with pytest.raises(ValueError, match="select_k=3"):
        attnviz.serve(model, [attnviz.Request(id=0, prompt=[1, 2], max_new_tokens=2)],
                      num_blocks=8, block_size=4, token_budget=8)
    with pytest.raises(ValueError, match="select_k=3"):
        export_gpt(model, attnviz.CharTokenizer("abcdefghijk"), tmp_path / "g.js")
    assert not (tmp_path / "g.js").exists()


def test_bad_input_to_the_indexer_and_its_loss_is_named():
    indexer = attnviz.mechanism.selection.LightningIndexer(d_model=8)
    with pytest.raises(ValueError, match="queries must have width D=8"):
        indexer(torch.randn(1, 3, 6), torch.randn(1, 3, 16))
    with pytest.raises(ValueError, match=r"queries must .*\(B, Tq, D\)"):
        indexer(torch.randn(3, 8), torch.randn(1, 3, 16))
    with pytest.raises(ValueError, match="with the \\(B, Tq, Tk\\) of scores"):
        index_loss(torch.randn(2, 3, 5), torch.rand(2, 4, 3, 6))
    with pytest.raises(TypeError, match="scores must hold floating-point"):
        index_loss(torch.ones(2, 3, 5, dtype=torch.long), torch.rand(2, 4, 3, 5))


def test_an_indexer_with_rotary_positions_turns_half_its_features_by_position():
    torch.manual_seed(3)
    indexer = attnviz.mechanism.selection.LightningIndexer(d_model=8, num_heads=2, head_dim=6,
                                                            rope_dim=4).double()
    x = torch.randn(2, 7, 8, dtype=torch.float64)
    keys = indexer.keys(x)
    turn = attnviz.RotaryEmbedding(4)
    q = (x @ indexer.W_q.weight.T).view(2, 7, 2, 6)
    q = torch.cat([turn(q[..., :4].transpose(1, 2)).transpose(1, 2), q[..., 4:]], dim=-1)
    k = torch.cat([turn(keys[..., :4]), keys[..., 4:]], dim=-1)
    weights = (x @ indexer.W_w.weight.T) / 2 ** 0.5
    expected = attnviz.mechanism.selection.indexer_scores(q, k, weights)
    torch.testing.assert_close(indexer(x, keys), expected, rtol=1e-12, atol=1e-12)
    # the last 3 queries scored alone, against all 7 keys: positions 4, 5, 6
    torch.testing.assert_close(indexer(x[:, 4:], keys), expected[:, 4:], rtol=1e-12, atol=1e-12)
    # a score depends on the distance, not on where the pair sits: shift everything by one
    shifted = torch.cat([torch.randn(2, 1, 8, dtype=torch.float64), x], dim=1)
    moved = indexer(shifted, indexer.keys(shifted))
    torch.testing.assert_close(moved[:, 1:, 1:], expected, rtol=1e-10, atol=1e-12)
    with pytest.raises(ValueError, match="rope_dim must be even"):
        attnviz.mechanism.selection.LightningIndexer(d_model=8, head_dim=6, rope_dim=3)
    with pytest.raises(ValueError, match="rope_dim"):
        attnviz.mechanism.selection.LightningIndexer(d_model=8, head_dim=6, rope_dim=8)
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=2, select_k=2, rotary_base=500.0)
    assert layer.indexer.rotary is not None and layer.indexer.rotary.base == 500.0
    assert _layer(2).indexer.rotary is None  # no positions in the layer: none in its indexer
