"""wordlegrep: Wordle clues as exact regular expressions and shell pipelines.

The Python API. Clues in any notation become one model; from it come the
words of a list or a file that fit, the regexes, the shell pipeline, and
why a word is out. Words given to it follow the command's rules: a word is
letters only, all lowercase or ALL CAPS (folded), of the clues' length.

    >>> import wordlegrep
    >>> clues = wordlegrep.parse('JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.')
    >>> wordlegrep.find(clues)                      # the bundled list
    ['ileac', 'ocean', 'oleic']
    >>> wordlegrep.find(clues, ['OCEAN', 'Ocean', 'oleic', "o'cea"])
    ['ocean', 'oleic']
    >>> wordlegrep.explain(wordlegrep.parse('CHEST=c.E..'), 'crane')
    ['position 1 cannot be c', 'position 3 must be e, not a']
    >>> wordlegrep.score_guess('chest', 'ocean'), wordlegrep.score_guess('chest', 'ocean', 'emoji')
    ('c.E..', '🟨⬛🟩⬛⬛')

Bad input raises `WordleError`, whose message names the token. Nothing here
prints, and nothing is read until a function is called.
"""
from __future__ import annotations

# Not typing.TYPE_CHECKING: importing typing would cost a script that only
# filters one query a tenth of its time. Type checkers read this name alike.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator
    from os import PathLike
    from typing import Any, NoReturn

    from wordlegrep.errors import WordleError
    from wordlegrep.model import Constraints

__version__ = '0.1.0'
# No name here may be a submodule's: importing wordlegrep.score would replace it.
__all__ = ['Constraints', 'WordleError', '__version__', 'bundled', 'explain', 'find',
           'game_state', 'parse', 'pipeline', 'regexes', 'score_guess']
NOTATIONS = ('reilly', 'digits', 'emoji', 'marks')


def parse(*clues: str, green: str | None = None, yellow: str | None = None,
          black: str | None = None, length: int | None = None, lang: str | None = None,
          alphabet: str | None = None) -> Constraints:
    """Clues in any mix of notations as one model: GUESS=SCORE pairs (letters,
    digits or squares) and Dr. Drang's green pattern, yellow and black
    letters; in the alphabet of `lang` (a preset, as --lang) or of the
    letters `alphabet` (as --alphabet), English a to z by default.

    >>> parse(green='..t..', yellow='a23', black='irepch').fixed
    ('', '', 't', '', '')
    >>> parse('ÑANDÚ=ñ....', lang='es').least('ñ')
    1
    """
    from wordlegrep.alphabet import choose
    from wordlegrep.notation import parse_clues
    length = _clue_arguments('parse', clues, green, yellow, black, length, lang, alphabet)
    return parse_clues(clues, green, yellow, black, length, choose(lang, alphabet))


def _clue_arguments(function: str, clues: tuple[object, ...], green: object, yellow: object,
                    black: object, length: object, lang: object, alphabet: object) -> int | None:
    """Refuse clues and their keywords of types `parse` does not take; the
    length as an int (any integer type gives one, a bool none)."""
    for clue in clues:
        _typed(function, 'clue', clue, str, "a clue as text, like 'CHEST=c.E..'")
    _text_or_none(function, green=green, yellow=yellow, black=black, lang=lang,
                  alphabet=alphabet)
    if length is None:
        return None
    index = getattr(type(length), '__index__', None)   # (numpy's integers have one too)
    if index is None or isinstance(length, bool):
        _refuse(function, 'length', length, 'a whole number, or None')
    return int(index(length))


def _text_or_none(function: str, **values: object) -> None:
    """Refuse keywords that are neither text nor None."""
    for name, value in values.items():
        _typed(function, name, value, (str, type(None)), 'text, or None')


def _encoding(function: str, encoding: object) -> None:
    """Refuse an encoding that is not text or None, or one Python does not
    know or that cannot read words, naming `function`'s parameter."""
    _text_or_none(function, encoding=encoding)
    if isinstance(encoding, str):
        from wordlegrep.words import encoding_name
        encoding_name(encoding, f'{function}: encoding')


def _typed(function: str, name: str, value: object, kinds: type | tuple[type, ...],
           expected: str) -> None:
    """Refuse an argument of a type `function` does not take (a bool is
    no number here), naming it and what it takes."""
    if not isinstance(value, kinds) or (isinstance(value, bool) and kinds is not bool):
        _refuse(function, name, value, expected)


