"""Greedy decoding and beam search (chapters 4 and 7).

Works with any :class:`attnviz.EncoderDecoder` whose decoder follows the package's protocol
(``init_state`` and ``forward(tgt, state) -> (logits, state)``): the GRU decoders of chapter 4
and the Transformer of chapter 7. Decoding is *incremental* by default: each step feeds only the
newest token and carries the state (the Transformer's key–value caches); with
``incremental=False`` every step re-decodes the whole prefix from a fresh state, which gives the
same tokens at a higher cost and is there to show (and test) exactly that.

Many sentences decode at once with :func:`greedy_decode_batch` and :func:`beam_search`, which
also needs the decoder's ``reorder_state(state, index)`` (pick and repeat batch rows of a
state). Translating sentences, with the attention behind each translation, is
:func:`attnviz.translate` (:mod:`attnviz.inspection.translate`).
Letters in shapes: ``B`` sentences, ``Tk`` source steps, ``K`` beams, ``V`` target tokens.

The arguments are checked once, on entry; the decoding loop then runs the model inside
:func:`attnviz._checks.entry_checked` and keeps its bookkeeping on the device, so that it reads
a tensor on the host (a synchronisation, on a GPU) at most once per generated token: to ask
whether every output has finished (no read at all with ``eos_id=None``). Beam search reads once
per step of its own loop, after decoding its greedy candidate the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch

from attnviz._checks import (
    check_finite_number,
    check_int,
    check_lengths,
    check_positive,
    check_tensor,
    check_token_ids,
    entry_checked,
)
from attnviz.models.encoder_decoder import EncoderDecoder

__all__ = [
    "Hypothesis",
    "beam_search",
    "greedy_decode",
    "greedy_decode_batch",
    "sequence_log_probs",
]


def _check_token_id(name: str, value: object, vocab_size: int | None) -> None:
    if vocab_size is None:
        check_int(name, value, minimum=0, expected="a token id (an int >= 0)")
    else:
        check_int(name, value, minimum=0, maximum=vocab_size - 1,
                  expected=f"a token id in [0, {vocab_size}) for the model's target vocabulary "
                           f"of {vocab_size} tokens")


@torch.no_grad()
def greedy_decode(model: EncoderDecoder, src: torch.Tensor, src_valid_lens: torch.Tensor, *,
                  bos_id: int, eos_id: int | None, max_len: int, incremental: bool = True
                  ) -> list[int]:
    """Pick the most likely next token until ``<eos>`` or ``max_len`` tokens.

    Args:
        model: an encoder–decoder (put it in eval mode first).
        src: ``(1, Tk)`` source token ids, in ``[0, V)`` of the source vocabulary.
        src_valid_lens: ``(1,)`` its length without padding.
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
    check_token_ids("src", src, getattr(model, "src_vocab_size", None))
    check_lengths("src_valid_lens", src_valid_lens, 1)
    check_positive("max_len", max_len, integer=True)
    vocab_size = getattr(model, "tgt_vocab_size", None)
    _check_token_id("bos_id", bos_id, vocab_size)
    if eos_id is not None:
        _check_token_id("eos_id", eos_id, vocab_size)
    device = _model_device(model)
    src, src_valid_lens = src.to(device), src_valid_lens.to(device)
    inputs = torch.full((1, 1), bos_id, dtype=torch.long, device=device)  # (1, t): <bos>, ...
    produced: list[torch.Tensor] = []  # (1, 1) each, kept on the device
    with entry_checked():
        state = model._start(src, src_valid_lens)
        while len(produced) < max_len:
            if incremental:
                logits, state = model.decoder(inputs[:, -1:], state)
            else:
                logits, _ = model.decoder(inputs, model._start(src, src_valid_lens))
            token = logits[:, -1].argmax(dim=-1, keepdim=True)  # (1, 1)
            produced.append(token)
            if eos_id is not None and bool(token == eos_id):  # the one read per token
                break
            inputs = torch.cat([inputs, token], dim=1)
    return torch.cat(produced, dim=1)[0].tolist()


