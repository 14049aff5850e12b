"""The reveal the whole table watches: both battle cards, the DI cards, strengths and result.

At a real table everyone sees the cards turned over. On the hotseat the last secret battle
choice is made behind the curtain, and the seat asked next (often the loser, for the retreat)
may be another player: without this screen the seat that chose last would never see the reveal.
So after a play that reveals the battle cards, and again after a play that decides a battle
whose cards were turned over before it (an Ambush's exchange or a Divine Wound answered in
between, the play that may also win the game), the game screen blanks itself and puts up this
full screen (a ``Screen``, never a modal: what is beneath is the previous seat's private view)
holding only public things: the battle read from the *public* view (``engine.view(None)``: the
face-down discards stay hidden) and the public events of the play. A key goes on, to the curtain
that passes the keyboard to the next seat. A battle between bots (no human fought it) goes on
by itself after ``go_on_after`` seconds (the ``reveal_pause`` setting): the table reads it, and
nobody needs to press a key for a battle nobody at the table chose.

One play may end a battle and turn the next one's cards over: a Furious Invasion fights two
battles, and the answer that decides the first (an Ambush's exchange, a Divine Wound) goes
straight on to the second's reveal. The screen then draws both boxes, the battle that ended
first with its own lines (``EarlierBattle``), so no result goes by unseen.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen

from kemet_tui.core import Engine
from kemet_tui.core.events import Event
from kemet_tui.rules.kemet import KemetState
from kemet_tui.rules.kemet.view import battle
from kemet_tui.tui.looks.resources import KEMET_CSS
from kemet_tui.tui.parts.kemet.fought import fought_troops
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.kemet import CombatCards
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.combat_look import battle_report
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.steady_footer import SteadyFooter

TITLE = "The battle cards are revealed: everyone at the table may look."
#: the title of a battle decided after its cards were turned over (an Ambush, a Divine Wound)
DECIDED = "The battle is decided: everyone at the table may look."
#: the public events that put the reveal up: the cards turned over, a battle's result
SHOWN = ("reveal", "battle-result")
#: the boxes' titles: the battle revealed, and one the same play ended before it
BOX_TITLE, EARLIER_TITLE = "Battle (public)", "Battle over (public)"
HINT = "Press Enter when everyone has seen it; the keyboard then passes on."
AUTO_HINT = "A battle between bots: the game goes on by itself in {:g} s (Enter: at once)."


def reveals(events: Iterable[Event]) -> bool:
    """Whether a play turned the battle cards over (a public ``reveal`` event) or decided a
    battle (``battle-result``): the table sees every battle's result, also when an answer
    after the cards were turned over decides it (and perhaps the game)."""
    return any(e.kind in SHOWN and e.visible_to(None) for e in events)


def heading_for(events: Iterable[Event]) -> str:
    """The reveal's heading: the cards turned over by this play, or a battle decided by it."""
    return TITLE if any(e.kind == "reveal" for e in events) else DECIDED


def reveal_view(public: KemetState, events: Iterable[Event]) -> KemetState:
    """What the reveal draws: the public view with the battle just revealed as its battle,
    whether it is still under way (a retreat to choose) or ended within the play that turned
    its cards over (a Day, a Furious Invasion or the game ended with it: a ``battle-end``
    event), so the box is there after every battle (``battle.revealed``). A card shown before
    the battle is fought (a seat that must show its card first) shows the battle under way."""
    index = battle.marker_index(public)
    ended = any(e.kind == "battle-end" for e in events)
    if (
        index is not None
        and not battle.battle_context(public.pending[index])["fought"]
        and not ended
    ):
        return public
    return battle.revealed(public) or public


def public_steps(events: Iterable[Event]) -> tuple[str, ...]:
    """The texts of the play's public events from the reveal on (the result, the losses...);
    all of them when the play turned no card over (it decided a battle revealed before: the
    exchange or the discard that led to the result comes first), or ended a battle before it
    turned the next one's over (that battle's result comes first)."""
    events = tuple(events)
    first = _first_reveal(events)
    start = 0 if first is None or _ends_a_battle(events[:first]) else first
    return tuple(e.text for e in events[start:] if e.visible_to(None))


def _first_reveal(events: tuple[Event, ...]) -> int | None:
    """Where the play first turned battle cards over, or None."""
    return next((i for i, e in enumerate(events) if e.kind == "reveal"), None)


