"""Which clues contradict each other: a clue that cannot hold on its own,
else the set leaving each clue out in turn would keep, found by bisection;
and it costs about what reading the clues does."""
from __future__ import annotations

import os
import random
import subprocess
from collections.abc import Sequence

import pytest

from tests.conftest import WORDLE
from wordlegrep.deduce import feasible
from wordlegrep.score import BLACK, GREEN, YELLOW, digits, score
from wordlegrep.state import Clue, conflict, merge, read_clues

LETTERS = 'abcde'   # few letters, so that random clues often contradict


def by_removal(clues: Sequence[Clue], length: int) -> list[Clue]:
    """The definition: a clue that cannot hold on its own, the first, alone;
    else each clue left out in turn, latest first, stays out if the rest
    still contradict each other."""
    if feasible(merge(clues, length)):
        return []
    alone = [clue for clue in clues if not feasible(merge([clue], length))]
    if alone:
        return alone[:1]
    core = list(clues)
    for clue in reversed(clues):
        rest = [c for c in core if c is not clue]
        if not feasible(merge(rest, length)):
            core = rest
    return core


def random_clues(rng: random.Random, count: int, length: int) -> list[str]:
    """Scored guesses against one or two answers, and arbitrary scores."""
    answers = [''.join(rng.choice(LETTERS) for _ in range(length)) for _ in range(2)]
    tokens = []
    for _ in range(count):
        guess = ''.join(rng.choice(LETTERS) for _ in range(length))
        if rng.random() < 0.8:
            marks = score(guess, rng.choice(answers))
        else:
            marks = ''.join(rng.choice((GREEN, YELLOW, BLACK)) for _ in guess)
        tokens.append(f'{guess}={digits(marks)}')
    return tokens


@pytest.mark.parametrize('count', [1, 2, 3, 5, 10, 40, 150])
def test_the_set_is_the_one_removal_keeps(count: int) -> None:
    rng = random.Random(count)
    contradictions = 0
    for _ in range(3000 // count if count > 10 else 60):
        length = rng.randint(3, 6)
        clues = read_clues(random_clues(rng, count, length))
        found = conflict(clues, length)
        assert found == by_removal(clues, length)
        contradictions += bool(found)
    assert contradictions >= 1


@pytest.mark.parametrize('order', [[0, 1, 2], [2, 0, 1], [1, 2, 0]])
def test_a_clue_that_cannot_hold_alone_is_named_alone(order: list[int]) -> None:
    """GEESE=..e.. (a yellow e after a black one) cannot happen: named on its
    own wherever it comes, not CHEST and SHEET when it comes last."""
    tokens = ['CHEST=C....', 'SHEET=S....', 'GEESE=..e..']
    clues = read_clues([tokens[i] for i in order])
    assert [c.text for c in conflict(clues, 5)] == ['GEESE=..e..']


def test_the_set_is_minimal() -> None:
    rng = random.Random(11)
    for _ in range(100):
        clues = read_clues(random_clues(rng, 30, 5))
        found = conflict(clues, 5)
        assert not found or not feasible(merge(found, 5))
        for clue in found:
            assert feasible(merge([c for c in found if c is not clue], 5))


def contradictory(count: int, words: list[str]) -> list[str]:
    """`count` clues scored against one answer, then one against another:
    they contradict each other only at the last clue."""
    rng = random.Random(count)
    first, second = rng.sample(words, 2)
    return [f'{g}={digits(score(g, first if i < count - 1 else second))}'
            for i, g in enumerate(rng.choices(words, k=count))]


def cpu_time(argv: list[str]) -> float:
    """The processor time (user and system) one run of the command takes."""
    before = os.times()
    done = subprocess.run([WORDLE, *argv],
                          capture_output=True, text=True, check=False, timeout=120)
    after = os.times()
    assert done.returncode == 1 and done.stderr == '', done.stderr
    return (after.children_user + after.children_system
            - before.children_user - before.children_system)


def test_ten_thousand_contradictory_clues_cost_about_a_plain_query(
        wordle_words: list[str]) -> None:
    """Finding the contradiction grows with the clues as reading them does:
    -v, --json and --explain stay within a few times the plain query on the
    same 10,000 clues (it was over 400 times, quadratic, before)."""
    clues = contradictory(10_000, wordle_words)
    plain = min(cpu_time(clues) for _ in range(2))
    for option in (['-v'], ['--json'], ['--explain', '--only', 'crane']):
        assert cpu_time([*option, *clues]) < 4 * plain, option
