"""Shared fixtures: the bundled lists and brute-force scoring, the oracle
every backend is held to."""
from __future__ import annotations

import os
from collections.abc import Iterable

import pytest

from wordlegrep.score import score
from wordlegrep.words import bundled_path

TESTS = os.path.dirname(os.path.abspath(__file__))


def load(name: str) -> list[str]:
    with open(bundled_path(name)) as f:
        return f.read().split()


def brute_force(clues: Iterable[tuple[str, str]], words: Iterable[str]) -> list[str]:
    """The words for which Wordle's own scoring gives every score typed."""
    survivors = list(words)
    for guess, marks in clues:
        survivors = [w for w in survivors if score(guess, w) == marks]
    return sorted(set(survivors))


@pytest.fixture(scope='session')
def wordle_words() -> list[str]:
    return load('wordle')


@pytest.fixture(scope='session')
def answers() -> list[str]:
    return load('answers')
