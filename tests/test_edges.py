"""The process's edges, met through real processes of the installed `wordle`:
a reader that goes away, closed or full streams, Ctrl-C and SIGTERM, odd
encodings and locales, odd digits, and help only where help is asked for.
"""
from __future__ import annotations

import itertools
import os
import re
import shlex
import signal
import subprocess
import sys
import termios
import time
import unicodedata
from pathlib import Path

import pytest

from tests.conftest import WORDLE, Pty
from wordlegrep.cli import option_entries, takes

OCEAN = ['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.']
# One of each kind of output: words, a table, rows of squares, JSON, a
# pipeline, help.
COMMANDS = {
    'find': ['-b', 'q'],
    'help': ['--help'],
    'suggest-help': ['suggest', '--help'],
    'score': ['score', 'chess', 'swiss', 'chest'],
    'verbose': ['-v', *OCEAN],
    'json': ['--json', *OCEAN],
    'emit-shell': ['--emit-shell', *OCEAN],
    'render': ['render', 'CHAIR=Cha..', 'CACHE=CACHE'],
    'suggest': ['suggest', '--metric', 'entropy', '--top', '3'],
}


def sh(script: str) -> subprocess.CompletedProcess[str]:
    """`script` run by bash with "$W" the installed command."""
    return subprocess.run(['bash', '-c', script], capture_output=True, text=True, check=False,
                          env={**os.environ, 'W': WORDLE})


def one_line(err: str) -> bool:
    return err.count('\n') == 1 and err.startswith('wordle: ') and 'Traceback' not in err


# -- the reader goes away ----------------------------------------------------------

@pytest.mark.parametrize('unbuffered', ['', '1'], ids=['buffered', 'unbuffered'])
@pytest.mark.parametrize('argv', COMMANDS.values(), ids=COMMANDS.keys())
def test_a_closed_pipe_ends_it_quietly(argv: list[str], unbuffered: str) -> None:
    """The read end is closed before the command writes a byte: it stops,
    says nothing, and is killed by SIGPIPE as grep is (or exits 0)."""
    read, write = os.pipe()
    os.close(read)
    env = {**os.environ, 'PYTHONUNBUFFERED': unbuffered}
    done = subprocess.run([WORDLE, *argv], stdout=write, stderr=subprocess.PIPE, env=env,
                          check=False)
    os.close(write)
    assert done.stderr == b''
    assert done.returncode in (0, -signal.SIGPIPE)


@pytest.mark.parametrize('script', [
    '"$W" -b q | head -1', 'PYTHONUNBUFFERED=1 "$W" --help | head -1',
    '"$W" suggest --help | head -3', '"$W" | true',
], ids=['head', 'help-unbuffered', 'suggest-help', 'true'])
def test_head_and_true_as_readers(script: str) -> None:
    for _ in range(5):   # the race with the reader varies: try it a few times
        done = sh(f'set -o pipefail; {script}; echo "status=$?" >&2')
        assert done.stderr.splitlines()[-1] in ('status=0', 'status=141'), done.stderr
        assert done.stderr.count('\n') == 1, done.stderr


@pytest.mark.parametrize('unbuffered', ['', '1'], ids=['buffered', 'unbuffered'])
def test_a_reader_that_leaves_mid_output_ends_it_by_sigpipe(tmp_path: Path,
                                                            unbuffered: str) -> None:
    """600 KB of words, more than a pipe holds, and a reader that leaves
    after one byte (or one line, as head -1): the write cut short is never
    taken for done. Unbuffered, it was: 64 KB went out, the rest was
    dropped, and the status was 0."""
    words = tmp_path / 'words.txt'
    words.write_text(''.join(''.join(w) + '\n' for w in itertools.product('abcdefghij', repeat=5)))
    argv = [WORDLE, '--words', str(words), '-g', '.....']
    env = {**os.environ, 'PYTHONUNBUFFERED': unbuffered}
    for _ in range(5):
        read, write = os.pipe()
        process = subprocess.Popen(argv, stdout=write, stderr=subprocess.PIPE, env=env)
        os.close(write)
        assert os.read(read, 1) == b'a'
        os.close(read)
        _, err = process.communicate(timeout=60)
        assert (process.returncode, err) == (-signal.SIGPIPE, b'')
        done = subprocess.run(['bash', '-c', '"$@" | head -1; echo "${PIPESTATUS[0]}"', 'sh',
                               *argv], capture_output=True, text=True, check=False, env=env)
        assert (done.stdout, done.stderr) == ('aaaaa\n141\n', '')


def run_closed(fd: int, *argv: str) -> subprocess.CompletedProcess[str]:
    """The command with descriptor `fd` closed."""
    return subprocess.run(['bash', '-c', f'"$0" "$@" {fd}>&-', WORDLE, *argv],
                          capture_output=True, text=True, check=False)


# -- stdout closed or full -----------------------------------------------------------

@pytest.mark.parametrize('argv', COMMANDS.values(), ids=COMMANDS.keys())
def test_closed_stdout_is_a_write_error(argv: list[str]) -> None:
    done = run_closed(1, *argv)
    assert done.returncode == 2 and one_line(done.stderr), done.stderr
    assert 'write error' in done.stderr


@pytest.mark.parametrize('argv', COMMANDS.values(), ids=COMMANDS.keys())
def test_full_disk_is_a_write_error(argv: list[str]) -> None:
    with open('/dev/full', 'w') as full:
        done = subprocess.run([WORDLE, *argv], stdout=full, stderr=subprocess.PIPE, text=True,
                              check=False)
    assert (done.returncode, done.stderr) == (2, 'wordle: write error: No space left on device\n')


