"""The command line, typed: what every command reads, in one value that
the CLI builds from docopt's dict and the commands take."""
from __future__ import annotations

from wordlegrep.alphabet import ENGLISH, Alphabet
from wordlegrep.model import Constraints
from wordlegrep.notation import parse_clues

# Seconds of one core's time `optimal` may spend on one question before it
# gives up, unless --seconds says: a count of positions would not do, as a
# hard-mode position can cost a hundredth of what one outside it does. The
# README's Solver section times some questions. A proof (`tree`) has no
# such limit. (Here, not in the solver, so that the command line reads it
# without loading numpy.)
SECONDS = 60.0
# The ways the solver ranks guesses, by name (wordlegrep.solver.strategy
# builds each), here so that the command line checks --metric without
# loading numpy.
METRIC_NAMES = ('estimate', 'entropy', 'minimax', 'expected', 'optimal')


class Options:
    """The command line, typed. Every field but the command has the value
    an option left out would give, so a command is described by what it
    sets. (A plain class: a NamedTuple of this many fields costs every
    start of the command more than the search does.)"""
    __slots__ = ('all_answers', 'alphabet', 'answers', 'answers_encoding', 'awk', 'black', 'clear',
                 'clues', 'color', 'command', 'count_only', 'emit_shell', 'encoding', 'explain',
                 'green', 'guesses', 'guesses_encoding', 'hard', 'html', 'json', 'length',
                 'list_name', 'memory', 'metric', 'only', 'quiet', 'regex', 'scored', 'seconds',
                 'secret', 'shell', 'source', 'source_given', 'start', 'strategy', 'top', 'topic',
                 'verbose', 'yellow')

    def __init__(self, command: str, *,
                 clues: tuple[str, ...] = (),
                 green: str | None = None,
                 yellow: str | None = None,
                 black: str | None = None,
                 length: int | None = None,
                 source: str = '-',
                 list_name: str | None = None,
                 strategy: str = 'lookahead',
                 regex: bool = False,
                 count_only: bool = False,
                 quiet: bool = False,
                 emit_shell: bool = False,
                 awk: bool = False,
                 explain: bool = False,
                 only: tuple[str, ...] = (),
                 verbose: bool = False,
                 json: bool = False,
                 html: bool = False,
                 metric: str | None = None,
                 seconds: float | None = SECONDS,
                 hard: bool = False,
                 top: int = 10,
                 secret: str | None = None,
                 start: str | None = None,
                 all_answers: bool = False,
                 source_given: bool = False,
                 scored: tuple[str, ...] = (),
                 color: str = 'auto',
                 topic: str | None = None,
                 shell: str | None = None,
                 clear: bool = False,
                 guesses: str | None = None,
                 answers: str | None = None,
                 memory: int = 512,

                 alphabet: Alphabet = ENGLISH,
                 encoding: str = 'utf-8',
                 guesses_encoding: str = 'utf-8',
                 answers_encoding: str = 'utf-8') -> None:
        self.command = command
        self.clues = clues
        self.green = green
        self.yellow = yellow   # -y values, space-separated when repeated
        self.black = black   # -b values, likewise
        self.length = length
        self.source = source   # path of the word file, '-' for stdin
        self.list_name = list_name   # the bundled list it is, if it is one
        self.strategy = strategy
        self.regex = regex
        self.count_only = count_only
        self.quiet = quiet   # nothing printed: the status says whether a word fits
        self.emit_shell = emit_shell
        self.awk = awk
        self.explain = explain
        self.only = only
        self.verbose = verbose
        self.json = json
        self.html = html
        self.metric = metric
        self.seconds = seconds   # --seconds: an exact search's time on a core, None unlimited
        self.hard = hard
        self.top = top
        self.secret = secret
        self.start = start
        self.all_answers = all_answers
        self.source_given = source_given   # --words or --list was on the command line
        self.scored = scored   # score's SECRET then its GUESSes
        self.color = color   # --color: auto, always or never
        self.topic = topic   # help's COMMAND
        self.shell = shell   # completion's SHELL
        self.clear = clear   # cache --clear
        self.guesses = guesses   # --guesses FILE: the solver's guess pool
        self.answers = answers   # --answers FILE: the solver's answer pool
        self.memory = memory   # --memory MB: the score matrix's budget
        self.alphabet = alphabet   # --lang or --alphabet
        self.encoding = encoding   # the word file's, --encoding
        self.guesses_encoding = guesses_encoding   # that of --guesses
        self.answers_encoding = answers_encoding   # that of --answers

    def constraints(self) -> Constraints:
        """The clues of this command line as one model."""
        return parse_clues(self.clues, self.green, self.yellow, self.black, self.length,
                           self.alphabet)
