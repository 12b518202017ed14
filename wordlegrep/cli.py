"""The command line: its usage text (which docopt reads to parse it, and
so a constant, not this docstring, which `python -OO` drops) and what
runs each command."""
from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from wordlegrep import __version__, _die_of
from wordlegrep.alphabet import ENGLISH, Alphabet, choose
from wordlegrep.errors import (
    ClueError,
    Signalled,
    WordleError,
    WordleWarning,
    did_you_mean,
    expected_one_of,
    quote,
)
from wordlegrep.notation import MAX_LENGTH, MIN_LENGTH, WORDLE_LENGTH, parse_green
from wordlegrep.options import METRIC_NAMES, SECONDS, Options
from wordlegrep.printer import Output, WriteError
from wordlegrep.words import DEFAULT_ENCODING, bundled_path, encoding_name, reads_stdin

if TYPE_CHECKING:
    from wordlegrep.languages import Language

NAME = 'wordle'
USAGE = """wordle: find every word that still fits your Wordle clues.

Usage:
  wordle [options] [-g GREEN]... [-y YELLOW]... [-b BLACK]... [CLUE...]
  wordle score [options] [SECRET] [GUESS...]
  wordle render [options] [CLUE...]
  wordle suggest [options] [-g GREEN]... [-y YELLOW]... [-b BLACK]... [CLUE...]
  wordle play [options]
  wordle assist [options] [-g GREEN]... [-y YELLOW]... [-b BLACK]... [CLUE...]
  wordle bench [options]
  wordle tree [options]
  wordle cache [options]
  wordle completion [options] [SHELL]
  wordle help [options] [COMMAND]

Clues, in any mix:
  CLUE                 GUESS=SCORE as the game showed it: CHEST=c.E..
                       (capital green, lowercase yellow, dot black), or in
                       digits (chest=10200: 2 green, 1 yellow, 0 black) or
                       squares (chest=🟨⬛🟩⬛⬛).
  -g, --green GREEN    Dr. Drang's green pattern, a dot per unknown: ..t..
  -y, --yellow YELLOW  letters in the word, each followed by the positions
                       it is not at: a23, l1a2 (a2,11 in longer words).
  -b, --black BLACK    letters not in the word, beyond known copies: irepch
                       (-g, -y and -b may each be given more than once).
  --length N           word length, where no -g or GUESS=SCORE gives it.

Options:
  --list NAME          a bundled word list: wordle (the default), answers,
                       nyt or nyt-answers.
  --words FILE         read the words from FILE instead (- for stdin).
  --strategy NAME      regex strategy: lookahead or permute [default: lookahead]
  --regex              print the regexes the strategy would run, and exit.
  -c, --count          print only how many words fit.
  -q, --quiet          print nothing: the status says whether a word fits.
  --emit-shell         print a grep/awk pipeline that finds the words (in the
                       Debian list of --lang, /usr/share/dict/words for en,
                       unless --words or --list).
  --awk                with --emit-shell: the filter as one awk program.
  --explain            print each word, and every reason it is out.
  --only WORDS         with --explain: just these words, comma-separated.
  -v, --verbose        print what is known before the words.
  --json               print the result as one JSON object.
  --color WHEN         letters on the game's colours, and a progress bar in
                       green: auto (on a terminal, not with NO_COLOR,
                       TERM=dumb or none), always or never [default: auto]
  -h, --help           show this help; after a command, the command's.
  --version            print the name and version.

Languages:
  --lang CODE          the game's language: en (the default), es, pt, fr, it,
                       de, nl, sv, da, nb, pl, uk or bg; its letters, and
                       where words are read, its Debian word list unless
                       there is --words or --list (en: the bundled list).
  --alphabet LETTERS   the game's letters, given: abcdefghijklmnñopqrstuvwxyz.
  --encoding NAME      the word file's encoding: utf-8 unless the --lang
                       list has another; any text encoding Python knows.

Commands (wordle help COMMAND shows each one's options and an example):
  score       score guesses against a secret word, as clues and squares
  render      draw a game as the grid people share, or as an HTML table
  suggest     rank the best next guesses
  play        watch the computer find a secret word
  assist      get a guess, type the score the game gave, until solved
  bench       play every answer and report the guesses each took
  tree        the exact optimal decision tree for a short list
  cache       show what the solver's cache holds, or clear it
  completion  print the tab-completion script for bash, zsh or fish
  help        list the commands, or show one command's help

A command may follow options, as in git: wordle --lang es suggest.

Exit status: 0 when a word fits (for the other commands: when done), 1 when
no word or answer fits (assist: when its input ends before the answer is
found), 2 for bad input or a failed write (one line on stderr), 130 when
interrupted.
"""
# The option sections only some commands take; shown in their own help.
MORE_OPTIONS = """
Render options:
  --html               an HTML table instead of squares.

Solver options:
  --metric M           how to rank guesses: estimate, entropy, minimax,
                       expected or optimal [default: estimate]
  --hard               hard mode: every revealed letter is used again.
  --top N              how many suggestions to show [default: 10]
  --seconds S          with --metric optimal: the most seconds of a core's
                       time one search may take before the best it found
                       is taken, 60 unless given; 0 for no limit.
  --secret WORD        the word for the computer to find (else a random answer).
  --start WORD         the first guess (else the strategy's own).
  --all-answers        any accepted word may be the answer.
  --guesses FILE       the words that may be guessed, and the answers
                       unless --answers says otherwise.
  --answers FILE       the words that may be the answer, guessed too.
  --memory MB          the most megabytes the score matrix may take
                       [default: 512]

Cache options:
  --clear              delete the cache's files (those it names as its own).
"""
ADDED_UP = ('--green', '--yellow', '--black')   # may be given again: each adds clues
CLUES = (*ADDED_UP, '--length')
LANGUAGE = ('--lang', '--alphabet')
POOLS = ('--list', '--words', '--all-answers', '--guesses', '--answers', '--memory', *LANGUAGE,
         '--encoding')
