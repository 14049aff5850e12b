"""Seth's side of Kemet: Seth: the actions of his board no other module plays.

- ``invasion.py``: Furious Invasion (purple space): two troops moved, then up to two battles
  prepared together and resolved in the order Seth picks (seed-000 Effects of Purple Spaces);
- ``corrupt.py``: the yellow spaces Corrupt a creature, Corrupt a pyramid and Corrupt a troop;
- ``destroy.py``: the yellow space Destroy two units.

A yellow space takes a member's token (or the transparent token naming a colour) and targets
that member (seed-000 Seth Game Board); each such action has a ``target`` check (its
``ActionDef`` in ``registry.py``), so the space is offered only against a member it can act on.
Pray (+3), Invocation, Recruit, Move, Buy a purple tile and Raise a pyramid are shared with the
Alliance (``economy.py``, ``recruit.py``). ``registry.py`` lists the spaces' actions and the
decisions these modules answer.
"""
