"""The solver's commands: suggest, play, assist, bench and tree. Each reads
the typed command line and writes to the stream it is handed; bad input
raises a WordleError naming the token, which the CLI reports.
"""
from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TextIO

from wordlegrep.alphabet import Alphabet
from wordlegrep.errors import ClueError, WordleError, quote
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_marks, parse_pair
from wordlegrep.score import GREEN, Marks, Word, emoji, reilly
from wordlegrep.solver.bench import run_bench
from wordlegrep.solver.exact import Exact
from wordlegrep.solver.game import MAX_GUESSES, Node, grow, opening, play_out
from wordlegrep.solver.patterns import marks
from wordlegrep.solver.pools import Pools, load_pools
from wordlegrep.solver.strategy import DEFAULT, HEADINGS, strategy

if TYPE_CHECKING:
    from wordlegrep.options import Options

BAR = '\N{FULL BLOCK}'
SHOW_UP_TO = 12   # possible answers listed by name above the suggestions
PRECISION = {'entropy': 3, 'expected': 2, 'minimax': 0, 'estimate': 4, 'optimal': 4}


class NoAnswer(WordleError):
    """Clues that no word of the answer list fits."""


def _pools(opts: Options, length: int) -> Pools:
    """The guess and answer pools the options name."""
    return load_pools(opts.list_name, opts.source, length, opts.all_answers, opts.alphabet,
                      opts.encoding)


def _turns(opts: Options) -> int:
    """How many guesses the clues on the command line stand for."""
    return len(opts.clues) or int(any((opts.green, opts.yellow, opts.black)))


def _word(pools: Pools, text: str, option: str) -> Word:
    """A word typed as an option's value, checked for form and length."""
    word = text.lower()
    if not (word.isascii() and word.isalpha()):
        raise ClueError(f'{option} {quote(text)}: expected a word of {pools.length} letters')
    if len(word) != pools.length:
        raise ClueError(f'{option} {quote(text)}: has {len(word)} letters, '
                        f'the words here have {pools.length}')
    return word


def _guess_row(pools: Pools, text: str | None, option: str) -> int | None:
    """The guess row of an option's word, which the list must accept."""
    if text is None:
        return None
    row = pools.row(_word(pools, text, option))
    if row is None:
        raise ClueError(f'{option} {quote(text)}: not a word the list accepts as a guess')
    return row


def _secret(pools: Pools, text: str | None) -> int:
    """The answer index of --secret, or a random answer."""
    if text is None:
        return random.randrange(len(pools.answers))
    word = _word(pools, text, '--secret')
    if word in pools.answers:
        return pools.answers.index(word)
    if pools.row(word) is not None:
        raise ClueError(f'--secret {quote(text)}: not one of the {len(pools.answers):,} possible '
                        'answers (add --all-answers to play any accepted word)')
    raise ClueError(f'--secret {quote(text)}: not in the word list')


def _chooser(opts: Options, pools: Pools) -> Callable[[Node], int]:
    """The strategy's move at each position, with --start as the opener."""
    player = strategy(opts.metric or DEFAULT, pools)
    first = _guess_row(pools, opts.start, '--start')
    return lambda node: first if node.turn == 0 and first is not None else player.choose(node)


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
    """The pools, and the position the command line's clues leave."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    node = opening(pools, model, opts.hard, _turns(opts))
    if not len(node.candidates):
        raise NoAnswer('no word of the answer list fits these clues'
                       + ('' if opts.all_answers else ' (try --all-answers)'))
    return pools, node


def suggest(opts: Options, out: TextIO) -> int:
    """Print the best next guesses, with their figures."""
    pools, node = _position(opts)
    metric = opts.metric or DEFAULT
    ranked = strategy(metric, pools).rank(node, opts.top)
    possible = set(pools.answer_rows[node.candidates].tolist())
    if opts.json:
        json.dump({'candidates': len(node.candidates), 'metric': metric, 'hard': opts.hard,
                   'suggestions': [{'guess': pools.guesses[r.guess], 'figure': r.figure,
                                    'answer': r.guess in possible} for r in ranked]}, out)
        out.write('\n')
        return 0
    rows = [['guess', HEADINGS[metric], 'answer?']]
    rows += [[pools.guesses[r.guess], _figure(r.figure, metric),
              'yes' if r.guess in possible else 'no'] for r in ranked]
    out.write(_possible(pools, node) + '\n')
    out.write(''.join(line + '\n' for line in _table(rows)))
    return 0


def play(opts: Options, out: TextIO) -> int:
    """The computer finds a secret word, printing each guess and its score."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    secret = _secret(pools, opts.secret)
    node = opening(pools, Constraints.blank(pools.length), opts.hard, 0)
    moves = play_out(pools, node, _chooser(opts, pools), secret)
    if opts.json:
        json.dump({'secret': pools.answers[secret], 'guesses': [
            {'guess': pools.guesses[g], 'score': marks(p, pools.length)} for g, p in moves]}, out)
        out.write('\n')
        return 0
    for guess, pattern in moves:
        out.write(f'{pools.guesses[guess]}  {emoji(marks(pattern, pools.length))}\n')
    over = f' (more than {MAX_GUESSES})' if len(moves) > MAX_GUESSES else ''
    out.write(f'found {pools.answers[secret]} in {len(moves)} guesses{over}\n')
    return 0


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


