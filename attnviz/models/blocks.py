"""The blocks that every Transformer of the book is built from (chapter 7, *The Transformer*;
reused by the decoder-only GPT of chapter 9 and the Vision Transformer of chapter 8).

:class:`PositionWiseFFN` is the feed-forward sublayer applied to every position alone. Every
block is built the same way, from keyword arguments (``d_model``, ``num_heads``, ``ffn_dim``,
``dropout``, ...), and writes its residual lines out, as nanoGPT does:

* :class:`TransformerEncoderBlock`: self-attention and a feed-forward network, post-norm
  (``x = norm(x + f(x))``, the original paper, chapter 7) or pre-norm (``x = x + f(norm(x))``,
  the Vision Transformer of chapter 8);
* :class:`TransformerDecoderBlock`: masked self-attention, attention to the encoder's memory
  and a feed-forward network (chapter 7);
* :class:`GPTBlock`: the pre-norm block of a decoder-only model, causal, with grouped key–value
  heads if asked (chapters 9 and 10).
"""

from __future__ import annotations

from typing import Any, cast

import torch
from torch import nn

from attnviz._checks import (
    check_bool,
    check_int,
    check_module_dtype,
    check_probability,
    check_tensor,
    checked_at_entry,
)
from attnviz.mechanism.cache import Cache, KVCache, check_cache
from attnviz.mechanism.delta import LINEAR_MIXERS, DeltaNetLayer, DeltaState
from attnviz.mechanism.latent import LatentCache, MultiHeadLatentAttention
from attnviz.mechanism.multihead import KVTransform, MultiHeadAttention
from attnviz.mechanism.rotary import RotaryEmbedding

__all__ = ["GPTBlock", "PositionWiseFFN", "TransformerDecoderBlock", "TransformerEncoderBlock"]

_ACTIVATIONS = {"relu": nn.ReLU, "gelu": nn.GELU}



def _check_block_args(d_model: int, num_heads: int, ffn_dim: int, dropout: float,
                      activation: str) -> None:
    for name, value in (("d_model", d_model), ("num_heads", num_heads), ("ffn_dim", ffn_dim)):
        check_int(name, value, minimum=1)
    check_probability("dropout", dropout)
    if activation not in _ACTIVATIONS:
        raise ValueError(f"activation must be one of {sorted(_ACTIVATIONS)}, got {activation!r}")



class PositionWiseFFN(nn.Module):
    """The same two-layer MLP applied at every position: ``(B, T, D) -> (B, T, D)``.

    Args:
        d_model: ``D``, the input and output width.
        ffn_dim: the hidden width (often ``4 D``).
        dropout: dropout on the hidden layer.
        activation: ``"relu"`` (the original Transformer) or ``"gelu"`` (ViT, GPT).
    """

    def __init__(self, *, d_model: int, ffn_dim: int, dropout: float = 0.0,
                 activation: str = "relu") -> None:
        super().__init__()
        _check_block_args(d_model, 1, ffn_dim, dropout, activation)
        self.dense1 = nn.Linear(d_model, ffn_dim)
        self.activation = _ACTIVATIONS[activation]()
        self.dropout = nn.Dropout(dropout)
        self.dense2 = nn.Linear(ffn_dim, d_model)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """``(B, T, D) -> (B, T, D)``; ``x`` must have the dtype of the parameters."""
        if not checked_at_entry():
            check_tensor("x", x)
            check_module_dtype("x", x, self)
        return self.dense2(self.dropout(self.activation(self.dense1(x))))


class _Residual(nn.Module):
    """The layer norm and the dropout of one sublayer's residual connection.

    The blocks write the residual line out themselves (``x = x + drop(f(norm(x)))`` pre-norm,
    ``x = norm(x + drop(f(x)))`` post-norm), reading ``norm`` and ``dropout`` from here;
    :meth:`forward` computes the same line for a sublayer given as a function.
    """

    def __init__(self, d_model: int, dropout: float, norm_first: bool) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(d_model)
        self.dropout = nn.Dropout(dropout)
        self.norm_first = norm_first

    def forward(self, x: torch.Tensor, sublayer: Any) -> torch.Tensor:
        if self.norm_first:  # pre-norm: x + f(norm(x))
            return x + self.dropout(sublayer(self.norm(x)))
        return self.norm(x + self.dropout(sublayer(x)))  # post-norm: norm(x + f(x))


