"""Multi-head attention (chapter 5, *Multi-head attention*).

``H`` heads attend in parallel, each in its own ``Dh = D / H``-wide projection of the queries,
keys and values; their outputs are concatenated and mixed by one more projection:

    head_i = attention(Q W_q^(i), K W_k^(i), V W_v^(i)),   output = [head_1, ..., head_H] W_o

All heads are computed at once by splitting the width ``D`` of one big projection into
``(H, Dh)``. When the weights are not requested the layer runs PyTorch's fused
:func:`torch.nn.functional.scaled_dot_product_attention`, which never materialises the
``(B, H, Tq, Tk)`` weights; when they are requested it computes them explicitly with the
package's masked softmax (a submodule, so hooks can see it). Both paths give the same result:
a query with no key to attend to gets zero weights, and a NaN (or an infinity) in the projected
queries, keys or values comes out as it does from the explicit computation (the fused kernel
can turn a NaN query into a finite row, so such inputs take the explicit path). Finding such
inputs reads the tensors, one host synchronisation on a GPU; inside the inner calls of a
checked entry point (:func:`attnviz._checks.entry_checked`: decoding and the encoder–decoders'
``forward``) the test is skipped and the fused kernel runs whenever weights are not requested,
so a decoding loop does not wait for the device at every layer.

Grouped-query attention (chapter 10, *Attention at scale*; Ainslie et al. 2023) projects the
keys and values to fewer heads, ``H_kv``, than the queries: each group of ``H / H_kv`` query
heads shares one key–value head, and a key–value cache shrinks by the factor ``H / H_kv``.
``H_kv = 1`` is multi-query attention (Shazeer 2019); ``H_kv = H`` is ordinary multi-head
attention.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import torch
from torch import nn

from attnviz._checks import (
    check_bool,
    check_int,
    check_integer,
    check_module_dtype,
    check_non_negative_values,
    check_positive,
    check_probability,
    check_tensor,
    checked_at_entry,
)
from attnviz.mechanism.attention import AttentionLayer
from attnviz.mechanism.cache import Cache, MemoryCache, check_cache
from attnviz.mechanism.forms import compute_attention
from attnviz.mechanism.masks import (
    MaskedSoftmax,
    broadcasts_to,
    causal_mask,
    masked_softmax,
    merge_masks,
)
from attnviz.mechanism.paged_step import PagedStep
from attnviz.mechanism.rotary import RotaryEmbedding
from attnviz.mechanism.scoring import dot_product_scores, soft_cap
from attnviz.mechanism.selection import (
    LightningIndexer,
    SelectionCache,
    index_loss,
    select_keys,
    selection_mask,
)

KVTransform = Callable[[torch.Tensor, torch.Tensor], tuple[torch.Tensor, torch.Tensor]]
"""A function of the keys and values attention reads, ``(B, H_kv, Tk, Dh)`` each."""

__all__ = ["MultiHeadAttention"]

GATES = (None, "elementwise", "headwise")  # the gates of gate= (chapter 13)


class MultiHeadAttention(AttentionLayer):
    """Multi-head scaled dot-product attention with padding and causal masks.

    Args:
        d_model: ``D``, the width of the queries and of the output.
        num_heads: ``H``; must divide ``d_model``. Each head has width ``Dh = D / H``.
        key_dim: width of the keys (default ``d_model``).
        value_dim: width of the values (default ``d_model``).
        bias: give the four projections a bias.
        dropout: probability of zeroing an attention weight during training.
        num_kv_heads: ``H_kv``, the number of key–value heads (default ``H``); must divide
            ``num_heads``. Fewer than ``H`` is grouped-query attention: ``W_k`` and ``W_v``
            project to ``H_kv * Dh`` features, and query head ``h`` uses key–value head
            ``h // (H / H_kv)`` (consecutive query heads share one). ``1`` is multi-query
            attention.
        rotary_base: rotate the queries and keys of every head by their positions (rotary
            embeddings, chapter 10) with this wavelength scale; ``None`` (the default): no
            rotation. A cache then holds the keys before their rotation, and every call rotates
            the cached keys by their slots ``0 .. Tk - 1`` and the queries by the slots that
            follow the cached ones (self-attention in a decoder).
        sink_logits: learn one *sink* logit per head that takes a share of each softmax but adds
            no value (chapter 11, :func:`attnviz.attention_with_sink`); with it the layer takes
            ``causal`` and no other mask.
        gate: multiply each head's output by a sigmoid gate computed from the queries before
            the output projection (gated attention, Qiu et al. 2025; chapter 13):
            ``"elementwise"``, one gate per feature (``W_g``: ``D -> D``), or ``"headwise"``,
            one per head (``D -> H``); ``None`` (the default): no gate.
        qk_norm: give every head's queries and keys unit root mean square, times a learned
            scale per feature (``nn.RMSNorm`` over ``Dh``, one for the queries and one for the
            keys, shared by the heads), before their rotation and before a cache stores the
            keys (QK-norm; chapter 13).
        logit_cap: soft-cap every score at this bound before the softmax,
            ``cap · tanh(score / cap)`` (``attnviz.mechanism.scoring.soft_cap``; Gemma 2's logit
            soft-capping, chapter 13); the layer then takes the explicit path, which forms the
            scores. Not with ``sink_logits``, nor in a serving step. ``None``: no cap.
        shares_kv: the layer has no key and value projections and attends to the keys and
            values of an earlier layer, read from that layer's cache, which it is handed as
            ``cache`` (cross-layer attention, Brandon et al. 2024; chapter 13): it reads all the
            cache holds, its own queries being the last ``Tq`` positions, and stores nothing.
        select_k: each query attends to the ``select_k`` earlier keys a lightning indexer
            scores highest (:class:`attnviz.mechanism.selection.LightningIndexer`; DeepSeek
            Sparse Attention, chapter 13), and to no other: causal self-attention only (to
            decode, a :class:`attnviz.mechanism.selection.SelectionCache`). The indexer reads
            the tokens detached from the model's graph and learns from the loss it leaves in
            :attr:`index_loss` in training (how far its scores are from the dense attention's
            weights). ``None``: every key.
    """

    def __init__(self, *, d_model: int, num_heads: int, key_dim: int | None = None,
                 value_dim: int | None = None, bias: bool = True, dropout: float = 0.0,
                 num_kv_heads: int | None = None, rotary_base: float | None = None,
                 sink_logits: bool = False, gate: str | None = None,
                 qk_norm: bool = False, logit_cap: float | None = None,
                 shares_kv: bool = False, select_k: int | None = None) -> None:
        super().__init__()
        check_positive("d_model", d_model, integer=True)
        check_positive("num_heads", num_heads, integer=True)
        if d_model % num_heads:
            raise ValueError(
                f"d_model must be divisible by num_heads, got d_model={d_model} and "
                f"num_heads={num_heads}"
            )
        key_dim = d_model if key_dim is None else key_dim
        value_dim = d_model if value_dim is None else value_dim
        check_positive("key_dim", key_dim, integer=True)
        check_positive("value_dim", value_dim, integer=True)
        check_probability("dropout", dropout)
        num_kv_heads = num_heads if num_kv_heads is None else num_kv_heads
        check_int("num_kv_heads", num_kv_heads, minimum=1,
                  expected=f"a positive int that divides num_heads={num_heads}, or None")
        if num_heads % num_kv_heads:
            raise ValueError(
                f"num_kv_heads must divide num_heads, got num_kv_heads={num_kv_heads} and "
                f"num_heads={num_heads} (each key-value head serves a group of "
                "num_heads / num_kv_heads query heads)"
            )
        self.d_model, self.num_heads, self.num_kv_heads = d_model, num_heads, num_kv_heads
        self.key_dim, self.value_dim = key_dim, value_dim
        self.head_dim = d_model // num_heads
        kv_width = num_kv_heads * self.head_dim  # H_kv * Dh, d_model unless grouped
        self.W_q = nn.Linear(d_model, d_model, bias=bias)
        check_bool("shares_kv", shares_kv)
        self.shares_kv = shares_kv
        # a layer that reads another layer's keys and values projects none of its own
        self.W_k = None if shares_kv else nn.Linear(key_dim, kv_width, bias=bias)
        self.W_v = None if shares_kv else nn.Linear(value_dim, kv_width, bias=bias)
        self.W_o = nn.Linear(d_model, d_model, bias=bias)
        self.softmax = MaskedSoftmax()
        self.dropout = nn.Dropout(dropout)
        check_bool("sink_logits", sink_logits)
        if sink_logits and dropout:
            raise ValueError(f"sink_logits computes its weights in one piece and takes no "
                             f"attention dropout: pass dropout=0.0, got {dropout}")
        self.rotary: RotaryEmbedding | None = None
        if rotary_base is not None:
            check_positive("rotary_base", rotary_base)
            if self.head_dim % 2:
                raise ValueError(f"d_model / num_heads must be even for rotary positions, got "
                                 f"{d_model} / {num_heads} = {self.head_dim}")
            self.rotary = RotaryEmbedding(self.head_dim, base=rotary_base)
        self.sink_logits = nn.Parameter(torch.zeros(num_heads)) if sink_logits else None
        if gate not in GATES:
            raise ValueError(f"gate must be one of {', '.join(map(repr, GATES))}, got {gate!r}")
        self.gate = gate
        self.W_g = (None if gate is None else
                    nn.Linear(d_model, d_model if gate == "elementwise" else num_heads,
                              bias=bias))
        check_bool("qk_norm", qk_norm)
        self.q_norm = nn.RMSNorm(self.head_dim, eps=1e-6) if qk_norm else None
        self.k_norm = nn.RMSNorm(self.head_dim, eps=1e-6) if qk_norm else None
        if logit_cap is not None:
            check_positive("logit_cap", logit_cap)
            if sink_logits:
                raise ValueError(f"logit_cap caps the scores of the explicit softmax, which a "
                                 f"layer with sink_logits does not use: pass one or the other, "
                                 f"got logit_cap={logit_cap} and sink_logits=True")
        self.logit_cap = logit_cap
        self.select_k = select_k
        self.indexer: LightningIndexer | None = None
        self.index_loss: torch.Tensor | None = None  # set by every forward in training
        if select_k is not None:
            check_int("select_k", select_k, minimum=1)
            if sink_logits or shares_kv or key_dim != d_model:
                raise ValueError(f"select_k selects keys for causal self-attention with its own "
                                 f"keys and no sink logits, got sink_logits={sink_logits}, "
                                 f"shares_kv={shares_kv} and key_dim={key_dim} (d_model "
                                 f"{d_model})")
            # with rotary positions, the indexer's too, on half its features (DeepSeek-V3.2)
            self.indexer = LightningIndexer(
                d_model=d_model, rope_dim=None if self.rotary is None else 8,
                rope_base=10000.0 if rotary_base is None else rotary_base)

    def extra_repr(self) -> str:
        widths = ""
        if (self.key_dim, self.value_dim) != (self.d_model, self.d_model):
            widths = f", key_dim={self.key_dim}, value_dim={self.value_dim}"
        groups = ""
        if self.num_kv_heads != self.num_heads:
            groups = f", num_kv_heads={self.num_kv_heads}"
        sinks = ", sink_logits=True" if self.sink_logits is not None else ""
        gate = f", gate={self.gate!r}" if self.gate is not None else ""
        norm = ", qk_norm=True" if self.q_norm is not None else ""
        norm += f", logit_cap={self.logit_cap}" if self.logit_cap is not None else ""
        norm += ", shares_kv=True" if self.shares_kv else ""
        norm += f", select_k={self.select_k}" if self.select_k is not None else ""
        return (f"d_model={self.d_model}, num_heads={self.num_heads}{groups}{widths}{sinks}"
                f"{gate}{norm}")

    def split_heads(self, x: torch.Tensor) -> torch.Tensor:
        """``(B, T, D)`` -> ``(B, H, T, Dh)``; a projection of width ``H_kv * Dh`` (keys and
        values under grouped-query attention) gives ``(B, H_kv, T, Dh)``."""
        batch, steps, width = x.shape
        return x.view(batch, steps, width // self.head_dim, self.head_dim).transpose(1, 2)

    def merge_heads(self, x: torch.Tensor) -> torch.Tensor:
        """``(B, H, T, Dh)`` -> ``(B, T, D)``."""
        batch, _, steps, _ = x.shape
        return x.transpose(1, 2).reshape(batch, steps, self.d_model)

    def _project_queries(self, queries: torch.Tensor) -> torch.Tensor:
        """``(B, Tq, D)`` -> ``(B, H, Tq, Dh)``, normalised with QK-norm."""
        q = self.split_heads(self.W_q(queries))
        return q if self.q_norm is None else self.q_norm(q)

    def _project_keys(self, keys: torch.Tensor) -> torch.Tensor:
        """``(B, Tk, key_dim)`` -> ``(B, H_kv, Tk, Dh)``, normalised with QK-norm."""
        k = self.split_heads(cast(nn.Linear, self.W_k)(keys))
        return k if self.k_norm is None else self.k_norm(k)

    def logits(self, queries: torch.Tensor, keys: torch.Tensor) -> torch.Tensor:
        """The scores ``(B, H, Tq, Tk)`` of ``queries (B, Tq, D)`` against ``keys (B, Tk,
        key_dim)`` as :meth:`forward` computes them without a cache (QK-norm, the layer's
        rotation, the scale), before any mask and before the soft cap: what QK-norm and
        ``logit_cap`` keep in range (chapter 13)."""
        self._check_inputs(queries, keys, None)
        if self.shares_kv or self.W_k is None:
            raise ValueError("logits needs a layer that projects its own keys; a layer built "
                             "with shares_kv=True reads another layer's")
        q, k = self._project_queries(queries), self._project_keys(keys)
        if self.rotary is not None:
            q, k = self.rotary(q), self.rotary(k)
        group = self.num_heads // self.num_kv_heads
        return dot_product_scores(q, k.repeat_interleave(group, dim=1))

    def _output(self, heads: torch.Tensor, queries: torch.Tensor) -> torch.Tensor:
        """The heads ``(B, H, Tq, Dh)``, gated if the layer has a gate, merged and projected:
        ``(B, Tq, D)``."""
        if self.W_g is not None:
            gate = torch.sigmoid(self.W_g(queries))  # (B, Tq, D) or (B, Tq, H)
            heads = heads * (self.split_heads(gate) if self.gate == "elementwise"
                             else gate.transpose(1, 2)[..., None])  # (B, H, Tq, Dh or 1)
        return self.W_o(self.merge_heads(heads))

    def _check_inputs(self, queries: torch.Tensor, keys: torch.Tensor,
                      values: torch.Tensor | None) -> None:
        named = [("queries", queries, self.d_model), ("keys", keys, self.key_dim)]
        if values is None:  # queries and keys only
            values = keys
        else:
            named.append(("values", values, self.value_dim))
        for name, x, width in named:
            check_tensor(name, x, ndim=3, shape_hint=f"(B, T, {width})")
            if x.shape[-1] != width:
                raise ValueError(f"{name} must have width {width} on its last axis, got shape "
                                 f"{tuple(x.shape)}")
            check_module_dtype(name, x, self)
        if keys.shape[:2] != values.shape[:2] or keys.shape[0] != queries.shape[0]:
            raise ValueError(
                "queries, keys and values must share the batch size B, and keys and values the "
                f"number of steps Tk, got {tuple(queries.shape)}, {tuple(keys.shape)} and "
                f"{tuple(values.shape)}"
            )

    def check_options(self, *, rotary: object = None, kv_transform: object = None,
                      mask: object = None, valid_lens: object = None, causal: object = False,
                      need_weights: object = False) -> None:
        """Raise unless :meth:`forward`'s options are of the right kind for this layer (the
        shapes of ``mask`` and ``valid_lens`` are checked by :meth:`attention_mask`); a model
        checks its blocks' options once with it, at its entry."""
        check_bool("causal", causal)
        check_bool("need_weights", need_weights)
        if rotary is not None:
            if self.rotary is None:
                raise ValueError("rotary replaces the layer's own rotation, and this layer has "
                                 "none: build it with rotary_base")
            if not isinstance(rotary, RotaryEmbedding):
                raise TypeError(f"rotary must be an attnviz.RotaryEmbedding or None, got "
                                f"{type(rotary).__name__}")
            if rotary.head_dim != self.head_dim:
                raise ValueError(f"rotary must rotate heads of width {self.head_dim}, got a "
                                 f"RotaryEmbedding of head_dim={rotary.head_dim}")
        if kv_transform is not None and not callable(kv_transform):
            raise TypeError(f"kv_transform must be a function (keys, values) -> (keys, values) "
                            f"or None, got {type(kv_transform).__name__}")
        if self.sink_logits is not None and (mask is not None or valid_lens is not None):
            raise ValueError("a layer with sink logits takes causal=True or no mask at all, "
                             "not mask or valid_lens")

    def attention_mask(self, batch: int, num_queries: int, num_keys: int, *,
                       valid_lens: torch.Tensor | None = None, mask: torch.Tensor | None = None,
                       causal: bool = False, device: torch.device | None = None
                       ) -> torch.Tensor | None:
        """Combine lengths, a boolean mask and causality into one mask for ``(B, H, Tq, Tk)``.

        Args:
            valid_lens: ``(B,)`` or ``(B, Tq)`` valid key counts.
            mask: boolean "may attend" mask ``(Tq, Tk)``, ``(B, Tq, Tk)`` or
                ``(B, H, Tq, Tk)`` (or anything broadcastable to the last).
            causal: hide future keys, with the queries aligned to the *last* key positions
                (:func:`causal_mask`'s ``align="lower_right"``).

        Returns:
            A boolean mask broadcastable to ``(B, H, Tq, Tk)``, or ``None`` for no masking.
        """
        full = (batch, self.num_heads, num_queries, num_keys)
        if not checked_at_entry():
            if valid_lens is not None:
                check_tensor("valid_lens", valid_lens, ndim=(1, 2),
                             shape_hint="(B,) or (B, Tq)")
                if valid_lens.shape[0] != batch or (valid_lens.dim() == 2
                                                    and valid_lens.shape[1] != num_queries):
                    raise ValueError(f"valid_lens must have shape ({batch},) or ({batch}, "
                                     f"{num_queries}), got {tuple(valid_lens.shape)}")
                check_integer("valid_lens", valid_lens)
                check_non_negative_values("valid_lens", valid_lens)
            if mask is not None:
                check_tensor("mask", mask, ndim=(2, 3, 4),
                             shape_hint="(Tq, Tk), (B, Tq, Tk) or (B, H, Tq, Tk)")
                if mask.dtype != torch.bool:
                    raise TypeError(f"mask must be a boolean tensor (True = may attend), got "
                                    f"dtype {mask.dtype}")
        given = None
        if mask is not None:
            given = mask[:, None] if mask.dim() == 3 else mask  # (B, Tq, Tk) -> (B, 1, Tq, Tk)
            if not checked_at_entry():
                if not broadcasts_to(given.shape, full):
                    raise ValueError(f"mask of shape {tuple(mask.shape)} does not broadcast to "
                                     f"(B, H, Tq, Tk) = {full}")
        return merge_masks(num_queries, num_keys, valid_lens=valid_lens, mask=given,
                           causal=causal, device=device)

    def forward(self, queries: torch.Tensor, keys: torch.Tensor, values: torch.Tensor, *,
                valid_lens: torch.Tensor | None = None, mask: torch.Tensor | None = None,
                causal: bool = False, need_weights: bool = False, cache: Cache | None = None,
                rotary: RotaryEmbedding | None = None, kv_transform: KVTransform | None = None
                ) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """Attend from ``queries`` to ``keys`` with ``H`` heads and pool ``values``.

        Args:
            queries: ``(B, Tq, D)``.
            keys: ``(B, Tk, key_dim)``.
            values: ``(B, Tk, value_dim)``.
            valid_lens: optional ``(B,)`` or ``(B, Tq)`` valid key counts.
            mask: optional boolean "may attend" mask (see :meth:`attention_mask`).
            causal: hide future keys from each query. The queries are taken to be the *last*
                ``Tq`` of the ``Tk`` key positions (:func:`causal_mask`'s default
                ``align="lower_right"``, right for a cache); this differs from
                ``F.scaled_dot_product_attention(..., is_causal=True)`` (``"upper_left"``) only
                when ``Tq != Tk``. For the other alignment pass
                ``mask=causal_mask(Tq, Tk, align="upper_left")``.
            need_weights: also return the per-head weights.
            cache: a key–value cache for step-by-step decoding (:class:`KVCache`, or any
                :class:`attnviz.Cache` of ``(B, H_kv, T, Dh)`` keys: quantised, paged); with it,
                the keys attended to are the cached ones followed by this call's (or only the
                cached ones, a :class:`MemoryCache`'s memory), and masks refer to that full key
                sequence. It stores the ``H_kv`` key–value heads (before their rotation, in a
                layer with rotary positions).
            rotary: a rotation for this call instead of the layer's own (a rescaled one,
                chapter 11); only in a layer built with ``rotary_base``.
            kv_transform: a function applied to the keys and values ``(B, H_kv, Tk, Dh)`` that
                attention reads, after the rotation (e.g. quantise, then dequantise: a
                quantised cache, chapter 11); it returns them in the same shapes.

        Returns:
            Output ``(B, Tq, D)``, or ``(output, weights)`` with weights ``(B, H, Tq, Tk)``
            (before dropout) when ``need_weights`` is true. A query with no key to attend to
            gets zero weights, and its heads contribute zeros before the output projection.
            NaN in the inputs gives NaN where the explicit computation gives it, with or
            without ``need_weights``.
        """
        if not checked_at_entry():  # inside a checked entry point, the caller checked them
            self._check_inputs(queries, keys, values)
            check_cache("cache", cache)
            self.check_options(rotary=rotary, kv_transform=kv_transform, mask=mask,
                               valid_lens=valid_lens, causal=causal, need_weights=need_weights)
        q = self._project_queries(queries)  # (B, Tq, D) -> (B, H, Tq, Dh)
        if isinstance(cache, PagedStep):  # a serving step (chapter 12): the pool's attention
            return self._attend_step(q, queries, keys, values, cache, rotary,
                                     kv_transform=kv_transform,
                                     mask=mask, valid_lens=valid_lens, need_weights=need_weights)
        memory = cache.memory() if isinstance(cache, MemoryCache) else None
        past = 0  # keys cached before this call
        if memory is not None:
            k, v = memory  # a fixed memory, projected on the first call
        elif self.shares_kv:  # another layer's keys and values, this call's tokens included
            if cache is None:
                raise ValueError("a layer built with shares_kv=True reads the keys and values "
                                 "of an earlier layer: pass that layer's cache as cache")
            past = len(cache) - q.shape[2]
            if past < 0:
                raise ValueError(f"cache must already hold this call's {q.shape[2]} tokens "
                                 f"(the layer that shares its keys and values runs first), "
                                 f"got a cache of {len(cache)}")
            nothing = q.new_empty(q.shape[0], self.num_kv_heads, 0, self.head_dim)
            k, v = cache.update(nothing, nothing)  # appends no token: all the cache holds
        else:
            k = self._project_keys(keys)  # (B, Tk, H_kv Dh) -> (B, H_kv, Tk, Dh)
            v = self.split_heads(cast(nn.Linear, self.W_v)(values))  # (B, H_kv, Tk, Dh)
            if cache is not None:
                past = len(cache)
                k, v = cache.update(k, v)  # (B, H_kv, Tk, Dh): the cached keys, then these
        rotate = self.rotary if rotary is None else rotary
        if rotate is not None:
            q, k = rotate(q, past), rotate(k)  # queries at slots past .. past + Tq - 1
        if kv_transform is not None:
            k, v = kv_transform(k, v)
        chosen = None  # with select_k: the keys each query may read, (B, 1, Tq, Tk)
        if self.indexer is not None:
            chosen = self._select(q, k, queries, keys, cache, causal)
        if self.sink_logits is not None:  # (no mask but causal: checked above)
            heads, weights = compute_attention(q, k, v, form="sink", causal=causal,
                                               sink_logits=self.sink_logits,
                                               need_weights=need_weights)
            output = self._output(heads, queries)
            return (output, weights) if need_weights and weights is not None else output
        keep = self.attention_mask(q.shape[0], q.shape[2], k.shape[2], valid_lens=valid_lens,
                                   mask=mask, causal=causal, device=queries.device)
        if chosen is not None:
            keep = chosen if keep is None else keep & chosen
        # The fused kernel may turn a NaN query into a finite row; non-finite inputs take the
        # explicit path, so that both give the same result and NaN in means NaN out.
        if (need_weights or self.logit_cap is not None
                or (not checked_at_entry() and not _all_finite(q, k, v))):
            group = self.num_heads // self.num_kv_heads  # query heads per key-value head
            if group > 1:  # (B, H_kv, Tk, Dh) -> (B, H, Tk, Dh), key-value head h // group
                k, v = k.repeat_interleave(group, dim=1), v.repeat_interleave(group, dim=1)
            # the weights with the layer's own softmax and dropout modules (which a reader can
            # hook to watch them), as compute_attention's "explicit" form computes them
            scores = dot_product_scores(q, k)  # (B, H, Tq, Tk)
            if self.logit_cap is not None:  # capped before the softmax (Gemma 2)
                scores = soft_cap(scores, self.logit_cap)
            weights = self.softmax(scores, mask=keep)  # (B, H, Tq, Tk)
            heads = self.dropout(weights) @ v  # (B, H, Tq, Tk) @ (B, H, Tk, Dh) -> (B, H, Tq, Dh)
            output = self._output(heads, queries)  # (B, H, Tq, Dh) -> (B, Tq, D)
            return (output, weights) if need_weights else output
        heads, _ = compute_attention(q, k, v, form="sdpa", mask=keep,
                                     dropout_p=self.dropout.p if self.training else 0.0)
        return self._output(heads, queries)  # (B, H, Tq, Dh) -> (B, Tq, D)

    def _select(self, q: torch.Tensor, k: torch.Tensor, queries: torch.Tensor,
                keys: torch.Tensor, cache: Cache | None, causal: bool) -> torch.Tensor:
        """The lightning indexer's choice of keys as a mask ``(B, 1, Tq, Tk)`` and, in
        training, its loss against the dense attention's weights (in :attr:`index_loss`)."""
        indexer = cast(LightningIndexer, self.indexer)
        if not causal:
            raise ValueError("select_k selects among earlier keys: pass causal=True")
        index_keys = indexer.keys(keys.detach())  # (B, Tk_new, D_I), the graph cut (DSA)
        if cache is not None:
            if not isinstance(cache, SelectionCache):
                raise TypeError(f"cache must be an attnviz SelectionCache (it keeps the "
                                f"indexer's keys) for a layer with select_k, got "
                                f"{type(cache).__name__}")
            index_keys = cache.update_index(index_keys)
        scores = indexer(queries.detach(), index_keys)  # (B, Tq, Tk), -inf at later keys
        # ranked at bfloat16's precision (DeepSeek runs its indexer in FP8): two keys whose
        # scores differ only in their last bits (the same token read twice, computed in
        # another order when a query comes alone) rank as equal, and the later one wins
        ranking = scores.detach().to(torch.bfloat16)
        indices, valid = select_keys(ranking, cast(int, self.select_k))
        chosen = selection_mask(indices, valid, k.shape[2])[:, None]  # (B, 1, Tq, Tk)
        self.index_loss = None
        if self.training:
            with torch.no_grad():  # the dense weights, the indexer's target
                group = self.num_heads // self.num_kv_heads
                dense = masked_softmax(dot_product_scores(q, k.repeat_interleave(group, dim=1)),
                                       mask=causal_mask(q.shape[2], k.shape[2], device=q.device))
            self.index_loss = index_loss(scores, dense)
        return chosen

    def _attend_step(self, q: torch.Tensor, queries: torch.Tensor, keys: torch.Tensor,
                     values: torch.Tensor, step: PagedStep, rotary: RotaryEmbedding | None,
                     **unsupported: object) -> torch.Tensor:
        """A serving step's attention (chapter 12): the step's tokens, packed in one row, are
        rotated at their own positions, written into the pool and attend through their
        sequences' block tables (:meth:`attnviz.PagedStep.attend`), with the layer's sink
        logits if it has them."""
        given = [name for name, value in unsupported.items() if value not in (None, False)]
        if self.shares_kv:
            given.append("shares_kv (a serving step keeps one pool per layer)")
        if self.logit_cap is not None:
            given.append("logit_cap (the pool's attention does not cap its scores)")
        if self.select_k is not None:
            given.append("select_k (the pool's attention reads every key)")
        if given or q.shape[0] != 1:
            raise ValueError(f"a PagedStep cache takes one row of packed tokens (batch 1, got "
                             f"{q.shape[0]}) and no {', '.join(given) or 'mask'}: a serving "
                             f"step attends causally within each sequence")
        k = self._project_keys(keys)  # (1, N, H_kv Dh) -> (1, H_kv, N, Dh)
        v = self.split_heads(cast(nn.Linear, self.W_v)(values))
        rotate = self.rotary if rotary is None else rotary
        if rotate is not None:  # each token at its own position in its own sequence
            q, k = rotate(q, step.positions), rotate(k, step.positions)
        return self._output(step.attend(q, k, v, sink_logits=self.sink_logits), queries)


def _all_finite(*tensors: torch.Tensor) -> bool:
    """Whether every tensor holds only finite numbers.

    A sum is finite only if every term is (NaN and infinities propagate through addition), so
    one cheap sum settles the usual case; only a sum that overflowed needs the element-wise
    check, which is many times slower.
    """
    with torch.no_grad():
        total = tensors[0].sum()
        for t in tensors[1:]:
            total = total + t.sum()
        if bool(torch.isfinite(total)):
            return True
        return all(bool(torch.isfinite(t).all()) for t in tensors)
