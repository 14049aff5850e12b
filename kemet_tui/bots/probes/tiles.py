"""The tile probes: a side takes one tile at the first chance it gets.

The chances are the decisions where the tile can be taken: the free tile of the setup
(``tile:ID``), a Buy decision (``buy:ID``: Seth's Buy a purple tile, a member's Buy spaces, or
the Corrupt a pyramid of Seth), and an action decision where one of the side's Buy spaces
would offer the tile now. That last one is found by playing the Buy space on the view and
reading the Buy decision it opens, so the probe knows no price, level or colour rule of its
own: the rules decide what a Buy space sells. One tile probe exists for each tile the game
deals (the ruleset's content data, without the Ta Seti module the balance games leave out).
"""

from __future__ import annotations

from functools import cache

from kemet_tui.bots.kemet.opening import open_action, tiles_on_sale
from kemet_tui.bots.probes.steering import space_of
from kemet_tui.bots.probes.wrapper import Probe
from kemet_tui.rules.kemet.data import load_kemet_data

#: the decisions whose actions take a tile outright
TAKING = {"setup-tile": "tile", "buy": "buy", "corrupt-pyramid": "buy"}


@cache
def tile_probes() -> tuple[Probe, ...]:
    """One probe per tile in play: purple tiles for Seth (listed first: the tiles this
    project designs), every other tile for a member."""
    out = []
    tiles = load_kemet_data().tiles_in_play(ta_seti=False)
    for tile in sorted(tiles, key=lambda t: t.colour != "purple"):
        side = "seth" if tile.colour == "purple" else "alliance"
        who = "Seth" if side == "seth" else "a member"
        out.append(
            Probe(
                f"tile-{tile.id}",
                side,
                f"{who} takes {tile.id} (level {tile.level}) at the first chance",
                _taker(tile.id),
            )
        )
    return tuple(out)


def _taker(tile_id: str):
    def narrow(ruleset, view, legal, seat):
        return take_tile(ruleset, view, legal, seat, tile_id)

    return narrow


def take_tile(ruleset, view, legal: list, seat: str, tile_id: str) -> list | None:
    """The actions that take ``tile_id`` now, or lead straight to a Buy that offers it."""
    kind = view.pending[-1].kind if view.pending else ""
    verb = TAKING.get(kind)
    if verb is not None:
        return [a for a in legal if a.verb == verb and a.args == (tile_id,)] or None
    if kind in ("seth-action", "member-action"):
        return [
            a
            for a in legal
            if a.verb == "act"
            and space_of(a).startswith("buy")
            and _offers(ruleset, view, a, tile_id)
        ] or None
    return None


def _offers(ruleset, view, action, tile_id: str) -> bool:
    """Whether taking this Buy space now opens a Buy decision that sells ``tile_id``."""
    return tile_id in tiles_on_sale(open_action(ruleset, view, action))
