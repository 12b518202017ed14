"""Parsers from the notations players type into the constraint model.

Each parser is pure and loud: bad input raises ClueError naming the token.
Letters are read as the alphabet reads them (alphabet.py): in any case,
composed or not, folded when the alphabet folds.
"""
from __future__ import annotations

from collections.abc import Iterable

from wordlegrep.alphabet import (
    CASELESS,
    ENGLISH,
    LOWER,
    UPPER,
    Alphabet,
    Letter,
    capital,
    capitals,
    units,
)
from wordlegrep.errors import ClueError, quote
from wordlegrep.model import Constraints
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
# The emoji squares' presentation selectors, which some keyboards add after them.
PRESENTATION = dict.fromkeys(map(ord, '\N{VARIATION SELECTOR-15}\N{VARIATION SELECTOR-16}'))


def _letter(unit: str, alphabet: Alphabet, token: str, expected: str) -> str:
    """The letter `unit` spells, or an error: one naming the alphabets that
    have it when it looks like a letter, `expected` otherwise."""
    found = alphabet.read(unit)
    if found is not None:
        return found[0]
    if any(char.isalpha() for char in unit):
        from wordlegrep.languages import why_not
        raise ClueError(f'{token}: {quote(unit)} {why_not(unit, alphabet)}')
    raise ClueError(f'{token}: {expected}')


def parse_green(text: str, alphabet: Alphabet = ENGLISH) -> tuple[str, ...]:
    """Dr. Drang's green pattern: a letter or a dot for each position.

    >>> parse_green('..T.s')
    ('', '', 't', '', 's')
    """
    token, expected = f'-g {quote(text)}', "expected letters and dots, one a position, like '..t..'"
    if not text:
        raise ClueError(f'{token}: {expected}')
    return tuple('' if unit == UNKNOWN else _letter(unit, alphabet, token, expected)
                 for unit in units(text))


def parse_black(text: str, alphabet: Alphabet = ENGLISH) -> frozenset[str]:
    """Dr. Drang's black letters; -b given more than once comes as its
    values separated by spaces.

    >>> sorted(parse_black('IREPch')), sorted(parse_black('ir ep'))
    (['c', 'e', 'h', 'i', 'p', 'r'], ['e', 'i', 'p', 'r'])
    """
    letters: set[str] = set()
    for part in text.split() or [text]:
        token, expected = f'-b {quote(part)}', "expected letters, like 'irepch'"
        if not part:
            raise ClueError(f'{token}: {expected}')
        letters.update(_letter(unit, alphabet, token, expected) for unit in units(part))
    return frozenset(letters)


def _positions(text: str, letter: str, spots: str, length: int) -> frozenset[int]:
    """The 0-based positions written after one yellow letter of `-y text`:
    digits run together are one position each, numbers between commas are
    whole. In words of 10 or more letters a run like 12 could be read
    either way, so it must have a comma.
    """
    if ',' in spots:
        numbers = [n for n in spots.split(',') if n]
    elif len(spots) > 1 and length > 9 and spots.isascii() and spots.isdigit():
        ways = [letter + ','.join(cut) + ',' * (len(cut) == 1)
                for cut in _cuts(spots, length)] if len(spots) <= 4 else []
        if len(spots) <= 4 and not ways:
            raise ClueError(f"-y {quote(text)}: {quote(spots)} names no positions "
                            f"from 1 to {length}")
        like = f", like {' or '.join(ways)}" if ways else ''
        # (where only one reading names positions there, the rule holds all the same)
        told = 'is ambiguous' if len(ways) != 1 else 'is a run of digits'
        raise ClueError(f"-y {quote(text)}: {quote(spots)} {told} in a word of "
                        f"{length} letters; separate the positions with commas{like}")
    else:
        numbers = list(spots)
    for n in numbers:
        if not (n.isascii() and n.isdigit() and len(n) <= 2 and 1 <= int(n) <= length):
            raise ClueError(f"-y {quote(text)}: {quote(n)} is not a letter or a position "
                            f"from 1 to {length}")
    return frozenset(int(n) - 1 for n in numbers)


