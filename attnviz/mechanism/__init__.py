"""The attention mechanism itself, from a kernel average to grouped heads, each idea in its own
module: :mod:`~attnviz.mechanism.kernels` (chapter 2), :mod:`~attnviz.mechanism.scoring`,
:mod:`~attnviz.mechanism.masks` and :mod:`~attnviz.mechanism.attention` (chapters 3 and 4),
:mod:`~attnviz.mechanism.multihead` (chapter 5), :mod:`~attnviz.mechanism.positional`
(chapter 6), :mod:`~attnviz.mechanism.cache` (chapter 7; the one protocol of every key–value
cache), and
:mod:`~attnviz.mechanism.rotary`, :mod:`~attnviz.mechanism.alibi` and
:mod:`~attnviz.mechanism.efficient` (chapter 10), and :mod:`~attnviz.mechanism.latent`,
:mod:`~attnviz.mechanism.sinks`, :mod:`~attnviz.mechanism.paged`,
:mod:`~attnviz.mechanism.quantized` and :mod:`~attnviz.mechanism.flash` (chapter 11), and
:mod:`~attnviz.mechanism.selection` and :mod:`~attnviz.mechanism.delta` (chapter 13);
:mod:`~attnviz.mechanism.forms` computes every form of attention with one signature."""
