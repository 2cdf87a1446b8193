"""Positional encodings: the closed form, the rotation identity, permutation equivariance."""

import math

import pytest
import torch

import attnviz


def test_sinusoidal_values_match_the_closed_form():
    table = attnviz.sinusoidal_encoding(50, 16)
    assert table.shape == (50, 16)
    for i in (0, 1, 7, 49):
        for j in range(8):
            angle = i / 10000 ** (2 * j / 16)
            assert table[i, 2 * j].item() == pytest.approx(math.sin(angle), abs=1e-6)
            assert table[i, 2 * j + 1].item() == pytest.approx(math.cos(angle), abs=1e-6)
    odd = attnviz.sinusoidal_encoding(5, 7)  # the last column is sin, with no cos partner
    assert odd.shape == (5, 7)
    assert odd[3, 6].item() == pytest.approx(math.sin(3 / 10000 ** (6 / 7)), abs=1e-6)


@pytest.mark.parametrize("offset", [1, 3, 10, 25])
def test_rotation_identity_for_relative_positions(offset):
    d_model = 16
    table = attnviz.sinusoidal_encoding(60, d_model, dtype=torch.float64)
    for j in range(d_model // 2):
        omega = 1 / 10000 ** (2 * j / d_model)
        rotation = torch.tensor([[math.cos(offset * omega), -math.sin(offset * omega)],
                                 [math.sin(offset * omega), math.cos(offset * omega)]],
                                dtype=torch.float64)
        pair = table[:, 2 * j: 2 * j + 2]  # (T, 2): (sin, cos) of position * omega
        # [sin(w(i+d)), cos(w(i+d))] = [sin(wi), cos(wi)] @ R(d)
        torch.testing.assert_close(pair[:-offset] @ rotation, pair[offset:])


def test_modules_add_the_table_and_reject_long_sequences():
    encoding = attnviz.SinusoidalPositionalEncoding(d_model=8, max_len=10)
    x = torch.zeros(2, 6, 8)
    torch.testing.assert_close(encoding(x), attnviz.sinusoidal_encoding(6, 8).expand(2, 6, 8))
    torch.testing.assert_close(encoding(x[:, :1], offset=4)[0, 0],
                               attnviz.sinusoidal_encoding(10, 8)[4])
    assert "P" not in encoding.state_dict()  # a non-persistent buffer
    with pytest.raises(ValueError, match=r"positions up to 10 are needed .* max_len=10"):
        encoding(torch.zeros(1, 11, 8))
    with pytest.raises(ValueError, match=r"offset 8 \+ T=3"):
        encoding(torch.zeros(1, 3, 8), offset=8)
    with pytest.raises(ValueError, match="x must have width d_model=8"):
        encoding(torch.zeros(1, 3, 6))
    with pytest.raises(ValueError, match="offset must be a non-negative int"):
        encoding(x, offset=-1)


def test_learned_encoding_is_a_trainable_table():
    torch.manual_seed(0)
    encoding = attnviz.LearnedPositionalEncoding(d_model=4, max_len=5)
    assert "P" in encoding.state_dict() and encoding.P.requires_grad
    out = encoding(torch.zeros(1, 3, 4))
    torch.testing.assert_close(out[0], encoding.P[:3])
    out.sum().backward()
    assert torch.all(encoding.P.grad[:3] == 1) and torch.all(encoding.P.grad[3:] == 0)
    with pytest.raises(ValueError, match="max_len=5"):
        encoding(torch.zeros(1, 6, 4))


def test_self_attention_is_permutation_equivariant_only_without_positions():
    torch.manual_seed(0)
    attention = attnviz.MultiHeadAttention(d_model=8, num_heads=2).eval()
    encoding = attnviz.SinusoidalPositionalEncoding(d_model=8, max_len=20)
    x = torch.randn(2, 7, 8)
    perm = torch.randperm(7)
    out = attention(x, x, x)
    torch.testing.assert_close(attention(x[:, perm], x[:, perm], x[:, perm]), out[:, perm])
    xp, xp_perm = encoding(x), encoding(x[:, perm])
    with_positions = attention(xp, xp, xp)
    permuted = attention(xp_perm, xp_perm, xp_perm)
    assert not torch.allclose(permuted, with_positions[:, perm], atol=1e-4)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: attnviz.SinusoidalPositionalEncoding(d_model=0), "d_model"),
        (lambda: attnviz.SinusoidalPositionalEncoding(d_model=4, max_len=0), "max_len"),
        (lambda: attnviz.LearnedPositionalEncoding(d_model=4, max_len=3, dropout=1), "dropout"),
        (lambda: attnviz.sinusoidal_encoding(0, 4), "num_positions"),
    ],
)
def test_bad_settings_raise(make, message):
    with pytest.raises(ValueError, match=message):
        make()


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.uint8, torch.bool,
                                   torch.complex64, "float32", float])
