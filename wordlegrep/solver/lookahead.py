"""The default strategy. A cheap estimate of the guesses still to come ranks
every guess; the few it ranks best are valued by looking two moves further,
with the estimate at the horizon; the best of those is played, unless its
subtree would leave an answer unfound after six guesses. Then the next
few are tried, and failing those, a guess that the exact feasibility
search shows keeps every answer within reach: no game that can be won is
lost, wherever that search can tell within SECONDS. Positions of few
candidates are played exactly; up to some more, the plan is checked by a
budgeted exact search, which replaces it where it finds a cheaper one.
Every position is valued once: a whole benchmark is one decision tree.
"""
from __future__ import annotations

import math
import time
from typing import NamedTuple

import numpy as np

from wordlegrep.options import SECONDS
from wordlegrep.progress import progress, waiting
from wordlegrep.solver.cache import cached_json, digest
from wordlegrep.solver.estimate import FAIL, THREE, A, B, horizon
from wordlegrep.solver.exact import CHECK_SECONDS, Exact
from wordlegrep.solver.game import MAX_GUESSES, Node, split, unsolved
from wordlegrep.solver.metrics import groups
from wordlegrep.solver.parallel import each
from wordlegrep.solver.pools import Pools
from wordlegrep.solver.twins import canonical

WIDTH, DEPTH = 10, 2   # guesses looked into at each position, moves looked ahead
LATE = 99              # the guesses left once past six: no more failures to avoid
EXACT_UP_TO = 12       # candidates at which a position is played exactly
QUICK_UP_TO = 64       # candidates up to which the candidates are tried first
# What the cached openings hold, for their key: since 2, the whole shortlist
# where a candidate splits the others apart (before, that one alone).
OPENINGS_SHOWN = 2
# Candidates up to which a plan is checked by the exact search, and the
# positions that check may search in each mode; cut short, it offers the
# cheapest strategy it found. 400 covers the largest group an opener of the
# bundled lists leaves (319 after tarse on the NYT lists). The work is set
# by time, not by the totals it gives, and on the bundled lists it hardly
# binds (`python benchmarks/run.py --only 5` shows totals and times). In
# hard mode, 2,500 positions (those with two guesses left, settled by one
# check, do not count) take the cold NYT hard bench to 15 s, against 18 s
# with no limit and a target of 30 s. Outside hard mode a check spends its
# time at the position itself, proving that no first guess beats the plan's
# (a ranking of every guess, as `--metric optimal` does), not in the
# positions below: the cold NYT bench takes 7 to 8 s with any work from 100
# positions to no limit, where 30 positions leave it 2 guesses above the
# optimum. 300 is a bound for lists of one's own; the check takes 2 s at
# most after tarse, and up to 7 s after a poor opener (the 364 answers that
# end in y).
REFINE_UP_TO, REFINE_WORK_HARD, REFINE_WORK_NORMAL = 400, 2_500, 300
# Answers times guesses up to which the opening, too, is played by a plan so
# checked, not by value alone: on 43 answers of Debian's Spanish list in hard
# mode, aries is valued best and costs 117 in all, the plan's trepa 114. The
# check is not cached, and play and assist make it before their first guess:
# with the 12,972 guesses, 0.5 and 0.7 s on 100 and 200 random answers, 1.8
# and 2.1 s (hard mode) on 200 answers that end in y, 9 s on all 364 of them.
OPENING_PLAN_CELLS = 2.6e6
# Answers times guesses past which the openings are valued one move deep,
# not two, which read about that many scores per opener, ten times over.
# The bundled NYT lists are 4.7e7. Every accepted word an answer on the
# original list, 1.7e8: a first suggest took 31 s, and takes 17 s, with the
# same opener first; Debian's Ukrainian list of 20,485 words, 4.2e8: 73 s,
# now 20 s.
OPENING_CELLS = 1e8
# Seconds the openers may be checked for in all, best first, until one is
# not shown to lose; past them the rest go unchecked. (With every accepted
# word an answer, in hard mode, each of the ten is shown to lose: a first
# suggest took 304 s, 30 s an opener; trying hard mode's traps first, it
# takes 14 s with all ten shown to lose.)
OPENERS_SECONDS = 30.0
# What the opening search marks each opener: not asked, or the search could
# not tell; shown to lose some answer; shown to keep every one in reach.
UNTOLD, LOSES, KEEPS = 0, 1, 2
# Answers up to which every opener valued is checked, and so marked, in
# normal mode; on longer lists, only until one keeps every answer: after
# each of the ten best on the original lists, the groups take 0.35 s of a
# core to check, which would double a first `suggest`. In hard mode every
# one is (0.15 s each there; slate, trace, raise and soare lose).
CHECKED_UPTO = 1000
# When none of the guesses the search valued keeps every answer within six
# guesses, the estimate's KEEPERS best are checked in turn for one that
# does, for CHECKS_SECONDS at most (which also bounds the checks of the
# guesses `suggest` shows). After -b ai in hard mode, the 42 guesses the
# estimate likes best each lose some answer; toles, the 43rd, does not.
KEEPERS, CHECKS_SECONDS = 200, 30.0
# What a suggest's bars say while it values guesses and checks them, and
# asks whether a position can be won at all (after -b e on Debian's Spanish
# list, 30 s went by with no sign, then 13 s with none and 17 s on one check).
VALUING = 'valuing the likeliest guesses'
CHECKING = 'checking each keeps every answer in reach'
SEEKING = 'seeking a guess that keeps every answer'
WON = 'asking whether every answer can be found'
# Seconds of time in all, over every core, that the opening search looks
# for openers that keep every answer while it has found none (once it has
# one, it stops at SECONDS): on Debian's Portuguese list in hard mode the
# first, vadio, is met after 146 s of a core (`python benchmarks/keepers.py
# --lang pt --most 1`), where seria loses 78 games; on the Spanish there
# is none (the same script, all 4,718 openers), and a cold hard-mode run
# there pays this all.
KEEPERS_SEEK = 240.0


