"""The puzzles in the page's controller: the set loads when the screen opens, a pick is right
or wrong, the rating moves by Glicko-2 and is saved with the statistics, the explanation."""

from __future__ import annotations

import json
import random
from pathlib import Path

from briscola.app.aids.puzzles import Solving
from briscola.app.commands import Click, PuzzlesLoaded
from briscola.app.controller import Controller
from briscola.app.effects import LoadPuzzles
from briscola.app.saved.storage import MemoryStore, save_settings, save_stats
from briscola.app.screens.page import screen_name
from briscola.app.screens.puzzle import PuzzleModel
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.puzzle_rating import puzzle_record
from briscola.puzzles.daily import daily_index
from briscola.puzzles.puzzle import read_set
from briscola.rating.glicko2 import Rating, update
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, controller
from tests.support.stores import NS, key

SET = (Path(__file__).parents[2] / "static" / "puzzles.json").read_text()


def opened(lang: str = "it") -> tuple[Controller, MemoryStore]:
    game, store = controller(Settings(language=lang))
    effects = game.handle(Click("puzzles"))
    assert any(isinstance(e, LoadPuzzles) for e in effects)
    assert screen_name(game.state) == "puzzle"
    page = game.page().puzzle
    assert page is not None and page.loading and page.table is None
    game.handle(PuzzlesLoaded(SET))
    return game, store


def test_a_right_pick_raises_the_rating_by_glicko2_and_shows_the_lines() -> None:
    game, store = opened("en")
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    puzzle = solving.puzzles.puzzles[solving.at]
    page = game.page().puzzle
    assert page is not None and page.table is not None and page.table.my_turn
    assert not page.answered and "Which one?" in page.task
    game.handle(Click("puzzle-pick", str(puzzle.answer)))
    expected = update(Rating(), [(puzzle.rating, puzzle.deviation, 1.0)])
    record = puzzle_record(game.state.saved.stats)
    assert round(record.rating.rating, 2) == round(expected.rating, 2)
    assert (record.solved, record.tried) == (1, 1)
    page = game.page().puzzle
    assert page is not None and page.answered and page.correct
    assert page.verdict.startswith("Right: the") and len(page.lines) == 2
    assert page.lines[0].tricks and page.words and page.change.startswith("Puzzle rating: ")
    assert page.table is not None and not page.table.my_turn  # no second pick
    saved = json.loads(store.get(key("stats")) or "{}")
    assert saved["puzzles"]["tried"] == 1  # saved with the statistics (exported with them)
    game.handle(Click("puzzle-pick", str(puzzle.wrong)))  # a second pick changes nothing
    assert puzzle_record(game.state.saved.stats).tried == 1


def test_a_wrong_pick_lowers_the_rating_and_names_the_right_card() -> None:
    game, _ = opened("it")
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    puzzle = solving.puzzles.puzzles[solving.at]
    game.handle(Click("puzzle-pick", str(puzzle.wrong)))
    record = puzzle_record(game.state.saved.stats)
    assert record.rating.rating < 1500 and (record.solved, record.tried) == (0, 1)
    page = game.page().puzzle
    assert page is not None and not page.correct and page.verdict.startswith("Non è la migliore")
    game.handle(Click("puzzle-next"))
    after = game.state.aids.puzzle
    assert isinstance(after, Solving) and after.at != solving.at and not after.picked
    game.handle(Click("back"))
    assert screen_name(game.state) == "start" and game.state.aids.puzzle is None


def test_the_puzzle_of_the_day_and_a_card_not_in_the_position() -> None:
    game, _ = opened("de")
    game.handle(Click("puzzle-daily"))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.daily
    assert solving.at == daily_index("2026-12-11", len(read_set(SET).puzzles))
    page = game.page().puzzle
    assert page is not None and page.heading == "Rätsel des Tages"
    game.handle(Click("puzzle-pick", "ZZ"))
    assert game.state.aids.puzzle == solving


def test_a_set_that_cannot_be_read_is_said_on_the_screen() -> None:
    game, _ = controller()
    game.handle(Click("puzzles"))
    game.handle(PuzzlesLoaded(SET[:500]))
    page = game.page().puzzle
    assert page is not None and page.error.startswith("I problemi non si possono caricare")
    game2, _ = controller()
    game2.handle(Click("puzzles"))
    game2.handle(PuzzlesLoaded(None, "HTTP 404"))
    page = game2.page().puzzle
    assert page is not None and "HTTP 404" in page.error


def test_a_damaged_rating_reads_as_a_new_one() -> None:
    damaged: list[object] = [{"rating": "x"}, {"rating": 1, "deviation": 0, "volatility": 0.06}, []]
    for bad in damaged:
        stats = Stats(extra={"puzzles": bad})
        assert puzzle_record(stats) == puzzle_record(Stats())


