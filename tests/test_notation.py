"""Tables: each notation, and each repeated-letter rule, read into the model."""
from __future__ import annotations

import random
import re
import unicodedata
import warnings

import pytest

from wordlegrep.errors import ClueError
from wordlegrep.languages import custom, language
from wordlegrep.model import Constraints
from wordlegrep.notation import drang, parse_clues, parse_pair
from wordlegrep.score import reilly, score
from wordlegrep.search import search
from wordlegrep.strategies import STRATEGIES

LIST = ['cache', 'cahow', 'tepee', 'epees', 'petty', 'abate', 'aargh', 'alpha',
        'salsa', 'total', 'altos', 'speed', 'abide', 'geese', 'swiss', 'chess']


def fits(model: Constraints) -> list[str]:
    return [w for w in LIST if model.admits(w)]


@pytest.mark.parametrize(('token', 'guess', 'marks'), [
    ('CHEST=c.E..', 'chest', 'Y.G..'),
    ('chest=c.E..', 'chest', 'Y.G..'),
    ('Chest=C.e..', 'chest', 'G.Y..'),
    ('chest=10200', 'chest', 'Y.G..'),
    ('chest=🟨⬛🟩⬛⬛', 'chest', 'Y.G..'),
    ('chest=🟦⬜🟧⬜⬜', 'chest', 'Y.G..'),
    ('chest=🟨⬛️🟩⬛️⬛️', 'chest', 'Y.G..'),
    ('chest=🟨⬛\ufe0e🟩⬛⬛\ufe0e', 'chest', 'Y.G..'),
    ('chest=1.E0.', 'chest', 'Y.G..'),
], ids=['reilly', 'lower-guess', 'capital-guess', 'digits', 'emoji', 'high-contrast',
        'variation-selector', 'text-selector', 'mixed'])
def test_pair_notations(token: str, guess: str, marks: str) -> None:
    assert parse_pair(token) == (guess, marks)


@pytest.mark.parametrize('token', [
    'CHEST', 'CHEST=', '=c.E..', 'CHEST=c.E.', 'CHEST=c.E...', 'CHEST=x.E..',
    'CHEST=c.E.3', 'CH3ST=c.E..', 'CHEST=c,E..', 'CHEST=h.E..'])
def test_bad_pairs_name_the_token(token: str) -> None:
    with pytest.raises(ClueError, match=re.escape(repr(token))):
        parse_pair(token)


@pytest.mark.parametrize('unseen', ['\u200d', '\u200b', '\u2060', '\u3164', '\u2800'])
def test_a_mark_that_shows_nothing_is_named(unseen: str) -> None:
    """A character that shows nothing (a joiner some keyboards add) is
    named where it makes a mark too many: the count alone misled. Where
    the marks are too few, it is not what is wrong."""
    name = unicodedata.name(unseen)
    with pytest.raises(ClueError, match=f'6 marks .* U[+]{ord(unseen):04X}, {name}, which'):
        parse_pair(f'chest=🟨⬛🟩{unseen}⬛⬛')
    with pytest.raises(ClueError, match=r'4 marks for the 5 letters of CHEST$'):
        parse_pair(f'chest=🟨⬛🟩{unseen}')


@pytest.mark.parametrize(('token', 'marks'), [
    ('STRAßE=STRAßE', 'GGGGGG'), ('STRAßE=STRAẞE', 'GGGGGG'), ('STRAßE=2222ß2', 'GGGGGG'),
    ('STRAßE=STRAß.', 'GGGGY.'), ('STRAßE=sTRAßE', 'YGGGYG'), ('MAßEN=..ß..', '..Y..'),
    ('MAßßE=MAßßE', 'GGGGG'), ('MAßßE=MAßẞE', 'GGGGG'), ('MAßßE=MAß.E', 'GGY.G'),
], ids=['capitals', 'capital-sharp-s', 'digits', 'black-too', 'yellow-too', 'alone',
        'twice', 'twice-one-capital', 'twice-black'])
def test_a_letter_no_shift_capitalises_reads_green_where_yellow_could_not_be(
        token: str, marks: str) -> None:
    """ß written small reads yellow, as a small letter does, but where every
    other mark is green: yellow it could not be there, and its capital ẞ is
    on few keyboards (STRAßE=STRAßE left nothing, for a word that fits)."""
    with warnings.catch_warnings():
        warnings.simplefilter('error')
        assert parse_pair(token, language('de'))[1] == marks


def test_final_sigma_small_among_greens_reads_green() -> None:
    """Greek final sigma has no capital of its own (Σ is sigma's): written
    small among greens it is green, as ß is."""
    greek = custom('αβγδεζηθικλμνξοπρσςτυφχψω')
    assert parse_pair('λογος=ΛΟΓΟς', greek) == ('λογος', 'GGGGG')
    assert parse_pair('λογος=ΛΟΓ.ς', greek) == ('λογος', 'GGG.Y')


@pytest.mark.parametrize(('green', 'yellow', 'black', 'message'), [
    ('..t.', None, None, "'..t.': has 4 positions"),
    ('..t.!', None, None, 'expected letters and dots'),
    (None, 'a0', None, "'0' is not a letter or a position"),
    (None, 'a6', None, "'6' is not a letter or a position"),
    (None, '2a', None, 'expected letters each followed'),
    (None, 'a-2', None, "'-' is not a letter"),
    (None, None, 'ir3', 'expected letters'),
], ids=['short-green', 'bad-green', 'position-0', 'position-6', 'digit-first',
        'dash', 'digit-in-black'])
def test_bad_drang_options(green: str | None, yellow: str | None, black: str | None,
                           message: str) -> None:
    with pytest.raises(ClueError, match=message):
        drang(green, yellow, black, 5)


