"""The manual page, wordle(1), built from the same help text the command
line is parsed with: the overview, then each command's own help.

    python -m wordlegrep.manpage > wordlegrep/man/wordle.1

regenerates the page shipped with the package; a test keeps it in step.
"""
from __future__ import annotations

import contextlib
import re
import sys

from wordlegrep import __version__, _die_of
from wordlegrep.cli import COMMANDS, NAME, help_text, summaries
from wordlegrep.errors import WordleError, quote
from wordlegrep.printer import Output

ENVIRONMENT = [
    ('NO_COLOR', 'when set and not empty, --color=auto means never.'),
    ('TERM', 'dumb, or not set: --color=auto means never.'),
    ('COLORTERM', 'truecolor or 24bit: colours are the game\'s own, not the nearest '
                  'basic ones.'),
    ('XDG_CACHE_HOME', 'where the solver keeps its cache (an absolute path; a relative '
                       'one is ignored), in the wordlegrep folder; else ~/.cache/wordlegrep.'),
    ('WORDLEGREP_CACHE_MAX', 'the most the cache may hold, such as 500M or 2G (default 1G); '
                             'the entries used least recently go first. 0 turns it off.'),
]
SEE_ALSO = 'grep(1), awk(1)'


def _roff(text: str) -> str:
    """Plain text made safe for roff: backslashes, dashes, and a leading
    dot or quote that would be read as a request.

    >>> _roff("-g ..t.. \\\\d"), _roff(".a.e.")
    ('\\\\-g ..t.. \\\\ed', '\\\\&.a.e.')
    """
    text = text.replace('\\', '\\e').replace('-', '\\-')
    return '\\&' + text if text[:1] in ('.', "'") else text


def _block(lines: list[str]) -> list[str]:
    """Help lines as they are, unfilled, in a monospaced block."""
    return ['.PP', '.nf', *(_roff(line) for line in lines), '.fi']


def _sections(text: str) -> list[tuple[str, list[str]]]:
    blocks = [block.split('\n') for block in text.strip().split('\n\n')]
    return [(block[0], block[1:]) for block in blocks]


def page() -> str:
    """The whole manual page, in roff."""
    overview = _sections(help_text('find'))
    summary = overview[0][0].partition(': ')[2]
    lines = [f'.TH {NAME.upper()} 1 "" "{NAME} {__version__}" "User Commands"',
             '.SH NAME', f'{NAME} \\- {_roff(summary)}', '.SH SYNOPSIS']
    for heading, body in overview[1:]:
        if heading == 'Usage:':
            lines += _block([line.strip() for line in body])
    lines += ['.SH DESCRIPTION', _roff(
        'wordle reads Wordle clues in any notation into one constraint model and '
        'prints every word of a list that still fits, the regular expressions that '
        'find them, or a grep/awk pipeline that does; its other commands score, '
        'render, suggest guesses, play and prove optimal strategies.')]
    # a paragraph with no heading of its own belongs to the description
    prose = [(heading, body) for heading, body in overview[1:]
             if not heading.endswith(':') and not heading.startswith('Exit status')]
    for heading, body in prose:
        lines += ['.PP', _roff(' '.join([heading, *body]))]
    for heading, body in overview[1:]:
        if (heading, body) in prose:
            continue
        if heading.startswith('Exit status'):
            lines += ['.SH EXIT STATUS', _roff(' '.join([heading, *body]).partition(': ')[2])]
        elif heading != 'Usage:' and not heading.startswith('Commands'):
            lines += [f'.SH {_roff(heading.rstrip(":").upper())}', *_block(body)]
    lines.append('.SH COMMANDS')
    for command in summaries():
        lines += [f'.SS {command}', *_block(help_text(command).strip().split('\n')[2:])]
    lines += ['.SH ENVIRONMENT']
    for name, text in ENVIRONMENT:
        lines += ['.TP', f'.B {name}', _roff(text)]
    lines += ['.SH EXAMPLES', *_block([COMMANDS[c][2] for c in COMMANDS]),
              '.SH SEE ALSO', SEE_ALSO, '']
    return re.sub(r'\n{2,}', '\n', '\n'.join(lines))


def main(argv: list[str]) -> int:
    """Print the page, with the command's edges: a write that fails is one
    line on stderr and status 2, a reader gone ends it as SIGPIPE does."""
    try:
        if argv:
            raise WordleError(f'{quote(argv[0])}: takes no arguments; it prints the page '
                              '(python -m wordlegrep.manpage > wordlegrep/man/wordle.1)')
        out = Output(sys.stdout)
        out.write(page())
        out.flush()
    except WordleError as error:
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.stderr.write(f'wordlegrep.manpage: {error}\n')
        return 2
    except BrokenPipeError:
        _die_of('SIGPIPE')
    return 0


if __name__ == '__main__':
    raise SystemExit(main(sys.argv[1:]))
