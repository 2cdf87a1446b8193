"""The repeated-token task, the head scores against brute-force loops, and head ablation."""

import pytest
import torch

import attnviz
from attnviz.inspection.induction import (
    RepeatedTokens,
    ablate_heads,
    induction_scores,
    previous_token_scores,
    repeated_tokens,
)


def _data(B=64, T=20, V=7, seed=0, **kwargs):
    return repeated_tokens(B, T, V, generator=torch.Generator().manual_seed(seed), **kwargs)


@pytest.mark.parametrize(("T", "min_repeat", "max_repeat"), [(20, 2, None), (9, 1, 5), (31, 4, 8)])
def test_each_sequence_repeats_one_segment_right_after_itself(T, min_repeat, max_repeat):
    data = _data(T=T, min_repeat=min_repeat, max_repeat=max_repeat)
    assert data.tokens.shape == (64, T + 1) and data.predictable.shape == (64, T)
    longest = (T + 1) // 2 if max_repeat is None else max_repeat
    for b in range(64):
        p, n = int(data.start[b]), int(data.length[b])
        assert min_repeat <= n <= longest and 0 <= p and p + 2 * n <= T + 1
        assert data.tokens[b, p + n:p + 2 * n].tolist() == data.tokens[b, p:p + n].tolist()
        expected = [p + n <= t <= p + 2 * n - 2 for t in range(T)]
        assert data.predictable[b].tolist() == expected
    assert len(set(data.length.tolist())) > 2 and len(set(data.start.tolist())) > 2  # varied


def test_the_induction_target_holds_the_next_token_after_an_earlier_copy_of_the_current_one():
    data = _data()
    keys = data.induction_targets()
    inputs, targets = data.tokens[:, :-1], data.tokens[:, 1:]
    for b, t in data.predictable.nonzero().tolist():
        k = int(keys[b, t])
        assert k < t and targets[b, t] == inputs[b, k] and inputs[b, t] == inputs[b, k - 1]
    assert (keys[~data.predictable] == -1).all()


def test_the_batches_are_reproducible_and_refuse_bad_sizes():
    assert torch.equal(_data(seed=3).tokens, _data(seed=3).tokens)
    assert not torch.equal(_data(seed=3).tokens, _data(seed=4).tokens)
    with pytest.raises(ValueError, match=r"max_repeat must be an int between 2 and 10, got 11"):
        repeated_tokens(4, 20, 7, max_repeat=11)
    with pytest.raises(ValueError, match=r"min_repeat must be an int between 1 and 10, got 0"):
        repeated_tokens(4, 20, 7, min_repeat=0)
    with pytest.raises(ValueError, match=r"vocab_size must be an int >= 2, got 1"):
        repeated_tokens(4, 20, 1)


def _brute_previous(weights):
    B, H, T, _ = weights.shape
    return torch.tensor([sum(float(weights[b, h, t, t - 1]) for b in range(B)
                             for t in range(1, T)) / (B * (T - 1)) for h in range(H)])


def _brute_induction(weights, data):
    B, H, T, _ = weights.shape
    scores = []
    for h in range(H):
        values = [float(weights[b, h, t, t - int(data.length[b]) + 1])
                  for b in range(B) for t in range(T) if data.predictable[b, t]]
        scores.append(sum(values) / len(values))
    return torch.tensor(scores)


def test_the_scores_equal_brute_force_loops_and_reach_one_on_ideal_heads():
    data = _data(B=6, T=14)
    weights = torch.rand(6, 3, 14, 14, dtype=torch.float64).tril().softmax(dim=-1)
    torch.testing.assert_close(previous_token_scores(weights), _brute_previous(weights),
                               check_dtype=False)
    torch.testing.assert_close(induction_scores(weights, data), _brute_induction(weights, data),
                               check_dtype=False)
    ideal = torch.zeros(6, 2, 14, 14)
    ideal[:, 0, 0, 0] = 1
    ideal[:, 0, torch.arange(1, 14), torch.arange(13)] = 1  # head 0: the previous token
    keys = data.induction_targets()
    for b in range(6):
        for t in range(14):
            ideal[b, 1, t, int(keys[b, t]) if data.predictable[b, t] else t] = 1  # head 1
    torch.testing.assert_close(previous_token_scores(ideal)[0], torch.tensor(1.0))
    torch.testing.assert_close(induction_scores(ideal, data)[1], torch.tensor(1.0))
    assert induction_scores(ideal, data)[0] < 0.5 and previous_token_scores(ideal)[1] < 0.5


