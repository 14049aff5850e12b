"""The Kemet: Seth content data (tiles, cards, DI decks, tokens, ruleset info): it loads with no
problems, has the counts the rules require, and a broken copy is reported line by line."""

from __future__ import annotations

import copy
from collections import Counter
from pathlib import Path

import pytest

from kemet_tui.rules.kemet.data import load_kemet_data, ruleset_problems
from kemet_tui.rules.kemet.data.content import Content, parse_content, read_raw_files
from kemet_tui.rules.kemet.data.docgen import content_markdown
from kemet_tui.rules.kemet.data.hooks import EFFECT_HOOKS
from kemet_tui.rules.kemet.data.models import Entry
from kemet_tui.rules.kemet.data.problems import content_problems

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "kemet-content.md"


@pytest.fixture(scope="module")
def raw() -> dict:
    files, problems = read_raw_files()
    assert problems == []
    return files


@pytest.fixture(scope="module")
def content(raw) -> Content:
    parsed, problems = parse_content(raw)
    assert problems == []
    assert parsed is not None
    return parsed


def problems_of(raw: dict) -> list[str]:
    """The problems of a (modified) copy, through the public entry point."""
    return ruleset_problems(raw)


def starts(lines: list[str], prefix: str) -> bool:
    """Some problem line begins with ``prefix``."""
    return any(line.startswith(prefix) for line in lines)


def entry(raw: dict, file: str, table: str, entry_id: str) -> dict:
    return next(item for item in raw[file][table] if item["id"] == entry_id)


# --- the shipped data ---------------------------------------------------------------------------
def test_shipped_content_has_no_problems(content):
    assert content_problems(content) == []


def test_ruleset_problems_is_empty_for_the_shipped_data():
    assert ruleset_problems() == []


def test_load_kemet_data_composes_every_file():
    data = load_kemet_data()
    assert data.maps is not None and data.tracks is not None
    assert data.ruleset.name == "kemet-seth"
    assert len(data.di_deck("seth")) == 15 and len(data.di_deck("alliance")) == 40
    assert len(data.tiles_in_play(ta_seti=True)) > len(data.tiles_in_play(ta_seti=False))
    assert len(data.battle_hand("alliance", ta_seti=False)) == 6
    assert len(data.battle_hand("seth", ta_seti=True)) == 6
    assert len(data.creature_cards(ta_seti=False)) == 7


def test_every_entry_has_a_source_and_a_text(content):
    entries = [e for _, _, e in content.located() if isinstance(e, Entry)]
    assert len(entries) > 150
    for item in entries:
        assert item.source in {"seed-000", "seed-002", "published", "project"}, item.id
        assert item.text.strip(), item.id
        if item.source == "published":
            assert "kemet-research.md" in item.ref, item.id


def test_every_board_space_has_a_source(content):
    for space in (*content.tokens.alliance_board, *content.tokens.seth_board):
        assert space.source in {"seed-000", "published", "project"}


# --- counts the rules require ---------------------------------------------------------------------
def test_di_decks(content):
    assert content.decks.deck_size("seth") == 15
    assert content.decks.deck_size("alliance") == 40


def test_purple_tiles(content):
    purple = [t for t in content.tiles.tile if t.colour == "purple"]
    assert sum(t.copies for t in purple) == 16
    assert Counter(t.level for t in purple) == {1: 4, 2: 4, 3: 4, 4: 4}
    names = {t.name for t in purple}
    assert {"Units Corruption", "Energy Drain", "Magic Versatility", "Ambush"} <= names
    figures = {t.creature.figure for t in purple if t.creature}
    assert figures == {"Vulture", "Crocodile", "Cobra"}


def test_each_colour_has_four_tiles_a_level(content):
    copies = Counter()
    for tile in content.tiles.tile:
        copies[tile.colour, tile.level] += tile.copies
    for colour in ("red", "blue", "white", "black", "purple"):
        assert [copies[colour, level] for level in range(1, 5)] == [4, 4, 4, 4], colour