@pytest.mark.parametrize(('argv', 'status'), [
    (['-q', 'CRANE=..a.E'], 0), (['--quiet', '-g', 'zz...'], 1),
])
def test_quiet_prints_nothing_and_needs_no_stdout(argv: list[str], status: int) -> None:
    """-q as grep's: the status alone says whether a word fits; stdout, even
    closed or full, is never written."""
    with open('/dev/full', 'w') as full:
        done = subprocess.run([WORDLE, *argv], stdout=full, stderr=subprocess.PIPE, text=True,
                              check=False)
    assert (done.returncode, done.stderr) == (status, '')
    done = run_closed(1, *argv)
    assert (done.returncode, done.stderr) == (status, '')
    done = subprocess.run([WORDLE, '-qc', *argv[1:]], capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == 'wordle: -c: cannot be combined with --quiet, which prints nothing\n'


def test_quiet_reads_only_until_a_word_fits() -> None:
    """As grep -q: a stream that never ends is read until a word fits."""
    done = subprocess.run(['bash', '-c', 'yes crane | timeout 30 "$0" -q --words - CRANE=CRANE',
                           WORDLE], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, '', '')


# -- stdin and stderr closed -----------------------------------------------------------

def test_closed_stdin_troubles_only_who_reads_it(tmp_path: Path) -> None:
    assert run_closed(0, *OCEAN).stdout == 'ileac\nocean\noleic\n'
    words = tmp_path / 'words.txt'
    words.write_text('ocean\nocean\n')
    assert run_closed(0, '--words', str(words), *OCEAN).stdout == 'ocean\n'
    for argv in (['--words', '-', *OCEAN], ['assist']):
        done = run_closed(0, *argv)
        assert done.returncode == 2 and one_line(done.stderr), done.stderr
        assert 'standard input' in done.stderr and done.stdout == ''


def test_closed_stderr_drops_messages_never_onto_stdout(tmp_path: Path) -> None:
    planted = tmp_path / 'planted'
    token = f"x'$(touch {planted})"
    done = subprocess.run(['bash', '-c', '"$0" --emit-shell "$1" 2>&- | sh', WORDLE, token],
                          capture_output=True, text=True, check=False)
    assert done.stdout == '' and not planted.exists()
    done = run_closed(2, '--emit-shell', token)
    assert (done.returncode, done.stdout) == (2, '')


def test_messages_quote_tokens_as_a_shell_would(tmp_path: Path) -> None:
    planted = tmp_path / 'planted'
    done = subprocess.run([WORDLE, f"x'$(touch {planted})`touch {planted}`"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and one_line(done.stderr)
    message = done.stderr.removeprefix('wordle: ')
    subprocess.run(['sh', '-c', f': {message}'], capture_output=True, check=False)
    assert not planted.exists()


@pytest.mark.parametrize(('option', 'token', 'shown'), [
    ('--words', b'\xff.txt', "''$'\\377''.txt'"),
    ('-g', b'..\xff..', "'..'$'\\377''..'"),
    ('-b', b'x\xc3', "'x'$'\\303'"),
    ('', b'a\tb\nc\x01=\xe2\x80\x8b', "'a'$'\\t''b'$'\\n''c'$'\\001''='$'\\342\\200\\213'"),
], ids=['word-file', 'green', 'black', 'controls'])
def test_odd_bytes_in_a_message_paste_back_into_bash(option: str, token: bytes,
                                                    shown: str) -> None:
    """A byte that is not UTF-8, or a character that is not printable, is
    shown as ls shows it in a name (its shell-escape style): bash's $'...',
    with C's escapes or the bytes in octal. Pasted into bash, the quoted
    token is the bytes typed; it was shown as Python's '\\udcff'."""
    done = subprocess.run([WORDLE, *([option] if option else []), token], capture_output=True,
                          check=False)
    message = done.stderr.decode('ascii')
    assert done.returncode == 2 and one_line(message), message
    assert message.startswith(f'wordle: {option} {shown}: ' if option else f'wordle: {shown}: ')
    pasted = subprocess.run(['bash', '-c', f'printf %s {shown}'], capture_output=True, check=True)
    assert pasted.stdout == token


@pytest.mark.parametrize('option', ['--words', '--guesses', '--answers'])
def test_a_bad_word_file_is_named_by_its_option(tmp_path: Path, option: str) -> None:
    """A missing file, a directory or stdin closed, by any name (and, for
    the solver's pools, a file with no words of the length): one line naming
    the option that named the file, status 2. /dev/stdin was /dev/null,
    which the command puts on a closed descriptor: no words, status 1."""
    empty = tmp_path / 'empty'
    empty.write_text('ab\n')
    (tmp_path / 'link').symlink_to('/dev/stdin')
    bad = {tmp_path / 'missing': 'No such file', tmp_path: 'is a directory',
           **dict.fromkeys(['-', '/dev/stdin', '/dev/fd/0', '/proc/self/fd/0', tmp_path / 'link'],
                           'standard input is closed')}
    command = []
    if option != '--words':   # a search that finds no word is status 1, as grep's
        command, bad[empty] = ['suggest'], 'has no words of 5 letters'
    for path, why in bad.items():
        done = run_closed(0, *command, option, str(path), '-g', '....s')
        assert done.returncode == 2 and one_line(done.stderr), done.stderr
        assert done.stderr.startswith(f'wordle: {option} ') and why in done.stderr
        assert done.stdout == ''


# -- help only where help is asked for -------------------------------------------------------

@pytest.mark.parametrize('argv', [['play', '-'], ['bench', '--', '--'], ['tree', '--', '-']],
                         ids=['dash', 'dashes', 'dash-after-dashes'])
def test_a_stray_dash_is_one_line_not_a_traceback(argv: list[str]) -> None:
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout) == (2, '') and one_line(done.stderr), done.stderr
    assert 'takes no clues' in done.stderr


def test_help_after_words_is_a_file_name(tmp_path: Path) -> None:
    done = subprocess.run([WORDLE, '--words', '--help', 'CRANE=CRANE'], capture_output=True,
                          text=True, check=False, cwd=tmp_path)
    assert done.returncode == 2 and one_line(done.stderr) and "'--help'" in done.stderr
    (tmp_path / '--help').write_text('crane\n')
    done = subprocess.run([WORDLE, '--words', '--help', 'CRANE=CRANE'], capture_output=True,
                          text=True, check=False, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (0, 'crane\n')
    done = subprocess.run(['bash', '-c', '"$0" --emit-shell --words -h CRANE=CRANE | sh', WORDLE],
                          capture_output=True, text=True, check=False, cwd=tmp_path)
    assert done.stdout == '' and done.stderr.count('\n') <= 1


# -- signals ------------------------------------------------------------------------

def interrupted(argv: list[str], sig: int, wait: float = 1.0) -> subprocess.Popen[str]:
    """The command, sent `sig` once it has had `wait` seconds to get going."""
    process = subprocess.Popen([WORDLE, *argv], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    time.sleep(wait)
    process.send_signal(sig)
    return process


@pytest.mark.parametrize('argv', [['--words', '-', *OCEAN], ['bench', '--all-answers'],
                                  ['bench', '--list', 'nyt', '--hard'],
                                  ['suggest', '--metric', 'optimal', '-b', 'ai']],
                         ids=['reading-stdin', 'bench-all', 'bench-nyt-hard', 'ranking-on-cores'])
def test_ctrl_c_kills_it_quietly(argv: list[str]) -> None:
    """Killed by SIGINT, as grep is (130 in a shell): a status of 130 from
    exit() tells a shell's loop that the command took the Ctrl-C itself,
    and the loop went on."""
    process = interrupted(argv, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == -signal.SIGINT
    assert 'Traceback' not in err and err.count('\n') <= 1


def test_ctrl_c_stops_the_shell_loop_it_runs_in() -> None:
    """Ctrl-C at a terminal goes to the whole foreground group: bash, which
    waits for the command, ends its loop only if the command died of it."""
    command = ' '.join(shlex.quote(word) for word in [WORDLE, '--words', '-', *OCEAN])
    shell = subprocess.Popen(['bash', '-c', f'for i in 1 2; do {command}; done; echo went on'],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(1)
    os.killpg(shell.pid, signal.SIGINT)
    out, _ = shell.communicate(timeout=60)
    assert (shell.returncode, out) == (-signal.SIGINT, '')


def test_ctrl_c_leaves_no_tracker_to_complain(tmp_path: Path) -> None:
    """Killed by SIGINT, the command runs no exit handlers: where processes
    start by spawn or forkserver (macOS, Linux from Python 3.14), a lock
    made outside the workers' fork context was left to the resource
    tracker, which warned of a leaked semaphore after the command ended."""
    python = str(Path(WORDLE).parent / 'python')
    code = ('import multiprocessing, sys; multiprocessing.set_start_method("forkserver"); '
            'sys.argv[0] = "wordle"; from wordlegrep import _command; '
            'raise SystemExit(_command())')
    process = subprocess.Popen([python, '-c', code, 'suggest', '--metric', 'optimal', '-b', 'ai'],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True,
                               env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})
    time.sleep(4)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)   # (until the tracker, which holds stderr, ends)
    assert process.returncode == -signal.SIGINT and err == '', err


# Run first by any Python started with its folder on PYTHONPATH: Ctrl-C
# (SIGINT to itself) the moment the command's modules begin to load.
INTERRUPT_WHILE_LOADING = """import os, signal, sys
class Interrupt:
    def find_spec(self, name, path=None, target=None):
        if name == 'wordlegrep.cli':
            sys.meta_path.remove(self)
            os.kill(os.getpid(), signal.SIGINT)
sys.meta_path.insert(0, Interrupt())
"""


def test_ctrl_c_while_it_loads_kills_it_quietly(tmp_path: Path) -> None:
    """Before main() runs, the modules the command line needs load for tens
    of milliseconds: a Ctrl-C there was a traceback."""
    (tmp_path / 'sitecustomize.py').write_text(INTERRUPT_WHILE_LOADING)
    env = {**os.environ, 'PYTHONPATH': str(tmp_path)}
    for argv in ([WORDLE, *OCEAN], [WORDLE.replace('wordle', 'python'), '-m', 'wordlegrep']):
        done = subprocess.run(argv, capture_output=True, text=True, check=False, env=env)
        assert (done.returncode, done.stdout, done.stderr) == (-signal.SIGINT, '', ''), argv


def test_sigterm_is_143_and_quiet(tmp_path: Path) -> None:
    process = interrupted(['--words', '-', *OCEAN], signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err) == (-signal.SIGTERM, '')
    fifo = tmp_path / 'fifo'
    os.mkfifo(fifo)   # opened for reading and writing: a stdin that never ends
    done = sh(f'"$W" --words - CRANE=CRANE <> {fifo} & sleep 1; kill -TERM $!; wait $!; echo $?')
    assert (done.stdout, done.stderr) == ('143\n', '')


# -- encodings and locales -------------------------------------------------------------------

@pytest.mark.parametrize('encoding', ['ascii', 'latin-1', 'ascii:replace'])
@pytest.mark.parametrize('argv', [
    ['score', 'chess', 'swiss'], ['render', 'CHAIR=Cha..'], ['-v', *OCEAN], ['--json', *OCEAN],
    ['play', '--secret', 'crane', '--start', 'salet', '--metric', 'entropy'],
    ['bench', '--list', 'answers', '--metric', 'entropy'],
], ids=['score', 'render', 'verbose', 'json', 'play', 'bench'])
def test_streams_that_cannot_encode_squares(argv: list[str], encoding: str) -> None:
    done = subprocess.run([WORDLE, *argv], capture_output=True, check=False,
                          env={**os.environ, 'PYTHONIOENCODING': encoding})
    assert (done.returncode, done.stderr) == (0, b'')
    done.stdout.decode(encoding.partition(':')[0])   # it is what the stream said it takes
    if argv[0] == 'score':
        assert done.stdout.decode() == 'SWISS=...SS 00022\n'


@pytest.mark.parametrize('unbuffered', ['', '1'], ids=['buffered', 'unbuffered'])
@pytest.mark.parametrize('encoding', ['utf-16', 'utf-32', 'utf-8-sig'])
@pytest.mark.parametrize('argv', [['play', '--secret', 'crane', '--start', 'salet'],
                                  ['-v', *OCEAN]], ids=['play', 'verbose'])
def test_a_byte_order_mark_is_written_once_at_most(tmp_path: Path, argv: list[str],
                                                   encoding: str, unbuffered: str) -> None:
    """Unbuffered, each write was encoded alone, and began with a mark
    (one a line of play's). Now, either way, the text layer's rule holds:
    a mark at a file's start (for UTF-8-sig, a pipe's too), none after."""
    plain = subprocess.run([WORDLE, *argv], capture_output=True, check=True).stdout.decode()
    whole = plain.encode(encoding)   # (str.encode writes one mark, at the start)
    mark = len(''.encode(encoding))
    env = {**os.environ, 'PYTHONIOENCODING': encoding, 'PYTHONUNBUFFERED': unbuffered}
    piped = subprocess.run([WORDLE, *argv], capture_output=True, check=True, env=env)
    assert piped.stdout in (whole, whole[mark:]) and piped.stderr == b''
    saved = tmp_path / 'out.txt'
    with open(saved, 'wb') as file:
        subprocess.run([WORDLE, *argv], stdout=file, check=True, env=env)
    assert saved.read_bytes() == whole



@pytest.mark.parametrize('unbuffered', ['', '1'], ids=['buffered', 'unbuffered'])
def test_an_encoding_with_state_is_written_as_the_text_layer_writes_it(unbuffered: str) -> None:
    """ISO-2022-JP's encoder keeps a state, which is not 0 at its start: an
    encoder set to 0, as one with a mark is once it is written, began the
    output with ESC ( B, and `grep -x crane` found nothing."""
    env = {**os.environ, 'PYTHONIOENCODING': 'iso2022_jp', 'PYTHONUNBUFFERED': unbuffered}
    done = subprocess.run([WORDLE, '-g', 'cran.'], capture_output=True, check=True, env=env)
    assert b'crane\n' in done.stdout and done.stdout.isascii() and b'\x1b' not in done.stdout

SPANISH = 'ñandu\nniñas\nÑANDU\nperro\n'
# More words than suggest names above its table: its first line is ASCII.
FILLER = ''.join(f'ñ{a}{b}os\n' for a in 'aeiou' for b in 'lrst')


def _wordle(*argv: str, encoding: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([WORDLE, *argv], capture_output=True, check=False,
                          env={**os.environ, 'PYTHONIOENCODING': encoding})


@pytest.mark.parametrize('handler', ['', ':replace', ':backslashreplace', ':ignore'])
@pytest.mark.parametrize('argv', [['-g', 'ñ....'], ['--regex', '-y', 'ñ'],
                                  ['--emit-shell', '-y', 'ñ'], ['-v', '-y', 'n'], ['suggest']],
                         ids=['words', 'regex', 'pipeline', 'verbose', 'suggest'])
def test_words_the_output_cannot_encode_are_refused_not_changed(
        tmp_path: Path, argv: list[str], handler: str) -> None:
    """Words, regexes and pipelines are data: under an output encoding
    without ñ, nothing is written (not ?andu), and the message names it;
    whatever the stream would do with what it cannot encode (an error
    handler in PYTHONIOENCODING: ?andu, \\xf1andu, andu)."""
    words = tmp_path / 'words.txt'
    words.write_text(SPANISH + FILLER)
    done = _wordle('--lang', 'es', '--words', str(words), *argv, encoding='ascii' + handler)
    assert (done.returncode, done.stdout) == (2, b'')
    err = done.stderr.decode('ascii')
    assert one_line(err) and err.startswith('wordle: write error: ') and '\\xf1' in err


def test_a_pipeline_the_output_cannot_encode_names_one_command_of_its_program(
        tmp_path: Path) -> None:
    """ISO-8859-5 has Ukrainian's letters but ґ: the error named the
    whole sed program the pipeline spells the alphabet with, which nobody
    typed; now the one command of it that holds the letter."""
    words = tmp_path / 'words.txt'
    words.write_text('фуран\nґанок\n')
    done = _wordle('--lang', 'uk', '--words', str(words), '--emit-shell', 'ФУРАН=02011',
                   encoding='iso8859-5')
    assert (done.returncode, done.stdout) == (2, b'')
    err = done.stderr.decode('iso8859-5')
    assert one_line(err) and err.startswith('wordle: write error: ')
    token = err.removeprefix('wordle: write error: ').partition("': ")[0]
    assert '\\u0491' in token and len(token) < 40, token


def test_a_stream_that_encodes_nothing_takes_the_text_as_it_is(tmp_path: Path) -> None:
    """main() with stdout an io.StringIO, which has no encoding and changes
    nothing: squares and ñ stay, where they were checked against ASCII,
    refused, and the caller's own stdout then sent to /dev/null."""
    words = tmp_path / 'words.txt'
    words.write_text(SPANISH)
    code = ('import contextlib, io; from wordlegrep.cli import main\n'
            'for argv in (["score", "crane", "caper"], ["--lang", "es", "--words", '
            f'{str(words)!r}, "-g", "ñ...."]):\n'
            '    buffer = io.StringIO()\n'
            '    with contextlib.redirect_stdout(buffer):\n'
            '        status = main(argv)\n'
            '    print(status, repr(buffer.getvalue()))\n')
    done = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stderr) == (0, '')
    assert done.stdout.splitlines() == ["0 'CAPER=Ca.er 🟩🟨⬛🟨🟨\\n'", "0 'ñandu\\n'"]


def test_help_is_for_reading_and_shows_what_it_cannot_encode() -> None:
    done = _wordle('--help', encoding='ascii')
    assert (done.returncode, done.stderr) == (0, b'')
    assert b'abcdefghijklmn?opqrstuvwxyz' in done.stdout


@pytest.mark.parametrize('encoding', ['latin-1', 'utf-8'])
@pytest.mark.parametrize('shape', [[], ['--awk']], ids=['grep', 'awk'])
def test_a_pipeline_writes_what_wordle_writes_in_the_outputs_encoding(
        tmp_path: Path, encoding: str, shape: list[str]) -> None:
    """A UTF-8 word file, printed to a Latin-1 stream: the pipeline's table
    holds the file's bytes (escaped), and its words come out as wordle's."""
    words = tmp_path / 'words.txt'
    words.write_text(SPANISH)
    clues = ['--lang', 'es', '--words', str(words), '-y', 'n']
    text = _wordle('--emit-shell', *shape, *clues, encoding=encoding)
    assert (text.returncode, text.stderr) == (0, b'')
    ran = subprocess.run(['sh'], input=text.stdout, capture_output=True, check=True)
    direct = _wordle(*clues, encoding=encoding)
    assert ran.stdout == direct.stdout == 'niñas\nñandu\n'.encode(encoding)


UKRAINIAN = 'їжак\nєнот\nабзац\nігри\nґава\nбуде\n'


@pytest.mark.parametrize('encoding', ['cp1251', 'koi8-u', 'utf-8'])
@pytest.mark.parametrize('shape', [[], ['--awk']], ids=['grep', 'awk'])
def test_a_pipeline_sorts_as_wordle_does_where_bytes_and_letters_differ(
        tmp_path: Path, encoding: str, shape: list[str]) -> None:
    """In cp1251 and KOI8-U the letters' bytes do not run in the
    alphabet's order (ґ and є come before б): `sort` in the pipeline orders
    the bytes, and so does wordle writing there."""
    words = tmp_path / 'words.txt'
    words.write_text(UKRAINIAN)
    clues = ['--lang', 'uk', '--words', str(words), '--length', '4', '-b', 'з']
    text = _wordle('--emit-shell', *shape, *clues, encoding=encoding)
    ran = subprocess.run(['sh'], input=text.stdout, capture_output=True, check=True)
    direct = _wordle(*clues, encoding=encoding)
    assert ran.stdout == direct.stdout
    assert direct.stdout.decode(encoding).split() == sorted(
        set(UKRAINIAN.split()) - {'абзац'}, key=lambda word: word.encode(encoding))
    # -v's block, then what the plain run prints (sed '1,/^$/d' leaves it)
    verbose = _wordle('-v', *clues, encoding=encoding)
    assert verbose.stdout.partition(b'\n\n')[2] == direct.stdout


@pytest.mark.parametrize('encoding', ['gb18030', 'utf-7'])
def test_a_pipeline_is_not_written_where_a_letter_is_several_bytes_but_not_utf8(
        tmp_path: Path, encoding: str) -> None:
    """The pipeline codes letters as ASCII bytes and writes them back with
    sed: GB18030's four bytes for ą hold two such codes, and UTF-7 spells
    the script itself otherwise. So it refuses, as it does such a word
    file, rather than write what prints other words."""
    words = tmp_path / 'words.txt'
    words.write_text('abcdz\nabcdą\nabcdć\n')
    done = _wordle('--emit-shell', '--lang', 'pl', '--words', str(words), '-g', 'abcd.',
                   encoding=encoding)
    assert (done.returncode, done.stdout) == (2, b'')
    err = done.stderr.decode(encoding)
    assert one_line(err) and f"the output encoding '{encoding}'" in err, err


def test_a_pipeline_cannot_name_a_file_the_output_would_spell_otherwise(tmp_path: Path) -> None:
    words = tmp_path / 'ñ.txt'
    words.write_text(SPANISH)
    done = _wordle('--emit-shell', '--words', str(words), '-g', 'p....', encoding='latin-1')
    assert (done.returncode, done.stdout) == (2, b'')
    assert one_line(done.stderr.decode('latin-1')) and b'--words' in done.stderr
    done = _wordle('--emit-shell', '--words', str(words), '-g', 'p....', encoding='utf-8')
    ran = subprocess.run(['sh'], input=done.stdout, capture_output=True, check=True)
    assert ran.stdout == b'perro\n'


NOT_TEXT = 'not a text encoding'
CANNOT = 'cannot read word files, which may hold bytes it does not decode'
# (a bad escape in unicode_escape read on to the end of the file, and a bare
# + in utf-7 took the next line: words that fitted went missing, status 0)
RUNS_ON = ('cannot read word files a line at a time: a line it does not decode could take '
           'the lines after it')


@pytest.mark.parametrize(('encoding', 'why'), [
    ('rot13', NOT_TEXT), ('hex', NOT_TEXT), ('base64', NOT_TEXT),
    ('punycode', CANNOT), ('idna', CANNOT), ('undefined', CANNOT),
    ('unicode_escape', RUNS_ON), ('utf-7', RUNS_ON), ('hz', RUNS_ON), ('iso2022_jp', RUNS_ON),
    ('iso2022_kr', RUNS_ON),
])
@pytest.mark.parametrize('command', [[], ['suggest']], ids=['find', 'suggest'])
def test_an_encoding_that_cannot_read_a_word_file_is_refused(
        tmp_path: Path, encoding: str, why: str, command: list[str]) -> None:
    words = tmp_path / 'words.txt'
    words.write_text('crane\nocean\n')
    done = subprocess.run([WORDLE, *command, '--encoding', encoding, '--words', str(words)],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == (f"wordle: --encoding '{encoding}': {why}; "
                           'expected one like utf-8, iso-8859-1 or koi8-u\n')


@pytest.mark.parametrize('command', [[], ['suggest', '--top', '3'], ['--list', 'nyt', '-c']],
                         ids=['find', 'suggest', 'nyt'])
@pytest.mark.parametrize('encoding', ['cp037', 'utf-16', 'latin-1'])
def test_the_bundled_lists_are_read_as_what_they_are_whatever_encoding_is_named(
        encoding: str, command: list[str]) -> None:
    """--encoding, which an alias may carry, is for the files a user names:
    read by it, the bundled list was no word (cp037: none found, status 1)
    or an error naming a file the user never named (utf-16)."""
    argv = [WORDLE, *command, 'CRANE=c....']
    plain = subprocess.run(argv, capture_output=True, text=True, check=False)
    named = subprocess.run([*argv, '--encoding', encoding], capture_output=True, text=True,
                           check=False)
    assert plain.returncode == 0 and plain.stdout
    assert (named.returncode, named.stdout, named.stderr) == (0, plain.stdout, plain.stderr)


@pytest.mark.parametrize('command', [['-c', '-y', ''], ['-c', 'ÅKERN=ÅKERN'],
                                     ['suggest', '--top', '3', '--metric', 'entropy']],
                         ids=['count', 'clue', 'suggest'])
@pytest.mark.parametrize('encoding', ['utf-8', 'cp1251'])
def test_a_languages_own_list_is_read_in_its_encoding_whatever_encoding_is_named(
        encoding: str, command: list[str]) -> None:
    """Debian's Swedish list is ISO-8859-1: read in the --encoding an alias
    may carry, for the files a user names, its words with å, ä or ö were
    lost (ÅKERN=ÅKERN found nothing), with a note naming a file the user
    never named, or none (cp1251)."""
    from wordlegrep.languages import LANGUAGES
    assert Path(LANGUAGES['sv'].dictionary).is_file(), 'run .ci/debian-packages'
    argv = [WORDLE, '--lang', 'sv', *command]
    plain = subprocess.run(argv, capture_output=True, text=True, check=False)
    named = subprocess.run([*argv, '--encoding', encoding], capture_output=True, text=True,
                           check=False)
    assert plain.returncode == 0 and plain.stdout and not plain.stderr
    assert (named.returncode, named.stdout, named.stderr) == (0, plain.stdout, '')


@pytest.mark.parametrize('codec', ['utf-16', 'utf-32'])
def test_utf16_and_utf32_need_a_byte_order_mark(tmp_path: Path, codec: str) -> None:
    """As Python's own decoders have it: with no mark the byte order is not
    known, and the file is refused; the -le and -be forms name the order.
    A unit that does not decode (a lone surrogate, a code point past
    U+10FFFF) makes its line no word."""
    junk = {'utf-16': b'\x00\xd8', 'utf-32': b'\x00\x00\x11\x00'}[codec]
    bare = tmp_path / 'bare.txt'
    bare.write_bytes('crane\n'.encode(f'{codec}-le') + junk + '\nocean\n'.encode(f'{codec}-le'))
    marked = tmp_path / 'marked.txt'
    marked.write_bytes(''.encode(codec) + bare.read_bytes())   # the mark, little-endian here
    for command in ([], ['suggest']):
        done = subprocess.run([WORDLE, *command, '--encoding', codec, '--words', str(bare)],
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout) == (2, '') and one_line(done.stderr)
        assert done.stderr == (f"wordle: --words '{bare}': does not start with a byte-order "
                               f'mark, which {codec} needs; expected one, or --encoding '
                               f'{codec}-le or {codec}-be\n')
    for encoding, path in ((codec, marked), (f'{codec}-le', bare)):
        done = subprocess.run([WORDLE, '--encoding', encoding, '--words', str(path), '-g', '.....'],
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout) == (0, 'crane\nocean\n')
        assert done.stderr == (f"wordle: note: --words '{path}': 1 line is not {encoding}, read "
                               "as no word; name the file's encoding with --encoding\n")


def test_json_that_cannot_be_utf8_is_escaped_the_same() -> None:
    import json
    plain = subprocess.run([WORDLE, '--json', *OCEAN], capture_output=True, check=True)
    ascii_ = subprocess.run([WORDLE, '--json', *OCEAN], capture_output=True, check=True,
                            env={**os.environ, 'PYTHONIOENCODING': 'ascii'})
    assert json.loads(plain.stdout) == json.loads(ascii_.stdout)
    assert ascii_.stdout.isascii() and not plain.stdout.isascii()


def test_squares_typed_in_the_c_locale() -> None:
    squares = ['judge=⬛⬛⬛⬛🟨', 'chest=🟨⬛🟩⬛⬛', 'wreck=⬛⬛🟩🟨⬛']
    env = {**os.environ, 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0', 'LC_ALL': 'C'}
    done = subprocess.run([WORDLE, *squares], capture_output=True, check=False, env=env)
    assert (done.returncode, done.stdout, done.stderr) == (0, b'ileac\nocean\noleic\n', b'')


@pytest.mark.parametrize('command', [['cache'], ['help'], ['completion', 'bash']])
def test_a_setting_left_out_is_read_in_the_c_locale_as_the_main_job_reads_it(
        command: list[str]) -> None:
    """An --alphabet an alias carries, left out before a command, is read as
    the text it was typed in the C locale too (it was refused, where the
    main job and suggest took it)."""
    env = {**os.environ, 'PYTHONCOERCECLOCALE': '0', 'PYTHONUTF8': '0', 'LC_ALL': 'C'}
    alphabet = '--alphabet=abcdefghijklmnñopqrstuvwxyz'
    done = subprocess.run([WORDLE, alphabet, *command], capture_output=True, check=False, env=env)
    assert (done.returncode, done.stderr) == (0, b'')


def test_a_small_letter_no_shift_capitalises_gets_a_note_where_nothing_fits(
        tmp_path: Path) -> None:
    """BLOßEN=BLOßE. reads ß as yellow, as typed, and bloßes is out: where
    nothing fits, one line says how to write it green; where something
    does, nothing is said. No warning machinery is involved, so
    PYTHONWARNINGS=error changes nothing."""
    words = tmp_path / 'de.txt'
    words.write_text('bloßes\nbloßer\n', encoding='utf-8')
    env = {**os.environ, 'PYTHONWARNINGS': 'error'}
    argv = [WORDLE, '--lang', 'de', '--words', str(words)]
    for extra in ([], ['-c'], ['-v'], ['--json'], ['--explain'], ['--explain', '--only',
                                                                 'bloßes']):
        done = subprocess.run([*argv, *extra, 'BLOßEN=BLOßE.'], capture_output=True, text=True,
                              check=False, env=env)
        assert done.returncode == 1
        if not extra or extra == ['-c']:
            assert done.stdout == ('0\n' if extra else '')
        assert done.stderr == ("wordle: note: 'BLOßEN=BLOßE.': ß written small reads as yellow; "
                               'for green write ẞ or 2\n'), extra
    done = subprocess.run([*argv, 'BLOßEN=BLOẞE.'], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, 'bloßer\nbloßes\n', '')


# -- numbers, and no parser internals -------------------------------------------------------

@pytest.mark.parametrize('argv', [
    ['--length', '²', '-y', 'a'], ['suggest', '--top', '²'], ['--length', '٣', '-y', 'a'],
    ['--length', '9' * 5000, '-y', 'a'], ['-y', 'a' + '9' * 5000],
    ['-y', 'a' + '1' * 5000, '--length', '12'], ['score', 'chess'], ['score'], ['render'],
    ['play', 'CRANE=.....'], ['bench', '--top', '3'], ['--cout'], ['sugest'],
], ids=['superscript', 'top-superscript', 'arabic-indic', 'huge-length', 'huge-position',
        'huge-position-long', 'score-one', 'score-none', 'render-none', 'play-clue',
        'bench-top', 'typo-option', 'typo-command'])
def test_bad_arguments_are_one_line(argv: list[str]) -> None:
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert one_line(done.stderr), done.stderr
    assert 'Argument(' not in done.stderr and 'Option(' not in done.stderr
    assert len(done.stderr) < 600   # runaway tokens are cut short


# -- an empty value is a value ---------------------------------------------------------------

FILE_NAME = "'': expected a file name, or - for standard input"


@pytest.mark.parametrize(('argv', 'message'), [
    (['--words', '', '--count'], '--words ' + FILE_NAME),
    (['--words', '', '--emit-shell', '-g', '..t..'], '--words ' + FILE_NAME),
    (['suggest', '--words', ''], '--words ' + FILE_NAME),
    (['suggest', '--guesses', ''], '--guesses ' + FILE_NAME),
    (['suggest', '--answers', ''], '--answers ' + FILE_NAME),
    (['--list', '', '--count'], "--list '': expected one of wordle, answers"),
    (['suggest', '--list', ''], "--list '': expected one of wordle, answers"),
    (['--encoding', '', '--count'], "--encoding '': not an encoding"),
    (['suggest', '--encoding', ''], "--encoding '': not an encoding"),
    (['--lang', 'es', '--encoding', '', '-g', '.....'], "--encoding '': not an encoding"),
    (['suggest', '--metric', ''], "--metric '': expected one of estimate"),
    (['bench', '--metric', ''], "--metric '': expected one of estimate"),
    (['--explain', '--only', '', '-g', '..t..'], "--only '': expected words, comma-separated"),
    (['--explain', '--only', ',,,', '-g', '..t..'], "--only ',,,': expected words"),
    (['--only', '', '-g', '..t..'], "--only '': goes with --explain"),
    (['--strategy', '', '-g', '..t..'], "--strategy '': expected one of"),
    (['--color', '', '-g', '..t..'], "--color '': expected one of"),
    (['--lang', '', '-g', '..t..'], "--lang '': expected one of"),
    (['--alphabet', '', 'ABA=...'], "--alphabet '': expected the letters"),
    (['--length', '', '-y', 'a'], "--length '': expected a whole number"),
    (['-g', ''], "-g '': expected letters and dots"),
    (['suggest', '--top', ''], "--top '': expected a whole number"),
    (['suggest', '--memory', ''], "--memory '': expected a whole number"),
    (['play', '--secret', ''], "--secret '': expected a word"),
    (['play', '--start', '', '--secret', 'crane'], "--start '': expected a word"),
], ids=lambda v: ' '.join(map(repr, v)) if isinstance(v, list) else None)
def test_an_empty_value_is_refused_naming_its_option(argv: list[str], message: str) -> None:
    """Never taken for the option left out: --words '' read the bundled
    list, --only '' judged every word."""
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '') and one_line(done.stderr), done.stderr
    assert done.stderr.startswith(f'wordle: {message}'), done.stderr


@pytest.mark.parametrize('argv', [
    ['--words', 'words.txt', '--list', 'nyt', '-g', 'ocea.'],
    ['suggest', '--words', 'words.txt', '--list', 'nyt'],
    ['suggest', '--guesses', 'words.txt', '--list', 'nyt'],
    ['suggest', '--guesses', 'words.txt', '--words', 'words.txt'],
], ids=['words-list', 'suggest-words-list', 'guesses-list', 'guesses-words'])
def test_two_sources_of_words_are_refused(tmp_path: Path, argv: list[str]) -> None:
    """One would be ignored: --words searched its file and let --list be."""
    (tmp_path / 'words.txt').write_text('crane\nocean\n')
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False,
                          cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, '') and one_line(done.stderr), done.stderr
    first, second = (token for token in argv if token in ('--words', '--list', '--guesses'))
    assert done.stderr == (f"wordle: {first} '{argv[argv.index(first) + 1]}' and {second} "
                           f"'{argv[argv.index(second) + 1]}': give one or the other\n")


@pytest.mark.parametrize('command', ['suggest', 'bench', 'tree'])
def test_answers_and_all_answers_are_refused_together(tmp_path: Path, command: str) -> None:
    """--all-answers makes every guess an answer, so --answers would be
    ignored: refused, as two sources of words are."""
    (tmp_path / 'words.txt').write_text('crane\nocean\n')
    done = subprocess.run([WORDLE, command, '--answers', 'words.txt', '--all-answers'],
                          capture_output=True, text=True, check=False, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: --answers 'words.txt' and --all-answers: "
                           'give one or the other\n')


def test_completion_without_a_shell_asks_for_one() -> None:
    done = subprocess.run([WORDLE, 'completion'], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == 'wordle: completion: expected a shell, one of bash, zsh, fish\n'


def test_an_empty_yellow_or_black_names_no_letters() -> None:
    """As grep -e '' is a pattern: what a script that builds the options
    passes before the game has shown a yellow or black letter."""
    twice = ['-y', '', '-y', '', '-b', '', '-b', '']
    plain, *empties = (subprocess.run([WORDLE, *argv, '-g', '..t..', '--count'],
                                      capture_output=True, text=True, check=False)
                       for argv in ([], ['-y', '', '-b', ''], twice))
    for empty in empties:   # (two empty ones were joined into ' ', a token nobody typed)
        assert (empty.returncode, empty.stdout, empty.stderr) == (0, plain.stdout, '')


NO_CLUE = "wordle: '{}': expected GUESS=SCORE, like CHEST=c.E..\n"


@pytest.mark.parametrize(('argv', 'out', 'err'), [
    (['--', '-g'], '', NO_CLUE.format('-g')),
    (['CHEST=c.E..', '--', '-g'], '', NO_CLUE.format('-g')),
    (['--', '--'], '', NO_CLUE.format('--')),
    (['--', *OCEAN], 'ileac\nocean\noleic\n', ''),
    ([OCEAN[0], '--', *OCEAN[1:]], 'ileac\nocean\noleic\n', ''),
    (['score', '--', 'chess', 'swiss'], 'SWISS=...SS ⬛⬛⬛🟩🟩\n', ''),
    (['score', 'chess', '--', 'swiss'], 'SWISS=...SS ⬛⬛⬛🟩🟩\n', ''),
    (['completion', '--', 'fish'], None, ''),
], ids=['dash-g', 'after-a-clue', 'twice', 'clues', 'between-clues', 'score', 'score-guess',
        'completion'])
def test_double_dash_ends_the_options(argv: list[str], out: str | None, err: str) -> None:
    """As in grep and git: what follows is an operand, and a message names
    it, not the `--` (which docopt kept as a clue)."""
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False)
    assert done.stderr == err and (out is None or done.stdout == out)
    assert done.returncode == (2 if err else 0)


EMIT = ': cannot be combined with --emit-shell, which prints a pipeline instead of running one'


@pytest.mark.parametrize(('argv', 'err'), [
    (['--emit-shell', '-v', *OCEAN], '-v' + EMIT),
    (['--emit-shell', '-vb', 'q', *OCEAN], '-v' + EMIT),
    (['--emit-shell', '--verbose', *OCEAN], '--verbose' + EMIT),
], ids=['short', 'cluster', 'long'])
def test_a_message_names_an_option_as_it_was_typed(argv: list[str], err: str) -> None:
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (2, '', f'wordle: {err}\n')


def test_an_alias_s_option_is_overridden_by_the_one_typed() -> None:
    """alias wordle='wordle --color=always', then wordle --color=never:
    the last given wins, as in grep, ripgrep and git."""
    done = sh('alias_() { "$W" --color=always "$@"; }; alias_ --color=never -v ' + ' '.join(OCEAN))
    plain = subprocess.run([WORDLE, '-v', *OCEAN], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, plain.stdout, '')
    assert '\x1b[' not in done.stdout


REGEX = ': cannot be combined with --regex, which prints the regexes instead of running them'


@pytest.mark.parametrize(('argv', 'err'), [
    (['--regex', '--json', *OCEAN], '--json' + REGEX),
    (['--regex', '-c', *OCEAN], '-c' + REGEX),
    (['--regex', '-v', *OCEAN], '-v' + REGEX),
    (['--regex', '--explain', *OCEAN], '--explain' + REGEX),
    (['--explain', '--count', *OCEAN],
     '--count: cannot be combined with --explain, which prints every word it judges and why'),
], ids=['regex-json', 'regex-count', 'regex-verbose', 'regex-explain', 'explain-count'])
def test_an_option_another_would_leave_unused_is_refused(argv: list[str], err: str) -> None:
    """As --emit-shell's are: --regex --json printed the regexes, not JSON,
    and the -c of --explain -c was dropped, each with status 0."""
    done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (2, '', f'wordle: {err}\n')


@pytest.mark.parametrize('argv', [['suggest', '--guesses', '-', '--answers', '-'],
                                  ['suggest', '--words', '-', '--answers', '-'],
                                  ['suggest', '--guesses', '/dev/stdin', '--answers', '-'],
                                  ['suggest', '--guesses', '-', '--answers', '/dev/stdin'],
                                  ['suggest', '--words', '/dev/stdin', '--answers',
                                   '/proc/self/fd/0'],
                                  ['bench', '--guesses', '/dev/fd/0', '--answers', '/dev/stdin']],
                         ids=['guesses', 'words', 'dev-stdin-first', 'dev-stdin-second',
                              'proc', 'bench'])
def test_standard_input_is_read_for_one_option(argv: list[str]) -> None:
    """The second reader of stdin found it empty, and blamed the input;
    named other than `-` (/dev/stdin), it still did."""
    done = subprocess.run([WORDLE, *argv], input='crane\nslate\n', capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == (f"wordle: --answers '{argv[-1]}': standard input is read once, and "
                           f'{argv[1]} reads it; expected a file for one of them\n')


def test_a_file_as_standard_input_is_read_again_by_its_name(tmp_path: Path) -> None:
    """/dev/stdin opens the file again, from its start: `-` and it both
    read every word. (`-` twice share one place in it: refused.)"""
    words = tmp_path / 'words.txt'
    words.write_text('crane\nslate\n')
    with open(words, 'rb') as file:
        done = subprocess.run([WORDLE, 'suggest', '--guesses', '-', '--answers', '/dev/stdin'],
                              stdin=file, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, '')
    assert done.stdout.startswith('2 possible answers: crane slate\n')


# -- assist never loses a game to a typo --------------------------------------------------

@pytest.mark.parametrize('path', ['-', '/dev/stdin'])
@pytest.mark.parametrize('option', ['--words', '--guesses', '--answers'])
def test_assist_refuses_words_from_the_stdin_its_scores_come_on(option: str, path: str) -> None:
    """--answers - read away the scores: the game ended at once, status 1
    (the player gave up), with nothing said; so did another name for it."""
    done = subprocess.run([WORDLE, 'assist', option, path], input='crane\nslate\ncrane=.....\n',
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == (f"wordle: {option} '{path}': assist reads the scores from stdin, "
                           'so the words must come from a file\n')


def test_assist_takes_words_from_a_file_that_is_also_its_stdin(tmp_path: Path) -> None:
    """A regular file, or /dev/null, opened by its name is read from its
    start, whatever stdin reads of it: not refused as stdin (it was)."""
    answers = tmp_path / 'answers'
    answers.write_text('crane\nslate\n')
    with open(os.devnull, 'rb') as nothing:
        done = subprocess.run([WORDLE, 'assist', '--answers', str(answers), '--guesses',
                               os.devnull], stdin=nothing, capture_output=True, text=True,
                              check=False)
    assert (done.returncode, done.stderr) == (1, '') and done.stdout in ('crane\n', 'slate\n')


def test_assist_piped_wrong_length_is_one_line() -> None:
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input='zz=..\n',
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, 'salet\n')
    assert one_line(done.stderr) and "'zz=..'" in done.stderr


SQUARES = '⬛🟨⬛🟨⬛\n'.encode()


@pytest.mark.parametrize(('encoding', 'typed', 'said'), [
    ('utf-8', b'\xff\n', "wordle: ''$'\\377': the score has 1 mark for the 5 letters of SALET"),
    ('latin-1', SQUARES, ' (standard input is read as iso8859-1, its encoding: see '
                         'PYTHONIOENCODING and LC_ALL; the line is UTF-8)'),
    ('utf-7', b'+.a.e.\n', "wordle: '+.a.e.': does not decode as utf-7, standard input's "
                           'encoding (see PYTHONIOENCODING and LC_ALL); expected the score '
                           'the game gave, like .a.e.'),
    ('hz', b'~{.a.e.\n', "wordle: '~{.a.e.': does not decode as hz"),
    ('utf-16', b'.a.e.\n', 'wordle: standard input: UTF-16 stream does not start with BOM; '
                           "it is read as utf-16, standard input's encoding"),
    ('utf-32', b'.a.e.\n', "wordle: '.a.e.': does not decode as utf-32"),
], ids=['utf-8', 'latin-1', 'utf-7', 'hz', 'utf-16', 'utf-32'])
def test_assist_piped_what_its_encoding_does_not_read_is_one_line(encoding: str, typed: bytes,
                                                                 said: str) -> None:
    """Under PYTHONIOENCODING (or a locale whose stdin is strict), a byte
    that did not decode was a traceback, status 1: now, as in the C locale,
    it is named, and what no escape can stand for (UTF-7's + before a dot,
    UTF-16 with no byte-order mark) names its line or says why. Squares
    read as Latin-1 are many marks: the message says why."""
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input=typed,
                          capture_output=True, check=False,
                          env={**os.environ, 'PYTHONIOENCODING': encoding})
    err = done.stderr.decode(encoding)
    assert (done.returncode, done.stdout.decode(encoding)) == (2, 'salet\n'), err
    assert one_line(err) and said in err, err


@pytest.mark.parametrize('encoding', ['ascii', 'ascii:replace', 'hz'])
def test_assist_reads_squares_whatever_the_input_s_encoding_makes_of_them(encoding: str) -> None:
    """Bytes ASCII does not decode are read as the UTF-8 they were, as
    arguments are in the C locale: not a traceback, nor (ascii:replace)
    U+FFFD, which no score has."""
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input=SQUARES,
                          capture_output=True, check=False,
                          env={**os.environ, 'PYTHONIOENCODING': encoding})
    assert (done.returncode, done.stdout, done.stderr) == (1, b'salet\nbeard\n', b'')


@pytest.mark.parametrize(('encoding', 'typed', 'said'), [
    ('utf-8', b'\xff\n', "''$'\\377': the score has 1 mark"),
    ('utf-7', b'+.a.e.\n', "'+-.a.e.': does not decode as utf-7"),   # (+ written in UTF-7)
], ids=['utf-8', 'utf-7'])
def test_assist_at_a_terminal_asks_again_after_what_its_encoding_does_not_read(
        encoding: str, typed: bytes, said: str) -> None:
    """input() decodes as the stream does: a traceback, the game lost."""
    term = Pty('assist', '--start', 'salet', '--color', 'never',
               env={'PYTHONIOENCODING': encoding})
    term.expect('score> ')
    term.send('')   # (once it waits for keys)
    os.write(term.fd, typed)
    term.expect(said)
    term.send('.a.e.\n')
    term.expect('83 possible answers; try beard')
    term.send('\x04')
    assert term.status() == 1
    assert 'Traceback' not in term.seen


def test_assist_at_a_terminal_in_the_c_locale_reads_typed_squares() -> None:
    """Python reads UTF-8 in the C locale, but GNU readline took a square's
    first byte for Meta and a key there: the line was garbled, the score
    lost, and the next line read as salet's. Typed, the squares are read as
    piped ones are."""
    squares = '🟩⬛⬛⬛⬛'
    piped = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input=squares + '\n',
                           capture_output=True, text=True, check=False,
                           env={**os.environ, 'LC_ALL': 'C'})
    assert (piped.returncode, piped.stderr) == (1, ''), piped.stderr
    after = piped.stdout.split()[1]
    term = Pty('assist', '--start', 'salet', '--color', 'never', env={'LC_ALL': 'C'})
    term.expect('score> ')
    term.send(squares + '\n')
    term.expect(f'try {after}\r\nscore> ')
    term.send('\x04')
    assert term.status() == 1
    assert 'wordle:' not in term.seen


def _at_most_2g() -> None:   # of memory: a line read whole would take it all
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def test_assist_piped_an_endless_line_is_one_line() -> None:
    """/dev/zero has no end of line: a line is read no further than any
    score could go, then refused (it took every byte of memory there was)."""
    with open('/dev/zero', 'rb') as zero:
        done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], stdin=zero,
                              capture_output=True, text=True, check=False,
                              preexec_fn=_at_most_2g)
    assert (done.returncode, done.stdout) == (2, 'salet\n')
    assert one_line(done.stderr) and 'a line of more than 1,024 characters' in done.stderr
    long = 'x' * 1023
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input=long + '\n',
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and 'the score has 1023 marks' in done.stderr   # read