# Settings an alias may carry (alias wordle='wordle --color=always'): given
# before a command that does not take them, they are left out there. Any
# other option is the command's to refuse: clues, --json or -q left out
# would change what it does unsaid.
SETTINGS = ('--color', *LANGUAGE, '--encoding', '--words', '--list')
# name -> where its function is ('module:function(opts, out) -> int'), the
# options it takes beyond --help, and an example. A command's module is
# imported only when it runs, so that finding words never pays for numpy.
COMMANDS: dict[str, tuple[str, tuple[str, ...], str]] = {
    'find': ('wordlegrep.cli:find',
             (*CLUES, '--list', '--words', *LANGUAGE, '--encoding', '--strategy', '--regex',
              '--count', '--quiet', '--emit-shell', '--awk', '--explain', '--only', '--verbose',
              '--json', '--color', '--version'),
             'wordle -g ..t.. -b irepch -y a23'),
    'score': ('wordlegrep.render:score_command', (*LANGUAGE, '--color'),
              'wordle score chess swiss chest'),
    'render': ('wordlegrep.render:render_command', ('--html', *LANGUAGE, '--color'),
               "wordle render CHAIR=Cha.. CACHE=CACHE"),
    'suggest': ('wordlegrep.solver.commands:suggest',
                (*CLUES, *POOLS, '--metric', '--seconds', '--hard', '--top', '--json',
                 '--color'),
                'wordle suggest JUDGE=....e CHEST=c.E..'),
    'play': ('wordlegrep.solver.commands:play',
             ('--length', *POOLS, '--metric', '--seconds', '--hard', '--secret', '--start',
              '--json', '--color'),
             'wordle play --secret crane'),
    'assist': ('wordlegrep.solver.commands:assist',
               (*CLUES, *POOLS, '--metric', '--seconds', '--hard', '--start', '--color'),
               'wordle assist --hard'),
    'bench': ('wordlegrep.solver.commands:bench',
              ('--length', *POOLS, '--metric', '--seconds', '--hard', '--start', '--json',
               '--color'),
              'wordle bench --hard'),
    'tree': ('wordlegrep.solver.commands:tree',
             ('--length', *POOLS, '--hard', '--start', '--color'),
             'wordle tree --words ten.txt'),
    'cache': ('wordlegrep.store:cache_command', ('--clear',), 'wordle cache --clear'),
    'completion': ('wordlegrep.completion:completion_command', (),
                   'wordle completion bash > ~/.local/share/bash-completion/completions/wordle'),
    'help': ('wordlegrep.cli:help_command', (), 'wordle help suggest'),
}
SHELLS = ('bash', 'zsh', 'fish')
COLORS = ('auto', 'always', 'never')
HELP = '--help'


class Entry:
    """One option as the help describes it: its names, the name of its
    value (None for a flag), the section it is in and its lines of text."""

    def __init__(self, lines: list[str], section: str) -> None:
        self.lines, self.section = lines, section
        self.spec = spec = lines[0].strip().split('  ')[0]
        names = [part.split()[0] for part in spec.split(', ')]
        self.long = next(n for n in names if n.startswith('--'))
        self.short = next((n for n in names if not n.startswith('--')), None)
        self.value = spec.split()[-1] if spec.split()[-1][0] != '-' else None

    @property
    def default(self) -> str:
        """Its `[default: ...]` clause, or ''. docopt is shown the option's
        names and this alone: its time grows with the text it reads."""
        text = ' '.join(self.lines)
        start = text.find('[default: ')
        return text[start:text.index(']', start) + 1] if start >= 0 else ''


def _sections(text: str) -> Iterator[tuple[str, list[str]]]:
    """The headed sections of a help text: (heading, lines)."""
    for block in text.strip().split('\n\n'):
        heading, *lines = block.split('\n')
        yield heading, lines


def option_entries() -> dict[str, Entry]:
    """Every option of every command, by long name, in the help's order."""
    entries: dict[str, Entry] = {}
    for heading, lines in [*_sections(USAGE), *_sections(MORE_OPTIONS)]:
        current: list[str] | None = None
        for line in lines:
            if line.lstrip().startswith('-'):
                current = [line]
                entry = Entry(current, heading)
                entries[entry.long] = entry
            elif current is not None and line.startswith(' ' * 6):
                current.append(line)
            else:
                current = None
    return entries


def summaries() -> dict[str, str]:
    """Each command but the main job, with what it does in a line."""
    lines = next(lines for heading, lines in _sections(USAGE)
                 if heading.startswith('Commands'))
    return dict(line.strip().split(None, 1) for line in lines)


def choices(option: str) -> tuple[str, ...]:
    """The values an option can take, where they are a fixed set."""
    if option == '--list':
        from wordlegrep.words import LISTS
        return tuple(LISTS)
    if option == '--strategy':
        from wordlegrep.strategies import STRATEGIES
        return tuple(STRATEGIES)
    if option == '--metric':
        return METRIC_NAMES
    if option == '--lang':
        from wordlegrep.languages import LANGUAGES
        return tuple(LANGUAGES)
    return {'--color': COLORS, 'SHELL': SHELLS,
            'COMMAND': tuple(summaries())}.get(option, ())


def takes(command: str) -> tuple[str, ...]:
    """The long options `command` takes, --help included."""
    return (*COMMANDS[command][1], HELP)


def _usage_lines(command: str) -> list[str]:
    usage = USAGE.partition('Usage:\n')[2].partition('\n\n')[0]
    return [line for line in usage.splitlines()
            if (line.split()[1] if line.split()[1] in COMMANDS else 'find') == command]


def _named(entry: Entry, longs: Sequence[str], shorts: str) -> bool:
    """Whether a token could name the option: a long token by docopt's
    prefix, a cluster of short ones by the option's letter."""
    if any(entry.long.startswith(token) for token in longs):
        return True
    return entry.short is not None and entry.short[1] in shorts


