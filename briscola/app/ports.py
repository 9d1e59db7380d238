"""What the controller needs from the page around it, as protocols: the browser gives the
real ones (:mod:`briscola.ui.tabs`, :mod:`briscola.ui.browser`), the tests small fakes."""

from __future__ import annotations

from typing import Protocol


class Lock(Protocol):
    """The lock that says which tab plays the game (see :mod:`briscola.app.saved.tablock`)."""

    def acquire(self, force: bool = False, shared: bool = False) -> bool:
        """Take the lock if nobody else holds it (or anyway, with ``force``); ``shared``:
        this tab plays a shared hand in memory (the saved game is not in play here)."""
        ...

    def shared_elsewhere(self) -> bool:
        """True when another tab holds the lock and plays a shared hand there."""
        ...

    def owns(self) -> bool:
        """True while the stored lock is this tab's."""
        ...

    def renew(self) -> bool:
        """Refresh the lock; False if another tab has taken it."""
        ...


class Clock(Protocol):
    """The time, and how people read it."""

    def now_ms(self) -> float:
        """Milliseconds since the epoch."""
        ...

    def local_time(self, ms: int, lang: str) -> str:
        """A time (ms since the epoch) written for people in ``lang``."""
        ...
