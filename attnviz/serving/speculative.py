"""Speculative decoding (chapter 12, *Serving and sharding attention*).

A decoding step of a large model reads all its weights to produce one token. Speculative
decoding (Leviathan et al. 2023; Chen et al. 2023) lets a small *draft* model propose ``k``
tokens, one after another (cheap), and has the large *target* model score all of them in one
pass (one read of its weights for ``k + 1`` positions). The proposals are then accepted or
rejected so that the tokens that come out follow the target's own distribution exactly:

* proposal ``d_i``, drawn from the draft's distribution ``q_i``, is accepted with probability
  ``min(1, p_i(d_i) / q_i(d_i))``, ``p_i`` being the target's distribution at that position;
* at the first rejection, the token is drawn instead from ``max(0, p_i - q_i)``, normalised, and
  the round ends;
* if all ``k`` are accepted, one more token comes free from the target's distribution after them.

Greedy decoding is the case of one-hot distributions (the argmax of each model's logits): a
proposal is accepted exactly when it is the target's argmax, and the correction is the target's
argmax, so the output is the target's greedy output, token for token.

* :func:`speculative_accept`: the rule, for one round's distributions and proposals;
* :func:`speculative_generate`: the whole loop for the book's :class:`attnviz.GPT` models, with
  a key–value cache per model that is cut back (``keep``) to the accepted tokens after each
  round;
* :func:`speculative_gain`: the tokens per pass of the target and the speed-up that the
  acceptance rate predicts (Leviathan et al. 2023).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

import torch

from attnviz._checks import (
    check_finite_number,
    check_floating,
    check_generator,
    check_int,
    check_integer,
    check_tensor,
    check_token_ids,
    entry_checked,
)
from attnviz.mechanism.cache import Cache
from attnviz.models.gpt import GPT
from attnviz.models.sampling import next_token_distribution

__all__ = ["SpeculativeResult", "speculative_accept", "speculative_gain", "speculative_generate"]


def speculative_accept(target_probs: torch.Tensor, draft_probs: torch.Tensor,
                       draft_tokens: torch.Tensor, *, generator: torch.Generator | None = None
                       ) -> tuple[int, int]:
    """Accept or reject one round of ``k`` proposals; return how many were accepted and the
    token that follows them.

    Args:
        target_probs: ``(k + 1, V)``: the target's distribution at each proposal's position and,
            last, after all of them.
        draft_probs: ``(k, V)``: the draft's distribution each proposal was drawn from.
        draft_tokens: ``(k,)`` integer ids, the proposals.
        generator: the random numbers (acceptance draws and the resampled token).

    Returns:
        ``(accepted, next_token)``: the first ``accepted`` proposals stand, followed by
        ``next_token``: drawn from ``max(0, p - q)`` at the first rejection, or from the last
        row of ``target_probs`` when all ``k`` were accepted. Whatever the draft, the tokens
        that come out are distributed as the target's own samples.
    """
    target_probs = check_floating("target_probs", check_tensor(
        "target_probs", target_probs, ndim=2, shape_hint="(k + 1, V)"))
    draft_probs = check_floating("draft_probs", check_tensor(
        "draft_probs", draft_probs, ndim=2, shape_hint="(k, V)"))
    draft_tokens = check_tensor("draft_tokens", draft_tokens, ndim=1, shape_hint="(k,)")
    check_integer("draft_tokens", draft_tokens, "integer token ids")
    proposals, vocab = draft_probs.shape
    if target_probs.shape != (proposals + 1, vocab):
        raise ValueError(f"target_probs must be shaped (k + 1, V) = ({proposals + 1}, {vocab}) "
                         f"for draft_probs of shape (k, V) = {tuple(draft_probs.shape)}, got "
                         f"{tuple(target_probs.shape)}")
    if draft_tokens.shape[0] != proposals:
        raise ValueError(f"draft_tokens must hold the k = {proposals} proposals, got shape "
                         f"{tuple(draft_tokens.shape)}")
    check_token_ids("draft_tokens", draft_tokens, vocab)
    check_generator("generator", generator)
    for name, probs in (("target_probs", target_probs), ("draft_probs", draft_probs)):
        if not bool(torch.isfinite(probs).all()) or bool((probs < 0).any()):
            raise ValueError(f"{name} must hold probabilities: finite and >= 0, got a smallest "
                             f"entry of {probs.min().item() if probs.numel() else 'none'} and "
                             f"{int((~torch.isfinite(probs)).sum())} entries that are not finite")
    p, q = target_probs.double().cpu(), draft_probs.double().cpu()
    for i, token in enumerate(draft_tokens.tolist()):
        draw = torch.rand((), generator=generator, dtype=torch.float64)
        if draw * q[i, token] < p[i, token]:  # draw < p / q, without dividing by q = 0
            continue
        residual = (p[i] - q[i]).clamp(min=0.0)
        if residual.sum() <= 0:  # p <= q everywhere: p = q up to rounding
            residual = p[i]
        return i, int(torch.multinomial(residual, 1, generator=generator))
    return proposals, int(torch.multinomial(p[proposals], 1, generator=generator))


def speculative_gain(alpha: float, k: int, *, cost: float = 0.0) -> tuple[float, float]:
    """What speculative decoding should gain, by Leviathan et al.'s analysis.

    If each proposal stands with probability ``alpha``, independently, a round of ``k``
    proposals gives ``(1 - alpha**(k + 1)) / (1 - alpha)`` tokens per pass of the target on
    average (``k + 1`` when ``alpha = 1``). If a pass of the draft costs ``cost`` times a pass
    of the target, and a pass of the target over ``k + 1`` positions costs what a pass over one
    does (a large model that is memory-bound: reading its weights dominates), a round costs
    ``k * cost + 1`` passes of the target, and the expected speed-up over plain decoding is the
    tokens per pass divided by that.

    Args:
        alpha: the acceptance rate, ``0 <= alpha <= 1``.
        k: proposals per round (``>= 1``).
        cost: a draft pass's cost over a target pass's (``>= 0``).

    Returns:
        ``(tokens_per_pass, speedup)``.
    """
    check_finite_number("alpha", alpha, minimum=0.0)
    if alpha > 1:
        raise ValueError(f"alpha must be a probability between 0 and 1, got {alpha!r}")
    check_int("k", k, minimum=1)
    check_finite_number("cost", cost, minimum=0.0)
    tokens = float(k + 1) if alpha == 1 else (1 - alpha ** (k + 1)) / (1 - alpha)
    return tokens, tokens / (k * cost + 1)


@dataclass(frozen=True)
class SpeculativeResult:
    """What :func:`speculative_generate` produced and how.

    Attributes:
        tokens: ``(1, T0 + n)``, the prompt and the ``n`` new tokens.
        proposed: proposals the draft made, over every round.
        accepted: proposals the target accepted.
        rounds: rounds, each one pass of the target over the proposals.
        rejected: rounds that ended at a rejected proposal (the others accepted all theirs).
    """

    tokens: torch.Tensor
    proposed: int
    accepted: int
    rounds: int
    rejected: int = 0

    @property
    def acceptance_rate(self) -> float:
        """The share of proposals accepted (``nan`` before any proposal)."""
        return self.accepted / self.proposed if self.proposed else float("nan")

    @property
    def alpha(self) -> float:
        """The chance that a proposal stands, estimated as ``accepted / (accepted + rejected)``,
        which is the acceptance rate of Leviathan et al.'s analysis. A proposal is judged only
        if every one before it in its round stood, so this is larger than
        :attr:`acceptance_rate`, the share of all proposals accepted (``nan`` before any
        proposal was judged)."""
        judged = self.accepted + self.rejected
        return self.accepted / judged if judged else float("nan")

    @property
    def tokens_per_round(self) -> float:
        """New tokens per pass of the target (plain decoding gives 1)."""
        new = self.accepted + self.rounds  # each round adds one token besides its accepted ones
        return new / self.rounds if self.rounds else float("nan")


def _distribution(logits: torch.Tensor, temperature: float) -> torch.Tensor:
    """``(T, V)`` float64 probabilities from the one sampler's
    :func:`attnviz.models.sampling.next_token_distribution`: one-hot on the argmax at
    temperature 0, else the softmax (in float64, for the acceptance ratio)."""
    return next_token_distribution(logits.double(), temperature=temperature)


def _check_model(name: str, model: object) -> GPT:
    if not isinstance(model, GPT):
        raise TypeError(f"{name} must be an attnviz.GPT, got {type(model).__name__}")
    if model.config.linear is not None:  # a rejected proposal must be taken back out
        raise ValueError(f"{name} must attend in every block (a rejected proposal is cut from "
                         f"a key–value cache; a delta-rule layer's state cannot forget it), "
                         f"got linear={model.config.linear!r}")
    return model


def _next_logits(model: GPT, caches: Sequence[Cache], tokens: torch.Tensor, first: int,
                 last: int) -> torch.Tensor:
    """``(last - first + 1, V)``: for ``j = first .. last``, the logits of the token after
    ``tokens[:, :j]``, as :meth:`attnviz.GPT.generate` computes them. While ``j`` fits in the
    context they come from one call that reads only the tokens ``caches`` lack (the caches hold
    a beginning of ``tokens``, shorter than ``first``); past it the window slides, so each comes
    from the last ``context`` tokens before it, read afresh."""
    context = model.config.context
    inside = min(last, context)
    rows = []
    if first <= inside:
        feed = tokens[:, len(caches[0]):inside]
        rows.append(cast(torch.Tensor, model(feed, caches=caches))[0, first - inside - 1:])
    for j in range(max(first, inside + 1), last + 1):
        rows.append(cast(torch.Tensor, model(tokens[:, j - context:j]))[0, -1:])
    return torch.cat(rows)


@torch.no_grad()
def speculative_generate(target: GPT, draft: GPT, prompt: torch.Tensor, max_new_tokens: int, *,
                         k: int = 4, temperature: float = 0.0,
                         generator: torch.Generator | None = None) -> SpeculativeResult:
    """Continue ``prompt`` by ``max_new_tokens`` tokens of ``target``, with ``draft`` proposing.

    Each round, the draft proposes ``k`` tokens one at a time (fewer near the end), the target
    scores them in one call, and :func:`speculative_accept` keeps a prefix of them and adds one
    token. Each model keeps a key–value cache of the tokens it has read; after a round both are
    cut back to the tokens that stand, and each model's next call reads only the tokens its
    cache lacks. Past a model's context its window slides, as in :meth:`attnviz.GPT.generate`:
    each of its logits then comes from the last ``context`` tokens, read afresh (correct, and
    slow: no cache helps there).

    Args:
        target: the model whose output this is.
        draft: a (smaller) model over the same vocabulary.
        prompt: ``(1, T0)`` integer ids, ``T0 >= 1``.
        max_new_tokens: tokens to add (``>= 0``).
        k: proposals per round (``>= 1``).
        temperature: ``0`` for greedy decoding (then the output equals
            ``target.generate(prompt, max_new_tokens, temperature=0)``), else the sampling
            temperature of both models.
        generator: the random numbers of the draft's proposals and of the acceptance rule.

    Returns:
        A :class:`SpeculativeResult`.
    """
    prompt = check_tensor("prompt", prompt, ndim=2, shape_hint="(1, T0)")
    if prompt.shape[0] != 1:
        raise ValueError(f"prompt must be a (1, T0) tensor of token ids (one sequence), got "
                         f"shape {tuple(prompt.shape)}")
    check_int("max_new_tokens", max_new_tokens, minimum=0)
    check_int("k", k, minimum=1)
    check_finite_number("temperature", temperature, minimum=0.0)
    check_generator("generator", generator)
    length = prompt.shape[1] + max_new_tokens
    _check_model("target", target)
    _check_model("draft", draft)
    if draft.config.vocab_size != target.config.vocab_size:
        raise ValueError(f"draft must share the target's vocabulary of "
                         f"{target.config.vocab_size} tokens, got {draft.config.vocab_size}")
    if prompt.shape[1] == 0:
        raise ValueError("prompt must hold at least one token, got shape (1, 0)")
    check_token_ids("prompt", prompt, target.config.vocab_size)
    modes = target.training, draft.training
    target.eval()
    draft.eval()
    tokens = prompt
    target_caches, draft_caches = target.new_caches(), draft.new_caches()
    proposed = accepted = rounds = rejected = 0
    try:
        with entry_checked():  # the prompt is checked; every later token comes from a model
            while tokens.shape[1] < length:
                proposals_now = min(k, length - tokens.shape[1] - 1)  # the round adds one more
                drafted, draft_rows = [], []
                read = tokens  # the tokens so far and the proposals
                for _ in range(proposals_now):
                    logits = _next_logits(draft, draft_caches, read, read.shape[1],
                                          read.shape[1])  # (1, V)
                    probs = _distribution(logits, temperature)[0]
                    token = (int(probs.argmax()) if temperature == 0 else
                             int(torch.multinomial(probs, 1, generator=generator)))
                    drafted.append(token)
                    draft_rows.append(probs)
                    read = torch.cat([read, read.new_tensor([[token]])], dim=1)
                proposals = torch.tensor(drafted, dtype=torch.long, device=tokens.device)
                logits = _next_logits(target, target_caches, read, tokens.shape[1],
                                      read.shape[1])  # (k + 1, V)
                target_rows = _distribution(logits, temperature)
                draft_probs = (torch.stack(draft_rows) if draft_rows else
                               target_rows.new_zeros(0, target_rows.shape[1]))
                taken, following = speculative_accept(target_rows, draft_probs, proposals.cpu(),
                                                      generator=generator)
                new = torch.tensor([drafted[:taken] + [following]], device=tokens.device)
                tokens = torch.cat([tokens, new], dim=1)
                standing = tokens.shape[1] - 1  # every token but the newest has been read
                target_caches = [c.keep(torch.arange(min(len(c), standing)))
                                 for c in target_caches]
                draft_caches = [c.keep(torch.arange(min(len(c), standing))) for c in draft_caches]
                proposed, accepted, rounds = proposed + proposals_now, accepted + taken, rounds + 1
                rejected += taken < proposals_now
    finally:
        target.train(modes[0])
        draft.train(modes[1])
    return SpeculativeResult(tokens=tokens, proposed=proposed, accepted=accepted, rounds=rounds,
                             rejected=rejected)