def _refuse(function: str, name: str, value: object, expected: str) -> NoReturn:
    """Raise the error for an argument of a type `function` does not take."""
    from wordlegrep.errors import ArgumentTypeError
    raise ArgumentTypeError(f'{function}: {name} is of type {type(value).__name__}; '
                            f'expected {expected}')


def _model(function: str, model: object) -> None:
    """Refuse anything but the clues as `parse` reads them."""
    from wordlegrep.model import Constraints
    _typed(function, 'model', model, Constraints,
           "the clues as parse reads them, like parse('CHEST=c.E..')")


def _path(function: str, name: str, value: object) -> str:
    """A file's name as text, from text or a path object; one with a NUL
    byte, which no file's name holds, is refused."""
    import os
    if hasattr(value, '__fspath__'):
        value = os.fspath(value)
    if not isinstance(value, str):
        _refuse(function, name, value, 'the name of a file, as text or a path object')
    if '\0' in value:
        from wordlegrep.errors import WordFileError, quote
        raise WordFileError(f'{function}: {name} {quote(value)}: a NUL byte, which no '
                            "file's name holds; expected the name of a file")
    return value


def _texts(function: str, words: Iterable[object]) -> Iterator[str]:
    """The words handed over, each checked to be text."""
    for word in words:
        if not isinstance(word, str):
            _refuse(function, 'word', word, 'words as text')
        yield word


def bundled(name: str = 'wordle') -> str:
    """The path of a bundled list: wordle, answers, nyt or nyt-answers.

    >>> bundled('answers').endswith('answers.txt')
    True
    """
    from wordlegrep.words import bundled_path
    _typed('bundled', 'name', name, str, 'the name of a list as text')
    return bundled_path(name)


def find(model: Constraints, words: str | PathLike[str] | Iterable[str] | None = None,
         strategy: str = 'lookahead', encoding: str | None = None) -> list[str]:
    """The words that fit `model`, in its alphabet, sorted, each once: from
    a word file (a path, read in `encoding`, UTF-8 unless given), an
    iterable of words, or by default the bundled wordle list (for English)
    or the Debian list of the model's language, in that list's own encoding
    unless `encoding` is given."""
    from wordlegrep.search import search, search_file
    from wordlegrep.words import DEFAULT_ENCODING, words_given
    _model('find', model)
    _choice('strategy', strategy, _strategies())
    _encoding('find', encoding)
    if words is None:
        words, encoding = _default_list(model, encoding)
    if isinstance(words, (str, bytes)) or hasattr(words, '__fspath__'):
        return search_file(model, _path('find', 'words', words), strategy,
                           encoding or DEFAULT_ENCODING, 'find: words')
    from collections.abc import Iterable
    _typed('find', 'words', words, Iterable, 'a file, as its name or a path object, or words')
    return search(model, words_given(_texts('find', words), model.length, model.alphabet),
                  strategy)


def _default_list(model: Constraints, encoding: str | None, english: str | None = None
                  ) -> tuple[str, str]:
    """The list `find` reads when given none, as the command does: the
    bundled one (or the file `english`), or for another language its
    Debian list, in `encoding` if given, else in that list's own."""
    from wordlegrep.alphabet import ENGLISH
    from wordlegrep.words import DEFAULT_ENCODING
    if model.alphabet == ENGLISH:
        return english or bundled(), encoding or DEFAULT_ENCODING
    from wordlegrep.languages import LANGUAGES
    if model.alphabet.name not in LANGUAGES:
        from wordlegrep.errors import WordleError
        raise WordleError('words: an alphabet of its own needs a word list or file')
    known = LANGUAGES[model.alphabet.name]
    return known.dictionary, encoding or known.encoding


def regexes(model: Constraints, strategy: str = 'lookahead') -> list[str]:
    """The regular expressions the strategy runs (a word fits when any
    matches it whole), for the `regex` package.

    >>> regexes(parse('CHEST=c.E..'))
    ['^(?=[a-bd-z]*c)[^chst][^hst]e[^hst][^hst]$']
    """
    from wordlegrep.strategies import patterns
    _model('regexes', model)
    return patterns(model, _choice('strategy', strategy, _strategies()))


