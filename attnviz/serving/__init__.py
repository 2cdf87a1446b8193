"""Serving and sharding attention (chapter 12): speculative decoding
(:mod:`~attnviz.serving.speculative`); the models of :mod:`attnviz.models` put to work for many
requests and many processes."""
