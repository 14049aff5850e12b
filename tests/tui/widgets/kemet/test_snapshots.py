"""How the Kemet widgets look: one SVG snapshot per widget and state, from scenario-built views.

Regenerate with ``pytest tests/tui/widgets/kemet/test_snapshots.py --snapshot-update`` and look
at every changed SVG before committing it (add ``xml:space="preserve"`` to its ``<svg>`` tag and
``rsvg-convert in.svg -o out.png``).
"""

from __future__ import annotations

import pytest

from kemet_tui.core.engine import Ply
from kemet_tui.core.events import Event
from kemet_tui.tui.widgets.kemet import (
    CombatCards,
    DayTrack,
    DiHand,
    KemetBoard,
    KemetLog,
    OsirisBoard,
    PyramidBoard,
    PyramidsOf,
    Scores,
    SpacePanel,
    TileMarket,
)
from tests.tui.widgets.kemet.demo import WidgetDemo
from tests.tui.widgets.kemet.states import (
    battle_choice,
    battle_reveal,
    board_state,
    day_state,
    osiris_state,
    seat_view,
)

BOARD_SIZES = {"full": (110, 40), "compact": (86, 35)}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("scale", ["full", "compact"])
def test_board(snap_compare, n, scale):
    """The busy map: a mixed troop with a creature, Seth's corrupted troop on P2, pyramids,
    sacred temples; three targets lit, the cursor on the Sanctuary."""
    targets = frozenset({"f1", "t1", "sa"})
    app = WidgetDemo(
        lambda: KemetBoard(seat_view(board_state(n), "a1"), scale=scale, targets=targets)
    )
    assert snap_compare(app, terminal_size=BOARD_SIZES[scale])


def test_space_panel(snap_compare):
    app = WidgetDemo(lambda: SpacePanel(seat_view(board_state(5), "a1"), "f1"))
    assert snap_compare(app, terminal_size=(52, 12))


def test_pyramid_mid_day(snap_compare):
    choices = frozenset({"alliance-space-2-raise-pyramid", "alliance-space-3-buy-red"})
    app = WidgetDemo(lambda: PyramidBoard(seat_view(day_state(3), "a1"), "a1", choices=choices))
    assert snap_compare(app, terminal_size=(72, 22), press=["down", "right"])


def test_seth_board_with_tokens(snap_compare):
    choices = frozenset({"seth-space-invocation", "seth-space-furious-invasion"})
    app = WidgetDemo(lambda: PyramidBoard(seat_view(day_state(3), "seth"), "seth", choices=choices))
    assert snap_compare(app, terminal_size=(72, 28))


def test_pyramids_of(snap_compare):
    app = WidgetDemo(lambda: PyramidsOf(seat_view(board_state(5), "a1")))
    assert snap_compare(app, terminal_size=(48, 10))


def test_osiris_after_a_sacred_temple(snap_compare):
    app = WidgetDemo(lambda: OsirisBoard(seat_view(osiris_state(), "a2")))
    assert snap_compare(app, terminal_size=(92, 22))


def test_combat_choice(snap_compare):
    app = WidgetDemo(lambda: CombatCards(seat_view(battle_choice(), "a1"), "a1"))
    assert snap_compare(app, terminal_size=(100, 28), press=["right", "enter", "right"])


def test_combat_reveal(snap_compare):
    steps = (
        "A1 plays Cavalry Blitz with War Rage; Seth plays Jackal Charge.",
        "Strength 9 against 7: the attacker wins; losses: attacker 4, defender 1.",
    )
    app = WidgetDemo(lambda: CombatCards(seat_view(battle_reveal(), "seth"), "seth", steps=steps))
    assert snap_compare(app, terminal_size=(100, 36))


def test_day_track_mid_day(snap_compare):
    view = seat_view(day_state(5).evolve(day_step=2, turn_left=("token",)), "a1")
    app = WidgetDemo(lambda: DayTrack(view))
    assert snap_compare(app, terminal_size=(64, 8))


def test_tile_market(snap_compare):
    buyable = frozenset({"red-1-charge", "red-2-carnage", "purple-1-desert-wind"})
    app = WidgetDemo(
        lambda: TileMarket(
            seat_view(board_state(3), "a1"), seat="a1", buyable=buyable, colours=("red", "purple")
        )
    )
    assert snap_compare(app, terminal_size=(80, 20), press=["right"])


def test_di_hand(snap_compare):
    from tests.tui.widgets.kemet.states import battle_di

    app = WidgetDemo(
        lambda: DiHand(
            seat_view(battle_di(), "a1"),
            "a1",
            playable=frozenset({"alliance-di-war-rage", "alliance-di-bronze-wall"}),
        )
    )
    assert snap_compare(app, terminal_size=(70, 12))


def test_scores(snap_compare):
    from kemet_tui.rules.kemet.state.decisions import decision

    state = day_state(3).push(decision("seth-action", "seth"))
    app = WidgetDemo(lambda: Scores(seat_view(state, "a1")))
    assert snap_compare(app, terminal_size=(64, 10))


def test_log(snap_compare):
    plies = (
        Ply(
            1,
            "seth",
            "act:recruit",
            (
                Event("action", "Seth puts a purple token on recruit."),
                Event("recruit", "Seth recruits a unit on s3 (1 PP)."),
            ),
        ),
        Ply(
            2,
            "a1",
            "fight:card-cavalry-blitz/card-shield-push",
            (
                Event(
                    "battle-card", "You play Cavalry Blitz and discard Shield Push.", seats=("a1",)
                ),
                Event("battle-card", "A1 has chosen his battle card."),
            ),
        ),
        Ply(
            3,
            "seth",
            "di:seth-di-war-rage",
            (Event("battle-di", "You lay War Rage face down.", seats=("seth",)),),
        ),
    )
    app = WidgetDemo(lambda: KemetLog(plies, "a1"))
    assert snap_compare(app, terminal_size=(70, 10))
