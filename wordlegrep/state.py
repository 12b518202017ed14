"""The state of a game as a player reads it: the pattern with inferred
letters, the letters present (with their counts), absent, banned per
position and not yet tried, and, when the clues cannot all hold, which of
them contradict each other.

The model carries no provenance; to say which clue said what, each clue is
parsed on its own, and a set of clues that cannot hold together, none of
which could be left out, is found by bisecting the clues merged in order.
"""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from math import isqrt
from typing import NamedTuple

from wordlegrep.alphabet import ENGLISH, Alphabet, units
from wordlegrep.deduce import count_range, feasible, infer, ruled_out
from wordlegrep.model import Constraints
from wordlegrep.notation import UNKNOWN, drang, parse_clues, parse_pair
from wordlegrep.score import Marks, Word

Row = tuple[Word, Marks]   # a guess and its marks


class Clue(NamedTuple):
    """One clue as it was typed, and what it says on its own."""
    text: str
    model: Constraints
    row: Row | None          # the guess and its marks, for GUESS=SCORE clues
    tried: frozenset[str]    # the letters it tells about


class State(NamedTuple):
    """What the clues say, summed up for a player."""
    length: int
    pattern: str                         # letters known, dots elsewhere
    inferred: tuple[int, ...]            # 0-based positions known only by inference
    present: tuple[tuple[str, int, int], ...]   # (letter, fewest, most copies)
    absent: str                          # letters no fitting string holds
    banned: tuple[str, ...]              # present letters each open position cannot be
    untried: str                         # letters no clue mentions
    rows: tuple[Row, ...]
    contradiction: str | None


def read_clues(pairs: Sequence[str], green: str | None = None, yellow: str | None = None,
               black: str | None = None, length: int | None = None,
               alphabet: Alphabet = ENGLISH) -> list[Clue]:
    """Each clue of a command line on its own: Dr. Drang's three options
    count as one clue, as a black letter there depends on the green and
    yellow ones; each GUESS=SCORE is one.

    >>> [c.text for c in read_clues(['CHEST=c.E..'], green='..e..', black='hst')]
    ['-g ..e.. -b hst', 'CHEST=c.E..']
    """
    size = parse_clues(pairs, green, yellow, black, length, alphabet).length   # checks them all
    clues = []
    options = [(flag, text) for flag, text in (('-g', green), ('-y', yellow), ('-b', black))
               if text]
    if options:
        clues.append(Clue(' '.join(f'{flag} {part}' for flag, text in options
                                   for part in text.split()),
                          drang(green, yellow, black, size, alphabet), None,
                          frozenset(found[0] for _, text in options for unit in units(text)
                                    if (found := alphabet.read(unit)))))
    for token in pairs:
        guess, marks = parse_pair(token, alphabet)
        clues.append(Clue(token, Constraints.from_score(guess, marks, alphabet), (guess, marks),
                          frozenset(guess)))
    return clues


def merge(clues: Iterable[Clue], length: int, alphabet: Alphabet | None = None) -> Constraints:
    """The constraints of several clues at once, in their alphabet."""
    model = None
    for clue in clues:
        model = clue.model if model is None else model & clue.model
    return model or Constraints.blank(length, alphabet or ENGLISH)


