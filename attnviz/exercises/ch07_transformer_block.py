"""Chapter 7's exercises: layer norm from its formula and an encoder block's forward pass.

``check_layer_norm`` (with ``_layer_norm_variant``: the biased variance, eps outside the square
root, the wrong axis, ...) and ``check_encoder_block`` (with ``_encoder_block_variant``: the
other norm placement, a missing residual, swapped or reused norms, ...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import torch

from attnviz.exercises._cases import _generator, _randn, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

if TYPE_CHECKING:  # imported when a check runs, as the other chapters' references are
    from attnviz.models.blocks import TransformerEncoderBlock

#: Every normalisation layer and function PyTorch offers, by every name it has.
_NORMS = (
    "torch.nn.functional.layer_norm", "torch.layer_norm", "torch.native_layer_norm",
    "torch.nn.LayerNorm", "torch.nn.functional.group_norm", "torch.group_norm",
    "torch.native_group_norm", "torch.nn.GroupNorm", "torch.nn.functional.instance_norm",
    "torch.instance_norm", "torch.nn.InstanceNorm1d", "torch.nn.functional.batch_norm",
    "torch.batch_norm", "torch.native_batch_norm", "torch.nn.BatchNorm1d",
    "torch.nn.functional.rms_norm", "torch.rms_norm", "torch.nn.RMSNorm",
    "torch.nn.functional.local_response_norm", "torch.nn.LocalResponseNorm",
)
_NORM_OPERATORS = ("layer_norm", "native_layer_norm", "group_norm", "native_group_norm",
                   "instance_norm", "batch_norm", "native_batch_norm", "_native_batch_norm_legit*",
                   "_batch_norm_*", "rms_norm", "_fused_rms_norm")

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
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
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "layer_norm": _Forbidden(
        _NORMS, "a normalisation PyTorch provides, where the exercise asks you to write layer "
        "norm from its formula", _NORM_OPERATORS),
    "encoder_block": _Forbidden(
        ("attnviz.TransformerEncoderBlock", "attnviz.models.blocks._Residual",
         "attnviz.models.transformer.TransformerEncoder", "torch.nn.TransformerEncoderLayer",
         "torch.nn.TransformerEncoder"),
        "where the exercise asks you to write the block's forward pass from its submodules "
        "(block.attention, block.ffn, block.residual1.norm, block.residual2.norm)"),
}


# Layer norm

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
    guard = _Guard("layer_norm", learner_fn)

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
            out = run.tensor(run.call(guard, case, x, gamma, beta, **kwargs), case,
                             x.shape)
            eps = 1e-5 if eps is None else eps
            expected = torch.nn.functional.layer_norm(x, x.shape[-1:], gamma, beta, eps)
            if close(out, expected):
                continue
            if not torch.isfinite(out).all():
                run.fail("layer-norm-eps-missing", case, "the output has NaN or inf")
            mistakes: list[tuple[str, dict[str, Any]]] = [
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
    return _check("layer_norm", learner_fn, guard.cases(cases))


# The encoder block

def _encoder_block_variant(x: torch.Tensor, block: TransformerEncoderBlock, *,
                           norm_first: bool, valid_lens: torch.Tensor | None,
                           residuals: tuple[bool, bool] = (True, True),
                           norms: tuple[int, int] = (1, 2),
                           ffn_first: bool = False) -> torch.Tensor:
    """An encoder block's forward pass with one of the known mistakes (or none).

    ``residuals`` and ``norms`` go with the sublayers in the order they run: with
    ``ffn_first``, ``norms=(2, 1)`` gives the feed-forward network ``residual2.norm`` and the
    attention ``residual1.norm`` (each norm with its own sublayer), ``norms=(1, 2)`` the norms
    in their usual places.
    """
    def attend(h: torch.Tensor) -> torch.Tensor:
        return block.attention(h, h, h, valid_lens=valid_lens)

    ffn: Callable[[torch.Tensor], torch.Tensor] = block.ffn
    sublayers = [ffn, attend] if ffn_first else [attend, ffn]
    norm_of = {1: block.residual1.norm, 2: block.residual2.norm}
    for sublayer, norm, residual in zip(sublayers, norms, residuals, strict=True):
        skip = x if residual else 0.0
        if norm_first:  # x + f(norm(x))
            x = skip + sublayer(norm_of[norm](x))
        else:  # norm(x + f(x))
            x = norm_of[norm](skip + sublayer(x))
    return x


def _encoder_test_block(norm_first: bool, seed: int) -> TransformerEncoderBlock:
    """A small float64 encoder block in evaluation mode whose every parameter is random."""
    from attnviz.models.blocks import TransformerEncoderBlock

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
    guard = _Guard("encoder_block", learner_fn)
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
                out = run.tensor(run.call(guard, case, x, block, valid_lens=valid_lens,
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
                # the feed-forward network first: each norm kept with its own sublayer (the two
                # residual blocks swapped whole), or the norms kept in their places
                mistakes += [("encoder-block-sublayer-order", {"ffn_first": True, "norms": norms})
                             for norms in ((2, 1), (1, 2))]
                for diagnosis, mistake in mistakes:
                    arguments = {"norm_first": norm_first, "valid_lens": valid_lens, **mistake}
                    if close(out, _encoder_block_variant(x, block, **arguments)):
                        run.fail(diagnosis, case)
            run.fail("wrong-values", case, difference(out, expected))
    return _check("encoder_block", learner_fn, guard.cases(cases))
