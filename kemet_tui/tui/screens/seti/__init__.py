"""The Seti screens: the hotseat game, the replay, a seat joined to a hosted table, and the
board fitted into the terminal."""
