"""Word sources: the bundled lists and any file, read as a stream of
normalised words.

English, the default, is read as bytes: a word is a line of ASCII letters.
Other alphabets, and files in encodings that are not ASCII's supersets, are
decoded first and read as alphabet.py reads text; a line that does not
decode is not a word.
"""
from __future__ import annotations

import codecs
import functools
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Iterator

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.errors import WordFileError, expected_one_of, note, quote
from wordlegrep.score import Word

TYPE_CHECKING = False   # not typing's: see model.py
if TYPE_CHECKING:
    from typing import BinaryIO

LISTS = {'wordle': 'wordle.txt', 'answers': 'answers.txt', 'nyt': 'nyt.txt',
         'nyt-answers': 'nyt-answers.txt'}
BOM = b'\xef\xbb\xbf'
PLAIN = b'abcdefghijklmnopqrstuvwxyz\n'
CHUNK = 1 << 20
SPACE = ' \t\r\x0b\x0c'   # what bytes.strip() strips, less the newline
DEFAULT_ENCODING = 'utf-8'
# The most bytes a word takes on its line, once whitespace is stripped: 15
# letters with room for marks. A longer line is not a word, which lets the
# shell pipeline cut every line to a bounded length first.
WORD_BYTES = 256


def bundled_path(name: str) -> str:
    """The file behind a bundled list's name."""
    if name not in LISTS:
        raise WordFileError(expected_one_of('--list', name, LISTS))
    # A plain path beside this module: importlib.resources would cost more
    # start-up time than a whole query; it is only needed for zipped installs.
    path = os.path.join(os.path.dirname(__file__), 'lists', LISTS[name])
    if os.path.exists(path):
        return path
    from importlib.resources import as_file, files  # pragma: no cover
    with as_file(files('wordlegrep') / 'lists' / LISTS[name]) as real:  # pragma: no cover
        return str(real)


def normalise(line: bytes, length: int) -> Word | None:
    """The word a line holds, or None: ASCII letters of the right length,
    all lowercase or ALL CAPS (folded); Capitalised names, apostrophes,
    digits and accents are not words.

    >>> lines = (b' Crane\\r\\n', b'CRANE\\n', b'crane', b"o'neil", b'cr\\xc3\\xa8me')
    >>> [normalise(line, 5) for line in lines]
    [None, 'crane', 'crane', None, None]
    """
    word = line.strip()
    if len(word) != length or not word.isalpha():
        return None
    if word.islower():
        return word.decode('ascii')
    if word.isupper():
        return word.lower().decode('ascii')
    return None


def words_given(words: Iterable[str], length: int,
                alphabet: Alphabet = ENGLISH) -> Iterator[Word]:
    """Words handed over in Python, each taken as a line of a word file is.

    >>> list(words_given(['OCEAN', 'Ocean', ' ocean ', 'o\\ncean', 'océan', 'slate\\n'], 5))
    ['ocean', 'ocean', 'slate']
    """
    lines = (text for text in (word.removesuffix('\n') for word in words)   # a file's lines
             if '\n' not in text and '\r' not in text.rstrip('\r'))
    if alphabet == ENGLISH:
        for text in lines:
            word = normalise(text.encode('utf-8', 'surrogateescape'), length)
            if word is not None:
                yield word
        return
    from wordlegrep.decoding import decoded_words
    spell = decoded_words(alphabet, DEFAULT_ENCODING, length)
    for text in lines:
        yield from spell(frame(text))


def read_lines(stream: BinaryIO, length: int) -> Iterator[Word]:
    """The words of a binary stream, a line at a time: the reference that
    `read_chunks` must agree with."""
    first = True
    for line in stream:
        if first:
            line, first = line.removeprefix(BOM), False
        word = normalise(line, length)
        if word is not None:
            yield word


BLANK = f'[{SPACE}]*'


def word_lines(length: int) -> re.Pattern[str]:
    """Lines that `normalise` keeps, found in bulk in a framed chunk (see
    `read_texts`). Leading with a literal newline rather than ^ lets the
    engine jump from line to line instead of trying every character.

    >>> word_lines(5).findall('\\nOcean\\n ileac\\r\\nOLEIC\\noceans\\n')
    ['ileac', 'OLEIC']
    """
    return re.compile(f'\\n{BLANK}([a-z]{{{length}}}|[A-Z]{{{length}}}){BLANK}(?=\\n)')


# A line no word fits, which a runaway one becomes: DEL, a control
# character no alphabet has and no file's words hold (NUL is counted as
# what a binary file holds).
NO_WORD = '\x7f'


