"""The person's rating per table size (Glicko-2), moved by each finished hand against the
computer levels, whose ratings are fixed (:data:`briscola.rating.level_ratings.LEVEL_RATINGS`,
measured by arena matches; docs/rating.md).

Each hand is one rating period. The games it counts: with two sides (2, 4 and 6 players,
the Chiamata's caller and partner against the others) one game, the side's result, against
the opposing side, whose rating is the mean of its levels' ratings (the person's partners
are not counted: a rating at four players is that of a pair of equal players); with three
players one game against each opponent, won with more points than that opponent (or by a
right declaration of Briscola a 31), drawn with as many.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.outcome import Outcome
from briscola.rating import glicko2
from briscola.rating.glicko2 import Rating, Result, update, within
from briscola.rating.level_ratings import LEVEL_RATINGS, fixed_rating
from briscola.setup.levels import LEVELS

FORMAT: Final = "briscola-rating"
VERSION: Final = 1
HISTORY: Final = 100
"""Ratings kept per table size for the plot (the newest)."""
START: Final = Rating()
"""A new player's rating: 1500, deviation 350, volatility 0.06."""
MAX_DEVIATION: Final = glicko2.MAX_DEVIATION
"""A deviation never grows past a new player's (Glicko-2's bounds hold every rating)."""
MAX_VOLATILITY: Final = glicko2.MAX_VOLATILITY
"""The volatility is held under this (as lichess does): a run of surprises cannot make the
rating swing without end."""
LOWEST: Final = glicko2.LOWEST
HIGHEST: Final = glicko2.HIGHEST
"""The range of a rating, and of a rating read back."""
MAX_HANDS: Final = 10**12
_MAESTRO_AS: Final = "hard"
"""Maestro plays exactly as hard at every table but two players (docs/ai.md)."""


def level_rating(players: int, level: str) -> tuple[float, float] | None:
    """The fixed rating and deviation of ``level`` at a table of ``players``
    (:func:`briscola.rating.level_ratings.fixed_rating`; maestro takes hard's at every table size
    its own is not measured at, where it plays as hard), or None for a player that is no
    level (the baselines).

    >>> level_rating(2, "medium"), level_rating(3, "easy") == level_rating(2, "easy")
    ((1500.0, 30.0), True)
    >>> level_rating(2, "random") is None, level_rating(4, "maestro") == level_rating(4, "hard")
    (True, True)
    >>> level_rating(2, "maestro")[0] > level_rating(2, "hard")[0]
    True
    """
    if level not in LEVELS:
        return None
    if level == "maestro" and level not in LEVEL_RATINGS.get(players, {}):
        level = _MAESTRO_AS
    return fixed_rating(players, level)


def hand_games(
    outcome: Outcome, sides: Sequence[int], levels: Sequence[str | None], mine: int
) -> list[Result] | None:
    """The games a finished hand counts for the person (seat 0): ``sides`` is each seat's
    side, ``levels`` each seat's computer level (None for a person's seat). None when another
    seat has no rating (a baseline player, or another person at the table).

    >>> from briscola.engine.rules import Rules
    >>> two = Outcome.from_points(Rules(players=2), [70, 50])
    >>> hand_games(two, [0, 1], [None, "medium"], 0)
    [(1500.0, 30.0, 1.0)]
    >>> three = Outcome.from_points(Rules.for_table(3), [50, 50, 20])
    >>> [score for _, _, score in hand_games(three, [0, 1, 2], [None, "easy", "easy"], 0)]
    [0.5, 1.0]
    """
    players = len(sides)
    ratings: dict[int, list[tuple[float, float]]] = {}
    for seat in range(1, players):
        level = levels[seat]
        found = None if level is None else level_rating(players, level)
        if found is None:
            return None  # partners too: a baseline partner is no level's partner
        if sides[seat] != mine:
            ratings.setdefault(sides[seat], []).append(found)
    games: list[Result] = []
    for side, theirs in sorted(ratings.items()):
        rating = sum(r for r, _ in theirs) / len(theirs)
        deviation = math.sqrt(sum(d * d for _, d in theirs) / len(theirs))
        games.append((rating, deviation, _score(outcome, mine, side, len(ratings) == 1)))
    return games


def _score(outcome: Outcome, mine: int, theirs: int, two_sides: bool) -> float:
    if outcome.winner == mine:
        return 1.0
    if outcome.winner == theirs or two_sides:
        return 0.0 if outcome.winner is not None else 0.5
    ours, other = outcome.side_points[mine], outcome.side_points[theirs]
    return 1.0 if ours > other else 0.5 if ours == other else 0.0


