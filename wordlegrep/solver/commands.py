"""The solver's commands: suggest, play, assist, bench and tree. Each reads
the typed command line and writes to the stream it is handed; bad input
raises a WordleError naming the token, which the CLI reports.
"""
from __future__ import annotations

import contextlib
import io
import math
import os
import random
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, NoReturn, TextIO

from wordlegrep.alphabet import Alphabet, capitals
from wordlegrep.errors import ClueError, NoMatch, Signalled, WordleError, note, quote
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_marks, parse_pair
from wordlegrep.printer import Output, tiles, wants_colour
from wordlegrep.printer import row as row_of
from wordlegrep.render import read_word
from wordlegrep.score import GREEN, Marks, Word, emoji, reilly
from wordlegrep.solver.bench import Bench, run_bench
from wordlegrep.solver.estimate import INFINITE
from wordlegrep.solver.exact import CHECK_SECONDS, LIMIT, OUT_OF_TIME, Exact
from wordlegrep.solver.game import MAX_GUESSES, Node, grow, opening, play_out
from wordlegrep.solver.patterns import code, marks
from wordlegrep.solver.pools import UNKNOWN, Pools, Rule, load_pools
from wordlegrep.solver.proof import prove
from wordlegrep.solver.strategy import DEFAULT, HEADINGS, Strategy, strategy
from wordlegrep.words import reads_stdin

if TYPE_CHECKING:
    from wordlegrep.options import Options

BAR = '\N{FULL BLOCK}'
SHOW_UP_TO = 12   # possible answers listed by name above the suggestions
PRECISION = {'entropy': 3, 'expected': 2, 'minimax': 0, 'estimate': 4, 'optimal': 4}


class NoAnswer(WordleError):
    """Clues that no word of the answer list fits."""


def _pools(opts: Options, length: int) -> Pools:
    """The guess and answer pools the options name."""
    return load_pools(opts.list_name, opts.source, length, opts.all_answers,
                      opts.guesses, opts.answers, opts.memory, opts.alphabet, opts.encoding,
                      (opts.guesses_encoding, opts.answers_encoding))


def _metric(opts: Options) -> str:
    """--metric: given (docopt has a default), or the default for options
    made without it. An empty one is no metric, not the default."""
    return DEFAULT if opts.metric is None else opts.metric


def _turns(opts: Options) -> int:
    """How many guesses the clues on the command line stand for."""
    return len(opts.clues) or int(any((opts.green, opts.yellow, opts.black)))


def _word(pools: Pools, text: str, option: str, alphabet: Alphabet) -> Word:
    """A word typed as an option's value, read as the lists' words are
    (folded, composed or not), and checked for length."""
    if not text:
        raise ClueError(f'{option} {quote(text)}: expected a word of {pools.length} letters')
    word = read_word(text, option, alphabet)
    if len(word) != pools.length:
        raise ClueError(f'{option} {quote(text)}: has {len(word)} letters, '
                        f'the words here have {pools.length}')
    return word


def _guess_row(pools: Pools, text: str | None, option: str, alphabet: Alphabet) -> int | None:
    """The guess row of an option's word, which the list must accept."""
    if text is None:
        return None
    row = pools.row(_word(pools, text, option, alphabet))
    if row is None:
        raise ClueError(f'{option} {quote(text)}: not a word the list accepts as a guess')
    return row


def _secret(pools: Pools, text: str | None, alphabet: Alphabet, answers: str | None) -> int:
    """The answer index of --secret, or a random answer (`answers`: the
    --answers file, if given)."""
    if text is None:
        return random.randrange(len(pools.answers))
    word = _word(pools, text, '--secret', alphabet)
    if word in pools.answers:
        return pools.answers.index(word)
    if pools.row(word) is not None:
        whose = (f'answers of --answers {quote(answers)}' if answers is not None else
                 'possible answers (add --all-answers to play any accepted word)')
        raise ClueError(f'--secret {quote(text)}: not one of the {len(pools.answers):,} {whose}')
    raise ClueError(f'--secret {quote(text)}: not in the word list')


def _figure(value: float, metric: str) -> str:
    """A figure with the precision its metric deserves."""
    return f'{value:.{PRECISION[metric]}f}'


