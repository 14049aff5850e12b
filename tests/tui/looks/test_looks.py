"""The looks: a palette per theme, no cue by colour alone, the ASCII mode, NO_COLOR."""

from __future__ import annotations

import html
import re

import pytest
from rich.style import Style
from textual.color import Color
from textual.theme import Theme

from kemet_tui.core.settings import Settings
from kemet_tui.rules.seti.board import PIECE_MASK
from kemet_tui.tui.app import make_app
from kemet_tui.tui.looks import palette as p
from kemet_tui.tui.looks.ascii_mode import GLYPHS, ascii_text
from kemet_tui.tui.looks.recolour import KEMET_COLOURS, recoloured
from kemet_tui.tui.widgets.kemet.board import KemetBoard
from kemet_tui.tui.widgets.kemet.glyphs import PALETTE, SETH_LOOK
from kemet_tui.tui.widgets.seti.board import SetiBoard, rank_strip
from kemet_tui.tui.widgets.seti.glyphs import Mark, cell_look
from tests.tui.conftest import SIZE, game_screen
from tests.tui.kemet_support import FULL, app_for, asked, lift, new_engine, play_until

EMPTY, PIECE = 0, 1  # an empty cell, and a cell holding White's first piece kind


def _plain(cell: int, mark: Mark) -> str:
    look = cell_look(cell, mark)
    return look.outer_left + look.left + look.middle + look.right + look.outer_right


def test_every_mark_of_a_square_shows_without_colour():
    assert PIECE & PIECE_MASK
    for cell, marks in (
        (EMPTY, (Mark.NONE, Mark.LAST, Mark.TARGET, Mark.CHOICE)),
        (PIECE, (Mark.NONE, Mark.LAST, Mark.CAPTURE, Mark.SELECTED, Mark.CHOICE)),
    ):
        texts = [_plain(cell, mark) for mark in marks]
        assert len(set(texts)) == len(texts), f"two marks look alike without colour: {texts}"


def test_the_cursor_underlines_its_square():
    look = cell_look(PIECE, Mark.NONE)
    drawn = rank_strip(
        1, False, ((look, "#000000", True), (look, "#000000", False)), True, 5, Style()
    )
    cells = [segment for segment in drawn if segment.text.strip() and segment.style]
    underlined = [segment.style.underline for segment in cells if segment.text.strip() != "1"]
    assert underlined[0] is True and underlined[-1] in (False, None)


def test_a_palette_for_each_kind_of_theme():
    light = Theme(name="l", primary="#0000ff", dark=False)
    dark = Theme(name="d", primary="#0000ff", dark=True)
    assert p.palette_for(dark) is p.DARK and p.palette_for(light) is p.LIGHT
    assert p.palette_for(dark, colour_blind=True) is p.COLOUR_BLIND_DARK
    assert p.palette_for(light, colour_blind=True) is p.COLOUR_BLIND_LIGHT
    okabe = {t.name: t for t in p.okabe_ito_themes()}
    assert p.palette_for(okabe["okabe-ito-light"]) is p.COLOUR_BLIND_LIGHT
    tuned = Theme(
        name="t",
        primary="#0000ff",
        variables={
            "kemet-square-dark": "#102030",
            "kemet-target": "#00ff00",
            "kemet-text": "not a colour",
        },
    )
    chosen = p.palette_for(tuned)
    assert chosen.square_dark.lower() == "#102030" and chosen.text == p.DARK.text
    assert chosen.marks["target"][0] != p.DARK.marks["target"][0]


def test_light_palettes_keep_text_dark_and_colour_blind_marks_are_okabe_ito():
    for palette in (p.LIGHT, p.COLOUR_BLIND_LIGHT):
        for colour in (palette.text, palette.white_piece, palette.brown_piece, palette.muted):
            assert Color.parse(colour).brightness < 0.5, (palette.name, colour)
    assert (
        p.OKABE_ITO["vermillion"].lower()
        in [c.lower() for c in p.COLOUR_BLIND_DARK.marks["capture"]]
        or p.COLOUR_BLIND_DARK.marks["capture"] != p.DARK.marks["capture"]
    )


def test_kemet_colours_are_turned_over_for_a_light_theme_and_theme_colours_are_not():
    for colour in ("#d7dce6", "#ffffff", SETH_LOOK[1], *(row[0] for row in PALETTE.values())):
        assert colour in KEMET_COLOURS
        assert Color.parse(recoloured(colour, False, True, False)).brightness < 0.5, colour
    assert Color.parse(recoloured("#15181e", True, True, False)).brightness > 0.7
    red = recoloured(PALETTE["red"][0], False, False, True)
    assert red.upper() == p.OKABE_ITO["vermillion"].upper()


def test_every_stand_in_is_one_plain_character():
    assert all(len(v) == 1 and v.isascii() for v in GLYPHS.values())
    assert ascii_text("╭─┤♦3☥2├─╮ ▁▔█ 世") == "+-++3$2+-+ _-# ??"


def _screen_text(app) -> str:
    svg = app.export_screenshot()
    chunks = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    return html.unescape("".join(chunks)).replace("\xa0", " ")


