"""Learning from a hand: the review of each move, the hint, the coach's patterns, the
counting aid, the fair-deal proof, shareable and daily deals (``docs/learning.md``). Pure
Python (standard library only); the page wires it in ``briscola/ui/``.

- ``analysis.py`` / ``figures.py``: the hard search over one view, every action's figures.
- ``review.py``: :class:`~briscola.learn.review.Review`, each of a seat's moves against the best.
- ``hint.py``: :class:`~briscola.learn.hint.Hint`, the hard level's choice and its reason.
- ``coach.py``: the patterns of costly moves; ``words.py``: tips and reasons in words.
- ``counting.py``: the counting aid, the cards still out.
- ``fairness.py``: the deal's fingerprint; ``share.py``: links; ``daily.py``: the daily deal.
"""
