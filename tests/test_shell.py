"""`--emit-shell`: the printed pipelines, run by a shell with each grep, awk,
tr and sort first on PATH, print byte for byte what `wordle` prints
in-process, on the bundled list, on /usr/share/dict/words and on a hostile
file; file names cannot inject anything; the README's examples are real."""
from __future__ import annotations

import itertools
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.conftest import TESTS
from tests.test_games import recorded_games
from tests.toolsets import IDS, ROTATION, TOOLSETS, Case, Toolset, check_cases, environment
from wordlegrep.cli import main
from wordlegrep.languages import language
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues
from wordlegrep.score import BLACK, GREEN, YELLOW, reilly, score
from wordlegrep.search import search, search_file
from wordlegrep.shell import DICTIONARY, SHAPES, pipeline
from wordlegrep.strategies import STRATEGIES
from wordlegrep.words import bundled_path, read_words

CLUE_SETS = 504
# -- word files and clues ---------------------------------------------------

SPACES = (b' ', b'\t', b'\r', b'\x0b', b'\x0c')


def odd_forms(word: bytes, rng: random.Random) -> list[bytes]:
    """The ways a word can sit on a line: words, and lines that are not."""
    def pad() -> bytes:
        return b''.join(rng.choices(SPACES, k=rng.randint(1, 3)))
    mixed = word[:2] + word[2:].upper()
    return [word, word.upper(), word + b'\r', pad() + word + pad(), pad() + word.upper(),
            word.capitalize(), mixed, word[:2] + b'\x00' + word[2:], word + b'\x00',
            word[:-1] + b"'", word + b"'s", word[:1] + b'\xc3\xa9' + word[2:],
            word[:1] + b'\xe9' + word[2:], word + b'\xff', b'\xef\xbb\xbf' + word,
            word[:3] + b'\r' + word[3:], word[:3] + b' ' + word[3:], word + b's', word[:-1],
            b'\x1c' + word, b'\xa0' + word, word + b'\x85', word + b'1']


def hostile_bytes(words: list[str], rng: random.Random) -> bytes:
    """A word file that is odd in every way the normalisation knows of."""
    first = b'\xef\xbb\xbf \t' + words[0].upper().encode() + b'\r'
    lines = [first]
    for word in rng.choices(words, k=2600):
        forms = odd_forms(word.encode(), rng)
        lines += rng.sample(forms, rng.randint(1, 3)) if rng.random() < 0.6 else [forms[0]]
    # Long lines: longer than any awk's first buffer (BWK's is 8 KiB).
    lines += [b'', b' \t\r', b'\x00' * 50, b'x' + b' ' * 30_000 + b'x',
              b' ' * 30_000 + b'ocean' + b'\t\r' * 15_000, b'a' * 50_000, b'ab ' * 10_000,
              b'\xef\xbb\xbf', b'\xc3\x28\xa0\xa1', b'OCEAN\x00OCEAN', b'\xff\xfe' + b'o\x00c\x00']
    rest = lines[1:]
    rng.shuffle(rest)
    return b'\n'.join([first, *rest]) + b'\n' + words[-1].encode()    # no newline at the end


def arbitrary(guess: str, rng: random.Random) -> str:
    """Marks no answer may give: contradictions are clues too."""
    return ''.join(rng.choice((GREEN, YELLOW, BLACK, BLACK)) for _ in guess)


def drang_clues(answer: str, rng: random.Random, honest: bool) -> tuple[str, Constraints]:
    """Dr. Drang's -g/-y/-b for `answer`: true ones, or any."""
    n, alphabet = len(answer), 'abcdefghijklmnopqrstuvwxyz'
    green = ''.join(c if rng.random() < 0.3 else '.' for c in answer)
    yellow = ''
    for c in rng.sample(answer, rng.randint(1, 3)):
        spots = [i for i in range(1, n + 1) if not honest or answer[i - 1] != c]
        yellow += c + ''.join(map(str, rng.sample(spots, min(len(spots), rng.randint(0, 2)))))
    black = ''.join(rng.sample([c for c in alphabet if not honest or c not in answer],
                               rng.randint(1, 6)))
    return f'-g {green} -y {yellow} -b {black}', parse_clues([], green, yellow, black, n)


