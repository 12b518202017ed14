"""Parsers from the notations players type into the constraint model.

Each parser is pure and loud: bad input raises ClueError naming the token.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from wordlegrep.errors import ClueError, quote
from wordlegrep.model import ALPHABET, Constraints
from wordlegrep.score import BLACK, GREEN, YELLOW, Marks, Word

UNKNOWN = '.'
WORDLE_LENGTH = 5   # the game's own, for clues that do not say (-y and -b alone)
MIN_LENGTH, MAX_LENGTH = 2, 15
# Score marks that do not depend on the guess letter: digits and squares
# (the high-contrast theme's orange and blue too).
MARKS = {'0': BLACK, '1': YELLOW, '2': GREEN, BLACK: BLACK,
         '\N{LARGE GREEN SQUARE}': GREEN, '\N{LARGE ORANGE SQUARE}': GREEN,
         '\N{LARGE YELLOW SQUARE}': YELLOW, '\N{LARGE BLUE SQUARE}': YELLOW,
         '\N{BLACK LARGE SQUARE}': BLACK, '\N{WHITE LARGE SQUARE}': BLACK}
VARIATION_SELECTOR = '\N{VARIATION SELECTOR-16}'


def _is_word(text: str) -> bool:
    return text.isascii() and text.isalpha()


def parse_green(text: str) -> tuple[str, ...]:
    """Dr. Drang's green pattern: a letter or a dot for each position.

    >>> parse_green('..T.s')
    ('', '', 't', '', 's')
    """
    if not text or not all(c == UNKNOWN or _is_word(c) for c in text):
        raise ClueError(f"-g {quote(text)}: expected letters and dots, one a position, "
                        "like '..t..'")
    return tuple('' if c == UNKNOWN else c.lower() for c in text)


def parse_black(text: str) -> frozenset[str]:
    """Dr. Drang's black letters; -b given more than once comes as its
    values separated by spaces.

    >>> sorted(parse_black('IREPch')), sorted(parse_black('ir ep'))
    (['c', 'e', 'h', 'i', 'p', 'r'], ['e', 'i', 'p', 'r'])
    """
    for part in text.split() or [text]:
        if not _is_word(part):
            raise ClueError(f"-b {quote(part)}: expected letters, like 'irepch'")
    return frozenset(''.join(text.split()).lower())


def _positions(text: str, letter: str, spots: str, length: int) -> frozenset[int]:
    """The 0-based positions written after one yellow letter of `-y text`:
    digits run together are one position each, numbers between commas are
    whole. In words of 10 or more letters a run like 12 could be read
    either way, so it must have a comma.
    """
    if ',' in spots:
        numbers = [n for n in spots.split(',') if n]
    elif len(spots) > 1 and length > 9 and spots.isascii() and spots.isdigit():
        whole = len(spots) <= 2 and int(spots) <= length
        ways = [letter + ','.join(spots)] + ([f'{letter}{spots},'] if whole else [])
        like = f", like {' or '.join(ways)}" if len(spots) <= 4 else ''
        raise ClueError(f"-y {quote(text)}: {quote(spots)} is ambiguous in a word of "
                        f"{length} letters; separate the positions with commas{like}")
    else:
        numbers = list(spots)
    for n in numbers:
        if not (n.isascii() and n.isdigit() and len(n) <= 2 and 1 <= int(n) <= length):
            raise ClueError(f"-y {quote(text)}: {quote(n)} is not a letter or a position "
                            f"from 1 to {length}")
    return frozenset(int(n) - 1 for n in numbers)


def parse_yellow(text: str, length: int) -> dict[str, frozenset[int]]:
    """Dr. Drang's yellow letters, each followed by the positions (1-based)
    where it is not; a letter with no positions is somewhere in the word.
    Digits run together are single positions (a23: not 2 or 3); numbers
    separated by commas are whole (a2,11: not 2 or 11; a11, alone), as
    words of 10 letters or more need.

    >>> parse_yellow('l1a23', 5) == {'l': {0}, 'a': {1, 2}}
    True
    >>> parse_yellow('aa2', 5) == {'a': {1}}
    True
    >>> parse_yellow('a2,11b12,c3', 12) == {'a': {1, 10}, 'b': {11}, 'c': {2}}
    True

    -y given more than once comes as its values separated by spaces:

    >>> parse_yellow('a23 l1', 5) == parse_yellow('l1a23', 5)
    True
    """
    yellow: dict[str, frozenset[int]] = {}
    for part in text.split() or [text]:
        if not part.isascii() or not part[:1].isalpha():
            raise ClueError(f"-y {quote(part)}: expected letters each followed by the "
                            "positions they are not in, like 'a23' or 'l1a2'")
        for letter, spots in re.findall(r'([a-zA-Z])([^a-zA-Z]*)', part):
            yellow[letter.lower()] = (yellow.get(letter.lower(), frozenset())
                                      | _positions(part, letter, spots, length))
    return yellow


def drang(green: str | None, yellow: str | None, black: str | None,
          length: int) -> Constraints:
    """Dr. Drang's three options as constraints. A yellow letter green
    elsewhere is satisfied by the green; a black letter that is also green
    or yellow has no copies beyond the known ones.

    >>> c = drang('a....', 'a3', None, 5)
    >>> c.least('a'), c.most('a')
    (1, 5)
    >>> c = drang('..t..', 't', 'et', 5)
    >>> c.least('t'), c.most('t'), c.most('e')
    (1, 1, 0)
    """
    fixed = parse_green(green) if green else ('',) * length
    if len(fixed) != length:
        raise ClueError(f'-g {quote(green or "")}: has {len(fixed)} positions, '
                        f'but other clues say {length} letters')
    not_at = parse_yellow(yellow, length) if yellow else {}
    absent = parse_black(black) if black else frozenset()
    banned = tuple(frozenset(c for c, spots in not_at.items() if i in spots)
                   for i in range(length))
    least = {c: max(fixed.count(c), 1 if c in not_at else 0)
             for c in ALPHABET if c in fixed or c in not_at}
    most = {c: least.get(c, 0) for c in absent}
    return Constraints(length, fixed, banned,
                       tuple(sorted(least.items())), tuple(sorted(most.items())))


def parse_marks(guess: Word, score: str, token: str) -> Marks:
    """Read a score written under `guess`: George Reilly's letters (capital
    green, lowercase yellow, dot black), digits (2 green, 1 yellow, 0
    black) or squares, mixed as the player likes.

    >>> parse_marks('chest', 'c.E..', 'CHEST=c.E..')
    'Y.G..'
    >>> parse_marks('chest', '10200', 'chest=10200')
    'Y.G..'
    >>> parse_marks('chest', '🟨⬛🟩⬜⬛', 'chest=...')
    'Y.G..'
    """
    tiles = score.replace(VARIATION_SELECTOR, '')
    if len(tiles) != len(guess):
        raise ClueError(f'{quote(token)}: the score has {len(tiles)} mark{"s" * (len(tiles) != 1)} '
                        f'for the {len(guess)} letters of {guess.upper()}')
    marks = []
    for i, (letter, mark) in enumerate(zip(guess, tiles), 1):
        if mark in MARKS:
            marks.append(MARKS[mark])
        elif mark.lower() == letter and mark.isascii():
            marks.append(GREEN if mark.isupper() else YELLOW)
        else:
            raise ClueError(f'{quote(token)}: mark {quote(mark)} at position {i} is not '
                            f'{letter.upper()} (green), {letter} (yellow), '
                            f'. (black), a digit 0-2 or a square')
    return ''.join(marks)


def parse_pair(token: str) -> tuple[Word, Marks]:
    """George Reilly's GUESS=SCORE pair as a guess and its marks.

    >>> parse_pair('CHEST=c.E..')
    ('chest', 'Y.G..')
    """
    guess, sep, score = token.partition('=')
    if not sep or not guess or not score:
        raise ClueError(f'{quote(token)}: expected GUESS=SCORE, like CHEST=c.E..')
    if not _is_word(guess):
        raise ClueError(f'{quote(token)}: the guess {quote(guess)} must be letters only')
    guess = guess.lower()
    return guess, parse_marks(guess, score, token)


def clue_length(green: str | None, pairs: Iterable[str], default: int) -> int:
    """The word length the clues imply, or `default` when none says."""
    for token in ([green] if green else []) + list(pairs):
        return len(token.partition('=')[0])
    return default


def parse_clues(pairs: Iterable[str], green: str | None = None,
                yellow: str | None = None, black: str | None = None,
                length: int | None = None) -> Constraints:
    """All the clues of one command line, in any mix of notations, as one
    set of constraints. Lengths that disagree are an error.

    >>> c = parse_clues(['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.'])
    >>> c.fixed, c.least('c'), c.most('j')
    (('', '', 'e', '', ''), 1, 0)
    """
    pairs = list(pairs)
    size = length or clue_length(green, pairs, WORDLE_LENGTH)
    if not MIN_LENGTH <= size <= MAX_LENGTH:
        token = (f'--length {length}' if length else
                 f'-g {quote(green)}' if green else quote(pairs[0]))
        raise ClueError(f'{token}: a word length of {size}; expected {MIN_LENGTH} '
                        f'to {MAX_LENGTH} letters')
    model = drang(green, yellow, black, size)
    for token in pairs:
        guess, marks = parse_pair(token)
        if len(guess) != size:
            raise ClueError(f'{quote(token)}: has {len(guess)} letters, '
                            f'but other clues say {size}')
        model &= Constraints.from_score(guess, marks)
    return model
