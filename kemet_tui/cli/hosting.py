"""``kemet-tui host`` and ``kemet-tui join``: seats on their own screens.

``host`` makes (or loads) the game, keeps it in an autosave of its own as hotseat does, serves
it (``kemet_tui.net``) and prints one join line per human seat with that seat's secret key, and
one for the public board. ``join`` opens the terminal screen of the seat a line names; given
several lines, their seats share that screen and its keyboard behind the curtain.
"""

from __future__ import annotations

import asyncio
import functools
import random
from argparse import Namespace
from collections.abc import Callable

from kemet_tui.core.errors import IllegalAction, KemetError
from kemet_tui.core.registry import get_ruleset

#: the rulesets a hosted table plays
HOSTED = ("kemet-seth", "seti-aleph", "seti-beth")
PUBLIC_NOTE = "this machine only: --host 0.0.0.0 lets other machines join"
OPEN_NOTE = (
    "reachable from other machines: anyone who can reach this address may watch the "
    "public board, and only the holder of a seat's line may play that seat"
)


def host(args: Namespace) -> int:
    """Host a game until interrupted (Ctrl+C); the autosave keeps it, and its seats' keys."""
    from kemet_tui.core.logs import adopt
    from kemet_tui.net.gate import Gate
    from kemet_tui.net.keys import keys_path
    from kemet_tui.net.server import LOOPBACK, TableServer
    from kemet_tui.tui.files.autosave import is_autosave, resume_autosave, start_autosave

    ruleset = get_ruleset(args.ruleset)
    if ruleset.name not in HOSTED:
        raise IllegalAction(f"kemet-tui host plays {', '.join(HOSTED)}, not {ruleset.name}.")
    engine = _game(args, ruleset)
    tls = _tls(args)
    # a game taken up from its autosave goes on in that file (Resume lists it once)
    resumed = args.load is not None and is_autosave(args.load)
    autosave = resume_autosave(args.load) if resumed else start_autosave(ruleset.name)
    try:
        table = _table(engine, autosave, resumed, args.new_keys)
    except BaseException:
        autosave.close(engine)
        raise
    adopt("aiohttp", "asyncio")  # a server's records go to the log file, never the terminal
    server = TableServer(
        table,
        host=args.host,
        port=args.port,
        bot_pause=args.bot_pause,
        gate=Gate(max_spectators=args.max_spectators),
        ssl_context=tls,
    )
    note = PUBLIC_NOTE if args.host == LOOPBACK else OPEN_NOTE
    browsers = None
    try:
        browsers = _browser_tabs(args.host, args.web, args.max_tabs) if args.web else None
        asyncio.run(_serve(server, lambda: _print_lines(server, note, autosave.path, args.web)))
    except KeyboardInterrupt:
        pass
    except OSError as error:
        raise KemetError(
            f"cannot host on {args.host}:{args.port}: {error.strerror or error}"
        ) from None
    finally:
        autosave.close(engine)
        if engine.outcome is not None:
            keys_path(autosave.path).unlink(missing_ok=True)
        if browsers is not None:
            _end(browsers)
    print(_farewell(engine, autosave.path))
    return 0


def _end(process) -> None:
    """Stop a child process: asked first, killed if it does not go within seconds."""
    import subprocess

    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


def _farewell(engine, path) -> str:
    """The host's last line: where the game is, or that it is over and its autosave gone."""
    if engine.outcome is not None:
        return (
            f"The host stopped; the game is over ({engine.outcome.reason}), so its "
            "autosave is gone."
        )
    return (
        f"The host stopped; the game is in {path} (kemet-tui host "
        f"{engine.ruleset.name} --load {path} goes on with it, with the same lines)."
    )


def _game(args: Namespace, ruleset):
    """The game to host: a new one from the options, or the one ``--load`` names, with the
    computer seats ``--bot`` gives and the teacher ``--teach`` turns on either way."""
    from kemet_tui.cli.game_options import check_play_options, with_bot_flags
    from kemet_tui.cli.headless import parse_options
    from kemet_tui.core.engine import Engine
    from kemet_tui.saves import open_game

    if args.load is None:
        options = with_bot_flags(parse_options(args.options), args.bots)
        if args.teach:
            options = {**options, "teach": True}
        check_play_options(ruleset, options)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
        return Engine(ruleset, seed, options)
    engine = open_game(args.load, expected_ruleset=ruleset.name, teach=args.teach)
    if not args.bots:
        return engine
    flags = with_bot_flags({}, args.bots)["bots"]
    options = {**engine.options, "bots": {**engine.options.get("bots", {}), **flags}}
    check_play_options(ruleset, options)
    return Engine.from_record(engine.record.model_copy(update={"options": options}))


