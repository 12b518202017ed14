"""The solver's engine: pattern codes against the scoring rule, the cache,
the metrics against hand-computed values, the exact search against brute
force, and hard mode."""
from __future__ import annotations

import functools
import itertools
import math
import os
import random
import re
import subprocess
import sys
import textwrap
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import NoReturn

import numpy as np
import pytest

from tests.conftest import load
from wordlegrep.errors import WordleError
from wordlegrep.languages import LANGUAGES, language
from wordlegrep.model import Constraints
from wordlegrep.score import GREEN, score
from wordlegrep.solver import bench as bench_module
from wordlegrep.solver import exact, game, lookahead, metrics, patterns, traps
from wordlegrep.solver import strategy as strategy_module
from wordlegrep.solver.bench import run_bench
from wordlegrep.solver.exact import Exact, TooLarge
from wordlegrep.solver.game import Node, grow, opening, play_out, revealed, split, unsolved
from wordlegrep.solver.lookahead import Lookahead
from wordlegrep.solver.patterns import code, marks, score_matrix
from wordlegrep.solver.pools import Pools, Rule, load_pools, make_pools
from wordlegrep.solver.strategy import strategy
from wordlegrep.solver.twins import alike_but_at_one_place, twins

Words = tuple[str, ...]


@pytest.fixture(scope='module')
def pools() -> Pools:
    return make_pools(load('wordle'), load('answers'))


def blank(pools: Pools) -> Constraints:
    return Constraints.blank(pools.length)


def row(pools: Pools, word: str) -> int:
    found = pools.row(word)
    assert found is not None, word
    return found


# -- pattern codes ----------------------------------------------------------

def test_codes_agree_with_the_scoring_rule(pools: Pools) -> None:
    """A large random sample, half of it guesses that repeat a letter."""
    rng = random.Random(5)
    repeats = [g for g, w in enumerate(pools.guesses) if len(set(w)) < len(w)]
    rows = [rng.randrange(len(pools.guesses)) for _ in range(20_000)]
    rows += [rng.choice(repeats) for _ in range(20_000)]
    for g in rows:
        a = rng.randrange(len(pools.answers))
        guess, answer = pools.guesses[g], pools.answers[a]
        assert marks(int(pools.by_answer[a, g]), 5) == score(guess, answer), (guess, answer)


@pytest.mark.parametrize('length', [3, 6, 7])
def test_codes_for_other_lengths(length: int) -> None:
    """Longer words take wider codes; every pair is checked."""
    rng = random.Random(length)
    words = sorted({''.join(rng.choice('aabcdeee') for _ in range(length)) for _ in range(60)})
    matrix = score_matrix(words, words)
    assert matrix.dtype == patterns.code_dtype(length)
    for i, guess in enumerate(words):
        for j, answer in enumerate(words):
            assert marks(int(matrix[i, j]), length) == score(guess, answer)


@pytest.mark.parametrize('score_', ['.....', 'GGGGG', 'Y.G..', '.YYYY', 'GY.YG'])
def test_code_round_trip(score_: str) -> None:
    assert marks(code(score_), 5) == score_
    assert code(score_) == int(score_.replace('.', '0').replace('Y', '1').replace('G', '2'), 3)


def test_split_agrees_with_the_clue_model(pools: Pools) -> None:
    """Splitting by codes and filtering by the clue model pick the same answers."""
    rng = random.Random(9)
    root = opening(pools, blank(pools), False, 0)
    for _ in range(60):
        guess = rng.randrange(len(pools.guesses))
        for pattern, child in split(pools, root, guess):
            if rng.random() < 0.2:
                clue = Constraints.from_score(pools.guesses[guess], marks(pattern, 5))
                assert child.candidates.tolist() == pools.candidates(clue).tolist()


# -- the cache ----------------------------------------------------------------

def test_the_matrix_is_cached_and_read_back(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path))
    words = ['crane', 'crate', 'geese', 'eerie']
    first = make_pools(words, words[:2])
    assert len(list((tmp_path / 'wordlegrep').glob('by-answer-*.entry'))) == 1

    def no_building(*args: object) -> None:
        raise AssertionError('built again')
    monkeypatch.setattr('wordlegrep.solver.pools.by_answer', no_building)
    assert (make_pools(words, words[:2]).by_answer == first.by_answer).all()


def test_a_broken_or_unwritable_cache_only_costs_time(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    words = ['crane', 'crate', 'geese', 'eerie']
    monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path))
    expected = make_pools(words, words).by_answer
    for cached in (tmp_path / 'wordlegrep').glob('*.entry'):
        cached.write_bytes(b'not numpy')
    assert (make_pools(words, words).by_answer == expected).all()
    not_a_directory = tmp_path / 'file'
    not_a_directory.write_text('')
    monkeypatch.setenv('XDG_CACHE_HOME', str(not_a_directory))
    assert (make_pools(words, words).by_answer == expected).all()


# -- metrics, by hand -------------------------------------------------------

# crane splits crane | crate craze | grace: groups of 1, 2 and 1.
# brave scores .GG.G against all four: one group of 4.
TINY = ['brave', 'crane', 'crate', 'craze', 'grace']


@pytest.mark.parametrize(('metric', 'guess', 'figure'), [
    ('entropy', 'crane', 1.5),     # log2 4 - (2 log2 2) / 4
    ('entropy', 'brave', 0.0),
    ('expected', 'crane', 1.5),    # (1 + 4 + 1) / 4
    ('expected', 'brave', 4.0),
    ('minimax', 'crane', 2.0),
    ('minimax', 'brave', 4.0),
    ('optimal', 'crane', 2.0),     # (4 + 3 for crate, craze + 1 for grace) / 4
    ('optimal', 'grace', 2.5),     # (4 + 6 for crane, crate, craze, alike to all) / 4
    ('estimate', 'crane', 2.0),
    ('estimate', 'grace', 2.5),
], ids=lambda v: str(v))
def test_metrics_by_hand(metric: str, guess: str, figure: float) -> None:
    pools = make_pools(TINY, TINY[1:])
    node = opening(pools, Constraints.blank(5), False, 0)
    ranked = {pools.guesses[r.guess]: r.figure for r in strategy(metric, pools).rank(node, 5)}
    assert ranked[guess] == pytest.approx(figure)


def test_known_opening_figures(pools: Pools) -> None:
    """The published figures for the bundled lists come out of the computation."""
    root = opening(pools, blank(pools), False, 0)
    best = {name: [(pools.guesses[r.guess], round(r.figure, 3))
                   for r in strategy(name, pools).rank(root, 6)]
            for name in ('entropy', 'expected', 'minimax')}
    assert best['entropy'][0] == ('soare', 5.886)
    assert best['expected'][0] == ('roate', 60.425)
    assert sorted(w for w, f in best['minimax'] if f == 168) == \
        ['aesir', 'arise', 'raise', 'reais', 'serai']