def test_lengths_that_disagree() -> None:
    with pytest.raises(ClueError, match=re.escape("'SIX=...': has 3 letters")):
        parse_clues(['CHEST=.....', 'SIX=...'])
    with pytest.raises(ClueError, match=re.escape("'CHEST=.....': has 5 letters, but")):
        parse_clues(['CHEST=.....'], green='...')
    with pytest.raises(ClueError, match=re.escape("-g '...': has 3 positions, but")):
        parse_clues([], green='...', length=5)


@pytest.mark.parametrize(('clues', 'expected'), [
    # a black copy caps the letter at the green and yellow ones: exactly one e
    (['TEPEE=teP..'], []),
    (['SPEED=..e.d'], ['abide']),
    # two green/yellow copies of one letter demand two
    (['CHAIR=Cha..', 'CLASH=C.a.h', 'CATCH=CA.ch'], ['cache']),
    (['CATCH=CA.ch'], ['cache']),
    # a yellow after a black copy of the same letter: no word scores that
    (['GEESE=..e..'], []),
    (['SWISS=...SS'], ['chess']),
    (['ALPHA=A...a'], ['abate']),
], ids=['tepee-one-e', 'speed-one-e', 'cache-not-cahow', 'catch-two-c',
        'yellow-after-black', 'swiss', 'alpha-two-a'])
def test_repeated_letter_rules(clues: list[str], expected: list[str]) -> None:
    model = parse_clues(clues)
    assert fits(model) == expected
    pairs = [parse_pair(c) for c in clues]
    assert [w for w in LIST if all(score(g, w) == m for g, m in pairs)] == expected


def test_tepee_means_exactly_one_e() -> None:
    model = parse_clues(['TEPEE=teP..'])
    assert (model.least('e'), model.most('e')) == (1, 1)
    assert 'e' in model.banned[3] and 'e' in model.banned[4]


@pytest.mark.parametrize(('green', 'yellow', 'black', 'word', 'fits'), [
    # a yellow letter green elsewhere is satisfied by the green
    ('a....', 'a3', None, 'abbey', True),
    ('a....', 'a3', None, 'amigo', True),
    ('a....', 'a3', None, 'aaaaa', False),
    # a black letter also green or yellow: no more copies than positions named
    ('..t..', None, 't', 'total', False),
    ('..t..', None, 't', 'altos', True),
    (None, 'a2', 'a', 'salsa', False),
    (None, 'a2', 'a', 'altos', True),
    (None, 'a', None, 'abbey', True),
    (None, None, 'irepch', 'altos', True),
    (None, None, 'irepch', 'abbey', False),
], ids=['green-satisfies-yellow', 'green-satisfies-yellow-2', 'banned-at-3',
        'black-caps-green', 'black-caps-green-ok', 'black-caps-yellow',
        'black-caps-yellow-ok', 'bare-yellow', 'black', 'black-out'])
def test_drang_rules(green: str | None, yellow: str | None, black: str | None,
                     word: str, fits: bool) -> None:
    assert drang(green, yellow, black, 5).admits(word) is fits


def _as_drang(rows: list[tuple[str, str]]) -> tuple[str, str, str]:
    """Scored rows as a player types them into Dr. Drang's options: each
    green in -g, each yellow with its position in -y, each black in -b."""
    length = len(rows[0][0])
    green = ['.'] * length
    yellow, black = [], set()
    for guess, marks in rows:
        for i, (letter, mark) in enumerate(zip(guess, marks)):
            if mark == 'G':
                green[i] = letter
            elif mark == 'Y':
                yellow.append(f'{letter}{i + 1}')
            else:
                black.add(letter)
    return ''.join(green), ''.join(yellow), ''.join(sorted(black))


def test_rows_typed_as_drangs_options_admit_their_answer(answers: list[str]) -> None:
    """Whatever rows a game had, typed into -g, -y and -b they keep the
    answer: `-y a13l2 -b ap` (ALAPA, for banal) capped a at one copy."""
    rng = random.Random(5)
    rows = [[(g, score(g, word)) for g in LIST] for word in LIST]
    games = [[row[k] for k in rng.sample(range(len(LIST)), 3)] for row in rows for _ in range(20)]
    for answer, game in zip([w for w in LIST for _ in range(20)], games):
        assert drang(*_as_drang(game), 5).admits(answer), (answer, game)
    for _ in range(3000):
        answer = rng.choice(answers)
        game = [(g, score(g, answer)) for g in rng.sample(answers, rng.randint(1, 4))]
        assert drang(*_as_drang(game), 5).admits(answer), (answer, game)
    alapa = _as_drang([('alapa', score('alapa', 'banal'))])
    assert alapa == ('.....', 'a1l2a3', 'ap') and drang(*alapa, 5).admits('banal')


def test_reilly_round_trip() -> None:
    for guess in LIST:
        for answer in LIST:
            marks = score(guess, answer)
            assert parse_pair(f'{guess}={reilly(guess, marks)}') == (guess, marks)


def test_merge_conflicting_greens_admits_nothing() -> None:
    model = parse_clues(['CHEST=C....', 'SHEET=S....'])
    assert not model.allowed(0)
    assert not fits(model)


def test_merge_green_and_capped_admits_nothing() -> None:
    """A green c, and a black c in a guess with no other c: no word, not
    every word starting with c."""
    model = parse_clues(['CRANE=C....', 'SCARF=.....'])
    assert not model.allowed(0)
    assert not model.admits('cloth')
    for strategy in STRATEGIES:
        assert search(model, ['cloth', 'cubby'], strategy) == [], strategy
