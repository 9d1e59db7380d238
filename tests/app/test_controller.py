"""The page's controller in CPython: commands in, effects out, the store as the page leaves it."""

from __future__ import annotations

import json
import random

import pytest

from briscola.app.acts import Act
from briscola.app.commands import (
    Click,
    ComputerMoved,
    Confirmed,
    HoldOver,
    Key,
    LockLost,
    StoreChanged,
)
from briscola.app.controller import Controller
from briscola.app.effects import Confirm, Drive, Focus, Render, WarmUp
from briscola.app.handlers.playing import ComputerTurn, HoldTrick
from briscola.app.statistics.counts import Stats
from briscola.engine.actions import PLAY, action_from_json
from briscola.engine.cards import Card
from tests.support.controller import QUICK, FakeClock, FakeLock, controller, renders, said, step
from tests.support.stores import NS, key


def test_the_first_paint_shows_the_start_screen_and_focuses_its_heading() -> None:
    game, _ = controller()
    effects = game.render()
    assert [type(e) for e in effects] == [Render, Focus]
    page = renders(effects)[0].page
    assert page.screen == "start" and page.start is not None and page.table is None
    assert effects[1] == Focus("#start-heading")
    assert game.render() == [Render(page)]  # the same screen: no focus move


def test_start_deals_saves_announces_and_starts_the_computer() -> None:
    game, store = controller(QUICK)
    effects = game.handle(Click("start"))
    assert len(renders(effects)) == 1 and Drive() in effects
    assert effects[0] == WarmUp(("greedy",))
    assert said(effects)[0].startswith("Nuova mano")
    assert store.get(key("session")) is not None
    assert renders(effects)[0].page.screen == "table"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_series_plays_through_with_one_render_per_command(players: int) -> None:
    game, store = controller(QUICK.replace(players=players, best_of=3 if players < 5 else 1))
    game.handle(Click("start"))
    commands = 0
    while game.state.play.session is not None and game.state.play.session.phase != "series-over":
        command, effects = step(game)
        commands += 1
        assert len(renders(effects)) == 1, command
        assert commands < 2000
    stats = Stats.from_json(json.loads(store.get(key("stats")) or "{}"))
    counted = sum(stats.get(players, c) for c in ("hands_won", "hands_lost", "hands_tied"))
    assert game.state.play.session is not None and counted == len(
        game.state.play.session.series.outcomes
    )


def test_every_offer_carries_its_engine_action_as_the_bot_protocols_json() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    while game.waiting() is not None:
        step(game)
    table = game.page().table
    assert table is not None
    for card in table.hand:
        assert action_from_json(json.loads(card.action)) == PLAY[Card.from_code(card.face.code)]
    assert json.loads(table.declare_action) == {"declare": 31}


@pytest.mark.parametrize(
    "arg",
    [
        None,
        "",
        "{",
        "[]",
        '{"jump": "AD"}',
        '{"play": "ZZ"}',
        '{"play": 5}',
        '{"swap": "7D"}',  # another kind of action than the control's
        "{" * 40,
        "9" * 5000,
    ],
)
def test_malformed_actions_from_the_markup_change_nothing(arg: str | None) -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    while game.waiting() is not None:
        step(game)
    before, saved = (
        game.state.play.session and game.state.play.session.to_json(),
        store.get(key("session")),
    )
    effects = game.handle(Click("play", arg))
    assert game.state.play.session is not None and game.state.play.session.to_json() == before
    assert store.get(key("session")) == saved and said(effects) == [] and Drive() not in effects


def test_a_card_the_rules_forbid_is_refused_with_the_reason_and_changes_nothing() -> None:
    settings = QUICK.replace(variant="briscolone", follow_suit=True)
    for seed in range(40):
        game, _ = controller(settings, seed=seed)
        game.handle(Click("start"))
        while isinstance(game.waiting(), ComputerTurn):
            step(game)
        table = game.page().table
        assert table is not None
        blocked = [card for card in table.hand if not card.playable]
        if not table.my_turn or not blocked:
            continue
        assert game.state.play.session is not None
        before = game.state.play.session.to_json()
        effects = game.handle(Click("play", blocked[0].action))
        assert said(effects) and said(effects)[0].startswith("Devi rispondere a ")
        assert game.state.play.session.to_json() == before and len(renders(effects)) == 1
        page = renders(effects)[0].page
        assert page.table is not None and page.table.hint == said(effects)[0]
        return
    pytest.fail("no deal in 40 seeds put the person under the follow-suit rule")


