"""The checkers of chapter 11: a correct function passes, each known mistake its own hint.

Every diagnosis of the chapter is proven here by a deliberately broken implementation that the
checker must catch with exactly that diagnosis. The references the checkers compare with are
themselves checked against the package: the absorbed scores against
``MultiHeadLatentAttention``'s explicit keys, the kept slots against ``streaming_keep``. Those
package objects give the right answer (the layer through a hook on its softmax), and the
checkers refuse them.
"""

import math

import pytest
import torch
from exercise_results import by_code, passes
from exercise_results import diagnosis as _diagnosis

import attnviz
from attnviz import exercises
from attnviz.exercises import ch11_latent_and_sinks, check_absorbed_scores, check_sink_eviction

# absorbed scores

def absorbed_scores(q_content, W_uk, latent):
    q_latent = torch.einsum("bhtd,hdc->bhtc", q_content, W_uk)  # (B, H, Tq, Dc)
    return q_latent @ latent[:, None].transpose(-2, -1)  # (B, H, Tq, Tk)


def test_a_correct_absorbed_scorespasses():
    assert passes(check_absorbed_scores(absorbed_scores))


def test_absorbed_scores_with_a_loop_over_heads_passes_too():
    def per_head(q_content, W_uk, latent):
        return torch.stack([(q_content[:, h] @ W_uk[h]) @ latent.transpose(1, 2)
                            for h in range(W_uk.shape[0])], dim=1)
    assert check_absorbed_scores(per_head).passed


def test_the_reference_is_the_layers_explicit_content_score():
    torch.manual_seed(0)
    layer = attnviz.MultiHeadLatentAttention(d_model=12, num_heads=2, head_dim=3, latent_dim=5,
                                             rope_dim=2).double()
    x = torch.randn(1, 4, 12, dtype=torch.float64)
    query_side, _ = layer.absorbed_weights()
    with torch.no_grad():
        latent = layer.W_dkv(x)
        q_content = layer.W_q(x).view(1, 4, 2, 5).transpose(1, 2)[..., :3]  # (B, H, T, Dh)
        keys = layer.W_uk(latent).view(1, 4, 2, 3).transpose(1, 2)  # (B, H, T, Dh)
        torch.testing.assert_close(absorbed_scores(q_content, query_side, latent),
                                   q_content @ keys.transpose(-2, -1))
        torch.testing.assert_close(ch11_latent_and_sinks._scores(q_content, query_side, latent),
                                   q_content @ keys.transpose(-2, -1))


def _formed_keys(q_content, W_uk, latent):
    keys = torch.einsum("hdc,bkc->bhkd", W_uk, latent)  # (B, H, Tk, Dh): what absorption avoids
    return q_content @ keys.transpose(-2, -1)


def _one_head_at_a_time_keys(q_content, W_uk, latent):
    return torch.stack([q_content[:, h] @ (W_uk[h] @ latent.transpose(1, 2))  # (B, Dh, Tk)
                        for h in range(W_uk.shape[0])], dim=1)


def _transposed(q_content, W_uk, latent):
    return absorbed_scores(q_content, W_uk.transpose(1, 2), latent)


def _shared_matrix(q_content, W_uk, latent):
    return absorbed_scores(q_content, W_uk.sum(0, keepdim=True).expand_as(W_uk), latent)


def _rolled_heads(q_content, W_uk, latent):
    return absorbed_scores(q_content, W_uk.roll(1, dims=0), latent)


def _summed_heads(q_content, W_uk, latent):
    return absorbed_scores(q_content, W_uk, latent).sum(dim=1)


ABSORBED_MISTAKES = [
    (_formed_keys, "latent-formed-keys"),
    (_one_head_at_a_time_keys, "latent-formed-keys"),
    (_transposed, "latent-uk-transposed"),
    (_shared_matrix, "latent-heads-mixed"),
    (_rolled_heads, "latent-heads-mixed"),
    (_summed_heads, "latent-heads-mixed"),
    (lambda q, w, c: absorbed_scores(q, w, c) / math.sqrt(q.shape[-1]), "latent-scaled"),
    (lambda q, w, c: absorbed_scores(q, w, c) / math.sqrt(w.shape[-1]), "latent-scaled"),
    (lambda q, w, c: absorbed_scores(q, w, c).transpose(-2, -1), "latent-scores-transposed"),
    (lambda q, w, c: absorbed_scores(q, w, c)[..., :-1], "wrong-shape"),
    (lambda q, w, c: absorbed_scores(q, w, c) + 0.1, "wrong-values"),
]


