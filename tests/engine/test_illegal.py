"""Illegal actions raise IllegalActionError with the right reason and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from briscola import BriscolaError, GameState, IllegalActionError, Play, Rules, SwapSeven
from briscola.engine.actions import PLAY, SWAP, Action
from briscola.engine.errors import Reason

from .helpers import TWO_TIE, card, deal, snapshot


def start() -> GameState:
    """Seat 0 to lead: it holds 7D 4C 5C, seat 1 holds 6C 4S 5S; face-up AD."""
    return deal(Rules(players=2), 1, ["7D 4C 5C", "6C 4S 5S"], "AD")


def assert_refused(
    state: GameState, action: Any, seat: int | None, reason: str, message: str
) -> None:
    before = snapshot(state)
    copy = state.copy()
    with pytest.raises(IllegalActionError, match=message) as caught:
        state.apply(action, seat)
    assert caught.value.reason == reason
    assert snapshot(state) == before
    assert state == copy
    assert state.legal_actions() == copy.legal_actions()


def test_illegal_action_error_is_typed() -> None:
    error = IllegalActionError(Reason.CARD_NOT_HELD, "seat 0 does not hold AS")
    assert isinstance(error, BriscolaError) and isinstance(error, ValueError)
    assert error.reason == "card-not-held"
    assert str(error) == "seat 0 does not hold AS"


def test_wrong_seat() -> None:
    state = start()
    assert_refused(state, PLAY[card("6C")], 1, "not-your-turn", "it is seat 0's turn, not seat 1's")
    # Even with a card the mover holds.
    assert_refused(state, PLAY[card("4C")], 1, "not-your-turn", "not seat 1's")


def test_wrong_seat_in_the_middle_of_a_trick() -> None:
    state = start()
    state.apply(PLAY[card("4C")], 0)
    assert_refused(state, PLAY[card("5C")], 0, "not-your-turn", "it is seat 1's turn, not seat 0's")


@pytest.mark.parametrize("code", ["6C", "AS", "AD", "2B"])
def test_card_not_held(code: str) -> None:
    # 6C: the opponent's; AS: in the stock; AD: the face-up card; 2B: somewhere in the stock.
    assert_refused(start(), PLAY[card(code)], None, "card-not-held", f"seat 0 does not hold {code}")


def test_card_already_played() -> None:
    state = start()
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    assert_refused(state, PLAY[card("4C")], 0, "card-not-held", "seat 0 does not hold 4C")


def test_card_outside_the_table_deck() -> None:
    state = deal(Rules.for_table(3), 0, ["AD 3D 4D", "5D 6D 7D", "FD CD RD"], "AC")
    assert_refused(state, PLAY[card("2D")], 1, "card-not-held", "seat 1 does not hold 2D")


def test_swap_not_allowed() -> None:
    assert_refused(start(), SWAP[card("7D")], 0, "swap-not-allowed", "swap refused: no swap during")


def test_hand_over() -> None:
    state = TWO_TIE.played()
    assert state.is_over
    assert_refused(state, PLAY[card("AD")], None, "hand-over", "the hand is over")
    assert_refused(state, PLAY[card("AD")], 0, "hand-over", "the hand is over")
    assert_refused(state, SWAP[card("7D")], 1, "hand-over", "the hand is over")


@pytest.mark.parametrize(
    "garbage",
    [
        "AD",
        None,
        0,
        {"play": "AD"},
        card("4C"),
        Play("4C"),  # type: ignore[arg-type]
        Play(None),  # type: ignore[arg-type]
        SwapSeven("7D"),  # type: ignore[arg-type]
        SwapSeven(None),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_garbage_is_an_unknown_action(garbage: Any) -> None:
    assert_refused(start(), garbage, 0, "unknown-action", "not an action")


def test_a_refused_action_leaves_the_game_playable() -> None:
    state = start()
    attempts: list[tuple[Action, int]] = [
        (PLAY[card("6C")], 1),
        (PLAY[card("AS")], 0),
        (SWAP[card("7D")], 0),
    ]
    for action, seat in attempts:
        with pytest.raises(IllegalActionError):
            state.apply(action, seat)
    state.apply(PLAY[card("4C")], 0)
    state.apply(PLAY[card("4S")], 1)
    assert state.tricks[-1].winner == 0
    assert SWAP[card("7D")] in state.legal_actions()
