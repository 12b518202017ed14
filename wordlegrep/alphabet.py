"""The game's letters: which characters are letters, how the other letters
fold into them, and how a piece of text reads as letters.

Text is read a *unit* at a time: a character and the combining marks after
it. A unit spells a letter of the alphabet when it is exactly that letter's
spelling, composed (ñ) or decomposed (n and a combining tilde). Otherwise,
when the alphabet folds, the unit's character is decomposed (NFD) and the
longest beginning that spells a letter wins, as long as only combining
marks are left over: é is e in Spanish, å stays å in Swedish, ǻ (an å with
an acute) is å there and a in French. Case is lowered letter by letter with
str.lower, never casefold (ß stays ß). Nothing here reads a file; the word
files and the shell pipeline build on these rules.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import NamedTuple

from wordlegrep.errors import ClueError

Letter = str
LATIN = 'abcdefghijklmnopqrstuvwxyz'
# Combining marks: the five Combining Diacritical Marks blocks, which hold
# every mark that the decomposition of a Latin, Greek or Cyrillic letter uses.
MARK_RANGES = ((0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF),
               (0xFE20, 0xFE2F))
MARK_CLASS = ''.join(f'{chr(low)}-{chr(high)}' for low, high in MARK_RANGES)
UNIT = re.compile(f'[^{MARK_CLASS}][{MARK_CLASS}]*|[{MARK_CLASS}]+')
MARK = re.compile(f'[{MARK_CLASS}]')
# The case of a letter as written: lower, upper, or a letter with no case.
LOWER, UPPER, CASELESS = 'l', 'u', '-'
Reading = tuple[Letter, str]   # the letter a unit spells (lowercase), and its case


class Alphabet(NamedTuple):
    """The letters of a game, lowercase, and whether other letters fold
    into them. `name` is the --lang code or the --alphabet text, for messages."""
    letters: frozenset[Letter]
    fold: bool
    name: str

    def ordered(self) -> str:
        """The letters in code point order, the order words are sorted in.

        >>> language('sv').ordered()[-4:]
        'zäåö'
        """
        return ''.join(sorted(self.letters))

    def describe(self) -> str:
        """The alphabet as messages name it.

        >>> ENGLISH.describe(), language('es').describe()
        ('--lang en (a-z)', '--lang es (a-z, ñ)')
        """
        if self.name in LANGUAGES:
            return f'--lang {self.name} ({_summary(self.ordered())})'
        return f'--alphabet {self.name!r}'


class Language(NamedTuple):
    """A preset: the letters of its Wordle clones, whether they fold
    accents away, and Debian's word list for it (with its encoding)."""
    name: str
    letters: str
    fold: bool
    dictionary: str
    encoding: str


DICT = '/usr/share/dict/'
LANGUAGES = {
    'en': Language('English', LATIN, False, DICT + 'words', 'utf-8'),
    'es': Language('Spanish', LATIN + 'ñ', True, DICT + 'spanish', 'utf-8'),
    'pt': Language('Portuguese', LATIN, True, DICT + 'brazilian', 'utf-8'),
    'fr': Language('French', LATIN, True, DICT + 'french', 'utf-8'),
    'it': Language('Italian', LATIN, True, DICT + 'italian', 'utf-8'),
    'de': Language('German', LATIN + 'äöüß', True, DICT + 'ngerman', 'utf-8'),
    'nl': Language('Dutch', LATIN, True, DICT + 'dutch', 'utf-8'),
    'sv': Language('Swedish', LATIN + 'åäö', True, DICT + 'swedish', 'iso-8859-1'),
    'da': Language('Danish', LATIN + 'æøå', True, DICT + 'danish', 'utf-8'),
    'nb': Language('Norwegian Bokmål', LATIN + 'æøå', True, DICT + 'bokmaal', 'iso-8859-1'),
    'pl': Language('Polish', LATIN + 'ąćęłńóśźż', True, DICT + 'polish', 'utf-8'),
    'uk': Language('Ukrainian', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', True,
                   DICT + 'ukrainian', 'utf-8'),
    'bg': Language('Bulgarian', 'абвгдежзийклмнопрстуфхцчшщъьюя', True,
                   DICT + 'bulgarian', 'utf-8'),
}
DEFAULT = 'en'
ENGLISH = Alphabet(frozenset(LANGUAGES[DEFAULT].letters), LANGUAGES[DEFAULT].fold, DEFAULT)


