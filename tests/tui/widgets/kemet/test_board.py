"""KemetBoard and SpacePanel: geometry, the cursor, clicks, highlights (Pilot tests)."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.state.model import MEMBERS, SETH, make_troop
from kemet_tui.tui.widgets.kemet import KemetBoard, SpacePanel, board_size, scale_for
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.board_layout import SCALES, layout, nearest
from kemet_tui.tui.widgets.kemet.board_look import Mark
from kemet_tui.tui.widgets.kemet.space_panel import describe
from tests.tui.widgets.kemet.demo import WidgetDemo
from tests.tui.widgets.kemet.states import board_state, seat_view

FULL, COMPACT = (112, 40), (88, 36)


def board_app(n: int = 5, seat: str = "a1", **kwargs) -> WidgetDemo:
    return WidgetDemo(lambda: KemetBoard(seat_view(board_state(n), seat), **kwargs))


# --- geometry, pure ------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("scale", sorted(SCALES))
def test_boxes_never_overlap_and_fit(n, scale):
    lay = layout(n, scale)
    width = lay.scale.box_width
    cells = {}
    for box in lay.boxes.values():
        assert 0 <= box.col and box.col + width <= lay.width, box
        assert 0 <= box.row and box.row + 2 <= lay.height, box
        for dx in range(width):
            for dy in range(2):
                assert (box.col + dx, box.row + dy) not in cells, (
                    box.id,
                    cells.get((box.col + dx, box.row + dy)),
                )
                cells[(box.col + dx, box.row + dy)] = box.id


@pytest.mark.parametrize("n", [2, 5])
def test_the_arrows_reach_every_space(n):
    lay = layout(n, "full")
    seen, todo = {"sa"}, ["sa"]
    while todo:
        here = todo.pop()
        for direction in ("up", "down", "left", "right"):
            there = nearest(lay, here, direction)
            if there is not None and there not in seen:
                seen.add(there)
                todo.append(there)
    assert seen == set(lay.space_ids())


def test_sizes_fit_the_two_layouts():
    """At full size the key takes two lines (the second explains the codes of the spaces);
    the board (a row under its lowest boxes for the wall there), its key and the space panel
    (3 rows) fill the 44 rows of the map's view at 160 x 50."""
    assert board_size(5, "full") == (108, 41)
    assert board_size(5, "compact") == (84, 35)
    assert scale_for(5, 110, 41) == "full"
    assert scale_for(5, 90, 40) == "compact"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_key_explains_every_mark_and_code(n):
    """The full-size key holds every item at every N, the signs a space away from their meaning
    (the ASCII look draws them as letters: "G target", never "Gtarget"), every kind of bracket
    round a space's code and the portal's marks."""
    from rich.style import Style

    from kemet_tui.rules.kemet.view.content import BRACKETS
    from kemet_tui.tui.widgets.kemet.board import CODE_ITEMS, LEGEND_ITEMS, legend_strips
    from kemet_tui.tui.widgets.kemet.board_look import SELECTED_SIGN, TARGET_SIGN
    from kemet_tui.tui.widgets.kemet.glyphs import DEFAULT_LOOKS

    seats = (SETH,) + MEMBERS[:n]
    width = layout(n, "full").width
    key = " ".join(strip.text for strip in legend_strips(seats, width, 2, DEFAULT_LOOKS, Style()))
    assert all(item in key for item in LEGEND_ITEMS + CODE_ITEMS), key
    assert f"{TARGET_SIGN} target" in key and f"{SELECTED_SIGN} picked" in key
    for opening, closing in BRACKETS.values():
        assert opening in key and closing in key, (opening, closing)
    assert g.PORTAL_CLOSED in key and g.PORTAL_OPEN in key


def test_the_one_line_key_keeps_the_items_most_needed_first():
    from kemet_tui.tui.widgets.kemet.board import flow_items

    assert flow_items(("aaaa", "bb", "cc"), [8]) == [["aaaa", "bb"]]
    assert flow_items(("aaaa", "bb", "cc"), [6, 6]) == [["aaaa"], ["bb", "cc"]]


