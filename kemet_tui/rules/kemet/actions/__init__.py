"""The actions of the action boards, shared by Seth and the Alliance: the boards themselves and
where tokens may go (``board.py``); Pray, Raise a pyramid, Buy a power tile and Invocation
(``economy.py``); Recruit (``recruit.py``); Move, one choice at a time (``movement.py``), and
what a moving troop may do next (``movepaths.py``); Divine Intervention cards played as free
actions (``divine.py``). Seth's own spaces live in ``seth/``, the Alliance's rites in
``alliance/``, and a battle a move starts in ``battle/``.
"""
