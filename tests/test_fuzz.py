"""Fuzzing the command line: whatever the arguments, the exit status is 0,
1 or 2, never a traceback, and 2 comes with one line on stderr."""
from __future__ import annotations

import os
import subprocess
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import brute_force
from wordlegrep.cli import main
from wordlegrep.notation import parse_clues
from wordlegrep.score import reilly, score
from wordlegrep.search import search
from wordlegrep.shell import pipeline
from wordlegrep.strategies import STRATEGIES

OPTIONS = ['-g', '-y', '-b', '--length', '--list', '--strategy', '--regex', '--count',
           '-v', '--explain', '--only', '--json', '--emit-shell', '--awk', '--html',
           '--green', '--yellow', '--black', '--top', '--metric', '--hard', '--start',
           '--secret', '--all-answers', '-h', '--version', '--', '-', '--words']
# The solver's commands that play whole games are left out of the first
# place: they are slow, not fragile. Anywhere else they are only tokens.
FIRST = ['score', 'render']
MARKS = [*'.-_=0123abcdeABCDE?*$`\'"\\ ;|&()[]{}\n', '🟩', '🟨', '⬛', '⬜', '🟧', '🟦',
         '\N{VARIATION SELECTOR-16}', 'é']
TOKENS = st.one_of(
    st.sampled_from(OPTIONS),
    st.text(st.sampled_from(MARKS), max_size=8),
    st.builds(lambda g, s: f'{g}={s}', st.text(st.sampled_from('abcdeCHEST'), max_size=6),
              st.text(st.sampled_from(MARKS), max_size=6)),
    st.sampled_from(['..t..', 'a23', 'l1a2', 'irepch', 'CHEST=c.E..', 'chest=10200',
                     'wordle', 'answers', 'nyt', 'permute', 'lookahead', '5', '0', '99',
                     'entropy', 'crane', 'chess', 'swiss', '']),
)


@settings(max_examples=600, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(st.just([]), st.lists(st.sampled_from(FIRST), max_size=1)),
       st.lists(TOKENS, max_size=8))
def test_any_argv_exits_cleanly(capsys: pytest.CaptureFixture[str], first: list[str],
                                rest: list[str]) -> None:
    argv = first + ['/dev/null' if t == '-' else t for t in rest]
    status = main(argv)
    _, err = capsys.readouterr()
    assert status in (0, 1, 2), argv
    assert 'Traceback' not in err
    if status == 2:
        assert err.count('\n') == 1 and err.startswith('wordle: '), (argv, err)


LETTERS = 'abeilnorst'
Game = tuple[list[str], list[tuple[str, str]]]


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A word list of one length from 3 to 8, and a game played on it."""
    length = draw(st.integers(3, 8))
    word = st.text(st.sampled_from(LETTERS), min_size=length, max_size=length)
    words = sorted(set(draw(st.lists(word, min_size=1, max_size=200))))
    answer = draw(st.sampled_from(words))
    guesses = draw(st.lists(st.sampled_from(words) | word, min_size=1, max_size=4))
    return words, [(g, score(g, answer)) for g in guesses]


@settings(max_examples=300, deadline=None)
@given(games())
def test_random_games_of_any_length_match_brute_force(game: Game) -> None:
    words, clues = game
    model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
    expected = brute_force(clues, words)
    for strategy in STRATEGIES:
        assert search(model, words, strategy) == expected


@settings(max_examples=60, deadline=None)
@given(games(), st.sampled_from(['grep', 'awk']), st.sampled_from(sorted(STRATEGIES)))
def test_random_games_of_any_length_in_the_shell(game: Game, shape: str, strategy: str) -> None:
    """The emitted pipeline, run by sh, is brute force too."""
    words, clues = game
    model = parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, 'words')
        with open(path, 'w') as f:
            f.write(''.join(w + '\n' for w in words))
        done = subprocess.run(['sh', '-c', pipeline(model, path, shape, strategy)],
                              capture_output=True, text=True, check=True)
    assert done.stdout == ''.join(w + '\n' for w in brute_force(clues, words))