def test_no_seat_glyph_is_a_mark_of_the_map():
    """A picked or targeted space is marked by a sign no seat is drawn with, whatever colours
    the members play (the green member's ``●`` once read as "picked")."""
    from kemet_tui.tui.widgets.kemet.board_look import SELECTED_SIGN, TARGET_SIGN

    glyphs = {glyph for _, glyph, _ in g.PALETTE.values()} | {g.SETH_LOOK[2]}
    assert "●" in glyphs and not {TARGET_SIGN, SELECTED_SIGN} & glyphs


def test_every_seat_has_its_own_glyph():
    seats = MEMBERS + (SETH,)
    assert len({g.SEAT_GLYPH[s] for s in seats}) == len(seats)
    shapes = {glyph for glyph, _ in g.TOKEN_SHAPES.values()}
    assert not shapes & set(g.SEAT_GLYPH.values())  # a token's shape is never a seat's glyph
    troop = make_troop("f1", {"a1": 3, "a2": 2}, creature="red-3-royal-scarab", creature_owner="a1")
    assert "".join(text for text, _ in g.troop_parts(troop)) == "♦3♠2✶"


# --- behaviour -----------------------------------------------------------------------------------
async def test_arrows_walk_between_spaces_and_report_the_cursor():
    app = board_app(5)
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        assert board.cursor == "sa"
        await pilot.press("right")
        assert board.cursor == "p2"
        await pilot.press("left", "up")
        assert board.cursor == "f1"
        await pilot.press("down", "down")
        assert board.cursor == "f5"
        await pilot.pause()
        moved = [m.space_id for m in app.of(KemetBoard.CursorMoved)]
        assert moved == ["sa", "p2", "sa", "f1", "sa", "f5"]


async def test_enter_and_clicks_choose_a_space():
    app = board_app(5, targets=frozenset({"t1", "f1"}))
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        await pilot.press("enter")
        await pilot.click(KemetBoard, offset=board.space_offset("t1"))
        await pilot.click(KemetBoard, offset=(0, 0))  # the Nile's bank: nothing
        await pilot.pause()
        chosen = [(m.space_id, m.is_target) for m in app.of(KemetBoard.SpaceChosen)]
        assert chosen == [("sa", False), ("t1", True)]
        assert board.cursor == "t1"


async def test_highlights_follow_targets():
    app = board_app(2, targets=frozenset({"t1"}))
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        assert board.mark_of("t1") is Mark.TARGET and board.mark_of("t2") is Mark.NONE
        lit = board.look("t1")
        board.targets = frozenset({"t2"})
        await pilot.pause()
        assert board.mark_of("t1") is Mark.NONE and board.mark_of("t2") is Mark.TARGET
        assert board.look("t1") != lit
        assert board.look("t2")[0][0][1].underline  # not by colour alone


async def test_brackets_jump_between_targets():
    app = board_app(2, targets=frozenset({"t1", "t3", "o2"}))
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        order = [s for s in layout(2, "full").space_ids() if s in board.targets]
        await pilot.press("right_square_bracket")
        assert board.cursor == order[0]
        await pilot.press("right_square_bracket")
        assert board.cursor == order[1]
        await pilot.press("left_square_bracket")
        assert board.cursor == order[0]


async def test_compact_scale_is_smaller():
    app = board_app(5, scale="compact")
    async with app.run_test(size=COMPACT):
        board = app.query_one(KemetBoard)
        assert (board.size.width, board.size.height) == board_size(5, "compact")


async def test_a_new_view_repaints_the_troops():
    app = board_app(2)
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        before = board.look("f2")
        state = board_state(2).with_troop("f2", make_troop("f2", {"seth": 3}))
        board.view = seat_view(state, "a1")
        await pilot.pause()
        assert board.look("f2") != before
        assert "☥3" in "".join(text for text, _ in board.look("f2")[1])


# --- the panel -----------------------------------------------------------------------------------
def test_panel_describes_a_mixed_troop_with_its_creature():
    text = "\n".join(
        line.plain for line in describe(seat_view(board_state(5), "a1"), _space(5, "f1"))
    )
    assert "Mixed troop: 5 units" in text
    assert "A1  3" in text and "A2  2" in text
    assert "Royal Scarab (A1)" in text
    assert "Next to:" in text


