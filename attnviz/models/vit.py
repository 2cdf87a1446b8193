"""The Vision Transformer (chapter 8, *The Vision Transformer*).

An image is cut into ``P × P`` patches, each patch is flattened and projected to ``D``
numbers (a "token"), a learnable class token is put in front, learned positions are added,
and a stack of pre-norm Transformer encoder blocks (chapter 7) with GELU MLPs reads the
sequence; a linear head classifies the class token's final state.

Shapes: images ``(B, C, S, S)`` with ``S`` divisible by ``P``; ``N = (S / P)²`` patches;
tokens ``(B, N + 1, D)``; attention weights ``(B, H, N + 1, N + 1)`` with the class token at
index 0.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from attnviz._checks import (
    check_config_fields,
    check_module_dtype,
    check_positive,
    check_tensor,
    checked_at_entry,
    entry_checked,
)
from attnviz.mechanism.positional import LearnedPositionalEncoding
from attnviz.models.blocks import TransformerEncoderBlock

__all__ = [
    "FASHION_MNIST_D2L_SETUP",
    "PatchEmbedding",
    "ViTConfig",
    "ViTTrainingSetup",
    "VisionTransformer",
    "patchify",
]


def _check_images(images: torch.Tensor, in_channels: int, image_size: int) -> None:
    check_tensor("images", images, ndim=4, shape_hint=f"(B, {in_channels}, {image_size}, "
                                                     f"{image_size})")
    if tuple(images.shape[1:]) != (in_channels, image_size, image_size):
        raise ValueError(f"images must have shape (B, {in_channels}, {image_size}, "
                         f"{image_size}), got {tuple(images.shape)}")


def patchify(images: torch.Tensor, patch_size: int) -> torch.Tensor:
    """Cut images into flattened, non-overlapping patches, row by row.

    Args:
        images: ``(B, C, S, S)`` with ``S`` divisible by ``patch_size``.
        patch_size: ``P``.

    Returns:
        ``(B, N, C·P·P)`` with ``N = (S / P)²``; each patch is flattened channel first, then
        row, then column (the order of a ``Conv2d`` weight's last three axes).
    """
    check_tensor("images", images, ndim=4, shape_hint="(B, C, S, S)")
    check_positive("patch_size", patch_size, integer=True)
    batch, channels, height, width = images.shape
    if height % patch_size or width % patch_size:
        raise ValueError(f"images of size {height}×{width} cannot be cut into patches of "
                         f"size {patch_size}: both sides must be divisible by it")
    rows, cols = height // patch_size, width // patch_size
    # (B, C, rows·P, cols·P) -> (B, C, rows, P, cols, P) -> (B, rows, cols, C, P, P)
    patches = images.reshape(batch, channels, rows, patch_size, cols, patch_size)
    patches = patches.permute(0, 2, 4, 1, 3, 5)
    return patches.reshape(batch, rows * cols, channels * patch_size * patch_size)


class PatchEmbedding(nn.Module):
    """Patches to tokens with a convolution whose kernel and stride are the patch size.

    The same as :func:`patchify` followed by a linear layer whose weight is the convolution's
    weight flattened to ``(D, C·P·P)``.

    Args:
        image_size: ``S``.
        patch_size: ``P``; must divide ``S``.
        in_channels: ``C``.
        d_model: ``D``, the token width.
    """

    def __init__(self, *, image_size: int, patch_size: int, in_channels: int,
                 d_model: int) -> None:
        super().__init__()
        for name, value in (("image_size", image_size), ("patch_size", patch_size),
                            ("in_channels", in_channels), ("d_model", d_model)):
            check_positive(name, value, integer=True)
        if image_size % patch_size:
            raise ValueError(f"image_size must be divisible by patch_size, got image_size="
                             f"{image_size} and patch_size={patch_size}")
        self.image_size, self.patch_size, self.in_channels = image_size, patch_size, in_channels
        self.num_patches = (image_size // patch_size) ** 2
        self.projection = nn.Conv2d(in_channels, d_model, kernel_size=patch_size,
                                    stride=patch_size)

    def forward(self, images: torch.Tensor) -> torch.Tensor:
        """``(B, C, S, S)`` -> ``(B, N, D)``; ``images`` of the parameters' dtype (convert
        ``uint8`` pixels with ``.float()`` or ``.to(dtype)`` first)."""
        if not checked_at_entry():
            _check_images(images, self.in_channels, self.image_size)
            check_module_dtype("images", images, self)
        features = self.projection(images)  # (B, D, S/P, S/P)
        return features.flatten(2).transpose(1, 2)  # (B, D, N) -> (B, N, D)


@dataclass(frozen=True)
class ViTConfig:
    """A Vision Transformer's sizes.

    Attributes:
        image_size: ``S``, the side of the square input images.
        patch_size: ``P``; must divide ``image_size``.
        in_channels: ``C``.
        num_classes: classes of the head.
        d_model: ``D``, the token width.
        num_heads: ``H``; must divide ``d_model``.
        num_layers: encoder blocks.
        mlp_dim: hidden width of each block's GELU MLP.
        dropout: dropout in the blocks and on the embedded tokens.
    """

    image_size: int = 8
    patch_size: int = 2
    in_channels: int = 1
    num_classes: int = 10
    d_model: int = 64
    num_heads: int = 4
    num_layers: int = 2
    mlp_dim: int = 128
    dropout: float = 0.1

    def __post_init__(self) -> None:
        check_config_fields(self, positive=("image_size", "patch_size", "in_channels",
                                            "num_classes", "d_model", "num_heads", "num_layers",
                                            "mlp_dim"),
                            probability=("dropout",),
                            divisible=(("image_size", "patch_size"), ("d_model", "num_heads")))

    @property
    def ffn_dim(self) -> int:
        """``mlp_dim`` under the name every other model configuration uses for it."""
        return self.mlp_dim

    @property
    def num_patches(self) -> int:
        """``N = (S / P)²``."""
        return (self.image_size // self.patch_size) ** 2


class VisionTransformer(nn.Module):
    """A ViT classifier: patch embedding, class token, learned positions, pre-norm blocks.

    Args:
        config: the model's sizes.
    """

    def __init__(self, config: ViTConfig) -> None:
        super().__init__()
        if not isinstance(config, ViTConfig):
            raise TypeError(f"config must be a ViTConfig, got {type(config).__name__}")
        self.config = config
        self.patch_embedding = PatchEmbedding(image_size=config.image_size,
                                              patch_size=config.patch_size,
                                              in_channels=config.in_channels,
                                              d_model=config.d_model)
        self.class_token = nn.Parameter(torch.zeros(1, 1, config.d_model))
        self.positions = LearnedPositionalEncoding(d_model=config.d_model,
                                                   max_len=config.num_patches + 1,
                                                   dropout=config.dropout)
        self.blocks = nn.ModuleList(
            TransformerEncoderBlock(d_model=config.d_model, num_heads=config.num_heads,
                                    ffn_dim=config.ffn_dim, dropout=config.dropout,
                                    norm_first=True, activation="gelu")
            for _ in range(config.num_layers))
        self.norm = nn.LayerNorm(config.d_model)
        self.head = nn.Linear(config.d_model, config.num_classes)

    def forward(self, images: torch.Tensor) -> torch.Tensor:
        """``(B, C, S, S)`` images of the parameters' dtype -> ``(B, num_classes)`` logits."""
        _check_images(images, self.config.in_channels, self.config.image_size)
        check_module_dtype("images", images, self)
        with entry_checked():  # the images are checked: the layers skip their checks
            tokens = self.patch_embedding(images)  # (B, N, D)
            class_tokens = self.class_token.expand(tokens.shape[0], -1, -1)  # (B, 1, D)
            x = self.positions(torch.cat([class_tokens, tokens], dim=1))  # (B, N + 1, D)
            for block in self.blocks:
                x = block(x)
        return self.head(self.norm(x[:, 0]))  # the class token's final state


