"""The exact optimum after an opener, with its proof: the groups the opener
leaves are searched exhaustively, each on a core of its own; the tree
built from the searches costs exactly the lower bound the searches prove,
so no strategy opening with that guess does better.
"""
from __future__ import annotations

import time
from typing import NamedTuple

from wordlegrep.solver.estimate import INFINITE
from wordlegrep.solver.exact import UNLIMITED, Exact
from wordlegrep.solver.game import Node, grow, split
from wordlegrep.solver.parallel import each
from wordlegrep.solver.pools import Pools


class Proof(NamedTuple):
    """The optimal tree after `opener`: each answer's guesses (the opener
    first), the lower bound the search proved, and whether every answer is
    found within the game's six guesses (else the limit was lifted)."""
    opener: int
    paths: dict[int, list[int]]
    lower: int
    within_limit: bool
    seconds: float

    @property
    def total(self) -> int:
        """Guesses in all."""
        return sum(map(len, self.paths.values()))


def _search(pools: Pools, group: Node) -> tuple[int, bool, dict[int, list[int]]]:
    """One group, searched exactly: its cost, whether it keeps to the limit,
    and the path of guesses to each answer."""
    exact = Exact(pools, 'tree', limit=UNLIMITED)
    cost, _ = exact.solve(group)
    within = exact.limited_cost(group) < INFINITE

    def choose(node: Node) -> int:
        return exact.solve(node if within else exact.lift(node))[1]
    return int(cost), within, grow(pools, group, choose)


def prove(pools: Pools, root: Node, opener: int) -> Proof:
    """The exact optimum from `root` when `opener` is played first."""
    began = time.perf_counter()
    paths: dict[int, list[int]] = {}
    groups = []
    for pattern, child in split(pools, root, opener):
        if pattern == pools.win:
            paths[int(child.candidates[0])] = [opener]
        else:
            groups.append(child)
    groups.sort(key=lambda child: -len(child.candidates))
    lower, within = len(root.candidates), True
    for _, (cost, keeps, found) in each(lambda i: _search(pools, groups[i]),
                                        range(len(groups)), 'proof'):
        lower, within = lower + cost, within and keeps
        paths.update((answer, [opener, *path]) for answer, path in found.items())
    return Proof(opener, dict(sorted(paths.items())), lower, within,
                 time.perf_counter() - began)
