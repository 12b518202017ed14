"""The project's linters run clean: part of the tests, not a separate step."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize('command', [
    ['ruff', 'check', 'wordlegrep', 'tests', 'benchmarks'],
    ['mypy'],
], ids=['ruff', 'mypy'])
def test_linter_is_clean(command: list[str]) -> None:
    done = subprocess.run([sys.executable, '-m', *command], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