async def test_the_ascii_mode_draws_only_ascii_on_a_seti_game():
    app = make_app("seti-aleph", seed=1, frozen=True, settings=Settings(ascii=True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        text = _screen_text(app)
    assert text.isascii(), sorted({c for c in text if not c.isascii()})
    assert "+--" in text or "+-" in text, "frames are drawn with ASCII"
    assert "kemet-tui?" not in text.replace(" ", ""), "the header's icon has its stand-in"


async def test_the_ascii_mode_draws_only_ascii_on_a_kemet_game(tmp_path):
    engine = play_until(new_engine(2, seed=5), asked("member-action"), seed=5)
    app = make_app(
        load=app_for(engine, tmp_path).start_load, frozen=True, settings=Settings(ascii=True)
    )
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.pause()
        text = _screen_text(app)
    assert text.isascii(), sorted({c for c in text if not c.isascii()})
    assert "$ Seth" in text, "Seth's symbol has its stand-in"


async def test_with_no_color_the_marks_are_still_there(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app("seti-beth", seed=1, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        assert app.no_color
        await pilot.press("enter")  # the High Priest on c1 selected, its moves shown
        await pilot.pause()
        text = _screen_text(app)
    assert re.search(r">\S<", text), "the selected piece between > and <, whatever its glyph"
    assert "·" in text


async def test_the_palette_follows_the_theme_and_the_setting():
    app = make_app("seti-aleph", seed=1, frozen=True)
    async with app.run_test(size=SIZE) as pilot:
        assert app.palette is p.DARK
        app.theme = "textual-light"
        await pilot.pause()
        assert app.palette is p.LIGHT
        app.apply_settings(Settings(theme="textual-light", colour_blind=True))
        await pilot.pause()
        assert app.palette is p.COLOUR_BLIND_LIGHT
        board = game_screen(app).query_one(SetiBoard)
        line = board.render_line(1)
        assert any(
            s.style
            and s.style.bgcolor
            and s.style.bgcolor.triplet.hex == p.COLOUR_BLIND_LIGHT.square_light
            or s.style.bgcolor.triplet.hex == p.COLOUR_BLIND_LIGHT.square_dark
            for s in line
            if s.style and s.style.bgcolor
        )


@pytest.mark.parametrize("style", ["small", "medium"])
async def test_the_board_style_caps_the_board_size(style):
    app = make_app("seti-aleph", seed=1, frozen=True, settings=Settings(board_style=style))
    async with app.run_test(size=(160, 60)):
        assert game_screen(app).board.scale == {"small": 1, "medium": 2}[style]


@pytest.mark.parametrize("ruleset", ["seti-beth", "kemet-seth"])
async def test_every_theme_draws_the_game_screens(ruleset):
    """Textual's ANSI themes give the terminal's own colours ("default", no value to blend):
    the Kemet map keeps its own colours for them instead of stopping the app."""
    app = make_app(ruleset, seed=3, frozen=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        for name in sorted(app.available_themes):
            app.theme = name
            await pilot.pause()
            screen = next(s for s in app.screen_stack if hasattr(s, "engine"))  # curtain or not
            boards = [*screen.query(KemetBoard), *screen.query(SetiBoard)]
            assert len(boards) == 1
            for board in boards:
                board.notify_style_update()
                lines = [board.render_line(y) for y in range(board.size.height)]
                assert any(line.text.strip() for line in lines), name
            assert app.is_running and app._exception is None, name


def test_a_city_as_light_as_a_light_ground_is_still_drawn_apart_from_it():
    """White's city in a light theme: its tint would be the ground's own colour."""
    from kemet_tui.tui.widgets.kemet.board_look import CITY_CONTRAST, city_fill, tint

    def apart(a: str, b: str) -> float:
        return sum((x - y) ** 2 for x, y in zip(Color.parse(a).rgb, Color.parse(b).rgb)) ** 0.5

    light, dark = "#e0e0e0", "#15181e"
    assert apart(tint("#f0f0f0", light, 0.32), light) < CITY_CONTRAST  # what it would be
    assert apart(city_fill("#f0f0f0", light, 0.32), light) >= CITY_CONTRAST
    for owner in ("#9b59d0", "#c0392b", "#2f6fd6", "#f0f0f0"):  # a colour stands out: its tint
        ground = dark if owner == "#f0f0f0" else light
        assert city_fill(owner, ground, 0.32) == tint(owner, ground, 0.32)


def test_colour_blind_cities_are_tinted_from_their_seats_okabe_ito_colours():
    """With colour-blind-safe colours A1 is drawn vermillion everywhere: its city's fill is
    blended from vermillion too (it stayed a tint of the red A1 had before), and Seth's
    portals and pyramid from his Okabe–Ito colour."""
    from kemet_tui.rules.kemet.view.content import data
    from kemet_tui.tui.looks.recolour import okabe_colour
    from kemet_tui.tui.widgets.kemet.board_look import (
        Mark,
        background,
        city_fill,
        tint,
    )
    from kemet_tui.tui.widgets.kemet.board_look import (
        Palette as BoardPalette,
    )
    from kemet_tui.tui.widgets.kemet.glyphs import DEFAULT_LOOKS

    spaces = {s.id: s for s in data().maps.for_alliance(2).spaces}
    plain, blind = BoardPalette(), BoardPalette(okabe="dark")
    a1 = DEFAULT_LOOKS.colour["a1"]
    vermillion = okabe_colour(a1, False)
    assert vermillion.upper() == p.OKABE_ITO["vermillion"].upper()
    city = background(spaces["a1a"], Mark.NONE, False, DEFAULT_LOOKS, blind)
    assert city == city_fill(vermillion, blind.board, blind.city_tint)
    assert city != background(spaces["a1a"], Mark.NONE, False, DEFAULT_LOOKS, plain)
    seth = okabe_colour(SETH_LOOK[1], False)
    portal = background(spaces["p1"], Mark.NONE, False, DEFAULT_LOOKS, blind)
    assert portal == tint(seth, blind.desert, blind.city_tint)
