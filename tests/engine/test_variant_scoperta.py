"""Briscola scoperta: both hands face up and the stock's order visible (2 players)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola import GameState, Rules, preset
from briscola.engine.errors import RulesError
from tests.support.properties import PROPERTY

from .helpers import random_hand

SCOPERTA = preset("scoperta-2")


def test_rules() -> None:
    assert Rules(players=2, open_hands=True) == SCOPERTA and SCOPERTA.swap_seven
    for players in (3, 4):
        with pytest.raises(RulesError, match="scoperta is for 2 players"):
            Rules.for_table(players, open_hands=True)
    assert Rules.from_json(SCOPERTA.to_json()) == SCOPERTA


def test_each_seat_sees_everything() -> None:
    state = GameState.new(SCOPERTA, random.Random(5))
    for seat in (0, 1):
        view = state.view(seat)
        assert view.known == tuple(tuple(h) for h in state.hands)
        assert view.stock_cards == tuple(state.stock)
        assert view.unseen_cards() == []
        data = view.to_json()
        assert data["stock_cards"] == [c.code for c in state.stock]
        assert data["known"][str(1 - seat)] == [c.code for c in state.hands[1 - seat]]
    # The public facts of the game are unchanged: only the view opens the hands.
    assert state.known == [[], []]


def test_a_classic_view_shows_no_stock() -> None:
    state = GameState.new(Rules(), random.Random(5))
    assert state.view(0).stock_cards is None
    assert "stock_cards" not in state.view(0).to_json()


@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_views_stay_open_through_the_hand(rng: random.Random) -> None:
    for state in random_hand(SCOPERTA, rng):
        view = state.view(rng.randrange(2))
        assert view.unseen_cards() == []
        assert list(view.stock_cards or ()) == state.stock[state.drawn :]
        assert view.known == tuple(tuple(h) for h in state.hands)
        assert view.legal_actions() == (
            state.legal_actions() if state.current_player == view.seat else []
        )
