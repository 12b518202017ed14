"""Independent pieces of one search on every core: the groups an opener
leaves, or the openers to value. Workers are forked, so they share the
score matrix with the parent instead of copying it; they ignore Ctrl-C and
die with the parent, which kills them once it has what it wants or on any
exception, so an interrupt ends everything with no traceback from a worker
and no orphan. Each worker has a pipe of its own (not a pool's shared
queue, whose lock a worker killed while writing holds for ever: a
multiprocessing.Pool told to stop then could wait for good).
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any, NamedTuple, TypeVar

from wordlegrep.errors import WordleError
from wordlegrep.progress import TICK, TICK_SECONDS, Tick, progress

T = TypeVar('T')
R = TypeVar('R')
# The signals that end a command, held back while workers are forked (see
# _die_with_parent).
HELD = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT}


class WorkerLost(WordleError):
    """A worker ended before it sent back what it was given."""


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:   # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _die_with_parent(parent: int) -> None:
    """Ignore Ctrl-C (the parent handles it), let the signals that end a
    command end this worker, and, on Linux, ask the kernel to end it when
    the parent dies, however it dies; if the parent is gone already, end
    now. (The parent forked it with those signals held back, which are
    let through only now: before, one would have found the worker not yet
    set up, to print a traceback, or to outlive the command.)"""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for number in HELD - {signal.SIGINT}:   # not the parent's own handlers (what it ignores,
        if callable(signal.getsignal(number)):   # under nohup, it still ignores)
            signal.signal(number, signal.SIG_DFL)
    if sys.platform.startswith('linux'):
        try:
            import ctypes
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG
        except (OSError, AttributeError):   # pragma: no cover - no prctl
            pass
    if os.getppid() != parent:
        os._exit(0)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, HELD)


class Least:
    """The `size` least figures found so far on any core, in memory every
    forked worker shares, so that each cuts on the best any has found and
    not only on its own. Each figure is added once, by the core that found
    it."""

    def __init__(self, size: int) -> None:
        figures = [float('inf')] * size
        self._lock: Any = contextlib.nullcontext()
        self._figures: Any = figures
        try:   # (the workers' context: another would leave its lock to a
            # tracker process that outlives a Ctrl-C, and warns of it)
            self._figures = multiprocessing.get_context('fork').Array('d', figures)
            self._lock = self._figures.get_lock()
        except (OSError, ImportError, ValueError):   # no shared memory or fork: nor any worker
            pass

    def worst(self) -> float:
        """The greatest of the `size` least (infinite until there are so many)."""
        return float(self._figures[-1])

    def add(self, figure: float) -> None:
        """Count `figure` among those found."""
        with self._lock:
            if figure < self._figures[-1]:
                self._figures[:] = sorted([*self._figures[:-1], figure])


class Measure(NamedTuple):
    """How a bar counts the items of `each` where they are not alike: each
    item's share of the work, and what the bar calls one."""
    size: Callable[[Any], float]
    unit: str


def _shown(results: Iterable[tuple[T, R] | Tick], items: Sequence[T], what: str,
           measure: Measure | None) -> Iterator[tuple[T, R]]:
    """`progress` over the `results` of `items`, measured as `measure` says
    (else each item one)."""
    if measure is None:
        return progress(results, len(items), what)
    return progress(results, sum(map(measure.size, items)), what, measure.unit,
                    lambda done: measure.size(done[0]))


def _here(job: Callable[[T], R], items: Sequence[T], what: str,
          measure: Measure | None = None) -> Iterator[tuple[T, R]]:
    """(item, job(item)) for every item, in this process, in order."""
    return _shown(((item, job(item)) for item in items), items, what, measure)


def _serve(link: Connection, theirs: list[Connection], parent: int,
           job: Callable[[T], R], items: Sequence[T]) -> None:
    """A worker: run `job` on each of `items` whose index comes down
    `link`, and send back the index with the result (or the error), until
    told to stop or the parent is gone. The parent's ends of the pipes
    (`theirs`), inherited, are closed: a pipe only the parent holds ends
    with it. (Forked, it is given its arguments as they are, unpickled.)"""
    _die_with_parent(parent)
    for end in theirs:
        end.close()
    while True:
        try:
            index = link.recv()
        except (EOFError, OSError):
            return
        if index is None:
            return
        try:
            link.send((index, None, job(items[index])))
        except Exception as error:   # the parent raises it, as it would have here
            link.send((index, error, None))


