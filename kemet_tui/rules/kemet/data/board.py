"""The Kemet: Seth maps, one per Alliance size N = 2..5: the models the engine reads.

The maps are the project's design (``source = "project"``; see ``docs/kemet-map.md``): no public
source gives the printed board. This module holds the composed models — :class:`Space`,
:class:`Edge`, :class:`SethPyramid`, :class:`KemetMap` (the graph, its look-ups and fairness
measures) and :class:`KemetMaps` — and what checks a single entry. How
``rulesets/kemet-seth/board.toml`` is written in shared parts and put together into these
models is ``board_file.py`` (:func:`board_file.load_maps`); what well-formed data can still get
wrong (a dangling edge, an unfair city, ...) is ``board_problems.py``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any, Literal

from pydantic import Field, PrivateAttr, ValidationError, model_validator

from kemet_tui.core.errors import KemetError
from kemet_tui.rules.kemet.data.models import Frozen

ALLIANCE_SIZES = (2, 3, 4, 5)
#: the board widget's full-size character grid, and the least gap between two spaces
GRID_WIDTH = 96
GRID_HEIGHT = 36
MIN_DX = 8
MIN_DY = 3

SpaceKind = Literal[
    "desert", "obelisk_desert", "district", "temple", "sanctuary", "seth_district", "portal"
]
Bank = Literal["west", "east", "delta"]
Source = Literal["project", "published", "seed-000", "seed-002"]
EdgeKind = Literal["land", "wall", "harbour", "portal"]
#: what "equally far" is measured to (kemet-seth.md requires ``portal`` and ``temple``)
Measure = Literal["portal", "temple", "sanctuary", "obelisk_desert"]
REQUIRED_MEASURES: tuple[Measure, ...] = ("portal", "temple")
SPACE_KINDS: tuple[SpaceKind, ...] = SpaceKind.__args__  # type: ignore[attr-defined]
ALLIANCE_OWNERS = ("a1", "a2", "a3", "a4", "a5")
SETH = "seth"
_ID = r"^[a-z][a-z0-9]{0,3}$"


def one_per_size(sizes: list[int], what: str) -> list[str]:
    """``there must be exactly one {what} for N = n`` for each Alliance size without exactly
    one entry (the maps and the day tracks are both one per N = 2..5)."""
    return [
        f"there must be exactly one {what} for N = {n} (found {sizes.count(n)})"
        for n in ALLIANCE_SIZES
        if sizes.count(n) != 1
    ]


class BoardDataError(KemetError, ValueError):
    """``board.toml`` does not fit the data models; the message names the file and the entry."""


def readable_errors(error: ValidationError, where: str) -> str:
    """A pydantic error as lines ``where: entry.field: message (got value)``."""
    lines = []
    for item in error.errors():
        loc = ".".join(str(part) for part in item["loc"])
        got = item.get("input")
        shown = "" if isinstance(got, Mapping | list) else f" (got {got!r})"
        lines.append(f"{where}: {loc + ': ' if loc else ''}{item['msg']}{shown}")
    return "\n".join(lines)


def sourced(model: Any) -> Any:
    """A data entry not of the project's design names where it comes from."""
    if model.source != "project" and not model.reference:
        raise ValueError(f"source {model.source!r} needs a reference")
    return model


class SpaceSpec(Frozen):
    """A space as the catalogue ``[spaces.<id>]`` gives it: everything but its coordinates."""

    name: str = Field(min_length=1)
    #: what the map writes inside the space when its full name does not fit
    short: str | None = Field(default=None, min_length=1, max_length=12)
    kind: SpaceKind
    bank: Bank
    #: city districts: the Alliance seat slot ``a1``..``a5`` or ``seth``
    owner: str | None = Field(default=None, pattern=r"^(a[1-5]|seth)$")
    pyramid_slot: bool = False
    obelisk: bool = False
    #: night PP for whoever controls the temple (base Kemet: 2 to 5)
    temple_pp: int | None = Field(default=None, ge=2, le=5)
    #: units the controller must sacrifice at night to take the temple's PP (0: none)
    sacrifice: int = Field(default=0, ge=0, le=3)
    walled: bool = False
    #: harbour group: the two spaces of a group face each other across the Nile
    harbour: str | None = Field(default=None, pattern=_ID)
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> SpaceSpec:
        sourced(self)
        problems = _kind_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _kind_problems(spec: SpaceSpec) -> list[str]:
    kind = spec.kind
    out = []
    if (kind == "temple") != (spec.temple_pp is not None):
        out.append("a temple, and only a temple, has temple_pp")
    if spec.sacrifice and kind != "temple":
        out.append("only a temple can ask for a sacrifice")
    if kind in ("temple", "sanctuary", "obelisk_desert") and not spec.obelisk:
        out.append(f"a {kind} carries an obelisk")
    if kind in ("desert", "portal", "district", "seth_district") and spec.obelisk:
        out.append(f"a {kind} has no obelisk (use kind obelisk_desert for a desert with one)")
    city = kind in ("district", "seth_district")
    if city != spec.walled:
        out.append("city districts, and only they, are walled")
    if city != (spec.owner is not None):
        out.append("city districts, and only they, have an owner")
    if kind == "district" and (spec.owner == SETH or not spec.pyramid_slot):
        out.append("an Alliance district has an owner a1..a5 and a pyramid slot")
    if kind == "seth_district" and (
        spec.owner != SETH or spec.pyramid_slot or spec.bank != "delta"
    ):
        out.append(
            "a sector of Seth's city is owned by seth, lies in the delta, and has no slot "
            "of its own (the city's pyramid is [common.seth_pyramid])"
        )
    if kind not in ("district",) and spec.pyramid_slot:
        out.append("only an Alliance district has a pyramid slot")
    return out


