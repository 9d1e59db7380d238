"""The person's puzzle record as the statistics keep it, in their ``puzzles`` field: a
Glicko-2 rating, how many puzzles were answered and solved, and which puzzles of which set
were counted already (a puzzle counts once): ``{"rating": 1500.0, "deviation": 350.0,
"volatility": 0.06, "solved": 0, "tried": 0, "set": "1:2841:660", "answered": [3, 57]}``.

It is read strictly: a rating, deviation or volatility outside Glicko-2's bounds
(:mod:`briscola.rating.glicko2`), a count that is not a whole number from 0 to
:data:`MAX_COUNT` (solved at most tried), or a set or list of puzzles answered that is not
one refuses the record; the statistics' reader then drops it and names it
(:meth:`briscola.app.statistics.counts.Stats.read`), and the next answer starts from a new
rating. A record saved before ``set`` and ``answered`` reads with none answered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.tuples import NamedTuple
from briscola.rating.glicko2 import Rating

if TYPE_CHECKING:
    from briscola.puzzles.puzzle import PuzzleSet

FIELD: Final = "puzzles"
"""The statistics' field that holds the record."""
MAX_COUNT: Final = 10**12
"""Largest count read back (the statistics' own bound)."""
MAX_ANSWERED: Final = 10_000
"""The most puzzle numbers a record holds (the shipped set has 660 puzzles)."""
MAX_NUMBER: Final = 10**9
"""The largest puzzle number read back (a set's largest count)."""
MAX_SET: Final = 60
"""The longest name of a set read back (:func:`set_key`)."""
_NUMBERS: Final = ("rating", "deviation", "volatility")
_FIELDS: Final = (*_NUMBERS, "solved", "tried")


def set_key(puzzles: PuzzleSet) -> str:
    """What names a set for the puzzles answered: its seed, its hands and its size (a set
    made again from the same seed is the same set)."""
    return f"{puzzles.seed}:{puzzles.hands}:{len(puzzles.puzzles)}"


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

    def to_json(self) -> dict[str, Any]:
        """The record as the statistics save it (rounded: still within the bounds)."""
        return {
            "rating": round(self.rating.rating, 2),
            "deviation": round(self.rating.deviation, 2),
            "volatility": round(self.rating.volatility, 6),
            "solved": self.solved,
            "tried": self.tried,
            "set": self.set,
            "answered": sorted(self.answered),
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
    of_set, numbers = data.get("set", ""), data.get("answered", [])
    if not isinstance(of_set, str) or len(of_set) > MAX_SET or not isinstance(numbers, list):
        raise InvalidStateError("the puzzle rating: the set and the puzzles answered are not")
    if len(numbers) > MAX_ANSWERED or any(
        type(n) is not int or not 1 <= n <= MAX_NUMBER for n in numbers
    ):
        raise InvalidStateError(
            f"the puzzle rating: the puzzles answered must be at most {MAX_ANSWERED:,} "
            "numbers of puzzles"
        )
    return PuzzleRecord(rating, solved, tried, of_set, frozenset(numbers))
