"""The searcher: run a backend's patterns over the lines of a word source."""
from __future__ import annotations

from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns
from wordlegrep.words import frame, is_plain, read_text, word_lines


def matcher(model: Constraints, strategy: str = DEFAULT) -> regex.Pattern[str]:
    """One multiline regex that finds, in text of lowercase letters and
    newlines, exactly the words the model admits. The guard lets only lines
    of n letters through, so the n classes after it never reach past the
    line's end, and the lookaheads scan letters only.

    >>> rx = matcher(Constraints.from_score('crane', '..YY.'))
    >>> rx.findall('nasal\\nbanal\\nsalsa\\nnasals\\nnas\\nal')
    ['nasal', 'banal']
    """
    n = model.length
    either = '|'.join(p.removeprefix('^').removesuffix('$') for p in patterns(model, strategy))
    return regex.compile(f'(?m)^(?=[a-z]{{{n}}}$)(?:{either})$')


def search_texts(model: Constraints, texts: Iterable[str],
                 strategy: str = DEFAULT) -> list[Word]:
    """The words that fit, from chunks of whole lines: sorted, each once.
    A chunk of lowercase lines alone (a bundled list) goes straight to the
    strategy's regex; any other is first cut down to its words, one a line,
    by a regex of the standard library's (the faster at that)."""
    words = word_lines(model.length).findall
    fits = matcher(model, strategy).findall
    found: set[Word] = set()
    for text in texts:
        found.update(fits(text if is_plain(text) else '\n'.join(words(text)).lower()))
    return sorted(found)


def search_file(model: Constraints, path: str, strategy: str = DEFAULT) -> list[Word]:
    """The words of the file at `path` (`-` is stdin) that fit."""
    return search_texts(model, read_text(path), strategy)


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words of a list that fit, sorted, each once."""
    return search_texts(model, [frame('\n'.join(words))], strategy)