def test_the_largest_openings_look_one_move_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past OPENING_CELLS, each opener is valued by the estimates of the
    groups it leaves, which two moves ahead would value otherwise."""
    answers = random.Random(4).sample(load('answers'), 200)
    pools = make_pools(load('answers')[::3], answers)
    root = opening(pools, Constraints.blank(5), False, 0)

    def valued(cells: float) -> list[tuple[float, int]]:
        monkeypatch.setattr(lookahead, 'OPENING_CELLS', cells)
        return Lookahead(pools).rank(root, 10)

    deep, shallow = valued(math.inf), valued(0)
    one_ahead = Lookahead(pools)
    assert shallow == sorted((one_ahead._after(root, guess, 0, math.inf), guess)
                             for _, guess in shallow)
    assert shallow != deep


@pytest.mark.parametrize('dtype', [np.uint8, np.uint16])
def test_every_way_of_grouping_finds_the_same_groups(dtype: type) -> None:
    """The sorting network, the table of counts and plain sorting agree,
    group for group, with groups by hand, at every size around the switch."""
    rng = np.random.default_rng(7)
    for n in [0, 1, 2, 3, 4, 5, 8, 13, 33, 100, metrics.NETWORK_BELOW - 1, metrics.NETWORK_BELOW,
              metrics.NETWORK_BELOW + 1]:
        # few codes, so that groups of every size occur
        block = rng.integers(0, rng.integers(1, 40), size=(n, 37)).astype(dtype)
        by_hand = [sorted(Counter(block[:, c].tolist()).items()) for c in range(37)]
        expected = ([c for c, g in enumerate(by_hand) for _ in g],
                    [size for g in by_hand for _, size in g])
        for found in (metrics.groups(block, 243), metrics.by_network(block),
                      metrics.by_table(block, 243), metrics.by_sorting(block)):
            assert (found.guess.tolist(), found.size.tolist()) == expected, n
        assert metrics.parts(block, 243).tolist() == [len(g) for g in by_hand], n
        if n:   # counting alone, both ways, whichever `parts` picks at this width
            assert metrics.parts_by_network(block).tolist() == [len(g) for g in by_hand], n
            assert metrics.parts_by_marks(block, 243).tolist() == [len(g) for g in by_hand], n


# -- the exact search against brute force -----------------------------------

def _hard_ok(word: str, history: tuple[tuple[str, str], ...]) -> bool:
    """Hard mode by hand: greens stay, revealed letters are used again."""
    for guess, marks_ in history:
        if any(m == GREEN and w != g for w, g, m in zip(word, guess, marks_)):
            return False
        for letter in set(guess):
            shown = sum(g == letter and m != '.' for g, m in zip(guess, marks_))
            if word.count(letter) < shown:
                return False
    return True


@functools.cache
def brute_force(candidates: Words, guesses: Words, hard: bool,
                history: tuple[tuple[str, str], ...] = ()) -> int:
    """The fewest guesses in all that find every candidate, by trying every
    guess everywhere, with nothing pruned."""
    if len(candidates) == 1:
        return 1
    best = math.inf
    for parts in _moves(candidates, guesses, hard, history):
        total = len(candidates) + sum(brute_force(part, guesses, hard, after)
                                      for part, after in parts)
        best = min(best, total)
    return int(best)


def _moves(candidates: Words, guesses: Words, hard: bool, history: tuple[tuple[str, str], ...]
           ) -> Iterator[list[tuple[Words, tuple[tuple[str, str], ...]]]]:
    """For each guess worth playing (in hard mode, allowed), each group it
    leaves unsolved with the history after it, by hand."""
    for guess in guesses:
        if hard and not _hard_ok(guess, history):
            continue
        parts: dict[str, list[str]] = defaultdict(list)
        for answer in candidates:
            parts[score(guess, answer)].append(answer)
        if len(parts) == 1 and guess not in candidates:
            continue
        yield [(tuple(part), tuple(sorted({*history, (guess, marks_)})) if hard else ())
               for marks_, part in parts.items() if marks_ != GREEN * len(guess)]


def test_hard_modes_demands_of_one_score_are_the_clue_models(pools: Pools) -> None:
    """The rule one scored guess sets, read straight off the score, is
    the one the clue's constraint model gives, for every score a guess
    can get (repeated letters included)."""
    rng = random.Random(5)
    for guess in [*rng.sample(range(len(pools.guesses)), 60), row(pools, 'geese')]:
        word = pools.guesses[guess]
        for pattern in np.unique(pools.by_answer[:, guess]).tolist():
            marks_ = marks(pattern, 5)
            assert Rule.shown(word, marks_) == Rule.of(Constraints.from_score(word, marks_))


def small_lists() -> Iterator[tuple[list[str], list[str]]]:
    """(guesses, answers): random lists of up to 15 words, some alike."""
    rng = random.Random(11)
    answers = load('answers')
    crowded = [w for w in answers if w.endswith(('ight', 'atch', 'ound', 'ill'))]
    for size in (3, 5, 8, 12, 15, 15):
        words = rng.sample(answers, size)
        yield words, words
        yield rng.sample(crowded, size), rng.sample(crowded, size)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
@pytest.mark.parametrize(('guesses', 'answers'), list(small_lists()),
                         ids=lambda v: f'{len(v)}-words')
def test_exact_equals_brute_force(guesses: list[str], answers: list[str], hard: bool) -> None:
    pools = make_pools(guesses, answers)
    root = opening(pools, Constraints.blank(5), hard, 0)
    cost = Exact(pools).cost(root)
    assert cost == brute_force(pools.answers, pools.guesses, hard)
    paths = grow(pools, root, Exact(pools).choose)
    assert sum(map(len, paths.values())) == cost
    for answer, path in paths.items():
        assert pools.guesses[path[-1]] == pools.answers[answer]


def twin_lists() -> Iterator[tuple[list[str], list[str]]]:
    """(guesses, answers): up to ten words alike but at one place (-ills,
    -ight, ba_es), with up to three other guesses and some more of their
    kind: where the search maps a position to one holding other twins."""
    rng = random.Random(17)
    words = load('wordle')
    for shape in ('.ills', '.ight', 'ba.es', '.ound', 's.ore', '.akes') * 2:
        kind = [word for word in words if re.fullmatch(shape, word)]
        answers = rng.sample(kind, min(len(kind), rng.randint(5, 10)))
        others = rng.sample(words, rng.randint(0, 3)) + rng.sample(kind, 2)
        yield sorted({*answers, *others}), answers


def test_every_pair_of_twins_is_found_whatever_the_guesses_are() -> None:
    """Each pair alike but at one place (a letter there nowhere else in
    either) that swapping leaves every score as it was is in one set,
    checked pair by pair: where every guess is an answer too (Debian's
    Ukrainian list), as where some are not."""
    from wordlegrep.solver.twins import _swappable, alike_but_at_one_place
    for guesses, answers in [*twin_lists(), *((kind, kind) for _, kind in twin_lists())]:
        pools = make_pools(guesses, answers)
        found = twins(pools)
        spelt = pools.spelling[:, pools.answer_rows].T
        for place, run in alike_but_at_one_place(spelt):
            lone = [a for a in run.tolist() if list(spelt[a]).count(spelt[a][place]) == 1]
            for a, b in itertools.combinations(lone, 2):
                if _swappable(pools, a, b):
                    assert found.member[a] == found.member[b] >= 0, (answers, a, b)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_twins_are_searched_once_and_exactly(hard: bool) -> None:
    """Where answers only guessing them tells apart are mapped to others
    like them, the cost, the guesses played (each path ends at its own
    answer) and whether every answer can be found in two to four guesses
    are still brute force's."""
    mapped = 0
    for guesses, answers in twin_lists():
        pools = make_pools(guesses, answers)
        root = opening(pools, Constraints.blank(5), hard, 0)
        search = Exact(pools)
        cost = search.cost(root)
        assert cost == brute_force(pools.answers, pools.guesses, hard), answers
        paths = grow(pools, root, search.choose)
        assert sum(map(len, paths.values())) == cost
        assert all(pools.guesses[path[-1]] == pools.answers[a] for a, path in paths.items())
        for turn in (2, 3, 4):
            late = root._replace(turn=turn)
            assert Exact(pools).winnable(late) == brute_winnable(
                pools.answers, pools.guesses, hard, (), 6 - turn), (answers, turn)
        mapped += bool(twins(pools).sets)
    assert mapped >= 6


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_many_twins_are_ranked_in_few_positions(hard: bool) -> None:
    """Every -ills word as an answer, and crane the one other guess: each
    set of them is searched once however it was reached, so every guess is
    ranked within 20,000 positions (without that, there are some 2**n
    sets, and 60 s ranked two guesses)."""
    answers = [word for word in load('wordle') if re.fullmatch('.ills', word)]
    pools = make_pools([*answers, 'crane'], answers)
    assert len(twins(pools).sets) == 1
    search = Exact(pools, work=20_000)
    ranked = search.rank(opening(pools, Constraints.blank(5), hard, 0), 3)
    assert search.unranked == 0 and len(ranked) == 3


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_the_lookahead_plays_many_twins_in_few_positions(hard: bool) -> None:
    """Every -ills word as the answers and the guesses: none tells two of
    the others apart, so the best plays them one at a time, 1 + 2 + ... +
    19 guesses, 13 of them past the sixth. The lookahead values and plans
    each set of them once however it was reached, and each path it plays
    ends at its own answer (without that, some 52,000 positions valued and
    6,000 planned, 11 s)."""
    words = [word for word in load('wordle') if re.fullmatch('.ills', word)]
    pools = make_pools(words, words)
    assert len(twins(pools).sets) == 1
    look = Lookahead(pools)
    paths = grow(pools, opening(pools, Constraints.blank(5), hard, 0), look.choose)
    assert sorted(map(len, paths.values())) == list(range(1, len(words) + 1))
    assert all(pools.guesses[path[-1]] == pools.answers[a] for a, path in paths.items())
    assert len(look._values) + len(look._plans) <= 10 * len(words)


def brute_after(guess: str, candidates: Words, guesses: Words, hard: bool) -> int:
    """The fewest guesses in all that find every candidate with `guess`
    played first, by brute force (the limit lifted)."""
    parts: dict[str, list[str]] = defaultdict(list)
    for answer in candidates:
        parts[score(guess, answer)].append(answer)
    return len(candidates) + sum(brute_force(tuple(part), guesses, hard,
                                             ((guess, marks_),) if hard else ())
                                 for marks_, part in parts.items() if marks_ != GREEN * 5)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_guesses_that_score_every_candidate_alike_are_ranked_too(hard: bool) -> None:
    """jumpy scores ten words of -ra-e alike, crane eleven -ills words: the
    search never plays such a guess (it costs a guess more than the
    position), but a ranking of every guess shows it, at its cost; in hard
    mode after crane that beats every -ills word, which leaves the others
    one at a time. Each figure is brute force's (the limit lifted where no
    strategy keeps to it, as for the -ills words)."""
    for answers, others in ((['brace', 'brave', 'crane', 'crate', 'crave', 'craze', 'grace',
                              'grate', 'grave', 'trace'], ['fuzzy', 'jumpy']),
                            (['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills',
                              'pills', 'sills', 'tills', 'wills'], ['crane', 'sight'])):
        pools = make_pools(answers + others, answers)
        ranked = Exact(pools).rank(opening(pools, Constraints.blank(5), hard, 0), 20)
        assert sorted(ranked) == ranked
        assert {pools.guesses[guess]: cost for cost, guess in ranked} == {
            guess: brute_after(guess, tuple(answers), tuple(pools.guesses), hard)
            for guess in pools.guesses}


