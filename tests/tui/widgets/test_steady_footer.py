"""The steady footer lets the keys of each rebuild go: a long game rebuilds it hundreds of times
and its keys must not pile up in memory."""

from __future__ import annotations

import gc

from textual.app import App, ComposeResult
from textual.widgets import Button

from kemet_tui.tui.framework.textual_private import FooterKey
from kemet_tui.tui.widgets.steady_footer import SteadyFooter


class _One(Button):
    BINDINGS = [("x", "app.bell", "Ring x")]


class _Two(Button):
    BINDINGS = [("y", "app.bell", "Ring y")]


class _Keys(App[None]):
    """Two buttons whose keys differ: moving the focus rebuilds the footer."""

    def compose(self) -> ComposeResult:
        yield _One("one", id="one")
        yield _Two("two", id="two")
        yield SteadyFooter()


def _keys_alive() -> int:
    gc.collect()
    return sum(isinstance(o, FooterKey) for o in gc.get_objects())


async def test_the_keys_of_a_rebuilt_footer_are_let_go():
    app = _Keys()
    async with app.run_test(size=(80, 10)) as pilot:
        await pilot.pause()
        for _ in range(20):
            for button in ("#one", "#two"):
                app.query_one(button).focus()
                await pilot.pause()
        shown = len(app.query(FooterKey))
        assert "Ring y" in " ".join(str(k.description) for k in app.query(FooterKey)), (
            "the footer was rebuilt for the second button's keys"
        )
        assert _keys_alive() <= 2 * shown, (_keys_alive(), shown)
