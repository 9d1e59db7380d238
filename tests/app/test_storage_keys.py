"""Keys namespaced by the site's path, the move of the keys of the version before, and the
backup slots with their time and reason."""

from __future__ import annotations

import json

import pytest

from briscola.app.game.session import Session
from briscola.app.saved.storage import (
    BACKUPS_KEPT,
    MemoryStore,
    Namespace,
    back_up,
    backups,
    load,
    parse_any,
    save_settings,
    set_aside,
    site_of,
)
from briscola.app.saved.tablock import TabLock
from briscola.setup.settings import Settings
from tests.support.stores import NOW, FullStore


@pytest.mark.parametrize(
    ("path", "site"),
    [
        ("/", "/"),
        ("/index.html", "/"),
        ("/repo/", "/repo/"),
        ("/a/b/index.html", "/a/b/"),
        ("", "/"),
    ],
)
def test_the_site_is_the_path_up_to_its_last_slash(path: str, site: str) -> None:
    assert site_of(path) == site


def test_two_copies_on_one_origin_keep_their_own_saves() -> None:
    store = MemoryStore()
    mine, fork = Namespace("/briscola/"), Namespace("/fork/")
    save_settings(store, mine, Settings(language="de"))
    save_settings(store, fork, Settings(language="en"))
    assert set(store.data) == {"briscola:/briscola/:v1:settings", "briscola:/fork/:v1:settings"}
    assert load(store, mine, NOW).settings.language == "de"
    assert load(store, fork, NOW).settings.language == "en"


def test_the_first_copy_opened_takes_the_keys_of_the_version_before() -> None:
    session = Session.new(Settings(), seed=4)
    text = json.dumps(session.to_json())
    store = MemoryStore(
        {
            "briscola:v1:session": text,
            "briscola:v1:settings": json.dumps(Settings(language="en").to_json()),
            "briscola:v1:stats:backup": "old backup",
        }
    )
    first = load(store, Namespace("/first/"), NOW)
    assert first.session is not None and first.session.to_json() == session.to_json()
    assert first.settings.language == "en" and first.problems == []
    assert not any(k.startswith("briscola:v1:") for k in store.data)
    kept = backups(store, Namespace("/first/"))
    assert [(b.kind, b.reason, b.text) for b in kept] == [("stats", "earlier-backup", "old backup")]
    second = load(store, Namespace("/second/"), NOW)
    assert second.session is None and second.settings == Settings()


def test_a_legacy_value_does_not_overwrite_the_sites_own() -> None:
    ns = Namespace("/")
    store = MemoryStore({ns.key("settings"): '{"language": "de"}', "briscola:v1:settings": "{}"})
    assert load(store, ns, NOW).settings.language == "de"
    assert [b.text for b in backups(store, ns)] == ["{}"]
    assert "briscola:v1:settings" not in store.data


def test_backups_keep_the_last_five_with_time_and_reason() -> None:
    ns, store = Namespace("/"), MemoryStore()
    for number in range(BACKUPS_KEPT + 2):
        assert back_up(store, ns, "session", f"text {number}", "unreadable", NOW + number) == (
            number + 1
        )
    kept = backups(store, ns)
    assert [b.text for b in kept] == [f"text {n}" for n in range(2, BACKUPS_KEPT + 2)]
    assert [b.slot for b in kept] == list(range(3, BACKUPS_KEPT + 3))
    assert kept[-1].saved == int(NOW) + BACKUPS_KEPT + 1 and kept[-1].reason == "unreadable"
    assert kept[0].size == len("text 2")


def test_every_refusal_gets_its_own_slot() -> None:
    # Each load of a bad value used to overwrite the one backup key.
    ns, store = Namespace("/"), MemoryStore()
    for text in ("{bad one", "{bad two"):
        store.set(ns.key("settings"), text)
        assert load(store, ns, NOW).problems == ["settings"]
    assert [b.text for b in backups(store, ns)] == ["{bad one", "{bad two"]


def test_the_same_text_twice_takes_one_slot() -> None:
    ns, store = Namespace("/"), MemoryStore()
    first = back_up(store, ns, "stats", "{bad", "unreadable", NOW)
    again = back_up(store, ns, "stats", "{bad", "unreadable", NOW + 1)
    assert first == again == 1 and len(backups(store, ns)) == 1


def test_set_aside_keeps_the_game() -> None:
    ns = Namespace("/")
    store = MemoryStore({ns.key("session"): "{}"})
    set_aside(store, ns, "session", NOW)
    assert ns.key("session") not in store.data
    assert [(b.reason, b.text) for b in backups(store, ns)] == [("set-aside", "{}")]


def test_a_value_that_cannot_be_backed_up_stays_where_it_is() -> None:
    ns = Namespace("/")
    store = FullStore({ns.key("session"): "{bad"})
    assert load(store, ns, NOW).problems == ["session"]
    assert store.data == {ns.key("session"): "{bad"}


def test_an_unreadable_lock_is_moved_aside_and_a_good_one_stays() -> None:
    ns = Namespace("/")
    deep = "[" * 100_000 + "]" * 100_000
    store = MemoryStore({ns.key("lock"): deep})
    load(store, ns, NOW)
    assert ns.key("lock") not in store.data and backups(store, ns)[0].text == deep
    good = TabLock("tab-a", NOW).to_text()
    store = MemoryStore({ns.key("lock"): good})
    load(store, ns, NOW)
    assert store.data == {ns.key("lock"): good}


@pytest.mark.parametrize(
    ("key", "parsed"),
    [
        ("briscola:/x/:v1:stats:backup:12", ("stats", 12)),
        ("briscola:/a:v1:b/:v1:lock", ("lock", None)),
        ("briscola:/x/:v1:stats:backup:0", None),
        ("briscola:/x/:v1:colour", None),
        ("briscola:x:v1:stats", None),
        ("briscola:v1:session:backup", ("session", 0)),
        ("other:/x/:v1:stats", None),
    ],
)
def test_keys_of_any_site_are_read_by_kind(key: str, parsed: object) -> None:
    assert parse_any(key) == parsed
