"""``kemet-tui host`` and ``kemet-tui join`` from the command line: refusals in one line, and a
real host process on the loopback address that prints each seat's line, lets a seat in with it,
autosaves, and stops on ctrl+c saying where the game is."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import stat
import subprocess
import sys
import time
from contextlib import closing, contextmanager

import pytest

from kemet_tui.cli import main
from kemet_tui.net.link import SeatLink


@pytest.mark.parametrize(
    "argv, says",
    [
        (["host", "chess"], "chess"),
        (["host", "kemet-seth", "-o", "round_cap=3"], "round_cap is for self-play series"),
        (["host", "kemet-seth", "--bot", "a9=kemet:1"], "Bad"),
        (["join", "http://127.0.0.1:8765/play"], "Not a table's address"),
    ],
)
def test_a_bad_request_is_refused_in_one_line(capsys, argv, says):
    assert main(argv) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and says in err


def _free_port() -> int:
    with closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _lines_until(process, pattern: str, deadline: float) -> list[str]:
    lines = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if re.search(pattern, line):
            return lines
    raise AssertionError(f"no line matching {pattern!r} in {lines}")


async def _first_table(url: str, cafile: str | None = None):
    async with SeatLink(url, cafile) as link:
        return await asyncio.wait_for(link.receive(), 20)


def _ctrl_c_heard() -> None:
    """Let the host hear Ctrl+C even where the suite itself was started with SIGINT ignored
    (a job started with ``&`` from a script): a child inherits an ignored signal, and Python
    then never raises KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def _hosting(tmp_path, *args: str, stderr=subprocess.STDOUT):
    """A ``kemet-tui host`` process on a free loopback port, and the lines it printed up to
    "Ctrl+C stops the host"; always ended (killed if it outlives its ctrl+c)."""
    port = _free_port()
    env = {**os.environ, "KEMET_TUI_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen(
        [sys.executable, "-m", "kemet_tui", "host", *args, "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
        env=env,
        preexec_fn=_ctrl_c_heard,
    )
    try:
        lines = _lines_until(process, "Ctrl\\+C stops the host", time.monotonic() + 60)
        yield process, port, lines
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=30)


def _seat_lines(lines: list[str]) -> dict[str, str]:
    return dict(
        re.findall(r"^  (\w+): kemet-tui join '(wss?://[^']+\?key=[^']+)'$", "\n".join(lines), re.M)
    )


def _stop(process) -> str:
    """Ctrl+C once; the host must be gone soon after, saying where the game is (the bound leaves
    room for a machine whose cores are shared: the suite runs on both with pytest-xdist)."""
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=45)
    assert process.returncode == 0
    return out


def test_a_host_prints_each_seats_line_and_stops_on_ctrl_c(tmp_path):
    with _hosting(
        tmp_path, "kemet-seth", "--seed", "3", "-o", "alliance_size=2", "--bot", "a2=kemet:1"
    ) as (process, port, lines):
        assert f"hosted on 127.0.0.1:{port} (this machine only" in lines[0]
        seats = _seat_lines(lines)
        assert set(seats) == {"Seth", "A1"}
        assert any("A2: the computer (kemet:1)" in line for line in lines)
        table = asyncio.run(_first_table(seats["A1"]))
        assert table.seat == "a1"
        public = re.search(
            r"public board, for a shared screen: kemet-tui join '([^']+)'", "\n".join(lines)
        ).group(1)
        assert asyncio.run(_first_table(public)).seat is None
        out = _stop(process)
    assert "The host stopped; the game is in" in out
    assert list((tmp_path / "autosave").glob("kemet-seth-*.json"))
    keys = list((tmp_path / "autosave").glob("kemet-seth-*.keys"))
    assert len(keys) == 1 and stat.S_IMODE(keys[0].stat().st_mode) == 0o600


async def _connected_and_waiting(url: str) -> None:
    """A screen that joins and then reads nothing more (its messages pile up)."""
    async with SeatLink(url) as link:
        await asyncio.wait_for(link.receive(), 20)
        await asyncio.sleep(0.5)


def test_the_host_stops_on_the_first_ctrl_c_with_screens_connected_and_bots_thinking(tmp_path):
    with _hosting(
        tmp_path,
        "kemet-seth",
        "--seed",
        "5",
        "-o",
        "alliance_size=2",
        "--bot",
        "seth=kemet:3",
        "--bot",
        "a2=kemet:3",
        "--bot-pause",
        "0",
    ) as (process, port, lines):
        seats = _seat_lines(lines)

        async def hold() -> None:
            links = [SeatLink(seats["A1"]), SeatLink(f"ws://127.0.0.1:{port}/play")]
            for link in links:
                await link.open()
                await asyncio.wait_for(link.receive(), 20)
            process.send_signal(signal.SIGINT)  # while they are connected
            await asyncio.sleep(0.2)
            for link in links:
                await link.close()

        started = time.monotonic()
        asyncio.run(hold())
        out, _ = process.communicate(timeout=45)
        assert process.returncode == 0 and time.monotonic() - started < 15
    assert "The host stopped" in out


