"""The exact searches: the guess that minimises the guesses in all (the
expected number, times the answers), and whether any strategy finds every
answer within the guesses left.

Both are depth-first searches over positions, remembered by their
candidates, hard-mode rule and guesses left. A guess is tried only while a
lower bound on its cost can still beat the best found, most promising
first by the estimate; each group it leaves is searched only as far as it
can still change the answer, the largest first. Guesses that score every
candidate alike are one guess (outside hard mode, where their rules would
differ), and guesses that split the candidates into the same groups are
searched once. The game's limit holds: a strategy must find every answer
within six guesses; where none can, the limit is lifted.
"""
from __future__ import annotations

import contextlib
import functools
import itertools
import os
import time
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from typing import NamedTuple, NoReturn

import numpy as np

from wordlegrep.errors import WordleError
from wordlegrep.progress import pulse, waiting
from wordlegrep.solver.estimate import INFINITE, floors, horizon
from wordlegrep.solver.game import MAX_GUESSES, Node, after_score, unsolved
from wordlegrep.solver.metrics import Figures, Sizes, groups, parts
from wordlegrep.solver.parallel import Least, cores, each
from wordlegrep.solver.patterns import Matrix
from wordlegrep.solver.pools import Indices, Mask, Pools, Rule
from wordlegrep.solver.traps import first_lost
from wordlegrep.solver.twins import Twins, alike_but_at_one_place, canonical

LIMIT = 1000      # candidates beyond which `optimal` does not try
# Seconds of one core's time a check that every answer can still be found
# may take before it tells nothing: a note that no strategy wins, and the
# mark on an opener that loses, wait on it. (On the bundled lists the
# checks take a second or two; with every accepted word an answer, a group
# of 814 that tares leaves takes minutes.)
CHECK_SECONDS = 10.0
CLOCK_EVERY = 64  # positions between looks at the clock
KEPT = 4096       # positions whose guesses are remembered between visits
KEEP_FROM = 16    # candidates from which a position's guesses are worth keeping
# Candidates from which guesses that split them alike are tried once (in
# hard mode, those alike in the letters the candidates have too, which the
# rules below depend on): after utile (NYT lists, hard mode), 5,796 guesses
# to rank where there were 6,357, and ranking them all on one core took
# 527 s where it took 603 s (`rank`'s loop timed alone, without its clock).
MERGE_FROM = 4
UNLIMITED = 1 << 20
# Candidates from which a group's floor is raised by one split before the
# group is searched: a guess is cut on its groups' bounds alone where it
# can be. From 4 to 8 the proof times (`python benchmarks/run.py --only 5`)
# are alike; from 16 they are slower. Since small groups are counted by
# marking codes, 4 ranks faster than 8 (`python benchmarks/exact_knobs.py
# --knob SPLIT_FROM=3,4,6,8`: -g ....y 8.8, 8.4, 9.3 and 11.4 s; -g s....
# 4.0, 4.1, 4.2 and 4.8 s).
SPLIT_FROM = 4
# The knobs below change only the speed, never an answer; each was timed
# over a range by `python benchmarks/exact_knobs.py` on the 366 and 364
# answers of -g s.... and -g ....y: no value in it was clearly better (the
# differences, under a seventh, are this machine's noise).
BLOCK = 64        # guesses a core ranks at a time (32 to 128)
# The most promising guesses, ranked on one core before the rest are shared
# out: they search many of the same positions, which the workers then
# inherit instead of each searching them again. (-b ai on two cores: 3
# alone, 19 to 20 s; 16, 17.1 to 17.5 s; 64, 18.1 s. Flat from 8 to 64 on
# -g ....y, which is 9 s.) Since a hard-mode ranking has tried its
# guesses in the order of their floors (FLOORED), the first few find the
# best: -b ai in hard mode, 4 alone, 19.4 and 19.2 s; 16, 21.1 and 20.8 s;
# -b ae in hard mode 9.2 and 9.1 s against 9.3 and 9.2 s; -b ai outside
# it, 9.4 and 9.5 s against 9.7 s twice (`python benchmarks/exact_knobs.py
# --hard --black ai --knob ALONE=4,16`, which ranks on every core).
ALONE = 4
FIRST = 'ranking the most promising guesses'   # what a bar says meanwhile
# Hard mode: a ranking tries its most promising guesses (by the estimate,
# which knows nothing of hard mode's rules) in the order of their floors
# after one more split of every group they leave, worked out first: the
# estimate's first guesses mostly lose, and those that cost least come
# late, so the bound a ranking cuts on stays loose for long. After -b ai
# (one core, `rank(top=3)`): crest, crust and curst are the estimate's
# 117th, 210th and 220th, and its floors' 4th, 5th and 6th; 36.8 s
# without, 29.3 s with. After -b ae, 13.4 and 13.1 s against 12.2 and 12.4
# s; after -g s...., 1.5 to 1.7 s either way. (Outside hard mode the
# estimate orders them as well: 14.4 s without, 15.1 s with, after -b ai.)
# The floors are worked out on one core, on its time, and the workers
# inherit them: on both cores, -b ai took 18.7 and 19.3 s; on one, 18.7
# and 18.8 s. (`python benchmarks/exact_knobs.py --hard --black ai --knob
# FLOORED=0,256`.)
FLOORED = 256
# Candidates from which a position keeps its codes, most splitting guesses
# first, so that counting a group below it reads rows, not scattered
# columns; at most CODES_KEPT such positions (some megabytes each).
CODES_FROM, CODES_KEPT = 128, 16   # (CODES_FROM 64 to 256)
SLICES = 4        # slices a group's bound is narrowed by, the smallest first (2 to 8)
CHUNK = 256       # guesses counted first below a parent, likeliest to split most (128 to 512)
# Candidates from which a group below a position that keeps its codes gets
# the floor its slices give before any is counted (16 to 64).
CHEAP_FROM = 32
# Hard mode: a group whose candidates times the guesses its rule allows
# come to this many or fewer is counted over all those guesses, not by its
# parent's kinds, which count the likeliest to split most first and stop
# where the rest cannot make more. A bound on the guesses alone (4,096)
# counted groups of 40 against 3,000 guesses in full: on one core, -b ai
# 35.0 and 37.2 s where cells give 31.5 and 31.6 s, -b ae 14.5 and 15.8
# against 12.4 and 12.7 s, -g ....y 12.1 and 12.2 against 10.3 s; from 16,384
# to 131,072 cells alike (`python benchmarks/exact_knobs.py --hard --black ae
# --knob FEW_CELLS=8192,16384,32768,131072`).
FEW_CELLS = 32768
# A position no strategy wins within the guesses left stays lost with more
# candidates, a stricter hard-mode rule or fewer guesses: lost positions of
# up to LOST_UPTO candidates are remembered, so that one holding any of them
# is known lost without a search. (The feasibility check of -b ai in hard
# mode: 7.1 s with none remembered, 6.6 s up to 8, 4.1 s up to 64 or 1,000.)
LOST_UPTO = 64
# Hard mode: before the groups a guess leaves are searched for their cost
# (the largest first), those of up to this many candidates are asked
# whether they can be won at all, the smallest first: a small trap (six
# s_ore words) would else be found only after the large groups' searches.
# On both cores, optimal --top 3 after -b ai: 50.6 s with none, 46.0, 46.3
# and 45.4 s up to 8, 16 and 32 (`python benchmarks/exact_knobs.py --hard
# --black ai --knob WON_UPTO=0,8,16,32`); after -b ae and -g s.... alike.
WON_UPTO = 16
# ... and so are groups of any size with this many guesses left or fewer,
# whose feasibility is a search two guesses deep: after utile (NYT lists,
# hard mode), where nearly every guess loses, ranking every guess on one
# core took 527 s without, 451 s with (`-b ai --hard` 29.9 and 29.0 s:
# `python benchmarks/exact_knobs.py --hard --black ai --knob WON_LEFT=0,3`).
WON_LEFT = 3
# Hard mode: a ranking's cost search of a guess takes RACE_FIRST seconds of
# the core, then the feasibility search RACE_SHARE of that to show the guess
# lost, in turns twice as long each time, until one settles it (`_raced`).
# After utile (NYT lists, hard mode), where most guesses lose, ranking every
# guess on one core took 472 s without turns, 374 s with (0.05, 1) and 429 s
# with (0.2, 0.5); after -b ai, where few lose, 38.4 s without, 41.7 s with
# (0.05, 1), 38.5 s with (0.1, 0.25) and 37.6 s with (0.2, 0.5) (`python
# benchmarks/exact_knobs.py --hard --black ai --knob RACE_FIRST=0.05,0.2`, or
# --knob RACE_SHARE; after utile, `--list nyt --pair UTILE=....e`).
RACE_FIRST, RACE_SHARE = 0.2, 0.5
# ... but where more than half the guesses a ranking raced so far lost, the
# cost search's first turn shrinks with the share that won, to RACE_LEAST
# at the least. After utile, where all but one of the 300 most promising
# guesses lose, ranking every guess on one core took 364 s where it took
# 401 s (`python benchmarks/exact_knobs.py --hard --list nyt --pair
# UTILE=....e --knob RACE_LEAST=0.01,0.2`: at 0.2 the turns are as they
# were); after -b ai, where few lose, 35.1 and 35.2 s against 33.9 and
# 36.9 s (`--black ai`, the knob given 0.01,0.2,0.01,0.2).
RACE_LEAST = 0.01
# Candidates from which the feasibility search tries first the guesses that
# leave the fewest pairs of candidates one letter apart in one group (the
# traps of hard mode: -ight, s_ore), then those whose largest group is
# least; below it, by the largest group alone. After jujus (NYT lists, hard
# mode), by the largest group alone no win turned up in 300 s (blart, the
# 2,303rd tried, takes 420 s); traps first, tramp is the fifth, and every
# group jujus leaves is settled in 3.5 s. Over 16 random openers
# (`python benchmarks/winnable.py --knob NEAR_FROM=16,64,256,1048576`):
# 71, 71, 85 and 126 s in all, 60 of each in one lost opener none settled.
NEAR_FROM = 64
# Hard mode: a position of CORE_FROM candidates or more first asks whether
# those in its traps alone (CORE_RUN or more alike but at one place) can be
# won, if they are at most CORE_SHARE of it: a strategy for all would be
# one for them. Showing the groups that lose after three NYT openers lost
# (`python benchmarks/winnable.py --start vespa --start firie --start elpee
# --seconds 600 --knob CORE_FROM=1048576,64`): 302, 377 and 168 s without,
# 52, 187 and 115 s with it (with runs of three, 62, 176 and 147 s); over
# 16 random openers (the same script's defaults) 73.7 s against 71.7 s, and
# a cold `bench --list nyt --hard` alike (17.0 s).
CORE_FROM, CORE_RUN, CORE_SHARE = 64, 4, 0.75
# Candidates from which the feasibility search first asks whether a trap
# among them (words alike but at one place) is lost on its own, which it
# tells in milliseconds (see traps.py): on Debian's Spanish 4-letter list
# the opening is shown lost so at once, where no search settled it. Asked
# of smaller groups it costs more than it saves: showing the groups that
# lose after three NYT openers lost took 360, 322 and 315 s from 8, 16 and
# never (`python benchmarks/winnable.py --list nyt --start vespa --start
# firie --start elpee --seconds 300 --knob TRAPS_FROM=8,16,100000`); a cold
# `bench --list nyt --hard` took 17.1 and 17.7 s from 64, 16.9 and 17.3 s
# without.
TRAPS_FROM = 64
# Scores (one more than the all-green code) up to which the feasibility
# search counts the groups of many guesses at once by score, rather than
# sorting each guess's codes (a table of counts grows with the scores, a
# sort with the candidates); it counts COUNTED_FIRST guesses first, twice
# as many each time after, up to COUNTED_MOST. Showing the group vespa
# leaves lost (NYT lists, hard mode): 49 s sorted, 37 s counted (`python
# benchmarks/winnable.py --start vespa --seconds 300 --knob
# COUNTED_UPTO=4096,0`); COUNTED_FIRST 2 to 32 and COUNTED_MOST 128 to
# 2,048 are alike (36.6 to 38.2 s). The cost search reads how guesses split
# a position in blocks of the same sizes (costing mercy after utile, NYT
# hard mode: 34 s a guess at a time, 27 s in blocks; not tuned apart).
COUNTED_UPTO = 4096
COUNTED_FIRST, COUNTED_MOST = 8, 512
# Columns per row from which `_perfect` compares a block's rows pairwise
# rather than sorting its columns: five candidates against 6,000 allowed
# guesses, 26 against 240 µs. Showing the group mercy leaves after utile
# lost (NYT lists, hard mode): 7.7 to 6.6 s; the group vespa leaves alike
# for 8 to 1,000,000 (36.0 to 37.1 s, `python benchmarks/winnable.py
# --start vespa --knob PERFECT_WIDE=8,32,128,1000000`).
PERFECT_WIDE = 32
PAIRS_AT_ONCE = 1024   # pairs compared at once (memory: this times the guesses)
# Pairs counted at most, evenly spread over them all: a sample ranks the
# guesses as well, where all of them cost seconds (jujus leaves 2,566;
# Debian's Ukrainian list, 20,485 words, has tens of thousands, and
# counting them all at the opening took 15 s of a 10 s check).
PAIRS_MOST = 4096
# Entries the search's memos may hold in all (costs, floors, verdicts, lost
# positions) before they are emptied and the search goes on without them:
# some 300 bytes each, so about a gigabyte a core at most (a cold `bench
# --list nyt --hard` peaks at 61,000 entries). A proof has no time limit,
# and with no bound the tree after jujus (NYT lists, hard mode) grew by 8 MB
# a second on each core, as long as it ran.
MEMO_MOST = 4_000_000


