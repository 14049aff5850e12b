"""Seti notation, for every move the board can hold (not only the legal ones a playout meets):
a move's token parses back to it, and a step reads the same with ``x`` or ``-`` inside."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kemet_tui.rules.seti.notation import format_move, parse_move
from kemet_tui.rules.seti.state import MOVE, PLACE_SHIP, REMOVE_SHIP, SetiMove, variant_geometry

#: derandomized and without a database: the same examples every run, on every worker
SAME_EVERY_RUN = settings(derandomize=True, database=None, max_examples=300)


@st.composite
def board_and_move(draw):
    geo = variant_geometry(draw(st.sampled_from(("aleph", "beth"))))
    square = st.integers(0, geo.size - 1)
    kind = draw(st.sampled_from((MOVE, PLACE_SHIP, REMOVE_SHIP)))
    if kind != MOVE:
        return geo, SetiMove(kind, -1, draw(square))
    place = draw(st.one_of(st.just(-1), square))
    return geo, SetiMove(MOVE, draw(square), draw(square), place)


@SAME_EVERY_RUN
@given(board_and_move())
def test_a_token_parses_back_to_its_move(case):
    geo, move = case
    parsed = parse_move(geo, format_move(geo, move))
    # a capture written without its square parses as "not said yet" (-2): the ruleset asks
    assert parsed == (move._replace(place=-2) if move.kind == MOVE and move.place == -1 else move)


@SAME_EVERY_RUN
@given(board_and_move())
def test_a_step_written_with_x_or_a_dash_is_the_same_move(case):
    geo, move = case
    token = format_move(geo, move)
    if move.kind == MOVE:
        origin = geo.name(move.origin)
        for joined in (origin + "x" + token[len(origin) :], origin + "-" + token[len(origin) :]):
            assert parse_move(geo, joined) == parse_move(geo, token), joined
