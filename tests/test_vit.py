"""The Vision Transformer: patch embedding forms agree, configs are checked, rollout is sound."""

import numpy as np
import pytest
import torch
from matplotlib.axes import Axes

import attnviz
from attnviz.inspection.rollout import (
    attention_rollout,
    class_token_attention,
    upsample_patch_scores,
)
from attnviz.models.vit import PatchEmbedding, VisionTransformer, ViTConfig, patchify
from attnviz.visuals.overlay import plot_attention_overlay


@pytest.mark.parametrize(("size", "patch", "channels"), [(8, 2, 1), (8, 4, 3), (12, 3, 2)])
def test_patch_embedding_convolution_equals_patchify_then_linear(size, patch, channels):
    torch.manual_seed(0)
    embedding = PatchEmbedding(image_size=size, patch_size=patch, in_channels=channels,
                               d_model=16)
    images = torch.randn(2, channels, size, size)
    conv = embedding.projection
    linear = torch.nn.Linear(channels * patch * patch, 16)
    with torch.no_grad():
        linear.weight.copy_(conv.weight.flatten(1))  # (D, C, P, P) -> (D, C·P·P)
        linear.bias.copy_(conv.bias)
    expected = linear(patchify(images, patch))
    assert expected.shape == (2, (size // patch) ** 2, 16)
    torch.testing.assert_close(embedding(images), expected, atol=1e-5, rtol=1e-5)


def test_patchify_goes_row_by_row():
    image = torch.arange(16.0).reshape(1, 1, 4, 4)
    patches = patchify(image, 2)
    assert patches[0].tolist() == [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 12, 13],
                                   [10, 11, 14, 15]]


@pytest.mark.parametrize(
    "config",
    [ViTConfig(), ViTConfig(image_size=16, patch_size=4, d_model=32, num_heads=2, num_layers=3),
     ViTConfig(image_size=28, patch_size=7, in_channels=3, num_classes=5, d_model=48,
               num_heads=6, num_layers=1, mlp_dim=96)],
)
def test_output_shapes_and_recorded_attention(config):
    torch.manual_seed(0)
    model = VisionTransformer(config).eval()
    images = torch.randn(3, config.in_channels, config.image_size, config.image_size)
    with attnviz.record_attention(model) as record:
        logits = model(images)
    assert logits.shape == (3, config.num_classes)
    tokens = config.num_patches + 1
    layers = [record[name][0] for name in record]
    assert len(layers) == config.num_layers
    assert all(w.shape == (3, config.num_heads, tokens, tokens) for w in layers)
    assert class_token_attention(layers[0]).shape == (3, config.num_heads, config.num_patches)


def test_rollout_rows_sum_to_one_and_one_layer_without_residual_is_the_head_mean():
    g = torch.Generator().manual_seed(0)
    layers = [torch.softmax(torch.randn(2, 4, 5, 5, generator=g), dim=-1) for _ in range(3)]
    rollout = attention_rollout(layers)
    assert rollout.shape == (2, 5, 5)
    torch.testing.assert_close(rollout.sum(-1), torch.ones(2, 5))
    assert torch.all(rollout >= 0)
    torch.testing.assert_close(attention_rollout(layers[:1], residual=False),
                               layers[0].mean(dim=1))
    a = [0.5 * w.mean(1) + 0.5 * torch.eye(5) for w in layers]
    torch.testing.assert_close(rollout, a[2] @ a[1] @ a[0])


def test_upsampled_scores_and_overlay():
    scores = torch.arange(4.0).reshape(1, 4)  # a 2 × 2 grid of patches
    image = upsample_patch_scores(scores, image_size=4)
    assert image[0].tolist() == [[0, 0, 1, 1], [0, 0, 1, 1], [2, 2, 3, 3], [2, 2, 3, 3]]
    smooth = upsample_patch_scores(scores, image_size=8, mode="bilinear")
    assert smooth.shape == (1, 8, 8)
    ax = plot_attention_overlay(torch.rand(1, 4, 4), image[0], title="digit")
    assert isinstance(ax, Axes) and len(ax.images) == 2 and ax.get_title() == "digit"
    plot_attention_overlay(np.zeros((8, 8)), np.ones((2, 2)))  # a patch grid is stretched
    with pytest.raises(ValueError, match="square number of patches, got 5"):
        upsample_patch_scores(torch.ones(5), image_size=4)
    with pytest.raises(ValueError, match="image must be shaped"):
        plot_attention_overlay(np.zeros((2, 4, 4)), np.ones((4, 4)))


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: ViTConfig(image_size=10, patch_size=4),
         "image_size must be divisible by patch_size, got image_size=10 and patch_size=4"),
        (lambda: ViTConfig(d_model=30, num_heads=4), "d_model must be divisible by num_heads"),
        (lambda: ViTConfig(num_layers=0), "num_layers"),
        (lambda: ViTConfig(dropout=-0.5), "dropout"),
        (lambda: PatchEmbedding(image_size=9, patch_size=2, in_channels=1, d_model=4),
         "image_size must be divisible by patch_size"),
        (lambda: attention_rollout([]), "layers must be a non-empty list"),
        (lambda: attention_rollout([torch.ones(1, 2, 3, 3), torch.ones(1, 2, 4, 4)]),
         r"layers\[1\] must have shape"),
        (lambda: patchify(torch.ones(1, 1, 6, 6), 4), "cannot be cut into patches of size 4"),
    ],
)
def test_bad_configurations_and_inputs_raise(make, message):
    with pytest.raises(ValueError, match=message):
        make()


