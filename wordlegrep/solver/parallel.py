"""Independent pieces of one search on every core: the groups an opener
leaves, or the openers to value. Workers are forked, so they share the
score matrix with the parent instead of copying it; they ignore Ctrl-C and
die with the parent, which terminates them on any exception, so an
interrupt ends everything with no traceback from a worker and no orphan.
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from wordlegrep.progress import progress

T = TypeVar('T')
R = TypeVar('R')
# The job a forked worker runs, set in the parent just before forking.
_job: Callable[[Any], Any] | None = None


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:   # pragma: no cover - not Linux
        return os.cpu_count() or 1


def _die_with_parent() -> None:
    """Ignore Ctrl-C (the parent handles it) and, on Linux, ask the kernel
    to end this worker when the parent dies, however it dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith('linux'):
        try:
            import ctypes
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG
        except (OSError, AttributeError):   # pragma: no cover - no prctl
            pass


def _run(item: Any) -> tuple[Any, Any]:
    assert _job is not None
    return item, _job(item)


class Least:
    """The `size` least figures found so far on any core, in memory every
    forked worker shares, so that each cuts on the best any has found and
    not only on its own. Each figure is added once, by the core that found
    it."""

    def __init__(self, size: int) -> None:
        figures = [float('inf')] * size
        self._lock: Any = contextlib.nullcontext()
        self._figures: Any = figures
        try:
            self._figures = multiprocessing.Array('d', figures)
            self._lock = self._figures.get_lock()
        except (OSError, ImportError):   # no shared memory here: nor any worker
            pass

    def worst(self) -> float:
        """The greatest of the `size` least (infinite until there are so many)."""
        return float(self._figures[-1])

    def add(self, figure: float) -> None:
        """Count `figure` among those found."""
        with self._lock:
            if figure < self._figures[-1]:
                self._figures[:] = sorted([*self._figures[:-1], figure])


def _here(job: Callable[[T], R], items: Sequence[T], what: str) -> Iterator[tuple[T, R]]:
    """(item, job(item)) for every item, in this process, in order."""
    return progress(((item, job(item)) for item in items), len(items), what)


def each(job: Callable[[T], R], items: Sequence[T], what: str = '',
         workers: int | None = None) -> Iterator[tuple[T, R]]:
    """(item, job(item)) for every item, in the order they finish, on as
    many forked workers as there are cores (or `workers`), with progress.
    One core, one item, no fork or no semaphores: done here, in order."""
    global _job
    count = min(workers or cores(), len(items))
    if (count <= 1 or 'fork' not in multiprocessing.get_all_start_methods()
            or multiprocessing.current_process().daemon):   # a worker has none of its own
        yield from _here(job, items, what)
        return
    _job = job   # before the fork: the workers inherit it
    try:
        pool = multiprocessing.get_context('fork').Pool(count, initializer=_die_with_parent)
    except (OSError, ImportError):   # no semaphores here (no /dev/shm): one core it is
        _job = None
        yield from _here(job, items, what)
        return
    try:
        with pool:
            done: Iterable[tuple[T, R]] = pool.imap_unordered(_run, items)
            yield from progress(done, len(items), what)
    finally:
        _job = None
