"""`wordle score` and `wordle render`, called as main([...])."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

from tests.conftest import run
from wordlegrep.notation import parse_pair
from wordlegrep.score import reilly, score


@pytest.mark.parametrize(('argv', 'expected'), [
    (['chess', 'swiss'], 'SWISS=...SS ⬛⬛⬛🟩🟩\n'),
    (['ABIDE', 'speed', 'Abide'], 'SPEED=..e.d ⬛⬛🟨⬛🟨\nABIDE=ABIDE 🟩🟩🟩🟩🟩\n'),
    (['petty', 'tepee'], 'TEPEE=tEp.. 🟨🟩🟨⬛⬛\n'),
    (['ab', 'ba', 'aa'], 'BA=ba 🟨🟨\nAA=A. 🟩⬛\n'),
    (['abcdefghijklmno', 'onmlkjihgfedcba'],
     'ONMLKJIHGFEDCBA=onmlkjiHgfedcba ' + '🟨' * 7 + '🟩' + '🟨' * 7 + '\n'),
], ids=['swiss', 'several', 'tepee', 'two-letters', 'fifteen-letters'])
def test_score(capsys: pytest.CaptureFixture[str], argv: list[str], expected: str) -> None:
    assert run(capsys, 'score', *argv) == (0, expected, '')


def test_score_lines_read_back_as_clues(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, 'score', 'cache', 'chair', 'clash', 'catch')
    assert status == 0
    for line, guess in zip(out.splitlines(), ['chair', 'clash', 'catch']):
        clue, squares = line.split()
        assert parse_pair(clue) == parse_pair(f'{guess}={squares}') \
            == (guess, score(guess, 'cache'))


@pytest.mark.parametrize(('argv', 'message'), [
    (['score', 'chess', 'swis'], "GUESS 'swis': has 4 letters, but the secret has 5"),
    (['score', 'ch3ss', 'swiss'], "SECRET 'ch3ss': expected letters only"),
    (['score', 'chess', 'swiß'], "GUESS 'swiß': 'ß' is not a letter of --lang en (a-z)"),
    (['score', 'c', 'c'], "SECRET 'c': expected 2 to 15 letters"),
    (['score', 'chess'], 'score: expected a SECRET word and at least one GUESS'),
    (['render', 'CHAIR=Cha..', 'CAT=...'], "'CAT=...': has 3 letters, but 'CHAIR=Cha..' has 5"),
    (['render', 'CHAIR=Cha.'], "'CHAIR=Cha.'"),
    (['render', 'CHAIR'], "'CHAIR': expected GUESS=SCORE"),
    (['render', '<b>=...'], "'<b>=...': the guess '<b>' must be letters only"),
    (['render', 'A=.'], "'A=.': a word length of 1; expected 2 to 15 letters"),
    (['render', 'A' * 16 + '=' + '.' * 16], 'a word length of 16; expected 2 to 15 letters'),
], ids=['lengths', 'digit', 'accent', 'one-letter', 'no-guess', 'render-lengths',
        'render-short-score', 'render-no-score', 'render-markup', 'render-one-letter',
        'render-sixteen'])
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and message in err


def test_render_squares(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, 'render', 'CHAIR=Cha..', 'clash=20101', 'CATCH=🟩🟩⬛🟨🟨', 'CACHE=CACHE') \
        == (0, '🟩🟨🟨⬛⬛\n🟩⬛🟨⬛🟨\n🟩🟩⬛🟨🟨\n🟩🟩🟩🟩🟩\n', '')


class Cells(HTMLParser):
    """The table's rows as (letter, background, title) cells."""
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[tuple[str, str, str]]] = []
        self.tags: list[str] = []
        self.cell: dict[str, str | None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == 'tr':
            self.rows.append([])
        if tag == 'td':
            self.cell = dict(attrs)

    def handle_data(self, data: str) -> None:
        if self.tags and self.tags[-1] == 'td':
            background = str(self.cell['style']).rpartition('background:')[2]
            self.rows[-1].append((data, background, str(self.cell['title'])))

    def handle_endtag(self, tag: str) -> None:
        assert self.tags.pop() == tag


def test_render_html(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, 'render', '--html', 'CHAIR=Cha..', 'CACHE=22222')
    assert (status, err) == (0, '')
    cells = Cells()
    cells.feed(out)
    assert cells.tags == []
    green, yellow, grey = '#6aaa64', '#c9b458', '#787c7e'
    assert cells.rows == [
        [('C', green, 'C: green'), ('H', yellow, 'H: yellow'), ('A', yellow, 'A: yellow'),
         ('I', grey, 'I: grey'), ('R', grey, 'R: grey')],
        [(c, green, f'{c}: green') for c in 'CACHE']]
    assert out.startswith('<table') and out.endswith('</table>\n')


def test_render_round_trips(capsys: pytest.CaptureFixture[str]) -> None:
    """The squares `render` prints read back as the same clues."""
    guesses = ['tepee', 'geese', 'speed', 'abide']
    tokens = [f'{g}={reilly(g, score(g, "eerie"))}' for g in guesses]
    status, out, _ = run(capsys, 'render', *tokens)
    assert status == 0
    assert [parse_pair(f'{g}={row}') for g, row in zip(guesses, out.split())] \
        == [parse_pair(t) for t in tokens]
