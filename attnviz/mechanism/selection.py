"""Sparse attention by selection: a cheap scorer picks each query's keys (chapter 13).

DeepSeek Sparse Attention (DeepSeek-AI 2025, in DeepSeek-V3.2) does not let every query attend to
every earlier key. A *lightning indexer*, a few small heads with a ReLU instead of a softmax,
scores query token ``t`` against each earlier token ``s``:

    I[t, s] = sum_j w[t, j] · ReLU(q_index[t, j] · k_index[s])

and the attention proper reads only the ``k`` keys with the highest scores (2,048 of up to 128K
in the paper). The indexer still looks at every pair, but with a handful of heads of a small
width; the attention it saves is the expensive part: ``O(T · k)`` scores instead of ``O(T²)``.

* :func:`indexer_scores` computes ``I`` (``-inf`` at the keys a query may not see);
* :func:`select_keys` keeps the ``k`` best keys of each query (all it may see, when fewer);
* :func:`sparse_attention` attends over the selected keys only, gathering them, so its cost
  grows with ``k``, not with the length;
* :func:`selection_mask` writes the same selection as a "may attend" mask, with which any form
  of :func:`attnviz.compute_attention` computes the same outputs (the proof that gathering
  changes nothing): with ``k`` at least the length, the mask is the causal mask and selection is
  dense causal attention.

The selection is shared by every head of a layer (DeepSeek-V3.2 selects per token, for its
latent attention in its multi-query mode).
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from attnviz._checks import check_bool, check_floating, check_int, check_same_dtype, check_tensor
from attnviz.mechanism.cache import KVCache, check_rows, check_slots
from attnviz.mechanism.masks import causal_mask
from attnviz.mechanism.rotary import RotaryEmbedding

__all__ = ["LightningIndexer", "SelectionCache", "index_loss", "indexer_scores", "select_keys",
           "selection_mask", "sparse_attention"]


def indexer_scores(q_index: torch.Tensor, k_index: torch.Tensor, weights: torch.Tensor, *,
                   causal: bool = True) -> torch.Tensor:
    """The lightning indexer's scores ``I[t, s] = sum_j w[t, j] ReLU(q_index[t, j]·k_index[s])``.

    Args:
        q_index: the indexer's queries ``(B, Tq, H_I, D_I)``, ``H_I`` heads of width ``D_I``.
        k_index: its keys ``(B, Tk, D_I)``, one per token, shared by the heads.
        weights: each query's weight of each head ``(B, Tq, H_I)``.
        causal: the queries are the last ``Tq`` of the ``Tk`` positions and see no later key
            (``Tq <= Tk``).

    Returns:
        ``(B, Tq, Tk)``, ``-inf`` where a query may not look.
    """
    q_index = check_floating("q_index", check_tensor("q_index", q_index, ndim=4,
                                                      shape_hint="(B, Tq, H_I, D_I)"))
    k_index = check_tensor("k_index", k_index, ndim=3, shape_hint="(B, Tk, D_I)")
    weights = check_tensor("weights", weights, ndim=3, shape_hint="(B, Tq, H_I)")
    check_same_dtype("k_index", k_index, "q_index", q_index)
    check_same_dtype("weights", weights, "q_index", q_index)
    check_bool("causal", causal)
    batch, num_queries, heads, width = q_index.shape
    if k_index.shape[0] != batch or k_index.shape[2] != width:
        raise ValueError(f"k_index must be shaped (B, Tk, D_I) with B = {batch} and D_I = "
                         f"{width} (those of q_index), got {tuple(k_index.shape)}")
    if tuple(weights.shape) != (batch, num_queries, heads):
        raise ValueError(f"weights must be shaped (B, Tq, H_I) = {(batch, num_queries, heads)}, "
                         f"got {tuple(weights.shape)}")
    num_keys = k_index.shape[1]
    if causal and not 0 < num_queries <= num_keys:
        raise ValueError(f"causal places the queries at the last Tq of the Tk positions, so it "
                         f"needs 1 <= Tq <= Tk, got Tq={num_queries} and Tk={num_keys}")
    # (B, Tq, H_I, D_I) @ (B, 1, D_I, Tk) -> (B, Tq, H_I, Tk): every head against every key
    per_head = F.relu(q_index @ k_index[:, None].transpose(-2, -1))
    scores = (weights[..., None] * per_head).sum(dim=2)  # (B, Tq, Tk)
    if causal:
        scores = scores.masked_fill(~causal_mask(num_queries, num_keys, device=scores.device),
                                    float("-inf"))
    return scores


def select_keys(scores: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Each query's ``k`` best keys by ``scores`` ``(B, Tq, Tk)`` (``-inf``: not allowed).

    Equal scores go to the later key (the indexer's ReLU makes many scores exactly 0), so that
    the choice is the same whether a query is scored alone or with others.

    Returns:
        ``(indices, valid)``, both ``(B, Tq, min(k, Tk))``: the keys' positions, best first, and
        whether each is one the query may see (a query allowed fewer than ``k`` keys gets them
        all, the rest of its slots invalid).
    """
    check_tensor("scores", scores, ndim=3, shape_hint="(B, Tq, Tk)")
    check_int("k", k, minimum=1)
    last = scores.shape[-1] - 1
    chosen = min(k, scores.shape[-1])
    if scores.dtype in (torch.float16, torch.bfloat16, torch.float32) and last < 2**31:
        # one int64 per key, ordered as (score, position): the score's float32 bits made
        # monotone in the high half, the position in the low half; topk then picks the same
        # keys in the same order as the stable sort below, at topk's cost instead of a sort's
        bits = (scores.float() + 0.0).view(torch.int32).to(torch.int64)  # exact; -0.0 -> 0.0
        monotone = torch.where(bits < 0, -(bits & 0x7FFFFFFF) - 1, bits)  # order of the floats
        positions = torch.arange(last + 1, device=scores.device)
        _, order = (monotone * 2**32 + positions).topk(chosen, dim=-1)
        return order, scores.gather(-1, order) > float("-inf")
    # a stable sort of the keys latest first: among equal scores the later key comes first
    best, order = scores.flip(-1).sort(dim=-1, descending=True, stable=True)
    return last - order[..., :chosen], best[..., :chosen] > float("-inf")