class Space(SpaceSpec):
    """One space of one map."""

    id: str = Field(pattern=_ID)
    x: int
    y: int


class Edge(Frozen):
    """Two spaces a troop moves between in one step. ``wall``: one end is a walled district;
    ``harbour``: a Nile crossing (costs 1 movement); ``portal``: P1–P2 (Seth always, the Alliance
    once the portal is open)."""

    a: str
    b: str
    kind: EdgeKind

    def other(self, space_id: str) -> str:
        return self.b if space_id == self.a else self.a

    def touches(self, space_id: str) -> bool:
        return space_id in (self.a, self.b)


class SethPyramid(Frozen):
    """The one purple pyramid, at the meeting point of the sectors of Seth's city."""

    id: str = Field(pattern=_ID)
    sectors: tuple[str, ...]
    x: int
    y: int
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _check_source(self) -> SethPyramid:
        return sourced(self)


Point = tuple[int, int]


class KemetMap(Frozen):
    """The map for one Alliance size: spaces, edges, portal pair, Seth's pyramid, the Nile."""

    key: str
    alliance: int = Field(ge=2, le=5)
    title: str
    source: Source
    reference: str | None = None
    text: str
    width: int = GRID_WIDTH
    height: int = GRID_HEIGHT
    portal: tuple[str, str]
    seth_pyramid: SethPyramid
    fairness: tuple[Measure, ...] = ("portal", "temple", "sanctuary", "obelisk_desert")
    #: the Nile as polylines (main stream, delta branches), for drawing only
    nile: tuple[tuple[Point, ...], ...] = ()
    spaces: tuple[Space, ...]
    edges: tuple[Edge, ...]

    _by_id: dict[str, Space] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check_source(self) -> KemetMap:
        return sourced(self)

    _edges_at: dict[str, tuple[Edge, ...]] = PrivateAttr(default_factory=dict)

    def model_post_init(self, context: Any, /) -> None:
        self._index()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Any:
        copy = super().model_copy(update=update, deep=deep)
        copy._index()
        return copy

    _cities: dict[str, tuple[Space, ...]] = PrivateAttr(default_factory=dict)
    _obelisks: tuple[Space, ...] = PrivateAttr(default=())
    _sacred_sites: tuple[Space, ...] = PrivateAttr(default=())

    def _index(self) -> None:
        """The lookups the rules make thousands of times a game, built once. The methods read
        them through ``__pydantic_private__`` (one dictionary lookup) rather than as private
        attributes (each read a call of the model's ``__getattr__``)."""
        self._by_id = {s.id: s for s in self.spaces}
        at: dict[str, list[Edge]] = {s.id: [] for s in self.spaces}
        for edge in self.edges:
            for end in (edge.a, edge.b):
                at.setdefault(end, []).append(edge)
        self._edges_at = {key: tuple(value) for key, value in at.items()}
        self._obelisks = tuple(s for s in self.spaces if s.obelisk)
        self._sacred_sites = tuple(
            s for s in self.spaces if s.kind in ("desert", "portal") and not s.obelisk
        )
        owners = dict.fromkeys(s.owner for s in self.spaces if s.owner)
        self._cities = {
            owner: tuple(sorted((s for s in self.spaces if s.owner == owner), key=lambda s: s.id))
            for owner in owners
        }

    # --- looking things up ------------------------------------------------------------------
    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.spaces)

    def has(self, space_id: str) -> bool:
        return space_id in self.__pydantic_private__["_by_id"]

    def space(self, space_id: str) -> Space:
        try:
            return self.__pydantic_private__["_by_id"][space_id]
        except KeyError:
            raise KeyError(f"no space {space_id!r} on the {self.key} map") from None

    def spaces_of_kind(self, *kinds: SpaceKind) -> tuple[Space, ...]:
        """The spaces of these kinds, in file order."""
        return tuple(s for s in self.spaces if s.kind in kinds)

    @property
    def owners(self) -> tuple[str, ...]:
        """The Alliance seat slots with a city on this map: ``a1``..``aN``."""
        return ALLIANCE_OWNERS[: self.alliance]

    def city(self, owner: str) -> tuple[Space, ...]:
        """The districts of ``owner``'s city (``a1``..``a5`` or ``seth``), sorted by id
        (``a1a`` gate, ``a1b`` inner, ``a1c`` rear; ``s1 s2 s3``)."""
        return self.__pydantic_private__["_cities"].get(owner, ())

    @property
    def portal_pair(self) -> tuple[str, str]:
        """(P1, P2): the desert at the wall of Seth's city and the one on the west bank."""
        return self.portal

    @property
    def sanctuary(self) -> Space:
        return self.spaces_of_kind("sanctuary")[0]

    def temples(self) -> tuple[Space, ...]:
        return self.spaces_of_kind("temple")

    def obelisks(self) -> tuple[Space, ...]:
        """Every space with an obelisk: the teleport targets."""
        return self.__pydantic_private__["_obelisks"]

    def sacred_sites(self) -> tuple[Space, ...]:
        """Desert spaces without obelisk: where the Alliance may raise a sacred temple. The two
        portal spaces are desert spaces without obelisk too (seed-000 calls them so)."""
        return self.__pydantic_private__["_sacred_sites"]

    def pyramid_site(self, space_id: str) -> str | None:
        """The pyramid a troop standing here may use (teleport, tiles): the district's own slot,
        Seth's pyramid for a sector of his city, else ``None``."""
        space = self.space(space_id)
        if space.pyramid_slot:
            return space.id
        if space.id in self.seth_pyramid.sectors:
            return self.seth_pyramid.id
        return None

    # --- the graph ----------------------------------------------------------------------------
    def edges_at(self, space_id: str) -> tuple[Edge, ...]:
        return self.__pydantic_private__["_edges_at"].get(space_id, ())

    def edge(self, a: str, b: str) -> Edge | None:
        for edge in self.edges_at(a):
            if edge.other(a) == b:
                return edge
        return None

    def neighbours(self, space_id: str, portal: bool = True) -> tuple[str, ...]:
        """Spaces one step away, in file order of the edges. ``portal=False`` leaves out the
        P1–P2 link (the Alliance before the portal opens)."""
        return tuple(
            e.other(space_id) for e in self.edges_at(space_id) if portal or e.kind != "portal"
        )

    def is_harbour_pair(self, a: str, b: str) -> bool:
        edge = self.edge(a, b)
        return edge is not None and edge.kind == "harbour"

    def distances_from(self, start: str | Iterable[str], portal: bool = True) -> dict[str, int]:
        """Breadth-first steps from ``start`` (one id or several) to every reachable space."""
        starts = [start] if isinstance(start, str) else list(start)
        dist = {s: 0 for s in starts}
        queue = deque(starts)
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here, portal):
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
        return dist

    def distance(self, a: str, b: str, portal: bool = True) -> int | None:
        """Fewest steps from ``a`` to ``b`` (each harbour crossing is one step), or ``None``."""
        return self.distances_from(a, portal).get(b)

    # --- fairness -----------------------------------------------------------------------------
    def measure_targets(self, measure: Measure) -> tuple[str, ...]:
        if measure == "portal":
            return (self.portal[1],)
        kind: SpaceKind = measure  # type: ignore[assignment]
        return tuple(s.id for s in self.spaces_of_kind(kind))

    def city_distance(self, owner: str, targets: Iterable[str]) -> int | None:
        """Fewest steps from any district of ``owner``'s city to the nearest of ``targets``,
        the portal link left out (the Alliance's view while it is closed)."""
        dist = self.distances_from([s.id for s in self.city(owner)], portal=False)
        found = [dist[t] for t in targets if t in dist]
        return min(found) if found else None

    def fairness_table(self) -> dict[str, dict[Measure, int | None]]:
        """For every Alliance city: its distance to P2, the nearest temple, the Sanctuary and
        the nearest obelisk desert."""
        measures: tuple[Measure, ...] = ("portal", "temple", "sanctuary", "obelisk_desert")
        return {
            owner: {m: self.city_distance(owner, self.measure_targets(m)) for m in measures}
            for owner in self.owners
        }


class KemetMaps(Frozen):
    """Every map, one per Alliance size."""

    source: Source
    reference: str | None = None
    text: str
    maps: tuple[KemetMap, ...]

    def for_alliance(self, n: int) -> KemetMap:
        for kemet_map in self.maps:
            if kemet_map.alliance == n:
                return kemet_map
        raise KeyError(f"no map for an Alliance of {n}")