def test_assist_piped_drops_a_byte_order_mark() -> None:
    """From the start of its input, as from a word file's (Windows tools
    write one); it was a sixth mark. Further on, a mark is a typo."""
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'],
                          input=b'\xef\xbb\xbf.a.e.\n.eAr.\n', capture_output=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (1, b'salet\nbeard\ncezve\n', b'')
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'],
                          input=b'.a.e.\n\xef\xbb\xbf.eAr.\n', capture_output=True, check=False)
    assert (done.returncode, done.stdout) == (2, b'salet\nbeard\n')
    assert b'the score has 6 marks' in done.stderr


def test_assist_skips_blank_lines() -> None:
    """A blank line, or one of white space, is no score: skipped, piped (a
    here-doc's last line ended a game given up, status 1, with status 2 and
    a message naming '') and at the prompt, which asks again."""
    played = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input='.a.e.\n',
                            capture_output=True, text=True, check=False)
    for typed in ('\n.a.e.\n', '.a.e.\n\n', ' \t\n.a.e.\n\r\n'):
        done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input=typed,
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout, done.stderr) == (1, played.stdout, '')
    term = Pty('assist', '--start', 'salet', '--color', 'never')
    term.expect('score> ')
    term.send('\n')
    term.expect('score> ')
    term.send(' \n')
    term.expect('score> ')
    term.send('\x04')
    assert term.status() == 1
    assert 'wordle:' not in term.seen


