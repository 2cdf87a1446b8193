"""Chapter 11's names for the GPT family with rotary positions (chapter 11, *Attention in
today's language models*).

:class:`RotaryLM` is the decoder-only model of chapter 9, :class:`attnviz.GPT`, with the parts
that today's language models use instead: rotary positions inside attention (no table of
positions, chapter 10), no biases in attention, and a choice of attention: multi-head
(``"mha"``), grouped-query (``"gqa"``), multi-query (``"mqa"``) or multi-head latent attention
(``"mla"``, :class:`attnviz.MultiHeadLatentAttention`), optionally with a learned *sink logit*
per head (``sink_logits=True``) as in gpt-oss. :class:`RotaryLMConfig` names the choice in the
chapter's words and :meth:`RotaryLMConfig.gpt_config` turns it into a
:class:`attnviz.GPTConfig`. Everything else is chapter 9's pre-norm block,
:class:`attnviz.GPTBlock`: ``x = x + attention(norm(x))``, ``x = x + ffn(norm(x))``.

The key–value cache keeps keys *before* their rotation, and every call rotates the cached keys by
their slots ``0 .. len - 1`` (and the new queries by the slots that follow). Without eviction
slots are positions; after a cache's ``keep`` drops slots, the survivors move up, as
StreamingLLM assigns positions inside the cache. :func:`decode_losses` runs a model one token at a
time with a full, rolling or sink-keeping cache and returns the loss at every position.

Letters in shapes: ``B`` sequences, ``T`` tokens each, ``V`` the vocabulary, ``D`` the width,
``H`` query heads, ``g`` key–value heads, ``Dh`` the head width.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch
from torch.nn import functional as F

from attnviz._checks import (
    check_config_fields,
    check_int,
    check_module_dtype,
    check_tensor,
)
from attnviz.mechanism.cache import Cache, KVCache, check_caches
from attnviz.mechanism.multihead import KVTransform, MultiHeadAttention
from attnviz.mechanism.rotary import RotaryEmbedding
from attnviz.mechanism.sinks import streaming_keep
from attnviz.models.gpt import GPT, GPTConfig

__all__ = ["RotaryKVCache", "RotaryLM", "RotaryLMConfig", "RotarySelfAttention",
           "decode_losses"]

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

    def gpt_config(self) -> GPTConfig:
        """The :class:`attnviz.GPTConfig` of the same model."""
        heads = {"mha": None, "gqa": self.num_kv_heads, "mqa": 1, "mla": None}[self.attention]
        return GPTConfig(vocab_size=self.vocab_size, context=self.context,
                         d_model=self.d_model, num_heads=self.num_heads,
                         num_layers=self.num_layers, ffn_dim=self.ffn_dim,
                         tie_embeddings=self.tie_embeddings, num_kv_heads=heads,
                         positions="rotary", rotary_base=self.base, bias=False,
                         sink_logits=self.sink_logits, latent_dim=self.latent_dim,
                         rope_dim=self.rope_dim)


class RotaryKVCache(KVCache):
    """Chapter 11's first name for the plain :class:`attnviz.KVCache`, kept for code written
    against it: a rotary layer's cache holds the keys before their rotation, like any other
    :class:`attnviz.KVCache`.

    Attributes:
        keys: ``(B, g, Tk, Dh)`` un-rotated keys, or ``None`` before the first call.
        values: ``(B, g, Tk, Dh)``, or ``None``.
    """


class RotarySelfAttention(MultiHeadAttention):
    """Causal self-attention with rotary positions, ``g`` key–value heads and optional sinks:
    :class:`attnviz.MultiHeadAttention` without biases, called on one input.

    Args:
        d_model: ``D``.
        num_heads: query heads ``H``.
        num_kv_heads: key–value heads ``g`` (``H`` for multi-head, 1 for multi-query).
        sink_logits: learn one extra logit per head that takes weight but adds no value.
        base: the rotary wavelength scale.
    """

    def __init__(self, *, d_model: int, num_heads: int, num_kv_heads: int,
                 sink_logits: bool = False, base: float = 10000.0) -> None:
        check_int("num_kv_heads", num_kv_heads, minimum=1)  # required here, not None
        super().__init__(d_model=d_model, num_heads=num_heads, bias=False,
                         num_kv_heads=num_kv_heads, rotary_base=base, sink_logits=sink_logits)

    # One input instead of three, and always a pair: the call of chapter 11's first version.
    def forward(self, x: torch.Tensor, *,  # type: ignore[override]
                cache: Cache | None = None, rotary: RotaryEmbedding | None = None,
                kv_transform: KVTransform | None = None, need_weights: bool = False
                ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """``(B, T, D) -> (B, T, D)``, and the weights ``(B, H, T, Tk)`` if asked (else
        ``None``); the arguments as in :meth:`attnviz.MultiHeadAttention.forward`.

        Raises:
            TypeError: ``x`` is not a floating-point tensor of the layer's dtype; an option of the
                wrong kind (as :meth:`attnviz.MultiHeadAttention.forward`).
            ValueError: ``x`` is not ``(B, T, D)`` with ``T >= 1``; a cache of other sizes.
        """
        check_tensor("x", x, ndim=3, shape_hint=f"(B, T, {self.d_model})")
        if x.shape[-1] != self.d_model or x.shape[1] == 0:
            raise ValueError(f"x must be shaped (B, T, {self.d_model}) with T >= 1, got "
                             f"{tuple(x.shape)}")
        check_module_dtype("x", x, self)
        result = super().forward(x, x, x, causal=True, cache=cache, rotary=rotary,
                                 kv_transform=kv_transform, need_weights=need_weights)
        return result if isinstance(result, tuple) else (result, None)


class RotaryLM(GPT):
    """A decoder-only language model with rotary positions and a chosen attention: the
    :class:`attnviz.GPT` of chapter 9 with ``positions="rotary"``, no biases in attention, and
    the options of :class:`RotaryLMConfig`.

    Its tied output layer reads the token embedding directly rather than through a
    :class:`torch.nn.Linear` sharing its weight: the same logits, but one random draw fewer
    while the model is built (the chapter's trained models were drawn this way).

    Args:
        config: the model's sizes (:class:`RotaryLMConfig`); ``model.config`` is the
            :class:`attnviz.GPTConfig` it stands for.
    """

    _tied_linear = False

    def __init__(self, config: RotaryLMConfig) -> None:
        if not isinstance(config, RotaryLMConfig):
            raise TypeError(f"config must be a RotaryLMConfig, got {type(config).__name__}")
        super().__init__(config.gpt_config())


@torch.no_grad()
def decode_losses(model: GPT, tokens: torch.Tensor, *, window: int | None = None,
                  num_sinks: int = 0, make_cache: Callable[[], Cache] | None = None
                  ) -> torch.Tensor:
    """The loss at every position when ``model`` reads ``tokens`` one at a time with a cache.

    With ``window=None`` the cache keeps everything; otherwise, before each new token, it keeps
    only the first ``num_sinks`` tokens and the last ``window - 1`` others (so the new token
    attends to at most ``num_sinks + window`` keys), as StreamingLLM does, with positions taken
    inside the cache.

    Args:
        model: a :class:`attnviz.GPT` with rotary positions (e.g. a :class:`RotaryLM`): with a
            table of positions, the positions inside an evicted cache would not be the ones
            the model learned.
        tokens: ``(B, T)`` ids, ``T >= 2``.
        window: recent tokens the cache holds, new one included (``>= 1``), or ``None``.
        num_sinks: first tokens kept for good (``>= 0``; only with a ``window``).
        make_cache: makes one layer's empty cache, e.g.
            ``lambda: attnviz.QuantizedKVCache(bits=4)``; default: :meth:`GPT.new_caches`.

    Returns:
        ``(B, T - 1)``: the cross-entropy of predicting token ``t + 1`` after reading ``0 .. t``.
    """
    if not isinstance(model, GPT):
        raise TypeError(f"model must be a GPT with rotary positions (e.g. a RotaryLM), got "
                        f"{type(model).__name__}")
    if model.config.positions != "rotary":
        raise ValueError(f"model must have rotary positions (GPTConfig(positions='rotary')), "
                         f"got positions={model.config.positions!r}")
    check_tensor("tokens", tokens, ndim=2, shape_hint="(B, T)")
    if tokens.shape[1] < 2:
        raise ValueError(f"tokens must hold at least 2 per sequence, got shape "
                         f"{tuple(tokens.shape)}")
    if window is not None:
        check_int("window", window, minimum=1)
    check_int("num_sinks", num_sinks, minimum=0)
    if window is None and num_sinks:
        raise ValueError(f"num_sinks is used only with a window (a full cache keeps every "
                         f"token), got num_sinks={num_sinks} and window=None; pass window=...")
    if make_cache is not None and not callable(make_cache):
        raise TypeError(f"make_cache must be a function that returns an empty cache, or None, "
                        f"got {type(make_cache).__name__}")
    caches: Sequence[Cache] = (model.new_caches() if make_cache is None
                               else [make_cache() for _ in model.blocks])
    check_caches("the caches make_cache returns", caches, len(model.blocks),
                 latent=model.config.latent)
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
