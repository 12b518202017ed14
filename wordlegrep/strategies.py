"""Regex backends: each strategy is a function from the model to patterns
(a word fits when any pattern matches it whole). Words reaching them are
already normalised to lowercase letters of the model's alphabet, of the
clue's length.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import combinations

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.model import Constraints

Strategy = Callable[[Constraints], list[str]]
# Above this many placements of the yellow letters, `permute` hands over to
# `lookahead`: the number grows factorially with the yellows.
PERMUTATION_LIMIT = 120
ALL = ENGLISH.letters   # for the examples below


def ranges(letters: Iterable[str]) -> str:
    """Letters for a bracket expression, runs of consecutive code points as
    ranges.

    >>> ranges('abcdfhi'), ranges('ñzy')
    ('a-dfh-i', 'y-zñ')
    """
    ordered = sorted(set(letters))
    runs: list[list[str]] = []
    for letter in ordered:
        if runs and ord(letter) == ord(runs[-1][-1]) + 1:
            runs[-1].append(letter)
        else:
            runs.append([letter])
    return ''.join(run[0] if len(run) == 1 else f'{run[0]}-{run[-1]}' for run in runs)


def never(alphabet: Alphabet) -> str:
    """A class that matches no letter of the alphabet, in Python and POSIX alike.

    >>> never(ENGLISH)
    '[^a-z]'
    """
    return f'[^{ranges(alphabet.letters)}]'


def char_class(letters: frozenset[str], alphabet: Alphabet = ENGLISH) -> str:
    """The shortest bracket expression for a set of letters; it reads the
    same to the `regex` package and to POSIX grep.

    >>> char_class(ALL - {'e', 'r'}), char_class(frozenset('t')), char_class(ALL)
    ('[^er]', 't', '.')
    >>> char_class(frozenset('ab'))
    '[ab]'
    """
    if not letters:
        return never(alphabet)
    if letters == alphabet.letters:
        return '.'
    if len(letters) == 1:
        return next(iter(letters))
    missing = alphabet.letters - letters
    if len(missing) <= len(letters):
        return '[^' + ''.join(sorted(missing)) + ']'
    return '[' + ''.join(sorted(letters)) + ']'


def unplaced(model: Constraints) -> dict[str, int]:
    """How many more copies of each letter the word needs beyond the fixed
    ones.

    >>> unplaced(Constraints.from_score('geese', '.Y.Y.'))
    {'e': 1, 's': 1}
    """
    more = {c: n - model.fixed.count(c) for c, n in model.at_least}
    return {c: n for c, n in more.items() if n > 0}


def other_letters(letter: str, alphabet: Alphabet = ENGLISH) -> str:
    """Every letter but one, as ranges: a lookahead scanning these stays
    inside the word even when the word is one line of a longer text.

    >>> other_letters('a'), other_letters('e'), other_letters('y')
    ('[b-z]', '[a-df-z]', '[a-xz]')
    """
    return f'[{ranges(alphabet.letters - {letter})}]'


def at_least(letter: str, n: int, alphabet: Alphabet = ENGLISH) -> str:
    """A lookahead for at least `n` copies of `letter`.

    >>> at_least('e', 1), at_least('e', 2)
    ('(?=[a-df-z]*e)', '(?=(?:[a-df-z]*e){2})')
    """
    if n == 1:
        return f'(?={other_letters(letter, alphabet)}*{letter})'
    return f'(?=(?:{other_letters(letter, alphabet)}*{letter}){{{n}}})'


def at_most(letter: str, n: int, alphabet: Alphabet = ENGLISH) -> str:
    """A lookahead for at most `n` copies of `letter`."""
    return f'(?!(?:{other_letters(letter, alphabet)}*{letter}){{{n + 1}}})'


def loose_caps(model: Constraints, placed: dict[str, int]) -> Iterator[tuple[str, int]]:
    """Caps that the letters already placed do not settle."""
    for letter, n in model.at_most:
        if model.fixed.count(letter) + placed.get(letter, 0) < n:
            yield letter, n


def lookahead(model: Constraints) -> list[str]:
    """One pattern: per-position classes, with lookaheads for the counts.

    >>> lookahead(Constraints.from_score('tepee', 'YYG..'))
    ['^(?=[a-df-z]*e)(?=[a-su-z]*t)(?!(?:[a-df-z]*e){2})[^t][^e]p[^e][^e]$']
    """
    alphabet = model.alphabet
    needs = [at_least(c, model.least(c), alphabet) for c in sorted(unplaced(model))]
    caps = [at_most(c, n, alphabet) for c, n in loose_caps(model, {})]
    classes = [char_class(model.allowed(i), alphabet) for i in range(model.length)]
    return ['^' + ''.join(needs + caps + classes) + '$']


def placements(model: Constraints) -> Iterator[dict[int, str]]:
    """Every way to put the letters still needed on open positions where
    they are allowed (Dr. Drang's permutations, already filtered); copies of
    one letter are interchangeable, so each set of spots comes once.
    """
    needed = sorted(unplaced(model).items())
    if any(model.least(c) > model.most(c) for c, _ in needed):
        return

    def place(k: int, taken: dict[int, str]) -> Iterator[dict[int, str]]:
        if k == len(needed):
            yield taken
            return
        letter, n = needed[k]
        spots = [i for i in range(model.length)
                 if not model.fixed[i] and i not in taken and letter in model.allowed(i)]
        for chosen in combinations(spots, n):
            yield from place(k + 1, {**taken, **dict.fromkeys(chosen, letter)})

    yield from place(0, {})


def permutation_count(model: Constraints) -> int:
    """An upper bound on the placements: ordered choices of open spots,
    divided by the orders of interchangeable copies."""
    import math  # here: a module of its own to load, which only `permute` needs
    needed = unplaced(model)
    spots = model.fixed.count('')
    copies = sum(needed.values())
    if copies > spots:
        return 0
    return math.perm(spots, copies) // math.prod(math.factorial(n) for n in needed.values())


def placed_bodies(model: Constraints) -> list[str]:
    """The per-position part of `permute`'s patterns, each once: the base
    classes with one placement of the needed letters; none when no
    placement fits. A letter whose copies are all placed is kept off the
    other open positions.

    >>> placed_bodies(Constraints.from_score('tepee', 'YYG..'))
    ['etp[^e][^e]', 'e[^e]pt[^e]', 'e[^e]p[^e]t']
    """
    needs = unplaced(model)
    full = {c for c, n in model.at_most if model.fixed.count(c) + needs.get(c, 0) >= n}
    base = [char_class(model.allowed(i) - (set() if model.fixed[i] else full), model.alphabet)
            for i in range(model.length)]
    bodies, nothing = [], never(model.alphabet)
    for spots in placements(model):
        tiles = [spots.get(i, tile) for i, tile in enumerate(base)]
        if nothing not in tiles:
            bodies.append(''.join(tiles))
    return list(dict.fromkeys(bodies))


def permute(model: Constraints) -> list[str]:
    """Dr. Drang's method made exact: the base per-position pattern with each
    placement of the needed letters, and lookaheads for the caps the
    placements leave open.

    >>> permute(Constraints.from_score('tepee', 'YYG..'))
    ['^etp[^e][^e]$', '^e[^e]pt[^e]$', '^e[^e]p[^e]t$']
    """
    caps = ''.join(at_most(c, n, model.alphabet) for c, n in loose_caps(model, unplaced(model)))
    return [f'^{caps}{body}$' for body in placed_bodies(model)] or [f'^{never(model.alphabet)}$']


STRATEGIES: dict[str, Strategy] = {'lookahead': lookahead, 'permute': permute}
DEFAULT = 'lookahead'


def patterns(model: Constraints, strategy: str = DEFAULT) -> list[str]:
    """The patterns `strategy` runs for `model`; `permute` gives way to
    `lookahead` when the placements would be too many to be worth it."""
    if strategy == 'permute' and permutation_count(model) > PERMUTATION_LIMIT:
        strategy = 'lookahead'
    return STRATEGIES[strategy](model)
