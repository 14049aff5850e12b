"""The Kemet: Seth computer player (``kemet:1``, ``kemet:2``): Seth or any Alliance seat."""

from kemet_tui.bots.kemet.bot import KemetBot

__all__ = ["KemetBot"]
