"""Nothing secret reaches the wrong player: seeded games played through the UI with random legal
answers, and at every step the text of the curtain and of the seat's screen is searched for the
DI cards in other seats' hands, their face-down discards, their battle cards and DI cards laid
before the reveal, and the cards another seat keeps (Vision).

A name the seat may legitimately read (the cards its view shows: its own, and with open hands
its fellow members'; the public discard piles; the log as the seat sees it) is not a leak. Names that are also the name of a public tile or token ("Open
Gates", "Reinforcements"…) cannot be told apart on screen and are left out of the search.
"""

from __future__ import annotations

import random
import re

import pytest

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.mechanics import effects as fx
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.view.names import battle_card_names, content_name, di_names
from kemet_tui.tui.screens.kemet.curtain import CurtainScreen
from kemet_tui.tui.screens.kemet.reveal import RevealScreen
from tests.tui.kemet_support import (
    FULL,
    app_for,
    asked,
    game,
    new_engine,
    play_until,
    widget_texts,
)


def _public_names() -> set[str]:
    data = fx.data()
    groups = (
        data.tiles.tile,
        data.cards.creature_card,
        data.tokens.temple_power,
        data.tokens.prayer_token,
        data.tokens.action_token,
    )
    spaces = {space.name for board in data.maps.maps for space in board.spaces}
    return {entry.name for group in groups for entry in group} | spaces


PUBLIC = _public_names()
SECRET_NAMES = {
    name
    for name in di_names() | battle_card_names()
    if not any(name in public for public in PUBLIC)
}


def _names(ids) -> set[str]:
    return {content_name(i) or i for i in ids if i and i != HIDDEN}


def hidden_from(engine: Engine, seat: str | None) -> set[str]:
    """Names of the secrets of every seat but ``seat`` (raw state, not a view)."""
    state = engine.state
    out: set[str] = set()
    for other in state.seats:
        if other.seat != seat:
            out |= _names(other.di_hand) | _names(other.battle_discard)
    for pending in state.pending:
        if pending.kind == "keep-di" and pending.decider != seat:
            out |= _names(pending.get("cards") or ())
        if pending.kind != "battle":
            continue
        for role in ("att", "def"):
            if pending.get(f"{role}_fighter") == seat:
                continue
            keys = ("discard",) if pending.get("fought") else ("play", "discard", "di")
            for key in keys:
                value = pending.get(f"{role}_{key}")
                out |= _names(value if isinstance(value, tuple) else (value,))
    return out & SECRET_NAMES


def readable_by(engine: Engine, seat: str | None) -> set[str]:
    """Names ``seat`` may read anyway: its own cards, the discard piles, its log."""
    view = engine.view(seat)
    out = _names(view.seth_di.discard) | _names(view.alliance_di.discard)
    for held in view.seats:  # its own cards, and with open hands its fellow members'
        out |= _names(held.di_hand) | _names(held.battle_hand) | _names(held.battle_discard)
    for pending in view.pending:
        for _, value in pending.context:
            values = value if isinstance(value, tuple) else (value,)
            out |= _names(v for v in values if isinstance(v, str))
    log = " ".join(e.text for p in engine.plies for e in p.events if e.visible_to(seat))
    out |= {name for name in SECRET_NAMES if name in log}
    return out


def _words(names) -> set[str]:
    return {word for name in names for word in re.findall(r"[A-Za-z']+", name)}


#: words the screens use of their own ("Strike the troop on…") or that public names hold
COMMON_WORDS = _words(PUBLIC) | {"Strike", "Battle", "Choose", "Defense", "Offering"}


def leaks(texts: list[str], engine: Engine, seat: str | None) -> list[str]:
    """Forbidden names found whole, or (a card drawn on two lines of a box) by a distinctive
    word of theirs that nothing the seat may read contains."""
    readable = readable_by(engine, seat)
    forbidden = hidden_from(engine, seat) - readable
    found = []
    for name in sorted(forbidden):
        pattern = re.compile(rf"\b{re.escape(name)}\b")
        found += [f"{name!r} in: {text[:160]}" for text in texts if pattern.search(text)]
    words = _words(forbidden) - _words(readable) - COMMON_WORDS
    for word in sorted(w for w in words if len(w) >= 5):
        pattern = re.compile(rf"\b{word}\b")
        found += [f"word {word!r} in: {text[:160]}" for text in texts if pattern.search(text)]
    return found


