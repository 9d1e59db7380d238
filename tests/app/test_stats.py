"""Statistics survive anything a new table size, variant or version brings."""

from __future__ import annotations

import json

import pytest

from briscola.app.stats import Stats
from briscola.app.storage import MemoryStore, save_stats
from tests.app.helpers import NS, backup_texts, key, load_now


def played_everywhere() -> Stats:
    stats = Stats()
    for players in (2, 3, 4, 5, 6):
        stats.count(players, "hands_won")
    stats.count(2, "series_won")
    return stats


def test_tables_of_five_and_six_are_read_back() -> None:
    # Stats.count wrote "5" and "6", and the reader refused the whole record for them.
    stats = played_everywhere()
    assert Stats.from_json(json.loads(json.dumps(stats.to_json()))) == stats


def test_playing_at_six_players_loses_nothing_over_many_loads() -> None:
    store = MemoryStore()
    save_stats(store, NS, played_everywhere())
    for _ in range(3):
        loaded = load_now(store)
        assert loaded.problems == []
        assert loaded.stats.get(2, "series_won") == 1 and loaded.stats.get(6, "hands_won") == 1
        save_stats(store, NS, loaded.stats)


def test_unknown_tables_counters_and_fields_are_kept_and_written_back() -> None:
    data = {
        "format": "briscola-stats",
        "version": 2,
        "tables": {"2": {"hands_won": 3, "hands_abandoned": 1}, "2:briscolone": {"hands_won": 1}},
        "by_level": {"hard": {"hands_won": 2}},
    }
    stats, dropped = Stats.read(data)
    assert dropped == []
    stats.count(2, "hands_won")
    written = stats.to_json()
    assert written["tables"]["2"] == {
        "hands_won": 4,
        "hands_abandoned": 1,
        "hands_lost": 0,
        "hands_tied": 0,
        "series_won": 0,
        "series_lost": 0,
    }
    assert written["tables"]["2:briscolone"] == {"hands_won": 1}
    assert written["by_level"] == data["by_level"]


@pytest.mark.parametrize("bad", [-1, 1.5, True, "3", None, [1], 10**20])
def test_a_bad_counter_is_dropped_and_named_never_the_whole_record(bad: object) -> None:
    data = {"tables": {"2": {"hands_won": 7, "hands_lost": bad}, "3": {"hands_won": 2}}}
    text = json.dumps(data)
    store = MemoryStore({key("stats"): text})
    loaded = load_now(store)
    assert loaded.stats.get(2, "hands_won") == 7 and loaded.stats.get(3, "hands_won") == 2
    assert loaded.stats.get(2, "hands_lost") == 0
    assert loaded.problems == ["stats"] and "hands_lost" in loaded.details["stats"]
    assert backup_texts(store, "stats") == [text]  # the record as it was, kept aside
    again = load_now(store)  # the cleaned record was written back: no new backup, no notice
    assert again.problems == [] and again.stats == loaded.stats
    assert backup_texts(store, "stats") == [text]


def test_a_table_that_is_not_an_object_is_dropped_alone() -> None:
    stats, dropped = Stats.read({"tables": {"2": {"hands_won": 1}, "4": [1, 2]}})
    assert stats.tables == {"2": {"hands_won": 1}} and dropped == ["table 4: [1, 2]"]


@pytest.mark.parametrize("text", ["[]", '"stats"', '{"format": "briscola-session"}'])
def test_what_is_not_statistics_at_all_is_set_aside(text: str) -> None:
    store = MemoryStore({key("stats"): text})
    loaded = load_now(store)
    assert loaded.stats == Stats() and loaded.problems == ["stats"]
    assert backup_texts(store, "stats") == [text] and key("stats") not in store.data