# What a refusal of too many candidates tells the user to do, where the
# command takes clues (play and bench, which do not, say otherwise).
REMEDY = 'narrow them with clues or a shorter list'
# How a note begins that says the search ran out of the time it may take.
OUT_OF_TIME = 'the exact search ran out of its time (--seconds)'


class TooLarge(WordleError):
    """A candidate set too large to search exhaustively."""


class _TurnOver(Exception):
    """A search's turn is over (see `Exact._raced`); what it found by then
    is remembered, as when it gives up."""


class Kinds(NamedTuple):
    """One guess of each kind a position told apart (in row order), the
    same in the order of most groups first, and how many groups each made
    there, in that order. No group below splits into more: a subset has no more
    codes than its set. (Outside hard mode these are the guesses below
    too; in hard mode, those of them the group's rule allows.) The counts
    are in the codes' own type, which holds every count, as are the
    slices' in `Kept`: a search lowers these bounds, a count per kind, some
    hundred thousand times, and at a byte each it reads an eighth of the
    memory it would read at eight."""
    rows: Indices
    most_first: Indices   # the rows, most groups first
    ranked: Sizes
    candidates: Indices
    key: bytes   # the position's, under which its codes may be kept


class Kept(NamedTuple):
    """What a large position keeps for the groups below it: its codes
    (candidates x kinds, most splitting first); which facts of spelling
    (a letter at a place, a letter somewhere, a letter nowhere) hold for
    each candidate, and for how many, the rarest first; and the groups
    each kind makes of the candidates some facts hold for (one, or two),
    as they are counted."""
    codes: Matrix
    facts: Mask
    sizes: Sizes
    slices: dict[tuple[int, ...], Sizes]


class Options(NamedTuple):
    """The guesses worth trying at a position, most promising first, with a
    lower bound on each one's cost, the most answers any group it leaves
    holds, and the fewest guesses in all the rest can cost (the least of
    the bounds from each one on), so that a search stops early; one guess
    of each kind the position tells apart, for the positions below; and
    the guesses that tell something but surely lose (a group they leave
    is larger than the guesses left can find), in row order."""
    guess: Indices
    lower: Figures
    largest: Sizes
    least_after: Figures
    kinds: Kinds
    losing: Indices

    @property
    def least(self) -> float:
        """The fewest guesses in all any guess worth trying can cost."""
        return float(self.least_after[0]) if len(self.guess) else INFINITE


class Split(NamedTuple):
    """How one guess splits a position's candidates: they in score order,
    and where each group starts and stops among them, with its score, the
    largest group first (ties by score)."""
    candidates: Indices
    starts: list[int]
    stops: list[int]
    scores: list[int]


@functools.lru_cache(maxsize=4096)
def _spelled(rule: Rule) -> bytes:
    """A hard-mode rule as part of a position's key (asked again and again)."""
    return repr(rule).encode()


class Lost(NamedTuple):
    """A position no strategy wins: its candidates, its hard-mode rule, and
    the guesses it had left."""
    candidates: int   # a bit for each (a subset test is one `&`)
    rule: Rule | None
    left: int


def _bits(candidates: Indices) -> int:
    """A set of candidates as the bits of one integer.

    >>> bin(_bits(np.array([0, 3, 4])))
    '0b11001'
    """
    flags = np.zeros(int(candidates[-1]) + 1, dtype=np.bool_)
    flags[candidates] = True
    return int.from_bytes(np.packbits(flags, bitorder='little').tobytes(), 'little')


@functools.lru_cache(maxsize=1 << 16)
def _no_stricter(rule: Rule | None, than: Rule | None) -> bool:
    """Whether `rule` demands nothing that `than` does not (outside hard
    mode, None, demands nothing)."""
    return rule is None or (than is not None and rule.weaker(than))


def spelling_facts(pools: Pools, rows: Indices) -> Mask:
    """Which facts of spelling hold for each of the guesses at `rows`: each
    letter at each place, then each letter somewhere, then nowhere."""
    somewhere = pools.copies[:, 1, rows]
    return np.concatenate((pools.placed[:, :, rows].reshape(-1, len(rows)),
                           somewhere, ~somewhere))


