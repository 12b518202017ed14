"""The printer: the one writer for standard output, and words laid out for
whoever reads them, one a line for pipes, in columns like `ls` for people.

Every command writes through `Output`, so that a stream that is closed,
full or unable to encode the squares is dealt with in one place. A write
that fails raises WriteError (reported by the CLI as one line and status
2); a reader that went away raises BrokenPipeError, which the CLI turns
into a quiet exit. When the stream cannot encode the squares or the
histogram's bars, they fall back to digits and `#`, as `chest=10200` is a
notation `wordle` reads back. Any other character it cannot encode fails
the write (a word with a letter made `?` would be another word), but in
prose written for reading (help), where it shows as `?`.
"""
from __future__ import annotations

import codecs
import errno
import io
import os
from collections.abc import Sequence
from typing import Any, TextIO

from wordlegrep.errors import WordleError, quote
from wordlegrep.score import BLACK, DIGITS, EMOJI, GREEN, YELLOW, emoji

# Characters some streams cannot encode, and what stands in for them.
FALLBACK = str.maketrans({EMOJI[GREEN]: DIGITS[GREEN], EMOJI[YELLOW]: DIGITS[YELLOW],
                          EMOJI[BLACK]: DIGITS[BLACK], '\N{FULL BLOCK}': '#'})


# Error handlers of a stream that write no character other than it is
# (surrogates stand for bytes a file held); with any other (PYTHONIOENCODING=
# ascii:replace) an encoding stream would change a letter, so text is checked
# before it goes. (A stream with no encoding, io.StringIO, changes nothing.)
SOUND = ('strict', 'surrogateescape', 'surrogatepass')


class WriteError(WordleError):
    """Standard output could not be written: closed, full, or failing."""


