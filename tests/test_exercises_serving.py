"""The checkers of chapter 12: a correct function passes, each known mistake its own hint.

Every diagnosis of the chapter is proven here by a deliberately broken implementation that the
checker must catch with exactly that diagnosis. The references the checkers compare with are
themselves checked against the package: the merge is ``merge_attention_partials`` and equals
attention over all the keys; the scheduler's reference replays the serving engine's own trace
step by step; the acceptance rule is ``speculative_accept``'s and gives the target's
distribution; a whole ring of steps gives causal attention.
"""

import math
from collections import Counter

import pytest
import torch
import torch.nn.functional as F
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz.exercises import (
    ch12_attention,
    ch12_serving,
    ch12_speculative,
    check_accept_proposals,
    check_merge_partials,
    check_ring_step,
    check_schedule_step,
)
from attnviz.exercises._guard import _display_name, _resolve
from attnviz.mechanism import split_kv
from attnviz.serving import ring, speculative
from attnviz.serving.engine import Request, serve


def _shown(path):
    """The name a refusal gives ``path`` (``attnviz.<name>`` once the package exports it)."""
    return _display_name(path, _resolve(path)[1])


def _randn(*shape, seed=0, dtype=torch.float64):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=dtype)


# ---- merge_partials -------------------------------------------------------------------------

def merge_partials(outputs, lses):
    top = lses.amax(dim=0)  # (B, H, Tq): the largest log-sum-exp of each query
    top = top.masked_fill(top == -math.inf, 0.0)  # a query no chunk lets see any key
    weights = torch.exp(lses - top)  # (S, B, H, Tq), each at most 1: no overflow
    total = weights.sum(dim=0)  # (B, H, Tq)
    shares = weights / torch.where(total > 0, total, 1.0)  # each query's shares sum to one
    return (shares[..., None] * outputs).sum(dim=0)  # (B, H, Tq, Dh)


def merge_partials_by_logsumexp(outputs, lses):
    total = torch.logsumexp(lses, dim=0)  # (B, H, Tq), -inf where no chunk saw a key
    shares = torch.exp(lses - total.nan_to_num(neginf=0.0))
    return torch.einsum("sbhq,sbhqd->bhqd", shares, outputs)


def test_a_correct_merge_partials_passes():
    assert passes(check_merge_partials(merge_partials))
    assert passes(check_merge_partials(merge_partials_by_logsumexp))


def test_the_merge_reference_is_attention_over_all_the_keys():
    q, k, v = _randn(2, 3, 4, 8, seed=1), _randn(2, 3, 13, 8, seed=2), _randn(2, 3, 13, 8, seed=3)
    partials = [split_kv.attention_partial(q, k[:, :, a:b], v[:, :, a:b])
                for a, b in ((0, 5), (5, 6), (6, 13))]
    outputs = torch.stack([out for out, _ in partials])
    lses = torch.stack([lse for _, lse in partials])
    expected = F.scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(merge_partials(outputs, lses), expected)
    torch.testing.assert_close(split_kv.merge_attention_partials(list(outputs), list(lses))[0],
                               expected)


def _merge_in_turn(outputs, lses, *, from_empty):
    """The online merge, chunk by chunk, without a guard for -inf."""
    out, total = ((torch.zeros_like(outputs[0]), torch.full_like(lses[0], -math.inf))
                  if from_empty else (outputs[0], lses[0]))
    for chunk_out, chunk_lse in zip(outputs[0 if from_empty else 1:],
                                    lses[0 if from_empty else 1:], strict=True):
        new = torch.logaddexp(total, chunk_lse)
        out = (torch.exp(total - new)[..., None] * out
               + torch.exp(chunk_lse - new)[..., None] * chunk_out)
        total = new
    return out


def _merge_unshifted(outputs, lses):
    weights = torch.exp(lses)
    return ((weights / weights.sum(dim=0))[..., None] * outputs).sum(dim=0)


def _merge_unnormalised(outputs, lses):
    top = lses.amax(dim=0).masked_fill(lses.amax(dim=0) == -math.inf, 0.0)
    return (torch.exp(lses - top)[..., None] * outputs).sum(dim=0)


MERGE_MISTAKES = [
    (lambda outputs, lses: outputs.mean(dim=0), "partials-plain-average"),
    (lambda outputs, lses: outputs.sum(dim=0) / outputs.shape[0], "partials-plain-average"),
    (_merge_unshifted, "partials-no-max-shift"),
    (lambda outputs, lses: (torch.exp(lses)[..., None] * outputs).sum(0)
     / torch.exp(lses).sum(0)[..., None], "partials-no-max-shift"),
    (lambda outputs, lses: _merge_in_turn(outputs, lses, from_empty=True),
     "partials-nan-for-empty-chunk"),
    (lambda outputs, lses: _merge_in_turn(outputs, lses, from_empty=False),
     "partials-empty-query-nan"),
    (lambda outputs, lses: (torch.softmax(lses, dim=0)[..., None] * outputs).sum(dim=0),
     "partials-empty-query-nan"),
    (_merge_unnormalised, "partials-not-normalised"),
    (lambda outputs, lses: (torch.softmax(lses, dim=-1)[..., None] * outputs).sum(dim=0),
     "partials-wrong-axis"),
    (lambda outputs, lses: merge_partials(outputs.double(), lses.double()), "serving-dtype"),
    (lambda outputs, lses: merge_partials(outputs, lses)[None], "wrong-shape"),
    (lambda outputs, lses: (merge_partials(outputs, lses), torch.logsumexp(lses, dim=0)),
     "not-a-tensor"),
]