def among(rows: Indices, wanted: Indices) -> Mask:
    """Which of `rows` are in `wanted`, both sorted: `np.isin` for sorted
    rows, by binary search.

    >>> among(np.array([2, 4, 6, 8]), np.array([1, 4, 8, 9])).tolist()
    [False, True, False, True]
    """
    found = np.zeros(len(rows), dtype=np.bool_)
    at = np.searchsorted(rows, wanted)
    inside = at < len(rows)
    at, wanted = at[inside], wanted[inside]
    found[at[rows[at] == wanted]] = True
    return found


def _holding(kept: Kept, groups: list[Indices]) -> Mask:
    """Which facts (rows) hold for every candidate of each group (a column;
    candidates as rows of the kept codes), but for those that hold for all
    the kept candidates: their slice is the whole."""
    sizes = np.array([len(group) for group in groups])
    counts = np.add.reduceat(kept.facts[:, np.concatenate(groups)], np.cumsum(sizes) - sizes,
                             axis=1, dtype=np.intp)
    holds: Mask = (counts == sizes[None, :]) & (kept.sizes < kept.facts.shape[1])[:, None]
    return holds


def distinct_columns(block: Matrix) -> Indices:
    """The first of each set of identical columns of `block`, in order.

    >>> block = np.array([[0, 7, 0, 3], [1, 7, 1, 4]], dtype=np.uint8)
    >>> distinct_columns(block).tolist()
    [0, 1, 3]
    """
    columns = np.ascontiguousarray(block.T)
    rows = columns.view(np.dtype((np.void, columns.shape[1] * columns.itemsize))).ravel()
    _, first = np.unique(rows, return_index=True)
    return np.sort(first)


def _blocks(guesses: Indices) -> Iterator[Indices]:
    """`guesses` in blocks of COUNTED_FIRST, then twice as many each time,
    up to COUNTED_MOST: a search that often stops after the first few reads
    them a block at a time.

    >>> [len(some) for some in _blocks(np.arange(40))]
    [8, 16, 16]
    """
    start, size = 0, COUNTED_FIRST
    while start < len(guesses):
        yield guesses[start:start + size]
        start, size = start + size, min(2 * size, COUNTED_MOST)


def _perfect(block: Matrix) -> int:
    """The first column whose codes all differ, or -1. A block many times
    wider than it is tall (a few candidates against every allowed guess)
    is compared row against row, not sorted down its columns.

    >>> _perfect(np.array([[0, 1], [0, 2], [1, 3]], dtype=np.uint8))
    1
    """
    rows, columns = block.shape
    if columns >= PERFECT_WIDE * rows:
        block = np.ascontiguousarray(block)
        alike = np.zeros(columns, dtype=np.bool_)
        for row in range(1, rows):
            alike |= (block[:row] == block[row]).any(axis=0)
    else:
        ordered = np.sort(block, axis=0)
        alike = (ordered[1:] == ordered[:-1]).any(axis=0)
    found = np.flatnonzero(~alike)
    return int(found[0]) if len(found) else -1


def neighbours(spelt: Matrix) -> tuple[Indices, Indices]:
    """The pairs of words (rows of `spelt`, a letter's index at each place)
    spelt alike but at one place: each pair's first row, and its second.

    >>> cat, cot, cog, dog = [2, 0, 9], [2, 7, 9], [2, 7, 3], [1, 7, 3]
    >>> [rows.tolist() for rows in neighbours(np.array([cat, cot, cog, dog]))]
    [[2, 0, 1], [3, 1, 2]]
    """
    first, second = [], []
    for _, run in alike_but_at_one_place(spelt):
        one, other = np.triu_indices(len(run), 1)
        first.append(run[one])
        second.append(run[other])
    if not first:
        return np.empty(0, dtype=np.intp), np.empty(0, dtype=np.intp)
    return np.concatenate(first), np.concatenate(second)


def trapped(spelt: Matrix, least: int) -> Indices:
    """The words (rows of `spelt`) spelt alike but at one place with at
    least `least` - 1 others, in order.

    >>> bat, cat, hat, hot, dog = [0, 0, 1], [2, 0, 1], [3, 0, 1], [3, 4, 1], [5, 4, 6]
    >>> trapped(np.array([bat, cat, hat, hot, dog]), 3).tolist()
    [0, 1, 2]
    """
    runs = [run for _, run in alike_but_at_one_place(spelt) if len(run) >= least]
    return np.unique(np.concatenate(runs)) if runs else np.empty(0, dtype=np.intp)


