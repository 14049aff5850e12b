"""Allow ``python -m kemet_tui``."""

from kemet_tui.cli import main

raise SystemExit(main())
