"""The checkers of chapters 6 to 8: a correct function passes, each known mistake gets its hint.

Each diagnosis of the sinusoidal encoding, causal mask, layer norm, encoder block and patchify
checkers is proven by a deliberately broken implementation that must get exactly that code.
"""

import math

import pytest
import torch
import torch.nn.functional as F
from exercise_results import diagnosis as _diagnosis

from attnviz import exercises
from attnviz.exercises import (
    check_causal_mask,
    check_encoder_block,
    check_layer_norm,
    check_patchify,
    check_sinusoidal_encoding,
)

PREFIXES = ("sinusoidal-", "causal-mask-", "layer-norm-", "encoder-block-", "patchify-")


def _passes(result, name):
    assert result.passed, result.message
    assert result.message == f"{name} passes all {result.cases} checks."
    assert result.cases >= 6


# chapter 6: the sinusoidal encoding

def sinusoidal_encoding(num_positions, d_model):
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]  # (T, 1)
    omega = 1 / 10000 ** (torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    table = torch.zeros(num_positions, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.sin(i * omega)
    table[:, 1::2] = torch.cos(i * omega[: d_model // 2])
    return table


def sinusoidal_float32_log_space(num_positions, d_model):
    # the usual float32 formulation, exp(-2j log(10000) / D): accurate enough to pass
    position = torch.arange(num_positions, dtype=torch.float32)[:, None]
    div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
    table = torch.zeros(num_positions, d_model)
    table[:, 0::2] = torch.sin(position * div_term)
    table[:, 1::2] = torch.cos(position * div_term[: d_model // 2])
    return table


def _interleave(sines, cosines):
    """(T, ceil(D/2)) and (T, D // 2) -> (T, D): sin, cos, sin, cos, ..."""
    table = torch.zeros(sines.shape[0], sines.shape[1] + cosines.shape[1], dtype=sines.dtype)
    table[:, 0::2], table[:, 1::2] = sines, cosines
    return table


def sinusoidal_swapped(num_positions, d_model):
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    omega = 1 / 10000 ** (torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    table = torch.zeros(num_positions, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.cos(i * omega)
    table[:, 1::2] = torch.sin(i * omega[: d_model // 2])
    return table


def sinusoidal_column_exponent(num_positions, d_model):
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    angles = i / 10000 ** (torch.arange(d_model, dtype=torch.float64) / d_model)  # i / D
    return _interleave(angles[:, 0::2].sin(), angles[:, 1::2].cos())


def sinusoidal_pair_exponent_without_two(num_positions, d_model):
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    omega = 1 / 10000 ** (torch.arange((d_model + 1) // 2, dtype=torch.float64) / d_model)
    return _interleave(torch.sin(i * omega), torch.cos(i * omega[: d_model // 2]))


def sinusoidal_halves(num_positions, d_model):
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    omega = 1 / 10000 ** (torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    return torch.cat([torch.sin(i * omega), torch.cos(i * omega[: d_model // 2])], dim=1)


def sinusoidal_from_one(num_positions, d_model):
    return sinusoidal_encoding(num_positions + 1, d_model)[1:]


def sinusoidal_transposed(num_positions, d_model):
    return sinusoidal_encoding(num_positions, d_model).T


def sinusoidal_even_only(num_positions, d_model):
    # the cosines fill every odd column, one too many when D is odd: a shape error
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    omega = 1 / 10000 ** (torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    table = torch.zeros(num_positions, d_model, dtype=torch.float64)
    table[:, 0::2] = torch.sin(i * omega)
    table[:, 1::2] = torch.cos(i * omega)
    return table


def sinusoidal_stacked(num_positions, d_model):
    # sin and cos stacked then flattened: D + 1 columns when D is odd
    i = torch.arange(num_positions, dtype=torch.float64)[:, None]
    omega = 1 / 10000 ** (torch.arange(0, d_model, 2, dtype=torch.float64) / d_model)
    angles = i * omega
    return torch.stack([angles.sin(), angles.cos()], dim=-1).reshape(num_positions, -1)


def sinusoidal_last_column_wrong(num_positions, d_model):
    table = sinusoidal_encoding(num_positions, d_model)
    if d_model % 2:
        table[:, -1] = 0.0
    return table


def test_a_correct_sinusoidal_encoding_passes():
    _passes(check_sinusoidal_encoding(sinusoidal_encoding), "sinusoidal_encoding")
    assert check_sinusoidal_encoding(sinusoidal_float32_log_space).passed


def test_the_package_functions_are_refused_and_agree_with_the_references():
    import attnviz

    for checker, package, mine, arguments in (
        (check_sinusoidal_encoding, attnviz.sinusoidal_encoding, sinusoidal_encoding, (9, 7)),
        (check_causal_mask, attnviz.causal_mask, causal_mask, (3, 7)),
        (check_patchify, attnviz.patchify, patchify,
         (torch.randn(2, 3, 8, 8, generator=torch.Generator().manual_seed(0)), 4)),
    ):
        result = checker(package)
        assert _diagnosis(result) == "forbidden-call"
        assert f"called attnviz.{package.__name__}," in result.message
        torch.testing.assert_close(package(*arguments), mine(*arguments), check_dtype=False)


# chapter 6: the causal mask

def causal_mask(num_queries, num_keys):
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(num_keys - num_queries)


def causal_mask_loop(num_queries, num_keys):
    mask = torch.zeros(num_queries, num_keys, dtype=torch.bool)
    for i in range(num_queries):
        mask[i, : i + num_keys - num_queries + 1] = True
    return mask


def causal_additive(num_queries, num_keys):
    hidden = ~causal_mask(num_queries, num_keys)
    return torch.zeros(num_queries, num_keys).masked_fill(hidden, -math.inf)


def causal_float(num_queries, num_keys):
    return causal_mask(num_queries, num_keys).float()


def causal_flipped(num_queries, num_keys):
    return ~causal_mask(num_queries, num_keys)


def causal_upper_triangle(num_queries, num_keys):
    return torch.ones(num_queries, num_keys, dtype=torch.bool).triu()


def causal_keys_by_queries(num_queries, num_keys):
    return causal_mask(num_queries, num_keys).T


def causal_keys_by_queries_when_rectangular(num_queries, num_keys):
    mask = causal_mask(num_queries, num_keys)
    return mask if num_queries == num_keys else torch.ones(num_keys, num_queries).bool().triu()


def causal_hides_diagonal(num_queries, num_keys):
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(num_keys - num_queries - 1)


def causal_sees_future(num_queries, num_keys):
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril(num_keys - num_queries + 1)


def causal_top_left(num_queries, num_keys):
    return torch.ones(num_queries, num_keys, dtype=torch.bool).tril()


def test_a_correct_causal_mask_passes():
    _passes(check_causal_mask(causal_mask), "causal_mask")
    assert check_causal_mask(causal_mask_loop).passed


def test_a_wrong_causal_mask_counts_the_entries_that_differ():
    def scrambled(num_queries, num_keys):
        mask = causal_mask(num_queries, num_keys)
        mask[-1, 0] = False
        return mask
    result = check_causal_mask(scrambled)
    assert _diagnosis(result) == "wrong-values"
    assert "1 of 16 entries differ" in result.message


# chapter 7: layer norm

def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    var = ((x - mean) ** 2).mean(dim=-1, keepdim=True)
    return gamma * (x - mean) / torch.sqrt(var + eps) + beta


def layer_norm_torch_var(x, gamma, beta, eps=1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    var = x.var(dim=-1, keepdim=True)  # unbiased: divides by D - 1
    return gamma * (x - mean) / torch.sqrt(var + eps) + beta


def layer_norm_torch_std(x, gamma, beta, eps=1e-5):
    return gamma * (x - x.mean(-1, keepdim=True)) / (x.std(-1, keepdim=True) + eps) + beta


def layer_norm_eps_outside(x, gamma, beta, eps=1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    std = x.std(dim=-1, unbiased=False, keepdim=True)
    return gamma * (x - mean) / (std + eps) + beta


def layer_norm_no_eps(x, gamma, beta, eps=1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    std = x.std(dim=-1, unbiased=False, keepdim=True)
    return gamma * (x - mean) / std + beta


def layer_norm_fixed_eps(x, gamma, beta, eps=1e-5):
    return layer_norm(x, gamma, beta)


def layer_norm_first_axis(x, gamma, beta, eps=1e-5):
    mean = x.mean(dim=0, keepdim=True)
    var = x.var(dim=0, unbiased=False, keepdim=True)
    return gamma * (x - mean) / torch.sqrt(var + eps) + beta


def layer_norm_no_affine(x, gamma, beta, eps=1e-5):
    return layer_norm(x, torch.ones_like(gamma), torch.zeros_like(beta), eps)


def layer_norm_no_shift(x, gamma, beta, eps=1e-5):
    return layer_norm(x, gamma, torch.zeros_like(beta), eps)


def layer_norm_swapped(x, gamma, beta, eps=1e-5):
    return layer_norm(x, beta, gamma, eps)


def layer_norm_in_place(x, gamma, beta, eps=1e-5):
    x -= x.mean(dim=-1, keepdim=True)
    return gamma * x / torch.sqrt(x.pow(2).mean(dim=-1, keepdim=True) + eps) + beta


def test_a_correct_layer_norm_passes():
    _passes(check_layer_norm(layer_norm), "layer_norm")

    def with_torch(x, gamma, beta, eps=1e-5):
        return F.layer_norm(x, x.shape[-1:], gamma, beta, eps)
    assert _diagnosis(check_layer_norm(with_torch)) == "forbidden-call"
    x, gamma, beta = (torch.randn(*shape, dtype=torch.float64) for shape in ((2, 3, 5), (5,), (5,)))
    torch.testing.assert_close(layer_norm(x, gamma, beta), with_torch(x, gamma, beta))


# chapter 7: the encoder block

def encoder_block(x, block, valid_lens=None, norm_first=False):
    def attend(h):
        return block.attention(h, h, h, valid_lens=valid_lens)
    norm1, norm2 = block.residual1.norm, block.residual2.norm
    if norm_first:
        x = x + attend(norm1(x))
        return x + block.ffn(norm2(x))
    x = norm1(x + attend(x))
    return norm2(x + block.ffn(x))


def encoder_always_pre_norm(x, block, valid_lens=None, norm_first=False):
    return encoder_block(x, block, valid_lens, norm_first=True)


def encoder_always_post_norm(x, block, valid_lens=None, norm_first=False):
    return encoder_block(x, block, valid_lens, norm_first=False)


def encoder_no_padding(x, block, valid_lens=None, norm_first=False):
    return encoder_block(x, block, None, norm_first)


def encoder_no_ffn_residual(x, block, valid_lens=None, norm_first=False):
    h = block.residual1.norm(x) if norm_first else x
    x = x + block.attention(h, h, h, valid_lens=valid_lens)
    if norm_first:
        return block.ffn(block.residual2.norm(x))
    x = block.residual1.norm(x)
    return block.residual2.norm(block.ffn(x))


def encoder_no_attention_residual(x, block, valid_lens=None, norm_first=False):
    if norm_first:
        h = block.residual1.norm(x)
        x = block.attention(h, h, h, valid_lens=valid_lens)
        return x + block.ffn(block.residual2.norm(x))
    x = block.residual1.norm(block.attention(x, x, x, valid_lens=valid_lens))
    return block.residual2.norm(x + block.ffn(x))


def encoder_norms_swapped(x, block, valid_lens=None, norm_first=False):
    x = block.residual2.norm(x + block.attention(x, x, x, valid_lens=valid_lens))
    return block.residual1.norm(x + block.ffn(x))


def encoder_one_norm(x, block, valid_lens=None, norm_first=False):
    x = block.residual1.norm(x + block.attention(x, x, x, valid_lens=valid_lens))
    return block.residual1.norm(x + block.ffn(x))


def encoder_ffn_first(x, block, valid_lens=None, norm_first=False):
    x = block.residual1.norm(x + block.ffn(x))
    return block.residual2.norm(x + block.attention(x, x, x, valid_lens=valid_lens))


def encoder_ffn_before_attention(x, block, valid_lens=None, norm_first=False):
    # the two residual blocks swapped whole: each norm stays with its own sublayer
    def attend(h):
        return block.attention(h, h, h, valid_lens=valid_lens)
    norm1, norm2 = block.residual1.norm, block.residual2.norm
    if norm_first:
        x = x + block.ffn(norm2(x))
        return x + attend(norm1(x))
    x = norm2(x + block.ffn(x))
    return norm1(x + attend(x))


def encoder_ffn_first_pre_norm(x, block, valid_lens=None, norm_first=False):
    if not norm_first:
        return encoder_block(x, block, valid_lens, norm_first)  # right, until the pre-norm case
    return encoder_ffn_before_attention(x, block, valid_lens, norm_first)


def encoder_in_place(x, block, valid_lens=None, norm_first=False):
    x += block.attention(x, x, x, valid_lens=valid_lens)
    x = block.residual1.norm(x)
    return block.residual2.norm(x + block.ffn(x))


def test_a_correct_encoder_block_passes():
    _passes(check_encoder_block(encoder_block), "encoder_block")


def test_the_encoder_block_check_leaves_the_global_random_numbers_alone():
    torch.manual_seed(0)
    expected = torch.rand(3)
    torch.manual_seed(0)
    assert check_encoder_block(encoder_block).passed
    torch.testing.assert_close(torch.rand(3), expected)


# chapter 8: patchify

def patchify(images, patch_size):
    B, C, S, _ = images.shape
    n = S // patch_size  # patches per side
    patches = images.reshape(B, C, n, patch_size, n, patch_size)  # (B, C, rows, P, cols, P)
    patches = patches.permute(0, 2, 4, 1, 3, 5)  # (B, rows, cols, C, P, P)
    return patches.reshape(B, n * n, C * patch_size * patch_size)


def patchify_unfold(images, patch_size):
    return F.unfold(images, kernel_size=patch_size, stride=patch_size).transpose(1, 2)


def patchify_as_columns(images, patch_size):
    B, C, S, _ = images.shape
    n = S // patch_size
    patches = images.reshape(B, C, n, patch_size, n, patch_size).permute(0, 1, 3, 5, 2, 4)
    return patches.reshape(B, C * patch_size * patch_size, n * n)  # (B, C·P·P, N)


def patchify_loop(images, patch_size):
    B, C, S, _ = images.shape
    n = S // patch_size
    return torch.stack([images[:, :, i * patch_size:(i + 1) * patch_size,
                               j * patch_size:(j + 1) * patch_size].reshape(B, -1)
                        for i in range(n) for j in range(n)], dim=1)


def patchify_row_loop(images, patch_size):
    B, C, S, _ = images.shape
    n, P = S // patch_size, patch_size
    rows = [images[:, :, i * P:(i + 1) * P, :].reshape(B, C, P, n, P).permute(0, 3, 1, 2, 4)
            for i in range(n)]  # each (B, cols, C, P, P)
    return torch.cat([row.reshape(B, n, C * P * P) for row in rows], dim=1)


def _patchify_permuted(images, patch_size, order):
    B, C, S, _ = images.shape
    n = S // patch_size
    patches = images.reshape(B, C, n, patch_size, n, patch_size).permute(order)
    return patches.reshape(B, n * n, C * patch_size * patch_size)


def patchify_column_major(images, patch_size):
    return _patchify_permuted(images, patch_size, (0, 4, 2, 1, 3, 5))


def patchify_channel_last(images, patch_size):
    return _patchify_permuted(images, patch_size, (0, 2, 4, 3, 5, 1))


def patchify_patch_transposed(images, patch_size):
    return _patchify_permuted(images, patch_size, (0, 2, 4, 1, 5, 3))


def patchify_reshape_only(images, patch_size):
    B, C, S, _ = images.shape
    return images.reshape(B, (S // patch_size) ** 2, C * patch_size * patch_size)


def patchify_runs_of_pixels(images, patch_size):
    B, C, S, _ = images.shape
    n = (S // patch_size) ** 2
    return images.reshape(B, C, n, patch_size ** 2).transpose(1, 2).reshape(B, n, -1)


def patchify_split_order(images, patch_size):
    B, C, S, _ = images.shape
    n = S // patch_size
    patches = images.reshape(B, C, patch_size, n, patch_size, n)  # (B, C, P, rows, P, cols)
    patches = patches.permute(0, 3, 5, 1, 2, 4)
    return patches.reshape(B, n * n, C * patch_size * patch_size)


def test_a_correct_patchify_passes():
    _passes(check_patchify(patchify), "patchify")
    assert _diagnosis(check_patchify(patchify_unfold)) == "forbidden-call"
    images = torch.randn(2, 3, 8, 8, generator=torch.Generator().manual_seed(1))
    for patch_size in (1, 2, 4, 8):
        torch.testing.assert_close(patchify_unfold(images, patch_size),
                                   patchify(images, patch_size))
        torch.testing.assert_close(patchify_loop(images, patch_size),
                                   patchify(images, patch_size))
        torch.testing.assert_close(patchify_row_loop(images, patch_size),
                                   patchify(images, patch_size))


# every diagnosis of chapters 6 to 8, each caught by its broken implementation

BROKEN = [
    (check_sinusoidal_encoding, sinusoidal_transposed, "sinusoidal-transposed"),
    (check_sinusoidal_encoding, sinusoidal_swapped, "sinusoidal-sin-cos-swapped"),
    (check_sinusoidal_encoding, sinusoidal_column_exponent, "sinusoidal-frequency-exponent"),
    (check_sinusoidal_encoding, sinusoidal_pair_exponent_without_two,
     "sinusoidal-frequency-exponent"),
    (check_sinusoidal_encoding, sinusoidal_halves, "sinusoidal-halves"),
    (check_sinusoidal_encoding, sinusoidal_from_one, "sinusoidal-positions-from-one"),
    (check_sinusoidal_encoding, sinusoidal_even_only, "sinusoidal-odd-width"),
    (check_sinusoidal_encoding, sinusoidal_stacked, "sinusoidal-odd-width"),
    (check_sinusoidal_encoding, sinusoidal_last_column_wrong, "sinusoidal-odd-width"),
    (check_causal_mask, causal_additive, "causal-mask-additive"),
    (check_causal_mask, causal_float, "causal-mask-not-bool"),
    (check_causal_mask, causal_flipped, "causal-mask-flipped"),
    (check_causal_mask, causal_upper_triangle, "causal-mask-transposed"),
    (check_causal_mask, causal_keys_by_queries, "causal-mask-transposed"),
    (check_causal_mask, causal_keys_by_queries_when_rectangular, "causal-mask-transposed"),
    (check_causal_mask, causal_hides_diagonal, "causal-mask-hides-diagonal"),
    (check_causal_mask, causal_sees_future, "causal-mask-sees-future"),
    (check_causal_mask, causal_top_left, "causal-mask-top-left"),
    (check_layer_norm, layer_norm_torch_var, "layer-norm-unbiased"),
    (check_layer_norm, layer_norm_torch_std, "layer-norm-unbiased"),
    (check_layer_norm, layer_norm_eps_outside, "layer-norm-eps-outside-sqrt"),
    (check_layer_norm, layer_norm_no_eps, "layer-norm-eps-missing"),
    (check_layer_norm, layer_norm_fixed_eps, "layer-norm-eps-ignored"),
    (check_layer_norm, layer_norm_first_axis, "layer-norm-wrong-axis"),
    (check_layer_norm, layer_norm_no_affine, "layer-norm-affine-ignored"),
    (check_layer_norm, layer_norm_no_shift, "layer-norm-affine-ignored"),
    (check_layer_norm, layer_norm_swapped, "layer-norm-gamma-beta-swapped"),
    (check_layer_norm, layer_norm_in_place, "modified-input"),
    (check_encoder_block, encoder_always_pre_norm, "encoder-block-pre-post-swapped"),
    (check_encoder_block, encoder_always_post_norm, "encoder-block-pre-post-swapped"),
    (check_encoder_block, encoder_no_padding, "encoder-block-padding-ignored"),
    (check_encoder_block, encoder_no_ffn_residual, "encoder-block-missing-residual"),
    (check_encoder_block, encoder_no_attention_residual, "encoder-block-missing-residual"),
    (check_encoder_block, encoder_norms_swapped, "encoder-block-norms-swapped"),
    (check_encoder_block, encoder_one_norm, "encoder-block-norm-reused"),
    (check_encoder_block, encoder_ffn_first, "encoder-block-sublayer-order"),
    (check_encoder_block, encoder_ffn_before_attention, "encoder-block-sublayer-order"),
    (check_encoder_block, encoder_ffn_first_pre_norm, "encoder-block-sublayer-order"),
    (check_encoder_block, encoder_in_place, "modified-input"),
    (check_patchify, patchify_as_columns, "patchify-patches-as-columns"),
    (check_patchify, patchify_loop, "patchify-loop"),
    (check_patchify, patchify_row_loop, "patchify-loop"),
    (check_patchify, patchify_column_major, "patchify-column-major"),
    (check_patchify, patchify_reshape_only, "patchify-no-permute"),
    (check_patchify, patchify_runs_of_pixels, "patchify-no-permute"),
    (check_patchify, patchify_channel_last, "patchify-channel-last"),
    (check_patchify, patchify_patch_transposed, "patchify-patch-transposed"),
    (check_patchify, patchify_split_order, "patchify-split-order"),
]


@pytest.mark.parametrize(("checker", "broken", "code"), BROKEN,
                         ids=[broken.__name__ for _, broken, _ in BROKEN])
def test_each_mistake_gets_its_diagnosis(checker, broken, code):
    assert _diagnosis(checker(broken)) == code


def test_every_diagnosis_of_chapters_6_to_8_is_proven():
    codes = {code for code in exercises.DIAGNOSES if code.startswith(PREFIXES)}
    assert len(codes) >= 15
    assert codes == {code for _, _, code in BROKEN if code.startswith(PREFIXES)}


def test_odd_widths_are_named_in_the_message():
    result = check_sinusoidal_encoding(sinusoidal_even_only)
    assert "d_model=7" in result.message
    assert "RuntimeError" in result.message  # the learner's own error is shown too


@pytest.mark.parametrize("checker", [check_sinusoidal_encoding, check_causal_mask,
                                     check_layer_norm, check_encoder_block, check_patchify])
def test_an_unfinished_stub_is_not_attempted(checker):
    def stub(*args, **kwargs):
        raise NotImplementedError("write it")
    result = checker(stub)
    assert result.verdict == "not attempted" and not result
