"""wordle: find every word that still fits your Wordle clues.

Usage:
  wordle score [--lang CODE | --alphabet LETTERS] SECRET GUESS...
  wordle render [--html] [--lang CODE | --alphabet LETTERS] CLUE...
  wordle suggest [options] [CLUE...]
  wordle play [options] [--secret WORD]
  wordle assist [options]
  wordle bench [options]
  wordle tree [options]
  wordle [options] [CLUE...]

Clues, in any mix:
  CLUE                 GUESS=SCORE as the game showed it: CHEST=c.E..
                       (capital green, lowercase yellow, dot black), or in
                       digits (chest=10200: 2 green, 1 yellow, 0 black) or
                       squares (chest=🟨⬛🟩⬛⬛).
  -g, --green GREEN    Dr. Drang's green pattern, a dot per unknown: ..t..
  -y, --yellow YELLOW  letters in the word, each followed by the positions
                       it is not at: a23, l1a2 (a2,11 in longer words).
  -b, --black BLACK    letters not in the word, beyond known copies: irepch
  --length N           word length when no -g or GUESS=SCORE gives it.

Options:
  --list NAME          bundled word list: wordle (the default), answers or nyt.
  --words FILE         read the words from FILE instead (- for stdin).
  --strategy NAME      regex strategy: lookahead or permute [default: lookahead]
  --regex              print the regexes the strategy would run, and exit.
  --count              print only how many words fit.
  --emit-shell         print a grep/awk pipeline that finds the words (in
                       /usr/share/dict/words unless --words or --list).
  --awk                with --emit-shell: the filter as one awk program.
  --explain            print each word, and every reason it is out.
  --only WORDS         with --explain: just these words, comma-separated.
  -v, --verbose        print what is known before the words.
  --json               print the result as one JSON object.
  -h, --help           show this help.
  --version            show the version.

Language options:
  --lang CODE          the game's language: en (the default), es, pt, fr, it,
                       de, nl, sv, da, nb, pl, uk or bg; its letters, and its
                       Debian word list unless --words or --list.
  --alphabet LETTERS   the game's letters, given: abcdefghijklmnñopqrstuvwxyz.
  --encoding NAME      the word file's encoding: utf-8 unless the --lang
                       list has another; any that Python knows.

Render options:
  --html               an HTML table instead of squares.

Solver options:
  --metric M           how suggest, play, assist and bench rank guesses:
                       estimate, entropy, minimax, expected or optimal
                       [default: estimate].
  --hard               hard mode: every revealed letter is used again.
  --top N              how many suggestions to show [default: 10].
  --secret WORD        play: the word for the computer to find.
  --start WORD         play, assist, bench and tree: the first guess.
  --all-answers        any accepted word may be the answer.
"""
from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from docopt import DocoptExit, docopt

from wordlegrep import __version__
from wordlegrep.alphabet import ENGLISH, choose
from wordlegrep.errors import ClueError, WordleError
from wordlegrep.notation import MAX_LENGTH, MIN_LENGTH
from wordlegrep.options import Options
from wordlegrep.words import DEFAULT_ENCODING, bundled_path, encoding_name

# Each command's module is imported only when it runs, so that finding words
# never pays for the solver's numpy. name -> 'module:function(opts, out) -> int'.
COMMANDS = {
    'score': 'wordlegrep.render:score_command',
    'render': 'wordlegrep.render:render_command',
    'suggest': 'wordlegrep.solver.commands:suggest',
    'play': 'wordlegrep.solver.commands:play',
    'assist': 'wordlegrep.solver.commands:assist',
    'bench': 'wordlegrep.solver.commands:bench',
    'tree': 'wordlegrep.solver.commands:tree',
}
SOLVER = tuple(name for name, where in COMMANDS.items() if where.startswith('wordlegrep.solver.'))
# Option sections that only some commands are shown (see _usage_for).
OWN_SECTIONS = {'Render options:': ('render',), 'Solver options:': SOLVER}
# Option sections shown only to command lines that name one of their options
# (or a prefix of one, as docopt takes): parsed as if always shown, and
# docopt is spared their cost (the three language options cost an English
# query 18% of its parsing).
NAMED_SECTIONS = ('Language options:',)


def _number(text: str | None, option: str, low: int, high: int) -> int | None:
    if text is None:
        return None
    if not text.isdigit() or not low <= int(text) <= high:
        raise ClueError(f'{option} {text!r}: expected a whole number from {low} to {high}')
    return int(text)


