"""Shared argument checks, and the dtype contract of every layer with weights.

A float64, float16, bfloat16 or integer input into a float32 layer is a TypeError at the layer's
boundary that names the argument, its dtype and the parameters' dtype and says how to convert;
the attention functions refuse integer values and queries and keys of different dtypes.
"""

import re
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz._checks import (
    ArgumentTypeError,
    check_bool,
    check_finite_number,
    check_float_dtype,
    check_generator,
    check_int,
    check_integer,
    check_items,
    check_labels,
    check_module_dtype,
    check_positive,
    check_probability,
)
from attnviz.inspection.maps import _check_layers
from attnviz.models.blocks import PositionWiseFFN, TransformerDecoderBlock, TransformerEncoderBlock
from attnviz.models.seq2seq import Seq2SeqConfig, make_seq2seq
from attnviz.models.transformer import TransformerConfig, make_transformer
from attnviz.models.vit import PatchEmbedding, VisionTransformer, ViTConfig

PACKAGE = Path(attnviz.__file__).parent


@pytest.mark.parametrize(
    ("kwargs", "value", "message"),
    [
        ({"minimum": 0}, -1, "n must be a non-negative int, got -1"),
        ({"minimum": 1}, 0, "n must be a positive int, got 0"),
        ({"minimum": 2}, 1, "n must be an int >= 2, got 1"),
        ({"minimum": 1, "maximum": 64}, 65, "n must be an int between 1 and 64, got 65"),
        ({"maximum": 3}, 4, "n must be an int <= 3, got 4"),
        ({}, 1.0, "n must be an int, got 1.0"),
        ({"minimum": 0}, True, "n must be a non-negative int, got True"),  # bool is not an int
        ({"minimum": 0, "expected": "a token id"}, "3", "n must be a token id, got '3'"),
    ],
)
def test_check_int_names_the_argument_the_value_and_what_was_expected(kwargs, value, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        check_int("n", value, **kwargs)


_NOT_NUMBERS = [True, "3", None, [1]]  # bool is not a number here, nor an int


@pytest.mark.parametrize(("check", "bad"), [
    *[(lambda value: check_int("n", value, minimum=0), bad) for bad in [1.0, *_NOT_NUMBERS]],
    *[(lambda value: check_positive("n", value, integer=True), bad)
      for bad in [1.0, *_NOT_NUMBERS]],
    *[(lambda value: check_positive("n", value), bad) for bad in _NOT_NUMBERS],
    *[(lambda value: check_finite_number("n", value), bad) for bad in _NOT_NUMBERS],
    *[(lambda value: check_probability("n", value), bad) for bad in _NOT_NUMBERS],
], ids=lambda x: repr(x) if not callable(x) else "check")
def test_a_wrong_type_is_a_type_error_that_is_also_a_value_error(check, bad):
    """A caller catching ValueError for every bad setting still catches a wrong type."""
    with pytest.raises(ArgumentTypeError, match=f"^n must be .*, got {re.escape(repr(bad))}$"):
        check(bad)
    assert issubclass(ArgumentTypeError, TypeError) and issubclass(ArgumentTypeError, ValueError)


@pytest.mark.parametrize(("check", "value"), [
    (lambda value: check_int("n", value, minimum=0), -1),
    (lambda value: check_int("n", value, maximum=3), 4),
    (lambda value: check_positive("n", value), 0.0),
    (lambda value: check_positive("n", value), float("inf")),
    (lambda value: check_positive("n", value), float("nan")),
    (lambda value: check_finite_number("n", value), float("inf")),
    (lambda value: check_finite_number("n", value, minimum=0), -0.5),
    (lambda value: check_probability("n", value), 1.0),
    (lambda value: check_probability("n", value), float("nan")),
])
def test_a_value_out_of_range_is_a_value_error_only(check, value):
    with pytest.raises(ValueError, match=f"^n must be .*, got {re.escape(repr(value))}$") as info:
        check(value)
    assert not isinstance(info.value, TypeError)


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32, torch.int16, torch.int8,
                                   torch.uint8, torch.bool, torch.complex64, torch.complex128,
                                   "float32", float, None], ids=str)