async def play_and_watch(app, steps: int, seed: int) -> tuple[int, int]:
    """Random legal answers through the panel; every screen checked. Returns (curtains,
    seat screens) checked."""
    rng = random.Random(seed)
    curtains = screens = 0
    async with app.run_test(size=FULL) as pilot:
        await pilot.pause()
        for _ in range(steps):
            screen = game(app)
            engine = screen.engine
            if isinstance(app.screen, RevealScreen):
                assert not leaks(widget_texts(app.screen), engine, None), "on the reveal"
                assert not leaks(widget_texts(screen), engine, None), "behind the reveal"
                await pilot.press("enter")
                await pilot.pause()
                continue
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                assert not leaks(widget_texts(app.screen), engine, None)
                assert not leaks(widget_texts(screen), engine, None), "behind the curtain"
                assert screen.viewer is None
                await pilot.press("enter")
                await pilot.pause()
                continue
            if engine.outcome is not None:
                break
            screens += 1
            # whose view is up: the seat's own, the public one (a question asked in public,
            # the Alliance's team decisions), a lone human member's or with open hands a
            # member's for the team decisions (every member may read it then)
            reader = screen.eyes if screen.eyes != "alliance" else None
            members = [s for s in screen.bot_table.human_seats() if s != "seth"]
            assert (
                reader in (None, screen.viewer)
                or screen.viewer == "alliance"
                and (engine.state.open_hands or len(members) == 1)
            )
            found = leaks(widget_texts(app.screen), engine, reader)
            assert not found, f"{screen.viewer} ({reader}'s view) sees secrets: {found}"
            panel = screen.decision
            panel.focus_options()
            claims = [i for i, t in enumerate(panel.tokens) if t.startswith("look:")]
            # a question asked in public: half the time a seat claims the keyboard to look
            pick = rng.choice(claims) if claims and rng.random() < 0.5 else None
            panel.options.highlighted = (
                pick if pick is not None else rng.randrange(len(panel.tokens))
            )
            await pilot.press("enter")
            await pilot.pause()
    return curtains, screens


def test_the_secret_names_are_many_and_exclude_public_homonyms():
    assert {"War Rage", "Cavalry Blitz", "Jackal Charge", "Veto"} <= SECRET_NAMES
    assert "Open Gates" not in SECRET_NAMES and "Reinforcements" not in SECRET_NAMES


async def test_setup_and_first_turns_show_no_secret(tmp_path):
    app = app_for(new_engine(3, seed=6), tmp_path)
    curtains, screens = await play_and_watch(app, 70, seed=6)
    # a curtain comes only before a seat's own view: a turn is asked in public and a seat
    # looks at its cards when it claims the keyboard (half the time, in these random games)
    assert curtains >= 6 and screens >= 20


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (5, 4)])
async def test_battles_show_no_secret(tmp_path, n, seed):
    engine = play_until(new_engine(n, seed=seed), asked("battle-di"), seed=seed)
    app = app_for(engine, tmp_path)
    curtains, screens = await play_and_watch(app, 110, seed=seed)
    assert curtains >= 5 and screens >= 20


async def test_open_hands_show_seth_nothing_of_the_members_and_them_nothing_of_his(tmp_path):
    """With open hands the members' screens follow each other without a curtain; Seth's
    screen still shows none of their cards, theirs none of his, and the curtain still comes
    between him and them."""
    engine = play_until(new_engine(3, seed=5, open_hands=True), asked("battle-di"), seed=5)
    app = app_for(engine, tmp_path)
    curtains, screens = await play_and_watch(app, 110, seed=5)
    assert curtains >= 3 and screens >= 20


def test_with_open_hands_a_member_may_read_a_fellow_members_cards_but_never_seths():
    # a seed where no card of Seth's shares its name with one a1 reads (both decks hold a
    # Teleportation)
    engine = new_engine(2, seed=6, open_hands=True)
    mine = readable_by(engine, "a1")
    assert _names(engine.state.seat("a2").di_hand) & SECRET_NAMES <= mine
    assert not (_names(engine.state.seat("seth").di_hand) & SECRET_NAMES) & mine
    assert not (_names(engine.state.seat("a1").di_hand) & SECRET_NAMES) & readable_by(
        engine, "seth"
    )
