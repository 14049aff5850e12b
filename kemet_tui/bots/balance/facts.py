"""What one finished Kemet: Seth game tells the balance harness.

The victory paths are read from the final state, not from the reason text: Seth wins by battle
VP (his target reached) or by wiping out the Alliance (seed-000 §Victory Conditions, Seth); the
Alliance wins with a level-3 sacred temple and the Great Ceremony, and then either 6 permanent
VP or a district of Seth's city (seed-000 §Victory Conditions, the Alliance; ``victory.py``).

The designed content is counted from the tokens each side played: ``tile:`` (the free tile of
the setup) and ``buy:`` take a tile, ``fight:PLAY[/DISCARD]`` plays a battle card, ``di:`` a
Divine Intervention card, ``veto:CARD`` the Veto card that cancels another, ``escape:SPACE``
the side's Escape card (its token names the space fled to, not the card), ``creature:`` one of
Seth's creature cards (Corrupt a creature).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from kemet_tui.bots.balance.pace import Pace
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.state.actions import cards_choice, split_token

SETH, ALLIANCE = "seth", "alliance"
#: the victory paths, in report order
SETH_VP, SETH_WIPEOUT = "seth-vp", "seth-wipe-out"
ALLIANCE_VP, ALLIANCE_DISTRICT = "alliance-6vp", "alliance-district"
UNFINISHED = "unfinished"
PATHS = (SETH_VP, SETH_WIPEOUT, ALLIANCE_VP, ALLIANCE_DISTRICT, UNFINISHED)
#: the kinds of designed content the harness counts, in report order
CATEGORIES = ("purple tile", "Alliance tile", "creature", "battle card", "DI card")


@dataclass(frozen=True, slots=True)
class Use:
    """One item taken or played by a side in a game (counted once per game)."""

    category: str
    item: str
    side: str


@dataclass(frozen=True, slots=True)
class GameFacts:
    """One game of a series: ``winner`` is ``seth``, ``alliance`` or ``None`` (unfinished)."""

    n: int
    seed: int
    winner: str | None
    path: str
    rounds: int
    seth_vp: int
    alliance_vp: int
    uses: frozenset[Use]
    #: when each goal was met, and what won Seth his VP (``pace.py``)
    pace: Pace = Pace()
    #: the series seed the game was drawn from
    series: int = 0
    #: decisions where a probe changed its inner bot's choice (0 without a probe)
    overrides: int = 0
    #: the game's action tokens, when the harness keeps them (the baseline of probes)
    actions: tuple[str, ...] = ()


def victory_path(state) -> tuple[str | None, str]:
    """(winning side, path) of a final state; (None, ``unfinished``) when nobody won."""
    result = state.result
    if result is None or not result.winners or getattr(result, "unfinished", False):
        return None, UNFINISHED
    if SETH in result.winners:
        return SETH, SETH_VP if state.seth_vp >= state.seth_target_vp else SETH_WIPEOUT
    from kemet_tui.rules.kemet.mechanics.common import rules

    if state.alliance_vp >= rules().alliance_permanent_vp_target:
        return ALLIANCE, ALLIANCE_VP
    return ALLIANCE, ALLIANCE_DISTRICT


def game_facts(
    state, n: int, seed: int, played: Iterable[tuple[str, str]], pace: Pace = Pace()
) -> GameFacts:
    """The facts of a game from its final ``state``, the (side, token) pairs played and its
    pace."""
    winner, path = victory_path(state)
    uses = frozenset(use for side, token in played for use in uses_of(side, token))
    return GameFacts(
        n, seed, winner, path, state.round, state.seth_vp, state.alliance_vp, uses, pace
    )


def uses_of(side: str, token: str) -> tuple[Use, ...]:
    """The designed items one token takes or plays (none for most tokens)."""
    action = split_token(token)
    verb, arg = action.verb, action.args[0] if action.args else ""
    if verb in ("tile", "buy"):
        return tuple(Use(c, arg, side) for c in tile_categories().get(arg, ()))
    if verb == "fight" and arg:
        return (Use("battle card", cards_choice(arg).play, side),)
    if verb in ("di", "veto") and arg:
        return (Use("DI card", arg, side),)
    if verb == "escape":
        return tuple(Use("DI card", card, side) for card in escape_cards(side))
    if verb == "creature" and arg:
        return (Use("creature", arg, side),)
    return ()


@cache
def escape_cards(side: str) -> tuple[str, ...]:
    """The DI cards of ``side``'s deck that an ``escape:`` token plays."""
    return tuple(
        card.id
        for card in load_kemet_data().decks.di_card
        if card.deck == side and any(e.hook == "escape" for e in card.effects)
    )


@cache
def tile_categories() -> dict[str, tuple[str, ...]]:
    """Tile id -> the categories it counts in (a purple creature tile is both)."""
    out: dict[str, tuple[str, ...]] = {}
    for tile in load_kemet_data().tiles_in_play(ta_seti=False):
        kinds = []
        if tile.colour == "purple":
            kinds.append("purple tile")
        if tile.kind == "alliance":
            kinds.append("Alliance tile")
        if tile.creature is not None:
            kinds.append("creature")
        if kinds:
            out[tile.id] = tuple(kinds)
    return out


@cache
def catalogue() -> dict[str, tuple[str, ...]]:
    """Category -> every item of it in a game without Ta Seti (so that an item never taken
    shows as 0, not as missing)."""
    data = load_kemet_data()
    out: dict[str, list[str]] = {c: [] for c in CATEGORIES}
    for tile_id, kinds in tile_categories().items():
        for kind in kinds:
            out[kind].append(tile_id)
    out["creature"] += [c.id for c in data.creature_cards(ta_seti=False)]
    out["battle card"] += [c.id for c in data.cards.battle_card if c.module != "ta-seti"]
    for side in (SETH, ALLIANCE):
        out["DI card"] += [c.id for c in data.decks.deck(side)]  # type: ignore[arg-type]
    return {c: tuple(dict.fromkeys(ids)) for c, ids in out.items()}
