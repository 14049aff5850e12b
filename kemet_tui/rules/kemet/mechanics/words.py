"""The two ways every rule writes a number in its text: a count with its noun (``3 units``)
and a price in PP with its discount (``0 PP (1 listed, 1 off: Priest of Ra)``).

They sit at the bottom of the ruleset, beside the mechanics, because the actions, battles,
Alliance rites, the flow and the views all write their log lines and labels with them: kept
here, a lower layer never has to reach up into ``view/`` to word a line. Pure text, no state.
"""

from __future__ import annotations


def counted(n: int, noun: str, plural: str = "") -> str:
    """``1 unit``, ``3 units``, ``0 DI cards``: a number with its noun in the right number, so
    no text has to write ``unit(s)``. ``plural`` for the irregular ones."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def price(cost: int, listed: int, why: tuple[str, ...] = ()) -> str:
    """``2 PP``; ``0 PP (1 listed, 1 off: Priest of Ra)`` when a discount lowers it, so a
    label and the log agree on the price and say why it is not the listed one."""
    if cost >= listed:
        return f"{cost} PP"
    reason = f": {', '.join(why)}" if why else ""
    return f"{cost} PP ({listed} listed, {listed - cost} off{reason})"


__all__ = ["counted", "price"]
