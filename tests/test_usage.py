"""The command line as a user meets it: help for each command, suggestions
for typos, options only where they mean something, repeated clue options,
and the version."""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WORDLE, run
from wordlegrep import __version__
from wordlegrep.cli import COMMANDS, DESCRIBED_AT, help_text, option_entries, summaries, takes

SOLVER = ['suggest', 'play', 'assist', 'bench', 'tree']


def test_overview_lists_every_command_and_the_exit_statuses(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, '--help')
    assert (status, err) == (0, '')
    assert out == help_text('find')
    for command in summaries():
        assert f'\n  wordle {command} ' in out and f'\n  {command} ' in out
    assert 'Exit status: 0 when a word fits' in out
    assert 'nyt-answers' in out   # --list names all four lists


@pytest.mark.parametrize('command', list(summaries()))
def test_each_command_has_its_own_help(capsys: pytest.CaptureFixture[str],
                                       command: str) -> None:
    status, out, err = run(capsys, command, '--help')
    assert (status, err) == (0, '')
    assert out.startswith(f'wordle {command}: {summaries()[command]}.\n')
    assert f'Example:\n  {COMMANDS[command][2]}\n' in out
    assert out != help_text('find')
    entries = option_entries()
    for name, entry in entries.items():
        assert (entry.lines[0].partition(' ' * 3)[0] in out) == (name in takes(command)), name
    # no clue to give the length, where the command takes none
    assert '-g or GUESS=SCORE' not in out or 'CLUE' in out
    assert run(capsys, 'help', command) == (0, out, '')


def test_help_lists_the_commands_one_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, 'help')
    assert status == 0
    lines = out.splitlines()
    assert [line.split()[1] for line in lines[1:]] == list(summaries())
    assert all(summaries()[line.split()[1]] in line for line in lines[1:])


def test_help_is_only_help_where_it_is_an_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, '--words', '--help', 'CRANE=CRANE')
    assert (status, out) == (2, '') and "--words '--help'" in err
    status, out, err = run(capsys, '--only', '-h', '--explain', 'CRANE=CRANE')
    assert (status, out) == (2, '') and "--only '-h'" in err


@pytest.mark.parametrize(('argv', 'message'), [
    (['sugest'], "unknown command 'sugest'; did you mean suggest?"),
    (['help', 'bnech'], "unknown command 'bnech'; did you mean bench?"),
    (['--gren', '..t..'], "unknown option '--gren'; did you mean --green?"),
    (['--cout'], "unknown option '--cout'; did you mean --count?"),
    (['--list', 'nty'], "--list 'nty': expected one of wordle, answers, nyt, nyt-answers; "
                        'did you mean nyt?'),
    (['suggest', '--metric', 'entropi'], 'did you mean entropy?'),
    (['--strategy', 'permut'], 'did you mean permute?'),
    (['--color', 'allways'], 'did you mean always?'),
    (['completion', 'fsh'], 'did you mean fish?'),
], ids=['command', 'help-topic', 'option', 'option-2', 'list', 'metric', 'strategy', 'color',
        'shell'])
