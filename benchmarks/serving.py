"""Chapter 12's serving engine under load: continuous against static batching, the cost of a
step predicted and measured, at two simulated machine speeds, on a small and a larger model; and
what shared prefixes save.

1. **Capacity.** A seeded Poisson stream of requests
   (`attnviz.serving.engine.poisson_requests`) is served with every request waiting from the
   start, by each policy twice, alternately, the better run kept: the requests per second each
   policy completes is its capacity on this machine, and their ratio is the throughput ratio of
   continuous to static batching when the server is never idle.
2. **Load as a fraction of capacity.** The stream then arrives at ``--load`` times continuous
   batching's capacity (its arrival times stretched or squeezed), so that the load is the same
   share of what the machine can do on a slow computer as on a fast one; again each policy
   twice, the better run kept. Printed: throughput, time to first token (TTFT) and time per
   output token (TPOT) at the median and the 99th percentile, new tokens per step, steps, and
   the ratios continuous / static.
3. **Two simulated speeds.** 1 and 2 again with every measured step time multiplied by 5
   (``serve(..., clock_scale=5)``: a machine five times slower). The capacities, and with them
   the arrival rate, follow, so the ratios should agree with the first speed's within the
   noise of the measurement; the last table puts them side by side.
4. **Predict, then measure.** The cost of a step is fitted to continuous batching's steps with
   every request waiting (`attnviz.fit_step_cost`), once as ``overhead + per_token * tokens``
   and once with a prompt token and a decoding request's token apart; each fit predicts static
   batching's time from its own steps and tokens, and so the throughput ratio, printed beside
   the measured one.
5. **A larger model** (``--large``, on by default): 4 layers of width 1,024, about 194 MiB of
   float32 weights, more than most CPUs' last-level cache, on a stream with long-tailed answer
   lengths (exponential, mean 48 tokens), where static batching needs many more steps: its
   capacities and the two predictions, then the time of one of its feed-forward products for
   1 to 64 rows. Whether that time is flat in the rows, as reading the weights once would make
   it, decides whether continuous batching's fewer steps pay in throughput.
6. **Shared prefixes**: requests that share a system prompt served with and without
   `share_prefixes`: the peak number of blocks in use and the prompt tokens computed.

The models are untrained: speed does not depend on the weights, and every request generates
its full number of tokens.

    python benchmarks/serving.py                 # about three minutes on one CPU thread
    python benchmarks/serving.py --no-large      # the small model only, about a minute
    python benchmarks/serving.py --load 0.5      # a lighter load
"""

from __future__ import annotations

import argparse
import dataclasses
import time

import torch
import torch.nn.functional as F

import attnviz
from attnviz.serving.engine import Request, ServeResult, poisson_requests, serve

SPEEDS = (1.0, 5.0)  # clock_scale: this machine, and one five times slower


def small_model() -> attnviz.GPT:
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=65, context=256, d_model=128, num_heads=4,
                               num_layers=4, ffn_dim=512)
    return attnviz.GPT(config).eval()


def large_model() -> attnviz.GPT:
    torch.manual_seed(0)
    config = attnviz.GPTConfig(vocab_size=65, context=512, d_model=1024, num_heads=8,
                               num_layers=4, ffn_dim=4096)
    return attnviz.GPT(config).eval()


def long_tailed(count: int, seed: int) -> list[Request]:
    """Prompts of 8 to 32 tokens, answers of exponentially distributed length (mean 48, at
    least 4, at most 400), every request waiting at time 0."""
    generator = torch.Generator().manual_seed(seed)
    requests = []
    for i in range(count):
        length = int(torch.randint(8, 33, (), generator=generator))
        answer = float(torch.empty(()).exponential_(1 / 48, generator=generator))
        requests.append(Request(id=i, prompt=tuple(torch.randint(
            0, 65, (length,), generator=generator).tolist()),
            max_new_tokens=min(400, max(4, round(answer))), arrival=0.0))
    return requests


def paced(requests: list[Request], rate: float) -> list[Request]:
    """The same requests, their arrivals stretched so that they come at ``rate`` per second
    (the pattern of the gaps kept)."""
    span = max(r.arrival for r in requests)
    if span == 0:  # a burst: spread it evenly
        return [dataclasses.replace(r, arrival=i / rate) for i, r in enumerate(requests)]
    scale = (len(requests) - 1) / rate / span
    return [dataclasses.replace(r, arrival=r.arrival * scale) for r in requests]