@pytest.mark.parametrize(("broken", "code"), MERGE_MISTAKES, ids=by_code)
def test_each_merge_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_merge_partials(broken)) == code


def test_merge_failures_name_the_case_and_what_came_back():
    result = check_merge_partials(_merge_unshifted)
    assert "outputs (4, 1, 2, 2, 3), lses (4, 1, 2, 2), float64 (log-sum-exps near 1000)" \
        in result.message
    result = check_merge_partials(lambda outputs, lses: (merge_partials(outputs, lses), lses))
    assert result.detail == "got a tuple of 2: return the merged output alone, (B, H, Tq, Dh)"
    result = check_merge_partials(lambda outputs, lses: merge_partials(outputs, lses)[None])
    assert result.detail == "expected shape (1, 2, 3, 4), got (1, 1, 2, 3, 4)"
    result = check_merge_partials(lambda outputs, lses: merge_partials(outputs, lses).tolist())
    assert _diagnosis(result) == "not-a-tensor" and result.detail == "got list"
    result = check_merge_partials(lambda outputs, lses: merge_partials(outputs.double(),
                                                                       lses.double()))
    assert result.detail == "output: expected dtype torch.float32, got torch.float64"

    def in_place(outputs, lses):
        lses -= lses.amax(dim=0).nan_to_num(neginf=0.0)
        return merge_partials(outputs, lses)
    assert _diagnosis(check_merge_partials(in_place)) == "modified-input"
    result = check_merge_partials(lambda outputs, lses: merge_partials(outputs, lses) + 1e-3)
    assert _diagnosis(result) == "wrong-values"


def _merged_by_the_private_softmax(outputs, lses):
    # each query's S partials as the values of one softmax over the lses
    scores = lses.movedim(0, -1)[..., None, :]  # (B, H, Tq, 1, S)
    values = outputs.movedim(0, -2)  # (B, H, Tq, S, Dh)
    return split_kv._partials(scores, values)[0][..., 0, :]


#: One-line answers from the package, each refused: (the name the message gives, the answer)
MERGE_DELEGATIONS = [
    (_shown("attnviz.mechanism.split_kv.merge_attention_partials"),
     lambda outputs, lses: split_kv.merge_attention_partials(list(outputs), list(lses))[0]),
    (_shown("attnviz.mechanism.split_kv.merge_attention_partials"),
     lambda outputs, lses: attnviz.mechanism.split_kv.merge_attention_partials(
         list(outputs.unbind(0)), list(lses.unbind(0)))[0]),
    (_shown("attnviz.mechanism.split_kv._partials"), _merged_by_the_private_softmax),
]


