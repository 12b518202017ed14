"""wordlegrep: Wordle clues as regular expressions and shell pipelines."""
__version__ = '0.1.0'
