"""Tab completion, run in the real shells, and the manual page, rendered by
the real `man`: both built from the usage text, so both follow it."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import TESTS
from wordlegrep.cli import choices, summaries
from wordlegrep.completion import SCRIPTS
from wordlegrep.manpage import page

BIN = str(Path(sys.executable).parent)
ROOT = Path(TESTS).parent
# (what is typed, a word that must be offered, a word that must not)
CASES = [
    ('wordle sug', 'suggest', 'score'),
    ('wordle suggest --me', '--metric', '--strategy'),
    ('wordle suggest --metric ', 'entropy', 'lookahead'),
    ('wordle --list ', 'nyt-answers', 'entropy'),
    ('wordle --str', '--strategy', '--metric'),
    ('wordle bench --', '--start', '--top'),
    ('wordle help ', 'tree', 'wordle'),
    ('wordle completion ', 'fish', 'suggest'),
    ('wordle --color ', 'never', 'nyt'),
    ('wordle --lang ', 'uk', 'nyt'),
    ('wordle --words {dir}/wo', 'words.txt', 'other.txt'),
    # a command may follow options, as on the command line
    ('wordle --lang es suggest --me', '--metric', '--strategy'),
    ('wordle --lang es su', 'suggest', '--metric'),
    ('wordle --color never play --sec', '--secret', '--strategy'),
    # options after a clue or a word, as the command line takes them
    ('wordle suggest CHEST=c.E.. --to', '--top', 'suggest'),
    ('wordle score chess --col', '--color', 'chess'),
]


def shell(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f'{name} is not installed (.ci/debian-packages installs it)')
    return found


@pytest.fixture(scope='module')
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp('completion')
    (folder / 'words.txt').write_text('crane\n')
    (folder / 'other.txt').write_text('crane\n')
    for name, script in SCRIPTS.items():
        (folder / f'wordle.{name}').write_text(script())
    (folder / 'zfunc').mkdir()
    (folder / 'zfunc' / '_wordle').write_text(SCRIPTS['zsh']())
    return folder


def offered(typed: str, folder: Path, words: set[str]) -> tuple[bool, bool]:
    """Whether the first and second words of a case are offered."""
    return tuple(any(w == word or w.endswith('/' + word) for w in words)  # type: ignore[return-value]
                 for word in typed)


def bash_completions(line: str, folder: Path) -> set[str]:
    script = textwrap.dedent(f'''
        source {folder}/wordle.bash
        read -ra COMP_WORDS <<< "$LINE"
        [[ $LINE == *' ' ]] && COMP_WORDS+=('')
        COMP_CWORD=$(( ${{#COMP_WORDS[@]}} - 1 ))
        _wordle wordle "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"
        printf '%s\\n' "${{COMPREPLY[@]}}"
        ''')
    done = subprocess.run([shell('bash'), '-c', script], capture_output=True, text=True,
                          env={**os.environ, 'LINE': line}, check=True)
    return set(done.stdout.split())


def fish_completions(line: str, folder: Path) -> set[str]:
    done = subprocess.run([shell('fish'), '--no-config', '-c',
                           f'set -p PATH {BIN}; source {folder}/wordle.fish; complete -C "$LINE"'],
                          capture_output=True, text=True, env={**os.environ, 'LINE': line},
                          check=True)
    return {row.split('\t')[0] for row in done.stdout.splitlines()}


ZPTY = r'''
zmodload zsh/zpty
zpty z 'zsh -f -i'
setup="PATH=$BIN:\$PATH; PS1='% '; fpath=($FOLDER/zfunc \$fpath)"
zpty -w z "$setup; autoload -Uz compinit; compinit -u -D"
show='print -r -- $'"'"'\x02'"'"'"${(j: :)found}"$'"'"'\x03'"'"' > /dev/tty'
capture='local -a found; builtin compadd -O found "$@"'
zpty -w z "compadd() { $capture; $show; builtin compadd \"\$@\" }"
zpty -w z "zstyle ':completion:*' menu no; unsetopt automenu; setopt nolistbeep"
# completion calls comppostfuncs once it is over: the output is whole then
zpty -w z "over() { print -r -- \$'\\x04over' > /dev/tty }; comppostfuncs=(over)"
zpty -w -n z "$LINE"$'\t'
out=""
SECONDS=0
while [[ $out != *$'\x04'over* ]] && (( SECONDS < 30 )); do
    zpty -r -t z chunk && out+=$chunk || sleep 0.02
done
print -r -- "$out"
zpty -d z
'''


def zsh_completions(line: str, folder: Path) -> set[str]:
    done = subprocess.run([shell('zsh'), '-f', '-c', ZPTY], capture_output=True, text=True,
                          env={**os.environ, 'LINE': line, 'BIN': BIN, 'FOLDER': str(folder)},
                          check=True, timeout=60)
    found: set[str] = set()
    for chunk in done.stdout.split('\x02')[1:]:
        found.update(chunk.partition('\x03')[0].split())
    return found


def test_bash_offers_no_option_after_double_dash(folder: Path) -> None:
    """After --, the command line reads clues only."""
    assert '--list' in bash_completions('wordle --li', folder)
    assert bash_completions('wordle -- --li', folder) == set()
    assert bash_completions('wordle suggest -- CRANE=..... --li', folder) == set()
    assert '--list' in bash_completions('wordle --words -- --li', folder)   # a file named --
    assert '--list' in bash_completions('wordle --words=-- --li', folder)


@pytest.mark.parametrize('complete', [bash_completions, fish_completions, zsh_completions],
                         ids=['bash', 'fish', 'zsh'])
def test_completion_in_the_real_shell(complete: object, folder: Path) -> None:
    for typed, wanted, unwanted in CASES:
        line = typed.format(dir=folder)
        words = complete(line, folder)  # type: ignore[operator]
        assert offered((wanted, unwanted), folder, words) == (True, False), (line, words)


@pytest.mark.parametrize('complete', [bash_completions, fish_completions, zsh_completions],
                         ids=['bash', 'fish', 'zsh'])
def test_what_the_command_line_refuses_is_not_offered(complete: object, folder: Path) -> None:
    """help and completion take one COMMAND or SHELL at most; after --,
    every word is a clue, a command's name too."""
    for typed, unwanted in (('wordle help suggest ', 'tree'), ('wordle completion bash ', 'zsh'),
                            ('wordle -- su', 'suggest'), ('wordle help ', 'fish')):
        assert unwanted not in complete(typed, folder), typed  # type: ignore[operator]