def test_a_mid_hand_puzzle_says_it_is_judged_by_the_search_in_every_language() -> None:
    data = json.loads(SET)
    data["puzzles"] = [p for p in data["puzzles"] if p.get("worlds")]
    shown = {
        "it": ("Nel mazzo restano", "non c'è una prova", "Punti attesi"),
        "en": ("cards are left in the stock", "Not proven", "Expected points"),
        "de": ("Im Stapel liegen noch", "Nicht bewiesen", "Erwartete Punkte"),
    }
    for lang, (stock, proof, expected) in shown.items():
        game, _ = controller(Settings(language=lang))
        game.handle(Click("puzzles"))
        game.handle(PuzzlesLoaded(json.dumps(data)))
        solving = game.state.aids.puzzle
        assert isinstance(solving, Solving) and solving.puzzles is not None
        puzzle = solving.puzzles.puzzles[solving.at]
        assert puzzle.searched
        page = game.page().puzzle
        assert page is not None and page.table is not None
        assert stock in page.known_label and str(page.table.stock_left) in page.known_label
        game.handle(Click("puzzle-pick", str(puzzle.wrong)))
        page = game.page().puzzle
        assert page is not None and page.answered and not page.correct
        words = " ".join(page.words)
        assert proof in words and expected in words and str(puzzle.worlds) in words
        for value in puzzle.values:
            if value.card in (puzzle.answer, puzzle.wrong):
                assert (
                    str(value.points).removesuffix(".0").replace(".", "," if lang != "en" else ".")
                    in words
                )
        assert len(page.lines) == 2 and page.lines[1].tricks


def picked(game: Controller, *, right: bool) -> PuzzleModel:
    """The puzzle screen once the puzzle shown is answered, rightly or wrongly."""
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    puzzle = solving.puzzles.puzzles[solving.at]
    game.handle(Click("puzzle-pick", str(puzzle.answer if right else puzzle.wrong)))
    page = game.page().puzzle
    assert page is not None and page.answered
    return page


def test_the_answer_says_the_puzzle_rating_moved_to_what_and_by_how_much() -> None:
    """Not "Punteggio -126": the puzzle rating after the answer, its change with a minus sign,
    and while the deviation is wide, that the rating is provisional (so it moves a lot)."""
    shown = {
        "it": ("Valutazione nei problemi: {rating} ({change}), provvisoria.", "La tua valutazione"),
        "en": ("Puzzle rating: {rating} ({change}), provisional.", "Your puzzle rating"),
        "de": ("Rätselwertung: {rating} ({change}), vorläufig.", "Deine Rätselwertung"),
    }
    for lang, (line, standing) in shown.items():
        game, _ = opened(lang)
        page = picked(game, right=False)
        record = puzzle_record(game.state.saved.stats)
        change = round(record.rating.rating - 1500)
        assert change < -20 and record.rating.deviation > 110
        rating = round(record.rating.rating)
        assert page.change == line.format(rating=rating, change=f"\u2212{-change}")
        assert page.rating.startswith(standing) and str(rating) in page.rating


def test_a_settled_puzzle_rating_is_not_called_provisional() -> None:
    settled = {"rating": 1400.0, "deviation": 60.0, "volatility": 0.06, "solved": 30, "tried": 50}
    store = MemoryStore()
    save_settings(store, NS, Settings(language="it"))
    save_stats(store, NS, Stats(extra={"puzzles": settled}))
    game = Controller(store, NS, FakeLock(True), FakeClock(), random.Random(1))
    game.handle(Click("puzzles"))
    game.handle(PuzzlesLoaded(SET))
    page = picked(game, right=True)
    record = puzzle_record(game.state.saved.stats)
    change = round(record.rating.rating - 1400)
    assert change > 0
    assert page.change == f"Valutazione nei problemi: {round(record.rating.rating)} (+{change})."


def test_the_statistics_page_shows_the_puzzle_rating_once_a_puzzle_is_answered() -> None:
    game, _ = opened("en")
    game.handle(Click("back"))
    game.handle(Click("stats"))
    stats = game.page().stats
    assert stats is not None and stats.puzzles == ()  # none answered: nothing to show
    game.handle(Click("back"))
    game.handle(Click("puzzles"))
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert isinstance(solving, Solving) and solving.puzzles is not None
    game.handle(Click("puzzle-pick", str(solving.puzzles.puzzles[solving.at].answer)))
    rating = puzzle_record(game.state.saved.stats).rating
    game.handle(Click("back"))
    game.handle(Click("stats"))
    stats = game.page().stats
    assert stats is not None
    assert [(f.label, f.value) for f in stats.puzzles] == [
        ("Rating", f"{rating.rating:.0f}"),
        ("Deviation", f"± {rating.deviation:.0f}"),
        ("Puzzles solved", "1 of 1"),
    ]
