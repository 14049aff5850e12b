"""The Seti screens' parts without Textual: a move chosen on the board (``board_picker.py``,
``selection.py``), the commands possible now (``game_actions.py``) and the computer seats'
pace and undo (``game_bots.py``)."""
