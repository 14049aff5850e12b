"""The parts of the game screens that decide without Textual, each owning one piece of a
screen's state: the computer seats (``bot_seat_runner.py``), where a game is written
(``game_saves.py``), a hint (``hint_asker.py``), the teacher (``teaching.py``), a joined seat's
link and texts (``joined_link.py``, ``joined_text.py``); Kemet's hot-seat parts in ``kemet/``
and Seti's in ``seti/``. A screen asks them and draws what they say; they are tested on an
engine alone, and nothing here imports Textual or Rich (a test checks it).
"""
