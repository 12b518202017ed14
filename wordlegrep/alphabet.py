"""The game's letters, part of the model: the alphabet, its units (a
character and the combining marks after it), and a letter's case.

Only what every query needs is here: a letter of the alphabet as it stands
is read at once, and anything else is left to reading.py, loaded only then.
"""
from __future__ import annotations

import functools
import re
import sys
from collections.abc import Iterable

from wordlegrep.errors import ClueError, quote

Letter = str
LATIN = 'abcdefghijklmnopqrstuvwxyz'
# Combining marks: the five Combining Diacritical Marks blocks, which hold
# every mark that the decomposition of a Latin, Greek or Cyrillic letter uses.
MARK_RANGES = ((0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF),
               (0xFE20, 0xFE2F))
MARK_CLASS = ''.join(f'{chr(low)}-{chr(high)}' for low, high in MARK_RANGES)
# The case of a letter as written: lower, upper, or a letter with no case.
LOWER, UPPER, CASELESS = 'l', 'u', '-'
Reading = tuple[Letter, str]   # the letter a unit spells (lowercase), and its case


class Alphabet:
    """The letters of a game, lowercase, and whether other letters fold
    into them. `name` is the --lang code or the --alphabet text, for messages.

    An immutable value, compared and hashed by its fields. Not a NamedTuple
    only because making one of those costs every query's start-up a
    quarter of a millisecond.
    """
    __slots__ = ('fold', 'letters', 'name')
    letters: frozenset[Letter]
    fold: bool
    name: str

    def __init__(self, letters: Iterable[Letter], fold: bool, name: str) -> None:
        object.__setattr__(self, 'letters', frozenset(letters))   # (a str too, as repr shows)
        object.__setattr__(self, 'fold', fold)
        object.__setattr__(self, 'name', name)

    def __setattr__(self, field: str, value: object) -> None:
        raise AttributeError(f'an Alphabet is immutable: cannot set {field}')

    def __reduce__(self) -> tuple[type[Alphabet], tuple[str, bool, str]]:
        """Pickled, and copied, as the arguments it is made from (its slots
        cannot be set again one by one).

        >>> import copy, pickle
        >>> pickle.loads(pickle.dumps(ENGLISH)) == copy.deepcopy(ENGLISH) == ENGLISH
        True
        """
        return Alphabet, (self.ordered(), self.fold, self.name)

    def _fields(self) -> tuple[frozenset[Letter], bool, str]:
        return self.letters, self.fold, self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Alphabet) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return f'Alphabet({self.ordered()!r}, fold={self.fold}, name={self.name!r})'

    def replace(self, *, fold: bool) -> Alphabet:
        """The same letters, folding or not."""
        return Alphabet(self.letters, fold, self.name)

    def ordered(self) -> str:
        """The letters in code point order, the order words are sorted in.

        >>> from wordlegrep.languages import language
        >>> language('sv').ordered()[-4:]
        'zäåö'
        """
        return ''.join(sorted(self.letters))

    def describe(self) -> str:
        """The alphabet as messages name it.

        >>> from wordlegrep.languages import language
        >>> ENGLISH.describe(), language('es').describe()
        ('--lang en (a-z)', '--lang es (a-z, ñ)')
        """
        from wordlegrep.languages import LANGUAGES, summary
        if self.name in LANGUAGES:
            return f'--lang {self.name} ({summary(self.ordered())})'
        return f'--alphabet {quote(self.name)}'

    def form(self, char: str) -> Reading | None:
        """The letter a character is as it stands, with its case.

        >>> ENGLISH.form('E'), ENGLISH.form('e'), ENGLISH.form('é')
        (('e', 'u'), ('e', 'l'), None)
        """
        if char in self.letters:
            return char, CASELESS if char.upper() == char else LOWER
        low = char.lower()
        return (low, UPPER) if low in self.letters else None

    def read(self, unit: str) -> Reading | None:
        """The letter a unit spells, folded as the alphabet folds (see
        reading.py), with its case; None when it spells none."""
        found = self.form(unit) if len(unit) == 1 else None
        if found is None:
            from wordlegrep.reading import reader
            found = reader(self).unit(unit)
        return found


DEFAULT = 'en'
ENGLISH = Alphabet(frozenset(LATIN), False, DEFAULT)   # the presets' en (languages.py)


def choose(code: str | None, letters: str | None) -> Alphabet:
    """The alphabet a command line names: --lang, --alphabet, or English."""
    if code is not None and letters is not None:
        raise ClueError(f'--lang {quote(code)} and --alphabet {quote(letters)}: '
                        'give one or the other')
    if letters is not None:
        from wordlegrep.languages import custom
        return custom(letters)
    if code is not None:
        from wordlegrep.languages import language
        return language(code)
    return ENGLISH


def is_mark(char: str) -> bool:
    """Whether `char` is a combining mark (see MARK_RANGES).

    >>> is_mark('\\u0303'), is_mark('n')
    (True, False)
    """
    return any(low <= ord(char) <= high for low, high in MARK_RANGES)


def units(text: str) -> list[str]:
    """`text` cut into units: a character and the combining marks after it.

    >>> [ascii(unit) for unit in units('n\\u0303a')], len(units('\\u0301ab'))
    (["'n\\\\u0303'", "'a'"], 3)
    """
    if text.isascii() or not any(map(is_mark, text)):
        return list(text)
    return re.findall(f'[^{MARK_CLASS}][{MARK_CLASS}]*|[{MARK_CLASS}]+', text)


def line_case(reading: Reading) -> str:
    """A letter's case as a line of a word list counts it: a small letter
    whose capital is not one character (ß, SS) has none there, as an
    ALL-CAPS line keeps it small (STRAßE).

    >>> line_case(('ß', LOWER)), line_case(('ß', UPPER)), line_case(('s', LOWER))
    ('-', 'u', 'l')
    """
    letter, case = reading
    return CASELESS if case == LOWER and len(letter.upper()) != 1 else case


def capital(letter: Letter) -> str | None:
    """The one-character capital of a letter, as tiles show it; None for a
    letter with no case.

    >>> capital('ñ'), capital('ß'), capital('й')
    ('Ñ', 'ẞ', 'Й')
    """
    upper = letter.upper()
    if upper == letter:
        return None
    if len(upper) == 1 and upper.lower() == letter:
        return upper
    return _capitals().get(letter)


def capitals(word: str) -> str:
    """A word in capitals, one a letter, as tiles show it.

    >>> capitals('straße'), capitals('crane')
    ('STRAẞE', 'CRANE')
    """
    return ''.join(capital(letter) or letter for letter in word)


@functools.lru_cache(maxsize=1)
def _capitals() -> dict[Letter, str]:
    """Letters whose str.upper is not one character (ß is SS), and the one
    character that lowers to each (ẞ)."""
    found: dict[Letter, str] = {}
    for char in map(chr, range(sys.maxunicode + 1)):
        low = char.lower()
        if low != char and len(low) == 1 and len(low.upper()) != 1:
            found.setdefault(low, char)
    return found
