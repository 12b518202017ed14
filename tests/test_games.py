"""The 1,284 recorded games of George Reilly's log, replayed on wordle.txt."""
from __future__ import annotations

import csv
import os

from tests.conftest import TESTS, brute_force
from wordlegrep.notation import parse_clues, parse_pair
from wordlegrep.search import search_file
from wordlegrep.strategies import STRATEGIES
from wordlegrep.words import bundled_path

WORDLE = bundled_path('wordle')


def recorded_games() -> list[tuple[str, list[str]]]:
    with open(os.path.join(TESTS, 'reilly-games.tsv'), newline='') as f:
        return [(row['answer'].lower(), row['guess_scores'].split())
                for row in csv.DictReader(f, delimiter='\t')]


def test_the_log_is_all_there() -> None:
    assert len(recorded_games()) == 1284


def scored_by_numpy(clues: list[tuple[str, str]], words: list[str]) -> list[str]:
    """Brute force as the solver's score matrix scores: every word against
    every guess at once, a second scorer checked against score() elsewhere
    (tests/test_solver_engine.py) and a hundred times faster here."""
    import numpy as np

    from wordlegrep.solver.patterns import code, score_matrix
    matrix = score_matrix([guess for guess, _ in clues], words)
    wanted = np.array([code(marks) for _, marks in clues], dtype=matrix.dtype)[:, None]
    return sorted({w for w, fits in zip(words, (matrix == wanted).all(axis=0)) if fits})


def test_recorded_games_match_brute_force(wordle_words: list[str]) -> None:
    listed = set(wordle_words)
    games = recorded_games()
    for _, tokens in games[::40]:   # the two scorers agree on a sample of the games
        clues = list(map(parse_pair, tokens))
        assert scored_by_numpy(clues, wordle_words) == brute_force(clues, wordle_words)
    for answer, tokens in games:
        expected = scored_by_numpy(list(map(parse_pair, tokens)), wordle_words)
        model = parse_clues(tokens)
        for strategy in STRATEGIES:
            assert search_file(model, WORDLE, strategy) == expected, (strategy, tokens)
        assert (answer in expected) == (answer in listed), tokens
