"""The serving engine: every request's output equals the model's own greedy generation for it
alone, under continuous and static batching, chunked prefill and preemption; the trace is
consistent with the pool and the budget."""

import dataclasses

import pytest
import torch

import attnviz
from attnviz.serving.engine import Request, poisson_requests, serve


def _gpt(positions="learned", num_kv_heads=None, seed=0, sink_logits=False):
    torch.manual_seed(seed)
    config = attnviz.GPTConfig(vocab_size=50, context=128, d_model=32, num_heads=4, num_layers=2,
                               ffn_dim=64, positions=positions, num_kv_heads=num_kv_heads,
                               sink_logits=sink_logits)
    model = attnviz.GPT(config).double().eval()
    if sink_logits:  # sinks that take a real share, different per head and layer
        with torch.no_grad():
            for block in model.blocks:
                block.attention.sink_logits.copy_(torch.randn(4, dtype=torch.float64) * 2)
    return model


def _alone(model, request):
    prompt = torch.tensor([request.prompt])
    return model.generate(prompt, request.max_new_tokens, temperature=0)[0, len(prompt[0]):]


def _serve(model, requests, **settings):
    """serve() with a fixed simulated time per step: the same schedule on every machine."""
    return serve(model, requests, step_time=0.002, **settings)


REQUESTS = poisson_requests(10, rate=300.0, vocab_size=50, prompt_lengths=(1, 40),
                            new_tokens=(1, 25), seed=3)


@pytest.mark.parametrize("positions, num_kv_heads", [("learned", None), ("rotary", 2),
                                                     ("sinusoidal", 1)])
@pytest.mark.parametrize("policy, num_blocks", [("continuous", 64), ("continuous", 10),
                                                ("static", 64)])
def test_every_output_is_the_models_own_generation(positions, num_kv_heads, policy, num_blocks):
    model = _gpt(positions, num_kv_heads)
    result = _serve(model, REQUESTS, policy=policy, num_blocks=num_blocks, block_size=8,
                   token_budget=24, max_batch=5)
    for request in REQUESTS:
        assert result.outputs[request.id] == _alone(model, request).tolist(), request.id
    preempted = sum(len(step.preempted) for step in result.steps)
    assert (preempted > 0) == (num_blocks == 10)  # a small pool preempts; a large one never


@pytest.mark.parametrize("positions, num_kv_heads", [("rotary", None), ("learned", 2)])
@pytest.mark.parametrize("num_blocks, share_prefixes", [(64, False), (10, False), (14, True)])
def test_a_model_with_sink_logits_is_served_as_it_generates(positions, num_kv_heads, num_blocks,
                                                            share_prefixes):
    model = _gpt(positions, num_kv_heads, sink_logits=True)
    requests = _shared_requests() if share_prefixes else REQUESTS
    result = _serve(model, requests, num_blocks=num_blocks, block_size=8, token_budget=24,
                    max_batch=5, share_prefixes=share_prefixes)
    for request in requests:
        assert result.outputs[request.id] == _alone(model, request).tolist(), request.id
    if not share_prefixes:  # a small pool preempts; a large one never
        assert any(step.preempted for step in result.steps) == (num_blocks == 10)
    else:
        assert sum(m.reused_tokens for m in result.metrics.values()) > 0 and result.copies > 0


@pytest.mark.parametrize("num_blocks, share_prefixes", [(64, False), (10, False), (14, True)])
def test_a_model_with_latent_attention_is_served_as_it_generates(num_blocks, share_prefixes):
    torch.manual_seed(0)
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=50, context=128, d_model=32, num_heads=4,
                                          num_layers=2, ffn_dim=64, positions="rotary",
                                          bias=False, latent_dim=8, rope_dim=4)).double().eval()
    requests = _shared_requests() if share_prefixes else REQUESTS
    result = _serve(model, requests, num_blocks=num_blocks, block_size=8, token_budget=24,
                    max_batch=5, share_prefixes=share_prefixes)
    for request in requests:
        assert result.outputs[request.id] == _alone(model, request).tolist(), request.id
    if not share_prefixes:
        assert any(step.preempted for step in result.steps) == (num_blocks == 10)
    else:
        assert sum(m.reused_tokens for m in result.metrics.values()) > 0 and result.copies > 0
    step = attnviz.LatentPagedStep(attnviz.StepContext.build([([0], 0, 1)], block_size=8),
                                   torch.zeros(4, 1, 8, 8), torch.zeros(4, 1, 8, 4))
    with pytest.raises(TypeError, match="a LatentPagedStep holds latents"):
        step.attend(torch.zeros(1, 4, 1, 8), torch.zeros(1, 1, 1, 8), torch.zeros(1, 1, 1, 8))
    with pytest.raises(ValueError, match="no need_weights"):
        model.blocks[0].attention(torch.zeros(1, 1, 32, dtype=torch.float64), cache=step,
                                  need_weights=True)


