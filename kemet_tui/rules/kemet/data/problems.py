"""Semantic checks of the Kemet: Seth content: unique ids, references, effect hooks and the counts
the rules require. Each check returns readable lines naming the file and the entry; the shipped
data gives none."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from kemet_tui.rules.kemet.data.content import TABLE_LABELS, Content
from kemet_tui.rules.kemet.data.hooks import ACTION_IDS, EFFECT_HOOKS, Enum, Ref
from kemet_tui.rules.kemet.data.models import Effect, PowerTile

#: counts the rules require, with their source
RULE_COUNTS: dict[str, tuple[int, str]] = {
    "seth_di": (15, "seed-000: 15 Seth DI cards"),
    "alliance_di": (40, "seed-000: 40 Alliance DI cards"),
    "purple_tiles": (16, "seed-000: 16 purple power tiles"),
    "purple_per_level": (4, "kemet-seth.md: 4 purple tiles per level"),
    "tiles_per_colour_level": (4, "kemet-research.md §5: 16 tiles a colour, 4 per level"),
    "alliance_tiles": (4, "seed-000: 4 new Alliance power tiles"),
    "replacement_blue_tiles": (2, "seed-000: 2 new blue tiles (for Legion and Sphinx)"),
    "alliance_hand": (6, "kemet-research.md §2: 6 battle cards per player"),
    "alliance_hand_ta_seti": (2, "kemet-research.md §4.7: Ta Seti adds 2 cards per player"),
    "seth_hand": (4, "seed-000: 6 Seth combat cards, 2 of them Ta Seti"),
    "seth_hand_ta_seti": (2, "seed-000: 2 Seth combat cards with Ta Seti"),
    "creature_cards": (7, "seed-000: 7 creature cards"),
    "creature_cards_ta_seti": (3, "seed-000: 3 more creature cards with Ta Seti"),
    "temple_powers": (6, "seed-000: 6 temple power tokens"),
    "prayer_tokens": (4, "seed-000: 4 prayer tokens"),
    "purple_tokens": (6, "seed-000: 6 purple action tokens"),
    "seth_gold_tokens": (2, "seed-000: 2 gold action tokens"),
    "grey_tokens": (1, "seed-000: 1 grey action token"),
    "transparent_tokens": (1, "seed-000: 1 transparent action token"),
}

#: purple tiles whose names research knows (kemet-research.md §7.3)
KNOWN_PURPLE = (
    "Units Corruption",
    "Servile Corruption",
    "Energy Drain",
    "Kill Them All",
    "Annexation",
    "Ambush",
    "Divine Advantage",
    "Magic Versatility",
)
MONSTERS = ("Vulture", "Crocodile", "Cobra")
PRAYER_FRONTS = [2, 2, 3, 3]

Check = Callable[[Content], list[str]]


def where(file: str, table: str, entry_id: str) -> str:
    return f"{file}: {TABLE_LABELS.get(table, table)} '{entry_id}'"


def _ids_of(content: Content, table: str) -> set[str]:
    return {e.id for _, t, e in content.located() if t == table}  # type: ignore[attr-defined]


def _need(actual: int, key: str, what: str) -> list[str]:
    expected, source = RULE_COUNTS[key]
    if actual == expected:
        return []
    return [f"{what}: {actual} found, {expected} required ({source})"]


# --- ids and references -------------------------------------------------------------------------
def check_unique_ids(content: Content) -> list[str]:
    seen: dict[str, str] = {}
    problems = []
    for file, table, entry in content.located():
        entry_id = entry.id  # type: ignore[attr-defined]
        here = where(file, table, entry_id)
        if entry_id in seen:
            problems.append(f"{here}: id is already used by {seen[entry_id]}")
        else:
            seen[entry_id] = here
    return problems


def _effect_holders(content: Content) -> Iterable[tuple[str, tuple[Effect, ...]]]:
    for file, table, entry in content.located():
        effects = getattr(entry, "effects", None)
        if effects is not None:
            yield where(file, table, entry.id), effects  # type: ignore[attr-defined]


def check_effects(content: Content) -> list[str]:
    """Every hook is declared in EFFECT_HOOKS and gets the parameters it declares."""
    refs = {kind: _ids_of(content, kind) for kind in ("action_token", "battle_card", "tile")}
    problems = []
    for here, effects in _effect_holders(content):
        for effect in effects:
            problems.extend(f"{here}: {line}" for line in _effect_problems(effect, refs))
    return problems


def _effect_problems(effect: Effect, refs: dict[str, set[str]]) -> list[str]:
    spec = EFFECT_HOOKS.get(effect.hook)
    if spec is None:
        return [f"unknown effect hook '{effect.hook}' (not in EFFECT_HOOKS)"]
    problems = []
    for name in effect.params.keys() - spec.params.keys():
        problems.append(f"effect '{effect.hook}': unknown parameter '{name}'")
    for name, param in spec.params.items():
        if name not in effect.params:
            if param.required:
                problems.append(f"effect '{effect.hook}': parameter '{name}' is required")
            continue
        wrong = _param_problem(param.kind, effect.params[name], refs)
        if wrong:
            problems.append(f"effect '{effect.hook}': {name}: {wrong}")
    return problems


def _param_problem(kind: Any, value: Any, refs: dict[str, set[str]]) -> str:
    if kind == "int":
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        return "" if ok else "must be a whole number ≥ 0"
    if kind == "bool":
        return "" if isinstance(value, bool) else "must be true or false"
    if isinstance(kind, Enum):
        return "" if value in kind.choices else f"must be one of {list(kind.choices)}"
    if isinstance(kind, Ref):
        known = refs.get(kind.kind, set())
        return "" if value in known else f"names no {kind.kind.replace('_', ' ')} '{value}'"
    return f"unknown parameter kind {kind!r}"


def check_balanced_against(content: Content) -> list[str]:
    """Designs name published entries they were weighed against; tiles of the same level."""
    published = {
        e.id: e  # type: ignore[attr-defined]
        for _, _, e in content.located()
        if getattr(e, "source", "") == "published"
    }
    problems = []
    for file, table, entry in content.located():
        names = getattr(entry, "balanced_against", ())
        here = where(file, table, entry.id)  # type: ignore[attr-defined]
        for other in names:
            if other not in published:
                problems.append(f"{here}: balanced_against names no published entry '{other}'")
            elif isinstance(entry, PowerTile) and published[other].level != entry.level:
                problems.append(f"{here}: balanced_against '{other}' is not of level {entry.level}")
        if isinstance(entry, PowerTile) and entry.source == "project" and not names:
            problems.append(
                f"{here}: a project tile must name the published tiles it is balanced against"
            )
    return problems


# --- tiles -----------------------------------------------------------------------------------
def check_tiles(content: Content) -> list[str]:
    problems = []
    for tile in content.tiles.tile:
        here = where("tiles.toml", "tile", tile.id)
        if content.tokens.rules.tile_cost_is_level and tile.cost != tile.level:
            problems.append(f"{here}: cost {tile.cost} must equal its level {tile.level}")
        if tile.kind == "alliance" and tile.buyers != ("alliance",):
            problems.append(f"{here}: an Alliance tile is bought by the Alliance only")
    return problems + _colour_counts(content) + _purple_counts(content) + _alliance_tiles(content)


def _colour_counts(content: Content) -> list[str]:
    """Every colour has 4 tiles a level, counting the Alliance tile in its VP tile's slot."""
    copies: Counter[tuple[str, int]] = Counter()
    for tile in content.tiles.tile:
        copies[tile.colour, tile.level] += tile.copies
    problems = []
    for colour in ("red", "blue", "white", "black", "purple"):
        for level in range(1, 5):
            key = "purple_per_level" if colour == "purple" else "tiles_per_colour_level"
            problems += _need(copies[colour, level], key, f"tiles.toml: {colour} level {level}")
    return problems