def test_panel_tells_the_portal_the_pyramid_and_the_sacred_temple():
    view = seat_view(board_state(2), "seth")
    portal = "\n".join(line.plain for line in describe(view, _space(2, "p2")))
    assert "Portal closed" in portal and "corrupted: 2 of A2" in portal
    district = "\n".join(line.plain for line in describe(view, _space(2, "a1a")))
    assert "R3 (red, level 3)" in district
    sacred = "\n".join(line.plain for line in describe(view, _space(2, "b2")))
    assert "Sacred temple, level 2" in sacred and "face down" in sacred
    assert "prayer-token" not in sacred  # the token's face is secret below level 3


async def test_panel_follows_the_space_it_is_given():
    app = WidgetDemo(lambda: SpacePanel(seat_view(board_state(2), "a1"), "t1"))
    async with app.run_test(size=(60, 14)) as pilot:
        panel = app.query_one(SpacePanel)
        assert panel.border_title == "Space t1"
        panel.space = "sa"
        await pilot.pause()
        assert panel.border_title == "Space sa"
        assert "Sanctuary" in panel.render().plain


def _space(n: int, space_id: str):
    from kemet_tui.tui.widgets.kemet.board_layout import kemet_map

    return kemet_map(n).space(space_id)


# --- the map drawn as regions, from the data ----------------------------------------------------
def _raw_board() -> dict:
    import copy

    from kemet_tui.core.data import load_toml
    from kemet_tui.rules.kemet.data.board_file import BOARD_FILE

    return copy.deepcopy(load_toml(*BOARD_FILE))


def _drawn_text(lay) -> str:
    return "\n".join("".join(piece[3] for piece in row if len(piece) == 4) for row in lay.rows)


def _cells_of(lay, space_id: str) -> set[tuple[int, int]]:
    return {
        (x, y)
        for y, row in enumerate(lay.owners)
        for x, owner in enumerate(row)
        if owner == space_id
    }


def test_editing_the_map_data_changes_the_picture():
    """A group that edits board.toml sees its edit: a space moved, a name changed."""
    from kemet_tui.rules.kemet.data.board_file import compose_maps
    from kemet_tui.tui.widgets.kemet.board_layout import build_layout

    raw = _raw_board()
    edited = _raw_board()
    edited["maps"]["n2"]["at"]["e2"] = [92, 31]
    edited["spaces"]["tg"]["short"] = "Karnak"
    before = build_layout(compose_maps(raw).for_alliance(2), "full")
    after = build_layout(compose_maps(edited).for_alliance(2), "full")
    assert after.boxes["e2"].col == before.boxes["e2"].col + 9
    assert _cells_of(after, "e2") != _cells_of(before, "e2")
    assert "Karnak" in _drawn_text(after) and "Karnak" not in _drawn_text(before)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("scale", sorted(SCALES))
def test_every_space_is_a_region_on_its_own_bank(n, scale):
    """Each space owns the cells of its box and more round it; no region crosses the Nile
    (its cells are all on the bank of its box)."""
    from kemet_tui.tui.widgets.kemet.board_layout import WATER, Regions, kemet_map

    lay = layout(n, scale)
    regions = Regions(kemet_map(n), lay.scale, lay.boxes, lay.width, lay.height)
    banks = regions.banks(regions.water())
    assert any(owner == WATER for row in lay.owners for owner in row)
    for space_id in lay.space_ids():
        cells = _cells_of(lay, space_id)
        box = lay.boxes[space_id]
        own_box = {
            (box.col + dx, box.row + dy) for dx in range(lay.scale.box_width) for dy in range(2)
        }
        assert own_box < cells, space_id
        bank = regions.bank_of(box, banks)
        assert {banks.get(cell, bank) for cell in cells - own_box} <= {bank}, space_id


