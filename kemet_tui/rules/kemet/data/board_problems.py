"""Semantic checks of the Kemet: Seth maps: what well-formed data can still get wrong (a dangling
edge, a portal that touches the wrong spaces, an unfair city...). Kept apart from the models in
``board.py`` so each module has one job; ``map_problems`` is what ``check-rulesets`` runs."""

from __future__ import annotations

from kemet_tui.rules.kemet.data.board import (
    MIN_DX,
    MIN_DY,
    REQUIRED_MEASURES,
    SETH,
    Edge,
    KemetMap,
    KemetMaps,
    Space,
    one_per_size,
)


def map_problems(maps: KemetMaps) -> list[str]:
    """Everything wrong with the maps, one readable line each (empty when all is well)."""
    problems = one_per_size([m.alliance for m in maps.maps], "map")
    for kemet_map in maps.maps:
        problems += [f"map {kemet_map.key}: {p}" for p in one_map_problems(kemet_map)]
    return problems


def one_map_problems(m: KemetMap) -> list[str]:
    out = _id_and_edge_problems(m)
    if out:  # the graph checks below assume every edge end exists
        return out
    for check in (
        _edge_kinds,
        _portal_problems,
        _seth_city_problems,
        _alliance_city_problems,
        _feature_problems,
        _harbour_problems,
        _geometry_problems,
        _connection_problems,
        _fairness_problems,
    ):
        out += check(m)
    return out


def _id_and_edge_problems(m: KemetMap) -> list[str]:
    out = []
    if m.key != f"n{m.alliance}":
        out.append(f"its key should be n{m.alliance} for an Alliance of {m.alliance}")
    seen: set[str] = set()
    for space in m.spaces:
        if space.id in seen:
            out.append(f"space id {space.id!r} is used twice")
        seen.add(space.id)
    pairs: set[frozenset[str]] = set()
    for edge in m.edges:
        for end in (edge.a, edge.b):
            if end not in seen:
                out.append(f"edge {edge.a}-{edge.b} ({edge.kind}) names {end!r}, not on this map")
        if edge.a == edge.b:
            out.append(f"edge {edge.a}-{edge.b} joins a space to itself")
        pair = frozenset((edge.a, edge.b))
        if pair in pairs:
            out.append(f"edge {edge.a}-{edge.b} is listed twice")
        pairs.add(pair)
    return out


def _edge_kind_problems(m: KemetMap, edge: Edge) -> list[str]:
    a, b = m.space(edge.a), m.space(edge.b)
    name = f"edge {edge.a}-{edge.b}"
    if edge.kind == "portal":
        ok = {edge.a, edge.b} == set(m.portal)
        return [] if ok else [f"{name} is a portal edge but not the portal pair"]
    if edge.kind == "harbour":
        if not (a.harbour and a.harbour == b.harbour):
            return [f"{name} crosses the Nile but its ends are not one harbour group"]
        return []
    out = []
    if a.bank != b.bank:
        out.append(f"{name} joins the {a.bank} and {b.bank} banks over land")
    walled = a.walled or b.walled
    if walled and edge.kind != "wall":
        out.append(f"{name} enters a walled district: list it under wall")
    if not walled and edge.kind == "wall":
        out.append(f"{name} is listed under wall but neither end is walled")
    return out


def _portal_problems(m: KemetMap) -> list[str]:
    p1, p2 = m.portal
    out = []
    for space_id, bank in ((p1, "delta"), (p2, "west")):
        if not m.has(space_id):
            return [f"portal space {space_id!r} is missing"]
        space = m.space(space_id)
        if space.kind != "portal" or space.bank != bank:
            out.append(f"portal space {space_id} must be kind portal on the {bank} bank")
    portals = [e for e in m.edges if e.kind == "portal"]
    if len(portals) != 1:
        out.append(f"there must be exactly one portal edge (found {len(portals)})")
    sectors = {s.id for s in m.spaces_of_kind("seth_district")}
    p1_land = set(m.neighbours(p1, portal=False))
    if p1_land != sectors:
        out.append(
            f"P1 ({p1}) must touch exactly the sectors of Seth's city "
            f"{sorted(sectors)}, not {sorted(p1_land)}"
        )
    others = [s.id for s in m.spaces_of_kind("portal") if s.id not in m.portal]
    if others:
        out.append(f"portal spaces {others} are not the portal pair")
    return out


def _edge_kinds(m: KemetMap) -> list[str]:
    out = []
    for edge in m.edges:
        out += _edge_kind_problems(m, edge)
    return out


def _seth_city_problems(m: KemetMap) -> list[str]:
    out = []
    sectors = m.city(SETH)
    ids = {s.id for s in sectors}
    if len(sectors) != 3:
        out.append(f"Seth's city must have 3 sectors (found {len(sectors)})")
    if set(m.seth_pyramid.sectors) != ids or len(m.seth_pyramid.sectors) != len(ids):
        out.append(
            f"seth_pyramid.sectors {list(m.seth_pyramid.sectors)} must be the sectors "
            f"of Seth's city {sorted(ids)}"
        )
    if m.has(m.seth_pyramid.id):
        out.append(f"Seth's pyramid id {m.seth_pyramid.id!r} is also a space id")
    inside = ids | {m.portal[0]}
    for space_id in sorted(ids):
        for there in m.neighbours(space_id):
            if there not in inside:
                out.append(
                    f"sector {space_id} touches {there}: Seth's city links to the map "
                    "only through the portal"
                )
        missing = ids - {space_id} - set(m.neighbours(space_id))
        if missing:
            out.append(f"sector {space_id} must touch the other sectors {sorted(missing)}")
    return out


