"""Each action space's cost and effect as the action boards show them, from the rules' numbers
for the seat whose board it is."""

from __future__ import annotations

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.actions import board
from kemet_tui.rules.kemet.mechanics.common import setup_rules
from kemet_tui.rules.kemet.view.space_facts import action_facts


def test_every_space_of_both_boards_has_a_cost_and_an_effect():
    state = Engine("kemet-seth", 1, {"alliance_size": 3}).state
    for seat, spaces in (("seth", board.seth_spaces()), ("a1", board.member_spaces(True))):
        for space in spaces:
            cost, effect = action_facts(state, seat, space.action)
            assert cost and effect and "_" not in effect, (seat, space.action)


def test_pray_says_the_pp_the_rules_give():
    state = Engine("kemet-seth", 1, {"alliance_size": 3}).state
    assert action_facts(state, "a1", "pray") == ("free", f"+{setup_rules().alliance.pray_pp} PP")
    assert action_facts(state, "seth", "pray") == ("free", f"+{setup_rules().seth.pray_pp} PP")
    assert action_facts(state, "a1", "buy_red") == ("PP = its level", "a red tile")
