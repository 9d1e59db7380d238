"""The network learned by self-play, run in pure Python: its inputs, its forward pass, and
the player that plays its most likely move.

The network is trained by ``training/`` (NumPy, outside the page) and exported to
``weights.bin``; everything here is standard library, for the page and the command line.
"""
