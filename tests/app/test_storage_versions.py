"""Data left by other versions is kept under backup keys, and explained."""

from __future__ import annotations

import json

from briscola.app.game.session import Session
from briscola.app.saved.storage import BACKUP_SUFFIX, MemoryStore, old_keys, retire_old
from briscola.setup.settings import Settings
from tests.support.stores import backup_texts, key, load_now


def test_old_keys_are_found_and_retired() -> None:
    store = MemoryStore(
        {
            "briscola:v0:session": "{}",
            "briscola:session": "x",
            "briscola:v1:session" + BACKUP_SUFFIX: "kept",
            key("session"): "mine",
            "briscola:v1:lock": "{}",
            "other-app": "1",
        }
    )
    assert old_keys(store.data) == ["briscola:session", "briscola:v0:session"]
    assert retire_old(store, list(store.data)) == ["briscola:session", "briscola:v0:session"]
    assert store.data["briscola:v0:session" + BACKUP_SUFFIX] == "{}"
    assert "briscola:v0:session" not in store.data and store.data["other-app"] == "1"


def test_a_save_of_another_version_is_backed_up_and_the_game_starts_afresh() -> None:
    saved = Session.new(Settings(), seed=1).to_json()
    saved["version"] = 0
    text = json.dumps(saved)
    store = MemoryStore({key("session"): text})
    loaded = load_now(store)
    assert loaded.session is None and loaded.problems == ["session"]
    assert backup_texts(store, "session") == [text] and key("session") not in store.data
