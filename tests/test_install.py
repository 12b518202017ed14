"""A non-editable install, run from another folder, finds its bundled lists."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import TESTS

ROOT = Path(TESTS).parent


def test_installed_copy_runs_from_elsewhere(tmp_path: Path) -> None:
    target = tmp_path / 'site'
    subprocess.run([sys.executable, '-m', 'pip', 'install', '-q', '--no-deps',
                    '--target', str(target), str(ROOT)],
                   check=True, capture_output=True, cwd=tmp_path)
    assert sorted(p.name for p in (target / 'wordlegrep' / 'lists').glob('*.txt')) \
        == ['answers.txt', 'nyt-answers.txt', 'nyt.txt', 'wordle.txt']
    assert (target / 'share' / 'man' / 'man1' / 'wordle.1').read_text().startswith('.TH WORDLE 1')
    assert [p.name for p in target.glob('wordlegrep-*.dist-info/licenses/*')] == ['LICENSE']
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', 'JUDGE=....e', 'CHEST=c.E..',
                           'WRECK=..Ec.'], capture_output=True, text=True, check=False,
                          cwd=tmp_path, env={**os.environ, 'PYTHONPATH': str(target)})
    assert (done.returncode, done.stdout, done.stderr) == (0, 'ileac\nocean\noleic\n', '')
    assert str(target) in subprocess.run(
        [sys.executable, '-c', 'import wordlegrep; print(wordlegrep.__file__)'],
        capture_output=True, text=True, check=True, cwd=tmp_path,
        env={**os.environ, 'PYTHONPATH': str(target)}).stdout
