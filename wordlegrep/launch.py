"""The `wordle` command as installed: its modules load where Ctrl-C ends
it as it does at any other time, not with a traceback."""
from __future__ import annotations

import sys

TYPE_CHECKING = False   # (as in __init__: typing is not worth importing here)
if TYPE_CHECKING:
    from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Load the command line and run it; return its exit status (130 for
    Ctrl-C, while it loads too)."""
    try:
        from wordlegrep.cli import main as run
    except KeyboardInterrupt:
        end_the_line()
        return 130
    return run(argv)


def end_the_line() -> None:
    """After Ctrl-C at a terminal, a newline, so the shell's prompt starts
    on a line of its own rather than after `^C`."""
    try:
        if sys.stderr is not None and sys.stderr.isatty():
            sys.stderr.write('\n')
            sys.stderr.flush()
    except (OSError, ValueError):
        pass
