"""A hint's reasons come from the bot's own terms: the battle odds it fights by, the space a
Move leads to, the term of its evaluation an answer changes, the piece a Seti move takes."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from kemet_tui.bots.hints import hints
from kemet_tui.bots.kemet import knowledge as K
from kemet_tui.bots.kemet.reasons import by_evaluation, reason, space_words
from kemet_tui.bots.seti.reasons import reason as seti_reason
from kemet_tui.core.engine import Engine
from kemet_tui.rules.kemet.state.model import SETH, make_troop
from kemet_tui.rules.seti.state import MOVE
from kemet_tui.tui.parts.hint_asker import hint_line
from kemet_tui.tui.widgets.hint_panel import hint_text


def _found(engine: Engine, wanted: Callable[[Engine], object], seed: int, limit: int = 4000):
    """Play at random until ``wanted(engine)`` answers something (returned with the engine)."""
    chooser = random.Random(seed)
    for _ in range(limit):
        if engine.outcome is not None:
            return None
        got = wanted(engine)
        if got:
            return got
        engine.play_token(chooser.choice(engine.legal_tokens()))
    return None


def _attack_step(engine: Engine):
    """A ``go`` step of a Move onto an enemy troop, with the view and the moving troop."""
    seat = engine.to_act
    view = engine.view(seat)
    top = view.pending[-1] if view.pending else None
    if top is None or top.kind != "move":
        return None
    ctx = dict(top.context)
    mover = make_troop(ctx.get("at", ""), dict(ctx.get("units", ())) or {seat: 1})
    for action in engine.legal_actions():
        enemy = view.troop_at(action.args[0]) if action.verb == "go" else None
        if enemy is not None and enemy.units and enemy.side != mover.side:
            return seat, view, action, mover, enemy
    return None


def test_a_move_onto_an_enemy_says_the_battle_by_the_bots_odds():
    for seed in range(1, 12):
        found = _found(Engine("kemet-seth", seed, {"alliance_size": 2}), _attack_step, seed)
        if found:
            break
    assert found, "no attack step in the seeded games"
    seat, view, action, mover, enemy = found
    said = reason(Engine("kemet-seth", 1, {"alliance_size": 2}).ruleset, view, action, seat)
    match = re.search(r"attacks .*: (wins|loses) this battle (\d+) to (\d+)", said)
    assert match, said
    ours, theirs = int(match[2]), int(match[3])
    assert ours == round(K.strength(view, mover, mover.size))
    assert theirs == round(K.strength(view, enemy, defending=True))
    assert (match[1] == "wins") == (ours > theirs)


def test_a_space_is_worded_by_what_the_policy_counts_there():
    engine = Engine("kemet-seth", 3, {"alliance_size": 2})
    _found(engine, lambda e: e.state.round >= 2, 3)
    view = engine.view("a1")
    mover = make_troop("~", {"a1": 4})
    kinds = {s.id: s.kind for s in view_spaces(view)}
    temple = next(s for s, k in kinds.items() if k == "temple" and view.troop_at(s) is None)
    assert space_words(view, temple, mover, 4).endswith("a temple held for the Night")
    seth_troop = make_troop("~", {SETH: 4})
    assert "held for the Night" not in space_words(view, temple, seth_troop, 4)


def view_spaces(view):
    from kemet_tui.rules.kemet.mechanics.common import game_map

    return game_map(view).spaces


def test_the_ceremony_opens_the_portal():
    def ceremony(engine: Engine):
        view = engine.view(engine.to_act)
        top = view.pending[-1] if view.pending else None
        if top is None or top.kind != "alliance-turn":
            return None
        return next(((view, a) for a in engine.legal_actions() if a.verb == "ceremony"), None)

    for seed in range(1, 40):
        engine = Engine("kemet-seth", seed, {"alliance_size": 2})
        found = _found(engine, ceremony, seed)
        if found:
            view, action = found
            said = reason(engine.ruleset, view, action, "alliance")
            assert said == "performs the Great Ceremony: opens the portal"
            return
    raise AssertionError("no Great Ceremony offered in the seeded games")


#: a reason of the look-ahead, and what must have changed for it to be true
CHANGES = {
    "Seth scores a VP": lambda before, after: after.seth_vp > before.seth_vp,
    "scores a VP": lambda before, after: after.seth_vp > before.seth_vp,
    "raises the sacred temple": lambda b, a: _sacred(a) > _sacred(b),
    "a temple held for the Night": lambda b, a: _temples(a) > _temples(b),
    "destroys Alliance units": lambda b, a: _units(a, False) < _units(b, False),
    "more units on the board": lambda b, a: True,
    "loses units": lambda b, a: True,
}


def _sacred(state) -> int:
    return max((t.level for t in state.sacred_temples), default=0)


def _temples(state) -> int:
    from kemet_tui.rules.kemet.mechanics.common import temples_held
    from kemet_tui.rules.kemet.state.model import ALLIANCE

    return len(temples_held(state, ALLIANCE))


def _units(state, seth: bool) -> int:
    return sum(n for t in state.troops for s, n in t.units if (s == SETH) == seth)


def test_a_looked_ahead_answer_is_named_by_the_term_it_changes():
    """Decisions the policy settles by a look-ahead: each reason names a term of the
    evaluation that the answer did change, in the asking side's favour."""
    from kemet_tui.bots.kemet.reasons import EXPLAINERS

    seen = set()
    for seed in (1, 2):
        engine = Engine("kemet-seth", seed, {"alliance_size": 2})
        chooser = random.Random(seed)
        while engine.outcome is None and engine.state.round <= 4:
            seat = engine.to_act
            view = engine.view(seat)
            if view.pending and view.pending[-1].kind not in EXPLAINERS:
                for action in engine.legal_actions():
                    said = by_evaluation(engine.ruleset, view, action, seat)
                    if said in CHANGES:
                        after, _ = engine.ruleset.apply(view, action)
                        assert CHANGES[said](view, after), (said, action)
                        seen.add(said)
            engine.play_token(chooser.choice(engine.legal_tokens()))
    assert len(seen) >= 3, seen


