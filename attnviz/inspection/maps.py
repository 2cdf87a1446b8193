"""Typed attention maps: a recorded run turned into labelled maps (chapters 4, 5, 7 and 8).

:func:`attnviz.record_attention` records weights per layer; this module says what each layer's
weights *are*, by the model's structure, and nothing else in the package does:

- :func:`translation_layers` walks an encoder–decoder (the Transformer of chapter 7 or the GRU
  with Bahdanau attention of chapter 4) and returns its attention layers by role: the encoder's
  self-attention, the decoder's masked self-attention and the cross-attention to the source;
- :func:`translation_maps` turns a record of one translated sentence into those three kinds of
  :class:`AttentionMaps`, each ``(L, H, Tq, Tk)`` with its query and key tokens;
  :func:`attnviz.translate` does this for you (``result.maps``);
- :func:`vit_maps` runs a Vision Transformer on a batch of images and returns every block's
  weights, the class token's attention per layer and head and the attention rollout;
- :func:`attention_maps` labels the layers of any other model, given as module objects.

Letters: ``L`` layers, ``H`` heads, ``Tq`` queries, ``Tk`` keys, ``B`` images, ``N`` patches,
``T = N + 1`` tokens of a ViT (class token first).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from attnviz._checks import check_floating, check_int, check_items, check_labels, check_tensor
from attnviz.inspection.recording import AttentionRecord, record_attention
from attnviz.inspection.rollout import attention_rollout
from attnviz.mechanism.attention import AttentionLayer
from attnviz.models.blocks import TransformerDecoderBlock, TransformerEncoderBlock
from attnviz.models.encoder_decoder import EncoderDecoder
from attnviz.models.seq2seq import BahdanauDecoder
from attnviz.models.vit import VisionTransformer, _check_images

__all__ = [
    "AttentionMaps",
    "TranslationLayers",
    "TranslationMaps",
    "ViTMaps",
    "attention_maps",
    "translation_layers",
    "translation_maps",
    "vit_maps",
]


@dataclass(frozen=True, eq=False, repr=False, kw_only=True)
class AttentionMaps:
    """One kind of attention in a run, with what its rows and columns are.

    Attributes:
        weights: ``(L, H, Tq, Tk)`` floating-point weights, one ``(Tq, Tk)`` map per layer and
            head (a single-head layer has ``H = 1``).
        label: what the maps are, for titles, e.g. ``"cross-attention"``.
        query_tokens: ``Tq`` strings, one per query (row), or ``None``.
        key_tokens: ``Tk`` strings, one per key (column), or ``None``.
        query_label, key_label: what the queries and the keys are, for axis labels, e.g.
            ``"output"`` and ``"source"``.
        layer_names: ``L`` names, one per layer (default ``"layer 0"``, ``"layer 1"``, ...);
            :func:`translation_maps` and :func:`attention_maps` give the recorded modules'
            names. They are for display: code picks maps by kind and index, not by name.

    Raises:
        TypeError, ValueError: weights is not a 4-D floating-point tensor, or a list of labels
            does not have one entry per layer, query or key.
    """

    weights: torch.Tensor
    label: str
    # given as any sequence of strings; held as tuples once checked
    query_tokens: Sequence[str] | None = None
    key_tokens: Sequence[str] | None = None
    query_label: str = "queries"
    key_label: str = "keys"
    layer_names: Sequence[str] | None = None

    def __post_init__(self) -> None:
        check_tensor("weights", self.weights, ndim=4, shape_hint="(L, H, Tq, Tk)")
        check_floating("weights", self.weights)
        for name in ("label", "query_label", "key_label"):
            value = getattr(self, name)
            if not isinstance(value, str) or not value:
                raise TypeError(f"{name} must be a non-empty str, got {value!r}")
        num_layers, _, num_queries, num_keys = self.weights.shape
        shape = f"(L, H, Tq, Tk) = {tuple(self.weights.shape)}"
        for name, expected, what in (("query_tokens", num_queries, "query (row)"),
                                     ("key_tokens", num_keys, "key (column)")):
            if getattr(self, name) is not None:
                labels = check_labels(name, getattr(self, name), expected, what, shape)
                object.__setattr__(self, name, labels)
        names: Sequence[str] | None = self.layer_names
        if names is None:
            names = [f"layer {i}" for i in range(num_layers)]
        object.__setattr__(self, "layer_names",
                           check_labels("layer_names", names, num_layers, "layer", shape))

    @property
    def num_layers(self) -> int:
        """``L``."""
        return self.weights.shape[0]

    @property
    def num_heads(self) -> int:
        """``H``."""
        return self.weights.shape[1]

    def __repr__(self) -> str:
        return (f"AttentionMaps({self.label!r}, weights {tuple(self.weights.shape)} = "
                f"(L, H, Tq, Tk), queries: {self.query_label}, keys: {self.key_label}, "
                f"layers: {list(self.layer_names or ())})")


def _stacked(record: AttentionRecord, layers: Sequence[nn.Module],
             per_layer: list[torch.Tensor]) -> tuple[torch.Tensor, list[str]]:
    """``L`` layers' ``(H, Tq, Tk)`` weights stacked to ``(L, H, Tq, Tk)``, and their names."""
    names = [record.name_of(layer) for layer in layers]
    shapes = {tuple(weights.shape) for weights in per_layer}
    if len(shapes) > 1:
        found = {name: tuple(weights.shape) for name, weights in zip(names, per_layer,
                                                                      strict=True)}
        raise ValueError(f"layers must give weights of one shape to be stacked as "
                         f"(L, H, Tq, Tk), got {found}")
    return torch.stack(per_layer), names  # L x (H, Tq, Tk) -> (L, H, Tq, Tk)