def _squeeze(line: bytes) -> bytes:
    """A shorter line with the same fate: runaway lines must not fill memory.

    >>> _squeeze(b'  abc '), _squeeze(b'  ab cd'), _squeeze(b'x' * 99)
    (b' abc ', b'\\x7f', b'\\x7f')
    """
    core = line.strip()
    if len(core) > 64 or any(c in SPACE.encode() for c in core):
        return NO_WORD.encode()   # no word will ever fit this line, whatever follows
    return (b' ' if line[:1].isspace() else b'') + core + (b' ' if line[-1:].isspace() else b'')


# The byte-order marks of UTF-32 and UTF-16, UTF-32's first: its
# little-endian mark starts as UTF-16's does.
WIDE_MARKS = ((codecs.BOM_UTF32_LE, 'utf-32'), (codecs.BOM_UTF32_BE, 'utf-32'),
              (codecs.BOM_UTF16_LE, 'utf-16'), (codecs.BOM_UTF16_BE, 'utf-16'))


OPENING = 4   # bytes that tell a byte-order mark


def opening(stream: BinaryIO) -> bytes:
    """The stream's first four bytes (or all it has), enough to tell a
    byte-order mark; a UnicodeError when they are a mark of UTF-16 or
    UTF-32, in which no line would read as a word in the encoding the
    caller reads it in.

    >>> import io
    >>> opening(io.BytesIO('crane'.encode('utf-16')))
    Traceback (most recent call last):
    UnicodeError: starts with a byte-order mark of utf-16; expected --encoding utf-16
    """
    start = stream.read(OPENING) or b''
    wide = next((name for mark, name in WIDE_MARKS if start.startswith(mark)), None)
    if wide is not None:
        raise UnicodeError(f'starts with a byte-order mark of {wide}; expected --encoding {wide}')
    return start


def pieces(stream: BinaryIO, size: int = CHUNK, opened: bool = True) -> Iterator[bytes]:
    """The stream's bytes, up to `size` a read: first its `opening` when
    `opened`, then the rest. A buffered read returns fewer bytes than
    asked for only at the end of input, so the reading stops there: a
    terminal, whose end of input is one Ctrl-D, would wait for another on
    a read after it (cat and grep stop at the first).

    >>> import io
    >>> [len(piece) for piece in pieces(io.BytesIO(b'x' * 10), 4)]
    [4, 4, 2]
    """
    if opened:
        start = opening(stream)
        yield start
        if len(start) < OPENING:
            return
    while True:
        chunk = stream.read(size) or b''
        if chunk:
            yield chunk
        if len(chunk) < size:
            return


def read_texts(stream: BinaryIO, size: int = CHUNK) -> Iterator[str]:
    """The stream as text a megabyte or so at a time, cut at line ends and
    framed by a newline at each end, so one regex can pick out words in
    bulk and memory stays bounded. latin-1 maps every byte to one
    character: nothing fails to decode, and [a-z] still means ASCII letters
    only."""
    read = pieces(stream, size)
    tail = next(read).removeprefix(BOM)
    for chunk in read:
        head, newline, rest = (tail + chunk).rpartition(b'\n')
        tail = rest if len(rest) <= size else _squeeze(rest)
        if newline:
            yield frame(head.decode('latin-1'))
    yield frame(tail.decode('latin-1'))


def is_plain(text: str) -> bool:
    """Whether text holds nothing but lowercase letters and newlines.

    >>> is_plain('\\nocean\\noleic\\n'), is_plain('ocean\\r\\n'), is_plain('Ocean')
    (True, False, False)
    """
    return text.isascii() and not text.encode('ascii').translate(None, PLAIN)


def frame(text: str) -> str:
    """Lines of text with a newline before the first and after the last."""
    return f'\n{text}\n'


def words_in(texts: Iterable[str], length: int) -> Iterator[Word]:
    """The words of `length` letters in framed chunks, normalised."""
    findall = word_lines(length).findall
    for text in texts:
        yield from (word.lower() for word in findall(text))


def read_chunks(stream: BinaryIO, length: int, size: int = CHUNK) -> Iterator[Word]:
    """The same words as `read_lines`, found in bulk."""
    return words_in(read_texts(stream, size), length)


