"""Traps: words alike but at one place (bato, cato, dato, ... on Debian's
Spanish list of 4-letter words), which a guess tells apart only by the
letter at that place. Whether every word of a trap can be found within the
guesses left needs no search of a game tree, and a trap that cannot be
makes every position holding it lost.

Why. A word of the trap differs from the others only in its letter at the
place; a guess that lacks that letter scores it as it scores every word
whose letter there it lacks. A guess that holds the letter may score it
apart from those: then only at the guess's places that hold that letter,
so two words it scores apart are scored apart from each other too. Each
guess thus tells some words apart, each on its own, and leaves the rest in
one group (the codes are checked for this: a guess that leaves two groups
of two or more, which the argument rules out, makes the check say
nothing). A strategy is then one line of guesses, each played on the
group the last one left, and the trap is won within t guesses exactly when
t - 1 guesses together tell apart all its words but at most one, which the
last guess names. That is a small covering problem, solved in
milliseconds: the feasibility search took 10 s to show the 16 -ato words
above lost within six guesses.

In hard mode the guesses a position allows only narrow as the game goes
on, so a trap lost with those its rule allows now is lost under any rule
the game reaches.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np

from wordlegrep.solver.patterns import Matrix
from wordlegrep.solver.pools import Indices
from wordlegrep.solver.twins import alike_but_at_one_place

# Steps of the covering search per trap before it says nothing. Every trap
# of the bundled lists, of Debian's Spanish words of 4 and 5 letters and of
# its English words of 3, with 3 to 6 guesses left, took 1,241 at most
# (`python benchmarks/traps.py --lang es --length 4`; the rest 179 at most).
COVER_WORK = 20_000
# Words of a trap judged at most (a bit of one integer each): no more than
# an alphabet has letters, and a trap whose first MOST are lost is lost.
MOST = 64


def first_lost(spelt: Matrix, codes: Callable[[Indices], Matrix], left: int
               ) -> Indices | None:
    """The first trap among the words (rows of `spelt`) shown lost within
    `left` guesses, the largest first, or None: `codes(trap)` are its
    words' codes against the guesses that may be played. (A trap of
    `left` words or fewer is won by guessing them in turn.)"""
    traps = [run[:MOST] for _, run in alike_but_at_one_place(spelt) if len(run) > left]
    for trap in sorted(traps, key=len, reverse=True):
        masks = told(codes(trap))
        if masks is not None and coverable(masks, len(trap), left - 1) is False:
            return trap
    return None


def told(block: Matrix) -> list[int] | None:
    """For each distinct way the guesses (columns of `block`, the codes of a
    trap's words, one row each, at most MOST) split the trap, the words
    they tell apart, as the bits of an integer, the most first; None if
    some guess leaves two groups of two or more.

    >>> told(np.array([[0, 1], [0, 2], [5, 2]], dtype=np.uint8))
    [1, 4]
    """
    ordered = np.sort(block, axis=0)
    twice = ordered[1:] == ordered[:-1]
    repeated = np.where(twice.any(axis=0), ordered[1:][np.argmax(twice, axis=0),
                                                      np.arange(block.shape[1])], -1)
    if (twice & (ordered[1:] != repeated)).any():
        return None
    apart = block != repeated
    bits = np.left_shift(np.uint64(1), np.arange(len(block), dtype=np.uint64))
    masks = set(np.bitwise_or.reduce(apart * bits[:, None], axis=0).tolist())
    masks.discard(0)
    return sorted(masks, key=lambda mask: (-mask.bit_count(), mask))


def coverable(masks: list[int], size: int, guesses: int) -> bool | None:
    """Whether `guesses` of `masks` together hold all but at most one of
    the `size` low bits; None when that took more than COVER_WORK steps.

    >>> coverable([0b0011, 0b1100], 4, 2), coverable([0b0011, 0b0100], 4, 2)
    (True, True)
    >>> coverable([0b0011, 0b0100], 5, 2)
    False
    """
    kept = _undominated(masks)
    holding = [[mask for mask in kept if mask >> bit & 1] for bit in range(size)]
    seen: dict[tuple[int, int, bool], bool] = {}
    work = 0

    def cover(open_: int, guesses: int, spare: bool) -> bool:
        nonlocal work
        count = open_.bit_count()
        if count <= spare:
            return True
        if not guesses:
            return False
        key = (open_, guesses, spare)
        if key in seen:
            return seen[key]
        work += 1
        if work > COVER_WORK:
            raise _OutOfWork
        most = max(((mask & open_).bit_count() for mask in kept), default=0)
        found = False
        if count - spare <= guesses * most:
            # the open bit held by fewest masks: one of them holds it, or it is the spare
            bit = min((b for b in range(size) if open_ >> b & 1), key=lambda b: len(holding[b]))
            found = (any(cover(open_ & ~mask, guesses - 1, spare) for mask in
                         sorted(holding[bit], key=lambda m: -(m & open_).bit_count()))
                     or (spare and cover(open_ & ~(1 << bit), guesses, False)))
        seen[key] = found
        return found

    try:
        return cover((1 << size) - 1, guesses, True)
    except _OutOfWork:
        return None


def _undominated(masks: list[int]) -> list[int]:
    """`masks` (the most bits first) but those within another: a guess that
    tells apart no word another does not is never needed."""
    kept: list[int] = []
    for mask in masks:
        if not any(mask & ~other == 0 for other in kept):
            kept.append(mask)
    return kept


class _OutOfWork(Exception):
    """The covering search took more than COVER_WORK steps."""