def each(job: Callable[[T], R], items: Sequence[T], what: str = '',
         workers: int | None = None, measure: Measure | None = None
         ) -> Iterator[tuple[T, R]]:
    """(item, job(item)) for every item, in the order they finish, on as
    many forked workers as there are cores (or `workers`), with progress
    (each item one, unless `measure` says).
    One core, one item, no fork or no pipes: done here, in order; so too
    where the process runs threads of Python's (a program of the user's,
    say), as forking one may copy a lock another thread holds, for ever."""
    count = min(workers or cores(), len(items))
    if (count <= 1 or 'fork' not in multiprocessing.get_all_start_methods()
            or multiprocessing.current_process().daemon   # a worker has none of its own
            or threading.active_count() > 1):
        yield from _here(job, items, what, measure)
        return
    forked = _forked(job, items, count)
    try:
        yield from _shown(forked, items, what, measure)
    finally:   # the workers stop now, not when the generator is collected
        forked.close()


def _forked(job: Callable[[T], R], items: Sequence[T], count: int
            ) -> Generator[tuple[T, R] | Tick, None, None]:
    """`each` on `count` forked workers, an item at a time to whichever is
    free. Each has a pipe of its own, which nothing else writes to: a
    worker stopped at any moment (the caller had enough, or Ctrl-C) holds
    no lock another waits on, as a pool's shared queue can. While none
    is done, a TICK every TICK_SECONDS."""
    started = _start(job, items, count)
    if not started:   # no more processes here: one core it is
        yield from ((item, job(item)) for item in items)
        return
    try:
        waiting = iter(range(len(items)))
        busy = [link for _, link in started if _give(link, waiting)]
        while busy:
            ready = wait(busy, TICK_SECONDS)
            if not ready:
                yield TICK
            for link in [link for link in busy if link in ready]:
                index, result = _taken(link)
                if not _give(link, waiting):
                    busy.remove(link)
                yield items[index], result
    finally:
        _stop(started)


def _start(job: Callable[[T], R], items: Sequence[T], count: int
           ) -> list[tuple[BaseProcess, Connection]]:
    """`count` workers for `job` on `items`, each with its end of a pipe
    (ours kept with it); none where the system will not start them all."""
    context = multiprocessing.get_context('fork')
    started: list[tuple[BaseProcess, Connection]] = []
    held = signal.pthread_sigmask(signal.SIG_BLOCK, HELD)
    try:
        for _ in range(count):
            mine, theirs = context.Pipe()
            ours = [link for _, link in started] + [mine]
            worker = context.Process(target=_serve,
                                     args=(theirs, ours, os.getpid(), job, items), daemon=True)
            worker.start()
            theirs.close()
            started.append((worker, mine))
        signal.pthread_sigmask(signal.SIG_SETMASK, held)   # (what was held back, raised here)
    except OSError:
        _stop(started)
        started = []
    except BaseException:
        _stop(started)
        raise
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
    return started


def _taken(link: Connection) -> tuple[int, Any]:
    """What the worker at `link` sent back: the item's index and its
    result, its error raised here, or WorkerLost if it died first."""
    try:
        index, error, result = link.recv()
    except (EOFError, OSError):
        raise WorkerLost('a worker process ended before it was done') from None
    if error is not None:
        raise error
    return index, result


def _give(link: Connection, waiting: Iterator[int]) -> bool:
    """Send the worker at `link` the next item's index, if there is one."""
    index = next(waiting, None)
    if index is None:
        return False
    try:
        link.send(index)
    except OSError:   # (not this process's output: no broken pipe of the user's)
        raise WorkerLost('a worker process ended before it was done') from None
    return True


def _stop(started: list[tuple[BaseProcess, Connection]]) -> None:
    """End every worker, whatever it is doing, and close its pipe."""
    for worker, link in started:
        if worker.is_alive():
            worker.kill()
        link.close()
    for worker, _ in started:
        worker.join()