def test_alliance_and_replacement_tiles(content):
    alliance = [t for t in content.tiles.tile if t.kind == "alliance"]
    assert len(alliance) == 4
    assert {t.level for t in alliance} == {3}
    assert [t.creature.figure for t in alliance if t.creature] == ["Osiris"]
    market_blue = [t for t in content.tiles.tile if t.colour == "blue" and t.kind == "market"]
    replaced = sorted(t.replaces for t in market_blue if t.replaces)
    assert replaced == ["Legion", "Sphinx"]
    names = {t.name for t in content.tiles.tile}
    assert "Legion" not in names and "Victory Point" not in names


def test_battle_cards(content):
    cards = content.cards.battle_card
    hand = Counter((c.side, c.module) for c in cards if c.kind == "hand")
    assert hand == {
        ("alliance", "base"): 6,
        ("alliance", "ta-seti"): 2,
        ("seth", "seth"): 4,
        ("seth", "ta-seti"): 2,
    }
    mirror = content.battle_card("card-battle-mirror")
    assert mirror is not None and mirror.kind == "tile"
    assert [c.id for c in cards if c.not_with_corrupt_creature] == ["seth-card-blood-offering"]


def test_creature_cards(content):
    cards = content.cards.creature_card
    assert Counter(c.module for c in cards) == {"seth": 7, "ta-seti": 3}
    for card in cards:
        tile = content.tile(card.tile)
        assert tile is not None and tile.creature is not None and tile.colour != "purple"


def test_tokens(content):
    tokens = content.tokens
    assert len(tokens.temple_power) == 6
    faces = sorted((p.back_pp, p.front_pp) for p in tokens.prayer_token)
    assert faces == [(1, 2), (1, 2), (1, 3), (1, 3)]
    seth_box = Counter()
    for token in tokens.action_token:
        if token.module == "seth":
            seth_box[token.colour] += token.count
    assert seth_box == {"purple": 6, "gold": 2, "grey": 1, "transparent": 1}


def test_setup_constants(content):
    setup, rules = content.tokens.setup, content.tokens.rules
    assert (setup.seth.pp, setup.seth.units, setup.seth.units_in_city) == (6, 15, 12)
    assert (setup.alliance.pp, setup.alliance.units, setup.alliance.units_in_city) == (5, 12, 10)
    assert (rules.seth_troop_limit, rules.alliance_troop_limit) == (6, 5)
    assert [rules.temples_for_vp(n) for n in (2, 3, 4, 5)] == [2, 3, 3, 3]
    assert list(rules.sacred_temple_level_costs) == [1, 2, 3]
    assert (rules.ceremony_pp_per_member, rules.ceremony_discount_per_temporary_vp) == (10, 4)
    assert rules.recall_pp_offset == -1


def test_boards(content):
    seth = Counter(s.colour for s in content.tokens.seth_board)
    assert seth == {"purple": 7, "yellow": 4}
    rows = Counter(s.row for s in content.tokens.alliance_board if s.module == "base")
    assert rows == {1: 2, 2: 3, 3: 4}


def test_ruleset_options(content):
    options = content.ruleset.options
    assert options.ta_seti.default is False
    assert options.seth_target_vp.choices == (8, 10)
    assert options.alliance_size.choices == (2, 3, 4, 5)


def test_every_declared_hook_is_used_and_described(content):
    used = {e.hook for _, _, x in content.located() for e in getattr(x, "effects", ())}
    assert used == set(EFFECT_HOOKS)
    assert all(spec.does for spec in EFFECT_HOOKS.values())


def test_content_document_is_up_to_date(content):
    assert DOC_PATH.read_text(encoding="utf-8") == content_markdown(content), (
        "docs/kemet-content.md is stale: run python -m kemet_tui.rules.kemet.data.docgen"
    )


# --- a broken copy gives a problem line naming it ---------------------------------------------
def test_bad_value_names_file_entry_and_field(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "tiles.toml", "tile", "red-1-charge")["cost"] = -1
    assert "tiles.toml: tile 'red-1-charge': cost: must be ≥ 0" in problems_of(broken)


