"""The benchmark: a strategy plays every answer, as one decision tree."""
from __future__ import annotations

import time
from collections import Counter
from typing import NamedTuple

from wordlegrep.errors import WordleError, quote
from wordlegrep.model import Constraints
from wordlegrep.options import SECONDS
from wordlegrep.score import Word
from wordlegrep.solver.exact import CHECK_SECONDS, REMEDY, Exact
from wordlegrep.solver.game import MAX_GUESSES, Node, grow, opening, split
from wordlegrep.solver.parallel import Measure, each
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
    # With failures: whether no strategy after the opener wins the groups
    # they fell in (True), some does (False), or the search cannot tell.
    unavoidable: bool | None = None

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
              hard: bool = False, seconds: float | None = SECONDS, remedy: str = REMEDY
              ) -> Bench:
    """Play every answer of `pools` with the strategy `metric`, opening with
    `start` (else the strategy's own choice), an exact search taking up to
    `seconds` of a core for each guess (None: any; too many answers it
    refuses, with the `remedy` it says). The groups the opener leaves are
    played on every core, each as its own part of the one tree."""
    began = time.perf_counter()
    player = strategy(metric, pools, seconds, remedy)
    root = opening(pools, Constraints.blank(pools.length), hard, 0)
    opener = player.choose(root) if start is None else pools.row(start.lower())
    if opener is None:
        raise WordleError(f'start {quote(str(start))}: not one of the guesses')
    paths: dict[int, list[int]] = {}   # each answer's guesses after the opener
    groups = []
    for pattern, child in split(pools, root, opener):
        if pattern == pools.win:
            paths[int(child.candidates[0])] = []
        else:
            groups.append(child)
    groups.sort(key=lambda child: -len(child.candidates))   # the longest first

    def play(index: int) -> dict[int, list[int]]:
        return grow(pools, groups[index], player.choose)

    games = Measure(lambda index: len(groups[index].candidates), 'games')
    for _, found in each(play, range(len(groups)), 'benchmark', measure=games):
        paths.update(found)
    guesses = {pools.answers[a]: len(path) + 1 for a, path in sorted(paths.items())}
    failed = [group for group in groups
              if any(len(paths[int(a)]) >= MAX_GUESSES for a in group.candidates)]
    return Bench(metric, pools.guesses[opener], hard, guesses, time.perf_counter() - began,
                 unavoidable(pools, failed))


def unavoidable(pools: Pools, failed: list[Node], seconds: float | None = None
                ) -> bool | None:
    """Whether no strategy after the opener finds every answer within six
    guesses: True once some group a failure fell in is shown lost, False
    when every such group is shown won, None when the search cannot tell
    within `seconds` of a core (CHECK_SECONDS unless given) for some (and
    none was shown lost), None too when nothing failed. The smallest are
    asked first: a small group is shown lost at once, where a large one may
    take the whole time."""
    if not failed:
        return None
    exact, known = Exact(pools), True
    for group in sorted(failed, key=lambda group: len(group.candidates)):
        verdict = exact.winning_within(group, CHECK_SECONDS if seconds is None else seconds)
        if verdict == -1:
            return True
        known = known and verdict is not None
    return False if known else None