def test_the_hold_token_counts_up_and_leaves_the_seed_stream_alone() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    seeds = game.state.ports.seeds.getstate()
    tokens: list[int] = []
    while len(tokens) < 3:
        wait = game.waiting()
        if isinstance(wait, HoldTrick):
            tokens.append(wait.token)
            assert game.handle(HoldOver(wait.token + 1)) == []  # a stale pause ends nothing
            assert game.page().hold
        step(game)
    assert tokens == [1, 2, 3]
    assert game.state.ports.seeds.getstate() == seeds


def test_declaring_31_asks_first_and_no_keeps_the_hand() -> None:
    game, _ = controller(QUICK.replace(variant="a-31"), seed=5)
    game.handle(Click("start"))
    while game.waiting() is not None:
        step(game)
    table = game.page().table
    assert table is not None and table.declare_label
    assert game.state.play.session is not None
    before = game.state.play.session.to_json()
    effects = game.handle(Click("declare", table.declare_action))
    assert Confirm(Act.DECLARE, 31) in effects and game.state.play.session.to_json() == before
    assert game.handle(Confirmed("no")) == [] and game.state.play.session.to_json() == before
    game.handle(Click("declare", table.declare_action))
    effects = game.handle(Confirmed("yes"))
    assert game.state.play.session.phase in ("hand-over", "series-over")
    assert renders(effects)[0].page.screen == "result"


def test_the_number_keys_play_the_cards_of_the_hand() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    while game.waiting() is not None:
        step(game)
    assert game.state.play.session is not None
    card = game.state.play.session.view().hand[1]
    assert game.handle(Key(9)) == []  # no ninth card: nothing happens
    effects = game.handle(Key(2))
    assert game.state.play.session.hand.moves[-1] == (0, PLAY[card]) and len(renders(effects)) == 1


def test_a_stale_computer_move_is_dropped() -> None:
    game, _ = controller(QUICK.replace(players=3))
    game.handle(Click("start"))
    while not isinstance(game.waiting(), ComputerTurn):
        step(game)
    wait = game.waiting()
    assert isinstance(wait, ComputerTurn) and game.state.play.session is not None
    action = wait.player.choose(wait.view, wait.rng)
    game.handle(Click("settings"))
    game.handle(Click("start"))
    before = game.state.play.session.to_json()
    assert game.handle(ComputerMoved(wait.generation, wait.seat, action)) == []
    assert game.state.play.session.to_json() == before


def test_a_following_tab_plays_nothing_and_writes_nothing() -> None:
    other, store = controller(QUICK)
    other.handle(Click("start"))
    game = Controller(store, NS, FakeLock(False), FakeClock(), random.Random(2))
    snapshot = dict(store.data)
    notice = game.page().notice
    assert game.state.play.following and notice is not None and notice.action == "take"
    for command in (Click("start"), Click("play", '{"play":"AD"}'), Key(1), Click("leave")):
        game.handle(command)
    assert dict(store.data) == snapshot
    other.handle(Click("settings"))
    effects = game.handle(StoreChanged(key("session")))
    assert game.state.play.session is None and renders(effects)[0].page.screen == "start"


def test_losing_the_lock_shows_the_game_read_only() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    effects = game.handle(LockLost())
    page = renders(effects)[0].page
    assert page.following and page.table is not None and page.table.following
    assert game.waiting() is None


def test_leaving_asks_first_once_the_series_has_started() -> None:
    game, store = controller(QUICK)
    game.handle(Click("start"))
    game.handle(Click("leave"))  # nothing played yet: leaves at once
    assert game.state.play.session is None and store.get(key("session")) is None
    game.handle(Click("start"))
    step(game)
    assert (
        game.handle(Click("leave"))[0] == Confirm(Act.LEAVE) and game.state.play.session is not None
    )
    game.handle(Confirmed("yes"))
    assert game.state.play.session is None and store.get(key("session")) is None
