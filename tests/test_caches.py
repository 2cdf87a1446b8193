"""One cache protocol: every key–value cache decodes like a full pass, keeps and selects alike,
and a model takes any cache that fits its attention."""

from __future__ import annotations

import pytest
import torch

import attnviz
from attnviz.mechanism.cache import Cache

VOCAB, CONTEXT = 13, 40


def _gpt() -> attnviz.GPT:
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=VOCAB, context=CONTEXT, d_model=16, num_heads=4,
                               num_kv_heads=2, num_layers=2, ffn_dim=32)
    return attnviz.GPT(config).double().eval()


def _rotary(**options: object) -> attnviz.GPT:
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=VOCAB, context=CONTEXT, d_model=16, num_heads=4,
                               num_layers=2, ffn_dim=32, positions="rotary", bias=False,
                               **options)
    return attnviz.GPT(config).double().eval()


def _paged(model: torch.nn.Module, kv_heads: int, batch: int) -> list[Cache]:
    views = []
    for _ in model.blocks:
        pool = attnviz.PagedKVCache(num_blocks=32, block_size=4, num_heads=kv_heads,
                                    head_dim=4, dtype=torch.float64)
        pool.add_sequence()  # an unrelated sequence first: ids need not start at 0
        views.append(pool.view([pool.add_sequence() for _ in range(batch)]))
    return views


# (model, make one layer's cache, exact?): quantised caches hold their first 8 tokens at 8 bits
CASES = {
    "gpt-plain": (_gpt, lambda m, b: m.new_caches(), True),
    "gpt-quantized-residual": (_gpt, lambda m, b: [attnviz.QuantizedKVCache(bits=4, residual=64)
                                                   for _ in m.blocks], True),
    "gpt-quantized-8bit": (_gpt, lambda m, b: [attnviz.QuantizedKVCache(bits=8, residual=8)
                                               for _ in m.blocks], False),
    "gpt-paged": (_gpt, lambda m, b: _paged(m, 2, b), True),
    "rotary-plain": (lambda: _rotary(), lambda m, b: m.new_caches(), True),
    "rotary-gqa-quantized-8bit": (lambda: _rotary(num_kv_heads=2),
                                  lambda m, b: [attnviz.QuantizedKVCache(bits=8, residual=8)
                                                for _ in m.blocks], False),
    "rotary-paged": (lambda: _rotary(), lambda m, b: _paged(m, 4, b), True),
    "rotary-sinks-paged": (lambda: _rotary(sink_logits=True), lambda m, b: _paged(m, 4, b), True),
    "rotary-mla-latent": (lambda: _rotary(latent_dim=8, rope_dim=2),
                          lambda m, b: m.new_caches(), True),
}


