#!/bin/sh
# Any word list works: the system dictionary when there is one, else the
# answers list read from stdin.
if [ -r /usr/share/dict/words ]; then
    wordle --words /usr/share/dict/words JUDGE=....e CHEST=c.E.. WRECK=..Ec.
else
    wordle --list answers JUDGE=....e CHEST=c.E.. WRECK=..Ec.
fi
