"""The solver: score every guess against every possible answer at once, then
rank guesses, play, assist and benchmark. Everything here needs numpy, so
nothing outside the solver's commands imports this package.

numpy's BLAS starts worker threads as it is imported. A signal sent to the
process (Ctrl-C at a terminal) may be taken by any thread that does not block
it, and one taken by a worker never wakes the main thread where it waits for a
line: Ctrl-C at assist's prompt would now and then do nothing. So numpy is
imported here first, with those signals blocked in the threads it starts.

The solver does no linear algebra, so BLAS gets one thread unless the user
asks for more: its threads cost time and memory as numpy is imported (the
environment says so while numpy loads, and is then as it was). Under
a limit on address space (ulimit -v) that leaves too little room for numpy
to load, OpenBLAS ends the process itself, with a message of its own and
status 1, so such a limit is refused first, as out of memory; so is one on
the data segment (ulimit -d).
"""
import os
import signal

# (set for the import alone: programs the user's process starts later are
# not told it, nor is the user's own numpy, if it was loaded first)
_threads = os.environ.get('OPENBLAS_NUM_THREADS')
os.environ.setdefault('OPENBLAS_NUM_THREADS', '1')

# Address space numpy and its BLAS take as they load, in bytes: 92 MB on
# this machine (/proc/self/statm before and after importing this package,
# one BLAS thread). Limits that left OpenBLAS 73 MB or less ended the
# process in OpenBLAS; from 83 MB numpy loads, and what is short after is
# a MemoryError that the command line reports in one line.
LOAD_ROOM = 80 << 20
# The same for the data segment (ulimit -d), 6 MB in use before: limits of
# up to 40 MB ended the process in OpenBLAS here. Above, numpy loads, or
# fails to (a MemoryError, now and then a SystemError at 46 MB), which the
# command line reports as out of memory (see wordlegrep._starved). OpenBLAS
# sizes its buffers by the processor, so the room asked is well above that.
DATA_ROOM = 64 << 20
ROOM = {'-v': LOAD_ROOM, '-d': DATA_ROOM}   # by ulimit's option


def _room() -> None:
    """Refuse, as out of memory, a limit on address space or on the data
    segment that leaves numpy less than it needs to load in (where the
    limit and the space in use can be read)."""
    from wordlegrep import _memory_room
    for option, what, room in _memory_room():
        if room is not None and room < ROOM[option]:
            raise MemoryError(f'the limit on {what} (ulimit {option}) leaves '
                              f'{max(0, room) >> 20} MB, where numpy needs about '
                              f'{ROOM[option] >> 20} MB to load')


_room()

_ASYNC = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGALRM,
          signal.SIGUSR1, signal.SIGUSR2, signal.SIGWINCH, signal.SIGCHLD}
_mask = signal.pthread_sigmask(signal.SIG_BLOCK, _ASYNC)
try:
    import numpy  # noqa: F401
finally:
    signal.pthread_sigmask(signal.SIG_SETMASK, _mask)
    if _threads is None:
        del os.environ['OPENBLAS_NUM_THREADS']
