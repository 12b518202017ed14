"""The solver's two pools of words: those it may guess and those the answer
may be, with the score matrix between them, loaded once and never changed.
"""
from __future__ import annotations

import functools
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

import numpy as np
import numpy.typing as npt

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.errors import WordFileError, WordleError, WordleWarning, quote
from wordlegrep.model import Constraints
from wordlegrep.notation import MAX_LENGTH, MIN_LENGTH
from wordlegrep.score import BLACK, GREEN, Marks, Word
from wordlegrep.solver.cache import cached_array, digest
from wordlegrep.solver.patterns import (
    Matrix,
    alphabet,
    by_answer,
    checked_length,
    code_dtype,
    letters,
    win,
)
from wordlegrep.words import DEFAULT_ENCODING, bundled_path, read_text, read_words, word_lengths

if TYPE_CHECKING:
    from wordlegrep.solver.twins import Twins

Indices = npt.NDArray[np.intp]
Mask = npt.NDArray[np.bool_]
# A bundled list of accepted guesses whose answers the game drew from a
# shorter list: with it, only those answers are candidates.
ANSWERS_OF = {'wordle': 'answers', 'nyt': 'nyt-answers'}
MEGABYTE = 1 << 20
MASKS_KEPT = 4096   # hard-mode masks remembered, about 50 MB for the bundled lists
UNKNOWN = '.'



class BudgetError(WordleError):
    """Pools whose score matrix would take more memory than allowed."""


class Rule(NamedTuple):
    """What hard mode demands of every guess so far: the letter each
    position must keep (UNKNOWN for none), and the fewest copies a guess
    must use of each letter shown, as sorted (letter, count) pairs: any
    alphabet will do."""
    fixed: str
    least: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, model: Constraints) -> Rule:
        """The demands of the clues in `model`: its greens stay, and each
        letter it shows is used at least as often as it shows it.

        >>> Rule.of(Constraints.from_score('geese', '.YG.Y'))
        Rule(fixed='..e..', least=(('e', 3),))
        """
        return cls(''.join(letter or UNKNOWN for letter in model.fixed),
                   tuple((letter, n) for letter, n in model.at_least if n))

    @classmethod
    def shown(cls, guess: Word, marks: Marks) -> Rule:
        """The demands of one scored guess, as `of` finds them in the
        clue's model, without building it: its greens stay, and each
        letter is used at least as often as it is not black.

        >>> Rule.shown('geese', '.YG.Y')
        Rule(fixed='..e..', least=(('e', 3),))
        """
        least: dict[str, int] = {}
        for letter, mark in zip(guess, marks):
            if mark != BLACK:
                least[letter] = least.get(letter, 0) + 1
        return cls(''.join(g if m == GREEN else UNKNOWN for g, m in zip(guess, marks)),
                   tuple(sorted(least.items())))

    def weaker(self, other: Rule) -> bool:
        """Whether `other` demands all that this rule does (and so allows
        no guess this one does not).

        >>> Rule('a....', (('a', 1),)).weaker(Rule('a..e.', (('a', 2), ('e', 1))))
        True
        >>> Rule('a....', (('a', 2),)).weaker(Rule('a....', (('a', 1),)))
        False
        """
        least = dict(other.least)
        return (all(a in (UNKNOWN, b) for a, b in zip(self.fixed, other.fixed))
                and all(least.get(letter, 0) >= n for letter, n in self.least))

    def lacks(self, word: Word) -> list[str]:
        """The demands `word` does not meet, as a person would say them: a
        letter at its place (from 1), or a letter (and how many copies)
        where its places alone do not demand as many.

        >>> Rule('..e..', (('a', 1), ('e', 2))).lacks('crane')
        ['e at 3', '2 copies of e']
        >>> Rule('..e..', (('a', 1), ('e', 1))).lacks('apeek')
        []
        >>> Rule('....e', (('e', 1),)).lacks('globe'), Rule('....e', (('e', 1),)).lacks('glory')
        ([], ['e at 5'])
        """
        at = [f'{letter} at {i}' for i, (letter, had) in enumerate(zip(self.fixed, word), 1)
              if letter not in (UNKNOWN, had)]
        return at + [letter if n == 1 else f'{n} copies of {letter}'
                     for letter, n in self.least
                     if word.count(letter) < n and self.fixed.count(letter) < n]

    def __and__(self, other: object) -> Rule:
        """Both rules' demands.

        >>> Rule('a....', (('a', 1),)) & Rule('...ñ.', (('a', 2), ('ñ', 1)))
        Rule(fixed='a..ñ.', least=(('a', 2), ('ñ', 1)))
        """
        if not isinstance(other, Rule):
            return NotImplemented
        fixed = ''.join(b if a == UNKNOWN else a for a, b in zip(self.fixed, other.fixed))
        least = dict(self.least)
        for letter, n in other.least:
            least[letter] = max(n, least.get(letter, 0))
        return Rule(fixed, tuple(sorted(least.items())))