def _cuts(digits: str, length: int) -> list[list[str]]:
    """Each way to read a run of digits as positions from 1 to `length`.

    >>> _cuts('1011', 11)
    [['10', '1', '1'], ['10', '11']]
    >>> _cuts('111', 11)
    [['1', '1', '1'], ['1', '11'], ['11', '1']]
    """
    if not digits:
        return [[]]
    return [[digits[:size], *rest] for size in (1, 2) if len(digits) >= size
            and digits[0] != '0' and int(digits[:size]) <= length
            for rest in _cuts(digits[size:], length)]


def parse_yellow(text: str, length: int,
                 alphabet: Alphabet = ENGLISH) -> dict[str, frozenset[int]]:
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
        token = f'-y {quote(part)}'
        expected = ("expected letters each followed by the positions they are not in, "
                    "like 'a23' or 'l1a2'")
        groups: list[tuple[str, str]] = []   # (the letter as typed, the positions after it)
        for unit in units(part):
            if any(char.isalpha() for char in unit):
                groups.append((unit, ''))
            elif groups:
                groups[-1] = (groups[-1][0], groups[-1][1] + unit)
            else:
                break
        if not groups or not part.startswith(groups[0][0]):
            raise ClueError(f'{token}: {expected}')
        for typed, spots in groups:
            letter = _letter(typed, alphabet, token, expected)
            spot = _positions(part, typed, spots, length)
            yellow[letter] = yellow.get(letter, frozenset()) | spot
    return yellow


def drang(green: str | None, yellow: str | None, black: str | None,
          length: int, alphabet: Alphabet = ENGLISH, *, said: str = 'other clues say'
          ) -> Constraints:
    """Dr. Drang's three options as constraints. A yellow letter green
    elsewhere is satisfied by the green. A black letter that is also green
    or yellow has no more copies than the positions -g and -y name for it:
    the row that showed it black showed each of its copies green or yellow,
    each at a position of its own, but the options do not say which
    positions were one row's.

    >>> c = drang('a....', 'a3', None, 5)
    >>> c.least('a'), c.most('a')
    (1, 5)
    >>> c = drang('..t..', 't', 'et', 5)
    >>> c.least('t'), c.most('t'), c.most('e')
    (1, 1, 0)

    ALAPA scored yellow, yellow, yellow, black, black (the answer banal):
    two copies of a, at most.

    >>> c = drang(None, 'a13l2', 'ap', 5)
    >>> c.least('a'), c.most('a'), c.admits('banal')
    (1, 2, True)
    """
    fixed = parse_green(green, alphabet) if green is not None else ('',) * length
    if len(fixed) != length:
        raise ClueError(f'-g {quote(green or "")}: has {len(fixed)} positions, '
                        f'but {said} {length} letters')
    not_at = parse_yellow(yellow, length, alphabet) if yellow else {}
    absent = parse_black(black, alphabet) if black else frozenset()
    banned = tuple(frozenset(c for c, spots in not_at.items() if i in spots)
                   for i in range(length))
    least = {c: max(fixed.count(c), 1 if c in not_at else 0)
             for c in (set(fixed) | set(not_at)) - {''}}
    named = {c: {i for i, g in enumerate(fixed) if g == c} | not_at.get(c, set())
             for c in least}
    most = {c: max(least.get(c, 0), len(named.get(c, ()))) for c in absent}
    return Constraints(length, fixed, banned,
                       tuple(sorted(least.items())), tuple(sorted(most.items())), alphabet)


