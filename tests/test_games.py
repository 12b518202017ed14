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


def test_recorded_games_match_brute_force(wordle_words: list[str]) -> None:
    listed = set(wordle_words)
    for answer, tokens in recorded_games():
        expected = brute_force(map(parse_pair, tokens), wordle_words)
        model = parse_clues(tokens)
        for strategy in STRATEGIES:
            assert search_file(model, WORDLE, strategy) == expected, (strategy, tokens)
        assert (answer in expected) == (answer in listed), tokens