def test_a_non_blocking_stdin_is_refused_not_cut_short() -> None:
    """A read from a non-blocking pipe comes back short whenever the writer
    is slow, so its end cannot be told: refused, as cat fails on it, where
    it was taken for the end and the words after it lost, status 0."""
    read, write = os.pipe()
    os.set_blocking(read, False)
    with os.fdopen(write, 'wb') as writer:
        writer.write(b'ocean\n')
        writer.flush()
        done = subprocess.run([WORDLE, '--words', '-', 'CHEST=c.E..'], stdin=read,
                              capture_output=True, text=True, check=False, timeout=60)
    os.close(read)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: --words '-': standard input is non-blocking (O_NONBLOCK), "
                           'so its end cannot be told; expected a file, or a pipe or terminal '
                           'that waits for its writer\n')


@pytest.mark.parametrize('argv', [['--words', '-', '-c', 'CHEST=c.E..'],
                                  ['--lang', 'es', '--words', '-', '-c', 'CHEST=c.E..']],
                         ids=['bytes', 'decoded'])
def test_words_typed_at_a_terminal_end_at_one_ctrl_d(argv: list[str]) -> None:
    """As cat and grep stop: a read after the end of input would wait at
    a terminal for another Ctrl-D. (With the typed lines not yet ended,
    one Ctrl-D sends them; one more at the start of a line ends it.)"""
    term = Pty(*argv)
    time.sleep(0.5)
    os.write(term.fd, b'ocean\nwreck\nqu')
    time.sleep(0.2)
    os.write(term.fd, b'\x04')   # sends 'qu', unended
    time.sleep(0.2)
    os.write(term.fd, b'\x04')   # the end of input
    assert term.status(timeout=20) == 0
    assert term.seen.endswith('qu2\r\n')   # ocean and wreck


