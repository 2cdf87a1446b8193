"""The bookkeeping of a pool of key–value blocks, in integers only (chapters 11 and 12).

:class:`BlockManager` keeps which blocks of a pool are free and how many users each has;
:class:`attnviz.PagedKVCache` (chapter 11) keeps its blocks with it, beside the key and value
tensors it holds, and the serving engine (:func:`attnviz.serve`, chapter 12) gives its model's
layers one :class:`attnviz.PagedKVCache` each, all keeping their blocks with one manager.
:class:`CacheFullError` is what a pool with too few free blocks raises.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from attnviz._checks import check_int

__all__ = ["BlockManager", "CacheFullError"]


class CacheFullError(RuntimeError):
    """The pool of a :class:`PagedKVCache` has too few free blocks for an append (chapter 11).

    A server would now pause (preempt) a sequence and free its blocks; the cache is left as it
    was before the append.
    """


class BlockManager:
    """The blocks of a pool, in integers only: which are free, and how many users each has
    (chapters 11 and 12: :class:`PagedKVCache` and the serving engine keep their books here).

    vLLM's and nano-vllm's block managers keep the same books apart from the key and value
    tensors. A block is taken from the free list with one user; a request that shares it
    (a common prefix) adds one; each user that lets go removes one, and a block left with
    none goes back to the free list, unless its owner keeps it (a prefix tree keeps a
    block whose tokens a later request may reuse, and gives it back with :meth:`give_back`
    when it evicts it). The free list is a stack: the block given back last is taken first,
    and a new pool gives block 0 first.

    Args:
        num_blocks: ``N``, blocks in the pool.

    Example::

        blocks = BlockManager(4)
        first = blocks.take(2)                   # [0, 1], one user each
        blocks.share(first[0])                   # block 0: two users
        blocks.release(reversed(first))          # [1]: block 1 is free again, 0 still used
    """

    def __init__(self, num_blocks: int) -> None:
        self.num_blocks = check_int("num_blocks", num_blocks, minimum=1)
        self._free = list(range(num_blocks - 1, -1, -1))  # a stack: pop() gives block 0 first
        self._users = [0] * num_blocks

    def __repr__(self) -> str:
        return f"BlockManager(num_blocks={self.num_blocks}; {self.num_free} free)"

    @property
    def num_free(self) -> int:
        """Blocks on the free list."""
        return len(self._free)

    @property
    def users(self) -> tuple[int, ...]:
        """How many users each block has, in block order; 0 where a block is free or kept by
        its owner."""
        return tuple(self._users)

    def in_use(self, block: int) -> bool:
        """Whether ``block`` has a user."""
        return self._users[block] > 0

    def take(self, count: int) -> list[int]:
        """``count`` blocks from the free list, one user each.

        Raises:
            CacheFullError: fewer than ``count`` blocks are free (none is taken).
        """
        if count > len(self._free):
            raise CacheFullError(f"the pool has {len(self._free)} free blocks, {count} are "
                                 "needed")
        taken = [self._free.pop() for _ in range(count)]
        for block in taken:
            self._users[block] = 1
        return taken

    def share(self, block: int) -> None:
        """One more user of ``block``."""
        self._users[block] += 1

    def release(self, blocks: Iterable[int], *,
                keep: Callable[[int], bool] | None = None) -> list[int]:
        """One user fewer for each of ``blocks``, in that order; a block left with none goes
        back to the free list unless ``keep(block)`` says its owner keeps it. Returns the
        blocks left with no user (given back or kept), in that order.

        Raises:
            ValueError: a block released more often than it has users (nothing changes).
        """
        blocks = list(blocks)
        for block, count in Counter(blocks).items():
            if count > self._users[block]:
                raise ValueError(f"block {block} has {self._users[block]} users, and is "
                                 f"released {count} times")
        unused = []
        for block in blocks:
            self._users[block] -= 1
            if self._users[block] == 0:
                unused.append(block)
                if keep is None or not keep(block):
                    self._free.append(block)
        return unused

    def give_back(self, blocks: Iterable[int]) -> None:
        """Put kept blocks with no user (see :meth:`release`) on the free list."""
        for block in blocks:
            if self._users[block]:
                raise ValueError(f"block {block} has {self._users[block]} users: only a block "
                                 "without one goes back on the free list")
            self._free.append(block)
