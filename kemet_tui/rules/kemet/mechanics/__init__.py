"""The small operations every rule shares: the map and day track of a game, the walls and the
portal, control of spaces, PP gains and payments, units coming and going and DI draws
(``common.py``); troops on the move and in battle, their shared PP and continuations
(``forces.py``); which effects of tiles, cards and tokens are active for a seat
(``effects.py``); where a creature goes when its troop is lost (``homes.py``); answers kept
while the parts of a state they read stand (``memo.py``); whether a side has won
(``victory.py``); and the words of a count or a price (``words.py``).

The layer just over ``state/`` and ``data/``: the battles, actions, rites, the flow and the
views all build on it, and it imports none of them.
"""