@dataclass(frozen=True, eq=False)
class Pools:
    """Guesses and answers (each sorted, every answer also a guess) and
    `by_answer[a, g]`, the pattern code of guess g against answer a."""
    guesses: tuple[Word, ...]
    answers: tuple[Word, ...]
    by_answer: Matrix
    answer_rows: Indices        # the guess row of each answer
    spelling: npt.NDArray[np.uint16]   # [position, guess]: the index of its letter there
    placed: Mask     # [position, letter, guess]: the guess has the letter there
    copies: Mask     # [letter, k, guess]: the guess has at least k of the letter
    name: str        # a hash of both lists, naming what is cached for them
    alphabet: str    # the letters the words use, indexing `placed` and `copies`
    masks: dict[Rule, Mask] = field(default_factory=dict, repr=False)

    @functools.cached_property
    def length(self) -> int:
        """The word length (asked for millions of times in a search)."""
        return len(self.guesses[0])

    @functools.cached_property
    def win(self) -> int:
        """The all-green pattern code."""
        return win(self.length)

    @functools.cached_property
    def twins(self) -> Twins:
        """The answers only guessing them tells apart (found once: a search
        makes many an `Exact` of the same pools)."""
        from wordlegrep.solver.twins import twins
        return twins(self)

    def row(self, word: Word) -> int | None:
        """The guess row of `word`, or None when it is not a guess."""
        row = int(np.searchsorted(self.guesses, word))
        return row if row < len(self.guesses) and self.guesses[row] == word else None

    def candidates(self, model: Constraints) -> Indices:
        """The answers `model` admits, as sorted answer indices: by the
        model's own rules, which hold in any alphabet."""
        return np.array([i for i, w in enumerate(self.answers) if model.admits(w)],
                        dtype=np.intp)

    def allowed(self, rule: Rule) -> Mask:
        """The guesses hard mode allows under `rule` (remembered: a search
        asks again and again)."""
        if rule not in self.masks:
            if len(self.masks) >= MASKS_KEPT:
                self.masks.clear()
            allowed = np.ones(len(self.guesses), dtype=np.bool_)
            index = {letter: i for i, letter in enumerate(self.alphabet)}
            for i, letter in enumerate(rule.fixed):
                if letter in index:
                    allowed &= self.placed[i, index[letter]]
                elif letter != UNKNOWN:   # a letter no guess uses
                    allowed[:] = False
            for letter, n in rule.least:
                if letter in index:
                    allowed &= self.copies[index[letter], min(n, self.length + 1)]
                else:
                    allowed[:] = False
            self.masks[rule] = allowed
        return self.masks[rule]


def make_pools(guesses: Sequence[Word], answers: Sequence[Word]) -> Pools:
    """Pools from two word lists, the matrix built or read from the cache."""
    length = checked_length(guesses, answers)
    answers = sorted(set(answers))
    guesses = sorted(set(guesses) | set(answers))
    name = digest(guesses, answers)
    matrix = cached_array(f'by-answer-{name}', (len(answers), len(guesses)),
                          lambda: by_answer(guesses, answers),
                          dtype=code_dtype(length),
                          check=lambda m: _plausible(m, np.searchsorted(guesses, answers), length))
    letters_of = alphabet(guesses)
    spelling = np.ascontiguousarray(letters(guesses, letters_of).T)
    indices = np.arange(len(letters_of), dtype=spelling.dtype)
    placed = spelling[:, None, :] == indices[None, :, None]
    counts = placed.sum(axis=0)
    copies = counts[:, None, :] >= np.arange(length + 2)[None, :, None]
    rows = np.searchsorted(guesses, answers).astype(np.intp)
    return Pools(tuple(guesses), tuple(answers), matrix, rows, spelling, placed, copies, name,
                 letters_of)


def _plausible(matrix: Matrix, rows: Indices, length: int) -> bool:
    """Whether a cached matrix can be the scores: no code past all green,
    and every answer all green against itself."""
    top = win(length)
    return (int(matrix.max(initial=0)) <= top
            and bool((matrix[np.arange(len(rows)), rows] == top).all()))


