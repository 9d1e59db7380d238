"""The controller's statistics page, its reset, the series-end screen and the counting."""

from __future__ import annotations

import json
import random

from briscola.app.acts import Act
from briscola.app.commands import Click, Confirmed, StoreChanged
from briscola.app.controller import Controller
from briscola.app.effects import Confirm, Effect, Focus, Render
from briscola.app.saved.storage import MemoryStore, save_stats
from briscola.app.state import Overlay
from briscola.app.statistics.counts import Stats, TableKey
from tests.support.controller import QUICK, FakeClock, FakeLock, controller, renders, said, step
from tests.support.stores import NS, FullStore, key


def some_stats() -> Stats:
    stats = Stats()
    stats.add_hand(TableKey(2, "classic", "hard"), "won", 70)
    return stats


def page_of(effects: list[Effect]) -> Render:
    [render] = renders(effects)
    return render


def test_the_menu_opens_the_statistics_and_back_closes_them() -> None:
    game, _ = controller(QUICK)
    game.render()
    effects = game.handle(Click("stats"))
    page = page_of(effects).page
    assert page.screen == "stats" and page.stats is not None and page.stats.empty
    assert Focus("#stats-heading") in effects
    assert page_of(game.handle(Click("back"))).page.screen == "start"
    game.handle(Click("stats"))
    assert page_of(game.handle(Click("rules"))).page.screen == "rules"
    assert not game.state.shows(Overlay.STATS)


def test_a_finished_hand_is_counted_at_its_table_and_saved() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    while game.state.play.session is not None and game.state.play.session.phase not in (
        "hand-over",
        "series-over",
    ):
        step(game)
    saved = json.loads(store.get(key("stats")) or "{}")
    assert list(saved["tables"]) == ["2:classic:greedy"] and saved["version"] == 2
    assert len(saved["recent"]["2:classic:greedy"]) == 1
    page = page_of(game.handle(Click("stats"))).page
    assert page.stats is not None and page.stats.sizes[0].tables[0].chart


def test_the_reset_asks_first_keeps_a_backup_and_says_so() -> None:
    store = MemoryStore()
    save_stats(store, NS, some_stats())
    game = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    game.render()
    game.handle(Click("stats"))
    effects = game.handle(Click("reset-stats"))
    assert Confirm(Act.RESET_STATS) in effects and game.state.saved.stats == some_stats()
    game.handle(Confirmed("no"))
    assert game.state.saved.stats == some_stats() and store.get(key("stats")) is not None
    game.handle(Click("reset-stats"))
    effects = game.handle(Confirmed("yes"))
    assert game.state.saved.stats == Stats() and store.get(key("stats")) is None
    assert said(effects) == ["Statistiche azzerate: la copia è tra i dati salvati."]
    assert effects.index(Focus("#stats-heading")) > effects.index(page_of(effects))
    page = page_of(effects).page
    assert page.stats is not None and page.stats.empty and not page.stats.can_reset
    backup = json.loads(store.get(NS.backup_key("stats", 1)) or "{}")
    assert backup["reason"] == "reset" and Stats.from_json(json.loads(backup["text"])) == (
        some_stats()
    )


def test_a_reset_that_cannot_keep_its_backup_changes_nothing_and_says_why() -> None:
    text = json.dumps(some_stats().to_json())
    store = FullStore({key("stats"): text})
    game = Controller(store, NS, FakeLock(), FakeClock(), random.Random(1))
    game.handle(Click("stats"))
    game.handle(Click("reset-stats"))
    effects = game.handle(Confirmed("yes"))
    assert store.get(key("stats")) == text and game.state.saved.stats == some_stats()
    page = page_of(effects).page
    assert (
        page.stats is not None
        and not page.stats.ok
        and page.stats.result.startswith("Statistiche non azzerate")
    )


def test_a_following_tab_may_look_but_not_reset_and_reads_the_playing_tabs_counts() -> None:
    store = MemoryStore()
    game = Controller(store, NS, FakeLock(False), FakeClock(), random.Random(1))
    page = page_of(game.handle(Click("stats"))).page
    assert page.stats is not None and not page.stats.can_reset
    assert game.handle(Click("reset-stats")) == [page_of(game.render())]  # nothing asked
    save_stats(store, NS, some_stats())  # the playing tab counts a hand
    page = page_of(game.handle(StoreChanged(key("stats")))).page
    assert page.stats is not None and page.stats.sizes[0].tables[0].rows[0].won == "1"


def test_taking_over_does_not_write_stale_statistics_back() -> None:
    store = MemoryStore()
    game = Controller(store, NS, FakeLock(False), FakeClock(), random.Random(1))
    save_stats(store, NS, some_stats())  # counted by the tab that played until now
    game.state.ports = game.state.ports._replace(lock=FakeLock(True))
    game.handle(Click("take"))
    assert game.state.saved.stats == some_stats()


def test_the_series_end_screen_follows_the_last_hands_result() -> None:
    game, _ = controller(QUICK.replace(best_of=3))
    game.handle(Click("start"))
    while game.state.play.session is not None and game.state.play.session.phase != "series-over":
        step(game)
    while game.state.play.hold:
        step(game)
    page = game.page()
    assert page.screen == "result" and page.result is not None and page.result.series_end
    effects = game.handle(Click("series-end"))
    page = page_of(effects).page
    assert page.screen == "series" and page.phase == "series-over"
    session = game.state.play.session
    assert session is not None and page.series is not None
    assert len(page.series.hands) == len(session.series.outcomes)
    assert Focus("#series-headline") in effects
    assert page_of(game.handle(Click("stats"))).page.screen == "stats"
    assert page_of(game.handle(Click("back"))).page.screen == "series"
    assert page_of(game.handle(Click("again"))).page.screen == "table"
    assert not game.state.play.series_open


def test_a_single_hand_has_no_series_end_screen() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    while game.state.play.session is not None and game.state.play.session.phase != "series-over":
        step(game)
    while game.state.play.hold:
        step(game)
    assert renders(game.handle(Click("series-end")))[0].page.screen == "result"
