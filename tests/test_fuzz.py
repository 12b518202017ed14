"""Fuzzing the command line: whatever the arguments, the exit status is 0,
1 or 2, never a traceback, and 2 comes with one line on stderr."""
from __future__ import annotations

import os
import subprocess
import sys
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
           '--secret', '--all-answers', '-h', '--version', '--', '-', '--words', '--color',
           '--help', 'help', 'completion']
# The solver's commands that play whole games are left out of the first
# place: they are slow, not fragile. Anywhere else they are only tokens.
FIRST = ['score', 'render', 'help', 'completion']
MARKS = [*'.-_=0123abcdeABCDE?*$`\'"\\ ;|&()[]{}\n', '🟩', '🟨', '⬛', '⬜', '🟧', '🟦',
         '\N{VARIATION SELECTOR-16}', 'é', '²', '٣', '１', '\udcf0']   # odd digits, a surrogate
TOKENS = st.one_of(
    st.sampled_from(OPTIONS),
    st.text(st.sampled_from(MARKS), max_size=8),
    st.builds(lambda g, s: f'{g}={s}', st.text(st.sampled_from('abcdeCHEST'), max_size=6),
              st.text(st.sampled_from(MARKS), max_size=6)),
    st.sampled_from(['..t..', 'a23', 'l1a2', 'irepch', 'CHEST=c.E..', 'chest=10200',
                     'wordle', 'answers', 'nyt', 'permute', 'lookahead', '5', '0', '99',
                     'entropy', 'crane', 'chess', 'swiss', '', '9' * 5000, 'bash', 'never']),
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


WORDLE = os.path.join(os.path.dirname(sys.executable), 'wordle')
# How a script may leave the standard streams: (bash redirections, environment).
STREAMS = {
    'plain': ('', {}),
    'stdout-closed': ('>&-', {}),
    'stdout-full': ('>/dev/full', {}),
    'stdin-closed': ('<&-', {}),
    'stderr-closed': ('2>&-', {}),
    'ascii': ('', {'PYTHONIOENCODING': 'ascii'}),
    'c-locale': ('', {'LC_ALL': 'C', 'PYTHONUTF8': '0', 'PYTHONCOERCECLOCALE': '0'}),
}
QUICK = [['score', 'chess', 'swiss'], ['render', 'CHAIR=Cha..'], ['-v', 'CHEST=c.E..'],
         ['--json', 'CHEST=c.E..'], ['--emit-shell', 'CHEST=c.E..'], ['--count'], ['--help'],
         ['help'], ['--words', '-', 'CHEST=c.E..'], ['chest=🟨⬛🟩⬛⬛'], ['--version']]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(QUICK), st.lists(TOKENS, max_size=2), st.sampled_from(sorted(STREAMS)))
def test_any_argv_under_any_streams(argv: list[str], extra: list[str], streams: str) -> None:
    """The installed command, its streams closed, full or unable to encode:
    a status of 0, 1 or 2, never a traceback, a message in one line, and
    nothing on stdout that is not output."""
    redirect, env = STREAMS[streams]
    args = [*argv, *(t.replace('\udcf0', '') for t in extra)]
    done = subprocess.run(['bash', '-c', f'"$0" "$@" {redirect}', WORDLE, *args],
                          capture_output=True, check=False, input=b'',
                          env={**os.environ, **env})
    assert done.returncode in (0, 1, 2), (args, streams, done.stderr)
    assert b'Traceback' not in done.stderr and b'Exception' not in done.stderr
    assert done.stderr.count(b'\n') <= 1, (args, streams, done.stderr)
    if done.stderr:
        assert done.stderr.startswith(b'wordle: ') and done.stderr not in done.stdout
    if streams == 'stderr-closed':   # messages are dropped, never moved to stdout
        plain = subprocess.run([WORDLE, *args], capture_output=True, check=False, input=b'')
        assert (done.returncode, done.stdout) == (plain.returncode, plain.stdout)
