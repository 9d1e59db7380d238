"""Statistics survive anything a new table size, variant or version brings."""

from __future__ import annotations

import json

import pytest

from briscola.app.saved import data_file
from briscola.app.saved.storage import MAX_CHARS, MemoryStore, read_stats, save_stats
from briscola.app.statistics.counts import MAX_COUNT, Stats, TableKey
from briscola.engine.errors import InvalidStateError
from tests.support.stores import NOW, NS, STATS_VERSION_1, FullStore, backup_texts, key, load_now

CLASSIC_2 = TableKey(2, "classic", "medium")


def played_everywhere() -> Stats:
    stats = Stats()
    for players in (2, 3, 4, 5, 6):
        stats.add_hand(TableKey(players, "classic", "hard"), "won", 70)
    stats.add_hand(CLASSIC_2, "won", 80, series="won")
    return stats


def test_tables_of_every_size_are_read_back() -> None:
    stats = played_everywhere()
    assert Stats.from_json(json.loads(json.dumps(stats.to_json()))) == stats


def test_playing_at_six_players_loses_nothing_over_many_loads() -> None:
    store = MemoryStore()
    save_stats(store, NS, played_everywhere())
    for _ in range(3):
        loaded = load_now(store)
        assert loaded.problems == []
        assert loaded.stats.get(2, "series_won") == 1 and loaded.stats.get(6, "hands_won") == 1
        assert loaded.stats.get(2, "hands_won") == 2  # summed over the variants and levels
        save_stats(store, NS, loaded.stats)


def test_a_record_of_version_1_loads_under_unrecorded_variant_and_level() -> None:
    store = MemoryStore({key("stats"): STATS_VERSION_1})
    loaded = load_now(store)
    assert loaded.problems == [] and backup_texts(store, "stats") == []
    tables = loaded.stats.tables
    assert tables["2:unrecorded:unrecorded"] == {
        "hands_won": 5,
        "hands_lost": 3,
        "hands_tied": 1,
        "series_won": 2,
        "series_lost": 0,
    }
    assert sorted(tables) == [f"{n}:unrecorded:unrecorded" for n in (2, 3, 4, 5, 6)]
    assert loaded.stats.get(4, "series_lost") == 1 and loaded.stats.get(6, "hands_tied") == 2


def test_version_1_counts_stay_apart_from_new_hands_and_are_written_back() -> None:
    store = MemoryStore({key("stats"): STATS_VERSION_1})
    stats = load_now(store).stats
    stats.add_hand(CLASSIC_2, "lost", 40)
    save_stats(store, NS, stats)
    saved = json.loads(store.data[key("stats")])
    assert saved["version"] == 2
    assert saved["tables"]["2:unrecorded:unrecorded"]["hands_lost"] == 3
    assert saved["tables"]["2:classic:medium"]["hands_lost"] == 1
    again = load_now(store)
    assert again.stats == stats and again.stats.get(2, "hands_lost") == 4


def test_a_size_table_written_beside_new_ones_is_added_to_the_unrecorded_one() -> None:
    # An older page opened the record, kept the new tables and counted a hand under "2".
    data = {
        "version": 1,
        "tables": {"2:unrecorded:unrecorded": {"hands_won": 5}, "2": {"hands_won": 1}},
    }
    stats, dropped = Stats.read(data)
    assert dropped == [] and stats.tables == {"2:unrecorded:unrecorded": {"hands_won": 6}}
    huge = {"tables": {"2:unrecorded:unrecorded": {"hands_won": MAX_COUNT}, "2": {"hands_won": 9}}}
    assert Stats.from_json(huge).get(2, "hands_won") == MAX_COUNT


def test_from_version_2_on_a_size_name_is_not_migrated() -> None:
    stats, _ = Stats.read({"version": 2, "tables": {"2": {"hands_won": 1}}})
    assert stats.tables == {"2": {"hands_won": 1}}


