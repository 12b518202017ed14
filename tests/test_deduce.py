"""Deductions from the model: feasibility, inferred greens, count ranges and
the letters each position rules out are exact, checked against every string
of letters, and inference never changes which words fit."""
from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import product

import pytest

from tests.conftest import load
from tests.test_games import recorded_games
from wordlegrep.alphabet import ENGLISH
from wordlegrep.deduce import count_range, feasible, infer, ruled_out
from wordlegrep.model import Constraints
from wordlegrep.notation import drang, parse_clues
from wordlegrep.score import BLACK, GREEN, YELLOW, reilly, score
from wordlegrep.search import search

MENTIONED = 'abcdef'   # the letters random clues use
OTHER = 'z'            # one letter standing for all the others


def pattern(model: Constraints) -> str:
    return ''.join(letter or '.' for letter in model.fixed)


@pytest.mark.parametrize(('clues', 'green', 'yellow', 'expected'), [
    (['LOWER=l...r', 'FRAIL=.r..l', 'BLURT=Blur.'], None, None, 'b.rl.'),
    (['CIVET=...ET', 'EGRET=e..ET', 'SLEET=s.eET'], None, None, '.eset'),
    (['SINCE=...ce', 'CEDAR=Ce..r', 'CRUEL=Cr.el'], None, None, 'cler.'),
    # a and b take positions 1 and 2 between them, so c, which could be at
    # 1, 2 or 3, has only 3 left
    ([], '...de', 'a345b345c45', '..cde'),
    (['CRANE=.....'], None, None, '.....'),
], ids=['blurt', 'sleet', 'cruel', 'placements', 'nothing-known'])
def test_inferred_patterns(clues: list[str], green: str | None, yellow: str | None,
                           expected: str) -> None:
    assert pattern(infer(parse_clues(clues, green, yellow))) == expected


def test_a_contradiction_is_left_as_it_is() -> None:
    model = parse_clues(['CHEST=C....', 'SHEET=S....'])
    assert not feasible(model)
    assert infer(model) == model


def random_model(rng: random.Random, length: int) -> Constraints:
    """Clues over a few letters: scored guesses, arbitrary scores (often
    contradictory) and Dr. Drang's options, mixed."""
    model = Constraints.blank(length)
    answer = ''.join(rng.choice(MENTIONED) for _ in range(length))
    for _ in range(rng.randint(1, 3)):
        guess = ''.join(rng.choice(MENTIONED) for _ in range(length))
        kind = rng.random()
        if kind < 0.6:
            marks = score(guess, answer)
        elif kind < 0.8:
            marks = ''.join(rng.choice((GREEN, YELLOW, BLACK, BLACK)) for _ in guess)
        else:
            yellow = ''.join(c + str(rng.randint(1, length)) for c in rng.sample(MENTIONED, 2))
            model &= drang(None, yellow, rng.choice(MENTIONED), length)
            continue
        model &= Constraints.from_score(guess, marks)
    return model


def strings(length: int, letters: str) -> list[str]:
    return [''.join(p) for p in product(letters, repeat=length)]


def models(length: int, count: int) -> Iterator[Constraints]:
    rng = random.Random(length)
    for _ in range(count):
        yield random_model(rng, length)


@pytest.mark.parametrize(('length', 'letters', 'count'), [
    (2, ''.join(sorted(ENGLISH.letters)), 150),
    (3, MENTIONED + OTHER, 150),
    (4, MENTIONED + OTHER, 150),
    (5, MENTIONED + OTHER, 60),
], ids=['2-all-letters', '3', '4', '5'])
def test_deductions_are_exact(length: int, letters: str, count: int) -> None:
    """Against every string: letters no clue mentions are interchangeable,
    so one of them stands for all (except in the 2-letter case, which
    enumerates the whole alphabet)."""
    universe = strings(length, letters)
    for model in models(length, count):
        fits = search(model, universe)
        assert feasible(model) == bool(fits), model
        if not fits:
            continue
        # a position every fit gives OTHER can still hold any of the letters it stands for
        agreed = ''.join(fits[0][i] if all(w[i] == fits[0][i] != OTHER for w in fits)
                         else '.' for i in range(length))
        assert pattern(infer(model)) == agreed, model
        assert search(infer(model), universe) == fits, model
        for letter in MENTIONED:
            counts = [w.count(letter) for w in fits]
            assert count_range(model, letter) == (min(counts), max(counts)), (model, letter)
        assert count_range(model, OTHER)[1] == max(w.count(OTHER) for w in fits), model
        for i in range(length):
            held = {w[i] for w in fits}
            assert ruled_out(model, i, MENTIONED) == [c for c in MENTIONED if c not in held]


def test_inference_keeps_every_recorded_game(wordle_words: list[str]) -> None:
    """Where inference fixes a letter, the full list gives the same words."""
    answers = load('answers')
    inferred = 0
    for answer, tokens in recorded_games():
        model = parse_clues(tokens)
        known = infer(model)
        assert search(known, answers) == search(model, answers), tokens
        if known != model:
            inferred += 1
            assert search(known, wordle_words) == search(model, wordle_words), tokens
            assert answer in search(known, [*answers, answer])
    assert inferred > 100


def test_inference_keeps_random_games(wordle_words: list[str]) -> None:
    rng = random.Random(4)
    pool = rng.sample(wordle_words, 3000)
    for _ in range(300):
        answer = rng.choice(wordle_words)
        tokens = [f'{g}={reilly(g, score(g, answer))}'
                  for g in rng.sample(wordle_words, rng.randint(2, 5))]
        model = parse_clues(tokens)
        assert search(infer(model), [*pool, answer]) == search(model, [*pool, answer]), tokens