def test_guesses_alike_that_time_runs_out_for_count_as_unranked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The guesses that score every candidate alike are costed after the
    rest: where the search's work runs out then, they count among those
    not ranked (so suggest says so, and its JSON is not complete), rather
    than vanishing from a ranking that looked whole."""
    answers = ['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills', 'pills', 'sills',
               'tills', 'wills']
    pools = make_pools([*answers, 'crane', 'sight'], answers)
    root = opening(pools, Constraints.blank(5), True, 0)
    assert [pools.guesses[guess] for _, guess in Exact(pools, workers=1).rank(root, 3)] == [
        'sight', 'crane', 'bills']
    splitting = Exact(pools, workers=1)   # the work of the rest alone
    with monkeypatch.context() as patch:
        patch.setattr(Exact, '_with_idle', lambda self, node, best, top: best)
        splitting.rank(root, 3)
    cut = Exact(pools, workers=1, work=splitting.positions)
    ranked = [pools.guesses[guess] for _, guess in cut.rank(root, 3)]
    assert 'crane' not in ranked and cut.unranked == 1


@functools.cache
def brute_winnable(candidates: Words, guesses: Words, hard: bool,
                   history: tuple[tuple[str, str], ...], left: int) -> bool:
    """Whether some strategy finds every candidate within `left` guesses,
    by trying every guess everywhere, with nothing pruned."""
    if len(candidates) == 1:
        return left >= 1
    if left <= 1:
        return False
    return any(all(brute_winnable(part, guesses, hard, after, left - 1) for part, after in parts)
               for parts in _moves(candidates, guesses, hard, history))


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
@pytest.mark.parametrize('turn', [2, 3, 4])
def test_the_feasibility_search_equals_brute_force_where_the_limit_binds(
        turn: int, hard: bool) -> None:
    """With two to four guesses left, on small games of words alike but at
    one place (-ight, -ound: where guesses run out), with words that tell
    them apart to guess, whether every answer can still be found, against
    trying every guess everywhere: both verdicts turn up."""
    rng = random.Random(turn)
    words = load('wordle')
    verdicts = []
    for _ in range(15):
        ends = tuple(rng.sample(('ight', 'atch', 'ound', 'ill', 'ake', 'ore', 'ash'),
                                rng.randint(1, 2)))
        crowded = [word for word in words if word.endswith(ends)]
        answers = rng.sample(crowded, min(len(crowded), rng.randint(3, 18 - 2 * turn)))
        telling = set(''.join(answers)) - set.intersection(*map(set, answers))
        probes = [word for word in words if len(set(word) & telling) >= 3]
        probes = rng.sample(probes, min(len(probes), rng.randint(2, 10)))
        pools = make_pools(sorted({*answers, *probes}), answers)
        verdict = Exact(pools).winnable(opening(pools, Constraints.blank(5), hard, turn))
        assert verdict == brute_winnable(pools.answers, pools.guesses, hard, (), 6 - turn)
        verdicts.append(verdict)
    assert len(set(verdicts)) == 2


def test_exact_says_when_a_set_is_too_large(pools: Pools) -> None:
    with pytest.raises(TooLarge, match='2,315 possible answers are too many'):
        Exact(pools).choose(opening(pools, blank(pools), False, 0))


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_exact_gives_up_when_its_time_is_spent(pools: Pools, hard: bool) -> None:
    """A question that runs out of its seconds on a core before it has
    ranked any guess stops with a message, on one core and on every core;
    given the time, the same question is answered."""
    node = opening(pools, Constraints.from_score('salet', '.....'), hard, 1)
    for workers in (1, 2):
        with pytest.raises(TooLarge, match=r'gave up after 0 s on one core'):
            Exact(pools, seconds=0, workers=workers).rank(node, 3)
    small = opening(pools, Constraints.from_score('salet', '.G...'), hard, 1)
    ranked = Exact(pools, seconds=60)
    assert len(ranked.rank(small, 3)) == 3 and ranked.unranked == 0


# -- the lookahead strategy -------------------------------------------------

def test_lookahead_tree_costs_what_it_plans_and_no_less_than_optimal() -> None:
    words = load('answers')[::9]
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), False, 0)
    strategy_ = Lookahead(pools)
    paths = grow(pools, root, strategy_.choose)
    assert sum(map(len, paths.values())) == strategy_.plan(root).guesses
    assert strategy_.plan(root).guesses >= Exact(pools).cost(root)


def test_play_follows_the_bench_tree(pools: Pools) -> None:
    """A game played alone takes the path the whole-benchmark tree gives it."""
    salet = row(pools, 'salet')
    bench_player, game_player = Lookahead(pools), Lookahead(pools)
    rng = random.Random(3)
    root = opening(pools, blank(pools), False, 0)
    def choose(node: Node) -> int:
        return salet if node.turn == 0 else game_player.choose(node)

    for secret in rng.sample(range(len(pools.answers)), 12):
        moves = play_out(pools, root, choose, secret)
        assert [g for g, _ in moves][-1] == pools.answer_rows[secret]
        assert len(moves) <= 6
        paths = grow(pools, next(c for p, c in split(pools, root, salet)
                             if secret in c.candidates), bench_player.choose)
        assert [salet, *paths[secret]] == [g for g, _ in moves]


@pytest.mark.parametrize('metric', ['estimate', 'entropy'])
def test_hard_mode_plays_by_the_rules(pools: Pools, metric: str) -> None:
    small = make_pools(pools.guesses, pools.answers[::23])
    player = strategy(metric, small)
    root = opening(small, Constraints.blank(5), True, 0)
    salet = row(small, 'salet')
    paths = grow(small, root, lambda n: salet if n.turn == 0 else player.choose(n))
    assert max(map(len, paths.values())) <= 6
    for answer, path in paths.items():
        history: list[tuple[str, str]] = []
        for step in path:
            guess = small.guesses[step]
            assert _hard_ok(guess, tuple(history)), (small.answers[answer], guess, history)
            history.append((guess, score(guess, small.answers[answer])))


# 43 answers of Debian's Spanish list, and 67 other guesses: in hard mode the
# opener the estimate values best is not the optimum's (an outside audit's case).
SPANISH_ANSWERS = """
    ajaja apodo artar batey beuda blezo camba carca chaco chala chano chapo
    charo chato chavo chayo chazo chaño choro churo claro croar denso eruga
    falte fiada furia gesta gurdo hacho jamas laida pacay palon polex pollo
    seria sidra sordo tesar toche vezar vivir
"""
SPANISH_GUESSES = """
    afufa aguin ajuna alema ampla anexo ansar aries arpon bache basar bauza
    belua bemol biaza bicha bizma bohio borne boton bruno budin cauro chica
    chivo cielo cinto desta gromo hadar huego jauda lirio lista ludir maslo
    maula mirlo moton musgo nares nimio nivea omega orina pacon pilar piñon
    plaza rateo relso rigel robla ropon rueda saran satan sibil taino tiesa
    tisis tolva trepa uncir vacua zonza zuavo
