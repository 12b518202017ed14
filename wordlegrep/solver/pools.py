"""The solver's two pools of words: those it may guess and those the answer
may be, with the score matrix between them, loaded once and never changed.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.errors import WordFileError, quote
from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.search import search
from wordlegrep.solver.cache import cached_array, digest
from wordlegrep.solver.patterns import Matrix, code_dtype, letters, score_matrix, win
from wordlegrep.words import DEFAULT_ENCODING, bundled_path, read_words

Indices = npt.NDArray[np.intp]
Mask = npt.NDArray[np.bool_]
# A bundled list of accepted guesses whose answers the game drew from a
# shorter list: with it, only those answers are candidates.
ANSWERS_OF = {'wordle': 'answers', 'nyt': 'nyt-answers'}
MASKS_KEPT = 4096   # hard-mode masks remembered, about 50 MB for the bundled lists
UNKNOWN = '.'



class Rule(NamedTuple):
    """What hard mode demands of every guess so far: the letter each
    position must keep (UNKNOWN for none), and the fewest copies of each
    letter, a to z, a guess must use."""
    fixed: str
    least: tuple[int, ...]

    @classmethod
    def of(cls, model: Constraints) -> Rule:
        """The demands of the clues in `model`: its greens stay, and each
        letter it shows is used at least as often as it shows it.

        >>> rule = Rule.of(Constraints.from_score('geese', '.YG.Y'))
        >>> rule.fixed, rule.least[ord('e') - ord('a')], rule.least[ord('g') - ord('a')]
        ('..e..', 3, 0)
        """
        least = dict(model.at_least)
        return cls(''.join(letter or UNKNOWN for letter in model.fixed),
                   tuple(least.get(chr(ord('a') + i), 0) for i in range(26)))

    def __and__(self, other: object) -> Rule:
        """Both rules' demands."""
        if not isinstance(other, Rule):
            return NotImplemented
        fixed = ''.join(b if a == UNKNOWN else a for a, b in zip(self.fixed, other.fixed))
        return Rule(fixed, tuple(map(max, self.least, other.least)))


@dataclass(frozen=True, eq=False)
class Pools:
    """Guesses and answers (each sorted, every answer also a guess) and
    `by_answer[a, g]`, the pattern code of guess g against answer a."""
    guesses: tuple[Word, ...]
    answers: tuple[Word, ...]
    by_answer: Matrix
    answer_rows: Indices        # the guess row of each answer
    placed: Mask     # [position, letter, guess]: the guess has the letter there
    copies: Mask     # [letter, k, guess]: the guess has at least k of the letter
    name: str        # a hash of both lists, naming what is cached for them
    masks: dict[Rule, Mask] = field(default_factory=dict, repr=False)

    @property
    def length(self) -> int:
        """The word length."""
        return len(self.guesses[0])

    @property
    def win(self) -> int:
        """The all-green pattern code."""
        return win(self.length)

    def row(self, word: Word) -> int | None:
        """The guess row of `word`, or None when it is not a guess."""
        row = int(np.searchsorted(self.guesses, word))
        return row if row < len(self.guesses) and self.guesses[row] == word else None

    def candidates(self, model: Constraints) -> Indices:
        """The answers `model` admits, as sorted answer indices."""
        fits = set(search(model, self.answers))
        return np.array([i for i, w in enumerate(self.answers) if w in fits], dtype=np.intp)

    def allowed(self, rule: Rule) -> Mask:
        """The guesses hard mode allows under `rule` (remembered: a search
        asks again and again)."""
        if rule not in self.masks:
            if len(self.masks) >= MASKS_KEPT:
                self.masks.clear()
            allowed = np.ones(len(self.guesses), dtype=np.bool_)
            for i, letter in enumerate(rule.fixed):
                if letter != UNKNOWN:
                    allowed &= self.placed[i, ord(letter) - ord('a')]
            for index, n in enumerate(rule.least):
                if n:
                    allowed &= self.copies[index, min(n, self.length + 1)]
            self.masks[rule] = allowed
        return self.masks[rule]


def make_pools(guesses: Sequence[Word], answers: Sequence[Word]) -> Pools:
    """Pools from two word lists, the matrix built or read from the cache."""
    answers = sorted(set(answers))
    guesses = sorted(set(guesses) | set(answers))
    name = digest(guesses, answers)
    length = len(guesses[0]) if guesses else 0
    matrix = cached_array(f'by-answer-{name}', (len(answers), len(guesses)),
                          lambda: np.ascontiguousarray(score_matrix(guesses, answers).T),
                          dtype=code_dtype(length),
                          check=lambda m: _plausible(m, np.searchsorted(guesses, answers), length))
    spelling = letters(guesses)
    alphabet = np.arange(26, dtype=np.uint8)
    placed = spelling.T[:, None, :] == alphabet[None, :, None]
    counts = placed.sum(axis=0)
    copies = counts[:, None, :] >= np.arange(spelling.shape[1] + 2)[None, :, None]
    rows = np.searchsorted(guesses, answers).astype(np.intp)
    return Pools(tuple(guesses), tuple(answers), matrix, rows, placed, copies, name)


def _plausible(matrix: Matrix, rows: Indices, length: int) -> bool:
    """Whether a cached matrix can be the scores: no code past all green,
    and every answer all green against itself."""
    top = win(length)
    return (int(matrix.max(initial=0)) <= top
            and bool((matrix[np.arange(len(rows)), rows] == top).all()))


def _read(path: str, option: str, length: int, alphabet: Alphabet = ENGLISH,
          encoding: str = DEFAULT_ENCODING) -> list[Word]:
    """The words of `length` letters in a file, read in `alphabet`; none is
    an error, and so (until the solver indexes any alphabet) is a letter
    beyond a to z."""
    words = list(read_words(path, length, alphabet, encoding))
    if not words:
        raise WordFileError(f'{option}: has no words of {length} letters')
    beyond = sorted({c for word in words for c in word if not c.isascii()})
    if beyond:
        raise WordFileError(f"{option}: has letters beyond a to z ({' '.join(beyond[:8])}), "
                            'which the solver does not play yet')
    return words


def load_pools(list_name: str | None, source: str, length: int, all_answers: bool,
               alphabet: Alphabet = ENGLISH, encoding: str = DEFAULT_ENCODING) -> Pools:
    """The pools for a command line: a bundled list of accepted guesses with
    its answer list, or one list (a file, or another bundled list) as both;
    with `all_answers`, every guess may be the answer."""
    if list_name in ANSWERS_OF:
        guesses = _read(source, f'--list {quote(list_name)}', length, alphabet, encoding)
        answers = _read(bundled_path(ANSWERS_OF[list_name]), f'--list {quote(list_name)}', length,
                        alphabet, encoding)
    else:
        option = f'--list {quote(list_name)}' if list_name else f'--words {quote(source)}'
        guesses = answers = _read(source, option, length, alphabet, encoding)
    return make_pools(guesses, guesses if all_answers else answers)
