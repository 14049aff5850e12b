"""The ``kemet-tui`` command: play in the terminal, or work on games headlessly.

Every failure a user can cause (a bad argument, an unknown ruleset, a broken save, an illegal
move) ends with one clear line on stderr and a non-zero exit, never a traceback. An unexpected
error (a bug) ends the same way: its traceback goes to the log file and the line says where.

Only the parser is imported before the arguments are read; the log, the paths and the command's
own module come once a command is sure to run (``--version`` and ``--help`` need none of them).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from kemet_tui.cli.parser import build_parser

EXIT_USAGE = 2
EXIT_REFUSED = 1
#: an unexpected error (EX_SOFTWARE): a bug, recorded in the log
EXIT_CRASH = 70


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    from kemet_tui.core.errors import KemetError
    from kemet_tui.core.logs import DEFAULT_LEVEL, configure, record_crash
    from kemet_tui.core.paths import describe_os_error

    configure(args.log_level or DEFAULT_LEVEL)
    try:
        return int(args.handler(args) or 0)
    except BrokenPipeError:
        return 0
    except KemetError as error:
        return _refuse(str(error))
    except OSError as error:  # a file that cannot be read or written: its name and the cause
        return _refuse(describe_os_error(error))
    except KeyboardInterrupt:
        print("kemet-tui: interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # a bug: the traceback to the log, one line to the player
        print("kemet-tui: " + record_crash(error, "the command"), file=sys.stderr)
        return EXIT_CRASH


def _refuse(reason: str) -> int:
    """The one line a refusal prints (a name or path in it cannot drive the terminal)."""
    from kemet_tui.core.text import strip_controls

    print("kemet-tui: " + " ".join(strip_controls(reason).split()), file=sys.stderr)
    return EXIT_REFUSED
