"""Colour: letters on the game's colours for a person at a terminal, and
never for a pipe, a dumb terminal, under NO_COLOR, or with --color=never."""
from __future__ import annotations

import os
import subprocess

import pytest

from tests.conftest import WORDLE, Pty

ESC = '\x1b['
ROWS = {
    'score': ['score', 'chess', 'swiss', 'chest'],
    'render': ['render', 'CHAIR=Cha..', 'CACHE=CACHE'],
    'verbose': ['-v', '--count', 'CHEST=c.E..'],
}


def on_terminal(argv: list[str], env: dict[str, str | None] | None = None) -> str:
    """What the command shows on a terminal."""
    term = Pty(*argv, env=env)
    assert term.status() == 0, term.seen
    return term.seen


def piped(argv: list[str], env: dict[str, str] | None = None) -> str:
    return subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=True,
                          env={**os.environ, **(env or {})}).stdout


@pytest.mark.parametrize('argv', ROWS.values(), ids=ROWS.keys())
def test_rows_take_the_games_colours_at_a_terminal(argv: list[str]) -> None:
    shown = on_terminal(argv, {'NO_COLOR': ''})
    assert ESC in shown
    assert ESC not in on_terminal(argv, {'NO_COLOR': '1'})
    assert ESC not in on_terminal(argv, {'TERM': 'dumb'})
    assert ESC not in on_terminal(argv, {'TERM': None})
    assert ESC not in on_terminal([*argv, '--color', 'never'])
    assert ESC not in piped(argv)
    assert ESC in piped([*argv, '--color', 'always'], {'NO_COLOR': '1'})


def test_truecolor_terminals_get_the_games_own_colours() -> None:
    deep = piped([*ROWS['score'], '--color=always'], {'COLORTERM': 'truecolor'})
    basic = piped([*ROWS['score'], '--color=always'], {'COLORTERM': ''})
    assert '48;2;106;170;100' in deep and '48;2;' not in basic
    assert '38;2;' in deep and '38;2;' not in basic   # the letters' colour too


def test_colour_keeps_the_text() -> None:
    import re
    plain = piped(ROWS['score'])
    coloured = piped([*ROWS['score'], '--color=always'])
    letters = re.sub(r'\x1b\[[0-9;]*m', '', coloured).replace(' ', '')
    assert letters == ''.join(re.sub(r' ', '', line) + '\n' for line in plain.splitlines())


def test_a_coloured_score_still_pastes_back() -> None:
    """What a person copies from the terminal is the clue itself: the
    letters were padded tiles, and ' S  W  I  S  S =...SS' is no clue."""
    import re
    plain = piped(ROWS['score'])
    coloured = piped([*ROWS['score'], '--color=always'])
    assert re.sub(r'\x1b\[[0-9;]*m', '', coloured) == plain
    for line in plain.splitlines():
        clue = line.split()[0]
        assert subprocess.run([WORDLE, '--count', clue], capture_output=True, text=True,
                              check=False).returncode in (0, 1)