def test_unknown_tables_counters_and_fields_are_kept_and_written_back() -> None:
    data = {
        "format": "briscola-stats",
        "version": 3,
        "tables": {"2:classic:medium": {"hands_won": 3, "hands_abandoned": 1}, "9x": {"a": 1}},
        "recent": {"2:classic:medium": [{"result": "won", "points": 70, "cappotto": False}]},
        "by_day": {"2026-12-01": {"hands_won": 2}},
    }
    stats, dropped = Stats.read(data)
    assert dropped == []
    stats.add_hand(CLASSIC_2, "won", 61)
    written = stats.to_json()
    assert written["tables"]["2:classic:medium"]["hands_won"] == 4
    assert written["tables"]["2:classic:medium"]["hands_abandoned"] == 1
    assert written["tables"]["9x"] == {"a": 1} and written["by_day"] == data["by_day"]
    assert written["recent"]["2:classic:medium"] == [
        {"result": "won", "points": 70, "cappotto": False},
        {"result": "won", "points": 61},
    ]


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


@pytest.mark.parametrize(
    "bad",
    [{"result": "won", "points": 121}, {"result": "won"}, {"result": "win", "points": 3}, 7],
)
def test_a_bad_recent_hand_is_dropped_and_named_the_others_kept(bad: object) -> None:
    good = {"result": "lost", "points": 50}
    data = {"version": 2, "recent": {"2:classic:medium": [good, bad, good]}}
    text = json.dumps(data)
    store = MemoryStore({key("stats"): text})
    loaded = load_now(store)
    assert loaded.stats.recent == {"2:classic:medium": [good, good]}
    assert loaded.problems == ["stats"] and "recent 2:classic:medium" in loaded.details["stats"]
    assert backup_texts(store, "stats") == [text]


def test_recent_hands_that_are_not_a_list_are_dropped_alone() -> None:
    stats, dropped = Stats.read({"version": 2, "recent": {"2:a:b": "wwl", "3:a:b": []}})
    assert stats.recent == {"3:a:b": []} and dropped == ["recent 2:a:b: wwl"]
    stats, dropped = Stats.read({"version": 2, "recent": [1]})
    assert stats.recent == {} and dropped == ["recent: [1]"]


def test_a_table_that_is_not_an_object_is_dropped_alone() -> None:
    stats, dropped = Stats.read({"version": 2, "tables": {"2:a:b": {"hands_won": 1}, "4": [1, 2]}})
    assert stats.tables == {"2:a:b": {"hands_won": 1}} and dropped == ["table 4: [1, 2]"]


@pytest.mark.parametrize("text", ["[]", '"stats"', '{"format": "briscola-session"}'])
def test_what_is_not_statistics_at_all_is_set_aside(text: str) -> None:
    store = MemoryStore({key("stats"): text})
    loaded = load_now(store)
    assert loaded.stats == Stats() and loaded.problems == ["stats"]
    assert backup_texts(store, "stats") == [text] and key("stats") not in store.data


def test_an_oversized_record_is_set_aside_never_wiped() -> None:
    padding = "x" * MAX_CHARS["stats"]
    text = json.dumps({"tables": {"2": {"hands_won": 1}}, "note": padding})
    store = MemoryStore({key("stats"): text})
    loaded = load_now(store)
    assert loaded.stats == Stats() and loaded.problems == ["stats"]
    assert backup_texts(store, "stats") == [text]


def test_a_reset_keeps_the_statistics_in_a_backup_that_restores_them() -> None:
    store = MemoryStore()
    save_stats(store, NS, played_everywhere())
    text = store.data[key("stats")]
    data_file.reset_stats(store, NS.site, NOW)
    assert key("stats") not in store.data and load_now(store).stats == Stats()
    [backup] = data_file.backups(store, NS.site)
    assert (backup.kind, backup.reason) == ("stats", "reset") and backup_texts(store, "stats") == [
        text
    ]
    data_file.restore(store, NS.site, "stats", backup.slot, NOW)
    assert load_now(store).stats == played_everywhere()


def test_a_reset_that_cannot_keep_its_backup_changes_nothing() -> None:
    text = json.dumps(played_everywhere().to_json())
    store = FullStore({key("stats"): text})
    with pytest.raises(InvalidStateError):
        data_file.reset_stats(store, NS.site, NOW)
    assert store.data == {key("stats"): text}


def test_a_tab_reads_the_statistics_another_tab_saved_without_moving_bad_ones() -> None:
    store = MemoryStore()
    assert read_stats(store, NS) is None
    save_stats(store, NS, played_everywhere())
    assert read_stats(store, NS) == played_everywhere()
    store.data[key("stats")] = "{bad"
    assert read_stats(store, NS) is None and store.data[key("stats")] == "{bad"