class Exact:
    """Exhaustive search over `pools`, remembering every position. With
    `limited`, strategies must find every answer within the game's six
    guesses (and positions beyond it are searched without the limit)."""

    def __init__(self, pools: Pools, what: str = '--metric optimal', limit: int = LIMIT,
                 limited: bool = True, prune: bool = True, work: int | None = None,
                 workers: int | None = None, seconds: float | None = None,
                 remedy: str = REMEDY) -> None:
        self.pools, self.what, self.limit, self.limited = pools, what, limit, limited
        self.remedy = remedy   # what a refusal of too many candidates says to do
        self.work = work   # positions one question may search on each core, or None
        self.seconds = seconds   # or the time it may take on each core
        self.workers = workers   # cores `rank` may use, or None for all
        self.prune = prune   # off: every guess searched in full, for tests
        self._exact: dict[bytes, tuple[float, int]] = {}
        self._lower: dict[bytes, float] = {}
        self._wins: dict[bytes, int] = {}
        self._told_apart: dict[bytes, int] = {}   # by candidates: the one that tells all apart
        # by their first two candidates
        self._lost: dict[int, dict[int, list[Lost]]] = {}
        self._lost_count = 0
        self.forgotten = 0   # times the memos were emptied, for tests
        self._options: OrderedDict[bytes, Options] = OrderedDict()
        self._found: dict[bytes, tuple[float, int]] = {}   # the best so far, if cut short
        self._split: set[bytes] = set()   # positions whose floor one split raised
        # what the largest positions keep for the groups below them
        self._kept: OrderedDict[bytes, Kept] = OrderedDict()
        # No guess splits a set into more groups than there are scores.
        self._most = min(pools.win + 1 - pools.length, len(pools.answers))
        self.positions = 0   # positions searched, for progress and tests
        self.unranked = 0    # guesses the last ranking ran out of time for
        self.settled = True  # whether the last choice was every guess's best
        self._started, self._clock, self._pid = 0, 0.0, 0
        self._turn_ends: float | None = None   # the end of a search's turn (see _raced)
        self.turns = 0   # turns that ended before their search did, for tests
        self._race_record = (0, 0)   # guesses this ranking raced, and how many lost

    # -- the public questions -------------------------------------------

    def check(self, node: Node) -> None:
        """Refuse at once a position too large to search."""
        n = len(node.candidates)
        self._begin()
        if n > self.limit:
            raise TooLarge(f'{self.what}: {n:,} possible answers are too many to search '
                           f'exhaustively (at most {self.limit:,}; {self.remedy})')

    def choose(self, node: Node) -> int:
        """The guess that minimises the guesses in all. Where the search
        runs out of time first, the cheapest of the guesses it costed by
        then (`settled` says which); where it costed none, it gives up."""
        self.check(node)
        self.settled = True
        node = node if self._feasible(node) else self.lift(node)   # as `solve` does
        try:
            return self._solve(node, INFINITE)[1]
        except TooLarge:
            found = self._best_found(node)
            if found is None:
                raise
            self.settled = False
            return found[1]

    def cost(self, node: Node) -> int:
        """The fewest guesses in all that find every candidate of `node`."""
        self.check(node)
        return int(self.solve(node)[0])

    def solve(self, node: Node, bound: float = INFINITE) -> tuple[float, int]:
        """The cost of `node` and a guess that achieves it; within the limit
        if any strategy keeps to it, else without it. With a `bound`, only
        a cost below it is exact: else some lower bound at least `bound`."""
        if bound == INFINITE and not self._feasible(node):
            return self._unlimited(node)
        return self._solve(node, bound)

    def below(self, node: Node, bound: float, work: int | None = None
              ) -> tuple[float, int] | None:
        """A strategy that finds every candidate within six guesses in
        fewer guesses in all than `bound`: its cost and first guess, or
        None. It is the cheapest there is unless finding that would search
        more positions than `work` (else this search's own work) allows;
        then it is the cheapest found by then. Either way the positions
        below it are known exactly, so `below` answers them at once."""
        self._begin()
        own, self.work = self.work, self.work if work is None else work
        try:
            cost, guess = self._solve(node, bound)
        except TooLarge:
            cost, guess = self._best_found(node) or (bound, -1)
        finally:
            self.work = own
        return (cost, guess) if cost < bound else None

    def lower_bounds(self, node: Node) -> tuple[Indices, Figures]:
        """Every guess worth trying at `node` (one of each set that split
        the candidates alike), and a lower bound on the guesses in all that
        playing it first costs: no group it leaves can be found in fewer
        than its floor."""
        options = self._rank_options(node, self._left(node), None)
        return options.guess, options.lower

    def floor(self, node: Node, parent: Node | None = None,
              enough: float = INFINITE, counted: bool = True) -> float:
        """A lower bound on the guesses in all that find every candidate
        within six guesses, from one more split (what the search cuts
        guesses on before it searches their groups). With the `parent`
        position, it is counted as the search counts it there; where a
        floor of `enough` is all that is needed, it may be lower, but not
        below `enough` if the whole floor is not. Not `counted`, it is
        what a parent that keeps its codes knows of it without counting
        (no more than the counted floor)."""
        within = None if parent is None else self._options_at(parent, self._left(parent)).kinds
        if not counted and within is not None and within.key in self._kept:
            return self._cheap_floors([node], within)[0]
        if not counted:
            return self._floor(node)
        return self._split_floor(node, within, enough)

    def limited_cost(self, node: Node) -> float:
        """The fewest guesses in all that find every candidate within the
        game's six guesses; infinite when no strategy can (which the
        feasibility search shows far sooner than a search of costs)."""
        return self._solve(node, INFINITE)[0] if self._feasible(node) else INFINITE

    def lift(self, node: Node) -> Node:
        """The same position with the game's limit out of reach."""
        return node._replace(turn=MAX_GUESSES - UNLIMITED)

    def rank(self, node: Node, top: int) -> list[tuple[float, int]]:
        """The `top` best guesses with their exact cost, best first: the
        most promising here until there are `top`, then the rest, in
        blocks, on every core, each cutting on the best any core has found
        (in hard mode, the first FLOORED in the order of their floors).
        Where a core's time runs out first, the best of those it ranked
        by then (`unranked` says how many were not); where none was, it
        gives up."""
        self.check(node)
        self.unranked, self._race_record = 0, (0, 0)
        node = node if self._feasible(node) else self.lift(node)
        if len(node.candidates) == 1:
            return [self._solve(node, INFINITE)]
        with waiting(FIRST):   # (the rest, shared out, have a bar of their own)
            options = self._options_at(node, self._left(node))
            tried = list(zip(options.lower.tolist(), options.guess.tolist()))
            if node.rule is not None and self.prune:
                tried[:FLOORED] = self._floored(node, tried[:FLOORED], options.kinds)
            found: list[tuple[float, int]] = []   # on this core
            least = Least(top)   # on any core
            spent: list[TooLarge] = []

            def better(block: list[tuple[float, int]]) -> tuple[list[tuple[float, int]], int]:
                ranked = 0
                try:
                    for lower, guess in block:
                        worst = least.worst()
                        if lower <= worst:
                            self._spend(look=True)
                            cost = self._raced(node, guess, worst + 1, options.kinds)
                            if cost <= worst:
                                found[:] = sorted([*found, (cost, guess)])[:top]
                                least.add(cost)
                        ranked += 1
                except TooLarge as error:
                    spent.append(error)
                return found[:], ranked

            first = ranked = 0
            while first < len(tried) and (len(found) < top or first < ALONE) and not spent:
                ranked += better(tried[first:first + 1])[1]
                first += 1
        blocks = [tried[start:start + BLOCK] for start in range(first, len(tried), BLOCK)]
        best = found[:]
        for _, (known, count) in each(better, [] if spent else blocks, 'ranking', self.workers):
            best, ranked = sorted({*best, *known})[:top], ranked + count
        self.unranked = len(tried) - ranked
        if not best:
            raise spent[0]
        best = self._with_idle(node, best, top)   # (guesses the search never plays)
        # Where fewer win than were asked for, those that surely lose after
        # them, as those a search shows lose are (a floor shows these).
        shown = {guess for _, guess in best}
        hopeless = [guess for guess in options.losing.tolist() if guess not in shown]
        return best + [(INFINITE, guess) for guess in hopeless][:top - len(best)]

    def _with_idle(self, node: Node, best: list[tuple[float, int]], top: int
                   ) -> list[tuple[float, int]]:
        """`best`, with the guesses that score every candidate alike where
        they rank among the `top`: each leaves all the candidates a guess
        later (in hard mode, under what the guess shows), so it costs more
        than the position (the search never plays one), but it may cost
        less than guesses that split them, or than none (after crane, 11
        -ills words in hard mode cost 43 more guesses; after one of them,
        55). Those that leave alike are costed once. Where time runs out,
        those not costed by then count among the `unranked`."""
        n = len(node.candidates)
        rows = node.rows(self.pools)
        block = node.scores(self.pools)
        idle = rows[(block == block[:1]).all(axis=0)
                    & ~among(rows, self.pools.answer_rows[node.candidates])].tolist()
        after: dict[bytes, float] = {}
        for done, guess in enumerate(idle):
            worst = best[-1][0] if len(best) >= top else INFINITE
            child = self._child(node, guess, int(block[0, np.searchsorted(rows, guess)]),
                                node.candidates)
            key = self._key(child, self._left(child))
            if key not in after:
                if n + self._floor(child) > worst:
                    continue
                try:
                    self._spend(look=True)
                    # (with no bound, a lost one is shown so far sooner, as in `_after`)
                    lost = worst == INFINITE and not self._feasible(child)
                    after[key] = INFINITE if lost else n + self._solve(child, worst + 1 - n)[0]
                except TooLarge:
                    self.unranked += len(idle) - done
                    break
            if after[key] <= worst:
                best = sorted([*best, (after[key], guess)])[:top]
        return best

    def _floored(self, node: Node, tried: list[tuple[float, int]], kinds: Kinds
                 ) -> list[tuple[float, int]]:
        """`tried`, each guess's bound raised to its floor after one more
        split of every group it leaves, the lowest first (ties as they
        were). Worked out here, on this core's time (the floors it finds,
        the workers inherit); where that runs out, the rest keep theirs."""
        raised: list[tuple[float, int, int]] = []
        with contextlib.suppress(TooLarge):
            for lower, guess in tried:
                self._spend(look=True)
                raised.append((max(lower, self._floor_after(node, guess, kinds)), len(raised),
                               guess))
        done = len(raised)
        raised += [(lower, i, guess) for i, (lower, guess) in enumerate(tried[done:], done)]
        return [(lower, guess) for lower, _, guess in sorted(raised)]

    def marked(self, node: Node, top: int) -> list[tuple[float, int, bool]]:
        """`rank`, each guess marked True when some candidate is out of reach
        within six guesses after it, whatever follows (its cost within the
        limit is infinite, or no strategy keeps to the limit here)."""
        ranked = self.rank(node, top)
        lost = not self._feasible(node)   # known by now: rank asked it
        return [(cost, guess, lost or cost == INFINITE) for cost, guess in ranked]

    def winnable(self, node: Node) -> bool:
        """Whether some strategy finds every candidate within six guesses."""
        return self.winning(node) >= 0

    def winning(self, node: Node) -> int:
        """A guess after which every candidate can still be found within the
        game's six guesses, or -1 when no strategy can do that."""
        return self._winning(node, None)

    def opens_winnably(self, node: Node, guess: int) -> bool:
        """Whether no group `guess` leaves at `node` is shown lost (see
        `opens`): False only when the opener surely loses."""
        return self.opens(node, guess) is not False

    def opens(self, node: Node, guess: int) -> bool | None:
        """Whether every candidate can still be found within six guesses
        after `guess`: each group it leaves is searched for up to
        CHECK_SECONDS of a core, on every core, the smallest first, until
        one fails (False). True when each is shown won; None when none is
        shown lost, but the search could not tell of some."""
        groups = sorted(unsolved(self.pools, node, guess), key=lambda g: len(g.candidates))

        def verdict(i: int) -> int | None:
            return self.winning_within(groups[i], CHECK_SECONDS)

        told = True
        for _, winning in each(verdict, range(len(groups)), 'checking the opener'):
            if winning == -1:
                return False
            told = told and winning is not None
        return told

    def winning_within(self, node: Node, seconds: float) -> int | None:
        """`winning`, or None when telling would take more than `seconds`
        of one core's time (what the search learnt by then is kept)."""
        self._begin()
        own, self.seconds = self.seconds, seconds
        try:
            return self._winning(node, None)
        except TooLarge:
            return None
        finally:
            self.seconds = own

    def keepers(self, node: Node, most: int, seconds: float,
                longest: float | None = None) -> list[int]:
        """Up to `most` guesses after which every candidate can still be
        found within six guesses, as the feasibility search meets them:
        the guesses it tries, in blocks shared out over every core, for
        `seconds` of time in all, or while it has found none, up to
        `longest`: the first it meets, or those found by then, the first
        blocks' first."""
        self._begin()
        left = MAX_GUESSES - node.turn
        if left <= 2 or len(node.candidates) <= 2:   # one guess answers: no search of many
            winning = self._winning(node, None)
            return [winning][:most] if winning >= 0 else []
        if self._trap_lost(node, left):   # then none keeps every answer
            return []
        workers = cores()
        options = self._options_at(node, left)
        guesses = self._win_order(node, options)
        blocks = [guesses[start:start + BLOCK] for start in range(0, len(guesses), BLOCK)]

        def kept(index: int) -> list[int]:   # a core's time runs over every block it takes
            found: list[int] = []
            with contextlib.suppress(TooLarge):
                for guess in self._winners(node, blocks[index], options.kinds):
                    found.append(guess)
            return found

        own, self.seconds = self.seconds, max(seconds, longest or 0.0) / workers
        found: dict[int, list[int]] = {}
        ends = time.perf_counter() + seconds / workers   # (the cores' time, as they share it)
        try:
            for index, keep in each(kept, range(len(blocks)), 'looking for guesses that keep '
                                    'every answer', workers):
                found[index] = keep
                done = itertools.takewhile(found.__contains__, range(len(blocks)))
                if sum(len(found[block]) for block in done) >= most:   # the first blocks'
                    break
                if time.perf_counter() > ends and any(found.values()):
                    break
        finally:
            self.seconds = own
        return [guess for index in sorted(found) for guess in found[index]][:most]

    # -- the cost search --------------------------------------------------

    def _begin(self) -> None:
        """A new question: its work and its time start now."""
        self._started, self._clock, self._pid = self.positions, time.process_time(), os.getpid()

    def _spend(self, look: bool = False) -> None:
        """Give up once this question has searched the positions, or taken
        the seconds, it may on this core (looking at the clock every so
        often, or when asked); a worker forked for it keeps its own time.
        Memos past MEMO_MOST entries are emptied. A bar shown meanwhile is
        kept going: one search may take many seconds."""
        pulse()
        if self.memo_size() > MEMO_MOST:
            self._exact.clear()
            self._lower.clear()
            self._wins.clear()
            self._split.clear()
            self._told_apart.clear()
            self._found.clear()
            self._lost.clear()
            self._lost_count, self.forgotten = 0, self.forgotten + 1
        if self.work is not None and self.positions - self._started > self.work:
            self._give_up(f'searching {self.work:,} positions')
        timed = self.seconds is not None or self._turn_ends is not None
        if not timed or not (look or self.positions % CLOCK_EVERY == 0):
            return
        if os.getpid() != self._pid:
            self._clock, self._pid = time.process_time(), os.getpid()
        now = time.process_time()
        if self.seconds is not None and now - self._clock > self.seconds:
            self._give_up(f'{self.seconds:g} s on one core (--seconds)')
        if self._turn_ends is not None and now > self._turn_ends:
            raise _TurnOver

    def memo_size(self) -> int:
        """The entries the search's memos hold (see MEMO_MOST)."""
        return (len(self._exact) + len(self._lower) + len(self._wins) + len(self._split)
                + len(self._told_apart) + len(self._found) + self._lost_count)

    def _give_up(self, after: str) -> NoReturn:
        raise TooLarge(f'{self.what}: gave up after {after}; too many possible answers to '
                       f'search exhaustively ({self.remedy})')

    @functools.cached_property
    def _twins(self) -> Twins:
        """The answers only guessing them tells apart (none searched as
        such with nothing pruned)."""
        return self.pools.twins if self.prune else Twins(np.empty(0, dtype=np.intp), [])

    def _alike(self, node: Node) -> tuple[Node, dict[int, int]]:
        """The position `node` is searched as, holding the first of each
        set of twins it holds, and the guesses there that stand for others
        at `node` (none where nothing moved)."""
        return canonical(self.pools, self._twins, node) if self._twins.sets else (node, {})

    def _best_found(self, node: Node) -> tuple[float, int] | None:
        """The cheapest strategy a search of `node` cut short had found."""
        alike, back = self._alike(node)
        found = self._found.get(self._key(alike, self._left(alike)))
        return None if found is None else (found[0], back.get(found[1], found[1]))

    def _left(self, node: Node) -> int:
        """The guesses left, capped by the candidates: no useful strategy
        needs more guesses than there are answers."""
        return self._left_of(len(node.candidates), node.turn)

    def _left_of(self, n: int, turn: int) -> int:
        left = (MAX_GUESSES if self.limited else UNLIMITED) - turn
        return max(0, min(left, n))

    def _least(self, n: int, turn: int) -> float:
        """The floor of any position of `n` candidates `turn` guesses in:
        what _solve answers without a search where n <= 2, or one guess is
        left; else each candidate takes a guess, and all but one another."""
        left = self._left_of(n, turn)
        if n <= 2 or left <= 1:
            return float(2 * n - 1) if 0 < n <= left else INFINITE
        return 2.0 * n - 1

    def _key(self, node: Node, left: int) -> bytes:
        rule = b'' if node.rule is None else _spelled(node.rule)
        return left.to_bytes(4, 'little') + node.candidates.tobytes() + rule

    def _feasible(self, node: Node) -> bool:
        return not self.limited or self.winning(node) >= 0

    def _unlimited(self, node: Node) -> tuple[float, int]:
        return self._solve(self.lift(node), INFINITE)

    def _solve(self, node: Node, bound: float, within: Kinds | None = None
               ) -> tuple[float, int]:
        """The cost of `node` and the guess that achieves it, if the cost is
        below `bound`; else some figure at least `bound`, and -1.
        `within` holds a guess of each kind the parent told apart."""
        n, left = len(node.candidates), self._left(node)
        first = int(self.pools.answer_rows[node.candidates[0]])
        if n == 1:
            return (1.0, first) if left >= 1 else (INFINITE, -1)
        if left <= 1:
            return INFINITE, -1
        if n == 2:
            return 3.0, first
        alike, back = self._alike(node) if self._twins.sets else (node, {})
        if back:   # (not a subset of the parent's candidates: its kinds do not hold)
            cost, guess = self._solve(alike, bound)
            return cost, back.get(guess, guess)
        key = self._key(node, left)
        if key in self._exact:
            return self._exact[key]
        if not self.prune:
            return self._solve_in_full(node, left, key)
        floor = max(self._lower.get(key, 0.0), 2.0 * n - 1)
        if floor >= bound:
            return floor, -1
        apart = self._own_apart(node.candidates)
        if apart >= 0:
            self._exact[key] = (2.0 * n - 1, apart)
            return self._exact[key]
        if left == 2:   # the next guess must tell every candidate apart
            apart = self._apart(node.candidates, self._rows(node, within))
            self._exact[key] = (2.0 * n, apart) if apart >= 0 else (INFINITE, -1)
            return self._exact[key]
        floor = max(floor, 2.0 * n)
        if floor >= bound:
            self._lower[key] = floor
            return floor, -1
        if self.limited and (self._wins.get(key) == -1 or self._holds_lost(node, left)):
            # the feasibility search showed it, or a part of it, lost:
            # its cost search could only show that by trying every guess
            self._exact[key] = (INFINITE, -1)
            return self._exact[key]
        self.positions += 1
        self._spend()
        options = self._options_at(node, left, within, key)
        floor = max(floor, options.least)
        best, choice = bound, -1
        seen: set[bytes] = set()
        for i, (lower, guess, split) in enumerate(zip(options.lower.tolist(),
                                                     options.guess.tolist(),
                                                     self._splits(node, options.guess))):
            if options.least_after[i] >= best:
                break
            if lower >= best:
                continue
            cost = self._after(node, guess, best, seen, options.kinds, split)
            if cost < best:
                best, choice = cost, guess
                self._found[key] = (best, choice)
        if choice < 0:
            self._lower[key] = max(floor, bound)
            return self._lower[key], -1
        self._exact[key] = (best, choice)
        return best, choice

    def _solve_in_full(self, node: Node, left: int, key: bytes) -> tuple[float, int]:
        """Every useful guess searched to the end, nothing cut."""
        options = self._options_at(node, left, None, key)
        best, choice = INFINITE, -1
        for guess in sorted(options.guess.tolist()):
            cost = self._after(node, guess, INFINITE, None)
            if cost < best:
                best, choice = cost, guess
        self._exact[key] = (best, choice)
        return best, choice

    def _raced(self, node: Node, guess: int, bound: float, kinds: Kinds) -> float:
        """`_after` for a guess a ranking tries. In hard mode a guess that
        loses may be shown to by the feasibility search far sooner than its
        cost search can bound each group it leaves, or far later: the two
        take turns (see RACE_FIRST), twice as long each time, until one
        settles it; what each learns is kept. Where most of the guesses
        raced so far lost, the cost search's first turn is shorter."""
        if bound == INFINITE or node.rule is None or not self.limited or not self.prune:
            return self._after(node, guess, bound, None, kinds)
        raced, lost = self._race_record
        first = max(RACE_LEAST, RACE_FIRST * min(1.0, 2 * (raced - lost + 1) / (raced + 2)))
        cost = self._racing(node, guess, bound, kinds, first)
        self._race_record = (raced + 1, lost + (cost == INFINITE))
        return cost

    def _racing(self, node: Node, guess: int, bound: float, kinds: Kinds, turn: float
                ) -> float:
        share, won = RACE_FIRST * RACE_SHARE, False
        children: list[Node] = []
        while not won:
            with contextlib.suppress(_TurnOver), self._turn(turn):
                return self._after(node, guess, bound, None, kinds)
            if not children:   # (made only now: most guesses are settled in a turn)
                split = self._split_by(node, guess)
                children = [self._child(node, guess, *group) for group in self._groups(split)]
            with contextlib.suppress(_TurnOver), self._turn(share):
                if not self._all_winnable(children, kinds):
                    return INFINITE
                won = True
            turn, share = 2 * turn, 2 * share
        return self._after(node, guess, bound, None, kinds)

    @contextlib.contextmanager
    def _turn(self, seconds: float) -> Iterator[None]:
        """A turn of `seconds` of the core (within any turn already running)."""
        own = self._turn_ends
        ends = time.process_time() + seconds
        self._turn_ends = ends if own is None else min(own, ends)
        try:
            yield
        except _TurnOver:
            self.turns += 1
            raise
        finally:
            self._turn_ends = own

    def _after(self, node: Node, guess: int, bound: float, seen: set[bytes] | None,
               within: Kinds | None = None, split: Split | None = None) -> float:
        """The cost of playing `guess`, exact if below `bound`. A guess that
        splits the candidates as one in `seen` did is not searched again.
        (`split`: how it splits them, if known.) Most guesses are cut on
        their groups' sizes and the raised floors of the largest few, so
        each group is made a position (in hard mode, its rule worked out)
        only when it is looked at: after -b ai in hard mode, 99.7% of the
        groups were known no better than by their size."""
        groups = self._groups(split or self._split_by(node, guess))
        made: list[Node | None] = [None] * len(groups)

        def child(i: int) -> Node:
            made_i = made[i]
            if made_i is None:
                made_i = made[i] = self._child(node, guess, *groups[i])
            return made_i

        # With nothing to cut on (the first guesses a ranking tries), a
        # cost search shows a lost group only by trying every guess below
        # it; the feasibility search shows it far sooner (after curse on
        # -b ai in hard mode, 45 s against 0.01 s).
        if (bound == INFINITE and node.rule is not None and self.limited
                and not self._all_winnable(map(child, range(len(groups))), within)):
            return INFINITE
        lows = [self._least(len(candidates), node.turn + 1) for _, candidates in groups]
        if INFINITE in lows:   # a group no strategy wins in the guesses left
            return INFINITE
        rest = sum(lows)
        total = float(len(node.candidates))
        if self.prune:   # the largest groups' floors raised, while that cuts
            big = sum(len(candidates) >= CHEAP_FROM for _, candidates in groups)
            if big and within is not None and within.key in self._kept:
                cheaps = self._cheap_floors([child(i) for i in range(big)], within)
                for i, cheap in enumerate(cheaps):
                    if cheap > lows[i]:
                        rest, lows[i] = rest + cheap - lows[i], cheap
                if total + rest >= bound:
                    return total + rest
            for i, (_, candidates) in enumerate(groups):
                if len(candidates) < SPLIT_FROM:
                    break
                raised = self._split_floor(child(i), within, bound - total - rest + lows[i])
                rest, lows[i] = rest + raised - lows[i], raised
                if total + rest >= bound:
                    return total + rest
        children = [child(i) for i in range(len(groups))]
        if seen is not None:   # (a guess its floors cut is cut again, so not remembered)
            signature = b'|'.join(sorted(self._key(c, 0) for c in children))
            if signature in seen:
                return INFINITE
            seen.add(signature)
        if node.rule is not None and self.limited and not self._all_winnable(
                [child for child in children if len(child.candidates) <= WON_UPTO
                 or self._left(child) <= WON_LEFT], within):
            return INFINITE
        for position, low in zip(children, lows):
            rest -= low
            total += self._solve(position, bound - total - rest, within)[0]
            if total + rest >= bound:
                return total + rest
        return total

    def _floor_after(self, node: Node, guess: int, within: Kinds) -> float:
        """A floor on the cost of playing `guess`: each group it leaves at
        its floor after one more split."""
        total = float(len(node.candidates))
        for pattern, candidates in self._groups(self._split_by(node, guess)):
            if len(candidates) < SPLIT_FROM:
                total += self._least(len(candidates), node.turn + 1)
            else:
                total += self._split_floor(self._child(node, guess, pattern, candidates), within)
        return total

    def _split_floor(self, node: Node, within: Kinds | None,
                     enough: float = INFINITE) -> float:
        """The floor of a position, raised by what one more split shows. A
        guess that leaves its n candidates in k groups costs at least
        3n - k - 1 if it is a candidate, else 3n - k: every candidate takes
        this guess, every other the next one, and all but one in each
        group of the others a third. The groups are counted, not sized. A
        floor of `enough` is all the caller needs: past it, guesses need
        not be counted exactly."""
        low, left = self._floor(node), self._left(node)
        key = self._key(node, left)
        if self._raised(key, left) or low >= enough:
            return low
        n = len(node.candidates)
        if key in self._options:
            split, exact = self._options[key].least, True
        else:
            most, exact = self._most_parts(node, within, 3.0 * n - enough)
            split = 3.0 * n - most
        if exact:
            self._split.add(key)
        self._lower[key] = max(low, split)
        return self._lower[key]

    def _raised(self, key: bytes, left: int) -> bool:
        """Whether a position's floor is already as high as one more split
        can raise it: it is known exactly, was split already, or cannot be
        won."""
        return key in self._exact or key in self._split or left <= 1

    def _most_parts(self, node: Node, within: Kinds | None, few: float
                    ) -> tuple[int, bool]:
        """The most groups any guess makes of `node`'s candidates (one more
        for a guess that is a candidate), or more, and whether it is exact.
        With the parent's kinds, a guess makes no more groups of a subset
        than it made of the parent's candidates, or of any slice of them
        the subset lies in: guesses are counted, most splitting first,
        only while that bound can pass both the most found and `few`; the
        greatest bound left is the answer then, if that is more."""
        pools, n = self.pools, len(node.candidates)
        patterns = pools.win + 1
        answers = pools.answer_rows[node.candidates]
        if within is None or node.rule is not None:
            rows = self._rows(node, None)
            if within is None or n * len(rows) <= FEW_CELLS:   # every guess it may play
                made = parts(pools.by_answer[node.candidates][:, rows], patterns)
                made[among(rows, answers)] += 1
                return int(made.max()), True
        # the codes of the candidates against each other, from the flat matrix
        own = pools.by_answer.take(node.candidates[:, None] * len(pools.guesses) + answers)
        bound = self._bound(within, node)
        kept = self._kept.get(within.key)
        if kept is not None:
            self._kept.move_to_end(within.key)
            local = np.searchsorted(within.candidates, node.candidates)
            bound = self._narrowed(kept, np.flatnonzero(_holding(kept, [local])[:, 0]), bound)
            block = kept.codes[local]   # rows first: gathering both at once is slower

            def codes(columns: Indices) -> Matrix:
                return block.take(columns, axis=1)
        else:
            block = pools.by_answer[node.candidates]

            def codes(columns: Indices) -> Matrix:
                return block.take(within.most_first[columns], axis=1)
        # the candidates, and the guesses likeliest to split the most
        columns = np.flatnonzero(bound > max(few, 0))[:CHUNK]
        made = parts(np.concatenate((own, codes(columns)), axis=1), patterns)
        made[:n] += 1
        most = int(made.max())
        bound[columns] = 0   # counted: what is left bounds the guesses not counted
        columns = np.flatnonzero(bound > max(most, few))
        if len(columns):   # every guess that could still make more
            most = max(most, int(parts(codes(columns), patterns).max()))
            bound[columns] = 0
        beyond = int(bound.max(initial=0))
        return max(most, beyond), most >= beyond

    def _cheap_floors(self, children: list[Node], within: Kinds) -> list[float]:
        """A floor for each child from one more split, without counting:
        each guess makes no more groups than the parent's slices allow."""
        kept = self._kept[within.key]
        holds = _holding(kept, [np.searchsorted(within.candidates, c.candidates)
                                for c in children])
        found = []
        for j, child in enumerate(children):
            n, left = len(child.candidates), self._left(child)
            key = self._key(child, left)
            low = self._floor(child)
            if self._raised(key, left):
                found.append(low)
                continue
            bound = self._narrowed(kept, np.flatnonzero(holds[:, j]), self._bound(within, child))
            # (a guess that is a candidate makes one more: its own)
            self._lower[key] = max(low, 3.0 * n - int(bound.max(initial=0)) - 1)
            found.append(self._lower[key])
        return found

    def _bound(self, within: Kinds, node: Node) -> Sizes:
        """The most groups each of the parent's kinds can make of `node`'s
        candidates, a group below it: no more than it made there, nor than
        there are candidates, nor than any guess makes (which the counts'
        type holds); in hard mode none for a kind the group's rule forbids."""
        bounded: Sizes = np.minimum(within.ranked, min(len(node.candidates), self._most))
        if node.rule is not None:
            bounded *= self.pools.allowed(node.rule).take(within.most_first)
        return bounded

    def _narrowed(self, kept: Kept, facts: Indices, bound: Sizes) -> Sizes:
        """`bound` lowered by the groups each guess makes of the slices the
        smallest of `facts` (in order, so the first) pick out, one at a time,
        and the two smallest together: a slice a group shares with many
        others is counted once."""
        smallest = facts[:SLICES].tolist()
        slices = [(fact,) for fact in smallest]
        if len(smallest) > 1:
            slices.append(tuple(smallest[:2]))
        for slice_ in slices:
            if slice_ not in kept.slices:
                members = np.flatnonzero(kept.facts[list(slice_)].all(axis=0))
                kept.slices[slice_] = parts(kept.codes[members], self.pools.win + 1
                                            ).astype(kept.codes.dtype)
            bound = np.minimum(bound, kept.slices[slice_])
        return bound

    def _floor(self, node: Node) -> float:
        """What is known of a position's cost without searching it."""
        n, left = len(node.candidates), self._left(node)
        if n <= 2 or left <= 1:
            return self._least(n, node.turn)
        key = self._key(node, left)
        if key in self._exact:
            return self._exact[key][0]
        if self._wins.get(key) == -1:
            return INFINITE
        return max(self._lower.get(key, 0.0), 2.0 * n - 1)

    def _options_at(self, node: Node, left: int, within: Kinds | None = None,
                    key: bytes | None = None) -> Options:
        """The guesses worth trying at `node`, remembered for the largest
        positions, which a search may come back to with a looser bound."""
        key = key or self._key(node, left)
        if key in self._options:
            self._options.move_to_end(key)
            return self._options[key]
        options = self._rank_options(node, left, within)
        if len(node.candidates) >= KEEP_FROM:
            self._options[key] = options
            if len(self._options) > KEPT:
                self._options.popitem(last=False)
        return options

    def _rows(self, node: Node, within: Kinds | None) -> Indices:
        """The guesses to try at `node`: those hard mode allows, or one of
        each kind the parent told apart, or all."""
        if node.rule is not None:
            return node.rows(self.pools)
        return within.rows if within is not None else np.arange(len(self.pools.guesses))

    def _rank_options(self, node: Node, left: int, within: Kinds | None) -> Options:
        pools, n = self.pools, len(node.candidates)
        rows = self._rows(node, within)
        block = pools.by_answer[node.candidates][:, rows]
        if n >= MERGE_FROM and self.prune:
            kept = distinct_columns(block if node.rule is None else
                                    np.concatenate((block, self._telling(node, rows))))
            rows, block = rows[kept], block[:, kept]
        split_up = groups(block, pools.win + 1)
        candidate = among(rows, pools.answer_rows[node.candidates])
        parts = split_up.parts()
        # Below here no guess splits a set into more groups than here.
        most = min(self._most, int(parts.max()))
        lower = n + split_up.total(floors(n, left - 1, most)) - candidate
        estimate = n + split_up.total(horizon(n, left - 1)) - candidate
        telling = (parts > 1) | candidate
        useful = np.flatnonzero(telling & (lower < INFINITE))
        if not self.prune:
            useful = np.flatnonzero(telling)
        order = useful[np.lexsort((rows[useful], ~candidate[useful], estimate[useful]))]
        lows = lower[order]
        least_after = np.minimum.accumulate(lows[::-1])[::-1] if len(lows) else lows
        return Options(rows[order], lows, split_up.largest()[order], least_after,
                       self._kinds(node, left, rows, block, parts, telling),
                       rows[telling & (lower == INFINITE)])   # (rows are in order)

    def _telling(self, node: Node, rows: Indices) -> Matrix:
        """The letters of the guesses at `rows` (places x rows) that some
        candidate at `node` has; a letter none has, one past the alphabet.
        Hard mode demands only letters the candidates have, so two guesses
        alike here and in their codes leave the same groups under the same
        rules, and are allowed alike at every position below."""
        pools = self.pools
        has = np.any(pools.copies[:, 1, pools.answer_rows[node.candidates]], axis=1)
        spelling = pools.spelling[:, rows]
        none = len(pools.alphabet)
        telling: Matrix = np.where(has[spelling], spelling, none).astype(np.min_scalar_type(none))
        return telling

    def _kinds(self, node: Node, left: int, rows: Indices, block: Matrix, parts: Sizes,
               kinds: Mask) -> Kinds:
        """The kinds of guess a position tells apart (`kinds`: those that
        split its candidates, or are one), and, for a large one, what it
        keeps for the groups below it."""
        most_first = np.argsort(-parts[kinds], kind='stable')
        key = b''
        if len(node.candidates) >= CODES_FROM:
            key = self._key(node, left)
            codes = np.ascontiguousarray(block[:, np.flatnonzero(kinds)[most_first]])
            facts = spelling_facts(self.pools, self.pools.answer_rows[node.candidates])
            sizes = facts.sum(axis=1)
            rarest_first = np.argsort(sizes, kind='stable')
            self._kept[key] = Kept(codes, facts[rarest_first], sizes[rarest_first], {})
            if len(self._kept) > CODES_KEPT:
                self._kept.popitem(last=False)
        return Kinds(rows[kinds], rows[kinds][most_first],
                     parts[kinds][most_first].astype(block.dtype), node.candidates, key)

    # -- can every answer still be found? ----------------------------------

    def _winning(self, node: Node, within: Kinds | None) -> int:
        n = len(node.candidates)
        left = MAX_GUESSES - node.turn
        first = int(self.pools.answer_rows[node.candidates[0]])
        if n == 1:
            return first if left >= 1 else -1
        if left <= 1:
            return -1
        if n == 2 or left >= n:   # each candidate in turn: one found, or ruled out
            return first
        alike, back = self._alike(node) if self._twins.sets else (node, {})
        if back:
            guess = self._winning(alike, None)
            return back.get(guess, guess)
        key = self._key(node, left)
        if key in self._wins:
            return self._wins[key]
        found = self._own_apart(node.candidates)
        if found < 0 and left == 2:   # one guess must tell every candidate apart
            found = self._apart(node.candidates, self._rows(node, within))
        elif found < 0 and not self._holds_lost(node, left):
            shown = self._trap_lost(node, left) or self._core_lost(node, within)
            found = -1 if shown else self._search_win(node, left, within)
            if found < 0 and n <= LOST_UPTO:   # (one holding a lost one adds nothing)
                self._remember_lost(node.candidates, node.rule, left)
        self._wins[key] = found
        return found

    def _remember_lost(self, candidates: Indices, rule: Rule | None, left: int) -> None:
        """Remember that no strategy finds all `candidates` (sorted) within
        `left` guesses under `rule` (see `_holds_lost`)."""
        first, second = candidates[:2].tolist()
        self._lost.setdefault(first, {}).setdefault(second, []).append(
            Lost(_bits(candidates), rule, left))
        self._lost_count += 1

    def _holds_lost(self, node: Node, left: int) -> bool:
        """Whether `node` holds the candidates of a position known lost,
        under a rule no stricter, with as many guesses left or more. The
        latest lost first: they come from the part of the search at hand."""
        members = frozenset(node.candidates.tolist())
        held = _bits(node.candidates)
        return any(lost.left >= left and lost.candidates & held == lost.candidates
                   and _no_stricter(lost.rule, node.rule)
                   for first in members & self._lost.keys()
                   for second in members & self._lost[first].keys()
                   for lost in reversed(self._lost[first][second]))

    def _all_winnable(self, children: Iterable[Node], within: Kinds | None) -> bool:
        """Whether some strategy wins each of `children` within the limit:
        asked of the smallest first, as a small group that cannot be won
        is shown so at once, where a large one takes a long search (after
        curse on -b ai in hard mode, a group of 5 against one of 66: 0.01
        s against 20 s)."""
        return all(self._winning(child, within) >= 0
                   for child in sorted(children, key=lambda c: len(c.candidates)))

    def _apart(self, candidates: Indices, rows: Indices) -> int:
        """The first of the guesses at `rows` that tells all `candidates`
        apart, or -1."""
        by_answer = self.pools.by_answer
        # Gathered at once, a block no wider than it is tall (the
        # candidates' own guesses) costs a fraction of taking the
        # candidates' whole rows first; a wide one costs more.
        block = (by_answer[candidates[:, None], rows] if len(rows) <= len(candidates)
                 else by_answer[candidates][:, rows])
        perfect = _perfect(block)
        return int(rows[perfect]) if perfect >= 0 else -1

    def _search_win(self, node: Node, left: int, within: Kinds | None) -> int:
        self._spend(look=True)
        options = self._options_at(node, left, within)
        return next(self._winners(node, self._win_order(node, options), options.kinds), -1)

    def _win_order(self, node: Node, options: Options) -> Indices:
        """The guesses worth trying at `node`, in the order the feasibility
        search tries them."""
        if len(node.candidates) >= NEAR_FROM and len(options.guess):
            order = np.lexsort((options.largest, self._together(node, options.guess)))
        else:
            order = np.argsort(options.largest, kind='stable')
        ordered: Indices = options.guess[order]
        return ordered

    def _winners(self, node: Node, guesses: Indices, kinds: Kinds) -> Iterator[int]:
        """Each of `guesses` after which every candidate at `node` can still
        be found within the limit, in turn."""
        for guess, left_by in self._larger(node, guesses, 3):
            if all(self._won(node, guess, pattern, candidates, kinds)
                   for pattern, candidates in left_by):
                yield guess

    def _won(self, node: Node, guess: int, pattern: int, candidates: Indices,
             within: Kinds | None) -> bool:
        """Whether every candidate can still be found within the limit once
        `guess` scores `pattern` at `node` (a group of three or more). A
        group one of whose candidates tells the others apart can, whatever
        the hard-mode rule (a candidate is always allowed): that is asked
        first, of the candidates alone, and remembered by them, before the
        group's position and rule are made."""
        return (self._own_apart(candidates) >= 0
                or self._winning(self._child(node, guess, pattern, candidates), within) >= 0)

    def _own_apart(self, candidates: Indices) -> int:
        """The first of `candidates` that tells all the others apart, as a
        guess, or -1: remembered by the candidates alone, as a group is
        asked again under other rules, which this does not depend on."""
        spelt = candidates.tobytes()
        found = self._told_apart.get(spelt)
        if found is None:
            found = self._told_apart[spelt] = self._apart(candidates,
                                                          self.pools.answer_rows[candidates])
        return found

    def _trap_lost(self, node: Node, left: int) -> bool:
        """Whether some trap among the candidates (words alike but at one
        place) is shown lost within the guesses `left`, with the guesses
        the position allows: then so is the position (see traps.py). The
        trap is remembered as lost. Asked only of TRAPS_FROM candidates or
        more."""
        candidates, by_answer = node.candidates, self.pools.by_answer
        if len(candidates) < TRAPS_FROM:
            return False
        rows = None if node.rule is None else node.rows(self.pools)

        def codes(trap: Indices) -> Matrix:
            block = by_answer[candidates[trap]]
            return block if rows is None else block[:, rows]

        trap = first_lost(self._spelt(node), codes, left)
        if trap is None:
            return False
        self._remember_lost(candidates[trap], node.rule, left)
        return True

    def _core_lost(self, node: Node, within: Kinds | None) -> bool:
        """Whether the candidates in hard mode's traps (CORE_RUN or more
        alike but at one place) are shown lost on their own, under the
        same rule: then so are all of them. Asked only where they are few
        enough to be searched faster than the whole."""
        n = len(node.candidates)
        if n < CORE_FROM or node.rule is None:
            return False
        core = trapped(self._spelt(node), CORE_RUN)
        if not 3 <= len(core) <= min(CORE_SHARE * n, n - 1):
            return False
        return self._winning(node._replace(candidates=node.candidates[core]), within) < 0

    def _spelt(self, node: Node) -> Matrix:
        """The candidates' spelling: a letter's index at each place."""
        spelt: Matrix = self.pools.spelling[:, self.pools.answer_rows[node.candidates]].T
        return spelt

    def _together(self, node: Node, guesses: Indices) -> Sizes:
        """How many pairs of candidates one letter apart each of `guesses`
        leaves in one group: of PAIRS_MOST at most, spread evenly over
        them all, compared some at a time."""
        first, second = neighbours(self._spelt(node))
        if len(first) > PAIRS_MOST:
            spread = np.linspace(0, len(first) - 1, PAIRS_MOST).astype(np.intp)
            first, second = first[spread], second[spread]
        together: Sizes = np.zeros(len(guesses), dtype=np.intp)
        by_answer = self.pools.by_answer
        for start in range(0, len(first), PAIRS_AT_ONCE):
            self._spend(look=True)
            one, other = (node.candidates[pair[start:start + PAIRS_AT_ONCE]]
                          for pair in (first, second))
            together += (by_answer[one][:, guesses] == by_answer[other][:, guesses]).sum(axis=0)
        return together

    def _split_by(self, node: Node, guess: int) -> Split:
        """How `guess` splits the candidates at `node`."""
        return next(self._splits(node, np.array([guess])))

    def _splits(self, node: Node, guesses: Indices) -> Iterator[Split]:
        """How each of `guesses` splits the candidates at `node`, in turn:
        found for some guesses at once, more each time (a search often
        stops after the first few)."""
        n = len(node.candidates)
        for some in _blocks(guesses):
            codes = self.pools.by_answer[node.candidates[:, None], some[None, :]]
            order = np.argsort(codes, axis=0, kind='stable')
            ordered = np.take_along_axis(codes, order, axis=0)
            candidates = np.ascontiguousarray(node.candidates[order].T)
            # where each group starts in its column (the first at row 0)
            starts = np.ones((n, len(some)), dtype=np.bool_)
            starts[1:] = ordered[1:] != ordered[:-1]
            column, first = np.nonzero(starts.T)   # (by column, then row)
            stop = np.append(first[1:], n)
            stop[np.flatnonzero(np.diff(column))] = n
            largest = np.lexsort((first, first - stop, column))
            column, first, stop = column[largest], first[largest], stop[largest]
            ends = np.searchsorted(column, np.arange(len(some) + 1)).tolist()
            firsts, stops = first.tolist(), stop.tolist()
            scores = ordered.T[column, first].tolist()
            for j in range(len(some)):
                at = slice(ends[j], ends[j + 1])
                yield Split(candidates[j], firsts[at], stops[at], scores[at])

    def _groups(self, split: Split) -> list[tuple[int, Indices]]:
        """Each score but the win in `split`, with its candidates: the
        largest group first, ties by score."""
        return [(pattern, split.candidates[start:stop]) for start, stop, pattern
                in zip(split.starts, split.stops, split.scores) if pattern != self.pools.win]

    def _sorted_groups(self, node: Node, guess: int, least: int
                       ) -> Iterator[tuple[int, Indices]]:
        """Each score but the win `guess` gives `least` candidates at `node`
        or more, with them, the smallest group first, ties by score."""
        split = self._split_by(node, guess)
        groups = sorted((stop - start, pattern, start, stop) for start, stop, pattern
                        in zip(split.starts, split.stops, split.scores)
                        if stop - start >= least and pattern != self.pools.win)
        for _, pattern, start, stop in groups:
            yield pattern, split.candidates[start:stop]

    def _child(self, node: Node, guess: int, pattern: int, candidates: Indices) -> Node:
        """The position `guess` scoring `pattern` at `node` leaves with
        `candidates`. Hard mode's rule is brought up to date only where the
        search can look at it: a position of one or two candidates is
        solved whatever it is."""
        rule = node.rule
        if rule is not None and len(candidates) > 2:
            rule = after_score(rule, self.pools.guesses[guess], pattern, self.pools.length)
        return Node(candidates, rule, node.turn + 1)

    def _larger(self, node: Node, guesses: Indices, least: int
                ) -> Iterator[tuple[int, Iterator[tuple[int, Indices]]]]:
        """Each of `guesses` in turn, with each score but the win it gives
        `least` candidates at `node` or more, and them: the smallest group
        first, ties by score. The feasibility search often stops at the
        first guess, or at a guess's first group: so the groups are counted
        by score for some guesses at once, more each time, and each is
        picked out only when it is asked for. (Where the scores are too
        many to count, each guess's are sorted.)"""
        pools = self.pools
        patterns = pools.win + 1
        if patterns > COUNTED_UPTO:   # (words of eight letters or more)
            for guess in guesses.tolist():
                yield guess, self._sorted_groups(node, guess, least)
            return
        for some in _blocks(guesses):
            block = pools.by_answer[node.candidates[:, None], some[None, :]]
            counts = np.bincount((block + np.arange(0, len(some) * patterns, patterns)).ravel(),
                                 minlength=len(some) * patterns).reshape(len(some), patterns)
            counts[:, pools.win] = 0
            column, pattern = np.nonzero(counts >= least)   # (column in order)
            order = np.lexsort((pattern, counts[column, pattern], column))
            ends = np.searchsorted(column, np.arange(len(some) + 1)).tolist()
            found = pattern[order].tolist()
            for j, guess in enumerate(some.tolist()):
                yield guess, self._picked(node, block[:, j], found[ends[j]:ends[j + 1]])

    def _picked(self, node: Node, codes: Matrix, patterns: list[int]
                ) -> Iterator[tuple[int, Indices]]:
        """Each of `patterns` with the candidates a guess scoring it leaves,
        in turn, picked out as it is asked for (`codes`: the guess's code
        for each candidate)."""
        for pattern in patterns:
            yield pattern, node.candidates[codes == pattern]
