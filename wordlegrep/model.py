"""The one constraint model every notation parses into and every backend
compiles from: what is known about the hidden word.
"""
from __future__ import annotations

from collections.abc import Iterator

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.errors import MismatchError
from wordlegrep.score import BLACK, GREEN, YELLOW, Marks, Word

Counts = tuple[tuple[str, int], ...]   # (letter, count) pairs, sorted by letter

# The fields are declared for the type checker as a typing.NamedTuple and
# built at run time by collections.namedtuple, the same class without the
# typing module: importing it would cost a script that filters one query a
# tenth of its time (benchmark figure 7). Type checkers read this name as true.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NamedTuple

    class _Fields(NamedTuple):
        length: int
        fixed: tuple[str, ...]
        banned: tuple[frozenset[str], ...]
        at_least: Counts = ()
        at_most: Counts = ()
        alphabet: Alphabet = ENGLISH
else:
    from collections import namedtuple
    _Fields = namedtuple('_Fields', 'length fixed banned at_least at_most alphabet',
                         defaults=((), (), ENGLISH))


class Constraints(_Fields):
    """Everything the clues say, and nothing more.

    `fixed[i]` is the letter known at position i (or ''), `banned[i]` the
    letters known not to be there, `at_least`/`at_most` bound how many copies
    of a letter the word holds. A letter missing from `at_most` is bounded
    only by the length. `alphabet` is the game's letters.

    >>> Constraints.blank(2) == Constraints(2, ('', ''), (frozenset(), frozenset()))
    True
    """
    __slots__ = ()

    @classmethod
    def blank(cls, length: int, alphabet: Alphabet = ENGLISH) -> Constraints:
        """Nothing known yet about a word of `length` letters."""
        return cls(length, ('',) * length, (frozenset(),) * length, alphabet=alphabet)

    @classmethod
    def from_score(cls, guess: Word, marks: Marks,
                   alphabet: Alphabet = ENGLISH) -> Constraints:
        """What one scored guess says, exactly.

        A black copy caps the letter at its green and yellow copies; the
        yellows must come before the blacks of the same letter, as the game
        hands yellows out left to right, or no word gives this score.

        >>> c = Constraints.from_score('tepee', 'YYG..')
        >>> c.least('e'), c.most('e'), c.least('t'), sorted(c.banned[3])
        (1, 1, 1, ['e'])
        >>> c = Constraints.from_score('geese', '..Y..')
        >>> c.least('e') > c.most('e')
        True

        The guess is letters of `alphabet`, as `parse` leaves them (lowercase),
        and the marks are as many, each G, Y or . (see score.py):

        >>> Constraints.from_score('s.a.e', 'GGGGG')
        Traceback (most recent call last):
        ...
        wordlegrep.errors.ClueError: guess 's.a.e': '.' is not a lowercase letter of --lang en (a-z)
        """
        _check_score(guess, marks, alphabet)
        fixed = tuple(g if m == GREEN else '' for g, m in zip(guess, marks))
        banned = tuple(frozenset() if m == GREEN else frozenset(g)
                       for g, m in zip(guess, marks))
        least: dict[str, int] = {}
        most: dict[str, int] = {}
        for letter in set(guess):
            tiles = [m for g, m in zip(guess, marks) if g == letter]
            found = sum(m != BLACK for m in tiles)
            least[letter] = found
            if BLACK in tiles:
                most[letter] = found
                unplaced = [m for m in tiles if m != GREEN]
                if unplaced != sorted(unplaced, key=lambda m: m == BLACK):
                    least[letter] = found + 1   # a yellow after a black
        return cls(len(guess), fixed, banned, _counts(least), _counts(most), alphabet)

    def __and__(self, other: object) -> Constraints:
        """Both sets of constraints at once."""
        if not isinstance(other, Constraints):
            return NotImplemented
        if self.length != other.length:
            raise MismatchError(f'cannot merge constraints of {self.length} letters with '
                                f'constraints of {other.length}')
        if self.alphabet != other.alphabet:
            raise MismatchError(f'cannot merge constraints in {self.alphabet.describe()} '
                                f'with constraints in {other.alphabet.describe()}')
        letters = self.alphabet.letters
        fixed, banned = [], []
        for mine, theirs, no_mine, no_theirs in zip(self.fixed, other.fixed,
                                                    self.banned, other.banned):
            fixed.append(mine or theirs)
            clash = letters - {theirs} if mine and theirs and mine != theirs else frozenset()
            banned.append(no_mine | no_theirs | clash)
        least = dict(self.at_least)
        for letter, n in other.at_least:
            least[letter] = max(n, least.get(letter, 0))
        most = dict(self.at_most)
        for letter, n in other.at_most:
            most[letter] = min(n, most.get(letter, n))
        return Constraints(self.length, tuple(fixed), tuple(banned),
                           _counts(least), _counts(most), self.alphabet)

    def least(self, letter: str) -> int:
        """The fewest copies of `letter` the word can hold."""
        return dict(self.at_least).get(letter, 0)

    def most(self, letter: str) -> int:
        """The most copies of `letter` the word can hold."""
        return dict(self.at_most).get(letter, self.length)

    def allowed(self, position: int) -> frozenset[str]:
        """The letters that can stand at `position` (0-based), given also the
        counts: a letter capped at the copies already fixed is nowhere else.

        >>> c = Constraints.from_score('abbey', 'GG.Y.')
        >>> sorted(c.alphabet.letters - c.allowed(3))
        ['b', 'e', 'y']
        >>> c &= Constraints.from_score('kebab', '..G..')   # two green b's, one b
        >>> c.allowed(1)
        frozenset()
        """
        fixed = self.fixed[position]
        if fixed and self.fixed.count(fixed) > self.most(fixed):
            return frozenset()   # more green copies than the cap: nothing fits
        if fixed:
            return frozenset(fixed) - self.banned[position]
        placed = {letter: self.fixed.count(letter) for letter, _ in self.at_most}
        full = {letter for letter, n in self.at_most if placed[letter] >= n}
        return self.alphabet.letters - self.banned[position] - full

    def reasons(self, word: Word) -> Iterator[str]:
        """Why `word` cannot be the answer; none when it can. Filtering is
        "no reasons", so filtering and explaining cannot disagree.

        >>> list(Constraints.from_score('tepee', 'YYG..').reasons('petty'))
        ['position 2 cannot be e', 'position 3 must be p, not t']
        >>> list(Constraints.from_score('tepee', 'YYG..').reasons('epees'))
        ... # doctest: +NORMALIZE_WHITESPACE
        ['position 3 must be p, not e', 'position 4 cannot be e',
         'has no t, needs at least 1', 'has 3 e, at most 1 allowed']
        >>> list(Constraints.from_score('chest', '.....').reasons('tepee'))
        ... # doctest: +NORMALIZE_WHITESPACE
        ['has e, which is not in the answer', 'has t, which is not in the answer']
        """
        if len(word) != self.length:
            yield f'has {len(word)} letters, not {self.length}'
            return
        for i, (letter, want, ban) in enumerate(zip(word, self.fixed, self.banned), 1):
            if want and letter != want:
                yield f'position {i} must be {want}, not {letter}'
            elif letter in ban:
                yield f'position {i} cannot be {letter}'
        for letter, n in self.at_least:
            if word.count(letter) < n:
                yield f'has {word.count(letter) or "no"} {letter}, needs at least {n}'
        for letter, n in self.at_most:
            if word.count(letter) > n:
                yield (f'has {letter}, which is not in the answer' if n == 0 else
                       f'has {word.count(letter)} {letter}, at most {n} allowed')

    def admits(self, word: Word) -> bool:
        """Whether `word` can still be the answer."""
        return next(self.reasons(word), None) is None


def _counts(table: dict[str, int]) -> Counts:
    return tuple(sorted(table.items()))


def _check_score(guess: Word, marks: Marks, alphabet: Alphabet) -> None:
    """Refuse a scored guess a model cannot be made of, naming the token."""
    from wordlegrep import _typed
    from wordlegrep.errors import ClueError, quote
    for name, value in (('guess', guess), ('marks', marks)):
        _typed('from_score', name, value, str, 'text')
    if not guess:
        raise ClueError("guess '': expected a word")
    stray = next((char for char in guess if char not in alphabet.letters), None)
    if stray is not None:
        raise ClueError(f'guess {quote(guess)}: {quote(stray)} is not a lowercase letter of '
                        f'{alphabet.describe()}')
    stray = next((mark for mark in marks if mark not in (GREEN, YELLOW, BLACK)), None)
    if stray is not None:
        raise ClueError(f'marks {quote(marks)}: {quote(stray)} is not {GREEN} (green), '
                        f'{YELLOW} (yellow) or {BLACK} (black)')
    if len(marks) != len(guess):
        raise ClueError(f'marks {quote(marks)}: {len(marks)} marks for the {len(guess)} '
                        f'letters of {quote(guess)}')