def open_words(path: str, option: str = '--words') -> BinaryIO:
    """Open a word file for reading (`-` is stdin), or say why not, naming
    the `option` that named it."""
    if sys.stdin is None and (path == '-' or _names_stdin(path)):
        raise WordFileError(f'{option} {quote(path)}: standard input is closed')
    if path == '-':
        if not _blocking(sys.stdin.buffer):   # a read there may end short of the end
            raise WordFileError(f'{option} {quote(path)}: standard input is non-blocking '
                                '(O_NONBLOCK), so its end cannot be told; expected a file, '
                                'or a pipe or terminal that waits for its writer')
        return sys.stdin.buffer
    if os.path.isdir(path):
        raise WordFileError(f'{option} {quote(path)}: is a directory, expected a file of words')
    try:
        return open(path, 'rb')
    except OSError as error:
        raise _unreadable(path, error, option) from None


def _blocking(stream: BinaryIO) -> bool:
    """Whether reads from `stream` wait for data (true where that cannot
    be told: a stream with no descriptor)."""
    try:
        return os.get_blocking(stream.fileno())
    except (OSError, ValueError):
        return True


def reads_stdin(path: str) -> bool:
    """Whether reading the file `path` names reads standard input away: `-`,
    or another name for a stdin that is read once (a pipe, a socket or a
    terminal) such as /dev/stdin, /proc/self/fd/0 or the FIFO's own name.
    A regular file, or /dev/null, opened by its name is read from its
    start, whatever stdin has read of it (`-` is not: it reads on from
    where descriptor 0 is)."""
    if path == '-':
        return True
    try:
        named, stdin = os.stat(path), os.fstat(0)
        once = stat.S_ISFIFO(stdin.st_mode) or stat.S_ISSOCK(stdin.st_mode) or os.isatty(0)
        return once and os.path.samestat(named, stdin)
    except (OSError, ValueError):
        return False


def _names_stdin(path: str) -> bool:
    """Whether `path` names descriptor 0 (/dev/stdin, /dev/fd/0,
    /proc/self/fd/0, or a link to one), where the CLI put /dev/null if
    standard input was closed. Links are followed by hand: the last one
    leads to whatever is on descriptor 0."""
    for _ in range(40):   # as many links as Linux follows
        folder, name = os.path.split(path)
        path = os.path.join(os.path.realpath(folder), name)
        if path in ('/dev/fd/0', f'/proc/{os.getpid()}/fd/0'):
            return True
        try:
            path = os.path.join(os.path.dirname(path), os.readlink(path))
        except OSError:   # not a link
            return False
    return False


def _unreadable(path: str, error: OSError, option: str) -> WordFileError:
    return WordFileError(f'{option} {quote(path)}: {error.strerror or error}')


def read_words(path: str, length: int, alphabet: Alphabet = ENGLISH,
               encoding: str = DEFAULT_ENCODING, option: str = '--words') -> Iterator[Word]:
    """Every word of `length` letters in the file at `path` (which `option`
    named), streamed."""
    if is_bytewise(alphabet, encoding):
        return words_in(read_text(path, option=option), length)
    return (word for text in word_texts(path, length, alphabet, encoding, option)
            for word in text.split('\n') if word)


# Lines a hint at a file's word lengths reads at most (an error path: a
# list of millions of lines would else cost seconds to tell of).
LENGTHS_READ = 200_000


def word_lengths(path: str, alphabet: Alphabet = ENGLISH, encoding: str = DEFAULT_ENCODING,
                 option: str = '--words') -> dict[int, int]:
    """How many of the words among the first LENGTHS_READ lines of the file
    at `path` have each length, read as `read_words` reads them (the most
    common first). The file was read once already: this notes nothing.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile('w', suffix='.txt') as file:
    ...     _ = file.write('cranes\\nchess\\nBOARDS\\nSwings\\nmy word\\n')
    ...     file.flush()
    ...     word_lengths(file.name)
    {6: 2, 5: 1}
    """
    from wordlegrep.reading import reader
    bytewise = is_bytewise(alphabet, encoding)
    spell = reader(alphabet).word
    counts: dict[int, int] = {}
    read = 0
    for text in read_text(path, None if bytewise else encoding, option, again=True):
        for line in text.split('\n'):
            word = line.strip(SPACE)
            if word and (word.isascii() or not bytewise):
                spelt = spell(word)
                if spelt is not None:
                    counts[len(spelt)] = counts.get(len(spelt), 0) + 1
            read += 1
        if read >= LENGTHS_READ:
            break
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def plain_words(text: str, findall: Callable[[str], list[str]]) -> str:
    """A framed chunk of bytes (as latin-1) with its English words one a
    line: as it is when it is plain lowercase lines (a bundled list), else
    the lines `findall` (a `word_lines` pattern's) picks out, lowered.

    >>> plain_words('\\nOcean\\n ileac\\r\\nOLEIC\\n', word_lines(5).findall)
    'ileac\\noleic'
    """
    return text if is_plain(text) else '\n'.join(findall(text)).lower()