@pytest.mark.parametrize("scale", sorted(SCALES))
def test_harbours_are_bridged_and_cities_walled(scale):
    from kemet_tui.tui.widgets.kemet.board_layout import BRIDGE, WALL, kemet_map

    lay = layout(3, scale)
    for west, east in (("h1w", "h1e"), ("h2w", "h2e")):
        a, b = lay.boxes[west], lay.boxes[east]
        between = lay.owners[a.row][a.col + lay.scale.box_width : b.col]
        assert between and set(between) == {BRIDGE}, (west, between)
    city = {s.id for s in kemet_map(3).city("a2")}
    walls = [
        piece
        for row in lay.rows
        for piece in row
        if len(piece) == 4 and piece[0] in city and piece[1] == WALL
    ]
    assert walls and all(set(piece[3]) <= set("┃━┏┓┗┛╋┇┅") for piece in walls)


@pytest.mark.parametrize("scale", sorted(SCALES))
@pytest.mark.parametrize("n", [2, 5])
def test_a_city_at_the_edge_of_the_map_is_walled_there_too(n, scale):
    """Seth's city touches the map's top, the lowest city its foot: the cells of a city on
    the map's edge are its wall (Seth's city read as cut off without its top wall)."""
    from kemet_tui.tui.widgets.kemet.board_layout import kemet_map

    lay = layout(n, scale)
    cities = {s.id for s in kemet_map(n).spaces if s.walled}
    chars = _cell_chars(lay)
    edge = [
        (x, y)
        for y in range(lay.height)
        for x in range(lay.width)
        if (y in (0, lay.height - 1) or x in (0, lay.width - 1))
        and lay.owners[y][x] in cities
        and (x, y) in chars
    ]
    assert {lay.owners[0][x] for x in range(lay.width)} & cities, "a city meets the top"
    assert {lay.owners[-1][x] for x in range(lay.width)} & cities, "a city meets the foot"
    assert edge and all(chars[cell] in "┃━┏┓┗┛╋┇┅┣┫┳┻" for cell in edge), [
        (cell, chars[cell]) for cell in edge if chars[cell] not in "┃━┏┓┗┛╋┇┅┣┫┳┻"
    ]


def _cell_chars(lay) -> dict[tuple[int, int], str]:
    """The background character of every cell the layout draws (box lines left out)."""
    out = {}
    for y, row in enumerate(lay.rows):
        for piece in row:
            if len(piece) == 4:
                for i, char in enumerate(piece[3]):
                    out[(piece[2] + i, y)] = char
    return out


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_border_is_dashed_exactly_where_a_step_leads_across(n):
    """Two regions that meet show whether the rules join them: a dashed line (a city's gate in
    its wall) where the two spaces are a step apart, a solid one where no way leads across."""
    from kemet_tui.tui.widgets.kemet.board_layout import kemet_map

    steps = {frozenset((e.a, e.b)) for e in kemet_map(n).edges if e.kind in ("land", "wall")}
    for scale in ("full", "compact"):
        lay = layout(n, scale)
        owners, seen = lay.owners, set()
        for (x, y), char in _cell_chars(lay).items():
            here = owners[y][x]
            across = {
                "╎": owners[y][x + 1] if x + 1 < lay.width else None,
                "│": owners[y][x + 1] if x + 1 < lay.width else None,
                "╌": owners[y + 1][x] if y + 1 < lay.height else None,
                "─": owners[y + 1][x] if y + 1 < lay.height else None,
            }
            if char in across:
                joined = frozenset((here, across[char])) in steps
                assert joined is (char in "╎╌"), (n, scale, x, y, here, across[char], char)
                seen.add(char)
            if char in "┇┅":
                outside = {
                    owners[y + dy][x + dx]
                    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                    if 0 <= x + dx < lay.width and 0 <= y + dy < lay.height
                }
                assert any(frozenset((here, o)) in steps for o in outside - {here}), (x, y, here)
                seen.add("gate")
        assert {"╎", "╌", "│", "─", "gate"} <= seen, (n, scale, seen)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_obelisk_sign_stands_in_every_space_with_an_obelisk_and_nowhere_else(n):
    """A teleport lands on an obelisk: the map shows each one (a temple's, the Sanctuary's, an
    obelisk desert's) by one sign in its own patch, outside its box and off its name."""
    from kemet_tui.tui.widgets.kemet.board_layout import NAME, SIGN, kemet_map

    with_obelisk = {s.id for s in kemet_map(n).spaces if s.obelisk}
    assert {"sa", "o1", "t1"} <= with_obelisk
    for scale in ("full", "compact"):
        lay = layout(n, scale)
        signs = [(x, y) for (x, y), char in _cell_chars(lay).items() if char == g.OBELISK]
        owners = [lay.owners[y][x] for x, y in signs]
        assert sorted(owners) == sorted(with_obelisk), (n, scale, owners)
        for x, y in signs:
            box = lay.boxes[lay.owners[y][x]]
            assert not (0 <= x - box.col < lay.scale.box_width and 0 <= y - box.row < 2)
            row = [piece for piece in lay.rows[y] if len(piece) == 4]
            roles = {piece[2] + i: piece[1] for piece in row for i in range(len(piece[3]))}
            assert roles[x] == SIGN and NAME not in (roles.get(x - 1), roles.get(x + 1))


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_character_of_the_map_has_an_ascii_stand_in(n):
    """The ASCII mode draws an unknown character as ``?``, the sign of a hidden card: each
    character the map's background draws (the Nile's waves too) has a stand-in of its own."""
    from kemet_tui.tui.looks.ascii_mode import ascii_text

    for scale in ("full", "compact"):
        drawn = set(_cell_chars(layout(n, scale)).values())
        missing = {c for c in drawn if ascii_text(c) == "?"}
        assert not missing, (n, scale, sorted(missing))