"""


def test_a_short_lists_opener_is_checked_by_the_exact_search() -> None:
    """On a list of up to REFINE_UP_TO answers the opener is the plan's,
    checked by the exact search as every plan of that size is: bench and
    play opened with the best valued (aries), and so missed the optimum."""
    answers = SPANISH_ANSWERS.split()
    pools = make_pools(SPANISH_GUESSES.split() + answers, answers)
    root = opening(pools, Constraints.blank(5), True, 0)
    exact, valued = Exact(pools), Lookahead(pools).rank(root, 1)[0][1]
    after_valued = len(root.candidates) + sum(exact.cost(child)
                                              for child in unsolved(pools, root, valued))
    optimum = exact.cost(root)
    assert after_valued > optimum   # (else this list no longer shows the case)
    assert run_bench(pools, hard=True).total == optimum


def test_bench_result_adds_up() -> None:
    words = load('answers')[::15]
    result = run_bench(make_pools(words, words), 'entropy')
    assert sum(result.distribution.values()) == len(words)
    assert result.total == sum(n * k for n, k in result.distribution.items())
    assert result.average == pytest.approx(result.total / len(words))
    assert result.worst == max(result.distribution)
    assert np.isfinite(result.seconds)
    opener = words[3]
    assert (run_bench(make_pools(words, words), 'entropy', start=opener.upper()).guesses
            == run_bench(make_pools(words, words), 'entropy', start=opener).guesses)
    with pytest.raises(WordleError, match="start 'zzzzz': not one of the guesses"):
        run_bench(make_pools(words, words), 'entropy', start='zzzzz')



def test_a_failed_group_shown_lost_makes_the_failures_unavoidable(
        pools: Pools, monkeypatch: pytest.MonkeyPatch) -> None:
    """bench's verdict on its failures: one group shown lost settles it,
    whatever is known of the others; "some strategy wins them all" needs
    every group shown won. No time to search: only groups settled without
    one are known (the -ight words with one guess left, two candidates)."""
    monkeypatch.setattr(bench_module, 'CHECK_SECONDS', 0.0)
    rows = np.arange(len(pools.answers))
    ight = rows[[re.fullmatch('.ight', word) is not None for word in pools.answers]]
    lost = Node(ight, None, 5)
    won = Node(rows[:2], None, 1)
    unknown = Node(rows[::10], None, 1)
    assert bench_module.unavoidable(pools, [unknown, lost]) is True
    assert bench_module.unavoidable(pools, [won, lost]) is True
    assert bench_module.unavoidable(pools, [won]) is False
    assert bench_module.unavoidable(pools, [won, unknown]) is None
    assert bench_module.unavoidable(pools, []) is None

# -- the exact searches against themselves, nothing pruned --------------------

def random_pools(seed: int, size: int, extra: int) -> Pools:
    """`size` random answers; the guesses are those and `extra` other words."""
    rng = random.Random(seed)
    answers = rng.sample(load('answers'), size)
    return make_pools(answers + rng.sample(load('wordle'), extra), answers)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
@pytest.mark.parametrize('size', [20, 30, 45])
def test_exact_equals_the_search_with_nothing_pruned(size: int, hard: bool) -> None:
    pools = random_pools(size, size, 15)
    root = opening(pools, Constraints.blank(5), hard, 0)
    pruned, full = Exact(pools), Exact(pools, prune=False)
    assert pruned.cost(root) == full.cost(root)
    assert pruned.positions < full.positions or full.positions == 0
    for _, child in list(split(pools, root, pruned.choose(root)))[:6]:
        assert pruned.limited_cost(child) == full.limited_cost(child)
        assert pruned.winnable(child) == (full.limited_cost(child) < math.inf)


@pytest.mark.parametrize('size', [25, 40])
@pytest.mark.parametrize('share', [0, 3])
def test_a_hard_mode_ranking_equals_the_one_with_nothing_pruned(size: int, share: int) -> None:
    """A hard-mode ranking tries its first guesses in the order of their
    floors after one more split, and skips those whose floor the best it
    has found already meets: a floor above a guess's cost would lose it,
    most often where the best three, the tightest bound, are asked for."""
    pools = random_pools(size + 1, size, 25)
    root = opening(pools, Constraints.blank(5), True, 0)
    top = len(pools.guesses) // share if share else 3
    assert len(pools.guesses) <= exact.FLOORED
    assert Exact(pools, workers=1).rank(root, top) == Exact(pools, prune=False).rank(root, top)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_memos_emptied_as_they_fill_change_no_answer(hard: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A search whose memos are emptied every few positions (as a long
    proof's are once they hold MEMO_MOST entries) finds the same costs and
    rankings, and its memos stay within the bound."""
    pools = random_pools(11, 150, 60)
    root = opening(pools, Constraints.blank(5), hard, 0)
    whole = Exact(pools, workers=1)
    expected = (whole.cost(root), whole.rank(root, 5))
    monkeypatch.setattr(exact, 'MEMO_MOST', 30)
    small = Exact(pools, workers=1)
    assert (small.cost(root), small.rank(root, 5)) == expected
    assert small.forgotten > 0 and whole.forgotten == 0
    assert small.memo_size() < 30 + 2 * len(pools.guesses)   # one position's at most past it


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_lower_bounds_never_pass_the_exact_cost(hard: bool) -> None:
    """Each guess's bound is at most what playing it costs, exactly."""
    pools = random_pools(8, 30, 30)
    root = opening(pools, Constraints.blank(5), hard, 0)
    exact = Exact(pools)
    guesses, lower = exact.lower_bounds(root)
    bound = dict(zip(guesses.tolist(), lower.tolist()))
    ranked = exact.rank(root, 10)
    assert len(ranked) == 10 and min(lower) <= ranked[0][0]
    for cost, guess in ranked:
        assert bound[guess] <= cost


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_the_floor_the_search_cuts_on_never_passes_the_exact_cost(hard: bool) -> None:
    """For every group each of ten guesses leaves, the one-split floor is
    at most the exact cost, and it is met where a split is perfect."""
    pools = random_pools(9, 40, 20)
    root = opening(pools, Constraints.blank(5), hard, 0)
    exact, met = Exact(pools), 0
    for guess in range(10):
        for child in unsolved(pools, root, guess):
            floor, cost = exact.floor(child), exact.limited_cost(child)
            assert floor <= cost, (pools.guesses[guess], len(child.candidates))
            met += floor == cost
    assert met