def _usage_for(command: str, argv: Sequence[str] = ()) -> str:
    """What docopt is shown for `command`: its usage lines and those of its
    options that a token of `argv` could name (a long one by docopt's
    prefix, a short one by its letter), without descriptions. Options no
    token names cannot change the parse, and docopt's time grows with every
    option it is shown: for the main job, the whole help cost more than the
    search. The options the usage lines spell out are always shown."""
    entries = option_entries()
    usage = [_ends_options(line) for line in _usage_lines(command)]
    longs = [arg.partition('=')[0] for arg in argv if arg.startswith('--') and len(arg) > 2]
    shorts = ''.join(arg[1:] for arg in argv if arg.startswith('-') and arg[1:2] != '-')
    options = [f'  {entries[name].spec}  {entries[name].default}' for name in takes(command)
               if _named(entries[name], longs, shorts)
               or any(f'[{entries[name].short} ' in line for line in usage)]
    return 'Usage:\n{}\n\nOptions:\n{}\n'.format('\n'.join(usage), '\n'.join(options))


def _ends_options(line: str) -> str:
    """A usage line with `[--]` before its operands, as docopt is shown it:
    `--` ends the options, as in grep and git, and is no operand itself.

    >>> _ends_options('  wordle completion [options] [SHELL]')
    '  wordle completion [options] [--] [SHELL]'
    """
    words = line.split(' ')
    at = next((i for i, word in enumerate(words) if word[:1] == '[' and word[1:2].isupper()),
              len(words))
    return ' '.join([*words[:at], '[--]', *words[at:]])


def _without_separator(args: dict[str, Any]) -> dict[str, Any]:
    """docopt's dict without a `--` that came after an operand: `[--]`
    takes one before them, but docopt keeps a later one as an operand."""
    for key in ('CLUE', 'GUESS'):
        if not args.get('--') and '--' in (args.get(key) or ()):
            args[key].remove('--')   # the first: docopt reads the rest as operands
            break
    return args


CLUES_HEADING = 'Clues, in any mix:'
DESCRIBED_AT, HELP_WIDTH = 23, 78   # where the help's descriptions start, and its widest line
# --length in the help of a command that takes no clues to give it: that
# of the words among these it takes
LENGTH_ALONE = 'length of the words played: that of {named}, else {length}.'
NAMING_WORDS = ('--secret', '--start')
# ... and in that of one that takes clues and a first guess (assist)
LENGTH_STARTED = ('  --length N           word length, where no -g, GUESS=SCORE or --start\n'
                  '                       gives it.')


def _entry(spec: str, text: str) -> list[str]:
    """An option's help: its `spec` (as wide as DESCRIBED_AT), then `text`
    wrapped to HELP_WIDTH under the descriptions' column."""
    import textwrap
    return textwrap.wrap(text, HELP_WIDTH, initial_indent=spec,
                         subsequent_indent=' ' * DESCRIBED_AT)


def _listless(name: str, lines: list[str]) -> list[str]:
    """An option's help in a command that reads no word list and draws no
    progress bar (score, render): --lang's letters without the list it
    picks, --color without the bar."""
    spec, text = lines[0][:DESCRIBED_AT], ' '.join(line.strip() for line in lines)
    text = text[len(spec.strip()):].strip()
    if name == '--lang':
        text = text.split('; its letters')[0] + ': its letters.'
    elif name == '--color':
        text = text.replace(', and a progress bar in green', '')
    else:
        return lines
    return _entry(spec, text)


def help_text(command: str) -> str:
    """`wordle --help` for the main job; a command's own help otherwise:
    what it does, its usage, its options by section, and an example."""
    if command == 'find':
        return USAGE.strip() + '\n'
    entries = option_entries()
    parts = [f'{NAME} {command}: {summaries()[command]}.',
             'Usage:\n' + '\n'.join(_usage_lines(command))]
    sections: dict[str, list[str]] = {}
    clues = any('CLUE' in line for line in _usage_lines(command))
    for name, entry in entries.items():
        if name in takes(command):   # (a command with no clues has their --length alone)
            section = entry.section if clues or entry.section != CLUES_HEADING else 'Words:'
            lines = entry.lines
            if name == '--length' and not clues:
                named = ' or '.join(word for word in NAMING_WORDS if word in takes(command))
                lines = _entry(lines[0][:DESCRIBED_AT],
                               LENGTH_ALONE.format(named=named, length=WORDLE_LENGTH))
            elif name == '--length' and '--start' in takes(command):
                lines = [LENGTH_STARTED]
            if '--words' not in takes(command):
                lines = _listless(name, lines)
            sections.setdefault(section, []).extend(lines)
    parts += [heading + '\n' + '\n'.join(lines) for heading, lines in sections.items()]
    parts.append(f'Example:\n  {COMMANDS[command][2]}')
    return '\n\n'.join(parts) + '\n'


def help_command(opts: Options, out: Output) -> int:
    """wordle help [COMMAND]: one command's help, or the list of commands."""
    if opts.topic is None:
        rows = {'[CLUE...]': 'find the words that fit the clues (wordle --help)',
                **summaries()}
        width = max(map(len, rows))
        out.write_prose(''.join(f'{NAME} {name.ljust(width)}  {text}\n'
                                for name, text in rows.items()))
        return 0
    out.write_prose(help_text(_command_named(opts.topic)))
    return 0


def _command_named(name: str) -> str:
    """A command's name as `help` reads it ('find' is the main job)."""
    if name in COMMANDS:
        return name
    raise WordleError(f'unknown command {quote(name)}'
                      + did_you_mean(name, [c for c in COMMANDS if c != 'find']))


def _number(text: str | None, option: str, low: int, high: int) -> int | None:
    """A whole number in ASCII digits within its range, or an error."""
    if text is None:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= 9 and low <= int(text) <= high):
        raise ClueError(f'{option} {quote(text)}: expected a whole number from {low} to {high}')
    return int(text)


def _seconds(text: str | None) -> float | None:
    """--seconds as a number of seconds in ASCII digits, None for no limit
    (0), or an error; SECONDS, as its usage says, where it is not given."""
    if text is None:
        return SECONDS
    whole, _, part = text.partition('.')
    if not (text.isascii() and len(whole) <= 9 and len(part) <= 9 and (whole or part)
            and all(digits.isdigit() for digits in (whole, part) if digits)):
        raise ClueError(f'--seconds {quote(text)}: expected a number of seconds, '
                        'like 60 or 0.5 (0 for no limit)')
    return float(text) or None


