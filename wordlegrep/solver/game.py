"""Where a game stands, and how one guess splits it: the moves every
strategy makes, and the decision tree a strategy grows over all answers.
"""
from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterator
from typing import NamedTuple

import numpy as np

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.solver.patterns import Matrix, marks
from wordlegrep.solver.pools import Indices, Pools, Rule

MAX_GUESSES = 6   # the game's limit; an answer found later is a failure


class Node(NamedTuple):
    """A game position: the answers still possible (sorted answer indices),
    what hard mode demands of guesses (None: not in hard mode), and the
    number of guesses made so far."""
    candidates: Indices
    rule: Rule | None
    turn: int

    def key(self) -> bytes:
        """What the best move can depend on, as a dictionary key."""
        rule = b'' if self.rule is None else repr(self.rule).encode()
        return bytes([min(self.turn, 255)]) + self.candidates.tobytes() + rule

    def rows(self, pools: Pools) -> Indices:
        """The guess rows allowed here, sorted."""
        if self.rule is None:
            return np.arange(len(pools.guesses))
        return np.flatnonzero(pools.allowed(self.rule))

    def scores(self, pools: Pools) -> Matrix:
        """The code of each allowed guess (a column, in row order) against
        each candidate (a row)."""
        every = len(self.candidates) == len(pools.answers)   # no copy of the whole matrix
        block = pools.by_answer if every else pools.by_answer[self.candidates]
        return block if self.rule is None else block[:, pools.allowed(self.rule)]


def opening(pools: Pools, model: Constraints, hard: bool, turn: int) -> Node:
    """The position the clues in `model` leave, `turn` guesses in."""
    return Node(pools.candidates(model), Rule.of(model) if hard else None, turn)


@functools.lru_cache(maxsize=1 << 16)
def revealed(guess: Word, pattern: int, length: int) -> Rule:
    """What hard mode demands after one scored guess (remembered: searches
    ask again and again)."""
    return Rule.shown(guess, marks(pattern, length))


@functools.lru_cache(maxsize=1 << 18)
def after_score(rule: Rule, guess: Word, pattern: int, length: int) -> Rule:
    """What hard mode demands once `guess` scored `pattern` under `rule`."""
    return rule & revealed(guess, pattern, length)


def split(pools: Pools, node: Node, guess: int) -> Iterator[tuple[int, Node]]:
    """Each score `guess` can get here, with the position it leads to;
    scores in increasing code order."""
    codes = pools.by_answer[node.candidates, guess]
    order = np.argsort(codes, kind='stable')
    ordered = codes[order]
    ends = [0, *(np.flatnonzero(ordered[1:] != ordered[:-1]) + 1).tolist(), len(codes)]
    for start, end in itertools.pairwise(ends):
        pattern = int(ordered[start])
        rule = node.rule
        if rule is not None:
            rule = after_score(rule, pools.guesses[guess], pattern, pools.length)
        yield pattern, Node(node.candidates[order[start:end]], rule, node.turn + 1)


def unsolved(pools: Pools, node: Node, guess: int) -> list[Node]:
    """The positions `guess` leaves where the answer is still to be found,
    the largest first (ties in score order): searches that stop early stop
    soonest by looking at the largest first."""
    return sorted((child for pattern, child in split(pools, node, guess)
                   if pattern != pools.win), key=lambda child: -len(child.candidates))


def grow(pools: Pools, node: Node, choose: Callable[[Node], int]) -> dict[int, list[int]]:
    """The path of guess rows the strategy `choose` plays for each answer
    from `node`: the whole decision tree at once, each position met once."""
    paths: dict[int, list[int]] = {}

    def walk(here: Node, path: list[int]) -> None:
        guess = choose(here)
        for pattern, child in split(pools, here, guess):
            if len(child.candidates) == len(here.candidates) and pattern != pools.win:
                raise RuntimeError(f'{pools.guesses[guess]} tells nothing here')
            if pattern == pools.win:
                paths[int(child.candidates[0])] = [*path, guess]
            else:
                walk(child, [*path, guess])

    walk(node, [])
    return paths


def play_out(pools: Pools, node: Node, choose: Callable[[Node], int],
             secret: int) -> list[tuple[int, int]]:
    """The guess rows the strategy `choose` plays from `node` to find the
    answer `secret`, each with the pattern it scores."""
    moves = []
    while True:
        guess = choose(node)
        pattern = int(pools.by_answer[secret, guess])
        moves.append((guess, pattern))
        if pattern == pools.win:
            return moves
        node = dict(split(pools, node, guess))[pattern]
