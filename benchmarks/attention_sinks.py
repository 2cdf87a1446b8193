"""Chapter 11's attention-sink experiment from several seeds: how often a sink forms, and what a
rolling cache without it costs.

Trains chapter 11's two models on the back-copy task (`attnviz.backcopy_tokens`: random tokens, and
after a trigger a copy of the token before it) from each seed: a two-layer `attnviz.GPT` with rotary
positions that must find its own sink, and the same with a learned sink logit per head (started at
ln 64, learning rate 0.1). Each reads 64 test sequences of four times its training length token by
token (`GPT.decode_losses`) with the full cache, a rolling window of 32 tokens, and the window plus
one start token kept as a sink (and, at the end of each row, four start tokens), and the script
prints per seed and model: the largest weight any head puts on the first token, the loss on the
copied tokens and on the other tokens (where the best is a uniform guess) at positions 128 to 255
under each cache, and the loss on the copied tokens within the training length (positions 0 to 63,
full cache).

A training run's outcome can depend on the floating-point path and the PyTorch release, not only
on the seed, so the same seeds can be run again on other numeric paths (``--paths``: ``native``,
the machine's best kernels, and ``avx2``, as on a CPU without AVX-512: ``ATEN_CPU_CAPABILITY=avx2``,
``ONEDNN_MAX_CPU_ISA=AVX2``, ``MKL_ENABLE_INSTRUCTIONS=AVX2``) and with other interpreters
(``--python``: the virtual environment of another stack, such as the oldest one the package
declares, with attnviz installed): each run is a child process of its own and prints a table of
its own, headed by its stack and path, in the order asked for (this interpreter first).

    python benchmarks/attention_sinks.py                  # seeds 0 1 2, about 2 minutes
    python benchmarks/attention_sinks.py --seeds 0 1 2 3 4
    python benchmarks/attention_sinks.py --paths native avx2 --python OLD/bin/python NEW/bin/python
    python benchmarks/attention_sinks.py ... --jobs 2      # two runs at once, on two cores
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import torch

import attnviz

VOCAB, LENGTH, STEPS = 32, 64, 700
POLICIES: dict[str, dict[str, Any]] = {
    "full cache": {}, "window 32": {"window": 32},
    "1 sink + window 32": {"window": 32, "num_sinks": 1},
    "4 sinks + window 32": {"window": 32, "num_sinks": 4}}
NUMERIC_PATHS = {"native": {},
                 "avx2": {"ATEN_CPU_CAPABILITY": "avx2", "ONEDNN_MAX_CPU_ISA": "AVX2",
                          "MKL_ENABLE_INSTRUCTIONS": "AVX2"}}


def train(seed: int, *, sink_logits: bool) -> attnviz.GPT:
    """The chapter's recipe: AdamW at 0.01 with 50 steps of warm-up, batches of 32."""
    config = attnviz.GPTConfig(vocab_size=VOCAB + 1, context=LENGTH, d_model=64, num_heads=4,
                               num_layers=2, ffn_dim=0, positions="rotary", bias=False,
                               sink_logits=sink_logits)
    torch.manual_seed(seed)
    model = attnviz.GPT(config)
    sinks = [p for n, p in model.named_parameters() if n.endswith("sink_logits")]
    with torch.no_grad():
        for p in sinks:
            p.fill_(math.log(LENGTH))
    others = [p for n, p in model.named_parameters() if not n.endswith("sink_logits")]
    groups = [{"params": others, "peak": 1e-2}]
    if sinks:
        groups.append({"params": sinks, "peak": 0.1, "weight_decay": 0.0})
    optimizer = torch.optim.AdamW(groups, lr=1e-2, weight_decay=0.01)
    generator = torch.Generator().manual_seed(seed)
    for step in range(STEPS):
        for group in optimizer.param_groups:
            group["lr"] = group["peak"] * min(1.0, (step + 1) / 50)
        loss = model.loss(attnviz.backcopy_tokens(32, LENGTH, VOCAB, generator=generator).tokens)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    return model.eval()


def measure(model: attnviz.GPT) -> tuple[float, dict[str, tuple[float, float]], float]:
    probe = attnviz.backcopy_tokens(64, LENGTH, VOCAB, generator=torch.Generator().manual_seed(99))
    queries = probe.tokens[:, :-1] >= 3
    queries[:, :8] = False
    with torch.no_grad():
        _, maps = model(probe.tokens[:, :-1], need_weights=True)
    first = max(attnviz.first_token_weight(w, queries).max().item() for w in maps)
    test = attnviz.backcopy_tokens(64, 4 * LENGTH, VOCAB,
                                   generator=torch.Generator().manual_seed(7))
    late, early = slice(2 * LENGTH, 4 * LENGTH), slice(0, LENGTH)
    copies = test.predictable[:, late]
    results, within = {}, float("nan")
    for name, policy in POLICIES.items():
        losses = model.decode_losses(test.tokens, **policy)
        if name == "full cache":  # within the training length every cache is the full one
            within = losses[:, early][test.predictable[:, early]].mean().item()
        late_losses = losses[:, late]
        results[name] = (late_losses[copies].mean().item(), late_losses[~copies].mean().item())
    return first, results, within


