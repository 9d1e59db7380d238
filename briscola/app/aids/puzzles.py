"""The puzzle screen's state: the set once loaded, the puzzle shown, the card picked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.engine.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.puzzles.puzzle import PuzzleSet


class Solving(NamedTuple):
    """The puzzles, while their screen is open."""

    puzzles: PuzzleSet | None
    """The set, None while it loads."""
    at: int = 0
    """The puzzle shown, in the set."""
    daily: bool = False
    """It is the puzzle of the day."""
    picked: str = ""
    """The card the person picked ("" before the answer)."""
    change: int = 0
    """How much the answer moved the person's rating."""
    again: bool = False
    """The puzzle was answered before: this answer does not count (a puzzle counts once)."""
    error: str = ""
    """Why the set could not be loaded."""