def test_check_float_dtype_refuses_every_dtype_that_would_truncate_or_is_not_a_dtype(dtype):
    with pytest.raises(TypeError, match=f"^table_dtype must be a floating-point torch.dtype "
                                        rf"such as torch.float32 or torch.float64 \(an integer "
                                        rf"type would truncate the values\), got "
                                        f"{re.escape(repr(dtype))}$"):
        check_float_dtype("table_dtype", dtype)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32, torch.float64])
def test_check_float_dtype_returns_floating_dtypes(dtype):
    assert check_float_dtype("dtype", dtype) is dtype


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bool, torch.complex64])
def test_check_integer_refuses_what_is_not_integers(dtype):
    with pytest.raises(TypeError, match=f"^lengths must hold integers, got dtype {dtype}$"):
        check_integer("lengths", torch.zeros(2, dtype=dtype))
    for integer in (torch.int64, torch.int32, torch.uint8):
        check_integer("lengths", torch.zeros(2, dtype=integer))


@pytest.mark.parametrize("value", [0, 1, "True", None, 1.0], ids=repr)
def test_check_bool_refuses_what_is_not_a_bool(value):
    with pytest.raises(TypeError, match=f"^flag must be a bool, got {type(value).__name__} "
                                        f"{re.escape(repr(value))}$"):
        check_bool("flag", value)
    assert check_bool("flag", True) is True and check_bool("flag", False) is False


@pytest.mark.parametrize("value", [0, "seed", torch.manual_seed], ids=repr)
def test_check_generator_refuses_what_is_not_a_generator(value):
    with pytest.raises(TypeError, match="^generator must be a torch.Generator or None"):
        check_generator("generator", value)
    generator = torch.Generator()
    assert check_generator("generator", generator) is generator
    assert check_generator("generator", None) is None


@pytest.mark.parametrize("dtype", [torch.int64, torch.bool, torch.complex64])
def test_a_non_floating_input_into_a_layer_is_told_floating_point_is_expected(dtype):
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
    with pytest.raises(TypeError, match=f"^x has dtype {dtype}, but this MultiHeadAttention's "
                                        f"parameters have dtype torch.float32: x must hold "
                                        r"floating-point numbers; convert the input with "
                                        r"x.to\(torch.float32\)$"):
        check_module_dtype("x", torch.zeros(2, dtype=dtype), layer)


def test_check_int_returns_good_values_and_can_raise_type_error():
    assert check_int("n", 0, minimum=0) == 0
    assert check_int("n", 64, minimum=1, maximum=64) == 64
    with pytest.raises(TypeError, match="pad_id must be an int, got None"):
        check_int("pad_id", None, error=TypeError)


def test_no_module_writes_the_int_check_inline():
    """The check lives in _checks.check_int."""
    pattern = re.compile(r"isinstance\(\w+, bool\) or not isinstance\(\w+, int\)")
    offenders = [path.name for path in PACKAGE.glob("*.py")
                 if path.name != "_checks.py"
                 and pattern.search(path.read_text(encoding="utf-8"))]
    assert offenders == []