def _check_layers(name: str, layers: object) -> list[nn.Module]:
    if isinstance(layers, nn.Module):
        layers = [layers]
    if not isinstance(layers, list | tuple) or not layers:
        raise TypeError(f"{name} must be an attention layer or a non-empty list of them (module "
                        f"objects, e.g. model.attention), got {layers!r:.80}")
    return check_items(name, layers, AttentionLayer,
                       "an attnviz attention layer (module object)")


def attention_maps(record: AttentionRecord, layers: nn.Module | Sequence[nn.Module], *,
                   call: int = 0, example: int = 0, label: str = "attention",
                   query_tokens: Sequence[str] | None = None,
                   key_tokens: Sequence[str] | None = None, query_label: str = "queries",
                   key_label: str = "keys") -> AttentionMaps:
    """Label the recorded weights of some layers of any model, found by module object.

    For a bare layer or a model whose layers have no known roles (chapters 5 and 6); the
    weights of :func:`translation_maps` and :func:`vit_maps` need no help.

    Args:
        record: what :func:`attnviz.record_attention` recorded.
        layers: one attention layer, or ``L`` of them in order, as module objects (e.g.
            ``model.attention``, or the model itself if it is the layer).
        call: which call of each layer (0 is the first; -1 the last).
        example: which example of the batch (row ``b`` of ``(B, [H,] Tq, Tk)``).
        label, query_tokens, key_tokens, query_label, key_label: as in :class:`AttentionMaps`.

    Returns:
        :class:`AttentionMaps` with weights ``(L, H, Tq, Tk)`` (``H = 1`` for single-head
        layers) and the layers' recorded names.

    Raises:
        ValueError: a layer was not recorded, or not called ``call + 1`` times, or the batch
            has no row ``example``.
    """
    if not isinstance(record, AttentionRecord):
        raise TypeError(f"record must be an attnviz.AttentionRecord (from record_attention), "
                        f"got {type(record).__name__}")
    layers = _check_layers("layers", layers)
    check_int("call", call)
    check_int("example", example, minimum=0)

    def weights_of(layer: nn.Module) -> torch.Tensor:
        calls = record.of(layer)
        if not -len(calls) <= call < len(calls):
            raise ValueError(f"call must pick one of the {len(calls)} calls of "
                             f"{record.name_of(layer)!r} (from {-len(calls)} to "
                             f"{len(calls) - 1}), got {call}")
        weights = calls[call]  # (B, [H,] Tq, Tk)
        if example >= weights.shape[0]:
            raise ValueError(f"example must be a row of the batch of {weights.shape[0]}, got "
                             f"{example}")
        weights = weights[example]
        return weights if weights.dim() == 3 else weights[None]  # (H, Tq, Tk)

    weights, names = _stacked(record, layers, [weights_of(layer) for layer in layers])
    return AttentionMaps(weights=weights, label=label, query_tokens=query_tokens,
                         key_tokens=key_tokens, query_label=query_label, key_label=key_label,
                         layer_names=names)