def test_assist_at_a_terminal_explains_a_typo_and_asks_again() -> None:
    term = Pty('assist', '--start', 'salet')
    term.expect('score> ')
    term.send('zz=..\n')
    shown = term.expect("'zz=..'")
    assert 'Traceback' not in shown
    term.send('.a.e.\n')
    term.expect('83 possible answers')
    term.expect('score> ')
    term.send('\x03')   # Ctrl-C at the prompt
    assert term.status() == -signal.SIGINT
    assert 'Traceback' not in term.seen and 'KeyboardInterrupt' not in term.seen


@pytest.mark.parametrize('number', [signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT],
                         ids=['TERM', 'HUP', 'QUIT'])
def test_assist_ended_at_its_prompt_gives_the_terminal_back(number: int) -> None:
    """readline has the terminal out of line mode, echo off, while a line is
    typed: killed there by any signal, not only Ctrl-C, the command puts
    them back first (after a kill, a shell's commands were typed unseen)."""
    term = Pty('assist', '--start', 'salet', '--color', 'never')
    term.expect('score> ')
    term.send('')   # once it waits for keys: readline has the terminal
    assert not termios.tcgetattr(term.fd)[3] & termios.ECHO
    os.kill(term.pid, number)
    assert term.status() == -number
    modes = termios.tcgetattr(term.fd)[3]
    assert modes & termios.ICANON and modes & termios.ECHO
    assert 'Traceback' not in term.seen


