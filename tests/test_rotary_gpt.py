"""Chapter 11's GPT with rotary positions, its cache, streaming decoding (GPT.decode_losses),
and the sink task."""

import math

import pytest
import torch
import torch.nn.functional as F

import attnviz

DESIGNS = [dict(), dict(num_kv_heads=2), dict(num_kv_heads=1), dict(latent_dim=16, rope_dim=4),
           dict(sink_logits=True), dict(tie_embeddings=False, ffn_dim=0)]


def _model(seed=0, **kwargs):
    torch.manual_seed(seed)
    sizes = dict(vocab_size=11, context=16, d_model=32, num_heads=4, num_layers=2, ffn_dim=48)
    config = attnviz.GPTConfig(**{**sizes, **kwargs}, positions="rotary", bias=False)
    return attnviz.GPT(config).double().eval()


def _tokens(batch=3, steps=20, seed=1):
    return torch.randint(0, 11, (batch, steps), generator=torch.Generator().manual_seed(seed))


@pytest.mark.parametrize("design", DESIGNS)
def test_decoding_with_the_cache_equals_the_whole_sequence(design):
    model, tokens = _model(**design), _tokens()
    full = model(tokens)
    caches = model.new_caches()
    parts = [model(tokens[:, :5], caches=caches), model(tokens[:, 5:6], caches=caches),
             model(tokens[:, 6:], caches=caches)]
    torch.testing.assert_close(torch.cat(parts, dim=1), full, rtol=1e-10, atol=1e-10)
    assert all(len(cache) == tokens.shape[1] for cache in caches)


@pytest.mark.parametrize("design", DESIGNS)
def test_decode_losses_with_a_full_cache_equal_the_parallel_losses(design):
    model, tokens = _model(**design), _tokens()
    expected = F.cross_entropy(model(tokens[:, :-1]).transpose(1, 2), tokens[:, 1:],
                               reduction="none")
    torch.testing.assert_close(model.decode_losses(tokens), expected, rtol=1e-9,
                               atol=1e-9)


@pytest.mark.parametrize("design", DESIGNS)
def test_a_window_the_sequence_never_fills_changes_nothing(design):
    model, tokens = _model(**design), _tokens(steps=10)
    torch.testing.assert_close(model.decode_losses(tokens, window=9),
                               model.decode_losses(tokens))


def test_a_rolling_window_equals_reading_only_the_window_from_position_zero():
    # StreamingLLM's positions: after eviction the kept tokens sit at slots 0 .. w - 1, so with
    # one layer (whose keys and values depend on their own token only) the prediction after
    # token t equals the model run afresh on the last w tokens
    model, tokens = _model(num_layers=1), _tokens(steps=14)
    window = 5
    losses = model.decode_losses(tokens, window=window)
    for t in range(window, tokens.shape[1] - 1):
        piece = tokens[:, t - window + 1:t + 1]
        logits = model(piece)[:, -1]
        expected = F.cross_entropy(logits, tokens[:, t + 1], reduction="none")
        torch.testing.assert_close(losses[:, t], expected, rtol=1e-9, atol=1e-9)


def test_in_deeper_layers_the_kept_keys_still_remember_the_evicted_tokens():
    # a second layer's cached keys were computed while the evicted tokens were visible: the
    # rolling cache is not the same as reading the window afresh
    model, tokens = _model(num_layers=2), _tokens(steps=14)
    losses = model.decode_losses(tokens, window=5)
    fresh = F.cross_entropy(model(tokens[:, 8:13])[:, -1], tokens[:, 13], reduction="none")
    assert not torch.allclose(losses[:, 12], fresh)


def test_sinks_plus_a_window_equal_reading_the_sinks_and_the_window_afresh():
    model, tokens = _model(num_layers=1), _tokens(steps=14)
    losses = model.decode_losses(tokens, window=4, num_sinks=2)
    t = 11
    piece = torch.cat([tokens[:, :2], tokens[:, t - 3:t + 1]], dim=1)
    expected = F.cross_entropy(model(piece)[:, -1], tokens[:, t + 1], reduction="none")
    torch.testing.assert_close(losses[:, t], expected, rtol=1e-9, atol=1e-9)