def _table(rows: list[list[str]]) -> Iterator[str]:
    """Columns padded to line up: text to the left, figures to the right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [c.rjust(w) if i == 1 else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))]
        yield '  '.join(cells).rstrip()


def _possible(pools: Pools, node: Node) -> str:
    """How many answers are possible, and which when they are few."""
    n = len(node.candidates)
    if n > SHOW_UP_TO:
        return f'{n:,} possible answers'
    words = ' '.join(pools.answers[i] for i in node.candidates)
    return f'{n} possible answer{"s" * (n != 1)}: {words}'


def _position(opts: Options) -> tuple[Pools, Node]:
    """The pools, and the position the command line's clues leave (with no
    candidate when no answer fits: see `_no_answer`)."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    return pools, opening(pools, model, opts.hard, _turns(opts))


def _no_answer(opts: Options, pools: Pools) -> NoReturn:
    """Say that no answer fits the clues: status 1, as when no word fits;
    with a hint where some accepted word that is not an answer does."""
    if opts.answers is not None:
        raise NoMatch(f'no word of --answers {quote(opts.answers)} fits these clues')
    raise NoMatch('no word of the answer list fits these clues'
                  + ('' if opts.all_answers else _other_words(opts.constraints(), pools)))


def _other_words(model: Constraints, pools: Pools) -> str:
    """A hint of --all-answers where some accepted word fits `model`
    (none of the answers does), else nothing."""
    return ' (try --all-answers)' if any(model.admits(word) for word in pools.guesses) else ''


def _warn_unwinnable(player: Strategy, node: Node) -> bool:
    """Say once the position is known that no strategy is sure to find
    every answer left within the game's six guesses; whether it said so."""
    lost = len(node.candidates) > 1 and not player.winnable(node)
    if lost:
        note(f'from here no strategy finds all {len(node.candidates):,} possible answers '
             f'within {MAX_GUESSES} guesses')
    return lost


def suggest(opts: Options, out: Output) -> int:
    """Print the best next guesses, with their figures."""
    pools, node = _position(opts)
    metric = _metric(opts)
    if not len(node.candidates):
        if opts.json:   # (what a script reads is JSON still; why is on stderr)
            _table_json(out, 0, metric, opts.hard, True, [])
        return _no_answer(opts, pools)
    player = strategy(metric, pools, opts.seconds)
    ranked = player.rank(node, opts.top)
    possible = set(pools.answer_rows[node.candidates].tolist())
    losing = [pools.guesses[r.guess] for r in ranked if r.loses]
    # where each guess shown loses, the position may be lost: say so of it
    every = len(losing) == len(ranked)
    if losing and not (every and _warn_unwinnable(player, node)):
        note(f'no strategy finds every possible answer within {MAX_GUESSES} guesses after '
             f'{_either(losing)}' + ('' if every else '; shown last'))
    if (metric == DEFAULT and len(node.candidates) > 1
            and len(ranked) < min(opts.top, len(node.rows(pools)))):   # (not when all are shown)
        best = 'best guess' if len(ranked) == 1 else f'{len(ranked)} best guesses'
        note(f'{DEFAULT} shows only its {best}; --metric entropy, expected or minimax rank '
             'every guess')
    complete = all(r.settled for r in ranked)
    if not complete:
        note(f'{OUT_OF_TIME} before it ranked every guess: these are the best it ranked, '
             'each figure exact; one it did not rank may be better')
    if opts.json:
        # (JSON has no infinity: a guess no strategy wins after has none)
        _table_json(out, len(node.candidates), metric, opts.hard, complete, [
            {'guess': pools.guesses[r.guess],
             'figure': r.figure if math.isfinite(r.figure) else None,
             'answer': r.guess in possible, 'loses': r.loses} for r in ranked])
        return 0
    rows = [['guess', HEADINGS[metric], 'answer?']]
    rows += [[pools.guesses[r.guess], _figure(r.figure, metric),
              'yes' if r.guess in possible else 'no'] for r in ranked]
    out.write(''.join(line + '\n' for line in [_possible(pools, node), *_table(rows)]))
    return 0


