"""``kemet:1`` decides by value where a lot once decided: the free tile and a Buy are chosen by
what the tiles' effects are worth (whatever the bot's seed), a token whose action would do
nothing is placed last, and Seth keeps his city's sectors held once the portal is open."""

from __future__ import annotations

from kemet_tui.bots import make_bot
from kemet_tui.bots.kemet.goals import threatened_districts
from kemet_tui.bots.kemet.knowledge import card_value
from kemet_tui.bots.kemet.moves import CORRUPT_WIN, score_step
from kemet_tui.bots.kemet.policies import (
    IDLE,
    LAST_TOKEN_MARCH,
    SETH_SPACES,
    TILE_ON_SALE,
    recruit,
    seth_action,
)
from kemet_tui.bots.kemet.tile_worth import HOOKS, UNBLOCKABLE, tile_worth
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.actions.movement import begin_move
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.scenario import Scenario
from kemet_tui.rules.kemet.state.actions import KemetAction, parse_token
from kemet_tui.rules.kemet.state.contexts import move_context
from kemet_tui.rules.kemet.state.model import SETH

KEMET = get_ruleset("kemet-seth")


def _seth_free_tile(seed: int, bot_seed: int) -> str:
    """The free level-1 tile ``kemet:1`` (seeded ``bot_seed``) takes for Seth in game ``seed``."""
    engine = Engine("kemet-seth", seed, {"alliance_size": 3})
    bot = make_bot("kemet:1", bot_seed)
    while not (engine.state.pending[-1].kind == "setup-tile" and engine.to_act == SETH):
        seat = engine.to_act
        engine.play(bot.choose(KEMET, engine.view(seat), tuple(engine.legal_actions()), seat))
    action = bot.choose(KEMET, engine.view(SETH), tuple(engine.legal_actions()), SETH)
    return action.args[0]


def test_the_free_tile_is_chosen_by_worth_not_by_lot():
    chosen = {_seth_free_tile(seed, bot_seed) for seed in (1, 2) for bot_seed in range(6)}
    assert len(chosen) == 1
    level_one = [
        t.id for t in fx.data().tiles_in_play(False) if t.colour == "purple" and t.level == 1
    ]
    best = max(level_one, key=lambda t: tile_worth(t, SETH, 3))
    assert chosen == {best}


def test_a_tile_is_worth_more_the_more_its_effects_give():
    for side in (SETH, "alliance"):

        def worth(tile_id: str) -> float:
            return tile_worth(tile_id, side, 3)

        assert (
            worth("purple-4-wrath-of-seth")
            > worth("purple-2-kill-them-all")
            > worth("red-2-carnage")
        )
        assert worth("white-4-priest-of-amon") > worth("white-2-high-priest")
        assert worth("red-1-god-speed") > worth("purple-1-desert-wind"), "limited to deserts"
    assert tile_worth("red-1-charge", SETH, 3) > tile_worth("blue-1-defense", SETH, 3)
    assert tile_worth("blue-1-defense", "alliance", 3) > tile_worth("red-1-charge", "alliance", 3)
    assert tile_worth("alliance-red-vengeance-of-horus", SETH, 3) == 0, "not Seth's to use"


def test_every_point_of_a_battle_bonus_is_priced():
    bonus = HOOKS["battle_bonus"]
    for side in (0, 1):
        for key in ("strength", "damage", "protection", "unblockable"):
            assert bonus({key: 1}, side, 3) > 0, key
        assert bonus({"unblockable": 2}, side, 3) == 2 * UNBLOCKABLE[side]


def _seth_to_place(pp: int):
    """A state of a seeded game where Seth places a token, with ``pp`` PP."""
    engine = Engine("kemet-seth", 4, {"alliance_size": 2})
    bot = make_bot("kemet:1", 1)
    while engine.state.pending[-1].kind != "seth-action":
        seat = engine.to_act
        engine.play(bot.choose(KEMET, engine.view(seat), tuple(engine.legal_actions()), seat))
    return engine.state.update_seat(SETH, pp=pp)