def pipeline(model: Constraints, source: str | PathLike[str] | None = None, shape: str = 'grep',
             strategy: str = 'lookahead', count: bool = False, encoding: str | None = None
             ) -> str:
    """The POSIX shell pipeline that prints the words fitting `model` in
    the file `source` ('-' for stdin), read in `encoding` (UTF-8 unless
    given); by default, /usr/share/dict/words, or for another language its
    Debian list in that list's encoding unless given, as `wordle
    --emit-shell` reads. `shape` is 'grep' or 'awk'; with `count`, it
    prints how many.

    >>> pipeline(parse('ÑANDU=ñ....', lang='es')).split('< ')[1].split()[0]
    '/usr/share/dict/spanish'
    """
    from wordlegrep.shell import DICTIONARY
    from wordlegrep.shell import pipeline as emit
    from wordlegrep.words import DEFAULT_ENCODING
    _model('pipeline', model)
    _choice('shape', shape, ('grep', 'awk'))
    _choice('strategy', strategy, _strategies())
    _encoding('pipeline', encoding)
    if source is None:
        source, encoding = _default_list(model, encoding, DICTIONARY)
    return emit(model, _path('pipeline', 'source', source), shape, strategy, bool(count),
                encoding or DEFAULT_ENCODING, option='pipeline: encoding')


def _strategies() -> tuple[str, ...]:
    from wordlegrep.strategies import STRATEGIES
    return tuple(STRATEGIES)


def _choice(name: str, value: str, allowed: tuple[str, ...]) -> str:
    """`value`, if it is one of the choices `allowed` for the argument `name`."""
    _typed(name, 'the choice', value, str, f'one of {", ".join(allowed)}')
    if value not in allowed:
        from wordlegrep.errors import WordleError, expected_one_of
        raise WordleError(expected_one_of(name, str(value), allowed))
    return value


def score_guess(guess: str, answer: str, notation: str = 'reilly', lang: str | None = None,
                alphabet: str | None = None) -> str:
    """Wordle's score of `guess` against `answer`, written in George Reilly's
    letters ('c.E..'), in digits ('10200'), as squares ('emoji'), or as
    marks, one of G Y . a tile ('marks'); the words in the alphabet of
    `lang` or `alphabet`, as `parse` takes them, and checked as
    `wordle score` checks them.

    >>> score_guess('speed', 'abide', 'digits'), score_guess('speed', 'abide', 'marks')
    ('00101', '..Y.Y')
    >>> score_guess('ÑANDU', 'ñandú', lang='es')   # ú is u in Spanish
    'ÑANDU'
    """
    from wordlegrep.alphabet import choose
    from wordlegrep.render import scored
    from wordlegrep.score import digits, emoji, reilly
    _typed('score_guess', 'guess', guess, str, 'a word as text')
    _typed('score_guess', 'answer', answer, str, 'a word as text')
    _text_or_none('score_guess', lang=lang, alphabet=alphabet)
    _choice('notation', notation, NOTATIONS)
    [(word, found)] = scored(answer, [guess], choose(lang, alphabet))
    shown = {'reilly': lambda: reilly(word, found), 'digits': lambda: digits(found),
             'emoji': lambda: emoji(found), 'marks': lambda: found}
    return shown[notation]()


def explain(model: Constraints, word: str) -> list[str]:
    """Every reason `word` cannot be the answer; none when it fits.

    >>> explain(parse('JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.'), 'ocean')
    []
    """
    from wordlegrep.errors import WordleError, quote
    from wordlegrep.reading import reader
    _model('explain', model)
    _typed('explain', 'word', word, str, 'a word as text')
    read = reader(model.alphabet).word(word.strip().lower())   # as --only reads it
    if not read:   # (None, or nothing but white space)
        raise WordleError(f'word {quote(word)}: expected a word of letters of '
                          f'{model.alphabet.describe()}')
    return list(model.reasons(read))