def _text(value: str) -> str:
    """An argument as the text it was typed: where Python decoded it with
    surrogate escapes (a C locale), the UTF-8 it really was, so squares
    work in any locale. Left as it is when it is not UTF-8 either."""
    if value.isascii():
        return value
    try:
        return os.fsencode(value).decode('utf-8')
    except UnicodeError:
        return value


def _green(patterns: Sequence[str], alphabet: Alphabet = ENGLISH) -> str | None:
    """Repeated -g patterns as one; a position two of them fill with
    different letters is an error.

    >>> _green(['..t..', 's....']), _green([])
    ('s.t..', None)
    """
    merged: list[str] = []
    for text in patterns:
        fixed = parse_green(text, alphabet)
        if merged and len(fixed) != len(merged):
            raise ClueError(f'-g {quote(text)}: has {len(fixed)} positions, but '
                            f'-g {quote(patterns[0])} has {len(merged)}')
        for i, letter in enumerate(fixed):
            if not merged:
                continue
            if letter and merged[i] and letter != merged[i]:
                raise ClueError(f'-g {quote(text)}: puts {letter} at position {i + 1}, '
                                f'where another -g puts {merged[i]}')
        merged = [old or new for old, new in zip(merged, fixed)] if merged else list(fixed)
    return ''.join(letter or '.' for letter in merged) if merged else None


# Options that print something else instead of the words, each with what
# it prints and the options it leaves with nothing to do.
PRINTS_INSTEAD = (
    ('--emit-shell', 'a pipeline instead of running one',
     ('--regex', '--explain', '--json', '--verbose', '--only')),
    ('--regex', 'the regexes instead of running them',
     ('--explain', '--json', '--verbose', '--count')),
    ('--explain', 'every word it judges and why', ('--count',)),
    ('--quiet', 'nothing', ('--emit-shell', '--regex', '--explain', '--json', '--verbose',
                            '--count')),
)


def _check_options(command: str, args: dict[str, Any], argv: Sequence[str]) -> None:
    """What the usage text cannot say: choices, and options that only
    mean something together (named as `argv` spells them)."""
    from wordlegrep.strategies import STRATEGIES
    strategy = args.get('--strategy')
    if strategy is not None and strategy not in STRATEGIES:
        raise ClueError(expected_one_of('--strategy', strategy, STRATEGIES))
    color = args.get('--color')
    if color is not None and color not in COLORS:
        raise ClueError(expected_one_of('--color', color, COLORS))
    if args.get('--awk') and not args.get('--emit-shell'):
        raise WordleError('--awk: only means something with --emit-shell')
    metric = args.get('--metric')
    if metric is not None and metric not in METRIC_NAMES:   # (before what it would mean)
        raise ClueError(expected_one_of('--metric', metric, METRIC_NAMES))
    if args.get('--seconds') is not None and metric != 'optimal':
        raise WordleError('--seconds: only means something with --metric optimal')
    for printing, what, others in PRINTS_INSTEAD:
        for other in others if args.get(printing) else ():
            if args.get(other):   # one of them would be ignored
                raise WordleError(f'{_as_typed(other, argv)}: cannot be combined with '
                                  f'{printing}, which prints {what}')
    for clue in args.get('CLUE') or ():   # a word file named as grep takes one
        if clue == '-' or (command == 'find' and '=' not in clue and os.path.isfile(clue)):
            what = 'standard input' if clue == '-' else 'a file'
            hint = (f', or --words {quote(clue)} to read the words from it'
                    if '--words' in takes(command) and not args.get('--words')
                    and command != 'assist' else '')   # (whose stdin has the scores)
            raise ClueError(f'{quote(clue)}: {what}, not a clue; expected GUESS=SCORE{hint}')
    only = args.get('--only')
    if only is not None and not args.get('--explain'):
        raise ClueError(f'--only {quote(only)}: goes with --explain')
    if only is not None and not only.replace(',', '').strip():
        raise ClueError(f'--only {quote(only)}: expected words, comma-separated, like crane,slate')
    _check_sources(args)
    shell = args.get('SHELL')
    if command == 'completion' and shell not in SHELLS:
        raise ClueError(expected_one_of('completion', shell, SHELLS) if shell is not None
                        else f'completion: expected a shell, one of {", ".join(SHELLS)}')


def _check_sources(args: Mapping[str, Any]) -> None:
    """The word files and lists named (options by docopt's names): each file
    named, stdin read by one at most, and no two that would leave one unread."""
    files = ('--words', '--guesses', '--answers')
    for option in files:
        if args.get(option) == '':   # --emit-shell would print `< ''`, a pipeline that fails
            raise WordleError(f"{option} '': expected a file name, or - for standard input")
    named = [option for option in files if args.get(option) is not None
             and reads_stdin(args[option])]
    if len(named) > 1:   # the second would read nothing
        raise WordleError(f'{named[1]} {quote(args[named[1]])}: standard input is read once, '
                          f'and {named[0]} reads it; expected a file for one of them')
    for one, other in (('--words', '--list'), ('--guesses', '--words'), ('--guesses', '--list')):
        if args.get(one) is not None and args.get(other) is not None:   # one would be ignored
            raise WordleError(f'{one} {quote(args[one])} and {other} {quote(args[other])}: '
                              'give one or the other')
    if args.get('--all-answers') and args.get('--answers') is not None:   # likewise
        raise WordleError(f"--answers {quote(args['--answers'])} and --all-answers: "
                          'give one or the other')


def _as_typed(name: str, argv: Sequence[str]) -> str:
    """The option `name` as a message names it: by its short form where
    argv spells it so (alone or in a cluster), else by its long name.

    >>> _as_typed('--verbose', ['-bv', 'x']), _as_typed('--verbose', ['-vb', 'x', '--verb'])
    ('--verbose', '-v')
    """
    entries = option_entries()
    short = entries[name].short
    if short is None:
        return name
    shorts = {entry.short[1]: entry for entry in entries.values() if entry.short}
    for token in argv[:argv.index('--') if '--' in argv else len(argv)]:
        if token[:1] != '-' or token[1:2] in ('', '-'):
            continue   # an operand, a value, or a long option
        for letter in token[1:]:
            if letter == short[1]:
                return short
            if letter not in shorts or shorts[letter].value:   # the rest is its value
                break
    return name