def run(seeds: list[int]) -> None:
    """Train and measure both models from each seed, in this process, printing the table."""
    print(f"Python {platform.python_version()}, torch {torch.__version__}, CPU capability "
          f"{torch.backends.cpu.get_cpu_capability()}, {torch.get_num_threads()} threads; "
          f"back-copy task, "
          f"{STEPS} steps, read at 4 x {LENGTH} tokens; loss in nats at positions 128-255 on "
          f"the copied tokens / on the other tokens; last column: on the copied tokens at "
          f"positions 0-63, full cache")
    header = "".join(f"{name:>24s}" for name in POLICIES)
    print(f"{'model':22s}{'seed':>5s}{'first-token weight':>20s}{header}{'copies 0-63':>14s}")
    began = time.perf_counter()
    for sink_logits, label in ((False, "start-token sink"), (True, "learned sink logits")):
        for seed in seeds:
            first, results, within = measure(train(seed, sink_logits=sink_logits))
            cells = "".join(f"{c:>11.3f} /{o:>11.3f}" for c, o in results.values())
            print(f"{label:22s}{seed:5d}{first:20.2f}{cells}{within:14.3f}", flush=True)
    print(f"({time.perf_counter() - began:.0f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--paths", nargs="+", choices=list(NUMERIC_PATHS), default=["native"],
                        help="numeric paths to run on, each in a child process")
    parser.add_argument("--python", nargs="*", default=[],
                        help="other interpreters (other stacks) to run on too, native path")
    parser.add_argument("--jobs", type=int, default=1,
                        help="runs at once (each run is a child process with one CPU thread); the "
                             "output keeps the runs' order")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child or (args.paths == ["native"] and not args.python):
        run(args.seeds)
        return
    runs = [(sys.executable, path) for path in args.paths]
    runs += [(python, "native") for python in args.python]
    if args.jobs < 1:
        parser.error(f"--jobs must be at least 1, got {args.jobs}")

    def child(python: str, path: str) -> subprocess.CompletedProcess[str]:
        environment = {key: value for key, value in os.environ.items()
                       if key not in {name for env in NUMERIC_PATHS.values() for name in env}}
        environment.update(NUMERIC_PATHS[path], OMP_NUM_THREADS="1")  # one thread a run
        return subprocess.run([python, __file__, "--child", "--seeds", *map(str, args.seeds)],
                              env=environment, check=True, capture_output=True, text=True)

    rows: list[Row] = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        children = [pool.submit(child, python, path) for python, path in runs]
        for number, ((python, path), done) in enumerate(zip(runs, children, strict=True), 1):
            print(f"\n== run {number} of {len(runs)}: the {path} numeric path"
                  + ("" if python == sys.executable else ", another stack"), flush=True)
            stdout = done.result().stdout
            print(stdout, end="", flush=True)
            rows += [row for row in map(parse_row, stdout.splitlines()) if row is not None]
    summarize(rows)


@dataclass(frozen=True)
class Row:
    """One printed row: a model from one seed on one stack and path."""

    model: str
    first: float  # the largest weight a head puts on the first token
    late: dict[str, tuple[float, float]]  # cache -> (copies, other tokens) at positions 128-255
    within: float  # the copies at positions 0-63, full cache


ROW = re.compile(r"^(start-token sink|learned sink logits)\s+\d+\s+([\d.]+)\s+(.*?)\s+([\d.]+)$")


def parse_row(line: str) -> Row | None:
    """A row of :func:`run`'s table, or ``None`` for any other line."""
    match = ROW.match(line)
    if match is None:
        return None
    pairs = re.findall(r"([\d.]+) /\s+([\d.]+)", match[3])
    late = {name: (float(copies), float(others))
            for name, (copies, others) in zip(POLICIES, pairs, strict=True)}
    return Row(match[1], float(match[2]), late, float(match[4]))


def summarize(rows: list[Row]) -> None:
    """What held in how many of the runs, for each model: a sink formed, the full cache lost
    the copies beyond the training length, each window kept them (within 0.05 nats of their
    loss within the training length, positions 0-63), and what each window cost the other
    tokens over the best cache of its run."""
    print("\nover all the runs above (every seed, path and stack):")
    for model in ("start-token sink", "learned sink logits"):
        mine = [row for row in rows if row.model == model]
        count = len(mine)
        formed = sum(row.first > 0.5 for row in mine)
        lost = sum(row.late["full cache"][0] > row.within + 1.0 for row in mine)
        print(f"{model}: a sink on the first token (a head's weight above 0.5) in {formed} of "
              f"{count}; the full cache lost the copies beyond the training length (by more "
              f"than 1 nat) in {lost} of {count}")
        for cache in ("window 32", "1 sink + window 32", "4 sinks + window 32"):
            kept = sum(row.late[cache][0] < row.within + 0.05 for row in mine)
            worst = max(row.late[cache][0] - row.within for row in mine)
            cost = [row.late[cache][1] - min(others for _, others in row.late.values())
                    for row in mine]
            print(f"{model}, {cache}: kept the copies in {kept} of {count}, at worst "
                  f"{worst:.3f} nats above their loss within the training length; cost the "
                  f"other tokens {min(cost):.3f} to {max(cost):.3f} nats over the best cache")


if __name__ == "__main__":
    main()