class Output:
    """A text stream (None when the descriptor was closed) that reports
    failures as WriteError and falls back to ASCII marks when it must."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream
        self.encoder: codecs.IncrementalEncoder | None = None   # unbuffered (see _encode)

    def isatty(self) -> bool:
        """Whether a person reads it."""
        try:
            return self.stream is not None and self.stream.isatty()
        except (OSError, ValueError):
            return False

    def _open(self) -> TextIO:
        if self.stream is None:
            raise WriteError('write error: standard output is closed')
        return self.stream

    def write(self, text: str) -> int:
        """Write `text` as it is, the squares and bars in marks the stream
        can encode where it cannot, or nothing: a word with a letter
        changed to `?` is another word, so a letter the stream cannot
        encode is a WriteError naming it."""
        return self._write(text, 'strict')

    def write_prose(self, text: str) -> int:
        """Write `text` for a person to read (help, the cache's listing):
        what the stream cannot encode, even so, becomes `?`."""
        return self._write(text, 'replace')

    def _write(self, text: str, errors: str) -> int:
        stream = self._open()
        try:
            try:
                if _lossy(stream):
                    text.encode(self.encoding)   # what the stream would change, refused
                return self._whole(stream, text)
            except UnicodeEncodeError:
                encoding = self.encoding
                plain = text.translate(FALLBACK)
                try:
                    plain.encode(encoding)
                except UnicodeEncodeError as error:
                    if errors == 'strict':
                        raise _unwritable(error, encoding) from None
                    plain = plain.encode(encoding, errors).decode(encoding)
                return self._whole(stream, plain)
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as error:
            raise _failed(error) from None

    def _whole(self, stream: TextIO, text: str) -> int:
        """Write all of `text`, or raise. Unbuffered (python -u,
        PYTHONUNBUFFERED) the text layer gives the file one write and drops
        what a short write leaves: a pipe whose reader has gone takes 64 KB,
        and the rest vanished with status 0. So the bytes are written here,
        until the last is taken or a write fails (BrokenPipeError, then)."""
        raw = getattr(stream, 'buffer', None)
        if not isinstance(raw, io.RawIOBase):
            return stream.write(text)   # a buffer's writes take all or raise
        stream.flush()
        data = memoryview(self._encode(stream, text))
        while data:
            written = raw.write(data)
            if not written:   # None: a non-blocking descriptor that is full
                raise BlockingIOError(errno.EAGAIN, os.strerror(errno.EAGAIN))
            data = data[written:]
        return len(text)

    def _encode(self, stream: TextIO, text: str) -> bytes:
        """`text` as the stream's text layer would encode it, as part of one
        output: each write encoded alone began with a byte-order mark
        (UTF-16, UTF-32, UTF-8-sig). The text layer writes the mark, where
        it would (at a file's start; for UTF-8-sig, a pipe's), as it
        writes nothing; the encoder here writes none. An encoding with no
        mark is encoded a write at a time, as the text layer is not: an
        ISO-2022 encoder's state (a failed write's too) stays its own."""
        errors = stream.errors or 'strict'
        if not ''.encode(stream.encoding):   # no mark: each write whole (ISO-2022 keeps state)
            return text.encode(stream.encoding, errors)
        if self.encoder is None:
            stream.write('')
            stream.flush()
            self.encoder = codecs.getincrementalencoder(stream.encoding)(errors)
            self.encoder.encode('')   # the mark: written by the text layer, or not wanted
        return self.encoder.encode(text, final=True)

    @property
    def encoding(self) -> str:
        """What the stream writes text as: ASCII, the least, if it does not say."""
        return (self.stream.encoding if self.stream is not None else None) or 'ascii'

    def write_json(self, value: Any) -> None:
        """`value` as one line of JSON: UTF-8 as is where the stream takes
        it, \\u escapes where it does not (the same JSON either way)."""
        import json  # only the --json paths pay for it
        text = json.dumps(value, ensure_ascii=False)
        try:
            text.encode(self.encoding)
        except (UnicodeEncodeError, LookupError):
            text = json.dumps(value)
        self.write(text + '\n')

    def flush(self) -> None:
        """Push out what is buffered, reporting failures as writes do."""
        if self.stream is None:
            return
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except (OSError, ValueError) as error:
            raise _failed(error) from None


def _lossy(stream: TextIO) -> bool:
    """Whether `stream` encodes text and changes what it cannot encode."""
    return bool(getattr(stream, 'encoding', None)) and \
        getattr(stream, 'errors', None) not in SOUND


APART = ' \n;'   # what ends the token a write error names
# Encodings whose bytes sort as their code points do.
BY_CODE_POINT = frozenset({'utf-8', 'iso8859-1', 'ascii'})


def _unwritable(error: UnicodeEncodeError, encoding: str) -> WriteError:
    """The text around the first character the stream cannot encode: the
    word it is in, or in a pipeline the command of a sed or awk program
    (not the whole program, which the user never typed)."""
    text, at = error.object, error.start
    start = max(text.rfind(apart, 0, at) for apart in APART) + 1
    ends = [end for end in (text.find(apart, at) for apart in APART) if end >= 0]
    token = text[start:min(ends, default=len(text))].strip("'")   # a pipeline's shell quotes
    return WriteError(f'write error: {quote(token)}: {quote(text[at])} cannot be written in '
                      f'{encoding}, the output\'s encoding; expected UTF-8 output (a UTF-8 '
                      'locale, or PYTHONIOENCODING=utf-8)')


def _failed(error: OSError | ValueError) -> WriteError:
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return WriteError(f'write error: {reason}')


def columns(words: Sequence[str], width: int) -> list[str]:
    """Lay words out down the columns, as `ls` does, within `width`
    columns of the screen (a wide letter takes two, a combining mark none).

    >>> columns(['aa', 'bb', 'cc', 'dd', 'ee'], 12)
    ['aa  cc  ee', 'bb  dd']
    >>> columns(['ああ', 'いい', 'うう'], 12)
    ['ああ  うう', 'いい']
    """
    if not words:
        return []
    from wcwidth import wcswidth  # only people at a terminal pay for it
    # (a character the library cannot size, say one not printable: one each)
    shown = [size if size >= 0 else len(word) for word, size in zip(words, map(wcswidth, words))]
    cell = max(shown) + 2
    per_row = max(1, (width + 2) // cell)
    rows = -(-len(words) // per_row)
    return ['  '.join(word + ' ' * (cell - 2 - size)
                      for word, size in zip(words[i::rows], shown[i::rows])).rstrip()
            for i in range(rows)]


def in_byte_order(words: Sequence[str], encoding: str) -> Sequence[str]:
    """`words` (sorted by code point) in the order of their bytes once
    written in `encoding`, as `LC_ALL=C sort` orders a pipeline's output:
    in UTF-8 and Latin-1 the same; in cp1251 or KOI8-U, not.

    >>> in_byte_order(['буде', 'ґава', 'єнот'], 'cp1251')
    ['ґава', 'єнот', 'буде']
    """
    if codecs.lookup(encoding).name in BY_CODE_POINT:
        return words
    return sorted(words, key=lambda word: word.encode(encoding, 'replace'))


def print_words(words: Sequence[str], out: Output) -> None:
    """Print words (sorted by code point) for whoever reads `out`, in the
    order a pipeline's `sort` prints them there, byte for byte: columns on
    a terminal."""
    words = in_byte_order(words, out.encoding)
    if out.isatty():
        import shutil  # only people at a terminal pay for it
        lines = columns(words, shutil.get_terminal_size().columns)
    else:
        lines = list(words)
    if lines:
        out.write('\n'.join(lines) + '\n')


# The game's own tile and letter colours, as red, green and blue; and the
# nearest of the sixteen basic colours, for terminals that do not show
# 24-bit colour.
TILES = {GREEN: ((106, 170, 100), 'on_green'), YELLOW: ((201, 180, 88), 'on_yellow'),
         BLACK: ((120, 124, 126), 'on_dark_grey')}
LETTERS = ((255, 255, 255), 'white')


def wants_colour(setting: str, out: Output) -> bool:
    """Whether to colour: --color always or never, else (auto) when a
    person reads `out` on a terminal that shows colour (TERM set, and not
    to dumb, as grep and ripgrep judge), and NO_COLOR is not set, as
    no-color.org asks."""
    if setting != 'auto':
        return setting == 'always'
    return (out.isatty() and os.environ.get('TERM') not in (None, 'dumb')
            and not os.environ.get('NO_COLOR'))


def tiles(guess: str, marks: str, padded: bool = True) -> str:
    """The guess's letters, capitals on the game's colours, as the game
    shows a row; not `padded`, each letter alone on its colour, so that
    what is copied from the terminal is the word.

    >>> tiles('ab', 'G.') == tiles('ab', 'G.') != 'AB'
    True
    """
    from termcolor import colored
    deep = os.environ.get('COLORTERM', '') in ('truecolor', '24bit')
    from wordlegrep.alphabet import capital
    pad = ' ' if padded else ''
    return ''.join(colored(f'{pad}{capital(letter) or letter}{pad}',
                           LETTERS[0] if deep else LETTERS[1],
                           TILES[mark][0] if deep else TILES[mark][1], attrs=['bold'],
                           force_color=True)
                   for letter, mark in zip(guess, marks))


def row(guess: str, marks: str, colour: bool) -> str:
    """A scored guess as `GUESS  squares`, its letters on the game's
    colours when `colour`.

    >>> row('chest', 'Y.G..', False)
    'CHEST  🟨⬛🟩⬛⬛'
    """
    from wordlegrep.alphabet import capitals
    return f'{tiles(guess, marks) if colour else capitals(guess)}  {emoji(marks)}'
