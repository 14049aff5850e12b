"""``kemet:1`` plays its DI cards, raises its pyramids and buys what a raised pyramid opens:
a battle DI card a battle (its best), Day cards that give before the token, a Veto against a card
worth one, an Escape when outmatched, a movement card when it opens a better step (through the
veto window it opens), a raise when PP are to spare (a third level above all; Seth's off level
1, which opens his tiles and creatures), a Buy space by the level its pyramid opens, the Osiris
board's tiles like any other, the Battle Mirror as a copy of the opponent's card."""

from __future__ import annotations

import dataclasses

from kemet_tui.bots import make_bot
from kemet_tui.bots.kemet import di_cards, knowledge
from kemet_tui.bots.kemet.moves import card_step
from kemet_tui.bots.kemet.policies import (
    buy,
    corrupt_creature,
    member_action,
    raise_pyramid,
    seth_action,
)
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.mechanics.common import game_map
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.actions import KemetAction
from kemet_tui.rules.kemet.state.model import SETH, Pyramid
from tests.rules.kemet.battle.test_battle import attack
from tests.rules.kemet.movebattle_setup import di, make_state, place, play

NAME = "kemet-seth"
KEMET = get_ruleset(NAME)


def _bots(engine: Engine):
    seats = KEMET.seats(engine.state)
    bots = {seat: make_bot("kemet:1", 7 + i) for i, seat in enumerate(seats)}
    bots["alliance"] = bots[seats[1]]
    return bots


def _play_until(engine: Engine, wanted, limit: int = 4000) -> bool:
    bots = _bots(engine)
    for _ in range(limit):
        seat = engine.to_act
        if seat is None:
            return False
        if wanted(engine):
            return True
        engine.play(
            bots[seat].choose(KEMET, engine.view(seat), tuple(engine.legal_actions()), seat)
        )
    return False


def _battle_di_with_a_card(engine: Engine) -> bool:
    decision = engine.state.decision
    return decision.kind == "battle-di" and any(
        a.verb == "di" and di_cards.battle_worth(a.args[0]) > di_cards.KEEP
        for a in engine.legal_actions()
    )


def test_a_fighter_lays_its_best_battle_card_then_no_more():
    engine = Engine(NAME, 5, {"alliance_size": 3})
    assert _play_until(engine, _battle_di_with_a_card)
    seat, bot = engine.to_act, make_bot("kemet:1", 1)
    legal = tuple(engine.legal_actions())
    first = bot.choose(KEMET, engine.view(seat), legal, seat)
    cards = [a.args[0] for a in legal if a.verb == "di"]
    assert first.verb == "di"
    assert di_cards.battle_worth(first.args[0]) == max(map(di_cards.battle_worth, cards))
    engine.play(first)
    assert engine.state.decision.kind == "battle-di" and engine.to_act == seat
    again = bot.choose(KEMET, engine.view(seat), tuple(engine.legal_actions()), seat)
    assert again.verb == "done", "one card a battle"


def test_strength_is_worth_more_than_protection_and_a_price_counts():
    assert (
        di_cards.battle_worth("alliance-di-war-rage")
        > di_cards.battle_worth("alliance-di-bronze-wall")
        > 0
    )
    assert di_cards.battle_worth("alliance-di-war-fury") < 2 * di_cards.battle_worth(
        "alliance-di-war-rage"
    ), "War Fury's +2 costs a PP that War Rage's +1 does not"


def test_a_day_card_that_gives_is_played_before_any_token_and_a_useless_one_never():
    engine = Engine(NAME, 3, {"alliance_size": 2})
    assert _play_until(engine, lambda e: e.state.decision.kind == "member-action")
    seat, state = engine.to_act, engine.state
    best_token = max(
        member_action(state, seat, a, {}) for a in engine.legal_actions() if a.verb == "act"
    )
    prayer = member_action(state, seat, KemetAction("di", ("alliance-di-prayer",)), {})
    assert prayer > best_token
    enlist = KemetAction("di", ("alliance-di-enlistment",))
    empty = state.update_seat(seat, reserve=0)
    assert member_action(empty, seat, enlist, {}) < 0, "no unit in reserve: nothing to enlist"


