"""The errors wordlegrep reports to its user: each message names the token."""
from __future__ import annotations


class WordleError(Exception):
    """Bad input from the user; the message says which token and why."""


class ClueError(WordleError):
    """A clue that cannot be read."""


class WordFileError(WordleError):
    """A word list that cannot be read."""
