"""Word files in any alphabet and any encoding: decoded, then read as
reading.py reads text. Loaded only for an alphabet other than English, or a
file in an encoding not built on ASCII; words.py reads the rest as bytes.
"""
from __future__ import annotations

import codecs
import functools
import itertools
import re
from collections.abc import Callable, Iterator
from typing import BinaryIO

from wordlegrep.alphabet import MARK_CLASS, Alphabet
from wordlegrep.reading import reader
from wordlegrep.score import Word
from wordlegrep.words import (
    CHUNK,
    NO_WORD,
    SPACE,
    UNDECODABLE,
    WORD_BYTES,
    encoding_name,
    frame,
    pieces,
)

# The codecs whose decoders learn the byte order from a byte-order mark, and
# refuse a stream without one (their -le and -be forms are told it instead).
MARKED = ('utf-16', 'utf-32')
# The most bytes a character takes in UTF-8, UTF-16 or UTF-32: a word of
# fewer characters than WORD_BYTES / WIDEST needs no counting of its bytes.
WIDEST = 4


@functools.lru_cache(maxsize=8)
def is_single_byte(encoding: str) -> bool:
    """Whether `encoding` reads each byte as one character (or as one that
    does not decode), ASCII as ASCII, whatever byte is next to it: the
    encodings a byte-wise tool can read. Those with escapes that change
    what the bytes after them mean (ISO-2022-JP, HZ, UTF-7) are not.

    >>> [is_single_byte(name) for name in ('iso-8859-1', 'utf-8', 'utf-16', 'iso2022_jp')]
    [True, False, False, False]
    """
    alone = [bytes([byte]).decode(encoding, UNDECODABLE) for byte in range(256)]
    if alone[:128] != list(map(chr, range(128))) or any(len(char) != 1 for char in alone):
        return False
    return all(bytes([first, second]).decode(encoding, UNDECODABLE) == alone[first] + alone[second]
               for first in range(256) for second in range(256))


def decode_texts(stream: BinaryIO, encoding: str, size: int = CHUNK) -> Iterator[str]:
    """The stream decoded, a megabyte or so at a time, cut at line ends and
    framed as `read_texts` does. Undecodable bytes become U+FFFD, which no
    alphabet has, so their lines are no words. A byte-order mark goes,
    where the codec does not drop it itself; a UnicodeError says that a file
    in UTF-16 or UTF-32 has none, which Python's decoders need to know the
    byte order, or that a file read in another encoding starts with one."""
    name = encoding_name(encoding)
    decoder = codecs.getincrementaldecoder(name)(errors=UNDECODABLE)
    bom = name.startswith('utf')   # a mark a decoder keeps: utf-8, or utf-16-le named
    tail = ''
    # (no mark of UTF-16 or UTF-32 in a file read in another encoding)
    read = pieces(stream, size, opened=not name.startswith(MARKED))
    for chunk in itertools.chain(read, [b'']):   # the last, empty, ends the decoding
        try:
            text = decoder.decode(chunk, final=not chunk)
        except UnicodeError:
            if name not in MARKED:
                raise
            raise UnicodeError(f'does not start with a byte-order mark, which {name} needs; '
                               f'expected one, or --encoding {name}-le or {name}-be') from None
        if bom and text:
            text, bom = text.removeprefix('\ufeff'), False
        head, newline, rest = (tail + text).rpartition('\n')
        tail = rest if len(rest) <= size else _squeeze_text(rest)
        if newline:
            yield frame(head)
    yield frame(tail)


def _squeeze_text(line: str) -> str:
    """A shorter line with the same fate (see `_squeeze`).

    >>> _squeeze_text('  ab '), _squeeze_text('a b'), _squeeze_text('x' * 999)
    (' ab ', '\\x7f', '\\x7f')
    """
    core = line.strip(SPACE)
    if len(core) > WORD_BYTES or any(char in SPACE for char in core):
        return NO_WORD   # no word will ever fit this line, whatever follows
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