@pytest.mark.parametrize('complete', [fish_completions, zsh_completions], ids=['fish', 'zsh'])
def test_a_value_after_equals_is_completed(complete: object, folder: Path) -> None:
    """--color=never, as the command line takes it (bash splits the word at
    the =, which the script's own test above covers)."""
    for typed, wanted in (('wordle --color=', 'never'), ('wordle suggest --metric=', 'optimal')):
        words = complete(typed, folder)  # type: ignore[operator]
        assert any(word.endswith(wanted) for word in words), (typed, words)


def test_bash_completes_the_text_before_the_cursor(folder: Path) -> None:
    """The cursor in the gap before a word: bash passes the text before it
    (none), where the word there is whole in COMP_WORDS (it offered nothing,
    or made --lang e|s into --lang ees)."""
    script = textwrap.dedent(f'''
        source {folder}/wordle.bash
        COMP_WORDS=(wordle --color CHEST=c.E..); COMP_CWORD=2
        _wordle wordle '' --color
        printf '%s\\n' "${{COMPREPLY[@]}}"
        COMP_WORDS=(wordle --lang es); COMP_CWORD=2
        _wordle wordle e --lang
        printf '%s\\n' "${{COMPREPLY[@]}}"
        ''')
    done = subprocess.run([shell('bash'), '-c', script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.split() == ['auto', 'always', 'never', 'en', 'es']


def test_scripts_name_every_command_and_choice() -> None:
    for script in (make() for make in SCRIPTS.values()):
        for word in [*summaries(), *choices('--metric'), *choices('--list'), *choices('SHELL')]:
            assert word in script


def test_descriptions_are_the_whole_help_line() -> None:
    """Not cut at the first full stop: Dr. Drang's pattern is more than Dr,
    and its example keeps its dots."""
    for script in (SCRIPTS[shell]() for shell in ('zsh', 'fish')):   # bash shows none
        assert 'Drang' in script and 'unknown' in script
    assert 'Dr. Drang' in SCRIPTS['fish']() and ': ..t..' in SCRIPTS['fish']()


def test_completion_command_prints_the_script(capsys: pytest.CaptureFixture[str]) -> None:
    from tests.conftest import run
    for name, make in SCRIPTS.items():
        assert run(capsys, 'completion', name) == (0, make(), '')


# -- the manual page ---------------------------------------------------------------

@pytest.mark.parametrize('redirect', ['> /dev/full', '>&-', '--bogus > /dev/null'],
                         ids=['full', 'closed', 'argument'])
def test_building_the_man_page_fails_in_one_line(redirect: str) -> None:
    """The maintainers' `python -m wordlegrep.manpage` meets the edges as the
    command does: a failed write was a traceback, a closed stdout status 0."""
    done = subprocess.run(['sh', '-c', f'"$0" -m wordlegrep.manpage {redirect}', sys.executable],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and done.stderr.count('\n') == 1, done.stderr
    assert done.stderr.startswith('wordlegrep.manpage: ') and done.stdout == ''


def test_man_page_is_built_from_the_help() -> None:
    shipped = (ROOT / 'wordlegrep' / 'man' / 'wordle.1').read_text()
    assert shipped == page(), 'run: python -m wordlegrep.manpage > wordlegrep/man/wordle.1'


def test_man_renders_it_without_warnings() -> None:
    man = shell('man')
    done = subprocess.run([man, '--warnings', '-l', str(ROOT / 'wordlegrep' / 'man' / 'wordle.1')],
                          capture_output=True, text=True, check=False,
                          env={**os.environ, 'MANWIDTH': '80', 'MANPAGER': 'cat', 'PAGER': 'cat',
                               'LC_ALL': 'C.UTF-8'})
    assert (done.returncode, done.stderr) == (0, '')
    for heading in ('NAME', 'SYNOPSIS', 'OPTIONS', 'COMMANDS', 'EXIT STATUS', 'ENVIRONMENT'):
        assert f'\n{heading}\n' in done.stdout
    for command in summaries():
        assert f'\n   {command}\n' in done.stdout