@dataclass(frozen=True)
class ViTTrainingSetup:
    """How a Vision Transformer is trained, as plain data: image size, model shape, optimiser.

    Only a record: it builds no model. Change a copy with
    ``dataclasses.replace(setup, epochs=1)``; ``dataclasses.asdict(setup)`` gives a dict. The
    model's part, in the names of :class:`attnviz.ViTConfig`, is :meth:`vit_config`: ``width``
    is its ``d_model``, ``heads`` its ``num_heads``, ``blocks`` its ``num_layers`` and
    ``mlp_width`` its ``mlp_dim`` (``ffn_dim``).

    Attributes:
        image_size: ``S``, the side of the (resized) input images in pixels.
        patch_size: the side of each square patch; ``(S / patch_size) ** 2`` patches.
        width: ``D``, the width of every token.
        heads: ``H``, attention heads per block (``D`` must divide by ``H``).
        blocks: Transformer encoder blocks.
        mlp_width: the hidden width of each block's MLP.
        dropout: dropout after the patch embedding and inside every block.
        optimizer: the ``torch.optim`` class name.
        lr: the learning rate.
        epochs: passes over the training images.
        batch_size: images per batch.
        normalize: whether the pixels are standardised (``normalize=`` of the loaders).
    """

    image_size: int
    patch_size: int
    width: int
    heads: int
    blocks: int
    mlp_width: int
    dropout: float
    optimizer: str
    lr: float
    epochs: int
    batch_size: int
    normalize: bool

    def vit_config(self, *, in_channels: int = 1, num_classes: int = 10) -> ViTConfig:
        """The model of this setup as a :class:`attnviz.ViTConfig` (checked by it).

        Args:
            in_channels: ``C`` of the images (1 for Fashion-MNIST).
            num_classes: classes of the head (10 for Fashion-MNIST).
        """
        return ViTConfig(image_size=self.image_size, patch_size=self.patch_size,
                         in_channels=in_channels, num_classes=num_classes, d_model=self.width,
                         num_heads=self.heads, num_layers=self.blocks, mlp_dim=self.mlp_width,
                         dropout=self.dropout)



FASHION_MNIST_D2L_SETUP = ViTTrainingSetup(
    image_size=96,      # Fashion-MNIST's 28 x 28 images resized to 96 x 96 ...
    patch_size=16,      # ... so 6 x 6 = 36 patches, plus the <cls> token
    width=512,
    heads=8,
    blocks=2,
    mlp_width=2048,
    dropout=0.1,        # d2l's emb_dropout and blk_dropout, both 0.1
    optimizer="SGD",    # d2l's default: plain SGD, no momentum or weight decay
    lr=0.1,
    epochs=10,
    batch_size=128,
    normalize=False,    # d2l feeds pixels in [0, 1] without standardising them
)
