"""The probe wrapper: a scripted strategy layered on a bot.

A probe looks at each decision its side is asked and may name the legal actions its strategy
wants (``narrow``); the inner bot then chooses among those, so the probe overrides the inner
bot only where the inner bot's own choice goes against the strategy. Everywhere else, and at
every decision of the other side, the inner bot plays exactly as it would alone: the same
inner bot with the same seed, shown the same view, gives the same answer, which is what lets
the harness pair a probe's games with the unchanged lineup's games on the same seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kemet_tui.bots.base import Bot
from kemet_tui.core.ruleset import Ruleset

#: (ruleset, view, legal actions, seat) -> the actions the strategy wants, or None (no opinion)
Narrow = Callable[[Ruleset, Any, list, str], "list | None"]

RULESET = "kemet-seth"


@dataclass(frozen=True, slots=True)
class Probe:
    """A named strategy for one side (``seth`` or ``alliance``) of Kemet: Seth."""

    name: str
    side: str
    text: str
    narrow: Narrow


def side_of_seat(seat: str) -> str:
    """``seth`` for Seth, ``alliance`` for a member or the Alliance's team decisions."""
    return "seth" if seat == "seth" else "alliance"


class ProbeBot:
    """``probe:NAME/INNER``: ``probe``'s strategy layered on ``inner``.

    ``overrides`` counts the decisions where the strategy changed the inner bot's choice (for
    the harness's report only: it never feeds back into a choice, so the bot stays a function
    of its seed and the view).
    """

    def __init__(self, probe: Probe, inner: Bot) -> None:
        self.probe, self.inner = probe, inner
        self.name = f"probe:{probe.name}/{inner.name}"
        self.overrides = 0

    def __repr__(self) -> str:
        return f"<ProbeBot {self.name}>"

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        legal = list(legal_actions)
        wanted = self._wanted(ruleset, view, legal, seat)
        chosen = self.inner.choose(ruleset, view, legal, seat)
        if not wanted or chosen in wanted:
            return chosen
        self.overrides += 1
        if len(wanted) == 1:
            return wanted[0]
        return self.inner.choose(ruleset, view, wanted, seat)

    def would_override(
        self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str, chosen: Any
    ) -> bool:
        """Whether the strategy would change ``chosen``, the inner bot's choice here (the
        harness replays a paired game up to the first such decision)."""
        wanted = self._wanted(ruleset, view, list(legal_actions), seat)
        return bool(wanted) and chosen not in wanted

    def _wanted(self, ruleset: Ruleset, view: Any, legal: list, seat: str) -> list:
        """The legal actions the strategy wants here, in legal order; empty: no opinion."""
        if ruleset.name != RULESET or side_of_seat(seat) != self.probe.side or len(legal) < 2:
            return []
        wanted = self.probe.narrow(ruleset, view, legal, seat) or []
        keep = set(wanted)
        return [a for a in legal if a in keep]
