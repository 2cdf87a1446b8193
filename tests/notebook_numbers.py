"""The numbers a chapter prints, for tests that hold the teaching guide and the decks to them."""

from __future__ import annotations

import json
import re
from pathlib import Path

# A number worth checking: a decimal (0.414) or one with thousands separators (17,065).
NUMBER = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\w)|(?<![\w.,])\d+\.\d+(?!\w)")


def printed_numbers(notebook: Path) -> set[str]:
    """Every number a chapter prints in its committed outputs or sets in its code, commas
    removed: what the guide and the decks may quote."""
    texts = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        texts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                texts.append("".join(output["text"]))
            elif "text/plain" in output.get("data", {}):
                texts.append("".join(output["data"]["text/plain"]))
    return set(re.findall(r"\d+(?:\.\d+)?", re.sub(r"(?<=\d),(?=\d{3})", "", "\n".join(texts))))


def benchmark_numbers(text: str, root: Path) -> set[str]:
    """Every number of the committed benchmark outputs a text names (``benchmarks/NAME.py`` or
    ``.txt``, its output being ``benchmarks/NAME.txt`` under ``root``), commas removed: a session
    or a deck may quote what a benchmark measured over several seeds, once it says which."""
    numbers: set[str] = set()
    for name in set(re.findall(r"benchmarks/(\w+)\.(?:py|txt)\b", text)):
        output = root / "benchmarks" / f"{name}.txt"
        if output.is_file():
            numbers |= set(re.findall(r"\d+(?:\.\d+)?", re.sub(
                r"(?<=\d),(?=\d{3})", "", output.read_text(encoding="utf-8"))))
    return numbers


SINK_CACHES = ("full cache", "window 32", "1 sink + window 32", "4 sinks + window 32")


def sink_runs(root: Path) -> dict[str, list[dict[str, tuple[float, float]]]]:
    """benchmarks/attention_sinks.txt by model: one row per run (every seed, numeric path and
    stack), each cache's (loss on the copies, loss on the other tokens) at positions 128-255."""
    text = (root / "benchmarks" / "attention_sinks.txt").read_text(encoding="utf-8")
    runs: dict[str, list[dict[str, tuple[float, float]]]] = {}
    for line in text.splitlines():
        match = re.match(r"(start-token sink|learned sink logits)\s+\d+\s+[\d.]+\s+(.*)$", line)
        if match:
            pairs = [(float(copies), float(others)) for copies, others in re.findall(
                r"([\d.]+) /\s+([\d.]+)", match[2])]
            runs.setdefault(match[1], []).append(dict(zip(SINK_CACHES, pairs, strict=True)))
    return runs


def sink_summary(root: Path) -> dict[tuple[str, str], dict[str, object]]:
    """The closing lines of benchmarks/attention_sinks.txt: for each (model, cache), the runs
    in which the cache kept the copies ``(kept, runs)``, its worst gap and the range of its cost
    on the other tokens; for (model, "sink"), the runs with a sink and those in which the full
    cache lost the copies."""
    text = (root / "benchmarks" / "attention_sinks.txt").read_text(encoding="utf-8")
    found: dict[tuple[str, str], dict[str, object]] = {}
    for model, formed, runs, lost, total in re.findall(
            r"^(start-token sink|learned sink logits): a sink on the first token \(a head's weight "
            r"above 0\.5\) in (\d+) of (\d+); the full cache lost the copies beyond the training "
            r"length \(by more than 1 nat\) in (\d+) of (\d+)$", text, flags=re.M):
        found[model, "sink"] = {"formed": (int(formed), int(runs)), "lost": (int(lost), int(total))}
    for model, cache, kept, runs, worst, low, high in re.findall(
            r"^(start-token sink|learned sink logits), (.+?): kept the copies in (\d+) of (\d+), "
            r"at worst ([\d.]+) nats above their loss within the training length; cost the other "
            r"tokens ([\d.]+) to ([\d.]+) nats over the best cache$", text, flags=re.M):
        found[model, cache] = {"kept": (int(kept), int(runs)), "worst": worst, "cost": (low, high)}
    return found


# A whole number of two or more digits in teaching text (362 prompt chunks, 40 requests), once
# what is not a result is taken out: code spans, maths, roles, times in minutes ("about 15
# minutes", "3–14" in a plan), session numbers and links, a deck's or syllabus's dates.
INTEGER = re.compile(r"(?<![\w.,\-–])\d{2,}(?![\w.,%\-–]|\.\d| ?%)")  # a percentage: a decimal
NOT_RESULTS = [
    re.compile(r"`[^`]*`"),  # code, and a role's content
    re.compile(r"\$\$.*?\$\$|\$[^$\n]*\$", re.S),  # maths
    re.compile(r"\(about \d+ minutes[^)]*\)|\d+ minutes|\d+\s*–\s*\d+"),  # times, plan rows
    re.compile(r"[Ss]essions? \d+(?:(?:, | and | to | or )\d+)*|session-\d+|[Cc]hapters? \d+"
               r"(?:(?:, | and | to | or )\d+)*|Question \d+\.\d+|chapter \d+'s"),
]


def quoted_integers(text: str) -> set[str]:
    """The whole numbers of two or more digits that ``text`` quotes as results."""
    for pattern in NOT_RESULTS:
        text = pattern.sub(" ", text)
    return set(INTEGER.findall(text))