def game_state(*clues: str, green: str | None = None, yellow: str | None = None,
               black: str | None = None, length: int | None = None,
               words: str | PathLike[str] | Iterable[str] | None = None,
               lang: str | None = None, alphabet: str | None = None) -> dict[str, Any]:
    """What the clues say, as the command's --json prints it: the pattern
    with inferred letters, the letters present with their counts, absent,
    banned and untried, the rows, any contradiction, and the words of the
    list (the bundled one unless `words` says) that fit; in the alphabet of
    `lang` or `alphabet`, as `parse` takes them.

    >>> game_state('LOWER=l...r', 'FRAIL=.r..l', 'BLURT=Blur.')['pattern']
    'b.rl.'
    """
    from wordlegrep.report import state_json
    from wordlegrep.state import read_clues, summarise
    # (not parse's model: the rows are read from the clues themselves)
    length = _clue_arguments('game_state', clues, green, yellow, black, length, lang, alphabet)
    model = parse(*clues, green=green, yellow=yellow, black=black, length=length, lang=lang,
                  alphabet=alphabet)
    letters = model.alphabet
    summary = summarise(read_clues(clues, green, yellow, black, length, letters), model.length,
                        letters)
    return state_json(summary, find(model, words))


def _die_of(name: str) -> None:
    """End the process as the signal `name` ends grep: killed by it (141 in
    a shell for SIGPIPE, 130 for SIGINT), so that a shell's loop stops too."""
    import os
    import signal
    number = getattr(signal, name)
    signal.signal(number, signal.SIG_DFL)
    os.kill(os.getpid(), number)


def _command() -> int:
    """The `wordle` command as installed (and `python -m wordlegrep`): the
    command line's modules load in here, where Ctrl-C ends it as it does
    once they have, killed by SIGINT with no traceback. (Here, and not in a
    module of its own, which each start would pay for.)"""
    try:
        from wordlegrep.cli import main
    except KeyboardInterrupt:
        _die_of('SIGINT')
        return 130
    except Exception as error:   # (too little even to load the command line's modules)
        if not isinstance(error, MemoryError) and not _starved():
            raise
        import contextlib  # (both loaded with the interpreter already)
        import sys
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write('wordle: out of memory\n')
        return 2
    return main()


# Address space left under a limit below which a module that fails to load
# is taken to have run short: compiling the largest of ours takes a few MB.
STARVED_ROOM = 256 << 20
# The limits on memory a process may run under: the resource, ulimit's
# option for it, what it bounds, and the field of /proc/self/statm that
# counts that (in pages).
MEMORY_LIMITS = (('RLIMIT_AS', '-v', 'address space', 0),
                 ('RLIMIT_DATA', '-d', 'the data segment', 5))


def _memory_room() -> list[tuple[str, str, int | None]]:
    """Each limit on memory the process runs under: ulimit's option for
    it, what it bounds, and the room it leaves in bytes (None where /proc
    cannot say); none where the system has no such limits."""
    try:
        import resource
    except ImportError:   # (not POSIX)
        return []
    import os
    limits = [(option, what, field, resource.getrlimit(getattr(resource, name))[0])
              for name, option, what, field in MEMORY_LIMITS]
    limits = [limit for limit in limits if limit[3] != resource.RLIM_INFINITY]
    if not limits:
        return []
    try:
        with open('/proc/self/statm') as statm:
            pages = statm.read().split()
        used = [int(pages[field]) * os.sysconf('SC_PAGE_SIZE') for _, _, field, _ in limits]
    except (OSError, ValueError, IndexError):
        return [(option, what, None) for option, what, _, _ in limits]
    return [(option, what, limit - spent)
            for (option, what, _, limit), spent in zip(limits, used)]


def _starved() -> bool:
    """Whether a limit on address space (ulimit -v) or on the data segment
    (ulimit -d) leaves little room, or may (a limit, and no way to see the
    room left). Short of it, the interpreter compiling a module that has no
    cached bytecode, or numpy loading, may say so as any error at all (a
    ValueError from its AST, even a SyntaxError; a SystemError), not only
    as a MemoryError; with room to spare, such an error is a bug, and its
    traceback stays."""
    return any(room is None or room < STARVED_ROOM for _, _, room in _memory_room())


if not TYPE_CHECKING:   # (type checkers see the names imported above: a typo is an error)
    def __getattr__(name: str) -> Any:
        """The model's class and the error class, imported when first asked for."""
        if name == 'Constraints':
            from wordlegrep.model import Constraints
            return Constraints
        if name == 'WordleError':
            from wordlegrep.errors import WordleError
            return WordleError
        raise AttributeError(f'module {__name__!r} has no attribute {name!r}')


def __dir__() -> list[str]:
    return sorted(__all__)
