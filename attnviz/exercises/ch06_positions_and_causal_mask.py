"""Chapter 6's exercises: the sinusoidal positional encoding and the causal mask.

``check_sinusoidal_encoding`` (with ``_sinusoidal_variant``, the table with each known mistake)
and ``check_causal_mask`` (with the shifted, transposed and flipped triangles it recognises).
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnviz.exercises._cases import _draw, _unseen, close, difference
from attnviz.exercises._core import CheckResult, _check, _Failure, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # sinusoidal encoding (chapter 6)
    "sinusoidal-transposed": (
        "The table is on its side: one row per position and one column per feature, "
        "(num_positions, d_model)."
    ),
    "sinusoidal-sin-cos-swapped": (
        "Sine and cosine are the wrong way round: the even columns (0, 2, 4, ...) hold the "
        "sines, the odd columns the cosines."
    ),
    "sinusoidal-frequency-exponent": (
        "The frequencies are off. Both columns of pair j (columns 2j and 2j + 1) turn at the "
        "same frequency; compare your exponent with the formula in the exercise."
    ),
    "sinusoidal-halves": (
        "Sines and cosines sit in two halves of the table; they should alternate, column by "
        "column (sin, cos, sin, cos, ...)."
    ),
    "sinusoidal-positions-from-one": (
        "Every row is shifted by one position: positions start at 0, so row 0 is "
        "sin(0) = 0, cos(0) = 1, ..."
    ),
    "sinusoidal-odd-width": (
        "An odd width goes wrong. With d_model odd the last pair has only its sine column: "
        "drop the cosine that has no room."
    ),
    # causal mask (chapter 6)
    "causal-mask-additive": (
        "This is an additive mask (0 and -inf). Return the boolean mask instead: True where a "
        "query may attend."
    ),
    "causal-mask-not-bool": (
        "Return a boolean tensor (dtype torch.bool), True where a query may attend; masks of "
        "another dtype mean something else to PyTorch."
    ),
    "causal-mask-flipped": (
        "True and False are swapped: in this book a mask says where a query *may* attend, so "
        "the past and the present are True and the future is False."
    ),
    "causal-mask-transposed": (
        "The mask is the wrong way round: rows are queries, columns are keys, and each query "
        "sees the keys up to its own position (a lower triangle)."
    ),
    "causal-mask-hides-diagonal": (
        "Each query is hidden from its own position. A token may attend to itself: the diagonal "
        "is True."
    ),
    "causal-mask-sees-future": (
        "Each query sees one key too many, the next position. Only keys up to the query's own "
        "position are allowed."
    ),
    "causal-mask-top-left": (
        "With fewer queries than keys, the queries are the *last* positions (new tokens after "
        "a cache of earlier ones), so a single query sees every key. Align the triangle to the "
        "bottom right."
    ),
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "sinusoidal_encoding": _Forbidden(
        ("attnviz.sinusoidal_encoding", "attnviz.SinusoidalPositionalEncoding"),
        "the package's encoding, which the exercise asks you to write from the formula"),
    "causal_mask": _Forbidden(
        ("attnviz.causal_mask", "attnviz.sliding_window_mask",
         "torch.nn.Transformer.generate_square_subsequent_mask",
         "torch.nn.modules.transformer._generate_square_subsequent_mask"),
        "a ready-made causal mask, where the exercise asks you to build it yourself"),
}


# The sinusoidal encoding

def _sinusoidal_variant(num_positions: int, d_model: int, *, swap: bool = False,
                        exponent: str = "2j", halves: bool = False,
                        first: int = 0) -> torch.Tensor:
    """The encoding table with one of the known mistakes (or none): ``(T, D)``, float64.

    ``exponent`` is what column ``i`` of pair ``j`` divides by ``D`` in the frequency's
    exponent: ``"2j"`` (right), ``"i"`` or ``"j"``.
    """
    positions = torch.arange(first, first + num_positions, dtype=torch.float64)[:, None]  # (T, 1)
    columns = torch.arange(d_model, dtype=torch.float64)  # (D,)
    if halves:  # ceil(D / 2) sines of the pair frequencies, then floor(D / 2) cosines
        angles = positions / 10000.0 ** (columns[0::2] / d_model)  # (T, ceil(D / 2))
        sines, cosines = angles.sin(), angles[:, : d_model // 2].cos()
        return torch.cat([cosines, sines] if swap else [sines, cosines], dim=1)[:, :d_model]
    pair = columns // 2  # (D,): j
    numerator = {"2j": 2 * pair, "i": columns, "j": pair}[exponent]  # (D,)
    angles = positions / 10000.0 ** (numerator / d_model)  # (T, D)
    even = columns.long() % 2 == 0
    return torch.where(even != swap, angles.sin(), angles.cos())


def check_sinusoidal_encoding(learner_fn: Callable[[int, int], torch.Tensor]) -> CheckResult:
    """Chapter 6: ``sinusoidal_encoding(num_positions, d_model)``, the ``(T, D)`` table.

    Compared with :func:`attnviz.sinusoidal_encoding`, odd widths included. Diagnoses:
    ``sinusoidal-transposed``, ``-sin-cos-swapped``, ``-frequency-exponent``, ``-halves``,
    ``-positions-from-one``, ``-odd-width``, and the shared ones.
    """
    guard = _Guard("sinusoidal_encoding", learner_fn)
    from attnviz.mechanism.positional import sinusoidal_encoding

    mistakes = (
        ("sinusoidal-sin-cos-swapped", {"swap": True}),
        ("sinusoidal-frequency-exponent", {"exponent": "i"}),
        ("sinusoidal-frequency-exponent", {"exponent": "j"}),
        ("sinusoidal-halves", {"halves": True}),
        ("sinusoidal-halves", {"halves": True, "swap": True}),
        ("sinusoidal-positions-from-one", {"first": 1}),
    )

    sizes = [(6, 8), (1, 4), (20, 16), (40, 6), (5, 7), (4, 3), (3, 1)]
    generator = _unseen(160)  # a grading run adds sizes drawn at random, never square (where
    if generator is not None:  # a table on its side has the shape of the right one)
        for _ in range(4):
            num_positions, d_model = _draw(generator, 1, 60), _draw(generator, 1, 48)
            sizes.append((num_positions, d_model + (d_model == num_positions)))

    def cases(run: _Run) -> None:
        # even widths first, so that a mistake in the odd-width case is about odd widths
        for num_positions, d_model in sizes:
            case = f"num_positions={num_positions}, d_model={d_model}"
            odd = d_model % 2 == 1
            try:
                out = run.call(guard, case, num_positions, d_model)
            except _Failure as failure:
                if odd and failure.diagnosis == "raised":
                    run.fail("sinusoidal-odd-width", case, failure.detail)
                raise
            if isinstance(out, torch.Tensor) and tuple(out.shape) == (d_model, num_positions):
                run.fail("sinusoidal-transposed", case,
                         f"expected shape {(num_positions, d_model)}, got {tuple(out.shape)}")
            if (odd and isinstance(out, torch.Tensor)
                    and tuple(out.shape) != (num_positions, d_model)):
                run.fail("sinusoidal-odd-width", case,
                         f"expected shape {(num_positions, d_model)}, got {tuple(out.shape)}")
            out = run.tensor(out, case, (num_positions, d_model))
            expected = sinusoidal_encoding(num_positions, d_model, dtype=torch.float64)
            if close(out, expected):
                continue
            for diagnosis, mistake in mistakes:
                if close(out, _sinusoidal_variant(num_positions, d_model, **mistake)):
                    run.fail(diagnosis, case)
            if odd and close(out[:, :-1], expected[:, :-1]):
                run.fail("sinusoidal-odd-width", case, "only the last column differs")
            run.fail("wrong-values", case, difference(out, expected))
    return _check("sinusoidal_encoding", learner_fn, guard.cases(cases))


# The causal mask

def _lower_triangle(num_queries: int, num_keys: int, diagonal: int) -> torch.Tensor:
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(diagonal)


def check_causal_mask(learner_fn: Callable[[int, int], torch.Tensor]) -> CheckResult:
    """Chapter 6: ``causal_mask(num_queries, num_keys)``, a boolean "may attend" ``(Tq, Tk)``.

    Compared with :func:`attnviz.causal_mask` (aligned to the bottom right: the queries are the
    last ``Tq`` of the ``Tk`` positions). Diagnoses: ``causal-mask-additive``, ``-not-bool``,
    ``-flipped``, ``-transposed``, ``-hides-diagonal``, ``-sees-future``, ``-top-left``, and
    the shared ones.
    """
    guard = _Guard("causal_mask", learner_fn)
    from attnviz.mechanism.masks import causal_mask

    sizes = [(4, 4), (1, 1), (6, 6), (2, 5), (1, 4), (3, 7), (4, 5)]
    generator = _unseen(161)  # a grading run adds sizes drawn at random, Tq <= Tk
    if generator is not None:
        for _ in range(4):
            num_keys = _draw(generator, 1, 24)
            sizes.append((_draw(generator, 1, num_keys), num_keys))

    def cases(run: _Run) -> None:
        # square masks first: the alignment only shows when there are fewer queries than keys
        for num_queries, num_keys in sizes:
            case = f"num_queries={num_queries}, num_keys={num_keys}"
            out = run.call(guard, case, num_queries, num_keys)
            shape = (num_queries, num_keys)
            if (isinstance(out, torch.Tensor) and num_queries != num_keys
                    and tuple(out.shape) == (num_keys, num_queries)):
                run.fail("causal-mask-transposed", case,
                         f"expected shape {shape} (queries, keys), got {tuple(out.shape)}")
            out = run.tensor(out, case, shape)
            expected = causal_mask(num_queries, num_keys)
            if out.dtype != torch.bool:
                values = out.detach().cpu()
                if (values.is_floating_point() and bool(((values == 0) == expected).all())
                        and bool((values[~expected] < 0).all())):
                    run.fail("causal-mask-additive", case)
                run.fail("causal-mask-not-bool", case, f"got dtype {out.dtype}")
            out = out.detach().cpu()
            if torch.equal(out, expected):
                continue
            shift = num_keys - num_queries  # query i sees keys 0 .. i + shift
            for diagnosis, wrong in (
                ("causal-mask-flipped", ~expected),
                ("causal-mask-transposed", expected.T),
                ("causal-mask-hides-diagonal", _lower_triangle(*shape, shift - 1)),
                ("causal-mask-sees-future", _lower_triangle(*shape, shift + 1)),
                ("causal-mask-top-left", _lower_triangle(*shape, 0)),
            ):
                if wrong.shape == out.shape and torch.equal(out, wrong):
                    run.fail(diagnosis, case)
            wrong_entries = int((out != expected).sum())
            run.fail("wrong-values", case, f"{wrong_entries} of {out.numel()} entries differ "
                                           f"from the reference")
    return _check("causal_mask", learner_fn, guard.cases(cases))
