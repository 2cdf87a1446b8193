"""Training on a busy machine: how PyTorch's threads wait, and what a chapter costs when another
program holds a core.

PyTorch runs its CPU kernels on OpenMP threads, one per core by default. Between two parallel
pieces of work, GNU OpenMP's threads spin, polling for the next piece, before they sleep. On an
idle machine that saves the wake-up time; on a busy one (a browser, a video call, another
notebook) a spinning thread holds a core that the thread it waits for needs, and training slows
many times over. ``OMP_WAIT_POLICY=PASSIVE`` makes them sleep at once (it must be set before
PyTorch starts, which is why every chapter's setup cell sets it first), and
``attnviz.set_cpu_threads()`` leaves one core to the rest of the machine. This script measures
those choices.

1. **Policies** (default): one training step of each of three chapters' models, run in a fresh
   process per measurement with each policy, on an idle machine and with one and two other
   processes spinning on a core each (``python -c "while True: pass"``). Chapter 4's GRU
   translator with Bahdanau attention, chapter 7's Transformer (both on length-bucketed batches
   of 128 English–French pairs) and chapter 9's GPT (batches of 32 windows of 64 characters).
   Policies: ``spin`` (PyTorch's default: a thread per core, GNU OpenMP's spinning wait),
   ``passive`` (a thread per core, ``OMP_WAIT_POLICY=PASSIVE``) and ``book`` (what every
   chapter's setup cell does: ``OMP_WAIT_POLICY=PASSIVE`` and ``attnviz.set_cpu_threads()``,
   one thread fewer than the cores). Printed: the median seconds of ``--repeats`` runs of
   ``--steps`` steps for each cell of the table, and each policy's time with load as a multiple
   of its idle time and of the fastest idle time.
2. **Chapters** (``--chapters``): every chapter (or those named) executed top to bottom in a
   fresh kernel, as the notebook check runs them (their setup cells choose the policy), idle,
   with one busy core and with two other busy processes (``--loads``); printed per chapter and
   load: its seconds, its longest cell's seconds (and which cell, counting code cells from 1),
   and the ratio to idle, then the total, the mean and the longest cell of all. The numeric
   path is the caller's: run it under ``ATEN_CPU_CAPABILITY=avx2 ONEDNN_MAX_CPU_ISA=AVX2
   MKL_ENABLE_INSTRUCTIONS=AVX2`` for a CPU without AVX-512.

    python benchmarks/busy_machine.py                   # policies, about 10 minutes on 2 cores
    python benchmarks/busy_machine.py --chapters        # every chapter, idle and busy
    python benchmarks/busy_machine.py --chapters 04_bahdanau_attention --loads idle "2 busy cores"
    python benchmarks/busy_machine.py --steps 20 --repeats 1 --workloads ch7   # a quick look

Chapters 4 and 7 read the English–French pairs from ``ATTNVIZ_DATA_DIR`` (or the user cache).
Run it on an otherwise idle machine: the script makes the load itself.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POLICIES = {  # the environment of each; "book" also calls attnviz.set_cpu_threads()
    "spin": {},
    "passive": {"OMP_WAIT_POLICY": "PASSIVE"},
    "book": {"OMP_WAIT_POLICY": "PASSIVE", "ATTNVIZ_THREADS_BENCHMARK": "book"},
}
LOADS = {"idle": 0, "1 busy core": 1, "2 busy cores": 2}
WORKLOADS = ("ch4", "ch7", "ch9")
CHAPTERS = tuple(path.stem for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")))
# Variables that choose the policy: removed from the children's environment unless a policy
# sets them, so that the caller's own settings do not leak into a measurement.
POLICY_VARIABLES = ("OMP_WAIT_POLICY", "OMP_NUM_THREADS", "GOMP_SPINCOUNT", "MKL_NUM_THREADS",
                    "ATTNVIZ_THREADS", "ATTNVIZ_THREADS_BENCHMARK")


def step_function(workload: str):  # noqa: ANN201 - returns (step, number of batches)
    """One training step of a chapter's model, and how many distinct batches it cycles over."""
    import torch

    import attnviz

    if os.environ.get("ATTNVIZ_THREADS_BENCHMARK") == "book":
        attnviz.set_cpu_threads()
    torch.manual_seed(0)
    if workload == "ch9":
        config = attnviz.GPTConfig(vocab_size=65, context=64, d_model=128, num_heads=4,
                                   num_layers=2, ffn_dim=512, dropout=0.0)
        model = attnviz.GPT(config)
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
        windows = torch.randint(0, 65, (16, 32, 65))  # (batches, B, T + 1) characters

        def gpt_step(i: int) -> None:
            loss = model.loss(windows[i % len(windows)])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()

        return gpt_step

    data = attnviz.load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000, num_steps=None,
                                min_freq=2, shuffle_seed=0)
    sizes = {"src_vocab_size": len(data.src_vocab), "tgt_vocab_size": len(data.tgt_vocab)}
    if workload == "ch4":
        model = attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
            **sizes, embed_dim=128, hidden_dim=256, num_layers=1, dropout=0.0, attention=True))
    else:
        model = attnviz.make_transformer(attnviz.TransformerConfig(
            **sizes, d_model=128, num_heads=4, ffn_dim=256, num_layers=2, dropout=0.0,
            embedding_init="scaled", tie_embeddings=True))
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    batches = list(data.loader("train", batch_size=128, shuffle=True, seed=0, bucket=True))

    def translation_step(i: int) -> None:
        batch = batches[i % len(batches)]
        logits = model(batch.src, batch.src_valid_len, batch.tgt_input)  # (B, T, V)
        total, count = attnviz.masked_cross_entropy(logits, batch.tgt_label,
                                                    valid_lens=batch.tgt_valid_len)
        optimizer.zero_grad()
        (total / count).backward()
        optimizer.step()

    return translation_step


