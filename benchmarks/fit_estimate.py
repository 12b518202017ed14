"""Fit the lookahead's estimate to exact optima this project computes.

    python benchmarks/fit_estimate.py [--openers N] [--largest S] [--seed K]

The estimate says what a group of s answers costs, in guesses in all, when
the search stops looking: s * (A + B ln s) for s > 3, and THREE for three.
This script makes its own ground truth: random openers (drawn with a fixed
seed from each bundled list's accepted words) split the answers into
groups, and the exact search (wordlegrep.solver.exact) finds the optimum
of every group of up to S answers, with five guesses left. A and B are the
least-squares fit of cost / s against ln s over the groups of more than
three answers, weighted by size; THREE is the mean optimum of the groups of
three. No published optimum is read or used.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.model import Constraints
from wordlegrep.notation import WORDLE_LENGTH
from wordlegrep.solver.exact import Exact
from wordlegrep.solver.game import opening, split
from wordlegrep.solver.parallel import each
from wordlegrep.solver.pools import ANSWERS_OF, load_pools
from wordlegrep.words import bundled_path


def samples(list_name: str, openers: int, largest: int, seed: int) -> list[tuple[int, float]]:
    """(size, exact cost) of every group of 3 to `largest` answers that
    `openers` random openers leave on a bundled list."""
    pools = load_pools(list_name, bundled_path(list_name), WORDLE_LENGTH, False)
    root = opening(pools, Constraints.blank(pools.length), False, 0)
    rows = random.Random(seed).sample(range(len(pools.guesses)), openers)
    groups = [child for row in rows for pattern, child in split(pools, root, row)
              if pattern != pools.win and 3 <= len(child.candidates) <= largest]
    exact = Exact(pools, 'fit', limit=largest)
    found = each(lambda i: exact.limited_cost(groups[i]), range(len(groups)),
                 f'{list_name}: exact optima')
    return [(len(groups[i].candidates), cost) for i, cost in found]


def fit(points: Sequence[tuple[int, float]]) -> tuple[float, float, float]:
    """A, B and THREE from (size, cost) points."""
    three = statistics.mean(cost for size, cost in points if size == 3)
    sizes = np.array([s for s, _ in points if s > 3], dtype=np.float64)
    costs = np.array([c for s, c in points if s > 3], dtype=np.float64)
    design = np.column_stack([sizes, sizes * np.log(sizes)])
    (a, b), *_ = np.linalg.lstsq(design, costs, rcond=None)
    return float(a), float(b), float(three)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--openers', type=int, default=40)
    parser.add_argument('--largest', type=int, default=80)
    parser.add_argument('--seed', type=int, default=2022)
    args = parser.parse_args(argv)
    points = [point for name in ANSWERS_OF
              for point in samples(name, args.openers, args.largest, args.seed)]
    a, b, three = fit(points)
    print(f'{len(points)} groups of 3 to {args.largest} answers, exact optima')
    print(f'A, B, THREE = {a:.2f}, {b:.3f}, {three:.1f}')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
