"""The saved render in the page: kept after each render, taken over at start-up.

``static/paint.js`` paints the last screen from the store before Python runs and leaves
``window.briscolaPaint``: ``{build: <this build's id>, shown: <the record's text, if it
painted it>}``. :meth:`Painter.adopt` tells the page's :class:`~briscola.ui.screen.Screen`
that this HTML is already in the page, so the first render writes only what differs (no
element is replaced, no visible jump); :meth:`Painter.save` keeps each steady screen.
"""

from __future__ import annotations

from typing import Final

from briscola.app.saved import paint
from briscola.app.saved.storage import Namespace
from briscola.engine.errors import InvalidStateError
from briscola.ui import browser
from briscola.ui.local_store import LocalStore
from briscola.ui.screen import Screen

KIND: Final = "paint"


class Painter:
    """Keeps the page's last steady screen under the site's ``paint`` key."""

    def __init__(self, store: LocalStore, ns: Namespace, build: str) -> None:
        self.store = store
        self.key = ns.key(KIND)
        self._settings_key = ns.key("settings")
        self._session_key = ns.key("session")
        self.build = build
        self._sums: tuple[str | None, str | None, str] | None = None
        self._kept: str | None = None

    def _sum(self) -> str:
        settings, session = self.store.get(self._settings_key), self.store.get(self._session_key)
        if self._sums is None or self._sums[:2] != (settings, session):
            self._sums = (settings, session, paint.checksum(settings, session))
        return self._sums[2]

    def adopt(self, screen: Screen, shown: str | None) -> bool:
        """Let ``screen`` take over the render ``paint.js`` painted (its record's text
        ``shown``), if it still matches the store; True if it did."""
        if not shown:
            return False
        try:
            painted = paint.decode(shown)
            if painted.build != self.build or painted.sum != self._sum():
                return False
        except (InvalidStateError, UnicodeEncodeError):  # a lone surrogate in a saved text
            return False
        screen.adopt(painted.writes, painted.layout)
        self._kept = shown
        return True

    def save(self, screen: Screen, steady: bool) -> None:
        """Keep what the page shows now, if it is a steady screen this page may keep (not
        while a finished trick is held, nor in a tab that follows another)."""
        name = screen.current
        if not steady or name not in paint.SCREENS or self.store.full:
            return
        try:
            total = self._sum()
        except UnicodeEncodeError:  # a lone surrogate in a hand-edited value: keep nothing
            self.store.remove(self.key)
            return
        document = browser.document
        state = {
            name: browser.attribute(document.body, f"data-{name}") or ""
            for name in ("screen", "phase", "hold", "following", "felt")
        }
        record = paint.encode(
            paint.Painted(
                self.build,
                total,
                name,
                str(document.documentElement.lang),
                str(document.title),
                state,
                screen.layout_key if name == "table" else "",
                screen.writes_for(name),
            )
        )
        if record == self._kept:
            return
        if len(record) > paint.MAX_CHARS:
            self.store.remove(self.key)
            self._kept = None
            return
        self.store.set(self.key, record)
        if self.store.get(self.key) == record:
            self._kept = record
            return
        # No room for it: the saved render is a convenience, never a reason to say that
        # the storage is full (the game's own saves decide that).
        self.store.unsaved.discard(self.key)
        self.store.remove(self.key)
        self._kept = None


def make_painter(store: object, ns: Namespace) -> Painter | None:
    """The page's painter: None without ``localStorage`` or without ``static/paint.js``."""
    found = getattr(browser.window, "briscolaPaint", None)
    build = browser.text_or_none(getattr(found, "build", None)) if found else None
    if not build or not isinstance(store, LocalStore):
        return None
    return Painter(store, ns, build)


def shown_render() -> str | None:
    """The text of the record ``paint.js`` painted at this load, if it painted one."""
    found = getattr(browser.window, "briscolaPaint", None)
    return browser.text_or_none(getattr(found, "shown", None)) if found else None