class _VetoAsked:
    """A view whose decision asks Seth whether to cancel ``card`` (all ``veto`` reads)."""

    def __init__(self, card: str) -> None:
        self.decision = self
        self.card = card

    def get(self, key, default=None):
        return self.card if key == "card" else default


def test_a_veto_cancels_a_strong_card_and_lets_a_weak_one_be():
    veto, allow = KemetAction("veto", ("seth-di-veto",)), KemetAction("allow", ())
    for card, cancelled in (("alliance-di-war-fury", True), ("alliance-di-bronze-wall", False)):
        view = _VetoAsked(card)
        assert (
            di_cards.veto(view, "seth", veto, {}) > di_cards.veto(view, "seth", allow, {})
        ) is cancelled, card


def test_pyramids_are_raised_with_pp_to_spare_and_not_with_the_last_ones():
    engine = Engine(NAME, 3, {"alliance_size": 2})
    assert _play_until(engine, lambda e: e.state.decision.kind == "member-action")
    seat = engine.to_act
    pyramids = [p for p in engine.state.pyramids if p.site.startswith(seat)]
    low = min(pyramids, key=lambda p: p.level)
    up = KemetAction("raise", (f"{low.site}={low.colour}{low.level + 1}",))
    skip = KemetAction("skip", ())
    rich = engine.state.update_seat(seat, pp=12)
    poor = engine.state.update_seat(seat, pp=low.level + 1)
    assert raise_pyramid(rich, seat, up, {}) > raise_pyramid(rich, seat, skip, {})
    assert raise_pyramid(poor, seat, up, {}) < raise_pyramid(poor, seat, skip, {})


def test_the_osiris_boards_tiles_are_bought_like_the_others():
    state = Engine(NAME, 3, {"alliance_size": 2}).state
    skip = buy(state, "a1", KemetAction("skip", ()), {})
    shared = buy(state, "a1", KemetAction("buy", ("alliance-red-vengeance-of-horus",)), {})
    own = buy(state, "a1", KemetAction("buy", ("purple-2-cobra",)), {})
    assert shared > own > skip


def _choice(state, seat: str) -> str:
    bot = make_bot("kemet:1", 1)
    action = bot.choose(KEMET, KEMET.view(state, seat), tuple(KEMET.legal_actions(state)), seat)
    return KEMET.format_action(state, action)


def _attacked(defenders: int, attackers: int):
    """Seth's ``attackers`` units attack a1's ``defenders`` on f1; a1 holds Escape."""
    state = di(place(make_state(), "f1", a1=defenders), "a1", "alliance-di-escape")
    return attack(state, SETH, "f1", seth=attackers)


def test_an_outmatched_troop_escapes_and_a_fair_fight_is_fought():
    assert _choice(_attacked(1, 6), "a1").startswith("escape:")
    assert _choice(_attacked(4, 2), "a1") == "done"


def _moving_from(space: str):
    state = di(place(make_state(), space, a1=3), "a1", "alliance-di-swiftness")
    return play(begin_move(state, "a1"), f"troop:{space}")


def test_swiftness_is_played_when_the_temple_is_one_step_too_far_and_kept_otherwise():
    assert _choice(_moving_from("a1a"), "a1") == "di:alliance-di-swiftness"  # t1 is 2 steps
    assert _choice(_moving_from("f1"), "a1") == "go:t1"  # t1 is next door: the card is kept


def test_a_third_level_is_worth_more_than_a_second_and_two_levels_more_than_one():
    state, site = Scenario(n=2).pp("a1", 20).build(), "a1a"  # a1a: a red pyramid

    def worth(old: int, new: int) -> float:
        at = state.with_pyramid(Pyramid(site, "red", old))
        return raise_pyramid(at, "a1", KemetAction("raise", (f"{site}=red{new}",)), {})

    assert worth(2, 3) > worth(1, 2) > 0
    assert worth(1, 3) > worth(1, 2)


def test_a_buy_space_is_worth_the_level_its_pyramid_opens():
    state, site = Scenario(n=2).pp("a1", 10).build(), "a1a"  # a1a: a red pyramid
    space = KemetAction("act", ("buy-red",))
    low = member_action(state.with_pyramid(Pyramid(site, "red", 1)), "a1", space, {})
    high = member_action(state.with_pyramid(Pyramid(site, "red", 3)), "a1", space, {})
    assert high > low
    poor = state.with_pyramid(Pyramid(site, "red", 3)).update_seat("a1", pp=2)
    assert member_action(poor, "a1", space, {}) < low, "no PP for a level-3 tile"


