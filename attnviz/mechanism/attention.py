"""Attention layers built from the scoring functions (chapter 3).

Each layer scores queries against keys, normalises with a masked softmax held as a submodule
(so forward hooks can see the weights), applies dropout to the weights and averages the values.
Weights are returned only when asked for with ``need_weights=True``; they are never stored on
the module. Inputs must be floating point, and of the dtype of the layer's parameters (the
queries' dtype, for a layer without parameters): a mismatch is a ``TypeError`` that says which
input to convert, raised before any arithmetic.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import torch
from torch import nn

from attnviz._checks import (
    check_floating,
    check_last_dim,
    check_module_dtype,
    check_positive,
    check_probability,
    check_same_dtype,
    check_tensor,
)
from attnviz.mechanism.masks import MaskedSoftmax
from attnviz.mechanism.scoring import additive_scores, dot_product_scores, multiplicative_scores

__all__ = ["AdditiveAttention", "AttentionLayer", "DotProductAttention", "MultiplicativeAttention"]


class AttentionLayer(nn.Module):
    """Base class of every attention module in the package.

    A subclass's ``forward(queries, keys, values, *, ..., need_weights=False)`` returns the
    output, or ``(output, weights)`` when ``need_weights=True``. That one contract is what
    :func:`attnviz.record_attention` relies on to record the weights of any model built from
    these layers.
    """


class _ScoredAttention(AttentionLayer):
    """Shared forward pass: score, masked softmax, dropout, weighted average of the values."""

    def __init__(self, *, dropout: float) -> None:
        super().__init__()
        check_probability("dropout", dropout)
        self.softmax = MaskedSoftmax()
        self.dropout = nn.Dropout(dropout)

    def check_inputs(self, queries: torch.Tensor, keys: torch.Tensor) -> None:
        """Raise unless ``queries`` and ``keys`` have the shapes and dtype :meth:`score` needs."""
        raise NotImplementedError

    def score(self, queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor, *,
                valid_lens: torch.Tensor | None = None, mask: torch.Tensor | None = None,
                need_weights: bool = False) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """Attend from ``queries`` to ``keys`` and pool ``values``.

        Args:
            queries: ``(B, Tq, Dq)``.
            keys: ``(B, Tk, Dk)``.
            values: ``(B, Tk, Dv)``.
            valid_lens: optional lengths ``(B,)`` or ``(B, Tq)``.
            mask: optional boolean "may attend" mask broadcastable to ``(B, Tq, Tk)``.
            need_weights: also return the attention weights.

        Returns:
            Output ``(B, Tq, Dv)``, or ``(output, weights)`` with weights ``(B, Tq, Tk)``
            (before dropout) when ``need_weights`` is true.
        """
        self.check_inputs(queries, keys)
        check_tensor("values", values, ndim=3, shape_hint="(B, Tk, Dv)")
        if values.shape[:2] != keys.shape[:2]:
            raise ValueError(
                "values must have shape (B, Tk, Dv) with the B and Tk of keys "
                f"{tuple(keys.shape)}, got {tuple(values.shape)}"
            )
        check_same_dtype("values", values, "queries", queries)
        scores = self.score(queries, keys)  # (B, Tq, Tk)
        weights = self.softmax(scores, valid_lens=valid_lens, mask=mask)
        output = self.dropout(weights) @ values  # (B, Tq, Tk) @ (B, Tk, Dv) -> (B, Tq, Dv)
        return (output, weights) if need_weights else output


class DotProductAttention(_ScoredAttention):
    """Scaled dot-product attention: ``softmax(Q Kᵀ / sqrt(D)) V``, with masks and dropout.

    Args:
        dropout: probability of zeroing an attention weight during training.
        scale: divide scores by ``sqrt(D)`` (turn off only to see why it matters).
    """

    def __init__(self, *, dropout: float = 0.0, scale: bool = True) -> None:
        super().__init__(dropout=dropout)
        self.scale = scale

    def check_inputs(self, queries: torch.Tensor, keys: torch.Tensor) -> None:
        check_tensor("queries", queries, ndim=3, shape_hint="(B, Tq, D)")
        check_tensor("keys", keys, ndim=3, shape_hint="(B, Tk, D)")
        check_floating("queries", queries)
        check_same_dtype("keys", keys, "queries", queries)

    def score(self, queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        self.check_inputs(queries, keys)
        return dot_product_scores(queries, keys, scale=self.scale)

    def extra_repr(self) -> str:
        return f"scale={self.scale}"


class _ProjectedAttention(_ScoredAttention):
    """A scored attention whose queries and keys have widths of their own (``query_dim``,
    ``key_dim``), which its learned weights bring together."""

    _widths: tuple[str, ...] = ("query_dim", "key_dim")  # shown by repr

    def __init__(self, *, query_dim: int, key_dim: int, dropout: float) -> None:
        super().__init__(dropout=dropout)
        check_positive("query_dim", query_dim, integer=True)
        check_positive("key_dim", key_dim, integer=True)
        self.query_dim, self.key_dim = query_dim, key_dim

    def check_inputs(self, queries: torch.Tensor, keys: torch.Tensor) -> None:
        check_tensor("queries", queries, ndim=3, shape_hint=f"(B, Tq, {self.query_dim})")
        check_tensor("keys", keys, ndim=3, shape_hint=f"(B, Tk, {self.key_dim})")
        check_last_dim("queries", queries, self.query_dim, "query_dim")
        check_last_dim("keys", keys, self.key_dim, "key_dim")
        check_module_dtype("queries", queries, self)
        check_module_dtype("keys", keys, self)

    def extra_repr(self) -> str:
        return ", ".join(f"{name}={getattr(self, name)}" for name in self._widths)


class AdditiveAttention(_ProjectedAttention):
    """Additive (Bahdanau) attention: ``a(q, k) = w_vᵀ tanh(W_q q + W_k k)``.

    Args:
        query_dim: ``Dq``, the width of the queries.
        key_dim: ``Dk``, the width of the keys.
        hidden_dim: ``Dh``, the width of the hidden layer the two are added in.
        dropout: probability of zeroing an attention weight during training.
    """

    _widths = ("query_dim", "key_dim", "hidden_dim")

    def __init__(self, *, query_dim: int, key_dim: int, hidden_dim: int,
                 dropout: float = 0.0) -> None:
        super().__init__(query_dim=query_dim, key_dim=key_dim, dropout=dropout)
        check_positive("hidden_dim", hidden_dim, integer=True)
        self.hidden_dim = hidden_dim
        self.W_q = nn.Linear(query_dim, hidden_dim, bias=False)
        self.W_k = nn.Linear(key_dim, hidden_dim, bias=False)
        self.w_v = nn.Linear(hidden_dim, 1, bias=False)
        self._reused: tuple[torch.Tensor, torch.Tensor] | None = None

    def score(self, queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        self.check_inputs(queries, keys)
        reused = self._reused
        if reused is not None and reused[0] is keys:
            # W_k k computed once by reuse_keys: the same numbers as the formula below
            q = (queries @ self.W_q.weight.T).unsqueeze(-2)  # (B, Tq, 1, Dh)
            return torch.tanh(q + reused[1]) @ self.w_v.weight[0]  # (B, Tq, Tk)
        # nn.Linear stores (out, in); the formula's matrices are (in, out)
        return additive_scores(queries, keys, w_q=self.W_q.weight.T, w_k=self.W_k.weight.T,
                               w_v=self.w_v.weight[0])

    @contextlib.contextmanager
    def reuse_keys(self, keys: torch.Tensor) -> Iterator[None]:
        """Within the ``with`` block, project ``keys`` (``(B, Tk, Dk)``) by ``W_k`` once.

        A decoder that attends over the same keys at every step (the Bahdanau decoder)
        computes ``W_k k`` once per sequence instead of once per step, as Bahdanau et al.
        note; the scores are the same numbers. Only calls given this very tensor as their keys
        reuse it; the projection is dropped when the block ends.
        """
        check_tensor("keys", keys, ndim=3, shape_hint=f"(B, Tk, {self.key_dim})")
        check_last_dim("keys", keys, self.key_dim, "key_dim")
        check_module_dtype("keys", keys, self)
        previous = self._reused
        self._reused = (keys, (keys @ self.W_k.weight.T).unsqueeze(-3))  # (B, 1, Tk, Dh)
        try:
            yield
        finally:
            self._reused = previous


class MultiplicativeAttention(_ProjectedAttention):
    """Multiplicative (bilinear) attention: ``a(q, k) = qᵀ W k``.

    Args:
        query_dim: ``Dq``, the width of the queries.
        key_dim: ``Dk``, the width of the keys.
        dropout: probability of zeroing an attention weight during training.
    """

    def __init__(self, *, query_dim: int, key_dim: int, dropout: float = 0.0) -> None:
        super().__init__(query_dim=query_dim, key_dim=key_dim, dropout=dropout)
        self.W = nn.Linear(key_dim, query_dim, bias=False)  # weight (Dq, Dk): W k

    def score(self, queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        self.check_inputs(queries, keys)
        return multiplicative_scores(queries, keys, weight=self.W.weight)
