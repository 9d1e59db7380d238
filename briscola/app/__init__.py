"""The game as the page plays it, without the page: settings, a session, statistics, saving.

Pure Python (no ``js``/``pyscript``): the DOM layer in :mod:`briscola.ui` renders what these
objects hold and forwards the player's choices to them, and the tests drive them directly.
"""
