#!/bin/sh
# Add each row as the game scores it and watch the list shrink.
set -e
clues=''
for row in JUDGE=....e CHEST=c.E.. WRECK=..Ec.; do
    clues="$clues $row"
    # $clues is split on purpose: one argument per row.
    printf '%s leaves %s\n' "$row" "$(wordle --count $clues)"
done
wordle $clues
