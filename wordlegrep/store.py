"""The solver's cache on disk, and `wordle cache` to see and clear it.

The cache only saves time; what it holds is read as carefully as a user's
file. Each entry is one file: a header line in JSON (the format, the
entry's name, which carries the digest of the lists it was built from, the
kind, dtype and shape of its content, its size and its CRC-32), then the
content. An entry is read only when it is a regular file of this user that
no one else can write, in a folder of this user that no one else can write,
and when every field, the file's size and the checksum agree; otherwise it
is built again and replaced. The folder is opened once and used through
its descriptor, so that nothing can be swapped under a check. Past a size
cap, the entries used least recently are dropped.

Nothing here needs numpy: `wordle cache` stays light.
"""
from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import json
import os
import re
import shlex
import stat
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from wordlegrep.errors import WordleError, quote, warn

if TYPE_CHECKING:
    from wordlegrep.options import Options
    from wordlegrep.printer import Output

# Bump when the meaning or layout of an entry changes: older entries are
# then rebuilt, and the names they were stored under change too.
FORMAT = 'wordlegrep-cache-2'
SUFFIX = '.entry'
TEMPORARY = '.tmp-'
DIGITS = 24   # of the hash in an entry's name
# What format 1 left, dropped like any other entry.
LEGACY = ('by-answer-*.npy', 'lookahead-*.json')
# The names the cache gives its files: an entry's kind and the hash of what
# it was computed from; a write under way, its process and a random tag. No
# other file is the cache's to count, list or delete (notes.entry is not).
OURS = re.compile(rf'[a-z]+(?:-[a-z]+)*-[0-9a-f]{{{DIGITS}}}{re.escape(SUFFIX)}\Z'
                  rf'|{re.escape(TEMPORARY)}[0-9]+-[0-9a-f]{{12}}\Z')
NAME = re.compile(r'[A-Za-z0-9][A-Za-z0-9_.-]*\Z')
HEADER_MOST = 4096          # bytes a header line may take
JSON_MOST = 64 << 20        # bytes a JSON record may take
BUSY = 3600                 # seconds a temporary file may be another process's write
QUIET = 60                  # ... or, with no writer here to be seen, untouched
MAX_VARIABLE = 'WORDLEGREP_CACHE_MAX'
# The matrices of every bundled list, alone and with --all-answers, take
# 481 MB (wordle's with --all-answers 168 MB, nyt's 221 MB); 1 GiB keeps
# them all and a big list of one's own.
DEFAULT_MAX = 1 << 30
UNITS = {unit: 1 << 10 * power for power, unit in enumerate(['', *'KMGTPEZY'])}   # as human()
SIZE = re.compile(r'\s*(\d{1,15}(?:\.\d{1,9})?)\s*([KMGTPEZY]?)(?:I?B)?\s*\Z',
                  re.IGNORECASE | re.ASCII)   # not ٣
OTHERS_WRITE = stat.S_IWGRP | stat.S_IWOTH
# Files of other kinds, as `wordle cache` names them.
KINDS = {stat.S_IFDIR: 'a directory', stat.S_IFIFO: 'a FIFO', stat.S_IFLNK: 'a symbolic link',
         stat.S_IFSOCK: 'a socket', stat.S_IFCHR: 'a device', stat.S_IFBLK: 'a device'}
STRAYS_SHOWN = 5            # names of strays `wordle cache --clear` shows on its line
_noticed: set[str] = set()


def cache_dir() -> Path:
    """`$XDG_CACHE_HOME/wordlegrep`, else `~/.cache/wordlegrep`; a relative
    XDG_CACHE_HOME is ignored, as the XDG specification says."""
    base = os.environ.get('XDG_CACHE_HOME', '')
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser('~'), '.cache')
    return Path(base) / 'wordlegrep'


def digest(*parts: Iterable[str] | str) -> str:
    """A short hash naming a result by everything it was computed from.

    >>> digest(['aa', 'bb'], 'x') == digest(['aa', 'bb'], 'x') != digest(['aab', 'b'], 'x')
    True
    """
    hasher = hashlib.sha256(FORMAT.encode())
    for part in parts:
        text = part if isinstance(part, str) else '\n'.join(part)
        hasher.update(b'\0' + text.encode())
    return hasher.hexdigest()[:DIGITS]


