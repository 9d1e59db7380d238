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

    def acquire(self, force: bool = False) -> bool:
        """Take the lock if nobody else holds it (or anyway, with ``force``)."""
        if force or tablock.may_play(self.store.get(self.key), self.me, now_ms()):
            self.store.set(self.key, tablock.TabLock(self.me, now_ms()).to_text())
            self.playing = self.owns()
        else:
            self.playing = False
        return self.playing

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
        self.store.set(self.key, tablock.TabLock(self.me, now_ms()).to_text())
        return True

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
            owner = tablock.holder(text_or_none(event.newValue), now_ms())
            if self.playing and owner != self.me:
                self.playing = False
                lost()
            elif not self.playing and owner is None:
                freed()
        elif key is not None and key.startswith("briscola:"):
            changed(key)
