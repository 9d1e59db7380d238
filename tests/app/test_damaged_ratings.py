"""Every saved rating outside Glicko-2's bounds, read from the store or from an imported file,
is refused at the door like any damaged value: the puzzle rating (a field of the statistics)
is dropped and named, the rest of the statistics kept, and the next puzzle answered starts
from a new rating; the rating against the levels (at each table size) goes to a backup whole,
and the next hand rated there starts afresh. No arithmetic error reaches the page."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola.app.commands import Click, Imported, PuzzlesLoaded
from briscola.app.controller import Controller
from briscola.app.saved import data_file
from briscola.app.saved.storage import MemoryStore, read_value
from briscola.app.statistics.counts import Stats
from briscola.app.statistics.puzzle_rating import puzzle_record
from briscola.app.statistics.rating import Ratings
from briscola.engine.errors import InvalidStateError
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, play_hands
from tests.support.damaged import (
    BROKE_THE_LEVELS_RATING,
    COUNT_DAMAGES,
    PUZZLE_TABLES,
    RATED_SIZES,
    rating_damages,
    rating_with,
)
from tests.support.damaged import stats_with_puzzles as stats_with
from tests.support.stores import NOW, NS, backup_texts, key, load_now

SET = (Path(__file__).parents[2] / "static" / "puzzles.json").read_text()
TABLES = PUZZLE_TABLES
SIZES = RATED_SIZES


def booted(store: MemoryStore, players: int = 2) -> Controller:
    """The page opened on ``store``, set to play ``players`` against the easy level."""
    settings = Settings(language="en", players=players, levels=("easy",) * 5)
    store.set(key("settings"), json.dumps(settings.to_json()))
    return Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))


def answer_one(game: Controller) -> None:
    """Open the puzzles, the set arrives, pick the right card."""
    game.handle(Click("puzzles"))
    game.handle(PuzzlesLoaded(SET))
    solving = game.state.aids.puzzle
    assert solving is not None and solving.puzzles is not None
    game.handle(Click("puzzle-pick", str(solving.puzzles.puzzles[solving.at].answer)))


PUZZLE_DAMAGES = [
    *rating_damages(),
    *[(count, name, text) for count in ("solved", "tried") for name, text in COUNT_DAMAGES],
]


@pytest.mark.parametrize(("field", "name", "text"), PUZZLE_DAMAGES)
def test_a_damaged_puzzle_rating_is_set_aside_and_the_next_answer_starts_afresh(
    field: str, name: str, text: str
) -> None:
    damaged = stats_with(field, text)
    store = MemoryStore({key("stats"): damaged})
    game = booted(store)
    assert game.state.alerts.problems == ("stats",)  # the notice names the statistics
    assert backup_texts(store, "stats") == [damaged]  # kept aside as it was (partly-read)
    assert game.state.saved.stats.tables == TABLES  # the rest kept
    assert puzzle_record(game.state.saved.stats).tried == 0
    answer_one(game)
    page = game.page().puzzle
    assert page is not None and page.answered and page.verdict.startswith("Right")
    record = puzzle_record(game.state.saved.stats)
    assert (record.solved, record.tried) == (1, 1) and record.rating.rating > 1500
    saved = json.loads(store.get(key("stats")) or "{}")
    assert saved["tables"] == TABLES and saved["puzzles"]["tried"] == 1
    assert load_now(store).problems == []  # the next start is clean


@pytest.mark.parametrize(("field", "name", "text"), rating_damages())
def test_a_damaged_puzzle_rating_in_an_imported_file_is_set_aside_the_same_way(
    field: str, name: str, text: str
) -> None:
    damaged = stats_with(field, text)
    exported = {"format": "briscola-saved-data", "version": 1, "site": "/", "exported": 0}
    file = json.dumps({**exported, "keys": {key("stats"): damaged}})
    store = MemoryStore()
    game = booted(store)
    game.handle(Click("data"))
    game.handle(Imported(file))
    assert "stats" in game.state.alerts.problems
    assert damaged in backup_texts(store, "stats")
    assert game.state.saved.stats.tables == TABLES
    assert puzzle_record(game.state.saved.stats).tried == 0
    answer_one(game)
    assert puzzle_record(game.state.saved.stats).tried == 1


def test_the_damages_broke_the_puzzle_rating_once_and_now_read_as_none() -> None:
    """The record a damaged field leaves is no record: reading it raises nothing but the
    refusal, whatever the number (JSON's 10^400 is an integer no float holds)."""
    for field, _, text in PUZZLE_DAMAGES:
        stats = Stats.read(json.loads(stats_with(field, text)))
        assert "puzzles" not in stats[0].extra
        assert [line.split(":")[0] for line in stats[1]] == ["the puzzle rating"]


LEVEL_DAMAGES = [
    *rating_damages(),
    *[("hands", name, text) for name, text in COUNT_DAMAGES],
    ("history", "10^400", COUNT_DAMAGES[0][1]),
    ("history", "1e308", "1e308"),
]


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize(("field", "name", "text"), LEVEL_DAMAGES)
def test_a_damaged_rating_against_the_levels_is_refused_at_every_table_size(
    players: int, field: str, name: str, text: str
) -> None:
    damaged = rating_with(players, field, text)
    with pytest.raises(InvalidStateError, match=f"the rating at {players}"):
        read_value("rating", damaged)
    exported = {"format": "briscola-saved-data", "version": 1, "site": "/", "exported": 0}
    file = json.dumps({**exported, "keys": {key("rating"): damaged}})
    store = MemoryStore()
    report = data_file.import_all(store, "/", file, NOW)
    assert [k for k, _ in report.refused] == [key("rating")] and key("rating") not in store.data


@pytest.mark.parametrize("players", SIZES)
def test_play_goes_on_from_a_fresh_rating_at_that_table(players: int) -> None:
    field, _, text = BROKE_THE_LEVELS_RATING[players]
    damaged = rating_with(players, field, text)
    store = MemoryStore({key("rating"): damaged})
    game = booted(store, players)
    game.handle(Click("stats"))  # the rating is read when first needed
    assert "rating" in game.state.alerts.problems
    assert backup_texts(store, "rating") == [damaged]
    play_hands(game, 1)
    table = Ratings.from_json(json.loads(store.data[key("rating")])).of(players)
    assert table is not None and table.hands == 1  # afresh, from 1500
    assert Ratings.from_json(json.loads(store.data[key("rating")])).tables.keys() == {players}
