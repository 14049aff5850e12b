"""What a seat sees and reads, never what changes the game: the view of one seat with secrets
filtered (``seat.py``) and a full state consistent with it for the bots (``hidden.py``); words
for ids (``names.py``) and for the decision panel (``labels.py``, ``labels_actions.py``); what
each action space costs and does for a seat now
(``space_facts.py``); which questions may be asked in public (``asking.py``); and the
readable summary of a state (``summary.py``). What else a reader (the TUI) looks up is named
here too, so that it never reaches into the modules that decide: the content's cards, tiles
and map types (``content.py``), the boards, track and Osiris board (``boards.py``) and a
battle in progress (``battle.py``).
"""
