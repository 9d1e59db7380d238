"""The person's puzzle record as the statistics keep it, in their ``puzzles`` field: a
Glicko-2 rating and how many puzzles were answered and solved, ``{"rating": 1500.0,
"deviation": 350.0, "volatility": 0.06, "solved": 0, "tried": 0}``.

It is read strictly: a rating, deviation or volatility outside Glicko-2's bounds
(:mod:`briscola.rating.glicko2`), or a count that is not a whole number from 0 to
:data:`MAX_COUNT` (solved at most tried), refuses the record; the statistics' reader then
drops it and names it (:meth:`briscola.app.statistics.counts.Stats.read`), and the next
answer starts from a new rating.
"""

from __future__ import annotations

from typing import Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.tuples import NamedTuple
from briscola.rating.glicko2 import Rating

FIELD: Final = "puzzles"
"""The statistics' field that holds the record."""
MAX_COUNT: Final = 10**12
"""Largest count read back (the statistics' own bound)."""
_NUMBERS: Final = ("rating", "deviation", "volatility")
_FIELDS: Final = (*_NUMBERS, "solved", "tried")


class PuzzleRecord(NamedTuple):
    """The person's puzzle rating and how many puzzles they answered and solved."""

    rating: Rating
    solved: int
    tried: int

    def to_json(self) -> dict[str, Any]:
        """The record as the statistics save it (rounded: still within the bounds)."""
        return {
            "rating": round(self.rating.rating, 2),
            "deviation": round(self.rating.deviation, 2),
            "volatility": round(self.rating.volatility, 6),
            "solved": self.solved,
            "tried": self.tried,
        }


NEW: Final = PuzzleRecord(Rating(), 0, 0)
"""A new player's record: 1500, deviation 350, nothing answered."""


def read_record(data: Any) -> PuzzleRecord:
    """The record ``data`` holds; :class:`InvalidStateError` saying what is wrong otherwise
    (fields of a later version are passed over).

    >>> read_record(NEW.to_json()) == NEW
    True
    >>> read_record({**NEW.to_json(), "volatility": 1e-200})
    Traceback (most recent call last):
    briscola.engine.errors.InvalidStateError: the puzzle rating: a rating's volatility must \
be a number from 0.0001 to 0.1, not 1e-200
    >>> read_record({**NEW.to_json(), "solved": 2, "tried": 1})
    Traceback (most recent call last):
    briscola.engine.errors.InvalidStateError: the puzzle rating: solved and tried must be \
counts from 0 to 10^12, solved at most tried
    """
    if not isinstance(data, dict) or not all(name in data for name in _FIELDS):
        raise InvalidStateError(
            "the puzzle rating: must be an object with rating, deviation, volatility, "
            "solved and tried"
        )
    try:
        rating = Rating(*(data[name] for name in _NUMBERS))
    except ValueError as error:
        raise InvalidStateError(f"the puzzle rating: {error}") from None
    solved, tried = data["solved"], data["tried"]
    if type(solved) is not int or type(tried) is not int or not 0 <= solved <= tried <= MAX_COUNT:
        raise InvalidStateError(
            "the puzzle rating: solved and tried must be counts from 0 to 10^12, solved at "
            "most tried"
        )
    return PuzzleRecord(rating, solved, tried)