@pytest.mark.parametrize("case", CASES)
def test_one_decoding_loop_over_every_cache_gives_the_full_pass(case):
    build, make, exact = CASES[case]
    model = build()
    tokens = torch.randint(0, VOCAB, (3, 24), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        full = model(tokens)
        caches = make(model, 3)
        assert all(isinstance(cache, Cache) and len(cache) == 0 for cache in caches)
        steps = [model(tokens[:, :5], caches=caches)]  # a prompt, then one token at a time
        steps += [model(tokens[:, t:t + 1], caches=caches) for t in range(5, 24)]
    decoded = torch.cat(steps, dim=1)
    assert all(len(cache) == 24 and cache.nbytes > 0 for cache in caches)
    if exact:
        torch.testing.assert_close(decoded, full, rtol=1e-10, atol=1e-10)
    else:  # 8-bit keys and values: close, not equal
        assert (decoded - full).abs().max() < 0.05 * full.abs().max()
        assert not torch.equal(decoded, full)


def _fill(cache: Cache, keys: torch.Tensor, values: torch.Tensor) -> None:
    cache.update(keys[:, :, :3], values[:, :, :3])
    cache.update(keys[:, :, 3:], values[:, :, 3:])


def _head_caches(batch: int) -> dict[str, Cache]:
    pool = attnviz.PagedKVCache(num_blocks=40, block_size=4, num_heads=2, head_dim=5,
                                dtype=torch.float64)
    return {"plain": attnviz.KVCache(),
            "quantized": attnviz.QuantizedKVCache(bits=4, residual=16),
            "paged": pool.view([pool.add_sequence() for _ in range(batch)])}


@pytest.mark.parametrize("kind", ["plain", "quantized", "paged"])
def test_update_keep_and_select_agree_for_every_cache_of_heads(kind):
    keys = torch.randn(3, 2, 10, 5, dtype=torch.float64)
    values = torch.randn(3, 2, 10, 5, dtype=torch.float64)
    cache = _head_caches(3)[kind]
    _fill(cache, keys, values)
    assert len(cache) == 10
    all_keys, all_values = cache.update(keys[:, :, :0], values[:, :, :0])  # nothing new
    torch.testing.assert_close(all_keys, keys, rtol=0, atol=0)  # exact: copies, not rounded
    torch.testing.assert_close(all_values, values, rtol=0, atol=0)
    slots = torch.tensor([0, 1, 7, 9])
    kept = cache.keep(slots)
    assert len(kept) == 4
    kept_keys, kept_values = kept.update(keys[:, :, :0], values[:, :, :0])
    torch.testing.assert_close(kept_keys, keys[:, :, slots], rtol=0, atol=0)
    torch.testing.assert_close(kept_values, values[:, :, slots], rtol=0, atol=0)
    rows = torch.tensor([2, 2, 0])
    chosen = kept.select(rows)
    chosen_keys, _ = chosen.update(keys[rows][:, :, :1], values[rows][:, :, :1])
    assert len(chosen) == 5
    torch.testing.assert_close(chosen_keys[:, :, :4], keys[rows][:, :, slots], rtol=0, atol=0)
    for bad, error, message in [(torch.tensor([1, 0]), ValueError, "strictly increasing"),
                                (torch.tensor([0, 5]), ValueError, r"\[0, 5\)"),
                                (torch.tensor([0.0, 1.0]), TypeError, "integer slot numbers")]:
        with pytest.raises(error, match=f"slots must .*{message}"):
            chosen.keep(bad)
    with pytest.raises(ValueError, match=r"rows must hold row numbers in \[0, 3\)"):
        chosen.select(torch.tensor([3]))


def test_a_quantized_cache_selects_rows_without_quantising_again():
    cache = attnviz.QuantizedKVCache(bits=2, residual=4)
    keys, values = torch.randn(2, 2, 9, 8), torch.randn(2, 2, 9, 8)
    cache.update(keys, values)
    assert len(cache.groups) == 2
    before_keys, before_values = cache.dequantize()
    after_keys, after_values = cache.select(torch.tensor([1, 0, 1])).dequantize()
    # exact: the same codes and statistics, dequantised by the same arithmetic
    torch.testing.assert_close(after_keys, before_keys[[1, 0, 1]], rtol=0, atol=0)
    torch.testing.assert_close(after_values, before_values[[1, 0, 1]], rtol=0, atol=0)


def test_a_paged_view_moves_kept_tokens_into_new_sequences_and_frees_the_old():
    pool = attnviz.PagedKVCache(num_blocks=6, block_size=4, num_heads=1, head_dim=2)
    view = pool.view([pool.add_sequence(), pool.add_sequence()])
    view.update(torch.randn(2, 1, 9, 2), torch.randn(2, 1, 9, 2))  # 3 blocks each
    assert pool.num_free_blocks == 0 and view.nbytes == 6 * 2 * 4 * 2 * 4
    kept = view.keep(torch.arange(5, 9))  # one block each
    assert pool.num_free_blocks == 4 and sorted(pool.sequences) == sorted(kept.seqs)
    with pytest.raises(attnviz.CacheFullError):
        kept.update(torch.randn(2, 1, 9, 2), torch.randn(2, 1, 9, 2))  # needs 3 blocks each
    assert len(kept) == 4 and pool.num_free_blocks == 4  # nothing written
    with pytest.raises(ValueError, match=r"seqs must hold the same number of tokens"):
        other = pool.add_sequence()
        pool.append(other, torch.zeros(1, 1, 2), torch.zeros(1, 1, 2))
        pool.view([kept.seqs[0], other])


def test_models_refuse_a_cache_that_does_not_fit_their_attention():
    gpt, latent = _gpt(), _rotary(latent_dim=8, rope_dim=2)
    tokens = torch.randint(0, VOCAB, (1, 3))
    with pytest.raises(TypeError, match=r"caches\[0\] must be a key–value cache .*LatentCache"):
        gpt(tokens, caches=latent.new_caches())
    with pytest.raises(TypeError, match=r"caches\[0\] must be an attnviz.LatentCache, got KVCache"):
        latent(tokens, caches=gpt.new_caches())
    with pytest.raises(ValueError, match=r"caches must all hold the same number of tokens"):
        caches = gpt.new_caches()
        gpt(tokens, caches=caches[:1] + [attnviz.KVCache()])  # fine: both empty
        gpt(tokens, caches=[caches[0], attnviz.KVCache()])


def test_a_decoding_step_checks_its_arguments_once_whatever_the_depth():
    # the entry point (GPT.forward) checks; its layers and caches do not check again: the same
    # number of check_* calls for a model of 1, 4 or 8 blocks, at most 10, as
    # benchmarks/entry_checks.py counts them (its check_calls profiles one cached step)
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        from entry_checks import check_calls
    finally:
        sys.path.pop(0)
    counts = [check_calls(layers) for layers in (1, 4, 8)]
    assert counts[0] == counts[1] == counts[2] <= 10, counts


def test_a_cache_that_does_not_fit_the_model_is_still_named_inside_a_checked_step():
    # the checks a step skips run as soon as a held cache refuses the new keys
    small, wide = _gpt(), attnviz.GPT(attnviz.GPTConfig(vocab_size=VOCAB, context=32,
                                                        d_model=32, num_heads=2, num_layers=2))
    tokens = torch.randint(0, VOCAB, (1, 3))
    caches = wide.new_caches()
    with torch.no_grad():
        wide(tokens, caches=caches)
        with pytest.raises(ValueError, match=r"keys .*must match"):
            small.eval()(tokens[:, :1], caches=caches[:len(small.blocks)])
        other_batch = wide.new_caches()
        wide(torch.randint(0, VOCAB, (2, 3)), caches=other_batch)
        with pytest.raises(ValueError, match="must match"):
            wide(tokens[:, :1], caches=other_batch)
        doubled = wide.double()
        with pytest.raises(ValueError, match="dtype"):
            doubled(tokens[:, :1], caches=caches)


def test_decode_losses_takes_any_cache_and_a_window_of_one():
    model = _rotary()
    tokens = torch.randint(0, VOCAB, (2, 12), generator=torch.Generator().manual_seed(2))
    plain = model.decode_losses(tokens)
    roomy = model.decode_losses(tokens, make_cache=lambda: attnviz.QuantizedKVCache(
        bits=2, residual=64))  # never fills a group: exact
    torch.testing.assert_close(roomy, plain, rtol=1e-12, atol=1e-12)
    quantized = model.decode_losses(tokens, make_cache=lambda: attnviz.QuantizedKVCache(
        bits=8, residual=4), window=6, num_sinks=1)
    assert quantized.shape == (2, 11) and torch.isfinite(quantized).all()
    alone = model.decode_losses(tokens, window=1)  # each token sees only itself
    with torch.no_grad():
        single = model(tokens[:, :-1].reshape(-1, 1)).view(2, 11, VOCAB)
    expected = torch.nn.functional.cross_entropy(single.transpose(1, 2), tokens[:, 1:],
                                                 reduction="none")
    torch.testing.assert_close(alone, expected, rtol=1e-10, atol=1e-10)
    sink_only = model.decode_losses(tokens, window=1, num_sinks=2)
    assert sink_only.shape == (2, 11)
    with pytest.raises(TypeError, match="make_cache must be a function"):
        model.decode_losses(tokens, make_cache=attnviz.KVCache())
    with pytest.raises(TypeError, match=r"the caches make_cache returns\[0\] must be"):
        model.decode_losses(tokens, make_cache=attnviz.LatentCache)


@pytest.mark.parametrize("call, error, message", [
    (lambda m: m(torch.zeros(2, 0, dtype=torch.long)), ValueError,
     r"tokens must be a \(B, T\) tensor with at least 1 token\(s\) per sequence, got shape "
     r"\(2, 0\)"),
    (lambda m: m(torch.zeros(2, 3, dtype=torch.long), caches=[object(), object()]), TypeError,
     r"caches\[0\] must be a key–value cache .*, got object"),
    (lambda m: m(torch.zeros(2, 3, dtype=torch.long), need_weights="yes"), TypeError,
     "need_weights must be a bool"),
    (lambda m: m(torch.zeros(2, 3, dtype=torch.long), kv_transform=3), TypeError,
     "kv_transform must be a function"),
    (lambda m: m(torch.zeros(2, 3, dtype=torch.long), rotary=attnviz.RotaryEmbedding(6)),
     ValueError, "rotary must rotate heads of width 4, got a RotaryEmbedding of head_dim=6"),
])
def test_the_rotary_model_names_a_bad_call(call, error, message):
    with pytest.raises(error, match=message):
        call(_rotary())


def test_a_rotary_layer_refuses_a_cache_of_other_heads():
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=4, num_kv_heads=2, bias=False,
                                       rotary_base=10000.0)
    cache = attnviz.KVCache()
    x = torch.randn(1, 3, 16)
    layer(x, x, x, causal=True, cache=cache)
    other = attnviz.MultiHeadAttention(d_model=16, num_heads=4, num_kv_heads=4, bias=False,
                                       rotary_base=10000.0)
    y = torch.randn(1, 1, 16)
    with pytest.raises(ValueError, match="keys must match the cached keys in every size but the "
                                         "tokens"):
        other(y, y, y, causal=True, cache=cache)
    z = torch.randn(2, 1, 16)
    with pytest.raises(ValueError, match="keys must match the cached keys"):
        layer(z, z, z, causal=True, cache=cache)  # another batch size