def _table(engine, autosave, resumed: bool, new_keys: list[str]):
    """The hosted table, its keys those kept with the autosave (a game taken up again) but
    the seats ``new_keys`` names; the keys are kept again at once, as is the game."""
    from kemet_tui.net.keys import SeatKeys, keys_path
    from kemet_tui.net.table import host as host_table

    kept = SeatKeys.read(keys_path(autosave.path)) if resumed else None
    table = host_table(engine, autosave.write, kept)
    for seat in new_keys:
        if seat not in table.keys.seats:
            raise IllegalAction(
                f"--new-key names {seat!r}, not a human seat of this game "
                f"({', '.join(table.keys.seats)})."
            )
        table.keys = table.keys.reissued(seat)
    try:
        table.keys.write(keys_path(autosave.path))
    except OSError as error:
        print(f"The seats' keys could not be kept ({error}): --load will make new lines.")
    table.save()  # the file the host names exists from the start
    if table.save_problem:
        print(table.save_problem)
    return table


def _tls(args: Namespace):
    """The TLS context ``--certfile`` / ``--keyfile`` give (None: plain ws://)."""
    import ssl

    if args.certfile is None:
        if args.keyfile is not None:
            raise IllegalAction("--keyfile goes with --certfile (the host's certificate).")
        return None
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(args.certfile, args.keyfile)
    except (OSError, ssl.SSLError) as error:
        raise KemetError(
            f"cannot use the certificate {args.certfile}: "
            f"{getattr(error, 'strerror', None) or error}"
        ) from None
    return context


async def _serve(server, started: Callable[[], None]) -> None:
    await server.start()
    started()
    try:
        await asyncio.Event().wait()
    finally:
        await server.stop()


def _browser_tabs(host: str, port: int, max_tabs: int):
    """``kemet-tui serve --join`` beside the host, for the players who join in a browser tab
    (textual-serve runs one join screen per tab, at most ``max_tabs`` at once); stopped with
    the host."""
    import subprocess
    import sys

    from kemet_tui.cli.serve import INSTALL_HINT

    try:
        import textual_serve  # noqa: F401 - only to say early that the extra is missing
    except ImportError:
        raise KemetError(INSTALL_HINT) from None
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kemet_tui",
            "serve",
            "--join",
            "--host",
            host,
            "--port",
            str(port),
            "--max-tabs",
            str(max_tabs),
        ],
        stdout=subprocess.DEVNULL,
    )


def _print_lines(server, note: str, save_path, web: int | None = None) -> None:
    table = server.table
    print(f"{table.engine.ruleset.title} is hosted on {server.host}:{server.port} ({note}).")
    print("Each player joins with their own line; keep it to yourself, it plays your seat:")
    for seat in table.keys.seats:  # the keys are printed here only
        print(f"  {table.label(seat)}: kemet-tui join '{server.url(table.keys.key_of(seat))}'")
    for seat, bot in table.bots.items():
        print(f"  {table.label(seat)}: the computer ({bot.name})")
    print(f"The public board, for a shared screen: kemet-tui join '{server.url()}'")
    if web:
        print(f"In a browser: open http://{server.host}:{web}/ and paste your line there.")
    print(f"Autosaved to {save_path} after every move. Ctrl+C stops the host.", flush=True)


def join(args: Namespace) -> int:
    """Open the screen of the seats ``args.urls`` name (the public board for a line without a
    key); several seats share it behind the curtain."""
    from kemet_tui.cli.interactive import run_app, settings_for
    from kemet_tui.net.link import SeatLink
    from kemet_tui.tui.app import make_app

    if args.tab_slots is not None:
        from kemet_tui.cli import tab_slots

        slot = tab_slots.take(args.tab_slots, args.max_tabs)
        if not slot:
            print(tab_slots.FULL.format(n=args.max_tabs), flush=True)
            return 1
    if not args.urls:
        form = functools.partial(SeatLink, cafile=args.cafile)
        return run_app(
            make_app(
                join_form=form, report_crashes=True, join_teach=args.teach, **settings_for(args)
            )
        )
    for url in args.urls:
        if not url.startswith(("ws://", "wss://")):
            raise IllegalAction(
                f"Not a table's address: {url!r} (the host prints lines like "
                "kemet-tui join 'ws://127.0.0.1:8765/play?key=...')."
            )
    links = [SeatLink(url, args.cafile) for url in dict.fromkeys(args.urls)]
    return run_app(
        make_app(join=links, report_crashes=True, join_teach=args.teach, **settings_for(args))
    )