def selection_mask(indices: torch.Tensor, valid: torch.Tensor, num_keys: int) -> torch.Tensor:
    """The selection of :func:`select_keys` as a "may attend" mask ``(B, Tq, Tk)``."""
    check_int("num_keys", num_keys, minimum=1)
    mask = torch.zeros(*indices.shape[:2], num_keys, dtype=torch.bool, device=indices.device)
    return mask.scatter(-1, indices, valid)


def sparse_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, indices: torch.Tensor,
                     valid: torch.Tensor, *, scale: float | None = None) -> torch.Tensor:
    """Attention of each query over its selected keys only: ``O(Tq · k)`` scores.

    Args:
        q: queries ``(B, H, Tq, Dh)``.
        k: keys ``(B, H, Tk, Dh)``.
        v: values ``(B, H, Tk, Dv)``.
        indices, valid: ``(B, Tq, k)`` from :func:`select_keys`, shared by the heads.
        scale: multiplies the scores (default ``1 / sqrt(Dh)``).

    Returns:
        ``(B, H, Tq, Dv)``; a query with no valid key gets zeros.
    """
    check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    check_tensor("k", k, ndim=4, shape_hint="(B, H, Tk, Dh)")
    check_tensor("v", v, ndim=4, shape_hint="(B, H, Tk, Dv)")
    check_same_dtype("k", k, "q", q)
    check_same_dtype("v", v, "q", q)
    batch, heads, num_queries, width = q.shape
    if indices.shape != valid.shape or tuple(indices.shape[:2]) != (batch, num_queries):
        raise ValueError(f"indices and valid must both be shaped (B, Tq, k) with (B, Tq) = "
                         f"{(batch, num_queries)}, got {tuple(indices.shape)} and "
                         f"{tuple(valid.shape)}")
    chosen = indices.shape[2]
    # gather each query's keys: (B, 1, Tq * k) positions -> (B, H, Tq, k, D)
    flat = indices.reshape(batch, 1, num_queries * chosen, 1)
    keys = k.gather(2, flat.expand(-1, heads, -1, width)).view(batch, heads, num_queries,
                                                               chosen, width)
    values = v.gather(2, flat.expand(-1, heads, -1, v.shape[3])).view(
        batch, heads, num_queries, chosen, v.shape[3])
    factor = width ** -0.5 if scale is None else scale
    scores = (keys @ q[..., None]).squeeze(-1) * factor  # (B, H, Tq, k, D) @ (.., D, 1)
    scores = scores.masked_fill(~valid[:, None], float("-inf"))
    weights = scores.softmax(dim=-1).nan_to_num(0.0)  # a query with no valid key: zeros
    return (weights[..., None, :] @ values).squeeze(-2)  # (B, H, Tq, 1, k) @ (.., k, Dv)