def test_the_trace_keeps_to_the_pool_and_the_budget():
    model = _gpt()
    result = _serve(model, REQUESTS, num_blocks=12, block_size=8, token_budget=24, max_batch=5)
    admitted = [i for step in result.steps for i in step.admitted]
    preempted = [i for step in result.steps for i in step.preempted]
    finished = [i for step in result.steps for i in step.finished]
    assert sorted(finished) == sorted(r.id for r in REQUESTS)
    assert len(admitted) == len(REQUESTS) + len(preempted)  # a preempted request comes back
    for step in result.steps:
        assert len(step.block_owner) == 12 and step.blocks_in_use <= 12
        assert sum(n for _, n in step.prefill) + len(step.decode) <= 24  # the token budget
        running = set(step.decode) | {i for i, _ in step.prefill}
        assert len(running) <= 5
    assert result.steps[-1].blocks_in_use == 0  # every block came back
    chunked = [n for step in result.steps for _, n in step.prefill]
    assert max(chunked) <= 24 and max(len(r.prompt) for r in REQUESTS) > 24  # chunked prompts
    for request in REQUESTS:
        metrics = result.metrics[request.id]
        assert metrics.arrival <= metrics.first_token <= metrics.finish
        assert metrics.new_tokens == request.max_new_tokens
    assert result.throughput > 0
    assert result.percentile("time_to_first_token", 0.5) <= result.percentile(
        "time_to_first_token", 0.99)


def test_static_batches_admit_only_when_the_previous_batch_has_finished():
    model = _gpt()
    result = _serve(model, REQUESTS, policy="static", num_blocks=64, block_size=8, max_batch=4)
    running = set()
    for step in result.steps:
        if step.admitted:
            assert not running  # a new batch only when the last one is done
            running |= set(step.admitted)
            assert len(step.admitted) <= 4
            assert {i for i, _ in step.prefill} == set(step.admitted)  # prompts read whole
        running -= set(step.finished)


def test_an_idle_engine_waits_for_the_next_arrival():
    model = _gpt()
    late = [Request(id=0, prompt=(1, 2, 3), max_new_tokens=2, arrival=0.0),
            Request(id=1, prompt=(4, 5), max_new_tokens=3, arrival=100.0)]
    result = _serve(model, late)
    assert result.metrics[1].first_token >= 100.0
    assert result.outputs[1] == _alone(model, late[1]).tolist()


def test_the_request_stream_is_seeded():
    again = poisson_requests(10, rate=300.0, vocab_size=50, prompt_lengths=(1, 40),
                             new_tokens=(1, 25), seed=3)
    assert again == REQUESTS and REQUESTS[0].arrival == 0.0
    arrivals = [r.arrival for r in REQUESTS]
    assert arrivals == sorted(arrivals)
    assert poisson_requests(10, rate=300.0, vocab_size=50, seed=4) != REQUESTS