def groups_split_below(pools: Pools, root: Node, step: int) -> Iterator[Node]:
    """The groups every `step`-th guess leaves at `root` that are large
    enough for the search to raise their floors by one more split."""
    for guess in range(0, len(pools.guesses), step):
        yield from (child for child in unsolved(pools, root, guess)
                    if len(child.candidates) >= exact.SPLIT_FROM)


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
@pytest.mark.parametrize('size', [exact.CODES_FROM - 20, exact.CODES_FROM + 20])
def test_the_floor_below_a_parent_counts_fewer_guesses_to_the_same_end(
        size: int, hard: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Below a parent, a group's guesses are counted most groups at the
    parent (or at the slices of it the group lies in) first, and counting
    stops where none left can make more: the floor is the one counting
    every guess gives (in hard mode, every guess the group's rule allows).
    Where only a floor of
    `enough` is needed, counting may stop sooner: the floor may be lower,
    never higher, and it reaches `enough` whenever the whole one does. (A
    large parent keeps its codes and slices for this; a small one does not.)"""
    monkeypatch.setattr(exact, 'FEW_CELLS', 0)   # hard mode counts these few guesses below too
    pools = random_pools(12, size, 150)
    root = opening(pools, Constraints.blank(5), hard, 0)
    lowered = 0
    for child in groups_split_below(pools, root, 10):
        n = len(child.candidates)
        whole = Exact(pools).floor(child)
        assert Exact(pools).floor(child, root) == whole
        for enough in range(2 * n, 3 * n, max(1, n // 8)):
            floor = Exact(pools).floor(child, root, enough)
            assert floor <= whole and min(floor, enough) == min(whole, enough)
            lowered += floor < whole
    assert lowered   # counting stopped early, and the floor came out lower


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_what_a_parent_knows_without_counting_is_no_more_than_the_count(hard: bool) -> None:
    """Below a parent that keeps its codes, a group's floor from the
    slices alone is never above its counted one-split floor (itself never
    above the exact cost), and it is above the 2n - 1 everything costs
    for some groups: the search cuts guesses on it before it counts."""
    pools = random_pools(14, exact.CODES_FROM + 60, 100)
    root = opening(pools, Constraints.blank(5), hard, 0)
    raised = 0
    for child in groups_split_below(pools, root, 3):
        n = len(child.candidates)
        cheap = Exact(pools).floor(child, root, counted=False)
        assert 2 * n - 1 <= cheap <= Exact(pools).floor(child, root)
        raised += cheap > 2 * n - 1
    assert raised


@pytest.mark.parametrize(('size', 'hard', 'top'), [
    (60, False, 9), (exact.CODES_FROM + 30, False, 5), (exact.CODES_FROM + 30, True, 5)],
    ids=['normal', 'normal-kept', 'hard-kept'])
def test_the_ranking_on_every_core_is_the_ranking_of_every_guess(size: int, hard: bool,
                                                                 top: int) -> None:
    """`rank` spreads its guesses over the cores, each core cutting on the
    best any core has found: on one core or two, its top guesses and their costs
    are those of valuing every guess in full, in both modes, and where the
    position is large enough to keep its codes and slices for the groups
    below it."""
    pools = random_pools(13, size, 300)
    root = opening(pools, Constraints.blank(5), hard, 0)
    exact = Exact(pools)
    every = sorted((len(root.candidates)
                    + sum(exact.limited_cost(child) for child in unsolved(pools, root, guess)),
                    guess) for guess in root.rows(pools).tolist())
    if size == 60:
        assert every[8][0] == every[9][0]   # a tie across the last place
    for workers in (1, 2):
        assert Exact(pools, workers=workers).rank(root, top) == every[:top]


def test_the_searches_taking_turns_settle_each_guess_exactly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """In hard mode a ranking settles each guess by its cost search and the
    feasibility search in turns (`_raced`): with turns so short that they
    end again and again, each guess, among traps (-ight, -ound, -ater,
    -aker, -ill_) where most lose, is still its exact cost where that is
    below the bound, and at least the bound where it is not."""
    monkeypatch.setattr(exact, 'RACE_FIRST', 1e-4)
    monkeypatch.setattr(exact, 'RACE_LEAST', 1e-5)
    answers = load('answers')
    rng = random.Random(3)
    chosen = sorted({*rng.sample(answers, 60),
                     *(w for w in answers if re.fullmatch('.(ight|ound|ater|aker|ill.)', w))})
    pools = make_pools(chosen + rng.sample(load('wordle'), 200), chosen)
    root = opening(pools, Constraints.blank(5), True, 1)
    full = Exact(pools)
    truth = {guess: len(root.candidates) + sum(full.limited_cost(child)
                                               for child in unsolved(pools, root, guess))
             for guess in root.rows(pools).tolist()}
    assert 0 < sum(cost == math.inf for cost in truth.values()) < len(truth)
    raced = Exact(pools, workers=1)
    options = raced._options_at(root, raced._left(root))
    for guess in options.guess.tolist():
        cost = truth[guess]
        for bound in ([cost, cost + 1] if cost < math.inf else [min(truth.values()) + 5]):
            found = raced._raced(root, guess, bound, options.kinds)
            assert found == cost if cost < bound else found >= bound, (guess, cost, bound)
    assert raced.turns > 0


def test_the_cost_search_turn_shortens_as_guesses_lose(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ranking gives the cost search a shorter first turn the more of the
    guesses it raced lost (where most lose, the feasibility search shows it
    sooner), down to RACE_LEAST, and a longer one again as they win."""
    pools = random_pools(5, 30, 40)
    root = opening(pools, Constraints.blank(5), True, 1)
    search = Exact(pools, workers=1)
    options = search._options_at(root, search._left(root))
    guess = int(options.guess[0])
    outcomes = iter([math.inf] * 40 + [100.0] * 40)
    firsts: list[float] = []

    def racing(node: Node, guess: int, bound: float, kinds: exact.Kinds, turn: float) -> float:
        firsts.append(turn)
        return next(outcomes)

    monkeypatch.setattr(search, '_racing', racing)
    for _ in range(80):
        search._raced(root, guess, 200.0, options.kinds)
    assert firsts[0] == exact.RACE_FIRST   # until a guess loses, as long as ever
    assert all(a >= b for a, b in itertools.pairwise(firsts[:40]))
    assert firsts[39] == exact.RACE_LEAST
    assert all(a <= b for a, b in itertools.pairwise(firsts[40:]))
    assert firsts[-1] > exact.RACE_FIRST / 3
    search.rank(root, 1)   # a new ranking starts afresh
    assert search._race_record[0] < 80


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_a_ranking_cut_short_is_the_best_of_what_it_ranked(hard: bool) -> None:
    """A ranking that runs out of work part of the way, on one core or two,
    gives the guesses it ranked with their exact costs, best first, and
    counts the guesses it did not rank."""
    pools = random_pools(29, exact.CODES_FROM + 30, 300)
    root = opening(pools, Constraints.blank(5), hard, 0)
    cost = Exact(pools).limited_cost
    whole = Exact(pools, workers=1)
    whole.rank(root, 3)
    for workers in (1, 2):
        cut_short = []
        for work in (whole.positions // 8, whole.positions // 4, whole.positions // 2):
            ranking = Exact(pools, workers=workers, work=work)
            try:
                ranked = ranking.rank(root, 3)
            except TooLarge:   # nothing ranked by then
                continue
            assert ranked == sorted(ranked)
            for total, guess in ranked:
                assert total == len(root.candidates) + sum(
                    cost(child) for child in unsolved(pools, root, guess))
            cut_short.append(ranking.unranked)
        assert max(cut_short) > 0


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_plans_of_middling_positions_are_exact(hard: bool) -> None:
    """The lookahead's plan for a position of more candidates than it
    plays exactly costs what the exact search's does (on the NYT lists
    after tarse, where the lookahead alone is some guesses above it, in
    both modes): a bound one above the plan's cost is met by the optimum,
    and a search with no work limit finds none at the plan's cost. Groups
    of up to 140 answers are proven here; the larger take longer."""
    pools = make_pools(load('nyt'), load('nyt-answers'))
    root = opening(pools, Constraints.blank(5), hard, 0)
    player, exact = Lookahead(pools), Exact(pools)
    children = [child for _, child in split(pools, root, row(pools, 'tarse'))
                if lookahead.EXACT_UP_TO < len(child.candidates) <= 140]
    assert len(children) > 20
    for child in children:
        cost = player.plan(child).guesses
        found = exact.below(child, cost + 1)
        assert found is not None and found[0] == cost
        assert exact.below(child, cost) is None


def _first_guess(exact: Exact, node: Node) -> int:
    found = exact.below(node, math.inf)
    assert found is not None
    return found[1]


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_a_search_cut_short_offers_the_cheapest_it_found(hard: bool) -> None:
    """With too little work to finish, `below` still answers with a whole
    strategy: following it costs what it says, never less than the
    optimum; with enough work it is the optimum."""
    pools = random_pools(5, 120, 0)
    root = opening(pools, Constraints.blank(5), hard, 0)
    optimum = Exact(pools).limited_cost(root)
    costs = []
    for work in (3, 100_000):
        cut = Exact(pools, work=work)
        found = cut.below(root, math.inf)
        assert found is not None
        paths = grow(pools, root, functools.partial(_first_guess, cut))
        assert sum(map(len, paths.values())) == found[0] >= optimum
        costs.append(found[0])
    assert costs[0] > costs[1] == optimum   # the first was cut short


def _traps(every: int, others: int = 0) -> tuple[Pools, list[Node]]:
    """Answers alike but for a letter (-ower, -ight, -atch...), where many
    hard-mode groups cannot be won in six, with some other guesses (and,
    with `others`, every `others`th answer); and the groups each `every`th
    guess leaves at the opening."""
    alike = re.compile(r'.(ower|ight|atch|ound|aste|ill.|ape.)')
    answers = [w for w in load('answers') if alike.fullmatch(w)]
    answers += sorted(set(load('answers')[::others]) - set(answers)) if others else []
    pools = make_pools(answers + load('answers')[::40], answers)
    root = opening(pools, Constraints.blank(5), True, 0)
    return pools, [child for guess in range(0, len(pools.guesses), every)
                   for child in unsolved(pools, root, guess)]


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_two_answers_out_of_reach_are_ranked_as_more_would_be(hard: bool) -> None:
    """Two answers and one guess left: no strategy finds both within six
    guesses. The limit is lifted, as it is for more answers: each answer
    first, then (where hard mode allows them) the guesses that score both
    alike, a guess more (once a -1, for no guess, showed as the list's last
    word: zinke)."""
    pools = make_pools(['brine', 'crane', 'found', 'hound', 'zinke'], ['found', 'hound'])
    model = Constraints.blank(5)
    for clue in ('mound', 'round', 'pound', 'wound', 'sound'):
        model &= Constraints.from_score(clue, '.GGGG')
    node = opening(pools, model, hard, 5)
    ranked = Exact(pools).marked(node, 5)
    idle = [] if hard else [(5.0, word, True) for word in ('brine', 'crane', 'zinke')]
    assert [(cost, pools.guesses[guess], lost) for cost, guess, lost in ranked] == [
        (3.0, 'found', True), (3.0, 'hound', True), *idle]


def test_a_position_holding_a_lost_one_is_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    """In hard mode, among answers alike but for a letter (-ower, -ight,
    -atch...), many groups cannot be won in six. The feasibility search
    that remembers lost positions, and calls any position that holds one
    (under a rule no stricter, with no more guesses left) lost, judges
    every group as the search that remembers none does; and it does call
    some lost that way."""
    pools, groups = _traps(every=3)
    remembering, held = Exact(pools), []
    holds = remembering._holds_lost
    monkeypatch.setattr(remembering, '_holds_lost',
                        lambda node, left: held.append(holds(node, left)) or held[-1])
    judged = [remembering.winnable(group) for group in groups]
    assert any(held) and not all(judged)
    monkeypatch.setattr(exact, 'LOST_UPTO', 0)
    assert judged == [Exact(pools).winnable(group) for group in groups]


@pytest.mark.parametrize('rows,columns', [(2, 5), (5, 40), (5, 400), (12, 3000), (40, 60)])
def test_the_first_column_that_tells_every_row_apart(rows: int, columns: int) -> None:
    """`_perfect`, sorted down the columns or compared row against row
    (wide blocks), in either memory order (a gather of some guesses' codes
    comes out in column order): the first column whose codes all differ,
    against a column-by-column check, on blocks with and without one."""
    rng = np.random.default_rng(rows * columns)
    for trial in range(30):
        block = rng.integers(0, 3 * rows if trial % 2 else rows + 1, (rows, columns),
                             dtype=np.uint8)
        expected = next((j for j in range(columns) if len(set(block[:, j].tolist())) == rows), -1)
        for layout in (block, np.asfortranarray(block)):
            assert exact._perfect(layout) == expected


def test_neighbours_are_the_pairs_one_letter_apart() -> None:
    """Against every pair compared letter by letter, on 400 real answers
    and some words with repeated letters."""
    rng = random.Random(3)
    words = [*rng.sample(load('answers'), 400), 'eerie', 'eeric', 'geese', 'geest']
    spelt = np.array([[ord(letter) for letter in word] for word in words])
    found = {tuple(sorted(pair)) for pair in zip(*(rows.tolist()
                                                   for rows in exact.neighbours(spelt)))}
    apart = {(i, j) for i in range(len(words)) for j in range(i + 1, len(words))
             if sum(a != b for a, b in zip(words[i], words[j])) == 1}
    assert found == apart and len(apart) > 20


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
@pytest.mark.parametrize('counted_below', [exact.COUNTED_UPTO, 0], ids=['counted', 'sorted'])
def test_the_groups_the_feasibility_search_asks_for_are_every_group_of_three_or_more(
        hard: bool, counted_below: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """`_larger`, which the feasibility search asks one guess and one group
    at a time, gives each guess in turn with every group of three or more
    candidates it leaves unsolved and its score, the smallest first (ties
    in score order), each in the candidates' order: checked against the
    groups found score by score, at the opening and below it, for more
    guesses than one block counts, whether the scores are counted or
    sorted (long words)."""
    monkeypatch.setattr(exact, 'COUNTED_UPTO', counted_below)
    pools, rng, nodes = _opening_and_below(41, hard, 8)
    search = Exact(pools)
    compared = 0
    for node in nodes:
        guesses = np.array(rng.sample(range(len(pools.guesses)), exact.COUNTED_FIRST * 5))
        asked = list(search._larger(node, guesses, 3))
        assert [guess for guess, _ in asked] == guesses.tolist()
        for guess, groups in asked:
            expected = sorted((len(group), pattern, group)
                              for pattern, group in _by_score(pools, node, guess)
                              if len(group) >= 3)
            found = [(pattern, candidates.tolist()) for pattern, candidates in groups]
            assert found == [(pattern, group) for _, pattern, group in expected]
            compared += len(found)
    assert compared > 100


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_the_groups_the_cost_search_makes_are_every_group_largest_first(hard: bool) -> None:
    """`_splits`, which the cost search reads a block of guesses at a time,
    and `_groups`, each guess's groups from it, made positions as the
    search makes them: every group a
    guess leaves unsolved, the largest first (ties in score order), each in
    the candidates' order, with hard mode's rule brought up to date;
    checked against the groups found score by score, at the opening and
    below it, for more guesses than one block holds, including guesses
    that are candidates (whose own group is solved, not left)."""
    pools, rng, nodes = _opening_and_below(43, hard, 2)
    search = Exact(pools)
    compared = 0
    for node in nodes:
        answers = pools.answer_rows[node.candidates].tolist()
        guesses = np.array(rng.sample(range(len(pools.guesses)), exact.COUNTED_FIRST * 5)
                           + answers[:3])
        splits = list(search._splits(node, guesses))
        assert len(splits) == len(guesses)
        for guess, how in zip(guesses.tolist(), splits):
            expected = sorted((-len(group), pattern, group)
                              for pattern, group in _by_score(pools, node, guess))
            made = [search._child(node, guess, pattern, candidates)
                    for pattern, candidates in search._groups(how)]
            compared += _same_positions(pools, node, guess, made, expected)
    assert compared > 1000


def _opening_and_below(seed: int, hard: bool, least: int
                       ) -> tuple[Pools, random.Random, list[Node]]:
    """Random pools, a generator seeded alike, and positions to split: the
    opening and the groups of `least` answers or more a random guess leaves."""
    pools = random_pools(seed, 200, 300)
    root = opening(pools, Constraints.blank(5), hard, 0)
    rng = random.Random(seed)
    return pools, rng, [root] + [child for _, child in split(pools, root,
                                                             rng.randrange(len(pools.guesses)))
                                 if len(child.candidates) >= least]


def _by_score(pools: Pools, node: Node, guess: int) -> list[tuple[int, list[int]]]:
    """Each score `guess` gets at `node` but the win, with its candidates."""
    by_score = defaultdict(list)
    for answer in node.candidates.tolist():
        by_score[int(pools.by_answer[answer, guess])].append(answer)
    return [(pattern, group) for pattern, group in by_score.items() if pattern != pools.win]


def _same_positions(pools: Pools, node: Node, guess: int, found: list[Node],
                    expected: list[tuple[int, int, list[int]]]) -> int:
    """Assert that `found` are the positions `expected` (size, score and
    candidates, in order) below `node` after `guess`; how many there are."""
    assert [child.candidates.tolist() for child in found] == [g for _, _, g in expected]
    for child, (_, pattern, group) in zip(found, expected):
        rule = (node.rule if node.rule is None or len(group) <= 2   # (solved whatever it is)
                else game.after_score(node.rule, pools.guesses[guess], pattern, pools.length))
        assert child.rule == rule and child.turn == node.turn + 1
    return len(found)


def test_the_trapped_are_those_in_runs_alike_but_at_one_place() -> None:
    """Against every word's runs found letter by letter: the words spelt
    alike but at one place with one other, or with two others."""
    words = [*random.Random(4).sample(load('answers'), 600), 'eerie', 'eeric', 'eerin']
    spelt = np.array([[ord(letter) for letter in word] for word in words])

    def run(i: int, place: int) -> int:
        return sum(all(a == b for k, (a, b) in enumerate(zip(words[i], other)) if k != place)
                   for other in words)

    for least in (2, 3):
        found = exact.trapped(spelt, least).tolist()
        assert found == [i for i in range(len(words))
                         if any(run(i, place) >= least for place in range(5))]
        assert len(found) > 10


@pytest.mark.parametrize(('shortcut', 'knobs'), [
    ('_core_lost', {'CORE_FROM': 8, 'CORE_RUN': 3}),
    ('_trap_lost', {'TRAPS_FROM': 4}),
], ids=['its trapped alone', 'one trap covered'])
def test_a_part_shown_lost_makes_its_position_lost(monkeypatch: pytest.MonkeyPatch,
                                                    shortcut: str, knobs: dict[str, int]) -> None:
    """A position is lost when a part of it is shown lost on its own: its
    trapped candidates alone (here in runs of three or more), searched; or
    one trap, by covering its letters (traps.py). Asked first from any size
    (here 8 and 4), every hard-mode group is judged as the search that
    never asks judges it, and some are shown lost that way (and a trap so
    shown is remembered: a later position holding it is lost at once)."""
    pools, groups = _traps(every=3, others=20)
    for knob, value in knobs.items():
        monkeypatch.setattr(exact, knob, value)
    asking, shown = Exact(pools), []
    ask = getattr(asking, shortcut)
    monkeypatch.setattr(asking, shortcut, lambda *args: shown.append(ask(*args)) or shown[-1])
    judged = [asking.winnable(group) for group in groups]
    assert any(shown) and not all(judged) and any(judged)
    monkeypatch.setattr(exact, next(iter(knobs)), 1 << 20)   # (the size it is asked from)
    assert judged == [Exact(pools).winnable(group) for group in groups]


def _trap_games(seed: int) -> Iterator[tuple[Pools, int]]:
    """Small games of one trap each (words alike but at one place, from
    the bundled list), some guesses holding several of its letters at
    other places to tell its words apart, and a turn to start at."""
    rng = random.Random(seed)
    words = load('wordle')
    spelt = np.array([[ord(letter) for letter in word] for word in words])
    runs = [(place, run) for place, run in alike_but_at_one_place(spelt) if len(run) >= 7]
    for place, run in rng.sample(runs, 14):
        trap = [words[i] for i in run.tolist()]
        letters = {word[place] for word in trap}
        probes = [word for word in words if len(set(word) & letters) >= 3]
        probes = rng.sample(probes, min(len(probes), rng.randint(2, 12)))
        yield make_pools(sorted({*trap, *probes}), trap), rng.randint(0, 3)


@pytest.mark.parametrize('seed', [1, 2])
def test_a_trap_is_judged_as_the_feasibility_search_judges_it(
        monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Whether every word of a trap can be found within the guesses left,
    told by covering its letters (traps.py), is what the search of every
    guess tells, whatever the guesses; both verdicts turn up. In hard mode
    (the rule the first guess shows), a trap shown lost is lost."""
    monkeypatch.setattr(exact, 'TRAPS_FROM', 0)
    verdicts = []
    for pools, turn in _trap_games(seed):
        root = opening(pools, Constraints.blank(5), False, turn)
        shown = Exact(pools)._trap_lost(root, 6 - turn)
        assert shown == (not brute_winnable(pools.answers, pools.guesses, False, (), 6 - turn))
        verdicts.append(shown)
        for child in unsolved(pools, root._replace(rule=Rule.of(Constraints.blank(5))), 0):
            if len(child.candidates) > 1 and Exact(pools)._trap_lost(child, 5 - turn):
                monkeypatch.setattr(exact, 'TRAPS_FROM', 1 << 20)
                assert not Exact(pools).winnable(child)
                monkeypatch.setattr(exact, 'TRAPS_FROM', 0)
    assert len(set(verdicts)) == 2


def test_no_guess_scores_a_trap_into_two_groups_of_two() -> None:
    """What the trap check rests on, on every trap of the original answers
    against every guess: each guess tells some words apart, one by one,
    and leaves the rest alike."""
    pools = make_pools(load('wordle'), load('answers'))
    spelt = pools.spelling[:, pools.answer_rows].T
    runs = [run for _, run in alike_but_at_one_place(spelt)]
    assert len(runs) > 300
    for run in runs:
        assert traps.told(pools.by_answer[run]) is not None, [pools.answers[i] for i in run]


def test_with_a_trap_lost_at_the_opening_no_opener_is_sought(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Sixteen -ato words, the only letters any guess holds at the first
    place being its own, and sixty other words: no strategy finds them all
    in six, so no guess keeps every answer, which `keepers` says without
    trying one; and the position is known lost."""
    ato = [f'{letter}ato' for letter in 'bcdfghjlmnprstvz']
    rng = random.Random(5)
    others = {''.join(rng.choices('aeiouklqwxy', k=4)) for _ in range(200)} - set(ato)
    words = sorted(ato + sorted(others)[:60])
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(4), False, 0)
    search = Exact(pools)
    monkeypatch.setattr(search, '_winners', lambda *_: pytest.fail('an opener was sought'))
    assert search.keepers(root, 10, 60.0) == []
    assert not search.winnable(root)


@pytest.mark.parametrize('most', [3, 4096], ids=['a sample of pairs', 'every pair'])
def test_trying_traps_first_keeps_every_verdict(monkeypatch: pytest.MonkeyPatch,
                                                most: int) -> None:
    """The feasibility search tries first the guesses that leave fewest
    pairs one letter apart together: from any size (here 4), counting
    every pair or a few, it judges every hard-mode group as the search in
    the other order does, and each guess it offers as winning leaves only
    groups that can be won."""
    pools, groups = _traps(every=5)
    monkeypatch.setattr(exact, 'NEAR_FROM', 4)
    monkeypatch.setattr(exact, 'PAIRS_MOST', most)
    traps_first = Exact(pools)
    winning = [traps_first.winning(group) for group in groups]
    monkeypatch.setattr(exact, 'NEAR_FROM', 1 << 20)
    assert [guess >= 0 for guess in winning] == [Exact(pools).winnable(g) for g in groups]
    assert 0 < sum(guess >= 0 for guess in winning) < len(groups)
    for group, guess in zip(groups, winning):
        if guess >= 0:
            assert all(Exact(pools).winnable(child) for child in unsolved(pools, group, guess))


def test_a_position_that_cannot_be_won_in_six_is_known() -> None:
    """Eight words alike but for the first letter, only they to guess, in
    hard mode: each guess rules out one at most, so seven take seven."""
    words = ['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills', 'pills']
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), True, 0)
    exact = Exact(pools)
    assert not exact.winnable(root)
    assert exact.limited_cost(root) == math.inf
    assert exact.cost(root) == sum(range(1, 9))   # the limit lifted
    assert exact.winnable(root._replace(candidates=root.candidates[:6]))


def test_the_lookahead_asks_the_search_whether_a_position_is_won_not_a_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Whether a position can be won is the exact search's to tell: no
    plan is made to ask it, since a plan that fails searches each failing
    position below it for a guess that keeps its answers (after -b e on
    Debian's Spanish list, minutes); a plan already made that finds every
    answer tells at once."""
    words = ['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills', 'pills']
    pools = make_pools(words, words)
    lost = opening(pools, Constraints.blank(5), True, 1)
    player = Lookahead(pools)
    assert not player.winnable(lost)
    assert not player._plans
    won = lost._replace(candidates=lost.candidates[:5])
    player.choose(won)
    monkeypatch.setattr(player.exact, 'winning_within', lambda node, seconds: pytest.fail(
        'searched, with a plan that finds every answer made already'))
    assert player.winnable(won)


def test_an_opener_shown_to_lose_goes_last(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    """Hard mode, families of words alike but for one letter among a few
    others: the opener valued best leaves a group no strategy wins in six.
    Checked, it goes last with every other shown to lose (each is checked,
    not only those before the first that does not); with no time to
    check, none moves."""
    alike = re.compile(r'.(ills|ight|atch|ound)')
    words = sorted({*(w for w in load('answers') if alike.fullmatch(w)),
                    *random.Random(4).sample(load('answers'), 30)})
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), True, 0)

    def loses(guess: int) -> bool:
        return not all(Exact(pools).winnable(group) for group in unsolved(pools, root, guess))

    def ranked(seconds: float) -> list[int]:
        monkeypatch.setattr(lookahead, 'OPENERS_SECONDS', seconds)
        monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path / str(seconds)))
        return [guess for _, guess in Lookahead(pools).rank(root, 10)]

    checked, unchecked = ranked(float('inf')), ranked(0.0)   # (no clock: a busy machine is slow)
    lost = [loses(guess) for guess in unchecked]
    assert lost[0] and not all(lost) and sum(lost[lost.index(False):])   # after a winner
    assert checked == ([guess for guess, lose in zip(unchecked, lost) if not lose]
                       + [guess for guess, lose in zip(unchecked, lost) if lose])



def test_when_every_valued_opener_loses_one_that_does_not_opens(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Debian's Italian list, hard mode: each opener the lookahead values
    leaves some answer out of reach in six guesses whatever follows, yet
    others do not. Those the exact search finds come first, the best
    valued first (every group it leaves won, by a search of its own),
    then the ten it valued, marked; and playing every answer from it
    loses none."""
    monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path))
    italian = LANGUAGES['it']
    assert Path(italian.dictionary).is_file(), 'run .ci/debian-packages'
    pools = load_pools(None, italian.dictionary, 5, False, lang=language('it'),
                       encoding=italian.encoding)
    root = opening(pools, Constraints.blank(5), True, 0)

    checking = Exact(pools)   # a search of its own

    def wins(guess: int) -> bool:
        return all(checking.winnable(group) for group in unsolved(pools, root, guess))

    player = Lookahead(pools)
    openings = player._opening(root, player.depth, 6)
    keepers = [guess for _, guess, mark in openings if mark == lookahead.KEEPS]
    lost = [guess for _, guess, mark in openings if mark == lookahead.LOSES]
    assert len(lost) == player.width and not any(wins(guess) for guess in lost)
    assert len(keepers) + len(lost) == len(openings)   # each marked
    assert openings[:len(keepers)] == sorted(openings[:len(keepers)])
    first = keepers[0]
    assert wins(first)
    played = run_bench(pools, hard=True)
    assert played.start == pools.guesses[first] and not played.failures

def families(seed: int) -> list[str]:
    """Words alike but for one letter (hard mode's traps), among others."""
    alike = re.compile(r'.(ills|ight|atch|ound|aker|ower)')
    return sorted({*(w for w in load('answers') if alike.fullmatch(w)),
                   *random.Random(seed).sample(load('answers'), 60)})


@pytest.mark.parametrize('seed', [0, 1, 2])
def test_keepers_each_keep_every_answer(seed: int) -> None:
    """Hard mode, words in families alike but for one letter: each guess
    `keepers` gives, on both cores, keeps every answer within six guesses
    (by a search of its own), none twice, as many as asked for where the
    search shows that many; with no time for it, none, unless it may go on
    while it has found none; and at the game's end, none."""
    pools = make_pools(families(seed), families(seed))
    root = opening(pools, Constraints.blank(5), True, 0)
    checking = Exact(pools)
    winners = {guess for guess in range(len(pools.guesses))
               if all(checking.winnable(group) for group in unsolved(pools, root, guess))}
    assert 0 < len(winners) < len(pools.guesses)   # some lose
    every = Exact(pools).keepers(root, len(pools.guesses), 600.0)
    assert every and len(set(every)) == len(every) and set(every) <= winners
    assert Exact(pools).keepers(root, 3, 600.0) == every[:3]
    assert Exact(pools).keepers(root, 3, 0.0) == []
    # with no time once one is found, but time to find one: one at least
    found = Exact(pools).keepers(root, len(pools.guesses), 0.0, longest=600.0)
    assert found and set(found) <= winners
    for turn in (5, 6, 7):   # one guess left, or none: only a lone candidate is found
        assert Exact(pools).keepers(root._replace(turn=turn), 3, 600.0) == []
    pair = root._replace(candidates=root.candidates[:2])
    assert Exact(pools).keepers(pair, 3, 600.0) == [pools.answer_rows[pair.candidates[0]]]

def test_guesses_shown_to_lose_go_last() -> None:
    """Hard mode, one guess in: each guess suggest shows is marked as the
    exact search finds it (some answer out of reach in six after it, or
    none), those that lose last; and when the one guess the search values
    loses, one that does not (if the position can be won) comes first."""
    pools = make_pools(families(0), families(0))
    root = opening(pools, Constraints.blank(5), True, 0)

    def loses(node: Node, guess: int) -> bool:
        return not all(Exact(pools).winnable(group) for group in unsolved(pools, node, guess))

    mixed = replaced = 0
    for _, first in Lookahead(pools)._shortlist(root, 6, 4):
        for _, node in split(pools, root, first):
            if len(node.candidates) < 8:
                continue
            marked = Lookahead(pools).marked(node, 4)
            assert [mark for *_, mark in marked] == [loses(node, g) for _, g, _ in marked]
            assert sorted(marked, key=lambda entry: entry[2]) == marked
            mixed += len({mark for *_, mark in marked}) == 2
            narrow = Lookahead(pools, width=1)
            favourite = narrow._shortlist(node, 5, 1, quick=False)[0][1]
            if loses(node, favourite) and Exact(pools).winnable(node):
                keeper, *rest = narrow.marked(node, 2)
                assert keeper[2] is False and not loses(node, keeper[1])
                assert [(guess, mark) for _, guess, mark in rest] == [(favourite, True)]
                plan = narrow.plan(node)   # and play finds every answer
                assert plan.failures == 0 and not loses(node, plan.guess)
                replaced += 1
    assert mixed and replaced   # the cases the test is for came up


@pytest.mark.parametrize('hard', [False, True], ids=['normal', 'hard'])
def test_with_two_guesses_left_those_that_lose_follow_those_that_win(hard: bool) -> None:
    """Two guesses left: a guess wins only if it leaves every other answer
    alone. Asked for more guesses than win, the ranking lists every guess
    allowed, by hand (those that tell nothing too: they lose), the winners
    first with their cost and then the losers, marked, as it lists them
    with more guesses left."""
    rng = random.Random(2)
    words = families(1)
    pools = make_pools(words, words)
    shown = 0
    for _ in range(40):
        picked = sorted(rng.sample(range(len(words)), rng.randint(2, 3)))
        node = Node(np.array(picked), None, 4)
        if hard:   # the rule of one scored guess that leaves them all
            guess = rng.randrange(len(words))
            codes = {int(pools.by_answer[c, guess]) for c in picked}
            if len(codes) > 1:
                continue
            node = Node(node.candidates, revealed(words[guess], codes.pop(), 5), 4)
        exact_ = Exact(pools)
        if not exact_.winnable(node):
            continue
        allowed = node.rows(pools).tolist()
        candidates = [words[c] for c in picked]

        def parts(guess: int, candidates: list[str] = candidates) -> Counter[str]:
            return Counter(score(words[guess], answer) for answer in candidates)

        wins = [g for g in allowed if all(n == 1 for marks_, n in parts(g).items()
                                           if marks_ != GREEN * 5)]
        marked = exact_.marked(node, len(words))
        assert sorted(guess for _, guess, _ in marked) == allowed
        assert [lost for *_, lost in marked] == sorted(guess not in wins for guess in allowed)
        for cost, guess, lost in marked:
            assert lost == (guess not in wins) and (cost == math.inf) == lost
        shown += len(allowed) > len(wins)
    assert shown   # some position had guesses that lose


def test_a_check_out_of_time_tells_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """A feasibility check that runs out of time says it cannot tell, and
    no strategy takes that for a loss; one that finished is remembered."""
    words = ['bills', 'dills', 'fills', 'gills', 'hills', 'kills', 'mills', 'pills']
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), True, 0)
    searching = Exact(pools)
    assert searching.winning_within(root, 0.0) is None
    assert searching.winning_within(root, 60.0) == -1
    assert searching.winning_within(root, 0.0) == -1   # known now: no search
    for name in ('estimate', 'entropy'):
        assert not strategy(name, pools).winnable(root)
    monkeypatch.setattr(lookahead, 'CHECK_SECONDS', 0.0)
    monkeypatch.setattr(strategy_module, 'CHECK_SECONDS', 0.0)
    for name in ('estimate', 'entropy'):
        assert strategy(name, pools).winnable(root)


