"""Scores as numbers: a pattern code reads the digits score (2 green,
1 yellow, 0 black) in base 3, so one byte holds a 5-letter score; and the
score matrix, every guess scored against every answer in one array.
"""
from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from wordlegrep.score import DIGITS, Marks, Word

Code = int
Matrix = npt.NDArray[np.unsignedinteger]   # guesses x answers, pattern codes
MARK_OF_DIGIT = {digit: mark for mark, digit in DIGITS.items()}


def code(marks: Marks) -> Code:
    """The pattern code of a score.

    >>> code('.....'), code('..YGG'), code('GGGGG')
    (0, 17, 242)
    """
    return int(''.join(DIGITS[m] for m in marks), 3)


@functools.lru_cache(maxsize=1024)
def marks(pattern: Code, length: int) -> Marks:
    """The score a pattern code stands for.

    >>> marks(17, 5), marks(242, 5)
    ('..YGG', 'GGGGG')
    """
    digits = []
    for _ in range(length):
        pattern, digit = divmod(pattern, 3)
        digits.append(MARK_OF_DIGIT[str(digit)])
    return ''.join(reversed(digits))


def win(length: int) -> Code:
    """The code of the all-green score.

    >>> win(5)
    242
    """
    return int(3 ** length - 1)


def code_dtype(length: int) -> type[np.unsignedinteger]:
    """The narrowest unsigned integer that holds every code of `length` tiles."""
    if length <= 5:
        return np.uint8
    return np.uint16 if length <= 10 else np.uint32


def checked_length(guesses: Sequence[Word], answers: Sequence[Word]) -> int:
    """The one length of the words given the solver, which must all be
    strings in lowercase (as the word lists are read), of one length the
    game could have; else a WordleError names the first that is not.

    >>> checked_length(['crane'], ['CRANE'])
    Traceback (most recent call last):
    wordlegrep.errors.WordleError: answer 'CRANE': expected a word in lowercase
    """
    from wordlegrep.errors import ArgumentTypeError, WordleError, quote
    from wordlegrep.notation import MAX_LENGTH, MIN_LENGTH
    if not answers:
        raise WordleError('answers: expected at least one word')
    if not isinstance(answers[0], str):
        raise ArgumentTypeError(f'answer {answers[0]!r}: expected a word, a str')
    length = len(answers[0])
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        raise WordleError(f'answer {quote(answers[0])}: has {length} letters; expected '
                          f'{MIN_LENGTH} to {MAX_LENGTH}')
    for role, words in (('answer', answers), ('guess', guesses)):
        for word in words:
            if not isinstance(word, str):
                raise ArgumentTypeError(f'{role} {word!r}: expected a word, a str')
            if word != word.lower():
                raise WordleError(f'{role} {quote(word)}: expected a word in lowercase')
            if len(word) != length:
                raise WordleError(f'{role} {quote(word)}: has {len(word)} letters; expected '
                                  f'{length}, as the first answer has')
    return length


def alphabet(*lists: Sequence[Word]) -> str:
    """The letters the words use, in code point order: the alphabet is
    whatever the words are written in.

    >>> alphabet(['ñandu', 'campo'], ['слово'])
    'acdmnopuñвлос'
    """
    return ''.join(sorted(set().union(*(set(''.join(words)) for words in lists))))


def letters(words: Sequence[Word], letters_of: str) -> npt.NDArray[np.uint16]:
    """Words of one length as a words x positions array of each letter's
    index in `letters_of` (an alphabet, sorted, holding all their letters).

    >>> letters(['ñandu', 'nadña'], 'adnuñ').tolist()
    [[4, 0, 2, 1, 3], [2, 0, 1, 4, 0]]
    """
    length = len(words[0]) if words else 0
    points = np.frombuffer(''.join(words).encode('utf-32-le'), dtype=np.uint32)
    table = np.frombuffer(letters_of.encode('utf-32-le'), dtype=np.uint32)
    index = np.searchsorted(table, points).astype(np.uint16)
    return index.reshape(len(words), length)


def _shape(word: Word) -> tuple[int, ...]:
    """Where each letter first occurs: words of one shape repeat letters alike.

    >>> _shape('crane'), _shape('geese')
    ((0, 1, 2, 3, 4), (0, 1, 1, 3, 1))
    """
    return tuple(word.index(c) for c in word)


def score_matrix(guesses: Sequence[Word], answers: Sequence[Word]) -> Matrix:
    """The code of every guess against every answer, |guesses| x |answers|.

    Guesses are grouped by where they repeat letters. A letter used once
    scores from a per-position table over (letter, answer); a repeated
    letter hands out its yellows left to right from the copies the answer
    has beyond the greens, as the game does.
    """
    return _scores(guesses, answers, checked_length(guesses, answers))


def _scores(guesses: Sequence[Word], answers: Sequence[Word], length: int) -> Matrix:
    """`score_matrix` of words already checked, all of `length` letters."""
    dtype = code_dtype(length)
    letters_of = alphabet(guesses, answers)
    guess, answer = letters(guesses, letters_of), letters(answers, letters_of)
    columns = np.arange(len(answers))
    counts = np.zeros((len(letters_of), len(answers)), dtype=np.uint8)
    for i in range(length):
        np.add.at(counts, (answer[:, i], columns), 1)
    weight = [dtype(3 ** (length - 1 - i)) for i in range(length)]
    tables = []
    for i in range(length):
        table = (counts > 0).astype(dtype) * weight[i]
        table[answer[:, i], columns] = 2 * weight[i]
        tables.append(table)
    by_shape: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for row, word in enumerate(guesses):
        by_shape[_shape(word)].append(row)
    matrix = np.empty((len(guesses), len(answers)), dtype=dtype)
    for shape, rows in by_shape.items():
        block = guess[rows]
        codes = np.zeros((len(rows), len(answers)), dtype=dtype)
        for first in sorted(set(shape)):
            places = [i for i, f in enumerate(shape) if f == first]
            if len(places) == 1:
                codes += tables[places[0]][block[:, places[0]]]
            else:
                codes += _repeated(block, answer, counts, places, weight)
        matrix[rows] = codes
    return matrix


def _repeated(block: npt.NDArray[np.uint16], answer: npt.NDArray[np.uint16],
              counts: npt.NDArray[np.uint8], places: list[int],
              weight: list[np.unsignedinteger]) -> npt.NDArray[np.unsignedinteger]:
    """The code digits of one letter at several `places` of each guess."""
    greens = [block[:, i, None] == answer[None, :, i] for i in places]
    spare = counts[block[:, places[0]]] - sum(g.astype(np.uint8) for g in greens)
    dtype = type(weight[0])
    part = np.zeros(spare.shape, dtype=dtype)
    for i, green in zip(places, greens):
        yellow = ~green & (spare > 0)
        spare -= yellow
        part += (2 * green + yellow).astype(dtype) * weight[i]
    return part



def by_answer(guesses: Sequence[Word], answers: Sequence[Word], block: int = 1024) -> Matrix:
    """The score matrix answers-major, |answers| x |guesses|, built a block
    of guesses at a time so that memory peaks at the matrix and a block
    (the words as `make_pools` checked them, once for every block)."""
    length = len(answers[0])
    matrix = np.empty((len(answers), len(guesses)), dtype=code_dtype(length))
    for start in range(0, len(guesses), block):
        matrix[:, start:start + block] = _scores(guesses[start:start + block], answers, length).T
    return matrix