class LightningIndexer(nn.Module):
    """The lightning indexer as a layer (DeepSeek Sparse Attention): from each query token
    ``H_I`` small queries and a weight per head, from each key token one small key, and the
    scores of :func:`indexer_scores`.

    Args:
        d_model: ``D``, the width of the tokens it reads.
        num_heads: ``H_I``, the indexer's heads (DeepSeek-V3.2: 64).
        head_dim: ``D_I``, their width (DeepSeek-V3.2: 128).
        rope_dim: rotate the first ``rope_dim`` features of every indexer query and key by its
            position (rotary positions, as DeepSeek-V3.2's indexer does on 64 of its 128), so
            that the indexer can choose keys by their distance too; ``None``: no positions, a
            choice by content alone.
        rope_base: the rotation's base.
    """

    def __init__(self, *, d_model: int, num_heads: int = 4, head_dim: int = 16,
                 rope_dim: int | None = None, rope_base: float = 10000.0) -> None:
        super().__init__()
        for name, value in (("d_model", d_model), ("num_heads", num_heads),
                            ("head_dim", head_dim)):
            check_int(name, value, minimum=1)
        self.num_heads, self.head_dim = num_heads, head_dim
        self.rotary: RotaryEmbedding | None = None
        if rope_dim is not None:
            check_int("rope_dim", rope_dim, minimum=2, maximum=head_dim)
            if rope_dim % 2:
                raise ValueError(f"rope_dim must be even (features turn in pairs), got "
                                 f"{rope_dim}")
            self.rotary = RotaryEmbedding(rope_dim, base=rope_base)
        self.W_q = nn.Linear(d_model, num_heads * head_dim, bias=False)
        self.W_k = nn.Linear(d_model, head_dim, bias=False)
        self.W_w = nn.Linear(d_model, num_heads, bias=False)

    def keys(self, tokens: torch.Tensor) -> torch.Tensor:
        """The indexer's keys ``(B, T, D_I)`` of ``tokens`` ``(B, T, D)`` (what a cache keeps)."""
        return self.W_k(tokens)

    def forward(self, queries: torch.Tensor, index_keys: torch.Tensor) -> torch.Tensor:
        """Causal scores ``(B, Tq, Tk)`` of the query tokens ``(B, Tq, D)`` against the keys
        from :meth:`keys` ``(B, Tk, D_I)``, the queries being the last ``Tq`` positions."""
        check_tensor("queries", queries, ndim=3, shape_hint="(B, Tq, D)")
        if queries.shape[-1] != self.W_q.in_features:
            raise ValueError(f"queries must have width D={self.W_q.in_features} on their last "
                             f"axis, got shape {tuple(queries.shape)}")
        batch, steps, _ = queries.shape
        q_index = self.W_q(queries).view(batch, steps, self.num_heads, self.head_dim)
        weights = self.W_w(queries) * self.num_heads ** -0.5  # (B, Tq, H_I)
        if self.rotary is not None:  # the queries are the last Tq of the Tk positions
            check_tensor("index_keys", index_keys, ndim=3, shape_hint="(B, Tk, D_I)")
            r, past = self.rotary.head_dim, index_keys.shape[1] - steps
            turned = self.rotary(q_index[..., :r].transpose(1, 2), max(past, 0))  # (B, H_I, Tq, r)
            q_index = torch.cat([turned.transpose(1, 2), q_index[..., r:]], dim=-1)
            index_keys = torch.cat([self.rotary(index_keys[..., :r]), index_keys[..., r:]],
                                   dim=-1)  # (B, Tk, D_I), key s turned by s
        return indexer_scores(q_index, index_keys, weights)


