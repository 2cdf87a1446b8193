"""Checkers for the build-it-yourself exercises: run a learner's function, say what is wrong.

Every chapter ends with exercises in which the learner writes a piece of attention themselves
(a masked softmax, a causal mask, a layer norm, ...). ``check_<name>(learner_fn)`` runs that
function on many small cases, compares it with the package's own implementation and returns a
:class:`CheckResult`. When something is wrong, the result names the most likely mistake and
gives a hint: each known mistake is a *diagnosis*, listed in :data:`DIAGNOSES`, and recognised
by the symptom it leaves in the output (a fully masked row that is NaN, rows that sum to one
along the wrong axis, weights that match the unscaled scores, ...).

A stub that still raises ``NotImplementedError`` is not caught: the checker lets it through, so
an unfinished exercise stops the notebook where it stands.

Example::

    from attnviz.exercises import check_masked_softmax

    check_masked_softmax(masked_softmax)    # shows "masked_softmax passes all 9 checks."
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch

#: Every mistake a checker can name: ``code -> hint``. A hint is one or two short sentences that
#: say what the output shows and what to try; it never gives the whole solution away.
DIAGNOSES: dict[str, str] = {
    # Shared by every checker.
    "raised": "It raised an error on a case the exercise allows; the message above says which.",
    "not-a-tensor": "Return a torch.Tensor (the exercise says which shape).",
    "wrong-shape": "The output has the wrong shape; the exercise gives the shape to return.",
    "modified-input": (
        "Your function changed one of its inputs. Work on a copy (masked_fill, not "
        "masked_fill_; x = x + ..., not x += ...) so the caller's tensor stays as it was."
    ),
    "wrong-values": "The values differ from the reference; compare the case above by hand.",
}


@dataclass(frozen=True)
class CheckResult:
    """What a checker found.

    Attributes:
        name: the function's name, as the message calls it.
        passed: ``True`` if every case matched.
        cases: how many cases were run (up to the first failure).
        diagnosis: the code of the mistake found (a key of :data:`DIAGNOSES`), ``None`` if
            the function passed.
        message: what the learner reads: a one-line verdict, then the case and the hint.
    """

    name: str
    passed: bool
    cases: int
    diagnosis: str | None
    message: str

    def __bool__(self) -> bool:
        return self.passed

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


class _Failure(Exception):
    """Raised inside a checker to stop at the first failing case."""

    def __init__(self, diagnosis: str, case: str, detail: str = "") -> None:
        if diagnosis not in DIAGNOSES:
            raise KeyError(f"unknown diagnosis {diagnosis!r}")
        super().__init__(diagnosis)
        self.diagnosis = diagnosis
        self.case = case
        self.detail = detail


class _Run:
    """The state of one checker run: counts cases and builds the result.

    A checker is written as a generator of cases; see :func:`_check`.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases = 0

    def fail(self, diagnosis: str, case: str, detail: str = "") -> None:
        raise _Failure(diagnosis, case, detail)

    def call(self, fn: Callable[..., Any], case: str, *args: Any, **kwargs: Any) -> Any:
        """Call the learner's ``fn`` on copies of the inputs; diagnose crashes and in-place edits.

        ``NotImplementedError`` (an unfinished stub) is let through on purpose.
        """
        self.cases += 1
        before = [a.clone() if isinstance(a, torch.Tensor) else None for a in args]
        try:
            out = fn(*args, **kwargs)
        except NotImplementedError:
            raise
        except Exception as error:  # noqa: BLE001 - any crash is reported to the learner
            self.fail("raised", case, f"{type(error).__name__}: {error}")
        for arg, copy in zip(args, before, strict=True):
            if copy is not None and not _same(arg, copy):
                self.fail("modified-input", case)
        return out

    def tensor(self, out: Any, case: str, shape: Sequence[int] | None = None) -> torch.Tensor:
        """Insist that ``out`` is a tensor of the expected shape."""
        if not isinstance(out, torch.Tensor):
            self.fail("not-a-tensor", case, f"got {type(out).__name__}")
        if shape is not None and tuple(out.shape) != tuple(shape):
            self.fail("wrong-shape", case,
                      f"expected shape {tuple(shape)}, got {tuple(out.shape)}")
        return out


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Exactly equal, NaN equal to NaN (for the in-place check)."""
    return a.shape == b.shape and bool(torch.equal(torch.nan_to_num(a), torch.nan_to_num(b))
                                       and torch.equal(a.isnan(), b.isnan()))


def close(a: torch.Tensor, b: torch.Tensor, *, atol: float = 1e-5, rtol: float = 1e-4) -> bool:
    """``torch.allclose`` that is ``False`` (not an error) for different shapes."""
    return a.shape == b.shape and bool(torch.allclose(a.double(), b.double(), atol=atol,
                                                      rtol=rtol, equal_nan=True))


def _check(name: str, fn: object, cases: Callable[[_Run], Iterator[None] | None]) -> CheckResult:
    """Run ``cases(run)`` and turn its outcome into a :class:`CheckResult`.

    ``cases`` calls the learner's function through ``run.call`` and ``run.fail``\\s with a
    diagnosis at the first symptom it recognises.
    """
    if not callable(fn):
        raise TypeError(f"learner_fn must be the function you wrote (a callable), "
                        f"got {type(fn).__name__}")
    run = _Run(getattr(fn, "__name__", name) or name)
    try:
        result = cases(run)
        if result is not None:
            for _ in result:
                pass
    except _Failure as failure:
        lines = [f"{run.name} is not right yet (case {run.cases}: {failure.case})."]
        if failure.detail:
            lines.append(failure.detail)
        lines.append(f"Hint: {DIAGNOSES[failure.diagnosis]}")
        return CheckResult(run.name, False, run.cases, failure.diagnosis, "\n".join(lines))
    return CheckResult(run.name, True, run.cases, None,
                       f"{run.name} passes all {run.cases} checks.")


def difference(out: torch.Tensor, expected: torch.Tensor) -> str:
    """A short description of how far ``out`` is from ``expected``, for a failure's detail."""
    if out.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
    gap = (out.double() - expected.double()).abs().nan_to_num(nan=math.inf)
    return f"largest difference from the reference: {gap.max().item():.3g}"


def _generator(seed: int) -> torch.Generator:
    return torch.Generator().manual_seed(seed)