@pytest.mark.parametrize(("broken", "code"), ABSORBED_MISTAKES, ids=by_code)
def test_each_absorbed_scores_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_absorbed_scores(broken)) == code


def test_formed_keys_are_named_by_their_shape():
    result = check_absorbed_scores(_formed_keys)
    assert "made a tensor of shape (2, 3, 7, 5), with Tk = 7 and Dh = 5 axes" in result.message


def _scores_of_the_latent_layer(q_content, W_uk, latent):
    """The content scores read off MultiHeadLatentAttention's softmax: the last Tq latents are
    the new tokens, the others a cache, the rotary key zero."""
    batch, heads, num_queries, width = q_content.shape
    num_keys, latent_width = latent.shape[1:]
    past = num_keys - num_queries
    layer = attnviz.MultiHeadLatentAttention(d_model=latent_width + heads * width,
                                             num_heads=heads, head_dim=width,
                                             latent_dim=latent_width, rope_dim=2)
    layer = layer.to(q_content.dtype)
    with torch.no_grad():
        for parameter in layer.parameters():
            parameter.zero_()
        layer.W_dkv.weight[:, :latent_width] = torch.eye(latent_width)  # x = [c, q_content]
        layer.W_uk.weight.copy_(W_uk.reshape(heads * width, latent_width))
        for h in range(heads):  # head h's content query: its Dh numbers of x
            rows = slice(h * (width + 2), h * (width + 2) + width)
            layer.W_q.weight[rows, latent_width + h * width:latent_width + (h + 1) * width] = (
                torch.eye(width))
    x = torch.cat([latent[:, past:], q_content.transpose(1, 2).reshape(batch, num_queries, -1)],
                  dim=-1)  # (B, Tq, Dc + H Dh)
    cache = attnviz.LatentCache(latent=latent[:, :past], rope_key=latent.new_zeros(batch, past, 2))
    seen = []
    hook = layer.softmax.register_forward_pre_hook(lambda module, args: seen.append(args[0]))
    try:
        with torch.no_grad():
            layer(x, cache=cache, absorbed=True)
    finally:
        hook.remove()
    return seen[0] * math.sqrt(width + 2)  # the scores were divided by sqrt(Dh + Dr)


#: One-line answers from the package, each refused: (the name the message gives, the answer)
ABSORBED_DELEGATIONS = [("attnviz.MultiHeadLatentAttention", _scores_of_the_latent_layer)]


def test_scores_from_the_latent_layer_are_refused():
    generator = torch.Generator().manual_seed(4)
    q, w_uk, latent = (torch.randn(*shape, generator=generator, dtype=torch.float64)
                       for shape in ((2, 3, 4, 5), (3, 5, 6), (2, 7, 6)))
    torch.testing.assert_close(_scores_of_the_latent_layer(q, w_uk, latent),
                               absorbed_scores(q, w_uk, latent))
    result = check_absorbed_scores(_scores_of_the_latent_layer)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called attnviz.MultiHeadLatentAttention, "
                                    "which the exercise asks")


def test_absorbed_scores_that_write_into_the_latent_are_caught():
    def in_place(q_content, W_uk, latent):
        latent.mul_(1.0)  # values unchanged, but written into
        latent.add_(1.0)
        return absorbed_scores(q_content, W_uk, latent - 1.0)
    assert _diagnosis(check_absorbed_scores(in_place)) == "modified-input"


# sink eviction

def keep_slots(length, window, num_sinks):
    if length <= num_sinks + window:
        return torch.arange(length)
    return torch.cat([torch.arange(num_sinks), torch.arange(length - window, length)])


def test_a_correct_keep_slotspasses():
    assert passes(check_sink_eviction(keep_slots))


def test_keep_slots_with_a_boolean_mask_passes_too():
    def masked(length, window, num_sinks):
        slots = torch.arange(length)
        return slots[(slots < num_sinks) | (slots >= length - window)]
    assert check_sink_eviction(masked).passed


@pytest.mark.parametrize(("length", "window", "num_sinks"),
                         [(10, 4, 2), (4, 4, 2), (2, 1, 3), (9, 3, 0), (0, 2, 1)])