def _table_json(out: Output, candidates: int, metric: str, hard: bool, complete: bool,
                suggestions: list[dict[str, object]]) -> None:
    """suggest's table as one line of JSON."""
    out.write_json({'candidates': candidates, 'metric': metric, 'hard': hard,
                    'complete': complete, 'suggestions': suggestions})


def _opener(opts: Options, pools: Pools, node: Node, player: Strategy) -> int:
    """The first guess, the one --start names or else the strategy's own,
    after a note when some answer is surely out of reach in six guesses
    after it: a named one is checked now; the default strategy's own was
    marked with its openings, and kept."""
    first = _guess_row(pools, opts.start, '--start', opts.alphabet)
    if first is not None:
        loses = not Exact(pools).opens_winnably(node, first)
    else:
        first = player.choose(node)
        best = player.rank(node, 1)[0] if _metric(opts) == DEFAULT else None
        # (on a list short enough that the exact search checks the plan,
        # the plan's opener may not be the one valued best: it is checked now)
        loses = best is not None and (best.loses is True if best.guess == first
                                      else not Exact(pools).opens_winnably(node, first))
    # (where its search found no opener that keeps every answer, none may:
    # then that is what is said)
    if loses and not (opts.start is None and _warn_unwinnable(player, node)):
        _note_losing(pools, first, searched=opts.start is None)
    return first


# What --metric optimal's refusal of too many answers says to do in play
# and bench, which take no clues (once --start is given, only a shorter
# list is left), and in assist, which takes both.
BY_START = 'give --start, whose groups are searched, or a shorter list'
BY_LIST = 'use a shorter list'
BY_CLUES_OR_START = 'narrow them with clues, give --start, or use a shorter list'


def _by_start(opts: Options) -> str:
    """What play's or bench's refusal says to do: give --start, unless given."""
    return BY_LIST if opts.start else BY_START


# What the default strategy's own opener losing says of the others: it is
# one that keeps every answer in reach wherever its search found one, but
# the search is timed, so one may exist (on Debian's Portuguese list in hard
# mode, vadio is the 2,056th it tries, met after 146 s of a core; a longer
# list may hide one past its time)
NONE_FOUND = 'the search found no opener that does (give --start to try one)'
NO_OPENER = 'nor does any strategy opening with another guess'


def _note_losing(pools: Pools, first: int, searched: bool = False) -> None:
    """The note that some answer is surely out of reach after `first` (the
    strategy's own opener, where it `searched` for one that keeps them all)."""
    note(f'no strategy opening with {pools.guesses[first]} finds every possible answer '
         f'within {MAX_GUESSES} guesses' + (f', and {NONE_FOUND}' if searched else ''))


def play(opts: Options, out: Output) -> int:
    """The computer finds a secret word, printing each guess and its score."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    secret = _secret(pools, opts.secret, opts.alphabet, opts.answers)
    node = opening(pools, Constraints.blank(pools.length), opts.hard, 0)
    player = strategy(_metric(opts), pools, opts.seconds, _by_start(opts))
    first = _opener(opts, pools, node, player)
    warned = False

    def choose(here: Node) -> int:
        nonlocal warned
        if here.turn == 0:
            return first
        row = player.choose(here)   # (its plan, made first, tells `winnable` at once)
        if not warned:
            warned = True
            _warn_unwinnable(player, here)
        return row

    moves = play_out(pools, node, choose, secret)
    if opts.json:
        out.write_json({'secret': pools.answers[secret], 'guesses': [
            _row(pools.guesses[g], marks(p, pools.length)) for g, p in moves]})
        return 0
    colour = wants_colour(opts.color, out)
    for guess, pattern in moves:
        scored = marks(pattern, pools.length)
        word = tiles(pools.guesses[guess], scored) if colour else pools.guesses[guess]
        out.write(f'{word}  {emoji(scored)}\n')
    over = f' (more than {MAX_GUESSES})' if len(moves) > MAX_GUESSES else ''
    out.write(f'found {pools.answers[secret]} in {_plural(len(moves), "guess")}{over}\n')
    return 0


def _some(words: list[Word], most: int = 8) -> str:
    """The first `most` of `words`, and how many more there are.

    >>> _some(['ab', 'cd', 'ef'], 2), _some(['ab'], 2)
    ('ab cd and 1 more', 'ab')
    """
    return ' '.join(words[:most]) + (f' and {len(words) - most} more' if len(words) > most else '')


def _row(guess: Word, score: Marks) -> dict[str, str]:
    """A scored guess as the main command's --json rows show one."""
    return {'guess': capitals(guess), 'score': reilly(guess, score), 'emoji': emoji(score)}


