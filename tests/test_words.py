"""Word files: the bulk reader agrees with the line-by-line reference on
any bytes, in any chunking."""
from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

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
    data = b'ocean\n' + b'x' * 10_000 + b'\n' + b' ' * 10_000 + b'oleic' + b' ' * 10_000 + b'\nileac'
    assert list(read_chunks(io.BytesIO(data), 5, size=64)) == ['ocean', 'oleic', 'ileac']