def _sublayers(num_attentions: int, *, d_model: int, num_heads: int, ffn_dim: int,
               dropout: float, norm_first: bool, activation: str
               ) -> tuple[list[MultiHeadAttention], PositionWiseFFN, list[_Residual]]:
    """An encoder or decoder block's sublayers, built in this order (the order their weights
    are drawn in): ``num_attentions`` attention layers, the feed-forward network, and one
    residual connection for each of them."""
    _check_block_args(d_model, num_heads, ffn_dim, dropout, activation)
    attentions = [MultiHeadAttention(d_model=d_model, num_heads=num_heads, dropout=dropout)
                  for _ in range(num_attentions)]
    ffn = PositionWiseFFN(d_model=d_model, ffn_dim=ffn_dim, dropout=dropout,
                          activation=activation)
    residuals = [_Residual(d_model, dropout, norm_first) for _ in range(num_attentions + 1)]
    return attentions, ffn, residuals


class TransformerEncoderBlock(nn.Module):
    """Self-attention and a feed-forward network, each with a residual and a layer norm.

    Args:
        d_model: ``D``.
        num_heads: ``H`` (must divide ``D``).
        ffn_dim: hidden width of the feed-forward network.
        dropout: dropout on attention weights, on the FFN's hidden layer and on each
            sublayer's output.
        norm_first: pre-norm (``True``) or post-norm (``False``, the original paper).
        activation: ``"relu"`` or ``"gelu"``.
    """

    def __init__(self, *, d_model: int, num_heads: int, ffn_dim: int, dropout: float = 0.0,
                 norm_first: bool = False, activation: str = "relu") -> None:
        super().__init__()
        (self.attention,), self.ffn, (self.residual1, self.residual2) = _sublayers(
            1, d_model=d_model, num_heads=num_heads, ffn_dim=ffn_dim, dropout=dropout,
            norm_first=norm_first, activation=activation)
        self.norm_first = norm_first

    def forward(self, x: torch.Tensor, *, valid_lens: torch.Tensor | None = None
                ) -> torch.Tensor:
        """``(B, T, D) -> (B, T, D)``; ``valid_lens (B,)`` masks padding keys.

        ``x`` must have the dtype of the block's parameters.
        """
        if not checked_at_entry():
            check_tensor("x", x, ndim=3, shape_hint="(B, T, D)")
            check_module_dtype("x", x, self)
        r1, r2 = self.residual1, self.residual2
        if self.norm_first:  # pre-norm: x + f(norm(x))
            h = r1.norm(x)
            x = x + r1.dropout(self.attention(h, h, h, valid_lens=valid_lens))
            return x + r2.dropout(self.ffn(r2.norm(x)))
        x = r1.norm(x + r1.dropout(self.attention(x, x, x, valid_lens=valid_lens)))  # post-norm
        return r2.norm(x + r2.dropout(self.ffn(x)))



class TransformerDecoderBlock(nn.Module):
    """Masked self-attention, attention to the encoder's memory, and a feed-forward network.

    Args: as :class:`TransformerEncoderBlock`.
    """

    def __init__(self, *, d_model: int, num_heads: int, ffn_dim: int, dropout: float = 0.0,
                 norm_first: bool = False, activation: str = "relu") -> None:
        super().__init__()
        ((self.self_attention, self.cross_attention), self.ffn,
         (self.residual1, self.residual2, self.residual3)) = _sublayers(
            2, d_model=d_model, num_heads=num_heads, ffn_dim=ffn_dim, dropout=dropout,
            norm_first=norm_first, activation=activation)
        self.norm_first = norm_first

    def forward(self, x: torch.Tensor, memory: torch.Tensor, *,
                memory_valid_lens: torch.Tensor | None = None,
                caches: tuple[KVCache, KVCache] | None = None) -> torch.Tensor:
        """Decode ``x (B, T, D)`` against ``memory (B, Tk, D)``.

        Args:
            x: target-side inputs; with ``caches``, only the newest positions.
            memory: the encoder's outputs.
            memory_valid_lens: ``(B,)`` valid source lengths.
            caches: ``(self_cache, cross_cache)`` for step-by-step decoding, or ``None``.

        Returns:
            ``(B, T, D)``. Each position attends only to itself and earlier positions: the
            self-attention is causal with the queries aligned to the *last* positions
            (``align="lower_right"`` in :func:`attnviz.causal_mask`), so with a cache the new
            positions see every cached one.
        """
        if not checked_at_entry():
            for name, value in (("x", x), ("memory", memory)):
                check_tensor(name, value, ndim=3, shape_hint="(B, T, D)")
                check_module_dtype(name, value, self)
        self_cache, cross_cache = caches if caches is not None else (None, None)
        r1, r2, r3 = self.residual1, self.residual2, self.residual3
        if self.norm_first:  # pre-norm: x + f(norm(x))
            h = r1.norm(x)
            x = x + r1.dropout(self.self_attention(h, h, h, causal=True, cache=self_cache))
            h = r2.norm(x)
            x = x + r2.dropout(self.cross_attention(h, memory, memory,
                                                    valid_lens=memory_valid_lens,
                                                    cache=cross_cache))
            return x + r3.dropout(self.ffn(r3.norm(x)))
        x = r1.norm(x + r1.dropout(self.self_attention(x, x, x, causal=True,  # post-norm
                                                       cache=self_cache)))
        x = r2.norm(x + r2.dropout(self.cross_attention(x, memory, memory,
                                                        valid_lens=memory_valid_lens,
                                                        cache=cross_cache)))
        return r3.norm(x + r3.dropout(self.ffn(x)))