# -- one decoder family --------------------------------------------------------------------------

FAMILY = {"mha": {}, "gqa": dict(num_kv_heads=2), "mqa": dict(num_kv_heads=1),
          "mla": dict(latent_dim=8, rope_dim=2), "sinks": dict(sink_logits=True),
          "untied": dict(tie_embeddings=False)}


@pytest.mark.parametrize("design", FAMILY)
def test_each_design_is_the_one_gpt_with_rotary_positions(design):
    lm = _rotary(**FAMILY[design])
    assert lm.config.positions == "rotary" and not lm.config.bias
    assert all(isinstance(block, attnviz.GPTBlock) for block in lm.blocks)
    assert (lm.output.weight is lm.embedding.weight) == lm.config.tie_embeddings
    gpt = attnviz.GPT(lm.config).double().eval()
    missing, unexpected = gpt.load_state_dict(lm.state_dict())
    assert missing == unexpected == []
    assert (gpt.output.weight is gpt.embedding.weight) == lm.config.tie_embeddings  # still tied
    tokens = torch.randint(0, VOCAB, (2, 50), generator=torch.Generator().manual_seed(3))
    with torch.no_grad():  # longer than the context: rotary positions have no table
        torch.testing.assert_close(gpt(tokens), lm(tokens), rtol=1e-12, atol=1e-12)
        cached = gpt.generate(tokens[:, :3], 12, temperature=0)
        fresh = gpt.generate(tokens[:, :3], 12, temperature=0, use_cache=False)
    assert torch.equal(cached, fresh)  # exact: token ids, greedy


