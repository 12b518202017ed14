#!/bin/sh
# Dr. Drang's example: green t in the middle, a yellow a not at 2 or 3,
# and six black letters.
wordle -g ..t.. -b irepch -y a23
