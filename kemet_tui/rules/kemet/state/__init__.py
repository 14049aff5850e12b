"""The game as a value: the frozen Kemet: Seth state (``model.py``), the pending decisions that
make the flow data (``decisions.py``) and the registry of who answers each kind
(``handlers.py``), the action notation ``verb:arg`` (``actions.py``), the
options a game is created with (``options.py``) and the exact JSON codec of a state
(``codec.py``). Nothing here knows a rule: every other package of the ruleset builds on these.
"""
