"""The delta rule: linear attention whose state corrects what it stores (chapter 13).

Linear attention (chapter 10, :func:`attnviz.linear_attention_recurrent`) only ever adds to its
state, ``S_t = S_{t-1} + k_t v_tᵀ``, so a key written twice recalls the sum of both values and
old associations are never taken back. The delta rule (Widrow & Hoff's, as fast weights in
Schlag et al. 2021) first reads what the state recalls for the new key, ``S_{t-1}ᵀ k_t``, and
writes only a ``beta_t`` share of the difference to the new value:

    S_t = S_{t-1} + beta_t k_t (v_t - S_{t-1}ᵀ k_t)ᵀ
        = (I - beta_t k_t k_tᵀ) S_{t-1} + beta_t k_t v_tᵀ

and reads ``o_t = S_tᵀ q_t`` (DeltaNet, Yang et al. 2024). Gated DeltaNet (Yang, Kautz &
Hatamizadeh 2025) also lets the state fade: with ``alpha_t = exp(g_t)`` in ``(0, 1]``,

    S_t = alpha_t (I - beta_t k_t k_tᵀ) S_{t-1} + beta_t k_t v_tᵀ.

The state ``S`` is ``(Dk, Dv)`` per head whatever the length: the size of the cache does not
grow with the context. Two ways to compute the same outputs:

* :func:`delta_rule_recurrent`, one token at a time: how a model decodes, and the reference;
* :func:`delta_rule_chunkwise`, a chunk of ``C`` tokens at a time, as models train (Yang et al.
  2024): within a chunk, the state at every position is the chunk's first state plus a sum of
  outer products ``k_j u_jᵀ`` of "pseudo-values" ``u``, and those come out of one triangular
  solve, ``(I + diag(beta) L) U = diag(beta) (V - diag(gamma) K S_0)``, with ``L`` the strictly
  lower triangle of ``(gamma_i / gamma_j) k_i·k_j`` and ``gamma`` the decay accumulated since the
  chunk began. The work is matrix products of ``(C, C)``, ``(C, Dk)`` and ``(Dk, Dv)`` blocks,
  with a loop over the ``T / C`` chunks only.

Both take queries and keys ``(B, H, T, Dk)``, values ``(B, H, T, Dv)``, ``beta (B, H, T)`` and
optionally ``log_decay (B, H, T)`` (``g_t <= 0``; none: no fading), and an initial state
``(B, H, Dk, Dv)`` (none: zeros); like ``torch.nn.GRU`` they return the outputs and the last
state. Queries and keys are used as given (a layer normalises and scales them).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import nn

from attnviz._checks import (
    check_bool,
    check_floating,
    check_int,
    check_module_dtype,
    check_same_dtype,
    check_tensor,
    checked_at_entry,
)

__all__ = ["LINEAR_MIXERS", "DeltaNetLayer", "DeltaState", "delta_rule_chunkwise",
           "delta_rule_recurrent"]


def _check(q: object, k: object, v: object, beta: object, log_decay: object,
           state: object) -> None:
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, T, Dk)"))
    k = check_tensor("k", k, ndim=4, shape_hint="(B, H, T, Dk)")
    v = check_tensor("v", v, ndim=4, shape_hint="(B, H, T, Dv)")
    beta = check_tensor("beta", beta, ndim=3, shape_hint="(B, H, T)")
    for name, tensor in (("k", k), ("v", v), ("beta", beta)):
        check_same_dtype(name, tensor, "q", q)
    if k.shape != q.shape or v.shape[:3] != q.shape[:3] or beta.shape != q.shape[:3]:
        raise ValueError(f"q, k, v and beta must be shaped (B, H, T, Dk), (B, H, T, Dk), "
                         f"(B, H, T, Dv) and (B, H, T) with the same B, H, T (and Dk for q "
                         f"and k), got {tuple(q.shape)}, {tuple(k.shape)}, {tuple(v.shape)} "
                         f"and {tuple(beta.shape)}")
    if log_decay is not None:
        log_decay = check_tensor("log_decay", log_decay, ndim=3, shape_hint="(B, H, T)")
        check_same_dtype("log_decay", log_decay, "q", q)
        if log_decay.shape != beta.shape:
            raise ValueError(f"log_decay must be shaped (B, H, T) = {tuple(beta.shape)}, like "
                             f"beta, got {tuple(log_decay.shape)}")
        if bool((log_decay > 0).any()):
            raise ValueError("log_decay must be <= 0 everywhere (alpha = exp(log_decay) is at "
                             f"most 1), got a largest value of {log_decay.max().item():.4g}")
    if state is not None:
        state = check_tensor("state", state, ndim=4, shape_hint="(B, H, Dk, Dv)")
        check_same_dtype("state", state, "q", q)
        wanted = (*q.shape[:2], q.shape[3], v.shape[3])
        if tuple(state.shape) != wanted:
            raise ValueError(f"state must be shaped (B, H, Dk, Dv) = {wanted}, got "
                             f"{tuple(state.shape)}")


def _initial(q: torch.Tensor, v: torch.Tensor, state: torch.Tensor | None) -> torch.Tensor:
    if state is not None:
        return state
    return q.new_zeros(*q.shape[:2], q.shape[3], v.shape[3])  # (B, H, Dk, Dv)


def delta_rule_recurrent(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, beta: torch.Tensor,
                         *, log_decay: torch.Tensor | None = None,
                         state: torch.Tensor | None = None
                         ) -> tuple[torch.Tensor, torch.Tensor]:
    """The (gated) delta rule one token at a time: the reference, and how a model decodes.

    Args:
        q: queries ``(B, H, T, Dk)``.
        k: keys ``(B, H, T, Dk)`` (a layer gives them unit length, so that ``beta <= 1``
            keeps the state's correction a contraction).
        v: values ``(B, H, T, Dv)``.
        beta: the writing strength ``(B, H, T)``, usually in ``[0, 1]``.
        log_decay: ``g (B, H, T) <= 0``, the state fades by ``exp(g_t)`` before each write
            (Gated DeltaNet); ``None``: it never fades (DeltaNet).
        state: the state ``(B, H, Dk, Dv)`` before the first token; ``None``: zeros.

    Returns:
        ``(outputs, state)``: ``o_t = S_tᵀ q_t`` ``(B, H, T, Dv)``, and ``S_T`` ``(B, H, Dk, Dv)``.
    """
    _check(q, k, v, beta, log_decay, state)
    current = _initial(q, v, state)
    outputs = []
    for t in range(q.shape[2]):
        if log_decay is not None:
            current = current * log_decay[:, :, t, None, None].exp()  # alpha_t S_{t-1}
        key = k[:, :, t]  # (B, H, Dk)
        recalled = (key[:, :, None, :] @ current)[:, :, 0]  # S_{t-1}ᵀ k_t: (B, H, Dv)
        correction = beta[:, :, t, None] * (v[:, :, t] - recalled)  # (B, H, Dv)
        current = current + key[..., :, None] * correction[..., None, :]  # + k (..)ᵀ (Dk, Dv)
        outputs.append((q[:, :, t, None, :] @ current)[:, :, 0])  # S_tᵀ q_t: (B, H, Dv)
    return torch.stack(outputs, dim=2), current


def delta_rule_chunkwise(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, beta: torch.Tensor,
                         *, log_decay: torch.Tensor | None = None,
                         state: torch.Tensor | None = None, chunk_size: int = 64
                         ) -> tuple[torch.Tensor, torch.Tensor]:
    """The (gated) delta rule a chunk at a time, as it trains: equal to
    :func:`delta_rule_recurrent` up to rounding (the same arguments, and ``chunk_size``, the
    tokens per chunk; a last, shorter chunk is padded with tokens that write nothing).

    Returns:
        ``(outputs (B, H, T, Dv), state (B, H, Dk, Dv))``, as the recurrent form.
    """
    _check(q, k, v, beta, log_decay, state)
    size = check_int("chunk_size", chunk_size, minimum=1)
    length = q.shape[2]
    pad = -length % size  # padded tokens: beta = 0 writes nothing, g = 0 fades nothing
    if log_decay is None:
        log_decay = beta.new_zeros(beta.shape)
    q, k, v = (F.pad(x, (0, 0, 0, pad)) for x in (q, k, v))
    beta, log_decay = (F.pad(x, (0, pad)) for x in (beta, log_decay))
    current = _initial(q, v, state)
    lower = torch.ones(size, size, dtype=torch.bool, device=q.device).tril()  # j <= i
    strict = lower.tril(-1)  # j < i
    outputs = []
    for start in range(0, length + pad, size):
        chunk = slice(start, start + size)
        q_c, k_c, v_c, beta_c = q[:, :, chunk], k[:, :, chunk], v[:, :, chunk], beta[:, :, chunk]
        g = log_decay[:, :, chunk].cumsum(dim=-1)  # log gamma_i: decay since the chunk began
        gap = g[..., :, None] - g[..., None, :]  # log(gamma_i / gamma_j), (B, H, C, C)
        # exp only where j <= i (elsewhere gap > 0 could overflow); 0 above the diagonal
        fade = gap.masked_fill(~lower, float("-inf")).exp()
        gamma = g.exp()[..., None]  # (B, H, C, 1)
        # (I + diag(beta) L) U = diag(beta) (V - diag(gamma) K S_0), L = strict (fade * K Kᵀ)
        system = (beta_c[..., None] * fade * (k_c @ k_c.transpose(-2, -1))).masked_fill(
            ~strict, 0.0) + torch.eye(size, dtype=q.dtype, device=q.device)
        right = beta_c[..., None] * (v_c - gamma * (k_c @ current))  # (B, H, C, Dv)
        pseudo = torch.linalg.solve_triangular(system, right, upper=False,
                                               unitriangular=True)  # U: (B, H, C, Dv)
        scores = (q_c @ k_c.transpose(-2, -1)) * fade  # (gamma_i / gamma_j) q_i·k_j, j <= i
        outputs.append(gamma * (q_c @ current) + scores @ pseudo)  # (B, H, C, Dv)
        to_end = (g[..., -1:] - g).exp()[..., None]  # gamma_C / gamma_j, (B, H, C, 1)
        current = (g[..., -1, None, None].exp() * current
                   + (k_c * to_end).transpose(-2, -1) @ pseudo)  # (B, H, Dk, Dv)
    return torch.cat(outputs, dim=2)[:, :, :length], current


LINEAR_MIXERS = ("delta", "gated_delta")  # the linear layers a GPT block may hold (chapter 13)


class DeltaState:
    """What a delta-rule layer keeps between calls while decoding: the state ``S`` per head
    ``(B, H, Dk, Dv)`` and its short convolution's last inputs. Its size never grows with the
    tokens read, unlike a key–value cache's.

    It speaks the cache protocol (:class:`attnviz.Cache`) where that protocol means something
    for a state: ``len`` (tokens read), ``nbytes``, ``select`` (batch rows) and ``keep`` of
    every slot (a copy). A state cannot forget chosen tokens, so ``keep`` of fewer slots is
    refused, and it is advanced by its layer, not with keys and values, so ``update`` is too.
    """

    def __init__(self) -> None:
        self.state: torch.Tensor | None = None  # (B, H, Dk, Dv)
        self.conv: torch.Tensor | None = None  # (B, K - 1, 3 D): the last inputs of q, k, v
        self.tokens = 0

    def __len__(self) -> int:
        return self.tokens

    @property
    def nbytes(self) -> int:
        """Bytes of the state and the convolution's inputs (``0`` before the first call)."""
        held = [t for t in (self.state, self.conv) if t is not None]
        return sum(t.numel() * t.element_size() for t in held)

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        raise TypeError("a DeltaState is advanced by its delta-rule layer, which reads and "
                        "writes the state itself; it holds no keys and values to append to")

    def keep(self, slots: torch.Tensor) -> DeltaState:
        """A copy, if ``slots`` is every slot ``0 .. len - 1`` in order; anything else is
        refused: the state is a sum over every token read and cannot forget some of them."""
        slots = check_tensor("slots", slots, ndim=1, shape_hint="(K,)")
        if not torch.equal(slots.cpu(), torch.arange(self.tokens)):
            raise ValueError(f"a DeltaState cannot keep only some of its {self.tokens} tokens "
                             f"(its state sums over all of them): slots must be every slot "
                             f"0 .. {self.tokens - 1}, got {slots.tolist()}")
        return self._copy(lambda t: t.clone())

    def select(self, rows: torch.Tensor) -> DeltaState:
        """A new state of the batch rows ``rows`` (copies; rows may repeat)."""
        rows = check_tensor("rows", rows, ndim=1, shape_hint="(B_new,)")
        return self._copy(lambda t: t.index_select(0, rows.to(t.device)))

    def _copy(self, change: Callable[[torch.Tensor], torch.Tensor]) -> DeltaState:
        copy = DeltaState()
        copy.state = None if self.state is None else change(self.state)
        copy.conv = None if self.conv is None else change(self.conv)
        copy.tokens = self.tokens
        return copy


class DeltaNetLayer(nn.Module):
    """A DeltaNet or Gated DeltaNet layer (chapter 13): a token mixer in place of attention,
    whose memory is a ``(Dh, Dh)`` state per head instead of a cache that grows.

    As in Yang et al. (2024) and Yang, Kautz & Hatamizadeh (2025): queries, keys and values are
    projected, passed through a short causal convolution (kernel 4, one filter per feature)
    and SiLU; queries and keys are given unit length per head (and the queries a scale of
    ``1 / sqrt(Dh)``); the writing strength is ``beta = sigmoid(W_b x)`` per head; with
    ``gated=True`` the state fades by ``alpha = exp(g)``, ``g = -exp(A_log) · softplus(W_a x +
    dt_bias)`` (Mamba-2's parameterisation). The heads' outputs are RMS-normalised, multiplied
    by ``SiLU(W_g x)`` and projected by ``W_o``.

    Training and prefill run :func:`delta_rule_chunkwise`, decoding with a :class:`DeltaState`
    continues from the state it holds; both compute the same function.

    Args:
        d_model: ``D``, the width of the tokens' vectors.
        num_heads: ``H`` (``D`` must divide by it); each head's state is ``(D/H, D/H)``.
        gated: Gated DeltaNet (a fading state) instead of DeltaNet.
        chunk_size: tokens per chunk of the chunkwise form.
    """

    kernel = 4  # the short convolution's width

    def __init__(self, *, d_model: int, num_heads: int, gated: bool = True,
                 chunk_size: int = 32) -> None:
        super().__init__()
        check_int("d_model", d_model, minimum=1)
        check_int("num_heads", num_heads, minimum=1)
        if d_model % num_heads:
            raise ValueError(f"d_model must be divisible by num_heads, got d_model={d_model} "
                             f"and num_heads={num_heads}")
        check_bool("gated", gated)
        self.chunk_size = check_int("chunk_size", chunk_size, minimum=1)
        self.d_model, self.num_heads, self.head_dim = d_model, num_heads, d_model // num_heads
        self.gated = gated
        self.W_qkv = nn.Linear(d_model, 3 * d_model, bias=False)
        self.conv = nn.Parameter(torch.zeros(3 * d_model, self.kernel))  # set in reset
        self.W_b = nn.Linear(d_model, num_heads, bias=False)
        self.W_a = nn.Linear(d_model, num_heads, bias=False) if gated else None
        self.A_log = nn.Parameter(torch.zeros(num_heads)) if gated else None
        self.dt_bias = nn.Parameter(torch.zeros(num_heads)) if gated else None
        self.W_g = nn.Linear(d_model, d_model, bias=False)
        self.norm = nn.RMSNorm(self.head_dim, eps=1e-6)
        self.W_o = nn.Linear(d_model, d_model, bias=False)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """The convolution as a small random filter, and for the gate Mamba-2's ranges: decay
        rates ``A`` uniform in ``[1, 16]``, time steps log-uniform in ``[0.001, 0.1]``."""
        with torch.no_grad():
            bound = self.kernel ** -0.5
            self.conv.uniform_(-bound, bound)
            if self.A_log is not None and self.dt_bias is not None:
                self.A_log.copy_(torch.empty(self.num_heads).uniform_(1.0, 16.0).log())
                step = torch.exp(torch.rand(self.num_heads) * (math.log(0.1) - math.log(0.001))
                                 + math.log(0.001))
                self.dt_bias.copy_(step + torch.log(-torch.expm1(-step)))  # softplus⁻¹(step)

    def extra_repr(self) -> str:
        return (f"d_model={self.d_model}, num_heads={self.num_heads}, gated={self.gated}, "
                f"chunk_size={self.chunk_size}")

    def forward(self, x: torch.Tensor, *, cache: DeltaState | None = None) -> torch.Tensor:
        """Mix the tokens ``x`` ``(B, T, D)`` causally: ``(B, T, D)``. With ``cache`` the tokens
        continue those it has read, and it is advanced past them."""
        if not isinstance(cache, DeltaState | None):
            raise TypeError(f"cache must be an attnviz DeltaState or None, got "
                            f"{type(cache).__name__}")
        if not checked_at_entry():  # (a model's entry point checked its tokens)
            check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
            if x.shape[-1] != self.d_model:
                raise ValueError(f"x must have width d_model={self.d_model} on its last axis, "
                                 f"got shape {tuple(x.shape)}")
            check_module_dtype("x", x, self)
        batch, steps, width = x.shape
        projected = self.W_qkv(x)  # (B, T, 3D)
        past = (projected.new_zeros(batch, self.kernel - 1, 3 * width)
                if cache is None or cache.conv is None else cache.conv)
        full = torch.cat([past, projected], dim=1)  # (B, K - 1 + T, 3D)
        mixed = F.conv1d(full.transpose(1, 2), self.conv[:, None], groups=3 * width)
        q, k, v = F.silu(mixed.transpose(1, 2)).chunk(3, dim=-1)  # 3 x (B, T, D)
        q, k, v = (t.view(batch, steps, self.num_heads, self.head_dim).transpose(1, 2)
                   for t in (q, k, v))  # (B, H, T, Dh)
        q = F.normalize(q, dim=-1) * self.head_dim ** -0.5
        k = F.normalize(k, dim=-1)
        beta = torch.sigmoid(self.W_b(x)).transpose(1, 2)  # (B, H, T)
        log_decay = None
        if self.W_a is not None and self.A_log is not None and self.dt_bias is not None:
            log_decay = (-self.A_log.exp() * F.softplus(self.W_a(x) + self.dt_bias)
                         ).transpose(1, 2)  # (B, H, T), <= 0
        heads, state = delta_rule_chunkwise(q, k, v, beta, log_decay=log_decay,
                                            state=None if cache is None else cache.state,
                                            chunk_size=self.chunk_size)
        if cache is not None:
            cache.state, cache.conv = state, full[:, -(self.kernel - 1):]
            cache.tokens += steps
        heads = self.norm(heads).transpose(1, 2).reshape(batch, steps, width)  # (B, T, D)
        return self.W_o(heads * F.silu(self.W_g(x)))