def child(workload: str, steps: int) -> None:
    """Time ``steps`` training steps after one untimed step; print the seconds."""
    step = step_function(workload)
    step(0)
    start = time.perf_counter()
    for i in range(1, steps + 1):
        step(i)
    print(f"{time.perf_counter() - start:.4f}")


def child_environment(policy: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in POLICY_VARIABLES}
    env.update(policy)
    return env


@contextmanager
def busy_cores(count: int) -> Iterator[None]:
    """``count`` processes that each keep one core busy until the block ends."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(count)]
    try:
        time.sleep(0.5 if count else 0)  # let them get going
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
        for spinner in spinners:
            spinner.wait()


def measure_policies(workloads: list[str], steps: int, repeats: int) -> None:
    times: dict[tuple[str, str, str], list[float]] = {}
    for load, count in LOADS.items():
        with busy_cores(count):
            for _ in range(repeats):  # in turns, so that a slow drift hits every policy alike
                for workload in workloads:
                    for name, policy in POLICIES.items():
                        run = subprocess.run(
                            [sys.executable, __file__, "--child", workload, "--steps",
                             str(steps)], env=child_environment(policy),
                            capture_output=True, text=True)
                        if run.returncode:
                            raise SystemExit(f"{workload}, {name}, {load} failed:\n{run.stderr}")
                        times.setdefault((workload, name, load), []).append(float(run.stdout))
    print(f"\nmedian seconds of {steps} training steps ({repeats} runs each)")
    print(f"{'model':6s}{'policy':12s}" + "".join(f"{load:>15s}" for load in LOADS)
          + f"{'1 busy / idle':>15s}{'2 busy / idle':>15s}{'1 busy / best idle':>20s}")
    for workload in workloads:
        medians = {(name, load): statistics.median(times[workload, name, load])
                   for name in POLICIES for load in LOADS}
        best_idle = min(medians[name, "idle"] for name in POLICIES)
        for name in POLICIES:
            idle = medians[name, "idle"]
            print(f"{workload:6s}{name:12s}"
                  + "".join(f"{medians[name, load]:15.2f}" for load in LOADS)
                  + f"{medians[name, '1 busy core'] / idle:15.2f}"
                  + f"{medians[name, '2 busy cores'] / idle:15.2f}"
                  + f"{medians[name, '1 busy core'] / best_idle:20.2f}")


def run_chapter(name: str) -> tuple[float, float, int]:
    """Execute a chapter top to bottom in a fresh kernel (a copy; outputs dropped): its seconds,
    its longest code cell's seconds and that cell's number among the code cells, from 1."""
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
    with tempfile.TemporaryDirectory() as folder:
        client = NotebookClient(notebook, timeout=1800, kernel_name="python3",
                                record_timing=True, resources={"metadata": {"path": folder}})
        start = time.perf_counter()
        client.execute()
        total = time.perf_counter() - start
    cells = []
    for number, cell in enumerate((c for c in notebook.cells if c.cell_type == "code"), 1):
        timing = cell.metadata.get("execution", {})
        began, ended = timing.get("iopub.execute_input"), timing.get("shell.execute_reply")
        if began and ended:
            seconds = (_timestamp(ended) - _timestamp(began))
            cells.append((seconds, number))
    longest, number = max(cells, default=(float("nan"), 0))
    return total, longest, number


def _timestamp(text: str) -> float:
    """Seconds since the epoch of an ISO 8601 time stamp of nbclient's timing metadata."""
    from datetime import datetime

    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def measure_chapters(names: list[str], loads: list[str]) -> None:
    header = "".join(f"{load + ' (s)':>20s}{'longest cell (s)':>18s}" for load in loads)
    print(f"\n{'chapter':40s}{header}" + "".join(f"{load + ' / idle':>22s}"
                                               for load in loads if load != "idle"))
    results: dict[str, list[tuple[float, float, int]]] = {load: [] for load in loads}
    for name in names:
        row = {}
        for load in loads:
            with busy_cores(LOADS[load]):
                row[load] = run_chapter(name)
            results[load].append(row[load])
        cells = "".join(f"{total:20.1f}" + f"{f'{longest:.1f} (cell {number})':>18s}"
                        for total, longest, number in row.values())
        ratios = "".join(f"{row[load][0] / row['idle'][0]:22.2f}" for load in loads
                         if load != "idle" and "idle" in row)
        print(f"{name:40s}{cells}{ratios}", flush=True)
    for load, runs in results.items():
        totals = [total for total, _, _ in runs]
        longest = max(runs, key=lambda run: run[1])
        at = names[runs.index(longest)]
        print(f"{load}: {sum(totals):.0f} s in all, {sum(totals) / len(totals):.1f} s a chapter "
              f"on average, the longest cell {longest[1]:.1f} s ({at}, code cell {longest[2]})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chapters", nargs="*", choices=CHAPTERS, default=None,
                        help="execute chapters (default: every one) under --loads instead")
    parser.add_argument("--loads", nargs="+", choices=list(LOADS), default=list(LOADS),
                        help="loads to run the chapters under")
    parser.add_argument("--steps", type=int, default=30, help="timed training steps per run")
    parser.add_argument("--repeats", type=int, default=3, help="runs per cell of the table")
    parser.add_argument("--workloads", nargs="+", choices=WORKLOADS, default=list(WORKLOADS))
    parser.add_argument("--child", choices=WORKLOADS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.steps)
        return
    import platform

    import torch

    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} logical CPUs, "
          f"torch {torch.__version__}, {torch.get_num_threads()} threads by default, "
          f"CPU capability {torch.backends.cpu.get_cpu_capability()}")
    if args.chapters is not None:
        measure_chapters(args.chapters or list(CHAPTERS), args.loads)
    else:
        measure_policies(args.workloads, args.steps, args.repeats)


if __name__ == "__main__":
    main()
