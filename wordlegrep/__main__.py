from wordlegrep.cli import main

raise SystemExit(main())