def _read_score(line: str, guess: Word, alphabet: Alphabet) -> tuple[Word, Marks]:
    """A typed score: for the suggested guess (any notation), or a
    GUESS=SCORE pair for another guess."""
    text = line.strip()
    if not text:
        raise ClueError("'': expected the score the game showed, like c.E.., 10200 or squares")
    if '=' in text:
        played, marks = parse_pair(text, alphabet)
        if len(played) != len(guess):
            raise ClueError(f'{quote(text)}: has {len(played)} letters, '
                            f'but the words here have {len(guess)}')
        return played, marks
    return guess, parse_marks(guess, text, text, alphabet)


def assist(opts: Options, out: Output) -> int:
    """Suggest a guess, read the score the game gave, until solved (status
    0; 1 when the input ends first). At a terminal it talks (line editing,
    `?`, `!`, colour), on stderr when stdout is not the terminal too, and
    stdout has each guess on its own line; with stdin not a terminal, the
    only output is each guess on its own line."""
    for option, path in (('--words', opts.source), ('--guesses', opts.guesses),
                         ('--answers', opts.answers)):
        if path is not None and reads_stdin(path):
            raise ClueError(f'{option} {quote(path)}: assist reads the scores from stdin, '
                            'so the words must come from a file')
    if sys.stdin is None:
        raise ClueError('assist reads the scores the game gave from standard input, '
                        'which is closed')
    _keep_bytes(sys.stdin)
    if not sys.stdin.isatty():
        return _assist(opts, Script(sys.stdin), out)
    talk = _talk(out)
    return _assist(opts, Terminal(talk, aside=talk is not out), out)


def _keep_bytes(stream: TextIO) -> None:
    """Read `stream` with a byte it does not decode kept as a surrogate
    escape, whatever handler the environment gave it: Python does so of
    itself only in the C locale or UTF-8 mode, and under PYTHONIOENCODING
    or another locale such a byte failed the read (a traceback), or
    (ascii:replace) became U+FFFD. input() decodes with the stream's handler
    too, so a person at a terminal and a script are read alike."""
    if isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(errors='surrogateescape')


def _text(line: str, encoding: str) -> str:
    """A line as the text it was typed: where bytes it held did not decode
    from the input's `encoding` (surrogate escapes), the UTF-8 they were,
    so squares read under PYTHONIOENCODING=ascii are squares, as arguments
    are read in any locale. Left as it is when it is not UTF-8 either.

    >>> _text('\\udce2\\udcac\\udc9b', 'ascii'), _text('\\udcff', 'ascii') == '\\udcff'
    ('⬛', True)
    """
    try:
        line.encode(encoding)   # (UTF-7 spells a surrogate: there it stands for no byte)
    except UnicodeEncodeError:   # escapes, which stand for the bytes
        try:
            return line.encode(encoding, 'surrogateescape').decode('utf-8')
        except UnicodeError:
            pass
    return line


def _undecodable(error: UnicodeError, encoding: str) -> ClueError:
    """What standard input held that its encoding could not read (UTF-7's
    `+` before what is not base64, UTF-16 with no byte-order mark): bytes
    a surrogate escape cannot stand for, named with their line."""
    where = f"{encoding}, standard input's encoding (see PYTHONIOENCODING and LC_ALL)"
    if not isinstance(error, UnicodeDecodeError):   # (it names no bytes)
        return ClueError(f'standard input: {error}; it is read as {where}')
    data = error.object
    start = data.rfind(b'\n', 0, error.start) + 1
    end = data.find(b'\n', error.start)
    line = bytes(data[start:end if end >= 0 else len(data)]).decode('utf-8', 'surrogateescape')
    return ClueError(f'{quote(line)}: does not decode as {where}; expected the score the game '
                     'gave, like .a.e.')