def _layers():
    """(layer, its inputs as {argument name: float32 tensor}) for every layer with weights."""
    torch.manual_seed(0)
    q, k, v = torch.randn(2, 3, 8), torch.randn(2, 4, 8), torch.randn(2, 4, 8)
    qkv = {"queries": q, "keys": k, "values": v}
    return {
        "AdditiveAttention": (attnviz.AdditiveAttention(query_dim=8, key_dim=8, hidden_dim=4),
                              qkv),
        "MultiplicativeAttention": (attnviz.MultiplicativeAttention(query_dim=8, key_dim=8), qkv),
        "MultiHeadAttention": (attnviz.MultiHeadAttention(d_model=8, num_heads=2), qkv),
        "SinusoidalPositionalEncoding": (attnviz.SinusoidalPositionalEncoding(d_model=8,
                                                                              max_len=5),
                                         {"x": q}),
        "LearnedPositionalEncoding": (attnviz.LearnedPositionalEncoding(d_model=8, max_len=5),
                                      {"x": q}),
        "PositionWiseFFN": (PositionWiseFFN(d_model=8, ffn_dim=16), {"x": q}),
        "TransformerEncoderBlock": (TransformerEncoderBlock(d_model=8, num_heads=2, ffn_dim=16),
                                    {"x": q}),
        "TransformerDecoderBlock": (TransformerDecoderBlock(d_model=8, num_heads=2, ffn_dim=16),
                                    {"x": q, "memory": k}),
        "PatchEmbedding": (PatchEmbedding(image_size=4, patch_size=2, in_channels=1, d_model=8),
                           {"images": torch.randn(2, 1, 4, 4)}),
        "VisionTransformer": (VisionTransformer(ViTConfig(image_size=4, patch_size=2,
                                                          d_model=8, num_heads=2,
                                                          mlp_dim=16)),
                              {"images": torch.randn(2, 1, 4, 4)}),
    }


def _call(layer, inputs):
    return layer(*inputs.values())


LAYER_ARGUMENTS = [(name, argument) for name, (_, inputs) in _layers().items()
                   for argument in inputs]


@pytest.mark.parametrize(("layer_name", "argument"), LAYER_ARGUMENTS)
@pytest.mark.parametrize("dtype", [torch.float64, torch.float16, torch.bfloat16, torch.int64])
def test_an_input_of_another_dtype_is_a_type_error_that_says_how_to_convert(layer_name, argument,
                                                                           dtype):
    layer, inputs = _layers()[layer_name]
    inputs[argument] = inputs[argument].to(dtype)
    with pytest.raises(TypeError) as error:
        _call(layer.eval(), inputs)
    message = str(error.value)
    if argument == "values" and layer_name != "MultiHeadAttention":
        # values meet no weight: they must match the queries, which match the parameters
        assert message.startswith("values must have the dtype of queries")
        assert str(dtype) in message and "values.to(torch.float32)" in message
        return
    assert message.startswith(f"{argument} has dtype {dtype}, but this {layer_name}'s "
                              "parameters have dtype torch.float32")
    assert f"{argument}.to(torch.float32)" in message
    # converting the module instead is offered only for floating-point inputs
    assert (f"the module with .to({dtype})" in message) == dtype.is_floating_point


@pytest.mark.parametrize("layer_name", sorted(_layers()))
def test_converting_the_module_to_the_inputs_dtype_works_and_gives_the_same_result(layer_name):
    layer, inputs = _layers()[layer_name]
    layer.eval()
    with torch.no_grad():
        expected = _call(layer, inputs)
        result = _call(layer.double(), {name: x.double() for name, x in inputs.items()})
    assert result.dtype == torch.float64
    torch.testing.assert_close(result.float(), expected, atol=1e-5, rtol=1e-4)


def test_autocast_may_run_a_float32_layer_on_lower_precision_inputs():
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2).eval()
    x = torch.randn(2, 3, 8)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        assert layer(x.bfloat16(), x.bfloat16(), x.bfloat16()).dtype == torch.bfloat16
        with pytest.raises(TypeError, match="queries has dtype torch.int64"):
            layer(x.long(), x, x)  # integers are wrong under autocast too


def test_check_module_dtype_accepts_a_module_without_floating_tensors():
    check_module_dtype("x", torch.ones(2, dtype=torch.long), torch.nn.ReLU())  # nothing to match


def _models():
    torch.manual_seed(0)
    return {
        "transformer": make_transformer(TransformerConfig(src_vocab_size=30, tgt_vocab_size=40,
                                                          d_model=16, num_heads=2, ffn_dim=32,
                                                          max_len=20)).eval(),
        "bahdanau": make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40,
                                               embed_dim=8, hidden_dim=16)).eval(),
        "plain": make_seq2seq(Seq2SeqConfig(src_vocab_size=30, tgt_vocab_size=40, embed_dim=8,
                                            hidden_dim=16, attention=False)).eval(),
    }


