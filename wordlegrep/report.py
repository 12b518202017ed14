"""The reasoning outputs of the find command: the state of the game (-v),
every word with its verdict (--explain), and all of it as JSON (--json).
Loaded only when one of them is asked for.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from wordlegrep.alphabet import Alphabet, capitals
from wordlegrep.errors import ClueError, quote
from wordlegrep.model import Constraints
from wordlegrep.printer import row
from wordlegrep.reading import reader
from wordlegrep.score import Word, emoji, reilly
from wordlegrep.state import State, read_clues, summarise

if TYPE_CHECKING:
    from wordlegrep.options import Options
    from wordlegrep.printer import Output

NOT_LISTED = 'not in the word list'
Verdict = tuple[Word, list[str]]   # a word and every reason it is out


def verdicts(model: Constraints, words: Iterable[Word],
             listed: frozenset[Word] | None = None) -> list[Verdict]:
    """Each word with every reason it cannot be the answer (none: it fits).
    A word outside `listed` (when given) is out for that reason too.

    >>> model = Constraints.from_score('chest', 'Y.G..')
    >>> verdicts(model, ['ocean', 'epoch'], frozenset(['ocean']))
    ... # doctest: +NORMALIZE_WHITESPACE
    [('ocean', []), ('epoch', ['position 3 must be e, not o',
                               'has h, which is not in the answer', 'not in the word list'])]
    """
    return [(word, [*model.reasons(word),
                    *([NOT_LISTED] if listed is not None and word not in listed else [])])
            for word in words]


def verdict_lines(verdicts: Sequence[Verdict]) -> list[str]:
    """One line a word: `fits`, or `out:` and the reasons.

    >>> verdict_lines([('rouse', []), ('romeo', ['position 4 cannot be e'])])
    ['rouse  fits', 'romeo  out: position 4 cannot be e']
    """
    width = max((len(word) for word, _ in verdicts), default=0)
    return [f"{word.ljust(width)}  {'out: ' + '; '.join(why) if why else 'fits'}"
            for word, why in verdicts]


def _letters(text: str) -> str:
    return ' '.join(text) or 'none'


def state_lines(state: State, colour: bool = False) -> list[str]:
    """The state as a player reads it: the rows (their letters on the game's
    colours when `colour`), then what they add up to.

    >>> from wordlegrep.state import read_clues
    >>> print('\\n'.join(state_lines(summarise(read_clues(['CHEST=C....', 'SHEET=S....']), 5))))
    CHEST  🟩⬛⬛⬛⬛
    SHEET  🟩⬛⬛⬛⬛
    contradiction: CHEST=C.... and SHEET=S.... put both c and s at position 1
    """
    rows = [row(guess, marks, colour) for guess, marks in state.rows]
    if state.contradiction:
        return [*rows, f'contradiction: {state.contradiction}']
    inferred = ', '.join(f'{state.pattern[i]} at {i + 1}' for i in state.inferred)
    present = ', '.join(f'{c} {low}' if low == high else f'{c} {low}-{high}'
                        for c, low, high in state.present)
    banned = ', '.join(f'{letters} at {i}' for i, letters in enumerate(state.banned, 1)
                       if letters)
    return [*rows,
            f'pattern: {state.pattern}' + (f' (inferred: {inferred})' if inferred else ''),
            f'present: {present or "none"}',
            f'absent:  {_letters(state.absent)}',
            f'banned:  {banned or "none"}',
            f'untried: {_letters(state.untried)}']


def state_json(state: State, words: Sequence[Word],
               explained: Sequence[Verdict] | None = None) -> dict[str, Any]:
    """The state and the words as one JSON-ready object (keys in the README)."""
    found: dict[str, Any] = {
        'length': state.length,
        'pattern': state.pattern,
        'inferred': [i + 1 for i in state.inferred],
        'present': {c: {'min': low, 'max': high} for c, low, high in state.present},
        'absent': state.absent,
        'banned': list(state.banned),
        'untried': state.untried,
        'rows': [{'guess': capitals(guess), 'score': reilly(guess, marks),
                  'emoji': emoji(marks)} for guess, marks in state.rows],
        'contradiction': state.contradiction,
        'count': len(words),
        'words': list(words),
    }
    if explained is not None:
        found['explain'] = dict(explained)
    return found


def _only(opts: Options, alphabet: Alphabet) -> list[Word] | None:
    """The words of --only, checked and read as the word list is; None
    when not given."""
    if not opts.only:
        return None
    if not opts.explain:
        raise ClueError(f"--only {quote(','.join(opts.only))}: goes with --explain")
    words = []
    for text in opts.only:
        word = reader(alphabet).word(text)
        if word is None:
            raise ClueError(f'--only {quote(text)}: expected words of letters of '
                            f'{alphabet.describe()}, comma-separated')
        if word not in words:   # each once, as everywhere
            words.append(word)
    return words


def _judge(opts: Options, model: Constraints,
           only: list[Word] | None) -> tuple[list[Word], list[Verdict] | None]:
    """The words of the list that fit and, with --explain, the verdicts on
    the whole list or on --only's words."""
    from wordlegrep.search import search
    from wordlegrep.words import read_words
    source = read_words(opts.source, model.length, model.alphabet, opts.encoding)
    if not opts.explain:
        return search(model, source, opts.strategy), None
    listed = list(source)
    judged = (verdicts(model, sorted(set(listed))) if only is None
              else verdicts(model, only, frozenset(listed)))
    return search(model, listed, opts.strategy), judged


def _body(state: State, words: Sequence[Word], explained: Sequence[Verdict] | None,
          count_only: bool) -> list[str] | None:
    """The lines printed after the state; None when they are the words."""
    if explained is not None:
        clash = [f'contradiction: {state.contradiction}'] if state.contradiction else []
        return clash + verdict_lines(explained)
    return [f'{len(words)}'] if count_only else None


def report(opts: Options, model: Constraints, out: Output) -> int:
    """Find the words, with the state (-v), the verdicts (--explain) or
    everything as JSON (--json); the status is 0 when a word fits."""
    from wordlegrep.printer import print_words, wants_colour
    state = summarise(read_clues(opts.clues, opts.green, opts.yellow, opts.black,
                                 opts.length, model.alphabet), model.length, model.alphabet)
    words, explained = _judge(opts, model, _only(opts, model.alphabet))
    fits = any(not why for _, why in explained) if explained is not None else bool(words)
    if opts.json:
        out.write_json(state_json(state, words, explained))
        return 0 if fits else 1
    body = _body(state, words, explained, opts.count_only)
    if opts.verbose:
        # A block of its own, ended by a blank line when more follows, so
        # that sed '1,/^$/d' leaves the plain output.
        more = [''] if (body if body is not None else words) else []
        lines = state_lines(state, wants_colour(opts.color, out)) + more
        out.write(''.join(f'{line}\n' for line in lines))
    if body is None:
        print_words(words, out)
    else:
        out.write(''.join(f'{line}\n' for line in body))
    return 0 if fits else 1
