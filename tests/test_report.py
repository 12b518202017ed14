"""-v, --explain and --json, and contradictory clues, called as main([...])."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tests.conftest import run
from tests.test_oracle import random_games
from wordlegrep.notation import parse_clues
from wordlegrep.report import verdicts
from wordlegrep.score import BLACK, GREEN, YELLOW, reilly
from wordlegrep.search import search

ROUSE = ['THIEF=...e.', 'BLADE=....E', 'GROVE=.ro.E']
BLURT = ['LOWER=l...r', 'FRAIL=.r..l', 'BLURT=Blur.']


def test_explain_the_issues_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, *ROUSE, '--only', 'romeo,prose,store,mural,rouse', '--explain') == (0, '''\
romeo  out: position 4 cannot be e; position 5 must be e, not o
prose  out: position 2 cannot be r; position 3 cannot be o
store  out: position 3 cannot be o; has t, which is not in the answer
mural  out: position 5 must be e, not l; has no e, needs at least 1; has no o, needs at least 1; \
has a, which is not in the answer; has l, which is not in the answer
rouse  fits
''', '')


def test_explain_words_outside_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, *ROUSE, '--explain', '--only', 'rouse,rouze,rou')
    assert status == 0
    assert out.splitlines() == ['rouse  fits', 'rouze  out: not in the word list',
                                'rou    out: has 3 letters, not 5; not in the word list']
    status, out, _ = run(capsys, *ROUSE, '--explain', '--only', 'rouze,romeo')
    assert status == 1 and 'fits' not in out
    status, out, _ = run(capsys, *ROUSE, '--explain', '--only', 'rouse,ROUSE,rouse,romeo')
    assert [line.split()[0] for line in out.splitlines()] == ['rouse', 'romeo']   # each once


def test_explain_every_word_agrees_with_the_filter(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, *ROUSE, '--explain')
    lines = out.splitlines()
    assert status == 0 and len(lines) == 12972
    fitting = [line.split()[0] for line in lines if line.endswith('  fits')]
    assert fitting == run(capsys, *ROUSE)[1].split()


def random_clue_sets(words: list[str]) -> list[list[str]]:
    """Clues from scored games, and arbitrary scores that may contradict."""
    games = [[f'{g}={reilly(g, m)}' for g, m in clues]
             for clues, _ in random_games(words, seed=5)[:25]]
    rng = random.Random(6)
    arbitrary = [[f'{g}={reilly(g, "".join(rng.choice((GREEN, YELLOW, BLACK)) for _ in g))}'
                  for g in rng.sample(words, rng.randint(1, 2))] for _ in range(10)]
    return games + arbitrary


def test_explaining_is_filtering(wordle_words: list[str]) -> None:
    """On every word of the bundled list, for many clue sets: a word fits by
    --explain exactly when the regexes select it."""
    for tokens in random_clue_sets(wordle_words):
        model = parse_clues(tokens)
        explained = verdicts(model, wordle_words)
        assert [w for w, why in explained if not why] == search(model, wordle_words), tokens


def test_verbose_state(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, '-v', *BLURT) == (0, '''\
LOWER  🟨⬛⬛⬛🟨
FRAIL  ⬛🟨⬛⬛🟨
BLURT  🟩🟨🟨🟨⬛
pattern: b.rl. (inferred: r at 3, l at 4)
present: b 1-2, l 1, r 1, u 1-2
absent:  a e f i o t w
banned:  lr at 2, lr at 5
untried: c d g h j k m n p q s v x y z

burls
burly
''', '')


@pytest.mark.parametrize('argv', [
    ['-g', '..t..', '-b', 'irepch', '-y', 'a23'],
    BLURT,
    ['CHEST=C....', 'SHEET=S....'],
    [],
], ids=['drang', 'blurt', 'contradiction', 'no-clues'])
def test_verbose_is_a_block_before_the_usual_output(capsys: pytest.CaptureFixture[str],
                                                    argv: list[str]) -> None:
    """The state ends at the first blank line; what follows is what the
    command prints without -v."""
    for extra in ([], ['--count'], ['--explain', '--only', 'total,burly']):
        plain = run(capsys, *argv, *extra)
        status, out, err = run(capsys, '-v', *argv, *extra)
        head, blank, rest = out.partition('\n\n')
        assert (status, rest if blank else '', err) == plain, extra
        assert head and '\n\n' not in head


def test_drang_state(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, '-v', '-g', '..t..', '-b', 'irepch', '-y', 'a23')
    assert status == 0
    assert out.split('\n\n')[0].splitlines() == [
        'pattern: ..t..',
        'present: a 1-3, t 1-4',
        'absent:  c e h i p r',
        'banned:  a at 2',   # and at 3, where t is
        'untried: b d f g j k l m n o q s u v w x y z']


def test_banned_counts_what_the_counts_rule_out(capsys: pytest.CaptureFixture[str]) -> None:
    """SPOON=...ON leaves one o, at 4: it is banned at 1 and 2 as well as at
    3, where the black tile was (only 3 was listed)."""
    status, out, _ = run(capsys, '-v', 'SPOON=...ON')
    assert status == 0 and 'banned:  o at 1, o at 2, o at 3\n' in out


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    clues = ['SINCE=...ce', 'CEDAR=Ce..r', 'CRUEL=Cr.el']
    status, out, err = run(capsys, '--json', *clues)
    assert (status, err, out.count('\n')) == (0, '', 1)
    assert json.loads(out) == {
        'length': 5, 'pattern': 'cler.', 'inferred': [2, 3, 4],
        'present': {'c': {'min': 1, 'max': 2}, 'e': {'min': 1, 'max': 1},
                    'l': {'min': 1, 'max': 1}, 'r': {'min': 1, 'max': 1}},
        'absent': 'adinsu', 'banned': ['', '', '', '', 'elr'],
        'untried': 'bfghjkmopqtvwxyz',
        'rows': [{'guess': 'SINCE', 'score': '...ce', 'emoji': '⬛⬛⬛🟨🟨'},
                 {'guess': 'CEDAR', 'score': 'Ce..r', 'emoji': '🟩🟨⬛⬛🟨'},
                 {'guess': 'CRUEL', 'score': 'Cr.el', 'emoji': '🟩🟨⬛🟨🟨'}],
        'contradiction': None, 'count': 1, 'words': ['clerk']}


@pytest.mark.parametrize('argv', [
    ['-g', '..t..', '-b', 'irepch', '-y', 'a23'], ROUSE, ['--list', 'answers', *ROUSE],
    ['CHEST=C....', 'SHEET=S....'], ['--length', '6', '-y', 'q'],
], ids=['drang', 'rouse', 'answers', 'contradiction', 'six-no-words'])
def test_json_words_are_the_words(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    plain_status, plain, _ = run(capsys, *argv)
    status, out, _ = run(capsys, '--json', *argv)
    found = json.loads(out)
    assert status == plain_status
    assert found['words'] == plain.split() and found['count'] == len(plain.split())
    assert len(found['pattern']) == len(found['banned']) == found['length']
    assert 'explain' not in found


def test_json_with_explain(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, '--json', '--explain', '--only', 'rouse,prose', *ROUSE)
    assert status == 0
    assert json.loads(out)['explain'] == {
        'rouse': [], 'prose': ['position 2 cannot be r', 'position 3 cannot be o']}


@pytest.mark.parametrize(('argv', 'message'), [
    (['CHEST=C....', 'SHEET=S....'],
     'CHEST=C.... and SHEET=S.... put both c and s at position 1'),
    (['CHEST=C....', 'CRANE=C....', 'SHEET=S....'],
     'CHEST=C.... and SHEET=S.... put both c and s at position 1'),
    (['TEPEE=teP..', 'EVERY=e.e..'], 'TEPEE=teP.. allows at most 1 e, but EVERY=e.e.. needs 2'),
    (['TEPEE=teP..', 'GEESE=.EE..'], 'TEPEE=teP.. and GEESE=.EE.. put both p and e at position 3'),
    (['GEESE=..e..'], 'GEESE=..e.. cannot happen: it needs 2 e but allows at most 1'),
    (['CRANE=C....', 'SCARF=.....'], 'SCARF=..... allows at most 0 c, but CRANE=C.... needs 1'),
    (['-g', '..t..', '-y', 't3'], '-g ..t.. -y t3 puts t at position 3 and rules it out there'),
    (['-g', 'e....', 'EERIE=e....'],
     '-g e.... puts e at position 1, but EERIE=e.... rules it out there'),
    (['-y', 'abcdef'], '-y abcdef needs 6 letters (a, b, c, d, e, f) in 5 positions'),
    (['-g', '...de', '-y', 'a345b345c345'],
     '-g ...de -y a345b345c345 leaves no room for a, b, c'),
    (['-b', 'abcdefghijklmnopqrstuvwxyz'],
     '-b abcdefghijklmnopqrstuvwxyz leaves no letter for position 1'),
    (['AABBC=aab..', 'XXXXX=.....', 'DDEEF=ddee.'],
     'AABBC=aab.. and DDEEF=ddee. need 7 letters (a, b, d, e) in 5 positions'),
], ids=['two-greens', 'a-third-clue-left-out', 'counts', 'green-first', 'yellow-after-black',
        'green-and-black', 'drang-itself', 'green-and-yellow', 'too-many-yellows', 'no-room',
        'every-letter-black', 'between-them'])
def test_contradictions(capsys: pytest.CaptureFixture[str], argv: list[str],
                        message: str) -> None:
    assert run(capsys, *argv) == (1, '', '')
    status, out, err = run(capsys, '-v', *argv)
    assert (status, err) == (1, '')
    assert f'contradiction: {message}\n' in out
    status, out, _ = run(capsys, '--explain', '--only', 'crane', *argv)
    assert status == 1
    assert out.splitlines()[0] == f'contradiction: {message}'
    assert json.loads(run(capsys, '--json', *argv)[1])['contradiction'] == message


@pytest.mark.parametrize(('argv', 'message'), [
    (['--only', 'rouse', *ROUSE], "--only 'rouse': goes with --explain"),
    (['--explain', '--only', 'r0use', *ROUSE], "--only 'r0use': expected words of letters"),
    (['-v', 'CHEST=c.E.'], "'CHEST=c.E.'"),
], ids=['only-alone', 'only-digit', 'verbose-bad-clue'])
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, '')
    assert err.count('\n') == 1 and message in err


def test_finding_words_imports_none_of_this() -> None:
    """The plain search stays as lean as it was."""
    code = ('import sys; from wordlegrep.cli import main; main(["-g", "..t..", "-b", "irepch",'
            ' "-y", "a23"]); print(" ".join(sorted(sys.modules)))')
    done = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                          check=True)
    loaded = done.stdout.splitlines()[-1].split()
    assert not {'wordlegrep.report', 'wordlegrep.state', 'wordlegrep.deduce',
                'wordlegrep.render', 'json', 'html'} & set(loaded)
