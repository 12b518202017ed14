"""Progress: a bar on stderr for work that takes over a second, only when
stderr is a terminal, and never a change in what stdout gets."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.conftest import WORDLE, Pty

OCEAN = ['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.']


FED = 20 * 12 * (1 << 16)   # bytes _slow_words feeds, then ocean


def _slow_words(tmp_path: Path, columns: int = 100,
                env: dict[str, str | None] | None = None,
                lines: bytes = b'crane\nslate\n', lang: str = 'en') -> Pty:
    """The command reading words from a FIFO fed for two seconds (`lines`,
    12 bytes, again and again): reading it takes over a second, so a bar
    counts the megabytes."""
    fifo = tmp_path / 'words'
    os.mkfifo(fifo)
    term = Pty('--words', str(fifo), '--lang', lang, *OCEAN, columns=columns, env=env)

    def feed() -> None:
        block = lines * (1 << 16)
        with fifo.open('wb') as writer:
            for _ in range(20):
                writer.write(block)
                time.sleep(0.1)
            writer.write(b'ocean\n')

    threading.Thread(target=feed, daemon=True).start()
    return term


@pytest.mark.parametrize(('lines', 'lang'), [(b'crane\nslate\n', 'en'),
                                             (b'cr\xe9ne\nsl\xe9te\n', 'es')],
                         ids=['ascii', 'latin-1-read-as-utf-8'])
def test_a_slow_word_source_shows_its_megabytes_on_a_terminal(tmp_path: Path, lines: bytes,
                                                              lang: str) -> None:
    """Its megabytes as read: each read of a pipe counted as one showed
    "1MB" for 12 bytes, and hundreds for these 15; and a byte that does not
    decode is one byte (its U+FFFD, encoded again, was three)."""
    term = _slow_words(tmp_path, env={'TERM': 'xterm'}, lines=lines, lang=lang)
    assert term.status() == 0
    assert 'words: ' in term.seen and 'MiB/s' in term.seen, term.seen
    assert term.seen.rstrip().endswith('ocean')
    if lang == 'es':   # a note of the lines that did not decode, on a line of its own
        note = re.search(r'(.)wordle: note: [^\n]* lines are not utf-8', term.seen)
        assert note and note[1] in '\r\n', term.seen[-300:]
    shown = [float(n) for n in re.findall(r'words: ([\d.]+)MiB ', term.seen)]
    assert shown and max(shown) <= 15.01 and shown == sorted(shown), term.seen   # FED: 15 MB


def test_a_terminal_too_narrow_for_a_bar_gets_none() -> None:
    """A terminal of no columns: a coloured bar there was trimmed for ever,
    at full speed, and the command never ended."""
    term = Pty('tree', '--start', 'salet', '--list', 'nyt', columns=0)
    assert term.status(timeout=60) == 0
    assert '%|' not in term.seen and 'proven optimal from salet' in term.seen, term.seen[-500:]


def test_a_quick_read_shows_nothing(tmp_path: Path) -> None:
    words = tmp_path / 'words.txt'
    words.write_text('ocean\n' * 1000)
    term = Pty('--words', str(words), *OCEAN)
    assert term.status() == 0
    assert term.seen == 'ocean\r\n'


def test_a_long_solver_run_shows_a_bar_on_a_terminal_only() -> None:
    # salet's proof on the original lists now takes under the bar's second
    argv = ['tree', '--start', 'salet', '--list', 'nyt']
    term = Pty(*argv, env={'TERM': 'xterm', 'NO_COLOR': None})
    assert term.status() == 0
    assert '%|' in term.seen and '\x1b[32m' in term.seen, term.seen[-500:]   # green
    piped = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=True)
    proven = piped.stdout.splitlines()[-1].partition(', in ')[0]
    assert piped.stderr == '' and proven.startswith('proven optimal from salet')
    assert proven in term.seen


@pytest.mark.parametrize(('env', 'option'), [({'TERM': 'dumb'}, []),
                                             ({'TERM': 'xterm'}, ['--color=never'])],
                         ids=['dumb', 'never'])
def test_a_bar_without_colour_where_colour_is_off(env: dict[str, str | None],
                                                  option: list[str]) -> None:
    """TERM=dumb is no colour, as --color=auto judges it, and --color=never
    none, for every command that draws a bar (the bar was green; tree,
    bench and suggest did not take --color)."""
    term = Pty('tree', '--start', 'salet', '--list', 'nyt', *option, env={**env, 'NO_COLOR': None})
    assert term.status() == 0
    assert '%|' in term.seen and '\x1b[' not in term.seen, term.seen[-500:]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(('setting', 'green'), [('never', False), ('always', True),
                                                ('auto', True)])
def test_the_bar_takes_its_colour_from_the_color_option(monkeypatch: pytest.MonkeyPatch,
                                                        setting: str, green: bool) -> None:
    """As the rows do: --color=never is no colour on the bar either (play and
    assist take the option; it was green whatever it said)."""
    from wordlegrep import progress
    shown = _Terminal()
    monkeypatch.setattr(sys, 'stderr', shown)
    monkeypatch.setattr(progress, 'DELAY', 0.0)
    monkeypatch.setattr(progress, '_width', lambda: 80)
    monkeypatch.setenv('TERM', 'xterm')
    monkeypatch.delenv('NO_COLOR', raising=False)
    monkeypatch.setattr(progress, '_enabled', False)
    progress.enable(colour=setting)
    try:
        assert list(progress.progress(range(3), total=3, what='counting')) == [0, 1, 2]
    finally:
        progress.enable(False)
    assert '%|' in shown.getvalue() and ('\x1b[32m' in shown.getvalue()) == green, shown.getvalue()


def _python_on_a_terminal(script: str) -> str:
    """All that a Python `script` showed on a terminal (TERM=xterm, no
    colour), once it has ended well."""
    term = Pty('-c', script, program=sys.executable, env={'TERM': 'xterm', 'NO_COLOR': '1'})
    assert term.status() == 0, term.seen[-1000:]
    return term.seen

def _command_with_bars_at_once(argv: list[str]) -> str:
    """All that the command showed on a terminal with its bars drawn at
    once, not after a second (these commands take a few seconds or less)."""
    return _python_on_a_terminal('import sys\n'
                                 'from wordlegrep import cli, progress\n'
                                 'progress.DELAY = 0.0\n'
                                 f'sys.exit(cli.main({argv!r}))\n')

def test_a_bar_is_drawn_while_the_first_piece_of_work_runs() -> None:
    """Work shared over cores draws its bar after a second, though no piece
    is done yet: `bench --lang uk --length 4` gave no sign for the six
    minutes its largest group took. Its bar counts games, not groups."""
    script = ('import time\n'
              'from wordlegrep import progress\n'
              'from wordlegrep.solver.parallel import Measure, each\n'
              'progress.enable()\n'
              'work = each(lambda seconds: time.sleep(seconds), [3, 3], "waiting", workers=2,\n'
              '            measure=Measure(lambda seconds: 1000 * seconds, "games"))\n'
              'print(len(list(work)))\n')
    seen = _python_on_a_terminal(script)
    assert seen.endswith('2\r\n'), seen
    at_nought = r'waiting: +0%\| +\| 0(\.00)?/6\.00k \[00:0[1-3]<\?, \?games/s\]'
    assert re.search(at_nought, seen), seen


def test_suggest_shows_a_bar_while_it_seeks_a_guess_that_keeps_every_answer() -> None:
    """After -b ai in hard mode each guess the lookahead values best loses
    some answer, so suggest checks the estimate's next best for one that
    does not: bars count the guesses valued, and checked (after -b e on
    Debian's Spanish list, 30 s went by with no sign). Counts are whole
    numbers: the bars read 1.0/3."""
    argv = ['suggest', '--hard', '-b', 'ai', '--top', '3']
    seen = _command_with_bars_at_once(argv)
    for what, total in (('valuing the likeliest guesses', 10),
                        ('checking each keeps every answer in reach', 3)):
        counts = re.findall(f'{what}: +\\d+%\\|.*?\\| ([\\d.]+)/{total} ', seen)
        assert counts and all(count.isdigit() for count in counts), seen[-1000:]
    assert re.search(r'seeking a guess that keeps every answer: \d+ tried \[\d\d:\d\d\]',
                     seen), seen[-1000:]
    piped = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=True)
    assert piped.stdout.replace('\n', '\r\n') in seen


def test_one_long_piece_of_work_keeps_its_bar_going() -> None:
    """A bar whose item takes long is redrawn, its clock going on, by the
    work's pulses (a suggest's bar stood still for 17 s on one check); and
    a search with no items to count has a bar of its time (suggest was
    silent for 13 s while it asked whether the position could be won)."""
    script = ('import time\n'
              'from wordlegrep import progress\n'
              'progress.enable()\n'
              'def work():\n'
              '    end = time.monotonic() + 2.5\n'
              '    while time.monotonic() < end:\n'
              '        progress.pulse()\n'
              '        time.sleep(0.01)\n'
              'for _ in progress.progress([1], 1, "counting"):\n'
              '    work()\n'
              'with progress.waiting("asking"):\n'
              '    work()\n'
              'print("done")\n')
    seen = _python_on_a_terminal(script)
    assert seen.endswith('done\r\n'), seen
    assert re.search(r'counting: +0%\| +\| 0/1 \[00:02<', seen), seen
    clocks = re.findall(r'asking: (\d\d:\d\d)', seen)
    assert clocks and clocks[0] == '00:01' and '00:02' in clocks, seen   # from the start


def test_a_worker_draws_no_bar_of_its_own() -> None:
    """Work shared over cores is shown by the parent's bar alone: a bar a
    worker began (its own loop, long enough for one) would be drawn over
    it, from another process."""
    script = ('import time\n'
              'from wordlegrep import progress\n'
              'from wordlegrep.solver.parallel import each\n'
              'progress.enable()\n'
              'def job(seconds):\n'
              '    for _ in progress.progress(range(3), 3, "inside"):\n'
              '        time.sleep(seconds)\n'
              'print(len(list(each(job, [0.6, 0.6], "outside", workers=2))))\n')
    seen = _python_on_a_terminal(script)
    assert seen.endswith('2\r\n') and 'outside' in seen and 'inside' not in seen, seen


def test_suggest_shows_its_time_while_it_asks_whether_every_answer_can_be_found() -> None:
    """After -b aie in hard mode the lookahead's best guess loses some
    answer, so suggest asks the exact search whether any strategy finds
    them all: one search, with no items to count, shown by its clock; and
    so are the exact ranking's first guesses, before its bar of blocks."""
    for argv, what in ((['suggest', '--hard', '-b', 'aie', '--top', '3'],
                        'asking whether every answer can be found'),
                       (['suggest', '--metric', 'optimal', '-g', 's....', '--top', '1'],
                        'ranking the most promising guesses')):
        seen = _command_with_bars_at_once(argv)
        assert re.search(f'{what}: 00:0\\d', seen), seen[-1000:]
