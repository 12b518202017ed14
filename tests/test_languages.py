"""Every language, on Debian's word list for it: random games against
brute-force scoring of the folded words, in-process and through both
pipeline shapes under each toolset; hostile lines (decomposed letters,
mixed case, apostrophes, digits, the pipeline's own codes, letters of
another alphabet, bytes of another encoding, lines cut by fold) read alike
in-process and in the shell; a file in NFD gives the words it gives in NFC."""
from __future__ import annotations

import json
import os
import random
import subprocess
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import WORDLE, brute_force
from tests.test_shell import arbitrary, pools
from tests.toolsets import IDS, TOOLSETS, Case, Toolset, check_cases
from wordlegrep.alphabet import Alphabet, capitals
from wordlegrep.languages import LANGUAGES, custom, language
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues
from wordlegrep.score import digits, emoji, reilly, score
from wordlegrep.search import search, search_file
from wordlegrep.shell import CODES, FOLD_WIDTH, SHAPES, pipeline
from wordlegrep.strategies import STRATEGIES
from wordlegrep.words import read_words

LANGS = ('es', 'pt', 'fr', 'it', 'de', 'sv', 'uk')
LENGTHS = (5, 6)
GAMES = 40              # in-process, per language
PIPELINE_GAMES = 3      # per language and toolset; one for Ukrainian's 35 MB
Pools = dict[int, tuple[list[str], list[str]]]   # length -> words, and those with a repeat


def dictionary(lang: str) -> str:
    path = LANGUAGES[lang].dictionary
    assert os.path.isfile(path), f'{path} is missing: run .ci/debian-packages'
    return path


@pytest.fixture(scope='session')
def lists() -> dict[str, list[str]]:
    """Each language's folded words of the lengths the games use."""
    return {lang: [w for n in LENGTHS for w in read_words(dictionary(lang), n, language(lang),
                                                          LANGUAGES[lang].encoding)]
            for lang in LANGS}


@pytest.fixture(scope='session')
def games(lists: dict[str, list[str]]) -> dict[str, Pools]:
    return {lang: pools(words) for lang, words in lists.items()}


def token(guess: str, marks: str, rng: random.Random) -> str:
    """A clue as a player might type it: Reilly's letters, digits or squares."""
    score_text = rng.choice((reilly(guess, marks), reilly(guess, marks), digits(marks),
                             emoji(marks)))
    return f'{capitals(guess) if rng.random() < 0.5 else guess}={score_text}'


def game(table: Pools, alphabet: Alphabet,
         rng: random.Random) -> tuple[str, list[tuple[str, str]] | None, Constraints]:
    """Random clues about a random answer: scored guesses (mostly true), or
    Dr. Drang's options. Returns the clues as typed, the (guess, marks)
    pairs when they are scores, and the model."""
    pool, repeats = table[rng.choice(LENGTHS)]
    answer = rng.choice(pool)
    if rng.random() < 0.2:
        green = ''.join(c if rng.random() < 0.3 else '.' for c in answer)
        yellow = ''.join(c + str(rng.randint(1, len(answer))) for c in rng.sample(answer, 2))
        black = ''.join(rng.sample(sorted(alphabet.letters - set(answer)), 3))
        model = parse_clues([], green, yellow, black, alphabet=alphabet)
        return f'-g {green} -y {yellow} -b {black}', None, model
    guesses = [rng.choice(repeats if repeats and rng.random() < 0.5 else pool)
               for _ in range(rng.randint(1, 4))]
    clues = [(g, score(g, answer)) for g in guesses]
    if rng.random() < 0.2:
        k = rng.randrange(len(clues))
        clues[k] = (clues[k][0], arbitrary(clues[k][0], rng))
    tokens = [token(g, m, rng) for g, m in clues]
    return ' '.join(tokens), clues, parse_clues(tokens, alphabet=alphabet)


