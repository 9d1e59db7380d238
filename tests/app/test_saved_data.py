"""Export, import, restore and erase: the player's saved data never gets lost on the way."""

from __future__ import annotations

import json

import pytest

from briscola.app.game.session import Session
from briscola.app.saved import data_file
from briscola.app.saved.storage import (
    MemoryStore,
    Namespace,
    back_up,
    backups,
    load,
    save_session,
    save_settings,
    save_stats,
)
from briscola.app.statistics.counts import Stats, TableKey
from briscola.engine.errors import InvalidStateError
from briscola.setup.settings import Settings
from tests.support.stores import NOW

SITE = "/briscola/"
NS = Namespace(SITE)


def a_store() -> MemoryStore:
    """A store with settings, statistics, a game and one backup, plus another site's data."""
    store = MemoryStore({"briscola:/other/:v1:settings": "{}", "unrelated": "x"})
    save_settings(store, NS, Settings(language="en", players=3))
    stats = Stats()
    stats.add_hand(TableKey(3, "classic", "medium"), "won", 70)
    save_stats(store, NS, stats)
    save_session(store, NS, Session.new(Settings(players=3), seed=9))
    back_up(store, NS, "session", "{old", "unreadable", NOW - 5, "not JSON")
    return store


def test_the_export_holds_every_key_of_the_site_and_nothing_else() -> None:
    store = a_store()
    data = json.loads(data_file.export_all(store, SITE, NOW))
    assert data["format"] == "briscola-saved-data" and data["version"] == 1
    assert data["site"] == SITE and data["exported"] == int(NOW)
    assert set(data["keys"]) == {NS.key(k) for k in ("settings", "stats", "session")} | {
        NS.backup_key("session", 1)
    }
    assert all(data["keys"][k] == store.data[k] for k in data["keys"])


def test_erase_then_import_gives_everything_back() -> None:
    store = a_store()
    before = {k: v for k, v in store.data.items() if k.startswith(NS.prefix)}
    exported = data_file.erase(store, SITE, NOW)
    assert not any(k.startswith(NS.prefix) for k in store.data)
    assert store.data["briscola:/other/:v1:settings"] == "{}"
    report = data_file.import_all(store, SITE, exported, NOW + 1)
    assert sorted(report.imported) == ["session", "settings", "stats"] and not report.refused
    assert report.backups_added == 1
    after = {k: v for k, v in store.data.items() if k.startswith(NS.prefix)}
    assert after == before


def test_an_import_from_another_site_is_mapped_by_kind_and_backs_up_what_it_replaces() -> None:
    source = a_store()
    exported = data_file.export_all(source, SITE, NOW)
    target = MemoryStore()
    fork = Namespace("/fork/")
    save_settings(target, fork, Settings(language="de"))
    old_settings = target.data[fork.key("settings")]
    report = data_file.import_all(target, "/fork/", exported, NOW)
    assert not report.refused
    assert load(target, fork, NOW).settings.language == "en"
    infos = data_file.backups(target, "/fork/")
    assert ("settings", "replaced") in {(b.kind, b.reason) for b in infos}
    assert old_settings in {b.text for b in backups(target, fork)}


def test_bad_parts_of_a_file_are_refused_with_a_reason_and_the_rest_imported() -> None:
    store = a_store()
    data = json.loads(data_file.export_all(store, SITE, NOW))
    data["keys"][NS.key("session")] = '{"format": "briscola-session", "version": 2}'
    data["keys"]["briscola:/x/:v1:colour"] = "red"
    data["keys"][NS.key("lock")] = '{"owner": "t", "beat": 1}'
    data["keys"][NS.key("stats")] = json.dumps({"tables": {"6": {"hands_won": 4}}})
    target = MemoryStore()
    save_session(target, NS, Session.new(Settings(), seed=1))
    current = target.data[NS.key("session")]
    report = data_file.import_all(target, SITE, json.dumps(data), NOW)
    refused = dict(report.refused)
    # The lock is passed over without a word: it is not the player's data.
    assert set(refused) == {NS.key("session"), "briscola:/x/:v1:colour"}
    assert NS.key("lock") not in target.data
    assert "hand_seed" in refused[NS.key("session")]
    assert target.data[NS.key("session")] == current  # kept: the file's one was refused
    assert load(target, NS, NOW).stats.get(6, "hands_won") == 4


@pytest.mark.parametrize(
    "text",
    [
        "[" * 50_000 + "]" * 50_000,
        "{not json",
        '{"format": "briscola-saved-data", "version": 2, "keys": {}}',
        '{"format": "something", "version": 1, "keys": {}}',
        '{"format": "briscola-saved-data", "version": 1, "keys": []}',
        '{"format": "briscola-saved-data", "version": true, "keys": {}}',
        "x" * 5_000_000,
    ],
)
def test_a_file_that_is_not_saved_data_changes_nothing(text: str) -> None:
    store = a_store()
    before = dict(store.data)
    with pytest.raises(InvalidStateError):
        data_file.import_all(store, SITE, text, NOW)
    assert store.data == before


def test_restore_puts_a_backup_back_and_keeps_the_value_it_replaces() -> None:
    store = a_store()
    first = Session.new(Settings(players=3), seed=2)
    text = json.dumps(first.to_json())
    slot = back_up(store, NS, "session", text, "replaced", NOW)
    assert slot is not None
    current = store.data[NS.key("session")]
    data_file.restore(store, SITE, "session", slot, NOW + 1)
    assert store.data[NS.key("session")] == text
    infos = data_file.backups(store, SITE)
    assert infos[-1].kind == "session" and infos[-1].time == int(NOW) + 1
    assert infos[-1].reason == "replaced" and infos[-1].size == len(current)


def test_an_unreadable_backup_is_not_restored() -> None:
    store = a_store()
    before = dict(store.data)
    with pytest.raises(InvalidStateError, match="not valid JSON"):
        data_file.restore(store, SITE, "session", 1, NOW)
    with pytest.raises(InvalidStateError, match="no backup 7"):
        data_file.restore(store, SITE, "session", 7, NOW)
    with pytest.raises(InvalidStateError):
        data_file.restore(store, SITE, "lock", 1, NOW)
    assert store.data == before


def test_the_backup_list_says_kind_slot_time_reason_and_size() -> None:
    store = a_store()
    assert data_file.backups(store, SITE) == [
        data_file.BackupInfo("session", 1, int(NOW) - 5, "unreadable", 4)
    ]


def test_the_export_leaves_the_lock_out_and_its_import_refuses_nothing() -> None:
    store = a_store()
    store.set(NS.key("lock"), '{"owner": "t", "beat": 1}')
    exported = data_file.export_all(store, SITE, NOW)
    assert NS.key("lock") not in json.loads(exported)["keys"]
    report = data_file.import_all(store, SITE, exported, NOW)
    assert not report.refused and report.imported


@pytest.mark.parametrize("saved", [2**60, 10**300, -5, 1e300, 8_640_000_000_000_001])
def test_a_backup_whose_time_is_not_a_time_is_refused(saved: float) -> None:
    store = a_store()
    before = dict(store.data)
    envelope = {"saved": saved, "reason": "replaced", "detail": "", "text": "{}"}
    data = {"format": "briscola-saved-data", "version": 1, "site": SITE, "exported": 1}
    data["keys"] = {NS.key("stats") + ":backup:1": json.dumps(envelope)}
    report = data_file.import_all(store, SITE, json.dumps(data), NOW)
    assert [reason for _, reason in report.refused] == [
        "not a backup (its time, reason or text is not valid)"
    ]
    assert store.data == before