@pytest.mark.parametrize(("name", "delegation"), MERGE_DELEGATIONS)
def test_a_merge_from_the_package_is_refused(name, delegation):
    outputs, lses = _randn(3, 1, 2, 4, 5, seed=4), _randn(3, 1, 2, 4, seed=5)
    torch.testing.assert_close(delegation(outputs, lses), merge_partials(outputs, lses))
    result = check_merge_partials(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


# ---- schedule_step --------------------------------------------------------------------------

def schedule_step(running, waiting, free_blocks, block_size, token_budget, max_batch):
    running = [list(r) for r in running]  # [id, computed, length, blocks], a copy to change
    waiting = list(waiting)  # [(id, length)], a copy
    budget, scheduled, preempted = token_budget, [], []
    i = 0
    while i < len(running):  # the oldest first
        rid, computed, length, held = running[i]
        n = min(length - computed, budget)
        if n <= 0:  # no budget left: it waits a step
            i += 1
            continue
        extra = max(math.ceil((computed + n) / block_size) - held, 0)  # the blocks it lacks
        if extra <= free_blocks:
            free_blocks -= extra
            running[i][3] += extra
            scheduled.append((rid, n))
            budget -= n
            i += 1
            continue
        victim = running.pop()  # the newest, perhaps this request itself
        free_blocks += victim[3]
        waiting.insert(0, (victim[0], victim[2]))  # first in line, every token to recompute
        preempted.append(victim[0])
    while waiting and budget > 0 and len(running) < max_batch:
        rid, length = waiting[0]
        n = min(length, budget)  # a chunk of the prompt, at most the budget left
        needed = math.ceil(n / block_size)
        if needed > free_blocks:
            break  # first come, first served: nobody overtakes it
        free_blocks -= needed
        waiting.pop(0)
        running.append([rid, 0, length, needed])
        scheduled.append((rid, n))
        budget -= n
    return scheduled, preempted


def _scheduler(*, victim=-1, blocks=lambda t, b: -(-t // b), count_held=True, check_free=True,
               overtake=False, retry=True, front=True, keep_computed=False, budget=True,
               prompt="chunk", limit_batch=True, output=None):
    """A learner's scheduler, written with a dict per request; the keywords break it."""
    def step(running, waiting, free_blocks, block_size, token_budget, max_batch):
        state = {rid: {"computed": c, "length": n, "blocks": b} for rid, c, n, b in running}
        order = [rid for rid, *_ in running]
        queue = [(rid, length, 0) for rid, length in waiting]
        left, taken, evicted = token_budget, [], []
        position = 0
        while position < len(order):
            rid = order[position]
            request = state[rid]
            todo = request["length"] - request["computed"]
            n = min(todo, left) if budget else todo
            if n <= 0:
                position += 1
                continue
            lacking = blocks(request["computed"] + n, block_size) - (
                request["blocks"] if count_held else 0)
            if lacking <= free_blocks:
                free_blocks -= max(lacking, 0)
                request["blocks"] += max(lacking, 0)
                taken.append((rid, n))
                left -= n
                position += 1
                continue
            out = order.pop(victim)
            free_blocks += state[out]["blocks"]
            entry = (out, state[out]["length"], state[out]["computed"] if keep_computed else 0)
            queue.insert(0 if front else len(queue), entry)
            evicted.append(out)
            if not retry and out != rid:
                position += 1
        look = 0
        while look < len(queue) and left > 0 and (len(order) < max_batch or not limit_batch):
            rid, length, done = queue[look]
            if prompt == "chunk":
                n = min(length - done, left)
            elif prompt == "whole":
                n = length - done
            elif length - done <= left:
                n = length - done
            else:
                break
            if check_free and blocks(done + n, block_size) > free_blocks:
                if overtake:
                    look += 1
                    continue
                break
            free_blocks -= blocks(done + n, block_size)
            queue.pop(look)
            order.append(rid)
            state[rid] = {"computed": done, "length": length, "blocks": 0}
            taken.append((rid, n))
            left -= n
        return output(taken, evicted) if output else (taken, evicted)
    return step


def schedule_step_with_ceil_division(running, waiting, free_blocks, block_size, token_budget,
                                     max_batch):
    return _scheduler()(running, waiting, free_blocks, block_size, token_budget, max_batch)


def test_a_correct_schedule_step_passes():
    assert passes(check_schedule_step(schedule_step))
    assert passes(check_schedule_step(schedule_step_with_ceil_division))


# (id, prompt length, new tokens, arrival): written out rather than drawn, so that the stream
# (and so the preemptions it causes) is the same with every version of PyTorch
_REPLAY = [(0, 16, 7, 0.0), (1, 10, 11, 0.001126), (2, 17, 12, 0.006068), (3, 8, 3, 0.006709),
           (4, 21, 2, 0.011402), (5, 16, 14, 0.014526), (6, 20, 11, 0.015264),
           (7, 28, 5, 0.017158)]


def _replay_requests():
    return [Request(id=rid, prompt=tuple((7 * rid + i) % 50 for i in range(length)),
                    max_new_tokens=new, arrival=arrival)
            for rid, length, new, arrival in _REPLAY]


def test_the_schedule_reference_replays_the_engines_trace():
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=50, context=128, d_model=32, num_heads=4, num_layers=2,
                               ffn_dim=64)
    model = attnviz.GPT(config).double().eval()
    requests = _replay_requests()
    settings = {"num_blocks": 14, "block_size": 4, "token_budget": 8, "max_batch": 4,
                "step_time": 0.002}
    engine = serve(model, requests, **settings).steps
    stream = [ch12_serving._StreamRequest(r.id, len(r.prompt), r.max_new_tokens, r.arrival)
              for r in requests]
    mine = ch12_serving._stream(stream, **settings)
    assert len(mine) == len(engine)
    for number, (ours, theirs) in enumerate(zip(mine, engine, strict=True)):
        where = f"step {number}"
        assert ours.start == theirs.start, where  # exact: the same sums of the same floats
        assert tuple(ours.prefill) == theirs.prefill, where
        assert tuple(ours.recompute) == theirs.recompute, where
        assert tuple(ours.decode) == theirs.decode, where
        assert tuple(ours.admitted) == theirs.admitted, where
        assert tuple(ours.preempted) == theirs.preempted, where
        assert tuple(ours.finished) == theirs.finished, where
        held = Counter(owner for owner in theirs.block_owner if owner >= 0)
        assert held == Counter({rid: n for rid, n in ours.blocks.items() if n}), where
        # the worked solution takes the same decisions from the same inputs
        assert schedule_step(ours.running, ours.waiting, ours.free_blocks, 4, 8, 4) == (
            ours.scheduled, ours.preempted), where
    # the stream exercises what matters: preemption, chunks, a request readmitted at once
    assert sum(len(step.preempted) for step in engine) >= 5
    prompts = {r.id: len(r.prompt) for r in requests}
    assert any(n < prompts[rid] for step in engine for rid, n in step.prefill)
    assert any(set(step.preempted) & set(step.admitted) for step in engine)


def _schedule_from_the_checker(running, waiting, free_blocks, block_size, token_budget,
                               max_batch):
    from attnviz.exercises import ch12_serving

    return ch12_serving._schedule(running, waiting, free_blocks, block_size, token_budget,
                                  max_batch)


#: Answers that call the checker's own scheduler, each refused: (the name the message gives,
#: the answer)
SCHEDULE_DELEGATIONS = [
    ("attnviz.exercises.ch12_serving._schedule", _schedule_from_the_checker),
]


@pytest.mark.parametrize(("name", "delegation"), SCHEDULE_DELEGATIONS)
def test_the_checkers_own_scheduler_is_refused(name, delegation):
    result = check_schedule_step(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, the scheduler the "
                                    "exercise asks")


SCHEDULE_MISTAKES = [
    (_scheduler(victim=0), "schedule-preempts-oldest"),
    (_scheduler(keep_computed=True), "schedule-keeps-preempted-computed"),
    (_scheduler(front=False), "schedule-preempted-to-back"),
    (_scheduler(retry=False), "schedule-no-retry"),
    (_scheduler(overtake=True), "schedule-skips-ahead"),
    (_scheduler(check_free=False), "schedule-admits-without-blocks"),
    (_scheduler(prompt="whole"), "schedule-no-chunking"),
    (_scheduler(prompt="wait"), "schedule-no-chunking"),
    (_scheduler(count_held=False), "schedule-held-blocks-ignored"),
    (_scheduler(blocks=lambda t, b: t // b), "schedule-blocks-off-by-one"),
    (_scheduler(blocks=lambda t, b: t // b + 1), "schedule-blocks-off-by-one"),
    (_scheduler(budget=False), "schedule-ignores-budget"),
    (_scheduler(budget=False, prompt="whole"), "schedule-ignores-budget"),
    (_scheduler(limit_batch=False), "schedule-ignores-max-batch"),
    (_scheduler(output=lambda s, p: s), "serving-not-pair"),
    (_scheduler(output=lambda s, p: (dict(s), p)), "schedule-output-form"),
    (_scheduler(output=lambda s, p: ([rid for rid, _ in s], p)), "schedule-output-form"),
    (_scheduler(output=lambda s, p: (s, {rid: True for rid in p})), "schedule-output-form"),
    (_scheduler(output=lambda s, p: ([(rid, float(n)) for rid, n in s], p)),
     "schedule-output-form"),
]


def _preempts_the_oldest_in_a_for_loop(running, waiting, free_blocks, block_size, token_budget,
                                       max_batch):
    running, waiting = [list(r) for r in running], list(waiting)
    scheduled, preempted, budget = [], [], token_budget
    for row in list(running):
        if row not in running:
            continue
        n = min(row[2] - row[1], budget)
        if n <= 0:
            continue
        while row in running:
            extra = max(-(-(row[1] + n) // block_size) - row[3], 0)
            if extra <= free_blocks:
                free_blocks, budget = free_blocks - extra, budget - n
                row[3] += extra
                scheduled.append((row[0], n))
                break
            victim = running.pop(0)
            free_blocks += victim[3]
            waiting.insert(0, (victim[0], victim[2]))
            preempted.append(victim[0])
    for rid, length in list(waiting):
        if budget <= 0 or len(running) >= max_batch:
            break
        n = min(length, budget)
        if -(-n // block_size) > free_blocks:
            break
        free_blocks -= -(-n // block_size)
        running.append([rid, 0, length, -(-n // block_size)])
        scheduled.append((rid, n))
        budget -= n
    return scheduled, preempted


def _takes_from_the_callers_queue(running, waiting, *settings):
    scheduled, preempted = schedule_step(running, waiting, *settings)
    admitted = len(scheduled) - sum(rid in {r[0] for r in running} for rid, _ in scheduled)
    del waiting[:admitted]  # the admitted requests leave the caller's queue
    return scheduled, preempted


SCHEDULE_MISTAKES += [(_preempts_the_oldest_in_a_for_loop, "schedule-preempts-oldest"),
                      (_takes_from_the_callers_queue, "schedule-modified-input")]


@pytest.mark.parametrize(("broken", "code"), SCHEDULE_MISTAKES, ids=by_code)
def test_each_schedule_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_schedule_step(broken)) == code


def test_schedule_failures_show_the_state_and_both_schedules():
    result = check_schedule_step(_scheduler(victim=0))
    assert result.case.startswith("running=[(0, 8, 9, 2), (1, 5, 6, 2)], waiting=[(2, 3)], "
                                  "free_blocks=0, block_size=4, token_budget=4, max_batch=4 "
                                  "(request 0 needs a block; request 1 is preempted")
    assert result.detail == ("expected scheduled [(0, 1), (1, 3)], preempted [1]; got "
                             "scheduled [(1, 1), (0, 3)], preempted [0]")
    result = check_schedule_step(_scheduler(output=lambda s, p: ([rid for rid, _ in s], p)))
    assert result.detail == "scheduled: expected (id, new_tokens) pairs of ints, got 0"

    def pops_the_callers_list(running, waiting, *settings):
        out = schedule_step(running, waiting, *settings)
        waiting.clear()
        return out
    result = check_schedule_step(pops_the_callers_list)
    assert _diagnosis(result) == "schedule-modified-input"
    assert result.detail == "running became [(0, 5, 6, 2)], waiting []"

    def takes_one_token_too_many(*state):
        scheduled, preempted = schedule_step(*state)
        return [(rid, n + 1) for rid, n in scheduled[:1]] + scheduled[1:], preempted
    assert _diagnosis(check_schedule_step(takes_one_token_too_many)) == "wrong-values"


# ---- accept_proposals -----------------------------------------------------------------------

def accept_proposals(target_probs, draft_probs, draft_tokens, uniforms):
    for i, token in enumerate(draft_tokens.tolist()):
        p, q = target_probs[i, token], draft_probs[i, token]
        if uniforms[i] * q < p:  # u < p / q, without dividing by q
            continue
        residual = (target_probs[i] - draft_probs[i]).clamp(min=0)
        return i, residual / residual.sum()
    return len(draft_tokens), target_probs[-1]


def accept_proposals_by_ratio(target_probs, draft_probs, draft_tokens, uniforms):
    k = len(draft_tokens)
    rows = torch.arange(k)
    ratio = target_probs[rows, draft_tokens] / draft_probs[rows, draft_tokens]
    rejected = (uniforms >= ratio).nonzero()
    if len(rejected) == 0:
        return k, target_probs[k].clone()
    i = int(rejected[0])
    residual = torch.relu(target_probs[i] - draft_probs[i])
    return i, residual / residual.sum()


def test_a_correct_accept_proposals_passes():
    assert passes(check_accept_proposals(accept_proposals))
    assert passes(check_accept_proposals(accept_proposals_by_ratio))


def test_the_acceptance_rule_is_the_packages():
    """With the package's own draws, the same proposals are accepted and its next token lies
    where the residual puts probability."""
    generator = torch.Generator().manual_seed(6)
    for round_ in range(300):
        k, vocab = 1 + round_ % 4, 6
        p = torch.softmax(2 * torch.randn(k + 1, vocab, generator=generator,
                                          dtype=torch.float64), dim=-1)
        q = torch.softmax(2 * torch.randn(k, vocab, generator=generator, dtype=torch.float64),
                          dim=-1)
        tokens = torch.multinomial(q, 1, generator=generator)[:, 0]
        state = generator.get_state()
        accepted, token = speculative.speculative_accept(p, q, tokens, generator=generator)
        generator.set_state(state)  # the same draws, one scalar at a time, as the package
        uniforms = torch.stack([torch.rand((), generator=generator, dtype=torch.float64)
                                for _ in range(k)])
        mine, residual = accept_proposals(p, q, tokens, uniforms)
        assert mine == accepted
        assert residual[token] > 0


def _first_tokens(rule, p, q, samples, generator):
    """The first two tokens of ``samples`` rounds of speculative decoding through ``rule``, a
    round's proposals drawn from ``q`` and its acceptance draws uniform (-1: no second token
    in that round)."""
    firsts, seconds = [], []
    k = q.shape[0]
    for _ in range(samples):
        tokens = torch.multinomial(q, 1, generator=generator)[:, 0]
        uniforms = torch.rand(k, generator=generator, dtype=torch.float64)
        accepted, residual = rule(p, q, tokens, uniforms)
        following = int(torch.multinomial(residual, 1, generator=generator))
        out = tokens[:accepted].tolist() + [following]
        firsts.append(out[0])
        seconds.append(out[1] if len(out) > 1 else -1)
    return torch.tensor(firsts), torch.tensor(seconds)


def test_sampling_through_the_rule_gives_the_targets_distribution():
    """Whatever the draft, the first token of a round is distributed as the target's row 0, and
    the second (when the first was a proposal it accepted) as its row 1. The rows do not
    depend on earlier tokens here, so each token's distribution is simply a row of p."""
    p = torch.tensor([[0.5, 0.3, 0.15, 0.05], [0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25]],
                     dtype=torch.float64)
    q = torch.tensor([[0.1, 0.2, 0.3, 0.4], [0.4, 0.3, 0.2, 0.1]], dtype=torch.float64)
    samples = 20_000
    firsts, seconds = _first_tokens(accept_proposals, p, q, samples,
                                    torch.Generator().manual_seed(7))
    frequencies = torch.bincount(firsts, minlength=4).double() / samples
    spread = (p[0] * (1 - p[0]) / samples).sqrt()
    assert ((frequencies - p[0]).abs() <= 5 * spread).all(), (frequencies, p[0])
    second = seconds[seconds >= 0]
    frequencies = torch.bincount(second, minlength=4).double() / len(second)
    spread = (p[1] * (1 - p[1]) / len(second)).sqrt()
    assert ((frequencies - p[1]).abs() <= 5 * spread).all(), (frequencies, p[1])
    # the draft's own samples are far from the target: the rule corrects them
    drafted = torch.bincount(torch.multinomial(q[0], samples, replacement=True,
                                               generator=torch.Generator().manual_seed(8)),
                             minlength=4).double() / samples
    assert (drafted - p[0]).abs().max() > 0.3


def test_a_broken_rule_does_not_give_the_targets_distribution():
    p = torch.tensor([[0.5, 0.3, 0.15, 0.05], [0.25, 0.25, 0.25, 0.25]], dtype=torch.float64)
    q = torch.tensor([[0.1, 0.2, 0.3, 0.4]], dtype=torch.float64)
    firsts, _ = _first_tokens(_accept_with(residual="target"), p, q, 20_000,
                              torch.Generator().manual_seed(9))
    frequencies = torch.bincount(firsts, minlength=4).double() / 20_000
    assert (frequencies - p[0]).abs().max() > 0.05


def _accept_with(*, inverted=False, shift=0, keep_going=False, residual="max", bonus=None,
                 output=None):
    """A learner's acceptance rule; the keywords break it."""
    def rule(target_probs, draft_probs, draft_tokens, uniforms):
        k = len(draft_tokens)
        accepted, first = 0, None
        for i in range(k):
            token = int(draft_tokens[i])
            p, q = target_probs[min(i + shift, k), token], draft_probs[i, token]
            ok = uniforms[i] < (q / p if inverted else p / q)
            if ok and (first is None or keep_going):
                accepted += 1
            elif not ok and first is None:
                first = i
                if not keep_going:
                    break
        if first is None:
            dist = target_probs[k] if bonus is None else bonus(target_probs, draft_probs)
        else:
            p, q = target_probs[min(first + shift, k)], draft_probs[first]
            dist = {"max": (p - q).clamp(min=0), "target": p, "reversed": (q - p).clamp(min=0),
                    "unclamped": p - q, "raw": (p - q).clamp(min=0)}[residual]
            if residual != "raw":
                dist = dist / dist.sum()
        return output(accepted, dist) if output else (accepted, dist)
    return rule


ACCEPT_MISTAKES = [
    (_accept_with(inverted=True), "accept-ratio-inverted"),
    (_accept_with(shift=1), "accept-rows-shifted"),
    (_accept_with(keep_going=True), "accept-continues-after-rejection"),
    (_accept_with(residual="target"), "accept-residual-is-target"),
    (_accept_with(residual="reversed"), "accept-residual-reversed"),
    (_accept_with(residual="unclamped"), "accept-residual-negative"),
    (_accept_with(residual="raw"), "accept-residual-not-normalised"),
    (_accept_with(bonus=lambda p, q: p[-2]), "accept-no-bonus-token"),
    (_accept_with(bonus=lambda p, q: torch.zeros_like(p[-1])), "accept-no-bonus-token"),
    (_accept_with(bonus=lambda p, q: (p[-1] - q[-1]).clamp(min=0)
                  / (p[-1] - q[-1]).clamp(min=0).sum()), "accept-no-bonus-token"),
    (_accept_with(output=lambda a, r: (float(a), r)), "accept-count-type"),
    (_accept_with(output=lambda a, r: (torch.tensor(float(a)), r)), "accept-count-type"),
    (_accept_with(output=lambda a, r: (a, r.float())), "serving-dtype"),
    (_accept_with(output=lambda a, r: (a, r[None])), "wrong-shape"),
    (_accept_with(output=lambda a, r: (a, r.tolist())), "not-a-tensor"),
    (_accept_with(output=lambda a, r: a), "serving-not-pair"),
]


@pytest.mark.parametrize(("broken", "code"), ACCEPT_MISTAKES, ids=by_code)
def test_each_accept_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_accept_proposals(broken)) == code


def test_accept_failures_say_what_came_back():
    result = check_accept_proposals(_accept_with(output=lambda a, r: (float(a), r)))
    assert result.detail == "accepted: got 2.0"
    result = check_accept_proposals(_accept_with(output=lambda a, r: a))
    assert result.detail == "expected a pair (accepted, residual), got int"
    result = check_accept_proposals(_accept_with(output=lambda a, r: (a, r[None])))
    assert result.detail == "expected shape (4,), got (1, 4)"
    assert result.case.startswith("k = 2, V = 4, draft_tokens [0, 1], uniforms [0.3, 0.9]")
    result = check_accept_proposals(_accept_with(inverted=True))
    assert result.detail.startswith("expected accepted = 2 and residual tensor([0.25, 0.25, "
                                    "0.25, 0.25], dtype=float64); got accepted = 1")
    # the count as a 0-d integer tensor is an int
    assert check_accept_proposals(_accept_with(output=lambda a, r: (torch.tensor(a), r)))

    def in_place(target_probs, draft_probs, draft_tokens, uniforms):
        uniforms.clamp_(max=0.5)
        return accept_proposals(target_probs, draft_probs, draft_tokens, uniforms)
    assert _diagnosis(check_accept_proposals(in_place)) == "modified-input"


def _accept_checked_against_the_package(target_probs, draft_probs, draft_tokens, uniforms):
    speculative.speculative_accept(target_probs, draft_probs, draft_tokens)  # a comparison
    return accept_proposals(target_probs, draft_probs, draft_tokens, uniforms)


def _accept_checked_through_the_package_path(target_probs, draft_probs, draft_tokens, uniforms):
    attnviz.serving.speculative.speculative_accept(target_probs, draft_probs, draft_tokens)
    return accept_proposals(target_probs, draft_probs, draft_tokens, uniforms)


#: Answers that call the package's rule, each refused: (the name the message gives, the answer)
ACCEPT_DELEGATIONS = [
    (_shown("attnviz.serving.speculative.speculative_accept"),
     _accept_checked_against_the_package),
    (_shown("attnviz.serving.speculative.speculative_accept"),
     _accept_checked_through_the_package_path),
]


@pytest.mark.parametrize(("name", "delegation"), ACCEPT_DELEGATIONS)
def test_the_packages_acceptance_rule_is_refused(name, delegation):
    result = check_accept_proposals(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


# ---- ring_step ------------------------------------------------------------------------------

def ring_step(out, lse, q, k, v, q_pos, k_pos):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])  # (B, H, Tq, Tk)
    visible = k_pos[None, :] <= q_pos[:, None]  # (Tq, Tk): causal, in global positions
    scores = scores.masked_fill(~visible, -math.inf)
    block_lse = torch.logsumexp(scores, dim=-1)  # (B, H, Tq): -inf where nothing is visible
    new_lse = torch.logaddexp(lse, block_lse)  # -inf only where nothing was ever visible
    shift = new_lse.masked_fill(new_lse == -math.inf, 0.0)[..., None]
    old = torch.exp(lse[..., None] - shift) * out  # the earlier keys' share
    return old + torch.exp(scores - shift) @ v, new_lse


def ring_step_by_running_maximum(out, lse, q, k, v, q_pos, k_pos):
    scores = (q @ k.transpose(-2, -1)) * q.shape[-1] ** -0.5
    scores = torch.where(k_pos <= q_pos[:, None], scores, -math.inf)
    top = torch.maximum(lse, scores.amax(dim=-1))  # (B, H, Tq)
    top = torch.where(top == -math.inf, 0.0, top)
    old = torch.exp(lse - top)  # the earlier keys' total, relative to top
    weights = torch.exp(scores - top[..., None])
    total = old + weights.sum(dim=-1)
    seen = total > 0
    new_out = (old[..., None] * out + weights @ v) / torch.where(seen, total, 1.0)[..., None]
    return new_out, torch.where(seen, top + torch.log(total), -math.inf)


def test_a_correct_ring_step_passes():
    assert passes(check_ring_step(ring_step))
    assert passes(check_ring_step(ring_step_by_running_maximum))


@pytest.mark.parametrize("world", [2, 3, 4])
def test_a_whole_ring_of_steps_is_causal_attention_in_any_order(world):
    length = 14
    q, k, v = _randn(2, 2, length, 8, seed=10), _randn(2, 2, length, 8, seed=11), \
        _randn(2, 2, length, 8, seed=12)
    expected = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    owned = ring.ring_positions(length, world, "zigzag")
    for rank, mine in enumerate(owned):
        ring_order = [(rank - step) % world for step in range(world)]
        for order in (ring_order, reversed(range(world))):
            out = torch.zeros_like(q[:, :, mine])
            lse = torch.full(out.shape[:-1], -math.inf, dtype=q.dtype)
            for source in order:
                theirs = owned[source]
                out, lse = ring_step(out, lse, q[:, :, mine], k[:, :, theirs], v[:, :, theirs],
                                     mine, theirs)
            torch.testing.assert_close(out, expected[:, :, mine])
            scores = q[:, :, mine] @ k.transpose(-2, -1) / math.sqrt(8)
            scores = scores.masked_fill(torch.arange(length) > mine[:, None], -math.inf)
            torch.testing.assert_close(lse, torch.logsumexp(scores, dim=-1))


def _ring_with(*, mask="global", scale=None, merge="exact", guard=True, output=None):
    """A learner's ring step; the keywords break it."""
    def step(out, lse, q, k, v, q_pos, k_pos):
        scores = q @ k.transpose(-2, -1) * (scale if scale is not None else q.shape[-1] ** -0.5)
        rows, cols = torch.arange(q.shape[2]), torch.arange(k.shape[2])
        visible = {"global": k_pos[None, :] <= q_pos[:, None], "none": None,
                   "local": cols[None, :] <= rows[:, None],
                   "reversed": k_pos[None, :] >= q_pos[:, None],
                   "strict": k_pos[None, :] < q_pos[:, None]}[mask]
        if visible is not None:
            scores = scores.masked_fill(~visible, -math.inf)
        if guard:
            block_lse = torch.logsumexp(scores, dim=-1)
            safe = block_lse.masked_fill(block_lse == -math.inf, 0.0)[..., None]
            block = torch.exp(scores - safe) @ v
            block = block / torch.exp(block_lse - safe[..., 0]).clamp(min=1e-300)[..., None]
        else:  # a softmax over the block: NaN where it hides every key
            block, block_lse = torch.softmax(scores, dim=-1) @ v, torch.logsumexp(scores, dim=-1)
        new_lse = torch.logaddexp(lse, block_lse)
        shift = new_lse.masked_fill(new_lse == -math.inf, 0.0)
        keep, add = torch.exp(lse - shift)[..., None], torch.exp(block_lse - shift)[..., None]
        if merge == "replace":
            new_out, new_lse = block, block_lse
        elif merge == "not-rescaled":
            new_out = out + add * block
        elif merge == "sum":
            new_out = out + block
        else:
            new_out = keep * out + add * block
        if merge == "lse-kept":
            new_lse = lse
        return output(new_out, new_lse) if output else (new_out, new_lse)
    return step


RING_MISTAKES = [
    (_ring_with(guard=False), "ring-nan-for-hidden-block"),
    (_ring_with(mask="none"), "ring-no-causal-mask"),
    (_ring_with(mask="local"), "ring-local-positions"),
    (_ring_with(mask="reversed"), "ring-mask-reversed"),
    (_ring_with(mask="strict"), "ring-hides-own-position"),
    (_ring_with(scale=1.0), "ring-missing-scale"),
    (_ring_with(merge="not-rescaled"), "ring-state-not-rescaled"),
    (_ring_with(merge="replace"), "ring-state-replaced"),
    (_ring_with(merge="lse-kept"), "ring-lse-not-updated"),
    (_ring_with(output=lambda out, lse: (out, lse.exp().log() * 0 + lse.amax())),
     "ring-lse-not-updated"),
    (_ring_with(merge="sum"), "wrong-values"),
    (_ring_with(output=lambda out, lse: (out.double(), lse.double())), "serving-dtype"),
    (_ring_with(output=lambda out, lse: (out, lse[..., None])), "wrong-shape"),
    (_ring_with(output=lambda out, lse: out), "serving-not-pair"),
    (_ring_with(output=lambda out, lse: (lse, out)), "wrong-shape"),
]


@pytest.mark.parametrize(("broken", "code"), RING_MISTAKES, ids=by_code)
def test_each_ring_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_ring_step(broken)) == code


def test_ring_failures_name_the_step_and_what_is_wrong():
    result = check_ring_step(_ring_with(output=lambda out, lse: (out, lse[..., None])))
    assert result.detail == "expected shape (1, 2, 3), got (1, 2, 3, 1)"
    assert result.case.startswith("q (1, 2, 3, 4), k (1, 2, 4, 4), torch.float64, q_pos "
                                  "[4, 5, 6], k_pos [0, 1, 2, 3] (the first block")
    assert result.case.endswith(": lse")
    result = check_ring_step(_ring_with(merge="lse-kept"))
    assert result.detail.startswith("lse: largest difference from the reference")
    result = check_ring_step(_ring_with(guard=False))
    assert "query 2 sees none of its keys" in result.case

    def in_place(out, lse, q, k, v, q_pos, k_pos):
        new_out, new_lse = ring_step(out, lse, q, k, v, q_pos, k_pos)
        out.copy_(new_out)
        return new_out, new_lse
    assert _diagnosis(check_ring_step(in_place)) == "modified-input"


def test_a_ring_step_right_alone_but_wrong_along_a_ring_is_caught():
    """Every single-step case passes, but a step that forgets what comes after position 11
    fails in the whole ring, at the step that shows it."""
    def forgets_late_keys(out, lse, q, k, v, q_pos, k_pos):
        keep = k_pos <= 11
        return ring_step(out, lse, q, k[:, :, keep], v[:, :, keep], q_pos, k_pos[keep])
    result = check_ring_step(forgets_late_keys)
    assert _diagnosis(result) == "wrong-values"
    assert result.case.startswith("a ring of P = 4 processes, zigzag, T = 16: process 0")


def _ring_step_by_sdpa(out, lse, q, k, v, q_pos, k_pos):
    visible = k_pos[None, :] <= q_pos[:, None]
    block = F.scaled_dot_product_attention(q, k, v, attn_mask=visible).nan_to_num()
    scores = (q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])).masked_fill(~visible, -math.inf)
    return _merged(out, lse, block, torch.logsumexp(scores, dim=-1))


def _merged(out, lse, block, block_lse):
    new_lse = torch.logaddexp(lse, block_lse)
    shift = new_lse.masked_fill(new_lse == -math.inf, 0.0)
    return (torch.exp(lse - shift)[..., None] * out
            + torch.exp(block_lse - shift)[..., None] * block), new_lse


def _ring_step_by_the_packages_partial(out, lse, q, k, v, q_pos, k_pos):
    block, block_lse = split_kv.attention_partial(q, k, v, mask=k_pos[None, :] <= q_pos[:, None])
    return split_kv.merge_attention_partials([out, block], [lse, block_lse])


def _ring_step_by_the_private_partial(out, lse, q, k, v, q_pos, k_pos):
    scores = (q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])).masked_fill(
        ~(k_pos[None, :] <= q_pos[:, None]), -math.inf)
    return _merged(out, lse, *split_kv._partials(scores, v))


def _ring_step_by_compute_attention(out, lse, q, k, v, q_pos, k_pos):
    visible = k_pos[None, :] <= q_pos[:, None]
    block = attnviz.compute_attention(q, k, v, mask=visible)[0].nan_to_num()
    scores = (q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])).masked_fill(~visible, -math.inf)
    return _merged(out, lse, block, torch.logsumexp(scores, dim=-1))


#: One-line answers from the package, each refused: (the name the message gives, the answer)
RING_DELEGATIONS = [
    ("torch.nn.functional.scaled_dot_product_attention", _ring_step_by_sdpa),
    (_shown("attnviz.mechanism.split_kv.attention_partial"), _ring_step_by_the_packages_partial),
    (_shown("attnviz.mechanism.split_kv._partials"), _ring_step_by_the_private_partial),
    ("attnviz.compute_attention", _ring_step_by_compute_attention),
]


@pytest.mark.parametrize(("name", "delegation"), RING_DELEGATIONS)
def test_attention_from_the_package_is_refused_in_a_ring_step(name, delegation):
    q, k, v = _randn(1, 2, 4, 4, seed=13), _randn(1, 2, 3, 4, seed=14), _randn(1, 2, 3, 4, seed=15)
    state = (torch.zeros_like(q), torch.full(q.shape[:-1], -math.inf, dtype=q.dtype))
    args = (*state, q, k, v, torch.tensor([2, 3, 4, 5]), torch.tensor([3, 4, 5]))
    for got, want in zip(delegation(*args), ring_step(*args), strict=True):
        torch.testing.assert_close(got, want)
    result = check_ring_step(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


# ---- all four -------------------------------------------------------------------------------

def test_every_diagnosis_of_the_chapter_is_proven_here():
    codes = (set(ch12_serving.CHAPTER_DIAGNOSES) | set(ch12_speculative.CHAPTER_DIAGNOSES)
             | set(ch12_attention.CHAPTER_DIAGNOSES))
    proven = {code for table in (MERGE_MISTAKES, SCHEDULE_MISTAKES, ACCEPT_MISTAKES,
                                 RING_MISTAKES) for _, code in table}
    assert codes <= proven, f"no broken implementation for {codes - proven}"


STUBS = {"merge_partials": check_merge_partials, "schedule_step": check_schedule_step,
         "accept_proposals": check_accept_proposals, "ring_step": check_ring_step}


@pytest.mark.parametrize("name", list(STUBS))
def test_the_stub_is_not_attempted(name):
    def stub(*args):
        raise NotImplementedError(f"Write {name}, then run the check below.")
    stub.__name__ = name
    result = STUBS[name](stub)
    assert result.diagnosis == "not-attempted" and result.verdict == "not attempted"
    assert result.message.startswith(f"{name} not attempted")


def test_a_crash_is_reported_with_its_error():
    def crashes(running, waiting, free_blocks, block_size, token_budget, max_batch):
        return running[5]
    result = check_schedule_step(crashes)
    assert _diagnosis(result) == "raised"
    assert result.detail == "IndexError: list index out of range"