def test_sinusoidal_encoding_refuses_a_dtype_that_is_not_floating_point(dtype):
    with pytest.raises(TypeError, match="dtype must be a floating-point torch.dtype .* got "):
        attnviz.sinusoidal_encoding(4, 6, dtype=dtype)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float64])
def test_sinusoidal_encoding_rounds_the_float64_table_to_any_floating_dtype(dtype):
    table = attnviz.sinusoidal_encoding(30, 8, dtype=dtype)
    assert table.dtype == dtype
    exact = attnviz.sinusoidal_encoding(30, 8, dtype=torch.float64)
    torch.testing.assert_close(table, exact.to(dtype))
    assert table.abs().max() <= 1 and table[5:].abs().min() < 1  # not truncated to 0 or ±1


def test_encoding_modules_refuse_inputs_of_another_dtype():
    encoding = attnviz.SinusoidalPositionalEncoding(d_model=4, max_len=6)
    with pytest.raises(TypeError, match=r"x has dtype torch.int64, but this "
                                        r"SinusoidalPositionalEncoding's parameters have dtype "
                                        r"torch.float32: x must hold floating-point numbers; "
                                        r"convert the input with "
                                        r"x.to\(torch.float32\)$"):
        encoding(torch.zeros(1, 3, 4, dtype=torch.long))
    assert encoding.double()(torch.zeros(1, 3, 4, dtype=torch.float64)).dtype == torch.float64


# ---------------------------------------------------------------------------------------------
# bad input of every kind: an error that names the argument, before any arithmetic

_ENCODINGS = {
    "SinusoidalPositionalEncoding": attnviz.SinusoidalPositionalEncoding,
    "LearnedPositionalEncoding": attnviz.LearnedPositionalEncoding,
}


@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"num_positions": 0}, ValueError, "num_positions must be a positive int, got 0"),
    ({"num_positions": -3}, ValueError, "num_positions must be a positive int, got -3"),
    ({"num_positions": 4.0}, TypeError, "num_positions must be a positive int, got 4.0"),
    ({"num_positions": True}, ValueError, "num_positions must be a positive int, got True"),
    ({"num_positions": "4"}, TypeError, "num_positions must be a positive int, got '4'"),
    ({"d_model": 0}, ValueError, "d_model must be a positive int, got 0"),
    ({"d_model": 6.5}, TypeError, "d_model must be a positive int, got 6.5"),
    ({"d_model": None}, TypeError, "d_model must be a positive int, got None"),
    ({"base": 0}, ValueError, "base must be a positive number, got 0"),
    ({"base": -10.0}, ValueError, "base must be a positive number, got -10.0"),
    ({"base": math.nan}, ValueError, "base must be a positive number, got nan"),
    ({"base": math.inf}, ValueError, "base must be a positive number, got inf"),
    ({"base": "10000"}, TypeError, "base must be a positive number, got '10000'"),
    ({"base": True}, ValueError, "base must be a positive number, got True"),
    ({"dtype": torch.int64}, TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.int64"),
    ({"dtype": torch.int8}, TypeError, "dtype must be a floating-point torch.dtype .* got "
                                       "torch.int8"),
    ({"dtype": torch.bool}, TypeError, "dtype must be a floating-point torch.dtype .* got "
                                       "torch.bool"),
    ({"dtype": torch.complex64}, TypeError,
     "dtype must be a floating-point torch.dtype .* got torch.complex64"),
    ({"dtype": "float32"}, TypeError, "dtype must be a floating-point torch.dtype .* got "
                                      "'float32'"),
    ({"dtype": None}, TypeError, "dtype must be a floating-point torch.dtype .* got None"),
])
def test_sinusoidal_encoding_refuses_bad_arguments_by_name(kwargs, error, message):
    arguments = {"num_positions": 4, "d_model": 6, **kwargs}
    with pytest.raises(error, match=message):
        attnviz.sinusoidal_encoding(arguments.pop("num_positions"), arguments.pop("d_model"),
                                    **arguments)


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.int16, torch.uint8])
def test_an_integer_table_of_sines_is_an_error_not_a_table_of_zeros_and_ones(dtype):
    with pytest.raises(TypeError, match=f"an integer type would truncate the values\\), got "
                                        f"{dtype}"):
        attnviz.sinusoidal_encoding(50, 8, dtype=dtype)
    table = attnviz.sinusoidal_encoding(50, 8)
    assert ((table != 0) & (table.abs() != 1)).float().mean() > 0.9  # what truncation destroys