@dataclass(frozen=True)
class TranslationLayers:
    """The attention layers of an encoder–decoder, by role, each in block order.

    Attributes:
        encoder_self: the encoder's self-attention layers (empty for a GRU encoder).
        decoder_self: the decoder's masked self-attention layers (empty for a GRU decoder).
        cross: the decoder's attention to the encoder's outputs (the Bahdanau attention of a
            GRU decoder, or each Transformer decoder block's cross-attention).
    """

    encoder_self: tuple[AttentionLayer, ...] = ()
    decoder_self: tuple[AttentionLayer, ...] = ()
    cross: tuple[AttentionLayer, ...] = ()


def translation_layers(model: EncoderDecoder) -> TranslationLayers:
    """Find an encoder–decoder's attention layers by their role, from the model's structure.

    Every :class:`attnviz.TransformerEncoderBlock` in ``model.encoder`` contributes its
    ``attention``; every :class:`attnviz.models.blocks.TransformerDecoderBlock` in
    ``model.decoder`` its ``self_attention`` and ``cross_attention``; a
    :class:`attnviz.models.seq2seq.BahdanauDecoder` its ``attention`` (cross-attention).

    Args:
        model: an :class:`attnviz.EncoderDecoder`.

    Returns:
        A :class:`TranslationLayers`; all three are empty for a model without attention.

    Raises:
        TypeError: ``model`` is not an ``EncoderDecoder``.
        ValueError: ``model`` holds attention layers of no known role (record those with
            :func:`attnviz.record_attention` and read them with ``record.of(layer)``).
    """
    if not isinstance(model, EncoderDecoder):
        raise TypeError(f"model must be an attnviz.EncoderDecoder (a Transformer or a GRU "
                        f"translator), got {type(model).__name__}")
    encoder_self = [block.attention for block in model.encoder.modules()
                    if isinstance(block, TransformerEncoderBlock)]
    decoder_blocks = [block for block in model.decoder.modules()
                      if isinstance(block, TransformerDecoderBlock)]
    decoder_self = [block.self_attention for block in decoder_blocks]
    cross: list[AttentionLayer] = [block.cross_attention for block in decoder_blocks]
    cross += [decoder.attention for decoder in model.decoder.modules()
              if isinstance(decoder, BahdanauDecoder)]
    known = {id(layer) for layer in (*encoder_self, *decoder_self, *cross)}
    unknown = [name for name, module in model.named_modules()
               if isinstance(module, AttentionLayer) and id(module) not in known]
    if unknown:
        raise ValueError(f"model holds attention layers of no known role: {unknown}; "
                         "translation_layers knows the blocks of attnviz's Transformer and the "
                         "Bahdanau decoder (read other layers with record.of(layer))")
    return TranslationLayers(tuple(encoder_self), tuple(decoder_self), tuple(cross))


