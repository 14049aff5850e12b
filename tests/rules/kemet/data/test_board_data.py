"""The Kemet: Seth maps (rulesets/kemet-seth/board.toml): they load, they satisfy kemet-seth.md
§Board, every Alliance city is equally placed, and broken copies are reported."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from kemet_tui.core.data import load_toml
from kemet_tui.rules.kemet.data.board import GRID_HEIGHT, GRID_WIDTH, BoardDataError, KemetMap
from kemet_tui.rules.kemet.data.board_file import BOARD_FILE, compose_maps, load_maps
from kemet_tui.rules.kemet.data.board_problems import map_problems
from kemet_tui.rules.kemet.data.board_sketch import label, markdown_sketches, render_map

SIZES = (2, 3, 4, 5)
DOC = Path(__file__).resolve().parents[4] / "docs" / "kemet-map.md"


def raw_board() -> dict:
    return copy.deepcopy(load_toml(*BOARD_FILE))


def problems_of(raw: dict) -> list[str]:
    return map_problems(compose_maps(raw))


def the_map(n: int) -> KemetMap:
    return load_maps().for_alliance(n)


# --- the shipped maps ---------------------------------------------------------------------------
def test_the_shipped_maps_have_no_problems():
    assert map_problems(load_maps()) == []


def test_one_map_per_alliance_size():
    assert sorted(m.alliance for m in load_maps().maps) == list(SIZES)
    assert [m.key for m in load_maps().maps] == [f"n{n}" for n in SIZES]


def test_everything_is_marked_as_project_design():
    maps = load_maps()
    assert maps.source == "project"
    for kemet_map in maps.maps:
        assert kemet_map.source == "project"
        assert kemet_map.seth_pyramid.source == "project"
        assert {s.source for s in kemet_map.spaces} == {"project"}
        assert all(s.text.strip() for s in kemet_map.spaces)


@pytest.mark.parametrize("n", SIZES)
def test_fairness_every_city_equally_placed(n):
    """kemet-seth.md: same distance from the portal and the nearest temple; our maps also give
    the same distance to the Sanctuary and the nearest obelisk desert."""
    table = the_map(n).fairness_table()
    assert list(table) == [f"a{k}" for k in range(1, n + 1)]
    for measure in ("portal", "temple", "sanctuary", "obelisk_desert"):
        assert len({row[measure] for row in table.values()}) == 1, (measure, table)
    # at N = 2 each road touches the obelisk desert on its side (docs/balance.md, row 8); at
    # N = 5 P2 does not touch the Sanctuary (row 17)
    near_obelisk = 2 if n == 2 else 3
    portal = 4 if n == 5 else 3
    assert table["a1"] == {
        "portal": portal,
        "temple": 2,
        "sanctuary": 2,
        "obelisk_desert": near_obelisk,
    }


def district_profiles(kemet_map, measures: tuple[str, ...]) -> dict[str, tuple]:
    """Each city's districts, by distance to each measure's nearest target (portal: P2)."""
    targets = {
        "portal": [kemet_map.portal_pair[1]],
        "sanctuary": [kemet_map.sanctuary.id],
        "temple": [t.id for t in kemet_map.temples()],
    }
    profiles = {}
    for owner in kemet_map.owners:
        profile = []
        for district in kemet_map.city(owner):
            dist = kemet_map.distances_from(district.id, portal=False)
            profile.append(tuple(min(dist[t] for t in targets[m]) for m in measures))
        profiles[owner] = tuple(sorted(profile))
    return profiles


@pytest.mark.parametrize("n", SIZES)
def test_every_district_of_every_city_sees_the_same_distances(n):
    """Stronger than the rule: district by district, each city looks the same. At N = 5, where
    P2 does not touch the Sanctuary, only the distances to the Sanctuary and the temples are
    the same district by district (the next test says how P2 differs)."""
    measures = ("sanctuary", "temple") if n == 5 else ("portal", "sanctuary", "temple")
    assert len(set(district_profiles(the_map(n), measures).values())) == 1


def test_at_n5_only_the_rear_district_of_the_northern_city_is_nearer_p2():
    """The northern city's dunes lead to the temple at the ring's north end, which touches the
    Northern Obelisk beside P2: its rear district is 4 steps from P2, the others' 5. Every gate
    is 4 steps away, so the rule's measure (the nearest district) is the same for all."""
    profiles = district_profiles(the_map(5), ("portal",))
    assert profiles["a1"] == ((4,), (4,), (5,))
    assert {profiles[f"a{k}"] for k in range(2, 6)} == {((4,), (5,), (5,))}


