"""The result of a hand as plain data: points, winner (or a tie), cappotto."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from briscola.rules import Rules


@dataclass(frozen=True, slots=True)
class Outcome:
    """Points per seat and per side, the winning side (None for a tie), and cappotto.

    A side is a seat with 2 or 3 players and a pair (0: seats 0+2, 1: seats 1+3) with 4.
    The side with most points wins (with two sides: more than 60); a shared top is a tie.

    >>> Outcome.from_points(Rules(players=2), [60, 60]).winner is None
    True
    >>> Outcome.from_points(Rules(players=4), [30, 10, 31, 49]).side_points
    (61, 59)
    >>> o = Outcome.from_points(Rules(players=3), [0, 120, 0])
    >>> o.winner, o.cappotto
    (1, True)
    """

    seat_points: tuple[int, ...]
    side_points: tuple[int, ...]
    winner: int | None
    cappotto: bool

    @classmethod
    def from_points(cls, rules: Rules, seat_points: Sequence[int]) -> Outcome:
        """The outcome of a finished hand from the points each seat took."""
        sides = [0] * rules.sides
        for seat, points in enumerate(seat_points):
            sides[rules.side_of(seat)] += points
        top = max(sides)
        leaders = [side for side, points in enumerate(sides) if points == top]
        winner = leaders[0] if len(leaders) == 1 else None
        total = sum(sides)
        return cls(tuple(seat_points), tuple(sides), winner, total > 0 and top == total)

    @property
    def is_tie(self) -> bool:
        """True when no side wins the hand."""
        return self.winner is None

    def to_json(self) -> dict[str, Any]:
        """``{"points": per seat, "side_points", "winner": side or null, "cappotto"}``."""
        return {
            "points": list(self.seat_points),
            "side_points": list(self.side_points),
            "winner": self.winner,
            "cappotto": self.cappotto,
        }