def test_bad_input_is_refused_by_name():
    model = _gpt()
    with pytest.raises(ValueError, match="policy must be one of"):
        serve(model, REQUESTS, policy="fifo")
    with pytest.raises(TypeError, match="model must be an attnviz.GPT"):
        serve("model", REQUESTS)
    with pytest.raises(TypeError, match="requests must be a non-empty list"):
        serve(model, [])
    with pytest.raises(ValueError, match=r"requests\[1\] repeats the id 0"):
        serve(model, [REQUESTS[0], REQUESTS[0]])
    with pytest.raises(ValueError, match=r"requests\[0\].prompt"):
        serve(model, [Request(id=0, prompt=(50,), max_new_tokens=1)])
    with pytest.raises(ValueError, match="make num_blocks larger"):
        serve(model, [Request(id=0, prompt=(1,) * 30, max_new_tokens=10)], num_blocks=2,
              block_size=8)
    with pytest.raises(ValueError, match="token_budget must be a positive int"):
        serve(model, REQUESTS, token_budget=0)
    with pytest.raises(ValueError, match="step_time"):
        serve(model, REQUESTS, step_time=0.0)
    with pytest.raises(ValueError, match="rate"):
        poisson_requests(3, rate=0.0, vocab_size=5)
    with pytest.raises(ValueError, match=r"prompt_lengths\[1\]"):
        poisson_requests(3, rate=1.0, vocab_size=5, prompt_lengths=(4, 2))
    result = _serve(model, REQUESTS[:2])
    with pytest.raises(ValueError, match="name must be"):
        result.percentile("latency", 0.5)
    with pytest.raises(ValueError, match="q must be a quantile"):
        result.percentile("time_to_first_token", 1.5)


def _shared_requests(prefix_length=21, count=8, seed=5):
    generator = torch.Generator().manual_seed(seed)
    system = torch.randint(0, 50, (prefix_length,), generator=generator).tolist()
    requests = []
    for index in range(count):
        own = torch.randint(0, 50, (int(torch.randint(1, 12, (), generator=generator)),),
                            generator=generator).tolist()
        requests.append(Request(id=index, prompt=tuple(system + own), max_new_tokens=6,
                                arrival=0.002 * index))
    return requests


@pytest.mark.parametrize("num_blocks", [64, 14])
def test_shared_prefixes_give_the_same_outputs_with_less_prefill_and_memory(num_blocks):
    model = _gpt("rotary", 2)
    requests = _shared_requests()
    plain = _serve(model, requests, num_blocks=64, block_size=8, token_budget=32, max_batch=8)
    shared = _serve(model, requests, num_blocks=num_blocks, block_size=8, token_budget=32,
                   max_batch=8, share_prefixes=True)
    for request in requests:
        assert shared.outputs[request.id] == plain.outputs[request.id]
        assert shared.outputs[request.id] == _alone(model, request).tolist()
    reused = sum(m.reused_tokens for m in shared.metrics.values())
    assert reused > 0
    assert shared.copies > 0  # 21 tokens: two full blocks, then 5 tokens of a shared block
    if num_blocks == 64:  # nothing preempted: every reused token is a prompt token not computed
        assert not any(step.preempted for step in shared.steps + plain.steps)
        assert shared.prefill_tokens == plain.prefill_tokens - reused
        assert shared.peak_blocks < plain.peak_blocks
        assert any(max(step.block_refs) > 1 for step in shared.steps)  # a block used twice
    gone = set()  # requests that have left (finished, or preempted and not yet back)
    for step in shared.steps:
        gone = ((gone | set(step.preempted)) - set(step.admitted)) | set(step.finished)
        for owner, refs in zip(step.block_owner, step.block_refs, strict=True):
            assert (refs > 0) == (owner >= 0)
            assert owner not in gone, (owner, gone)  # an owner is a request using it now


def test_the_prefix_tree_matches_copies_and_evicts():
    from attnviz.serving.prefix import PrefixTree

    tree = PrefixTree(block_size=4)
    assert tree.insert([5, 6, 7, 8, 9, 10, 11, 12, 13], [3, 8]) == 2
    assert tree.match([5, 6, 7, 8, 9, 10, 11, 12, 1]) == [3, 8]
    assert tree.match([5, 6, 7, 8, 0]) == [3]
    assert tree.partial([5, 6, 7, 8, 9, 10, 0]) == (8, 2)
    assert tree.partial([1, 2]) is None
    assert tree.insert([5, 6, 7, 8, 0, 0, 0, 0], [3, 4]) == 1  # a second branch after block 3
    assert tree.evict(1, in_use=lambda block: block == 8) == [4]  # leaves only, unused only
    assert tree.evict(5, in_use=lambda block: False) == [8, 3]
    assert len(tree) == 0
    with pytest.raises(ValueError, match="block_size"):
        PrefixTree(block_size=0)
    with pytest.raises(TypeError, match="tokens must be a list"):
        tree.match("abc")


