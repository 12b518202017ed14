"""The searcher: run a backend's patterns over the lines of a word source."""
from __future__ import annotations

import codecs
from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns, ranges
from wordlegrep.words import DEFAULT_ENCODING, frame, word_texts

# Encodings whose bytes sort as their code points do.
BY_CODE_POINT = frozenset({'utf-8', 'iso8859-1', 'ascii'})


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


def in_byte_order(words: list[Word], encoding: str) -> list[Word]:
    """`words` (sorted by code point) in the order of their bytes once
    written in `encoding`, as `LC_ALL=C sort` orders a pipeline's output:
    in UTF-8 and Latin-1 the same; in cp1251 or KOI8-U, not.

    >>> in_byte_order(['буде', 'ґава', 'єнот'], 'cp1251')
    ['ґава', 'єнот', 'буде']
    """
    if codecs.lookup(encoding).name in BY_CODE_POINT:
        return words
    return sorted(words, key=lambda word: word.encode(encoding, 'replace'))


def search_file(model: Constraints, path: str, strategy: str = DEFAULT,
                encoding: str = DEFAULT_ENCODING) -> list[Word]:
    """The words of the file at `path` (`-` is stdin) that fit."""
    return search_texts(model, word_texts(path, model.length, model.alphabet, encoding), strategy)


def any_fits(model: Constraints, path: str, strategy: str = DEFAULT,
             encoding: str = DEFAULT_ENCODING) -> bool:
    """Whether some word of the file at `path` fits: read only until one
    does, as `grep -q` reads (a stream that never ends, ended)."""
    fits = matcher(model, strategy).search
    return any(fits(text) for text in word_texts(path, model.length, model.alphabet, encoding))


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words of a list that fit, sorted, each once."""
    return search_texts(model, [frame('\n'.join(words))], strategy)