def assist(opts: Options, out: TextIO) -> int:
    """Suggest a guess, read the score the game gave, until solved. With
    stdin not a terminal, the only output is each guess on its own line."""
    if opts.source == '-':
        raise ClueError("--words '-': assist reads the scores from stdin, "
                        'so the words must come from a file')
    if sys.stdin is None:
        raise ClueError('assist reads the scores the game gave from standard input, '
                        'which is closed')
    return _assist(opts, iter(sys.stdin), out, sys.stderr if sys.stdin.isatty() else None)


def _assist(opts: Options, lines: Iterator[str], out: TextIO,
            complaints: TextIO | None) -> int:
    """The assist loop. A bad line is reported to `complaints` and asked
    again; with no one to complain to (a script), it is an error."""
    pools, node = _position(opts)
    choose, model = _chooser(opts, pools), opts.constraints()
    while True:
        guess = pools.guesses[choose(node)]
        out.write(f'{_possible(pools, node)}; try {guess}\nscore> ' if complaints
                  else guess + '\n')
        out.flush()
        line = next(lines, None)
        if line is None:
            return 0
        try:
            played, score = _read_score(line, guess, model.alphabet)
            if score == GREEN * len(played):
                out.write(f'solved in {node.turn + 1} guesses\n' if complaints else '')
                return 0
            model, node = _scored(pools, opts.hard, model, node, played, score)
        except WordleError as error:
            if complaints is None:
                raise
            complaints.write(f'wordle: {error}\n')


def _scored(pools: Pools, hard: bool, model: Constraints, node: Node, guess: Word,
            score: Marks) -> tuple[Constraints, Node]:
    """The clues and the position after one more scored guess; a score that
    no possible answer gives is an error."""
    clue = model & Constraints.from_score(guess, score, model.alphabet)
    after = opening(pools, clue, hard, node.turn + 1)
    if not len(after.candidates):
        raise NoAnswer(f'{guess.upper()}={reilly(guess, score)}: '
                       'no possible answer gives that score')
    return clue, after


def _histogram(distribution: dict[int, int], width: int = 40) -> Iterator[str]:
    """One bar a number of guesses, as long as its share."""
    top = max(distribution.values()) or 1
    for guesses, count in distribution.items():
        bar = BAR * round(width * count / top)
        yield f'{guesses:>2} {bar + " " if bar else ""}{count}'


def bench(opts: Options, out: TextIO) -> int:
    """Play every answer; print the average, distribution, worst, failures
    and the time it took."""
    metric = opts.metric or DEFAULT
    model = opts.constraints()
    pools = _pools(opts, model.length)
    _guess_row(pools, opts.start, '--start')
    result = run_bench(pools, metric, opts.start, opts.hard)
    if opts.json:
        json.dump({'average': round(result.average, 4),
                   'distribution': {str(k): v for k, v in result.distribution.items()},
                   'worst': result.worst, 'failures': len(result.failures),
                   'seconds': round(result.seconds, 3), 'metric': metric,
                   'start': result.start, 'hard': opts.hard,
                   'answers': len(result.guesses), 'total': result.total}, out)
        out.write('\n')
        return 0
    worst = [w for w, n in result.guesses.items() if n == result.worst]
    mode = ' in hard mode' if opts.hard else ''
    lines = [f'{metric}{mode}, opening with {result.start}, '
             f'over {len(result.guesses):,} answers',
             f'average  {result.average:.4f} guesses ({result.total:,} in all)',
             *_histogram(result.distribution),
             f'worst    {result.worst} guesses: {" ".join(worst[:8])}'
             + (f' and {len(worst) - 8} more' if len(worst) > 8 else ''),
             f'failures {len(result.failures)} (more than {MAX_GUESSES} guesses)'
             + (': ' + ' '.join(result.failures[:8]) if result.failures else ''),
             f'time     {result.seconds:.2f} s']
    out.write(''.join(line + '\n' for line in lines))
    return 0


def tree(opts: Options, out: TextIO) -> int:
    """Print the exact optimal decision tree: each answer's guesses, then
    the total, average and distribution."""
    model = opts.constraints()
    pools = _pools(opts, model.length)
    exact = Exact(pools, 'tree')
    root = opening(pools, Constraints.blank(pools.length), opts.hard, 0)
    first = _guess_row(pools, opts.start, '--start')
    if first is None:
        exact.check(root)
    paths = grow(pools, root, lambda node: first if node.turn == 0 and first is not None
                 else exact.choose(node))
    total = sum(map(len, paths.values()))
    for answer, path in sorted(paths.items()):
        out.write(f'{pools.answers[answer]}  {" ".join(pools.guesses[g] for g in path)}\n')
    counts = [len(p) for p in paths.values()]
    distribution = {k: counts.count(k) for k in range(1, max(counts) + 1)}
    out.write(f'{total:,} guesses for {len(paths):,} answers: '
              f'{total / len(paths):.4f} on average\n')
    out.write(''.join(line + '\n' for line in _histogram(distribution)))
    return 0
