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

from briscola.actions import Action, Play
from briscola.ai import make_player
from briscola.cards import Card
from briscola.glicko2 import Rating, update
from briscola.view import SeatView

SOLVERS: Final = ("random", "easy", "greedy", "medium", "hard")
"""The levels that try every puzzle, weakest first."""
LEVEL_RATINGS: Final = {
    "random": Rating(1180, 16),
    "easy": Rating(1378, 16),
    "greedy": Rating(1427, 14),
    "medium": Rating(1500, 12),
    "hard": Rating(1630, 12),
}
"""The solvers' fixed ratings: medium anchored at 1500, the others fitted (weighted least
squares) to the gaps 400·log10(s / (1 − s)) of five arena matches between them, each
deviation the fit's standard error (medium's: that of its link to hard); docs/puzzles.md
gives the matches."""
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
