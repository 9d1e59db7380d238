"""Stores and saved texts the storage tests load: the namespace and clock of a page served at
the root, a full localStorage, and statistics as an older version wrote them."""

from __future__ import annotations

from briscola.app.saved.storage import KeyValueStore, Loaded, MemoryStore, Namespace, backups, load

NS = Namespace("/")
"""The namespace of a page served at the origin's root."""
NOW = 1_797_000_000_000.0
"""A fixed clock (ms since the epoch) for the backups' times."""


def key(kind: str) -> str:
    """The key of ``kind`` in :data:`NS`."""
    return NS.key(kind)


def load_now(store: KeyValueStore) -> Loaded:
    """``storage.load`` in :data:`NS` at :data:`NOW`."""
    return load(store, NS, NOW)


def backup_texts(store: KeyValueStore, kind: str) -> list[str]:
    """The texts of the backups of ``kind``, oldest first."""
    return [b.text for b in backups(store, NS) if b.kind == kind]


class FullStore(MemoryStore):
    """A store that takes no new key (a full localStorage)."""

    def set(self, key: str, value: str) -> None:
        if key in self.data:
            self.data[key] = value


# Written by the version that counted per table size only (Stats.count, format version 1):
# 5 won, 3 lost and 1 drawn hands and 2 series won at two players, and so on.
STATS_VERSION_1 = (
    '{"format": "briscola-stats", "version": 1, "tables": {"2": {"hands_won": 5, "hands_lost": 3, '
    '"hands_tied": 1, "series_won": 2, "series_lost": 0}, "3": {"hands_won": 0, "hands_lost": 2, '
    '"hands_tied": 0, "series_won": 0, "series_lost": 0}, "4": {"hands_won": 4, "hands_lost": 0, '
    '"hands_tied": 0, "series_won": 0, "series_lost": 1}, "5": {"hands_won": 1, "hands_lost": 0, '
    '"hands_tied": 0, "series_won": 0, "series_lost": 0}, "6": {"hands_won": 0, "hands_lost": 0, '
    '"hands_tied": 2, "series_won": 0, "series_lost": 0}}}'
)
"""Statistics saved in format version 1."""
