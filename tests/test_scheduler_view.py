"""The scheduler view (chapter 12): a serving trace embedded compactly and read back exactly.

The view's data are checked against the engine itself: the pool replayed from the embedded
changes equals every step's ``block_owner`` and ``block_refs``, and each request's states and
progress equal what the engine computed, recorded while it served (the tokens each step
produced, the tokens each prompt chunk left in the pool). tests/browser/test_explorers.py drives
the view in a browser.
"""

import html
import json

import pytest
import torch

import attnviz
from attnviz.serving import engine, scheduler
from attnviz.serving.engine import Request, poisson_requests, serve
from attnviz.visuals import explorers, scheduler_view, views


def _gpt():
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=50, context=128, d_model=32, num_heads=4, num_layers=2,
                               ffn_dim=64)
    return attnviz.GPT(config).double().eval()


REQUESTS = poisson_requests(10, rate=300.0, vocab_size=50, prompt_lengths=(1, 40),
                            new_tokens=(1, 25), seed=3)
_PREFIX = tuple(range(1, 21))
SHARED = [Request(id=10 + i, prompt=_PREFIX + tuple((7 * i + j) % 50 for j in range(4 + i)),
                  max_new_tokens=6 + i, arrival=0.003 * i) for i in range(8)]
SETTINGS = {"plain": (REQUESTS, {"num_blocks": 12, "block_size": 8, "token_budget": 24,
                                 "max_batch": 5}),
            "shared": (SHARED, {"num_blocks": 16, "block_size": 4, "token_budget": 16,
                                "max_batch": 4, "share_prefixes": True})}


def _recorded(name, monkeypatch):
    """serve() on one of SETTINGS with the engine watched: per step, the tokens each request
    produced and the tokens each scheduled request holds in the pool after the step."""
    requests, settings = SETTINGS[name]
    produced, computed = [], []
    forward, next_token = engine._run_step, scheduler._next_token

    def watched_forward(model, pool, batch):
        produced.append([])
        computed.append({seq.request.id: seq.computed + n for seq, n in batch})
        return forward(model, pool, batch)

    def watched_next_token(seq, logits):
        produced[-1].append(seq.request.id)
        return next_token(seq, logits)

    monkeypatch.setattr(engine, "_run_step", watched_forward)
    monkeypatch.setattr(scheduler, "_next_token", watched_next_token)
    result = serve(_gpt(), requests, step_time=0.002, **settings)
    monkeypatch.undo()
    return requests, result, produced, computed


@pytest.mark.parametrize("name", sorted(SETTINGS))
@pytest.mark.parametrize("given", [True, False])
def test_the_view_embeds_what_the_engine_did(name, given, monkeypatch):
    requests, result, produced, computed = _recorded(name, monkeypatch)
    assert any(step.preempted for step in result.steps)  # both traces preempt
    view = explorers.scheduler_explorer(result, requests=requests if given else None)
    assert isinstance(view, attnviz.View) and view.kind == "scheduler"
    data = json.loads(json.dumps(view.data))  # as the page reads it
    ids = [r["id"] for r in data["requests"]]
    assert ids == sorted(r.id for r in requests)
    steps = result.steps
    assert data["start"] == [round(step.start, 6) for step in steps]
    assert data["num_blocks"] == len(steps[0].block_owner) and data["step"] == 0
    # the pool, replayed from the changes, is the engine's at every step
    owner, refs = [-1] * data["num_blocks"], [0] * data["num_blocks"]
    for k, step in enumerate(steps):
        for flat, row in ((data["owner"][k], owner), (data["shared"][k], refs)):
            for b, value in zip(flat[::2], flat[1::2], strict=True):
                row[b] = value
        assert [ids[o] if o >= 0 else o for o in owner] == list(step.block_owner), k
        assert refs == [r if r > 1 else 0 for r in step.block_refs], k
        pairs = data["prefill"][k]
        assert [(ids[i], n) for i, n in zip(pairs[::2], pairs[1::2], strict=True)] == [
            *step.prefill, *step.recompute]  # the view draws every chunk, first or again
    for kind in ("admitted", "finished", "preempted"):
        flat = data[kind]
        assert [(k, ids[i]) for k, i in zip(flat[::2], flat[1::2], strict=True)] == [
            (k, r) for k, step in enumerate(steps) for r in getattr(step, kind)], kind
    # each request's states and progress are what the engine did
    prompts = {r.id: len(r.prompt) for r in requests}
    for request in data["requests"]:
        rid, first = request["id"], request["first"]
        metric = result.metrics[rid]
        assert request["new_tokens"] == metric.new_tokens
        assert steps[first].start >= metric.arrival and (
            first == 0 or steps[first - 1].start < metric.arrival)
        if request["prompt"] is not None:
            assert request["prompt"] == prompts[rid]
        else:  # only where the trace cannot tell it
            assert not given and metric.preemptions and metric.reused_tokens
        generated = 0
        for k in range(first, first + len(request["states"])):
            generated += produced[k].count(rid)
            state, value = request["states"][k - first], request["progress"][k - first]
            step = steps[k]
            assert (state == "p") == (rid in dict((*step.prefill, *step.recompute))), (rid, k)
            assert (state == "d") == (rid in step.decode), (rid, k)
            if state == "p":
                pool = min(computed[k][rid], prompts[rid])
                cut = not produced[k].count(rid) and any(  # then preempted: no token came
                    rid in step.preempted for step in steps[k + 1:k + 2])
                if request["prompt"] is None or (cut and metric.reused_tokens):
                    # what it reused is not in the trace: only what its chunks computed
                    assert value <= pool, (rid, k)
                else:
                    assert value == pool, (rid, k)
            else:
                assert value == generated, (rid, k)
        assert rid in steps[first + len(request["states"]) - 1].finished
        assert generated == metric.new_tokens