@pytest.mark.parametrize("encoding", sorted(_ENCODINGS))
@pytest.mark.parametrize(("kwargs", "error", "message"), [
    ({"d_model": 0}, ValueError, "d_model must be a positive int, got 0"),
    ({"d_model": 8.0}, TypeError, "d_model must be a positive int, got 8.0"),
    ({"d_model": True}, ValueError, "d_model must be a positive int, got True"),
    ({"max_len": 0}, ValueError, "max_len must be a positive int, got 0"),
    ({"max_len": -5}, ValueError, "max_len must be a positive int, got -5"),
    ({"max_len": None}, TypeError, "max_len must be a positive int, got None"),
    ({"max_len": "10"}, TypeError, "max_len must be a positive int, got '10'"),
    ({"dropout": 1.0}, ValueError, r"dropout must be a number in \[0, 1\), got 1.0"),
    ({"dropout": -0.1}, ValueError, r"dropout must be a number in \[0, 1\), got -0.1"),
    ({"dropout": math.nan}, ValueError, r"dropout must be a number in \[0, 1\), got nan"),
    ({"dropout": "0.1"}, TypeError, r"dropout must be a number in \[0, 1\), got '0.1'"),
    ({"dropout": True}, ValueError, r"dropout must be a number in \[0, 1\), got True"),
])
def test_encoding_modules_refuse_bad_sizes_by_name(encoding, kwargs, error, message):
    with pytest.raises(error, match=message):
        _ENCODINGS[encoding](**{"d_model": 8, "max_len": 10, **kwargs})


@pytest.mark.parametrize("encoding", sorted(_ENCODINGS))
def test_encoding_modules_take_keyword_arguments_only(encoding):
    with pytest.raises(TypeError, match="positional argument"):
        _ENCODINGS[encoding](8, 10)


@pytest.mark.parametrize("encoding", sorted(_ENCODINGS))
@pytest.mark.parametrize(("x", "kwargs", "error", "message"), [
    ([[[0.0] * 8]], {}, TypeError, "x must be a torch.Tensor, got list"),
    (torch.zeros(3, 8), {}, ValueError,
     r"x must be a 3-D tensor shaped \(B, T, 8\), got shape \(3, 8\)"),
    (torch.zeros(1, 1, 3, 8), {}, ValueError, r"x must be a 3-D tensor .* \(1, 1, 3, 8\)"),
    (torch.zeros(1, 3, 4), {}, ValueError,
     r"x must have width d_model=8 on its last axis, got shape \(1, 3, 4\)"),
    (torch.zeros(1, 3, 8, dtype=torch.long), {}, TypeError,
     "x has dtype torch.int64, .* x must hold floating-point numbers"),
    (torch.zeros(1, 3, 8, dtype=torch.bool), {}, TypeError,
     "x has dtype torch.bool, .* x must hold floating-point numbers"),
    (torch.zeros(1, 3, 8, dtype=torch.complex64), {}, TypeError,
     "x has dtype torch.complex64, .* x must hold floating-point numbers"),
    (torch.zeros(1, 3, 8, dtype=torch.float64), {}, TypeError,
     r"x has dtype torch.float64, .* x.to\(torch.float32\) or the module with "
     r".to\(torch.float64\)"),
    (torch.zeros(1, 3, 8), {"offset": -1}, ValueError,
     "offset must be a non-negative int, got -1"),
    (torch.zeros(1, 3, 8), {"offset": 1.0}, TypeError,
     "offset must be a non-negative int, got 1.0"),
    (torch.zeros(1, 3, 8), {"offset": True}, ValueError,
     "offset must be a non-negative int, got True"),
    (torch.zeros(1, 3, 8), {"offset": None}, TypeError,
     "offset must be a non-negative int, got None"),
    (torch.zeros(1, 3, 8), {"offset": 8}, ValueError,
     r"positions up to 10 are needed \(offset 8 \+ T=3 steps\) .* max_len=10"),
    (torch.zeros(1, 11, 8), {}, ValueError, "positions up to 10 are needed .* max_len=10"),
])
def test_encoding_modules_refuse_bad_inputs_by_name(encoding, x, kwargs, error, message):
    module = _ENCODINGS[encoding](d_model=8, max_len=10)
    with pytest.raises(error, match=message):
        module(x, **kwargs)


@pytest.mark.filterwarnings("ignore:Complex modules are a new feature")
def test_an_encoding_converted_to_complex_numbers_refuses_complex_inputs():
    module = attnviz.SinusoidalPositionalEncoding(d_model=4, max_len=5).to(torch.complex64)
    with pytest.raises(TypeError, match="x must hold floating-point numbers, got dtype "
                                        "torch.complex64"):
        module(torch.zeros(1, 2, 4, dtype=torch.complex64))
