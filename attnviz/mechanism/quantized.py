"""A quantised key–value cache: keys and values stored in 8, 4 or 2 bits (chapter 11,
*Attention in today's language models*).

A long context's key–value cache can outgrow the model's weights. Storing each number in fewer
bits shrinks it: *uniform asymmetric quantisation* maps the numbers of one slice of the tensor,
between its minimum ``m`` and maximum ``M``, to the ``2**bits`` integer codes
``0 .. L`` (``L = 2**bits - 1``)::

    scale = (M - m) / L          code = round((x - m) / scale)       x ≈ code * scale + m

so every number comes back within ``scale / 2`` of where it was. Which numbers share a scale
matters. KIVI (Liu et al. 2024) observed that a few *channels* of the keys hold large values
in every token, while values have no such channels: it quantises keys per channel (the
statistics taken over the tokens, one scale per channel) and values per token (over the
channels). Per-token scales for the keys would let one outlier channel stretch every token's
range, and round the other channels to a few levels.

* :func:`quantize` quantises any tensor with its statistics along one axis (optionally in
  groups along it) and returns a :class:`QuantizedTensor`, whose :meth:`~QuantizedTensor.
  dequantize` gives the numbers back and whose :attr:`~QuantizedTensor.nbytes` counts codes and
  statistics; 4-bit and 2-bit codes are packed two and four to a byte
  (:func:`pack_codes`, :func:`unpack_codes`);
* :func:`quantize_kv` quantises keys per channel and values per token, as KIVI;
* :class:`QuantizedKVCache` is KIVI's cache for decoding: the newest ``residual`` tokens stay in
  full precision, and each time ``residual`` of them have gathered they are quantised as one
  group (keys per channel over those tokens, values per token);
* :func:`quantized_attention` dequantises them and attends, for comparing with full precision.
  A real kernel would compute the scores from the codes without dequantising the whole cache;
  here the numbers, not the speed, are the point.

Shapes use ``B`` (batch), ``H`` (heads), ``T`` (cached tokens), ``Tq`` (queries) and ``Dh`` (head
width).
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

from attnviz._checks import (
    check_bool,
    check_floating,
    check_int,
    check_row_index,
    check_same_dtype,
    check_tensor,
    checked_at_entry,
    entry_checked,
)
from attnviz.mechanism._device import contiguous_on_mps
from attnviz.mechanism.cache import check_rows, check_slots
from attnviz.mechanism.masks import causal_mask

__all__ = ["QuantizedKVCache", "QuantizedTensor", "pack_codes", "quantize", "quantize_kv",
           "quantized_attention", "unpack_codes"]

BITS = (8, 4, 2)


def _check_bits(bits: object) -> int:
    if isinstance(bits, bool) or not isinstance(bits, int):
        raise TypeError(f"bits must be one of 8, 4 or 2, got {bits!r}")
    if bits not in BITS:
        raise ValueError(f"bits must be one of 8, 4 or 2, got {bits}")
    return bits


def _check_finite(name: str, x: torch.Tensor) -> None:
    """Raise unless every number of the floating-point ``x`` is finite (one read of the values
    when they are; skipped inside :func:`attnviz._checks.entry_checked`).

    Min–max statistics cannot hold an infinity: a slice with one would get an infinite scale
    and come back NaN everywhere, its finite numbers included.
    """
    if x.numel() == 0 or checked_at_entry() or bool(torch.isfinite(x).all()):
        return
    infinite, missing = (int(count) for count in
                         torch.stack([torch.isinf(x).sum(), torch.isnan(x).sum()]).tolist())
    raise ValueError(f"{name} must be finite, got {infinite} inf and {missing} NaN values in "
                     f"shape {tuple(x.shape)}")


def pack_codes(codes: torch.Tensor, *, bits: int) -> torch.Tensor:
    """Pack integer codes in ``[0, 2**bits)`` into bytes, ``8 // bits`` codes per byte.

    Code ``i`` of the flattened input goes to byte ``i // (8 // bits)``, the first code of a
    byte in its lowest bits. The last byte is padded with zero codes.

    Args:
        codes: ``(N,)`` uint8 codes (a tensor of any other shape is flattened first).
        bits: 8, 4 or 2.

    Returns:
        ``(ceil(numel * bits / 8),)`` uint8 bytes (a copy of the codes for ``bits=8``).
    """
    bits = _check_bits(bits)
    codes = check_tensor("codes", codes)
    if codes.dtype != torch.uint8:
        raise TypeError(f"codes must be a torch.uint8 tensor, got dtype {codes.dtype}")
    if bits < 8 and codes.numel() and int(codes.max()) >= 2 ** bits:
        raise ValueError(f"codes must lie in [0, {2 ** bits}) for bits={bits}, got "
                         f"{int(codes.max())}")
    return _pack(codes, bits)


def _pack(codes: torch.Tensor, bits: int) -> torch.Tensor:
    per_byte = 8 // bits
    flat = codes.flatten()
    flat = torch.cat([flat, flat.new_zeros(-flat.numel() % per_byte)])  # pad to whole bytes
    groups = flat.reshape(-1, per_byte).to(torch.int32)  # (bytes, codes per byte)
    shifts = torch.arange(per_byte, device=codes.device, dtype=torch.int32) * bits
    return (groups << shifts).sum(dim=1).to(torch.uint8)  # the codes share no bits: sum = or


def unpack_codes(packed: torch.Tensor, *, bits: int, numel: int) -> torch.Tensor:
    """The inverse of :func:`pack_codes`: the first ``numel`` codes, ``(numel,)`` uint8.

    Args:
        packed: ``(N,)`` uint8 bytes from :func:`pack_codes`.
        bits: 8, 4 or 2, as they were packed.
        numel: how many codes were packed (``N * 8 // bits`` at most).
    """
    bits = _check_bits(bits)
    packed = check_tensor("packed", packed, ndim=1, shape_hint="(N,)")
    if packed.dtype != torch.uint8:
        raise TypeError(f"packed must be a torch.uint8 tensor, got dtype {packed.dtype}")
    check_int("numel", numel, minimum=0, maximum=packed.numel() * (8 // bits))
    return _unpack(packed, bits, numel)


def _unpack(packed: torch.Tensor, bits: int, numel: int) -> torch.Tensor:
    per_byte = 8 // bits
    shifts = torch.arange(per_byte, device=packed.device, dtype=torch.int32) * bits
    codes = (packed.to(torch.int32)[:, None] >> shifts) & (2 ** bits - 1)  # (N, codes per byte)
    return codes.flatten()[:numel].to(torch.uint8)


@dataclass(frozen=True, eq=False)  # eq=False: == on tensors has no single truth value
class QuantizedTensor:
    """A tensor stored as ``bits``-bit codes with a scale and a minimum per slice (chapter 11).

    :func:`quantize` makes one. The codes are laid out with the quantised axis ``dim`` moved
    last and split into groups of ``group_size``: ``(..., G, g)`` with ``G * g`` the length of
    that axis; ``scale`` and ``minimum`` are ``(..., G, 1)``, one per group.

    Attributes:
        codes: uint8, the packed codes (``8 // bits`` per byte), flattened.
        scale: ``(..., G, 1)`` the step between two codes, per group.
        minimum: ``(..., G, 1)`` the value of code 0 (the zero point), per group.
        bits: 8, 4 or 2.
        dim: the axis the statistics were taken along (non-negative).
        shape: the shape of the original tensor.
        group_size: ``g``, the numbers sharing one scale along ``dim``.
        dtype: the original tensor's dtype, which :meth:`dequantize` returns.
    """

    codes: torch.Tensor
    scale: torch.Tensor
    minimum: torch.Tensor
    bits: int
    dim: int
    shape: tuple[int, ...]
    group_size: int
    dtype: torch.dtype

    @property
    def nbytes(self) -> int:
        """The bytes stored, packed codes plus scales and minima."""
        return self.codes.nbytes + self.scale.nbytes + self.minimum.nbytes

    def unpacked_codes(self) -> torch.Tensor:
        """The codes, unpacked, ``(..., G, g)`` uint8 (the layout of the class docstring)."""
        numel = 1
        for size in self.shape:
            numel *= size
        return _unpack(self.codes, self.bits, numel).reshape(
            *self.scale.shape[:-1], self.group_size)

    def _select_rows(self, rows: torch.Tensor) -> QuantizedTensor:
        """The rows ``rows`` of the first axis (not ``dim``), codes and statistics copied as
        they are: no number is quantised again."""
        codes = self.unpacked_codes().index_select(0, rows)  # (B_new, ..., G, g)
        return QuantizedTensor(codes=_pack(codes.flatten(), self.bits),
                               scale=self.scale.index_select(0, rows),
                               minimum=self.minimum.index_select(0, rows), bits=self.bits,
                               dim=self.dim, shape=(len(rows), *self.shape[1:]),
                               group_size=self.group_size, dtype=self.dtype)

    def dequantize(self) -> torch.Tensor:
        """The numbers back, ``code * scale + minimum``, in the original shape and dtype."""
        x = self.unpacked_codes() * self.scale + self.minimum  # (..., G, g)
        moved = (*self.shape[:self.dim], *self.shape[self.dim + 1:], self.shape[self.dim])
        return x.reshape(moved).movedim(-1, self.dim).to(self.dtype)

    def __repr__(self) -> str:
        return (f"QuantizedTensor(shape={self.shape}, bits={self.bits}, dim={self.dim}, "
                f"group_size={self.group_size}, nbytes={self.nbytes})")


def quantize(x: torch.Tensor, *, bits: int, dim: int,
             group_size: int | None = None) -> QuantizedTensor:
    """Asymmetric min–max uniform quantisation, with statistics taken along ``dim``.

    Each slice of ``x`` along ``dim`` (each group of ``group_size`` consecutive numbers of it, if
    given) gets its own minimum ``m`` and scale ``(M - m) / (2**bits - 1)``; each number becomes
    the code ``round((x - m) / scale)``. A constant slice (``M = m``) gets scale 1 and codes 0,
    so it comes back exactly. Every number comes back within ``scale / 2`` of where it was.
    The statistics are computed and stored in float32, or float64 for a float64 input.

    Args:
        x: ``(...)`` a floating-point tensor, e.g. keys ``(B, H, T, Dh)``.
        bits: 8, 4 or 2; codes of 4 and 2 bits are packed two and four per byte.
        dim: the axis the statistics are taken along (over which one scale is shared): ``-2``
            (the tokens) for per-channel keys, ``-1`` (the channels) for per-token values.
        group_size: ``g``, numbers per group along ``dim``; must divide ``x.shape[dim]``.
            ``None``: the whole slice is one group.

    Returns:
        A :class:`QuantizedTensor`; ``.dequantize()`` gives back a tensor shaped like ``x``.

    Raises:
        TypeError: ``x`` is not a floating-point tensor, or ``bits``, ``dim`` or
            ``group_size`` is not an int.
        ValueError: ``bits`` is not 8, 4 or 2; ``dim`` is not an axis of ``x``; ``group_size``
            does not divide ``x.shape[dim]``; ``x`` is 0-D or empty along ``dim``; or ``x``
            holds an infinity or a NaN (min–max statistics would turn its whole group NaN, the
            finite numbers included). Finding one reads the values, a host synchronisation on
            a GPU; inside a checked entry point (:func:`attnviz._checks.entry_checked`) the
            values count as checked and this test is skipped.
    """
    x = check_floating("x", check_tensor("x", x))
    bits = _check_bits(bits)
    if x.dim() == 0:
        raise ValueError("x must have at least one axis, got a 0-D tensor")
    check_int("dim", dim, minimum=-x.dim(), maximum=x.dim() - 1,
              expected=f"an axis of x, between {-x.dim()} and {x.dim() - 1} for x of shape "
                       f"{tuple(x.shape)}")
    dim = dim % x.dim()
    size = x.shape[dim]
    if group_size is None:
        group_size = size
    else:
        check_int("group_size", group_size, minimum=1)
        if size % group_size:
            raise ValueError(f"group_size must divide x.shape[{dim}] = {size} (the axis the "
                             f"statistics are taken along), got {group_size}")
    if size == 0:
        raise ValueError(f"x must have entries along dim={dim}, got shape {tuple(x.shape)}")
    _check_finite("x", x)
    work = torch.promote_types(x.dtype, torch.float32)
    # (..., L) -> (..., G, g): the quantised axis last, in groups
    groups = x.to(work).movedim(dim, -1).reshape(*x.shape[:dim], *x.shape[dim + 1:],
                                                  size // group_size, group_size)
    levels = 2 ** bits - 1
    minimum = groups.amin(dim=-1, keepdim=True)  # (..., G, 1)
    spread = groups.amax(dim=-1, keepdim=True) - minimum
    scale = torch.where(spread > 0, spread / levels, torch.ones_like(spread))
    codes = torch.round((groups - minimum) / scale).clamp(0, levels).to(torch.uint8)
    return QuantizedTensor(codes=_pack(codes, bits), scale=scale, minimum=minimum, bits=bits,
                           dim=dim, shape=tuple(x.shape), group_size=group_size, dtype=x.dtype)


def quantize_kv(keys: torch.Tensor, values: torch.Tensor, *, bits: int,
                group_size: int | None = None) -> tuple[QuantizedTensor, QuantizedTensor]:
    """Quantise a key–value cache as KIVI does: keys per channel, values per token.

    Args:
        keys: ``(B, H, T, Dh)``; the statistics are taken over the ``T`` tokens (``dim=-2``),
            one scale per channel (per group of ``group_size`` tokens, if given).
        values: ``(B, H, T, Dh)``; the statistics are taken over the ``Dh`` channels
            (``dim=-1``), one scale per token (per group of ``group_size`` channels, if given).
        bits: 8, 4 or 2.
        group_size: numbers per group along each one's axis (must divide ``T`` and ``Dh``).

    Returns:
        ``(keys, values)`` as :class:`QuantizedTensor`\\ s.

    Raises:
        TypeError: ``keys`` or ``values`` is not a floating-point tensor, their dtypes differ,
            or ``bits`` or ``group_size`` is not an int.
        ValueError: a shape does not fit, ``bits`` is not 8, 4 or 2, ``group_size`` does not
            divide ``T`` or ``Dh``, or ``keys`` or ``values`` holds an infinity or a NaN (as
            for :func:`quantize`: one infinite key would turn its channel NaN for every token
            of its group; skipped inside :func:`attnviz._checks.entry_checked`).
    """
    keys = check_tensor("keys", keys, ndim=4, shape_hint="(B, H, T, Dh)")
    values = check_tensor("values", values, ndim=4, shape_hint="(B, H, T, Dh)")
    check_floating("keys", keys)
    check_floating("values", values)
    check_same_dtype("values", values, "keys", keys)
    if keys.shape[:3] != values.shape[:3]:
        raise ValueError(f"values must have the (B, H, T) of keys, {tuple(keys.shape[:3])}, got "
                         f"shape {tuple(values.shape)}")
    _check_bits(bits)
    _check_finite("keys", keys)  # here, so that the message names keys or values, not x
    _check_finite("values", values)
    with entry_checked():  # their values are checked: quantize need not read them again
        return (quantize(keys, bits=bits, dim=-2, group_size=group_size),
                quantize(values, bits=bits, dim=-1, group_size=group_size))


def quantized_attention(q: torch.Tensor, keys: QuantizedTensor, values: QuantizedTensor,
                        *, causal: bool = False) -> torch.Tensor:
    """Attention to quantised keys and values: dequantise them, then PyTorch's attention.

    Args:
        q: ``(B, H, Tq, Dh)`` queries.
        keys: quantised ``(B, H, T, Dh)`` keys (:func:`quantize_kv`).
        values: quantised ``(B, H, T, Dv)`` values.
        causal: hide later keys, the queries being the last ``Tq`` of the ``T`` positions
            (:func:`attnviz.causal_mask`'s lower-right alignment); ``False``: every query sees
            every key (decoding one token).

    Returns:
        ``(B, H, Tq, Dv)``, in the dtype of ``q``.

    Raises:
        TypeError: ``q`` is not a floating-point tensor, ``keys`` or ``values`` is not a
            :class:`QuantizedTensor`, or ``causal`` is not a bool (``"yes"`` or ``1`` would
            otherwise pass for ``True``).
        ValueError: a shape does not fit, or ``causal`` without ``1 <= Tq <= T``.

    A NaN or an infinity in ``q`` is not refused: it gives NaN in the outputs it reaches, as in
    PyTorch's attention (the quantised keys and values are finite: :func:`quantize` refuses
    anything else).
    """
    q = check_floating("q", check_tensor("q", q, ndim=4, shape_hint="(B, H, Tq, Dh)"))
    for name, quantized in (("keys", keys), ("values", values)):
        if not isinstance(quantized, QuantizedTensor):
            raise TypeError(f"{name} must be a QuantizedTensor (from quantize_kv), got "
                            f"{type(quantized).__name__}")
    check_bool("causal", causal)
    if len(keys.shape) != 4 or keys.shape[:2] != q.shape[:2] or keys.shape[3] != q.shape[3]:
        raise ValueError(f"keys must be shaped (B, H, T, Dh) with (B, H) = {tuple(q.shape[:2])} "
                         f"and Dh = {q.shape[3]} (those of q), got {keys.shape}")
    if len(values.shape) != 4 or values.shape[:3] != keys.shape[:3]:
        raise ValueError(f"values must be shaped (B, H, T, Dv) with the (B, H, T) of keys, "
                         f"{keys.shape[:3]}, got {values.shape}")
    k = keys.dequantize().to(q.dtype)
    v = values.dequantize().to(q.dtype)
    mask = None
    if causal:
        num_queries, num_keys = q.shape[2], k.shape[2]
        if not 0 < num_queries <= num_keys:
            raise ValueError(f"causal attention needs 1 <= Tq <= T (the queries are the last "
                             f"Tq of the T keys), got Tq = {num_queries} queries and T = "
                             f"{num_keys} keys")
        mask = causal_mask(num_queries, num_keys, align="lower_right", device=q.device)
    q, k, v = contiguous_on_mps(q, k, v)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


class QuantizedKVCache:
    """KIVI's key–value cache: quantised groups of tokens and a full-precision residual.

    Per-channel statistics need several tokens, so KIVI keeps the newest tokens in full
    precision (the *residual*) and quantises them once ``residual`` of them have gathered: the
    keys of that group per channel (statistics over its ``residual`` tokens), the values per
    token. The cache therefore holds ``len(self) // residual`` quantised groups and fewer than
    ``residual`` full-precision tokens. :meth:`update` changes the cache in place;
    :meth:`dequantize` returns new tensors. It is an :class:`attnviz.Cache`: a model that
    decodes (:class:`attnviz.GPT`) takes one per layer, and
    :meth:`update` appends and returns what attention reads. A rotary model hands it its keys
    before the rotation, so the channels are quantised before rotary positions mix them in
    pairs (as KVQuant does; KIVI quantises the rotated keys).

    Example::

        cache = QuantizedKVCache(bits=4, residual=32)
        keys, values = cache.update(k, v)    # (B, H, T, Dh) each, any T: every token held
        keys, values = cache.dequantize()    # the same, read again
        out = F.scaled_dot_product_attention(q, keys, values)
        caches = [QuantizedKVCache(bits=4) for _ in model.blocks]
        logits = model(tokens, caches=caches)  # then one token at a time

    Args:
        bits: 8, 4 or 2.
        residual: tokens per quantised group, and the most kept in full precision.

    Attributes:
        groups: the quantised ``(keys, values)`` groups, oldest first, each
            ``(B, H, residual, Dh)`` once dequantised.
        recent_keys: ``(B, H, R, Dh)`` the newest ``R < residual`` keys in full precision, or
            ``None`` before the first append.
        recent_values: ``(B, H, R, Dh)`` the newest values, or ``None``.
    """

    def __init__(self, *, bits: int, residual: int = 32) -> None:
        self.bits = _check_bits(bits)
        self.residual = check_int("residual", residual, minimum=1)
        self.groups: list[tuple[QuantizedTensor, QuantizedTensor]] = []
        self.recent_keys: torch.Tensor | None = None
        self.recent_values: torch.Tensor | None = None

    def __len__(self) -> int:
        recent = 0 if self.recent_keys is None else self.recent_keys.shape[2]
        return self.residual * len(self.groups) + recent

    @property
    def nbytes(self) -> int:
        """The bytes held, quantised groups (codes and statistics) plus the residual."""
        total = sum(k.nbytes + v.nbytes for k, v in self.groups)
        if self.recent_keys is not None and self.recent_values is not None:
            total += self.recent_keys.nbytes + self.recent_values.nbytes
        return total

    def __repr__(self) -> str:
        return (f"QuantizedKVCache(bits={self.bits}, residual={self.residual}; {len(self)} "
                f"tokens, {len(self.groups)} quantised groups, {self.nbytes} bytes)")

    def _append(self, keys: torch.Tensor, values: torch.Tensor) -> None:
        """Add ``T`` tokens' keys and values; quantise every full group of ``residual``.

        Args:
            keys: ``(B, H, T, Dh)`` new keys, floating point.
            values: ``(B, H, T, Dh)`` new values, with the ``(B, H)`` and dtype of ``keys``
                (and of the tokens already held).

        Raises:
            TypeError: ``keys`` or ``values`` is not a floating-point tensor.
            ValueError: shapes or dtypes that do not match each other or the tokens held, or an
                infinity or a NaN in ``keys`` or ``values`` (min–max statistics cannot hold
                one; the values are read, so this is skipped inside
                :func:`attnviz._checks.entry_checked`, as in :func:`quantize`).
        """
        k = check_floating("keys", check_tensor("keys", keys, ndim=4,
                                                shape_hint="(B, H, T, Dh)"))
        v = check_floating("values", check_tensor("values", values, ndim=4,
                                                  shape_hint="(B, H, T, Dh)"))
        if v.shape[:3] != k.shape[:3] or v.dtype != k.dtype:
            raise ValueError(f"values must have the (B, H, T) and dtype of keys, "
                             f"{tuple(k.shape[:3])} and {k.dtype}, got shape {tuple(v.shape)} "
                             f"and {v.dtype}")
        if self.recent_keys is not None and self.recent_values is not None:
            held_k, held_v = self.recent_keys, self.recent_values
            if (k.shape[:2] != held_k.shape[:2] or k.shape[3] != held_k.shape[3]
                    or k.dtype != held_k.dtype):
                raise ValueError(f"keys must match the cache's (B, H, ., Dh) = "
                                 f"{tuple(held_k.shape[:2])}, {held_k.shape[3]} and dtype "
                                 f"{held_k.dtype}, got shape {tuple(k.shape)} and {k.dtype}")
            if v.shape[3] != held_v.shape[3]:
                raise ValueError(f"values must match the width of the cached values, Dv = "
                                 f"{held_v.shape[3]}, got shape {tuple(v.shape)}")
        # here, not when a group fills up: an infinity kept in the residual would otherwise be
        # refused by a later call, naming keys the caller passed long before
        _check_finite("keys", k)
        _check_finite("values", v)
        if self.recent_keys is not None and self.recent_values is not None:
            k = torch.cat([self.recent_keys, k], dim=2)
            v = torch.cat([self.recent_values, v], dim=2)
        full = k.shape[2] - k.shape[2] % self.residual  # tokens that fill whole groups
        with entry_checked():  # every token's values are checked (here or when appended)
            for start in range(0, full, self.residual):
                group = slice(start, start + self.residual)
                self.groups.append(quantize_kv(k[:, :, group], v[:, :, group], bits=self.bits))
        # copies: a caller writing into its k or v later leaves the cache alone
        self.recent_keys, self.recent_values = k[:, :, full:].clone(), v[:, :, full:].clone()

    def update(self, keys: torch.Tensor, values: torch.Tensor
               ) -> tuple[torch.Tensor, torch.Tensor]:
        """Add the new tokens, ``(B, H, T, Dh)`` each, and return :meth:`dequantize`: every
        token held, ``(B, H, Tk, Dh)`` each, the quantised groups as attention reads them.

        Every full group of ``residual`` tokens is quantised (keys per channel, values per
        token); the newest tokens stay in full precision.

        Raises:
            TypeError: ``keys`` or ``values`` is not a floating-point tensor.
            ValueError: shapes or dtypes that do not match each other or the tokens held, or an
                infinity or a NaN in ``keys`` or ``values``.
        """
        self._append(keys, values)
        return self.dequantize()

    def keep(self, slots: torch.Tensor) -> QuantizedKVCache:
        """A new cache of only the token slots ``slots`` (strictly increasing integers in
        ``[0, len(self))``), made by appending the kept tokens, as :meth:`dequantize` gives
        them, to an empty cache of the same ``bits`` and ``residual``: the groups are formed
        again, so a kept token that was quantised is quantised a second time, with statistics
        over its new group. This cache is left as it was."""
        slots = check_slots(slots, len(self))
        kept = QuantizedKVCache(bits=self.bits, residual=self.residual)
        if len(self) and len(slots):
            keys, values = self.dequantize()
            slots = slots.to(keys.device)
            kept._append(keys.index_select(2, slots), values.index_select(2, slots))
        return kept

    def select(self, rows: torch.Tensor) -> QuantizedKVCache:
        """A new cache of the batch rows ``rows`` (``(B_new,)`` integers in ``[0, B)``, rows may
        repeat; for beam search). The codes and statistics are copied as they are: the rows
        dequantise exactly as before. An empty cache gives an empty cache."""
        chosen = QuantizedKVCache(bits=self.bits, residual=self.residual)
        if self.recent_keys is None or self.recent_values is None:
            check_rows(rows, None)  # the kind and dtype of rows, whatever the batch
            return chosen
        rows = check_row_index("rows", rows, self.recent_keys.shape[0]).to(
            self.recent_keys.device)
        chosen.groups = [(k._select_rows(rows), v._select_rows(rows)) for k, v in self.groups]
        chosen.recent_keys = self.recent_keys.index_select(0, rows)
        chosen.recent_values = self.recent_values.index_select(0, rows)
        return chosen

    def dequantize(self) -> tuple[torch.Tensor, torch.Tensor]:
        """The keys and values held, ``(B, H, T, Dh)`` each: the groups dequantised, then the
        residual as it was; ``T = len(self)``."""
        if self.recent_keys is None or self.recent_values is None:
            raise ValueError("the cache is empty: give it keys and values with update() first")
        keys = [k.dequantize() for k, _ in self.groups] + [self.recent_keys]
        values = [v.dequantize() for _, v in self.groups] + [self.recent_values]
        return torch.cat(keys, dim=2), torch.cat(values, dim=2)