def ratios_row(name: str, values: list[float], width: int = 11) -> None:
    print(f"{name:22s}" + "".join(f"{v:{width}.2f}" for v in values))


def summary(result: ServeResult) -> list[float]:
    generated = sum(m.new_tokens for m in result.metrics.values())
    return [result.throughput,
            result.percentile("time_to_first_token", 0.5) * 1e3,
            result.percentile("time_to_first_token", 0.99) * 1e3,
            result.percentile("time_per_output_token", 0.5) * 1e3,
            result.percentile("time_per_output_token", 0.99) * 1e3,
            generated / len(result.steps), float(len(result.steps))]


def compare(gpt: attnviz.GPT, stream: list[Request], settings: dict[str, int], load: float,
            speed: float, *, latency: bool = True
            ) -> tuple[dict[str, ServeResult], dict[str, ServeResult]]:
    """Each policy's capacity (every request waiting), then the stream at ``load`` times
    continuous batching's capacity; each run twice, alternately, the better kept."""
    def best_of_two(requests: list[Request]) -> dict[str, ServeResult]:
        runs: dict[str, list[ServeResult]] = {"continuous": [], "static": []}
        for _ in range(2):
            for policy in runs:
                runs[policy].append(serve(gpt, requests, policy=policy, clock_scale=speed,
                                          **settings))
        return {policy: max(results, key=lambda r: r.throughput)
                for policy, results in runs.items()}

    saturated = best_of_two([dataclasses.replace(r, arrival=0.0) for r in stream])
    capacity = {policy: len(stream) / result.duration for policy, result in saturated.items()}
    print(f"clock x{speed:g}, every request waiting: continuous batching serves "
          f"{capacity['continuous']:.2f} requests/s, static {capacity['static']:.2f}: "
          f"throughput ratio {capacity['continuous'] / capacity['static']:.2f}")
    if not latency:
        return saturated, {}
    arriving = paced(stream, load * capacity["continuous"])
    best = best_of_two(arriving)
    print(f"arrivals at {load:g} x continuous batching's capacity = "
          f"{load * capacity['continuous']:.2f}/s:")
    print(f"{'':22s}{'tokens/s':>11s}{'TTFT p50':>11s}{'TTFT p99':>11s}{'TPOT p50':>11s}"
          f"{'TPOT p99':>11s}{'tokens/step':>12s}{'steps':>8s}")
    rows = {policy: summary(result) for policy, result in best.items()}
    for policy, row in rows.items():
        print(f"{policy:22s}" + "".join(f"{v:11.1f}" for v in row[:5]) + f"{row[5]:12.1f}"
              f"{row[6]:8.0f}")
    ratios_row(f"continuous / static x{speed:g}",
               [c / s for c, s in zip(rows["continuous"], rows["static"], strict=True)])
    print("(TTFT and TPOT in ms on the simulated clock)")
    return saturated, best


def predict(saturated: dict[str, ServeResult]) -> None:
    """Fit the step cost to continuous batching's trace with every request waiting, and
    predict the throughput ratio of the two policies from static batching's steps."""
    measured = saturated["continuous"].throughput / saturated["static"].throughput
    print(f"predicted from continuous batching's {len(saturated['continuous'].steps)} steps "
          f"with every request waiting:")
    for same, name in ((True, "overhead + per token"), (False, "prompt and decode apart")):
        cost = attnviz.fit_step_cost(saturated["continuous"], same_cost=same)
        predicted = cost.predict(saturated["static"]) / cost.predict(saturated["continuous"])
        parts = (f"{cost.overhead * 1e3:.2f} ms + {cost.per_prompt_token * 1e3:.3f} ms per "
                 f"token" if same else
                 f"{cost.overhead * 1e3:.2f} ms + {cost.per_prompt_token * 1e3:.3f} ms per "
                 f"prompt token + {cost.per_decode_token * 1e3:.3f} ms per decoding request")
        print(f"  {name:24s} {parts}")
        print(f"  {'':24s} continuous / static throughput: predicted {predicted:.2f}, "
              f"measured {measured:.2f} ({predicted / measured - 1:+.0%})")