def parse_marks(guess: Word, score: str, token: str, alphabet: Alphabet = ENGLISH) -> Marks:
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
    tiles = units(score.translate(PRESENTATION))
    if len(tiles) != len(guess):
        unseen = [(i, tile) for i, tile in enumerate(tiles, 1) if _blank(tile)]
        also = '' if not unseen or len(tiles) < len(guess) else (
            f' (mark {unseen[0][0]} is {_named(unseen[0][1])}, which shows nothing)')
        raise ClueError(f'{quote(token)}: the score has {len(tiles)} '
                        f'mark{"s" * (len(tiles) != 1)} '
                        f'for the {len(guess)} letters of {capitals(guess)}{also}')
    marks = []
    for i, (letter, tile) in enumerate(zip(guess, tiles), 1):
        found = None if tile in MARKS else alphabet.read(tile)
        if tile in MARKS:
            marks.append(MARKS[tile])
        elif found is not None and found[0] == letter and found[1] != CASELESS:
            marks.append(GREEN if found[1] == UPPER else YELLOW)
        else:
            raise ClueError(f'{quote(token)}: mark {quote(tile)} at position {i} is not '
                            f'{_spellings(letter, alphabet)}. (black), a digit 0-2 or a square')
    return _unshifted(guess, tiles, marks, alphabet)


# Characters that show nothing though Python counts them printable: fillers,
# the blank Braille pattern, and the variation selectors.
BLANKS = frozenset('\u115f\u1160\u3164\uffa0\u2800') | frozenset(map(chr, range(0xFE00, 0xFE10)))


def _blank(tile: str) -> bool:
    """Whether a mark shows nothing: a character a keyboard or a copy may
    slip into a score (a joiner, a space of no width, a control).

    >>> _blank('\u200d'), _blank('\u3164'), _blank('⬛'), _blank(' '), _blank('\uf8ff')
    (True, True, False, False, False)
    """
    import unicodedata
    return all(unicodedata.category(char) in ('Cc', 'Cf') or char in BLANKS for char in tile)


def _named(tile: str) -> str:
    """A character as Unicode names it.

    >>> _named('\u200d'), _named('\x07')
    ('U+200D, ZERO WIDTH JOINER', 'U+0007, a control character')
    """
    import unicodedata
    return f'U+{ord(tile[0]):04X}, {unicodedata.name(tile[0], "a control character")}'


def _unshifted(guess: Word, tiles: list[str], marks: list[str], alphabet: Alphabet) -> Marks:
    """The marks, but that a letter no shift key capitalises (ß, whose
    capital ẞ few keyboards have; Greek final sigma, whose capital is
    sigma's), written small where every other mark is green, is green:
    yellow it could not be (its letter would have to be elsewhere, where
    every place is another's green), so `STRAßE=STRAßE` is what the player
    meant.

    >>> _unshifted('straße', list('STRAßE'), list('GGGGYG'), ENGLISH)
    'GGGGGG'
    >>> _unshifted('straße', list('STRAß.'), list('GGGGY.'), ENGLISH)
    'GGGGY.'
    """
    small = _small(guess, tiles, marks, alphabet)
    if small and all(mark == GREEN for i, mark in enumerate(marks) if i not in small):
        marks = [GREEN if i in small else mark for i, mark in enumerate(marks)]
    return ''.join(marks)


def _small(guess: Word, tiles: list[str], marks: Iterable[str], alphabet: Alphabet) -> list[int]:
    """Where a letter no shift key capitalises was written small, so read
    yellow (see `unshifted`)."""
    return [i for i, (letter, tile, mark) in enumerate(zip(guess, tiles, marks))
            if mark == YELLOW and tile not in MARKS and unshifted(letter, alphabet)]


def unshifted(letter: Letter, alphabet: Alphabet) -> bool:
    """Whether a letter has no capital a shift key types that reads back as
    it: ß (its capital ẞ is on few keyboards), final sigma (Σ is sigma's).

    >>> from wordlegrep.languages import custom
    >>> unshifted('ß', ENGLISH), unshifted('ς', custom('σςο')), unshifted('e', ENGLISH)
    (True, True, False)
    """
    big = capital(letter)
    return len(letter.upper()) > 1 or big is None or alphabet.read(big) != (letter, UPPER)


