"""The toolsets the shell pipelines are run under, and how to run many
pipelines at once and compare what they print with what `wordle` prints."""
from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

MARK = '%%'    # printed between the outputs of a batch; never a word
WORKERS = 2


class Toolset(NamedTuple):
    """One implementation, put first on PATH: command -> the binary it runs,
    and the shell that runs the pipelines."""
    name: str
    links: dict[str, str]
    shell: tuple[str, ...]


BUSYBOX = dict.fromkeys(('grep', 'awk', 'tr', 'sort', 'fold', 'sed'), 'busybox')
TOOLSETS = (
    Toolset('mawk', {'awk': 'mawk'}, ('sh',)),
    Toolset('gawk', {'awk': 'gawk'}, ('bash',)),
    Toolset('original-awk', {'awk': 'original-awk'}, ('sh',)),
    Toolset('busybox', BUSYBOX, ('busybox', 'sh')),
)
IDS = [t.name for t in TOOLSETS]
# The order the cases are dealt in: busybox, four times slower than the
# others, gets half their share, still some hundreds of pipelines.
ROTATION = TOOLSETS[:3] * 2 + TOOLSETS[3:]


class Case(NamedTuple):
    """One pipeline to run, and what `wordle` prints in-process."""
    clues: str
    source: str
    shape: str
    text: str
    expected: str


# -- running pipelines ------------------------------------------------------

def environment(bin_dir: Path | None) -> dict[str, str]:
    """PATH with `bin_dir` first, and a UTF-8 locale the pipeline must override."""
    env = {k: v for k, v in os.environ.items() if not k.startswith('LC_')}
    path = env.get('PATH', '/usr/bin:/bin')
    env.update(PATH=f'{bin_dir}{os.pathsep}{path}' if bin_dir else path, LANG='C.UTF-8')
    return env


def run_batch(toolset: Toolset, bin_dir: Path, texts: list[str], script: Path) -> list[str]:
    """Run many pipelines in one shell; their outputs, in order."""
    script.write_text(''.join(f'{text}echo {MARK}\n' for text in texts))
    done = subprocess.run([*toolset.shell, str(script)], capture_output=True, check=False,
                          env=environment(bin_dir))
    assert (done.returncode, done.stderr.decode(errors='replace')) == (0, ''), toolset.name
    outputs = done.stdout.decode('utf-8', 'surrogateescape').split(MARK + '\n')
    assert len(outputs) == len(texts) + 1 and outputs[-1] == '', toolset.name
    return outputs[:-1]


def check_cases(toolset: Toolset, bin_dir: Path, cases: list[Case], tmp: Path) -> None:
    """Run `cases` in batches side by side, and compare every output."""
    batches = [cases[k::WORKERS] for k in range(WORKERS)]

    def run(k: int) -> list[str]:
        return run_batch(toolset, bin_dir, [c.text for c in batches[k]], tmp / f'{k}.sh')

    with ThreadPoolExecutor(WORKERS) as pool:
        results = list(pool.map(run, range(WORKERS)))
    for batch, outputs in zip(batches, results):
        for case, output in zip(batch, outputs):
            assert output == case.expected, (toolset.name, case.clues, case.text)
