"""Seats on their own screens: one host holds the game, each player joins from a screen of
their own.

The host (:mod:`.table`) is the one authority: it owns the :class:`~kemet_tui.core.Engine`,
the bots, the autosave and the seats' secret keys, and it hands each connection only what its
seat may know (:mod:`.messages`: the seat's view, its legal answers when it is asked, its log;
the message types are :mod:`kemet_tui.protocol`'s). The server (:mod:`.server`) carries those
messages over websockets (aiohttp, a dependency), behind a gate (:mod:`.gate`) and through one
outbox per connection (:mod:`.outbox`); a seat's end is :mod:`.link`. A seat plays with notation
tokens, checked by the engine as any other input.

The package sits above the TUI (a seat's screen is drawn with its widgets) and below the
command line.
"""
