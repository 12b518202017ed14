"""Time the exact search's speed knobs, one at a time, on positions of the
bundled lists (the original ones unless --list says otherwise).

    python benchmarks/exact_knobs.py [--hard] [--list NAME] [--clue CLUE ...]
                                     [--black LETTERS ...] [--pair GUESS=SCORE ...]
                                     [--knob NAME=V,V ...]

Each run ranks the best three guesses (`Exact.rank`, as `suggest --metric
optimal --top 3` does) from a fresh search on one core (BLOCK, ALONE and
WON_UPTO: on every core), with one module
constant of wordlegrep.solver.exact set to each value in turn and the rest
at their defaults. The answer must not change with any knob: the script
stops if it does. Times are seconds of one run each, so on a noisy machine
read differences under a fifth as noise.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.notation import drang, parse_clues
from wordlegrep.solver import exact
from wordlegrep.solver.game import opening
from wordlegrep.solver.pools import ANSWERS_OF, make_pools
from wordlegrep.words import bundled_path

KNOBS = {'SPLIT_FROM': (3, 4, 8), 'SLICES': (2, 4, 8), 'CHUNK': (128, 256, 512),
         'CODES_FROM': (64, 128, 256), 'BLOCK': (32, 64, 128), 'ALONE': (4, 16, 64),
         'CHEAP_FROM': (16, 32, 64), 'FEW_CELLS': (8192, 32768, 131072),
         'WON_UPTO': (0, 8, 16, 32), 'FLOORED': (0, 64, 256)}
ON_CORES = ('BLOCK', 'ALONE', 'WON_UPTO', 'WON_LEFT')   # knobs that matter on cores only


def _words(name: str) -> list[str]:
    return Path(bundled_path(name)).read_text().split()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--clue', action='append', help="a -g pattern such as 's....' "
                        '(default: s.... and ....y)')
    parser.add_argument('--black', action='append', default=[],
                        help="a -b set of letters such as 'ai', another position to time")
    parser.add_argument('--pair', action='append', default=[],
                        help="a GUESS=SCORE clue such as 'UTILE=....e', another position")
    parser.add_argument('--list', default='wordle', choices=sorted(ANSWERS_OF),
                        help='the lists (default: the original ones)')
    parser.add_argument('--knob', action='append', help='NAME=V,V,... (default: all, as in KNOBS)')
    parser.add_argument('--hard', action='store_true',
                        help='in hard mode (FEW_CELLS matters only there)')
    args = parser.parse_args(argv)
    knobs = dict(KNOBS)
    if args.knob:
        knobs = {name: tuple(float(v) if '.' in v else int(v) for v in values.split(','))
                 for name, values in (k.split('=') for k in args.knob)}
    pools = make_pools(_words(args.list), _words(ANSWERS_OF[args.list]))
    default = [] if args.black or args.pair else ['s....', '....y']
    clues = [('-g', clue) for clue in args.clue or default]
    for option, clue in (clues + [('-b', letters) for letters in args.black]
                         + [('', pair) for pair in args.pair]):
        model = (parse_clues([], green=clue, length=5) if option == '-g'
                 else drang(None, None, clue, 5) if option == '-b'
                 else parse_clues([clue]))
        root = opening(pools, model, args.hard, 1)
        answer = None
        for name, values in knobs.items():
            default = getattr(exact, name)
            times = []
            for value in values:
                setattr(exact, name, value)
                start = time.perf_counter()
                workers = None if name in ON_CORES else 1
                ranked = exact.Exact(pools, workers=workers).rank(root, 3)
                times.append(f'{value}: {time.perf_counter() - start:.1f} s')
                answer = answer or ranked
                if ranked != answer:
                    raise SystemExit(f'{name}={value} changed the answer: {ranked} != {answer}')
            setattr(exact, name, default)
            mode = ' --hard' * args.hard
            print(f'{option} {clue}{mode} ({len(root.candidates)} answers), {name}: '
                  f'{"; ".join(times)}', flush=True)
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
