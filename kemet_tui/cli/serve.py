"""``kemet-tui serve``: the game in a web browser, through textual-serve.

textual-serve runs one ``kemet-tui`` process per browser tab and streams its screen over a
websocket; this module only checks the arguments and starts that server. textual-serve is an
optional extra (``pip install 'kemet-tui[web]'``), so it is imported only here, and its absence
is one clear line, never a traceback. With ``--join`` the tabs are capped (``--max-tabs``,
:mod:`.tab_slots`): each is a process on this machine.
"""

from __future__ import annotations

import shlex
import sys
import tempfile
from argparse import Namespace

from kemet_tui.core.errors import KemetError

INSTALL_HINT = "browser play needs the web extra: pip install 'kemet-tui[web]'"


def game_command(join: bool = False, slots: str | None = None, max_tabs: int = 8) -> str:
    """The command each browser tab runs: this interpreter opening the title screen, or with
    ``join`` the form that joins a seat of a hosted game (``kemet-tui host``), holding one of
    ``max_tabs`` slots of the folder ``slots`` (:mod:`.tab_slots`)."""
    command = [sys.executable, "-m", "kemet_tui"]
    if join:
        command.append("join")
        if slots is not None:
            command += ["--tab-slots", slots, "--max-tabs", str(max_tabs)]
    return shlex.join(command)


def serve(args: Namespace) -> int:
    """Serve the title screen on ``args.host``:``args.port`` until interrupted."""
    try:
        from textual_serve.server import Server
    except ImportError:
        raise KemetError(INSTALL_HINT) from None
    join = getattr(args, "join", False)
    with tempfile.TemporaryDirectory(prefix="kemet-tui-tabs-") as slots:
        command = game_command(join, slots if join else None, getattr(args, "max_tabs", 8))
        server = Server(command, host=args.host, port=args.port, title="kemet-tui")
        try:
            server.serve()
        except OSError as error:
            raise KemetError(
                f"cannot serve on {args.host}:{args.port}: {error.strerror or error}"
            ) from None
    return 0
