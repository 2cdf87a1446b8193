"""What a step of the serving engine costs, fitted from its trace (chapter 12, *Serving and
sharding attention*).

A step of :func:`attnviz.serving.engine.serve` runs the new tokens of its requests through the
model together. Its time is, to a first approximation, a fixed part and a part per token:

    seconds = overhead + per_token * tokens

The fixed part is what a step pays whatever it holds: reading every weight once, launching the
layers, Python's work per step. The part per token is the arithmetic each token adds. A device
where reading the weights dominates (a GPU decoding a large model) has a large overhead and a
small cost per token, and batching more tokens into a step is then nearly free; a small model on
one CPU thread is the other way round. A token of a prompt and a decoding request's token need
not cost the same, though: the decoding token reads its request's whole cache in attention, and
it comes in a step with few other tokens, where a CPU's matrix products are least efficient.
``fit_step_cost(..., same_cost=False)`` fits them apart:

    seconds = overhead + per_prompt_token * prompt tokens + per_decode_token * decoding requests

:func:`fit_step_cost` fits the numbers to the steps of one or more runs by least squares, and
:meth:`StepCost.predict` gives the time the fit predicts for the steps of another schedule: the
two batching policies compute the same tokens in different numbers of steps, so the fit
predicts the ratio of their times before it is measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch

from attnviz._checks import check_bool
from attnviz.serving.engine import ServeResult

__all__ = ["StepCost", "fit_step_cost"]


@dataclass(frozen=True)
class StepCost:
    """A step's time: ``overhead + per_prompt_token * prompt tokens + per_decode_token *
    decoding requests`` seconds (the two per-token costs are equal for a fit with
    ``same_cost=True``).

    Attributes:
        overhead: seconds a step costs whatever it holds.
        per_prompt_token: seconds each token of a prompt chunk adds.
        per_decode_token: seconds each decoding request adds (its one token).
        steps: how many steps the fit was made from.
    """

    overhead: float
    per_prompt_token: float
    per_decode_token: float
    steps: int

    def predict(self, result: ServeResult) -> float:
        """The busy seconds this cost predicts for ``result``'s steps (its idle time, while no
        request had arrived, left out: :attr:`ServeResult.busy` is what it predicts)."""
        if not isinstance(result, ServeResult):
            raise TypeError(f"result must be a ServeResult (what serve returns), got "
                            f"{type(result).__name__}")
        decode = sum(len(step.decode) for step in result.steps)
        prompt = sum(step.tokens for step in result.steps) - decode  # every chunk's tokens
        return (self.overhead * len(result.steps) + self.per_prompt_token * prompt
                + self.per_decode_token * decode)


def fit_step_cost(results: ServeResult | Sequence[ServeResult], *,
                  same_cost: bool = True) -> StepCost:
    """Fit a step's time to the steps of ``results`` by least squares.

    Args:
        results: one :class:`ServeResult` or several, run with the measured clock
            (``step_time=None``: a fixed step time has nothing to fit), with steps of at least
            two different sizes between them (and, with ``same_cost=False``, steps that mix
            prompt tokens and decoding requests in different proportions).
        same_cost: ``True``: ``overhead + per_token * tokens``, one cost for every token;
            ``False``: a prompt token and a decoding request's token each get their own.

    Returns:
        A :class:`StepCost`.
    """
    check_bool("same_cost", same_cost)
    runs = [results] if isinstance(results, ServeResult) else list(results)
    if not runs or not all(isinstance(r, ServeResult) for r in runs):
        raise TypeError("results must be a ServeResult or a non-empty sequence of them, got "
                        f"{type(results).__name__}")
    steps = [step for run in runs for step in run.steps]
    tokens = torch.tensor([float(step.tokens) for step in steps], dtype=torch.float64)
    decode = torch.tensor([float(len(step.decode)) for step in steps], dtype=torch.float64)
    seconds = torch.tensor([step.seconds for step in steps], dtype=torch.float64)
    if len(steps) < 2 or bool((tokens == tokens[0]).all()):
        raise ValueError(f"results must hold steps of at least two different sizes to fit a "
                         f"cost per token, got {len(steps)} steps of "
                         f"{sorted(set(tokens.long().tolist()))} tokens")
    if bool((seconds == seconds[0]).all()):
        raise ValueError("results were served with a fixed step_time: every step took "
                         f"{seconds[0].item():g} s, so there is no cost to fit; serve them with "
                         "step_time=None")
    columns = [torch.ones_like(tokens), tokens - decode, decode]  # 1, prompt tokens, decoding
    design = torch.stack(columns if not same_cost else columns[:1] + [tokens], dim=1)
    if torch.linalg.matrix_rank(design) < design.shape[1]:
        raise ValueError(f"the steps of results cannot tell the prompt tokens' cost from the "
                         f"decoding requests' (every step holds them in the same proportion); "
                         f"fit them with same_cost=True, got {len(steps)} steps")
    solution = torch.linalg.lstsq(design, seconds[:, None]).solution[:, 0].tolist()
    overhead, per_prompt = solution[0], solution[1]
    per_decode = per_prompt if same_cost else solution[2]
    return StepCost(overhead=overhead, per_prompt_token=per_prompt, per_decode_token=per_decode,
                    steps=len(steps))