def clue_set(pool: list[str], repeats: list[str],
             rng: random.Random) -> tuple[str, Constraints]:
    """Random clues about a random answer from `pool`, with many guesses
    from `repeats`, its words with a repeated letter; mostly true."""
    answer, honest = rng.choice(pool), rng.random() < 0.8
    if rng.random() < 0.2:
        return drang_clues(answer, rng, honest)
    guesses = [rng.choice(repeats if rng.random() < 0.5 else pool)
               for _ in range(rng.randint(1, 4))]
    marks = [score(g, answer) for g in guesses]
    if not honest:
        k = rng.randrange(len(guesses))
        marks[k] = arbitrary(guesses[k], rng)
    tokens = [f'{g}={reilly(g, m)}' for g, m in zip(guesses, marks)]
    return ' '.join(tokens), parse_clues(tokens)


def pools(words: list[str]) -> dict[int, tuple[list[str], list[str]]]:
    """Word length -> the words of that length, and those with a repeat."""
    table: dict[int, tuple[list[str], list[str]]] = {}
    for length in sorted(set(map(len, words))):
        pool = [w for w in words if len(w) == length]
        table[length] = pool, [w for w in pool if len(set(w)) < len(w)]
    return table


# (-y, --length) with `permute`: the longest alternations, 120 placements,
# and the hand-over to the staged shape beyond them.
EXTREMES = [('abcde', 5), ('abc', 6), ('aeiou', 8), ('ersta', 5)]


@pytest.fixture(scope='session')
def dictionary() -> list[str]:
    assert os.path.isfile(DICTIONARY), f'{DICTIONARY} is missing: install wamerican'
    return [w for n in (4, 6, 7) for w in read_words(DICTIONARY, n)]


@pytest.fixture(scope='session')
def hostile(tmp_path_factory: pytest.TempPathFactory, wordle_words: list[str],
            dictionary: list[str]) -> str:
    rng = random.Random(11)
    words = rng.sample(wordle_words, 2000) + rng.sample(dictionary, 600)
    path = tmp_path_factory.getbasetemp() / 'hostile words.txt'
    path.write_bytes(hostile_bytes(words, rng))
    return str(path)


def expected_output(model: Constraints, source: str, strategy: str,
                    cache: dict[tuple[str, int], list[str]]) -> str:
    """What `wordle` prints for `model` on `source`."""
    if (source, model.length) not in cache:
        cache[source, model.length] = list(read_words(source, model.length))
    return ''.join(w + '\n' for w in search(model, cache[source, model.length], strategy))