def _summary(letters: str) -> str:
    """Letters as a reader takes them in: a run of the Latin alphabet as a-z.

    >>> _summary(LATIN + 'ñ'), _summary('абв')
    ('a-z, ñ', 'абв')
    """
    if letters.startswith(LATIN):
        rest = letters[len(LATIN):]
        return 'a-z' + (', ' + ' '.join(rest) if rest else '')
    return letters


def language(code: str) -> Alphabet:
    """The alphabet of a --lang preset."""
    if code not in LANGUAGES:
        raise ClueError(f"--lang {code!r}: expected one of {', '.join(LANGUAGES)}")
    preset = LANGUAGES[code]
    return Alphabet(frozenset(preset.letters), preset.fold, code)


def custom(text: str) -> Alphabet:
    """The alphabet of --alphabet LETTERS: each letter once, in any case;
    other letters fold into them.

    >>> sorted(custom('ABCÑ').letters)
    ['a', 'b', 'c', 'ñ']
    """
    import unicodedata
    letters = set()
    for char in unicodedata.normalize('NFC', text):
        low = char.lower()
        if not char.isalpha() or len(low) != 1:
            raise ClueError(f'--alphabet {text!r}: {char!r} is not a letter; '
                            'expected the letters of the game, like abcdefghijklmnñopqrstuvwxyz')
        letters.add(low)
    if not letters:
        raise ClueError(f'--alphabet {text!r}: expected the letters of the game')
    return Alphabet(frozenset(letters), True, text)


def choose(code: str | None, letters: str | None) -> Alphabet:
    """The alphabet a command line names: --lang, --alphabet, or English."""
    if code is not None and letters is not None:
        raise ClueError(f'--lang {code!r} and --alphabet {letters!r}: give one or the other')
    if letters is not None:
        return custom(letters)
    return language(code) if code is not None else ENGLISH


# -- reading text as letters --------------------------------------------------

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
    return UNIT.findall(text) if MARK.search(text) else list(text)


class Reader:
    """How one alphabet reads text; what each unit spells is remembered."""

    def __init__(self, alphabet: Alphabet) -> None:
        self.alphabet = alphabet
        self.known: dict[str, Reading | None] = {}

    def form(self, char: str) -> Reading | None:
        """The letter `char` is as it stands, with its case."""
        letters = self.alphabet.letters
        if char in letters:
            return char, CASELESS if char.upper() == char else LOWER
        low = char.lower()
        return (low, UPPER) if low in letters else None

    def spelled(self, text: str) -> Reading | None:
        """The letter whose decomposed spelling `text` is exactly."""
        import unicodedata
        composed = unicodedata.normalize('NFC', text)
        if len(composed) != 1 or unicodedata.normalize('NFD', composed) != text:
            return None
        return self.form(composed)

    def unit(self, unit: str) -> Reading | None:
        """The letter a unit spells, folded as the alphabet folds, or None.

        >>> spanish = Reader(language('es'))
        >>> [spanish.unit(u) for u in ('ñ', 'N\\u0303', 'É', 'e\\u0301\\u0301', 'ø', '\\u0301')]
        [('ñ', 'l'), ('ñ', 'u'), ('e', 'u'), ('e', 'l'), None, None]
        >>> Reader(language('sv')).unit('ǻ'), Reader(language('fr')).unit('ǻ')
        (('å', 'l'), ('a', 'l'))
        >>> Reader(ENGLISH).unit('é'), Reader(ENGLISH).unit('E')
        (None, ('e', 'u'))
        """
        if unit in self.known:
            return self.known[unit]
        found = self.form(unit) if len(unit) == 1 else None
        if found is None and not is_mark(unit[0]):
            import unicodedata
            spelling = unicodedata.normalize('NFD', unit[0]) + unit[1:]
            for end in range(len(spelling), 0, -1):
                rest = spelling[end:]
                if rest and not (self.alphabet.fold and all(map(is_mark, rest))):
                    break   # only marks may be left over, and only when folding
                found = self.spelled(spelling[:end])
                if found is not None:
                    break
        self.known[unit] = found
        return found

    def word(self, text: str) -> str | None:
        """The lowercase word `text` spells, or None: a unit that spells no
        letter, or upper and lower case mixed.

        >>> spanish = Reader(language('es'))
        >>> spanish.word('ÑANDÚ'), spanish.word('n\\u0303andu\\u0301'), spanish.word('Ñandú')
        ('ñandu', 'ñandu', None)
        """
        letters, cases = [], set()
        for unit in units(text):
            found = self.unit(unit)
            if found is None:
                return None
            letters.append(found[0])
            cases.add(found[1])
        return None if {LOWER, UPPER} <= cases else ''.join(letters)

    def letters(self, text: str, role: str) -> Iterator[Reading]:
        """Each unit of a clue as a letter; the first that is none is an
        error naming it and the alphabets that have it."""
        for unit in units(text):
            found = self.unit(unit)
            if found is None:
                raise ClueError(f'{role}: {unit!r} {why_not(unit, self.alphabet)}')
            yield found


