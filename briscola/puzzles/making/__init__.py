"""Making and checking the puzzle set: the solver, self-play, the levels' tries, the lines.
Outside the page (``python -m briscola puzzles``); the page reads only the set."""
