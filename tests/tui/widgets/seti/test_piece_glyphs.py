"""Seti's pieces by shape (Pharaoh a triangle, High Priest a circle, ship a square), and by
letters in ASCII mode; the goal rows' frame."""

from __future__ import annotations

from kemet_tui.rules.seti.board import BROWN, PHARAOH, PRIEST, SHIP, WHITE, piece_code
from kemet_tui.tui.widgets.seti.glyphs import Mark, cell_look


def _drawn(cell: int, mode: str = "shapes", mark: Mark = Mark.NONE, goal: bool = False) -> str:
    look = cell_look(cell, mark, mode=mode, goal=goal)
    return look.outer_left + look.left + look.middle + look.right + look.outer_right


def test_each_piece_and_ship_has_its_own_shape_per_side():
    pieces = {
        (colour, kind): _drawn(piece_code(colour, kind)).strip()
        for colour in (WHITE, BROWN)
        for kind in (PHARAOH, PRIEST)
    }
    assert pieces == {
        (WHITE, PHARAOH): "△",
        (WHITE, PRIEST): "○",
        (BROWN, PHARAOH): "▲",
        (BROWN, PRIEST): "●",
    }
    assert _drawn(SHIP[WHITE]).strip() == "□" and _drawn(SHIP[BROWN]).strip() == "■"


def test_a_ship_under_a_piece_stays_visible():
    assert _drawn(piece_code(BROWN, PHARAOH) | SHIP[WHITE]).strip() == "▲□"
    assert _drawn(piece_code(BROWN, PHARAOH) | SHIP[WHITE], "ascii").strip() == "[p]"


def test_ascii_mode_draws_letters_and_brackets_only():
    cells = [
        piece_code(c, k) | ship
        for c in (WHITE, BROWN)
        for k in (PHARAOH, PRIEST)
        for ship in (0, SHIP[WHITE], SHIP[BROWN])
    ] + [SHIP[WHITE], SHIP[BROWN]]
    drawn = [_drawn(cell, "ascii", goal=True) for cell in cells]
    assert all(text.isascii() for text in drawn)
    assert _drawn(piece_code(WHITE, PRIEST), "ascii").strip() == "H"
    assert _drawn(SHIP[BROWN], "ascii").strip() == "{~}"


def test_goal_squares_are_framed_unless_a_mark_says_more():
    assert _drawn(0, goal=True) == "▏   ▕" and _drawn(0) == "     "
    assert _drawn(0, "ascii", goal=True) == "|   |"
    selected = _drawn(piece_code(WHITE, PHARAOH), mark=Mark.SELECTED, goal=True)
    assert selected[0] == ">" and selected[-1] == "<"


def test_the_seti_legend_names_the_pharaoh_and_the_high_priest():
    """The legend says which glyph is which piece, in both looks."""
    from kemet_tui.tui.widgets.seti.glyphs import PIECE_GLYPHS, legend_pieces

    for mode, glyphs in PIECE_GLYPHS.items():
        text = "".join(part for part, _ in legend_pieces(mode=mode))
        (white_pharaoh, white_priest), (brown_pharaoh, brown_priest) = glyphs.pieces
        assert f"{white_pharaoh}{brown_pharaoh} Pharaoh" in text, (mode, text)
        assert f"{white_priest}{brown_priest} High Priest" in text, (mode, text)