def _options(args: dict[str, Any]) -> Options:
    """Turn docopt's dict into typed options, checking what it cannot."""
    from wordlegrep.strategies import DEFAULT, STRATEGIES
    # Commands whose usage line has no [options] get no option keys at all.
    strategy = args.get('--strategy', DEFAULT)
    if strategy not in STRATEGIES:
        raise ClueError(f"--strategy {strategy!r}: expected one of {', '.join(STRATEGIES)}")
    if args.get('--awk') and not args.get('--emit-shell'):
        raise WordleError('--awk: only means something with --emit-shell')
    if args.get('--emit-shell'):
        for other in ('--regex', '--explain', '--json', '--verbose', '--only'):
            if args.get(other):
                raise WordleError(f'{other}: cannot be combined with --emit-shell, '
                                  'which prints a pipeline instead of running one')
    # --list has no docopt default, so that given and defaulted differ.
    words = args.get('--words')
    named = str(args.get('--list') or 'wordle')
    list_name = None if words else named
    source = words or bundled_path(named)

    def flag(name: str) -> bool:
        return bool(args.get(name))

    # None when not given; False where a usage line names them but no section does
    alphabet = choose(args.get('--lang') or None, args.get('--alphabet') or None)
    encoding = args.get('--encoding') or DEFAULT_ENCODING
    if args.get('--lang') and alphabet != ENGLISH and not (words or args.get('--list')):
        from wordlegrep.languages import LANGUAGES
        words = LANGUAGES[alphabet.name].dictionary   # the language's own list
        list_name, source = None, words
        encoding = args.get('--encoding') or LANGUAGES[alphabet.name].encoding
    encoding_name(encoding)   # refuses an unknown one

    return Options(
        command=next((c for c in COMMANDS if args.get(c)), 'find'),
        clues=tuple(args.get('CLUE') or ()),
        green=args.get('--green'), yellow=args.get('--yellow'), black=args.get('--black'),
        length=_number(args.get('--length'), '--length', MIN_LENGTH, MAX_LENGTH),
        source=source, list_name=list_name, strategy=strategy,
        regex=flag('--regex'), count_only=flag('--count'),
        emit_shell=flag('--emit-shell'), awk=flag('--awk'), explain=flag('--explain'),
        only=tuple(w.strip().lower() for w in (args.get('--only') or '').split(',') if w.strip()),
        verbose=flag('--verbose'), json=flag('--json'), html=flag('--html'),
        metric=args.get('--metric'), hard=flag('--hard'),
        top=_number(args.get('--top'), '--top', 1, 100_000) or 10,
        secret=args.get('--secret'), start=args.get('--start'),
        all_answers=flag('--all-answers'),
        scored=tuple([args['SECRET'], *args['GUESS']] if args.get('SECRET') is not None else ()),
        source_given=bool(words or args.get('--list')),
        alphabet=alphabet, encoding=encoding)


def find(opts: Options, out: TextIO) -> int:
    """The main job: print the words that fit the clues."""
    model = opts.constraints()
    if opts.emit_shell:
        from wordlegrep.shell import DICTIONARY, pipeline
        out.write(pipeline(model, opts.source if opts.source_given else DICTIONARY,
                           'awk' if opts.awk else 'grep', opts.strategy, opts.count_only,
                           opts.encoding))
        return 0
    if opts.regex:
        from wordlegrep.strategies import patterns
        out.write(''.join(p + '\n' for p in patterns(model, opts.strategy)))
        return 0
    if opts.verbose or opts.explain or opts.json or opts.only:
        from wordlegrep.report import report
        return report(opts, model, out)
    from wordlegrep.printer import print_words
    from wordlegrep.search import search_file
    words = search_file(model, opts.source, opts.strategy, opts.encoding)
    if opts.count_only:
        out.write(f'{len(words)}\n')
    else:
        print_words(words, out)
    return 0 if words else 1


def _command(name: str) -> Callable[[Options, TextIO], int]:
    """The function that runs command `name`."""
    if name not in COMMANDS:
        return find
    module, _, function = COMMANDS[name].partition(':')
    try:
        loaded = importlib.import_module(module)
    except ModuleNotFoundError as error:   # numpy, in a broken installation
        if not error.name or error.name.startswith('wordlegrep'):
            raise
        raise WordleError(f'{name} needs {error.name}, which is missing from this '
                          f'installation: reinstall wordlegrep, or pip install {error.name}'
                          ) from None
    return getattr(loaded, function)  # type: ignore[no-any-return]


def _usage_for(command: str, argv: Sequence[str] = ()) -> str:
    """The help text cut to what `command` can use: its usage lines, and
    the option sections that are its own (and of NAMED_SECTIONS, those that
    `argv` names). docopt's time grows with every pattern and option it is
    shown; for the main job, the whole text cost more than the search."""
    head, _, rest = __doc__.partition('Usage:\n')
    usage, _, tail = rest.partition('\n\n')
    mine = [line for line in usage.splitlines()
            if line.split()[1] == command
            or (command == 'find' and line.split()[1] not in COMMANDS)]
    named = [arg.partition('=')[0] for arg in argv if arg.startswith('--') and len(arg) > 2]
    sections = [section for section in tail.split('\n\n')
                if command in OWN_SECTIONS.get(section.partition('\n')[0], (command,))
                and (section.partition('\n')[0] not in NAMED_SECTIONS
                     or any(option.startswith(arg) for arg in named
                            for option in re.findall(r'^ +(--[\w-]+)', section, re.M)))]
    return f"{head}Usage:\n{chr(10).join(mine)}\n\n" + "\n\n".join(sections)


def _usage_error(error: DocoptExit, argv: Sequence[str]) -> str:
    """docopt's complaint, cut to one line that names the tokens."""
    first = str(error).splitlines()[0] if str(error) else ''
    unmatched = re.findall(r"Option\((?:'([^']*)'|None), (?:'([^']*)'|None)", first)
    names = [long or short for short, long in unmatched]
    if names:
        return f"unexpected {', '.join(names)}: not an option here, or given twice"
    if first and not first.startswith('Usage'):
        return first
    return f"{' '.join(argv)!r}: these arguments fit no usage line (see wordle --help)"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `wordle` command; return its exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if '-h' in argv or '--help' in argv:
        print(__doc__.strip())
        return 0
    command = argv[0] if argv and argv[0] in COMMANDS else 'find'
    try:
        args = docopt(_usage_for(command, argv), argv, default_help=False, version=__version__)
    except DocoptExit as error:
        print(f'wordle: {_usage_error(error, argv)}', file=sys.stderr)
        return 2
    except SystemExit as done:   # --version
        return 0 if done.code is None else 2
    out = sys.stdout
    try:
        opts = _options(args)
        return _command(opts.command)(opts, out)
    except WordleError as error:
        print(f'wordle: {error}', file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`wordle ... | head`): nothing more to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == '__main__':
    raise SystemExit(main())