def _purple_counts(content: Content) -> list[str]:
    purple = [t for t in content.tiles.tile if t.colour == "purple"]
    problems = _need(sum(t.copies for t in purple), "purple_tiles", "tiles.toml: purple tiles")
    names = {t.name for t in purple}
    for name in KNOWN_PURPLE:
        if name not in names:
            problems.append(f"tiles.toml: the purple tile '{name}' (research §7.3) is missing")
    figures = {t.creature.figure for t in purple if t.creature}
    for monster in MONSTERS:
        if monster not in figures:
            problems.append(f"tiles.toml: no purple tile brings the monster '{monster}'")
    if not _granting(purple, "gain_battle_card", "card", "card-battle-mirror"):
        problems.append("tiles.toml: no purple tile gives the Battle Mirror card")
    if not _granting(purple, "extra_action_token", "token", "token-transparent"):
        problems.append("tiles.toml: no purple tile gives the transparent action token")
    return problems


def _granting(tiles: Iterable[PowerTile], hook: str, param: str, value: str) -> list[PowerTile]:
    return [
        t for t in tiles if any(e.hook == hook and e.params.get(param) == value for e in t.effects)
    ]


def _alliance_tiles(content: Content) -> list[str]:
    alliance = [t for t in content.tiles.tile if t.kind == "alliance"]
    problems = _need(len(alliance), "alliance_tiles", "tiles.toml: Alliance tiles")
    if sorted(t.colour for t in alliance) != ["black", "blue", "red", "white"]:
        problems.append("tiles.toml: the Alliance tiles must be one red, blue, white and black")
    if any(t.level != 3 for t in alliance):
        problems.append("tiles.toml: every Alliance tile is of level 3 (it replaces a VP tile)")
    if [t.creature.figure for t in alliance if t.creature] != ["Osiris"]:
        problems.append("tiles.toml: exactly one Alliance tile must bring the Osiris creature")
    tiles = content.tiles.tile
    blue = [t for t in tiles if t.colour == "blue" and t.kind == "market" and t.replaces]
    problems += _need(len(blue), "replacement_blue_tiles", "tiles.toml: replacement blue tiles")
    if sorted(t.replaces for t in blue) != ["Legion", "Sphinx"]:
        problems.append("tiles.toml: the new blue tiles must replace Legion and Sphinx")
    return problems