def _misread(error: WordleError, line: str, encoding: str) -> WordleError:
    """`error`, with a word on why where the line it refuses is UTF-8 that
    the input's encoding (Latin-1, say) read as other characters: squares
    typed there are several characters each."""
    if not isinstance(error, ClueError):   # (a score read, that no answer gives)
        return error
    try:
        utf8 = line.encode(encoding).decode('utf-8-sig')   # (as the mark of UTF-8-sig goes)
    except (UnicodeError, LookupError):
        return error
    if utf8 == line or utf8.isascii():
        return error
    return ClueError(f'{error} (standard input is read as {encoding}, its encoding: see '
                     'PYTHONIOENCODING and LC_ALL; the line is UTF-8)')


TTY = '/dev/tty'   # the process's terminal, whatever its streams are


def _talk(out: Output) -> Output:
    """Where the person at the terminal reads assist's talk: stdout when it
    is the terminal; else stderr when that is; else the terminal itself;
    else stderr, or nowhere when it is closed. A file or pipe stdout names
    then takes the guesses alone, as from a script."""
    if out.isatty():
        return out
    errors = Output(sys.stderr)
    if errors.isatty():
        return errors
    try:
        return Output(open(TTY, 'w'))   # (open while the game goes on)
    except OSError:   # no terminal: stdin only says it is one
        return errors if sys.stderr is not None else Output(open(os.devnull, 'w'))


HELP = """Type the score the game gave for the guess, in any notation:
  .a.e.        letters: capital green, lowercase yellow, dot black
  01010        digits: 2 green, 1 yellow, 0 black
  {squares}squares, as the game shares them
  CRANE=..a.E  the score of another word, if you played that instead
  !            list the answers still possible
  ?            this help
Ctrl-D stops."""


def _padded(shown: str, width: int = 13) -> str:
    """`shown` and the spaces that end it at `width` columns of a terminal,
    where a square takes two (sized as `printer.columns` sizes words).

    >>> len(_padded('.a.e.')), len(_padded('⬛🟨⬛🟨⬛'))
    (13, 8)
    """
    from wcwidth import wcswidth
    return shown + ' ' * max(1, width - wcswidth(shown))


# Characters a line from a script may have: a score takes a few dozen, and
# a line is read whole, so this bounds the memory one takes (/dev/zero has
# no end of line).
LINE_MOST = 1024


class Script:
    """Scores from a script: each line as it comes, and an error for a line
    that cannot be used, as no one is there to type it again."""
    talks = False

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.first = True
        self.encoding = stream.encoding or 'utf-8'

    def ask(self, prompt: str) -> str | None:
        """The next line, or None at the end of input; a byte-order mark
        goes from the first, as from a word file's."""
        line = self.stream.readline(LINE_MOST + 1)
        if len(line) > LINE_MOST and not line.endswith('\n'):
            raise ClueError(f'a line of more than {LINE_MOST:,} characters, from '
                            f'{quote(line[:12])}: expected the score the game gave, like .a.e.')
        if self.first:
            line, self.first = line.removeprefix('\ufeff'), False
        return line or None

    def complain(self, error: WordleError) -> None:
        raise error