class Plan(NamedTuple):
    """The move at a position and what the strategy's subtree from there
    costs: guesses in all over its answers, and how many take over six."""
    guess: int
    guesses: int
    failures: int


def _failing(plan: Plan) -> tuple[int, int]:
    """How a plan ranks: fewest failures, then fewest guesses (the first of
    equals stays)."""
    return plan.failures, plan.guesses


def budget(node: Node) -> int:
    """The guesses left within the game's limit."""
    return MAX_GUESSES - node.turn if node.turn < MAX_GUESSES else LATE


class Lookahead:
    """The lookahead strategy over `pools`, remembering every position."""

    unranked = 0     # it ranks every guess (by its estimate)
    settled = True   # and chooses from them all

    def __init__(self, pools: Pools, width: int = WIDTH, depth: int = DEPTH) -> None:
        self.pools, self.width, self.depth = pools, width, depth
        self._values: dict[tuple[bytes, int], list[tuple[float, int]]] = {}
        self._plans: dict[bytes, Plan] = {}
        self._winnable: dict[bytes, bool] = {}   # as `winnable` found, where no plan told
        self.exact = Exact(pools)

    def choose(self, node: Node) -> int:
        """The guess to play at `node`: the plan's, checked by the exact
        search where it is small enough; at an opening too large for that
        (see OPENING_PLAN_CELLS), the best by value (its whole tree would
        cost as much as a benchmark)."""
        if self._is_opening(node) and (
                len(node.candidates) > REFINE_UP_TO
                or len(node.candidates) * len(self.pools.guesses) > OPENING_PLAN_CELLS):
            return self._value(node, self.depth)[0][1]
        return self.plan(node).guess

    def rank(self, node: Node, top: int) -> list[tuple[float, int]]:
        """The guesses most worth playing, best first, each valued in full:
        the estimated guesses in all, this one included, to find every
        candidate. Only the guesses the search looks into are ranked, so
        at most its width (and, when none of those keeps every answer in
        reach, one more that does; at the opening, up to its width more)."""
        return [(value, guess) for value, guess, _ in self.marked(node, top)]

    def marked(self, node: Node, top: int) -> list[tuple[float, int, bool | None]]:
        """`rank`, each guess marked True when the exact search shows that
        some answer is out of reach in six guesses after it, whatever
        follows; False when it shows none is; None when it was not asked,
        or could not tell. Guesses shown to lose go last."""
        n, pools = len(node.candidates), self.pools
        if n == 1:
            return [(1.0, int(pools.answer_rows[node.candidates[0]]), False)]
        if self._is_opening(node):
            verdicts = {UNTOLD: None, LOSES: True, KEEPS: False}
            return [(value, guess, verdicts[mark])
                    for value, guess, mark in self._opening(node, self.depth, budget(node))][:top]
        possible = set(pools.answer_rows[node.candidates].tolist())
        if node.turn >= MAX_GUESSES - 1:   # more than one candidate, one guess or none: lost
            return self._lifted(node, top, possible)
        shortlist = self._favourites(node)
        valued = self._valued(node, shortlist)
        if min(valued)[0] >= FAIL and not self.winnable(node):   # the best counts a failure
            return self._lifted(node, top, possible)
        ranked = sorted(valued, key=lambda vg: (vg[0], vg[1] not in possible, vg[1]))[:top]
        if n <= 2:   # the values count every failure
            return [(value, guess, None) for value, guess in ranked]
        until = time.perf_counter() + CHECKS_SECONDS
        marked = [(value, guess, self._loses(node, guess, until))
                  for value, guess in progress(ranked, len(ranked), CHECKING, 'guess')]
        if all(loses for *_, loses in marked):   # look further for one that does not
            keeper = self._keeper(node, shortlist, until, shown=True)
            if keeper is not None:
                value = self._after(node, keeper, self.depth - 1, math.inf)
                marked = [(value, keeper, False), *marked][:top]
        return sorted(marked, key=lambda entry: entry[2] is True)

    def _favourites(self, node: Node) -> list[int]:
        """The guesses the estimate likes best at `node`, as many as the
        search looks into."""
        return [guess for _, guess in self._shortlist(node, budget(node), self.width, quick=False)]

    def _valued(self, node: Node, guesses: list[int]) -> list[tuple[float, int]]:
        """Each of `guesses` valued at `node` by looking further (with a
        bar, where that takes long: suggest alone asks)."""
        return [(self._after(node, guess, self.depth - 1, math.inf), guess)
                for guess in progress(guesses, len(guesses), VALUING, 'guess')]

    def _lifted(self, node: Node, top: int, possible: set[int]
                ) -> list[tuple[float, int, bool | None]]:
        """`marked` where no strategy finds every answer within six guesses:
        the limit lifted, as the exact search lifts it (values in guesses,
        not the penalties of answers past it), each guess marked as losing.
        With one guess left, only a candidate finds any answer: the
        candidates go first (up to `top` of them valued, the first in the
        list, where the estimate's favourites are not)."""
        last, lifted = node.turn == MAX_GUESSES - 1, node._replace(turn=MAX_GUESSES)
        favourites = self._favourites(lifted)
        more = sorted(possible - set(favourites))[:top] if last else []
        valued = self._valued(lifted, favourites + more)
        ranked = sorted(valued, key=lambda vg: (last and vg[1] not in possible, vg[0],
                                                vg[1] not in possible, vg[1]))
        return [(value, guess, True) for value, guess in ranked[:top]]

    def winnable(self, node: Node) -> bool:
        """Whether some strategy finds every candidate within six guesses,
        as the exact search tells within CHECK_SECONDS: True too when it
        cannot tell. A plan made already that finds them all answers at
        once; none is made to ask, as one costs far more than the search
        where it fails (every failing position below is searched for a
        guess that keeps its answers: after -b e on Debian's Spanish list
        a suggest took 6 minutes, and takes 45 s). At the opening the answer
        is cached, as the openings are: `suggest` asks it whenever every
        opener it shows loses, and on Debian's Portuguese list in hard mode
        the search cannot tell, after 10 s each time."""
        if self._is_opening(node):
            name = f'opening-winnable-{digest(self.pools.name, self._rules(node, CHECK_SECONDS))}'
            winning = cached_json(name, lambda: self._winning_within(node),
                                  check=self._valid_winning)
            return bool(winning != -1)
        key = self._key(canonical(self.pools, self.pools.twins, node)[0])   # as `plan` keys it
        planned = self._plans.get(key)
        if planned is not None and not planned.failures:
            return True
        if key not in self._winnable:
            self._winnable[key] = self._winning_within(node) != -1
        return self._winnable[key]

    def _winning_within(self, node: Node) -> int | None:
        """The exact search's `winning_within` CHECK_SECONDS, with a bar
        that shows its time where that is long."""
        with waiting(WON):
            return self.exact.winning_within(node, CHECK_SECONDS)

    def _valid_winning(self, record: object) -> bool:
        """Whether a cached answer could be `winning_within`'s: none (it
        could not tell), -1, or a guess row."""
        return record is None or (type(record) is int
                                  and -1 <= record < len(self.pools.guesses))

    def plan(self, node: Node) -> Plan:
        """The move at `node`, and the cost of the subtree it leads to (a
        position holding other twins plays as the one it maps to does)."""
        alike, back = canonical(self.pools, self.pools.twins, node)
        if back:
            plan = self.plan(alike)
            return plan._replace(guess=back.get(plan.guess, plan.guess))
        key = self._key(node)
        if key not in self._plans:
            self._plans[key] = self._plan(node)
        return self._plans[key]

    def _plan(self, node: Node) -> Plan:
        """The first guess by value whose subtree finds every answer within
        six guesses (past the first, one the exact search shows to lose is
        not followed: its subtree fails too); failing those, the estimate's
        best that the exact search shows can, or the one it finds; failing
        that too, the one that fails least. Few candidates: the best guess.
        With one guess left, a candidate: no other can find any answer."""
        n = len(node.candidates)
        if node.turn == MAX_GUESSES - 1 and n > 1:
            # (of few, the one whose answers past the limit cost least; of
            # more, the first, as each is a search of its own)
            rows = self.pools.answer_rows[node.candidates[:1 if n > EXACT_UP_TO else n]]
            return min((self._follow(node, guess) for guess in rows.tolist()), key=_failing)
        if n <= EXACT_UP_TO and node.turn < MAX_GUESSES:
            return self._follow(node, self.exact.solve(node)[1])
        ranked = self._value(node, self.depth)
        best = self._follow(node, ranked[0][1])
        until = time.perf_counter() + CHECKS_SECONDS
        lost = []   # shown to lose: followed only if every guess fails
        for _, guess in ranked[1:]:
            if best.failures == 0 or node.turn >= MAX_GUESSES:
                break
            if self._loses(node, guess, until):
                lost.append(guess)
            else:
                best = min(best, self._follow(node, guess), key=_failing)
        if best.failures and node.turn < MAX_GUESSES:
            keeper = self._keeper(node, [guess for _, guess in ranked], until)
            if keeper is None:
                keeper = self.exact.winning_within(node, SECONDS)
            if keeper is not None and keeper >= 0:
                best = min(best, self._follow(node, keeper), key=_failing)
        if best.failures:   # then the one that fails least
            best = min([best, *(self._follow(node, guess) for guess in lost)], key=_failing)
        if not best.failures and node.turn < MAX_GUESSES and len(node.candidates) <= REFINE_UP_TO:
            best = self._refined(node, best)
        return best

    def _loses(self, node: Node, guess: int, until: float) -> bool | None:
        """Whether the exact search shows that after `guess` some answer is
        out of reach in six guesses whatever follows (True), or that none
        is (False); None when it cannot tell by `until` (perf_counter
        seconds). The groups are asked smallest first: a small group that
        cannot be won shows so at once."""
        for group in sorted(unsolved(self.pools, node, guess), key=lambda c: len(c.candidates)):
            seconds = min(CHECK_SECONDS, until - time.perf_counter())
            winning = self.exact.winning_within(group, seconds) if seconds > 0 else None
            if winning is None:
                return None
            if winning < 0:
                return True
        return False

    def _keeper(self, node: Node, tried: list[int], until: float, shown: bool = False
                ) -> int | None:
        """The best guess by the estimate, past those `tried`, after which
        the exact search shows every answer within reach in six guesses;
        None if it finds none among the KEEPERS best by `until`. `shown`:
        with a bar that counts the guesses tried, where that takes long (a
        suggest: within a benchmark's or a game's plan, it has a bar of its
        own, or none)."""
        shortlist = [guess for _, guess in self._shortlist(node, budget(node), KEEPERS,
                                                           quick=False)]
        for guess in progress(shortlist, what=SEEKING, unit='tried') if shown else shortlist:
            if guess not in tried and self._loses(node, guess, until) is False:
                return guess
            if time.perf_counter() > until:
                break
        return None

    def _refined(self, node: Node, plan: Plan) -> Plan:
        """`plan`, or the cheapest the exact search finds within its work
        if that is cheaper; the search knows the positions below exactly
        and they are refined alike, so what it found is what the followed
        plan costs."""
        work = REFINE_WORK_NORMAL if node.rule is None else REFINE_WORK_HARD
        cheaper = self.exact.below(node, plan.guesses, work)
        if cheaper is None:
            return plan
        better = self._follow(node, cheaper[1])
        return better if (better.failures, better.guesses) < (plan.failures, plan.guesses) \
            else plan

    def _follow(self, node: Node, guess: int) -> Plan:
        """The cost of playing `guess` at `node`, then following the plan."""
        guesses, failures = len(node.candidates), 0
        for pattern, child in split(self.pools, node, guess):
            if pattern == self.pools.win:
                failures += node.turn + 1 > MAX_GUESSES
            else:
                plan = self.plan(child)
                guesses, failures = guesses + plan.guesses, failures + plan.failures
        return Plan(guess, guesses, failures)

    def _value(self, node: Node, depth: int) -> list[tuple[float, int]]:
        """The best guesses at `node` with their values, best first."""
        n, left = len(node.candidates), budget(node)
        first = int(self.pools.answer_rows[node.candidates[0]])
        if left <= 0:
            return [(FAIL * n, first)]
        if n == 1 or left == 1:
            return [(n + (n - 1) * FAIL, first)]
        if n == 2:
            return [(3.0, first)]
        if n == 3 and left >= 3:
            return [self._three(node)]
        alike, back = canonical(self.pools, self.pools.twins, node)
        if back:   # valued once for all the positions that hold as many twins
            return [(value, back.get(guess, guess)) for value, guess in self._value(alike, depth)]
        key = (self._key(node), depth)
        if key not in self._values:
            if self._is_opening(node):
                self._values[key] = [(value, guess) for value, guess, _
                                     in self._opening(node, depth, left)]
            else:
                self._values[key] = self._search(node, depth, left)
        return self._values[key]

    def _key(self, node: Node) -> bytes:
        """What a position's value depends on: the guesses left, not the
        guesses made, so that a game past six guesses stays bounded."""
        rule = b'' if node.rule is None else repr(node.rule).encode()
        return bytes([budget(node)]) + node.candidates.tobytes() + rule

    def _three(self, node: Node) -> tuple[float, int]:
        """Three candidates, guesses to spare: 5 guesses in all if one of them
        tells the other two apart, else 6, which guessing one achieves."""
        rows = self.pools.answer_rows[node.candidates]
        codes = self.pools.by_answer[node.candidates][:, rows]
        for column, guess in enumerate(rows):
            if len(set(codes[:, column].tolist())) == 3:
                return 5.0, int(guess)
        return 6.0, int(rows[0])

    def _is_opening(self, node: Node) -> bool:
        return node.turn == 0 and len(node.candidates) == len(self.pools.answers)

    def _opening(self, node: Node, depth: int, left: int) -> list[tuple[float, int, int]]:
        """The search from the opening position, the costliest and always the
        same: computed once, every guess valued in full, then cached, each
        with its mark (see `_openings`); those shown to lose go last. On
        the largest lists it looks one move ahead."""
        if len(node.candidates) * len(node.rows(self.pools)) > OPENING_CELLS:
            depth = min(depth, 1)
        name = f'lookahead-{digest(self.pools.name, self._rules(node, depth))}'
        ranked = cached_json(name, lambda: self._openings(node, depth, left),
                             check=lambda record: self._valid_openings(node, record))
        possible = set(self.pools.answer_rows[node.candidates].tolist())   # first among equals
        ordered = sorted(ranked, key=lambda entry: (entry[2] == LOSES, entry[0],
                                                    entry[1] not in possible, entry[1]))
        return [(float(value), int(guess), int(mark)) for value, guess, mark in ordered]

    def _rules(self, node: Node, setting: float) -> str:
        """What a record cached at the opening depends on, besides the
        lists: the search's settings, the mode, and `setting`."""
        return (f'{self.width} {setting} {A} {B} {THREE} {FAIL} {EXACT_UP_TO} '
                f'hard={node.rule is not None} marks={UNTOLD}{LOSES}{KEEPS} '
                f'shown={OPENINGS_SHOWN} seek={KEEPERS_SEEK}')

    def _openings(self, node: Node, depth: int, left: int) -> list[tuple[float, int, int]]:
        """The opening search, each of the shortlist valued on a core; then,
        best first, the openers are checked (for OPENERS_SECONDS in all),
        each of them in hard mode or on lists of up to CHECKED_UPTO answers,
        else until one is not shown to lose: one shown to lose, some answer
        out of reach in six guesses whatever follows, is marked LOSES and
        goes last; one shown to keep every answer in reach, KEEPS; the rest
        UNTOLD. When all are shown to lose, up to as many more are valued
        that the feasibility search shows do not, the first it finds in
        SECONDS of time in all, over every core, or in KEEPERS_SEEK while
        it has found none (`Exact.keepers`): on Debian's Italian list in
        hard mode, where the ten best by value lose, spero, the eighth it
        finds, is valued best; on the Swedish, where none of the
        estimate's 400 best keeps every answer, it finds trivs alone; on
        the Portuguese, vadio alone."""
        def valued(guesses: list[int]) -> dict[int, float]:   # each on a core
            return dict(each(lambda guess: self._after(node, guess, max(depth - 1, 0), math.inf),
                             guesses, 'valuing openings'))

        # (the whole shortlist, as later in a game: one that splits the
        # others apart heads it, and those valued alike are shown with it)
        shortlist = self._shortlist(node, left, self.width, quick=False)
        if depth == 0 or left <= 2:   # the estimate alone (exact with two guesses left)
            ranked = shortlist
        else:
            guesses = [guess for _, guess in shortlist]
            values = valued(guesses)
            ranked = sorted((values[guess], guess) for guess in guesses)
        until = time.perf_counter() + OPENERS_SECONDS
        every = node.rule is not None or len(node.candidates) <= CHECKED_UPTO
        checking = True
        verdicts = {None: UNTOLD, False: LOSES, True: KEEPS}
        marked: list[tuple[float, int, int]] = []
        for value, guess in ranked:
            mark = UNTOLD
            if checking and time.perf_counter() <= until:
                mark = verdicts[self.exact.opens(node, guess)]
                checking = every or mark == LOSES
            marked.append((value, guess, mark))
        if all(mark == LOSES for *_, mark in marked):   # those the exact search finds that do not
            keepers = self.exact.keepers(node, self.width, SECONDS, KEEPERS_SEEK)
            values = valued(keepers)
            marked += [(values[guess], guess, KEEPS) for guess in keepers]
        return marked

    def _valid_openings(self, node: Node, record: object) -> bool:
        """Whether a cached opening search could be one: a non-empty list of
        [value, guess, mark] triples, twice the width at most (with the
        keepers), each guess a distinct row, each value a cost some strategy
        could have, each mark UNTOLD, LOSES or KEEPS (a cache that fails is
        built again: it never changes an answer in a way that could be
        checked)."""
        if not isinstance(record, list) or not 0 < len(record) <= 2 * self.width:
            return False
        n = len(node.candidates)
        # No plan costs less than a perfect split, or more than guessing the
        # candidates one by one with every answer past the limit a failure.
        floor, ceiling = 2 * n - 1, n * (n + 1) / 2 + FAIL * n
        good = [entry for entry in record if isinstance(entry, list) and len(entry) == 3
                and type(entry[0]) in (int, float) and floor <= entry[0] <= ceiling
                and type(entry[1]) is int and 0 <= entry[1] < len(self.pools.guesses)
                and entry[2] in (UNTOLD, LOSES, KEEPS) and type(entry[2]) is int]
        return len(good) == len(record) and len({entry[1] for entry in good}) == len(good)

    def _shortlist(self, node: Node, left: int, size: int,
                   quick: bool = True) -> list[tuple[float, int]]:
        """The `size` best guesses by the estimate, with their estimates; ties
        go to a guess that could be the answer, then to the first in the
        list. A candidate that splits all the others apart comes first if
        there is one: its 2n - 1 is exact and nothing beats it."""
        n, pools = len(node.candidates), self.pools
        if quick and n <= QUICK_UP_TO:   # the search needs only the head then
            head = self._among_candidates(node, left, size)
            if head:
                return head
        rows = node.rows(pools)
        split_up = groups(node.scores(pools), pools.win + 1)
        candidate = np.zeros(len(rows), dtype=np.bool_)
        candidate[np.searchsorted(rows, pools.answer_rows[node.candidates])] = True
        estimate = n + split_up.total(horizon(n, left - 1)) - candidate
        if size < len(rows):   # only the guesses that can make the cut are sorted
            near = np.flatnonzero(estimate <= np.partition(estimate, size - 1)[size - 1])
        else:
            near = np.arange(len(rows))
        order = near[np.lexsort((rows[near], ~candidate[near], estimate[near]))][:size]
        return [(float(estimate[k]), int(rows[k])) for k in order]

    def _among_candidates(self, node: Node, left: int, size: int) -> list[tuple[float, int]]:
        """The shortlist when a candidate heads it for sure, found among the
        candidates alone: one that splits the others apart (2n - 1, which
        nothing beats); or, for a list of one, one that leaves a single pair
        (2n, which only such a candidate or a guess that splits all apart
        matches, and candidates go first). Else nothing."""
        n, pools = len(node.candidates), self.pools
        rows = pools.answer_rows[node.candidates]
        # (the block gathered at once, not the candidates' whole rows first)
        ordered = np.sort(pools.by_answer[node.candidates[:, None], rows], axis=0)
        parts = 1 + (ordered[1:] != ordered[:-1]).sum(axis=0)
        perfect = np.flatnonzero(parts == n)
        if len(perfect):
            return [(2.0 * n - 1, int(rows[perfect[0]]))]
        paired = np.flatnonzero(parts == n - 1)
        if size == 1 and left > 2 and len(paired):
            return [(2.0 * n, int(rows[paired[0]]))]
        return []

    def _search(self, node: Node, depth: int, left: int) -> list[tuple[float, int]]:
        """The shortlist valued by looking `depth` moves ahead, best first."""
        shortlist = self._shortlist(node, left, self.width if depth else 1)
        if shortlist[0][0] <= 2 * len(node.candidates) - 1:
            return shortlist[:1]
        if depth == 0 or left == 2:   # two guesses left: the estimate is exact
            return shortlist
        ranked: list[tuple[float, int]] = []
        best = math.inf
        for _, guess in shortlist:
            value = self._after(node, guess, depth - 1, best)
            ranked.append((value, guess))
            best = min(best, value)
        return sorted(ranked)

    def _after(self, node: Node, guess: int, depth: int, bound: float) -> float:
        """The value of playing `guess`: exact unless above `bound`, and then
        some figure above it, so that a cut guess never ties the best."""
        children = unsolved(self.pools, node, guess)
        rest = sum(2 * len(c.candidates) - 1 for c in children)
        total = float(len(node.candidates))
        for child in children:
            rest -= 2 * len(child.candidates) - 1
            total += self._value(child, depth)[0][0]
            if total + rest > bound:
                return total + rest
        return total
