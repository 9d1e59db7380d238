"""The person's puzzle rating, kept with the statistics (so saved, exported and imported with
them): Glicko-2 against each puzzle's own rating, one rating period per puzzle answered.

It lives in the statistics' ``puzzles`` field (``{"rating": 1500.0, "deviation": 350.0,
"volatility": 0.06, "solved": 0, "tried": 0}``); a damaged field reads as a new rating.
"""

from __future__ import annotations

import math
from typing import Any, Final

from briscola.app.statistics.counts import Stats
from briscola.engine.tuples import NamedTuple
from briscola.rating.glicko2 import Rating, update

FIELD: Final = "puzzles"


class PuzzleRecord(NamedTuple):
    """The person's puzzle rating and how many puzzles they answered and solved."""

    rating: Rating
    solved: int
    tried: int


def puzzle_record(stats: Stats) -> PuzzleRecord:
    """The record kept in ``stats`` (a new player's when none, or a damaged one)."""
    data = stats.extra.get(FIELD)
    if not isinstance(data, dict):
        return PuzzleRecord(Rating(), 0, 0)
    try:
        numbers = [float(data[k]) for k in ("rating", "deviation", "volatility")]
        if not all(math.isfinite(n) for n in numbers) or not 0 < numbers[1] <= 350:
            raise ValueError("out of range")
        rating = Rating(*numbers)
        solved, tried = data["solved"], data["tried"]
        if type(solved) is not int or type(tried) is not int or not 0 <= solved <= tried:
            raise ValueError("bad counts")
    except (KeyError, TypeError, ValueError):
        return PuzzleRecord(Rating(), 0, 0)
    return PuzzleRecord(rating, solved, tried)


def answered(stats: Stats, puzzle_rating: float, puzzle_deviation: float, solved: bool) -> Stats:
    """A copy of ``stats`` with a puzzle answered: the rating after one period against the
    puzzle (a win when solved), the counts up by one."""
    record = puzzle_record(stats)
    score = 1.0 if solved else 0.0
    rating = update(record.rating, [(puzzle_rating, puzzle_deviation, score)])
    data: dict[str, Any] = {
        "rating": round(rating.rating, 2),
        "deviation": round(rating.deviation, 2),
        "volatility": round(rating.volatility, 6),
        "solved": record.solved + solved,
        "tried": record.tried + 1,
    }
    copy = Stats.from_json(stats.to_json())
    copy.extra[FIELD] = data
    return copy