def conflict(clues: Sequence[Clue], length: int) -> list[Clue]:
    """A smallest-by-removal set of clues that no word satisfies together
    (none when all can hold): one clue alone when it cannot hold on its
    own, else the set that leaving each clue out in turn, latest first,
    would keep.

    That set is found without merging the rest again for every clue: its
    last clue is the first at which the clues so far contradict each other;
    the one before is the first that, with the last, contradicts the clues
    before it; and so on. Each is found by bisecting the clues merged so
    far, kept at every `step` clues, then merging on from the one before:
    n clues cost n merges, and about sqrt(n) more for each clue of the set.

    >>> [c.text for c in conflict(read_clues(['CHEST=C....', 'CRANE=C....',
    ...                                       'SHEET=S....', 'SLATE=S....']), 5)]
    ['CHEST=C....', 'SHEET=S....']
    """
    models = [clue.model for clue in clues]
    step = isqrt(len(models)) or 1
    blank = Constraints.blank(length, models[0].alphabet if models else ENGLISH)
    marks, model = [], blank
    for n, said in enumerate(models):
        if n % step == 0:
            marks.append(model)
        model &= said
    if feasible(model):
        return []
    core: list[int] = []
    kept, end = blank, len(models)
    while end := _first_infeasible(models, marks[:end // step + 1], step, kept):
        if not core:   # a clue that cannot hold alone (GEESE=..e..) comes no sooner
            alone = next((i for i in range(end - 1, len(models)) if not feasible(models[i])),
                         None)
            if alone is not None:
                return [clues[alone]]
        core.append(end - 1)
        kept &= models[end - 1]
    return [clues[i] for i in reversed(core)]


def _first_infeasible(models: Sequence[Constraints], marks: Sequence[Constraints],
                      step: int, kept: Constraints) -> int:
    """The fewest leading `models` that contradict `kept` (0 when `kept`
    alone does), given the first n merged for every n a multiple of `step`
    in `marks`, and that fewer than `step * len(marks)` of them contradict
    `kept`. More clues only ever remove solutions: the marks are bisected."""
    after = bisect_left(range(len(marks)), True, key=lambda i: not feasible(marks[i] & kept))
    if after == 0:
        return 0
    n = (after - 1) * step
    model = marks[after - 1] & kept
    while feasible(model):
        model &= models[n]
        n += 1
    return n


def _names(clues: Sequence[Clue]) -> str:
    texts = [c.text for c in clues]
    return texts[0] if len(texts) == 1 else ', '.join(texts[:-1]) + ' and ' + texts[-1]


def _s(clues: Sequence[Clue]) -> str:
    """The verb's ending for these clues as its subject."""
    return 's' if len(clues) == 1 else ''


def _needs(model: Constraints, letter: str) -> int:
    return max(model.least(letter), model.fixed.count(letter))


def _green_clashes(core: Sequence[Clue], model: Constraints) -> Iterator[str]:
    """Two clues that put different letters at one position."""
    for i in range(model.length):
        placers: dict[str, Clue] = {}
        for clue in core:
            placers.setdefault(clue.model.fixed[i], clue)
        placers.pop('', None)
        if len(placers) > 1:
            (a, first), (b, second) = list(placers.items())[:2]
            yield f'{first.text} and {second.text} put both {a} and {b} at position {i + 1}'


def _count_clashes(core: Sequence[Clue], model: Constraints) -> Iterator[str]:
    """A letter needed more often than it is allowed."""
    for letter in model.alphabet.ordered():
        need, most = _needs(model, letter), model.most(letter)
        if need <= most:
            continue
        capper = min(core, key=lambda c: c.model.most(letter))
        needers = ([c for c in core if _needs(c.model, letter) == need]
                   or [c for c in core if _needs(c.model, letter) and c is not capper]
                   or [capper])
        if needers[0] is capper:
            yield (f'{capper.text} cannot happen: it needs {need} {letter} '
                   f'but allows at most {most}')
        else:
            together = '' if len(needers) == 1 else ' between them'
            yield (f'{capper.text} allows at most {most} {letter}, '
                   f'but {_names(needers)} need{_s(needers)} {need}{together}')


def _ban_clashes(core: Sequence[Clue], model: Constraints) -> Iterator[str]:
    """A letter put at a position where another clue rules it out."""
    for i, letter in enumerate(model.fixed):
        if letter and letter in model.banned[i]:
            placer = next(c for c in core if c.model.fixed[i] == letter)
            banner = next(c for c in core if letter in c.model.banned[i])
            if banner is placer:
                yield f'{placer.text} puts {letter} at position {i + 1} and rules it out there'
            else:
                yield (f'{placer.text} puts {letter} at position {i + 1}, '
                       f'but {banner.text} rules it out there')


def _room_clash(core: Sequence[Clue], model: Constraints) -> str:
    """A position left without a letter, or letters left without a place."""
    names, s = _names(core), _s(core)
    empty = [i for i in range(model.length) if not model.allowed(i)]
    if empty:
        return f'{names} leave{s} no letter for position {empty[0] + 1}'
    needs = {c: _needs(model, c) for c, _ in model.at_least if _needs(model, c)}
    if sum(needs.values()) > model.length:
        return (f'{names} need{s} {sum(needs.values())} letters ({", ".join(needs)}) '
                f'in {model.length} positions')
    loose = [c for c, n in needs.items() if n > model.fixed.count(c)]
    return f'{names} leave{s} no room for {", ".join(loose)}'


def explain_conflict(core: Sequence[Clue], length: int) -> str:
    """Why the clues of `core` cannot all hold, in a line: the plainest
    clash first.

    >>> clues = read_clues(['CHEST=C....', 'SHEET=S....'])
    >>> explain_conflict(conflict(clues, 5), 5)
    'CHEST=C.... and SHEET=S.... put both c and s at position 1'
    >>> clues = read_clues(['TEPEE=teP..', 'EVERY=e.e..'])
    >>> explain_conflict(conflict(clues, 5), 5)
    'TEPEE=teP.. allows at most 1 e, but EVERY=e.e.. needs 2'
    >>> explain_conflict(conflict(read_clues(['GEESE=..e..']), 5), 5)
    'GEESE=..e.. cannot happen: it needs 2 e but allows at most 1'
    """
    model = merge(core, length)
    for clashes in (_green_clashes, _count_clashes, _ban_clashes):
        for clash in clashes(core, model):
            return clash
    return _room_clash(core, model)


def contradiction(clues: Sequence[Clue], length: int) -> str | None:
    """Which clues contradict each other and why, or None if they agree."""
    core = conflict(clues, length)
    return explain_conflict(core, length) if core else None


def _pattern(fixed: Sequence[str]) -> str:
    return ''.join(letter or UNKNOWN for letter in fixed)


def summarise(clues: Sequence[Clue], length: int, alphabet: Alphabet = ENGLISH) -> State:
    """The state of the game the clues describe.

    >>> s = summarise(read_clues(['LOWER=l...r', 'FRAIL=.r..l', 'BLURT=Blur.']), 5)
    >>> s.pattern, s.inferred, s.present
    ('b.rl.', (2, 3), (('b', 1, 2), ('l', 1, 1), ('r', 1, 1), ('u', 1, 2)))
    >>> s.absent, s.banned, s.untried
    ('aefiotw', ('', 'lr', '', '', 'lr'), 'cdghjkmnpqsvxyz')
    """
    model = merge(clues, length, alphabet)
    known = infer(model)
    ranges = {c: count_range(model, c) for c in model.alphabet.ordered()}
    absent = ''.join(c for c, (_, most) in ranges.items() if most == 0)
    tried = frozenset().union(*(clue.tried for clue in clues))
    present = sorted(c for c, (low, _) in ranges.items() if low > 0)
    fits = feasible(model)
    if fits:   # by the counts too: SPOON=...ON puts its one o at 4
        banned = tuple('' if fixed else ''.join(ruled_out(model, i, present))
                       for i, fixed in enumerate(known.fixed))
    else:   # (the clues, restated)
        banned = tuple('' if fixed else ''.join(sorted(ban - set(absent)))
                       for fixed, ban in zip(known.fixed, model.banned))
    return State(
        length=length,
        pattern=_pattern(known.fixed),
        inferred=tuple(i for i, (was, now) in enumerate(zip(model.fixed, known.fixed))
                       if now and not was),
        present=tuple((c, low, high) for c, (low, high) in ranges.items() if low > 0),
        absent=absent,
        banned=banned,
        untried=''.join(sorted(model.alphabet.letters - tried)),
        rows=tuple(clue.row for clue in clues if clue.row),
        contradiction=None if fits else contradiction(clues, length))
