"""The person's puzzle rating, kept with the statistics (so saved, exported and imported with
them): Glicko-2 against each puzzle's own rating, one rating period per puzzle answered, and
each puzzle counted once.

It lives in the statistics' ``puzzles`` field (:mod:`.puzzle_record`): ``answered`` holds the
numbers of the puzzles of the set ``set`` (:func:`set_key`) already counted. The statistics'
reader drops a damaged record, so that the next answer starts from a new rating; a record of
another set keeps its rating and counts, and starts its list of puzzles answered afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from briscola.app.statistics.counts import Stats
from briscola.app.statistics.puzzle_record import (
    FIELD,
    MAX_ANSWERED,
    MAX_COUNT,
    NEW,
    read_record,
)
from briscola.app.statistics.puzzle_record import PuzzleRecord as PuzzleRecord
from briscola.app.statistics.puzzle_record import set_key as set_key
from briscola.engine.errors import InvalidStateError
from briscola.rating.glicko2 import update

if TYPE_CHECKING:
    from briscola.puzzles.puzzle import PuzzleSet


def puzzle_record(stats: Stats) -> PuzzleRecord:
    """The record kept in ``stats`` (a new player's when none, or a damaged one)."""
    data = stats.extra.get(FIELD)
    if data is None:
        return NEW
    try:
        return read_record(data)
    except InvalidStateError:
        return NEW


def answered(
    stats: Stats, puzzles: PuzzleSet, number: int, rating: float, deviation: float, solved: bool
) -> Stats:
    """A copy of ``stats`` with puzzle ``number`` of ``puzzles`` (rated ``rating`` ±
    ``deviation``) answered: the rating after one period against the puzzle (a win when
    solved), the counts up by one, the puzzle counted. A puzzle counted already changes
    nothing: ``stats`` itself comes back."""
    record = puzzle_record(stats)
    if record.counted(puzzles, number):
        return stats
    after = update(record.rating, [(rating, deviation, 1.0 if solved else 0.0)])
    key = set_key(puzzles)
    before = record.answered if record.set == key else frozenset()
    done = frozenset(sorted(before | {number})[-MAX_ANSWERED:])
    tried = min(MAX_COUNT, record.tried + 1)
    new = PuzzleRecord(after, min(tried, record.solved + solved), tried, key, done)
    copy = Stats.from_json(stats.to_json())
    copy.extra[FIELD] = new.to_json()
    return copy
