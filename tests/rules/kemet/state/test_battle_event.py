"""The end of every battle is a typed event (``BattleResolved``): public, of kind
``battle-result``, and its fields say what its sentence says and what the record of the battle a
screen reveals holds (the one under way once fought, else the last one fought to its end)."""

from __future__ import annotations

import re

from kemet_tui.core.playout import random_playout
from kemet_tui.rules.kemet import SETH, BattleResolved
from kemet_tui.rules.kemet.view.battle import marker_index, revealed


def test_each_battle_end_is_typed_and_agrees_with_its_words_and_record():
    seen = compared = 0
    for seed in (0, 1):
        engine = random_playout(
            "kemet-seth", seed, {"alliance_size": 3, "round_cap": 12}, max_actions=3000
        ).engine
        for ply, after in zip(engine.plies, engine.states[1:]):
            ends = [e for e in ply.events if isinstance(e, BattleResolved)]
            for event in ends:
                assert event.kind == "battle-result" and event.seats is None
                words = re.match(
                    r"Strength (\d+) against (\d+): the (attacker|defender) wins", event.text
                )
                assert words, event.text
                assert event.strengths == (int(words[1]), int(words[2]))
                assert event.winner == ("att" if words[3] == "attacker" else "def")
                assert {event.winner_side, event.loser_side} == {SETH, "alliance"}
                seen += 1
            shown = revealed(after)  # the battle a screen draws the reveal from
            if len(ends) == 1 and shown is not None:
                record = shown.pending[marker_index(shown)]
                assert ends[0].space == record.get("space")
                assert ends[0].winner == record.get("winner")
                assert ends[0].defender_side == record.get("def_side")
                compared += 1
    assert seen > 0 and compared > 0
