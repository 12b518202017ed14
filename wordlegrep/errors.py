"""The errors wordlegrep reports to its user: each message names the token."""
from __future__ import annotations

import itertools
import os
from collections.abc import Iterable


class WordleError(Exception):
    """Bad input from the user; the message says which token and why, and
    `status` is what the command exits with."""
    status = 2


class NoMatch(WordleError):
    """Nothing fits the clues: not bad input, so status 1, as grep's when
    no line matches."""
    status = 1


class ClueError(WordleError):
    """A clue that cannot be read."""


class WordFileError(WordleError):
    """A word list that cannot be read."""


class MismatchError(WordleError, ValueError):
    """Two models of different lengths or alphabets, merged: a ValueError,
    as it was, and a WordleError as the API's other errors are."""


class ArgumentTypeError(WordleError, TypeError):
    """An argument of the Python API of a type it does not take: a
    TypeError, as Python's own are, and a WordleError naming it."""


SHOWN = 200   # characters of a token a message shows: a path, not a runaway
# The unprintable characters bash's $'...' has a letter for, as ls uses them.
C_ESCAPES = {'\a': 'a', '\b': 'b', '\t': 't', '\n': 'n', '\v': 'v', '\f': 'f', '\r': 'r'}


def quote(token: str) -> str:
    """`token` as a message shows it: in single quotes as a shell reads
    them, anything unprintable in bash's $'...', so that the message stays
    one line, runs nothing, and gives the token back when pasted into a
    shell. That is how `ls` shows names (its shell-escape style): C's
    escapes where they exist, else the bytes in octal, and a byte that is
    not UTF-8 (an argument's surrogate escape) as that byte.

    >>> print(quote('sugest'), quote("x'$(touch p)"), quote('a\\nb'), quote('\\udcff.txt'))
    'sugest' 'x'\\''$(touch p)' 'a'$'\\n''b' ''$'\\377''.txt'

    A runaway token is cut short, so that the line stays readable:

    >>> quote('9' * 500) == "'" + '9' * SHOWN + "...'"
    True
    """
    cut = token[:SHOWN] + '...' if len(token) > SHOWN + 3 else token
    shown = "'" + ''.join(''.join(run).replace("'", "'\\''") if printable
                          else "'$'" + ''.join(map(_escaped, run)) + "''"
                          for printable, run in itertools.groupby(cut, str.isprintable)) + "'"
    return shown[:-2] if cut[-1:] and not cut[-1].isprintable() else shown   # ''$'\\377', as ls


def _escaped(char: str) -> str:
    """An unprintable character as bash's $'...' spells it.

    >>> print(_escaped('\\t'), _escaped('\\x7f'), _escaped('\\u200b'), _escaped('\\udcff'))
    \\t \\177 \\342\\200\\213 \\377
    """
    if char in C_ESCAPES:
        return '\\' + C_ESCAPES[char]
    try:
        data = char.encode('utf-8', 'surrogateescape')
    except UnicodeEncodeError:   # a lone surrogate that stands for no byte
        data = char.encode('utf-8', 'surrogatepass')
    return ''.join(f'\\{byte:03o}' for byte in data)


def did_you_mean(typed: str, known: Iterable[str], cutoff: float = 0.6) -> str:
    """'; did you mean X?' for the known word closest to `typed` (at least
    `cutoff` alike, from 0 to 1, as difflib measures), or ''. Options are
    compared by their names, without the dashes all of them share.

    >>> did_you_mean('sugest', ['suggest', 'score']), did_you_mean('zzz', ['score'])
    ('; did you mean suggest?', '')
    >>> did_you_mean('--colr', ['--black', '--color']), did_you_mean('--c', ['--black'])
    ('; did you mean --color?', '')
    """
    import difflib  # only a mistake pays for it
    names = {word.lstrip('-'): word for word in known}
    close = difflib.get_close_matches(typed.lstrip('-'), list(names), n=1, cutoff=cutoff)
    return f'; did you mean {names[close[0]]}?' if close else ''


def expected_one_of(option: str, value: str, allowed: Iterable[str]) -> str:
    """The message for an option value outside its choices.

    >>> expected_one_of('--list', 'nty', ['wordle', 'answers', 'nyt'])
    "--list 'nty': expected one of wordle, answers, nyt; did you mean nyt?"
    """
    allowed = list(allowed)
    return (f'{option} {quote(value)}: expected one of {", ".join(allowed)}'
            + did_you_mean(value, allowed))


class Signalled(BaseException):
    """A signal that ends the command (TERM, HUP, QUIT), raised where it
    arrived, as Ctrl-C is, where something must be undone on the way out
    (readline giving the terminal back); `main` then ends the command by
    the signal."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


class WordleWarning(UserWarning):
    """Something the user should know that does not stop the command (a
    cache that is not used, say); the CLI shows it as one line on stderr."""


def note(message: str) -> None:
    """A note on stderr, as the command line shows warnings."""
    warn(f'note: {message}')


def warn(message: str) -> None:
    """A WordleWarning, told of the line outside this package that led to
    it: through the API, a program's call of `find`, not a line of ours."""
    import sys
    import warnings
    ours, level, frame = os.path.dirname(__file__) + os.sep, 2, sys._getframe(1)
    while frame.f_back is not None and frame.f_code.co_filename.startswith(ours):
        frame, level = frame.f_back, level + 1
    warnings.warn(message, WordleWarning, stacklevel=level)
