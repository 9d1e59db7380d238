"""How hard a puzzle is: the levels try it, and their results rate it by Glicko-2.

Each level of :data:`SOLVERS` plays the position :data:`TRIES` times, each with its own random
source. A puzzle is rated as lichess rates its puzzles, as a player: it starts at a new
player's rating (1500, deviation 350) and plays one rating period against the levels at their
fixed ratings (:data:`LEVEL_RATINGS`), winning each try where the level misses the answer and
losing each one where the level finds it. A puzzle the random player solves and the easy
level misses ends low only if the levels' own ratings say so: the scale is theirs.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Final

from briscola.ai import make_player
from briscola.engine.actions import Action, Play
from briscola.engine.cards import Card
from briscola.engine.view import SeatView
from briscola.rating.glicko2 import Rating, update
from briscola.rating.level_ratings import fixed_rating

SOLVERS: Final = ("random", "easy", "greedy", "medium", "hard")
"""The levels that try every puzzle, weakest first."""
PLAYERS: Final = 2
"""The puzzles' table: two players."""


def solver_ratings() -> dict[str, Rating]:
    """The solvers' fixed ratings at two players, from the levels' one table
    (:data:`briscola.rating.level_ratings.LEVEL_RATINGS`)."""
    ratings: dict[str, Rating] = {}
    for name in SOLVERS:
        found = fixed_rating(PLAYERS, name)
        if found is None:
            raise ValueError(f"no fixed rating for {name} at {PLAYERS} players")
        ratings[name] = Rating(*found)
    return ratings


LEVEL_RATINGS: Final = solver_ratings()
"""The solvers' fixed ratings (the same as the person's rating uses; docs/rating.md gives
the matches behind them)."""
TRIES: Final = 3
"""Tries per level and puzzle."""


@dataclass(frozen=True, slots=True)
class Tries:
    """What the levels did: per level of :data:`SOLVERS` the tries that found the answer,
    and every wrong card played with how often."""

    solved: tuple[int, ...]
    mistakes: dict[Card, int]


def attempt(view: SeatView, answer: Action, key: str) -> Tries:
    """The levels' tries at ``view`` (the random sources named after ``key``)."""
    solved: list[int] = []
    mistakes: Counter[Card] = Counter()
    for name in SOLVERS:
        found = 0
        for number in range(TRIES):
            player = make_player(name)
            action = player.choose(view, random.Random(f"{key}:{name}:{number}"))
            if action == answer:
                found += 1
            elif isinstance(action, Play):
                mistakes[action.card] += 1
        solved.append(found)
    return Tries(tuple(solved), dict(mistakes))


def puzzle_rating(solved: tuple[int, ...], levels: dict[str, Rating]) -> Rating:
    """The puzzle's Glicko-2 rating after its period against the levels (``levels``: each
    solver's fixed rating)."""
    results = [
        (levels[name].rating, levels[name].deviation, 0.0 if number < found else 1.0)
        for name, found in zip(SOLVERS, solved, strict=True)
        for number in range(TRIES)
    ]
    return update(Rating(), results)
