"""Briscola puzzles (Problemi): positions from real hands where one card is clearly best.

The set ships with the site (``static/puzzles.json``); ``python -m briscola puzzles`` makes it
from a seed and checks it. The page reads it with :mod:`briscola.puzzles.puzzle` (no solver);
the solver, the generator and the check (:mod:`briscola.puzzles.making`) run outside it.
"""
