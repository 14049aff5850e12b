"""``rulesets/kemet-seth/board.toml`` as written, and how its parts compose into the maps.

The file is written in shared parts that the loader composes into :class:`board.KemetMaps`:

* ``[spaces.<id>]`` — every space once, with everything but its place on the screen;
* ``[edge_groups.<name>]`` — named lists of edges (``"a b"``) by kind: ``land``, ``wall``
  (into or between walled districts) and ``harbour`` (a Nile crossing between a harbour pair);
* ``[common]`` — what every map shares: the portal pair, Seth's pyramid, the Nile's course,
  the fairness measures and the edge groups all maps use;
* ``[maps.nN]`` — one map: its own edge groups and extra edges (and any override of
  ``[common]``), and ``at``, the screen coordinates of every space the map uses.

Kept apart from the map models (``board.py``) so that the engine's graph does not carry the
file's layout: :func:`load_maps` raises :class:`board.BoardDataError` (naming the file and the
entry) when the file does not parse into the models.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from pydantic import Field, ValidationError, model_validator

from kemet_tui.core.data import load_toml
from kemet_tui.rules.kemet.data.board import (
    GRID_HEIGHT,
    GRID_WIDTH,
    BoardDataError,
    Edge,
    KemetMap,
    KemetMaps,
    Measure,
    Point,
    SethPyramid,
    Source,
    Space,
    SpaceSpec,
    readable_errors,
    sourced,
)
from kemet_tui.rules.kemet.data.models import Frozen

BOARD_FILE = ("kemet-seth", "board.toml")


def _file_label(parts: tuple[str, ...]) -> str:
    return "rulesets/" + "/".join(parts)


# --- the file as written ------------------------------------------------------------------------
def _pairs(items: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    out = []
    for item in items:
        ends = item.split()
        if len(ends) != 2:
            raise ValueError(f'edge {item!r} must name exactly two space ids, like "t1 f1"')
        out.append((ends[0], ends[1]))
    return tuple(out)


class EdgeLists(Frozen):
    land: tuple[str, ...] = ()
    wall: tuple[str, ...] = ()
    harbour: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _well_formed(self) -> EdgeLists:
        for items in (self.land, self.wall, self.harbour):
            _pairs(items)
        return self

    def edges(self) -> list[Edge]:
        out = []
        for kind in ("land", "wall", "harbour"):
            out += [Edge(a=a, b=b, kind=kind) for a, b in _pairs(getattr(self, kind))]
        return out


class EdgeGroup(EdgeLists):
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _check_source(self) -> EdgeGroup:
        return sourced(self)


class CommonParts(Frozen):
    """What every map shares unless it says otherwise: ``[common]``."""

    edge_groups: tuple[str, ...] = ()
    portal: tuple[str, str] | None = None
    seth_pyramid: SethPyramid | None = None
    fairness: tuple[Measure, ...] = ("portal", "temple", "sanctuary", "obelisk_desert")
    nile: tuple[tuple[Point, ...], ...] = ()


class MapEntry(EdgeLists):
    """One ``[maps.nN]``: the common parts plus its own edge groups, edges and coordinates."""

    alliance: int = Field(ge=2, le=5)
    title: str = Field(min_length=1)
    source: Source
    reference: str | None = None
    text: str = Field(min_length=1)
    #: edge groups used on top of ``[common].edge_groups``
    edge_groups: tuple[str, ...] = ()
    portal: tuple[str, str] | None = None
    seth_pyramid: SethPyramid | None = None
    fairness: tuple[Measure, ...] | None = None
    nile: tuple[tuple[Point, ...], ...] | None = None
    #: screen coordinates [x, y] of every space of this map (the map's spaces, in this order)
    at: dict[str, Point]


class BoardMeta(Frozen):
    source: Source
    reference: str | None = None
    text: str
    grid_width: int = GRID_WIDTH
    grid_height: int = GRID_HEIGHT


class BoardFile(Frozen):
    meta: BoardMeta
    common: CommonParts = CommonParts()
    spaces: dict[str, SpaceSpec]
    edge_groups: dict[str, EdgeGroup] = {}
    maps: dict[str, MapEntry]


def compose_maps(raw: Mapping[str, Any], where: str = _file_label(BOARD_FILE)) -> KemetMaps:
    """Validate the parsed TOML and put every map together; :class:`BoardDataError` if it does
    not fit, with the file and the entry named."""
    try:
        board = BoardFile.model_validate(raw)
    except ValidationError as error:
        raise BoardDataError(readable_errors(error, where)) from None
    maps = tuple(_compose_one(board, key, entry, where) for key, entry in board.maps.items())
    meta = board.meta
    return KemetMaps(source=meta.source, reference=meta.reference, text=meta.text, maps=maps)


def _compose_one(board: BoardFile, key: str, entry: MapEntry, where: str) -> KemetMap:
    here = f"{where}: maps.{key}"
    common = board.common
    spaces = []
    for space_id, (x, y) in entry.at.items():
        spec = board.spaces.get(space_id)
        if spec is None:
            raise BoardDataError(f"{here}.at: {space_id!r} is not in the [spaces] catalogue")
        spaces.append(Space(id=space_id, x=x, y=y, **spec.model_dump()))
    portal = entry.portal or common.portal
    pyramid = entry.seth_pyramid or common.seth_pyramid
    if portal is None or pyramid is None:
        raise BoardDataError(f"{here}: needs a portal and a seth_pyramid (here or in [common])")
    edges: list[Edge] = []
    for name in common.edge_groups + entry.edge_groups:
        group = board.edge_groups.get(name)
        if group is None:
            raise BoardDataError(f"{here}.edge_groups: no [edge_groups.{name}]")
        edges += group.edges()
    edges += entry.edges()
    edges.append(Edge(a=portal[0], b=portal[1], kind="portal"))
    try:
        return KemetMap(
            key=key,
            alliance=entry.alliance,
            title=entry.title,
            source=entry.source,
            reference=entry.reference,
            text=entry.text,
            width=board.meta.grid_width,
            height=board.meta.grid_height,
            portal=portal,
            seth_pyramid=pyramid,
            fairness=entry.fairness if entry.fairness is not None else common.fairness,
            nile=entry.nile if entry.nile is not None else common.nile,
            spaces=tuple(spaces),
            edges=tuple(edges),
        )
    except ValidationError as error:
        raise BoardDataError(readable_errors(error, here)) from None


@cache
def load_maps() -> KemetMaps:
    """The parsed, composed ``rulesets/kemet-seth/board.toml`` (check it with map_problems)."""
    return compose_maps(load_toml(*BOARD_FILE))