def test_the_reference_is_streaming_keep(length, window, num_sinks):
    assert keep_slots(length, window, num_sinks).tolist() == attnviz.streaming_keep(
        length, window=window, num_sinks=num_sinks).tolist()
    assert ch11_latent_and_sinks._keep(length, window, num_sinks) == keep_slots(
        length, window, num_sinks).tolist()


def _overlapping(length, window, num_sinks):
    return torch.cat([torch.arange(num_sinks), torch.arange(max(0, length - window), length)])


def _negative(length, window, num_sinks):
    return torch.cat([torch.arange(num_sinks), torch.arange(length - window, length)])


def _window_total(length, window, num_sinks):
    recent = max(window - num_sinks, 0)
    if length <= window:
        return torch.arange(length)
    return torch.cat([torch.arange(num_sinks), torch.arange(length - recent, length)])


SINK_MISTAKES = [
    (lambda n, w, s: keep_slots(n, w, s).float(), "sinks-not-integer"),
    (lambda n, w, s: torch.arange(max(0, n - w), n), "sinks-dropped"),
    (lambda n, w, s: torch.arange(max(0, n - w - s), n), "sinks-dropped"),
    (_window_total, "sinks-window-total"),
    (lambda n, w, s: keep_slots(n, w + 1, s), "sinks-off-by-one"),
    (lambda n, w, s: keep_slots(n, w - 1, s), "sinks-off-by-one"),
    (lambda n, w, s: keep_slots(n, w, s + 1), "sinks-off-by-one"),
    (_overlapping, "sinks-duplicates"),
    (_negative, "sinks-duplicates"),
    (lambda n, w, s: keep_slots(n, w, s).flip(0), "sinks-unsorted"),
    (lambda n, w, s: keep_slots(n, w, s)[None], "wrong-shape"),
    (lambda n, w, s: keep_slots(n, w, s).tolist(), "not-a-tensor"),
    (lambda n, w, s: keep_slots(n, w, s)[1:], "wrong-values"),
]


@pytest.mark.parametrize(("broken", "code"), SINK_MISTAKES, ids=by_code)
def test_each_sink_eviction_mistake_gets_its_hint(broken, code):
    assert _diagnosis(check_sink_eviction(broken)) == code


def test_a_sink_eviction_failure_shows_both_slot_lists():
    result = check_sink_eviction(lambda n, w, s: torch.arange(max(0, n - w), n))
    assert "expected slots [0, 1, 6, 7, 8, 9], got [6, 7, 8, 9]" in result.message


#: One-line answers from the package, each refused: (the name the message gives, the answer)
KEEP_DELEGATIONS = [
    ("attnviz.streaming_keep",
     lambda n, w, s: attnviz.streaming_keep(n, window=w, num_sinks=s)),
    ("attnviz.streaming_keep",
     lambda n, w, s: attnviz.mechanism.sinks.streaming_keep(n, window=w, num_sinks=s)),
]


@pytest.mark.parametrize(("name", "delegation"), KEEP_DELEGATIONS)
def test_streaming_keep_itself_is_refused(name, delegation):
    assert delegation(10, 4, 2).tolist() == keep_slots(10, 4, 2).tolist()
    result = check_sink_eviction(delegation)
    assert _diagnosis(result) == "forbidden-call"
    assert result.detail.startswith(f"{result.name} called {name}, which the exercise asks")


# both

def test_every_diagnosis_of_chapter_11_is_proven_here_and_short():
    codes = set(ch11_latent_and_sinks.CHAPTER_DIAGNOSES)
    assert len(codes) >= 10
    proven = {code for table in (ABSORBED_MISTAKES, SINK_MISTAKES) for _, code in table}
    assert codes <= proven, f"no broken implementation for {codes - proven}"
    for code in codes:
        assert len(exercises.DIAGNOSES[code]) <= 240, code


@pytest.mark.parametrize("check", [check_absorbed_scores, check_sink_eviction])
def test_an_unfinished_stub_is_not_attempted(check):
    def stub(*args, **kwargs):
        raise NotImplementedError("write it, then run the check below")
    result = check(stub)
    assert result.verdict == "not attempted" and "not attempted" in result.message


def test_both_checks_are_exported():
    for name in ("check_absorbed_scores", "check_sink_eviction"):
        assert name in exercises.__all__
