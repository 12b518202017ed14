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
