"""The solver's cache as a hostile or careless world leaves it: every entry
damaged, forged, of the wrong type or someone else's gives the answer a
clean cache gives (or that answer and one line on stderr), through the
installed command."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pytest

from tests.conftest import WORDLE, load
from wordlegrep import store
from wordlegrep.errors import quote

WORDS = load('answers')[::29]        # 80 words: each run is quick
CLUES = ['MOUTH=.....']             # 18 of the words fit: the matrix decides
TIMEOUT = 60                          # a read that blocks fails the test, never hangs it
NOBODY = 65534


def wordle(home: Path, *argv: str, prefix: Sequence[str] = (),
           **env: str) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, with `home` as XDG_CACHE_HOME
    (run through `prefix`, when given)."""
    return subprocess.run([*prefix, WORDLE, *argv], capture_output=True,
                          text=True, check=False, timeout=TIMEOUT,
                          env={**os.environ, 'XDG_CACHE_HOME': str(home), **env})


@pytest.fixture(scope='module')
def words(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp('list') / 'words.txt'
    path.write_text(''.join(w + '\n' for w in WORDS))
    return path


def suggest(words: Path, *clues: str) -> list[str]:
    return ['suggest', '--words', str(words), '--top', '5', *clues]


@pytest.fixture(scope='module')
def clean(words: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """What each command prints on a cache of its own, from empty."""
    answers = {}
    for clues in ([], CLUES):
        done = wordle(tmp_path_factory.mktemp('clean'), *suggest(words, *clues))
        assert done.returncode == 0 and done.stderr == ''
        answers[' '.join(clues)] = done.stdout
    return answers


@pytest.fixture
def warm(words: Path, tmp_path: Path) -> Path:
    """A cache filled by one run: the matrix and the opening."""
    assert wordle(tmp_path, *suggest(words)).returncode == 0
    return tmp_path


def entry_path(home: Path, prefix: str) -> Path:
    (path,) = (home / 'wordlegrep').glob(f'{prefix}-*{store.SUFFIX}')
    return path


def split(path: Path) -> tuple[dict[str, object], bytes]:
    header, _, content = path.read_bytes().partition(b'\n')
    return json.loads(header), content


def forge(path: Path, content: bytes, **fields: object) -> None:
    """Write an entry whose header and checksum agree with `content`: what
    only someone who knows the format, and may write the folder, can do."""
    header, _ = split(path)
    header.update(fields, bytes=len(content), crc32=zlib.crc32(content))
    path.write_bytes(json.dumps(header).encode() + b'\n' + content)


def matrix_of(path: Path) -> np.ndarray:
    header, content = split(path)
    shape = [int(n) for n in header['shape']]  # type: ignore[attr-defined]
    return np.frombuffer(content, dtype=np.dtype(str(header['dtype']))).reshape(shape)


def sound(home: Path) -> bool:
    """Whether every entry of the cache reads back whole."""
    names = [p.name.removesuffix(store.SUFFIX) for p in (home / 'wordlegrep').glob('*.entry')]
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv('XDG_CACHE_HOME', str(home))
        for name in names:
            with store.entry(name) as found:
                if found is None or found.content(1 << 30) is None:
                    return False
    return bool(names)


def same_answer(words: Path, home: Path, clean: dict[str, str], clues: list[str],
                notice: str = '') -> None:
    done = wordle(home, *suggest(words, *clues))
    assert (done.returncode, done.stdout) == (0, clean[' '.join(clues)])
    if notice:
        assert done.stderr.count('\n') == 1 and notice in done.stderr, done.stderr
        assert done.stderr.startswith('wordle: ')
    else:
        assert done.stderr == ''


# -- damaged and forged entries -----------------------------------------------

def _rows_shuffled(m: np.ndarray) -> np.ndarray:
    return m[np.random.default_rng(1).permutation(len(m))]


MATRIX_CONTENTS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    'zeros': np.zeros_like,
    'all-255': lambda m: np.full_like(m, 255),
    'shuffled-rows': _rows_shuffled,
    'one-cell': lambda m: np.where(np.arange(m.size).reshape(m.shape) == 7, (m + 1) % 3, m),
}


@pytest.mark.parametrize('damage', sorted(MATRIX_CONTENTS))
def test_matrix_content_changed_under_its_header(
        damage: str, words: Path, warm: Path, clean: dict[str, str]) -> None:
    path = entry_path(warm, 'by-answer')
    header, _ = split(path)
    changed = MATRIX_CONTENTS[damage](matrix_of(path)).astype(matrix_of(path).dtype)
    path.write_bytes(json.dumps(header).encode() + b'\n' + changed.tobytes())
    same_answer(words, warm, clean, CLUES)
    assert sound(warm) and (matrix_of(path) != changed).any()


# A forgery that changes a cell where no cheap check looks is believed: only
# the cache's owner can write one.
@pytest.mark.parametrize('damage', sorted(set(MATRIX_CONTENTS) - {'one-cell'}))
def test_matrix_forged_with_a_true_checksum(
        damage: str, words: Path, warm: Path, clean: dict[str, str]) -> None:
    path = entry_path(warm, 'by-answer')
    forge(path, MATRIX_CONTENTS[damage](matrix_of(path)).tobytes())
    same_answer(words, warm, clean, CLUES)
    forge(path, MATRIX_CONTENTS[damage](matrix_of(path)).tobytes())
    play = ['play', '--words', str(words), '--secret', WORDS[5]]
    assert wordle(warm, *play).stdout == wordle(warm / 'clean', *play).stdout != ''


def test_matrix_forged_as_floats(words: Path, warm: Path, clean: dict[str, str]) -> None:
    path = entry_path(warm, 'by-answer')
    forge(path, matrix_of(path).astype(np.float64).tobytes(), dtype='<f8')
    same_answer(words, warm, clean, CLUES)


def _npz(path: Path) -> None:
    with path.open('wb') as stream:
        np.savez(stream, a=np.zeros((len(WORDS), len(WORDS)), np.uint8))


def _npy(array: np.ndarray) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        with path.open('wb') as stream:
            np.save(stream, array)
    return write


def _huge_shape(path: Path) -> None:
    """A header claiming 2.7 TiB, on a sparse file of that size."""
    header, _ = split(path)
    shape = [len(WORDS), len(WORDS), 100_000_000]
    header.update(shape=shape, bytes=int(np.prod(shape)))
    line = json.dumps(header).encode() + b'\n'
    path.write_bytes(line)
    os.truncate(path, len(line) + header['bytes'])  # type: ignore[operator]


def _huge_size(path: Path) -> None:
    """The right shape, but a size of 2.7 TiB."""
    header, _ = split(path)
    header.update(bytes=3 << 40)
    line = json.dumps(header).encode() + b'\n'
    path.write_bytes(line)
    os.truncate(path, len(line) + (3 << 40))


FILES: dict[str, Callable[[Path], object]] = {
    'empty': lambda p: p.write_bytes(b''),
    'truncated': lambda p: p.write_bytes(p.read_bytes()[:-100]),
    'header-only': lambda p: p.write_bytes(p.read_bytes().partition(b'\n')[0]),
    'no-newline': lambda p: p.write_bytes(b'{' * 10_000),
    'deep-json': lambda p: p.write_bytes(b'[' * 4000 + b'\n'),
    'not-json': lambda p: p.write_bytes(b'\xff\xfe\x00garbage\n' + p.read_bytes()),
    'other-format': lambda p: p.write_bytes(p.read_bytes().replace(b'-cache-2', b'-cache-1', 1)),
    'npz': _npz,
    'npy-zeros': _npy(np.zeros((len(WORDS), len(WORDS)), np.uint8)),
    'npy-floats': _npy(np.ones((len(WORDS), len(WORDS)))),
    'huge-shape': _huge_shape,
    'huge-size': _huge_size,
}


@pytest.mark.parametrize('damage', sorted(FILES))
def test_damaged_matrix_file(damage: str, words: Path, warm: Path,
                             clean: dict[str, str]) -> None:
    FILES[damage](entry_path(warm, 'by-answer'))
    same_answer(words, warm, clean, CLUES)
    assert sound(warm)


def test_an_entry_of_other_lists_at_this_name(words: Path, warm: Path, tmp_path_factory:
                                              pytest.TempPathFactory,
                                              clean: dict[str, str]) -> None:
    """Another list's matrix of the same shape, copied over this one: its
    header names the other lists, so it is not read."""
    other_words = tmp_path_factory.mktemp('other') / 'words.txt'
    other_words.write_text(''.join(w + '\n' for w in load('answers')[1::29][:len(WORDS)]))
    other = tmp_path_factory.mktemp('other-cache')
    assert wordle(other, *suggest(other_words)).returncode == 0
    shutil.copyfile(entry_path(other, 'by-answer'), entry_path(warm, 'by-answer'))
    same_answer(words, warm, clean, CLUES)


# Records the opening's check refuses even with a true checksum (a forged
# [[1e9, 0]] would pass it: only the cache's owner can write one).
OPENINGS = ['5', 'null', '{}', '[]', '[[1.0, 99999999]]', '[[1.0, 0]]', '[[-1e9, 0]]',
            '[[NaN, 0]]', '[[Infinity, 0]]', '[[1e9, 0], [1e9, 0]]', '[[2e9, 1], [1e9, 0]]',
            '[[1e9, true]]', '"x"', '[[1e9]]', '[[1e9, 0, 1]]', '[' * 5000]


@pytest.mark.parametrize('record', OPENINGS)
def test_opening_record_forged(record: str, words: Path, warm: Path,
                               clean: dict[str, str]) -> None:
    forge(entry_path(warm, 'lookahead'), record.encode())
    same_answer(words, warm, clean, [])


@pytest.mark.parametrize('record', OPENINGS[:6])
def test_opening_record_written_plain(record: str, words: Path, warm: Path,
                                      clean: dict[str, str]) -> None:
    entry_path(warm, 'lookahead').write_text(record)
    same_answer(words, warm, clean, [])



# What the search could not have found: whether the opening can be won is
# none (it could not tell), -1 (no) or a guess row.
WINNABLE = ['"x"', '[]', '{}', '99999999', '-2', 'true', '1.5', '[' * 5000]


@pytest.fixture(scope='module')
def lost(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Eight words alike but for their first letter: in hard mode no
    opener finds them all in six."""
    path = tmp_path_factory.mktemp('lost') / 'ills.txt'
    path.write_text(''.join(f'{first}ills\n' for first in 'bdfghkmp'))
    return path


def test_whether_the_opening_can_be_won_is_kept(lost: Path, tmp_path: Path) -> None:
    """suggest asks it when every opener it shows loses, and says so of the
    position; it is kept, and read back: kept as "could not tell", the
    note is of the openers shown instead."""
    argv = ('suggest', '--hard', '--words', str(lost))
    first, again = wordle(tmp_path, *argv), wordle(tmp_path, *argv)
    assert (again.stdout, again.stderr) == (first.stdout, first.stderr)
    assert first.stderr.startswith('wordle: note: from here no strategy finds all 8 ')
    forge(entry_path(tmp_path, 'opening-winnable'), b'null')
    assert wordle(tmp_path, *argv).stderr.startswith(
        'wordle: note: no strategy finds every possible answer within 6 guesses after ')


@pytest.mark.parametrize('record', WINNABLE)
def test_opening_winnable_record_forged(record: str, lost: Path, tmp_path: Path) -> None:
    argv = ('suggest', '--hard', '--words', str(lost))
    first = wordle(tmp_path, *argv)
    forge(entry_path(tmp_path, 'opening-winnable'), record.encode())
    again = wordle(tmp_path, *argv)
    assert (again.returncode, again.stdout, again.stderr) == (0, first.stdout, first.stderr)

# -- files of the wrong type, or not ours -------------------------------------

def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _directory(path: Path) -> None:
    path.unlink()
    path.mkdir()


def _link_to_a_sound_copy(path: Path) -> None:
    copy = path.with_name('copy')
    path.rename(copy)
    path.symlink_to(copy.name)


def _link_to_device(path: Path) -> None:
    path.unlink()
    path.symlink_to('/dev/zero')


def _foreign(path: Path) -> None:
    os.chown(path, NOBODY, NOBODY)


def _writable_by_others(path: Path) -> None:
    path.chmod(0o666)


KINDS: dict[str, Callable[[Path], object]] = {
    'fifo': _fifo, 'directory': _directory, 'symlink': _link_to_a_sound_copy,
    'device': _link_to_device, 'foreign-owned': _foreign, 'world-writable': _writable_by_others,
}


@pytest.mark.parametrize('prefix', ['by-answer', 'lookahead'])
@pytest.mark.parametrize('kind', sorted(KINDS))
def test_entry_of_the_wrong_kind(kind: str, prefix: str, words: Path, warm: Path,
                                 clean: dict[str, str]) -> None:
    path = entry_path(warm, prefix)
    KINDS[kind](path)
    same_answer(words, warm, clean, CLUES if prefix == 'by-answer' else [])
    if kind != 'directory':   # nothing can be renamed over a directory
        info = path.lstat()
        assert path.is_file() and not path.is_symlink() and info.st_uid == os.geteuid()
        assert info.st_mode & 0o077 == 0


# -- the folder ---------------------------------------------------------------

@pytest.mark.parametrize(('mode', 'owner', 'why'), [
    (0o777, None, 'others can write to it'),
    (0o770, None, 'others can write to it'),
    (0o700, NOBODY, 'it belongs to another user'),
], ids=['world-writable', 'group-writable', 'foreign-owned'])
def test_an_unsafe_folder_is_not_used(mode: int, owner: int | None, why: str, words: Path,
                                      warm: Path, clean: dict[str, str]) -> None:
    folder = warm / 'wordlegrep'
    matrix, opening = entry_path(warm, 'by-answer'), entry_path(warm, 'lookahead')
    matrix.unlink()   # what another user might have planted
    os.mkfifo(matrix)
    forge(opening, b'[[1e9, 0]]')
    folder.chmod(mode)
    if owner is not None:
        os.chown(folder, owner, owner)
    notice = f'cache {folder} is not used: {why}'
    same_answer(words, warm, clean, [], notice=notice)
    same_answer(words, warm, clean, CLUES, notice=notice)
    assert sorted(folder.iterdir()) == [matrix, opening] and matrix.is_fifo()
    shown = wordle(warm, 'cache')
    assert (shown.returncode, shown.stdout) == (0, f'{folder}: not used: {why}' + (
        f' (chmod go-w {folder} to use it)\n' if why.startswith('others') else '\n'))
    cleared = wordle(warm, 'cache', '--clear')
    assert cleared.returncode == 2 and cleared.stdout == ''
    reason = shown.stdout.split(': ', 2)[2]
    assert cleared.stderr == f'wordle: cache {folder}: not cleared: {reason}'


@pytest.mark.parametrize('name', ['two\nlines', 'x$(touch pwned)', 'esc\x1b[31m'],
                         ids=['newline', 'command', 'escape'])
def test_a_cache_path_shell_would_misread_is_quoted(words: Path, tmp_path: Path,
                                                     name: str) -> None:
    """The cache's path in a notice, an error and `wordle cache` is one
    line, and the chmod it suggests, pasted into a shell, runs nothing but
    that chmod (on that folder)."""
    home = tmp_path / name
    folder = home / 'wordlegrep'
    folder.mkdir(parents=True, mode=0o700)
    folder.chmod(0o777)
    done = wordle(home, 'play', '--words', str(words), '--secret', WORDS[3])
    shown, cleared = wordle(home, 'cache'), wordle(home, 'cache', '--clear')
    for line in (done.stderr, shown.stdout, cleared.stderr):
        assert line.count('\n') == 1 and '\x1b' not in line, line
    assert (done.returncode, shown.returncode, cleared.returncode) == (0, 0, 2)
    suggested = re.search(r'\((chmod go-w .*) to use it\)', done.stderr)
    assert suggested is not None
    subprocess.run(['bash', '-c', suggested[1]], cwd=tmp_path, check=True)
    assert folder.stat().st_mode & 0o777 == 0o755 and not (tmp_path / 'pwned').exists()


def test_the_notice_comes_once(words: Path, tmp_path: Path) -> None:
    """One line however often the cache is asked: play reads the matrix and
    the opening."""
    folder = tmp_path / 'wordlegrep'
    folder.mkdir(mode=0o700)
    folder.chmod(0o777)
    done = wordle(tmp_path, 'play', '--words', str(words), '--secret', WORDS[3])
    assert done.returncode == 0 and done.stderr.count('\n') == 1
    assert 'is not used: others can write to it' in done.stderr


def test_a_relative_xdg_cache_home_is_ignored(words: Path, tmp_path: Path,
                                              clean: dict[str, str]) -> None:
    home, work = tmp_path / 'home', tmp_path / 'work'
    home.mkdir()
    work.mkdir()
    done = subprocess.run([WORDLE, *suggest(words, *CLUES)],
                          capture_output=True, text=True, check=False, timeout=TIMEOUT,
                          cwd=work, env={**os.environ, 'XDG_CACHE_HOME': 'cache',
                                         'HOME': str(home)})
    assert (done.returncode, done.stdout, done.stderr) == (0, clean[CLUES[0]], '')
    assert not list(work.iterdir())
    assert list((home / '.cache' / 'wordlegrep').glob('by-answer-*'))


# -- at once, and bounded -----------------------------------------------------

def test_two_processes_on_an_empty_cache(words: Path, tmp_path: Path,
                                         clean: dict[str, str]) -> None:
    argv = [WORDLE, *suggest(words)]
    env = {**os.environ, 'XDG_CACHE_HOME': str(tmp_path)}
    runs = [subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=env) for _ in range(2)]
    for run in runs:
        out, err = run.communicate(timeout=TIMEOUT)
        assert (run.returncode, out, err) == (0, clean[''], '')
    assert sound(tmp_path)
    assert not list((tmp_path / 'wordlegrep').glob(f'{store.TEMPORARY}*'))
    same_answer(words, tmp_path, clean, [])


def _dead_pid() -> int:
    """The process id of a process that has ended."""
    ended = subprocess.run([sys.executable, '-c', 'import os; print(os.getpid())'],
                           capture_output=True, text=True, check=True)
    return int(ended.stdout)


def test_a_write_cut_short_is_dropped_by_the_next(words: Path, tmp_path: Path,
                                                  clean: dict[str, str]) -> None:
    """A temporary file whose writer was killed part way (SIGTERM, SIGKILL)
    is never read, and went only with --clear, or pushed live entries out
    under a cap: once a minute has passed since it was written to, the next
    store drops it. One whose writer lives stays, and so does one written
    to in the last minute (its writer may be in another container)."""
    folder = tmp_path / 'wordlegrep'
    folder.mkdir(mode=0o700)
    dead, live, fresh = (folder / f'{store.TEMPORARY}{pid}-{digit * 12}' for pid, digit in
                         ((_dead_pid(), '0'), (os.getpid(), '1'), (_dead_pid(), '2')))
    quiet = time.time() - 2 * store.QUIET
    for path in (dead, live, fresh):
        path.write_bytes(b'\0' * 4096)
        if path != fresh:
            os.utime(path, (quiet, quiet))
    shown = wordle(tmp_path, 'cache').stdout
    assert f'{dead.name} (stale)' in shown and f'{live.name} (being written)' in shown, shown
    done = wordle(tmp_path, *suggest(words, *CLUES))
    assert (done.returncode, done.stdout, done.stderr) == (0, clean[CLUES[0]], '')
    assert not dead.exists() and live.exists() and fresh.exists()
    assert sound(tmp_path)


def test_an_interrupted_write_leaves_nothing(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C while an entry is written: the temporary file goes with it."""
    monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path))

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(store.os, 'replace', interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.store('lookahead-' + '0' * store.DIGITS, {'kind': 'json'}, b'[]')
    assert not list((tmp_path / 'wordlegrep').iterdir())


def sizes(home: Path) -> dict[str, int]:
    return {p.name: p.stat().st_size for p in (home / 'wordlegrep').iterdir()}


def test_the_least_recently_used_go_past_the_cap(tmp_path: Path, tmp_path_factory:
                                                 pytest.TempPathFactory) -> None:
    """Three lists' matrices under a cap that holds two: the one used least
    recently is dropped, and a read counts as a use."""
    lists = []
    for k in range(3):
        path = tmp_path_factory.mktemp('lru') / 'words.txt'
        path.write_text(''.join(w + '\n' for w in load('answers')[k::29][:len(WORDS)]))
        lists.append(path)
    made = []
    for k, when in ((0, 1_000), (1, 2_000)):
        before = set(sizes(tmp_path)) if k else set()
        assert wordle(tmp_path, *suggest(lists[k], *CLUES)).returncode == 0
        (name,) = set(sizes(tmp_path)) - before
        os.utime(tmp_path / 'wordlegrep' / name, (when, when))
        made.append(name)
    cap = str(sum(sizes(tmp_path).values()) * 5 // 4)
    for k in (0, 2):   # the first read again, then a third made
        done = wordle(tmp_path, *suggest(lists[k], *CLUES), WORDLEGREP_CACHE_MAX=cap)
        assert (done.returncode, done.stderr) == (0, '')
    after = sizes(tmp_path)
    assert len(after) == 2 and sum(after.values()) <= int(cap)
    assert made[0] in after and made[1] not in after


@pytest.mark.parametrize(('cap', 'kept'), [('0.001K', False), ('', True), (' ', True)],
                         ids=['part-of-a-K', 'empty', 'blank'])
def test_a_cap_may_have_a_part_or_be_empty(words: Path, tmp_path: Path, clean: dict[str, str],
                                           cap: str, kept: bool) -> None:
    """A cap may be written as `cache` shows sizes (1.5G; 0.001K is one
    byte, below any entry); one set but empty is no cap set, as `export
    VAR=` means: no warning (it warned on every command), the default kept."""
    done = wordle(tmp_path, *suggest(words, *CLUES), WORDLEGREP_CACHE_MAX=cap)
    assert (done.returncode, done.stdout, done.stderr) == (0, clean[CLUES[0]], '')
    assert (tmp_path / 'wordlegrep').exists() == kept


def test_nothing_is_kept_past_a_cap_too_small(words: Path, tmp_path: Path,
                                              clean: dict[str, str]) -> None:
    done = wordle(tmp_path, *suggest(words, *CLUES), WORDLEGREP_CACHE_MAX='1K')
    assert (done.returncode, done.stdout, done.stderr) == (0, clean[CLUES[0]], '')
    assert not (tmp_path / 'wordlegrep').exists()


def test_a_cap_of_zero_turns_the_cache_off(words: Path, warm: Path,
                                           clean: dict[str, str]) -> None:
    path = entry_path(warm, 'lookahead')
    forge(path, b'[[1e9, 0]]')   # a lie it would believe: not even read
    done = wordle(warm, *suggest(words), WORDLEGREP_CACHE_MAX='0')
    assert (done.returncode, done.stdout, done.stderr) == (0, clean[''], '')


@pytest.mark.parametrize('cap', ['lots', '٣', '３M', '1\u2003G', '\u2003'],
                         ids=['word', 'arabic-indic', 'fullwidth', 'em-space', 'em-space-alone'])
def test_a_cap_that_is_no_size(words: Path, tmp_path: Path, clean: dict[str, str],
                               cap: str) -> None:
    """Said, and the default kept; a size is ASCII digits, as every number
    the command reads (٣ was taken for 3 bytes)."""
    done = wordle(tmp_path, *suggest(words, *CLUES), WORDLEGREP_CACHE_MAX=cap)
    assert (done.returncode, done.stdout) == (0, clean[CLUES[0]])
    assert done.stderr == (f"wordle: WORDLEGREP_CACHE_MAX={quote(cap)}: expected a size "
                           "such as 500M or 2G; the cache is kept under 1.0G\n")
    assert sizes(tmp_path)   # kept, under the default


# -- wordle cache -------------------------------------------------------------

def test_wordle_cache_shows_and_clears(words: Path, warm: Path) -> None:
    folder = warm / 'wordlegrep'
    (folder / 'by-answer-0.npy').write_bytes(b'format 1')   # left by an older version
    others = ['by-answer-mine.entry', 'notes.entry', 'notes.txt']   # not named as it names
    for name in others:
        (folder / name).write_text('not the cache')
    shown = wordle(warm, 'cache')
    assert shown.returncode == 0 and shown.stderr == ''
    first, heading, *lines = shown.stdout.splitlines()
    total = sum(p.stat().st_size for p in folder.iterdir() if p.name not in others)
    assert first == f'{folder}: 3 files, {store.human(total)}; kept under 1.0G ' \
                    '(WORDLEGREP_CACHE_MAX)'
    assert heading.split() == ['last', 'used', 'size', 'entry']
    names = sorted(line.split(None, 3)[3] for line in lines)
    assert names[0] == 'by-answer-0.npy (stale)'
    assert names[1:] == sorted(p.name.removesuffix('.entry') for p in folder.glob('*.entry')
                               if p.name not in others)
    cleared = wordle(warm, 'cache', '--clear')
    assert (cleared.returncode, cleared.stderr) == (0, '')
    assert cleared.stdout == f'{folder}: removed 3 files, {store.human(total)}\n'
    assert sorted(p.name for p in folder.iterdir()) == others
    assert wordle(warm, 'cache').stdout == f'{folder}: 0 files, 0B; kept under 1.0G ' \
                                           '(WORDLEGREP_CACHE_MAX)\n'


def test_wordle_cache_on_no_cache_at_all(tmp_path: Path) -> None:
    for argv in (['cache'], ['cache', '--clear']):
        done = wordle(tmp_path, *argv)
        assert done.returncode == 0 and done.stderr == ''
    assert not (tmp_path / 'wordlegrep').exists()


@pytest.mark.parametrize('argv', [['cache'], ['cache', '--clear']], ids=['show', 'clear'])
def test_wordle_cache_with_a_relative_home_says_there_is_none(tmp_path: Path,
                                                              argv: list[str]) -> None:
    """HOME=rel: no cache is kept under the working folder, and none listed."""
    env = {name: value for name, value in os.environ.items() if name != 'XDG_CACHE_HOME'}
    done = subprocess.run([WORDLE, *argv], cwd=tmp_path, env={**env, 'HOME': 'rel'},
                          capture_output=True, text=True, check=False, timeout=TIMEOUT)
    assert (done.returncode, done.stderr) == (0, '')
    assert done.stdout == ('no cache: the home directory rel is not an absolute path '
                           '(XDG_CACHE_HOME may name a folder for it)\n')
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize('argv', [['cache'], ['cache', '--clear']], ids=['show', 'clear'])
def test_wordle_cache_with_no_home_says_there_is_none(tmp_path: Path, argv: list[str]) -> None:
    """A user with no home (no HOME, no entry in passwd: `~` stays `~`) has
    no cache, as the rest of the command takes it; it was listed as a
    cache "kept under 1.0G" at '~/.cache/wordlegrep'."""
    code = ('import os.path, sys; os.path.expanduser = lambda path: path; '
            'from wordlegrep import _command; sys.argv[1:] = ' + repr(argv) + '; '
            'raise SystemExit(_command())')
    env = {name: value for name, value in os.environ.items() if name != 'XDG_CACHE_HOME'}
    done = subprocess.run([sys.executable, '-c', code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False, timeout=TIMEOUT)
    assert (done.returncode, done.stderr) == (0, '')
    assert done.stdout == ('no cache: no home directory to keep it in (XDG_CACHE_HOME may '
                           'name a folder for it)\n')
    assert not list(tmp_path.iterdir())


def test_wordle_cache_needs_no_numpy(warm: Path) -> None:
    code = ('import sys; from wordlegrep.cli import main; main(["cache"]); '
            'print("numpy" in sys.modules)')
    done = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                          check=False, timeout=TIMEOUT,
                          env={**os.environ, 'XDG_CACHE_HOME': str(warm)})
    assert done.stdout.splitlines()[-1] == 'False'




# -- wordle cache on a folder it cannot use ----------------------------------

# What lets root read, search and change any file whatever its mode.
POWERS = ('dac_override', 'dac_read_search', 'fowner')


@pytest.fixture(scope='module')
def as_a_user(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """A prefix that runs the command bound by file modes as a user is: as
    root (CI), through setpriv without root's powers over files; else
    nothing. Skips when those powers cannot be dropped."""
    if os.geteuid() != 0:
        return []
    prefix = ['setpriv', '--inh-caps=' + ','.join('-' + p for p in POWERS),
              '--bounding-set=' + ','.join('-' + p for p in POWERS)]
    locked = tmp_path_factory.mktemp('locked')
    locked.chmod(0)
    try:
        tried = subprocess.run([*prefix, sys.executable, '-c', 'import os, sys; '
                                'os.listdir(sys.argv[1])', str(locked)],
                               capture_output=True, check=False, timeout=TIMEOUT)
    except OSError:
        tried = None
    finally:
        locked.chmod(0o700)
    if tried is None or tried.returncode == 0:
        pytest.skip('run as root, and setpriv cannot drop the power to read any folder')
    return prefix


@pytest.mark.parametrize('mode', [0o000, 0o300, 0o400], ids=['000', '300', '400'])
def test_a_folder_it_cannot_read(mode: int, as_a_user: list[str], words: Path, warm: Path,
                                 clean: dict[str, str]) -> None:
    """Neither `cache` nor `--clear` can see what it holds: an error, not an
    empty cache; the solver does without it."""
    folder = warm / 'wordlegrep'
    before = sizes(warm)
    folder.chmod(mode)
    try:
        done = [wordle(warm, *argv, prefix=as_a_user) for argv in (['cache'], ['cache', '--clear'])]
        solved = wordle(warm, *suggest(words, *CLUES), prefix=as_a_user)
    finally:
        folder.chmod(0o700)
    for run in done:
        assert (run.returncode, run.stdout, run.stderr) == (
            2, '', f'wordle: cache {folder}: Permission denied\n')
    assert (solved.returncode, solved.stdout, solved.stderr) == (0, clean[CLUES[0]], '')
    assert sizes(warm) == before


def test_a_folder_it_cannot_write(as_a_user: list[str], warm: Path) -> None:
    folder = warm / 'wordlegrep'
    before = sizes(warm)
    folder.chmod(0o500)
    try:
        shown = wordle(warm, 'cache', prefix=as_a_user)
        cleared = wordle(warm, 'cache', '--clear', prefix=as_a_user)
    finally:
        folder.chmod(0o700)
    total = store.human(sum(before.values()))
    assert (shown.returncode, shown.stderr) == (0, '')
    assert shown.stdout.startswith(f'{folder}: 2 files, {total}; ')
    assert (cleared.returncode, cleared.stdout) == (2, '')
    assert cleared.stderr == (f'wordle: cache {folder}: could not remove 2 files, {total}: '
                              'Permission denied\n')
    assert sizes(warm) == before


def test_a_clear_that_removes_only_some(warm: Path) -> None:
    """An immutable matrix (chattr +i: not even root may remove it) and an
    opening that goes: what went and what did not, and status 2."""
    folder, matrix = warm / 'wordlegrep', entry_path(warm, 'by-answer')
    before = sizes(warm)
    try:
        fixed = subprocess.run(['chattr', '+i', str(matrix)], capture_output=True,
                               check=False, timeout=TIMEOUT).returncode == 0
    except OSError:
        fixed = False
    if not fixed:
        pytest.skip('chattr +i does not work here (it needs root and a file system with it)')
    try:
        cleared = wordle(warm, 'cache', '--clear')
    finally:
        subprocess.run(['chattr', '-i', str(matrix)], check=True, timeout=TIMEOUT)
    gone = store.human(sum(size for name, size in before.items() if name != matrix.name))
    assert (cleared.returncode, cleared.stdout) == (2, f'{folder}: removed 1 file, {gone}\n')
    assert cleared.stderr == (f'wordle: cache {folder}: could not remove 1 file, '
                              f'{store.human(before[matrix.name])}: Operation not permitted\n')
    assert sizes(warm) == {matrix.name: before[matrix.name]}


@pytest.mark.parametrize('kind', ['file', 'fifo'])
def test_a_cache_path_that_is_no_folder(kind: str, words: Path, tmp_path: Path,
                                        clean: dict[str, str]) -> None:
    """Said so by `cache` and `--clear`, left as it is, and done without by
    the solver (a FIFO never opened, so never waited on)."""
    path = tmp_path / 'wordlegrep'
    if kind == 'file':
        path.write_text('mine\n')
    else:
        os.mkfifo(path)
    for argv in (['cache'], ['cache', '--clear']):
        done = wordle(tmp_path, *argv)
        assert (done.returncode, done.stdout, done.stderr) == (
            2, '', f'wordle: cache {path}: Not a directory\n')
    same_answer(words, tmp_path, clean, CLUES)
    same_answer(words, tmp_path, clean, [])
    assert list(tmp_path.iterdir()) == [path]
    assert path.read_text() == 'mine\n' if kind == 'file' else path.is_fifo()


def test_strays_are_shown_and_left(warm: Path) -> None:
    """Things named like entries that the cache never reads: listed as such,
    and left by --clear, which says so."""
    folder = warm / 'wordlegrep'
    entries = sizes(warm)
    link, stray, fifo = (f'{kind}-{digit * 24}.entry' for kind, digit in
                         (('by-answer', 'a'), ('by-answer', 'b'), ('lookahead', 'c')))
    (folder / stray).mkdir()
    (folder / stray / 'notes.txt').write_text('mine\n')
    os.mkfifo(folder / fifo)
    (folder / link).symlink_to('/dev/zero')
    strays = {link: 'a symbolic link', stray: 'a directory', fifo: 'a FIFO'}
    total = store.human(sum(entries.values()))
    shown = wordle(warm, 'cache')
    assert (shown.returncode, shown.stderr) == (0, '')
    first, _, *lines = shown.stdout.splitlines()
    assert first == f'{folder}: 2 files, {total}; 3 not read; kept under 1.0G ' \
                    '(WORDLEGREP_CACHE_MAX)'
    assert [line.split(None, 3)[3] for line in lines[2:]] == [
        f'{name} (not read: {why})' for name, why in strays.items()]
    cleared = wordle(warm, 'cache', '--clear')
    assert (cleared.returncode, cleared.stdout) == (0, f'{folder}: removed 2 files, {total}\n')
    assert cleared.stderr == f'wordle: cache {folder}: left 3 files the cache does not read: ' \
        + ', '.join(f'{name} ({why})' for name, why in strays.items()) + '\n'
    assert sorted(p.name for p in folder.iterdir()) == sorted(strays)
    assert (folder / stray / 'notes.txt').read_text() == 'mine\n'