def test_did_you_mean(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and message in err


def test_no_option_is_meant_for_the_dashes_alone(capsys: pytest.CaptureFixture[str]) -> None:
    """Names are compared without the dashes every option has: --c is not
    two thirds of --black."""
    status, out, err = run(capsys, 'completion', '--c')
    assert (status, out) == (2, '')
    assert err.startswith("wordle: unknown option '--c'") and 'did you mean' not in err


@pytest.mark.parametrize(('before', 'after'), [
    (['--list', 'answers', 'play', '--secret', 'crane'],
     ['play', '--list', 'answers', '--secret', 'crane']),
    (['-g..t..', '-bsu', 'suggest', '--list', 'answers', '--top', '2'],
     ['suggest', '-g..t..', '-bsu', '--list', 'answers', '--top', '2']),
    (['--color=never', 'render', 'SLATE=S...E'], ['render', '--color=never', 'SLATE=S...E']),
    # the main job's options a command does not take are left out there, so
    # that an alias of them works with every command (they were refused)
    (['--color=always', 'suggest', '--help'], ['suggest', '--help']),
    (['--color', 'always', '--lang', 'es', 'help'], ['help']),
    (['--color=always', '--lang', 'es', 'completion', 'bash'], ['completion', 'bash']),
    (['--color=always', '--lang=es', 'suggest', '-g', 'ñ....', '--top', '1'],
     ['suggest', '--lang=es', '-g', 'ñ....', '--top', '1']),
], ids=['long-with-value', 'short-values-joined', 'long-value-joined', 'alias-help',
        'alias-help-command', 'alias-completion', 'alias-suggest'])
def test_a_command_may_follow_options(capsys: pytest.CaptureFixture[str], before: list[str],
                                      after: list[str]) -> None:
    """As git takes `git -C dir log`; the flags before stay the command's."""
    expected = run(capsys, *after)
    assert expected[0] == 0 and expected[1]
    assert run(capsys, *before) == expected


@pytest.mark.parametrize(('argv', 'message'), [
    (['--top', '3', 'score', 'chess', 'swiss'], '--top: wordle score does not take it'),
    (['--json', 'score', 'chess', 'swiss'], '--json: wordle score does not take it'),
    (['-q', 'score', 'chess', 'swiss'], '-q: wordle score does not take it'),
    (['-g', '..t..', 'play'], '-g: wordle play does not take it'),
    (['--version', 'suggest'], '--version: wordle suggest does not take it'),
    (['-c', '-g', '..t..', 'suggest'], '-c: wordle suggest does not take it'),
    (['--color=bogus', 'cache'], "--color 'bogus': expected one of auto, always, never"),
    (['--col', 'bogus', 'completion', 'bash'], "--color 'bogus': expected one of auto"),
    (['--lang', 'xx', 'completion', 'bash'], "--lang 'xx': expected one of en, es,"),
    (['--encoding', 'bogus', 'cache'], "--encoding 'bogus': not an encoding Python knows"),
    (['--encoding=', 'completion', 'bash'], "--encoding '': not an encoding Python knows"),
    (['--words', '', 'cache'], "--words '': expected a file name"),
    (['--words', 'x.txt', '--list', 'nyt', 'score', 'crane', 'slate'],
     "--words 'x.txt' and --list 'nyt': give one or the other"),
    (['--lang', 'es', '--alphabet', 'abc', 'cache'], "--lang 'es' and --alphabet 'abc': give"),
    (['--alphabet=', 'cache'], "--alphabet '': expected the letters"),
], ids=['top', 'json', 'quiet', 'clue', 'version', 'count', 'bad-color', 'bad-color-apart',
        'bad-lang', 'bad-encoding', 'no-encoding', 'no-words', 'words-and-list',
        'lang-and-alphabet', 'no-alphabet'])
def test_an_option_before_a_command_that_is_no_setting_is_refused(
        capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    """Only settings an alias may carry are left out: a clue, --json or -q
    left out would change what the command does, unsaid; and a setting left
    out is still checked as it is anywhere else (--color=bogus cache, then
    --encoding bogus cache, was taken in silence)."""
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '') and err.startswith(f'wordle: {message}')


@pytest.mark.parametrize('asks', [['--help'], ['--he'], ['-h']], ids=['help', 'prefix', 'short'])
@pytest.mark.parametrize('before', [['--encoding', 'bogus'], ['--color=bogus'],
                                    ['--lang', 'xx']], ids=['encoding', 'color', 'lang'])
def test_help_wins_over_a_bad_setting_left_out(tmp_path: Path, before: list[str],
                                               asks: list[str]) -> None:
    """A command's help is shown whatever the settings before it, as it is
    where the command takes them (`--encoding bogus suggest --help`):
    `--encoding bogus cache --help` was an error, and so was `help cache`
    after it. After --, no help."""
    env = {**os.environ, 'XDG_CACHE_HOME': str(tmp_path)}
    shown = subprocess.run([WORDLE, *before, 'cache', *asks], capture_output=True, text=True,
                           check=False, env=env)
    assert (shown.returncode, shown.stderr) == (0, '')
    assert shown.stdout.startswith('wordle cache:')
    helped = subprocess.run([WORDLE, *before, 'help', 'cache'], capture_output=True, text=True,
                            check=False, env=env)
    assert (helped.returncode, helped.stdout, helped.stderr) == (0, shown.stdout, '')
    refused = subprocess.run([WORDLE, *before, 'cache', '--', *asks], capture_output=True,
                             text=True, check=False, env=env)
    assert (refused.returncode, refused.stdout) == (2, '') and before[0][:7] in refused.stderr


@pytest.mark.parametrize(('argv', 'message'), [
    (['--words', 'suggest'], "--words 'suggest': No such file"),   # a value, not a command
    (['-b', 'score', 'CRANE=.....'], None),                          # -b's letters
    (['-v', '--', 'suggest'], "'suggest': expected GUESS=SCORE"),  # after --, an argument
    (['CRANE=.....', 'suggest'], "'suggest': expected GUESS=SCORE"),   # after an argument
])
def test_a_command_word_that_is_not_the_command_stays_put(
        capsys: pytest.CaptureFixture[str], argv: list[str], message: str | None) -> None:
    status, out, err = run(capsys, *argv)
    if message is None:
        assert status in (0, 1) and err == ''
    else:
        assert (status, out) == (2, '') and message in err, err


def test_a_clue_is_not_taken_for_a_command(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, 'crane')
    assert status == 2 and 'expected GUESS=SCORE' in err


@pytest.mark.parametrize(('argv', 'message'), [
    (['bench', '--top', '3'], '--top: wordle bench does not take it; wordle suggest takes it'),
    (['tree', '--metric', 'entropy'], '--metric: wordle tree does not take it;'),
    (['play', '--top', '3'], '--top: wordle play does not take it'),
    (['score', '--html', 'chess', 'swiss'], '--html: wordle score does not take it; '
                                            'wordle render takes it'),
    (['--hard', 'CRANE=.....'], '--hard: wordle does not take it; wordle suggest, '),
    (['play', 'CRANE=.....'], "'CRANE=.....': wordle play takes no clues"),
    (['--words'], '--words: expected FILE after it'),
    (['--count=3'], "--count: takes no value, but was given '3'"),
    (['help', 'a', 'b'], "'b': wordle help takes one COMMAND at most"),
    (['completion', 'bash', 'zsh'], "'zsh': wordle completion takes one SHELL at most"),
    (['play', '-'], "'-': wordle play takes no clues"),
    (['tree', '--', '-'], "'-': wordle tree takes no clues"),
    (['bench', '--', '--'], "'--': wordle bench takes no clues"),
    (['play', '--', '-x'], "'-x': wordle play takes no clues"),
    (['play', '--start', 'crane', 'x'], "'x': wordle play takes no clues"),
    (['cache', '--clear', 'extra'], "'extra': wordle cache takes no arguments, only options"),
    (['--l', 'es', '-y', 'a'], "'--l': an ambiguous option; expected one of --length, --list, "
                               '--lang'),
    (['suggest', '--m', 'entropy'], "'--m': an ambiguous option; expected one of --memory, "
                                    '--metric'),
    (['--=x'], "unknown option '--=x'"),
    (['suggest', '-c'], '-c: wordle suggest does not take it; wordle takes it'),
    (['bench', '-g', '..t..'], '-g: wordle bench does not take it; wordle, wordle suggest, '),
    (['suggest', '-cv'], '-c: wordle suggest does not take it'),
    (['-cv', 'suggest'], '-c: wordle suggest does not take it'),   # (only settings are left out)
    (['completion', '--c'], "unknown option '--c'"),   # --color elsewhere, --clear in cache
    (['score', '--m'], '--memory: wordle score does not take it; wordle suggest, wordle play, '
                       'wordle assist, wordle bench, wordle tree take it'),
], ids=['bench-top', 'tree-metric', 'play-top', 'score-html', 'find-hard', 'play-clue',
        'no-value', 'flag-value', 'help-two', 'completion-two', 'play-dash', 'tree-dash',
        'bench-dashes', 'after-dashes', 'after-a-value', 'cache-word', 'ambiguous',
        'ambiguous-in-a-command',
        'no-name',
        'short-elsewhere', 'short-elsewhere-valued', 'short-in-a-cluster',
        'short-in-a-cluster-before', 'prefix-of-several',
        'prefix-elsewhere'])
def test_options_that_would_do_nothing_are_errors(capsys: pytest.CaptureFixture[str],
                                                  argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and message in err, err
    assert 'Option(' not in err and 'Argument(' not in err


@pytest.mark.parametrize(('again', 'once'), [
    (['--color=always', '--color=never', '-v', 'CHEST=c.E..'],
     ['--color=never', '-v', 'CHEST=c.E..']),
    (['-c', '-c', '-g', '..t..'], ['-c', '-g', '..t..']),
    (['-c', '--count', '-g', '..t..'], ['-c', '-g', '..t..']),
    (['-vv', 'CHEST=c.E..'], ['-v', 'CHEST=c.E..']),
    (['-cv', '-c', 'CHEST=c.E..'], ['-v', '-c', 'CHEST=c.E..']),
    (['--lang', 'es', '--lang', 'en', '-g', '..t..'], ['-g', '..t..']),
    (['--col', 'always', '--color=never', '-v', 'CHEST=c.E..'],
     ['-v', 'CHEST=c.E..']),
    (['--list', 'nyt', '--list', 'answers', '-g', '..t..'], ['--list', 'answers', '-g', '..t..']),
    (['suggest', '--top', '9', '--top', '2', '-g', '..t..'],
     ['suggest', '--top', '2', '-g', '..t..']),
    (['-g', '..t..', '-g', '.r...'], ['-g', '.rt..']),   # these add up
    (['-c', '-c', '--', '-c'], None),   # past --, a clue
], ids=['color', 'count', 'count-long', 'cluster', 'in-a-cluster', 'lang', 'abbreviated', 'list',
        'top', 'green', 'separator'])
def test_an_option_given_again_is_as_given_last(capsys: pytest.CaptureFixture[str],
                                                again: list[str], once: list[str] | None) -> None:
    """As grep, ripgrep and git take it: an alias's --color=always, then
    --color=never, is never (it was an error, given twice)."""
    status, out, err = run(capsys, *again)
    if once is None:
        assert status == 2 and err == "wordle: '-c': expected GUESS=SCORE, like CHEST=c.E..\n"
    else:
        assert (status, out, err) == run(capsys, *once) and status in (0, 1)


@pytest.mark.parametrize('argv', [['--words', '--', '-g', 'o....'],
                                  ['-g', 'o....', '--words', '--'],
                                  ['suggest', '--words', '--', '--top', '1']],
                         ids=['first', 'last', 'suggest'])
def test_a_value_of_two_dashes_is_a_value(tmp_path: Path, argv: list[str]) -> None:
    """As grep reads `-f --`: a file named --, not the end of the options
    (which left --words with no value, and the line fitting no usage)."""
    (tmp_path / '--').write_text('ocean\nocher\n')
    done = subprocess.run([WORDLE, *argv], cwd=tmp_path, capture_output=True, text=True,
                          check=False, env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})
    assert (done.returncode, done.stderr) == (0, '')
    assert 'ocean' in done.stdout and 'ocher' in done.stdout


@pytest.mark.parametrize(('argv', 'message'), [
    (['-g', '--'], "-g '--': expected letters and dots"),
    (['-b', '--'], "-b '--': expected letters"),
    (['suggest', '--top', '--'], "--top '--': expected a whole number"),
])
def test_a_value_of_two_dashes_is_named_when_wrong(capsys: pytest.CaptureFixture[str],
                                                    argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '') and err.startswith(f'wordle: {message}')


def test_every_option_is_taken_by_some_command() -> None:
    taken = {name for command in COMMANDS for name in takes(command)}
    assert taken == set(option_entries())


def test_clue_options_may_be_repeated(capsys: pytest.CaptureFixture[str]) -> None:
    once = run(capsys, '-g', '..t..', '-y', 'l1a2', '-b', 'er')
    assert once[0] == 0
    assert run(capsys, '-y', 'l1', '-g', '..t..', '-b', 'e', '-y', 'a2', '-b', 'r') == once
    assert run(capsys, '-g', '..t..', '-g', '....l', '-y', 'a2', '-b', 'er') == \
        run(capsys, '-g', '..t.l', '-y', 'a2', '-b', 'er')
    status, out, _ = run(capsys, '-v', '-y', 'l1', '-y', 'a2', '-b', 'er', '-b', 'x')
    assert status == 0 and out.startswith('pattern: ')


@pytest.mark.parametrize(('argv', 'message'), [
    (['-g', '..t..', '-g', '..a..'], "-g '..a..': puts a at position 3, where another -g puts t"),
    (['-g', '..t..', '-g', '..t...'], "-g '..t...': has 6 positions, but -g '..t..' has 5"),
    (['-y', 'a2', '-y', '3'], "-y '3': expected letters"),
    (['-b', 'ir', '-b', 'e3'], "-b 'e3': expected letters"),
    (['-y', 'a2', '-y', 'l9'], "-y 'l9': '9' is not a letter or a position from 1 to 5"),
], ids=['green-clash', 'green-length', 'yellow-digit', 'black-digit', 'yellow-range'])
def test_repeats_that_contradict_name_the_value(capsys: pytest.CaptureFixture[str],
                                                argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and message in err, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, '--version') == (0, f'wordle {__version__}\n', '')


@pytest.mark.parametrize('command', [*SOLVER, 'score', 'render'])
def test_commands_with_bad_values_exit_2_in_one_line(capsys: pytest.CaptureFixture[str],
                                                     command: str) -> None:
    status, out, err = run(capsys, command, '--nonsense')
    assert (status, out) == (2, '') and err.count('\n') == 1
    assert "unknown option '--nonsense'" in err


@pytest.mark.parametrize('command', sorted(set(COMMANDS) - {'find'}))
def test_a_command_s_help_says_only_what_its_options_do_there(command: str) -> None:
    """score and render read no word list and draw no progress bar: their
    --lang picks the letters alone, their --color colours no bar (the
    shared text said both, of options they take). The length of a game
    comes from --start and --secret where the command takes them, and only
    then (assist's said only the clues gave it; tree's and bench's named
    --secret, which they do not take)."""
    text = help_text(command)
    reads = '--words' in takes(command)
    assert ('Debian word list' in text) == (reads and '--lang' in takes(command))
    assert ('progress bar' in text) == (reads and '--color' in takes(command))
    length = re.search(rf'--length N.*\n(?: {{{DESCRIBED_AT}}}.*\n)*', text)
    assert (length is not None) == ('--length' in takes(command))
    for option in ('--start', '--secret'):   # (tree's and bench's named --secret, untaken)
        assert length is None or (option in length[0]) == (option in takes(command))
