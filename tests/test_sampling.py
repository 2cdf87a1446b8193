"""The one sampler (attnviz/models/sampling.py): what it draws, and that generate, the serving
engine and speculative decoding all draw through it."""

import torch

from attnviz.models import gpt, sampling
from attnviz.serving import scheduler, speculative


def test_the_distribution_keeps_the_top_k_and_divides_by_the_temperature():
    logits = torch.tensor([[2.0, 1.0, 0.5, -1.0]], dtype=torch.float64)
    p = sampling.next_token_distribution(logits, temperature=0.5, top_k=2)
    assert p.dtype == torch.float64
    want = torch.softmax(torch.tensor([4.0, 2.0], dtype=torch.float64), dim=0)
    assert torch.allclose(p[0, :2], want) and bool((p[0, 2:] == 0).all())
    greedy = sampling.next_token_distribution(logits, temperature=0, top_k=None)
    assert greedy.tolist() == [[1.0, 0.0, 0.0, 0.0]]


def test_greedy_draws_no_random_number_and_sampling_follows_the_generator():
    logits = torch.randn(3, 10, generator=torch.Generator().manual_seed(0))
    generator = torch.Generator().manual_seed(1)
    state = generator.get_state()
    assert sampling.sample_next(logits, temperature=0, generator=generator).tolist() == \
        logits.argmax(dim=-1, keepdim=True).tolist()
    assert torch.equal(generator.get_state(), state)  # no draw at temperature 0
    first = sampling.sample_next(logits, temperature=1.0, top_k=3,
                                 generator=torch.Generator().manual_seed(2))
    again = sampling.sample_next(logits, temperature=1.0, top_k=3,
                                 generator=torch.Generator().manual_seed(2))
    assert torch.equal(first, again) and first.shape == (3, 1)
    top3 = logits.topk(3, dim=-1).indices
    assert bool((top3 == first).any(dim=-1).all())  # never outside the top 3


def test_generate_the_engine_and_speculative_decoding_share_it():
    # one function, imported by all three: a change to how tokens are drawn reaches them all
    assert gpt.sample_next is sampling.sample_next
    assert scheduler.sample_next is sampling.sample_next
    assert speculative.next_token_distribution is sampling.next_token_distribution
    logits = torch.randn(4, 7, generator=torch.Generator().manual_seed(3))
    for temperature in (0, 0.7):
        assert torch.equal(speculative._distribution(logits, temperature),
                           sampling.next_token_distribution(logits.double(),
                                                            temperature=temperature))
