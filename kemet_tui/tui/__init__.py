"""The Textual user interface: the only package of kemet-tui that imports Textual or Rich.

``make_app`` (in :mod:`kemet_tui.tui.app`) builds the app for the player, the tests and the
screenshots alike, so that all three see the same thing.
"""
