"""``localStorage`` as the app layer's :class:`~briscola.app.storage.KeyValueStore`."""

from __future__ import annotations

from briscola.ui.browser import JsObject, text_or_none
from briscola.ui.quota import is_quota_error


class LocalStore:
    """Text values in the browser's ``localStorage``.

    ``getItem`` answers JavaScript ``null`` for a missing key, which Pyodide turns into
    ``jsnull`` (not None): :meth:`get` returns None for it. A full or forbidden storage
    never breaks the game: writes that fail are counted in :attr:`failed_writes`, and
    :attr:`full` says whether the last write failed because the storage is full.
    """

    def __init__(self, storage: JsObject) -> None:
        self.storage = storage
        self.failed_writes = 0
        self.full = False
        """True from a write refused for lack of space until a write succeeds."""

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        try:
            return text_or_none(self.storage.getItem(key))
        except Exception:
            return None

    def set(self, key: str, value: str) -> None:
        """Store ``value`` under ``key`` (a quota error is counted and noted, not raised)."""
        try:
            self.storage.setItem(key, value)
        except Exception as error:
            self.failed_writes += 1
            self.full = self.full or is_quota_error(error)
        else:
            self.full = False

    def remove(self, key: str) -> None:
        """Delete ``key``."""
        try:
            self.storage.removeItem(key)
        except Exception:
            self.failed_writes += 1

    def keys(self) -> list[str]:
        """Every key in the storage."""
        try:
            found = (text_or_none(self.storage.key(i)) for i in range(int(self.storage.length)))
            return [key for key in found if key is not None]
        except Exception:
            return []
