"""The `wordle` command, called as main([...])."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import load, run
from wordlegrep.strategies import STRATEGIES

DRANG = 'altos antas antsy astun autos botas dotal gotta gutta jotas kutas lotas lotsa lotta lytta motza notal oktas outta sutta total untax'  # noqa: E501
DRANG_2 = 'altho altos aptly cital dital dotal ictal notal octal total vital'
SEVEN = {'^alt[^er][^er]$', '^[^erl][^era]tal$', '^[^erl]lt[^er]a$', '^a[^era]tl[^er]$',
         '^a[^era]t[^er]l$', '^[^erl][^era]tla$', '^[^erl]lta[^er]$'}


@pytest.mark.parametrize('strategy', sorted(STRATEGIES))
@pytest.mark.parametrize(('argv', 'expected'), [
    (['-g', '..t..', '-b', 'irepch', '-y', 'a23'], DRANG),
    (['-g', '..t..', '-b', 'er', '-y', 'l1a2'], DRANG_2),
    (['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.'], 'ileac ocean oleic'),
    (['CHAIR=Cha..', 'CLASH=C.a.h', 'CATCH=CA.ch'], 'cache'),
], ids=['drang', 'drang-2', 'ocean', 'cache'])
def test_published_examples(capsys: pytest.CaptureFixture[str], argv: list[str],
                            expected: str, strategy: str) -> None:
    assert run(capsys, *argv, '--strategy', strategy) == (0, expected.replace(' ', '\n') + '\n', '')


def _canonical(pattern: str) -> str:
    """Sort the letters inside each bracket so the order does not matter."""
    import re
    return re.sub(r'\[\^?([a-z]+)\]', lambda m: m[0][:2 if m[0][1] == '^' else 1]
                  + ''.join(sorted(m[1])) + ']', pattern)


def test_drangs_seven_patterns(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, '--strategy', 'permute', '--regex',
                         '-g', '..t..', '-b', 'er', '-y', 'l1a2')
    assert status == 0
    assert sorted(map(_canonical, out.split())) == sorted(map(_canonical, SEVEN))


def test_notations_mix(capsys: pytest.CaptureFixture[str]) -> None:
    mixed = run(capsys, '-g', '..e..', '-y', 'c1', '-b', 'hst', 'JUDGE=0000🟨', 'WRECK=..Ec.')
    assert mixed == (0, 'ileac\nocean\noleic\n', '')


def test_count_and_no_match(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, '--count', 'JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.')
    assert (status, out) == (0, '3\n')
    assert run(capsys, '-c', 'JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.') == (0, '3\n', '')
    assert run(capsys, 'CHEST=CHEST', 'CHEAT=CHEAT') == (1, '', '')


def test_lists_and_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run(capsys, '--list', 'answers', 'JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.') \
        == (0, 'ocean\n', '')
    nyt = [w for w in load('nyt') if w.startswith('co')]
    assert len(nyt) != len([w for w in load('wordle') if w.startswith('co')])
    assert run(capsys, '--list', 'nyt', '--count', '-g', 'co...') == (0, f'{len(nyt)}\n', '')


def test_word_file_normalisation(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = tmp_path / 'words'
    words.write_bytes(b'\xef\xbb\xbfocean\r\nOCEAN\nOcean\nileac \n  oleic\nol\xc3\xa9ic\n'
                      b"o'ean\nocea1\noceans\n\xff\xfe\x00\n")
    status, out, err = run(capsys, '--words', str(words), 'JUDGE=....e', 'CHEST=c.E..')
    assert (status, out) == (0, 'ileac\nocean\noleic\n')
    assert err.startswith(f"wordle: note: --words '{words}': 1 line holds a NUL byte")


@pytest.mark.parametrize(('argv', 'token'), [
    (['-g', '..t.!'], "'..t.!'"),
    (['-y', 'a0'], "'a0'"),
    (['-y', 'a9'], "'a9'"),
    (['-b', 'x1'], "'x1'"),
    (['-g', '..t..', 'CHESTS=......'], 'CHESTS'),
    (['CHEST=c.E.'], 'CHEST=c.E.'),
    (['CHEST='], 'CHEST='),
    (['=c.E..'], '=c.E..'),
    (['CHEST=c.X..'], "'X'"),
    (['CHEST=c.E.?'], "'?'"),
    (['--frobnicate'], '--frobnicate'),
    (['-x'], '-x'),
    (['--list', 'klingon'], 'klingon'),
    (['--strategy', 'guess'], 'guess'),
    (['--words', '/no/such/file'], '/no/such/file'),
    (['--words', '/'], "'/'"),
    (['--length', 'five'], 'five'),
    (['--length', '1'], "'1'"),
    (['--emit-shell', '--json', '-g', 'ocea.'], '--json'),
    (['--emit-shell', '-v', '-g', 'ocea.'], 'wordle: -v: cannot'),
    (['--emit-shell', '--regex', '-g', 'ocea.'], '--regex'),
], ids=lambda v: v if isinstance(v, str) else ' '.join(v))
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str],
                                            argv: list[str], token: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ''
    assert err.count('\n') == 1 and err.startswith('wordle: ')
    assert token in err


def test_unopenable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A path that fails to open even for root: it goes through a file."""
    plain = tmp_path / 'plain'
    plain.write_text('ocean\n')
    status, out, err = run(capsys, '--words', str(plain / 'words'), '-g', 'ocea.')
    assert (status, out) == (2, '')
    assert f"{plain / 'words'}" in err and err.count('\n') == 1


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, '--help')
    assert status == 0 and 'Usage:' in out
    status, out, _ = run(capsys, '--version')
    assert status == 0 and out.strip()


def test_python_dash_m_reads_stdin() -> None:
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', '--words', '-', '-g', 'ocea.'],
                          input=b'ocean\nOCEAN\nocher\n', capture_output=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, b'ocean\n', b'')
