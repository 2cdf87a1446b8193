"""A small GPT: a decoder-only Transformer for next-token prediction (chapter 9), and the
family of chapters 10 and 11.

Built from the package's parts: token embeddings plus learned positions, ``L`` pre-norm blocks
of causal multi-head self-attention (:class:`attnviz.MultiHeadAttention` with ``causal=True``)
and a position-wise feed-forward network, a final layer norm, and an output layer tied to the
token embedding. The options of :class:`GPTConfig` make today's variants of the same model:
positions learned, sinusoidal or rotary (inside attention, no table); multi-head, grouped-query,
multi-query or multi-head latent attention; a learned sink logit per head; projections without
bias. Chapter 11's models are this one with rotary positions and no biases.
:meth:`GPT.generate` samples one token at a time, with temperature and top-k, either with a
key–value cache per layer (each step feeds only the new token) or by running the
whole sequence again every step; both give the same tokens. :meth:`GPT.decode_losses` reads a
sequence one token at a time with a full, rolling or sink-keeping cache (StreamingLLM) and
returns the loss at every position.

Letters in shapes: ``B`` sequences, ``T`` tokens each, ``V`` tokens in the vocabulary, ``D`` the
model width.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import cast

import torch
from torch import nn
from torch.nn import functional as F

from attnviz._checks import (
    check_bool,
    check_config_fields,
    check_finite_number,
    check_generator,
    check_int,
    check_positive,
    check_tensor,
    check_token_ids,
    entry_checked,
)
from attnviz.mechanism.cache import Cache, KVCache, check_caches
from attnviz.mechanism.delta import LINEAR_MIXERS, DeltaState
from attnviz.mechanism.latent import LatentCache
from attnviz.mechanism.multihead import GATES, KVTransform
from attnviz.mechanism.paged_step import PagedStep
from attnviz.mechanism.positional import sinusoidal_encoding
from attnviz.mechanism.rotary import RotaryEmbedding
from attnviz.mechanism.selection import SelectionCache
from attnviz.mechanism.sinks import streaming_keep
from attnviz.models.blocks import GPTBlock
from attnviz.models.sampling import sample_next

__all__ = ["GPT", "GPTConfig"]


@dataclass(frozen=True)
class GPTConfig:
    """The sizes and options of a :class:`GPT`.

    Args:
        vocab_size: ``V``, the number of token ids.
        context: the most tokens the model reads at once (its table of learned positions; with
            rotary positions there is no table and longer inputs run, at offsets the model never
            saw in training).
        d_model: ``D``, the width of every token's vector.
        num_heads: attention heads per block (``D`` must divide by it).
        num_layers: ``L``, the number of blocks.
        ffn_dim: the hidden width of each block's feed-forward network; ``0`` leaves the
            network out, for an attention-only model.
        dropout: dropout on embeddings, attention weights and residual branches.
        tie_embeddings: the output layer reuses the token embedding (its transpose).
        num_kv_heads: key–value heads per block (default ``None``: one per attention head);
            fewer makes grouped-query attention (chapter 10; ``1``: multi-query), and must
            divide ``num_heads``.
        positions: ``"learned"`` (a table, GPT-2's), ``"sinusoidal"`` (the fixed table of
            chapter 6) or ``"rotary"`` (rotary embeddings inside attention, chapter 10).
        rotary_base: the rotary wavelength scale (``positions="rotary"``).
        bias: biases in the attention's projections (GPT-2 has them, today's models not).
        sink_logits: a learned sink logit per head (chapter 11).
        latent_dim: ``Dc``: multi-head latent attention (chapter 11) with latents of this width;
            needs ``positions="rotary"`` and ``rope_dim``.
        rope_dim: ``Dr``, the width of latent attention's decoupled rotary query and key.
        gate: a sigmoid gate on each head's output, ``"elementwise"`` or ``"headwise"``
            (gated attention, chapter 13); ``None``: none.
        qk_norm: RMS-normalise every head's queries and keys (QK-norm, chapter 13).
        logit_cap: soft-cap every attention score at this bound (Gemma 2's logit soft-capping,
            chapter 13); ``None``: no cap. Not with ``sink_logits``.
        kv_share: blocks that share one key–value cache (cross-layer attention, Brandon et al.
            2024; chapter 13): the first block of every ``kv_share`` consecutive ones projects
            keys and values, the others have no key and value projections and attend to its
            keys and values. ``1`` (the default): every block its own; ``2``: CLA2, half the
            cache. :meth:`GPT.new_caches` makes one cache per sharing group.
        linear: ``"delta"`` or ``"gated_delta"``: blocks whose tokens are mixed by a DeltaNet
            or Gated DeltaNet layer instead of attention (linear attention with the delta rule,
            chapter 13), which keep a state of fixed size instead of a key–value cache.
            ``None``: every block attends.
        select_k: each query of an attention block attends only to the ``select_k`` earlier
            keys its lightning indexer scores highest (DeepSeek Sparse Attention, chapter 13);
            the indexers learn from :meth:`GPT.index_loss`. ``None``: every key.
        full_every: with ``linear``, every ``full_every``-th block attends (the last of each
            group: ``4`` makes three delta-rule blocks to one attention block, Qwen3-Next's
            hybrid); ``None``: every block is a delta-rule block. Attention's options
            (``num_kv_heads``, ``gate``, ``qk_norm``, ...) apply to the attention blocks.
    """

    vocab_size: int
    context: int = 128
    d_model: int = 128
    num_heads: int = 4
    num_layers: int = 2
    ffn_dim: int = 512
    dropout: float = 0.0
    tie_embeddings: bool = True
    num_kv_heads: int | None = None
    positions: str = "learned"
    rotary_base: float = 10000.0
    bias: bool = True
    sink_logits: bool = False
    latent_dim: int | None = None
    rope_dim: int | None = None
    gate: str | None = None
    qk_norm: bool = False
    logit_cap: float | None = None
    kv_share: int = 1
    select_k: int | None = None
    linear: str | None = None
    full_every: int | None = None

    def __post_init__(self) -> None:
        check_config_fields(self, positive=("vocab_size", "context", "d_model", "num_heads",
                                            "num_layers", "kv_share"),
                            positive_or_none=("num_kv_heads", "latent_dim", "rope_dim",
                                              "full_every", "select_k"),
                            non_negative=("ffn_dim",), probability=("dropout",),
                            flags=("tie_embeddings", "bias", "sink_logits", "qk_norm"),
                            choices={"positions": POSITIONS},
                            divisible=(("d_model", "num_heads"), ("num_heads", "num_kv_heads")))
        check_positive("rotary_base", self.rotary_base)
        if self.linear not in (None, *LINEAR_MIXERS):
            raise ValueError(f"linear must be one of None, {', '.join(map(repr, LINEAR_MIXERS))}"
                             f", got {self.linear!r}")
        if self.full_every is not None and self.linear is None:
            raise ValueError(f"full_every places attention blocks among delta-rule blocks, so "
                             f"it needs linear: got full_every={self.full_every} and "
                             f"linear=None")
        if self.select_k is not None and (self.kv_share != 1 or self.sink_logits):
            raise ValueError(f"select_k selects among a block's own keys, without sink logits: "
                             f"pass kv_share=1 and sink_logits=False, got kv_share="
                             f"{self.kv_share} and sink_logits={self.sink_logits}")
        if self.linear is not None and self.kv_share != 1:
            raise ValueError(f"kv_share shares key–value caches between attention blocks; "
                             f"with linear blocks pass kv_share=1, got {self.kv_share}")
        if self.logit_cap is not None:
            check_positive("logit_cap", self.logit_cap)
            if self.sink_logits:
                raise ValueError(f"logit_cap caps the explicit softmax's scores, which sink "
                                 f"logits do not use: pass one or the other, got logit_cap="
                                 f"{self.logit_cap} and sink_logits=True")
        if self.gate not in GATES:
            raise ValueError(f"gate must be one of {', '.join(map(repr, GATES))}, got "
                             f"{self.gate!r}")
        head_dim = self.d_model // self.num_heads
        if self.positions == "rotary" and head_dim % 2:
            raise ValueError(f"d_model / num_heads must be even for rotary positions, got "
                             f"{self.d_model} / {self.num_heads} = {head_dim}")
        if (self.latent_dim is None) != (self.rope_dim is None):
            raise ValueError(f"latent_dim and rope_dim must be set together (latent attention) "
                             f"or not at all, got latent_dim={self.latent_dim}, rope_dim="
                             f"{self.rope_dim}")
        if self.latent_dim is not None:
            others = {"positions": (self.positions, "rotary"), "bias": (self.bias, False),
                      "sink_logits": (self.sink_logits, False),
                      "num_kv_heads": (self.num_kv_heads, None), "dropout": (self.dropout, 0.0),
                      "gate": (self.gate, None), "qk_norm": (self.qk_norm, False),
                      "logit_cap": (self.logit_cap, None), "kv_share": (self.kv_share, 1),
                      "linear": (self.linear, None), "select_k": (self.select_k, None)}
            for name, (value, needed) in others.items():
                if value != needed:
                    raise ValueError(f"latent attention (latent_dim set) needs {name}="
                                     f"{needed!r}, got {value!r}")

    def __repr__(self) -> str:
        """Chapter 9's fields, then the options of chapters 10 and 11 that differ from their
        defaults (a chapter-9 model reads as it always has; a rotary one names its options)."""
        shown = [f"{field.name}={getattr(self, field.name)!r}" for field in fields(self)
                 if field.name in _CHAPTER_9 or getattr(self, field.name) != field.default]
        return f"GPTConfig({', '.join(shown)})"

    @property
    def latent(self) -> bool:
        """Whether the blocks use multi-head latent attention."""
        return self.latent_dim is not None

    def is_linear(self, index: int) -> bool:
        """Whether block ``index`` is a delta-rule block (see ``linear`` and ``full_every``)."""
        return self.linear is not None and (self.full_every is None
                                            or (index + 1) % self.full_every != 0)

    @property
    def kv_layers(self) -> int:
        """The number of blocks that project keys and values, one cache each (``num_layers``
        unless ``kv_share`` groups them)."""
        return -(-self.num_layers // self.kv_share)


POSITIONS = ("learned", "sinusoidal", "rotary")
_CHAPTER_9 = ("vocab_size", "context", "d_model", "num_heads", "num_layers", "ffn_dim", "dropout",
              "tie_embeddings", "num_kv_heads")


def _check_config(config: object) -> None:
    if not isinstance(config, GPTConfig):
        raise TypeError(f"config must be a GPTConfig, got {type(config).__name__}")


class GPT(nn.Module):
    """A decoder-only Transformer that predicts each next token.

    Weights are drawn as in GPT-2: every linear and embedding weight from N(0, 0.02²), the
    output projections of the residual branches with std ``0.02 / sqrt(2 L)``, biases zero.

    Args:
        config: the model's sizes and options (:class:`GPTConfig`).
    """

    def __init__(self, config: GPTConfig) -> None:
        super().__init__()
        _check_config(config)
        self.config = config
        self.embedding = nn.Embedding(config.vocab_size, config.d_model)
        self.positions: nn.Embedding | None = None
        if config.positions == "learned":
            self.positions = nn.Embedding(config.context, config.d_model)
        elif config.positions == "sinusoidal":  # fixed: a buffer, not in the state dict
            self.register_buffer("position_table",
                                 sinusoidal_encoding(config.context, config.d_model),
                                 persistent=False)
        rotary = config.rotary_base if config.positions == "rotary" else None
        self.dropout = nn.Dropout(config.dropout)
        blocks = [GPTBlock(d_model=config.d_model, num_heads=config.num_heads,
                           ffn_dim=config.ffn_dim, dropout=config.dropout, bias=config.bias,
                           linear=config.linear)
                  if config.is_linear(index) else
                  GPTBlock(d_model=config.d_model, num_heads=config.num_heads,
                           ffn_dim=config.ffn_dim, dropout=config.dropout,
                           num_kv_heads=config.num_kv_heads, bias=config.bias,
                           rotary_base=rotary, sink_logits=config.sink_logits,
                           latent_dim=config.latent_dim, rope_dim=config.rope_dim,
                           gate=config.gate, qk_norm=config.qk_norm,
                           logit_cap=config.logit_cap, shares_kv=index % config.kv_share > 0,
                           select_k=config.select_k)
                  for index in range(config.num_layers)]
        self.blocks = nn.ModuleList(blocks)
        self.norm = nn.LayerNorm(config.d_model)
        # a tied output layer is a Linear that shares the embedding's weight (set below)
        self.output = nn.Linear(config.d_model, config.vocab_size, bias=False)
        self.apply(self._init)
        for block in blocks:  # residual branches: smaller, so the sum stays near unit
            branches = [block.attention.W_o] + ([] if block.ffn is None else [block.ffn.dense2])
            for linear in branches:
                nn.init.normal_(linear.weight, std=0.02 / math.sqrt(len(branches)
                                                                    * config.num_layers))
        if config.tie_embeddings:
            self.output.weight = self.embedding.weight

    @staticmethod
    def _init(module: nn.Module) -> None:
        if isinstance(module, nn.Linear | nn.Embedding):
            nn.init.normal_(module.weight, std=0.02)
        if isinstance(module, nn.Linear) and module.bias is not None:
            nn.init.zeros_(module.bias)

    def new_caches(self) -> list[KVCache | LatentCache | DeltaState]:
        """One empty cache per block (per group of blocks that share one, with ``kv_share``:
        ``config.kv_layers`` of them), for :meth:`forward` step by step: a
        :class:`attnviz.KVCache`, a :class:`attnviz.LatentCache` for latent attention, a
        :class:`~attnviz.mechanism.delta.DeltaState` for a delta-rule block (any other
        :class:`attnviz.Cache` that fits an attention block works too: quantised, a paged
        view)."""
        attending = SelectionCache if self.config.select_k is not None else KVCache
        if self.config.linear is not None:  # a state for a delta-rule block, else a cache
            return [DeltaState() if self.config.is_linear(index) else attending()
                    for index in range(self.config.num_layers)]
        if self.config.select_k is not None:  # the indexer's keys too
            return [SelectionCache() for _ in range(self.config.kv_layers)]
        return [LatentCache() if self.config.latent else KVCache()
                for _ in range(self.config.kv_layers)]

    def forward(self, tokens: torch.Tensor, *, caches: Sequence[Cache] | None = None,
                rotary: RotaryEmbedding | None = None, kv_transform: KVTransform | None = None,
                need_weights: bool = False
                ) -> torch.Tensor | tuple[torch.Tensor, list[torch.Tensor]]:
        """Logits ``(B, T, V)`` of the token after each of ``tokens`` ``(B, T)``.

        With ``caches`` (from :meth:`new_caches`, or any :class:`attnviz.Cache` that fits the
        attention, one per block: quantised, a paged view), ``tokens`` continue the sequence
        the caches hold: positions start after the cached tokens, and the caches grow by ``T``.

        Args:
            tokens: ``(B, T)`` ids.
            caches: one cache per block (per sharing group, with ``kv_share``), to decode a few
                tokens at a time (changed in place).
            rotary: a rotation for every layer instead of the model's own (rotary positions,
                not latent attention; e.g. ``RotaryEmbedding(Dh, scaling="yarn", ...)``).
            kv_transform: applied to each layer's keys and values before attention (not latent
                attention).
            need_weights: also return each layer's weights ``(B, H, T, Tk)``.

        Returns:
            The logits, or ``(logits, weights)`` with one weights tensor per layer when
            ``need_weights`` is true.

        Raises:
            TypeError: ``tokens`` is not a tensor of integer ids; ``caches`` is not a list of
                caches that fit the attention; ``rotary``, ``kv_transform`` or ``need_weights``
                of the wrong kind.
            ValueError: ``tokens`` is not ``(B, T)`` with ``T >= 1`` and ids in ``[0, V)``,
                ``caches`` has not one cache per block (all of one length), or, with a table of
                positions, the sequence would be longer than ``context``.
        """
        self._check_tokens("tokens", tokens, min_steps=1, letters="(B, T)")
        if caches is not None:
            check_caches("caches", caches, self.config.kv_layers, latent=self.config.latent)
            self._check_states(caches)
        elif self.config.kv_share > 1:  # the shared keys and values pass through caches
            caches = self.new_caches()
        if self.blocks:  # every block's options, checked once (the blocks skip their checks)
            first = cast(GPTBlock, self.blocks[0])
            first.check_options(rotary=rotary, kv_transform=kv_transform,
                                need_weights=need_weights)
        else:
            check_bool("need_weights", need_weights)
        positions = self._positions(tokens, caches)
        x = self.embedding(tokens)  # (B, T, D)
        if self.positions is not None:
            x = x + self.positions(positions)
        elif self.config.positions == "sinusoidal":
            x = x + self.get_buffer("position_table")[positions]
        x = self.dropout(x)
        maps: list[torch.Tensor] = []
        # Everything the blocks are handed is checked or made here, so they skip their checks
        # (the calls go through the modules, so that hooks such as record_attention's see them).
        with entry_checked():
            for index, block in enumerate(self.blocks):
                cache = None if caches is None else caches[index // self.config.kv_share]
                result = block(x, cache=cache,
                               rotary=rotary, kv_transform=kv_transform,
                               need_weights=need_weights)
                x, weights = result if isinstance(result, tuple) else (result, None)
                if weights is not None:
                    maps.append(weights)
        x = self.norm(x)
        logits = self.output(x)
        return (logits, maps) if need_weights else logits

    def index_loss(self) -> torch.Tensor:
        """The sum of the blocks' indexer losses from the last forward pass in training (a
        model with ``select_k``; DeepSeek-V3.2 adds it to the language-modelling loss, and it
        reaches only the indexers), or ``0`` if there are none."""
        losses = [loss for block in self.blocks
                  if isinstance(loss := getattr(cast(GPTBlock, block).attention, "index_loss",
                                                None), torch.Tensor)]
        return torch.stack(losses).sum() if losses else torch.zeros(())

    def _check_states(self, caches: Sequence[Cache]) -> None:
        """Raise unless a model with delta-rule blocks has a :class:`DeltaState` exactly where a
        block is a delta-rule block (as :meth:`new_caches` makes them)."""
        if self.config.linear is None:
            return
        for index, cache in enumerate(caches):
            if isinstance(cache, DeltaState) != self.config.is_linear(index):
                wanted = ("a DeltaState (a delta-rule block)" if self.config.is_linear(index)
                          else "a key–value cache (an attention block)")
                raise TypeError(f"caches[{index}] must be {wanted}, as model.new_caches() "
                                f"makes them, got {type(cache).__name__}")

    def _positions(self, tokens: torch.Tensor, caches: Sequence[Cache] | None) -> torch.Tensor:
        """``(T,)`` the positions of ``tokens``: after the tokens the caches hold, or, in a
        serving step (:class:`attnviz.PagedStep` caches), each packed token's own."""
        steps = [cache for cache in caches or () if isinstance(cache, PagedStep)]
        if steps:
            if len(steps) != len(self.blocks) or any(s.context is not steps[0].context
                                                    for s in steps):
                raise ValueError("caches of a serving step must be one PagedStep per block, "
                                 "all of one StepContext")
            if tokens.shape != (1, steps[0].positions.numel()):
                raise ValueError(f"tokens of a serving step must be one row of the step's "
                                 f"{steps[0].positions.numel()} tokens, got shape "
                                 f"{tuple(tokens.shape)}")
            positions = steps[0].positions
            last = int(positions.max()) + 1
        else:
            offset = 0 if caches is None else len(caches[0])
            last = offset + tokens.shape[1]
            positions = torch.arange(offset, last, device=tokens.device)
        if last > self.config.context and self.config.positions != "rotary":
            raise ValueError(f"the sequence would hold {last} tokens, more than the model's "
                             f"context of {self.config.context}")
        return positions

    def _check_tokens(self, name: str, tokens: object, *, min_steps: int, letters: str
                      ) -> None:
        """Raise unless ``tokens`` is 2-D integer ids in ``[0, V)`` with ``>= min_steps``
        columns; ``letters`` names its shape in the messages."""
        tokens = check_tensor(name, tokens, ndim=2, shape_hint=letters)
        check_token_ids(name, tokens, self.config.vocab_size)
        if tokens.shape[1] < min_steps:
            raise ValueError(f"{name} must be a {letters} tensor with at least {min_steps} "
                             f"token(s) per sequence, got shape {tuple(tokens.shape)}")

    def loss(self, tokens: torch.Tensor, *, rotary: RotaryEmbedding | None = None,
             kv_transform: KVTransform | None = None) -> torch.Tensor:
        """Mean cross-entropy of predicting ``tokens[:, 1:]`` from ``tokens[:, :-1]``
        (``tokens`` ``(B, T + 1)``, ``T >= 1``, integer ids in ``[0, V)``), in nats per token;
        ``rotary`` and ``kv_transform`` as in :meth:`forward`.

        Raises:
            TypeError, ValueError: as :meth:`forward`, for ``tokens``.
        """
        self._check_tokens("tokens", tokens, min_steps=2, letters="(B, T + 1)")  # targets too
        logits = cast(torch.Tensor, self(tokens[:, :-1], rotary=rotary, kv_transform=kv_transform))
        flat = logits.reshape(-1, logits.shape[-1])
        if flat.dtype in (torch.float16, torch.bfloat16):  # autocast's logits: the loss in float32
            flat = flat.float()
        return F.cross_entropy(flat, tokens[:, 1:].reshape(-1))

    @torch.no_grad()
    def generate(self, prompt: torch.Tensor, max_new_tokens: int, *, temperature: float = 1.0,
                 top_k: int | None = None, generator: torch.Generator | None = None,
                 use_cache: bool = True) -> torch.Tensor:
        """Continue ``prompt`` ``(B, T0)`` by ``max_new_tokens`` tokens: ``(B, T0 + new)``.

        Each step samples from the softmax of the last logits divided by ``temperature``
        (``0``: always the most likely token), keeping only the ``top_k`` most likely tokens if
        given. With ``use_cache`` each step feeds only the new token and reuses the keys and
        values of the earlier ones; without, it runs the whole sequence again. The model reads
        at most the last ``context`` tokens: once the sequence is longer, the window slides, and
        since every token in it then has a new position, both ways recompute the window.
        Both draw the same random numbers, so they return the same tokens.

        Raises:
            TypeError: ``prompt`` is not a tensor of integer ids, or a setting of a wrong type.
            ValueError: ``prompt`` is not ``(B, T0)`` with ``T0 >= 1`` and ids in ``[0, V)``,
                or a setting out of range.
        """
        self._check_tokens("prompt", prompt, min_steps=1, letters="(B, T0)")
        check_int("max_new_tokens", max_new_tokens, minimum=0)
        check_finite_number("temperature", temperature, minimum=0.0)
        if top_k is not None:
            check_int("top_k", top_k, minimum=1, maximum=self.config.vocab_size)
        check_generator("generator", generator)
        check_bool("use_cache", use_cache)
        context = self.config.context
        was_training = self.training
        self.eval()
        # The prompt is checked; every later token comes from the model, so the loop runs it
        # without the checks that read tensors on the host (no synchronisation per token).
        with entry_checked():
            try:
                tokens = prompt
                caches = self.new_caches() if use_cache else None
                feed = prompt
                for _ in range(max_new_tokens):
                    if caches is None:
                        logits = cast(torch.Tensor, self(tokens[:, -context:]))
                    else:
                        if len(caches[0]) + feed.shape[1] > context:  # the window slides
                            caches, feed = self.new_caches(), tokens[:, -context:]
                        logits = cast(torch.Tensor, self(feed, caches=caches))
                    next_token = sample_next(logits[:, -1].float(), temperature=temperature,
                                             top_k=top_k, generator=generator)
                    tokens = torch.cat([tokens, next_token], dim=1)
                    feed = next_token
                return tokens
            finally:
                self.train(was_training)

    @torch.no_grad()
    def decode_losses(self, tokens: torch.Tensor, *, window: int | None = None,
                      num_sinks: int = 0, make_cache: Callable[[], Cache] | None = None
                      ) -> torch.Tensor:
        """The loss at every position when the model reads ``tokens`` one at a time with a
        cache (chapter 11).

        With ``window=None`` the cache keeps everything; otherwise, before each new token, it
        keeps only the first ``num_sinks`` tokens and the last ``window - 1`` others (so the new
        token attends to at most ``num_sinks + window`` keys), as StreamingLLM does, with
        positions taken inside the cache: after an eviction the kept keys move up to slots
        ``0 .. len - 1``. That needs rotary positions (``GPTConfig(positions="rotary")``), which
        every cache keeps un-rotated; a table of positions would give the kept keys positions
        the model never learned for them.

        Args:
            tokens: ``(B, T)`` ids, ``T >= 2``.
            window: recent tokens the cache holds, new one included (``>= 1``), or ``None``.
            num_sinks: first tokens kept for good (``>= 0``; only with a ``window``).
            make_cache: makes one layer's empty cache, e.g.
                ``lambda: attnviz.QuantizedKVCache(bits=4)``; default: :meth:`new_caches`.

        Returns:
            ``(B, T - 1)``: the cross-entropy of predicting token ``t + 1`` after reading
            ``0 .. t``.

        Raises:
            TypeError: ``tokens`` is not a tensor of integer ids; ``make_cache`` is not callable,
                or makes something other than an empty cache of the model's kind.
            ValueError: ``tokens`` is not ``(B, T)`` with ``T >= 2`` and ids in ``[0, V)``;
                ``window`` below 1, ``num_sinks`` below 0 or given without a ``window``; a
                ``window`` on a model without rotary positions.
        """
        self._check_tokens("tokens", tokens, min_steps=2, letters="(B, T)")
        if window is not None:
            check_int("window", window, minimum=1)
            if self.config.positions != "rotary":
                raise ValueError(f"window needs a model with rotary positions "
                                 f"(GPTConfig(positions='rotary')), got positions="
                                 f"{self.config.positions!r}: the kept keys' positions would "
                                 f"be ones the model never learned for them")
        check_int("num_sinks", num_sinks, minimum=0)
        if window is None and num_sinks:
            raise ValueError(f"num_sinks is used only with a window (a full cache keeps every "
                             f"token), got num_sinks={num_sinks} and window=None; pass "
                             f"window=...")
        if self.config.linear is not None and (window is not None or make_cache is not None):
            raise ValueError(f"window and make_cache choose what a key–value cache keeps, and "
                             f"this model's delta-rule blocks keep a state (linear="
                             f"{self.config.linear!r}): pass neither, got window={window} and "
                             f"make_cache={make_cache!r}")
        if make_cache is not None and not callable(make_cache):
            raise TypeError(f"make_cache must be a function that returns an empty cache, or "
                            f"None, got {type(make_cache).__name__}")
        caches: Sequence[Cache] = (self.new_caches() if make_cache is None
                                   else [make_cache() for _ in self.blocks])
        check_caches("the caches make_cache returns", caches, self.config.kv_layers,
                     latent=self.config.latent)
        self._check_states(caches)
        losses = []
        for t in range(tokens.shape[1] - 1):
            if window is not None and len(caches[0]) >= num_sinks + window:
                if window == 1:  # only the sinks stay; the new token is the window
                    keep = torch.arange(num_sinks)
                else:
                    keep = streaming_keep(len(caches[0]), window=window - 1,
                                          num_sinks=num_sinks)
                caches = [cache.keep(keep) for cache in caches]
            logits = cast(torch.Tensor, self(tokens[:, t:t + 1], caches=caches))  # (B, 1, V)
            losses.append(F.cross_entropy(logits[:, 0], tokens[:, t + 1], reduction="none"))
        return torch.stack(losses, dim=1)