class TableRating:
    """One table size's rating, its hands rated and its recent history.

    >>> table = TableRating()
    >>> table.rate([(1500.0, 30.0, 1.0)])
    >>> round(table.rating.rating), table.hands, len(table.history)
    (1675, 1, 1)
    """

    __slots__ = ("hands", "history", "rating")

    def __init__(
        self,
        rating: Rating = START,
        hands: int = 0,
        history: list[tuple[float, float]] | None = None,
    ) -> None:
        self.rating = rating
        self.hands = hands
        self.history: list[tuple[float, float]] = [] if history is None else history
        """(rating, deviation) after each of the last :data:`HISTORY` hands, oldest first."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TableRating) and (
            self.rating,
            self.hands,
            self.history,
        ) == (other.rating, other.hands, other.history)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"TableRating({self.rating!r}, {self.hands}, {self.history!r})"

    def rate(self, games: Sequence[Result]) -> None:
        """Move the rating by one period's ``games`` (Glicko-2 holds it within its bounds)."""
        self.rating = update(self.rating, games)
        self.hands = min(MAX_HANDS, self.hands + 1)
        self.history.append((round(self.rating.rating, 1), round(self.rating.deviation, 1)))
        del self.history[:-HISTORY]


class Ratings:
    """The person's rating per table size.

    >>> ratings = Ratings()
    >>> ratings.rate(2, [(1500.0, 30.0, 0.0)])
    >>> Ratings.from_json(ratings.to_json()) == ratings, round(ratings.of(2).rating.rating)
    (True, 1325)
    """

    __slots__ = ("tables",)

    def __init__(self, tables: dict[int, TableRating] | None = None) -> None:
        self.tables: dict[int, TableRating] = {} if tables is None else tables

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ratings) and other.tables == self.tables

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Ratings({self.tables!r})"

    def of(self, players: int) -> TableRating | None:
        """The rating at a table of ``players`` (None before its first rated hand)."""
        return self.tables.get(players)

    def rate(self, players: int, games: Sequence[Result]) -> None:
        """Move the rating of the table of ``players`` by one hand's ``games``."""
        self.tables.setdefault(players, TableRating()).rate(games)

    def to_json(self) -> dict[str, Any]:
        """Plain data for saving."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "tables": {
                str(players): {
                    "rating": table.rating.rating,
                    "deviation": table.rating.deviation,
                    "volatility": table.rating.volatility,
                    "hands": table.hands,
                    "history": [[r, d] for r, d in table.history],
                }
                for players, table in sorted(self.tables.items())
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> Ratings:
        """Ratings saved by :meth:`to_json`; anything else (an unknown field, a wrong type, a
        value outside Glicko-2's bounds, a count that is not one) raises
        :class:`InvalidStateError`.

        >>> Ratings.from_json({"format": FORMAT, "version": 1, "tables": {"7": {}}})
        Traceback (most recent call last):
        briscola.engine.errors.InvalidStateError: the rating: no table of 7 players
        """
        _fields(data, {"format", "version", "tables"}, "the rating")
        if data["format"] != FORMAT or data["version"] != VERSION:
            raise InvalidStateError(f"the rating: not {FORMAT} version {VERSION}")
        tables = data["tables"]
        if not isinstance(tables, dict):
            raise InvalidStateError("the rating: tables must be an object")
        read: dict[int, TableRating] = {}
        for name, table in tables.items():
            if name not in ("2", "3", "4", "5", "6"):
                raise InvalidStateError(f"the rating: no table of {name[:10]} players")
            read[int(name)] = _table(table, f"the rating at {name}")
        return cls(read)


def _table(data: Any, where: str) -> TableRating:
    _fields(data, {"rating", "deviation", "volatility", "hands", "history"}, where)
    try:
        rating = Rating(data["rating"], data["deviation"], data["volatility"])
    except ValueError as error:
        raise InvalidStateError(f"{where}: {error}") from None
    hands = data["hands"]
    if type(hands) is not int or not 0 <= hands <= MAX_HANDS:
        raise InvalidStateError(f"{where}: hands must be a count")
    history = data["history"]
    if not isinstance(history, list) or len(history) > HISTORY:
        raise InvalidStateError(f"{where}: history must be a list of at most {HISTORY}")
    points: list[tuple[float, float]] = []
    for entry in history:
        if not isinstance(entry, list) or len(entry) != 2:
            raise InvalidStateError(f"{where}: a history entry must be [rating, deviation]")
        points.append(
            (
                _number(entry[0], LOWEST, HIGHEST, f"{where}: history"),
                _number(entry[1], 0.0, MAX_DEVIATION, f"{where}: history"),
            )
        )
    return TableRating(rating, hands, points)


def _fields(data: Any, names: set[str], where: str) -> None:
    if not isinstance(data, dict) or set(data) != names:
        raise InvalidStateError(f"{where}: must be an object with {', '.join(sorted(names))}")


def _number(value: Any, low: float, high: float, where: str) -> float:
    try:
        return within(where, value, low, high)
    except ValueError as error:
        raise InvalidStateError(str(error)) from None
