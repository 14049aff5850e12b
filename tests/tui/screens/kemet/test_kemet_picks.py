"""What a pick on the Kemet table means, alone (no screen): the legal tokens it stands for, and
whether it plays one, narrows the list or is refused in words."""

from __future__ import annotations

from kemet_tui.core.engine import Engine
from kemet_tui.tui.screens.kemet import picks
from kemet_tui.tui.widgets.kemet import CombatCards, DiHand, KemetBoard, PyramidBoard, TileMarket

LEGAL = (
    "go:t3",
    "teleport:t3",
    "go:f1",
    "act:pray",
    "act:move@a2",
    "fight:seth-card-jackal-charge/seth-card-desert-fury",
    "di:seth-di-war-rage",
    "done",
    "buy:purple-2-cobra",
)


def test_each_pick_stands_for_the_legal_tokens_that_name_it():
    state = Engine("kemet-seth", 1, {"alliance_size": 2}).state
    cases = [
        (KemetBoard.SpaceChosen("t3", True), ("go:t3", "teleport:t3")),
        (PyramidBoard.BoardSpaceChosen("seth-space-move", "move", True), ("act:move@a2",)),
        (
            CombatCards.CardsChosen("seth-card-jackal-charge", "seth-card-desert-fury"),
            ("fight:seth-card-jackal-charge/seth-card-desert-fury",),
        ),
        (CombatCards.CardsChosen("seth-card-jackal-charge", None), ()),
        (CombatCards.DiCardAdded("seth-di-war-rage"), ("di:seth-di-war-rage",)),
        (CombatCards.DiDone(), ("done",)),
        (DiHand.DiCardChosen("seth-di-war-rage", True), ("di:seth-di-war-rage",)),
        (TileMarket.TileChosen("purple-2-cobra", True), ("buy:purple-2-cobra",)),
    ]
    for message, tokens in cases:
        assert picks.meaning(message, LEGAL, state).tokens == tokens, message
    assert (
        picks.meaning(TileMarket.TileChosen("purple-2-cobra", True), LEGAL, state).what
        == "Cobra (purple 2)"
    )
    assert (
        picks.meaning(TileMarket.TileChosen("purple-2-cobra", True), LEGAL, None).what
        == "purple-2-cobra"
    )
    assert set(picks.PICKS) == {type(message) for message, _ in cases}


def test_one_token_plays_several_narrow_the_list_and_none_is_said():
    assert picks.answer(picks.Meaning(("act:pray",), "pray")) == picks.Answer(play="act:pray")
    several = picks.answer(picks.Meaning(("go:t3", "teleport:t3"), "t3"))
    assert several.narrowed == ("go:t3", "teleport:t3") and not several.play
    assert several.say.startswith("2 answers use t3")
    none = picks.answer(picks.Meaning((), "those two cards"))
    assert none == picks.Answer(say="Nothing to do with those two cards now.", tone="warn")
