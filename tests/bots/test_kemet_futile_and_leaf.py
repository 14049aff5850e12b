"""``kemet:3``'s guards against two blind spots: the root never weighs a token spent on
nothing while an action with an effect is listed (``futile.py``), and the leaf counts Alliance
troops at the open door of Seth's city (``leaf.py``)."""

from __future__ import annotations

import dataclasses

from kemet_tui.bots import make_bot
from kemet_tui.bots.kemet import futile, leaf, mcts
from kemet_tui.bots.kemet.goals import evaluate_deep
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.kemet.alliance import ceremony
from kemet_tui.rules.kemet.mechanics.common import city_spaces, game_map, members, rules
from kemet_tui.rules.kemet.state.model import SETH, Troop

NAME = "kemet-seth"
KEMET = get_ruleset(NAME)
#: Seth's spaces that do something without PP
USEFUL = ("act:pray", "act:invocation", "act:move")


def _seth_out_of_pp():
    """The first of a few seeded games (``kemet:1`` Seth, random Alliance) that reaches
    Seth's action choice with no PP while Raise a pyramid is listed beside a space that does
    something without PP (Seth with Energy Drain
    is rarely out of PP, so one game may never get there)."""
    for seed in range(2, 40):
        found = _seth_out_of_pp_in(seed)
        if found is not None:
            return found
    raise AssertionError("no such position")


def _seth_out_of_pp_in(seed: int):
    engine = Engine(NAME, seed, {"alliance_size": 3})
    seth, others = make_bot("kemet:1", 11), make_bot("random", 12)
    while engine.to_act is not None:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        if (
            seat == SETH
            and view.pending[-1].kind == "seth-action"
            and view.seat(SETH).pp == 0
            and any(a.token == "act:raise-pyramid" for a in legal)
            and any(a.token.startswith(USEFUL) for a in legal)
        ):
            return view, legal
        engine.play((seth if seat == SETH else others).choose(KEMET, view, legal, seat))
    return None


def test_spaces_that_would_do_nothing_are_not_weighed():
    view, legal = _seth_out_of_pp()
    tokens = {a.token: a for a in legal}
    assert futile.futile(KEMET, view, tokens["act:raise-pyramid"], legal)  # "Raise no pyramid"
    kept = {a.token for a in futile.useful(KEMET, view, legal)}
    assert "act:raise-pyramid" not in kept and kept  # something useful is left
    assert any(t.startswith(USEFUL) for t in kept), kept
    chosen = make_bot("kemet:3/4", 3).choose(KEMET, view, legal, SETH)
    assert chosen.token in kept


def test_move_no_troop_is_futile_only_while_a_troop_could_move():
    engine = Engine(NAME, 4, {"alliance_size": 3})
    bot = make_bot("kemet:1", 1)
    while engine.to_act is not None:
        seat, legal = engine.to_act, list(engine.legal_actions())
        view = engine.view(seat)
        top = view.pending[-1]
        if top.kind == "move" and top.get("stage") == "troop":
            stop = next(a for a in legal if a.verb == "stop")
            assert futile.futile(KEMET, view, stop, legal)
            assert not futile.futile(KEMET, view, stop, [stop])
            assert stop not in futile.useful(KEMET, view, legal)
            return
        engine.play(bot.choose(KEMET, view, legal, seat))
    raise AssertionError("no Move reached")


def test_every_futile_list_is_kept_whole():
    view, legal = _seth_out_of_pp()
    nothing = [a for a in legal if futile.futile(KEMET, view, a, legal)]
    assert nothing and futile.useful(KEMET, view, nothing) == nothing


def _with_pp(state, pp: int, on_desert: bool):
    """``state`` where only the first member holds PP, ``pp`` of them, and stands with a troop
    on an obelisk desert or not."""
    first = members(state)[0]
    for member in members(state):
        state = state.update_seat(member, pp=pp if member == first else 0)
    if not on_desert:
        return state
    desert = ceremony.obelisk_deserts(state)[0]
    troops = tuple(t for t in state.troops if t.space != desert)
    return dataclasses.replace(state, troops=troops + (Troop(desert, ((first, 3),)),))


def _open_door(state):
    """``state`` after the Ceremony, Seth's city emptied and an Alliance troop at P1."""
    p1, _ = game_map(state).portal_pair
    sectors = set(city_spaces(state, SETH))
    member = next(s for s in state.seat_ids if s != SETH)
    troops = tuple(t for t in state.troops if t.space not in sectors and t.space != p1)
    return dataclasses.replace(
        state,
        portal_open=True,
        great_ceremony_done=True,
        troops=troops + (Troop(p1, ((member, 4),)),),
    )


