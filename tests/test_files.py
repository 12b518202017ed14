"""Odd word files: each is read, or refused with one clear line, never a
crash; a huge file is streamed."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.conftest import PEAK_KB, WORDLE, run

OCEAN = ['JUDGE=....e', 'CHEST=c.E..']
WORDS = b'ileac\nocean\noleic\nocher\nahead\n'


def test_empty_file_has_no_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / 'empty').write_bytes(b'')
    assert run(capsys, '--words', str(tmp_path / 'empty'), *OCEAN) == (1, '', '')


@pytest.mark.parametrize('content', [
    b'\xef\xbb\xbfileac\r\nocean\r\noleic\r\n',
    b'ileac\nocean\x00\nocean\n\x00\x00\x00\noleic\n\xff\xfe\xfd\n',
    b'x' * 5_000_000 + b'\nileac\nocean\n' + b' ' * 3_000_000 + b'oleic\n',
    b'ileac\nocean\noleic',
], ids=['bom-crlf', 'nul-and-undecodable', 'very-long-lines', 'no-final-newline'])
def test_odd_bytes(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes) -> None:
    (tmp_path / 'odd').write_bytes(content)
    status, out, err = run(capsys, '--words', str(tmp_path / 'odd'), *OCEAN)
    assert (status, out) == (0, 'ileac\nocean\noleic\n')
    # lines with a NUL byte are counted in a note (runaway lines are not NULs)
    nuls = sum(b'\0' in line for line in content.split(b'\n'))
    assert err == (nuls > 0) * (f"wordle: note: --words '{tmp_path / 'odd'}': {nuls} lines hold "
                                'a NUL byte, each read as no word (a binary file, or UTF-16 '
                                'with no byte-order mark: name it with --encoding)\n')


def test_notes_stay_notes_when_python_warnings_are_errors(tmp_path: Path) -> None:
    """PYTHONWARNINGS=error turns warnings into exceptions: the command's
    own notes are still notes, the words still printed, the status 0."""
    words = tmp_path / 'words'
    words.write_bytes(b'ocean\n\0\n')
    done = subprocess.run([WORDLE, '--words', str(words), *OCEAN], capture_output=True,
                          text=True, check=False, env={**os.environ, 'PYTHONWARNINGS': 'error'})
    assert (done.returncode, done.stdout) == (0, 'ocean\n')
    assert done.stderr.startswith(f"wordle: note: --words '{words}': 1 line holds a NUL byte")
    assert done.stderr.count('\n') == 1


@pytest.mark.parametrize('argv', [[], ['--lang', 'de']], ids=['bytes', 'decoded'])
def test_utf16_with_no_mark_is_noted_and_read_when_named(tmp_path: Path, argv: list[str]) -> None:
    """Read as UTF-8, every line of English in UTF-16 holds a NUL: no word,
    and a note says why, with the same status; named, it reads."""
    words = tmp_path / 'wide.txt'
    words.write_bytes('ileac\nocean\nzebra\n'.encode('utf-16-le'))
    done = subprocess.run([WORDLE, *argv, '--words', str(words), *OCEAN],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (1, '')
    assert done.stderr.startswith(f"wordle: note: --words '{words}': 4 lines hold a NUL byte")
    done = subprocess.run([WORDLE, *argv, '--words', str(words), '--encoding', 'utf-16-le',
                           *OCEAN], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, 'ileac\nocean\n', '')


def test_a_directory_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, '--words', str(tmp_path), *OCEAN)
    assert (status, out) == (2, '') and 'directory' in err and err.count('\n') == 1


def test_a_fifo_is_read(tmp_path: Path) -> None:
    fifo = tmp_path / 'fifo'
    os.mkfifo(fifo)

    def feed() -> None:
        with open(fifo, 'wb') as f:
            f.write(WORDS)

    writer = threading.Thread(target=feed)
    writer.start()
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', '--words', str(fifo), *OCEAN],
                          capture_output=True, timeout=60, check=False)
    writer.join()
    assert (done.returncode, done.stdout, done.stderr) == (0, b'ileac\nocean\noleic\n', b'')


def test_stdin_is_read() -> None:
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', '--words', '-', *OCEAN],
                          input=WORDS, capture_output=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, b'ileac\nocean\noleic\n', b'')


PEAK = f"""
import sys
from wordlegrep.cli import main
status = main(sys.argv[1:])
print({PEAK_KB} * 1024, file=sys.stderr)
sys.exit(status)
"""


def test_a_200_mb_file_is_streamed(tmp_path: Path) -> None:
    """Peak memory stays far below the file's size, and the answer is the
    one the same words give in a small file."""
    block = WORDS + b'Capital\nOCEAN\n' + b'zzzzz\n' * 2000 + b'q' * 50_000 + b'\n'
    big = tmp_path / 'big'
    with open(big, 'wb') as f:
        for _ in range(200_000_000 // len(block) + 1):
            f.write(block)
    assert big.stat().st_size >= 200_000_000
    done = subprocess.run([sys.executable, '-c', PEAK, '--words', str(big), *OCEAN],
                          capture_output=True, timeout=300, check=False)
    assert (done.returncode, done.stdout) == (0, b'ileac\nocean\noleic\n')
    peak = int(done.stderr.decode().split()[-1])
    assert peak < 150_000_000, f'peak memory {peak / 1e6:.0f} MB'


def _wordle(*argv: str, stdin: bytes = b'') -> tuple[int, str, str]:
    done = subprocess.run([WORDLE, *argv], input=stdin, capture_output=True, check=False)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


@pytest.mark.parametrize('encoding', ['utf-16', 'utf-32', 'utf-16-be'])
@pytest.mark.parametrize('lang', ['en', 'sv'])
def test_a_file_with_a_wide_byte_order_mark_is_refused_unless_named(
        tmp_path: Path, encoding: str, lang: str) -> None:
    """A byte-order mark of UTF-16 or UTF-32 says what the file is: read as
    UTF-8 (or byte for byte, for English) it would give no word, in silence."""
    path = tmp_path / 'wide.txt'
    mark = '\ufeff' if encoding.endswith('be') else ''   # (utf-16 and utf-32 write their own)
    path.write_bytes(f'{mark}ocean\nhälsa\n'.encode(encoding))
    wide = encoding[:6]
    assert _wordle('--lang', lang, '--words', str(path), '-c') == (
        2, '', f"wordle: --words '{path}': starts with a byte-order mark of {wide}; "
               f'expected --encoding {wide}\n')
    status, out, err = _wordle('--lang', lang, '--words', '-', '--encoding', encoding, '-c',
                               stdin=path.read_bytes())
    assert (status, err) == (0, '') and int(out) >= 1


def test_lines_that_do_not_decode_are_counted_in_a_note(tmp_path: Path) -> None:
    path = tmp_path / 'svenska.txt'
    path.write_bytes('hälsa\nkväll\nhunden\nlampa\nsväll\n'.encode('latin-1'))
    assert _wordle('--lang', 'sv', '--words', str(path), '-g', '.....') == (
        0, 'lampa\n', f"wordle: note: --words '{path}': 3 lines are not utf-8, each read as no "
                      "word; name the file's encoding with --encoding\n")
    assert _wordle('--lang', 'sv', '--words', str(path), '--encoding', 'latin-1', '-g',
                   '.....') == (0, 'hälsa\nkväll\nlampa\nsväll\n', '')
