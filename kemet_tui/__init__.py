"""kemet-tui: a hotseat terminal client for Kemet: Seth, Seti-Aleph and Seti-Beth."""

__version__ = "0.1.0"