def test_weights_are_causal_rows_that_sum_to_one_without_sinks():
    model, tokens = _model(), _tokens()
    logits, maps = model(tokens, need_weights=True)
    torch.testing.assert_close(logits, model(tokens))
    for weights in maps:
        assert weights.shape == (3, 4, 20, 20)
        torch.testing.assert_close(weights.sum(-1), torch.ones(3, 4, 20, dtype=weights.dtype))
        assert torch.all(weights.triu(1) == 0)  # exact: masked keys get exactly zero


def test_sink_logits_take_weight_from_the_keys():
    model = _model(sink_logits=True)
    with torch.no_grad():
        for block in model.blocks:
            block.attention.sink_logits.fill_(3.0)
    _, maps = model(_tokens(), need_weights=True)
    assert all(bool((w.sum(-1) < 1).all()) for w in maps)


def test_a_rescaled_rotation_replaces_the_models_own():
    model, tokens = _model(), _tokens()
    same = attnviz.RotaryEmbedding(8)
    torch.testing.assert_close(model(tokens, rotary=same), model(tokens))
    other = attnviz.RotaryEmbedding(8, scaling="interpolation", factor=2.0)
    assert not torch.allclose(model(tokens, rotary=other), model(tokens))


def test_kv_transform_sees_each_layers_keys_and_values():
    model, tokens = _model(num_kv_heads=2), _tokens()
    seen = []

    def record(k, v):
        seen.append((k.shape, v.shape))
        return k, v

    torch.testing.assert_close(model(tokens, kv_transform=record), model(tokens))
    assert seen == [((3, 2, 20, 8), (3, 2, 20, 8))] * 2


def test_cache_bytes_follow_the_design():
    counts = {}
    for design in DESIGNS[:4]:
        model = _model(**design)
        caches = model.new_caches()
        model(_tokens(steps=7), caches=caches)
        counts[len(counts)] = caches[0].nbytes / (3 * 7 * 8)  # per token
    assert counts == {0: 2 * 4 * 8, 1: 2 * 2 * 8, 2: 2 * 8, 3: 16 + 4}  # MHA, GQA, MQA, MLA


@pytest.mark.parametrize("kwargs, message", [
    (dict(latent_dim=8), "latent_dim and rope_dim must be set together"),
    (dict(latent_dim=8, rope_dim=4, sink_logits=True), "needs sink_logits=False"),
    (dict(num_kv_heads=3), "num_kv_heads"),
    (dict(d_model=36, num_heads=4), "even"),
])
def test_bad_configs_are_refused_naming_the_field(kwargs, message):
    base = dict(vocab_size=11, d_model=32, num_heads=4, positions="rotary", bias=False)
    with pytest.raises((ValueError, TypeError), match=message):
        attnviz.GPTConfig(**{**base, **kwargs})


def test_bad_calls_are_refused_naming_the_argument():
    model = _model()
    with pytest.raises(TypeError, match="config"):
        attnviz.GPT({"vocab_size": 11})
    with pytest.raises(ValueError, match="caches"):
        model(_tokens(), caches=[attnviz.KVCache()])
    with pytest.raises(ValueError, match="tokens"):
        model.decode_losses(_tokens(steps=1))
    with pytest.raises(ValueError, match="window"):
        model.decode_losses(_tokens(), window=0)
    with pytest.raises(ValueError, match="slots must hold slot numbers"):
        caches = model.new_caches()
        model(_tokens(steps=4), caches=caches)
        caches[0].keep(torch.tensor([0, 9]))
    latent = _model(latent_dim=16, rope_dim=4)
    with pytest.raises(ValueError, match="kv_transform"):
        latent(_tokens(), kv_transform=lambda k, v: (k, v))


