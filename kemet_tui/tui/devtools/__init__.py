"""Tools for the project's own pictures, not for a player: the README's screenshots drawn from
fixed seeds (``screenshots.py``, ``kemet-tui screenshots``) and its moving pictures
(``animation.py``, ``kemet-tui animations``)."""
