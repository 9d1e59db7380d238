"""Two tabs, one game: the tab holding the lock plays and saves; another one follows.

The lock lives in ``localStorage`` under the site's ``lock`` key (see
:mod:`briscola.app.saved.tablock`). The owner renews it
every couple of seconds and drops it when the page is hidden for good; the ``storage``
event tells each tab when the lock or the saved game changed in another tab.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from briscola.app.saved import tablock
from briscola.app.saved.storage import KeyValueStore
from briscola.ui.browser import JsObject, navigation_type, now_ms, session_storage, text_or_none

_TAB_ID_KEY = "briscola:tab"


def tab_id() -> str:
    """This tab's id: kept across reloads of the tab, new for a new (or duplicated) tab."""
    storage = session_storage()
    previous = None
    if storage and navigation_type() == "reload":
        try:
            previous = text_or_none(storage.getItem(_TAB_ID_KEY))
        except Exception:
            previous = None
    me = previous or f"tab-{random.SystemRandom().getrandbits(48):012x}"
    if storage:
        with contextlib.suppress(Exception):
            storage.setItem(_TAB_ID_KEY, me)
    return me


class TabGuard:
    """Whether this tab plays the game, and the lock that says so."""

    def __init__(
        self, store: KeyValueStore, me: str, key: str, full: Callable[[], bool] = lambda: False
    ) -> None:
        self.store = store
        self.me = me
        self.key = key
        """The lock's key (``Namespace.key("lock")``)."""
        self.full = full
        """Whether the store refuses writes for lack of space (then the lock cannot be
        written, and this tab plays unless another one holds a fresh lock)."""
        self.playing = False
        self.shared = False
        """This tab plays a shared hand in memory (its lock says so to the other tabs)."""
        self.seen_shared = False
        """What the lock of the tab that plays said last: a shared hand, or the game."""

    def acquire(self, force: bool = False, shared: bool = False) -> bool:
        """Take the lock if nobody else holds it (or anyway, with ``force``); ``shared``:
        this tab plays a shared hand in memory."""
        if force or tablock.may_play(self.store.get(self.key), self.me, now_ms()):
            self.shared = shared
            self.store.set(self.key, tablock.TabLock(self.me, now_ms(), shared).to_text())
            self.playing = self.owns()
        else:
            self.playing = False
        return self.playing

    def shared_elsewhere(self) -> bool:
        """True when another tab holds the lock and plays a shared hand there."""
        return tablock.shared_elsewhere(self.store.get(self.key), self.me, now_ms())

    def owns(self) -> bool:
        """True if the stored lock is this tab's (checked before every save), or if no other
        tab holds one and this tab's could not be written because the storage is full."""
        owner = tablock.holder(self.store.get(self.key), now_ms())
        return owner == self.me or (owner is None and self.full())

    def renew(self) -> bool:
        """Refresh the lock; False if another tab has taken it meanwhile."""
        if not self.playing:
            return False
        current = tablock.TabLock.from_text(self.store.get(self.key))
        if current is not None and current.owner != self.me:
            self.playing = False
            return False
        self.store.set(self.key, tablock.TabLock(self.me, now_ms(), self.shared).to_text())
        return True

    @staticmethod
    def _shared(text: str | None) -> bool:
        lock = tablock.TabLock.from_text(text)
        return lock is not None and lock.shared

    def release(self) -> None:
        """Give the game up (the page is going away)."""
        if self.playing and self.owns():
            self.store.remove(self.key)
        self.playing = False

    def on_storage(
        self,
        event: JsObject,
        lost: Callable[[], None],
        freed: Callable[[], None],
        changed: Callable[[str], None],
    ) -> None:
        """React to another tab's write: the lock taken or freed, or the saved data changed."""
        key = text_or_none(event.key)
        if key == self.key:
            text = text_or_none(event.newValue)
            owner = tablock.holder(text, now_ms())
            if self.playing and owner != self.me:
                self.playing = False
                lost()
            elif not self.playing and owner is None:
                freed()
            elif not self.playing and self.seen_shared != self._shared(text):
                # The tab that plays went from the game to a shared hand, or back: say so.
                self.seen_shared = not self.seen_shared
                changed(key)
        elif key is not None and key.startswith("briscola:"):
            changed(key)