def test_kemet_hints_give_each_answer_a_reason_of_its_own():
    engine = Engine("kemet-seth", 12, {"alliance_size": 2})
    _found(
        engine,
        lambda e: e.state.round >= 2 and e.view(e.to_act).pending[-1].kind == "member-action",
        12,
    )
    seat = engine.to_act
    given = hints(engine.ruleset, engine.view(seat), engine.legal_actions(), seat)
    assert given[0].chosen and not any(h.chosen for h in given[1:])
    for h in given:
        assert h.reason and "Level 1 policy" not in h.reason and "score" not in h.reason
    assert (
        hint_line("A1", given)
        == f"Hint for A1: {given[0].token} (its choice); the hint panel says why, and what else."
    )
    assert f"{given[0].token} — {given[0].reason}" in hint_text(given).plain


def test_answers_that_share_a_reason_share_its_line_in_the_panel():
    from kemet_tui.bots.hints import Hint

    given = (
        Hint("act:move1", "a Move", True),
        Hint("act:recruit", "recruits", False),
        Hint("act:move2", "a Move", False),
    )
    assert hint_text(given).plain == "act:move1 or act:move2 — a Move\nact:recruit — recruits"


def _seti_with(name: str, seed: int, wanted: Callable):
    engine = Engine(name, seed)
    return _found(engine, lambda e: wanted(e), seed, limit=300)


def test_a_seti_capture_is_named_by_the_piece_taken():
    def capture(engine: Engine):
        view = engine.view(engine.to_act)
        for move in engine.legal_actions():
            if move.kind == MOVE and view.board[move.target] & 7:
                return view, move
        return None

    for name in ("seti-aleph", "seti-beth"):
        view, move = _seti_with(name, 3, capture)
        said = seti_reason(view, move)
        taken = "High Priest" if ((view.board[move.target] & 7) - 1) & 1 else "Pharaoh"
        assert said.startswith(f"takes a {taken}") or "goal row" in said, said
        if name == "seti-aleph" and said.startswith("takes"):
            assert "turns it to its own side" in said


def test_a_seti_step_forward_is_ground_and_a_winning_step_says_so():
    engine = Engine("seti-beth", 1)
    view = engine.view(engine.to_act)
    words = {seti_reason(view, m) for m in engine.legal_actions()}
    assert any(w.startswith("gains ground: ") for w in words), words
    assert all(w for w in words)

    def winning(e: Engine):
        v = e.view(e.to_act)
        return next(
            ((v, m) for m in e.legal_actions() if seti_reason(v, m).endswith(": wins")), None
        )

    found = _seti_with("seti-beth", 4, winning)
    assert found, "no winning step in the seeded game"
    view, move = found
    from kemet_tui.bots.seti.greedy import WIN, score_after
    from kemet_tui.bots.seti.tables import tables
    from kemet_tui.rules.seti.movegen import apply_move

    after = apply_move(view.board, view.to_move, view.reserves, move)
    assert score_after(tables(view.variant), *after, view.to_move) == WIN


def test_a_token_of_another_seat_is_named_after_what_the_space_gives():
    def seth_with_tokens(engine: Engine):
        if engine.to_act != SETH or engine.state.round < 2:
            return None
        view = engine.view(SETH)
        if view.pending[-1].kind != "seth-action":
            return None
        borrowed = [a for a in engine.legal_actions() if a.verb == "act" and "@a" in a.args[0]]
        return (view, borrowed) if borrowed else None

    engine = Engine("kemet-seth", 2, {"alliance_size": 3})
    found = _found(engine, seth_with_tokens, 2)
    assert found, "Seth never had a member's token to place"
    view, borrowed = found
    for action in borrowed:
        member = action.args[0].split("@")[1].upper()
        said = reason(engine.ruleset, view, action, SETH)
        assert (
            said.endswith(f"{member}'s token)")
            or said.endswith(f"with {member}'s token")
            or "no effect" in said
        ), said


def test_no_reason_names_a_card_only_another_seat_holds():
    """In battles (where hands matter most) the reasons for every answer, read from the
    asking seat's view, never name a battle or DI card that only other seats hold."""
    from kemet_tui.rules.kemet.view.names import content_name

    checked = 0
    for seed in range(1, 8):
        engine = Engine("kemet-seth", seed, {"alliance_size": 2})
        chooser = random.Random(seed)
        while engine.outcome is None and checked < 40:
            seat = engine.to_act
            state = engine.state
            if (
                state.pending
                and state.pending[-1].kind in ("battle-cards", "battle-di")
                and seat in {s.seat for s in state.seats}
            ):
                mine = {c for c in state.seat(seat).battle_hand + state.seat(seat).di_hand}
                theirs = {
                    c for s in state.seats if s.seat != seat for c in s.battle_hand + s.di_hand
                } - mine
                secret = {content_name(c) for c in theirs} - {content_name(c) for c in mine}
                view = engine.view(seat)
                for action in engine.legal_actions():
                    said = reason(engine.ruleset, view, action, seat)
                    assert not any(name and name in said for name in secret), said
                checked += 1
            engine.play_token(chooser.choice(engine.legal_tokens()))
    assert checked >= 10
