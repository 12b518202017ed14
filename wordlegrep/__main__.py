from wordlegrep.launch import main

raise SystemExit(main())