class GPTBlock(nn.Module):
    """The GPT's block (chapter 9): ``x + attention(norm(x))``, then ``x + ffn(norm(x))``, the
    attention causal. Built like the other blocks, from keyword arguments; the options of
    chapters 10 and 11 choose its attention.

    Args:
        d_model: ``D``.
        num_heads: ``H`` query heads (must divide ``D``).
        ffn_dim: hidden width of the feed-forward network; ``0`` makes the block attention
            only (``ffn`` and ``norm2`` are ``None``), as chapter 9's induction-head models.
        dropout: dropout on attention weights, the FFN's hidden layer and each sublayer's output.
        num_kv_heads: key–value heads (grouped-query attention, chapter 10; ``1``: multi-query);
            ``None``: ``H``.
        activation: ``"gelu"`` (GPT-2's) or ``"relu"``.
        bias: give the attention's four projections a bias (GPT-2's); today's models have none.
        rotary_base: rotary positions inside attention with this wavelength scale (chapter 10),
            or ``None``.
        sink_logits: a learned sink logit per head (chapter 11).
        latent_dim: ``Dc``: multi-head latent attention (:class:`attnviz.MultiHeadLatentAttention`,
            chapter 11) instead of multi-head attention, with ``rope_dim`` its rotary width and
            ``rotary_base`` its wavelength scale.
        rope_dim: ``Dr``, with ``latent_dim``.
        gate, qk_norm, logit_cap, shares_kv, select_k: a sigmoid gate on the heads' outputs,
            QK-norm, logit soft-capping, attention to an earlier block's keys and values, and
            to the keys a lightning indexer selects (chapter 13; see
            :class:`attnviz.MultiHeadAttention`).
        linear: ``"delta"`` or ``"gated_delta"``: a DeltaNet or Gated DeltaNet layer
            (:class:`attnviz.mechanism.delta.DeltaNetLayer`, chapter 13) mixes the tokens instead
            of attention; it takes none of attention's options. ``None``: attention.
    """

    def __init__(self, *, d_model: int, num_heads: int, ffn_dim: int, dropout: float = 0.0,
                 num_kv_heads: int | None = None, activation: str = "gelu", bias: bool = True,
                 rotary_base: float | None = None, sink_logits: bool = False,
                 latent_dim: int | None = None, rope_dim: int | None = None,
                 gate: str | None = None, qk_norm: bool = False,
                 logit_cap: float | None = None, shares_kv: bool = False,
                 select_k: int | None = None, linear: str | None = None) -> None:
        super().__init__()
        check_int("ffn_dim", ffn_dim, minimum=0)
        _check_block_args(d_model, num_heads, ffn_dim or 1, dropout, activation)
        check_bool("bias", bias)
        self.d_model = d_model
        self.norm1 = nn.LayerNorm(d_model)
        self.attention: MultiHeadAttention | MultiHeadLatentAttention | DeltaNetLayer
        if linear is not None:
            if linear not in LINEAR_MIXERS:
                raise ValueError(f"linear must be one of None, "
                                 f"{', '.join(map(repr, LINEAR_MIXERS))}, got {linear!r}")
            options = {"num_kv_heads": num_kv_heads, "rotary_base": rotary_base,
                       "sink_logits": sink_logits, "latent_dim": latent_dim,
                       "rope_dim": rope_dim, "gate": gate, "qk_norm": qk_norm,
                       "logit_cap": logit_cap, "shares_kv": shares_kv, "select_k": select_k}
            given = [name for name, value in options.items() if value not in (None, False)]
            if given:
                raise ValueError(f"a delta-rule layer (linear={linear!r}) takes none of "
                                 f"attention's options, got {', '.join(given)}")
            self.attention = DeltaNetLayer(d_model=d_model, num_heads=num_heads,
                                           gated=linear == "gated_delta")
        elif latent_dim is not None or rope_dim is not None:
            if latent_dim is None or rope_dim is None or rotary_base is None:
                raise ValueError(f"latent attention needs latent_dim, rope_dim and rotary_base, "
                                 f"got latent_dim={latent_dim}, rope_dim={rope_dim}, "
                                 f"rotary_base={rotary_base}")
            if (num_kv_heads is not None or sink_logits or dropout or bias or gate or qk_norm
                    or logit_cap is not None or shares_kv or select_k is not None):
                raise ValueError("latent attention takes no num_kv_heads, sink_logits, dropout, "
                                 "bias, gate, qk_norm, logit_cap, shares_kv or select_k")
            self.attention = MultiHeadLatentAttention(
                d_model=d_model, num_heads=num_heads, head_dim=d_model // num_heads,
                latent_dim=latent_dim, rope_dim=rope_dim, base=rotary_base)
        else:
            self.attention = MultiHeadAttention(
                d_model=d_model, num_heads=num_heads, dropout=dropout, bias=bias,
                num_kv_heads=num_kv_heads, rotary_base=rotary_base, sink_logits=sink_logits,
                gate=gate, qk_norm=qk_norm, logit_cap=logit_cap, shares_kv=shares_kv,
                select_k=select_k)
        self.norm2: nn.LayerNorm | None = None
        self.ffn: PositionWiseFFN | None = None
        if ffn_dim:
            self.norm2 = nn.LayerNorm(d_model)
            self.ffn = PositionWiseFFN(d_model=d_model, ffn_dim=ffn_dim, dropout=dropout,
                                       activation=activation)
        self.dropout = nn.Dropout(dropout)

    def check_options(self, *, rotary: object = None, kv_transform: object = None,
                      need_weights: object = False) -> None:
        """Raise unless ``rotary``, ``kv_transform`` and ``need_weights`` fit this block's
        attention (the checks of :meth:`forward`'s options, for a model that checks them once
        for all its blocks)."""
        if isinstance(self.attention, MultiHeadLatentAttention | DeltaNetLayer):
            check_bool("need_weights", need_weights)
            if rotary is not None or kv_transform is not None:
                raise ValueError(f"rotary and kv_transform are for multi-head attention, not "
                                 f"{self._kind()}")
            if need_weights and isinstance(self.attention, DeltaNetLayer):
                raise ValueError("need_weights=True asks for attention weights, which a "
                                 "delta-rule layer never forms")
        else:
            self.attention.check_options(rotary=rotary, kv_transform=kv_transform,
                                         causal=True, need_weights=need_weights)

    def _kind(self) -> str:
        return ("a delta-rule layer" if isinstance(self.attention, DeltaNetLayer)
                else "latent attention")

    def forward(self, x: torch.Tensor, *, cache: Cache | None = None,
                rotary: RotaryEmbedding | None = None, kv_transform: KVTransform | None = None,
                need_weights: bool = False) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """``(B, T, D) -> (B, T, D)``; with ``cache``, ``x`` holds the tokens after the cached
        ones and attends to them all.

        ``rotary`` and ``kv_transform`` go to the attention (see
        :meth:`attnviz.MultiHeadAttention.forward`; not for latent attention).

        Returns:
            The output, or ``(output, weights)`` with the attention's weights ``(B, H, T, Tk)``
            when ``need_weights`` is true.

        Raises:
            TypeError: ``x`` is not a tensor of the block's floating-point dtype, or ``cache``
                does not fit the attention (a :class:`attnviz.LatentCache` for latent
                attention, a key–value cache of per-head keys otherwise).
            ValueError: ``x`` is not ``(B, T, D)``.
        """
        if not checked_at_entry():
            check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
            if x.shape[-1] != self.d_model:
                raise ValueError(f"x must have width d_model={self.d_model} on its last axis, "
                                 f"got shape {tuple(x.shape)}")
            check_module_dtype("x", x, self)
            if isinstance(self.attention, DeltaNetLayer):
                if not isinstance(cache, DeltaState | None):
                    raise TypeError(f"cache must be an attnviz DeltaState (a delta-rule "
                                    f"layer's state) or None, got {type(cache).__name__}")
            else:
                check_cache("cache", cache, latent=isinstance(self.attention,
                                                              MultiHeadLatentAttention))
            self.check_options(rotary=rotary, kv_transform=kv_transform,
                               need_weights=need_weights)
        h = self.norm1(x)
        if isinstance(self.attention, DeltaNetLayer):
            result = self.attention(h, cache=cast(DeltaState | None, cache))
        elif isinstance(self.attention, MultiHeadLatentAttention):
            result = self.attention(h, cache=cast(LatentCache | None, cache),
                                    need_weights=need_weights)
        else:
            result = self.attention(h, h, h, causal=True, cache=cache, rotary=rotary,
                                    kv_transform=kv_transform, need_weights=need_weights)
        attended, weights = result if isinstance(result, tuple) else (result, None)
        x = x + self.dropout(attended)
        if self.ffn is not None and self.norm2 is not None:
            x = x + self.dropout(self.ffn(self.norm2(x)))
        return (x, weights) if need_weights and weights is not None else x
