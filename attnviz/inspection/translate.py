"""Translate a sentence and see the attention behind it (chapters 4 and 7).

:func:`translate` and :func:`translate_batch` normalise and encode English sentences with the
data's vocabularies, decode them greedily or by beam search (:mod:`attnviz.models.decoding`) and
record every attention layer on the way, returned as typed maps
(:class:`attnviz.TranslationMaps`): what a reader of chapter 4 or 7 needs to try a translator
and look inside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import torch

from attnviz._checks import check_positive
from attnviz.data.translation import TranslationDataLike
from attnviz.data.vocab import normalize, tokenize
from attnviz.inspection.maps import TranslationMaps, translation_maps
from attnviz.inspection.recording import record_attention
from attnviz.mechanism.attention import AttentionLayer
from attnviz.models.decoding import beam_search, greedy_decode, greedy_decode_batch
from attnviz.models.encoder_decoder import EncoderDecoder

__all__ = ["Translation", "translate", "translate_batch"]


@dataclass(frozen=True)
class Translation:
    """One sentence translated, with the attention weights of every layer.

    Attributes:
        source: the source tokens the model read (``<eos>`` included, padding not).
        output: the produced tokens (``<eos>`` included if the model produced it).
        unknown: the words of the (normalised) sentence that the source vocabulary does not
            know, each once, in order: the model read them as ``<unk>``.
        maps: the same weights by kind, with their tokens (:class:`attnviz.TranslationMaps`):
            ``maps.encoder_self`` (source × source), ``maps.decoder_self`` (output step ×
            decoder inputs, ``<bos>`` first) and ``maps.cross`` (output step × source), each
            ``(L, H, Tq, Tk)`` or ``None`` where the model has no such layer.
    """

    source: list[str]
    output: list[str]
    unknown: tuple[str, ...] = ()
    maps: TranslationMaps = field(default_factory=TranslationMaps, repr=False)

    @property
    def text(self) -> str:
        """The translation as a string, without ``<eos>``."""
        return _text(self.output)

    @property
    def decoder_inputs(self) -> list[str]:
        """The tokens fed to the decoder at each step, ``<bos>`` then the output so far."""
        return ["<bos>", *self.output[:-1]]



def _text(output: Sequence[str]) -> str:
    """Output tokens as a sentence: joined by spaces, without ``<eos>``."""
    return " ".join(token for token in output if token != "<eos>")



def _check_data(model: EncoderDecoder, data: object) -> None:
    """Raise unless ``data``'s vocabularies have the sizes of the model's."""
    for side, vocab_name, size in (("source", "src_vocab", getattr(model, "src_vocab_size", None)),
                                   ("target", "tgt_vocab", getattr(model, "tgt_vocab_size", None))):
        vocab = getattr(data, vocab_name, None)
        if size is not None and vocab is not None and len(vocab) != size:
            raise ValueError(
                f"data.{vocab_name} has {len(vocab)} tokens but the model's {side} vocabulary "
                f"has {size}: translate with the data the model was trained on"
            )



def translate(model: EncoderDecoder, data: TranslationDataLike, sentence: str, *,
              max_len: int | None = None, incremental: bool = True, beam_size: int = 1
              ) -> Translation:
    """Translate one sentence and record the attention of every layer.

    The sentence is encoded without padding (padding changes nothing for a model that masks
    it, and leaves nothing to cut from the maps). After decoding, one teacher-forced pass over
    the produced tokens records every layer's weights: the same weights the decoding steps
    used.

    Args:
        model: a trained encoder–decoder (put it in eval mode first).
        data: the :class:`attnviz.TranslationData` it was trained on (for the vocabularies), or
            any object with what :class:`~attnviz.data.translation.TranslationDataLike` lists.
        sentence: an English sentence; it is normalised like the training data.
        max_len: the most tokens to produce (default: the data's ``num_steps``).
        incremental: see :func:`greedy_decode` (greedy decoding only).
        beam_size: 1 decodes greedily; more searches that many beams with
            :func:`beam_search` (and its default length penalty).

    Returns:
        A :class:`Translation`; its ``maps`` holds the attention by kind
        (:func:`attnviz.translation_maps`), its ``unknown`` the words read as ``<unk>``.

    Raises:
        ValueError: the model's vocabularies are not the sizes of ``data``'s (it was trained
            on other data).
    """
    _check_data(model, data)
    check_positive("beam_size", beam_size, integer=True)
    if max_len is not None:
        check_positive("max_len", max_len, integer=True)
    src, src_valid_lens = data.encode_source(sentence)
    length = int(src_valid_lens[0])
    src = src[:, :length]  # (1, Tk) without padding
    src_vocab, tgt_vocab = data.src_vocab, data.tgt_vocab
    bos, eos, max_len = tgt_vocab.bos, tgt_vocab.eos, max_len or data.num_steps
    if beam_size == 1:
        ids = greedy_decode(model, src, src_valid_lens, bos_id=bos, eos_id=eos, max_len=max_len,
                            incremental=incremental)
    else:
        ids = beam_search(model, src, src_valid_lens, bos_id=bos, eos_id=eos, max_len=max_len,
                          beam_size=beam_size)[0].tokens
    device = next(model.parameters()).device
    source = src_vocab.decode(src[0], strip_special=False)
    output = tgt_vocab.decode(ids, strip_special=False)
    maps = TranslationMaps()
    if any(isinstance(module, AttentionLayer) for module in model.modules()):
        inputs = torch.tensor([[tgt_vocab.bos, *ids[:-1]]], device=device)  # (1, Tout)
        with torch.no_grad(), record_attention(model, to_cpu=True) as record:
            model.decoder(inputs, model.start(src.to(device), src_valid_lens.to(device)))
        maps = translation_maps(model, record, source=source, output=output)
    words = tokenize(normalize(sentence))[:length]  # the words the model read
    unknown = tuple(dict.fromkeys(word for word in words if word not in src_vocab))
    return Translation(source=source, output=output, unknown=unknown, maps=maps)



def translate_batch(model: EncoderDecoder, data: TranslationDataLike, sentences: Sequence[str], *,
                    beam_size: int = 1, batch_size: int = 256, max_len: int | None = None
                    ) -> list[str]:
    """Translate many sentences, a batch at a time: ``translate(...).text`` for each, faster.

    The sentences are encoded as :func:`translate` encodes them, sorted by length so that each
    batch is cut to its longest sentence, and decoded with :func:`greedy_decode_batch`
    (``beam_size=1``) or :func:`beam_search`. No attention is recorded.

    Args:
        model: a trained encoder–decoder (put it in eval mode first).
        data: the :class:`attnviz.TranslationData` it was trained on.
        sentences: English sentences, each normalised like the training data.
        beam_size: 1 decodes greedily; more searches that many beams.
        batch_size: sentences decoded at once.
        max_len: the most tokens to produce per sentence (default: the data's ``num_steps``).

    Returns:
        The translations, in the order of ``sentences``, as strings without ``<eos>``.
    """
    _check_data(model, data)
    if isinstance(sentences, str | bytes) or not isinstance(sentences, Sequence):
        raise TypeError(f"sentences must be a list of str, got {type(sentences).__name__}"
                        + (f" {sentences!r:.40}; wrap one sentence in a list" if
                           isinstance(sentences, str) else ""))
    for i, sentence in enumerate(sentences):
        if not isinstance(sentence, str):
            raise TypeError(f"sentences[{i}] must be a str, got {type(sentence).__name__}")
    check_positive("beam_size", beam_size, integer=True)
    check_positive("batch_size", batch_size, integer=True)
    if max_len is not None:
        check_positive("max_len", max_len, integer=True)
    if not sentences:
        return []
    encoded = [data.encode_source(sentence) for sentence in sentences]
    src = torch.cat([ids for ids, _ in encoded])  # (N, T)
    src_valid_lens = torch.cat([lengths for _, lengths in encoded])  # (N,)
    order = torch.argsort(src_valid_lens, descending=True, stable=True).tolist()  # longest first
    tgt_vocab = data.tgt_vocab
    bos, eos, max_len = tgt_vocab.bos, tgt_vocab.eos, max_len or data.num_steps
    texts: list[str] = [""] * len(sentences)
    for first in range(0, len(order), batch_size):
        rows = order[first: first + batch_size]
        lengths = src_valid_lens[rows]  # (b,)
        batch_src = src[rows, : max(int(lengths.max()), 1)]  # (b, Tk): cut to the longest
        if beam_size == 1:
            outputs = greedy_decode_batch(model, batch_src, lengths, bos_id=bos, eos_id=eos,
                                          max_len=max_len)
        else:
            outputs = [hypothesis.tokens for hypothesis in
                       beam_search(model, batch_src, lengths, bos_id=bos, eos_id=eos,
                                   max_len=max_len, beam_size=beam_size)]
        for row, ids in zip(rows, outputs, strict=True):
            texts[row] = _text(tgt_vocab.decode(ids, strip_special=False))
    return texts
