"""The Kemet setup form under a fast typist: a size change that hides member rows takes the
keyboard away from them first. Without that, a colour list opened in such a row just before
was hidden with the focus in it: the focus was lost (no widget took the keys after it), and
keys that reached the hidden list paged through a list with no lines (``KeyError`` inside
Textual's option list)."""

from __future__ import annotations

from textual.widgets import Select

from kemet_tui.tui.app import make_app
from tests.tui.kemet_support import FULL, setup_form


async def test_a_list_opened_in_a_row_the_size_then_hides_closes_and_gives_up_the_focus():
    app = make_app(frozen=True)
    async with app.run_test(size=FULL) as pilot:
        form = await setup_form(pilot)
        size = form.query_one("#size", Select)
        size.value = 3
        await pilot.pause()
        colour = form.query_one("#colour-a3", Select)
        colour.focus()
        await pilot.press("space")  # the a3 colour list opens...
        await pilot.pause()
        assert colour.expanded
        size.value = 2  # ...while the choice of 2 members, made just before, is handled,
        form.show_members(2)  # (its handler, run here at once, before the next key)
        await pilot.press("pageup", "pagedown", "up")
        await pilot.pause()
        assert app.is_running
        assert not colour.expanded and not colour.display
        assert size in app.focused.ancestors_with_self, "the keys go to the size now"
        assert form.alliance_size == 2