def test_backcopy_tokens_copy_after_every_trigger():
    data = attnviz.backcopy_tokens(64, 40, 12, num_triggers=3, trigger_rate=0.2,
                                   generator=torch.Generator().manual_seed(0))
    tokens = data.tokens
    assert tokens.shape == (64, 41) and data.predictable.shape == (64, 40)
    assert torch.all(tokens[:, 0] == 12)  # exact: the start token
    rows, steps = data.predictable.nonzero(as_tuple=True)
    assert len(rows) > 200
    assert torch.all(tokens[rows, steps] < 3)  # input t is a trigger...
    assert torch.all(tokens[rows, steps + 1] == tokens[rows, steps - 1])  # ...the next repeats t-1
    assert not data.predictable[:, :2].any()
    free = ~data.predictable[:, 1:] & (tokens[:, 1:-1] >= 3)
    assert 0.1 < (tokens[:, 2:][free] < 3).float().mean() < 0.3  # triggers at about the rate
    again = attnviz.backcopy_tokens(64, 40, 12, num_triggers=3, trigger_rate=0.2,
                                    generator=torch.Generator().manual_seed(0))
    assert torch.equal(again.tokens, tokens)
    no_start = attnviz.backcopy_tokens(8, 10, 12, bos=False,
                                       generator=torch.Generator().manual_seed(1))
    assert no_start.tokens.max() < 12


@pytest.mark.parametrize("kwargs, message", [
    (dict(vocab_size=3), "vocab_size"), (dict(trigger_rate=1.0), "trigger_rate"),
    (dict(length=1), "length"), (dict(num_triggers=0), "num_triggers"),
])
def test_backcopy_tokens_refuse_bad_sizes(kwargs, message):
    args = dict(num_sequences=2, length=8, vocab_size=10)
    with pytest.raises((ValueError, TypeError), match=message):
        attnviz.backcopy_tokens(**{**args, **kwargs})


def test_first_token_weight_averages_the_first_column_over_the_chosen_queries():
    weights = torch.rand(2, 3, 5, 5).softmax(-1)
    torch.testing.assert_close(attnviz.first_token_weight(weights),
                               weights[..., 0].mean(dim=(0, 2)))
    chosen = torch.zeros(2, 5, dtype=torch.bool)
    chosen[1, 3] = True
    torch.testing.assert_close(attnviz.first_token_weight(weights, chosen), weights[1, :, 3, 0])
    with pytest.raises(ValueError, match="queries"):
        attnviz.first_token_weight(weights, torch.zeros(2, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="weights"):
        attnviz.first_token_weight(weights[0])
    assert math.isclose(attnviz.first_token_weight(torch.eye(4)[None, None]).item(), 0.25)


def test_decode_losses_refuses_sinks_without_a_window():
    with pytest.raises(ValueError, match="num_sinks is used only with a window .*got "
                                         "num_sinks=2 and window=None"):
        _model().decode_losses(_tokens(steps=3), num_sinks=2)


@pytest.mark.parametrize(("call", "error", "message"), [
    (lambda w: attnviz.first_token_weight(w[..., :4]), ValueError,
     r"weights must be self-attention weights, shaped \(B, H, T, T\) .*got shape \(2, 3, 5, 4\)"),
    (lambda w: attnviz.first_token_weight(w, torch.ones(2, 5, dtype=torch.long)), TypeError,
     r"queries must be a boolean \(B, T\) = \(2, 5\) tensor, got dtype torch.int64"),
    (lambda w: attnviz.first_token_weight(w, torch.ones(2, 4, dtype=torch.bool)), ValueError,
     r"queries must be a boolean \(B, T\) = \(2, 5\) tensor, got shape \(2, 4\)"),
    (lambda w: attnviz.first_token_weight(w.long()), TypeError,
     "weights must hold floating-point numbers"),
])
def test_first_token_weight_names_a_wrong_argument(call, error, message):
    weights = torch.rand(2, 3, 5, 5).softmax(-1)
    with pytest.raises(error, match=message):
        call(weights)


def test_a_float64_model_gives_a_float64_loss():
    """The loss keeps the model's precision (only autocast's 16-bit logits are raised to
    float32), so float64 checks compare float64 numbers."""
    torch.manual_seed(0)
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=10, context=16, d_model=16, num_heads=2,
                                          num_layers=1, ffn_dim=32, positions="rotary",
                                          bias=False)).double()
    tokens = torch.randint(0, 10, (2, 9))
    loss = model.loss(tokens)
    assert loss.dtype == torch.float64
    assert loss.item() == pytest.approx(model.float().loss(tokens).item(), rel=1e-5)
