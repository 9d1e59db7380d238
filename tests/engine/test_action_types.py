"""Actions and seats of the wrong type are refused with a typed error and change nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola import GameState, IllegalActionError, Rules
from briscola.engine.actions import Call, Declare, Play, action_from_json
from briscola.engine.auction import Bid
from briscola.engine.errors import InvalidStateError
from briscola.engine.rules import PRESETS

from .helpers import snapshot


def chiamata(phase: str) -> GameState:
    """A Chiamata hand in its auction, or with the auction won and the call to make."""
    state = GameState.new(PRESETS["chiamata-5"], random.Random(3))
    while phase == "call" and state.caller is None:
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize(
    "state",
    [chiamata("auction"), chiamata("call"), GameState.new(Rules(), random.Random(1))],
    ids=["auction", "call", "two-players"],
)
@pytest.mark.parametrize("action", [Call("AD"), Call(None), Play("AD")], ids=repr)  # type: ignore[arg-type]
def test_an_action_holding_a_string_is_refused(state: GameState, action: Any) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    assert caught.value.reason in ("unknown-action", "not-now", "card-not-held")
    assert snapshot(state) == before


@pytest.mark.parametrize("seat", [True, 1.0, "1"], ids=repr)
def test_a_seat_must_be_an_int(seat: Any) -> None:
    state = GameState.new(Rules(), random.Random(1))
    mover = state.current_player
    assert mover == 1  # so that True and 1.0 would equal it
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="not seat") as caught:
        state.apply(state.legal_actions()[0], seat)
    assert caught.value.reason == "not-your-turn"
    assert snapshot(state) == before
    state.apply(state.legal_actions()[0], 1)  # the real seat still plays


@pytest.mark.parametrize(
    "data",
    [
        {"signal": []},
        {"signal": {"a": 1}},
        {"play": ["AD"]},
        {"swap": None},
        {"call": 7},
        {"play": "X" * 1_000_000},
        {"bid": 10**5000},
        {"declare": 10**5000},
        {"jump": "Y" * 1_000_000},
        {"bid": ["A"]},
    ],
    ids=lambda d: next(iter(d)),
)
def test_action_from_json_refuses_any_value_briefly(data: dict[str, Any]) -> None:
    with pytest.raises(InvalidStateError) as caught:
        action_from_json(data)
    assert len(str(caught.value)) <= 200


def test_a_number_of_points_must_be_an_int() -> None:
    # 31.0 and 62.0 compare equal to 31 and 62: a float in an action is refused all the same.
    state = GameState.new(PRESETS["a-31-2"], random.Random(2))
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Declare(31.0))  # type: ignore[arg-type]
    assert caught.value.reason == "declare-not-allowed"
    assert snapshot(state) == before
    auction = chiamata("auction")
    before = snapshot(auction)
    for value in (62.0, True):
        with pytest.raises(IllegalActionError) as caught:
            auction.apply(Bid(value))  # type: ignore[arg-type]
        assert caught.value.reason == "bid-not-allowed"
        assert snapshot(auction) == before