def test_unknown_field_and_bad_choice(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "decks.toml", "di_card", "seth-di-veto")["timing"] = "dawn"
    entry(broken, "cards.toml", "battle_card", "card-shield-push")["colour"] = "red"
    lines = problems_of(broken)
    assert starts(lines, "decks.toml: DI card 'seth-di-veto': timing: must be one of")
    assert "cards.toml: battle card 'card-shield-push': colour: is not a known field" in lines


def test_empty_text_and_missing_ref(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "tokens.toml", "temple_power", "temple-power-wings-of-shu")["text"] = "  "
    entry(broken, "tiles.toml", "tile", "red-2-carnage")["ref"] = ""
    lines = problems_of(broken)
    assert "tokens.toml: temple power 'temple-power-wings-of-shu': text: must not be empty" in lines
    assert starts(lines, "tiles.toml: tile 'red-2-carnage': a published entry needs a ref")


def test_broken_card_reference(raw):
    broken = copy.deepcopy(raw)
    tile = entry(broken, "tiles.toml", "tile", "purple-2-mirror-of-seth")
    tile["effects"][0]["params"]["card"] = "card-broken-mirror"
    lines = problems_of(broken)
    assert (
        "tiles.toml: tile 'purple-2-mirror-of-seth': effect 'gain_battle_card': card: "
        "names no battle card 'card-broken-mirror'"
    ) in lines
    assert "tiles.toml: no purple tile gives the Battle Mirror card" in lines


def test_broken_creature_reference(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "cards.toml", "creature_card", "creature-card-phoenix")["tile"] = "red-4-firebird"
    lines = problems_of(broken)
    card = "cards.toml: creature card 'creature-card-phoenix'"
    assert f"{card}: tile 'red-4-firebird' does not exist" in lines
    assert starts(lines, "tiles.toml: tile 'red-4-phoenix': market creature needs exactly one")


def test_broken_token_reference(raw):
    broken = copy.deepcopy(raw)
    power = entry(broken, "tokens.toml", "temple_power", "temple-power-wings-of-shu")
    power["effects"][0]["params"]["token"] = "token-pink"
    assert any("names no action token 'token-pink'" in line for line in problems_of(broken))


def test_duplicate_id(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "decks.toml", "di_card", "seth-di-call-of-chaos")["id"] = "red-1-charge"
    lines = problems_of(broken)
    assert (
        "decks.toml: DI card 'red-1-charge': id is already used by tiles.toml: tile 'red-1-charge'"
    ) in lines


def test_wrong_counts(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "decks.toml", "di_card", "seth-di-war-fury")["copies"] = 1
    broken["tiles.toml"]["tile"] = [
        t for t in broken["tiles.toml"]["tile"] if t["id"] != "purple-3-mantle-of-storms"
    ]
    broken["tokens.toml"]["temple_power"] = broken["tokens.toml"]["temple_power"][:5]
    lines = problems_of(broken)
    assert "decks.toml: Seth DI deck: 14 found, 15 required (seed-000: 15 Seth DI cards)" in lines
    assert starts(lines, "tiles.toml: purple tiles: 15 found, 16 required")
    assert starts(lines, "tiles.toml: purple level 3: 3 found, 4 required")
    assert starts(lines, "tokens.toml: temple powers: 5 found, 6 required")


def test_wrong_prayer_tokens_and_battle_hand(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "tokens.toml", "prayer_token", "prayer-token-4")["front_pp"] = 4
    broken["cards.toml"]["battle_card"] = [
        c for c in broken["cards.toml"]["battle_card"] if c["id"] != "card-chariot-raid"
    ]
    lines = problems_of(broken)
    assert "tokens.toml: prayer token fronts must be [2, 2, 3, 3] PP" in lines
    assert starts(lines, "cards.toml: Alliance base battle cards: 5 found, 6 required")