def _positionals(command: str, args: dict[str, Any]) -> tuple[str, ...]:
    """score's SECRET and GUESSes, checked here: docopt would only say the
    arguments fit no usage line."""
    if command == 'score':
        if args.get('SECRET') is None or not args.get('GUESS'):
            raise ClueError('score: expected a SECRET word and at least one GUESS, '
                            'like: wordle score chess swiss chest')
        return (args['SECRET'], *args['GUESS'])
    if command == 'render' and not args.get('CLUE'):
        raise ClueError('render: expected at least one GUESS=SCORE clue, '
                        'like: wordle render CHAIR=Cha.. CACHE=CACHE')
    return ()


def _reads_list(command: str, args: dict[str, Any]) -> bool:
    """Whether the command line reads a word list here: a command that
    takes no --words (score, render) reads none, --regex prints patterns,
    a pipeline (--emit-shell) reads it where it runs, and --guesses
    replaces it."""
    return not ('--words' not in takes(command) or args.get('--regex')
                or args.get('--emit-shell') or args.get('--guesses') is not None)


def _named_encoding(path: str | None, preset: Language | None) -> str:
    """The encoding of a file the user names (`--words`, `--guesses`,
    `--answers`) where --encoding does not say: UTF-8, but for the
    language's own list, by any path, in its own (`--lang sv --words
    /usr/share/dict/svenska` is ISO-8859-1, as `--lang sv` reads it)."""
    if preset is not None and path is not None and _same_file(path, preset.dictionary):
        return preset.encoding
    return DEFAULT_ENCODING


def _same_file(path: str, other: str) -> bool:
    """Whether `path` names the file `other` does; False where either is
    missing, or stdin."""
    try:
        return path != '-' and os.path.samefile(path, other)
    except (OSError, ValueError):
        return False


def _options(command: str, args: dict[str, Any], argv: Sequence[str]) -> Options:
    """Turn docopt's dict into typed options, checking what it cannot."""
    args = {key: _text(value) if isinstance(value, str) and key != '--words' else
            [_text(v) for v in value] if isinstance(value, list) else value
            for key, value in args.items()}
    _check_options(command, args, argv)
    # --list has no docopt default, so that given and defaulted differ; a
    # value given empty is refused as any bad value is, never taken as none.
    words, listed = args.get('--words'), args.get('--list')
    named = 'wordle' if listed is None else listed
    list_name = None if words is not None else named
    source = words if words is not None else bundled_path(named)
    alphabet = choose(args.get('--lang'), args.get('--alphabet'))
    given, users = args.get('--encoding'), words is not None
    own = DEFAULT_ENCODING   # a bundled list's: ours, in UTF-8
    preset = None
    if args.get('--lang') is not None and alphabet != ENGLISH and listed is None:
        from wordlegrep.languages import LANGUAGES, dictionary
        preset = LANGUAGES[alphabet.name]
        if words is None:
            # the language's own list: refused at once if it is not
            # installed, where this command line reads it
            words = dictionary(alphabet.name) if _reads_list(command, args) else preset.dictionary
            list_name, source, own = None, words, preset.encoding
        else:
            own = _named_encoding(words, preset)
    # --encoding, which an alias may carry, is for the files a user names,
    # and the list a pipeline reads where it runs; a list of ours (bundled,
    # or a language's own) is read in its own encoding
    encoding = given if given is not None and (users or args.get('--emit-shell')) else own
    encoding_name(encoding if given is None else given)   # refuses an unknown one

    def flag(name: str) -> bool:
        return bool(args.get(name))

    def given_or(name: str, default: str) -> str:
        value = args.get(name)
        return default if value is None else str(value)

    def joined(name: str) -> str | None:
        # -y '' or -b '' names no letters, as grep -e '' is a pattern: the
        # same as none given, which a script building the options may want.
        return ' '.join(value for value in args.get(name) or () if value) or None

    def encoding_of(name: str) -> str:   # a pool's file: as --encoding says, else by the file
        return given_or('--encoding', _named_encoding(args.get(name), preset))

    return Options(
        command=command,
        clues=tuple(args.get('CLUE') or ()),
        green=_green(args.get('--green') or (), alphabet), yellow=joined('--yellow'),
        black=joined('--black'),
        length=_number(args.get('--length'), '--length', MIN_LENGTH, MAX_LENGTH)
        or (_played_length(args, alphabet) if list_name is None else None),
        source=source, list_name=list_name, strategy=given_or('--strategy', 'lookahead'),
        regex=flag('--regex'), count_only=flag('--count'), quiet=flag('--quiet'),
        emit_shell=flag('--emit-shell'), awk=flag('--awk'), explain=flag('--explain'),
        only=tuple(w.strip().lower() for w in (args.get('--only') or '').split(',')
                   if w.strip()),
        verbose=flag('--verbose'), json=flag('--json'), html=flag('--html'),
        metric=args.get('--metric'), seconds=_seconds(args.get('--seconds')), hard=flag('--hard'),
        top=_number(args.get('--top'), '--top', 1, 100_000) or 10,
        secret=args.get('--secret'), start=args.get('--start'),
        all_answers=flag('--all-answers'),
        guesses=args.get('--guesses'), answers=args.get('--answers'),
        memory=_number(args.get('--memory'), '--memory', 1, 10_000_000) or 512,
        scored=_positionals(command, args),
        source_given=words is not None or listed is not None,
        color=given_or('--color', 'auto'),
        topic=args.get('COMMAND'), shell=args.get('SHELL'), clear=flag('--clear'),
        alphabet=alphabet, encoding=encoding,
        guesses_encoding=encoding_of('--guesses'), answers_encoding=encoding_of('--answers'))


def _played_length(args: dict[str, Any], alphabet: Alphabet) -> int | None:
    """The length of the words of a game no clue or --length sizes: that
    of --secret, else of --start (a word of the game's letters), or None.
    (Not asked of the bundled lists, whose words are all of five.)"""
    if args.get('--green') or args.get('CLUE'):
        return None
    from wordlegrep.render import read_word
    for name in ('--secret', '--start'):
        if args.get(name):
            return len(read_word(args[name], name, alphabet))
    return None