def test_assist_keeps_ignoring_what_it_was_started_ignoring() -> None:
    """Under nohup (HUP ignored), or started in the background by a script
    (QUIT), those signals do nothing at assist's prompt either."""
    term = Pty('assist', '--start', 'salet', '--color', 'never',
               ignored=(signal.SIGHUP, signal.SIGQUIT, signal.SIGTERM))
    term.expect('score> ')
    term.send('')
    for number in (signal.SIGHUP, signal.SIGQUIT, signal.SIGTERM):
        os.kill(term.pid, number)
    term.send('.a.e.\n')   # (it still waits for keys, and reads them)
    term.expect('83 possible answers')
    term.expect('score> ')
    term.send('\x03')
    assert term.status() == -signal.SIGINT


def test_assist_at_a_terminal_edits_lines_helps_and_lists() -> None:
    term = Pty('assist', '--start', 'salet', '--color', 'never')
    term.expect('score> ')
    term.send('x\x1b[Dy\n')    # x, the left arrow, y: readline makes it yx
    shown = term.expect("'yx'")
    assert '^[[D' not in shown and "'x" not in shown
    term.send('?\n')
    helped = term.expect('this help').rpartition('?\r\n')[2]
    # each row's description starts at one column, a square taking two
    rows = [re.fullmatch(r'  (\S+ +)\S.*', line) for line in helped.split('\r\n')[1:]]
    columns = {sum(1 + (unicodedata.east_asian_width(char) in 'WF') for char in row[1])
               for row in rows if row}
    assert len([row for row in rows if row]) == 6 and len(columns) == 1, helped
    term.send('.a.e.\n')
    term.expect('83 possible answers; try ')
    term.send('!\n')
    term.expect('!\r\n')
    listed = term.expect('score> ').rpartition('!\r\n')[2]
    assert 'beard' in listed
    term.send('\x04')           # Ctrl-D: a newline, then the game ends, unsolved
    assert term.status() == 1
    assert term.seen.endswith('\n')


