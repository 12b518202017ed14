"""The default strategy. A cheap estimate of the guesses still to come ranks
every guess; the few it ranks best are valued by looking two moves further,
with the estimate at the horizon; the best of those is played, unless its
subtree would leave an answer unfound after six guesses and another does
not. Every position is valued once: a whole benchmark is one decision tree.
"""
from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np

from wordlegrep.solver.cache import cached_json, digest
from wordlegrep.solver.game import MAX_GUESSES, Node, split
from wordlegrep.solver.metrics import Figures, groups
from wordlegrep.solver.pools import Pools

WIDTH, DEPTH = 10, 2   # guesses looked into at each position, moves looked ahead
FAIL = 1000.0          # what an answer still unfound after six guesses costs
LATE = 99              # the guesses left once past six: no more failures to avoid
# The estimated number of guesses in all to find each of s equally likely
# answers: s * (A + B ln s), a rough fit to optimal play (1.5 an answer for
# two answers, 3.42 for all 2,315), never below the 2s - 1 of a perfect split;
# THREE for three answers, which take 5 or 6.
A, B, THREE = 1.31, 0.272, 5.2


class Plan(NamedTuple):
    """The move at a position and what the strategy's subtree from there
    costs: guesses in all over its answers, and how many take over six."""
    guess: int
    guesses: int
    failures: int


def budget(node: Node) -> int:
    """The guesses left within the game's limit."""
    return MAX_GUESSES - node.turn if node.turn < MAX_GUESSES else LATE


def horizon(n: int, left: int) -> Figures:
    """The estimated cost of a group of each size 0..n with `left` guesses
    to find it: exact with one guess left, the fitted estimate otherwise.

    >>> horizon(4, 1).tolist()
    [0.0, 1.0, 1002.0, 2003.0, 3004.0]
    >>> horizon(4, 5).round(2).tolist()
    [0.0, 1.0, 3.0, 5.2, 7.0]
    """
    s = np.arange(n + 1, dtype=np.float64)
    if left == 1:
        table = s + (s - 1) * FAIL
    else:
        table = np.maximum(s * (A + B * np.log(np.maximum(s, 1))), 2 * s - 1)
        table[1:4] = [1.0, 3.0, THREE][:n]
    table[0] = 0.0
    return table


