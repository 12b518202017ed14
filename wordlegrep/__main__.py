from wordlegrep import _command

raise SystemExit(_command())