@pytest.mark.parametrize(('seed', 'opener'), [(1, 'salet'), (2, 'fuzzy'), (3, 'mamma')])
def test_hard_mode_loses_no_game_that_can_be_won(seed: int, opener: str) -> None:
    """300 random answers, every accepted word a guess: wherever the exact
    search shows every answer of a group the opener leaves can be found in
    six, the benchmark finds them all."""
    answers = random.Random(seed).sample(load('answers'), 300)
    pools = make_pools(load('wordle'), answers)
    result = run_bench(pools, start=opener, hard=True)
    root = opening(pools, Constraints.blank(5), True, 0)
    exact = Exact(pools)
    for pattern, group in split(pools, root, row(pools, opener)):
        if pattern != pools.win and exact.winnable(group):
            lost = [pools.answers[a] for a in group.candidates
                    if result.guesses[pools.answers[a]] > 6]
            assert not lost, lost


# -- any alphabet -------------------------------------------------------------

SPANISH = ['ñandu', 'niños', 'señor', 'cañon', 'araña', 'mañas', 'leñas', 'peñas', 'dueña',
           'baños', 'campo', 'nubes', 'piñas', 'uñero', 'moños']
UKRAINIAN = ['слово', 'книга', 'земля', 'пісня', 'вікно', 'гроза', 'щастя', 'ґанок', 'сонце',
             'весна', 'ранок', 'вечір', 'річка', 'місто', 'птаха', 'їжаки']


