"""Words of any length from 2 to 15, on generated word files, with brute
force (and, for Dr. Drang's options, their own rules) as the oracle; and
every score notation giving the same words."""
from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WORDLE, brute_force, run
from wordlegrep.errors import ClueError
from wordlegrep.notation import parse_clues, parse_yellow
from wordlegrep.score import digits, emoji, reilly, score
from wordlegrep.strategies import STRATEGIES

LETTERS = 'aeilnorst'   # few letters, so that words repeat them


def word_file(tmp_path: Path, length: int, rng: random.Random) -> tuple[Path, list[str]]:
    words = sorted({''.join(rng.choice(LETTERS) for _ in range(length)) for _ in range(3000)})
    path = tmp_path / f'words-{length}.txt'
    path.write_text(''.join(w + '\n' for w in words))
    return path, words


NOTATIONS = {'reilly': reilly, 'digits': lambda g, m: digits(m), 'emoji': lambda g, m: emoji(m)}


@pytest.mark.parametrize('length', [2, 4, 6, 8, 12, 15])
def test_scored_games_of_any_length(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    length: int) -> None:
    rng = random.Random(length)
    path, words = word_file(tmp_path, length, rng)
    for _ in range(25):
        answer = rng.choice(words)
        clues = [(g, score(g, answer)) for g in rng.sample(words, rng.randint(1, 4))]
        tokens = [f'{g.upper()}={rng.choice(list(NOTATIONS.values()))(g, m)}' for g, m in clues]
        expected = ''.join(w + '\n' for w in brute_force(clues, words))
        for strategy in STRATEGIES:
            assert run(capsys, '--words', str(path), '--strategy', strategy, *tokens) \
                == (0, expected, ''), tokens


def drang_fits(word: str, green: str, yellow: dict[str, set[int]], black: str) -> bool:
    """Dr. Drang's rules, written out on their own: greens in place, each
    yellow letter in the word but not at its positions, and no more copies
    of a black letter than the positions its greens and yellows name (one
    for a yellow letter with none)."""
    if any(g != '.' and g != w for g, w in zip(green, word)):
        return False
    if any(c not in word or any(word[i] == c for i in spots) for c, spots in yellow.items()):
        return False
    named = {c: {i for i, g in enumerate(green) if g == c} | yellow.get(c, set())
             for c in black}
    return all(word.count(c) <= max(len(named[c]), 1 if c in yellow else 0) for c in black)


def yellow_option(yellow: dict[str, set[int]], length: int) -> str:
    """-y as a player would type it: digits run together up to 9 letters,
    commas beyond."""
    if length <= 9:
        return ''.join(c + ''.join(str(i + 1) for i in sorted(s)) for c, s in yellow.items())
    return ''.join(c + ','.join(str(i + 1) for i in sorted(s)) + (',' if len(s) == 1 else '')
                   for c, s in yellow.items())


@pytest.mark.parametrize('length', [4, 6, 8, 11, 13])
def test_drang_options_of_any_length(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                     length: int) -> None:
    rng = random.Random(length)
    path, words = word_file(tmp_path, length, rng)
    for _ in range(40):
        answer = rng.choice(words)
        green = ''.join(c if rng.random() < 0.3 else '.' for c in answer)
        present = [c for c in set(answer) if rng.random() < 0.5]
        yellow = {c: {i for i in range(length) if answer[i] != c and rng.random() < 0.3}
                  for c in present}
        # black: letters not in the answer, or with no copies beyond those shown
        black = ''.join(c for c in LETTERS if rng.random() < 0.5 and answer.count(c)
                        == max(green.count(c), 1 if c in yellow else 0))
        argv = ['--words', str(path), '-g', green]
        argv += ['-y', yellow_option(yellow, length)] if yellow else []
        argv += ['-b', black] if black else []
        expected = [w for w in words if drang_fits(w, green, yellow, black)]
        assert answer in expected
        assert run(capsys, *argv) == (0, ''.join(w + '\n' for w in expected), ''), argv


