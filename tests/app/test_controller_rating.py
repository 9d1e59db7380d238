"""The person's rating in the page's controller: each finished hand against the levels moves
it by Glicko-2, it is saved under its own key, shown on the statistics page, exported and
imported, and a damaged saved rating is refused like the other values."""

from __future__ import annotations

import json

import pytest

from briscola.app.commands import Click, Confirmed
from briscola.app.saved import data_file
from briscola.app.statistics.rating import (
    MAX_DEVIATION,
    START,
    Ratings,
    level_rating,
)
from briscola.rating.glicko2 import update
from briscola.setup.settings import Settings
from tests.support.controller import QUICK, controller, play_hands
from tests.support.stores import NOW, NS, backup_texts

EASY = Settings(levels=("easy",) * 5)
SCORE = {"won": 1.0, "tied": 0.5, "lost": 0.0}


def test_each_hand_against_a_level_moves_the_rating_by_glicko2() -> None:
    game, store = controller(EASY)
    play_hands(game, 3)
    saved = Ratings.from_json(json.loads(store.data[NS.key("rating")]))
    table = saved.of(2)
    assert table is not None and table.hands == 3
    easy = level_rating(2, "easy")
    assert easy is not None
    expected = START
    for hand in game.state.saved.stats.last("2:classic:easy"):
        expected = update(expected, [(*easy, SCORE[hand.result])])
    assert table.rating.rating == pytest.approx(expected.rating)
    assert table.rating.deviation == pytest.approx(min(MAX_DEVIATION, expected.deviation))
    assert len(table.history) == 3
    assert table.history[-1][0] == round(table.rating.rating, 1)


def test_the_statistics_page_shows_the_rating_and_its_plot() -> None:
    game, _ = controller(EASY)
    play_hands(game, 2)
    game.handle(Click("stats"))
    stats = game.page().stats
    assert stats is not None
    (size,) = stats.sizes
    assert size.rating is not None
    labels = [figure.label for figure in size.rating.figures]
    assert labels == ["Valutazione", "Deviazione", "Mani valutate"]
    assert size.rating.figures[2].value == "2"
    assert "<polyline" in size.rating.chart
    assert size.rating.chart_text.startswith("La tua valutazione nelle ultime 2 mani")


def test_hands_against_a_baseline_player_are_not_rated() -> None:
    game, store = controller(QUICK)  # greedy: no fixed rating
    play_hands(game, 1)
    assert NS.key("rating") not in store.data


def test_a_damaged_saved_rating_goes_to_a_backup_and_the_rating_starts_afresh() -> None:
    game, store = controller(EASY)
    damaged = '{"format": "briscola-rating", "version": 1, "tables": {"2": {"rating": 1e999}}}'
    store.data[NS.key("rating")] = damaged
    play_hands(game, 1)
    assert backup_texts(store, "rating") == [damaged]
    assert "rating" in game.state.alerts.problems
    table = Ratings.from_json(json.loads(store.data[NS.key("rating")])).of(2)
    assert table is not None and table.hands == 1


def test_the_rating_is_exported_and_imported_and_a_damaged_one_refused() -> None:
    game, store = controller(EASY)
    play_hands(game, 1)
    exported = data_file.export_all(store, NS.site, NOW)
    assert NS.key("rating") in json.loads(exported)["keys"]
    _, other = controller(EASY)
    report = data_file.import_all(other, NS.site, exported, NOW)
    assert "rating" in report.imported and not report.refused
    assert other.data[NS.key("rating")] == store.data[NS.key("rating")]
    data = json.loads(exported)
    rating = json.loads(data["keys"][NS.key("rating")])
    rating["tables"]["2"]["hands"] = -1
    data["keys"][NS.key("rating")] = json.dumps(rating)
    _, third = controller(EASY)
    refused = data_file.import_all(third, NS.site, json.dumps(data), NOW)
    assert [key for key, _ in refused.refused] == [NS.key("rating")]
    assert NS.key("rating") not in third.data


def test_resetting_the_statistics_resets_the_rating_with_a_backup() -> None:
    game, store = controller(EASY)
    play_hands(game, 1)
    text = store.data[NS.key("rating")]
    game.handle(Click("stats"))
    game.handle(Click("reset-stats"))
    game.handle(Confirmed("yes"))
    assert NS.key("rating") not in store.data and backup_texts(store, "rating") == [text]
    stats = game.page().stats
    assert stats is not None and stats.sizes == () and stats.empty
    play_hands(game, 1)
    table = Ratings.from_json(json.loads(store.data[NS.key("rating")])).of(2)
    assert table is not None and table.hands == 1  # afresh from 1500
