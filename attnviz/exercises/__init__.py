"""Checkers for the build-it-yourself exercises: run a learner's function, say what is wrong.

Every chapter ends with exercises in which the learner writes a piece of attention themselves.
``check_<name>(learner_fn)`` runs that function on many small cases, compares it with the
package's own implementation and returns a :class:`CheckResult`; when something is wrong it
names the most likely mistake (a *diagnosis*, a key of :data:`DIAGNOSES`) and gives its hint.
A stub that still raises ``NotImplementedError`` is *not attempted* rather than an error, and a
call that runs too long (an endless loop) is a *timeout*. ``python -m attnviz.grading.grade``
runs the same checkers on a class's submissions, in the grader's own process, with each
submitted function in a contained process of its own (:mod:`attnviz.grading.sandbox`).

One module per chapter holds that chapter's checkers beside their diagnoses and the wrong
versions of the reference they recognise mistakes by: ``ch01_softmax``,
``ch02_nadaraya_watson``, ``ch03_scoring`` (masked softmax, attention, additive attention),
``ch04_bleu``, ``ch05_multihead``, ``ch06_positions_and_causal_mask``,
``ch07_transformer_block`` (layer norm, encoder block), ``ch08_patchify``,
``ch09_tokens_and_sampling`` (merge, sampling), ``ch10_attention_at_scale`` (online softmax,
window mask, repeat_kv), ``ch11_latent_and_sinks`` (absorbed scores, sink eviction),
``ch11_caches`` (gather_blocks, quantize_keys), ``ch12_attention`` (merge_partials,
ring_step), ``ch12_serving`` (schedule_step), ``ch12_speculative`` (accept_proposals) and
``ch13_recent`` (gated_delta_step, top_k_mask, gate_heads, qk_norm_scores).
``_core`` holds what they share (the result, the case runner, the log), ``_guard`` the refusal
of the calls an exercise forbids. This module merges each chapter's tables into
:data:`DIAGNOSES` and :data:`FORBIDDEN` and re-exports the checkers.

Example::

    from attnviz.exercises import check_masked_softmax

    check_masked_softmax(softmax_with_mask)    # "softmax_with_mask passes all 9 checks."
"""

from __future__ import annotations

from attnviz.exercises import (
    ch01_softmax,
    ch02_nadaraya_watson,
    ch03_scoring,
    ch04_bleu,
    ch05_multihead,
    ch06_positions_and_causal_mask,
    ch07_transformer_block,
    ch08_patchify,
    ch09_tokens_and_sampling,
    ch10_attention_at_scale,
    ch11_caches,
    ch11_latent_and_sinks,
    ch12_attention,
    ch12_serving,
    ch12_speculative,
    ch13_recent,
)
from attnviz.exercises._core import DIAGNOSES, CheckResult, merge_tables
from attnviz.exercises._guard import FORBIDDEN, GUARD_DIAGNOSES
from attnviz.exercises.ch01_softmax import check_softmax
from attnviz.exercises.ch02_nadaraya_watson import check_nadaraya_watson
from attnviz.exercises.ch03_scoring import (
    check_additive_attention,
    check_attention,
    check_masked_softmax,
)
from attnviz.exercises.ch04_bleu import check_bleu
from attnviz.exercises.ch05_multihead import check_multihead_attention
from attnviz.exercises.ch06_positions_and_causal_mask import (
    check_causal_mask,
    check_sinusoidal_encoding,
)
from attnviz.exercises.ch07_transformer_block import check_encoder_block, check_layer_norm
from attnviz.exercises.ch08_patchify import check_patchify
from attnviz.exercises.ch09_tokens_and_sampling import check_merge, check_sampling
from attnviz.exercises.ch10_attention_at_scale import (
    check_online_softmax,
    check_repeat_kv,
    check_window_mask,
)
from attnviz.exercises.ch11_caches import check_gather_blocks, check_quantize_cache
from attnviz.exercises.ch11_latent_and_sinks import check_absorbed_scores, check_sink_eviction
from attnviz.exercises.ch12_attention import check_merge_partials, check_ring_step
from attnviz.exercises.ch12_serving import check_schedule_step
from attnviz.exercises.ch12_speculative import check_accept_proposals
from attnviz.exercises.ch13_recent import (
    check_gate_heads,
    check_gated_delta_step,
    check_qk_norm_scores,
    check_top_k_mask,
)

#: The chapter modules, in the book's order: their tables are merged in this order.
CHAPTERS = (ch01_softmax, ch02_nadaraya_watson, ch03_scoring, ch04_bleu, ch05_multihead,
            ch06_positions_and_causal_mask, ch07_transformer_block, ch08_patchify,
            ch09_tokens_and_sampling, ch10_attention_at_scale, ch11_latent_and_sinks,
            ch11_caches, ch12_attention, ch12_serving, ch12_speculative, ch13_recent)

merge_tables(DIAGNOSES, GUARD_DIAGNOSES, where="attnviz.exercises._guard")
for _chapter in CHAPTERS:
    merge_tables(DIAGNOSES, _chapter.CHAPTER_DIAGNOSES, where=_chapter.__name__)
    merge_tables(FORBIDDEN, _chapter.CHAPTER_FORBIDDEN, where=_chapter.__name__)
del _chapter

__all__ = [
    "DIAGNOSES",
    "CheckResult",
    "check_absorbed_scores",
    "check_accept_proposals",
    "check_additive_attention",
    "check_attention",
    "check_bleu",
    "check_causal_mask",
    "check_encoder_block",
    "check_gate_heads",
    "check_gated_delta_step",
    "check_gather_blocks",
    "check_layer_norm",
    "check_masked_softmax",
    "check_merge",
    "check_merge_partials",
    "check_multihead_attention",
    "check_nadaraya_watson",
    "check_online_softmax",
    "check_patchify",
    "check_qk_norm_scores",
    "check_quantize_cache",
    "check_repeat_kv",
    "check_ring_step",
    "check_sampling",
    "check_schedule_step",
    "check_sink_eviction",
    "check_sinusoidal_encoding",
    "check_softmax",
    "check_top_k_mask",
    "check_window_mask",
]
