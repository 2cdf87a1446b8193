"""Grade a generated class: how long do 200 hand-ins of one chapter take, and is every verdict
right?

:func:`write_class` writes ``size`` submissions of a chapter into a folder, each one the
chapter's student edition with every exercise answered in one of these ways, drawn with a seeded
generator (weights in :data:`KINDS`), and says which verdict each answer must get:

- ``correct``: the book's worked solution (taken from the solution edition), sometimes with a
  print, a helper function or a new cell below the stub -> ``pass``;
- ``wrong``: a typical mistake (an axis, a variance, an index off by one) -> ``fail``;
- ``delegating``: a one-line call to what the exercise asks the learner to write ->
  ``fail`` with ``forbidden-call``;
- ``broken``: a syntax error in the function's cell -> ``error`` with ``syntax-error``;
- ``endless``: a loop that never ends inside the function -> ``timeout``;
- ``untouched``: the stub as released -> ``not attempted``;
- ``tampering``: the right answer's place taken by an identity function and a cell that
  replaces the checker and appends "pass" to the log file the grader once read -> ``fail``;
- ``spoofing``: an identity function that patches ``torch.allclose`` and the checker (reached
  through ``getattr``) before it returns -> ``fail``.

Every submission also keeps the chapter's own cells (its training included): the grader must not
run them. Then the class is graded with ``python -m attnviz.grading.grade`` (``--jobs``), and
the script prints the time and every verdict that is not the expected one::

    python benchmarks/grading_class.py --chapters 11 7 12 --size 200 --jobs 2

Its output is committed as ``benchmarks/grading_class.txt``.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import platform
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnviz.grading import grade
from attnviz.grading.cells import STUB_TAG
from attnviz.grading.cells import source as _source
from attnviz.grading.submission import extract

ROOT = Path(__file__).resolve().parents[1]

#: How often each kind of answer is drawn (relative weights).
KINDS = {"correct": 40, "wrong": 20, "delegating": 12, "broken": 8, "endless": 5,
         "untouched": 10, "tampering": 3, "spoofing": 3}

#: A typical mistake and a delegation for each exercise of the chapters the benchmark grades
#: (``None``: the exercise has no package function to delegate to; a wrong answer is drawn); a
#: function of the worked solution's source where the mistake is a change of it.
VARIANTS: dict[str, dict[str, str | Callable[[str], str] | None]] = {
    "softmax": {
        "wrong": "def softmax(scores):\n    e = (scores - scores.amax(dim=0, keepdim=True)).exp()\n"
                 "    return e / e.sum(dim=0, keepdim=True)\n",
        "delegating": "import torch\n\ndef softmax(scores):\n    return torch.softmax(scores, "
                      "dim=-1)\n",
    },
    "layer_norm": {
        "wrong": "def layer_norm(x, gamma, beta, eps=1e-5):\n    mean = x.mean(dim=-1, "
                 "keepdim=True)\n    var = x.var(dim=-1, keepdim=True)\n"
                 "    return gamma * (x - mean) / (var + eps) ** 0.5 + beta\n",
        "delegating": "import torch\n\ndef layer_norm(x, gamma, beta, eps=1e-5):\n"
                      "    return torch.nn.functional.layer_norm(x, x.shape[-1:], gamma, beta, "
                      "eps)\n",
    },
    "encoder_block": {
        "wrong": "def encoder_block(x, block, valid_lens=None, norm_first=False):\n"
                 "    x = block.residual1.norm(x + block.attention(x, x, x, valid_lens="
                 "valid_lens))\n    return block.residual2.norm(x + block.ffn(x))\n",
        "delegating": "def encoder_block(x, block, valid_lens=None, norm_first=False):\n"
                      "    return block(x, valid_lens=valid_lens)\n",
    },
    "absorbed_scores": {
        "wrong": "import torch\n\ndef absorbed_scores(q_content, W_uk, latent):\n"
                 "    q_latent = torch.einsum('bhqd,hdc->bhqc', q_content, W_uk)\n"
                 "    return torch.einsum('bhqc,bkc->bhqk', q_latent, latent) / "
                 "q_content.shape[-1] ** 0.5\n",
        "delegating": None,
    },
    "gather_blocks": {
        "wrong": "def gather_blocks(pool, block_table, length):\n"
                 "    blocks = pool[block_table - 1]\n    heads = blocks.transpose(0, 1)\n"
                 "    return heads.reshape(heads.shape[0], -1, heads.shape[-1])[:, :length]\n",
        "delegating": "import attnviz\n\ndef gather_blocks(pool, block_table, length):\n"
                      "    return attnviz.gather_blocks(pool, block_table, length)\n",
    },
    "quantize_keys": {
        "wrong": "import torch\n\ndef quantize_keys(keys):\n"
                 "    minimum = keys.amin(dim=(1, 2), keepdim=True)\n"
                 "    spread = keys.amax(dim=(1, 2), keepdim=True) - minimum\n"
                 "    scale = torch.where(spread > 0, spread / 255, torch.ones_like(spread))\n"
                 "    codes = torch.round((keys - minimum) / scale).clamp(0, 255)"
                 ".to(torch.uint8)\n    return codes, scale, minimum\n",
        "delegating": "import attnviz\n\ndef quantize_keys(keys):\n"
                      "    q = attnviz.quantize(keys, bits=8, dim=-2)\n"
                      "    return q.codes, q.scale, q.minimum\n",
    },
    "keep_slots": {
        "wrong": "import torch\n\ndef keep_slots(length, window, num_sinks):\n"
                 "    if length <= num_sinks + window:\n        return torch.arange(length)\n"
                 "    return torch.cat([torch.arange(num_sinks), "
                 "torch.arange(length - window + 1, length)])\n",
        "delegating": "import attnviz\n\ndef keep_slots(length, window, num_sinks):\n"
                      "    return attnviz.streaming_keep(length, window=window, "
                      "num_sinks=num_sinks)\n",
    },
    "merge_partials": {
        "wrong": "def merge_partials(outputs, lses):\n    return outputs.mean(dim=0)\n",
        "delegating": "from attnviz.mechanism import split_kv\n\n"
                      "def merge_partials(outputs, lses):\n"
                      "    return split_kv.merge_attention_partials(list(outputs), "
                      "list(lses))[0]\n",
    },
    "schedule_step": {  # the oldest request preempted instead of the newest
        "wrong": lambda solution: solution.replace("running.pop()", "running.pop(0)"),
        "delegating": "from attnviz.exercises.ch12_serving import _schedule\n\n"
                      "def schedule_step(running, waiting, free_blocks, block_size, "
                      "token_budget, max_batch):\n"
                      "    return _schedule(running, waiting, free_blocks, block_size, "
                      "token_budget, max_batch)\n",
    },
    "accept_proposals": {  # the ratio inverted
        "wrong": lambda solution: solution.replace("uniforms[i] * q < p", "uniforms[i] * p < q"),
        "delegating": None,
    },
    "ring_step": {  # the scale forgotten
        "wrong": lambda solution: solution.replace(" / math.sqrt(q.shape[-1])", ""),
        "delegating": "import math\n\nfrom attnviz.mechanism import split_kv\n\n"
                      "def ring_step(out, lse, q, k, v, q_pos, k_pos):\n"
                      "    block, block_lse = split_kv.attention_partial(q, k, v, "
                      "mask=k_pos[None, :] <= q_pos[:, None])\n"
                      "    return split_kv.merge_attention_partials([out, block], "
                      "[lse, block_lse])\n",
    },
}

#: The verdict (and, where it is certain, the diagnosis) each kind of answer must get.
EXPECTED = {"correct": ("pass", ""), "wrong": ("fail", None),
            "delegating": ("fail", "forbidden-call"), "broken": ("error", "syntax-error"),
            "endless": ("timeout", None), "untouched": ("not attempted", "not-attempted"),
            "tampering": ("fail", None), "spoofing": ("fail", None)}


def _solutions(chapter: grade.Chapter) -> dict[str, str]:
    notebook = json.loads((ROOT / "notebooks" / f"{chapter.name}.ipynb").read_text("utf-8"))
    cells = notebook["cells"]
    return {ex.function: extract(cells, ex.function,
                                 until=grade._check_cell(cells, ex.checker)).source
            for ex in chapter.exercises}


def _header(stub: str) -> str:
    """The stub's ``def`` line."""
    return next(line for line in stub.splitlines() if line.startswith("def "))