def _batch():
    """Source ids ``(2, 5)`` from a vocabulary of 30, target ids ``(2, 4)`` from one of 40."""
    g = torch.Generator().manual_seed(5)
    return (torch.randint(4, 30, (2, 5), generator=g), torch.randint(4, 40, (2, 4), generator=g),
            torch.tensor([5, 3]))


@pytest.mark.parametrize("name", ["transformer", "bahdanau", "plain"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bool])
def test_encoder_decoders_take_integer_token_ids_only(name, dtype):
    model = _models()[name]
    src, tgt, lens = _batch()
    with pytest.raises(TypeError, match=f"src must hold integer token ids, got dtype {dtype}"):
        model(src.to(dtype), lens, tgt)
    with pytest.raises(TypeError, match=f"tgt_input must hold integer token ids, got dtype "
                                        f"{dtype}"):
        model(src, lens, tgt.to(dtype))
    assert model(src.int(), lens, tgt.int()).shape == (2, 4, 40)  # int32 ids are ids too


def test_attention_functions_refuse_integer_values_and_mixed_precisions():
    g = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(2, 3, 4, generator=g), torch.randn(2, 5, 4, generator=g),
               torch.randn(2, 5, 4, generator=g))
    with pytest.raises(TypeError, match="keys must have the dtype of queries, got keys of dtype "
                                        "torch.float32 and queries of dtype torch.float64"):
        attnviz.scaled_dot_product_attention(q.double(), k, v)
    with pytest.raises(TypeError, match="keys must have the dtype of queries"):
        attnviz.dot_product_scores(q, k.double())
    with pytest.raises(TypeError, match="values must have the dtype of queries, got values of "
                                        "dtype torch.int64"):
        attnviz.scaled_dot_product_attention(q, k, v.long())
    with pytest.raises(TypeError, match="values must have the dtype of scores"):
        attnviz.attention_pool(torch.randn(2, 3, 5), v.long())
    with pytest.raises(TypeError, match="queries must hold floating-point numbers, got dtype "
                                        "torch.int64"):
        attnviz.scaled_dot_product_attention(q.long(), k.long(), v.long())
    with pytest.raises(TypeError, match="w_q must have the dtype of queries"):
        attnviz.additive_scores(q, k, w_q=torch.ones(4, 2, dtype=torch.float64),
                                w_k=torch.ones(4, 2), w_v=torch.ones(2))
    with pytest.raises(TypeError, match="weight must have the dtype of queries"):
        attnviz.multiplicative_scores(q, k, weight=torch.eye(4, dtype=torch.float16))
    layer = attnviz.DotProductAttention()
    with pytest.raises(TypeError, match="keys must have the dtype of queries"):
        layer(q, k.double(), v)
    with pytest.raises(TypeError, match="values must have the dtype of queries, got values of "
                                        "dtype torch.int64"):
        layer(q, k, v.long())
    x = torch.linspace(0, 1, 5)
    with pytest.raises(TypeError, match="x_query must have the dtype of x_train"):
        attnviz.nadaraya_watson(x, x, x.double())
    with pytest.raises(TypeError, match="y_train must have the dtype of x_train"):
        attnviz.nadaraya_watson(x, x.half(), x)
    # the same computations in one dtype run (the oracle: float64 agrees with float32)
    output = attnviz.scaled_dot_product_attention(q.double(), k.double(), v.double())
    torch.testing.assert_close(output.float(), attnviz.scaled_dot_product_attention(q, k, v))


# -- one validator for every model configuration ----------------------------------------------

