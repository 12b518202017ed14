"""The searcher: run a backend's patterns over a stream of words."""
from __future__ import annotations

from collections.abc import Iterable

import regex

from wordlegrep.model import Constraints
from wordlegrep.score import Word
from wordlegrep.strategies import DEFAULT, patterns


def matcher(model: Constraints, strategy: str = DEFAULT) -> regex.Pattern[str]:
    """One compiled regex that matches exactly the words `model` admits."""
    return regex.compile('|'.join(patterns(model, strategy)))


def search(model: Constraints, words: Iterable[Word], strategy: str = DEFAULT) -> list[Word]:
    """The words that fit, sorted, each once."""
    match = matcher(model, strategy).match
    return sorted({word for word in words if match(word)})