def test_sinusoidal_positions_add_the_fixed_table():
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=VOCAB, context=12, d_model=16, num_heads=4,
                               num_layers=1, ffn_dim=0, positions="sinusoidal")
    model = attnviz.GPT(config).double().eval()
    assert model.positions is None and "position_table" not in model.state_dict()
    tokens = torch.randint(0, VOCAB, (2, 12))
    captured = {}
    model.blocks[0].norm1.register_forward_hook(lambda m, args, out: captured.update(x=args[0]))
    with torch.no_grad():
        full = model(tokens)
        caches = model.new_caches()
        steps = torch.cat([model(tokens[:, :4], caches=caches)]
                          + [model(tokens[:, t:t + 1], caches=caches) for t in range(4, 12)], 1)
    expected = model.embedding(tokens[:, 11:]) + attnviz.sinusoidal_encoding(12, 16)[11:].double()
    torch.testing.assert_close(captured["x"], expected)  # the last step's input
    torch.testing.assert_close(steps, full, rtol=1e-10, atol=1e-10)
    with pytest.raises(ValueError, match="more than the model's context of 12"):
        model(torch.zeros(1, 13, dtype=torch.long))


@pytest.mark.parametrize("kwargs, message", [
    (dict(positions="alibi"), "positions"),
    (dict(positions="rotary", d_model=12, num_heads=4), "even for rotary"),
    (dict(latent_dim=8), "latent_dim and rope_dim must be set together"),
    (dict(latent_dim=8, rope_dim=2), "latent attention .* needs positions='rotary'"),
    (dict(latent_dim=8, rope_dim=2, positions="rotary"), "needs bias=False"),
    (dict(latent_dim=8, rope_dim=2, positions="rotary", bias=False, sink_logits=True),
     "needs sink_logits=False"),
    (dict(rotary_base=0.0), "rotary_base must be a positive number"),
    (dict(bias="no"), "bias"),
])
def test_the_family_refuses_options_that_do_not_go_together(kwargs, message):
    base = dict(vocab_size=VOCAB, d_model=16, num_heads=4)
    with pytest.raises((ValueError, TypeError), match=message):
        attnviz.GPTConfig(**{**base, **kwargs})


