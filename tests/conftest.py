"""Shared fixtures: the bundled lists and brute-force scoring, the oracle
every backend is held to."""
from __future__ import annotations

import fcntl
import os
import pty
import select
import shutil
import signal
import struct
import sys
import termios
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest

from tests.toolsets import Toolset
from wordlegrep.cli import main
from wordlegrep.score import score
from wordlegrep.words import bundled_path

TESTS = os.path.dirname(os.path.abspath(__file__))
WORDLE = os.path.join(os.path.dirname(sys.executable), 'wordle')   # the installed command
# Python that gives the peak memory in kB of the process it runs in since it
# was started: Linux's VmHWM, which is the running program's alone. (The
# ru_maxrss of getrusage is carried over exec from the process that forked
# it: a test's command started from a pytest worker grown to 280 MB
# reported 280 MB.)
PEAK_KB = "int(open('/proc/self/status').read().split('VmHWM:')[1].split()[0])"
LIMIT = 300   # seconds: a test that runs longer has hung, and fails


def _as_at_a_terminal() -> None:
    """Run the commands as a person at a terminal would, whatever started
    the tests. A runner may start us with SIGINT or SIGHUP ignored (a script's
    `&`, nohup), and children inherit that: Ctrl-C on a pty would do nothing
    and the test would wait for ever. It may hand us a stdin that never ends,
    which a child reading stdin would wait on. And its variables for colour,
    encoding or the cache would change what the tests see."""
    for number in (signal.SIGINT, signal.SIGHUP, signal.SIGQUIT, signal.SIGTERM):
        if signal.getsignal(number) == signal.SIG_IGN:
            default = signal.default_int_handler if number == signal.SIGINT else signal.SIG_DFL
            signal.signal(number, default)
    nothing = os.open(os.devnull, os.O_RDONLY)
    os.dup2(nothing, 0)
    os.close(nothing)
    for name in list(os.environ):
        if (name in ('NO_COLOR', 'FORCE_COLOR', 'ANSI_COLORS_DISABLED', 'CLICOLOR_FORCE',
                     'COLORTERM', 'PYTHONIOENCODING', 'PYTHONWARNINGS', 'COLUMNS', 'LINES')
                or name.startswith(('TQDM_', 'WORDLEGREP_'))):
            del os.environ[name]
    if os.environ.get('TERM', 'dumb') == 'dumb':
        os.environ['TERM'] = 'xterm'


_as_at_a_terminal()


