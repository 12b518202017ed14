"""Progress for work that can take more than a second: a bar on stderr when
the command line turned it on and stderr is a terminal, nothing otherwise.

Library code wraps its long loops in `progress(...)`; only the CLI calls
`enable`, so the Python API never draws on anyone's terminal. tqdm is
imported the first time a bar is really drawn.
"""
from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar('T')
DELAY = 1.0   # seconds of work before a bar is worth drawing
# Columns below which no bar is drawn. The bar keeps the width the terminal
# had when it began: tqdm, asked to follow the terminal, trims a coloured
# bar for a terminal of no columns for ever.
NARROWEST = 20
# How often work that yields nothing for long says it is still going (see
# TICK), so that a bar is drawn, and its clock kept, meanwhile.
TICK_SECONDS = 0.5
_enabled = False
_colour = 'auto'   # --color: always, never, or auto


class Tick:
    """The type of TICK."""


# What a source of items may yield between them, where one can take
# minutes (a benchmark's largest group): the bar is drawn, or redrawn, and
# nothing is passed on.
TICK = Tick()


def enable(on: bool = True, colour: str = 'auto') -> None:
    """Let `progress` draw bars (the CLI does this for a terminal), coloured
    as --color says."""
    global _enabled, _colour
    _enabled, _colour = on, colour


def active() -> bool:
    """Whether a bar would be drawn now: enabled, and stderr a terminal."""
    try:
        return _enabled and sys.stderr is not None and sys.stderr.isatty()
    except (OSError, ValueError):
        return False


def _width() -> int:
    """The columns of the terminal stderr is, or 0 if it says none."""
    try:
        return os.get_terminal_size(sys.stderr.fileno()).columns
    except (OSError, ValueError, AttributeError):
        return 0


def progress(items: Iterable[T | Tick], total: float | None = None, what: str = '',
             unit: str = 'it', amount: Callable[[T], float] | None = None) -> Iterator[T]:
    """`items` but any TICK, with a bar on stderr once they have taken a
    second to consume (each one `unit`, or as many as `amount` says), when
    active. tqdm is imported only then: quick work pays for nothing but a
    clock.

    >>> list(progress([1, TICK, 2, 3], what='counting'))   # not enabled: untouched
    [1, 2, 3]
    """
    if not active():
        yield from (item for item in items if not isinstance(item, Tick))
        return
    rest = iter(items)
    start = time.monotonic()
    done: float = 0   # (a count shows as 1/2, not 1.0/2, unless amounts are)
    for item in rest:
        if not isinstance(item, Tick):
            yield item
            done += amount(item) if amount else 1
        if time.monotonic() - start >= DELAY:
            break
    else:
        return
    width = _width()
    if width < NARROWEST:   # (tqdm's bar at 0 columns, coloured, never ends)
        yield from (item for item in rest if not isinstance(item, Tick))
        return
    from tqdm import tqdm
    # No monitor thread: a thread of ours could take the Ctrl-C meant for
    # the main thread while it waits at a prompt, and the prompt would stay.
    tqdm.monitor_interval = 0
    from wordlegrep.printer import Output, wants_colour
    colour = 'green' if wants_colour(_colour, Output(sys.stderr)) else None   # as --color says
    with tqdm(total=total, initial=done, desc=what or None, unit=unit, file=sys.stderr,
              leave=False, colour=colour, ncols=width, mininterval=0.2,
              unit_scale=amount is not None) as bar:   # (amounts are shown as 1.50, not 1.5000001)
        for item in rest:
            if isinstance(item, Tick):
                bar.refresh()
                continue
            yield item
            bar.update(amount(item) if amount else 1)
