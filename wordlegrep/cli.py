"""wordle: find every word that still fits your Wordle clues.

Usage:
  wordle score SECRET GUESS...
  wordle render [--html] CLUE...
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
                       it is not at: a23, l1a2.
  -b, --black BLACK    letters not in the word, beyond known copies: irepch
  --length N           word length when no -g or GUESS=SCORE gives it.

Options:
  --list NAME          bundled word list: wordle, answers or nyt [default: wordle]
  --words FILE         read the words from FILE instead (- for stdin).
  --strategy NAME      regex strategy: lookahead or permute [default: lookahead]
  --regex              print the regexes the strategy would run, and exit.
  --count              print only how many words fit.
  --emit-shell         print a grep/awk pipeline that finds the words.
  --awk                with --emit-shell: the filter as one awk program.
  --explain            print each word, and every reason it is out.
  --only WORDS         with --explain: just these words, comma-separated.
  -v, --verbose        print what is known before the words.
  --json               print the result as one JSON object.
  --html               with render: an HTML table instead of squares.
  --metric M           how suggest, play, assist and bench rank guesses:
                       estimate, entropy, minimax, expected or optimal
                       [default: estimate].
  --hard               hard mode: every revealed letter is used again.
  --top N              how many suggestions to show [default: 10].
  --secret WORD        play: the word for the computer to find.
  --start WORD         play, assist, bench and tree: the first guess.
  --all-answers        solver: any accepted word may be the answer.
  -h, --help           show this help.
  --version            show the version.
"""
from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TextIO

from docopt import DocoptExit, docopt

from wordlegrep import __version__
from wordlegrep.errors import ClueError, WordleError
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues
from wordlegrep.words import bundled_path

MIN_LENGTH, MAX_LENGTH = 2, 15


class Options(NamedTuple):
    """The command line, typed."""
    command: str
    clues: tuple[str, ...]
    green: str | None
    yellow: str | None
    black: str | None
    length: int | None
    source: str            # path of the word file, '-' for stdin
    list_name: str | None  # the bundled list it is, if it is one
    strategy: str
    regex: bool
    count_only: bool
    emit_shell: bool
    awk: bool
    explain: bool
    only: tuple[str, ...]
    verbose: bool
    json: bool
    html: bool
    metric: str | None
    hard: bool
    top: int
    secret: str | None
    start: str | None
    all_answers: bool
    raw: dict[str, Any]

    def constraints(self) -> Constraints:
        """The clues of this command line as one model."""
        return parse_clues(self.clues, self.green, self.yellow, self.black, self.length)


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


def _number(text: str | None, option: str, low: int, high: int) -> int | None:
    if text is None:
        return None
    if not text.isdigit() or not low <= int(text) <= high:
        raise ClueError(f'{option} {text!r}: expected a whole number from {low} to {high}')
    return int(text)


def _options(args: dict[str, Any]) -> Options:
    """Turn docopt's dict into typed options, checking what it cannot."""
    from wordlegrep.strategies import STRATEGIES
    if args['--strategy'] not in STRATEGIES:
        raise ClueError(f"--strategy {args['--strategy']!r}: expected one of "
                        f"{', '.join(STRATEGIES)}")
    list_name = None if args['--words'] else args['--list']
    source = args['--words'] or bundled_path(args['--list'])
    return Options(
        command=next((c for c in COMMANDS if args.get(c)), 'find'),
        clues=tuple(args['CLUE'] or ()),
        green=args['--green'], yellow=args['--yellow'], black=args['--black'],
        length=_number(args['--length'], '--length', MIN_LENGTH, MAX_LENGTH),
        source=source, list_name=list_name, strategy=args['--strategy'],
        regex=args['--regex'], count_only=args['--count'],
        emit_shell=args['--emit-shell'], awk=args['--awk'],
        explain=args['--explain'],
        only=tuple(w.strip().lower() for w in (args['--only'] or '').split(',') if w.strip()),
        verbose=args['--verbose'], json=args['--json'], html=args['--html'],
        metric=args['--metric'], hard=args['--hard'],
        top=_number(args['--top'], '--top', 1, 100_000) or 10,
        secret=args['--secret'], start=args['--start'],
        all_answers=args['--all-answers'], raw=args)


def find(opts: Options, out: TextIO) -> int:
    """The main job: print the words that fit the clues."""
    model = opts.constraints()
    if opts.regex:
        from wordlegrep.strategies import patterns
        out.write(''.join(p + '\n' for p in patterns(model, opts.strategy)))
        return 0
    from wordlegrep.printer import print_words
    from wordlegrep.search import search
    from wordlegrep.words import read_words
    words = search(model, read_words(opts.source, model.length), opts.strategy)
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
    except ModuleNotFoundError as error:   # numpy, the solver's extra
        if not error.name or error.name.startswith('wordlegrep'):
            raise
        raise WordleError(f'{name} needs {error.name}: '
                          "pip install 'wordlegrep[solver]'") from None
    return getattr(loaded, function)  # type: ignore[no-any-return]


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
    try:
        args = docopt(__doc__, argv, version=__version__)
    except DocoptExit as error:
        print(f'wordle: {_usage_error(error, argv)}', file=sys.stderr)
        return 2
    except SystemExit as done:   # --help and --version
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
