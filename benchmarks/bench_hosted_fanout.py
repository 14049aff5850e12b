"""A hosted table with many screens: how long a seat's move takes to reach the other seat with
1 and with 100 spectators connected, and how long opening 25, 50 and 100 connections takes.

Loopback only, three processes so that nobody's work is timed as another's: the host, the
spectators (each reads every message it is sent, as a screen does), and the two seats, which
play a seeded game (their first legal answer, a tenth of a second apart, as people answer far
apart) and time each move from the send to the other seat's new table. The figure to compare is the ratio, 100 spectators against 1 (target ≤ 2),
and the time per connection as their number grows (linear: about the same per connection).

    python benchmarks/bench_hosted_fanout.py [MOVES]
"""

from __future__ import annotations

import asyncio
import multiprocessing
import statistics
import sys
import time

SPECTATORS = 100
MOVES = int(sys.argv[1]) if len(sys.argv) > 1 else 40
PATIENCE = 30.0
#: seconds between two moves (not timed)
PACE = 0.1


def _host(found) -> None:
    """The host process: a game of two human seats, spectators let in without a cap."""
    from kemet_tui.core.engine import Engine
    from kemet_tui.net.gate import Gate, JoinRate
    from kemet_tui.net.server import TableServer
    from kemet_tui.net.table import host

    async def run() -> None:
        table = host(Engine("kemet-seth", 7, {"alliance_size": 2}))
        gate = Gate(max_spectators=SPECTATORS + 10, rate=JoinRate(10_000.0, 10_000))
        server = TableServer(table, gate=gate)
        await server.start()
        found.put((server.url(), {s: server.url(table.keys.key_of(s)) for s in table.keys.seats}))
        await asyncio.sleep(3600)

    asyncio.run(run())


def _spectators(url: str, count: int, report, stop) -> None:
    """``count`` spectators that read everything; reports when each had its first table."""
    import aiohttp

    async def run() -> None:
        session = aiohttp.ClientSession()
        sockets, opened, started = [], [], time.perf_counter()
        for _ in range(count):
            socket = await session.ws_connect(url)
            await asyncio.wait_for(socket.receive(), PATIENCE)
            sockets.append(socket)
            opened.append(time.perf_counter() - started)

        async def drain(socket) -> None:
            async for _ in socket:
                pass

        readers = [asyncio.ensure_future(drain(s)) for s in sockets]
        report.put(opened)
        while stop.empty():
            await asyncio.sleep(0.05)
        for reader in readers:
            reader.cancel()
        for socket in sockets:
            await socket.close()
        await session.close()

    asyncio.run(run())


async def _latencies(seats: dict[str, str], moves: int) -> list[float]:
    """Seconds from a seat's answer to the other seat's table after it, ``moves`` times."""
    from kemet_tui.net.link import SeatLink
    from kemet_tui.protocol import Table

    links = {seat: SeatLink(url) for seat, url in seats.items()}
    for link in links.values():
        await link.open()

    async def table_at(link, plies: int) -> Table:
        while link.table is None or link.table.plies < plies:
            await asyncio.wait_for(link.receive(), PATIENCE)
        return link.table

    times = []
    plies = 0
    for _ in range(moves):
        tables = {s: await table_at(link, plies) for s, link in links.items()}
        asked = next((s for s, t in tables.items() if t.asked), None)
        if asked is None:
            break
        other = next(s for s in links if s != asked)
        await asyncio.sleep(PACE)  # people answer seconds apart: the last move's sends are done
        started = time.perf_counter()
        await links[asked].play(tables[asked].legal[0], plies)
        await table_at(links[other], plies + 1)
        times.append(time.perf_counter() - started)
        plies += 1
    for link in links.values():
        await link.close()
    return times


def _measure(spectators: int, moves: int) -> tuple[list[float], list[float]]:
    context = multiprocessing.get_context("spawn")
    found, report, stop = context.Queue(), context.Queue(), context.Queue()
    host = context.Process(target=_host, args=(found,), daemon=True)
    host.start()
    watchers = None
    try:
        public, seats = found.get(timeout=PATIENCE)
        watchers = context.Process(
            target=_spectators, args=(public, spectators, report, stop), daemon=True
        )
        watchers.start()
        opened = report.get(timeout=PATIENCE * 4)
        return opened, asyncio.run(_latencies(seats, moves))
    finally:
        stop.put(True)
        for process in (watchers, host):
            if process is not None:
                process.join(timeout=5)
                if process.is_alive():
                    process.kill()
                    process.join(timeout=5)


def main() -> None:
    results = {}
    for count in (1, SPECTATORS):
        opened, times = _measure(count, MOVES)
        results[count] = (opened, times)
        median = statistics.median(times) * 1000
        p90 = sorted(times)[int(len(times) * 0.9)] * 1000
        print(
            f"{count:>3} spectators: a move reaches the other seat in median {median:.1f} ms, "
            f"p90 {p90:.1f} ms ({len(times)} moves)"
        )
    one = statistics.median(results[1][1])
    many = statistics.median(results[SPECTATORS][1])
    print(f"ratio, {SPECTATORS} spectators against 1: {many / one:.2f}x (target <= 2)")
    opened = results[SPECTATORS][0]
    for count in (25, 50, 100):
        total = opened[count - 1]
        print(
            f"opening {count:>3} connections: {total * 1000:.0f} ms, "
            f"{total / count * 1000:.1f} ms each"
        )


if __name__ == "__main__":
    main()