def word_texts(path: str, length: int, alphabet: Alphabet = ENGLISH,
               encoding: str = DEFAULT_ENCODING, option: str = '--words') -> Iterator[str]:
    """The file's words of `length` letters as chunks of text with a word on
    each line, or (where a chunk is plain lowercase lines already) with
    lines of other lengths too: a search filters lengths anyway."""
    if is_bytewise(alphabet, encoding):
        findall = None   # compiled for the first chunk that is not plain: a bundled list never is
        for text in read_text(path, option=option):
            if not is_plain(text):
                findall = findall or word_lines(length).findall
                text = plain_words(text, findall)
            yield text
        return
    from wordlegrep.decoding import decoded_words
    words = decoded_words(alphabet, encoding, length)
    for text in read_text(path, encoding, option):
        yield frame('\n'.join(words(text)))


# Regular files smaller than this are read in well under a second (about
# 150 MB a second here), so the progress module is not even imported.
BIG = 16 * CHUNK


def _with_progress(texts: Iterator[str], stream: BinaryIO, path: str,
                   encoding: str | None) -> Iterator[str]:
    """`texts`, with a bar on stderr counting the mebibytes read, when the
    command line turned progress on (see progress.py) and the reading takes
    more than a second: a big file's, or a pipe's (of a size not known).
    (`encoding`: what the texts were decoded from; None, byte for byte.)"""
    try:
        status = os.fstat(stream.fileno())
    except (OSError, ValueError):
        return texts
    regular = stat.S_ISREG(status.st_mode)
    if regular and status.st_size < BIG:
        return texts
    from wordlegrep.progress import progress
    if not regular:   # (a pipe: its texts encoded again, as it has no place to ask)
        name = encoding or 'latin-1'
        extra = len(REPLACED.encode(name, 'replace')) - 1   # each byte that did not decode

        def mebibytes(text: str) -> float:
            return (len(text.encode(name, 'replace')) - extra * text.count(REPLACED)) / CHUNK

        return progress(texts, what=os.path.basename(path), unit='MiB', amount=mebibytes)
    read = stream.tell()

    def megabytes(_: str) -> float:   # (mebibytes) read since the last text, by the file's place
        nonlocal read
        now = stream.tell()
        now, read = now - read, now
        return now / CHUNK

    return progress(texts, total=status.st_size / CHUNK, what=os.path.basename(path),
                    unit='MiB', amount=megabytes)


def read_text(path: str, encoding: str | None = None,
              option: str = '--words', again: bool = False) -> Iterator[str]:
    """The file at `path` in chunks of whole lines, or a WordFileError
    naming `option`; decoded from `encoding`, or byte for byte (latin-1)
    when None. Read `again`, it shows no bar and notes nothing: the first
    reading did."""
    stream = open_words(path, option)
    try:
        if encoding is None:
            texts = read_texts(stream)
        else:
            from wordlegrep.decoding import decode_texts
            texts = decode_texts(stream, encoding)
        # (the bar ends first: a note written while it shows went onto its line)
        yield from texts if again else _noting(_with_progress(texts, stream, path, encoding),
                                               path, encoding, option)
    except OSError as error:
        raise _unreadable(path, error, option) from None
    except UnicodeError as error:   # see decode_texts
        raise WordFileError(f'{option} {quote(path)}: {error}') from None
    finally:
        if path != '-':
            stream.close()


def _noting(texts: Iterator[str], path: str, encoding: str | None,
            option: str) -> Iterator[str]:
    """`texts`, then a note of how many lines did not decode (from
    `encoding`; None reads every byte) and how many hold a NUL byte, if
    any: their words are lost, and a file in another encoding (UTF-16
    without a byte-order mark puts a NUL in every line of English) or a
    binary file would else read as few words or none, in silence."""
    lost = nuls = 0
    for text in texts:
        if encoding is not None and REPLACED in text:
            lost += sum(REPLACED in line for line in text.split('\n'))
        if '\0' in text:
            nuls += sum('\0' in line for line in text.split('\n'))
        yield text
    if lost:
        note(f'{option} {quote(path)}: {_lines(lost)} not {encoding_name(encoding or "")}, '
             f'{"each " * (lost > 1)}read as no word; name the file\'s encoding with --encoding')
    if nuls:
        note(f'{option} {quote(path)}: {_lines(nuls, holds=True)} a NUL byte, '
             f'{"each " * (nuls > 1)}read as no word (a binary file, or UTF-16 with no '
             'byte-order mark: name it with --encoding)')


