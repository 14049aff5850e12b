"""Fixtures of the Kemet: Seth rules tests."""

from __future__ import annotations

import pytest

from kemet_tui.rules.kemet.battle import strength

#: Seth's battle cards as the battle arithmetic of these tests is worked out (strength, damage,
#: protection). His designed values are tuned by self-play (docs/balance.md) and change with the
#: balance; a test of how a battle is counted should not change with them. The values in the
#: data are checked by test_content_data and played by every other test.
SETH_CARDS_AS_WRITTEN = {
    "seth-card-jackal-charge": (4, 1, 0),
    "seth-card-wall-of-red-sand": (2, 1, 2),
    "seth-card-desert-fury": (3, 2, 0),
}


@pytest.fixture
def seth_cards_as_written(monkeypatch):
    """Battles in this test use Seth's cards at ``SETH_CARDS_AS_WRITTEN``."""
    cards = dict(strength._cards())
    for card_id, (power, damage, protection) in SETH_CARDS_AS_WRITTEN.items():
        cards[card_id] = cards[card_id].model_copy(
            update={"strength": power, "damage": damage, "protection": protection}
        )
    monkeypatch.setattr(strength, "_cards", lambda: cards)
    return cards