def test_load_keeps_the_lines_honours_bot_and_reissues_one_seat(tmp_path):
    with _hosting(tmp_path, "kemet-seth", "--seed", "3", "-o", "alliance_size=2") as (
        process,
        port,
        lines,
    ):
        first = _seat_lines(lines)
        out = _stop(process)
    save = re.search(r"--load (\S+) goes on", out).group(1)
    with _hosting(
        tmp_path, "kemet-seth", "--load", save, "--bot", "a2=kemet:1", "--new-key", "Seth".lower()
    ) as (process, port, lines):
        again = _seat_lines(lines)
        assert any("A2: the computer (kemet:1)" in line for line in lines)
        assert again["A1"].split("key=")[1] == first["A1"].split("key=")[1]
        assert again["Seth"].split("key=")[1] != first["Seth"].split("key=")[1]
        assert set(again) == {"Seth", "A1"}
        _stop(process)


def test_the_host_and_join_import_only_declared_dependencies():
    """``host`` and ``join`` work after a plain install: every package the hosted table's
    modules import is the standard library's, kemet-tui's, or a declared dependency."""
    import ast
    import tomllib
    from pathlib import Path

    import kemet_tui

    root = Path(kemet_tui.__file__).parent
    project = tomllib.loads((root.parent / "pyproject.toml").read_text())
    declared = {
        re.split(r"[<>=!~ ;\[]", r)[0].replace("-", "_") for r in project["project"]["dependencies"]
    }
    declared |= {"pydantic_core"}  # pydantic's own
    files = [
        *sorted((root / "net").glob("*.py")),
        root / "protocol.py",
        root / "cli" / "hosting.py",
        root / "tui" / "parts" / "joined_link.py",
    ]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text())):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module]
                if isinstance(node, ast.ImportFrom) and not node.level
                else []
            )
            for name in names:
                top = name.split(".")[0]
                assert (
                    top in sys.stdlib_module_names
                    or top == "kemet_tui"
                    or top in declared
                    or top == "textual_serve"
                ), (path.name, name)


def test_a_finished_games_host_names_no_autosave(tmp_path, monkeypatch, capsys):
    """Stopped after the game ended, the host says the game is over, not where a file it
    removed would be."""
    from kemet_tui.cli import hosting

    monkeypatch.setenv("KEMET_TUI_DATA_DIR", str(tmp_path))

    async def finished(server, started):
        engine = server.table.engine
        engine.resign("seth")
        raise KeyboardInterrupt

    monkeypatch.setattr(hosting, "_serve", finished)
    assert (
        main(
            [
                "host",
                "kemet-seth",
                "--seed",
                "3",
                "-o",
                "alliance_size=2",
                "--port",
                str(_free_port()),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "the game is over" in out and "--load" not in out
    assert not list((tmp_path / "autosave").glob("kemet-seth-*.json"))
    assert not list((tmp_path / "autosave").glob("kemet-seth-*.keys"))


def test_the_bad_input_set_leaves_the_hosts_terminal_clean(tmp_path):
    """The bad-input set sent to a real host process: its terminal shows its own lines only
    (nothing on stderr), and it still stops on one ctrl+c."""
    import aiohttp

    from tests.net.test_bad_input import BAD

    async def send_all(url: str) -> None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(url) as ws:
                for text in BAD:
                    await ws.send_str(
                        text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
                    )
                await ws.send_bytes(b"\xff" * 1000)
                for number in range(500):
                    await ws.send_str('{"type": "play", "token": "x", "plies": %d}' % number)
            async with session.ws_connect(url) as ws:
                try:
                    await ws.send_str("x" * 10_000_000)
                except ConnectionError:
                    pass
                await asyncio.wait_for(ws.receive(), 20)
            async with session.get(url.replace("ws://", "http://")) as response:
                assert response.status >= 400  # a plain GET on the websocket's route

    with _hosting(
        tmp_path, "kemet-seth", "--seed", "3", "-o", "alliance_size=2", stderr=subprocess.PIPE
    ) as (process, port, lines):
        asyncio.run(send_all(_seat_lines(lines)["Seth"]))
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=45)
    assert process.returncode == 0 and err == ""
    assert "The host stopped" in out