def test_the_scores_refuse_weights_that_do_not_fit():
    data = _data(B=2, T=8)
    with pytest.raises(ValueError, match=r"weights must be a 4-D tensor"):
        previous_token_scores(torch.rand(2, 8, 8))
    with pytest.raises(ValueError, match=r"do not match data"):
        induction_scores(torch.rand(2, 1, 9, 9), data)
    with pytest.raises(TypeError, match=r"data must be a RepeatedTokens, got dict"):
        induction_scores(torch.rand(2, 1, 8, 8), {})


def _gpt():
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=7, context=16, d_model=12, num_heads=3, num_layers=2,
                               ffn_dim=0)
    return attnviz.GPT(config).eval()


def test_ablating_a_head_equals_zeroing_its_columns_of_the_output_projection():
    model, tokens = _gpt(), _data(B=4, T=15).tokens[:, :-1]
    before = model(tokens)
    attention = model.blocks[0].attention
    with ablate_heads(attention, [1]):
        ablated = model(tokens)
    assert torch.equal(model(tokens), before)  # the hook is gone
    with torch.no_grad():
        attention.W_o.weight[:, 4:8] = 0  # head 1 of 3, Dh = 4
    torch.testing.assert_close(ablated, model(tokens))
    assert not torch.allclose(ablated, before)


def test_ablating_every_head_leaves_only_the_output_bias():
    attention = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
    x = torch.randn(2, 5, 8)
    with ablate_heads(attention, [0, 1]):
        out = attention(x, x, x, causal=True)
    torch.testing.assert_close(out, attention.W_o.bias.expand(2, 5, 8))


def test_ablation_refuses_bad_heads_and_other_layers():
    attention = _gpt().blocks[0].attention
    with pytest.raises(ValueError, match=r"heads\[0\] must be a head index in \[0, 3\) for a layer "
                                         r"of 3 heads, got 3"):
        with ablate_heads(attention, [3]):
            pass
    with pytest.raises(TypeError, match=r"heads must be a list of head indices, got int 1"):
        with ablate_heads(attention, 1):
            pass
    with pytest.raises(TypeError, match=r"attention must be an attnviz.MultiHeadAttention"):
        with ablate_heads(torch.nn.Linear(2, 2), [0]):
            pass


def test_the_names_are_exported():
    assert attnviz.repeated_tokens is repeated_tokens and attnviz.RepeatedTokens is RepeatedTokens
    assert attnviz.ablate_heads is ablate_heads


# ---------------------------------------------------------------------------------------------
# bad input of every kind: an error that names the argument

_GOOD = _data(B=2, T=8)  # tokens (2, 9), predictable (2, 8)
_ATTENTION = _gpt().blocks[0].attention  # 3 heads


def _fields(**changes):
    fields = {"tokens": _GOOD.tokens, "start": _GOOD.start, "length": _GOOD.length,
              "predictable": _GOOD.predictable}
    return {**fields, **changes}


