"""The Transformer encoder–decoder (chapter 7, *The Transformer*).

Built from the pieces of earlier chapters: multi-head attention (chapter 5), sinusoidal
positions (chapter 6), plus two new ones, a position-wise feed-forward network and the
residual connection with layer normalisation around every sublayer. Both placements of the
normalisation are here: *post-norm* (the original paper: ``x = norm(x + sublayer(x))``) and
*pre-norm* (used by GPT and the Vision Transformer: ``x = x + sublayer(norm(x))``).

The decoder follows the same protocol as the GRU decoders of chapter 4, so the same greedy
decoding serves both. Decoding one token at a time, each decoder block keeps its self-attention
keys and values in a :class:`attnviz.KVCache` (and its cross-attention keys and values of the
fixed source memory in a :class:`attnviz.MemoryCache`), so earlier positions are never
recomputed. The caches live in the decoder's state, a :class:`TransformerState`; they are its
only mutable part, and which calls change them is written in its docstring.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

from attnviz._checks import (
    check_config_fields,
    check_lengths,
    check_row_index,
    entry_checked,
)
from attnviz.mechanism.cache import KVCache, MemoryCache
from attnviz.mechanism.positional import SinusoidalPositionalEncoding
from attnviz.models.blocks import (
    _ACTIVATIONS,
    TransformerDecoderBlock,
    TransformerEncoderBlock,
)
from attnviz.models.encoder_decoder import EncoderDecoder, _check_tokens

__all__ = [
    "TransformerConfig",
    "TransformerDecoder",
    "TransformerEncoder",
    "TransformerState",
    "make_transformer",
]


@dataclass(frozen=True)
class TransformerConfig:
    """Sizes of a Transformer encoder–decoder.

    Attributes:
        src_vocab_size, tgt_vocab_size: ``V`` of the two languages.
        d_model: ``D``, the width everywhere.
        num_heads: ``H``; must divide ``d_model``.
        ffn_dim: hidden width of the feed-forward networks.
        num_layers: blocks in the encoder and in the decoder.
        dropout: dropout rate throughout.
        max_len: the longest sequence the positional encoding accepts.
        norm_first: pre-norm blocks (``False``: post-norm, as in the paper).
        activation: ``"relu"`` or ``"gelu"`` in the feed-forward networks.
        embedding_init: ``"scaled"``: embedding entries drawn from ``N(0, 1/D)``, so that the
            ``sqrt(D)``-scaled token vectors have entries of std 1, the size of the sinusoidal
            positions' entries (the paper's convention). ``"standard"``: PyTorch's
            ``nn.Embedding`` default ``N(0, 1)``, whose scaled token vectors are about
            ``sqrt(2 D)`` times longer than the position vectors and drown them.
        tie_embeddings: the decoder's output layer uses the target embedding matrix
            ``(V_tgt, D)`` as its weight, as the paper does (it shares one matrix between both
            embeddings and the output layer, over a joint vocabulary).
    """

    src_vocab_size: int
    tgt_vocab_size: int
    d_model: int = 256
    num_heads: int = 4
    ffn_dim: int = 512
    num_layers: int = 2
    dropout: float = 0.1
    max_len: int = 256
    norm_first: bool = False
    activation: str = "relu"
    embedding_init: str = "scaled"
    tie_embeddings: bool = False

    def __post_init__(self) -> None:
        check_config_fields(
            self, positive=("src_vocab_size", "tgt_vocab_size", "d_model", "num_heads",
                            "ffn_dim", "num_layers", "max_len"),
            probability=("dropout",), flags=("norm_first", "tie_embeddings"),
            choices={"activation": tuple(sorted(_ACTIVATIONS)),
                     "embedding_init": ("scaled", "standard")},
            divisible=(("d_model", "num_heads"),))

    def block_args(self) -> dict[str, Any]:
        return {"d_model": self.d_model, "num_heads": self.num_heads, "ffn_dim": self.ffn_dim,
                "dropout": self.dropout, "norm_first": self.norm_first,
                "activation": self.activation}


class _Embed(nn.Module):
    """Token embeddings scaled by ``sqrt(D)`` plus sinusoidal positions (initialised as
    ``config.embedding_init`` says)."""

    def __init__(self, vocab_size: int, config: TransformerConfig) -> None:
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, config.d_model)
        if config.embedding_init == "scaled":
            nn.init.normal_(self.embedding.weight, std=config.d_model ** -0.5)
        self.positions = SinusoidalPositionalEncoding(d_model=config.d_model,
                                                      max_len=config.max_len,
                                                      dropout=config.dropout)
        self.scale = math.sqrt(config.d_model)

    @property
    def vocab_size(self) -> int:
        return self.embedding.num_embeddings

    def forward(self, tokens: torch.Tensor, *, offset: int = 0) -> torch.Tensor:
        return self.positions(self.embedding(tokens) * self.scale, offset=offset)


class _Stack(nn.Module):
    """What the encoder and the decoder share: embedded tokens with positions, a stack of
    ``config.num_layers`` blocks and a final norm (pre-norm; none post-norm)."""

    def __init__(self, config: TransformerConfig, vocab_size: int,
                 block: type[TransformerEncoderBlock | TransformerDecoderBlock]) -> None:
        super().__init__()
        self.config = config
        self.embed = _Embed(vocab_size, config)
        self.blocks = nn.ModuleList(block(**config.block_args())
                                    for _ in range(config.num_layers))
        self.norm = nn.LayerNorm(config.d_model) if config.norm_first else nn.Identity()

    @property
    def vocab_size(self) -> int:
        """``V``, the number of token ids it reads (ids run from 0 to ``V - 1``)."""
        return self.embed.vocab_size


class TransformerEncoder(_Stack):
    """Embedding, positions and a stack of encoder blocks (and a final norm if pre-norm)."""

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__(config, config.src_vocab_size, TransformerEncoderBlock)

    def forward(self, src: torch.Tensor, valid_lens: torch.Tensor
                ) -> tuple[torch.Tensor, None]:
        """``src (B, T)`` token ids and ``valid_lens (B,)`` -> ``(memory (B, T, D), None)``.

        Ids must lie in ``[0, V)``. A length above ``T`` keeps every position (the whole
        sentence), the rule of :func:`attnviz.lengths_to_mask`, as for the GRU encoder.
        """
        _check_tokens("src", src, self.vocab_size)
        check_lengths("valid_lens", valid_lens, src.shape[0])
        with entry_checked():  # the ids and lengths are checked: the layers skip their checks
            x = self.embed(src)
            for block in self.blocks:
                x = block(x, valid_lens=valid_lens)
        return self.norm(x), None


class TransformerDecoder(_Stack):
    """Embedding, positions, decoder blocks and the output layer; decodes with KV caches."""

    def __init__(self, config: TransformerConfig) -> None:
        super().__init__(config, config.tgt_vocab_size, TransformerDecoderBlock)
        self.output = nn.Linear(config.d_model, config.tgt_vocab_size)
        if config.tie_embeddings:
            self.output.weight = self.embed.embedding.weight  # one (V, D) parameter

    def init_state(self, enc_outputs: torch.Tensor, src_valid_lens: torch.Tensor,
                   extra: None = None) -> TransformerState:
        """Memory ``(B, Tk, D)``, its lengths ``(B,)``, empty caches and the next position."""
        caches = tuple((KVCache(), MemoryCache()) for _ in self.blocks)
        return TransformerState(memory=enc_outputs, memory_valid_lens=src_valid_lens,
                                caches=caches, offset=0)

    def reorder_state(self, state: TransformerState, index: torch.Tensor) -> TransformerState:
        """A new state whose batch rows are the rows ``index`` of ``state`` (for beam search).

        Args:
            state: a state of this decoder.
            index: ``(B_new,)`` integer row numbers in ``[0, B)``; rows may repeat.

        Returns:
            ``state.reorder(index)``: ``B_new`` rows and new caches, so that decoding from it
            never appends to the caches of ``state``, which stays usable.
        """
        check_row_index("index", index, state.memory.shape[0])
        return state.reorder(index)

    def forward(self, tgt: torch.Tensor, state: TransformerState
                ) -> tuple[torch.Tensor, TransformerState]:
        """Logits ``(B, T, V)`` for the next ``T`` target tokens ``(B, T)``, continuing from
        ``state`` (a fresh state decodes a whole prefix at once, causally masked). Ids must
        lie in ``[0, V)`` and ``T >= 1``.

        The keys and values of the ``T`` tokens are appended to ``state.caches`` in place; the
        returned state shares those caches and has its ``offset`` advanced by ``T``, and
        ``state`` is spent (see :class:`TransformerState`)."""
        _check_tokens("tgt", tgt, self.vocab_size, allow_empty=False)
        x = self.embed(tgt, offset=state.offset)
        for block, caches in zip(self.blocks, state.caches, strict=True):
            x = block(x, state.memory, memory_valid_lens=state.memory_valid_lens,
                      caches=caches)
        logits = self.output(self.norm(x))
        return logits, state.advanced(tgt.shape[1])


@dataclass(frozen=True)
class TransformerState:
    """The state of a :class:`TransformerDecoder` between decoding steps.

    The fields are never reassigned; the caches are the one mutable part, and only two calls
    touch them:

    * ``decoder(tgt, state)`` appends the new tokens' self-attention keys and values to each
      block's self-attention cache (and fills the cross-attention caches on the first call)
      *in place*, and returns ``state.advanced(T)``: the same caches, the offset moved on.
      The state passed in is spent: its ``offset`` no longer matches its caches, so do not
      decode from it again.
    * :meth:`reorder` (beam search) returns a new state with *new* caches (copies of the
      chosen rows): decoding from it never changes the caches of the old state, and the
      other way round.

    Attributes:
        memory: ``(B, Tk, D)``, the encoder's outputs.
        memory_valid_lens: ``(B,)``, the source lengths (padding keys are masked).
        caches: one ``(self-attention, cross-attention)`` pair per block, a
            :class:`attnviz.KVCache` and a :class:`attnviz.MemoryCache`, keys and values
            ``(B, H, T, Dh)``.
        offset: the position of the next target token (tokens decoded so far).
    """

    memory: torch.Tensor
    memory_valid_lens: torch.Tensor
    caches: tuple[tuple[KVCache, MemoryCache], ...]
    offset: int = 0

    def advanced(self, steps: int) -> TransformerState:
        """The state after ``steps`` more tokens: the same caches (already appended to)."""
        return TransformerState(memory=self.memory, memory_valid_lens=self.memory_valid_lens,
                                caches=self.caches, offset=self.offset + steps)

    def reorder(self, index: torch.Tensor) -> TransformerState:
        """A new state holding the batch rows ``index`` (``(B_new,)``, checked by the caller):
        memory, lengths and new caches, all copies (:meth:`attnviz.KVCache.select`)."""
        index = index.to(self.memory.device)
        caches = tuple((self_cache._select(index), cross_cache._select(index))
                       for self_cache, cross_cache in self.caches)
        return TransformerState(
            memory=self.memory.index_select(0, index),
            memory_valid_lens=self.memory_valid_lens.index_select(
                0, index.to(self.memory_valid_lens.device)),
            caches=caches, offset=self.offset)


def make_transformer(config: TransformerConfig) -> EncoderDecoder:
    """A Transformer encoder–decoder, initialised with Xavier-uniform weight matrices (the
    embeddings as :class:`TransformerConfig` says).

    The weights are chosen by module type: every :class:`torch.nn.Linear` weight is drawn
    Xavier-uniform, in the order of ``model.modules()``, except one tied to an embedding
    (``tie_embeddings``), which stays an embedding."""
    model = EncoderDecoder(TransformerEncoder(config), TransformerDecoder(config), config=config)
    embeddings = {id(module.weight) for module in model.modules()
                  if isinstance(module, nn.Embedding)}
    for module in model.modules():
        if isinstance(module, nn.Linear) and id(module.weight) not in embeddings:
            nn.init.xavier_uniform_(module.weight)
    return model
