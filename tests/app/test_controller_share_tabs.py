"""A shared deal's link opened while another tab plays the game: the tab follows the other's
game and offers the deal, plays it here on request (the other tab's game stays saved), sets
it aside when the other tab takes the game back, and never loses it."""

from __future__ import annotations

import random

from briscola.app.commands import Click, LockFreed, LockLost
from briscola.app.controller import Controller
from briscola.app.handlers.playing import ComputerTurn
from briscola.app.handlers.sharing import session_of
from briscola.app.saved.storage import MemoryStore
from briscola.app.screens.page import screen_name
from briscola.learn.share import parse
from tests.support.controller import FakeClock, FakeLock, step
from tests.support.shared_deals import LINK, QUICK, URL, saved_game, snapshot
from tests.support.stores import NS


def follower(store: MemoryStore, link: str | None, *, other_shared: bool = False) -> Controller:
    """A page opened on ``store`` with ``link`` while another tab holds the lock."""
    lock = FakeLock(False, other_shared=other_shared)
    return Controller(store, NS, lock, FakeClock(), random.Random(5), link=link, page_url=URL)


def test_the_follower_shows_the_other_tabs_game_and_offers_the_shared_deal() -> None:
    store = saved_game()
    game = follower(store, LINK)
    state = game.state
    assert (
        state.play.following
        and state.aids.shared_play is None
        and state.aids.shared_aside is not None
    )
    saved = state.play.session
    assert saved is not None and saved.hand_seed != 1234  # the other tab's game, not the deal's
    notice = game.page().notice
    assert notice is not None and notice.action == "take"
    assert notice.action_label == "Gioca qui la mano condivisa"
    assert "resta salvata" in notice.message
    assert game.waiting() is None  # nothing to think: the table shown is the other tab's


def test_playing_the_shared_deal_here_leaves_the_saved_game_as_it_was() -> None:
    store = saved_game()
    before = snapshot(store)["briscola:/:v1:session"]
    game = follower(store, LINK)
    game.handle(Click("take"))
    state = game.state
    shared = parse(LINK, QUICK)
    assert (
        not state.play.following
        and state.aids.shared_play == shared
        and state.aids.shared_aside is None
    )
    assert state.play.session is not None
    assert state.play.session.hand.to_json() == session_of(shared).hand.to_json()
    notice = game.page().notice
    assert notice is not None and "Mano condivisa" in notice.message
    assert game.waiting() is not None or state.play.session.phase == "human"
    for _ in range(6):
        step(game)
    assert snapshot(store)["briscola:/:v1:session"] == before


def test_a_shared_hand_set_aside_by_the_other_tab_comes_back_as_it_was() -> None:
    store = saved_game()
    game = follower(store, LINK)
    game.handle(Click("take"))
    for _ in range(4):
        step(game)
    playing = game.state.play.session
    assert playing is not None
    moves = len(playing.hand.moves)
    game.handle(LockLost())  # the other tab takes its game back
    state = game.state
    assert state.play.following and state.aids.shared_play is None
    assert state.aids.shared_aside is not None and state.aids.shared_aside[1] is playing
    assert state.play.session is not None and state.play.session is not playing
    assert game.waiting() is None
    game.handle(LockFreed())  # the other tab went away: the shared hand comes back
    assert not game.state.play.following and game.state.play.session is playing
    assert len(playing.hand.moves) == moves and game.state.aids.shared_play is not None
    assert isinstance(game.waiting(), ComputerTurn) or playing.phase != "computer"


def test_a_tab_whose_game_waits_while_another_plays_a_shared_hand_says_so() -> None:
    store = saved_game()
    game = follower(store, None, other_shared=True)
    notice = game.page().notice
    assert notice is not None and notice.action == "take"
    assert notice.action_label == "Riprendi qui la partita"
    assert "mano condivisa" in notice.message and "resta salvata" in notice.message


def test_the_daily_deal_says_where_to_play_it_beside_a_tab_playing_a_shared_hand() -> None:
    game = follower(MemoryStore(), None, other_shared=True)
    page = game.page()
    assert screen_name(game.state) == "start" and page.start is not None
    daily = page.start.daily
    assert daily is not None and not daily.ready and "altra scheda" in daily.note
