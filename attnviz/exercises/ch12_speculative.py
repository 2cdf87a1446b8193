"""Chapter 12's exercise on speculative decoding: the acceptance rule.

``check_accept_proposals`` (the ratio inverted, the rows shifted, a residual that is the
target, reversed, unclamped or not normalised, no bonus token, proposals still counted after a
rejection). The package's acceptance rule is refused (``forbidden-call``). The codes shared with
the chapter's other checkers (``serving-not-pair``, ``serving-dtype``) are named in
:mod:`attnviz.exercises.ch12_serving`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from attnviz.exercises._cases import _generator, _randn, _show, close
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard
from attnviz.exercises.ch12_serving import _as_int, _dtype_check, _two_results

#: The mistakes this checker names, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    "accept-count-type": (
        "Return the number of accepted proposals as a Python int (0 to k), first in the pair."
    ),
    "accept-ratio-inverted": (
        "The ratio is upside down. Proposal i is accepted when u_i < p_i(d_i) / q_i(d_i), target "
        "over draft (u_i * q_i(d_i) < p_i(d_i)): always, when the target likes it more."
    ),
    "accept-rows-shifted": (
        "The rows are one off. target_probs[i] and draft_probs[i] are both the distributions "
        "at proposal i's position; target_probs[k], the last row, comes after all k proposals."
    ),
    "accept-continues-after-rejection": (
        "Proposals after the first rejection were still counted. A round ends at its first "
        "rejection: count only the leading accepted proposals."
    ),
    "accept-residual-is-target": (
        "At a rejection the residual is the target's row p_i itself. Draw instead from "
        "max(0, p_i - q_i), normalised: what the target wants more than the draft offered."
    ),
    "accept-residual-reversed": (
        "The residual is max(0, q_i - p_i), the draft over the target. It is max(0, p_i - q_i), "
        "normalised."
    ),
    "accept-residual-negative": (
        "The residual has negative entries, which no distribution has. Clamp p_i - q_i at 0 "
        "(.clamp(min=0)) before normalising."
    ),
    "accept-residual-not-normalised": (
        "The residual does not sum to one. Divide max(0, p_i - q_i) by its sum."
    ),
    "accept-no-bonus-token": (
        "When all k proposals are accepted, the next token comes free from the target's last "
        "row, target_probs[k]: return that row as the residual."
    ),
}

#: What this exercise refuses, by exercise name (merged into FORBIDDEN): the package's
#: acceptance rule.
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "accept_proposals": _Forbidden(
        ("attnviz.serving.speculative.speculative_accept",
         "attnviz.serving.speculative.speculative_generate"),
        "which the exercise asks you to write yourself, from the ratio p / q and the residual"),
}


def _accept(p: torch.Tensor, q: torch.Tensor, tokens: torch.Tensor, uniforms: torch.Tensor, *,
            inverted: bool = False, shift: int = 0, continue_after: bool = False,
            residual: str = "exact", bonus: str = "exact") -> tuple[int, torch.Tensor]:
    """The acceptance rule of :func:`attnviz.serving.speculative.speculative_accept`, with the
    uniform draws given; the keywords reproduce known mistakes."""
    k = q.shape[0]
    accepted, rejected_at = 0, None
    for i in range(k):
        row = min(i + shift, k)
        token = int(tokens[i])
        target, draft = p[row, token], q[i, token]
        passed = (uniforms[i] * target < draft) if inverted else (uniforms[i] * draft < target)
        if bool(passed):
            if rejected_at is None or continue_after:
                accepted += 1
            continue
        if rejected_at is None:
            rejected_at = i
            if not continue_after:
                break
    if rejected_at is None:
        last = {"exact": p[k], "draft-row": p[max(k - 1, 0)]}[bonus]
        return accepted, last.clone()
    row = min(rejected_at + shift, k)
    difference = p[row] - q[rejected_at]
    kind = {"exact": difference.clamp(min=0), "target": p[row].clone(),
            "reversed": (-difference).clamp(min=0), "unclamped": difference}[residual]
    total = kind.sum()
    if residual == "exact" and total <= 0:  # p <= q everywhere: p = q up to rounding
        return accepted, p[row].clone()
    return accepted, kind / total


def _probabilities(rows: int, vocab: int, seed: int, sharpness: float = 1.5) -> torch.Tensor:
    return torch.softmax(sharpness * _randn(rows, vocab, seed=seed), dim=-1)


def _accept_cases() -> list[tuple[str, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]]:
    """(note, target_probs, draft_probs, draft_tokens, uniforms), the draws away from the
    acceptance thresholds by at least 1e-3."""
    def tensor(rows: list[list[float]]) -> torch.Tensor:
        return torch.tensor(rows, dtype=torch.float64)

    def longs(values: list[int]) -> torch.Tensor:
        return torch.tensor(values, dtype=torch.long)

    def draws(values: list[float]) -> torch.Tensor:
        return torch.tensor(values, dtype=torch.float64)

    cases = [
        ("every proposal accepted: the next token comes from target_probs[k]",
         tensor([[0.5, 0.2, 0.2, 0.1], [0.1, 0.6, 0.2, 0.1], [0.25, 0.25, 0.25, 0.25]]),
         tensor([[0.4, 0.3, 0.2, 0.1], [0.1, 0.5, 0.3, 0.1]]), longs([0, 1]), draws([0.3, 0.9])),
        ("proposal 1 rejected",
         tensor([[0.4, 0.3, 0.2, 0.1], [0.1, 0.2, 0.3, 0.4], [0.3, 0.3, 0.2, 0.2]]),
         tensor([[0.4, 0.3, 0.2, 0.1], [0.5, 0.1, 0.2, 0.2]]), longs([1, 0]), draws([0.5, 0.6])),
        ("proposal 0 rejected, proposal 1 would pass",
         tensor([[0.1, 0.5, 0.2, 0.2], [0.1, 0.7, 0.1, 0.1], [0.4, 0.3, 0.2, 0.1]]),
         tensor([[0.4, 0.2, 0.2, 0.2], [0.2, 0.5, 0.2, 0.1]]), longs([0, 1]), draws([0.5, 0.1])),
        ("the target likes proposal 0 more than the draft: always accepted",
         tensor([[0.7, 0.1, 0.1, 0.1], [0.2, 0.2, 0.3, 0.3], [0.1, 0.1, 0.1, 0.7]]),
         tensor([[0.3, 0.3, 0.2, 0.2], [0.1, 0.4, 0.4, 0.1]]), longs([0, 2]), draws([0.95, 0.9])),
        ("the target gives proposal 0 no probability",
         tensor([[0.0, 0.5, 0.3, 0.2], [0.25, 0.25, 0.25, 0.25]]),
         tensor([[0.6, 0.2, 0.1, 0.1]]), longs([0]), draws([0.01])),
    ]
    generator = _generator(140)
    for number, (k, vocab, seed) in enumerate(((4, 10, 141), (3, 16, 143), (5, 8, 145))):
        p = _probabilities(k + 1, vocab, seed)
        q = _probabilities(k, vocab, seed + 1)
        tokens = torch.multinomial(q, 1, generator=generator)[:, 0]
        uniforms = torch.rand(k, generator=generator, dtype=torch.float64)
        ratio = p[torch.arange(k), tokens] / q[torch.arange(k), tokens]
        uniforms = torch.where((uniforms - ratio).abs() < 1e-3, (uniforms + 0.01) % 1, uniforms)
        if number == 0:  # the first proposals accepted, a later one rejected
            uniforms[:2] = ratio[:2].clamp(max=1) / 2
            uniforms[2] = (ratio[2] + 1) / 2 if ratio[2] < 0.9 else uniforms[2]
        cases.append((f"k = {k}, V = {vocab}, drawn at random", p, q, tokens, uniforms))
    cases.append(("k = 0: no proposal, the next token comes from target_probs[0]",
                  _probabilities(1, 5, 147), torch.zeros(0, 5, dtype=torch.float64),
                  torch.zeros(0, dtype=torch.long), torch.zeros(0, dtype=torch.float64)))
    return cases


#: (mistake's keywords for _accept, diagnosis): tried in this order on a failing case.
_ACCEPT_VARIANTS: list[tuple[dict[str, Any], str]] = [
    ({"inverted": True}, "accept-ratio-inverted"),
    ({"shift": 1}, "accept-rows-shifted"),
    ({"continue_after": True}, "accept-continues-after-rejection"),
    ({"residual": "target"}, "accept-residual-is-target"),
    ({"residual": "reversed"}, "accept-residual-reversed"),
    ({"bonus": "draft-row"}, "accept-no-bonus-token"),
]


def check_accept_proposals(learner_fn: Callable[..., Any]) -> CheckResult:
    """Chapter 12: ``accept_proposals(target_probs, draft_probs, draft_tokens, uniforms)``,
    speculative decoding's acceptance rule with its uniform draws given.

    ``target_probs (k + 1, V)``, ``draft_probs (k, V)``, ``draft_tokens (k,)`` long,
    ``uniforms (k,)`` float64 in ``[0, 1)`` -> ``(accepted, residual)``: ``accepted`` an int,
    the number of leading proposals with ``u_i * q_i(d_i) < p_i(d_i)``; ``residual`` ``(V,)``
    float64, the distribution the next token is drawn from: ``max(0, p_i - q_i)`` normalised at
    the first rejection ``i``, or ``target_probs[k]`` when all ``k`` are accepted. The rule is
    :func:`attnviz.serving.speculative.speculative_accept`'s.

    The package's :func:`speculative_accept` and :func:`speculative_generate` are refused.

    Diagnoses: ``accept-count-type``, ``accept-ratio-inverted``, ``accept-rows-shifted``,
    ``accept-continues-after-rejection``, ``accept-residual-is-target``,
    ``accept-residual-reversed``, ``accept-residual-negative``,
    ``accept-residual-not-normalised``, ``accept-no-bonus-token``, ``serving-not-pair``,
    ``serving-dtype``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("accept_proposals", learner_fn)

    def run_cases(run: _Run) -> None:
        for note, p, q, tokens, uniforms in _accept_cases():
            k, vocab = q.shape
            case = f"k = {k}, V = {vocab}, draft_tokens {tokens.tolist()}, uniforms " \
                   f"{[round(u, 3) for u in uniforms.tolist()]} ({note})"
            out = run.call(guard, case, p, q, tokens, uniforms)
            accepted, residual = _two_results(run, out, case, "(accepted, residual)")
            count = _as_int(accepted)
            if count is None:
                run.fail("accept-count-type", case, f"accepted: got {_show(accepted)}")
            residual = run.tensor(residual, f"{case}: residual", (vocab,))
            _dtype_check(run, residual, p.dtype, case, "residual")
            want_count, want = _accept(p, q, tokens, uniforms)
            if count == want_count and close(residual, want, atol=1e-9, rtol=1e-9):
                continue
            detail = (f"expected accepted = {want_count} and residual {_show(want)}; got "
                      f"accepted = {count} and residual {_show(residual)}")
            for keywords, code in _ACCEPT_VARIANTS:
                variant_count, variant = _accept(p, q, tokens, uniforms, **keywords)
                if count == variant_count and close(residual, variant, atol=1e-9, rtol=1e-9):
                    run.fail(code, case, detail)
            if count == want_count and count == k and not close(residual, want):
                run.fail("accept-no-bonus-token", case, detail)
            if count == want_count and bool((residual < 0).any()):
                run.fail("accept-residual-negative", case, detail)
            total = float(residual.sum())
            if (count == want_count and abs(total - 1) > 1e-6 and total > 0
                    and close(residual / total, want)):
                run.fail("accept-residual-not-normalised", case, detail)
            if count is not None and count > want_count:
                run.fail("accept-continues-after-rejection", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("accept_proposals", learner_fn, guard.cases(run_cases))
