"""A serving step through the model's own forward: GPT.forward with one PagedStep per layer
gives, for every packed sequence, the logits the model gives that sequence alone (float64),
for every kind of positions and grouped-query attention; and refuses what a step cannot do."""

import pytest
import torch

import attnviz
from attnviz.mechanism.paged_step import PagedStep, StepContext

BLOCK = 4


def _gpt(positions, num_kv_heads):
    torch.manual_seed(1)
    config = attnviz.GPTConfig(vocab_size=30, context=32, d_model=16, num_heads=4, num_layers=2,
                               ffn_dim=32, positions=positions, num_kv_heads=num_kv_heads)
    return attnviz.GPT(config).double().eval()


def _pools(model, num_blocks=16):
    attention = model.blocks[0].attention
    shape = (len(model.blocks), num_blocks, attention.num_kv_heads, BLOCK, attention.head_dim)
    return torch.zeros(shape, dtype=torch.float64), torch.zeros(shape, dtype=torch.float64)


def _step(model, keys, values, sequences, tokens):
    """Run one step: ``sequences`` of (blocks, computed, n), ``tokens`` their whole ids."""
    context = StepContext.build(sequences, block_size=BLOCK)
    ids = torch.tensor([t for (_, done, n), seq in zip(sequences, tokens, strict=True)
                        for t in seq[done:done + n]])
    caches = [PagedStep(context, keys[i], values[i]) for i in range(len(model.blocks))]
    return model(ids[None], caches=caches)[0], context


@pytest.mark.parametrize("positions, num_kv_heads", [("learned", None), ("sinusoidal", 2),
                                                     ("rotary", 1), ("rotary", None)])
def test_packed_sequences_get_the_logits_each_gets_alone(positions, num_kv_heads):
    model = _gpt(positions, num_kv_heads)
    keys, values = _pools(model)
    tokens = [[3, 1, 4, 1, 5, 9, 2], [2, 7, 1, 8, 2, 8, 1, 8, 2], [6, 6]]
    tables = [[5, 2], [0, 7, 9], [11]]
    with torch.no_grad():
        # step 1: prefill 5, 3 and 2 tokens (chunks); step 2: the rest, one of them decoding
        first, _ = _step(model, keys, values, [(tables[0], 0, 5), (tables[1], 0, 3),
                                               (tables[2], 0, 2)], tokens)
        second, context = _step(model, keys, values, [(tables[0], 5, 2), (tables[1], 3, 6)],
                                tokens[:2])
        for seq, start, rows in ((0, 0, range(0, 5)), (1, 0, range(5, 8)), (2, 0, range(8, 10))):
            alone = model(torch.tensor([tokens[seq]]))[0]
            torch.testing.assert_close(first[list(rows)], alone[start:start + len(rows)])
        for seq, (begin, end), done in ((0, context.rows[0], 5), (1, context.rows[1], 3)):
            alone = model(torch.tensor([tokens[seq]]))[0]
            torch.testing.assert_close(second[begin:end], alone[done:done + end - begin])


def test_a_decoding_step_of_several_sequences_is_their_cached_decoding():
    model = _gpt("rotary", 2)
    keys, values = _pools(model)
    tokens = [[1, 2, 3, 4, 5, 6], [7, 8, 9]]
    tables = [[3, 4], [8]]
    with torch.no_grad():
        _step(model, keys, values, [(tables[0], 0, 5), (tables[1], 0, 2)], tokens)
        logits, context = _step(model, keys, values, [(tables[0], 5, 1), (tables[1], 2, 1)],
                                tokens)
    assert context.decode_rows is not None and context.decode_rows.tolist() == [0, 1]
    for row, seq in enumerate(tokens):
        torch.testing.assert_close(logits[row], model(torch.tensor([seq]))[0, -1])


def test_what_a_step_cannot_do_is_refused_by_name():
    model = _gpt("learned", None)
    keys, values = _pools(model)
    context = StepContext.build([([0], 0, 2)], block_size=BLOCK)
    caches = [PagedStep(context, keys[i], values[i]) for i in range(2)]
    with pytest.raises(ValueError, match="one row of the step's 2 tokens"):
        model(torch.tensor([[1, 2], [3, 4]]), caches=caches)
    other = StepContext.build([([0], 0, 2)], block_size=BLOCK)
    with pytest.raises(ValueError, match="all of one StepContext"):
        model(torch.tensor([[1, 2]]), caches=[caches[0], PagedStep(other, keys[1], values[1])])
    with pytest.raises(ValueError, match="need_weights"):
        model(torch.tensor([[1, 2]]), caches=caches, need_weights=True)
    with pytest.raises(ValueError, match="more than the model's context of 32"):
        far = StepContext.build([(list(range(9)), 32, 1)], block_size=BLOCK)
        model(torch.tensor([[1]]), caches=[PagedStep(far, keys[i], values[i]) for i in range(2)])
    with pytest.raises(ValueError, match=r"sequences\[0\] needs 6 slots"):
        StepContext.build([([0], 0, 6)], block_size=BLOCK)
    with pytest.raises(ValueError, match="at least one"):
        StepContext.build([], block_size=BLOCK)
    with pytest.raises(TypeError, match="context must be a StepContext"):
        PagedStep("step", keys[0], values[0])
