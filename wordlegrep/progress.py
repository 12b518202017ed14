"""Progress for work that can take more than a second: a bar on stderr when
the command line turned it on and stderr is a terminal, nothing otherwise.

Library code wraps its long loops in `progress(...)`; only the CLI calls
`enable`, so the Python API never draws on anyone's terminal. tqdm is
imported the first time a bar is really drawn.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import TypeVar

T = TypeVar('T')
_enabled = False


def enable(on: bool = True) -> None:
    """Let `progress` draw bars (the CLI does this for a terminal)."""
    global _enabled
    _enabled = on


def active() -> bool:
    """Whether a bar would be drawn now: enabled, and stderr a terminal."""
    try:
        return _enabled and sys.stderr is not None and sys.stderr.isatty()
    except (OSError, ValueError):
        return False


def progress(items: Iterable[T], total: int | None = None, what: str = '') -> Iterator[T]:
    """`items`, with a bar on stderr while they are consumed when active.

    >>> list(progress([1, 2, 3], what='counting'))   # not enabled: untouched
    [1, 2, 3]
    """
    if not active():
        yield from items
        return
    from tqdm import tqdm
    colour = None if os.environ.get('NO_COLOR') else 'green'
    yield from tqdm(items, total=total, desc=what or None, file=sys.stderr, leave=False,
                    colour=colour, dynamic_ncols=True, mininterval=0.2, delay=1.0)
