"""The daily deal in the page's words: "Mano del giorno" on the start screen deals today's
hand (the same for everyone, from the UTC date: :mod:`briscola.learn.daily`), two players
against the hard level, played and saved like any game.

A player may play the day's deal again; the first result of the day is the one that counts
(in the statistics' days and streaks), and the result screen says so on a replay. Every hand
played counts in the table's statistics as usual.
"""

from __future__ import annotations

import datetime
import math
from typing import TYPE_CHECKING, Final

from briscola.app.screens.start import DailyOffer
from briscola.i18n import text

if TYPE_CHECKING:
    from briscola.app.game.session import Session
    from briscola.app.ports import Clock
    from briscola.app.state import PageState
    from briscola.app.statistics.counts import Stats


CLOCK_DAYS: Final = (datetime.date(1970, 1, 1), datetime.date(2262, 4, 10))
"""The days a clock of the page can read: Python's clock counts nanoseconds since 1970 in 64
bits, and the browser's is kept inside that span as Pyodide starts (static/pyodide-boot.mjs),
starting from 1970-01-01 or 2261-04-11 when the device's clock reads outside it."""
DAILY_DAYS: Final = ("2026-12-01", "2261-04-10")
"""The days the daily deal is dealt for: from its first day to the last day a clock of the
page reads for real. A clock reading another day is wrong (a phone reset to 1969-12-31, a
clock set to 9999-12-31), and the daily deal says it cannot be dealt."""
DAY_MS: Final = 86_400_000


def today(clock: Clock) -> str:
    """The UTC date of the page's clock, ``YYYY-MM-DD``, within :data:`CLOCK_DAYS`.

    >>> class At:
    ...     def __init__(self, ms: float) -> None: self.ms = ms
    ...     def now_ms(self) -> float: return self.ms
    >>> today(At(1_796_083_200_000)), today(At(-86_400_000)), today(At(2.5e14))
    ('2026-12-01', '1970-01-01', '2262-04-10')
    """
    first, last = CLOCK_DAYS
    ms = clock.now_ms()
    days = int(ms // DAY_MS) if math.isfinite(ms) else 0
    return (first + datetime.timedelta(days=min(max(days, 0), (last - first).days))).isoformat()


def daily_today(clock: Clock) -> str | None:
    """Today's date for the daily deal, or None when the page's clock cannot be right
    (outside :data:`DAILY_DAYS`)."""
    day = today(clock)
    first, last = DAILY_DAYS
    return day if first <= day <= last else None


def daily_day(state: PageState, session: Session | None) -> str:
    """The day whose deal the session's hand is ("" when it is another hand)."""
    daily = state.aids.daily
    if daily is None or session is None:
        return ""
    return daily[2] if daily[:2] == (session.hand_seed, session.hand_number) else ""


def streak_line(stats: Stats, day: str, lang: str) -> str:
    """The runs of days played and won up to ``day`` ("" before the first daily deal)."""
    if not stats.daily:
        return ""
    runs = stats.daily_streaks(day)
    return text(lang, "daily.streaks", played=runs.played, won=runs.won)


def first_result(stats: Stats, day: str, lang: str) -> str:
    """``day``'s first result in words ("vinta, 72 punti"), "" when not played."""
    entry = stats.daily.get(day)
    if entry is None:
        return ""
    result = text(lang, f"daily.res.{entry['result']}")
    return text(lang, "daily.first", result=result, points=entry["points"])


def daily_offer(state: PageState) -> DailyOffer:
    """The start screen's button and its line (which says why the button does nothing when
    the page's clock cannot be right)."""
    lang, day = state.lang, daily_today(state.ports.clock)
    if day is None:
        return DailyOffer(text(lang, "daily.open"), text(lang, "daily.no_clock"), False)
    if state.play.following and not state.idle_elsewhere():  # it would do nothing: say where
        return DailyOffer(text(lang, "daily.open"), text(lang, "daily.following"), False)
    played = first_result(state.saved.stats, day, lang)
    note = text(lang, "daily.played", first=played) if played else text(lang, "daily.new")
    streaks = streak_line(state.saved.stats, day, lang)
    return DailyOffer(text(lang, "daily.open"), f"{note} {streaks}".strip())


def daily_result(state: PageState, session: Session) -> str:
    """The result screen's line for the daily deal ("" for another hand)."""
    day = daily_day(state, session)
    if not day:
        return ""
    lang = state.lang
    streaks = streak_line(state.saved.stats, today(state.ports.clock), lang)
    if state.aids.daily_counted:
        return f"{text(lang, 'daily.counted')} {streaks}".strip()
    first = first_result(state.saved.stats, day, lang)
    return f"{text(lang, 'daily.replay', first=first)} {streaks}".strip()