@pytest.mark.parametrize("n", SIZES)
def test_required_features(n):
    kemet_map = the_map(n)
    assert len(kemet_map.temples()) >= n + 1
    assert len(kemet_map.spaces_of_kind("sanctuary")) == 1
    assert kemet_map.sanctuary.obelisk
    assert len(kemet_map.spaces_of_kind("obelisk_desert")) >= 2
    assert len(kemet_map.sacred_sites()) >= 4
    assert all(s.obelisk for s in kemet_map.temples())
    for owner in kemet_map.owners:
        city = kemet_map.city(owner)
        assert len(city) == 3
        assert all(d.walled and d.pyramid_slot and d.kind == "district" for d in city)
    assert not kemet_map.city(f"a{n + 1}")
    values = {t.temple_pp for t in kemet_map.temples()}
    assert values <= {2, 3, 4, 5}


@pytest.mark.parametrize("n", SIZES)
def test_portal_pair_and_seths_city(n):
    kemet_map = the_map(n)
    p1, p2 = kemet_map.portal_pair
    assert (p1, p2) == ("p1", "p2")
    sectors = [s.id for s in kemet_map.city("seth")]
    assert sorted(kemet_map.neighbours(p1, portal=False)) == sorted(sectors)
    assert p2 in kemet_map.neighbours(p1)
    assert p1 not in kemet_map.neighbours(p2, portal=False)
    assert kemet_map.edge(p1, p2).kind == "portal"
    # Seth's city is cut off without the portal, three steps from the Sanctuary with it (four
    # at N = 5, where P2 does not touch the Sanctuary)
    assert kemet_map.distance("s1", "sa", portal=False) is None
    assert kemet_map.distance("s1", "sa") == (4 if n == 5 else 3)
    assert sorted(kemet_map.seth_pyramid.sectors) == sorted(sectors)
    assert {kemet_map.pyramid_site(s) for s in sectors} == {kemet_map.seth_pyramid.id}
    assert kemet_map.pyramid_site("a1a") == "a1a"
    assert kemet_map.pyramid_site("sa") is None


@pytest.mark.parametrize("n", SIZES)
def test_harbours_and_walls(n):
    kemet_map = the_map(n)
    assert kemet_map.is_harbour_pair("h1w", "h1e")
    assert kemet_map.is_harbour_pair("h2e", "h2w")
    assert not kemet_map.is_harbour_pair("h1w", "h2e")
    assert not kemet_map.is_harbour_pair("h1w", "o1")
    assert kemet_map.distance("h1w", "h1e") == 1
    assert kemet_map.edge("f1", "a1a").kind == "wall"
    assert kemet_map.edge("f1", "sa").kind == "land"
    assert kemet_map.edge("a1a", "sa") is None


@pytest.mark.parametrize("n", SIZES)
def test_graph_is_symmetric_and_deterministic(n):
    kemet_map = the_map(n)
    for space in kemet_map.spaces:
        for other in kemet_map.neighbours(space.id):
            assert space.id in kemet_map.neighbours(other)
    assert kemet_map.neighbours("sa") == the_map(n).neighbours("sa")


@pytest.mark.parametrize("n", SIZES)
def test_coordinates_fit_the_grid_and_keep_apart(n):
    kemet_map = the_map(n)
    places = [(s.x, s.y) for s in kemet_map.spaces]
    assert len(set(places)) == len(places)
    assert all(0 <= x < GRID_WIDTH and 0 <= y < GRID_HEIGHT for x, y in places)


# --- broken copies are reported -------------------------------------------------------------------
def test_a_dangling_edge_is_named():
    raw = raw_board()
    raw["maps"]["n3"]["land"].append("t2 nowhere")
    problems = problems_of(raw)
    assert any("map n3" in p and "'nowhere'" in p for p in problems), problems


def test_a_duplicate_id_is_named():
    kemet_map = the_map(2)
    broken = kemet_map.model_copy(update={"spaces": kemet_map.spaces + (kemet_map.spaces[3],)})
    maps = load_maps().model_copy(update={"maps": (broken,) + load_maps().maps[1:]})
    problems = map_problems(maps)
    assert any(f"space id {kemet_map.spaces[3].id!r} is used twice" in p for p in problems)


def test_an_unfair_city_is_named():
    raw = raw_board()
    raw["edge_groups"]["city2"]["land"].remove("f2 sa")
    problems = problems_of(raw)
    unfair = [p for p in problems if "not equally far from the portal" in p]
    assert unfair and all("a2 " in p for p in unfair), problems
    assert any("map n4" in p and "Sanctuary" in p for p in problems)