def test_seth_raises_his_pyramid_off_level_one_when_he_can_pay_for_it():
    state = Scenario(n=2).build()
    site = game_map(state).seth_pyramid.id

    def worth(space: str, level: int, pp: int) -> float:
        at = state.with_pyramid(Pyramid(site, "purple", level)).update_seat(SETH, pp=pp)
        return seth_action(at, SETH, KemetAction("act", (space,)), {})

    assert worth("raise-pyramid", 1, 6) > worth("buy-purple", 1, 6), "level 2 opens more"
    assert worth("raise-pyramid", 1, 3) < worth("buy-purple", 1, 3), "too poor to use it"


def test_the_battle_mirror_is_worth_a_card_of_the_other_side():
    # the Mirror is worth the Alliance's average card (its printed 0 made it the card always
    # discarded): about as much as Seth's weakest card, Serpent Strike (2/1/1 and 1 unblockable)
    mirror = knowledge.card_value("card-battle-mirror")
    alliance = [
        knowledge.card_value(c)
        for c in (
            "card-cavalry-blitz",
            "card-shield-push",
            "card-fervent-purge",
            "card-phalanx-defense",
            "card-mixed-tactics",
            "card-chariot-raid",
        )
    ]
    assert min(alliance) < mirror < max(alliance)
    serpent = knowledge.card_value("seth-card-serpent-strike")
    assert abs(mirror - serpent) < 1 < serpent


def test_a_movement_card_is_judged_past_the_veto_window_it_opens():
    """Seth's Teleportation opens a veto window for a member holding cards; the step after
    it is what the card is worth, not the window."""
    state = (
        Scenario(n=2)
        .troop("f1", seth=4)
        .di(SETH, "seth-di-teleportation")
        .di("a1", "alliance-di-war-rage")
        .build()
    )
    state, _ = KEMET.apply(begin_move(state, SETH), KemetAction("troop", ("f1",)))
    card = KemetAction("di", ("seth-di-teleportation",))
    assert card in KEMET.legal_actions(state)
    assert card_step(KEMET, KEMET.view(state, SETH), card, SETH) > -50.0


def _seth_chooses_cards(seth_units: int, member_units: int) -> str:
    state = attack(place(make_state(), "f1", a1=member_units), SETH, "f1", seth=seth_units)
    state = play(state, "fight:card-cavalry-blitz/card-mixed-tactics")  # a1 chooses first
    return _choice(state, SETH)


def test_a_battle_won_without_cards_spends_the_weakest_and_a_close_one_the_best():
    # decided: the two weakest go, Serpent Strike (2/1/1 and 1 unblockable) and Desert Fury (3/3/0)
    assert _seth_chooses_cards(6, 1) == "fight:seth-card-serpent-strike/seth-card-desert-fury"
    # close: his best card (Jackal Charge, 3/5/0) is played and his weakest (Serpent Strike) goes
    assert _seth_chooses_cards(3, 2) == "fight:seth-card-jackal-charge/seth-card-serpent-strike"


def test_corrupt_a_creature_attacks_the_smallest_troop_it_may_reach():
    state = place(place(make_state(), "t1", a1=4), "t2", a1=1)
    big = corrupt_creature(state, SETH, KemetAction("attack", ("t1",)), {})
    small = corrupt_creature(state, SETH, KemetAction("attack", ("t2",)), {})
    assert small > big


def test_call_of_chaos_is_not_paid_for_once_seths_deck_is_empty():
    state = Engine(NAME, 4, {"alliance_size": 3}).state
    state = state.update_seat(SETH, pp=3, di_hand=("seth-di-call-of-chaos",))
    play_it = KemetAction("di", ("seth-di-call-of-chaos",))
    assert state.seth_di.cards
    assert di_cards.day_di(state, SETH, play_it) is not None
    emptied = dataclasses.replace(
        state, seth_di=dataclasses.replace(state.seth_di, cards=(), discard=("seth-di-war-rage",))
    )
    assert di_cards.day_di(emptied, SETH, play_it) is None, "it draws from the deck alone"
