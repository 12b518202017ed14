"""The solver's commands, called as main([...]) or run as a user would."""
from __future__ import annotations

import functools
import io
import json
import os
import random
import signal
import subprocess
import sys
import warnings
from pathlib import Path
from typing import NoReturn

import pytest

from tests.conftest import PEAK_KB, WORDLE, load, run
from tests.test_solver_engine import brute_force, families
from wordlegrep.errors import quote
from wordlegrep.model import Constraints
from wordlegrep.options import METRIC_NAMES, SECONDS
from wordlegrep.score import GREEN, digits, emoji, reilly, score
from wordlegrep.solver import bench as bench_module
from wordlegrep.solver import lookahead
from wordlegrep.solver import strategy as strategy_module
from wordlegrep.solver.exact import Exact
from wordlegrep.solver.game import opening, unsolved
from wordlegrep.solver.metrics import METRICS
from wordlegrep.solver.pools import Pools, make_pools

ANSWERS = load('answers')


def word_file(tmp_path: Path, words: list[str]) -> str:
    path = tmp_path / 'words.txt'
    path.write_text(''.join(w + '\n' for w in words))
    return str(path)


def table(out: str) -> list[list[str]]:
    """The rows of suggest's table, heading excluded."""
    return [line.split() for line in out.splitlines()[2:]]


# -- suggest ------------------------------------------------------------------

@pytest.mark.parametrize(('metric', 'first'), [
    ('entropy', ['soare', '5.886', 'no']),
    ('expected', ['roate', '60.42', 'no']),
    ('minimax', ['arise', '168', 'yes']),
])
def test_suggest_opening_figures(capsys: pytest.CaptureFixture[str], metric: str,
                                 first: list[str]) -> None:
    status, out, _ = run(capsys, 'suggest', '--metric', metric, '--top', '5')
    assert status == 0
    assert out.splitlines()[0] == '2,315 possible answers'
    assert table(out)[0] == first


def test_minimax_five_way_tie(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, 'suggest', '--metric', 'minimax', '--top', '6')
    tied = sorted(row[0] for row in table(out) if row[1] == '168')
    assert tied == ['aesir', 'arise', 'raise', 'reais', 'serai']


def test_suggest_default_strategy_opens_with_its_own_best(
        capsys: pytest.CaptureFixture[str], cache_home: Path) -> None:
    """The estimate values its openings once (the slowest test), then
    reads them from the cache."""
    status, out, _ = run(capsys, 'suggest', '--top', '3')
    assert status == 0 and table(out)[0] == ['salet', '3.4215', 'no']
    assert list((cache_home / 'wordlegrep').glob('lookahead-*.entry'))
    assert run(capsys, 'suggest', '--top', '3')[1] == out


@pytest.mark.parametrize('words', [['brick', 'crane', 'fjord', 'slate'],
                                   ['ab', 'ac', 'ba', 'bc', 'ca', 'cb']], ids=['five', 'two'])
def test_suggest_at_the_opening_shows_as_many_as_with_a_clue_that_rules_out_nothing(
        capsys: pytest.CaptureFixture[str], cache_home: Path, tmp_path: Path,
        words: list[str]) -> None:
    """Where a candidate splits all the others apart, the opening still
    shows the guesses asked for, valued as a clue that rules out nothing
    values them (the opening is searched, and cached, apart)."""
    argv = ('suggest', '--json', '--top', '9', '--words', word_file(tmp_path, words),
            '--length', str(len(words[0])))
    status, opening, err = run(capsys, *argv)
    assert (status, err) == (0, '')   # (every guess shown: none left unranked to note)
    blank = run(capsys, *argv, '-g', '.' * len(words[0]))[1]
    assert json.loads(opening)['suggestions'] == json.loads(blank)['suggestions']
    assert len(json.loads(opening)['suggestions']) == len(words)
    assert run(capsys, *argv)[1] == opening   # read back from the cache


@pytest.mark.parametrize('seed', range(4))
def test_suggest_at_the_opening_orders_equals_as_later_in_a_game(
        capsys: pytest.CaptureFixture[str], cache_home: Path, tmp_path: Path, seed: int) -> None:
    """Among guesses of equal value, one that could be the answer first, at
    the opening as with a clue that rules out nothing (the opening put the
    list's order first)."""
    rng = random.Random(seed)
    answers = rng.sample(ANSWERS, 6)
    guesses = tmp_path / 'guesses.txt'
    guesses.write_text('\n'.join(answers + rng.sample(load('wordle'), 60)) + '\n')
    argv = ('suggest', '--json', '--top', '20', '--guesses', str(guesses),
            '--answers', word_file(tmp_path, answers))
    opening = json.loads(run(capsys, *argv)[1])['suggestions']
    assert opening == json.loads(run(capsys, *argv, '-g', '.....')[1])['suggestions']


def test_suggest_with_clues_lists_few_answers(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, 'suggest', 'JUDGE=....e', 'CHEST=c.E..')
    assert status == 0
    assert out.splitlines()[0] == '3 possible answers: fleck ocean wreck'
    assert table(out)[0] == ['fleck', '1.6667', 'yes']


def test_suggest_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, 'suggest', '--json', '--metric', 'optimal', '--top', '2',
                         'JUDGE=....e', 'CHEST=c.E..')
    assert status == 0
    assert json.loads(out) == {
        'candidates': 3, 'metric': 'optimal', 'hard': False, 'complete': True, 'suggestions': [
            {'guess': 'fleck', 'figure': pytest.approx(5 / 3), 'answer': True, 'loses': False},
            {'guess': 'wreck', 'figure': pytest.approx(5 / 3), 'answer': True, 'loses': False}]}


def test_suggest_shows_what_optimal_ranked_when_its_time_runs_out(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """Where the exact search runs out of its time after ranking some guesses
    but not all, suggest shows the best of those it ranked, each with its
    exact figure, says on stderr that another may be better, and --json
    says the ranking is not complete; where it ranked none, it gives up
    (status 2). The time is a count of positions here, so that what the
    test sees does not hang on this machine's speed."""
    words = random.Random(3).sample(load('answers'), 120)
    argv = ('suggest', '--words', word_file(tmp_path, words), '--metric', 'optimal',
            '--top', '3', '--json')
    full = json.loads(run(capsys, *argv)[1])
    assert full['complete'] is True
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), False, 0)
    exact_ = Exact(pools)

    def figure(word: str) -> float:
        guess = pools.guesses.index(word)
        children = unsolved(pools, root, guess)
        return (len(words) + sum(exact_.limited_cost(child) for child in children)) / len(words)

    seen = set()
    for work in (0, 1, 3, 1 << 20):
        monkeypatch.setattr(strategy_module, 'Exact', functools.partial(Exact, work=work))
        with warnings.catch_warnings():
            warnings.simplefilter('always')   # each run a fresh process's notes
            status, out, err = run(capsys, *argv)
        if status == 2:
            assert 'gave up after searching' in err and not out
            seen.add('none')
        elif json.loads(out)['complete']:
            assert json.loads(out) == full and not err
            seen.add('all')
        else:
            assert 'note: the exact search ran out of its time (--seconds)' in err
            shown = json.loads(out)['suggestions']
            assert [s['figure'] for s in shown] == sorted(s['figure'] for s in shown)
            for suggestion in shown:
                assert suggestion['figure'] == pytest.approx(figure(suggestion['guess']))
                assert suggestion['figure'] >= full['suggestions'][0]['figure']
            seen.add('some')
    assert seen == {'none', 'some', 'all'}