def find(opts: Options, out: Output) -> int:
    """The main job: print the words that fit the clues."""
    model = opts.constraints()
    if opts.emit_shell:
        from wordlegrep.shell import DICTIONARY, pipeline
        out.write(pipeline(model, opts.source if opts.source_given else DICTIONARY,
                           'awk' if opts.awk else 'grep', opts.strategy, opts.count_only,
                           opts.encoding, out.encoding))
        return 0
    if opts.regex:
        from wordlegrep.strategies import patterns
        out.write(''.join(p + '\n' for p in patterns(model, opts.strategy)))
        return 0
    if opts.verbose or opts.explain or opts.json or opts.only:
        from wordlegrep.report import report
        status = report(opts, model, out)
        if status:
            _hint_empty(opts, model.length)
        return status
    if opts.quiet:
        from wordlegrep.search import any_fits
        return 0 if any_fits(model, opts.source, opts.strategy, opts.encoding) else 1
    from wordlegrep.printer import print_words
    from wordlegrep.search import search_file
    words = search_file(model, opts.source, opts.strategy, opts.encoding)
    if opts.count_only:
        out.write(f'{len(words)}\n')
    else:
        print_words(words, out)
    if not words:
        _hint_empty(opts, model.length)
    return 0 if words else 1


def _hint_empty(opts: Options, length: int) -> None:
    """Where nothing fits, the notes on why that may be."""
    if opts.list_name is not None and length != WORDLE_LENGTH:
        _complain(f'note: the bundled lists hold words of {WORDLE_LENGTH} letters only; '
                  f'for words of {length}, give --words FILE')
    _hint_small(opts.clues, opts.alphabet)


def _hint_small(clues: Sequence[str], alphabet: Alphabet) -> None:
    """Where nothing fits, a note on each pair in which a letter no shift
    key capitalises (ß) was written small, so read yellow: the player may
    have meant it green (BLOßEN=BLOßE. for bloßes)."""
    from wordlegrep.alphabet import capital
    from wordlegrep.notation import small_yellows
    for token in clues:
        letters = small_yellows(token, alphabet) if '=' in token else []
        if letters:
            greens = [*sorted({big for big in map(capital, letters) if big}), '2']
            _complain(f"note: {quote(token)}: {', '.join(sorted(set(letters)))} written small "
                      f"reads as yellow; for green write {' or '.join(greens)}")


def _run(command: str) -> Callable[[Options, Output], int]:
    """The function that runs `command` (imported with __import__, as
    importlib itself would be one more module to load on every start)."""
    module, _, function = COMMANDS[command][0].partition(':')
    try:
        loaded = __import__(module, fromlist=[function])
    except ModuleNotFoundError as error:   # numpy, in a broken installation
        if not error.name or error.name.startswith('wordlegrep'):
            raise
        raise WordleError(f'{command} needs {error.name}, which is missing from this '
                          f'installation: reinstall wordlegrep, or pip install {error.name}'
                          ) from None
    except ImportError as error:   # a library that would not load: no memory to map it
        cause: BaseException = error   # (numpy's own runs to 25 lines of advice around it)
        while cause.__cause__ or cause.__context__:
            cause = cause.__cause__ or cause.__context__   # type: ignore[assignment]
        first = str(cause).strip().partition('\n')[0]
        raise WordleError(f'{command}: a library it needs did not load: {first}') from None
    return getattr(loaded, function)  # type: ignore[no-any-return]


def _command_of(argv: Sequence[str]) -> str:
    """The command argv names; the main job when it names none. A first
    word that is no clue but looks like a command misspelt is an error."""
    first = argv[0] if argv else ''
    if first in COMMANDS and first != 'find':
        return first
    if first and not first.startswith('-') and '=' not in first:
        hint = did_you_mean(first, [c for c in COMMANDS if c != 'find'], cutoff=0.75)
        if hint:
            raise WordleError(f'unknown command {quote(first)}{hint}')
    return 'find'


def _command_first(argv: Sequence[str]) -> Sequence[str]:
    """argv with a command typed after options moved in front of them, as
    git takes `git -C dir log`: `wordle --lang es suggest` is `wordle
    suggest --lang es`. Only options may come before it: a word that is an
    option's value, or follows `--` or another argument, stays put. Options
    that are settings (SETTINGS) the command does not take are left out,
    so that an alias of them (`alias wordle='wordle --color=always'`) works
    with every command, as git's options before a command do."""
    if not argv or not argv[0].startswith('-') or not any(t in COMMANDS for t in argv):
        return argv
    entries = option_entries()
    shorts = {entry.short: name for name, entry in entries.items() if entry.short}
    spans: list[tuple[int, int, list[str]]] = []   # each option: place, tokens, names
    at = 0
    while at < len(argv) and argv[at].startswith('-') and argv[at] not in ('-', '--'):
        token, names = argv[at], []
        if token.startswith('--'):
            name, has_value, _ = token.partition('=')
            long = _long_name(name, list(entries))
            names.append(long or name)
            width = 1 + bool(long and entries[long].value and not has_value)
        else:
            width = 1
            for k, letter in enumerate(token[1:], 1):   # a cluster: -vg ..t..
                named = shorts.get(f'-{letter}')
                names.append(named or f'-{letter}')
                if named is None or entries[named].value:
                    width += named is not None and k == len(token) - 1
                    break
        spans.append((at, width, names))
        at += width
    if at < len(argv) and argv[at] in COMMANDS and argv[at] != 'find':
        command, own = argv[at], takes(argv[at])
        kept: list[str] = []
        left_out: dict[str, str] = {}
        for start, width, names in spans:
            if all(name in SETTINGS and name not in own for name in names):
                tokens = argv[start:start + width]
                value = tokens[0].partition('=')[2] if width == 1 else tokens[1]
                left_out[names[0]] = value if names[0] == '--words' else _text(value)  # (_options')
            else:
                kept += argv[start:start + width]
        if command != 'help' and not _asks_help(command, argv[at + 1:]):   # (help wins)
            _check_left_out(left_out)
        return [command, *kept, *argv[at + 1:]]
    return argv