def _randn(*shape: int, seed: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    return torch.randn(*shape, generator=_generator(seed), dtype=dtype)


def _cases(*items: Iterable[Any]) -> list[Any]:
    return [item for group in items for item in group]


# Each chapter's section below adds its own diagnoses with DIAGNOSES.update({...}) next to its
# checkers, and names every checker check_<what the learner writes>.

# ---------------------------------------------------------------------------------------------
# Chapters 1-5
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # softmax (chapter 1), reused by the masked softmax and attention checkers
    "softmax-wrong-axis": (
        "The weights sum to one along the wrong axis. Normalise over the last axis (the keys): "
        "dim=-1."
    ),
    "softmax-overflow": (
        "Large scores overflow exp() to inf and give NaN. Subtract each row's maximum before "
        "exponentiating; it changes nothing else (the exercise on shifting scores shows why)."
    ),
})


def check_softmax(learner_fn: Callable[[torch.Tensor], torch.Tensor]) -> CheckResult:
    """Chapter 1: ``softmax(scores)``, a softmax over the last axis of ``(..., Tk)`` scores.

    Diagnoses: ``softmax-wrong-axis``, ``softmax-overflow``, and the shared ones.
    """
    def cases(run: _Run) -> None:
        for case, scores in (
            ("one row of 4 scores", torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.float64)),
            ("3 queries x 5 keys", _randn(3, 5, seed=1)),
            ("a batch (2, 3, 4)", _randn(2, 3, 4, seed=2)),
            ("3 queries x 3 keys", _randn(3, 3, seed=3)),
            ("scores near 1000", 1000.0 + _randn(2, 4, seed=4)),
        ):
            out = run.tensor(run.call(learner_fn, case, scores), case, scores.shape)
            expected = torch.softmax(scores, dim=-1)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("softmax-overflow", case)
            if scores.dim() > 1 and close(out, torch.softmax(scores, dim=-2)):
                run.fail("softmax-wrong-axis", case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("softmax", learner_fn, cases)

# (end of chapters 1-5)


# ---------------------------------------------------------------------------------------------
# Chapters 6-8
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
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
    # layer norm (chapter 7)
    "layer-norm-unbiased": (
        "The variance divides by D - 1 (torch.var's and torch.std's default). Layer norm "
        "divides by D: pass unbiased=False (or correction=0)."
    ),
    "layer-norm-eps-outside-sqrt": (
        "eps is added after the square root. It belongs inside, to the variance: "
        "sqrt(variance + eps)."
    ),
    "layer-norm-eps-missing": (
        "Rows with (nearly) equal entries go wrong: their variance is about 0 and dividing by "
        "its square root blows up. That is what eps is for."
    ),
    "layer-norm-eps-ignored": (
        "Changing eps changes nothing: use the eps argument you are given, not a number of "
        "your own."
    ),
    "layer-norm-wrong-axis": (
        "The mean and variance are taken over the wrong axis. Each token is normalised on its "
        "own, over its D features: the last axis, with keepdim=True."
    ),
    "layer-norm-affine-ignored": (
        "The output is normalised but not scaled and shifted: multiply by gamma and add beta, "
        "feature by feature."
    ),
    "layer-norm-gamma-beta-swapped": (
        "gamma and beta are swapped: gamma is the scale (it multiplies), beta the shift "
        "(it is added)."
    ),
    # encoder block (chapter 7)
    "encoder-block-pre-post-swapped": (
        "This is the other placement of the layer norms. Post-norm normalises after the "
        "residual addition, pre-norm normalises the sublayer's input and leaves the residual "
        "path alone; norm_first says which one the block uses."
    ),
    "encoder-block-padding-ignored": (
        "Padding is attended to: pass valid_lens to the attention, so that each sentence "
        "ignores its padding keys."
    ),
    "encoder-block-missing-residual": (
        "A residual connection is missing: each sublayer's output is added to the input it "
        "started from (x + ...), before or after the norm as the placement says."
    ),
    "encoder-block-norms-swapped": (
        "The two layer norms are swapped: residual1.norm goes with the attention, "
        "residual2.norm with the feed-forward network."
    ),
    "encoder-block-norm-reused": (
        "One layer norm is used twice. Each sublayer has its own: residual1.norm for the "
        "attention, residual2.norm for the feed-forward network."
    ),
    "encoder-block-sublayer-order": (
        "The sublayers run in the wrong order: attention first (it mixes the positions), then "
        "the feed-forward network."
    ),
    # patchify (chapter 8)
    "patchify-patches-as-columns": (
        "The patches are columns; return one row per patch, (B, N, C·P·P). (F.unfold returns "
        "(B, C·P·P, N).)"
    ),
    "patchify-column-major": (
        "The patches come column by column. Number them row by row, like reading: left to "
        "right along the top row of patches, then the next row."
    ),
    "patchify-no-permute": (
        "The pixels of different patches are mixed: a reshape alone keeps the image's row "
        "order, so each 'patch' is a run of pixels along image rows. Give the patch grid and "
        "the pixels inside a patch axes of their own, and reorder them before flattening."
    ),
    "patchify-channel-last": (
        "Inside a patch the pixels are flattened channel last. Flatten channel first, then "
        "row, then column, the order of a Conv2d weight's last three axes."
    ),
    "patchify-split-order": (
        "Each patch gathers pixels from all over the image, S / P apart. When you split a side "
        "of length S into two axes, the patch's index comes first: (S / P, P), not (P, S / P)."
    ),
    "patchify-patch-transposed": (
        "Each patch is flattened column by column. Inside a patch, go row by row: "
        "channel, then row, then column."
    ),
})


# sinusoidal encoding (chapter 6)

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
    from .positional import sinusoidal_encoding

    mistakes = (
        ("sinusoidal-sin-cos-swapped", {"swap": True}),
        ("sinusoidal-frequency-exponent", {"exponent": "i"}),
        ("sinusoidal-frequency-exponent", {"exponent": "j"}),
        ("sinusoidal-halves", {"halves": True}),
        ("sinusoidal-halves", {"halves": True, "swap": True}),
        ("sinusoidal-positions-from-one", {"first": 1}),
    )

    def cases(run: _Run) -> None:
        # even widths first, so that a mistake in the odd-width case is about odd widths
        for num_positions, d_model in ((6, 8), (1, 4), (20, 16), (40, 6), (5, 7), (4, 3),
                                       (3, 1)):
            case = f"num_positions={num_positions}, d_model={d_model}"
            odd = d_model % 2 == 1
            try:
                out = run.call(learner_fn, case, num_positions, d_model)
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
    return _check("sinusoidal_encoding", learner_fn, cases)


# causal mask (chapter 6)

def _lower_triangle(num_queries: int, num_keys: int, diagonal: int) -> torch.Tensor:
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(diagonal)


