"""The puzzles' handlers: open the screen (the set loads then), pick a card, the next puzzle,
the puzzle of the day."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from briscola.app.aids.puzzles import DAILY, Solving, wanted_puzzle
from briscola.app.effects import Focus, LoadPuzzles
from briscola.app.screens.daily import today
from briscola.app.state import Overlay
from briscola.app.statistics.puzzle_rating import PuzzleRecord, answered, puzzle_record
from briscola.app.steps import Change, Redraw, Save, Steps
from briscola.engine.errors import BriscolaError

if TYPE_CHECKING:
    from briscola.app.state import PageState
    from briscola.puzzles.puzzle import PuzzleSet

NEAREST: Final = 30
"""A next puzzle is drawn from this many of those rated nearest the person's rating."""
FIRST_CARD: Final = '#pz-hand [data-focus="card-1"]'
VERDICT: Final = "#puzzle-verdict"


def open_puzzles(state: PageState, _: str | None = None) -> Steps:
    """Show the puzzle screen; the set loads the first time."""
    if state.aids.puzzle is not None:
        return []
    screen = state.screen
    overlay = screen.overlay if screen.overlay is Overlay.DATA else None
    return [
        Change(
            aids=state.aids._replace(puzzle=Solving(None)), screen=screen._replace(overlay=overlay)
        ),
        LoadPuzzles(),
    ]


def next_index(puzzles: PuzzleSet, record: PuzzleRecord, current: int, rng: random.Random) -> int:
    """A puzzle rated near the ``record``'s rating, other than ``current``: one of the
    :data:`NEAREST`, of those not answered yet while any are left."""
    others = [i for i in range(len(puzzles.puzzles)) if i != current]
    fresh = [i for i in others if not record.counted(puzzles, puzzles.puzzles[i].number)]
    rating = record.rating.rating
    ranked = sorted(fresh or others, key=lambda i: (abs(puzzles.puzzles[i].rating - rating), i))
    if not ranked:
        return current
    return rng.choice(ranked[:NEAREST])


def puzzles_loaded(content: str | None, error: str, state: PageState) -> Steps:
    """The set arrived (or could not be fetched): show a puzzle, or say why not."""
    from briscola.puzzles.puzzle import read_set

    solving = state.aids.puzzle
    if solving is None or solving.puzzles is not None:
        return []
    if content is None:
        return _solving(state, Solving(None, error=error or "?"))
    try:
        puzzles = read_set(content)
    except BriscolaError as refusal:
        return _solving(state, Solving(None, error=str(refusal)[:200]))
    if not puzzles.puzzles:
        return _solving(state, Solving(None, error="0"))
    if solving.wanted == DAILY:
        return _daily(state, puzzles)
    numbers = [p.number for p in puzzles.puzzles]
    if solving.wanted and int(solving.wanted) in numbers:
        index = numbers.index(int(solving.wanted))
    else:
        index = next_index(puzzles, puzzle_record(state.saved.stats), -1, state.ports.seeds)
    return [*_solving(state, Solving(puzzles, index)), Focus(FIRST_CARD)]


def reopen(fragment: str, state: PageState) -> Steps:
    """The page loaded on a puzzle's address (``#puzzle-57``, ``#puzzle-daily``): its screen
    shows that puzzle again once the set has arrived (:func:`load_reopened` asks for it)."""
    wanted = wanted_puzzle(fragment)
    if not wanted or state.aids.shared_play is not None:
        return []
    return [Change(aids=state.aids._replace(puzzle=Solving(None, wanted=wanted)))]


def load_reopened(state: PageState) -> Steps:
    """Once the page is up: fetch the set of the puzzle screen the address reopened."""
    solving = state.aids.puzzle
    if solving is None or solving.puzzles is not None or solving.error:
        return []
    return [LoadPuzzles()]


def _solving(state: PageState, solving: Solving) -> Steps:
    """Show ``solving`` on the puzzle screen."""
    return [Change(aids=state.aids._replace(puzzle=solving)), Redraw()]


def pick(state: PageState, code: str | None) -> Steps:
    """The person's answer: right or wrong, the rating moves, the explanation shows."""
    solving = state.aids.puzzle
    if solving is None or solving.puzzles is None or solving.picked or code is None:
        return []
    puzzle = solving.puzzles.puzzles[solving.at]
    if code not in {str(v.card) for v in puzzle.values}:
        return []
    record = puzzle_record(state.saved.stats)
    if record.counted(solving.puzzles, puzzle.number):  # a puzzle counts once
        shown = solving._replace(picked=code, change=0, again=True)
        return [Change(aids=state.aids._replace(puzzle=shown)), Redraw(), Focus(VERDICT)]
    right = code == str(puzzle.answer)
    stats = answered(
        state.saved.stats, solving.puzzles, puzzle.number, puzzle.rating, puzzle.deviation, right
    )
    change = round(puzzle_record(stats).rating.rating - record.rating.rating)
    return [
        Change(
            aids=state.aids._replace(puzzle=solving._replace(picked=code, change=change)),
            saved=state.saved._replace(stats=stats),
        ),
        Save(("stats",)),  # where the puzzle rating is kept
        Redraw(),
        Focus(VERDICT),
    ]


def next_puzzle(state: PageState, _: str | None = None) -> Steps:
    """Another puzzle, near the person's rating."""
    solving = state.aids.puzzle
    if solving is None or solving.puzzles is None:
        return []
    record = puzzle_record(state.saved.stats)
    index = next_index(solving.puzzles, record, solving.at, state.ports.seeds)
    return [*_solving(state, Solving(solving.puzzles, index)), Focus(FIRST_CARD)]


def daily_puzzle(state: PageState, _: str | None = None) -> Steps:
    """The puzzle of the day (the same for everyone)."""
    solving = state.aids.puzzle
    if solving is None or solving.puzzles is None:
        return []
    return _daily(state, solving.puzzles)


def _daily(state: PageState, puzzles: PuzzleSet) -> Steps:
    from briscola.puzzles.daily import daily_index

    index = daily_index(today(state.ports.clock), len(puzzles.puzzles))
    return [*_solving(state, Solving(puzzles, index, daily=True)), Focus(FIRST_CARD)]
