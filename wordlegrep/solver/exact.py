"""The exact strategy: the guess that minimises the expected number of
guesses (the "Solving Wordle" article's β and l), by exhaustive search.

Positions are memoised on their candidates; a guess is tried only while a
lower bound on its cost (every answer but one takes two guesses at least)
can still beat the best found, and each child is searched only as far as
it can still change the answer. Guesses that split the candidates alike
are searched once. No limit on the number of guesses: the figure is the
pure expectation.
"""
from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from wordlegrep.errors import WordleError
from wordlegrep.solver.game import Node, split
from wordlegrep.solver.metrics import groups
from wordlegrep.solver.patterns import Matrix
from wordlegrep.solver.pools import Indices, Pools

LIMIT = 1000      # candidates beyond which the search is not even tried
# Guesses one question may look at, over all the positions it searches,
# before giving up: about 30 s with the bundled lists (770 positions).
WORK = 10_000_000


class TooLarge(WordleError):
    """A candidate set too large to search exhaustively."""


def lower_bound(n: int) -> int:
    """The fewest guesses in all that can find each of n answers: one in
    one guess, the rest in two at best.

    >>> lower_bound(1), lower_bound(5)
    (1, 9)
    """
    return 2 * n - 1


def distinct(block: Matrix, win_at: npt.NDArray[np.intp]) -> Indices:
    """The first of each set of columns that split the rows (candidates)
    into the same groups, with the same winning candidate (`win_at`, -1
    for none).

    >>> block = np.array([[0, 7, 3, 0], [1, 7, 4, 1], [1, 5, 4, 2]], dtype=np.uint8)
    >>> distinct(block, np.array([-1, -1, -1, -1])).tolist()
    [0, 1, 3]
    """
    codes = block.T
    order = np.argsort(codes, axis=1, kind='stable')
    ordered = np.take_along_axis(codes, order, axis=1)
    starts = np.ones(ordered.shape, dtype=np.bool_)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    where = np.maximum.accumulate(np.where(starts, np.arange(codes.shape[1]), 0), axis=1)
    labels = np.empty_like(order)
    np.put_along_axis(labels, order, np.take_along_axis(order, where, axis=1), axis=1)
    signatures = np.column_stack([labels, win_at])
    _, first = np.unique(signatures, axis=0, return_index=True)
    return np.sort(first)


class Exact:
    """Exhaustive search over `pools`, remembering every position."""

    def __init__(self, pools: Pools, what: str = '--metric optimal', limit: int = LIMIT,
                 work: int = WORK) -> None:
        self.pools, self.what, self.limit, self.work = pools, what, limit, work
        self._exact: dict[bytes, tuple[int, int]] = {}
        self._lower: dict[bytes, int] = {}
        self._searched = self._looked = 0

    def check(self, node: Node) -> None:
        """Refuse at once a position too large to search; else start
        counting the work."""
        self._searched = self._looked = 0
        n = len(node.candidates)
        if n > self.limit:
            raise TooLarge(f'{self.what}: {n:,} possible answers are too many to search '
                           f'exhaustively (at most {self.limit:,}; narrow them with clues '
                           'or a shorter list)')

    def choose(self, node: Node) -> int:
        """The guess that minimises the expected number of guesses."""
        self.check(node)
        return self._solve(node, math.inf)[1]

    def cost(self, node: Node) -> int:
        """The fewest guesses in all that find every candidate of `node`."""
        self.check(node)
        return self._solve(node, math.inf)[0]

    def rank(self, node: Node, top: int) -> list[tuple[float, int]]:
        """The `top` best guesses with their exact cost, best first."""
        self.check(node)
        found: list[tuple[float, int]] = []
        for bound, guess in self._bounds(node):
            worst = found[top - 1][0] if len(found) >= top else math.inf
            if bound > worst:
                break
            cost = self._after(node, guess, worst + 1)
            if cost <= worst:
                found = sorted([*found, (cost, guess)])[:top]
        return found

    def _key(self, node: Node) -> bytes:
        return node._replace(turn=0).key()

    def _bounds(self, node: Node) -> list[tuple[float, int]]:
        """Every guess worth trying at `node` with a lower bound on its
        cost, most promising first."""
        pools, n = self.pools, len(node.candidates)
        rows = node.rows(pools)
        self._looked += len(rows)
        block = node.scores(pools)
        split_up = groups(block, pools.win + 1)
        win_at = np.full(len(rows), -1, dtype=np.intp)
        win_at[np.searchsorted(rows, pools.answer_rows[node.candidates])] = np.arange(n)
        candidate = win_at >= 0
        useful = np.flatnonzero(candidate | (split_up.parts() > 1))
        if node.rule is None:   # in hard mode alike splits may allow unlike guesses
            useful = useful[distinct(block[:, useful], win_at[useful])]
        others = n - candidate[useful]
        bound = n + 2 * others - (split_up.parts()[useful] - candidate[useful])
        order = np.lexsort((rows[useful], ~candidate[useful], bound))
        return [(float(bound[k]), int(rows[useful[k]])) for k in order]

    def _solve(self, node: Node, bound: float) -> tuple[int, int]:
        """The cost of `node` and the guess that achieves it, if the cost is
        below `bound`; else some figure at least `bound`, and -1."""
        n = len(node.candidates)
        first = int(self.pools.answer_rows[node.candidates[0]])
        if n <= 2:
            return lower_bound(n), first
        key = self._key(node)
        if key in self._exact:
            return self._exact[key]
        floor = max(self._lower.get(key, 0), lower_bound(n))
        if floor >= bound:
            return floor, -1
        self._searched += 1
        if self._looked > self.work:
            raise TooLarge(f'{self.what}: gave up after looking at {self._looked:,} guesses '
                           f'in {self._searched - 1:,} positions; too many possible answers '
                           'to search exhaustively')
        best, choice = bound, -1
        for low, guess in self._bounds(node):
            if low >= best:
                break
            cost = self._after(node, guess, best)
            if cost < best:
                best, choice = cost, guess
        if choice < 0:
            self._lower[key] = int(max(floor, bound))
            return self._lower[key], -1
        self._exact[key] = (int(best), choice)
        return int(best), choice

    def _after(self, node: Node, guess: int, bound: float) -> float:
        """The cost of playing `guess`, exact if below `bound`."""
        children = sorted((child for pattern, child in split(self.pools, node, guess)
                           if pattern != self.pools.win), key=lambda c: -len(c.candidates))
        rest = sum(lower_bound(len(c.candidates)) for c in children)
        total = float(len(node.candidates))
        for child in children:
            rest -= lower_bound(len(child.candidates))
            total += self._solve(child, bound - total - rest)[0]
            if total + rest >= bound:
                return total + rest
        return total