def _asks_help(command: str, argv: Sequence[str]) -> bool:
    """Whether a command's own arguments ask for its help (before any
    `--`), by -h or --help or a prefix of it that names no other option."""
    own = list(takes(command))
    return any(token == '-h' or (token.startswith('--') and _long_name(token, own) == HELP)
               for token in itertools.takewhile(lambda token: token != '--', argv))


def _check_left_out(settings: dict[str, str]) -> None:
    """Settings left out before a command are still checked, as they are
    anywhere else: `--color=bogus cache`, `--encoding latn1 cache` and
    `--words a.txt --list nyt cache` are errors (the last given of one
    setting counts)."""
    for name, value in settings.items():
        allowed = choices(name)
        if allowed and value not in allowed:
            raise WordleError(expected_one_of(name, value, allowed))
    _check_sources(settings)
    if '--encoding' in settings:
        encoding_name(settings['--encoding'])
    if '--lang' in settings or '--alphabet' in settings:
        choose(settings.get('--lang'), settings.get('--alphabet'))


def _long_name(name: str, known: Sequence[str]) -> str | None:
    """The long option `name` is, exactly or as docopt's unique prefix."""
    if name in known:
        return name
    starting = [k for k in known if k.startswith(name)]
    return starting[0] if len(starting) == 1 else None


def _shorts(command: str) -> dict[str | None, str]:
    """The long name of each short option `command` takes, by its short."""
    entries = option_entries()
    return {entries[name].short: name for name in takes(command) if entries[name].short}


def _diagnose(command: str, argv: Sequence[str]) -> str:
    """One line saying what in argv fits no usage line of `command`: an
    option it does not take (and which commands do), a value missing, or
    an argument with no place. (An option given twice is given again: see
    `_last_wins`.)"""
    shorts = _shorts(command)
    where = _where(command)
    tokens = list(argv[1:] if command != 'find' else argv)
    arguments: list[str] = []
    while tokens:
        token = tokens.pop(0)
        if token == '--':   # the rest are arguments, whatever they look like
            arguments += tokens
            break
        if token.startswith('--'):
            _, problem = _long_option(token, command, tokens)
        elif token.startswith('-') and token != '-':
            _, problem = _short_options(token, command, shorts, tokens)
        else:
            arguments.append(token)
            continue
        if problem:
            return problem + (f' (see {where} --help)' if problem.startswith('unknown') else '')
    extra = {'help': 'COMMAND', 'completion': 'SHELL'}.get(command)
    if extra and len(arguments) > 1:
        return f'{quote(arguments[1])}: {where} takes one {extra} at most'
    if extra:
        return f'{where}: expected one {extra} at most'
    if command in ('play', 'bench', 'tree') and arguments:
        return f'{quote(arguments[0])}: {where} takes no clues (see {where} --help)'
    if command == 'cache' and arguments:
        return (f'{quote(arguments[0])}: {where} takes no arguments, only options '
                f'(see {where} --help)')
    return f'{quote(" ".join(argv))}: these arguments fit no usage line (see {where} --help)'


def _where(command: str) -> str:
    """The command as typed: wordle, or wordle and its name."""
    return NAME if command == 'find' else f'{NAME} {command}'


def _taken_elsewhere(option: str, command: str, others: Sequence[str]) -> str:
    """Why `option` does not fit `command`, which does not take it, and
    which of the `others` do."""
    users = ', '.join(_where(other) for other in others)
    return (f'{option}: {_where(command)} does not take it; '
            f'{users} take{"s" if len(others) == 1 else ""} it')


Spot = tuple[int, int, list[tuple[str, int]]]


def _spots(command: str, tokens: Sequence[str]) -> list[Spot] | None:
    """Where each option stands in `tokens`, up to a `--` that ends them:
    its place, the tokens it takes (2 with a separate value), and the names
    it gives, each with its letter's place in a cluster such as -cv (0 for
    a long option); None when one does not fit `command`."""
    shorts = _shorts(command)
    at = 0 if command == 'find' else 1
    spots: list[Spot] = []
    while at < len(tokens) and tokens[at] != '--':
        token, rest = tokens[at], list(tokens[at + 1:])
        if token.startswith('--'):
            name, problem = _long_option(token, command, rest)
            found = [(name, 0)]
        elif token.startswith('-') and token != '-':
            names, problem = _short_options(token, command, shorts, rest)
            found = [(name, letter) for letter, name in enumerate(names, 1)]
        else:
            found, problem = [], ''
        if problem:
            return None
        width = len(tokens) - at - len(rest)
        spots.append((at, width, found))
        at += width
    return spots


def _last_wins(command: str, argv: Sequence[str]) -> list[str] | None:
    """argv with each option given more than once kept only where it is
    given last, as grep, ripgrep and git take it (an alias's --color=always,
    then --color=never), but -g, -y and -b, which add up; None when none
    is, or argv does not parse as options at all."""
    spots = _spots(command, argv)
    if spots is None:
        return None
    places: dict[str, list[tuple[int, int, int]]] = {}   # (token, tokens it takes, letter)
    for at, width, found in spots:
        for name, letter in found:
            places.setdefault(name, []).append((at, width, letter))
    tokens = list(argv)
    earlier = sorted((spot for name, spots in places.items() if name not in ADDED_UP
                      for spot in spots[:-1]), reverse=True)   # from the end: places hold
    for at, width, letter in earlier:
        if letter and len(tokens[at]) > 2:   # one of a cluster of flags: -cv
            tokens[at] = tokens[at][:letter] + tokens[at][letter + 1:]
        else:
            del tokens[at:at + width]
    return tokens if earlier else None


def _dashes_as_values(command: str, argv: Sequence[str]) -> list[str] | None:
    """argv with an option's separate value `--` joined to it, as grep
    reads `-f --` (a file named --), where docopt takes it for the end of
    the options; None when there is none."""
    spots = _spots(command, argv)
    tokens = list(argv)
    for at, width, _ in reversed(spots or []):
        if width == 2 and tokens[at + 1] == '--':
            joined = '=' if tokens[at].startswith('--') else ''
            tokens[at:at + 2] = [tokens[at] + joined + '--']
    return tokens if tokens != list(argv) else None


