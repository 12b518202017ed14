"""The solver: score every guess against every possible answer at once, then
rank guesses, play, assist and benchmark. Everything here needs numpy, so
nothing outside the solver's commands imports this package.

numpy's BLAS starts worker threads as it is imported. A signal sent to the
process (Ctrl-C at a terminal) may be taken by any thread that does not block
it, and one taken by a worker never wakes the main thread where it waits for a
line: Ctrl-C at assist's prompt would now and then do nothing. So numpy is
imported here first, with those signals blocked in the threads it starts.

The solver does no linear algebra, so BLAS gets one thread unless the user
asks for more: its threads cost time and memory as numpy is imported (under
a 100 MB limit on address space, OpenBLAS ended the process with a message
of its own, status 1).
"""
import os
import signal

os.environ.setdefault('OPENBLAS_NUM_THREADS', '1')

_ASYNC = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGALRM,
          signal.SIGUSR1, signal.SIGUSR2, signal.SIGWINCH, signal.SIGCHLD}
_mask = signal.pthread_sigmask(signal.SIG_BLOCK, _ASYNC)
try:
    import numpy  # noqa: F401
finally:
    signal.pthread_sigmask(signal.SIG_SETMASK, _mask)
