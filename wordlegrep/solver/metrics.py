"""How a guess splits the candidates: the sizes of the groups that each
score would leave, for many guesses at once, and the figures of merit the
classic strategies rank guesses by.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from wordlegrep.solver.patterns import Matrix

Figures = npt.NDArray[np.float64]
Sizes = npt.NDArray[np.intp]
# Small candidate sets are sorted down each column by a network of
# compare-exchanges, all columns at once: some (log2 n)**2 / 2 rounds,
# each a few vectorised operations. Larger ones count codes in a guesses x
# patterns table, filled a slice of guesses at a time, a slice whose
# counters stay in the processor's cache; where that table is too large
# (long words), each guess's codes are sorted. NETWORK_BELOW is where the
# network's rounds start to cost more than the table (`python
# benchmarks/run.py --only 9`).
NETWORK_BELOW, TABLE_CELLS, SLICE = 512, 1 << 24, 128
# Only how many groups: a block of few columns for its rows (up to
# MARKED_UPTO times as many) marks each column's codes in a table of flags,
# which costs a scattered write per code where the network costs a round
# per doubling of the rows (the same figure 9 times both).
MARKED_UPTO = 20


class Groups(NamedTuple):
    """Every group of every guess: `guess[k]` is the column of the guess
    whose score splits off group k, of `size[k]` candidates; groups come
    in column order, and every column has at least one."""
    guess: Sizes
    size: Sizes
    columns: int

    def total(self, weight: npt.NDArray[np.float64]) -> Figures:
        """For each guess, the sum of `weight[size]` over its groups."""
        total: Figures = np.bincount(self.guess, weights=weight[self.size],
                                     minlength=self.columns).astype(np.float64)
        return total

    def parts(self) -> Sizes:
        """For each guess, how many groups it makes."""
        return np.bincount(self.guess, minlength=self.columns)

    def largest(self) -> Sizes:
        """For each guess, the size of its largest group."""
        starts = np.flatnonzero(np.diff(self.guess, prepend=-1))
        return np.maximum.reduceat(self.size, starts)


def groups(block: Matrix, patterns: int) -> Groups:
    """The groups of each column of `block` (candidates x guesses of codes).

    >>> g = groups(np.array([[0, 5], [0, 7], [1, 5]], dtype=np.uint8), 243)
    >>> g.guess.tolist(), g.size.tolist(), g.largest().tolist()
    ([0, 0, 1, 1], [2, 1, 2, 1], [2, 2])
    """
    n, columns = block.shape
    if n < NETWORK_BELOW:
        return by_network(block)
    if columns * patterns <= TABLE_CELLS:
        return by_table(block, patterns)
    return by_sorting(block)


def parts(block: Matrix, patterns: int) -> Sizes:
    """How many groups each column of `block` makes: `groups(...).parts()`,
    without finding the groups where the network sorts or the codes are
    marked.

    >>> parts(np.array([[0, 5], [0, 7], [1, 5]], dtype=np.uint8), 243).tolist()
    [2, 2]
    """
    n, columns = block.shape
    if n >= NETWORK_BELOW or not n:
        return groups(block, patterns).parts()
    if columns <= MARKED_UPTO * n and columns * patterns <= TABLE_CELLS:
        return parts_by_marks(block, patterns)
    return parts_by_network(block)


def parts_by_network(block: Matrix) -> Sizes:
    """`parts` by sorting each column with a network and counting the
    changes down it."""
    ordered = _sorted_down(block)
    counted: Sizes = 1 + np.count_nonzero(ordered[1:] != ordered[:-1], axis=0)
    return counted


def parts_by_marks(block: Matrix, patterns: int) -> Sizes:
    """`parts` by marking the codes each column scores in a table of
    columns x patterns flags, and counting the flags.

    >>> parts_by_marks(np.array([[0, 5], [0, 7], [1, 5]], dtype=np.uint8), 243).tolist()
    [2, 2]
    """
    columns = block.shape[1]
    seen = np.zeros(columns * patterns, dtype=np.bool_)
    seen[(block + np.arange(0, columns * patterns, patterns, dtype=np.intp)).ravel()] = True
    counted: Sizes = np.count_nonzero(seen.reshape(columns, patterns), axis=1)
    return counted


def by_network(block: Matrix) -> Groups:
    """`groups` by sorting each column with a network, for small blocks."""
    return _runs(_sorted_down(block))


def by_table(block: Matrix, patterns: int) -> Groups:
    """`groups` by counting the codes of each column, for large blocks."""
    columns = block.shape[1]
    table = np.empty(columns * patterns, dtype=np.intp)
    offsets = np.arange(SLICE, dtype=np.intp) * patterns
    for start in range(0, columns, SLICE):
        part = block[:, start:start + SLICE]
        width = part.shape[1]
        table[start * patterns:(start + width) * patterns] = np.bincount(
            (part + offsets[:width]).ravel(), minlength=width * patterns)
    cells = np.flatnonzero(table)
    return Groups(cells // patterns, table[cells], columns)


def by_sorting(block: Matrix) -> Groups:
    """`groups` by sorting each column, for large blocks of long words."""
    return _runs(np.sort(block, axis=0))


def _sorted_down(block: Matrix) -> Matrix:
    """A copy of `block` with each column sorted by a bitonic network, all
    columns at once: the rows are padded with the largest code to a power
    of two, 2**k, and sorted in k(k + 1)/2 rounds of compare-exchanges,
    each between the two halves of equal blocks of rows (the second half
    reversed in the first round of each merge), so every round is a few
    vectorised operations on views. A block of padding alone stays as it
    is, so each round stops at the block that holds the last row.

    >>> _sorted_down(np.array([[3, 0], [1, 2], [2, 1]], dtype=np.uint8)).tolist()
    [[1, 0], [2, 1], [3, 2]]
    """
    n, columns = block.shape
    size = 1 << (n - 1).bit_length() if n else 0
    ordered = np.full((size, columns), np.iinfo(block.dtype).max, dtype=block.dtype)
    ordered[:n] = block
    low = np.empty(size // 2 * columns, dtype=block.dtype)

    def exchange(upper: Matrix, lower: Matrix) -> None:
        pairs = low[:upper.size].reshape(upper.shape)
        np.minimum(upper, lower, out=pairs)
        np.maximum(upper, lower, out=lower)
        upper[...] = pairs

    merged = 2
    while merged <= size:
        runs = ordered[:-(-n // merged) * merged].reshape(-1, merged, columns)
        exchange(runs[:, :merged // 2], runs[:, merged // 2:][:, ::-1])
        half = merged // 4
        while half:
            halves = ordered[:-(-n // (2 * half)) * 2 * half].reshape(-1, 2, half, columns)
            exchange(halves[:, 0], halves[:, 1])
            half //= 2
        merged *= 2
    return ordered[:n]


def _runs(ordered: Matrix) -> Groups:
    """The groups of a block whose columns are sorted: each run of equal
    codes down a column is one group of that column's guess."""
    n, columns = ordered.shape
    starts = np.empty(ordered.shape, dtype=np.bool_)
    starts[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=starts[1:])
    first = np.flatnonzero(np.ascontiguousarray(starts.T))
    return Groups(first // n, np.diff(first, append=ordered.size), columns)


def _weights(n: int, f: Callable[[Figures], Figures]) -> Figures:
    """`f` tabulated for group sizes 0 to n, with f(0) = 0."""
    sizes = np.arange(n + 1, dtype=np.float64)
    table = f(np.maximum(sizes, 1))
    table[0] = 0.0
    return table


def entropy(g: Groups, n: int) -> Figures:
    """Expected information from the score, in bits.

    >>> entropy(groups(np.array([[0], [0], [1], [2]], dtype=np.uint8), 243), 4).tolist()
    [1.5]
    """
    bits: Figures = np.log2(n) - g.total(_weights(n, lambda s: s * np.log2(s))) / n
    return bits


def expected(g: Groups, n: int) -> Figures:
    """Expected number of candidates left after the score.

    >>> expected(groups(np.array([[0], [0], [1], [2]], dtype=np.uint8), 243), 4).tolist()
    [1.5]
    """
    return g.total(_weights(n, np.square)) / n


def minimax(g: Groups, n: int) -> Figures:
    """The number of candidates left in the worst case.

    >>> minimax(groups(np.array([[0], [0], [1], [2]], dtype=np.uint8), 243), 4).tolist()
    [2.0]
    """
    return g.largest().astype(np.float64)


class Metric(NamedTuple):
    """A figure of merit for one guess: its name, how it reads in a table,
    whether higher is better, and how it is computed from the groups."""
    name: str
    heading: str
    higher_is_better: bool
    figure: Callable[[Groups, int], Figures]


METRICS = {m.name: m for m in (
    Metric('entropy', 'bits', True, entropy),
    Metric('minimax', 'largest group', False, minimax),
    Metric('expected', 'expected left', False, expected),
)}
