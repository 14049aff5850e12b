"""Computer seats for Seti-Aleph and Seti-Beth: a one-ply greedy bot and an alpha-beta search."""

from kemet_tui.bots.seti.bots import LEVELS, SetiGreedyBot, SetiSearchBot

__all__ = ["LEVELS", "SetiGreedyBot", "SetiSearchBot"]
