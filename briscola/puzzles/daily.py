"""The puzzle of the day: the same for everyone, from the UTC date alone, like the daily deal.

Its index in the set is the first 8 bytes of SHA-256(``"briscola-puzzle " + date``) as an
integer, modulo the set's size; ``date`` is ``YYYY-MM-DD`` (``briscola.learn.daily.day_of``).
"""

from __future__ import annotations

import hashlib
from typing import Final

from briscola.learn.daily import check_day

PREFIX: Final = "briscola-puzzle "


def daily_index(day: str, size: int) -> int:
    """The index of ``day``'s puzzle in a set of ``size``.

    >>> daily_index("2026-12-01", 600) == daily_index("2026-12-01", 600)
    True
    >>> 0 <= daily_index("2026-12-02", 600) < 600
    True
    """
    check_day(day)
    if size < 1:
        raise ValueError("an empty set has no puzzle of the day")
    digest = hashlib.sha256((PREFIX + day).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % size
