"""The shell backend: the model compiled into a POSIX pipeline of `tr`,
`awk`, `grep` and `sort` stages, printed for the user to run, keep or edit.

Every stage runs with LC_ALL=C, so that bytes are characters, `[a-z]` is
ASCII and `sort` orders by byte, whatever the user's locale: the pipeline
prints byte for byte what `wordle` prints in-process, on any file. Only
features that GNU grep, busybox and the awks of Debian (gawk, mawk, the
original BWK awk, busybox awk) share are used: no interval expressions in
awk, no `-w`, no `\\<`.
"""
from __future__ import annotations

import shlex
from typing import NamedTuple

from wordlegrep import errors
from wordlegrep.model import Constraints
from wordlegrep.strategies import (
    NEVER,
    PERMUTATION_LIMIT,
    char_class,
    loose_caps,
    permutation_count,
    placed_bodies,
    unplaced,
)

Argv = tuple[str, ...]
DICTIONARY = '/usr/share/dict/words'   # the input when the user names none
LOCALE = 'LC_ALL=C'
SHAPES = ('grep', 'awk')


class Check(NamedTuple):
    """One regex test of the filter, passed by a match (a miss if `negated`).

    `pattern` is a POSIX ERE, and a BRE too when it has no `|`.
    """
    pattern: str
    negated: bool = False


def clean(length: int) -> list[Argv]:
    """The stages that read any file into its words, as words.py does.

    NULs become `?` first (BWK and busybox awk would end the line there),
    and \\t \\v \\f \\r spaces, so that awk's own field splitting strips
    the whitespace in one linear pass: `sub(/[[:space:]]+$/, "")` took
    minutes on one 200 kB line in gawk and mawk. The BOM goes from line 1
    only, as in-process.
    """
    words = (r'NR == 1 { sub(/^\357\273\277/, "") } '
             f'length($1) == {length} && /^ *([a-z]+|[A-Z]+) *$/ {{ print tolower($1) }}')
    return [('tr', r'\000\t\v\f\r', '?    '), ('awk', words)]


def letters(chosen: frozenset[str]) -> str:
    """A bracket expression listing `chosen`, or the letter alone.

    >>> letters(frozenset('hcie')), letters(frozenset('x'))
    ('[cehi]', 'x')
    """
    return ''.join(chosen) if len(chosen) == 1 else '[' + ''.join(sorted(chosen)) + ']'


def copies(letter: str, n: int) -> str:
    """A pattern for at least `n` copies of `letter`.

    >>> copies('e', 1), copies('e', 3)
    ('e', 'e.*e.*e')
    """
    return '.*'.join(letter * n)


def _position(model: Constraints, i: int, absent: frozenset[str]) -> str:
    """The class for position `i`, shortened by the letters already out."""
    allowed = model.allowed(i)
    if not allowed:
        return NEVER
    return min(char_class(allowed), char_class(allowed | absent), key=len)


def _caps(model: Constraints, placed: dict[str, int]) -> list[Check]:
    """`grep -v 'e.*e.*e'` for at most two e's, for each cap left open.

    Open: not settled by the fixed letters and the `placed` ones.
    """
    return [Check(copies(c, n + 1), negated=True)
            for c, n in loose_caps(model, placed) if n < model.length]


def staged(model: Constraints) -> list[Check]:
    """George Reilly's checks: letters out, positions, letters needed, caps.

    >>> for test in staged(Constraints.from_score('tepee', 'YYG..')): print(test)
    Check(pattern='^[^t][^e]p[^e][^e]$', negated=False)
    Check(pattern='e', negated=False)
    Check(pattern='t', negated=False)
    Check(pattern='e.*e', negated=True)
    """
    absent = frozenset(c for c, n in model.at_most if n == 0)
    found = [Check(letters(absent), negated=True)] if absent else []
    classes = ''.join(_position(model, i, absent) for i in range(model.length))
    if classes != '.' * model.length:
        found.append(Check(f'^{classes}$'))
    found += [Check(copies(c, model.least(c))) for c in sorted(unplaced(model))]
    return found + _caps(model, {})