def _alliance_city_problems(m: KemetMap) -> list[str]:
    out = []
    for owner in m.owners:
        districts = m.city(owner)
        if len(districts) != 3:
            out.append(f"city {owner} must have 3 districts (found {len(districts)})")
        for district in districts:
            if district.kind != "district" or not district.walled or not district.pyramid_slot:
                out.append(
                    f"district {district.id} of {owner} must be a walled district with a "
                    "pyramid slot"
                )
            if district.bank == "delta":
                out.append(f"district {district.id} of {owner} must lie on the west or east bank")
    strays = sorted({s.owner for s in m.spaces_of_kind("district")} - set(m.owners))
    if strays:
        out.append(f"districts owned by {strays}, which have no seat with N = {m.alliance}")
    return out


def _feature_problems(m: KemetMap) -> list[str]:
    out = []
    temples = m.temples()
    if len(temples) < m.alliance + 1:
        out.append(f"needs at least {m.alliance + 1} temples (found {len(temples)})")
    sanctuaries = m.spaces_of_kind("sanctuary")
    if len(sanctuaries) != 1:
        out.append(f"needs exactly one Sanctuary of All Gods (found {len(sanctuaries)})")
    obelisk_deserts = m.spaces_of_kind("obelisk_desert")
    if len(obelisk_deserts) < 2:
        out.append(
            f"needs at least 2 obelisk deserts for the Great Ceremony "
            f"(found {len(obelisk_deserts)})"
        )
    for owner in m.owners:
        reach = m.distances_from([s.id for s in m.city(owner)], portal=False)
        room = [s.id for s in m.sacred_sites() if s.id in reach]
        if len(room) < 4:
            out.append(
                f"city {owner} reaches only {len(room)} desert spaces without obelisk "
                "(at least 4 are needed for the sacred temples)"
            )
    return out


def _harbour_problems(m: KemetMap) -> list[str]:
    out = []
    groups: dict[str, list[Space]] = {}
    for space in m.spaces:
        if space.harbour:
            groups.setdefault(space.harbour, []).append(space)
    for name, members in groups.items():
        banks = sorted(s.bank for s in members)
        if len(members) != 2 or banks != ["east", "west"]:
            out.append(
                f"harbour group {name} must pair one west-bank and one east-bank space "
                f"(found {[s.id for s in members]} on {banks})"
            )
            continue
        if not m.is_harbour_pair(members[0].id, members[1].id):
            out.append(f"harbour group {name}: no harbour edge {members[0].id}-{members[1].id}")
    for edge in m.edges:
        if edge.kind == "harbour" and m.space(edge.a).bank == m.space(edge.b).bank:
            out.append(f"harbour edge {edge.a}-{edge.b} does not cross the Nile")
    return out


def _geometry_problems(m: KemetMap) -> list[str]:
    out = []
    places = [(s.id, s.x, s.y) for s in m.spaces]
    pyramid = m.seth_pyramid
    places.append((pyramid.id, pyramid.x, pyramid.y))
    for space_id, x, y in places:
        if not (0 <= x < m.width and 0 <= y < m.height):
            out.append(f"{space_id} at ({x}, {y}) lies outside the {m.width}×{m.height} grid")
    for i, (id_a, xa, ya) in enumerate(places):
        for id_b, xb, yb in places[i + 1 :]:
            if abs(xa - xb) < MIN_DX and abs(ya - yb) < MIN_DY:
                out.append(
                    f"{id_a} ({xa}, {ya}) and {id_b} ({xb}, {yb}) are closer than "
                    f"{MIN_DX} columns or {MIN_DY} rows"
                )
    for line in m.nile:
        for x, y in line:
            if not (0 <= x < m.width and 0 <= y < m.height):
                out.append(f"the Nile point ({x}, {y}) lies outside the grid")
    return out


def _connection_problems(m: KemetMap) -> list[str]:
    reach = m.distances_from(m.sanctuary.id) if m.spaces_of_kind("sanctuary") else {}
    lost = [s.id for s in m.spaces if s.id not in reach]
    return [f"spaces cut off from the Sanctuary (portal included): {lost}"] if lost else []


def _fairness_problems(m: KemetMap) -> list[str]:
    out = []
    for measure in REQUIRED_MEASURES:
        if measure not in m.fairness:
            out.append(f"fairness must include {measure!r} (kemet-seth.md §Board)")
    table = m.fairness_table()
    for measure in m.fairness:
        seen = {owner: row[measure] for owner, row in table.items()}
        if None in seen.values() or len(set(seen.values())) > 1:
            shown = ", ".join(f"{o} {d}" for o, d in seen.items())
            out.append(f"cities are not equally far from the {_MEASURE_NAMES[measure]}: {shown}")
    return out


_MEASURE_NAMES: dict[str, str] = {
    "portal": "portal (P2)",
    "temple": "nearest temple",
    "sanctuary": "Sanctuary",
    "obelisk_desert": "nearest obelisk desert",
}
