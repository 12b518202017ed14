"""The Python API: the README's examples run, inputs follow the command's
word rules, and importing it costs no more than it must."""
from __future__ import annotations

import doctest
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import wordlegrep
from tests.conftest import TESTS, brute_force, load
from wordlegrep.alphabet import Alphabet
from wordlegrep.errors import WordleWarning
from wordlegrep.score import score

README = Path(TESTS).parent / 'README.md'


def test_readme_examples_run() -> None:
    blocks = re.findall(r'<!-- python-api -->\n```pycon\n(.*?)```', README.read_text(), re.S)
    assert blocks
    test = doctest.DocTestParser().get_doctest(blocks[0], {}, 'README', str(README), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(Path(TESTS).parent)
        result = runner.run(test)
    assert (result.failed, result.attempted > 10) == (0, True)


def test_everything_public_is_named_and_documented() -> None:
    assert sorted(wordlegrep.__all__) == dir(wordlegrep)
    for name in wordlegrep.__all__:
        thing = getattr(wordlegrep, name)
        assert name == '__version__' or thing.__doc__, name
        # a submodule of that name, once imported, would take the name's place
        assert importlib.util.find_spec(f'wordlegrep.{name}') is None, name


def test_words_in_hand_follow_the_commands_rules(tmp_path: Path) -> None:
    clues = wordlegrep.parse('JUDGE=....e', 'CHEST=c.E..')
    given = ['OCEAN', 'Ocean', ' wreck\r', 'fleck!', 'ocean', 'fl eck', 'FLECKS', 'FlEcK']
    words = tmp_path / 'words.txt'
    words.write_text('\n'.join(given) + '\n')
    from_file = wordlegrep.find(clues, words)
    assert wordlegrep.find(clues, given) == from_file == wordlegrep.find(clues, str(words))
    assert from_file == ['ocean', 'wreck']


def test_find_is_brute_force_on_random_games() -> None:
    import random
    words = load('answers')
    rng = random.Random(7)
    for _ in range(30):
        answer = rng.choice(words)
        guesses = rng.sample(words, rng.randint(1, 3))
        rows = [(g, score(g, answer)) for g in guesses]
        clues = wordlegrep.parse(*(f'{g}={wordlegrep.score_guess(g, answer)}' for g in guesses))
        assert wordlegrep.find(clues, words) == brute_force(rows, words)
        assert all(wordlegrep.explain(clues, w) == [] for w in brute_force(rows, words))


@pytest.mark.parametrize('kwargs', [{'clues': ['CHEST=c.E..']}, {'clues': ['ÑANDU=ñ....'],
                                                                  'lang': 'es'},
                                    {'green': '..t..', 'yellow': 'a23', 'black': 'irepch'}],
                         ids=['reilly', 'spanish', 'drang'])
def test_a_models_repr_rebuilds_it(kwargs: dict[str, Any]) -> None:
    """What repr shows is a call that makes the same model (the alphabet's
    letters, shown as a string, were taken only as a frozenset)."""
    model = wordlegrep.parse(*kwargs.pop('clues', []), **kwargs)
    again = eval(repr(model), {'Constraints': wordlegrep.Constraints, 'Alphabet': Alphabet})
    assert again == model and hash(again) == hash(model)
    words = ['ocean', 'eclat', 'ñandu', 'nandu', 'chest']
    assert wordlegrep.find(again, words) == wordlegrep.find(model, words)


@pytest.mark.parametrize(('call', 'message'), [
    (lambda: wordlegrep.parse('CHEST=c.E.'), "'CHEST=c.E.': the score has 4 marks"),
    (lambda: wordlegrep.score_guess('chest', 'ocean', 'squares'), "notation 'squares'"),
    (lambda: wordlegrep.score_guess('chest', 'oceans'), "GUESS 'chest': has 5 letters"),
    (lambda: wordlegrep.score_guess('a', 'a'), "SECRET 'a': expected 2 to 15 letters"),
    (lambda: wordlegrep.score_guess('İstan', 'istan'), "GUESS 'İstan': 'İ' is not a letter"),
    (lambda: wordlegrep.explain(wordlegrep.parse('CHEST=c.E..'), 'Oce4n'), "word 'Oce4n'"),
    (lambda: wordlegrep.explain(wordlegrep.parse('CHEST=c.E..'), ' '), "word ' '"),
    (lambda: wordlegrep.find(wordlegrep.parse('CHEST=c.E..'), [], 'Permute'),
     "strategy 'Permute': expected one of lookahead, permute"),
    (lambda: wordlegrep.regexes(wordlegrep.parse('CHEST=c.E..'), 'perm'), "strategy 'perm'"),
    (lambda: wordlegrep.pipeline(wordlegrep.parse('CHEST=c.E..'), shape='AWK'),
     "shape 'AWK': expected one of grep, awk"),
    (lambda: wordlegrep.bundled('nty'), 'did you mean nyt?'),
    (lambda: wordlegrep.find(wordlegrep.parse('CHEST=c.E..'), '/no/such/file'),
     "find: words '/no/such/file': No such file"),
    (lambda: wordlegrep.find(wordlegrep.parse('CHEST=c.E..'), [], encoding='klingon'),
     "find: encoding 'klingon': not an encoding Python knows"),
    (lambda: wordlegrep.pipeline(wordlegrep.parse('CHEST=c.E..'), 'words', encoding='rot13'),
     "pipeline: encoding 'rot13': "),
    (lambda: wordlegrep.pipeline(wordlegrep.parse('CHEST=c.E..'), 'words', encoding='utf-16'),
     "pipeline: encoding 'utf-16': a pipeline reads bytes; expected UTF-8"),
    (lambda: wordlegrep.pipeline(wordlegrep.parse('CHEST=c.E..'), 'a\0b'),
     "'a'$'\\000''b': a NUL byte"),
    (lambda: wordlegrep.find(wordlegrep.parse('CHEST=c.E..'), 'a\0b'),
     "find: words 'a'$'\\000''b': a NUL byte"),
    (lambda: wordlegrep.parse('CHEST=c.E..') & wordlegrep.parse('CHESTS=c.E...'),
     'cannot merge constraints of 5 letters with constraints of 6'),
    (lambda: wordlegrep.parse('CHEST=c.E..') & wordlegrep.parse('ÑANDU=ñ....', lang='es'),
     'cannot merge constraints in --lang en (a-z) with constraints in --lang es'),
    (lambda: wordlegrep.parse(length=0), '--length 0: a word length of 0; expected 2 to 15'),
    (lambda: wordlegrep.parse(green=''), "-g '': expected letters and dots"),
    (lambda: wordlegrep.Constraints.from_score('s.a.e', 'GGGGG'),
     "guess 's.a.e': '.' is not a lowercase letter of --lang en"),
    (lambda: wordlegrep.Constraints.from_score('CHEST', 'Y.G..'),
     "guess 'CHEST': 'C' is not a lowercase letter"),
    (lambda: wordlegrep.Constraints.from_score('chest', 'YBG..'),
     "marks 'YBG..': 'B' is not G (green), Y (yellow) or . (black)"),
    (lambda: wordlegrep.Constraints.from_score('chest', 'GG'),
     "marks 'GG': 2 marks for the 5 letters of 'chest'"),
], ids=['clue', 'notation', 'lengths', 'one-letter', 'dotted-capital', 'explain-letters',
        'explain-blank', 'find-strategy', 'regexes-strategy', 'shape', 'list', 'file',
        'find-encoding', 'pipeline-encoding', 'pipeline-wide-encoding', 'nul',
        'find-nul',
        'merge-lengths', 'merge-alphabets', 'length-0', 'green-empty', 'score-dot',
        'score-capital', 'score-mark', 'score-marks-short'])
def test_bad_input_raises_one_error(call: object, message: str) -> None:
    with pytest.raises(wordlegrep.WordleError, match=re.escape(message)) as raised:
        call()  # type: ignore[operator]
    assert isinstance(raised.value, ValueError) == ('merge' in message)


CLUES = 'CHEST=c.E..'


@pytest.mark.parametrize(('call', 'message'), [
    (lambda: wordlegrep.find(CLUES), 'find: model is of type str; expected the clues as parse'),
    (lambda: wordlegrep.regexes(CLUES), 'regexes: model is of type str'),
    (lambda: wordlegrep.explain(CLUES, 'fleck'), 'explain: model is of type str'),
    (lambda: wordlegrep.explain(wordlegrep.parse(CLUES), None), 'explain: word is of type None'),
    (lambda: wordlegrep.game_state(wordlegrep.parse(CLUES)),
     'game_state: clue is of type Constraints; expected a clue as text'),
    (lambda: wordlegrep.find(wordlegrep.parse(CLUES), b'words.txt'),
     'find: words is of type bytes'),
    (lambda: wordlegrep.find(wordlegrep.parse(CLUES), [b'ocean']), 'find: word is of type bytes'),
    (lambda: wordlegrep.find(wordlegrep.parse(CLUES), 5), 'find: words is of type int'),
    (lambda: wordlegrep.parse(CLUES, length='5'), 'parse: length is of type str'),
    (lambda: wordlegrep.parse(CLUES, length=True), 'parse: length is of type bool'),
    (lambda: wordlegrep.parse([CLUES]), 'parse: clue is of type list'),
    (lambda: wordlegrep.parse(black=b'x'), 'parse: black is of type bytes'),
    (lambda: wordlegrep.bundled(None), 'bundled: name is of type NoneType'),
    (lambda: wordlegrep.score_guess(5, 'ocean'), 'score_guess: guess is of type int'),
    (lambda: wordlegrep.pipeline(wordlegrep.parse(CLUES), 5), 'pipeline: source is of type int'),
    (lambda: wordlegrep.score_guess('crane', 'slate', lang=5), 'score_guess: lang is of type int'),
    (lambda: wordlegrep.find(wordlegrep.parse(CLUES), [], 5), 'strategy: the choice is of type'),
    (lambda: wordlegrep.pipeline(wordlegrep.parse(CLUES), shape=b'awk'),
     'shape: the choice is of type bytes'),
    (lambda: wordlegrep.game_state(CLUES, length='5'), 'game_state: length is of type str'),
    (lambda: wordlegrep.Constraints.from_score(None, 'G'),
     'from_score: guess is of type NoneType; expected text'),
], ids=['find', 'regexes', 'explain', 'explain-word', 'game-state', 'bytes-path', 'bytes-words',
        'number', 'length-text', 'length-bool', 'clue-list', 'bytes-letters', 'list-name',
        'score-number', 'pipeline-source', 'score-lang', 'strategy', 'shape', 'state-length',
        'from-score'])
def test_an_argument_of_the_wrong_type_is_named(call: object, message: str) -> None:
    """A TypeError, as Python's are, and a WordleError naming the function
    and the argument: not an AttributeError from deep inside."""
    with pytest.raises(wordlegrep.WordleError, match=re.escape(message)) as raised:
        call()  # type: ignore[operator]
    assert isinstance(raised.value, TypeError)


def test_explain_takes_a_word_in_any_case_as_only_does(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    """As `--explain --only Ocean` reads it (the API refused it)."""
    from wordlegrep.cli import main
    model = wordlegrep.parse('CHEST=c.E..')
    for word in ('Ocean', 'Chest', ' ocean'):
        reasons = wordlegrep.explain(model, word)
        assert reasons == wordlegrep.explain(model, word.lower())
        assert main(['--explain', '--only', word, 'CHEST=c.E..']) == (0 if reasons == [] else 1)
        verdict = capsys.readouterr().out.splitlines()[-1]
        assert verdict.endswith('fits') == (reasons == []), verdict


def test_numbers_and_flags_of_any_kind_are_taken() -> None:
    """What Python takes as an integer or a truth value: numpy's int64 is
    a length, 1 a count."""
    import numpy as np
    assert wordlegrep.parse(green='o....', length=np.int64(5)).length == 5
    clues = wordlegrep.parse(CLUES)
    assert wordlegrep.pipeline(clues, count=1) == wordlegrep.pipeline(clues, count=True)


def test_find_reads_an_open_file_and_a_path_object(tmp_path: Path) -> None:
    words = tmp_path / 'words.txt'
    words.write_text('ocean\r\nfleck\nwreck\n')
    clues = wordlegrep.parse(CLUES, 'JUDGE=....e')
    with words.open() as lines:   # each line with its line end, as a file's are
        assert wordlegrep.find(clues, lines) == wordlegrep.find(clues, words) == ['fleck', 'ocean',
                                                                               'wreck']


@pytest.mark.parametrize(('lang', 'clues'), [
    ('en', ['CHEST=c.E..']), ('es', ['ÑANDU=ñ....', 'CARTA=..r..']), ('sv', ['ÅTTAN=å....']),
    ('uk', ['МАМКА=м....'])])
def test_pipeline_reads_what_the_command_reads(lang: str, clues: list[str]) -> None:
    """By default the pipeline of the clues' language reads that language's
    list in its encoding, as `wordle --lang L --emit-shell` does."""
    from tests.conftest import WORDLE
    emitted = subprocess.run([WORDLE, '--lang', lang, '--emit-shell', *clues],
                             capture_output=True, text=True, check=True).stdout
    assert wordlegrep.pipeline(wordlegrep.parse(*clues, lang=lang)) == emitted
    # and an encoding given is the one it reads the list in, as --encoding
    emitted = subprocess.run([WORDLE, '--lang', lang, '--encoding', 'latin-1', '--emit-shell',
                              *clues], capture_output=True, text=True, check=True).stdout
    assert wordlegrep.pipeline(wordlegrep.parse(*clues, lang=lang), encoding='latin-1') == emitted


def test_importing_it_loads_nothing_heavy() -> None:
    code = ('import sys, wordlegrep; wordlegrep.find(wordlegrep.parse("CHEST=c.E..")); '
            'print(" ".join(sorted(sys.modules)))')
    done = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True,
                          check=True, env={**os.environ, 'PYTHONPATH': str(Path(TESTS).parent)})
    loaded = set(done.stdout.split())
    assert not loaded & {'docopt', 'numpy', 'wordlegrep.cli', 'wordlegrep.solver', 'json'}


def test_words_in_hand_follow_the_alphabet(tmp_path: Path) -> None:
    clues = wordlegrep.parse('PERRO=..r..', lang='es')
    given = ['BAÑAR', 'Ñandú', 'ÑANDÚ', 'niñas', 'cañón', 'carro', 'n\u0303andu', 'tenor']
    words = tmp_path / 'palabras.txt'
    words.write_text('\n'.join(given) + '\n')
    assert wordlegrep.find(clues, given) == wordlegrep.find(clues, words)
    assert wordlegrep.find(clues, given) == ['bañar']
    assert wordlegrep.find(wordlegrep.parse('TIGRE=.....', lang='es'), given) == ['cañon', 'ñandu']


def test_game_state_and_score_guess_take_a_language() -> None:
    with pytest.raises(wordlegrep.WordleError, match="'ñ' is not a letter of --lang en"):
        wordlegrep.score_guess('ÑANDU', 'ñandú')
    assert wordlegrep.score_guess('ÑANDU', 'ñandú', lang='es') == 'ÑANDU'   # ú is u there
    state = wordlegrep.game_state('ÑANDU=Ñ....', lang='es', words=['ñoños', 'nacer', 'ñañas'])
    assert (state['pattern'], state['words']) == ('ñ....', ['ñoños'])


@pytest.mark.parametrize(('guesses', 'answers', 'message'), [
    (['CRANE'], ['crane'], "guess 'CRANE': expected a word in lowercase"),
    (['crane', 'cranes'], ['crane'], "guess 'cranes': has 6 letters; expected 5"),
    (['crane'], [], 'answers: expected at least one word'),
    (['a' * 30], ['b' * 30], 'has 30 letters; expected 2 to 15'),
    (['crane'], [None], 'answer None: expected a word, a str'),
])
def test_the_solvers_pieces_refuse_words_they_would_score_wrong(guesses: list[str],
                                                                answers: list[str],
                                                                message: str) -> None:
    from wordlegrep.solver.patterns import score_matrix
    from wordlegrep.solver.pools import make_pools
    for build in (score_matrix, make_pools):
        with pytest.raises(wordlegrep.WordleError, match=re.escape(message)):
            build(guesses, answers)


def test_a_model_is_a_value_pickle_and_copy_keep() -> None:
    """Sent to another process, or deep-copied, a model is the model (its
    alphabet's slots, set once, could not be set again one by one)."""
    import copy
    import pickle
    for model in (wordlegrep.parse('CHEST=c.E..'), wordlegrep.parse('ÑANDU=ñ....', lang='es'),
                  wordlegrep.parse('abcab=10200', alphabet='abc')):
        for again in (pickle.loads(pickle.dumps(model)), copy.deepcopy(model)):
            assert again == model and hash(again) == hash(model)
            assert wordlegrep.regexes(again) == wordlegrep.regexes(model)


def test_the_solver_run_from_threads_gives_each_its_own_result() -> None:
    """Threads that each ask the solver at once: each gets its own job's
    results (the forked workers took their job from a global, which the
    threads overwrote: a worker then ran another's job, or none)."""
    import threading

    from wordlegrep.solver.parallel import each
    found: dict[int, list[tuple[int, int]]] = {}

    def ask(base: int) -> None:
        found[base] = sorted(each(lambda item: item * item + base, range(40), workers=2))

    threads = [threading.Thread(target=ask, args=(base,)) for base in (0, 1000, 2000)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found == {base: [(i, i * i + base) for i in range(40)] for base in (0, 1000, 2000)}


def test_a_misspelt_name_is_a_type_error(tmp_path: Path) -> None:
    """mypy sees the names the package serves: the module's __getattr__,
    typed Any, let any name through (and pipeline takes a path object)."""
    script = tmp_path / 'user.py'
    script.write_text('import pathlib\nimport wordlegrep\n'
                      'from wordlegrep import Constraints, parse\n'
                      "wordlegrep.fnd(parse('CHEST=c.E..'))\n"
                      "wordlegrep.pipeline(parse(), pathlib.Path('words.txt'))\n")
    done = subprocess.run([sys.executable, '-m', 'mypy', '--strict', '--no-incremental',
                           str(script)], capture_output=True, text=True, check=False)
    assert done.returncode == 1, done.stdout
    errors = [line for line in done.stdout.splitlines() if ': error:' in line]
    assert len(errors) == 1 and 'has no attribute "fnd"' in errors[0], done.stdout


def test_importing_the_solver_leaves_the_environment_as_it_was() -> None:
    """One BLAS thread while numpy loads, but the programs the user's
    process starts later are not told so."""
    code = ('import os, wordlegrep.solver; '
            "print(os.environ.get('OPENBLAS_NUM_THREADS'), len(os.listdir('/proc/self/task')))")
    env = {k: v for k, v in os.environ.items() if k != 'OPENBLAS_NUM_THREADS'}
    done = subprocess.run([sys.executable, '-c', code], env=env, capture_output=True,
                          text=True, check=True)
    assert done.stdout == 'None 1\n'   # and one thread: BLAS started none


def test_a_note_is_told_of_the_callers_line(tmp_path: Path) -> None:
    """A note through the API is a WordleWarning told of the program's own
    line, as warnings are meant to be: it was told of a line in words.py."""
    import warnings
    damaged = tmp_path / 'words.txt'
    damaged.write_bytes(b'ocean\nab\0de\n')
    model = wordlegrep.parse('CHEST=c.E..')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter('always')
        line = sys._getframe().f_lineno + 1
        found = wordlegrep.find(model, damaged)
    assert found == ['ocean']
    [warning] = caught
    assert issubclass(warning.category, WordleWarning)
    assert (warning.filename, warning.lineno) == (__file__, line)
    assert 'a NUL byte' in str(warning.message)