def _read(path: str, option: str, length: int, lang: Alphabet = ENGLISH,
          encoding: str = DEFAULT_ENCODING, shown: str | None = None,
          some: bool = True) -> list[Word]:
    """The words of `length` letters in the file `option` names (as `shown`,
    else by its path), read in the game's alphabet `lang`; none is an error
    where `some` are needed, or where the file holds other text."""
    import warnings
    with warnings.catch_warnings(record=True) as told:   # (notes of lines read as no word)
        warnings.simplefilter('always')
        words = list(read_words(path, length, lang, encoding, option))
    if not words and (some or _holds_text(path, encoding, option)):
        # the error says it all on its one line, the notes among it
        whys = [str(warning.message).removeprefix(f'note: {option} {quote(path)}: ')
                for warning in told if issubclass(warning.category, WordleWarning)]
        raise WordFileError(f'{option} {quote(shown or path)}: has no words of {length} letters '
                            f'of {lang.describe()}{"".join("; " + why for why in whys)}'
                            f'{_lengths_hint(path, lang, encoding, option)}')
    for warning in told:
        warnings.warn_explicit(warning.message, warning.category, warning.filename,
                               warning.lineno)
    return words


def _again(path: str) -> str | None:
    """The name to read the file at `path` by once more, if it is a
    regular file (a file given as stdin, by its descriptor's); a pipe, read
    already, cannot be."""
    try:
        if path == '-' and stat.S_ISREG(os.fstat(0).st_mode):
            path = '/dev/fd/0'
        if path == '-' or not stat.S_ISREG(os.stat(path).st_mode):
            return None
    except (OSError, ValueError):
        return None
    return path


def _holds_text(path: str, encoding: str, option: str) -> bool:
    """Whether the regular file at `path` holds more than white space (and a
    byte-order mark), read from `encoding`: a file that may be empty, with
    words of other lengths, is the wrong file. A pipe, read already, is
    taken as it came."""
    again = _again(path)
    return again is not None and any(text.strip()
                                     for text in read_text(again, encoding, option, again=True))


def _lengths_hint(path: str, lang: Alphabet, encoding: str, option: str) -> str:
    """What the words of a regular file that has none of the length asked
    for are, with the --length to read them by, or nothing."""
    again = _again(path)
    lengths = [size for size in word_lengths(again, lang, encoding, option)
               if MIN_LENGTH <= size <= MAX_LENGTH] if again is not None else []
    if not lengths:
        return ''
    mostly = ' mostly' if len(lengths) > 1 else ''
    return f'; its words are{mostly} of {lengths[0]} letters (--length {lengths[0]})'


def load_pools(list_name: str | None, source: str, length: int, all_answers: bool,
               guesses: str | None = None, answers: str | None = None,
               memory: int | None = None, lang: Alphabet = ENGLISH,
               encoding: str = DEFAULT_ENCODING, pool_encodings: tuple[str, str] | None = None
               ) -> Pools:
    """The pools for a command line: a bundled list of accepted guesses with
    its answer list, or one list (a file, or another bundled list) as both;
    `guesses` and `answers` name files that replace either pool (the
    answers are always guesses too); with `all_answers`, every guess may be
    the answer. With a `memory` budget in megabytes, a score matrix that
    would take more is refused before anything is built. Every file is read
    in the game's alphabet `lang`, folded as it folds, from `encoding`;
    `guesses` and `answers` from `pool_encodings` (theirs, in turn), if
    given: the user's files, where the list is a language's own in another."""
    def read(path: str, option: str, shown: str | None = None, some: bool = True,
             given: str = encoding) -> list[Word]:
        return _read(path, option, length, lang, given, shown, some)

    guessed, answered = pool_encodings or (encoding, encoding)
    option, shown = ('--list', list_name) if list_name else ('--words', None)
    if guesses is not None:   # none but the answers, if they are given
        guess_words = read(guesses, '--guesses', some=answers is None, given=guessed)
        answer_words = guess_words
    elif list_name in ANSWERS_OF:
        guess_words = read(source, option, shown)
        answer_words = read(bundled_path(ANSWERS_OF[list_name]), option, shown)
    else:
        guess_words = answer_words = read(source, option, shown)
    if answers is not None:
        answer_words = read(answers, '--answers', given=answered)
    if all_answers:
        answer_words = guess_words
    if memory is not None:
        _check_budget(len(set(guess_words) | set(answer_words)), len(set(answer_words)),
                      length, memory)
    return make_pools(guess_words, answer_words)


def _check_budget(guesses: int, answers: int, length: int, memory: int) -> None:
    """Refuse a score matrix larger than `memory` megabytes, saying how
    much it would take (it is built once, then cached on disk as large)."""
    need = guesses * answers * np.dtype(code_dtype(length)).itemsize
    if need > memory * MEGABYTE:
        wanted = -(-need // MEGABYTE)
        raise BudgetError(f'--memory {memory}: scoring {guesses:,} guesses against '
                          f'{answers:,} answers takes {wanted:,} MB of memory and as much '
                          f'disk for the cache; give --memory {wanted} or more, or '
                          'fewer words')
