"""The hint in the page's controller: asked on the person's turn, thought by the driver,
shown for that position only, counted in the hand's result."""

from __future__ import annotations

from briscola.ai.levels.hard import HardPlayer
from briscola.app.aids.hinting import HintTurn
from briscola.app.commands import Click, HintFound, Key
from briscola.app.controller import Controller
from briscola.app.effects import Drive, Focus
from briscola.app.handlers.playing import ComputerTurn
from briscola.app.screens.page import screen_name
from briscola.engine.actions import Play
from briscola.learn.position import position_rng
from briscola.setup.settings import Settings
from tests.support.controller import controller, renders, said, step, think, to_my_turn

QUICK = Settings(levels=("greedy",) * 5)


def started(best_of: int = 1) -> Controller:
    game, _ = controller(QUICK.replace(best_of=best_of))
    game.handle(Click("start"))
    to_my_turn(game)
    return game


def test_the_hint_button_shows_on_the_persons_turn_only() -> None:
    game = started()
    table = game.page().table
    assert table is not None and table.learn is not None
    assert table.learn.label == "Suggerimento" and not table.learn.busy
    game.handle(Click(*next(("play", c.action) for c in table.hand if c.playable)))
    table = game.page().table
    assert table is not None and table.learn is None  # the trick shows, or the computer plays


def test_asking_drives_the_hint_and_its_answer_highlights_the_hard_levels_card() -> None:
    game = started()
    effects = game.handle(Click("hint"))
    assert Drive() in effects
    turn = game.waiting()
    assert isinstance(turn, HintTurn)
    table = game.page().table
    assert table is not None and table.learn is not None and table.learn.busy
    result = think(turn)
    effects = game.handle(HintFound(turn.token, result))
    bar = renders(effects)[0].page.table
    assert bar is not None and bar.learn is not None
    assert isinstance(result.action, Play)
    code = result.action.card.code
    assert bar.learn.card == code and bar.learn.reason and not bar.learn.busy
    assert said(effects) == [bar.learn.reason]
    place = [c.face.code for c in bar.hand].index(code) + 1
    assert Focus(f'#t-hand [data-focus="card-{place}"]') in effects
    assert game.waiting() is None  # nothing more to think
    game.handle(Click("hint"))  # asked again at the same position: nothing new to think
    assert game.waiting() is None and game.state.ports.hints.used_in(game.state.play.session) == 1  # type: ignore[arg-type]


def test_the_hint_is_the_hard_levels_own_choice_for_the_position() -> None:
    game = started()
    game.handle(Click("hint"))
    turn = game.waiting()
    assert isinstance(turn, HintTurn) and game.state.play.session is not None
    result = think(turn)
    # The same position, its own random source: the same action as the hard level's.
    session = game.state.play.session
    assert result.action == HardPlayer().choose(session.view(), position_rng(session.view()))


def test_a_hint_that_arrives_after_the_card_is_played_is_dropped() -> None:
    game = started()
    game.handle(Click("hint"))
    turn = game.waiting()
    assert isinstance(turn, HintTurn)
    result = think(turn)
    game.handle(Key(1))  # the person plays before the hint is ready
    assert not isinstance(game.waiting(), HintTurn)
    assert game.handle(HintFound(turn.token, result)) == []
    assert game.state.ports.hints.used == {}


def test_a_stale_token_is_dropped() -> None:
    game = started()
    game.handle(Click("hint"))
    turn = game.waiting()
    assert isinstance(turn, HintTurn)
    assert game.handle(HintFound(turn.token + 1, think(turn))) == []
    assert isinstance(game.waiting(), HintTurn)


def test_no_hint_while_the_computer_plays_or_for_a_following_tab() -> None:
    game, _ = controller(QUICK)
    game.handle(Click("start"))
    while not isinstance(game.waiting(), ComputerTurn):
        step(game)
    game.handle(Click("hint"))
    assert not isinstance(game.waiting(), HintTurn)
    follower, _ = controller(QUICK, free=False)
    follower.handle(Click("hint"))
    assert follower.waiting() is None


def test_hints_used_are_counted_in_the_hands_result() -> None:
    game = started(best_of=3)
    for _ in range(2):  # two hints at two turns of the same hand
        to_my_turn(game)
        game.handle(Click("hint"))
        turn = game.waiting()
        assert isinstance(turn, HintTurn)
        game.handle(HintFound(turn.token, think(turn)))
        step(game)
    while screen_name(game.state) != "result":
        step(game)
    result = game.page().result
    assert result is not None and result.hints == "Hai usato 2 suggerimenti in questa mano."
    game.handle(Click("next"))  # the next hand starts with none used
    assert (
        game.state.play.session is not None
        and game.state.ports.hints.used_in(game.state.play.session) == 0
    )


def test_a_hand_without_hints_says_nothing_of_them() -> None:
    game = started()
    while screen_name(game.state) != "result":
        step(game)
    result = game.page().result
    assert result is not None and result.hints == ""
