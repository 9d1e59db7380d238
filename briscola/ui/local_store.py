"""``localStorage`` as the app layer's :class:`~briscola.app.saved.storage.KeyValueStore`."""

from __future__ import annotations

from briscola.ui.browser import JsObject, text_or_none
from briscola.ui.quota import is_quota_error


class LocalStore:
    """Text values in the browser's ``localStorage``.

    ``getItem`` answers JavaScript ``null`` for a missing key, which Pyodide turns into
    ``jsnull`` (not None): :meth:`get` returns None for it. A full or forbidden storage
    never breaks the game: writes that fail are counted in :attr:`failed_writes`, and
    :attr:`full` says whether some value could not be saved because the storage is full
    (until that key is written or removed: a small write that fits, such as the tab lock's,
    does not mean the game is saved again).
    """

    def __init__(self, storage: JsObject) -> None:
        self.storage = storage
        self.failed_writes = 0
        self.unsaved: set[str] = set()
        """Keys whose last write was refused for lack of space (their value is not saved)."""

    @property
    def full(self) -> bool:
        """True while some value is not saved for lack of space."""
        return bool(self.unsaved)

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
            if is_quota_error(error):
                self.unsaved.add(key)
        else:
            self.unsaved.discard(key)

    def remove(self, key: str) -> None:
        """Delete ``key``."""
        try:
            self.storage.removeItem(key)
        except Exception:
            self.failed_writes += 1
        else:
            self.unsaved.discard(key)

    def keys(self) -> list[str]:
        """Every key in the storage."""
        try:
            found = (text_or_none(self.storage.key(i)) for i in range(int(self.storage.length)))
            return [key for key in found if key is not None]
        except Exception:
            return []
