"""Which keys reach the Kemet game screen's answers, decided without a screen: keys meant for
the curtain are dropped, and ``0`` then a letter names an answer past the ninth.

A part of the game screen that owns this state (``tests/tui/parts/kemet/test_key_gate.py`` tests it
alone); the screen asks it for every key (:mod:`~kemet_tui.tui.screens.kemet.game`).

- **Keys meant for the curtain** (or the battle reveal) stay with it: a key sent before the
  seat's view went up (a double press, a key repeat, a burst the terminal sends at once) is
  dropped, and so is the curtain's own key (Enter, space) for a moment after (the echo): the
  decision list has the focus as soon as the view is up, and Enter there plays its first
  answer.
- **Past the ninth answer**: ``0`` arms the gate, and the next key, if it is one of the letters
  the list shows, names that line (``0a`` is the tenth); any other key disarms it.
"""

from __future__ import annotations

from math import inf

#: past the ninth line, ``0`` then one of these letters chooses a line (``0a`` = the 10th)
TENS_LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: seconds after the view went up during which Enter and space are still the curtain's
CURTAIN_ECHO = 0.3
#: the keys that lift the curtain and close the reveal
HAND_OVER_KEYS = frozenset({"enter", "space"})


class KeyGate:
    """The key state of one game screen; ``echo``: seconds the curtain's own keys stay its
    after the view went up (none in a frozen app: a script's keys come as fast as it sends
    them, each meant for what is on screen when it is read)."""

    def __init__(self, echo: float = CURTAIN_ECHO) -> None:
        self.echo = echo
        #: when the seat's view last went up after a curtain or a reveal (``monotonic`` time)
        self.view_up_at = -inf
        #: ``0`` was pressed: the next letter names a line past the ninth
        self.after_zero = False

    def view_went_up(self, now: float) -> None:
        """The seat's view is up after the curtain or the reveal: older keys were theirs."""
        self.view_up_at = now

    def drops(self, key: str, sent: float) -> bool:
        """Whether ``key``, sent at ``sent``, was meant for the curtain (it is dropped)."""
        return sent < self.view_up_at or (
            key in HAND_OVER_KEYS and sent < self.view_up_at + self.echo
        )

    def arm_tens(self) -> None:
        self.after_zero = True

    def line_after_zero(self, char: str) -> int | None:
        """The 0-based line ``char`` names after ``0`` (``a`` -> 9), or None; disarms."""
        if not self.after_zero:
            return None
        self.after_zero = False
        return 9 + TENS_LETTERS.index(char) if char and char in TENS_LETTERS else None
