"""The puzzles' handlers: open the screen (the set loads then), pick a card, the next puzzle,
the puzzle of the day."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from briscola.app.aids.puzzles import Solving
from briscola.app.effects import Focus, LoadPuzzles
from briscola.app.handlers.saving import may_write
from briscola.app.saved import storage
from briscola.app.screens.daily import today
from briscola.app.statistics.puzzle_rating import answered, puzzle_record
from briscola.app.steps import Change, Redraw, Steps, Then
from briscola.engine.errors import BriscolaError

if TYPE_CHECKING:
    from briscola.app.state import PageState
    from briscola.puzzles.puzzle import PuzzleSet

NEAREST: Final = 30
"""A next puzzle is drawn from this many of those rated nearest the person's rating."""
FIRST_CARD: Final = '#pz-hand [data-focus="card-1"]'


def open_puzzles(state: PageState, _: str | None = None) -> Steps:
    """Show the puzzle screen; the set loads the first time."""
    if state.puzzle is not None:
        return []
    return [Change(puzzle=Solving(None), rules_open=False, stats_open=False), LoadPuzzles()]


def next_index(puzzles: PuzzleSet, rating: float, current: int, rng: random.Random) -> int:
    """A puzzle rated near ``rating``, other than ``current``: one of the :data:`NEAREST`."""
    ranked = sorted(
        (i for i in range(len(puzzles.puzzles)) if i != current),
        key=lambda i: (abs(puzzles.puzzles[i].rating - rating), i),
    )
    if not ranked:
        return current
    return rng.choice(ranked[:NEAREST])


def puzzles_loaded(content: str | None, error: str, state: PageState) -> Steps:
    """The set arrived (or could not be fetched): show a puzzle, or say why not."""
    from briscola.puzzles.puzzle import read_set

    solving = state.puzzle
    if solving is None or solving.puzzles is not None:
        return []
    if content is None:
        return [Change(puzzle=Solving(None, error=error or "?")), Redraw()]
    try:
        puzzles = read_set(content)
    except BriscolaError as refusal:
        return [Change(puzzle=Solving(None, error=str(refusal)[:200])), Redraw()]
    if not puzzles.puzzles:
        return [Change(puzzle=Solving(None, error="0")), Redraw()]
    rating = puzzle_record(state.stats).rating.rating
    index = next_index(puzzles, rating, -1, state.seeds)
    return [Change(puzzle=Solving(puzzles, index)), Redraw(), Focus(FIRST_CARD)]


def pick(state: PageState, code: str | None) -> Steps:
    """The person's answer: right or wrong, the rating moves, the explanation shows."""
    solving = state.puzzle
    if solving is None or solving.puzzles is None or solving.picked or code is None:
        return []
    puzzle = solving.puzzles.puzzles[solving.at]
    if code not in {str(v.card) for v in puzzle.values}:
        return []
    before = puzzle_record(state.stats).rating.rating
    stats = answered(state.stats, puzzle.rating, puzzle.deviation, code == str(puzzle.answer))
    change = round(puzzle_record(stats).rating.rating - before)
    return [
        Change(puzzle=solving._replace(picked=code, change=change), stats=stats),
        Then(save_stats),
        Redraw(),
        Focus("#puzzle-verdict"),
    ]


def save_stats(state: PageState) -> Steps:
    """Save the statistics, where the puzzle rating is kept."""
    may, steps = may_write(state)
    if may:
        storage.save_stats(state.store, state.ns, state.stats)
    return steps


def next_puzzle(state: PageState, _: str | None = None) -> Steps:
    """Another puzzle, near the person's rating."""
    solving = state.puzzle
    if solving is None or solving.puzzles is None:
        return []
    rating = puzzle_record(state.stats).rating.rating
    index = next_index(solving.puzzles, rating, solving.at, state.seeds)
    return [Change(puzzle=Solving(solving.puzzles, index)), Redraw(), Focus(FIRST_CARD)]


def daily_puzzle(state: PageState, _: str | None = None) -> Steps:
    """The puzzle of the day (the same for everyone)."""
    from briscola.puzzles.daily import daily_index

    solving = state.puzzle
    if solving is None or solving.puzzles is None:
        return []
    index = daily_index(today(state.clock), len(solving.puzzles.puzzles))
    return [Change(puzzle=Solving(solving.puzzles, index, daily=True)), Redraw(), Focus(FIRST_CARD)]
