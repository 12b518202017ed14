"""The searcher: run a backend's patterns over the lines of a word source."""
from __future__ import annotations

from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns, ranges
from wordlegrep.words import DEFAULT_ENCODING, frame, word_texts


def matcher(model: Constraints, strategy: str = DEFAULT) -> regex.Pattern[str]:
    """One multiline regex that finds, in text of lowercase letters (of the
    model's alphabet) and newlines, exactly the words the model admits. The guard lets only lines
    of n letters through, so the n classes after it never reach past the
    line's end, and the lookaheads scan letters only.

    >>> rx = matcher(Constraints.from_score('crane', '..YY.'))
    >>> rx.findall('nasal\\nbanal\\nsalsa\\nnasals\\nnas\\nal')
    ['nasal', 'banal']
    """
    n = model.length
    either = '|'.join(p.removeprefix('^').removesuffix('$') for p in patterns(model, strategy))
    letters = ranges(model.alphabet.letters)
    return regex.compile(f'(?m)^(?=[{letters}]{{{n}}}$)(?:{either})$')


def search_texts(model: Constraints, texts: Iterable[str],
                 strategy: str = DEFAULT) -> list[Word]:
    """The words that fit, from chunks of normalised words, one a line
    (see `word_texts`): sorted by code point, each once."""
    fits = matcher(model, strategy).findall
    found: set[Word] = set()
    for text in texts:
        found.update(fits(text))
    return sorted(found)


def search_file(model: Constraints, path: str, strategy: str = DEFAULT,
                encoding: str = DEFAULT_ENCODING, option: str = '--words') -> list[Word]:
    """The words of the file at `path` (`-` is stdin, `option` names it)
    that fit."""
    return search_texts(model, word_texts(path, model.length, model.alphabet, encoding, option),
                        strategy)


def any_fits(model: Constraints, path: str, strategy: str = DEFAULT,
             encoding: str = DEFAULT_ENCODING) -> bool:
    """Whether some word of the file at `path` fits: read only until one
    does, as `grep -q` reads (a stream that never ends, ended)."""
    fits = matcher(model, strategy).search
    return any(fits(text) for text in word_texts(path, model.length, model.alphabet, encoding))


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words of a list that fit, sorted, each once."""
    return search_texts(model, [frame('\n'.join(words))], strategy)
