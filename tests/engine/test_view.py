"""A seat's view: its hand and the public cards, never another seat's unknown cards or the stock."""

from __future__ import annotations

import json
import random

import pytest

from briscola import GameState, Rules, SeatView
from briscola.engine.actions import PLAY
from briscola.engine.values import fields_of

from .helpers import (
    TABLES,
    THREE_TIE,
    assert_no_leak,
    card,
    cards,
    cards_in,
    deal,
    hidden_from,
    random_action,
    table_id,
)


def test_view_fields() -> None:
    # Nothing in a view can hold the stock's order or another seat's hand, except
    # stock_cards, which only Briscola scoperta fills (test_variant_scoperta.py); partner
    # is the Chiamata's partner only as far as this seat knows it (test_variant_chiamata.py).
    assert list(fields_of(SeatView)) == [
        "rules", "seat", "dealer", "hand", "trump_suit", "face_up", "stock_left",
        "hand_sizes", "trick", "tricks", "known", "current_player", "phase", "legal", "sides",
        "stock_cards", "signals", "bids", "contract", "caller", "called", "partner",
    ]  # fmt: skip


def test_view_at_the_deal() -> None:
    state = deal(Rules.for_table(3), 0, ["AD 3D 4D", "5D 6D 7D", "FD CD RD"], "AC")
    view = state.view(2)
    assert view.seat == 2 and view.dealer == 0
    assert view.hand == tuple(cards("FD CD RD"))
    assert view.trump_suit == "C" and view.face_up == card("AC")
    assert view.stock_left == 30
    assert view.hand_sizes == (3, 3, 3)
    assert view.trick == () and view.tricks == ()
    assert view.known == ((), (), ())
    assert view.current_player == 1 and not view.is_my_turn
    assert state.view(1).is_my_turn
    assert cards_in(view) == set(cards("FD CD RD AC"))
    assert len(view.unseen_cards()) == 39 - 4


def test_views_do_not_depend_on_hidden_cards() -> None:
    # Same hand for seat 0 and same face-up card; everything else dealt differently.
    a = deal(Rules(players=2), 1, ["AD 3D 4D", "5D 6D 7D"], "AC")
    b = deal(Rules(players=2), 1, ["AD 3D 4D", "RB CB FB"], "AC", first="7D 6D 5D 2S")
    assert a.hands[1] != b.hands[1] and a.stock != b.stock
    assert a.view(0) == b.view(0)
    assert a.view(0).to_json() == b.view(0).to_json()
    assert a.view(1) != b.view(1)


def test_views_after_a_trick_do_not_depend_on_the_stock_below() -> None:
    a = deal(Rules(players=2), 1, ["AD 3D 4D", "5D 6D 7D"], "AC", first="2S 4S")
    b = deal(Rules(players=2), 1, ["AD 3D 4D", "5D 6D 7D"], "AC", first="2S 4S RB CB FB")
    for state in (a, b):
        state.apply(PLAY[card("AD")], 0)
        state.apply(PLAY[card("5D")], 1)
    assert a.stock != b.stock
    assert a.view(0) == b.view(0) and a.view(1) == b.view(1)


def test_view_mid_trick_and_after_tricks() -> None:
    state = THREE_TIE.played(2)
    state.apply(PLAY[card("3S")], 0)
    view = state.view(1)
    assert view.trick == ((0, card("3S")),)
    assert [t.winner for t in view.tricks] == [0, 0]
    assert view.played_cards() == cards("AC 3C 7C RC CC FC 3S")
    assert view.current_player == 1 and view.is_my_turn
    assert view.legal_actions() == state.legal_actions()
    assert state.view(0).legal_actions() == [] and state.view(2).legal_actions() == []
    assert view.points_taken() == [30, 0, 0]


def test_unseen_cards_are_the_others_hands_and_the_stock_below() -> None:
    state = THREE_TIE.played(4)
    for seat in range(3):
        assert set(state.view(seat).unseen_cards()) == hidden_from(state, seat)


def test_running_points_are_not_in_the_view_data() -> None:
    # "come al tavolo vero": the data sent to players and the page carries no running score.
    state = THREE_TIE.played(5)
    text = json.dumps(state.view(0).to_json())
    assert '"points"' not in text and "score" not in text


def test_view_of_a_seat_that_does_not_exist() -> None:
    state = deal(Rules(players=2), 1, ["AD 3D 4D", "5D 6D 7D"], "AC")
    with pytest.raises(ValueError, match="no seat 2 at a table of 2"):
        state.view(2)
    with pytest.raises(ValueError):
        state.view(-1)


@pytest.mark.parametrize("rules", TABLES, ids=table_id)
def test_no_view_leaks_during_a_seeded_hand(rules: Rules) -> None:
    rng = random.Random(rules.players * 100 + rules.deck)
    state = GameState.new(rules, rng)
    while not state.is_over:
        for seat in range(rules.players):
            assert_no_leak(state, seat)
        state.apply(random_action(state, rng))
    for seat in range(rules.players):
        assert_no_leak(state, seat)
        assert state.view(seat).hand == ()
