"""Battle cards: the seat's hand, its secret choices, then the reveal and the resolution.

``CombatCards`` reads the battle record in the seat's ``view`` (``combat_look.battle_report``):

- asked ``battle-di``: the battle DI cards in hand, to lay face down one at a time
  (:class:`CombatCards.DiCardAdded`), then Done (:class:`CombatCards.DiDone`);
- asked ``battle-cards``: the hand as cards; the first pick is the card to play, the second the
  one to discard face down, then :class:`CombatCards.CardsChosen` goes up (``discard`` is None
  when the decision asks for no discard: one card left, or Seth in a Furious Invasion); Escape
  takes the pick back; ``choices`` limits the cards that may be played;
- otherwise: both sides with their troops and cards, face down until the reveal, then the
  strengths and what they are made of, the winner and the losses, and ``steps`` (the battle's
  events, which the screen passes) line by line.

Outside a battle it shows the seat's hand. With no seat (the public view: the reveal the whole
table watches) it shows no hand at all. It never changes the game.
"""

from __future__ import annotations

import io

from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from kemet_tui.rules.kemet import HIDDEN, KemetState
from kemet_tui.rules.kemet.view import battle
from kemet_tui.rules.kemet.view.content import di_card
from kemet_tui.rules.kemet.view.names import counted
from kemet_tui.tui.widgets.kemet import glyphs as g
from kemet_tui.tui.widgets.kemet.combat_look import (
    CARD_LINES,
    CARD_WIDTH,
    ROLE_NAMES,
    Fought,
    Report,
    Side,
    Strength,
    battle_report,
    card_lines,
)
from kemet_tui.tui.widgets.kemet.picker import Picker, Spot

BORDER, FACE = Style(color="#8a93a6"), Style(color="#e4e6ec")
PLAY_BORDER, DISCARD_BORDER = Style(color="#6fd08c", bold=True), Style(color="#ef6a5f", bold=True)
CURSOR_FACE = Style(color="#ffffff", bgcolor="#3d6fd6", bold=True)
DONE = "done"
#: only measures text for wrapping (never prints)
_CONSOLE = Console(width=200, file=io.StringIO())


def hstack(blocks: list[list[Text]], gap: int = 1) -> list[Text]:
    """Blocks of lines side by side (each block's lines of one width)."""
    height = max((len(b) for b in blocks), default=0)
    out = []
    for row in range(height):
        line = Text()
        for index, block in enumerate(blocks):
            if index:
                line.append(" " * gap)
            width = max((part.cell_len for part in block), default=0)
            part = block[row] if row < len(block) else Text("")
            line.append_text(part)
            line.append(" " * (width - part.cell_len))
        out.append(line)
    return out


#: the cells between the attacker's side and the defender's
SIDES_GAP = 3


def _wrapped(part: list[Text], width: int) -> list[Text]:
    """The lines of a part wrapped to ``width``; a card drawn as a box (never wider than a
    side) keeps its lines as they are."""
    out: list[Text] = []
    for line in part:
        out += [line] if line.cell_len <= width else list(line.wrap(_CONSOLE, width))
    return out


def strength_sum(strength: Strength) -> str:
    """``3 units +4 Cavalry Blitz +1 Charge! +2 War Fury +1 city defender``: every part the
    rules counted, by name (a negative one ``−1 …``)."""
    (first, base), *rest = strength.parts or ((battle.UNITS, 0),)
    head = counted(base, "unit") if first == battle.UNITS else f"{base} {first}"
    return " ".join(
        [head] + [f"{'+' if value > 0 else '−'}{abs(value)} {source}" for source, value in rest]
    )


def parts_sum(parts: tuple[tuple[str, int], ...]) -> str:
    """``2 Jackal Charge +1 Carnage``: each source of a total, by name."""
    return " ".join(
        f"{'' if i == 0 else ('+' if v > 0 else '−')}{abs(v) if i else v} {source}"
        for i, (source, v) in enumerate(parts)
    )


def _made_of(name: str, total: int, parts: tuple[tuple[str, int], ...]) -> list[Text]:
    """``damage 3 = 2 Jackal Charge +1 Carnage``: a total and where each point comes from."""
    line = g.styled(f"{name} {total}", g.TEXT)
    if parts:
        line.append(" = " + parts_sum(parts), g.MUTED)
    return [line]


