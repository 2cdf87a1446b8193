"""The delta rule (DeltaNet, Gated DeltaNet): the chunkwise form equals the recurrent one in
float64, and the recurrent one equals the update written with explicit matrices."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from attnviz.mechanism.delta import delta_rule_chunkwise, delta_rule_recurrent


def _inputs(batch=2, heads=3, length=37, dk=8, dv=5, seed=0, dtype=torch.float64):
    generator = torch.Generator().manual_seed(seed)

    def draw(*shape):
        return torch.randn(*shape, generator=generator, dtype=dtype)

    q, v = draw(batch, heads, length, dk), draw(batch, heads, length, dv)
    k = F.normalize(draw(batch, heads, length, dk), dim=-1)
    beta = torch.rand(batch, heads, length, generator=generator, dtype=dtype)
    log_decay = -0.5 * torch.rand(batch, heads, length, generator=generator, dtype=dtype)
    state = draw(batch, heads, dk, dv)
    return q, k, v, beta, log_decay, state


def _explicit(q, k, v, beta, log_decay, state):
    """S_t = alpha_t (I - beta_t k_t k_tᵀ) S_{t-1} + beta_t k_t v_tᵀ with the matrices formed."""
    eye = torch.eye(k.shape[-1], dtype=k.dtype)
    outputs = torch.zeros(*v.shape, dtype=v.dtype)
    for b in range(q.shape[0]):
        for h in range(q.shape[1]):
            s = state[b, h].clone()
            for t in range(q.shape[2]):
                alpha = log_decay[b, h, t].exp()
                kt = k[b, h, t, :, None]
                write = beta[b, h, t] * kt @ v[b, h, t][None]  # beta k vᵀ, (Dk, Dv)
                s = alpha * (eye - beta[b, h, t] * kt @ kt.T) @ s + write
                outputs[b, h, t] = s.T @ q[b, h, t]
    return outputs


@pytest.mark.parametrize("gated", [False, True])
@pytest.mark.parametrize("initial", [False, True])
def test_the_recurrent_form_is_the_update_with_explicit_matrices(gated, initial):
    q, k, v, beta, log_decay, state = _inputs(batch=1, heads=2, length=9)
    decay = log_decay if gated else None
    start = state if initial else None
    out, _ = delta_rule_recurrent(q, k, v, beta, log_decay=decay, state=start)
    expected = _explicit(q, k, v, beta, log_decay if gated else torch.zeros_like(beta),
                         state if initial else torch.zeros_like(state))
    torch.testing.assert_close(out, expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("gated", [False, True])
@pytest.mark.parametrize("initial", [False, True])
@pytest.mark.parametrize("chunk_size", [1, 4, 16, 37, 64])
def test_the_chunkwise_form_equals_the_recurrent_one_in_float64(gated, initial, chunk_size):
    q, k, v, beta, log_decay, state = _inputs()
    kwargs = {"log_decay": log_decay if gated else None, "state": state if initial else None}
    out, last = delta_rule_recurrent(q, k, v, beta, **kwargs)
    out_c, last_c = delta_rule_chunkwise(q, k, v, beta, chunk_size=chunk_size, **kwargs)
    torch.testing.assert_close(out_c, out, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(last_c, last, rtol=1e-12, atol=1e-12)


def test_the_two_forms_have_the_same_gradients():
    inputs = _inputs(length=13)
    grads = []
    for compute in (delta_rule_recurrent,
                    lambda *a, **kw: delta_rule_chunkwise(*a, chunk_size=5, **kw)):
        leaves = [x.clone().requires_grad_() for x in inputs]
        q, k, v, beta, log_decay, state = leaves
        out, last = compute(q, k, v, beta, log_decay=log_decay, state=state)
        (out.square().sum() + last.sum()).backward()
        grads.append([leaf.grad for leaf in leaves])
    for recurrent, chunkwise in zip(*grads, strict=True):
        torch.testing.assert_close(chunkwise, recurrent, rtol=1e-10, atol=1e-10)


def test_a_state_carried_over_continues_the_sequence():
    q, k, v, beta, log_decay, _ = _inputs(length=20)
    whole, last = delta_rule_chunkwise(q, k, v, beta, log_decay=log_decay, chunk_size=8)
    first, middle = delta_rule_chunkwise(q[:, :, :11], k[:, :, :11], v[:, :, :11],
                                         beta[:, :, :11], log_decay=log_decay[:, :, :11],
                                         chunk_size=8)
    second, end = delta_rule_recurrent(q[:, :, 11:], k[:, :, 11:], v[:, :, 11:], beta[:, :, 11:],
                                       log_decay=log_decay[:, :, 11:], state=middle)
    torch.testing.assert_close(torch.cat([first, second], dim=2), whole, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(end, last, rtol=1e-12, atol=1e-12)


def test_the_delta_rule_overwrites_where_linear_attention_adds():
    # Orthonormal keys, beta = 1: writing key 0 twice keeps only the second value, and every
    # other key recalls its own value exactly; a plain sum (linear attention) recalls both.
    dk = 4
    keys = torch.eye(dk, dtype=torch.float64)[[0, 1, 2, 0]]  # key 0 written at t = 0 and t = 3
    values = torch.tensor([[1.0, 0.0], [0.0, 2.0], [3.0, 3.0], [-5.0, 7.0]], dtype=torch.float64)
    k = keys[None, None]
    v = values[None, None]
    beta = torch.ones(1, 1, 4, dtype=torch.float64)
    _, state = delta_rule_recurrent(k, k, v, beta)
    recalled = torch.eye(dk, dtype=torch.float64)[:3] @ state[0, 0]  # read keys 0, 1, 2
    torch.testing.assert_close(recalled, values[[3, 1, 2]], rtol=0, atol=1e-15)
    summed = keys.T @ values  # linear attention's state: key 0 recalls values 0 and 3 added
    torch.testing.assert_close(summed[0], values[0] + values[3])


def test_beta_zero_writes_nothing_and_full_decay_forgets():
    q, k, v, beta, log_decay, state = _inputs(length=6)
    out, last = delta_rule_chunkwise(q, k, v, torch.zeros_like(beta), state=state, chunk_size=4)
    torch.testing.assert_close(last, state)
    torch.testing.assert_close(out, (q @ state))
    forget = torch.full_like(log_decay, -1e4)  # alpha = exp(-1e4) = 0: only the newest write
    _, last = delta_rule_recurrent(q, k, v, beta, log_decay=forget, state=state)
    newest = beta[..., -1, None, None] * k[:, :, -1, :, None] * v[:, :, -1, None, :]
    torch.testing.assert_close(last, newest, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize(("change", "error", "message"), [
    (lambda a: {**a, "k": a["k"][..., :3]}, ValueError, "q, k, v and beta must be shaped"),
    (lambda a: {**a, "beta": a["beta"][..., :2]}, ValueError, "q, k, v and beta must be shaped"),
    (lambda a: {**a, "v": a["v"].float()}, TypeError, "v must have the dtype of q"),
    (lambda a: {**a, "log_decay": a["log_decay"].abs() + 0.1}, ValueError,
     "log_decay must be <= 0"),
    (lambda a: {**a, "log_decay": a["log_decay"][..., :2]}, ValueError, "log_decay must be shaped"),
    (lambda a: {**a, "state": a["state"][..., :2]}, ValueError, "state must be shaped"),
    (lambda a: {**a, "q": a["q"][0]}, ValueError, "q must"),
    (lambda a: {**a, "q": a["q"].long(), "k": a["k"].long(), "v": a["v"].long(),
                "beta": a["beta"].long()}, TypeError, "q must"),
])
def test_bad_inputs_are_named(change, error, message):
    q, k, v, beta, log_decay, state = _inputs(length=5)
    args = change({"q": q, "k": k, "v": v, "beta": beta, "log_decay": log_decay, "state": state})
    for compute in (delta_rule_recurrent, delta_rule_chunkwise):
        with pytest.raises(error, match=message):
            compute(args["q"], args["k"], args["v"], args["beta"],
                    log_decay=args["log_decay"], state=args["state"])


@pytest.mark.parametrize("chunk_size", [0, -1, 2.0, True])
def test_a_bad_chunk_size_is_named(chunk_size):
    q, k, v, beta, _, _ = _inputs(length=5)
    with pytest.raises((ValueError, TypeError), match="chunk_size"):
        delta_rule_chunkwise(q, k, v, beta, chunk_size=chunk_size)