@dataclass(frozen=True, eq=False)
class TranslationMaps:
    """The attention of one translated sentence, by kind (``None`` where the model has none).

    Attributes:
        encoder_self: source over source, ``(L, H, Tk, Tk)``.
        decoder_self: output over decoder inputs (``<bos>`` then the output so far),
            ``(L, H, Tout, Tout)``, zero above the diagonal.
        cross: output over source, ``(L, H, Tout, Tk)``; a GRU with Bahdanau attention has only
            this kind, with ``L = H = 1``.
    """

    encoder_self: AttentionMaps | None = None
    decoder_self: AttentionMaps | None = None
    cross: AttentionMaps | None = None

    def present(self) -> tuple[AttentionMaps, ...]:
        """The kinds the model has, in reading order: encoder, decoder, cross."""
        return tuple(maps for maps in (self.encoder_self, self.decoder_self, self.cross)
                     if maps is not None)


def _join_calls(calls: list[torch.Tensor]) -> torch.Tensor:
    """Join one layer's per-call weights ``(1, [H,] Tq, Tk)`` into ``([H,] Tq_total, Tk)``.

    One call is one teacher-forced pass; several are the steps of a decoder that attends once
    per step (the GRU), whose keys may grow from step to step (padded with zeros on the right).
    """
    if len(calls) == 1:
        return calls[0][0]
    width = max(call.shape[-1] for call in calls)
    return torch.cat([F.pad(call[0], (0, width - call.shape[-1])) for call in calls], dim=-2)


def translation_maps(model: EncoderDecoder, record: AttentionRecord, *, source: Sequence[str],
                     output: Sequence[str]) -> TranslationMaps:
    """The typed maps of one sentence, from a record of one teacher-forced pass.

    :func:`attnviz.translate` calls this (``result.maps``); call it yourself for a record of
    your own, made as ``translate`` makes it: one sentence (``B = 1``) encoded once and decoded
    in one teacher-forced pass (or one call per step) over ``<bos>`` and the output.

    Args:
        model: the :class:`attnviz.EncoderDecoder` that was recorded.
        record: what :func:`attnviz.record_attention` recorded for ``model``.
        source: the ``Tk`` source tokens the encoder read.
        output: the ``Tout`` produced tokens; the decoder inputs are ``<bos>`` and all but the
            last of them.

    Returns:
        :class:`TranslationMaps` with tokens and labels on every kind the model has.

    Raises:
        ValueError: a layer was not called, the record holds more than one sentence, or the
            tokens do not match the weights' shapes.
    """
    layers = translation_layers(model)
    if not isinstance(record, AttentionRecord):
        raise TypeError(f"record must be an attnviz.AttentionRecord (from record_attention), "
                        f"got {type(record).__name__}")
    source, output = list(source), list(output)
    decoder_inputs = ["<bos>", *output[:-1]]

    def weights_of(layer: nn.Module) -> torch.Tensor:
        calls = record.of(layer)
        name = record.name_of(layer)
        if not calls:
            raise ValueError(f"the attention layer {name!r} was not called while recording")
        if any(call.shape[0] != 1 for call in calls):
            raise ValueError(f"record must hold one sentence (B = 1), got weights shaped "
                             f"{tuple(calls[0].shape)} from {name!r}")
        weights = _join_calls(calls)  # ([H,] Tq, Tk)
        return weights if weights.dim() == 3 else weights[None]  # (H, Tq, Tk)

    def maps(layers: tuple[AttentionLayer, ...], label: str, queries: list[str],
             keys: list[str], query_label: str, key_label: str) -> AttentionMaps | None:
        if not layers:
            return None
        weights, names = _stacked(record, layers, [weights_of(layer) for layer in layers])
        return AttentionMaps(weights=weights, label=label, query_tokens=queries, key_tokens=keys,
                             query_label=query_label, key_label=key_label, layer_names=names)

    return TranslationMaps(
        encoder_self=maps(layers.encoder_self, "encoder self-attention", source, source,
                          "source", "source"),
        decoder_self=maps(layers.decoder_self, "decoder self-attention", output,
                          decoder_inputs, "output", "decoder inputs"),
        cross=maps(layers.cross, "cross-attention", output, source, "output", "source"),
    )


