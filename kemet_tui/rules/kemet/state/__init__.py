"""The game as a value: the frozen Kemet: Seth state (``model.py``), the pending decisions that
make the flow data (``decisions.py``) and the typed records of their contexts
(``contexts.py``), the tables that turn a name the state stores into the function that answers
it (``handlers.py``: who answers each decision kind; ``tables.py``: the steps, actions,
continuations, battle stages and card effects), empty until ``rules/kemet/tables.py`` fills
them, the action notation ``verb:arg`` (``actions.py``), the options a game is created with
(``options.py``) and the exact JSON codec of a state (``codec.py``). Nothing here knows a
rule: every other package of the ruleset builds on these.
"""
