"""Chapter 12's serving engine under load: continuous against static batching on one stream of
requests, and what shared prefixes save.

Serves a seeded Poisson stream of requests (`attnviz.serving.engine.poisson_requests`) with a
GPT of chapter 9's shape (untrained: speed does not depend on the weights, and every request
generates its full number of tokens) twice with each policy, alternating, and keeps each
policy's better run (the higher throughput). Prints throughput, time to first token and time per
output token at the median and the 99th percentile, new tokens per step, and the ratios
continuous / static, all measured in this one run. Then serves requests that share a system
prompt with and without `share_prefixes` and prints the peak number of blocks in use and the
prompt tokens computed.

    python benchmarks/serving.py                 # about a minute
    python benchmarks/serving.py --requests 96 --rate 40    # a lighter load

At the default rate the requests arrive faster than this CPU serves them, so they queue: the
regime in which the scheduler matters.
"""

from __future__ import annotations

import argparse

import torch

import attnviz
from attnviz.serving.engine import Request, ServeResult, poisson_requests, serve


def model() -> attnviz.GPT:
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=65, context=256, d_model=128, num_heads=4,
                               num_layers=4, ffn_dim=512)
    return attnviz.GPT(config).eval()


def row(name: str, result: ServeResult) -> list[float]:
    values = [result.throughput,
              result.percentile("time_to_first_token", 0.5) * 1e3,
              result.percentile("time_to_first_token", 0.99) * 1e3,
              result.percentile("time_per_output_token", 0.5) * 1e3,
              result.percentile("time_per_output_token", 0.99) * 1e3]
    generated = sum(m.new_tokens for m in result.metrics.values())
    values.append(generated / len(result.steps))
    print(f"{name:14s}" + "".join(f"{v:13.1f}" for v in values) + f"{result.peak_blocks:9d}"
          f"{len(result.steps):8d}")
    return values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=48)
    parser.add_argument("--rate", type=float, default=200.0, help="arrivals per second")
    args = parser.parse_args()
    attnviz.set_cpu_threads()
    gpt = model()
    stream = poisson_requests(args.requests, rate=args.rate, vocab_size=65,
                              prompt_lengths=(16, 128), new_tokens=(8, 96), seed=0)
    settings = {"num_blocks": 256, "block_size": 16, "token_budget": 128, "max_batch": 16}
    print(attnviz.describe_machine(torch.device("cpu")))
    print(f"{args.requests} requests, Poisson arrivals at {args.rate:g} per second, prompts of 16 "
          f"to 128 tokens, 8 to 96 new tokens; {settings}")
    runs: dict[str, list[ServeResult]] = {"continuous": [], "static": []}
    for _ in range(2):
        for policy in runs:
            runs[policy].append(serve(gpt, stream, policy=policy, **settings))
    first = runs["continuous"][0].outputs
    same = [sum(r.outputs[i] == first[i] for i in first) for rs in runs.values() for r in rs]
    print(f"requests whose tokens equal the first run's, in each run: {same} of {len(first)} "
          f"(batches of other sizes round differently; an untrained model's near-ties can flip)")
    print(f"{'policy':14s}{'tokens/s':>13s}{'TTFT p50 ms':>13s}{'TTFT p99 ms':>13s}"
          f"{'TPOT p50 ms':>13s}{'TPOT p99 ms':>13s}{'tokens/step':>13s}{'blocks':>9s}"
          f"{'steps':>8s}")
    best = {policy: max(results, key=lambda r: r.throughput) for policy, results in runs.items()}
    continuous = row("continuous", best["continuous"])
    static = row("static", best["static"])
    print(f"{'continuous / static':14s}" + "".join(f"{c / s:13.2f}"
                                                  for c, s in zip(continuous, static,
                                                                  strict=True)))

    generator = torch.Generator().manual_seed(1)
    system = torch.randint(0, 65, (100,), generator=generator).tolist()
    shared_stream = [Request(id=i, prompt=tuple(system + torch.randint(
        0, 65, (int(torch.randint(4, 32, (), generator=generator)),),
        generator=generator).tolist()), max_new_tokens=32, arrival=i / args.rate)
        for i in range(32)]
    plain = serve(gpt, shared_stream, **settings)
    shared = serve(gpt, shared_stream, share_prefixes=True, **settings)
    agree = sum(shared.outputs[i] == plain.outputs[i] for i in plain.outputs)
    print()
    print("32 requests sharing a system prompt of 100 tokens (then 4 to 31 of their own), "
          "32 new tokens each")
    print(f"{'':18s}{'peak blocks':>12s}{'prompt tokens computed':>24s}{'copies':>8s}")
    for name, result in (("not shared", plain), ("shared prefixes", shared)):
        print(f"{name:18s}{result.peak_blocks:12d}{result.prefill_tokens:24d}"
              f"{result.copies:8d}")
    print(f"{'shared / not':18s}{shared.peak_blocks / plain.peak_blocks:12.2f}"
          f"{shared.prefill_tokens / plain.prefill_tokens:24.2f}")
    print(f"outputs equal to the unshared run's: {agree} of {len(plain.outputs)}")


if __name__ == "__main__":
    main()
