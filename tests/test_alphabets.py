"""Alphabets: the presets, how lines and clues read as letters in each, the
table the shell pipeline looks letters up in (it must read every unit as
the in-process reader does), the bulk reader against a line-by-line
reference on any bytes, and bad input at the edge."""
from __future__ import annotations

import io
import os
import random
import re
import subprocess
import sys
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordlegrep.alphabet import ENGLISH, MARK_RANGES, Alphabet, Reading, is_mark, units
from wordlegrep.decoding import decode_texts, decoded_words
from wordlegrep.errors import ClueError
from wordlegrep.languages import LANGUAGES, custom, language
from wordlegrep.notation import parse_clues, parse_pair
from wordlegrep.reading import reader
from wordlegrep.shell import spellings
from wordlegrep.words import BOM, WORD_BYTES

UKRAINIAN = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'


def test_the_presets() -> None:
    assert language('en') == ENGLISH and len(ENGLISH.letters) == 26
    assert language('es').letters == ENGLISH.letters | {'ñ'}
    assert language('sv').letters == ENGLISH.letters | set('åäö')
    assert language('pt').letters == language('fr').letters == ENGLISH.letters
    uk = language('uk').letters
    assert len(uk) == 33 and set(UKRAINIAN) == uk
    assert not uk & set('ыэъё') and uk >= set('йїґєі')


@pytest.mark.parametrize(('lang', 'line', 'word'), [
    ('es', 'ÑANDÚ', 'ñandu'), ('es', 'ñandú', 'ñandu'), ('es', 'Ñandú', None),
    ('es', 'n\u0303andu\u0301', 'ñandu'), ('es', 'N\u0303ANDU', 'ñandu'),
    ('es', 'pingüino', 'pinguino'),
    ('es', 'ÑANDu', None), ('es', 'año1', None), ('es', "o'ñi", None),
    ('pt', 'AÇÃO', 'acao'), ('pt', 'coração', 'coracao'), ('pt', 'c\u0327a\u0303o', 'cao'),
    ('fr', 'élève', 'eleve'), ('fr', 'ÉLÈVE', 'eleve'), ('fr', 'cœur', None),
    ('fr', 'naïf', 'naif'),
    ('it', 'città', 'citta'), ('it', 'PERCHÉ', 'perche'),
    ('de', 'ärger', 'ärger'), ('de', 'ÄRGER', 'ärger'), ('de', 'Ärger', None),
    ('de', 'straße', 'straße'), ('de', 'STRAẞE', 'straße'), ('de', 'STRASSE', 'strasse'),
    ('de', 'STRAßE', 'straße'), ('de', 'FÜßEN', 'füßen'), ('de', 'Straße', None),
    ('de', 'STRAße', None),
    ('de', 'a\u0308rger', 'ärger'), ('de', 'café', 'cafe'),
    ('sv', 'hälsa', 'hälsa'), ('sv', 'HÅLLA', 'hålla'), ('sv', 'café', 'cafe'),
    ('sv', 'a\u030all\u0430', None), ('sv', 'ǻ', 'å'),
    ('da', 'blåbær', 'blåbær'), ('nb', 'ØRRET', 'ørret'), ('pl', 'ŹRÓDŁO', 'źródło'),
    ('uk', 'їжак', 'їжак'), ('uk', 'ЇЖАК', 'їжак'), ('uk', 'і\u0308жак', 'їжак'),
    ('uk', 'йод', 'йод'), ('uk', 'и\u0306од', 'йод'), ('uk', 'ґанок', 'ґанок'),
    ('uk', 'мо\u0301ва', 'мова'), ('uk', 'ёлка', 'елка'), ('uk', 'мова1', None),
    ('uk', 'mова', None), ("uk", "м'ясо", None), ('uk', 'мыло', None), ('uk', 'Мова', None),
    ('bg', 'ЪГЪЛ', 'ъгъл'),
    ('en', 'café', None), ('en', 'CRANE', 'crane'), ('en', 'e\u0301', None), ('en', 'Crane', None),
], ids=lambda v: ascii(v) if isinstance(v, str) else None)
def test_lines_read_as_the_clones_read_them(lang: str, line: str, word: str | None) -> None:
    assert reader(language(lang)).word(line) == word


def test_case_is_lowered_letter_by_letter_not_casefolded() -> None:
    assert reader(language('de')).word('MAẞE') == 'maße'   # casefold would give masse
    assert reader(custom('σςαβ')).word('ΣΑΣ') == 'σασ'    # no final-sigma rule


