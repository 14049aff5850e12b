"""The Kemet: Seth screens: setup form, hotseat curtain, game screen, help and game over."""