class CombatCards(g.SeatLooked, Picker):
    """The seat's battle cards and DI cards for the battle at hand, and its reveal."""

    DEFAULT_CSS = """
    CombatCards {
        height: auto;
        border: round $panel-lighten-2;
        border-title-color: $text-muted;
        padding: 0 1;
    }
    CombatCards:focus { border: round $accent; }
    """

    BINDINGS = [Binding("escape,backspace", "unpick", "Take back", show=False, id="combat.unpick")]

    class CardsChosen(Message):
        """Play ``play`` and discard ``discard`` face down (None: no discard is asked)."""

        def __init__(self, play: str, discard: str | None) -> None:
            super().__init__()
            self.play = play
            self.discard = discard

    class DiCardAdded(Message):
        """Lay the DI card ``card_id`` face down for this battle."""

        def __init__(self, card_id: str) -> None:
            super().__init__()
            self.card_id = card_id

    class DiDone(Message):
        """No more DI cards for this battle."""

    REDRAWN_BY = ("seat", "choices", "steps", "play_index", "fought")

    view: reactive[KemetState | None] = reactive(None, repaint=False)
    #: whose cards: the seat the view was made for
    seat: reactive[str] = reactive("", repaint=False)
    #: the battle cards the decision lets the seat play (empty: every card in hand)
    choices: reactive[frozenset[str]] = reactive(frozenset(), repaint=False)
    #: the battle's public events, in order (the resolution told step by step)
    steps: reactive[tuple[str, ...]] = reactive((), repaint=False)
    #: the hand index picked to play, while the discard is being chosen (-1: none)
    play_index: reactive[int] = reactive(-1, repaint=False)
    #: the troops the battle was fought with, by role (``combat_look.battle_report``)
    fought: reactive[Fought] = reactive(dict, repaint=False)

    def __init__(
        self,
        view: KemetState | None = None,
        seat: str = "",
        *,
        choices: frozenset[str] = frozenset(),
        steps: tuple[str, ...] = (),
        fought: Fought | None = None,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(CombatCards.view, view)
        self.set_reactive(CombatCards.seat, seat)
        self.set_reactive(CombatCards.choices, frozenset(choices))
        self.set_reactive(CombatCards.steps, tuple(steps))
        self.set_reactive(CombatCards.fought, dict(fought or {}))

    def on_mount(self) -> None:
        self.border_title = "Battle"

    def watch_view(self) -> None:
        self.play_index = -1
        self.redraw()

    # --- what is asked ---------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """``cards``, ``di`` (this seat is asked) or ``show``."""
        top = self.view.decision if self.view is not None else None
        if top is not None and top.decider == self.seat:
            return {"battle-cards": "cards", "battle-di": "di"}.get(top.kind, "show")
        return "show"

    @property
    def hand(self) -> tuple[str, ...]:
        if self.view is None or self.seat not in self.view.seat_ids:
            return ()
        return tuple(c for c in self.view.seat(self.seat).battle_hand if c != HIDDEN)

    def needs_discard(self, report: Report | None) -> bool:
        return len(self.hand) > 1 and not (report and self.seat in report.no_discard)

    def battle_di(self) -> list[str]:
        """The battle DI cards in the seat's hand (the ones that may be laid)."""
        if self.view is None or self.seat not in self.view.seat_ids:
            return []
        hand = self.view.seat(self.seat).di_hand
        return [c for c in dict.fromkeys(hand) if c != HIDDEN and di_card(c).timing == "battle"]

    def playable(self, card: str) -> bool:
        return not self.choices or card in self.choices

    # --- layout ----------------------------------------------------------------------------------
    def _width(self, width: int | None = None) -> int:
        return max(width or self.content_size.width, CARD_WIDTH)

    def _per_row(self, width: int) -> int:
        return max(1, (width + 1) // (CARD_WIDTH + 1))

    def spots(self, width: int | None = None) -> list[Spot]:
        width = self._width(width)
        mode = self.mode
        if mode == "cards":
            per = self._per_row(width)
            return [
                Spot(
                    str(i),
                    2 + (i // per) * (CARD_LINES + 1),
                    (i % per) * (CARD_WIDTH + 1),
                    CARD_WIDTH,
                    CARD_LINES,
                )
                for i in range(len(self.hand))
            ]
        if mode == "di":
            line, spots = 2 + self._hand_lines(width), []
            for card in self.battle_di():
                height = len(self._di_lines(card, width, FACE))
                spots.append(Spot(card, line, 0, width, height))
                line += height
            return spots + [Spot(DONE, line, 0, 10)]
        return []

    def _hand_lines(self, width: int) -> int:
        rows = -(-len(self.hand) // self._per_row(width)) if self.hand else 1
        return rows * (CARD_LINES + 1)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    # --- picking ---------------------------------------------------------------------------------
    def picked(self, key: str) -> None:
        if self.mode == "di":
            self.post_message(self.DiDone() if key == DONE else self.DiCardAdded(key))
            return
        if self.mode != "cards":
            return
        index = int(key)
        card = self.hand[index]
        report = battle_report(self.view)
        if self.play_index < 0:
            if not self.playable(card):
                self.app.bell()
                return
            if not self.needs_discard(report):
                self.post_message(self.CardsChosen(card, None))
                return
            self.play_index = index
        elif index == self.play_index:
            self.play_index = -1
        else:
            self.post_message(self.CardsChosen(self.hand[self.play_index], card))
            self.play_index = -1

    def action_unpick(self) -> None:
        self.play_index = -1

    # --- drawing ---------------------------------------------------------------------------------
    def render(self) -> Text:
        return Text("\n").join(self.lines(self._width()))

    def lines(self, width: int) -> list[Text]:
        report = battle_report(self.view, self.fought)
        lines = [self._headline(report)]
        if self.seat:  # a spectator (the public reveal, the replay, a finished game): no hand
            lines += [self._prompt(report), *self._hand(width)]
        if self.mode == "di":
            lines += self._di_choices(width)
        if report is not None:
            lines += self._sides(report, width)
            lines += [Text(f"· {step}", g.TEXT) for step in self.steps]
        return lines

    def _headline(self, report: Report | None) -> Text:
        if report is None:
            return g.styled("No battle now.", g.MUTED)
        att, dfn = report.side("att"), report.side("def")
        text = g.styled(f"Battle on {report.space}: ", g.STRONG)
        text.append_text(g.seat_text(self.view, att.fighter or report.attacker, looks=self.looks))
        text.append(" attacks ", g.TEXT)
        text.append_text(
            g.seat_text(self.view, dfn.fighter or dfn.seats[0], looks=self.looks)
            if dfn.seats
            else Text("?")
        )
        return text

    def _prompt(self, report: Report | None) -> Text:
        mode = self.mode
        if mode == "di":
            return g.styled("Lay battle DI cards face down, one at a time, then Done.", g.GOLD)
        if mode == "cards":
            if self.play_index >= 0:
                return g.styled("Now the card to discard face down (Esc: take back).", g.GOLD)
            tail = "" if self.needs_discard(report) else " (no discard this time)"
            return g.styled("Choose the battle card to play" + tail + ".", g.GOLD)
        return g.styled("Your battle cards:", g.MUTED)

    def _hand(self, width: int) -> list[Text]:
        hand = self.hand
        if not hand:
            return [g.styled("No battle card in hand.", g.MUTED)]
        blocks = [self._card_block(i, card) for i, card in enumerate(hand)]
        per = self._per_row(width)
        out: list[Text] = []
        for start in range(0, len(blocks), per):
            out += hstack(blocks[start : start + per])
        return out

    def _card_block(self, index: int, card: str) -> list[Text]:
        spec = battle.battle_card(card)
        picking = self.mode == "cards"
        border, tag = BORDER, Text("")
        if picking and index == self.play_index:
            border, tag = PLAY_BORDER, g.styled(" ▲ play", PLAY_BORDER)
        elif picking and not self.playable(card):
            tag = g.styled(" barred", g.MUTED)
        face = CURSOR_FACE if picking and self.is_cursor(str(index)) else FACE
        return card_lines(spec, border, face) + [tag]

    @staticmethod
    def _di_lines(card: str, width: int, style: Style) -> list[Text]:
        """A battle DI card to lay: its name, cost and whole text, wrapped to ``width``."""
        spec = di_card(card)
        line = g.styled(f"{spec.name} · {spec.cost} PP · ", style)
        line.append(spec.text, g.MUTED)
        return list(line.wrap(_CONSOLE, width))

    def _di_choices(self, width: int) -> list[Text]:
        out = []
        for card in self.battle_di():
            out += self._di_lines(card, width, CURSOR_FACE if self.is_cursor(card) else FACE)
        done = (
            Style(color="#101216", bgcolor="#e8c35a", bold=True)
            if self.is_cursor(DONE)
            else Style(color="#e8c35a", bold=True)
        )
        out.append(g.styled("[ Done ]", done))
        return out

    # --- both sides ------------------------------------------------------------------------------
    def _sides(self, report: Report, width: int) -> list[Text]:
        """Both sides side by side, each in half the width (a long line, such as many DI
        cards, wraps inside its own side, when a side is as wide as a card), each part (troop, card, discard, DI cards,
        strength) level with the other side's, whichever side has more lines in it."""
        column = (width - SIDES_GAP) // 2
        sections = [self._side(report, report.side(role)) for role in ("att", "def")]
        if column >= CARD_WIDTH:  # narrower than two cards side by side: nothing to keep level
            sections = [[_wrapped(part, column) for part in parts] for parts in sections]
        blocks: list[list[Text]] = [[], []]
        for parts in zip(*sections, strict=True):
            rows = max(len(part) for part in parts)
            for block, part in zip(blocks, parts, strict=True):
                block += part + [Text("") for _ in range(rows - len(part))]
        lines = hstack(blocks, gap=SIDES_GAP)
        if report.winner:
            win = report.side(report.winner)
            text = g.styled("Winner: ", g.GOLD)
            text.append(ROLE_NAMES[report.winner].lower() + " ", g.TEXT)
            text.append_text(g.seat_text(self.view, win.fighter, looks=self.looks))
            lines.append(text)
        return lines

    def _side(self, report: Report, side: Side) -> list[list[Text]]:
        """The side's parts: who, the troop, the card, its discard, its DI cards, strength."""
        head = g.styled(ROLE_NAMES[side.role] + " ", g.MUTED)
        head.append_text(
            g.seat_text(self.view, side.fighter, looks=self.looks) if side.fighter else Text("?")
        )
        troop = Text("troop ", g.MUTED)
        if side.alone:
            troop = Text("alone: ", g.MUTED)
            troop.append(side.alone, g.STRONG)
        for seat, count in side.units:
            troop.append(
                f"{self.looks.glyph.get(seat, '?')}{count} ", g.seat_style(seat, True, self.looks)
            )
        if side.creature:
            troop.append(g.CREATURE, g.STRONG)
        if not (side.alone or side.units or side.creature):
            troop.append("none left", g.MUTED)  # every unit died in the battle
        return [
            [head],
            [troop],
            *self._chosen(report, side),
            self._di_line(side),
            self._result(side),
        ]

    def _chosen(self, report: Report, side: Side) -> tuple[list[Text], list[Text]]:
        """The side's card (drawn when known, face down when chosen in secret) and the line of
        its discard."""
        if not side.play:
            waiting = "choosing…" if report.stage == "choose" else "no card"
            return [g.styled(waiting, g.MUTED)], []
        known = side.play != HIDDEN
        card = card_lines(battle.battle_card(side.play) if known else None, BORDER, FACE)
        if not side.discard:
            return card, []
        known = side.discard != HIDDEN
        spec = battle.battle_card(side.discard) if known else None
        name = spec.name if spec else "a card"
        return card, [g.styled(f"discards {name} face down", g.MUTED)]

    @staticmethod
    def _di_line(side: Side) -> list[Text]:
        di = [di_card(d).name if d != HIDDEN else "face down" for d in side.di]
        return [g.styled("DI: " + ", ".join(di), g.TEXT)] if di else []

    def _result(self, side: Side) -> list[Text]:
        if side.strength is None:
            return []
        s = side.strength
        text = g.styled(f"strength {s.total}", g.STRONG)
        out = [
            text,
            Text(" = " + strength_sum(s), g.MUTED),
            *_made_of("damage", side.damage, side.damage_parts),
            *_made_of("protection", side.protection, side.protection_parts),
        ]
        if side.unblockable:
            out += _made_of("unblockable", side.unblockable, side.unblockable_parts)
        if side.losses:
            out.append(g.styled(f"loses {counted(side.losses, 'unit')}", g.BAD))
        return out


__all__ = ["CombatCards", "hstack"]
