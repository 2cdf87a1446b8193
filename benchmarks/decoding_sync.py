"""Host synchronisations and speed of greedy decoding and beam search (chapters 4 and 7).

On a GPU, every ``.item()``, ``int(t)``, ``bool(t)``, ``float(t)`` or ``.tolist()`` of a tensor
makes the host wait until the device has finished all the work queued so far: the device then
sits idle while Python prepares the next kernels. A decoding loop that reads a tensor several
times per generated token pays that wait several times per token.

This benchmark decodes with two versions of the package in one run, in alternating turns (so
that slow drifts of a shared machine hit both alike): the working tree's ``attnviz`` ("after")
and the one of a git revision (``--before``, default ``main``; "before"), extracted into a
temporary folder. For a small Transformer (D=128, 4 heads, FFN 256, 2 layers) and a Bahdanau
GRU translator (D=128), each untrained (``eos_id=None``, so every output has ``--tokens``
tokens), it prints per version:

* the host synchronisations per generated token, counted by wrapping ``torch.Tensor.item``,
  ``__bool__``, ``__int__``, ``__float__``, ``__index__`` and ``tolist`` (on a CPU these calls
  cost almost nothing, but each is a synchronisation on a GPU), for greedy decoding of one
  sentence, of a batch of ``--batch`` sentences, and beam search with 4 beams;
* the median seconds of each, and the ratio before / after.

On a CPU the device *is* the host, so fewer synchronisations save only the Python work of the
checks they served (for the Transformer, also the finiteness test of every attention call);
the saving the counts promise shows on a GPU, which this script does not need.

    python benchmarks/decoding_sync.py [--before main] [--tokens 40] [--batch 32] [--repeats 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SYNC_METHODS = ("item", "__bool__", "__int__", "__float__", "__index__", "tolist")


def _measure(tokens: int, batch: int, repeats: int) -> dict[str, dict[str, float]]:
    """Run in a child process whose ``attnviz`` is the version measured."""
    import torch

    import attnviz

    torch.manual_seed(0)
    torch.set_num_threads(1)
    vocab = 200
    models = {
        "transformer": attnviz.make_transformer(attnviz.TransformerConfig(
            src_vocab_size=vocab, tgt_vocab_size=vocab, d_model=128, num_heads=4, ffn_dim=256,
            num_layers=2, dropout=0.0)),
        "bahdanau": attnviz.make_seq2seq(attnviz.Seq2SeqConfig(
            src_vocab_size=vocab, tgt_vocab_size=vocab, embed_dim=128, hidden_dim=128,
            num_layers=2, dropout=0.0)),
    }
    generator = torch.Generator().manual_seed(1)
    src = torch.randint(4, vocab, (batch, 12), generator=generator)
    lengths = torch.randint(3, 13, (batch,), generator=generator)
    counts = {"n": 0}
    originals = {name: getattr(torch.Tensor, name) for name in SYNC_METHODS}

    def counting(original):  # noqa: ANN001, ANN202 - a wrapper of any method
        def wrapper(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
            counts["n"] += 1
            return original(self, *args, **kwargs)
        return wrapper

    def runs(model):  # noqa: ANN001, ANN202
        return {
            "greedy, one sentence": lambda: attnviz.greedy_decode(
                model, src[:1, :int(lengths[0])], lengths[:1], bos_id=1, eos_id=None,
                max_len=tokens),
            f"greedy, batch of {batch}": lambda: attnviz.greedy_decode_batch(
                model, src, lengths, bos_id=1, eos_id=None, max_len=tokens),
            "beam search, 4 beams, one sentence": lambda: attnviz.beam_search(
                model, src[:1], lengths[:1], bos_id=1, eos_id=None, max_len=tokens,
                beam_size=4),
        }

    results: dict[str, dict[str, float]] = {}
    for model_name, model in models.items():
        model.eval()
        for run_name, run in runs(model).items():
            run()  # warm-up
            for name, original in originals.items():
                setattr(torch.Tensor, name, counting(original))
            counts["n"] = 0
            try:
                run()
            finally:
                for name, original in originals.items():
                    setattr(torch.Tensor, name, original)
            seconds = []
            for _ in range(repeats):
                start = time.perf_counter()
                run()
                seconds.append(time.perf_counter() - start)
            results[f"{model_name}: {run_name}"] = {
                "syncs_per_token": counts["n"] / tokens, "seconds": statistics.median(seconds)}
    return results


def _child(path: Path, args: argparse.Namespace) -> dict[str, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": str(path)}
    code = (f"import sys, json; sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); "
            "import decoding_sync as d; "
            f"print(json.dumps(d._measure({args.tokens}, {args.batch}, {args.repeats})))")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=path, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--before", default="main", help="git revision measured as 'before'")
    parser.add_argument("--tokens", type=int, default=40)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        before = Path(folder)
        archive = subprocess.run(["git", "archive", args.before, "attnviz"], cwd=ROOT,
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive, check=True)
        turns: dict[str, list[dict[str, dict[str, float]]]] = {"before": [], "after": []}
        for _ in range(args.rounds):  # alternate, so drifts of the machine hit both
            turns["before"].append(_child(before, args))
            turns["after"].append(_child(ROOT, args))
    import torch
    print(f"torch {torch.__version__}, {os.cpu_count()} CPUs, one thread, CPU only; "
          f"{args.tokens} tokens per output; before = {args.before}, after = working tree")
    print(f"{'run':50s} {'syncs/token':>17s} {'seconds (median)':>21s} {'before/after':>12s}")
    for key in turns["after"][0]:
        syncs = [turns[side][0][key]["syncs_per_token"] for side in ("before", "after")]
        secs = [statistics.median(turn[key]["seconds"] for turn in turns[side])
                for side in ("before", "after")]
        print(f"{key:50s} {syncs[0]:7.2f} -> {syncs[1]:6.2f}   {secs[0]:8.4f} -> {secs[1]:8.4f}"
              f"   {secs[0] / secs[1]:10.2f}x")
    print("On a CPU there is no device to wait for: a time ratio here measures only the Python "
          "work saved\n(the checks each layer repeated, the finiteness test of every multi-head "
          "attention call),\nand differences of a few per cent are the noise of a shared "
          "machine. The counts are what a GPU\npays for: each read idles the device while the "
          "host catches up. No GPU was measured here.")


if __name__ == "__main__":
    main()
