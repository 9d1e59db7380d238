"""The person's puzzle rating, kept with the statistics (so saved, exported and imported with
them): Glicko-2 against each puzzle's own rating, one rating period per puzzle answered.

It lives in the statistics' ``puzzles`` field (:mod:`.puzzle_record`); the statistics'
reader drops a damaged one, so that the next answer starts from a new rating.
"""

from __future__ import annotations

from briscola.app.statistics.counts import Stats
from briscola.app.statistics.puzzle_record import (
    FIELD,
    MAX_COUNT,
    NEW,
    PuzzleRecord,
    read_record,
)
from briscola.engine.errors import InvalidStateError
from briscola.rating.glicko2 import update


def puzzle_record(stats: Stats) -> PuzzleRecord:
    """The record kept in ``stats`` (a new player's when none, or a damaged one)."""
    data = stats.extra.get(FIELD)
    if data is None:
        return NEW
    try:
        return read_record(data)
    except InvalidStateError:
        return NEW


def answered(stats: Stats, puzzle_rating: float, puzzle_deviation: float, solved: bool) -> Stats:
    """A copy of ``stats`` with a puzzle answered: the rating after one period against the
    puzzle (a win when solved), the counts up by one."""
    record = puzzle_record(stats)
    rating = update(record.rating, [(puzzle_rating, puzzle_deviation, 1.0 if solved else 0.0)])
    tried = min(MAX_COUNT, record.tried + 1)
    after = PuzzleRecord(rating, min(tried, record.solved + solved), tried)
    copy = Stats.from_json(stats.to_json())
    copy.extra[FIELD] = after.to_json()
    return copy