@pytest.mark.parametrize('lang', LANGS)
def test_random_games_match_brute_force(lang: str, lists: dict[str, list[str]],
                                        games: dict[str, Pools]) -> None:
    rng, alphabet, words = random.Random(lang), language(lang), lists[lang]
    assert len(words) > 1000
    for i in range(GAMES):
        typed, clues, model = game(games[lang], alphabet, rng)
        same_length = [w for w in words if len(w) == model.length]
        expected = (brute_force(clues, same_length) if clues is not None
                    else sorted({w for w in same_length if model.admits(w)}))
        strategy = sorted(STRATEGIES)[i % 2]
        assert search(model, words, strategy) == expected, typed


@pytest.mark.parametrize('lang', LANGS)
def test_the_file_gives_the_words(lang: str, lists: dict[str, list[str]]) -> None:
    """search_file reads the list as read_words does; letters beyond ASCII
    are there, each word once, in code point order."""
    alphabet = language(lang)
    model = parse_clues([], length=5, alphabet=alphabet)
    found = search_file(model, dictionary(lang), encoding=LANGUAGES[lang].encoding)
    assert found == sorted({w for w in lists[lang] if len(w) == 5})
    if lang != 'pt' and lang != 'fr' and lang != 'it':
        assert any(not w.isascii() for w in found)
    assert all(len(w) == 5 and set(w) <= alphabet.letters for w in found)


def expected_output(model: Constraints, words: list[str], strategy: str) -> str:
    return ''.join(w + '\n' for w in search(model, words, strategy))


@pytest.fixture(scope='session')
def language_cases(lists: dict[str, list[str]], games: dict[str, Pools]) -> dict[str, list[Case]]:
    """Random games on each language's list, dealt to the toolsets in turn,
    the shapes and strategies taking turns."""
    cases: dict[str, list[Case]] = {t.name: [] for t in TOOLSETS}
    for k, lang in enumerate(LANGS):
        rng, alphabet = random.Random(f'{lang} pipelines'), language(lang)
        count = 1 if lang == 'uk' else PIPELINE_GAMES
        for i in range(count * len(TOOLSETS)):
            typed, _, model = game(games[lang], alphabet, rng)
            turn = i // len(TOOLSETS) + k
            shape, strategy = SHAPES[turn % 2], sorted(STRATEGIES)[(i + turn) % 2]
            text = pipeline(model, dictionary(lang), shape, strategy,
                            encoding=LANGUAGES[lang].encoding)
            cases[TOOLSETS[i % len(TOOLSETS)].name].append(
                Case(f'{lang}: {typed}', dictionary(lang), shape, text,
                     expected_output(model, lists[lang], strategy)))
    return cases


@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_games_on_each_list_match_in_process(toolset: Toolset,
                                             tools: Callable[[Toolset], Path],
                                             language_cases: dict[str, list[Case]],
                                             tmp_path: Path) -> None:
    cases = language_cases[toolset.name]
    assert {c.source for c in cases} == {dictionary(lang) for lang in LANGS}
    assert {c.shape for c in cases} == set(SHAPES)
    assert sum(c.expected != '' for c in cases) > len(cases) // 3
    check_cases(toolset, tools(toolset), cases, tmp_path)


# -- hostile lines ------------------------------------------------------------

FOREIGN = {'uk': 'abcxyzё', 'latin': 'жыэъё'}


def odd_forms(word: str, lang: str, rng: random.Random) -> tuple[list[str], list[str]]:
    """The lines that hold `word`, and lines like them that hold no word."""
    nfd = unicodedata.normalize('NFD', word)
    foreign = rng.choice(FOREIGN['uk' if lang == 'uk' else 'latin'])
    spot = rng.randrange(len(word))
    pad = ''.join(rng.choices(' \t\r\x0b\x0c', k=rng.randint(1, 3)))

    def swap(text: str) -> str:   # the letter at `spot`, written as `text`
        return word[:spot] + text + word[spot + 1:]

    kept_small = ''.join(c if len(c.upper()) != 1 else c.upper() for c in word)   # STRAßE
    words = [word, capitals(word), kept_small, nfd, unicodedata.normalize('NFD', capitals(word)),
             pad + word + pad, word + '\r', swap(word[spot] + '\u0323\u0331'), word + '\u0323',
             ' ' * rng.randint(1, FOLD_WIDTH) + word,
             'x' * rng.randint(FOLD_WIDTH - 8, FOLD_WIDTH + 8) + '\n' + word]
    junk = [word.capitalize(), word[:2] + word[2:].upper(), word + "'", "l'" + word, word + '1',
            swap(foreign), swap(rng.choice(CODES)), swap('Z'), '\u0301' + word, swap('\x00'),
            swap('\x01'), word[:1] + ' ' + word[1:], word + '\u00a0']
    return words, junk