@pytest.mark.parametrize("policy", ["continuous", "static"])
def test_edge_cases_one_token_prompts_one_new_token_a_budget_of_one_identical_prompts(policy):
    model = _gpt("rotary", 2)
    same = (7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17)  # 11 tokens: one full block of 8 and 3
    requests = [Request(id=0, prompt=(3,), max_new_tokens=1),
                Request(id=1, prompt=(4,), max_new_tokens=9, arrival=0.0001),
                Request(id=2, prompt=same, max_new_tokens=4, arrival=0.0002),
                Request(id=3, prompt=same, max_new_tokens=5, arrival=0.0003),
                Request(id=4, prompt=same[:9], max_new_tokens=3, arrival=0.0004)]
    for budget, share in ((1, False), (1, True), (64, True)):
        result = _serve(model, requests, policy=policy, num_blocks=16, block_size=8,
                       token_budget=budget, max_batch=3, share_prefixes=share)
        for request in requests:
            assert result.outputs[request.id] == _alone(model, request).tolist(), (
                budget, share, request.id)
        if policy == "continuous":
            assert all(sum(n for _, n in s.prefill) + len(s.decode) <= budget
                       for s in result.steps)
        if share and policy == "continuous" and budget == 64:
            assert sum(m.reused_tokens for m in result.metrics.values()) > 0


def test_a_request_preempted_after_sharing_a_prefix_comes_back_right():
    model = _gpt("learned", None)
    requests = _shared_requests(prefix_length=19, count=10, seed=8)
    result = _serve(model, requests, num_blocks=9, block_size=8, token_budget=40, max_batch=8,
                   share_prefixes=True)
    assert sum(len(step.preempted) for step in result.steps) > 0
    for request in requests:
        assert result.outputs[request.id] == _alone(model, request).tolist()


def _alone_sampled(model, request):
    prompt = torch.tensor([request.prompt])
    tokens = model.generate(prompt, request.max_new_tokens, temperature=request.temperature,
                            top_k=request.top_k,
                            generator=torch.Generator().manual_seed(request.seed))
    new = tokens[0, len(request.prompt):].tolist()
    if request.stop is not None and request.stop in new:
        new = new[:new.index(request.stop) + 1]
    return new


@pytest.mark.parametrize("num_blocks", [64, 10])
def test_sampled_requests_with_stop_tokens_are_each_their_own_generation(num_blocks):
    model = _gpt("rotary", 2)
    requests = [Request(id=r.id, prompt=r.prompt, max_new_tokens=r.max_new_tokens,
                        arrival=r.arrival, temperature=0.9, top_k=None if r.id % 2 else 7,
                        seed=100 + r.id) for r in REQUESTS]
    # every third request stops at the token it draws third (when it draws that many)
    requests = [dataclasses.replace(r, stop=_alone_sampled(model, r)[2])
                if r.id % 3 == 0 and r.max_new_tokens > 3 else r for r in requests]
    result = _serve(model, requests, num_blocks=num_blocks, block_size=8, token_budget=24,
                    max_batch=5)
    assert (sum(len(step.preempted) for step in result.steps) > 0) == (num_blocks == 10)
    stopped = 0
    for request in requests:
        expected = _alone_sampled(model, request)
        assert result.outputs[request.id] == expected, request.id
        stopped += len(expected) < request.max_new_tokens
        assert result.metrics[request.id].new_tokens == len(expected)
    assert stopped > 0  # some request met its stop token before its last token


def test_a_sampled_stream_and_bad_request_settings():
    stream = poisson_requests(4, rate=10.0, vocab_size=50, seed=2, temperature=0.7)
    assert [r.seed for r in stream] == [0, 1, 2, 3] and {r.temperature for r in stream} == {0.7}
    model = _gpt()
    for field, value, message in (("temperature", -1.0, "temperature"), ("top_k", 51, "top_k"),
                                  ("seed", -1, "seed"), ("stop", 50, "stop")):
        bad = Request(id=0, prompt=(1, 2), max_new_tokens=2, **{field: value})
        with pytest.raises((ValueError, TypeError), match=rf"requests\[0\]\.{message}"):
            serve(model, [bad])


