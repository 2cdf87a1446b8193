"""A small rotary language model whose attention can be swapped (chapter 11, *Attention in
today's language models*).

The decoder-only model of chapter 9 with the parts that today's language models use instead:
rotary positions inside attention (no table of positions, chapter 10), and a choice of
attention: multi-head (``"mha"``), grouped-query (``"gqa"``), multi-query (``"mqa"``) or
multi-head latent attention (``"mla"``, :class:`attnviz.MultiHeadLatentAttention`), optionally
with a learned *sink logit* per head (``sink_logits=True``) as in gpt-oss. Everything else is
chapter 9's pre-norm block: ``x = x + attention(norm(x))``, ``x = x + ffn(norm(x))``.

The key–value cache keeps keys *before* their rotation, and every call rotates the cached keys by
their slots ``0 .. len - 1`` (and the new queries by the slots that follow). Without eviction
slots are positions; after a cache's ``keep`` drops slots, the survivors move up, as
StreamingLLM assigns positions inside the cache. :func:`decode_losses` runs a model one token at a
time with a full, rolling or sink-keeping cache and returns the loss at every position.

Letters in shapes: ``B`` sequences, ``T`` tokens each, ``V`` the vocabulary, ``D`` the width,
``H`` query heads, ``g`` key–value heads, ``Dh`` the head width.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

import torch
from torch import nn
from torch.nn import functional as F

from attnviz._checks import (
    check_bool,
    check_config_fields,
    check_int,
    check_module_dtype,
    check_positive,
    check_tensor,
    check_token_ids,
)
from attnviz.mechanism._device import contiguous_on_mps
from attnviz.mechanism.cache import Cache, KVCache, check_cache, check_caches
from attnviz.mechanism.latent import LatentCache, MultiHeadLatentAttention
from attnviz.mechanism.masks import causal_mask
from attnviz.mechanism.rotary import RotaryEmbedding
from attnviz.mechanism.sinks import attention_with_sink, streaming_keep
from attnviz.models.blocks import PositionWiseFFN

__all__ = ["RotaryLM", "RotaryLMConfig", "RotarySelfAttention", "decode_losses"]

KVTransform = Callable[[torch.Tensor, torch.Tensor], tuple[torch.Tensor, torch.Tensor]]


@dataclass(frozen=True)
class RotaryLMConfig:
    """The sizes of a :class:`RotaryLM`.

    Args:
        vocab_size: ``V``.
        context: the length the model is trained on (rotary positions have no table, so longer
            inputs run, but with offsets the model never saw).
        d_model: ``D``.
        num_heads: query heads ``H`` (``D`` must divide by it).
        num_layers: blocks.
        ffn_dim: hidden width of each feed-forward network; ``0`` leaves it out.
        attention: ``"mha"``, ``"gqa"``, ``"mqa"`` or ``"mla"``.
        num_kv_heads: key–value heads ``g`` for ``"gqa"`` (divides ``num_heads``).
        latent_dim: ``Dc``, the latent width of ``"mla"``.
        rope_dim: ``Dr``, the width of ``"mla"``'s decoupled rotary query and key (even).
        sink_logits: give each head of ``"mha"``/``"gqa"``/``"mqa"`` a learned sink logit.
        base: the rotary wavelength scale.
        tie_embeddings: the output layer reuses the token embedding (its transpose).
    """

    vocab_size: int
    context: int = 128
    d_model: int = 128
    num_heads: int = 4
    num_layers: int = 3
    ffn_dim: int = 512
    attention: str = "mha"
    num_kv_heads: int | None = None
    latent_dim: int | None = None
    rope_dim: int | None = None
    sink_logits: bool = False
    base: float = 10000.0
    tie_embeddings: bool = True

    def __post_init__(self) -> None:
        check_config_fields(self, positive=("vocab_size", "context", "d_model", "num_heads",
                                            "num_layers"),
                            positive_or_none=("num_kv_heads", "latent_dim", "rope_dim"),
                            non_negative=("ffn_dim",), flags=("sink_logits", "tie_embeddings"),
                            choices={"attention": ("mha", "gqa", "mqa", "mla")},
                            divisible=(("d_model", "num_heads"), ("num_heads", "num_kv_heads")))
        head_dim = self.d_model // self.num_heads
        if head_dim % 2:
            raise ValueError(f"d_model / num_heads must be even for rotary positions, got "
                             f"{self.d_model} / {self.num_heads} = {head_dim}")
        if (self.attention == "gqa") != (self.num_kv_heads is not None):
            raise ValueError(f"num_kv_heads must be set for attention='gqa' and only then, got "
                             f"attention={self.attention!r}, num_kv_heads={self.num_kv_heads}")
        latent = self.latent_dim is not None and self.rope_dim is not None
        if (self.attention == "mla") != latent or (
                not latent and (self.latent_dim, self.rope_dim) != (None, None)):
            raise ValueError(f"latent_dim and rope_dim must both be set for attention='mla' and "
                             f"only then, got attention={self.attention!r}, latent_dim="
                             f"{self.latent_dim}, rope_dim={self.rope_dim}")
        if self.attention == "mla" and self.sink_logits:
            raise ValueError("sink_logits is for attention 'mha', 'gqa' or 'mqa', got "
                             "attention='mla'")

    @property
    def kv_heads(self) -> int:
        """Key–value heads of the ``"mha"``, ``"gqa"`` and ``"mqa"`` attentions."""
        return {"mha": self.num_heads, "mqa": 1}.get(self.attention, self.num_kv_heads or 0)


class RotarySelfAttention(nn.Module):
    """Causal self-attention with rotary positions, ``g`` key–value heads and optional sinks.

    Args:
        d_model: ``D``.
        num_heads: query heads ``H``.
        num_kv_heads: key–value heads ``g`` (``H`` for multi-head, 1 for multi-query).
        sink_logits: learn one extra logit per head that takes weight but adds no value.
        base: the rotary wavelength scale.
    """

    def __init__(self, *, d_model: int, num_heads: int, num_kv_heads: int,
                 sink_logits: bool = False, base: float = 10000.0) -> None:
        super().__init__()
        check_positive("d_model", d_model, integer=True)
        check_positive("num_heads", num_heads, integer=True)
        check_int("num_kv_heads", num_kv_heads, minimum=1)
        check_bool("sink_logits", sink_logits)
        check_positive("base", base)
        if d_model % num_heads:
            raise ValueError(f"d_model must be divisible by num_heads, got d_model={d_model} "
                             f"and num_heads={num_heads}")
        if num_heads % num_kv_heads:
            raise ValueError(f"num_kv_heads must divide num_heads (each key–value head serves "
                             f"a group of query heads), got num_kv_heads={num_kv_heads} and "
                             f"num_heads={num_heads}")
        if (d_model // num_heads) % 2:
            raise ValueError(f"d_model / num_heads must be even for rotary positions, got "
                             f"{d_model} / {num_heads} = {d_model // num_heads}")
        self.d_model = d_model
        self.num_heads, self.num_kv_heads = num_heads, num_kv_heads
        self.head_dim = d_model // num_heads
        self.W_q = nn.Linear(d_model, d_model, bias=False)
        self.W_k = nn.Linear(d_model, num_kv_heads * self.head_dim, bias=False)
        self.W_v = nn.Linear(d_model, num_kv_heads * self.head_dim, bias=False)
        self.W_o = nn.Linear(d_model, d_model, bias=False)
        self.rotary = RotaryEmbedding(self.head_dim, base=base)
        self.sink_logits = nn.Parameter(torch.zeros(num_heads)) if sink_logits else None

    def forward(self, x: torch.Tensor, *, cache: Cache | None = None,
                rotary: RotaryEmbedding | None = None, kv_transform: KVTransform | None = None,
                need_weights: bool = False) -> tuple[torch.Tensor, torch.Tensor | None]:
        """``(B, T, D) -> (B, T, D)``, and the weights ``(B, H, T, Tk)`` if asked.

        ``cache`` is any :class:`attnviz.Cache` of per-head keys (plain, quantised, a paged view):
        it receives the un-rotated keys and values ``(B, g, T, Dh)``. ``rotary`` replaces the
        layer's rotation for this call (a rescaled one, chapter 11); ``kv_transform`` maps the
        keys and values ``(B, g, Tk, Dh)`` that attention reads (e.g. quantise, then
        dequantise).

        Raises:
            TypeError: ``x`` is not a floating-point tensor of the layer's dtype, ``cache`` is not
                a key–value cache, ``rotary`` not a :class:`attnviz.RotaryEmbedding`,
                ``kv_transform`` not callable, ``need_weights`` not a bool.
            ValueError: ``x`` is not ``(B, T, D)`` with ``T >= 1``, or ``rotary`` has another
                head width.
        """
        self._check_inputs(x, cache, rotary, kv_transform, need_weights)
        return self._forward(x, cache, rotary, kv_transform, need_weights)

    def _check_inputs(self, x: object, cache: object, rotary: object, kv_transform: object,
                      need_weights: object) -> None:
        x = check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
        if x.shape[-1] != self.d_model or x.shape[1] == 0:
            raise ValueError(f"x must be shaped (B, T, {self.d_model}) with T >= 1, got "
                             f"{tuple(x.shape)}")
        check_module_dtype("x", x, self)
        check_cache("cache", cache)
        if rotary is not None:
            if not isinstance(rotary, RotaryEmbedding):
                raise TypeError(f"rotary must be an attnviz.RotaryEmbedding or None, got "
                                f"{type(rotary).__name__}")
            if rotary.head_dim != self.head_dim:
                raise ValueError(f"rotary must rotate heads of width {self.head_dim}, got a "
                                 f"RotaryEmbedding of head_dim={rotary.head_dim}")
        if kv_transform is not None and not callable(kv_transform):
            raise TypeError(f"kv_transform must be a function (keys, values) -> (keys, values) "
                            f"or None, got {type(kv_transform).__name__}")
        check_bool("need_weights", need_weights)

    def _forward(self, x: torch.Tensor, cache: Cache | None, rotary: RotaryEmbedding | None,
                 kv_transform: KVTransform | None, need_weights: bool
                 ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """:meth:`forward` for arguments already checked."""
        B, T, _ = x.shape
        q = self.W_q(x).view(B, T, self.num_heads, -1).transpose(1, 2)  # (B, H, T, Dh)
        k = self.W_k(x).view(B, T, self.num_kv_heads, -1).transpose(1, 2)  # (B, g, T, Dh)
        v = self.W_v(x).view(B, T, self.num_kv_heads, -1).transpose(1, 2)  # (B, g, T, Dh)
        past = 0
        if cache is not None:
            past = len(cache)
            k, v = cache.update(k, v)  # (B, g, Tk, Dh), Tk = past + T, still un-rotated
        rotate = self.rotary if rotary is None else rotary
        q, k = rotate(q, past), rotate(k)  # queries at slots past .. past + T - 1
        if kv_transform is not None:
            k, v = kv_transform(k, v)
        group = self.num_heads // self.num_kv_heads
        k = k.repeat_interleave(group, dim=1)  # (B, H, Tk, Dh)
        v = v.repeat_interleave(group, dim=1)
        weights = None
        if self.sink_logits is not None or need_weights:
            sinks = (self.sink_logits if self.sink_logits is not None
                     else q.new_full((self.num_heads,), float("-inf")))
            heads, weights = attention_with_sink(q, k, v, sinks, causal=True, need_weights=True)
        else:
            mask = None
            if past:  # the queries are the last T of the Tk keys: lower-right causal
                mask = causal_mask(T, k.shape[2], align="lower_right", device=x.device)
            q, k, v = contiguous_on_mps(q, k, v)
            heads = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=not past)
        out = self.W_o(heads.transpose(1, 2).reshape(B, T, -1))  # (B, T, D)
        return out, (weights if need_weights else None)


class _Block(nn.Module):
    def __init__(self, config: RotaryLMConfig) -> None:
        super().__init__()
        D = config.d_model
        self.norm1 = nn.LayerNorm(D)
        self.attention: MultiHeadLatentAttention | RotarySelfAttention
        if config.attention == "mla":
            assert config.latent_dim is not None and config.rope_dim is not None
            self.attention = MultiHeadLatentAttention(
                d_model=D, num_heads=config.num_heads, head_dim=D // config.num_heads,
                latent_dim=config.latent_dim, rope_dim=config.rope_dim, base=config.base)
        else:
            self.attention = RotarySelfAttention(
                d_model=D, num_heads=config.num_heads, num_kv_heads=config.kv_heads,
                sink_logits=config.sink_logits, base=config.base)
        self.norm2: nn.LayerNorm | None = nn.LayerNorm(D) if config.ffn_dim else None
        self.ffn: PositionWiseFFN | None = None
        if config.ffn_dim:
            self.ffn = PositionWiseFFN(d_model=D, ffn_dim=config.ffn_dim, activation="gelu")

    def forward(self, x: torch.Tensor, *, cache: Cache | None, rotary: RotaryEmbedding | None,
                kv_transform: KVTransform | None, need_weights: bool
                ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """``(B, T, D) -> (B, T, D)`` and the weights if asked; the arguments are checked by
        :meth:`RotaryLM.forward`."""
        h = self.norm1(x)
        if isinstance(self.attention, MultiHeadLatentAttention):
            result = self.attention(h, cache=cast(LatentCache | None, cache),
                                    need_weights=need_weights)
            attended, weights = result if isinstance(result, tuple) else (result, None)
        else:
            attended, weights = self.attention._forward(h, cache, rotary, kv_transform,
                                                        need_weights)
        x = x + attended
        if self.ffn is not None and self.norm2 is not None:
            x = x + self.ffn(self.norm2(x))
        return x, weights


class RotaryLM(nn.Module):
    """A decoder-only language model with rotary positions and a chosen attention.

    Weights are drawn as in GPT-2 (N(0, 0.02²), residual outputs smaller); the output layer
    reuses the token embedding unless ``tie_embeddings=False``.

    Args:
        config: the model's sizes (:class:`RotaryLMConfig`).
    """

    def __init__(self, config: RotaryLMConfig) -> None:
        super().__init__()
        if not isinstance(config, RotaryLMConfig):
            raise TypeError(f"config must be a RotaryLMConfig, got {type(config).__name__}")
        self.config = config
        self.embedding = nn.Embedding(config.vocab_size, config.d_model)
        self.blocks = nn.ModuleList([_Block(config) for _ in range(config.num_layers)])
        self.norm = nn.LayerNorm(config.d_model)
        self.output = (None if config.tie_embeddings
                       else nn.Linear(config.d_model, config.vocab_size, bias=False))
        for module in self.modules():
            if isinstance(module, nn.Linear | nn.Embedding):
                nn.init.normal_(module.weight, std=0.02)
                if isinstance(module, nn.Linear) and module.bias is not None:
                    nn.init.zeros_(module.bias)
        branches = 2 if config.ffn_dim else 1
        for block in self._blocks():
            residual = [block.attention.W_o] + ([block.ffn.dense2] if block.ffn else [])
            for linear in residual:
                nn.init.normal_(linear.weight, std=0.02 / math.sqrt(branches * config.num_layers))

    def _blocks(self) -> list[_Block]:
        return [cast(_Block, block) for block in self.blocks]

    def new_caches(self) -> list[KVCache | LatentCache]:
        """One empty cache per block: :class:`attnviz.LatentCache` for ``"mla"``, else
        :class:`attnviz.KVCache` (any other :class:`attnviz.Cache` of per-head keys fits too:
        quantised, a paged view)."""
        return [LatentCache() if self.config.attention == "mla" else KVCache()
                for _ in self.blocks]

    def forward(self, tokens: torch.Tensor, *,
                caches: Sequence[Cache] | None = None,
                rotary: RotaryEmbedding | None = None, kv_transform: KVTransform | None = None,
                need_weights: bool = False
                ) -> torch.Tensor | tuple[torch.Tensor, list[torch.Tensor]]:
        """Next-token logits ``(B, T, V)`` for token ids ``(B, T)``.

        Args:
            tokens: ``(B, T)`` ids (``T`` may exceed the training context).
            caches: one cache per block, from :meth:`new_caches` or any :class:`attnviz.Cache` that
                fits the attention (a :class:`attnviz.QuantizedKVCache`, a paged view), to decode
                a few tokens at a time (changed in place).
            rotary: a rotation for every layer instead of the model's (``"mha"``/``"gqa"``/
                ``"mqa"``; e.g. ``RotaryEmbedding(Dh, scaling="yarn", ...)``).
            kv_transform: applied to each layer's keys and values before attention
                (``"mha"``/``"gqa"``/``"mqa"``).
            need_weights: also return each layer's weights ``(B, H, T, Tk)``.

        Raises:
            TypeError: ``tokens`` is not an integer tensor; ``caches`` is not a list of caches
                that fit the attention (a :class:`attnviz.LatentCache` for ``"mla"``, a
                key–value cache otherwise); ``rotary``, ``kv_transform`` or ``need_weights`` of
                the wrong kind.
            ValueError: ``tokens`` is not ``(B, T)`` with ``T >= 1`` and ids in ``[0, V)``;
                ``caches`` has not one cache per block, all of one length.
        """
        check_tensor("tokens", tokens, ndim=2, shape_hint="(B, T)")
        if tokens.shape[1] == 0:
            raise ValueError(f"tokens must hold at least one token per sequence, got shape "
                             f"{tuple(tokens.shape)}")
        check_token_ids("tokens", tokens, self.config.vocab_size)
        latent = self.config.attention == "mla"
        if caches is not None:
            check_caches("caches", caches, len(self.blocks), latent=latent)
        if latent and (rotary is not None or kv_transform is not None):
            raise ValueError("rotary and kv_transform are for attention 'mha', 'gqa' or 'mqa', "
                             "got attention='mla'")
        x = self.embedding(tokens)  # (B, T, D)
        blocks = self._blocks()
        first = blocks[0].attention
        if isinstance(first, RotarySelfAttention):  # what every layer receives, checked once
            first._check_inputs(x, None, rotary, kv_transform, need_weights)
        maps: list[torch.Tensor] = []
        for i, block in enumerate(blocks):
            cache = None if caches is None else caches[i]
            x, weights = block(x, cache=cache, rotary=rotary, kv_transform=kv_transform,
                               need_weights=need_weights)
            if weights is not None:
                maps.append(weights)
        weight = self.embedding.weight if self.output is None else self.output.weight
        logits = F.linear(self.norm(x), weight)  # (B, T, V)
        return (logits, maps) if need_weights else logits

    def loss(self, tokens: torch.Tensor, **kwargs: object) -> torch.Tensor:
        """Mean cross-entropy of predicting ``tokens[:, 1:]`` from ``tokens[:, :-1]``."""
        logits = self(tokens[:, :-1], **kwargs)
        return F.cross_entropy(logits.flatten(0, 1), tokens[:, 1:].flatten())


@torch.no_grad()
def decode_losses(model: RotaryLM, tokens: torch.Tensor, *, window: int | None = None,
                  num_sinks: int = 0, make_cache: Callable[[], Cache] | None = None
                  ) -> torch.Tensor:
    """The loss at every position when ``model`` reads ``tokens`` one at a time with a cache.

    With ``window=None`` the cache keeps everything; otherwise, before each new token, it keeps
    only the first ``num_sinks`` tokens and the last ``window - 1`` others (so the new token
    attends to at most ``num_sinks + window`` keys), as StreamingLLM does, with positions taken
    inside the cache.

    Args:
        model: a :class:`RotaryLM`.
        tokens: ``(B, T)`` ids, ``T >= 2``.
        window: recent tokens the cache holds, new one included (``>= 1``), or ``None``.
        num_sinks: first tokens kept for good (``>= 0``).
        make_cache: makes one layer's empty cache, e.g.
            ``lambda: attnviz.QuantizedKVCache(bits=4)``; default: :meth:`RotaryLM.new_caches`.

    Returns:
        ``(B, T - 1)``: the cross-entropy of predicting token ``t + 1`` after reading ``0 .. t``.
    """
    if not isinstance(model, RotaryLM):
        raise TypeError(f"model must be a RotaryLM, got {type(model).__name__}")
    check_tensor("tokens", tokens, ndim=2, shape_hint="(B, T)")
    if tokens.shape[1] < 2:
        raise ValueError(f"tokens must hold at least 2 per sequence, got shape "
                         f"{tuple(tokens.shape)}")
    if window is not None:
        check_int("window", window, minimum=1)
    check_int("num_sinks", num_sinks, minimum=0)
    if make_cache is not None and not callable(make_cache):
        raise TypeError(f"make_cache must be a function that returns an empty cache, or None, "
                        f"got {type(make_cache).__name__}")
    caches: Sequence[Cache] = (model.new_caches() if make_cache is None
                               else [make_cache() for _ in model.blocks])
    check_caches("the caches make_cache returns", caches, len(model.blocks),
                 latent=model.config.attention == "mla")
    losses = []
    for t in range(tokens.shape[1] - 1):
        if window is not None and len(caches[0]) >= num_sinks + window:
            if window == 1:  # only the sinks stay; the new token is the window
                keep = torch.arange(num_sinks)
            else:
                keep = streaming_keep(len(caches[0]), window=window - 1, num_sinks=num_sinks)
            caches = [cache.keep(keep) for cache in caches]
        logits = model(tokens[:, t:t + 1], caches=caches)  # (B, 1, V)
        losses.append(F.cross_entropy(logits[:, 0], tokens[:, t + 1], reduction="none"))
    return torch.stack(losses, dim=1)
