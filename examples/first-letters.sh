#!/bin/sh
# Which first letters are most common among the words still possible?
wordle -g ..t.. -b irepch -y a23 | cut -c1 | sort | uniq -c | sort -k1,1nr -k2 | head -5
