"""The Kemet: Seth screens' parts without Textual: who holds the keyboard and when the curtain
comes (``handover.py``), which bot answers (``bot_table.py``), how far undo goes
(``undo_rule.py``), which keys reach the answers (``key_gate.py``), the claim lines
(``claims.py``), answers that keep their lines (``steady.py``), the token a pick means
(``mapping.py``), the troops a battle was fought with (``fought.py``, ``visitors.py``), the
replay's steps (``replay_steps.py``) and the commands that need no screen
(``game_actions.py``)."""
