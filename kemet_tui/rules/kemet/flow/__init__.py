"""The round and its phases: ``advance.py`` runs the automatic steps up to the next decision;
``setup.py`` starts a game; ``night.py`` (income, temples, night tiles), ``day.py`` (the
day-phase track and the token-placing decisions, whose refusals ``explain.py`` words) and
``dusk.py`` (end of the Day: prayer PP, temple VP, the Sanctuary, tokens back) are the phases;
``advance.py`` asks ``mechanics/victory.py`` after every step whether the game has ended.
What an action token does once placed lives in ``actions/``, ``seth/`` and ``battle/``.
"""