_CONFIGS = {
    "Seq2SeqConfig": lambda **kw: attnviz.Seq2SeqConfig(src_vocab_size=5, tgt_vocab_size=5,
                                                        **kw),
    "TransformerConfig": lambda **kw: attnviz.TransformerConfig(src_vocab_size=5,
                                                                tgt_vocab_size=5, **kw),
    "GPTConfig": lambda **kw: attnviz.GPTConfig(vocab_size=5, **kw),
    "ViTConfig": lambda **kw: attnviz.ViTConfig(**kw),
}
_FIELDS = {  # the fields each configuration shares with the vocabulary of the others
    "Seq2SeqConfig": ("num_layers", "dropout"),
    "TransformerConfig": ("d_model", "num_heads", "num_layers", "ffn_dim", "dropout"),
    "GPTConfig": ("d_model", "num_heads", "num_layers", "dropout"),
    "ViTConfig": ("d_model", "num_heads", "num_layers", "dropout"),
}
_BAD = {  # field: (bad value, error, the one message every configuration gives)
    "d_model": (0, ValueError, "d_model must be a positive int, got 0"),
    "num_heads": (2.0, TypeError, "num_heads must be a positive int, got 2.0"),
    "num_layers": (-1, ValueError, "num_layers must be a positive int, got -1"),
    "ffn_dim": ("64", TypeError, "ffn_dim must be a positive int, got '64'"),
    "dropout": (1.0, ValueError, r"dropout must be a number in \[0, 1\), got 1.0"),
}


@pytest.mark.parametrize(("config", "field"),
                         [(config, field) for config, fields in _FIELDS.items()
                          for field in fields])
def test_every_model_config_refuses_a_bad_field_in_one_wording_that_names_it(config, field):
    value, error, message = _BAD[field]
    with pytest.raises(error, match=f"^{message}$"):
        _CONFIGS[config](**{field: value})


@pytest.mark.parametrize("config", ["TransformerConfig", "GPTConfig", "ViTConfig"])
def test_every_model_config_says_the_width_must_divide_into_heads_in_one_wording(config):
    with pytest.raises(ValueError, match=r"^d_model must be divisible by num_heads, got "
                                         r"d_model=30 and num_heads=4$"):
        _CONFIGS[config](d_model=30, num_heads=4)


def test_config_flags_and_choices_are_named_with_what_they_may_be():
    with pytest.raises(TypeError, match="^tie_embeddings must be True or False, got 1$"):
        _CONFIGS["TransformerConfig"](tie_embeddings=1)
    with pytest.raises(TypeError, match="^bidirectional must be True or False, got 'no'$"):
        _CONFIGS["Seq2SeqConfig"](bidirectional="no")
    with pytest.raises(ValueError, match="^activation must be one of 'gelu', 'relu', got 'tanh'$"):
        _CONFIGS["TransformerConfig"](activation="tanh")
    with pytest.raises(ValueError, match="^image_size must be divisible by patch_size, got "
                                         "image_size=8 and patch_size=3$"):
        _CONFIGS["ViTConfig"](patch_size=3)


@pytest.mark.parametrize("config", list(_CONFIGS))
def test_every_model_keeps_its_config(config):
    made = _CONFIGS[config]()
    model = {"Seq2SeqConfig": make_seq2seq, "TransformerConfig": attnviz.make_transformer,
             "GPTConfig": attnviz.GPT, "ViTConfig": attnviz.VisionTransformer}[config](made)
    assert model.config is made


def test_a_list_of_the_wrong_kind_of_entries_names_the_first_wrong_one_and_what_it_got():
    assert check_items("xs", (1, 2), int, "an int") == [1, 2]
    with pytest.raises(TypeError, match=r"^xs\[1\] must be an int, got str 'a'$"):
        check_items("xs", [1, "a", None], int, "an int")
    with pytest.raises(TypeError, match=r"^labels\[0\] must be a str, got int 3$"):
        check_labels("labels", [3, "b"], 2, "query")
    layer = attnviz.MultiHeadAttention(d_model=4, num_heads=2)
    with pytest.raises(TypeError, match=r"^layers\[1\] must be an attnviz attention layer "
                                        r"\(module object\), got Linear Linear\("):
        _check_layers("layers", [layer, torch.nn.Linear(2, 2)])
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=5, context=8, d_model=4, num_heads=2,
                                          num_layers=1, ffn_dim=4))
    with pytest.raises(TypeError, match=r"^requests\[0\] must be a Request, got dict \{\}$"):
        attnviz.serve(model, [{}])
