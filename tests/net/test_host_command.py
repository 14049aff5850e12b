"""``kemet-tui host`` and ``kemet-tui join`` from the command line: refusals in one line, and a
real host process on the loopback address that prints each seat's line, lets a seat in with it,
autosaves, and stops on ctrl+c saying where the game is."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import closing

import pytest

from kemet_tui.cli import main
from kemet_tui.net.link import SeatLink


@pytest.mark.parametrize("argv, says", [
    (["host", "chess"], "chess"),
    (["host", "kemet-seth", "-o", "round_cap=3"], "round_cap is for self-play series"),
    (["host", "kemet-seth", "--bot", "a9=kemet:1"], "Bad"),
    (["join", "http://127.0.0.1:8765/play"], "Not a table's address"),
])
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


async def _first_table(url: str) -> dict:
    async with SeatLink(url) as link:
        return await asyncio.wait_for(link.receive(), 20)


def test_a_host_prints_each_seats_line_and_stops_on_ctrl_c(tmp_path):
    port = _free_port()
    env = {**os.environ, "KEMET_TUI_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen(
        [sys.executable, "-m", "kemet_tui", "host", "kemet-seth", "--seed", "3", "--port",
         str(port), "-o", "alliance_size=2", "--bot", "a2=kemet:1"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        lines = _lines_until(process, "Ctrl\\+C stops the host", time.monotonic() + 60)
        assert f"hosted on 127.0.0.1:{port} (this machine only" in lines[0]
        seats = dict(re.findall(r"^  (\w+): kemet-tui join '(ws://[^']+\?key=[^']+)'$",
                                "\n".join(lines), re.M))
        assert set(seats) == {"Seth", "A1"}
        assert any("A2: the computer (kemet:1)" in line for line in lines)
        table = asyncio.run(_first_table(seats["A1"]))
        assert table["seat"] == "a1"
        public = re.search(r"public board, for a shared screen: kemet-tui join '([^']+)'",
                           "\n".join(lines)).group(1)
        assert asyncio.run(_first_table(public))["seat"] is None
    finally:
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=30)
    assert process.returncode == 0
    assert "The host stopped; the game is in" in out
    assert list((tmp_path / "autosave").glob("kemet-seth-*.json"))
