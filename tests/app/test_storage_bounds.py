"""A value too long or nested too deep is refused before it is parsed, and moved aside."""

from __future__ import annotations

import json
from typing import Any

import pytest

from briscola.app.saved.storage import MemoryStore, read_session, read_settings
from briscola.app.saved.tablock import TabLock, may_play
from briscola.app.statistics.counts import Stats
from briscola.setup.settings import Settings
from tests.support.stores import NS, backup_texts, key, load_now

DEEP_20_KB = "[" * 10_000 + "]" * 10_000
DEEP_100K = "[" * 100_000 + "]" * 100_000
DEEP_OBJECT = '{"a":' * 50_000 + "1" + "}" * 50_000
DEEP = pytest.mark.parametrize(
    "text", [DEEP_20_KB, DEEP_100K, DEEP_OBJECT], ids=["20-kb", "100k-levels", "objects"]
)


@pytest.fixture
def no_deep_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if a deeply nested text reaches ``json.loads`` (in Pyodide that
    overflows the browser's stack, a fatal error no ``except`` can catch)."""
    real = json.loads

    def guarded(text: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(text, str) and text.startswith(("[" * 40, '{"a":' * 40)):
            raise AssertionError("a deeply nested value reached json.loads")
        return real(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", guarded)


@pytest.mark.usefixtures("no_deep_parse")
@pytest.mark.parametrize("kind", ["settings", "stats", "session"])
@DEEP
def test_a_deep_value_is_refused_unparsed_and_moved_aside(kind: str, text: str) -> None:
    store = MemoryStore({key(kind): text})
    loaded = load_now(store)
    assert loaded.problems == [kind]
    assert "levels deep" in loaded.details[kind] or "too long" in loaded.details[kind]
    assert loaded.settings == Settings() and loaded.stats == Stats() and loaded.session is None
    assert key(kind) not in store.data and backup_texts(store, kind) == [text]
    assert load_now(store).problems == []  # the next start is clean


@pytest.mark.usefixtures("no_deep_parse")
def test_a_huge_value_is_refused_by_its_length() -> None:
    text = '{"language": "' + "x" * 300_000 + '"}'
    store = MemoryStore({key("settings"): text})
    loaded = load_now(store)
    assert loaded.problems == ["settings"] and "too long" in loaded.details["settings"]


@pytest.mark.usefixtures("no_deep_parse")
@DEEP
def test_a_deep_lock_is_no_lock(text: str) -> None:
    # TabLock.from_text raised RecursionError at 100,000 levels.
    assert TabLock.from_text(text) is None
    assert may_play(text, "tab-b", 1.0)


@pytest.mark.usefixtures("no_deep_parse")
def test_a_following_tab_reads_a_deep_value_as_nothing() -> None:
    store = MemoryStore({key("session"): DEEP_100K, key("settings"): DEEP_100K})
    assert read_session(store, NS) is None and read_settings(store, NS) is None
    assert store.data == {key("session"): DEEP_100K, key("settings"): DEEP_100K}