def test_decode_losses_needs_rotary_positions_and_sink_layers_take_no_dropout():
    with pytest.raises(ValueError, match="window needs a model with rotary positions .*got "
                                         "positions='learned'"):
        _gpt().decode_losses(torch.zeros(1, 3, dtype=torch.long), window=2)
    learned = _gpt()  # a full cache needs no rotary positions: the loss of the whole sequence
    tokens = torch.randint(0, VOCAB, (2, 9), generator=torch.Generator().manual_seed(4))
    with torch.no_grad():
        whole = torch.nn.functional.cross_entropy(learned(tokens[:, :-1]).transpose(1, 2),
                                                  tokens[:, 1:], reduction="none")
    torch.testing.assert_close(learned.decode_losses(tokens), whole, rtol=1e-10, atol=1e-10)
    with pytest.raises(ValueError, match="sink_logits .* takes no attention dropout"):
        attnviz.MultiHeadAttention(d_model=16, num_heads=4, sink_logits=True, dropout=0.1)
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=4, sink_logits=True)
    x = torch.randn(1, 3, 16)
    with pytest.raises(ValueError, match="sink logits takes causal=True or no mask"):
        layer(x, x, x, valid_lens=torch.tensor([2]))
    with pytest.raises(ValueError, match="this layer has none: build it with rotary_base"):
        layer(x, x, x, rotary=attnviz.RotaryEmbedding(4))


def test_a_rotary_layers_cache_is_a_plain_cache_that_checks_its_slots():
    cache = attnviz.KVCache()
    assert isinstance(cache, Cache)
    layer = attnviz.MultiHeadAttention(d_model=16, num_heads=4, num_kv_heads=2, bias=False,
                                       rotary_base=10000.0)
    x = torch.randn(1, 5, 16)
    layer(x, x, x, causal=True, cache=cache)
    assert len(cache) == 5 and len(cache.keep(torch.tensor([0, 4]))) == 2
    with pytest.raises(TypeError, match="slots must hold integer slot numbers"):
        cache.keep(torch.tensor([0.0, 4.0]))
    with pytest.raises(ValueError, match="strictly increasing"):
        cache.keep(torch.tensor([4, 0]))