def test_a_shared_blocks_owner_is_a_request_still_using_it():
    # request 1 shares request 0's prompt blocks and finishes first: the blocks stay in use by
    # request 0, and the trace must name it, not the request that left
    model = _gpt()
    prompt = tuple(range(1, 25))  # three full blocks of 8
    requests = [Request(id=0, prompt=prompt, max_new_tokens=12),
                Request(id=1, prompt=prompt + (30,), max_new_tokens=2, arrival=0.003)]
    result = _serve(model, requests, num_blocks=16, block_size=8, share_prefixes=True)
    finished_at = next(i for i, step in enumerate(result.steps) if 1 in step.finished)
    assert finished_at < len(result.steps) - 1  # request 0 runs on after request 1 left
    shared = [b for b, refs in enumerate(result.steps[finished_at - 1].block_refs) if refs > 1]
    assert shared  # the prompt's blocks were used by both
    for step in result.steps[finished_at:]:
        for block in shared:
            assert step.block_owner[block] in (0, -2), step.block_owner


def test_a_preempted_request_recomputes_in_chunks_and_the_trace_says_so():
    """After a preemption the request reads its prompt and the tokens it had generated again:
    the trace lists that work as chunks, not as decoding, and prefill_tokens counts all of it."""
    model = _gpt()
    requests = [Request(id=i, prompt=(1 + i, 2, 3, 4), max_new_tokens=30) for i in range(2)]
    result = _serve(model, requests, num_blocks=17, block_size=2, token_budget=5, max_batch=2)
    assert sum(len(step.preempted) for step in result.steps) > 0
    computed = sum(step.tokens for step in result.steps)
    decoded = sum(len(step.decode) for step in result.steps)
    assert result.prefill_tokens + result.recompute_tokens == computed - decoded
    assert result.prefill_tokens == sum(len(r.prompt) for r in requests)  # each read once
    assert result.recompute_tokens > 0
    for step in result.steps:
        chunked = [i for i, _ in (*step.prefill, *step.recompute)]
        assert set(step.decode).isdisjoint(chunked) and len(set(chunked)) == len(chunked)
    # every decoding entry is one token of a request past its prompt: its count is at most the
    # tokens generated, and each request's first token comes from a chunk, not a decoding step
    assert decoded <= sum(r.max_new_tokens - 1 for r in requests)
    for request in requests:
        assert result.outputs[request.id] == _alone(model, request).tolist()


def test_the_last_chunk_of_a_recompute_is_a_recompute_even_when_it_is_one_token():
    """A preempted request reads its 11 tokens again in chunks of 5, 5 and 1: the last chunk
    is one token at the end of its tokens, but it is not a decoding step."""
    from collections import deque

    from attnviz.serving.pool import ServingPool, _Sequence
    from attnviz.serving.scheduler import postprocess, schedule

    model = _gpt()
    pool = ServingPool(model, 16, 2, False)
    request = Request(id=0, prompt=(1, 2, 3, 4), max_new_tokens=30)
    seq = _Sequence(request, list(range(1, 12)), preemptions=1)  # 7 tokens generated
    running, waiting = [], deque([seq])
    kinds = []
    for _ in range(3):
        plan = schedule(running, waiting, pool, policy="continuous", token_budget=5,
                        max_batch=4)
        kinds.append([(n, d, r) for (_, n), d, r in zip(plan.batch, plan.decoding,
                                                        plan.recomputing, strict=True)])
        postprocess(plan.batch, torch.zeros(len(plan.batch), 50), running, pool, clock=0.0)
    assert kinds == [[(5, False, True)], [(5, False, True)], [(1, False, True)]]
    plan = schedule(running, waiting, pool, policy="continuous", token_budget=5, max_batch=4)
    assert (plan.batch[0][1], plan.decoding, plan.recomputing) == (1, [True], [False])


def test_requests_and_blocks_refuse_bad_input_by_name():
    with pytest.raises(ValueError, match="id must be a non-negative int"):
        Request(id=-1, prompt=(1,), max_new_tokens=1)
    with pytest.raises(TypeError, match="prompt must be a sequence of integer token ids"):
        Request(id=0, prompt=5, max_new_tokens=1)
    with pytest.raises(TypeError, match="prompt must be a sequence of integer token ids"):
        Request(id=0, prompt=torch.tensor([1.0, 2.0]), max_new_tokens=1)
    with pytest.raises(TypeError, match="prompt"):
        Request(id=0, prompt=(1, True), max_new_tokens=1)
    assert Request(id=0, prompt=torch.tensor([1, 2, 3]), max_new_tokens=1).prompt == (1, 2, 3)
    assert Request(id=0, prompt=[4, 5], max_new_tokens=1).prompt == (4, 5)