def hostile_bytes(words: list[str], lang: str, encoding: str, rng: random.Random) -> bytes:
    lines = []
    for word in rng.sample(words, 400):
        forms = [*odd_forms(word, lang, rng)[0], *odd_forms(word, lang, rng)[1]]
        lines += rng.sample(forms, rng.randint(1, 4))
    data = [line.encode(encoding, 'replace') for line in lines]
    data += [b'\xff\xfe', b'\xc3', 'ñandu'.encode('latin-1'), 'ñandu'.encode() + b'\xa9',
             b'\xef\xbb\xbf' + words[0].encode(encoding, 'replace'), b'x' * FOLD_WIDTH,
             b'\xcc\x81' * 200 + words[1].encode(encoding, 'replace')]
    rng.shuffle(data)
    bom = b'\xef\xbb\xbf' if encoding == 'utf-8' else b''
    return bom + b'\n'.join(data) + b'\n' + words[2].upper().encode(encoding, 'replace')


HOSTILE = [('es', 'utf-8'), ('de', 'utf-8'), ('sv', 'iso-8859-1'), ('sv', 'utf-8'),
           ('uk', 'utf-8'), ('fr', 'utf-8'), ('pt', 'iso-8859-1')]


@pytest.fixture(scope='session')
def hostile_cases(lists: dict[str, list[str]], games: dict[str, Pools],
                  tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Case]]:
    """Many clue sets on a hostile file per language and encoding, each
    pipeline given to every toolset, the shapes taking turns. Every other
    pair of pipelines is made to be written in Latin-1: its table holds a
    UTF-8 file's letters in octal escapes (written here in UTF-8 all the
    same, so its words are as wordle writes them in UTF-8)."""
    cases: dict[str, list[Case]] = {t.name: [] for t in TOOLSETS}
    for lang, encoding in HOSTILE:
        rng, alphabet = random.Random(f'{lang} {encoding}'), language(lang)
        path = tmp_path_factory.getbasetemp() / f'hostile {lang} {encoding}'
        path.write_bytes(hostile_bytes([w for w in lists[lang] if len(w) in LENGTHS], lang,
                                       encoding, rng))
        words = {n: list(read_words(str(path), n, alphabet, encoding)) for n in LENGTHS}
        assert sum(map(len, words.values())) > 200
        for i in range(16):
            typed, _, model = game(games[lang], alphabet, rng)
            strategy = sorted(STRATEGIES)[i % 2]
            expected = expected_output(model, words[model.length], strategy)
            for t, toolset in enumerate(TOOLSETS):
                shape = SHAPES[(i + t) % 2]
                output = ('utf-8', 'iso-8859-1')[i // 2 % 2]
                text = pipeline(model, str(path), shape, strategy, encoding=encoding,
                                output=output)
                cases[toolset.name].append(Case(f'{lang} {encoding}: {typed}', str(path), shape,
                                                text, expected))
    return cases


@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_hostile_lines_read_alike(toolset: Toolset, tools: Callable[[Toolset], Path],
                                  hostile_cases: dict[str, list[Case]], tmp_path: Path) -> None:
    cases = hostile_cases[toolset.name]
    assert sum(c.expected != '' for c in cases) > len(cases) // 4
    check_cases(toolset, tools(toolset), cases, tmp_path)


def test_hostile_lines_have_words_and_no_junk(lists: dict[str, list[str]],
                                              tmp_path: Path) -> None:
    """What the hostile file should give: each word once, from any of its
    word forms, and nothing from the others."""
    rng = random.Random(1)
    words = rng.sample([w for w in lists['es'] if len(w) == 5 and 'ñ' in w], 30)
    lines, count = [], 0
    for word in words:
        good, junk = odd_forms(word, 'es', rng)
        lines += good + junk
        count += len(good)
    path = tmp_path / 'odd'
    path.write_text('\n'.join(lines) + '\n')
    found = list(read_words(str(path), 5, language('es')))
    assert sorted(set(found)) == sorted(words)
    assert len(found) == count


# -- NFD ----------------------------------------------------------------------

@pytest.fixture(scope='session')
def nfd_spanish(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.getbasetemp() / 'spanish in NFD'
    text = Path(dictionary('es')).read_text()
    path.write_text(unicodedata.normalize('NFD', text))
    assert path.read_bytes() != Path(dictionary('es')).read_bytes()
    return str(path)


@pytest.mark.parametrize('lang', ['es', 'uk', 'de'])
def test_a_file_in_nfd_gives_the_words_of_nfc(lang: str, lists: dict[str, list[str]],
                                              tmp_path: Path) -> None:
    lines = Path(dictionary(lang)).read_text().splitlines()
    sample = lines[::max(1, len(lines) // 150_000)]
    nfc, nfd = tmp_path / 'nfc', tmp_path / 'nfd'
    nfc.write_text('\n'.join(sample))
    nfd.write_text(unicodedata.normalize('NFD', '\n'.join(sample)))
    for n in LENGTHS:
        words = list(read_words(str(nfc), n, language(lang)))
        assert any(not w.isascii() for w in words)
        assert list(read_words(str(nfd), n, language(lang))) == words


@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_pipelines_read_nfd_as_nfc(toolset: Toolset, tools: Callable[[Toolset], Path],
                                   nfd_spanish: str, lists: dict[str, list[str]],
                                   games: dict[str, Pools], tmp_path: Path) -> None:
    rng, spanish = random.Random(toolset.name), language('es')
    cases = []
    for i in range(2):
        typed, _, model = game(games['es'], spanish, rng)
        cases.append(Case(typed, nfd_spanish, SHAPES[i], pipeline(model, nfd_spanish, SHAPES[i]),
                          expected_output(model, lists['es'], 'lookahead')))
    check_cases(toolset, tools(toolset), cases, tmp_path)



@pytest.mark.parametrize('toolset', TOOLSETS, ids=IDS)
def test_a_decomposed_letter_whose_base_is_not_a_letter(toolset: Toolset,
                                                        tools: Callable[[Toolset], Path],
                                                        tmp_path: Path) -> None:
    """Ukrainian's letters and é, which use up the pipeline's codes past the
    ASCII letters they lack, e among them: a word that writes é as e and
    its accent holds an e, which must not be taken for a code."""
    letters = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяé'
    alphabet = custom(letters)
    words = ['éбв', 'вéб', 'абв', 'éяя', 'бвг']
    path = tmp_path / 'decomposed'
    path.write_text(''.join(unicodedata.normalize('NFD', w) + '\n' for w in words))
    cases = []
    for i, (green, yellow, black) in enumerate([('...', None, None), (None, 'é', None),
                                                 (None, None, 'а'), ('é..', None, None)]):
        model = parse_clues([], green, yellow, black, 3, alphabet)
        found = search_file(model, str(path), 'lookahead', 'utf-8')
        assert any('é' in word for word in found)
        shape = SHAPES[i % 2]
        cases.append(Case(f'{green} {yellow} {black}', str(path), shape,
                          pipeline(model, str(path), shape), ''.join(w + '\n' for w in found)))
    check_cases(toolset, tools(toolset), cases, tmp_path)


# -- the solver ---------------------------------------------------------------

SOLVER_LANGS = ('fr', 'es', 'uk')


@pytest.fixture(scope='session')
def solver_lists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, str]]:
    """For each language, lines of its Debian list, as they are, that fold
    to words of five letters (a third with letters beyond a to z or with
    accents): 300 of them, and 12 for the exhaustive tree."""
    from wordlegrep.reading import reader
    found = {}
    for lang in SOLVER_LANGS:
        read = reader(language(lang))
        rng = random.Random(lang)
        lines = Path(dictionary(lang)).read_bytes().decode(LANGUAGES[lang].encoding,
                                                            'replace').splitlines()
        fives = [line for line in lines if len(line) == 5 and read.word(line)]
        odd = [line for line in fives if not line.isascii()]
        sample = rng.sample(odd, 100) + rng.sample(fives, 200)
        base = tmp_path_factory.getbasetemp()
        many, few = base / f'{lang} 300', base / f'{lang} 12'
        many.write_text('\n'.join(sample) + '\n')
        few.write_text('\n'.join(sample[:6] + sample[-6:]) + '\n')
        found[lang] = str(many), str(few)
    return found


@pytest.mark.parametrize('lang', SOLVER_LANGS)
@pytest.mark.parametrize('argv', [
    ['suggest', '--top', '3'], ['suggest', '--hard', '--metric', 'entropy', '--top', '3'],
    ['play'], ['play', '--hard'], ['bench'], ['bench', '--hard'], ['tree'], ['assist'],
], ids=' '.join)
def test_every_solver_command_in_other_languages(capsys: pytest.CaptureFixture[str],
                                                 solver_lists: dict[str, tuple[str, str]],
                                                 argv: list[str], lang: str) -> None:
    """The solver plays the folded words of lists with accents, ñ or
    Cyrillic letters."""
    from tests.conftest import run
    many, few = solver_lists[lang]
    source = few if argv[0] == 'tree' else many
    words = sorted(set(read_words(source, 5, language(lang))))
    if argv[0] == 'assist':
        assist_finds(words[1], source, lang)
        return
    if argv[0] == 'play':
        argv = [*argv, '--secret', words[0]]
    status, out, err = run(capsys, *argv, '--lang', lang, '--words', source)
    assert (status, err) == (0, ''), err
    shown = set(out.lower().split())
    assert shown & set(words) or argv[0] == 'bench', out
    assert not any(c in out for c in 'éèàçêùáíóú')   # folded, as the game shows them


@pytest.mark.parametrize('lang', SOLVER_LANGS)
def test_a_word_given_as_the_list_spells_it(capsys: pytest.CaptureFixture[str],
                                            solver_lists: dict[str, tuple[str, str]],
                                            lang: str) -> None:
    """--secret and --start read a word as the list's words are read: its
    accents folded, composed or not, in capitals or not (`--secret été`
    was not in the list, and NFD `señor` was not a word of 5 letters)."""
    from tests.conftest import run
    from wordlegrep.reading import reader
    many, _ = solver_lists[lang]
    read = reader(language(lang))
    spelt = next(line for line in Path(many).read_text().splitlines()
                 if read.word(line) and (read.word(line) != line
                                         or unicodedata.normalize('NFD', line) != line))
    for typed in (spelt, unicodedata.normalize('NFD', spelt), spelt.upper()):
        for argv in (['play', '--secret', typed, '--start', typed], ['bench', '--start', typed]):
            status, out, err = run(capsys, *argv, '--lang', lang, '--words', many)
            assert (status, err) == (0, ''), (argv, err)
            assert (f'found {read.word(spelt)} in 1 guess' in out if argv[0] == 'play'
                    else f'opening with {read.word(spelt)},' in out), out


@pytest.mark.parametrize('command', ['suggest', 'bench'])
def test_json_in_another_alphabet_is_utf8(capsys: pytest.CaptureFixture[str],
                                          solver_lists: dict[str, tuple[str, str]],
                                          command: str) -> None:
    """As the other commands' JSON: letters as they are, not \\u escapes,
    where the stream takes them."""
    from tests.conftest import run
    status, out, err = run(capsys, command, '--json', '--lang', 'uk', '--words',
                           solver_lists['uk'][0])
    assert (status, err) == (0, ''), err
    assert '\\u' not in out and not out.isascii(), out


def assist_finds(secret: str, source: str, lang: str) -> None:
    """wordle assist, driven through a pipe: each guess it prints is
    answered with the score the game would give, until it is the secret."""
    import subprocess
    import sys
    with subprocess.Popen([sys.executable, '-m', 'wordlegrep', 'assist', '--lang', lang,
                           '--words', source], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True) as game:
        assert game.stdin is not None and game.stdout is not None
        for _ in range(8):
            guess = game.stdout.readline().strip()
            game.stdin.write(reilly(guess, score(guess, secret)) + '\n')
            game.stdin.flush()
            if guess == secret:
                break
        game.stdin.close()
        assert guess == secret
        assert game.wait(timeout=60) == 0


def test_words_naming_a_languages_own_list_reads_it_in_its_encoding(tmp_path: Path) -> None:
    """--words naming Swedish's own list, by any path, reads it as the
    ISO-8859-1 it is, as --lang sv alone does, in the pipeline too: it was
    read as UTF-8, each word with å, ä or ö no word, and a note said so. A
    copy of it is another file, read as UTF-8 still."""
    def wordle(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([WORDLE, '--lang', 'sv', *argv, '-g', '..å..'],
                              capture_output=True, text=True, check=False)

    link = tmp_path / 'svenska'
    link.symlink_to(dictionary('sv'))
    own = wordle()
    assert own.returncode == 0 and own.stdout and own.stderr == ''
    named = wordle('--words', str(link))
    assert (named.returncode, named.stdout, named.stderr) == (0, own.stdout, '')
    script = wordle('--words', str(link), '--emit-shell').stdout
    piped = subprocess.run(['sh', '-c', script], capture_output=True, text=True, check=True)
    assert piped.stdout == own.stdout
    copy = tmp_path / 'copy'
    copy.write_bytes(link.read_bytes())
    other = wordle('--words', str(copy))
    assert other.returncode == 1 and 'lines are not utf-8' in other.stderr


def test_the_solvers_pools_read_a_languages_own_list_in_its_encoding(tmp_path: Path) -> None:
    """--guesses or --answers naming Swedish's own list, by any path, reads
    it as ISO-8859-1, and the other file, the user's, as UTF-8: one
    encoding for both was UTF-8 (each guess with å, ä or ö no word, and a
    note), or, with --encoding iso-8859-1, mangled the user's own file."""
    link = tmp_path / 'svenska'
    link.symlink_to(dictionary('sv'))
    words = subprocess.run([WORDLE, '--lang', 'sv', '-g', '..å..'], capture_output=True,
                           text=True, check=True).stdout.split()
    answers = tmp_path / 'answers.txt'
    answers.write_text('\n'.join(words[:12]) + '\n', encoding='utf-8')
    for named in (['--guesses', str(link), '--answers', str(answers)],
                  ['--guesses', str(answers), '--answers', str(link)]):
        shown = subprocess.run([WORDLE, '--lang', 'sv', 'suggest', *named, '--json', '-g', '..å..',
                                '--metric', 'entropy', '--top', '100000'],   # every guess
                               capture_output=True, text=True, check=False)
        assert shown.returncode == 0 and shown.stderr == '', shown.stderr
        told = json.loads(shown.stdout)
        assert told['candidates'] == (12 if named[3] == str(answers) else len(words))
        guesses = {row['guess'] for row in told['suggestions']}
        assert set(words) <= guesses and any('ö' in guess for guess in guesses)


def test_a_list_lost_at_the_opening_says_so_and_seeks_no_opener(tmp_path: Path) -> None:
    """Debian's Spanish words of 4 letters hold traps (bato, cato, dato...:
    16 -ato words) that no strategy finds in six guesses, so no opener
    keeps every answer: a cold suggest says the position is lost (where it
    spent 138 s seeking an opener that does, and then said only that the
    three it showed lose); play says so before its first guess, where it
    said its search found no opener that keeps them all, and to try one."""
    def wordle(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([WORDLE, *argv, '--lang', 'es', '--length', '4'],
                              capture_output=True, text=True, check=False,
                              env={**os.environ, 'XDG_CACHE_HOME': str(tmp_path)})

    done = wordle('suggest', '--top', '3')
    assert done.returncode == 0, done.stderr
    assert done.stderr.endswith('possible answers within 6 guesses\n'), done.stderr
    assert done.stderr.startswith('wordle: note: from here no strategy finds all '), done.stderr
    assert len(done.stdout.splitlines()) == 5, done.stdout
    played = wordle('play', '--secret', 'bato')
    assert played.returncode == 0, played.stderr
    assert played.stderr.splitlines()[0] == done.stderr.rstrip('\n'), played.stderr