def _ends_a_battle(events: tuple[Event, ...]) -> bool:
    """Whether a battle ended among ``events``."""
    return any(e.kind == "battle-end" for e in events)


def split_play(events: Iterable[Event]) -> tuple[tuple[Event, ...], tuple[Event, ...]]:
    """A play's events split where it turned a battle's cards over after ending another one
    (a Furious Invasion going on to its second battle): the ended battle's part, then the
    part from that reveal on. The first part is empty for any other play, and when the play
    also ended the battle it revealed (the record of the first one is gone then: both
    results are the lines of one part)."""
    events = tuple(events)
    first = _first_reveal(events)
    if first is None or not _ends_a_battle(events[:first]) or _ends_a_battle(events[first:]):
        return (), events  # no battle ended before the reveal, or the revealed one ended too
    return events[:first], events[first:]


@dataclass(frozen=True)
class EarlierBattle:
    """A battle the play ended before it turned the next one's cards over: its public view
    (the battle as its innermost record), the play's lines about it and its troops as they
    fought (``fought_troops``)."""

    view: KemetState
    steps: tuple[str, ...]
    fought: dict[str, Any]


def earlier_battle(
    engine: Engine, public: KemetState, events: tuple[Event, ...]
) -> EarlierBattle | None:
    """The battle a play ended before it turned the next one's cards over (``events``: its
    part of the play, ``split_play``; empty for any other play), read from the public view."""
    view = battle.last_ended(public) if events else None
    if view is None:
        return None
    space = battle.ctx(view)["space"]
    return EarlierBattle(view, public_steps(events), fought_troops(engine, space=space))


def steps_text(steps: tuple[str, ...]) -> Text:
    return Text("\n").join(g.styled(f"· {step}", g.TEXT) for step in steps)


class RevealScreen(Screen[None]):
    """The public reveal of a battle; dismisses when the table has seen it."""

    CSS_PATH = KEMET_CSS

    BINDINGS = [Binding("enter,space,escape", "go_on", "Continue", id="reveal.continue")]

    def __init__(
        self,
        view: KemetState,
        steps: tuple[str, ...],
        looks: g.SeatLooks = g.DEFAULT_LOOKS,
        go_on_after: float | None = None,
        heading: str = TITLE,
        earlier: EarlierBattle | None = None,
        **combat,
    ) -> None:
        super().__init__()
        #: a battle the same play ended first, drawn above the one revealed
        self.earlier = earlier
        #: what the table is shown: the cards turned over, or a battle decided
        self.heading = heading
        #: seconds before the screen goes on by itself (None: it waits for a key)
        self.go_on_after = go_on_after
        #: the game's seat looks (its members' colours and glyphs)
        self.looks = looks
        #: the public view: no seat's private information may be on this screen
        self.public_view = view
        self.steps = steps
        self.combat = combat

    def compose(self) -> ComposeResult:
        with Vertical(id="reveal-body"):
            yield PlainStatic(g.styled(self.heading, g.GOLD), id="reveal-title")
            with VerticalScroll(id="reveal-scroll"):
                if self.earlier is not None:
                    yield CombatCards(
                        self.earlier.view, "", id="reveal-earlier", fought=self.earlier.fought
                    )
                    yield PlainStatic(steps_text(self.earlier.steps), id="reveal-earlier-steps")
                if battle_report(self.public_view) is not None:
                    yield CombatCards(self.public_view, "", id="reveal-combat", **self.combat)
                yield PlainStatic(steps_text(self.steps), id="reveal-steps")
            hint = HINT if self.go_on_after is None else AUTO_HINT.format(self.go_on_after)
            yield PlainStatic(hint, id="reveal-hint")
        yield SteadyFooter(compact=True)

    @while_shown
    def on_mount(self) -> None:
        for box, title in (("#reveal-earlier", EARLIER_TITLE), ("#reveal-combat", BOX_TITLE)):
            for combat in self.query(box).results(CombatCards):
                combat.looks = self.looks
                combat.border_title = title
        if self.go_on_after is not None:
            self.set_timer(max(self.go_on_after, 0.01), self.action_go_on)

    def action_go_on(self) -> None:
        if self.is_current:  # once: the timer and a key may both come
            self.dismiss(None)