@pytest.mark.parametrize(("call", "error", "message"), [
    # a fixed memory is a cache of its own (MemoryCache), not a flag of the plain one
    (lambda: attnviz.KVCache(static=True), TypeError, "unexpected keyword argument 'static'"),
    (lambda: attnviz.MemoryCache(keys=[1.0], values=[2.0]), TypeError,
     "keys must be a torch.Tensor, got list"),
    (lambda: attnviz.KVCache(keys=[1.0], values=[2.0]), TypeError,
     "keys must be a torch.Tensor, got list"),
    (lambda: attnviz.KVCache(keys=torch.zeros(1, 1, 2, 2, dtype=torch.long),
                             values=torch.zeros(1, 1, 2, 2, dtype=torch.long)), TypeError,
     "keys must hold floating-point numbers, got dtype torch.int64"),
    (lambda: attnviz.KVCache(keys=torch.zeros(1, 2, 2)), ValueError,
     "keys must be a 4-D tensor"),
    (lambda: attnviz.KVCache(keys=torch.zeros(1, 1, 2, 2)), ValueError,
     r"keys and values must both be set, or neither \(an empty cache\), got only keys"),
    (lambda: attnviz.KVCache(keys=torch.zeros(1, 1, 2, 2), values=torch.zeros(1, 2, 2, 2)),
     ValueError, r"values must match keys in every size but the last, in dtype and device"),
    (lambda: attnviz.KVCache(keys=torch.zeros(1, 1, 2, 2),
                             values=torch.zeros(1, 1, 2, 2, dtype=torch.float64)), ValueError,
     r"values must match keys .* torch.float32 on cpu and values \(1, 1, 2, 2\) torch.float64"),
    # an empty cache does not know its batch yet, but rows must still be row numbers
    (lambda: attnviz.KVCache().select(torch.tensor([0.5])), TypeError,
     r"rows must hold integer row numbers \(torch.long\), got dtype torch.float32"),
    (lambda: attnviz.LatentCache().select([0]), TypeError, "rows must be a torch.Tensor, got list"),
    (lambda: attnviz.KVCache().select(torch.tensor([[0]])), ValueError,
     r"rows must be a 1-D tensor shaped \(B_new,\)"),
])
def test_caches_check_what_they_are_made_with_and_rows_even_when_empty(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_an_empty_cache_still_selects_integer_rows():
    assert len(attnviz.KVCache().select(torch.tensor([0, 0]))) == 0
    assert isinstance(attnviz.MemoryCache().select(torch.tensor([1])), attnviz.MemoryCache)


def test_a_memory_cache_keeps_its_first_keys_and_values_and_ignores_later_ones():
    cache = attnviz.MemoryCache()
    assert cache.memory() is None and isinstance(cache, attnviz.Cache)
    keys, values = torch.randn(2, 1, 3, 4), torch.randn(2, 1, 3, 4)
    got = cache.update(keys, values)
    assert torch.equal(got[0], keys) and torch.equal(got[1], values) and len(cache) == 3
    later = cache.update(torch.zeros(2, 1, 5, 4), torch.zeros(2, 1, 5, 4))
    assert later[0] is cache.memory()[0] and len(cache) == 3  # the memory, not the new tokens
    with pytest.raises(ValueError, match="keys must be a 4-D tensor"):
        attnviz.MemoryCache().update(torch.zeros(3, 4), torch.zeros(3, 4))
    kept = cache.keep(torch.tensor([0, 2]))
    assert isinstance(kept, attnviz.MemoryCache) and len(kept) == 2


def test_a_config_shows_chapter_nine_fields_and_the_options_it_changes():
    plain = attnviz.GPTConfig(vocab_size=65, context=64, d_model=128, num_heads=4,
                              num_layers=2, ffn_dim=512, dropout=0.0)
    assert repr(plain) == ("GPTConfig(vocab_size=65, context=64, d_model=128, num_heads=4, "
                           "num_layers=2, ffn_dim=512, dropout=0.0, tie_embeddings=True, "
                           "num_kv_heads=None)")  # as chapter 9 prints it
    rotary = attnviz.GPTConfig(vocab_size=65, positions="rotary", bias=False, latent_dim=8,
                               rope_dim=4)
    assert repr(rotary).endswith("positions='rotary', bias=False, latent_dim=8, rope_dim=4)")
    assert eval(repr(rotary), {"GPTConfig": attnviz.GPTConfig}) == rotary  # noqa: S307
