"""The command line, typed: what every command reads, in one value that
the CLI builds from docopt's dict and the commands take."""
from __future__ import annotations

from typing import NamedTuple

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues


class Options(NamedTuple):
    """The command line, typed."""
    command: str
    clues: tuple[str, ...]
    green: str | None
    yellow: str | None
    black: str | None
    length: int | None
    source: str            # path of the word file, '-' for stdin
    list_name: str | None  # the bundled list it is, if it is one
    strategy: str
    regex: bool
    count_only: bool
    emit_shell: bool
    awk: bool
    explain: bool
    only: tuple[str, ...]
    verbose: bool
    json: bool
    html: bool
    metric: str | None
    hard: bool
    top: int
    secret: str | None
    start: str | None
    all_answers: bool
    source_given: bool = False   # --words or --list was on the command line
    scored: tuple[str, ...] = ()   # score's SECRET then its GUESSes
    alphabet: Alphabet = ENGLISH   # --lang or --alphabet
    encoding: str = 'utf-8'        # the word file's, --encoding

    def constraints(self) -> Constraints:
        """The clues of this command line as one model."""
        return parse_clues(self.clues, self.green, self.yellow, self.black, self.length,
                           self.alphabet)
