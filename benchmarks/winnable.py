"""Time the feasibility search where target 1 needs it: can every answer
still be found within six guesses after an opener, in hard mode?

    python benchmarks/winnable.py [--list NAME] [--openers N] [--seed S]
                                  [--start WORD ...] [--seconds S] [--knob NAME=V,V ...]

For each opener (drawn from the accepted guesses, seeded, or named), the
groups it leaves are asked in turn, the smallest first, until one is shown
lost, each for at most `--seconds` of one core, on one core, from a fresh
search: what `wordle bench` asks of the groups its failures fell in. With a knob,
one module constant of wordlegrep.solver.exact is set to each value in turn;
the verdicts must not change where both tell (the script stops if they do).
Prints each opener's verdict and seconds, then the total for each value.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.model import Constraints
from wordlegrep.solver import exact
from wordlegrep.solver.bench import unavoidable
from wordlegrep.solver.game import opening, unsolved
from wordlegrep.solver.pools import ANSWERS_OF, make_pools
from wordlegrep.words import bundled_path


def _words(name: str) -> list[str]:
    return Path(bundled_path(name)).read_text().split()


VERDICTS = {True: 'lost', False: 'won', None: 'not known'}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--list', default='nyt', choices=sorted(ANSWERS_OF))
    parser.add_argument('--openers', type=int, default=16)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--start', action='append', default=[], help='an opener to time')
    parser.add_argument('--seconds', type=float, default=60.0,
                        help='of one core, for each group at most')
    parser.add_argument('--knob', help='NAME=V,V,... (default: the defaults alone)')
    args = parser.parse_args(argv)
    pools = make_pools(_words(args.list), _words(ANSWERS_OF[args.list]))
    root = opening(pools, Constraints.blank(pools.length), True, 0)
    draw = random.Random(args.seed)
    openers = [pools.guesses.index(word) for word in args.start] or \
        [draw.randrange(len(pools.guesses)) for _ in range(args.openers)]
    name, values = 'NEAR_FROM', [exact.NEAR_FROM]
    if args.knob:
        name, listed = args.knob.split('=')
        values = [int(value) for value in listed.split(',')]
    told: dict[int, str] = {}
    for value in values:
        setattr(exact, name, value)
        total = 0.0
        for opener in openers:
            began = time.process_time()
            said = VERDICTS[unavoidable(pools, unsolved(pools, root, opener), args.seconds)]
            spent = time.process_time() - began
            total += spent
            print(f'{name}={value} {pools.guesses[opener]}: {said}, {spent:.1f} s', flush=True)
            known = told.setdefault(opener, said)
            if 'not known' not in (said, known) and said != known:
                raise SystemExit(f'{name}={value} changed the verdict on '
                                 f'{pools.guesses[opener]}: {said}, not {known}')
        print(f'{name}={value}: {total:.1f} s in all over {len(openers)} openers', flush=True)
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