class Terminal:
    """A person at a terminal: the prompt with line editing and history
    (readline), a newline when they end with Ctrl-D, and a line saying why
    a score cannot be used before it is asked again."""
    talks = True

    def __init__(self, out: Output, aside: bool = False) -> None:
        import readline  # line editing and history for input()
        if 'libedit' not in (readline.__doc__ or ''):
            # Bytes past ASCII are characters, as in any locale but C and
            # POSIX, where Python reads them as UTF-8 but GNU readline took
            # a square's first byte for Meta and a key (squares typed there
            # were lost, the line garbled).
            for setting in ('input-meta on', 'convert-meta off', 'output-meta on'):
                readline.parse_and_bind(f'set {setting}')
        self.out = out
        self.encoding = getattr(sys.stdin, 'encoding', None) or 'utf-8'   # what input() reads
        self.aside = aside   # whether `out` is not stdout, which input() prompts on

    def ask(self, prompt: str) -> str | None:
        """The line typed after `prompt`, or None at the end of input.
        (input() flushes stderr first, and with none fails: a closed one
        gets a stand-in while it asks.)"""
        if self.aside:
            self.out.write(prompt)
            prompt = ''
        self.out.flush()
        stand_in = contextlib.redirect_stderr(io.StringIO()) if sys.stderr is None else None
        try:
            with _terminal_given_back(), stand_in or contextlib.nullcontext():
                return input(prompt)
        except EOFError:
            self.out.write('\n')
            return None

    def complain(self, error: WordleError) -> None:
        """Why a line cannot be used: on stderr when the person reads it
        there, else where the talk is."""
        self.out.flush()
        if not Output(sys.stderr).isatty():
            self.out.write(f'wordle: {error}\n')
            return
        sys.stderr.write(f'wordle: {error}\n')
        sys.stderr.flush()


@contextlib.contextmanager
def _terminal_given_back() -> Iterator[None]:
    """While readline edits a line it has the terminal out of line mode,
    echo off, and only an exception raised in Python (Ctrl-C's) makes it
    put them back: the other signals that end a command are raised as one
    here too (after a kill, a shell's commands were typed unseen)."""
    import signal

    def end(number: int, frame: object) -> NoReturn:
        raise Signalled(number)

    ending = (signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)   # (those not ignored: nohup)
    previous = {number: signal.signal(number, end) for number in ending
                if signal.getsignal(number) != signal.SIG_IGN}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, signal.SIG_DFL if handler is None else handler)


def _either(words: list[str]) -> str:
    """Words listed as alternatives: a, b or c."""
    return ' or '.join(filter(None, (', '.join(words[:-1]), words[-1])))


def _plural(n: int, noun: str) -> str:
    """
    >>> _plural(1, 'guess'), _plural(3, 'guess'), _plural(2, 'answer')
    ('1 guess', '3 guesses', '2 answers')
    """
    return f'{n:,} {noun}' + ('' if n == 1 else 'es' if noun.endswith('s') else 's')


def _assist(opts: Options, reader: Script | Terminal, out: Output) -> int:
    """The assist loop: a guess, then the score typed for it, until solved
    or the input ends. A line that cannot be used goes to `reader` to
    complain about: asked again at a terminal, an error from a script."""
    talk = reader.out if isinstance(reader, Terminal) else out
    colour = reader.talks and wants_colour(opts.color, talk)
    pools, node = _position(opts)
    if not len(node.candidates):
        _no_answer(opts, pools)
    if opts.start is not None and node.turn > 0:   # (it would go unplayed)
        raise ClueError(f'--start {quote(opts.start)}: names the first guess, but the clues '
                        'given stand for guesses played already; give one or the other')
    rows = [parse_pair(clue, opts.alphabet) for clue in opts.clues]
    if opts.hard:
        _played_hard(rows, pools.length)
    won = [turn for turn, (_, marks) in enumerate(rows, 1) if marks == GREEN * len(marks)]
    if won:   # found already
        if reader.talks:
            talk.write(f'solved in {_plural(won[0], "guess")}\n')
        return 0
    player = strategy(_metric(opts), pools, opts.seconds, BY_CLUES_OR_START)
    first = _opener(opts, pools, node, player) if node.turn == 0 else None
    model, warned = opts.constraints(), False
    while True:
        row = first if node.turn == 0 and first is not None else player.choose(node)
        if not warned and (node.turn > 0 or len(node.candidates) < len(pools.answers)):
            warned = True   # (after the choice: its plan tells `winnable` at once)
            _warn_unwinnable(player, node)
        guess = pools.guesses[row]
        if reader.talks:
            talk.write(f'{_possible(pools, node)}; try {guess}\n')
        if talk is not out or not reader.talks:
            out.write(guess + '\n')
        while True:
            try:
                line = reader.ask('score> ')
            except UnicodeError as error:   # (what a surrogate escape cannot stand for)
                reader.complain(_undecodable(error, reader.encoding))
                continue
            if line is None:
                return 1
            line = _text(line, reader.encoding)
            if not line.strip():   # (a here-doc's or an editor's last line, a stray Enter)
                continue
            if reader.talks and line.strip() in ('?', '!'):
                talk.write((HELP.format(squares=_padded(emoji('.Y.Y.'))) if line.strip() == '?' else
                           ' '.join(pools.answers[i] for i in node.candidates)) + '\n')
                continue
            try:
                played, score = _read_score(line, guess, model.alphabet)
                model, node = _scored(pools, opts.hard, model, node, played, score,
                                      opts.answers is None and not opts.all_answers)
            except WordleError as error:   # all green too, for a word no answer left
                reader.complain(_misread(error, line, reader.encoding))
                continue
            if score == GREEN * len(played):
                if reader.talks:
                    talk.write(f'solved in {_plural(node.turn, "guess")}\n')
                return 0
            if colour:
                talk.write(row_of(played, score, True) + '\n')
            break


