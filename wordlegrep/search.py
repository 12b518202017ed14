"""The searcher: run a backend's patterns over the lines of a word source."""
from __future__ import annotations

from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns
from wordlegrep.words import frame, read_text, word_lines


def matcher(model: Constraints, strategy: str = DEFAULT) -> regex.Pattern[str]:
    """One multiline regex that finds, in lines of n lowercase letters each,
    exactly the words the model admits. Every line is n letters long, so n
    character classes from a line start never reach past its end, and the
    lookaheads scan letters only.

    >>> matcher(Constraints.from_score('crane', '..YY.')).findall('nasal\\nbanal\\nsalsa')
    ['nasal', 'banal']
    """
    either = '|'.join(p.removeprefix('^').removesuffix('$') for p in patterns(model, strategy))
    return regex.compile(f'(?m)^(?:{either})$')


def search_texts(model: Constraints, texts: Iterable[str],
                 strategy: str = DEFAULT) -> list[Word]:
    """The words that fit, from chunks of whole lines: sorted, each once.
    One regex (the standard library's: it is the faster at this) picks out
    the lines that are words, the strategy's regex the words that fit."""
    words = word_lines(model.length).findall
    fits = matcher(model, strategy).findall
    return sorted({word for text in texts for word in fits('\n'.join(words(text)).lower())})


def search_file(model: Constraints, path: str, strategy: str = DEFAULT) -> list[Word]:
    """The words of the file at `path` (`-` is stdin) that fit."""
    return search_texts(model, read_text(path), strategy)


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words of a list that fit, sorted, each once."""
    return search_texts(model, [frame('\n'.join(words))], strategy)