# --- cards and decks -------------------------------------------------------------------------
def check_battle_cards(content: Content) -> list[str]:
    cards = content.cards.battle_card
    hand = [c for c in cards if c.kind == "hand"]

    def count(side: str, ta_seti: bool) -> int:
        chosen = [c for c in hand if c.side == side and (c.module == "ta-seti") == ta_seti]
        return sum(c.copies_per_player for c in chosen)

    problems = []
    for side, ta_seti, key, what in (
        ("alliance", False, "alliance_hand", "Alliance base battle cards"),
        ("alliance", True, "alliance_hand_ta_seti", "Alliance Ta Seti battle cards"),
        ("seth", False, "seth_hand", "Seth combat cards"),
        ("seth", True, "seth_hand_ta_seti", "Seth Ta Seti combat cards"),
    ):
        problems += _need(count(side, ta_seti), key, f"cards.toml: {what}")
    granted = Counter(
        e.params.get("card")
        for t in content.tiles.tile
        for e in t.effects
        if e.hook == "gain_battle_card"
    )
    for card in cards:
        if card.kind == "tile" and granted[card.id] != 1:
            here = where("cards.toml", "battle_card", card.id)
            problems.append(
                f"{here}: a tile card must be given by exactly one tile ({granted[card.id]} do)"
            )
    if content.battle_card("card-battle-mirror") is None:
        problems.append("cards.toml: the Battle Mirror card is missing")
    return problems


def check_creature_cards(content: Content) -> list[str]:
    problems = []
    for card in content.cards.creature_card:
        here = where("cards.toml", "creature_card", card.id)
        tile = content.tile(card.tile)
        if tile is None:
            problems.append(f"{here}: tile '{card.tile}' does not exist")
        elif tile.creature is None:
            problems.append(f"{here}: tile '{card.tile}' brings no creature")
        elif tile.colour == "purple" or tile.kind != "market":
            problems.append(f"{here}: tile '{card.tile}' is not a market creature Seth may corrupt")
    market = [
        t for t in content.tiles.tile if t.creature and t.colour != "purple" and t.kind == "market"
    ]
    cards_by_tile = Counter(card.tile for card in content.cards.creature_card)
    for tile in market:
        if cards_by_tile[tile.id] != 1:
            problems.append(
                f"{where('tiles.toml', 'tile', tile.id)}: market creature needs exactly one Seth "
                f"creature card ({cards_by_tile[tile.id]} found)"
            )
    ta_seti = sum(1 for c in content.cards.creature_card if c.module == "ta-seti")
    base = len(content.cards.creature_card) - ta_seti
    problems += _need(base, "creature_cards", "cards.toml: creature cards")
    problems += _need(ta_seti, "creature_cards_ta_seti", "cards.toml: Ta Seti creature cards")
    return problems


def check_decks(content: Content) -> list[str]:
    problems = _need(content.decks.deck_size("seth"), "seth_di", "decks.toml: Seth DI deck")
    return problems + _need(
        content.decks.deck_size("alliance"), "alliance_di", "decks.toml: Alliance DI deck"
    )