def test_assist_at_a_terminal_with_stdout_in_a_file_talks_on_stderr(tmp_path: Path) -> None:
    """`wordle assist > game.txt`: the person still sees the prompts, the
    answers left and the coloured rows, and the file gets the guesses
    alone, as from a script. (With stdout not the terminal, input() does
    not edit lines: the terminal does, so keys typed are kept for it.)"""
    saved = tmp_path / 'game.txt'
    term = Pty('assist', '--start', 'salet', '--color', 'always', stdout=saved)
    term.expect('2,315 possible answers; try salet')
    term.expect('score> ')
    os.write(term.fd, b'.a.e.\n')
    shown = term.expect('83 possible answers; try beard')
    assert '\x1b[' in shown
    term.expect('score> ')
    os.write(term.fd, b'.eAr.\n')
    term.expect('score> ')
    os.write(term.fd, b'\x04')
    assert term.status() == 1
    assert saved.read_text() == 'salet\nbeard\ncezve\n'


@pytest.mark.parametrize('stderr', ['closed', 'null'])
def test_assist_talks_to_the_terminal_whatever_stdout_and_stderr_are(
        tmp_path: Path, stderr: str) -> None:
    """`wordle assist > game.txt 2>&-` (or `2>/dev/null`): the talk and the
    reasons a score is refused still reach the person, on the terminal
    itself; the file gets the guesses alone. (input() needs a stderr: with
    it closed, the first prompt ended the game.)"""
    saved = tmp_path / 'game.txt'
    term = Pty('assist', '--start', 'salet', '--color', 'never', stdout=saved,
               stderr=Path(os.devnull) if stderr == 'null' else None,
               close_stderr=stderr == 'closed')
    term.expect('2,315 possible answers; try salet')
    term.expect('score> ')
    os.write(term.fd, b'zz=..\n')
    term.expect("'zz=..'")
    term.expect('score> ')
    os.write(term.fd, b'.a.e.\n')
    term.expect('83 possible answers; try beard')
    term.expect('score> ')
    os.write(term.fd, b'\x04')
    assert term.status() == 1
    assert saved.read_text() == 'salet\nbeard\n'
    assert 'Traceback' not in term.seen


def test_assist_at_a_terminal_with_stderr_closed_plays_on() -> None:
    term = Pty('assist', '--start', 'salet', '--color', 'never', close_stderr=True)
    term.expect('score> ')
    term.send('zz=..\n')
    term.expect("'zz=..'")   # said where the talk is
    term.send('.a.e.\n')
    term.expect('83 possible answers; try beard')
    term.send('\x04')
    assert term.status() == 1


def test_assist_at_a_terminal_colours_the_rows_it_is_told() -> None:
    term = Pty('assist', '--start', 'salet', env={'NO_COLOR': ''})
    term.expect('score> ')
    term.send('.a.e.\n')
    shown = term.expect('83 possible answers').partition('score> .a.e.')[2]
    assert '\x1b[' in shown and ' S ' in shown
    term.send('\x04')
    assert term.status() == 1


