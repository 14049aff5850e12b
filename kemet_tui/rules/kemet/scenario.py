"""A scenario builder for tests and examples: a Kemet state set up by hand.

``Scenario(n=3)`` starts from a new game whose setup is already answered the plain way (members:
pyramids red 1 / blue 1 / white 1 on districts a, b, c and 5 + 5 units on a and b; Seth 6 + 6 on
s1 and s2; no free tile), in the Day of round 1 with nothing asked. Each method changes one
thing and returns the builder, so a test reads as the position it needs:

    state = (Scenario(n=2).pp("a1", 9).tiles("a1", "white-1-priest")
             .troop("t1", a1=3).ask("member-action", "a1"))
    state, events = play(state, "act:pray2")

``play`` goes through the ruleset's checked path (an illegal token raises IllegalAction with
the rule's reason) and runs the flow to the next decision. docs/kemet-scenarios.md documents it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kemet_tui.core.errors import IllegalAction
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet.actions.board import space_named
from kemet_tui.rules.kemet.flow.setup import new_state
from kemet_tui.rules.kemet.mechanics.common import city_spaces, members
from kemet_tui.rules.kemet.ruleset import KEMET
from kemet_tui.rules.kemet.state.decisions import decision
from kemet_tui.rules.kemet.state.model import (
    SETH,
    BoardToken,
    KemetState,
    Pile,
    Pyramid,
    make_troop,
)
from kemet_tui.rules.kemet.state.options import KemetOptions


class Scenario:
    """A state under construction; ``state`` (or ``ask``) gives the value."""

    def __init__(
        self, n: int = 2, seed: int = 0, ta_seti: bool = False, round_cap: int = 0, **options: Any
    ) -> None:
        opts = KemetOptions(alliance_size=n, ta_seti=ta_seti, round_cap=round_cap, **options)
        self.state = _plain_setup(new_state(seed, opts))

    # --- seats ----------------------------------------------------------------------------------
    def seat(self, seat: str, **changes: Any) -> Scenario:
        """Set any SeatState field (``pp``, ``reserve``, ``tokens``…)."""
        self.state = self.state.update_seat(seat, **changes)
        return self

    def pp(self, seat: str, pp: int) -> Scenario:
        return self.seat(seat, pp=pp)

    def reserve(self, seat: str, units: int) -> Scenario:
        return self.seat(seat, reserve=units)

    def tiles(self, seat: str, *tile_ids: str) -> Scenario:
        """Give tiles (taken out of the market when a copy is there)."""
        market = list(self.state.market)
        for tile_id in tile_ids:
            if tile_id in market:
                market.remove(tile_id)
        self.state = self.state.evolve(market=tuple(market))
        return self.seat(seat, tiles=self.state.seat(seat).tiles + tile_ids)

    def di(self, seat: str, *cards: str) -> Scenario:
        """Set a seat's DI hand."""
        return self.seat(seat, di_hand=tuple(cards))

    def deck(self, side: str, *cards: str, discard: tuple[str, ...] = ()) -> Scenario:
        """Set a DI deck (the last card is drawn first) and its discard pile."""
        pile = Pile(tuple(cards), tuple(discard))
        self.state = self.state.evolve(**{f"{'seth' if side == SETH else 'alliance'}_di": pile})
        return self

    def osiris(self, *tile_ids: str) -> Scenario:
        self.state = self.state.evolve(osiris=tile_ids)
        return self

    def temple_powers(self, *power_ids: str) -> Scenario:
        self.state = self.state.evolve(temple_powers=power_ids)
        return self

    # --- the map ------------------------------------------------------------------------------------
    def troop(
        self,
        space: str,
        creature: str | None = None,
        creature_owner: str | None = None,
        **units: int,
    ) -> Scenario:
        """Put a troop on ``space`` (replacing what was there): ``troop("t1", a1=2, a2=1)``."""
        owner = creature_owner or (next(iter(units)) if creature else None)
        self.state = self.state.with_troop(space, make_troop(space, units, creature, owner))
        return self

    def clear(self, *spaces: str) -> Scenario:
        """Empty these spaces (no argument: the whole map)."""
        if not spaces:
            self.state = self.state.evolve(troops=())
        for space in spaces:
            self.state = self.state.with_troop(space, None)
        return self

    def pyramid(self, site: str, colour: str, level: int) -> Scenario:
        if level <= 0:
            self.state = self.state.evolve(
                pyramids=tuple(p for p in self.state.pyramids if p.site != site)
            )
            return self
        self.state = self.state.with_pyramid(Pyramid(site, colour, level))
        return self

    # --- the boards and the flow ------------------------------------------------------------------
    def placed(self, seat: str, short: str, token: str = "") -> Scenario:
        """A token already on ``seat``'s board space ``short`` (not taken from the hand)."""
        space = space_named(self.state, seat, short)
        token = token or ("token-purple" if seat == SETH else "token-alliance")
        tokens = self.state.board_tokens + (BoardToken(seat, space.id, token),)
        self.state = self.state.evolve(board_tokens=tokens)
        return self

    def set(self, **changes: Any) -> Scenario:
        """Set any KemetState field (``phase``, ``round``, ``day_step``, ``turn_left``…)."""
        self.state = replace(self.state, **changes)
        return self

    def ask(self, kind: str, decider: str, **context: Any) -> KemetState:
        """The state with ``kind`` asked of ``decider`` (on top of anything pending)."""
        return self.state.push(decision(kind, decider, **context))

    def build(self) -> KemetState:
        return self.state


def _plain_setup(state: KemetState) -> KemetState:
    """Answer the setup the plain way and open the Day of round 1 with nothing asked."""
    from kemet_tui.rules.kemet.mechanics.common import add_units

    for member in members(state):
        a, b, c = city_spaces(state, member)
        for site, colour in ((a, "red"), (b, "blue"), (c, "white")):
            state = state.with_pyramid(Pyramid(site, colour, 1))
        state = add_units(add_units(state, member, a, 5), member, b, 5)
    s1, s2, _ = city_spaces(state, SETH)
    state = add_units(add_units(state, SETH, s1, 6), SETH, s2, 6)
    return state.evolve(pending=(), phase="day", round=1, day_step=0, turn_left=())


def play(state: KemetState, *tokens: str) -> tuple[KemetState, tuple[Event, ...]]:
    """Play tokens through the checked path; the events of all of them."""
    events: list[Event] = []
    for token in tokens:
        action = KEMET.parse_action(state, token)
        KEMET.check(state, action)
        state, more = KEMET.apply(state, action)
        events += more
    return state, tuple(events)


def legal(state: KemetState) -> list[str]:
    """The legal tokens now."""
    return [a.token for a in KEMET.legal_actions(state)]


def refusal(state: KemetState, token: str) -> str:
    """The reason ``token`` is refused (AssertionError if it is legal)."""
    try:
        play(state, token)
    except IllegalAction as error:
        return error.reason
    raise AssertionError(f"{token} was accepted")
