"""Screens: those of every game here (the title, the base of both game screens in
``game_screen.py``, new game, load, resume, settings, help, report, dialogs, joining a hosted
table), the Seti screens in ``seti/`` and the Kemet: Seth screens in ``kemet/``."""