@pytest.mark.parametrize(("call", "error", "message"), [
    # the task
    (lambda: repeated_tokens(0, 20, 7), ValueError, "num_sequences must be a positive int, got 0"),
    (lambda: repeated_tokens(2.0, 20, 7), TypeError,
     "num_sequences must be a positive int, got 2.0"),
    (lambda: repeated_tokens(True, 20, 7), ValueError,
     "num_sequences must be a positive int, got True"),
    (lambda: repeated_tokens(4, 1, 7), ValueError, "length must be an int >= 2, got 1"),
    (lambda: repeated_tokens(4, 20.0, 7), TypeError, "length must be an int >= 2, got 20.0"),
    (lambda: repeated_tokens(4, None, 7), TypeError, "length must be an int >= 2, got None"),
    (lambda: repeated_tokens(4, 20, 0), ValueError, "vocab_size must be an int >= 2, got 0"),
    (lambda: repeated_tokens(4, 20, "7"), TypeError, "vocab_size must be an int >= 2, got '7'"),
    (lambda: repeated_tokens(4, 20, 7, min_repeat=11), ValueError,
     "min_repeat must be an int between 1 and 10, got 11"),
    (lambda: repeated_tokens(4, 20, 7, min_repeat=1.5), TypeError,
     "min_repeat must be an int between 1 and 10, got 1.5"),
    (lambda: repeated_tokens(4, 20, 7, min_repeat=4, max_repeat=3), ValueError,
     "max_repeat must be an int between 4 and 10, got 3"),
    (lambda: repeated_tokens(4, 20, 7, max_repeat=5.0), TypeError,
     "max_repeat must be an int between 2 and 10, got 5.0"),
    (lambda: repeated_tokens(4, 20, 7, generator=0), TypeError,
     "generator must be a torch.Generator or None, .* got int"),
    (lambda: repeated_tokens(4, 20, 7, 2), TypeError, "positional argument"),
    # a batch built by hand
    (lambda: RepeatedTokens(**_fields(tokens=_GOOD.tokens.tolist())), TypeError,
     "tokens must be a torch.Tensor, got list"),
    (lambda: RepeatedTokens(**_fields(tokens=_GOOD.tokens[0])), ValueError,
     r"tokens must be a 2-D tensor shaped \(B, T \+ 1\), got shape \(9,\)"),
    (lambda: RepeatedTokens(**_fields(tokens=_GOOD.tokens.float())), TypeError,
     "tokens must hold integer token ids, got dtype torch.float32"),
    (lambda: RepeatedTokens(**_fields(tokens=_GOOD.tokens[:, :1])), ValueError,
     r"tokens must be \(B, T \+ 1\) with T >= 1, got shape \(2, 1\)"),
    (lambda: RepeatedTokens(**_fields(start=_GOOD.start.float())), TypeError,
     "start must hold integers, got dtype torch.float32"),
    (lambda: RepeatedTokens(**_fields(start=_GOOD.start[:1])), ValueError,
     r"start must have shape \(B,\) = \(2,\), one entry per sequence of tokens, got \(1,\)"),
    (lambda: RepeatedTokens(**_fields(length=_GOOD.length[:, None])), ValueError,
     r"length must be a 1-D tensor shaped \(B,\) = \(2,\), got shape \(2, 1\)"),
    (lambda: RepeatedTokens(**_fields(length=_GOOD.length.bool())), TypeError,
     "length must hold integers, got dtype torch.bool"),
    (lambda: RepeatedTokens(**_fields(length=[2, 3])), TypeError,
     "length must be a torch.Tensor, got list"),
    (lambda: RepeatedTokens(**_fields(predictable=_GOOD.predictable.long())), TypeError,
     "predictable must be a boolean tensor, got dtype torch.int64"),
    (lambda: RepeatedTokens(**_fields(predictable=_GOOD.predictable[:, :-1])), ValueError,
     r"predictable must have shape \(B, T\) = \(2, 8\), one entry per input token, got "
     r"\(2, 7\)"),
    (lambda: RepeatedTokens(**_fields(predictable=_GOOD.predictable[0])), ValueError,
     r"predictable must be a 2-D tensor shaped \(B, T\) = \(2, 8\), got shape \(8,\)"),
    # the scores
    (lambda: previous_token_scores(torch.rand(2, 3, 8, 8).tolist()), TypeError,
     "weights must be a torch.Tensor, got list"),
    (lambda: previous_token_scores(torch.ones(2, 3, 8, 8, dtype=torch.long)), TypeError,
     "weights must hold floating-point numbers, got dtype torch.int64"),
    (lambda: previous_token_scores(torch.ones(2, 3, 8, 8, dtype=torch.bool)), TypeError,
     "weights must hold floating-point numbers, got dtype torch.bool"),
    (lambda: previous_token_scores(torch.ones(2, 3, 8, 8, dtype=torch.complex64)), TypeError,
     "weights must hold floating-point numbers, got dtype torch.complex64"),
    (lambda: previous_token_scores(torch.rand(2, 3, 8, 9)), ValueError,
     r"weights must be self-attention, \(B, H, T, T\), got shape \(2, 3, 8, 9\)"),
    (lambda: previous_token_scores(torch.rand(2, 3, 1, 1)), ValueError,
     r"weights must be \(B, H, T, T\) with B >= 1 and T >= 2, got shape \(2, 3, 1, 1\)"),
    (lambda: previous_token_scores(torch.rand(0, 3, 4, 4)), ValueError,
     r"weights must be \(B, H, T, T\) with B >= 1"),
    (lambda: induction_scores(torch.rand(2, 3, 8, 8).long(), _GOOD), TypeError,
     "weights must hold floating-point numbers, got dtype torch.int64"),
    (lambda: induction_scores(torch.rand(2, 3, 8), _GOOD), ValueError,
     r"weights must be a 4-D tensor shaped \(B, H, T, T\), got shape \(2, 3, 8\)"),
    (lambda: induction_scores(torch.rand(2, 3, 8, 8), _GOOD.tokens), TypeError,
     "data must be a RepeatedTokens, got Tensor"),
    (lambda: induction_scores(torch.rand(3, 3, 8, 8), _GOOD), ValueError,
     r"weights \(B, H, T, T\) = \(3, 3, 8, 8\) do not match data with \(B, T\) = \(2, 8\)"),
    (lambda: induction_scores(torch.rand(2, 3, 9, 9), _GOOD), ValueError,
     r"weights \(B, H, T, T\) = \(2, 3, 9, 9\) do not match data"),
    # ablation: refused when called, before any with block
    (lambda: ablate_heads(torch.nn.Linear(2, 2), [0]), TypeError,
     "attention must be an attnviz.MultiHeadAttention, got Linear"),
    (lambda: ablate_heads(None, [0]), TypeError,
     "attention must be an attnviz.MultiHeadAttention, got NoneType"),
    (lambda: ablate_heads(_ATTENTION, 1), TypeError, "heads must be a list of head indices, got "
                                                     "int 1"),
    (lambda: ablate_heads(_ATTENTION, "01"), TypeError, "heads must be a list of head indices, "
                                                        "got str '01'"),
    (lambda: ablate_heads(_ATTENTION, None), TypeError, "heads must be a list of head indices"),
    (lambda: ablate_heads(_ATTENTION, torch.tensor([0])), TypeError,
     "heads must be a list of head indices, got Tensor"),
    (lambda: ablate_heads(_ATTENTION, [0, 3]), ValueError,
     r"heads\[1\] must be a head index in \[0, 3\) for a layer of 3 heads, got 3"),
    (lambda: ablate_heads(_ATTENTION, [-1]), ValueError,
     r"heads\[0\] must be a head index in \[0, 3\) .* got -1"),
    (lambda: ablate_heads(_ATTENTION, [1.0]), TypeError,
     r"heads\[0\] must be a head index in \[0, 3\) .* got 1.0"),
    (lambda: ablate_heads(_ATTENTION, [True]), ValueError,
     r"heads\[0\] must be a head index .* got True"),
])
def test_bad_inputs_are_errors_that_name_the_argument(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_a_hand_built_batch_equals_the_generated_one_and_an_empty_ablation_changes_nothing():
    rebuilt = RepeatedTokens(**_fields())
    assert torch.equal(rebuilt.induction_targets(), _GOOD.induction_targets())
    model, tokens = _gpt(), _GOOD.tokens[:, :-1]
    with torch.no_grad(), ablate_heads(model.blocks[0].attention, []):
        ablated = model(tokens)
    torch.testing.assert_close(ablated, model(tokens), rtol=0, atol=0)  # exact: same kernels
