"""Count the steps the trap check's covering search takes (COVER_WORK).

    python benchmarks/traps.py [--list NAME | --lang CODE] [--length N]

For every trap among the answers (words alike but at one place), and for
3 to 6 guesses left, the fewest steps with which `coverable` still gives
its verdict, against all the guesses: prints the most for each number of
guesses left, the traps it looked at and those shown lost, and the seconds
all of it took (the steps found by halving the limit, so far more than the
check itself takes).
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.languages import LANGUAGES, language
from wordlegrep.solver import traps
from wordlegrep.solver.pools import ANSWERS_OF, Pools, load_pools
from wordlegrep.solver.twins import alike_but_at_one_place
from wordlegrep.words import bundled_path


def steps(masks: list[int], size: int, guesses: int) -> int:
    """The least COVER_WORK with which `coverable` answers."""
    own, low, high = traps.COVER_WORK, 0, traps.COVER_WORK
    try:
        while low < high:
            traps.COVER_WORK = (low + high) // 2
            if traps.coverable(masks, size, guesses) is None:
                low = traps.COVER_WORK + 1
            else:
                high = traps.COVER_WORK
    finally:
        traps.COVER_WORK = own
    return low


def survey(pools: Pools, left: int) -> tuple[int, int, int]:
    """The most steps any trap took with `left` guesses left, the traps
    looked at, and those shown lost."""
    spelt = pools.spelling[:, pools.answer_rows].T
    most = looked = lost = 0
    for _, run in alike_but_at_one_place(spelt):
        trap = run[:traps.MOST]
        masks = traps.told(pools.by_answer[trap]) if len(trap) > left else None
        if masks is not None:
            looked += 1
            most = max(most, steps(masks, len(trap), left - 1))
            lost += traps.coverable(masks, len(trap), left - 1) is False
    return most, looked, lost


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    lists = parser.add_mutually_exclusive_group()
    lists.add_argument('--list', choices=sorted(ANSWERS_OF), help='a bundled list')
    lists.add_argument('--lang', choices=sorted(LANGUAGES), help="a language's Debian list")
    parser.add_argument('--length', type=int, default=5, help='the words of this length')
    args = parser.parse_args(argv)
    if args.lang:
        own = LANGUAGES[args.lang]
        pools = load_pools(None, own.dictionary, args.length, False, lang=language(args.lang),
                           encoding=own.encoding)
    else:
        name = args.list or 'wordle'
        pools = load_pools(name, bundled_path(name), args.length, False)
    began = time.perf_counter()
    for left in range(6, 2, -1):
        most, looked, lost = survey(pools, left)
        print(f'{left} guesses left: {looked:,} traps, {lost:,} lost, at most {most:,} steps',
              flush=True)
    print(f'{time.perf_counter() - began:.1f} s')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
