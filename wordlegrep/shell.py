"""The shell backend: the model compiled into a POSIX pipeline of `tr`,
`cut`, `awk`, `grep`, `sed` and `sort` stages, printed for the user to run,
keep or edit.

Every stage runs with LC_ALL=C, so that bytes are characters, `[a-z]` is
ASCII and `sort` orders by byte, whatever the user's locale: the pipeline
prints byte for byte what `wordle` prints in-process, on any file. Only
features that GNU grep, busybox and the awks of Debian (gawk, mawk, the
original BWK awk, busybox awk) share are used: no interval expressions in
awk, no `-w`, no `\\<`.

In an alphabet beyond ASCII, a letter of several bytes would be several
characters to those tools. So the stage that reads the words writes each
such letter as an ASCII character of its own, its code (ñ is 0 in Spanish),
the filters work on codes, and a `sed` stage writes the letters back before
`sort`, which orders the bytes (UTF-8's by code point), as `wordle` does
writing in the same encoding. The codes are characters that no
word holds (digits, some punctuation, ASCII letters outside the alphabet);
the first stage turns each of them in the file into `?`.
"""
from __future__ import annotations

import functools
import os
import shlex
import sys
from typing import NamedTuple

from wordlegrep import errors
from wordlegrep.alphabet import (
    ENGLISH,
    MARK_RANGES,
    Alphabet,
    Letter,
    Reading,
    is_mark,
    line_case,
)
from wordlegrep.model import Constraints
from wordlegrep.strategies import (
    PERMUTATION_LIMIT,
    char_class,
    loose_caps,
    never,
    permutation_count,
    placed_bodies,
    ranges,
    unplaced,
)
from wordlegrep.words import DEFAULT_ENCODING, WORD_BYTES, encoding_name, on_ascii

Argv = tuple[str, ...]
DICTIONARY = '/usr/share/dict/words'   # the input when the user names none
LOCALE = 'LC_ALL=C'
SHAPES = ('grep', 'awk')
# Characters that can stand for a letter in the filters: none is special in
# a regex, a bracket expression, an awk string, sed's s command or sh's
# single quotes. ASCII letters outside the alphabet come after them.
CODES = '0123456789@_~!#%,<>'
ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
SPACES = r'\000\t\v\f\r', '?    '   # for tr: NUL to ?, the other blanks to spaces
# Where `fold` cuts the stream (see `clean`): any width above a word's
# WORD_BYTES + 2 is exact; a wide one leaves few lines in pieces.
FOLD_WIDTH = 4096


class Check(NamedTuple):
    """One regex test of the filter, passed by a match (a miss if `negated`).

    `pattern` is a POSIX ERE, and a BRE too when it has no `|`.
    """
    pattern: str
    negated: bool = False


