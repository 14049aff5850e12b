"""The bot contract: a computer seat sees what its seat may know and picks a legal action.

A bot is handed ``ruleset.view(state, seat)`` and the legal actions, never the state itself, so a
bot cannot cheat in games with secrets. Bots are pure functions of (their seed, the view): the
random draws a bot makes come from a generator seeded afresh from both for every call, so the same
view with the same seed gives the same action, and a match replays from its record alone.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from kemet_tui.core import rng
from kemet_tui.core.ruleset import Ruleset


@runtime_checkable
class Bot(Protocol):
    """What the match runner (and later the UI's worker) needs from a computer seat."""

    name: str

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        """One of ``legal_actions``, chosen from ``view`` (what ``seat`` may know) alone."""
        ...


class SeededBot:
    """Base of the bots in this package: a name, a seed, and a per-call generator."""

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.seed = seed

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} seed={self.seed}>"

    def rng_for(self, ruleset: Ruleset, view: Any) -> int:
        """A generator state that depends only on the seed and the view.

        Seeding from the view (not from a counter kept between calls) is what makes a bot's
        choice a function of what it is shown: asking twice gives the same answer.
        """
        return rng.seed_state(self.seed ^ view_digest(ruleset, view))

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        raise NotImplementedError


def view_digest(ruleset: Ruleset, view: Any) -> int:
    """A stable 64-bit digest of a view (the same in every process: no salted ``hash``)."""
    text = json.dumps(ruleset.dump_state(view), sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


class RandomBot(SeededBot):
    """Uniform over the legal actions: the baseline every other bot must beat."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("random", seed)

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        action, _ = rng.choice(self.rng_for(ruleset, view), list(legal_actions))
        return action