@functools.lru_cache(maxsize=64)
def reader(alphabet: Alphabet) -> Reader:
    """The reader for `alphabet`, one a process."""
    return Reader(alphabet)


def why_not(unit: str, alphabet: Alphabet) -> str:
    """Why `unit` is no letter of `alphabet`, naming the presets that read it.

    >>> why_not('ñ', ENGLISH)
    'is not a letter of --lang en (a-z); --lang es has it'
    >>> why_not('é', ENGLISH)
    'is not a letter of --lang en (a-z); --lang da, de, es, fr, it, nb, nl, pl, pt, sv fold it to e'
    """
    if not any(char.isalpha() for char in unit):
        return f'is not a letter of {alphabet.describe()}'
    have: list[str] = []
    fold: dict[Letter, list[str]] = {}
    for code in sorted(LANGUAGES):
        preset = language(code)
        found = reader(preset).unit(unit)
        if reader(preset._replace(fold=False)).unit(unit) is not None:
            have.append(code)
        elif found is not None:
            fold.setdefault(found[0], []).append(code)
    if have:
        hint = f"--lang {', '.join(have)} {'has' if len(have) == 1 else 'have'} it"
    elif fold:
        hint = '; '.join(f"--lang {', '.join(codes)} fold it to {letter}"
                         for letter, codes in fold.items())
    else:
        hint = 'no --lang has it; name the letters with --alphabet'
    return f'is not a letter of {alphabet.describe()}; {hint}'


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
    for char in map(chr, range(0x110000)):
        low = char.lower()
        if low != char and len(low) == 1 and len(low.upper()) != 1:
            found.setdefault(low, char)
    return found


@functools.lru_cache(maxsize=16)
def spellings(alphabet: Alphabet) -> dict[str, Reading]:
    """Every text that is one unit and spells a letter, with the letter:
    each character that does, and each character followed by the marks
    that complete a letter's decomposed spelling (n and a tilde; å and an
    acute, in an alphabet with ǻ). With it, a table lookup (the longest
    entry that begins a unit) reads any unit as `Reader.unit` does, which
    is what the shell pipeline does. Built by going through all of Unicode,
    skipping blocks in which no character has a case or a decomposition.
    """
    import unicodedata
    read = reader(alphabet)
    found: dict[str, Reading] = {}
    by_spelling: dict[str, list[str]] = {}
    block = 256
    for start in range(0, 0x110000, block):
        if 0xD800 <= start < 0xE000:
            continue   # surrogates: no text holds them
        chars = ''.join(map(chr, range(start, start + block)))
        if (chars.lower() == chars and unicodedata.normalize('NFD', chars) == chars
                and not alphabet.letters & set(chars)):
            continue
        for char in chars:
            reading = read.unit(char)
            if reading is not None:
                found[char] = reading
            spelling = unicodedata.normalize('NFD', char)
            if spelling != char:
                by_spelling.setdefault(spelling, []).append(char)
    for form in [char for char in found if read.form(char) is not None]:
        spelling = unicodedata.normalize('NFD', form)
        for end in range(1, len(spelling)):
            rest = spelling[end:]
            if not all(map(is_mark, rest)):
                continue
            head = spelling[:end]
            for start_char in by_spelling.get(head, []) + ([head] if len(head) == 1 else []):
                reading = read.unit(start_char + rest)
                if reading is not None:
                    found[start_char + rest] = reading
    return found
