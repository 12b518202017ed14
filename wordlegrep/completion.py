"""`wordle completion bash|zsh|fish`: tab completion generated from the
usage text, the one source of truth: the commands, the options each takes,
the values of options whose values are a fixed set, and file names after
the options that read files.
"""
from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

from wordlegrep.cli import (
    ADDED_UP,
    COMMANDS,
    NAME,
    Entry,
    choices,
    option_entries,
    summaries,
    takes,
)

if TYPE_CHECKING:
    from wordlegrep.options import Options
    from wordlegrep.printer import Output

FILES = {'FILE'}   # value names that are file names


class Option:
    """What a completion script needs to know of one option."""

    def __init__(self, entry: Entry) -> None:
        self.long, self.short, self.value = entry.long, entry.short, entry.value
        text = ' '.join(' '.join(line.split()) for line in entry.lines)
        spec = entry.lines[0].strip().split('  ')[0]
        # A closing full stop goes; the dots of an example (..t..) stay.
        described = text[len(spec):].strip().split(' [default')[0]
        self.help = described[:-1] if described.endswith('.') and described[-2:] != '..' \
            else described
        self.choices = choices(entry.long)
        self.repeats = entry.long in ADDED_UP

    @property
    def names(self) -> list[str]:
        """Its short name, if any, then its long one."""
        return [self.short, self.long] if self.short else [self.long]


def _options(command: str) -> list[Option]:
    entries = option_entries()
    return [Option(entries[name]) for name in entries if name in takes(command)]


def _commands() -> dict[str, str]:
    return summaries()


# -- bash ------------------------------------------------------------------------

def bash() -> str:
    """A bash completion function, registered with `complete`."""
    lines = [f'# bash completion for {NAME}: {NAME} completion bash > '
             f'~/.local/share/bash-completion/completions/{NAME}',
             f'_{NAME}() {{',
             # (the text before the cursor, which bash passes as $2: the cursor
             # may stand in the gap before a word, which COMP_WORDS holds whole)
             '    local cur=$2 prev=${COMP_WORDS[COMP_CWORD-1]}',
             '    local command=find',
             '    if [[ $prev == = ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi',
             '    if [[ $cur == = ]]; then cur=; fi',
             *_bash_command(),
             '    case $prev in']
    replies: dict[str, list[str]] = {}   # what to offer -> the options it follows
    for option in {o.long: o for command in COMMANDS for o in _options(command)}.values():
        if option.value in FILES:
            reply = ('compopt -o filenames 2>/dev/null; '
                     'mapfile -t COMPREPLY < <(compgen -f -- "$cur")')
        elif option.value and option.choices:
            reply = (f'mapfile -t COMPREPLY < <(compgen -W {shlex.quote(" ".join(option.choices))}'
                     ' -- "$cur")')
        elif option.value:
            reply = 'COMPREPLY=()'
        else:
            continue
        replies.setdefault(reply, []).extend(option.names)
    lines += [f'        {"|".join(names)}) {reply}; return;;' for reply, names in replies.items()]
    lines += ['    esac',
              '    if [[ $cur == -* ]]; then',
              '        local options',
              '        case $command in']
    for command in COMMANDS:
        names = ' '.join(n for option in _options(command) for n in option.names)
        lines.append(f'            {command}) options={shlex.quote(names)};;')
    positional = {command: ' '.join(choices(word)) for command in COMMANDS
                  for word in ('COMMAND', 'SHELL') if word in _usage_words(command)}
    lines += ['        esac',
              '        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")',
              '    elif (( here )); then',
              '        mapfile -t COMPREPLY < <(compgen -W '
              f'{shlex.quote(" ".join(_commands()))} -- "$cur")',
              '    else',
              '        case $command in']
    # (one COMMAND or SHELL at most)
    lines += [f'            {command}) (( operands )) || mapfile -t COMPREPLY < <(compgen -W '
              f'{shlex.quote(words)} -- "$cur");;' for command, words in positional.items()]
    lines += ['        esac', '    fi', '}', f'complete -F _{NAME} {NAME}', '']
    return '\n'.join(lines)


