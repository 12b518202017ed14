"""The oracle: every backend selects exactly the words brute-force scoring
selects, for clues made by scoring real guesses and for arbitrary scores."""
from __future__ import annotations

import itertools
import random

import pytest

from tests.conftest import brute_force
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues, parse_pair
from wordlegrep.score import BLACK, GREEN, YELLOW, reilly, score
from wordlegrep.search import search, search_texts
from wordlegrep.strategies import STRATEGIES, permutation_count, permute
from wordlegrep.words import frame, plain_words, word_lines

GAMES = 300


def universe(words: list[str], rng: random.Random) -> list[str]:
    """A sample of the list, rich in repeated letters, to score against."""
    repeats = [w for w in words if len(set(w)) < len(w)]
    return sorted(set(rng.sample(words, 2500) + rng.sample(repeats, 1500)))


def random_games(words: list[str], seed: int) -> list[tuple[list[tuple[str, str]], str]]:
    rng = random.Random(seed)
    games = []
    for _ in range(GAMES):
        answer = rng.choice(words)
        guesses = rng.sample(words, rng.randint(1, 4))
        games.append(([(g, score(g, answer)) for g in guesses], answer))
    return games


@pytest.fixture(scope='module')
def pool(wordle_words: list[str]) -> list[str]:
    return universe(wordle_words, random.Random(7))


@pytest.mark.parametrize('strategy', sorted(STRATEGIES))
def test_scored_games_match_brute_force(strategy: str, wordle_words: list[str],
                                        pool: list[str]) -> None:
    for clues, answer in random_games(wordle_words, seed=1):
        model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
        expected = brute_force(clues, [*pool, answer])
        assert answer in expected
        assert search(model, [*pool, answer], strategy) == expected, clues


def dirty(words: list[str], rng: random.Random) -> str:
    """The same words as a messy file would hold them, among junk lines."""
    lines = []
    for word in words:
        lines.append(rng.choice([word, word.upper(), f' {word}\r', f'\t{word.upper()} ']))
        lines.append(rng.choice(['', word.capitalize(), f"{word}'s", word + 's', '\x00', 'é']))
    return frame('\n'.join(lines))


@pytest.mark.parametrize('strategy', sorted(STRATEGIES))
def test_messy_text_matches_brute_force(strategy: str, wordle_words: list[str],
                                        pool: list[str]) -> None:
    """The path for text that is not plain lowercase lines."""
    rng = random.Random(4)
    text = dirty(pool, rng)
    for clues, answer in random_games(wordle_words, seed=5)[:100]:
        model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
        expected = brute_force(clues, pool)
        texts = [plain_words(t, word_lines(5).findall) for t in (text, frame(answer.upper()))]
        assert search_texts(model, texts, strategy) \
            == sorted({*expected, answer}), clues


@pytest.mark.parametrize('strategy', sorted(STRATEGIES))
def test_arbitrary_scores_match_brute_force(strategy: str, wordle_words: list[str],
                                            pool: list[str]) -> None:
    """Scores no answer could give (a yellow after a black, a count that
    cannot be met) must select nothing, as brute force does."""
    rng = random.Random(2)
    repeats = [w for w in wordle_words if len(set(w)) < len(w)]
    for _ in range(GAMES):
        clues = [(g, ''.join(rng.choice((GREEN, YELLOW, BLACK, BLACK)) for _ in g))
                 for g in rng.sample(repeats, rng.randint(1, 2))]
        model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
        assert search(model, pool, strategy) == brute_force(clues, pool), clues


def test_filtering_is_explaining(wordle_words: list[str], pool: list[str]) -> None:
    """The model's own reasons agree with brute force too."""
    for clues, _ in random_games(wordle_words, seed=3)[:100]:
        model = Constraints.blank(5)
        for guess, marks in clues:
            model &= Constraints.from_score(guess, marks)
        assert sorted(w for w in pool if model.admits(w)) == brute_force(clues, pool)


def test_permute_falls_back_before_exploding() -> None:
    model = parse_clues([], yellow='a1b2c3d4e5', length=5)
    assert permutation_count(model) <= 120
    wide = parse_clues([], yellow='abcdefghi', length=12)
    assert permutation_count(wide) > 10**6
    assert len(permute(parse_clues([], yellow='ab', length=5))) == 20


def test_green_copies_beyond_a_cap_select_nothing() -> None:
    """Two green b's, and a black b saying there is only one: no word fits
    (the regexes once accepted `abb..` words here)."""
    tokens = ['ABBEY=AB...', 'CLIMB=....B']
    pool = [''.join(w) for w in itertools.product('abekt', repeat=5)]
    model = parse_clues(tokens)
    assert brute_force(map(parse_pair, tokens), pool) == []
    for strategy in STRATEGIES:
        assert search(model, pool, strategy) == [], strategy


def test_every_word_of_a_small_alphabet() -> None:
    """Arbitrary scores of guesses over four letters, against every word
    over those letters: repeated letters and contradictions everywhere."""
    rng = random.Random(4)
    pool = [''.join(w) for w in itertools.product('abce', repeat=5)]
    for _ in range(150):
        guesses = [''.join(rng.choices('abce', k=5)) for _ in range(rng.randint(2, 3))]
        clues = [(g, ''.join(rng.choice((GREEN, YELLOW, BLACK)) for _ in g)) for g in guesses]
        model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
        expected = brute_force(clues, pool)
        for strategy in STRATEGIES:
            assert search(model, pool, strategy) == expected, (strategy, clues)
