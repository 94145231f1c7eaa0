"""Lionwake: the board game of Lion guardians and the Nian beast, on your desktop."""

__version__ = "0.1.0"
