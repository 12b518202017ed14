"""What a group of answers costs: a cheap estimate that ranks guesses, and
lower bounds that no strategy can beat, both as tables over group sizes.

Costs count guesses in all: a group of s answers costs the guesses it
takes to find each of them, added up.
"""
from __future__ import annotations

import numpy as np

from wordlegrep.solver.metrics import Figures

# The estimate s * (A + B ln s) for s > 3 answers, never below the 2s - 1 of
# a perfect split; THREE for three answers (5 or 6 in truth). Fitted by
# benchmarks/fit_estimate.py to exact optima this project's own search
# finds on random answer sets of the bundled lists (never to a published
# optimum), then rounded.
A, B, THREE = 1.47, 0.265, 5.1
FAIL = 1000.0   # what an answer still unfound after the last guess costs
INFINITE = float('inf')


def horizon(n: int, left: int) -> Figures:
    """The estimated cost of a group of each size 0..n with `left` guesses
    to find it: exact with one guess left, the fitted estimate otherwise.

    >>> horizon(4, 1).tolist()
    [0.0, 1.0, 1002.0, 2003.0, 3004.0]
    >>> horizon(4, 5).round(2).tolist()
    [0.0, 1.0, 3.0, 5.1, 7.35]
    """
    s = np.arange(n + 1, dtype=np.float64)
    if left <= 1:
        table = s + (s - 1) * FAIL
    else:
        table = np.maximum(s * (A + B * np.log(np.maximum(s, 1))), 2 * s - 1)
        table[1:4] = [1.0, 3.0, THREE][:n]
    table[0] = 0.0
    return table


def floors(n: int, left: int, parts: int) -> Figures:
    """For each size s in 0..n, a lower bound on the guesses in all that find
    s answers within `left` guesses (infinite where no strategy can), when
    no guess splits a set into more than `parts` groups. A guess finds at
    most one answer, so at most parts**(d-1) answers are found with the
    d-th guess; filling the earliest guesses first gives the bound.

    >>> floors(5, 3, 2).tolist()
    [0.0, 1.0, 3.0, 5.0, 8.0, 11.0]
    >>> floors(4, 2, 10).tolist()
    [0.0, 1.0, 3.0, 5.0, 7.0]
    >>> floors(3, 1, 10).tolist()
    [0.0, 1.0, inf, inf]
    """
    table = np.full(n + 1, INFINITE)
    table[0] = 0.0
    total = found = 0
    room = 1
    for depth in range(1, left + 1):
        take = min(room, n - found)
        sizes = np.arange(found + 1, found + take + 1)
        table[found + 1:found + take + 1] = total + depth * (sizes - found)
        total += depth * take
        found += take
        if found >= n:
            break
        room = min(room * parts, n)
    return table