def _answer(kind: str, ex: grade.Exercise, stub: str, solution: str, draw: random.Random
            ) -> tuple[str, list[str]]:
    """The stub cell's new source and any cells to add after it."""
    if kind == "correct":
        style = draw.randrange(3)
        if style == 0:
            return solution, []
        if style == 1:  # a print in the answer, and a helper that is never needed
            return ("def _unused_helper(x):\n    return x\n\n" + solution.replace(
                f"{_header(stub)}\n", f"{_header(stub)}\n    print('checking')\n", 1)), []
        return stub, [solution]  # the stub left as it was, the answer in a new cell below
    if kind in ("wrong", "delegating"):
        variant = VARIANTS[ex.function][kind] or VARIANTS[ex.function]["wrong"]
        assert variant is not None
        if callable(variant):
            changed = variant(solution)
            assert changed != solution, ex.function  # the mistake is there to make
            return changed, []
        return variant, []
    if kind == "broken":
        return _header(stub).replace("):", ":", 1) + "\n    return None\n", []
    if kind == "endless":
        return f"{_header(stub)}\n    n = 0\n    while n >= 0:\n        n += 1\n", []
    if kind == "untouched":
        return stub, []
    first = ast.parse(stub).body[0].args.args[0].arg  # type: ignore[attr-defined]
    if kind == "spoofing":  # patches the comparison and the checker in its own process
        return ("import attnviz\nimport torch\n\n" + f"{_header(stub)}\n"
                "    torch.__setattr__('allclose', lambda *a, **k: True)\n"
                "    checkers = getattr(attnviz, 'exer' + 'cises')\n"
                f"    setattr(checkers, {ex.checker!r}, lambda fn: True)\n"
                f"    return {first}\n"), []
    # tampering: an identity function, and a cell that replaces the checker and fakes the log
    identity = f"{_header(stub)}\n    return {first}\n"
    attack = ("import json, os\nimport attnviz.exercises as _ex\n"
              f"_ex.{ex.checker} = lambda fn: True\n"
              "if os.environ.get('ATTNVIZ_CHECK_LOG'):\n"
              "    with open(os.environ['ATTNVIZ_CHECK_LOG'], 'a') as log:\n"
              f"        log.write(json.dumps({{'exercise': {ex.function!r}, 'verdict': 'pass', "
              "'diagnosis': None}) + '\\n')\n")
    return identity, [attack]


