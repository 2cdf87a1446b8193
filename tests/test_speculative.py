"""Speculative decoding: greedy output equal to the target's own, sampled tokens distributed as
the target's, and the caches cut back to the tokens that stand."""

import pytest
import torch

import attnviz
from attnviz.serving.speculative import speculative_accept, speculative_generate


def _gpt(seed, layers, width, positions="learned", dtype=torch.float64, context=64, **options):
    torch.manual_seed(seed)
    config = attnviz.GPTConfig(vocab_size=13, context=context, d_model=width, num_heads=2,
                               num_layers=layers, ffn_dim=2 * width, positions=positions,
                               **options)
    return attnviz.GPT(config).to(dtype).eval()


@pytest.mark.parametrize("positions", ["learned", "rotary"])
@pytest.mark.parametrize("k", [1, 3, 7])
def test_greedy_speculative_output_is_the_targets_own(positions, k):
    target, draft = _gpt(0, 3, 32, positions), _gpt(1, 1, 16, positions)
    prompt = torch.randint(0, 13, (1, 5), generator=torch.Generator().manual_seed(2))
    result = speculative_generate(target, draft, prompt, 30, k=k)
    assert torch.equal(result.tokens, target.generate(prompt, 30, temperature=0))
    assert result.tokens.shape == (1, 35)
    assert result.accepted + result.rounds == 30  # each round: its accepted tokens and one more
    assert 0 <= result.accepted <= result.proposed <= k * result.rounds


def test_a_draft_that_is_the_target_is_always_accepted():
    target = _gpt(0, 2, 32)
    prompt = torch.tensor([[1, 2, 3]])
    result = speculative_generate(target, target, prompt, 21, k=4)
    assert result.acceptance_rate == 1.0 and result.rounds == 21 // 5 + (21 % 5 > 0)
    assert result.tokens_per_round > 4


def test_sampled_tokens_follow_the_targets_distribution():
    generator = torch.Generator().manual_seed(0)
    p = torch.tensor([[0.5, 0.2, 0.2, 0.1, 0.0], [0.2, 0.2, 0.2, 0.2, 0.2]], dtype=torch.float64)
    q = torch.tensor([[0.1, 0.1, 0.3, 0.1, 0.4]], dtype=torch.float64)
    counts = torch.zeros(5)
    draws = 20000
    for _ in range(draws):
        proposal = torch.multinomial(q[0], 1, generator=generator)
        accepted, following = speculative_accept(p, q, proposal, generator=generator)
        counts[int(proposal) if accepted else following] += 1
    frequencies = counts / draws
    # four standard errors of a frequency of 0.5 over 20,000 draws: 0.014
    assert (frequencies - p[0].float()).abs().max() < 0.015
    assert counts[4] == 0  # a token the target never gives never comes out


def test_sampling_runs_and_a_seeded_generator_repeats_it():
    target, draft = _gpt(0, 2, 32), _gpt(1, 1, 16)
    prompt = torch.tensor([[4, 5]])
    runs = [speculative_generate(target, draft, prompt, 12, k=3, temperature=0.8,
                                 generator=torch.Generator().manual_seed(7)) for _ in range(2)]
    assert torch.equal(runs[0].tokens, runs[1].tokens) and runs[0].tokens.shape == (1, 14)
    assert torch.equal(runs[0].tokens[:, :2], prompt)


def test_bad_input_is_refused_by_name():
    target, draft = _gpt(0, 2, 32), _gpt(1, 1, 16)
    prompt = torch.tensor([[1, 2]])
    with pytest.raises(ValueError, match="prompt must be a \\(1, T0\\)"):
        speculative_generate(target, draft, prompt.expand(2, 2), 3)
    with pytest.raises(ValueError, match="k must be a positive int, got 0"):
        speculative_generate(target, draft, prompt, 3, k=0)
    with pytest.raises(ValueError, match="temperature"):
        speculative_generate(target, draft, prompt, 3, temperature=-1.0)
    with pytest.raises(TypeError, match="draft must be an attnviz.GPT"):
        speculative_generate(target, "draft", prompt, 3)
    other = attnviz.GPT(attnviz.GPTConfig(vocab_size=12, context=64, d_model=16, num_heads=2,
                                          num_layers=1)).double()
    with pytest.raises(ValueError, match="vocabulary of 13"):
        speculative_generate(target, other, prompt, 3)
    with pytest.raises(ValueError, match="prompt"):
        speculative_generate(target, draft, torch.tensor([[1, 13]]), 3)
    p, q = torch.full((3, 5), 0.2), torch.full((2, 5), 0.2)
    with pytest.raises(ValueError, match="target_probs must be shaped"):
        speculative_accept(p[:2], q, torch.tensor([0, 1]))
    with pytest.raises(ValueError, match="draft_tokens must hold the k = 2"):
        speculative_accept(p, q, torch.tensor([0]))
    with pytest.raises(TypeError, match="draft_tokens"):
        speculative_accept(p, q, torch.tensor([0.0, 1.0]))
    with pytest.raises(ValueError, match="draft_tokens"):
        speculative_accept(p, q, torch.tensor([0, 5]))


@pytest.mark.parametrize("options", [dict(num_kv_heads=1), dict(latent_dim=8, rope_dim=4,
                                                                  bias=False),
                                     dict(num_kv_heads=1, sink_logits=True)])
