"""The app keeps its theme lookup per name, and a theme registered or removed later is seen."""

from __future__ import annotations

from textual.theme import Theme

from kemet_tui.tui.app import make_app


async def test_the_theme_lookup_follows_registration():
    app = make_app(frozen=True)
    async with app.run_test(size=(80, 24)):
        current = app.get_theme(app.theme)
        assert current is not None and app.get_theme(app.theme) is current
        assert app.get_theme("kemet-test") is None
        app.register_theme(Theme(name="kemet-test", primary="#e8c35a"))
        assert app.get_theme("kemet-test").primary == "#e8c35a"
        app.unregister_theme("kemet-test")
        assert app.get_theme("kemet-test") is None
