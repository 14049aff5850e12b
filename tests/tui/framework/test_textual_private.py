"""The private Textual names the app uses (all in ``kemet_tui/tui/framework/textual_private.py``,
plus the app's ``_handle_exception`` override) exist in the installed Textual, checked against the
version that module names. An upgrade of Textual fails here first, naming what moved."""

from __future__ import annotations

from importlib.metadata import version

from textual.app import App, ComposeResult
from textual.widgets import Footer, Static

from kemet_tui.tui.framework import textual_private as private


def test_the_installed_textual_is_the_version_the_private_names_were_checked_against():
    assert version("textual") == private.TEXTUAL_VERSION == "8.2.8"


class _Probe(App[None]):
    BINDINGS = [("x", "bell", "Bell")]

    def compose(self) -> ComposeResult:
        yield Static("probe", id="probe")
        yield Footer()


async def test_every_private_name_the_app_uses_is_there():
    app = _Probe()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        screen, probe = app.screen, app.query_one("#probe")
        assert private.on_a_screen_stack(app, screen)
        private.lay_out_now(screen)
        private.draw_into_line_caches(screen)
        private.count_the_next_layout_ask(probe)
        assert probe._layout_required is False
        private.no_dirty_regions(probe)
        assert not probe._dirty_regions
        footer = app.query_one(Footer)
        assert private.footer_bindings_ready(footer) in (True, False)
        private.mark_footer_bindings_ready(footer)
        assert private.footer_bindings_ready(footer) is True
        key = footer.query(private.FooterKey).first()
        assert private.footer_key_disabled(key) is False
        private.set_footer_key_disabled(key, True)
        assert private.footer_key_disabled(key) is True
        assert getattr(footer, "__watchers")["compact"], "each key binds the footer's compact"
        private.forget_removed_watchers(footer, "compact")
        private.forget_drawn_lines_of_removed_widgets()
        from textual._styles_cache import StylesCache

        assert StylesCache.get_inner_outer.cache_info().currsize == 0
        assert getattr(footer, "__watchers")["compact"], "a key still shown keeps its binding"
    assert callable(App._handle_exception)  # KemetApp overrides it for the crash line
    from textual.widgets import Header

    assert private.HeaderTitle.__module__ == "textual.widgets._header"
    assert "_on_mount" in Header.__dict__  # SteadyHeader runs its own in its place
    from textual.widgets import OptionList

    assert callable(OptionList._update_lines) and callable(OptionList._get_left_gutter_width)