def _played_hard(rows: list[tuple[Word, Marks]], length: int) -> None:
    """Refuse the first of the rows played that hard mode would not have
    allowed after those before it."""
    rule = Rule(UNKNOWN * length, ())   # (before the first, nothing demanded)
    for guess, score in rows:
        _allowed_hard(rule, guess, score)
        rule &= Rule.shown(guess, score)


def _allowed_hard(rule: Rule, guess: Word, score: Marks) -> None:
    """Refuse a guess played (scored `score`) that `rule` forbids."""
    lacks = rule.lacks(guess)
    if lacks:
        raise ClueError(f'{capitals(guess)}={reilly(guess, score)}: hard mode allows no guess '
                        f"without {' and '.join(lacks)} here")


def _scored(pools: Pools, hard: bool, model: Constraints, node: Node, guess: Word,
            score: Marks, hint: bool = False) -> tuple[Constraints, Node]:
    """The clues and the position after one more scored guess; a score that
    no possible answer gives is an error (with a `hint` of --all-answers
    where an accepted word gives it, as for clues that no answer fits), as
    is a guess hard mode would not have allowed."""
    if node.rule is not None:
        _allowed_hard(node.rule, guess, score)
    clue = model & Constraints.from_score(guess, score, model.alphabet)
    row = pools.row(guess)
    if row is None:   # a word the lists do not have: filter by the clues
        after = opening(pools, clue, hard, node.turn + 1)
    else:   # the answers left are those that score the guess so
        kept = node.candidates[pools.by_answer[node.candidates, row] == code(score)]
        after = Node(kept, Rule.of(clue) if hard else None, node.turn + 1)
    if not len(after.candidates):
        raise NoAnswer(f'{capitals(guess)}={reilly(guess, score)}: '
                       'no possible answer gives that score'
                       + (_other_words(clue, pools) if hint else ''))
    return clue, after


def _histogram(distribution: dict[int, int], width: int = 40) -> Iterator[str]:
    """One bar a number of guesses, as long as its share."""
    top = max(distribution.values()) or 1
    for guesses, count in distribution.items():
        bar = BAR * round(width * count / top)
        yield f'{guesses:>2} {bar + " " if bar else ""}{count}'


