"""The daily deal in the page's words: "Mano del giorno" on the start screen deals today's
hand (the same for everyone, from the UTC date: :mod:`briscola.learn.daily`), two players
against the hard level, played and saved like any game.

A player may play the day's deal again; the first result of the day is the one that counts
(in the statistics' days and streaks), and the result screen says so on a replay. Every hand
played counts in the table's statistics as usual.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from briscola.app.start import DailyOffer
from briscola.i18n import text
from briscola.learn.daily import day_of

if TYPE_CHECKING:
    from briscola.app.ports import Clock
    from briscola.app.session import Session
    from briscola.app.state import PageState
    from briscola.app.stats import Stats


def today(clock: Clock) -> str:
    """The UTC date of the page's clock, ``YYYY-MM-DD``."""
    moment = datetime.datetime.fromtimestamp(clock.now_ms() / 1000, datetime.UTC)
    return day_of(moment)


def daily_day(state: PageState, session: Session | None) -> str:
    """The day whose deal the session's hand is ("" when it is another hand)."""
    daily = state.daily
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
    """The start screen's button and its line."""
    lang, day = state.lang, today(state.clock)
    played = first_result(state.stats, day, lang)
    note = text(lang, "daily.played", first=played) if played else text(lang, "daily.new")
    streaks = streak_line(state.stats, day, lang)
    return DailyOffer(text(lang, "daily.open"), f"{note} {streaks}".strip())


def daily_result(state: PageState, session: Session) -> str:
    """The result screen's line for the daily deal ("" for another hand)."""
    day = daily_day(state, session)
    if not day:
        return ""
    lang = state.lang
    streaks = streak_line(state.stats, today(state.clock), lang)
    if state.daily_counted:
        return f"{text(lang, 'daily.counted')} {streaks}".strip()
    first = first_result(state.stats, day, lang)
    return f"{text(lang, 'daily.replay', first=first)} {streaks}".strip()
