"""Printing words: one a line for pipes, columns like `ls` for people."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordlegrep.output import Output


def columns(words: Sequence[str], width: int) -> list[str]:
    """Lay words out down the columns, as `ls` does, within `width`.

    >>> columns(['aa', 'bb', 'cc', 'dd', 'ee'], 12)
    ['aa  cc  ee', 'bb  dd']
    """
    if not words:
        return []
    cell = max(map(len, words)) + 2
    per_row = max(1, (width + 2) // cell)
    rows = -(-len(words) // per_row)
    return ['  '.join(w.ljust(cell - 2) for w in words[i::rows]).rstrip()
            for i in range(rows)]


def print_words(words: Sequence[str], out: Output) -> None:
    """Print words for whoever reads `out`: columns on a terminal."""
    if out.isatty():
        import shutil  # only people at a terminal pay for it
        lines = columns(words, shutil.get_terminal_size().columns)
    else:
        lines = list(words)
    if lines:
        out.write('\n'.join(lines) + '\n')
