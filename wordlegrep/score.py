"""Wordle's scoring rule, and the ways a score is written down.

A score is held as a string of marks, one a tile: GREEN, YELLOW or BLACK.
"""
from __future__ import annotations

from wordlegrep.alphabet import capital

Word = str     # lowercase letters of the game's alphabet
Marks = str    # one of GREEN, YELLOW, BLACK per tile

GREEN, YELLOW, BLACK = 'G', 'Y', '.'
EMOJI = {GREEN: '\N{LARGE GREEN SQUARE}', YELLOW: '\N{LARGE YELLOW SQUARE}',
         BLACK: '\N{BLACK LARGE SQUARE}'}
DIGITS = {GREEN: '2', YELLOW: '1', BLACK: '0'}


def score(guess: Word, answer: Word) -> Marks:
    """Score `guess` against `answer` as the game does: greens first, then
    yellows left to right while the answer has unmatched copies left.

    >>> score('chess', 'swiss')
    '...GG'
    >>> score('tepee', 'petty')
    'YGY..'
    >>> score('speed', 'abide')
    '..Y.Y'
    """
    unmatched: dict[str, int] = {}
    for g, a in zip(guess, answer):
        if g != a:
            unmatched[a] = unmatched.get(a, 0) + 1
    marks = []
    for g, a in zip(guess, answer):
        if g == a:
            marks.append(GREEN)
        elif unmatched.get(g, 0) > 0:
            unmatched[g] -= 1
            marks.append(YELLOW)
        else:
            marks.append(BLACK)
    return ''.join(marks)


def reilly(guess: Word, marks: Marks) -> str:
    """The score in George Reilly's notation: capital green, lowercase
    yellow, dot black; a letter with no capital is a digit, 2 or 1.

    >>> reilly('chest', '.YG..'), reilly('straße', '....G.')
    ('.hE..', '....ẞ.')
    """
    return ''.join(_tile(g, m) for g, m in zip(guess, marks))


def _tile(letter: str, mark: str) -> str:
    big = capital(letter)
    if mark == BLACK:
        return BLACK
    if big is None:
        return DIGITS[mark]
    return big if mark == GREEN else letter


def emoji(marks: Marks) -> str:
    """The score as the row of squares people share.

    >>> emoji('..YGG')
    '⬛⬛🟨🟩🟩'
    """
    return ''.join(EMOJI[m] for m in marks)


def digits(marks: Marks) -> str:
    """The score as digits: 2 green, 1 yellow, 0 black.

    >>> digits('..YGG')
    '00122'
    """
    return ''.join(DIGITS[m] for m in marks)