def test_wrong_image_sizes_are_rejected_before_any_arithmetic():
    model = VisionTransformer(ViTConfig())
    with pytest.raises(ValueError, match=r"images must have shape \(B, 1, 8, 8\), got "
                                         r"\(2, 1, 9, 9\)"):
        model(torch.ones(2, 1, 9, 9))
    with pytest.raises(TypeError, match="config must be a ViTConfig"):
        VisionTransformer({"image_size": 8})


@pytest.mark.parametrize(
    ("layers", "message"),
    [
        ([torch.ones(1, 2, 3, 4)],
         r"layers\[0\] must be square in its last two axes, shaped \(B, H, T, T\) "
         r"\(self-attention weights\), got \(1, 2, 3, 4\)"),
        ([torch.ones(1, 2, 3, 3), torch.ones(1, 2, 3, 5)],
         r"layers\[1\] must be square .*got \(1, 2, 3, 5\)"),
        ([torch.ones(1, 2, 3, 3), torch.ones(2, 2, 3, 3)],
         r"layers\[1\] must have shape \(B, H, T, T\) = \(1, 2, 3, 3\) like layers\[0\], "
         r"got \(2, 2, 3, 3\)"),
        ((), "layers must be a non-empty list of .* got an empty tuple"),
        (torch.ones(1, 2, 3, 3), "layers must be a non-empty list of .* got Tensor"),
    ],
)
def test_rollout_errors_say_what_was_wrong(layers, message):
    with pytest.raises(ValueError, match=message) as error:
        attention_rollout(layers)
    # the expected and the given shape never read the same
    shapes = [part.split(")")[0] for part in str(error.value).split("(")[1:]]
    assert len(set(shapes)) == len(shapes)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"scores": torch.ones(2, 0)}, ValueError,
         r"scores must hold at least one patch score on its last axis, shaped \(..., N\) with "
         r"N >= 1, got shape \(2, 0\)"),
        ({"scores": torch.tensor(1.0)}, ValueError, r"got shape \(\)"),
        ({"scores": torch.ones(4), "image_size": 0}, ValueError,
         "image_size must be a positive int, got 0"),
        ({"scores": torch.ones(4, dtype=torch.complex64)}, TypeError,
         "scores must hold real numbers, got dtype torch.complex64"),
    ],
)
def test_upsample_patch_scores_refuses_empty_or_complex_scores(kwargs, error, message):
    kwargs = {"image_size": 4, **kwargs}
    with pytest.raises(error, match=message):
        upsample_patch_scores(**kwargs)


def test_vision_transformer_refuses_integer_pixels():
    model = VisionTransformer(ViTConfig())
    with pytest.raises(TypeError, match=r"images has dtype torch.uint8, but this "
                                        r"VisionTransformer's parameters have dtype torch.float32"):
        model(torch.zeros(2, 1, 8, 8, dtype=torch.uint8))


def test_the_d2l_training_setup_names_its_model_as_a_vit_config():
    from attnviz.models.vit import FASHION_MNIST_D2L_SETUP as d2l

    config = d2l.vit_config()
    assert config == ViTConfig(image_size=96, patch_size=16, in_channels=1, num_classes=10,
                               d_model=512, num_heads=8, num_layers=2, mlp_dim=2048, dropout=0.1)
    assert (config.d_model, config.num_heads, config.num_layers, config.ffn_dim) == (
        d2l.width, d2l.heads, d2l.blocks, d2l.mlp_width)
    assert config.num_patches == 36  # 6 x 6 patches of 16 pixels
