"""Chapter 8's exercise: cutting images into patches with reshape and permute.

``check_patchify`` compares the learner's function with :func:`attnviz.patchify`, recognises
the patches that come out in the wrong order (``_patchify_variant``) and counts PyTorch
operations to catch a loop over the patches.
"""

from __future__ import annotations

from collections.abc import Callable

import torch

from attnviz.exercises._cases import _randn, close, difference
from attnviz.exercises._core import CheckResult, _check, _Run
from attnviz.exercises._guard import _Forbidden, _Guard

#: The mistakes this chapter's checkers name, ``code -> hint`` (merged into DIAGNOSES).
CHAPTER_DIAGNOSES: dict[str, str] = {
    # patchify (chapter 8)
    "patchify-patches-as-columns": (
        "The patches are columns; return one row per patch, (B, N, C·P·P)."
    ),
    "patchify-loop": (
        "The work grows with the number of patches: a loop. Cut all the patches at once: one "
        "reshape that gives the patch grid and the pixels of a patch their own axes, one "
        "permute, one reshape."
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
}

#: What this chapter's exercises refuse, by exercise name (merged into FORBIDDEN).
CHAPTER_FORBIDDEN: dict[str, _Forbidden] = {
    "patchify": _Forbidden(
        ("attnviz.patchify", "attnviz.PatchEmbedding", "torch.nn.functional.unfold",
         "torch.nn.Unfold", "torch.Tensor.unfold", "torch.nn.functional.pixel_unshuffle",
         "torch.pixel_unshuffle", "torch.nn.PixelUnshuffle", "torch.nn.functional.conv2d",
         "torch.conv2d", "torch.nn.Conv2d"),
        "where the exercise asks you to cut the patches with reshape and permute only",
        ("im2col", "unfold", "pixel_unshuffle", "convolution", "_convolution",
         "*conv2d*")),
}


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
    column). Unfolds, pixel shuffles, convolutions and the package's own patchify
    (:data:`FORBIDDEN`) are refused, and a function whose number of PyTorch operations grows
    with the number of patches (a loop) fails with ``patchify-loop``. Diagnoses:
    ``patchify-patches-as-columns``, ``-column-major``, ``-no-permute``, ``-channel-last``,
    ``-patch-transposed``, ``-split-order``, ``-loop``, ``forbidden-call``, and the shared ones.
    """
    guard = _Guard("patchify", learner_fn)
    from attnviz.models.vit import patchify

    examples = (  # (B, C, S, P); the last two differ only in the number of patches, 4 and 64
        (1, 2, 4, 2), (2, 3, 6, 3), (2, 1, 8, 4), (1, 3, 4, 1), (2, 2, 6, 6), (3, 3, 8, 2),
        (2, 3, 8, 4), (2, 3, 8, 1),
    )
    counts: list[int] = []  # operators run on the last two examples

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
            guard.operators = [] if seed >= len(examples) - 2 else None
            out = run.call(guard, case, images, patch_size)
            if guard.operators is not None:
                counts.append(len(guard.operators))
            if len(counts) == 2 and abs(counts[1] - counts[0]) > 3:
                run.fail("patchify-loop", case, f"with 4 patches your function ran {counts[0]} "
                         f"PyTorch operations, with 64 patches {counts[1]}")
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
    return _check("patchify", learner_fn, guard.cases(cases))