def linear_costs(gpt: attnviz.GPT) -> None:
    """The time of the first block's first feed-forward product for 1 to 64 rows."""
    layer = gpt.blocks[0].ffn.dense1  # type: ignore[union-attr]
    weight = layer.weight.detach()
    print(f"one feed-forward product of the larger model ({tuple(weight.shape)}, "
          f"{weight.numel() * 4 / 2**20:.0f} MiB), best of 20, by rows (tokens in the step):")
    times = {}
    for rows in (1, 2, 4, 8, 16, 32, 64):
        x = torch.randn(rows, weight.shape[1])
        best = float("inf")
        for _ in range(20):
            began = time.perf_counter()
            F.linear(x, weight)
            best = min(best, time.perf_counter() - began)
        times[rows] = best
    print("  rows    " + "".join(f"{rows:9d}" for rows in times))
    print("  ms      " + "".join(f"{t * 1e3:9.3f}" for t in times.values()))
    print("  / 1 row " + "".join(f"{t / times[1]:9.2f}" for t in times.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=48)
    parser.add_argument("--load", type=float, default=0.8,
                        help="arrival rate as a multiple of the measured capacity")
    parser.add_argument("--large", action=argparse.BooleanOptionalAction, default=True,
                        help="also the larger model (about two minutes)")
    args = parser.parse_args()
    if args.load <= 0:
        parser.error(f"--load must be a positive multiple of the capacity, got {args.load}")
    attnviz.set_cpu_threads()
    began = time.perf_counter()
    print(attnviz.describe_machine(torch.device("cpu")))

    gpt = small_model()
    stream = poisson_requests(args.requests, rate=200.0, vocab_size=65,
                              prompt_lengths=(16, 128), new_tokens=(8, 96), seed=0)
    settings = {"num_blocks": 256, "block_size": 16, "token_budget": 128, "max_batch": 16}
    print(f"\nsmall model: 4 layers of width 128; {args.requests} requests, Poisson arrivals, "
          f"prompts of 16 to 128 tokens, 8 to 96 new tokens; {settings}")
    ratios = {}
    for speed in SPEEDS:
        saturated, best = compare(gpt, stream, settings, args.load, speed)
        ratios[speed] = [c / s for c, s in zip(summary(best["continuous"]),
                                               summary(best["static"]), strict=True)]
        ratios[speed][0] = saturated["continuous"].throughput / saturated["static"].throughput
        predict(saturated)
        print()
    print("continuous / static at both speeds (throughput: every request waiting; the rest: at "
          "the load)")
    print(f"{'':22s}{'tokens/s':>11s}{'TTFT p50':>11s}{'TTFT p99':>11s}"
          f"{'TPOT p50':>11s}{'TPOT p99':>11s}")
    for speed, row in ratios.items():
        ratios_row(f"clock x{speed:g}", row[:5])
    ratios_row("x5 / x1", [b / a for a, b in zip(ratios[SPEEDS[0]][:5], ratios[SPEEDS[1]][:5],
                                                   strict=True)])

    if args.large:
        large = large_model()
        weights = sum(p.numel() for p in large.parameters()) * 4 / 2**20
        answers = long_tailed(args.requests, seed=0)
        settings_large = {"num_blocks": 512, "block_size": 16, "token_budget": 256,
                          "max_batch": 16}
        print(f"\nlarger model: 4 layers of width 1024, {weights:.0f} MiB of weights; "
              f"{args.requests} requests, prompts of 8 to 32 tokens, answers of "
              f"{min(r.max_new_tokens for r in answers)} to "
              f"{max(r.max_new_tokens for r in answers)} tokens (exponential, mean 48); "
              f"{settings_large}")
        saturated, _ = compare(large, answers, settings_large, args.load, SPEEDS[0],
                               latency=False)
        predict(saturated)
        linear_costs(large)

    generator = torch.Generator().manual_seed(1)
    system = torch.randint(0, 65, (100,), generator=generator).tolist()
    shared_stream = [Request(id=i, prompt=tuple(system + torch.randint(
        0, 65, (int(torch.randint(4, 32, (), generator=generator)),),
        generator=generator).tolist()), max_new_tokens=32, arrival=i / 200.0)
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
    print(f"\nwhole run: {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