def permuted(model: Constraints) -> list[Check]:
    """Dr. Drang's shape: the placements as one alternation, then the caps.

    >>> permuted(Constraints.from_score('tepee', 'YYG..'))
    [Check(pattern='^(etp[^e][^e]|e[^e]pt[^e]|e[^e]p[^e]t)$', negated=False)]
    """
    bodies = placed_bodies(model) or [NEVER]
    either = bodies[0] if len(bodies) == 1 else '(' + '|'.join(bodies) + ')'
    return [Check(f'^{either}$'), *_caps(model, unplaced(model))]


def checks(model: Constraints, strategy: str = 'lookahead') -> list[Check]:
    """The filter for `model`: staged, or permuted while placements are few.

    `permute` hands over to the staged checks where, in-process, it hands
    over to `lookahead`.
    """
    if strategy == 'permute' and permutation_count(model) <= PERMUTATION_LIMIT:
        return permuted(model)
    return staged(model)


def grep(check: Check) -> Argv:
    """The grep stage for one check."""
    options = ('-v',) * check.negated + ('-E',) * ('|' in check.pattern)
    return ('grep', *options, check.pattern)


def awk(conjunction: list[Check]) -> Argv:
    """One awk stage for all the checks: George Reilly's regex conjunction.

    >>> awk([Check('[xz]', True), Check('a')])
    ('awk', '!/[xz]/ && /a/')
    """
    return ('awk', ' && '.join('!' * c.negated + f'/{c.pattern}/' for c in conjunction))


def stages(model: Constraints, shape: str = 'grep', strategy: str = 'lookahead',
           count: bool = False) -> list[Argv]:
    """The whole pipeline as argv tuples, reading stdin."""
    conjunction = checks(model, strategy)
    if shape == 'awk':
        filters = [awk(conjunction)] if conjunction else []
    else:
        filters = [grep(c) for c in conjunction]
    counting = [('awk', 'END { print NR }')] if count else []
    return [*clean(model.length), *filters, ('sort', '-u'), *counting]


def quote(name: str) -> str:
    """`name` as one shell word, quoted also if it starts with zsh's `=`.

    >>> print(quote('words.txt'), quote('=words'), quote('-v.txt'), quote("it's"))
    words.txt '=words' -v.txt 'it'"'"'s'
    """
    quoted = shlex.quote(name)
    return f"'{name}'" if quoted == name and name.startswith('=') else quoted


def render(argvs: list[Argv], source: str) -> str:
    """The pipeline as text for sh, bash, dash, zsh and busybox sh alike.

    One stage a line, each but the last ending in a pipe. The file is read
    by redirection, so that no name can pass for an option; '-' is stdin.
    """
    try:
        source.encode('utf-8')
    except UnicodeEncodeError:
        raise errors.WordFileError(f'--words {errors.quote(source)}: the name is not UTF-8 text, '
                            'so a printed pipeline cannot name it') from None
    lines = [f'{LOCALE} {shlex.join(argv)}' for argv in argvs]
    if source != '-':
        lines[0] += ' < ' + quote(source)
    return ' |\n'.join(lines) + '\n'


def pipeline(model: Constraints, source: str = DICTIONARY, shape: str = 'grep',
             strategy: str = 'lookahead', count: bool = False) -> str:
    """The pipeline that prints the words `model` admits in `source`.

    >>> print(pipeline(Constraints.from_score('tepee', 'YYG..'), 'my words'), end='')
    LC_ALL=C tr '\\000\\t\\v\\f\\r' '?    ' < 'my words' |
    LC_ALL=C awk 'NR == 1 { sub(/^\\357\\273\\277/, "") } length($1) == 5 && /^ *([a-z]+|[A-Z]+) *$/ { print tolower($1) }' |
    LC_ALL=C grep '^[^t][^e]p[^e][^e]$' |
    LC_ALL=C grep e |
    LC_ALL=C grep t |
    LC_ALL=C grep -v 'e.*e' |
    LC_ALL=C sort -u
    """  # noqa: E501
    return render(stages(model, shape, strategy, count), source)
