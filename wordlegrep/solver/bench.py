"""The benchmark: a strategy plays every answer, as one decision tree."""
from __future__ import annotations

import time
from collections import Counter
from typing import NamedTuple

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.solver.game import MAX_GUESSES, Node, grow, opening
from wordlegrep.solver.pools import Pools
from wordlegrep.solver.strategy import DEFAULT, strategy


class Bench(NamedTuple):
    """How many guesses the strategy took for each answer, and how long the
    whole benchmark took."""
    metric: str
    start: Word
    hard: bool
    guesses: dict[Word, int]
    seconds: float

    @property
    def total(self) -> int:
        """Guesses in all."""
        return sum(self.guesses.values())

    @property
    def average(self) -> float:
        """Guesses an answer, on average."""
        return self.total / len(self.guesses)

    @property
    def distribution(self) -> dict[int, int]:
        """How many answers took each number of guesses, from 1 to the worst."""
        counts = Counter(self.guesses.values())
        return {n: counts[n] for n in range(1, self.worst + 1)}

    @property
    def worst(self) -> int:
        """The most guesses any answer took."""
        return max(self.guesses.values())

    @property
    def failures(self) -> list[Word]:
        """The answers found only after the game's six guesses."""
        return [w for w, n in self.guesses.items() if n > MAX_GUESSES]


def run_bench(pools: Pools, metric: str = DEFAULT, start: Word | None = None,
              hard: bool = False) -> Bench:
    """Play every answer of `pools` with the strategy `metric`, opening with
    `start` (else the strategy's own choice)."""
    began = time.perf_counter()
    player = strategy(metric, pools)
    first = None if start is None else pools.row(start)

    def choose(node: Node) -> int:
        return first if node.turn == 0 and first is not None else player.choose(node)

    root = opening(pools, Constraints.blank(pools.length), hard, 0)
    opener = choose(root)
    paths = grow(pools, root, choose)
    guesses = {pools.answers[a]: len(path) for a, path in sorted(paths.items())}
    return Bench(metric, pools.guesses[opener], hard, guesses, time.perf_counter() - began)
