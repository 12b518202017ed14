"""The strategies by name: each ranks the guesses at a position by one
figure, and plays the best. `estimate` (the lookahead search: expected
guesses, estimated) is the default; `entropy`, `minimax` and `expected` are
the classic greedy rules; `optimal` (expected guesses, exactly) searches
exhaustively and refuses sets too large for that.
"""
from __future__ import annotations

from typing import NamedTuple, Protocol

import numpy as np

from wordlegrep.errors import ClueError, expected_one_of, note
from wordlegrep.options import METRIC_NAMES, SECONDS
from wordlegrep.solver.exact import CHECK_SECONDS, OUT_OF_TIME, REMEDY, Exact
from wordlegrep.solver.game import Node
from wordlegrep.solver.lookahead import Lookahead
from wordlegrep.solver.metrics import METRICS, Metric, groups
from wordlegrep.solver.pools import Pools

DEFAULT = 'estimate'


class Ranked(NamedTuple):
    """A guess row and its figure; whether some answer is surely out of
    reach in six guesses after it (None: not known); and whether every
    guess was ranked (False: the exact search ran out of time first, so a
    guess it did not rank may be better)."""
    figure: float
    guess: int
    loses: bool | None = None
    settled: bool = True


class Strategy(Protocol):
    """What every strategy does: play a position, and rank its guesses."""

    def choose(self, node: Node) -> int:
        """The guess row to play at `node`."""

    def rank(self, node: Node, top: int) -> list[Ranked]:
        """The `top` best guesses at `node`, best first."""

    def winnable(self, node: Node) -> bool:
        """Whether some strategy finds every candidate within six guesses,
        as far as a search of CHECK_SECONDS can tell: false only if none
        can."""


class Greedy:
    """Play the guess that scores best on one metric, now."""

    def __init__(self, pools: Pools, metric: Metric) -> None:
        self.pools, self.metric = pools, metric

    def rank(self, node: Node, top: int) -> list[Ranked]:
        """The `top` best guesses by the metric; ties go to a guess that
        could be the answer, then to the first in the list."""
        n, rows = len(node.candidates), node.rows(self.pools)
        figure = self.metric.figure(groups(node.scores(self.pools), self.pools.win + 1), n)
        candidate = np.zeros(len(rows), dtype=np.bool_)
        candidate[np.searchsorted(rows, self.pools.answer_rows[node.candidates])] = True
        key = -figure if self.metric.higher_is_better else figure
        order = np.lexsort((rows, ~candidate, key.round(9)))[:top]
        return [Ranked(float(figure[k]), int(rows[k])) for k in order]

    def choose(self, node: Node) -> int:
        """The best guess by the metric."""
        return self.rank(node, 1)[0].guess

    def winnable(self, node: Node) -> bool:
        """Asked of the exact feasibility search; true when it cannot
        tell within CHECK_SECONDS."""
        return Exact(self.pools).winning_within(node, CHECK_SECONDS) != -1


class Scaled:
    """A strategy valued in guesses in all, shown as the expected number of
    guesses per answer."""

    def __init__(self, inner: Lookahead | Exact) -> None:
        self.inner = inner

    def choose(self, node: Node) -> int:
        """The inner strategy's guess; a note when the exact search ran out
        of time before it costed every guess."""
        guess = self.inner.choose(node)
        if not self.inner.settled:
            note(f'{OUT_OF_TIME} before it costed every guess: playing the best it costed; '
                 'one it did not may be better')
        return guess

    def rank(self, node: Node, top: int) -> list[Ranked]:
        """The inner ranking, each total divided by the number of answers."""
        n = len(node.candidates)
        marked = self.inner.marked(node, top)
        settled = not self.inner.unranked
        return [Ranked(total / n, guess, loses, settled) for total, guess, loses in marked]

    def winnable(self, node: Node) -> bool:
        """Asked of the inner strategy."""
        return self.inner.winnable(node)


STRATEGIES = METRIC_NAMES   # estimate, each of METRICS, optimal
HEADINGS = {'estimate': 'guesses (est.)', 'optimal': 'guesses',
            **{name: m.heading for name, m in METRICS.items()}}


def strategy(name: str, pools: Pools, seconds: float | None = SECONDS,
             remedy: str = REMEDY) -> Strategy:
    """The strategy called `name`, over `pools` (`optimal`'s search taking
    up to `seconds` of a core's time for each question, or any, and
    refusing too many candidates with the `remedy` it says)."""
    if name == 'estimate':
        return Scaled(Lookahead(pools))
    if name == 'optimal':
        return Scaled(Exact(pools, seconds=seconds, remedy=remedy))
    if name in METRICS:
        return Greedy(pools, METRICS[name])
    raise ClueError(expected_one_of('--metric', name, STRATEGIES))