def test_a_token_with_nothing_to_do_comes_after_one_that_does_something():
    broke = _seth_to_place(0)
    buy = seth_action(broke, SETH, KemetAction("act", ("buy-purple",)), {})
    pray = seth_action(broke, SETH, KemetAction("act", ("pray",)), {})
    assert buy == IDLE < pray
    rich = _seth_to_place(9)
    assert seth_action(rich, SETH, KemetAction("act", ("buy-purple",)), {}) > IDLE


def _portal_open(**alliance_at: int):
    scenario = (
        Scenario(n=2)
        .clear("s1", "s2", "s3")
        .troop("s1", seth=6)
        .set(portal_open=True, great_ceremony_done=True)
    )
    for space, units in alliance_at.items():
        scenario = scenario.troop(space, a1=units)
    return scenario


def test_an_open_sector_within_the_alliances_reach_is_recruited_into():
    state = _portal_open(p2=4).reserve(SETH, 6).pp(SETH, 9).ask("recruit", SETH)
    assert threatened_districts(state) == {"s2", "s3"}
    into = {
        space: recruit(state, SETH, KemetAction("put", (space,)), {})
        for space in ("s1", "s2", "s3")
    }
    assert into["s2"] > into["s1"] and into["s3"] > into["s1"]
    far = _portal_open().reserve(SETH, 6).pp(SETH, 9).ask("recruit", SETH)
    assert not threatened_districts(far), "no Alliance troop near: nothing to guard"


def test_seth_does_not_walk_his_guard_out_of_a_sector_the_alliance_can_reach():
    def leaving(state) -> float:
        ctx = {"stage": "troop", "mover": SETH}
        return score_step(state, ctx, KemetAction("troop", ("s1",)), SETH)

    # five of a member's units by the portal: a threat his guard is not sure to beat
    near = _portal_open(p2=5).ask("move", SETH, stage="troop", mover=SETH)
    far = _portal_open().ask("move", SETH, stage="troop", mover=SETH)
    assert leaving(near) < leaving(far)


def _gathering(n: int, a1_pp: int):
    """Member a1 stands alone on the northern obelisk desert with ``a1_pp`` PP; a2 holds 9."""
    scenario = Scenario(n=n).clear("o1", "o2", "sa").troop("o1", a1=2).troop("sa", a2=2)
    return scenario.pp("a1", a1_pp).pp("a2", 9).build()


def test_members_gather_on_the_obelisk_deserts_while_the_ceremony_needs_their_pp():
    from kemet_tui.bots.kemet.goals import CEREMONY_PULL, space_value

    short = _gathering(5, 9)  # 50 PP at N = 5: a1's 9 are far from it
    a2 = short.troop_at("sa")
    assert space_value(short, "o1", a2, 2) == CEREMONY_PULL, "join a1 to pay with him"
    assert space_value(short, "o2", a2, 2) == CEREMONY_PULL
    paid = _gathering(2, 25)  # 20 PP at N = 2: a1 pays it alone
    assert space_value(paid, "o1", paid.troop_at("sa"), 2) < 0
    assert space_value(paid, "o2", paid.troop_at("sa"), 2) < CEREMONY_PULL


def test_the_desert_pulls_hardest_the_member_whose_pp_complete_the_ceremony():
    """In games the Alliance lost without its Ceremony, the members together held its price
    in most Days while nobody (or only the poor) stood on the deserts: the pull grows once
    the PP exist, and most for the troop that brings what the members there lack."""
    from kemet_tui.bots.kemet import goals

    def pull(a2_pp: int, a3_pp: int) -> float:
        state = (
            Scenario(n=3)
            .clear("o1", "o2", "sa")
            .troop("o1", a1=2)
            .troop("sa", a2=2)
            .pp("a1", 20)
            .pp("a2", a2_pp)
            .pp("a3", a3_pp)
            .build()
        )  # 30 PP at N = 3, no temple held
        return goals.space_value(state, "o2", state.troop_at("sa"), 2)

    assert pull(12, 0) == goals.CEREMONY_COMPLETING_PULL, "a1's 20 and a2's 12 pay it"
    assert pull(5, 10) == goals.CEREMONY_READY_PULL, "35 PP held, a2's 5 not enough with a1"
    assert pull(5, 0) == goals.CEREMONY_PULL, "25 PP in all: the price is not there yet"
    assert goals.CEREMONY_COMPLETING_PULL > goals.CEREMONY_READY_PULL > goals.CEREMONY_PULL