def test_the_open_door_of_seths_city_weighs_on_the_leaf():
    state = _with_pp(Engine(NAME, 3, {"alliance_size": 3}).state, 0, on_desert=False)
    assert leaf.city_risk(state) == 0.0  # the portal is closed
    assert leaf.seth_value(state) == evaluate_deep(state, SETH)
    door = _open_door(state)
    assert leaf.city_risk(door) > 0
    assert leaf.seth_value(door) < evaluate_deep(door, SETH)
    guarded = dataclasses.replace(
        door, troops=door.troops + tuple(Troop(s, ((SETH, 6),)) for s in city_spaces(state, SETH))
    )
    assert leaf.city_risk(guarded) < leaf.city_risk(door)
    assert mcts.seth_value is leaf.seth_value  # the value the search backs up


def test_the_ceremonys_readiness_weighs_on_the_leaf():
    state = Engine(NAME, 3, {"alliance_size": 3}).state
    price = ceremony.cost(state)
    assert leaf.ceremony_readiness(_with_pp(state, 0, on_desert=False)) == 0.0
    # PP held away from the deserts count half: the Ceremony needs them walked there
    away = _with_pp(state, price // 2, on_desert=False)
    there = _with_pp(state, price // 2, on_desert=True)
    assert leaf.ceremony_readiness(away) == 0.5 * (price // 2) / price
    assert leaf.ceremony_readiness(there) == (price // 2) / price
    full = _with_pp(state, price + 5, on_desert=True)
    assert leaf.ceremony_readiness(full) == 1.0
    assert leaf.seth_value(full) == evaluate_deep(full, SETH) - leaf.CEREMONY_READY
    # performing it still gains: the Ceremony done, its price paid, is worth more than ready
    for n in (2, 3, 4, 5):
        start = Engine(NAME, 3, {"alliance_size": n}).state
        ready = _with_pp(start, ceremony.cost(start) + 5, on_desert=True)
        paid = dataclasses.replace(_with_pp(start, 5, on_desert=True), great_ceremony_done=True)
        assert leaf.ceremony_readiness(paid) == 0.0
        assert leaf.seth_value(paid) < leaf.seth_value(ready)


def test_vp_beyond_the_alliances_target_weigh_less_on_the_leaf():
    state = _with_pp(Engine(NAME, 3, {"alliance_size": 3}).state, 0, on_desert=False)
    at_target, beyond = (dataclasses.replace(state, alliance_vp=vp) for vp in (6, 8))
    deep_gap = evaluate_deep(at_target, SETH) - evaluate_deep(beyond, SETH)
    leaf_gap = leaf.seth_value(at_target) - leaf.seth_value(beyond)
    assert deep_gap == 2 * leaf.VP_WORTH, "the leaf's VP_WORTH is evaluate's"
    assert leaf_gap == deep_gap - 2 * leaf.SURPLUS_VP
    assert 0 < leaf_gap < deep_gap


def _holding_temples(state, count: int):
    """``state`` with a troop of the first member on each of ``count`` printed temples."""
    first = members(state)[0]
    temples = [s.id for s in game_map(state).spaces_of_kind("temple")][:count]
    troops = tuple(t for t in state.troops if t.space not in temples)
    return dataclasses.replace(
        state, troops=troops + tuple(Troop(t, ((first, 2),)) for t in temples)
    )


def test_the_temples_that_bring_a_vp_at_dusk_weigh_on_the_leaf():
    for n in (2, 3, 4, 5):
        state = _with_pp(Engine(NAME, 3, {"alliance_size": n}).state, 0, on_desert=False)
        need = rules().temples_for_vp(n)
        short, holding = _holding_temples(state, need - 1), _holding_temples(state, need)
        assert not leaf.holds_dusk_temples(short)
        assert leaf.holds_dusk_temples(holding)
        assert leaf.seth_value(short) == evaluate_deep(short, SETH)
        assert leaf.seth_value(holding) == evaluate_deep(holding, SETH) - leaf.DUSK_VP
        # a VP taken is worth more than one the dusk may still bring
        taken = dataclasses.replace(short, alliance_vp=short.alliance_vp + 1)
        assert leaf.seth_value(short) - leaf.seth_value(taken) > leaf.DUSK_VP
        # at the target, the dusk's VP would be a surplus one
        done = dataclasses.replace(holding, alliance_vp=rules().alliance_permanent_vp_target)
        gap = evaluate_deep(done, SETH) - leaf.seth_value(done)
        assert 0 < gap < leaf.DUSK_VP