def check_causal_mask(learner_fn: Callable[[int, int], torch.Tensor]) -> CheckResult:
    """Chapter 6: ``causal_mask(num_queries, num_keys)``, a boolean "may attend" ``(Tq, Tk)``.

    Compared with :func:`attnviz.causal_mask` (aligned to the bottom right: the queries are the
    last ``Tq`` of the ``Tk`` positions). Diagnoses: ``causal-mask-additive``, ``-not-bool``,
    ``-flipped``, ``-transposed``, ``-hides-diagonal``, ``-sees-future``, ``-top-left``, and
    the shared ones.
    """
    from .multihead import causal_mask

    def cases(run: _Run) -> None:
        # square masks first: the alignment only shows when there are fewer queries than keys
        for num_queries, num_keys in ((4, 4), (1, 1), (6, 6), (2, 5), (1, 4), (3, 7), (4, 5)):
            case = f"num_queries={num_queries}, num_keys={num_keys}"
            out = run.call(learner_fn, case, num_queries, num_keys)
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
    return _check("causal_mask", learner_fn, cases)


# layer norm (chapter 7)

def _layer_norm_variant(x: torch.Tensor, gamma: torch.Tensor, beta: torch.Tensor, eps: float, *,
                        dims: tuple[int, ...] = (-1,), unbiased: bool = False,
                        eps_outside: bool = False, affine: str = "gamma, beta") -> torch.Tensor:
    """Layer norm with one of the known mistakes (or none)."""
    mean = x.mean(dim=dims, keepdim=True)
    var = x.var(dim=dims, correction=int(unbiased), keepdim=True)
    normed = (x - mean) / (var.sqrt() + eps if eps_outside else (var + eps).sqrt())
    return {"gamma, beta": gamma * normed + beta, "beta, gamma": beta * normed + gamma,
            "": normed, "gamma": gamma * normed, "beta": normed + beta}[affine]


