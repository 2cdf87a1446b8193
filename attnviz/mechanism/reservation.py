"""What paging saves: the token slots a batch of requests reserves with and without it
(chapter 11, *Attention in today's language models*).

Before paging, a server reserved for each request a contiguous cache of the longest answer
allowed; with paging (:class:`attnviz.PagedKVCache`) a request holds whole blocks only as its
tokens fill them. :func:`reservation_waste` counts both from the requests' lengths, and the
fraction of the reserved slots that stay empty (a :class:`ReservationWaste`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import torch

from attnviz._checks import check_int, check_integer, check_tensor

__all__ = ["ReservationWaste", "reservation_waste"]


@dataclass(frozen=True)
class ReservationWaste:
    """Token slots reserved for a batch of requests, two ways (chapter 11).

    Attributes:
        num_requests: requests in the batch.
        used: slots holding a token (the sum of the lengths).
        reserved_max: slots reserved when each request reserves ``max_length`` up front.
        reserved_paged: slots in the blocks paging gives out (``ceil(length / bs) * bs`` each).
        max_length: the length each request reserves without paging.
        block_size: ``bs``, the slots per block.
    """

    num_requests: int
    used: int
    reserved_max: int
    reserved_paged: int
    max_length: int
    block_size: int

    @property
    def waste_max(self) -> float:
        """The fraction of reserved slots left empty when each request reserves the maximum."""
        return 1 - self.used / self.reserved_max if self.reserved_max else 0.0

    @property
    def waste_paged(self) -> float:
        """The fraction of the slots in given-out blocks left empty under paging."""
        return 1 - self.used / self.reserved_paged if self.reserved_paged else 0.0

    def __str__(self) -> str:
        return (f"{self.num_requests} requests, {self.used} tokens: reserving "
                f"{self.max_length} per request takes {self.reserved_max} slots "
                f"({self.waste_max:.1%} empty); blocks of {self.block_size} take "
                f"{self.reserved_paged} ({self.waste_paged:.1%} empty)")


def reservation_waste(lengths: Sequence[int] | torch.Tensor, *, max_length: int,
                      block_size: int) -> ReservationWaste:
    """Slots reserved for requests of these lengths, per request or in blocks, and the waste.

    Before paging, a server reserved for each request a contiguous cache of ``max_length``
    slots (the longest answer allowed), since it cannot know how long the answer will be. With
    paging a request holds ``ceil(length / block_size)`` blocks. This counts both from the
    lengths alone; :class:`PagedKVCache` measures the paged count by allocating
    (:attr:`PagedKVCache.allocated_slots`).

    Args:
        lengths: ``(B,)`` the final length of each request (ints, or a 1-D integer tensor),
            each between 0 and ``max_length``.
        max_length: slots reserved per request without paging.
        block_size: ``bs``, slots per block.

    Returns:
        A :class:`ReservationWaste` (counts, and ``waste_max`` and ``waste_paged`` fractions).
    """
    check_int("max_length", max_length, minimum=1)
    check_int("block_size", block_size, minimum=1)
    if isinstance(lengths, torch.Tensor):
        check_tensor("lengths", lengths, ndim=1, shape_hint="(B,)")
        check_integer("lengths", lengths, "integer lengths")
        values = [int(n) for n in lengths.tolist()]
    elif isinstance(lengths, Sequence) and not isinstance(lengths, str):
        values = list(lengths)
    else:
        raise TypeError(f"lengths must be a list of ints or a 1-D integer tensor, got "
                        f"{type(lengths).__name__}")
    for index, length in enumerate(values):
        check_int(f"lengths[{index}]", length, minimum=0, maximum=max_length,
                  expected=f"an int between 0 and max_length = {max_length}")
    return ReservationWaste(
        num_requests=len(values), used=sum(values), reserved_max=len(values) * max_length,
        reserved_paged=sum(math.ceil(n / block_size) * block_size for n in values),
        max_length=max_length, block_size=block_size)