def test_a_member_on_an_obelisk_desert_keeps_his_pp_for_the_ceremony():
    from kemet_tui.bots.kemet.policies import member_action

    def scores(at: str) -> tuple[float, float]:
        state = Scenario(n=3).clear("o1").troop(at, a1=2).pp("a1", 12).build()
        state = state.update_seat("a1", reserve=4)
        recruit = member_action(state, "a1", KemetAction("act", ("recruit",)), {})
        pray = member_action(state, "a1", KemetAction("act", ("pray2",)), {})
        return recruit, pray

    recruit, pray = scores("o1")  # 12 PP on the desert, 30 needed
    assert recruit < pray, "spending a PP the Ceremony lacks"
    recruit_home, pray_home = scores("sa")
    assert recruit_home > pray_home, "away from the deserts he recruits as before"


def test_seth_rates_a_bonus_for_all_his_troops_above_a_creature_on_one():
    """Taken at the first chance, Kill Them All and Divine Advantage won Seth 71-74 % of the
    games a bot buying Cobra and Crocodile first won 49 % (the exploit screen): his worth
    ranks them first, so the bot plays the opening a group would find."""
    for n in (2, 3, 5):
        assert tile_worth("purple-2-kill-them-all", SETH, n) > tile_worth("purple-2-cobra", SETH, n)
        assert tile_worth("purple-3-divine-advantage", SETH, n) > tile_worth(
            "purple-3-crocodile", SETH, n
        )


def test_energy_drain_is_worth_the_prayers_the_other_seats_make():
    """Every member prays about once a round, so Energy Drain gives its holder about N PP a
    round: taken at Seth's first chance at N = 4 it won 72 % where the bot, pricing it at
    0.45 prayers a member, took Desert Wind. It grows with N and leads Seth's level 1 from
    N = 2 on, where a member's prayers are as many as Desert Wind's reach is worth."""
    drain = [tile_worth("purple-1-energy-drain", SETH, n) for n in (2, 3, 4, 5)]
    assert drain == sorted(drain) and drain[-1] > drain[0]
    level_one = [
        t.id for t in fx.data().tiles_in_play(False) if t.colour == "purple" and t.level == 1
    ]
    for n in (2, 3, 4, 5):
        assert max(level_one, key=lambda t: tile_worth(t, SETH, n)) == "purple-1-energy-drain"


def _seth_turn(*left: str):
    """Seth placing a token with a target beyond one Move: his troop of 6 on P2, a member's 4
    units on the dunes behind a city; ``left``: his turn's tokens still to place."""
    scenario = Scenario(n=2).clear("p2", "b1").troop("p2", seth=6).troop("b1", a1=4)
    return scenario.set(turn_left=left).ask("seth-action", SETH)


def test_seths_last_token_of_a_turn_leans_to_a_march():
    """The Alliance plays before his next token: a recruit would wait a turn to be used."""

    def worth(state, space: str) -> float:
        return seth_action(state, SETH, KemetAction("act", (space,)), {})

    last, more = _seth_turn("token", "placed"), _seth_turn("token", "token")
    for march in ("move", "furious-invasion"):
        assert worth(last, march) == worth(more, march) + LAST_TOKEN_MARCH
    for other in ("recruit", "pray"):
        assert worth(last, other) == worth(more, other)
    assert worth(last, "move") > worth(last, "recruit") > worth(more, "move")