def test_play_plays_the_best_optimal_costed_when_its_time_runs_out(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """Where the exact search runs out of its time before it has costed
    every guess, play plays the cheapest it costed (its cost exact, no
    less than the best's), says on stderr that another may be better, and
    plays on to the answer; where it costed none, it gives up (status 2).
    The time is a count of positions, every count up to what the whole
    search takes."""
    words = random.Random(3).sample(load('answers'), 300)
    argv = ('play', '--words', word_file(tmp_path, words), '--metric', 'optimal',
            '--secret', words[7], '--json')
    full = json.loads(run(capsys, *argv)[1])
    pools = make_pools(words, words)
    root = opening(pools, Constraints.blank(5), False, 0)
    exact_ = Exact(pools)
    best = exact_.cost(root)

    def cost(word: str) -> float:
        children = unsolved(pools, root, pools.guesses.index(word.lower()))
        return len(words) + sum(exact_.limited_cost(child) for child in children)

    seen = set()
    for work in range(exact_.positions + 2):
        monkeypatch.setattr(strategy_module, 'Exact', functools.partial(Exact, work=work))
        with warnings.catch_warnings():
            warnings.simplefilter('always')
            status, out, err = run(capsys, *argv)
        if status == 2:
            assert 'gave up after searching' in err and not out
            seen.add('none')
        elif err:
            assert 'note: the exact search ran out of its time (--seconds)' in err
            game = json.loads(out)['guesses']
            assert game[-1]['guess'] == words[7].upper()
            assert cost(game[0]['guess']) >= best
            seen.add('some')
        else:
            assert json.loads(out) == full
            seen.add('all')
    assert seen == {'none', 'some', 'all'}


@pytest.mark.parametrize('command', [['suggest'], ['play', '--secret', 'SECRET']],
                         ids=['suggest', 'play'])
def test_seconds_is_the_exact_search_s_time_and_0_lifts_it(tmp_path: Path,
                                                            command: list[str]) -> None:
    """--seconds is the time the exact search may take on a core: a
    millionth of a second runs out before suggest has ranked a guess,
    which says so in one line naming the option (status 2), and play
    plays on where it costed some, saying that another may be better; 0
    searches for as long as it takes, as the default 60 s does here (the
    installed command)."""
    words = random.Random(4).sample(load('answers'), 120)
    argv = [WORDLE, *[words[9] if part == 'SECRET' else part for part in command], '--words',
            word_file(tmp_path, words), '--metric', 'optimal', '--json']
    full = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    unlimited = subprocess.run([*argv, '--seconds', '0'], capture_output=True, text=True,
                               timeout=120)
    assert (full.returncode, full.stderr) == (unlimited.returncode, unlimited.stderr) == (0, '')
    assert json.loads(full.stdout) == json.loads(unlimited.stdout)
    short = subprocess.run([*argv, '--seconds', '0.000001'], capture_output=True, text=True,
                           timeout=120)
    if short.returncode == 2 or command == ['suggest']:
        assert (short.returncode, short.stdout) == (2, '')
        remedy = ('narrow them with clues' if command == ['suggest']
                  else 'give --start, whose groups are searched,')
        assert short.stderr == ('wordle: --metric optimal: gave up after 1e-06 s on one core '
                                '(--seconds); too many possible answers to search '
                                f'exhaustively ({remedy} or a shorter list)\n')
    else:
        assert short.returncode == 0
        assert json.loads(short.stdout)['guesses'][-1]['guess'] == words[9].upper()
        assert short.stderr.startswith('wordle: note: the exact search ran out of its time '
                                       '(--seconds) before it costed')


@pytest.mark.parametrize(('given', 'seconds'), [([], SECONDS), (['--seconds', '2.5'], 2.5),
                                                 (['--seconds', '.5'], 0.5),
                                                 (['--seconds', '0'], None),
                                                 (['--seconds', '0.0'], None)])
def test_seconds_reaches_the_search(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch, given: list[str],
                                    seconds: float | None) -> None:
    """The search is given the time --seconds says, and none (no limit) for 0."""
    made: list[float | None] = []

    def recorded(pools: Pools, seconds: float | None, remedy: str) -> Exact:
        made.append(seconds)
        return Exact(pools, seconds=seconds, remedy=remedy)

    monkeypatch.setattr(strategy_module, 'Exact', recorded)
    status, _, _ = run(capsys, 'suggest', '--metric', 'optimal', *given, 'CRANE=.....',
                       'SLOTH=.....')
    assert (status, made) == (0, [seconds])


@pytest.mark.parametrize('value', ['', '-1', '1e3', 'inf', 'nan', '1,5', '٣', '1234567890'])
def test_seconds_takes_plain_digits(value: str) -> None:
    """--seconds is digits, with a decimal point or none: no sign, no
    exponent, no infinity, and not all the numerals Python would read."""
    done = subprocess.run([WORDLE, 'suggest', '--metric', 'optimal', '--seconds', value],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == (f'wordle: --seconds {quote(value)}: expected a number of seconds, '
                           'like 60 or 0.5 (0 for no limit)\n')


@pytest.mark.parametrize('argv', [['suggest'], ['play', '--metric', 'entropy'],
                                  ['bench', '--metric', 'estimate']])
def test_seconds_goes_with_optimal(argv: list[str]) -> None:
    """The other metrics search nothing exhaustively: --seconds there would
    do nothing, unsaid."""
    done = subprocess.run([WORDLE, *argv, '--seconds', '5'], capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == 'wordle: --seconds: only means something with --metric optimal\n'


def test_an_unknown_metric_is_named_before_what_seconds_would_mean() -> None:
    """With --seconds, a misspelt metric is the token at fault: it was
    refused as if it were known and not optimal. The names the command
    line checks are the solver's own."""
    done = subprocess.run([WORDLE, 'suggest', '--metric', 'optimel', '--seconds', '5'],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: --metric 'optimel': expected one of estimate, entropy, "
                           'minimax, expected, optimal; did you mean optimal?\n')
    assert set(METRIC_NAMES) == {'estimate', 'optimal', *METRICS}


@pytest.mark.parametrize(('argv', 'remedy'), [
    (['suggest'], 'narrow them with clues or a shorter list'),
    (['play'], 'give --start, whose groups are searched, or a shorter list'),
    (['bench'], 'give --start, whose groups are searched, or a shorter list'),
    (['assist'], 'narrow them with clues, give --start, or use a shorter list'),
    (['play', '--start', 'fuzzy', '--secret', 'crane'], 'use a shorter list'),
    (['bench', '--start', 'fuzzy'], 'use a shorter list'),
], ids=['suggest', 'play', 'bench', 'assist', 'play-start', 'bench-start'])
def test_too_many_answers_for_optimal_say_what_the_command_takes(argv: list[str],
                                                                 remedy: str) -> None:
    """play and bench take no clues: their refusal names --start, after
    which only the groups the opener leaves are searched; with --start
    given, where a group it leaves is still too large (fuzzy leaves 1,352
    answers), only a shorter list is left to say."""
    done = subprocess.run([WORDLE, *argv, '--metric', 'optimal'], capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    answers = '1,352' if '--start' in argv else '2,315'
    assert done.stderr == (f'wordle: --metric optimal: {answers} possible answers are too many '
                           f'to search exhaustively (at most 1,000; {remedy})\n')


def test_suggest_says_which_guesses_lose(tmp_path: Path) -> None:
    """Hard mode, where words alike but for one letter trap a guess: the
    guesses after which some answer is out of reach in six are marked in
    --json, named in a note on stderr, and shown last; the table and the
    JSON agree (the installed command, as a script meets it)."""
    words = word_file(tmp_path, families(0))
    argv = [WORDLE, 'suggest', '--hard', '--words', words, '--top', '4', 'TEACH=.....']
    shown = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    data = subprocess.run([*argv, '--json'], capture_output=True, text=True, timeout=120)
    assert shown.returncode == data.returncode == 0
    suggestions = json.loads(data.stdout)['suggestions']
    losing = [entry['guess'] for entry in suggestions if entry['loses']]
    assert 0 < len(losing) < len(suggestions)
    assert [entry['loses'] for entry in suggestions] == sorted(e['loses'] for e in suggestions)
    assert [row[0] for row in table(shown.stdout)] == [e['guess'] for e in suggestions]
    named = ' or '.join(filter(None, (', '.join(losing[:-1]), losing[-1])))
    assert shown.stderr == data.stderr == (
        f'wordle: note: no strategy finds every possible answer within 6 guesses after '
        f'{named}; shown last\n')


@pytest.mark.parametrize('lang', ['sv', 'nb'])
def test_pool_files_are_utf8_whatever_the_languages_own_list_is(tmp_path: Path,
                                                                lang: str) -> None:
    """Debian's Swedish and Norwegian lists are ISO-8859-1; files the user
    names with --guesses and --answers are still read as UTF-8 (unless
    --encoding says otherwise), as --words files are: no word of theirs
    with a letter beyond ASCII is lost."""
    words = ['kväll', 'sväll', 'hålla', 'värld', 'trist', 'kasta']
    (tmp_path / 'a.txt').write_text('\n'.join(words) + '\n', encoding='utf-8')
    (tmp_path / 'g.txt').write_text('åtöra\nkasta\n', encoding='utf-8')
    found = {}
    for pools in (['--words', 'a.txt'], ['--guesses', 'g.txt', '--answers', 'a.txt'],
                  ['--guesses', 'a.txt', '--answers', 'a.txt']):
        done = subprocess.run([WORDLE, 'suggest', '--lang', lang, *pools, '--json'],
                              capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        found[pools[-1], len(pools)] = json.loads(done.stdout)['candidates']
    assert set(found.values()) == {len(words)}


@pytest.mark.parametrize(('argv', 'reads'), [
    (['suggest', '--guesses', 'g.txt', '--answers', 'a.txt', '--json'], False),
    (['suggest', '--guesses', 'a.txt', '--json'], False),
    (['score', 'kväll', 'sväll'], False),
    (['render', 'KVÄLL=kv...'], False),
    (['--regex', 'KVÄLL=kv...'], False),
    (['--emit-shell', 'KVÄLL=kv...'], False),
    (['suggest', '--answers', 'a.txt'], True),
    (['KVÄLL=kv...'], True),
], ids=['guesses-answers', 'guesses', 'score', 'render', 'regex', 'emit-shell', 'answers',
        'find'])
def test_a_language_s_list_is_needed_only_where_it_is_read(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path, argv: list[str], reads: bool) -> None:
    """A language's own list not installed is refused, naming its package,
    only where the command line reads it: not by score and render, by
    --regex or a pipeline, nor where --guesses replaces it (score and
    render in Polish were refused without wpolish, as were --guesses and
    --answers without wnorwegian)."""
    from wordlegrep.languages import LANGUAGES
    absent = tmp_path / 'no-such-list'
    monkeypatch.setitem(LANGUAGES, 'sv', LANGUAGES['sv']._replace(dictionary=str(absent)))
    monkeypatch.chdir(tmp_path)
    (tmp_path / 'a.txt').write_text('kväll\nsväll\nhålla\nvärld\n', encoding='utf-8')
    (tmp_path / 'g.txt').write_text('åtöra\nkasta\n', encoding='utf-8')
    status, out, err = run(capsys, *argv, '--lang', 'sv')
    if reads:
        assert (status, out) == (2, '') and f'{absent} is not installed' in err
    else:
        assert (status, err) == (0, '') and out
        assert '--json' not in argv or json.loads(out)['candidates'] == 4


def test_optimal_json_is_json_where_guesses_lose(tmp_path: Path) -> None:
    """Under --metric optimal a guess that loses costs no number of guesses
    within six: its figure is null, as JSON has no infinity (Python's own
    `Infinity` is refused by strict parsers), and the others' are numbers."""
    words = word_file(tmp_path, families(0))
    done = subprocess.run([WORDLE, 'suggest', '--hard', '--metric', 'optimal', '--top', '30',
                           '--json', '--words', words, 'CHUTE=....e'],
                          capture_output=True, text=True, timeout=120)

    def refuse(constant: str) -> NoReturn:
        raise ValueError(f'not JSON: {constant}')

    suggestions = json.loads(done.stdout, parse_constant=refuse)['suggestions']
    assert done.returncode == 0
    assert {entry['loses'] for entry in suggestions} == {True, False}
    for entry in suggestions:
        assert (entry['figure'] is None) == entry['loses'], entry


def test_suggest_marks_every_opener_it_shows_in_hard_mode(
        capsys: pytest.CaptureFixture[str]) -> None:
    """At the opening, in hard mode, each opener shown is checked, not only
    until one keeps every answer: slate and trace lose, and were shown
    among winners unmarked. Each mark agrees with tree's own search from
    that opener (the cost search, not the feasibility search): seven
    shown, each with a tree (at seven, one that loses is among them)."""
    status, out, err = run(capsys, 'suggest', '--hard', '--json', '--top', '7')
    suggestions = json.loads(out)['suggestions']
    marks = [entry['loses'] for entry in suggestions]
    assert status == 0 and None not in marks and True in marks and False in marks
    assert marks == sorted(marks)   # the losing last
    losing = [entry['guess'] for entry in suggestions if entry['loses']]
    named = f"{', '.join(losing[:-1])} or {losing[-1]}" if len(losing) > 1 else losing[0]
    assert err == ('wordle: note: no strategy finds every possible answer within 6 guesses '
                   f'after {named}; shown last\n')
    for entry in suggestions:
        last = run(capsys, 'tree', '--hard', '--start', entry['guess'])[1].splitlines()[-1]
        assert last.startswith('no strategy opening with ') == entry['loses'], last


@pytest.mark.parametrize('metric', ['estimate', 'optimal'])
def test_suggest_where_every_guess_loses(capsys: pytest.CaptureFixture[str],
                                         metric: str) -> None:
    """Hard mode, one guess in, nine answers alike but for their first
    letter: no strategy finds them all in the five guesses left, so every
    guess loses, and the note says so of the position."""
    status, out, err = run(capsys, 'suggest', '--hard', '--metric', metric, '--json',
                           '--top', '3', '-g', '.ight')
    assert status == 0
    assert [entry['loses'] for entry in json.loads(out)['suggestions']] == [True] * 3
    assert err == 'wordle: note: from here no strategy finds all 9 possible answers ' \
                  'within 6 guesses\n'


IGHT = ['FIGHT=.IGHT', 'LIGHT=.IGHT', 'MIGHT=.IGHT', 'NIGHT=.IGHT', 'TIGHT=.IGHT']


@pytest.mark.parametrize('played', [2, 3, 4, 5])
def test_suggest_in_a_lost_position_figures_guesses_not_penalties(
        capsys: pytest.CaptureFixture[str], played: int) -> None:
    """Hard mode, -ight words: from here no strategy finds them all. The
    estimate's figures are guesses with the limit lifted, as the exact
    search's are (no fewer than one for each answer and one more for all
    but one, nor more than finding them one at a time), each guess is
    marked as losing, and the note says why, however few guesses are
    left."""
    clues = ['suggest', '--hard', '--json', '--top', '5', *IGHT[:played]]
    status, out, err = run(capsys, *clues)
    suggestions = json.loads(out)['suggestions']
    n = json.loads(out)['candidates']
    assert status == 0 and n > 2
    assert err == f'wordle: note: from here no strategy finds all {n} possible answers ' \
                  'within 6 guesses\n'
    assert all(entry['loses'] is True for entry in suggestions)
    assert all((2 * n - 1) / n - 1e-9 <= entry['figure'] <= (n + 1) / 2 + 1
               for entry in suggestions), suggestions


@pytest.mark.parametrize('metric', ['estimate', 'optimal'])
def test_suggest_past_the_sixth_guess_says_so_of_the_position(
        capsys: pytest.CaptureFixture[str], metric: str) -> None:
    """Six guesses in, three answers left: none can be found within six,
    which the note says of the position (not of the guesses shown)."""
    status, out, err = run(capsys, 'suggest', '--metric', metric, '--json', '--top', '3',
                           *IGHT, 'SIGHT=.IGHT')
    assert status == 0 and [entry['loses'] for entry in json.loads(out)['suggestions']] == \
        [True] * 3
    assert err == 'wordle: note: from here no strategy finds all 3 possible answers within ' \
                  '6 guesses\n'


def test_with_one_guess_left_only_candidates_are_advised(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Five guesses in, four -ight answers left: a guess that is not one of
    them finds none, where each of them finds one. suggest shows the
    candidates first; assist and play's strategy plays one."""
    status, out, _ = run(capsys, 'suggest', '--json', '--top', '6', *IGHT)
    shown = json.loads(out)['suggestions']
    assert status == 0 and [entry['answer'] for entry in shown] == [True] * 4 + [False] * 2
    done = subprocess.run([WORDLE, 'assist', *IGHT], input='', capture_output=True, text=True,
                          check=False)
    assert done.stdout in {'eight\n', 'right\n', 'sight\n', 'wight\n'}, done


@pytest.mark.parametrize(('before', 'typed', 'lacks'), [
    (['.a.e.'], 'MOUSY=.....', 'a and e'),
    (['.a.e.', 'CRANE=..a.E'], 'TIMES=...e.', 'e at 5 and a'),
    (['.a.e.', 'CRANE=..a.E'], 'MOUSY=.....', 'e at 5 and a'),   # (not 'and e' as well)
    (['.a.e.'], 'BRAND=..a..', 'e')])
def test_assist_in_hard_mode_refuses_a_guess_the_game_would(
        before: list[str], typed: str, lacks: str) -> None:
    """A guess typed that keeps not every green or every letter shown is
    one hard mode refuses: most likely a typo, and never the game's.
    Outside hard mode, the same is played on."""
    lines = '\n'.join([*before, typed, ''])
    done = subprocess.run([WORDLE, 'assist', '--hard', '--start', 'salet'], text=True,
                          input=lines, capture_output=True, check=False)
    assert (done.returncode, done.stderr) == (
        2, f'wordle: {typed}: hard mode allows no guess without {lacks} here\n')
    done = subprocess.run([WORDLE, 'assist', '--start', 'salet'], text=True, input=lines,
                          capture_output=True, check=False)
    assert (done.returncode, done.stderr) == (1, ''), done
    # the same rows given as clues, as played before
    clues = [f'SALET={before[0]}', *before[1:], typed]
    done = subprocess.run([WORDLE, 'assist', '--hard', *clues], text=True, input='',
                          capture_output=True, check=False)
    assert (done.returncode, done.stderr) == (
        2, f'wordle: {typed}: hard mode allows no guess without {lacks} here\n')
    assert subprocess.run([WORDLE, 'assist', '--hard', *clues[:-1]], text=True, input='',
                          capture_output=True, check=False).returncode == 1


@pytest.mark.parametrize('clues', [['CRANE=CRANE'], ['SALET=.a.e.', 'crane=22222']])
def test_assist_given_the_answer_found_is_done(clues: list[str]) -> None:
    """A row all green on the command line is a game won: nothing to
    suggest, status 0 (as when the score is typed)."""
    done = subprocess.run([WORDLE, 'assist', *clues], input='', capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, '', '')


@pytest.mark.parametrize('metric', ['estimate', 'entropy'])
def test_suggest_hard_mode_keeps_revealed_letters(capsys: pytest.CaptureFixture[str],
                                                  metric: str) -> None:
    _, out, _ = run(capsys, 'suggest', '--hard', '--metric', metric, 'CRANE=..a.E')
    guesses = [row[0] for row in table(out)]
    assert guesses and all('a' in g and g[4] == 'e' for g in guesses)


# -- play -----------------------------------------------------------------------

def test_play_wins_within_six(capsys: pytest.CaptureFixture[str]) -> None:
    for secret in random.Random(4).sample(ANSWERS, 6):
        status, out, _ = run(capsys, 'play', '--secret', secret.upper(), '--start', 'salet')
        lines = out.splitlines()
        assert status == 0 and lines[-1] == f'found {secret} in {len(lines) - 1} guesses'
        assert len(lines) - 1 <= 6
        for line in lines[:-1]:
            guess, squares = line.split()
            assert squares == emoji(score(guess, secret))
        assert lines[-2] == f'{secret}  {emoji(GREEN * 5)}'


@pytest.mark.parametrize('start, loses', [('soare', True), ('salet', False), ('trace', True)])
def test_play_says_before_playing_when_its_opener_loses(
        capsys: pytest.CaptureFixture[str], start: str, loses: bool) -> None:
    """Hard mode: soare leaves score, shore, snore, spore, store and swore,
    one a guess, trace the _atch words; salet leaves every answer within
    reach. The note comes whichever answer is the secret (otter is won)."""
    status, out, err = run(capsys, 'play', '--hard', '--start', start, '--secret', 'otter')
    assert status == 0 and out.splitlines()[-1].startswith('found otter in ')
    note = (f'wordle: note: no strategy opening with {start} finds every possible answer '
            'within 6 guesses\n')
    assert err == (note if loses else '')



@pytest.mark.parametrize('start, loses', [('fight', True), ('swamp', False)])
@pytest.mark.parametrize('json_', [[], ['--json']], ids=['text', 'json'])
def test_bench_says_before_playing_when_the_opener_named_loses(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, start: str, loses: bool,
        json_: list[str]) -> None:
    """Hard mode, the -ight answers and four others: after fight the other
    eight are found one a guess; after swamp every answer is in reach. As
    play says it, bench says it before it plays, and its failures after."""
    words = tmp_path / 'ight.txt'
    words.write_text(''.join(f'{first}ight\n' for first in 'eflmnrstw') + 'crown\nplumb\n'
                     'swamp\ndwelt\n')
    status, out, err = run(capsys, 'bench', '--hard', '--words', str(words), '--start', start,
                           *json_)
    note = (f'wordle: note: no strategy opening with {start} finds every possible answer '
            'within 6 guesses\n')
    assert status == 0 and err == (note if loses else '')
    failures = json.loads(out)['failures'] if json_ else int(out.split('failures ')[1].split()[0])
    assert (failures > 0) == loses


@pytest.mark.parametrize('told', [True, False], ids=['shown lost', 'not told'])
def test_play_says_before_playing_when_its_own_opener_loses(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, told: bool) -> None:
    """Eight words alike but for their first letter, in hard mode: no
    opener finds them all in six, the strategy's own included. Play says
    so before it plays: that no strategy finds them all, where the search
    shows it; where it cannot tell, that its own opener loses and that its
    search found no opener that does (so as not to suggest none does:
    there may be one it had no time to find)."""
    words = tmp_path / 'ills.txt'
    words.write_text(''.join(f'{first}ills\n' for first in 'bdfghkmp'))
    if not told:
        monkeypatch.setattr(lookahead.Lookahead, 'winnable', lambda self, node: True)
    status, out, err = run(capsys, 'play', '--hard', '--words', str(words), '--secret', 'pills')
    opener = out.split()[0]
    assert status == 0 and out.splitlines()[-1].startswith('found pills in ')
    assert err.splitlines()[0] == (
        'wordle: note: from here no strategy finds all 8 possible answers within 6 guesses'
        if told else f'wordle: note: no strategy opening with {opener} finds every possible '
        'answer within 6 guesses, and the search found no opener that does (give --start to '
        'try one)')


@pytest.mark.parametrize('told', [True, False], ids=['shown lost', 'not told'])
def test_suggest_says_when_every_guess_it_shows_loses(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, told: bool) -> None:
    """Eight words alike but for their first letter, in hard mode: every
    guess loses. Where the search shows the position lost, suggest says so
    of the position; where it cannot tell, it names the guesses that lose,
    but not as shown last, as no guess shown is otherwise."""
    words = tmp_path / 'ills.txt'
    words.write_text(''.join(f'{first}ills\n' for first in 'bdfghkmp'))
    if not told:
        monkeypatch.setattr(lookahead.Lookahead, 'winnable', lambda self, node: True)
    status, out, err = run(capsys, 'suggest', '--hard', '--words', str(words), '--top', '3')
    shown = [row[0] for row in table(out)]
    assert status == 0 and len(shown) == 3
    assert err == ('wordle: note: from here no strategy finds all 8 possible answers within 6 '
                   'guesses\n' if told else 'wordle: note: no strategy finds every possible '
                   f'answer within 6 guesses after {shown[0]}, {shown[1]} or {shown[2]}\n')


@pytest.mark.parametrize('metric', ['entropy', 'minimax', 'expected'])
def test_play_json_with_greedy_metrics(capsys: pytest.CaptureFixture[str], metric: str) -> None:
    status, out, _ = run(capsys, 'play', '--secret', 'ocean', '--metric', metric, '--json')
    game = json.loads(out)
    assert status == 0 and game['secret'] == 'ocean'
    assert game['guesses'][-1] == {'guess': 'OCEAN', 'score': 'OCEAN', 'emoji': '🟩' * 5}
    for row in game['guesses']:
        marks = score(row['guess'].lower(), 'ocean')
        assert (row['score'], row['emoji']) == (reilly(row['guess'].lower(), marks), emoji(marks))


def test_play_a_random_secret_and_any_accepted_word(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, 'play', '--start', 'salet', '--metric', 'entropy')
    assert status == 0 and out.splitlines()[-1].startswith('found ')
    status, out, _ = run(capsys, 'play', '--secret', 'xylyl', '--all-answers', '--metric',
                         'entropy')
    assert status == 0 and out.splitlines()[-1].startswith('found xylyl in ')


# -- assist ---------------------------------------------------------------------

NOTATIONS = [lambda guess, secret: reilly(guess, score(guess, secret)),
             lambda guess, secret: digits(score(guess, secret)),
             lambda guess, secret: emoji(score(guess, secret)),
             lambda guess, secret: f'{guess.upper()}={reilly(guess, score(guess, secret))}']


def drive(secret: str, *options: str) -> tuple[list[str], str, int]:
    """Play through `wordle assist` as a script would: read a guess, type its
    score in some notation, until the score is all green."""
    process = subprocess.Popen([sys.executable, '-m', 'wordlegrep', 'assist', *options],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, encoding='utf-8')
    assert process.stdin and process.stdout and process.stderr
    guesses: list[str] = []
    rng = random.Random(secret)
    while len(guesses) < 10:
        guess = process.stdout.readline().strip()
        guesses.append(guess)
        process.stdin.write(rng.choice(NOTATIONS)(guess, secret) + '\n')
        process.stdin.flush()
        if guess == secret:
            break
    process.stdin.close()
    rest = process.stdout.read()
    return guesses, rest + process.stderr.read(), process.wait()


@pytest.mark.parametrize('secret', ['ocean', 'geese', 'jazzy'])
def test_assist_can_be_driven_by_a_script(secret: str) -> None:
    guesses, rest, status = drive(secret, '--start', 'salet')
    assert (guesses[-1], rest, status) == (secret, '', 0)
    assert len(guesses) <= 6


def test_assist_hard_mode_driven_by_a_script() -> None:
    guesses, rest, status = drive('hatch', '--start', 'salet', '--hard')
    assert (guesses[-1], rest, status) == ('hatch', '', 0)



@pytest.mark.parametrize('start', [[], ['--start', 'mills']])
def test_assist_says_first_when_the_opener_loses(tmp_path: Path, start: list[str]) -> None:
    """Eight words alike but for their first letter, in hard mode: no
    opener finds them all in six, and assist says so of its own, or of
    the one named, before the answer is found."""
    words = word_file(tmp_path, [f'{first}ills' for first in 'bdfghkmp'])
    guesses, rest, status = drive('pills', '--hard', '--words', words, *start)
    assert (guesses[-1], status) == ('pills', 0)
    assert rest.splitlines()[0] == (
        f'wordle: note: no strategy opening with {guesses[0]} finds every possible answer '
        'within 6 guesses' if start else
        'wordle: note: from here no strategy finds all 8 possible answers within 6 guesses')

@pytest.mark.parametrize('clues', [['CRANE=cr...'], ['-b', 'ai']])
def test_assist_refuses_a_start_it_would_not_play(clues: list[str]) -> None:
    """Clues are guesses played already: a --start with them went unplayed,
    unchecked (slate breaks hard mode's rule after CRANE=cr...)."""
    done = subprocess.run([WORDLE, 'assist', '--hard', '--start', 'slate', *clues],
                          input='', capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ("wordle: --start 'slate': names the first guess, but the clues "
                           'given stand for guesses played already; give one or the other\n')


def test_assist_piped_bad_score_is_an_error() -> None:
    done = subprocess.run([sys.executable, '-m', 'wordlegrep', 'assist', '--start', 'salet'],
                          input='s.x..\n', capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, 'salet\n')
    assert done.stderr.count('\n') == 1 and "'s.x..'" in done.stderr


def test_play_json_and_assist_write_capitals_one_a_letter(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    """ß is ẞ in capitals, one letter, as the main command writes it: not
    SS, which str.upper gives and which no longer lines up with its score."""
    words = word_file(tmp_path, ['außen', 'außer', 'fußel', 'maßen'])
    status, out, _ = run(capsys, 'play', '--lang', 'de', '--words', words, '--secret', 'außen',
                         '--start', 'außer', '--json')
    assert status == 0
    assert [row['guess'] for row in json.loads(out)['guesses']] == ['AUẞER', 'AUẞEN']
    done = subprocess.run([WORDLE, 'assist', '--lang', 'de', '--words', words, '--start', 'maßen'],
                          input='fußel=.....\n', capture_output=True, encoding='utf-8')
    assert (done.returncode, done.stdout) == (2, 'maßen\n')
    assert done.stderr == 'wordle: FUẞEL=.....: no possible answer gives that score\n'


def test_assist_hints_at_all_answers_where_an_accepted_word_gives_the_score(
        tmp_path: Path) -> None:
    """A score no possible answer gives, but an accepted word does, is
    refused with the hint the same clues get on the command line; where no
    accepted word gives it, or every one may be the answer, with none."""
    def refused(typed: str, *argv: str) -> str:
        done = subprocess.run([WORDLE, 'assist', '--start', 'salet', *argv], input=typed,
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout) == (2, 'salet\n'), done.stderr
        return done.stderr

    listed = subprocess.run([WORDLE, 'suggest', 'SALET=SALET'], capture_output=True, text=True,
                            check=False)
    assert listed.returncode == 1 and listed.stderr.endswith('(try --all-answers)\n')
    assert refused('SALET=SALET\n') == ('wordle: SALET=SALET: no possible answer gives that '
                                         'score (try --all-answers)\n')
    assert refused('QAJAQ=QAJAQ\n').endswith('(try --all-answers)\n')   # (an accepted word)
    assert refused('XQXQX=XQXQX\n').endswith('gives that score\n')   # (no word at all)
    answers = word_file(tmp_path, ['crane', 'crate', 'salet'])
    assert refused('SALET=.....\n', '--answers', answers).endswith('gives that score\n')


class Terminal(io.StringIO):
    """Standard input that says it is a terminal."""
    buffer = io.BytesIO()

    def isatty(self) -> bool:
        return True


def test_assist_on_a_terminal_asks_again(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    typed = ['s.x..', '', 'salet=.a...', 'salet=.....', 'BRAND=BRAND']
    monkeypatch.setattr(sys, 'stdin', Terminal(''.join(line + '\n' for line in typed)))
    monkeypatch.setattr('wordlegrep.solver.commands.TTY', str(tmp_path))   # (no terminal here)
    status, out, err = run(capsys, 'assist', '--start', 'salet')
    # stdout is no terminal here: it has the guesses alone, the talk is on stderr
    assert (status, out) == (0, 'salet\nbrond\n')
    assert err.endswith('solved in 2 guesses\n') and err.count('score> ') == 5
    # (the blank line is asked again without a word)
    assert err.count('wordle: ') == 2 and "'s.x..'" in err and 'no possible answer' in err


# -- bench and tree -----------------------------------------------------------------

def test_bench_json_and_text(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = word_file(tmp_path, ANSWERS[::20])
    status, out, _ = run(capsys, 'bench', '--words', words, '--json')
    result = json.loads(out)
    assert status == 0
    assert {'average', 'distribution', 'worst', 'failures', 'seconds'} <= set(result)
    assert sum(result['distribution'].values()) == len(ANSWERS[::20])
    assert result['failures'] == 0 and result['worst'] <= 6
    status, out, _ = run(capsys, 'bench', '--words', words, '--metric', 'entropy', '--hard')
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith('entropy in hard mode, opening with ')
    assert [line.split()[0] for line in lines[1:]][:1] == ['average']
    assert any(line.startswith('failures 0') for line in lines)


def test_bench_says_whether_its_failures_could_be_avoided(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Eight words alike but for the first letter, in hard mode: no strategy
    finds them all in six, and bench says so, or that it cannot tell when
    the search runs out of time. The greedy entropy loses games in hard
    mode that some strategy wins, and is told so; where a group no
    strategy wins hides among its failures, that is what it is told."""
    words = word_file(tmp_path, ['bills', 'dills', 'fills', 'gills', 'hills', 'kills',
                                 'mills', 'pills'])
    status, out, _ = run(capsys, 'bench', '--words', words, '--hard')
    assert status == 0 and 'no strategy opening with bills finds them all in 6' in out
    # its own opener: that none does, as the search shows; where it cannot
    # tell, that it found none that does, not that none does
    others = ('nor does any strategy opening with another guess',
              'the search found no opener that does (give --start to try one)')
    assert others[0] in out and others[1] not in out
    with monkeypatch.context() as unknown:
        unknown.setattr(lookahead.Lookahead, 'winnable', lambda self, node: True)
        out = run(capsys, 'bench', '--words', words, '--hard')[1]
    assert others[1] in out and others[0] not in out
    status, out, _ = run(capsys, 'bench', '--words', words, '--hard', '--start', 'mills')
    assert 'no strategy opening with mills finds them all in 6' in out
    assert not any(other in out for other in others)
    status, out, _ = run(capsys, 'bench', '--metric', 'entropy', '--hard', '--start', 'salet',
                         '--json')
    assert status == 0 and json.loads(out)['failures'] and json.loads(out)['unavoidable'] is False
    status, out, _ = run(capsys, 'bench', '--metric', 'entropy', '--hard', '--start', 'salet')
    assert 'some strategy opening with salet finds them all in 6; this one did not' in out
    # its own opener, soare, leaves score shore snore spore store swore, one a guess
    status, out, _ = run(capsys, 'bench', '--metric', 'entropy', '--hard')
    assert 'no strategy opening with soare finds them all in 6' in out
    assert not any(other in out for other in others)
    monkeypatch.setattr(bench_module, 'CHECK_SECONDS', 0.0)
    status, out, _ = run(capsys, 'bench', '--words', words, '--hard')
    assert status == 0 and 'whether some strategy opening with bills finds them all' in out
    assert 'no strategy' not in out
    status, out, _ = run(capsys, 'bench', '--words', word_file(tmp_path, ANSWERS[::40]), '--json')
    assert json.loads(out)['failures'] == 0 and json.loads(out)['unavoidable'] is None


def test_tree_is_optimal_and_consistent(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    words = sorted(random.Random(8).sample(ANSWERS, 15))
    status, out, _ = run(capsys, 'tree', '--words', word_file(tmp_path, words))
    lines = out.splitlines()
    assert status == 0
    paths = {line.split()[0]: line.split()[1:] for line in lines[:15]}
    total = sum(map(len, paths.values()))
    assert total == brute_force(tuple(words), tuple(words), False)
    assert lines[15] == f'{total} guesses for 15 answers: {total / 15:.4f} on average'
    for answer, path in paths.items():
        assert path[-1] == answer
        for other, route in paths.items():   # the same scores so far, the same next guess
            i = 0
            while i < min(len(path), len(route)) and path[i] == route[i] \
                    and score(path[i], answer) == score(route[i], other):
                i += 1
            assert i == min(len(path), len(route)) or path[i] == route[i]


def test_tree_with_a_start(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    words = ['brace', 'brave', 'crane', 'crate', 'crave', 'craze', 'grace', 'grate',
             'grave', 'trace']
    status, out, _ = run(capsys, 'tree', '--words', word_file(tmp_path, words),
                         '--start', 'brave')
    assert status == 0
    assert all(line.split()[1] == 'brave' for line in out.splitlines()[:10])



def test_tree_says_of_an_opener_that_loses_only_that_it_loses(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Hard mode, eight answers alike but for their first letter: bills
    leaves seven that take seven guesses, but bdfgk, a guess, tells five
    of them apart. After bills the last line says that no strategy opening
    with it keeps to six guesses; with every opener searched, none; and
    where the answers are the only guesses, that none does."""
    answers = word_file(tmp_path, [f'{first}ills' for first in 'bdfghkmp'])
    guesses = tmp_path / 'guesses.txt'
    guesses.write_text(Path(answers).read_text() + 'bdfgk\n')
    pools = ['--hard', '--guesses', str(guesses), '--answers', answers]
    last = [run(capsys, 'tree', *argv)[1].splitlines()[-1]
            for argv in ([*pools, '--start', 'bills'], pools, ['--hard', '--words', answers])]
    assert last[0] == ('no strategy opening with bills finds every answer within 6 guesses: '
                       'where none can, this tree is optimal without that limit')
    assert last[1].startswith('proven optimal: ')
    assert last[2] == ('no strategy finds every answer within 6 guesses: this tree is optimal '
                       'without that limit')

# -- bad input, and what the filter does not import -------------------------------

@pytest.mark.parametrize(('argv', 'token'), [
    (['play', '--secret', 'cranes'], "'cranes'"),
    (['play', '--secret', 'cr4ne'], "'cr4ne'"),
    (['play', '--secret', 'xylyl'], "'xylyl'"),
    (['play', '--secret', 'qqqqq'], "'qqqqq'"),
    (['play', '--start', 'qqqqq', '--secret', 'ocean'], "'qqqqq'"),
    (['suggest', '--metric', 'foo'], "'foo'"),
    (['bench', '--start', 'zzzzz'], "'zzzzz'"),
    (['bench', '--metric', 'optimal'], 'too many'),
    (['suggest', '--metric', 'optimal'], '2,315 possible answers'),
    (['suggest', '--length', '6'], 'no words of 6 letters'),
    (['play', '--words', '/no/such/file'], '/no/such/file'),
    (['assist', '--words', '-'], "'-'"),
    (['suggest', '--all-answers', '--memory', '100'], 'give --memory 161 or more'),
], ids=lambda v: v if isinstance(v, str) else ' '.join(v))
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str],
                                            argv: list[str], token: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and err.startswith('wordle: ') and token in err


@pytest.mark.parametrize('argv', [
    ['-g', '..t..', '-b', 'irepch', '-y', 'a23'],
    ['--count', 'JUDGE=....e', 'CHEST=c.E..'],
    ['--regex', 'CHEST=c.E..'],
])
def test_finding_words_does_not_import_numpy(argv: list[str]) -> None:
    code = ('import sys; from wordlegrep.cli import main; status = main(sys.argv[1:]); '
            'sys.stdout.flush(); print("numpy" in sys.modules, file=sys.stderr); '
            'raise SystemExit(status)')
    done = subprocess.run([sys.executable, '-c', code, *argv], capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stderr) == (0, 'False\n')


def test_without_numpy_the_solver_says_what_to_install() -> None:
    code = ("import sys; sys.modules['numpy'] = None; from wordlegrep.cli import main; "
            "raise SystemExit(main(['suggest']))")
    done = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                          check=False)
    assert (done.returncode, done.stdout) == (2, '')
    assert done.stderr == ('wordle: suggest needs numpy, which is missing from this installation: '
                           'reinstall wordlegrep, or pip install numpy\n')


# -- proofs, pools apart, answers that do not fit, long games ---------------------

def test_tree_proves_the_optimum_after_an_opener(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    answers = ANSWERS[::5]
    status, out, _ = run(capsys, 'tree', '--start', 'salet', '--answers',
                         word_file(tmp_path, answers))
    lines = out.splitlines()
    assert status == 0 and len(lines) > len(answers)
    total = sum(len(line.split()) - 1 for line in lines[:len(answers)])
    assert lines[len(answers)].startswith(f'{total:,} guesses for {len(answers)} answers')
    assert lines[-1].startswith(f'proven optimal from salet: the lower bound the search '
                                f'proved is {total:,}, in ')
    assert all(line.split()[1] == 'salet' for line in lines[:len(answers)])


def test_guesses_and_answers_apart(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    guesses, answers = tmp_path / 'g.txt', tmp_path / 'a.txt'
    guesses.write_text('crane\nslate\nbrick\n')
    answers.write_text('ocean\nclean\nplane\n')
    status, out, _ = run(capsys, 'suggest', '--guesses', str(guesses), '--answers', str(answers),
                         '--metric', 'optimal', '--json')
    found = json.loads(out)
    assert status == 0 and found['candidates'] == 3
    assert {s['guess'] for s in found['suggestions']} <= {'crane', 'slate', 'brick', 'ocean',
                                                           'clean', 'plane'}
    status, out, _ = run(capsys, 'bench', '--answers', str(answers), '--json')
    assert status == 0 and json.loads(out)['answers'] == 3


def test_guesses_from_stdin_that_is_a_file_are_judged_as_the_file(tmp_path: Path) -> None:
    """`--guesses - < six.txt` is `--guesses six.txt`: words of another
    length are an error (they were taken for none); an empty file is none."""
    six, empty, answers = tmp_path / 'six.txt', tmp_path / 'empty.txt', tmp_path / 'a.txt'
    six.write_text('oceans\nplanes\n')
    empty.write_text('')
    answers.write_text('ocean\nclean\nplane\nslate\n')
    for given, status in ((six, 2), (empty, 0)):
        with given.open('rb') as stdin:
            done = subprocess.run([WORDLE, 'suggest', '--guesses', '-', '--answers', str(answers),
                                   '--metric', 'entropy'], stdin=stdin, capture_output=True,
                                  text=True, check=False,
                                  env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})
        assert done.returncode == status, done.stderr
        assert (done.stderr == "wordle: --guesses '-': has no words of 5 letters of --lang en "
                               '(a-z); its words are of 6 letters (--length 6)\n'
                ) == (status == 2)


def test_no_guesses_but_the_answers(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """An empty --guesses file with --answers: the answers are guessed, as
    they always are, and nothing else (it was refused as having no words);
    alone, it has no answers either, and is refused."""
    empty, answers = tmp_path / 'none.txt', tmp_path / 'a.txt'
    empty.write_text('')
    answers.write_text('ocean\nclean\nplane\nslate\n')
    status, out, _ = run(capsys, 'suggest', '--guesses', str(empty), '--answers', str(answers),
                         '--metric', 'optimal', '--json', '--top', '9')
    found = json.loads(out)
    assert status == 0 and found['candidates'] == 4
    same = run(capsys, 'suggest', '--guesses', str(answers), '--answers', str(answers),
               '--metric', 'optimal', '--json', '--top', '9')[1]
    assert found == json.loads(same)
    status, out, err = run(capsys, 'suggest', '--guesses', str(empty))
    assert (status, out) == (2, '') and err == (f'wordle: --guesses {quote(str(empty))}: '
                                                'has no words of 5 letters of --lang en (a-z)\n')
    # with --answers, a file of other words is the wrong file, not an empty one
    # (its guesses were dropped unsaid); white space alone, or a byte-order
    # mark, is empty
    six = tmp_path / 'six.txt'
    for text, wrong in (('oceans\nplanes\n', True), ('\n  \n', False), ('\ufeff\n', False)):
        six.write_text(text)
        status, out, err = run(capsys, 'suggest', '--guesses', str(six), '--answers',
                               str(answers), '--metric', 'optimal', '--json', '--top', '9')
        assert (status, err) == ((2, f'wordle: --guesses {quote(str(six))}: has no words of 5 '
                                     'letters of --lang en (a-z); its words are of 6 letters '
                                     '(--length 6)\n') if wrong else (0, ''))
    # words of another alphabet: the message names the one it read them in
    answers.write_text('мамка\nпапка\n')
    status, out, err = run(capsys, 'suggest', '--answers', str(answers))
    assert (status, out) == (2, '')
    assert err.endswith('has no words of 5 letters of --lang en (a-z)\n')
    status, out, _ = run(capsys, 'suggest', '--answers', str(answers), '--lang', 'uk')
    assert status == 0 and '2 possible answers' in out


def test_a_file_with_no_words_of_the_length_says_what_its_words_are(tmp_path: Path) -> None:
    """A word file with none of the game's length is refused, naming the
    length most of its words have (read in the game's alphabet) and the
    --length that reads them; a pipe, read already, and a file whose words
    no game could be of, name none. What a note would say of the file is
    said on the error's line."""
    def refused(*argv: str, stdin: int | None = None) -> str:
        done = subprocess.run([WORDLE, *argv], capture_output=True, text=True, check=False,
                              stdin=stdin, env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})
        assert (done.returncode, done.stdout) == (2, ''), done.stderr
        assert done.stderr.count('\n') == 1
        return done.stderr

    words = tmp_path / 'words.txt'
    words.write_text('oceans\nPLANES\nSlates\ncrane\nwater\nnoble\nmy word\n')
    assert refused('suggest', '--words', str(words), '--length', '7').endswith(
        'of 7 letters of --lang en (a-z); its words are mostly of 5 letters (--length 5)\n')
    assert refused('bench', '--guesses', str(words), '--length', '4').endswith(
        'its words are mostly of 5 letters (--length 5)\n')
    spanish = tmp_path / 'es.txt'
    spanish.write_text('camión\nñandús\nCAÑÓN\n')   # two of six letters, one of five
    assert refused('suggest', '--lang', 'es', '--words', str(spanish), '--length', '4').endswith(
        'of 4 letters of --lang es (a-z, ñ); its words are mostly of 6 letters (--length 6)\n')
    assert refused('suggest', '--words', str(spanish), '--length', '5').endswith(
        '(a-z)\n')   # in English, none is a word
    with words.open('rb') as stdin:   # a file as stdin is read again by its name
        assert refused('suggest', '--words', '-', '--length', '7', stdin=stdin.fileno()
                       ).endswith('(--length 5)\n')
    piped = subprocess.Popen(['cat', str(words)], stdout=subprocess.PIPE)
    assert refused('suggest', '--words', '-', '--length', '7', stdin=piped.stdout.fileno()
                   ).endswith('(a-z)\n')
    piped.wait()
    words.write_text('a\ni\nO\n')   # one letter: no game's length
    assert refused('suggest', '--words', str(words)).endswith('(a-z)\n')
    # what a note would say of lines read as no word is said on the error's
    # one line (it came first, on a line of its own), once though the file
    # is read again for the hint
    words.write_text('oceans\nab\0cd\nplanes\n')
    said = refused('suggest', '--words', str(words))
    assert said == (f'wordle: --words {quote(str(words))}: has no words of 5 letters of '
                    '--lang en (a-z); 1 line holds a NUL byte, read as no word (a binary file, '
                    'or UTF-16 with no byte-order mark: name it with --encoding); its words are '
                    'of 6 letters (--length 6)\n')
    words.write_text('crane\nab\0cd\nplane\n')   # with words, the note stays a note
    done = subprocess.run([WORDLE, 'suggest', '--words', str(words)], capture_output=True,
                          text=True, check=False,
                          env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})
    assert done.returncode == 0 and done.stderr.startswith('wordle: note: ')
    assert done.stderr.count('\n') == 1 and 'holds a NUL byte' in done.stderr


def test_a_table_shorter_than_top_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    """The estimate values its ten best guesses two moves deep and shows
    no others: asked for more, it says so rather than stop short unsaid."""
    status, out, err = run(capsys, 'suggest', '--top', '10', '-g', 's....')
    assert (status, err) == (0, '') and len(out.splitlines()) == 12
    status, again, err = run(capsys, 'suggest', '--top', '11', '-g', 's....')
    assert (status, again) == (0, out)
    assert err == ('wordle: note: estimate shows only its 10 best guesses; --metric entropy, '
                   'expected or minimax rank every guess\n')
    status, out, err = run(capsys, 'suggest', '--top', '11', '--metric', 'entropy', '-g', 's....')
    assert (status, err, len(out.splitlines())) == (0, '', 13)


@pytest.mark.parametrize(('clues', 'hint'), [
    (['-g', 'xylyl'], ' (try --all-answers)'),   # accepted, not an answer
    (['CHEST=CHEST', 'CHEAT=CHEAT'], ''),   # no word at all
    (['--list', 'nyt-answers', '-g', 'xylyl'], ''),   # one list, both guesses and answers
], ids=['a-guess-fits', 'nothing-fits', 'one-list'])
def test_no_fitting_answer_is_status_1(capsys: pytest.CaptureFixture[str], clues: list[str],
                                       hint: str) -> None:
    """As grep finding nothing; the hint only where --all-answers finds
    something. In JSON, an empty table: what a script reads parses."""
    message = f'wordle: no word of the answer list fits these clues{hint}\n'
    assert run(capsys, 'suggest', *clues) == (1, '', message)
    status, out, err = run(capsys, 'suggest', '--json', *clues)
    assert (status, err) == (1, message)
    assert json.loads(out) == {'candidates': 0, 'metric': 'estimate', 'hard': False,
                               'complete': True, 'suggestions': []}


def test_hints_with_answers_of_ones_own_name_no_all_answers(capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    """--all-answers cannot go with --answers, so no hint offers it there."""
    answers = tmp_path / 'answers'
    answers.write_text('crane\nslate\n')
    status, out, err = run(capsys, 'play', '--answers', str(answers), '--secret', 'crate')
    assert (status, out) == (2, '')
    assert err == (f"wordle: --secret 'crate': not one of the 2 answers of --answers "
                   f"'{answers}'\n")
    status, out, err = run(capsys, 'suggest', '--answers', str(answers), '-g', 'crat.')
    assert (status, out) == (1, '')
    assert err == f"wordle: no word of --answers '{answers}' fits these clues\n"
    status, _, err = run(capsys, 'play', '--secret', 'xylyl')
    assert status == 2 and err.endswith('(add --all-answers to play any accepted word)\n')


def _assist_memory(lines: int) -> int:
    """The peak memory in kB of `wordle assist` fed the same clue again and
    again: each line a new turn, the position unchanged."""
    code = ('import sys; from wordlegrep.cli import main; status = main(sys.argv[1:]); '
            f'sys.stdout.flush(); print({PEAK_KB}, file=sys.stderr); '
            'raise SystemExit(status)')
    done = subprocess.run([sys.executable, '-c', code, 'assist', '--start', 'salet'],
                          input='JUDGE=....e\n' + 'CHEST=c.E..\n' * (lines - 1),
                          capture_output=True, text=True,
                          check=False)
    assert done.returncode == 1, done.stderr   # the input ends before the answer is found
    assert len(done.stdout.splitlines()) == lines + 1
    return int(done.stderr.split()[-1])


def test_assist_memory_is_bounded() -> None:
    short, long = _assist_memory(20), _assist_memory(2000)
    assert long < short * 1.25, (short, long)


@pytest.mark.parametrize('planted', ['5', 'null', '{}', '[[1.0, 99999999, 0]]', '[[1.0, 0, 0]]',
                                     '[[30.0, 0, 2]]', '[[30.0, 0, 0], [31.0, 0, 0]]', '[['],
                         ids=lambda v: v)
def test_planted_openings_are_not_believed(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch, planted: str) -> None:
    """Openings read back from the cache, sound as entries but planted, are
    checked, and rebuilt when they could not be what the search found."""
    monkeypatch.setenv('XDG_CACHE_HOME', str(tmp_path / 'cache'))
    words = word_file(tmp_path, ANSWERS[::40])
    expected = run(capsys, 'suggest', '--words', words)
    from wordlegrep.store import store
    for cached in (tmp_path / 'cache' / 'wordlegrep').glob('lookahead-*.entry'):
        store(cached.name.removesuffix('.entry'), {'kind': 'json'}, planted.encode())
    assert run(capsys, 'suggest', '--words', words) == expected


# The command's workers, each slow to set itself up (as on a busy machine),
# and each ending the command (SIGTERM) before it has.
ENDED_WHILE_FORKING = """import os, signal, sys, time
from wordlegrep.solver import parallel
serve = parallel._serve
def slow(*args):
    os.kill(os.getppid(), signal.SIGTERM)
    time.sleep(1)
    serve(*args)
parallel._serve = slow
list(parallel.each(lambda i: i, range(4), 'forking', workers=2))
"""


def test_a_command_ended_while_it_forks_leaves_no_worker(tmp_path: Path) -> None:
    """A worker that had not yet asked to die with the command, when the
    command was ended, waited for good on a pipe it held both ends of, and
    with it the command's output (a shell's $(...) hung)."""
    script = tmp_path / 'forking.py'
    script.write_text(ENDED_WHILE_FORKING)
    process = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(timeout=30)   # (an orphan holds both open)
    finally:
        subprocess.run(['pkill', '-f', str(script)], check=False)
    assert (process.returncode, out, err) == (-signal.SIGTERM, '', '')


# Workers, started with HUP ignored (nohup), each sending it to them all.
HANGUP_IGNORED = """import os, signal, time
from wordlegrep.solver import parallel
signal.signal(signal.SIGHUP, signal.SIG_IGN)
def job(i):
    os.killpg(0, signal.SIGHUP)
    time.sleep(0.2)
    return i * i
print(sorted(result for _, result in parallel.each(job, range(6), 'hanging up', workers=2)))
"""


def test_workers_ignore_what_the_command_was_started_ignoring(tmp_path: Path) -> None:
    """Under nohup a hangup ends neither the command nor its workers (a
    worker that set HUP back to its default died of it, and the command
    with it: a worker process ended before it was done)."""
    script = tmp_path / 'hangup.py'
    script.write_text(HANGUP_IGNORED)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          check=False, timeout=60, start_new_session=True)
    assert (done.returncode, done.stdout, done.stderr) == (0, '[0, 1, 4, 9, 16, 25]\n', '')


def test_ctrl_c_ends_every_worker(tmp_path: Path) -> None:
    """An interrupt during a proof on both cores: the command ends, no worker
    is left, and no worker prints a traceback."""
    import os
    import signal
    import time
    env = {**os.environ, 'XDG_CACHE_HOME': str(tmp_path)}
    process = subprocess.Popen([sys.executable, '-m', 'wordlegrep', 'tree', '--list', 'nyt',
                                '--start', 'tarse'], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, env=env)
    children: list[str] = []
    deadline = time.monotonic() + 30
    while not children and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.2)
        with open(f'/proc/{process.pid}/task/{process.pid}/children') as found:
            children = found.read().split()
    assert children, 'no worker started'
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode != 0
    time.sleep(0.5)
    assert not [pid for pid in children if os.path.exists(f'/proc/{pid}')]
    assert 'ForkPoolWorker' not in err and 'Process ' not in err
