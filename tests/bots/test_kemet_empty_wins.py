"""An attack scores a battle VP only if the attacker wins with a unit left (seed-002): ``kemet:1``
does not attack where no card of its hand would keep one against the defender's deadliest card,
plays the card that keeps one, and as the defender the card that denies it."""

from __future__ import annotations

from kemet_tui.bots import make_bot
from kemet_tui.bots.kemet import battle_odds, knowledge
from kemet_tui.bots.kemet.goals import EMPTY_WIN, attack_value
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.state.model import SETH
from tests.rules.kemet.battle.test_battle import attack
from tests.rules.kemet.movebattle_setup import make_state, place, play

KEMET = get_ruleset("kemet-seth")
#: Seth's deadliest card: the damage a member's troop must outlast to score
JACKAL = "seth-card-jackal-charge"


def _troops(member_units: int, seth_units: int):
    state = place(place(make_state(), "t1", seth=seth_units), "t2", a1=member_units)
    return state, state.troop_at("t2"), state.troop_at("t1")


def _choice(state, seat: str) -> str:
    bot = make_bot("kemet:1", 1)
    action = bot.choose(KEMET, KEMET.view(state, seat), tuple(KEMET.legal_actions(state)), seat)
    return KEMET.format_action(state, action)


def test_no_card_keeps_a_unit_of_four_against_seths_deadliest_card():
    # a card that protects enough (Phalanx Defense, 2) is too weak to beat his four units
    state, member, seth = _troops(4, 4)
    assert knowledge.margin(state, member, seth, 4) > 0, "the attack would win"
    assert not knowledge.keeps_a_unit(state, member, seth, 4)
    assert attack_value(state, member, seth, 4) == EMPTY_WIN


def test_five_units_with_a_protecting_card_keep_one_and_the_attack_is_worth_a_win():
    state, member, seth = _troops(5, 2)
    assert knowledge.keeps_a_unit(state, member, seth, 5)
    assert attack_value(state, member, seth, 5) > 6.0
    # without a protecting card in hand the same troop would win with no unit left
    bare = state.update_seat("a1", battle_hand=("card-cavalry-blitz", "card-fervent-purge"))
    assert not knowledge.keeps_a_unit(bare, member, seth, 5)
    assert attack_value(bare, member, seth, 5) == EMPTY_WIN


def test_the_attacking_member_plays_the_card_that_keeps_a_unit():
    state = attack(place(make_state(), "f1", seth=2), "a1", "f1", a1=5)
    state = play(state, f"fight:{JACKAL}/seth-card-serpent-strike")  # Seth defends first
    chosen = _choice(state, "a1").removeprefix("fight:").split("/")[0]
    assert chosen in ("card-phalanx-defense", "card-shield-push", "card-mixed-tactics")
    assert battle_odds.scoring_chance(state, "att", chosen) > battle_odds.scoring_chance(
        state, "att", "card-cavalry-blitz"
    )


def test_the_defender_weighs_the_attackers_chance_against_it():
    state = attack(place(make_state(), "f1", seth=2), "a1", "f1", a1=5)
    deadly = battle_odds.scoring_chance(state, "def", JACKAL)
    mild = battle_odds.scoring_chance(state, "def", "seth-card-serpent-strike")
    assert deadly < mild, "Jackal Charge kills more of the attackers"
    assert _choice(state, SETH).startswith(f"fight:{JACKAL}/")
