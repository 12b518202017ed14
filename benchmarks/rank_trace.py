"""Where a ranking's time goes: each guess `suggest --metric optimal --top 3`
tries at a position, timed, by what the search found of it.

    python benchmarks/rank_trace.py [--list NAME] [--hard] [--slowest N] CLUE ...

Ranks the best three guesses at the position the clues (GUESS=SCORE pairs)
leave, as `Exact.rank` does, from a fresh search on one core, and times each
guess it searches (the rest it cut on their lower bounds alone). A guess is
"lost" where some answer is out of reach within six guesses after it, "cut"
where its cost reached the bound the best three found set, and "ranked"
where it was costed below that bound. Prints, for each, how many guesses and
their seconds of the core in all, the median, and the share taken by those
over a second; then the slowest guesses.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.notation import parse_clues
from wordlegrep.solver import exact
from wordlegrep.solver.estimate import INFINITE
from wordlegrep.solver.exact import Kinds
from wordlegrep.solver.game import Node, opening
from wordlegrep.solver.pools import ANSWERS_OF, load_pools
from wordlegrep.words import bundled_path


def _verdict(cost: float, bound: float) -> str:
    return 'lost' if cost == INFINITE else 'cut' if cost >= bound else 'ranked'


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('clue', nargs='+', help="a GUESS=SCORE clue such as 'UTILE=....e'")
    parser.add_argument('--list', default='wordle', choices=sorted(ANSWERS_OF),
                        help='the lists (default: the original ones)')
    parser.add_argument('--hard', action='store_true', help='in hard mode')
    parser.add_argument('--slowest', type=int, default=10, help='guesses to list (10)')
    args = parser.parse_args(argv)
    model = parse_clues(args.clue)
    pools = load_pools(args.list, bundled_path(args.list), model.length, False)
    root = opening(pools, model, args.hard, len(args.clue))
    search = exact.Exact(pools, workers=1)
    raced = search._raced
    tried: list[tuple[float, str, str]] = []   # seconds, verdict, guess

    def timed(node: Node, guess: int, bound: float, kinds: Kinds) -> float:
        start = time.process_time()
        cost = raced(node, guess, bound, kinds)
        tried.append((time.process_time() - start, _verdict(cost, bound), pools.guesses[guess]))
        return cost

    search._raced = timed   # type: ignore[method-assign]
    start = time.process_time()
    best = search.rank(root, 3)
    print(f'{len(root.candidates):,} answers; {time.process_time() - start:.1f} s of one core; '
          'best: ' + ', '.join(f'{pools.guesses[guess]} {cost:.0f}' for cost, guess in best))
    print(f'{len(tried):,} guesses searched')
    for verdict in ('lost', 'cut', 'ranked'):
        seconds = [s for s, v, _ in tried if v == verdict]
        if seconds:
            slow = [s for s in seconds if s > 1]
            print(f'{verdict}: {len(seconds):,} guesses, {sum(seconds):.1f} s, median '
                  f'{statistics.median(seconds) * 1000:.0f} ms; {len(slow)} over a second '
                  f'took {sum(slow):.1f} s')
    for took, verdict, guess in sorted(tried, reverse=True)[:args.slowest]:
        print(f'  {guess} {took:.2f} s {verdict}')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