def _valued() -> list[str]:
    """The names of every option that takes a value."""
    return sorted({name for command in COMMANDS for option in _options(command)
                   if option.value for name in option.names})


def _bash_command() -> list[str]:
    """Lines that find the command among the words before the cursor, as
    the command line does: after options only, each valued one with its
    value (bash splits --lang=es into three words); `here` says whether the
    word at the cursor is where a command may go."""
    return ['    local i=1 here=1',
            '    for (( i = 1; i < COMP_CWORD; i++ )); do   # after --, only clues',
            '        if [[ ${COMP_WORDS[i]} == -- ]]; then   # (unless a value: --words=--)',
            '            local before=${COMP_WORDS[i-1]}',
            '            if [[ $before == = ]]; then before=${COMP_WORDS[i-2]}; fi',
            f'            case $before in {"|".join(_valued())}) ;; *) return;; esac',
            '        fi',
            '    done',
            '    i=1',
            '    while (( i < COMP_CWORD )); do',
            '        case ${COMP_WORDS[i]} in',
            f'            {"|".join(_valued())}) i=$((i + 2));'
            ' if [[ ${COMP_WORDS[i-1]} == = ]]; then i=$((i + 1)); fi;;',
            '            -|--) here=0; break;;',
            '            -*) i=$((i + 1));;',
            f'            {"|".join(_commands())}) command=${{COMP_WORDS[i]}}; here=0; break;;',
            '            *) here=0; break;;',
            '        esac',
            '    done',
            '    local operands=0   # the words after the command that are no option',
            "    if [[ $command != find ]]; then",
            '        for (( i++; i < COMP_CWORD; i++ )); do',
            '            if [[ ${COMP_WORDS[i]} != -* ]]; then (( operands++ )); fi',
            '        done',
            '    fi']


def _usage_words(command: str) -> list[str]:
    from wordlegrep.cli import _usage_lines
    words = ' '.join(_usage_lines(command)).replace('[', ' ').replace(']', ' ').split()
    return [word.removesuffix('...') for word in words]   # (CLUE... is a CLUE)


# -- zsh -------------------------------------------------------------------------

def _zsh_text(text: str) -> str:
    """Text inside an _arguments spec, its brackets and colons escaped."""
    return text.replace('\\', '\\\\').replace('[', '\\[').replace(']', '\\]').replace(':', '\\:')


def _zsh_spec(option: Option) -> str:
    """The _arguments spec of one option: `*` when it may repeat, else
    its short and long names exclude each other."""
    action = ''
    if option.value:
        action = (':file:_files' if option.value in FILES else
                  f':{option.value.lower()}:({" ".join(option.choices)})' if option.choices else
                  f':{option.value.lower()}: ')
    described = f'[{_zsh_text(option.help)}]{action}'
    prefix = '*' if option.repeats else f'({" ".join(option.names)})' if option.short else ''
    # (a long option's value may follow it after =, as the command line takes it)
    return ' '.join(shlex.quote(prefix + name + ('=' if option.value and name == option.long
                                                  else '') + described)
                    for name in option.names)


def zsh() -> str:
    """A zsh completion function for compsys (#compdef)."""
    described = [f'{name}:{_zsh_text(text)}' for name, text in _commands().items()]
    lines = [f'#compdef {NAME}',
             f'# zsh completion for {NAME}: {NAME} completion zsh > ~/.zfunc/_{NAME}, '
             'with fpath+=(~/.zfunc) before compinit',
             f'_{NAME}_commands() {{',
             f'    local -a commands=({" ".join(shlex.quote(d) for d in described)})',
             "    _describe -t commands 'command' commands",
             '}',
             f'_{NAME}() {{',
             '    local command=find i=2',
             '    while (( i < CURRENT )); do   # the command may follow options, as git\'s does',
             '        case $words[i] in',
             f'            ({"|".join(_valued())}) (( i += 2 ));;',
             '            (-|--) command=clues; break;;',
             '            (-*) (( i++ ));;',
             f'            ({"|".join(_commands())}) command=$words[i]; words[i]=(); '
             '(( CURRENT-- )); break;;',
             '            (*) break;;',
             '        esac',
             '    done',
             '    case $command in']
    for command in COMMANDS:
        specs = [_zsh_spec(option) for option in _options(command)]
        words = _usage_words(command)
        if command == 'find':
            specs += [f"'1: :_{NAME}_commands'", "'*:clue: '"]
        elif 'COMMAND' in words:
            specs.append(shlex.quote(f'1:command:({" ".join(choices("COMMAND"))})'))
        elif 'SHELL' in words:
            specs.append(shlex.quote(f'1:shell:({" ".join(choices("SHELL"))})'))
        elif {'CLUE', 'GUESS'} & set(words):
            specs.append("'*:word or clue: '")
        lines.append(f'        ({command}) _arguments -s -S {" ".join(specs)};;')
    lines += ["        (clues) _message clue;;", '    esac', '}', f'_{NAME} "$@"', '']
    return '\n'.join(lines)


