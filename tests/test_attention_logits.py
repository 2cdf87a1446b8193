"""MultiHeadAttention.logits: the scores its softmax reads (chapter 13 watches their size)."""

from __future__ import annotations

import pytest
import torch

import attnviz


@pytest.mark.parametrize("options", [{}, {"qk_norm": True}, {"num_kv_heads": 2},
                                     {"logit_cap": 5.0}, {"rotary_base": 100.0}])
def test_the_logits_are_what_the_softmax_reads(options):
    torch.manual_seed(0)
    layer = attnviz.MultiHeadAttention(d_model=32, num_heads=4, **options).double()
    x = torch.randn(2, 7, 32, dtype=torch.float64)
    logits = layer.logits(x, x)
    assert logits.shape == (2, 4, 7, 7)
    read = attnviz.soft_cap(logits, 5.0) if "logit_cap" in options else logits
    _, weights = layer(x, x, x, need_weights=True)
    torch.testing.assert_close(weights, torch.softmax(read, dim=-1), rtol=1e-12, atol=1e-12)


def test_logits_refuse_bad_input_and_a_sharing_layer():
    layer = attnviz.MultiHeadAttention(d_model=8, num_heads=2)
    with pytest.raises(ValueError, match="queries must have width 8"):
        layer.logits(torch.zeros(1, 3, 4), torch.zeros(1, 3, 8))
    sharing = attnviz.MultiHeadAttention(d_model=8, num_heads=2, shares_kv=True)
    with pytest.raises(ValueError, match="projects its own keys"):
        sharing.logits(torch.zeros(1, 3, 8), torch.zeros(1, 3, 8))