def _lines(n: int, holds: bool = False) -> str:
    """
    >>> _lines(1), _lines(2, holds=True)
    ('1 line is', '2 lines hold')
    """
    verb = ('holds', 'hold') if holds else ('is', 'are')
    return f'{n:,} line {verb[0]}' if n == 1 else f'{n:,} lines {verb[1]}'


# -- any alphabet, any encoding ---------------------------------------------

LIKE = 'like utf-8, iso-8859-1 or koi8-u'
# What a byte that does not decode becomes: U+FFFD, which no alphabet has,
# so its line is no word. (surrogateescape cannot stand for bytes below
# 128, and UTF-16 and UTF-32 put those in the units they cannot decode.)
UNDECODABLE = 'replace'
REPLACED = '\ufffd'


def encoding_name(encoding: str, option: str = '--encoding') -> str:
    """The codec's own name for `encoding`, or a WordFileError naming it as
    `option` (the API's parameter, or the command line's): one Python does
    not know, or one that cannot read a file of words.

    >>> encoding_name('latin1'), encoding_name('UTF8')
    ('iso8859-1', 'utf-8')
    """
    try:
        name = codecs.lookup(encoding).name
    except (LookupError, UnicodeError):   # (a name that is not text: bytes no codec has)
        raise WordFileError(f'{option} {quote(encoding)}: not an encoding Python knows, '
                            f'{LIKE}') from None
    why = _unreadable_in(name)
    if why:
        raise WordFileError(f'{option} {quote(encoding)}: {why}; expected one {LIKE}')
    return name


# Bytes that open something an escape or shift codec reads on past the end
# of the line when nothing closes it: a named escape (unicode_escape), a
# base64 run (utf-7), a shift into two bytes a character (hz, iso2022) and
# one byte of a character of two (iso2022_kr takes the newline as the second).
OPEN_ENDED = (b'\\N{', b'\\u12', b'\\x', b'+', b'~{!', b'\x1b$B!', b'\x1b(J', b'\x1b$)C\x0e!',
              b'\xff')
AFTER = ['ab', 'cd', '']   # the lines after such a line, as they must be read


@functools.lru_cache(maxsize=8)
def _unreadable_in(name: str) -> str:
    """Why a file of words cannot be read in the codec `name`, or '': it
    turns bytes into bytes or text into text (base64, rot13), or it cannot
    pass over bytes it does not decode (idna, punycode).

    >>> _unreadable_in('utf-16'), _unreadable_in('rot13'), _unreadable_in('idna')[:22]
    ('', 'not a text encoding', 'cannot read word files')
    """
    try:
        b'\n'.decode(name)   # (b'' would not even look the codec up)
    except LookupError:
        return 'not a text encoding'
    except UnicodeError:
        pass
    try:   # its byte-order mark, if it writes one, then bytes that are no text
        decoder = codecs.getincrementaldecoder(name)(errors=UNDECODABLE)
        decoder.decode(''.encode(name) + b'\xff\n\xfe', final=True)
        if b'\n'.decode(name, UNDECODABLE) == '\n' and any(   # (on ASCII's newline)
                (start + b'\nab\ncd\n').decode(name, UNDECODABLE).split('\n')[1:] != AFTER
                for start in OPEN_ENDED):
            return ('cannot read word files a line at a time: a line it does not decode '
                    'could take the lines after it')
    except Exception:   # codecs fail in their own ways; on a file, each would be a traceback
        return 'cannot read word files, which may hold bytes it does not decode'
    return ''


def is_bytewise(alphabet: Alphabet, encoding: str) -> bool:
    """Whether the English byte reader reads this file as the general one
    would: English letters, in UTF-8 or an encoding built on ASCII."""
    return alphabet == ENGLISH and on_ascii(encoding)


def on_ascii(encoding: str) -> bool:
    """Whether `encoding` is UTF-8 or one byte a character: ASCII's bytes
    are its characters, and no byte of a longer character is one of them.
    (Asked of the output's encoding too, which no file is read in: only
    one Python does not know is refused here.)"""
    try:
        name = codecs.lookup(encoding).name
    except (LookupError, UnicodeError):
        name = encoding_name(encoding)   # (which says so)
    if name == 'utf-8':
        return True
    from wordlegrep.decoding import is_single_byte
    return is_single_byte(encoding)
