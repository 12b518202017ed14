"""How an alphabet reads text: what each unit spells.

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
import unicodedata

from wordlegrep.alphabet import LOWER, UPPER, Alphabet, Reading, is_mark, line_case, units

UNITS_KEPT = 1 << 16   # what units spell, remembered: a few MB at most


class Reader:
    """How one alphabet reads text; what each unit spells is remembered."""

    def __init__(self, alphabet: Alphabet) -> None:
        self.alphabet = alphabet
        self.known: dict[str, Reading | None] = {}

    def spelled(self, text: str) -> Reading | None:
        """The letter whose decomposed spelling `text` is exactly."""
        composed = unicodedata.normalize('NFC', text)
        if len(composed) != 1 or unicodedata.normalize('NFD', composed) != text:
            return None
        return self.alphabet.form(composed)

    def unit(self, unit: str) -> Reading | None:
        """The letter a unit spells, folded as the alphabet folds, or None.

        >>> from wordlegrep.alphabet import ENGLISH
        >>> from wordlegrep.languages import language
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
        found = self.alphabet.form(unit) if len(unit) == 1 else None
        if found is None and not is_mark(unit[0]):
            spelling = unicodedata.normalize('NFD', unit[0]) + unit[1:]
            for end in range(len(spelling), 0, -1):
                rest = spelling[end:]
                if rest and not (self.alphabet.fold and all(map(is_mark, rest))):
                    break   # only marks may be left over, and only when folding
                found = self.spelled(spelling[:end])
                if found is not None:
                    break
        if len(self.known) >= UNITS_KEPT:
            self.known.clear()   # a hostile file may hold any number of units
        self.known[unit] = found
        return found

    def word(self, text: str) -> str | None:
        """The lowercase word `text` spells, or None: a unit that spells no
        letter, or upper and lower case mixed.

        >>> from wordlegrep.languages import language
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
            cases.add(line_case(found))
        return None if {LOWER, UPPER} <= cases else ''.join(letters)


@functools.lru_cache(maxsize=64)
def reader(alphabet: Alphabet) -> Reader:
    """The reader for `alphabet`, one a process."""
    return Reader(alphabet)
