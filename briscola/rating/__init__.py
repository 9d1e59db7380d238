"""Ratings: Glicko-2 (``glicko2.py``) and the computer levels' fixed ratings per table size
(``level_ratings.py``), read by the person's rating and the puzzles' difficulty."""
