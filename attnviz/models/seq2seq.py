"""GRU encoder–decoders, with and without Bahdanau attention (chapter 4, *Bahdanau attention*).

The encoder reads the source sentence into one hidden state per token. A plain decoder sees the
source only through the encoder's *last* state, a fixed-size summary however long the
sentence; the Bahdanau decoder instead uses its previous hidden state as a query, attends over
all encoder states (keys and values) with additive attention, and feeds the resulting context
into each step.

Both decoders follow one protocol, shared with the Transformer of chapter 7 and used by
:func:`attnviz.greedy_decode`:
``state = decoder.init_state(enc_outputs, src_valid_lens, enc_state)``, then
``logits, state = decoder(tgt, state)`` for a whole target prefix (training) or one token at a
time (decoding). ``decoder.reorder_state(state, index)`` picks (and repeats) batch rows of
a state, as :func:`attnviz.beam_search` does at every step. A state is a small frozen
dataclass (:class:`GRUState`, :class:`BahdanauState`) of tensors: a decoding step returns a new
one and never changes the state it was given.

Every entry point checks its token ids against the vocabulary (ids must lie in ``[0, V)``) and
its valid lengths before any arithmetic. A valid length larger than ``T`` means the whole
sequence, as in the Transformer (whose length masks then keep every key).
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, replace

import torch
from torch import nn

from attnviz._checks import check_config_fields, check_lengths, check_row_index
from attnviz.mechanism.attention import AdditiveAttention
from attnviz.models.encoder_decoder import EncoderDecoder, _check_tokens

__all__ = [
    "BahdanauDecoder",
    "BahdanauState",
    "GRUDecoder",
    "GRUEncoder",
    "GRUState",
    "Seq2SeqConfig",
    "make_seq2seq",
]


@dataclass(frozen=True)
class Seq2SeqConfig:
    """Sizes of a GRU encoder–decoder.

    Attributes:
        src_vocab_size, tgt_vocab_size: ``V`` of the two languages.
        embed_dim: width of the token embeddings.
        hidden_dim: width ``D`` of the GRU states (and of the attention's hidden layer).
        num_layers: stacked GRU layers in the encoder and in the decoder.
        dropout: dropout between GRU layers and on embeddings.
        attention: use the Bahdanau decoder (``False``: the plain decoder).
        bidirectional: the encoder reads the source in both directions, as in Bahdanau et al.,
            with ``hidden_dim // 2`` units each way: its outputs concatenate the two directions'
            states at each position, and each layer's final state concatenates the forward
            state at the last real token with the backward state at the first, so the decoder
            still sees width ``hidden_dim`` (which must then be even).
    """

    src_vocab_size: int
    tgt_vocab_size: int
    embed_dim: int = 256
    hidden_dim: int = 256
    num_layers: int = 2
    dropout: float = 0.2
    attention: bool = True
    bidirectional: bool = False

    def __post_init__(self) -> None:
        check_config_fields(self, positive=("src_vocab_size", "tgt_vocab_size", "embed_dim",
                                            "hidden_dim", "num_layers"),
                            probability=("dropout",), flags=("attention", "bidirectional"))
        if self.bidirectional and self.hidden_dim % 2:
            raise ValueError("hidden_dim must be even with bidirectional=True (half of it each "
                             f"way), got {self.hidden_dim}")


@dataclass(frozen=True)
class GRUState:
    """The state of a :class:`GRUDecoder`: tensors only, so a step returns a new state.

    Attributes:
        hidden: ``(L, B, D)``, every layer's hidden state.
        context: ``(B, D)``, the encoder's final top-layer state, fed at every step.
    """

    hidden: torch.Tensor
    context: torch.Tensor

    def reorder(self, index: torch.Tensor) -> GRUState:
        """A new state holding the batch rows ``index`` (checked by the caller), copied."""
        return GRUState(hidden=_rows(self.hidden, index, 1), context=_rows(self.context, index))


@dataclass(frozen=True)
class BahdanauState:
    """The state of a :class:`BahdanauDecoder`: tensors only, so a step returns a new state.

    Attributes:
        memory: ``(B, Tk, D)``, the encoder's outputs (keys and values of the attention).
        memory_valid_lens: ``(B,)``, the source lengths (padding keys are masked).
        hidden: ``(L, B, D)``, every layer's hidden state.
    """

    memory: torch.Tensor
    memory_valid_lens: torch.Tensor
    hidden: torch.Tensor

    def reorder(self, index: torch.Tensor) -> BahdanauState:
        """A new state holding the batch rows ``index`` (checked by the caller), copied."""
        return BahdanauState(memory=_rows(self.memory, index),
                             memory_valid_lens=_rows(self.memory_valid_lens, index),
                             hidden=_rows(self.hidden, index, 1))


def _rows(x: torch.Tensor, index: torch.Tensor, dim: int = 0) -> torch.Tensor:
    """The rows ``index`` of ``x`` along its batch axis ``dim`` (a copy)."""
    return x.index_select(dim, index.to(x.device))


class GRUEncoder(nn.Module):
    """Embeds source tokens and runs a stacked GRU over them.

    Args:
        config: the model's sizes.
    """

    def __init__(self, config: Seq2SeqConfig) -> None:
        super().__init__()
        self.embedding = nn.Embedding(config.src_vocab_size, config.embed_dim)
        self.dropout = nn.Dropout(config.dropout)
        self.bidirectional = config.bidirectional
        width = config.hidden_dim // 2 if config.bidirectional else config.hidden_dim
        self.rnn = nn.GRU(config.embed_dim, width, num_layers=config.num_layers,
                          dropout=config.dropout if config.num_layers > 1 else 0.0,
                          batch_first=True, bidirectional=config.bidirectional)

    @property
    def vocab_size(self) -> int:
        """``V``, the number of source token ids (ids run from 0 to ``V - 1``)."""
        return self.embedding.num_embeddings

    def forward(self, src: torch.Tensor, valid_lens: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor]:
        """Encode ``src``.

        Args:
            src: ``(B, T)`` token ids in ``[0, V)``, ``T >= 1``.
            valid_lens: ``(B,)`` number of real (non-padding) tokens per sentence; a length
                above ``T`` counts as ``T`` (the whole sentence), the rule of
                :func:`attnviz.lengths_to_mask`, and a length of 0 as 1 (a GRU needs at least
                one step).

        Returns:
            ``(outputs, state)``: the last layer's states ``(B, T, D)`` and every layer's final
            state ``(L, B, D)``, taken at each sentence's last real token (bidirectional: both
            directions concatenated, the backward one taken at the first token).
        """
        _check_tokens("src", src, self.vocab_size, allow_empty=False)
        check_lengths("valid_lens", valid_lens, src.shape[0])
        embedded = self.dropout(self.embedding(src))  # (B, T, E)
        # Packing skips the padding, so each sentence's final state is taken at its last real
        # token; padded positions of the outputs come back as zeros (attention masks them).
        lengths = valid_lens.clamp(min=1, max=src.shape[1]).cpu()  # (B,), each in 1..T
        packed = nn.utils.rnn.pack_padded_sequence(embedded, lengths,
                                                   batch_first=True, enforce_sorted=False)
        packed_outputs, state = self.rnn(packed)  # state: (L, B, D), or (2L, B, D/2)
        outputs, _ = nn.utils.rnn.pad_packed_sequence(packed_outputs, batch_first=True,
                                                      total_length=src.shape[1])  # (B, T, D)
        if self.bidirectional:  # state (2L, B, D/2): layer 0 forward, layer 0 backward, ...
            layers, batch, half = state.shape[0] // 2, state.shape[1], state.shape[2]
            state = state.view(layers, 2, batch, half).transpose(1, 2).reshape(
                layers, batch, 2 * half)  # (L, B, D): [forward, backward] per layer
        return outputs, state


class GRUDecoder(nn.Module):
    """A plain GRU decoder: the encoder's last state is the only view of the source.

    As in Sutskever et al. and Cho et al., the final encoder state both initialises the decoder
    and is appended to every input embedding (the "context").
    """

    def __init__(self, config: Seq2SeqConfig) -> None:
        super().__init__()
        self.embedding = nn.Embedding(config.tgt_vocab_size, config.embed_dim)
        self.dropout = nn.Dropout(config.dropout)
        self.rnn = nn.GRU(config.embed_dim + config.hidden_dim, config.hidden_dim,
                          num_layers=config.num_layers,
                          dropout=config.dropout if config.num_layers > 1 else 0.0,
                          batch_first=True)
        self.output = nn.Linear(config.hidden_dim, config.tgt_vocab_size)

    @property
    def vocab_size(self) -> int:
        """``V``, the number of target token ids (ids run from 0 to ``V - 1``)."""
        return self.embedding.num_embeddings

    def init_state(self, enc_outputs: torch.Tensor, src_valid_lens: torch.Tensor,
                   enc_state: torch.Tensor) -> GRUState:
        """Decoder state: the hidden state ``(L, B, D)`` and the fixed context ``(B, D)``."""
        return GRUState(hidden=enc_state, context=enc_state[-1])

    def reorder_state(self, state: GRUState, index: torch.Tensor) -> GRUState:
        """A new state whose batch rows are the rows ``index`` of ``state`` (for beam search).

        Args:
            state: a state of this decoder, with hidden ``(L, B, D)`` and context ``(B, D)``.
            index: ``(B_new,)`` integer row numbers in ``[0, B)``; rows may repeat.

        Returns:
            A new state with hidden ``(L, B_new, D)`` and context ``(B_new, D)``; ``state`` is
            left as it was.
        """
        check_row_index("index", index, state.hidden.shape[1])
        return state.reorder(index)

    def forward(self, tgt: torch.Tensor, state: GRUState) -> tuple[torch.Tensor, GRUState]:
        """Logits ``(B, T, V)`` for target inputs ``(B, T)`` (ids in ``[0, V)``, ``T >= 1``),
        and the updated state."""
        _check_tokens("tgt", tgt, self.vocab_size, allow_empty=False)
        embedded = self.dropout(self.embedding(tgt))  # (B, T, E)
        context = state.context[:, None].expand(-1, tgt.shape[1], -1)  # (B, T, D)
        outputs, hidden = self.rnn(torch.cat([embedded, context], dim=-1), state.hidden)
        return self.output(outputs), replace(state, hidden=hidden)


class BahdanauDecoder(nn.Module):
    """A GRU decoder that attends over all encoder states at every step.

    At step ``t`` the query is the top layer's previous hidden state, the keys and values are
    the encoder's outputs (padding masked by the source's valid length), and the context
    returned by additive attention is concatenated to the input embedding.
    """

    def __init__(self, config: Seq2SeqConfig) -> None:
        super().__init__()
        hidden = config.hidden_dim
        self.attention = AdditiveAttention(query_dim=hidden, key_dim=hidden, hidden_dim=hidden,
                                           dropout=config.dropout)
        self.embedding = nn.Embedding(config.tgt_vocab_size, config.embed_dim)
        self.dropout = nn.Dropout(config.dropout)
        self.rnn = nn.GRU(config.embed_dim + hidden, hidden, num_layers=config.num_layers,
                          dropout=config.dropout if config.num_layers > 1 else 0.0,
                          batch_first=True)
        self.output = nn.Linear(hidden, config.tgt_vocab_size)

    @property
    def vocab_size(self) -> int:
        """``V``, the number of target token ids (ids run from 0 to ``V - 1``)."""
        return self.embedding.num_embeddings

    def init_state(self, enc_outputs: torch.Tensor, src_valid_lens: torch.Tensor,
                   enc_state: torch.Tensor) -> BahdanauState:
        """Decoder state: encoder outputs ``(B, Tk, D)``, their lengths ``(B,)``, and the hidden
        state ``(L, B, D)`` (initialised with the encoder's final state)."""
        return BahdanauState(memory=enc_outputs, memory_valid_lens=src_valid_lens,
                             hidden=enc_state)

    def reorder_state(self, state: BahdanauState, index: torch.Tensor) -> BahdanauState:
        """A new state whose batch rows are the rows ``index`` of ``state`` (for beam search).

        Args:
            state: a state of this decoder: memory ``(B, Tk, D)``, its lengths ``(B,)`` and the
                hidden state ``(L, B, D)``.
            index: ``(B_new,)`` integer row numbers in ``[0, B)``; rows may repeat.

        Returns:
            A new state with memory ``(B_new, Tk, D)``, lengths ``(B_new,)`` and hidden state
            ``(L, B_new, D)``; ``state`` is left as it was.
        """
        check_row_index("index", index, state.memory.shape[0])
        return state.reorder(index)

    def forward(self, tgt: torch.Tensor, state: BahdanauState
                ) -> tuple[torch.Tensor, BahdanauState]:
        """Logits ``(B, T, V)`` for target inputs ``(B, T)`` (ids in ``[0, V)``, ``T >= 1``),
        one attention call per step."""
        _check_tokens("tgt", tgt, self.vocab_size, allow_empty=False)
        embedded = self.dropout(self.embedding(tgt))  # (B, T, E)
        memory, lengths, hidden = state.memory, state.memory_valid_lens, state.hidden
        outputs = []
        # additive attention projects the keys once for all T steps (a replaced attention
        # layer without reuse_keys, as in the chapter's exercise, projects them at each step)
        reuse = getattr(self.attention, "reuse_keys", None)
        with reuse(memory) if reuse is not None and tgt.shape[1] > 1 else nullcontext():
            for t in range(tgt.shape[1]):
                query = hidden[-1][:, None]  # (B, 1, D): the top layer's previous state
                context = self.attention(query, memory, memory, valid_lens=lengths)  # (B, 1, D)
                step_input = torch.cat([embedded[:, t: t + 1], context], dim=-1)  # (B, 1, E+D)
                output, hidden = self.rnn(step_input, hidden)  # (B, 1, D), (L, B, D)
                outputs.append(output)
        logits = self.output(torch.cat(outputs, dim=1))  # (B, T, V)
        return logits, replace(state, hidden=hidden)


def make_seq2seq(config: Seq2SeqConfig) -> EncoderDecoder:
    """A GRU encoder with the Bahdanau decoder (``config.attention``) or the plain one."""
    decoder = BahdanauDecoder(config) if config.attention else GRUDecoder(config)
    return EncoderDecoder(GRUEncoder(config), decoder, config=config)
