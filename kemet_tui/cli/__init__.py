"""The ``kemet-tui`` command: play in the terminal, or work on games headlessly.

Every failure a user can cause (a bad argument, an unknown ruleset, a broken save, an illegal
move) ends with one clear line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from kemet_tui.cli.parser import build_parser
from kemet_tui.core.errors import KemetError

EXIT_USAGE = 2
EXIT_REFUSED = 1


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.handler(args) or 0)
    except KemetError as error:
        print(f"kemet-tui: {error}", file=sys.stderr)
        return EXIT_REFUSED
    except KeyboardInterrupt:
        print("kemet-tui: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
