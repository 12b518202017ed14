"""What follows from the model, exactly: whether any string of letters fits
it at all, the letters every fitting string has in common, and how many
copies of a letter a fitting string can hold. These are facts about the
clues, whatever the word list.

The model is a bipartite puzzle: each position takes one of the letters
allowed there, and each letter is used between its least and most times.
Such a puzzle has a solution exactly when the least counts can be placed on
distinct positions and every position can be filled without passing the
most counts (the Mendelsohn-Dulmage theorem, as copies of a letter are
interchangeable), so two small matchings decide it.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from wordlegrep.model import Constraints

Options = Sequence[frozenset[str]]   # the letters allowed at each position


def _place_least(options: Options, demand: dict[str, int]) -> bool:
    """Whether each letter can have `demand` copies on distinct positions.

    >>> _place_least([frozenset('ab'), frozenset('a')], {'a': 1, 'b': 1})
    True
    >>> _place_least([frozenset('ab'), frozenset('a')], {'a': 2, 'b': 1})
    False
    """
    owner: dict[int, str] = {}

    def seat(letter: str, seen: set[int]) -> bool:
        for i, allowed in enumerate(options):
            if letter in allowed and i not in seen:
                seen.add(i)
                if i not in owner or seat(owner[i], seen):
                    owner[i] = letter
                    return True
        return False

    return all(seat(letter, set()) for letter, n in demand.items() for _ in range(n))


def _fill_within_most(options: Options, most: dict[str, int]) -> bool:
    """Whether every position can take a letter with no letter used more
    than `most` times (a letter not in `most` is unbounded).

    >>> _fill_within_most([frozenset('ab'), frozenset('a')], {'a': 1})
    True
    >>> _fill_within_most([frozenset('a'), frozenset('a')], {'a': 1})
    False
    """
    held: dict[str, list[int]] = {}

    def seat(i: int, seen: set[str]) -> bool:
        for letter in options[i]:
            if letter in seen:
                continue
            seen.add(letter)
            spots = held.setdefault(letter, [])
            if len(spots) < most.get(letter, len(options)):
                spots.append(i)
                return True
            for k, j in enumerate(spots):
                if seat(j, seen):
                    spots[k] = i
                    return True
        return False

    return all(seat(i, set()) for i in range(len(options)))


def feasible(model: Constraints) -> bool:
    """Whether any string of letters satisfies `model`.

    >>> feasible(Constraints.from_score('tepee', 'YYG..'))
    True
    >>> feasible(Constraints.from_score('geese', '..Y..'))   # a yellow after a black
    False
    >>> from wordlegrep.notation import parse_clues
    >>> feasible(parse_clues([], yellow='abcdef', length=5))
    False
    """
    options = [model.allowed(i) for i in range(model.length)]
    least, most = dict(model.at_least), dict(model.at_most)
    return (all(options) and all(n <= most.get(c, n) for c, n in least.items())
            and _place_least(options, least) and _fill_within_most(options, most))


def _with_letter(model: Constraints, position: int, letter: str) -> Constraints:
    fixed = list(model.fixed)
    fixed[position] = letter
    return model._replace(fixed=tuple(fixed))


def possible(model: Constraints, position: int, enough: int = 26) -> list[str]:
    """The letters some string fitting `model` has at `position` (0-based),
    in alphabetical order; stop once `enough` are found.

    >>> possible(Constraints.from_score('tepee', 'YYG..'), 0)
    ['e']
    """
    found: list[str] = []
    for letter in sorted(model.allowed(position)):
        if feasible(_with_letter(model, position, letter)):
            found.append(letter)
            if len(found) == enough:
                break
    return found


def ruled_out(model: Constraints, position: int, letters: Iterable[str]) -> list[str]:
    """Those of `letters` no string fitting `model` has at `position`
    (0-based), by the counts as well as by the bans.

    >>> from wordlegrep.notation import parse_clues
    >>> ruled_out(parse_clues(['SPOON=...ON']), 0, 'nos')   # one o, and it is at 4
    ['o', 's']
    """
    allowed = model.allowed(position)
    return [c for c in letters
            if c not in allowed or not feasible(_with_letter(model, position, c))]


def infer(model: Constraints) -> Constraints:
    """The same constraints with every position fixed that all fitting
    strings agree on: a required letter with one place left goes there, and
    so does a letter that every way of placing the required ones puts there.
    It admits exactly the words `model` admits. Being exact, one pass
    reaches the fixed point that repeating a local rule would. A model that
    nothing fits comes back as it is.

    >>> from wordlegrep.notation import parse_clues
    >>> ''.join(c or '.' for c in infer(parse_clues(['LOWER=l...r', 'FRAIL=.r..l',
    ...                                               'BLURT=Blur.'])).fixed)
    'b.rl.'
    """
    if not feasible(model):
        return model
    fixed = list(model.fixed)
    for i, letter in enumerate(model.fixed):
        if not letter:
            only = possible(model, i, enough=2)
            if len(only) == 1:
                fixed[i] = only[0]
    return model._replace(fixed=tuple(fixed))


def count_range(model: Constraints, letter: str) -> tuple[int, int]:
    """The fewest and most copies of `letter` a string fitting `model` can
    hold; the model's own bounds when nothing fits it.

    >>> from wordlegrep.notation import parse_clues
    >>> model = parse_clues(['TEPEE=teP..'])   # e....: a t goes in 2, 4 or 5
    >>> count_range(model, 'e'), count_range(model, 't'), count_range(model, 'x')
    ((1, 1), (1, 3), (0, 2))
    """
    low, high = model.least(letter), min(model.most(letter), model.length)
    if not feasible(model):
        return low, high
    blank = Constraints.blank(model.length, model.alphabet)
    while not feasible(model & blank._replace(at_most=((letter, low),))):
        low += 1
    while not feasible(model & blank._replace(at_least=((letter, high),))):
        high -= 1
    return low, high
