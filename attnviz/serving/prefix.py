"""Shared prefixes: a radix tree over token blocks (chapter 12, *Serving and sharding
attention*).

Many requests to a server begin alike: a system prompt, a few examples, a long document asked
several questions. Their keys and values for that common beginning are the same (a token's
keys depend only on the tokens before it), so one copy in the pool can serve them all.
SGLang's *RadixAttention* (Zheng et al. 2024) keeps the prefixes it has computed in a radix
tree and matches every new request against it; vLLM's automatic prefix caching does the same
with a hash per block. :class:`PrefixTree` is that tree at the granularity of the paged pool:
each node is one full block of ``block_size`` tokens, its children the blocks that have followed
it, so the path from the root spells a prefix and lists the blocks that hold it.

The tree is bookkeeping only (token ids and block numbers, no tensors): the serving engine
(:func:`attnviz.serving.engine.serve` with ``share_prefixes=True``) counts how many requests use
each block, keeps blocks that the tree holds after their requests finish (a later request may
reuse them), evicts the least recently used unused ones when the pool runs short, and copies a
block before a request writes into a block it shares (copy-on-write).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from attnviz._checks import check_int

__all__ = ["PrefixTree"]


@dataclass(eq=False)
class _Node:
    tokens: tuple[int, ...]
    block: int
    parent: _Node | None
    children: dict[tuple[int, ...], _Node] = field(default_factory=dict)
    last_used: int = 0


class PrefixTree:
    """Full blocks of tokens that are in the pool, arranged as the prefixes they spell.

    Example::

        tree = PrefixTree(block_size=4)
        tree.insert([5, 6, 7, 8, 9, 10, 11, 12], [3, 8])   # two blocks: 3, then 8
        tree.match([5, 6, 7, 8, 9, 10, 11, 12, 13])         # [3, 8]: both blocks reused
        tree.match([5, 6, 7, 8, 0])                         # [3]
        tree.partial([5, 6, 7, 8, 9, 10, 0])                # (8, 2): block 8 holds 2 more

    Args:
        block_size: tokens per block, as in the pool.
    """

    def __init__(self, *, block_size: int) -> None:
        self.block_size = check_int("block_size", block_size, minimum=1)
        self._root = _Node(tokens=(), block=-1, parent=None)
        self._blocks: dict[int, _Node] = {}
        self._clock = itertools.count(1)

    def __len__(self) -> int:
        """Blocks the tree holds."""
        return len(self._blocks)

    def __contains__(self, block: object) -> bool:
        return block in self._blocks

    def _check_tokens(self, tokens: object) -> list[int]:
        if isinstance(tokens, str) or not isinstance(tokens, Sequence):
            raise TypeError(f"tokens must be a list of token ids, got {type(tokens).__name__}")
        return list(tokens)

    def _walk(self, tokens: list[int]) -> list[_Node]:
        """The nodes of the longest chain of full blocks that begins ``tokens``."""
        size, node, path = self.block_size, self._root, []
        for start in range(0, len(tokens) - size + 1, size):
            child = node.children.get(tuple(tokens[start:start + size]))
            if child is None:
                break
            path.append(child)
            node = child
        return path

    def match(self, tokens: Sequence[int]) -> list[int]:
        """The blocks holding the longest prefix of ``tokens`` made of full blocks in the tree
        (marked as just used)."""
        path = self._walk(self._check_tokens(tokens))
        now = next(self._clock)
        for node in path:
            node.last_used = now
        return [node.block for node in path]

    def partial(self, tokens: Sequence[int]) -> tuple[int, int] | None:
        """After the full blocks that :meth:`match` finds, the block whose tokens begin like
        the rest of ``tokens`` for longest: ``(block, common)``, ``common >= 1`` tokens of it
        reusable; ``None`` if no block begins like the rest. Sharing such a block means
        copying it first: the request will write its own tokens after the common ones."""
        tokens = self._check_tokens(tokens)
        path = self._walk(tokens)
        rest = tokens[len(path) * self.block_size:][:self.block_size]
        node = path[-1] if path else self._root
        best: tuple[int, int] | None = None
        for child_tokens, child in node.children.items():
            common = 0
            for a, b in zip(child_tokens, rest, strict=False):
                if a != b:
                    break
                common += 1
            if common and (best is None or common > best[1]):
                best = (child.block, common)
                child.last_used = next(self._clock)
        return best

    def insert(self, tokens: Sequence[int], blocks: Sequence[int]) -> int:
        """Record that ``blocks[i]`` holds tokens ``i * bs .. (i + 1) * bs - 1`` of ``tokens``,
        for every full block; return how many blocks the tree took (a prefix the tree already
        holds in other blocks keeps its own)."""
        tokens = self._check_tokens(tokens)
        size, node, taken = self.block_size, self._root, 0
        full = min(len(tokens) // size, len(blocks))
        now = next(self._clock)
        for i in range(full):
            key = tuple(tokens[i * size:(i + 1) * size])
            child = node.children.get(key)
            if child is None:
                block = blocks[i]
                if block in self._blocks:  # the block already spells another prefix
                    break
                child = _Node(tokens=key, block=block, parent=node)
                node.children[key] = child
                self._blocks[block] = child
                taken += 1
            child.last_used = now
            node = child
        return taken

    def evict(self, count: int, in_use: Callable[[int], bool]) -> list[int]:
        """Drop up to ``count`` blocks that no request uses, least recently used first and
        leaves first (a prefix stays whole); return them."""
        check_int("count", count, minimum=0)
        freed: list[int] = []
        while len(freed) < count:
            leaves = [node for node in self._blocks.values()
                      if not node.children and not in_use(node.block)]
            if not leaves:
                break
            oldest = min(leaves, key=lambda node: node.last_used)
            if oldest.parent is not None:  # (every node but the root has one)
                del oldest.parent.children[oldest.tokens]
            del self._blocks[oldest.block]
            freed.append(oldest.block)
        return freed
