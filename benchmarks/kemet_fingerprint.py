"""A fingerprint of seeded random Kemet: Seth games, to show that a speed change changes no
answer: run it before and after the change and compare the lines.

Each game (N = 2..5, seeds 0..GAMES-1) is played with a seeded chooser through the public API;
its fingerprint hashes every legal-action list in order, every event (kind, text, seats,
irreversible), and every 97 actions the saved state and the view of every seat, the Alliance
and a spectator, then the final saved state.

Run: ``python benchmarks/kemet_fingerprint.py [GAMES]`` (default 3; about 10,000 actions).
"""

from __future__ import annotations

import hashlib
import json
import sys

from kemet_tui.core import rng
from kemet_tui.core.registry import get_ruleset

RULESET = get_ruleset("kemet-seth")


def fingerprint(alliance: int, seed: int) -> tuple[int, str]:
    """(actions played, hash) of one seeded random game."""
    ruleset, digest = RULESET, hashlib.sha256()
    state = ruleset.new_game(seed, {"alliance_size": alliance})
    chooser = rng.seed_state(seed * 7 + alliance)
    played = 0
    while ruleset.outcome(state) is None:
        legal = ruleset.legal_actions(state)
        digest.update(" ".join(a.token for a in legal).encode())
        action, chooser = rng.choice(chooser, list(legal))
        state, events = ruleset.apply(state, action)
        for event in events:
            digest.update(f"{event.kind}|{event.text}|{event.seats}|{event.irreversible}".encode())
        played += 1
        if played % 97 == 0:
            digest.update(json.dumps(ruleset.dump_state(state), sort_keys=True).encode())
            for seat in (*state.seat_ids, "alliance", None):
                digest.update(repr(ruleset.view(state, seat)).encode())
    digest.update(json.dumps(ruleset.dump_state(state), sort_keys=True).encode())
    return played, digest.hexdigest()[:16]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for alliance in (2, 3, 4, 5):
        for seed in range(games):
            played, digest = fingerprint(alliance, seed)
            print(f"N={alliance} seed={seed}: {played} actions {digest}")


if __name__ == "__main__":
    main()