@pytest.fixture(autouse=True)
def deadline() -> Iterator[None]:
    """A test that hangs fails after LIMIT seconds instead of holding CI."""
    def expire(number: int, frame: object) -> None:
        raise TimeoutError(f'the test ran past {LIMIT} s')
    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(LIMIT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def load(name: str) -> list[str]:
    with open(bundled_path(name)) as f:
        return f.read().split()


def brute_force(clues: Iterable[tuple[str, str]], words: Iterable[str]) -> list[str]:
    """The words for which Wordle's own scoring gives every score typed."""
    survivors = list(words)
    for guess, marks in clues:
        survivors = [w for w in survivors if score(guess, w) == marks]
    return sorted(set(survivors))


@pytest.fixture(scope='session')
def wordle_words() -> list[str]:
    return load('wordle')


@pytest.fixture(scope='session')
def answers() -> list[str]:
    return load('answers')


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The `wordle` command called in-process: status, stdout, stderr."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture(scope='session', autouse=True)
def cache_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One solver cache for the whole run, away from the user's."""
    home = tmp_path_factory.getbasetemp() / 'solver-cache'
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv('XDG_CACHE_HOME', str(home))
        yield home


@pytest.fixture(scope='session')
def tools(tmp_path_factory: pytest.TempPathFactory) -> Callable[[Toolset], Path]:
    """A directory of symlinks per toolset; skips when a binary is missing."""
    def bin_dir(toolset: Toolset) -> Path:
        needed = {*toolset.links.values(), toolset.shell[0]}
        missing = sorted(b for b in needed if shutil.which(b) is None)
        if missing:
            pytest.skip(f"{', '.join(missing)} not installed: "
                        f"cannot run the {toolset.name} pipelines")
        directory = tmp_path_factory.getbasetemp() / f'bin-{toolset.name}'
        if not directory.exists():
            directory.mkdir()
            for command, binary in toolset.links.items():
                (directory / command).symlink_to(shutil.which(binary) or binary)
        return directory
    return bin_dir
class Pty:
    """The command (or another `program`) on a pseudo-terminal, driven as a
    person would (`env` added to this process's environment; a variable
    given None, unset)."""

    def __init__(self, *argv: str, env: dict[str, str | None] | None = None,
                 stdout: Path | None = None, stderr: Path | None = None,
                 close_stderr: bool = False, columns: int = 100,
                 ignored: tuple[int, ...] = (), program: str = WORDLE) -> None:
        self.pid, self.fd = pty.fork()
        if self.pid == 0:   # pragma: no cover - the child
            for number in ignored:   # as nohup does, for the command to inherit
                signal.signal(number, signal.SIG_IGN)
            for fd, path in ((1, stdout), (2, stderr)):   # as `> path` in a shell
                if path is not None:
                    os.dup2(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
            if close_stderr:   # as `2>&-`
                os.close(2)
            merged = {**os.environ, **(env or {})}
            os.execve(program, [program, *argv],
                      {name: value for name, value in merged.items() if value is not None})
        # A terminal has a size (a new pty has none): 24 rows of 100 columns.
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack('HHHH', 24, columns, 0, 0))
        self.seen = ''
        self.mark = 0   # where the next expect looks from

    def expect(self, text: str, timeout: float = 30) -> str:
        """Read until `text` has been shown since the last thing expected;
        all that was shown so far."""
        end = time.monotonic() + timeout
        while (found := self.seen.find(text, self.mark)) < 0:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, end - time.monotonic()))
            if not ready:
                raise self.failed(f'never saw {text!r} in {self.seen!r}')
            try:
                self.seen += os.read(self.fd, 4096).decode(errors='replace')
            except OSError:   # the child has gone
                raise AssertionError(f'ended before {text!r}: {self.seen!r}') from None
        self.mark = found + len(text)
        return self.seen

    def failed(self, message: str) -> AssertionError:
        """The child killed, so that a failing test leaves nothing running,
        and the failure to raise."""
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        return AssertionError(message)

    def send(self, text: str, timeout: float = 30) -> None:
        """Type `text` once the program waits for a key, as a person types at
        a prompt they can see. Keys typed earlier race with the program:
        a Ctrl-D while the terminal edits lines itself is an end of file that
        readline never sees, and a Ctrl-C flushes the keys typed before it,
        perhaps after readline was told they were there to read."""
        end = time.monotonic() + timeout
        while not self.waiting():
            if time.monotonic() > end:
                raise self.failed(f'never waited for keys: {self.seen!r}')
            time.sleep(0.01)
        os.write(self.fd, text.encode())

    def waiting(self) -> bool:
        """Whether the program waits for a key: readline has the terminal
        out of canonical mode, and the program sleeps in select or poll."""
        if termios.tcgetattr(self.fd)[3] & termios.ICANON:
            return False
        try:
            with open(f'/proc/{self.pid}/stat') as stat, open(f'/proc/{self.pid}/wchan') as wchan:
                state, where = stat.read().rpartition(')')[2].split()[0], wchan.read()
        except OSError:   # no /proc: give it a moment
            time.sleep(0.2)
            return True
        if where in ('', '0'):   # the kernel hides where: give it a moment
            time.sleep(0.2)
            return state == 'S'
        return state == 'S' and ('poll' in where or 'select' in where)

    def status(self, timeout: float = 60) -> int:
        """The exit status, once the child is done (read to the end first);
        a child still running after `timeout` seconds is killed, and fails."""
        end = time.monotonic() + timeout
        while True:
            ready, _, _ = select.select([self.fd], [], [], max(0.0, end - time.monotonic()))
            if not ready:
                raise self.failed(f'still running after {timeout} s: {self.seen!r}')
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            self.seen += chunk.decode(errors='replace')
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)