def _long_option(token: str, command: str, rest: list[str]) -> tuple[str, str]:
    """The long option `token` names for `command` and, when it does not
    fit, why; its value, if separate, is taken off `rest`."""
    typed, has_value, value = token.partition('=')
    if typed == '--':   # (--=x: no name at all)
        return typed, f'unknown option {quote(token)}'
    name = _long_name(typed, takes(command))
    if name is None:
        several = [known for known in takes(command) if known.startswith(typed)]
        if len(several) > 1:
            return typed, (f'{quote(typed)}: an ambiguous option; expected one of '
                           + ', '.join(several))
        meant = {c: _long_name(typed, takes(c)) for c in COMMANDS}
        names = sorted({name for name in meant.values() if name is not None})
        if len(names) != 1:   # none, or a prefix of other options in other commands
            return typed, f'unknown option {quote(typed)}' + did_you_mean(typed, takes(command))
        return typed, _taken_elsewhere(names[0], command,
                                       [c for c in COMMANDS if names[0] in takes(c)])
    wants = option_entries()[name].value
    if wants and not has_value:
        if not rest:
            return name, f'{name}: expected {wants} after it'
        rest.pop(0)
    if not wants and has_value:
        return name, f'{name}: takes no value, but was given {quote(value)}'
    return name, ''


def _short_options(token: str, command: str, shorts: dict[str | None, str],
                   rest: list[str]) -> tuple[list[str], str]:
    """Like _long_option, for a cluster of short options such as -vg
    (`shorts`: those `command` takes)."""
    names: list[str] = []
    for k, letter in enumerate(token[1:], 1):
        if f'-{letter}' not in shorts:
            others = [c for c in COMMANDS if f'-{letter}' in _shorts(c)]
            if not others:
                return names, f'unknown option {quote("-" + letter)}'
            return names, _taken_elsewhere(f'-{letter}', command, others)
        names.append(shorts[f'-{letter}'])
        wants = option_entries()[names[-1]].value
        if wants:
            if k == len(token) - 1:
                if not rest:
                    return names, f'-{letter}: expected {wants} after it'
                rest.pop(0)
            break
    return names, ''


def _parse(argv: Sequence[str]) -> Options:
    """argv as typed options, through the usage text of its command."""
    from docopt import DocoptExit, docopt
    command = _command_of(argv)
    try:
        args = docopt(_usage_for(command, argv), list(argv), default_help=False)
    except DocoptExit:
        again = _last_wins(command, argv) or _dashes_as_values(command, argv)
        if again is None:
            raise WordleError(_diagnose(command, argv)) from None
        return _parse(again)
    if args.get(HELP):
        return Options('help', topic=command)
    if args.get('--version'):
        return Options('version')
    return _options(command, _without_separator(dict(args)), argv)


def _complain(message: str) -> None:
    """One line on stderr; nothing at all when stderr is closed or broken."""
    try:
        if sys.stderr is not None:
            sys.stderr.write(f'{NAME}: {message}\n')
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _show_warning(message: Warning | str, category: type[Warning], filename: str, lineno: int,
                  file: object = None, line: object = None) -> None:
    """Python's warnings hook: a warning as one line on stderr, like a
    complaint; ours (a cache not used, say) as they are, others with their
    category."""
    from wordlegrep.errors import WordleWarning
    _complain(str(message) if issubclass(category, WordleWarning)
              else f'{category.__name__}: {message}')


def _hold_standard_descriptors() -> None:
    """Put /dev/null on any of descriptors 0-2 that is closed, so that no
    file this process opens lands there and passes for a standard stream."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            os.open(os.devnull, os.O_RDWR)   # the lowest free descriptor: this one


def _end_the_line() -> None:
    """After Ctrl-C at a terminal, a newline, so the shell's prompt starts
    on a line of its own rather than after `^C`."""
    try:
        if sys.stderr is not None and sys.stderr.isatty():
            sys.stderr.write('\n')
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    """Send what is left of stdout to /dev/null, so that the flush at exit
    cannot fail again (and print "Exception ignored")."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `wordle` command; return its exit status. Every edge is met
    here: bad input and failed writes are one line on stderr and status 2;
    a reader that goes away ends the command quietly (killed by SIGPIPE,
    as grep is, when this is the process's own command line); Ctrl-C
    kills it as it kills grep then (status 130 in a shell), else it is
    status 130."""
    _hold_standard_descriptors()
    out = Output(sys.stdout)
    try:
        opts = _parse(_command_first(sys.argv[1:] if argv is None else argv))
        if opts.command != 'find' or opts.list_name is None:   # work that can take a while
            import warnings

            from wordlegrep import progress
            progress.enable(colour=opts.color)
            warnings.showwarning = _show_warning
            # the command's own notes, shown whatever PYTHONWARNINGS says (error
            # would make one a traceback, and its status 1 a word not found)
            warnings.filterwarnings('always', category=WordleWarning)
        if opts.command == 'version':
            out.write(f'{NAME} {__version__}\n')
            status = 0
        else:
            status = _run(opts.command)(opts, out)
        out.flush()
        return status
    except WriteError as error:
        _silence_stdout()
        _complain(str(error))
        return 2
    except WordleError as error:
        _complain(str(error))
        return error.status
    except BrokenPipeError:
        _silence_stdout()
        if argv is None:
            _die_of('SIGPIPE')
        return 0
    except KeyboardInterrupt:
        _end_the_line()
        if argv is None:
            _die_of('SIGINT')
        return 130
    except Signalled as ended:
        import signal
        if argv is None:
            _die_of(signal.Signals(ended.number).name)
        return 128 + ended.number
    except MemoryError as error:   # (numpy's says how much it wanted)
        _complain(f'out of memory{": " if str(error) else ""}{error}')
        return 2
    except Exception as error:   # a command's module failing as it loads, short of memory
        # (compiling it with no cached bytecode, or numpy's libraries: see _starved)
        from wordlegrep import _starved
        if not _starved():
            raise
        _complain(f'out of memory: the limits on memory (ulimit -v, -d) left too little '
                  f'({type(error).__name__})')
        return 2


if __name__ == '__main__':
    raise SystemExit(main())
