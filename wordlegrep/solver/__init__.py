"""The solver: score every guess against every possible answer at once, then
rank guesses, play, assist and benchmark. Everything here needs numpy, so
nothing outside the solver's commands imports this package.
"""
