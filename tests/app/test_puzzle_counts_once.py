"""A puzzle counts once: answered again (the puzzle of the day opened again, or the same
puzzle drawn again), it shows its answer but moves neither the rating nor the counts; the
next puzzle is one not answered yet while any are left."""

from __future__ import annotations

import json
import random
from pathlib import Path

from briscola.app.aids.puzzles import Solving
from briscola.app.commands import Click, PuzzlesLoaded
from briscola.app.controller import Controller
from briscola.app.handlers.solving import next_index
from briscola.app.saved.storage import read_stats
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.puzzle_rating import (
    PuzzleRecord,
    answered,
    puzzle_record,
    set_key,
)
from briscola.puzzles.puzzle import PuzzleSet, read_set
from briscola.rating.glicko2 import Rating
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, controller
from tests.support.stores import NS, key

SET = (Path(__file__).parents[2] / "static" / "puzzles.json").read_text()
PUZZLES = read_set(SET)


def daily_answered(game: Controller, right: bool = True) -> None:
    """Open the puzzles, then the puzzle of the day, and answer it."""
    game.handle(Click("puzzles"))
    game.handle(PuzzlesLoaded(SET))
    game.handle(Click("puzzle-daily"))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None and solving.daily
    puzzle = solving.puzzles.puzzles[solving.at]
    game.handle(Click("puzzle-pick", str(puzzle.answer if right else puzzle.wrong)))


def test_the_daily_puzzle_solved_again_moves_nothing() -> None:
    game, store = controller(Settings(language="en"))
    daily_answered(game)
    first = puzzle_record(game.state.saved.stats)
    assert (first.solved, first.tried) == (1, 1) and first.rating.rating > 1500
    saved = store.get(key("stats"))
    game.handle(Click("back"))
    daily_answered(game)  # opened again and solved again
    page = game.page().puzzle
    assert page is not None and page.answered and page.correct
    assert puzzle_record(game.state.saved.stats) == first
    assert store.get(key("stats")) == saved  # nothing saved either
    assert page.change == (
        f"You answered this puzzle before: it counts once, your rating stays "
        f"{round(first.rating.rating)}."
    )
    assert page.rating.endswith("solved 1 of 1.")
    game.handle(Click("puzzle-daily"))
    daily_answered(game, right=False)  # a wrong answer the second time costs nothing
    assert puzzle_record(game.state.saved.stats) == first


def test_the_puzzles_answered_are_kept_after_a_reload() -> None:
    game, store = controller(Settings(language="it"))
    daily_answered(game)
    first = puzzle_record(game.state.saved.stats)
    stats = read_stats(store, NS)
    assert stats is not None and puzzle_record(stats) == first
    again = Controller(store, NS, FakeLock(True), FakeClock(), random.Random(2))
    daily_answered(again)
    assert puzzle_record(again.state.saved.stats) == first
    page = again.page().puzzle
    assert page is not None and page.change.startswith("Questo problema l’hai già risolto")


def test_the_next_puzzle_is_one_not_answered_yet() -> None:
    rng = random.Random(5)
    record = PuzzleRecord(Rating(), 0, 0)
    stats = Stats()
    seen: set[int] = set()
    current = -1
    for _ in range(60):
        current = next_index(PUZZLES, record, current, rng)
        puzzle = PUZZLES.puzzles[current]
        assert puzzle.number not in seen
        seen.add(puzzle.number)
        stats = answered(stats, PUZZLES, puzzle.number, puzzle.rating, puzzle.deviation, True)
        record = puzzle_record(stats)
    assert record.tried == 60 and record.answered == frozenset(seen)
    few = PuzzleSet(1, PUZZLES.puzzles[:2], 2, PUZZLES.solvers, PUZZLES.tries)
    both = PuzzleRecord(Rating(), 2, 2, set_key(few), frozenset({1, 2}))
    assert next_index(few, both, 0, rng) == 1  # every one answered: any other one


def test_the_numbers_answered_belong_to_their_set() -> None:
    puzzle = PUZZLES.puzzles[0]
    stats = answered(Stats(), PUZZLES, puzzle.number, puzzle.rating, puzzle.deviation, True)
    record = puzzle_record(stats)
    assert record.counted(PUZZLES, puzzle.number)
    other = PuzzleSet(2, PUZZLES.puzzles, PUZZLES.hands, PUZZLES.solvers, PUZZLES.tries)
    assert not record.counted(other, puzzle.number)  # another set: its puzzle 1 is another
    again = answered(stats, other, puzzle.number, puzzle.rating, puzzle.deviation, True)
    assert puzzle_record(again).answered == {puzzle.number}
    assert puzzle_record(again).set == set_key(other) and puzzle_record(again).tried == 2


def test_damaged_puzzles_answered_read_as_a_new_record() -> None:
    good = {"rating": 1600.0, "deviation": 80.0, "volatility": 0.06, "solved": 1, "tried": 1}
    assert puzzle_record(Stats(extra={"puzzles": good})).rating.rating == 1600  # saved before
    for bad in (
        {"answered": [0]},
        {"answered": ["3"]},
        {"answered": [True]},
        {"answered": 3},
        {"set": 3},
        {"set": "x" * 61},
        {"answered": list(range(1, 10_002))},
    ):
        damaged = json.loads(json.dumps(good | bad))
        assert puzzle_record(Stats(extra={"puzzles": damaged})) == PuzzleRecord(Rating(), 0, 0)
