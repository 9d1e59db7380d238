"""A tab opened while another one holds the table with no game in progress: it says so, and a
game started here (Gioca, again, the hand of the day) takes the table, losing nothing; a
page opened with ``?seed=N`` says its next hands come from it; a shared deal that waited
while a game was started here stays offered."""

from __future__ import annotations

import random

from briscola.app.commands import Click, Confirmed
from briscola.app.controller import Controller
from briscola.app.saved import storage
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import screen_name
from briscola.learn.share import parse
from tests.support.controller import FakeClock, FakeLock, step
from tests.support.shared_deals import LINK, QUICK, URL, saved_game
from tests.support.stores import NS


def follower(
    store: MemoryStore, link: str | None = None, *, seed: int | None = None, shared: bool = False
) -> tuple[Controller, FakeLock]:
    """A page opened on ``store`` while another tab holds the lock, and that lock."""
    lock = FakeLock(False, other_shared=shared)
    rng = random.Random(seed if seed is not None else 5)
    game = Controller(store, NS, lock, FakeClock(), rng, link=link, page_url=URL, seed=seed)
    return game, lock


def quick_store() -> MemoryStore:
    store = MemoryStore()
    save_settings(store, NS, QUICK)
    return store


def test_a_tab_beside_an_idle_one_says_a_game_started_here_plays_here() -> None:
    game, _ = follower(quick_store())
    assert game.state.play.following and screen_name(game.state) == "start"
    notice = game.page().notice
    assert notice is not None and notice.action == "take"
    assert "non ha partite in corso" in notice.message
    assert "si gioca qui" in notice.message


def test_play_beside_an_idle_tab_takes_the_table_and_saves_the_game_here() -> None:
    store = quick_store()
    game, lock = follower(store)
    game.handle(Click("start"))
    state = game.state
    assert not state.play.following and lock.free
    assert screen_name(state) == "table" and state.play.session is not None
    saved = storage.read_session(store, NS)
    assert saved is not None and saved.hand_seed == state.play.session.hand_seed
    assert game.page().notice is None


def test_play_beside_a_game_in_progress_changes_nothing() -> None:
    store = saved_game()
    before = store.get(NS.key("session"))
    game, lock = follower(store)
    game.handle(Click("start"))
    game.handle(Click("daily"))
    assert game.state.play.following and not lock.free
    assert store.get(NS.key("session")) == before


def test_play_beside_a_tab_playing_a_shared_hand_changes_nothing() -> None:
    game, lock = follower(quick_store(), shared=True)
    game.handle(Click("start"))
    assert game.state.play.following and not lock.free and game.state.play.session is None


def test_the_hand_of_the_day_beside_an_idle_tab_is_dealt_here() -> None:
    store = quick_store()
    game, lock = follower(store)
    page = game.page()
    assert page.start is not None and page.start.daily is not None and page.start.daily.ready
    game.handle(Click("daily"))
    state = game.state
    assert not state.play.following and lock.free and state.aids.daily is not None
    assert state.play.session is not None and storage.read_session(store, NS) is not None


def test_a_page_opened_with_a_seed_says_its_next_hands_come_from_it() -> None:
    game, _ = follower(saved_game(), seed=62)
    notice = game.page().notice
    assert notice is not None and "seed=62" in notice.message
    assert "qui la puoi solo seguire" in notice.message
    game.handle(Click("take"))
    assert not game.state.play.following
    game.handle(Click("leave"))  # asks first
    game.handle(Confirmed("yes"))
    game.handle(Click("start"))
    session = game.state.play.session
    # the new series is dealt from this tab's seed, as a page of its own deals it
    alone = Controller(quick_store(), NS, FakeLock(), FakeClock(), random.Random(62), seed=62)
    alone.handle(Click("start"))
    assert session is not None and alone.state.play.session is not None
    assert session.hand_seed == alone.state.play.session.hand_seed


def test_a_shared_deal_waits_offered_while_a_game_started_here_is_played() -> None:
    store = quick_store()
    game, _ = follower(store, LINK)
    offer = game.page().notice
    assert offer is not None and offer.action_label == "Gioca qui la mano condivisa"
    assert "non ha partite in corso" in offer.message and "ti aspetta" in offer.message
    game.handle(Click("start"))  # a game of this tab's own, not the link's hand
    state = game.state
    assert (
        not state.play.following
        and state.aids.shared_play is None
        and state.play.session is not None
    )
    mine = state.play.session.hand_seed
    step(game)
    notice = game.page().notice
    assert notice is not None and notice.action == "take"
    assert notice.action_label == "Gioca qui la mano condivisa"
    assert "ti aspetta" in notice.message
    saved = store.get(NS.key("session"))
    game.handle(Click("take"))
    assert (
        game.state.aids.shared_play == parse(LINK, QUICK) and game.state.aids.shared_aside is None
    )
    assert store.get(NS.key("session")) == saved, "the game started here stays saved"
    game.handle(Click("leave"))
    game.handle(Confirmed("yes"))
    back = game.state.play.session
    assert back is not None and back.hand_seed == mine and game.state.aids.shared_play is None
