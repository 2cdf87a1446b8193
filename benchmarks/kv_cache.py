"""The key–value cache of four kinds of attention, filled by decoding (chapter 11).

One layer of each kind decodes ``--tokens`` tokens one at a time (batch 1, float32, CPU) into
its cache, at one set of sizes with DeepSeek-V2's ratios (``Dc = 4 Dh``, ``Dr = Dh / 2``):

* ``MHA``: ``attnviz.MultiHeadAttention`` with an ``attnviz.KVCache`` (``H`` key–value heads);
* ``GQA``: the same with ``num_kv_heads = H / 4``;
* ``MQA``: the same with ``num_kv_heads = 1``;
* ``MLA``: ``attnviz.MultiHeadLatentAttention`` with an ``attnviz.LatentCache``, decoded twice,
  in the explicit form (the cached latents up-projected to per-head keys and values at every
  step) and in the absorbed form (scored and averaged in latent space).

It prints, for each, the bytes one token adds to the cache, measured from the filled cache
(and asserted equal to ``attnviz.kv_cache_numbers_per_token`` times 4 bytes), the ratio to MHA,
and the time per decoded token: the best of ``--repeats`` whole decodings divided by the
number of tokens (``attnviz.best_times``, the five decodings called in alternation so that a
shared machine's slow drifts hit them alike). Before timing, the absorbed MLA's outputs are
checked against the explicit one's. One thread, so that the numbers do not depend on how many
cores the machine lends.

    python benchmarks/kv_cache.py [--tokens 512] [--repeats 3] [--d-model 512] [--heads 8]
        [--head-dim 64]
"""

from __future__ import annotations

import argparse
import platform
from collections.abc import Callable

import torch

import attnviz


def _decode_mha(layer: attnviz.MultiHeadAttention, x: torch.Tensor
                ) -> tuple[torch.Tensor, attnviz.KVCache]:
    cache = attnviz.KVCache()
    outputs = [layer(step, step, step, causal=True, cache=cache) for step in x.split(1, dim=1)]
    return torch.cat(outputs, dim=1), cache


def _decode_mla(layer: attnviz.MultiHeadLatentAttention, x: torch.Tensor, *, absorbed: bool
                ) -> tuple[torch.Tensor, attnviz.LatentCache]:
    cache = attnviz.LatentCache()
    outputs = [layer(step, cache=cache, absorbed=absorbed) for step in x.split(1, dim=1)]
    return torch.cat(outputs, dim=1), cache


def _mha_call(layer: attnviz.MultiHeadAttention, x: torch.Tensor
              ) -> Callable[[], tuple[torch.Tensor, object]]:
    return lambda: _decode_mha(layer, x)


@torch.inference_mode()
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=512)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--d-model", type=int, default=512)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--head-dim", type=int, default=64)
    args = parser.parse_args()
    torch.set_num_threads(1)
    heads, width = args.heads, args.head_dim
    latent_dim, rope_dim = 4 * width, width // 2
    cpu = platform.processor() or platform.machine()
    print(f"device: cpu ({cpu}, 1 thread), torch {torch.__version__}; D={args.d_model}, "
          f"H={heads}, Dh={width}, MLA with Dc={latent_dim} and Dr={rope_dim}; batch 1, float32, "
          f"{args.tokens} tokens decoded one at a time")

    torch.manual_seed(0)
    x = torch.randn(1, args.tokens, args.d_model)
    kv_heads = {"MHA": heads, "GQA": max(1, heads // 4), "MQA": 1}
    mha_layers = {kind: attnviz.MultiHeadAttention(d_model=args.d_model, num_heads=heads,
                                                   num_kv_heads=groups, bias=False).eval()
                  for kind, groups in kv_heads.items()}
    assert all(layer.head_dim == width for layer in mha_layers.values()), "D must be H * Dh"
    mla = attnviz.MultiHeadLatentAttention(d_model=args.d_model, num_heads=heads,
                                           head_dim=width, latent_dim=latent_dim,
                                           rope_dim=rope_dim).eval()

    calls: dict[str, Callable[[], tuple[torch.Tensor, object]]] = {
        kind: _mha_call(layer, x) for kind, layer in mha_layers.items()}
    calls["MLA explicit"] = lambda: _decode_mla(mla, x, absorbed=False)
    calls["MLA absorbed"] = lambda: _decode_mla(mla, x, absorbed=True)

    # bytes per token, from the filled caches
    per_token: dict[str, float] = {}
    numbers: dict[str, int] = {}
    outputs: dict[str, torch.Tensor] = {}
    for kind, call in calls.items():
        out, cache = call()
        outputs[kind] = out
        if isinstance(cache, attnviz.KVCache):
            assert cache.keys is not None and cache.values is not None
            stored = cache.keys.numel() * 4 + cache.values.numel() * 4
            numbers[kind] = attnviz.kv_cache_numbers_per_token(
                kind.lower(), num_heads=heads, head_dim=width,
                num_kv_heads=kv_heads[kind] if kind == "GQA" else None)
        else:
            assert isinstance(cache, attnviz.LatentCache)
            stored = cache.nbytes
            numbers[kind] = attnviz.kv_cache_numbers_per_token(
                "mla", num_heads=heads, head_dim=width, latent_dim=latent_dim,
                rope_dim=rope_dim)
        per_token[kind] = stored / args.tokens
        assert per_token[kind] == numbers[kind] * 4, (kind, per_token[kind], numbers[kind])
    torch.testing.assert_close(outputs["MLA absorbed"], outputs["MLA explicit"],
                               rtol=1e-4, atol=1e-5)

    times = dict(zip(calls, attnviz.best_times(list(calls.values()), repeats=args.repeats),
                     strict=True))
    print(f"\n{'attention':>14}{'numbers/token':>15}{'bytes/token':>13}{'/ MHA':>8}"
          f"{'ms/token':>10}")
    for kind in calls:
        print(f"{kind:>14}{numbers[kind]:>15}{per_token[kind]:>13.0f}"
              f"{per_token[kind] / per_token['MHA']:>8.3f}"
              f"{1000 * times[kind] / args.tokens:>10.3f}")
    print(f"\nMLA absorbed / explicit, time per token: "
          f"{times['MLA absorbed'] / times['MLA explicit']:.2f}")


if __name__ == "__main__":
    main()