def small_yellows(token: str, alphabet: Alphabet = ENGLISH) -> list[Letter]:
    """The letters of a GUESS=SCORE pair that read yellow written small,
    though the player may have meant them green, as no shift key
    capitalises them (see `unshifted`): a hint where nothing fits.

    >>> from wordlegrep.languages import language
    >>> small_yellows('BLOßEN=BLOßE.', language('de')), small_yellows('CHEST=c.E..')
    (['ß'], [])
    """
    guess, marks = parse_pair(token, alphabet)
    tiles = units(token.partition('=')[2].translate(PRESENTATION))
    return [guess[i] for i in _small(guess, tiles, marks, alphabet)]


def _spellings(letter: Letter, alphabet: Alphabet) -> str:
    """How a mark under `letter` may say green and yellow in letters, as a
    message offers them: none for a letter without case (Hebrew), and no
    green for one whose capital is another's (Greek final sigma's).

    >>> from wordlegrep.languages import custom, language
    >>> _spellings('ñ', language('es')), _spellings('ש', custom('שלום'))
    ('Ñ (green), ñ (yellow), ', '')
    >>> _spellings('ς', custom('σςοφ'))
    'ς (yellow), '
    """
    big = capital(letter)
    green = f'{big} (green), ' if big is not None and alphabet.read(big) == (letter, UPPER) \
        else ''
    yellow = f'{letter} (yellow), ' if alphabet.read(letter) == (letter, LOWER) else ''
    return green + yellow


def parse_pair(token: str, alphabet: Alphabet = ENGLISH) -> tuple[Word, Marks]:
    """George Reilly's GUESS=SCORE pair as a guess and its marks.

    >>> parse_pair('CHEST=c.E..')
    ('chest', 'Y.G..')
    >>> from wordlegrep.languages import language
    >>> parse_pair('ÑANDÚ=ñ....', language('es'))
    ('ñandu', 'Y....')
    """
    guess, sep, score = token.partition('=')
    if not sep or not guess or not score:
        raise ClueError(f'{quote(token)}: expected GUESS=SCORE, like CHEST=c.E..')
    letters = ''.join(_letter(unit, alphabet, quote(token),
                              f'the guess {quote(guess)} must be letters only')
                      for unit in units(guess))
    return letters, parse_marks(letters, score, token, alphabet)


def clue_length(green: str | None, pairs: Iterable[str], default: int) -> int:
    """The word length the clues imply, or `default` when none says."""
    for token in ([green] if green else []) + list(pairs):
        return len(units(token.partition('=')[0]))
    return default


def parse_clues(pairs: Iterable[str], green: str | None = None,
                yellow: str | None = None, black: str | None = None,
                length: int | None = None, alphabet: Alphabet = ENGLISH) -> Constraints:
    """All the clues of one command line, in any mix of notations, as one
    set of constraints. Lengths that disagree are an error.

    >>> c = parse_clues(['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.'])
    >>> c.fixed, c.least('c'), c.most('j')
    (('', '', 'e', '', ''), 1, 0)
    """
    pairs = list(pairs)
    size = length if length is not None else clue_length(green, pairs, WORDLE_LENGTH)
    setter = (f'--length {length}' if length is not None else f'-g {quote(green)}' if green
              else quote(pairs[0]) if pairs else '')   # what set the length
    if not MIN_LENGTH <= size <= MAX_LENGTH:
        raise ClueError(f'{setter}: a word length of {size}; expected {MIN_LENGTH} '
                        f'to {MAX_LENGTH} letters')
    said = '--length says' if length is not None else f'{setter} says'   # where a clue disagrees
    model = drang(green, yellow, black, size, alphabet, said=said)
    for token in pairs:
        guess, marks = parse_pair(token, alphabet)
        if len(guess) != size:
            raise ClueError(f'{quote(token)}: has {len(guess)} letters, but {said} {size}')
        model &= Constraints.from_score(guess, marks, alphabet)
    return model
