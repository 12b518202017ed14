"""Answers the game cannot tell apart but by guessing them: words alike but
at one place (bills, dills, fills) that every other guess scores alike, and
that score every other answer alike themselves. Swapping two of them, as
answers and as guesses, changes no score, so a position holding some of
them costs what the same position holding others of them does: the search
solves each such position once, holding the first of them.

Why the swap keeps hard mode's rules too: a twin's letter at that place is
in no other word (one that had it would score the twin apart from the
rest) and nowhere else in the twin, so no rule a game reaches demands it or
fixes that place to it, and a twin played shows the same demands as another
in its place. Only a rule the clues start with can tell them apart: a
position is mapped only where its rule allows all of them or none.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import numpy as np

from wordlegrep.solver.game import Node
from wordlegrep.solver.pools import Indices, Pools

# Guesses spread over them all that every pair is compared on before the
# full check (but those the pair's run spells): almost every pair alike but
# at one place is scored apart by one of them. (A sample of the guesses
# that are not answers, as this was, is empty where every guess is one, on
# Debian's Ukrainian list: 57,702 full checks took 9 s and found no twins.)
SAMPLE = 64


class Twins(NamedTuple):
    """Each answer's set of twins (-1 for none), and the sets, each sorted."""
    member: Indices
    sets: list[Indices]


def twins(pools: Pools) -> Twins:
    """The sets of twins among the answers: disjoint, each of two or more."""
    spelt = pools.spelling[:, pools.answer_rows].T
    words = spelt.tolist()
    spread = np.unique(np.linspace(0, len(pools.guesses) - 1, SAMPLE).astype(np.intp))
    member = np.full(len(pools.answers), -1, dtype=np.intp)
    sets: list[Indices] = []
    for place, run in alike_but_at_one_place(spelt):
        columns = spread[~np.isin(spread, pools.answer_rows[run])]
        scored = pools.by_answer[run[:, None], columns[None, :]]
        alike: dict[bytes, list[int]] = {}
        for answer, scores in zip(run.tolist(), scored):   # (its letter there nowhere else)
            if member[answer] < 0 and words[answer].count(words[answer][place]) == 1:
                alike.setdefault(scores.tobytes(), []).append(answer)
        for left in alike.values():
            while len(left) >= 2:
                first, rest = left[0], left[1:]
                found = [first, *(other for other in rest if _swappable(pools, first, other))]
                left = [other for other in rest if other not in found]
                if len(found) >= 2:
                    member[found] = len(sets)
                    sets.append(np.array(found, dtype=np.intp))
    return Twins(member, sets)


def alike_but_at_one_place(spelt: np.ndarray) -> Iterator[tuple[int, Indices]]:
    """Each set of two or more words (rows of `spelt`, a letter's index at
    each place) spelt alike but at one place, with that place, place by
    place."""
    for place in range(spelt.shape[1]):
        rest = np.ascontiguousarray(np.delete(spelt, place, axis=1))
        _, alike, counts = np.unique(rest.view(np.dtype((np.void, rest.shape[1] * rest.itemsize))),
                                     return_inverse=True, return_counts=True)
        order = np.argsort(alike.ravel(), kind='stable')
        stops = np.cumsum(counts)
        for stop, count in zip(stops.tolist(), counts.tolist()):
            if count > 1:
                yield place, order[stop - count:stop]


def _swappable(pools: Pools, a: int, b: int) -> bool:
    """Whether swapping answers `a` and `b`, as answers and as guesses,
    leaves every score as it was."""
    by_answer, rows = pools.by_answer, pools.answer_rows
    ra, rb = int(rows[a]), int(rows[b])
    others = np.ones(len(pools.guesses), dtype=np.bool_)
    others[[ra, rb]] = False
    answers = np.ones(len(pools.answers), dtype=np.bool_)
    answers[[a, b]] = False
    return (np.array_equal(by_answer[a, others], by_answer[b, others])   # scored alike
            and np.array_equal(by_answer[answers, ra], by_answer[answers, rb])  # scoring alike
            and by_answer[b, ra] == by_answer[a, rb])


def canonical(pools: Pools, found: Twins, node: Node) -> tuple[Node, dict[int, int]]:
    """The position `node` maps to, holding the first of each set of twins
    it holds, and for each guess that differs there, the guess it stands
    for at `node` (empty where nothing moved)."""
    sets = np.unique(found.member[node.candidates])
    candidates = node.candidates
    back: dict[int, int] = {}
    for index in sets[sets >= 0].tolist():
        twins_ = found.sets[index]
        held = candidates[found.member[candidates] == index]
        if np.array_equal(held, twins_[:len(held)]) or not _alike_under(pools, node, twins_):
            continue
        order = np.concatenate((held, np.setdiff1d(twins_, held, assume_unique=True)))
        rows = pools.answer_rows
        back.update(zip(rows[twins_].tolist(), rows[order].tolist()))
        candidates = np.union1d(candidates[found.member[candidates] != index], twins_[:len(held)])
    return (node._replace(candidates=candidates) if back else node), back


def _alike_under(pools: Pools, node: Node, twins_: Indices) -> bool:
    """Whether the position's hard-mode rule allows all of `twins_` or none."""
    if node.rule is None:
        return True
    allowed = pools.allowed(node.rule)[pools.answer_rows[twins_]]
    return bool(allowed.all() or not allowed.any())
