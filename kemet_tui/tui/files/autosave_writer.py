"""The autosave's writes, off the event loop: one thread of their own, in the order asked.

An autosave is written after every change, and each write flushes the file and its folder to
disk (``paths.write_atomically``): on a slow disk that is the slowest part of a move. The
screen takes what to write (the text of the game as it stands) on the event loop, so what a
save holds is fixed when it is asked for; the writing happens on this writer's one thread, so
the writes run one after another in the order they were asked, and a later position is never
replaced by an earlier one. When a write is done, its outcome (the problem in words, or
``None``) is handed back on the event loop's thread, for the screen to say.

Without a running event loop (the command line, a test of the parts), the write is made at
once and the outcome handed back before :meth:`BackgroundWriter.submit` returns.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")
#: told the outcome of a write, on the event loop's thread: its result, or the error it raised
#: (a bug: the screen raises it again where Textual reports it)
Done = Callable[[object, BaseException | None], None]


class BackgroundWriter:
    """Runs writes on one thread, one after another, and hands their outcomes back."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._last: Future | None = None

    def submit(self, write: Callable[[], T], done: Done) -> None:
        """Run ``write`` after every write submitted before it; then ``done(result, error)``
        on the event loop's thread."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:
            _run_now(write, done)
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kemet-autosave")
        future = self._pool.submit(write)
        future.add_done_callback(lambda finished: _hand_back(loop, finished, done))
        self._last = future

    def wait(self) -> None:
        """Return once every write submitted so far is done (their outcomes may still be on
        their way to the event loop)."""
        last = self._last
        if last is not None:
            try:
                last.exception()
            except BaseException:  # noqa: BLE001 - cancelled: nothing left to wait for
                pass

    def close(self) -> None:
        """Finish the writes submitted, then stop the thread."""
        self.wait()
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None


def _run_now(write: Callable[[], T], done: Done) -> None:
    try:
        result = write()
    except Exception as error:  # noqa: BLE001 - handed to ``done``, which raises it again
        done(None, error)
        return
    done(result, None)


def _hand_back(loop: asyncio.AbstractEventLoop, finished: Future, done: Done) -> None:
    """On the writer's thread: schedule ``done`` on the event loop (a loop already closed, the
    app gone, has nobody left to tell)."""
    error = finished.exception()
    result = None if error is not None else finished.result()
    try:
        loop.call_soon_threadsafe(done, result, error)
    except RuntimeError:
        pass