@pytest.mark.parametrize(('words', 'lang'), [(SPANISH, 'es'), (UKRAINIAN, 'uk')],
                         ids=['spanish', 'ukrainian'])
def test_the_solver_in_other_alphabets(words: list[str], lang: str) -> None:
    """The score matrix, suggest's ranking, the bench and the exact tree, in
    both modes, on words no 26-letter table could index."""
    pools = make_pools(words, words)
    for g, guess in enumerate(pools.guesses):
        for a, answer in enumerate(pools.answers):
            assert marks(int(pools.by_answer[a, g]), 5) == score(guess, answer)
    for hard in (False, True):
        root = opening(pools, Constraints.blank(5), hard, 0)
        for name in ('estimate', 'entropy', 'optimal'):
            assert strategy(name, pools).rank(root, 3)
        result = run_bench(pools, hard=hard)
        assert sorted(result.guesses) == sorted(words) and not result.failures
        exact = Exact(pools)
        paths = grow(pools, root, exact.choose)
        assert sum(map(len, paths.values())) == exact.cost(root) == \
            brute_force(pools.answers, pools.guesses, hard)
    clue = Constraints.from_score(words[0], score(words[0], words[1]), language(lang))
    assert pools.answers[pools.candidates(clue)[0]] in words
    assert words[1] in [pools.answers[i] for i in pools.candidates(clue)]


