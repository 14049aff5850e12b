"""The Kemet: Seth computer player (``kemet:1`` to ``kemet:3``): Seth or any Alliance seat."""

from kemet_tui.bots.kemet.bot import KemetBot

__all__ = ["KemetBot"]