@pytest.mark.parametrize(('lang', 'token', 'guess', 'marks'), [
    ('es', 'ÑANDU=ñ....', 'ñandu', 'Y....'),
    ('es', 'ñandu=Ñ....', 'ñandu', 'G....'),
    ('es', 'CAMIÓN=....Ó.', 'camion', '....G.'),
    ('es', 'n\u0303andu=N\u0303....', 'ñandu', 'G....'),
    ('de', 'STRAßE=....ẞ.', 'straße', '....G.'),
    ('uk', 'ВОДКА=..Д.а', 'водка', '..G.Y'),
    ('uk', 'їжак=Ї1.0', 'їжак', 'GY..'),
])
def test_pairs_take_the_alphabets_letters(lang: str, token: str, guess: str, marks: str) -> None:
    assert parse_pair(token, language(lang)) == (guess, marks)


def test_drang_options_take_the_alphabets_letters() -> None:
    spanish = language('es')
    model = parse_clues([], green='..ñ..', yellow='ñ3a1', black='ÉX', alphabet=spanish)
    assert model.fixed[2] == 'ñ' and model.least('a') == 1 and model.most('x') == 0
    assert model.most('e') == 0 and 'ñ' in model.banned[2] | {'ñ'}
    assert model.alphabet == spanish


@pytest.mark.parametrize(('clue', 'alphabet', 'named'), [
    ({'green': '..ñ..'}, ENGLISH, "'ñ' is not a letter of --lang en (a-z); --lang es has it"),
    ({'yellow': 'ø2'}, language('es'),
     "'ø' is not a letter of --lang es (a-z, ñ); --lang da, nb have it"),
    ({'black': 'ы'}, language('uk'), "'ы' is not a letter of --lang uk"),
    ({'pairs': ['MОVA=.....']}, language('uk'), "'M' is not a letter of --lang uk"),
    ({'green': 'é....'}, ENGLISH, 'fold it to e'),
    ({'green': 'ж....'}, language('es'), '--lang bg, uk have it'),
])
def test_a_letter_outside_the_alphabet_is_named(clue: dict[str, object], alphabet: Alphabet,
                                                named: str) -> None:
    pairs = clue.pop('pairs', [])
    with pytest.raises(ClueError, match=named.replace('(', r'\(').replace(')', r'\)')):
        parse_clues(pairs, alphabet=alphabet, length=5, **clue)  # type: ignore[arg-type]


@pytest.mark.parametrize('alphabet, guess', [
    (language('es'), 'ñandu'), (language('de'), 'straße'), (language('uk'), 'їжаки'),
    (custom('שלוםאב'), 'שלום'), (custom('σςοφαβ'), 'σοφος'),
], ids=['es', 'de', 'uk', 'caseless', 'final-sigma'])
def test_a_bad_mark_is_told_only_marks_that_work(alphabet: Alphabet, guess: str) -> None:
    """Each letter a message offers for green or yellow under a letter is
    read as that: a Hebrew letter has no case, so no letter says green or
    yellow under it, and Σ lowers to σ, so it cannot say green under ς."""
    for i in range(len(guess)):
        bad = guess[:i] + '!' + '.' * (len(guess) - i - 1)
        with pytest.raises(ClueError) as told:
            parse_pair(f'{guess}={bad}', alphabet)
        message = str(told.value)
        assert message.endswith('. (black), a digit 0-2 or a square'), message
        for spelt, colour in re.findall(r"(\S+) \((green|yellow)\)", message):
            score = '.' * i + spelt + '.' * (len(guess) - i - 1)
            assert parse_pair(f'{guess}={score}', alphabet)[1][i] == colour[0].upper(), message


# -- the shell's table reads every unit as the reader does ------------------

def table_lookup(table: dict[str, Reading], unit: str, fold: bool) -> Reading | None:
    """What the pipeline's awk does with a unit: the whole of it, then less
    and less of its trailing marks, until an entry is found."""
    while unit:
        if unit in table:
            return table[unit]
        if len(unit) == 1 or not is_mark(unit[-1]) or not fold:
            return None
        unit = unit[:-1]
    return None


MARKS = [chr(c) for low, high in MARK_RANGES for c in (low, low + 1, high)] + [
    '\u0303', '\u0306', '\u0308', '\u030a', '\u0301', '\u0327', '\u0323']


@pytest.mark.parametrize('alphabet', [language(c) for c in ('es', 'sv', 'de', 'uk', 'en')]
                         + [custom('abcǻñ')], ids=lambda a: a.name)
