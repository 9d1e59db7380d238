"""The daily deal: one deal a day, the same for everyone, from the UTC date alone (no
server), two players against the hard level; and the streaks of days played and won.

The day's seed is the first 8 bytes of SHA-256(``"briscola-daily " + date``), as an
integer, halved to fit a hand seed (below 2⁶³); ``date`` is the ISO text ``YYYY-MM-DD``.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Mapping
from typing import Final

from briscola.engine.errors import InvalidStateError
from briscola.engine.values import value
from briscola.learn.share import SharedDeal
from briscola.setup.settings import Settings

PREFIX: Final = "briscola-daily "
LEVEL: Final = "hard"


def day_of(moment: datetime.datetime) -> str:
    """The UTC date of an aware ``moment`` as ``YYYY-MM-DD``.

    >>> tz = datetime.timezone(datetime.timedelta(hours=2))
    >>> day_of(datetime.datetime(2026, 3, 1, 1, 30, tzinfo=tz))
    '2026-02-28'
    """
    if moment.tzinfo is None:
        raise ValueError("the moment must carry its time zone")
    return moment.astimezone(datetime.UTC).date().isoformat()


def check_day(day: str) -> datetime.date:
    """The date ``day`` names; :class:`InvalidStateError` unless it is ``YYYY-MM-DD``."""
    if not isinstance(day, str) or len(day) != 10 or not day.isascii():
        raise InvalidStateError(f"a day must be written YYYY-MM-DD, not {day!r:.30}")
    try:
        date = datetime.date.fromisoformat(day)
    except ValueError:
        raise InvalidStateError(f"{day!r} is not a date") from None
    if date.isoformat() != day:
        raise InvalidStateError(f"a day must be written YYYY-MM-DD, not {day!r}")
    return date


def daily_seed(day: str) -> int:
    """The hand seed of ``day``'s deal.

    >>> daily_seed("2026-12-01") == daily_seed("2026-12-01") != daily_seed("2026-12-02")
    True
    """
    check_day(day)
    digest = hashlib.sha256((PREFIX + day).encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def daily_deal(day: str, base: Settings | None = None) -> SharedDeal:
    """``day``'s deal: the classic game, two players, the computer at the hard level (the
    receiver's own display choices kept from ``base``)."""
    own = base or Settings()
    settings = own.replace(
        players=2,
        variant="classic",
        swap_seven=True,
        follow_suit=False,
        signals=False,
        best_of=1,
        levels=(LEVEL, *own.levels[1:]),
        people=(),
    )
    return SharedDeal(settings, daily_seed(day))


@value
class Streaks:
    """Consecutive days, up to today (or yesterday while today's deal is not played)."""

    played: int
    won: int


def streaks(days: Mapping[str, bool], today: str) -> Streaks:
    """The streaks of days played and days won, from ``days`` (each day played → won).

    >>> streaks({"2026-11-29": True, "2026-11-30": False, "2026-12-01": True}, "2026-12-01")
    Streaks(played=3, won=1)
    >>> streaks({"2026-11-29": True, "2026-11-30": True}, "2026-12-01")  # today not yet
    Streaks(played=2, won=2)
    >>> streaks({"2026-11-28": True}, "2026-12-01")
    Streaks(played=0, won=0)
    """
    day = check_day(today)
    played_on = {check_day(d) for d in days}
    won_on = {check_day(d) for d, won in days.items() if won}
    if day not in played_on:
        day -= datetime.timedelta(days=1)
    played = won = 0
    winning = True
    while day in played_on:
        played += 1
        winning = winning and day in won_on
        won += winning
        day -= datetime.timedelta(days=1)
    return Streaks(played, won)