def _corrupted_steps(state) -> dict[str, float]:
    """Seth's Corrupt a troop with A2's token, A2's troop on the temple t2 lifted: each step's
    score."""
    moving = begin_move(state, SETH, corrupt="a2")
    lifted, _ = KEMET.apply(moving, parse_token("troop:t2"))
    ctx = move_context(lifted.pending[-1])
    legal = KEMET.legal_actions(lifted)
    return {KEMET.format_action(lifted, a): score_step(lifted, ctx, a, SETH) for a in legal}


def test_seth_moves_a_corrupted_troop_for_himself_not_for_its_member():
    """Its battle VP are Seth's: it attacks another member's troop it beats; with none near, it
    leaves the temple its member holds."""
    battle = Scenario(n=2).clear("t2", "f1", "f2").troop("t2", a2=4).troop("f2", a1=1)
    steps = _corrupted_steps(battle.build())
    assert max(steps, key=steps.get) == "go:f2"
    alone = _corrupted_steps(Scenario(n=2).clear("t2", "f1", "f2").troop("t2", a2=4).build())
    assert steps["stop"] == alone["stop"] < min(alone[go] for go in ("go:f1", "go:f2"))


def test_a_member_whose_troop_seth_corrupted_plays_to_lose():
    """The corrupted troop's win would be Seth's VP: its member lays no DI card and plays the
    weakest of its battle cards (the next weakest discarded), whatever it holds."""
    state = Scenario(n=2).clear("t2", "f1", "f2").troop("t2", a2=4).troop("f2", a1=1).build()
    state = begin_move(state, SETH, corrupt="a2")
    for token in ("troop:t2", "go:f2", "done", "fight:card-cavalry-blitz/card-chariot-raid"):
        state, _ = KEMET.apply(state, parse_token(token))
    bot = make_bot("kemet:1", 1)

    def answer(state) -> str:
        decision = state.pending[-1]
        assert decision.decider == "a2"
        legal = tuple(KEMET.legal_actions(state))
        return KEMET.format_action(state, bot.choose(KEMET, state, legal, "a2"))

    assert state.pending[-1].kind == "battle-di"
    assert answer(state) == "done"
    state, _ = KEMET.apply(state, parse_token("done"))
    hand = sorted(state.seat("a2").battle_hand, key=card_value)
    assert answer(state) == f"fight:{hand[0]}/{hand[1]}"


def test_seth_corrupts_the_troop_next_to_another_members_not_its_own():
    """Two troops of one member never fight (seed-000): a troop beside another of its own
    member's is not chosen for a battle there."""

    def choosing(beside: str) -> float:
        scenario = Scenario(n=2).clear("t2", "f1", "f2").troop("t2", a2=4)
        moving = begin_move(scenario.troop("f2", **{beside: 1}).build(), SETH, corrupt="a2")
        return score_step(moving, move_context(moving.pending[-1]), parse_token("troop:t2"), SETH)

    assert choosing("a1") > CORRUPT_WIN > choosing("a2")


def test_seths_buy_space_is_worth_the_best_tile_it_sells_now():
    """With one action a turn (N = 2) a fixed worth lost the Buy to every march: Seth took Kill
    Them All late, and taking it at his first chance won 16 points more of the same games."""

    def worth(state) -> float:
        return seth_action(state, SETH, KemetAction("act", ("buy-purple",)), {})

    # Seth with two tokens to place, 6 PP and a purple pyramid of level 2 (Kill Them All the
    # best tile of levels 1 and 2), his troop of 6 on P2 with a target beyond one Move
    scenario = Scenario(n=2).pyramid("sp", "purple", 2).pp(SETH, 6)
    scenario.clear("p2", "b1").troop("p2", seth=6).troop("b1", a1=2)
    on_sale = scenario.set(turn_left=("token", "token")).ask("seth-action", SETH)
    kill_them_all = tile_worth("purple-2-kill-them-all", SETH, 2)
    space = SETH_SPACES["buy-purple"]
    assert worth(on_sale) == space + TILE_ON_SALE * kill_them_all
    march = seth_action(on_sale, SETH, KemetAction("act", ("move",)), {})
    assert worth(on_sale) > march > space