@pytest.fixture(scope='session')
def random_cases(wordle_words: list[str], dictionary: list[str],
                 hostile: str) -> dict[str, list[Case]]:
    """Every clue set on the three files, the shapes taking turns (so each
    clue set runs in both), each pipeline given to one toolset in turn, so
    that each toolset runs each shape on each file; and the extremes under
    every toolset: toolset -> its cases."""
    rng = random.Random(3)
    sources = [bundled_path('wordle'), DICTIONARY, hostile]
    cache: dict[tuple[str, int], list[str]] = {}
    cases: dict[str, list[Case]] = {t.name: [] for t in TOOLSETS}
    by_length = pools(wordle_words + dictionary)
    for i in range(CLUE_SETS):
        clues, model = clue_set(*by_length[rng.choice((5,) * 9 + (4, 6, 7))], rng)
        strategy = 'permute' if i % 3 == 0 else 'lookahead'
        for f, source in enumerate(sources):
            shape = SHAPES[(i // len(ROTATION) + f) % 2]
            text = pipeline(model, source, shape, strategy)
            expected = expected_output(model, source, strategy, cache)
            cases[ROTATION[(i + f) % len(ROTATION)].name].append(
                Case(f'{clues} ({strategy})', source, shape, text, expected))
    for (yellow, length), (t, toolset), (f, source) in itertools.product(
            EXTREMES, enumerate(TOOLSETS), enumerate(sources)):
        model, shape = parse_clues([], None, yellow, None, length), SHAPES[(t + f) % 2]
        text = pipeline(model, source, shape, 'permute')
        expected = expected_output(model, source, 'permute', cache)
        cases[toolset.name].append(Case(f'-y {yellow} --length {length}', source, shape,
                                        text, expected))
    return cases


# -- equivalence ------------------------------------------------------------

@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_random_clues_match_in_process(toolset: Toolset, tools: Callable[[Toolset], Path],
                                       random_cases: dict[str, list[Case]],
                                       tmp_path: Path) -> None:
    cases = random_cases[toolset.name]
    assert len(cases) >= 200
    assert len({(c.source, c.shape) for c in cases}) == 3 * len(SHAPES)
    assert sum(c.expected != '' for c in cases) > len(cases) // 3    # not all empty
    check_cases(toolset, tools(toolset), cases, tmp_path)


@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_recorded_games_match_in_process(toolset: Toolset, tools: Callable[[Toolset], Path],
                                         tmp_path: Path) -> None:
    """Each of the 1,284 games runs once, under one toolset, shapes and
    strategies taking turns."""
    source, cases = bundled_path('wordle'), []
    turns, cache = len(ROTATION), dict[tuple[str, int], list[str]]()
    for j, (_, tokens) in enumerate(recorded_games()):
        if ROTATION[j % turns] != toolset:
            continue
        model = parse_clues(tokens)
        shape, strategy = SHAPES[j // turns % 2], sorted(STRATEGIES)[j // turns // 2 % 2]
        cases.append(Case(f"{' '.join(tokens)} ({strategy})", source, shape,
                          pipeline(model, source, shape, strategy),
                          expected_output(model, source, strategy, cache)))
    assert len(cases) >= 180
    assert {c.shape for c in cases} == set(SHAPES)
    check_cases(toolset, tools(toolset), cases, tmp_path)


def test_toolsets_are_what_they_say(tools: Callable[[Toolset], Path]) -> None:
    """The symlinks really put each implementation first on PATH."""
    for toolset in TOOLSETS:
        if all(shutil.which(b) for b in {*toolset.links.values(), toolset.shell[0]}):
            bin_dir = tools(toolset)
            for command, binary in toolset.links.items():
                found = shutil.which(command, path=environment(bin_dir)['PATH']) or ''
                assert os.path.realpath(found) == os.path.realpath(shutil.which(binary) or '')


@pytest.mark.parametrize('clues', [
    ['CHEST=CHEST', 'CHEAT=CHEAT'],            # two letters at one position
    ['ABBEY=AB...', 'CLIMB=....B'],            # two green b's, at most one
    ['GEESE=..e..'],                           # a yellow after a black e
    ['-y', 'abcdef'],                          # six letters in five places
    ['-g', 'e....', '-b', 'e', '-y', 'e1'],    # green where it is banned
], ids=' '.join)
@pytest.mark.parametrize('shape', [[], ['--awk']], ids=['grep', 'awk'])
def test_contradictions_print_nothing(capsys: pytest.CaptureFixture[str], clues: list[str],
                                      shape: list[str]) -> None:
    assert main(['--list', 'wordle', *clues]) == 1
    assert main(['--list', 'wordle', '--emit-shell', *shape, *clues]) == 0
    text = capsys.readouterr().out
    done = subprocess.run(['sh', '-c', text], capture_output=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, b'', b'')


# -- what is printed --------------------------------------------------------

def readme_sessions() -> Iterator[tuple[str, str]]:
    """Each `$ wordle ...` command of the README's shell section, with the
    output shown under it."""
    readme = (Path(TESTS).parent / 'README.md').read_text()
    section = readme.split('\n## In the shell\n', 1)[1].split('\n## ', 1)[0]
    for block in re.findall(r'```console\n(.*?)```', section, re.S):
        for command in re.split(r'^\$ ', block, flags=re.M)[1:]:
            line, _, output = command.partition('\n')
            yield line, output


def test_readme_shows_every_shape() -> None:
    commands = [line for line, _ in readme_sessions()]
    assert len(commands) >= 5
    assert any('--awk' in c for c in commands) and any('permute' in c for c in commands)
    assert any('JUDGE' in c for c in commands) and any('VOUCH' in c for c in commands)


@pytest.mark.parametrize(('command', 'shown'), list(readme_sessions()),
                         ids=[c for c, _ in readme_sessions()])
def test_readme_examples(capsys: pytest.CaptureFixture[str], command: str, shown: str) -> None:
    """The pipeline printed is the README's, byte for byte; piped to sh it
    prints what the README says, which is what wordle prints on the file."""
    words, _, runner = command.partition(' | ')
    argv = shlex.split(words)[1:]
    assert main(argv) == 0
    text = capsys.readouterr().out
    if not runner:
        assert text == shown
        return
    assert os.path.isfile(DICTIONARY), f'{DICTIONARY} is missing: install wamerican'
    done = subprocess.run(shlex.split(runner), input=text.encode(), capture_output=True,
                          check=False)
    assert (done.stdout.decode(), done.stderr) == (shown, b'')
    in_process = [a for a in argv if a not in ('--emit-shell', '--awk')]
    main(['--words', DICTIONARY, *in_process])
    assert capsys.readouterr().out == shown


SHELLS = (('sh',), ('dash',), ('bash',), ('zsh',), ('busybox', 'sh'))


@pytest.mark.parametrize('shell', SHELLS, ids=' '.join)
def test_pipelines_paste_into_every_shell(capsys: pytest.CaptureFixture[str],
                                          shell: tuple[str, ...], tmp_path: Path) -> None:
    """The same text, given to each shell as one command string."""
    if shutil.which(shell[0]) is None:
        pytest.skip(f'{shell[0]} not installed')
    words = tmp_path / 'words'
    words.write_bytes(b'\xef\xbb\xbfINDEX\r\nocean\nOcean\nindex \nileac\n')
    for clues in (['JUDGE=....e', 'CHEST=c.E..', 'WRECK=..Ec.'],
                  ['VOUCH=.....', 'GRIPE=..i.e', 'DENIM=deni.', 'WIDEN=.iDEn']):
        for options in ([], ['--awk'], ['--strategy', 'permute'], ['--count']):
            main(['--words', str(words), *clues, *(o for o in options if o != '--awk')])
            expected = capsys.readouterr().out
            main(['--words', str(words), '--emit-shell', *options, *clues])
            text = capsys.readouterr().out
            done = subprocess.run([*shell, '-c', text], capture_output=True, check=False,
                                  env=environment(None))
            assert (done.stdout.decode(), done.stderr) == (expected, b''), (shell, text)


# -- the input, and file names ----------------------------------------------

def emitted(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(['--emit-shell', *argv]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(('options', 'source'), [
    ([], DICTIONARY),
    (['--list', 'wordle'], shlex.quote(bundled_path('wordle'))),
    (['--list', 'answers'], shlex.quote(bundled_path('answers'))),
    (['--words', 'my words'], "'my words'"),
    (['--words', '-v.txt'], '-v.txt'),
], ids=['default', 'list', 'list answers', 'words with a space', 'words with a dash'])
def test_the_input_file(capsys: pytest.CaptureFixture[str], options: list[str],
                        source: str) -> None:
    first = emitted(capsys, *options, '-g', 'ocea.').splitlines()[0]
    assert first.endswith(f' < {source} |')


def test_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    text = emitted(capsys, '--words', '-', '-g', 'ocea.')
    assert '<' not in text.splitlines()[0]
    done = subprocess.run(['sh', '-c', text], input=b'OCEAN\r\nocean\nocher\n',
                          capture_output=True, check=False)
    assert (done.stdout, done.stderr) == (b'ocean\n', b'')


def test_the_status_is_sorts_as_the_readme_says(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    """A pipeline exits as its last stage does: 0 with no words, where the
    command itself exits 1."""
    (tmp_path / 'words').write_text('crane\nquick\n')
    clues = ('--words', str(tmp_path / 'words'), 'CRANE=CRANE', 'QUICK=QUICK')
    assert main(list(clues)) == 1
    capsys.readouterr()
    text = emitted(capsys, *clues)
    done = subprocess.run(['sh', '-c', text], capture_output=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, b'', b'')


NAMES = ["a b'$(touch x)", '-v.txt', '--', '-e', "it's", 'semi;touch y', '`touch z`',
         'new\nline', '$HOME', '*', '"quoted"', '=ls', 'back\\slash', 'amp&', 'pipe|sh',
         'in<out>', 'tab\tname', '#hash', '~tilde', '!bang', 'ünïcødé', ' lead', '{a,b}']


@pytest.mark.parametrize('name', NAMES)
@pytest.mark.parametrize('shell', SHELLS, ids=' '.join)
def test_hostile_file_names_are_only_read(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          name: str, shell: tuple[str, ...]) -> None:
    """Running the pipeline reads the file, relative or absolute, and runs
    nothing else: no new file appears."""
    if shutil.which(shell[0]) is None:
        pytest.skip(f'{shell[0]} not installed')
    (tmp_path / name).write_bytes(b'ocean\nOCEAN\nocher\n')
    before = sorted(os.listdir(tmp_path))
    for path in (name, str(tmp_path / name)):
        text = emitted(capsys, f'--words={path}', '-g', 'ocea.')
        done = subprocess.run([*shell, '-c', text], cwd=tmp_path, capture_output=True,
                              check=False, env=environment(None))
        assert (done.stdout, done.stderr) == (b'ocean\n', b''), text
    assert sorted(os.listdir(tmp_path)) == before


# -- the command line -------------------------------------------------------

def test_count(capsys: pytest.CaptureFixture[str]) -> None:
    text = emitted(capsys, '--list', 'wordle', '--count', 'JUDGE=....e', 'CHEST=c.E..')
    done = subprocess.run(['sh', '-c', text], capture_output=True, check=False)
    main(['--count', 'JUDGE=....e', 'CHEST=c.E..'])
    assert done.stdout.decode() == capsys.readouterr().out


@pytest.mark.parametrize(('argv', 'token'), [
    (['--awk', '-g', 'ocea.'], '--awk'),
    (['--emit-shell', '-g', 'oc!a.'], "'oc!a.'"),
    (['--emit-shell', '--list', 'klingon'], 'klingon'),
    (['--emit-shell', '--words', 'caf\udce9'], "'caf'$'\\351'"),
], ids=lambda v: ' '.join(v) if isinstance(v, list) else None)
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                               token: str) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == '' and err.count('\n') == 1 and token in err


def test_emitting_does_not_load_the_regex_engine() -> None:
    done = subprocess.run([sys.executable, '-X', 'importtime', '-m', 'wordlegrep',
                           '--emit-shell', 'CHEST=c.E..'], capture_output=True, text=True,
                          check=True)
    modules = {line.split('|')[-1].strip() for line in done.stderr.splitlines()}
    assert 'wordlegrep.shell' in modules
    assert not modules & {'regex', 'numpy', 'wordlegrep.search'}
    assert done.stdout.startswith('LC_ALL=C tr ')



# -- lines of any length --------------------------------------------------------

LONG_LINE = 64 << 20
ORDINARY = 8 << 20
COST = """
import resource, subprocess, sys
done = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, check=True)
use = resource.getrusage(resource.RUSAGE_CHILDREN)
sys.stdout.buffer.write(b'%f %d\\n' % (use.ru_utime + use.ru_stime, use.ru_maxrss) + done.stdout)
"""


@pytest.fixture(scope='session')
def long_and_ordinary(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """A file whose first line is 64 MB of letters (then a word), and 8 MB
    of ordinary lines."""
    base = tmp_path_factory.getbasetemp()
    long, ordinary = base / 'one long line', base / 'ordinary lines'
    with open(long, 'wb') as f:
        f.write(b'ocean')
        for _ in range(LONG_LINE // (1 << 20)):
            f.write(b'x' * (1 << 20))
        f.write(b'\nOCEAN\n\xc3\x91ANDU\n')
    words = Path(DICTIONARY).read_bytes()
    ordinary.write_bytes(words * (ORDINARY // len(words) + 1))
    return str(long), str(ordinary)


def cost(toolset: Toolset, bin_dir: Path, text: str, script: Path) -> tuple[float, int, str]:
    """CPU seconds (user + system) and the largest resident size (kB) of
    the processes running the pipeline, and what it prints."""
    script.write_text(text)
    done = subprocess.run([sys.executable, '-c', COST, *toolset.shell, str(script)],
                          capture_output=True, check=True, env=environment(bin_dir))
    head, _, out = done.stdout.partition(b'\n')
    seconds, peak = head.split()
    return float(seconds), int(peak), out.decode()


@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_a_64_mb_line_costs_no_more_than_ordinary_lines(
        toolset: Toolset, tools: Callable[[Toolset], Path], long_and_ordinary: tuple[str, str],
        tmp_path: Path) -> None:
    """Per byte, a file that is one 64 MB line costs the pipeline no more
    time than ordinary lines do, and no more memory; and what it prints is
    exact, in English and in an alphabet beyond ASCII."""
    long, ordinary = long_and_ordinary
    bin_dir = tools(toolset)
    model = parse_clues(['OCEAN=OCEAN'])
    spanish = parse_clues(['ÑANDU=ÑANDU'], alphabet=language('es'))
    long_time, long_peak, out = cost(toolset, bin_dir, pipeline(model, long), tmp_path / 'l.sh')
    assert out == ''.join(w + '\n' for w in search_file(model, long)) == 'ocean\n'
    _, _, out = cost(toolset, bin_dir, pipeline(spanish, long), tmp_path / 's.sh')
    assert out == ''.join(w + '\n' for w in search_file(spanish, long)) == 'ñandu\n'
    ordinary_time, ordinary_peak, out = cost(toolset, bin_dir, pipeline(model, ordinary),
                                             tmp_path / 'o.sh')
    assert out == ''.join(w + '\n' for w in search_file(model, ordinary))
    size = os.path.getsize(long) / os.path.getsize(ordinary)
    assert long_time / size <= ordinary_time, (long_time, ordinary_time)
    assert long_peak <= 2 * ordinary_peak, (long_peak, ordinary_peak)
