"""The --lang presets: each language's letters as its Wordle clones have
them, whether the clones fold accents away, and Debian's word list for it.
The README's Languages section gives the clones each choice follows.
Loaded only when a command line names a language.
"""
from __future__ import annotations

from typing import NamedTuple

from wordlegrep.alphabet import LATIN, Alphabet, Letter, units
from wordlegrep.errors import ClueError, expected_one_of, quote


class Language(NamedTuple):
    """A preset: the letters of its Wordle clones, whether they fold
    accents away, and Debian's word list for it (with its encoding and
    package)."""
    name: str
    letters: str
    fold: bool
    dictionary: str
    encoding: str
    package: str   # the Debian package that installs the dictionary


DICT = '/usr/share/dict/'
LANGUAGES = {
    'en': Language('English', LATIN, False, DICT + 'words', 'utf-8', 'wamerican'),
    'es': Language('Spanish', LATIN + 'ñ', True, DICT + 'spanish', 'utf-8', 'wspanish'),
    'pt': Language('Portuguese', LATIN, True, DICT + 'brazilian', 'utf-8', 'wbrazilian'),
    'fr': Language('French', LATIN, True, DICT + 'french', 'utf-8', 'wfrench'),
    'it': Language('Italian', LATIN, True, DICT + 'italian', 'utf-8', 'witalian'),
    'de': Language('German', LATIN + 'äöüß', True, DICT + 'ngerman', 'utf-8', 'wngerman'),
    'nl': Language('Dutch', LATIN, True, DICT + 'dutch', 'utf-8', 'wdutch'),
    'sv': Language('Swedish', LATIN + 'åäö', True, DICT + 'swedish', 'iso-8859-1', 'wswedish'),
    'da': Language('Danish', LATIN + 'æøå', True, DICT + 'danish', 'utf-8', 'wdanish'),
    'nb': Language('Norwegian Bokmål', LATIN + 'æøå', True, DICT + 'bokmaal', 'iso-8859-1',
                   'wnorwegian'),
    'pl': Language('Polish', LATIN + 'ąćęłńóśźż', True, DICT + 'polish', 'utf-8', 'wpolish'),
    'uk': Language('Ukrainian', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя', True,
                   DICT + 'ukrainian', 'utf-8', 'wukrainian'),
    'bg': Language('Bulgarian', 'абвгдежзийклмнопрстуфхцчшщъьюя', True,
                   DICT + 'bulgarian', 'utf-8', 'wbulgarian'),
}


def summary(letters: str) -> str:
    """Letters as a reader takes them in: a run of the Latin alphabet as a-z.

    >>> summary(LATIN + 'ñ'), summary('абв')
    ('a-z, ñ', 'абв')
    """
    if letters.startswith(LATIN):
        rest = letters[len(LATIN):]
        return 'a-z' + (', ' + ' '.join(rest) if rest else '')
    return letters


def language(code: str) -> Alphabet:
    """The alphabet of a --lang preset."""
    if code not in LANGUAGES:
        raise ClueError(expected_one_of('--lang', code, LANGUAGES))
    preset = LANGUAGES[code]
    return Alphabet(frozenset(preset.letters), preset.fold, code)


def custom(text: str) -> Alphabet:
    """The alphabet of --alphabet LETTERS: each letter once, in any case;
    other letters fold into them.

    >>> sorted(custom('ABCÑ').letters), sorted(custom('abn\u0303').letters)
    (['a', 'b', 'c', 'ñ'], ['a', 'b', 'ñ'])
    """
    import unicodedata
    letters = set()
    for unit in units(unicodedata.normalize('NFC', text)):
        char = unit[0]
        if len(unit) > 1 and char.isalpha():   # a letter and marks no one character spells
            raise ClueError(f'--alphabet {quote(text)}: {quote(unit)} is not one character, '
                            'even composed; expected letters that are, like ñ')
        low = char.lower()
        if not char.isalpha():
            raise ClueError(f'--alphabet {quote(text)}: {quote(char)} is not a letter; '
                            'expected the letters of the game, like abcdefghijklmnñopqrstuvwxyz')
        if len(low) != 1:   # (İ: i and a dot above)
            raise ClueError(f'--alphabet {quote(text)}: {quote(char)} is a letter whose small '
                            f'form is {len(low)} characters, {quote(low)}; expected letters whose '
                            f'small form is one (for {quote(char)}, {quote(low[0])})')
        letters.add(low)
    if not letters:
        raise ClueError(f'--alphabet {quote(text)}: expected the letters of the game')
    return Alphabet(frozenset(letters), True, text)


def why_not(unit: str, alphabet: Alphabet) -> str:
    """Why `unit` is no letter of `alphabet`, naming the presets that read it.

    >>> from wordlegrep.alphabet import ENGLISH
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
        found = preset.read(unit)
        if preset.replace(fold=False).read(unit) is not None:
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


def dictionary(code: str) -> str:
    """The path of a --lang preset's Debian word list, refused at once,
    naming its package, when it is not installed."""
    import os
    preset = LANGUAGES[code]
    if not os.path.exists(preset.dictionary):
        raise ClueError(f'--lang {code}: the {preset.name} word list {preset.dictionary} is '
                        f'not installed; install Debian\'s {preset.package}, or give a list '
                        'with --words FILE')
    return preset.dictionary