class Lookahead:
    """The lookahead strategy over `pools`, remembering every position."""

    def __init__(self, pools: Pools, width: int = WIDTH, depth: int = DEPTH) -> None:
        self.pools, self.width, self.depth = pools, width, depth
        self._values: dict[tuple[bytes, int], list[tuple[float, int]]] = {}
        self._plans: dict[bytes, Plan] = {}

    def choose(self, node: Node) -> int:
        """The guess to play at `node`."""
        return self.plan(node).guess

    def rank(self, node: Node, top: int) -> list[tuple[float, int]]:
        """The guesses most worth playing, best first, each valued in full:
        the estimated guesses in all, this one included, to find every
        candidate. Only the guesses the search looks into are ranked, so
        at most its width."""
        n, pools = len(node.candidates), self.pools
        if n == 1:
            return [(1.0, int(pools.answer_rows[node.candidates[0]]))]
        if self._is_opening(node):
            return self._value(node, self.depth)[:top]
        possible = set(pools.answer_rows[node.candidates].tolist())
        valued = [(self._after(node, guess, self.depth - 1, math.inf), guess)
                  for _, guess in self._shortlist(node, budget(node), self.width)]
        return sorted(valued, key=lambda vg: (vg[0], vg[1] not in possible, vg[1]))[:top]

    def plan(self, node: Node) -> Plan:
        """The move at `node`, and the cost of the subtree it leads to."""
        key = node.key()
        if key not in self._plans:
            self._plans[key] = self._plan(node)
        return self._plans[key]

    def _plan(self, node: Node) -> Plan:
        """The first guess by value whose subtree finds every answer within
        six guesses; failing that, the one that fails least."""
        ranked = self._value(node, self.depth)
        best = self._follow(node, ranked[0][1])
        for _, guess in ranked[1:]:
            if best.failures == 0 or node.turn >= MAX_GUESSES:
                break
            plan = self._follow(node, guess)
            if (plan.failures, plan.guesses) < (best.failures, best.guesses):
                best = plan
        return best

    def _follow(self, node: Node, guess: int) -> Plan:
        """The cost of playing `guess` at `node`, then following the plan."""
        guesses, failures = len(node.candidates), 0
        for pattern, child in split(self.pools, node, guess):
            if pattern == self.pools.win:
                failures += node.turn + 1 > MAX_GUESSES
            else:
                plan = self.plan(child)
                guesses, failures = guesses + plan.guesses, failures + plan.failures
        return Plan(guess, guesses, failures)

    def _value(self, node: Node, depth: int) -> list[tuple[float, int]]:
        """The best guesses at `node` with their values, best first."""
        n, left = len(node.candidates), budget(node)
        first = int(self.pools.answer_rows[node.candidates[0]])
        if left <= 0:
            return [(FAIL * n, first)]
        if n == 1 or left == 1:
            return [(n + (n - 1) * FAIL, first)]
        if n == 2:
            return [(3.0, first)]
        if n == 3 and left >= 3:
            return [self._three(node)]
        key = (node.key(), depth)
        if key not in self._values:
            if self._is_opening(node):
                self._values[key] = self._opening(node, depth, left)
            else:
                self._values[key] = self._search(node, depth, left)
        return self._values[key]

    def _three(self, node: Node) -> tuple[float, int]:
        """Three candidates, guesses to spare: 5 guesses in all if one of them
        tells the other two apart, else 6, which guessing one achieves."""
        rows = self.pools.answer_rows[node.candidates]
        codes = self.pools.by_answer[node.candidates][:, rows]
        for column, guess in enumerate(rows):
            if len(set(codes[:, column].tolist())) == 3:
                return 5.0, int(guess)
        return 6.0, int(rows[0])

    def _is_opening(self, node: Node) -> bool:
        return node.turn == 0 and len(node.candidates) == len(self.pools.answers)

    def _opening(self, node: Node, depth: int, left: int) -> list[tuple[float, int]]:
        """The search from the opening position, the costliest and always the
        same: computed once, every guess valued in full, then cached."""
        rules = f'{self.width} {depth} {A} {B} {THREE} {FAIL} hard={node.rule is not None}'
        name = f'lookahead-{digest(self.pools.name, rules)}'
        ranked = cached_json(name, lambda: self._search(node, depth, left, prune=False),
                             check=lambda record: self._could_be_opening(record, node))
        return [(float(value), int(guess)) for value, guess in ranked]

    def _could_be_opening(self, record: object, node: Node) -> bool:
        """Whether a cached record can be what the opening search returns:
        at most `width` pairs, best first, of a value no better than a
        perfect split's (2n - 1 guesses for n answers) and a distinct guess."""
        if not (isinstance(record, list) and 0 < len(record) <= self.width):
            return False
        floor = 2 * len(node.candidates) - 1
        values, guesses = [], set()
        for pair in record:
            if not (isinstance(pair, list) and len(pair) == 2):
                return False
            value, guess = pair
            if not (type(value) in (int, float) and floor <= value < math.inf
                    and type(guess) is int and 0 <= guess < len(self.pools.guesses)):
                return False
            values.append(value)
            guesses.add(guess)
        return values == sorted(values) and len(guesses) == len(record)

    def _shortlist(self, node: Node, left: int, size: int) -> list[tuple[float, int]]:
        """The `size` best guesses by the estimate, with their estimates; ties
        go to a guess that could be the answer, then to the first in the
        list. A candidate that splits all the others apart comes first if
        there is one: its 2n - 1 is exact and nothing beats it."""
        n, pools = len(node.candidates), self.pools
        rows = node.rows(pools)
        split_up = groups(node.scores(pools), pools.win + 1)
        candidate = np.zeros(len(rows), dtype=np.bool_)
        candidate[np.searchsorted(rows, pools.answer_rows[node.candidates])] = True
        estimate = n + split_up.total(horizon(n, left - 1)) - candidate
        if size < len(rows):   # only the guesses that can make the cut are sorted
            near = np.flatnonzero(estimate <= np.partition(estimate, size - 1)[size - 1])
        else:
            near = np.arange(len(rows))
        order = near[np.lexsort((rows[near], ~candidate[near], estimate[near]))][:size]
        return [(float(estimate[k]), int(rows[k])) for k in order]

    def _search(self, node: Node, depth: int, left: int,
                prune: bool = True) -> list[tuple[float, int]]:
        """The shortlist valued by looking `depth` moves ahead, best first."""
        shortlist = self._shortlist(node, left, self.width if depth else 1)
        if shortlist[0][0] <= 2 * len(node.candidates) - 1:
            return shortlist[:1]
        if depth == 0 or left == 2:   # two guesses left: the estimate is exact
            return shortlist
        ranked: list[tuple[float, int]] = []
        best = math.inf
        for _, guess in shortlist:
            value = self._after(node, guess, depth - 1, best if prune else math.inf)
            ranked.append((value, guess))
            best = min(best, value)
        return sorted(ranked)

    def _after(self, node: Node, guess: int, depth: int, bound: float) -> float:
        """The value of playing `guess`: exact unless above `bound`, and then
        some figure above it, so that a cut guess never ties the best."""
        children = sorted((child for pattern, child in split(self.pools, node, guess)
                           if pattern != self.pools.win), key=lambda c: -len(c.candidates))
        rest = sum(2 * len(c.candidates) - 1 for c in children)
        total = float(len(node.candidates))
        for child in children:
            rest -= 2 * len(child.candidates) - 1
            total += self._value(child, depth)[0][0]
            if total + rest > bound:
                return total + rest
        return total