def index_loss(scores: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
    """How far the indexer's distribution is from the attention's: the KL divergence
    ``KL(p || softmax(scores))`` averaged over the queries, with ``p`` the attention's weights
    ``(B, H, Tq, Tk)`` summed over the heads and normalised (DeepSeek-V3.2's indexer loss; ``p``
    is a target, so no gradient reaches the attention).

    Args:
        scores: the indexer's scores ``(B, Tq, Tk)``, ``-inf`` where a query may not look.
        weights: the attention's weights ``(B, H, Tq, Tk)``, zero where it may not look.

    Returns:
        A scalar, ``>= 0`` up to rounding.
    """
    check_floating("scores", check_tensor("scores", scores, ndim=3, shape_hint="(B, Tq, Tk)"))
    check_tensor("weights", weights, ndim=4, shape_hint="(B, H, Tq, Tk)")
    if weights.shape[:1] + weights.shape[2:] != scores.shape:
        raise ValueError(f"weights must be shaped (B, H, Tq, Tk) with the (B, Tq, Tk) of scores, "
                         f"{tuple(scores.shape)}, got {tuple(weights.shape)}")
    target = weights.detach().sum(dim=1)  # (B, Tq, Tk)
    target = target / target.sum(dim=-1, keepdim=True).clamp_min(1e-12)
    log_q = scores.log_softmax(dim=-1).masked_fill(target == 0, 0.0)  # -inf only where p = 0
    log_p = target.clamp_min(1e-30).log()
    return (target * (log_p - log_q)).sum(dim=-1).mean()


@dataclass
class SelectionCache(KVCache):
    """A :class:`attnviz.KVCache` that also keeps the lightning indexer's keys, for a layer
    that selects its keys (``MultiHeadAttention(select_k=...)``) to decode step by step.

    Attributes:
        keys, values: as in :class:`attnviz.KVCache`.
        index_keys: ``(B, Tk, D_I)``, the indexer's keys so far, or ``None``.
    """

    index_keys: torch.Tensor | None = None

    @property
    def nbytes(self) -> int:
        """Bytes of the keys, values and indexer keys held."""
        extra = 0 if self.index_keys is None else (self.index_keys.numel()
                                                   * self.index_keys.element_size())
        return super().nbytes + extra

    def update_index(self, index_keys: torch.Tensor) -> torch.Tensor:
        """Append the indexer's keys ``(B, T, D_I)`` of this call's tokens; return all of them
        (called by the layer beside :meth:`update`)."""
        if self.index_keys is not None:
            index_keys = torch.cat([self.index_keys, index_keys], dim=1)
        self.index_keys = index_keys
        return index_keys

    def keep(self, slots: torch.Tensor) -> SelectionCache:
        kept = super().keep(slots)
        if self.index_keys is not None:
            slots = check_slots(slots, len(self)).to(self.index_keys.device)
            kept.index_keys = self.index_keys.index_select(1, slots)
        return kept

    def select(self, rows: torch.Tensor) -> SelectionCache:
        chosen = super().select(rows)
        if self.index_keys is not None:
            rows = check_rows(rows, self.index_keys.shape[0]).to(self.index_keys.device)
            chosen.index_keys = self.index_keys.index_select(0, rows)
        return chosen