def test_an_unfair_temple_distance_is_named():
    raw = raw_board()
    raw["maps"]["n4"]["wall"] = ["a4a t5"]  # city a4 now touches a temple
    problems = problems_of(raw)
    assert any("map n4" in p and "nearest temple" in p and "a4 1" in p for p in problems)


def test_p1_must_touch_only_seths_city():
    raw = raw_board()
    raw["maps"]["n2"]["land"].append("p1 e1")
    problems = problems_of(raw)
    assert any("P1 (p1) must touch exactly" in p for p in problems), problems
    assert any("joins the delta and east banks" in p for p in problems), problems


def test_a_missing_district_and_too_few_temples_are_named():
    raw = raw_board()
    at = raw["maps"]["n2"]["at"]
    del at["a2c"], at["b2"]
    raw["maps"]["n2"]["land"].remove("b2 t3")
    raw["edge_groups"]["city2"]["wall"] = ["a2a f2", "a2a a2b"]
    for temple in ("t1", "t3"):
        spec = raw["spaces"][temple]
        spec.update(kind="desert", obelisk=False)
        del spec["temple_pp"]
    problems = problems_of(raw)
    assert any("city a2 must have 3 districts (found 2)" in p for p in problems), problems
    assert any("needs at least 3 temples (found 2)" in p for p in problems), problems


def test_a_broken_harbour_pair_is_named():
    raw = raw_board()
    raw["spaces"]["h2e"]["harbour"] = "h9"
    problems = problems_of(raw)
    assert any("harbour group h2 must pair" in p for p in problems), problems
    assert any("harbour group h9 must pair" in p for p in problems), problems
    assert any(
        "h2w-h2e crosses the Nile but its ends are not one harbour group" in p for p in problems
    ), problems


def test_a_cut_off_bank_is_named():
    raw = raw_board()
    del raw["edge_groups"]["east"]["harbour"]
    problems = problems_of(raw)
    assert any("harbour group h1: no harbour edge h1w-h1e" in p for p in problems), problems
    assert any("cut off" in p and "'tg'" in p for p in problems), problems


def test_spaces_too_close_or_off_the_grid_are_named():
    raw = raw_board()
    raw["maps"]["n5"]["at"]["t1"] = [45, 20]  # next to the Sanctuary at (44, 19)
    raw["maps"]["n5"]["at"]["e2"] = [96, 31]
    problems = problems_of(raw)
    assert any("t1 (45, 20) and" in p or "and t1 (45, 20)" in p for p in problems), problems
    assert any("e2 at (96, 31) lies outside" in p for p in problems), problems


def test_a_wall_listed_as_land_is_named():
    raw = raw_board()
    raw["edge_groups"]["city1"]["wall"].remove("a1a f1")
    raw["edge_groups"]["city1"]["land"].append("a1a f1")
    assert any("a1a-f1 enters a walled district" in p for p in problems_of(raw))


def test_schema_errors_name_the_file_and_entry():
    raw = raw_board()
    raw["spaces"]["t2"]["temple_pp"] = 9
    with pytest.raises(BoardDataError) as caught:
        compose_maps(raw)
    message = str(caught.value)
    assert "rulesets/kemet-seth/board.toml" in message
    assert "spaces.t2.temple_pp" in message

    raw = raw_board()
    raw["spaces"]["f1"]["obelisk"] = True
    with pytest.raises(BoardDataError, match=r"spaces\.f1.*desert has no obelisk"):
        compose_maps(raw)

    raw = raw_board()
    raw["maps"]["n2"]["at"]["zz"] = [1, 1]
    with pytest.raises(BoardDataError, match=r"maps\.n2\.at: 'zz' is not in the \[spaces\]"):
        compose_maps(raw)

    raw = raw_board()
    raw["edge_groups"]["hub"]["land"].append("sa")
    with pytest.raises(BoardDataError, match=r"edge_groups\.hub.*exactly two space ids"):
        compose_maps(raw)


# --- the text sketch and the doc --------------------------------------------------------------------
@pytest.mark.parametrize("n", SIZES)
def test_the_sketch_shows_every_space(n):
    kemet_map = the_map(n)
    sketch = render_map(kemet_map)
    lines = sketch.split("\n")
    assert len(lines) == kemet_map.height
    assert max(len(line) for line in lines) <= kemet_map.width
    for space in kemet_map.spaces:
        assert label(space) in lines[space.y], space.id


def test_the_doc_holds_the_current_sketches():
    """docs/kemet-map.md carries the sketches; regenerate with
    ``python -m kemet_tui.rules.kemet.data.board_sketch --markdown`` after editing the maps."""
    assert markdown_sketches() in DOC.read_text(encoding="utf-8")
