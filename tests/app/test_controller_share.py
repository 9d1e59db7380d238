"""The shareable deal in the page's controller: a link plays its deal without saving over the
game in progress, a bad link changes nothing, the result screen offers and compares the link."""

from __future__ import annotations

import pytest

from briscola.app.commands import Click
from briscola.app.effects import CopyText
from briscola.app.handlers.sharing import session_of
from briscola.app.saved.storage import MemoryStore, save_settings
from briscola.app.screens.page import screen_name
from briscola.app.url_params import share_query
from briscola.learn.share import SharedDeal, parse
from tests.support.controller import finish, step
from tests.support.shared_deals import LINK, QUICK, URL, opened, saved_game, snapshot
from tests.support.stores import NS


def test_a_link_plays_its_deal() -> None:
    game = opened(MemoryStore(), LINK)
    assert game.state.play.session is not None and screen_name(game.state) == "table"
    shared = parse(LINK)
    assert game.state.play.session.hand.to_json() == shared.deal().to_json()
    assert (
        game.state.play.session.settings.levels[0] == "greedy"
        and game.state.play.session.settings.best_of == 1
    )


@pytest.mark.parametrize("number", [1, 2, 5])
def test_a_later_hand_of_a_series_is_dealt_as_the_sharer_saw_it(number: int) -> None:
    dealer = None if number == 1 else 1
    shared = SharedDeal(QUICK.replace(best_of=1), 987654321, number, dealer)
    assert session_of(shared).hand.to_json() == shared.deal().to_json()


@pytest.mark.parametrize(
    "bad",
    [
        LINK.replace("seed=1234", "seed=x"),
        LINK + "&zz=1",
        LINK.replace("p=2", "p=9"),
        LINK.replace("v=1", "v=2"),
        LINK + "&" + "a" * 400,
        LINK.replace("lv=greedy", "lv=greedy.hard"),
        "v=1",
    ],
)
def test_a_bad_link_is_refused_with_a_notice_and_touches_nothing(bad: str) -> None:
    store = saved_game()
    before = snapshot(store)
    game = opened(store, bad)
    game.render()
    game.handle(Click("resume-none"))
    assert snapshot(store) == before  # settings, statistics, session: byte for byte
    assert game.state.aids.shared_play is None and game.state.alerts.share_refused
    notice = game.page().notice
    assert notice is not None and "non è valido" in notice.message
    assert (
        game.state.play.session is not None and screen_name(game.state) == "table"
    )  # the saved game
    saved_now = opened(store, None).state.play.session
    assert saved_now is not None and game.state.play.session.to_json() == saved_now.to_json()
    game.handle(Click("dismiss"))
    assert game.page().notice is None


def test_a_shared_hand_never_saves_over_the_game_in_progress() -> None:
    store = saved_game()
    session_key = NS.key("session")
    saved = store.get(session_key)
    assert saved is not None
    game = opened(store, LINK)
    assert game.state.aids.shared_play is not None
    notice = game.page().notice
    assert notice is not None and "La tua partita torna alla fine" in notice.message
    finish(game)
    assert store.get(session_key) == saved  # the statistics count the hand; the game waits
    game.handle(Click("again"))  # leaving the shared hand brings the saved game back
    assert game.state.aids.shared_play is None and game.state.play.session is not None
    assert screen_name(game.state) == "table"
    saved_now = opened(store, None).state.play.session
    assert saved_now is not None and game.state.play.session.to_json() == saved_now.to_json()


def test_without_a_saved_game_leaving_the_shared_hand_goes_to_the_start() -> None:
    store = MemoryStore()
    save_settings(store, NS, QUICK)
    game = opened(store, LINK)
    finish(game)
    game.handle(Click("settings"))
    assert game.state.play.session is None and screen_name(game.state) == "start"


def test_the_result_offers_the_link_and_compares_with_the_sharers_result() -> None:
    game = opened(MemoryStore(), LINK)
    finish(game)
    result = game.page().result
    assert result is not None and result.share_link == ""
    assert result.share_compare.startswith("Chi ha condiviso la mano ha fatto 72 punti (vinta)")
    game.handle(Click("share"))
    result = game.page().result
    assert result is not None and result.share_link.startswith(URL + "?v=1&")
    query = share_query(result.share_link.removeprefix(URL))
    assert query is not None
    again = parse(query)
    assert again.deal().to_json() == parse(LINK).deal().to_json()
    assert (
        game.state.play.session is not None and game.state.play.session.hand.outcome() is not None
    )
    mine = game.state.play.session.hand.outcome().side_points[0]  # type: ignore[union-attr]
    assert again.result is not None and again.result.points == mine
    copied = [e for e in game.handle(Click("share-copy")) if isinstance(e, CopyText)]
    assert copied == [CopyText(result.share_link)]


def test_a_played_hand_shares_a_link_that_deals_it_again() -> None:
    store = MemoryStore()
    save_settings(store, NS, QUICK.replace(best_of=3))
    game = opened(store, None)
    game.handle(Click("start"))
    finish(game)
    game.handle(Click("next"))
    assert game.state.play.session is not None and not game.state.play.session.hand.moves
    dealt = game.state.play.session.hand.to_json()
    finish(game)  # the second hand: its dealer is in the link
    game.handle(Click("share"))
    result = game.page().result
    assert result is not None
    query = share_query(result.share_link.removeprefix(URL))
    assert query is not None and "&dl=" in query
    other = opened(MemoryStore(), query)
    assert other.state.play.session is not None
    received = other.state.play.session.hand.to_json()
    assert received["rules"] == {**dealt["rules"], "best_of": 1}  # the link plays one hand
    assert {**received, "rules": None} == {**dealt, "rules": None}


def test_the_saved_games_proof_comes_back_after_a_shared_hand() -> None:
    store = saved_game()
    before = opened(store, None)
    assert before.state.play.session is not None
    proof = before.state.ports.proofs.of(before.state.play.session)
    assert proof is not None
    game = opened(store, LINK)
    notice = game.page().notice
    assert notice is not None and "ricaricando si chiude" in notice.message
    finish(game)
    game.handle(Click("again"))  # back to the saved game: its own fingerprint, not the link's
    assert (
        game.state.play.session is not None
        and game.state.ports.proofs.of(game.state.play.session) == proof
    )
    step(game)
    again = opened(store, None)
    assert (
        again.state.play.session is not None
        and again.state.ports.proofs.of(again.state.play.session) == proof
    )