def test_unknown_hook_and_bad_parameters(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "tiles.toml", "tile", "red-2-carnage")["effects"] = [{"hook": "double_damage"}]
    charge = entry(broken, "tiles.toml", "tile", "red-1-charge")
    params = {"strength": 1, "when": "sometimes", "colour": "red"}
    charge["effects"] = [{"hook": "battle_bonus", "params": params}]
    fire = entry(broken, "decks.toml", "di_card", "seth-di-raining-fire")
    fire["effects"] = [{"hook": "kill_units"}]
    lines = problems_of(broken)
    carnage, charge = "tiles.toml: tile 'red-2-carnage'", "tiles.toml: tile 'red-1-charge'"
    assert f"{carnage}: unknown effect hook 'double_damage' (not in EFFECT_HOOKS)" in lines
    assert f"{charge}: effect 'battle_bonus': unknown parameter 'colour'" in lines
    assert starts(lines, f"{charge}: effect 'battle_bonus': when: must be one of")
    fire_line = "decks.toml: DI card 'seth-di-raining-fire': effect 'kill_units'"
    assert f"{fire_line}: parameter 'units' is required" in lines


def test_tile_cost_must_equal_level_and_balance_reference(raw):
    broken = copy.deepcopy(raw)
    entry(broken, "tiles.toml", "tile", "red-3-blades-of-neith")["cost"] = 2
    entry(broken, "tiles.toml", "tile", "purple-4-vulture")["balanced_against"] = ["red-1-charge"]
    entry(broken, "tiles.toml", "tile", "purple-1-desert-wind")["balanced_against"] = []
    lines = problems_of(broken)
    assert "tiles.toml: tile 'red-3-blades-of-neith': cost 2 must equal its level 3" in lines
    vulture = "tiles.toml: tile 'purple-4-vulture'"
    assert f"{vulture}: balanced_against 'red-1-charge' is not of level 4" in lines
    assert starts(lines, "tiles.toml: tile 'purple-1-desert-wind': a project tile must name")


def test_missing_file_and_bad_setup(raw):
    broken = copy.deepcopy(raw)
    del broken["decks.toml"]
    assert "decks.toml: file is missing" in problems_of(broken)
    broken = copy.deepcopy(raw)
    broken["tokens.toml"]["setup"]["seth"]["units_in_city"] = 19
    broken["tokens.toml"]["rules"]["sacred_temple_level_costs"] = [1, 1, 1]
    lines = problems_of(broken)
    assert "tokens.toml: setup.seth.units_in_city does not fit his units or sectors" in lines
    assert "tokens.toml: rules.sacred_temple_level_costs must be [1, 2, 3] (seed-000)" in lines


def test_bad_ruleset_option(raw):
    broken = copy.deepcopy(raw)
    broken["ruleset.toml"]["options"]["seth_target_vp"]["default"] = 9
    lines = problems_of(broken)
    assert "ruleset.toml: options.seth_target_vp: default 9 is not one of the choices" in lines


def test_creature_stats_need_the_creature_hook(raw):
    broken = copy.deepcopy(raw)
    del entry(broken, "tiles.toml", "tile", "purple-2-cobra")["creature"]
    lines = problems_of(broken)
    cobra = "tiles.toml: tile 'purple-2-cobra'"
    assert starts(lines, f"{cobra}: a tile has creature stats exactly when")
    assert "tiles.toml: no purple tile brings the monster 'Cobra'" not in lines  # file fails first


def test_board_and_track_failures_become_problem_lines(monkeypatch):
    from kemet_tui.rules.kemet.data import board_file, tracks

    def broken_maps():
        raise ValueError("board.toml: map n2: space 'x': kind: bad")

    def broken_tracks():
        raise OSError("disk on fire")

    monkeypatch.setattr(board_file, "load_maps", broken_maps)
    monkeypatch.setattr(tracks, "load_tracks", broken_tracks)
    lines = ruleset_problems()
    assert "board.toml: map n2: space 'x': kind: bad" in lines
    assert "tracks.toml: cannot load the day tracks: disk on fire" in lines
