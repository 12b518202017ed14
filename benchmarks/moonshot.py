"""How far this machine gets toward proving an opener optimal over all.

    python benchmarks/moonshot.py [--list wordle] [--opener salet] [--seconds S]
                                  [--state FILE]

To prove that no opener beats the given one, every other opener must be
shown to cost at least as many guesses in all. Three rungs, each costlier
than the last, and an opener leaves at the first that rules it out:

1. one split: playing a guess first costs at least the answers plus the
   floor of every group it leaves (all openers at once, from the matrix);
2. two splits: each group costs at least the least, over every guess, of
   its size plus the floors of the groups that guess leaves;
3. the exact search of the opener's groups, largest first, each bounded by
   what is left before the target, stopping once the target is reached.

The opener's own exact cost (the target) comes from the proof `tree` gives.
Rungs 2 and 3 run on every core, on the openers left in a random order
(seeded), until --seconds have passed: a fair sample, whose mean time per
opener estimates what the rest would take. Openers that split the answers
alike are one. With --state, each opener's result is appended to FILE as
it is found and openers already there are skipped: a run stopped at any
point goes on where it stopped (a line that cannot be read is done again).
"""
from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordlegrep.model import Constraints
from wordlegrep.notation import WORDLE_LENGTH
from wordlegrep.solver.estimate import INFINITE
from wordlegrep.solver.exact import Exact
from wordlegrep.solver.game import Node, opening, unsolved
from wordlegrep.solver.parallel import cores, each
from wordlegrep.solver.pools import Pools, load_pools
from wordlegrep.solver.proof import prove
from wordlegrep.words import bundled_path


def _two_splits(exact: Exact, group: Node) -> float:
    """Rung 2 for one group: its least cost over two splits."""
    n = len(group.candidates)
    if n <= 2:
        return 2.0 * n - 1
    _, lower = exact.lower_bounds(group)
    return float(lower.min()) if len(lower) else INFINITE


def _searched(exact: Exact, root: Node, groups: list[Node], target: float,
              floors: list[float]) -> float:
    """Rung 3: the exact costs of the groups, each starting from its floor,
    while they can still keep the opener below `target`; a bound at least
    `target` once they cannot."""
    total = len(root.candidates) + sum(floors)
    for group, floor in zip(groups, floors):
        total -= floor
        total += exact.solve(group, target - total)[0]
        if total >= target:
            break
    return total


def rule_out(pools: Pools, root: Node, opener: int, target: float) -> tuple[int, float, float]:
    """(the rung that shows `opener` costs at least `target`, or 0 if none
    does, the bound or cost found, seconds taken)."""
    began = time.perf_counter()
    exact = Exact(pools, 'moonshot')
    groups = unsolved(pools, root, opener)
    floors = [_two_splits(exact, group) for group in groups]
    bound = len(root.candidates) + sum(floors)
    if bound >= target:
        return 2, bound, time.perf_counter() - began
    cost = _searched(exact, root, groups, target, floors)
    return (3 if cost >= target else 0), cost, time.perf_counter() - began


def _read_state(path: Path | None, pools: Pools) -> dict[int, tuple[int, float, float]]:
    """The results a stopped run left in `path`: opener -> (rung, bound, seconds)."""
    found: dict[int, tuple[int, float, float]] = {}
    if path is None or not path.exists():
        return found
    for line in path.read_text(errors='replace').splitlines():
        try:
            entry = json.loads(line)
            row = pools.row(entry['opener'])
            result = (int(entry['rung']), float(entry['bound']), float(entry['seconds']))
        except (ValueError, KeyError, TypeError):
            continue
        if row is not None and result[0] in (0, 2, 3):
            found[row] = result
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--list', default='wordle', choices=['wordle', 'nyt'])
    parser.add_argument('--opener', default='salet')
    parser.add_argument('--seconds', type=float, default=300.0)
    parser.add_argument('--seed', type=int, default=20211019)
    parser.add_argument('--state', type=Path, help='results so far, read and appended to')
    args = parser.parse_args(argv)
    pools = load_pools(args.list, bundled_path(args.list), WORDLE_LENGTH, False)
    root = opening(pools, Constraints.blank(pools.length), False, 0)
    best = pools.row(args.opener)
    if best is None:
        parser.error(f'{args.opener!r} is not an accepted guess')
    proof = prove(pools, root, best)
    target = float(proof.total)
    print(f'{args.opener}: {proof.total:,} guesses, proven in {proof.seconds:.1f} s')

    began = time.perf_counter()
    openers, lower = Exact(pools, 'moonshot').lower_bounds(root)
    survivors = [int(g) for g, low in zip(openers.tolist(), lower.tolist())
                 if low < target and g != best]
    random.Random(args.seed).shuffle(survivors)
    print(f'rung 1: {len(openers):,} distinct openers of {len(pools.guesses):,}; '
          f'{len(openers) - len(survivors) - 1:,} ruled out by one split in '
          f'{time.perf_counter() - began:.1f} s; {len(survivors):,} left')

    began = time.perf_counter()
    done: dict[int, list[float]] = {0: [], 2: [], 3: []}
    beaten = []
    earlier = _read_state(args.state, pools)
    todo = [g for g in survivors if g not in earlier]
    results = [(g, earlier[g]) for g in survivors if g in earlier]
    if args.state:
        print(f'from {args.state}: {len(results):,} openers done before')
    state = args.state.open('a') if args.state else None
    for opener, result in itertools.chain(results, each(
            lambda g: rule_out(pools, root, g, target), todo, 'ruling openers out')):
        rung, cost, seconds = result
        done[rung].append(seconds)
        if rung == 0:
            beaten.append((pools.guesses[opener], cost))
        if state and opener not in earlier:
            state.write(json.dumps({'opener': pools.guesses[opener], 'rung': rung,
                                    'bound': cost, 'seconds': seconds}) + '\n')
            state.flush()
        if time.perf_counter() - began > args.seconds:
            break
    finished = sum(map(len, done.values()))
    mean = statistics.mean(s for times in done.values() for s in times) if finished else 0.0
    left = len(survivors) - finished
    print(f'rungs 2 and 3: {finished:,} openers in {time.perf_counter() - began:.0f} s '
          f'(mean {mean:.2f} s of one core each): {len(done[2]):,} ruled out by two '
          f'splits, {len(done[3]):,} by exact search, {len(beaten):,} not ruled out'
          + (f': {beaten[:5]}' if beaten else ''))
    if left:
        print(f'left: {left:,} openers, about {left * mean / 3600:.1f} core-hours at that mean, '
              f'{left * mean / 3600 / cores():.1f} hours on this machine\'s {cores()} cores')
    elif not beaten:
        print(f'proven: no opener costs fewer than {proof.total:,} guesses in all; '
              f'{args.opener} is optimal')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
