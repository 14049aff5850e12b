"""The exploit library: scripted strategies layered on a Kemet: Seth bot (``probe:NAME/BOT``).

- ``wrapper.py``: the probe bot, which overrides its inner bot only where its strategy
  disagrees and otherwise defers;
- ``steering.py``: marching troops on target spaces (the hunting and camping probes);
- ``tiles.py``: one probe per tile in play, taken at the first chance;
- ``strategies.py``: the habits (rushes, hunts, camping, the turtle).

The balance harness (``kemet-tui balance --probe``) plays each probe against the unchanged
lineup on the same game seeds (``docs/balance.md``).
"""

from __future__ import annotations

from functools import cache

from kemet_tui.bots.probes.strategies import STRATEGIES
from kemet_tui.bots.probes.tiles import tile_probes
from kemet_tui.bots.probes.wrapper import Probe, ProbeBot

PREFIX = "probe:"


@cache
def library() -> dict[str, Probe]:
    """Every probe by name: the strategies first, then the tiles."""
    return {p.name: p for p in (*STRATEGIES, *tile_probes())}


def probe_names() -> tuple[str, ...]:
    return tuple(library())


def probe_named(name: str) -> Probe:
    """The probe called ``name``; ValueError listing every name otherwise."""
    found = library().get(name.strip().lower())
    if found is None:
        raise ValueError(f"Unknown probe {name.strip()!r}; probes are: {', '.join(probe_names())}.")
    return found


def split_spec(spec: str) -> tuple[str, str]:
    """``probe:NAME/INNER`` as (NAME, INNER); ValueError when either part is missing."""
    text = spec.strip().lower()
    name, slash, inner = text.removeprefix(PREFIX).partition("/")
    if not text.startswith(PREFIX) or not slash or not name or not inner:
        raise ValueError(
            f"{spec.strip()!r} is not probe:NAME/BOT (e.g. "
            "probe:tile-purple-1-desert-wind/kemet:1)."
        )
    return name, inner


__all__ = ["PREFIX", "Probe", "ProbeBot", "library", "probe_named", "probe_names", "split_spec"]
