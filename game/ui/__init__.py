"""The desktop game (pygame-ce).  The only package that imports pygame."""
