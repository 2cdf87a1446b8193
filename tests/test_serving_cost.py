"""The cost of a serving step, fitted from the engine's trace: the fit recovers a known cost,
predicts another schedule's time, and refuses what it cannot fit; the engine's clock scale."""

import pytest
import torch

import attnviz
from attnviz.serving.engine import RequestMetrics, ServeResult, StepRecord, poisson_requests, serve


def _result(steps):
    """A ServeResult of ``(prompt tokens, decoding requests, seconds)`` steps."""
    records = [StepRecord(start=0.0, seconds=seconds, prefill=((0, prompt),) if prompt else (),
                          decode=tuple(range(1, decoding + 1)), admitted=(), finished=(),
                          preempted=(), block_owner=()) for prompt, decoding, seconds in steps]
    metrics = {0: RequestMetrics(arrival=0.0, first_token=0.0, finish=1.0, new_tokens=1,
                                 preemptions=0)}
    return ServeResult(outputs={0: [0]}, metrics=metrics, steps=records)


def test_the_fit_recovers_a_known_cost_and_predicts_another_schedule():
    a, b, c = 0.003, 0.0002, 0.0011  # per step, per prompt token, per decoding request
    shapes = [(0, 4), (32, 2), (0, 9), (17, 0), (64, 5), (0, 1), (5, 7)]
    result = _result([(p, d, a + b * p + c * d) for p, d in shapes])
    apart = attnviz.fit_step_cost(result, same_cost=False)
    assert (apart.overhead, apart.per_prompt_token, apart.per_decode_token) == pytest.approx(
        (a, b, c), rel=1e-9)
    assert apart.steps == len(shapes)
    other = [(100, 0), (0, 3), (0, 3), (0, 2), (0, 1)]
    assert apart.predict(_result([(p, d, 0.0) for p, d in other])) == pytest.approx(
        sum(a + b * p + c * d for p, d in other))
    # one cost per token: an exact line is found again, whatever the kind of token
    line = _result([(p, d, a + b * (p + d)) for p, d in shapes])
    same = attnviz.fit_step_cost(line)
    assert same.per_prompt_token == same.per_decode_token == pytest.approx(b, rel=1e-9)
    assert same.overhead == pytest.approx(a, rel=1e-9)


def test_steps_tokens_and_busy_time_of_a_trace():
    result = _result([(5, 2, 0.25), (0, 3, 0.5)])
    assert [step.tokens for step in result.steps] == [7, 3]
    assert result.busy == 0.75


def test_what_cannot_be_fitted_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="step_time=None"):  # a fixed clock: nothing to fit
        attnviz.fit_step_cost(_result([(4, 1, 0.001), (0, 3, 0.001)]))
    with pytest.raises(ValueError, match="two different sizes"):
        attnviz.fit_step_cost(_result([(4, 0, 0.001), (4, 0, 0.002)]))
    with pytest.raises(ValueError, match="same_cost=True"):  # prompt and decode never apart
        attnviz.fit_step_cost(_result([(2, 2, 0.001), (4, 4, 0.002), (6, 6, 0.0035)]),
                              same_cost=False)
    with pytest.raises(TypeError, match="results must be a ServeResult"):
        attnviz.fit_step_cost([])
    with pytest.raises(TypeError, match="results must be a ServeResult"):
        attnviz.fit_step_cost("trace")
    with pytest.raises(TypeError, match="same_cost"):
        attnviz.fit_step_cost(_result([(4, 1, 0.001), (0, 3, 0.002)]), same_cost="yes")
    cost = attnviz.fit_step_cost(_result([(4, 1, 0.001), (0, 3, 0.002)]))
    with pytest.raises(TypeError, match="result must be a ServeResult"):
        cost.predict([])


def test_a_slower_clock_stretches_every_time_and_changes_no_output():
    torch.manual_seed(0)
    gpt = attnviz.GPT(attnviz.GPTConfig(vocab_size=20, context=64, d_model=16, num_heads=2,
                                        num_layers=1, ffn_dim=32)).eval()
    requests = poisson_requests(6, rate=1e9, vocab_size=20, prompt_lengths=(2, 8),
                                new_tokens=(2, 6), seed=1)  # all waiting from the start
    plain = serve(gpt, requests, num_blocks=16, block_size=4)
    slow = serve(gpt, requests, num_blocks=16, block_size=4, clock_scale=1000.0)
    assert slow.outputs == plain.outputs
    # every step measured, then multiplied: a thousand times slower is far beyond the noise
    assert slow.busy > 100 * plain.busy
    with pytest.raises(ValueError, match="clock_scale"):
        serve(gpt, requests, step_time=0.001, clock_scale=2.0)
    with pytest.raises(ValueError, match="clock_scale"):
        serve(gpt, requests, clock_scale=0.0)
