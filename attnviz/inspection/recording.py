"""Recording attention weights from any model built from attnviz layers (chapter 5).

Modules never keep their attention weights on ``self``. To draw them, wrap the forward pass:

    with attnviz.record_attention(model) as record:
        model(inputs)
    record.of(model.attention)   # list of weights, one tensor per call

While the block is open, forward hooks on every :class:`attnviz.AttentionLayer` inside the model
ask each call for its weights (``need_weights=True``), store a detached copy, and hand the caller
exactly what it asked for; the hooks are removed when the block ends, even after an error.

A record is looked up by module object (:meth:`AttentionRecord.of`); which layer plays which
role in a known model (encoder self-attention, cross-attention, a ViT block) is decided in one
place, :mod:`attnviz.inspection.maps`, by the model's structure, never by matching module names.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

import torch
from torch import nn

from attnviz.mechanism.attention import AttentionLayer

__all__ = ["AttentionRecord", "record_attention"]


class AttentionRecord:
    """Attention weights recorded by :func:`record_attention`, by layer.

    ``record.of(layer)`` (or ``record[name]``, by the layer's name in ``model.named_modules()``)
    is the list of weights that layer produced, one tensor per call, in call order
    (``(B, Tq, Tk)`` for single-head layers, ``(B, H, Tq, Tk)`` for multi-head ones).

    Args:
        layers: ``(name, module)`` of every recorded layer, in the model's module order.
    """

    def __init__(self, layers: Sequence[tuple[str, nn.Module]]) -> None:
        self._calls: dict[str, list[torch.Tensor]] = {name: [] for name, _ in layers}
        self._layers = [(module, name) for name, module in layers]  # kept: ids stay unique

    def __getitem__(self, name: str) -> list[torch.Tensor]:
        if name not in self._calls:
            raise KeyError(f"no attention layer named {name!r}; recorded layers: "
                           f"{list(self._calls)}")
        return self._calls[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._calls)

    def __len__(self) -> int:
        return len(self._calls)

    def names(self) -> list[str]:
        """Names of the recorded attention layers, in the model's module order."""
        return list(self._calls)

    def name_of(self, layer: nn.Module) -> str:
        """The name under which ``layer`` (a module object of the recorded model) is recorded.

        Raises:
            TypeError: ``layer`` is not a module.
            ValueError: ``layer`` is not one of the recorded attention layers.
        """
        if not isinstance(layer, nn.Module):
            raise TypeError(f"layer must be a torch.nn.Module (an attention layer of the "
                            f"recorded model), got {type(layer).__name__}")
        for module, name in self._layers:
            if module is layer:
                return name
        raise ValueError(f"layer must be one of the recorded attention layers {self.names()}, "
                         f"got a {type(layer).__name__} that was not recorded (is it part of "
                         "the model given to record_attention?)")

    def of(self, layer: nn.Module) -> list[torch.Tensor]:
        """The weights ``layer`` produced, one tensor per call, in call order.

        Args:
            layer: an attention layer of the recorded model, as a module object (e.g.
                ``model.attention``, or the model itself for a bare layer).

        Returns:
            ``(B, Tq, Tk)`` (single head) or ``(B, H, Tq, Tk)`` tensors, one per call.
        """
        return self._calls[self.name_of(layer)]

    def stacked(self, name: str) -> torch.Tensor:
        """The calls of one layer stacked on a new first axis (calls must share a shape)."""
        calls = self[name]
        if not calls:
            raise ValueError(f"layer {name!r} was not called while recording")
        return torch.stack(calls)

    def __repr__(self) -> str:
        counts = ", ".join(f"{name}: {len(calls)}" for name, calls in self._calls.items())
        return f"AttentionRecord({counts})"


@contextlib.contextmanager
def record_attention(model: nn.Module, *, to_cpu: bool = False) -> Iterator[AttentionRecord]:
    """Record the attention weights of every attnviz attention layer in ``model``.

    Args:
        model: any module; every :class:`attnviz.AttentionLayer` inside it (or the model itself)
            is recorded, under its name from ``model.named_modules()`` (``""`` for the model).
        to_cpu: move recorded weights to the CPU (handy for plotting after GPU runs).

    Yields:
        An :class:`AttentionRecord` that fills up as the model runs.

    Raises:
        ValueError: the model contains no attnviz attention layer.
    """
    if not isinstance(model, nn.Module):
        raise TypeError(f"model must be a torch.nn.Module, got {type(model).__name__}")
    layers = [(name, module) for name, module in model.named_modules()
              if isinstance(module, AttentionLayer)]
    if not layers:
        raise ValueError(
            f"model ({type(model).__name__}) contains no attnviz attention layer to record"
        )
    record = AttentionRecord(layers)
    asked: dict[int, list[bool]] = {}  # per module: did each open call ask for weights itself?
    handles = []

    def make_hooks(name: str) -> tuple[Any, Any]:
        def before(module: nn.Module, args: tuple, kwargs: dict) -> tuple[tuple, dict]:
            asked.setdefault(id(module), []).append(bool(kwargs.get("need_weights", False)))
            return args, {**kwargs, "need_weights": True}

        def after(module: nn.Module, args: tuple, kwargs: dict, output: Any) -> Any:
            wanted = asked[id(module)].pop()
            result, weights = output
            weights = weights.detach()
            record[name].append(weights.cpu() if to_cpu else weights)
            return output if wanted else result

        return before, after

    try:
        for name, module in layers:
            before, after = make_hooks(name)
            handles.append(module.register_forward_pre_hook(before, with_kwargs=True))
            handles.append(module.register_forward_hook(after, with_kwargs=True))
        yield record
    finally:
        for handle in handles:
            handle.remove()
