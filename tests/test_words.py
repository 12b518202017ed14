"""Word files: the bulk reader agrees with the line-by-line reference on
any bytes, in any chunking."""
from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import brute_force
from wordlegrep.model import Constraints
from wordlegrep.score import score
from wordlegrep.search import search_file
from wordlegrep.strategies import STRATEGIES
from wordlegrep.words import BOM, read_chunks, read_lines

PIECES = [b'ocean', b'OCEAN', b'Ocean', b'oCEAN', b'ab', b'abc', b'abcdefgh', b' ', b'\t',
          b'\r', b'\x0b', b'\x0c', b'\n', b'\r\n', b'\x00', b"'", b'\xc3\xa9', b'\xff', BOM,
          b'1', b'Z', b'z', b'e' * 40, b' ' * 30]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=60), st.integers(1, 40),
       st.integers(2, 6))
def test_chunks_agree_with_lines(pieces: list[bytes], size: int, length: int) -> None:
    data = b''.join(pieces)
    expected = list(read_lines(io.BytesIO(data), length))
    assert list(read_chunks(io.BytesIO(data), length, size)) == expected


def test_a_runaway_line_is_not_held_whole() -> None:
    pad = b' ' * 10_000
    data = b'ocean\n' + b'x' * 10_000 + b'\n' + pad + b'oleic' + pad + b'\nileac'
    assert list(read_chunks(io.BytesIO(data), 5, size=64)) == ['ocean', 'oleic', 'ileac']


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=80), st.sampled_from(sorted(STRATEGIES)),
       st.sampled_from(['crane', 'oleic', 'geese', 'abcde']), st.data())
def test_file_search_is_brute_force_on_any_bytes(tmp_path_factory: pytest.TempPathFactory,
                                                 pieces: list[bytes], strategy: str,
                                                 guess: str, data: st.DataObject) -> None:
    """Hostile bytes in, exactly the normalised words that score right out."""
    raw = b''.join(pieces)
    path = tmp_path_factory.mktemp('words') / 'hostile'
    path.write_bytes(raw)
    words = list(read_lines(io.BytesIO(raw), 5))
    answer = data.draw(st.sampled_from([*words, 'ocean']))
    clues = [(guess, score(guess, answer))]
    model = Constraints.from_score(*clues[0])
    assert search_file(model, str(path), strategy) == brute_force(clues, words)


def _codecs() -> list[str]:
    """Every text codec Python ships, by its own name."""
    import codecs
    import encodings
    import pkgutil
    names = set()
    for module in pkgutil.iter_modules(encodings.__path__):
        try:
            names.add(codecs.lookup(module.name).name)
        except LookupError:
            continue
    return sorted(names)


# Bytes escapes and shifts are made of, in the codecs Python ships.
SHIFTS = [b'\\', b'N', b'{', b'}', b'u', b'x', b'+', b'-', b'~', b'\x1b', b'$', b'(', b')', b'B',
          b'C', b'J', b'@', b'\x0e', b'\x0f', b'!', b'\xa1', b'\xff', b'\x8e']


@settings(max_examples=1000, deadline=None, derandomize=True)   # (the same bytes each run)
@given(st.lists(st.sampled_from(SHIFTS), min_size=1, max_size=6).map(b''.join))
def test_a_line_that_does_not_decode_keeps_to_itself(junk: bytes) -> None:
    """In every codec a word file may be read in, a line of any bytes ends
    at its newline: the lines after it are read as they are (unicode_escape,
    utf-7, hz and the iso2022 codecs let one take the next, and are refused)."""
    from wordlegrep.words import UNDECODABLE, _unreadable_in
    for name in _codecs():
        if _unreadable_in(name) or b'\n'.decode(name, UNDECODABLE) != '\n':
            continue   # (refused; or a newline of other bytes: utf-16, utf-32, EBCDIC)
        read = (junk + b'\nab\ncd\n').decode(name, UNDECODABLE)
        assert read.split('\n')[1:] == ['ab', 'cd', ''], (name, junk)
