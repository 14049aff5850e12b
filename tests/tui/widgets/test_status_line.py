"""The status line: a message in its tone, drawn once per ``say``; brackets are not markup."""

from __future__ import annotations

from textual.app import App, ComposeResult

from kemet_tui.tui.widgets.status import StatusLine


class StatusApp(App[None]):
    def compose(self) -> ComposeResult:
        yield StatusLine()


async def test_say_draws_the_message_once_in_its_tone():
    app = StatusApp()
    async with app.run_test(size=(40, 4)) as pilot:
        status = app.query_one(StatusLine)
        drawn = []
        original = status.update
        status.update = lambda content, **kw: drawn.append(content) or original(content, **kw)
        status.say("No such move [a2]", "error")
        await pilot.pause()
        assert len(drawn) == 1
        text = drawn[0]
        assert text.plain == "No such move [a2]"  # not read as markup
        assert text.style == status.get_component_rich_style("status--error", partial=True)
        assert text.style.bold
        assert "No such move [a2]" in "".join(s.text for s in status.render_line(0))
        status.say("No such move [a2]", "error")  # the same: nothing to draw
        status.say("", "good")  # an empty line keeps its tone
        assert status.tone == "error" and len(drawn) == 2
        status.say("Done.")
        assert drawn[-1].style == "" and status.tone == "info"
