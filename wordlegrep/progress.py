"""Progress for work that can take more than a second: a bar on stderr when
the command line turned it on and stderr is a terminal, nothing otherwise.

Library code wraps its long loops in `progress(...)`; only the CLI calls
`enable`, so the Python API never draws on anyone's terminal. tqdm is
imported the first time a bar is really drawn.
"""
from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

T = TypeVar('T')
DELAY = 1.0   # seconds of work before a bar is worth drawing
# Columns below which no bar is drawn. The bar keeps the width the terminal
# had when it began: tqdm, asked to follow the terminal, trims a coloured
# bar for a terminal of no columns for ever.
NARROWEST = 20
# How often work that yields nothing for long says it is still going (see
# TICK), so that a bar is drawn, and its clock kept, meanwhile.
TICK_SECONDS = 0.5
# How often a pulse from long work may redraw a bar (see `pulse`).
PULSE_SECONDS = 0.2
_enabled = False
_colour = 'auto'   # --color: always, never, or auto
_pid = 0   # the process that enabled them: no worker forked from it draws
_bars: list[_Bar] = []   # open, innermost last (drawn, or waiting for their second)


class Tick:
    """The type of TICK."""


# What a source of items may yield between them, where one can take
# minutes (a benchmark's largest group): the bar is drawn, or redrawn, and
# nothing is passed on.
TICK = Tick()


def enable(on: bool = True, colour: str = 'auto') -> None:
    """Let `progress` draw bars (the CLI does this for a terminal), coloured
    as --color says, in this process only."""
    global _enabled, _colour, _pid
    _enabled, _colour, _pid = on, colour, os.getpid()


def active() -> bool:
    """Whether a bar would be drawn now: enabled in this process (not a
    worker forked from it: the parent draws the bars of their work), and
    stderr a terminal."""
    try:
        return (_enabled and _pid == os.getpid() and sys.stderr is not None
                and sys.stderr.isatty())
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
    clock. A TICK, or a `pulse` from the work on an item, redraws the bar,
    its clock going on (or draws it, once the second has passed).

    >>> list(progress([1, TICK, 2, 3], what='counting'))   # not enabled: untouched
    [1, 2, 3]
    """
    if not active():
        yield from (item for item in items if not isinstance(item, Tick))
        return
    bar = _Bar(what, total, unit, amount is not None)
    _bars.append(bar)
    try:
        for item in items:
            if isinstance(item, Tick):
                bar.beat()
                continue
            yield item
            bar.advance(amount(item) if amount else 1)
    finally:
        _bars.remove(bar)
        bar.close()


@contextlib.contextmanager
def waiting(what: str) -> Iterator[None]:
    """A bar for one long piece of work that has no items to count: after a
    second, `what` and the time it has taken so far, kept going by the
    work's `pulse`. Inside another bar of this process, none: the pulses
    keep that one's clock going."""
    if not active() or _bars:
        yield
        return
    bar = _Bar(what, None, '', False, clock=True)
    _bars.append(bar)
    try:
        yield
    finally:
        _bars.remove(bar)
        bar.close()


def pulse() -> None:
    """Say, from work that can run long between a bar's items (one search
    of seconds), that it is still going: the innermost bar of this process
    is redrawn with its clock (or drawn, once its second has passed), at
    most every PULSE_SECONDS. A forked worker's pulses draw nothing: its
    parent draws."""
    if _bars:
        bar, now = _bars[-1], time.monotonic()
        if now >= bar.next_beat:
            bar.next_beat = now + PULSE_SECONDS
            if _pid == os.getpid():   # (a worker inherits its parent's bars)
                bar.beat()


class _Bar:
    """A bar that may be drawn: what it counts, how far it has got, and
    tqdm's bar once it is drawn (after DELAY). A `clock` bar shows the
    time alone."""

    def __init__(self, what: str, total: float | None, unit: str, scaled: bool,
                 clock: bool = False) -> None:
        self.what, self.total, self.unit, self.scaled, self.clock = what, total, unit, scaled, clock
        self.start = time.monotonic()
        self.next_beat = self.start
        self.done: float = 0   # (a count shows as 1/2, not 1.0/2, unless amounts are)
        self.shown: Any = None   # tqdm's bar, once drawn
        self.never = False   # a terminal too narrow for one

    def advance(self, amount: float) -> None:
        self.done += amount
        if self.shown is not None:
            self.shown.update(amount)
        else:
            self._draw()

    def beat(self) -> None:
        if self.shown is not None:
            self.shown.refresh()
        else:
            self._draw()

    def close(self) -> None:
        if self.shown is not None:
            self.shown.close()

    def _shape(self) -> str | None:
        """What the bar shows, where tqdm's own will not do: a clock bar,
        the time alone; one counting items with no total, the count and
        the time (tqdm's reads `14guess [00:21, 4.80s/guess]`)."""
        if self.clock:
            return '{desc}: {elapsed}'
        if self.total is None and not self.scaled:
            return '{desc}: {n_fmt} {unit} [{elapsed}]'
        return None

    def _draw(self) -> None:
        if self.never or time.monotonic() - self.start < DELAY:
            return
        width = _width()
        if width < NARROWEST:   # (tqdm's bar at 0 columns, coloured, never ends)
            self.never = True
            return
        from tqdm import tqdm
        # No monitor thread: a thread of ours could take the Ctrl-C meant for
        # the main thread while it waits at a prompt, and the prompt would stay.
        tqdm.monitor_interval = 0
        from wordlegrep.printer import Output, wants_colour
        colour = 'green' if wants_colour(_colour, Output(sys.stderr)) else None   # as --color says
        # Amounts are shown as 1.50, not 1.5000001. Drawn only once its
        # clock runs from the work's start (a delay stops tqdm drawing first).
        self.shown = tqdm(total=self.total, initial=self.done, desc=self.what or None,
                          unit=self.unit or 'it', file=sys.stderr, leave=False, colour=colour,
                          ncols=width, mininterval=0.2, unit_scale=self.scaled,
                          bar_format=self._shape(), delay=1e-9)
        self.shown.start_t -= time.monotonic() - self.start
        self.shown.refresh()
