"""Serving and sharding attention (chapter 12): a serving engine with continuous batching,
chunked prefill and preemption over a paged pool (:mod:`~attnviz.serving.engine`, its scheduler in
:mod:`~attnviz.serving.scheduler`, its pool in :mod:`~attnviz.serving.pool`), the cost of
its steps fitted from a trace (:mod:`~attnviz.serving.cost`), speculative
decoding (:mod:`~attnviz.serving.speculative`) and ring attention across processes
(:mod:`~attnviz.serving.ring`): the models of :mod:`attnviz.models` put to work for many
requests and many processes."""
