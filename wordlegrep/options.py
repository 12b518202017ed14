"""The command line, typed: what every command reads, in one value that
the CLI builds from docopt's dict and the commands take."""
from __future__ import annotations

from typing import NamedTuple

from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues


class Options(NamedTuple):
    """The command line, typed. Every field has the value an option left
    out would give, so a command can be described by what it sets."""
    command: str
    clues: tuple[str, ...] = ()
    green: str | None = None
    yellow: str | None = None    # -y values, space-separated when repeated
    black: str | None = None     # -b values, likewise
    length: int | None = None
    source: str = '-'            # path of the word file, '-' for stdin
    list_name: str | None = None   # the bundled list it is, if it is one
    strategy: str = 'lookahead'
    regex: bool = False
    count_only: bool = False
    emit_shell: bool = False
    awk: bool = False
    explain: bool = False
    only: tuple[str, ...] = ()
    verbose: bool = False
    json: bool = False
    html: bool = False
    metric: str | None = None
    hard: bool = False
    top: int = 10
    secret: str | None = None
    start: str | None = None
    all_answers: bool = False
    source_given: bool = False   # --words or --list was on the command line
    scored: tuple[str, ...] = ()   # score's SECRET then its GUESSes
    color: str = 'auto'          # --color: auto, always or never
    topic: str | None = None     # help's COMMAND
    shell: str | None = None     # completion's SHELL
    clear: bool = False          # cache --clear

    def constraints(self) -> Constraints:
        """The clues of this command line as one model."""
        return parse_clues(self.clues, self.green, self.yellow, self.black, self.length)