def _short_context(kind, seed=0):
    """A float64 GPT with a context of 16, of each kind the book trains."""
    torch.manual_seed(seed)
    settings = {"learned": {}, "sinusoidal": dict(positions="sinusoidal"),
                "rotary-gqa": dict(positions="rotary", num_kv_heads=2, bias=False),
                "sinks": dict(positions="rotary", sink_logits=True, bias=False),
                "latent": dict(positions="rotary", latent_dim=8, rope_dim=4, bias=False),
                "gated-qk-norm": dict(positions="rotary", gate="elementwise", qk_norm=True,
                                      bias=False),
                "headwise-gate": dict(gate="headwise")}[kind]
    config = attnviz.GPTConfig(vocab_size=50, context=16, d_model=32, num_heads=4, num_layers=2,
                               ffn_dim=64, **settings)
    model = attnviz.GPT(config).double().eval()
    if kind == "sinks":
        with torch.no_grad():
            for block in model.blocks:
                block.attention.sink_logits.copy_(torch.randn(4, dtype=torch.float64) * 2)
    if kind == "gated-qk-norm":  # norms that are not the identity, gates far from one half
        with torch.no_grad():
            for block in model.blocks:
                for norm in (block.attention.q_norm, block.attention.k_norm):
                    norm.weight.copy_(1 + torch.rand(8, dtype=torch.float64))
                block.attention.W_g.weight.mul_(50)
    return model


LONG = [Request(id=0, prompt=tuple(range(1, 11)), max_new_tokens=10),  # crosses the context
        Request(id=1, prompt=tuple(range(20, 40)), max_new_tokens=6),  # a prompt beyond it
        Request(id=2, prompt=(3, 4, 5), max_new_tokens=30, arrival=0.001),  # slides 16 times
        Request(id=3, prompt=tuple(range(1, 11)), max_new_tokens=12, arrival=0.002),
        Request(id=4, prompt=(7,), max_new_tokens=5)]  # never reaches the context


@pytest.mark.parametrize("kind", ["learned", "sinusoidal", "rotary-gqa", "sinks", "latent",
                                  "gated-qk-norm", "headwise-gate"])
@pytest.mark.parametrize("num_blocks, budget, share_prefixes", [(64, 24, False), (6, 24, False),
                                                                (64, 5, False), (12, 24, True)])
def test_requests_longer_than_the_context_are_served_as_generate_slides_its_window(
        kind, num_blocks, budget, share_prefixes):
    model = _short_context(kind)
    result = _serve(model, LONG, num_blocks=num_blocks, block_size=4, token_budget=budget,
                    max_batch=4, share_prefixes=share_prefixes)
    for request in LONG:
        assert result.outputs[request.id] == _alone(model, request).tolist(), request.id
    # past the context every new token recomputes the window of 16, and the trace says so
    recomputed = sum(n for step in result.steps for rid, n in step.recompute if rid == 2)
    assert recomputed >= 16 * 16  # at 17, 18, ..., 32 tokens (the 33rd ends it)
    for step in result.steps:  # a request never holds more than a window: 16 slots, 4 blocks
        assert all(step.block_owner.count(rid) <= 4 for rid in range(len(LONG)))
    if num_blocks == 6:  # 24 slots: two windows of 16 do not fit at once
        assert any(step.preempted for step in result.steps)


def test_a_request_longer_than_the_context_needs_only_a_window_of_slots():
    model = _short_context("rotary-gqa")
    request = Request(id=0, prompt=(1,) * 100, max_new_tokens=40)
    result = _serve(model, [request], num_blocks=4, block_size=4)  # 16 slots, 140 tokens
    assert result.outputs[0] == _alone(model, request).tolist()
    with pytest.raises(ValueError, match="needs 16 token slots"):
        serve(model, [request], num_blocks=3, block_size=4)