def test_the_table_reads_any_unit_as_the_reader_does(alphabet: Alphabet) -> None:
    rng = random.Random(alphabet.name)
    table = spellings(alphabet)
    bases = [*alphabet.letters, *(c.upper() for c in alphabet.letters), 'é', 'Å', 'ǻ', 'ñ',
             'Ñ', 'ß', 'ẞ', 'й', 'Й', 'і', 'ї', 'ё', 'ы', 'x', '1', '\u212a', '\u212b', 'œ', 'ı',
             'İ', 'ǅ', '한', 'ø', 'ḁ', 'ạ']
    for _ in range(4000):
        unit = rng.choice(bases) + ''.join(rng.choices(MARKS, k=rng.choice((0, 0, 1, 1, 2, 3))))
        unit = units(unit)[0]
        assert table_lookup(table, unit, alphabet.fold) == reader(alphabet).unit(unit), ascii(unit)


def test_the_table_has_every_character_that_spells_a_letter() -> None:
    table = spellings(language('es'))
    assert {'ñ', 'Ñ', 'á', 'Ǻ', 'ḁ', 'n\u0303', 'N\u0303'} <= set(table)
    assert table['Ǻ'] == ('a', 'u') and table['n\u0303'] == ('ñ', 'l')
    found = {chr(i) for i in range(0x110000) if not 0xD800 <= i < 0xE000
             and reader(language('es')).unit(chr(i)) is not None}
    assert found == {key for key in table if len(key) == 1}


# -- the bulk reader, against a line-by-line reference -------------------------

def reference(data: bytes, alphabet: Alphabet, encoding: str, length: int) -> list[str]:
    """The words of a file, a line at a time, the rules written out plainly."""
    if encoding == 'utf-8':
        data = data.removeprefix(BOM)
    found = []
    for raw in data.split(b'\n'):
        core = raw.strip(b' \t\r\x0b\x0c')
        try:
            text = core.decode(encoding)
        except UnicodeDecodeError:
            continue
        if len(core) > WORD_BYTES or any(c in ' \t\r\x0b\x0c' for c in text):
            continue
        word = reader(alphabet).word(text) if text else None
        if word is not None and len(units(text)) == length:
            found.append(word)
    return found


PIECES = ['ñandu', 'ÑANDU', 'Ñandu', 'n\u0303andu', 'ñ', 'а', 'жовтий', 'ЇЖАК', 'і\u0308жак', 'é',
          'hälsa', 'HÅLLA', 'ǻ', '\u0301', "'", '1', 'x', ' ', '\t', '\r', '\n', '\n', '\x00', 'ß',
          'ẞ', '\u212a', 'ﬁ', '\u00a0', 'A' * 30]
BYTES = [b'\xff', b'\xc3', b'\xa9', BOM, b'\xe5', b'\xed\xa0\x80', b'\xcc\x81' * 70]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES + [p.decode('latin-1') for p in BYTES]), max_size=40),
       st.sampled_from(['es', 'uk', 'sv', 'de']), st.sampled_from(['utf-8', 'iso-8859-1']),
       st.integers(1, 30), st.integers(3, 6))
def test_bulk_reading_is_line_by_line_reading(pieces: list[str], lang: str, encoding: str,
                                              size: int, length: int) -> None:
    data = b''.join(p.encode('latin-1') if p in [b.decode('latin-1') for b in BYTES]
                    else p.encode(encoding, 'replace') for p in pieces)
    alphabet = language(lang)
    words = decoded_words(alphabet, encoding, length)
    bulk = [w for text in decode_texts(io.BytesIO(data), encoding, size) for w in words(text)]
    assert bulk == reference(data, alphabet, encoding, length)


def test_a_runaway_line_is_not_held_whole() -> None:
    pad = ' ' * 5000
    data = ('ñandu\n' + 'ñ' * 5000 + '\n' + pad + 'ÑANDU' + pad + '\nñandu').encode()
    words = decoded_words(language('es'), 'utf-8', 5)
    texts = list(decode_texts(io.BytesIO(data), 'utf-8', size=64))
    assert max(map(len, texts)) < 200
    assert [w for text in texts for w in words(text)] == ['ñandu'] * 3