@dataclass(frozen=True, eq=False, repr=False)
class ViTMaps:
    """A Vision Transformer's attention on a batch of images, and what the class token reads.

    Attributes:
        weights: ``(B, L, H, T, T)``, every block's weights, class token first (``T = N + 1``).
        layer_names: ``L`` names of the recorded blocks' attention layers, for display.
        class_token: ``(B, L, H, N)``, the class token's attention to the patches (row 0 of
            each map without its first column, as :func:`attnviz.class_token_attention`).
        rollout: ``(B, N)``, the class token's row of :func:`attnviz.attention_rollout` over
            all layers, without its first entry.
    """

    weights: torch.Tensor
    layer_names: tuple[str, ...]
    class_token: torch.Tensor = field(init=False)
    rollout: torch.Tensor = field(init=False)

    def __post_init__(self) -> None:
        check_tensor("weights", self.weights, ndim=5, shape_hint="(B, L, H, T, T)")
        check_floating("weights", self.weights)
        if self.weights.shape[-1] != self.weights.shape[-2] or self.weights.shape[-1] < 2:
            raise ValueError(f"weights must be self-attention over the class token and at "
                             f"least one patch, shaped (B, L, H, T, T) with T >= 2, got "
                             f"{tuple(self.weights.shape)}")
        shape = f"(B, L, H, T, T) = {tuple(self.weights.shape)}"
        names = check_labels("layer_names", self.layer_names, self.weights.shape[1], "layer",
                             shape)
        object.__setattr__(self, "layer_names", names)
        object.__setattr__(self, "class_token", self.weights[..., 0, 1:])  # (B, L, H, N)
        rollout = attention_rollout(self.layers())[:, 0, 1:]  # (B, T, T) -> (B, N)
        object.__setattr__(self, "rollout", rollout)

    def layers(self) -> list[torch.Tensor]:
        """The weights as ``L`` tensors ``(B, H, T, T)``, the input of
        :func:`attnviz.attention_rollout`."""
        return list(self.weights.unbind(dim=1))

    def __repr__(self) -> str:
        return (f"ViTMaps(weights {tuple(self.weights.shape)} = (B, L, H, T, T), "
                f"layers: {list(self.layer_names or ())})")


@torch.no_grad()
def vit_maps(model: VisionTransformer, images: torch.Tensor, *,
             to_cpu: bool = False) -> ViTMaps:
    """Run a Vision Transformer on ``images`` and return its attention maps.

    Each block's ``attention`` is recorded with :func:`attnviz.record_attention` (the model's
    output is not kept); put the model in eval mode first, or dropout will change the weights.

    Args:
        model: an :class:`attnviz.VisionTransformer`.
        images: ``(B, C, S, S)`` as the model takes them; moved to the model's device.
        to_cpu: return the weights on the CPU (handy for plotting after GPU runs).

    Returns:
        :class:`ViTMaps`: every block's weights ``(B, L, H, T, T)``, the class token's
        attention ``(B, L, H, N)`` and its rollout ``(B, N)``.
    """
    if not isinstance(model, VisionTransformer):
        raise TypeError(f"model must be an attnviz.VisionTransformer, got {type(model).__name__}")
    config = model.config
    _check_images(images, config.in_channels, config.image_size)
    device = next(model.parameters()).device
    layers = [block.attention for block in model.blocks
              if isinstance(block, TransformerEncoderBlock)]  # every block is one
    with record_attention(model, to_cpu=to_cpu) as record:
        model(images.to(device))
    weights = torch.stack([record.of(layer)[0] for layer in layers], dim=1)  # (B, L, H, T, T)
    return ViTMaps(weights, tuple(record.name_of(layer) for layer in layers))
