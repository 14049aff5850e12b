"""``kemet-tui serve``: the game in a browser through textual-serve (the optional web extra).

The server is started for real on the loopback address; the test fetches the page a browser
opens, then connects its websocket as the page does and waits for the title screen to arrive.
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from contextlib import closing

import pytest

from kemet_tui.cli import main


def free_port() -> int:
    with closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(params=[False])
def server(request):
    """A running ``kemet-tui serve`` on 127.0.0.1 and its port; stopped afterwards (``--join``
    when the test is given ``True`` as the fixture's parameter)."""
    pytest.importorskip(
        "textual_serve",
        reason="the web extra is not installed: pip install '.[web]' to test browser play",
    )
    port = free_port()
    join = ["--join"] if request.param else []
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kemet_tui",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            *join,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        yield port
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


async def fetch_page(port: int, deadline: float) -> str:
    import aiohttp

    async with aiohttp.ClientSession() as session:
        while True:
            try:
                async with session.get(f"http://127.0.0.1:{port}/") as response:
                    assert response.status == 200
                    return await response.text()
            except aiohttp.ClientConnectorError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.2)


async def first_screen(port: int, deadline: float, until: str = "K E M E T") -> str:
    """What the served app sends over the websocket until ``until`` (the title's banner)
    shows."""
    import aiohttp

    received = ""
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"ws://127.0.0.1:{port}/ws?width=100&height=30") as ws:
            while until not in received and time.monotonic() < deadline:
                try:
                    message = await ws.receive(timeout=max(0.1, deadline - time.monotonic()))
                except asyncio.TimeoutError:
                    break
                if message.type == aiohttp.WSMsgType.BINARY:
                    received += message.data.decode("utf-8", "replace")
                elif message.type == aiohttp.WSMsgType.TEXT:
                    received += message.data
                else:
                    break
    return received


async def test_the_server_serves_the_page_and_the_game_on_the_loopback(server):
    deadline = time.monotonic() + 30
    page = await fetch_page(server, deadline)
    assert "textual.js" in page, "the page that runs the terminal in the browser"
    assert f'data-session-websocket-url="ws://127.0.0.1:{server}/ws"' in page
    assert "K E M E T" in await first_screen(server, time.monotonic() + 40)


@pytest.mark.parametrize("server", [True], indirect=True)
async def test_with_join_each_tab_asks_for_a_seats_line(server):
    await fetch_page(server, time.monotonic() + 30)
    received = await first_screen(server, time.monotonic() + 40, until="Paste")
    assert "Join a hosted game" in received.replace("\x1b", "")


def test_without_the_web_extra_serve_says_how_to_install_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)  # import fails
    assert main(["serve"]) == 1
    out, err = capsys.readouterr()
    assert (
        err.strip() == "kemet-tui: browser play needs the web extra: pip install 'kemet-tui[web]'"
    )


@pytest.mark.parametrize("port", ["0", "70000", "http"])
def test_a_bad_port_is_refused_in_one_line(capsys, port):
    with pytest.raises(SystemExit) as stop:
        main(["serve", "--port", port])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1].startswith("kemet-tui serve: error:")


def test_a_tab_takes_one_of_the_slots_and_one_past_them_is_turned_away(tmp_path):
    pytest.importorskip("fcntl", reason="tabs are counted with fcntl locks (not on Windows)")
    from kemet_tui.cli import tab_slots

    held = [tab_slots.take(tmp_path, 2) for _ in range(2)]
    assert all(held) and tab_slots.take(tmp_path, 2) is False
    held[0].close()  # a tab that ends frees its slot
    again = tab_slots.take(tmp_path, 2)
    assert again
    again.close()
    held[1].close()


def test_a_tab_past_the_cap_says_so_in_one_line_and_ends(tmp_path, capsys):
    pytest.importorskip("fcntl", reason="tabs are counted with fcntl locks (not on Windows)")
    from kemet_tui.cli import tab_slots

    held = tab_slots.take(tmp_path, 1)
    try:
        assert main(["join", "--tab-slots", str(tmp_path), "--max-tabs", "1"]) == 1
        out = capsys.readouterr().out
        assert out.count("\n") == 1 and "at most 1 browser tabs" in out
    finally:
        held.close()
