"""The shell scripts in examples/ run as a shell user would run them."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import TESTS
from wordlegrep.cli import main

EXAMPLES = sorted((Path(TESTS).parent / 'examples').glob('*.sh'))


def sh(script: Path) -> subprocess.CompletedProcess[str]:
    """Run a script with this interpreter's `wordle` first on PATH."""
    path = os.path.dirname(sys.executable) + os.pathsep + os.environ.get('PATH', '')
    return subprocess.run(['sh', str(script)], capture_output=True, text=True, check=False,
                          env={**os.environ, 'PATH': path})


def wordle(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    main(list(argv))
    return capsys.readouterr().out


def test_every_example_runs_cleanly() -> None:
    assert len(EXAMPLES) >= 3
    for script in EXAMPLES:
        done = sh(script)
        assert (done.returncode, done.stderr) == (0, ''), script.name
        assert done.stdout, script.name


def test_drang_example(capsys: pytest.CaptureFixture[str]) -> None:
    expected = wordle(capsys, '-g', '..t..', '-b', 'irepch', '-y', 'a23')
    assert sh(Path(TESTS).parent / 'examples' / 'drang.sh').stdout == expected


def test_play_along_shrinks_to_the_answer(capsys: pytest.CaptureFixture[str]) -> None:
    lines = sh(Path(TESTS).parent / 'examples' / 'play-along.sh').stdout.splitlines()
    counts = [int(line.split()[-1]) for line in lines[:3]]
    assert counts == sorted(counts, reverse=True) and counts[-1] == 3
    assert lines[3:] == ['ileac', 'ocean', 'oleic']
