"""The README's examples marked <!-- real-output --> print what it says."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.conftest import TESTS

README = os.path.join(os.path.dirname(TESTS), 'README.md')


def examples() -> list[tuple[str, str]]:
    """(command, output) for each `$ ` line of each marked console block."""
    with open(README, encoding='utf-8') as f:
        blocks = re.findall(r'<!-- real-output -->\n```console\n(.*?)```', f.read(), re.S)
    found = []
    for block in blocks:
        for command in re.split(r'^\$ ', block, flags=re.M)[1:]:
            line, _, output = command.partition('\n')
            found.append((line, output))
    return found


@pytest.mark.parametrize(('command', 'output'),
                         [pytest.param(c, o, id=c[:60]) for c, o in examples()])
def test_readme_output_is_real(command: str, output: str) -> None:
    path = os.path.dirname(sys.executable) + os.pathsep + os.environ.get('PATH', '')
    done = subprocess.run(['sh', '-c', command], capture_output=True, text=True, check=False,
                          env={**os.environ, 'PATH': path}, cwd=os.path.dirname(TESTS))
    assert done.stdout == output


def test_the_examples_are_there() -> None:
    assert len(examples()) >= 10
