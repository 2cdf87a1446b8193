"""The chapters the grader knows: their exercises, and which chapter a notebook is.

:data:`CHAPTERS` lists every chapter and its exercises in the book's order (each exercise the
function its stub defines and the checker its check cell calls); :func:`find_chapter` reads a
number or a name, :func:`chapter_from_filename` and :func:`chapter_from_content` recognise a
handed-in notebook by its file name, its title or the checkers it calls, and
:func:`read_chapter` reads a chapter's exercises from its cells. :mod:`attnviz.grading.grade`
uses them and re-exports them.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from attnviz.grading.cells import CHECK_TAG
from attnviz.grading.cells import source as _source

__all__ = ["CHAPTERS", "Chapter", "Exercise", "chapter_from_content", "chapter_from_filename",
           "find_chapter", "read_chapter"]


@dataclass(frozen=True)
class Exercise:
    """One build-it-yourself exercise: the function the learner writes and its check cell."""

    function: str  # the name the stub defines, e.g. "softmax_with_mask"
    checker: str  # e.g. "check_masked_softmax"
    check_source: str  # the check cell as given


@dataclass(frozen=True)
class Chapter:
    """A chapter notebook, as the grader recognises it."""

    name: str  # the file's stem, e.g. "03_scoring_functions"
    title: str  # its first heading
    exercises: tuple[Exercise, ...]

    @property
    def number(self) -> int:
        return int(self.name.split("_", 1)[0])


def _ex(function: str, checker: str) -> Exercise:
    source = f"from attnviz.exercises import {checker}\n\n{checker}({function})"
    return Exercise(function, checker, source)


#: Every chapter and its exercises, in the book's order (tests/test_grade.py checks it against
#: the chapters' notebooks with :func:`read_chapter`).
CHAPTERS: tuple[Chapter, ...] = (
    Chapter("01_queries_keys_values", "Queries, keys and values",
            (_ex("softmax", "check_softmax"),)),
    Chapter("02_attention_pooling", "Attention pooling by similarity",
            (_ex("gaussian_nadaraya_watson", "check_nadaraya_watson"),)),
    Chapter("03_scoring_functions", "Attention scoring functions",
            (_ex("softmax_with_mask", "check_masked_softmax"),
             _ex("attention", "check_attention"),
             _ex("additive_attention", "check_additive_attention"))),
    Chapter("04_bahdanau_attention", "Bahdanau attention",
            (_ex("sentence_bleu", "check_bleu"),)),
    Chapter("05_multihead_attention", "Multi-head attention",
            (_ex("multihead_attention", "check_multihead_attention"),)),
    Chapter("06_self_attention_positional_encoding", "Self-attention and positional encoding",
            (_ex("sinusoidal_encoding", "check_sinusoidal_encoding"),
             _ex("causal_mask", "check_causal_mask"))),
    Chapter("07_transformer", "The Transformer",
            (_ex("layer_norm", "check_layer_norm"),
             _ex("encoder_block", "check_encoder_block"))),
    Chapter("08_vision_transformer", "The Vision Transformer",
            (_ex("patchify", "check_patchify"),)),
    Chapter("09_decoder_only", "Decoder-only Transformers: a small GPT",
            (_ex("merge", "check_merge"),
             _ex("next_token_probs", "check_sampling"))),
    Chapter("10_attention_at_scale", "Attention at scale",
            (_ex("online_softmax_attention", "check_online_softmax"),
             _ex("repeat_kv", "check_repeat_kv"),
             _ex("window_mask", "check_window_mask"))),
    Chapter("11_language_models", "Attention in today's language models",
            (_ex("absorbed_scores", "check_absorbed_scores"),
             _ex("gather_blocks", "check_gather_blocks"),
             _ex("quantize_keys", "check_quantize_cache"),
             _ex("keep_slots", "check_sink_eviction"))),
    Chapter("12_serving_and_sharding", "Serving and sharding attention",
            (_ex("merge_partials", "check_merge_partials"),
             _ex("schedule_step", "check_schedule_step"),
             _ex("accept_proposals", "check_accept_proposals"),
             _ex("ring_step", "check_ring_step"))),
    Chapter("13_attention_since_2025", "Attention since 2025",
            (_ex("gated_delta_step", "check_gated_delta_step"),
             _ex("top_k_mask", "check_top_k_mask"),
             _ex("gate_heads", "check_gate_heads"),
             _ex("qk_norm_scores", "check_qk_norm_scores"))),
)

_CHECK_CALL = re.compile(r"\b(check_\w+)\s*\(\s*(\w+)")


def _normal(text: str) -> str:
    """Source without trailing spaces and outer blank lines, to compare check cells."""
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines())


def _title(cells: Sequence[dict[str, Any]]) -> str | None:
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            for line in _source(cell).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return None


def read_chapter(path: str | os.PathLike[str]) -> Chapter:
    """Read a chapter notebook's exercises from its cells: each check cell (tagged
    ``exercise-check``) calls ``check_x(function)``, whose last such call names the exercise's
    function and its checker."""
    path = Path(path)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    exercises = []
    for cell in notebook["cells"]:
        tags = cell.get("metadata", {}).get("tags", [])
        if cell.get("cell_type") == "code" and CHECK_TAG in tags:
            source = _normal(_source(cell))
            checker, function = _CHECK_CALL.findall(source)[-1]
            exercises.append(Exercise(function, checker, source))
    return Chapter(path.stem, _title(notebook["cells"]) or "", tuple(exercises))


def find_chapter(name: str) -> Chapter:
    """The chapter named by ``name``: a number (``"3"``, ``"03"``) or a file stem."""
    for chapter in CHAPTERS:
        if name in (chapter.name, str(chapter.number), f"{chapter.number:02d}"):
            return chapter
    raise ValueError(f"chapter must be a chapter number (1 to {len(CHAPTERS)}) or name such as "
                     f"{CHAPTERS[0].name!r}, got {name!r}")


def _words(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def chapter_from_filename(path: str | os.PathLike[str]) -> Chapter | None:
    """The chapter a file name names ("03_scoring_functions (1).ipynb", "Copy of 03_...")."""
    stem = f" {_words(Path(path).stem)} "
    found = [c for c in CHAPTERS if f" {_words(c.name)} " in stem
             or f" {_words(c.name.split('_', 1)[1])} " in stem]
    return found[0] if len(found) == 1 else None


def chapter_from_content(cells: Sequence[dict[str, Any]]) -> Chapter | None:
    """The chapter a notebook is, by its title, else by the checkers its cells call."""
    title = _title(cells)
    if title is not None:
        for chapter in CHAPTERS:
            if _words(title) == _words(chapter.title):
                return chapter
    called = {checker for cell in cells if cell.get("cell_type") == "code"
              for checker, _ in _CHECK_CALL.findall(_source(cell))}
    scores = [(len(called & {ex.checker for ex in c.exercises}), c) for c in CHAPTERS]
    best = max(score for score, _ in scores)
    matches = [c for score, c in scores if score == best]
    return matches[0] if best > 0 and len(matches) == 1 else None
