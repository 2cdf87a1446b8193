"""The one sampler: how a language model's next token is drawn from its logits (chapter 9).

:meth:`attnviz.GPT.generate`, the serving engine (:func:`attnviz.serve`) and speculative
decoding (:func:`attnviz.speculative_generate`) all draw through these two functions, so a
request served in a batch gets the tokens its own ``generate`` gives, by construction.

* :func:`next_token_distribution`: the distribution a token is drawn from, the softmax of the
  logits divided by the temperature over the ``top_k`` most likely tokens (one-hot on the
  argmax at temperature ``0``);
* :func:`sample_next`: one token per row, the argmax at temperature ``0``, else a draw from that
  distribution with the given generator.

Neither checks its arguments: their callers have (they run once per token, inside checked
entry points).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

__all__ = ["next_token_distribution", "sample_next"]


def next_token_distribution(logits: torch.Tensor, *, temperature: float,
                            top_k: int | None = None) -> torch.Tensor:
    """Probabilities ``(..., V)`` of the next token, in the dtype of ``logits`` ``(..., V)``:
    one-hot on the argmax at ``temperature == 0``, else the softmax of ``logits / temperature``
    with every token outside the ``top_k`` most likely given probability 0 (``None``: none)."""
    if temperature == 0:
        return F.one_hot(logits.argmax(dim=-1), logits.shape[-1]).to(logits.dtype)
    logits = logits / temperature
    if top_k is not None:
        kth = logits.topk(top_k, dim=-1).values[..., -1:]
        logits = logits.masked_fill(logits < kth, float("-inf"))
    return logits.softmax(dim=-1)


def sample_next(logits: torch.Tensor, *, temperature: float, top_k: int | None = None,
                generator: torch.Generator | None = None) -> torch.Tensor:
    """The next token ``(B, 1)`` of each row of ``logits`` ``(B, V)``: the argmax at
    ``temperature == 0`` (no random number drawn), else one draw from
    :func:`next_token_distribution` with ``generator``."""
    if temperature == 0:
        return logits.argmax(dim=-1, keepdim=True)
    probabilities = next_token_distribution(logits, temperature=temperature, top_k=top_k)
    return torch.multinomial(probabilities, 1, generator=generator)
