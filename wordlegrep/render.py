"""The `score` and `render` commands: Wordle's scoring as a tool, and a
game drawn as the emoji grid people share, or as an HTML table.
"""
from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from wordlegrep.alphabet import ENGLISH, Alphabet, capital, capitals, units
from wordlegrep.errors import ClueError, quote
from wordlegrep.notation import MAX_LENGTH, MIN_LENGTH, parse_pair
from wordlegrep.printer import row, tiles, wants_colour
from wordlegrep.score import BLACK, GREEN, YELLOW, Marks, Word, emoji, reilly, score

if TYPE_CHECKING:
    from wordlegrep.options import Options
    from wordlegrep.printer import Output

Row = tuple[Word, Marks]
COLOURS = {GREEN: '#6aaa64', YELLOW: '#c9b458', BLACK: '#787c7e'}   # the game's own
NAMES = {GREEN: 'green', YELLOW: 'yellow', BLACK: 'grey'}
TABLE = ('border-collapse:separate;border-spacing:4px;color:#fff;'
         'font:bold 1.4em sans-serif;text-align:center')
CELL = 'width:2em;height:2em;background:'



def read_word(text: str, role: str, alphabet: Alphabet = ENGLISH) -> Word:
    """A secret or guess: letters of the alphabet, in any case, composed or
    not, folded as the alphabet folds, of a length the game could have."""
    letters = []
    for unit in units(text):
        found = alphabet.read(unit)
        if found is None and any(char.isalpha() for char in unit):
            from wordlegrep.languages import why_not
            raise ClueError(f'{role} {quote(text)}: {quote(unit)} {why_not(unit, alphabet)}')
        if found is None:
            raise ClueError(f'{role} {quote(text)}: expected letters only')
        letters.append(found[0])
    if not MIN_LENGTH <= len(letters) <= MAX_LENGTH:
        raise ClueError(f'{role} {quote(text)}: expected {MIN_LENGTH} to {MAX_LENGTH} letters')
    return ''.join(letters)


def scored(secret: str, guesses: Sequence[str], alphabet: Alphabet = ENGLISH) -> list[Row]:
    """Each guess with its marks against `secret`, all checked.

    >>> scored('chess', ['SWISS', 'chest'])
    [('swiss', '...GG'), ('chest', 'GGGG.')]
    """
    answer = read_word(secret, 'SECRET', alphabet)
    rows = []
    for text in guesses:
        guess = read_word(text, 'GUESS', alphabet)
        if len(guess) != len(answer):
            raise ClueError(f'GUESS {quote(text)}: has {len(guess)} letters, '
                            f'but the secret has {len(answer)}')
        rows.append((guess, score(guess, answer)))
    return rows


def score_line(guess: Word, marks: Marks, colour: bool = False) -> str:
    """A scored guess as GUESS=SCORE, ready to paste back, and as squares;
    the guess's letters on the game's colours when `colour`, with no space
    between them, so that GUESS=SCORE still pastes back.

    >>> score_line('swiss', '...GG')
    'SWISS=...SS ⬛⬛⬛🟩🟩'
    """
    shown = tiles(guess, marks, padded=False) if colour else capitals(guess)
    return f'{shown}={reilly(guess, marks)} {emoji(marks)}'


def read_rows(tokens: Sequence[str], alphabet: Alphabet = ENGLISH) -> list[Row]:
    """GUESS=SCORE clues, in any score notation, all of one length that the
    game could have."""
    rows = [parse_pair(token, alphabet) for token in tokens]
    for token, (guess, _) in zip(tokens, rows):
        if not MIN_LENGTH <= len(guess) <= MAX_LENGTH:
            raise ClueError(f'{quote(token)}: a word length of {len(guess)}; expected '
                            f'{MIN_LENGTH} to {MAX_LENGTH} letters')
        if len(guess) != len(rows[0][0]):
            raise ClueError(f'{quote(token)}: has {len(guess)} letters, '
                            f'but {quote(tokens[0])} has {len(rows[0][0])}')
    return rows


def html_table(rows: Sequence[Row]) -> str:
    """The game as an HTML table in the game's colours, styled inline so
    that it survives being pasted into a blog post.

    >>> print(html_table([('ab', 'G.')]))  # doctest: +ELLIPSIS
    <table class="wordle" style="...">
    <tr><td title="A: green" style="...background:#6aaa64">A</td><td ...>B</td></tr>
    </table>
    """
    lines = [f'<table class="wordle" style="{TABLE}">']
    for guess, marks in rows:
        cells = ''.join(
            f'<td title="{html.escape(capital(letter) or letter)}: {NAMES[mark]}" '
            f'style="{CELL}{COLOURS[mark]}">{html.escape(capital(letter) or letter)}</td>'
            for letter, mark in zip(guess, marks))
        lines.append(f'<tr>{cells}</tr>')
    lines.append('</table>')
    return '\n'.join(lines)


def score_command(opts: Options, out: Output) -> int:
    """wordle score SECRET GUESS...: each guess scored against the secret."""
    rows = scored(opts.scored[0], opts.scored[1:], opts.alphabet)
    colour = wants_colour(opts.color, out)
    out.write(''.join(score_line(guess, marks, colour) + '\n' for guess, marks in rows))
    return 0


def render_command(opts: Options, out: Output) -> int:
    """wordle render [--html] CLUE...: the game as squares, or a table."""
    rows = read_rows(opts.clues, opts.alphabet)
    if opts.html:
        out.write(html_table(rows) + '\n')
    elif wants_colour(opts.color, out):
        out.write(''.join(row(guess, marks, True) + '\n' for guess, marks in rows))
    else:
        out.write(''.join(emoji(marks) + '\n' for _, marks in rows))
    return 0
