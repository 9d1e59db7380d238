"""The person's puzzle rating, kept with the statistics (so saved, exported and imported with
them): Glicko-2 against each puzzle's own rating, one rating period per puzzle answered, and
each puzzle counted once.

It lives in the statistics' ``puzzles`` field (``{"rating": 1500.0, "deviation": 350.0,
"volatility": 0.06, "solved": 0, "tried": 0, "set": "1:2841:660", "answered": [3, 57]}``):
``answered`` holds the numbers of the puzzles of the set ``set`` (:func:`set_key`) already
counted. A damaged field reads as a new rating; a record of another set keeps its rating
and counts, and starts its list of puzzles answered afresh.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Final

from briscola.app.statistics.counts import Stats
from briscola.engine.tuples import NamedTuple
from briscola.rating.glicko2 import Rating, update

if TYPE_CHECKING:
    from briscola.puzzles.puzzle import PuzzleSet

FIELD: Final = "puzzles"
MAX_ANSWERED: Final = 10_000
"""The most puzzle numbers a record holds (the shipped set has 660 puzzles)."""


class PuzzleRecord(NamedTuple):
    """The person's puzzle rating, how many puzzles they answered and solved, and which
    puzzles of which set were counted already."""

    rating: Rating
    solved: int
    tried: int
    set: str = ""
    """The set the numbers of :attr:`answered` belong to ("" before the first answer)."""
    answered: frozenset[int] = frozenset()

    def counted(self, puzzles: PuzzleSet, number: int) -> bool:
        """Whether puzzle ``number`` of ``puzzles`` was answered already (it counts once)."""
        return self.set == set_key(puzzles) and number in self.answered


def set_key(puzzles: PuzzleSet) -> str:
    """What names a set for the puzzles answered: its seed, its hands and its size (a set
    made again from the same seed is the same set)."""
    return f"{puzzles.seed}:{puzzles.hands}:{len(puzzles.puzzles)}"


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
        of_set, answered = _answered(data)
    except (KeyError, TypeError, ValueError):
        return PuzzleRecord(Rating(), 0, 0)
    return PuzzleRecord(rating, solved, tried, of_set, answered)


def _answered(data: dict[str, Any]) -> tuple[str, frozenset[int]]:
    """The set and the puzzles answered of a record (none in a record saved before them)."""
    of_set, numbers = data.get("set", ""), data.get("answered", [])
    if not isinstance(of_set, str) or len(of_set) > 60 or not isinstance(numbers, list):
        raise ValueError("bad puzzles answered")
    if len(numbers) > MAX_ANSWERED or any(type(n) is not int or n < 1 for n in numbers):
        raise ValueError("bad puzzles answered")
    return of_set, frozenset(numbers)


def answered(
    stats: Stats, puzzles: PuzzleSet, number: int, rating: float, deviation: float, solved: bool
) -> Stats:
    """A copy of ``stats`` with puzzle ``number`` of ``puzzles`` (rated ``rating`` ±
    ``deviation``) answered: the rating after one period against the puzzle (a win when
    solved), the counts up by one, the puzzle counted. A puzzle counted already changes
    nothing: ``stats`` itself comes back."""
    record = puzzle_record(stats)
    if record.counted(puzzles, number):
        return stats
    score = 1.0 if solved else 0.0
    after = update(record.rating, [(rating, deviation, score)])
    key = set_key(puzzles)
    before = record.answered if record.set == key else frozenset()
    done = sorted(before | {number})[-MAX_ANSWERED:]
    data: dict[str, Any] = {
        "rating": round(after.rating, 2),
        "deviation": round(after.deviation, 2),
        "volatility": round(after.volatility, 6),
        "solved": record.solved + solved,
        "tried": record.tried + 1,
        "set": key,
        "answered": done,
    }
    copy = Stats.from_json(stats.to_json())
    copy.extra[FIELD] = data
    return copy
