"""Greedy decoding and the attention behind each translation (chapters 4 and 7).

Works with any :class:`attnviz.EncoderDecoder` whose decoder follows the package's protocol
(``init_state`` and ``forward(tgt, state) -> (logits, state)``): the GRU decoders of chapter 4
and the Transformer of chapter 7. Decoding is *incremental* by default: each step feeds only the
newest token and carries the state (the Transformer's key–value caches); with
``incremental=False`` every step re-decodes the whole prefix from a fresh state, which gives the
same tokens at a higher cost and is there to show (and test) exactly that.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from ._checks import check_int, check_positive, check_tensor
from .attention import AttentionLayer
from .recording import record_attention
from .seq2seq import EncoderDecoder

__all__ = ["Translation", "greedy_decode", "translate"]


def _check_token_id(name: str, value: object, vocab_size: int | None) -> None:
    if vocab_size is None:
        check_int(name, value, minimum=0, expected="a token id (an int >= 0)")
    else:
        check_int(name, value, minimum=0, maximum=vocab_size - 1,
                  expected=f"a token id in [0, {vocab_size}) for the model's target vocabulary "
                           f"of {vocab_size} tokens")


@torch.no_grad()
def greedy_decode(model: EncoderDecoder, src: torch.Tensor, src_valid_len: torch.Tensor, *,
                  bos_id: int, eos_id: int | None, max_len: int, incremental: bool = True
                  ) -> list[int]:
    """Pick the most likely next token until ``<eos>`` or ``max_len`` tokens.

    Args:
        model: an encoder–decoder (put it in eval mode first).
        src: ``(1, Tk)`` source token ids, in ``[0, V)`` of the source vocabulary.
        src_valid_len: ``(1,)`` its length without padding.
        bos_id, eos_id: the target vocabulary's begin and end tokens, in ``[0, V)``.
            ``eos_id=None`` never stops early: exactly ``max_len`` tokens are produced (for
            timing long outputs).
        max_len: the most tokens to produce (``<eos>`` included).
        incremental: feed one token per step and carry the decoder state (``False``:
            recompute the whole prefix at every step).

    Returns:
        The produced token ids, ending with ``eos_id`` unless ``max_len`` was reached first.
    """
    check_tensor("src", src, ndim=2, shape_hint="(1, Tk)")
    if src.shape[0] != 1:
        raise ValueError(f"src must hold one sentence, shaped (1, Tk), got {tuple(src.shape)}")
    check_tensor("src_valid_len", src_valid_len, ndim=1, shape_hint="(1,)")
    check_positive("max_len", max_len, integer=True)
    vocab_size = getattr(model, "tgt_vocab_size", None)
    _check_token_id("bos_id", bos_id, vocab_size)
    if eos_id is not None:
        _check_token_id("eos_id", eos_id, vocab_size)
    device = next(model.parameters()).device
    src, src_valid_len = src.to(device), src_valid_len.to(device)
    state = model.start(src, src_valid_len)
    inputs = torch.tensor([[bos_id]], device=device)  # (1, t): <bos> and the tokens so far
    produced: list[int] = []
    while len(produced) < max_len:
        if incremental:
            logits, state = model.decoder(inputs[:, -1:], state)
        else:
            logits, _ = model.decoder(inputs, model.start(src, src_valid_len))
        token = int(logits[0, -1].argmax())
        produced.append(token)
        if token == eos_id:
            break
        inputs = torch.cat([inputs, torch.tensor([[token]], device=device)], dim=1)
    return produced


@dataclass(frozen=True)
class Translation:
    """One sentence translated greedily, with the attention weights of every layer.

    Attributes:
        source: the source tokens the model read (``<eos>`` included, padding not).
        output: the produced tokens (``<eos>`` included if the model produced it).
        attention: per attention layer name, weights ``(Tq, Tk)`` or ``(H, Tq, Tk)``: the
            encoder's self-attention (source × source), the decoder's self-attention
            (output step × previous inputs, ``<bos>`` first) and its attention to the source
            (output step × source). Empty for a model without attention layers.
    """

    source: list[str]
    output: list[str]
    attention: dict[str, torch.Tensor] = field(repr=False)

    @property
    def text(self) -> str:
        """The translation as a string, without ``<eos>``."""
        return " ".join(token for token in self.output if token != "<eos>")

    @property
    def decoder_inputs(self) -> list[str]:
        """The tokens fed to the decoder at each step: ``<bos>`` then the output so far."""
        return ["<bos>", *self.output[:-1]]


def _assemble(calls: list[torch.Tensor]) -> torch.Tensor:
    """Join one layer's per-call weights ``(1, [H,] Tq, Tk)`` into ``([H,] Tq_total, Tk)``."""
    if len(calls) == 1:
        return calls[0][0]
    # one call per decoding step (the GRU decoder attends once per step)
    width = max(call.shape[-1] for call in calls)
    return torch.cat([F.pad(call[0], (0, width - call.shape[-1])) for call in calls], dim=-2)


def translate(model: EncoderDecoder, data: object, sentence: str, *, max_len: int | None = None,
              incremental: bool = True) -> Translation:
    """Translate one sentence greedily and record the attention of every layer.

    The sentence is encoded without padding (padding changes nothing for a model that masks
    it, and leaves nothing to cut from the maps). After decoding, one teacher-forced pass over
    the produced tokens records every layer's weights: the same weights the decoding steps
    used.

    Args:
        model: a trained encoder–decoder (put it in eval mode first).
        data: the :class:`attnviz.TranslationData` it was trained on (for the vocabularies).
        sentence: an English sentence; it is normalised like the training data.
        max_len: the most tokens to produce (default: the data's ``num_steps``).
        incremental: see :func:`greedy_decode`.

    Returns:
        A :class:`Translation`.

    Raises:
        ValueError: the model's vocabularies are not the sizes of ``data``'s (it was trained
            on other data).
    """
    for side, vocab_name, size in (("source", "src_vocab", getattr(model, "src_vocab_size", None)),
                                   ("target", "tgt_vocab", getattr(model, "tgt_vocab_size", None))):
        vocab = getattr(data, vocab_name, None)
        if size is not None and vocab is not None and len(vocab) != size:
            raise ValueError(
                f"data.{vocab_name} has {len(vocab)} tokens but the model's {side} vocabulary "
                f"has {size}: translate with the data the model was trained on"
            )
    src, src_valid_len = data.encode_source(sentence)
    length = int(src_valid_len[0])
    src = src[:, :length]  # (1, Tk) without padding
    src_vocab, tgt_vocab = data.src_vocab, data.tgt_vocab
    ids = greedy_decode(model, src, src_valid_len, bos_id=tgt_vocab.bos, eos_id=tgt_vocab.eos,
                        max_len=max_len or data.num_steps, incremental=incremental)
    device = next(model.parameters()).device
    attention: dict[str, torch.Tensor] = {}
    if any(isinstance(module, AttentionLayer) for module in model.modules()):
        inputs = torch.tensor([[tgt_vocab.bos, *ids[:-1]]], device=device)  # (1, Tout)
        with torch.no_grad(), record_attention(model, to_cpu=True) as record:
            model.decoder(inputs, model.start(src.to(device), src_valid_len.to(device)))
        attention = {name: _assemble(record[name]) for name in record if record[name]}
    return Translation(source=src_vocab.decode(src[0], strip_special=False),
                       output=tgt_vocab.decode(ids, strip_special=False), attention=attention)