def test_grouped_query_latent_and_sink_targets_keep_their_own_output(options):
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=13, context=64, d_model=32, num_heads=2, num_layers=2,
                               ffn_dim=64, positions="rotary", **options)
    target = attnviz.GPT(config).double().eval()
    draft = _gpt(1, 1, 16, "rotary")
    prompt = torch.tensor([[1, 5, 9]])
    result = speculative_generate(target, draft, prompt, 17, k=3)
    assert torch.equal(result.tokens, target.generate(prompt, 17, temperature=0))


def test_alpha_counts_only_the_proposals_that_were_judged():
    """A round ends at its first rejection, so the proposals after it are never judged: alpha is
    accepted / (accepted + rejected rounds), larger than the share of all proposals accepted."""
    target, draft = _gpt(0, 3, 32), _gpt(1, 1, 16)
    prompt = torch.randint(0, 13, (1, 5), generator=torch.Generator().manual_seed(2))
    result = speculative_generate(target, draft, prompt, 40, k=4)
    assert 0 < result.rejected <= result.rounds
    assert result.alpha == result.accepted / (result.accepted + result.rejected)
    assert result.alpha >= result.acceptance_rate
    same = speculative_generate(target, target, prompt, 21, k=4)
    assert same.rejected == 0 and same.alpha == 1.0


def test_the_gain_formula_of_leviathan_et_al():
    # (1 - a^(k+1)) / (1 - a) tokens per pass, divided by k c + 1 passes for the speed-up
    tokens, speedup = attnviz.speculative_gain(0.5, 2, cost=0.25)
    assert tokens == pytest.approx(1.75) and speedup == pytest.approx(1.75 / 1.5)
    assert attnviz.speculative_gain(1.0, 3) == (4.0, 4.0)  # every proposal stands
    assert attnviz.speculative_gain(0.0, 5, cost=0.1) == (1.0, pytest.approx(1 / 1.5))
    # measured tokens per pass follow the formula when proposals stand independently: a draft
    # whose proposal stands with probability 1/2 at every position
    generator = torch.Generator().manual_seed(0)
    p = torch.tensor([0.5, 0.5, 0.0], dtype=torch.float64)
    q = torch.tensor([0.0, 0.5, 0.5], dtype=torch.float64)  # proposes 1 or 2; only 1 stands
    k, rounds, tokens = 3, 20000, 0
    for _ in range(rounds):
        proposals = torch.multinomial(q, k, replacement=True, generator=generator)
        accepted, _ = speculative_accept(p.expand(k + 1, 3), q.expand(k, 3), proposals,
                                         generator=generator)
        tokens += accepted + 1
    assert tokens / rounds == pytest.approx(attnviz.speculative_gain(0.5, k)[0], rel=0.02)


@pytest.mark.parametrize("call, match", [
    (lambda: attnviz.speculative_gain(1.5, 2), "alpha must be a probability"),
    (lambda: attnviz.speculative_gain(-0.1, 2), "alpha"),
    (lambda: attnviz.speculative_gain(0.5, 0), "k"),
    (lambda: attnviz.speculative_gain(0.5, 2, cost=-1.0), "cost"),
    (lambda: attnviz.speculative_gain(float("nan"), 2), "alpha"),
])
def test_the_gain_formula_refuses_bad_input_by_name(call, match):
    with pytest.raises((TypeError, ValueError), match=match):
        call()


def test_negative_or_infinite_probabilities_are_refused_by_name():
    p = torch.tensor([[0.5, 0.5], [0.5, 0.5]], dtype=torch.float64)
    q = torch.tensor([[1.2, -0.2]], dtype=torch.float64)
    with pytest.raises(ValueError, match="draft_probs must hold probabilities"):
        speculative_accept(p, q, torch.tensor([0]))
    with pytest.raises(ValueError, match="target_probs must hold probabilities"):
        speculative_accept(p * float("inf"), q.abs(), torch.tensor([0]))


@pytest.mark.parametrize("target_options, draft_context", [
    (dict(positions="learned"), 8), (dict(positions="rotary"), 16),
    (dict(positions="rotary", num_kv_heads=1, sink_logits=True, bias=False), 12),
    (dict(positions="rotary", latent_dim=8, rope_dim=4, bias=False), 20),
    (dict(positions="sinusoidal"), 40)])
@pytest.mark.parametrize("prompt_length, k", [(3, 3), (14, 1), (30, 4)])
def test_past_the_context_greedy_output_is_still_the_targets_own(target_options, draft_context,
                                                                 prompt_length, k):
    # the target's context is 12; the draft's is shorter, longer, or as long as the whole text
    target = _gpt(0, 2, 32, context=12, **target_options)
    draft = _gpt(1, 1, 16, "rotary", context=draft_context)
    prompt = torch.randint(0, 13, (1, prompt_length), generator=torch.Generator().manual_seed(4))
    result = speculative_generate(target, draft, prompt, 20, k=k)
    assert torch.equal(result.tokens, target.generate(prompt, 20, temperature=0))
    assert result.accepted + result.rounds == 20


def test_a_draft_that_is_the_target_is_always_accepted_past_the_context_too():
    target = _gpt(0, 2, 32, "rotary", context=8)
    prompt = torch.tensor([[1, 2, 3]])
    result = speculative_generate(target, target, prompt, 25, k=4)
    assert result.acceptance_rate == 1.0
    assert torch.equal(result.tokens, target.generate(prompt, 25, temperature=0))
