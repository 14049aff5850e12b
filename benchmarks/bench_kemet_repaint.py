"""Repaint after an action on the Kemet game screen (N = 5 map, 160 × 50), against the 16 ms
budget of a 60 Hz frame.

A seeded N = 5 game is played on through the engine to a busy map (round 2 or later), saved and
opened the way Resume opens it. Then the digit of an answer in the decision panel is fed the way
the terminal driver feeds keys (``driver.send_message``) and the time runs until Textual hands
the next frame to the terminal (rendered to escape sequences too: ``_tui_frames.FrameClock``).
When the answer passes the keyboard to another seat, that frame is the curtain's; lifting it
(Enter) repaints the game screen with the next seat's view. Both are reported apart.

Between two keys the app is left alone until no frame has come for a while (a player's keys
are far apart): a frame still owed to the last key would otherwise be timed as the next key's.
And the first frame must be the whole repaint: the screen as that frame left it is compared with
the screen once everything has settled, and the report says how many first frames were complete
(a panel that caught up a frame later would show here).

The same run times a reference: a plain Textual screen of the same size with as many widgets as
the game screen (``Static`` leaves in a grid that covers the whole terminal), every line of which
changes on each key. Its median is what Textual itself takes to repaint a changed screen of that
size and weight on this machine at this moment; our median is printed as a ratio of it beside
the absolute figure, so that runs on machines of different speed (or load) can be compared.

    python benchmarks/bench_kemet_repaint.py [actions] [WIDTHxHEIGHT]

(160x50 by default, the full layout; 120x40 is the compact one.)
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path

from _tui_frames import FrameClock, median, percentile, perf_counter  # noqa: I001
from textual import events
from textual.app import App, ComposeResult
from textual.containers import Grid
from textual.widgets import Static

from kemet_tui.core import Engine
from kemet_tui.core.storage import save_engine
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen

#: full screens that take the keyboard between two seats (the battle reveal, then the curtain)
HAND_OVERS = (CurtainScreen, RevealScreen)

BUDGET_MS = 16.0
#: one key's time to its first frame (ms) and whether that frame was the whole repaint
Sample = tuple[float, bool]
SIZE = (160, 50)


def busy_game(seed: int = 4, plies: int = 400) -> Path:
    """An N = 5 game some hundred plies in (troops out of their cities), saved to a file."""
    engine = Engine("kemet-seth", seed, {"alliance_size": 5})
    rng = random.Random(seed)
    while len(engine.tokens) < plies and engine.outcome is None:
        engine.play_token(rng.choice(engine.legal_tokens()))
    path = Path(tempfile.mkdtemp(prefix="kemet-bench-")) / "n5.json"
    save_engine(path, engine)
    return path


#: the app has settled when no frame has come for this long (Textual paints at most at 60 Hz)
QUIET_S = 0.05


class ShotClock(FrameClock):
    """A :class:`FrameClock` that also keeps what the screen shows after the first frame that
    follows a key (taken once that frame's time is noted: it is not timed)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.armed = False
        self.first_shot: list | None = None

    def _display(self, screen, renderable) -> None:
        super()._display(screen, renderable)
        if self.armed and renderable is not None:
            self.armed = False
            self.first_shot = screen_cells(screen)


def screen_cells(screen) -> list:
    """Every cell of ``screen`` as it shows: its character and its look (the mouse's meta
    aside, which nothing shows)."""
    return [
        [
            (segment.text, segment.style.clear_meta_and_links() if segment.style else None)
            for segment in strip.simplify()
        ]
        for strip in screen._compositor.render_strips()
    ]


async def settle(clock: FrameClock) -> None:
    """Wait until no frame has come for ``QUIET_S``."""
    while True:
        count = len(clock.frames)
        await asyncio.sleep(QUIET_S)
        if len(clock.frames) == count:
            return


async def press_and_time(app, clock: ShotClock, key: str) -> tuple[float, bool]:
    """Milliseconds from feeding ``key`` to the next painted frame, and whether that frame was
    the whole repaint (the screen did not change after it)."""
    await settle(clock)
    before = len(clock.frames)
    clock.armed, clock.first_shot = True, None
    start = perf_counter()
    char = "\r" if key == "enter" else key
    app._driver.send_message(events.Key(key, char))
    while len(clock.frames) == before:
        if perf_counter() - start > 10:
            raise RuntimeError(f"no frame came after {key!r} (did the app stop?)")
        await asyncio.sleep(0)
    latency = (clock.frames[before] - start) * 1000
    await settle(clock)
    return latency, clock.first_shot == screen_cells(app.screen)


def answer_key(game, rng: random.Random) -> str:
    """A seeded answer's key among the live lines the digits reach (a gap, an answer gone
    while the list shrank, plays nothing and changes no frame); Enter on the first live line
    when the digits reach none."""
    live = [index for index, token in enumerate(game.decision.tokens[:9]) if token]
    if live:
        return str(live[rng.randrange(len(live))] + 1)
    game.decision.focus_options()
    game.decision.options.highlighted = next(
        index for index, token in enumerate(game.decision.tokens) if token
    )
    return "enter"


async def measure(actions: int, path: Path, size: tuple[int, int] = SIZE) -> dict[str, list[float]]:
    app = make_app(load=path, frozen=True)
    rng = random.Random(1)
    found: dict[str, list[Sample]] = {"action": [], "to curtain": [], "curtain lifted": []}
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        clock = ShotClock(app)
        while len(found["action"]) + len(found["to curtain"]) < actions:
            if isinstance(app.screen, CurtainScreen):
                found["curtain lifted"].append(await press_and_time(app, clock, "enter"))
            elif isinstance(app.screen, RevealScreen):  # the table has seen the battle
                await press_and_time(app, clock, "enter")
            else:
                game = app.screen
                if game.engine.outcome is not None:
                    break
                sample = await press_and_time(app, clock, answer_key(game, rng))
                kind = "to curtain" if isinstance(app.screen, HAND_OVERS) else "action"
                found[kind].append(sample)
    return found


class PlainScreenApp(App[None]):
    """The reference: ``count`` plain ``Static`` widgets in a grid filling the terminal; each
    key (``x``) gives every one of them new text on every line it shows."""

    CSS = """
    Grid { grid-gutter: 0; }
    Static { height: 1fr; text-wrap: nowrap; overflow: hidden; }
    """

    def __init__(self, count: int, size: tuple[int, int]) -> None:
        super().__init__()
        width, height = size
        self.count = count
        columns = max(1, -(-count // height))  # enough columns that every widget shows
        rows = -(-count // columns)
        self.columns = columns
        #: each widget's text fills its cell exactly: no wrapping, no line left unchanged
        self.cell = (width // columns, -(-height // rows))
        self.turn = 0

    def compose(self) -> ComposeResult:
        with Grid() as grid:
            grid.styles.grid_size_columns = self.columns
            yield from (Static(self.text(index), markup=False) for index in range(self.count))

    def text(self, index: int) -> str:
        """A widget's text at this turn: every line differs from the last turn's."""
        width, lines = self.cell
        line = f"{self.turn:>6} {index:>4} ".ljust(width, "·")[:width]
        return "\n".join(line for _ in range(lines))

    def on_key(self, event: events.Key) -> None:
        if event.key == "x":
            self.turn += 1
            for index, widget in enumerate(self.query(Static)):
                widget.update(self.text(index), layout=False)  # same size: a repaint


def widget_count(path: Path, size: tuple[int, int]) -> int:
    """How many widgets the game screen holds, containers and all, once its curtain is up."""

    async def count() -> int:
        app = make_app(load=path, frozen=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HAND_OVERS):
                await pilot.press("enter")
                await pilot.pause()
            return len(list(app.screen.walk_children(with_self=False)))

    return asyncio.run(count())


async def measure_plain(count: int, size: tuple[int, int], keys: int) -> list[Sample]:
    """Key press to the next frame on the reference screen, ``keys`` times."""
    app = PlainScreenApp(count, size)
    samples: list[Sample] = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        clock = ShotClock(app)
        for _ in range(keys):
            samples.append(await press_and_time(app, clock, "x"))
    return samples


def report(label: str, samples: list[Sample], reference: float | None = None) -> None:
    if not samples:
        print(f"  {label:<30} no sample")
        return
    latencies = [latency for latency, _ in samples]
    whole = sum(complete for _, complete in samples)
    p50, p95 = median(latencies), percentile(latencies, 0.95)
    verdict = "within" if p50 <= BUDGET_MS else "over"
    ratio = f" = {p50 / reference:4.2f}x plain" if reference else ""
    print(
        f"  {label:<30} median {p50:6.1f} ms{ratio}   p95 {p95:6.1f} ms   n={len(latencies):<4}"
        f"(median {verdict} the {BUDGET_MS:.0f} ms budget; first frame whole repaint "
        f"{whole} of {len(samples)})"
    )


def main(actions: int = 120, size: tuple[int, int] = SIZE) -> None:
    path = busy_game()
    count = widget_count(path, size)
    print(f"Kemet N = 5, {size[0]}x{size[1]}: key press -> next frame, {actions} actions")
    found = asyncio.run(measure(actions, path, size))
    plain = asyncio.run(measure_plain(count, size, max(40, actions // 2)))
    reference = median([latency for latency, _ in plain])
    report(f"plain screen, {count} widgets", plain)
    report("action, same seat repaints", found["action"], reference)
    report("action, curtain comes up", found["to curtain"], reference)
    report("curtain lifted, seat's view", found["curtain lifted"], reference)


if __name__ == "__main__":
    width, height = (int(n) for n in (sys.argv[2] if len(sys.argv) > 2 else "160x50").split("x"))
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 120, (width, height))
