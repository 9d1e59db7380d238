"""Learning from a hand: the review of each move, the hint, the coach's patterns, the
fair-deal proof, shareable and daily deals. Pure Python (standard library only); the page
wires it in ``briscola/ui/``.

- ``review.py``: :class:`Review`, each of a seat's moves against the strongest level's best.
- ``analysis.py`` / ``figures.py``: the hard search over one view with every action's figures.
"""
