"""A clock that cannot be right (a phone reset to 1969-12-31, a clock set to 9999-12-31): the
page plays as ever, and the daily deal says plainly, in each language, that it cannot be dealt."""

from __future__ import annotations

import random

import pytest

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.daily import DAILY_DAYS, daily_today, today
from briscola.app.screens.page import screen_name
from tests.support.controller import QUICK, FakeClock, FakeLock, finish
from tests.support.stores import NS

WRONG = {
    "1969-12-31": -86_400_000.0,
    "1970-01-01": 0.0,
    "2025-06-01": 1_748_736_000_000.0,
    "9999-12-31": 253_402_214_400_000.0,
    "the last time a Date holds": 8.64e15,
    "the first time a Date holds": -8.64e15,
}
"""Clocks the daily deal cannot trust, by what they read (ms since 1970; a browser's
``Date.now()`` is within ±8.64e15)."""
SAYS = {
    "it": "L’orologio di questo dispositivo non segna la data giusta",
    "en": "This device’s clock does not show the right date",
    "de": "Die Uhr dieses Geräts zeigt nicht das richtige Datum",
}


class Clock(FakeClock):
    def __init__(self, ms: float) -> None:
        self.ms = ms

    def now_ms(self) -> float:
        return self.ms


def page_at(ms: float, lang: str = "it") -> Controller:
    store = MemoryStore()
    save_settings(store, NS, QUICK.replace(language=lang))
    return Controller(store, NS, FakeLock(), Clock(ms), random.Random(3))


@pytest.mark.parametrize("lang", sorted(SAYS))
@pytest.mark.parametrize("reads", sorted(WRONG))
def test_a_wrong_clock_gets_no_daily_deal_and_the_page_says_why(reads: str, lang: str) -> None:
    game = page_at(WRONG[reads], lang)
    assert daily_today(game.state.ports.clock) is None
    start = game.page().start
    assert start is not None and start.daily is not None
    assert not start.daily.ready and start.daily.note.startswith(SAYS[lang])
    game.handle(Click("daily"))
    assert game.state.play.session is None and screen_name(game.state) == "start"


@pytest.mark.parametrize("reads", ["1969-12-31", "9999-12-31", "the last time a Date holds"])
def test_a_wrong_clock_plays_a_game_to_its_end(reads: str) -> None:
    game = page_at(WRONG[reads])
    game.handle(Click("start"))
    assert screen_name(game.state) == "table"
    finish(game)
    assert screen_name(game.state) == "result"
    assert (
        sum(game.state.saved.stats.get(2, c) for c in ("hands_won", "hands_lost", "hands_tied"))
        == 1
    )
    game.handle(Click("stats"))
    assert screen_name(game.state) == "stats" and game.page().stats is not None


@pytest.mark.parametrize("day", DAILY_DAYS)
def test_the_first_and_last_days_get_their_deal(day: str) -> None:
    ms = {"2026-12-01": 1_796_083_200_000.0, "2261-04-10": 9_191_664_000_000.0}[day]
    game = page_at(ms)
    assert today(game.state.ports.clock) == daily_today(game.state.ports.clock) == day
    start = game.page().start
    assert start is not None and start.daily is not None and start.daily.ready
    game.handle(Click("daily"))
    assert game.state.play.session is not None and game.state.aids.daily is not None
    assert game.state.aids.daily[2] == day
