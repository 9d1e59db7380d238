"""The daily deal in the page: "Mano del giorno" on the start screen deals today's hand (the
same for everyone, from the UTC date: :mod:`briscola.learn.daily`), two players against
the hard level, played and saved like any game.

A player may play the day's deal again; the first result of the day is the one that counts
(in the statistics' days and streaks), and the result screen says so on a replay. Every hand
played counts in the table's statistics as usual.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from briscola.app.i18n import text
from briscola.app.sharing import session_of
from briscola.learn.daily import daily_deal, day_of
from briscola.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.app.controller import Controller
    from briscola.app.session import Session
    from briscola.app.stats import Stats


class DailyOffer(NamedTuple):
    """The start screen's daily deal: the button and a line on today's result and streaks."""

    label: str
    note: str


def today(game: Controller) -> str:
    """The UTC date of the page's clock, ``YYYY-MM-DD``."""
    moment = datetime.datetime.fromtimestamp(game.clock.now_ms() / 1000, datetime.UTC)
    return day_of(moment)


def start_daily(game: Controller, _: str | None = None) -> None:
    """Deal today's hand (not over a game in progress, nor in a tab following another)."""
    session = game.session
    if game.following or game.shared_play is not None:
        return
    if session is not None and session.phase in ("human", "computer"):
        return
    day = today(game)
    game.start_session(session_of(daily_deal(day, game.settings)), daily=day)


def daily_day(game: Controller, session: Session | None) -> str:
    """The day whose deal the session's hand is ("" when it is another hand)."""
    daily = game.daily
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


def daily_offer(game: Controller) -> DailyOffer:
    """The start screen's button and its line."""
    lang, day = game.lang, today(game)
    played = first_result(game.stats, day, lang)
    note = text(lang, "daily.played", first=played) if played else text(lang, "daily.new")
    streaks = streak_line(game.stats, day, lang)
    return DailyOffer(text(lang, "daily.open"), f"{note} {streaks}".strip())


def daily_result(game: Controller, session: Session) -> str:
    """The result screen's line for the daily deal ("" for another hand)."""
    day = daily_day(game, session)
    if not day:
        return ""
    lang = game.lang
    streaks = streak_line(game.stats, today(game), lang)
    if game.daily_counted:
        return f"{text(lang, 'daily.counted')} {streaks}".strip()
    first = first_result(game.stats, day, lang)
    return f"{text(lang, 'daily.replay', first=first)} {streaks}".strip()
