"""Saving and loading the page's data in a key-value store (the browser's localStorage).

Every value lives under a versioned key. Data that cannot be read (corrupt, edited by hand,
or from an unknown version) is never trusted and never lost: it is moved to a backup key,
a problem is reported for the page to explain in one sentence, and the game starts fresh.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, Final, NamedTuple, Protocol, TypeVar

from briscola.app.session import Session
from briscola.app.settings import Settings
from briscola.app.stats import Stats
from briscola.errors import BriscolaError

PREFIX: Final = "briscola"
KEYS: Final = {
    "settings": f"{PREFIX}:v1:settings",
    "stats": f"{PREFIX}:v1:stats",
    "session": f"{PREFIX}:v1:session",
}
BACKUP_SUFFIX: Final = ":backup"

T = TypeVar("T")


class KeyValueStore(Protocol):
    """The part of ``localStorage`` this module needs."""

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        ...

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        ...

    def remove(self, key: str) -> None:
        """Delete ``key`` (no error if absent)."""
        ...


class MemoryStore:
    """A dict-backed store for tests and for pages where ``localStorage`` is unavailable."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``."""
        self.data[key] = value

    def remove(self, key: str) -> None:
        """Delete ``key``."""
        self.data.pop(key, None)


class Loaded(NamedTuple):
    """What was found in the store; ``problems`` names each kind whose data was set aside."""

    settings: Settings
    stats: Stats
    session: Session | None
    problems: list[str]


def load(store: KeyValueStore) -> Loaded:
    """Read settings, statistics and the game in progress; bad data is backed up and reset.

    >>> store = MemoryStore({KEYS["session"]: "{not json"})
    >>> loaded = load(store)
    >>> loaded.session is None, loaded.problems, store.get(KEYS["session"] + BACKUP_SUFFIX)
    (True, ['session'], '{not json')
    """
    problems: list[str] = []
    settings = _read(store, "settings", Settings.from_json, problems) or Settings()
    stats = _read(store, "stats", Stats.from_json, problems) or Stats()
    session = _read(store, "session", Session.from_json, problems)
    return Loaded(settings, stats, session, problems)


def _read(
    store: KeyValueStore, kind: str, parse: Callable[[Any], T], problems: list[str]
) -> T | None:
    key = KEYS[kind]
    text = store.get(key)
    if text is None:
        return None
    try:
        return parse(json.loads(text))
    except (ValueError, TypeError, KeyError, BriscolaError, RecursionError):
        # JSONDecodeError and the engine's own errors are ValueErrors; a hand-edited file
        # can also produce wrong types anywhere. Keep the text, start afresh.
        store.set(key + BACKUP_SUFFIX, text)
        store.remove(key)
        problems.append(kind)
        return None


def set_aside(store: KeyValueStore, kind: str) -> None:
    """Move the saved ``kind`` ("session", "settings", "stats") under its backup key.

    >>> store = MemoryStore({KEYS["session"]: "{}"})
    >>> set_aside(store, "session"); store.data
    {'briscola:v1:session:backup': '{}'}
    """
    key = KEYS[kind]
    text = store.get(key)
    if text is not None:
        store.set(key + BACKUP_SUFFIX, text)
        store.remove(key)


def save_settings(store: KeyValueStore, settings: Settings) -> None:
    """Remember the start-screen choices."""
    store.set(KEYS["settings"], json.dumps(settings.to_json()))


def save_stats(store: KeyValueStore, stats: Stats) -> None:
    """Remember the statistics."""
    store.set(KEYS["stats"], json.dumps(stats.to_json()))


def save_session(store: KeyValueStore, session: Session | None) -> None:
    """Remember the game in progress (or forget it, with None)."""
    if session is None:
        store.remove(KEYS["session"])
    else:
        store.set(KEYS["session"], json.dumps(session.to_json(), separators=(",", ":")))


def old_keys(keys: Iterable[str]) -> list[str]:
    """Keys of this page's data written by another version (``briscola:v0:session``, …).

    >>> old_keys(["briscola:v1:session", "briscola:v0:session", "briscola:session", "other"])
    ['briscola:session', 'briscola:v0:session']
    """
    current = f"{PREFIX}:v1:"
    return sorted(
        key
        for key in keys
        if key.startswith(PREFIX + ":")
        and not key.startswith(current)
        and not key.endswith(BACKUP_SUFFIX)
    )


def retire_old(store: KeyValueStore, keys: Iterable[str]) -> list[str]:
    """Move data of other versions under backup keys; returns the keys moved.

    >>> store = MemoryStore({"briscola:v0:session": "{}"})
    >>> retire_old(store, list(store.data)), store.data
    (['briscola:v0:session'], {'briscola:v0:session:backup': '{}'})
    """
    moved = old_keys(keys)
    for key in moved:
        text = store.get(key)
        if text is not None:
            store.set(key + BACKUP_SUFFIX, text)
        store.remove(key)
    return moved