def test_length_from_option_when_only_yellow_and_black(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    path, words = word_file(tmp_path, 6, random.Random(6))
    expected = [w for w in words if drang_fits(w, '......', {'a': {0}}, 'e')]
    assert run(capsys, '--words', str(path), '--length', '6', '-y', 'a1', '-b', 'e') \
        == (0, ''.join(w + '\n' for w in expected), '')


@pytest.mark.parametrize(('text', 'length', 'expected'), [
    ('a23', 5, {'a': {1, 2}}),
    ('l1a2', 5, {'l': {0}, 'a': {1}}),
    ('a12', 9, {'a': {0, 1}}),
    ('a2,11', 12, {'a': {1, 10}}),
    ('a11,', 12, {'a': {10}}),
    ('a,11', 12, {'a': {10}}),
    ('a3', 12, {'a': {2}}),
    ('a1,2b12,c', 12, {'a': {0, 1}, 'b': {11}, 'c': set()}),
    ('a2,3', 5, {'a': {1, 2}}),
], ids=['drang', 'drang-2', 'nine-letters', 'commas', 'trailing-comma', 'leading-comma',
        'one-digit', 'several', 'commas-in-five'])
def test_yellow_positions(text: str, length: int, expected: dict[str, set[int]]) -> None:
    assert parse_yellow(text, length) == expected


@pytest.mark.parametrize(('text', 'length', 'message'), [
    ('a12', 12, "'12' is ambiguous in a word of 12 letters; separate the positions with "
                "commas, like a1,2 or a12,"),
    ('a41', 12, "'41' is a run of digits in a word of 12 letters; separate the positions "
                "with commas, like a4,1"),
    ('a13,', 12, "'13' is not a letter or a position from 1 to 12"),
    ('a1,x', 12, None),   # x is the next letter: fine
    ('a1,-2', 12, "'-2' is not a letter or a position"),
    ('a0,1', 12, "'0' is not a letter or a position"),
], ids=['ambiguous', 'ambiguous-41', 'too-far', 'next-letter', 'dash', 'zero'])
def test_yellow_position_errors(text: str, length: int, message: str | None) -> None:
    if message is None:
        parse_yellow(text, length)
        return
    with pytest.raises(ClueError, match=re.escape(f'-y {text!r}: {message}')):
        parse_yellow(text, length)


@pytest.mark.parametrize('digits', ['1011', '111', '12', '1210', '00', '99', '9999', '1001'])
def test_a_run_of_digits_is_told_only_readings_that_work(digits: str) -> None:
    """Each way a message offers to write an ambiguous run parses, to the
    positions it says (1,0,1,1 for 1011 was itself refused); a run that
    names no positions at all says so."""
    with pytest.raises(ClueError) as told:
        parse_yellow(f'a{digits}', 11)
    message = str(told.value)
    ways = message.partition(', like ')[2].split(' or ') if ', like ' in message else []
    for way in ways:
        cut = [int(n) for n in way[1:].split(',') if n]
        assert ''.join(map(str, cut)) == digits and parse_yellow(way, 11) == \
            {'a': {n - 1 for n in cut}}, message
    assert ways or 'names no positions' in message, message


@pytest.mark.parametrize(('argv', 'token'), [
    (['-g', '.'], "-g '.': a word length of 1"),
    (['-g', '.' * 16], 'a word length of 16'),
    (['A=.'], "'A=.': a word length of 1"),
    (['--length', '16', '-y', 'a'], "'16'"),
    (['--length', '6', '-g', '.....'], "-g '.....': has 5 positions, but --length says 6"),
    (['--length', '6', 'CHEST=.....'], "'CHEST=.....': has 5 letters, but --length says 6"),
    (['-g', '......', 'CHEST=.....'], "'CHEST=.....': has 5 letters, but -g '......' says 6"),
    (['AB=..', 'CHEST=.....'], "'CHEST=.....': has 5 letters, but 'AB=..' says 2"),
    (['--length', '12', '-y', 'a12'], "'12' is ambiguous"),
], ids=['one', 'sixteen', 'one-letter-pair', 'length-16', 'length-vs-green',
        'length-vs-pair', 'green-vs-pair', 'pair-vs-pair', 'ambiguous'])
def test_lengths_that_cannot_be(capsys: pytest.CaptureFixture[str], argv: list[str],
                                token: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and token in err


@pytest.mark.parametrize('notation', sorted(NOTATIONS))
@pytest.mark.parametrize('clues', [
    [('judge', '....Y'), ('chest', 'Y.G..'), ('wreck', '..GY.')],
    [('chair', 'GYY..'), ('clash', 'G.Y.Y'), ('catch', 'GG.YY')],
    [('tepee', 'YYG..')],
    [('geese', '..Y..')],
], ids=['ocean', 'cache', 'tepee', 'no-such-score'])
def test_every_score_notation_finds_the_same_words(
        capsys: pytest.CaptureFixture[str], wordle_words: list[str], notation: str,
        clues: list[tuple[str, str]]) -> None:
    tokens = [f'{g}={NOTATIONS[notation](g, m)}' for g, m in clues]
    assert parse_clues(tokens) == parse_clues([f'{g}={reilly(g, m)}' for g, m in clues])
    expected = brute_force(clues, wordle_words)
    assert run(capsys, *tokens) == (0 if expected else 1, ''.join(w + '\n' for w in expected), '')


def test_high_contrast_and_variation_selectors(capsys: pytest.CaptureFixture[str]) -> None:
    plain = run(capsys, 'JUDGE=⬛⬛⬛⬛🟨', 'CHEST=🟨⬛🟩⬛⬛', 'WRECK=⬛⬛🟩🟨⬛')
    assert plain == (0, 'ileac\nocean\noleic\n', '')
    assert run(capsys, 'JUDGE=⬜⬜⬜⬜🟦', 'CHEST=🟦⬜🟧⬜⬜', 'WRECK=⬜⬜🟧🟦⬜') == plain
    assert run(capsys, 'JUDGE=⬛️⬛️⬛️⬛️🟨', 'CHEST=🟨⬛️🟩⬛️⬛️', 'WRECK=00210') == plain



@pytest.mark.parametrize(('argv', 'length'), [
    (['-g', '......'], 6), (['--length', '6', '-y', 'a', '-c'], 6),
    (['--list', 'nyt', '--json', '-g', '.......'], 7), (['-v', '--length', '4', '-b', 'q'], 4)])
def test_the_bundled_lists_say_they_hold_no_other_length(
        capsys: pytest.CaptureFixture[str], argv: list[str], length: int) -> None:
    """The bundled lists hold five-letter words only: a search for others
    finds none (status 1, as grep's), and a note says why and what to do."""
    status, _, err = run(capsys, *argv)
    assert status == 1
    assert err == ('wordle: note: the bundled lists hold words of 5 letters only; '
                   f'for words of {length}, give --words FILE\n')


def test_a_word_file_of_another_length_gets_no_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = tmp_path / 'six.txt'
    words.write_text('abcdef\n')
    assert run(capsys, '--words', str(words), '-g', '......', '-y', 'z') == (1, '', '')
    assert run(capsys, '-g', '.....', '-y', 'q', '-b', 'uaeio') == (1, '', '')


@pytest.mark.parametrize('command', ['play', 'bench', 'tree'])
def test_a_game_takes_its_length_from_its_words(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str) -> None:
    """Where no clue or --length says, a game is of the length of the word
    --secret or --start names; --length, given, says otherwise."""
    path, words = word_file(tmp_path, 6, random.Random(6))
    path.write_text(''.join(w + '\n' for w in words[:60]))
    word = words[7]
    option = '--secret' if command == 'play' else '--start'
    status, out, err = run(capsys, command, '--words', str(path), option, word)
    assert (status, err) == (0, ''), err
    assert word in out
    status, out, err = run(capsys, command, '--words', str(path), option, word, '--length', '5')
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and 'has no words of 5 letters' in err


def test_a_game_on_the_bundled_lists_is_of_five_letters(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    assert run(capsys, 'play', '--secret', 'camion') == (
        2, '', "wordle: --secret 'camion': has 6 letters, the words here have 5\n")


def test_assist_takes_its_length_from_start(tmp_path: Path) -> None:
    """assist with --start and no clue plays words of --start's length."""
    path, words = word_file(tmp_path, 6, random.Random(6))
    path.write_text(''.join(w + '\n' for w in words[:60]))
    done = subprocess.run([WORDLE, 'assist', '--words', str(path), '--start', words[7]],
                          input='222222\n', capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, words[7] + '\n', '')