def test_assist_refuses_all_green_for_a_word_no_answer_left() -> None:
    """salet is no answer: all green for it is a score no answer gives,
    refused as any other such score is, never 'solved'."""
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], input='22222\n',
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, 'salet\n')
    assert done.stderr == ('wordle: SALET=SALET: no possible answer gives that score '
                           '(try --all-answers)\n')   # (salet is an accepted word)
    term = Pty('assist', '--start', 'salet', '--color', 'never')
    term.expect('score> ')
    term.send('SALET=SALET\n')
    shown = term.expect('SALET=SALET: no possible answer gives that score')
    term.expect('score> ')   # asked again
    term.send('CRANE=CRANE\n')   # played crane instead, an answer: solved
    term.expect('solved in 1 guess\r\n')
    assert term.status() == 0
    assert 'solved' not in shown


def test_plurals_at_one() -> None:
    term = Pty('assist', '--list', 'answers', '--start', 'crane', '--color', 'never')
    term.send('CRANE=CRANE\n')
    term.expect('solved in 1 guess\r\n')
    assert term.status() == 0


def test_plurals_at_one_in_tree_and_bench(tmp_path: Path) -> None:
    """A list of one word: '1 guess for 1 answer', not '1 guesses for 1 answers'."""
    one = tmp_path / 'one.txt'
    one.write_text('crane\n')
    tree, bench = (subprocess.run([WORDLE, command, '--words', str(one)], capture_output=True,
                                  text=True, check=False) for command in ('tree', 'bench'))
    assert (tree.returncode, tree.stderr, bench.returncode, bench.stderr) == (0, '', 0, '')
    assert tree.stdout.splitlines()[1] == '1 guess for 1 answer: 1.0000 on average'
    lines = bench.stdout.splitlines()
    assert lines[0] == 'estimate, opening with crane, over 1 answer'
    assert 'worst    1 guess: crane' in lines


@pytest.mark.parametrize('command', ['find', 'suggest', 'bench'])
def test_a_value_that_is_not_text_is_named_not_a_traceback(command: str) -> None:
    """Each option's value as bytes no encoding made (a file name can be
    that, so the command line can): a one-line refusal, or, for a name,
    the file is looked for."""
    options = [name for name in takes(command) if option_entries()[name].value]
    assert {'--encoding', '--lang', '--words'} <= set(options)
    for option, value in itertools.product(options, [b'\xff', b'utf\xff8']):
        argv = [] if command == 'find' else [command.encode()]
        done = subprocess.run([os.fsencode(WORDLE), *argv, option.encode(), value],
                              capture_output=True, check=False)
        assert done.returncode == 2 and one_line(done.stderr.decode(errors='replace')), \
            (option, done.stderr)


def test_a_word_file_named_as_grep_takes_one_is_pointed_to_words(tmp_path: Path) -> None:
    (tmp_path / 'words.txt').write_text('ocean\n')
    done = subprocess.run([WORDLE, '-g', '..e..', 'words.txt'], cwd=tmp_path,
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: 'words.txt': a file, not a clue; expected GUESS=SCORE, or "
                           "--words 'words.txt' to read the words from it\n")
    done = subprocess.run([WORDLE, '-g', '..e..', '-'], input='ocean\n', capture_output=True,
                          text=True, check=False)   # grep's stdin
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: '-': standard input, not a clue; expected GUESS=SCORE, or "
                           "--words '-' to read the words from it\n")
    for argv, hint in ([['suggest', '-'], True], [['--words', '-', '-'], False],
                       [['render', '-'], False], [['assist', '-'], False]):
        done = subprocess.run([WORDLE, *argv], input='', capture_output=True, text=True,
                              check=False)
        assert (done.returncode, done.stdout) == (2, '')
        assert done.stderr.startswith("wordle: '-': standard input, not a clue")
        assert ("--words '-' to read" in done.stderr) == hint, argv


@pytest.mark.parametrize(('limit', 'megabytes'), [('-v', 40), ('-v', 85), ('-v', 100),
                                                   ('-v', 200), ('-d', 20), ('-d', 40),
                                                   ('-d', 60), ('-d', 200)])
def test_too_little_memory_is_one_line(limit: str, megabytes: int, tmp_path: Path) -> None:
    """Under a limit on address space or on the data segment too small for
    the score matrix (or for numpy itself), one line and status 2, not a
    traceback (under -d 20, OpenBLAS ended the process, status 1)."""
    shell = f'ulimit {limit} {megabytes * 1024}; exec "$0" "$@"'
    done = subprocess.run(['bash', '-c', shell, WORDLE,
                           'suggest', '--all-answers', '--top', '1'],
                          capture_output=True, text=True, check=False,
                          env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path),
                               'PYTHONPYCACHEPREFIX': str(tmp_path / 'pyc')})   # (compiled anew)
    assert (done.returncode, done.stdout) == (2, '') and one_line(done.stderr), done.stderr
    assert done.stderr.startswith(('wordle: out of memory', 'wordle: suggest: a library'))


# Compiling a module that has no cached bytecode, short of memory, CPython
# may report any error at all: CI saw "ValueError: field 'target' is
# required for AnnAssign" as the solver loaded under ulimit -v 100 MB. Such
# a failure is made here on purpose, by a finder that refuses one module.
_REFUSING = """
import sys
refused = sys.argv.pop(1)
class Refuse:
    def find_spec(self, name, path=None, target=None):
        if name == refused:
            raise ValueError("field 'target' is required for AnnAssign")
sys.meta_path.insert(0, Refuse())
from wordlegrep import _command
sys.exit(_command())
"""


@pytest.mark.parametrize('limit', ['-v', '-d'])
@pytest.mark.parametrize(('module', 'command'), [
    ('wordlegrep.solver.commands', ['suggest', '--top', '1']),
    ('wordlegrep.cli', ['suggest', '--top', '1']),
    ('wordlegrep.report', ['-v', 'CRANE=c.a..']),   # loaded by the command itself
], ids=['solver', 'cli', 'report'])
def test_code_that_fails_to_load_under_a_memory_limit_is_one_line(module: str,
                                                                  command: list[str],
                                                                  limit: str) -> None:
    """Under a limit on address space or on the data segment that leaves
    little room, a module that fails to load as it compiles is out of
    memory, in one line with status 2 (under ulimit -d 47104, numpy failed
    to load now and then with a SystemError; under ulimit -v 18432, -v
    CLUE failed to map a library as it loaded its report); with no limit,
    or room to spare, it is a bug, and its traceback stays."""
    argv = [sys.executable, '-c', _REFUSING, module, *command]

    def limited(kilobytes: int | None) -> subprocess.CompletedProcess[str]:
        shell = f'ulimit {limit} {kilobytes}; exec "$0" "$@"'
        under = [] if kilobytes is None else ['bash', '-c', shell]
        return subprocess.run([*under, *argv], capture_output=True, text=True, check=False)

    starved = limited(200_000)
    assert (starved.returncode, starved.stdout) == (2, ''), starved.stderr
    assert one_line(starved.stderr) and starved.stderr.startswith('wordle: out of memory')
    for kilobytes in (None, 8_000_000):
        plain = limited(kilobytes)
        assert plain.returncode == 1 and 'Traceback' in plain.stderr
        assert plain.stderr.rstrip().endswith("ValueError: field 'target' is required for "
                                              'AnnAssign')


@pytest.mark.parametrize('argv', [[*OCEAN], ['--help'], ['score', 'chess', 'swiss'],
                                  ['suggest', '--help'], ['--emit-shell', *OCEAN]],
                         ids=['find', 'help', 'score', 'suggest-help', 'emit-shell'])
def test_python_dash_oo_changes_nothing(argv: list[str]) -> None:
    """`python -OO` drops docstrings: the usage text, which docopt parses
    the command line by, was one (every command a KeyError, status 1)."""
    plain, stripped = (subprocess.run([WORDLE, *argv], capture_output=True, text=True,
                                      check=False, env={**os.environ, **optimise})
                       for optimise in ({}, {'PYTHONOPTIMIZE': '2'}))
    assert plain.returncode in (0, 1) and plain.stderr == ''
    assert (stripped.returncode, stripped.stdout, stripped.stderr) == \
        (plain.returncode, plain.stdout, plain.stderr)


def test_columns_at_a_terminal_fit_its_width_in_wide_letters(tmp_path: Path) -> None:
    """A letter of East Asian width takes two columns of the screen: the
    rows of words laid out at a terminal stay within its width."""
    kana = 'あいうえおかきくけこ'
    words = tmp_path / 'ja.txt'
    words.write_text(''.join(f'{a}{b}{c}\n' for a in kana[:4] for b in kana for c in kana[:3]))
    term = Pty('--alphabet', kana, '--words', str(words), '--length', '3', '-y', '', columns=40)
    assert term.status(timeout=20) == 0
    rows = [row for row in term.seen.split('\r\n') if row]
    assert len(rows) > 1 and rows[0].startswith('あああ')
    assert all(sum(2 if letter in kana else 1 for letter in row) <= 40 for row in rows)
    assert max(sum(2 if letter in kana else 1 for letter in row) for row in rows) > 30


def test_assist_at_a_terminal_given_a_game_won_says_in_how_many() -> None:
    """The row all green is the guess that won, whatever rows follow it."""
    term = Pty('assist', 'CRANE=CRANE', 'SLATE=..A.E')
    assert term.status(timeout=20) == 0
    assert term.seen == 'solved in 1 guess\r\n'