# -- work on every core ---------------------------------------------------------

@pytest.mark.parametrize('workers', [1, 2])
def test_the_least_figures_found_are_shared_by_every_worker(workers: int) -> None:
    """What one forked worker adds to `Least`, the parent and every later
    worker see: the `size` least of all figures added anywhere."""
    from wordlegrep.solver.parallel import Least, each
    least = Least(3)
    assert least.worst() == float('inf')

    def add(figure: float) -> float:   # what the worker sees once it has added it
        least.add(figure)
        return least.worst()

    seen = [worst for _, worst in each(add, [9.0, 4.0, 7.0, 4.0, 12.0, 5.0], workers=workers)]
    assert least.worst() == 5.0 and min(seen) >= 5.0
    seen = [worst for _, worst in each(add, [3.0, 1.0], workers=workers)]
    assert least.worst() == 4.0 and max(seen) <= 5.0


def test_without_semaphores_the_figures_are_kept_here(monkeypatch: pytest.MonkeyPatch
                                                     ) -> None:
    """Where the system has no semaphores (no /dev/shm), no shared memory
    can be made: `Least` keeps its figures here (the workers, on pipes of
    their own, need none), and a ranking is what it is with them shared.
    Where no worker can be started, `each` does every item here."""
    import multiprocessing

    from wordlegrep.solver import parallel

    def refuse(*args: object, **kwargs: object) -> NoReturn:
        raise OSError(38, 'Function not implemented')

    pools = random_pools(13, 60, 300)
    root = opening(pools, Constraints.blank(5), True, 0)
    ranked = Exact(pools, workers=2).rank(root, 3)
    monkeypatch.setattr(multiprocessing, 'Array', refuse)
    least = parallel.Least(2)
    for figure in (5.0, 3.0, 4.0):
        least.add(figure)
    assert least.worst() == 4.0
    assert Exact(pools, workers=2).rank(root, 3) == ranked
    forked = multiprocessing.get_context('fork')
    monkeypatch.setattr(multiprocessing, 'get_context', lambda method: SimpleNamespace(
        Pipe=forked.Pipe, Process=refuse))
    here = os.getpid()
    assert sorted(parallel.each(lambda i: (i * i, os.getpid()), range(5), workers=2)) == [
        (i, (i * i, here)) for i in range(5)]


def test_each_stops_its_workers_whenever_the_caller_has_enough() -> None:
    """A caller that stops taking results (an opener shown to lose at its
    first group) ends every worker, whatever it is doing: here each is
    sending a result larger than a pipe holds. A multiprocessing.Pool
    terminated then could wait for ever on a lock a killed worker held
    (it did within 20 rounds of this)."""
    script = textwrap.dedent("""
        import multiprocessing
        from wordlegrep.solver.parallel import each
        for _ in range(50):
            for _ in each(lambda i: bytes(2_000_000) if i else b'', range(8), workers=2):
                break
            assert not multiprocessing.active_children()
    """)
    done = subprocess.run([sys.executable, '-c', script], timeout=60, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr


def test_a_workers_error_is_raised_here_and_a_lost_worker_is_an_error() -> None:
    from wordlegrep.solver.parallel import WorkerLost, each

    def refuse(i: int) -> int:
        if i == 3:
            raise TooLarge(f'item {i}')
        return i

    with pytest.raises(TooLarge, match='item 3'):
        list(each(refuse, range(6), workers=2))

    def die(i: int) -> int:
        if i == 3:
            os._exit(1)
        return i

    with pytest.raises(WorkerLost, match='ended before it was done'):
        list(each(die, range(6), workers=2))


def test_each_gives_every_result_once_on_any_number_of_workers() -> None:
    from wordlegrep.solver.parallel import each

    def nested(i: int) -> list[int]:   # a worker's own work runs in the worker
        return sorted(r for _, r in each(lambda j: i * j, range(3), workers=2))

    for workers in (1, 2):
        found = dict(each(nested, range(6), workers=workers))
        assert found == {i: [0, i, 2 * i] for i in range(6)}


def test_guesses_hard_mode_merges_leave_the_same_positions_everywhere_below() -> None:
    """In hard mode a position tries one guess of each set alike in its
    codes and in the letters the candidates have: every other useful guess
    it drops has a kept one that gives each candidate the same score,
    leaves the same rule after each score, and is allowed alike by rules
    further guesses show below. Checked at the opening of random pools and
    two levels below it."""
    pools, rng, nodes = _opening_and_below(47, True, exact.MERGE_FROM)
    nodes += [child for node in nodes[1:] for _, child in split(
        pools, node, rng.randrange(len(pools.guesses)))
        if len(child.candidates) >= exact.MERGE_FROM]
    search, dropped = Exact(pools), 0
    for node in nodes:
        below = [child.rule for _ in range(3) for _, child in split(
            pools, node, rng.randrange(len(pools.guesses)))]
        kept = search._rank_options(node, search._left(node), None).kinds.rows.tolist()
        kinds = {_leaves(pools, node, guess, below) for guess in kept}
        answers = set(pools.answer_rows[node.candidates].tolist())
        for guess in set(node.rows(pools).tolist()) - set(kept):
            if len(set(pools.by_answer[node.candidates, guess].tolist())) > 1 or guess in answers:
                dropped += 1
                assert _leaves(pools, node, guess, below) in kinds
    assert dropped > 100


def _leaves(pools: Pools, node: Node, guess: int, below: list[Rule | None]) -> str:
    """What `guess` leaves at `node`: each candidate's score, the rule after
    each score, and whether each of the rules `below` allows it."""
    column = pools.by_answer[node.candidates, guess].tolist()
    assert node.rule is not None
    return repr((column, [game.after_score(node.rule, pools.guesses[guess], p, pools.length)
                          for p in sorted(set(column))],
                 [bool(pools.allowed(rule)[guess]) for rule in below if rule is not None]))