def test_the_obelisk_sign_has_its_own_stand_in_and_a_place_in_the_legend():
    from kemet_tui.tui.looks.ascii_mode import GLYPHS
    from kemet_tui.tui.widgets.kemet.board import LEGEND_ITEMS, flow_items

    stand_in = GLYPHS[g.OBELISK]
    assert list(GLYPHS.values()).count(stand_in) == 1
    assert f"{g.OBELISK} obelisk" in LEGEND_ITEMS
    one_line = flow_items(LEGEND_ITEMS, [84 - len("♦A1 ") * 5 - len("☥Seth ") - 1])[0]
    assert f"{g.OBELISK} obelisk" in one_line


@pytest.mark.parametrize("scale", sorted(SCALES))
@pytest.mark.parametrize("mark", [Mark.TARGET, Mark.SELECTED])
def test_a_marked_space_keeps_its_sign_and_id_in_every_box(scale, mark):
    """The Sanctuary's ``<<sa>>`` and a sign are wider than a compact box: a pair of brackets
    gives way, and every space of every map still shows its sign and its id on the top line."""
    from kemet_tui.tui.widgets.kemet.board_layout import kemet_map
    from kemet_tui.tui.widgets.kemet.board_look import SELECTED_SIGN, TARGET_SIGN, box_look

    for n in (2, 3, 4, 5):
        width = layout(n, scale).scale.box_width
        for space in kemet_map(n).spaces:
            top, _ = box_look(None, space, width, mark, False)
            text = "".join(piece for piece, _ in top)
            sign = TARGET_SIGN if mark is Mark.TARGET else SELECTED_SIGN
            assert text.startswith(sign) and space.id in text, (n, scale, space.id, text)


async def test_targets_are_marked_by_a_sign_and_the_cursor_reversed():
    app = board_app(2, targets=frozenset({"t1"}))
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        board.focus()
        await pilot.pause()
        label = board.look("t1")[0][0]
        assert label[0].startswith("◆") and label[1].underline
        assert board.fill("t1")[1] and not board.fill("t2")[1]  # the region is dotted
        assert board.look("sa")[0][0][1].reverse and not board.look("t2")[0][0][1].reverse
        row = board.space_region("t1").y
        assert "·" in "".join(seg.text for seg in board.render_line(row))


async def test_the_map_takes_its_colours_from_the_theme():
    app = board_app(2)
    async with app.run_test(size=FULL) as pilot:
        board = app.query_one(KemetBoard)
        dark = board.palette
        dark_fill = board.fill("f2")[0][0].bgcolor
        app.theme = "textual-light"
        await pilot.pause()
        assert board.palette != dark and board.palette.board != dark.board
        assert board.fill("f2")[0][0].bgcolor != dark_fill
