"""Check every opener, in hard mode, for whether it keeps every answer
within six guesses: the search `Exact.keepers` makes when every opener the
lookahead valued loses, without its time limit, on one core.

    python benchmarks/keepers.py [--list NAME | --lang CODE] [--most N]

The openers are tried in the order that search tries them; each is shown
to keep every answer (each group it leaves won) or not (a group lost).
Prints each keeper as it is met, with its place in that order and the
seconds of one core by then, and at the end how many were checked. On
Debian's Portuguese list the first is vadio, the 2,056th; on the Spanish
there is none.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.languages import LANGUAGES, language
from wordlegrep.model import Constraints
from wordlegrep.solver.exact import Exact
from wordlegrep.solver.game import MAX_GUESSES, opening
from wordlegrep.solver.pools import ANSWERS_OF, load_pools
from wordlegrep.words import bundled_path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lists = parser.add_mutually_exclusive_group()
    lists.add_argument('--list', choices=sorted(ANSWERS_OF), help='a bundled list')
    lists.add_argument('--lang', choices=sorted(LANGUAGES), help="a language's Debian list")
    parser.add_argument('--most', type=int, help='stop after this many keepers')
    args = parser.parse_args(argv)
    if args.lang:
        own = LANGUAGES[args.lang]
        pools = load_pools(None, own.dictionary, 5, False, lang=language(args.lang),
                           encoding=own.encoding)
    else:
        name = args.list or 'wordle'
        pools = load_pools(name, bundled_path(name), 5, False)
    root = opening(pools, Constraints.blank(pools.length), True, 0)
    search = Exact(pools)
    options = search._options_at(root, MAX_GUESSES)
    order = search._win_order(root, options)
    search._begin()
    began, found, place = time.process_time(), 0, 0
    for place, guess in enumerate(order.tolist(), 1):
        if next(search._winners(root, np.array([guess]), options.kinds), -1) >= 0:
            found += 1
            print(f'{place:,}: {pools.guesses[guess]}, {time.process_time() - began:.1f} s',
                  flush=True)
            if args.most is not None and found >= args.most:
                break
    print(f'{found:,} keepers among {place:,} openers checked of {len(order):,}, '
          f'{time.process_time() - began:.1f} s of one core', flush=True)
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