def bench(opts: Options, out: Output) -> int:
    """Play every answer; print the average, distribution, worst, failures
    and the time it took."""
    metric = _metric(opts)
    model = opts.constraints()
    pools = _pools(opts, model.length)
    first = _guess_row(pools, opts.start, '--start', opts.alphabet)
    start = None if first is None else pools.guesses[first]
    root = opening(pools, Constraints.blank(pools.length), opts.hard, 0)
    # (before it plays, as play and assist say it; the solver's own opener
    # is one that keeps every answer in reach where any does)
    if first is not None and not Exact(pools).opens_winnably(root, first):
        _note_losing(pools, first)
    result = run_bench(pools, metric, start, opts.hard, opts.seconds, _by_start(opts))
    if opts.json:
        out.write_json({'average': round(result.average, 4),
                        'distribution': {str(k): v for k, v in result.distribution.items()},
                        'worst': result.worst, 'failures': len(result.failures),
                        'seconds': round(result.seconds, 3), 'metric': metric,
                        'start': result.start, 'hard': opts.hard,
                        'answers': len(result.guesses), 'total': result.total,
                        'unavoidable': result.unavoidable})
        return 0
    worst = [w for w, n in result.guesses.items() if n == result.worst]
    mode = ' in hard mode' if opts.hard else ''
    lines = [f'{metric}{mode}, opening with {result.start}, '
             f'over {_plural(len(result.guesses), "answer")}',
             f'average  {result.average:.4f} guesses ({result.total:,} in all)',
             *_histogram(result.distribution),
             f'worst    {_plural(result.worst, "guess")}: {_some(worst)}',
             f'failures {len(result.failures)} (more than {MAX_GUESSES} guesses)'
             + (f': {_some(result.failures)}' if result.failures else ''),
             *([f'         {_why_lost(result)}'] if result.failures else []),
             *([f'         {_other_openers(pools, root)}'] if result.failures
               and result.unavoidable and first is None and metric == DEFAULT else []),
             f'time     {result.seconds:.2f} s']
    out.write(''.join(line + '\n' for line in lines))
    return 0


def _other_openers(pools: Pools, root: Node) -> str:
    """What bench says of the openers it did not play at `root`, where no
    strategy wins every game from its own: that none does where the search
    shows it, else that it found none."""
    return NONE_FOUND if strategy(DEFAULT, pools).winnable(root) else NO_OPENER


def _why_lost(result: Bench) -> str:
    """Whether the benchmark's failures could have been avoided."""
    opener, limit = result.start, MAX_GUESSES
    if result.unavoidable:
        return f'no strategy opening with {opener} finds them all in {limit}'
    if result.unavoidable is None:
        return (f'whether some strategy opening with {opener} finds them all in {limit} '
                f'is not known: the search gave up after {CHECK_SECONDS:g} s')
    return f'some strategy opening with {opener} finds them all in {limit}; this one did not'


def tree(opts: Options, out: Output) -> int:
    """Print the exact optimal decision tree: each answer's guesses, then
    the total, average and distribution, and what the search proved.
    Beyond the exhaustive search's limit, the opener is --start or the
    default strategy's, and the tree is optimal after it."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    root = opening(pools, Constraints.blank(pools.length), opts.hard, 0)
    first = _guess_row(pools, opts.start, '--start', opts.alphabet)
    if first is None and len(root.candidates) > LIMIT:
        first = strategy(DEFAULT, pools).choose(root)
    if first is None:
        exact = Exact(pools, 'tree')
        exact.check(root)
        within = exact.limited_cost(root) < INFINITE
        paths = grow(pools, root, lambda node: exact.solve(
            node if within else exact.lift(node))[1])
        proof = 'proven optimal: the exhaustive search\'s lower bound is {total:,}'
    else:
        found = prove(pools, root, first)
        paths, within = found.paths, found.within_limit
        chosen = '' if opts.start else (" (the default strategy's opener: other openers "
                                        'are not searched)')
        proof = (f'proven optimal from {pools.guesses[first]}{chosen}: the lower bound the '
                 f'search proved is {found.lower:,}, in {found.seconds:.1f} s')
    total = sum(map(len, paths.values()))
    for answer, path in sorted(paths.items()):
        out.write(f'{pools.answers[answer]}  {" ".join(pools.guesses[g] for g in path)}\n')
    counts = [len(p) for p in paths.values()]
    distribution = {k: counts.count(k) for k in range(1, max(counts) + 1)}
    out.write(f'{_plural(total, "guess")} for {_plural(len(paths), "answer")}: '
              f'{total / len(paths):.4f} on average\n')
    out.write(''.join(line + '\n' for line in _histogram(distribution)))
    out.write(proof.format(total=total) + '\n')
    if not within and first is None:
        out.write(f'no strategy finds every answer within {MAX_GUESSES} guesses: '
                  'this tree is optimal without that limit\n')
    elif not within and first is not None:   # (another may: Portuguese, hard mode, vadio)
        out.write(f'no strategy opening with {pools.guesses[first]} finds every answer within '
                  f'{MAX_GUESSES} guesses: where none can, this tree is optimal without that '
                  'limit\n')
    return 0
