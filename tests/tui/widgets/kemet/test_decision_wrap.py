"""The decision list never cuts the second line of an answer: it keeps one frame whether it has
the focus or not, so lines wrapped before the focus came still fit after."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Input

from kemet_tui.tui.widgets.decision_panel import DecisionPanel

LABEL = "Play Cavalry Blitz, discard Fervent Purge"


class PanelApp(App):
    def compose(self) -> ComposeResult:
        yield Input(id="elsewhere")
        yield DecisionPanel(id="decision")


@pytest.mark.parametrize("width", [45, 47, 48, 49])
async def test_an_answer_filled_unfocused_keeps_its_last_word_once_focused(width):
    app = PanelApp()
    async with app.run_test(size=(60, 30)) as pilot:
        panel = app.query_one(DecisionPanel)
        panel.styles.width, panel.styles.height = width, 20
        app.query_one(Input).focus()
        await pilot.pause()
        panel.choices = tuple((f"fight:card-{i}-a-long-token", LABEL) for i in range(3))
        await pilot.pause()
        panel.focus_options()
        await pilot.pause()
        options = panel.options
        text = " ".join(options.render_line(y).text for y in range(options.size.height))
        assert text.count("Purge") == 3, text