class Coding(NamedTuple):
    """How the pipeline writes an alphabet: each letter as one ASCII character."""
    codes: dict[Letter, str]   # letter -> its code (itself when ASCII)
    spare: str                 # the codes that stand for a letter other than themselves

    def model(self, model: Constraints) -> Constraints:
        """`model` with each letter written as its code.

        >>> from wordlegrep.languages import language
        >>> from wordlegrep.notation import parse_clues
        >>> model = parse_clues(['ÑANDU=Ñ....'], alphabet=language('es'))
        >>> coding(model.alphabet).model(model).fixed
        ('0', '', '', '', '')
        """
        code = self.codes

        def counts(table: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
            return tuple(sorted((code[letter], n) for letter, n in table))

        return Constraints(model.length, tuple(code.get(c, c) for c in model.fixed),
                           tuple(frozenset(code[c] for c in ban) for ban in model.banned),
                           counts(model.at_least), counts(model.at_most),
                           Alphabet(frozenset(code.values()), False, model.alphabet.name))


def coding(alphabet: Alphabet) -> Coding:
    """The codes of an alphabet's letters: ASCII letters are their own, the
    others take, in code point order, characters that no word holds.

    >>> coding(ENGLISH).spare
    ''
    >>> from wordlegrep.languages import language
    >>> codes = coding(language('uk')).codes
    >>> codes['а'], codes['б'], codes['я']
    ('0', '1', 'j')
    """
    ordered = alphabet.ordered()   # (ASCII first)
    codes = {letter: letter for letter in ordered if letter.isascii()}
    beyond = [letter for letter in ordered if not letter.isascii()]
    if beyond:   # (only then the bases are looked for: English starts faster)
        held = _bases(alphabet)
        free = iter(c for c in CODES + ASCII_LETTERS
                    if c.lower() not in alphabet.letters and c.lower() not in held)
        for letter in beyond:
            code = next(free, None)
            if code is None:
                raise errors.WordFileError(f'--emit-shell: {alphabet.describe()} has more '
                                           'letters beyond ASCII than a pipeline can write as '
                                           'single bytes')
            codes[letter] = code
    return Coding(codes, ''.join(c for letter, c in codes.items() if c != letter))


# Latin letters with marks (Latin-1 Supplement, Extended-A and -B, Extended
# Additional): those an alphabet reads as a letter, written decomposed,
# start with an ASCII letter that a word therefore holds.
MARKED_LATIN = ((0xC0, 0x24F), (0x1E00, 0x1EFF))


def _bases(alphabet: Alphabet) -> frozenset[str]:
    """The ASCII letters (lowercase) a word may hold as the base of a letter
    written decomposed: the first character of a decomposed letter of the
    alphabet or one it folds into one (the alphabet's own letters among them).

    >>> from wordlegrep.languages import custom
    >>> sorted(_bases(custom('абвé'))), sorted(_bases(ENGLISH))
    (['e'], [])
    """
    import unicodedata
    found = set()
    for low, high in MARKED_LATIN:
        for char in map(chr, range(low, high + 1)):
            base = unicodedata.normalize('NFD', char)[0]
            if base.isascii() and base.isalpha() and alphabet.read(char) is not None:
                found.add(base.lower())
    return frozenset(found)


def clean(length: int, alphabet: Alphabet = ENGLISH, encoding: str = DEFAULT_ENCODING,
          output: str = DEFAULT_ENCODING) -> list[Argv]:
    """The stages that read any file into its words, as words.py does.

    The first `tr` turns NULs into `?` (BWK and busybox awk would end the
    line there), and \\t \\v \\f \\r into spaces, so that awk's own
    field splitting strips the whitespace in one linear pass
    (`sub(/[[:space:]]+$/, "")` took minutes on one 200 kB line in gawk and
    mawk), and squeezes runs of spaces to one. The characters that stand for
    letters in the filters (see `coding`) become `?` too. Then no tool but
    `tr` and `fold` ever holds a long line: mawk took time quadratic in a
    line's length, gawk three times its size in memory, and busybox's `cut`
    holds a whole line too. `fold` cuts the stream every FOLD_WIDTH bytes,
    newlines having become \\001 first (and any \\001 a `?`), so that the
    cuts fall at known offsets; the second `tr` brings the newlines back,
    and awk, counting bytes, joins the pieces of a line again, keeping at
    most WORD_BYTES + 3 bytes of it (room for a word and a space each side:
    a line cut short still has a first word too long, or a second one).
    Function j judges a whole line; the BOM goes from the first only.
    """
    blanks, spaces = SPACES
    code = coding(alphabet)
    split = [('tr', '-s', blanks + r'\n\001' + ranges(code.spare),
              spaces + r'\001?' + '?' * len(code.spare)),
             ('fold', '-b', '-w', str(FOLD_WIDTH)), ('tr', r'\001', r'\n')]
    if alphabet == ENGLISH:
        judge = (r'if (!begun++) sub(/^\357\273\277/, ""); '
                 f'if (length($1) == {length} && /^ *([a-z]+|[A-Z]+) *$/) print tolower($1)')
        return [*split, ('awk', joined(judge))]
    return [*split, ('awk', fold_program(length, alphabet, encoding, code, output))]


def joined(judge: str, before: str = '') -> str:
    """An awk program that runs `judge` on each whole line of the `fold`ed
    stream (see `clean`), after the functions in `before`.

    `at` is the offset of the record in the stream fold read, `cuts` how
    many cuts lie behind it: a record that ends where the next cut falls
    was cut there (a line that ends there is followed by an empty record).
    """
    width, keep = FOLD_WIDTH, WORD_BYTES + 3
    return (f'{before}function j(  s, n) {{ {judge} }} '
            f'{{ len = length($0); if (at + len == (cuts + 1) * {width}) {{ cuts++; at += len; '
            f'part = substr(part $0, 1, {keep}); next }} at += len + 1; '
            'if (part != "") { $0 = part $0; part = "" } j() } '
            'END { if (part != "") { $0 = part; j() } }')


def _octal(data: bytes) -> str:
    """Bytes for an awk string or regex: printable ASCII as it is, the rest
    in octal."""
    return ''.join(chr(b) if 32 < b < 127 else f'\\{b:03o}' for b in data)


def _key(text: str, encoding: str, output: str) -> str:
    """A table key as awk reads it: the character itself when it is
    printable and the pipeline both reads UTF-8 and is written in it, so
    that the table can be read; octal escapes else (written in another
    encoding, the character would be other bytes than the file's)."""
    utf8 = encoding_name(encoding) == encoding_name(output) == 'utf-8'
    if utf8 and len(text) == 1 and text.isprintable():
        return text
    return _octal(text.encode(encoding))


def _byte_ranges(low: int, high: int) -> list[str]:
    """The UTF-8 encodings of the code points from `low` to `high`, as regexes.

    >>> print(' '.join(_byte_ranges(0x0300, 0x036F)))
    \\314[\\200-\\277] \\315[\\200-\\257]
    """
    found = []
    while low <= high:
        first = chr(low).encode()
        end = low   # the longest run from `low` whose encodings differ in the last byte only
        while end < high and chr(end + 1).encode()[:-1] == first[:-1]:
            end += 1
        last = chr(end).encode()
        found.append(f'{_octal(first[:-1])}[{_octal(first[-1:])}-{_octal(last[-1:])}]')
        low = end + 1
    return found


def _mark(encoding: str) -> str:
    """A regex for one combining mark (see MARK_RANGES) in `encoding`; ''
    when the encoding has none."""
    if encoding_name(encoding) == 'utf-8':
        return '|'.join(r for low, high in MARK_RANGES for r in _byte_ranges(low, high))
    found = [byte for byte in range(128, 256)
             if len(char := bytes([byte]).decode(encoding, 'ignore')) == 1 and is_mark(char)]
    return f'[{_octal(bytes(found))}]' if found else ''


def _mark_chars() -> list[str]:
    return [chr(c) for low, high in MARK_RANGES for c in range(low, high + 1)]


def fold_program(length: int, alphabet: Alphabet, encoding: str, code: Coding,
                 output: str = DEFAULT_ENCODING) -> str:
    """The awk program that reads words of `length` letters as alphabet.py
    does, printing each in codes.

    A table maps each unit (a character and its combining marks) that
    spells a letter to the letter's code and its case: l, u, or - for a
    letter with no case. Function w reads a word a unit at a time: the whole
    unit, or less and less of its marks, as the in-process reader takes the
    longest spelling; it gives "" for a unit that spells no letter, and for
    mixed case. Only lines of the right number of units are read that way.
    """
    utf8 = encoding_name(encoding) == 'utf-8'
    groups: dict[str, list[str]] = {}
    for text, (letter, case) in sorted(spellings(alphabet).items()):
        try:
            key = _key(text, encoding, output)
        except UnicodeEncodeError:
            continue   # not in this encoding: no line holds it
        groups.setdefault(code.codes[letter] + line_case((letter, case)), []).append(key)
    table = ' '.join(f't("{value}", "{" ".join(keys)}");' for value, keys in groups.items())
    mark = _mark(encoding)
    char = r'^([\001-\177]|[\300-\377][\200-\277]*)' if utf8 else r'^[\001-\377]'
    if mark:
        marks = (f'while (match(s, /^({mark})/)) {{ u = u substr(s, 1, RLENGTH); '
                 's = substr(s, RLENGTH + 1) } ')
        marks += (f'while (!(u in T)) {{ if (!match(u, /({mark})$/) || RSTART == 1) return ""; '
                  'u = substr(u, 1, RSTART - 1) }' if alphabet.fold else 'if (!(u in T)) return ""')
    else:
        marks = 'if (!(u in T)) return ""'
    word = ('function w(s,  o, u, v, c) { o = ""; c = ""; while (s != "") { '
            f'if (!match(s, /{char}/)) return ""; '
            f'u = substr(s, 1, RLENGTH); s = substr(s, RLENGTH + 1); {marks}; '
            'v = T[u]; o = o substr(v, 1, 1); v = substr(v, 2); '
            'if (v != "-") { if (c == "") c = v; else if (c != v) return "" } } return o }')
    read = '(s = w($1)) != "") print s'
    if utf8:
        one = r'([\001-\177]|[\300-\377][\200-\277]*)'   # a character, for lines with no mark
        counted = r'n = length(s) - gsub(/[\200-\277]/, "", s); s = $1; '
        leads = f"[{_octal(bytes(sorted({c.encode()[0] for c in _mark_chars()})))}]"
        simple = f'$1 ~ /^{one * length}$/'
    else:
        counted, leads, simple = 'n = length(s); s = $1; ', mark, f'length($1) == {length}'
    # A line's units are counted first: its characters less its marks. A
    # line with no byte a mark begins with has as many units as characters.
    units = (f'if ($1 ~ /{leads}/) {{ s = $1; {counted}n -= gsub(/{mark}/, "", s); '
             f'if (n == {length} && {read} }} else ' if mark else '')
    plain = ''
    low = ranges(c for c in alphabet.letters if c.isascii())
    if low:   # a line of ASCII alone: the letters as they are
        plain = (rf'if ($1 !~ /[\200-\377]/) {{ if (length($1) == {length} && '
                 f'($1 ~ /^[{low}]+$/ || $1 ~ /^[{low.upper()}]+$/)) print tolower($1) }} else ')
    bom = r'if (!begun++) sub(/^\357\273\277/, ""); ' if utf8 else ''
    judge = (f'{bom}if (NF == 1 && length($1) <= {WORD_BYTES}) {{ {plain}{units}'
             f'if ({simple} && {read} }}')
    table_function = ('function t(v, s,  k, i, n) { n = split(s, k, " "); '
                      'for (i = 1; i <= n; i++) T[k[i]] = v } ')
    return joined(judge, f'{table_function}{word} BEGIN {{ {table} }} ')


def letters(chosen: frozenset[str]) -> str:
    """A bracket expression listing `chosen`, or the letter alone.

    >>> letters(frozenset('hcie')), letters(frozenset('x'))
    ('[cehi]', 'x')
    """
    return ''.join(chosen) if len(chosen) == 1 else '[' + ''.join(sorted(chosen)) + ']'


def copies(letter: str, n: int) -> str:
    """A pattern for at least `n` copies of `letter`.

    >>> copies('e', 1), copies('e', 3)
    ('e', 'e.*e.*e')
    """
    return '.*'.join(letter * n)


def _position(model: Constraints, i: int, absent: frozenset[str]) -> str:
    """The class for position `i`, shortened by the letters already out."""
    allowed = model.allowed(i)
    if not allowed:
        return never(model.alphabet)
    return min(char_class(allowed, model.alphabet), char_class(allowed | absent, model.alphabet),
               key=len)


def _caps(model: Constraints, placed: dict[str, int]) -> list[Check]:
    """`grep -v 'e.*e.*e'` for at most two e's, for each cap left open.

    Open: not settled by the fixed letters and the `placed` ones.
    """
    return [Check(copies(c, n + 1), negated=True)
            for c, n in loose_caps(model, placed) if n < model.length]


def staged(model: Constraints) -> list[Check]:
    """George Reilly's checks: letters out, positions, letters needed, caps.

    >>> for test in staged(Constraints.from_score('tepee', 'YYG..')): print(test)
    Check(pattern='^[^t][^e]p[^e][^e]$', negated=False)
    Check(pattern='e', negated=False)
    Check(pattern='t', negated=False)
    Check(pattern='e.*e', negated=True)
    """
    absent = frozenset(c for c, n in model.at_most if n == 0)
    found = [Check(letters(absent), negated=True)] if absent else []
    classes = ''.join(_position(model, i, absent) for i in range(model.length))
    if classes != '.' * model.length:
        found.append(Check(f'^{classes}$'))
    found += [Check(copies(c, model.least(c))) for c in sorted(unplaced(model))]
    return found + _caps(model, {})


def permuted(model: Constraints) -> list[Check]:
    """Dr. Drang's shape: the placements as one alternation, then the caps.

    >>> permuted(Constraints.from_score('tepee', 'YYG..'))
    [Check(pattern='^(etp[^e][^e]|e[^e]pt[^e]|e[^e]p[^e]t)$', negated=False)]
    """
    bodies = placed_bodies(model) or [never(model.alphabet)]
    either = bodies[0] if len(bodies) == 1 else '(' + '|'.join(bodies) + ')'
    return [Check(f'^{either}$'), *_caps(model, unplaced(model))]


def checks(model: Constraints, strategy: str = 'lookahead') -> list[Check]:
    """The filter for `model`: staged, or permuted while placements are few.

    `permute` hands over to the staged checks where, in-process, it hands
    over to `lookahead`.
    """
    if strategy == 'permute' and permutation_count(model) <= PERMUTATION_LIMIT:
        return permuted(model)
    return staged(model)


def grep(check: Check) -> Argv:
    """The grep stage for one check."""
    options = ('-v',) * check.negated + ('-E',) * ('|' in check.pattern)
    return ('grep', *options, check.pattern)


def awk(conjunction: list[Check]) -> Argv:
    """One awk stage for all the checks: George Reilly's regex conjunction.

    >>> awk([Check('[xz]', True), Check('a')])
    ('awk', '!/[xz]/ && /a/')
    """
    return ('awk', ' && '.join('!' * c.negated + f'/{c.pattern}/' for c in conjunction))


def stages(model: Constraints, shape: str = 'grep', strategy: str = 'lookahead',
           count: bool = False, encoding: str = DEFAULT_ENCODING,
           output: str = DEFAULT_ENCODING, option: str = '--encoding') -> list[Argv]:
    """The whole pipeline as argv tuples, reading stdin, to be written in
    the encoding `output`; a refused `encoding` is named as `option`."""
    if not on_ascii(encoding):
        raise errors.WordFileError(f'{option} {errors.quote(encoding)}: a pipeline reads '
                                   'bytes; expected UTF-8, or an encoding of one byte a '
                                   'character')
    if not on_ascii(output):   # (sed's codes are ASCII bytes)
        raise errors.WordleError(f'the output encoding {errors.quote(output)}: --emit-shell '
                                 'writes UTF-8, or an encoding of one byte a character (see '
                                 'PYTHONIOENCODING and LC_ALL)')
    code = coding(model.alphabet)
    conjunction = checks(code.model(model) if code.spare else model, strategy)
    if shape == 'awk':
        filters = [awk(conjunction)] if conjunction else []
    else:
        filters = [grep(c) for c in conjunction]
    back = [decode(code)] if code.spare and not count else []
    counting = [('awk', 'END { print NR }')] if count else []
    return [*clean(model.length, model.alphabet, encoding, output), *filters, *back,
            ('sort', '-u'),
            *counting]


def decode(code: Coding) -> Argv:
    """The sed stage that writes each code back as its letter, in the
    encoding the pipeline is written in, as `wordle` writes its words;
    `sort` after it orders the bytes.

    >>> from wordlegrep.languages import language
    >>> decode(coding(language('es')))
    ('sed', 's/0/ñ/g')
    """
    return ('sed', ';'.join(f's/{c}/{letter}/g' for letter, c in code.codes.items()
                            if c != letter))


def quote(name: str) -> str:
    """`name` as one shell word, quoted also if it starts with zsh's `=`.

    >>> print(quote('words.txt'), quote('=words'), quote('-v.txt'), quote("it's"))
    words.txt '=words' -v.txt 'it'"'"'s'
    """
    quoted = shlex.quote(name)
    return f"'{name}'" if quoted == name and name.startswith('=') else quoted


def render(argvs: list[Argv], source: str, output: str = DEFAULT_ENCODING) -> str:
    """The pipeline as text for sh, bash, dash, zsh and busybox sh alike,
    to be written in the encoding `output`.

    One stage a line, each but the last ending in a pipe. The file is read
    by redirection, so that no name can pass for an option; '-' is stdin.
    A name that, written in `output`, would be other bytes than its own
    (not UTF-8 text, or ñ written in Latin-1) would have the shell read
    another file, so it is refused. (No name from a command line holds a
    NUL byte, at which a shell would cut it; the API refuses one.)
    """
    try:
        written = source.encode(output)
    except (UnicodeEncodeError, LookupError):
        written = None
    if source != '-' and written != os.fsencode(source):
        raise errors.WordFileError(f'--words {errors.quote(source)}: written in {output}, the '
                                   "output's encoding, the name would be other bytes than its "
                                   'own, so a printed pipeline cannot name it; expected a name '
                                   'that is UTF-8 text, and UTF-8 output')
    lines = [f'{LOCALE} {shlex.join(argv)}' for argv in argvs]
    if source != '-':
        lines[0] += ' < ' + quote(source)
    return ' |\n'.join(lines) + '\n'


def pipeline(model: Constraints, source: str = DICTIONARY, shape: str = 'grep',
             strategy: str = 'lookahead', count: bool = False,
             encoding: str = DEFAULT_ENCODING, output: str = DEFAULT_ENCODING,
             option: str = '--encoding') -> str:
    """The pipeline that prints the words `model` admits in `source`, to be
    written in the encoding `output` (a refused `encoding` named as `option`).

    >>> print(pipeline(Constraints.from_score('tepee', 'YYG..'), 'my words'), end='')
    ... # doctest: +ELLIPSIS
    LC_ALL=C tr -s '\\000\\t\\v\\f\\r\\n\\001' '?    \\001?' < 'my words' |
    LC_ALL=C fold -b -w 4096 |
    LC_ALL=C tr '\\001' '\\n' |
    LC_ALL=C awk 'function j(  s, n) { ... }' |
    LC_ALL=C grep '^[^t][^e]p[^e][^e]$' |
    LC_ALL=C grep e |
    LC_ALL=C grep t |
    LC_ALL=C grep -v 'e.*e' |
    LC_ALL=C sort -u
    """
    return render(stages(model, shape, strategy, count, encoding, output, option), source,
                  output)


@functools.lru_cache(maxsize=16)
def spellings(alphabet: Alphabet) -> dict[str, Reading]:
    """Every text that is one unit and spells a letter, with the letter:
    each character that does, and each character followed by the marks
    that complete a letter's decomposed spelling (n and a tilde; å and an
    acute, in an alphabet with ǻ). With it, a table lookup (the longest
    entry that begins a unit) reads any unit as `Reader.unit` does, which
    is what the shell pipeline does. Built by going through all of Unicode,
    skipping blocks in which no character has a case or a decomposition.
    """
    import unicodedata

    from wordlegrep.reading import reader
    read = reader(alphabet)
    found: dict[str, Reading] = {}
    by_spelling: dict[str, list[str]] = {}
    block = 256
    for start in range(0, sys.maxunicode + 1, block):
        if 0xD800 <= start < 0xE000:
            continue   # surrogates: no text holds them
        chars = ''.join(map(chr, range(start, start + block)))
        if (chars.lower() == chars and unicodedata.normalize('NFD', chars) == chars
                and not alphabet.letters & set(chars)):
            continue
        for char in chars:
            reading = read.unit(char)
            if reading is not None:
                found[char] = reading
            spelling = unicodedata.normalize('NFD', char)
            if spelling != char:
                by_spelling.setdefault(spelling, []).append(char)
    for form in [char for char in found if alphabet.form(char) is not None]:
        spelling = unicodedata.normalize('NFD', form)
        for end in range(1, len(spelling)):
            rest = spelling[end:]
            if not all(map(is_mark, rest)):
                continue
            head = spelling[:end]
            for start_char in by_spelling.get(head, []) + ([head] if len(head) == 1 else []):
                reading = read.unit(start_char + rest)
                if reading is not None:
                    found[start_char + rest] = reading
    return found