def _notice(message: str) -> None:
    """Tell the user once per process (the CLI shows it as one line)."""
    if message not in _noticed:
        _noticed.add(message)
        with contextlib.suppress(Warning):   # -W error: the cache still only costs time
            warn(message)


def parse_size(text: str) -> int | None:
    """Bytes, or a number with K, M, G, T and on (powers of 1024), as
    `cache` shows sizes (28.6M); None if not. Part of a byte is a byte, so
    that only 0 turns the cache off.

    >>> parse_size('512M'), parse_size('2g'), parse_size('0'), parse_size('1.5G'), parse_size('٣')
    (536870912, 2147483648, 0, 1610612736, None)
    >>> parse_size('0.5'), parse_size('0.0001K'), parse_size('.5K'), parse_size('1.K')
    (1, 1, None, None)
    """
    found = SIZE.match(text)
    if not found:
        return None
    unit = UNITS[found[2].upper()]
    whole, _, part = found[1].partition('.')
    scale: int = 10 ** len(part)
    return int(whole) * unit - (-int(part or 0) * unit // scale)   # (rounded up)


def cache_max() -> int:
    """The most bytes the cache may hold: WORDLEGREP_CACHE_MAX, else 1 GiB.
    0 turns the cache off."""
    text = os.environ.get(MAX_VARIABLE)
    if text is None or not text.strip(' \t\n\r\f\v'):   # set but empty is unset, as `export VAR=`
        return DEFAULT_MAX
    size = parse_size(text)
    if size is None:
        _notice(f'{MAX_VARIABLE}={quote(text)}: expected a size such as 500M or 2G; '
                f'the cache is kept under {human(DEFAULT_MAX)}')
        return DEFAULT_MAX
    return size


def human(size: float) -> str:
    """A size as `ls -h` shows it.

    >>> human(512), human(1536), human(30033330), human(999 << 40), human(1 << 80)
    ('512B', '1.5K', '28.6M', '999.0T', '1.0Y')
    """
    unit = 'B'
    for bigger in 'KMGTPEZY':
        if size < 1024:
            break
        size, unit = size / 1024, bigger
    return f'{size}B' if unit == 'B' else f'{size:.1f}{unit}'


def _unsafe(info: os.stat_result) -> str:
    """Why a file or folder with this status is not to be trusted, or ''."""
    if info.st_uid != os.geteuid():
        return 'it belongs to another user'
    if info.st_mode & OTHERS_WRITE:
        return 'others can write to it'
    return ''


def _not_read(info: os.stat_result) -> str:
    """Why the cache does not read a file with this status, or '' if it may."""
    if not stat.S_ISREG(info.st_mode):
        return KINDS.get(stat.S_IFMT(info.st_mode), 'not a regular file')
    return _unsafe(info)


def _open_folder(create: bool, quiet: bool = True) -> tuple[int | None, str]:
    """The cache folder opened (made first if `create`), or None, and why
    not when it exists but is not safe to use. One that cannot be opened
    (another kind of file, no right to read it) is None too, when `quiet`,
    and else its OSError; one that does not exist is always None."""
    path = cache_dir()
    if not path.is_absolute():
        return None, ''
    if create:
        with contextlib.suppress(OSError):   # 0700, as the XDG specification asks
            os.makedirs(path.parent, mode=0o700, exist_ok=True)
            path.mkdir(mode=0o700)
    try:
        folder = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except FileNotFoundError:
        return None, ''
    except OSError:
        if quiet:
            return None, ''
        raise
    why = _unsafe(os.fstat(folder))
    if why:
        os.close(folder)
        return None, (f'{why} (chmod go-w {_named(path)} to use it)' if why.startswith('others')
                      else why)
    return folder, ''


@contextlib.contextmanager
def _folder(create: bool) -> Iterator[int | None]:
    """The cache folder's descriptor while in use; None when there is none
    to use, saying so once when one exists but is not safe."""
    folder, why = _open_folder(create)
    if why:
        _notice(f'cache {_named(cache_dir())} is not used: {why}')
    try:
        yield folder
    finally:
        if folder is not None:
            os.close(folder)


class Entry:
    """One entry open for reading: its header, and its content on demand."""

    def __init__(self, fd: int, header: dict[str, Any], offset: int) -> None:
        self.fd, self.header, self.offset = fd, header, offset
        self.size: int = header['bytes']

    def content(self, most: int) -> bytearray | None:
        """The content, if it is at most `most` bytes, can be read whole and
        its checksum holds."""
        if self.size > most:
            return None
        content = bytearray(self.size)
        return content if self.read_into(memoryview(content)) else None

    def read_into(self, view: memoryview) -> bool:
        """Fill `view`, of exactly the content's size, with the content;
        whether that was done and its checksum holds."""
        if view.nbytes != self.size:
            return False
        try:
            os.lseek(self.fd, self.offset, os.SEEK_SET)
            done = 0
            while done < self.size:
                got = os.readv(self.fd, [view[done:]])
                if got <= 0:
                    return False
                done += got
        except OSError:
            return False
        if zlib.crc32(view) != self.header['crc32']:
            return False
        with contextlib.suppress(OSError):
            os.utime(self.fd)   # its last use, for dropping the least used
        return True


def _open_entry(folder: int, name: str) -> int | None:
    """A descriptor on the file of entry `name`, if it is a regular file of
    this user that no one else can write. Opening never blocks (a FIFO is
    refused unread) and follows no symbolic link."""
    try:
        fd = os.open(name + SUFFIX, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC,
                     dir_fd=folder)
    except OSError:
        return None
    if not _not_read(os.fstat(fd)):
        return fd
    os.close(fd)
    return None


def _header(fd: int, name: str) -> tuple[dict[str, Any], int] | None:
    """The header of an entry file and where its content starts, if the
    header is this format's, names `name` and agrees with the file's size."""
    try:
        start, size = os.pread(fd, HEADER_MOST, 0), os.fstat(fd).st_size
    except OSError:
        return None
    end = start.find(b'\n')
    try:
        header = json.loads(start[:end]) if end >= 0 else None
    except (ValueError, RecursionError):
        return None
    if not (isinstance(header, dict) and header.get('format') == FORMAT
            and header.get('name') == name):
        return None
    length, crc = header.get('bytes'), header.get('crc32')
    if not (type(length) is int and type(crc) is int and length == size - end - 1):
        return None
    return header, end + 1


@contextlib.contextmanager
def entry(name: str) -> Iterator[Entry | None]:
    """The entry stored as `name`, open for reading, if it is sound so far:
    a regular file of this user that no one else can write, whose header
    is this format's, names it and agrees with the file's size."""
    _check_name(name)
    fd = None
    if cache_max():
        with _folder(create=False) as folder:
            fd = _open_entry(folder, name) if folder is not None else None
    try:
        read = _header(fd, name) if fd is not None else None
        yield Entry(fd, *read) if read and fd is not None else None
    finally:
        if fd is not None:
            os.close(fd)


def store(name: str, fields: dict[str, Any], content: bytes | bytearray | memoryview) -> None:
    """Keep `content` as the entry `name`, whole or not at all (a temporary
    file, then a rename), described by `fields`; then drop the entries used
    least recently past the cap. Failing to store only costs time."""
    _check_name(name)
    cap = cache_max()
    view = memoryview(content).cast('B')
    header = json.dumps({'format': FORMAT, 'name': name, **fields, 'bytes': view.nbytes,
                         'crc32': zlib.crc32(view)}).encode() + b'\n'
    if len(header) > HEADER_MOST or len(header) + view.nbytes > cap:
        return
    with _folder(create=True) as folder:
        if folder is None:
            return
        temporary = f'{TEMPORARY}{os.getpid()}-{os.urandom(6).hex()}'
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW
                         | os.O_CLOEXEC, 0o600, dir_fd=folder)
        except OSError:
            return
        try:
            with open(fd, 'wb') as stream:
                stream.write(header)
                stream.write(view)
            os.replace(temporary, name + SUFFIX, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException as error:   # (Ctrl-C too: no half-written file is left)
            with contextlib.suppress(OSError):
                os.unlink(temporary, dir_fd=folder)
            if isinstance(error, OSError):
                return
            raise
        _drop_past(folder, cap, keep=name + SUFFIX)


def cached_json(name: str, build: Callable[[], Any],
                check: Callable[[Any], bool] | None = None) -> Any:
    """The JSON record cached as `name`, if it is sound and passes `check`
    (a test of its content, which may assume nothing of its shape); else
    built now and cached."""
    with entry(name) as found:
        content = found.content(JSON_MOST) if found and found.header.get('kind') == 'json' \
            else None
    if content is not None:
        try:
            record = json.loads(content)
            if check is None or check(record):
                return record
        except (ValueError, TypeError, KeyError, IndexError, RecursionError):
            pass
    record = build()
    store(name, {'kind': 'json'}, json.dumps(record).encode())
    return record


def _check_name(name: str) -> None:
    if not NAME.match(name):
        raise ValueError(f'not a cache entry name: {name!r}')


class Stray(NamedTuple):
    """A file named like the cache's that the cache does not read (a
    directory, a FIFO, another user's), and why; never removed."""
    name: str
    why: str
    used: float


class Held(NamedTuple):
    """A file of the cache: its name, size and last use (seconds)."""
    name: str
    size: int
    used: float

    @property
    def busy(self) -> bool:
        """Whether it may be another process's write still going on: a
        temporary file not an hour old, unless untouched for a minute with
        its writer (the process its name gives) gone. (A writer in another
        process namespace, a container sharing the folder, looks gone from
        here: a write takes seconds, so a minute's quiet tells.)"""
        age = time.time() - self.used
        if not self.name.startswith(TEMPORARY) or age >= BUSY:
            return False
        if age < QUIET:
            return True
        try:
            os.kill(int(self.name[len(TEMPORARY):].partition('-')[0]), 0)
        except ProcessLookupError:   # its writer was killed, or its machine restarted
            return False
        except (ValueError, OverflowError, OSError):   # another's, or not a process's name
            pass
        return True

    @property
    def stale(self) -> bool:
        """Whether it is a temporary file no process will finish."""
        return self.name.startswith(TEMPORARY) and not self.busy


def _ours(name: str) -> bool:
    """Whether a file of the folder is one the cache made."""
    return bool(OURS.match(name)) or any(fnmatch.fnmatchcase(name, pattern) for pattern in LEGACY)


def _contents(folder: int) -> tuple[list[Held], list[Stray]]:
    """The cache's files, least recently used first, and the strays among
    them by name. A file that cannot be looked at (a folder that may be
    read but not searched) is an OSError: the cache is not empty for all
    that."""
    held, strays = [], []
    with os.scandir(folder) as listing:
        for item in listing:
            if not _ours(item.name):
                continue
            try:
                info = item.stat(follow_symlinks=False)
            except FileNotFoundError:   # gone since the listing: another process's
                continue
            why = _not_read(info)
            if why:
                strays.append(Stray(item.name, why, info.st_mtime))
            else:
                held.append(Held(item.name, info.st_size, info.st_mtime))
    return sorted(held, key=lambda h: (h.used, h.name)), sorted(strays)


def _drop_past(folder: int, cap: int, keep: str) -> None:
    """Drop the files used least recently until the cache is within `cap`."""
    try:
        held, _ = _contents(folder)
    except OSError:   # nothing can be dropped: it only costs room
        return
    total = sum(h.size for h in held)
    for old in held:   # (a stale temporary file whatever the cap: it is never read)
        if total <= cap and not old.stale:
            continue
        if old.name != keep and not old.busy:
            with contextlib.suppress(OSError):
                os.unlink(old.name, dir_fd=folder)
                total -= old.size


@contextlib.contextmanager
def _reported() -> Iterator[None]:
    """A folder `wordle cache` cannot open or read is an error, not an
    empty cache: the folder and why, as one line."""
    try:
        yield
    except OSError as error:
        raise WordleError(f'cache {_named(cache_dir())}: {error.strerror or error}') from None


class Cleared(NamedTuple):
    """What clearing did: the files removed, those it could not remove
    with the reason, and the strays it left."""
    removed: list[Held]
    failed: list[tuple[Held, str]]
    left: list[Stray]


def clear() -> Cleared:
    """Delete every file of the cache."""
    with _reported():
        folder, why = _open_folder(create=False, quiet=False)
    if why:
        raise WordleError(f'cache {_named(cache_dir())}: not cleared: {why}')
    if folder is None:
        return Cleared([], [], [])
    try:
        with _reported():
            held, strays = _contents(folder)
        done = Cleared([], [], strays)
        for old in held:
            try:
                os.unlink(old.name, dir_fd=folder)
            except FileNotFoundError:   # another process's clear came first
                continue
            except OSError as error:
                done.failed.append((old, error.strerror or str(error)))
                continue
            done.removed.append(old)
    finally:
        os.close(folder)
    return done


def _files(held: list[Held]) -> str:
    """How many files, and their size.

    >>> _files([Held('a', 1536, 0.0)]), _files([])
    ('1 file, 1.5K', '0 files, 0B')
    """
    return f'{len(held)} file{"s" * (len(held) != 1)}, {human(sum(h.size for h in held))}'


def _named(path: Path) -> str:
    """The cache's path as a message shows it: as it is where a shell would
    read it so, else quoted (one line, and nothing run when pasted).

    >>> print(_named(Path('/home/me/.cache/wordlegrep')), _named(Path('/tmp/a$(x)/w')))
    /home/me/.cache/wordlegrep '/tmp/a$(x)/w'
    """
    text = str(path)
    return text if shlex.quote(text) == text else quote(text)


def _shown(name: str) -> str:
    """A file's name as a listing shows it: quoted if it would break the line."""
    return name if name.isprintable() else quote(name)


def _listing(held: list[Held], strays: list[Stray]) -> list[str]:
    """One line a file, most recently used first, then the strays."""
    lines = []
    for h in reversed(held):
        when = time.strftime('%Y-%m-%d %H:%M', time.localtime(h.used))
        name = (h.name[:-len(SUFFIX)] if h.name.endswith(SUFFIX)
                else f'{_shown(h.name)} ({"being written" if h.busy else "stale"})')
        lines.append(f'{when}  {human(h.size):>6}  {name}')
    for s in strays:
        when = time.strftime('%Y-%m-%d %H:%M', time.localtime(s.used))
        lines.append(f'{when}  {"-":>6}  {_shown(s.name)} (not read: {s.why})')
    return lines


def _left(path: Path, strays: list[Stray]) -> str:
    """The notice for the strays --clear leaves, the first few by name."""
    named = [f'{_shown(s.name)} ({s.why})' for s in strays[:STRAYS_SHOWN]]
    more = len(strays) - len(named)
    return (f'cache {_named(path)}: left {len(strays)} file{"s" * (len(strays) != 1)} the cache '
            f'does not read: {", ".join(named)}' + (f' and {more} more' if more else ''))


def cache_command(opts: Options, out: Output) -> int:
    """wordle cache [--clear]: what the cache holds, or delete it all."""
    path, cap = cache_dir(), cache_max()
    if not path.is_absolute():   # (a relative path is never used)
        home = os.path.expanduser('~')
        why = ('no home directory to keep it in' if home == '~' else
               f'the home directory {_named(Path(home))} is not an absolute path')
        out.write_prose(f'no cache: {why} (XDG_CACHE_HOME may name a folder for it)\n')
        return 0
    if opts.clear:
        done = clear()
        if done.removed or not done.failed:
            out.write_prose(f'{_named(path)}: removed {_files(done.removed)}\n')
        if done.left:
            _notice(_left(path, done.left))
        if done.failed:
            out.flush()
            why = ', '.join(sorted({why for _, why in done.failed}))
            raise WordleError(f'cache {_named(path)}: could not remove '
                              f'{_files([h for h, _ in done.failed])}: {why}')
        return 0
    with _reported():
        folder, why = _open_folder(create=False, quiet=False)
    if why:
        out.write_prose(f'{_named(path)}: not used: {why}\n')
        return 0
    held: list[Held] = []
    strays: list[Stray] = []
    if folder is not None:
        try:
            with _reported():
                held, strays = _contents(folder)
        finally:
            os.close(folder)
    limit = (f'kept under {human(cap)}' if cap else 'the cache is off') + f' ({MAX_VARIABLE})'
    not_read = f'; {len(strays)} not read' if strays else ''
    out.write_prose(f'{_named(path)}: {_files(held)}{not_read}; {limit}\n')
    if held or strays:
        out.write_prose(''.join(line + '\n' for line in ['last used         size    entry',
                                                         *_listing(held, strays)]))
    return 0
