"""Screens: the title with its ruleset picker, the Seti game, replay, help and small dialogs."""