# --- tokens, boards, setup, options ---------------------------------------------------------------
def check_tokens(content: Content) -> list[str]:
    tokens = content.tokens
    problems = _need(len(tokens.temple_power), "temple_powers", "tokens.toml: temple powers")
    problems += _need(len(tokens.prayer_token), "prayer_tokens", "tokens.toml: prayer tokens")
    if sorted(p.front_pp for p in tokens.prayer_token) != PRAYER_FRONTS:
        problems.append(f"tokens.toml: prayer token fronts must be {PRAYER_FRONTS} PP")
    backs = tokens.rules.sacred_prayer_pp_back
    for prayer in tokens.prayer_token:
        if prayer.back_pp != backs:
            here = where("tokens.toml", "prayer_token", prayer.id)
            problems.append(f"{here}: back must give {backs} PP")
    seth_module = [t for t in tokens.action_token if t.module == "seth"]

    def count(colour: str) -> int:
        return sum(t.count for t in seth_module if t.colour == colour)

    problems += _need(count("purple"), "purple_tokens", "tokens.toml: purple tokens")
    problems += _need(count("gold"), "seth_gold_tokens", "tokens.toml: Seth-box gold tokens")
    problems += _need(count("grey"), "grey_tokens", "tokens.toml: grey tokens")
    problems += _need(count("transparent"), "transparent_tokens", "tokens.toml: transparent tokens")
    for token in tokens.action_token:
        for action in token.actions:
            if action not in ACTION_IDS:
                here = where("tokens.toml", "action_token", token.id)
                problems.append(f"{here}: unknown action '{action}'")
    return problems


def check_boards(content: Content) -> list[str]:
    problems = []
    spaces = [("alliance_board", s) for s in content.tokens.alliance_board]
    spaces += [("seth_board", s) for s in content.tokens.seth_board]
    for table, space in spaces:
        if space.action not in ACTION_IDS:
            here = where("tokens.toml", table, space.id)
            problems.append(f"{here}: unknown action '{space.action}'")
    rows = {s.row for s in content.tokens.alliance_board}
    if rows != {1, 2, 3}:
        problems.append("tokens.toml: the Alliance action pyramid needs spaces on rows 1, 2 and 3")
    yellow = sorted(s.action for s in content.tokens.seth_board if s.colour == "yellow")
    expected = sorted(["corrupt_creature", "destroy_two_units", "corrupt_pyramid", "corrupt_troop"])
    if yellow != expected:
        problems.append(f"tokens.toml: Seth's yellow spaces must be {expected}")
    return problems


def check_setup(content: Content) -> list[str]:
    setup, rules = content.tokens.setup, content.tokens.rules
    seth, alliance = setup.seth, setup.alliance
    problems = []
    if seth.units_in_city > min(seth.units, seth.sectors * seth.max_units_per_sector):
        problems.append("tokens.toml: setup.seth.units_in_city does not fit his units or sectors")
    room = alliance.districts * alliance.max_units_per_district
    if alliance.units_in_city > min(alliance.units, room):
        problems.append("tokens.toml: setup.alliance.units_in_city does not fit units or districts")
    if seth.max_units_per_sector > rules.seth_troop_limit:
        problems.append("tokens.toml: setup.seth.max_units_per_sector exceeds Seth's troop limit")
    for start in alliance.pyramid_starts:
        if sum(start) != 3:
            problems.append(
                f"tokens.toml: setup.alliance.pyramid_starts {list(start)} must total 3 levels"
            )
    if list(rules.sacred_temple_level_costs) != [1, 2, 3]:
        problems.append("tokens.toml: rules.sacred_temple_level_costs must be [1, 2, 3] (seed-000)")
    sizes = content.ruleset.options.alliance_size.choices
    if sorted(rules.temple_vp_threshold) != sorted(str(n) for n in sizes):
        problems.append("tokens.toml: rules.temple_vp_threshold needs one entry per Alliance size")
    purple = sum(t.count for t in content.tokens.action_token if t.colour == "purple")
    if max(sizes) + seth.purple_tokens_over_alliance_size > purple:
        problems.append("tokens.toml: too few purple tokens for the largest Alliance")
    return problems


def check_ruleset(content: Content) -> list[str]:
    info = content.ruleset
    problems = []
    sizes = info.options.alliance_size.choices
    if not set(sizes) <= {2, 3, 4, 5}:
        problems.append("ruleset.toml: options.alliance_size.choices must lie in 2..5")
    if info.min_players != min(sizes) + 1 or info.max_players != max(sizes) + 1:
        problems.append("ruleset.toml: min_players/max_players must be Seth + the Alliance sizes")
    if set(info.options.seth_target_vp.choices) != {8, 10}:
        problems.append("ruleset.toml: options.seth_target_vp.choices must be 8 and 10 (seed-000)")
    return problems


CHECKS: tuple[Check, ...] = (
    check_unique_ids,
    check_effects,
    check_balanced_against,
    check_tiles,
    check_battle_cards,
    check_creature_cards,
    check_decks,
    check_tokens,
    check_boards,
    check_setup,
    check_ruleset,
)


def content_problems(content: Content) -> list[str]:
    """Every semantic problem of validated content."""
    return [line for check in CHECKS for line in check(content)]
