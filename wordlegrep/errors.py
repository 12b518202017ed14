"""The errors wordlegrep reports to its user: each message names the token."""
from __future__ import annotations

from collections.abc import Iterable


class WordleError(Exception):
    """Bad input from the user; the message says which token and why."""


class ClueError(WordleError):
    """A clue that cannot be read."""


class WordFileError(WordleError):
    """A word list that cannot be read."""


SHOWN = 200   # characters of a token a message shows: a path, not a runaway


def quote(token: str) -> str:
    """`token` as a message shows it: in single quotes as a shell reads
    them, anything unprintable escaped, so that the message stays one line
    and runs nothing even when pasted into a shell.

    >>> print(quote('sugest'), quote("x'$(touch p)"), quote('a\\nb'))
    'sugest' 'x'\\''$(touch p)' 'a\\nb'

    A runaway token is cut short, so that the line stays readable:

    >>> quote('9' * 500) == "'" + '9' * SHOWN + "...'"
    True
    """
    cut = token[:SHOWN] + '...' if len(token) > SHOWN + 3 else token
    shown = ''.join(c if c.isprintable() else repr(c)[1:-1] for c in cut)
    return "'" + shown.replace("'", "'\\''") + "'"


def did_you_mean(typed: str, known: Iterable[str], cutoff: float = 0.6) -> str:
    """'; did you mean X?' for the known word closest to `typed` (at least
    `cutoff` alike, from 0 to 1, as difflib measures), or ''.

    >>> did_you_mean('sugest', ['suggest', 'score']), did_you_mean('zzz', ['score'])
    ('; did you mean suggest?', '')
    """
    import difflib  # only a mistake pays for it
    close = difflib.get_close_matches(typed, list(known), n=1, cutoff=cutoff)
    return f'; did you mean {close[0]}?' if close else ''


def expected_one_of(option: str, value: str, allowed: Iterable[str]) -> str:
    """The message for an option value outside its choices.

    >>> expected_one_of('--list', 'nty', ['wordle', 'answers', 'nyt'])
    "--list 'nty': expected one of wordle, answers, nyt; did you mean nyt?"
    """
    allowed = list(allowed)
    return (f'{option} {quote(value)}: expected one of {", ".join(allowed)}'
            + did_you_mean(value, allowed))


class WordleWarning(UserWarning):
    """Something the user should know that does not stop the command (a
    cache that is not used, say); the CLI shows it as one line on stderr."""
