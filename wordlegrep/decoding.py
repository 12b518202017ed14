"""Word files in any alphabet and any encoding: decoded, then read as
reading.py reads text. Loaded only for an alphabet other than English, or a
file in an encoding not built on ASCII; words.py reads the rest as bytes.
"""
from __future__ import annotations

import codecs
import functools
import re
from collections.abc import Callable, Iterator
from typing import BinaryIO

from wordlegrep.alphabet import MARK_CLASS, Alphabet
from wordlegrep.reading import reader
from wordlegrep.score import Word
from wordlegrep.words import CHUNK, SPACE, WORD_BYTES, encoding_name, frame

# The most bytes a character takes in UTF-8, UTF-16 or UTF-32: a word of
# fewer characters than WORD_BYTES / WIDEST needs no counting of its bytes.
WIDEST = 4


@functools.lru_cache(maxsize=8)
def is_single_byte(encoding: str) -> bool:
    """Whether `encoding` reads ASCII as ASCII and every other byte as one
    character (or as an error) whatever byte follows: the encodings a
    byte-wise tool can read.

    >>> is_single_byte('iso-8859-1'), is_single_byte('utf-8'), is_single_byte('utf-16')
    (True, False, False)
    """
    ascii_bytes = bytes(range(128))
    if ascii_bytes.decode(encoding, 'replace') != ascii_bytes.decode('ascii'):
        return False
    return all(len(bytes([first, second]).decode(encoding, 'surrogateescape')) == 2
               for first in range(128, 256) for second in range(256))


def decode_texts(stream: BinaryIO, encoding: str, size: int = CHUNK) -> Iterator[str]:
    """The stream decoded, a megabyte or so at a time, cut at line ends and
    framed as `read_texts` does. Undecodable bytes become lone surrogates,
    which no alphabet has, so their lines are no words. A UTF-8 byte-order
    mark goes, as other codecs drop their own."""
    decoder = codecs.getincrementaldecoder(encoding)(errors='surrogateescape')
    bom = encoding_name(encoding) == 'utf-8'
    tail = ''
    while True:
        chunk = stream.read(size)
        text = decoder.decode(chunk, final=not chunk)
        if bom and text:
            text, bom = text.removeprefix('\ufeff'), False
        head, newline, rest = (tail + text).rpartition('\n')
        tail = rest if len(rest) <= size else _squeeze_text(rest)
        if newline:
            yield frame(head)
        if not chunk:
            break
    yield frame(tail)


def _squeeze_text(line: str) -> str:
    """A shorter line with the same fate (see `_squeeze`).

    >>> _squeeze_text('  ab '), _squeeze_text('a b'), _squeeze_text('x' * 999)
    (' ab ', '\\x00', '\\x00')
    """
    core = line.strip(SPACE)
    if len(core) > WORD_BYTES or any(char in SPACE for char in core):
        return '\0'   # no word will ever fit this line, whatever follows
    return (' ' if line[:1] in SPACE else '') + core + (' ' if line[-1:] in SPACE else '')


def decoded_words(alphabet: Alphabet, encoding: str, length: int) -> Callable[[str], list[Word]]:
    """A function from framed text to its words of `length` letters: lines
    of as many units (a character and its marks), each spelling a letter,
    not mixing cases, in at most WORD_BYTES bytes.

    >>> from wordlegrep.languages import language
    >>> words = decoded_words(language('es'), 'utf-8', 5)
    >>> words('\\n ÑANDÚ\\nCañón\\nn\\u0303andu\\nbaño\\nniños \\nNIÑos\\n')
    ['ñandu', 'ñandu', 'niños']
    """
    space = re.escape(SPACE)
    lines = re.compile(f'\n[{space}]*((?:[^\n{space}{MARK_CLASS}][{MARK_CLASS}]*){{{length}}})'
                       f'[{space}]*(?=\n)')
    spell = reader(alphabet).word
    empty = len(''.encode(encoding))   # a byte-order mark, for codecs that write one

    def words(text: str) -> list[Word]:
        found = []
        for core in lines.findall(text):
            word = spell(core)
            if word is not None and (len(core) * WIDEST <= WORD_BYTES or len(
                    core.encode(encoding, 'surrogateescape')) - empty <= WORD_BYTES):
                found.append(word)
        return found

    return words