def write_class(chapter: str, size: int, folder: Path, *, seed: int = 0
                ) -> dict[str, dict[str, tuple[str, str | None]]]:
    """Write ``size`` submissions of ``chapter`` into ``folder``; return, for each file name,
    each exercise's expected ``(verdict, diagnosis or None)``."""
    found = grade.find_chapter(chapter)
    student = json.loads((ROOT / "notebooks" / "student" / f"{found.name}.ipynb")
                         .read_text("utf-8"))
    solutions = _solutions(found)
    draw = random.Random(seed)
    kinds, weights = list(KINDS), list(KINDS.values())
    expected: dict[str, dict[str, tuple[str, str | None]]] = {}
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(size):
        notebook = copy.deepcopy(student)
        answers: dict[str, tuple[str, str | None]] = {}
        cells: list[dict[str, Any]] = []
        stubs = iter(found.exercises)
        for cell in notebook["cells"]:
            cells.append(cell)
            if STUB_TAG not in cell.get("metadata", {}).get("tags", []):
                continue
            ex = next(stubs)
            kind = draw.choices(kinds, weights)[0]
            if kind == "delegating" and VARIANTS[ex.function]["delegating"] is None:
                kind = "wrong"
            text, extra = _answer(kind, ex, _source(cell), solutions[ex.function], draw)
            cell["source"] = text.splitlines(True)
            cells += [{"cell_type": "code", "execution_count": None, "id": f"extra-{len(cells)}",
                       "metadata": {}, "outputs": [], "source": e.splitlines(True)}
                      for e in extra]
            answers[ex.function] = EXPECTED[kind]
        notebook["cells"] = cells
        name = f"student{number:03d}_{found.name}.ipynb"
        (folder / name).write_text(json.dumps(notebook, indent=1) + "\n", encoding="utf-8")
        expected[name] = answers
    return expected


def wrong_verdicts(rows: list[grade.Row],
                   expected: dict[str, dict[str, tuple[str, str | None]]]) -> list[str]:
    """Every row whose verdict (or certain diagnosis) is not what its answer must get."""
    found = []
    for row in rows:
        verdict, diagnosis = expected[Path(row.file).name][row.exercise]
        if row.verdict != verdict or (diagnosis is not None and row.diagnosis != diagnosis):
            found.append(f"{Path(row.file).name} {row.exercise}: {row.verdict} "
                         f"{row.diagnosis}, expected {verdict} {diagnosis or ''}".rstrip())
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapters", nargs="+", default=["11", "7", "12"],
                        help="the chapters, one class each (default 11 7 12)")
    parser.add_argument("--size", type=int, default=200, help="submissions (default 200)")
    parser.add_argument("--jobs", type=int, default=2, help="checks at once (default 2)")
    args = parser.parse_args(argv)
    print(f"python benchmarks/grading_class.py{''.join(' ' + a for a in (argv or sys.argv[1:]))}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, {platform.system()}; "
          f"load average before: {os.getloadavg()[0]:.1f}")
    wrong: list[str] = []
    for chapter in args.chapters:
        with tempfile.TemporaryDirectory(prefix="attnviz-class-") as folder:
            expected = write_class(chapter, args.size, Path(folder))
            start = time.perf_counter()
            rows = grade.grade(sorted(Path(folder).glob("*.ipynb")), jobs=args.jobs, seed=1)
            seconds = time.perf_counter() - start
        counts = ", ".join(f"{sum(r.verdict == v for r in rows)} {v}" for v in grade.VERDICTS)
        unexpected = wrong_verdicts(rows, expected)
        wrong += unexpected
        print(f"chapter {chapter}: {args.size} submissions, {len(rows)} exercises, graded with "
              f"--jobs {args.jobs} in {seconds:.0f} s ({seconds / args.size:.2f} s per "
              f"submission); verdicts: {counts}; as expected: {len(rows) - len(unexpected)} "
              f"of {len(rows)}", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    for line in wrong:
        print(f"unexpected: {line}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