def test_a_word_with_too_many_marks_is_no_word() -> None:
    words = decoded_words(language('es'), 'utf-8', 5)
    fits = 'n' + '\u0301' * ((WORD_BYTES - 5) // 2) + 'aaaa'
    assert words(f'\n{fits}\n{fits}\u0301\n') == ['naaaa']


# -- at the edge --------------------------------------------------------------

@pytest.mark.parametrize(('argv', 'token'), [
    (['-g', '..ñ..'], "'ñ' is not a letter of --lang en (a-z); --lang es has it"),
    (['--lang', 'xx', 'CRANE=.....'], "--lang 'xx': expected one of en, es"),
    (['--lang', 'es', '--alphabet', 'abc', 'CRANE=.....'], 'give one or the other'),
    (['--alphabet', 'ab1', 'ABA=...'], "--alphabet 'ab1': '1' is not a letter"),
    (['--alphabet', 'abn\u0308', 'ABA=...'], "'n\u0308' is not one character, even composed"),
    (['--alphabet', '\u0130ab', 'ABA=...'], "'\u0130' is a letter whose small form is 2 "),
    (['--encoding', 'nope', 'CRANE=.....'], "--encoding 'nope': not an encoding"),
    (['--encoding', 'utf-16', '--emit-shell', 'CRANE=.....'], "--encoding 'utf-16'"),
    (['--lang', 'uk', 'CRANE=.....'], "'C' is not a letter of --lang uk"),
    (['score', '--lang', 'es', 'ñandu', 'nandú1'], "GUESS 'nandú1': expected letters only"),
], ids=lambda v: ' '.join(v) if isinstance(v, list) else None)
def test_bad_alphabets_are_one_line(argv: list[str], token: str) -> None:
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', *argv], capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr.count('\n') == 1 and token in done.stderr, done.stderr


@pytest.mark.parametrize('code', sorted(LANGUAGES))
def test_a_preset_without_its_list_names_the_package(code: str) -> None:
    """A preset reads its Debian list where it is installed; where it is
    not, one line names the package to install, and the status is 2."""
    preset = LANGUAGES[code]
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', '--lang', code, '--count',
                           '-g', preset.letters[0] + '....'],
                          capture_output=True, text=True, check=False)
    if os.path.exists(preset.dictionary):
        assert done.returncode in (0, 1) and done.stdout.strip().isdigit(), done.stderr
    else:
        assert (done.returncode, done.stdout) == (2, ''), done.stderr
        assert done.stderr.count('\n') == 1
        assert f'--lang {code}: ' in done.stderr and preset.package in done.stderr


def test_nfd_and_nfc_clues_are_one_model() -> None:
    spanish = language('es')
    composed = parse_clues(['ÑANDÚ=ñ....'], alphabet=spanish)
    decomposed = parse_clues([unicodedata.normalize('NFD', 'ÑANDÚ=ñ....')], alphabet=spanish)
    assert composed == decomposed


@pytest.mark.parametrize(('argv', 'shown'), [
    (['--lang', 'uk', '-v', 'ВОДКА=...КА', 'МАЙКА=.АЙКА'], 'untried: б г е ж з и л н п р'),
    (['--lang', 'uk', '--json', 'ВОДКА=...КА', 'МАЙКА=.АЙКА'], '"present": {"а": {"min": 2'),
    (['--lang', 'es', '--explain', '--only', 'SEÑOR,piñón', 'ÑANDU=ñ....'], 'piñon  out:'),
    (['--lang', 'es', '--regex', 'ÑANDU=ñ....'], '^(?=[a-z]*ñ)[^adnuñ][^adnu]'),
    (['--lang', 'de', '-v', 'STRAẞE=....ẞ.'], 'pattern: ....ß.'),
    (['score', '--lang', 'de', 'straße', 'MASSEN'], 'MASSEN=.as.e.'),
    (['render', '--html', '--lang', 'de', 'STRAßE=....ẞ.'], 'title="ẞ: green"'),
    (['--alphabet', 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ', '--emit-shell', '-g', 'й....'],
     "sed 's/0/а/g;s/1/б/g"),
], ids=lambda v: ' '.join(v) if isinstance(v, list) else None)
def test_every_output_in_another_alphabet(argv: list[str], shown: str) -> None:
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', *argv], capture_output=True,
                          text=True, check=False)
    assert done.returncode in (0, 1) and done.stderr == '', done.stderr
    assert shown in done.stdout, done.stdout


def test_what_units_spell_is_remembered_within_bounds() -> None:
    from wordlegrep.reading import UNITS_KEPT, Reader
    read = Reader(language('es'))
    for i in range(0x4E00, 0x4E00 + 2 * UNITS_KEPT):
        assert read.unit(chr(i) + '\u0301') is None
    assert 0 < len(read.known) <= UNITS_KEPT
