"""The searcher: run a backend's patterns over the lines of a word source."""
from __future__ import annotations

from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns
from wordlegrep.words import BLANK, read_text


def line_matcher(model: Constraints, strategy: str = DEFAULT) -> regex.Pattern[str]:
    """One multiline regex that finds, in a chunk of a word file, exactly the
    lines holding a word the model admits. The guard ahead of the
    strategy's patterns lets only a line of n lowercase or n capital letters
    through; the patterns then test it with case folded.

    >>> rx = line_matcher(Constraints.from_score('crane', '..YY.'))
    >>> rx.findall('Nasal\\n banal \\r\\nNASAL\\nnasal\\nnasals\\nna5al\\n')
    ['banal', 'NASAL', 'nasal']
    """
    n = model.length
    either = '|'.join(p.removeprefix('^').removesuffix('$') for p in patterns(model, strategy))
    guard = f'(?=(?:[a-z]{{{n}}}|[A-Z]{{{n}}}){BLANK}$)'
    return regex.compile(f'(?m)^{BLANK}{guard}((?i:{either})){BLANK}$')


def search_texts(model: Constraints, texts: Iterable[str],
                 strategy: str = DEFAULT) -> list[Word]:
    """The words that fit, from chunks of whole lines: sorted, each once."""
    findall = line_matcher(model, strategy).findall
    return sorted({word.lower() for text in texts for word in findall(text)})


def search_file(model: Constraints, path: str, strategy: str = DEFAULT) -> list[Word]:
    """The words of the file at `path` (`-` is stdin) that fit."""
    return search_texts(model, read_text(path), strategy)


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words of a list that fit, sorted, each once."""
    return search_texts(model, ['\n'.join(words)], strategy)
