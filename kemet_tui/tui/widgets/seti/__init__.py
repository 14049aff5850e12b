"""The Seti widgets: the board and its glyphs, the players, the move list and the keys hint."""
