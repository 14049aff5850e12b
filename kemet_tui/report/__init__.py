"""A finished (or stopped) game looked back on: the figures a report charts, gathered by
replaying a save's actions through the engine, and the same charts written as an SVG picture.

Textual-free like the bots it borrows its estimates from: the report screen (``tui``) and
``kemet-tui report`` (``cli``) draw what :func:`figures.gather` returns. Every figure is read
from the public view of each state, so a report never shows a secret (a DI hand, a chosen
battle card, a discard).
"""
