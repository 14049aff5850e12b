"""One cold start, for ``bench_startup.py``: a fresh interpreter imports what it needs, builds
the app and paints its first frame; prints the seconds from before the imports to that frame.

    python benchmarks/_cold_start.py bare|kemet

``bare`` imports Textual only, ``kemet`` imports kemet-tui's app: each pays for its own imports.
"""

from time import perf_counter

START = perf_counter()

import asyncio  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

os.environ["KEMET_TUI_DATA_DIR"] = tempfile.mkdtemp(prefix="kemet-bench-")


def build(which: str):
    if which == "kemet":
        from kemet_tui.tui.app import make_app

        return make_app()
    from textual.app import App
    from textual.widgets import Static

    class BareApp(App[None]):
        def compose(self):
            yield Static("Hello from a bare Textual app")

    return BareApp()


async def first_frame(which: str) -> float:
    app = build(which)
    painted: list[float] = []
    original = app._display

    def display(screen, renderable) -> None:
        if renderable is not None and not app._batch_count and not painted:
            renderable.render_segments(app.console)
            painted.append(perf_counter())
        original(screen, renderable)

    app._display = display

    async def stop(pilot) -> None:
        while not painted:
            await asyncio.sleep(0.001)
        app.exit()

    await app.run_async(headless=True, size=(80, 24), auto_pilot=stop)
    return painted[0] - START


if __name__ == "__main__":
    print(asyncio.run(first_frame(sys.argv[1])))