# -- fish ------------------------------------------------------------------------

def _fish_quote(text: str) -> str:
    """A fish single-quoted string: only \\ and ' are special there."""
    return "'" + text.replace('\\', '\\\\').replace("'", "\\'") + "'"


def fish() -> str:
    """fish `complete` commands."""
    commands = list(_commands())
    here, given = f'__{NAME}_command_here', f'__{NAME}_operand_given'
    lines = [f'# fish completion for {NAME}: {NAME} completion fish > '
             f'~/.config/fish/completions/{NAME}.fish',
             f'complete -c {NAME} -f',
             # where a command may go: after options only, each valued one with its value
             f'function {here}',
             '    set -l words (commandline -opc)',
             '    set -l i 2',
             '    while test $i -le (count $words)',
             '        set -l word $words[$i]',
             f'        if contains -- $word {" ".join(_valued())}',
             '            set i (math $i + 2)',
             '        else if test "$word" = - -o "$word" = --',
             '            return 1',
             "        else if string match -q -- '-*' $word",
             '            set i (math $i + 1)',
             '        else',
             '            return 1',
             '        end',
             '    end',
             'end',
             # whether a word that is no option follows the command $argv[1]
             f'function {given}',
             '    set -l words (commandline -opc)',
             '    set -l after 0',
             '    for word in $words[2..-1]',
             '        if test $after = 1; and not string match -q -- \'-*\' $word',
             '            return 0',
             '        else if test "$word" = $argv[1]',
             '            set after 1',
             '        end',
             '    end',
             '    return 1',
             'end']
    lines += [f'complete -c {NAME} -n {here} -a {name} -d {_fish_quote(text)}'
              for name, text in _commands().items()]
    for command in COMMANDS:
        when = (f'not __fish_seen_subcommand_from {" ".join(commands)}' if command == 'find'
                else f'__fish_seen_subcommand_from {command}')
        for option in _options(command):
            parts = [f'complete -c {NAME} -n {_fish_quote(when)}']
            if option.short:
                parts.append(f'-s {option.short[1:]}')
            parts.append(f'-l {option.long[2:]}')
            if option.value in FILES:
                parts.append('-r -F')
            elif option.value:
                parts.append('-x')
                if option.choices:
                    parts.append(f'-a {_fish_quote(" ".join(option.choices))}')
            parts.append(f'-d {_fish_quote(option.help)}')
            lines.append(' '.join(parts))
        for word in ('COMMAND', 'SHELL'):   # (one at most)
            if word in _usage_words(command):
                lines.append(f'complete -c {NAME} -n '
                             f'{_fish_quote(f"{when}; and not {given} {command}")} '
                             f'-a {_fish_quote(" ".join(choices(word)))}')
    return '\n'.join(lines) + '\n'


SCRIPTS = {'bash': bash, 'zsh': zsh, 'fish': fish}


def completion_command(opts: Options, out: Output) -> int:
    """wordle completion SHELL: print the completion script for SHELL."""
    # Its words, choices and code are ASCII; only the help's prose in the
    # descriptions (the --alphabet example's ñ) may not be, and a ? there
    # changes nothing a shell does.
    out.write_prose(SCRIPTS[opts.shell or 'bash']())
    return 0