def test_the_fragment_follows_the_contract_and_stays_small():
    model = _gpt()
    requests = poisson_requests(60, rate=150.0, vocab_size=50, prompt_lengths=(8, 48),
                                new_tokens=(8, 40), seed=1)
    result = serve(model, requests, step_time=0.002, num_blocks=96, block_size=8,
                   token_budget=48, max_batch=12)
    assert len(result.steps) >= 200
    view = explorers.scheduler_explorer(result, requests=requests)
    fragment = view.to_html()
    assert views.json_for_script(view.data) in fragment
    assert f'data-attnviz-kind="scheduler" data-attnviz-version="{views.front_end_version()}"' \
        in fragment
    assert 'views.register("scheduler", render);' in fragment.rsplit("<script>", 1)[1]
    assert view.fallback + views.SCRIPT_NOTE in fragment
    steps = len(result.steps)
    peak = result.peak_blocks
    preemptions = sum(len(step.preempted) for step in result.steps)
    assert html.unescape(view.fallback).startswith(
        f'<div class="attnviz-fallback">A serving trace of {steps} steps')
    assert f"at most {peak} of 96 blocks in use" in view.fallback
    assert f"{preemptions} preemption" in view.fallback
    assert f"a serving trace of {steps} steps, 60 requests over a pool of 96 blocks" in view.label
    size = len(views.json_for_script(view.data))
    assert size < 60_000, size  # the whole pool per step would be ~100 kB
    # the first steps only
    short = explorers.scheduler_explorer(result, max_steps=20, step=19)
    assert len(short.data["start"]) == len(short.data["owner"]) == 20
    assert short.data["total_steps"] == steps and short.data["step"] == 19
    assert all(len(r["states"]) == len(r["progress"]) <= max(0, 20 - r["first"])
               for r in short.data["requests"])
    assert "the first 20 of" in short.label


def test_scheduler_explorer_rejects_bad_input(monkeypatch):
    result = serve(_gpt(), REQUESTS[:3], step_time=0.002, num_blocks=16, block_size=8)
    with pytest.raises(TypeError, match="result must be the ServeResult of attnviz.serve, got "
                                        "list"):
        explorers.scheduler_explorer(result.steps)
    empty = engine.ServeResult(outputs={}, metrics={}, steps=[])
    with pytest.raises(ValueError, match="result must hold at least one step"):
        explorers.scheduler_explorer(empty)
    with pytest.raises(ValueError, match="max_steps must be a positive int, got 0"):
        explorers.scheduler_explorer(result, max_steps=0)
    last = len(result.steps) - 1
    with pytest.raises(ValueError, match=f"step must be an int between 0 and {last}, got "
                                         f"{last + 1}"):
        explorers.scheduler_explorer(result, step=last + 1)
    with pytest.raises(ValueError, match="step must be an int between 0 and 4, got 5"):
        explorers.scheduler_explorer(result, max_steps=5, step=5)
    with pytest.raises(ValueError, match=r"requests must be the requests result served, ids "
                                         r"\[0, 1, 2\], got ids \[0, 1\]"):
        explorers.scheduler_explorer(result, requests=REQUESTS[:2])
    with pytest.raises(TypeError, match="requests\\[1\\] must be a Request, got dict"):
        explorers.scheduler_explorer(result, requests=[REQUESTS[0], {}])
    with pytest.raises(TypeError, match="requests must be a list of attnviz Requests or None"):
        explorers.scheduler_explorer(result, requests="abc")
    monkeypatch.setattr(scheduler_view, "MAX_TRACE_STEPS", 3)
    with pytest.raises(ValueError, match=f"result has {last + 1} steps, more than the 3 one "
                                         "view shows: pass max_steps"):
        explorers.scheduler_explorer(result)
    assert explorers.scheduler_explorer(result, max_steps=3).data["total_steps"] == last + 1
