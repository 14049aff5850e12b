"""The troops a battle was fought with, read off the game's history for the battle panel.

After the reveal the troops on the board change before the battle panel is read again: losses
are taken, Reinforcements join the winner, corrupted units join Seth, the loser retreats and the
winner moves in. Measured on the board as it is then, the strengths no longer add up to what the
log says the battle was fought with. The state *before* the play that turned the cards over
still holds the troops as they fought (nothing changes a troop between the reveal and the
strength check), so the panel measures with those. Troops are public: nothing secret is read.
"""

from __future__ import annotations

from kemet_tui.core import Engine
from kemet_tui.rules.kemet import Troop
from kemet_tui.rules.kemet.view import battle

#: how far back a reveal is looked for (a battle's questions are far fewer)
LOOK_BACK = 60


def fought_troops(
    engine: Engine, step: int | None = None, space: str | None = None
) -> dict[str, Troop]:
    """``{"att": troop, "def": troop}`` as the battle last revealed fought (the one under way,
    or the last one fought to its end: ``battle.revealed``), or the last battle fought on
    ``space`` (a Furious Invasion's first battle while its second is under way); empty when
    no battle was fought. ``step``: after that many plies (where a replay stands); the game as
    it stands now if None."""
    if step is None:
        step = len(engine.plies)
    plies, states = engine.plies[:step], engine.states[: step + 1]
    if space is None:
        state = battle.revealed(states[-1])
        if state is None:
            return {}
        space = battle.ctx(state)["space"]
    for index in range(len(plies) - 1, max(-1, len(plies) - 1 - LOOK_BACK), -1):
        if not any(e.kind == "reveal" for e in plies[index].events):
            continue
        before = states[index]
        for record in reversed(before.pending):  # a Furious Invasion holds two battles
            if record.kind != battle.BATTLE:
                continue
            c = battle.battle_context(record)
            if c["space"] == space and not c["fought"]:
                return {role: battle.troop(before, role, c) for role in battle.ROLES}
    return {}


def fighters(engine: Engine) -> tuple[str, ...]:
    """The seats that chose the cards of the battle the last play revealed (read off the state
    that play was made on: the battle may be over since, its troops gone); none when the last
    play was made in no battle."""
    if not engine.plies:
        return ()
    before = engine.states[len(engine.plies) - 1]
    if battle.marker_index(before) is None:
        return ()
    c = battle.ctx(before)
    return tuple(seat for seat in (c["att_fighter"], c["def_fighter"]) if seat)
