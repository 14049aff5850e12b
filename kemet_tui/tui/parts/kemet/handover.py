"""Who holds the keyboard on the Kemet: Seth hotseat, whose view is up, and when the curtain comes.

A part of the game screen that owns this state and decides it without Textual, so that the
rules of the hand-over are tested on their own (``tests/tui/parts/kemet/test_handover.py``); the
screen asks it at every change and does what it says (:mod:`~kemet_tui.tui.screens.kemet.game`).

- **Whose view.** A human decider sees its own view, except for a question whose answers are
  public (``rules.kemet.view.asking``): that one is asked on the public view, unless the decider's
  own view is up already (it keeps it). The Alliance's team decisions show the one human
  member's own view when exactly one member is human, else the public view. While a bot thinks,
  the screen shows the one human's own view when exactly one human plays, else the public view.
- **The curtain** comes before a private view (Seth's or a member's) whenever someone other than
  its owner may have been looking: always when the screen opens, never again with one human,
  and with two or more humans whenever the view on screen was not that seat's own. A public
  view hides nothing: the screen is blanked and it goes up at once, with no curtain.
- **Passing a window.** The curtain before a window (a Veto window, a rite's DI window) offers
  its pass (``asking.pass_answer``) to whoever it names, whatever that seat holds.
- **Cards on demand.** With two or more humans, a question that hides nothing but the decider's
  own DI cards (``asking.CARD_ANSWERS``: a turn, a Move, a battle's DI step) is asked on the
  public view with the answers that play no card, and a line by which the decider claims the
  keyboard to look at its hand: only then the curtain comes, and its own view with every
  answer. A window is one public question to every human seat it asks that holds a card
  ("nobody" lets the card be for all of them), with one claim line per such seat: a seat that
  claims passes the curtain and may still let it be, so nobody learns who holds a Veto. A seat
  with no DI card has nothing secret to look at: it is asked in public with no claim line.
- **Played without asking.** A question is answered for a human seat without being put when
  its only answer is known to the table (``asking.answers_known``), when a lone human plays
  (nobody else watches), and for a seat that let the open window be.
- **Open hands.** When the table chose to show the members' cards to each other (the rules'
  ``shares_secrets``), a member's view may follow another member's with no curtain, and the
  Alliance's team decisions are asked on a member's view: the curtain comes only between Seth
  and the Alliance, and between the two fighters of a battle between members.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kemet_tui.rules.kemet import ALLIANCE, SETH, Decision, KemetState, is_member
from kemet_tui.rules.kemet.view.asking import (
    answers_are_public,
    answers_known,
    pass_answer,
    public_for,
    splits_off_cards,
    window_key,
    window_seats,
)


def is_private(seat: str | None) -> bool:
    """A seat with things of its own (Seth or a member; not the Alliance, not nobody)."""
    return seat is not None and (seat == SETH or is_member(seat))


@dataclass(frozen=True, slots=True)
class Shown:
    """What goes up next: ``seat`` is at the keyboard (while a bot thinks: the lone human, or
    None), ``eyes`` is
    whose view is drawn (None or ``alliance``: the public view), ``curtain``: behind the
    curtain first, ``passing``: the pass the curtain may offer (None: none)."""

    seat: str | None
    eyes: str | None
    curtain: bool
    passing: str | None = None
    #: the seats that may claim the keyboard to look at their cards before the question
    #: asked in public is answered (:meth:`HandOver.claims_for`)
    claims: tuple[str, ...] = ()


def _same_seat(seat: str | None, other: str | None) -> bool:
    return seat == other


class HandOver:
    """The hand-over rules of one game: ``seats`` in order, ``is_bot(seat)`` for each;
    ``shares(a, b)``: whether ``b`` may see all that ``a``'s view shows now (the same seat,
    or two members with open hands)."""

    def __init__(
        self,
        seats: tuple[str, ...],
        is_bot: Callable[[str], bool],
        shares: Callable[[str | None, str | None], bool] = _same_seat,
        holds_cards: Callable[[str], bool] = lambda seat: True,
    ) -> None:
        self.seats = seats
        self.is_bot = is_bot
        self.shares = shares
        #: whether a seat holds a DI card (a public count)
        self.holds_cards = holds_cards
        #: the seats that may claim the keyboard now (the question on screen is asked in public)
        self.claims: tuple[str, ...] = ()
        #: the seat that claimed the keyboard to look at its cards, and the question or window
        #: it claimed it for (None: nobody)
        self.claim: tuple[str, object] | None = None
        #: the window let be by "nobody", and the seats that let it be
        self.declined: tuple[object, frozenset[str]] | None = None
        #: whose view is on screen now (None: the public view, or nothing behind a curtain)
        self.eyes: str | None = None
        #: the seat at the keyboard, whose answers are taken (None: nobody's: behind the
        #: curtain or a reveal, while a bot thinks with nobody at the table, the game over)
        self.viewer: str | None = None
        #: whether the screen is covered (the curtain or a battle's reveal is up)
        self.curtain_up = False
        #: what the curtain up now shows when it lifts (None: no curtain)
        self.curtain_for: Shown | None = None
        #: whether a curtain has been lifted (the first view always needs one)
        self.lifted_once = False
        #: the seat that passed a window from the curtain and holds the keyboard since, with
        #: the public view up (None once a view goes up or the screen is covered)
        self.passer: str | None = None

    # --- who plays ----------------------------------------------------------------------------
    @property
    def humans(self) -> tuple[str, ...]:
        return tuple(s for s in self.seats if not self.is_bot(s))

    def human_members(self) -> list[str]:
        return [s for s in self.humans if s != SETH]

    def bot_answers(self, decider: str | None) -> bool:
        """Whether a bot answers ``decider`` (an Alliance decision only when no member is
        human: the human members answer the team's decisions together)."""
        if decider == ALLIANCE:
            return not self.human_members()
        return decider is not None and self.is_bot(decider)

    # --- whose view -----------------------------------------------------------------------------
    def eyes_for(self, seat: str | None) -> str | None:
        """Whose view is up while ``seat`` answers its private questions: its own, but the
        lone human member's for the Alliance's (only that player decides), the public view
        (``alliance``) when two or more members are human."""
        if seat != ALLIANCE:
            return seat
        humans = self.human_members()
        if len(humans) > 1 and all(self.shares(humans[0], h) for h in humans[1:]):
            return self.eyes if self.eyes in humans else humans[0]  # open hands: one view
        return humans[0] if len(humans) == 1 else seat

    def next_view(self, decider: str | None, decision: Decision | None) -> Shown:
        """What goes up for ``decider`` asked ``decision`` (None: the game is over)."""
        if decider is None:
            return Shown(None, None, False)
        if self.bot_answers(decider):
            humans = self.humans
            eyes = humans[0] if len(humans) == 1 else None
            return Shown(eyes, eyes, self.curtain_before(eyes, eyes))
        self._forget_closed(decision)
        eyes = self.eyes_for(decider)
        if self.claim is not None and self.claim[0] == decider:
            curtain = self.curtain_before(decider, decider)
            return Shown(decider, decider, curtain, pass_answer(decision) if curtain else None)
        claims = self.claims_for(decider, decision)
        if claims:
            return Shown(decider, None, False, claims=claims)
        if (
            self.lifted_once
            and len(self.humans) > 1
            and is_private(eyes)
            and not self.shares(eyes, self.eyes)
            and self.public_now(decider, decision)
        ):
            eyes = None  # asked in public: nobody's secrets, no curtain
        curtain = self.curtain_before(decider, eyes)
        return Shown(decider, eyes, curtain, pass_answer(decision) if curtain else None)

    def public_now(self, decider: str, decision: Decision | None) -> bool:
        """Whether ``decider``'s answers to ``decision`` are all told from public facts: a
        public question, or a card question of a seat with no DI card."""
        return answers_are_public(decision) or (
            is_private(decider) and public_for(decision, self.holds_cards(decider))
        )

    def claims_for(self, decider: str, decision: Decision | None) -> tuple[str, ...]:
        """Who may claim the keyboard before ``decider`` answers ``decision`` in public (none:
        it is not asked in public that way): see the module's doc."""
        if not (self.lifted_once and len(self.humans) > 1 and splits_off_cards(decision)):
            return ()
        if not is_private(decider) or not self.curtain_before(decider, decider):
            return ()  # its own view may go up with no curtain: it has it
        if pass_answer(decision) is None:
            return (decider,) if self.holds_cards(decider) else ()
        declined = self.declined[1] if self.declined else frozenset()
        return tuple(
            s
            for s in window_seats(decision)
            if not self.is_bot(s) and self.holds_cards(s) and s not in declined
        )

    def only_answer(self, state: KemetState, tokens: list[str]) -> str | None:
        """The answer to play for a human without asking (the module's doc): the single one
        of a question whose list is known to the table or that a lone human is asked, the
        pass of a window the seat let be."""
        decision = state.decision
        declined = self.declined
        if (
            declined is not None
            and declined[0] == window_key(decision)
            and decision.decider in declined[1]
        ):
            return pass_answer(decision)
        if len(tokens) != 1:
            return None
        return tokens[0] if len(self.humans) == 1 or answers_known(state) else None

    # --- the claims of a question asked in public ------------------------------------------------
    def claim_for(self, seat: str, decision: Decision | None) -> None:
        """``seat`` claims the keyboard to look at its cards: it is asked behind the curtain
        when its turn in the window comes (at once when it is the decider); the seats listed
        before it let the window be."""
        key = window_key(decision)
        self.claim = (seat, key if key is not None else ("ask", seat))
        if key is not None and seat in self.claims:
            before = self.claims[: self.claims.index(seat)]
            self.decline(decision, before)

    def decline(self, decision: Decision | None, seats: tuple[str, ...]) -> None:
        """``seats`` let the window ``decision`` be (asked in public, they answered "nobody")."""
        key = window_key(decision)
        if key is None:
            return
        kept = self.declined[1] if self.declined and self.declined[0] == key else frozenset()
        self.declined = (key, kept | frozenset(seats))

    def _forget_closed(self, decision: Decision | None) -> None:
        """A window closed (or another opened): who let it be and who claimed it lapse."""
        key = window_key(decision)
        if self.declined is not None and self.declined[0] != key:
            self.declined = None
        if self.claim is not None and self.claim[1] != (
            key if key is not None else ("ask", decision.decider if decision else None)
        ):
            self.claim = None

    def curtain_before(self, seat: str | None, eyes: str | None) -> bool:
        """Whether ``eyes``'s view may go up only behind the curtain, ``seat`` at the keyboard
        (None: a bot thinks): the first view of a player always does."""
        if not self.lifted_once:
            return seat is not None or eyes is not None
        if len(self.humans) == 1 or self.shares(eyes, self.eyes):
            return False
        if self.eyes is None and self.passer is not None and self.shares(eyes, self.passer):
            return False  # the one who just passed may see this view: nobody else looked
        return is_private(eyes)

    # --- what happened ------------------------------------------------------------------------
    def went_up(self, seat: str | None, eyes: str | None, claims: tuple[str, ...] = ()) -> None:
        """``seat`` is at the keyboard with ``eyes``'s view on screen (after a curtain, or
        straight), ``claims`` the seats that may claim it (a question asked in public)."""
        self.viewer, self.eyes, self.claims = seat, eyes, claims
        self.passer = None
        if eyes is not None and self.claim is not None and self.claim[0] == eyes:
            self.claim = None  # the claimer looks at its cards now

    def covered(self, curtain_for: Shown | None = None) -> None:
        """The screen is blanked under the curtain (which shows ``curtain_for`` when it lifts)
        or a public reveal (None): nobody is at the keyboard and nobody's view is up."""
        self.viewer, self.eyes, self.passer, self.claims = None, None, None, ()
        self.curtain_up, self.curtain_for = True, curtain_for

    def lifted(self) -> None:
        """The curtain's player took the keyboard (or passed from the curtain)."""
        self.lifted_once = True
        self.uncovered()

    def passed(self, seat: str | None) -> None:
        """``seat`` passed its window from the curtain: it holds the keyboard, the public view
        behind (no view of its own ever went up)."""
        self.lifted()
        self.passer = seat

    def uncovered(self) -> None:
        """Nothing covers the screen any more (a reveal seen, a curtain left for the title)."""
        self.curtain_up = False

    def nobody(self) -> None:
        """Nobody is at the keyboard and the public view is up (the game is over)."""
        self.viewer, self.eyes = None, None
