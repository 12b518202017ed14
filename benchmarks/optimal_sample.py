"""Time `--metric optimal` where a player meets it: after random openers.

    python benchmarks/optimal_sample.py [--hard] [--openers N] [--seed S] [--list NAME]

Each opener is drawn from the accepted guesses (seeded); the largest group
it leaves of at most 1,000 answers (what `optimal` takes) is ranked for its
best three guesses, as `suggest --metric optimal --top 3` ranks them, on
every core, from a fresh search. Prints each position's size and wall time,
then the median and the slowest. The positions in benchmarks/run.py are
chosen to be hard; these are the ones a game deals.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.model import Constraints
from wordlegrep.options import SECONDS
from wordlegrep.solver.exact import LIMIT, Exact, TooLarge
from wordlegrep.solver.game import opening, unsolved
from wordlegrep.solver.pools import ANSWERS_OF, make_pools
from wordlegrep.words import bundled_path


def _words(name: str) -> list[str]:
    return Path(bundled_path(name)).read_text().split()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--hard', action='store_true')
    parser.add_argument('--openers', type=int, default=12)
    parser.add_argument('--seed', type=int, default=5)
    parser.add_argument('--list', default='wordle', choices=sorted(ANSWERS_OF))
    args = parser.parse_args(argv)
    pools = make_pools(_words(args.list), _words(ANSWERS_OF[args.list]))
    root = opening(pools, Constraints.blank(pools.length), args.hard, 0)
    draw = random.Random(args.seed)
    times: list[float] = []
    for _ in range(args.openers):
        opener = draw.randrange(len(pools.guesses))
        groups = [g for g in unsolved(pools, root, opener) if len(g.candidates) <= LIMIT]
        group = max(groups, key=lambda g: len(g.candidates))
        began = time.perf_counter()
        exact = Exact(pools, seconds=SECONDS)
        try:
            best = exact.rank(group, 3)
            shown = ', '.join(f'{pools.guesses[guess]} {cost:,.0f}' for cost, guess in best)
            if exact.unranked:
                shown += f' (ran out of time with {exact.unranked:,} guesses unranked)'
        except TooLarge:
            shown = f'gave up after {SECONDS:g} s of a core'
        times.append(time.perf_counter() - began)
        print(f'{pools.guesses[opener]}: {len(group.candidates)} answers, '
              f'{times[-1]:.1f} s: {shown}', flush=True)
    print(f'median {statistics.median(times):.1f} s, slowest {max(times):.1f} s '
          f'({"hard mode, " if args.hard else ""}{args.list}, seed {args.seed})')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
