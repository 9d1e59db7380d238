"""The computer players' fixed ratings on the Glicko-2 scale, per table size: the one table
the person's rating (:mod:`briscola.app.statistics.rating`) and the puzzles' difficulty
(:mod:`briscola.puzzles.making.difficulty`) both read.

Medium is anchored at 1500. At two players the others are fitted by weighted least squares
to the rating gaps 400·log10(s / (1 − s)) of seven arena matches (``measure/level_fit.py``
holds the matches and prints the fit); at four and six players they follow the chain of
``measure/level_ratings.py``'s matches. docs/rating.md gives the matches and commands.
"""

from __future__ import annotations

from typing import Final

LEVEL_RATINGS: Final[dict[int, dict[str, tuple[float, float]]]] = {
    2: {
        "random": (1146.6, 12.6),
        "easy": (1335.2, 9.8),
        "greedy": (1396.0, 11.0),
        "medium": (1500.0, 0.0),
        "hard": (1607.6, 9.6),
        "maestro": (1642.4, 16.3),
    },
    4: {"easy": (1425.9, 17.8), "medium": (1500.0, 0.0), "hard": (1627.0, 45.7)},
    6: {"easy": (1383.2, 23.0), "medium": (1500.0, 0.0), "hard": (1690.1, 14.6)},
}
"""Per table size, each measured player's rating and its standard error (the anchor's 0)."""

DEVIATION_FLOOR: Final = 30.0
"""A fixed rating's deviation is its standard error, at least this (the anchor's too)."""


def fixed_rating(players: int, name: str) -> tuple[float, float] | None:
    """The rating and deviation of the player ``name`` at a table of ``players``: the
    figure of that table size, or of the nearest one measured (the smaller on a tie); None
    when no table size has one.

    >>> fixed_rating(2, "medium"), fixed_rating(3, "easy") == fixed_rating(2, "easy")
    ((1500.0, 30.0), True)
    >>> fixed_rating(5, "hard") == fixed_rating(4, "hard"), fixed_rating(2, "rule")
    (True, None)
    """
    for size in sorted(LEVEL_RATINGS, key=lambda p: (abs(p - players), p)):
        found = LEVEL_RATINGS[size].get(name)
        if found is not None:
            rating, error = found
            return rating, max(DEVIATION_FLOOR, error)
    return None
