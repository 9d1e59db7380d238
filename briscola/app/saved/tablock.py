"""Which browser tab plays the game: a lock record in the shared store, renewed by its owner.

Only the tab holding the lock saves, so two tabs never interleave their saves. A tab that
finds a fresh lock of another tab only follows the game; a lock not renewed for
:data:`STALE_MS` belongs to a tab that has gone, and may be taken.
"""

from __future__ import annotations

import json
from typing import Any, Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.jsonio import loads_bounded
from briscola.engine.tuples import NamedTuple

MAX_CHARS: Final = 1_000
"""Longest lock text read (a lock is a few dozen characters)."""
RENEW_MS: Final = 2_000
"""How often the owner renews the lock."""
STALE_MS: Final = 7_000
"""A lock older than this is abandoned (its tab was closed or frozen)."""


class TabLock(NamedTuple):
    """The tab ``owner`` held the game at time ``beat`` (milliseconds since the epoch);
    ``shared``: it plays a shared hand in memory, so the saved game is not in play there.

    >>> lock = TabLock("tab-a", 1000.0)
    >>> TabLock.from_text(lock.to_text()) == lock, TabLock("b", 1.0, True).to_text()
    (True, '{"owner": "b", "beat": 1.0, "shared": true}')
    >>> TabLock.from_text("garbage") is None, TabLock.from_text("[" * 100_000) is None
    (True, True)
    """

    owner: str
    beat: float
    shared: bool = False

    def to_text(self) -> str:
        """The lock as stored (``shared`` only when true, as the page wrote it before)."""
        data: dict[str, object] = {"owner": self.owner, "beat": self.beat}
        if self.shared:
            data["shared"] = True
        return json.dumps(data)

    @classmethod
    def from_text(cls, text: str | None) -> TabLock | None:
        """The stored lock, or None if there is none or it cannot be read."""
        if not text:
            return None
        try:
            data = loads_bounded(text, "the lock", max_chars=MAX_CHARS)
        except InvalidStateError:
            return None
        return cls.from_data(data)

    @classmethod
    def from_data(cls, data: Any) -> TabLock | None:
        """The lock JSON ``data`` holds, or None if it is not one."""
        if not isinstance(data, dict):
            return None
        owner, beat = data.get("owner"), data.get("beat")
        if not isinstance(owner, str) or len(owner) > 100:
            return None
        if isinstance(beat, bool) or not isinstance(beat, (int, float)):
            return None
        if not 0 <= beat < 1e15:  # NaN and infinities are not a time either
            return None
        return cls(owner, float(beat), data.get("shared") is True)


def holder(text: str | None, now: float) -> str | None:
    """The tab holding the game now, or None when the lock is missing, unreadable or stale.

    >>> holder(TabLock("a", 1000.0).to_text(), 2000.0), holder(TabLock("a", 0).to_text(), 9e9)
    ('a', None)
    """
    lock = TabLock.from_text(text)
    if lock is None or not 0 <= now - lock.beat < STALE_MS:
        return None
    return lock.owner


def shared_elsewhere(text: str | None, me: str, now: float) -> bool:
    """True when another tab holds a fresh lock and plays a shared hand there.

    >>> shared_elsewhere(TabLock("a", 1000.0, True).to_text(), "b", 2000.0)
    True
    >>> shared_elsewhere(TabLock("a", 1000.0, True).to_text(), "a", 2000.0)
    False
    """
    lock = TabLock.from_text(text)
    return holder(text, now) not in (None, me) and lock is not None and lock.shared


def may_play(text: str | None, me: str, now: float) -> bool:
    """True when tab ``me`` may play: nobody else holds a fresh lock."""
    owner = holder(text, now)
    return owner is None or owner == me