def _check_batch(model: EncoderDecoder, src: torch.Tensor, src_valid_lens: torch.Tensor, *,
                 bos_id: int, eos_id: int | None, max_len: int) -> None:
    """The argument checks shared by the batched decoders, before any arithmetic."""
    check_tensor("src", src, ndim=2, shape_hint="(B, Tk)")
    check_token_ids("src", src, getattr(model, "src_vocab_size", None))
    check_lengths("src_valid_lens", src_valid_lens, src.shape[0])
    check_positive("max_len", max_len, integer=True)
    vocab_size = getattr(model, "tgt_vocab_size", None)
    _check_token_id("bos_id", bos_id, vocab_size)
    if eos_id is not None:
        _check_token_id("eos_id", eos_id, vocab_size)


def _model_device(model: EncoderDecoder) -> torch.device:
    return next(model.parameters()).device


def _greedy(model: EncoderDecoder, state: Any, batch: int, *, bos_id: int, eos_id: int | None,
            max_len: int, device: torch.device
            ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Greedy decoding of ``batch`` rows from ``state`` (``b``: the rows still decoding).

    Returns:
        ``tokens (B, max_len)`` (valid up to each row's length), ``lengths (B,)`` and the
        log-probability ``(B,)`` of each row's tokens. Rows that produced ``eos_id`` are dropped
        from the batch (with ``reorder_state``, if the decoder has it) so that later steps only
        compute the rows still going.
    """
    reorder = getattr(model.decoder, "reorder_state", None)
    tokens = torch.full((batch, max_len), bos_id, dtype=torch.long, device=device)
    lengths = torch.full((batch,), max_len, dtype=torch.long, device=device)
    log_probs = torch.zeros(batch, device=device)
    rows = torch.arange(batch, device=device)  # (b,): the sentence of each row still decoded
    active = torch.ones(batch, dtype=torch.bool, device=device)  # (b,): not finished yet
    inputs = torch.full((batch, 1), bos_id, dtype=torch.long, device=device)  # (b, 1)
    for step in range(max_len):
        logits, state = model.decoder(inputs, state)
        last = logits[:, -1]  # (b, V)
        best = last.argmax(dim=-1)  # (b,), as greedy_decode picks
        chosen = last.float().log_softmax(dim=-1).gather(1, best[:, None])[:, 0]  # (b,)
        # rows that finished earlier but still sit in the batch (no reorder_state) keep theirs
        tokens[rows, step] = torch.where(active, best, tokens[rows, step])
        log_probs[rows] = torch.where(active, log_probs[rows] + chosen, log_probs[rows])
        if eos_id is not None:
            finished = active & (best == eos_id)
            lengths[rows] = torch.where(finished, step + 1, lengths[rows])
            active = active & ~finished
            remaining = int(active.sum())  # the one read per token
            if remaining == 0:
                break
            if reorder is not None and remaining < rows.shape[0]:
                # the active rows in order (a stable sort puts them first), without a read
                keep = torch.argsort((~active).to(torch.uint8), stable=True)[:remaining]
                state = reorder(state, keep)
                rows, active, best = rows[keep], active[keep], best[keep]
        inputs = best[:, None]  # (b, 1)
    return tokens, lengths, log_probs


@torch.no_grad()
def greedy_decode_batch(model: EncoderDecoder, src: torch.Tensor, src_valid_lens: torch.Tensor,
                        *, bos_id: int, eos_id: int | None, max_len: int) -> list[list[int]]:
    """:func:`greedy_decode` for ``B`` sentences at once, one token per step for all of them.

    Each row gives the tokens :func:`greedy_decode` gives for that sentence alone (the padding
    of the batch is masked, so it changes nothing). Decoding stops when every sentence has
    produced ``eos_id`` or after ``max_len`` steps; a sentence that has finished leaves the batch
    if the decoder has ``reorder_state``.

    Args:
        model: an encoder–decoder (put it in eval mode first).
        src: ``(B, Tk)`` source token ids, in ``[0, V)`` of the source vocabulary, padded.
        src_valid_lens: ``(B,)`` each sentence's length without padding.
        bos_id, eos_id: the target vocabulary's begin and end tokens, in ``[0, V)``;
            ``eos_id=None`` never stops early.
        max_len: the most tokens to produce per sentence (``<eos>`` included).

    Returns:
        ``B`` lists of token ids, each ending at its first ``eos_id`` (included) or holding
        ``max_len`` tokens.
    """
    _check_batch(model, src, src_valid_lens, bos_id=bos_id, eos_id=eos_id, max_len=max_len)
    batch = src.shape[0]
    if batch == 0:
        return []
    device = _model_device(model)
    with entry_checked():
        state = model._start(src.to(device), src_valid_lens.to(device))
        tokens, lengths, _ = _greedy(model, state, batch, bos_id=bos_id, eos_id=eos_id,
                                     max_len=max_len, device=device)
    return [row[:length] for row, length in zip(tokens.tolist(), lengths.tolist(), strict=True)]


@dataclass(frozen=True)
class Hypothesis:
    """A decoded output and how likely the model finds it.

    Attributes:
        tokens: the produced token ids (``<eos>`` included if it was produced).
        log_prob: the sum of the log-probabilities of ``tokens`` under the model.
        score: ``log_prob / len(tokens) ** length_penalty``, what beam search maximises.
    """

    tokens: list[int]
    log_prob: float
    score: float


def _score(log_prob: float, length: int, length_penalty: float) -> float:
    return log_prob / length ** length_penalty


@torch.no_grad()
def beam_search(model: EncoderDecoder, src: torch.Tensor, src_valid_lens: torch.Tensor, *,
                bos_id: int, eos_id: int | None, max_len: int, beam_size: int = 4,
                length_penalty: float = 1.0) -> list[Hypothesis]:
    """Beam search for ``B`` sentences at once: keep the ``K`` best prefixes of each.

    Every step extends each sentence's ``K`` live prefixes by every token (``K V`` candidates)
    and ranks them by their log-probability. Among the best ``2 K``, an ``<eos>`` that ranks in
    the first ``K`` finishes a hypothesis, which is set aside; the best ``K`` that do not end in
    ``<eos>`` live on (the rows of the decoder state follow them through ``reorder_state``). A
    sentence is done when ``K`` hypotheses have finished or no live prefix can reach the score of
    the best finished one; prefixes that reach ``max_len`` tokens finish there. A hypothesis
    scores ``log_prob / len(tokens) ** length_penalty``: ``length_penalty=0`` ranks by the plain
    sum, which favours short outputs, and ``1`` by the mean per token.

    Two guarantees: ``beam_size=1`` gives greedy decoding's tokens, and the result never scores
    below the greedy output, which is decoded too and kept as a candidate.

    Args:
        model: an encoder–decoder whose decoder has ``reorder_state(state, index)`` (put it in
            eval mode first).
        src: ``(B, Tk)`` source token ids, in ``[0, V)`` of the source vocabulary, padded.
        src_valid_lens: ``(B,)`` each sentence's length without padding.
        bos_id, eos_id: the target vocabulary's begin and end tokens, in ``[0, V)``;
            ``eos_id=None`` never finishes early (every output has ``max_len`` tokens).
        max_len: the most tokens to produce per sentence (``<eos>`` included).
        beam_size: ``K``, the prefixes kept per sentence.
        length_penalty: a number ``>= 0``, the exponent of the length in the score.

    Returns:
        The best :class:`Hypothesis` of each of the ``B`` sentences.

    Raises:
        TypeError: the decoder has no ``reorder_state``.
    """
    _check_batch(model, src, src_valid_lens, bos_id=bos_id, eos_id=eos_id, max_len=max_len)
    check_positive("beam_size", beam_size, integer=True)
    check_finite_number("length_penalty", length_penalty, minimum=0)
    reorder = getattr(model.decoder, "reorder_state", None)
    if not callable(reorder):
        raise TypeError(f"beam_search needs a decoder with a reorder_state(state, index) method "
                        f"to follow the beams, but model.decoder ({type(model.decoder).__name__})"
                        " has none; use greedy_decode_batch instead")
    batch, k = src.shape[0], beam_size
    if batch == 0:
        return []
    device = _model_device(model)
    with entry_checked():
        start = model._start(src.to(device), src_valid_lens.to(device))
        sentences = torch.arange(batch, device=device)  # (B,)
        state = reorder(start, sentences.repeat_interleave(k))  # B*K rows, sentence-major
        greedy = _greedy(model, start, batch, bos_id=bos_id, eos_id=eos_id, max_len=max_len,
                         device=device)

        live_logp = torch.full((batch, k), float("-inf"), device=device)  # (B, K)
        live_logp[:, 0] = 0.0  # one real prefix (<bos>) per sentence at first
        live_tokens = torch.empty(batch, k, 0, dtype=torch.long, device=device)  # (B, K, t)
        best_logp = torch.full((batch,), float("-inf"), device=device)  # (B,)
        best_score = torch.full((batch,), float("-inf"), device=device)  # (B,)
        best_tokens = torch.zeros(batch, max_len, dtype=torch.long, device=device)  # (B, max_len)
        best_len = torch.ones(batch, dtype=torch.long, device=device)  # (B,)
        num_finished = torch.zeros(batch, dtype=torch.long, device=device)  # (B,)
        done = torch.zeros(batch, dtype=torch.bool, device=device)  # (B,)

        def keep_if_better(logp: torch.Tensor, tokens: torch.Tensor, length: int) -> None:
            """Make each sentence's candidate ``logp (B,)``, ``tokens (B, length)`` its best."""
            score = logp / length ** length_penalty  # (B,), -inf for no candidate
            better = score > best_score  # (B,)
            best_logp.copy_(torch.where(better, logp, best_logp))
            best_score.copy_(torch.where(better, score, best_score))
            best_tokens[:, :length] = torch.where(better[:, None], tokens, best_tokens[:, :length])
            best_len.copy_(torch.where(better, length, best_len))

        inputs = torch.full((batch * k, 1), bos_id, dtype=torch.long, device=device)  # (B K, 1)
        for step in range(max_len):
            length = step + 1  # tokens in each candidate
            logits, state = model.decoder(inputs, state)
            logp = logits[:, -1].float().log_softmax(dim=-1)  # (B K, V)
            vocab = logp.shape[-1]
            scores = (live_logp[:, :, None] + logp.view(batch, k, vocab)).view(batch, k * vocab)
            num_candidates = min(2 * k, k * vocab)
            cand_logp, cand = scores.topk(num_candidates, dim=1)  # (B, C), best first
            cand_beam, cand_token = cand // vocab, cand % vocab  # (B, C) each
            is_eos = (cand_token == eos_id if eos_id is not None
                      else torch.zeros_like(cand_token, dtype=torch.bool))  # (B, C)

            # finished: <eos> among the first K candidates of a sentence still searching
            in_top = torch.arange(num_candidates, device=device) < k  # (C,)
            finishes = is_eos & in_top & torch.isfinite(cand_logp) & ~done[:, None]  # (B, C)
            num_finished += finishes.sum(dim=1)
            fin_logp = cand_logp.masked_fill(~finishes, float("-inf"))  # (B, C)
            fin_best = (fin_logp / length ** length_penalty).argmax(dim=1, keepdim=True)  # (B, 1)
            prefix = live_tokens[sentences, cand_beam.gather(1, fin_best)[:, 0]]  # (B, step)
            eos_column = torch.full((batch, 1), 0 if eos_id is None else eos_id, dtype=torch.long,
                                    device=device)  # (B, 1)
            keep_if_better(fin_logp.gather(1, fin_best)[:, 0], torch.cat([prefix, eos_column], 1),
                           length)

            # live: the best K candidates that do not end in <eos>, in rank order
            rank = is_eos.long() * num_candidates + torch.arange(num_candidates, device=device)
            chosen = rank.argsort(dim=1)[:, :k]  # (B, K)
            beam = cand_beam.gather(1, chosen)  # (B, K): the prefix each extends
            live_logp = cand_logp.gather(1, chosen).masked_fill(is_eos.gather(1, chosen),
                                                                float("-inf"))  # (B, K)
            live_tokens = torch.cat(
                [live_tokens.gather(1, beam[:, :, None].expand(-1, -1, step)),
                 cand_token.gather(1, chosen)[:, :, None]], dim=2)  # (B, K, t+1)
            if length == max_len:  # the live prefixes end here too
                final_logp = live_logp.masked_fill(done[:, None], float("-inf"))  # (B, K)
                top = final_logp.argmax(dim=1)  # (B,)
                keep_if_better(final_logp[sentences, top], live_tokens[sentences, top], length)
                break
            # no live prefix can beat the best finished one: its log-probability only falls, and
            # for length_penalty >= 0 its score is at most live_logp / max_len ** length_penalty
            reachable = live_logp.max(dim=1).values / max_len ** length_penalty  # (B,)
            done = done | (num_finished >= k) | (best_score >= reachable)
            if bool(done.all()):  # the one read per token
                break
            state = reorder(state, (sentences[:, None] * k + beam).view(-1))  # (B K,) rows
            inputs = cand_token.gather(1, chosen).view(batch * k, 1)  # (B K, 1)

    results = []
    greedy_tokens, greedy_len, greedy_logp = (t.tolist() for t in greedy)
    for row, length, logp, g_row, g_length, g_logp in zip(
            best_tokens.tolist(), best_len.tolist(), best_logp.tolist(), greedy_tokens,
            greedy_len, greedy_logp, strict=True):
        found = Hypothesis(row[:length], logp, _score(logp, length, length_penalty))
        plain = Hypothesis(g_row[:g_length], g_logp, _score(g_logp, g_length, length_penalty))
        results.append(plain if plain.score > found.score else found)
    return results


@torch.no_grad()
def sequence_log_probs(model: EncoderDecoder, src: torch.Tensor, src_valid_lens: torch.Tensor,
                       outputs: Sequence[Sequence[int]], *, bos_id: int) -> list[float]:
    """The log-probability the model gives each output, in one teacher-forced pass.

    Output ``b`` is scored token by token after ``<bos>`` and its own earlier tokens, as
    decoding produced it; the outputs are padded into one batch ``(B, T)`` for the pass.

    Args:
        model: an encoder–decoder (put it in eval mode first).
        src: ``(B, Tk)`` source token ids, padded.
        src_valid_lens: ``(B,)`` each sentence's length without padding.
        outputs: ``B`` lists of target token ids in ``[0, V)`` (e.g. from
            :func:`greedy_decode_batch`); an empty list scores 0.
        bos_id: the target vocabulary's begin token.

    Returns:
        ``B`` floats: the sum of the log-probabilities of each output's tokens.
    """
    check_tensor("src", src, ndim=2, shape_hint="(B, Tk)")
    batch = src.shape[0]
    check_token_ids("src", src, getattr(model, "src_vocab_size", None))
    check_lengths("src_valid_lens", src_valid_lens, batch)
    vocab_size = getattr(model, "tgt_vocab_size", None)
    _check_token_id("bos_id", bos_id, vocab_size)
    if isinstance(outputs, str | bytes) or not isinstance(outputs, Sequence):
        raise TypeError(f"outputs must be a list of B = {batch} lists of token ids, got "
                        f"{type(outputs).__name__}")
    if len(outputs) != batch:
        raise ValueError(f"outputs must hold one list of token ids per sentence of src, "
                         f"B = {batch}, got {len(outputs)}")
    expected = ("a token id (an int >= 0)" if vocab_size is None
                else f"a token id in [0, {vocab_size}) for the model's target vocabulary")
    for i, output in enumerate(outputs):
        if isinstance(output, str | bytes) or not isinstance(output, Sequence | torch.Tensor):
            raise TypeError(f"outputs[{i}] must be a list of token ids, got "
                            f"{type(output).__name__}")
        for token in output:
            check_int(f"outputs[{i}]", token, minimum=0,
                      maximum=None if vocab_size is None else vocab_size - 1,
                      expected=f"a list of token ids, each {expected}")
    steps = max((len(output) for output in outputs), default=0)
    if batch == 0 or steps == 0:
        return [0.0] * batch
    device = _model_device(model)
    labels = torch.tensor([[*output, *[bos_id] * (steps - len(output))] for output in outputs],
                          dtype=torch.long, device=device)  # (B, T), padded with bos_id
    inputs = torch.cat([torch.full((batch, 1), bos_id, dtype=torch.long, device=device),
                        labels[:, :-1]], dim=1)  # (B, T): shifted right by one
    lengths = torch.tensor([len(output) for output in outputs], device=device)  # (B,)
    with entry_checked():
        logits, _ = model.decoder(inputs, model._start(src.to(device), src_valid_lens.to(device)))
    logp = logits.float().log_softmax(dim=-1).gather(2, labels[:, :, None])[:, :, 0]  # (B, T)
    keep = torch.arange(steps, device=device) < lengths[:, None]  # (B, T)
    return logp.masked_fill(~keep, 0.0).sum(dim=1).tolist()


