"""The daily deal in the page's controller: dealt from the clock's UTC date, the first result
of a day counts, its days and streaks in the saved statistics, a reload mid-hand keeps it."""

from __future__ import annotations

import json
import random

from briscola.app.commands import Click
from briscola.app.controller import Controller
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.daily import today
from briscola.app.screens.page import screen_name
from briscola.learn.daily import daily_deal, daily_seed
from briscola.setup.settings import Settings
from tests.support.controller import FakeClock, FakeLock, controller, finish, step
from tests.support.stores import NOW, NS

DAY = "2026-12-11"
"""The UTC date of the tests' clock (``NOW``)."""
DAY_MS = 86_400_000


class Clock(FakeClock):
    """A clock ``days`` after the tests' one."""

    def __init__(self, days: int = 0) -> None:
        self.days = days

    def now_ms(self) -> float:
        return NOW + self.days * DAY_MS


def test_the_daily_deal_is_todays_deal_from_the_clocks_date() -> None:
    game, _ = controller(Settings(players=4, levels=("easy",) * 5, language="en"))
    assert today(game.state.ports.clock) == DAY
    start = game.page().start
    assert start is not None and start.daily is not None
    assert start.daily.label == "Hand of the day" and "the Hard level" in start.daily.note
    game.handle(Click("daily"))
    session = game.state.play.session
    assert session is not None and screen_name(game.state) == "table"
    expected = daily_deal(DAY).deal()
    assert session.hand_seed == daily_seed(DAY)
    assert session.hand.dealt == expected.dealt
    assert session.hand.initial_stock == expected.initial_stock
    assert session.settings.players == 2 and session.settings.levels[0] == "hard"
    assert session.settings.language == "en"  # the person's own choices stay
    assert game.state.saved.settings.players == 4  # and the start screen's settings are untouched


def test_the_first_result_of_a_day_counts_and_a_replay_says_so() -> None:
    game, store = controller()
    game.handle(Click("daily"))
    finish(game)
    first = game.state.saved.stats.daily[DAY]
    result = game.page().result
    assert result is not None and result.daily.startswith("Mano del giorno: questo è")
    assert "Giorni di fila: 1 giocati" in result.daily
    assert json.loads(store.data[NS.key("stats")])["daily"] == {DAY: first}
    game.handle(Click("settings"))
    start = game.page().start
    assert start is not None and start.daily is not None
    assert start.daily.note.startswith("Oggi l’hai già giocata")
    game.handle(Click("daily"))  # the same deal again
    assert game.state.play.session is not None and game.state.play.session.hand_seed == daily_seed(
        DAY
    )
    finish(game)
    assert game.state.saved.stats.daily == {DAY: first}  # the replay does not count for the day
    result = game.page().result
    assert result is not None and result.daily.startswith("Mano del giorno già giocata oggi")
    table = game.state.saved.stats.tables["2:classic:hard"]
    assert table["hands_won"] + table["hands_lost"] + table["hands_tied"] == 2  # both count


def test_streaks_of_days_played_and_won_show_in_the_statistics() -> None:
    game, store = controller()
    game.state.saved.stats.daily = {"2026-12-09": {"result": "won", "points": 70}}
    game.state.saved.stats.daily["2026-12-10"] = {"result": "won", "points": 80}
    game.handle(Click("daily"))
    finish(game)
    won = game.state.saved.stats.daily[DAY]["result"] == "won"
    game.handle(Click("stats"))
    stats = game.page().stats
    assert stats is not None
    figures = {f.label: f.value for f in stats.daily}
    assert figures["Giorni di fila giocati"] == "3"
    assert figures["Giorni di fila vinti"] == ("3" if won else "0")
    assert figures["Giorni giocati"] == "3"
    # The next day, before playing: the runs still stand (today's deal is not played yet).
    later = Controller(store, NS, FakeLock(), Clock(1), random.Random(1))
    later.handle(Click("stats"))
    stats = later.page().stats
    assert stats is not None and {f.label: f.value for f in stats.daily}["Giorni giocati"] == "3"
    assert later.state.saved.stats.daily_streaks("2026-12-12").played == 3
    assert (
        later.state.saved.stats.daily_streaks("2026-12-13").played == 0
    )  # a day missed ends the run


def test_a_reload_mid_daily_hand_keeps_it_the_daily_deal() -> None:
    game, store = controller()
    game.handle(Click("daily"))
    step(game)
    step(game)
    again = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    assert (
        again.state.play.session is not None
        and again.state.play.session.hand_seed == daily_seed(DAY)
    )
    assert again.state.aids.daily == (daily_seed(DAY), 1, DAY)
    finish(again)
    assert DAY in again.state.saved.stats.daily


def test_no_daily_deal_over_a_game_in_progress_or_in_a_following_tab() -> None:
    game, _ = controller(Settings(levels=("greedy",) * 5))
    game.handle(Click("start"))
    seed = game.state.play.session.hand_seed if game.state.play.session else None
    game.handle(Click("daily"))
    assert game.state.play.session is not None and game.state.play.session.hand_seed == seed
    # a tab following one that plays a shared hand (one with no game in progress lets
    # the hand of the day be dealt here: tests/app/test_controller_tabs_idle.py)
    store = MemoryStore()
    lock = FakeLock(False, other_shared=True)
    follower = Controller(store, NS, lock, FakeClock(), random.Random(1))
    follower.handle(Click("daily"))
    assert follower.state.play.session is None and NS.key("session") not in store.data