def check_layer_norm(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 7: ``layer_norm(x, gamma, beta, eps=1e-5)`` over the last axis of ``(..., D)``.

    Compared with :func:`torch.nn.functional.layer_norm`. Diagnoses: ``layer-norm-unbiased``,
    ``-eps-outside-sqrt``, ``-eps-missing``, ``-eps-ignored``, ``-wrong-axis``,
    ``-affine-ignored``, ``-gamma-beta-swapped``, and the shared ones.
    """
    def affine(width: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
        return 1.0 + 0.5 * _randn(width, seed=seed), 0.5 * _randn(width, seed=seed + 100)

    constant_rows = _randn(3, 5, seed=14)
    constant_rows[1] = 3.0  # a token whose features are all equal: variance 0
    examples = (  # (case, x, eps or None for the default)
        ("x of shape (2, 3, 4)", 1.0 + 2.0 * _randn(2, 3, 4, seed=10), None),
        ("x of shape (5, 6)", _randn(5, 6, seed=11), None),
        ("one token, x of shape (8,)", _randn(8, seed=12), None),
        ("tiny values, x = 0.001 * randn(3, 5)", 1e-3 * _randn(3, 5, seed=13), None),
        ("row 1 of x all equal to 3", constant_rows, None),
        ("x of shape (2, 3, 4), eps=0.1", _randn(2, 3, 4, seed=15), 0.1),
    )

    def cases(run: _Run) -> None:
        for seed, (case, x, eps) in enumerate(examples):
            gamma, beta = affine(x.shape[-1], seed)
            kwargs = {} if eps is None else {"eps": eps}
            out = run.tensor(run.call(learner_fn, case, x, gamma, beta, **kwargs), case,
                             x.shape)
            eps = 1e-5 if eps is None else eps
            expected = torch.nn.functional.layer_norm(x, x.shape[-1:], gamma, beta, eps)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("layer-norm-eps-missing", case, "the output has NaN or inf")
            mistakes = [
                ("layer-norm-unbiased", {"unbiased": True}),
                ("layer-norm-unbiased", {"unbiased": True, "eps_outside": True}),
                ("layer-norm-eps-outside-sqrt", {"eps_outside": True}),
            ]
            if eps != 1e-5:
                mistakes.append(("layer-norm-eps-ignored", {"eps": 1e-5}))
            mistakes.append(("layer-norm-eps-missing", {"eps": 0.0}))
            axes = [(0,), (-2,), tuple(range(x.dim()))] if x.dim() > 1 else []
            mistakes += [("layer-norm-wrong-axis", {"dims": dims}) for dims in axes]
            mistakes += [("layer-norm-affine-ignored", {"affine": which})
                         for which in ("", "gamma", "beta")]
            mistakes.append(("layer-norm-gamma-beta-swapped", {"affine": "beta, gamma"}))
            for diagnosis, mistake in mistakes:
                arguments = {"eps": eps, **mistake}
                if close(out, _layer_norm_variant(x, gamma, beta, **arguments)):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("layer_norm", learner_fn, cases)


# encoder block (chapter 7)

def _encoder_block_variant(x: torch.Tensor, block: torch.nn.Module, *, norm_first: bool,
                           valid_lens: torch.Tensor | None, residuals: tuple[bool, bool] = (
                               True, True), norms: tuple[int, int] = (1, 2),
                           ffn_first: bool = False) -> torch.Tensor:
    """An encoder block's forward pass with one of the known mistakes (or none)."""
    def attend(h: torch.Tensor) -> torch.Tensor:
        return block.attention(h, h, h, valid_lens=valid_lens)

    sublayers = [block.ffn, attend] if ffn_first else [attend, block.ffn]
    norm_of = {1: block.residual1.norm, 2: block.residual2.norm}
    for sublayer, norm, residual in zip(sublayers, norms, residuals, strict=True):
        skip = x if residual else 0.0
        if norm_first:  # x + f(norm(x))
            x = skip + sublayer(norm_of[norm](x))
        else:  # norm(x + f(x))
            x = norm_of[norm](skip + sublayer(x))
    return x


def _encoder_test_block(norm_first: bool, seed: int) -> torch.nn.Module:
    """A small float64 encoder block in evaluation mode whose every parameter is random."""
    from .transformer import TransformerEncoderBlock

    with torch.random.fork_rng(devices=[]):  # leave the caller's random numbers alone
        block = TransformerEncoderBlock(d_model=8, num_heads=2, ffn_dim=16, dropout=0.0,
                                        norm_first=norm_first)
    block = block.double().eval()
    generator = _generator(seed)
    with torch.no_grad():
        for name, parameter in block.named_parameters():
            noise = torch.randn(parameter.shape, generator=generator, dtype=torch.float64)
            is_norm_weight = ".norm." in f".{name}" and name.endswith("weight")
            parameter.copy_(1.0 + 0.3 * noise if is_norm_weight else 0.5 * noise)
    return block


def check_encoder_block(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 7: ``encoder_block(x, block, valid_lens=None, norm_first=False)``.

    The learner writes the forward pass of ``block``, an :class:`attnviz.TransformerEncoderBlock`
    in evaluation mode, from its submodules ``block.attention``, ``block.ffn``,
    ``block.residual1.norm`` and ``block.residual2.norm``: post-norm, or pre-norm when
    ``norm_first`` is true (the block was built with the same ``norm_first``). ``x`` is
    ``(B, T, D)``, ``valid_lens`` ``(B,)`` or ``None``; the result ``(B, T, D)`` is compared
    with ``block(x, valid_lens=valid_lens)``. Diagnoses: ``encoder-block-pre-post-swapped``,
    ``-padding-ignored``, ``-missing-residual``, ``-norms-swapped``, ``-norm-reused``,
    ``-sublayer-order``, and the shared ones.
    """
    examples = (  # (norm_first, B, T, valid_lens)
        (False, 2, 4, None),
        (False, 2, 5, [2, 5]),
        (True, 2, 4, None),
        (True, 3, 5, [5, 1, 3]),
        (False, 1, 1, None),
        (True, 1, 6, [4]),
    )

    def cases(run: _Run) -> None:
        for seed, (norm_first, batch, steps, lengths) in enumerate(examples):
            placement = "pre-norm" if norm_first else "post-norm"
            valid_lens = None if lengths is None else torch.tensor(lengths)
            case = (f"{placement} block, x of shape {(batch, steps, 8)}, "
                    f"valid_lens={lengths}")
            block = _encoder_test_block(norm_first, seed)
            x = _randn(batch, steps, 8, seed=20 + seed)
            with torch.no_grad():
                expected = block(x, valid_lens=valid_lens)
                out = run.tensor(run.call(learner_fn, case, x, block, valid_lens=valid_lens,
                                          norm_first=norm_first), case, x.shape)
                if close(out, expected):
                    continue
                mistakes: list[tuple[str, dict[str, Any]]] = [
                    ("encoder-block-pre-post-swapped", {"norm_first": not norm_first}),
                ]
                if valid_lens is not None:
                    mistakes.append(("encoder-block-padding-ignored", {"valid_lens": None}))
                mistakes += [("encoder-block-missing-residual", {"residuals": kept})
                             for kept in ((False, True), (True, False), (False, False))]
                mistakes.append(("encoder-block-norms-swapped", {"norms": (2, 1)}))
                mistakes += [("encoder-block-norm-reused", {"norms": norms})
                             for norms in ((1, 1), (2, 2))]
                mistakes.append(("encoder-block-sublayer-order", {"ffn_first": True}))
                for diagnosis, mistake in mistakes:
                    arguments = {"norm_first": norm_first, "valid_lens": valid_lens, **mistake}
                    if close(out, _encoder_block_variant(x, block, **arguments)):
                        run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("encoder_block", learner_fn, cases)


# patchify (chapter 8)

def _patchify_variant(images: torch.Tensor, patch_size: int, order: tuple[int, ...]
                      ) -> torch.Tensor:
    """Patches whose axes are put in ``order`` (of ``(B, C, rows, P, cols, P)``)."""
    batch, channels, height, width = images.shape
    rows, cols = height // patch_size, width // patch_size
    grid = images.reshape(batch, channels, rows, patch_size, cols, patch_size)
    return grid.permute(order).reshape(batch, rows * cols, channels * patch_size ** 2)


def check_patchify(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 8: ``patchify(images, patch_size)``: ``(B, C, S, S)`` -> ``(B, N, C·P·P)``.

    Compared with :func:`attnviz.patchify` (patches row by row, each flattened channel, row,
    column). Diagnoses: ``patchify-patches-as-columns``, ``-column-major``, ``-no-permute``,
    ``-channel-last``, ``-patch-transposed``, ``-split-order``, and the shared ones.
    """
    from .vit import patchify

    examples = (  # (B, C, S, P)
        (1, 2, 4, 2), (2, 3, 6, 3), (2, 1, 8, 4), (1, 3, 4, 1), (2, 2, 6, 6), (3, 3, 8, 2),
    )

    def cases(run: _Run) -> None:
        for seed, (batch, channels, size, patch_size) in enumerate(examples):
            case = (f"images of shape {(batch, channels, size, size)}, "
                    f"patch_size={patch_size}")
            if seed == 0:  # pixel values you can read: 0, 1, 2, ...
                images = torch.arange(batch * channels * size * size, dtype=torch.float64)
                images = images.reshape(batch, channels, size, size)
            else:
                images = _randn(batch, channels, size, size, seed=30 + seed)
            num_patches = (size // patch_size) ** 2
            width = channels * patch_size ** 2
            expected = patchify(images, patch_size)
            out = run.call(learner_fn, case, images, patch_size)
            if isinstance(out, torch.Tensor) and out.shape == expected.transpose(1, 2).shape:
                if close(out.transpose(1, 2), expected) or num_patches != width:
                    run.fail("patchify-patches-as-columns", case,
                             f"expected shape {tuple(expected.shape)}, got "
                             f"{tuple(out.shape)}")
            out = run.tensor(out, case, expected.shape)
            if close(out, expected):
                continue
            flat = images.reshape(batch, channels, num_patches, patch_size ** 2)
            rows = size // patch_size  # each side split as (P, rows) instead of (rows, P):
            strided = images.reshape(batch, channels, patch_size, rows, patch_size, rows)
            strided = strided.permute(0, 3, 5, 1, 2, 4).reshape(batch, num_patches, width)
            for diagnosis, wrong in (
                ("patchify-patches-as-columns", expected.transpose(1, 2)),
                ("patchify-column-major", _patchify_variant(images, patch_size,
                                                            (0, 4, 2, 1, 3, 5))),
                ("patchify-no-permute", images.reshape(batch, num_patches, width)),
                ("patchify-no-permute", flat.transpose(1, 2).reshape(batch, num_patches,
                                                                     width)),
                ("patchify-channel-last", _patchify_variant(images, patch_size,
                                                            (0, 2, 4, 3, 5, 1))),
                ("patchify-patch-transposed", _patchify_variant(images, patch_size,
                                                                (0, 2, 4, 1, 5, 3))),
                ("patchify-split-order", strided),
            ):
                if close(out, wrong):
                    run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("patchify", learner_fn, cases)

# (end of chapters 6-8)


# ---------------------------------------------------------------------------------------------
# Chapters 9-10
# ---------------------------------------------------------------------------------------------


DIAGNOSES.update({
    # merge (chapter 9): one byte-pair-encoding merge
    "merge-modified-input": (
        "Your function changed the list it was given. Build a new list and append to it, so "
        "the caller's ids stay as they were."
    ),
    "merge-not-a-list": "Return a new list of token ids (a Python list of ints).",
    "merge-nothing-merged": (
        "Nothing was merged although the pair occurs. Check how you compare two neighbours "
        "with the pair: in Python a list never equals a tuple ([1, 2] == (1, 2) is False)."
    ),
    "merge-dropped-last": (
        "The last token went missing. When the final token is not part of a merge, it still "
        "belongs in the output."
    ),
    "merge-no-skip": (
        "The second token of a merged pair is still there. After a merge, step past both "
        "tokens of the pair."
    ),
    "merge-either-order": (
        "The pair was merged where it occurs the other way round too. (a, b) is not (b, a): "
        "merge only where the pair's first token is followed by its second."
    ),
    "merge-overlap": (
        "Overlapping occurrences were merged twice. In a a a the pair (a, a) occurs twice, "
        "sharing the middle a, but a token can take part in one merge only: once a pair is "
        "merged, go on after it."
    ),
    "merge-right-to-left": (
        "The pairs were merged from right to left. Scan from the left, as the tokenizer does: "
        "with the pair (a, a), a a a becomes the new token followed by a."
    ),
    "merge-first-only": (
        "Only the first occurrence was merged. Every occurrence of the pair becomes the new "
        "token, all in one pass."
    ),
    # next_token_probs (chapter 9): temperature and top-k
    "sampling-zero-temperature": (
        "At temperature 0, generate always takes the most likely token: give it probability 1 "
        "and every other token 0, instead of dividing by zero."
    ),
    "sampling-wrong-axis": (
        "The probabilities sum to one down the columns. Each row is one sequence's "
        "distribution over the vocabulary: normalise over the last axis (dim=-1)."
    ),
    "sampling-top-k-not-renormalised": (
        "With top_k, the rows no longer sum to one: zeroing the tail after the softmax leaves "
        "the kept probabilities too small. Cut the tail before the softmax (a logit of -inf "
        "gets probability 0), or renormalise."
    ),
    "sampling-no-softmax": (
        "These are scaled logits, not probabilities. Finish with a softmax over the "
        "vocabulary."
    ),
    "sampling-times-temperature": (
        "The temperature works the wrong way round: a temperature above 1 must flatten the "
        "distribution, below 1 sharpen it. Divide the logits by it."
    ),
    "sampling-temperature-ignored": (
        "The temperature has no effect on your output. Scale the logits by it before the "
        "softmax."
    ),
    "sampling-top-k-ignored": (
        "top_k has no effect on your output: tokens outside the k most likely still get a "
        "probability. Keep only the k largest logits."
    ),
    "sampling-top-k-too-few": (
        "Each row keeps k - 1 tokens instead of k. The k-th largest logit itself must stay "
        "(keep the logits that are >= it)."
    ),
    "sampling-top-k-too-many": (
        "Each row keeps k + 1 tokens instead of k. Check the cut-off: in values sorted from "
        "the largest, the k-th largest sits at index k - 1."
    ),
    # online_softmax_attention (chapter 10)
    "online-overflow": (
        "Some outputs are inf or NaN. Exponentiate each score minus the running maximum, "
        "never the raw score, and start the maximum at -inf (e^-inf = 0)."
    ),
    "online-no-rescale": (
        "The result goes wrong when a later tile raises the running maximum. What was summed "
        "so far was computed against the old maximum m: when it grows to m', multiply both "
        "the running sum and the running output by e^(m - m')."
    ),
    "online-dropped-tile": (
        "The keys of the last, shorter tile were left out. When tile_size does not divide "
        "the number of keys, the last tile is shorter; it must be visited too."
    ),
    "online-not-normalised": (
        "The output was never divided by the running sum. After the last tile, the "
        "running output divided by the running sum is the softmax average."
    ),
    "online-missing-scale": (
        "The scores are not scaled as in the chapter: s = q·k / √d, with d the width of "
        "the queries and keys (q.shape[-1])."
    ),
    # window_mask (chapter 10)
    "window-not-bool": (
        "Return a boolean mask (dtype torch.bool), True where the query may attend. SDPA "
        "adds a float mask to the scores instead of hiding keys with it."
    ),
    "window-inverted": (
        "Your mask is True exactly where it should be False. In this book a mask says where a "
        "query may attend (as in scaled_dot_product_attention), not where it is blocked."
    ),
    "window-looks-ahead": (
        "Some queries may attend to keys after their own position. The window is causal: "
        "the query's own position and the keys just before it, never after."
    ),
    "window-upper-left": (
        "With fewer queries than keys, the queries are the last positions: query i sits at "
        "position i + Tk - Tq, as in attnviz.causal_mask."
    ),
    "window-too-wide": (
        "Each query sees one key too many. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    "window-too-narrow": (
        "Each query sees one key too few. A window of w counts the query's own position: "
        "itself and the w - 1 keys before it."
    ),
    # repeat_kv (chapter 10): grouped-query attention
    "gqa-tiled": (
        "The key-value heads come out in the wrong order. Consecutive query heads share one "
        "key-value head, so each head is repeated in place ([0, 0, 1, 1]), not the stack as "
        "a whole ([0, 1, 0, 1])."
    ),
    "gqa-wrong-axis": (
        "Something other than the heads was repeated. Repeat along the heads axis, dim=1 of "
        "(B, Hkv, T, Dh); the time steps and features of each head stay as they are."
    ),
    "gqa-group-size": (
        "Each key-value head was repeated num_query_heads times. It serves a group of "
        "num_query_heads // Hkv query heads: repeat it that many times."
    ),
})


# merge (chapter 9) ---------------------------------------------------------------------------

def _merge_variant(ids: list[int], pair: tuple[int, int], new_id: int, *, step: int = 2,
                   either_order: bool = False, first_only: bool = False) -> list[int]:
    """One merge left to right; the keywords reproduce known mistakes."""
    out, i, merged = [], 0, False
    while i < len(ids):
        here = tuple(ids[i:i + 2])
        if (len(here) == 2 and not (first_only and merged)
                and (here == pair or (either_order and here == pair[::-1]))):
            out.append(new_id)
            i += step
            merged = True
        else:
            out.append(ids[i])
            i += 1
    return out


def _merge_right_to_left(ids: list[int], pair: tuple[int, int], new_id: int) -> list[int]:
    flipped = _merge_variant(ids[::-1], pair[::-1], new_id)
    return flipped[::-1]


def check_merge(learner_fn: Callable[[list[int], tuple[int, int], int], list[int]]
                ) -> CheckResult:
    """Chapter 9: ``merge(ids, pair, new_id)``, one byte-pair-encoding merge.

    ``ids`` is a list of token ids; every occurrence of ``pair`` (a tuple of two ids), left to
    right and without overlaps, becomes ``new_id``, as in :class:`attnviz.BPETokenizer`. The
    result is a new list; ``ids`` is left as it was.

    Diagnoses: ``merge-modified-input``, ``merge-not-a-list``, ``merge-nothing-merged``,
    ``merge-dropped-last``, ``merge-no-skip``, ``merge-either-order``, ``merge-overlap``,
    ``merge-right-to-left``, ``merge-first-only``, and the shared ones.
    """
    from .text import _merge  # the tokenizer's own merge

    text = list(b" the theatre")
    cases: list[tuple[list[int], tuple[int, int], int]] = [
        ([1, 2, 3], (1, 2), 256),
        ([3, 1, 2], (1, 2), 256),
        ([1, 2, 3, 1, 2, 4, 1, 2], (1, 2), 256),
        ([2, 1, 3, 1, 2, 2, 1], (1, 2), 300),
        ([5, 5, 5], (5, 5), 256),
        ([5, 5, 5, 5], (5, 5), 257),
        ([7, 5, 5, 5, 7, 5, 5], (5, 5), 258),
        ([], (1, 2), 256),
        ([1], (1, 2), 256),
        ([4, 4, 4], (1, 2), 256),
        (text, (116, 104), 256),  # " the theatre" as bytes, merging "t" + "h"
        ([256, 101, 256, 256, 101], (256, 101), 300),
    ]

    def run_cases(run: _Run) -> None:
        for ids, pair, new_id in cases:
            case = f"merge({ids}, {pair}, {new_id})"
            given = list(ids)
            out = run.call(learner_fn, case, given, pair, new_id)
            if given != ids:
                run.fail("merge-modified-input", case, f"ids became {given}")
            if not isinstance(out, list):
                run.fail("merge-not-a-list", case, f"got {type(out).__name__}")
            expected = _merge(ids, pair, new_id)
            if out == expected:
                continue
            detail = f"expected {expected}, got {out}"
            if out == ids:
                run.fail("merge-nothing-merged", case, detail)
            if ids and out == expected[:-1]:
                run.fail("merge-dropped-last", case, detail)
            if out == _merge_variant(ids, pair, new_id, step=1):
                run.fail("merge-no-skip", case, detail)
            if out == _merge_variant(ids, pair, new_id, either_order=True):
                run.fail("merge-either-order", case, detail)
            if pair[0] == pair[1] and out.count(new_id) > expected.count(new_id):
                run.fail("merge-overlap", case, detail)
            if out == _merge_right_to_left(ids, pair, new_id):
                run.fail("merge-right-to-left", case, detail)
            if out == _merge_variant(ids, pair, new_id, first_only=True):
                run.fail("merge-first-only", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("merge", learner_fn, run_cases)


# next_token_probs (chapter 9) ----------------------------------------------------------------

def _next_token_probs(logits: torch.Tensor, temperature: float, top_k: int | None = None, *,
                      times: bool = False, renormalise: bool = True, dim: int = -1,
                      softmax: bool = True) -> torch.Tensor:
    """What :meth:`attnviz.GPT.generate` samples from, ``(B, V) -> (B, V)``; the keywords
    reproduce known mistakes."""
    if temperature == 0:  # generate takes the argmax
        return torch.zeros_like(logits).scatter_(-1, logits.argmax(dim=-1, keepdim=True), 1.0)
    logits = logits * temperature if times else logits / temperature
    keep = torch.ones_like(logits, dtype=torch.bool)
    if top_k is not None:  # ties with the k-th largest stay, as in generate
        keep = logits >= logits.topk(top_k, dim=-1).values[..., -1:]
    if not softmax:
        return logits.masked_fill(~keep, -math.inf)
    if renormalise:
        return logits.masked_fill(~keep, -math.inf).softmax(dim=dim)
    return logits.softmax(dim=dim).masked_fill(~keep, 0.0)


def _sampling_mistake(out: torch.Tensor, logits: torch.Tensor, temperature: float,
                      top_k: int | None) -> str:
    """The diagnosis of a wrong ``next_token_probs`` output, by the symptom it shows."""
    def variant(**mistake: Any) -> torch.Tensor:
        return _next_token_probs(logits, temperature, top_k, **mistake)

    if temperature == 0:
        return "sampling-zero-temperature"
    if not torch.isfinite(out).all():
        if close(out, variant(softmax=False)):
            return "sampling-no-softmax"
        return "softmax-overflow" if logits.abs().max() > 50 else "wrong-values"
    if close(out, variant(dim=0)) or close(out, variant(dim=0, renormalise=False)):
        return "sampling-wrong-axis"
    if top_k is not None and close(out, variant(renormalise=False)):
        return "sampling-top-k-not-renormalised"
    if close(out, variant(softmax=False)):
        return "sampling-no-softmax"
    if close(out, variant(times=True)):
        return "sampling-times-temperature"
    if temperature != 1 and close(out, _next_token_probs(logits, 1.0, top_k)):
        return "sampling-temperature-ignored"
    if top_k is not None and top_k < logits.shape[-1]:
        if close(out, _next_token_probs(logits, temperature, None)):
            return "sampling-top-k-ignored"
        kept = (out.abs() > 1e-12).sum(dim=-1)  # (B,) tokens with a probability
        if bool((kept == top_k - 1).all()):
            return "sampling-top-k-too-few"
        if bool((kept == top_k + 1).all()):
            return "sampling-top-k-too-many"
    return "wrong-values"


def check_sampling(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 9: ``next_token_probs(logits, temperature, top_k=None)``, what generate samples.

    ``logits`` ``(B, V)`` -> probabilities ``(B, V)``, each row summing to one: the softmax of
    the logits divided by ``temperature``, keeping only the ``top_k`` largest logits of each row
    if given; temperature ``0`` puts all the probability on the most likely token, as
    :meth:`attnviz.GPT.generate` does.

    Diagnoses: ``sampling-zero-temperature``, ``sampling-wrong-axis``,
    ``sampling-top-k-not-renormalised``, ``sampling-no-softmax``,
    ``sampling-times-temperature``, ``sampling-temperature-ignored``, ``sampling-top-k-ignored``,
    ``sampling-top-k-too-few``, ``sampling-top-k-too-many``, ``softmax-overflow``, and the
    shared ones.
    """
    cases = [
        ("", _randn(2, 6, seed=20), 1.0, None),
        ("", _randn(3, 5, seed=21), 1.0, None),
        ("", _randn(2, 7, seed=22), 0.5, None),
        ("", _randn(2, 7, seed=23), 2.0, None),
        ("", _randn(3, 8, seed=24), 1.0, 3),
        ("", _randn(2, 8, seed=25), 0.8, 5),
        ("", _randn(2, 6, seed=26), 1.0, 1),
        ("top_k=V keeps every token", _randn(2, 6, seed=27), 1.5, 6),
        ("the most likely token", _randn(3, 6, seed=28), 0.0, None),
        ("the most likely token", _randn(2, 6, seed=29), 0.0, 3),
        ("float32 logits in the hundreds", 100 * _randn(2, 50, seed=30, dtype=torch.float32),
         1.0, 10),
    ]

    def run_cases(run: _Run) -> None:
        for note, logits, temperature, top_k in cases:
            keyword = "" if top_k is None else f", top_k={top_k}"
            case = f"logits {tuple(logits.shape)}, temperature={temperature}{keyword}"
            case += f" ({note})" if note else ""
            extra = {} if top_k is None else {"top_k": top_k}
            out = run.tensor(run.call(learner_fn, case, logits, temperature, **extra), case,
                             logits.shape)
            expected = _next_token_probs(logits, temperature, top_k)
            if close(out, expected):
                continue
            detail = difference(out, expected)
            if not torch.isfinite(out).all():
                detail = "some probabilities are inf or NaN"
            run.fail(_sampling_mistake(out, logits, temperature, top_k), case, detail)
    return _check("next_token_probs", learner_fn, run_cases)


# online_softmax_attention (chapter 10) -------------------------------------------------------

def _online_variant(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, tile_size: int, *,
                    scale: float, rescale_sum: bool = True, rescale_out: bool = True,
                    drop_partial: bool = False, normalise: bool = True) -> torch.Tensor:
    """Online-softmax attention over key tiles, ``(..., Tq, Dv)``; the keywords reproduce
    known mistakes."""
    num_keys = k.shape[-2]
    stop = num_keys - num_keys % tile_size if drop_partial else num_keys
    m = q.new_full((*q.shape[:-1], 1), -math.inf)  # (..., Tq, 1)
    total = q.new_zeros(m.shape)
    out = q.new_zeros((*q.shape[:-1], v.shape[-1]))  # (..., Tq, Dv)
    for start in range(0, stop, tile_size):
        scores = (q @ k[..., start:start + tile_size, :].transpose(-2, -1)) * scale
        new_m = torch.maximum(m, scores.amax(dim=-1, keepdim=True))
        weights = torch.exp(scores - new_m)
        shrink = torch.exp(m - new_m)
        total = (shrink if rescale_sum else 1.0) * total + weights.sum(dim=-1, keepdim=True)
        out = (shrink if rescale_out else 1.0) * out + weights @ v[..., start:start + tile_size, :]
        m = new_m
    return out / total if normalise else out


def check_online_softmax(learner_fn: Callable[..., torch.Tensor]) -> CheckResult:
    """Chapter 10: ``online_softmax_attention(q, k, v, tile_size)``, attention over key tiles.

    ``q (B, H, Tq, Dh)``, ``k (B, H, Tk, Dh)``, ``v (B, H, Tk, Dv)`` -> ``(B, H, Tq, Dv)``,
    softmax attention with scores ``q·k / √Dh`` computed one tile of ``tile_size`` keys at a
    time with a running maximum, sum and output; compared with :func:`attnviz.tiled_attention`.

    Diagnoses: ``online-overflow``, ``online-no-rescale``, ``online-dropped-tile``,
    ``online-not-normalised``, ``online-missing-scale``, and the shared ones.
    """
    from .efficient import tiled_attention

    def qkv(batch: int, heads: int, queries: int, keys: int, width: int, value_width: int,
            seed: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return (_randn(batch, heads, queries, width, seed=seed),
                _randn(batch, heads, keys, width, seed=seed + 1),
                _randn(batch, heads, keys, value_width, seed=seed + 2))

    growing = qkv(1, 1, 3, 9, 4, 4, seed=50)  # keys that grow tile by tile: the maximum rises
    growing = (growing[0], growing[1] * torch.arange(1, 10, dtype=torch.float64)[:, None],
               growing[2])
    big = qkv(1, 2, 3, 11, 8, 4, seed=60)
    cases = [
        ("", qkv(1, 1, 3, 8, 4, 4, seed=40), 4),
        ("the last tile has 2 keys", qkv(1, 2, 4, 10, 8, 5, seed=43), 4),
        ("the scores grow from tile to tile", growing, 3),
        ("", qkv(1, 1, 2, 5, 4, 3, seed=46), 1),
        ("one tile holds every key", qkv(2, 1, 3, 5, 4, 4, seed=53), 8),
        ("", qkv(2, 3, 6, 13, 8, 6, seed=56), 5),
        ("scores in the thousands", (300 * big[0], big[1], big[2]), 4),
        ("float32", tuple(x.float() for x in qkv(1, 2, 7, 40, 16, 8, seed=63)), 16),
    ]
    # every combination of (no rescale, last tile dropped, not normalised, scaled by 1 or 1 / d)
    flaws = [(a, b, c, d) for a in (False, True) for b in (False, True) for c in (False, True)
             for d in (False, True)]

    def diagnose(out: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                 tile_size: int) -> str | None:
        width = q.shape[-1]
        for no_rescale, drop, unnormalised, unscaled in flaws:
            for scale in ((1.0, 1.0 / width) if unscaled else (1.0 / math.sqrt(width),)):
                for rescale_sum, rescale_out in (((False, False), (True, False), (False, True))
                                                 if no_rescale else ((True, True),)):
                    variant = _online_variant(q, k, v, tile_size, scale=scale,
                                              rescale_sum=rescale_sum, rescale_out=rescale_out,
                                              drop_partial=drop, normalise=not unnormalised)
                    if close(out, variant, atol=1e-4, rtol=1e-3):
                        return ("online-not-normalised" if unnormalised
                                else "online-no-rescale" if no_rescale
                                else "online-dropped-tile" if drop
                                else "online-missing-scale")
        return None

    def run_cases(run: _Run) -> None:
        for note, (q, k, v), tile_size in cases:
            case = (f"q {tuple(q.shape)}, k {tuple(k.shape)}, v {tuple(v.shape)}, "
                    f"tile_size={tile_size}")
            case += f" ({note})" if note else ""
            out = run.tensor(run.call(learner_fn, case, q, k, v, tile_size), case,
                             (*q.shape[:-1], v.shape[-1]))
            expected = tiled_attention(q, k, v, tile_size=tile_size)
            tolerance = {"atol": 1e-4, "rtol": 1e-3} if q.dtype == torch.float32 else {}
            if close(out, expected, **tolerance):
                continue
            if not torch.isfinite(out).all():
                run.fail("online-overflow", case, "some outputs are inf or NaN")
            diagnosis = diagnose(out.double(), q.double(), k.double(), v.double(), tile_size)
            run.fail(diagnosis or "wrong-values", case, difference(out, expected))
    return _check("online_softmax_attention", learner_fn, run_cases)


# window_mask (chapter 10) --------------------------------------------------------------------

def _window(num_queries: int, num_keys: int, window: int, *, offset: int | None = None
            ) -> torch.Tensor:
    """``attnviz.sliding_window_mask`` with the queries at ``offset`` (default: the last)."""
    offset = num_keys - num_queries if offset is None else offset
    distance = (torch.arange(num_queries)[:, None] + offset) - torch.arange(num_keys)
    return (distance >= 0) & (distance < window)


def _rows(mask: torch.Tensor) -> str:
    return " / ".join("".join(str(int(x)) for x in row) for row in mask.tolist())


def check_window_mask(learner_fn: Callable[[int, int, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``window_mask(num_queries, num_keys, window)``, causal local attention.

    Returns a boolean "may attend" mask ``(Tq, Tk)``: query ``i`` sits at position
    ``i + Tk - Tq`` and may attend to itself and the ``window - 1`` keys before it, as
    :func:`attnviz.sliding_window_mask`.

    Diagnoses: ``window-not-bool``, ``window-inverted``, ``window-looks-ahead``,
    ``window-upper-left``, ``window-too-wide``, ``window-too-narrow``, and the shared ones.
    """
    from .efficient import sliding_window_mask

    cases = [(4, 4, 2), (6, 6, 3), (5, 5, 1), (3, 7, 2), (5, 5, 5), (4, 4, 9), (1, 6, 3),
             (4, 9, 4)]

    def run_cases(run: _Run) -> None:
        for num_queries, num_keys, window in cases:
            case = f"window_mask({num_queries}, {num_keys}, {window})"
            out = run.tensor(run.call(learner_fn, case, num_queries, num_keys, window), case,
                             (num_queries, num_keys))
            expected = sliding_window_mask(num_queries, num_keys, window)
            if out.dtype != torch.bool:
                run.fail("window-not-bool", case, f"got dtype {out.dtype}")
            if torch.equal(out, expected):
                continue
            detail = f"expected rows {_rows(expected)}, got {_rows(out)}"
            if torch.equal(out, ~expected):
                run.fail("window-inverted", case, detail)
            if bool((out & ~_window(num_queries, num_keys, num_keys)).any()):
                run.fail("window-looks-ahead", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window, offset=0)):
                run.fail("window-upper-left", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window + 1)):
                run.fail("window-too-wide", case, detail)
            if torch.equal(out, _window(num_queries, num_keys, window - 1)):
                run.fail("window-too-narrow", case, detail)
            run.fail("wrong-values", case, detail)
    return _check("window_mask", learner_fn, run_cases)


# repeat_kv (chapter 10) ----------------------------------------------------------------------

def check_repeat_kv(learner_fn: Callable[[torch.Tensor, int], torch.Tensor]) -> CheckResult:
    """Chapter 10: ``repeat_kv(x, num_query_heads)``, keys or values for grouped-query attention.

    ``x (B, Hkv, T, Dh)`` -> ``(B, H, T, Dh)`` with ``H = num_query_heads``: query head ``h``
    gets key-value head ``h // (H / Hkv)``, as :class:`attnviz.MultiHeadAttention` with
    ``num_kv_heads`` groups them (consecutive query heads share one key-value head).

    Diagnoses: ``gqa-tiled``, ``gqa-wrong-axis``, ``gqa-group-size``, and the shared ones.
    """
    cases = [((1, 2, 3, 4), 4), ((2, 2, 5, 3), 6), ((1, 1, 4, 2), 4), ((2, 4, 3, 2), 4),
             ((1, 3, 2, 2), 12), ((2, 2, 1, 8), 8)]

    def source_heads(out: torch.Tensor, x: torch.Tensor) -> list[int | None]:
        """For each head of ``out``, the head of ``x`` it copies (``None``: none)."""
        return [next((g for g in range(x.shape[1]) if torch.equal(out[:, h], x[:, g])), None)
                for h in range(out.shape[1])]

    def run_cases(run: _Run) -> None:
        for seed, (shape, num_query_heads) in enumerate(cases, start=70):
            x = _randn(*shape, seed=seed)
            batch, kv_heads, steps, width = shape
            group = num_query_heads // kv_heads
            case = f"x {shape}, num_query_heads={num_query_heads}"
            out = run.call(learner_fn, case, x, num_query_heads)
            expected = x.repeat_interleave(group, dim=1)  # (B, H, T, Dh), head h // group
            if isinstance(out, torch.Tensor) and out.shape != expected.shape:
                got = f"expected shape {tuple(expected.shape)}, got {tuple(out.shape)}"
                if out.ndim == 4 and out.shape[1] == kv_heads * num_query_heads:
                    run.fail("gqa-group-size", case, got)
                if any(out.shape == x.repeat_interleave(group, dim=d).shape for d in (0, 2, 3)):
                    run.fail("gqa-wrong-axis", case, got)
            out = run.tensor(out, case, expected.shape)
            if torch.equal(out, expected):
                continue
            sources = source_heads(out, x)
            detail = (f"query heads 0 to {num_query_heads - 1} got key-value heads {sources}, "
                      f"expected {[h // group for h in range(num_query_heads)]}")
            if torch.equal(out, x.repeat(1, group, 1, 1)):
                run.fail("gqa-tiled", case, detail)
            if None in sources:
                run.fail("gqa-wrong-axis", case, difference(out, expected))
            run.fail("wrong-values", case, detail)
    return _check("repeat_kv", learner_fn, run_cases)


# (end of chapters 9-10)


__all__ = ["DIAGNOSES", "CheckResult",
           *sorted(name for name in list(globals()) if name.startswith("check_"))]
